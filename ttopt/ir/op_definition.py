"""`irdl_op_definition` that builds an op class's IRDL definition on first use (start-up).

xDSL's `irdl_op_definition` builds an op class's definition when the class is declared: an
`OpDef` with the constraint of every operand, result, attribute, property and region
(`OpDef.from_pyrdl`), then the accessors of those fields. ttopt declares ~380 op classes and
one run uses few of them: compiling vecadd makes ops of 41 classes, `ttopt in.mlir
-canonicalize` on a tt/arith module of a handful. Building every definition at import was
~6% of either run (~60 ms of compiling vecadd on a slow 2-core host, ~20 ms of a small file).

The decorator here runs xDSL's on the class the first time the class is used:
- `get_irdl_definition()`, what building, verifying, parsing and printing an op ask first;
- `Op.create(...)`, which makes an op without `__init__` (the parser's generic form); `Op(...)`
  asks `get_irdl_definition()` first (IRDLOperation.__init__).
Until then, the class answers what it would answer after xDSL's decorator: its `name` and
its `traits`, merged from the class and its bases as `OpDef.from_pyrdl` merges them (the same
OpTraits object before and after, also in the definition). xDSL's decorator then sees the class
as it was declared: attributes set on it after the decorator (ttopt's `assembly_format` adds
`FORMAT`, `parse` and `print`) are hidden while it runs, as they did not exist when xDSL's ran
at declaration, and put back afterwards. A class whose bases already have an op definition,
or that has a `create` or definition of its own, is defined at once, as xDSL's would be.
An error in a declaration is raised on first use; test_op_definition defines every op class.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, OpTraits, traits_def
from xdsl.irdl import irdl_op_definition as define_with_xdsl

OpClass = TypeVar("OpClass", bound=type[IRDLOperation])

# The classes OpDef.from_pyrdl reads no fields of (Operation's own and Generic).
_NOT_DECLARING = frozenset((*Operation.mro(), Generic))
# The class attributes the deferral adds until the definition is built.
_HOOKS = ("create", "get_irdl_definition")


@dataclass(frozen=True)
class _Declaration:
    """An op class's own dict at declaration, and the traits it answers with from then on."""

    keys: frozenset[str]
    own_traits: object  # the class body's `traits`, or _NO_TRAITS
    traits: OpTraits


_NO_TRAITS = object()
_PENDING: dict[type, _Declaration] = {}


def irdl_op_definition(cls: OpClass) -> OpClass:
    """xDSL's `irdl_op_definition`, run when the class is first used (see the module's docstring)."""
    assert issubclass(cls, IRDLOperation), f"class {cls.__name__} should be a subclass of IRDLOperation"
    if not _can_defer(cls):
        for base in cls.__mro__[1:]:
            if base in _PENDING:
                _define(base)  # first, as when xDSL's decorator ran on it at its declaration
        return define_with_xdsl(cls)
    _PENDING[cls] = _Declaration(
        frozenset(cls.__dict__), cls.__dict__.get("traits", _NO_TRAITS), _declared_traits(cls)
    )
    cls.traits = _PENDING[cls].traits
    cls.create = classmethod(_create_on_first_use)
    cls.get_irdl_definition = classmethod(_definition_on_first_use)
    return cls


def is_defined(cls: type[IRDLOperation]) -> bool:
    """Whether the class's IRDL definition has been built (always, for xDSL's decorator)."""
    return cls not in _PENDING


def _can_defer(cls: type) -> bool:
    return (
        cls.create.__func__ is Operation.create.__func__
        and not any(name in cls.__dict__ for name in _HOOKS)
        and not any(_is_op_definition(base) for base in cls.__mro__[1:])
    )


def _is_op_definition(cls: type) -> bool:
    """Whether xDSL's decorator (or this one) has run on `cls` (IRDLOperation's own
    `get_irdl_definition` only raises)."""
    return cls is not IRDLOperation and ("get_irdl_definition" in cls.__dict__ or cls in _PENDING)


def _declared_traits(cls: type) -> OpTraits:
    """The `traits` OpDef.from_pyrdl gives the class: the one OpTraits declared on it and its
    bases, all of them chained (the class's first), or none."""
    declared = [
        base.__dict__["traits"]
        for base in cls.mro()
        if base not in _NOT_DECLARING and "traits" in base.__dict__
    ]
    if not declared:
        return traits_def()
    if len(declared) == 1:
        return declared[0]
    return OpTraits(lambda: tuple(trait for traits in declared for trait in traits.gen_traits()))


def _create_on_first_use(cls, **fields):
    return _define(cls).create(**fields)


def _definition_on_first_use(cls):
    return _define(cls).get_irdl_definition()


def _define(cls: type) -> type:
    """Runs xDSL's decorator on the op class that `cls` is (or derives from) as it was declared."""
    owner = next(base for base in cls.__mro__ if base in _PENDING)
    declaration = _PENDING.pop(owner)
    for hook in _HOOKS:
        delattr(owner, hook)
    if declaration.own_traits is _NO_TRAITS:
        delattr(owner, "traits")
    else:
        owner.traits = declaration.own_traits
    added_later = {key: owner.__dict__[key] for key in owner.__dict__.keys() - declaration.keys}
    for key in added_later:
        delattr(owner, key)
    define_with_xdsl(owner)
    owner.get_irdl_definition().traits = declaration.traits
    owner.traits = declaration.traits
    for key, value in added_later.items():
        setattr(owner, key, value)
    return cls
