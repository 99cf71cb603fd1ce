"""Casts and elementwise ops: tt.int_to_ptr, tt.ptr_to_int, tt.bitcast, tt.fp_to_fp, tt.clampf,
tt.precise_sqrt, tt.precise_divf, tt.mulhiui, tt.extern_elementwise, tt.elementwise_inline_asm."""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import BoolAttr, IntegerAttr, StringAttr, TensorType, i1, i32
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    SameVariadicOperandSize,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import Pure

from ttopt.dialects.constraints import BOOL_ATTR, I32_ATTR, STR_ATTR, element_type
from ttopt.dialects.folding import constant_attr, constant_float, constant_of
from ttopt.dialects.tt.base import TTOp, emit_error
from ttopt.dialects.tt.effects import PureUnlessImpure, SpeculatableIfPure
from ttopt.dialects.tt.enums import PROPAGATE_NAN, ROUNDING_MODE
from ttopt.dialects.tt.traits import (
    ELEMENTWISE,
    SAME_OPERANDS_AND_RESULT_ENCODING,
    SAME_OPERANDS_AND_RESULT_SHAPE,
    SAME_OPERANDS_AND_RESULT_TYPE,
)
from ttopt.dialects.tt.type_constraints import TT_FLOAT_LIKE, TT_I64_LIKE, TT_INT_LIKE, TT_PTR_LIKE, TT_TYPE
from ttopt.dialects.tt.types import PointerType, element_bit_width
from ttopt.ir.assembly_format import FormatState, assembly_format
from ttopt.ir.op_definition import irdl_op_definition

_CAST_TRAITS = (ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SAME_OPERANDS_AND_RESULT_ENCODING)
_CAST_FORMAT = "$src attr-dict `:` type($src) `->` type($result)"
_ELEMENTWISE_SAME_TYPE = (ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE)


def _all_typed_like(spelled: str, *others: str):
    """SameOperandsAndResultType: the format spells one type, the others are the same."""

    def infer(state: FormatState) -> None:
        for name in others:
            state.types[name] = state.types[spelled]

    return infer


class _CastOp(TTOp):
    traits = traits_def(*_CAST_TRAITS, Pure())

    def __init__(self, src: SSAValue, result_type: Attribute):
        super().__init__(operands=[src], result_types=[result_type])


@assembly_format(_CAST_FORMAT)
@irdl_op_definition
class IntToPtrOp(_CastOp):
    """Cast an i64 (tensor) to a pointer (tensor)."""

    name = "tt.int_to_ptr"
    src = operand_def(TT_I64_LIKE)
    result = result_def(TT_PTR_LIKE)


@assembly_format(_CAST_FORMAT)
@irdl_op_definition
class PtrToIntOp(_CastOp):
    """Cast a pointer (tensor) to an i64 (tensor)."""

    name = "tt.ptr_to_int"
    src = operand_def(TT_PTR_LIKE)
    result = result_def(TT_I64_LIKE)


@assembly_format(_CAST_FORMAT)
@irdl_op_definition
class BitcastOp(_CastOp):
    """Reinterpret bits between types of one width, or pointers of one address space."""

    name = "tt.bitcast"
    src = operand_def(TT_TYPE)
    result = result_def(TT_TYPE)

    def verify_op(self) -> None:
        source, target = element_type(self.src.type), element_type(self.result.type)
        if isinstance(source, PointerType) or isinstance(target, PointerType):
            if not (isinstance(source, PointerType) and isinstance(target, PointerType)):
                raise emit_error(self, "Cannot bitcast pointer to non-pointer type")
            if source.address_space != target.address_space:
                raise emit_error(self, "Cannot bitcast pointer between different address spaces")
            return
        source_bits, target_bits = element_bit_width(source), element_bit_width(target)
        if source_bits != target_bits:
            raise emit_error(self, f"Cannot bitcast data-type of size {source_bits} to data-type of size {target_bits}")


@assembly_format(
    "$src attr-dict (`,` `rounding` `=` $rounding^)? `:` type($src) `->` type($result)",
    styles={"rounding": ROUNDING_MODE.style},
)
@irdl_op_definition
class FpToFpOp(_CastOp):
    """Float conversions Triton handles itself (fp8), with an optional rounding mode."""

    name = "tt.fp_to_fp"
    src = operand_def(TT_FLOAT_LIKE)
    rounding = opt_prop_def(ROUNDING_MODE.constraint)
    result = result_def(TT_FLOAT_LIKE)

    def __init__(self, src: SSAValue, result_type: Attribute, rounding: str | None = None):
        super().__init__(src, result_type)
        if rounding is not None:
            self.rounding = ROUNDING_MODE.attr(rounding)

    def verify_op(self) -> None:
        narrowing = element_bit_width(self.result.type) < element_bit_width(self.src.type)
        if narrowing and self.rounding is None:
            raise emit_error(self, "Rounding mode is required for FP downcast")

    def fold(self, operands: list[Attribute | None]) -> list[Attribute | SSAValue] | None:
        """A same-type conversion is its operand; a constant +0.0 or -0.0 converts to the zero
        of the result type with the same sign."""
        if self.src.type == self.result.type:
            return [self.src]
        zero = constant_float(constant_of(self.src))
        if zero is None or zero != 0.0:
            return None
        return [constant_attr(self.result.type, math.copysign(0.0, zero))]


@assembly_format(
    "$x `,` $min `,` $max `,` `propagateNan` `=` $propagateNan attr-dict `:` type($result)",
    styles={"propagateNan": PROPAGATE_NAN.style},
    infer=_all_typed_like("result", "x", "min", "max"),
)
@irdl_op_definition
class ClampFOp(TTOp):
    """Clamp `x` to [min, max]; `propagateNan = all` returns NaN if any input is NaN."""

    name = "tt.clampf"
    x = operand_def(TT_FLOAT_LIKE)
    min = operand_def(TT_FLOAT_LIKE)
    max = operand_def(TT_FLOAT_LIKE)
    propagateNan = prop_def(PROPAGATE_NAN.constraint)
    result = result_def(TT_FLOAT_LIKE)
    traits = traits_def(*_ELEMENTWISE_SAME_TYPE, Pure())

    def __init__(self, x: SSAValue, lower: SSAValue, upper: SSAValue, propagate_nan: str = "none"):
        super().__init__(
            operands=[x, lower, upper],
            result_types=[x.type],
            properties={"propagateNan": PROPAGATE_NAN.attr(propagate_nan)},
        )


@assembly_format("$x attr-dict `:` type($x)", infer=_all_typed_like("x", "result"))
@irdl_op_definition
class PreciseSqrtOp(TTOp):
    name = "tt.precise_sqrt"
    x = operand_def(TT_FLOAT_LIKE)
    result = result_def(TT_FLOAT_LIKE)
    traits = traits_def(*_ELEMENTWISE_SAME_TYPE, Pure())

    def __init__(self, x: SSAValue):
        super().__init__(operands=[x], result_types=[x.type])


class _BinaryOp(TTOp):
    traits = traits_def(*_ELEMENTWISE_SAME_TYPE, Pure())

    def __init__(self, x: SSAValue, y: SSAValue):
        super().__init__(operands=[x, y], result_types=[x.type])


_BINARY_FORMAT = "$x `,` $y attr-dict `:` type($x)"


@assembly_format(_BINARY_FORMAT, infer=_all_typed_like("x", "y", "result"))
@irdl_op_definition
class PreciseDivFOp(_BinaryOp):
    name = "tt.precise_divf"
    x = operand_def(TT_FLOAT_LIKE)
    y = operand_def(TT_FLOAT_LIKE)
    result = result_def(TT_FLOAT_LIKE)


@assembly_format(_BINARY_FORMAT, infer=_all_typed_like("x", "y", "result"))
@irdl_op_definition
class MulhiUIOp(_BinaryOp):
    """The high half of the double-width product of two unsigned integers."""

    name = "tt.mulhiui"
    x = operand_def(TT_INT_LIKE)
    y = operand_def(TT_INT_LIKE)
    result = result_def(TT_INT_LIKE)


@assembly_format("operands attr-dict `:` functional-type(operands, $result)")
@irdl_op_definition
class ExternElementwiseOp(TTOp):
    """Call `symbol` of the library `libpath`/`libname` elementwise."""

    name = "tt.extern_elementwise"
    srcs = var_operand_def(TT_TYPE)
    libname = prop_def(STR_ATTR)
    libpath = prop_def(STR_ATTR)
    symbol = prop_def(STR_ATTR)
    pure = prop_def(BOOL_ATTR)
    result = result_def(TT_TYPE)
    traits = traits_def(ELEMENTWISE, SAME_OPERANDS_AND_RESULT_ENCODING, PureUnlessImpure(), SpeculatableIfPure())
    irdl_options = (SameVariadicOperandSize(),)

    def __init__(
        self, srcs: Sequence[SSAValue], result_type: Attribute, symbol: str, libname: str = "", libpath: str = "",
        pure: bool = True,
    ):
        super().__init__(
            operands=[list(srcs)],
            result_types=[result_type],
            properties={
                "libname": StringAttr(libname),
                "libpath": StringAttr(libpath),
                "symbol": StringAttr(symbol),
                "pure": BoolAttr(pure, i1),
            },
        )


@assembly_format("$asm_string attr-dict ($args^ `:` type($args))? `->` type($result)")
@irdl_op_definition
class ElementwiseInlineAsmOp(TTOp):
    """Inline assembly applied to `packed_element` elements at a time."""

    name = "tt.elementwise_inline_asm"
    asm_string = prop_def(STR_ATTR)
    constraints = prop_def(STR_ATTR)
    pure = prop_def(BOOL_ATTR)
    packed_element = prop_def(I32_ATTR)
    args = var_operand_def(TT_TYPE)
    result = var_result_def(TT_TYPE)
    traits = traits_def(ELEMENTWISE, SAME_OPERANDS_AND_RESULT_ENCODING, PureUnlessImpure(), SpeculatableIfPure())

    def __init__(
        self, asm_string: str, constraints: str, args: Sequence[SSAValue], result_types: Sequence[Attribute],
        pure: bool = True, packed_element: int = 1,
    ):
        super().__init__(
            operands=[list(args)],
            result_types=[list(result_types)],
            properties={
                "asm_string": StringAttr(asm_string),
                "constraints": StringAttr(constraints),
                "pure": BoolAttr(pure, i1),
                "packed_element": IntegerAttr(packed_element, i32),
            },
        )

    def verify_op(self) -> None:
        if not self.args:
            return
        first = self.args[0].type
        count = math.prod(first.get_shape()) if isinstance(first, TensorType) else 0
        packed = self.packed_element.value.data
        if count % packed:
            raise emit_error(
                self, f"number of input elements {count} must be a multiple of the op's packed_element attribute, {packed}"
            )
