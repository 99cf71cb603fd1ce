"""`tritongpu-pipeline`: software pipelining of scheduled loops (upstream
lib/Dialect/TritonGPU/Transforms/Pipeliner/SoftwarePipeliner.cpp).

On loops that `tritongpu-schedule-loops` annotated (`loop.stage`, `loop.cluster`,
`tt.scheduled_max_stage`):
1. lowerLoops: loads used in a later stage become cp.async copies into multi-buffered shared
   memory with loop-carried insert/extract indices (pipeliner/lower_loops.py);
2. expandLoops: the pipeline expander emits the prologue and the predicated kernel loop
   (pipeliner/expander.py, pipeliner/predication.py);
3. the schedule attributes are dropped, the async waits get their counts (pipeliner/waits.py)
   and an arith-only greedy cleanup folds the index arithmetic.

Supported: the cp.async path (sm80 and sm90 pointer loads feeding `tt.dot`). Loops that need
the wgmma pipelining (`ttng.warp_group_dot`), TMA descriptors or other Hopper/Blackwell ops are
rejected with an error before anything is rewritten.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.dialects.scf import ForOp
from ttopt.dialects.ttng.ops import WarpGroupDotOp
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
    num_stages_or_default,
)
from ttopt.transforms.tritongpu.pipeliner.waits import update_waits


def loops_of(module: ModuleOp) -> list[ForOp]:
    """scf.for ops, inner loops first (the walk order upstream uses)."""
    return [op for op in module.walk(region_first=True) if isinstance(op, ForOp)]


def reject_unsupported(module: ModuleOp, num_stages: int) -> None:
    """Fail, before rewriting anything, on loops whose upstream pipelining ttopt lacks."""
    for for_op in loops_of(module):
        if num_stages_or_default(for_op, num_stages) >= 1:
            for op in for_op.body.block.ops:
                if isinstance(op, WarpGroupDotOp):
                    raise op_error(op, "tritongpu-pipeline: pipelining of wgmma (ttng.warp_group_dot) loops "
                                       "is not supported by ttopt")
        if CoarseSchedule.deserialize(for_op) is None and num_stages <= 1:
            continue
        for op in for_op.walk():
            unsupported = op.name.startswith("ttng.") or op.name.startswith("tt.descriptor_") or op.name in (
                "tt.make_tensor_descriptor", "ttg.warp_specialize",
            )
            if unsupported and (CoarseSchedule.deserialize(for_op) is not None or op.name == "tt.descriptor_store"):
                raise op_error(op, f"tritongpu-pipeline: pipelining loops with '{op.name}' is not supported by ttopt")


def lower_loops(module: ModuleOp) -> None:
    axis_info = ModuleAxisInfoAnalysis(module)
    for for_op in loops_of(module):
        schedule = CoarseSchedule.deserialize(for_op)
        if schedule is None:
            continue
        for_op = lower_loads(for_op, schedule, axis_info)
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


def dump(module: ModuleOp, step: str) -> None:
    sys.stderr.write(f"// -----// SoftwarePipeliner internal IR Dump After: {step}\n{module_text(module)}\n\n\n")


@dataclass(frozen=True)
class TritonGPUPipeline(ModulePass):
    """Pipeline scheduled loops: async copies into multi-buffered shared memory, prologue and
    predicated kernel loop."""

    name = "tritongpu-pipeline"
    cpp_name = "TritonGPUPipeline"

    num_stages: int = option(3, "number of pipeline stages")
    dump_intermediate_steps: bool = option(False, "Dump intermediate steps")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        reject_unsupported(op, self.num_stages)
        lower_loops(op)
        if self.dump_intermediate_steps:
            dump(op, "LowerLoops")
        expand_loops(op)
        if self.dump_intermediate_steps:
            dump(op, "ExpandLoops")
        remove_pipelining_attributes(op)
        update_waits(op)
        arith_cleanup(op)
