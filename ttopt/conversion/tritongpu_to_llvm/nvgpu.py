"""The part of Triton's `nvg` (NVGPU) dialect that `convert-triton-gpu-to-llvm` emits.

Upstream: third_party/nvidia/include/Dialect/NVGPU/IR/NVGPUOps.td. The lowering
reads the CTA's id in its cluster with `nvg.cluster_id`; with a single CTA the
pass replaces its uses by a constant 0 at the end, leaving the op dead for the
next canonicalize to remove (exactly what upstream's output shows).
"""

from __future__ import annotations

from xdsl.dialects.builtin import i32
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, result_def, traits_def
from xdsl.traits import Pure

from ttopt.dialects.constraints import I32
from ttopt.ir.assembly_format import assembly_format


def _result_is_i32(state) -> None:
    state.types["result"] = [i32]


@assembly_format("attr-dict", infer=_result_is_i32)
@irdl_op_definition
class ClusterCTAIdOp(IRDLOperation):
    """`%id = nvg.cluster_id`: the CTA's rank in its cluster (i32)."""

    name = "nvg.cluster_id"
    result = result_def(I32)
    traits = traits_def(Pure())

    def __init__(self):
        super().__init__(result_types=[i32])


NVGPU = Dialect("nvg", [ClusterCTAIdOp], [])


def _register() -> None:
    """Make `nvg` known to the parser (the pass's output must re-parse), as upstream's
    pass declares NVGPU a dependent dialect."""
    from ttopt.dialects import ALL_DIALECTS

    if all(dialect.name != NVGPU.name for dialect in ALL_DIALECTS):
        ALL_DIALECTS.append(NVGPU)


_register()
