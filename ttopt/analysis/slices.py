"""Use-def slices of operations: MLIR's SliceAnalysis and topological sort, for any pass.

The functions follow mlir/lib/Analysis/SliceAnalysis.cpp and TopologicalSortUtils.cpp
(the LLVM that Triton 3.6 bundles):

- `forward_slice(op)`: every transitive user of `op`'s results, and every op nested in a
  region of an op of the slice, in topological order (getForwardSlice).
- `backward_slice(op)`: every transitive producer of `op`'s operands; a block argument
  leads to the op owning its block unless `omit_block_arguments` (getBackwardSlice).
  Ops isolated from above (functions) stop the walk.
- `get_slice(op)`: the fixed point of both from `op`, `op` included, sorted in IR order
  (getSlice). Triton's `multiRootGetSlice` is this with `omit_block_arguments=True`.
- `topological_sort(ops)`: ops in the order a dominance-respecting pre-order walk of
  their closest common region meets them (topologicalSort).

Filters are TransitiveFilters: an op for which the filter is false is a frontier, neither
added nor walked through. Results are lists without duplicates (SetVector order).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue
from xdsl.traits import IsolatedFromAbove

from ttopt.ir.traversal import blocks_sorted_by_dominance

TransitiveFilter = Callable[[Operation], bool]


def _passes(op: Operation, keep: TransitiveFilter | None) -> bool:
    return keep is None or keep(op)


def _users(op: Operation) -> Iterator[Operation]:
    """The users of every result, in use-list order (as Value::getUsers)."""
    for result in op.results:
        for use in result.uses:
            yield use.operation


def _nested_ops(op: Operation) -> Iterator[Operation]:
    for region in op.regions:
        for block in region.blocks:
            yield from block.ops


def _is_isolated(op: Operation) -> bool:
    return op.has_trait(IsolatedFromAbove)


# -- forward slices -----------------------------------------------------------------------------


def forward_slice(op: Operation, keep: TransitiveFilter | None = None, *, inclusive: bool = False) -> list[Operation]:
    """getForwardSlice(op): the transitive uses of `op` in topological order."""
    post_order: dict[Operation, None] = {}
    _forward_post_order(op, {op}, post_order, keep)
    if not inclusive:
        post_order.pop(op, None)
    return list(reversed(post_order))


def forward_slice_of_value(value: SSAValue, keep: TransitiveFilter | None = None) -> list[Operation]:
    """getForwardSlice(Value): the union of the forward slices of the value's users."""
    post_order: dict[Operation, None] = {}
    for use in value.uses:
        _forward_post_order(use.operation, {use.operation}, post_order, keep)
    return list(reversed(post_order))


def _forward_post_order(
    op: Operation, visited: set[Operation], post_order: dict[Operation, None], keep: TransitiveFilter | None
) -> None:
    """Depth-first over nested ops, then users; `op` lands after everything it reaches.

    `visited` holds the ops on the current path only (a cycle in a graph region stops
    the walk where it closes), as in MLIR's getForwardSliceImpl.
    """
    if not _passes(op, keep):
        return
    for nested in _nested_ops(op):
        if nested not in post_order:
            visited.add(nested)
            _forward_post_order(nested, visited, post_order, keep)
            visited.discard(nested)
    for user in _users(op):
        if user not in post_order and user not in visited:
            visited.add(user)
            _forward_post_order(user, visited, post_order, keep)
        visited.discard(user)
    post_order[op] = None


# -- backward slices ----------------------------------------------------------------------------


def backward_slice(
    op: Operation,
    keep: TransitiveFilter | None = None,
    *,
    omit_block_arguments: bool = False,
    omit_uses_from_above: bool = True,
    inclusive: bool = False,
) -> list[Operation]:
    """getBackwardSlice(op): the transitive definitions of `op`'s operands, defs first.

    A block argument leads to its block's parent op (when that op has one region of one
    block; others are not walked, where MLIR's version fails). Without
    `omit_uses_from_above`, values that ops nested in `op` capture from above count too.
    """
    walker = _BackwardWalker(keep, omit_block_arguments, omit_uses_from_above)
    walker.visit(op, {op})
    if not inclusive:
        walker.slice.pop(op, None)
    return list(walker.slice)


def backward_slice_of_value(value: SSAValue, keep: TransitiveFilter | None = None, **options: bool) -> list[Operation]:
    """getBackwardSlice(Value): the slice of the op defining `value` or owning its block."""
    owner = value.owner
    if isinstance(owner, Operation):
        return backward_slice(owner, keep, **options)
    return backward_slice(owner.parent_op(), keep, **options)


class _BackwardWalker:
    def __init__(self, keep: TransitiveFilter | None, omit_block_arguments: bool, omit_uses_from_above: bool):
        self.keep = keep
        self.omit_block_arguments = omit_block_arguments
        self.omit_uses_from_above = omit_uses_from_above
        self.slice: dict[Operation, None] = {}

    def visit(self, op: Operation, visited: set[Operation]) -> None:
        if _is_isolated(op) or not _passes(op, self.keep):
            return
        if not self.omit_uses_from_above:
            for value in _values_captured_from_above(op):
                self.process(value, visited)
        for operand in op.operands:
            self.process(operand, visited)
        self.slice[op] = None

    def process(self, value: SSAValue, visited: set[Operation]) -> None:
        if isinstance(value, BlockArgument):
            if self.omit_block_arguments:
                return
            parent = value.block.parent_op()
            if parent is not None and parent not in self.slice and _single_block_parent(parent):
                self.visit(parent, visited)
            return
        producer = value.owner
        if producer not in self.slice and producer not in visited:
            visited.add(producer)
            self.visit(producer, visited)
        visited.discard(producer)


def _single_block_parent(op: Operation) -> bool:
    return len(op.regions) == 1 and len(op.regions[0].blocks) == 1


def _values_captured_from_above(op: Operation) -> Iterator[SSAValue]:
    """Operands of ops nested in `op` that are defined outside `op`'s regions."""
    for region in op.regions:
        inside = set(_regions_within(region))
        for nested in _walk_region(region):
            for operand in nested.operands:
                if _defining_region(operand) not in inside:
                    yield operand


def _defining_region(value: SSAValue) -> Region | None:
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent_block()
    return block.parent if block is not None else None


def _regions_within(region: Region) -> Iterator[Region]:
    yield region
    for op in _walk_region(region):
        yield from op.regions


def _walk_region(region: Region) -> Iterator[Operation]:
    for block in region.blocks:
        for op in block.ops:
            yield op
            for nested in op.regions:
                yield from _walk_region(nested)


# -- the whole slice -----------------------------------------------------------------------------


def get_slice(
    op: Operation,
    backward_keep: TransitiveFilter | None = None,
    forward_keep: TransitiveFilter | None = None,
    *,
    omit_block_arguments: bool = False,
) -> list[Operation]:
    """getSlice(op): alternate backward and forward slices from every op found until nothing
    new appears; the result includes `op` and is topologically sorted."""
    if backward_keep is None and forward_keep is None:
        found = _connected_ops(op, omit_block_arguments)
    else:
        found = _iterated_slices(op, backward_keep, forward_keep, omit_block_arguments)
    return topological_sort(found)


def _iterated_slices(
    op: Operation,
    backward_keep: TransitiveFilter | None,
    forward_keep: TransitiveFilter | None,
    omit_block_arguments: bool,
) -> list[Operation]:
    """getSlice's worklist, computing both slices of every op it meets."""
    found: dict[Operation, None] = {op: None}
    worklist = [op]
    index = 0
    while index < len(worklist):
        current = worklist[index]
        index += 1
        for item in backward_slice(current, backward_keep, omit_block_arguments=omit_block_arguments):
            if item not in found:
                found[item] = None
                worklist.append(item)
        for item in forward_slice(current, forward_keep):
            if item not in found:
                found[item] = None
                worklist.append(item)
    return list(found)


def _connected_ops(op: Operation, omit_block_arguments: bool) -> list[Operation]:
    """The set getSlice reaches when nothing filters, found edge by edge.

    Without filters a backward (forward) slice is everything reachable by single def
    (use) steps, so the fixed point is the closure under those steps; building it one
    step at a time avoids recomputing overlapping slices from every op of the slice.
    """
    found: dict[Operation, None] = {op: None}
    stack = [op]
    while stack:
        current = stack.pop()
        for neighbour in _one_step(current, omit_block_arguments):
            if neighbour not in found:
                found[neighbour] = None
                stack.append(neighbour)
    return list(found)


def _one_step(op: Operation, omit_block_arguments: bool) -> Iterator[Operation]:
    """Ops one backward or forward step away from `op`."""
    if not _is_isolated(op):
        for operand in op.operands:
            if isinstance(operand, BlockArgument):
                parent = operand.block.parent_op()
                if (
                    not omit_block_arguments
                    and parent is not None
                    and _single_block_parent(parent)
                    and not _is_isolated(parent)
                ):
                    yield parent
            elif not _is_isolated(operand.owner):
                yield operand.owner
    yield from _nested_ops(op)
    yield from _users(op)


# -- topological order --------------------------------------------------------------------------


def topological_sort(ops: Iterable[Operation]) -> list[Operation]:
    """topologicalSort: `ops` (no duplicates) in the order of a pre-order walk of their
    closest common ancestor region, each region's blocks in dominance order."""
    ops = list(dict.fromkeys(ops))
    if len(ops) <= 1:
        return ops
    root = _common_ancestor_region(ops)
    wanted = set(ops)
    return [op for op in _walk_in_dominance_order(root) if op in wanted]


def _common_ancestor_region(ops: Sequence[Operation]) -> Region:
    chains = [_region_chain(op) for op in ops]
    common = set(chains[0])
    for chain in chains[1:]:
        common &= set(chain)
    for region in chains[0]:
        if region in common:
            return region
    raise ValueError("the operations have no common ancestor region")


def _region_chain(op: Operation) -> list[Region]:
    """The regions enclosing `op`, innermost first."""
    chain: list[Region] = []
    region = op.parent_region()
    while region is not None:
        chain.append(region)
        parent = region.parent_op()
        region = parent.parent_region() if parent is not None else None
    return chain


def _walk_in_dominance_order(region: Region) -> Iterator[Operation]:
    for block in blocks_sorted_by_dominance(region):
        for op in block.ops:
            yield op
            for nested in op.regions:
                yield from _walk_in_dominance_order(nested)
