"""`triton-loop-unroll`: Triton's LoopUnrollPass (lib/Dialect/Triton/Transforms/LoopUnroll.cpp).

Every `scf.for` carrying `tt.loop_unroll_factor = N` with N > 1 (inner loops first)
loses the attribute and is unrolled by N with MLIR's `loopUnrollByFactor`
(mlir/lib/Dialect/SCF/Utils/Utils.cpp, as in the LLVM Triton 3.6 builds with):
- the unrolled loop runs to `lb + (tripCount - tripCount % N) * step` with step `N * step`
  (constants when the trip count and all bounds are constants, else arith ops computing
  them before the loop); its body is followed by N - 1 copies, each copy's `iv` being
  `iv + step * i` and its iteration arguments the previous copy's yields;
- when iterations remain, an epilogue loop (a copy of the original) runs them; Triton marks
  it `tt.num_stages = 1` so that it is not pipelined;
- a loop left with one iteration is replaced by its body, one with none by its inits.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, IntegerType, ModuleOp, i32
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass

from ttopt.dialects import arith
from ttopt.dialects.folding import constant_of, int_width, scalar_attr
from ttopt.dialects.scf import ForOp
from ttopt.ir.debug import debug
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.transforms.triton.utility import InsertBefore

DEBUG_TYPE = "triton-loop-unroll"
UNROLL_FACTOR_ATTR = "tt.loop_unroll_factor"
NUM_STAGES_ATTR = "tt.num_stages"


# -- static facts about a loop --------------------------------------------------------------------------


def constant_int_value(value: SSAValue, unsigned: bool = False) -> int | None:
    """getConstantIntValue: the (signed, or with `unsigned` zero-extended) integer a constant defines."""
    constant = constant_of(value)
    if not isinstance(constant, IntegerAttr):
        return None
    width = int_width(constant.type)
    raw = constant.value.data % (1 << width)
    if unsigned or raw < 1 << (width - 1):
        return raw
    return raw - (1 << width)


def static_trip_count(loop: ForOp) -> int | None:
    """ForOp::getStaticTripCount (constantTripCount): known when the bounds are one value,
    the step is not positive, or all of them are constants."""
    if loop.lowerBound is loop.upperBound:
        return 0
    unsigned = loop.unsignedCmp is not None
    step = constant_int_value(loop.step)
    if step is not None and step <= 0:
        return 0
    lower = constant_int_value(loop.lowerBound, unsigned)
    upper = constant_int_value(loop.upperBound, unsigned)
    if lower is None or upper is None or step is None:
        return None
    if upper <= lower:
        return 0
    return -(-(upper - lower) // step)


def promote_if_single_iteration(loop: ForOp) -> bool:
    """ForOp::promoteIfSingleIteration: a loop of one iteration becomes its body, one of
    none is dropped (its results are its inits)."""
    trip_count = static_trip_count(loop)
    if trip_count is None or trip_count > 1:
        return False
    body = loop.body.block
    if trip_count == 0:
        replacements = list(loop.initArgs)
    else:
        replacements = list(body.last_op.operands)
        for arg, value in zip(body.args, [loop.lowerBound, *loop.initArgs]):
            arg.replace_all_uses_with(value)
        yield_op = body.last_op
        yield_op.detach()
        yield_op.erase()
        for op in list(body.ops):
            op.detach()
            loop.parent.insert_op_before(op, loop)
    for result, value in zip(loop.res, replacements):
        result.replace_all_uses_with(value)
    loop.detach()
    loop.erase()
    return True


# -- loopUnrollByFactor ---------------------------------------------------------------------------------


@dataclass
class UnrolledBounds:
    upper: SSAValue
    step: SSAValue
    needs_epilogue: bool


def _static_bounds(loop: ForOp, trip_count: int, factor: int) -> UnrolledBounds | None:
    """Constant bounds of the unrolled loop, or None when a bound is not a constant."""
    unsigned = loop.unsignedCmp is not None
    lower = constant_int_value(loop.lowerBound, unsigned)
    upper = constant_int_value(loop.upperBound, unsigned)
    step = constant_int_value(loop.step, unsigned)
    if lower is None or upper is None or step is None:
        return None
    unrolled_upper = lower + (trip_count - trip_count % factor) * step
    needs_epilogue = unrolled_upper < upper
    build = InsertBefore(loop, loop.location)
    upper_value = loop.upperBound
    if needs_epilogue:
        upper_value = build(arith.ConstantOp(scalar_attr(loop.upperBound.type, unrolled_upper)))
    unrolled_step = step * factor
    step_value = loop.step
    if unrolled_step != step:
        step_value = build(arith.ConstantOp(scalar_attr(loop.step.type, unrolled_step)))
    return UnrolledBounds(upper_value, step_value, needs_epilogue)


def _dynamic_bounds(loop: ForOp, factor: int) -> UnrolledBounds:
    """The unrolled bounds computed at run time: ub' = lb + (tc - tc % N) * step, step' = step * N,
    with tc = ceildiv(ub - lb, step)."""
    lower, upper, step = loop.lowerBound, loop.upperBound, loop.step
    build = InsertBefore(loop, loop.location)
    diff = build(arith.SubIOp(upper, lower))
    one = build(arith.ConstantOp(IntegerAttr(1, step.type)))
    total = build(arith.AddIOp(diff, build(arith.SubIOp(step, one))))
    trip_count = build(arith.DivUIOp(total, step))
    factor_value = build(arith.ConstantOp(IntegerAttr(factor, trip_count.type)))
    even = build(arith.SubIOp(trip_count, build(arith.RemSIOp(trip_count, factor_value))))
    unrolled_upper = build(arith.AddIOp(lower, build(arith.MulIOp(even, step))))
    unrolled_step = build(arith.MulIOp(step, factor_value))
    return UnrolledBounds(unrolled_upper, unrolled_step, True)


def _split_epilogue(loop: ForOp, start: SSAValue) -> ForOp | None:
    """A copy of `loop` after it, from `start`, continuing from its results; None when the
    copy runs once (or never) and was replaced by its body."""
    epilogue = loop.clone()
    loop.parent.insert_op_after(epilogue, loop)
    epilogue.operands[0] = start
    for result, continued in zip(loop.res, epilogue.res):
        result.replace_all_uses_with(continued)
    for index, result in enumerate(loop.res):
        epilogue.operands[3 + index] = result
    return None if promote_if_single_iteration(epilogue) else epilogue


def _append_unrolled_copies(loop: ForOp, step: SSAValue, factor: int) -> None:
    """generateUnrolledLoop: the body followed by N - 1 copies, chained through the yields."""
    body = loop.body.block
    terminator = body.last_op
    originals = list(body.ops)[:-1]
    iv, iter_args = loop.induction_var, list(loop.region_iter_args)
    yielded = list(terminator.operands)
    last_yielded = list(yielded)
    for index in range(1, factor):
        mapping: dict[SSAValue, SSAValue] = dict(zip(iter_args, last_yielded))
        if iv.uses:
            mapping[iv] = _shifted_induction_variable(loop, iv, step, index, terminator)
        for op in originals:
            body.insert_op_before(op.clone(mapping), terminator)
        last_yielded = [mapping.get(value, value) for value in yielded]
    terminator.operands = last_yielded


def _shifted_induction_variable(loop: ForOp, iv: SSAValue, step: SSAValue, index: int, anchor: Operation) -> SSAValue:
    """iv + step * index, before `anchor`."""
    build = InsertBefore(anchor, loop.location)
    stride = build(arith.MulIOp(step, build(arith.ConstantOp(IntegerAttr(index, iv.type)))))
    return build(arith.AddIOp(iv, stride))


def loop_unroll_by_factor(loop: ForOp, factor: int) -> ForOp | None:
    """Unroll `loop` by `factor`; returns the epilogue loop, if one remains."""
    if len(list(loop.body.block.ops)) == 1:
        return None
    original_step = loop.step
    trip_count = static_trip_count(loop)
    bounds = _static_bounds(loop, trip_count, factor) if trip_count is not None else None
    # Upstream reads the bounds as constants whenever the trip count is known (and crashes
    # when they are not, e.g. for `%a to %a`); the run-time computation is used instead.
    if bounds is None:
        bounds = _dynamic_bounds(loop, factor)
    epilogue = _split_epilogue(loop, bounds.upper) if bounds.needs_epilogue else None
    loop.operands[1] = bounds.upper
    loop.operands[2] = bounds.step
    _append_unrolled_copies(loop, original_step, factor)
    promote_if_single_iteration(loop)
    return epilogue


# -- the pass ---------------------------------------------------------------------------------------------


def unroll_factor(loop: ForOp) -> int:
    """The `tt.loop_unroll_factor` of a loop, 1 (no unrolling) when it has none."""
    factor = loop.attributes.get(UNROLL_FACTOR_ATTR)
    if not isinstance(factor, IntegerAttr):
        return 1
    value = factor.value.data
    if isinstance(factor.type, IntegerType) and factor.type.signedness.data.name != "UNSIGNED":
        width = factor.type.width.data
        value = value - (1 << width) if value >= 1 << (width - 1) else value
    return value


@dataclass(frozen=True)
class LoopUnrollPass(ModulePass):
    """Loop unroller"""

    name = "triton-loop-unroll"
    cpp_name = "TritonLoopUnroll"
    cpp_file = "lib/Dialect/Triton/Transforms/LoopUnroll.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        debug(DEBUG_TYPE, "Loop unroll pass")
        loops = [loop for loop in loops_post_order(op) if unroll_factor(loop) > 1]
        if not loops:
            mark_ir_unchanged(self)
        for loop in loops:
            factor = unroll_factor(loop)
            del loop.attributes[UNROLL_FACTOR_ATTR]
            debug(DEBUG_TYPE, lambda factor=factor, loop=loop: f"Unrolling loop by {factor} times\n{_text(loop)}")
            epilogue = loop_unroll_by_factor(loop, factor)
            if epilogue is not None:
                epilogue.attributes[NUM_STAGES_ATTR] = IntegerAttr(1, i32)


def _text(op: Operation) -> str:
    return print_op_for_diagnostic(op, generic=False)


def loops_post_order(op: Operation) -> Iterator[ForOp]:
    """The `scf.for` ops in `op`, each after the loops nested in it (Operation::walk's order)."""
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                yield from loops_post_order(nested)
    if isinstance(op, ForOp):
        yield op
