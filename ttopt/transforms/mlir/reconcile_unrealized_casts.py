"""`reconcile-unrealized-casts`: MLIR's ReconcileUnrealizedCasts pass
(mlir/lib/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.cpp, with
reconcileUnrealizedCasts of mlir/lib/Transforms/Utils/DialectConversion.cpp as of the LLVM
Triton 3.6 is built with: the version that tolerates cast cycles).

Every `builtin.unrealized_conversion_cast` of the op is reconciled:
1. For each cast: follow the chain of casts that produce exactly all the inputs of the one
   before (the cast itself first); at the first cast of the chain whose input types are
   the cast's result types, the cast's results are replaced by that cast's inputs
   (A -> B -> C -> A becomes A), unless those inputs are the cast's own results (a cycle).
2. A cast is live when a user of its results is not a cast, and so, transitively, are
   the casts producing its inputs. Every other cast is erased.
The casts left are what the LLVM IR translation will refuse; the pass itself never fails.

The order of step 1 matters when forwarding one round trip shortens the chain another
would have followed (i32 -> i16 -> i32 -> i8 -> i16). Upstream visits the casts in the
iteration order of a DenseSet of op pointers, which changes from run to run (Triton 3.6
gives either result on such a chain); ttopt visits them from the last to the first in walk
order, as the original "bottom-to-top" worklist did. Where the order does not matter, the
result is upstream's. (In Triton's compile, the canonicalize after convert-triton-gpu-to-llvm
has already folded the casts of the corpus kernels away when the pass runs.)

Triton 3.6's make_llir does not list the pass: convert-warp-specialize-to-llvm runs it as a
nested pipeline on the whole module (ConvertWarpSpecializeToLLVM.cpp, after converting the
types of the warp-specialize ops and before lowering them), on every kernel.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import UnrealizedConversionCastOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass

from ttopt.dialects.builtin import input_cast
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.support.class_tests import is_subclass


def _types(values: Iterable[SSAValue]) -> list[Attribute]:
    return [value.type for value in values]


def _forward_round_trip(cast: UnrealizedConversionCastOp) -> None:
    """Replace `cast`'s results by the inputs of the nearest cast up its chain that takes
    the types `cast` produces."""
    wanted = _types(cast.outputs)
    candidate: UnrealizedConversionCastOp | None = cast
    while candidate is not None:
        if _types(candidate.inputs) == wanted:
            replacements: list[SSAValue] = list(candidate.inputs)
            if any(value.owner is cast for value in replacements):
                return  # a cycle of casts: nothing outside it to forward
            for result, value in zip(cast.outputs, replacements):
                result.replace_all_uses_with(value)
            return
        candidate = input_cast(candidate)


def _live_casts(casts: list[UnrealizedConversionCastOp]) -> set[Operation]:
    """The casts whose results reach, through casts only, an op that is not a cast."""
    live: set[Operation] = set()
    for cast in casts:
        if cast in live:
            continue
        users = (use.operation for result in cast.outputs for use in result.uses)
        if any(not isinstance(user, UnrealizedConversionCastOp) for user in users):
            pending: list[Operation] = [cast]
            while pending:
                current = pending.pop()
                if current in live:
                    continue
                live.add(current)
                pending.extend(v.owner for v in current.operands if isinstance(v.owner, UnrealizedConversionCastOp))
    return live


def reconcile_unrealized_casts(casts: list[UnrealizedConversionCastOp]) -> list[UnrealizedConversionCastOp]:
    """reconcileUnrealizedCasts: fold the round trips among `casts`, erase the dead ones;
    returns the casts left."""
    for cast in reversed(casts):
        _forward_round_trip(cast)
    live = _live_casts(casts)
    dead = [cast for cast in casts if cast not in live]
    # A dead cast is used by dead casts only: unlink them all, then erase them.
    for cast in dead:
        cast.detach()
    for cast in dead:
        cast.erase(safe_erase=False)
    return [cast for cast in casts if cast in live]


@dataclass(frozen=True)
class ReconcileUnrealizedCasts(ModulePass):
    """Simplify and eliminate unrealized conversion casts"""

    name = "reconcile-unrealized-casts"
    cpp_name = "ReconcileUnrealizedCastsPass"
    cpp_file = "mlir/lib/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.cpp"

    def apply(self, ctx: Context, op: Operation) -> None:
        casts = [nested for nested in op.walk() if is_subclass(type(nested), UnrealizedConversionCastOp)]
        if not casts:
            mark_ir_unchanged(self)
        reconcile_unrealized_casts(casts)
