"""`canonicalize`: fold ops, apply their canonicalization patterns and simplify regions until a
fixed point, with MLIR's greedy driver (ttopt.rewrite.greedy) under the pass's options
(mlir/lib/Transforms/Canonicalizer.cpp)."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.pass_manager import mark_ir_unchanged, option
from ttopt.rewrite.greedy import GreedyDriver


@dataclass(frozen=True)
class Canonicalize(ModulePass):
    """Canonicalize operations: fold, apply canonicalization patterns, remove dead code."""

    name = "canonicalize"
    cpp_name = "Canonicalizer"
    cpp_file = "mlir/lib/Transforms/Canonicalizer.cpp"

    max_iterations: int = option(10, "Max. iterations between applying patterns / simplifying regions")
    max_num_rewrites: int = option(-1, "Max. number of pattern rewrites within an iteration")
    region_simplify: str = option("normal", "Perform control flow optimizations to the region tree")
    test_convergence: bool = option(False, "Test only: Fail pass on non-convergence to detect cyclic pattern")
    top_down: bool = option(True, "Seed the worklist in general top-down order")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not self.canonicalize(op):
            mark_ir_unchanged(self)

    def canonicalize(self, op: Operation) -> bool:
        """The pass's work on `op`; returns whether the IR changed at all."""
        driver = GreedyDriver(
            self.max_iterations,
            max_num_rewrites=self.max_num_rewrites,
            region_simplify=self.region_simplify,
            top_down=self.top_down,
        )
        driver.run(op)
        if self.test_convergence and not driver.converged:
            raise RuntimeError("the greedy rewrite did not converge")
        return driver.touched_ir
