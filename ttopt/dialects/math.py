"""The `math` dialect ops that Triton IR and its lowering use."""

from __future__ import annotations

import ctypes
import ctypes.util
import math
from collections.abc import Callable

from xdsl.dialects.builtin import FloatAttr
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
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
    bool_attr,
    default_nan,
    fold_binary,
    fold_unary,
    install_canonicalization,
    int_width,
    is_negative,
    is_splat,
    safe_float,
    splat_element,
    to_signed,
)
from ttopt.dialects.interfaces import ConstantMaterializer
from ttopt.ir.assembly_format import FormatState, StrippedStyle, assembly_format

_FASTMATH = {"fastmath": StrippedStyle(FastMathFlagsAttr)}
_FLOAT_LIKE = "floating-point-like"
_INT_LIKE = "signless-integer-like"
_int_like = like(is_signless_integer)


def _same_as_result(*names: str):
    def infer(state: FormatState) -> None:
        for name in names:
            state.types.setdefault(name, state.types["result"])

    return infer


def _define(name: str, operands: tuple[str, ...], fmt: str, *, fastmath: bool, integer: bool = False, infer=None,
            integer_operands: tuple[int, ...] = ()):
    namespace = {"name": name, "result": result_def(), "traits": traits_def(Pure())}
    for operand in operands:
        namespace[operand] = operand_def()
    if fastmath:
        namespace["fastmath"] = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    check, description = (_int_like, _INT_LIKE) if integer else (float_like, _FLOAT_LIKE)

    def verify_(self) -> None:
        for index in range(len(operands)):
            if index in integer_operands:
                require_operand(self, index, _int_like, _INT_LIKE)
            else:
                require_operand(self, index, check, description)
        if infer is None:
            require_same_types(self, [*self.operands, self.result])

    namespace["verify_"] = verify_
    class_name = "".join(part.title() for part in name.split(".")[1].split("_")) + "Op"
    cls = irdl_op_definition(type(class_name, (IRDLOperation,), namespace))
    options = {"styles": _FASTMATH} if fastmath else {}
    return assembly_format(fmt, infer=infer or _same_as_result(*operands), **options)(cls)


_UNARY_FLOAT = (
    "absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf", "erfc",
    "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven", "rsqrt",
    "sin", "sinh", "sqrt", "tan", "tanh", "trunc",
)
_BINARY_FLOAT = ("atan2", "copysign", "powf")
_UNARY_INT = ("absi", "ctlz", "cttz", "ctpop")

_UNARY_FLOAT_FORMAT = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
_BINARY_FLOAT_FORMAT = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"

MATH_OPS = [
    *(_define(f"math.{n}", ("operand",), _UNARY_FLOAT_FORMAT, fastmath=True) for n in _UNARY_FLOAT),
    *(_define(f"math.{n}", ("lhs", "rhs"), _BINARY_FLOAT_FORMAT, fastmath=True) for n in _BINARY_FLOAT),
    *(_define(f"math.{n}", ("operand",), "$operand attr-dict `:` type($result)", fastmath=False, integer=True) for n in _UNARY_INT),
    _define("math.ipowi", ("lhs", "rhs"), "$lhs `,` $rhs attr-dict `:` type($result)", fastmath=False, integer=True),
    _define("math.fma", ("a", "b", "c"), "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)", fastmath=True),
]


def _infer_fpowi(state: FormatState) -> None:
    state.types["result"] = state.types["lhs"]


def _infer_predicate(state: FormatState) -> None:
    state.types["result"] = [bool_like_of(state.type_of("operand"))]


MATH_OPS += [
    _define("math.fpowi", ("lhs", "rhs"), "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
            fastmath=True, infer=_infer_fpowi, integer_operands=(1,)),
    _define("math.isnan", ("operand",), "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
            fastmath=True, infer=_infer_predicate),
    _define("math.isinf", ("operand",), "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
            fastmath=True, infer=_infer_predicate),
]



# == folders (mlir/lib/Dialect/Math/IR/MathOps.cpp) =================================================
#
# Transcendental functions fold only for f32 and f64, through the host's libm (`cosf`,
# `cos`, ...) as MLIR does; rounding functions fold for every float type.

_LIBM = ctypes.CDLL(ctypes.util.find_library("m"))


def _libm(name: str, arity: int, single: bool) -> Callable[..., float]:
    function = getattr(_LIBM, name + ("f" if single else ""))
    c_type = ctypes.c_float if single else ctypes.c_double
    function.restype = c_type
    function.argtypes = [c_type] * arity
    return function


def _libm_fold(name: str, arity: int = 1, refuse: Callable[..., bool] = lambda *_: False):
    """A folder calling libm's `name` (f32: `namef`); `refuse` vetoes operand values."""

    def fold(op, c):
        sem_name = element_type(op.result.type).name
        if sem_name not in ("f32", "f64"):
            return None
        function = _libm(name, arity, sem_name == "f32")

        def compute(*args: float) -> float | None:
            return None if refuse(*args) else function(*args)

        folder = fold_unary if arity == 1 else fold_binary
        return _one_or_none(folder(c, FLOAT, compute))

    return fold


def _round_integral(mode: Callable[[float], int]) -> Callable[[float], float]:
    """APFloat::roundToIntegral: NaN, infinities and zeros stay; a zero result keeps the sign."""

    def round_value(value: float) -> float:
        if math.isnan(value) or math.isinf(value) or value == 0.0:
            return value
        return math.copysign(float(mode(value)), value)

    return round_value


def _round_half_even(value: float) -> int:
    return round(value)


def _unary_float_fold(compute: Callable[[float], float]):
    def fold(op, c):
        result = fold_unary(c, FLOAT, safe_float(compute))
        return None if result is None else [result]

    return fold


def _unary_int_fold(compute: Callable[[int, int], int]):
    def fold(op, c):
        width = int_width(op.result.type)
        result = fold_unary(c, INT, lambda a: compute(a, width))
        return None if result is None else [result]

    return fold


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


def _fold_ipowi(op, c):
    width = int_width(op.result.type)
    result = fold_binary(c, INT, lambda b, p: _integer_power(b, p, width))
    return None if result is None else [result]


def _fold_atan2(op, c):
    """Upstream answers NaN for atan2 of two zeros (libm would give a signed 0 or pi)."""
    sem_name = element_type(op.result.type).name
    atan2 = _libm("atan2", 2, sem_name == "f32") if sem_name in ("f32", "f64") else None

    def compute(a: float, b: float) -> float | None:
        if a == 0.0 and b == 0.0:
            return default_nan()
        return None if atan2 is None else atan2(a, b)

    result = fold_binary(c, FLOAT, compute)
    return None if result is None else [result]


def _fold_predicate(test: Callable[[float], bool]):
    """isnan/isinf: a scalar or splat operand folds to a bool (splat)."""

    def fold(op, c):
        if isinstance(c[0], FloatAttr):
            return [bool_attr(op.result.type, test(c[0].value.data))]
        if is_splat(c[0]):
            return [bool_attr(op.result.type, test(splat_element(c[0])))]
        return None

    return fold


def _negative_operand(*args: float) -> bool:
    return is_negative(args[0])


_FOLDERS = {
    "absf": _unary_float_fold(lambda a: math.copysign(a, 1.0)),
    "absi": _unary_int_fold(lambda a, w: abs(to_signed(a, w))),
    "acos": _libm_fold("acos"),
    "acosh": _libm_fold("acosh"),
    "asin": _libm_fold("asin"),
    "asinh": _libm_fold("asinh"),
    "atan": _libm_fold("atan"),
    "atanh": _libm_fold("atanh"),
    "atan2": _fold_atan2,
    "ceil": _unary_float_fold(_round_integral(math.ceil)),
    "copysign": lambda op, c: _one_or_none(fold_binary(c, FLOAT, math.copysign)),
    "cos": _libm_fold("cos"),
    "cosh": _libm_fold("cosh"),
    "ctlz": _unary_int_fold(_leading_zeros),
    "cttz": _unary_int_fold(_trailing_zeros),
    "ctpop": _unary_int_fold(lambda a, w: a.bit_count()),
    "erf": _libm_fold("erf"),
    "erfc": _libm_fold("erfc"),
    "exp": _libm_fold("exp"),
    "exp2": _libm_fold("exp2"),
    "expm1": _libm_fold("expm1"),
    "floor": _unary_float_fold(_round_integral(math.floor)),
    "ipowi": _fold_ipowi,
    "isinf": _fold_predicate(math.isinf),
    "isnan": _fold_predicate(math.isnan),
    "log": _libm_fold("log", refuse=_negative_operand),
    "log10": _libm_fold("log10", refuse=_negative_operand),
    "log1p": _libm_fold("log1p", refuse=lambda a: is_negative(a + 1.0)),
    "log2": _libm_fold("log2", refuse=_negative_operand),
    "powf": _libm_fold("pow", arity=2),
    "round": _libm_fold("round"),
    "roundeven": _unary_float_fold(_round_integral(_round_half_even)),
    "sin": _libm_fold("sin"),
    "sinh": _libm_fold("sinh"),
    "sqrt": _libm_fold("sqrt", refuse=_negative_operand),
    "tan": _libm_fold("tan"),
    "tanh": _libm_fold("tanh"),
    "trunc": _libm_fold("trunc"),
}


def _one_or_none(attr):
    return None if attr is None else [attr]


def materialize_math_constant(value: Attribute, type_: Attribute):
    """MathDialect::materializeConstant: as arith's."""
    return materialize_arith_constant(value, type_)


for _op in MATH_OPS:
    install_canonicalization(_op, _FOLDERS.get(_op.name.split(".")[1]))
Math = Dialect("math", MATH_OPS, [], [ConstantMaterializer(materialize_math_constant)])
