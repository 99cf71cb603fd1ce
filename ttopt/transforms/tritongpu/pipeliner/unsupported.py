"""What ttopt's software pipeliner does not implement, refused up front: `tritongpu-pipeline`
and `tritongpu-test-pipeline-lower-loop` fail with a diagnostic at the first such op, before
rewriting anything, instead of producing IR that differs from upstream's.

Not implemented: warp specialization, and Blackwell's tcgen05 MMAs and tensor memory
(lowerMMAs). The Hopper ops of cp.async, TMA + mbarrier and wgmma pipelines are supported.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from ttopt.ir.diagnostics import DiagnosticError, op_error
from ttopt.transforms.tritongpu.pipeliner.schedule import CoarseSchedule, loops_of

SUPPORTED_NVIDIA_OPS = ("ttng.warp_group_dot", "ttng.warp_group_dot_wait", "ttng.fence_async_shared")


def is_unsupported(op: Operation) -> bool:
    """Warp specialization and the Hopper/Blackwell ops ttopt does not pipeline."""
    if op.name.startswith("ttng."):
        return op.name not in SUPPORTED_NVIDIA_OPS
    return op.name == "ttg.warp_specialize"


def is_unlowerable(op: Operation) -> bool:
    """What lowerLoops rewrites besides loads and descriptors, which ttopt does not: tcgen05
    MMAs and their tensor memory (lowerMMAs)."""
    return op.name.startswith(("ttng.tc_gen5", "ttng.tmem_"))


def unsupported_error(op: Operation, pass_name: str) -> DiagnosticError:
    return op_error(op, f"{pass_name}: pipelining loops with '{op.name}' is not supported by ttopt")


def reject_unsupported(module: ModuleOp, pass_name: str) -> None:
    """For tritongpu-pipeline: scheduled loops."""
    for for_op in loops_of(module):
        if CoarseSchedule.deserialize(for_op) is not None:
            for op in for_op.walk():
                if is_unsupported(op):
                    raise unsupported_error(op, pass_name)


def reject_unlowerable(module: ModuleOp, pass_name: str) -> None:
    """For the lowering alone: scheduled loops."""
    for for_op in loops_of(module):
        if CoarseSchedule.deserialize(for_op) is None:
            continue
        for op in for_op.walk():
            if is_unlowerable(op):
                raise unsupported_error(op, pass_name)
