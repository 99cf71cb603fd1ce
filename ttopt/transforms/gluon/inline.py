"""`gluon-inline`: Gluon's Inline pass (lib/Dialect/Gluon/Transforms/Inline.cpp), which
make_llir runs right after convert-scf-to-cf.

Upstream runs MLIR's inliner with its default options (no threshold, four iterations per
call-graph component) and `gluon-slimplify-control-flow` as the simplification pipeline of
every callable, instead of canonicalize. The inliner runs that pipeline on every function
before looking for calls, so the pass changes kernels without any call: values are folded,
dead code and block arguments go, and a block argument every predecessor passes the same
value to is replaced by that value. Calls to functions that are not `noinline = true` are
inlined, and private functions left without uses are erased, as with `inline`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt.transforms.gluon.simplify_control_flow import GluonSimplifyControlFlow
from ttopt.transforms.mlir.inline import InlinerPass


@dataclass(frozen=True)
class GluonInline(ModulePass):
    """reduced set of simplifications for TTGIR"""

    name = "gluon-inline"
    cpp_name = "GluonInline"
    cpp_file = "lib/Dialect/Gluon/Transforms/Inline.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        InlinerPass(default_pipeline=GluonSimplifyControlFlow.name).apply(ctx, op)
