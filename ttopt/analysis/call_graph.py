"""The call graph of a module's functions (upstream CallGraph in include/triton/Analysis/Utility.h).

Edges go from each function to the functions its `tt.call`s resolve to, in
program order; roots are the functions nobody calls (kernels).  `post_order`
visits each function after its callees, depth first from each root in turn,
once per path (callers decide whether to redo work).
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity

FUNCTION_OPS = frozenset({"tt.func"})


def is_function(op: Operation) -> bool:
    return op.name in FUNCTION_OPS


def function_name(function: Operation) -> str:
    return function.properties["sym_name"].data


def callee_name(call: Operation) -> str:
    return call.properties["callee"].root_reference.data


def enclosing_function(op: Operation) -> Operation | None:
    parent = op.parent_op()
    while parent is not None and not is_function(parent):
        parent = parent.parent_op()
    return parent


class CallGraph:
    def __init__(self, module: ModuleOp):
        self.module = module
        self.functions = [op for op in module.walk() if is_function(op)]
        by_name = {function_name(f): f for f in self.functions}
        self.edges: dict[Operation, list[tuple[Operation, Operation]]] = {f: [] for f in self.functions}
        called: set[Operation] = set()
        for op in module.walk():
            if op.name != "tt.call":
                continue
            callee = by_name.get(callee_name(op))
            caller = enclosing_function(op)
            if callee is None or caller is None:
                continue
            self.edges[caller].append((op, callee))
            called.add(callee)
        self.roots = [f for f in self.functions if f not in called]
        self._by_name = by_name

    def resolve(self, call: Operation) -> Operation | None:
        return self._by_name.get(callee_name(call))

    def post_order(self) -> Iterator[Operation]:
        """Functions after their callees, from each root; a function reached twice is yielded twice."""
        on_path: set[Operation] = set()

        def visit(function: Operation) -> Iterator[Operation]:
            if function in on_path:
                # Upstream reports a fatal error: recursion cannot be given static frames.
                raise DiagnosticError(Diagnostic(Severity.ERROR, "Cycle detected in call graph", function.location))
            on_path.add(function)
            for _, callee in self.edges[function]:
                yield from visit(callee)
            yield function
            on_path.discard(function)

        reached: set[Operation] = set()
        for root in self.roots:
            for function in visit(root):
                reached.add(function)
                yield function
        for function in self.functions:
            if function not in reached:  # only reachable through itself: recursion
                raise DiagnosticError(Diagnostic(Severity.ERROR, "Cycle detected in call graph", function.location))
