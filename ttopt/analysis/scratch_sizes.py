"""How many bytes of scratch shared memory an op needs while it runs.

Upstream's AllocationAnalysisScratchSizeFn callbacks: `default_scratch_size`
is defaultAllocationAnalysisScratchSizeFn (lib/Analysis/Allocation.cpp, with
the helpers of lib/Analysis/Utility.cpp), `nvidia_scratch_size_fn` the NVIDIA
backend's (third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/Allocation.cpp),
which only sizes convert_layout differently: its lowering may use
ldmatrix/stmatrix, so it swizzles the tile for them.

The sizes are those of Triton 3.6:
- convert_layout through shared memory: one swizzled tile (see
  generic_swizzling), total elements / reps, of max(8, bitwidth) bits;
- reduce across warps: the source shape with the reduced dim cut to its
  number of warps, each element as wide as all operands together;
- scan across warps: a partial result per warp and non-scanned element;
- gather that leaves the warp: the whole source tensor;
- histogram: max(bins, threads per warp) counters;
- atomics whose result all threads must see: one element, or the whole
  tensor if its layout broadcasts;
- tensormap_create: a 128-byte TMA descriptor;
- warp_specialize: its explicit captures, packed.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from xdsl.dialects.builtin import AnyFloat, IndexType, IntegerType, ModuleOp, TensorType
from xdsl.ir import Attribute, Operation

from ttopt.analysis.generic_swizzling import (
    REPS,
    optimal_swizzling,
    optimal_swizzling_ld_st,
    src_dst_tiles,
)
from ttopt.dialects.ttg.layouts import BlockedEncodingAttr, SharedMemorySpaceAttr
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.type_utils import is_pointer, pointee_type, scalar_bit_width
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity, op_error
from ttopt.ir.printer import print_attribute_text
from ttopt.layouts.linear_encoding import BLOCK, LANE, REGISTER, WARP
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.layouts.queries import (
    cvt_needs_shared_memory,
    linear_encoding,
    linear_layout,
    shape_per_cta,
)

ScratchSizeFn = Callable[[Operation], int]

POINTER_BIT_WIDTH = 64
TMA_DESCRIPTOR_BYTES = 128


# -- small helpers -----------------------------------------------------------------------------------


def tensor_bit_width(tensor_type: TensorType) -> int:
    """Bits one element takes in shared memory: 64 for pointers, at least 8 (upstream getBitwidth)."""
    element = tensor_type.element_type
    return POINTER_BIT_WIDTH if is_pointer(element) else max(scalar_bit_width(element), 8)


def _element_bytes(element: Attribute) -> int:
    """ceil(bits / 8) of a scalar type."""
    return -(-scalar_bit_width(element) // 8)


def _without_broadcast_registers(layout: LinearLayout) -> LinearLayout:
    """upstream actionRemoveBroadcastedRegs(layout).apply(layout)."""
    return layout.remove_zero_bases_along_dim(REGISTER)


def threads_per_warp(op: Operation) -> int:
    module = op
    while module is not None and not isinstance(module, ModuleOp):
        module = module.parent_op()
    attr = module.attributes.get("ttg.threads-per-warp") if module is not None else None
    return attr.value.data if attr is not None else 32


# -- convert_layout --------------------------------------------------------------------------------


def _cvt_layouts(src_type: TensorType, dst_type: TensorType) -> tuple[LinearLayout, LinearLayout]:
    return (
        _without_broadcast_registers(linear_layout(src_type)),
        _without_broadcast_registers(linear_layout(dst_type)),
    )


def swizzled_cvt_scratch_elems(src_type: TensorType, dst_type: TensorType) -> int:
    """Elements of the ld/st.shared tile of a conversion (upstream getNumScratchElemsSwizzledCvt)."""
    src, dst = _cvt_layouts(src_type, dst_type)
    smem = optimal_swizzling_ld_st(src, dst, tensor_bit_width(src_type))
    return smem.total_out_dim_size() // smem.in_dim_size(REPS)


def nvidia_cvt_scratch_elems(src_type: TensorType, dst_type: TensorType, compute_capability: int) -> int:
    """Elements of the tile NVIDIA's lowering uses, ldmatrix/stmatrix included where available."""
    src, dst = _cvt_layouts(src_type, dst_type)
    bitwidth = tensor_bit_width(src_type)
    src_tiles, dst_tiles = src_dst_tiles(
        bitwidth, supports_ld_matrix=compute_capability >= 75, supports_st_matrix=compute_capability >= 90
    )
    smem, _ = optimal_swizzling(src, dst, src_tiles, dst_tiles, bitwidth)
    return smem.total_out_dim_size() // smem.in_dim_size(REPS)


def _cvt_scratch_bytes(op: Operation, elems_fn: Callable[[TensorType, TensorType], int]) -> int:
    src_type, dst_type = op.operands[0].type, op.results[0].type
    if not cvt_needs_shared_memory(src_type, dst_type):
        return 0
    return elems_fn(src_type, dst_type) * tensor_bit_width(src_type) // 8


# -- reduce, scan, gather, histogram ---------------------------------------------------------------


def reduce_scratch_bytes(op: Operation) -> int:
    """ReduceOpHelper::getScratchSizeInBytes: partial results of each warp along the axis."""
    src_type: TensorType = op.operands[0].type
    axis = _checked_axis(op, src_type)
    warps_along_axis = linear_encoding(src_type).warps_per_cta()[axis]
    if warps_along_axis == 1:  # warp-synchronous: shuffles suffice
        return 0
    shape = list(src_type.get_shape())
    shape[axis] = warps_along_axis
    bytes_per_elem = sum(_element_bytes(v.type.element_type) for v in op.operands)
    return bytes_per_elem * math.prod(shape)


def _checked_axis(op: Operation, src_type: TensorType) -> int:
    """The op's axis; upstream's verifier lets an out-of-range one through, and then crashes."""
    axis = op.properties["axis"].value.data
    rank = len(src_type.get_shape())
    if not 0 <= axis < rank:
        raise op_error(op, f"axis {axis} is out of range for an operand of rank {rank}")
    return axis


def scan_scratch_bytes(op: Operation) -> int:
    """ScanLoweringHelper::getScratchSizeInBytes: a partial scan per warp and non-scanned element."""

    src_type: TensorType = op.operands[0].type
    if not isinstance(src_type.encoding, BlockedEncodingAttr):
        return 0  # only blocked layouts lower; the lowering reports the others
    axis = _checked_axis(op, src_type)
    encoding = linear_encoding(src_type)
    contig, lanes, warps = encoding.contig_per_thread(), encoding.threads_per_warp(), encoding.warps_per_cta()
    if warps[axis] == 1:
        return 0
    shape = src_type.get_shape()
    blocks = [-(-shape[d] // (contig[d] * lanes[d] * warps[d])) for d in range(len(shape))]
    non_axis_lanes = math.prod(lanes) // lanes[axis]
    non_axis_contig = math.prod(c for d, c in enumerate(contig) if d != axis)
    non_axis_blocks = math.prod(b for d, b in enumerate(blocks) if d != axis)
    elems = math.prod(warps) * non_axis_lanes * non_axis_contig * blocks[axis] * non_axis_blocks
    return sum(_element_bytes(v.type.element_type) for v in op.operands) * elems


def gather_is_warp_local(op: Operation) -> bool:
    """GatherLoweringHelper::isWarpLocal: every gathered column stays within one warp.

    The gather dim must not depend on the warp (or CTA) in the source and
    index layouts, both must give each warp the same part of the other dims,
    and the same lanes must hold each column on both sides.
    """
    src_type, idx_type = op.operands[0].type, op.operands[1].type
    src, idx = linear_layout(src_type), linear_layout(idx_type)
    axis = op.properties["axis"].value.data
    gather_dim = f"dim{axis}"
    other_dims = [f"dim{d}" for d in range(len(src_type.get_shape())) if d != axis]
    if not src.sublayout_is_zero([BLOCK, WARP], [gather_dim]):
        return False
    if not idx.sublayout_is_zero([BLOCK, WARP], [gather_dim]):
        return False
    if src.sublayout([BLOCK, WARP], other_dims) != idx.sublayout([BLOCK, WARP], other_dims):
        return False
    return src.sublayout([LANE], other_dims) == idx.sublayout([LANE], other_dims)


def gather_scratch_bytes(op: Operation) -> int:
    if gather_is_warp_local(op):
        return 0
    src_type: TensorType = op.operands[0].type
    return math.prod(src_type.get_shape()) * _element_bytes(src_type.element_type)


def histogram_scratch_bytes(op: Operation) -> int:
    result_type: TensorType = op.results[0].type
    bins = math.prod(result_type.get_shape())
    return max(bins, threads_per_warp(op)) * tensor_bit_width(result_type) // 8


# -- atomics -----------------------------------------------------------------------------------------


def atomic_scratch_elems(op: Operation) -> int:
    """Elements through which an atomic's result reaches every thread (upstream getRepShapeForAtomic).

    Triton's model gives all threads holding an element the same value, even
    those that did not perform the atomic: a scalar result needs one element,
    a tensor result whose layout broadcasts needs the whole tensor (per CTA).
    """
    result = op.results[0]
    if not result.uses:
        return 0
    if not isinstance(result.type, TensorType):
        return 1
    layout = linear_layout(result.type)
    if not any(layout.get_free_variable_masks().values()):
        return 0

    return math.prod(shape_per_cta(result.type))


def atomic_scratch_bytes(op: Operation) -> int:
    elems = atomic_scratch_elems(op)
    if elems == 0:
        return 0
    return elems * max(8, scalar_bit_width(pointee_type(op.operands[0].type))) // 8


# -- warp specialization -----------------------------------------------------------------------------


def capture_bytes(type_: Attribute) -> int:
    """Bytes a warp_specialize capture takes in shared memory (upstream getSharedMemorySize(Type))."""

    if is_pointer(type_) or getattr(type_, "name", None) == "tt.tensordesc":
        return 8
    if isinstance(type_, MemDescType):
        if not isinstance(type_.memory_space, SharedMemorySpaceAttr):
            return 8
        return 8 + 4 * len(type_.get_shape())
    if not isinstance(type_, IntegerType | IndexType | AnyFloat):
        # Upstream stops with this fatal error; here it is a diagnostic at the op.
        raise CaptureTypeError(f"shared memory size for scalar type is unspecified: {print_attribute_text(type_)}")
    return _element_bytes(type_)


class CaptureTypeError(Exception):
    """A warp_specialize capture of a type with no shared-memory size (a tensor, say)."""


CAPTURE_ALIGNMENT = 8


def warp_specialize_capture_bytes(op: Operation) -> int:
    """The explicit captures, tightly packed (upstream WarpSpecializeOp::getCaptureSizeAlign)."""
    try:
        return sum(capture_bytes(operand.type) for operand in op.operands)
    except CaptureTypeError as error:
        raise DiagnosticError(Diagnostic(Severity.ERROR, str(error), op.location, op=op)) from None


# -- the callbacks -----------------------------------------------------------------------------------


_SIZERS: dict[str, ScratchSizeFn] = {
    "tt.reduce": reduce_scratch_bytes,
    "tt.scan": scan_scratch_bytes,
    "tt.gather": gather_scratch_bytes,
    "tt.histogram": histogram_scratch_bytes,
    "tt.atomic_rmw": atomic_scratch_bytes,
    "tt.atomic_cas": atomic_scratch_bytes,
    "ttng.tensormap_create": lambda op: TMA_DESCRIPTOR_BYTES,
    "ttg.warp_specialize": warp_specialize_capture_bytes,
}


def default_scratch_size(op: Operation) -> int:
    """defaultAllocationAnalysisScratchSizeFn: ld/st.shared tiles for convert_layout."""
    if op.name == "ttg.convert_layout":
        return _cvt_scratch_bytes(op, swizzled_cvt_scratch_elems)
    sizer = _SIZERS.get(op.name)
    return sizer(op) if sizer is not None else 0


def nvidia_scratch_size_fn(compute_capability: int) -> ScratchSizeFn:
    """getNvidiaAllocationAnalysisScratchSizeFn for a target: ldmatrix/stmatrix-aware tiles."""

    def scratch_size(op: Operation) -> int:
        if op.name == "ttg.convert_layout":
            return _cvt_scratch_bytes(
                op, lambda src, dst: nvidia_cvt_scratch_elems(src, dst, compute_capability)
            )
        return default_scratch_size(op)

    return scratch_size
