"""`ttg.global_scratch_alloc`: a pointer into the function's global scratch buffer.

Upstream: GlobalScratchAllocOpConversion in lib/Conversion/TritonGPUToLLVM/MemoryOpToLLVM.cpp,
with LLVM::getGlobalScratchPtr (lib/Conversion/TritonGPUToLLVM/Utility.cpp), which ttopt
has as `func.global_scratch_pointer`.

tritongpu-global-scratch-memory-allocation gives each allocation a byte offset
(`ttg.global_scratch_memory_offset`) inside its function's scratch frame. The op
becomes that offset applied to the frame's base: in a kernel, the base of the
program's slice of the scratch argument (linear program id * the module's
`ttg.global_scratch_memory_size`), in a device function, the scratch pointer its
caller passed. The offset is always materialized, as an i32 constant built before
the address arithmetic, even when it is 0.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from ttopt.conversion.tritongpu_to_llvm.driver import (
    ConversionRewriter,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.func import enclosing_function, global_scratch_pointer

OFFSET_ATTR = "ttg.global_scratch_memory_offset"


def allocation_offset(op: Operation) -> int:
    """The byte offset the allocation pass recorded on the op (unsigned, as upstream reads it)."""
    offset = op.attributes.get(OFFSET_ATTR)
    if not isinstance(offset, IntegerAttr):
        # Upstream asserts here; the offset only exists once the allocation pass has run.
        raise conversion_error(
            op, f"expected a '{OFFSET_ATTR}' attribute (run tritongpu-global-scratch-memory-allocation first)"
        )
    return offset.value.data & 0xFFFFFFFF


@lowering("ttg.global_scratch_alloc")
def lower_global_scratch_alloc(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    offset = b.i32_val(allocation_offset(op))
    pointer = global_scratch_pointer(b, rw, enclosing_function(op), offset)
    rw.replace_op(op, [pointer])
    return True
