"""`cse`: common subexpression elimination, as MLIR's CSE pass.

Follows mlir/lib/Transforms/CSE.cpp (CSEDriver) at the LLVM revision Triton 3.6 bundles, with
OperationEquivalence (mlir/lib/IR/OperationSupport.cpp) for when two ops are the same and
SideEffectInterfaces.cpp (isMemoryEffectFree, getEffectsRecursively) for effects:

- A scoped table of known ops maps each op to the first equivalent op seen in scope. Every
  region opens a scope; an op that is isolated from above (or might be: unregistered ops)
  gets a fresh table for its regions, so no value is captured implicitly.
- A single-block region is walked directly. A region with several blocks is walked along its
  dominator tree (ttopt.analysis.dominance), each tree node opening a scope, so an op is
  replaced by an equivalent op of a block that dominates it. Blocks unreachable from the entry
  are not in the tree and are left alone. A multi-block region without SSA dominance (a graph
  region) is skipped.
- In a block, the regions of an op are simplified first, then the op itself: terminators are
  kept; trivially dead ops are erased (not transitively: use counts are taken as they are when
  the op is visited); ops with a multi-block region are kept; memory-effect-free ops are
  replaced by a known equivalent op; ops that only read memory are replaced only by an
  equivalent op of the same block with no op between them that may write (an op whose effects,
  nested ones included, are unknown counts as writing); anything else is kept.
- Replacing: in a region with SSA dominance every use moves to the known op; in a graph region
  only the uses whose owner is not (equivalent to an op) in the table move, and the op is
  erased only once it has no use left. A known op with an unknown location takes the location
  of the op it replaces. Ops are erased at the end, in the order they were marked.

Two ops are equivalent when they have the same name, attributes and properties, numbers of
regions, successors, operands and results, the same operands (in any order for a commutative
op, but only for the two ops compared, not for the ops nested in their regions), the same
result types and structurally equivalent regions (blocks with the same argument types, ops
equivalent up to the mapping of block arguments and results, successors mapped consistently).
Locations are ignored.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from operator import attrgetter

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnknownLoc, UnregisteredOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue, Use
from xdsl.passes import ModulePass
from xdsl.traits import (
    Commutative,
    EffectInstance,
    IsolatedFromAbove,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    RecursiveMemoryEffect,
)

from ttopt.analysis.dominance import DominatorTree
from ttopt.ir.traits import trait_test, traits_of_type
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.rewrite.side_effects import declare_no_effects, is_op_trivially_dead
from ttopt.support.class_tests import is_subclass
from ttopt.support.identity_memo import attribute_hash

# -- memory effects (mlir/lib/Interfaces/SideEffectInterfaces.cpp) -------------------------------


def declared_effects(op: Operation) -> list[EffectInstance] | None:
    """MemoryEffectOpInterface::getEffects: what the op says about itself, not its nested ops.

    None when the op does not implement the interface (no effect trait of its own, or one
    that cannot tell).
    """
    traits = [t for t in traits_of_type(op, MemoryEffect) if not isinstance(t, RecursiveMemoryEffect)]
    if not traits:
        return None
    effects: list[EffectInstance] = []
    for trait in traits:
        found = trait.get_effects(op)
        if found is None:
            return None
        effects.extend(found)
    return effects


def has_recursive_effects(op: Operation) -> bool:
    """OpTrait::HasRecursiveMemoryEffects: the op has the effects of the ops nested in it."""
    return any(isinstance(t, RecursiveMemoryEffect) for t in traits_of_type(op, MemoryEffect))


def _nested_ops(op: Operation) -> Iterator[Operation]:
    for region in op.regions:
        for block in region.blocks:
            yield from block.ops


def is_memory_effect_free(op: Operation) -> bool:
    """isMemoryEffectFree: no effect of its own and, with recursive effects, none nested."""
    answer = _effect_class(op)
    if answer is not _DEPENDS_ON_INSTANCE:
        return answer is _FREE
    return effect_free_by_its_effects(op)


def effect_free_by_its_effects(op: Operation) -> bool:
    """isMemoryEffectFree, asking the op's effect traits (is_memory_effect_free's slow path)."""
    own = declared_effects(op)
    recursive = has_recursive_effects(op)
    if own is not None:
        if own:
            return False
        if not recursive:
            return True
    elif not recursive:
        return False
    return all(is_memory_effect_free(nested) for nested in _nested_ops(op))


# What an op's class alone says of its effects (see _effect_class).
_FREE = "free"
_NEITHER_FREE_NOR_READING = "neither free nor only reading"
_DEPENDS_ON_INSTANCE = "depends on the instance"
_EFFECT_CLASSES: dict[type[Operation], str] = {}


def _effect_class(op: Operation) -> str:
    """isMemoryEffectFree and onlyHasEffect<Read>, decided once per op class where the class
    decides them: every effect trait is NoMemoryEffect's (Pure ops: free), or there is none
    (the op does not implement the interface: neither free nor only reading). Reads, writes and
    recursive effects depend on the instance. CSE asks this of every op it visits."""
    answer = _EFFECT_CLASSES.get(type(op))
    if answer is None:
        traits = traits_of_type(op, MemoryEffect)
        if not traits:
            answer = _NEITHER_FREE_NOR_READING
        elif declare_no_effects(traits):
            answer = _FREE
        else:
            answer = _DEPENDS_ON_INSTANCE
        _EFFECT_CLASSES[type(op)] = answer
    return answer


def only_reads(op: Operation) -> bool:
    """MemoryEffectOpInterface::onlyHasEffect<Read>: the op itself declares reads and nothing else.

    An op with only recursive effects (scf.if, tt.reduce...) does not implement the interface,
    so it never counts, whatever its nested ops do.
    """
    own = declared_effects(op)
    return bool(own) and all(effect.kind == MemoryEffectKind.READ for effect in own)


def effects_recursively(op: Operation) -> list[EffectInstance] | None:
    """getEffectsRecursively: the op's effects and those of ops nested in it; None when unknown."""
    effects: list[EffectInstance] = []
    pending = [op]
    while pending:
        current = pending.pop()
        recursive = has_recursive_effects(current)
        if recursive:
            pending.extend(_nested_ops(current))
        own = declared_effects(current)
        if own is not None:
            effects.extend(own)
        elif not recursive:
            return None
    return effects


def may_write_between(first: Operation, last: Operation) -> bool:
    """CSEDriver::hasOtherSideEffectingOpInBetween: may an op of `first`'s block, from `first`
    up to (not including) `last`, write memory? Ops with unknown effects count as writing."""
    current: Operation | None = first
    while current is not None and current is not last:
        effects = effects_recursively(current)
        if effects is None or any(effect.kind == MemoryEffectKind.WRITE for effect in effects):
            return True
        current = current.next_op
    return False


# -- operation equivalence (OperationEquivalence::isEquivalentTo, IgnoreLocations) ---------------


# The name of each registered op class (an unregistered op's name is its own).
_CLASS_NAMES: dict[type[Operation], str] = {}
# SSAValue.type is a Python property over this field.
_TYPE_OF = attrgetter("_type")


def _op_name(op: Operation) -> str:
    name = _CLASS_NAMES.get(type(op))
    if name is None:
        if is_subclass(type(op), UnregisteredOp):
            return op.op_name.data
        name = _CLASS_NAMES[type(op)] = op.name
    return name


def _attribute_dictionary(op: Operation) -> dict[str, Attribute]:
    """Properties and attributes together: MLIR compares the inherent and discardable ones."""
    merged = dict(op.properties)
    merged.update(op.attributes)
    return merged


_is_commutative = trait_test(Commutative)
_is_terminator = trait_test(IsTerminator)
_is_isolated_from_above = trait_test(IsolatedFromAbove)


class _ValueEquivalence:
    """Compares two ops, mapping the block arguments and results of their regions as it goes
    (ValueEquivalenceCache)."""

    def __init__(self) -> None:
        self._mapped: dict[SSAValue, SSAValue] = {}

    def _same_value(self, lhs: SSAValue, rhs: SSAValue) -> bool:
        return lhs is rhs or self._mapped.get(lhs) is rhs

    def _mark(self, lhs: SSAValue, rhs: SSAValue) -> None:
        self._mapped.setdefault(lhs, rhs)

    def operations(self, lhs: Operation, rhs: Operation, *, outermost: bool = False) -> bool:
        if lhs is rhs:
            return True
        if (
            _op_name(lhs) != _op_name(rhs)
            or len(lhs.regions) != len(rhs.regions)
            or len(lhs.successors) != len(rhs.successors)
            or len(lhs.operands) != len(rhs.operands)
            or len(lhs.results) != len(rhs.results)
            or _attribute_dictionary(lhs) != _attribute_dictionary(rhs)
        ):
            return False
        if outermost and _is_commutative(lhs):
            # checkCommutativeEquivalent: the operands of the two ops themselves may come in
            # any order (they are compared as multisets of values); upstream does not pass
            # it down, so ops nested in regions compare their operands in order.
            if Counter(map(id, lhs.operands)) != Counter(map(id, rhs.operands)):
                return False
        elif not all(
            left is right or (left.type == right.type and self._same_value(left, right))
            for left, right in zip(lhs.operands, rhs.operands)
        ):
            return False
        for left, right in zip(lhs.results, rhs.results):
            if left.type != right.type:
                return False
            self._mark(left, right)
        return all(self.regions(left, right) for left, right in zip(lhs.regions, rhs.regions))

    def regions(self, lhs: Region, rhs: Region) -> bool:
        """OperationEquivalence::isRegionEquivalentTo."""
        if len(lhs.blocks) != len(rhs.blocks):
            return False
        block_map: dict[Block, Block] = {}
        for left, right in zip(lhs.blocks, rhs.blocks):
            if not self._blocks(left, right, block_map):
                return False
        return True

    def _blocks(self, lhs: Block, rhs: Block, block_map: dict[Block, Block]) -> bool:
        if len(lhs.args) != len(rhs.args):
            return False
        if block_map.setdefault(lhs, rhs) is not rhs:
            return False
        for left, right in zip(lhs.args, rhs.args):
            if left.type != right.type:
                return False
            self._mark(left, right)
        lhs_ops, rhs_ops = list(lhs.ops), list(rhs.ops)
        if len(lhs_ops) != len(rhs_ops):
            return False
        for left, right in zip(lhs_ops, rhs_ops):
            if not self.operations(left, right):
                return False
            for left_succ, right_succ in zip(left.successors, right.successors):
                if block_map.setdefault(left_succ, right_succ) is not right_succ:
                    return False
        return True


def operations_equivalent(lhs: Operation, rhs: Operation) -> bool:
    """OperationEquivalence::isEquivalentTo(lhs, rhs, IgnoreLocations)."""
    return _ValueEquivalence().operations(lhs, rhs, outermost=True)


def equivalence_hash(op: Operation) -> int:
    """A hash that equivalent ops share: name, attributes, result types, operands."""
    operands = tuple(map(id, op._operands))  # pyright: ignore[reportPrivateUsage]
    if _is_commutative(op):
        operands = tuple(sorted(operands))
    attributes = _attribute_dictionary(op) if op.attributes else op.properties
    try:
        attributes_hash = hash(frozenset(zip(attributes, map(attribute_hash, attributes.values()))))
    except TypeError:  # an attribute that is not hashable: equality still tells them apart
        attributes_hash = 0
    try:
        result_types = hash(tuple(map(attribute_hash, map(_TYPE_OF, op.results))))
    except TypeError:
        result_types = len(op.results)
    return hash((_op_name(op), attributes_hash, result_types, operands, len(op.regions)))


# -- the scoped table of known ops ----------------------------------------------------------------


class _EquivalenceKey:
    """An op as a dictionary key that equals every equivalent op.

    The hash is taken once, when the key is made, as a hash table stores it upstream.
    """

    __slots__ = ("op", "_hash")

    def __init__(self, op: Operation):
        self.op = op
        self._hash = equivalence_hash(op)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _EquivalenceKey) and operations_equivalent(self.op, other.op)


class KnownOps:
    """llvm::ScopedHashTable<Operation *, Operation *> keyed by op equivalence.

    An insertion shadows an equivalent op already known until the scope it was made in ends.
    """

    def __init__(self) -> None:
        self._known: dict[_EquivalenceKey, list[Operation]] = {}
        self._scopes: list[list[_EquivalenceKey]] = []

    def push_scope(self) -> None:
        self._scopes.append([])

    def pop_scope(self) -> None:
        """Forget the ops inserted since the matching push_scope, unshadowing older ones."""
        inserted = self._scopes.pop()
        if not self._scopes:  # the last scope open: every op still known was inserted in it
            self._known.clear()
            return
        for key in reversed(inserted):
            shadowed = self._known[key]
            shadowed.pop()
            if not shadowed:
                del self._known[key]

    @contextmanager
    def scope(self) -> Iterator[None]:
        self.push_scope()
        try:
            yield
        finally:
            self.pop_scope()

    def lookup(self, op: Operation) -> tuple[_EquivalenceKey, Operation | None]:
        """The op's key (for `insert`: hashing an op once, as upstream) and the latest known
        equivalent op, if any."""
        key = _EquivalenceKey(op)
        known = self._known.get(key)
        return key, (known[-1] if known else None)

    def contains(self, op: Operation) -> bool:
        return _EquivalenceKey(op) in self._known

    def insert(self, op: Operation, key: _EquivalenceKey) -> None:
        """Known from now on, under the key `lookup` gave for it."""
        self._known.setdefault(key, []).append(op)
        self._scopes[-1].append(key)


# -- the driver -----------------------------------------------------------------------------------


def might_be_isolated_from_above(op: Operation) -> bool:
    """mightHaveTrait<IsIsolatedFromAbove>: unregistered ops might be."""
    return isinstance(op, UnregisteredOp) or _is_isolated_from_above(op)


def has_ssa_dominance(region: Region) -> bool:
    """DominanceInfo::hasSSADominance: false for graph regions.

    builtin.module's body is a graph region (GraphRegionNoTerminator); nothing is known of
    the regions of unregistered ops, so they are not assumed to have SSA dominance.
    """
    parent = region.parent_op()
    return not isinstance(parent, ModuleOp | UnregisteredOp)


class CSEDriver:
    """Simplifies every region of an op; `simplify` returns whether it changed anything."""

    def __init__(self) -> None:
        # Ops are erased at the end, so that use counts and the ops compared stay as they were.
        self._to_erase: list[Operation] = []

    def simplify(self, op: Operation) -> bool:
        known = KnownOps()
        for region in op.regions:
            self._simplify_region(known, region)
        changed = bool(self._to_erase)
        for dead in self._to_erase:
            block = dead.parent_block()
            if block is not None:
                block.erase_op(dead)
        self._to_erase = []
        return changed

    def _simplify_region(self, known: KnownOps, region: Region) -> None:
        if not region.blocks:
            return
        ssa_dominance = has_ssa_dominance(region)
        if len(region.blocks) == 1:
            with known.scope():
                self._simplify_block(known, region.block, ssa_dominance)
            return
        if not ssa_dominance:
            return
        self._simplify_dominator_tree(known, DominatorTree.of_region(region))

    def _simplify_dominator_tree(self, known: KnownOps, tree: DominatorTree[Block]) -> None:
        """Preorder walk of the dominator tree, a scope per node (an explicit stack: CFGs can
        be deeper than Python's recursion limit)."""
        stack: list[Iterator[Block]] = []

        def enter(block: Block) -> None:
            known.push_scope()
            stack.append(iter(tree.children(block)))
            self._simplify_block(known, block, True)

        enter(tree.root)
        while stack:
            child = next(stack[-1], None)
            if child is not None:
                enter(child)
            else:
                stack.pop()
                known.pop_scope()

    def _simplify_block(self, known: KnownOps, block: Block, ssa_dominance: bool) -> None:
        for op in block.ops:
            if op.regions:
                nested_known = KnownOps() if might_be_isolated_from_above(op) else known
                for region in op.regions:
                    self._simplify_region(nested_known, region)
            self._simplify_operation(known, op, ssa_dominance)

    def _simplify_operation(self, known: KnownOps, op: Operation, ssa_dominance: bool) -> None:
        if _is_terminator(op):
            return
        if is_op_trivially_dead(op):
            self._to_erase.append(op)
            return
        if op.regions and any(len(region.blocks) > 1 for region in op.regions):
            return
        effects = _effect_class(op)
        if effects is _NEITHER_FREE_NOR_READING:
            return
        if effects is _DEPENDS_ON_INSTANCE and not effect_free_by_its_effects(op):
            if not only_reads(op):
                return
            key, existing = known.lookup(op)
            if existing is not None and existing.parent is op.parent and not may_write_between(existing, op):
                self._replace(known, op, existing, ssa_dominance)
                return
            known.insert(op, key)
            return
        key, existing = known.lookup(op)
        if existing is not None:
            self._replace(known, op, existing, ssa_dominance)
            return
        known.insert(op, key)

    def _replace(self, known: KnownOps, op: Operation, existing: Operation, ssa_dominance: bool) -> None:
        """CSEDriver::replaceUsesAndDelete."""
        if ssa_dominance:
            # Every use of `op` comes after it, so none has been visited yet.
            for old, new in zip(op.results, existing.results):
                _replace_uses(old, new, lambda use: True)
            self._to_erase.append(op)
        else:
            # In a graph region, uses by ops already in the table stay as they are.
            def not_visited(use: Use) -> bool:
                return not known.contains(use.operation)

            for old, new in zip(op.results, existing.results):
                _replace_uses(old, new, not_visited)
            if all(not result.uses for result in op.results):
                self._to_erase.append(op)
        if isinstance(existing.location, UnknownLoc) and not isinstance(op.location, UnknownLoc):
            existing.location = op.location


def _replace_uses(old: SSAValue, new: SSAValue, keep: Callable[[Use], bool]) -> None:
    """Point the uses of `old` that `keep` accepts at `new` (no name hint moves: MLIR has none)."""
    for use in tuple(old.uses):
        if keep(use):
            use.operation.operands[use.index] = new


def eliminate_common_subexpressions(op: Operation) -> bool:
    """mlir::eliminateCommonSubExpressions on every region of `op`; True when the IR changed."""
    return CSEDriver().simplify(op)


@dataclass(frozen=True)
class CSE(ModulePass):
    """Eliminate common sub-expressions."""

    name = "cse"
    cpp_name = "CSE"
    cpp_file = "mlir/lib/Transforms/CSE.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not eliminate_common_subexpressions(op):
            mark_ir_unchanged(self)  # CSE::runOnOperation: markAllAnalysesPreserved when nothing changed
