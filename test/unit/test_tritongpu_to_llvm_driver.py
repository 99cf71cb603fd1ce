"""The type converter and the dialect-conversion driver of convert-triton-gpu-to-llvm.

The driver is exercised on ops defined here (dialect `tdrv`), so that each test
pins one rule of the framework: pattern order by benefit then registration,
rollback of a pattern that gives up, recursive legalization of illegal ops a
pattern creates, source materialization for legal users of a replaced value,
and the block visiting order.
"""

from __future__ import annotations

import sys

import pytest
from xdsl.dialects.builtin import (
    IntegerAttr,
    ModuleOp,
    UnrealizedConversionCastOp,
    i32,
    i64,
)
from xdsl.ir import Block, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    region_def,
    result_def,
    successor_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import IsTerminator

from ttopt import registry
from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.driver import (
    BENEFIT_DEFAULT,
    BENEFIT_TRITON,
    ConversionError,
    ConversionRewriter,
    ConversionTarget,
    PatternSet,
    apply_partial_conversion,
    conversion_order,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.type_converter import (
    TypeConversionError,
    TypeConverter,
)
from ttopt.ir.parser import parse_buffer

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
    from xdsl.dialects.builtin import TensorType

    with pytest.raises(TypeConversionError):
        TypeConverter().convert(TensorType(i32, [4]))


# -- driver ------------------------------------------------------------------------------------


@irdl_op_definition
class SourceOp(IRDLOperation):
    """An illegal op producing a value of the old type (i64)."""

    name = "tdrv.source"
    result = result_def(i64)
    tag = opt_prop_def(IntegerAttr)


@irdl_op_definition
class UseOp(IRDLOperation):
    """An illegal op consuming and producing old-typed values."""

    name = "tdrv.use"
    input = operand_def()
    result = result_def()


@irdl_op_definition
class SinkOp(IRDLOperation):
    """A legal op (its dialect is declared legal) that keeps reading the old type."""

    name = "tdrv_legal.sink"
    inputs = var_operand_def()


@irdl_op_definition
class NewOp(IRDLOperation):
    """What the patterns produce: legal, of the new type (i32)."""

    name = "tdrv_legal.new"
    inputs = var_operand_def()
    result = result_def()
    tag = opt_prop_def(IntegerAttr)


@irdl_op_definition
class HelperOp(IRDLOperation):
    """Illegal, created by a pattern: must be legalized right after it."""

    name = "tdrv.helper"
    result = result_def(i32)


@irdl_op_definition
class BranchOp(IRDLOperation):
    name = "tdrv_legal.br"
    successor = successor_def()
    traits = traits_def(IsTerminator())


@irdl_op_definition
class CondBranchOp(IRDLOperation):
    name = "tdrv_legal.cond_br"
    then_block = successor_def()
    else_block = successor_def()
    traits = traits_def(IsTerminator())


@irdl_op_definition
class _OrphanOp(IRDLOperation):
    """An illegal op no pattern converts."""

    name = "tdrv.orphan"


@irdl_op_definition
class _RegionOp(IRDLOperation):
    name = "tdrv_legal.holder"
    body = region_def()


class _Converter:
    """i64 (the 'old' type) converts to i32; everything else is legal."""

    def convert(self, type_):
        return i32 if type_ == i64 else type_


class _Context:
    type_converter = _Converter()


TRACE: list[str] = []


def _new(rw, *inputs, tag: int | None = None):
    op = NewOp.create(operands=list(inputs), result_types=[i32])
    if tag is not None:
        op.properties["tag"] = IntegerAttr(tag, 32)
    return rw.insert(op)


@lowering("tdrv.source", benefit=BENEFIT_DEFAULT)
def _source_low_benefit(op, rw):
    TRACE.append("low")
    rw.replace_op(op, [_new(rw, tag=1).result])
    return True


@lowering("tdrv.source")
def _source_gives_up(op, rw):
    # Builds something, then declines: the ops it built must disappear.
    TRACE.append("first")
    _new(rw, tag=99)
    return False


@lowering("tdrv.source")
def _source_tagged(op, rw):
    TRACE.append("second")
    if op.tag is None:
        return False
    helper = rw.insert(HelperOp.create(result_types=[i32]))
    rw.replace_op(op, [_new(rw, helper.result, tag=op.tag.value.data).result])
    return True


@lowering("tdrv.helper")
def _helper(op, rw):
    TRACE.append("helper")
    rw.replace_op(op, [_new(rw, tag=7).result])
    return True


@lowering("tdrv.use")
def _use(op, rw):
    # The adaptor view: the operand is already the converted (i32) value.
    operand = rw.remap(op.input)
    assert operand.type == i32
    rw.replace_op(op, [_new(rw, operand, tag=2).result])
    return True


TARGET = ConversionTarget(
    illegal_dialects=frozenset({"tdrv"}),
    legal_dialects=frozenset({"tdrv_legal"}),
    patterns=PatternSet.of_modules([sys.modules[__name__]]),
)


def _module(*ops) -> ModuleOp:
    return ModuleOp(list(ops))


def _run(module: ModuleOp) -> ConversionRewriter:
    TRACE.clear()
    rewriter = ConversionRewriter(_Context(), TARGET)
    apply_partial_conversion(module, rewriter)
    return rewriter


def test_patterns_are_tried_by_benefit_then_registration_order():
    names = [p.function.__name__ for p in TARGET.patterns.patterns_for("tdrv.source")]
    assert names == ["_source_gives_up", "_source_tagged", "_source_low_benefit"]
    assert BENEFIT_TRITON > BENEFIT_DEFAULT


def test_declined_pattern_is_rolled_back_and_the_next_one_applies():
    source = SourceOp.create(result_types=[i64])
    module = _module(source, SinkOp.create(operands=[source.result]))
    _run(module)
    assert TRACE == ["first", "second", "low"]
    ops = list(module.body.block.ops)
    # No op tagged 99 (the declined attempt) survives.
    assert [op.name for op in ops] == ["tdrv_legal.new", "builtin.unrealized_conversion_cast", "tdrv_legal.sink"]
    assert ops[0].tag.value.data == 1


def test_illegal_ops_a_pattern_creates_are_legalized_at_once():
    source = SourceOp.create(result_types=[i64], properties={"tag": IntegerAttr(5, 32)})
    use = UseOp.create(operands=[source.result], result_types=[i64])
    module = _module(source, use, SinkOp.create(operands=[use.result]))
    _run(module)
    # The helper is converted inside the source's conversion, before `use` is visited.
    assert TRACE == ["first", "second", "helper"]
    ops = list(module.body.block.ops)
    assert [op.name for op in ops] == [
        "tdrv_legal.new",  # the helper's replacement
        "tdrv_legal.new",  # the source's
        "tdrv_legal.new",  # the use's, reading the source's i32 directly
        "builtin.unrealized_conversion_cast",
        "tdrv_legal.sink",
    ]
    helper, new_source, new_use, cast, sink = ops
    assert new_source.inputs[0] is helper.result
    assert new_use.inputs[0] is new_source.result
    # The legal sink still wants i64: a cast back from the new value, right after it.
    assert isinstance(cast, UnrealizedConversionCastOp)
    assert cast.inputs[0] is new_use.result and cast.results[0].type == i64
    assert sink.inputs[0] is cast.results[0]


def test_unconvertible_illegal_op_is_a_diagnostic():
    module = _module(_OrphanOp.create())
    with pytest.raises(ConversionError) as info:
        _run(module)
    assert info.value.diagnostic.message == (
        "failed to legalize operation 'tdrv.orphan' that was explicitly marked illegal"
    )


def test_conversion_order_visits_blocks_depth_first_from_the_entry():
    # entry -> (a, b); a -> c; blocks laid out as entry, c, b, a.
    entry, a, b, c = Block(), Block(), Block(), Block()
    for block, name in ((entry, 0), (a, 1), (b, 2), (c, 3)):
        block.add_op(NewOp.create(result_types=[i32], properties={"tag": IntegerAttr(name, 32)}))
    entry.add_op(CondBranchOp.create(successors=[a, b]))
    a.add_op(BranchOp.create(successors=[c]))
    b.add_op(BranchOp.create(successors=[c]))
    c.add_op(_OrphanOp.create())
    region = Region([entry, c, b, a])
    holder = _RegionOp.create(regions=[region])
    order = [op.tag.value.data for op in conversion_order(_module(holder)) if isinstance(op, NewOp)]
    assert order == [0, 1, 3, 2]
