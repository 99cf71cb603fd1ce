"""IRDL verification of the common op shapes without xDSL's generic bookkeeping.

xDSL's `OpDef.verify` handles every shape of op (several variadic operand groups, segment-size
attributes) the same way: each call counts operands through `verify_variadic_size`, reaches each
operand through its accessor descriptor, and checks a single operand's type through two layers
of range constraints. For the ops a lowering makes by the thousand (LLVM arithmetic,
extract/insertvalue, NVVM intrinsics) that was ~25 us an op, most of the first verification
after convert-triton-gpu-to-llvm.

`verify_op_definition` does what `OpDef.verify` does, with the same constraint objects in the
same order, for definitions with at most one variadic operand group and one variadic result
group and no segment-size options (every op ttopt defines but a few); a single operand's type
goes straight to its attribute constraint, skipped when that is `AnyAttr`. Other definitions go
to xDSL's own. When any check fails, xDSL's `OpDef.verify` runs instead, so the error raised
(and its text) is always xDSL's. Installed once, here, on import (ttopt.ir.verifier imports
this module); test_irdl_verify checks both paths agree on valid and broken ops.

`traits_checked_by_caller` lets ttopt's verifier skip xDSL's IsolatedFromAbove walk of a whole
function, which it does itself, after the nested ops and with MLIR's diagnostic.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from xdsl.ir import Attribute, Operation
from xdsl.irdl.constraints import (
    AnyAttr,
    EqIntConstraint,
    RangeConstraint,
    RangeLengthConstraint,
    RangeOf,
    VerificationContext,
)
from xdsl.irdl.operations import (
    OpDef,
    OptAttributeDef,
    OptionalDef,
    OptPropertyDef,
    VariadicDef,
    irdl_op_verify_regions,
)
from xdsl.utils.exceptions import VerifyException

XDSL_VERIFY = OpDef.verify

# Trait classes whose check the caller makes itself (set by ttopt.ir.verifier while it runs).
_TRAITS_CHECKED_BY_CALLER: ContextVar[tuple[type, ...]] = ContextVar("traits_checked_by_caller", default=())


@contextmanager
def traits_checked_by_caller(*traits: type) -> Iterator[None]:
    token = _TRAITS_CHECKED_BY_CALLER.set(traits)
    try:
        yield
    finally:
        _TRAITS_CHECKED_BY_CALLER.reset(token)


class Mismatch(VerifyException):
    """The fast path saw a problem; xDSL's OpDef.verify then says which, in its words."""


def single_type_constraint(constraint: RangeConstraint):
    """The attribute constraint of a one-value range (`RangeOf(c)` of length 1), None when
    it accepts anything; the range itself when it is another kind of range constraint."""
    if (
        isinstance(constraint, RangeLengthConstraint)
        and isinstance(constraint.constraint, RangeOf)
        and isinstance(constraint.length, EqIntConstraint)
        and constraint.length.value == 1
    ):
        inner = constraint.constraint.constr
        return None if isinstance(inner, AnyAttr) else inner
    return constraint


@dataclass(frozen=True)
class ValueGroups:
    """An op definition's operands (or results): fixed ones around at most one variadic group."""

    before: tuple  # single-value constraints (None: anything) of the values before the group
    variadic: RangeConstraint | None
    optional: bool
    after: tuple

    @staticmethod
    def of(definitions: list) -> ValueGroups | None:
        variadic = [index for index, (_, d) in enumerate(definitions) if isinstance(d, VariadicDef)]
        if len(variadic) > 1:
            return None
        split = variadic[0] if variadic else len(definitions)
        singles = [single_type_constraint(d.constr) for _, d in definitions]
        if any(isinstance(c, RangeConstraint) for i, c in enumerate(singles) if i != split):
            return None
        return ValueGroups(
            before=tuple(singles[:split]),
            variadic=definitions[split][1].constr if variadic else None,
            optional=bool(variadic) and isinstance(definitions[split][1], OptionalDef),
            after=tuple(singles[split + 1 :]),
        )

    def check(self, types: list[Attribute], context: VerificationContext) -> None:
        fixed = len(self.before) + len(self.after)
        if len(types) < fixed or (self.variadic is None and len(types) != fixed):
            raise Mismatch("count")
        if self.optional and len(types) > fixed + 1:
            raise Mismatch("count")
        for constraint, type_ in zip(self.before, types):
            if constraint is not None:
                constraint.verify(type_, context)
        end = len(types) - len(self.after)
        if self.variadic is not None:
            self.variadic.verify(tuple(types[len(self.before) : end]), context)
        for constraint, type_ in zip(self.after, types[end:]):
            if constraint is not None:
                constraint.verify(type_, context)


@dataclass(frozen=True)
class SimpleDefinition:
    """What OpDef.verify checks, for a definition whose operand and result lists ValueGroups
    describes and that has no options (segment sizes, same-size variadics)."""

    op_def: OpDef
    operands: ValueGroups
    results: ValueGroups
    successor_count: int
    properties: tuple
    property_names: frozenset[str]
    attributes: tuple
    traits: tuple

    @staticmethod
    def of(op_def: OpDef) -> SimpleDefinition | None:
        """None for definitions only xDSL's general path handles."""
        operands, results = ValueGroups.of(op_def.operands), ValueGroups.of(op_def.results)
        if op_def.options or operands is None or results is None:
            return None
        if any(isinstance(d, VariadicDef) for _, d in op_def.successors):
            return None
        return SimpleDefinition(
            op_def=op_def,
            operands=operands,
            results=results,
            successor_count=len(op_def.successors),
            properties=tuple(op_def.properties.items()),
            property_names=frozenset(op_def.properties),
            attributes=tuple(op_def.attributes.items()),
            traits=tuple(op_def.traits),
        )

    def check(self, op: Operation) -> None:
        """OpDef.verify's checks in its order; raises VerifyException (any text) on failure."""
        context = VerificationContext()
        self.operands.check([operand.type for operand in op.operands], context)
        self.results.check([result.type for result in op.results], context)
        if op.regions or self.op_def.regions:
            irdl_op_verify_regions(op, self.op_def, context)
        if len(op.successors) != self.successor_count:
            raise Mismatch("successors")
        self._check_attributes(op.properties, self.properties, context)
        if not self.property_names.issuperset(op.properties):
            raise Mismatch("undefined property")
        self._check_attributes(op.attributes, self.attributes, context)
        skipped = _TRAITS_CHECKED_BY_CALLER.get()
        for trait in self.traits:
            if not isinstance(trait, skipped):
                trait.verify(op)

    @staticmethod
    def _check_attributes(present: dict, definitions: tuple, context: VerificationContext) -> None:
        for name, definition in definitions:
            value = present.get(name)
            if value is None:
                if isinstance(definition, OptPropertyDef | OptAttributeDef):
                    continue
                raise Mismatch("missing")
            definition.constr.verify(value, context)


_DEFINITIONS: dict[int, SimpleDefinition | None] = {}
_KEEP_ALIVE: list[OpDef] = []  # ids stay unique while the OpDefs they name are alive


def simple_definition(op_def: OpDef) -> SimpleDefinition | None:
    key = id(op_def)
    if key not in _DEFINITIONS:
        _KEEP_ALIVE.append(op_def)
        _DEFINITIONS[key] = SimpleDefinition.of(op_def)
    return _DEFINITIONS[key]


def verify_op_definition(op_def: OpDef, op: Operation) -> None:
    """OpDef.verify: the fast path where it applies and passes, xDSL's otherwise."""
    definition = simple_definition(op_def)
    if definition is not None:
        try:
            definition.check(op)
            return
        except VerifyException:
            pass
    XDSL_VERIFY(op_def, op)


OpDef.verify = verify_op_definition
