"""`tritongpu-reduce-data-duplication`: Triton's TritonGPUReduceDataDuplicationPass
(lib/Dialect/TritonGPU/Transforms/ReduceDataDuplication.cpp).

A conversion to a dot-operand layout that has to go through shared memory
(`cvtNeedsSharedMemory`) becomes an explicit round trip through a buffer laid out for
the operand, which the dot-operand lowering of `ttg.local_load` reads directly (no
register copies of duplicated elements), and which shared-memory allocation sees:

    %b = ttg.convert_layout %a : tensor<..., #src> -> tensor<..., #ttg.dot_op<...>>
  ->
    %m = ttg.local_alloc %a : (tensor<..., #src>) -> !ttg.memdesc<..., #shared, #smem>
    %b = ttg.local_load %m : !ttg.memdesc<..., #shared, #smem> -> tensor<..., #ttg.dot_op<...>>

The buffer's `#ttg.swizzled_shared` layout is the one upstream derives for a dot operand
(SwizzledSharedEncodingAttr's dot-operand builder, TritonGPUAttrDefs.td) from the source
tensor's memory order (`getOrderForMemory`), its shape and element width. Conversions
that only permute registers or shuffle lanes are left alone. In make_ttgir the pass runs
after pipelining, when the corpus matmul's operands already come from `ttg.local_load`,
so it changes nothing there; conversions written before pipelining are rewritten.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass

from ttopt.dialects.ttg.layouts import (
    AMDMfmaEncodingAttr,
    AMDWmmaEncodingAttr,
    Bases,
    DotOperandEncodingAttr,
    NvidiaMmaEncodingAttr,
    SharedLayout,
    SharedMemorySpaceAttr,
    SliceEncodingAttr,
    SwizzledSharedEncodingAttr,
)
from ttopt.dialects.ttg.ops import ConvertLayoutOp, LocalAllocOp, LocalLoadOp
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.ir.diagnostics import op_error
from ttopt.layouts.queries import cvt_needs_shared_memory, linear_encoding
from ttopt.pass_manager import mark_ir_unchanged

BANK_BITS = 1024
"""The bits of one row of shared memory banks (32 banks of 32 bits)."""
MMA_STRIDE = 8
"""Rows of an MMA operand fragment."""


def order_for_memory(tensor_type: TensorType) -> tuple[int, ...]:
    """getOrderForMemory: the order of the elements in a thread, unless the fastest dim of
    the lanes holds one element per thread, in which case the lanes' order."""
    layout = linear_encoding(tensor_type)
    order, thread_order = layout.order(), layout.thread_order()
    if order == thread_order:
        return order
    if layout.elems_per_thread()[thread_order[0]] == 1:
        return thread_order
    return order


def cga_bases(encoding: Attribute) -> Bases:
    """getCGALayout of a distributed encoding: its CTA bases, in the tensor's dims."""
    if isinstance(encoding, SliceEncodingAttr):
        return tuple(basis[: encoding.dim] + basis[encoding.dim + 1 :] for basis in cga_bases(encoding.parent))
    return encoding.cga_layout


def shape_per_cta(shape: Sequence[int], cga: Bases) -> list[int]:
    """getShapePerCTA(CGALayout.getCTASplitNum(), shape): each dim divided by the number of
    CTAs the CGA bases spread along it (at most down to one element)."""
    split = [1 << sum(1 for basis in cga if basis[dim] != 0) for dim in range(len(shape))]
    return [size // min(size, parts) for size, parts in zip(shape, split)]


def mma_operand_swizzling(
    op_idx: int, k_width: int, shape_per_cta: Sequence[int], order: Sequence[int], bitwidth: int
) -> tuple[int, int, int]:
    """(vec, perPhase, maxPhase) of SwizzledSharedEncodingAttr's NVIDIA (Ampere/Hopper)
    dot-operand builder (without transposition): rows of `vec` elements (the MMA stride
    when K is not the fastest dim), packed so that a phase covers all banks."""
    inner = shape_per_cta[order[0]]
    per_phase = max(BANK_BITS // (bitwidth * inner), 1)
    mma_stride, vec = MMA_STRIDE, 4 * k_width
    rank = len(order)
    k_dim = rank - 1 if op_idx == 0 else rank - 2
    if order[0] != k_dim:
        vec, mma_stride = mma_stride, vec
    max_phase = max(min(mma_stride, BANK_BITS // (vec * bitwidth)), 1)
    max_phase = max(max_phase // per_phase, 1)
    return vec, per_phase, max_phase


def dot_operand_shared_encoding(
    op: Operation, dot: DotOperandEncodingAttr, shape: Sequence[int], order: Sequence[int], cga: Bases, bitwidth: int
) -> SwizzledSharedEncodingAttr:
    """SwizzledSharedEncodingAttr::get(dotOpEnc, shape, order, CGALayout, typeWidthInBit):
    no swizzling for FMA operands, the MMA builder for Ampere and Hopper operands."""
    parent = dot.parent
    if isinstance(parent, AMDMfmaEncodingAttr | AMDWmmaEncodingAttr):
        raise op_error(op, "swizzling of AMD MMA operands (composeSharedLayoutForOperand) is not supported")
    if not isinstance(parent, NvidiaMmaEncodingAttr):
        return SwizzledSharedEncodingAttr(1, 1, 1, order, cga)
    if not (parent.is_ampere or parent.is_hopper):
        raise op_error(op, "unsupported swizzling for provided MMA version")
    vec, per_phase, max_phase = mma_operand_swizzling(
        dot.op_idx, dot.k_width, shape_per_cta(shape, cga), order, bitwidth
    )
    return SwizzledSharedEncodingAttr(vec, per_phase, max_phase, order, cga)


def goes_through_shared_memory(cvt: ConvertLayoutOp) -> bool:
    """A conversion from a register layout to a dot operand that needs shared memory."""
    src_type, dst_type = cvt.src.type, cvt.result.type
    if isinstance(src_type.encoding, SharedLayout):
        return False
    if not isinstance(dst_type.encoding, DotOperandEncodingAttr):
        return False
    return cvt_needs_shared_memory(src_type, dst_type)


def round_trip_through_shared_memory(cvt: ConvertLayoutOp) -> None:
    """Replace the conversion by a local_alloc of its source and a local_load of that buffer."""
    src_type, dst_type = cvt.src.type, cvt.result.type
    encoding = dot_operand_shared_encoding(
        cvt,
        dst_type.encoding,
        src_type.get_shape(),
        order_for_memory(src_type),
        cga_bases(src_type.encoding),
        scalar_bit_width(src_type.element_type),
    )
    buffer_type = MemDescType(dst_type.get_shape(), dst_type.element_type, encoding, SharedMemorySpaceAttr())
    alloc = LocalAllocOp(buffer_type, cvt.src)
    load = LocalLoadOp(alloc.result, dst_type)
    for new_op in (alloc, load):
        new_op.location = cvt.location
        cvt.parent.insert_op_before(new_op, cvt)
    cvt.result.replace_all_uses_with(load.result)
    cvt.detach()
    cvt.erase()


@dataclass(frozen=True)
class TritonGPUReduceDataDuplication(ModulePass):
    """Reduce data duplication in register by decomposing convert[distributed -> dotOperand] into convert[distributed -> shared -> dotOperand]"""

    name = "tritongpu-reduce-data-duplication"
    cpp_name = "TritonGPUReduceDataDuplication"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/ReduceDataDuplication.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        cvts = [nested for nested in op.walk(region_first=True) if isinstance(nested, ConvertLayoutOp)]
        through_shared_memory = [cvt for cvt in cvts if goes_through_shared_memory(cvt)]
        if not through_shared_memory:
            mark_ir_unchanged(self)
        for cvt in through_shared_memory:
            round_trip_through_shared_memory(cvt)
