"""`tt.gather`: `out[i] = src[i with dim axis replaced by indices[i]]`.

Upstream: lib/Conversion/TritonGPUToLLVM/GatherOpToLLVM.cpp (GatherOpConversion:
emitWarpLocalGather, emitGatherInShared, convertIndexToI32), with
GatherLoweringHelper::isWarpLocal (lib/Analysis/Utility.cpp), Triton 3.6.

Index values are used as i32: wider ones are truncated, narrower ones
zero-extended (a negative index means nothing).

- Warp-local (the source and index layouts keep every gathered column inside
  one warp, in the same lanes; `gather_is_warp_local`, the test the allocator
  used to give the op no scratch): the inverse of the source layout maps a
  (column, index) pair to the lane and register holding that element. For each
  index register the thread computes its column from (register, lane, warp,
  block) and the source lane and register from the column and the index value;
  it then reads each candidate register of that column from the source lane
  with `shfl.sync.idx` and keeps the one whose register number matches
  (`select` on `icmp eq`), starting from `undef`.
- Otherwise through shared memory: every thread stores its source elements at
  their linearized coordinates (dim 0 fastest) in the op's scratch, a barrier,
  then every output element loads the source element at its own coordinates
  with the gather dim replaced by the index.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.ir import Operation, SSAValue

from ttopt.analysis.scratch_sizes import gather_is_warp_local
from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_elements,
    unpack_ll_elements,
)
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, lowering
from ttopt.conversion.tritongpu_to_llvm.func import shared_memory_base
from ttopt.conversion.tritongpu_to_llvm.indices import apply_linear_layout, emit_indices, lane_and_warp_id
from ttopt.conversion.tritongpu_to_llvm.target_info import barrier, linearize, shuffle_idx
from ttopt.layouts.linear_encoding import BLOCK, LANE, REGISTER, WARP
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.layouts.queries import linear_layout, shape_per_cta

Shuffle = Callable[[LLVMBuilder, SSAValue, SSAValue], SSAValue]


def index_as_i32(b: LLVMBuilder, index: SSAValue) -> SSAValue:
    """convertIndexToI32: truncate wider indices, zero-extend narrower ones."""
    width = index.type.width.data if isinstance(index.type, IntegerType) else 32
    if width > 32:
        return b.trunc(lt.i32, index)
    if width < 32:
        return b.zext(lt.i32, index)
    return index


def _linearize(b: LLVMBuilder, coordinates: list[SSAValue], shape: tuple[int, ...]) -> SSAValue:
    """LLVM::linearize(multiDim, shape): dim 0 varies fastest."""
    return linearize(b, coordinates, shape, list(range(len(shape))))


def _hardware_tuple(b: LLVMBuilder, rw: ConversionRewriter, op: Operation) -> dict[str, SSAValue]:
    """emitHardwareTuple(withCTAOffset=true): lane, warp (a constant 0 with one warp) and CTA ids."""
    lane, warp = lane_and_warp_id(b, rw.context.num_warps(op), rw.context.threads_per_warp)
    return {LANE: lane, WARP: warp, BLOCK: b.cluster_cta_id()}


def _in_layout_order(layout, values: dict[str, SSAValue]) -> list[tuple[str, SSAValue]]:
    """applyLinearLayout takes its inputs in the layout's in-dim order."""
    return [(name, values[name]) for name in layout.in_dims]


def warp_local_gather(
    b: LLVMBuilder, src_layout: LinearLayout, idx_layout: LinearLayout, axis: int, src_values: list[SSAValue],
    idx_values: list[SSAValue], hardware: dict[str, SSAValue], shuffle: Shuffle = shuffle_idx,
) -> list[SSAValue]:  # fmt: skip
    """emitWarpLocalGather on the unpacked values: one result per index register.

    `hardware` holds the lane, warp and block ids; `shuffle(b, value, lane)` reads
    `value` from another lane of the warp.
    """
    rank = len(src_layout.out_dims)
    gather_dim = f"dim{axis}"
    all_dims = [f"dim{d}" for d in range(rank)]
    other_dims = [d for d in all_dims if d != gather_dim]

    # Only the lane and register parts of the inverse matter: the warp does not
    # depend on the gather index (isWarpLocal).
    inverse_src = src_layout.pseudoinvert()
    assert inverse_src.sublayout_is_zero([gather_dim], [BLOCK, WARP]), "expected a warp-local gather"
    inverse_src = inverse_src.sublayout(all_dims, [LANE, REGISTER])
    idx_column_layout = idx_layout.sublayout([BLOCK, WARP, LANE, REGISTER], other_dims)

    # idx register -> its column -> the source registers holding that column.
    register_map = inverse_src.sublayout(all_dims, [REGISTER]).remove_zero_bases_along_dim(gather_dim)
    registers_per_column = register_map.in_dim_size(gather_dim)
    idx_register_to_column = idx_layout.sublayout([REGISTER], other_dims)
    column_part = register_map.sublayout(other_dims, [REGISTER])
    gather_part = register_map.sublayout([gather_dim], [REGISTER])

    results = []
    for idx_register, idx_value in enumerate(idx_values):
        inputs = dict(hardware)
        inputs[REGISTER] = b.i32_val(idx_register)
        column = dict(apply_linear_layout(b, idx_column_layout, _in_layout_order(idx_column_layout, inputs)))
        column[gather_dim] = index_as_i32(b, idx_value)
        lane_and_register = dict(apply_linear_layout(b, inverse_src, _in_layout_order(inverse_src, column)))
        src_lane, src_register = lane_and_register[LANE], lane_and_register[REGISTER]

        normalized_column = dict(idx_register_to_column.apply({REGISTER: idx_register}))
        base = column_part.apply({d: normalized_column[d] for d in column_part.in_dims})[0][1]
        result = b.undef(src_values[0].type)
        for i in range(registers_per_column):
            register = base ^ gather_part.apply({gather_dim: i})[0][1]
            value = shuffle(b, src_values[register], src_lane)
            result = b.select(b.icmp_eq(b.i32_val(register), src_register), value, result)
        results.append(result)
    return results


def emit_warp_local_gather(b: LLVMBuilder, rw: ConversionRewriter, op: Operation) -> list[SSAValue]:
    src_layout = linear_layout(op.src.type)
    idx_layout = linear_layout(op.indices.type)
    src_values = unpack_ll_elements(b, rw.remap(op.src))
    idx_values = unpack_ll_elements(b, rw.remap(op.indices))
    hardware = _hardware_tuple(b, rw, op)
    return warp_local_gather(b, src_layout, idx_layout, op.axis_index, src_values, idx_values, hardware)


def emit_gather_in_shared(b: LLVMBuilder, rw: ConversionRewriter, op: Operation) -> list[SSAValue]:
    context = rw.context
    src_type: TensorType = op.src.type
    shape = shape_per_cta(src_type)
    num_warps = context.num_warps(op)
    src_values = unpack_ll_elements(b, rw.remap(op.src))
    src_indices = emit_indices(b, linear_layout(src_type), num_warps, context.threads_per_warp, with_cta_offset=True)
    smem_base = shared_memory_base(b, op)
    element = rw.convert_type(src_type.element_type)
    for value, coordinates in zip(src_values, src_indices, strict=True):
        offset = _linearize(b, coordinates, shape)
        b.store(value, b.gep(smem_base.type, element, smem_base, [offset]))
    barrier(b)

    idx_values = unpack_ll_elements(b, rw.remap(op.indices))
    result_type: TensorType = op.result.type
    dst_indices = emit_indices(b, linear_layout(result_type), num_warps, context.threads_per_warp, with_cta_offset=True)
    results = []
    for idx_value, coordinates in zip(idx_values, dst_indices, strict=True):
        coordinates = list(coordinates)
        coordinates[op.axis_index] = index_as_i32(b, idx_value)
        offset = _linearize(b, coordinates, shape)
        results.append(b.load(element, b.gep(smem_base.type, element, smem_base, [offset])))
    return results


@lowering("tt.gather")
def lower_gather(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    # A warp shuffle costs about half a conflict-free round trip through shared memory.
    if gather_is_warp_local(op):
        results = emit_warp_local_gather(b, rw, op)
    else:
        results = emit_gather_in_shared(b, rw, op)
    rw.replace_op(op, [pack_ll_elements(b, results, rw.convert_type(op.result.type))])
    return True
