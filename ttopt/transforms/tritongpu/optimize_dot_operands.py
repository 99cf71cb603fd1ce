"""`tritongpu-optimize-dot-operands`: Triton's TritonGPUOptimizeDotOperandsPass
(lib/Dialect/TritonGPU/Transforms/OptimizeDotOperands.cpp, Triton 3.6).

The pass first runs the canonicalizer (default options) on the module in a pass manager of
its own, then applies these patterns with applyPatternsGreedily under a default
GreedyRewriteConfig (worklist seeded bottom-up, aggressive region simplification), in
upstream's order, together with ConvertLayoutOp's canonicalization patterns:

- SwizzleShmemConvert: a conversion to a dot-operand layout of a `tt.trans` (order
  [1, 0]) whose only use is a `tt.dot` reads the transpose from shared memory instead:

      %t = tt.trans %x (or of ttg.convert_layout %x)
      %c = ttg.convert_layout %t -> #dot_op
    ->
      %m = ttg.local_alloc %x' -> !ttg.memdesc<..., #swizzled>   (%x' = the trans's source)
      %v = ttg.memdesc_trans %m {order = [1, 0]}
      %l = ttg.local_load %v -> #dot_op                       (%c then folds away)

  The buffer's `#ttg.swizzled_shared` layout is SwizzledSharedEncodingAttr's dot-operand
  builder with needTrans set, from the memory order of the tensor before the transpose
  (before the inner conversion, if any) and its CTA layout permuted by the transpose.
- FuseTransMMAV3Plus: `local_alloc(tt.trans(x) [1, 0])` with an `#ttg.nvmma_shared`
  layout whose only use is a `ttng.warp_group_dot` becomes `memdesc_trans(local_alloc(x))`,
  the inner buffer's layout inferred back through the transpose (wgmma reads transposed
  operands from shared memory for free).
- ReshapeMemDesc: `local_alloc(tt.reshape(x))` becomes `memdesc_reshape(local_alloc(x))`
  when the layout MemDescReshapeOp's type inference gives the inner buffer is
  `#ttg.nvmma_shared`.

`hoist-layout-conversion` is accepted, as upstream's pass declares it, but 3.6 has no
pattern that reads it: hoisting conversions above elementwise ops (HoistLayoutConversion,
MMAV3HoistLayoutConversion) and MMAV3UseRegOperand are gone from this pass in 3.6.

Left out, as Blackwell-only: UseShmemForScales (tcgen05 scaled MMA reading its scales
through `ttng.tmem_alloc`), and FuseTransMMAV3Plus for MMAv5 users (`ttng.tc_gen5_mma*`,
which ttopt does not have). SwizzleShmemConvert does not fire for dot operands of AMD
MMA layouts (not NVIDIA IR). ConvertLayoutOp's ninth canonicalization pattern,
tmem_store(cvt), is absent with `ttng.tmem_store` (see ttg_canonicalize).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from ttopt.dialects.folding import build
from ttopt.dialects.tt import DotOp, InferenceError, ReshapeOp, TransOp
from ttopt.dialects.ttg.convert_layout import CONVERT_LAYOUT_PATTERNS
from ttopt.dialects.ttg.infer import infer_trans_encoding
from ttopt.dialects.ttg.layouts import (
    AMDMfmaEncodingAttr,
    AMDWmmaEncodingAttr,
    DotOperandEncodingAttr,
    NvidiaMmaEncodingAttr,
    NVMMASharedEncodingAttr,
    SharedMemorySpaceAttr,
    SwizzledSharedEncodingAttr,
)
from ttopt.dialects.ttg.ops import (
    ConvertLayoutOp,
    LocalAllocOp,
    LocalLoadOp,
    MemDescReshapeOp,
    MemDescTransOp,
    infer_reshape_type,
)
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttng.ops import WarpGroupDotOp
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.pass_manager import mark_ir_unchanged, option
from ttopt.rewrite.greedy import apply_patterns_greedily
from ttopt.transforms.mlir.canonicalize import Canonicalize
from ttopt.transforms.tritongpu.reduce_data_duplication import (
    cga_bases,
    mma_operand_swizzling,
    order_for_memory,
    shape_per_cta,
)

TRANSPOSE_2D = (1, 0)


def _transposed_by(value: SSAValue) -> TransOp | None:
    """The `tt.trans` with order [1, 0] that defines `value`, if any."""
    trans = value.owner
    if isinstance(trans, TransOp) and tuple(trans.order_values) == TRANSPOSE_2D:
        return trans
    return None


def _only_user(value: SSAValue) -> Operation | None:
    """The owner of the single use of `value` (hasOneUse), else None."""
    return value.get_user_of_unique_use() if value.has_one_use() else None


# -- SwizzleShmemConvert ----------------------------------------------------------------------------


def transposed_operand_shared_encoding(
    dot: DotOperandEncodingAttr, source_type: TensorType, order: Sequence[int]
) -> SwizzledSharedEncodingAttr | None:
    """SwizzledSharedEncodingAttr::get(dotOpEnc, shape, getOrderForMemory, CTA layout permuted
    by `order`, element type, needTrans = true) for the tensor before a 2-D transpose.

    For a rank-2 operand, needTrans (swapping vec and the MMA stride before the K-dim test)
    is the same as building the swizzling of the other operand index. None for AMD MMA
    parents (not an NVIDIA layout) and for MMA versions upstream's builder aborts on."""
    memory_order = order_for_memory(source_type)
    cga = tuple(tuple(basis[d] for d in order) for basis in cga_bases(source_type.encoding))
    parent = dot.parent
    if isinstance(parent, AMDMfmaEncodingAttr | AMDWmmaEncodingAttr):
        return None
    if not isinstance(parent, NvidiaMmaEncodingAttr):
        return SwizzledSharedEncodingAttr(1, 1, 1, memory_order, cga)
    if not (parent.is_ampere or parent.is_hopper):
        return None
    vec, per_phase, max_phase = mma_operand_swizzling(
        1 - dot.op_idx,
        dot.k_width,
        shape_per_cta(source_type.get_shape(), cga),
        memory_order,
        scalar_bit_width(source_type.element_type),
    )
    return SwizzledSharedEncodingAttr(vec, per_phase, max_phase, memory_order, cga)


class SwizzleShmemConvert(RewritePattern):
    """dot(cvt(trans(x)) #dot_op) -> dot(cvt(local_load(memdesc_trans(local_alloc(x)))))."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ConvertLayoutOp) or not isinstance(_only_user(op.result), DotOp):
            return
        trans = _transposed_by(op.src)
        if trans is None:
            return
        source_type = trans.src.type
        if isinstance(inner := trans.src.owner, ConvertLayoutOp):
            source_type = inner.src.type
        load_type: TensorType = op.result.type
        dot = load_type.encoding
        if not isinstance(dot, DotOperandEncodingAttr):
            return
        encoding = transposed_operand_shared_encoding(dot, source_type, trans.order_values)
        if encoding is None:
            return
        buffer_type = MemDescType(source_type.get_shape(), source_type.element_type, encoding, SharedMemorySpaceAttr())
        at_trans = InsertPoint.before(trans)
        alloc = _build_at(rewriter, LocalAllocOp(buffer_type, trans.src), trans, at_trans)
        view = _build_at(rewriter, MemDescTransOp(alloc.result, TRANSPOSE_2D), trans, at_trans)
        load = _build_at(rewriter, LocalLoadOp(view.result, load_type), trans, at_trans)
        rewriter.modify_op_in_place(op, lambda: op.operands.__setitem__(0, load.result))


def _build_at(rewriter: PatternRewriter, new: Operation, located_like: Operation, where: InsertPoint) -> Operation:
    new.location = located_like.location
    rewriter.insert(new, where)
    return new


# -- FuseTransMMAV3Plus and ReshapeMemDesc ----------------------------------------------------------


class FuseTransMMAV3Plus(RewritePattern):
    """wgmma(local_alloc(trans(x)) #nvmma_shared) -> wgmma(memdesc_trans(local_alloc(x)))."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, LocalAllocOp) or op.src is None:
            return
        if not isinstance(_only_user(op.result), WarpGroupDotOp):
            return
        trans = _transposed_by(op.src)
        if trans is None:
            return
        alloc_type: MemDescType = op.result.type
        if not isinstance(alloc_type.encoding, NVMMASharedEncodingAttr):
            return
        source_type: TensorType = trans.src.type
        try:
            inner_encoding = infer_trans_encoding(alloc_type.encoding, source_type.get_shape(), trans.order_values)
        except InferenceError:
            return
        inner_type = MemDescType(
            source_type.get_shape(), source_type.element_type, inner_encoding, alloc_type.memory_space
        )
        alloc = build(rewriter, LocalAllocOp(inner_type, trans.src), op.location)
        view = build(rewriter, MemDescTransOp(alloc.result, TRANSPOSE_2D), op.location)
        rewriter.replace_op_with_values(op, [view.result])


class ReshapeMemDesc(RewritePattern):
    """local_alloc(reshape(x)) -> memdesc_reshape(local_alloc(x)) onto an NVMMA buffer."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, LocalAllocOp) or op.src is None:
            return
        reshape = op.src.owner
        if not isinstance(reshape, ReshapeOp):
            return
        alloc_type: MemDescType = op.result.type
        try:
            inner_type = infer_reshape_type(alloc_type, reshape.src.type.get_shape())
        except InferenceError:
            return
        # Other layouts may not suit the buffer's users (upstream's heuristic).
        if not isinstance(inner_type.encoding, NVMMASharedEncodingAttr):
            return
        alloc = build(rewriter, LocalAllocOp(inner_type, reshape.src), op.location)
        view = build(rewriter, MemDescReshapeOp(alloc.result, alloc_type), op.location)
        rewriter.replace_op_with_values(op, [view.result])


def optimize_dot_operand_patterns() -> list[RewritePattern]:
    """Upstream's pattern set, in its order."""
    return [SwizzleShmemConvert(), FuseTransMMAV3Plus(), ReshapeMemDesc(), *CONVERT_LAYOUT_PATTERNS]


@dataclass(frozen=True)
class TritonGPUOptimizeDotOperands(ModulePass):
    """Re-arrange layouts of tensors used as matrix multiplication operands"""

    name = "tritongpu-optimize-dot-operands"
    cpp_name = "TritonGPUOptimizeDotOperands"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/OptimizeDotOperands.cpp"

    hoist_layout_conversion: bool = option(
        True, "whether to move conver to dot operand earlier pass elementwise ops"
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        changed = Canonicalize().canonicalize(op)
        changed |= apply_patterns_greedily(op, optimize_dot_operand_patterns())
        if not changed:
            mark_ir_unchanged(self)
