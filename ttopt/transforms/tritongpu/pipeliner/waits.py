"""Wait counts of the pipelined loops (upstream Pipeliner/WGMMAPipeline.cpp, updateWaits,
minNumInterleavedCommitOps and combineRedundantWaitOps).

A wait on one token may leave outstanding every commit group issued after that token's group:
the minimum, over all paths from the token's definition (through loop iter args, from the loop
entry and from the previous iteration), of the commits between it and the wait. Consecutive waits
with no commit between them then merge into one wait on all their tokens with the smallest count.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.ir import BlockArgument, Operation, SSAValue

from ttopt.dialects.scf import ForOp, IfOp, WhileOp
from ttopt.dialects.ttg.ops import AsyncCommitGroupOp, AsyncWaitOp

UNBOUNDED = 2**31 - 1


def commits_between(first: Operation | None, last: Operation) -> int:
    """Commit groups from `first` up to (not including) `last`, nested regions not counted."""
    count = 0
    op = first
    while op is not None and op is not last:
        count += isinstance(op, AsyncCommitGroupOp)
        op = op.next_op
    return count


class _MinCommits:
    def __init__(self):
        self.best = UNBOUNDED

    def over_histories(self, value: SSAValue, sink: Operation, history: int) -> int:
        owner = value.owner
        if isinstance(owner, Operation):
            history += commits_between(owner.next_op, sink)
            self.best = min(self.best, history)
            return self.best
        if not isinstance(value, BlockArgument):
            return 0
        loop = value.block.parent_op()
        if not isinstance(loop, ForOp):
            return 0
        history += commits_between(value.block.first_op, sink)
        if history >= self.best:
            return self.best
        from_entry = self.over_histories(loop.initArgs[value.index - 1], loop, history)
        terminator = value.block.last_op
        from_previous = self.over_histories(terminator.operands[value.index - 1], terminator, history)
        return min(from_entry, from_previous, self.best)


def min_interleaved_commits(wait: AsyncWaitOp) -> int:
    if len(wait.operands) != 1:
        return 0
    value = wait.operands[0]
    anchor: Operation = wait
    while anchor.parent_region() is not value_region(value):
        anchor = anchor.parent_op()
    return _MinCommits().over_histories(value, anchor, 0)


def value_region(value: SSAValue):
    owner = value.owner
    return owner.parent_region() if isinstance(owner, Operation) else owner.parent


def combine_redundant_waits(waits: list[AsyncWaitOp]) -> None:
    replaced: dict[AsyncWaitOp, AsyncWaitOp] = {}
    for wait in waits:
        if wait in replaced:
            continue
        group, tokens, pending = [wait], list(wait.operands), wait.pending
        op = wait.next_op
        while op is not None and not isinstance(op, AsyncCommitGroupOp | ForOp | IfOp | WhileOp):
            if isinstance(op, AsyncWaitOp):
                group.append(op)
                pending = min(pending, op.pending)
                tokens += op.operands
            op = op.next_op
        if len(group) == 1:
            continue
        merged = AsyncWaitOp(tokens, pending)
        merged.location = wait.location
        wait.parent.insert_op_before(merged, wait)
        for member in group:
            replaced[member] = merged
    for old, new in replaced.items():
        old.retToken.replace_all_uses_with(new.retToken)
        old.detach()
        old.erase()


def update_waits(module: ModuleOp) -> None:
    waits = [op for op in module.walk() if isinstance(op, AsyncWaitOp)]
    for wait in waits:
        wait.num = IntegerAttr(min_interleaved_commits(wait), i32)
    combine_redundant_waits(waits)
