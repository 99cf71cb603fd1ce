"""Parametrized attribute classes build their IRDL definition on first use (start-up).

xDSL's `irdl_attr_definition` builds a parametrized attribute class's `ParamAttrDef` when the
class is declared (`ParamAttrDef.from_pyrdl`: the class's annotations evaluated from their
text, then a constraint for each parameter). xDSL's builtin dialect and ttopt's declare ~100
such classes and one run makes attributes of about half of them: building every definition at
import was ~40 ms of compiling vecadd to PTX on a slow 2-core host.

`irdl_param_attr_definition` here, which replaces xDSL's (`install`), does what xDSL's does but
for that: the definition is built the first time it is asked for (`get_irdl_definition()`,
which making, verifying, parsing and printing an attribute of the class ask), and a typed
attribute's `get_type_index()` (the index of its `type` parameter) likewise. From then on the
class answers as xDSL's decorator makes it answer. The class (a frozen dataclass, `@final`) is
made as before, at declaration. An error in a declaration is raised on first use rather than at
declaration; test_attr_definition builds every definition and compares it with xDSL's.

xDSL's `irdl_attr_definition` calls `irdl_param_attr_definition` through the global of
`xdsl.irdl.attributes`, so `install` replaces that global the moment the module is first
imported (`import_hook`): `import ttopt` itself imports no xDSL (`ttopt --version`), and
xDSL's builtin dialect, imported later, is declared through this decorator too.
"""

from __future__ import annotations

# `import ttopt` (so `ttopt --version` too) imports this module: xDSL is imported inside the
# functions, and `typing` not at all.
import os
import sys
from dataclasses import dataclass
from types import ModuleType

from ttopt import import_hook

ATTRIBUTES_MODULE = "xdsl.irdl.attributes"


def irdl_param_attr_definition(cls: type) -> type:
    """xDSL's `irdl_param_attr_definition`, the definition built on first use (see the module's
    docstring)."""
    from xdsl.irdl.attributes import TypedAttribute
    from xdsl.utils.runtime_final import runtime_final

    _PENDING.add(cls)
    cls.get_irdl_definition = classmethod(lambda _: _define(cls))
    if issubclass(cls, TypedAttribute):
        cls.get_type_index = classmethod(lambda _: _define_type_index(cls))
    return runtime_final(dataclass(frozen=True, init=False)(cls))


def is_defined(cls: type) -> bool:
    """Whether the IRDL definition of the declared attribute class `cls` has been built."""
    return cls not in _PENDING


# Declared classes whose definition has not been built yet.
_PENDING: set[type] = set()


def _define(cls: type):
    """ParamAttrDef.from_pyrdl once; afterwards the class returns it as xDSL's decorator does."""
    from xdsl.irdl.attributes import ParamAttrDef

    attr_def = ParamAttrDef.from_pyrdl(cls)
    _PENDING.discard(cls)

    def get_irdl_definition(_cls) -> ParamAttrDef:
        return attr_def

    cls.get_irdl_definition = classmethod(get_irdl_definition)
    return attr_def


def _define_type_index(cls: type) -> int:
    """The index of a typed attribute's `type` parameter, checked as xDSL's decorator does."""
    from xdsl.irdl.attributes import PyRDLAttrDefinitionError

    type_indexes = [i for i, (name, _) in enumerate(cls.get_irdl_definition().parameters) if name == "type"]
    if not type_indexes:
        raise PyRDLAttrDefinitionError(f"TypedAttribute {cls.__name__} should have a 'type' parameter.")
    type_index = type_indexes[0]

    def get_type_index(_cls) -> int:
        return type_index

    cls.get_type_index = classmethod(get_type_index)
    return type_index


def _replace_decorator(module: ModuleType) -> None:
    module.irdl_param_attr_definition = irdl_param_attr_definition


def _run_then_replace_decorator(run, module: ModuleType) -> None:
    run(module)
    _replace_decorator(module)


def install() -> None:
    """Replaces xDSL's decorator in `xdsl.irdl.attributes`: now if it has been imported, else
    when it is (once per process). `TTOPT_EAGER_ATTR_DEFINITIONS=1` leaves xDSL's in place."""
    if os.environ.get("TTOPT_EAGER_ATTR_DEFINITIONS") == "1":
        return
    if not import_hook.on_import(ATTRIBUTES_MODULE, _run_then_replace_decorator):
        _replace_decorator(sys.modules[ATTRIBUTES_MODULE])
