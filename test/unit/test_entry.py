"""The `ttopt` entry point: --version is answered without importing xDSL or the driver (a
fast start for scripts that probe the tool); everything else reaches ttopt.cli."""

import os
import subprocess
import sys
from pathlib import Path

from ttopt import entry

PROBE = """
import sys
from ttopt import entry
sys.argv = ["ttopt", {flag!r}]
code = entry.main()
heavy = sorted(name for name in sys.modules if name.startswith(("xdsl", "ttopt.cli", "ttopt.ir")))
print(code, heavy)
"""


def _run(flag: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", PROBE.format(flag=flag)], capture_output=True, text=True, check=True)


def test_version_imports_nothing_heavy():
    for flag in ("--version", "-version"):
        out = _run(flag).stdout
        assert out.startswith("ttopt 0.1.0 (Triton 3.6.0 semantics, xDSL 0.74.0)\n")
        assert out.endswith("0 []\n")


def test_other_arguments_reach_the_driver():
    out = _run("--help").stdout
    assert "USAGE: ttopt [options] <input file>" in out
    assert "ttopt.cli" in out.splitlines()[-1]


COLLECTOR_PROBE = """
import gc, sys
from ttopt import entry
sys.argv = ["ttopt", {path!r}, "-canonicalize"]
entry.main()
print(gc.get_threshold()[0], gc.get_freeze_count() > 1000)
"""


def test_a_command_run_tunes_the_collector_for_one_compile(tmp_path):
    source = tmp_path / "tiny.mlir"
    source.write_text("module {\n}\n")
    result = subprocess.run(
        [sys.executable, "-c", COLLECTOR_PROBE.format(path=str(source))], capture_output=True, text=True, check=True
    )
    assert result.stdout.split()[-2:] == ["50000", "True"], "imported objects frozen, rarer collections"


def test_every_console_command_goes_through_entry():
    """Each tool is imported by its command with rare collections and ends through exit_now."""
    pyproject = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text()
    commands = {
        "ttopt": "command",
        "ttopt-layout": "layout_command",
        "ttopt-compile": "compile_command",
        "ttopt-translate": "translate_command",
    }
    assert set(entry.TOOLS) == set(commands)
    for script, function in commands.items():
        assert f'{script} = "ttopt.entry:{function}"' in pyproject
        names = getattr(entry, function).__code__.co_names
        tool = entry.TOOLS[script]
        assert names == ("exit_now", tool.__name__), "the command is exit_now(its tool())"
        assert "_import_tool" in tool.__code__.co_names or tool is entry.main


# Standard streams as a normal run has them (the test environment may set PYTHONUNBUFFERED).
BUFFERED = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}

EXIT_PROBE = """
import atexit, sys
from ttopt import entry
atexit.register(lambda: sys.stderr.write("atexit ran\\n"))
sys.stdout.write("buffered, not yet flushed")
entry.exit_now({code})
print("not reached")
"""


def test_exit_now_runs_atexit_handlers_flushes_and_keeps_the_code():
    for code in (0, 1, 3):
        probe = EXIT_PROBE.format(code=code)
        result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=BUFFERED)
        assert result.returncode == code
        assert result.stdout == "buffered, not yet flushed"
        assert result.stderr == "atexit ran\n"


def test_exit_now_reports_a_stdout_that_cannot_be_flushed_as_python_does():
    """Output to a pipe whose reader is gone: exit code 120, Python's code for a failed flush."""
    probe = EXIT_PROBE.format(code=0).replace('"buffered, not yet flushed"', '"x" * 1000')
    process = subprocess.Popen(
        [sys.executable, "-c", probe], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=BUFFERED
    )
    process.stdout.close()  # nobody reads what it writes: the flush at exit fails
    assert process.wait() == 120
    assert process.stderr.read() == b"atexit ran\n"


def test_the_ttopt_command_writes_its_output_and_exit_code(tmp_path):
    """Through the console command (exit_now): the printed module, and 1 with its diagnostic."""
    good, bad = tmp_path / "good.mlir", tmp_path / "bad.mlir"
    good.write_text("module {\n}\n")
    bad.write_text("module {\n  %0 = \"test.nothing\"() : () -> i32\n}\n")
    run = "import sys; from ttopt import entry; sys.argv = ['ttopt', {!r}, '-canonicalize']; entry.command()"
    result = subprocess.run([sys.executable, "-c", run.format(str(good))], capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, "module {\n}\n\n")  # mlir-opt's blank line
    result = subprocess.run([sys.executable, "-c", run.format(str(bad))], capture_output=True, text=True)
    assert result.returncode == 1 and "bad.mlir:2:8: error:" in result.stderr


ON_DEMAND_PROBE = """
import sys
import ttopt.backend.compile, ttopt.cli
print(sorted(name for name in sys.modules if name in {modules!r}))
"""


def test_debugging_tools_are_imported_only_when_asked_for():
    """Importing ttopt-compile's and ttopt's drivers does not import the explorer (--explore) or
    the IR tree dump (--dump-dir, -mlir-print-ir-tree-dir): each is milliseconds of every start."""
    modules = {"ttopt.tools.explorer", "ttopt.debug.ir_tree_dump"}
    probe = ON_DEMAND_PROBE.format(modules=modules)
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout == "[]\n"
