"""Matrix products: tt.dot and tt.dot_scaled."""

from __future__ import annotations

from xdsl.dialects.builtin import BoolAttr, IntegerAttr, i1, i32
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import BOOL_ATTR, I32_ATTR, encoding_of
from ttopt.dialects.tt.base import TTOp, emit_error
from ttopt.dialects.tt.enums import INPUT_PRECISION, SCALE_DOT_ELEM_TYPE
from ttopt.dialects.tt.formats import matched_types
from ttopt.dialects.tt.layouts import infer_layout_interface
from ttopt.dialects.tt.traits import OdsTrait, TypesMatchWith
from ttopt.dialects.tt.type_constraints import TT_FLOAT_OR_I8_TENSOR, TT_FLOAT_TENSOR, TT_FP_INT_TENSOR
from ttopt.dialects.tt.types import element_bit_width
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.diagnostics import op_error
from ttopt.ir.op_definition import irdl_op_definition

_SCALE_FACTOR = 32
"""Elements per scale along K (3.6 supports only 32)."""
_E2M1 = SCALE_DOT_ELEM_TYPE.value("e2m1")


class DotOpInterface(OdsTrait):
    """DotOpInterface's verifier: d = a @ b + c over the last two dimensions (the first may be a batch).

    Ops define `dims_match()` (a's K equals b's K) and `output_dims_match()` (c is M x N).
    """

    def verify(self, op: Operation) -> None:
        a, b, c = (operand.type.get_shape() for operand in op.operands[:3])
        if len(a) not in (2, 3):
            raise VerifyException("expected operands to be 2d or 3d")
        if len(a) != len(b) or len(a) != len(c):
            raise VerifyException("expected all operands to have the same rank")
        if not op.dims_match():
            raise VerifyException(
                "expected the last dimension of the first operand to be equal to the second-to-last dimension of "
                "the second operand"
            )
        if len(a) == 3 and (a[0] != c[0] or b[0] != c[0]):
            raise VerifyException(
                "expected the first dimension of the first operand to be equal to the first dimension of the result"
            )
        if not op.output_dims_match():
            # Raised as a diagnostic: the driver trims VerifyException texts, and this one ends in a space.
            raise op_error(
                op,
                "expected the output shape to be the concatenation of the last dimension of the first operand and "
                "the last dimension of the second ",
            )


_ACCUMULATOR_MATCHES = TypesMatchWith("result's type matches accumulator's type", "d", "c")


@assembly_format(
    "$a `,` $b `,` $c (`,` `inputPrecision` `=` $inputPrecision^)? attr-dict `:` type($a) `*` type($b) `->` type($d)",
    styles={"inputPrecision": INPUT_PRECISION.style},
    infer=matched_types,
)
@irdl_op_definition
class DotOp(TTOp):
    """d = a @ b + c; `inputPrecision` says how f32 inputs use tensor cores."""

    name = "tt.dot"
    a = operand_def(TT_FP_INT_TENSOR)
    b = operand_def(TT_FP_INT_TENSOR)
    c = operand_def(TT_FP_INT_TENSOR)
    inputPrecision = prop_def(INPUT_PRECISION.constraint, default_value=INPUT_PRECISION.attr("ieee"))
    maxNumImpreciseAcc = prop_def(I32_ATTR, default_value=IntegerAttr(0, i32))
    d = result_def(TT_FP_INT_TENSOR)
    traits = traits_def(Pure(), DotOpInterface(), _ACCUMULATOR_MATCHES)

    def __init__(
        self, a: SSAValue, b: SSAValue, c: SSAValue, input_precision: str = "ieee", max_num_imprecise_acc: int = 0
    ):
        super().__init__(
            operands=[a, b, c],
            result_types=[c.type],
            properties={
                "inputPrecision": INPUT_PRECISION.attr(input_precision),
                "maxNumImpreciseAcc": IntegerAttr(max_num_imprecise_acc, i32),
            },
        )

    def dims_match(self) -> bool:
        a, b = self.a.type.get_shape(), self.b.type.get_shape()
        return a[-1] == b[-2]

    def output_dims_match(self) -> bool:
        a, b, c = self.a.type.get_shape(), self.b.type.get_shape(), self.c.type.get_shape()
        return c[-2] == a[-2] and c[-1] == b[-1]

    def verify_op(self) -> None:
        if element_bit_width(self.a.type) != element_bit_width(self.b.type):
            raise emit_error(self, "element types of operands A and B must have same bit width")
        a_encoding, b_encoding = encoding_of(self.a.type), encoding_of(self.b.type)
        if a_encoding is None and b_encoding is None:
            return
        if a_encoding is None or b_encoding is None:
            raise emit_error(self, "mismatching encoding between A and B operands")
        result_encoding = encoding_of(self.c.type)
        if result_encoding is None:
            raise emit_error(self, "miss encoding of C operand")
        infer_layout_interface(result_encoding).verify_dot_op_encoding_compatibility(self, a_encoding, b_encoding)

    def infer_result_types(self) -> list[Attribute]:
        accumulator = self.c.type
        a_encoding = encoding_of(self.a.type)
        if a_encoding is not None:
            result_encoding = encoding_of(accumulator)
            layouts = infer_layout_interface(result_encoding)
            layouts.infer_dot_op_encoding(a_encoding, 0, result_encoding)
            layouts.infer_dot_op_encoding(encoding_of(self.b.type), 1, result_encoding)
        return [accumulator]


@assembly_format(
    "$a (`scale` $a_scale^)? `,` $b (`scale` $b_scale^)? `,` $c `lhs` `=` $a_elem_type `rhs` `=` $b_elem_type "
    "attr-dict `:` type($a) (`,` type($a_scale)^)? `*` type($b) (`,` type($b_scale)^)? `->` type($d)",
    styles={"a_elem_type": SCALE_DOT_ELEM_TYPE.style, "b_elem_type": SCALE_DOT_ELEM_TYPE.style},
    infer=matched_types,
)
@irdl_op_definition
class DotScaledOp(TTOp):
    """d = (a * a_scale) @ (b * b_scale) + c with microscaling: one scale per 32 elements along K.

    e2m1 operands come packed two to an i8, along K unless `lhs_k_pack`/`rhs_k_pack` is false.
    """

    name = "tt.dot_scaled"
    a = operand_def(TT_FLOAT_OR_I8_TENSOR)
    b = operand_def(TT_FLOAT_OR_I8_TENSOR)
    c = operand_def(TT_FLOAT_TENSOR)
    a_scale = opt_operand_def(TT_FLOAT_OR_I8_TENSOR)
    b_scale = opt_operand_def(TT_FLOAT_OR_I8_TENSOR)
    a_elem_type = prop_def(SCALE_DOT_ELEM_TYPE.constraint)
    b_elem_type = prop_def(SCALE_DOT_ELEM_TYPE.constraint)
    fastMath = prop_def(BOOL_ATTR)
    lhs_k_pack = prop_def(BOOL_ATTR, default_value=BoolAttr(True, i1))
    rhs_k_pack = prop_def(BOOL_ATTR, default_value=BoolAttr(True, i1))
    d = result_def(TT_FLOAT_TENSOR)
    traits = traits_def(Pure(), DotOpInterface(), _ACCUMULATOR_MATCHES)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        a: SSAValue,
        b: SSAValue,
        c: SSAValue,
        a_elem_type: str,
        b_elem_type: str,
        a_scale: SSAValue | None = None,
        b_scale: SSAValue | None = None,
        fast_math: bool = False,
    ):
        super().__init__(
            operands=[a, b, c, [a_scale] if a_scale is not None else [], [b_scale] if b_scale is not None else []],
            result_types=[c.type],
            properties={
                "a_elem_type": SCALE_DOT_ELEM_TYPE.attr(a_elem_type),
                "b_elem_type": SCALE_DOT_ELEM_TYPE.attr(b_elem_type),
                "fastMath": BoolAttr(fast_math, i1),
            },
        )

    def _packed_along_k(self, side: str) -> bool:
        elem_type, k_pack = (self.a_elem_type, self.lhs_k_pack) if side == "a" else (self.b_elem_type, self.rhs_k_pack)
        return elem_type.value.data == _E2M1 and bool(k_pack.value.data)

    def _packed_across_k(self, side: str) -> bool:
        elem_type, k_pack = (self.a_elem_type, self.lhs_k_pack) if side == "a" else (self.b_elem_type, self.rhs_k_pack)
        return elem_type.value.data == _E2M1 and not k_pack.value.data

    def dims_match(self) -> bool:
        a, b = self.a.type.get_shape(), self.b.type.get_shape()
        a_k = a[-1] * (2 if self._packed_along_k("a") else 1)
        b_k = b[len(a) - 2] * (2 if self._packed_along_k("b") else 1)
        return a_k == b_k

    def output_dims_match(self) -> bool:
        a, b, c = self.a.type.get_shape(), self.b.type.get_shape(), self.c.type.get_shape()
        m = a[-2] * (2 if self._packed_across_k("a") else 1)
        n = b[-1] * (2 if self._packed_across_k("b") else 1)
        return m == c[-2] and n == c[-1]

    def verify_op(self) -> None:
        rank = len(self.a.type.get_shape())
        k = self.a.type.get_shape()[-1] * (2 if self._packed_along_k("a") else 1)
        m, n = self.c.type.get_shape()[-2:]
        if self.a_scale is not None:
            scale = self.a_scale.type.get_shape()
            if scale[rank - 2] != m:
                raise emit_error(self, "scales M dimension must match the operand M dimension")
            if scale[rank - 1] != k // _SCALE_FACTOR:
                raise emit_error(self, "scales K dimension must match the operand K divided by the scale factor")
        if self.b_scale is not None:
            scale = self.b_scale.type.get_shape()
            if scale[rank - 2] != n:
                raise emit_error(self, "scales N dimension must match the operand N dimension")
            if scale[rank - 1] != k // _SCALE_FACTOR:
                raise emit_error(self, "scales K dimension must match the operand K divided by the scale factor")
