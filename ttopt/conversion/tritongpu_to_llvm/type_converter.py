"""TritonGPUToLLVMTypeConverter: the LLVM type of every TritonGPU type.

Upstream: lib/Conversion/TritonGPUToLLVM/TypeConverter.cpp on top of MLIR's
LLVMTypeConverter (index bit width overridden to 32), as Triton 3.6 converts:

- a distributed tensor -> `!llvm.struct<(E, E, ...)>`, one member per element the
  thread holds (the `register` size of its linear layout), E the converted element
  type (no packing, dot operands included);
- `!tt.ptr<T, as>` -> `!llvm.ptr<as>`; a pointer to a tensor (block pointer) ->
  `!llvm.struct<(i32 x rank offsets, i64 x rank shapes, i64 x rank strides, ptr<as>)>`;
- `!ttg.memdesc<...>` -> `!llvm.struct<(ptr<3>, i32 x rank)>` (base and offsets);
- `!ttg.async.token` -> `i32`; `!tt.tensordesc<...>` -> `!llvm.ptr`;
- fp8 types -> `i8`; `index` -> `i32`; other integers and floats unchanged;
- function types: converted inputs, `void` / the single result / a struct of results.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    FunctionType,
    IndexType,
    IntegerType,
    TensorType,
    VectorType,
)
from xdsl.ir import Attribute

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.dialects.constraints import encoding_of
from ttopt.dialects.tt.types import PointerType, TensorDescType
from ttopt.dialects.ttg.types import AsyncTokenType, MemDescType
from ttopt.layouts.queries import total_elems_per_thread
from ttopt.support.class_tests import is_subclass
from ttopt.support.identity_memo import identity_memo

FP8_TYPE_NAMES = frozenset(("f8E4M3FN", "f8E4M3FNUZ", "f8E5M2", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E4M3", "f8E3M4"))


class TypeConversionError(ValueError):
    """A type the lowering has no LLVM form for."""


class TypeConverter:
    def __init__(self) -> None:
        # Each tensor type's struct built once (by the type object's identity: hashing a tensor
        # type costs as much as converting it): the lowering converts a value's type at each
        # of its uses and again in every legality check, and building and verifying a struct
        # of 128 members takes ~18 us on a 2-core host (~0.25 us from this table).
        self._tensor_structs = identity_memo(self._tensor)

    def convert(self, type_: Attribute) -> Attribute:
        kind = type(type_)  # asked by class: isinstance against xDSL's ABCs runs Python code
        if is_subclass(kind, TensorType):
            return self._tensor_structs(type_)
        if is_subclass(kind, PointerType):
            return self._pointer(type_)
        if is_subclass(kind, MemDescType):
            return lt.struct_type([lt.ptr_type(3), *[lt.i32] * len(type_.get_shape())])
        if is_subclass(kind, AsyncTokenType):
            return lt.i32
        if is_subclass(kind, TensorDescType):
            return lt.ptr_type(0)
        if is_subclass(kind, FunctionType):
            return self.convert_function_type(list(type_.inputs.data), list(type_.outputs.data))
        if is_subclass(kind, VectorType):
            return lt.vector_type(self.convert(type_.element_type), lt.vector_size(type_))
        return self.convert_scalar(type_)

    def convert_scalar(self, type_: Attribute) -> Attribute:
        if is_subclass(type(type_), IndexType):
            return lt.i32
        if getattr(type_, "name", "") in FP8_TYPE_NAMES:
            return lt.i8
        return type_

    def element_type(self, type_: Attribute) -> Attribute:
        """The converted element of a tensor (the pointee-less pointer for tensors of pointers)."""
        element = type_.element_type if isinstance(type_, TensorType) else type_
        return self.convert(element)

    def convert_function_type(self, inputs: Sequence[Attribute], results: Sequence[Attribute]) -> Attribute:
        """The llvm.func type: several results come back packed in a struct."""
        converted = [self.convert(t) for t in results]
        if not converted:
            result = lt.void_type()
        elif len(converted) == 1:
            result = converted[0]
        else:
            result = lt.struct_type(converted)
        return lt.function_type(result, [self.convert(t) for t in inputs])

    def is_legal(self, type_: Attribute) -> bool:
        return self.convert(type_) == type_

    def _tensor(self, type_: TensorType) -> Attribute:
        if encoding_of(type_) is None:
            raise TypeConversionError(f"tensor without an encoding: {type_}")
        element = self.convert(type_.element_type)
        return lt.struct_type([element] * total_elems_per_thread(type_))

    @staticmethod
    def _pointer(type_: PointerType) -> Attribute:
        address_space = type_.address_space.data
        pointee = type_.pointee
        if isinstance(pointee, TensorType):
            rank = len(pointee.get_shape())
            return lt.struct_type([*[lt.i32] * rank, *[lt.i64] * (2 * rank), lt.ptr_type(address_space)])
        return lt.ptr_type(address_space)


def is_i1(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType) and type_.width.data == 1
