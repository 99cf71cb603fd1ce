"""The type converter of convert-triton-gpu-to-llvm and what its driver adds to the dialect
conversion (ttopt.rewrite.dialect_conversion, tested in test_dialect_conversion.py): the
benefits of `@lowering` patterns and the legality of each phase.
"""

from __future__ import annotations

import sys

import pytest
from xdsl.dialects.builtin import ModuleOp, TensorType, UnrealizedConversionCastOp, i32, i64
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition

from ttopt import registry
from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.driver import (
    BENEFIT_CLAMP_OPTIMIZED,
    BENEFIT_DEFAULT,
    BENEFIT_TRITON,
    LOWERING_CONVERSION,
    ConversionRewriter,
    ConversionTarget,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.type_converter import (
    TypeConversionError,
    TypeConverter,
)
from ttopt.ir.parser import parse_buffer
from ttopt.rewrite.dialect_conversion import Legality, PatternSet

# -- type converter ----------------------------------------------------------------------------

BLOCKED = "#ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>"
BLOCKED_2D = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>"


def _argument_types(*types: str) -> list:
    """The types, parsed as the arguments of a function in a 4-warp module."""
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    text = f"""
#blocked = {BLOCKED}
#blocked2 = {BLOCKED_2D}
#shared = #ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f({args}) {{
    tt.return
  }}
}}
"""
    module = parse_buffer(registry.make_context(), text, "types.mlir")
    func = next(iter(module.body.block.ops))
    return [arg.type for arg in func.body.blocks.first.args]


def test_distributed_tensor_becomes_a_struct_of_the_elements_a_thread_holds():
    # 256 elements over 128 threads, 2 per thread; 32x64 over a 16x32 CTA tile (2x2 tiles of 1x4 per thread): 16.
    [t1, t2, t3] = _argument_types(
        "tensor<256xf32, #blocked>", "tensor<32x64xf16, #blocked2>", "tensor<1024xi64, #blocked>"
    )
    converter = TypeConverter()
    assert converter.convert(t1) == lt.struct_type([lt.f32] * 2)
    assert converter.convert(t2) == lt.struct_type([lt.f16] * 16)
    # The tensor repeats: 1024 / 256 = 4 repetitions of 2 registers.
    assert converter.convert(t3) == lt.struct_type([i64] * 8)


def test_pointers_fp8_index_and_tensors_of_pointers():
    [ptr, ptr_shared, fp8, index, ptrs] = _argument_types(
        "!tt.ptr<f32>", "!tt.ptr<i8, 3>", "f8E4M3FN", "index", "tensor<256x!tt.ptr<f16>, #blocked>"
    )
    converter = TypeConverter()
    assert converter.convert(ptr) == lt.ptr_type(1)
    assert converter.convert(ptr_shared) == lt.ptr_type(3)
    assert converter.convert(fp8) == lt.i8
    assert converter.convert(index) == i32
    assert converter.convert(ptrs) == lt.struct_type([lt.ptr_type(1)] * 2)


def test_block_pointer_and_memdesc():
    [block_ptr, memdesc] = _argument_types(
        "!tt.ptr<tensor<64x32xf16>>", "!ttg.memdesc<16x64xf16, #shared, #smem, mutable>"
    )
    converter = TypeConverter()
    assert converter.convert(block_ptr) == lt.struct_type([i32, i32, i64, i64, i64, i64, lt.ptr_type(1)])
    assert converter.convert(memdesc) == lt.struct_type([lt.ptr_type(3), i32, i32])


def test_function_results_are_void_single_or_packed():
    [f32_tensor] = _argument_types("tensor<256xf32, #blocked>")
    converter = TypeConverter()
    assert converter.convert_function_type([i32], []) == lt.function_type(lt.void_type(), [i32])
    assert converter.convert_function_type([], [i32]) == lt.function_type(i32, [])
    packed = converter.convert_function_type([f32_tensor], [i32, f32_tensor])
    struct = lt.struct_type([lt.f32] * 2)
    assert packed == lt.function_type(lt.struct_type([i32, struct]), [struct])


def test_tensor_without_encoding_is_refused():
    with pytest.raises(TypeConversionError):
        TypeConverter().convert(TensorType(i32, [4]))


# -- the lowering's patterns and targets ----------------------------------------------------------


@irdl_op_definition
class _UnknownDialectOp(IRDLOperation):
    name = "tdrv_unknown.op"


@lowering("tdrv.op", benefit=BENEFIT_DEFAULT)
def _mlir_pattern(op: Operation, rw: ConversionRewriter) -> bool:
    return False


@lowering("tdrv.op", "tdrv_unknown.op")
def _triton_pattern(op: Operation, rw: ConversionRewriter) -> bool:
    return False


@lowering("tdrv.op", benefit=BENEFIT_CLAMP_OPTIMIZED)
def _clamp_pattern(op: Operation, rw: ConversionRewriter) -> bool:
    return False


PATTERNS = PatternSet.of_modules([sys.modules[__name__]])


def test_lowerings_are_triton_patterns_unless_told():
    assert BENEFIT_CLAMP_OPTIMIZED > BENEFIT_TRITON > BENEFIT_DEFAULT
    names = [p.function.__name__ for p in PATTERNS.patterns_for("tdrv.op")]
    assert names == ["_clamp_pattern", "_triton_pattern", "_mlir_pattern"]
    assert [p.benefit for p in PATTERNS.patterns_for("tdrv_unknown.op")] == [BENEFIT_TRITON]


def test_phase_legality():
    unknown = _UnknownDialectOp.create()
    cast = UnrealizedConversionCastOp.create(operands=[], result_types=[i32])
    patterns = ConversionTarget(patterns=PATTERNS)
    assert patterns.legality(cast) is Legality.LEGAL
    assert patterns.legality(ModuleOp([])) is Legality.LEGAL
    # An op of a dialect the phase does not name is converted only if a pattern exists.
    assert patterns.legality(unknown) is Legality.UNKNOWN
    assert ConversionTarget(patterns=PATTERNS, convert_unknown=False).legality(unknown) is Legality.LEGAL
    assert ConversionTarget().legality(unknown) is Legality.LEGAL


class _Context:
    type_converter = TypeConverter()


def test_the_rewriter_converts_types_and_casts_with_the_lowerings_type_converter():
    [f32_tensor] = _argument_types("tensor<256xf32, #blocked>")
    rw = ConversionRewriter(_Context(), ConversionTarget())
    assert rw.convert_type(f32_tensor) == lt.struct_type([lt.f32] * 2)
    assert rw.context is not None and rw.config is LOWERING_CONVERSION
    cast = rw.converter.materialize_source([], i64)
    assert isinstance(cast, UnrealizedConversionCastOp) and cast.results[0].type == i64
