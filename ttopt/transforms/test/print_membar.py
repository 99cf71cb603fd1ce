"""`test-print-membar`: insert the barriers the membar analysis finds (upstream test/lib/Analysis/TestMembar.cpp).

It allocates shared memory for the module (with the target-independent
scratch sizes, without recording offsets) and runs the membar analysis over
every function, callees first, with NVIDIA's filter (canSkipBarSync) as
upstream's test pass has it, leaving the inserted `ttg.local_barrier` ops
in the IR for the test to check.  Upstream's tests run it after
`allocate-shared-memory` and, for control flow, `convert-scf-to-cf`; both
structured and unstructured control flow are analysed.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt.analysis.allocation import ModuleAllocation
from ttopt.analysis.membar import ModuleMembarAnalysis, can_skip_bar_sync


@dataclass(frozen=True)
class TestPrintMembar(ModulePass):
    """print the result of the allocation pass"""

    name = "test-print-membar"
    cpp_name = "TestMembarPass"
    cpp_file = "test/lib/Analysis/TestMembar.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        ModuleMembarAnalysis(ModuleAllocation(op), can_skip_bar_sync).run()
