"""Lowering of a scheduled loop's loads to multi-buffered cp.async copies (upstream
Pipeliner/LowerLoops.cpp, lowerLoads and createAsyncCopy; helpers of PipeliningUtility.cpp).

A `tt.load` whose first use is `d > 0` stages later gets a `d`-deep `ttg.local_alloc` (one more
slot when it feeds a wgmma straight from shared memory), an `async_copy_global_to_local` +
`async_commit_group` at the load's placement into the slot of the loop-carried insert index, and
an `async_wait` + `memdesc_index` (+ `local_load`) at its first use's placement reading the slot
of the loop-carried extract index. Loads with the same depth share the two indices.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, TensorType, i32
from xdsl.ir import Operation, Region, SSAValue

from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.dialects.arith import AddIOp, CmpIOp, ConstantOp, SelectOp
from ttopt.dialects.scf import ForOp, YieldOp
from ttopt.dialects.tt.memory import LoadOp
from ttopt.dialects.ttg.layouts import (
    DotOperandEncodingAttr,
    NVMMASharedEncodingAttr,
    SharedMemorySpaceAttr,
    SwizzledSharedEncodingAttr,
)
from ttopt.dialects.ttg.ops import (
    AsyncCommitGroupOp,
    AsyncCopyGlobalToLocalOp,
    AsyncWaitOp,
    ConvertLayoutOp,
    LocalAllocOp,
    LocalDeallocOp,
    LocalLoadOp,
    MemDescIndexOp,
)
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttng.ops import WarpGroupDotOp
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.layouts.conversions import to_linear_layout
from ttopt.layouts.queries import linear_encoding
from ttopt.transforms.tritongpu.pipeliner.schedule import (
    Cluster,
    CoarseSchedule,
    schedule_dependencies,
)
from ttopt.transforms.tritongpu.reduce_data_duplication import (
    cga_bases,
    dot_operand_shared_encoding,
    order_for_memory,
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
        if self.placement is not None:
            self.schedule.insert(op, *self.placement)
        return op


def i32_constant(value: int) -> ConstantOp:
    return ConstantOp(IntegerAttr(value, i32), i32)


# -- which loads, how deep -----------------------------------------------------------------------


def top_level_users(value_owner: Operation, for_op: ForOp) -> list[Operation]:
    """getTopLevelUsersInLoop: users in the loop body, through the yield to the iter arg's users."""
    users: list[Operation] = []
    queue = [use for result in value_owner.results for use in result.uses]
    loop_body = for_op.body.block
    while queue:
        use = queue.pop()
        owner = use.operation
        if isinstance(owner, YieldOp) and owner.parent_op() is for_op:
            queue.extend(loop_body.args[use.index + 1].uses)
            continue
        top = loop_body.find_ancestor_op_in_block(owner)
        if top is not None and top not in users:
            users.append(top)
    return users


def def_use_stage_diff(op: Operation, for_op: ForOp, schedule: CoarseSchedule) -> int:
    """getDefUseStageDiff: stages from the load to its earliest user (local_alloc users count through)."""
    users = top_level_users(op, for_op)
    for user in list(users):
        if isinstance(user, LocalAllocOp):
            users += [u for u in top_level_users(user, for_op) if u not in users]
    if not users:
        return 0
    return min(schedule[user][0] for user in users) - schedule[op][0]


def first_use(op: Operation, for_op: ForOp, schedule: CoarseSchedule) -> Operation:
    """getFirstUseOfPipelinedOp: the user of the earliest stage, then the earliest cluster."""
    def stage_and_cluster(user: Operation) -> tuple[int, int]:
        stage, cluster = schedule[user]
        return stage, schedule.clusters.id(cluster)

    return min(top_level_users(op, for_op), key=stage_and_cluster)


def shared_encoding_if_all_users_are_dot(value: SSAValue):
    """getSharedEncIfAllUsersAreDotEnc (None when the users disagree or are not dot operands)."""
    found = None
    for user in {use.operation: None for use in value.uses}:
        if len(user.results) != 1:
            return None
        result_type = user.results[0].type
        if isinstance(result_type, MemDescType):
            candidate = result_type.encoding
            if shared_encoding_if_all_users_are_dot(user.results[0]) is None:
                return None
        else:
            if not isinstance(user, ConvertLayoutOp) and user.name != "tt.fp_to_fp":
                return None
            if not isinstance(result_type.encoding, DotOperandEncodingAttr):
                return None
            source = value.type
            candidate = dot_operand_shared_encoding(
                user, result_type.encoding, source.get_shape(), order_for_memory(source),
                cga_bases(source.encoding), scalar_bit_width(source.element_type),
            )
        if found is not None and found != candidate:
            return None
        found = candidate
    return found


def shared_encoding(load: LoadOp):
    """getSharedEncoding: a local_alloc user's encoding, else the dot operands', else unswizzled."""
    for use in load.result.uses:
        if isinstance(use.operation, LocalAllocOp):
            return use.operation.result.type.encoding
    tensor = load.result.type
    dot_encoding = shared_encoding_if_all_users_are_dot(load.result)
    if dot_encoding is not None:
        return dot_encoding
    return SwizzledSharedEncodingAttr(1, 1, 1, linear_encoding(tensor).order(), cga_bases(tensor.encoding))


def copy_vec_bytes(tensor: TensorType, encoding) -> int:
    """getCopyVecBytes: bytes a thread can copy at once from registers to the shared layout."""
    shape = tensor.get_shape()
    registers = to_linear_layout(tensor.encoding, shape)
    shared = to_linear_layout(encoding, shape)
    vector = registers.invert_and_compose(shared).get_num_consecutive_in_out()
    return vector * scalar_bit_width(tensor.element_type) // 8


def feeds_wgmma_from_shared(load: LoadOp) -> bool:
    """loadRequiresAdditionalBuffer: a zero-`other` load whose only user is an NVMMA local_alloc
    used by a warp_group_dot (the async wgmma keeps reading one more slot)."""
    if load.other is not None and not is_zero_constant(load.other):
        return False
    users = [use.operation for use in load.result.uses]
    if len(users) != 1 or not isinstance(users[0], LocalAllocOp):
        return False
    if not isinstance(users[0].result.type.encoding, NVMMASharedEncodingAttr):
        return False
    return any(isinstance(use.operation, WarpGroupDotOp) for use in users[0].result.uses)


def is_zero_constant(value: SSAValue) -> bool:
    """isZeroConst: a constant (or splat) zero."""
    owner = value.owner
    if not isinstance(owner, ConstantOp):
        return False
    attr = owner.value
    if isinstance(attr, IntegerAttr):
        return attr.value.data == 0
    values = getattr(attr, "get_values", None)
    if values is None:
        return False
    return all(float(v) == 0.0 for v in values())


# -- the rewrite -----------------------------------------------------------------------------------


class AsyncLoad:
    def __init__(self, load: LoadOp, depth: int, encoding):
        self.load, self.depth, self.encoding = load, depth, encoding
        self.alloc: SSAValue | None = None


def pipelined_loads(for_op: ForOp, schedule: CoarseSchedule) -> list[AsyncLoad]:
    loads = []
    for op in for_op.body.block.ops:
        if not isinstance(op, LoadOp) or not isinstance(op.result.type, TensorType):
            continue
        depth = def_use_stage_diff(op, for_op, schedule)
        if depth == 0:
            continue
        encoding = shared_encoding(op)
        if copy_vec_bytes(op.result.type, encoding) >= 4:
            loads.append(AsyncLoad(op, depth + 1 if feeds_wgmma_from_shared(op) else depth, encoding))
    return loads


def create_alloc(for_op: ForOp, load: AsyncLoad) -> SSAValue:
    """createAlloc: the `depth`-slot buffer before the loop, its dealloc right after it."""
    tensor = load.load.result.type
    buffer_type = MemDescType(
        [load.depth, *tensor.get_shape()], tensor.element_type, load.encoding, SharedMemorySpaceAttr(), True
    )
    alloc = LocalAllocOp(buffer_type)
    alloc.location = load.load.location
    for_op.parent.insert_op_before(alloc, for_op)
    dealloc = LocalDeallocOp(alloc.result)
    dealloc.location = for_op.location
    for_op.parent.insert_op_after(dealloc, for_op)
    return alloc.result


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
        block.insert_arg(init.type, len(block.args))
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
    add_one = insert(AddIOp(counter, one))
    out_of_range = insert(CmpIOp("sge", add_one.result, modulus))
    return insert(SelectOp(out_of_range.result, zero, add_one.result)).result


def create_async_copy(
    for_op: ForOp, load: AsyncLoad, insert_index: SSAValue, extract_index: SSAValue,
    schedule: CoarseSchedule, contiguity: int,
) -> None:
    """createAsyncCopy: copy + commit at the load, wait + view (+ local_load) at its first use."""
    op = load.load
    # upstream builds an (unused) zero before the loop for every load; the final cleanup drops it
    unused_zero = i32_constant(0)
    unused_zero.location = for_op.location
    for_op.parent.insert_op_before(unused_zero, for_op)
    use = first_use(op, for_op, schedule)
    insert = StagedInserter(op, schedule, schedule[op])
    view = insert(single_buffer_view(load.alloc, insert_index))
    copy = insert(AsyncCopyGlobalToLocalOp(
        op.ptr, view.result, op.mask, op.other,
        op.cache.value.data, op.evict.value.data, op.isVolatile.value.data != 0, contiguity,
    ))
    commit = insert(AsyncCommitGroupOp([copy.token]))
    insert.placement = schedule[use]
    wait = insert(AsyncWaitOp([commit.asyncToken], 0))
    view_load = insert(single_buffer_view(load.alloc, extract_index))
    if op.other is None or is_zero_constant(op.other):
        for user in [u.operation for u in op.result.uses]:
            if isinstance(user, LocalAllocOp) and user.result.type.encoding == load.alloc.type.encoding:
                user.result.replace_all_uses_with(view_load.result)
                schedule.erase(user)
                user.detach()
                user.erase()
    if op.result.uses:
        local_load = insert(LocalLoadOp(view_load.result, op.result.type, wait.retToken))
        result = local_load.result
        if op.other is not None and not is_zero_constant(op.other):
            result = insert(SelectOp(op.mask, result, op.other)).result
        op.result.replace_all_uses_with(result)
    schedule.erase(op)
    op.detach()
    op.erase()


def async_copy_contiguity(op: LoadOp, axis_info: ModuleAxisInfoAnalysis) -> int:
    contiguity = axis_info.get_contiguity(op.ptr)
    if op.mask is not None:
        contiguity = min(contiguity, axis_info.get_mask_alignment(op.mask))
    return max(1, contiguity)


def lower_loads(for_op: ForOp, schedule: CoarseSchedule, axis_info: ModuleAxisInfoAnalysis) -> ForOp:
    """lowerLoads: returns the (possibly rebuilt) loop."""
    loads = pipelined_loads(for_op, schedule)
    if not loads:
        return for_op
    contiguities = {load.load: async_copy_contiguity(load.load, axis_info) for load in loads}
    for load in loads:
        load.alloc = create_alloc(for_op, load)
    depths = list(dict.fromkeys(load.depth for load in loads))

    constants = [i32_constant(-1), i32_constant(0), i32_constant(1)]
    for constant in constants:
        constant.location = for_op.location
        for_op.parent.insert_op_before(constant, for_op)
    minus_one, zero, one = (c.result for c in constants)
    first_new_arg = len(for_op.body.block.args)
    old_yield = for_op.body.block.last_op
    for_op = add_iter_args(for_op, [minus_one] * (2 * len(depths)))
    loop_body = for_op.body.block
    new_yield = YieldOp(*old_yield.operands, *[minus_one] * (2 * len(depths)))
    new_yield.location = old_yield.location
    loop_body.insert_op_before(new_yield, old_yield)
    old_yield.detach()
    old_yield.erase()

    indices: dict[int, tuple[SSAValue, SSAValue]] = {}
    # The buffer indices are counted at the loop's location, as upstream builds them.
    insert = StagedInserter(loop_body.first_op, schedule, None, for_op.location)
    for position, depth in enumerate(depths):
        insert_arg = loop_body.args[first_new_arg + 2 * position]
        extract_arg = loop_body.args[first_new_arg + 2 * position + 1]
        modulus = insert(i32_constant(depth)).result
        indices[depth] = (
            increment_modulo(insert, insert_arg, modulus, zero, one),
            increment_modulo(insert, extract_arg, modulus, zero, one),
        )
    for load in loads:
        create_async_copy(for_op, load, *indices[load.depth], schedule, contiguities[load.load])
    for position, depth in enumerate(depths):
        yield_index = first_new_arg - 1 + 2 * position
        new_yield.operands[yield_index] = indices[depth][0]
        new_yield.operands[yield_index + 1] = indices[depth][1]
    schedule_dependencies(for_op, schedule)
    wait = AsyncWaitOp([], 0)
    wait.location = for_op.location
    for_op.parent.insert_op_after(wait, for_op)
    return for_op
