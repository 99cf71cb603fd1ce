"""Device-side tensor maps: `ttng.tensormap_create`, `ttng.tensormap_fenceproxy_acquire` and
`ttng.reinterpret_tensor_descriptor`.

Upstream, Triton 3.6: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/TMAToLLVM.cpp
(populateTMAToLLVMPatterns: TensormapCreateOpConversion,
TensormapFenceproxyAcquireOpConversion, ReinterpretTensorDescOpConversion).

A kernel that builds a TMA descriptor itself (`tl.make_tensor_descriptor`) writes it into
global scratch memory:

- `tensormap_create` assembles the 128-byte tensor map in the op's shared-memory scratch:
  the first warp zeroes it (one `st.shared.b32` per lane, then `bar.warp.sync`), thread 0
  sets each field with `tensormap.replace.tile.<field>.shared::cta.b1024.b32|b64`
  (global address, rank - 1, box and global dims, the rank - 1 global strides, element
  strides, element type, interleave, swizzle and fill modes), and the first warp copies
  it to the descriptor's global address with
  `tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned`.
  PTX up to 8.5 takes the strides in units of 16 bytes (a ptxas bug's workaround).
- `tensormap_fenceproxy_acquire` makes the new tensor map visible to the TMA unit
  (`fence.proxy.tensormap::generic.acquire.gpu`, followed, for a ptxas bug, by a bulk
  commit and wait), in the first warp, then a CTA barrier.
- `reinterpret_tensor_descriptor` is an address-space cast of the global pointer to the
  descriptor's generic pointer.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue

from ttopt.analysis.scratch_sizes import TMA_DESCRIPTOR_BYTES
from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.barrier import cta_thread_id
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, lowering
from ttopt.conversion.tritongpu_to_llvm.func import shared_memory_base
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.conversion.tritongpu_to_llvm.target_info import barrier, store_shared
from ttopt.dialects.nvvm import BarWarpSyncOp

WARP_SIZE = 32
"""kWarpSize: the fences and the copy are warp-collective, issued by the first warp."""
STRIDE_WORKAROUND_MAX_PTX_VERSION = 85


def _first_warp(b: LLVMBuilder, rw: ConversionRewriter) -> SSAValue:
    return b.icmp_slt(cta_thread_id(b, rw), b.i32_val(WARP_SIZE))


def _zero_fill(b: LLVMBuilder, rw: ConversionRewriter, descriptor: SSAValue) -> None:
    """zero_fill_tma: each lane of the first warp zeroes one word, then the warp syncs."""
    thread = cta_thread_id(b, rw)
    pred = b.icmp_slt(thread, b.i32_val(WARP_SIZE))
    zero = b.i32_val(0)
    address = b.gep(descriptor.type, zero.type, descriptor, thread)
    store_shared(b, address, zero, pred)
    b.create(BarWarpSyncOp(b.i32_val(-1)))


def _replace_field(
    b: LLVMBuilder, rw: ConversionRewriter, field: str, descriptor: SSAValue,
    value: int | SSAValue, ordinal: int | None = None,
) -> None:  # fmt: skip
    """tensormap_replace_generic: thread 0 sets one field (of dim `ordinal`) of the tensor map
    in shared memory, to an immediate or to a 32- or 64-bit value."""
    builder = PTXBuilder()
    address = builder.new_address(descriptor, "l")
    operands = [address]
    if ordinal is not None:
        operands.append(builder.new_constant(ordinal))
    if isinstance(value, int):
        width = 32
        operands.append(builder.new_constant(value))
    else:
        width = value.type.width.data if not lt.is_pointer_type(value.type) else 64
        operands.append(builder.new_operand(value, "l" if width == 64 else "r"))
    instruction = builder.create("tensormap.replace.tile").o(field).o("shared::cta").o("b1024").o(f"b{width}")
    pred = b.icmp_eq(cta_thread_id(b, rw), b.i32_val(0))
    instruction(*operands).predicate(pred)
    builder.launch(b, lt.void_type())


def _copy_to_global(b: LLVMBuilder, rw: ConversionRewriter, global_pointer: SSAValue, descriptor: SSAValue) -> None:
    """tensormap_cp_fenceproxy: the first warp copies the tensor map to global memory and
    releases it to the tensormap proxy."""
    builder = PTXBuilder()
    out_address = builder.new_address(global_pointer, "l")
    in_address = builder.new_address(descriptor, "l")
    size = builder.new_constant(TMA_DESCRIPTOR_BYTES)
    copy = builder.create("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned")
    copy(out_address, in_address, size).predicate(_first_warp(b, rw))
    builder.launch(b, lt.void_type())


@lowering("ttng.tensormap_create")
def lower_tensormap_create(op: Operation, rw: ConversionRewriter) -> bool:
    """TensormapCreateOpConversion."""
    b = rw.builder(op.location)
    rank = len(op.box_dim)
    stride_workaround = rw.context.target.ptx_version <= STRIDE_WORKAROUND_MAX_PTX_VERSION
    descriptor = shared_memory_base(b, op)
    _zero_fill(b, rw, descriptor)
    _replace_field(b, rw, "global_address", descriptor, rw.remap(op.global_address))
    _replace_field(b, rw, "rank", descriptor, rank - 1)
    for dim, value in enumerate(rw.remap_all(op.box_dim)):
        _replace_field(b, rw, "box_dim", descriptor, value, dim)
    for dim, value in enumerate(rw.remap_all(op.global_dim)):
        _replace_field(b, rw, "global_dim", descriptor, value, dim)
    for dim, stride in enumerate(rw.remap_all(list(op.global_stride)[: rank - 1])):
        if stride_workaround:
            stride = b.ashr(stride, b.i64_val(4))
        _replace_field(b, rw, "global_stride", descriptor, stride, dim)
    for dim, value in enumerate(rw.remap_all(op.element_stride)):
        _replace_field(b, rw, "element_stride", descriptor, value, dim)
    for field in ("elem_type", "interleave_layout", "swizzle_mode", "fill_mode"):
        ptx_field = "elemtype" if field == "elem_type" else field
        _replace_field(b, rw, ptx_field, descriptor, op.properties[field].value.data)
    _copy_to_global(b, rw, rw.remap(op.desc_ptr), descriptor)
    rw.erase_op(op)
    return True


@lowering("ttng.tensormap_fenceproxy_acquire")
def lower_tensormap_fenceproxy_acquire(op: Operation, rw: ConversionRewriter) -> bool:
    """TensormapFenceproxyAcquireOpConversion: the fence (with the ptxas workaround) in the first
    warp, then a CTA barrier for the other warps (faster than a fence in every warp)."""
    b = rw.builder(op.location)
    builder = PTXBuilder()
    address = builder.new_address(rw.remap(op.desc_ptr), "l")
    size = builder.new_constant(TMA_DESCRIPTOR_BYTES)
    pred = _first_warp(b, rw)
    builder.create("fence.proxy.tensormap::generic.acquire.gpu")(address, size).predicate(pred)
    builder.create("cp.async.bulk.commit_group")().predicate(pred)
    builder.create("cp.async.bulk.wait_group.read 0")().predicate(pred)
    builder.launch(b, lt.void_type())
    barrier(b)
    rw.erase_op(op)
    return True


@lowering("ttng.reinterpret_tensor_descriptor")
def lower_reinterpret_tensor_descriptor(op: Operation, rw: ConversionRewriter) -> bool:
    """ReinterpretTensorDescOpConversion: `llvm.addrspacecast` to the descriptor's pointer type."""
    b = rw.builder(op.location)
    rw.replace_op(op, [b.addrspacecast(rw.convert_type(op.result.type), rw.remap(op.rawDesc))])
    return True
