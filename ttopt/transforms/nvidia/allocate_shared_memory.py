"""`allocate-shared-memory` and `allocate-shared-memory-nv`.

The first two run the shared-memory allocation (ttopt/analysis/allocation.py)
and record it in the IR, as upstream's attachAllocationSizeAndOffsetAttr
(lib/Conversion/TritonGPUToLLVM/AllocateSharedMemoryUtility.cpp) does: every
op owning a scratch or virtual buffer, or whose one result is an explicit
buffer, gets `allocation.offset = N : i32`, and the module gets
`ttg.shared = <bytes its kernels need> : i32`.  The generic pass sizes
convert_layout scratch for plain ld/st.shared
(lib/Conversion/TritonGPUToLLVM/AllocateSharedMemory.cpp); the NVIDIA one
for the target's ldmatrix/stmatrix too
(third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/Allocation.cpp).

"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.analysis.allocation import Allocation, ModuleAllocation
from ttopt.analysis.call_graph import is_function
from ttopt.analysis.scratch_sizes import nvidia_scratch_size_fn
from ttopt.ir.traversal import post_order
from ttopt.pass_manager import option

OFFSET_ATTR = "allocation.offset"
SHARED_ATTR = "ttg.shared"


def _buffer_offset(allocation: Allocation, op: Operation) -> int | None:
    """The offset to record on `op`: of its scratch/virtual buffer, else of its one result's buffer."""
    buffer_id = allocation.op_buffer_id(op)
    if buffer_id is None and len(op.results) == 1:
        buffer_id = allocation.value_buffer_id(op.results[0])
    return allocation.offset(buffer_id) if buffer_id is not None else None


def attach_allocation_attributes(module: ModuleOp, allocation: ModuleAllocation) -> None:
    """upstream attachAllocationSizeAndOffsetAttr."""
    for function in _top_level_functions(module):
        function_allocation = allocation.function_allocation(function)
        for op in post_order(function):
            offset = _buffer_offset(function_allocation, op)
            if offset is not None:
                op.attributes[OFFSET_ATTR] = IntegerAttr(offset, i32)
    module.attributes[SHARED_ATTR] = IntegerAttr(allocation.shared_memory_size(), i32)


def _top_level_functions(module: ModuleOp) -> list[Operation]:
    """Functions the module walk meets first (their bodies are not searched for more)."""
    found: list[Operation] = []

    def visit(op: Operation) -> None:
        for region in op.regions:
            for block in region.blocks:
                for inner in block.ops:
                    if is_function(inner):
                        found.append(inner)
                    else:
                        visit(inner)

    visit(module)
    return found


@dataclass(frozen=True)
class AllocateSharedMemory(ModulePass):
    """Add metadata for shared memory allocation"""

    name = "allocate-shared-memory"
    cpp_name = "AllocateSharedMemory"
    cpp_file = "lib/Conversion/TritonGPUToLLVM/AllocateSharedMemory.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        attach_allocation_attributes(op, ModuleAllocation(op))


@dataclass(frozen=True)
class AllocateSharedMemoryNv(ModulePass):
    """Add metadata for shared memory allocation for Nvidia"""

    name = "allocate-shared-memory-nv"
    cpp_name = "AllocateSharedMemoryNv"
    cpp_file = "third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/Allocation.cpp"

    compute_capability: int = option(80, "device compute capability")
    ptx_version: int = option(80, "PTX version")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        allocation = ModuleAllocation(op, nvidia_scratch_size_fn(self.compute_capability))
        attach_allocation_attributes(op, allocation)
