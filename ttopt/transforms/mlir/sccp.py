"""`sccp`: MLIR's sparse conditional constant propagation (mlir/lib/Transforms/SCCP.cpp).

The analysis is what MLIR's DataFlowSolver computes with DeadCodeAnalysis and
SparseConstantPropagation loaded (mlir/lib/Analysis/DataFlow/DeadCodeAnalysis.cpp,
SparseAnalysis.cpp, ConstantPropagationAnalysis.cpp), over the whole module and across calls:

- Liveness. The module's block is live. A callable (`tt.func`, `llvm.func`) is entered when
  its callers are not all known (it is public, or its symbol has a use other than a call) or
  once a live call reaches it. A region-branch op (`scf.for/if/while/execute_region`,
  `ttg.warp_specialize`) enters the regions its constant operands allow, and its region
  terminators (`scf.yield`, `scf.condition`, `ttg.warp_yield`) go where their constant
  operands allow; `ttg.warp_specialize` enters only its default region, so partition
  regions stay unanalyzed as upstream's. A branch (`cf.cond_br` on a constant) makes the
  edges to its possible successors live; any other op with regions (`tt.reduce`,
  `tt.scan`...) enters all of them. Control never flows through an op while one of its
  operands has no state yet.
- Constants. Each value is uninitialized, a constant (with the dialect of the op that folded
  to it) or overdefined. An op of a live block is folded on the constants of its operands
  (`fold`, then its traits' folders), once none is uninitialized; an in-place fold, a
  failed fold and an op with regions give overdefined results. Block arguments, region
  arguments and the results of region-branch ops and calls join what their live
  predecessors pass; the arguments nothing passes (scf.for's induction variable, the regions
  of other ops, the entry of a callable whose callers are unknown) are overdefined.

The solver is a FIFO worklist of ops, run to the fixpoint. ttopt.analysis.dataflow (AxisInfo's
solver) is not reused: it is per function, not interprocedural, keeps no dialect for a
constant, and enters warp-specialize partitions, which upstream's SCCP does not.

The rewrite then follows SCCP.cpp's `rewrite`: blocks are taken from a LIFO worklist
(the module's blocks, then the blocks of each op's regions, so that the regions of a block's
last op come first); in each block every op's results are replaced by constants where
their state is a constant, the op is erased when all were replaced and it would be
trivially dead (its regions are then never visited), and the block's arguments are
replaced last. Constants come from an OperationFolder of the pass's own
(FoldUtils.cpp `getOrCreateConstant`): one per (dialect, value, type) in each insertion
region (that of the nearest isolated-from-above op), each new one built by the dialect's
materializer at the front of that region's entry block with an unknown location, so that
the constants end up in the reverse order of their creation. Existing constant ops are
recreated that way, then erased as dead; values in blocks that are never live are left
alone, as are the blocks themselves.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, IntegerType, ModuleOp, UnknownLoc
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import IsTerminator

from ttopt.dialects.folding import materialize_constant
from ttopt.ir.debug import debug
from ttopt.ir.printer import print_attribute_text, print_op_for_diagnostic
from ttopt.rewrite.folding import insertion_region, simulate_fold
from ttopt.rewrite.side_effects import would_op_be_trivially_dead
from ttopt.transforms.triton.utility import (
    is_symbol,
    is_symbol_table,
    nearest_symbol_table,
    resolve_symbol,
    symbol_uses,
    visibility,
)

DEBUG_TYPE = "constant-propagation"
"""The tag of upstream's SparseConstantPropagation, which reports each op it folds."""

LIVENESS_DEBUG_TYPE = "dead-code-analysis"

# -- the lattice -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ConstantValue:
    """MLIR's ConstantValue once initialized: a constant and the dialect that materializes it,
    or `value=None` for overdefined (unknown)."""

    value: Attribute | None
    dialect: str | None = None

    @property
    def is_overdefined(self) -> bool:
        return self.value is None


OVERDEFINED = ConstantValue(None)


def join(old: ConstantValue | None, new: ConstantValue) -> ConstantValue:
    """ConstantValue::join: equal constants keep the first dialect; different ones are unknown."""
    if old is None:
        return new
    return old if old.value == new.value else OVERDEFINED


def bool_constant(state: ConstantValue | None) -> bool | None:
    """A `BoolAttr` (an i1 IntegerAttr) the state holds, else None."""
    value = state.value if state is not None else None
    if isinstance(value, IntegerAttr) and isinstance(value.type, IntegerType) and value.type.width.data == 1:
        return value.value.data != 0
    return None


# -- region control flow (RegionBranchOpInterface of the ops ttopt has) -----------------------------


@dataclass(frozen=True)
class RegionSuccessor:
    """Where control goes: a region's entry (`region`) or back to the parent op (None);
    `inputs` receive the forwarded operands."""

    region: Region | None
    inputs: Sequence[SSAValue]


REGION_BRANCH_OPS = frozenset({"scf.for", "scf.if", "scf.while", "scf.execute_region", "ttg.warp_specialize"})


def is_region_branch(op: Operation) -> bool:
    return op.name in REGION_BRANCH_OPS


def _region_entry(region: Region) -> RegionSuccessor:
    entry = region.blocks.first
    return RegionSuccessor(region, tuple(entry.args) if entry is not None else ())


def _to_parent(op: Operation) -> RegionSuccessor:
    return RegionSuccessor(None, tuple(op.results))


def entry_forwarded(op: Operation) -> Sequence[SSAValue]:
    """getEntrySuccessorOperands: what the op passes into its regions (or its results)."""
    if op.name == "scf.for":
        return op.operands[3:]
    if op.name == "scf.while":
        return op.operands
    return ()


def entry_successors(op: Operation, constants: Sequence[ConstantValue]) -> list[RegionSuccessor]:
    """getEntrySuccessorRegions on the constant operands."""
    if op.name == "scf.for":
        body = op.regions[0]
        return [RegionSuccessor(body, tuple(body.blocks.first.args[1:])), _to_parent(op)]
    if op.name == "scf.if":
        return _if_successors(op, bool_constant(constants[0]))
    # scf.while enters `before`; execute_region its body; warp_specialize its default region.
    return [_region_entry(op.regions[0])]


def _if_successors(op: Operation, condition: bool | None) -> list[RegionSuccessor]:
    then_region, else_region = op.regions
    if condition is not None:
        taken = then_region if condition else else_region
        return [_region_entry(taken) if taken.blocks else _to_parent(op)]
    return [_region_entry(then_region), _region_entry(else_region) if else_region.blocks else _to_parent(op)]


def terminator_forwarded(op: Operation) -> Sequence[SSAValue]:
    """RegionBranchTerminatorOpInterface::getSuccessorOperands."""
    return op.operands[1:] if op.name == "scf.condition" else op.operands


def terminator_successors(
    op: Operation, parent: Operation, constants: Sequence[ConstantValue]
) -> list[RegionSuccessor]:
    """Where a region terminator of a region-branch op goes, on its constant operands."""
    if op.name == "scf.condition":
        condition = bool_constant(constants[0])
        successors = []
        if condition is not False:
            successors.append(_region_entry(parent.regions[1]))
        if condition is not True:
            successors.append(_to_parent(parent))
        return successors
    if parent.name == "scf.for":
        body = parent.regions[0]
        return [RegionSuccessor(body, tuple(body.blocks.first.args[1:])), _to_parent(parent)]
    if parent.name == "scf.while":
        return [_region_entry(parent.regions[0])]  # the `after` region loops back to `before`
    return [_to_parent(parent)]


# -- calls ---------------------------------------------------------------------------------------------

CALLABLE_OPS = frozenset({"tt.func", "llvm.func"})
RETURN_OPS = frozenset({"tt.return", "llvm.return"})


def is_callable(op: Operation) -> bool:
    return op.name in CALLABLE_OPS


def is_call(op: Operation) -> bool:
    return op.name in ("tt.call", "llvm.call")


def call_arguments(call: Operation) -> Sequence[SSAValue]:
    """CallOpInterface::getArgOperands."""
    if call.name == "llvm.call":
        return call.callee_operands if call.callee is not None else call.callee_operands[1:]
    return call.operands


def resolve_callee(call: Operation) -> Operation | None:
    """resolveCallableInTable: the callable the call's symbol names, if any."""
    callee = call.properties.get("callee")
    table = nearest_symbol_table(call.parent_op()) if call.parent_op() is not None else None
    if callee is None or table is None:
        return None
    found = resolve_symbol(table, callee)
    return found[-1] if found and is_callable(found[-1]) else None


def has_body(callable_op: Operation) -> bool:
    return bool(callable_op.regions) and callable_op.regions[0].blocks.first is not None


def is_region_or_callable_return(op: Operation) -> bool:
    """The terminator of a block of a region-branch op's or a callable's region."""
    block = op.parent
    if block is None or op.successors or block.last_op is not op:
        return False
    if not op.has_trait(IsTerminator, value_if_unregistered=False):
        return False
    parent = block.parent_op()
    return parent is not None and (is_region_branch(parent) or is_callable(parent))


def callables_with_unknown_callers(top: Operation) -> set[Operation]:
    """DeadCodeAnalysis::initializeSymbolCallables: callables that may be called from where
    the analysis cannot see (public ones, and those whose symbol is used other than by a call)."""
    unknown: set[Operation] = set()
    for table in [op for op in top.walk() if is_symbol_table(op)]:
        callables = [op for block in table.regions[0].blocks for op in block.ops if is_callable(op) and has_body(op)]
        unknown.update(op for op in callables if is_symbol(op) and visibility(op) == "public")
        if not callables:
            continue
        for user, ref in symbol_uses_in_region(table):
            if is_call(user):
                continue
            unknown.update(symbol for symbol in resolve_symbol(table, ref) if is_callable(symbol))
    return unknown


def symbol_uses_in_region(table: Operation) -> Iterable[tuple[Operation, Attribute]]:
    """SymbolTable::getSymbolUses of a symbol table's region (its own attributes excluded)."""
    for block in table.regions[0].blocks:
        for op in block.ops:
            yield from symbol_uses(op)


# -- the solver ----------------------------------------------------------------------------------------


def _text(op: Operation) -> str:
    return print_op_for_diagnostic(op, generic=False)


class ConstantPropagationSolver:
    """DeadCodeAnalysis + SparseConstantPropagation over `top`, run to their fixpoint."""

    def __init__(self, top: Operation):
        self.top = top
        self.states: dict[SSAValue, ConstantValue] = {}
        self.live_blocks: set[Block] = set()
        self.live_edges: set[tuple[Block, Block]] = set()
        self.callsites: dict[Operation, list[Operation]] = {}
        self.unknown_callers: set[Operation] = set()
        self._worklist: deque[Operation] = deque()
        self._queued: set[Operation] = set()

    # -- queries --

    def state(self, value: SSAValue) -> ConstantValue | None:
        """The value's state; None while uninitialized."""
        return self.states.get(value)

    def is_live(self, block: Block) -> bool:
        return block in self.live_blocks

    # -- driver --

    def run(self) -> None:
        self.unknown_callers = callables_with_unknown_callers(self.top)
        for region in self.top.regions:
            if region.blocks.first is not None:
                self._mark_live(region.blocks.first)
        while self._worklist:
            op = self._worklist.popleft()
            self._queued.discard(op)
            self._visit(op)

    def _enqueue(self, op: Operation) -> None:
        if op not in self._queued:
            self._queued.add(op)
            self._worklist.append(op)

    # -- state updates --

    def _join(self, value: SSAValue, new: ConstantValue | None) -> None:
        """Join `new` into the value's state; its users are visited again on a change."""
        if new is None:
            return
        old = self.states.get(value)
        joined = join(old, new)
        if old is not None and joined.value == old.value:
            return
        self.states[value] = joined
        for use in value.uses:
            self._enqueue(use.operation)

    def _set_overdefined(self, values: Iterable[SSAValue]) -> None:
        for value in values:
            self._join(value, OVERDEFINED)

    def _forward(self, sources: Sequence[SSAValue], targets: Sequence[SSAValue]) -> None:
        for source, target in zip(sources, targets):
            self._join(target, self.states.get(source))

    def _mark_live(self, block: Block) -> None:
        if block in self.live_blocks:
            return
        debug(LIVENESS_DEBUG_TYPE, lambda: f"Marking block live: {_block_label(block)}")
        self.live_blocks.add(block)
        for op in block.ops:
            self._enqueue(op)

    def _constants(self, values: Sequence[SSAValue]) -> list[ConstantValue] | None:
        """getOperandValues: every value's state, or None while one is uninitialized."""
        states = [self.states.get(v) for v in values]
        return None if any(s is None for s in states) else states

    # -- visiting an op --

    def _visit(self, op: Operation) -> None:
        if op.parent is None or op.parent not in self.live_blocks:
            return
        if is_call(op):
            self._visit_call(op)
        if op.regions:
            if is_region_branch(op):
                self._visit_region_branch(op)
            elif is_callable(op):
                self._visit_callable(op)
            else:
                self._enter_all_regions(op)
        if is_region_or_callable_return(op):
            parent = op.parent.parent_op()
            if is_region_branch(parent):
                self._visit_region_terminator(op, parent)
            else:
                self._visit_callable_terminator(op, parent)
        if op.successors:
            self._visit_branch(op)
        if op.results and not is_region_branch(op) and not is_call(op):
            self._visit_results(op)

    def _visit_results(self, op: Operation) -> None:
        """SparseConstantPropagation::visitOperation."""
        debug(DEBUG_TYPE, lambda: f"SCP: Visiting operation: {_text(op)}")
        if op.regions:
            self._set_overdefined(op.results)
            return
        constants = self._constants(op.operands)
        if constants is None:
            return
        folded = simulate_fold(op, [c.value for c in constants])
        if folded is None:
            self._set_overdefined(op.results)
            return
        for result, value in zip(op.results, folded):
            if isinstance(value, SSAValue):
                debug(DEBUG_TYPE, lambda value=value: f"Folded to value: {_value_text(value)}")
                self._join(result, self.states.get(value))
            else:
                debug(DEBUG_TYPE, lambda value=value: f"Folded to constant: {print_attribute_text(value)}")
                self._join(result, ConstantValue(value, op.dialect_name()))

    def _flow(self, operands: Sequence[SSAValue], successor: RegionSuccessor, branch: Operation) -> None:
        """One region-control-flow edge: the successor is live, its inputs join the forwarded
        operands and the values it defines that nothing forwards are overdefined."""
        if successor.region is None:
            targets = branch.results
        else:
            entry = successor.region.blocks.first
            if entry is None:
                return
            self._mark_live(entry)
            targets = entry.args
        self._forward(operands, successor.inputs)
        inputs = set(successor.inputs)
        self._set_overdefined(v for v in targets if v not in inputs)

    def _visit_region_branch(self, op: Operation) -> None:
        constants = self._constants(op.operands)
        if constants is None:
            return
        for successor in entry_successors(op, constants):
            self._flow(entry_forwarded(op), successor, op)

    def _visit_region_terminator(self, op: Operation, parent: Operation) -> None:
        constants = self._constants(op.operands)
        if constants is None:
            return
        for successor in terminator_successors(op, parent, constants):
            self._flow(terminator_forwarded(op), successor, parent)

    def _enter_all_regions(self, op: Operation) -> None:
        """An op that does not say how control enters its regions: all of them, and nothing is
        known of their arguments."""
        for region in op.regions:
            entry = region.blocks.first
            if entry is not None:
                self._mark_live(entry)
                self._set_overdefined(entry.args)

    def _visit_branch(self, op: Operation) -> None:
        """DeadCodeAnalysis::visitBranchOperation; then the successors' arguments join what
        each live edge passes."""
        constants = self._constants(op.operands)
        if constants is None:
            return
        indices = range(len(op.successors))
        if op.name == "cf.cond_br" and (taken := bool_constant(constants[0])) is not None:
            indices = [0 if taken else 1]
        forwards = getattr(op, "successor_operand_indices", None)
        for index in indices:
            successor = op.successors[index]
            self.live_edges.add((op.parent, successor))
            self._mark_live(successor)
            if forwards is None:
                self._set_overdefined(successor.args)
            else:
                self._forward([op.operands[i] for i in forwards(index)], successor.args)

    # -- calls --

    def _visit_callable(self, op: Operation) -> None:
        """A callable's body runs when its callers are unknown (arguments: overdefined) or once
        a live call reaches it."""
        if op in self.unknown_callers and has_body(op):
            entry = op.regions[0].blocks.first
            self._mark_live(entry)
            self._set_overdefined(entry.args)

    def _visit_call(self, call: Operation) -> None:
        callee = resolve_callee(call)
        if callee is None or not has_body(callee) or not self.top.is_ancestor(callee):
            self._set_overdefined(call.results)
            return
        sites = self.callsites.setdefault(callee, [])
        if call not in sites:
            sites.append(call)
        entry = callee.regions[0].blocks.first
        self._mark_live(entry)
        if callee in self.unknown_callers:
            self._set_overdefined(entry.args)
        else:
            self._forward(call_arguments(call), entry.args)
        for terminator in self._live_returns(callee):
            self._return_into(terminator, call)

    def _live_returns(self, callee: Operation) -> list[Operation]:
        return [
            block.last_op
            for block in callee.regions[0].blocks
            if block in self.live_blocks and block.last_op is not None and is_region_or_callable_return(block.last_op)
        ]

    def _visit_callable_terminator(self, op: Operation, callable_op: Operation) -> None:
        for call in self.callsites.get(callable_op, ()):
            self._return_into(op, call)

    def _return_into(self, terminator: Operation, call: Operation) -> None:
        if terminator.name in RETURN_OPS:
            self._forward(terminator.operands, call.results)
        else:
            self._set_overdefined(call.results)


def _value_text(value: SSAValue) -> str:
    """Value::print: the defining op, or what a block argument is."""
    if isinstance(value.owner, Operation):
        return _text(value.owner)
    return f"<block argument> of type '{print_attribute_text(value.type)}' at index: {value.index}"


def _block_label(block: Block) -> str:
    parent = block.parent_op()
    return f"block in {parent.name if parent is not None else '<detached>'}"


# -- the rewrite ---------------------------------------------------------------------------------------


class ConstantFolder:
    """The OperationFolder of the rewrite: constants uniqued per insertion region."""

    def __init__(self) -> None:
        self.scopes: dict[Region, dict[tuple[str, Attribute, Attribute], Operation]] = {}

    def get_or_create(self, block: Block, dialect: str, value: Attribute, type_: Attribute) -> SSAValue | None:
        region = insertion_region(block)
        constants = self.scopes.setdefault(region, {})
        key = (dialect, value, type_)
        existing = constants.get(key)
        if existing is not None:
            return existing.results[0]
        constant = materialize_constant(dialect, value, type_)
        if constant is None:
            return None
        constant.location = UnknownLoc()
        entry = region.blocks.first
        if entry.first_op is None:
            entry.add_op(constant)
        else:
            entry.insert_op_before(constant, entry.first_op)
        built_key = (constant.dialect_name(), value, type_)
        if built_key != key:
            # The dialect built a constant of another dialect: one of those may exist already.
            twin = constants.get(built_key)
            if twin is not None:
                constant.detach()
                constant.erase()
                constant = twin
            else:
                constants[built_key] = constant
        constants[key] = constant
        return constant.results[0]


class ConstantRewriter:
    """SCCP.cpp's `rewrite` with the solver's states."""

    def __init__(self, solver: ConstantPropagationSolver):
        self.solver = solver
        self.folder = ConstantFolder()

    def run(self, regions: Sequence[Region]) -> None:
        worklist: list[Block] = []
        self._push_regions(worklist, regions)
        while worklist:
            block = worklist.pop()
            op = block.first_op
            while op is not None:
                following = op.next_op
                self._rewrite_op(op, worklist)
                op = following
            for argument in block.args:
                self.replace_with_constant(argument, block)

    @staticmethod
    def _push_regions(worklist: list[Block], regions: Sequence[Region]) -> None:
        for region in regions:
            worklist.extend(reversed(list(region.blocks)))

    def _rewrite_op(self, op: Operation, worklist: list[Block]) -> None:
        replaced_all = bool(op.results)
        for result in op.results:
            replaced_all &= self.replace_with_constant(result, op.parent)
        if replaced_all and would_op_be_trivially_dead(op):
            op.detach()
            op.erase()
            return
        self._push_regions(worklist, op.regions)

    def replace_with_constant(self, value: SSAValue, block: Block) -> bool:
        state = self.solver.state(value)
        if state is None or state.is_overdefined:
            return False
        constant = self.folder.get_or_create(block, state.dialect, state.value, value.type)
        if constant is None:
            return False
        value.replace_all_uses_with(constant)
        return True


@dataclass(frozen=True)
class SCCP(ModulePass):
    """Sparse Conditional Constant Propagation"""

    name = "sccp"
    cpp_name = "SCCP"
    cpp_file = "mlir/lib/Transforms/SCCP.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        solver = ConstantPropagationSolver(op)
        solver.run()
        ConstantRewriter(solver).run(op.regions)
