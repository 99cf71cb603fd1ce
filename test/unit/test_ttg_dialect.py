"""The ttg/ttng Python API: layout accessors and constructors, memdesc types, op builders, context lookup."""

import re

import pytest
from xdsl.dialects.builtin import ModuleOp, TensorType, f16, f32, i1
from xdsl.ir import Block, Region
from xdsl.utils.exceptions import VerifyException

from ttopt import registry
from ttopt.dialects.tt import (
    FuncOp,
    InferenceError,
    PointerType,
    infer_layout_interface,
)
from ttopt.dialects.tt.base import LayoutScope
from ttopt.dialects.ttg import infer
from ttopt.dialects.ttg import ops as ttg
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DotOperandEncodingAttr,
    LinearEncodingAttr,
    NvidiaMmaEncodingAttr,
    NVMMASharedEncodingAttr,
    PaddedSharedEncodingAttr,
    SharedLinearEncodingAttr,
    SharedMemorySpaceAttr,
    SliceEncodingAttr,
    SwizzledSharedEncodingAttr,
    cga_bases_from_split_params,
    num_ctas_of,
    num_warps_of,
    threads_per_warp_of,
)
from ttopt.dialects.ttg.types import AsyncTokenType, MemDescType
from ttopt.dialects.ttng import ops as ttng
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import print_attribute_text
from ttopt.ir.verifier import verify
from ttopt.layouts.linear_layout import LinearLayout

SMEM = SharedMemorySpaceAttr()
BLOCKED = BlockedEncodingAttr((1, 8), (4, 8), (4, 1), (1, 0))
HOPPER = NvidiaMmaEncodingAttr(3, 0, (4, 1), (16, 64, 16))
AMPERE = NvidiaMmaEncodingAttr(2, 0, (2, 2), (16, 8))
SWIZZLED = SwizzledSharedEncodingAttr(8, 1, 8, (1, 0))


def parse(text: str) -> ModuleOp:
    return parse_buffer(registry.make_context(), text, "test.mlir")


# -- layouts -----------------------------------------------------------------------------------


def test_blocked_accessors_are_plain_tuples():
    assert BLOCKED.size_per_thread == (1, 8)
    assert BLOCKED.threads_per_warp == (4, 8)
    assert BLOCKED.warps_per_cta == (4, 1)
    assert BLOCKED.order == (1, 0)
    assert BLOCKED.cga_layout == ()
    assert (BLOCKED.rank, BLOCKED.num_lanes, BLOCKED.num_warps, BLOCKED.num_ctas) == (2, 32, 4, 1)
    assert print_attribute_text(BLOCKED) == (
        "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>"
    )


def test_blocked_cga_layout_counts_ctas_and_prints_last():
    layout = BlockedEncodingAttr((1, 4), (4, 8), (4, 1), (1, 0), cga_layout=[(0, 1)])
    assert layout.cga_layout == ((0, 1),)
    assert layout.num_ctas == 2
    assert print_attribute_text(layout).endswith("order = [1, 0], CGALayout = [[0, 1]]}>")


def test_equal_layouts_are_equal_and_hash_alike():
    again = BlockedEncodingAttr([1, 8], [4, 8], [4, 1], [1, 0])
    assert again == BLOCKED and hash(again) == hash(BLOCKED)
    assert BlockedEncodingAttr((1, 8), (4, 8), (4, 1), (0, 1)) != BLOCKED


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (((1,), (32,), (4,), (0, 1)), "must all have the same rank"),
        (((3,), (32,), (4,), (0,)), "Every element in sizePerThread must be a power of two."),
        (((1, 1), (1, 32), (4, 1), (1, 1)), "order must be a permutation of 0..(rank-1), but was [1, 1]"),
    ],
)
def test_blocked_verifier_runs_on_construction(fields, message):
    with pytest.raises(VerifyException, match=re.escape(message)):
        BlockedEncodingAttr(*fields)


def test_slice_takes_rank_warps_and_ctas_from_its_parent():
    layout = SliceEncodingAttr(1, BLOCKED)
    assert (layout.dim, layout.parent, layout.rank, layout.num_warps, layout.num_lanes) == (1, BLOCKED, 1, 4, 32)
    with pytest.raises(VerifyException, match="slice dim=2 must be less than the parent rank=2"):
        SliceEncodingAttr(2, BLOCKED)


def test_nvidia_mma_versions():
    assert HOPPER.is_hopper and not HOPPER.is_ampere
    assert AMPERE.is_ampere
    assert (HOPPER.version_major, HOPPER.version_minor, HOPPER.instr_shape) == (3, 0, (16, 64, 16))
    assert (HOPPER.warps_per_cta, HOPPER.rank, HOPPER.num_lanes, HOPPER.num_warps) == ((4, 1), 2, 32, 4)
    assert print_attribute_text(NvidiaMmaEncodingAttr(3, 0, (4, 1), (16, 64, 16), cga_layout=[(1, 0)])) == (
        "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], CGALayout = [[1, 0]], "
        "instrShape = [16, 64, 16]}>"
    )


def test_dot_operand_defaults_and_checks():
    operand = DotOperandEncodingAttr(0, AMPERE, 2)
    assert (operand.op_idx, operand.parent, operand.k_width, operand.rank, operand.num_warps) == (0, AMPERE, 2, 2, 4)
    assert DotOperandEncodingAttr(1, BLOCKED).k_width == 0
    assert "kWidth" not in print_attribute_text(DotOperandEncodingAttr(1, BLOCKED))
    with pytest.raises(VerifyException, match="kWidth parameter is mandatory"):
        DotOperandEncodingAttr(0, AMPERE)
    with pytest.raises(VerifyException, match="opIdx parameter must be 0 for Hopper MMA parent"):
        DotOperandEncodingAttr(1, HOPPER, 2)


def test_linear_layout_bases_and_counts():
    layout = LinearEncodingAttr(((0, 1), (0, 2)), ((0, 4), (0, 8), (0, 16), (1, 0), (2, 0)), ((4, 0), (8, 0)), ())
    assert layout.bases["lane"] == ((0, 4), (0, 8), (0, 16), (1, 0), (2, 0))
    assert (layout.rank, layout.num_lanes, layout.num_warps, layout.num_ctas) == (2, 32, 4, 1)
    linear = layout.linear_layout()
    assert linear.out_dim_sizes == {"dim0": 16, "dim1": 32}
    assert LinearEncodingAttr.from_linear_layout(linear) == layout


def test_shared_layouts():
    assert (SWIZZLED.vec, SWIZZLED.per_phase, SWIZZLED.max_phase, SWIZZLED.order, SWIZZLED.rank) == (8, 1, 8, (1, 0), 2)
    nvmma = NVMMASharedEncodingAttr(128, False, 16)
    assert (nvmma.swizzling_byte_width, nvmma.transposed, nvmma.element_bit_width) == (128, False, 16)
    assert (nvmma.fp4_padded, nvmma.rank, nvmma.cga_layout) == (False, 2, ())
    assert NVMMASharedEncodingAttr(128, False, 16, rank=3) != nvmma
    assert nvmma.asm_alias() == SWIZZLED.asm_alias() == "shared"


def test_shared_linear_layout_and_verifier():
    offsets = ((0, 1), (0, 2), (1, 0), (2, 0))
    layout = SharedLinearEncodingAttr(offsets, (), 16)
    assert (layout.offset_bases, layout.block_bases, layout.alignment, layout.rank) == (offsets, (), 16, 2)
    assert layout.linear_layout() == LinearLayout({"offset": offsets, "block": ()}, ["dim0", "dim1"])
    with pytest.raises(VerifyException, match="bijective"):
        SharedLinearEncodingAttr(((0, 1), (0, 1), (1, 0), (2, 0)), (), 16)


def test_padded_shared_prints_short_form_for_identity_offsets():
    identity = ((0, 1), (0, 2), (0, 4), (0, 8), (1, 0), (2, 0), (4, 0), (8, 0))
    layout = PaddedSharedEncodingAttr((32,), (4,), identity, (), 2)
    assert layout.interval_paddings == ((32, 4),)
    assert layout.shape == (16, 16)
    assert print_attribute_text(layout) == "#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 16]}>"


# -- types ---------------------------------------------------------------------------------------


def test_memdesc_defaults_and_copies():
    buffer = MemDescType((64, 64), f16, SWIZZLED, SMEM, mutable=True)
    assert (buffer.shape, buffer.alloc_shape, buffer.element_type, buffer.mutable, buffer.rank) == (
        (64, 64),
        (64, 64),
        f16,
        True,
        2,
    )
    view = buffer.with_(shape=(64, 32), mutable=False)
    assert (view.shape, view.alloc_shape, view.mutable, view.encoding) == ((64, 32), (64, 64), False, SWIZZLED)
    assert MemDescType((64, 64), f16, SWIZZLED, SMEM, alloc_shape=(64, 64)) == buffer.with_(mutable=False)
    assert print_attribute_text(view) == (
        "!ttg.memdesc<64x32xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, "
        "#ttg.shared_memory, 64x64>"
    )


def test_memdesc_verifier():
    with pytest.raises(VerifyException, match="rank 0 memdesc is not allowed"):
        MemDescType((), f16, SWIZZLED, SMEM)
    with pytest.raises(VerifyException, match="is not a valid encoding"):
        MemDescType((64, 64), f16, BLOCKED, SMEM)


# -- ops -----------------------------------------------------------------------------------------


def _block(*types):
    return Block(arg_types=types)


def test_op_builders_set_defaults():
    tensor = TensorType(f16, (64, 64), BLOCKED)
    buffer = MemDescType((64, 64), f16, SWIZZLED, SMEM, mutable=True)
    block = _block(tensor, buffer, TensorType(PointerType(f16), (64, 64), BLOCKED))
    tensor_value, buffer_value, pointers = block.args
    alloc = ttg.LocalAllocOp(buffer, tensor_value, alignment=16)
    assert alloc.src is tensor_value and alloc.alignment.value.data == 16
    copy = ttg.AsyncCopyGlobalToLocalOp(pointers, buffer_value)
    assert copy.mask is None and copy.cache.value.data == 1 and copy.contiguity.value.data == 1
    assert copy.token.type == AsyncTokenType()
    wait = ttg.AsyncWaitOp([copy.token], 0)
    assert wait.pending == 0


def test_memdesc_trans_infers_its_result_type():
    block = _block(MemDescType((64, 32), f16, SWIZZLED, SMEM, mutable=True))
    trans = ttg.MemDescTransOp(block.args[0], (1, 0))
    assert trans.order == (1, 0)
    assert trans.result.type == MemDescType((32, 64), f16, SwizzledSharedEncodingAttr(8, 1, 8, (0, 1)), SMEM, True)
    nvmma = NVMMASharedEncodingAttr(64, False, 16)
    assert infer.infer_trans_encoding(nvmma, (64, 32), (1, 0)) == NVMMASharedEncodingAttr(64, True, 16)


def test_transposes_without_a_named_form_give_linear_layouts():
    nvmma3 = NVMMASharedEncodingAttr(64, False, 16, rank=3)
    shared = infer.infer_trans_encoding(nvmma3, (2, 64, 64), (0, 2, 1))
    assert isinstance(shared, SharedLinearEncodingAttr) and shared.alignment == 512
    assert isinstance(infer.infer_trans_encoding(AMPERE, (32, 32), (1, 0)), LinearEncodingAttr)
    assert infer.infer_trans_encoding(AMPERE, (32, 32), (0, 1)) == AMPERE
    with pytest.raises(infer.LayoutInferenceError, match="rank of encoding does not match order: 2 vs 3"):
        infer.infer_trans_encoding(SWIZZLED, (2, 64, 64), (0, 2, 1))


def test_fp4_source_layout_halves_the_axis():
    result = BlockedEncodingAttr((1, 4), (4, 8), (4, 1), (1, 0))
    assert infer.infer_fp4_source_encoding(result, 1) == BlockedEncodingAttr((1, 2), (4, 8), (4, 1), (1, 0))
    assert infer.infer_fp4_source_encoding(BLOCKED.__class__((1, 1), (4, 8), (4, 1), (1, 0)), 1) is None


def test_the_ttg_dialect_infers_layouts_for_tt_ops():
    layouts = infer_layout_interface(BLOCKED)
    assert layouts.infer_reduce_op_encoding(BLOCKED, 1) == SliceEncodingAttr(1, BLOCKED)
    assert layouts.infer_expand_dims_op_encoding(SliceEncodingAttr(1, BLOCKED), 1) == BLOCKED
    with pytest.raises(InferenceError, match="Incompatible slice dimension for ExpandDimsOp operand"):
        layouts.infer_expand_dims_op_encoding(SliceEncodingAttr(0, BLOCKED), 1)
    transposed = layouts.infer_trans_op_encoding(BLOCKED, (64, 32), (1, 0))
    assert transposed == BlockedEncodingAttr((8, 1), (8, 4), (1, 4), (0, 1))
    assert layouts.layouts_are_equivalent((64, 32), BLOCKED, BLOCKED)
    assert not layouts.layouts_are_equivalent((64, 32), BLOCKED, transposed)


def test_default_blocked_encoding_spreads_lanes_from_the_fastest_dim():
    assert infer.default_blocked_encoding((64, 64), 4, 32, 1) == BlockedEncodingAttr((1, 1), (1, 32), (2, 2), (1, 0))
    assert infer.default_blocked_encoding((2, 16, 128), 4, 32, 1) == BlockedEncodingAttr(
        (1, 1, 1), (1, 1, 32), (1, 1, 4), (2, 1, 0)
    )
    two_ctas = infer.default_blocked_encoding((64, 64), 4, 32, 2)
    assert two_ctas.cga_layout == ((1, 0),)


def test_cga_bases_from_split_params():
    assert cga_bases_from_split_params((2, 1), (2, 1), (1, 0)) == ((1, 0),)
    assert cga_bases_from_split_params((1, 4), (1, 2), (1, 0)) == ((0, 1), (0, 0))


def test_reshape_keeps_blocked_layouts_where_they_fit():
    assert infer.reshape_decomposition((4, 4, 4), (2, 2, 8, 2)) == [([0], [0, 1]), ([1, 2], [2, 3])]
    source = BlockedEncodingAttr((1, 1, 4), (2, 2, 8), (1, 1, 4), (1, 0, 2))
    merged = infer.infer_reshape_encoding((2, 2, 32), source, (4, 32), None, False)
    assert merged == BlockedEncodingAttr((1, 4), (4, 8), (1, 4), (0, 1))
    rows = BlockedEncodingAttr((1, 4), (8, 4), (4, 1), (1, 0))
    flat = infer.infer_reshape_encoding((32, 32), rows, (1024,), None, False)
    assert flat == LinearEncodingAttr(((1,), (2,), (16,)), ((4,), (8,), (32,), (64,), (128,)), ((256,), (512,)), ())
    hint = BlockedEncodingAttr((4,), (32,), (4,), (0,))
    assert infer.infer_reshape_encoding((32, 32), rows, (1024,), hint, True) == hint
    with pytest.raises(InferenceError, match="numel of dst shape does not match numel of src shape"):
        infer.infer_reshape_encoding((32, 32), rows, (512,), None, False)


def test_split_drops_the_pair_dim():
    pairs = BlockedEncodingAttr((1, 4, 2), (4, 8, 1), (4, 1, 1), (2, 1, 0))
    assert infer.infer_split_encoding(pairs, (16, 32, 2)) == BlockedEncodingAttr((1, 4), (4, 8), (4, 1), (1, 0))
    lanes = BlockedEncodingAttr((1, 2), (16, 2), (4, 1), (0, 1))
    halves = infer.infer_split_encoding(lanes, (64, 2))
    assert halves.bases["lane"] == ((1,), (2,), (4,), (8,), (0,))
    with pytest.raises(InferenceError, match="requires at least 2 elements per thread"):
        infer.infer_split_encoding(BlockedEncodingAttr((1, 1), (16, 2), (4, 1), (1, 0)), (64, 2))


def test_warp_group_dot_defaults():
    a = MemDescType((64, 64), f16, NVMMASharedEncodingAttr(128, False, 16), SMEM)
    block = _block(a, a, TensorType(f32, (64, 64), HOPPER), i1)
    dot = ttng.WarpGroupDotOp(*block.args[:3], use_c=block.args[3], is_async=True)
    assert dot.d.type == block.args[2].type
    assert dot.is_async and dot.max_num_imprecise_acc == 0 and dot.inputPrecision.value.data == 2


# -- the context of layout checks ------------------------------------------------------------------

MODULE = """
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @four(%arg0: tensor<128xi32, #blocked>) attributes {"ttg.num-warps" = 4 : i32} {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
    tt.return
  }
  tt.func @partition(%arg0: tensor<128xi32, #blocked>) {
    ttg.warp_specialize(%arg0)
    default {
      ttg.warp_yield
    }
    partition0(%arg1: tensor<128xi32, #blocked>) num_warps(2) {
      %0 = ttg.convert_layout %arg1 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
      ttg.warp_return
    } : (tensor<128xi32, #blocked>) -> ()
    tt.return
  }
}
"""


def _convert_ops(module: ModuleOp) -> list[ttg.ConvertLayoutOp]:
    return [op for op in module.walk() if isinstance(op, ttg.ConvertLayoutOp)]


def test_warps_come_from_the_innermost_context():
    module = parse(MODULE)
    in_func, in_partition = _convert_ops(module)
    assert num_warps_of(module) == 8
    assert num_warps_of(in_func) == 4
    assert num_warps_of(in_partition) == 2
    assert (threads_per_warp_of(in_func), num_ctas_of(in_func)) == (32, 1)


def test_tensor_layout_check_uses_the_scope_it_is_given():
    module = parse(MODULE)
    in_func, in_partition = _convert_ops(module)
    tensor = in_func.src.type
    assert tensor.encoding.verify_tensor_layout(tensor, LayoutScope(in_func)) is None
    problem = tensor.encoding.verify_tensor_layout(tensor, LayoutScope(in_partition))
    assert problem.endswith("Layout has 4 warps per CTA, but the context requires 2 warps per CTA.")
    problem = tensor.encoding.verify_tensor_layout(tensor, LayoutScope(module))
    assert problem.endswith("the context requires 8 warps per CTA.")


def test_an_ops_tensors_share_one_lookup_of_each_count(monkeypatch):
    """verify_tensor_layouts checks an op's tensors against one LayoutScope: the counts around
    the op are each looked up once (the convert has two tensors), and a layout that does not fit
    is reported for the first tensor, as before."""
    from ttopt.dialects.tt import base
    from ttopt.dialects.ttg import layouts

    module = parse(MODULE)
    in_func, in_partition = _convert_ops(module)
    calls: list[str] = []
    for name in ("threads_per_warp_of", "num_warps_of", "num_ctas_of"):
        original = getattr(layouts, name)
        monkeypatch.setattr(layouts, name, lambda scope, _f=original, _n=name: calls.append(_n) or _f(scope))
    base.verify_tensor_layouts(in_func)
    assert sorted(calls) == ["num_ctas_of", "num_warps_of", "threads_per_warp_of"]
    calls.clear()
    with pytest.raises(DiagnosticError, match=r"(?s)Operand 0 .* has an invalid layout: .*requires 2 warps per CTA"):
        base.verify_tensor_layouts(in_partition)
    assert calls == ["threads_per_warp_of", "num_warps_of"]  # the first mismatch ends the check


def test_defaults_without_module_attributes():
    module = ModuleOp(Region(Block()))
    assert (threads_per_warp_of(module), num_ctas_of(module), num_warps_of(module)) == (32, 1, None)


def test_dialects_are_registered():
    assert {"ttg", "ttng"} <= set(registry.dialect_names())
    module = parse(
        """
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<1xi64, #shared, #ttg.shared_memory, mutable>) {
    ttng.init_barrier %arg0, 1 : !ttg.memdesc<1xi64, #shared, #ttg.shared_memory, mutable>
    tt.return
  }
}
"""
    )
    verify(module)
    func = next(op for op in module.walk() if isinstance(op, FuncOp))
    barrier = next(op for op in func.walk() if isinstance(op, ttng.InitBarrierOp))
    assert barrier.count.value.data == 1 and barrier.alloc.type.element_type.width.data == 64


def test_element_type_of_memdesc_is_its_element_type():
    from ttopt.dialects.constraints import element_type

    module = parse(
        "#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>\n"
        "#smem = #ttg.shared_memory\n"
        "tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>) { tt.return }\n"
    )
    buffer = next(op for op in module.walk() if op.name == "tt.func").body.block.args[0].type
    assert isinstance(buffer, MemDescType)
    assert element_type(buffer) == f16
    assert element_type(TensorType(f32, [4])) == f32
    assert element_type(i1) == i1
