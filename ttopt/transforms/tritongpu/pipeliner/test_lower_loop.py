"""`tritongpu-test-pipeline-lower-loop` (upstream Pipeliner/TestPipelineLowerLoop.cpp): only the
first step of `tritongpu-pipeline`, the lowering of scheduled loops' loads to multi-buffered
async copies (pipeliner/lower_loops.py), for lit tests of that step."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt.transforms.tritongpu.pipeliner.pipeline import lower_loops
from ttopt.transforms.tritongpu.pipeliner.unsupported import reject_unlowerable


@dataclass(frozen=True)
class TritonGPUTestPipelineLowerLoop(ModulePass):
    """Lower scheduled loops for software pipelining (lowerLoops) and stop there."""

    name = "tritongpu-test-pipeline-lower-loop"
    cpp_name = "TestPipelineLowerLoop"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/Pipeliner/TestPipelineLowerLoop.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        reject_unlowerable(op, self.name)
        lower_loops(op)
