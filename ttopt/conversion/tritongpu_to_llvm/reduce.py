"""`tt.reduce`: within each thread, across the lanes of a warp, then across warps.

Upstream (Triton 3.6): lib/Conversion/TritonGPUToLLVM/ReduceOpToLLVM.cpp
(ReduceOpConversion), ReduceScanCommon.h (applyCombineOp, getSmemBases) and
ReduceOpHelper in lib/Analysis/Utility.cpp.

1. Each thread combines the registers that differ only along the axis (the
   first register holding a coordinate counts; broadcast copies are skipped).
   The accumulators are keyed by their coordinates of thread 0 with the axis
   set to 0, and visited in key order from then on.
2. Butterfly shuffles combine the lanes along the axis: offsets `N * stride`
   for N = lanes/2 .. 1, where `stride` is the lane distance of neighbours on
   the axis; `redux.sync` replaces them when target_info.warp_reduce allows.
3. If several warps hold the axis (not warp-synchronous), lane 0 of each warp
   (along the axis) writes its partial result to the op's scratch buffer,
   shaped as the source with the axis cut to the number of warps on it and
   laid out axis-first; after a barrier, threads reduce each row of partial
   results with shuffles and write the total back at the row's start; after
   another barrier every thread reads its results.

The combine region is applied, and the scratch regions found, as in
reduce_scan_common.py (shared with scan.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import target_info as ti
from ttopt.conversion.tritongpu_to_llvm.builder import pack_ll_elements
from ttopt.conversion.tritongpu_to_llvm.driver import (
    ConversionRewriter,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.indices import (
    emit_indices,
    emit_offsets_for_layout,
    lane_and_warp_id,
    thread_id,
)
from ttopt.conversion.tritongpu_to_llvm.reduce_scan_common import (
    AxisOpHelper,
    ReduceScanLowering,
    Values,
    shared_memory_bases,
)
from ttopt.layouts.linear_encoding import LANE, WARP
from ttopt.layouts.queries import linear_layout

Key = tuple[int, ...]

# -- ReduceOpHelper ----------------------------------------------------------------------------------


@dataclass
class ReduceHelper(AxisOpHelper):
    """ReduceOpHelper: what the lowering needs to know about the source layout."""

    def is_within_cta(self) -> bool:
        """isReduceWithinCTA: the CTAs of a cluster do not split the axis."""
        return self.encoding.cta_split_num()[self.axis] == 1

    def intra_warp_size(self) -> int:
        """getIntraWarpSizeWithUniqueData: lanes holding distinct data along the axis."""
        return self.encoding.threads_per_warp()[self.axis]

    def inter_warp_size(self) -> int:
        """getInterWarpSizeWithUniqueData: warps holding distinct data along the axis."""
        return self.encoding.warps_per_cta()[self.axis]

    def is_warp_synchronous(self) -> bool:
        return self.inter_warp_size() == 1

    def thread_offset_on_axis(self) -> int:
        """getThreadOffsetOnReductionAxis: the lane distance of neighbours along the axis
        (2^k for the first lane basis that moves along it)."""
        offset = 1
        for basis in self.layout.bases[LANE]:
            if basis[self.axis] != 0:
                break
            offset *= 2
        return offset

    def scratch_shape(self) -> list[int]:
        """getScratchRepShape: the source shape with the axis cut to the warps along it."""
        shape = list(self.source_type.get_shape())
        shape[self.axis] = self.inter_warp_size()
        return shape

    def order_with_axis_first(self) -> list[int]:
        """getOrderWithAxisAtBeginning: the layout's order with the axis moved to the front."""
        order = [d for d in self.encoding.order() if d != self.axis]
        return [self.axis, *order]


# -- the lowering ----------------------------------------------------------------------------------


@dataclass
class _Reduction(ReduceScanLowering):
    """One tt.reduce being lowered: the phases of ReduceOpConversion::matchAndRewrite."""

    helper: ReduceHelper

    # -- 1. within threads --------------------------------------------------------------------

    def reduce_within_threads(self, values: list[Values]) -> tuple[dict[Key, Values], dict[Key, Values]]:
        """reduceWithinThreads: accumulators and the coordinates of their first register, by key."""
        axis = self.helper.axis
        offsets = emit_offsets_for_layout(self.helper.layout)
        first_register: dict[Key, int] = {}
        for register, offset in enumerate(offsets):
            first_register.setdefault(tuple(offset), register)
        coordinates = emit_indices(
            self.b, self.helper.layout, self.num_warps, self.threads_per_warp, with_cta_offset=True
        )
        accs: dict[Key, Values] = {}
        indices: dict[Key, Values] = {}
        for register in first_register.values():
            key = list(offsets[register])
            key[axis] = 0
            key = tuple(key)
            if key not in accs:
                indices[key] = coordinates[register]
            accs[key] = self.combine(accs.get(key, []), values[register])
        return dict(sorted(accs.items())), indices

    # -- 2. within warps ----------------------------------------------------------------------

    def warp_reduce(self, acc: Values, lanes: int, interleave: int, predicate: SSAValue | None = None) -> Values:
        """warpReduce: redux.sync when possible, else butterfly shuffles over `lanes` lanes."""
        acc = list(acc)
        if ti.warp_reduce(self.b, acc, self.op, lanes, interleave, self.rw.context.compute_capability):
            return acc
        n = lanes // 2
        while n > 0:
            shuffled = [ti.shuffle_xor(self.b, value, n * interleave) for value in acc]
            acc = self.combine(acc, shuffled, predicate)
            n //= 2
        return acc

    def reduce_within_warps(self, accs: dict[Key, Values]) -> None:
        lanes = self.helper.intra_warp_size()
        interleave = self.helper.thread_offset_on_axis()
        for key in accs:
            accs[key] = self.warp_reduce(accs[key], lanes, interleave)

    def pack_results(self, accs: dict[Key, Values]) -> None:
        """packResults: warp-synchronous reductions have every result in registers already."""
        results = []
        for i, result in enumerate(self.op.results):
            if isinstance(result.type, TensorType):
                offsets = emit_offsets_for_layout(linear_layout(result.type))
                values = [accs[_with_axis(offset, self.helper.axis)][i] for offset in offsets]
                results.append(pack_ll_elements(self.b, values, self.rw.convert_type(result.type)))
            else:
                results.append(next(iter(accs.values()))[i])
        self.rw.replace_op(self.op, results)

    # -- 3. across warps ----------------------------------------------------------------------

    def store_warp_results(self, accs: dict[Key, Values], indices: dict[Key, Values], bases: Values) -> None:
        """storeWarpReduceToSharedMemory: lane 0 along the axis of each representative thread
        writes its partial result at (coordinates with the axis set to the warp id)."""
        b, helper = self.b, self.helper
        axis = helper.axis
        lane, warp = lane_and_warp_id(b, self.num_warps, self.threads_per_warp)
        lane_ids, lane_is_representative = ti.delinearize_hardware_id(b, helper.layout, LANE, lane)
        warp_ids, warp_is_representative = ti.delinearize_hardware_id(b, helper.layout, WARP, warp)
        lane_is_first = b.icmp_eq(lane_ids[axis], b.i32_val(0))
        write = b.and_(b.and_(lane_is_representative, warp_is_representative), lane_is_first)
        shape, order = helper.scratch_shape(), helper.order_with_axis_first()
        for key, acc in accs.items():
            write_index = list(indices[key])
            write_index[axis] = warp_ids[axis]
            offset = ti.linearize(b, write_index, shape, order)
            for value, base, element in zip(acc, bases, self.element_types):
                pointer = b.gep(base.type, element, base, offset)
                ti.store_shared(b, pointer, value, write)

    def accumulate_partial_results(self, bases: Values) -> None:
        """accumulatePartialReductions: each thread reduces one row of warp results (of
        inter-warp-size consecutive elements) with shuffles and writes the total back."""
        b, helper = self.b, self.helper
        elems = math.prod(helper.scratch_shape())
        warps_on_axis = helper.inter_warp_size()
        num_threads = self.threads_per_warp * self.num_warps
        thread = thread_id(b, self.num_warps, self.threads_per_warp)
        lane = b.urem(thread, b.i32_val(self.threads_per_warp))
        zero = b.i32_val(0)
        rounds = max(elems // num_threads, 1)
        thread_is_needed = b.icmp_slt(thread, b.i32_val(elems))
        offset = thread
        for round_ in range(rounds):
            acc = []
            for base, element in zip(bases, self.element_types):
                pointer = b.gep(base.type, element, base, offset)
                acc.append(ti.load_shared(b, pointer, element, thread_is_needed))
            acc = self.warp_reduce(acc, warps_on_axis, 1, thread_is_needed)
            pointers = [b.gep(base.type, element, base, offset) for base, element in zip(bases, self.element_types)]
            first_of_row = b.icmp_eq(b.urem(lane, b.i32_val(warps_on_axis)), zero)
            write = b.and_(thread_is_needed, first_of_row)
            for pointer, value in zip(pointers, acc):
                ti.store_shared(b, pointer, value, write)
            if round_ != rounds - 1:
                offset = b.add(offset, b.i32_val(num_threads))

    def load_results(self, bases: Values) -> None:
        """loadReductionAndPackResult: each result register reads the row start of its coordinates."""
        b, helper = self.b, self.helper
        axis = helper.axis
        shape, order = helper.scratch_shape(), helper.order_with_axis_first()
        results = []
        for i, (result, base, element) in enumerate(zip(self.op.results, bases, self.element_types)):
            if not isinstance(result.type, TensorType):
                results.append(b.load(element, base))
                continue
            coordinates = emit_indices(
                b, linear_layout(result.type), self.num_warps, self.threads_per_warp, with_cta_offset=True
            )
            values = []
            for index in coordinates:
                read_index = [*index[:axis], b.i32_val(0), *index[axis:]]
                # Result dims never exceed the scratch shape (it keeps every non-axis
                # dim of the source), so upstream's wrap-around modulo is not needed.
                offset = ti.linearize(b, read_index, shape, order)
                values.append(b.load(element, b.gep(base.type, element, base, offset)))
            results.append(pack_ll_elements(b, values, self.rw.convert_type(result.type)))
        self.rw.replace_op(self.op, results)

    # -- driver -------------------------------------------------------------------------------

    def run(self) -> None:
        values = self.unpack_inputs()
        accs, indices = self.reduce_within_threads(values)
        self.reduce_within_warps(accs)
        if self.helper.is_warp_synchronous():
            self.pack_results(accs)
            return
        bases = shared_memory_bases(self.b, self.op, self.element_types, math.prod(self.helper.scratch_shape()))
        self.store_warp_results(accs, indices, bases)
        ti.barrier(self.b)
        self.accumulate_partial_results(bases)
        ti.barrier(self.b)
        self.load_results(bases)


def _with_axis(offset: Sequence[int], axis: int) -> Key:
    """A result coordinate with the reduced axis put back at 0: the accumulator key."""
    return (*offset[:axis], 0, *offset[axis:])


@lowering("tt.reduce")
def lower_reduce(op: Operation, rw: ConversionRewriter) -> bool:
    helper = ReduceHelper(op)
    if not helper.is_within_cta():
        raise conversion_error(op, "reductions across the CTAs of a cluster are not supported")
    if not helper.is_warp_synchronous() and "allocation.offset" not in op.attributes:
        raise conversion_error(
            op, "tt.reduce across warps needs its shared-memory scratch: run allocate-shared-memory-nv first"
        )
    _Reduction(op, rw, rw.builder(op.location), helper).run()
    return True
