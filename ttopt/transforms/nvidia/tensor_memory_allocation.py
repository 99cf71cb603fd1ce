"""`triton-tensor-memory-allocation`: Triton's TensorMemoryAllocation
(lib/Dialect/TritonNvidiaGPU/Transforms/TensorMemoryAllocation.cpp).

Upstream assigns Blackwell tensor-memory columns and rows to each `ttng.tmem_alloc`
(a linear scan over live ranges) and records the module's total, rounded up to 0, 32,
64, 128, 256 or 512 columns, as `ttg.tensor_memory_size`. Kernels for sm80 and sm90 have
no tensor memory, so the total is 0 and the pass only writes `ttg.tensor_memory_size = 0`.

Tensor memory (sm100) is outside what ttopt compiles: ttopt defines none of its ops, nor
its `#ttng.tensor_memory_encoding` (so no memdesc in the `#ttng.tensor_memory` space
verifies); an op that allocates or computes in it (`ttng.tmem_*`, `ttng.tc_gen5_*`) can
only arrive unregistered (`--allow-unregistered-dialect`), and is reported as an error
naming that op.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, UnregisteredOp, i32
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.support.class_tests import is_subclass

TENSOR_MEMORY_SIZE_ATTR = "ttg.tensor_memory_size"
TENSOR_MEMORY_OP_PREFIXES = ("ttng.tmem_", "ttng.tc_gen5_")


def operation_name(op: Operation) -> str:
    """The op's name as written, also for an op ttopt does not define (parsed unregistered)."""
    return op.op_name.data if is_subclass(type(op), UnregisteredOp) else op.name


def uses_tensor_memory(op: Operation) -> bool:
    """One of Blackwell's tensor-memory ops (allocations, loads, stores, MMAs)."""
    return operation_name(op).startswith(TENSOR_MEMORY_OP_PREFIXES)


def first_tensor_memory_op(module: ModuleOp) -> Operation | None:
    return next((op for op in module.walk() if uses_tensor_memory(op)), None)


def unsupported_tensor_memory(op: Operation) -> DiagnosticError:
    message = (
        f"'{operation_name(op)}' op uses tensor memory (Blackwell, sm100), which ttopt does not "
        "allocate: it compiles for sm80 and sm90 only"
    )
    return DiagnosticError(Diagnostic(Severity.ERROR, message, op.location, op=op))


@dataclass(frozen=True)
class TensorMemoryAllocation(ModulePass):
    """Assign tensor memory allocation"""

    name = "triton-tensor-memory-allocation"
    cpp_name = "TritonTensorMemoryAllocationPass"
    cpp_file = "lib/Dialect/TritonNvidiaGPU/Transforms/TensorMemoryAllocation.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        tensor_memory_op = first_tensor_memory_op(op)
        if tensor_memory_op is not None:
            raise unsupported_tensor_memory(tensor_memory_op)
        op.attributes[TENSOR_MEMORY_SIZE_ATTR] = IntegerAttr(0, i32)
