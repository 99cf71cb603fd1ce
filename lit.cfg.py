"""lit configuration: every .mlir file under test/ is a FileCheck test run through `ttopt`."""

import atexit
import os
import shutil
import subprocess
import sys
import tempfile

import lit.formats
import lit.TestRunner

config.name = "ttopt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
# The suite is rooted at the repository (where this file is), so `lit test` and
# `lit test/Driver` both work; tests live under test/.
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root
config.excludes = ["unit", "gpu", "Inputs", "examples", "bench", "ttopt", ".venv", ".venv-ci", "build"]

# The tools come from the active environment (the project installed with its test extra).
config.environment["PATH"] = os.environ.get("PATH", "")
for variable in ("PYTHONPATH", "HOME"):
    if variable in os.environ:
        config.environment[variable] = os.environ[variable]

if shutil.which("filecheck") is None:
    raise RuntimeError("filecheck is not on PATH: install the project with its test extra")
# The filecheck package's matcher, started without the module that imports importlib.metadata
# for --version (test/filecheck_runner.py): ~20 ms less for each of the suite's FileCheck runs.
# Python runs it without `site` (-S), which only finds the package (~5 ms of the ~45 ms of each
# of ~300 runs, spent on .pth files such as the editable install's finder); the runner puts
# the package's directory on sys.path itself.
import filecheck  # noqa: E402

filecheck_runner = os.path.join(os.path.dirname(__file__), "test", "filecheck_runner.py")
config.environment["TTOPT_FILECHECK_PATH"] = os.path.dirname(os.path.dirname(filecheck.__file__))
config.substitutions.append(("FileCheck", f"\"{sys.executable}\" -S \"{filecheck_runner}\""))
config.substitutions.append(("%corpus", os.path.join(os.path.dirname(__file__), "test", "Inputs", "corpus")))


# The tools' RUN lines go through a fork server (test/lit_server.py) that imports ttopt once for
# the whole run: each RUN line starts only test/lit_client.py (python -S, a few milliseconds)
# instead of importing ttopt (~0.2 s); FileCheck goes through it too (~45 ms a run otherwise;
# test/Tools/filecheck-fails.test checks that a failing check still fails). Until the server
# listens (~0.6 s after it starts) and if it fails, the client runs the installed command
# itself, so a run of one test never waits for it. TTOPT_LIT_DIRECT=1 runs the installed commands throughout; so do the
# Driver tests (test/Driver/lit.local.cfg), which test the commands themselves.
TOOLS = ("ttopt", "ttopt-compile", "ttopt-translate", "ttopt-layout")


def _start_tool_server():
    """Starts the server in the background; the path of the socket it will listen on."""
    directory = tempfile.mkdtemp(prefix="ttopt-lit-")
    atexit.register(shutil.rmtree, directory, ignore_errors=True)
    socket_path = os.path.join(directory, "socket")
    server_script = os.path.join(os.path.dirname(__file__), "test", "lit_server.py")
    with open(os.path.join(directory, "server.log"), "w") as log:
        server = subprocess.Popen(
            [sys.executable, server_script, socket_path], stdin=subprocess.DEVNULL, stdout=log, stderr=log
        )
    atexit.register(_stop_tool_server, server, os.path.join(directory, "server.log"))
    return socket_path


def _stop_tool_server(server, log_path):
    """Ends the server; if it had died, says so with its log (its RUN lines fell back to the
    installed commands, so the suite only got slower)."""
    if server.poll() is not None:
        with open(log_path) as log:
            text = log.read()[-2000:]
        sys.stderr.write(f"note: the ttopt fork server ended early (RUN lines ran the commands):\n{text}")
    server.kill()


config.ttopt_tool_substitutions = []
if os.environ.get("TTOPT_LIT_DIRECT") != "1" and hasattr(os, "fork"):
    config.environment["TTOPT_LIT_SERVER"] = _start_tool_server()
    lit_client = os.path.join(os.path.dirname(__file__), "test", "lit_client.py")
    for tool in TOOLS:
        # The command word only (after a separator, before a space): not a path or a file name.
        pattern = rf"(?<![^\s|;&(]){tool}(?=\s|$)"
        config.ttopt_tool_substitutions.append((pattern, f'"{sys.executable}" -S "{lit_client}" {tool}'))
    # FileCheck too, named `filecheck` there, so that the runner's substitution above, which
    # these come before, leaves it alone.
    config.ttopt_tool_substitutions.append(("FileCheck", f'"{sys.executable}" -S "{lit_client}" filecheck'))
    config.substitutions[:0] = config.ttopt_tool_substitutions
    config.substitutions.append(("%wait_for_tool_server", f'"{sys.executable}" -S "{lit_client}" --wait'))
    # lit's internal shell sends those commands to the server itself rather than starting the
    # client (test/lit_served_popen.py), unless a per-test timeout must kill them by pid.
    if not lit_config.maxIndividualTestTime:
        sys.path.insert(0, os.path.join(os.path.dirname(__file__), "test"))
        import lit_served_popen

        lit_served_popen.install(lit.TestRunner, config.environment["TTOPT_LIT_SERVER"], lit_client)
else:
    config.substitutions.append(("%wait_for_tool_server", "true"))
