"""`tritongpu-optimize-thread-locality`: Triton's TritonGPUOptimizeThreadLocalityPass
(lib/Dialect/TritonGPU/Transforms/OptimizeThreadLocality.cpp, Triton 3.6).

Three rewrites that keep reductions and gathers inside threads or warps.

1. Layouts of views and gathers (applied greedily with folding and dead-code removal,
   under a default GreedyRewriteConfig: bottom-up worklist, aggressive region
   simplification, which also merges identical blocks of a cf region):
   - a `tt.reshape ... allow_reorder` whose reduce users all reduce one axis gets a
     blocked layout with one element per thread that puts the reduction axis last in the
     order (so lanes and warps go to the other dims first), unless its blocked layout
     already keeps that axis in one thread, warp and CTA, or reading the source in the
     new layout would move data (`isExpensiveView`). The reshape is marked
     `efficient_layout` and a `ttg.convert_layout` back to the old layout feeds its users.
   - a `tt.gather` (rank > 1, not yet `efficient_layout`) gets a blocked layout for source,
     indices and result in which each warp holds whole columns along the gather axis (as
     many lanes along the axis as it has elements, up to a warp; the other lanes and the
     warps spread over the other dims in thread and warp order; what is left over
     broadcasts along the axis), with conversions around it, so the gather lowers to
     warp shuffles.

2. Reductions accumulated across a loop: for

       %r = scf.for ... iter_args(%acc = %cst) {
         %x = tt.load ...                     // 2-D or more, #blocked, > 1 element per thread along the last dim
         %s = tt.reduce(%x) {axis = last}     // one addf/mulf/maximumf/maxnumf/minimumf/minnumf
         %u = <op> %acc, %s                   // only used by a yield (also one of an scf.if)
         scf.yield ..., %u, ...
       }

   the loop carries instead a partial result per thread: the loaded tensor is viewed
   (`tt.reshape allow_reorder efficient_layout`) with the elements of each thread along
   the reduced dim split off into a new last dim, reduced along that dim only (no data
   leaves the thread), and combined into a new iteration argument that starts at the
   combiner's neutral element. After the loop the partial results are reduced along the
   original axis, converted back to the accumulator's layout and combined with the
   initial value. The old accumulator is then yielded unchanged (the old reduce and
   update stay in the loop, dead). Reductions are rewritten in walk order (upstream
   iterates a pointer-keyed set, so its order is not deterministic when one loop has
   several such reductions).

   Triton 3.6 checks some of its assumptions only by assertions (the wheel is built with
   them): the update takes two operands, the other one an iteration argument of the
   loop, and the loop's result has exactly one use. Where such an assertion fails
   upstream, ttopt reports an error at the op instead. (Later Triton versions check the
   update's operands and the iteration argument's uses before rewriting; 3.6 rewrites
   even when the accumulator has other uses in the loop, which then see its initial
   value.)

On NVIDIA kernels this fires for row reductions accumulated over a loop (the `row_sum`
corpus kernel at sm80 and sm90).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, TensorType, UnitAttr, i32
from xdsl.ir import (
    Attribute,
    BlockArgument,
    Operation,
    Region,
    SSAValue,
)
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from ttopt.dialects import arith
from ttopt.dialects.folding import float_semantics, splat_attr
from ttopt.dialects.scf import ForOp, YieldOp
from ttopt.dialects.tt import GatherOp, LoadOp, ReduceOp, ReshapeOp
from ttopt.dialects.tt.base import InferenceError
from ttopt.dialects.ttg.infer import is_expensive_view
from ttopt.dialects.ttg.layouts import (
    Bases,
    BlockedEncodingAttr,
    SliceEncodingAttr,
    blocked_encoding_for_shape,
    cga_bases_from_split_params,
    num_ctas_of,
    num_warps_of,
    threads_per_warp_of,
)
from ttopt.dialects.ttg.ops import ConvertLayoutOp
from ttopt.ir.apfloat import NAN_ALL_ONES
from ttopt.ir.diagnostics import op_error
from ttopt.ir.values import value_location
from ttopt.layouts.linear_encoding import bases_per_dim
from ttopt.layouts.queries import elems_per_thread, linear_encoding
from ttopt.rewrite.greedy import DEFAULT_REWRITE_CONFIG, GreedyDriver
from ttopt.transforms.tritongpu.utility import set_type


def cga_bases(encoding: Attribute) -> Bases:
    """getCGALayout of a distributed encoding: its CTA bases, in the tensor's dims."""
    if isinstance(encoding, SliceEncodingAttr):
        return tuple(basis[: encoding.dim] + basis[encoding.dim + 1 :] for basis in cga_bases(encoding.parent))
    return encoding.cga_layout


def with_encoding(tensor_type: TensorType, encoding: Attribute) -> TensorType:
    return TensorType(tensor_type.element_type, tensor_type.get_shape(), encoding)


# == 1. layouts of views and gathers ===================================================================


def blocked_for_ctas(
    shape: Sequence[int], size_per_thread: Sequence[int], order: Sequence[int], num_warps: int, threads: int, num_ctas: int
) -> BlockedEncodingAttr:
    """BlockedEncodingAttr::get(shape, sizePerThread, order, numWarps, threadsPerWarp, numCTAs):
    the CTAs split the dims from the slowest one in `order` (as far as the data goes; what is
    left wraps onto the last dim)."""
    rank = len(shape)
    ctas_per_cga, split = [1] * rank, [1] * rank
    remaining = num_ctas
    for dim in reversed(order):
        ctas_per_cga[dim] = max(1, min(remaining, max(1, shape[dim] // size_per_thread[dim])))
        split[dim] = ctas_per_cga[dim]
        remaining //= ctas_per_cga[dim]
    ctas_per_cga[rank - 1] *= remaining
    cga = cga_bases_from_split_params(ctas_per_cga, split, order)
    return blocked_encoding_for_shape(shape, size_per_thread, order, num_warps, threads, cga)


def ctas_per_cga(encoding: BlockedEncodingAttr) -> tuple[int, ...]:
    """CGAEncodingAttr::getCTAsPerCGA: CTAs along each dim, broadcast ones included."""
    return bases_per_dim(encoding.cga_layout, encoding.rank, skip_broadcast=False)


class OptimizeReshapeLayout(RewritePattern):
    """OptimizeReshapeLayoutPattern: give an allow_reorder view feeding reductions a layout
    that keeps the reduction axis within threads as long as possible."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ReshapeOp) or op.allow_reorder is None:
            return
        axis = self._reduction_axis(op)
        if axis is None:
            return
        tensor_type = op.result.type
        encoding = tensor_type.encoding
        if isinstance(encoding, BlockedEncodingAttr) and self._keeps_axis_in_thread(encoding, axis):
            return
        shape = tensor_type.get_shape()
        order = [dim for dim in linear_encoding(tensor_type).order() if dim != axis] + [axis]
        new_encoding = blocked_for_ctas(
            shape, [1] * len(shape), order, num_warps_of(op), threads_per_warp_of(op), num_ctas_of(op)
        )
        if new_encoding == encoding:
            return
        source = op.src.type
        if is_expensive_view(source.get_shape(), source.encoding, shape, new_encoding):
            return

        def retype() -> None:
            set_type(op.result, with_encoding(tensor_type, new_encoding))
            op.properties["efficient_layout"] = UnitAttr()

        rewriter.modify_op_in_place(op, retype)
        back = ConvertLayoutOp(op.result, tensor_type)
        back.location = op.location
        rewriter.insert(back, InsertPoint.after(op))
        rewriter.replace_uses_with_if(op.result, back.result, lambda use: use.operation is not back)

    @staticmethod
    def _reduction_axis(view: ReshapeOp) -> int | None:
        """The axis every reduce user reduces (None: no reduce user, or several axes)."""
        axis = None
        for use in view.result.uses:
            if isinstance(use.operation, ReduceOp):
                user_axis = use.operation.axis_index
                if axis is not None and axis != user_axis:
                    return None
                axis = user_axis
        return axis

    @staticmethod
    def _keeps_axis_in_thread(encoding: BlockedEncodingAttr, axis: int) -> bool:
        return (
            encoding.threads_per_warp[axis] == 1
            and encoding.warps_per_cta[axis] == 1
            and ctas_per_cga(encoding)[axis] == 1
        )


def warp_local_gather_layout(op: GatherOp, threads: int, num_warps: int) -> BlockedEncodingAttr | None:
    """setOptimizedGatherLayout's layout: each warp holds whole columns along the axis, so
    that the fewest index shuffles are needed. None for rank 1 (or where upstream's
    assertions would fail)."""
    src_type = op.src.type
    axis, rank = op.axis_index, len(src_type.get_shape())
    if rank == 1:
        return None
    src_shape = src_type.get_shape()
    lanes, warps = [0] * rank, [0] * rank
    order = [axis]
    lanes[axis] = min(src_shape[axis], threads)
    lanes_left = threads // lanes[axis]
    source_layout = linear_encoding(src_type)
    for dim in source_layout.thread_order():
        if dim == axis:
            continue
        order.append(dim)
        lanes[dim] = min(src_shape[dim], lanes_left)
        lanes_left //= lanes[dim]
    warps[axis] = 1
    warps_left = num_warps
    for dim in source_layout.warp_order():
        if dim == axis:
            continue
        fit = src_shape[dim] // lanes[dim]
        if fit == 0:
            return None
        warps[dim] = min(fit, warps_left)
        warps_left //= warps[dim]
    size_per_thread = [1] * rank
    size_per_thread[axis] = src_shape[axis] // lanes[axis]
    lanes[axis] *= lanes_left
    warps[axis] *= warps_left
    return BlockedEncodingAttr(size_per_thread, lanes, warps, order, cga_bases(src_type.encoding))


class OptimizeGatherLayout(RewritePattern):
    """OptimizeGatherLayoutPattern: move a gather into its warp-local layout."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, GatherOp) or op.efficient_layout is not None:
            return
        layout = warp_local_gather_layout(op, threads_per_warp_of(op), num_warps_of(op))
        if layout is None:
            return
        converted = []
        for value in (op.src, op.indices):
            cvt = ConvertLayoutOp(value, with_encoding(value.type, layout))
            cvt.location = op.location
            rewriter.insert(cvt, InsertPoint.before(op))
            converted.append(cvt.result)
        result_type = op.result.type
        back = ConvertLayoutOp(op.result, result_type)
        back.location = op.location
        rewriter.insert(back, InsertPoint.after(op))
        rewriter.replace_uses_with_if(op.result, back.result, lambda use: use.operation is not back)

        def retarget() -> None:
            op.operands[0], op.operands[1] = converted
            set_type(op.result, with_encoding(result_type, layout))
            op.properties["efficient_layout"] = UnitAttr()

        rewriter.modify_op_in_place(op, retarget)


# == 2. reductions accumulated across a loop ==============================================================

_COMBINERS = (arith.AddFOp, arith.MulFOp, arith.MaximumFOp, arith.MaxNumFOp, arith.MinimumFOp, arith.MinNumFOp)


def single_combiner(reduce: ReduceOp) -> Operation | None:
    """getReductionOp: the one op of the combine region besides its terminator."""
    region = reduce.combineOp
    if len(region.blocks) != 1:
        return None
    ops = list(region.blocks.first.ops)
    return ops[0] if len(ops) == 2 else None


def single_use(op: Operation):
    """The use of the op's results when there is exactly one (Operation::hasOneUse)."""
    uses = [use for result in op.results for use in result.uses]
    return uses[0] if len(uses) == 1 else None


def is_candidate(reduce: ReduceOp) -> bool:
    """The conditions upstream checks while walking the module. The update's yield may be
    any scf.yield (also one of an scf.if in the loop), as upstream only looks at the
    operand number."""
    src_type = reduce.srcs[0].type
    rank = len(src_type.get_shape())
    if not isinstance(single_combiner(reduce), _COMBINERS):
        return False
    if not isinstance(src_type.encoding, BlockedEncodingAttr) or rank <= 1:
        return False
    if reduce.axis_index != rank - 1:
        return False
    if not all(isinstance(operand.owner, LoadOp) for operand in reduce.operands):
        return False
    if elems_per_thread(src_type)[reduce.axis_index] == 1:
        return False
    reduce_use = single_use(reduce)
    if reduce_use is None:
        return False
    update_use = single_use(reduce_use.operation)
    if update_use is None or not isinstance(update_use.operation, YieldOp):
        return False
    loop = reduce.parent_op()
    if not isinstance(loop, ForOp):
        return False
    if update_use.index >= len(loop.initArgs):
        # Upstream indexes the loop's initial values with the yield operand number (of an
        # scf.yield that need not be the loop's) and asserts when it is out of range.
        raise op_error(update_use.operation, "expects the accumulator update to be yielded as a loop-carried value")
    return isinstance(loop.initArgs[update_use.index].owner, arith.ConstantOp)


def thread_locality_shape(reduce: ReduceOp) -> list[int]:
    """getThreadLocalityOptimizedShape: [..., n / e, e] for e elements per thread along the axis."""
    src_type = reduce.srcs[0].type
    axis = reduce.axis_index
    per_thread = elems_per_thread(src_type)[axis]
    shape = [*src_type.get_shape(), per_thread]
    shape[axis] //= per_thread
    return shape


def thread_locality_encoding(reduce: ReduceOp) -> BlockedEncodingAttr:
    """getThreadLocalityOptimizedEncoding: the blocked layout with a new fastest dim that
    holds a thread's elements of the reduced dim."""
    blocked: BlockedEncodingAttr = reduce.srcs[0].type.encoding
    axis = reduce.axis_index
    size_per_thread = [*blocked.size_per_thread, blocked.size_per_thread[axis]]
    size_per_thread[axis] = 1
    rank = blocked.rank
    return BlockedEncodingAttr(
        size_per_thread,
        [*blocked.threads_per_warp, 1],
        [*blocked.warps_per_cta, 1],
        [rank, *blocked.order],
        tuple((*basis, 0) for basis in blocked.cga_layout),
    )


def neutral_element(combiner: Operation) -> float:
    """arith::getNeutralElement (with Triton's work-around for maxnumf/minnumf)."""
    if isinstance(combiner, arith.MaxNumFOp):
        return float("-inf")
    if isinstance(combiner, arith.MinNumFOp):
        return float("inf")
    if isinstance(combiner, arith.AddFOp):
        return 0.0
    if isinstance(combiner, arith.MulFOp):
        return 1.0
    only_finite = bool(combiner.fastmath.flags & 4)  # ninf
    element = combiner.results[0].type
    negative = isinstance(combiner, arith.MaximumFOp)
    magnitude = largest_finite(element) if only_finite else float("inf")
    return -magnitude if negative else magnitude


def largest_finite(element: Attribute) -> float:
    """APFloat::getLargest: the largest finite magnitude of a float type."""
    sem = float_semantics(element)
    mantissa = (1 << sem.precision) - 1
    if sem.nan_encoding == NAN_ALL_ONES and sem.precision > 1:
        mantissa -= 1
    return float(mantissa * 2.0 ** (sem.max_exponent - sem.precision + 1))


def infer_result_types(op: Operation) -> list[Attribute] | None:
    """InferTypeOpInterface::inferReturnTypes for the ops this pass clones: tt ops infer
    their own; elementwise arith ops take their operands' type."""
    infer = getattr(op, "infer_result_types", None)
    if infer is not None:
        try:
            types = infer()
        except InferenceError:
            return None
        return None if types is None else list(types)
    if op.dialect_name() == "arith" and op.operands:
        if isinstance(op, arith.CmpFOp | arith.CmpIOp):
            return None
        return [op.operands[-1].type for _ in op.results]
    return None


def clone_with_infer_type(op: Operation, mapping: dict[SSAValue, SSAValue]) -> Operation:
    """cloneWithInferType (TritonGPU/Transforms/Utility.cpp): clone `op` on mapped operands;
    if an operand's type changed, the first result takes the first operand's encoding and
    then every result the inferred type."""
    new = op.clone(value_mapper=dict(mapping))
    if all(operand not in mapping or operand.type == mapping[operand].type for operand in op.operands):
        return new
    if not new.results:
        return new
    original, argument = op.results[0].type, new.operands[0].type
    if not isinstance(original, TensorType) or not isinstance(argument, TensorType):
        return new
    set_type(new.results[0], with_encoding(original, argument.encoding))
    inferred = infer_result_types(new)
    if inferred is not None:
        for result, type_ in zip(new.results, inferred):
            set_type(result, type_)
    return new


def single_use_of(value: SSAValue):
    uses = list(value.uses)
    return uses[0] if len(uses) == 1 else None


def insert_after(op: Operation, anchor: Operation) -> Operation:
    anchor.parent.insert_op_after(op, anchor)
    return op


def replace_for_with_new_signature(loop: ForOp, new_inits: Sequence[SSAValue]) -> ForOp:
    """replaceForOpWithNewSignature: a loop with more iteration arguments (at the values'
    locations) that takes over the old loop's body; the old loop's results are redirected."""
    new_loop = ForOp(loop.lowerBound, loop.upperBound, loop.step, [*loop.initArgs, *new_inits], Region())
    new_loop.properties.update(loop.properties)
    new_loop.attributes.update(loop.attributes)
    new_loop.location = loop.location
    body = loop.body.detach_block(loop.body.block)
    new_loop.body.add_block(body)
    for value in new_inits:
        arg = body.insert_arg(value.type, len(body.args))
        arg.location = value_location(value)
    loop.parent.insert_op_before(new_loop, loop)
    for old, new in zip(loop.res, new_loop.res):
        old.replace_all_uses_with(new)
    return new_loop


@dataclass
class ReductionRewrite:
    """The rewrite of one candidate reduction (the body of the pass's second loop)."""

    reduce: ReduceOp

    def run(self) -> None:
        reduce = self.reduce
        view_type = TensorType(
            reduce.srcs[0].type.element_type, thread_locality_shape(reduce), thread_locality_encoding(reduce)
        )
        rank = len(reduce.srcs[0].type.get_shape())
        partial_encoding = SliceEncodingAttr(rank, view_type.encoding)
        loop, update, arg_number = self.accumulation(single_use(reduce))
        old_init = loop.initArgs[arg_number - 1]
        loop_use = single_use_of(loop.res[arg_number - 1])
        if loop_use is None:
            raise op_error(loop, "expects the accumulated result of the loop to have exactly one use")
        if not isinstance(old_init.owner, Operation):
            raise op_error(loop, "expects the initial accumulator to be defined by an operation")
        old_yield = loop.body.block.last_op
        new_init = self.partial_accumulator(old_init, view_type.get_shape(), partial_encoding)
        new_loop = replace_for_with_new_signature(loop, [new_init.results[0]])
        local_reduce = self.thread_local_reduce(view_type)
        new_update = self.partial_update(new_loop, local_reduce, update)
        self.new_yield(new_loop, old_yield, new_update.results[0], arg_number)
        final_reduce = self.after_loop_reduce(new_loop)
        back = ConvertLayoutOp(final_reduce.results[0], loop.res[arg_number - 1].type)
        back.location = final_reduce.location
        insert_after(back, final_reduce)
        final = clone_with_infer_type(update, {update.operands[0]: old_init, update.operands[1]: back.result})
        insert_after(final, back)
        loop_use.operation.operands[loop_use.index] = final.results[0]
        old_yield.detach()
        old_yield.erase()
        loop.detach()
        loop.erase()

    @staticmethod
    def accumulation(reduce_use) -> tuple[ForOp, Operation, int]:
        """The loop, the update and the accumulator's block argument number. Upstream asserts
        the update takes two operands, the other one being an iteration argument; ttopt reports
        an error where upstream's assertions fail."""
        update = reduce_use.operation
        if len(update.operands) != 2:
            raise op_error(update, "expects the accumulator update to have two operands")
        accumulator = update.operands[1 - reduce_use.index]
        loop = accumulator.owner.parent_op() if isinstance(accumulator, BlockArgument) else None
        if not isinstance(loop, ForOp) or accumulator.index == 0:
            raise op_error(update, "expects the accumulator to be an iteration argument of the loop")
        return loop, update, accumulator.index

    def partial_accumulator(self, old_init: SSAValue, view_shape: Sequence[int], encoding: Attribute) -> Operation:
        """createAccum: the neutral element, splat over the partial results' type, right
        after the old accumulator's constant."""
        element = old_init.type.element_type
        partial_type = TensorType(element, view_shape[:-1], encoding)
        value = neutral_element(single_combiner(self.reduce))
        constant = arith.ConstantOp(splat_attr(partial_type, value), partial_type)
        constant.location = value_location(old_init)
        return insert_after(constant, old_init.owner)

    def thread_local_reduce(self, view_type: TensorType) -> Operation:
        """createReduce: the reduce, on views of its operands, along the new last dim."""
        reduce = self.reduce
        mapping: dict[SSAValue, SSAValue] = {}
        anchor: Operation = reduce
        for operand in reduce.operands:
            view = ReshapeOp(operand, view_type, allow_reorder=True, efficient_layout=True)
            view.location = reduce.location
            anchor = insert_after(view, anchor)
            mapping[operand] = view.result
        local = clone_with_infer_type(reduce, mapping)
        rank = len(reduce.srcs[0].type.get_shape())
        local.properties["axis"] = IntegerAttr(rank, i32)
        for result, type_ in zip(local.results, local.infer_result_types()):
            set_type(result, type_)
        return insert_after(local, anchor)

    @staticmethod
    def partial_update(loop: ForOp, local_reduce: Operation, update: Operation) -> Operation:
        """createUpdate: the update on the new iteration argument and the local reduce."""
        partial = loop.body.block.args[-1]
        mapping = {update.operands[0]: partial, update.operands[1]: local_reduce.results[0]}
        return insert_after(clone_with_infer_type(update, mapping), local_reduce)

    @staticmethod
    def new_yield(loop: ForOp, old_yield: Operation, new_update: SSAValue, arg_number: int) -> None:
        """createYield: the old accumulator is yielded unchanged, the partial one appended."""
        values = list(old_yield.operands)
        values[arg_number - 1] = loop.body.block.args[arg_number]
        replacement = YieldOp(*values, new_update)
        replacement.location = old_yield.location
        old_yield.parent.insert_op_before(replacement, old_yield)

    def after_loop_reduce(self, loop: ForOp) -> Operation:
        """createPostLoopReduce: the reduce, along its own axis, of the partial results."""
        reduce = self.reduce
        final = clone_with_infer_type(reduce, {reduce.operands[0]: loop.res[-1]})
        return insert_after(final, loop)


@dataclass(frozen=True)
class TritonGPUOptimizeThreadLocality(ModulePass):
    """Reduce the cost of synchronization between threads in an SM"""

    name = "tritongpu-optimize-thread-locality"
    cpp_name = "TritonGPUOptimizeThreadLocality"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/OptimizeThreadLocality.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        GreedyDriver(patterns=[OptimizeReshapeLayout(), OptimizeGatherLayout()], **DEFAULT_REWRITE_CONFIG).run(op)
        candidates = [reduce for reduce in op.walk(region_first=True) if isinstance(reduce, ReduceOp)]
        for reduce in [reduce for reduce in candidates if is_candidate(reduce)]:
            ReductionRewrite(reduce).run()
