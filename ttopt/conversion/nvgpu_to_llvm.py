"""`convert-nv-gpu-to-llvm`: Triton's ConvertNVGPUToLLVM (third_party/nvidia/lib/NVGPUToLLVM/NVGPUToLLVMPass.cpp).

The pass rewrites the `nvg` ops left by convert-triton-gpu-to-llvm into LLVM/NVVM,
with a greedy pattern driver over the whole module (applyPatternsGreedily with a default
GreedyRewriteConfig), so, as upstream, it also folds, erases dead ops and hoists constants
on its way, and simplifies regions aggressively: identical blocks of an `llvm.func` merge
and block arguments every predecessor passes the same value to are dropped.

ttopt's `nvg` dialect (ttopt/dialects/nvg/ops.py) has the two ops
convert-triton-gpu-to-llvm emits for sm80/sm90 kernels, and both are lowered:

- `nvg.cluster_id` -> `nvvm.read.ptx.sreg.cluster.ctarank : i32` (Triton 3.6 reads the
  special register whatever `ttg.num-ctas` says; one-CTA kernels never get here with
  a live cluster id, the TritonGPU lowering already replaced its uses by 0).
- `nvg.ld_acquire` -> a `ld.global.<scope>.<sem>.b<width>` in inline PTX
  (LoadAcquireOpPattern): `width` is the result's bit width, at least 8; the
  destination is zeroed first (`mov.u<16|32|64> $0, 0x0;`) since a masked-off thread
  does not write it, the address is `[ $1 + 0 ]` (`l`), the mask, if any, predicates
  the load (`@$2`, `b`). The destination constraint is `=l` for 64 bits, `=r` for 32,
  `=c` otherwise; the asm returns an integer of `width` bits, bitcast to the result
  type when they differ.

Upstream's other patterns act on ops ttopt's `nvg` dialect does not define
(`nvg.wgmma`, `nvg.wgmma_wait_group`, `nvg.warp_id`, `nvg.tensor_memory_base`) and
that no ttopt lowering creates; such an op (parsed with --allow-unregistered-dialect)
stops the pass with a diagnostic naming it. So does an `nvg.ld_acquire` whose result
type Triton's verifier would reject. Upstream's last step,
makeAllWarpGroupsIsolatedFromAbove, has nothing to do on IR ttopt accepts: ttopt's
verifier already requires the partitions of a `ttg.warp_specialize` to be isolated.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    IntegerType,
    ModuleOp,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.dialects.constraints import type_text
from ttopt.dialects.nvg.ops import ClusterCTAIdOp, LoadAcquireOp
from ttopt.dialects.tt.enums import MEM_SEMANTIC, MEM_SYNC_SCOPE
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.rewrite.greedy import DEFAULT_REWRITE_CONFIG, GreedyDriver

# The integer result types NVGPU's LoadAcquireOp accepts, and the float types LLVM has.
_LOADABLE_INTEGER_WIDTHS = (1, 8, 16, 32, 64)
_LLVM_FLOAT_TYPES = (Float16Type, BFloat16Type, Float32Type, Float64Type, Float80Type, Float128Type)


# -- nvg.cluster_id ---------------------------------------------------------------------------------


class LowerClusterId(RewritePattern):
    """`nvg.cluster_id` -> `nvvm.read.ptx.sreg.cluster.ctarank` (%cluster_ctarank)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ClusterCTAIdOp):
            return
        rank = LLVMBuilder(rewriter, op.location).special_register("cluster.ctarank")
        rewriter.replace_op_with_values(op, [rank])


# -- nvg.ld_acquire ---------------------------------------------------------------------------------


def load_width(value_type: Attribute) -> int:
    """The bits one `ld` moves: the value's width, at least a byte (an i1 loads a byte)."""
    return max(8, lt.bit_width(value_type))


def destination_constraint(width: int) -> str:
    """`=l` and `=r` for 64- and 32-bit registers; `=c` (a byte/half register) below."""
    return {64: "=l", 32: "=r"}.get(width, "=c")


class LowerLoadAcquire(RewritePattern):
    """`nvg.ld_acquire` -> `[mov; ] [@$2] ld.global.<scope>.<sem>.b<width> $0, [ $1 + 0 ];`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, LoadAcquireOp):
            return
        if not op.result.uses:
            # Upstream's op only reads memory, so the greedy driver erases it unused
            # before any pattern sees it (ttopt's op declares no effects).
            rewriter.erase_op(op)
            return
        b = LLVMBuilder(rewriter, op.location)
        value_type = op.result.type
        width = load_width(value_type)

        ptx = PTXBuilder()
        # Zeroed first: with a false mask the load does not write the register.
        destination = ptx.new_output(destination_constraint(width), init=True)
        address = ptx.new_address(op.addr, "l", 0)
        scope = MEM_SYNC_SCOPE.keyword(op.scope)
        sem = MEM_SEMANTIC.keyword(op.sem)
        load = ptx.create("ld").global_()
        # Upstream spells the scope ("sys" for MemSyncScope::SYSTEM) before the semantic.
        load = load.o("cta", scope == "cta").o("gpu", scope == "gpu").o("sys", scope == "sys")
        load = load.o("acquire", sem == "acquire").o("relaxed", sem == "relaxed").b(width)
        load(destination, address).maybe_predicate(op.mask, "b")

        loaded = ptx.launch(b, lt.int_type(width))
        if loaded.type != value_type:
            loaded = b.bitcast(loaded, value_type)
        rewriter.replace_op_with_values(op, [loaded])


# -- checks before rewriting ------------------------------------------------------------------------


def _op_error(op: Operation, name: str, message: str) -> DiagnosticError:
    return DiagnosticError(Diagnostic(Severity.ERROR, f"'{name}' op {message}", op.location, op=op))


def _result_type_problem(value_type: Attribute) -> str | None:
    """Why the load's result type cannot be lowered, if it cannot: Triton's verifier takes
    any float and i1..i64; the loaded word is bitcast to the type, so it must be an LLVM
    type too (upstream fails on the invalid `llvm.bitcast` of an fp8 result)."""
    if isinstance(value_type, IntegerType):
        if value_type.width.data in _LOADABLE_INTEGER_WIDTHS:
            return None
    elif isinstance(value_type, _LLVM_FLOAT_TYPES):
        return None
    elif lt.is_float(value_type):
        return f"result type '{type_text(value_type)}' is not an LLVM type: it cannot be bitcast from the loaded word"
    return f"result #0 must be floating-point or integer, but got '{type_text(value_type)}'"


def check_lowerable(module: ModuleOp) -> None:
    """Every `nvg` op must be one the patterns lower, with operands they can handle;
    checked up front so that a failure leaves the module as it was."""
    for op in module.walk():
        name = op.op_name.data if isinstance(op, UnregisteredOp) else op.name
        if not name.startswith("nvg."):
            continue
        if isinstance(op, LoadAcquireOp):
            problem = _result_type_problem(op.result.type)
            if problem is not None:
                raise _op_error(op, name, problem)
        elif not isinstance(op, ClusterCTAIdOp):
            raise _op_error(op, name, "cannot be lowered by ttopt's convert-nv-gpu-to-llvm (unsupported nvg op)")


@dataclass(frozen=True)
class ConvertNVGPUToLLVMPass(ModulePass):
    """Convert NVGPU to LLVM"""

    name = "convert-nv-gpu-to-llvm"
    cpp_name = "ConvertNVGPUToLLVM"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        check_lowerable(op)
        GreedyDriver(patterns=[LowerClusterId(), LowerLoadAcquire()], **DEFAULT_REWRITE_CONFIG).run(op)
