"""`tt.scan`: inclusive prefix scans along an axis of a blocked layout.

Upstream (Triton 3.6): lib/Conversion/TritonGPUToLLVM/ScanOpToLLVM.cpp
(ScanOpConversion::emitFastScan and its helpers) and ScanLoweringHelper in
lib/Analysis/Utility.cpp; the combine region is applied, and the scratch regions
found, as in reduce_scan_common.py (ReduceScanCommon.h, shared with reduce.py).

A thread's registers along the axis form chunks of `contig` consecutive
elements (interleaved with the other dims' registers at a fixed stride).

1. Each chunk is scanned within the thread.
2. The last element of each chunk is scanned across the lanes along the axis
   with `shfl.sync.up` by 1, 2, 4, ... lanes (times the lane stride of the
   axis), each step only taken by lanes far enough from the start.
3. With several warps along the axis, the last lane of each warp writes its
   chunk totals to the op's scratch buffer (one slot per chunk, warp and
   independent scan); after a barrier every thread reads the totals of all the
   warps of its scans, combines those of the warps before its own, and adds
   that prefix and the previous lane's total to its chunk. With one warp,
   chunks of later blocks along the axis take the total of the previous block
   from its last lane (`shfl.sync.idx`).
A reverse scan flips the input (register order and, by butterfly shuffles,
lane order) and the warp ids along the axis, scans forwards, and flips back.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.ir import Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import target_info as ti
from ttopt.conversion.tritongpu_to_llvm.builder import pack_ll_elements
from ttopt.conversion.tritongpu_to_llvm.driver import (
    ConversionRewriter,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.indices import thread_id
from ttopt.conversion.tritongpu_to_llvm.reduce_scan_common import (
    AxisOpHelper,
    ReduceScanLowering,
    Values,
    shared_memory_bases,
)
from ttopt.dialects.ttg.layouts import BlockedEncodingAttr
from ttopt.ir.diagnostics import Severity, emit, op_diagnostic
from ttopt.layouts.linear_encoding import LANE, WARP

# -- ScanLoweringHelper ------------------------------------------------------------------------------


@dataclass
class ScanHelper(AxisOpHelper):
    """ScanLoweringHelper: the scan's geometry, read from the source's linear layout."""

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.source_type.get_shape())

    @property
    def num_operands(self) -> int:
        return len(self.op.operands)

    def is_supported(self) -> bool:
        """Only blocked layouts are scanned."""
        return isinstance(self.source_type.encoding, BlockedEncodingAttr)

    def order(self) -> tuple[int, ...]:
        """The blocked layout's own order: the lowering assumes one order for elements,
        threads and warps, and upstream picks the blocked encoding's."""
        encoding = self.source_type.encoding
        if isinstance(encoding, BlockedEncodingAttr):
            return tuple(encoding.order)
        return self.encoding.order()

    def axis_elements_per_thread(self) -> int:
        """getAxisNumElementsPerThread: the chunk length (contiguous registers on the axis)."""
        return self.encoding.contig_per_thread()[self.axis]

    def non_axis_elements_per_thread(self) -> int:
        contig = list(self.encoding.contig_per_thread())
        contig[self.axis] = 1
        return math.prod(contig)

    def axis_threads_per_warp(self) -> int:
        """getAxisNumThreadsPerWarpWithUniqueData."""
        return self.encoding.threads_per_warp()[self.axis]

    def non_axis_threads_per_warp(self) -> int:
        return math.prod(self.encoding.threads_per_warp()) // self.axis_threads_per_warp()

    def axis_warps(self) -> int:
        """getAxisNumWarpsWithUniqueData."""
        return self.encoding.warps_per_cta()[self.axis]

    def non_axis_threads_per_cta(self) -> int:
        """getNonAxisNumThreadsPerCTA: how many threads run independent scans."""
        warps = math.prod(self.encoding.warps_per_cta())
        return (warps // self.axis_warps()) * self.non_axis_threads_per_warp()

    def _blocks(self) -> list[int]:
        """How many times the CTA tile repeats along each dim."""
        contig = self.encoding.contig_per_thread()
        lanes = self.encoding.threads_per_warp()
        warps = self.encoding.warps_per_cta()
        return [-(-self.shape[d] // (contig[d] * lanes[d] * warps[d])) for d in range(len(self.shape))]

    def axis_blocks(self) -> int:
        return self._blocks()[self.axis]

    def non_axis_blocks(self) -> int:
        return math.prod(count for d, count in enumerate(self._blocks()) if d != self.axis)

    def _stride_before_axis(self, sizes: Sequence[int]) -> int:
        stride = 1
        for dim in self.order():
            if dim == self.axis:
                return stride
            stride *= sizes[dim]
        raise AssertionError("Axis not found in order")

    def axis_element_stride(self) -> int:
        """getAxisElementStride: the register distance of consecutive chunk elements."""
        return self._stride_before_axis(self.encoding.contig_per_thread())

    def axis_thread_stride(self) -> int:
        """getAxisThreadStride: the lane distance of neighbours along the axis (broadcast
        lanes counted, since they are real lanes)."""
        return self._stride_before_axis(self.encoding.bases_per_dim(LANE, skip_broadcast=False))

    def axis_block_stride(self) -> int:
        """getAxisBlockStride: how many blocks of the dims before the axis (in order) there are."""
        return self._stride_before_axis(self._blocks())

    def scratch_elements(self) -> int:
        """getScratchSizeInElems: a slot per warp, independent scan of a warp and block."""
        warps = math.prod(self.encoding.warps_per_cta())
        per_warp = self.non_axis_threads_per_warp() * self.non_axis_elements_per_thread()
        return warps * per_warp * self.axis_blocks() * self.non_axis_blocks()


# -- the lowering ----------------------------------------------------------------------------------


@dataclass
class _ThreadIds:
    """getDelinearizedIds: where the thread sits along the axis and across it."""

    lane_on_axis: SSAValue
    warp_on_axis: SSAValue
    parallel_id: SSAValue
    """The flat id of the thread among those running independent scans."""
    is_representative: SSAValue


@dataclass
class _Scan(ReduceScanLowering):
    """One tt.scan being lowered: the phases of ScanOpConversion::emitFastScan."""

    helper: ScanHelper
    values: list[Values] = field(default_factory=list)
    """values[register][operand]."""

    def select_all(self, condition: SSAValue, if_true: Sequence[SSAValue], if_false: Sequence[SSAValue]) -> Values:
        return [self.b.select(condition, t, f) for t, f in zip(if_true, if_false)]

    def chunk_ends(self) -> list[int]:
        """The registers that end a chunk (the last element along the axis in the thread)."""
        per_thread = self.helper.axis_elements_per_thread()
        stride = self.helper.axis_element_stride()
        return [r for r in range(len(self.values)) if (r // stride) % per_thread == per_thread - 1]

    # -- ids ------------------------------------------------------------------------------------

    def delinearized_ids(self, lane: SSAValue, warp: SSAValue) -> _ThreadIds:
        """getDelinearizedIds: lane and warp along the axis, and the flat id across it."""
        b, helper = self.b, self.helper
        axis, order = helper.axis, helper.order()
        lane_ids, lane_is_representative = ti.delinearize_hardware_id(b, helper.layout, LANE, lane)
        warp_ids, warp_is_representative = ti.delinearize_hardware_id(b, helper.layout, WARP, warp)
        lanes = list(helper.encoding.threads_per_warp())
        warps = list(helper.encoding.warps_per_cta())
        lane_on_axis, warp_on_axis = lane_ids[axis], warp_ids[axis]
        lane_ids[axis] = b.i32_val(0)
        lanes[axis] = 1
        lane_parallel = ti.linearize(b, lane_ids, lanes, order)
        warp_ids[axis] = b.i32_val(0)
        warps[axis] = 1
        warp_parallel = ti.linearize(b, warp_ids, warps, order)
        parallel = b.add(lane_parallel, b.mul(warp_parallel, b.i32_val(helper.non_axis_threads_per_warp())))
        representative = b.and_(lane_is_representative, warp_is_representative)
        return _ThreadIds(lane_on_axis, warp_on_axis, parallel, representative)

    def last_lane_on_axis(self, lane: SSAValue) -> SSAValue:
        """The lane holding the same non-axis coordinates as this one, last along the axis."""
        b, helper = self.b, self.helper
        lane_ids, _ = ti.delinearize_hardware_id(b, helper.layout, LANE, lane)
        lane_ids[helper.axis] = b.i32_val(helper.axis_threads_per_warp() - 1)
        return ti.linearize(b, lane_ids, helper.encoding.threads_per_warp(), helper.order())

    # -- the phases -------------------------------------------------------------------------------

    def flip(self, warp_size: int) -> None:
        """flipSrcValues: reverse the registers, and the lanes by butterfly shuffles
        with lane masks warp_size/2, ..., 1 (their composition maps lane l to
        warp_size - 1 - l)."""
        flipped = []
        for row in reversed(self.values):
            new_row = []
            for value in row:
                k = warp_size // 2
                while k >= 1:
                    value = ti.shuffle_xor(self.b, value, k)
                    k //= 2
                new_row.append(value)
            flipped.append(new_row)
        self.values = flipped

    def scan_within_threads(self) -> None:
        """scanThreadContiguousElements: an inclusive scan of each chunk in registers."""
        per_thread = self.helper.axis_elements_per_thread()
        stride = self.helper.axis_element_stride()
        accs: dict[int, Values] = {}
        for register, row in enumerate(self.values):
            chunk = register % stride + ((register // stride) // per_thread) * stride
            accs[chunk] = self.combine(accs.get(chunk, []), row)
            self.values[register] = accs[chunk]

    def scan_within_warp(self, lane_on_axis: SSAValue) -> None:
        """warpScan: Hillis-Steele over the lanes of the axis for each chunk's last element."""
        b, helper = self.b, self.helper
        lanes = helper.axis_threads_per_warp()
        thread_stride = helper.axis_thread_stride()
        for register in self.chunk_ends():
            acc = self.values[register]
            i = 1
            while i <= lanes // 2:
                shuffled = [ti.shuffle_up(b, value, i * thread_stride) for value in acc]
                in_range = b.icmp("sge", lane_on_axis, b.i32_val(i))
                combined = self.combine(shuffled, acc, in_range)
                acc = self.select_all(in_range, combined, acc)
                i <<= 1
            self.values[register] = acc

    def store_warp_totals(self, bases: Values, ids: _ThreadIds) -> None:
        """storeWarpAccumulator: the last lane along the axis writes each chunk's total to
        slot (parallel id + warp * threads across + chunk * threads across * warps)."""
        b, helper = self.b, self.helper
        lanes = helper.axis_threads_per_warp()
        threads_across = helper.non_axis_threads_per_cta()
        warps = helper.axis_warps()
        for chunk, register in enumerate(self.chunk_ends()):
            last = self.values[register]
            write = b.and_(b.icmp_eq(ids.lane_on_axis, b.i32_val(lanes - 1)), ids.is_representative)
            index = b.add(ids.parallel_id, b.mul(ids.warp_on_axis, b.i32_val(threads_across)))
            index = b.add(index, b.i32_val(chunk * threads_across * warps))
            for value, base, element in zip(last, bases, self.element_types):
                ti.store_shared(b, b.gep(base.type, element, base, index), value, write)

    def _accumulator_of(self, chunk: int) -> tuple[int, int]:
        """For a chunk (in chunk-end order): the index of its independent scan among the
        thread's and its block number along the axis."""
        helper = self.helper
        per_parallel = helper.non_axis_elements_per_thread()
        axis_blocks = helper.axis_blocks()
        block_stride = helper.axis_block_stride()
        block = chunk // per_parallel
        parallel_block = block % block_stride + ((block // block_stride) // axis_blocks) * block_stride
        accumulator = chunk % per_parallel + parallel_block * per_parallel
        return accumulator, (block // block_stride) % axis_blocks

    def add_warp_prefixes(self, bases: Values, ids: _ThreadIds) -> None:
        """AddPartialReduce: combine the totals of the warps before this one, then carry
        them and the previous lane's total into every chunk element."""
        b, helper = self.b, self.helper
        threads_across = helper.non_axis_threads_per_cta()
        per_thread = helper.axis_elements_per_thread()
        element_stride = helper.axis_element_stride()
        thread_stride = helper.axis_thread_stride()
        warps = helper.axis_warps()
        not_first_warp = b.icmp_ne(ids.warp_on_axis, b.i32_val(0))
        not_first_lane = b.icmp_ne(ids.lane_on_axis, b.i32_val(0))
        not_first_thread = b.or_(not_first_warp, not_first_lane)
        total: dict[int, Values] = {}
        """Per independent scan: the totals of all the warps so far."""
        prefix: dict[int, Values] = {}
        """Per independent scan: the totals of the warps before this thread's."""
        for chunk, register in enumerate(self.chunk_ends()):
            accumulator, axis_block = self._accumulator_of(chunk)
            for warp in range(warps):
                index = b.add(ids.parallel_id, b.i32_val(threads_across * (warp + chunk * warps)))
                partial = [
                    b.load(element, b.gep(base.type, element, base, index))
                    for base, element in zip(bases, self.element_types)
                ]
                if accumulator not in total:
                    total[accumulator] = partial
                    prefix[accumulator] = partial
                    continue
                after_warp = b.icmp("sge", ids.warp_on_axis, b.i32_val(warp + 1))
                total[accumulator] = self.combine(total[accumulator], partial)
                prefix[accumulator] = self.select_all(after_warp, total[accumulator], prefix[accumulator])

            first_block = axis_block == 0
            predicate = not_first_warp if first_block else None
            updated = self.combine(prefix[accumulator], self.values[register], predicate)
            if first_block:
                # The first warp's first chunk has nothing before it.
                updated = self.select_all(not_first_warp, updated, self.values[register])
            self.values[register] = updated
            previous_lane = [
                b.select(not_first_lane, ti.shuffle_up(b, value, thread_stride), carried)
                for value, carried in zip(updated, prefix[accumulator])
            ]
            for i in range(1, per_thread):
                target = register - i * element_stride
                predicate = not_first_thread if first_block else None
                lane_value = self.combine(previous_lane, self.values[target], predicate)
                if first_block:
                    lane_value = self.select_all(not_first_thread, lane_value, self.values[target])
                self.values[target] = lane_value
            # The next chunk of this scan starts from the totals of every warp.
            prefix[accumulator] = total[accumulator]

    def add_lane_prefixes_one_warp(self, ids: _ThreadIds, last_lane: SSAValue) -> None:
        """AddPartialReduceOneWarp: with one warp along the axis, carry the previous lane's
        total into each chunk, and the previous block's total (from its last lane)
        into the chunks of the next block."""
        b, helper = self.b, self.helper
        per_thread = helper.axis_elements_per_thread()
        element_stride = helper.axis_element_stride()
        thread_stride = helper.axis_thread_stride()
        lanes = helper.axis_threads_per_warp()
        axis_blocks = helper.axis_blocks()
        first_warp = b.icmp_eq(ids.warp_on_axis, b.i32_val(0))
        first_lane = b.icmp_eq(ids.lane_on_axis, b.i32_val(0))
        first_thread = b.and_(first_warp, first_lane)
        carried: dict[int, Values] = {}
        for chunk, register in enumerate(self.chunk_ends()):
            accumulator, axis_block = self._accumulator_of(chunk)
            if axis_block == 0:
                carried[accumulator] = list(self.values[register])
            else:
                self.values[register] = self.combine(carried[accumulator], self.values[register])
            last_element = list(self.values[register])
            if lanes > 1:
                for i in range(helper.num_operands):
                    shuffled = ti.shuffle_up(b, self.values[register][i], thread_stride)
                    last_element[i] = b.select(first_lane, carried[accumulator][i], shuffled)
                    if axis_blocks > 1:
                        carried[accumulator][i] = ti.shuffle_idx(b, self.values[register][i], last_lane)
            elif axis_blocks > 1:
                carried[accumulator] = list(self.values[register])
            for i in range(1, per_thread):
                target = register - i * element_stride
                lane_value = self.combine(last_element, self.values[target])
                if axis_block == 0:
                    lane_value = self.select_all(first_thread, self.values[target], lane_value)
                self.values[target] = lane_value

    # -- driver -------------------------------------------------------------------------------

    def run(self) -> None:
        b, helper = self.b, self.helper
        warp_size = self.threads_per_warp
        thread = thread_id(b, self.num_warps, warp_size)
        warp_size_value = b.i32_val(warp_size)
        warp = b.udiv(thread, warp_size_value)
        lane = b.urem(thread, warp_size_value)
        ids = self.delinearized_ids(lane, warp)
        warps = helper.axis_warps()
        self.values = self.unpack_inputs()
        if self.op.is_reverse:
            ids.warp_on_axis = b.sub(b.i32_val(warps - 1), ids.warp_on_axis)
            self.flip(warp_size)

        self.scan_within_threads()
        self.scan_within_warp(ids.lane_on_axis)
        if warps > 1:
            bases = shared_memory_bases(b, self.op, self.element_types, helper.scratch_elements())
            self.store_warp_totals(bases, ids)
            ti.barrier(b)
            self.add_warp_prefixes(bases, ids)
        elif len(self.values) > 1:
            self.add_lane_prefixes_one_warp(ids, self.last_lane_on_axis(lane))

        if self.op.is_reverse:
            self.flip(warp_size)
        results = []
        for i, result in enumerate(self.op.results):
            column = [row[i] for row in self.values]
            results.append(pack_ll_elements(b, column, self.rw.convert_type(result.type)))
        self.rw.replace_op(self.op, results)


@lowering("tt.scan")
def lower_scan(op: Operation, rw: ConversionRewriter) -> bool:
    helper = ScanHelper(op)
    if not helper.is_supported():
        # Upstream reports the layout, then the pattern fails (a failed legalization).
        emit(op_diagnostic(op, Severity.ERROR, "TODO: unsupported scan layout"))
        return False
    if helper.axis_warps() > 1 and "allocation.offset" not in op.attributes:
        raise conversion_error(
            op, "tt.scan across warps needs its shared-memory scratch: run allocate-shared-memory-nv first"
        )
    _Scan(op, rw, rw.builder(op.location), helper).run()
    return True
