"""`tritongpu-coalesce-async-copy`: clip the per-thread vector of `ttg.async_copy_global_to_local`
to what its shared layout can take.

Upstream: lib/Dialect/TritonGPU/Transforms/CoalesceAsyncCopy.cpp (ClipAsyncCopySizePerThread), Triton 3.6.

cp.async reads and writes in one instruction, so a thread can copy at once only as many
elements as are contiguous both in its registers and in shared memory. When a copy's
source has a blocked layout holding more contiguous elements per thread (along its
fastest dim) than the destination's swizzled shared layout keeps contiguous (the
consecutive elements of `registers -> shared offset`), one global vector would become
several narrower copies and the warp's accesses would no longer coalesce. The pattern
then gives the source, the mask and `other` a blocked layout with that many elements per
thread (`ttg.convert_layout` before the copy, located at the copy) and sets the copy's
`contiguity` from AxisInfo of the new operands: the analysis ran on the input IR and
knows nothing of the new conversions, so this is 1, as upstream.

Copies into other shared layouts (`#ttg.nvmma_shared`, ...) or from non-blocked layouts
are left alone. The pattern runs under the greedy driver with a default
GreedyRewriteConfig, so constants are also uniqued and hoisted and ops folded, as
upstream's applyPatternsGreedily does.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    SwizzledSharedEncodingAttr,
    blocked_encoding_for_shape,
    num_warps_of,
    threads_per_warp_of,
)
from ttopt.dialects.ttg.ops import AsyncCopyGlobalToLocalOp, ConvertLayoutOp, i32_attr
from ttopt.layouts.queries import contig_per_thread, linear_layout
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.rewrite.greedy import apply_patterns_greedily


def max_copy_vector(copy: AsyncCopyGlobalToLocalOp) -> int:
    """How many elements stay consecutive from the source's registers into the buffer."""
    registers_to_shared = linear_layout(copy.src.type).invert_and_compose(linear_layout(copy.result.type))
    return registers_to_shared.get_num_consecutive_in_out()


def clipped_encoding(copy: AsyncCopyGlobalToLocalOp) -> BlockedEncodingAttr | None:
    """The blocked layout with the copy's vector clipped, or None where no clipping is needed."""
    src_type: TensorType = copy.src.type
    blocked = src_type.encoding
    if not isinstance(blocked, BlockedEncodingAttr):
        return None
    if not isinstance(copy.result.type.encoding, SwizzledSharedEncodingAttr):
        return None
    vector = max_copy_vector(copy)
    per_thread = list(contig_per_thread(src_type))
    fastest = blocked.order[0]
    if per_thread[fastest] <= vector:
        return None
    per_thread[fastest] = vector
    return blocked_encoding_for_shape(
        src_type.get_shape(),
        per_thread,
        blocked.order,
        num_warps_of(copy),
        threads_per_warp_of(copy),
        blocked.cga_layout,
    )


@dataclass
class ClipAsyncCopySizePerThread(RewritePattern):
    analysis: ModuleAxisInfoAnalysis

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, AsyncCopyGlobalToLocalOp):
            return
        encoding = clipped_encoding(op)
        if encoding is None:
            return
        src = self._converted(op, op.src, encoding, rewriter)
        mask = None if op.mask is None else self._converted(op, op.mask, encoding, rewriter)
        other = None if op.other is None else self._converted(op, op.other, encoding, rewriter)
        contiguity = self.analysis.get_contiguity(src)
        if mask is not None:
            contiguity = min(contiguity, self.analysis.get_mask_alignment(mask))

        def retarget() -> None:
            op.operands[0] = src
            if mask is not None:
                op.operands[2] = mask
            if other is not None:
                op.operands[len(op.operands) - 1] = other
            op.properties["contiguity"] = i32_attr(contiguity)

        rewriter.modify_op_in_place(op, retarget)

    @staticmethod
    def _converted(copy: Operation, value: SSAValue, encoding, rewriter: PatternRewriter) -> SSAValue:
        type_: TensorType = value.type
        convert = ConvertLayoutOp(value, TensorType(type_.element_type, type_.get_shape(), encoding))
        convert.location = copy.location
        rewriter.insert(convert, InsertPoint.before(copy))
        return convert.result


@dataclass(frozen=True)
class CoalesceAsyncCopy(ModulePass):
    """Improve coalescing for async global to local copies"""

    name = "tritongpu-coalesce-async-copy"
    cpp_name = "TritonGPUCoalesceAsyncCopy"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/CoalesceAsyncCopy.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        analysis = ModuleAxisInfoAnalysis(op)
        if not apply_patterns_greedily(op, [ClipAsyncCopySizePerThread(analysis)]):
            mark_ir_unchanged(self)
