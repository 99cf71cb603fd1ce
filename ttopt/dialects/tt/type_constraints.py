"""Triton's ODS type constraints (TritonTypes.td), with the summaries its messages quote."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
)
from xdsl.ir import Attribute

from ttopt.dialects.constraints import (
    I1,
    I8,
    I32,
    I64,
    TypeConstraint,
    any_type_of,
    is_signless_integer,
    ranked_tensor_of,
    tensor_of,
)
from ttopt.dialects.tt.types import PointerType, TensorDescType
from ttopt.support.class_tests import is_subclass

_FLOAT_TYPES = (
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E5M2Type,
    Float8E5M2FNUZType,
    Float16Type,
    BFloat16Type,
    Float32Type,
    Float64Type,
)
_INT_WIDTHS = (1, 4, 8, 16, 32, 64)


def _is_tt_int(type_: Attribute) -> bool:
    return any(is_signless_integer(type_, width) for width in _INT_WIDTHS)


def pointer_to(pointee: TypeConstraint) -> TypeConstraint:
    """`TT_PtrOf<[...]>`: a `!tt.ptr` whose pointee satisfies `pointee`."""
    return TypeConstraint(
        "ptr", lambda t: isinstance(t, PointerType) and pointee(t.pointee), cpp_type=PointerType
    )


TT_FLOAT = TypeConstraint("floating-point", lambda t: is_subclass(type(t), _FLOAT_TYPES))
TT_FLOAT_TENSOR = ranked_tensor_of(TT_FLOAT)
TT_FLOAT_LIKE = any_type_of(TT_FLOAT, TT_FLOAT_TENSOR)
TT_INT = TypeConstraint("integer", _is_tt_int)
TT_INT_TENSOR = ranked_tensor_of(TT_INT)
TT_INT_LIKE = any_type_of(TT_INT, TT_INT_TENSOR)
TT_BOOL_LIKE = any_type_of(I1, ranked_tensor_of(I1))
TT_I32_LIKE = any_type_of(I32, tensor_of(I32))
TT_I64_LIKE = any_type_of(I64, tensor_of(I64))
TT_PTR = pointer_to(TypeConstraint("any type", lambda _: True))
TT_PTR_TENSOR = ranked_tensor_of(TT_PTR)
TT_PTR_LIKE = any_type_of(TT_PTR, TT_PTR_TENSOR)
TT_FP_INT_TENSOR = ranked_tensor_of(TT_FLOAT, TT_INT)
TT_TENSOR = ranked_tensor_of(TT_FLOAT, TT_INT, TT_PTR)
TT_TENSOR_PTR = pointer_to(TT_TENSOR)
TT_TYPE = any_type_of(TT_FLOAT_LIKE, TT_INT_LIKE, TT_PTR_LIKE, TT_TENSOR_PTR)
TT_TENSOR_DESC = TypeConstraint(
    "Tensor descriptor type (`::mlir::triton::TensorDescType`) in Triton IR type system",
    lambda t: isinstance(t, TensorDescType),
    cpp_type=TensorDescType,
)
TT_LOAD_STORE_PTR = any_type_of(TT_PTR_LIKE, TT_TENSOR_PTR)
"""`AnyTypeOf<[TT_PtrLike, TT_TensorPtr]>`, the pointer of tt.load and tt.store."""
TT_FLOAT_OR_I8_TENSOR = ranked_tensor_of(TT_FLOAT, I8)
"""`RankedTensorOf<[TT_Float, I8]>`, tt.dot_scaled's operands (fp4 comes packed in i8)."""
I1_LIKE = any_type_of(I1, tensor_of(I1))
"""`AnyTypeOf<[I1, I1Tensor]>`, tt.assert's condition."""
I32_TENSOR = ranked_tensor_of(I32)
