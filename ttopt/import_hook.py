"""A meta path finder that changes how one module is executed when it is first imported: the
start-up patches of xDSL use it to act on a module of xDSL without importing it early.

`import ttopt` (so `ttopt --version` too) imports this module: it imports no `importlib.abc`
(that import alone costs more than the rest of this module) and no `typing`.
"""

from __future__ import annotations

import sys
from types import ModuleType


class OnImport:
    """Finds `module_name` as the finders after it would, then has `execute(run, module)`
    execute the module, `run` being its loader's own `exec_module`; it removes itself from
    `sys.meta_path` on first use."""

    def __init__(self, module_name: str, execute) -> None:
        self.module_name = module_name
        self.execute = execute

    def find_spec(self, fullname: str, path=None, target=None):
        if fullname != self.module_name:
            return None
        sys.meta_path.remove(self)
        spec = None
        for finder in sys.meta_path:
            find_spec = getattr(finder, "find_spec", None)
            spec = None if find_spec is None else find_spec(fullname, path, target)
            if spec is not None:
                break
        if spec is None or spec.loader is None:
            return spec
        run = spec.loader.exec_module
        execute = self.execute

        def exec_module(module: ModuleType) -> None:
            execute(run, module)

        spec.loader.exec_module = exec_module  # the loader is this module's own
        return spec


def on_import(module_name: str, execute) -> bool:
    """Has `execute(run, module)` execute `module_name` when it is first imported (once per
    process); False if it has been imported already."""
    if module_name in sys.modules:
        return False
    if not any(isinstance(finder, OnImport) and finder.module_name == module_name for finder in sys.meta_path):
        sys.meta_path.insert(0, OnImport(module_name, execute))
    return True
