"""MLIR's greedy pattern-rewrite driver with op folders and patterns (what `canonicalize` runs).

Follows mlir/lib/Transforms/Utils/GreedyPatternRewriteDriver.cpp (RegionPatternRewriteDriver),
FoldUtils.cpp (OperationFolder::insertKnownConstant) and RegionUtils.cpp (simplifyRegions).
Each region of the root op is simplified on its own; an iteration
- walks the region, uniquing constants per insertion region (the region of the nearest
  isolated-from-above op) and hoisting them to the front of its entry block, and puts
  every other op on a LIFO worklist (pre-order, reversed, in top-down mode);
- erases unreachable blocks, then pops ops: a trivially dead op is erased, else it is
  folded (`fold`, then the folders of its traits), else its canonicalization patterns
  run, highest benefit first; every change notifies the driver, which re-queues the
  affected ops (users, operands' producers, inserted ops, with their ancestors);
- simplifies the regions (unreachable blocks, dead code and dead block arguments; block
  merging only with region-simplify=aggressive).
Iterations repeat until one changes nothing or `max-iterations` is reached.

Ops take part by defining `fold(self, operands) -> list[Attribute | SSAValue] | None`
(`operands` holds the constant value of each operand or None; `[]` means the op was
updated in place) and a classmethod `canonicalization_patterns() -> list[RewritePattern]`.
Folded attributes become constants through the folded op's dialect materializer
(`ttopt.dialects.folding.register_constant_materializer`); patterns may set `benefit`
(default 1).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from dataclasses import dataclass

from xdsl.dialects.builtin import UnknownLoc
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    ErasedSSAValue,
    Operation,
    Region,
    SSAValue,
)
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import (
    ConstantLike,
    EffectInstance,
    IsolatedFromAbove,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    RecursiveMemoryEffect,
    SymbolOpInterface,
)

from ttopt.dialects.builtin import FOLDERS as BUILTIN_FOLDERS
from ttopt.dialects.folding import materialize_constant
from ttopt.ir.debug import debug

DEBUG_TYPE = "greedy-rewriter"
NO_LIMIT = -1


# -- constants ---------------------------------------------------------------------------------


def constant_value(op: Operation) -> Attribute | None:
    """`m_Constant`: the value a constant-like op folds to."""
    if not op.has_trait(ConstantLike, value_if_unregistered=False):
        return None
    fold = getattr(op, "fold", None)
    if fold is not None:
        folded = fold([])
        return folded[0] if folded and isinstance(folded[0], Attribute) else None
    value = op.properties.get("value")
    return value if value is not None else op.attributes.get("value")


def folder_of(op: Operation) -> Callable[[list[Attribute | None]], FoldResult | None] | None:
    """The op's folder: its `fold` method, or for one of xDSL's builtin ops the folder ttopt gives it."""
    fold = getattr(op, "fold", None)
    if fold is None and type(op) in BUILTIN_FOLDERS:
        return partial(BUILTIN_FOLDERS[type(op)], op)
    return fold


def value_constant(value: SSAValue) -> Attribute | None:
    """The constant an SSA value is defined by, if any."""
    owner = value.owner
    return constant_value(owner) if isinstance(owner, Operation) else None


# -- folding -----------------------------------------------------------------------------------


FoldResult = list[Attribute | SSAValue]


def fold_operation(op: Operation, constants: Sequence[Attribute | None]) -> FoldResult | None:
    """Operation::fold: the op's folder, then (when it fails or folds in place) its traits'.

    Returns None on failure, `[]` when the op was updated in place, else one value or
    attribute per result.
    """
    fold = folder_of(op)
    results = fold(list(constants)) if fold is not None else None
    in_place = results is not None and _folded_in_place(op, results)
    if results is None or in_place:
        by_traits = _fold_traits(op, constants)
        if by_traits is not None:
            return by_traits
        return [] if in_place else None
    return results


def simulate_fold(op: Operation, constants: Sequence[Attribute | None]) -> FoldResult | None:
    """Fold `op` on assumed operand constants without changing it, as the constant-propagation
    analyses do: an in-place fold is undone and, like a failed one, gives None."""
    operands = list(op.operands)
    properties = dict(op.properties)
    attributes = dict(op.attributes)
    results = fold_operation(op, constants)
    if results:
        return results
    if results is not None:  # folded in place: restore the op
        op.operands = operands
        op.properties.clear()
        op.properties.update(properties)
        op.attributes.clear()
        op.attributes.update(attributes)
    return None


def _folded_in_place(op: Operation, results: FoldResult) -> bool:
    """An empty result list, or a single-result op folded to its own result."""
    return not results or (len(op.results) == 1 and results[0] is op.results[0])


def _fold_traits(op: Operation, constants: Sequence[Attribute | None]) -> FoldResult | None:
    for trait in op.traits:
        fold_trait = getattr(trait, "fold_trait", None)
        if fold_trait is not None and (results := fold_trait(op, constants)) is not None:
            return results
    return None


# -- dead code ---------------------------------------------------------------------------------


def is_op_trivially_dead(op: Operation) -> bool:
    """isOpTriviallyDead: unused, and erasing it would not be observable."""
    return all(not result.uses for result in op.results) and would_op_be_trivially_dead(op)


def would_op_be_trivially_dead(op: Operation) -> bool:
    """wouldOpBeTriviallyDead: no effects other than reads (nested ones included)."""
    if op.has_trait(IsTerminator, value_if_unregistered=False):
        return False
    if op.has_trait(SymbolOpInterface, value_if_unregistered=False):
        return False
    pending = [op]
    while pending:
        current = pending.pop()
        effect_traits = current.get_traits_of_type(MemoryEffect)
        recursive = any(isinstance(t, RecursiveMemoryEffect) for t in effect_traits)
        if recursive:
            pending.extend(nested for region in current.regions for block in region.blocks for nested in block.ops)
        declared = [t for t in effect_traits if not isinstance(t, RecursiveMemoryEffect)]
        if declared:
            if not _only_reads_or_own_allocations(current, declared):
                return False
            continue
        if not recursive:
            return False
    return True


def _only_reads_or_own_allocations(op: Operation, traits: list[MemoryEffect]) -> bool:
    effects = set()
    for trait in traits:
        found = trait.get_effects(op)
        if found is None:
            return False
        effects |= set(found)
    # Only allocating the op's own results is dropped; writing them is still observable.
    return all(e.kind == MemoryEffectKind.READ or _allocates_own_result(op, e) for e in effects)


def _allocates_own_result(op: Operation, effect: EffectInstance) -> bool:
    return effect.kind == MemoryEffectKind.ALLOC and isinstance(effect.value, SSAValue) and effect.value.owner is op


# -- the rewriter --------------------------------------------------------------------------------


class Listener:
    """RewriterBase::Listener: what the driver is told about each change."""

    def notify_inserted(self, op: Operation) -> None: ...

    def notify_modified(self, op: Operation) -> None: ...

    def notify_erased(self, op: Operation) -> None: ...

    def notify_replaced(self, op: Operation, values: Sequence[SSAValue]) -> None: ...


class GreedyRewriter(PatternRewriter):
    """A PatternRewriter that changes IR and notifies as MLIR's RewriterBase does.

    Besides xDSL's API (`insert`, `replace_op`, `erase_op`, `replace_all_uses_with`,
    `replace_uses_with_if`, `inline_block`, `notify_op_modified`) it offers MLIR's:
    `replace_op_with_values`, `modify_op_in_place`, `inline_block_before`,
    `merge_blocks`, `split_block`, `inline_region_before`, `erase_block`.
    """

    def __init__(self, listener: Listener):
        super().__init__(InsertPoint.at_end(Block()))
        self.listener = listener

    # -- insertion and modification --

    def insert(self, op, insertion_point: InsertPoint | None = None):
        ops = (op,) if isinstance(op, Operation) else tuple(op)
        Rewriter.insert_op(ops, self.insertion_point if insertion_point is None else insertion_point)
        self.has_done_action = self.has_done_action or bool(ops)
        for inserted in ops:
            self.listener.notify_inserted(inserted)
        return op

    def notify_op_modified(self, op: Operation) -> None:
        self.has_done_action = True
        self.listener.notify_modified(op)

    def handle_operation_modification(self, op: Operation) -> None:
        self.notify_op_modified(op)

    def modify_op_in_place(self, op: Operation, change: Callable[[], None]) -> None:
        change()
        self.notify_op_modified(op)

    # -- replacement and erasure --

    def replace_all_uses_with(self, from_value: SSAValue, to_value: SSAValue | None, safe_erase: bool = True) -> None:
        """Each use is set in use-list order and its owner reported modified."""
        if from_value is to_value:
            return
        for use in tuple(from_value.uses):
            use.operation.operands[use.index] = to_value
            self.notify_op_modified(use.operation)

    def replace_uses_with_if(self, from_value: SSAValue, to_value: SSAValue, predicate) -> None:
        for use in tuple(from_value.uses):
            if predicate(use):
                use.operation.operands[use.index] = to_value
                self.notify_op_modified(use.operation)

    def replace_op(self, op: Operation, new_ops, new_results: Sequence[SSAValue] | None = None, safe_erase: bool = True):
        """xDSL's replace_op: insert `new_ops` before `op`, then MLIR's replaceOp."""
        if isinstance(new_ops, Operation):
            new_ops = [new_ops]
        self.insert(list(new_ops), InsertPoint.before(op))
        if new_results is None:
            new_results = new_ops[-1].results if new_ops else []
        self.replace_op_with_values(op, list(new_results))

    replace = replace_op
    replace_matched_op = replace_op

    def replace_op_with_values(self, op: Operation, values: Sequence[SSAValue]) -> None:
        """RewriterBase::replaceOp."""
        assert len(values) == len(op.results)
        self.has_done_action = True
        self.listener.notify_replaced(op, values)
        for result, value in zip(op.results, values):
            self.replace_all_uses_with(result, value)
        self.erase_op(op)

    def erase_op(self, op: Operation, safe_erase: bool = True) -> None:
        """RewriterBase::eraseOp: nested ops first (post-order, last op first), each reported."""
        self.has_done_action = True
        self._erase_tree(op)

    erase = erase_op

    def _erase_tree(self, op: Operation) -> None:
        for region in reversed(op.regions):
            while region.blocks:
                erased_blocks = list(_post_order(region.blocks.first))
                for block in erased_blocks:
                    for nested in reversed(list(block.ops)):
                        self._erase_tree(nested)
                for block in erased_blocks:
                    for arg in block.args:
                        _drop_uses(arg)
                    self._drop_block(block)
        self.listener.notify_erased(op)
        for result in op.results:
            _drop_uses(result)
        if op.parent is not None:
            op.detach()
        op.erase(safe_erase=False)

    def erase_block(self, block: Block) -> None:
        """RewriterBase::eraseBlock: its ops, last first, then the block."""
        self.has_done_action = True
        for op in reversed(list(block.ops)):
            self._erase_tree(op)
        self._drop_block(block)

    @staticmethod
    def _drop_block(block: Block) -> None:
        for use in tuple(block.uses):
            use.operation.successors[use.index] = Block()
        if block.parent is not None:
            block.parent.detach_block(block)
        block.erase()

    # -- blocks --

    def inline_block_before(self, source: Block, anchor: Operation | None, dest: Block, values: Sequence[SSAValue] = ()) -> None:
        """RewriterBase::inlineBlockBefore: `source`'s ops move before `anchor` (or to the
        end of `dest`), one by one, each reported inserted; then `source` is erased."""
        self.has_done_action = True
        for arg, value in zip(source.args, values):
            self.replace_all_uses_with(arg, value)
        while (moved := source.first_op) is not None:
            moved.detach()
            if anchor is None:
                dest.add_op(moved)
            else:
                dest.insert_op_before(moved, anchor)
            self.listener.notify_inserted(moved)
        self.erase_block(source)

    def inline_block(self, block: Block, insertion_point: InsertPoint, arg_values: Sequence[SSAValue] = ()):
        self.inline_block_before(block, insertion_point.insert_before, insertion_point.block, arg_values)

    def merge_blocks(self, source: Block, dest: Block, values: Sequence[SSAValue] = ()) -> None:
        self.inline_block_before(source, None, dest, values)

    def split_block(self, block: Block, before: Operation | None) -> Block:
        """RewriterBase::splitBlock: a new block after `block` receives `before` and what follows."""
        self.has_done_action = True
        new_block = Block()
        block.parent.insert_block_after(new_block, block)
        while before is not None and before.parent is not new_block:
            moved = block.last_op
            moved.detach()
            if new_block.first_op is None:
                new_block.add_op(moved)
            else:
                new_block.insert_op_before(moved, new_block.first_op)
            self.listener.notify_inserted(moved)
        return new_block

    def inline_region_before(self, region: Region, dest: Region, before: Block | None) -> None:
        """RewriterBase::inlineRegionBefore: the blocks move, no op is reported."""
        self.has_done_action = True
        if before is None:
            region.move_blocks(dest)
        else:
            region.move_blocks_before(before)


def _drop_uses(value: SSAValue) -> None:
    """Value::dropAllUses: remaining users (about to be erased too) get a stand-in."""
    for use in tuple(value.uses):
        use.operation.operands[use.index] = ErasedSSAValue(value.type, value)


def _post_order(entry: Block) -> Iterator[Block]:
    """llvm::post_order over the successor graph from `entry`."""
    visited: set[Block] = {entry}
    stack: list[tuple[Block, Iterator[Block]]] = [(entry, iter(_successors(entry)))]
    while stack:
        block, successors = stack[-1]
        for successor in successors:
            if successor not in visited:
                visited.add(successor)
                stack.append((successor, iter(_successors(successor))))
                break
        else:
            stack.pop()
            yield block


def _successors(block: Block) -> list[Block]:
    terminator = block.last_op
    if terminator is None:
        return []
    return [s for s in terminator.successors if s.parent is block.parent]


# -- constant uniquing -------------------------------------------------------------------------


def insertion_region(block: Block) -> Region:
    """getInsertionRegion: the region of the nearest isolated-from-above (or top-level) op."""
    while True:
        region = block.parent
        parent = region.parent
        if parent is None or parent.has_trait(IsolatedFromAbove) or parent.parent is None:
            return region
        block = parent.parent


class ConstantUniquer:
    """OperationFolder::insertKnownConstant, as the driver's walk uses it."""

    def __init__(self, rewriter: GreedyRewriter):
        self.rewriter = rewriter
        self.scopes: dict[Region, dict[tuple, Operation]] = {}
        self.owned: set[Operation] = set()

    def insert(self, op: Operation, value: Attribute) -> bool:
        """Unique and hoist `op`; returns False when it was replaced by an earlier twin."""
        block = op.parent
        if op in self.owned:
            if block.first_op is not op and op.prev_op not in self.owned:
                self._move_to_front(op, block)
                op.location = UnknownLoc()
            return True
        region = insertion_region(block)
        constants = self.scopes.setdefault(region, {})
        key = (op.dialect_name(), value, op.results[0].type)
        existing = constants.get(key)
        if existing is not None:
            self.rewriter.replace_op_with_values(op, list(existing.results))
            existing.location = UnknownLoc()
            return False
        entry = region.blocks.first
        if block is not entry:
            self._move_to_front(op, entry)
            op.location = UnknownLoc()
        elif entry.first_op is not op and op.prev_op not in self.owned:
            self._move_to_front(op, entry)
        constants[key] = op
        self.owned.add(op)
        return True

    @staticmethod
    def _move_to_front(op: Operation, block: Block) -> None:
        op.detach()
        if block.first_op is None:
            block.add_op(op)
        else:
            block.insert_op_before(op, block.first_op)


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
        reachable = set(_post_order(first))
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
        _drop_uses(arg)
    for op in block.ops:
        for nested in op.walk():
            for result in nested.results:
                _drop_uses(result)
    for use in tuple(block.uses):
        use.operation.successors[use.index] = Block()


class _Liveness:
    """The LiveMap of runRegionDCE: ops and block arguments proved live."""

    def __init__(self) -> None:
        self.live_ops: set[Operation] = set()
        self.live_args: set[BlockArgument] = set()
        self.changed = False

    def is_live(self, value: SSAValue) -> bool:
        if isinstance(value, BlockArgument):
            return value in self.live_args
        return value.owner in self.live_ops

    def set_live(self, item: Operation | SSAValue) -> None:
        if isinstance(item, BlockArgument):
            target, bucket = item, self.live_args
        else:
            target, bucket = (item if isinstance(item, Operation) else item.owner), self.live_ops
        if target not in bucket:
            bucket.add(target)
            self.changed = True


def run_region_dce(rewriter: GreedyRewriter, regions: Sequence[Region]) -> bool:
    """runRegionDCE: optimistic liveness to a fixed point, then erase what is not live."""
    liveness = _Liveness()
    while True:
        liveness.changed = False
        for region in regions:
            _propagate_region(region, liveness)
        if not liveness.changed:
            break
    return _delete_dead(rewriter, regions, liveness)


def _propagate_region(region: Region, liveness: _Liveness) -> None:
    if region.blocks.first is None:
        return
    for block in _post_order(region.blocks.first):
        for op in reversed(list(block.ops)):
            _propagate_op(op, liveness)
        if block is region.blocks.first:
            continue
        for arg in block.args:
            if not liveness.is_live(arg):
                _process_value(arg, liveness)


def _propagate_op(op: Operation, liveness: _Liveness) -> None:
    for region in op.regions:
        _propagate_region(region, liveness)
    if op.has_trait(IsTerminator, value_if_unregistered=False):
        liveness.set_live(op)
        for index, successor in enumerate(op.successors):
            produced = len(successor.args) if successor_operands(op, index) is None else 0
            for arg in successor.args[:produced]:
                liveness.set_live(arg)
        return
    if op in liveness.live_ops:
        return
    if not would_op_be_trivially_dead(op):
        liveness.set_live(op)
        return
    for result in op.results:
        _process_value(result, liveness)


def _process_value(value: SSAValue, liveness: _Liveness) -> None:
    for use in value.uses:
        if _use_known_dead(use, liveness):
            continue
        if use.operation in liveness.live_ops:
            liveness.set_live(value)
            return


def _use_known_dead(use, liveness: _Liveness) -> bool:
    """A successor operand is live only if the block argument it feeds is."""
    owner = use.operation
    if not owner.has_trait(IsTerminator, value_if_unregistered=False):
        return False
    argument = successor_block_argument(owner, use.index)
    return argument is not None and argument not in liveness.live_args


def successor_operands(op: Operation, index: int) -> list[int] | None:
    """BranchOpInterface::getSuccessorOperands: the operand indices forwarded to successor
    `index`, or None when the op does not implement the interface."""
    hook = getattr(op, "successor_operand_indices", None)
    return None if hook is None else hook(index)


def successor_block_argument(op: Operation, operand_index: int) -> BlockArgument | None:
    for successor_index, successor in enumerate(op.successors):
        indices = successor_operands(op, successor_index)
        if indices is not None and operand_index in indices:
            return successor.args[indices.index(operand_index)]
    return None


def _delete_dead(rewriter: GreedyRewriter, regions: Sequence[Region], liveness: _Liveness) -> bool:
    erased = False
    for region in regions:
        entry = region.blocks.first
        if entry is None:
            continue
        single = entry.next_block is None
        for block in list(_post_order(entry)):
            if not single and block.last_op is not None:
                _erase_dead_successor_operands(rewriter, block.last_op, liveness)
            for op in reversed(list(block.ops)):
                if op not in liveness.live_ops:
                    erased = True
                    for result in op.results:
                        _drop_uses(result)
                    rewriter.erase_op(op)
                else:
                    erased |= _delete_dead(rewriter, op.regions, liveness)
        for block in list(region.blocks)[1:]:
            for arg in reversed(block.args):
                if arg not in liveness.live_args:
                    _drop_uses(arg)
                    block.erase_arg(arg, safe_erase=False)
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


def simplify_regions(rewriter: GreedyRewriter, regions: Sequence[Region], merge_blocks: bool) -> bool:
    """simplifyRegions: unreachable blocks, region DCE, and with `merge_blocks` block merging."""
    changed = erase_unreachable_blocks(rewriter, regions)
    changed |= run_region_dce(rewriter, regions)
    if merge_blocks:
        changed |= merge_identical_blocks(rewriter, regions)
        changed |= drop_redundant_arguments(rewriter, regions)
    return changed


# -- the driver ----------------------------------------------------------------------------------


class Worklist:
    """A LIFO worklist with set semantics and O(1) removal (removed entries become holes)."""

    def __init__(self) -> None:
        self.items: list[Operation | None] = []
        self.index: dict[Operation, int] = {}

    def clear(self) -> None:
        self.items.clear()
        self.index.clear()

    def push(self, op: Operation) -> None:
        if op not in self.index:
            self.index[op] = len(self.items)
            self.items.append(op)

    def pop(self) -> Operation:
        while self.items[-1] is None:
            self.items.pop()
        op = self.items.pop()
        del self.index[op]
        while self.items and self.items[-1] is None:
            self.items.pop()
        return op

    def remove(self, op: Operation) -> None:
        position = self.index.pop(op, None)
        if position is not None:
            self.items[position] = None

    def reverse(self) -> None:
        self.items.reverse()
        self.index = {op: i for i, op in enumerate(self.items) if op is not None}

    def __bool__(self) -> bool:
        return bool(self.index)


@dataclass
class GreedyConfig:
    """GreedyRewriteConfig (the options canonicalize exposes)."""

    max_iterations: int = 10
    max_num_rewrites: int = NO_LIMIT
    region_simplify: str = "normal"
    top_down: bool = True
    fold: bool = True
    cse_constants: bool = True


DEFAULT_REWRITE_CONFIG: dict[str, str | bool] = {"top_down": False, "region_simplify": "aggressive"}
"""A default-constructed GreedyRewriteConfig as GreedyDriver keywords: what a pass gets from
applyPatternsGreedily(op, patterns) without a config of its own. It differs from the
canonicalize pass's options (GreedyDriver's defaults) in two ways: the worklist is seeded
bottom-up (the last op of a block is tried first), and region simplification is aggressive
(identical blocks merge, block arguments every predecessor passes one value to are dropped)."""


class GreedyDriver(Listener):
    """applyPatternsGreedily on every region of an op.

    `patterns`: None applies each op's own `canonicalization_patterns()` (the canonicalizer);
    a list applies those patterns (highest `benefit` first) to every op. The other options
    are GreedyRewriteConfig's: `cse_constants=False` (enableConstantCSE(false)) leaves
    constants where they are, neither uniqued nor hoisted; `region_simplify` is "disabled",
    "normal" or "aggressive" (GreedySimplifyRegionLevel; a default-constructed
    GreedyRewriteConfig has aggressive, the canonicalize pass normal). The defaults are the
    canonicalize pass's; `**DEFAULT_REWRITE_CONFIG` gives a default GreedyRewriteConfig.
    """

    def __init__(
        self,
        max_iterations: int = 10,
        fold: bool = True,
        *,
        patterns: Sequence[RewritePattern] | None = None,
        max_num_rewrites: int = NO_LIMIT,
        region_simplify: str = "normal",
        top_down: bool = True,
        cse_constants: bool = True,
    ):
        self.config = GreedyConfig(max_iterations, max_num_rewrites, region_simplify, top_down, fold, cse_constants)
        self.patterns = None if patterns is None else _by_benefit(patterns)
        self.worklist = Worklist()
        self.rewriter = GreedyRewriter(self)
        self.scope: Region | None = None
        self.converged = True

    def run(self, root: Operation) -> bool:
        """Simplify each region of `root`; returns whether anything changed."""
        changed = False
        self.converged = True
        for region in root.regions:
            region_changed, region_converged = self.simplify(region)
            changed |= region_changed
            self.converged &= region_converged
        return changed

    def simplify(self, region: Region) -> tuple[bool, bool]:
        """RegionPatternRewriteDriver::simplify: (changed, converged)."""
        self.scope = region
        iteration = 0
        continue_rewrites = False
        while True:
            iteration += 1
            if self.config.max_iterations != NO_LIMIT and iteration > self.config.max_iterations:
                break
            debug(DEBUG_TYPE, f"iteration {iteration}")
            self._seed_worklist(region)
            continue_rewrites = erase_unreachable_blocks(self.rewriter, [region])
            continue_rewrites |= self.process_worklist()
            if self.config.region_simplify != "disabled":
                continue_rewrites |= simplify_regions(
                    self.rewriter, [region], merge_blocks=self.config.region_simplify == "aggressive"
                )
            if not continue_rewrites:
                break
        return iteration > 1, not continue_rewrites

    # -- seeding --

    def _seed_worklist(self, region: Region) -> None:
        self.worklist.clear()
        uniquer = ConstantUniquer(self.rewriter)

        def keep(op: Operation) -> bool:
            if self.config.cse_constants and (value := constant_value(op)) is not None:
                return uniquer.insert(op, value)
            return True

        if self.config.top_down:
            for op in _walk_pre_order(region, keep):
                self.add_to_worklist(op)
            self.worklist.reverse()
        else:
            for op in _walk_post_order(region):
                if keep(op):
                    self.add_to_worklist(op)

    # -- processing --

    def process_worklist(self) -> bool:
        changed = False
        rewrites = 0
        limit = self.config.max_num_rewrites
        while self.worklist and (limit == NO_LIMIT or rewrites < limit):
            op = self.worklist.pop()
            if is_op_trivially_dead(op):
                debug(DEBUG_TYPE, f"erasing dead op: {op.name}")
                self.rewriter.erase_op(op)
                changed = True
                continue
            if self.config.fold and not op.has_trait(ConstantLike, value_if_unregistered=False):
                folded = self._try_fold(op)
                if folded is not None:
                    changed = True
                    if folded:
                        continue
            if self._apply_patterns(op):
                changed = True
                rewrites += 1
        return changed

    def _try_fold(self, op: Operation) -> bool | None:
        """None: no fold; True: folded away or in place; False: folded but not materializable."""
        constants = [value_constant(v) for v in op.operands]
        results = fold_operation(op, constants)
        if results is None:
            return None
        if not results:
            debug(DEBUG_TYPE, lambda: f"folded in place: {op.name}")
            self.notify_modified(op)
            return True
        replacements = self._materialize(op, results)
        if replacements is None:
            return False
        debug(DEBUG_TYPE, lambda: f"folded: {op.name}")
        self.rewriter.replace_op_with_values(op, replacements)
        return True

    def _materialize(self, op: Operation, results: FoldResult) -> list[SSAValue] | None:
        """Values for fold results: attributes become constants of the op's dialect, before it."""
        values: list[SSAValue] = []
        created: list[Operation] = []
        for result, item in zip(op.results, results):
            if isinstance(item, SSAValue):
                values.append(item)
                continue
            constant = materialize_constant(op.dialect_name(), item, result.type)
            if constant is None:
                for made in created:
                    self.rewriter.erase_op(made)
                return None
            constant.location = op.location
            self.rewriter.insert(constant, InsertPoint.before(op))
            created.append(constant)
            values.append(constant.results[0])
        return values

    def _apply_patterns(self, op: Operation) -> bool:
        patterns = self.patterns if self.patterns is not None else _op_patterns(type(op))
        for pattern in patterns:
            self.rewriter.insertion_point = InsertPoint.before(op)
            self.rewriter.current_operation = op
            self.rewriter.has_done_action = False
            pattern.match_and_rewrite(op, self.rewriter)
            if self.rewriter.has_done_action:
                debug(DEBUG_TYPE, f"pattern {type(pattern).__name__} applied to {op.name}")
                return True
        return False

    # -- the worklist and notifications --

    def add_to_worklist(self, op: Operation) -> None:
        """The op and its ancestors up to the scope; ops outside the scope are ignored."""
        chain = [op]
        while True:
            region = chain[-1].parent_region()
            if region is self.scope:
                for item in chain:
                    self.worklist.push(item)
                return
            if region is None or region.parent is None:
                return
            chain.append(region.parent)

    def notify_inserted(self, op: Operation) -> None:
        self.add_to_worklist(op)

    def notify_modified(self, op: Operation) -> None:
        self.add_to_worklist(op)

    def notify_erased(self, op: Operation) -> None:
        self._add_operand_producers(op)
        self.worklist.remove(op)

    def _add_operand_producers(self, op: Operation) -> None:
        """Producers of operands that will be left with at most one other user."""
        for operand in op.operands:
            producer = operand.owner
            if not isinstance(producer, Operation):
                continue
            others = {use.operation for use in operand.uses if use.operation is not op}
            if len(others) <= 1:
                self.add_to_worklist(producer)


def _by_benefit(patterns: Iterable[RewritePattern]) -> list[RewritePattern]:
    """PatternApplicator's order: highest benefit first, ties in insertion order."""
    return sorted(patterns, key=lambda p: -getattr(p, "benefit", 1))


_PATTERN_CACHE: dict[type, list[RewritePattern]] = {}


def _op_patterns(op_type: type) -> list[RewritePattern]:
    cached = _PATTERN_CACHE.get(op_type)
    if cached is None:
        make = getattr(op_type, "canonicalization_patterns", None)
        cached = _by_benefit(make()) if make is not None else []
        _PATTERN_CACHE[op_type] = cached
    return cached


def _walk_pre_order(region: Region, visit: Callable[[Operation], bool]) -> Iterator[Operation]:
    """Pre-order walk that tolerates the visited op being moved or erased (early increment)."""
    for block in list(region.blocks):
        op = block.first_op
        while op is not None:
            following = op.next_op
            if visit(op):
                yield op
                for nested in op.regions:
                    yield from _walk_pre_order(nested, visit)
            op = following


def _walk_post_order(region: Region) -> Iterator[Operation]:
    for block in list(region.blocks):
        op = block.first_op
        while op is not None:
            following = op.next_op
            for nested in op.regions:
                yield from _walk_post_order(nested)
            yield op
            op = following
