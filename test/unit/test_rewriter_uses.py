"""The rewriter's use-list walks (`uses_of`, `replace_all_uses_with`, `drop_all_uses`) read the
links of a value's use list and set operands without an OpOperands view; they must leave every
use list exactly as xDSL's own replacement leaves it (`replace_all_uses_with`, operand by
operand through the view and xDSL's setter), and report each user modified in use-list order."""

from __future__ import annotations

from xdsl.ir import ErasedSSAValue

from ttopt import registry
from ttopt.ir.parser import parse_buffer
from ttopt.ir.xdsl_fast_paths import XDSL_SET_OPERAND
from ttopt.rewrite.rewriter import GreedyRewriter, Listener, drop_all_uses, uses_of

# %x has five uses in four ops (one op uses it twice); %y already has a use of its own.
KERNEL = """
tt.func @f(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %x, %x : i32
  %2 = arith.subi %0, %x : i32
  %3 = arith.addi %1, %2 : i32
  %4 = arith.xori %3, %x : i32
  tt.return %4 : i32
}
"""


class Modified(Listener):
    def __init__(self) -> None:
        self.ops = []

    def notify_modified(self, op) -> None:
        self.ops.append(op)


def _function_arguments():
    module = parse_buffer(registry.make_context(), KERNEL, "f.mlir")
    function = next(op for op in module.walk() if op.name == "tt.func")
    block = function.regions[0].blocks.first
    return module, block, *block.args


def _use_list(value) -> list[tuple[str, int]]:
    return [(use.operation.name, use.index) for use in value.uses]


def _positions(block, value) -> list[tuple[int, int]]:
    """(op position in the block, operand index) of each use, in use-list order."""
    ops = list(block.ops)
    return [(ops.index(use.operation), use.index) for use in value.uses]


def test_uses_of_lists_the_uses_in_use_list_order():
    _, _, x, _ = _function_arguments()
    assert uses_of(x) == list(x.uses)
    assert len(uses_of(x)) == 5


def test_replace_all_uses_with_leaves_the_use_lists_xdsl_leaves():
    _, ours_block, ours_x, ours_y = _function_arguments()
    _, xdsl_block, xdsl_x, xdsl_y = _function_arguments()
    listener = Modified()
    users_in_order = [use.operation for use in ours_x.uses]
    rewriter = GreedyRewriter(ours_block.first_op)
    rewriter.listener = listener
    rewriter.replace_all_uses_with(ours_x, ours_y)
    for use in tuple(xdsl_x.uses):  # xDSL's replace_all_uses_with, through xDSL's own setter
        XDSL_SET_OPERAND(use.operation.operands, use.index, xdsl_y)
    assert not ours_x.uses and not xdsl_x.uses
    assert _positions(ours_block, ours_y) == _positions(xdsl_block, xdsl_y)
    assert len(_use_list(ours_y)) == 6
    assert listener.ops == users_in_order, "each user reported once per use, in use-list order"
    for op in ours_block.ops:
        assert all(use.index == index for index, use in enumerate(op._operand_uses))
        assert tuple(use_value for use_value in op.operands) == tuple(op._operands)


def test_drop_all_uses_leaves_each_user_a_stand_in():
    _, block, x, _ = _function_arguments()
    users = [(use.operation, use.index) for use in x.uses]
    drop_all_uses(x)
    assert not x.uses
    for op, index in users:
        stand_in = op.operands[index]
        assert isinstance(stand_in, ErasedSSAValue) and stand_in.type == x.type
        assert any(use.operation is op and use.index == index for use in stand_in.uses)
