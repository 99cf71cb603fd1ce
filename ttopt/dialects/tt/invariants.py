"""ODS's generated invariant checks (`verifyInvariantsImpl` and the structural traits).

They read the constraint objects on an op's IRDL definitions: `TypeConstraint` on operands
and results, `AttributeConstraint` on properties (ttopt.dialects.constraints).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseArrayBase, DictionaryAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    OpDef,
    OptionalDef,
    SingleBlockRegionDef,
    VariadicDef,
    VerificationContext,
)
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import AttributeConstraint, TypeConstraint, type_text
from ttopt.ir.assembly_format import value_constraint
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.support.class_tests import is_subclass
from ttopt.support.identity_memo import identity_memo

_SEGMENTS = "operandSegmentSizes"


def verify_ods_invariants(op: Operation) -> None:
    definition = op.get_irdl_definition()
    plan = _plan(definition)
    _verify_property_conversion(op, definition, plan)
    _verify_structure(op, plan)
    _verify_properties(op, plan)
    _verify_values(op, "operand", plan.operands, plan.operands_fixed, op._operands)  # pyright: ignore[reportPrivateUsage]
    _verify_values(op, "result", plan.results, plan.results_fixed, op.results)
    _verify_regions(op, plan)


class _ValueCheck:
    """One operand or result definition: its accessor's name, its ODS type constraint (None:
    none that carries a summary) and the message's words for it."""

    __slots__ = ("name", "constraint", "summary")

    def __init__(self, name: str, value_def: object) -> None:
        constraint = value_constraint(value_def)
        self.name = name
        self.constraint = constraint if isinstance(constraint, TypeConstraint) else None
        self.summary = ""
        if self.constraint is not None:
            variadic = isinstance(value_def, VariadicDef) and not isinstance(value_def, OptionalDef)
            self.summary = f"variadic of {self.constraint.summary}" if variadic else self.constraint.summary


class _Plan:
    """What the invariant checks read from an op's definition, gathered once per definition:
    the checks run on every op verified after every pass that changed it. (Plain classes, not
    dataclasses: this module is imported by every run, and a dataclass costs ~0.2 ms to define.)"""

    __slots__ = (
        "property_constraints", "plain_properties", "defaults", "required_properties", "region_count",
        "result_count", "operand_count", "operand_segments", "operands", "results", "operands_fixed",
        "results_fixed", "single_block_regions",
    )  # fmt: skip

    def __init__(self, definition: OpDef) -> None:
        properties = definition.properties
        # The ODS-declared properties, in declaration order; the others' xDSL constraints (tt.call's callee).
        self.property_constraints: dict[str, AttributeConstraint] = {}
        self.plain_properties = {}
        for name, prop in properties.items():
            if isinstance(prop.constr, AttributeConstraint):
                self.property_constraints[name] = prop.constr
            else:
                self.plain_properties[name] = prop.constr
        self.defaults = {name: prop.default_value for name, prop in properties.items()}
        # Sorted: those that are neither optional nor have a default.
        self.required_properties = tuple(
            name
            for name in sorted(properties)
            if not isinstance(properties[name], OptionalDef) and properties[name].default_value is None
        )
        # (fixed values, whether a variadic group may add more)
        self.region_count = _count([d for _, d in definition.regions])
        self.result_count = _count([d for _, d in definition.results])
        self.operand_count = _count([d for _, d in definition.operands])
        self.operand_segments = any(
            isinstance(option, AttrSizedOperandSegments) for option in definition.options
        )
        self.operands = tuple(_ValueCheck(name, d) for name, d in definition.operands)
        self.results = tuple(_ValueCheck(name, d) for name, d in definition.results)
        # No variadic group: the i-th definition is the i-th value.
        self.operands_fixed = not self.operand_count[1]
        self.results_fixed = not self.result_count[1]
        self.single_block_regions = tuple(
            (index, name)
            for index, (name, region_def) in enumerate(definition.regions)
            if isinstance(region_def, SingleBlockRegionDef)
        )


def _count(definitions: Sequence[object]) -> tuple[int, bool]:
    fixed = sum(1 for d in definitions if not isinstance(d, VariadicDef))
    return fixed, fixed != len(definitions)


# By identity: OpDef is an unhashable dataclass, one per op class.
_plan = identity_memo(_Plan)


# -- properties ---------------------------------------------------------------------------------


def _verify_property_conversion(op: Operation, definition: OpDef, plan: _Plan) -> None:
    """What MLIR's parser reports when a generic `<{...}>` holds a value a property cannot store."""
    given = _given_properties(op, plan)
    for name in sorted(given):
        constraint = plan.property_constraints.get(name)
        if constraint is not None and not constraint.storable(given[name]) or (
            constraint is None and not _fits_plain_property(plan, name, given[name])
        ):
            raise _conversion_error(
                op, given, f"Invalid attribute `{name}` in property conversion: {type_text(given[name])}"
            )
    sizes = given.get(_SEGMENTS)
    if plan.operand_segments and isinstance(sizes, DenseArrayBase):
        count, expected = len(sizes.get_values()), len(definition.operands)
        if count != expected:
            raise _conversion_error(op, given, f"size mismatch in attribute conversion: {count} vs {expected}")


def _fits_plain_property(plan: _Plan, name: str, value: Attribute) -> bool:
    """A property declared with a plain xDSL constraint (no ODS summary) holds `value`'s kind."""
    constraint = plan.plain_properties.get(name)
    if constraint is None:
        return True
    try:
        constraint.verify(value, VerificationContext())
    except VerifyException:
        return False
    return True


def _conversion_error(op: Operation, given: dict[str, Attribute], detail: str) -> DiagnosticError:
    return DiagnosticError(
        Diagnostic(
            Severity.ERROR,
            f"invalid properties {type_text(DictionaryAttr(given))} for op {op.name}: {detail}",
            op.location,
        )
    )


_NOT_DECLARED = object()


def _given_properties(op: Operation, plan: _Plan) -> dict[str, Attribute]:
    """The properties the input spelled: xDSL fills in missing defaults with the default object itself."""
    defaults = plan.defaults
    return {
        name: value for name, value in op.properties.items() if value is not defaults.get(name, _NOT_DECLARED)
    }


def _verify_properties(op: Operation, plan: _Plan) -> None:
    # Every required property, with an ODS constraint object or a plain xDSL one (tt.call's callee).
    properties = op.properties
    for name in plan.required_properties:
        if name not in properties:
            raise VerifyException(f"requires attribute '{name}'")
    for name, constraint in plan.property_constraints.items():
        value = properties.get(name)
        if value is not None and not constraint(value):
            raise VerifyException(f"attribute '{name}' failed to satisfy constraint: {constraint.summary}")


# -- structure ---------------------------------------------------------------------------------


def _verify_structure(op: Operation, plan: _Plan) -> None:
    """The NRegions/NResults/ZeroSuccessors/NOperands traits, then the operand segment sizes."""
    _verify_count(len(op.regions), plan.region_count, _REGION_WORDS)
    _verify_count(len(op.results), plan.result_count, _RESULT_WORDS)
    if op._successors:  # pyright: ignore[reportPrivateUsage]
        raise VerifyException("requires zero successors")
    _verify_count(len(op._operands), plan.operand_count, _OPERAND_WORDS)  # pyright: ignore[reportPrivateUsage]
    if plan.operand_segments:
        _verify_operand_segments(op)


# MLIR's messages for zero, one, n, and at least n.
_REGION_WORDS = ("requires zero regions", "requires one region", "expected {n} regions", "expected {n} or more regions")
_RESULT_WORDS = (
    "requires zero results",
    "requires one result",
    "expected {n} results",
    "expected {n} or more results",
)
_OPERAND_WORDS = (
    "requires zero operands",
    "requires a single operand",
    "expected {n} operands, but found {found}",
    "expected {n} or more operands, but found {found}",
)


def _verify_count(found: int, count: tuple[int, bool], words: tuple[str, ...]) -> None:
    fixed, variadic = count
    if variadic:
        if found < fixed:
            raise VerifyException(words[3].format(n=fixed, found=found))
        return
    if found != fixed:
        raise VerifyException(words[min(fixed, 2)].format(n=fixed, found=found))


def _verify_operand_segments(op: Operation) -> None:
    sizes = op.properties.get(_SEGMENTS)
    values = sizes.get_values() if isinstance(sizes, DenseArrayBase) else ()
    if sum(values) != len(op.operands):
        raise VerifyException(
            f"operand count ({len(op.operands)}) does not match with the total size ({sum(values)}) "
            f"specified in attribute '{_SEGMENTS}'"
        )


# -- operand and result types ---------------------------------------------------------------------


def _verify_values(
    op: Operation, kind: str, checks: tuple[_ValueCheck, ...], fixed: bool, values: Sequence[SSAValue]
) -> None:
    """Each value's type against its definition's constraint, in order. Without a variadic group
    the structure check has made the i-th value the i-th definition's; otherwise each group is
    read through its accessor."""
    if fixed:
        for index, (check, value) in enumerate(zip(checks, values)):
            if check.constraint is not None and not check.constraint(value.type):
                raise _type_error(kind, index, check, value)
        return
    index = 0
    for check in checks:
        group = _group(getattr(op, check.name))
        if check.constraint is not None:
            for offset, value in enumerate(group):
                if not check.constraint(value.type):
                    raise _type_error(kind, index + offset, check, value)
        index += len(group)


def _type_error(kind: str, index: int, check: _ValueCheck, value: SSAValue) -> VerifyException:
    return VerifyException(f"{kind} #{index} must be {check.summary}, but got '{type_text(value.type)}'")


def _verify_regions(op: Operation, plan: _Plan) -> None:
    """ODS's `SizedRegion<1>` (xDSL's single-block region) check."""
    for index, name in plan.single_block_regions:
        if len(op.regions[index].blocks) != 1:
            raise VerifyException(f"region #{index} ('{name}') failed to verify constraint: region with 1 blocks")


def _group(value: SSAValue | Sequence[SSAValue] | None) -> Sequence[SSAValue]:
    if value is None:
        return ()
    return value if is_subclass(type(value), Sequence) else (value,)
