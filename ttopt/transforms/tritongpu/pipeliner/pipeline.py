"""`tritongpu-pipeline`: software pipelining of scheduled loops (upstream
lib/Dialect/TritonGPU/Transforms/Pipeliner/SoftwarePipeliner.cpp).

On loops that `tritongpu-schedule-loops` annotated (`loop.stage`, `loop.cluster`,
`tt.scheduled_max_stage`):
1. lowerLoops: loads used in a later stage become cp.async copies into multi-buffered shared
   memory with loop-carried insert/extract indices (pipeliner/lower_loops.py);
2. expandLoops: the pipeline expander emits the prologue and the predicated kernel loop
   (pipeliner/expander.py, pipeliner/predication.py);
3. the schedule attributes are dropped; on every loop with num_stages >= 1 the wgmma dots
   become asynchronous, with the waits they need (pipeliner/wgmma.py); the async waits get
   their counts (pipeliner/waits.py) and an arith-only greedy cleanup folds the index
   arithmetic;
4. on every loop with num_stages > 1, TMA stores become asynchronous through a shared-memory
   buffer (pipeliner/tma_stores.py).

Supported: the cp.async path (sm80 and sm90 pointer loads feeding `tt.dot` or
`ttng.warp_group_dot`) and the TMA path (descriptor loads and gathers copied with mbarriers,
descriptor stores). Loops with descriptors made inside them, warp specialization or
Blackwell ops (tcgen05, tensor memory) are rejected with an error before anything is
rewritten (pipeliner/unsupported.py).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.ir.diagnostics import op_error
from ttopt.ir.printer import module_text
from ttopt.pass_manager import option
from ttopt.transforms.tritongpu.pipeliner.expander import (
    ExpansionError,
    pipeline_for_loop,
)
from ttopt.transforms.tritongpu.pipeliner.lower_loops import lower_loads
from ttopt.transforms.tritongpu.pipeliner.predication import (
    arith_cleanup,
    resolve_mask_ops,
)
from ttopt.transforms.tritongpu.pipeliner.schedule import (
    LOOP_CLUSTER_ATTR,
    LOOP_STAGE_ATTR,
    SCHEDULED_MAX_STAGE_ATTR,
    CoarseSchedule,
    loops_of,
    num_stages_or_default,
)
from ttopt.transforms.tritongpu.pipeliner.tma_descriptors import lower_tma_descriptors
from ttopt.transforms.tritongpu.pipeliner.tma_stores import pipeline_tma_stores
from ttopt.transforms.tritongpu.pipeliner.unsupported import reject_unsupported
from ttopt.transforms.tritongpu.pipeliner.waits import update_waits
from ttopt.transforms.tritongpu.pipeliner.wgmma import async_launch_dots


def lower_loops(module: ModuleOp) -> None:
    axis_info = ModuleAxisInfoAnalysis(module)
    for for_op in loops_of(module):
        schedule = CoarseSchedule.deserialize(for_op)
        if schedule is None:
            continue
        for_op = lower_loads(for_op, schedule, axis_info)
        for_op = lower_tma_descriptors(for_op, schedule)
        schedule.serialize(for_op)


def expand_loops(module: ModuleOp) -> None:
    for for_op in loops_of(module):
        schedule = CoarseSchedule.deserialize(for_op)
        if schedule is None:
            continue
        try:
            pipeline_for_loop(for_op, schedule.final_schedule(for_op))
        except ExpansionError as failure:
            raise op_error(failure.op, f"tritongpu-pipeline: cannot expand the loop: {failure}") from None
    resolve_mask_ops(module)


def remove_pipelining_attributes(module: ModuleOp) -> None:
    for op in module.walk():
        for name in (LOOP_STAGE_ATTR, LOOP_CLUSTER_ATTR, SCHEDULED_MAX_STAGE_ATTR):
            op.attributes.pop(name, None)


def pipeline_wgmma(module: ModuleOp, num_stages: int) -> None:
    """pipelineWgmma: asynchronous wgmma on every loop with num_stages >= 1."""
    for for_op in loops_of(module):
        if num_stages_or_default(for_op, num_stages) >= 1:
            async_launch_dots(for_op)


def pipeline_stores(module: ModuleOp, num_stages: int) -> None:
    """pipelineTMAStores on every loop with num_stages > 1."""
    for for_op in loops_of(module):
        if num_stages_or_default(for_op, num_stages) > 1:
            pipeline_tma_stores(for_op)


def dump(module: ModuleOp, step: str) -> None:
    sys.stderr.write(f"// -----// SoftwarePipeliner internal IR Dump After: {step}\n{module_text(module)}\n\n\n")


@dataclass(frozen=True)
class TritonGPUPipeline(ModulePass):
    """Pipeline scheduled loops: async copies into multi-buffered shared memory, prologue and
    predicated kernel loop."""

    name = "tritongpu-pipeline"
    cpp_name = "TritonGPUPipeline"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/Pipeliner/SoftwarePipeliner.cpp"

    num_stages: int = option(3, "number of pipeline stages")
    dump_intermediate_steps: bool = option(False, "Dump intermediate steps")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        reject_unsupported(op, self.name)
        lower_loops(op)
        if self.dump_intermediate_steps:
            dump(op, "LowerLoops")
        expand_loops(op)
        if self.dump_intermediate_steps:
            dump(op, "ExpandLoops")
        remove_pipelining_attributes(op)
        pipeline_wgmma(op, self.num_stages)
        update_waits(op)
        arith_cleanup(op)
        pipeline_stores(op, self.num_stages)
