"""Type helpers shared by analyses and passes (upstream's triton/Dialect/Triton/IR/Utility.h)."""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerType, TensorType
from xdsl.ir import Attribute


def is_pointer(type_: Attribute) -> bool:
    return type_.name == "tt.ptr" if hasattr(type_, "name") else False


def pointee_type(type_: Attribute) -> Attribute:
    """The pointee of a pointer or of a tensor of pointers."""
    if isinstance(type_, TensorType):
        type_ = type_.element_type
    return type_.pointee  # type: ignore[attr-defined]


def scalar_bit_width(type_: Attribute) -> int:
    """getIntOrFloatBitWidth."""
    if isinstance(type_, IntegerType):
        return type_.width.data
    if isinstance(type_, IndexType):
        return 64
    return type_.bitwidth  # type: ignore[attr-defined]


def int_float_or_ptr_bit_width(type_: Attribute) -> int:
    """getIntOrFloatOrPtrBitWidth: a `tt.ptr` counts as 64 bits."""
    return 64 if is_pointer(type_) else scalar_bit_width(type_)


def pointee_bit_width(type_: Attribute) -> int:
    """getPointeeBitWidth: the bits of one element behind the pointer(s)."""
    pointee = pointee_type(type_)
    if isinstance(pointee, TensorType):
        return scalar_bit_width(pointee.element_type)
    return scalar_bit_width(pointee)


def element_bit_width(tensor_type: TensorType) -> int:
    """Bits of one element of a tensor; for a tensor of pointers, of the pointee."""
    element = tensor_type.element_type
    return pointee_bit_width(element) if is_pointer(element) else scalar_bit_width(element)
