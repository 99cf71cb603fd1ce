"""Lowering of a scheduled loop's loads to multi-buffered async copies (upstream
Pipeliner/LowerLoops.cpp, lowerLoads, createAsyncCopy, createTMABarrierAndWait,
createTMAAsyncCopy and loadRequiresAdditionalBuffer; helpers of PipeliningUtility.cpp).

A `tt.load` whose first use is `d > 0` stages later (one more when a later cluster uses it)
gets a `d`-deep `ttg.local_alloc` (one more slot when it feeds a wgmma straight from shared
memory: the async wgmma still reads the previous slot), an `async_copy_global_to_local` +
`async_commit_group` at the load's placement into the slot of the loop-carried insert index,
and an `async_wait` + `memdesc_index` (+ `local_load`) at its first use's placement reading the
slot of the loop-carried extract index. A `local_alloc` of the loaded value becomes the slot
itself, its memdesc views rebuilt on the (mutable) slot. Loads of the same depth form a group
sharing the two indices; scalar loads of 32 bits or more first become one-element tensor loads.

A descriptor load or gather (TMA) always pipelines: its buffer takes the descriptor's shared
layout, the copy is a `ttng.async_tma_copy_global_to_local` (or `async_tma_gather`) signalling an
mbarrier of a `depth`-deep barrier array (created and initialised before the loop, invalidated
after it). Consecutive TMA loads of one placement and depth, with no use in between, share one
barrier: a `ttng.barrier_expect` of their total bytes before the first, a `ttng.wait_barrier` on
the group's phase (a third loop-carried value of the group, flipped each time the extract index
wraps) after the last, at the first use's placement; the users read the slot after the wait.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, TensorType, i1, i32
from xdsl.ir import Block, Operation, SSAValue

from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.dialects.arith import ConstantOp, SelectOp, XOrIOp
from ttopt.dialects.folding import is_zero_const
from ttopt.dialects.scf import ForOp, YieldOp
from ttopt.dialects.tt.descriptor import DescriptorGatherOp, DescriptorLoadOp
from ttopt.dialects.tt.memory import LoadOp
from ttopt.dialects.tt.shape import SplatOp, UnsplatOp
from ttopt.dialects.ttg.layouts import (
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
)
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttng.ops import (
    AsyncTMACopyGlobalToLocalOp,
    AsyncTMAGatherOp,
    BarrierExpectOp,
    WaitBarrierOp,
    WarpGroupDotOp,
)
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.ir.diagnostics import Severity, emit, op_diagnostic
from ttopt.layouts.conversions import shape_per_cta, to_linear_layout
from ttopt.layouts.queries import linear_encoding
from ttopt.transforms.nvidia.tma_utilities import (
    encoding_from_descriptor,
    translate_tma_indices,
)
from ttopt.transforms.tritongpu.pipeliner.pipelining_utility import (
    StagedInserter,
    add_iter_args,
    create_barrier_alloc,
    first_use,
    i32_constant,
    increment_modulo,
    increment_modulo_with_wrap,
    replace_uses_with_local_load,
    shared_encoding_for_dot_user,
    single_buffer_view,
    top_level_users,
)
from ttopt.transforms.tritongpu.pipeliner.schedule import (
    CoarseSchedule,
    schedule_dependencies,
)
from ttopt.transforms.tritongpu.reduce_data_duplication import cga_bases
from ttopt.transforms.tritongpu.utility import (
    element_bit_width,
    int_or_float_bit_width,
    is_memdesc_view,
    set_type,
)

NO_VECTORIZED_COPY_REMARK = (
    "Pipelining load that cannot use vectorized copy. This will likely lead to pipelining in registers and "
    "severe performance degradation."
)
DIFFERENT_ENCODINGS_REMARK = (
    "Pipelining load with different use encodings. This will lead to layout conversions and performance "
    "degradation."
)


# -- which loads, how deep -----------------------------------------------------------------------


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


def shared_encoding_if_all_users_are_dot(value: SSAValue):
    """getSharedEncIfAllUsersAreDotEnc: the swizzled encoding every user needs when each is a
    conversion (or local_load) to a dot operand or to a layout shaped like one
    (swizzleDotOperandLike), or a swizzled buffer used only that way; None otherwise or when
    they disagree."""
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
            candidate = shared_encoding_for_dot_user(user, value.type, result_type)
            if candidate is None:
                return None
        if found is not None and found != candidate:
            return None
        found = candidate
    return found


def shared_encoding(load: Operation):
    """getSharedEncoding: the descriptor's layout for a TMA load; else the first local_alloc
    user's encoding (a remark when another one differs), else the dot operands', else
    unswizzled."""
    alloc_encodings = [use.operation.result.type.encoding for use in load.result.uses
                       if isinstance(use.operation, LocalAllocOp)]
    for encoding in alloc_encodings[1:]:
        if encoding != alloc_encodings[0]:
            emit(op_diagnostic(load, Severity.REMARK, DIFFERENT_ENCODINGS_REMARK))
    if isinstance(load, TMA_LOADS):
        return encoding_from_descriptor(load, load.result.type, load.desc)
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


def must_load_to_registers(load: Operation) -> bool:
    """mustLoadToRegisters: a non-zero `other`, a use other than one local_alloc, or (TMA) a
    local_alloc in another layout than the descriptor's."""
    if isinstance(load, LoadOp) and load.other is not None and not is_zero_const(load.other):
        return True
    uses = list(load.results[0].uses)
    if len(uses) != 1 or not isinstance(uses[0].operation, LocalAllocOp):
        return True
    if isinstance(load, TMA_LOADS):
        return encoding_from_descriptor(load, load.result.type, load.desc) != uses[0].operation.result.type.encoding
    return False


def non_view_users(op: Operation) -> list[Operation]:
    """The users of `op`, looking through memdesc views."""
    found = []
    for use in op.results[0].uses:
        user = use.operation
        found += non_view_users(user) if is_memdesc_view(user) else [user]
    return found


def load_requires_additional_buffer(load: Operation) -> bool:
    """loadRequiresAdditionalBuffer: a load copied straight into a buffer that a warp_group_dot
    reads (the async wgmma keeps reading one more slot)."""
    if must_load_to_registers(load):
        return False
    alloc = next(iter(load.results[0].uses)).operation
    return any(isinstance(user, WarpGroupDotOp) for user in non_view_users(alloc))


# -- the rewrite -----------------------------------------------------------------------------------


TMA_LOADS = (DescriptorLoadOp, DescriptorGatherOp)


class AsyncLoad:
    """AsyncLoad: a load to pipeline, its buffer depth and layout; for a TMA load, the barrier
    slot its copy signals and the wait its users follow."""

    def __init__(self, load: Operation, depth: int, encoding, contiguity: int):
        self.load, self.depth, self.encoding, self.contiguity = load, depth, encoding, contiguity
        self.alloc: SSAValue | None = None
        self.barrier: SSAValue | None = None
        self.wait: Operation | None = None

    @property
    def is_tma(self) -> bool:
        return isinstance(self.load, TMA_LOADS)


def pipelined_loads(
    for_op: ForOp, schedule: CoarseSchedule, axis_info: ModuleAxisInfoAnalysis
) -> tuple[list[AsyncLoad], list[LoadOp]]:
    """The loads to copy asynchronously (in body order), and the scalar loads to turn into
    one-element tensor loads first (their copies are built after that conversion)."""
    loads, scalar_loads = [], []
    for op in list(for_op.body.block.ops):
        if not isinstance(op, LoadOp | DescriptorLoadOp | DescriptorGatherOp):
            continue
        depth = def_use_stage_diff(op, for_op, schedule)
        if depth == 0:
            continue
        if isinstance(op, TMA_LOADS):
            encoding = shared_encoding(op)
            loads.append(AsyncLoad(op, depth + int(load_requires_additional_buffer(op)), encoding, 1))
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


def _insert_unused_zero(for_op: ForOp) -> None:
    """Upstream's createAsyncCopy and createTMAAsyncCopy build an (unused) i32 zero before the
    loop for every load; the final cleanup drops it, and its place in the constant order shows."""
    unused_zero = i32_constant(0)
    unused_zero.location = for_op.location
    for_op.parent.insert_op_before(unused_zero, for_op)


def create_async_copy(
    for_op: ForOp, load: AsyncLoad, insert_index: SSAValue, extract_index: SSAValue, schedule: CoarseSchedule
) -> None:
    """createAsyncCopy: copy + commit at the load, wait + view (+ local_load) at its first use."""
    op = load.load
    _insert_unused_zero(for_op)
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
    if op.other is None or is_zero_const(op.other):
        replace_uses_with_local_load(insert, op.result, view_load.result, wait.retToken)
    elif op.result.uses:
        # cp.async fills masked-off elements with zeros: a select restores `other`.
        local_load = insert(LocalLoadOp(view_load.result, op.result.type, wait.retToken))
        select = insert(SelectOp(op.mask, local_load.result, op.other))
        op.result.replace_all_uses_with(select.result)
    schedule.erase(op)
    op.detach()
    op.erase()


class LoadGroup:
    """LoadGroupInfo: the loop-carried counters of the loads of one depth (an insert and an
    extract index starting at -1, and for TMA loads a barrier phase starting at 0), their
    argument positions, and their next values."""

    def __init__(self, depth: int, has_tma: bool, first_arg: int):
        self.depth, self.has_tma = depth, has_tma
        self.args = list(range(first_arg, first_arg + 2 + int(has_tma)))
        self.insert_index: SSAValue | None = None
        self.extract_index: SSAValue | None = None
        self.phase: SSAValue | None = None

    def next_values(self) -> list[SSAValue]:
        return [self.insert_index, self.extract_index, *([self.phase] if self.has_tma else [])]


def load_groups(loads: list[AsyncLoad], first_arg: int) -> dict[int, LoadGroup]:
    """The groups by depth, in the order their first load comes."""
    groups: dict[int, LoadGroup] = {}
    for load in loads:
        if load.depth not in groups:
            groups[load.depth] = LoadGroup(load.depth, False, 0)
        groups[load.depth].has_tma |= load.is_tma
    position = first_arg
    for depth, group in list(groups.items()):
        groups[depth] = LoadGroup(depth, group.has_tma, position)
        position += len(groups[depth].args)
    return groups


def add_group_counters(for_op: ForOp, loads: list[AsyncLoad]) -> tuple[ForOp, YieldOp, dict[int, LoadGroup], tuple]:
    """The loop rebuilt with each group's counters, its new yield passing them through until
    their next values exist, and the -1, 0 and 1 built before the loop."""
    constants = [i32_constant(-1), i32_constant(0), i32_constant(1)]
    for constant in constants:
        constant.location = for_op.location
        for_op.parent.insert_op_before(constant, for_op)
    minus_one, zero, one = (constant.result for constant in constants)
    groups = load_groups(loads, len(for_op.body.block.args))
    inits = [value for group in groups.values() for value in [minus_one, minus_one, *([zero] if group.has_tma else [])]]
    old_yield = for_op.body.block.last_op
    for_op = add_iter_args(for_op, inits)
    new_yield = YieldOp(*old_yield.operands, *inits)
    new_yield.location = old_yield.location
    for_op.body.block.insert_op_before(new_yield, old_yield)
    old_yield.detach()
    old_yield.erase()
    return for_op, new_yield, groups, (zero, one)


def count_group_indices(for_op: ForOp, groups: dict[int, LoadGroup], zero: SSAValue, one: SSAValue) -> None:
    """Each group's next insert and extract index, counted modulo its depth at the start of the
    body, at the loop's location, and its phase, flipped when the extract index wraps. As
    upstream builds them, each group goes in front of the groups before it."""
    loop_body: Block = for_op.body.block
    for group in groups.values():
        insert = StagedInserter(loop_body.first_op, None, None, for_op.location)
        counters = [loop_body.args[position] for position in group.args]
        modulus = insert(i32_constant(group.depth)).result
        group.insert_index = increment_modulo(insert, counters[0], modulus, zero, one)
        group.extract_index, wrapped = increment_modulo_with_wrap(insert, counters[1], modulus, zero, one)
        if group.has_tma:
            flipped = insert(XOrIOp(counters[2], one)).result
            group.phase = insert(SelectOp(wrapped, flipped, counters[2])).result


# -- TMA loads -------------------------------------------------------------------------------------


def tma_group_users(load: AsyncLoad) -> list[Operation]:
    """The ops of the load's block a TMA load group must not reach past: the load's users (their
    ancestors in the block), or the users of the local_alloc it is copied straight into."""
    op = load.load
    found = []
    for user in [use.operation for use in op.result.uses]:
        if not must_load_to_registers(op) and user.parent is op.parent:
            found += [use.operation for use in user.results[0].uses]
            continue
        ancestor = op.parent.find_ancestor_op_in_block(user)
        if ancestor is not None:
            found.append(ancestor)
    return found


def tma_wait_groups(loads: list[AsyncLoad], schedule: CoarseSchedule) -> list[list[AsyncLoad]]:
    """createTMABarrierAndWait's grouping: from each TMA load, the following TMA loads of the
    same depth and placement, until a user of the group or a load of another depth."""
    by_op = {load.load: load for load in loads}
    visited: set[Operation] = set()
    groups = []
    for load in loads:
        if not load.is_tma or load.load in visited:
            continue
        group, users = [load], set(tma_group_users(load))
        visited.add(load.load)
        next_op = load.load.next_op
        while next_op is not None:
            if next_op in users or next_op in visited:
                break
            candidate = by_op.get(next_op)
            if candidate is not None and candidate.is_tma:
                if candidate.depth != load.depth:
                    break
                if schedule[load.load] == schedule[next_op]:
                    group.append(candidate)
                    visited.add(next_op)
                    users.update(tma_group_users(candidate))
            next_op = next_op.next_op
        groups.append(group)
    return groups


def tma_bytes(load: Operation) -> int:
    tensor = load.result.type
    elements = 1
    for size in shape_per_cta(tensor.encoding, tensor.get_shape()):
        elements *= size
    return elements * scalar_bit_width(tensor.element_type) // 8


def create_tma_barriers_and_waits(
    for_op: ForOp, loads: list[AsyncLoad], groups: dict[int, LoadGroup], schedule: CoarseSchedule
) -> None:
    """createTMABarrierAndWait: per wait group, a barrier array, the expect before its first
    load and the wait after its last."""
    for wait_group in tma_wait_groups(loads, schedule):
        first, last = wait_group[0].load, wait_group[-1].load
        counters = groups[wait_group[0].depth]
        barriers = create_barrier_alloc(for_op, wait_group[0].depth)
        insert = StagedInserter(first, schedule, schedule[first], for_op.location)
        barrier = insert(single_buffer_view(barriers, counters.insert_index)).result
        predicate = insert(ConstantOp(IntegerAttr(1, i1), i1)).result
        insert(BarrierExpectOp.build(
            operands=[barrier, predicate], properties={"size": IntegerAttr(sum(tma_bytes(g.load) for g in wait_group), i32)}
        ))
        use = first_use([g.load for g in wait_group], for_op, schedule)
        after = StagedInserter(last.next_op, schedule, schedule[use], for_op.location)
        wait_slot = after(single_buffer_view(barriers, counters.extract_index)).result
        wait = after(WaitBarrierOp.build(operands=[wait_slot, counters.phase, [], []]))
        for load in wait_group:
            load.barrier, load.wait = barrier, wait


def create_tma_async_copy(
    for_op: ForOp, load: AsyncLoad, insert_index: SSAValue, extract_index: SSAValue, schedule: CoarseSchedule
) -> None:
    """createTMAAsyncCopy (createTMAAsyncLoad, createTMAAsyncGather): the copy into the insert
    slot at the load's placement; after the group's wait, at the first use's placement, the
    users read the extract slot."""
    op = load.load
    _insert_unused_zero(for_op)
    use = first_use(op, for_op, schedule)
    insert = StagedInserter(op, schedule, schedule[op])
    view = insert(single_buffer_view(load.alloc, insert_index)).result
    predicate = insert(ConstantOp(IntegerAttr(1, i1), i1)).result
    if isinstance(op, DescriptorLoadOp):
        indices = translate_tma_indices(insert, op.desc.type.block_type.encoding, op.indices)
        insert(AsyncTMACopyGlobalToLocalOp.build(operands=[op.desc, indices, load.barrier, view, predicate]))
    else:
        insert(AsyncTMAGatherOp.build(operands=[op.desc, op.x_offsets, op.y_offset, load.barrier, view, predicate]))
    after = StagedInserter(load.wait.next_op, schedule, schedule[use], op.location)
    view_load = after(single_buffer_view(load.alloc, extract_index)).result
    replace_uses_with_local_load(after, op.result, view_load, None)
    schedule.erase(op)
    op.detach()
    op.erase()


# -- the loop --------------------------------------------------------------------------------------


def lower_loads(for_op: ForOp, schedule: CoarseSchedule, axis_info: ModuleAxisInfoAnalysis) -> ForOp:
    """lowerLoads: returns the (possibly rebuilt) loop."""
    loads, scalar_loads = pipelined_loads(for_op, schedule, axis_info)
    for scalar_load in scalar_loads:
        convert_scalar_to_tensor_load(scalar_load, schedule, for_op)
    if not loads:
        return for_op
    for load in loads:
        load.alloc = create_alloc(for_op, load)
    for_op, new_yield, groups, (zero, one) = add_group_counters(for_op, loads)
    count_group_indices(for_op, groups, zero, one)
    create_tma_barriers_and_waits(for_op, loads, groups, schedule)
    for load in loads:
        group = groups[load.depth]
        if load.is_tma:
            create_tma_async_copy(for_op, load, group.insert_index, group.extract_index, schedule)
        else:
            create_async_copy(for_op, load, group.insert_index, group.extract_index, schedule)
    for group in groups.values():
        for position, value in zip(group.args, group.next_values()):
            new_yield.operands[position - 1] = value
    schedule_dependencies(for_op, schedule)
    if any(not load.is_tma for load in loads):
        wait = AsyncWaitOp([], 0)
        wait.location = for_op.location
        for_op.parent.insert_op_after(wait, for_op)
    return for_op
