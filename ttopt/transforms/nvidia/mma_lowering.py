"""`triton-nvidia-mma-lowering`: Triton's TritonNvidiaGPUMMALoweringPass
(lib/Dialect/TritonNvidiaGPU/Transforms/MMALowering.cpp).

Upstream applies three patterns greedily (applyPatternsGreedily with a default config),
all on Blackwell's MMAv5 ops (`ttng.tc_gen5_mma`, `ttng.tc_gen5_mma_scaled`):
SyncMMALowering (a synchronous MMA gets an mbarrier to wait on),
TCGen5MMAScaleSharedToTmemConversion (scales in shared memory are copied to tensor memory)
and MergeCommitIntoMMA (`ttng.tc_gen5_commit`s right after an MMA become its barriers).
On sm80 and sm90 IR no pattern applies, and what remains is the greedy driver itself:
folding, dead-op erasure, constant uniquing and aggressive region simplification, which
ttopt's driver does with an empty pattern list.

ttopt defines no Blackwell op: an MMAv5 op can only arrive unregistered
(`--allow-unregistered-dialect`), and the pass stops with an error naming it rather than
leaving it as upstream would not.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.rewrite.greedy import apply_patterns_greedily
from ttopt.transforms.nvidia.tensor_memory_allocation import operation_name

BLACKWELL_MMA_OPS = frozenset(("ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled"))
"""MMAv5OpInterface's ops (Blackwell's tcgen05 MMAs); upstream's DotOpInterface has them too."""


def first_blackwell_mma(module: ModuleOp) -> Operation | None:
    return next((op for op in module.walk() if operation_name(op) in BLACKWELL_MMA_OPS), None)


def unsupported_blackwell_mma(op: Operation, pass_name: str) -> DiagnosticError:
    message = (
        f"'{operation_name(op)}' op is a Blackwell (sm100) MMA, which ttopt's {pass_name} does not handle: "
        "it compiles for sm80 and sm90 only"
    )
    return DiagnosticError(Diagnostic(Severity.ERROR, message, op.location, op=op))


@dataclass(frozen=True)
class TritonNvidiaGPUMMALowering(ModulePass):
    """lower mma operations if needed"""

    name = "triton-nvidia-mma-lowering"
    cpp_name = "TritonNvidiaGPUMMALoweringPass"
    cpp_file = "lib/Dialect/TritonNvidiaGPU/Transforms/MMALowering.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        blackwell_mma = first_blackwell_mma(op)
        if blackwell_mma is not None:
            raise unsupported_blackwell_mma(blackwell_mma, self.name)
        if not apply_patterns_greedily(op, []):
            mark_ir_unchanged(self)
