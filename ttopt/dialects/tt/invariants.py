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

_SEGMENTS = "operandSegmentSizes"


def verify_ods_invariants(op: Operation) -> None:
    definition = op.get_irdl_definition()
    _verify_property_conversion(op, definition)
    _verify_structure(op, definition)
    _verify_properties(op, definition)
    _verify_values(op, "operand", definition.operands)
    _verify_values(op, "result", definition.results)
    _verify_regions(op, definition)


# -- properties ---------------------------------------------------------------------------------


def _property_constraints(definition: OpDef) -> dict[str, AttributeConstraint]:
    """The ODS-declared properties, in declaration order."""
    return {
        name: prop.constr for name, prop in definition.properties.items() if isinstance(prop.constr, AttributeConstraint)
    }


def _verify_property_conversion(op: Operation, definition: OpDef) -> None:
    """What MLIR's parser reports when a generic `<{...}>` holds a value a property cannot store."""
    constraints = _property_constraints(definition)
    given = _given_properties(op, definition)
    for name in sorted(given):
        constraint = constraints.get(name)
        if constraint is not None and not constraint.storable(given[name]) or (
            constraint is None and not _fits_plain_property(definition, name, given[name])
        ):
            raise _conversion_error(
                op, given, f"Invalid attribute `{name}` in property conversion: {type_text(given[name])}"
            )
    sizes = given.get(_SEGMENTS)
    if _has_operand_segments(definition) and isinstance(sizes, DenseArrayBase):
        count, expected = len(sizes.get_values()), len(definition.operands)
        if count != expected:
            raise _conversion_error(op, given, f"size mismatch in attribute conversion: {count} vs {expected}")


def _fits_plain_property(definition: OpDef, name: str, value: Attribute) -> bool:
    """A property declared with a plain xDSL constraint (no ODS summary) holds `value`'s kind."""
    prop = definition.properties.get(name)
    if prop is None:
        return True
    try:
        prop.constr.verify(value, VerificationContext())
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


def _given_properties(op: Operation, definition: OpDef) -> dict[str, Attribute]:
    """The properties the input spelled: xDSL fills in missing defaults with the default object itself."""
    return {
        name: value
        for name, value in op.properties.items()
        if name not in definition.properties or value is not definition.properties[name].default_value
    }


def _verify_properties(op: Operation, definition: OpDef) -> None:
    constraints = _property_constraints(definition)
    # Every required property, with an ODS constraint object or a plain xDSL one (tt.call's callee).
    for name in sorted(definition.properties):
        prop = definition.properties[name]
        if name not in op.properties and not isinstance(prop, OptionalDef) and prop.default_value is None:
            raise VerifyException(f"requires attribute '{name}'")
    for name, constraint in constraints.items():
        value = op.properties.get(name)
        if value is not None and not constraint(value):
            raise VerifyException(f"attribute '{name}' failed to satisfy constraint: {constraint.summary}")


# -- structure ---------------------------------------------------------------------------------


def _verify_structure(op: Operation, definition: OpDef) -> None:
    """The NRegions/NResults/ZeroSuccessors/NOperands traits, then the operand segment sizes."""
    _verify_count(len(op.regions), [d for _, d in definition.regions], _REGION_WORDS)
    _verify_count(len(op.results), [d for _, d in definition.results], _RESULT_WORDS)
    if op.successors:
        raise VerifyException("requires zero successors")
    _verify_count(len(op.operands), [d for _, d in definition.operands], _OPERAND_WORDS)
    if _has_operand_segments(definition):
        _verify_operand_segments(op)


def _has_operand_segments(definition: OpDef) -> bool:
    return any(isinstance(option, AttrSizedOperandSegments) for option in definition.options)


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


def _verify_count(found: int, definitions: Sequence[object], words: tuple[str, ...]) -> None:
    fixed = sum(1 for d in definitions if not isinstance(d, VariadicDef))
    if fixed != len(definitions):
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


def _verify_values(op: Operation, kind: str, definitions: Sequence[tuple[str, object]]) -> None:
    index = 0
    for name, value_def in definitions:
        values = _group(getattr(op, name))
        constraint = value_constraint(value_def)
        if isinstance(constraint, TypeConstraint):
            summary = constraint.summary
            if isinstance(value_def, VariadicDef) and not isinstance(value_def, OptionalDef):
                summary = f"variadic of {summary}"
            for offset, value in enumerate(values):
                if not constraint(value.type):
                    raise VerifyException(
                        f"{kind} #{index + offset} must be {summary}, but got '{type_text(value.type)}'"
                    )
        index += len(values)


def _verify_regions(op: Operation, definition: OpDef) -> None:
    """ODS's `SizedRegion<1>` (xDSL's single-block region) check."""
    for index, (name, region_def) in enumerate(definition.regions):
        if isinstance(region_def, SingleBlockRegionDef) and len(op.regions[index].blocks) != 1:
            raise VerifyException(f"region #{index} ('{name}') failed to verify constraint: region with 1 blocks")


def _group(value: SSAValue | Sequence[SSAValue] | None) -> Sequence[SSAValue]:
    if value is None:
        return ()
    return value if isinstance(value, Sequence) else (value,)
