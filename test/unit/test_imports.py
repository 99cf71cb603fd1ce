"""Imports have no side effects and no cycles: every module of ttopt imports on its own, and the
import graph (module-level and in-function imports alike) has no cycle."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "dev"))
import import_graph  # noqa: E402  (dev/import_graph.py)

# Run in a new interpreter that has imported no ttopt module: each module is imported in a forked
# child of it, which is the same as a fresh interpreter for ttopt (xDSL stays loaded), and fast.
IMPORT_EACH = """
import importlib, os, pkgutil, sys
import ttopt
failed = []
for module in sorted(m.name for m in pkgutil.walk_packages(ttopt.__path__, "ttopt.")):
    pid = os.fork()
    if pid == 0:
        try:
            importlib.import_module(module)
        except BaseException as error:
            sys.stderr.write(f"{module}: {type(error).__name__}: {error}\\n")
            os._exit(1)
        os._exit(0)
    if os.waitpid(pid, 0)[1] != 0:
        failed.append(module)
print(len(failed))
"""


def test_every_module_imports_on_its_own():
    result = subprocess.run([sys.executable, "-c", IMPORT_EACH], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.strip() == "0", result.stderr


def test_the_import_graph_has_no_cycle():
    edges = import_graph.graph()
    assert len(edges) > 150
    assert import_graph.cycles(edges) == []


def test_the_cycle_finder_finds_cycles_and_only_them():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"f"}, "f": set()}
    assert import_graph.cycles(edges) == [["a", "b", "c"]]
