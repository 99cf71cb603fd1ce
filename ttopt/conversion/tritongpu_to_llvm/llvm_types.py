"""Constructors and predicates for the LLVM dialect types the lowering builds.

Every module of the lowering makes LLVM types through these functions, so the
choice of type classes (those of `ttopt.dialects.llvm`) lives in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    VectorType,
    i1,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import Attribute

from ttopt.dialects.llvm import (
    LLVMArrayType,
    LLVMFunctionType,
    LLVMPointerType,
    LLVMStructType,
    LLVMVoidType,
)
from ttopt.support.class_tests import is_subclass

__all__ = [
    "array_type",
    "bf16",
    "bit_width",
    "f16",
    "f32",
    "f64",
    "function_type",
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "int_type",
    "is_float",
    "is_integer",
    "is_pointer_type",
    "is_struct",
    "is_vector",
    "pointer_address_space",
    "ptr_type",
    "struct_elements",
    "struct_type",
    "vector_element",
    "vector_size",
    "vector_type",
    "void_type",
]

f16 = Float16Type()
bf16 = BFloat16Type()
f32 = Float32Type()
f64 = Float64Type()


@cache
def int_type(width: int) -> IntegerType:
    """Shared instances: types are immutable, and building one (with its IntAttr and
    SignednessAttr, each verified) costs more than the op that uses it."""
    return IntegerType(width)


@cache
def ptr_type(address_space: int = 0) -> Attribute:
    """`!llvm.ptr` (generic, address space 0) or `!llvm.ptr<N>`; shared, as int_type's."""
    return LLVMPointerType(address_space)


def struct_type(elements: Sequence[Attribute]) -> Attribute:
    """A literal (unnamed) `!llvm.struct<(...)>`."""
    return LLVMStructType(list(elements))


def array_type(element: Attribute, count: int) -> Attribute:
    return LLVMArrayType(element, count)


@cache
def void_type() -> Attribute:
    return LLVMVoidType()


@cache
def vector_type(element: Attribute, count: int) -> VectorType:
    """Shared instances, as int_type's: building a VectorType (its shape and scalable-dims
    arrays, each verified) takes ~20 us, the cache's lookup ~0.2 us."""
    return VectorType(element, [count])


def function_type(result: Attribute, inputs: Sequence[Attribute], variadic: bool = False) -> Attribute:
    return LLVMFunctionType(result, list(inputs), variadic)


def is_struct(type_: Attribute) -> bool:
    return isinstance(type_, LLVMStructType)


def struct_elements(type_: Attribute) -> list[Attribute]:
    assert isinstance(type_, LLVMStructType), type_
    return list(type_.types)


def is_pointer_type(type_: Attribute) -> bool:
    return isinstance(type_, LLVMPointerType)


def pointer_address_space(type_: Attribute) -> int:
    assert isinstance(type_, LLVMPointerType), type_
    return type_.address_space


def is_vector(type_: Attribute) -> bool:
    return isinstance(type_, VectorType)


def vector_size(type_: VectorType) -> int:
    return type_.get_shape()[0]


def vector_element(type_: VectorType) -> Attribute:
    return type_.element_type


def is_integer(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType | IndexType)


def is_float(type_: Attribute) -> bool:
    return isinstance(type_, Float16Type | BFloat16Type | Float32Type | Float64Type) or type_.name.startswith("f8")


# Types of 64 bits besides i64 (pointers count as 64 bits).
_64_BIT = (IndexType, LLVMPointerType)


def bit_width(type_: Attribute) -> int:
    """getIntOrFloatOrPtrBitWidth (pointers count as 64 bits)."""
    kind = type(type_)  # asked by class: isinstance against xDSL's ABCs runs Python code
    if is_subclass(kind, IntegerType):
        return type_.width.data
    if is_subclass(kind, _64_BIT):
        return 64
    if is_subclass(kind, VectorType):
        return bit_width(type_.element_type) * vector_size(type_)
    return type_.bitwidth  # type: ignore[attr-defined]
