"""`test-print-alignment`: report the AxisInfo of every op result as a remark.

Upstream's TestAxisInfo pass (test/lib/Analysis/TestAxisInfo.cpp): for each result
of each op in each function, a remark at the op reading
`<the value> => contiguity = [..], divisibility = [..], constancy = [..], constant_value = ..`,
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
from ttopt.pass_manager import register_pass


@register_pass
@dataclass(frozen=True)
class TestPrintAlignment(ModulePass):
    """Print the result of the alignment (AxisInfo) analysis as remarks."""

    name = "test-print-alignment"
    cpp_name = "TestAxisInfoPass"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        analysis = ModuleAxisInfoAnalysis(op)
        for function in (f for f in op.walk() if f.name == "tt.func"):
            for inner in function.walk():
                if inner is function:
                    continue
                for result in inner.results:
                    info = analysis.get(result)
                    text = print_op_for_diagnostic(inner, generic=False) + " => "
                    if info is not None:
                        text += str(info)
                    emit(Diagnostic(Severity.REMARK, text, inner.location))
