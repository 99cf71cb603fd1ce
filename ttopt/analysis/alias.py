"""Which shared-memory allocations a memory descriptor may point into (upstream lib/Analysis/Alias.cpp).

A sparse forward dataflow over the memdesc values: `ttg.local_alloc` creates a
buffer (its result aliases itself), the view ops (memdesc_index, _subslice,
_trans, _reshape, _reinterpret) alias their source, and values joined at
block arguments (loop-carried descriptors, branches) alias everything their
predecessors do.  Any other op's results alias nothing.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue

from ttopt.analysis.dataflow import SparseForwardAnalysis
from ttopt.dialects.ttg.layouts import SharedMemorySpaceAttr
from ttopt.dialects.ttg.types import MemDescType
from ttopt.support.class_tests import is_subclass

Allocs = frozenset[SSAValue]
NO_ALLOCS: Allocs = frozenset()

MEMDESC_VIEW_OPS = frozenset(
    {
        "ttg.memdesc_index",
        "ttg.memdesc_subslice",
        "ttg.memdesc_trans",
        "ttg.memdesc_reshape",
        "ttg.memdesc_reinterpret",
    }
)


def _in_other_memory_space(value: SSAValue) -> bool:
    """A memdesc outside shared memory (e.g. tensor memory) is not tracked."""

    type_ = value.type
    return is_subclass(type(type_), MemDescType) and not is_subclass(type(type_.memory_space), SharedMemorySpaceAttr)


class SharedMemoryAliasAnalysis(SparseForwardAnalysis["Allocs | None"]):
    """The lattice: the set of allocations a value may alias; None until the value is reached."""

    def uninitialized(self) -> Allocs | None:
        return None

    def is_uninitialized(self, state: Allocs | None) -> bool:
        # Upstream's transfer function runs whatever its operands' states (a
        # tensor operand never gets one; only the view ops read theirs), so no
        # op waits for its operands here.
        return False

    def join(self, lhs: Allocs | None, rhs: Allocs | None) -> Allocs | None:
        if lhs is None:
            return rhs
        return lhs if rhs is None else lhs | rhs

    def entry_state(self, value: SSAValue) -> Allocs:
        return NO_ALLOCS

    def visit_operation(self, op: Operation, operands: list[Allocs | None]) -> Allocs | None:
        if _in_other_memory_space(op.results[0]):
            return None
        if op.name == "ttg.local_alloc":
            return frozenset({op.results[0]})
        if op.name in MEMDESC_VIEW_OPS:
            return operands[0] or NO_ALLOCS
        return None

    def allocs(self, value: SSAValue) -> Allocs:
        """The allocations `value` may point into (none if it was never reached)."""
        return self.get(value) or NO_ALLOCS


def shared_memory_aliases(function: Operation) -> SharedMemoryAliasAnalysis:
    """Run the analysis over `function` and every isolated region nested in it."""
    analysis = SharedMemoryAliasAnalysis()
    analysis.run(function)
    return analysis
