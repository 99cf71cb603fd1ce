"""The `cf` dialect: unstructured branches (what scf lowers to before LLVM).

Each op's canonicalization patterns (mlir/lib/Dialect/ControlFlow/IR/ControlFlowOps.cpp) are
defined below the ops and returned by its `canonicalization_patterns`, in upstream's order.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, StringAttr, i1, i32
from xdsl.ir import Attribute, Block, BlockArgument, Dialect, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    opt_prop_def,
    prop_def,
    successor_def,
    traits_def,
    var_operand_def,
)
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.arith import ConstantOp, SelectOp
from ttopt.dialects.constraints import is_signless_integer, type_text
from ttopt.dialects.folding import constant_int, constant_of, is_one_int
from ttopt.ir.assembly_format import DenseArrayStyle, StrStyle, assembly_format
from ttopt.ir.op_definition import irdl_op_definition


def _condition_is_i1(state) -> None:
    state.types["condition"] = [i1]


def _check_successor_operands(block: Block, operands: Sequence[SSAValue], what: str) -> None:
    if len(block.args) != len(operands):
        raise VerifyException(
            f"branch has {len(operands)} operands for successor #{what}, but target block has {len(block.args)}"
        )
    for index, (arg, value) in enumerate(zip(block.args, operands)):
        if arg.type != value.type:
            raise VerifyException(
                f"type mismatch for bb argument #{index} of successor #{what}: "
                f"'{type_text(value.type)}' vs '{type_text(arg.type)}'"
            )


@assembly_format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
@irdl_op_definition
class BranchOp(IRDLOperation):
    name = "cf.br"
    destOperands = var_operand_def()
    dest = successor_def()
    traits = traits_def(IsTerminator(), Pure())

    def __init__(self, dest: Block, *operands: SSAValue):
        super().__init__(operands=[list(operands)], successors=[dest])

    def verify_(self) -> None:
        _check_successor_operands(self.dest, self.destOperands, "0")

    # BranchOpInterface: which operands each successor receives, and editing them.

    def successor_operand_indices(self, index: int) -> list[int]:
        return list(range(len(self.operands)))

    def append_successor_operands(self, index: int, values: Sequence[SSAValue]) -> None:
        self.operands = [*self.operands, *values]

    def erase_successor_operand(self, index: int, position: int) -> None:
        self.operands = [v for i, v in enumerate(self.operands) if i != position]

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (BranchCanonicalizer(),)


@assembly_format(
    "$condition (`weights` `(` $branch_weights^ `)` )? `,` "
    "$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
    "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    styles={"branch_weights": DenseArrayStyle()},
    infer=_condition_is_i1,
)
@irdl_op_definition
class ConditionalBranchOp(IRDLOperation):
    name = "cf.cond_br"
    condition = operand_def()
    trueDestOperands = var_operand_def()
    falseDestOperands = var_operand_def()
    branch_weights = opt_prop_def(DenseArrayBase)
    trueDest = successor_def()
    falseDest = successor_def()
    traits = traits_def(IsTerminator(), Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(self, condition: SSAValue, true_dest: Block, true_operands: Sequence[SSAValue],
                 false_dest: Block, false_operands: Sequence[SSAValue]):
        super().__init__(
            operands=[condition, list(true_operands), list(false_operands)],
            successors=[true_dest, false_dest],
        )

    def verify_(self) -> None:
        if not is_signless_integer(self.condition.type, 1):
            raise VerifyException(f"operand #0 must be 1-bit signless integer, but got '{type_text(self.condition.type)}'")
        _check_successor_operands(self.trueDest, self.trueDestOperands, "0")
        _check_successor_operands(self.falseDest, self.falseDestOperands, "1")

    # BranchOpInterface: which operands each successor receives, and editing them.

    def successor_operand_indices(self, index: int) -> list[int]:
        first = 1 if index == 0 else 1 + len(self.trueDestOperands)
        count = len(self.trueDestOperands) if index == 0 else len(self.falseDestOperands)
        return list(range(first, first + count))

    def append_successor_operands(self, index: int, values: Sequence[SSAValue]) -> None:
        current = [self.operands[i] for i in self.successor_operand_indices(index)]
        self._set_successor_operands(index, [*current, *values])

    def erase_successor_operand(self, index: int, position: int) -> None:
        current = [self.operands[i] for i in self.successor_operand_indices(index)]
        del current[position]
        self._set_successor_operands(index, current)

    def _set_successor_operands(self, index: int, values: Sequence[SSAValue]) -> None:
        true_values = list(values) if index == 0 else list(self.trueDestOperands)
        false_values = list(values) if index == 1 else list(self.falseDestOperands)
        self.operands = [self.condition, *true_values, *false_values]
        sizes = [1, len(true_values), len(false_values)]
        self.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, sizes)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (
            SimplifyConstCondBranchPred(), SimplifyPassThroughCondBranch(), SimplifyCondBranchIdenticalSuccessors(),
            SimplifyCondBranchFromCondBranchOnSameCondition(), CondBranchTruthPropagation(),
        )


def _arg_is_i1(state) -> None:
    state.types["arg"] = [i1]


@assembly_format("$arg `,` $msg attr-dict", styles={"msg": StrStyle()}, infer=_arg_is_i1)
@irdl_op_definition
class AssertOp(IRDLOperation):
    name = "cf.assert"
    arg = operand_def()
    msg = prop_def(StringAttr)

    def __init__(self, arg: SSAValue, message: str):
        super().__init__(operands=[arg], properties={"msg": StringAttr(message)})

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (EraseAssertTrue(),)


CF = Dialect("cf", [BranchOp, ConditionalBranchOp, AssertOp])


# == canonicalization (mlir/lib/Dialect/ControlFlow/IR/ControlFlowOps.cpp) ===========================


def _located(op: Operation, location: Attribute) -> Operation:
    op.location = location
    return op


def _predecessor_edges(block: Block) -> list[Block]:
    """The block of each branch edge into `block` (one per successor use)."""
    return [use.operation.parent for use in block.uses]


def _single_predecessor(block: Block) -> Block | None:
    """Block::getSinglePredecessor: exactly one incoming edge."""
    edges = _predecessor_edges(block)
    return edges[0] if len(edges) == 1 else None


def _unique_predecessor(block: Block) -> Block | None:
    """Block::getUniquePredecessor: every incoming edge comes from the same block."""
    edges = _predecessor_edges(block)
    return edges[0] if edges and all(e is edges[0] for e in edges) else None


def _collapse_branch(successor: Block, operands: Sequence[SSAValue]) -> tuple[Block, list[SSAValue]] | None:
    """A successor holding only `cf.br` to another block can be skipped: the new target and
    the operands to pass it."""
    branch = successor.first_op
    if not isinstance(branch, BranchOp) or branch is not successor.last_op:
        return None
    if any(use.operation is not branch for arg in successor.args for use in arg.uses):
        return None
    target = branch.dest
    if target is successor:
        return None
    forwarded = []
    for value in branch.destOperands:
        if isinstance(value, BlockArgument) and value.block is successor:
            forwarded.append(operands[value.index])
        else:
            forwarded.append(value)
    return target, forwarded


class BranchCanonicalizer(RewritePattern):
    """BranchOp::canonicalize: merge a successor with this single predecessor into its
    block, or jump over a successor that only branches on."""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, BranchOp):
            return
        if self._merge_single_predecessor(op, rewriter):
            return
        if op.dest is op.parent:
            return
        collapsed = _collapse_branch(op.dest, list(op.destOperands))
        if collapsed is not None:
            rewriter.replace_op(op, _located(BranchOp(collapsed[0], *collapsed[1]), op.location))

    @staticmethod
    def _merge_single_predecessor(op: BranchOp, rewriter) -> bool:
        successor, block = op.dest, op.parent
        if successor is block or len(_predecessor_edges(successor)) != 1:
            return False
        operands = list(op.destOperands)
        rewriter.erase_op(op)
        rewriter.merge_blocks(successor, block, operands)
        return True


class SimplifyConstCondBranchPred(RewritePattern):
    """cond_br on a constant -> br."""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ConditionalBranchOp):
            return
        condition = constant_int(constant_of(op.condition))
        if condition is None:
            return
        dest, operands = (op.trueDest, op.trueDestOperands) if condition else (op.falseDest, op.falseDestOperands)
        rewriter.replace_op(op, _located(BranchOp(dest, *operands), op.location))


class SimplifyPassThroughCondBranch(RewritePattern):
    """cond_br to blocks that only branch on -> cond_br to their targets."""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ConditionalBranchOp):
            return
        true_target = _collapse_branch(op.trueDest, list(op.trueDestOperands))
        false_target = _collapse_branch(op.falseDest, list(op.falseDestOperands))
        if true_target is None and false_target is None:
            return
        true_dest, true_operands = true_target or (op.trueDest, list(op.trueDestOperands))
        false_dest, false_operands = false_target or (op.falseDest, list(op.falseDestOperands))
        new = ConditionalBranchOp(op.condition, true_dest, true_operands, false_dest, false_operands)
        rewriter.replace_op(op, _located(new, op.location))


class SimplifyCondBranchIdenticalSuccessors(RewritePattern):
    """cond_br to one block -> br (with selects for operands that differ, when this block
    is its only predecessor)."""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ConditionalBranchOp) or op.trueDest is not op.falseDest:
            return
        true_operands, false_operands = list(op.trueDestOperands), list(op.falseDestOperands)
        if true_operands == false_operands:
            rewriter.replace_op(op, _located(BranchOp(op.trueDest, *true_operands), op.location))
            return
        if _unique_predecessor(op.trueDest) is not op.parent:
            return
        merged = []
        for a, b in zip(true_operands, false_operands):
            if a is b:
                merged.append(a)
            else:
                merged.append(rewriter.insert(_located(SelectOp(op.condition, a, b), op.location)).result)
        rewriter.replace_op(op, _located(BranchOp(op.trueDest, *merged), op.location))


class SimplifyCondBranchFromCondBranchOnSameCondition(RewritePattern):
    """A cond_br reached only from a cond_br on the same condition knows the outcome."""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ConditionalBranchOp):
            return
        predecessor = _single_predecessor(op.parent)
        if predecessor is None:
            return
        previous = predecessor.last_op
        if not isinstance(previous, ConditionalBranchOp) or previous.condition is not op.condition:
            return
        if op.parent is previous.trueDest:
            dest, operands = op.trueDest, op.trueDestOperands
        else:
            dest, operands = op.falseDest, op.falseDestOperands
        rewriter.replace_op(op, _located(BranchOp(dest, *operands), op.location))


class CondBranchTruthPropagation(RewritePattern):
    """In a successor reached only through this cond_br the condition is known."""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ConditionalBranchOp):
            return
        for dest, value in ((op.trueDest, 1), (op.falseDest, 0)):
            if _single_predecessor(dest) is None:
                continue
            constant = None
            for use in tuple(op.condition.uses):
                if use.operation.parent is not dest:
                    continue
                if constant is None:
                    constant = rewriter.insert(_located(ConstantOp(IntegerAttr(value, i1)), op.location)).result
                rewriter.modify_op_in_place(use.operation, lambda u=use, v=constant: u.operation.operands.__setitem__(u.index, v))


class EraseAssertTrue(RewritePattern):
    """AssertOp::canonicalize: an assertion of constant true is erased."""

    def match_and_rewrite(self, op, rewriter):
        if isinstance(op, AssertOp) and is_one_int(constant_of(op.arg)):
            rewriter.erase_op(op)

