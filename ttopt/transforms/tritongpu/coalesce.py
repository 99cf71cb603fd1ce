"""`tritongpu-coalesce`: give every global memory access a layout that coalesces it.

Upstream: lib/Dialect/TritonGPU/Transforms/Coalesce.cpp, CoalesceUtils.cpp
(buildCoalescedEncoding) and the helpers of Utility.cpp it calls, Triton 3.6.

1. For each op reading or writing global memory through a tensor of pointers
   (`tt.load`, `tt.store`, `tt.atomic_rmw`, `tt.atomic_cas`,
   `ttg.async_copy_global_to_local`), AxisInfo of the pointer gives the order (dims by
   decreasing contiguity) and, along the fastest dim, how many elements one thread can
   access at once: the alignment (divisibility in elements, contiguity) capped at
   128 bits. The memory ops in the op's use-def slice (`ttopt.analysis.slices.get_slice`)
   with the same shape and order may raise it to their own value, then it is capped by
   the elements each thread holds, and for writes again by the op's own value (a wider
   store would leave gaps at the warp level). The layout is the blocked layout with
   that many elements per thread along the fastest dim.
2. Descriptor loads and stores (`tt.descriptor_load/gather/store/reduce/scatter`) get a
   row-major blocked layout with up to 16 bytes per thread: their layout only shapes the
   shared-memory traffic.
3. Every chosen op is rebuilt on operands converted to its layout (`ttg.convert_layout`,
   even where the layout does not change: later passes fold those), and its tensor
   results are converted back to their old layouts.

All layouts are picked before anything changes, so the analysis sees the input IR.
`--debug-only=tritongpu-coalesce` traces the choice as upstream does (`Considering op:
...`, `axis info of pointer: ...`, `order=[..]`, `shapePerCTA=[..]`, `perThread ...`);
`--debug-only=ttg-utility` shows the per-op alignment (`elemNumBytes: ...`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import AnyFloat, IntegerType, ModuleOp, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass

from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.analysis.slices import get_slice
from ttopt.dialects.tt import (
    AtomicCASOp,
    AtomicRMWOp,
    DescriptorGatherOp,
    DescriptorLoadOp,
    DescriptorReduceOp,
    DescriptorScatterOp,
    DescriptorStoreOp,
    LoadOp,
    StoreOp,
)
from ttopt.dialects.ttg.layouts import (
    Bases,
    BlockedEncodingAttr,
    SliceEncodingAttr,
    blocked_encoding_for_shape,
    num_warps_of,
    threads_per_warp_of,
)
from ttopt.dialects.ttg.ops import AsyncCopyGlobalToLocalOp, ConvertLayoutOp
from ttopt.dialects.type_utils import element_bit_width, is_pointer
from ttopt.ir.debug import debug
from ttopt.ir.diagnostics import op_error
from ttopt.ir.printer import print_attribute_text, print_op_for_diagnostic
from ttopt.ir.traversal import post_order
from ttopt.layouts.queries import shape_per_cta
from ttopt.support.class_tests import is_subclass
from ttopt.transforms.triton.utility import clone_with

DEBUG_TYPE = "tritongpu-coalesce"
UTILITY_DEBUG_TYPE = "ttg-utility"
"""The DEBUG_TYPE of upstream's TritonGPU Utility.cpp (getNumElementsPerThread)."""

MAX_VECTOR_BITS = 128
"""The widest vectorized global access (ld/st.v4.b32)."""

DESCRIPTOR_LOAD_OPS = (DescriptorLoadOp, DescriptorGatherOp)
DESCRIPTOR_STORE_OPS = (DescriptorStoreOp, DescriptorReduceOp, DescriptorScatterOp)


# -- helpers of TritonGPU/Transforms/Utility.cpp --------------------------------------------------


# The global memory accesses through a `ptr` operand (asked by class: isinstance against xDSL's
# ABCs runs Python code, and coalesce asks it of every op of every slice it walks).
_POINTER_ACCESSES = (LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp)


def memory_access_pointer(op: Operation) -> SSAValue | None:
    """getMemAccessPtr: the pointer operand a global memory access goes through."""
    kind = type(op)
    if is_subclass(kind, _POINTER_ACCESSES):
        return op.ptr
    if is_subclass(kind, AsyncCopyGlobalToLocalOp):
        return op.src
    return None


def order_from_contiguity(contiguity: Sequence[int]) -> tuple[int, ...]:
    """getOrderFromContiguity (argSort in Triton 3.6): dims by decreasing contiguity,
    ties in increasing dim order, so an all-ones contiguity gives [0, 1, ...]."""
    return tuple(sorted(range(len(contiguity)), key=lambda dim: -contiguity[dim]))


def elements_per_thread(
    op: Operation,
    order: Sequence[int],
    analysis: ModuleAxisInfoAnalysis,
    shape_per_cta: Sequence[int],
    max_vector_bits: int = MAX_VECTOR_BITS,
) -> int:
    """getNumElementsPerThread: how many elements along `order[0]` one thread can access
    with one instruction: the pointer's alignment in elements, at most `max_vector_bits`."""
    pointer = memory_access_pointer(op)
    info = analysis.get(pointer)
    fastest = order[0]
    bits = _accessed_bit_width(op, pointer.type)
    element_bytes = max(bits // 8, 1)
    divisibility = info.divisibility[fastest]
    max_multiple = max(divisibility // element_bytes, 1)
    max_contiguity = min(info.contiguity[fastest], shape_per_cta[fastest])
    alignment = min(max_multiple, max_contiguity)
    debug(
        UTILITY_DEBUG_TYPE,
        lambda: f"elemNumBytes: {element_bytes}, divisibility: {divisibility}, "
        f"contig: {info.contiguity[fastest]}, alignment: {alignment}",
    )
    return min(alignment, max_vector_bits // bits)


def _accessed_bit_width(op: Operation, pointer_type: TensorType) -> int:
    """getElementBitWidth of the pointee; upstream asserts on a pointee without a bit width
    (a pointer to pointers), ttopt reports it."""
    pointee = pointer_type.element_type.pointee
    if not isinstance(pointee, IntegerType | AnyFloat):
        raise op_error(op, f"cannot coalesce accesses to '{print_attribute_text(pointee)}' values (no bit width)")
    return element_bit_width(pointer_type)


def cga_layout_of(encoding: Attribute) -> Bases:
    """getCGALayout: the CTA bases of a distributed encoding, in the tensor's dims."""
    if isinstance(encoding, SliceEncodingAttr):
        return tuple(basis[: encoding.dim] + basis[encoding.dim + 1 :] for basis in cga_layout_of(encoding.parent))
    return encoding.cga_layout


# -- the layout of one memory access (CoalesceUtils.cpp) ------------------------------------------


def build_coalesced_encoding(
    analysis: ModuleAxisInfoAnalysis,
    op: Operation,
    num_warps: int,
    threads_per_warp: int,
    cga_layout: Bases,
    cta_shape: Sequence[int],
    max_vector_bits: int = MAX_VECTOR_BITS,
) -> BlockedEncodingAttr:
    """buildCoalescedEncoding: the blocked layout that coalesces `op`'s accesses."""
    pointer = memory_access_pointer(op)
    pointer_type: TensorType = pointer.type
    info = analysis.get(pointer)
    debug(DEBUG_TYPE, lambda: "Considering op: " + _op_text(op))
    debug(DEBUG_TYPE, lambda: f"axis info of pointer: {info}")
    order = order_from_contiguity(info.contiguity)
    debug(DEBUG_TYPE, lambda: f"order=[{_join(order)}]")

    same_order = _accesses_with_same_order(analysis, op, pointer, order)
    debug(DEBUG_TYPE, lambda: f"shapePerCTA=[{_join(cta_shape)}]")

    per_thread = elements_per_thread(op, order, analysis, cta_shape, max_vector_bits)
    debug(DEBUG_TYPE, f"perThread for op: {per_thread}")
    for other in same_order:
        other_per_thread = elements_per_thread(other, order, analysis, cta_shape, max_vector_bits)
        debug(DEBUG_TYPE, f"perThread for opSameOrder: {other_per_thread}")
        per_thread = max(per_thread, other_per_thread)

    elements = 1
    for size in cta_shape:
        elements *= size
    per_thread = min(per_thread, max(elements // (num_warps * threads_per_warp), 1))
    debug(DEBUG_TYPE, f"perThread: {per_thread}")

    if not isinstance(op, LoadOp):
        # A write wider than the op's own alignment would leave gaps in the warp's
        # store; loads can rely on L1 to hide them.
        per_thread = min(per_thread, elements_per_thread(op, order, analysis, cta_shape, max_vector_bits))
    size_per_thread = [1] * len(pointer_type.get_shape())
    size_per_thread[order[0]] = per_thread
    return blocked_encoding_for_shape(
        pointer_type.get_shape(), size_per_thread, order, num_warps, threads_per_warp, cga_layout
    )


def _accesses_with_same_order(
    analysis: ModuleAxisInfoAnalysis, op: Operation, pointer: SSAValue, order: tuple[int, ...]
) -> list[Operation]:
    """The other memory accesses in `op`'s slice whose pointers have `pointer`'s shape and
    order: the desired alignment is the best among them. No slice for a block argument."""
    if not isinstance(pointer.owner, Operation):
        return []
    shape = pointer.type.get_shape()
    found: list[Operation] = []
    for other in get_slice(op):
        other_pointer = memory_access_pointer(other)
        if other is op or other in found or other_pointer is None:
            continue
        if not isinstance(other_pointer.type, TensorType) or other_pointer.type.get_shape() != shape:
            continue
        if order_from_contiguity(analysis.get(other_pointer).contiguity) == order:
            debug(DEBUG_TYPE, lambda other=other: "multi-root-slice: insert to memAccessesSameOrder " + _op_text(other))
            found.append(other)
    return found


def _op_text(op: Operation) -> str:
    return print_op_for_diagnostic(op, generic=False)


def _join(values: Sequence[int]) -> str:
    return ", ".join(str(v) for v in values)


# -- descriptor loads and stores ----------------------------------------------------------------


def descriptor_encoding(num_warps: int, threads_per_warp: int, tensor_type: TensorType) -> BlockedEncodingAttr:
    """pickDescriptorLoadStoreLayout: row-major, up to 16 bytes per thread along the last
    dim (the layout only decides the shared-memory traffic of a TMA access)."""
    shape = tensor_type.get_shape()
    elements = 1
    for size in shape_per_cta(tensor_type):
        elements *= size
    per_thread = max(elements // (num_warps * threads_per_warp), 1)
    vector = min(per_thread, MAX_VECTOR_BITS // element_bit_width(tensor_type))
    rank = len(shape)
    size_per_thread = [1] * (rank - 1) + [vector]
    order = tuple(reversed(range(rank)))
    return blocked_encoding_for_shape(
        shape, size_per_thread, order, num_warps, threads_per_warp, cga_layout_of(tensor_type.encoding)
    )


def _descriptor_tensor(op: Operation) -> TensorType | None:
    if is_subclass(type(op), DESCRIPTOR_LOAD_OPS):
        return op.result.type
    if is_subclass(type(op), DESCRIPTOR_STORE_OPS):
        return op.src.type
    return None


# -- rewriting one op (Utility.cpp convertDistributedOpEncoding) ---------------------------------


def convert_distributed_op_encoding(encoding: Attribute, op: Operation) -> Operation:
    """Rebuild `op` on its tensor operands converted to `encoding`, with results in
    `encoding` converted back to their old layouts; returns the new op."""
    skipped = _skipped_operand(op)
    operands: list[SSAValue] = []
    for operand in op.operands:
        if isinstance(operand.type, TensorType) and operand is not skipped:
            operand = _insert_convert(op, operand, _with_encoding(operand.type, encoding))
        operands.append(operand)
    keep_results = isinstance(op, AsyncCopyGlobalToLocalOp)
    result_types = [r.type if keep_results else _with_encoding(r.type, encoding) for r in op.results]
    new_op = clone_with(op, operands, result_types)
    op.parent_block().insert_op_before(new_op, op)
    for old, new in zip(op.results, new_op.results):
        value = new if new.type == old.type else _insert_convert(op, new, old.type)
        old.replace_all_uses_with(value)
    op.detach()
    op.erase()
    return new_op


def _skipped_operand(op: Operation) -> SSAValue | None:
    """The row indices of a descriptor gather or scatter keep their own layout."""
    if isinstance(op, DescriptorGatherOp | DescriptorScatterOp):
        return op.x_offsets
    return None


def _with_encoding(type_: TensorType, encoding: Attribute) -> TensorType:
    return TensorType(type_.element_type, type_.get_shape(), encoding)


def _insert_convert(anchor: Operation, value: SSAValue, type_: TensorType) -> SSAValue:
    convert = ConvertLayoutOp(value, type_)
    convert.location = anchor.location
    anchor.parent_block().insert_op_before(convert, anchor)
    return convert.result


# -- the pass -----------------------------------------------------------------------------------


def _num_warps(op: Operation) -> int:
    """lookupNumWarps."""
    num_warps = num_warps_of(op)
    if num_warps is None:
        raise op_error(op, "is not contained within a context that specifies the number of warps")
    return num_warps


def _is_pointer_tensor(value: SSAValue) -> bool:
    return isinstance(value.type, TensorType) and is_pointer(value.type.element_type)


def pick_coalesced_layouts(module: ModuleOp) -> dict[Operation, BlockedEncodingAttr]:
    """The layout of every memory access through a tensor of pointers, in walk order,
    then of every descriptor access."""
    analysis = ModuleAxisInfoAnalysis(module)
    threads_per_warp = threads_per_warp_of(module)
    layouts: dict[Operation, BlockedEncodingAttr] = {}
    for op in post_order(module):
        pointer = memory_access_pointer(op)
        if pointer is None or not _is_pointer_tensor(pointer):
            continue
        encoding = pointer.type.encoding
        layouts[op] = build_coalesced_encoding(
            analysis,
            op,
            _num_warps(op),
            threads_per_warp,
            cga_layout_of(encoding),
            shape_per_cta(pointer.type),
        )
    for op in post_order(module):
        # Upstream looks the number of warps up for every op of this walk.
        num_warps = _num_warps(op)
        tensor_type = _descriptor_tensor(op)
        if tensor_type is not None:
            layouts[op] = descriptor_encoding(num_warps, threads_per_warp, tensor_type)
    return layouts


@dataclass(frozen=True)
class Coalesce(ModulePass):
    """coalesce"""

    name = "tritongpu-coalesce"
    cpp_name = "TritonGPUCoalesce"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/Coalesce.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for memory_op, encoding in pick_coalesced_layouts(op).items():
            convert_distributed_op_encoding(encoding, memory_op)

