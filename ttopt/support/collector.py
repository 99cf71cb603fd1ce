"""The garbage collector during a one-run command, and imports made on demand.

A console command (`ttopt`, `ttopt-compile`, ...) compiles one input and exits. What its
imports make (modules, functions, op and attribute classes and their definitions) is never
garbage, yet Python's young-generation collections scan it: an import of a few dozen modules
allocates past the threshold, and each such collection scans ~50,000 objects (6-13 ms on a 2-core
machine; two of them were ~5% of compiling vecadd). So every import made on demand (the tool
itself, a dialect or a pass the first time a run names it, llvmlite) runs with collection
paused, and in a one-run process what exists afterwards is frozen (`gc.freeze`): later
collections skip it and the young generation's count starts again from zero.

Freezing in the middle of a run also freezes the IR that exists then. That IR is the run's own
module, alive to the end; the garbage frozen with it (erased ops not yet collected) is bounded
by what one collection would have freed and goes with the process. Outside a one-run process
(tests, a notebook) nothing is frozen: the pause only moves a collection to after the import.
"""

from __future__ import annotations

import gc
import importlib
from types import ModuleType

# One run's collector settings: a collection every 50,000 new objects rather than 700.
ONE_RUN_THRESHOLDS = (50_000, 20, 100)

_one_run = False


def start_one_run() -> None:
    """This process runs one command and exits: collect every 50,000 new objects, not 700.

    Python's defaults made the collector ~12% of compiling a matmul (0.27 of 2.3 s, 429
    collections scanning IR that stays alive until the end; with these, 4 collections, 0.03 s)
    and ~2.5% of a small lit RUN line's imports. Imports made on demand are frozen from here on.
    """
    global _one_run
    gc.set_threshold(*ONE_RUN_THRESHOLDS)
    _one_run = True


def import_on_demand(name: str) -> ModuleType:
    """`importlib.import_module(name)` without a collection while it runs; in a one-run
    process, everything that exists afterwards is frozen (see the module's docstring)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return importlib.import_module(name)
    finally:
        if _one_run:
            gc.freeze()
        if enabled:
            gc.enable()
