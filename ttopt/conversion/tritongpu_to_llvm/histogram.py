"""`tt.histogram`: count the values of a tensor per bin, with ballots and shared memory.

Upstream: lib/Conversion/TritonGPUToLLVM/HistogramOpToLLVM.cpp
(HistogramOpConversion, computeWarpLevelHistogram, computeCrossWarpHistogram)
with the NVIDIA TargetInfo::ballot, Triton 3.6.

1. Per warp (an algorithm by @apgoucher): for each value a thread holds, one
   ballot per bit of the bin index (`nvvm.vote.sync ballot`). With at least as
   many bins as lanes (the bin count is padded up to the warp size), lane `l`
   owns bins `l * k .. l * k + k - 1` (k = bins / lanes): xor-ing each ballot of
   the high (lane) bits with all-ones where the lane's bit is 0 and and-ing them
   leaves the lanes whose value falls in this lane's bins; the ballot of the
   mask operand (when given) drops the masked-off lanes; the low bits then pick
   each of the lane's k bins, and `ctpop` counts them.
2. Across warps: the op's shared-memory scratch (one i32 counter per padded bin)
   is zeroed, each lane adds its counts with `atomicrmw add ... monotonic`, and,
   after a barrier, every thread loads the bins of its result elements.
3. Threads holding the same source element all counted it: the counts are
   divided (`sdiv`) by the replication factor, the threads of the CTA over the
   threads and warps that hold distinct data.

Only i32 values and i32 counts on 32-lane warps lower (Triton 3.6 builds invalid
IR for other value widths).
"""

from __future__ import annotations

import math

from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.ir import Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_elements,
    unpack_ll_elements,
)
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, conversion_error, lowering
from ttopt.conversion.tritongpu_to_llvm.func import shared_memory_base
from ttopt.conversion.tritongpu_to_llvm.indices import emit_indices, thread_id
from ttopt.conversion.tritongpu_to_llvm.target_info import barrier
from ttopt.dialects import llvm
from ttopt.dialects.nvvm import VoteSyncOp
from ttopt.layouts.queries import linear_encoding, linear_layout, total_elems_per_thread

SUPPORTED_WARP_SIZE = 32


def ballot(b: LLVMBuilder, predicate: SSAValue) -> SSAValue:
    """TargetInfo::ballot: `nvvm.vote.sync ballot` over the whole warp."""
    return b.emit(VoteSyncOp("ballot", b.int_val(SUPPORTED_WARP_SIZE, -1), predicate))


def popcount(b: LLVMBuilder, value: SSAValue) -> SSAValue:
    """`llvm.intr.ctpop`."""
    return b.emit(llvm.CtPopOp(value))


def warp_level_histogram(
    b: LLVMBuilder, elems_per_thread: int, values: list[SSAValue], masks: list[SSAValue], num_bins: int,
    threads_per_warp: int, tid: SSAValue, warp_ballot=ballot, count_bits=popcount,
) -> list[SSAValue]:  # fmt: skip
    """computeWarpLevelHistogram: this lane's counts of its `num_bins / threads_per_warp` bins.

    `warp_ballot(b, predicate)` and `count_bits(b, mask)` are the warp vote and the
    population count (replaceable to run the algorithm outside of IR).
    """
    assert num_bins % threads_per_warp == 0, "the bins are padded to a multiple of the warp size"
    zero = b.i32_val(0)
    num_bits = int(math.log2(num_bins))
    lane_bits = int(math.log2(threads_per_warp))
    full_mask_value = (1 << threads_per_warp) - 1
    counts = [zero] * (num_bins // threads_per_warp)
    for index in range(elems_per_thread):
        value = values[index]
        ballots = [warp_ballot(b, b.icmp_ne(b.and_(value, b.i32_val(1 << bit)), zero)) for bit in range(num_bits)]
        full_mask = b.int_val(threads_per_warp, full_mask_value)
        mask = full_mask
        for bit in range(lane_bits):
            lane_bit_set = b.icmp_ne(b.and_(tid, b.i32_val(1 << bit)), zero)
            flip = b.select(lane_bit_set, b.int_val(threads_per_warp, 0), full_mask)
            mask = b.and_(mask, b.xor_(ballots[bit + num_bits - lane_bits], flip))
        # Lanes whose element is masked off count nowhere.
        input_mask = warp_ballot(b, masks[index]) if masks else full_mask
        mask = b.and_(mask, input_mask)
        for k in range(len(counts)):
            bin_mask = mask
            for bit in range(num_bits - lane_bits):
                flip = b.int_val(threads_per_warp, 0 if k & (1 << bit) else full_mask_value)
                bin_mask = b.and_(bin_mask, b.xor_(ballots[bit], flip))
            count = count_bits(b, bin_mask)
            counts[k] = b.add(counts[k], count)
    return counts


def cross_warp_histogram(
    b: LLVMBuilder, smem_base: SSAValue, counts: list[SSAValue], num_bins: int, threads_per_warp: int,
    result_indices: list[SSAValue], tid: SSAValue, num_warps: int,
) -> list[SSAValue]:  # fmt: skip
    """computeCrossWarpHistogram: sum the warps' counts in shared memory and read the result bins."""
    lane = b.and_(tid, b.i32_val(threads_per_warp - 1))
    per_thread = -(-num_bins // (threads_per_warp * num_warps))
    for i in range(per_thread):
        offset = b.add(tid, b.i32_val(i * num_warps * threads_per_warp))
        offset = b.urem(offset, b.i32_val(num_bins))
        pointer = b.gep(smem_base.type, lt.i32, smem_base, [offset])
        b.store(b.i32_val(0), pointer)
    barrier(b)
    for k, count in enumerate(counts):
        offset = b.add(b.mul(lane, b.i32_val(len(counts))), b.i32_val(k))
        pointer = b.gep(smem_base.type, lt.i32, smem_base, [offset])
        b.create(llvm.AtomicRMWOp("add", pointer, count, "monotonic"))
    barrier(b)
    return [b.load(lt.i32, b.gep(smem_base.type, lt.i32, smem_base, [index])) for index in result_indices]


def replication_factor(src_type: TensorType, num_warps: int, threads_per_warp: int) -> int:
    """How many threads hold each source element (they all counted it)."""
    encoding = linear_encoding(src_type)
    distinct_threads = math.prod(encoding.threads_per_warp()) * math.prod(encoding.warps_per_cta())
    return num_warps * threads_per_warp // distinct_threads


def _is_i32(type_) -> bool:
    return isinstance(type_, IntegerType) and type_.width.data == 32


@lowering("tt.histogram")
def lower_histogram(op: Operation, rw: ConversionRewriter) -> bool:
    context = rw.context
    src_type: TensorType = op.src.type
    result_type: TensorType = op.result.type
    if not _is_i32(src_type.element_type) or not _is_i32(result_type.element_type):
        raise conversion_error(op, "tt.histogram lowers only i32 values counted into i32 bins")
    threads_per_warp = context.threads_per_warp
    if threads_per_warp != SUPPORTED_WARP_SIZE:
        raise conversion_error(op, f"tt.histogram needs {SUPPORTED_WARP_SIZE} threads per warp")

    b = rw.builder(op.location)
    values = unpack_ll_elements(b, rw.remap(op.src))
    masks = unpack_ll_elements(b, rw.remap(op.mask)) if op.mask is not None else []
    num_warps = context.num_warps(op)
    # At least one bin per lane.
    num_bins = max(result_type.get_shape()[0], threads_per_warp)
    tid = thread_id(b, num_warps, threads_per_warp)
    counts = warp_level_histogram(
        b, total_elems_per_thread(src_type), values, masks, num_bins, threads_per_warp, tid
    )

    smem_base = shared_memory_base(b, op)
    indices = emit_indices(b, linear_layout(result_type), num_warps, threads_per_warp, with_cta_offset=True)
    bins = cross_warp_histogram(
        b, smem_base, counts, num_bins, threads_per_warp, [index[0] for index in indices], tid, num_warps
    )
    factor = replication_factor(src_type, num_warps, threads_per_warp)
    bins = [b.sdiv(value, b.i32_val(factor)) for value in bins]
    rw.replace_op(op, [pack_ll_elements(b, bins, rw.convert_type(result_type))])
    return True
