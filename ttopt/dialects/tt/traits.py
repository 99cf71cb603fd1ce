"""The verifiers of the ODS and Triton traits tt ops declare, with MLIR's messages.

They are xDSL `OpTrait`s: an op declares them with its other traits in `traits =
traits_def(...)`, in upstream's declaration order, and `ods_traits` gives them back in that
order (xDSL keeps an op's traits as a set). xDSL never runs their `verify`: `TTOp.verify_`
replaces the verifier xDSL generates, and `TTOp.verify_types` runs them. Predicate traits
(`TypesMatchWith`) are part of ODS's generated invariant check and run before the native
traits, wherever they are declared; `TTOp.verify_types` keeps that order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType, VectorType
from xdsl.ir import Attribute, Operation
from xdsl.traits import OpTrait
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import element_type, encoding_of
from ttopt.support.class_tests import is_subclass

TypeTransform = Callable[[Attribute], Attribute]


class OdsTrait(OpTrait):
    """A trait whose `verify(op)` raises MLIR's message for a violation."""

    is_predicate: ClassVar[bool] = False

    def verify(self, op: Operation) -> None:
        raise NotImplementedError


@cache
def ods_traits(op_class: type[Operation]) -> tuple[OdsTrait, ...]:
    """The ODS traits an op class declares, in declaration order (an op's own, then its bases')."""
    declared = dict.fromkeys(op_class.traits.gen_traits())
    return tuple(trait for trait in declared if isinstance(trait, OdsTrait))


def _shaped(type_: Attribute) -> bool:
    return isinstance(type_, TensorType | VectorType)


def _compatible_shape(a: Attribute, b: Attribute) -> bool:
    """verifyCompatibleShape: same rank, equal static dimensions."""
    shape_a, shape_b = a.get_shape(), b.get_shape()
    return len(shape_a) == len(shape_b) and all(
        x == y or DYNAMIC_INDEX in (x, y) for x, y in zip(shape_a, shape_b)
    )


def compatible_shapes(types: Sequence[Attribute]) -> bool:
    """verifyCompatibleShapes: all scalars, or all shaped with compatible shapes."""
    shaped = [t for t in types if _shaped(t)]
    if not shaped:
        return True
    if len(shaped) != len(types):
        return False
    return all(_compatible_shape(shaped[0], t) for t in shaped[1:])


def require_operands(op: Operation, count: int) -> None:
    """verifyAtLeastNOperands."""
    if len(op.operands) < count:
        raise VerifyException(f"expected {count} or more operands, but found {len(op.operands)}")


def require_results(op: Operation, count: int) -> None:
    """verifyAtLeastNResults."""
    if len(op.results) < count:
        raise VerifyException(f"expected {count} or more results")


def _same_encoding(a: Attribute, b: Attribute) -> bool:
    """Triton's verifySameEncoding: a missing encoding matches any."""
    encoding_a, encoding_b = encoding_of(a), encoding_of(b)
    return encoding_a is None or encoding_b is None or encoding_a == encoding_b


class Elementwise(OdsTrait):
    def verify(self, op: Operation) -> None:
        operands = [o.type for o in op.operands if _shaped(o.type)]
        results = [r.type for r in op.results if _shaped(r.type)]
        if not operands and not results:
            return
        if not operands:
            raise VerifyException("if a result is non-scalar, then at least one operand must be non-scalar")
        if not results:
            raise VerifyException("if an operand is non-scalar, then there must be at least one non-scalar result")
        if len(results) != len(op.results):
            raise VerifyException("if an operand is non-scalar, then all results must be non-scalar")
        types = operands + results
        if any(type(t) is not type(types[0]) for t in types) or not compatible_shapes(types):
            raise VerifyException("all non-scalar operands/results must have the same shape and base type")


class SameOperandsAndResultShape(OdsTrait):
    def verify(self, op: Operation) -> None:
        require_operands(op, 1)
        require_results(op, 1)
        if not compatible_shapes([*op.operand_types, *op.result_types]):
            raise VerifyException("requires the same shape for all operands and results")


class SameOperandsShape(OdsTrait):
    def verify(self, op: Operation) -> None:
        require_operands(op, 1)
        if not compatible_shapes(op.operand_types):
            raise VerifyException("requires the same shape for all operands")


class SameOperandsAndResultElementType(OdsTrait):
    def verify(self, op: Operation) -> None:
        require_operands(op, 1)
        require_results(op, 1)
        expected = element_type(op.results[0].type)
        if any(element_type(t) != expected for t in [*op.result_types[1:], *op.operand_types]):
            raise VerifyException("requires the same element type for all operands and results")


class SameOperandsAndResultType(OdsTrait):
    def verify(self, op: Operation) -> None:
        require_operands(op, 1)
        require_results(op, 1)
        expected = op.results[0].type
        for other in [*op.result_types[1:], *op.operand_types]:
            if element_type(other) != element_type(expected) or not compatible_shapes([other, expected]):
                raise VerifyException("requires the same type for all operands and results")
            if encoding_of(expected) is not None and encoding_of(other) != encoding_of(expected):
                raise VerifyException("requires the same encoding for all operands and results")


class SameTypeOperands(OdsTrait):
    def verify(self, op: Operation) -> None:
        types = op.operand_types
        if any(t != types[0] for t in types[1:]):
            raise VerifyException("requires all operands to have the same type")


class SameOperandsEncoding(OdsTrait):
    def verify(self, op: Operation) -> None:
        require_operands(op, 1)
        first = op.operands[0].type
        if not all(_same_encoding(first, t) for t in op.operand_types[1:]):
            raise VerifyException("requires the same encoding for all operands")


class SameOperandsAndResultEncoding(OdsTrait):
    def verify(self, op: Operation) -> None:
        if not op.operands:
            return
        require_results(op, 1)
        first = op.operands[0].type
        if not all(_same_encoding(t, first) for t in op.result_types):
            raise VerifyException("requires the same encoding for all operands and results")
        SameOperandsEncoding().verify(op)


@dataclass(frozen=True)
class TypesMatchWith(OdsTrait):
    """`TypesMatchWith<summary, source, target, transform>`: target's type is transform(source's).

    An absent optional `target` (tt.load's mask) is not checked. Formats use the same rule
    to derive the target's type when they print only the source's.
    """

    summary: str
    source: str
    target: str
    transform: TypeTransform = lambda t: t  # ODS's `$_self`

    is_predicate: ClassVar[bool] = True

    def verify(self, op: Operation) -> None:
        source, target = _single_value(op, self.source), _single_value(op, self.target)
        if source is None or target is None:
            return
        if self.transform(source.type) != target.type:
            raise VerifyException(f"failed to verify that {self.summary}")


def _single_value(op: Operation, name: str):
    value = getattr(op, name)
    if is_subclass(type(value), Sequence):
        return value[0] if value else None
    return value


@dataclass(frozen=True)
class HasParent(OdsTrait):
    parent_name: str

    def verify(self, op: Operation) -> None:
        parent = op.parent_op()
        if parent is None or parent.name != self.parent_name:
            raise VerifyException(f"expects parent op '{self.parent_name}'")


ELEMENTWISE = Elementwise()
SAME_OPERANDS_AND_RESULT_SHAPE = SameOperandsAndResultShape()
SAME_OPERANDS_SHAPE = SameOperandsShape()
SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE = SameOperandsAndResultElementType()
SAME_OPERANDS_AND_RESULT_TYPE = SameOperandsAndResultType()
SAME_TYPE_OPERANDS = SameTypeOperands()
SAME_OPERANDS_ENCODING = SameOperandsEncoding()
SAME_OPERANDS_AND_RESULT_ENCODING = SameOperandsAndResultEncoding()
