"""The `math` dialect ops that Triton IR and its lowering use (mlir/Dialect/Math/IR/MathOps.td).

Every op is Pure and ElementwiseMappable; its folder (mlir/lib/Dialect/Math/IR/MathOps.cpp) is
its `fold` method. Transcendental functions fold only for f32 and f64, through the host's libm
(`cosf`, `cos`, ...) as MLIR does; rounding functions fold for every float type.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import math
from collections.abc import Callable
from typing import ClassVar

from xdsl.dialects.builtin import FloatAttr
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    IRDLOperation,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from ttopt.dialects.arith import (
    NO_FASTMATH,
    FastMathFlagsAttr,
    bool_like_of,
    declared_format_op,
    materialize_arith_constant,
)
from ttopt.dialects.constraints import (
    element_type,
    float_like,
    is_signless_integer,
    like,
    require_operand,
    require_same_types,
)
from ttopt.dialects.folding import (
    FLOAT,
    INT,
    ConstantOperands,
    FoldResult,
    bool_attr,
    default_nan,
    fold_binary,
    fold_unary,
    int_width,
    is_negative,
    is_splat,
    safe_float,
    splat_element,
    to_signed,
)
from ttopt.dialects.interfaces import ConstantMaterializer
from ttopt.dialects.traits import ElementwiseMappable
from ttopt.ir.assembly_format import FormatState, StrippedStyle, assembly_format
from ttopt.ir.op_definition import irdl_op_definition

_FASTMATH = {"fastmath": StrippedStyle(FastMathFlagsAttr)}
_FLOAT_LIKE = "floating-point-like"
_INT_LIKE = "signless-integer-like"
_int_like = like(is_signless_integer)


def _same_as_result(*names: str):
    def infer(state: FormatState) -> None:
        for name in names:
            state.types.setdefault(name, state.types["result"])

    return infer


def _infer_fpowi(state: FormatState) -> None:
    state.types["result"] = state.types["lhs"]


def _infer_predicate(state: FormatState) -> None:
    state.types["result"] = [bool_like_of(state.type_of("operand"))]


# -- op families ----------------------------------------------------------------------------


class _MathOp(IRDLOperation):
    result = result_def()
    traits = traits_def(Pure(), ElementwiseMappable())


class _FloatUnaryOp(_MathOp):
    """Math_FloatUnaryOp: `math.sin %x fastmath<...> : f32`."""

    operand = operand_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    ASSEMBLY_FORMAT: ClassVar[str] = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"styles": _FASTMATH, "infer": _same_as_result("operand")}

    def verify_(self) -> None:
        require_operand(self, 0, float_like, _FLOAT_LIKE)
        require_same_types(self, [self.operand, self.result])


class _FloatBinaryOp(_MathOp):
    """Math_FloatBinaryOp: `math.powf %x, %y fastmath<...> : f32`."""

    lhs = operand_def()
    rhs = operand_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    ASSEMBLY_FORMAT: ClassVar[str] = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"styles": _FASTMATH, "infer": _same_as_result("lhs", "rhs")}

    def verify_(self) -> None:
        for index in range(2):
            require_operand(self, index, float_like, _FLOAT_LIKE)
        require_same_types(self, [self.lhs, self.rhs, self.result])


class _IntegerUnaryOp(_MathOp):
    """Math_IntegerUnaryOp: `math.ctlz %x : i32`."""

    operand = operand_def()
    ASSEMBLY_FORMAT: ClassVar[str] = "$operand attr-dict `:` type($result)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"infer": _same_as_result("operand")}

    def verify_(self) -> None:
        require_operand(self, 0, _int_like, _INT_LIKE)
        require_same_types(self, [self.operand, self.result])


class _FloatClassificationOp(_MathOp):
    """Math_FloatClassificationOp: `math.isnan %x : f32`, an i1-like result."""

    operand = operand_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    ASSEMBLY_FORMAT: ClassVar[str] = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"styles": _FASTMATH, "infer": _infer_predicate}

    def verify_(self) -> None:
        require_operand(self, 0, float_like, _FLOAT_LIKE)


# -- unary float ops ----------------------------------------------------------------------------


@declared_format_op
class AbsFOp(_FloatUnaryOp):
    name = "math.absf"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_float_unary(operands, lambda a: math.copysign(a, 1.0))


@declared_format_op
class AcosOp(_FloatUnaryOp):
    name = "math.acos"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "acos")


@declared_format_op
class AcoshOp(_FloatUnaryOp):
    name = "math.acosh"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "acosh")


@declared_format_op
class AsinOp(_FloatUnaryOp):
    name = "math.asin"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "asin")


@declared_format_op
class AsinhOp(_FloatUnaryOp):
    name = "math.asinh"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "asinh")


@declared_format_op
class AtanOp(_FloatUnaryOp):
    name = "math.atan"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "atan")


@declared_format_op
class AtanhOp(_FloatUnaryOp):
    name = "math.atanh"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "atanh")


@declared_format_op
class CbrtOp(_FloatUnaryOp):
    name = "math.cbrt"


@declared_format_op
class CeilOp(_FloatUnaryOp):
    name = "math.ceil"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_float_unary(operands, _round_integral(math.ceil))


@declared_format_op
class CosOp(_FloatUnaryOp):
    name = "math.cos"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "cos")


@declared_format_op
class CoshOp(_FloatUnaryOp):
    name = "math.cosh"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "cosh")


@declared_format_op
class ErfOp(_FloatUnaryOp):
    name = "math.erf"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "erf")


@declared_format_op
class ErfcOp(_FloatUnaryOp):
    name = "math.erfc"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "erfc")


@declared_format_op
class ExpOp(_FloatUnaryOp):
    name = "math.exp"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "exp")


@declared_format_op
class Exp2Op(_FloatUnaryOp):
    name = "math.exp2"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "exp2")


@declared_format_op
class ExpM1Op(_FloatUnaryOp):
    name = "math.expm1"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "expm1")


@declared_format_op
class FloorOp(_FloatUnaryOp):
    name = "math.floor"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_float_unary(operands, _round_integral(math.floor))


@declared_format_op
class LogOp(_FloatUnaryOp):
    name = "math.log"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "log", refuse=_negative_operand)


@declared_format_op
class Log10Op(_FloatUnaryOp):
    name = "math.log10"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "log10", refuse=_negative_operand)


@declared_format_op
class Log1pOp(_FloatUnaryOp):
    name = "math.log1p"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "log1p", refuse=lambda a: is_negative(a + 1.0))


@declared_format_op
class Log2Op(_FloatUnaryOp):
    name = "math.log2"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "log2", refuse=_negative_operand)


@declared_format_op
class RoundOp(_FloatUnaryOp):
    name = "math.round"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "round")


@declared_format_op
class RoundEvenOp(_FloatUnaryOp):
    name = "math.roundeven"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_float_unary(operands, _round_integral(_round_half_even))


@declared_format_op
class RsqrtOp(_FloatUnaryOp):
    name = "math.rsqrt"


@declared_format_op
class SinOp(_FloatUnaryOp):
    name = "math.sin"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "sin")


@declared_format_op
class SinhOp(_FloatUnaryOp):
    name = "math.sinh"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "sinh")


@declared_format_op
class SqrtOp(_FloatUnaryOp):
    name = "math.sqrt"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "sqrt", refuse=_negative_operand)


@declared_format_op
class TanOp(_FloatUnaryOp):
    name = "math.tan"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "tan")


@declared_format_op
class TanhOp(_FloatUnaryOp):
    name = "math.tanh"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "tanh")


@declared_format_op
class TruncOp(_FloatUnaryOp):
    name = "math.trunc"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "trunc")


# -- binary float ops ---------------------------------------------------------------------------


@declared_format_op
class Atan2Op(_FloatBinaryOp):
    name = "math.atan2"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """Upstream answers NaN for atan2 of two zeros (libm would give a signed 0 or pi)."""
        sem_name = element_type(self.result.type).name
        atan2 = _libm("atan2", 2, sem_name == "f32") if sem_name in ("f32", "f64") else None

        def compute(a: float, b: float) -> float | None:
            if a == 0.0 and b == 0.0:
                return default_nan()
            return None if atan2 is None else atan2(a, b)

        return _one_or_none(fold_binary(operands, FLOAT, compute))


@declared_format_op
class CopySignOp(_FloatBinaryOp):
    name = "math.copysign"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _one_or_none(fold_binary(operands, FLOAT, math.copysign))


@declared_format_op
class PowFOp(_FloatBinaryOp):
    name = "math.powf"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_with_libm(self, operands, "pow", arity=2)


# -- integer ops ----------------------------------------------------------------------------


@declared_format_op
class AbsIOp(_IntegerUnaryOp):
    name = "math.absi"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_int_unary(self, operands, lambda a, w: abs(to_signed(a, w)))


@declared_format_op
class CountLeadingZerosOp(_IntegerUnaryOp):
    name = "math.ctlz"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_int_unary(self, operands, _leading_zeros)


@declared_format_op
class CountTrailingZerosOp(_IntegerUnaryOp):
    name = "math.cttz"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_int_unary(self, operands, _trailing_zeros)


@declared_format_op
class CtPopOp(_IntegerUnaryOp):
    name = "math.ctpop"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_int_unary(self, operands, lambda a, w: a.bit_count())


@assembly_format("$lhs `,` $rhs attr-dict `:` type($result)", infer=_same_as_result("lhs", "rhs"))
@irdl_op_definition
class IPowIOp(_MathOp):
    name = "math.ipowi"
    lhs = operand_def()
    rhs = operand_def()

    def verify_(self) -> None:
        for index in range(2):
            require_operand(self, index, _int_like, _INT_LIKE)
        require_same_types(self, [self.lhs, self.rhs, self.result])

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        width = int_width(self.result.type)
        return _one_or_none(fold_binary(operands, INT, lambda b, p: _integer_power(b, p, width)))


# -- other float ops ------------------------------------------------------------------------


@assembly_format(
    "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    styles=_FASTMATH,
    infer=_same_as_result("a", "b", "c"),
)
@irdl_op_definition
class FmaOp(_MathOp):
    name = "math.fma"
    a = operand_def()
    b = operand_def()
    c = operand_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)

    def verify_(self) -> None:
        for index in range(3):
            require_operand(self, index, float_like, _FLOAT_LIKE)
        require_same_types(self, [self.a, self.b, self.c, self.result])


@assembly_format(
    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
    styles=_FASTMATH,
    infer=_infer_fpowi,
)
@irdl_op_definition
class FPowIOp(_MathOp):
    """A float raised to an integer power."""

    name = "math.fpowi"
    lhs = operand_def()
    rhs = operand_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)

    def verify_(self) -> None:
        require_operand(self, 0, float_like, _FLOAT_LIKE)
        require_operand(self, 1, _int_like, _INT_LIKE)


@declared_format_op
class IsNaNOp(_FloatClassificationOp):
    name = "math.isnan"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_classification(self, operands, math.isnan)


@declared_format_op
class IsInfOp(_FloatClassificationOp):
    name = "math.isinf"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_classification(self, operands, math.isinf)


MATH_OPS = [
    AbsFOp, AcosOp, AcoshOp, AsinOp, AsinhOp, AtanOp, AtanhOp, CbrtOp, CeilOp, CosOp, CoshOp, ErfOp, ErfcOp,
    ExpOp, Exp2Op, ExpM1Op, FloorOp, LogOp, Log10Op, Log1pOp, Log2Op, RoundOp, RoundEvenOp, RsqrtOp,
    SinOp, SinhOp, SqrtOp, TanOp, TanhOp, TruncOp,
    Atan2Op, CopySignOp, PowFOp,
    AbsIOp, CountLeadingZerosOp, CountTrailingZerosOp, CtPopOp,
    IPowIOp, FmaOp, FPowIOp, IsNaNOp, IsInfOp,
]


# == what the folders share ======================================================================

_LIBM = ctypes.CDLL(ctypes.util.find_library("m"))


def _libm(name: str, arity: int, single: bool) -> Callable[..., float]:
    function = getattr(_LIBM, name + ("f" if single else ""))
    c_type = ctypes.c_float if single else ctypes.c_double
    function.restype = c_type
    function.argtypes = [c_type] * arity
    return function


def _fold_with_libm(
    op: IRDLOperation, operands: ConstantOperands, name: str, arity: int = 1,
    refuse: Callable[..., bool] = lambda *_: False,
) -> FoldResult | None:
    """Fold by calling libm's `name` (f32: `namef`); `refuse` vetoes operand values."""
    sem_name = element_type(op.result.type).name
    if sem_name not in ("f32", "f64"):
        return None
    function = _libm(name, arity, sem_name == "f32")

    def compute(*args: float) -> float | None:
        return None if refuse(*args) else function(*args)

    folder = fold_unary if arity == 1 else fold_binary
    return _one_or_none(folder(operands, FLOAT, compute))


def _round_integral(mode: Callable[[float], int]) -> Callable[[float], float]:
    """APFloat::roundToIntegral: NaN, infinities and zeros stay; a zero result keeps the sign."""

    def round_value(value: float) -> float:
        if math.isnan(value) or math.isinf(value) or value == 0.0:
            return value
        return math.copysign(float(mode(value)), value)

    return round_value


def _round_half_even(value: float) -> int:
    return round(value)


def _fold_float_unary(operands: ConstantOperands, compute: Callable[[float], float]) -> FoldResult | None:
    return _one_or_none(fold_unary(operands, FLOAT, safe_float(compute)))


def _fold_int_unary(
    op: IRDLOperation, operands: ConstantOperands, compute: Callable[[int, int], int]
) -> FoldResult | None:
    """`compute(value, width)` on the constant operand."""
    width = int_width(op.result.type)
    return _one_or_none(fold_unary(operands, INT, lambda a: compute(a, width)))


def _leading_zeros(value: int, width: int) -> int:
    return width - value.bit_length()


def _trailing_zeros(value: int, width: int) -> int:
    return (value & -value).bit_length() - 1 if value else width


def _integer_power(base: int, power: int, width: int) -> int | None:
    """IPowIOp's folder on signed values; 0 to a negative power and i1 do not fold."""
    if width == 1:
        return None
    base, power = to_signed(base, width), to_signed(power, width)
    if power == 0:
        return 1
    if power < 0:
        if base == 0:
            return None
        if base == 1:
            return 1
        if base != -1:
            return 0
        return -1 if power & 1 else 1
    return pow(base, power, 1 << width)


def _fold_classification(
    op: IRDLOperation, operands: ConstantOperands, test: Callable[[float], bool]
) -> FoldResult | None:
    """isnan/isinf: a scalar or splat operand folds to a bool (splat)."""
    if isinstance(operands[0], FloatAttr):
        return [bool_attr(op.result.type, test(operands[0].value.data))]
    if is_splat(operands[0]):
        return [bool_attr(op.result.type, test(splat_element(operands[0])))]
    return None


def _negative_operand(*args: float) -> bool:
    return is_negative(args[0])


def _one_or_none(attr: Attribute | None) -> FoldResult | None:
    return None if attr is None else [attr]


def materialize_math_constant(value: Attribute, type_: Attribute):
    """MathDialect::materializeConstant: as arith's."""
    return materialize_arith_constant(value, type_)


Math = Dialect("math", MATH_OPS, [], [ConstantMaterializer(materialize_math_constant)])
