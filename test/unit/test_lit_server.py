"""The lit suite's fork server (test/lit_server.py) and its client (test/lit_client.py): a
command run through them (a ttopt command, or lit's FileCheck) gives what the command gives in
its own process (standard output, standard error, exit code, files written), with the
client's streams, working directory, environment and arguments; without a server the client
runs the installed command itself."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.skipif(not hasattr(os, "fork"), reason="the server forks"),
    pytest.mark.xdist_group("lit_server"),
]

TEST = Path(__file__).resolve().parents[1]
CLIENT = TEST / "lit_client.py"
DISABLE_MMA_V3_INPUT = TEST / "TritonGPU" / "accelerate-matmul-disable-mma-v3.mlir"
KERNEL = "tt.func @f(%a: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %s = arith.addi %a, %c0 : i32\n  tt.return %s : i32\n}\n"
BROKEN = "tt.func @f() {\n  %0 = arith.addi %x, %x : i32\n  tt.return\n}\n"
COMMANDS = {"ttopt": "command", "ttopt-translate": "translate_command"}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    directory = tmp_path_factory.mktemp("server")
    socket_path = directory / "socket"
    with open(directory / "server.log", "w") as log:
        process = subprocess.Popen(
            [sys.executable, str(TEST / "lit_server.py"), str(socket_path)], stdout=log, stderr=log
        )
    deadline = time.monotonic() + 300
    while not socket_path.exists():
        assert process.poll() is None, (directory / "server.log").read_text()
        assert time.monotonic() < deadline, "the server did not start listening"
        time.sleep(0.1)
    yield str(socket_path)
    process.kill()


def through_client(socket_path: str | None, tool: str, *arguments: str, **options) -> subprocess.CompletedProcess:
    environment = dict(options.pop("env", os.environ))
    environment.pop("TTOPT_LIT_SERVER", None)
    if socket_path is not None:
        environment["TTOPT_LIT_SERVER"] = socket_path
    command = [sys.executable, "-S", str(CLIENT), tool, *arguments]
    return subprocess.run(command, capture_output=True, text=True, env=environment, **options)


def directly(tool: str, *arguments: str, **options) -> subprocess.CompletedProcess:
    program = f"import sys; from ttopt import entry; sys.argv[0] = {tool!r}; entry.{COMMANDS[tool]}()"
    return subprocess.run([sys.executable, "-c", program, *arguments], capture_output=True, text=True, **options)


def same_outcome(served: subprocess.CompletedProcess, direct: subprocess.CompletedProcess) -> None:
    assert (served.returncode, served.stdout, served.stderr) == (direct.returncode, direct.stdout, direct.stderr)


def test_output_and_exit_code_are_the_commands(server, tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text(KERNEL)
    served = through_client(server, "ttopt", str(source), "-canonicalize")
    same_outcome(served, directly("ttopt", str(source), "-canonicalize"))
    assert served.returncode == 0 and "tt.return %arg0 : i32" in served.stdout


def test_an_error_is_the_commands(server, tmp_path: Path):
    source = tmp_path / "bad.mlir"
    source.write_text(BROKEN)
    served = through_client(server, "ttopt", str(source))
    same_outcome(served, directly("ttopt", str(source)))
    assert served.returncode == 1 and f"{source}:2:" in served.stderr


def test_standard_input_and_a_relative_output_file(server, tmp_path: Path):
    served = through_client(server, "ttopt", "-", "-canonicalize", "-o", "out.mlir", input=KERNEL, cwd=tmp_path)
    assert served.returncode == 0, served.stderr
    written = (tmp_path / "out.mlir").read_text()
    direct = directly("ttopt", "-", "-canonicalize", input=KERNEL, cwd=tmp_path)
    assert written == direct.stdout and "arith.addi" not in written


def test_the_environment_is_the_clients(server):
    outputs = {}
    for value in ("1", None):
        environment = dict(os.environ)
        environment.pop("DISABLE_MMA_V3", None)
        if value is not None:
            environment["DISABLE_MMA_V3"] = value
        arguments = (str(DISABLE_MMA_V3_INPUT), "-tritongpu-accelerate-matmul")
        served = through_client(server, "ttopt", *arguments, env=environment)
        same_outcome(served, directly("ttopt", *arguments, env=environment))
        outputs[value] = served.stdout
    assert outputs["1"] != outputs[None], "DISABLE_MMA_V3 reached the pass"


def test_other_tools_and_usage_errors(server, tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text("llvm.func @f() {\n  llvm.return\n}\n")
    same_outcome(
        through_client(server, "ttopt-translate", str(source), "--mlir-to-llvmir"),
        directly("ttopt-translate", str(source), "--mlir-to-llvmir"),
    )
    same_outcome(through_client(server, "ttopt", "--no-such-flag"), directly("ttopt", "--no-such-flag"))


def test_filecheck_is_the_runners(server, tmp_path: Path):
    """lit's FileCheck (test/filecheck_runner.py) through the server: same output and exit
    code as the runner in its own process, a failing check included."""
    import filecheck

    checks = tmp_path / "checks.txt"
    checks.write_text("CHECK: the text\nABSENT: not in it\n")
    package = os.path.dirname(os.path.dirname(filecheck.__file__))
    environment = {**os.environ, "TTOPT_FILECHECK_PATH": package}
    for prefix, code in (("CHECK", 0), ("ABSENT", 1)):
        arguments = (str(checks), f"--check-prefix={prefix}")
        served = through_client(server, "filecheck", *arguments, input="the text\n", env=environment)
        runner = [sys.executable, "-S", str(TEST / "filecheck_runner.py"), *arguments]
        direct = subprocess.run(runner, input="the text\n", capture_output=True, text=True, env=environment)
        same_outcome(served, direct)
        assert served.returncode == code


def test_without_a_server_the_client_runs_the_installed_command(tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text(KERNEL)
    bin_directory = str(Path(sys.executable).parent)
    environment = {**os.environ, "PATH": bin_directory + os.pathsep + os.environ.get("PATH", "")}
    served = through_client(str(tmp_path / "no-socket"), "ttopt", str(source), "-canonicalize", env=environment)
    same_outcome(served, directly("ttopt", str(source), "-canonicalize"))


# lit's internal shell sending the commands itself (test/lit_served_popen.py).


def served_popen(socket_path: str, tool: str, *arguments: str, **options) -> subprocess.Popen:
    sys.path.insert(0, str(TEST))
    try:
        import lit_served_popen
    finally:
        sys.path.remove(str(TEST))
    popen = lit_served_popen.served_or_started(socket_path, str(CLIENT))
    return popen([sys.executable, "-S", str(CLIENT), tool, *arguments], **options)


def test_a_served_command_gives_the_commands_output_and_exit_code(server, tmp_path: Path):
    source = tmp_path / "bad.mlir"
    source.write_text(BROKEN)
    process = served_popen(server, "ttopt", str(source), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert type(process).__name__ == "ServedPopen"
    out, err = process.communicate()
    direct = directly("ttopt", str(source))
    assert (process.returncode, out, err) == (direct.returncode, direct.stdout, direct.stderr)
    assert process.wait() == 1


def test_a_reader_of_a_served_commands_output_sees_its_end(server, tmp_path: Path):
    """`ttopt ... | cat` as lit runs it: cat (a process) ends once the served command does,
    which needs this process to have closed its copy of the pipe's write end."""
    source = tmp_path / "in.mlir"
    source.write_text(KERNEL)
    producer = served_popen(server, "ttopt", str(source), "-canonicalize", stdout=subprocess.PIPE)
    consumer = subprocess.Popen(["cat"], stdin=producer.stdout, stdout=subprocess.PIPE, text=True)
    out, _ = consumer.communicate(timeout=60)
    assert producer.wait(timeout=60) == 0 and consumer.returncode == 0
    assert "tt.return %arg0 : i32" in out and "arith.addi" not in out


def test_a_served_command_reads_a_file_and_merges_its_streams(server, tmp_path: Path):
    source = tmp_path / "bad.mlir"
    source.write_text(BROKEN)
    with open(source) as stdin:
        process = served_popen(server, "ttopt", "-", stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        out, err = process.communicate()
    assert err is None and process.returncode == 1 and b"<stdin>:2:" in out


def test_without_a_server_lit_starts_the_client(tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text(KERNEL)
    bin_directory = str(Path(sys.executable).parent)
    no_socket = str(tmp_path / "no-socket")
    environment = {**os.environ, "PATH": bin_directory + os.pathsep + os.environ.get("PATH", "")}
    environment["TTOPT_LIT_SERVER"] = no_socket
    process = served_popen(no_socket, "ttopt", str(source), "-canonicalize", stdout=subprocess.PIPE, env=environment)
    assert type(process) is subprocess.Popen
    out, _ = process.communicate()
    assert process.returncode == 0 and b"tt.return %arg0 : i32" in out
