"""The `ttopt` entry point: --version is answered without importing xDSL or the driver (a
fast start for scripts that probe the tool); everything else reaches ttopt.cli."""

import subprocess
import sys
from pathlib import Path

from ttopt.backend import compile as compile_module

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


def test_ttopt_compile_is_the_tuned_command():
    pyproject = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text()
    assert 'ttopt-compile = "ttopt.backend.compile:command"' in pyproject
    assert "tune_collector_for_one_run" in compile_module.command.__code__.co_names
