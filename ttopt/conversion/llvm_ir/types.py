"""LLVM IR types of MLIR types, and the default data layout's sizes and alignments.

MLIR's `translateModuleToLLVMIR` runs before Triton attaches the NVPTX data layout, so
the IRBuilder computes default alignments (loads and stores without `alignment`,
allocas, atomics) and folds constant GEPs with LLVM's *default* DataLayout: 64-bit
pointers in every address space, i64 aligned to 4 bytes (8 preferred), aggregates
preferring 8-byte alignment.
"""

from __future__ import annotations

from functools import lru_cache

from xdsl.dialects.builtin import AnyFloat, IndexType, IntegerType, VectorType
from xdsl.ir import Attribute

from ttopt.dialects.llvm import (
    LLVMArrayType,
    LLVMFunctionType,
    LLVMLabelType,
    LLVMMetadataType,
    LLVMPointerType,
    LLVMStructType,
    LLVMTokenType,
    LLVMVoidType,
)
from ttopt.support.identity_memo import identity_memo


class TranslationError(Exception):
    """Something the LLVM IR translation cannot express (reported at an op)."""


# MLIR float types -> LLVM IR float types; the 8-bit and smaller formats have no LLVM
# type (TypeToLLVM gives them the integer of their width).
_FLOAT_NAMES = {"f16": "half", "bf16": "bfloat", "f32": "float", "f64": "double", "f80": "x86_fp80",
                "f128": "fp128", "tf32": "float"}  # fmt: skip


def float_name(type_: Attribute) -> str | None:
    return _FLOAT_NAMES.get(type_.name) if isinstance(type_, AnyFloat) else None


@lru_cache(maxsize=4096)
def _spelling(type_: Attribute) -> str:
    """How LLVM's AsmWriter prints the LLVM IR type of an MLIR type (types are immutable: each
    is spelled once; an extractvalue of a 64-member struct spells the struct on every line)."""
    if isinstance(type_, IntegerType):
        return f"i{type_.width.data}"
    if isinstance(type_, IndexType):
        return "i64"
    if isinstance(type_, AnyFloat):
        name = float_name(type_)
        return name if name is not None else f"i{type_.bitwidth}"
    if isinstance(type_, LLVMPointerType):
        space = type_.address_space
        return f"ptr addrspace({space})" if space else "ptr"
    if isinstance(type_, VectorType):
        shape = type_.get_shape()
        if len(shape) != 1:
            raise TranslationError(f"multi-dimensional vector type {type_} has no LLVM IR equivalent")
        return f"<{shape[0]} x {ir_type(type_.element_type)}>"
    if isinstance(type_, LLVMStructType):
        if type_.identifier.data:
            return "%" + type_.identifier.data
        if not type_.types:
            return "<{}>" if type_.is_packed else "{}"
        body = ", ".join(ir_type(t) for t in type_.types)
        return f"<{{ {body} }}>" if type_.is_packed else f"{{ {body} }}"
    if isinstance(type_, LLVMArrayType):
        return f"[{type_.count} x {ir_type(type_.element_type)}]"
    if isinstance(type_, LLVMVoidType):
        return "void"
    if isinstance(type_, LLVMFunctionType):
        params = [ir_type(t) for t in type_.params] + (["..."] if type_.is_vararg else [])
        return f"{ir_type(type_.result)} ({', '.join(params)})"
    if isinstance(type_, LLVMTokenType):
        return "token"
    if isinstance(type_, LLVMLabelType):
        return "label"
    if isinstance(type_, LLVMMetadataType):
        return "metadata"
    raise TranslationError(f"type {type_.name} has no LLVM IR equivalent")


# Looked up by identity first: the lowering shares its type objects, and hashing a struct type
# (the lru_cache's key) hashes every member again.
ir_type = identity_memo(_spelling)


def is_void(type_: Attribute | None) -> bool:
    return type_ is None or type(type_) is LLVMVoidType  # (final, as xDSL's attributes are)


def bit_width(type_: Attribute) -> int:
    """The width of a scalar integer or float type."""
    if isinstance(type_, IntegerType):
        return type_.width.data
    if isinstance(type_, IndexType):
        return 64
    if isinstance(type_, AnyFloat):
        return type_.bitwidth
    if isinstance(type_, LLVMPointerType):
        return 64
    raise TranslationError(f"type {ir_type(type_)} has no bit width")


def _power_of_two_at_least(value: int) -> int:
    result = 1
    while result < value:
        result *= 2
    return result


def abi_align(type_: Attribute) -> int:
    """DataLayout::getABITypeAlign under the default data layout."""
    if isinstance(type_, IntegerType | IndexType):
        width = bit_width(type_)
        if width <= 8:
            return 1
        if width <= 16:
            return 2
        if width <= 32:
            return 4
        return 4 if width <= 64 else 8  # i64:32:64 in the default layout
    if isinstance(type_, AnyFloat):
        name = float_name(type_)
        return {"half": 2, "bfloat": 2, "float": 4, "double": 8, "x86_fp80": 16, "fp128": 16}.get(name, 1)
    if isinstance(type_, LLVMPointerType):
        return 8
    if isinstance(type_, VectorType):
        return _power_of_two_at_least(max(store_size(type_), 1))
    if isinstance(type_, LLVMArrayType):
        return abi_align(type_.element_type)
    if isinstance(type_, LLVMStructType):
        if type_.is_packed:
            return 1
        return max([1, *(abi_align(t) for t in type_.types)])
    raise TranslationError(f"type {ir_type(type_)} has no alignment")


def pref_align(type_: Attribute) -> int:
    """DataLayout::getPrefTypeAlign (what IRBuilder gives an alloca)."""
    if isinstance(type_, IntegerType | IndexType) and 32 < bit_width(type_) <= 64:
        return 8
    if isinstance(type_, LLVMStructType):
        return max(abi_align(type_), 8) if not type_.is_packed else 1
    if isinstance(type_, LLVMArrayType):
        return pref_align(type_.element_type)
    return abi_align(type_)


def store_size(type_: Attribute) -> int:
    if isinstance(type_, VectorType):
        count = 1
        for dim in type_.get_shape():
            count *= dim
        return (count * _element_bits(type_.element_type) + 7) // 8
    if isinstance(type_, LLVMStructType | LLVMArrayType):
        return alloc_size(type_)
    return (bit_width(type_) + 7) // 8


def _element_bits(type_: Attribute) -> int:
    return 64 if isinstance(type_, LLVMPointerType) else bit_width(type_)


def alloc_size(type_: Attribute) -> int:
    """DataLayout::getTypeAllocSize: the store size rounded up to the ABI alignment."""
    if isinstance(type_, LLVMArrayType):
        return type_.count * alloc_size(type_.element_type)
    if isinstance(type_, LLVMStructType):
        offsets = struct_offsets(type_)
        end = offsets[-1] + alloc_size(type_.types[-1]) if type_.types else 0
        return _align_to(end, abi_align(type_))
    return _align_to(store_size(type_), abi_align(type_))


def struct_offsets(type_: LLVMStructType) -> list[int]:
    """StructLayout's member offsets."""
    offsets, offset = [], 0
    for member in type_.types:
        if not type_.is_packed:
            offset = _align_to(offset, abi_align(member))
        offsets.append(offset)
        offset += alloc_size(member)
    return offsets


def _align_to(value: int, align: int) -> int:
    return (value + align - 1) // align * align


def mangle(type_: Attribute) -> str:
    """Intrinsic::getName's suffix for an overloaded type: i32, f32, v2f16, p3."""
    if isinstance(type_, IntegerType | IndexType):
        return f"i{bit_width(type_)}"
    if isinstance(type_, AnyFloat):
        name = float_name(type_)
        return {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64", "fp128": "f128",
                "x86_fp80": "f80"}.get(name, f"i{type_.bitwidth}")  # fmt: skip
    if isinstance(type_, LLVMPointerType):
        return f"p{type_.address_space}"
    if isinstance(type_, VectorType):
        return f"v{type_.get_shape()[0]}{mangle(type_.element_type)}"
    raise TranslationError(f"cannot mangle type {ir_type(type_)} into an intrinsic name")
