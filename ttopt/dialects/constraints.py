"""Type predicates and the verifier messages MLIR's ODS generates for them.

Ops check their operand and result types in `verify_` with these helpers so the
errors read as upstream's do, e.g.
`operand #0 must be signless-integer-like, but got 'f32'`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import (
    AnyFloat,
    IndexType,
    IntegerType,
    NoneAttr,
    Signedness,
    TensorType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.exceptions import VerifyException

Predicate = Callable[[Attribute], bool]


def type_text(type_: Attribute) -> str:
    from ttopt.ir.printer import print_attribute_text

    return print_attribute_text(type_)


def element_type(type_: Attribute) -> Attribute:
    """The element type of a tensor or vector; the type itself otherwise."""
    if isinstance(type_, TensorType | VectorType):
        return type_.element_type
    return type_


def is_signless_integer(type_: Attribute, width: int | None = None) -> bool:
    return (
        isinstance(type_, IntegerType)
        and type_.signedness.data == Signedness.SIGNLESS
        and (width is None or type_.width.data == width)
    )


def is_signless_int_or_index(type_: Attribute) -> bool:
    return is_signless_integer(type_) or isinstance(type_, IndexType)


def is_float(type_: Attribute) -> bool:
    return isinstance(type_, AnyFloat)


def like(scalar: Predicate) -> Predicate:
    """A scalar predicate lifted to `X-like`: the scalar, or a tensor/vector of it."""

    def check(type_: Attribute) -> bool:
        return scalar(element_type(type_)) if isinstance(type_, TensorType | VectorType) else scalar(type_)

    return check


signless_integer_like = like(is_signless_int_or_index)
float_like = like(is_float)
bool_like = like(lambda t: is_signless_integer(t, 1))


def require(op_kind: str, index: int, value: SSAValue, predicate: Predicate, description: str) -> None:
    """ODS's `operand #N must be <description>, but got '<type>'` check."""
    if not predicate(value.type):
        raise VerifyException(f"{op_kind} #{index} must be {description}, but got '{type_text(value.type)}'")


def require_operand(op: Operation, index: int, predicate: Predicate, description: str) -> None:
    require("operand", index, op.operands[index], predicate, description)


def require_result(op: Operation, index: int, predicate: Predicate, description: str) -> None:
    require("result", index, op.results[index], predicate, description)


def require_same_types(op: Operation, values: Sequence[SSAValue], what: str = "all operands and results") -> None:
    types = [v.type for v in values]
    if any(t != types[0] for t in types):
        raise VerifyException(f"requires the same type for {what}")


def shape_of(type_: Attribute) -> tuple[int, ...] | None:
    if isinstance(type_, TensorType | VectorType):
        return tuple(type_.get_shape())
    return None


def encoding_of(type_: Attribute) -> Attribute | None:
    if isinstance(type_, TensorType) and not isinstance(type_.encoding, NoneAttr):
        return type_.encoding
    return None


def with_element_type(type_: Attribute, element: Attribute) -> Attribute:
    """`type_` with its element type replaced (a scalar becomes `element`)."""
    if isinstance(type_, TensorType):
        return TensorType(element, type_.get_shape(), type_.encoding)
    if isinstance(type_, VectorType):
        return VectorType(element, type_.get_shape(), type_.scalable_dims)
    return element
