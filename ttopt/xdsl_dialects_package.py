"""The body of xDSL's `xdsl.dialects` package, run when first needed (start-up).

Importing any xDSL dialect (`xdsl.dialects.builtin`, which every run needs) first executes the
package's `__init__`: it defines `get_all_dialects()` (xDSL's list of its ~90 dialects, which
ttopt never asks for) and appends an `IRDLDialectFinder` to `sys.meta_path`, a last-resort
finder that imports a module `name` from a file `name.irdl`. Defining that finder imports
`importlib.abc`, which imports `importlib.resources`, `tempfile`, `shutil`, `random`, `bz2`
and `lzma`: ~5% of a small run's instructions, for a finder no ttopt run uses.

`install()` has the package executed without its `__init__` body (`import_hook`). In its place
the module answers the body's names (`get_all_dialects`, `IRDLDialectFinder`, ...) through a
module `__getattr__` that runs the body first, and a stand-in takes the finder's place at the end
of `sys.meta_path`. The stand-in answers `find_spec` as `IRDLDialectFinder.find_spec` does
without a `.irdl` file to find (the module's spec if it is loaded, else None); when the file
exists, it runs the body and hands the question to xDSL's finder, which then takes its place in
`sys.meta_path`. `TTOPT_EAGER_XDSL_DIALECTS=1` leaves the package's `__init__` as it is.
"""

from __future__ import annotations

import os
import sys
from types import ModuleType

from ttopt import import_hook

PACKAGE = "xdsl.dialects"
# The names the package's __init__ defines (its imports and get_all_dialects).
BODY_NAMES = frozenset({"sys", "Callable", "Dialect", "IRDLDialectFinder", "get_all_dialects"})


class DeferredBody:
    """The package's `__init__` body, not run yet, and the finder standing in for the one it
    appends to `sys.meta_path`."""

    def __init__(self, run, package: ModuleType) -> None:
        self.run = run
        self.package = package
        self.finder = None  # xDSL's IRDLDialectFinder, once the body ran

    def run_body(self):
        """Runs the body once; its finder replaces this stand-in in `sys.meta_path`."""
        if self.finder is not None:
            return self.finder
        del self.package.__getattr__
        self.run(self.package)
        self.finder = sys.meta_path.pop()  # the finder the body appended
        if self in sys.meta_path:
            sys.meta_path[sys.meta_path.index(self)] = self.finder
        return self.finder

    def package_attribute(self, name: str):
        """The package's module `__getattr__`: a name the body defines runs it."""
        if name not in BODY_NAMES:
            raise AttributeError(f"module {PACKAGE!r} has no attribute {name!r}")
        self.run_body()
        return getattr(self.package, name)

    def find_spec(self, fullname: str, path=None, target=None):
        """IRDLDialectFinder.find_spec: the loaded module's spec; else the spec of a module
        `name` in a file `name.irdl` in `path` (the working directory when None), which only
        xDSL's finder makes."""
        if fullname in sys.modules:
            return sys.modules[fullname].__spec__
        filename = fullname.rpartition(".")[2] + ".irdl"
        for entry in [os.getcwd()] if path is None else path:
            if os.path.isfile(os.path.join(entry, filename)):
                return self.run_body().find_spec(fullname, path, target)
        return None


def _defer_body(run, package: ModuleType) -> None:
    deferred = DeferredBody(run, package)
    package.__getattr__ = deferred.package_attribute
    sys.meta_path.append(deferred)


def install() -> bool:
    """Defers the body of `xdsl.dialects`' `__init__` (once per process); False when it is not
    deferred (imported already, or TTOPT_EAGER_XDSL_DIALECTS=1)."""
    if os.environ.get("TTOPT_EAGER_XDSL_DIALECTS") == "1":
        return False
    return import_hook.on_import(PACKAGE, _defer_body)
