"""The `gpu` dialect ops Triton's IR uses: `gpu.barrier`.

`gpu.barrier` (MLIR's GPU dialect) makes every thread of the workgroup (CTA)
wait until all have reached it; its memory effects order all memory
accesses around it.  Triton's own passes insert `ttg.local_barrier`, but
accept `gpu.barrier` wherever a barrier is expected (e.g. the membar
analysis).  It is printed `gpu.barrier`, with any discardable attributes.
"""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation

from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition


@assembly_format("attr-dict")
@irdl_op_definition
class BarrierOp(IRDLOperation):
    """Synchronizes all threads of the CTA."""

    name = "gpu.barrier"

    def __init__(self):
        super().__init__()


GPU = Dialect("gpu", [BarrierOp], [])
