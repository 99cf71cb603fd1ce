"""MLIR's rewriter (mlir/lib/IR/PatternMatch.cpp: RewriterBase and its Listener) as the greedy
driver and region simplification use it: every change to the IR goes through `GreedyRewriter`,
which tells a `Listener` about it.

Also the two walks erasure needs, `post_order_blocks` (llvm::post_order over a region's
successor graph) and `drop_all_uses` (Value::dropAllUses), and `uses_of` (a value's uses, read
through the use list's links).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.ir import Block, ErasedSSAValue, Operation, Region, SSAValue, Use
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint, Rewriter

from ttopt.ir.traversal import block_successors, post_order_graph
from ttopt.ir.xdsl_fast_paths import set_operand_at


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
        self.silent_changes = False
        """Set by what changes IR without telling the listener (the folder's constant
        hoisting, region DCE's dead block arguments), for a driver that must know whether
        anything changed; the driver resets it."""

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
        """Each use is set in use-list order and its owner reported modified. (The use list is
        read through its links and each operand set without an OpOperands view: canonicalizing
        a lowered kernel replaces thousands of values.)"""
        if from_value is to_value:
            return
        for use in uses_of(from_value):
            user = use._operation  # pyright: ignore[reportPrivateUsage]
            set_operand_at(user, use._index, to_value)  # pyright: ignore[reportPrivateUsage]
            self.notify_op_modified(user)

    def replace_uses_with_if(self, from_value: SSAValue, to_value: SSAValue, predicate) -> None:
        """replace_all_uses_with for the uses `predicate` accepts."""
        for use in uses_of(from_value):
            if predicate(use):
                user = use._operation  # pyright: ignore[reportPrivateUsage]
                set_operand_at(user, use._index, to_value)  # pyright: ignore[reportPrivateUsage]
                self.notify_op_modified(user)

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
                erased_blocks = list(post_order_blocks(region.blocks.first))
                for block in erased_blocks:
                    for nested in reversed(block.ops):
                        self._erase_tree(nested)
                for block in erased_blocks:
                    for arg in block.args:
                        drop_all_uses(arg)
                    self._drop_block(block)
        self.listener.notify_erased(op)
        for result in op.results:
            if result.first_use is not None:
                drop_all_uses(result)
        if op.parent is not None:
            op.detach()
        # Operation.erase without its last step, which gives each result's uses (none are
        # left) an ErasedSSAValue made for the purpose (~1 us of each of the thousands of
        # ops a canonicalization erases).
        op.drop_all_references()

    def erase_block(self, block: Block) -> None:
        """RewriterBase::eraseBlock: its ops, last first, then the block."""
        self.has_done_action = True
        for op in reversed(block.ops):  # each op's predecessor is read before it is yielded
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


def uses_of(value: SSAValue) -> list[Use]:
    """`list(value.uses)` from the use list's links (`value.uses` builds a view and a generator)."""
    uses = []
    use = value.first_use
    while use is not None:
        uses.append(use)
        use = use._next_use  # pyright: ignore[reportPrivateUsage]
    return uses


def drop_all_uses(value: SSAValue) -> None:
    """Value::dropAllUses: remaining users (about to be erased too) get a stand-in."""
    for use in uses_of(value):
        set_operand_at(use._operation, use._index, ErasedSSAValue(value.type, value))  # pyright: ignore[reportPrivateUsage]


def post_order_blocks(entry: Block) -> list[Block]:
    """llvm::post_order over the successor graph from `entry`, within its region."""
    return post_order_graph(entry, _successors_in_region)


def _successors_in_region(block: Block) -> list[Block]:
    return [s for s in block_successors(block) if s.parent is block.parent]