"""`test-print-alignment`: report the AxisInfo of every op result as a remark.

Upstream's TestAxisInfoPass (test/lib/Analysis/TestAxisInfo.cpp): runs
ModuleAxisInfoAnalysis on the module, then for each function, for each op in
post-order (MLIR's default walk) and each of its results, emits a remark at the
op reading `<the value> => contiguity = [..], divisibility = [..], constancy = [..],
constant_value = ..` (nothing after `=>` for a value the analysis never saw),
so that `-verify-diagnostics` tests written for upstream work unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.ir.diagnostics import Diagnostic, Severity, emit
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.ir.traversal import post_order


@dataclass(frozen=True)
class TestPrintAlignment(ModulePass):
    """print the result of the alignment analysis pass"""

    name = "test-print-alignment"
    cpp_name = "TestAxisInfoPass"
    cpp_file = "test/lib/Analysis/TestAxisInfo.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        analysis = ModuleAxisInfoAnalysis(op)
        for function in (f for f in op.walk() if f.name == "tt.func"):
            for inner in post_order(function):
                for result in inner.results:
                    info = analysis.get(result)
                    # `diag << result` prints the value as its defining op.
                    text = print_op_for_diagnostic(inner, generic=False) + " => "
                    if info is not None:
                        text += str(info)
                    emit(Diagnostic(Severity.REMARK, text, inner.location))
