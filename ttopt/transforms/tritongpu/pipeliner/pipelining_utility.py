"""Helpers of the software pipeliner (upstream Pipeliner/PipeliningUtility.cpp and Schedule.h):
the staged op builder, loop users and first uses of a pipelined op, buffer views, modulo
counters, mbarrier arrays, loop-carried values added to a loop, replacing a loaded value by
a shared-memory buffer, and the swizzling of a register layout shaped like an mma operand
(upstream Utility.cpp's swizzleDotOperandLike)."""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, TensorType, i32, i64
from xdsl.ir import Operation, Region, SSAValue

from ttopt.dialects.arith import AddIOp, CmpIOp, ConstantOp, SelectOp
from ttopt.dialects.scf import ForOp, YieldOp
from ttopt.dialects.ttg.layouts import (
    DotOperandEncodingAttr,
    LinearEncodingAttr,
    SharedMemorySpaceAttr,
    SwizzledSharedEncodingAttr,
    num_ctas_of,
)
from ttopt.dialects.ttg.ops import (
    LocalAllocOp,
    LocalDeallocOp,
    LocalLoadOp,
    MemDescIndexOp,
)
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttng.ops import InitBarrierOp, InvalBarrierOp
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.layouts.conversions import (
    dot_operand_order,
    identity_standard_nd,
    standard_out_dims,
)
from ttopt.layouts.linear_encoding import LANE, REGISTER
from ttopt.layouts.linear_layout import LinearLayout, divide_left
from ttopt.layouts.queries import linear_encoding
from ttopt.support.math_extras import log2_floor
from ttopt.transforms.tritongpu.pipeliner.schedule import Cluster, CoarseSchedule
from ttopt.transforms.tritongpu.reduce_data_duplication import (
    cga_bases,
    dot_operand_shared_encoding,
    mma_operand_swizzling,
    order_for_memory,
    shape_per_cta,
)
from ttopt.transforms.tritongpu.utility import (
    is_memdesc_view,
    replace_uses_and_propagate_type,
    value_location,
)


class StagedInserter:
    """OpBuilderForStage: inserts before `anchor` and gives each new op the current placement,
    and `location` (the anchor's unless given)."""

    def __init__(
        self, anchor: Operation, schedule: CoarseSchedule, placement: tuple[int, Cluster] | None, location=None
    ):
        self.anchor, self.schedule, self.placement = anchor, schedule, placement
        self.location = location if location is not None else anchor.location

    def __call__(self, op: Operation) -> Operation:
        self.anchor.parent.insert_op_before(op, self.anchor)
        op.location = self.location
        self.place(op)
        return op

    def place(self, op: Operation) -> None:
        """notifyOperationInserted: schedule an op this builder created."""
        if self.placement is not None:
            self.schedule.insert(op, *self.placement)


def mma_microtile(rank: int, k_width: int, order) -> LinearLayout:
    """nvidiaMmaTile for one (8 x 4*kWidth) microtile, repeated in dim order: kWidth registers
    and 4 lanes along the fastest dim `order[0]`, 8 lanes along `order[1]`."""
    inner, outer = standard_out_dims(rank)[order[0]], standard_out_dims(rank)[order[1]]
    return (
        identity_standard_nd(REGISTER, [1] * rank, list(range(rank)))
        * LinearLayout.identity_1d(k_width, REGISTER, inner)
        * LinearLayout.identity_1d(4, LANE, inner)
        * LinearLayout.identity_1d(8, LANE, outer)
    )


def swizzle_dot_operand_like(tensor: TensorType, cga) -> SwizzledSharedEncodingAttr | None:
    """swizzleDotOperandLike: when `tensor`'s layout (lanes ordered K-fastest as an A or a B
    operand's) starts with an mma operand's microtile, the swizzled shared layout that
    operand would get (SwizzledSharedEncodingAttr::get's NVIDIA builder, CGA bases `cga`);
    None otherwise. The pipeliner asks it for loads whose users convert to such layouts (a
    load feeding tt.trans into a dot)."""
    layout = linear_encoding(tensor)
    order = layout.thread_order()
    rank = len(order)
    if rank < 2:
        return None
    op_idx = next((i for i in (0, 1) if tuple(dot_operand_order(i, rank)) == order), None)
    if op_idx is None:
        return None
    k_width = layout.contig_per_thread()[order[0]]
    if divide_left(layout.layout, mma_microtile(rank, k_width, order)) is None:
        return None
    vec, per_phase, max_phase = mma_operand_swizzling(
        op_idx, k_width, shape_per_cta(tensor.get_shape(), cga), order, scalar_bit_width(tensor.element_type)
    )
    return SwizzledSharedEncodingAttr(vec, per_phase, max_phase, order, cga)


def shared_encoding_for_dot_user(user: Operation, source, result: TensorType):
    """The swizzled layout `source` needs in shared memory to be read as `result` (the part of
    getSharedEncIfAllUsersAreDotEnc for one user): a dot operand's
    (SwizzledSharedEncodingAttr::get), or for another layout swizzleDotOperandLike's; None when
    neither applies. The CGA bases are the result's, or the source's for a linear result."""
    cga = cga_bases(source.encoding if isinstance(result.encoding, LinearEncodingAttr) else result.encoding)
    if isinstance(result.encoding, DotOperandEncodingAttr):
        return dot_operand_shared_encoding(
            user, result.encoding, source.get_shape(), order_for_memory(source), cga,
            scalar_bit_width(source.element_type),
        )
    return swizzle_dot_operand_like(result, cga)


def i32_constant(value: int) -> ConstantOp:
    return ConstantOp(IntegerAttr(value, i32), i32)


def top_level_users(op: Operation, for_op: ForOp) -> list[Operation]:
    """getTopLevelUsersInLoop: the loop body's ops that use `op` (through the yield to the
    iteration argument's users, and through memdesc views to their users)."""
    users: dict[Operation, None] = {}
    queue = [use for result in op.results for use in result.uses]
    loop_body = for_op.body.block
    while queue:
        use = queue.pop()
        owner = use.operation
        if isinstance(owner, YieldOp) and owner.parent_op() is for_op:
            queue.extend(loop_body.args[use.index + 1].uses)
            continue
        if is_memdesc_view(owner):
            queue.extend(owner.results[0].uses)
            continue
        top = loop_body.find_ancestor_op_in_block(owner)
        if top is not None:
            users.setdefault(top, None)
    return list(users)


def first_use(op: Operation | list[Operation], for_op: ForOp, schedule: CoarseSchedule) -> Operation:
    """getFirstUseOfPipelinedOp: the user (of any of the ops) of the earliest stage, then the
    earliest cluster, then the first in the block."""
    body_position = {body_op: index for index, body_op in enumerate(for_op.body.block.ops)}

    def order(user: Operation) -> tuple[int, int, int]:
        stage, cluster = schedule[user]
        return stage, schedule.clusters.id(cluster), body_position[user]

    ops = op if isinstance(op, list) else [op]
    return min({user: None for one in ops for user in top_level_users(one, for_op)}, key=order)


def add_iter_args(for_op: ForOp, inits: list[SSAValue]) -> ForOp:
    """addIterArgsToLoop: a new loop with `inits` appended, the old body moved into it."""
    new_for = ForOp(for_op.lowerBound, for_op.upperBound, for_op.step, [*for_op.initArgs, *inits], Region())
    new_for.attributes.update(for_op.attributes)
    new_for.properties.update(for_op.properties)
    new_for.location = for_op.location
    block = for_op.body.block
    for_op.body.detach_block(block)
    new_for.body.add_block(block)
    for init in inits:
        block.insert_arg(init.type, len(block.args)).location = value_location(init)
    for_op.parent.insert_op_before(new_for, for_op)
    for old, new in zip(for_op.results, new_for.results):
        old.replace_all_uses_with(new)
    for_op.detach()
    for_op.erase()
    return new_for


def single_buffer_view(buffer: SSAValue, index: SSAValue) -> MemDescIndexOp:
    """createSingleBufferView: slot `index` of a multi-buffer."""
    buffer_type: MemDescType = buffer.type
    view_type = MemDescType(
        buffer_type.shape[1:], buffer_type.element_type, buffer_type.encoding, buffer_type.memory_space,
        buffer_type.mutable,
    )
    return MemDescIndexOp(buffer, index, view_type)


def increment_modulo(insert, counter: SSAValue, modulus: SSAValue, zero: SSAValue, one: SSAValue) -> SSAValue:
    """createIncrementModulo: counter + 1 wrapped to 0 at `modulus`."""
    return increment_modulo_with_wrap(insert, counter, modulus, zero, one)[0]


def increment_modulo_with_wrap(
    insert, counter: SSAValue, modulus: SSAValue, zero: SSAValue, one: SSAValue
) -> tuple[SSAValue, SSAValue]:
    """createIncrementModulo with outWrapCond: the next counter and whether it wrapped."""
    add_one = insert(AddIOp(counter, one))
    out_of_range = insert(CmpIOp("sge", add_one.result, modulus))
    return insert(SelectOp(out_of_range.result, zero, add_one.result)).result, out_of_range.result


def replace_uses_with_local_load(
    insert: StagedInserter, old: SSAValue, view: SSAValue, token: SSAValue | None
) -> None:
    """replaceUsesWithLocalLoad: local_allocs of `old` with the slot's encoding become the slot
    (their views rebuilt on it); any other user reads the slot through a local_load."""
    allocs = []
    for user in {use.operation: None for use in old.uses}:
        if isinstance(user, LocalAllocOp) and user.result.type.encoding == view.type.encoding:
            replace_uses_and_propagate_type(user, view, insert.place)
            allocs.append(user)
    if len([use for use in old.uses if use.operation not in allocs]) > 0:
        local_load = insert(LocalLoadOp(view, old.type, token))
        for use in list(old.uses):
            if use.operation is not local_load and use.operation not in allocs:
                use.operation.operands[use.index] = local_load.result
    for alloc in allocs:
        insert.schedule.erase(alloc)
        alloc.detach()
        alloc.erase()



def create_barrier_alloc(for_op: ForOp, count: int) -> SSAValue:
    """createBarrierAlloc (createScalarAlloc): `count` mbarriers before the loop, each
    initialised for one arrival; after the loop each is invalidated and the array freed."""
    num_ctas = num_ctas_of(for_op)
    encoding = SwizzledSharedEncodingAttr(1, 1, 1, [0], [[0]] * log2_floor(num_ctas))
    alloc = LocalAllocOp(MemDescType([count, 1], i64, encoding, SharedMemorySpaceAttr(), True))
    before = [alloc]
    for index in range(count):
        before += barrier_slot(alloc.result, index, InitBarrierOp, {"count": IntegerAttr(1, i32)})
    after = []
    for index in range(count):
        after += barrier_slot(alloc.result, index, InvalBarrierOp, {})
    after.append(LocalDeallocOp(alloc.result))
    for op in before:
        op.location = for_op.location
        for_op.parent.insert_op_before(op, for_op)
    anchor = for_op
    for op in after:
        op.location = for_op.location
        for_op.parent.insert_op_after(op, anchor)
        anchor = op
    return alloc.result


def barrier_slot(barriers: SSAValue, index: int, op_class, properties: dict) -> list[Operation]:
    """createSingleBufferView with a constant index, and `op_class` on that slot."""
    constant = i32_constant(index)
    view = single_buffer_view(barriers, constant.result)
    return [constant, view, op_class.build(operands=[view.result], properties=properties)]
