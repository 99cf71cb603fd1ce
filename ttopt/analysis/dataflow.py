"""A sparse forward dataflow solver over one function, as MLIR's DataFlowSolver runs it.

Upstream analyses (AxisInfo) run in MLIR's framework together with the
DeadCodeAnalysis and SparseConstantPropagation that `createDataFlowSolver()`
loads (mlir/Analysis/DataFlow/{DeadCodeAnalysis,SparseAnalysis,
ConstantPropagationAnalysis}.cpp). xDSL has no such framework, so this module
reproduces what those three compute together:
- liveness: the function's entry block is live; a region-branch op
  (scf.for/if/while/execute_region, ttg.warp_specialize[.partitions]) makes the
  regions its successors name live, a branch (cf.br/cf.cond_br) its successor
  blocks, any other op with regions all of them. Successors come from constant
  operands (an scf.if or cf.cond_br on a known condition takes one way, an
  scf.condition that is known to be true or false too); while any operand of the
  op or terminator has no constant state yet, nothing is live through it.
  (scf.for always may enter its body: this MLIR has no static trip-count rule.)
- constants: SparseConstantPropagation folds every op of a live block whose
  operands all have a constant state (uninitialized operands: wait); an op with
  regions, a call and a failed or in-place fold give "overdefined".
- the analysis lattice L: ops in live blocks are visited once every operand is
  initialized; region-branch results, region arguments and block arguments are
  the join of what their live predecessors pass; the arguments nothing passes
  (scf.for's induction variable, regions of other ops) get the entry state
  (`visit_induction_variable` for the former); call results the entry state.
Values never reached stay uninitialized (rank 0 for AxisInfo).

The function is swept in program order until neither lattice nor liveness
changes: the same fixpoint MLIR's worklist reaches. As MLIR's solver visits an op again only
when an operand's state changed (its dependents are enqueued by propagateIfChanged), a sweep
folds and transfers an op again only if one of its operands changed since the op's last
visit; the other ops would give what they gave (AxisInfo's join is not absorptive for
non-powers of two, so joining the same result twice could even lose divisibility).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Generic, TypeVar

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue

from ttopt.rewrite.folding import simulate_fold
from ttopt.support.class_tests import is_subclass

L = TypeVar("L")

MAX_SWEEPS = 10_000
"""A guard against a non-terminating sweep (every lattice here has finite height)."""


class _Overdefined:
    """The constant lattice's top: not one known constant."""

    def __repr__(self) -> str:
        return "<overdefined>"


OVERDEFINED = _Overdefined()
ConstantState = Attribute | _Overdefined

REGION_BRANCH_OPS = frozenset(
    {"scf.for", "scf.if", "scf.while", "scf.execute_region", "ttg.warp_specialize", "ttg.warp_specialize.partitions"}
)
CALL_OPS = frozenset({"tt.call"})


class SparseForwardAnalysis(Generic[L]):
    """Subclasses define the lattice: `uninitialized`, `is_uninitialized`, `join`,
    `entry_state` and `visit_operation` (plus the optional argument hooks)."""

    def __init__(self) -> None:
        self.lattice: dict[SSAValue, L] = {}
        self.constants: dict[SSAValue, ConstantState] = {}
        self.live_blocks: set[Block] = set()
        self._changed = False
        # A clock ticking at every change of a value's state (lattice or constant), the tick
        # of each value's last change, and the tick at which each op was last transferred.
        self._clock = 0
        self._changed_at: dict[SSAValue, int] = {}
        self._transferred_at: dict[Operation, int] = {}

    # -- the lattice (to override) ---------------------------------------------------

    def uninitialized(self) -> L:
        raise NotImplementedError

    def is_uninitialized(self, state: L) -> bool:
        return state == self.uninitialized()

    def join(self, lhs: L, rhs: L) -> L:
        raise NotImplementedError

    def entry_state(self, value: SSAValue) -> L:
        """The state of a value nothing is known about (function arguments, ...)."""
        raise NotImplementedError

    def visit_operation(self, op: Operation, operands: list[L]) -> L | None:
        """The state of all of `op`'s results, or None for their entry state."""
        raise NotImplementedError

    def visit_induction_variable(self, op: Operation, argument: BlockArgument) -> L | None:
        """The state of scf.for's induction variable; None while it cannot be known yet."""
        return self.entry_state(argument)

    def visit_partition_argument(self, capture: SSAValue, argument: BlockArgument) -> L:
        """The state of a warp-specialize partition's argument, given its explicit capture."""
        return self.entry_state(argument)

    # -- queries -----------------------------------------------------------------------

    def get(self, value: SSAValue) -> L:
        return self.lattice.get(value, self.uninitialized())

    def constant(self, value: SSAValue) -> ConstantState | None:
        """The constant-propagation state: an attribute, OVERDEFINED, or None (uninitialized)."""
        return self.constants.get(value)

    def is_live(self, block: Block) -> bool:
        return block in self.live_blocks

    # -- driver ------------------------------------------------------------------------

    def run(self, function: Operation) -> None:
        body = function.regions[0]
        if not body.blocks:
            return
        entry = body.blocks.first
        self._mark_live(entry)
        for argument in entry.args:
            self._set_entry(argument)
        for _ in range(MAX_SWEEPS):
            self._changed = False
            self._visit_region(body)
            if not self._changed:
                return
        raise RuntimeError(f"dataflow analysis of {function.name} did not converge")

    # -- lattice updates ------------------------------------------------------------------

    def update(self, value: SSAValue, new: L) -> None:
        """Join `new` into `value`'s lattice, remembering whether anything changed."""
        old = self.get(value)
        joined = self.join(old, new)
        if joined != old:
            self.lattice[value] = joined
            self._note_change(value)

    def _update_constant(self, value: SSAValue, new: ConstantState | None) -> None:
        if new is None:
            return
        old = self.constants.get(value)
        joined = new if old is None or old == new else OVERDEFINED
        if joined is not old and joined != old:
            self.constants[value] = joined
            self._note_change(value)

    def _note_change(self, value: SSAValue) -> None:
        self._changed = True
        self._clock += 1
        self._changed_at[value] = self._clock

    def _set_entry(self, value: SSAValue) -> None:
        self.update(value, self.entry_state(value))
        self._update_constant(value, OVERDEFINED)

    def _forward(self, sources: Sequence[SSAValue], targets: Iterable[SSAValue]) -> None:
        """A control-flow edge: each target joins its source's states."""
        for source, target in zip(sources, targets):
            state = self.get(source)
            if not self.is_uninitialized(state):
                self.update(target, state)
            self._update_constant(target, self.constants.get(source))

    def _mark_live(self, block: Block) -> None:
        if block not in self.live_blocks:
            self.live_blocks.add(block)
            self._changed = True

    def _constants_known(self, values: Iterable[SSAValue]) -> bool:
        """getOperandValues: every value has a constant state (else wait)."""
        return all(v in self.constants for v in values)

    def _constant_condition(self, value: SSAValue) -> bool | None:
        """A condition folded to a known integer, else None (both ways possible)."""
        state = self.constants.get(value)
        if isinstance(state, IntegerAttr):
            return state.value.data != 0
        return None

    # -- walking ------------------------------------------------------------------------

    def _visit_region(self, region: Region) -> None:
        for block in region.blocks:
            if block not in self.live_blocks:
                continue
            for op in block.ops:
                self._visit_op(op)

    def _visit_op(self, op: Operation) -> None:
        name = op.name
        if name == "scf.for":
            self._visit_for(op)
        elif name == "scf.if":
            self._visit_if(op)
        elif name == "scf.while":
            self._visit_while(op)
        elif name in ("scf.execute_region", "ttg.warp_specialize"):
            self._visit_single_entry(op)
        elif name == "ttg.warp_specialize.partitions":
            self._visit_partitions(op)
        elif name in CALL_OPS:
            for result in op.results:
                self._set_entry(result)
        else:
            self._visit_regions_of_opaque_op(op)
            if op._successors:  # pyright: ignore[reportPrivateUsage]  (`successors` makes a view)
                self._visit_branch(op)
            if op.results and self._operands_changed_since_last_visit(op):
                self._fold(op)
                self._transfer(op)

    def _operands_changed_since_last_visit(self, op: Operation) -> bool:
        """True on an op's first visit and whenever an operand's state changed since the
        last; notes this visit. (The fold and the transfer read the operands' states and the
        op itself only.)"""
        last = self._transferred_at.get(op)
        self._transferred_at[op] = self._clock
        if last is None:
            return True
        changed_at = self._changed_at
        for value in op._operands:  # pyright: ignore[reportPrivateUsage]
            if changed_at.get(value, 0) > last:
                return True
        return False

    def _transfer(self, op: Operation) -> None:
        # The operand tuple, not the `operands` view: every op of every sweep comes here.
        operands = [self.get(v) for v in op._operands]  # pyright: ignore[reportPrivateUsage]
        if any(self.is_uninitialized(state) for state in operands):
            return  # not ready: visited again once every operand is known
        state = self.visit_operation(op, operands)
        for result in op.results:
            self.update(result, state if state is not None else self.entry_state(result))

    def _visit_regions_of_opaque_op(self, op: Operation) -> None:
        """An op that does not say how control enters its regions: all are live,
        their arguments unknown."""
        for region in op.regions:
            if not region.blocks:
                continue
            entry = region.blocks.first
            self._mark_live(entry)
            for argument in entry.args:
                self._set_entry(argument)
            self._visit_region(region)

    def _visit_branch(self, op: Operation) -> None:
        """BranchOpInterface: the successors the (constant) operands allow."""
        if not self._constants_known(op.operands):
            return
        indices = range(len(op.successors))
        if op.name == "cf.cond_br":
            taken = self._constant_condition(op.operands[0])
            if taken is not None:
                indices = [0 if taken else 1]
        for index in indices:
            block = op.successors[index]
            self._mark_live(block)
            self._forward(successor_operands(op, index), block.args)

    # -- structured control flow ----------------------------------------------------------

    def _enter(self, region: Region, sources: Sequence[SSAValue]) -> Block | None:
        """Make a region's entry block live and pass it `sources`."""
        entry = region.blocks.first
        if entry is None:
            return None
        self._mark_live(entry)
        self._forward(sources, entry.args)
        return entry

    def _yields(self, region: Region) -> list[Operation]:
        """The terminators that leave a region (live blocks only, operands known)."""
        found = []
        for block in region.blocks:
            terminator = block.last_op
            leaves = block in self.live_blocks and terminator is not None and not terminator.successors
            if leaves and self._constants_known(terminator.operands):
                found.append(terminator)
        return found

    def _visit_for(self, op: Operation) -> None:
        if not self._constants_known(op.operands):
            return
        inits = op.operands[3:]
        body = op.regions[0]
        entry = self._enter(body, ())
        induction, *iter_args = entry.args
        self._forward(inits, iter_args)
        self._forward(inits, op.results)
        state = self.visit_induction_variable(op, induction)
        if state is not None:
            self.update(induction, state)
        self._update_constant(induction, OVERDEFINED)
        self._visit_region(body)
        for terminator in self._yields(body):
            self._forward(terminator.operands, iter_args)
            self._forward(terminator.operands, op.results)

    def _visit_if(self, op: Operation) -> None:
        if not self._constants_known(op.operands):
            return
        then_region, else_region = op.regions[0], op.regions[1]
        taken = self._constant_condition(op.operands[0])
        regions = [then_region, else_region]
        if taken is not None:
            regions = [then_region if taken else else_region]
        for region in regions:
            if not region.blocks:
                continue  # an absent else: control goes straight back to the parent
            self._enter(region, ())
            self._visit_region(region)
            for terminator in self._yields(region):
                self._forward(terminator.operands, op.results)

    def _visit_while(self, op: Operation) -> None:
        if not self._constants_known(op.operands):
            return
        before, after = op.regions[0], op.regions[1]
        before_entry = self._enter(before, op.operands)
        self._visit_region(before)
        for condition in self._yields(before):
            forwarded = condition.operands[1:]
            taken = self._constant_condition(condition.operands[0])
            if taken is not False:
                self._enter(after, forwarded)
            if taken is not True:
                self._forward(forwarded, op.results)
        if after.blocks.first in self.live_blocks:
            self._visit_region(after)
            for terminator in self._yields(after):
                self._forward(terminator.operands, before_entry.args)

    def _visit_single_entry(self, op: Operation) -> None:
        """scf.execute_region, ttg.warp_specialize: the first region runs once and
        its terminators return to the parent; warp_specialize also enters the
        region holding its partitions."""
        if not self._constants_known(op.operands):
            return
        region = op.regions[0]
        self._enter(region, ())
        self._visit_region(region)
        for terminator in self._yields(region):
            self._forward(terminator.operands, op.results)
        if op.name == "ttg.warp_specialize":
            holder = op.regions[1]
            self._enter(holder, ())
            self._visit_region(holder)

    def _visit_partitions(self, op: Operation) -> None:
        """Each partition region is entered with the explicit captures of the
        enclosing ttg.warp_specialize as its arguments."""
        captures = op.parent_op().operands
        for region in op.regions:
            entry = self._enter(region, ())
            if entry is None:
                continue
            for capture, argument in zip(captures, entry.args):
                self.update(argument, self.visit_partition_argument(capture, argument))
                self._update_constant(argument, OVERDEFINED)
            self._visit_region(region)

    # -- constant propagation -----------------------------------------------------------

    def _fold(self, op: Operation) -> None:
        """SparseConstantPropagation::visitOperation."""
        if op.regions:
            for result in op.results:
                self._update_constant(result, OVERDEFINED)
            return
        states = [self.constants.get(v) for v in op._operands]  # pyright: ignore[reportPrivateUsage]
        if any(state is None for state in states):
            return
        constants = [state if is_subclass(type(state), Attribute) else None for state in states]

        folded = simulate_fold(op, constants)
        if folded is None:
            for result in op.results:
                self._update_constant(result, OVERDEFINED)
            return
        for result, value in zip(op.results, folded):
            if isinstance(value, SSAValue):
                self._update_constant(result, self.constants.get(value))
            else:
                self._update_constant(result, value)


def successor_operands(branch: Operation, successor_index: int) -> Sequence[SSAValue]:
    """The operands a branch passes to its `successor_index`-th successor."""
    indices = getattr(branch, "successor_operand_indices", None)
    if indices is not None:
        return [branch.operands[i] for i in indices(successor_index)]
    if branch.name == "cf.br":
        return branch.operands
    return ()
