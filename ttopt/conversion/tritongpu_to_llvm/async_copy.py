"""Asynchronous copies from global to shared memory (sm_80+ `cp.async`).

Upstream, Triton 3.6: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/LoadStoreOpToLLVM.cpp
(AsyncCopyGlobalToLocalOpConversion, AsyncCommitGroupOpConversion, AsyncWaitOpConversion).

- `ttg.async_copy_global_to_local`: each pointer is zipped with its mask bit into a
  `!llvm.struct<(ptr<1>, i1)>`; registers holding copies of one element are dropped; the
  copy then walks the (register, lane, warp) -> buffer offset map as a shared-memory store
  does (memory.py `lower_ld_st`), issuing one `cp.async` per vector of consecutive
  offsets. The vector is at most 128 bits, and no wider than the pointers' contiguity and
  the mask's alignment allow (the op's `contiguity` hint can widen it). 16-byte copies use
  `.cg` (bypass L1), smaller ones `.ca`. A masked-off copy reads 0 source bytes, which
  fills its destination with zeros (`other` is assumed to be 0, as upstream). Threads
  holding the same data as another thread are predicated off.
- `ttg.async_commit_group` / `ttg.async_wait {num}`: `cp.async.commit_group` /
  `cp.async.wait_group num`. Their tokens, like the copy's, become the constant 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder, unpack_ll_elements
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, conversion_error, lowering
from ttopt.conversion.tritongpu_to_llvm.indices import free_variable_masks, redundant_thread_predicate
from ttopt.conversion.tritongpu_to_llvm.memory import (
    SharedMemoryObject,
    action_remove_broadcasted_regs,
    buffer_layout,
    lower_ld_st,
    mask_span_offsets,
    thread_lane_and_warp,
)
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.dialects import nvvm
from ttopt.layouts.linear_encoding import BLOCK, LANE, OFFSET, REGISTER, WARP
from ttopt.layouts.queries import linear_layout

Value = Any

MAX_COPY_BITS = 128
"""The widest cp.async (16 bytes)."""

POINTER_AND_MASK = lt.struct_type([lt.ptr_type(1), lt.i1])


def _zip_pointers_and_masks(b: LLVMBuilder, pointers: list[SSAValue], masks: list[SSAValue]) -> list[SSAValue]:
    """One `{ptr, i1}` struct per element; without a mask the bit is false (and unused).

    Where canonicalize follows the lowering, each struct is a deferred pack (as
    pack_ll_elements makes them): the copy reads only the first element of each vector, and
    `emit` takes that one apart with unpack_ll_elements."""
    zipped = []
    for i, pointer in enumerate(pointers):
        packed = b.undef(POINTER_AND_MASK)
        # The mask is read in each branch: the plain one builds the false constant after the
        # first insert, where upstream does.
        if b.canonicalize_follows:
            b.rewriter.context.deferred_packs[packed] = [pointer, masks[i] if masks else b.false_val()]
        else:
            packed = b.insert_val(packed, pointer, 0)
            packed = b.insert_val(packed, masks[i] if masks else b.false_val(), 1)
        zipped.append(packed)
    return zipped


def _max_vector_elems(op: Operation, rw: ConversionRewriter, element_bits: int) -> int:
    """Contiguity of the pointers, capped by the mask's alignment, widened by the op's hint."""
    max_vec = rw.context.contiguity(rw, op.src)
    if op.mask is not None:
        max_vec = min(max_vec, rw.context.mask_alignment(rw, op.mask))
    max_vec = max(max_vec, op.contiguity.value.data)
    return min(max_vec, MAX_COPY_BITS // element_bits)


def _cp_async(b: LLVMBuilder, thread_predicate: SSAValue | None, has_mask: bool):
    """lowerLdSt's access: one `cp.async` of a vector from the pointer of its first element."""

    def emit(values: Sequence[Value], address: SSAValue, index: int, vector_type: VectorType) -> list[Value]:
        n_bytes = lt.vector_size(vector_type) * lt.bit_width(vector_type.element_type) // 8
        source, mask = unpack_ll_elements(b, values[index])
        ptx = PTXBuilder()
        copy = ptx.create("cp.async").o("cg" if n_bytes == 16 else "ca").o("shared").o("global")
        destination = ptx.new_address(address, "r")
        source_operand = ptx.new_address(source, "l")
        copy_size = ptx.new_constant(n_bytes)
        source_size = copy_size
        if has_mask:
            # Reading 0 source bytes zero-fills the destination: the masked-off value.
            source_size = ptx.new_operand(b.select(mask, b.i32_val(n_bytes), b.i32_val(0)), "r")
        copy(destination, source_operand, copy_size, source_size).maybe_predicate(thread_predicate)
        ptx.launch(b, lt.void_type())
        return []

    return emit


@lowering("ttg.async_copy_global_to_local")
def lower_async_copy_global_to_local(op: Operation, rw: ConversionRewriter) -> bool:
    src_type, dst_type = op.src.type, op.result.type
    element = rw.convert_type(dst_type.element_type)
    b = rw.builder(op.location)
    pointers = unpack_ll_elements(b, rw.remap(op.src))
    masks = unpack_ll_elements(b, rw.remap(op.mask)) if op.mask is not None else []
    values = _zip_pointers_and_masks(b, pointers, masks)

    src_layout = linear_layout(src_type)
    remove_broadcast = action_remove_broadcasted_regs(src_layout)
    src_layout = remove_broadcast.apply(src_layout)
    values = remove_broadcast.apply_to_values(values)

    max_vec = _max_vector_elems(op, rw, lt.bit_width(element))
    vec_bytes = max_vec * lt.bit_width(element) // 8
    if vec_bytes < 4:
        raise conversion_error(
            op, f"cp.async does not support transfers smaller than 4 bytes; calculated this as {vec_bytes} bytes"
        )

    # Other CTAs load the same data redundantly (each into its own shared memory).
    masks_by_dim = free_variable_masks(src_type)
    masks_by_dim[BLOCK] = 0
    context = rw.context
    num_warps = context.num_warps(rw.insertion_block.first_op)
    thread_predicate = redundant_thread_predicate(b, masks_by_dim, num_warps, context.threads_per_warp)

    smem = SharedMemoryObject.from_struct(b, rw.remap(op.result), element)
    cvt = src_layout.invert_and_compose(buffer_layout(dst_type))
    if not cvt.is_trivial_over([BLOCK]):
        raise conversion_error(op, "cp.async does not support non-trivial block dimension")
    cvt = cvt.sublayout([REGISTER, LANE, WARP], [OFFSET])
    affine_offset = smem.shmem_offset(b, dst_type)
    lane, warp = thread_lane_and_warp(b, rw)
    emit = _cp_async(b, thread_predicate, bool(masks))
    lower_ld_st(
        b, cvt, values, element, smem.base, affine_offset, mask_span_offsets(dst_type), lane, warp, emit,
        max_vec_elems=max_vec,
    )  # fmt: skip
    rw.replace_op(op, [b.i32_val(0)])
    return True


@lowering("ttg.async_commit_group")
def lower_async_commit_group(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    b.create(nvvm.CpAsyncCommitGroupOp())
    rw.replace_op(op, [b.i32_val(0)])
    return True


@lowering("ttg.async_wait")
def lower_async_wait(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    b.create(nvvm.CpAsyncWaitGroupOp(op.pending))
    rw.replace_op(op, [b.i32_val(0)])
    return True
