"""Shared memory: `ttg.local_alloc` / `local_load` / `local_store` / `local_dealloc`, the
CTA barrier `ttg.local_barrier`, memdesc views, and the machinery that moves a thread's
registers to and from shared memory (also used by convert_layout.py).

Upstream, Triton 3.6:

- lib/Conversion/TritonGPUToLLVM/MemoryOpToLLVM.cpp: local_alloc (with an initial value),
  local_load, local_store, local_dealloc through `lowerLocalLdSt`;
- third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/MemoryOpToLLVM.cpp: the same ops through
  stmatrix/ldmatrix when the register layout tiles the instruction (tried first);
- lib/Conversion/TritonGPUToLLVM/Utility.cpp: SharedMemoryObject, `lowerLdSt`,
  `lowerLdStShared`, `lowerLocalLdSt`; lib/Tools/LayoutUtils.cpp: `zerosLike`,
  `regPermForDivide`, `actionRemoveBroadcastedRegs`, `actionAdditiveStrides`, `broadcastAs`;
- third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/Utility.cpp: `lowerLdStMatrix`;
- third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/TargetInfo.cpp: `barrier` (`nvvm.barrier0`,
  or `nvvm.bar.warp.sync` when only the warp must agree); the shared accesses are
  target_info.py's `storeDShared` / `loadDShared` with an always-true predicate (a plain
  `llvm.store` / `llvm.load` of at most 128 bits of integers);
- BarrierOpToLLVM.cpp: `ttg.local_barrier` -> `nvvm.barrier0`;
- lib/Conversion/TritonGPUToLLVM/ViewOpToLLVM.cpp: memdesc_index / memdesc_subslice /
  memdesc_trans / memdesc_reshape / memdesc_reinterpret.

A memdesc is `!llvm.struct<(ptr<3>, i32 x rank)>`: the base address and, per dim, the
logical offset a `memdesc_subslice` took (SharedMemoryObject).

How registers reach shared memory (`lower_ld_st`): `cvt` is a linear layout from (register,
lane, warp) to the element `offset` in the buffer. The widest vector of registers that lands
on consecutive offsets (up to 128 bits) is moved by one access; the lane and warp part of the
address is computed once per thread (in bytes), and each access adds the register part as a
constant, with an `add` where no lane, warp or subslice offset bit can carry into it and an
`xor` otherwise. The ldmatrix/stmatrix variant (`plan_ld_st_matrix`) instead divides `cvt` by
the 8x8 tile of 16-byte rows those instructions move, each lane giving one row address.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from xdsl.dialects.builtin import TensorType, VectorType
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.analysis.allocation import allocation_elems
from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_elements,
    pack_ll_vector,
    unpack_ll_elements,
    unpack_ll_vector,
)
from ttopt.conversion.tritongpu_to_llvm.driver import (
    BENEFIT_TRITON,
    ConversionRewriter,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.func import shared_memory_base
from ttopt.conversion.tritongpu_to_llvm.indices import (
    apply_linear_layout,
    lane_and_warp_id,
)
from ttopt.conversion.tritongpu_to_llvm.target_info import (
    barrier,
    delinearize,
    linearize,
    load_shared,
    store_shared,
)
from ttopt.dialects import nvvm
from ttopt.dialects.ttg.layouts import PaddedSharedEncodingAttr, SharedMemorySpaceAttr
from ttopt.dialects.ttg.types import MemDescType
from ttopt.layouts.conversions import shape_per_cta as encoding_shape_per_cta
from ttopt.layouts.linear_encoding import BLOCK, LANE, OFFSET, REGISTER, WARP
from ttopt.layouts.linear_layout import ColumnAction, LinearLayout, divide_left
from ttopt.layouts.queries import largest_vectorization, linear_layout

# NVIDIA patterns that beat the generic ones (upstream registers them at benefit + 1).
BENEFIT_NVIDIA = BENEFIT_TRITON + 1

# TargetInfo: ldmatrix from sm_75, stmatrix from sm_90, their b8 forms from sm_100.
LDMATRIX_MIN_CC = 75
STMATRIX_MIN_CC = 90
LDSTMATRIX_B8_MIN_CC = 100

ADDR = "addr"

Value = Any


# =====================================================================================
# Layout helpers (upstream lib/Tools/LayoutUtils.cpp)
# =====================================================================================


def zeros_like(layout: LinearLayout) -> LinearLayout:
    """The layout with the same dims and sizes whose every basis is 0."""
    bases = {dim: [[0] * len(layout.out_dims) for _ in dim_bases] for dim, dim_bases in layout.bases.items()}
    return LinearLayout(bases, layout.out_dim_sizes, require_surjective=False)


def action_remove_broadcasted_regs(layout: LinearLayout) -> ColumnAction:
    """The action that drops the register bases that are all zero (registers holding copies)."""
    bases = layout.bases[REGISTER]
    kept = tuple(i for i, basis in enumerate(bases) if any(basis))
    return ColumnAction(kept, REGISTER, len(bases))


def reg_perm_for_divide(a: LinearLayout, b: LinearLayout, left: bool) -> ColumnAction | None:
    """A register permutation of `a` after which `b` divides it (upstream regPermForDivide).

    Left: `b`'s register bases must come first in `a`; right: last, scaled up to the major
    bits of each out dim. None when `a` lacks one of them.
    """
    quotient_log2 = {}
    for out in a.out_dims:
        divisor = b.out_dim_size_log2(out) if b.has_out_dim(out) else 0
        quotient_log2[out] = a.out_dim_size_log2(out) - divisor
        if quotient_log2[out] < 0:
            return None
    a_bases = list(a.bases[REGISTER])
    used = [False] * len(a_bases)
    picked: list[int] = []
    for basis in b.bases[REGISTER]:
        values = dict(zip(b.out_dims, basis))
        wanted = tuple(values.get(out, 0) << (0 if left else quotient_log2[out]) for out in a.out_dims)
        index = next((j for j, candidate in enumerate(a_bases) if not used[j] and candidate == wanted), None)
        if index is None:
            return None
        used[index] = True
        picked.append(index)
    rest = [i for i in range(len(a_bases)) if not used[i]]
    return ColumnAction(tuple(picked + rest if left else rest + picked), REGISTER, len(a_bases))


def action_additive_strides(
    layout: LinearLayout, addr_layout: LinearLayout, mask_span: int
) -> tuple[int, ColumnAction]:
    """Registers whose offset bits no lane, warp or subslice offset touches go first.

    Their offsets can be added to the per-thread address instead of xor'ed (PTX folds the
    add into the instruction's immediate). Returns how many registers that covers and the
    action (upstream actionAdditiveStrides). Registers that are themselves a basis of the
    address layout (ldmatrix rows) count as additive.
    """
    bits = mask_span
    tile_bases = set()
    for dim_bases in addr_layout.bases.values():
        for basis in dim_bases:
            bits |= basis[0]
            tile_bases.add(basis[0])
    front, back = [], []
    for index, basis in enumerate(layout.bases[REGISTER]):
        (front if (basis[0] & bits) == 0 or basis[0] in tile_bases else back).append(index)
    return 1 << len(front), ColumnAction(tuple(front + back), REGISTER, layout.in_dim_size_log2(REGISTER))


def broadcast_as(values: Sequence[Value], layout: LinearLayout) -> list[Value]:
    """Spread the values of the non-broadcast registers over all registers of `layout`."""
    mask = layout.get_free_variable_masks()[REGISTER]
    size_log2 = layout.in_dim_size_log2(REGISTER)
    assert (1 << size_log2) >> bin(mask).count("1") == len(values), (len(values), mask)
    source_of_bit, next_bit = [], 0
    for bit in range(size_log2):
        if mask >> bit & 1:
            source_of_bit.append(0)
        else:
            source_of_bit.append(1 << next_bit)
            next_bit += 1
    result = []
    for register in range(1 << size_log2):
        source = 0
        for bit in range(size_log2):
            if register >> bit & 1:
                source ^= source_of_bit[bit]
        result.append(values[source])
    return result


# =====================================================================================
# The shared memory object
# =====================================================================================


@dataclass
class SharedMemoryObject:
    """A memdesc in registers: its base pointer and the logical offset of each dim."""

    base: SSAValue
    element_type: Attribute
    offsets: list[SSAValue]

    @staticmethod
    def at(b: LLVMBuilder, base: SSAValue, element_type: Attribute, rank: int) -> SharedMemoryObject:
        """A fresh buffer: every offset 0 (one constant shared by all dims, as upstream)."""
        zero = b.i32_val(0)
        return SharedMemoryObject(base, element_type, [zero] * rank)

    @staticmethod
    def from_struct(b: LLVMBuilder, value: SSAValue, element_type: Attribute) -> SharedMemoryObject:
        members = unpack_ll_elements(b, value)
        return SharedMemoryObject(members[0], element_type, members[1:])

    def to_struct(self, b: LLVMBuilder) -> SSAValue:
        struct_type = lt.struct_type([self.base.type] + [lt.i32] * len(self.offsets))
        return pack_ll_elements(b, [self.base, *self.offsets], struct_type)

    def shmem_offset(self, b: LLVMBuilder, memdesc_type: MemDescType) -> SSAValue:
        """The element offset of the view's origin, 0 unless a subslice moved it.

        The subslice's logical offsets go through the inverse of the buffer layout.
        """
        if mask_span_offsets(memdesc_type) == 0:
            return b.i32_val(0)
        layout = buffer_layout(memdesc_type)
        dims = list(layout.out_dims)
        to_offset = layout.sublayout([OFFSET], dims).invert()
        return apply_linear_layout(b, to_offset, list(zip(dims, self.offsets)))[0][1]

    def affine_base(self, b: LLVMBuilder, memdesc_type: MemDescType) -> SSAValue:
        """getShmemAffineBase: the base moved to the view's origin."""
        offset = self.shmem_offset(b, memdesc_type)
        return b.gep(self.base.type, self.element_type, self.base, offset)


def buffer_layout(memdesc_type: MemDescType) -> LinearLayout:
    """(offset, block) -> element of the whole allocation (the linear part of a padded layout)."""
    encoding = memdesc_type.encoding
    if isinstance(encoding, PaddedSharedEncodingAttr):
        return encoding.linear_component()
    return linear_layout(memdesc_type)


def mask_span_offsets(memdesc_type: MemDescType) -> int:
    """The offset bits a subslice's origin may set (upstream getMaskSpanOffsets).

    0 for a whole buffer; with padding every bit (the immediates cannot be folded).
    """
    shape = memdesc_type.shape
    alloc_shape = memdesc_type.alloc_shape[len(memdesc_type.alloc_shape) - len(shape) :]
    if tuple(alloc_shape) == tuple(shape):
        return 0
    if isinstance(memdesc_type.encoding, PaddedSharedEncodingAttr):
        return (1 << 64) - 1
    layout = buffer_layout(memdesc_type)
    dims = list(layout.out_dims)
    inverse = layout.sublayout([OFFSET], dims).invert()
    mask = 0
    for dim, (size, alloc_size) in enumerate(zip(shape, alloc_shape)):
        for bit in range(size.bit_length() - 1, alloc_size.bit_length() - 1):
            coordinates = {name: (1 << bit if d == dim else 0) for d, name in enumerate(dims)}
            mask |= inverse.apply(coordinates)[0][1]
    return mask


# =====================================================================================
# Target: barriers and the ld/st-matrix capabilities
# =====================================================================================


def cta_barrier(b: LLVMBuilder, warp_sync: bool = False) -> None:
    """TargetInfo::barrier: `bar.warp.sync -1` when only the warp must agree, else `bar.sync 0`."""
    if warp_sync:
        b.create(nvvm.BarWarpSyncOp(b.i32_val(-1)))
    else:
        barrier(b)


def supports_ld_matrix(compute_capability: int) -> bool:
    return compute_capability >= LDMATRIX_MIN_CC


def supports_st_matrix(compute_capability: int) -> bool:
    return compute_capability >= STMATRIX_MIN_CC


# =====================================================================================
# ld.shared / st.shared (upstream lowerLdSt, lowerLdStShared, lowerLocalLdSt)
# =====================================================================================

# emit(values, address, first_index, vector_type) -> the loaded values (none for a store).
EmitAccess = Callable[[Sequence[Value], SSAValue, int, VectorType], list[Value]]


def lower_ld_st(
    b: LLVMBuilder,
    cvt: LinearLayout,
    values: Sequence[Value],
    element_type: Attribute,
    smem_base: SSAValue,
    affine_offset: SSAValue,
    mask_span: int,
    lane: SSAValue,
    warp: SSAValue,
    emit: EmitAccess,
    padded_offset: Callable[[SSAValue], SSAValue] = lambda offset: offset,
    max_vec_elems: int | None = None,
) -> list[Value]:
    """Move `values` (a store) or fresh values (a load) along `cvt`: (register, lane, warp) -> offset."""
    is_store = bool(values)
    values = list(values)
    bitwidth = lt.bit_width(element_type)
    byte_width = bitwidth // 8
    elems_per_vec, permutation = largest_vectorization(cvt, bitwidth, max_vec_elems)
    cvt = permutation.apply(cvt)
    if is_store:
        values = permutation.apply_to_values(values)

    tile = LinearLayout.identity_1d(elems_per_vec, REGISTER, OFFSET)
    quotient = divide_left(cvt, tile)
    assert quotient is not None, "cvt must be divisible by its vector tile"
    reps = zeros_like(tile) * quotient
    addr_layout = _lane_warp_part(reps)
    num_additive, strides = action_additive_strides(reps, addr_layout, mask_span)
    reps = strides.apply(reps)
    if is_store:
        values = strides.apply_to_values(values)

    # Addresses in bytes: multiplying every basis by the element size is a product with a
    # zero register tile of that many offsets.
    i8_addr_layout = zeros_like(LinearLayout.identity_1d(byte_width, REGISTER, OFFSET)) * addr_layout
    zero = b.i32_val(0)
    register_base = apply_linear_layout(b, i8_addr_layout, [(REGISTER, zero), (LANE, lane), (WARP, warp)])[0][1]
    affine_bytes = b.mul(affine_offset, b.i32_val(byte_width))
    register_base = b.xor_(register_base, affine_bytes)

    out: list[Value] = []
    vector_type = lt.vector_type(element_type, elems_per_vec)
    for i in range(0, cvt.in_dim_size(REGISTER), num_additive):
        offset = b.xor_(register_base, b.i32_val(_register_offset(reps, i) * byte_width))
        for j in range(0, num_additive, elems_per_vec):
            inner = b.add(offset, b.i32_val(_register_offset(reps, j) * byte_width))
            address = b.gep(lt.ptr_type(3), lt.i8, smem_base, padded_offset(inner), inbounds=True)
            out += emit(values, address, i + j, vector_type)
    if not is_store:
        out = strides.inverse().apply_to_values(out)
        out = permutation.inverse().apply_to_values(out)
    return out


def _register_offset(reps: LinearLayout, register: int) -> int:
    return reps.apply({REGISTER: register, LANE: 0, WARP: 0})[0][1]


def _lane_warp_part(reps: LinearLayout) -> LinearLayout:
    return LinearLayout({LANE: reps.bases[LANE], WARP: reps.bases[WARP]}, reps.out_dim_sizes, require_surjective=False)


def shared_access(b: LLVMBuilder, is_store: bool) -> EmitAccess:
    """lowerLdStShared's instruction: one vector st.shared / ld.shared per access."""

    def emit(values: Sequence[Value], address: SSAValue, index: int, vector_type: VectorType) -> list[Value]:
        length = lt.vector_size(vector_type)
        # The predicate upstream passes is always true: plain aligned accesses.
        if is_store:
            vector = pack_ll_vector(b, values[index : index + length])
            store_shared(b, address, vector, b.true_val())
            return []
        return unpack_ll_vector(b, load_shared(b, address, vector_type, b.true_val()))

    return emit


def lower_ld_st_shared(
    b: LLVMBuilder,
    rw: ConversionRewriter,
    cvt: LinearLayout,
    values: Sequence[Value],
    element_type: Attribute,
    smem_base: SSAValue,
    affine_offset: SSAValue,
    mask_span: int = 0,
    padded_offset: Callable[[SSAValue], SSAValue] = lambda offset: offset,
    max_vec_elems: int | None = None,
) -> list[Value]:
    """lowerLdStShared: `lower_ld_st` with ld.shared/st.shared, lane and warp from tid.x."""
    lane, warp = thread_lane_and_warp(b, rw)
    emit = shared_access(b, bool(values))
    return lower_ld_st(
        b, cvt, values, element_type, smem_base, affine_offset, mask_span, lane, warp, emit,
        padded_offset, max_vec_elems,
    )  # fmt: skip


def thread_lane_and_warp(b: LLVMBuilder, rw: ConversionRewriter) -> tuple[SSAValue, SSAValue]:
    context = rw.context
    return lane_and_warp_id(b, context.num_warps(rw.insertion_block.first_op), context.threads_per_warp)


def lower_local_ld_st(
    b: LLVMBuilder,
    rw: ConversionRewriter,
    cvt: LinearLayout,
    values: Sequence[Value],
    element_type: Attribute,
    memdesc_type: MemDescType,
    smem: SharedMemoryObject,
) -> list[Value]:
    """lowerLocalLdSt: registers that hold copies are stored once and loaded once."""
    is_store = bool(values)
    remove_broadcast = action_remove_broadcasted_regs(cvt)
    if not remove_broadcast.is_identity():
        stripped = remove_broadcast.apply(cvt)
        inner = remove_broadcast.apply_to_values(values) if is_store else []
        out = lower_local_ld_st(b, rw, stripped, inner, element_type, memdesc_type, smem)
        return out if is_store else broadcast_as(out, cvt)
    affine_offset = smem.shmem_offset(b, memdesc_type)
    mask_span = mask_span_offsets(memdesc_type)
    padded_offset = lambda offset: offset  # noqa: E731
    max_vec_elems = None
    encoding = memdesc_type.encoding
    if isinstance(encoding, PaddedSharedEncodingAttr):
        bitwidth = lt.bit_width(element_type)
        padded_offset = lambda offset: b.add(offset, padding_offset(b, encoding, bitwidth, offset))  # noqa: E731
        max_vec_elems = min(interval for interval, _ in encoding.interval_paddings)
    return lower_ld_st_shared(
        b, rw, cvt, values, element_type, smem.base, affine_offset, mask_span, padded_offset, max_vec_elems
    )


def padding_offset(
    b: LLVMBuilder, encoding: PaddedSharedEncodingAttr, bitwidth: int, byte_offset: SSAValue
) -> SSAValue:
    """emitPadding: the padding bytes before `byte_offset` (`padding` after every `interval` elements)."""
    scale = bitwidth // 8
    total = b.i32_val(0)
    for interval, padding in encoding.interval_paddings:
        interval_log2 = (interval * scale).bit_length() - 1
        padding_log2 = (padding * scale).bit_length() - 1
        interval_shift, padding_shift = b.i32_val(interval_log2), b.i32_val(padding_log2)
        total = b.add(total, b.shl(b.ashr(byte_offset, interval_shift), padding_shift))
    return total


# =====================================================================================
# ldmatrix / stmatrix (upstream NVIDIA lowerLdStMatrix)
# =====================================================================================


@dataclass(frozen=True)
class LdStMatrixPlan:
    """How a conversion tiles into ldmatrix/stmatrix: everything decided before emitting."""

    transpose: bool
    bitwidth: int
    reps: LinearLayout
    """(register, lane, warp) -> offset, the tile's registers zeroed, strides permuted."""
    addr_layout: LinearLayout
    """The row address each lane gives, per warp."""
    num_additive: int
    num_registers: int
    elems_per_instr: int
    vec: int
    shape: tuple[int, int]
    element: str
    value_permutation: ColumnAction
    """Applied to stored values; its inverse to loaded ones."""


def plan_ld_st_matrix(
    cvt: LinearLayout, transpose: bool, bitwidth: int, is_store: bool, mask_span: int, compute_capability: int
) -> LdStMatrixPlan | None:
    """Whether (and how) `cvt` lowers to (trans) ldmatrix / stmatrix; None when it does not."""
    if is_store and not supports_st_matrix(compute_capability):
        return None
    if not is_store and not supports_ld_matrix(compute_capability):
        return None
    b8 = compute_capability >= LDSTMATRIX_B8_MIN_CC
    if (not transpose and bitwidth > 32) or (transpose and not (bitwidth == 16 or (bitwidth == 8 and b8))):
        return None
    if cvt.has_in_dim(BLOCK):
        return None
    reg_log2 = cvt.in_dim_size_log2(REGISTER)
    value_permutation = ColumnAction.identity(REGISTER, reg_log2)
    if not transpose:
        # Per lane 32 contiguous bits; 4 lanes make a 16-byte row; 8 lanes give the rows.
        tile = LinearLayout.identity_1d(32 // bitwidth, REGISTER, OFFSET) * LinearLayout.identity_1d(4, LANE, OFFSET)
        full_tile = tile * LinearLayout.identity_1d(8, LANE, ADDR)
        lane_permutation = reg_permutation = None
    else:
        contig_registers = (16 if is_store and bitwidth == 8 else 32) // bitwidth
        full_tile = (
            LinearLayout.identity_1d(contig_registers, REGISTER, ADDR)
            * LinearLayout.identity_1d(4, LANE, ADDR)
            * LinearLayout.identity_1d(8, LANE, OFFSET)
            * LinearLayout.identity_1d(16 // bitwidth, REGISTER, OFFSET)
        )
        if cvt.in_dim_size(REGISTER) < full_tile.in_dim_size(REGISTER):
            return None
        # Move the registers and lanes that walk the contiguous offsets to the front.
        reg_order, lane_order = [], []
        for basis in full_tile.invert().bases[OFFSET]:
            register_part, lane_part = basis
            if register_part:
                reg_order.append(register_part.bit_length() - 1)
            else:
                lane_order.append(lane_part.bit_length() - 1)
        reg_order += [i for i in range(reg_log2) if i not in reg_order]
        lane_order += [i for i in range(cvt.in_dim_size_log2(LANE)) if i not in lane_order]
        reg_permutation = ColumnAction(tuple(reg_order), REGISTER, reg_log2)
        lane_permutation = ColumnAction(tuple(lane_order), LANE, cvt.in_dim_size_log2(LANE))
        cvt = lane_permutation.apply(reg_permutation.apply(cvt))
        value_permutation = value_permutation.left_compose(reg_permutation)
        tile = (
            LinearLayout.identity_1d(8, LANE, OFFSET) * LinearLayout.identity_1d(16 // bitwidth, REGISTER, OFFSET)
        ).transpose_ins([REGISTER, LANE])

    divide = reg_perm_for_divide(cvt, tile, left=True)
    if divide is None:
        return None
    cvt = divide.apply(cvt)
    value_permutation = value_permutation.left_compose(divide)
    quotient = divide_left(cvt, tile)
    if quotient is None:
        return None
    reps = zeros_like(tile) * quotient
    if transpose:
        reps = reg_permutation.inverse().apply(lane_permutation.inverse().apply(reps))
        value_permutation = value_permutation.left_compose(reg_permutation.inverse())
    regs_per_core_tile = full_tile.in_dim_size(REGISTER)
    # A subslice's origin must not fall inside the contiguous part of a row.
    if mask_span & (tile.out_dim_size(OFFSET) - 1):
        return None

    # At most 128 bits per thread: .x1, .x2 or .x4.
    vec = min(128 // bitwidth, reps.in_dim_size(REGISTER)) // regs_per_core_tile
    assert vec in (1, 2, 4), vec
    full_tile_vec = full_tile * LinearLayout.identity_1d(vec, REGISTER, ADDR)
    full_tile_vec = full_tile_vec * LinearLayout.identity_1d(1, WARP, ADDR)
    addr_to_offset = full_tile_vec.invert().compose(reps)
    addr_layout = LinearLayout(
        {LANE: addr_to_offset.bases[ADDR], WARP: reps.bases[WARP]},
        {OFFSET: reps.out_dim_size(OFFSET)},
        require_surjective=False,
    )
    num_additive, strides = action_additive_strides(reps, addr_layout, mask_span)
    reps = strides.apply(reps)
    value_permutation = value_permutation.left_compose(strides)

    b8_element = transpose and bitwidth == 8
    rows = full_tile.out_dim_size(ADDR)
    columns = full_tile.out_dim_size(OFFSET) * bitwidth // (8 if b8_element else 16)
    shape = (columns, rows) if transpose else (rows, columns)
    return LdStMatrixPlan(
        transpose=transpose,
        bitwidth=bitwidth,
        reps=reps,
        addr_layout=addr_layout,
        num_additive=num_additive,
        num_registers=cvt.in_dim_size(REGISTER),
        elems_per_instr=full_tile_vec.in_dim_size(REGISTER),
        vec=vec,
        shape=shape,
        element="b8" if b8_element else "b16",
        value_permutation=value_permutation,
    )


def emit_ld_st_matrix(
    b: LLVMBuilder,
    rw: ConversionRewriter,
    plan: LdStMatrixPlan,
    values: Sequence[Value],
    element_type: Attribute,
    smem_base: SSAValue,
    affine_offset: SSAValue,
) -> list[Value]:
    """Emit the stmatrix (values given) or ldmatrix (values returned) instructions of `plan`."""
    is_store = bool(values)
    if is_store:
        values = plan.value_permutation.apply_to_values(list(values))
    byte_width = plan.bitwidth // 8
    i8_addr_layout = zeros_like(LinearLayout.identity_1d(byte_width, REGISTER, OFFSET)) * plan.addr_layout
    lane, warp = thread_lane_and_warp(b, rw)
    zero = b.i32_val(0)
    register_base = apply_linear_layout(b, i8_addr_layout, [(REGISTER, zero), (LANE, lane), (WARP, warp)])[0][1]
    register_base = b.xor_(register_base, b.mul(affine_offset, b.i32_val(byte_width)))

    layout = "col" if plan.transpose else "row"
    elems_per_vec = 32 // plan.bitwidth
    vector_type = lt.vector_type(element_type, elems_per_vec)
    out: list[Value] = []
    for i in range(0, plan.num_registers, plan.num_additive):
        offset = b.xor_(register_base, b.i32_val(_register_offset(plan.reps, i) * byte_width))
        for i2 in range(0, plan.num_additive, plan.elems_per_instr):
            inner = b.add(offset, b.i32_val(_register_offset(plan.reps, i2) * byte_width))
            address = b.gep(lt.ptr_type(3), lt.i8, smem_base, inner, inbounds=True)
            if is_store:
                words = []
                for j in range(0, plan.elems_per_instr, elems_per_vec):
                    word = b.undef(vector_type)
                    for k in range(elems_per_vec):
                        word = b.insert_element(word, values[i + i2 + j + k], b.i32_val(k))
                    words.append(b.bitcast(word, lt.i32))
                b.create(nvvm.StMatrixOp(address, words, layout, plan.shape, plan.element))
                continue
            num_words = plan.elems_per_instr // elems_per_vec
            result_type = lt.i32 if num_words == 1 else lt.struct_type([lt.i32] * num_words)
            loaded = b.emit(nvvm.LdMatrixOp(address, plan.vec, layout, result_type, plan.shape, plan.element))
            for j in range(num_words):
                word = loaded if num_words == 1 else b.extract_val(loaded, j)
                word = b.bitcast(word, vector_type)
                out += [b.extract_element(word, b.i32_val(k)) for k in range(elems_per_vec)]
    if not is_store:
        out = plan.value_permutation.inverse().apply_to_values(out)
    return out


# =====================================================================================
# local_alloc / local_store / local_load
# =====================================================================================


def _element_type(rw: ConversionRewriter, op: Operation, memdesc_type: MemDescType) -> Attribute:
    """The LLVM element type of a buffer; the lowering moves whole bytes of ints and floats."""
    element = rw.convert_type(memdesc_type.element_type)
    if not (lt.is_integer(element) or lt.is_float(element)) or lt.bit_width(element) < 8:
        raise conversion_error(
            op,
            f"shared memory of '{memdesc_type.element_type}' elements is not supported "
            "(whole-byte ints and floats only)"
        )
    return element


def register_to_buffer(op: Operation, tensor_type: TensorType, memdesc_type: MemDescType) -> LinearLayout:
    """(register, lane, warp) -> offset of the element each register holds.

    A padded buffer is addressed through its linear component (the padding is added to each
    address). A register layout reaching another CTA's buffer has no lowering here.
    """
    cvt = linear_layout(tensor_type).invert_and_compose(buffer_layout(memdesc_type))
    if not cvt.is_trivial_over([BLOCK]):
        raise conversion_error(op, "the register layout reaches the shared memory of another CTA (NYI)")
    return cvt.sublayout([REGISTER, LANE, WARP], [OFFSET])


def _local_store(
    b: LLVMBuilder, rw: ConversionRewriter, op: Operation, tensor: SSAValue, memdesc_type: MemDescType,
    smem: SharedMemoryObject, values: list[Value], element: Attribute,
) -> None:  # fmt: skip
    cvt = register_to_buffer(op, tensor.type, memdesc_type)
    lower_local_ld_st(b, rw, cvt, values, element, memdesc_type, smem)


def _matrix_plan_for_buffer(
    rw: ConversionRewriter, tensor_type: TensorType, memdesc_type: MemDescType, element: Attribute, is_store: bool
) -> LdStMatrixPlan | None:
    """The NVIDIA patterns: ldmatrix/stmatrix between a (broadcast-free) register layout and a buffer."""
    if isinstance(memdesc_type.encoding, PaddedSharedEncodingAttr):
        return None
    register_layout = linear_layout(tensor_type).remove_zero_bases_along_dim(REGISTER)
    cvt = register_layout.invert_and_compose(linear_layout(memdesc_type)).quotient([BLOCK])
    if cvt is None:
        return None
    mask_span = mask_span_offsets(memdesc_type)
    for transpose in (False, True):
        cc = rw.context.compute_capability
        plan = plan_ld_st_matrix(cvt, transpose, lt.bit_width(element), is_store, mask_span, cc)
        if plan is not None:
            return plan
    return None


def _unique_values(b: LLVMBuilder, tensor_type: TensorType, struct: SSAValue) -> list[Value]:
    """unpackUniqueTensorElements: one value per distinct element a thread holds."""
    values = unpack_ll_elements(b, struct)
    return action_remove_broadcasted_regs(linear_layout(tensor_type)).apply_to_values(values)


@lowering("ttg.local_alloc", benefit=BENEFIT_NVIDIA)
def lower_local_alloc_matrix(op: Operation, rw: ConversionRewriter) -> bool:
    """An initialized allocation written with stmatrix (sm_90+) when the layout tiles it."""
    if op.src is None or not _is_shared(op.result.type):
        return False
    memdesc_type = op.result.type
    element = _element_type(rw, op, memdesc_type)
    plan = _matrix_plan_for_buffer(rw, op.src.type, memdesc_type, element, is_store=True)
    if plan is None:
        return False
    b = rw.builder(op.location)
    smem = SharedMemoryObject.at(b, _allocation_base(b, op), element, memdesc_type.rank)
    values = _unique_values(b, op.src.type, rw.remap(op.src))
    affine_offset = smem.shmem_offset(b, memdesc_type)
    emit_ld_st_matrix(b, rw, plan, values, element, smem.base, affine_offset)
    rw.replace_op(op, [smem.to_struct(b)])
    return True


@lowering("ttg.local_alloc")
def lower_local_alloc(op: Operation, rw: ConversionRewriter) -> bool:
    """The buffer's base (`@global_smem` + its offset), offsets 0; an initial value is stored."""
    memdesc_type = op.result.type
    if not _is_shared(memdesc_type):
        raise conversion_error(op, "only shared-memory allocations are lowered")
    element = _element_type(rw, op, memdesc_type)
    b = rw.builder(op.location)
    smem = SharedMemoryObject.at(b, _allocation_base(b, op), element, memdesc_type.rank)
    if op.src is not None:
        values = unpack_ll_elements(b, rw.remap(op.src))
        _local_store(b, rw, op, op.src, memdesc_type, smem, values, element)
    rw.replace_op(op, [smem.to_struct(b)])
    return True


def _is_shared(memdesc_type: Attribute) -> bool:
    return isinstance(memdesc_type, MemDescType) and isinstance(memdesc_type.memory_space, SharedMemorySpaceAttr)


def _allocation_base(b: LLVMBuilder, op: Operation) -> SSAValue:
    if "allocation.offset" not in op.attributes:
        raise conversion_error(op, "the allocation has no 'allocation.offset' (run allocate-shared-memory first)")
    return shared_memory_base(b, op)


@lowering("ttg.local_store", benefit=BENEFIT_NVIDIA)
def lower_local_store_matrix(op: Operation, rw: ConversionRewriter) -> bool:
    memdesc_type = op.dst.type
    element = _element_type(rw, op, memdesc_type)
    plan = _matrix_plan_for_buffer(rw, op.src.type, memdesc_type, element, is_store=True)
    if plan is None:
        return False
    b = rw.builder(op.location)
    smem = SharedMemoryObject.from_struct(b, rw.remap(op.dst), element)
    values = _unique_values(b, op.src.type, rw.remap(op.src))
    affine_offset = smem.shmem_offset(b, memdesc_type)
    emit_ld_st_matrix(b, rw, plan, values, element, smem.base, affine_offset)
    rw.erase_op(op)
    return True


@lowering("ttg.local_store")
def lower_local_store(op: Operation, rw: ConversionRewriter) -> bool:
    memdesc_type = op.dst.type
    element = _element_type(rw, op, memdesc_type)
    b = rw.builder(op.location)
    smem = SharedMemoryObject.from_struct(b, rw.remap(op.dst), element)
    values = unpack_ll_elements(b, rw.remap(op.src))
    _local_store(b, rw, op, op.src, memdesc_type, smem, values, element)
    rw.erase_op(op)
    return True


@lowering("ttg.local_load", benefit=BENEFIT_NVIDIA)
def lower_local_load_matrix(op: Operation, rw: ConversionRewriter) -> bool:
    memdesc_type, result_type = op.src.type, op.result.type
    element = _element_type(rw, op, memdesc_type)
    plan = _matrix_plan_for_buffer(rw, result_type, memdesc_type, element, is_store=False)
    if plan is None:
        return False
    b = rw.builder(op.location)
    smem = SharedMemoryObject.from_struct(b, rw.remap(op.src), element)
    affine_offset = smem.shmem_offset(b, memdesc_type)
    values = emit_ld_st_matrix(b, rw, plan, [], element, smem.base, affine_offset)
    values = broadcast_as(values, linear_layout(result_type))
    rw.replace_op(op, [pack_ll_elements(b, values, rw.convert_type(result_type))])
    return True


@lowering("ttg.local_load")
def lower_local_load(op: Operation, rw: ConversionRewriter) -> bool:
    memdesc_type, result_type = op.src.type, op.result.type
    element = _element_type(rw, op, memdesc_type)
    b = rw.builder(op.location)
    smem = SharedMemoryObject.from_struct(b, rw.remap(op.src), element)
    cvt = register_to_buffer(op, result_type, memdesc_type)
    values = lower_local_ld_st(b, rw, cvt, [], element, memdesc_type, smem)
    rw.replace_op(op, [pack_ll_elements(b, values, rw.convert_type(result_type))])
    return True


@lowering("ttg.local_dealloc")
def lower_local_dealloc(op: Operation, rw: ConversionRewriter) -> bool:
    """Shared memory is freed by the allocator's liveness: nothing to emit."""
    rw.erase_op(op)
    return True


@lowering("ttg.local_barrier")
def lower_local_barrier(op: Operation, rw: ConversionRewriter) -> bool:
    """The barrier membar inserted between conflicting shared-memory accesses: `bar.sync 0`."""
    cta_barrier(rw.builder(op.location))
    rw.erase_op(op)
    return True


# =====================================================================================
# memdesc views
# =====================================================================================


def _view_element(rw: ConversionRewriter, memdesc_type: MemDescType) -> Attribute:
    return rw.convert_type(memdesc_type.element_type)


@lowering("ttg.memdesc_index")
def lower_memdesc_index(op: Operation, rw: ConversionRewriter) -> bool:
    """Buffer `index` of a multi-buffer: the base advances by whole sub-buffers (their padding
    added after the multiplication)."""
    src_type, dst_type = op.src.type, op.result.type
    element = _view_element(rw, src_type)
    b = rw.builder(op.location)
    offset = b.mul(rw.remap(op.index), b.i32_val(_buffer_stride(dst_type)))
    smem = SharedMemoryObject.from_struct(b, rw.remap(op.src), element)
    if isinstance(dst_type.encoding, PaddedSharedEncodingAttr):
        offset = b.add(offset, padding_offset(b, dst_type.encoding, 8, offset))
    base = b.gep(smem.base.type, element, smem.base, offset)
    view = SharedMemoryObject(base, element, smem.offsets[len(smem.offsets) - dst_type.rank :])
    rw.replace_op(op, [view.to_struct(b)])
    return True


def _buffer_stride(memdesc_type: MemDescType) -> int:
    """Elements of one sub-buffer per CTA (getAllocationShapePerCTA), before padding."""

    if isinstance(memdesc_type.encoding, PaddedSharedEncodingAttr):
        return math.prod(encoding_shape_per_cta(memdesc_type.encoding, memdesc_type.shape))
    return allocation_elems(memdesc_type)


@lowering("ttg.memdesc_subslice")
def lower_memdesc_subslice(op: Operation, rw: ConversionRewriter) -> bool:
    """A tile of the buffer: the base stays, the logical offsets grow (applied at each access)."""
    element = _view_element(rw, op.src.type)
    b = rw.builder(op.location)
    smem = SharedMemoryObject.from_struct(b, rw.remap(op.src), element)
    offsets = [b.add(old, b.i32_val(delta)) for old, delta in zip(smem.offsets, op.offsets)]
    rw.replace_op(op, [SharedMemoryObject(smem.base, element, offsets).to_struct(b)])
    return True


@lowering("ttg.memdesc_trans")
def lower_memdesc_trans(op: Operation, rw: ConversionRewriter) -> bool:
    """The same bytes with the dims permuted: only the offsets follow the new order."""
    element = _view_element(rw, op.result.type)
    b = rw.builder(op.location)
    smem = SharedMemoryObject.from_struct(b, rw.remap(op.src), element)
    offsets = [smem.offsets[i] for i in op.order]
    rw.replace_op(op, [SharedMemoryObject(smem.base, element, offsets).to_struct(b)])
    return True


@lowering("ttg.memdesc_reshape")
def lower_memdesc_reshape(op: Operation, rw: ConversionRewriter) -> bool:
    """Another shape over the same bytes: the offsets are linearized over the source shape
    and split over the new one, dim 0 fastest (a reshape of a subslice does not verify,
    so they are in practice 0)."""
    src_type, dst_type = op.src.type, op.result.type
    element = _view_element(rw, src_type)
    b = rw.builder(op.location)
    smem = SharedMemoryObject.from_struct(b, rw.remap(op.src), element)
    linear = linearize(b, smem.offsets, src_type.shape, range(src_type.rank))
    offsets = delinearize(b, linear, dst_type.shape, range(dst_type.rank))
    rw.replace_op(op, [SharedMemoryObject(smem.base, element, offsets).to_struct(b)])
    return True


@lowering("ttg.memdesc_reinterpret")
def lower_memdesc_reinterpret(op: Operation, rw: ConversionRewriter) -> bool:
    """The view's bytes as another buffer type: the base moves to the view's origin, offsets 0."""
    src_type, dst_type = op.src.type, op.result.type
    b = rw.builder(op.location)
    smem = SharedMemoryObject.from_struct(b, rw.remap(op.src), _view_element(rw, src_type))
    base = smem.affine_base(b, src_type)
    view = SharedMemoryObject.at(b, base, _view_element(rw, dst_type), dst_type.rank)
    rw.replace_op(op, [view.to_struct(b)])
    return True
