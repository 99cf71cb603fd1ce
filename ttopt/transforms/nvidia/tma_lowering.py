"""`triton-nvidia-tma-lowering`: Triton's TritonNvidiaGPUTMALoweringPass
(lib/Dialect/TritonNvidiaGPU/Transforms/TMALowering.cpp, with TMAUtilities.cpp).

Descriptor ops the pipeliner left synchronous become TMA messages, each waited for at
once (upstream's patterns, applied greedily with a default GreedyRewriteConfig):
- `tt.descriptor_load` / `tt.descriptor_gather` (TMALoadLowering, TMAGatherLowering,
  lowerTMALoad): a mutable buffer in the descriptor's layout and a one-shot mbarrier
  (`ttg.local_alloc`, `ttng.init_barrier`, `ttng.barrier_expect` of the buffer's bytes),
  the async copy or gather, `ttng.wait_barrier` on phase 0 and `ttng.inval_barrier`; then
  `ttg.local_alloc` users in that layout use the buffer and any other user reads it with a
  `ttg.local_load` (replaceUsesWithLocalLoad);
- `tt.descriptor_store` / `_scatter` / `_reduce` (lowerTMAStore): the value is copied to
  a buffer (`ttg.local_alloc`), fenced for the async proxy (`ttng.fence_async_shared`),
  sent (`ttng.async_tma_copy_local_to_global`, `_scatter`, `_reduce`) and waited for
  (`ttng.async_tma_store_wait {pendings = 0}`);
- `tt.make_tensor_descriptor` (TMACreateDescLowering): the descriptor is written at run time
  into 128 bytes of global scratch (`ttg.global_scratch_alloc`, `ttng.tensormap_create`),
  fenced (`ttng.tensormap_fenceproxy_acquire`) and used through
  `ttng.reinterpret_tensor_descriptor`.
Like upstream, the load patterns and replaceUsesWithLocalLoad change uses and erase ops
without telling the driver.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType, i1, i8, i32, i64
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from ttopt.dialects.arith import ConstantOp
from ttopt.dialects.tt import (
    DescriptorGatherOp,
    DescriptorLoadOp,
    DescriptorReduceOp,
    DescriptorScatterOp,
    DescriptorStoreOp,
    MakeTensorDescOp,
    PointerType,
)
from ttopt.dialects.ttg.layouts import SharedMemorySpaceAttr, SwizzledSharedEncodingAttr
from ttopt.dialects.ttg.memory import LocalAllocOp, LocalLoadOp
from ttopt.dialects.ttg.misc import GlobalScratchAllocOp
from ttopt.dialects.ttg.properties import i32_attr
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttng.ops import (
    AsyncTMACopyGlobalToLocalOp,
    AsyncTMACopyLocalToGlobalOp,
    AsyncTMAGatherOp,
    AsyncTMAReduceOp,
    AsyncTMAScatterOp,
    BarrierExpectOp,
    FenceAsyncSharedOp,
    InitBarrierOp,
    InvalBarrierOp,
    ReinterpretTensorDescOp,
    TensormapFenceproxyAcquireOp,
    TMAStoreWaitOp,
    WaitBarrierOp,
)
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.layouts.conversions import shape_per_cta
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.rewrite.greedy import apply_patterns_greedily
from ttopt.transforms.nvidia.tma_utilities import (
    TMA_ALIGN,
    TMA_SIZE_BYTES,
    Insert,
    create_tma_desc,
    encoding_from_descriptor,
    translate_tma_indices,
)
from ttopt.transforms.tritongpu.utility import replace_uses_and_propagate_type


def inserter(rewriter: PatternRewriter, op: Operation) -> Insert:
    """Builds before `op`, at `op`'s location, telling the driver of each new op."""

    def insert(new_op: Operation) -> Operation:
        new_op.location = op.location
        rewriter.insert(new_op, InsertPoint.before(op))
        return new_op

    return insert


def barrier_type() -> MemDescType:
    """An mbarrier: one i64 in an unswizzled rank-1 layout."""
    encoding = SwizzledSharedEncodingAttr(1, 1, 1, [0])
    return MemDescType([1], i64, encoding, SharedMemorySpaceAttr(), mutable=True)


# -- loads ------------------------------------------------------------------------------------------

CreateLoad = Callable[[SSAValue, SSAValue, SSAValue], None]
"""Builds the TMA message filling the buffer: (barrier, buffer, predicate)."""


def lower_tma_load(
    op: Operation, tensor_type: TensorType, desc: SSAValue, create_load: CreateLoad, rewriter: PatternRewriter
) -> None:
    """lowerTMALoad: copy into a fresh buffer, wait on a one-shot mbarrier, read the buffer."""
    insert = inserter(rewriter, op)
    encoding = encoding_from_descriptor(op, tensor_type, desc)
    shape, element_type = tensor_type.get_shape(), tensor_type.element_type
    buffer_type = MemDescType(shape, element_type, encoding, SharedMemorySpaceAttr(), mutable=True)
    buffer = insert(LocalAllocOp(buffer_type)).result
    barrier = insert(LocalAllocOp(barrier_type())).result
    insert(InitBarrierOp(barrier, 1))
    size_in_bytes = math.prod(shape_per_cta(encoding, shape)) * scalar_bit_width(element_type) // 8
    pred = insert(ConstantOp.from_int(1, i1)).result
    insert(BarrierExpectOp(barrier, size_in_bytes, pred))
    create_load(barrier, buffer, pred)
    phase = insert(ConstantOp.from_int(0, i32)).result
    insert(WaitBarrierOp(barrier, phase))
    insert(InvalBarrierOp(barrier))
    replace_uses_with_local_load(insert, rewriter, op.results[0], buffer)
    # op->erase(): the driver is not told (it has popped the op already).
    op.detach()
    op.erase()


def replace_uses_with_local_load(insert: Insert, rewriter: PatternRewriter, old: SSAValue, buffer: SSAValue) -> None:
    """replaceUsesWithLocalLoad: `ttg.local_alloc`s of `old` in the buffer's layout become the
    buffer (their views rebuilt on it); any other user reads it through a `ttg.local_load`."""
    users = [use.operation for use in old.uses]
    allocs = []
    for user in users:
        if isinstance(user, LocalAllocOp) and user.result.type.encoding == buffer.type.encoding:
            replace_uses_and_propagate_type(user, buffer, rewriter.listener.notify_inserted)
            allocs.append(user)
    if len(users) > len(allocs):
        local_load = insert(LocalLoadOp(buffer, old.type))
        old.replace_all_uses_with(local_load.result)
    for alloc in allocs:
        alloc.detach()
        alloc.erase()


@dataclass
class TMALoadLowering(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DescriptorLoadOp):
            return

        def create_load(barrier: SSAValue, buffer: SSAValue, pred: SSAValue) -> None:
            insert = inserter(rewriter, op)
            indices = translate_tma_indices(insert, op.desc.type.block_type.encoding, op.indices)
            insert(AsyncTMACopyGlobalToLocalOp(op.desc, indices, barrier, buffer, pred))

        lower_tma_load(op, op.result.type, op.desc, create_load, rewriter)


@dataclass
class TMAGatherLowering(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DescriptorGatherOp):
            return

        def create_load(barrier: SSAValue, buffer: SSAValue, pred: SSAValue) -> None:
            inserter(rewriter, op)(AsyncTMAGatherOp(op.desc, op.x_offsets, op.y_offset, barrier, buffer, pred))

        lower_tma_load(op, op.result.type, op.desc, create_load, rewriter)


# -- stores ------------------------------------------------------------------------------------------

CreateStore = Callable[[SSAValue], None]
"""Builds the TMA message sending the buffer."""


def lower_tma_store(
    op: Operation, src: SSAValue, desc: SSAValue, create_store: CreateStore, rewriter: PatternRewriter
) -> None:
    """lowerTMAStore: copy to shared memory, fence, send, wait until sent."""
    insert = inserter(rewriter, op)
    tensor_type: TensorType = src.type
    encoding = encoding_from_descriptor(op, tensor_type, desc)
    buffer_type = MemDescType(tensor_type.get_shape(), tensor_type.element_type, encoding, SharedMemorySpaceAttr())
    buffer = insert(LocalAllocOp(buffer_type, src)).result
    insert(FenceAsyncSharedOp(b_cluster=False))
    create_store(buffer)
    insert(TMAStoreWaitOp(0))
    rewriter.erase_op(op)


def _coordinates(insert: Insert, op: Operation) -> list[SSAValue]:
    return translate_tma_indices(insert, op.desc.type.block_type.encoding, op.indices)


@dataclass
class TMAStoreLowering(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DescriptorStoreOp):
            return

        def create_store(buffer: SSAValue) -> None:
            insert = inserter(rewriter, op)
            insert(AsyncTMACopyLocalToGlobalOp(op.desc, _coordinates(insert, op), buffer))

        lower_tma_store(op, op.src, op.desc, create_store, rewriter)


@dataclass
class TMAReduceLowering(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DescriptorReduceOp):
            return

        def create_store(buffer: SSAValue) -> None:
            insert = inserter(rewriter, op)
            insert(AsyncTMAReduceOp(op.kind, op.desc, _coordinates(insert, op), buffer))

        lower_tma_store(op, op.src, op.desc, create_store, rewriter)


@dataclass
class TMAScatterLowering(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DescriptorScatterOp):
            return

        def create_store(buffer: SSAValue) -> None:
            inserter(rewriter, op)(AsyncTMAScatterOp(op.desc, op.x_offsets, op.y_offset, buffer))

        lower_tma_store(op, op.src, op.desc, create_store, rewriter)


# -- device-side descriptors ------------------------------------------------------------------------


def global_scratch_alloc(nbytes: int, alignment: int) -> GlobalScratchAllocOp:
    return GlobalScratchAllocOp.build(
        result_types=[PointerType(i8)],
        properties={"nbytes": i32_attr(nbytes), "alignment": i32_attr(alignment)},
    )


@dataclass
class TMACreateDescLowering(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, MakeTensorDescOp):
            return
        insert = inserter(rewriter, op)
        scratch = insert(global_scratch_alloc(TMA_SIZE_BYTES, TMA_ALIGN)).result
        create_tma_desc(scratch, op, insert)
        insert(TensormapFenceproxyAcquireOp(scratch))
        descriptor = insert(ReinterpretTensorDescOp(scratch, op.result.type))
        rewriter.replace_op_with_values(op, [descriptor.result])


PATTERNS: Sequence[type[RewritePattern]] = (
    TMALoadLowering,
    TMAGatherLowering,
    TMAStoreLowering,
    TMAScatterLowering,
    TMAReduceLowering,
    TMACreateDescLowering,
)


@dataclass(frozen=True)
class TritonNvidiaGPUTMALowering(ModulePass):
    """lower to TMA load/store operations"""

    name = "triton-nvidia-tma-lowering"
    cpp_name = "TritonNvidiaGPUTMALoweringPass"
    cpp_file = "lib/Dialect/TritonNvidiaGPU/Transforms/TMALowering.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not apply_patterns_greedily(op, [pattern() for pattern in PATTERNS]):
            mark_ir_unchanged(self)
