"""Descriptors made inside a pipelined loop (upstream PipeliningUtility.cpp, lowerTMADescriptors,
allocTMABuffers, rewriteTMABufferUpdates, subviewTMADescriptor; sinkValueRedefinition).

Iterations of a pipelined loop overlap, so a `tt.make_tensor_descriptor` in the loop cannot
write one tensormap in place: each gets a global scratch buffer of `stages` 128-byte slots
(one more stage when the loop has a wgmma), and a loop-carried slot counter. At the op, the
descriptor is written into the current slot (`ttng.tensormap_create`), fenced
(`ttng.tensormap_fenceproxy_acquire`) and read back as a descriptor
(`ttng.reinterpret_tensor_descriptor`) that replaces the op's uses; the counter advances
modulo the slot count, carried out of any `scf.if`/`scf.for` the op is nested in.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, i8, i32
from xdsl.ir import Block, SSAValue

from ttopt.dialects.arith import MulIOp
from ttopt.dialects.scf import ForOp, IfOp, YieldOp
from ttopt.dialects.tt import MakeTensorDescOp
from ttopt.dialects.tt.memory import AddPtrOp
from ttopt.dialects.tt.types import PointerType
from ttopt.dialects.ttg.ops import GlobalScratchAllocOp
from ttopt.dialects.ttng.ops import (
    ReinterpretTensorDescOp,
    TensormapFenceproxyAcquireOp,
    WarpGroupDotOp,
)
from ttopt.ir.diagnostics import op_error
from ttopt.transforms.nvidia.tma_utilities import (
    TMA_ALIGN,
    TMA_SIZE_BYTES,
    create_tma_desc,
)
from ttopt.transforms.tritongpu.pipeliner.pipelining_utility import (
    StagedInserter,
    add_iter_args,
    i32_constant,
    increment_modulo,
)
from ttopt.transforms.tritongpu.pipeliner.schedule import CoarseSchedule
from ttopt.transforms.tritongpu.utility import replace_if_op_with_new_signature


def descriptor_slots(for_op: ForOp, schedule: CoarseSchedule) -> int:
    """The scheduled max stage, plus one when the loop has a wgmma (it pipelines one stage
    longer)."""
    slots = schedule.num_stages - 1
    if any(isinstance(op, WarpGroupDotOp) for op in for_op.body.block.ops):
        slots += 1
    return slots


def alloc_tma_buffers(for_op: ForOp, slots: int) -> list[tuple[MakeTensorDescOp, SSAValue]]:
    """allocTMABuffers: a scratch buffer before the loop for each descriptor made in it."""
    buffers = []
    for op in for_op.walk(region_first=True):
        if not isinstance(op, MakeTensorDescOp):
            continue
        alloc = GlobalScratchAllocOp.build(
            result_types=[PointerType(i8)],
            properties={"nbytes": IntegerAttr(slots * TMA_SIZE_BYTES, i32), "alignment": IntegerAttr(TMA_ALIGN, i32)},
        )
        alloc.location = op.location
        for_op.parent.insert_op_before(alloc, for_op)
        buffers.append((op, alloc.result))
    return buffers


def sink_value_redefinition(counter: SSAValue, next_counter: SSAValue, block: Block) -> SSAValue:
    """sinkValueRedefinition: carry `next_counter`, defined in `block`, out to the block
    where `counter` lives, through the results of the scf.if and scf.for ops in between."""
    while block is not counter.block:
        op = block.parent_op()
        if isinstance(op, ForOp):
            old_yield = op.body.block.last_op
            new_for = add_iter_args(op, [counter])
            append_yield_operands(new_for.body.block, old_yield, [next_counter])
            next_counter, op = new_for.results[-1], new_for
        elif isinstance(op, IfOp):
            replacements = []
            new_if = replace_if_op_with_new_signature(op, [next_counter.type], replacements)
            for old, new in replacements:
                old.replace_all_uses_with(new)
            ensure_else_terminator(new_if, op.location)
            taken, other = new_if.then_region.block, new_if.else_region.block
            if block is other:
                taken, other = other, taken
            append_yield_operands(taken, taken.last_op, [next_counter])
            append_yield_operands(other, other.last_op, [counter])
            op.detach()
            op.erase()
            next_counter, op = new_if.results[-1], new_if
        else:
            raise op_error(op, f"sinking a descriptor counter out of '{op.name}' is not supported by ttopt")
        block = op.parent
    return next_counter


def rewrite_tma_buffer_updates(
    for_op: ForOp, buffers, first_counter: int, slots: int, zero: SSAValue, one: SSAValue, schedule: CoarseSchedule
) -> None:
    """rewriteTMABufferUpdates: each descriptor written into its counter's slot."""
    slot_count = i32_constant(slots)
    slot_count.location = for_op.location
    for_op.parent.insert_op_before(slot_count, for_op)
    for position, (make_desc, buffer) in enumerate(buffers):
        counter = for_op.body.block.args[first_counter + position]
        placement = schedule.placement.get(make_desc)
        insert = StagedInserter(make_desc, schedule, placement)
        size = insert(i32_constant(TMA_SIZE_BYTES)).result
        offset = insert(MulIOp(size, counter)).result
        slot = insert(AddPtrOp(buffer, offset)).result
        create_tma_desc(slot, make_desc, insert)
        insert(TensormapFenceproxyAcquireOp.build(operands=[slot]))
        desc = insert(ReinterpretTensorDescOp.build(operands=[slot], result_types=[make_desc.result.type])).result
        make_desc.result.replace_all_uses_with(desc)
        next_counter = increment_modulo(insert, counter, slot_count.result, zero, one)
        next_counter = sink_value_redefinition(counter, next_counter, make_desc.parent)
        for_op.body.block.last_op.operands[counter.index - 1] = next_counter


def lower_tma_descriptors(for_op: ForOp, schedule: CoarseSchedule) -> ForOp:
    """lowerTMADescriptors: returns the (possibly rebuilt) loop."""
    slots = descriptor_slots(for_op, schedule)
    buffers = alloc_tma_buffers(for_op, slots)
    if not buffers:
        return for_op
    constants = [i32_constant(0), i32_constant(1)]
    for constant in constants:
        constant.location = for_op.location
        for_op.parent.insert_op_before(constant, for_op)
    zero, one = (constant.result for constant in constants)
    first_counter = len(for_op.body.block.args)
    for_op = sink_counters_into(for_op, [zero] * len(buffers))
    rewrite_tma_buffer_updates(for_op, buffers, first_counter, slots, zero, one, schedule)
    return for_op


def sink_counters_into(for_op: ForOp, inits: list[SSAValue]) -> ForOp:
    """addIterArgsToLoop with the yield passing the inits through until the counters' next
    values exist."""
    old_yield = for_op.body.block.last_op
    for_op = add_iter_args(for_op, inits)
    append_yield_operands(for_op.body.block, old_yield, inits)
    return for_op


def ensure_else_terminator(if_op: IfOp, location) -> None:
    """scf::IfOp::ensureTerminator on the else region: an empty one gets a block with a yield."""
    if if_op.else_region.blocks:
        return
    terminator = YieldOp()
    terminator.location = location
    if_op.else_region.add_block(Block([terminator]))


def append_yield_operands(block: Block, old_yield: YieldOp, values: list[SSAValue]) -> None:
    """appendToForOpYield: `old_yield` replaced by one that also yields `values`."""
    new_yield = YieldOp(*old_yield.operands, *values)
    new_yield.location = old_yield.location
    block.insert_op_before(new_yield, old_yield)
    old_yield.detach()
    old_yield.erase()
