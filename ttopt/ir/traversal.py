"""Walks over nested IR and the structural queries the passes share.

MLIR counterparts: Operation::walk in post-order (in pre-order it is `op.walk()`, which
xdsl_fast_paths makes as cheap; `post_order_stable` is the early-increment form, which lets the
visitor erase or move the op it is given) and ForwardDominanceIterator (blocks depth-first from
the entry along successors). For Block::findAncestorOpInBlock and
Region::findAncestorBlockInRegion, xDSL has `block.find_ancestor_op_in_block(op)` and
`region.find_ancestor_block_in_region(block)`.

    post_order(op)                     the ops nested in op, then op
    post_order_stable(op)              post_order over a copy of each block's op list
    blocks_pre_order(op)               the blocks nested in op, each before those in its ops
    forward_dominance_order(region)    the blocks reachable from the entry, depth-first
    block_successors(block)            Block::getSuccessors
    post_order_graph(entry, succ)      llvm::post_order over any successor function
    reverse_post_order(entry)          llvm::ReversePostOrderTraversal over blocks
    blocks_sorted_by_dominance(region) mlir::getBlocksSortedByDominance
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import TypeVar

from xdsl.ir import Block, Operation, Region

Node = TypeVar("Node", bound=Hashable)


def block_ops(block: Block) -> list[Operation]:
    """The block's ops as a list. `list(block.ops)` walks the block twice: list() asks
    BlockOps for its length, which xDSL counts by walking the linked list."""
    return list(iter(block.ops))


def post_order(op: Operation) -> Iterator[Operation]:
    """Operation::walk's default order: nested ops before the op holding them."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                yield from post_order(inner)
    yield op


def post_order_stable(op: Operation) -> Iterator[Operation]:
    """`post_order`, each block's ops listed before they are visited, so the visitor may
    erase or move the op it was given."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block_ops(block):
                yield from post_order_stable(inner)
    yield op


def blocks_pre_order(op: Operation) -> list[Block]:
    """The blocks of all regions nested in `op`, each before the blocks nested in its ops."""
    blocks: list[Block] = []

    def visit(inner: Operation) -> None:
        for region in inner.regions:
            for block in region.blocks:
                blocks.append(block)
                for nested in block.ops:
                    visit(nested)

    visit(op)
    return blocks


def forward_dominance_order(region: Region) -> list[Block]:
    """ForwardDominanceIterator: a depth-first pre-order from the entry block along
    successors (unreachable blocks are left out)."""
    entry = region.blocks.first
    if entry is None:
        return []
    order = [entry]
    seen = {entry}
    stack = [(entry, iter(block_successors(entry)))]
    while stack:
        successor = next((s for s in stack[-1][1] if s not in seen), None)
        if successor is None:
            stack.pop()
            continue
        seen.add(successor)
        order.append(successor)
        stack.append((successor, iter(block_successors(successor))))
    return order


def block_successors(block: Block) -> Sequence[Block]:
    """Block::getSuccessors: the blocks the block's terminator branches to, in operand order."""
    terminator = block.last_op
    return terminator.successors if terminator is not None else ()


def post_order_graph(entry: Node, successors: Callable[[Node], Iterable[Node]] = block_successors) -> list[Node]:
    """llvm::post_order: the nodes reachable from `entry`, each after the nodes a depth-first
    walk (successors in their given order) reaches from it. Iterative, so long chains of
    blocks do not hit Python's recursion limit."""
    order: list[Node] = []
    seen = {entry}
    stack: list[tuple[Node, Iterator[Node]]] = [(entry, iter(successors(entry)))]
    while stack:
        node, pending = stack[-1]
        following = next((s for s in pending if s not in seen), None)
        if following is None:
            stack.pop()
            order.append(node)
            continue
        seen.add(following)
        stack.append((following, iter(successors(following))))
    return order


def reverse_post_order(entry: Node, successors: Callable[[Node], Iterable[Node]] = block_successors) -> list[Node]:
    """llvm::ReversePostOrderTraversal."""
    return post_order_graph(entry, successors)[::-1]


def blocks_sorted_by_dominance(region: Region) -> list[Block]:
    """mlir::getBlocksSortedByDominance: from each block not reached yet, in region order, its
    reverse post-order over successors."""
    ordered: dict[Block, None] = {}
    for block in region.blocks:
        if block not in ordered:
            ordered.update((reached, None) for reached in reverse_post_order(block) if reached not in ordered)
    return list(ordered)
