"""Program ids and ranges: tt.get_program_id, tt.get_num_programs, tt.make_range."""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, TensorType, i32
from xdsl.ir import Attribute
from xdsl.irdl import prop_def, result_def, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import I32, I32_ATTR, is_signless_integer
from ttopt.dialects.folding import splat_attr
from ttopt.dialects.tt.base import TTOp
from ttopt.dialects.tt.enums import PROGRAM_ID_DIM
from ttopt.dialects.tt.type_constraints import TT_INT_TENSOR
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition


class _ProgramDimOp(TTOp):
    axis = prop_def(PROGRAM_ID_DIM.constraint)
    result = result_def(I32)
    traits = traits_def(Pure())

    def __init__(self, axis: str | int):
        super().__init__(result_types=[i32], properties={"axis": PROGRAM_ID_DIM.attr(axis)})

    @property
    def axis_index(self) -> int:
        """`getAxisAsInt`: 0, 1 or 2 for x, y, z."""
        return self.axis.value.data


_PROGRAM_DIM_FORMAT = "$axis attr-dict `:` type($result)"


@assembly_format(_PROGRAM_DIM_FORMAT, styles={"axis": PROGRAM_ID_DIM.style})
@irdl_op_definition
class GetProgramIdOp(_ProgramDimOp):
    name = "tt.get_program_id"


@assembly_format(_PROGRAM_DIM_FORMAT, styles={"axis": PROGRAM_ID_DIM.style})
@irdl_op_definition
class GetNumProgramsOp(_ProgramDimOp):
    name = "tt.get_num_programs"


@assembly_format("attr-dict `:` type($result)")
@irdl_op_definition
class MakeRangeOp(TTOp):
    """A 1-D i32 tensor holding start, start + 1, ..., end - 1."""

    name = "tt.make_range"
    start = prop_def(I32_ATTR)
    end = prop_def(I32_ATTR)
    result = result_def(TT_INT_TENSOR)
    traits = traits_def(Pure())

    def __init__(self, start: int, end: int, result_type: TensorType | None = None):
        if result_type is None:
            result_type = TensorType(i32, [end - start])
        super().__init__(
            result_types=[result_type],
            properties={"start": IntegerAttr(start, i32), "end": IntegerAttr(end, i32)},
        )

    @property
    def start_value(self) -> int:
        return self.start.value.data

    @property
    def end_value(self) -> int:
        return self.end.value.data

    def verify_op(self) -> None:
        start, end = self.start_value, self.end_value
        if start >= end:
            raise VerifyException("start must be less than end")
        shape = self.result.type.get_shape()
        if len(shape) != 1:
            raise VerifyException("return type must be a 1D tensor")
        if end - start != shape[0]:
            raise VerifyException(
                f"number of elements in returned tensor, {shape[0]}, must match size of range "
                f"[{start}, {end}), which has {end - start} elements"
            )
        if not is_signless_integer(self.result.type.element_type, 32):
            raise VerifyException("returned tensor must have i32 elements")

    def fold(self, operands: list[Attribute | None]) -> list[Attribute] | None:
        """make_range(start, start + 1) -> dense<start>"""
        if self.start_value + 1 != self.end_value:
            return None
        return [splat_attr(self.result.type, self.start_value)]
