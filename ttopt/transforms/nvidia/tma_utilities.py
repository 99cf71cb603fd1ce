"""What Triton's TMA passes share: lib/Dialect/TritonNvidiaGPU/Transforms/TMAUtilities.cpp.

A tensor descriptor's block type carries the shared-memory layout its TMA messages write
and read (`#ttg.nvmma_shared`, or an unswizzled `#ttg.swizzled_shared`). From it come the
layout of a buffer a descriptor load fills or a store reads (getEncodingFromDescriptor,
updateEncodingForShape: the same layout over another rank for rank-reducing loads), and
the fields of the 128-byte TMA descriptor `tt.make_tensor_descriptor` writes at run time
(createTMADesc: box, global dims and strides, element type, swizzle mode, fill mode).

The CTA layout of an encoding (upstream's CTAEncodingAttr, a linear layout from CTA ids
to tensor dims) is `CTALayout`: the rank and the block bases of the `CGALayout`.
Upstream's report_fatal_errors are diagnostics at the op here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    NoneAttr,
    Signedness,
    TensorType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.dialects.arith import ConstantOp, MulIOp
from ttopt.dialects.tt import (
    PADDING_OPTION,
    MakeTensorDescOp,
    TensorDescType,
    emit_error,
)
from ttopt.dialects.ttg.layouts import (
    Bases,
    NVMMASharedEncodingAttr,
    SwizzledSharedEncodingAttr,
)
from ttopt.dialects.ttng.ops import TensormapCreateOp
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.layouts.conversions import shape_per_cta
from ttopt.layouts.linear_encoding import bases_per_dim

TMA_SIZE_BYTES = 128
TMA_ALIGN = 128

_SWIZZLE_WIDTHS = (128, 64, 32)
_MIN_SWIZZLED_ROWS = 8
_MAX_BOX_DIM = 256
_SWIZZLE_MODES = {0: 0, 32: 1, 64: 2, 128: 3}

# TMA_ELEMENT_TYPES: CUtensorMapDataType.
TMA_U8, TMA_U16, TMA_U32, TMA_S32, TMA_U64, TMA_S64 = 0, 1, 2, 3, 4, 5
TMA_F16, TMA_F32, TMA_F64, TMA_BF16 = 6, 7, 9, 10
TMA_B4X16_P64 = 14

Insert = Callable[[Operation], Operation]
"""Puts a new op where the rewrite builds (before the op being lowered) and returns it."""


# -- CTA layouts -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class CTALayout:
    """CTAEncodingAttr: how the CTAs of a cluster split a tensor of `rank` dims (no bases: one CTA)."""

    rank: int
    bases: Bases = ()

    @property
    def split_num(self) -> tuple[int, ...]:
        """getCTASplitNum: into how many CTA shares each dim is split."""
        return bases_per_dim(self.bases, self.rank)


def cta_layout_of(encoding: Attribute) -> CTALayout:
    """getCTALayout of a distributed or shared encoding."""
    return CTALayout(encoding.rank, encoding.cga_layout)


def update_cta_layout_for_shape(cta: CTALayout, shape: Sequence[int]) -> CTALayout:
    """updateCTALayoutForShape: the CTA layout over `shape`'s rank. Extra leading dims are
    dropped (CTAs broadcast over them); missing leading dims, of size 1 in rank-reducing
    loads, are added unsplit."""
    rank = len(shape)
    if cta.rank == rank:
        return cta
    if cta.rank > rank:
        dropped = cta.rank - rank
        return CTALayout(rank, tuple(basis[dropped:] for basis in cta.bases))
    added = (0,) * (rank - cta.rank)
    return CTALayout(rank, tuple(added + basis for basis in cta.bases))


def nvmma_shared_encoding(
    shape: Sequence[int], order: Sequence[int], cta: CTALayout, element_type: Attribute, fp4_padded: bool
) -> NVMMASharedEncodingAttr:
    """NVMMASharedEncodingAttr::get(shape, order, CTALayout, eltTy, fp4Padded): the widest
    swizzle the contiguous dim's bytes are a multiple of; none for fewer than 8 rows."""
    per_cta = [size // min(size, split) for size, split in zip(shape, cta.split_num)]
    bit_width = scalar_bit_width(element_type)
    packing = 2 if fp4_padded else 1
    contiguous_bytes = per_cta[order[0]] * packing * bit_width // 8
    swizzle = next((w for w in _SWIZZLE_WIDTHS if contiguous_bytes >= w and contiguous_bytes % w == 0), 0)
    rows = math.prod(per_cta[dim] for dim in order[1:])
    if len(per_cta) < 2 or rows < _MIN_SWIZZLED_ROWS:
        swizzle = 0
    return NVMMASharedEncodingAttr(swizzle, order[0] == 0, bit_width, fp4_padded, cta.bases, cta.rank)


# -- descriptor encodings ------------------------------------------------------------------------------


def is_fp4_padded(encoding: Attribute) -> bool:
    return isinstance(encoding, NVMMASharedEncodingAttr) and encoding.fp4_padded


def update_encoding_for_shape(op: Operation, encoding: Attribute, tensor_type: TensorType) -> Attribute:
    """updateEncodingForShape: the descriptor's shared encoding over `tensor_type`'s rank.
    Errors are reported at `op` (upstream aborts after reporting them at the op it has)."""
    shape = tensor_type.get_shape()
    if isinstance(encoding, NVMMASharedEncodingAttr):
        cta = update_cta_layout_for_shape(cta_layout_of(encoding), shape)
        return NVMMASharedEncodingAttr(
            encoding.swizzling_byte_width, encoding.transposed, encoding.element_bit_width, encoding.fp4_padded,
            cta.bases, cta.rank,
        )
    if isinstance(encoding, SwizzledSharedEncodingAttr):
        rank = len(shape)
        old_order = encoding.order
        # New leading dims are the slowest; a rank-reducing load drops the dims past its rank.
        order = [rank - i - 1 for i in range(rank - len(old_order))]
        order += [dim for dim in old_order if dim < rank]
        cta = update_cta_layout_for_shape(cta_layout_of(encoding), shape)
        return SwizzledSharedEncodingAttr(encoding.vec, encoding.per_phase, encoding.max_phase, order, cta.bases)
    raise emit_error(op, "Internal Error: Unhandled tensor descriptor encoding")


def encoding_from_descriptor(op: Operation, tensor_type: TensorType, desc: SSAValue) -> Attribute:
    """getEncodingFromDescriptor: the layout of the buffer a TMA message on `desc` moves as `tensor_type`."""
    block_type: TensorType = desc.type.block_type
    encoding = block_type.encoding
    if isinstance(encoding, NoneAttr):
        raise emit_error(op, "Internal Error: Tensor descriptor should have encoding set")
    if tuple(block_type.get_shape()) == tuple(tensor_type.get_shape()):
        return encoding
    return update_encoding_for_shape(op, encoding, tensor_type)


def translate_tma_indices(insert: Insert, encoding: Attribute, indices: Sequence[SSAValue]) -> list[SSAValue]:
    """translateTMAIndices: an fp4-padded row holds twice the (packed) elements its index counts."""
    indices = list(indices)
    if is_fp4_padded(encoding):
        two = insert(ConstantOp.from_int(2, i32))
        indices[-1] = insert(MulIOp(indices[-1], two.result)).result
    return indices


# -- TMA descriptor fields -----------------------------------------------------------------------------


def tma_block_shape(
    op: Operation,
    shape_per_cta: Sequence[int],
    element_bit_width: int,
    swizzle_bytes: int,
    fp4_padded: bool,
    transposed: bool,
    packed_size: bool,
) -> list[int]:
    """getTMABlockShape: the box one TMA message moves. Every dim is at most 256 and a
    swizzled layout's contiguous dim is one swizzle row; fp4-padded rows count their padding
    unless `packed_size`."""
    block = list(shape_per_cta)
    contig_dim = 0 if transposed else len(block) - 1
    if fp4_padded:
        block[contig_dim] *= 2
    block = [min(size, _MAX_BOX_DIM) for size in block]
    if swizzle_bytes:
        row_elements = 8 * swizzle_bytes // element_bit_width
        if block[contig_dim] < row_elements:
            raise emit_error(op, "Block shape is too small for the swizzle byte size in NVMMA Shared Layout.")
        block[contig_dim] = row_elements
    if fp4_padded and packed_size:
        block[contig_dim] //= 2
    return block


def _require_tma_layout(op: Operation, encoding: Attribute) -> None:
    """TMA writes an nvmma layout or an unswizzled one."""
    if isinstance(encoding, NVMMASharedEncodingAttr):
        return
    if not (isinstance(encoding, SwizzledSharedEncodingAttr) and encoding.vec == encoding.per_phase ==
            encoding.max_phase == 1):
        raise emit_error(op, "Unhandled encoding type")


def tma_swizzle_mode(op: Operation, desc_type: TensorDescType) -> int:
    """getTMASwizzleMode: CUtensorMapSwizzle of the block's layout (0: none ... 3: 128 bytes)."""
    encoding = desc_type.block_type.encoding
    _require_tma_layout(op, encoding)
    swizzle_bytes = encoding.swizzling_byte_width if isinstance(encoding, NVMMASharedEncodingAttr) else 0
    return _SWIZZLE_MODES[swizzle_bytes]


def tma_element_type(op: Operation, desc_type: TensorDescType) -> int:
    """getTMAElementType: CUtensorMapDataType of the block's elements."""
    if is_fp4_padded(desc_type.block_type.encoding):
        return TMA_B4X16_P64
    element = desc_type.block_type.element_type
    by_type = {BFloat16Type: TMA_BF16, Float16Type: TMA_F16, Float32Type: TMA_F32, Float64Type: TMA_F64}
    if type(element) in by_type:
        return by_type[type(element)]
    size = scalar_bit_width(element) // 8
    signed = isinstance(element, IntegerType) and element.signedness.data == Signedness.SIGNED
    by_size = {1: TMA_U8, 2: TMA_U16, 4: TMA_S32 if signed else TMA_U32, 8: TMA_S64 if signed else TMA_U64}
    if size not in by_size:
        raise emit_error(op, f"Tensor descriptor element type must have size 1, 2, or 4 but got {size}")
    return by_size[size]


def create_tma_desc(tma_ptr: SSAValue, op: MakeTensorDescOp, insert: Insert) -> None:
    """createTMADesc: a `ttng.tensormap_create` writing the descriptor of `op` at `tma_ptr`.
    Dims are listed innermost first, as cuTensorMapEncodeTiled takes them; strides are in
    bytes and the innermost (1) is implicit."""

    def i32_constant(value: int) -> SSAValue:
        return insert(ConstantOp.from_int(value, i32)).result

    element_size = scalar_bit_width(op.base.type.pointee) // 8
    nvmma = op.result.type.block_type.encoding
    if not isinstance(nvmma, NVMMASharedEncodingAttr):
        # Upstream asserts here (cast<NVMMASharedEncodingAttr>) before its own check of the layout.
        raise emit_error(op, "Unhandled encoding type")
    fp4_padded = nvmma.fp4_padded
    per_cta = shape_per_cta(nvmma, op.result.type.block_type.get_shape())
    block_shape = tma_block_shape(
        op, per_cta, nvmma.element_bit_width, nvmma.swizzling_byte_width, fp4_padded, nvmma.transposed, False
    )
    contig_dim_size = block_shape[-1]
    if fp4_padded and contig_dim_size != 128:
        raise emit_error(op, "FP4 padded loads require 128 elements or more in the last dim")
    box_dim = [i32_constant(contig_dim_size)]
    box_dim += [i32_constant(block_shape[k]) for k in range(len(per_cta) - 2, -1, -1)]
    swizzle_mode = tma_swizzle_mode(op, op.result.type)
    element_size_value = insert(ConstantOp.from_int(element_size, i64)).result
    global_dim = list(reversed(op.shape))
    global_stride = [op.strides[k] for k in range(len(op.strides) - 2, -1, -1)]
    if fp4_padded:
        # The innermost dim counts bytes: two mxfp4 elements each.
        global_dim[0] = insert(MulIOp(global_dim[0], i32_constant(2))).result
    element_stride = [i32_constant(1)] * len(global_dim)
    global_stride = [insert(MulIOp(stride, element_size_value)).result for stride in global_stride]
    element_type = tma_element_type(op, op.result.type)
    fill_mode = 1 if PADDING_OPTION.keyword(op.padding) == "nan" else 0
    insert(TensormapCreateOp(
        tma_ptr, op.base, box_dim, global_dim, global_stride, element_stride,
        elem_type=element_type, interleave_layout=0, swizzle_mode=swizzle_mode, fill_mode=fill_mode,
    ))
