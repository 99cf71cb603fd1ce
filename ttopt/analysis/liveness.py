"""Which operations a value is live across: MLIR's Liveness analysis (mlir/lib/Analysis/Liveness.cpp).

For every block nested in an operation, the values live on entry and on exit
follow the classic backward dataflow (live-in = used ∪ live-out \\ defined,
live-out = ∪ live-in of the successors).  A value used inside an op's regions
counts as used by the block holding that op; values defined in nested regions
count as defined there.  `resolve_liveness(value)` lists the operations from
the value's definition (or the start of each block it is live into) to its
last use (or the end of each block it is live out of), as upstream's
`Liveness::resolveLiveness`, which the shared-memory allocation turns into
an interval of operation ids.
"""

from __future__ import annotations

from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from ttopt.ir.traversal import block_successors, blocks_pre_order


def _users(value: SSAValue) -> list[Operation]:
    return [use.operation for use in value.uses]


def _defining_block(value: SSAValue) -> Block:
    if isinstance(value, BlockArgument):
        return value.block
    return value.owner.parent_block()


class _BlockLiveness:
    """The sets of one block (upstream BlockInfoBuilder and LivenessBlockInfo)."""

    def __init__(self, block: Block):
        self.block = block
        self.live_in: set[SSAValue] = set()
        self.live_out: set[SSAValue] = set()
        self.defined: set[SSAValue] = set()
        self.used: set[SSAValue] = set()
        for argument in block.args:
            self.defined.add(argument)
            self._note_escape(argument)
        for op in block.ops:
            for result in op.results:
                self._note_escape(result)
        for op in block.walk():
            self.defined.update(op.results)
            self.used.update(op.operands)
            for region in op.regions:
                for child in region.blocks:
                    self.defined.update(child.args)
        self.used -= self.defined

    def _note_escape(self, value: SSAValue) -> None:
        """A value used in another block of this block's region is live out of it."""
        region = self.block.parent
        for user in _users(value):
            owner = region.find_ancestor_block_in_region(user.parent_block())
            if owner is not self.block:
                self.live_out.add(value)
                return

    def update_live_in(self) -> bool:
        new_in = (self.used | self.live_out) - self.defined
        if len(new_in) == len(self.live_in):
            return False
        self.live_in = new_in
        return True


class Liveness:
    """Live-in/live-out sets of every block nested in `operation`."""

    def __init__(self, operation: Operation):
        self.blocks: dict[Block, _BlockLiveness] = {}
        worklist: list[Block] = []
        for block in blocks_pre_order(operation):
            info = self.blocks[block] = _BlockLiveness(block)
            if info.update_live_in():
                _add_unique(worklist, block.predecessors())
        while worklist:
            block = worklist.pop()
            info = self.blocks[block]
            for successor in block_successors(block):
                info.live_out |= self.blocks[successor].live_in
            if info.update_live_in():
                _add_unique(worklist, block.predecessors())
        self._positions: dict[Block, dict[Operation, int]] = {}

    def is_live_in(self, block: Block, value: SSAValue) -> bool:
        return value in self.blocks[block].live_in

    def is_live_out(self, block: Block, value: SSAValue) -> bool:
        return value in self.blocks[block].live_out

    def _position(self, op: Operation) -> int:
        block = op.parent_block()
        positions = self._positions.get(block)
        if positions is None:
            positions = self._positions[block] = {o: i for i, o in enumerate(block.ops)}
        return positions[op]

    def _start(self, block: Block, value: SSAValue) -> Operation:
        definer = value.owner if isinstance(value.owner, Operation) else None
        if self.is_live_in(block, value) or definer is None:
            return block.first_op
        return definer

    def _end(self, block: Block, value: SSAValue, start: Operation) -> Operation:
        if self.is_live_out(block, value):
            return block.last_op
        end = start
        for user in _users(value):
            ancestor = block.find_ancestor_op_in_block(user)
            if ancestor is not None and self._position(end) < self._position(ancestor):
                end = ancestor
        return end

    def resolve_liveness(self, value: SSAValue) -> list[Operation]:
        """Every operation (in the blocks it reaches) during which `value` is live."""
        first = _defining_block(value)
        to_process = [first]
        visited = {first}
        for user in _users(value):
            block = user.parent_block()
            if block not in visited:
                visited.add(block)
                to_process.append(block)
        live: list[Operation] = []
        while to_process:
            block = to_process.pop()
            if block.first_op is None:
                continue
            start = self._start(block, value)
            end = self._end(block, value, start)
            op = start
            live.append(op)
            while op is not end:
                op = op.next_op
                live.append(op)
            for successor in block_successors(block):
                if self.is_live_in(successor, value) and successor not in visited:
                    visited.add(successor)
                    to_process.append(successor)
        return live


def _add_unique(worklist: list[Block], blocks) -> None:
    """SetVector::insert of each block."""
    for block in blocks:
        if block not in worklist:
            worklist.append(block)
