"""`cse`: common subexpression elimination, as MLIR's CSE pass.

xDSL's implementation is a port of MLIR's (dominance-scoped known-ops tables,
side-effect aware); ttopt registers it under MLIR's name and C++ class name.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.transforms.common_subexpression_elimination import cse as xdsl_cse

from ttopt.pass_manager import register_pass


@register_pass
@dataclass(frozen=True)
class CSE(ModulePass):
    """Eliminate common sub-expressions."""

    name = "cse"
    cpp_name = "CSE"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        xdsl_cse(op)
