"""The canonicalization patterns the layout dialect (ttg) registers on ops it does not own.

Upstream's ConvertLayoutOp::getCanonicalizationPatterns also adds patterns rooted on the ops
that consume a conversion (tt.reshape, tt.trans, tt.gather, tt.histogram, tt.split,
ttg.local_alloc, ttg.local_store): MLIR's canonicalizer applies every registered pattern to
the op it is rooted on. ttopt's greedy driver takes an op's patterns from its class
(`canonicalization_patterns`), so each of those classes adds the patterns rooted on it,
which the layout dialect hands out through its `LayoutPatternsInterface`, a dialect
interface looked up by the dialect's name: tt does not import ttg, and ttg's memory ops do
not import the conversion whose patterns build them.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialect_interfaces import DialectInterface
from xdsl.ir import Operation
from xdsl.pattern_rewriter import RewritePattern

from ttopt import registry

LAYOUT_DIALECT = "ttg"


@dataclass(frozen=True)
class LayoutPatternsInterface(DialectInterface):
    """The patterns a layout dialect's ops register, in registration order; each names the
    op class it is rooted on in its `root_op` class attribute (as the greedy driver reads it)."""

    patterns: tuple[RewritePattern, ...]

    def rooted_on(self, op_class: type[Operation]) -> tuple[RewritePattern, ...]:
        return tuple(pattern for pattern in self.patterns if pattern.root_op is op_class)


def layout_patterns_rooted_on(op_class: type[Operation]) -> tuple[RewritePattern, ...]:
    """The patterns the layout dialect registers rooted on `op_class`.

    MLIR collects canonicalization patterns op by op in name order: for a tt op they follow
    its own patterns (`tt.*` sorts before `ttg.convert_layout`).
    """
    interface = registry.dialect_interface(LAYOUT_DIALECT, LayoutPatternsInterface)
    return () if interface is None else interface.rooted_on(op_class)
