"""The `math` dialect ops that Triton IR and its lowering use."""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def, traits_def
from xdsl.traits import Pure

from ttopt.dialects.arith import NO_FASTMATH, FastMathFlagsAttr, bool_like_of
from ttopt.dialects.constraints import (
    float_like,
    is_signless_integer,
    like,
    require_operand,
    require_same_types,
)
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

Math = Dialect("math", MATH_OPS)
