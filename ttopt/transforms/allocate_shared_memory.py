"""`allocate-shared-memory`, `allocate-shared-memory-nv` and `test-print-allocation`.

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

`test-print-allocation` (upstream test/lib/Analysis/TestAllocation.cpp)
reports the allocation as remarks instead: at each `tt.func` its name, at each
op `scratch offset = O, size = S` (`virtual ...` for a call's frame) and
`offset = O, size = S` for each result owning a buffer, then at the function
`size = N`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.analysis.allocation import Allocation, ModuleAllocation
from ttopt.analysis.call_graph import function_name, is_function
from ttopt.analysis.scratch_sizes import (
    ScratchSizeFn,
    default_scratch_size,
    nvidia_scratch_size_fn,
)
from ttopt.ir.diagnostics import Diagnostic, Severity, emit
from ttopt.ir.traversal import post_order
from ttopt.pass_manager import PipelineSyntaxError, option, register_pass

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


@register_pass
@dataclass(frozen=True)
class AllocateSharedMemory(ModulePass):
    """Add metadata for shared memory allocation"""

    name = "allocate-shared-memory"
    cpp_name = "AllocateSharedMemory"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        attach_allocation_attributes(op, ModuleAllocation(op))


@register_pass
@dataclass(frozen=True)
class AllocateSharedMemoryNv(ModulePass):
    """Add metadata for shared memory allocation for Nvidia"""

    name = "allocate-shared-memory-nv"
    cpp_name = "AllocateSharedMemoryNv"

    compute_capability: int = option(80, "device compute capability")
    ptx_version: int = option(80, "PTX version")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        allocation = ModuleAllocation(op, nvidia_scratch_size_fn(self.compute_capability))
        attach_allocation_attributes(op, allocation)


def _constant_128(op: Operation) -> int:
    return 128


SCRATCH_SIZE_FUNCTIONS: dict[str, ScratchSizeFn] = {
    "None": default_scratch_size,
    "ValidConstant": _constant_128,
}


@register_pass
@dataclass(frozen=True)
class TestPrintAllocation(ModulePass):
    """print the result of the allocation pass"""

    name = "test-print-allocation"
    cpp_name = "TestAllocationPass"

    get_scratch_size_function: str = option("None", "Custom scratch size function to use")

    def __post_init__(self) -> None:
        if self.get_scratch_size_function not in SCRATCH_SIZE_FUNCTIONS:
            raise PipelineSyntaxError(
                f"invalid value '{self.get_scratch_size_function}' for option "
                f"'get-scratch-size-function' of pass '{self.name}' "
                f"(expected one of {', '.join(SCRATCH_SIZE_FUNCTIONS)})"
            )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        allocation = ModuleAllocation(op, SCRATCH_SIZE_FUNCTIONS[self.get_scratch_size_function])
        for function in (f for f in op.walk() if f.name == "tt.func"):
            _remark(function, function_name(function))
            _report_function(allocation.function_allocation(function))


def _report_function(allocation: Allocation) -> None:
    for op in post_order(allocation.function):
        buffer_id = allocation.op_buffer_id(op)
        if buffer_id is not None:
            kind = "virtual" if allocation.is_virtual(buffer_id) else "scratch"
            _remark(op, f"{kind} offset = {allocation.offset(buffer_id)}, "
                    f"size = {allocation.allocated_size(buffer_id)}")
        for result in op.results:
            buffer_id = allocation.value_buffer_id(result)
            if buffer_id is not None:
                _remark(op, f"offset = {allocation.offset(buffer_id)}, size = {allocation.allocated_size(buffer_id)}")
    _remark(allocation.function, f"size = {allocation.shared_memory_size}")


def _remark(op: Operation, message: str) -> None:
    emit(Diagnostic(Severity.REMARK, message, op.location))
