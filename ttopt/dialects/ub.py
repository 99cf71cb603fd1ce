"""The `ub` dialect: `ub.poison`, an undefined value of any type."""

from __future__ import annotations

from xdsl.ir import Attribute, Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, result_def, traits_def
from xdsl.traits import ConstantLike, Pure

from ttopt.ir.assembly_format import assembly_format


@assembly_format("attr-dict `:` type($result)")
@irdl_op_definition
class PoisonOp(IRDLOperation):
    name = "ub.poison"
    result = result_def()
    traits = traits_def(Pure(), ConstantLike())

    def __init__(self, result_type: Attribute):
        super().__init__(result_types=[result_type])


UB = Dialect("ub", [PoisonOp])
