"""TMA copies (cp.async.bulk.tensor) between global memory and shared memory, their groups and
barriers: `ttng.async_tma_copy_global_to_local`, `async_tma_copy_local_to_global`,
`async_tma_reduce`, `async_tma_gather`, `async_tma_scatter`, `async_tma_store_wait` and
`ttng.async_copy_mbarrier_arrive`.

Upstream, Triton 3.6: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/LoadStoreOpToLLVM.cpp
(AsyncTMACopyGlobalToLocalOpConversion, convertTMAStoreLikeOp and its two users,
iterateGatherScatterIndices with AsyncTMAGather/ScatterOpConversion,
AsyncCopyMbarrierArriveOpConversion, TMAStoreWaitOpConversion).

A descriptor (`!tt.tensordesc`, an `!llvm.ptr` to the 128-byte tensor map) names a box of
global memory; the shared buffer (an `nvmma_shared` memdesc) may be larger than one box,
since a swizzled box is exactly one swizzle row wide (getTMABlockShape). The buffer is then
moved as several messages: `msg -> (dim0, dim1, ...)` strides over the boxes
(getMsgToPackedOffsetLayout), its inverse composed with the buffer's layout gives each
message's shared-memory offset, and each message adds its box's position to the
coordinates. Messages are spread over the warps, `num_warps` at a time, each issued by
one elected lane of its warp (`nvvm.elect.sync`, which also tells LLVM the copy is
uniform).

- Loads: `@$0 cp.async.bulk.tensor.Nd.shared::cluster.global.mbarrier::complete_tx::bytes
  [$1], [$2, {coords}], [$barrier];`, predicated by the op's predicate too; the bytes
  arrive on the mbarrier.
- Stores and reductions: `cp.async.bulk.tensor.Nd.global.shared::cta.bulk_group` (or
  `cp.reduce.async.bulk.tensor.Nd.global.shared::cta.<kind>.bulk_group`), then one
  `nvvm.cp.async.bulk.commit.group`; `async_tma_store_wait` is
  `nvvm.cp.async.bulk.wait_group N {read}`.
- Gather/scatter: `tile::gather4` / `tile::scatter4` move 4 rows (x offsets) of one
  column segment each; each warp handles the groups of 4 x offsets its registers hold.
  Upstream lowers them for any target; ptxas accepts them only from sm_100 on.
- Coordinates are given innermost first (`{x, y}`), as PTX wants them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.barrier import (
    barrier_base,
    cta_thread_id,
    launch_attached,
)
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder, unpack_ll_elements
from ttopt.conversion.tritongpu_to_llvm.driver import (
    ConversionRewriter,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.indices import apply_linear_layout
from ttopt.conversion.tritongpu_to_llvm.memory import SharedMemoryObject
from ttopt.dialects import nvvm
from ttopt.dialects.nvg.ops import WarpIdOp
from ttopt.dialects.tt.enums import (
    CACHE_MODIFIER,
    DESCRIPTOR_REDUCE_KIND,
    EVICTION_POLICY,
)
from ttopt.dialects.ttg.layouts import NVMMASharedEncodingAttr
from ttopt.dialects.ttg.types import MemDescType
from ttopt.layouts.conversions import (
    cta_split_num,
    nvmma_tma_block_shape,
    standard_out_dims,
)
from ttopt.layouts.linear_encoding import BLOCK, LANE, REGISTER, WARP
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.layouts.queries import linear_layout, shape_per_cta
from ttopt.support.math_extras import is_power_of_two, log2_floor

MSG = "msg"
"""The in dim numbering a transfer's TMA messages."""

# (pred, shared pointer, coordinates innermost first) -> the asm's operands in `$n` order.
CopyOperands = Callable[[SSAValue, SSAValue, list[SSAValue]], list[tuple[SSAValue, str]]]


# -- the messages of a transfer --------------------------------------------------------------------


def _nvmma_encoding(op: Operation, memdesc_type: MemDescType) -> NVMMASharedEncodingAttr:
    encoding = memdesc_type.encoding
    if not isinstance(encoding, NVMMASharedEncodingAttr):
        raise conversion_error(op, "TMA copies need a shared buffer with an #ttg.nvmma_shared encoding")
    return encoding


def _cta_order(encoding: Attribute, rank: int) -> list[int]:
    """CTAEncodingAttr::getCTAOrder: the dims in the order the CGA's block bases move along
    them, the others after in increasing order."""
    order: list[int] = []
    for basis in encoding.cga_layout:
        moving = next((dim for dim, value in enumerate(basis) if value), None)
        if moving is not None and moving not in order:
            order.append(moving)
    return order + [dim for dim in range(rank) if dim not in order]


def msg_to_packed_offset(op: Operation, memdesc_type: MemDescType) -> LinearLayout:
    """getMsgToPackedOffsetLayout: (msg, block) -> the box's origin in the buffer (packed elements)."""
    encoding = _nvmma_encoding(op, memdesc_type)
    shape = shape_per_cta(memdesc_type)
    rank = len(shape)
    box = nvmma_tma_block_shape(encoding, shape)
    names = standard_out_dims(rank)
    layout = LinearLayout.empty()
    for dim in range(rank):
        layout *= LinearLayout.strided_1d(shape[dim] // box[dim], box[dim], MSG, names[dim])
    split = cta_split_num(encoding)
    for dim in _cta_order(encoding, rank):
        layout *= LinearLayout.identity_1d(split[dim], BLOCK, names[dim])
    return layout


def msg_to_unpacked_offset(packed: LinearLayout, memdesc_type: MemDescType) -> LinearLayout:
    """getMsgToUnpackedOffsetLayout: fp4-padded rows count twice their packed elements."""
    if not memdesc_type.encoding.fp4_padded:
        return packed
    last_dim = standard_out_dims(len(memdesc_type.get_shape()))[-1]
    return LinearLayout.zeros_1d(1, MSG, last_dim, 2) * packed


def issue_tma_messages(
    b: LLVMBuilder, rw: ConversionRewriter, op: Operation, memdesc_type: MemDescType, base: SSAValue,
    thread: SSAValue, warp: SSAValue, pred: SSAValue, coords: Sequence[SSAValue], ptx: str, operands: CopyOperands,
) -> None:  # fmt: skip
    """The message loop AsyncTMACopyGlobalToLocalOpConversion and convertTMAStoreLikeOp share:
    `num_warps` messages at a time, message `copy + warp` in warp `warp`, each the instruction
    `ptx` on `operands(...)`."""
    packed = msg_to_packed_offset(op, memdesc_type)
    msg_to_shared = packed.invert_and_compose(linear_layout(memdesc_type))
    msg_to_offset = msg_to_unpacked_offset(packed, memdesc_type)
    element = rw.convert_type(memdesc_type.element_type)
    num_copies = msg_to_offset.in_dim_size(MSG)
    num_warps = rw.context.num_warps(op)
    warp_size = rw.context.threads_per_warp
    zero = b.i32_val(0)
    cta_id = b.cluster_cta_id()
    for copy in range(0, num_copies, num_warps):
        warps_to_copy = min(num_copies - copy, num_warps)
        if warps_to_copy == 1:
            warp = b.i32_val(0)
        box_pred = b.and_(pred, b.icmp_ult(thread, b.i32_val(warps_to_copy * warp_size)))
        copy_index = b.add(warp, b.i32_val(copy))
        offset = apply_linear_layout(b, msg_to_shared, [(MSG, copy_index), (BLOCK, zero)])[0][1]
        shared_pointer = b.gep(lt.ptr_type(3), element, base, offset)
        box_origin = apply_linear_layout(b, msg_to_offset, [(MSG, copy_index), (BLOCK, cta_id)])
        launch_attached(b, ptx, operands(box_pred, shared_pointer, _box_coordinates(b, coords, box_origin)))


def _box_coordinates(b: LLVMBuilder, coords: Sequence[SSAValue], box_origin: list) -> list[SSAValue]:
    """The op's coordinates plus the box's origin, innermost dim first."""
    rank = len(coords)
    result = []
    for i in range(rank):
        coord = coords[rank - i - 1]
        if i < len(box_origin):
            coord = b.add(coord, box_origin[len(box_origin) - i - 1][1])
        result.append(coord)
    return result


def _coordinate_list(first: int, count: int) -> str:
    return ", ".join(f"${first + i}" for i in range(count))


# -- loads ----------------------------------------------------------------------------------------


@lowering("ttng.async_tma_copy_global_to_local")
def lower_async_tma_copy_global_to_local(op: Operation, rw: ConversionRewriter) -> bool:
    """AsyncTMACopyGlobalToLocalOpConversion."""
    if CACHE_MODIFIER.keyword(op.cache) != "none":
        raise conversion_error(op, "cache modifiers not supported yet")
    if EVICTION_POLICY.keyword(op.evict) != "evict_normal":
        raise conversion_error(op, "eviction policy not supported yet")
    if op.isVolatile.value.data:
        raise conversion_error(op, "volatile not supported yet")
    dst_type = op.result.type
    rank = len(op.coord)
    b = rw.builder(op.location)
    barrier = barrier_base(b, rw, op.barrier)
    dst = SharedMemoryObject.from_struct(b, rw.remap(op.result), rw.convert_type(dst_type.element_type))
    dst_base = dst.affine_base(b, dst_type)
    thread = cta_thread_id(b, rw)
    warp = b.emit(WarpIdOp())
    pred = b.and_(rw.remap(op.pred), b.emit(nvvm.ElectSyncOp()))
    desc = rw.remap(op.desc)
    ptx = (
        f"@$0 cp.async.bulk.tensor.{rank}d.shared::cluster.global.mbarrier::complete_tx::bytes "
        f"[$1], [$2, {{{_coordinate_list(3, rank)}}}], [${3 + rank}];"
    )

    def operands(box_pred: SSAValue, pointer: SSAValue, coords: list[SSAValue]) -> list[tuple[SSAValue, str]]:
        return [(box_pred, "b"), (pointer, "r"), (desc, "l"), *[(c, "r") for c in coords], (barrier, "r")]

    issue_tma_messages(b, rw, op, dst_type, dst_base, thread, warp, pred, rw.remap_all(op.coord), ptx, operands)
    rw.erase_op(op)
    return True


# -- stores and reductions --------------------------------------------------------------------------


def _lower_tma_store_like(op: Operation, rw: ConversionRewriter, ptx: str) -> bool:
    """convertTMAStoreLikeOp: one elected lane per warp issues its messages, then the bulk
    group is committed."""
    src_type = op.src.type
    b = rw.builder(op.location)
    src = SharedMemoryObject.from_struct(b, rw.remap(op.src), rw.convert_type(src_type.element_type))
    src_base = src.affine_base(b, src_type)
    thread = cta_thread_id(b, rw)
    pred = b.emit(nvvm.ElectSyncOp())
    warp = b.emit(WarpIdOp())
    desc = rw.remap(op.desc)

    def operands(box_pred: SSAValue, pointer: SSAValue, coords: list[SSAValue]) -> list[tuple[SSAValue, str]]:
        return [(box_pred, "b"), (desc, "l"), *[(c, "r") for c in coords], (pointer, "r")]

    issue_tma_messages(b, rw, op, src_type, src_base, thread, warp, pred, rw.remap_all(op.coord), ptx, operands)
    b.create(nvvm.CpAsyncBulkCommitGroupOp())
    rw.erase_op(op)
    return True


def _store_coordinates_ptx(head: str, rank: int) -> str:
    return f"{head} [$1, {{{_coordinate_list(2, rank)}}}], [${2 + rank}];"


@lowering("ttng.async_tma_copy_local_to_global")
def lower_async_tma_copy_local_to_global(op: Operation, rw: ConversionRewriter) -> bool:
    """AsyncTMACopyLocalToGlobalOpConversion."""
    rank = len(op.coord)
    head = f"@$0 cp.async.bulk.tensor.{rank}d.global.shared::cta.bulk_group"
    return _lower_tma_store_like(op, rw, _store_coordinates_ptx(head, rank))


@lowering("ttng.async_tma_reduce")
def lower_async_tma_reduce(op: Operation, rw: ConversionRewriter) -> bool:
    """AsyncTMAReduceOpConversion: the reduction kind as PTX names it (add, min, max, inc,
    dec, and, or, xor)."""
    rank = len(op.coord)
    head = f"@$0 cp.reduce.async.bulk.tensor.{rank}d.global.shared::cta.{DESCRIPTOR_REDUCE_KIND.keyword(op.kind)}.bulk_group"
    return _lower_tma_store_like(op, rw, _store_coordinates_ptx(head, rank))


# -- gather4 / scatter4 ----------------------------------------------------------------------------

# (pred, shared pointer, y offset, the 4 x offsets)
GatherScatterMessage = Callable[[SSAValue, SSAValue, SSAValue, Sequence[SSAValue]], None]


def _unswizzled_layout(memdesc_type: MemDescType) -> LinearLayout:
    """getUnswizzledLayout: the nvmma layout as if its rows were not swizzled
    (nvmmaSharedToLinearLayout with disableSwizzle).

    Without swizzling, row r of a core matrix starts at column 0 instead of column
    vec * ((r / perPhase) % maxPhase). The layout is linear in the core matrix's (row,
    column), whose first offset bases are its columns, so each row basis loses the
    columns its swizzle added."""
    encoding = memdesc_type.encoding
    layout = linear_layout(memdesc_type)
    if encoding.swizzling_byte_width == 0:
        return layout
    column_bits = log2_floor(8 * max(16, encoding.swizzling_byte_width) // encoding.element_bit_width)
    bases = [list(basis) for basis in layout.bases["offset"]]
    for row_bit in range(3):
        swizzle = encoding.vec * (((1 << row_bit) // encoding.per_phase) % encoding.max_phase)
        basis = bases[column_bits + row_bit]
        for column_bit in range(column_bits):
            if swizzle >> column_bit & 1:
                basis[:] = [a ^ c for a, c in zip(basis, layout.bases["offset"][column_bit])]
    all_bases = {name: list(dim_bases) for name, dim_bases in layout.bases.items()}
    all_bases["offset"] = bases
    return LinearLayout(all_bases, layout.out_dim_sizes, require_surjective=False)


def iterate_gather_scatter_indices(
    op: Operation, rw: ConversionRewriter, b: LLVMBuilder, smem: SSAValue, pred: SSAValue,
    message: GatherScatterMessage,
) -> None:  # fmt: skip
    """iterateGatherScatterIndices: for each group of 4 x offsets a warp holds and each column
    segment of a row, where in shared memory the 4 row segments go (consecutively)."""
    x_type = op.x_offsets.type
    x_layout = linear_layout(x_type)
    if x_layout.in_dim_size(REGISTER) < 4:
        raise conversion_error(op, "must have at least 4 x offsets per warp")
    for i in (0, 1):
        if x_layout.get_basis(REGISTER, i)[0] != 1 << i:
            raise conversion_error(op, "x offsets are not grouped by 4 contiguous elements")
    smem_type = smem.type
    alloc_shape = smem_type.alloc_shape
    if len(alloc_shape) < 2 or tuple(smem_type.get_shape()) != tuple(alloc_shape[-2:]):
        raise conversion_error(op, "memdesc shape must match alloc shape")
    encoding = smem_type.encoding
    if not isinstance(encoding, NVMMASharedEncodingAttr):
        raise conversion_error(op, "requires dst encoding NVMMASharedEncodingAttr")
    element = rw.convert_type(smem_type.element_type)
    smem_object = SharedMemoryObject.from_struct(b, rw.remap(smem), element)
    smem_base = smem_object.affine_base(b, smem_type)

    per_cta = shape_per_cta(smem_type)
    inner_block = per_cta[-1]
    contig = nvmma_tma_block_shape(encoding, per_cta)[-1]
    messages_per_row = -(-inner_block // contig)
    assert inner_block % messages_per_row == 0 and is_power_of_two(messages_per_row)
    msg_size = inner_block // messages_per_row
    msg_layout = x_layout * LinearLayout.strided_1d(messages_per_row, msg_size, MSG, "dim1")
    msg_to_shared = msg_layout.invert_and_compose(_unswizzled_layout(smem_type))

    free = x_layout.get_free_variable_masks()
    register_mask, warp_mask = free.get(REGISTER, 0), free.get(WARP, 0)
    if free.get(LANE, 0) != x_layout.in_dim_size(LANE) - 1:
        raise conversion_error(op, "x offsets must be broadcasted across each warp")

    warp = b.emit(WarpIdOp())
    block = b.cluster_cta_id()
    # Warps holding the same x offsets as a lower warp issue nothing; one lane of each does.
    pred = b.and_(pred, b.icmp_eq(b.i32_val(0), b.and_(warp, b.i32_val(warp_mask))))
    pred = b.and_(pred, b.emit(nvvm.ElectSyncOp()))

    x_offsets = unpack_ll_elements(b, rw.remap(op.x_offsets))
    y_offset = rw.remap(op.y_offset)
    lane = b.i32_val(0)
    for register in range(0, len(x_offsets), 4):
        if register_mask & register:
            continue
        register_value = b.i32_val(register)
        for msg in range(messages_per_row):
            msg_value = b.i32_val(msg)
            indices = [(REGISTER, register_value), (LANE, lane), (WARP, warp), (BLOCK, block), (MSG, msg_value)]
            offset = apply_linear_layout(b, msg_to_shared, indices)[0][1]
            pointer = b.gep(lt.ptr_type(3), element, smem_base, offset)
            y = b.add(y_offset, b.i32_val(msg * msg_size))
            message(pred, pointer, y, x_offsets[register : register + 4])


_GATHER4 = (
    "@$0 cp.async.bulk.tensor.2d.tile::gather4.shared::cta.global.mbarrier::complete_tx::bytes "
    "[$1], [$2, {$3, $4, $5, $6, $7}], [$8];"
)
_SCATTER4 = "@$0 cp.async.bulk.tensor.2d.tile::scatter4.global.shared::cta.bulk_group [$1, {$2, $3, $4, $5, $6}], [$7];"


@lowering("ttng.async_tma_gather")
def lower_async_tma_gather(op: Operation, rw: ConversionRewriter) -> bool:
    """AsyncTMAGatherOpConversion: `tile::gather4` into shared memory, bytes on the mbarrier."""
    b = rw.builder(op.location)
    barrier = barrier_base(b, rw, op.barrier)
    desc = rw.remap(op.desc)

    def gather4(pred: SSAValue, pointer: SSAValue, y: SSAValue, xs: Sequence[SSAValue]) -> None:
        operands = [(pred, "b"), (pointer, "r"), (desc, "l"), (y, "r"), *[(x, "r") for x in xs], (barrier, "r")]
        launch_attached(b, _GATHER4, operands)

    iterate_gather_scatter_indices(op, rw, b, op.result, rw.remap(op.pred), gather4)
    rw.erase_op(op)
    return True


@lowering("ttng.async_tma_scatter")
def lower_async_tma_scatter(op: Operation, rw: ConversionRewriter) -> bool:
    """AsyncTMAScatterOpConversion: `tile::scatter4` from shared memory, then a commit."""
    b = rw.builder(op.location)
    desc = rw.remap(op.desc)

    def scatter4(pred: SSAValue, pointer: SSAValue, y: SSAValue, xs: Sequence[SSAValue]) -> None:
        operands = [(pred, "b"), (desc, "l"), (y, "r"), *[(x, "r") for x in xs], (pointer, "r")]
        launch_attached(b, _SCATTER4, operands)

    iterate_gather_scatter_indices(op, rw, b, op.src, b.true_val(), scatter4)
    b.create(nvvm.CpAsyncBulkCommitGroupOp())
    rw.erase_op(op)
    return True


# -- groups and barriers ---------------------------------------------------------------------------


@lowering("ttng.async_copy_mbarrier_arrive")
def lower_async_copy_mbarrier_arrive(op: Operation, rw: ConversionRewriter) -> bool:
    """AsyncCopyMbarrierArriveOpConversion: `nvvm.cp.async.mbarrier.arrive.shared [noinc]`."""
    b = rw.builder(op.location)
    barrier = barrier_base(b, rw, op.barrier)
    b.create(nvvm.CpAsyncMBarrierArriveSharedOp(barrier, noinc=op.noIncrement is not None))
    rw.erase_op(op)
    return True


@lowering("ttng.async_tma_store_wait")
def lower_async_tma_store_wait(op: Operation, rw: ConversionRewriter) -> bool:
    """TMAStoreWaitOpConversion: wait until at most `pendings` groups still read shared memory."""
    b = rw.builder(op.location)
    rw.replace_op(op, b.create(nvvm.CpAsyncBulkWaitGroupOp(op.pendings.value.data, read=True)))
    return True
