"""The `ttopt` entry point: --version is answered without importing xDSL or the driver (a
fast start for scripts that probe the tool); everything else reaches ttopt.cli."""

import subprocess
import sys

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
