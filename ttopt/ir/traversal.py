"""Walks over nested IR and the structural queries the passes share.

MLIR counterparts: Operation::walk (pre- and post-order; `post_order_stable` is its
early-increment form, which lets the visitor erase or move the op it is given) and
ForwardDominanceIterator (blocks depth-first from the entry along successors). For
Block::findAncestorOpInBlock and Region::findAncestorBlockInRegion, xDSL has
`block.find_ancestor_op_in_block(op)` and `region.find_ancestor_block_in_region(block)`.

    pre_order(op)                      op, then the ops nested in it
    post_order(op)                     the ops nested in op, then op
    post_order_stable(op)              post_order over a copy of each block's op list
    blocks_pre_order(op)               the blocks nested in op, each before those in its ops
    forward_dominance_order(region)    the blocks reachable from the entry, depth-first
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from xdsl.ir import Block, Operation, Region


def pre_order(op: Operation) -> Iterator[Operation]:
    """Operation::walk in pre-order: the op before the ops nested in it."""
    yield op
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                yield from pre_order(inner)


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
            for inner in list(block.ops):
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
    stack = [(entry, iter(_successors(entry)))]
    while stack:
        successor = next((s for s in stack[-1][1] if s not in seen), None)
        if successor is None:
            stack.pop()
            continue
        seen.add(successor)
        order.append(successor)
        stack.append((successor, iter(_successors(successor))))
    return order


def _successors(block: Block) -> Sequence[Block]:
    terminator = block.last_op
    return terminator.successors if terminator is not None else ()
