"""Region simplification (mlir/lib/Transforms/Utils/RegionUtils.cpp: simplifyRegions), which
the greedy driver runs after each sweep of its worklist:

- `erase_unreachable_blocks` (eraseUnreachableBlocks): blocks not reachable from their
  region's entry, in nested regions too;
- `run_region_dce` (runRegionDCE): ops and block arguments not proved live, by the least
  fixed point of its liveness (marked from its roots, where MLIR sweeps to it);
- with region-simplify=aggressive, `merge_identical_blocks` (mergeIdenticalBlocks: equivalent
  blocks with the same successors, differing operands passed as new block arguments) and
  `drop_redundant_arguments` (dropRedundantArguments: an argument every predecessor passes
  the same value to).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue
from xdsl.traits import IsTerminator

from ttopt.ir.traits import trait_test
from ttopt.rewrite.rewriter import GreedyRewriter, drop_all_uses, post_order_blocks
from ttopt.rewrite.side_effects import is_op_trivially_dead, would_op_be_trivially_dead
from ttopt.support.class_tests import is_subclass

_is_terminator = trait_test(IsTerminator, value_if_unregistered=False)

# -- region simplification -----------------------------------------------------------------------


def erase_unreachable_blocks(rewriter: GreedyRewriter, regions: Iterable[Region]) -> bool:
    """eraseUnreachableBlocks: blocks not reachable from their region's entry, nested too."""
    erased = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        first = region.blocks.first
        if first is None:
            continue
        if first.next_block is None:
            worklist.extend(r for op in first.ops for r in op.regions)
            continue
        reachable = set(post_order_blocks(first))
        for block in list(region.blocks):
            if block not in reachable:
                _drop_defined_value_uses(block)
                rewriter.erase_block(block)
                erased = True
                continue
            worklist.extend(r for op in block.ops for r in op.regions)
    return erased


def _drop_defined_value_uses(block: Block) -> None:
    """Block::dropAllDefinedValueUses: its arguments' and ops' results' uses, and uses of the block."""
    for arg in block.args:
        drop_all_uses(arg)
    for op in block.ops:
        for nested in op.walk():
            for result in nested.results:
                drop_all_uses(result)
    for use in tuple(block.uses):
        use.operation.successors[use.index] = Block()


class _Liveness:
    """The LiveMap of runRegionDCE: ops and block arguments proved live, and whether that is
    all of them (then there is nothing to erase)."""

    def __init__(self) -> None:
        self.live_ops: set[Operation] = set()
        self.live_args: set[BlockArgument] = set()
        self.everything_live = False


def _is_block_argument(value: SSAValue) -> bool:
    # By class (class_tests.is_subclass): isinstance of xDSL's ABCs runs Python code.
    return is_subclass(type(value), BlockArgument)


def run_region_dce(rewriter: GreedyRewriter, regions: Sequence[Region]) -> bool:
    """runRegionDCE: the liveness fixed point, then erase what is not live."""
    if _structured_without_dead_ops(regions):
        return False
    liveness = _live_from_roots(regions)
    return not liveness.everything_live and _delete_dead(rewriter, regions, liveness)


def _structured_without_dead_ops(regions: Sequence[Region]) -> bool:
    """Whether runRegionDCE would find nothing to erase, told by one walk without the liveness
    propagation: every region, nested ones too, is one block, and no op is trivially dead.

    In regions of one block no terminator has successors, so an op is live when it would not
    be trivially dead or one of its users is live, and no block argument can be erased (only
    entry blocks have them). Were some op not live, its users would all be dead too, and
    following users from it must end, values being defined before their uses, at a dead op
    without users: one that would be trivially dead and has no uses, which the walk found
    none of. Only a graph region lets uses go round in a cycle: builtin.module's body (the
    walk gives up at an op there with results, as Triton's module-level ops have none).
    (Most greedy runs before convert-scf-to-cf end with a region DCE that finds nothing:
    ~1% of compiling a matmul.)"""
    pending = list(regions)
    while pending:
        region = pending.pop()
        block = region.blocks.first
        if block is None:
            continue
        if block.next_block is not None:
            return False
        in_graph_region = is_subclass(type(region.parent), ModuleOp)
        for op in block.ops:
            if op.results and in_graph_region:
                return False
            if is_op_trivially_dead(op):
                return False
            pending.extend(op.regions)
    return True


def _live_from_roots(regions: Sequence[Region]) -> _Liveness:
    """runRegionDCE's liveness: what propagateLiveness's sweeps reach, a least fixed point,
    found from its roots in one pass rather than by sweeping every op until nothing changes
    (over a lowered kernel's loop, the sweeps took two passes over every op, ~6 us each).

    An op is live if it is a terminator, if erasing it would be observable, or if a live op
    uses one of its results; a block argument (of a block other than its region's entry) is
    live if a live op uses it, where a branch's operand forwarded to a successor's argument
    is a use only once that argument is live. Only blocks reachable from their region's entry
    are looked at (the others are erased before), nested regions whatever their op."""
    liveness = _Liveness()
    live_ops, live_args = liveness.live_ops, liveness.live_args
    inside: set[Operation] = set()
    blocks_with_arguments: set[Block] = set()  # the reachable blocks other than an entry
    pending: list[Operation] = []  # live ops whose operands are not marked yet
    used: list[SSAValue] = []  # values a live op uses, to mark
    forwarded_to: dict[BlockArgument, list[SSAValue]] = {}  # operands waiting for their argument

    roots: list[Operation] = []
    _collect(regions, inside, blocks_with_arguments, roots)
    for op in roots:
        live_ops.add(op)
        pending.append(op)
        for successor, produced in _produced_arguments(op):
            used.extend(successor.args[:produced])
    while pending or used:
        while used:
            value = used.pop()
            if not _is_block_argument(value):
                op = value.owner
                if op in inside and op not in live_ops:
                    live_ops.add(op)
                    pending.append(op)
            elif value not in live_args and value.block in blocks_with_arguments:
                live_args.add(value)
                used.extend(forwarded_to.pop(value, ()))
        if pending:
            op = pending.pop()
            forwarded = _forwarded_arguments(op) if op._successors else None  # pyright: ignore[reportPrivateUsage]
            for index, operand in enumerate(op._operands):  # pyright: ignore[reportPrivateUsage]
                argument = None if forwarded is None else forwarded.get(index)
                if argument is not None and argument not in live_args:
                    forwarded_to.setdefault(argument, []).append(operand)
                else:
                    used.append(operand)
    arguments = sum(len(block.args) for block in blocks_with_arguments)
    liveness.everything_live = len(live_ops) == len(inside) and len(live_args) == arguments
    return liveness


def _collect(
    regions: Sequence[Region], inside: set[Operation], blocks_with_arguments: set[Block], roots: list[Operation]
) -> None:
    """The ops of the regions' reachable blocks, nested ones too (`inside`), those blocks but
    the entries (whose arguments are never erased), and the roots of the liveness among the
    ops: terminators and ops whose erasure would be observable."""
    pending = list(regions)
    while pending:
        region = pending.pop()
        entry = region.blocks.first
        if entry is None:
            continue
        for block in post_order_blocks(entry):
            if block is not entry:
                blocks_with_arguments.add(block)
            for op in block.ops:
                inside.add(op)
                if _is_terminator(op) or not would_op_be_trivially_dead(op):
                    roots.append(op)
                pending.extend(op.regions)


def _produced_arguments(terminator: Operation) -> Iterator[tuple[Block, int]]:
    """The successors of a terminator that does not say which operands it forwards
    (no BranchOpInterface), with their argument counts: all their arguments are live."""
    for index, successor in enumerate(terminator.successors):
        if successor_operands(terminator, index) is None:
            yield successor, len(successor.args)


def _forwarded_arguments(branch: Operation) -> dict[int, BlockArgument]:
    """Operand index -> the successor argument a branch forwards that operand to."""
    forwarded: dict[int, BlockArgument] = {}
    for successor_index, successor in enumerate(branch.successors):
        indices = successor_operands(branch, successor_index)
        if indices is not None:
            for position, operand_index in enumerate(indices):
                forwarded[operand_index] = successor.args[position]
    return forwarded


def successor_operands(op: Operation, index: int) -> list[int] | None:
    """BranchOpInterface::getSuccessorOperands: the operand indices forwarded to successor
    `index`, or None when the op does not implement the interface."""
    hook = getattr(op, "successor_operand_indices", None)
    return None if hook is None else hook(index)


def _delete_dead(rewriter: GreedyRewriter, regions: Sequence[Region], liveness: _Liveness) -> bool:
    erased = False
    for region in regions:
        entry = region.blocks.first
        if entry is None:
            continue
        single = entry.next_block is None
        for block in list(post_order_blocks(entry)):
            if not single and block.last_op is not None:
                _erase_dead_successor_operands(rewriter, block.last_op, liveness)
            for op in reversed(block.ops):  # each op's predecessor is read before it is yielded
                if op not in liveness.live_ops:
                    erased = True
                    for result in op.results:
                        drop_all_uses(result)
                    rewriter.erase_op(op)
                else:
                    erased |= _delete_dead(rewriter, op.regions, liveness)
        for block in list(region.blocks)[1:]:
            for arg in reversed(block.args):
                if arg not in liveness.live_args:
                    drop_all_uses(arg)
                    block.erase_arg(arg, safe_erase=False)
                    rewriter.silent_changes = True  # deleteDeadness does not count these
    return erased


def _erase_dead_successor_operands(rewriter: GreedyRewriter, terminator: Operation, liveness: _Liveness) -> None:
    erase = getattr(terminator, "erase_successor_operand", None)
    if erase is None:
        return
    for index in reversed(range(len(terminator.successors))):
        successor = terminator.successors[index]
        for position in reversed(range(len(successor_operands(terminator, index)))):
            if successor.args[position] not in liveness.live_args:
                erase(index, position)
                rewriter.silent_changes = True


# Block merging (region-simplify=aggressive): mergeIdenticalBlocks and dropRedundantArguments.


def _nested_regions(region: Region) -> Iterator[Region]:
    for block in region.blocks:
        for op in block.ops:
            yield from op.regions


def merge_identical_blocks(rewriter: GreedyRewriter, regions: Sequence[Region]) -> bool:
    """Merge equivalent non-entry blocks with the same successors, in every nested region."""
    worklist = list(dict.fromkeys(regions))
    changed = False
    while worklist:
        region = worklist.pop()
        if _merge_blocks_of(rewriter, region):
            changed = True
            if region not in worklist:
                worklist.append(region)
        for nested in _nested_regions(region):
            if nested not in worklist:
                worklist.append(nested)
    return changed


def _merge_blocks_of(rewriter: GreedyRewriter, region: Region) -> bool:
    blocks = list(region.blocks)
    if len(blocks) < 2:
        return False
    by_successors: dict[tuple[Block, ...], list[Block]] = {}
    for block in blocks[1:]:
        by_successors.setdefault(tuple(block.last_op.successors) if block.last_op else (), []).append(block)
    merged = False
    for group in by_successors.values():
        if len(group) < 2:
            continue
        clusters: list[_MergeCluster] = []
        for block in group:
            if _has_nested_code(block) or any(_used_outside(arg, block) for arg in block.args):
                continue
            if not any(cluster.add(block) for cluster in clusters):
                clusters.append(_MergeCluster(block))
        for cluster in clusters:
            merged |= cluster.merge(rewriter)
    return merged


def _has_nested_code(block: Block) -> bool:
    return any(region.blocks.first is not None for op in block.ops for region in op.regions)


def _used_outside(value: SSAValue, block: Block) -> bool:
    return any(use.operation.parent is not block for use in value.uses)


def _value_order(block: Block) -> dict[SSAValue, int]:
    """BlockEquivalenceData's order of the values a block defines."""
    order: dict[SSAValue, int] = {arg: arg.index for arg in block.args}
    position = len(block.args)
    for op in block.ops:
        for result in op.results:
            order[result] = position + result.index
        position += len(op.results)
    return order


def _ops_equivalent(lhs: Operation, rhs: Operation) -> bool:
    """OperationEquivalence::isEquivalentTo ignoring operand values and locations."""
    return (
        lhs.name == rhs.name
        and lhs.attributes == rhs.attributes
        and lhs.properties == rhs.properties
        and len(lhs.regions) == len(rhs.regions)
        and len(lhs.successors) == len(rhs.successors)
        and len(lhs.operands) == len(rhs.operands)
        and [r.type for r in lhs.results] == [r.type for r in rhs.results]
        and all(a is b or a.type == b.type for a, b in zip(lhs.operands, rhs.operands))
    )


def _valid_successor_argument(block: Block, value: SSAValue) -> bool:
    """A value defined by a predecessor's terminator cannot be passed to the merged block."""
    owner = value.owner
    if not isinstance(owner, Operation) or owner is not owner.parent.last_op:
        return True
    return owner.parent not in block.predecessors()


class _MergeCluster:
    """BlockMergeCluster: a leader and the blocks equivalent to it."""

    def __init__(self, leader: Block):
        self.leader = leader
        self.leader_order = _value_order(leader)
        self.blocks: list[Block] = []
        self.operands_to_merge: set[tuple[int, int]] = set()

    def add(self, block: Block) -> bool:
        leader = self.leader
        if [a.type for a in leader.args] != [a.type for a in block.args]:
            return False
        leader_ops, block_ops = list(leader.ops), list(block.ops)
        if len(leader_ops) != len(block_ops):
            return False
        order = _value_order(block)
        mismatched: list[tuple[int, int]] = []
        for position, (lhs, rhs) in enumerate(zip(leader_ops, block_ops)):
            if not _ops_equivalent(lhs, rhs):
                return False
            for index, (a, b) in enumerate(zip(lhs.operands, rhs.operands)):
                if a is b:
                    continue
                inside_a, inside_b = a in self.leader_order, b in order
                if inside_a != inside_b:
                    return False
                if not inside_a:
                    if not (_valid_successor_argument(leader, a) and _valid_successor_argument(block, b)):
                        return False
                    mismatched.append((position, index))
                elif self.leader_order[a] != order[b]:
                    return False
            if any(_used_outside(r, block) for r in rhs.results) or any(_used_outside(r, leader) for r in lhs.results):
                return False
        self.operands_to_merge.update(mismatched)
        self.blocks.append(block)
        return True

    def merge(self, rewriter: GreedyRewriter) -> bool:
        if not self.blocks:
            return False
        if self.operands_to_merge and not self._pass_operands_as_arguments(rewriter):
            return False
        for block in self.blocks:
            for use in tuple(block.uses):
                use.operation.successors[use.index] = self.leader
            rewriter.erase_block(block)
        return True

    def _pass_operands_as_arguments(self, rewriter: GreedyRewriter) -> bool:
        members = [self.leader, *self.blocks]
        if not all(_predecessors_are_branches(block) for block in members):
            return False
        ops_of = [list(block.ops) for block in members]
        slots = sorted(self.operands_to_merge)
        new_arguments = [[ops[position].operands[index] for position, index in slots] for ops in ops_of]
        old_count = len(self.leader.args)
        for position, index in slots:
            value = ops_of[0][position].operands[index]
            argument = self.leader.insert_arg(value.type, len(self.leader.args))
            ops_of[0][position].operands[index] = argument
        new_arguments = _prune_redundant_arguments(rewriter, new_arguments, old_count, self.leader)
        for block, arguments in zip(members, new_arguments):
            for use in tuple(block.uses):
                use.operation.append_successor_operands(use.index, arguments)
        return True


def _predecessors_are_branches(block: Block) -> bool:
    return all(hasattr(use.operation, "append_successor_operands") for use in block.uses)


def _prune_redundant_arguments(
    rewriter: GreedyRewriter, arguments: list[list[SSAValue]], old_count: int, block: Block
) -> list[list[SSAValue]]:
    """pruneRedundantArguments: drop a new argument when every list repeats an earlier one."""
    if not arguments or not arguments[0]:
        return arguments
    first_index: dict[SSAValue, int] = {}
    for position, value in enumerate(arguments[0]):
        first_index.setdefault(value, position)
    replacement: dict[int, int] = {}
    for position, value in enumerate(arguments[0]):
        earlier = first_index[value]
        if earlier != position and all(values[earlier] is values[position] for values in arguments[1:]):
            replacement[position] = earlier
    for position in sorted(replacement):
        rewriter.replace_all_uses_with(block.args[old_count + position], block.args[old_count + replacement[position]])
    for position in sorted(replacement, reverse=True):
        block.erase_arg(block.args[old_count + position])
    return [[v for p, v in enumerate(values) if p not in replacement] for values in arguments]


def drop_redundant_arguments(rewriter: GreedyRewriter, regions: Sequence[Region]) -> bool:
    """dropRedundantArguments: an argument every predecessor passes the same value to is
    replaced by that value."""
    worklist = list(dict.fromkeys(regions))
    changed = False
    while worklist:
        region = worklist.pop()
        for block in list(region.blocks):
            changed |= _drop_redundant_arguments_of(rewriter, block)
            for nested in (r for op in block.ops for r in op.regions):
                if nested not in worklist:
                    worklist.append(nested)
    return changed


def _drop_redundant_arguments_of(rewriter: GreedyRewriter, block: Block) -> bool:
    to_erase: list[int] = []
    for arg in block.args:
        common = _common_incoming_value(block, arg.index)
        if common is not None:
            to_erase.append(arg.index)
            rewriter.replace_all_uses_with(arg, common)
    for index in reversed(to_erase):
        block.erase_arg(block.args[index])
        for use in tuple(block.uses):
            use.operation.erase_successor_operand(use.index, index)
    return bool(to_erase)


def _common_incoming_value(block: Block, index: int) -> SSAValue | None:
    common: SSAValue | None = None
    for use in block.uses:
        branch = use.operation
        if not hasattr(branch, "successor_operand_indices"):
            return None
        value = branch.operands[branch.successor_operand_indices(use.index)[index]]
        if common is None:
            common = value
        elif value is not common:
            return None
    return common


def simplify_regions(
    rewriter: GreedyRewriter, regions: Sequence[Region], merge_blocks: bool, dead_code: bool = True
) -> bool:
    """simplifyRegions: unreachable blocks, region DCE (unless the caller knows it would find
    nothing: `dead_code` False), and with `merge_blocks` block merging."""
    changed = erase_unreachable_blocks(rewriter, regions)
    if dead_code:
        changed |= run_region_dce(rewriter, regions)
    if merge_blocks:
        changed |= merge_identical_blocks(rewriter, regions)
        changed |= drop_redundant_arguments(rewriter, regions)
    return changed

