"""MLIR's folding utilities (mlir/lib/Transforms/Utils/FoldUtils.cpp, Operation::fold).

- `constant_value` / `value_constant` (m_Constant): the attribute a constant-like op holds.
- `folder_of`, `fold_operation` (Operation::fold: the op's `fold`, then its traits' folders),
  `simulate_fold` (a fold on assumed operand constants that leaves the op as it was),
  `fold_result_constant` (the constant a folded attribute becomes).
- `insertion_region` and `ConstantUniquer` (OperationFolder::insertKnownConstant): constants
  uniqued per insertion region and hoisted to the front of its entry block.

Folders are the ops' own (`fold(self, operands)`, see ttopt.dialects.folding); xDSL's builtin
ops get theirs from `ttopt.dialects.builtin.FOLDERS`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, partial

from xdsl.dialects.builtin import UNKNOWN_LOC
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import ConstantLike, IsolatedFromAbove

from ttopt.dialects.builtin import FOLDERS as BUILTIN_FOLDERS
from ttopt.dialects.folding import materialize_constant
from ttopt.ir.traits import trait_test
from ttopt.rewrite.rewriter import GreedyRewriter
from ttopt.support.class_tests import is_subclass
from ttopt.support.identity_memo import attribute_hash

FoldResult = list[Attribute | SSAValue]
"""What a folder gives when it succeeds: one attribute or value per result, `[]` for an
in-place update."""


# -- constants ---------------------------------------------------------------------------------


def constant_value(op: Operation) -> Attribute | None:
    """`m_Constant`: the value a constant-like op folds to."""
    if not is_constant_like(op):
        return None
    fold = getattr(op, "fold", None)
    if fold is not None:
        folded = fold([])
        return folded[0] if folded and is_subclass(type(folded[0]), Attribute) else None
    value = op.properties.get("value")
    return value if value is not None else op.attributes.get("value")


# Asked of every operand's producer whenever the greedy driver tries to fold an op, and of
# every op its walk meets: answered once per op class.
is_constant_like = trait_test(ConstantLike, value_if_unregistered=False)


def folder_of(op: Operation) -> Callable[[list[Attribute | None]], FoldResult | None] | None:
    """The op's folder: its `fold` method, or for one of xDSL's builtin ops the folder ttopt gives it."""
    fold = getattr(op, "fold", None)
    if fold is None and type(op) in BUILTIN_FOLDERS:
        return partial(BUILTIN_FOLDERS[type(op)], op)
    return fold


def value_constant(value: SSAValue) -> Attribute | None:
    """The constant an SSA value is defined by, if any."""
    owner = value.owner
    # By class: the greedy driver asks this of every operand of every op it tries to fold.
    return constant_value(owner) if is_subclass(type(owner), Operation) else None


# -- folding -----------------------------------------------------------------------------------


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


def fold_with_operand_constants(op: Operation) -> FoldResult | None:
    """fold_operation on the constants the op's operands are defined by (m_Constant of each, as
    OpBuilder::tryFold and the greedy driver gather them). An op of a class with no folder, its
    own or a trait's (about half the ops the greedy driver tries in a compile), cannot fold: it
    is answered without looking at its operands' producers."""
    if not _may_fold(type(op)):
        return None
    return fold_operation(op, [value_constant(operand) for operand in op._operands])  # pyright: ignore[reportPrivateUsage]


@cache
def _may_fold(op_class: type[Operation]) -> bool:
    has_own = getattr(op_class, "fold", None) is not None or op_class in BUILTIN_FOLDERS
    return has_own or bool(_trait_folders(op_class))


def simulate_fold(op: Operation, constants: Sequence[Attribute | None]) -> FoldResult | None:
    """Fold `op` on assumed operand constants without changing it, as the constant-propagation
    analyses do: an in-place fold is undone and, like a failed one, gives None."""
    if not _may_fold(type(op)):
        return None  # (no snapshot to take: the analyses ask this of every op they visit)
    operands = list(op._operands)  # pyright: ignore[reportPrivateUsage]
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


def fold_result_constant(op: Operation, result: SSAValue, value: Attribute) -> Operation | None:
    """The constant a folded attribute becomes (Dialect::materializeConstant, as OperationFolder
    calls it): an op of the folded op's dialect, of `result`'s type, located at the folded op;
    None when the dialect cannot materialize it."""
    constant = materialize_constant(op.dialect_name(), value, result.type)
    if constant is not None:
        constant.location = op.location
    return constant


def _folded_in_place(op: Operation, results: FoldResult) -> bool:
    """An empty result list, or a single-result op folded to its own result."""
    return not results or (len(op.results) == 1 and results[0] is op.results[0])


def _fold_traits(op: Operation, constants: Sequence[Attribute | None]) -> FoldResult | None:
    for fold_trait in _trait_folders(type(op)):
        if (results := fold_trait(op, constants)) is not None:
            return results
    return None


@cache
def _trait_folders(op_class: type[Operation]) -> tuple[Callable, ...]:
    """The `fold_trait` methods of the class's traits, in trait order."""
    folders = (getattr(trait, "fold_trait", None) for trait in op_class.traits)
    return tuple(folder for folder in folders if folder is not None)


# -- constant uniquing -------------------------------------------------------------------------


_is_isolated_from_above = trait_test(IsolatedFromAbove)


def insertion_region(block: Block) -> Region:
    """getInsertionRegion: the region of the nearest isolated-from-above (or top-level) op."""
    while True:
        region = block.parent
        parent = region.parent
        if parent is None or _is_isolated_from_above(parent) or parent.parent is None:
            return region
        block = parent.parent


class ConstantUniquer:
    """OperationFolder::insertKnownConstant, as the driver's walk uses it.

    Constants are keyed by dialect, value and type, as upstream's map is. The table hashes the
    value and the type by identity (`attribute_hash`), and keeps under each such hash the
    constants it holds, compared by equality: a dict keyed by the attributes themselves
    hashes each of them again, through every parameter, each time the walk meets a constant
    (every constant, every iteration of every canonicalize)."""

    def __init__(self, rewriter: GreedyRewriter):
        self.rewriter = rewriter
        self.scopes: dict[Region, dict[tuple, list[tuple[Attribute, Attribute, Operation]]]] = {}
        self.owned: set[Operation] = set()
        # Each block's insertion region, found once per walk (constants move, blocks do not).
        self.regions: dict[Block, Region] = {}

    def insert(self, op: Operation, value: Attribute) -> bool:
        """Unique and hoist `op`; returns False when it was replaced by an earlier twin."""
        block = op.parent
        if op in self.owned:
            if block.first_op is not op and op.prev_op not in self.owned:
                self._move_to_front(op, block)
                op.location = UNKNOWN_LOC
            return True
        region = self.regions.get(block)
        if region is None:
            region = self.regions[block] = insertion_region(block)
        constants = self.scopes.setdefault(region, {})
        type_ = op.results[0].type
        dialect = _DIALECT_OF_CLASS.get(type(op)) or _DIALECT_OF_CLASS.setdefault(type(op), op.dialect_name())
        key = (dialect, attribute_hash(value), attribute_hash(type_))
        known = constants.get(key)
        existing = None if known is None else _equal_constant(known, value, type_)
        if existing is not None:
            self.rewriter.replace_op_with_values(op, list(existing.results))
            existing.location = UNKNOWN_LOC
            self.rewriter.silent_changes = True
            return False
        entry = region.blocks.first
        if block is not entry:
            self._move_to_front(op, entry)
            op.location = UNKNOWN_LOC
        elif entry.first_op is not op and op.prev_op not in self.owned:
            self._move_to_front(op, entry)
        if known is None:
            constants[key] = [(value, type_, op)]
        else:
            known.append((value, type_, op))
        self.owned.add(op)
        return True

    def _move_to_front(self, op: Operation, block: Block) -> None:
        self.rewriter.silent_changes = True
        op.detach()
        if block.first_op is None:
            block.add_op(op)
        else:
            block.insert_op_before(op, block.first_op)


# The dialect of each constant op class (`dialect_name()` splits the class's name each time).
_DIALECT_OF_CLASS: dict[type[Operation], str] = {}


def _equal_constant(known: list[tuple[Attribute, Attribute, Operation]], value: Attribute, type_: Attribute):
    """The constant among those under one hash that holds an equal value of an equal type
    (compared as a dict compares keys: the same object, or equal)."""
    for known_value, known_type, op in known:
        if (known_value is value or known_value == value) and (known_type is type_ or known_type == type_):
            return op
    return None
