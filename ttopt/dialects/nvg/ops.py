"""The ops of Triton's `nvg` (NVGPU) dialect that `convert-triton-gpu-to-llvm` emits.

Upstream: third_party/nvidia/include/Dialect/NVGPU/IR/NVGPUOps.td. The lowering
reads the CTA's id in its cluster with `nvg.cluster_id`; with a single CTA the
pass replaces its uses by a constant 0 at the end, leaving the op dead for the
next canonicalize to remove (exactly what upstream's output shows).

Hopper's wgmma lowering emits `nvg.wgmma` (one warp-group MMA on shared-memory
descriptors or registers), `nvg.wgmma_wait_group` (wait until at most `pendings` groups
are in flight, threading the registers that must not be read before) and `nvg.warp_id`
(the warp's index, uniform across the warp); convert-nv-gpu-to-llvm turns them into PTX.
The wgmma enums are I32EnumAttrs printed as integers in the attribute dictionary. These
three ops verify as ODS does (TTOp: the invariants' messages; their values are LLVM types,
so TTOp's tensor checks never apply).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, Pure

from ttopt.dialects.constraints import (
    I1,
    I32,
    I32_ATTR,
    I64,
    AttributeConstraint,
    TypeConstraint,
    any_type_of,
)
from ttopt.dialects.llvm import LLVMStructType
from ttopt.dialects.tt import TTOp
from ttopt.dialects.tt.enums import MEM_SEMANTIC, MEM_SYNC_SCOPE
from ttopt.dialects.ttg.traits import all_types_match
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition


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


# -- wgmma -----------------------------------------------------------------------------------------

LLVM_ANY_STRUCT = TypeConstraint("LLVM structure type", lambda type_: isinstance(type_, LLVMStructType))
WGMMA_OPERAND = any_type_of(LLVM_ANY_STRUCT, I64, summary="wgmma operand A/B type")


@dataclass(frozen=True)
class WGMMAEnum:
    """An I32EnumAttr of NVGPUOps.td: its ODS summary and its cases' keywords (case i has value i)."""

    summary: str
    keywords: tuple[str, ...]

    @property
    def constraint(self) -> AttributeConstraint:
        def is_case(attr: Attribute) -> bool:
            return I32_ATTR(attr) and 0 <= attr.value.data < len(self.keywords)

        return AttributeConstraint(self.summary, is_case, is_case)

    def attr(self, keyword: str) -> IntegerAttr:
        return IntegerAttr(self.keywords.index(keyword), i32)

    def keyword(self, attr: IntegerAttr) -> str:
        """stringifyEnum."""
        return self.keywords[attr.value.data]


WGMMA_LAYOUT = WGMMAEnum("wgmma layout, either 'row' or 'col'", ("row", "col"))
WGMMA_ELT_TYPE = WGMMAEnum(
    "wgmma operand type, either 's8', 's32', 'e4m3', 'e5m2', 'f16', 'bf16', 'tf32', or 'f32'",
    ("s8", "s32", "e4m3", "e5m2", "f16", "bf16", "tf32", "f32"),
)


def _output_is_input(state) -> None:
    state.types["output"] = list(state.types["input"])


@assembly_format("$input attr-dict `:` type($input)", infer=_output_is_input)
@irdl_op_definition
class WGMMAWaitGroupOp(TTOp):
    """`%out = nvg.wgmma_wait_group %in {pendings = N : i32} : !llvm.struct<...>`: waits until at
    most N wgmma groups are pending; the struct's registers are ready in the result (same type)."""

    name = "nvg.wgmma_wait_group"
    input = operand_def(LLVM_ANY_STRUCT)
    pendings = prop_def(I32_ATTR)
    output = result_def(LLVM_ANY_STRUCT)
    traits = traits_def(all_types_match("input", "output"))

    def __init__(self, registers: SSAValue, pendings: int):
        super().__init__(
            operands=[registers], result_types=[registers.type], properties={"pendings": IntegerAttr(pendings, i32)}
        )


@assembly_format("$opA `,` $opB `,` $useC (`,` $opC^)? attr-dict `:` functional-type(operands, $res)")
@irdl_op_definition
class WGMMAOp(TTOp):
    """`%d = nvg.wgmma %a, %b, %useC[, %c] {m, n, k, eltType{A,B,C}, layout{A,B}}`: one
    `wgmma.mma_async` of an m x n x k tile; A is a shared-memory descriptor (i64) or a struct of
    registers, B a descriptor; C (the accumulators, scaled by useC) is absent for a fresh sum."""

    name = "nvg.wgmma"
    opA = operand_def(WGMMA_OPERAND)
    opB = operand_def(WGMMA_OPERAND)
    useC = operand_def(I1)
    opC = opt_operand_def(LLVM_ANY_STRUCT)
    m = prop_def(I32_ATTR)
    n = prop_def(I32_ATTR)
    k = prop_def(I32_ATTR)
    eltTypeC = prop_def(WGMMA_ELT_TYPE.constraint)
    eltTypeA = prop_def(WGMMA_ELT_TYPE.constraint)
    eltTypeB = prop_def(WGMMA_ELT_TYPE.constraint)
    layoutA = prop_def(WGMMA_LAYOUT.constraint)
    layoutB = prop_def(WGMMA_LAYOUT.constraint)
    res = result_def(LLVM_ANY_STRUCT)

    def __init__(
        self, result_type: Attribute, a: SSAValue, b: SSAValue, use_c: SSAValue, c: SSAValue | None,
        shape: tuple[int, int, int], elt_types: tuple[str, str, str], layouts: tuple[str, str],
    ):  # fmt: skip
        """`shape` is (m, n, k), `elt_types` (C, A, B) and `layouts` (A, B), as keywords."""
        m, n, k = shape
        elt_c, elt_a, elt_b = elt_types
        layout_a, layout_b = layouts
        super().__init__(
            operands=[a, b, use_c, [c] if c is not None else []],
            result_types=[result_type],
            properties={
                "m": IntegerAttr(m, i32), "n": IntegerAttr(n, i32), "k": IntegerAttr(k, i32),
                "eltTypeC": WGMMA_ELT_TYPE.attr(elt_c), "eltTypeA": WGMMA_ELT_TYPE.attr(elt_a),
                "eltTypeB": WGMMA_ELT_TYPE.attr(elt_b),
                "layoutA": WGMMA_LAYOUT.attr(layout_a), "layoutB": WGMMA_LAYOUT.attr(layout_b),
            },
        )  # fmt: skip


@assembly_format("attr-dict", infer=_result_is_i32)
@irdl_op_definition
class WarpIdOp(TTOp):
    """`%w = nvg.warp_id`: the warp's index in the CTA (in a `ttg.warp_specialize` partition, in
    the partition), an i32 uniform across the warp."""

    name = "nvg.warp_id"
    result = result_def(I32)
    traits = traits_def(Pure())

    def __init__(self):
        super().__init__(result_types=[i32])
