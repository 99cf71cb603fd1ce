"""Shared-memory matrix descriptors of wgmma operands: upstream's DotOpMmaSmemLoader (MMAv3).

Upstream, Triton 3.6: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/DotOpToLLVM/MMAHelpers.h
(DotOpMmaSmemLoader::build, getDescriptor, smemLoad; getOffsetedBase), with getReps
(lib/Tools/LayoutUtils.cpp). The 64-bit descriptor format is the PTX ISA's "matrix
descriptor" (asynchronous-warpgroup-level-matrix-shared-memory-layout-matrix-descriptor):

    bits  0-13  start address >> 4        bits 32-45  stride dimension byte offset >> 4
    bits 16-29  leading dimension byte offset >> 4
    bits 49-51  matrix base offset        bits 62-63  swizzle mode (128B 1, 64B 2, 32B 3)

`MmaSmemLoader.build` works on the buffer's layout inverted, (dim0, dim1) -> (offset, block):

- the descriptor's fixed fields: the first core-matrix tile (swizzle width, K- or MN-major)
  that tiles the buffer's layout up to the instruction's shape gives the swizzle mode and
  the strides between core matrices (LBO, SBO) from the buffer's next basis;
- the run-time part: the buffer's address in 16-byte units, plus the offset of the calling
  warp group's rows or columns (`nvg.warp_id` through the wgmma layout's warp bases, the
  two warps inside a warp group zeroed), masked to 14 bits.

`smem_load(row, column)` is then one constant per instruction tile (the tile's byte offset
in 16-byte units, and the matrix base offset of its 128-byte row phase) added to that
run-time part.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder
from ttopt.conversion.tritongpu_to_llvm.indices import apply_linear_layout
from ttopt.conversion.tritongpu_to_llvm.memory import SharedMemoryObject
from ttopt.dialects.nvg.ops import WarpIdOp
from ttopt.dialects.ttg.infer import transpose_linear_layout
from ttopt.dialects.ttg.layouts import NVMMASharedEncodingAttr
from ttopt.dialects.ttg.types import MemDescType
from ttopt.layouts.conversions import nvmma_core_matrix
from ttopt.layouts.linear_encoding import BLOCK, OFFSET, WARP
from ttopt.layouts.linear_layout import LinearLayout, divide_left
from ttopt.layouts.queries import linear_layout
from ttopt.support.math_extras import log2_floor, next_power_of_two

SWIZZLE_MODES = {0: 0, 32: 3, 64: 2, 128: 1}
"""swizzlingByteWidth -> the descriptor's swizzle mode, in the order getDescriptor tries them."""
ADDRESS_MASK = 0x3FFF
"""The 14 bits of a descriptor's start address (in 16-byte units)."""
_LEAD_OFFSET_SHIFT, _STRIDE_OFFSET_SHIFT, _MATRIX_BASE_SHIFT, _SWIZZLE_SHIFT = 16, 32, 49, 62
_FIELD_MASK_14, _FIELD_MASK_3 = 0x3FFF, 0x7
_UINT32, _UINT64 = (1 << 32) - 1, (1 << 64) - 1


class SmemDescriptorError(ValueError):
    """No core-matrix tile fits the operand's layout (upstream's "Failed to find a valid layout")."""


@dataclass(frozen=True)
class SmemDescriptor:
    """MMASMEMDescriptor: the descriptor's fixed fields and how they were chosen."""

    descriptor: int
    """The 64-bit descriptor without its start address and matrix base offset."""
    swizzling_byte_width: int
    bitwidth: int
    transposed: bool


def _field(value: int, shift: int, mask: int) -> int:
    return (value & mask) << shift


def get_reps(cvt: LinearLayout, tile: LinearLayout) -> LinearLayout | None:
    """getReps: how `cvt` repeats `tile`, if the tile's bases are exactly `cvt`'s first bases
    of each in dim and `cvt`'s remaining bases avoid every bit the tile touches."""
    tile_masks = {out_dim: 0 for out_dim in cvt.out_dims}
    for bases in tile.bases.values():
        for basis in bases:
            for out_dim, value in zip(tile.out_dims, basis):
                tile_masks[out_dim] |= value
    reps = {}
    for in_dim in cvt.in_dims:
        in_a = cvt.in_dim_size_log2(in_dim)
        in_b = tile.in_dim_size_log2(in_dim) if tile.has_in_dim(in_dim) else 0
        if in_b > in_a:
            return None
        for i in range(in_b):
            for out_dim in cvt.out_dims:
                if cvt.get_basis(in_dim, i, out_dim) != tile.get_basis(in_dim, i, out_dim):
                    return None
        for i in range(in_b, in_a):
            for out_dim in cvt.out_dims:
                if cvt.get_basis(in_dim, i, out_dim) & tile_masks[out_dim]:
                    return None
        reps[in_dim] = [[0] * len(cvt.out_dims)] * in_b + [list(cvt.get_basis(in_dim, i)) for i in range(in_b, in_a)]
    return LinearLayout(reps, cvt.out_dim_sizes, require_surjective=False)


def _core_matrix_tile(swizzling: int, transposed: bool, bitwidth: int) -> LinearLayout:
    """getCoreMatrixLinearLayout of the candidate encoding (offset -> (dim0, dim1)),
    transposed for an MN-major one."""
    encoding = NVMMASharedEncodingAttr(swizzling, transposed, max(8, bitwidth))
    tile = nvmma_core_matrix(encoding)
    return transpose_linear_layout(tile, [1, 0]) if transposed else tile


def _tile_strides(
    ll: LinearLayout, tile_inverse: LinearLayout, instr_shape: Sequence[int], mn_dim: int, swizzling: int,
    transposed: bool,
) -> tuple[int, int]:  # fmt: skip
    """(LBO, SBO) in elements: the buffer's stride to the next core matrix along the leading
    and the strided dim, where the instruction spans more than one (0 otherwise). For an
    unswizzled MN-major operand the two are swapped, as the hardware reads them."""
    dims = ll.in_dims
    leading, strided = (0, 1) if transposed else (1, 0)
    mn_contiguous = (mn_dim == 0) == transposed
    if swizzling == 0 and mn_contiguous:
        leading, strided = strided, leading
    lbo = sbo = 0
    rows_log2 = tile_inverse.in_dim_size_log2(dims[leading])
    if log2_floor(instr_shape[leading]) > rows_log2:
        lbo = ll.get_basis(dims[leading], rows_log2, OFFSET)
    columns_log2 = tile_inverse.in_dim_size_log2(dims[strided])
    if log2_floor(instr_shape[strided]) > columns_log2:
        sbo = ll.get_basis(dims[strided], columns_log2, OFFSET)
    return lbo, sbo


def _instruction_tile(ll: LinearLayout, tile_inverse: LinearLayout, instr_shape: Sequence[int]) -> LinearLayout:
    """The core-matrix tile (dims -> offset) padded up to the instruction's shape with the
    buffer's strides, plus a trivial block dim, as getReps compares it with the buffer."""
    dims = ll.in_dims
    bases = {dim: [list(basis) for basis in tile_inverse.bases[dim]] for dim in tile_inverse.in_dims}
    for d in (0, 1):
        size_log2 = tile_inverse.in_dim_size_log2(dims[d])
        i = 1
        while i < instr_shape[d] // (1 << size_log2):
            bases[dims[d]].append([ll.get_basis(dims[d], size_log2, OFFSET) * i])
            i *= 2
    max_basis = max((basis[0] for dim_bases in bases.values() for basis in dim_bases), default=0)
    padded = LinearLayout(bases, {OFFSET: next_power_of_two(max_basis)}, require_surjective=False)
    return padded * LinearLayout.identity_1d(1, dims[0], BLOCK)


def get_descriptor(ll: LinearLayout, instr_shape: Sequence[int], bitwidth: int, mn_dim: int) -> SmemDescriptor:
    """getDescriptor (MMAv3, no fp4): the first (transposed, swizzling) whose core-matrix tile,
    padded to the instruction's shape, tiles the buffer's inverted layout `ll`."""
    for transposed in (False, True):
        for swizzling, mode in SWIZZLE_MODES.items():
            tile_inverse = _core_matrix_tile(swizzling, transposed, bitwidth).pseudoinvert()
            lbo, sbo = _tile_strides(ll, tile_inverse, instr_shape, mn_dim, swizzling, transposed)
            if get_reps(ll, _instruction_tile(ll, tile_inverse, instr_shape)) is None:
                continue
            descriptor = (
                _field((lbo * bitwidth // 8) >> 4, _LEAD_OFFSET_SHIFT, _FIELD_MASK_14)
                | _field((sbo * bitwidth // 8) >> 4, _STRIDE_OFFSET_SHIFT, _FIELD_MASK_14)
                | _field(mode, _SWIZZLE_SHIFT, 0x3)
            )
            return SmemDescriptor(descriptor, swizzling, bitwidth, transposed)
    raise SmemDescriptorError("Failed to find a valid layout")


def offseted_base(b: LLVMBuilder, smem_struct: SSAValue, memdesc_type: MemDescType, element: Attribute) -> SSAValue:
    """getOffsetedBase: the view's base pointer moved to its origin (a subslice's offsets)."""
    return SharedMemoryObject.from_struct(b, smem_struct, element).affine_base(b, memdesc_type)


@dataclass(frozen=True)
class MmaSmemLoader:
    """DotOpMmaSmemLoader: the operand's descriptor and the run-time part of its address."""

    descriptor: SmemDescriptor
    base_b128: SSAValue
    """The i64 start address, in 16-byte units, of the calling warp group's part."""
    layout: LinearLayout
    """The buffer's layout inverted: (dim0, dim1) -> (offset, block)."""

    @staticmethod
    def build(
        b: LLVMBuilder, memdesc_type: MemDescType, smem_base: SSAValue, instr_shape: Sequence[int], mn_dim: int,
        mma_type: TensorType,
    ) -> MmaSmemLoader:  # fmt: skip
        """DotOpMmaSmemLoader::build for MMAv3 (`instr_shape` [M, K] for A, [K, N] for B;
        `mn_dim` 0 for A, 1 for B; `mma_type` the wgmma's result type)."""
        ll = linear_layout(memdesc_type).pseudoinvert()
        for dim, size in zip(ll.in_dims, instr_shape):
            assert size <= ll.in_dim_size(dim), "Instruction shape is too large for the layout"
        bitwidth = lt.bit_width(memdesc_type.element_type)
        base_b128 = b.lshr(b.ptrtoint(lt.i32, smem_base), b.i32_val(4))
        base_b128 = b.add(base_b128, _warp_group_offset_b128(b, ll, bitwidth, mn_dim, mma_type))
        descriptor = get_descriptor(ll, instr_shape, bitwidth, mn_dim)
        base_b128 = b.zext(lt.i64, b.and_(base_b128, b.i32_val(ADDRESS_MASK)))
        return MmaSmemLoader(descriptor, base_b128, ll)

    def smem_load(self, b: LLVMBuilder, row: int, column: int) -> SSAValue:
        """smemLoad: the descriptor of the instruction tile at (row, column) of the operand."""
        dims = self.layout.in_dims
        offset_elements = self.layout.apply({dims[0]: row, dims[1]: column})[0][1]
        offset_bytes = offset_elements * self.descriptor.bitwidth // 8
        # Upstream's mask is a uint32_t: an unswizzled operand keeps every bit (then 3 survive).
        mask = ((self.descriptor.swizzling_byte_width >> 4) - 1) & _UINT32
        matrix_base = _field((offset_bytes // 128) & mask, _MATRIX_BASE_SHIFT, _FIELD_MASK_3)
        descriptor = ((self.descriptor.descriptor | matrix_base) + (offset_bytes >> 4)) & _UINT64
        return b.add(b.int_val(64, _signed_64(descriptor)), self.base_b128)


def _signed_64(value: int) -> int:
    """The i64 an unsigned 64-bit value is stored as."""
    return value - (1 << 64) if value >= 1 << 63 else value


def _warp_group_offset_b128(
    b: LLVMBuilder, ll: LinearLayout, bitwidth: int, mn_dim: int, mma_type: TensorType
) -> SSAValue:
    """The offset, in 16-byte units, of the rows (A) or columns (B) of the calling warp group:
    the wgmma layout's warp bases along the operand's M or N dim, through the buffer's
    layout, the two lowest warp bits (the warps of one warp group) dropped."""
    mma = linear_layout(mma_type)
    out_dims = mma.out_dims
    warps = mma.sublayout([WARP], [out_dims[mn_dim]]) * LinearLayout.identity_1d(1, WARP, out_dims[1 - mn_dim])
    warp_to_offset = warps.compose(ll)
    warp_to_offset_b128 = divide_left(warp_to_offset, LinearLayout.zeros_1d(1, WARP, OFFSET, 128 // bitwidth))
    assert warp_to_offset_b128 is not None and len(warp_to_offset_b128.out_dims) == 2
    bases = {in_dim: [list(basis) for basis in in_bases] for in_dim, in_bases in warp_to_offset_b128.bases.items()}
    bases[WARP][0] = [0, 0]
    bases[WARP][1] = [0, 0]
    warp_group_to_offset = LinearLayout(bases, warp_to_offset.out_dim_sizes, require_surjective=False)
    warp_id = b.emit(WarpIdOp())
    return apply_linear_layout(b, warp_group_to_offset, [(WARP, warp_id)])[0][1]
