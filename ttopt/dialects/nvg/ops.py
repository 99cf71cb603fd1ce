"""The ops of Triton's `nvg` (NVGPU) dialect that `convert-triton-gpu-to-llvm` emits.

Upstream: third_party/nvidia/include/Dialect/NVGPU/IR/NVGPUOps.td. The lowering
reads the CTA's id in its cluster with `nvg.cluster_id`; with a single CTA the
pass replaces its uses by a constant 0 at the end, leaving the op dead for the
next canonicalize to remove (exactly what upstream's output shows).
"""

from __future__ import annotations

from xdsl.dialects.builtin import i32
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, Pure

from ttopt.dialects.constraints import I1, I32
from ttopt.dialects.tt.enums import MEM_SEMANTIC, MEM_SYNC_SCOPE
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


class _ReadsAddress(MemoryEffect):
    """Upstream's `MemRead` on the address: an unused ld_acquire is dead code."""

    @classmethod
    def get_effects(cls, op):
        return {EffectInstance(MemoryEffectKind.READ, op.addr)}


@assembly_format(
    "$sem `,` $scope `,` $addr (`,` $mask^)? attr-dict `:` functional-type($addr, $result)",
    styles={"sem": MEM_SEMANTIC.style, "scope": MEM_SYNC_SCOPE.style},
)
@irdl_op_definition
class LoadAcquireOp(IRDLOperation):
    """`%v = nvg.ld_acquire acquire, gpu, %ptr, %pred : (!llvm.ptr<1>) -> i32`: a (predicated)
    `ld.global.<scope>.<sem>` from global memory; tt.atomic_rmw lowers a scalar add of 0 to it."""

    name = "nvg.ld_acquire"
    addr = operand_def()
    mask = opt_operand_def(I1)
    sem = prop_def(MEM_SEMANTIC.constraint)
    scope = prop_def(MEM_SYNC_SCOPE.constraint)
    result = result_def()
    traits = traits_def(_ReadsAddress())

    def __init__(self, result_type, addr, mask, sem: str, scope: str):
        super().__init__(
            operands=[addr, [mask] if mask is not None else []],
            result_types=[result_type],
            properties={"sem": MEM_SEMANTIC.attr(sem), "scope": MEM_SYNC_SCOPE.attr(scope)},
        )
