"""`canonicalize`: MLIR's greedy pattern-rewrite driver with op folders and patterns.

Follows mlir/lib/Transforms/Utils/GreedyPatternRewriteDriver.cpp (top-down mode):
- ops are visited in pre-order; constants met on the way are uniqued per
  insertion region (the entry block of the nearest isolated-from-above op) and
  hoisted to its front with an unknown location, as OperationFolder does;
- each op is erased if trivially dead, else folded (`op.fold(constants)`), else
  rewritten by its canonicalization patterns (`canonicalization_patterns()`);
- ops touched by a rewrite go back on the worklist; the whole walk repeats until
  nothing changes or `max-iterations` is reached.

Ops take part by defining `fold(self, operands) -> list[Attribute | SSAValue] | None`
(operands are the constant attributes of the operands, or None) and a classmethod
`canonicalization_patterns() -> list[RewritePattern]`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnknownLoc
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriterListener
from xdsl.rewriter import InsertPoint
from xdsl.traits import ConstantLike, IsolatedFromAbove
from xdsl.transforms.dead_code_elimination import is_trivially_dead

from ttopt.ir.debug import debug
from ttopt.pass_manager import option, register_pass

DEBUG_TYPE = "greedy-rewriter"


def constant_value(op: Operation) -> Attribute | None:
    """The folded value of a constant-like op (its `value` property)."""
    if not op.has_trait(ConstantLike, value_if_unregistered=False):
        return None
    return op.properties.get("value") or op.attributes.get("value")


def insertion_region(block: Block) -> Region:
    """Where folded constants go: the region of the nearest isolated-from-above op."""
    region = block.parent
    assert region is not None
    while region.parent is not None and not region.parent.has_trait(IsolatedFromAbove):
        outer = region.parent.parent_region()
        if outer is None:
            break
        region = outer
    return region


@dataclass
class ConstantFolder:
    """MLIR's OperationFolder: unique constants per region and keep them at its front."""

    owned: dict[Region, dict[tuple, Operation]]

    def __init__(self) -> None:
        self.owned = {}
        self._owned_ops: set[Operation] = set()

    def insert_known_constant(self, op: Operation, value: Attribute, rewriter: PatternRewriter) -> bool:
        """Register `op`; returns False when it was replaced by an existing twin."""
        block = op.parent
        assert block is not None
        if op in self._owned_ops:
            self._rehoist(op, block)
            return True
        region = insertion_region(block)
        key = (op.dialect_name(), value, op.results[0].type)
        constants = self.owned.setdefault(region, {})
        existing = constants.get(key)
        if existing is not None and existing is not op:
            rewriter.replace_op(op, [], [existing.results[0]])
            existing.location = UnknownLoc()
            return False
        entry = region.blocks.first
        assert entry is not None
        if block is not entry or (entry.first_op is not op and op.prev_op not in self._owned_ops):
            op.detach()
            if entry.first_op is None:
                entry.add_op(op)
            else:
                entry.insert_op_before(op, entry.first_op)
            op.location = UnknownLoc()
        constants[key] = op
        self._owned_ops.add(op)
        return True

    def _rehoist(self, op: Operation, block: Block) -> None:
        if block.first_op is not op and op.prev_op not in self._owned_ops:
            op.detach()
            block.insert_op_before(op, block.first_op)
            op.location = UnknownLoc()

    def materialize(self, value: Attribute, type_: Attribute, dialect_op: Operation, rewriter: PatternRewriter) -> SSAValue | None:
        """A (uniqued, hoisted) constant for a folded value, made by the op's dialect."""
        make = getattr(type(dialect_op), "materialize_constant", None)
        if make is None:
            from ttopt.dialects.arith import ConstantOp

            make = ConstantOp.materialize_constant
        block = dialect_op.parent
        assert block is not None
        region = insertion_region(block)
        constants = self.owned.setdefault(region, {})
        new_op = make(value, type_)
        if new_op is None:
            return None
        key = (new_op.dialect_name(), value, type_)
        if key in constants:
            return constants[key].results[0]
        entry = region.blocks.first
        assert entry is not None
        new_op.location = UnknownLoc()
        if entry.first_op is None:
            entry.add_op(new_op)
        else:
            entry.insert_op_before(new_op, entry.first_op)
        rewriter.handle_operation_insertion(new_op)
        constants[key] = new_op
        self._owned_ops.add(new_op)
        return new_op.results[0]


class GreedyDriver:
    def __init__(self, max_iterations: int, fold: bool = True):
        self.max_iterations = max_iterations
        self.fold = fold
        self.folder = ConstantFolder()
        self.worklist: list[Operation] = []
        self._in_worklist: set[Operation] = set()

    def push(self, op: Operation) -> None:
        if op not in self._in_worklist:
            self.worklist.append(op)
            self._in_worklist.add(op)

    def remove(self, op: Operation) -> None:
        self._in_worklist.discard(op)

    def run(self, root: Operation) -> bool:
        changed_ever = False
        for iteration in range(max(self.max_iterations, 1)):
            debug(DEBUG_TYPE, lambda: f"iteration {iteration + 1}")
            changed = self._one_iteration(root)
            changed_ever |= changed
            if not changed:
                break
        return changed_ever

    def _one_iteration(self, root: Operation) -> bool:
        rewriter = PatternRewriter(InsertPoint.at_start(root.regions[0].blocks.first))
        listener = self._listener()
        rewriter.extend_from_listener(listener)
        changed = False
        initial: list[Operation] = []
        for region in root.regions:
            for op in region.walk():
                if self.fold and (value := constant_value(op)) is not None:
                    if not self.folder.insert_known_constant(op, value, rewriter):
                        changed = True
                    continue
                initial.append(op)
        self.worklist = list(reversed(initial))
        self._in_worklist = set(self.worklist)
        while self.worklist:
            op = self.worklist.pop()
            if op not in self._in_worklist:
                continue
            self._in_worklist.discard(op)
            if op.parent is None:
                continue
            changed |= self._process(op, rewriter)
        return changed

    def _process(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if is_trivially_dead(op):
            debug(DEBUG_TYPE, lambda: f"erasing dead op: {op.name}")
            rewriter.erase_op(op)
            return True
        if self.fold and self._try_fold(op, rewriter):
            return True
        patterns = getattr(type(op), "canonicalization_patterns", None)
        if patterns is None:
            return False
        for pattern in patterns():
            rewriter.current_operation = op
            rewriter.insertion_point = InsertPoint.before(op)
            rewriter.has_done_action = False
            pattern.match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                debug(DEBUG_TYPE, lambda: f"pattern {type(pattern).__name__} applied to {op.name}")
                return True
        return False

    def _try_fold(self, op: Operation, rewriter: PatternRewriter) -> bool:
        fold = getattr(op, "fold", None)
        if fold is None or constant_value(op) is not None:
            return False
        operands = [self._constant_of(v) for v in op.operands]
        folded = fold(operands)
        if not folded:
            return False
        values: list[SSAValue] = []
        for result, item in zip(op.results, folded):
            if isinstance(item, SSAValue):
                values.append(item)
                continue
            constant = self.folder.materialize(item, result.type, op, rewriter)
            if constant is None:
                return False
            values.append(constant)
        if not op.results:
            rewriter.handle_operation_modification(op)
            return True
        rewriter.replace_op(op, [], values)
        return True

    @staticmethod
    def _constant_of(value: SSAValue) -> Attribute | None:
        owner = value.owner
        return constant_value(owner) if isinstance(owner, Operation) else None

    def _listener(self) -> PatternRewriterListener:
        def inserted(op: Operation) -> None:
            self.push(op)

        def removed(op: Operation) -> None:
            for operand in op.operands:
                if isinstance(operand.owner, Operation):
                    self.push(operand.owner)
            for nested in op.walk():
                self.remove(nested)

        def modified(op: Operation) -> None:
            self.push(op)

        def replaced(op: Operation, new_results) -> None:
            for result in op.results:
                for use in result.uses:
                    self.push(use.operation)

        return PatternRewriterListener(
            operation_insertion_handler=[inserted],
            operation_removal_handler=[removed],
            operation_modification_handler=[modified],
            operation_replacement_handler=[replaced],
        )


@register_pass
@dataclass(frozen=True)
class Canonicalize(ModulePass):
    """Canonicalize operations: fold, apply canonicalization patterns, remove dead code."""

    name = "canonicalize"
    cpp_name = "Canonicalizer"

    max_iterations: int = option(10, "Max. iterations between applying patterns / simplifying regions")
    max_num_rewrites: int = option(-1, "Max. number of pattern rewrites within an iteration")
    region_simplify: str = option("normal", "Perform control flow optimizations to the region tree")
    test_convergence: bool = option(False, "Test only: Fail pass on non-convergence to detect cyclic pattern")
    top_down: bool = option(True, "Seed the worklist in general top-down order")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        GreedyDriver(self.max_iterations).run(op)

