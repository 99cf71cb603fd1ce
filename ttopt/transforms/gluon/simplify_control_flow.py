"""`gluon-slimplify-control-flow` (upstream's spelling): Gluon's SimplifyControlFlow
(lib/Dialect/Gluon/Transforms/SimplifyControlFlow.cpp), the simplification pipeline
`gluon-inline` runs on every function.

Upstream applies a greedy rewrite to the op it runs on with a default GreedyRewriteConfig
except that constant CSE is off (Gluon runs it before layouts are resolved, when uniquing
constants could merge constants that must keep distinct layouts). So, as ttopt's
`GreedyDriver` options:
- `top_down=False`: the worklist is seeded bottom-up (GreedyRewriteConfig's default, unlike
  the canonicalize pass);
- `cse_constants=False`: constants stay where they are, neither uniqued nor hoisted;
  folded values are materialized right before the folded op;
- `region_simplify="aggressive"`: after each iteration, besides unreachable-block and dead
  code/argument removal, identical blocks are merged and a block argument that every
  predecessor passes the same value to is replaced by that value (dropRedundantArguments:
  `^bb2(%a, %b)` reached only with `(%x, %y)` loses its arguments);
- every op is folded (its folder, then its traits'), as the driver always does.

The patterns: upstream collects the canonicalization patterns of the scf and cf dialects
and of their ops, plus Triton's ForOpDeadArgElimination (populateForOpDeadArgumentElimination).
It looks the ops up with MLIRContext::getRegisteredOperationsByDialect, whose binary search
in the LLVM Triton 3.6 is built with moves right on every namespace that differs from the
one sought (its comparator is a three-way `compare` read as a boolean): in Triton 3.6's
compile it finds no op of scf or cf, and none of their patterns ever applies (a `cf.br` to
a block with one predecessor, a `cf.cond_br` on a constant, a `scf.if` on a constant or a
pass-through `scf.for` iter arg all stay, as Triton 3.6's `gluon-inline` shows). The two
dialects register no dialect-wide patterns. What remains, and what this pass applies, is
ForOpDeadArgElimination; folding and region simplification do the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import RewritePattern

from ttopt.rewrite.greedy import GreedyDriver
from ttopt.transforms.tritongpu.utility import ForOpDeadArgElimination


def simplify_control_flow_patterns() -> list[RewritePattern]:
    """The patterns upstream's set holds in effect in Triton 3.6 (see the module docstring)."""
    return [ForOpDeadArgElimination()]


def simplify_control_flow(op: Operation) -> bool:
    """applyPatternsGreedily on `op`'s regions with Gluon's config; whether anything changed."""
    driver = GreedyDriver(
        patterns=simplify_control_flow_patterns(),
        top_down=False,
        cse_constants=False,
        region_simplify="aggressive",
    )
    return driver.run(op)


@dataclass(frozen=True)
class GluonSimplifyControlFlow(ModulePass):
    """simplications for control flow ops"""

    name = "gluon-slimplify-control-flow"
    cpp_name = "GluonSimplifyControlFlow"
    cpp_file = "lib/Dialect/Gluon/Transforms/SimplifyControlFlow.cpp"

    def apply(self, ctx: Context, op: Operation) -> None:
        simplify_control_flow(op)
