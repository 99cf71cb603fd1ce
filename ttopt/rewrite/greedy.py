"""MLIR's greedy pattern-rewrite driver with op folders and patterns (what `canonicalize` runs).

Follows mlir/lib/Transforms/Utils/GreedyPatternRewriteDriver.cpp (RegionPatternRewriteDriver);
what it calls on is in the sibling modules: folding and constant uniquing (`folding`,
FoldUtils.cpp), dead-op checks (`side_effects`), region simplification (`region_simplify`,
RegionUtils.cpp) and the rewriter that notifies it of every change (`rewriter`).
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

Patterns given to the driver may name their root op class (`root_op`); they are then tried
only on ops of that class, as MLIR's PatternApplicator filters by root operation name.

Ops take part by defining `fold(self, operands) -> list[Attribute | SSAValue] | None`
(`operands` holds the constant value of each operand or None; `[]` means the op was
updated in place) and a classmethod `canonicalization_patterns() -> list[RewritePattern]`.
Folded attributes become constants through the folded op's dialect materializer
(`ttopt.dialects.folding.materialize_constant`); patterns may set `benefit` (default 1).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from xdsl.ir import Operation, Region, SSAValue
from xdsl.pattern_rewriter import RewritePattern
from xdsl.rewriter import InsertPoint

from ttopt.ir.debug import debug
from ttopt.rewrite.folding import (
    ConstantUniquer,
    FoldResult,
    constant_value,
    fold_result_constant,
    fold_with_operand_constants,
    is_constant_like,
)
from ttopt.rewrite.region_simplify import erase_unreachable_blocks, simplify_regions
from ttopt.rewrite.rewriter import GreedyRewriter, Listener
from ttopt.rewrite.side_effects import is_op_trivially_dead
from ttopt.support.class_tests import is_subclass

DEBUG_TYPE = "greedy-rewriter"
NO_LIMIT = -1


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
        self._patterns_by_root: dict[type, list[RewritePattern]] = {}
        self.worklist = Worklist()
        self.rewriter = GreedyRewriter(self)
        self.scope: Region | None = None
        self.converged = True
        self.touched_ir = False
        """Whether the last run changed the IR at all: unlike run's answer (MLIR's `changed`,
        which leaves out constants uniqued or hoisted by the first walk, and dead block
        arguments), False means the IR is as it was (see pass_manager.mark_ir_unchanged)."""

    def run(self, root: Operation) -> bool:
        """Simplify each region of `root`; returns whether anything changed (MLIR's answer)."""
        changed = False
        self.converged = True
        self.touched_ir = False
        self.rewriter.silent_changes = False
        for region in root.regions:
            region_changed, region_converged = self.simplify(region)
            changed |= region_changed
            self.converged &= region_converged
        self.touched_ir |= self.rewriter.silent_changes
        return changed

    def simplify(self, region: Region) -> tuple[bool, bool]:
        """RegionPatternRewriteDriver::simplify: (changed, converged)."""
        self.scope = region
        iteration = 0
        continue_rewrites = False
        # The last simplifyRegions found nothing to change, and nothing changed since.
        simplified_unchanged = False
        while True:
            iteration += 1
            if self.config.max_iterations != NO_LIMIT and iteration > self.config.max_iterations:
                break
            debug(DEBUG_TYPE, f"iteration {iteration}")
            seeding_changed = self._seed_worklist_noting_changes(region)
            continue_rewrites = erase_unreachable_blocks(self.rewriter, [region])
            continue_rewrites |= self.process_worklist()
            parts = self._region_simplification(iteration, continue_rewrites, simplified_unchanged, seeding_changed)
            if parts is not None:
                simplified = simplify_regions(
                    self.rewriter, [region], merge_blocks=self.config.region_simplify == "aggressive",
                    dead_code=parts == "all",
                )  # fmt: skip
                continue_rewrites |= simplified
                simplified_unchanged = not simplified
            self.touched_ir |= continue_rewrites
            if not continue_rewrites:
                break
        return iteration > 1, not continue_rewrites

    def _region_simplification(
        self, iteration: int, changed: bool, last_found_nothing: bool, seeding_changed: bool
    ) -> str | None:
        """What of simplifyRegions this iteration runs, as MLIR's driver runs all of it after
        every one: "all", "merging" (all but region DCE) or None. After an iteration that
        changed nothing (never in the first), what would find nothing is skipped:
        - Without merging blocks, all of it when the previous iteration ended with it.
          simplifyRegions then reaches its fixed point in one call (unreachable blocks are
          erased all at once, and region DCE erases exactly what its liveness fixed point finds
          dead, which leaves the live ops' uses as they were), and seeding the worklist only
          uniques and hoists constants, which leaves every other value's liveness as it was.
          (One region DCE sweep over the whole function in the matmul's confirming iterations,
          ~1% of its compile.)
        - Merging blocks, where the previous call found nothing to change:
          - region DCE, as that call found every op live and since then only the seeding
            changed the IR, moving constants and replacing twins by the constant they equal,
            which leaves every remaining value's uses as live as they were (the second of
            convert-nv-gpu-to-llvm's two region DCEs over a lowered matmul, ~1% of it);
          - block merging too when the seeding changed nothing either: it answers from the IR
            alone, so a second call on the same IR finds nothing again (region DCE erases dead
            block arguments without counting them, but within the call that found nothing,
            before the blocks were compared, and its fixed point leaves nothing dead for
            another sweep). A moved or replaced constant, though, can make two blocks alike or
            a block argument receive one value from every predecessor. (6 of the 36 calls that
            merge blocks in compiling the sm80 matmul, ~0.5% of it.)"""
        mode = self.config.region_simplify
        if mode == "disabled":
            return None
        if changed or iteration == 1:
            return "all"
        if mode != "aggressive":
            return None
        if not last_found_nothing:
            return "all"
        return "merging" if seeding_changed else None

    # -- seeding --

    def _seed_worklist_noting_changes(self, region: Region) -> bool:
        """_seed_worklist; whether it changed the IR (a constant uniqued or moved)."""
        earlier = self.rewriter.silent_changes
        self.rewriter.silent_changes = False
        self._seed_worklist(region)
        changed = self.rewriter.silent_changes
        self.rewriter.silent_changes = changed or earlier
        return changed

    def _seed_worklist(self, region: Region) -> None:
        self.worklist.clear()
        uniquer = ConstantUniquer(self.rewriter)

        def keep(op: Operation) -> bool:
            if self.config.cse_constants and (value := constant_value(op)) is not None:
                return uniquer.insert(op, value)
            return True

        if self.config.top_down:
            # add_to_worklist would also push the op's ancestors up to the scope; the pre-order
            # walk has pushed them already (constants, which it may skip, have no regions).
            push = self.worklist.push
            for op in _walk_pre_order(region, keep):
                push(op)
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
            if self.config.fold and not is_constant_like(op):
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
        results = fold_with_operand_constants(op)
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
            if is_subclass(type(item), SSAValue):
                values.append(item)
                continue
            constant = fold_result_constant(op, result, item)
            if constant is None:
                for made in created:
                    self.rewriter.erase_op(made)
                return None
            self.rewriter.insert(constant, InsertPoint.before(op))
            created.append(constant)
            values.append(constant.results[0])
        return values

    def _apply_patterns(self, op: Operation) -> bool:
        patterns = self._patterns_for(type(op)) if self.patterns is not None else _op_patterns(type(op))
        before_op = InsertPoint.before(op) if patterns else None
        for pattern in patterns:
            self.rewriter.insertion_point = before_op
            self.rewriter.current_operation = op
            self.rewriter.has_done_action = False
            pattern.match_and_rewrite(op, self.rewriter)
            if self.rewriter.has_done_action:
                debug(DEBUG_TYPE, f"pattern {type(pattern).__name__} applied to {op.name}")
                return True
        return False

    def _patterns_for(self, op_type: type) -> list[RewritePattern]:
        """The given patterns that may match an op of this class, in benefit order."""
        patterns = self._patterns_by_root.get(op_type)
        if patterns is None:
            patterns = self._patterns_by_root[op_type] = [p for p in self.patterns if _may_match(p, op_type)]
        return patterns

    # -- the worklist and notifications --

    def add_to_worklist(self, op: Operation) -> None:
        """The op and its ancestors up to the scope; ops outside the scope are ignored.
        (Walked through the `parent` fields: this runs for every op the driver touches.)"""
        chain = [op]
        current = op
        while True:
            block = current.parent
            region = None if block is None else block.parent
            if region is self.scope:
                for item in chain:
                    self.worklist.push(item)
                return
            current = None if region is None else region.parent
            if current is None:
                return
            chain.append(current)

    def notify_inserted(self, op: Operation) -> None:
        self.add_to_worklist(op)

    def notify_modified(self, op: Operation) -> None:
        self.add_to_worklist(op)

    def notify_erased(self, op: Operation) -> None:
        self._add_operand_producers(op)
        self.worklist.remove(op)

    def _add_operand_producers(self, op: Operation) -> None:
        """Producers of operands that will be left with at most one other user
        (GreedyPatternRewriteDriver::addOperandsToWorklist: the scan of the users stops at
        the second other user, so erasing each of a value's n users costs O(1), not O(n))."""
        for operand in op._operands:  # pyright: ignore[reportPrivateUsage]  (`operands` makes a view)
            producer = operand.owner
            if not is_subclass(type(producer), Operation):  # a block argument's owner is its block
                continue
            if not _has_two_other_users(operand, op):
                self.add_to_worklist(producer)


def apply_patterns_greedily(root: Operation, patterns: Sequence[RewritePattern]) -> bool:
    """applyPatternsGreedily(root, patterns) with a default GreedyRewriteConfig; returns
    whether the IR changed at all (GreedyDriver.touched_ir), for a pass that is this one run."""
    driver = GreedyDriver(patterns=patterns, **DEFAULT_REWRITE_CONFIG)
    driver.run(root)
    return driver.touched_ir


def _has_two_other_users(value: SSAValue, op: Operation) -> bool:
    other = None
    use = value.first_use  # the use list's links: `value.uses` builds a view and a generator
    while use is not None:
        user = use._operation  # pyright: ignore[reportPrivateUsage]
        use = use._next_use  # pyright: ignore[reportPrivateUsage]
        if user is op or user is other:
            continue
        if other is not None:
            return True
        other = user
    return False


def _by_benefit(patterns: Iterable[RewritePattern]) -> list[RewritePattern]:
    """PatternApplicator's order: highest benefit first, ties in insertion order."""
    return sorted(patterns, key=lambda p: -getattr(p, "benefit", 1))


def _may_match(pattern: RewritePattern, op_type: type) -> bool:
    """PatternApplicator's root filter: a pattern that names the op class it rewrites
    (`root_op`, a class attribute; MLIR's root operation name) is not tried on other ops."""
    root = getattr(pattern, "root_op", None)
    # The cached class test: each driver asks this of every (pattern, op class) pair it meets,
    # and issubclass against xDSL's ABCs runs ABCMeta's check in Python.
    return root is None or is_subclass(op_type, root)


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
