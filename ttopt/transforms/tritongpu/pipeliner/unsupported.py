"""What ttopt's software pipeliner does not implement, refused up front: `tritongpu-pipeline`
and `tritongpu-test-pipeline-lower-loop` fail with a diagnostic at the first such op, before
rewriting anything, instead of producing IR that differs from upstream's.

Not implemented: TMA (tensor descriptors: upstream's lowerTMADescriptors, TMA loads with
mbarriers, pipelineTMAStores), warp specialization, and Blackwell's tcgen05 MMAs and tensor
memory (lowerMMAs). The Hopper ops of a cp.async + wgmma pipeline are supported.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from ttopt.dialects.scf import ForOp
from ttopt.ir.diagnostics import DiagnosticError, op_error
from ttopt.transforms.tritongpu.pipeliner.schedule import (
    CoarseSchedule,
    loops_of,
    num_stages_or_default,
)

SUPPORTED_NVIDIA_OPS = ("ttng.warp_group_dot", "ttng.warp_group_dot_wait", "ttng.fence_async_shared")


def is_unsupported(op: Operation) -> bool:
    """TMA descriptors, warp specialization and the Hopper/Blackwell ops ttopt does not pipeline."""
    if op.name.startswith("ttng."):
        return op.name not in SUPPORTED_NVIDIA_OPS
    return op.name.startswith("tt.descriptor_") or op.name in ("tt.make_tensor_descriptor", "ttg.warp_specialize")


def is_unlowerable(op: Operation) -> bool:
    """What lowerLoops rewrites besides pointer loads, which ttopt does not: TMA loads and
    descriptors (lowerTMADescriptors), tcgen05 MMAs and their tensor memory (lowerMMAs)."""
    return op.name.startswith(("tt.descriptor_", "ttng.tc_gen5", "ttng.tmem_")) or op.name == "tt.make_tensor_descriptor"


def unsupported_error(op: Operation, pass_name: str) -> DiagnosticError:
    return op_error(op, f"{pass_name}: pipelining loops with '{op.name}' is not supported by ttopt")


TMA_STORES = ("tt.descriptor_store", "tt.descriptor_reduce", "tt.descriptor_scatter")


def tma_stores(for_op: ForOp) -> list[Operation]:
    """getTMAStores (TMAStoresPipeline.cpp): the loop's descriptor stores, reductions and
    scatters, not looking into nested loops."""
    found = []
    for op in for_op.body.block.ops:
        if isinstance(op, ForOp):
            continue
        found += [nested for nested in op.walk() if nested.name in TMA_STORES]
    return found


def reject_unsupported(module: ModuleOp, num_stages: int, pass_name: str) -> None:
    """For tritongpu-pipeline: scheduled loops, and the TMA stores pipelineTMAStores would
    rewrite in loops with num_stages > 1."""
    for for_op in loops_of(module):
        if CoarseSchedule.deserialize(for_op) is not None:
            for op in for_op.walk():
                if is_unsupported(op):
                    raise unsupported_error(op, pass_name)
        if num_stages_or_default(for_op, num_stages) > 1:
            for op in tma_stores(for_op):
                raise unsupported_error(op, pass_name)


def reject_unlowerable(module: ModuleOp, pass_name: str) -> None:
    """For the lowering alone: scheduled loops."""
    for for_op in loops_of(module):
        if CoarseSchedule.deserialize(for_op) is None:
            continue
        for op in for_op.walk():
            if is_unlowerable(op):
                raise unsupported_error(op, pass_name)
