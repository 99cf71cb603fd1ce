"""AxisInfo on every corpus kernel, checked against what Triton 3.6 did with it.

1. Coalesce: `tritongpu-coalesce` chooses, for each load/store on a tensor of
   pointers, a blocked layout whose order and sizePerThread[order[0]] come from
   the pointer's AxisInfo alone (CoalesceUtils.cpp buildCoalescedEncoding and
   Utility.cpp getNumElementsPerThread). From our AxisInfo of the coalesce input
   we compute that width as upstream does and compare it with the layout upstream
   gave the op (test/Inputs/corpus/stages/<sm>/<kernel>.{before,after}-coalesce.mlir,
   copies of Triton 3.6's IR dumps).
2. Lowering queries: `convert-triton-gpu-to-llvm` asks getContiguity(ptr) and
   getMaskAlignment(mask) for every load, store and async copy; with LLVM debug
   output on, Triton 3.6 traced each query under `axis-info`
   (<kernel>.convert-to-llvm.axis-info.txt, captured from the pass on
   <kernel>.before-convert-to-llvm.mlir, whose loops are already cf branches).
   We ask the same queries in the same order and compare the traces line by line.
"""

from __future__ import annotations

import io
import math
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Operation

from ttopt import registry
from ttopt.analysis.axis_info import AxisInfo, ModuleAxisInfoAnalysis
from ttopt.dialects.type_utils import element_bit_width, is_pointer, pointee_bit_width
from ttopt.ir import debug
from ttopt.ir.parser import parse_buffer
from ttopt.ir.traversal import post_order
from ttopt.layouts.queries import linear_encoding, shape_per_cta

STAGES = Path(__file__).parent.parent / "Inputs" / "corpus" / "stages"
KERNELS = ("vecadd", "softmax", "layernorm", "row_sum", "device_print", "matmul")
CASES = [(sm, kernel) for sm in ("sm80", "sm90") for kernel in KERNELS]
MEMORY_OPS = ("tt.load", "tt.store", "tt.atomic_rmw", "tt.atomic_cas")


def parse(path: Path) -> ModuleOp:
    return parse_buffer(registry.make_context(), path.read_text(), str(path))


def coalesced_ops(module: ModuleOp) -> list[Operation]:
    """The ops coalesce gives a layout: memory accesses through a tensor of pointers."""
    found = []
    for op in post_order(module):
        pointer_type = op.operands[0].type if op.operands else None
        if op.name in MEMORY_OPS and isinstance(pointer_type, TensorType) and is_pointer(pointer_type.element_type):
            found.append(op)
    return found


# -- upstream's choice, from AxisInfo --------------------------------------------------------


def order_from_contiguity(contiguity: tuple[int, ...]) -> tuple[int, ...]:
    """getOrderFromContiguity: most contiguous dim first; ties keep the last dims first."""
    dims = list(reversed(range(len(contiguity))))
    return tuple(sorted(dims, key=lambda d: -contiguity[d]))  # sorted() is stable


def elements_per_access(info: AxisInfo, pointer_type: TensorType, order: tuple[int, ...]) -> int:
    """getNumElementsPerThread: aligned contiguous elements along order[0], at most 128 bits."""
    bits = element_bit_width(pointer_type)
    element_bytes = max(bits // 8, 1)
    divisibility_bytes = info.divisibility[order[0]] & 0xFFFFFFFF  # read into an `unsigned`
    max_multiple = max(divisibility_bytes // element_bytes, 1)
    max_contig = min(info.contiguity[order[0]], shape_per_cta(pointer_type)[order[0]])
    return min(max_multiple, max_contig, 128 // bits)


def slice_of(op: Operation) -> set[Operation]:
    """mlir::getSlice: the ops reachable through operands and uses, to a fixpoint."""
    seen: set[Operation] = set()
    work = [op]
    while work:
        current = work.pop()
        if current in seen:
            continue
        seen.add(current)
        for operand in current.operands:
            owner = operand.owner
            if isinstance(owner, Operation):
                work.append(owner)
            elif owner.parent_op() is not None:
                work.append(owner.parent_op())
        for result in current.results:
            work.extend(use.operation for use in result.uses)
    return seen


def coalesced_width(op: Operation, analysis: ModuleAxisInfoAnalysis, module_ops: list[Operation]) -> tuple:
    """buildCoalescedEncoding's (order, sizePerThread[order[0]]) for `op`."""
    pointer = op.operands[0]
    pointer_type = pointer.type
    info = analysis.get(pointer)
    order = order_from_contiguity(info.contiguity)
    width = elements_per_access(info, pointer_type, order)
    # The widest access among the dependent ops of the same shape and order.
    if isinstance(pointer.owner, Operation):
        related = slice_of(op)
        for other in module_ops:
            other_pointer = other.operands[0]
            if other is op or other not in related or other_pointer.type.get_shape() != pointer_type.get_shape():
                continue
            other_info = analysis.get(other_pointer)
            if order_from_contiguity(other_info.contiguity) == order:
                width = max(width, elements_per_access(other_info, other_pointer.type, order))
    module = op.get_toplevel_object()
    num_warps = module.attributes["ttg.num-warps"].value.data
    threads_per_warp = module.attributes["ttg.threads-per-warp"].value.data
    elements = math.prod(shape_per_cta(pointer_type))
    width = min(width, max(elements // (num_warps * threads_per_warp), 1))
    if op.name != "tt.load":
        # Writes never exceed their own 128-bit accesses.
        width = min(width, elements_per_access(info, pointer_type, order))
    return order, width


@pytest.mark.parametrize(("sm", "kernel"), CASES)
def test_coalesce_widths_match_upstream_layouts(sm: str, kernel: str):
    before = parse(STAGES / sm / f"{kernel}.before-coalesce.mlir")
    after = parse(STAGES / sm / f"{kernel}.after-coalesce.mlir")
    analysis = ModuleAxisInfoAnalysis(before)
    ops_before, ops_after = coalesced_ops(before), coalesced_ops(after)
    assert ops_before and len(ops_before) == len(ops_after)
    for op, coalesced in zip(ops_before, ops_after):
        order, width = coalesced_width(op, analysis, ops_before)
        layout = coalesced.operands[0].type.encoding
        chosen_width = layout.size_per_thread[order[0]]
        chosen_order = layout.order
        assert (chosen_order, chosen_width) == (order, width), f"{op.name} at {op.location}"


def test_the_corpus_exercises_the_caps():
    """The widths above are not all trivially 1: vectors of 2, 4 and 8 occur, and the
    elements-per-thread cap binds on small tensors."""
    widths, capped = set(), 0
    for sm, kernel in CASES:
        before = parse(STAGES / sm / f"{kernel}.before-coalesce.mlir")
        analysis = ModuleAxisInfoAnalysis(before)
        ops = coalesced_ops(before)
        for op in ops:
            order, width = coalesced_width(op, analysis, ops)
            widths.add(width)
            own = elements_per_access(analysis.get(op.operands[0]), op.operands[0].type, order)
            capped += width < own
    assert {1, 4, 8} <= widths
    assert capped > 0


# -- the lowering's queries and their trace ------------------------------------------------------


def lowering_queries(module: ModuleOp, analysis: ModuleAxisInfoAnalysis) -> None:
    """The AxisInfo queries of LoadStoreOpToLLVM.cpp, in the order it lowers the ops."""
    for op in module.walk():
        if op.name in ("tt.load", "tt.store", "ttg.async_copy_global_to_local"):
            pointer = op.operands[0]
            if not isinstance(pointer.type, TensorType):
                continue
            vector = min(128 // pointee_bit_width(pointer.type), analysis.get_contiguity(pointer))
            mask = op.mask
            if mask is None:
                continue
            vector = min(vector, analysis.get_mask_alignment(mask))
            if op.name == "tt.load" and vector == 1 and linear_encoding(pointer.type).total_elems_per_thread() > 1:
                analysis.get_mask_alignment(mask)  # asked again for the "vectorization fails" remark


@pytest.mark.parametrize(("sm", "kernel"), CASES)
def test_lowering_query_trace_matches_upstream(sm: str, kernel: str):
    module = parse(STAGES / sm / f"{kernel}.before-convert-to-llvm.mlir")
    analysis = ModuleAxisInfoAnalysis(module)
    trace = io.StringIO()
    debug.configure(only=["axis-info"], stream=trace)
    try:
        lowering_queries(module, analysis)
    finally:
        debug.configure()
    expected = (STAGES / sm / f"{kernel}.convert-to-llvm.axis-info.txt").read_text()
    assert trace.getvalue() == expected
