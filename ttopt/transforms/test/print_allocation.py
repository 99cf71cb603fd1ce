"""`test-print-allocation` (upstream test/lib/Analysis/TestAllocation.cpp): the shared-memory
allocation reported as remarks: at each `tt.func` its name, at each op `scratch offset = O, size = S`
(`virtual ...` for a call's frame) and `offset = O, size = S` for each result owning a buffer, then at
the function `size = N`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.analysis.allocation import Allocation, ModuleAllocation
from ttopt.analysis.call_graph import function_name
from ttopt.analysis.scratch_sizes import ScratchSizeFn, default_scratch_size
from ttopt.ir.diagnostics import Diagnostic, Severity, emit
from ttopt.ir.traversal import post_order
from ttopt.pass_manager import PipelineSyntaxError, option


def _constant_128(op: Operation) -> int:
    return 128


SCRATCH_SIZE_FUNCTIONS: dict[str, ScratchSizeFn] = {
    "None": default_scratch_size,
    "ValidConstant": _constant_128,
}


@dataclass(frozen=True)
class TestPrintAllocation(ModulePass):
    """print the result of the allocation pass"""

    name = "test-print-allocation"
    cpp_name = "TestAllocationPass"
    cpp_file = "test/lib/Analysis/TestAllocation.cpp"

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
