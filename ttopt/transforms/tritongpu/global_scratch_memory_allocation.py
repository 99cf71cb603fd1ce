"""`tritongpu-global-scratch-memory-allocation`: Triton's TritonGPUGlobalScratchAllocationPass
(lib/Conversion/TritonGPUToLLVM/GlobalScratchMemoryAllocation.cpp, as in Triton 3.6).

Each function's global scratch memory is laid out without regard to liveness: in program
order, every `ttg.global_scratch_alloc` and every `tt.call` to a function that needs
scratch gets `ttg.global_scratch_memory_offset`, the running size rounded up to its
alignment (an alloc's `alignment`, a callee's `ttg.global_scratch_memory_alignment`);
zero-byte ones get nothing. The function records `ttg.global_scratch_memory_size` (the
end, rounded up to the largest alignment) and `ttg.global_scratch_memory_alignment` (that
alignment, at least 1). Callees are laid out before their callers. The module takes both
attributes from its kernel, its one public function.

Where upstream stops on an assertion (no kernel, two kernels, a recursive call, a call
that names no function), ttopt reports an error.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.dialects.tt import CallOp, FuncOp
from ttopt.dialects.ttg.ops import GlobalScratchAllocOp
from ttopt.ir.debug import debug
from ttopt.ir.diagnostics import op_error
from ttopt.transforms.triton.utility import (
    nearest_symbol_table,
    resolve_symbol,
    visibility,
)

DEBUG_TYPE = "tritongpu-global-scratch-memory-allocation"

SIZE_ATTR = "ttg.global_scratch_memory_size"
ALIGNMENT_ATTR = "ttg.global_scratch_memory_alignment"
OFFSET_ATTR = "ttg.global_scratch_memory_offset"


def round_up(value: int, step: int) -> int:
    return -(-value // step) * step


def _i32(value: int) -> IntegerAttr:
    return IntegerAttr(value, i32)


def _int(attr: IntegerAttr) -> int:
    return attr.value.data


@dataclass
class ScratchLayout:
    """The running layout of one function's scratch memory."""

    offset: int = 0
    largest_alignment: int = 1

    def place(self, op: Operation, nbytes: int, alignment: int) -> None:
        if nbytes == 0:
            return
        self.offset = round_up(self.offset, alignment)
        op.attributes[OFFSET_ATTR] = _i32(self.offset)
        self.offset += nbytes
        self.largest_alignment = max(self.largest_alignment, alignment)

    @property
    def size(self) -> int:
        return round_up(self.offset, self.largest_alignment)


def resolve_callee(call: CallOp) -> FuncOp:
    table = nearest_symbol_table(call)
    found = resolve_symbol(table, call.callee) if table is not None else []
    if not found or not isinstance(found[-1], FuncOp):
        raise op_error(call, f"'{call.callee}' does not reference a valid function")
    return found[-1]


@dataclass
class GlobalScratchAllocator:
    """allocateGMem over the functions of a module, callees first."""

    call_stack: list[Operation] = field(default_factory=list)

    def allocate(self, function: FuncOp) -> None:
        self._lay_out_callees(function)
        layout = ScratchLayout()
        for op in function.walk():
            if isinstance(op, GlobalScratchAllocOp):
                layout.place(op, _int(op.nbytes), _int(op.alignment))
            elif isinstance(op, CallOp):
                callee = resolve_callee(op)
                layout.place(op, _int(callee.attributes[SIZE_ATTR]), _int(callee.attributes[ALIGNMENT_ATTR]))
        function.attributes[SIZE_ATTR] = _i32(layout.size)
        function.attributes[ALIGNMENT_ATTR] = _i32(layout.largest_alignment)
        debug(DEBUG_TYPE, f"@{function.sym_name.data}: {layout.size} bytes, alignment {layout.largest_alignment}")

    def _lay_out_callees(self, function: FuncOp) -> None:
        for call in [op for op in function.walk() if isinstance(op, CallOp)]:
            callee = resolve_callee(call)
            if SIZE_ATTR in callee.attributes:
                continue
            if function in self.call_stack:
                raise op_error(call, "call cycle detected: global scratch memory cannot be laid out for recursive calls")
            self.call_stack.append(function)
            self.allocate(callee)
            self.call_stack.pop()


def is_kernel(function: FuncOp) -> bool:
    return visibility(function) == "public"


@dataclass(frozen=True)
class GlobalScratchMemoryAllocation(ModulePass):
    """Assign global scratch memory allocation"""

    name = "tritongpu-global-scratch-memory-allocation"
    cpp_name = "TritonGPUGlobalScratchAllocationPass"
    cpp_file = "lib/Conversion/TritonGPUToLLVM/GlobalScratchMemoryAllocation.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        allocator = GlobalScratchAllocator()
        kernel: FuncOp | None = None
        for function in [f for f in op.walk() if isinstance(f, FuncOp)]:
            allocator.allocate(function)
            if not is_kernel(function):
                continue
            if kernel is not None:
                raise op_error(
                    function,
                    f"is a second kernel (public function) beside @{kernel.sym_name.data}: "
                    "the module's global scratch memory is sized for exactly one",
                )
            kernel = function
        if kernel is None:
            raise op_error(op, "has no kernel (public tt.func) to size global scratch memory for")
        op.attributes[SIZE_ATTR] = kernel.attributes[SIZE_ATTR]
        op.attributes[ALIGNMENT_ATTR] = kernel.attributes[ALIGNMENT_ATTR]
