"""Pipelining of TMA stores (upstream Pipeliner/TMAStoresPipeline.cpp, pipelineTMAStores), the
last step of `tritongpu-pipeline`, on every loop with num_stages > 1.

Each descriptor store, reduction or scatter of the loop (not of nested loops) goes through one
shared-memory buffer per shape and element type, allocated before the loop in the descriptor's
layout: `ttng.async_tma_store_wait {pendings = 0}` (the previous store has read the buffer),
`ttg.local_store`, `ttng.fence_async_shared`, then the asynchronous
`async_tma_copy_local_to_global` (`async_tma_reduce`, `async_tma_scatter`). After the loop, a
last wait and the buffers' deallocation.

When a store goes through a descriptor that is not a kernel argument, the descriptors made in
the loop are then multi-buffered (lowerTMADescriptorCreation, pipeliner/tma_descriptors.py).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.ir import BlockArgument, Operation, SSAValue

from ttopt.dialects.scf import ForOp
from ttopt.dialects.tt import FuncOp
from ttopt.dialects.tt.descriptor import (
    DescriptorReduceOp,
    DescriptorScatterOp,
    DescriptorStoreOp,
)
from ttopt.dialects.ttg.layouts import SharedMemorySpaceAttr
from ttopt.dialects.ttg.ops import LocalAllocOp, LocalDeallocOp, LocalStoreOp
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttng.ops import (
    AsyncTMACopyLocalToGlobalOp,
    AsyncTMAReduceOp,
    AsyncTMAScatterOp,
    FenceAsyncSharedOp,
    TMAStoreWaitOp,
)
from ttopt.transforms.nvidia.tma_utilities import (
    encoding_from_descriptor,
    translate_tma_indices,
)
from ttopt.transforms.triton.utility import visibility
from ttopt.transforms.tritongpu.pipeliner.schedule import CoarseSchedule
from ttopt.transforms.tritongpu.pipeliner.tma_descriptors import lower_tma_descriptors

TMA_STORES = (DescriptorStoreOp, DescriptorReduceOp, DescriptorScatterOp)


def tma_stores(for_op: ForOp) -> list[Operation]:
    """getTMAStores: the loop's descriptor stores, reductions and scatters, in pre-order, not
    looking into nested loops."""
    found = []
    for op in for_op.body.block.ops:
        found += [nested for nested in walk_outside_loops(op) if isinstance(nested, TMA_STORES)]
    return found


def walk_outside_loops(op: Operation) -> list[Operation]:
    """`op` and its nested ops in pre-order, skipping the insides of scf.for ops."""
    found = [op]
    if isinstance(op, ForOp):
        return found
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                found += walk_outside_loops(nested)
    return found


def is_host_side_descriptor(value: SSAValue) -> bool:
    """isHostSideDescriptor (Triton/IR/Utility.cpp): an argument of a kernel (a public function)."""
    if not isinstance(value, BlockArgument):
        return False
    function = value.block.parent_op()
    return isinstance(function, FuncOp) and visibility(function) == "public"


def store_wait(location) -> TMAStoreWaitOp:
    wait = TMAStoreWaitOp.build(properties={"pendings": IntegerAttr(0, i32)})
    wait.location = location
    return wait


def create_store_buffer(for_op: ForOp, store: Operation) -> SSAValue:
    """createAlloc: a mutable buffer in the descriptor's layout, before the loop."""
    tensor = store.src.type
    encoding = encoding_from_descriptor(store, tensor, store.desc)
    alloc = LocalAllocOp(MemDescType(tensor.get_shape(), tensor.element_type, encoding, SharedMemorySpaceAttr(), True))
    alloc.location = store.location
    for_op.parent.insert_op_before(alloc, for_op)
    return alloc.result


def async_store(store: Operation, buffer: SSAValue, insert) -> Operation:
    """The asynchronous TMA op that stores `buffer` as `store` did its source. The translated
    indices of a store or reduction are built but, as upstream does, not used."""
    if isinstance(store, DescriptorStoreOp):
        translate_tma_indices(insert, store.desc.type.block_type.encoding, store.indices)
        return AsyncTMACopyLocalToGlobalOp.build(operands=[store.desc, list(store.indices), buffer])
    if isinstance(store, DescriptorReduceOp):
        translate_tma_indices(insert, store.desc.type.block_type.encoding, store.indices)
        return AsyncTMAReduceOp.build(
            operands=[store.desc, list(store.indices), buffer], properties={"kind": store.kind}
        )
    return AsyncTMAScatterOp.build(operands=[store.desc, store.x_offsets, store.y_offset, buffer])


def create_tma_async_copy(store: Operation, buffer: SSAValue) -> None:
    """createTMAAsyncCopy: wait, local_store, fence, asynchronous store, in place of `store`."""

    def insert(op: Operation) -> Operation:
        op.location = store.location
        store.parent.insert_op_before(op, store)
        return op

    insert(store_wait(store.location))
    insert(LocalStoreOp(store.src, buffer))
    insert(FenceAsyncSharedOp(False))
    insert(async_store(store, buffer, insert))
    store.detach()
    store.erase()


def pipeline_tma_stores(for_op: ForOp) -> bool:
    """pipelineTMAStores: whether the loop had TMA stores."""
    stores = tma_stores(for_op)
    if not stores:
        return False
    buffers: dict[tuple, SSAValue] = {}
    buffer_of: dict[Operation, SSAValue] = {}
    for store in stores:
        tensor = store.src.type
        key = (tuple(tensor.get_shape()), tensor.element_type)
        if key not in buffers:
            buffers[key] = create_store_buffer(for_op, store)
        buffer_of[store] = buffers[key]
    for store in stores:
        create_tma_async_copy(store, buffer_of[store])
    after = [store_wait(for_op.location), *(LocalDeallocOp(buffer) for buffer in buffer_of.values())]
    anchor = for_op
    for op in after:
        op.location = for_op.location
        for_op.parent.insert_op_after(op, anchor)
        anchor = op
    if not all(is_host_side_descriptor(store.desc) for store in stores):
        # lowerTMADescriptorCreation: max stage 2 double-buffers the descriptors.
        lower_tma_descriptors(for_op, CoarseSchedule(3))
    return True
