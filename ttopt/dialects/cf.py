"""The `cf` dialect: unstructured branches (what scf lowers to before LLVM)."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseArrayBase, StringAttr, i1
from xdsl.ir import Block, Dialect, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    successor_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import is_signless_integer, type_text
from ttopt.ir.assembly_format import DenseArrayStyle, StrStyle, assembly_format


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


CF = Dialect("cf", [BranchOp, ConditionalBranchOp, AssertOp])
