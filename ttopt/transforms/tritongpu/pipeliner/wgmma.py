"""Asynchronous wgmma in loops (upstream Pipeliner/WGMMAPipeline.cpp, asyncLaunchDots and the
functions it calls), run by `tritongpu-pipeline` after the expansion on every loop with
num_stages >= 1, pipelined or not.

Every `ttng.warp_group_dot` directly in the loop body becomes `isAsync = true`. A dot that is
not "properly async" gets a `ttng.warp_group_dot_wait {pendings = 0}` right after it. A dot is
properly async when
  1. its shared-memory operands are multi-buffered (a `memdesc_index` slot, possibly through
     views, or defined outside the loop); a register A always qualifies;
  2. it is used in the loop only by the yield (through no-op views) or under an `scf.if`, and
     its accumulator is f32;
  3. its result from the previous iteration (the iteration argument) feeds only other dots'
     accumulators, or is used only after the loop's first `pendings = 0` wait, which then
     also carries it.
Without a `pendings = 0` wait in the loop, register-A dots are split along K
(pipeliner/rs_dot_split.py) and waits are added: after each register-A dot whose A is computed
in the loop, one leaving the other properly async dots in flight; at the start of each block
using a properly async dot's result (other than the yield), a `pendings = 0` one; after the last
properly async dot (unless it is such a register-A dot), one leaving the loop's properly async
dots of this iteration in flight. A `pendings = 0` wait after the loop takes their results.

Each wait carries the values it makes ready (their later uses take its results) and the
shared-memory operands of the dots those values come from, so that the buffers stay alive
until the wait.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import Float32Type, IntegerAttr, TensorType, i32
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue

from ttopt.dialects.scf import ForOp, IfOp, YieldOp
from ttopt.dialects.ttg.layouts import NvidiaMmaEncodingAttr
from ttopt.dialects.ttg.ops import (
    ConvertLayoutOp,
    MemDescIndexOp,
    MemDescReshapeOp,
    MemDescSubsliceOp,
    MemDescTransOp,
)
from ttopt.dialects.ttg.properties import bool_attr
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttng.ops import WarpGroupDotOp, WarpGroupDotWaitOp
from ttopt.transforms.tritongpu.pipeliner.rs_dot_split import split_rs_dots
from ttopt.transforms.tritongpu.utility import is_noop

# -- waits ----------------------------------------------------------------------------------------


def new_dot_wait(operands: Sequence[SSAValue], pendings: int, location) -> WarpGroupDotWaitOp:
    wait = WarpGroupDotWaitOp.build(
        operands=[list(operands)],
        result_types=[[value.type for value in operands]],
        properties={"pendings": IntegerAttr(pendings, i32)},
    )
    wait.location = location
    return wait


def pendings(wait: WarpGroupDotWaitOp) -> int:
    return wait.pendings.value.data


def dots_in_backward_slice(value: SSAValue, block: Block) -> list[WarpGroupDotOp]:
    """The warp_group_dots that `value` depends on through ops of `block` (getBackwardSlice with
    block arguments omitted and a filter that stops at dots and at other blocks), in the order
    the slice meets them."""
    dots: list[WarpGroupDotOp] = []
    visited: set[Operation] = set()

    def visit(op: Operation) -> None:
        if isinstance(op, WarpGroupDotOp):
            dots.append(op)
            return
        if op.parent is not block:
            return
        visited.add(op)
        for operand in op.operands:
            producer = operand.owner
            if isinstance(producer, Operation) and producer not in visited:
                visit(producer)

    root = value.owner if isinstance(value, OpResult) else value.block.parent_op()
    if root is not None:
        visit(root)
    return dots


def thread_values_through_wait(wait: WarpGroupDotWaitOp, values: Sequence[SSAValue]) -> WarpGroupDotWaitOp:
    """threadValuesThroughWait: a wait like `wait` (in its place) that also takes `values`, whose
    later uses in the wait's block take its results, and the shared-memory operands of the dots
    `values` come from."""
    original = list(wait.operands)
    operands = dict.fromkeys([*original, *values])
    for value in values:
        for dot in dots_in_backward_slice(value, wait.parent):
            for operand in dot.operands:
                if isinstance(operand.type, MemDescType):
                    operands.setdefault(operand, None)
    new_wait = new_dot_wait(list(operands), pendings(wait), wait.location)
    wait.parent.insert_op_before(new_wait, wait)
    for old_result, new_result in zip(wait.results, new_wait.results):
        old_result.replace_all_uses_with(new_result)
    for operand, result in list(zip(new_wait.operands, new_wait.results))[len(original):]:
        if not isinstance(operand.type, MemDescType):
            replace_uses_after(operand, result, new_wait)
    wait.detach()
    wait.erase()
    return new_wait


def replace_uses_after(value: SSAValue, replacement: SSAValue, anchor: Operation) -> None:
    """Replace the uses of `value` by ops (or ops holding them) after `anchor` in its block."""
    for use in list(value.uses):
        holder = anchor.parent.find_ancestor_op_in_block(use.operation)
        if holder is not None and anchor.is_before_in_block(holder):
            use.operation.operands[use.index] = replacement


def wait_after(op: Operation, values: Sequence[SSAValue], pendings_left: int, location) -> WarpGroupDotWaitOp:
    """A new wait right after `op` made ready `values`."""
    wait = new_dot_wait([], pendings_left, location)
    op.parent.insert_op_after(wait, op)
    return thread_values_through_wait(wait, values)


def loop_dot_waits(for_op: ForOp) -> list[WarpGroupDotWaitOp]:
    return [op for op in for_op.body.block.ops if isinstance(op, WarpGroupDotWaitOp)]


def has_wait_all(for_op: ForOp) -> bool:
    """Whether the loop body holds a `pendings = 0` dot wait."""
    return any(pendings(wait) == 0 for wait in loop_dot_waits(for_op))


# -- which dots can stay in flight ---------------------------------------------------------------


def defined_outside(for_op: ForOp, value: SSAValue) -> bool:
    """LoopLikeOpInterface::isDefinedOutsideOfLoop."""
    holder = value.owner.parent_op() if isinstance(value, OpResult) else value.block.parent_op()
    while holder is not None:
        if holder is for_op:
            return False
        holder = holder.parent_op()
    return True


SHARED_OPERAND_VIEWS = (ConvertLayoutOp, MemDescTransOp, MemDescReshapeOp, MemDescSubsliceOp)


def operand_is_multi_buffered(operand: SSAValue, for_op: ForOp) -> bool:
    """Rule 1 (checkOperand of dotCanBeProperlyAsync): a register operand, or a buffer that,
    through views and the loop's iteration arguments, is defined outside the loop or is a slot
    of a multi-buffer."""
    if isinstance(operand.type, TensorType):
        return True
    value, seen = operand, set()
    while value not in seen:
        seen.add(value)
        if isinstance(value, BlockArgument):
            if value.block is not for_op.body.block:
                break
            value = value.block.last_op.operands[value.index - 1]
        elif isinstance(value.owner, SHARED_OPERAND_VIEWS):
            value = value.owner.operands[0]
        else:
            break
    return defined_outside(for_op, value) or isinstance(value.owner, MemDescIndexOp)


def yielded_iter_arg_index(dot: WarpGroupDotOp, for_op: ForOp) -> int | None:
    """Rule 2: the index of the iteration argument the dot's result goes to, when the loop uses
    it only through no-op views to the yield, or under an scf.if; else None."""
    index = None
    queue = [(use.operation, use.index) for use in dot.d.uses]
    while queue:
        user, operand_index = queue.pop()
        parent = user.parent_op()
        if parent is for_op:
            if is_noop(user):
                queue.extend((use.operation, use.index) for use in user.results[0].uses)
            elif isinstance(user, YieldOp) and index is None:
                index = operand_index
            else:
                return None
        elif isinstance(parent, IfOp):
            if isinstance(user, YieldOp):
                queue.extend((use.operation, use.index) for use in parent.results[operand_index].uses)
        else:
            return None
    return index


def feeds_only_accumulators(value: SSAValue) -> bool:
    """Rule 3a: every use, through no-op views, is the accumulator (operand 2) of a warp_group_dot."""
    for use in value.uses:
        user = use.operation
        if isinstance(user, WarpGroupDotOp):
            if use.index != 2:
                return False
        elif not (is_noop(user) and feeds_only_accumulators(user.results[0])):
            return False
    return True


def properly_async_iter_arg(dot: WarpGroupDotOp, for_op: ForOp) -> int | None:
    """dotCanBeProperlyAsync: the index of the iteration argument the dot's result goes to when
    the dot can stay in flight across the loop's back edge, else None. (Upstream does not
    handle a dot that passes rules 1 and 2 without being yielded; it is kept synchronous.)"""
    if not (operand_is_multi_buffered(dot.a, for_op) and operand_is_multi_buffered(dot.b, for_op)):
        return None
    index = yielded_iter_arg_index(dot, for_op)
    if index is None or not isinstance(dot.c.type.element_type, Float32Type):
        return None
    iter_arg = for_op.body.block.args[index + 1]
    if feeds_only_accumulators(iter_arg):
        return index
    first_wait_all = next((wait for wait in loop_dot_waits(for_op) if pendings(wait) == 0), None)
    if first_wait_all is None:
        return None
    body = for_op.body.block
    holders = [body.find_ancestor_op_in_block(use.operation) for use in iter_arg.uses]
    if all(holder is not None and first_wait_all.is_before_in_block(holder) for holder in holders):
        thread_values_through_wait(first_wait_all, [iter_arg])
        return index
    return None


def rs_dot_needs_wait(dot: WarpGroupDotOp, for_op: ForOp) -> bool:
    """rsDotNeedsWait: a register A computed in the loop, not straight from another dot's
    accumulator layout, must not be overwritten while the previous iteration's dot reads it."""
    a = dot.a
    if not isinstance(a.type, TensorType) or defined_outside(for_op, a):
        return False
    if isinstance(a.owner, ConvertLayoutOp):
        return not isinstance(a.owner.src.type.encoding, NvidiaMmaEncodingAttr)
    return True


# -- the waits in and after the loop ---------------------------------------------------------------


def insert_waits_in_loop(for_op: ForOp, properly_async: dict[WarpGroupDotOp, int]) -> None:
    """insertAsyncWarpGroupDotWaitInLoop (nothing to add when a `pendings = 0` wait is in the
    loop: fewer dots than the count would be in flight at the end of an iteration)."""
    if not properly_async or has_wait_all(for_op):
        return
    in_flight = len(properly_async)
    for dot in properly_async:
        if rs_dot_needs_wait(dot, for_op):
            wait_after(dot, [dot.d], in_flight - 1, dot.location)
            continue
        values_by_block: dict[Block, list[SSAValue]] = {}
        for use in dot.d.uses:
            if not isinstance(use.operation, YieldOp):
                values_by_block.setdefault(use.operation.parent, []).append(dot.d)
        for block, values in values_by_block.items():
            wait = new_dot_wait([], 0, dot.location)
            block.insert_op_before(wait, block.first_op)
            thread_values_through_wait(wait, values)
    last = list(properly_async)[-1]
    if rs_dot_needs_wait(last, for_op):
        return
    wait_after(last, [dot.d for dot in properly_async], in_flight, last.location)


def async_launch_dots(for_op: ForOp) -> None:
    """asyncLaunchDots."""
    properly_async: dict[WarpGroupDotOp, int] = {}
    for dot in [op for op in for_op.body.block.ops if isinstance(op, WarpGroupDotOp)]:
        dot.properties["isAsync"] = bool_attr(True)
        index = properly_async_iter_arg(dot, for_op)
        if index is None:
            wait_after(dot, [dot.d], 0, dot.location)
        else:
            properly_async[dot] = index
    if not properly_async:
        return
    # A split only adds commits when a `pendings = 0` wait drains the dots anyway.
    if not has_wait_all(for_op):
        properly_async = split_rs_dots(properly_async)
    insert_waits_in_loop(for_op, properly_async)
    wait_after(for_op, [for_op.results[index] for index in properly_async.values()], 0, for_op.location)
