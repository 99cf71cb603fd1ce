"""Lowering of a scheduled loop's loads to multi-buffered cp.async copies (upstream
Pipeliner/LowerLoops.cpp, lowerLoads, createAsyncCopy and loadRequiresAdditionalBuffer;
helpers of PipeliningUtility.cpp).

A `tt.load` whose first use is `d > 0` stages later (one more when a later cluster uses it)
gets a `d`-deep `ttg.local_alloc` (one more slot when it feeds a wgmma straight from shared
memory: the async wgmma still reads the previous slot), an `async_copy_global_to_local` +
`async_commit_group` at the load's placement into the slot of the loop-carried insert index,
and an `async_wait` + `memdesc_index` (+ `local_load`) at its first use's placement reading the
slot of the loop-carried extract index. A `local_alloc` of the loaded value becomes the slot
itself, its memdesc views rebuilt on the (mutable) slot. Loads of the same depth form a group
sharing the two indices; scalar loads of 32 bits or more first become one-element tensor loads.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, TensorType, i32
from xdsl.ir import Block, Operation, Region, SSAValue

from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.dialects.arith import AddIOp, CmpIOp, ConstantOp, SelectOp
from ttopt.dialects.scf import ForOp, YieldOp
from ttopt.dialects.tt.memory import LoadOp
from ttopt.dialects.tt.shape import SplatOp, UnsplatOp
from ttopt.dialects.ttg.layouts import (
    DotOperandEncodingAttr,
    SharedMemorySpaceAttr,
    SwizzledSharedEncodingAttr,
    default_blocked_encoding,
    num_ctas_of,
    num_warps_of,
    threads_per_warp_of,
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
from ttopt.dialects.ttng.ops import WaitBarrierOp, WarpGroupDotOp
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.ir.diagnostics import Severity, emit, op_diagnostic
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
from ttopt.transforms.tritongpu.utility import (
    element_bit_width,
    int_or_float_bit_width,
    is_memdesc_view,
    replace_uses_and_propagate_type,
    set_type,
    value_location,
)

NO_VECTORIZED_COPY_REMARK = (
    "Pipelining load that cannot use vectorized copy. This will likely lead to pipelining in registers and "
    "severe performance degradation."
)
DIFFERENT_ENCODINGS_REMARK = (
    "Pipelining load with different use encodings. This will lead to layout conversions and performance "
    "degradation."
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


def i32_constant(value: int) -> ConstantOp:
    return ConstantOp(IntegerAttr(value, i32), i32)


# -- which loads, how deep -----------------------------------------------------------------------


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


def def_use_stage_diff(op: Operation, for_op: ForOp, schedule: CoarseSchedule) -> int:
    """getDefUseStageDiff: stages from the load to its earliest user (local_alloc users count
    through; a user in a later cluster counts one stage later), or to its latest
    wait_barrier user when that is later."""
    def_stage, def_cluster = schedule[op]
    users = top_level_users(op, for_op)
    for user in list(users):
        if isinstance(user, LocalAllocOp):
            users += [u for u in top_level_users(user, for_op) if u not in users]
    use_stage = None
    for user in users:
        stage, cluster = schedule[user]
        if schedule.clusters.id(cluster) > schedule.clusters.id(def_cluster):
            stage += 1
        use_stage = stage if use_stage is None else min(use_stage, stage)
    for user in users:
        if isinstance(user, WaitBarrierOp):
            stage = schedule[user][0]
            use_stage = stage if use_stage is None else max(use_stage, stage)
    return 0 if use_stage is None else use_stage - def_stage


def first_use(op: Operation, for_op: ForOp, schedule: CoarseSchedule) -> Operation:
    """getFirstUseOfPipelinedOp: the user of the earliest stage, then the earliest cluster,
    then the first in the block."""
    body_position = {body_op: index for index, body_op in enumerate(for_op.body.block.ops)}

    def order(user: Operation) -> tuple[int, int, int]:
        stage, cluster = schedule[user]
        return stage, schedule.clusters.id(cluster), body_position[user]

    return min(top_level_users(op, for_op), key=order)


def shared_encoding_if_all_users_are_dot(value: SSAValue):
    """getSharedEncIfAllUsersAreDotEnc: the swizzled encoding every user needs when each is a
    conversion (or local_load) to a dot operand, or a swizzled buffer used only that way; None
    otherwise or when they disagree. (Upstream's swizzleDotOperandLike fallback for conversions
    to other layouts is not implemented: such users give None.)"""
    found = None
    for user in {use.operation: None for use in value.uses}:
        if len(user.results) != 1:
            return None
        result_type = user.results[0].type
        if isinstance(result_type, MemDescType):
            candidate = result_type.encoding
            if not isinstance(candidate, SwizzledSharedEncodingAttr):
                return None
            if shared_encoding_if_all_users_are_dot(user.results[0]) is None:
                return None
        else:
            if not isinstance(user, LocalLoadOp | ConvertLayoutOp):
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
    """getSharedEncoding: the first local_alloc user's encoding (a remark when another one
    differs), else the dot operands', else unswizzled."""
    alloc_encodings = [use.operation.result.type.encoding for use in load.result.uses
                       if isinstance(use.operation, LocalAllocOp)]
    for encoding in alloc_encodings[1:]:
        if encoding != alloc_encodings[0]:
            emit(op_diagnostic(load, Severity.REMARK, DIFFERENT_ENCODINGS_REMARK))
    if alloc_encodings:
        return alloc_encodings[0]
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


def async_copy_contiguity(op: LoadOp, axis_info: ModuleAxisInfoAnalysis) -> int:
    """The elements one cp.async of a thread may cover: the pointers' contiguity, bounded by
    the mask's alignment."""
    contiguity = axis_info.get_contiguity(op.ptr)
    if op.mask is not None:
        contiguity = min(contiguity, axis_info.get_mask_alignment(op.mask))
    return max(1, contiguity)


def can_be_converted_to_async_load(op: LoadOp, axis_info: ModuleAxisInfoAnalysis) -> bool:
    """canBeConvertedToAsyncLoad: cp.async copies 4, 8 or 16 bytes, so a thread's vector must
    have at least 32 bits."""
    return async_copy_contiguity(op, axis_info) * element_bit_width(op.ptr.type) >= 32


def must_load_to_registers(load: LoadOp) -> bool:
    """mustLoadToRegisters: a non-zero `other`, or a use other than one local_alloc."""
    if load.other is not None and not is_zero_constant(load.other):
        return True
    uses = list(load.result.uses)
    return len(uses) != 1 or not isinstance(uses[0].operation, LocalAllocOp)


def non_view_users(op: Operation) -> list[Operation]:
    """The users of `op`, looking through memdesc views."""
    found = []
    for use in op.results[0].uses:
        user = use.operation
        found += non_view_users(user) if is_memdesc_view(user) else [user]
    return found


def load_requires_additional_buffer(load: LoadOp) -> bool:
    """loadRequiresAdditionalBuffer: a load copied straight into a buffer that a warp_group_dot
    reads (the async wgmma keeps reading one more slot)."""
    if must_load_to_registers(load):
        return False
    alloc = next(iter(load.result.uses)).operation
    return any(isinstance(user, WarpGroupDotOp) for user in non_view_users(alloc))


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
    def __init__(self, load: LoadOp, depth: int, encoding, contiguity: int):
        self.load, self.depth, self.encoding, self.contiguity = load, depth, encoding, contiguity
        self.alloc: SSAValue | None = None


def pipelined_loads(
    for_op: ForOp, schedule: CoarseSchedule, axis_info: ModuleAxisInfoAnalysis
) -> tuple[list[AsyncLoad], list[LoadOp]]:
    """The loads to copy asynchronously (in body order), and the scalar loads to turn into
    one-element tensor loads first (their copies are built after that conversion)."""
    loads, scalar_loads = [], []
    for op in list(for_op.body.block.ops):
        if not isinstance(op, LoadOp):
            continue
        depth = def_use_stage_diff(op, for_op, schedule)
        if depth == 0:
            continue
        if not isinstance(op.result.type, TensorType):
            if int_or_float_bit_width(op.result.type) >= 32:
                scalar_loads.append(op)
                loads.append(AsyncLoad(op, depth, scalar_shared_encoding(), 1))
            elif depth > 1:
                emit(op_diagnostic(op, Severity.REMARK, NO_VECTORIZED_COPY_REMARK))
            continue
        encoding = shared_encoding(op)
        async_copyable = can_be_converted_to_async_load(op, axis_info)
        if not (async_copyable and copy_vec_bytes(op.result.type, encoding) >= 4):
            # Distance-1 loads pipeline in registers without loss: only deeper ones are reported.
            if depth > 1:
                emit(op_diagnostic(op, Severity.REMARK, NO_VECTORIZED_COPY_REMARK))
            continue
        if load_requires_additional_buffer(op):
            depth += 1
        loads.append(AsyncLoad(op, depth, encoding, async_copy_contiguity(op, axis_info)))
    return loads, scalar_loads


def scalar_shared_encoding() -> SwizzledSharedEncodingAttr:
    """The unswizzled one-element buffer layout of a pipelined scalar load."""
    return SwizzledSharedEncodingAttr(1, 1, 1, [0], [])


def convert_scalar_to_tensor_load(load: LoadOp, schedule: CoarseSchedule, for_op: ForOp) -> None:
    """convertScalarToTensorLoad: the load reads a tensor<1> (pointer, mask and other splatted
    at its placement) and a tt.unsplat at its first use's placement gives its users the scalar."""
    scalar_type = load.result.type
    insert = StagedInserter(load, schedule, schedule[load])
    encoding = default_blocked_encoding([1], num_warps_of(load), threads_per_warp_of(for_op), num_ctas_of(for_op))
    for index, operand in enumerate(list(load.operands)):
        splat = insert(SplatOp(operand, TensorType(operand.type, [1], encoding)))
        load.operands[index] = splat.result
    set_type(load.result, TensorType(scalar_type, [1], encoding))
    use = first_use(load, for_op, schedule)
    unsplat = UnsplatOp(load.result)
    unsplat.location = load.location
    load.parent.insert_op_after(unsplat, load)
    schedule.insert(unsplat, *schedule[use])
    for result_use in list(load.result.uses):
        if result_use.operation is not unsplat:
            result_use.operation.operands[result_use.index] = unsplat.result


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
    add_one = insert(AddIOp(counter, one))
    out_of_range = insert(CmpIOp("sge", add_one.result, modulus))
    return insert(SelectOp(out_of_range.result, zero, add_one.result)).result


def replace_uses_with_local_load(insert: StagedInserter, old: SSAValue, view: SSAValue, token: SSAValue) -> None:
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


def create_async_copy(
    for_op: ForOp, load: AsyncLoad, insert_index: SSAValue, extract_index: SSAValue, schedule: CoarseSchedule
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
        op.cache.value.data, op.evict.value.data, op.isVolatile.value.data != 0, load.contiguity,
    ))
    commit = insert(AsyncCommitGroupOp([copy.token]))
    insert.placement = schedule[use]
    wait = insert(AsyncWaitOp([commit.asyncToken], 0))
    view_load = insert(single_buffer_view(load.alloc, extract_index))
    if op.other is None or is_zero_constant(op.other):
        replace_uses_with_local_load(insert, op.result, view_load.result, wait.retToken)
    elif op.result.uses:
        # cp.async fills masked-off elements with zeros: a select restores `other`.
        local_load = insert(LocalLoadOp(view_load.result, op.result.type, wait.retToken))
        select = insert(SelectOp(op.mask, local_load.result, op.other))
        op.result.replace_all_uses_with(select.result)
    schedule.erase(op)
    op.detach()
    op.erase()


class GroupIndices:
    """The loop rebuilt with an insert and an extract index (both starting at -1) per load
    group, its new yield (passing them through until the groups' increments exist), the first
    new argument's position, and the 0 and 1 the increments use."""

    def __init__(self, for_op: ForOp, new_yield: YieldOp, first_new_arg: int, zero: SSAValue, one: SSAValue):
        self.for_op, self.new_yield, self.first_new_arg, self.zero, self.one = (
            for_op, new_yield, first_new_arg, zero, one
        )


def add_group_indices(for_op: ForOp, depths: list[int]) -> GroupIndices:
    constants = [i32_constant(-1), i32_constant(0), i32_constant(1)]
    for constant in constants:
        constant.location = for_op.location
        for_op.parent.insert_op_before(constant, for_op)
    minus_one, zero, one = (constant.result for constant in constants)
    first_new_arg = len(for_op.body.block.args)
    old_yield = for_op.body.block.last_op
    for_op = add_iter_args(for_op, [minus_one] * (2 * len(depths)))
    new_yield = YieldOp(*old_yield.operands, *[minus_one] * (2 * len(depths)))
    new_yield.location = old_yield.location
    for_op.body.block.insert_op_before(new_yield, old_yield)
    old_yield.detach()
    old_yield.erase()
    return GroupIndices(for_op, new_yield, first_new_arg, zero, one)


def count_group_indices(
    group: GroupIndices, depths: list[int], schedule: CoarseSchedule
) -> dict[int, tuple[SSAValue, SSAValue]]:
    """Each group's next insert and extract index, counted modulo its depth at the start of the
    body, at the loop's location. As upstream builds them, each group goes in front of the
    groups before it."""
    for_op, first_new_arg, zero, one = group.for_op, group.first_new_arg, group.zero, group.one
    loop_body: Block = for_op.body.block
    indices: dict[int, tuple[SSAValue, SSAValue]] = {}
    for position, depth in enumerate(depths):
        insert = StagedInserter(loop_body.first_op, schedule, None, for_op.location)
        insert_arg = loop_body.args[first_new_arg + 2 * position]
        extract_arg = loop_body.args[first_new_arg + 2 * position + 1]
        modulus = insert(i32_constant(depth)).result
        indices[depth] = (
            increment_modulo(insert, insert_arg, modulus, zero, one),
            increment_modulo(insert, extract_arg, modulus, zero, one),
        )
    return indices


def lower_loads(for_op: ForOp, schedule: CoarseSchedule, axis_info: ModuleAxisInfoAnalysis) -> ForOp:
    """lowerLoads: returns the (possibly rebuilt) loop."""
    loads, scalar_loads = pipelined_loads(for_op, schedule, axis_info)
    for scalar_load in scalar_loads:
        convert_scalar_to_tensor_load(scalar_load, schedule, for_op)
    if not loads:
        return for_op
    for load in loads:
        load.alloc = create_alloc(for_op, load)
    depths = list(dict.fromkeys(load.depth for load in loads))
    group = add_group_indices(for_op, depths)
    for_op = group.for_op
    indices = count_group_indices(group, depths, schedule)
    for load in loads:
        create_async_copy(for_op, load, *indices[load.depth], schedule)
    for position, depth in enumerate(depths):
        yield_index = group.first_new_arg - 1 + 2 * position
        group.new_yield.operands[yield_index] = indices[depth][0]
        group.new_yield.operands[yield_index + 1] = indices[depth][1]
    schedule_dependencies(for_op, schedule)
    wait = AsyncWaitOp([], 0)
    wait.location = for_op.location
    for_op.parent.insert_op_after(wait, for_op)
    return for_op
