"""`test-print-alias` (upstream test/lib/Analysis/TestAlias.cpp): the shared-memory alias
analysis reported as remarks, `%value -> %alloc1,%alloc2`, for every value that may point
into a `ttg.local_alloc`'s buffer.

Upstream runs SharedMemoryAliasAnalysis on each `tt.func` and walks it in pre-order: an op
with results reports each result; an `scf.for` first reports each region iter_arg with the
allocations of its init value; a branch without results (cf.br, cf.cond_br) reports the
arguments of its own block. Values that alias nothing are not reported. Names are the ones
the module would be printed with (an AsmState over the module), the allocations sorted as
strings; every remark is at the op's location.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass

from ttopt.analysis.alias import SharedMemoryAliasAnalysis, shared_memory_aliases
from ttopt.dialects.scf import ForOp
from ttopt.ir.diagnostics import Diagnostic, Severity, emit
from ttopt.ir.printer import PrintOptions, SSANames


@dataclass
class AliasReporter:
    """The remarks of one function: its analysis, and the module's value names."""

    analysis: SharedMemoryAliasAnalysis
    names: SSANames

    def alloc_names(self, value: SSAValue) -> list[str]:
        """getLocalAllocOpNames: the allocations `value` may alias, by name, sorted."""
        return sorted(self.names.value_text(alloc.owner.results[0]) for alloc in self.analysis.allocs(value))

    def report(self, op: Operation, value: SSAValue, aliased: SSAValue | None = None) -> None:
        """emit: `value`'s name and the allocations of `aliased` (by default `value`)."""
        allocs = self.alloc_names(value if aliased is None else aliased)
        if allocs:
            message = f"{self.names.value_text(value)} -> {','.join(allocs)}"
            emit(Diagnostic(Severity.REMARK, message, op.location))

    def report_op(self, op: Operation) -> None:
        for value, aliased in reported_values(op):
            self.report(op, value, aliased)


def reported_values(op: Operation) -> Iterator[tuple[SSAValue, SSAValue]]:
    """The values upstream's walk reports at `op`, each with the value whose aliases it shows."""
    if not op.results:
        if op.successors:
            for argument in op.parent_block().args:
                yield argument, argument
        return
    if isinstance(op, ForOp):
        yield from zip(op.region_iter_args, op.initArgs)
    for result in op.results:
        yield result, result


@dataclass(frozen=True)
class TestPrintAlias(ModulePass):
    """print the result of the alias analysis pass"""

    name = "test-print-alias"
    cpp_name = "TestAliasPass"
    cpp_file = "test/lib/Analysis/TestAlias.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        names = SSANames(op, PrintOptions())
        for function in [f for f in op.walk() if f.name == "tt.func"]:
            reporter = AliasReporter(shared_memory_aliases(function), names)
            for nested in function.walk():
                reporter.report_op(nested)
