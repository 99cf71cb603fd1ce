"""Dominator trees of the blocks of a region, as MLIR's DominanceInfo builds them.

Follows mlir/lib/IR/Dominance.cpp, which builds an llvm::DominatorTreeBase<Block> per
region (llvm/include/llvm/Support/GenericDomTreeConstruction.h, SemiNCAInfo):
- only blocks reachable from the entry block are in the tree; unreachable blocks have
  no node (and no immediate dominator);
- a block's successors are the successors of its last operation (Block::getSuccessors),
  in operand order; a region with a single block has none;
- the children of a node are listed in the order their blocks are first reached by a
  depth-first search from the entry that follows successors in order (SemiNCA numbers
  blocks in that preorder and attaches each to its immediate dominator in turn). Passes
  that walk the tree (CSE) visit blocks in that order.

The immediate dominators come from Cooper, Harvey and Kennedy's iterative algorithm
("A Simple, Fast Dominance Algorithm") over the reverse postorder; immediate dominators
are unique, so the algorithm does not change the tree, only how it is computed.

The tree is generic over the node type: `DominatorTree.build(entry, successors)` takes
any hashable nodes, `DominatorTree.of_region(region)` the blocks of an xDSL region.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Generic, TypeVar

from xdsl.ir import Block, Region

from ttopt.ir.traversal import reverse_post_order

Node = TypeVar("Node", bound=Hashable)


def block_successors(block: Block) -> tuple[Block, ...]:
    """Block::getSuccessors: the successors of the block's last op (none in a single-block region)."""
    region = block.parent
    # first is last: len(region.blocks) walks the whole block list (quadratic over a region).
    if region is not None and region.first_block is region.last_block:
        return ()
    last = block.last_op
    return tuple(last.successors) if last is not None else ()


def depth_first_preorder(entry: Node, successors: Callable[[Node], Iterable[Node]]) -> list[Node]:
    """The nodes reachable from `entry` in the order a recursive DFS first reaches them.

    Successors are explored in their given order. Iterative (an explicit stack with
    the successors pushed in reverse, a node numbered when popped the first time) so
    that long chains of blocks do not hit Python's recursion limit.
    """
    order: list[Node] = []
    seen: set[Node] = set()
    stack = [entry]
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        order.append(node)
        stack.extend(reversed(tuple(successors(node))))
    return order


def _predecessors(nodes: list[Node], successors: Callable[[Node], Iterable[Node]]) -> dict[Node, list[Node]]:
    """Reachable predecessors of each reachable node (edges from unreachable nodes do not count)."""
    preds: dict[Node, list[Node]] = {node: [] for node in nodes}
    for node in nodes:
        for succ in successors(node):
            preds[succ].append(node)
    return preds


def immediate_dominators(entry: Node, successors: Callable[[Node], Iterable[Node]]) -> dict[Node, Node | None]:
    """The immediate dominator of every node reachable from `entry` (None for the entry)."""
    rpo = reverse_post_order(entry, successors)
    number = {node: index for index, node in enumerate(rpo)}
    preds = _predecessors(rpo, successors)
    idom: dict[Node, Node] = {entry: entry}

    def intersect(a: Node, b: Node) -> Node:
        while a != b:
            while number[a] > number[b]:
                a = idom[a]
            while number[b] > number[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for node in rpo[1:]:
            processed = [p for p in preds[node] if p in idom]
            new_idom = processed[0]
            for pred in processed[1:]:
                new_idom = intersect(pred, new_idom)
            if idom.get(node) != new_idom:
                idom[node] = new_idom
                changed = True
    result: dict[Node, Node | None] = dict(idom)
    result[entry] = None
    return result


class DominatorTree(Generic[Node]):
    """The dominator tree of the nodes reachable from an entry node."""

    def __init__(self, entry: Node, idoms: dict[Node, Node | None], preorder: list[Node]):
        self.root = entry
        self._idom = idoms
        self._children: dict[Node, list[Node]] = {node: [] for node in preorder}
        for node in preorder[1:]:
            parent = idoms[node]
            assert parent is not None
            self._children[parent].append(node)
        self._preorder = preorder

    @classmethod
    def build(cls, entry: Node, successors: Callable[[Node], Iterable[Node]]) -> DominatorTree[Node]:
        return cls(entry, immediate_dominators(entry, successors), depth_first_preorder(entry, successors))

    @classmethod
    def of_region(cls, region: Region) -> DominatorTree[Block]:
        """The tree of a non-empty region's blocks, rooted at its entry block."""
        entry = region.blocks.first
        if entry is None:
            raise ValueError("the dominator tree of an empty region has no root")
        return DominatorTree.build(entry, block_successors)

    def is_reachable(self, node: Node) -> bool:
        return node in self._idom

    def immediate_dominator(self, node: Node) -> Node | None:
        """The node's immediate dominator; None for the root and for unreachable nodes."""
        return self._idom.get(node)

    def children(self, node: Node) -> list[Node]:
        """The nodes `node` immediately dominates, in depth-first preorder."""
        return self._children.get(node, [])

    def nodes(self) -> list[Node]:
        """The reachable nodes, in depth-first preorder of the graph."""
        return list(self._preorder)

    def dominates(self, a: Node, b: Node) -> bool:
        """Whether `a` dominates `b` (reflexive); False when either is unreachable."""
        if not self.is_reachable(a) or not self.is_reachable(b):
            return False
        current: Node | None = b
        while current is not None:
            if current == a:
                return True
            current = self._idom[current]
        return False
