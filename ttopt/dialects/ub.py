"""The `ub` dialect: `ub.poison`, an undefined value of any type, and `#ub.poison`."""

from __future__ import annotations

from xdsl.ir import Attribute, Dialect, ParametrizedAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import ConstantLike, Pure

from ttopt.dialects.interfaces import ConstantMaterializer
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition


@irdl_attr_definition
class PoisonAttr(ParametrizedAttribute):
    """`#ub.poison`: the value folders propagate for poison operands."""

    name = "ub.poison"


@assembly_format("attr-dict (`<` $value^ `>`)? `:` type($result)")
@irdl_op_definition
class PoisonOp(IRDLOperation):
    name = "ub.poison"
    value = prop_def(Attribute, default_value=PoisonAttr())
    result = result_def()
    traits = traits_def(Pure(), ConstantLike())

    def __init__(self, result_type: Attribute, value: Attribute | None = None):
        super().__init__(result_types=[result_type], properties={"value": value or PoisonAttr()})

    def fold(self, operands: list[Attribute | None]) -> list[Attribute]:
        return [self.value]


def materialize_poison(value: Attribute, type_: Attribute) -> PoisonOp | None:
    """UBDialect::materializeConstant: poison attributes only."""
    return PoisonOp(type_, value) if isinstance(value, PoisonAttr) else None


UB = Dialect("ub", [PoisonOp], [PoisonAttr], [ConstantMaterializer(materialize_poison)])
