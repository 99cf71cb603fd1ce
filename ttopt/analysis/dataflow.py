"""A sparse forward dataflow driver over SSA values, with structured control flow.

xDSL's dataflow framework has no region-branch or loop support, so analyses use
this one instead. It follows MLIR's SparseForwardDataFlowAnalysis:
- function entry arguments start at the analysis's entry state;
- an op's results come from its transfer function over its operands' lattices;
- region-carrying control flow (scf.for/if/while, scf.execute_region) and
  block-to-block branches (cf.br/cond_br) move lattices along their edges with
  `join`; values joined from several predecessors meet at block arguments;
- other ops with regions (tt.reduce, tt.scan, ...) give their region arguments
  the entry state;
- regions that cannot execute (an scf.if on a constant condition, an scf.for with
  constant bounds and no iterations) are skipped, as MLIR's dead-code analysis
  does, so their values stay uninitialized.
The function is re-walked in program order until no lattice changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue

L = TypeVar("L")

MAX_SWEEPS = 100


class SparseForwardAnalysis(Generic[L]):
    """Subclasses define the lattice: `uninitialized`, `join`, `entry_state`, `visit_operation`."""

    def __init__(self) -> None:
        self.lattice: dict[SSAValue, L] = {}
        self._changed = False

    # -- the lattice (to override) ---------------------------------------------------

    def uninitialized(self) -> L:
        raise NotImplementedError

    def join(self, lhs: L, rhs: L) -> L:
        raise NotImplementedError

    def entry_state(self, value: SSAValue) -> L:
        """The state of a value nothing is known about (function arguments, ...)."""
        raise NotImplementedError

    def visit_operation(self, op: Operation, operands: list[L]) -> L | None:
        """The state of all of `op`'s results, or None for the entry state."""
        raise NotImplementedError

    def visit_induction_variable(self, op: Operation, argument: BlockArgument) -> L:
        """The state of a loop's induction variable (scf.for's first body argument)."""
        return self.entry_state(argument)

    # -- driver ------------------------------------------------------------------------

    def get(self, value: SSAValue) -> L:
        return self.lattice.get(value, self.uninitialized())

    def update(self, value: SSAValue, new: L) -> None:
        """Join `new` into `value`'s lattice, remembering whether anything changed."""
        old = self.get(value)
        joined = self.join(old, new)
        if joined != old:
            self.lattice[value] = joined
            self._changed = True

    def run(self, function: Operation) -> None:
        body = function.regions[0]
        if not body.blocks:
            return
        for argument in body.blocks.first.args:
            self.update(argument, self.entry_state(argument))
        for _ in range(MAX_SWEEPS):
            self._changed = False
            self._visit_region(body, entry_is_set=True)
            if not self._changed:
                return

    def _visit_region(self, region: Region, entry_is_set: bool) -> None:
        for index, block in enumerate(region.blocks):
            if index > 0 or not entry_is_set:
                self._visit_block_arguments(block)
            for op in block.ops:
                self._visit_op(op)

    def _visit_block_arguments(self, block: Block) -> None:
        """Non-entry blocks: join what each branch passes; others get the entry state."""
        for use in list(block.uses):
            branch = use.operation
            operands = successor_operands(branch, use.index)
            for argument, operand in zip(block.args, operands):
                self.update(argument, self.get(operand))
        if not any(True for _ in block.uses):
            for argument in block.args:
                self.update(argument, self.entry_state(argument))

    def _visit_op(self, op: Operation) -> None:
        name = op.name
        if name == "scf.for":
            self._visit_for(op)
        elif name == "scf.if":
            self._visit_if(op)
        elif name == "scf.while":
            self._visit_while(op)
        elif name == "scf.execute_region":
            self._visit_region(op.regions[0], entry_is_set=True)
            self._join_yields_into(op.regions[0], op.results)
        else:
            for region in op.regions:
                if region.blocks:
                    for argument in region.blocks.first.args:
                        self.update(argument, self.entry_state(argument))
                    self._visit_region(region, entry_is_set=True)
            if op.results:
                state = self.visit_operation(op, [self._operand_state(v) for v in op.operands])
                for result in op.results:
                    self.update(result, state if state is not None else self.entry_state(result))

    def _operand_state(self, value: SSAValue) -> L:
        state = self.get(value)
        if state == self.uninitialized():
            # Upstream's AxisInfo visits such operands with their entry state.
            self.update(value, self.entry_state(value))
            state = self.get(value)
        return state

    def _visit_for(self, op: Operation) -> None:
        lower, upper, _, *inits = op.operands
        body = op.regions[0].blocks.first
        induction, *iter_args = body.args
        for result, init in zip(op.results, inits):
            self.update(result, self.get(init))
        if _constant_int(lower) is not None and _constant_int(upper) is not None:
            if _constant_int(lower) >= _constant_int(upper):
                return
        self.update(induction, self.visit_induction_variable(op, induction))
        for argument, init in zip(iter_args, inits):
            self.update(argument, self.get(init))
        self._visit_region(op.regions[0], entry_is_set=True)
        yielded = _terminator_operands(op.regions[0])
        for argument, result, value in zip(iter_args, op.results, yielded):
            self.update(argument, self.get(value))
            self.update(result, self.get(value))

    def _visit_if(self, op: Operation) -> None:
        condition = _constant_int(op.operands[0])
        regions = [r for r in op.regions if r.blocks]
        if condition is not None:
            regions = [op.regions[0]] if condition else ([op.regions[1]] if op.regions[1].blocks else [])
        for region in regions:
            self._visit_region(region, entry_is_set=True)
            self._join_yields_into(region, op.results)

    def _visit_while(self, op: Operation) -> None:
        before, after = op.regions[0].blocks.first, op.regions[1].blocks.first
        for argument, init in zip(before.args, op.operands):
            self.update(argument, self.get(init))
        self._visit_region(op.regions[0], entry_is_set=True)
        condition = before.last_op
        forwarded = list(condition.operands[1:])
        for argument, result, value in zip(after.args, op.results, forwarded):
            self.update(argument, self.get(value))
            self.update(result, self.get(value))
        self._visit_region(op.regions[1], entry_is_set=True)
        for argument, value in zip(before.args, _terminator_operands(op.regions[1])):
            self.update(argument, self.get(value))

    def _join_yields_into(self, region: Region, results: Sequence[SSAValue]) -> None:
        for result, value in zip(results, _terminator_operands(region)):
            self.update(result, self.get(value))


def _terminator_operands(region: Region) -> Sequence[SSAValue]:
    block = region.blocks.first
    terminator = block.last_op if block is not None else None
    return terminator.operands if terminator is not None else ()


def _constant_int(value: SSAValue) -> int | None:
    owner = value.owner
    if isinstance(owner, Operation) and owner.name == "arith.constant":
        attr = owner.properties.get("value")
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return None


def successor_operands(branch: Operation, successor_index: int) -> Sequence[SSAValue]:
    """The operands a branch passes to its `successor_index`-th successor."""
    if branch.name == "cf.br":
        return branch.operands
    if branch.name == "cf.cond_br":
        sizes = branch.properties["operandSegmentSizes"].get_values()
        true_count, false_count = sizes[1], sizes[2]
        start = 1 if successor_index == 0 else 1 + true_count
        count = true_count if successor_index == 0 else false_count
        return branch.operands[start : start + count]
    return ()
