"""The `arith` dialect as MLIR defines it, tensor-aware.

xDSL's arith rejects tensors in compares, selects and casts; Triton IR is full of
them, so ttopt defines the dialect itself, with MLIR's syntax, defaults and
verifier messages.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from xdsl.dialects.builtin import (
    AnyFloat,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    Signedness,
    TensorType,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Dialect, Operation, ParametrizedAttribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    param_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import AttrParser
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, OpTrait, Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import (
    bool_like,
    element_type,
    float_like,
    is_float,
    is_signless_int_or_index,
    is_signless_integer,
    like,
    require_operand,
    require_result,
    require_same_types,
    shape_of,
    type_text,
    with_element_type,
)
from ttopt.dialects.folding import (
    FLOAT,
    INT,
    CastOpInterface,
    Commutative,
    DrrPattern,
    Idempotent,
    all_ones,
    attr_type,
    bool_attr,
    build,
    constant_int,
    constant_of,
    default_nan,
    defining,
    dense_attr,
    dense_elements,
    float_bits,
    float_matches,
    float_semantics,
    fold_binary,
    fold_cast,
    fold_unary,
    install_canonicalization,
    int_width,
    is_all_ones_int,
    is_neg_zero,
    is_negative,
    is_one_int,
    is_pos_zero,
    is_representable,
    is_zero_int,
    negate,
    round_float,
    safe_float,
    scalar_attr,
    scalar_element,
    signed_max,
    signed_min,
    to_signed,
    zero_attr,
)
from ttopt.dialects.interfaces import ConstantMaterializer
from ttopt.dialects.ub import PoisonAttr, PoisonOp
from ttopt.ir import apfloat
from ttopt.ir.assembly_format import (
    EnumStyle,
    FormatState,
    StrippedStyle,
    assembly_format,
)
from ttopt.ir.printer import print_attribute_text

# -- flag attributes ----------------------------------------------------------------


@dataclass(frozen=True, init=False)  # so `value` takes part in == and hash
class _BitFlags(ParametrizedAttribute):
    """A bit-enum attribute printed `<a, b>` (MLIR's BitEnumAttr)."""

    FLAGS: ClassVar[tuple[tuple[str, int], ...]]
    CPP_ENUM: ClassVar[str]
    ALL: ClassVar[str | None] = None
    SEPARATOR: ClassVar[str] = ", "

    value: IntAttr = param_def()

    def __init__(self, value: int = 0):
        super().__init__(IntAttr(value))

    @property
    def flags(self) -> int:
        return self.value.data

    def keywords(self) -> list[str]:
        value = self.flags
        full = sum(bit for _, bit in self.FLAGS)
        if self.ALL is not None and value == full:
            return [self.ALL]
        words = [name for name, bit in self.FLAGS if value & bit]
        return words or ["none"]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<" + self.SEPARATOR.join(self.keywords()) + ">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser):
        names = {name: bit for name, bit in cls.FLAGS}
        if cls.ALL is not None:
            names[cls.ALL] = sum(bit for _, bit in cls.FLAGS)
        names["none"] = 0

        def one() -> int:
            start = parser._current_token.span.start
            word = parser.parse_identifier()
            if word not in names:
                spellings = ["none", *[n for n, _ in cls.FLAGS]] + ([cls.ALL] if cls.ALL else [])
                parser.raise_error(f"expected {cls.CPP_ENUM} to be one of: " + ", ".join(spellings), at_position=start)
            return names[word]

        value = 0
        for bits in parser.parse_comma_separated_list(parser.Delimiter.ANGLE, one):
            value |= bits
        return (IntAttr(value),)


@irdl_attr_definition
class IntegerOverflowFlagsAttr(_BitFlags):
    name = "arith.overflow"
    FLAGS = (("nsw", 1), ("nuw", 2))
    CPP_ENUM = "::mlir::arith::IntegerOverflowFlags"


@irdl_attr_definition
class FastMathFlagsAttr(_BitFlags):
    name = "arith.fastmath"
    FLAGS = (("reassoc", 1), ("nnan", 2), ("ninf", 4), ("nsz", 8), ("arcp", 16), ("contract", 32), ("afn", 64))
    ALL = "fast"
    SEPARATOR = ","
    CPP_ENUM = "::mlir::arith::FastMathFlags"


NO_OVERFLOW = IntegerOverflowFlagsAttr(0)
NO_FASTMATH = FastMathFlagsAttr(0)

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
)
ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")

_SIGNLESS_INT_LIKE = "signless-integer-like"
_FLOAT_LIKE = "floating-point-like"

# -- type inference helpers for the formats -----------------------------------------


def _all_like(*names: str):
    """All named values take the type the format spelled for one of them."""

    def infer(state: FormatState) -> None:
        known = next(state.types[n] for n in names if n in state.types)
        for name in names:
            state.types.setdefault(name, known)

    return infer


def bool_like_of(type_: Attribute) -> Attribute:
    """i1 with the shape (and encoding) of `type_`."""
    return with_element_type(type_, i1)


# -- binary ops ----------------------------------------------------------------------


class _BinaryOp(IRDLOperation):
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    ELEMENT_CHECK = staticmethod(is_signless_int_or_index)
    ELEMENT_DESCRIPTION: ClassVar[str] = _SIGNLESS_INT_LIKE

    def __init__(self, lhs: SSAValue, rhs: SSAValue, **props: Attribute):
        super().__init__(operands=[lhs, rhs], result_types=[lhs.type], properties=props)

    def verify_(self) -> None:
        check = like(type(self).ELEMENT_CHECK)
        for index in range(2):
            require_operand(self, index, check, type(self).ELEMENT_DESCRIPTION)
        require_result(self, 0, check, type(self).ELEMENT_DESCRIPTION)
        require_same_types(self, [self.lhs, self.rhs, self.result])


class _IntBinaryOp(_BinaryOp):
    pass


class _IntOverflowOp(_BinaryOp):
    overflowFlags = prop_def(IntegerOverflowFlagsAttr, default_value=NO_OVERFLOW)


class _FloatBinaryOp(_BinaryOp):
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    ELEMENT_CHECK = staticmethod(is_float)
    ELEMENT_DESCRIPTION: ClassVar[str] = _FLOAT_LIKE


_OVERFLOW_STYLE = {"overflowFlags": StrippedStyle(IntegerOverflowFlagsAttr)}
_FASTMATH_STYLE = {"fastmath": StrippedStyle(FastMathFlagsAttr)}


_INT_FORMAT = "$lhs `,` $rhs attr-dict `:` type($result)"
_OVERFLOW_FORMAT = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
_FLOAT_FORMAT = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"


def _define(name: str, base: type, fmt: str, traits: tuple[OpTrait, ...] = (), **format_options) -> type:
    """An op class `name` deriving from `base`, with assembly format `fmt` and, besides
    Pure, the given folding traits."""
    namespace: dict = {"name": name}
    if traits:
        namespace["traits"] = traits_def(Pure(), *traits)
    cls = type(_class_name(name), (base,), namespace)
    format_options.setdefault("infer", _all_like(*_value_names(cls)))
    return assembly_format(fmt, **format_options)(irdl_op_definition(cls))


def _class_name(op_name: str) -> str:
    return "".join(part.title() for part in op_name.split(".")[1].split("_")) + "Op"


def _value_names(cls: type) -> list[str]:
    return [name for name in ("lhs", "rhs", "operand", "result", "low", "high") if hasattr(cls, name)]


_COMMUTATIVE = (Commutative(),)
_COMMUTATIVE_IDEMPOTENT = (Commutative(), Idempotent())
# The ODS traits that fold: which binary ops are Commutative (and Idempotent).
_FOLDING_TRAITS = {
    "addi": _COMMUTATIVE, "muli": _COMMUTATIVE, "andi": _COMMUTATIVE_IDEMPOTENT,
    "ori": _COMMUTATIVE_IDEMPOTENT, "xori": _COMMUTATIVE, "maxsi": _COMMUTATIVE, "maxui": _COMMUTATIVE,
    "minsi": _COMMUTATIVE, "minui": _COMMUTATIVE, "addf": _COMMUTATIVE, "mulf": _COMMUTATIVE,
    "maximumf": _COMMUTATIVE, "minimumf": _COMMUTATIVE, "maxnumf": _COMMUTATIVE, "minnumf": _COMMUTATIVE,
    "mulsi_extended": _COMMUTATIVE, "mului_extended": _COMMUTATIVE,
}


def _binary(name: str, base: type, fmt: str, **format_options) -> type:
    return _define(f"arith.{name}", base, fmt, _FOLDING_TRAITS.get(name, ()), **format_options)


AddIOp = _binary("addi", _IntOverflowOp, _OVERFLOW_FORMAT, styles=_OVERFLOW_STYLE)
SubIOp = _binary("subi", _IntOverflowOp, _OVERFLOW_FORMAT, styles=_OVERFLOW_STYLE)
MulIOp = _binary("muli", _IntOverflowOp, _OVERFLOW_FORMAT, styles=_OVERFLOW_STYLE)
ShLIOp = _binary("shli", _IntOverflowOp, _OVERFLOW_FORMAT, styles=_OVERFLOW_STYLE)
_INT_BINARY = {
    name: _binary(name, _IntBinaryOp, _INT_FORMAT)
    for name in (
        "divsi", "divui", "remsi", "remui", "andi", "ori", "xori", "shrsi", "shrui",
        "maxsi", "maxui", "minsi", "minui", "ceildivsi", "ceildivui", "floordivsi",
    )
}
_FLOAT_BINARY = {
    name: _binary(name, _FloatBinaryOp, _FLOAT_FORMAT, styles=_FASTMATH_STYLE)
    for name in ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf")
}
DivSIOp, DivUIOp = _INT_BINARY["divsi"], _INT_BINARY["divui"]
RemSIOp, RemUIOp = _INT_BINARY["remsi"], _INT_BINARY["remui"]
AndIOp, OrIOp, XOrIOp = _INT_BINARY["andi"], _INT_BINARY["ori"], _INT_BINARY["xori"]
ShRSIOp, ShRUIOp = _INT_BINARY["shrsi"], _INT_BINARY["shrui"]
MaxSIOp, MaxUIOp, MinSIOp, MinUIOp = (_INT_BINARY[n] for n in ("maxsi", "maxui", "minsi", "minui"))
CeilDivSIOp, CeilDivUIOp, FloorDivSIOp = (_INT_BINARY[n] for n in ("ceildivsi", "ceildivui", "floordivsi"))
AddFOp, SubFOp, MulFOp, DivFOp, RemFOp = (_FLOAT_BINARY[n] for n in ("addf", "subf", "mulf", "divf", "remf"))
MaximumFOp, MinimumFOp, MaxNumFOp, MinNumFOp = (
    _FLOAT_BINARY[n] for n in ("maximumf", "minimumf", "maxnumf", "minnumf")
)


@assembly_format(
    "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    styles=_FASTMATH_STYLE,
    infer=_all_like("operand", "result"),
)
@irdl_op_definition
class NegFOp(IRDLOperation):
    name = "arith.negf"
    operand = operand_def()
    result = result_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    traits = traits_def(Pure())

    def verify_(self) -> None:
        require_operand(self, 0, float_like, _FLOAT_LIKE)
        require_same_types(self, [self.operand, self.result])


# -- extended arithmetic ------------------------------------------------------------------


class _ExtendedMulOp(IRDLOperation):
    lhs = operand_def()
    rhs = operand_def()
    low = result_def()
    high = result_def()
    traits = traits_def(Pure())

    def asm_result_names(self):
        return [(self.low, "low"), (self.high, "high")]

    def verify_(self) -> None:
        for index in range(2):
            require_operand(self, index, like(is_signless_integer), "signless-integer-like")
        require_same_types(self, [self.lhs, self.rhs, self.low, self.high])


_EXTENDED_FORMAT = "$lhs `,` $rhs attr-dict `:` type($lhs)"
MulSIExtendedOp = _binary("mulsi_extended", _ExtendedMulOp, _EXTENDED_FORMAT)
MulUIExtendedOp = _binary("mului_extended", _ExtendedMulOp, _EXTENDED_FORMAT)


def _infer_addui_extended(state: FormatState) -> None:
    state.types.setdefault("lhs", state.types["sum"])
    state.types.setdefault("rhs", state.types["sum"])


@assembly_format(
    "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)", infer=_infer_addui_extended
)
@irdl_op_definition
class AddUIExtendedOp(IRDLOperation):
    name = "arith.addui_extended"
    lhs = operand_def()
    rhs = operand_def()
    sum = result_def()
    overflow = result_def()
    traits = traits_def(Pure(), Commutative())

    def asm_result_names(self):
        return [(self.sum, "sum"), (self.overflow, "overflow")]


# -- comparisons and select ------------------------------------------------------------------


def _infer_compare(state: FormatState) -> None:
    state.types.setdefault("rhs", state.types["lhs"])
    state.types.setdefault("result", [bool_like_of(state.type_of("lhs"))])


@assembly_format(
    "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    styles={"predicate": EnumStyle(CMPI_PREDICATES, i64)},
    infer=_infer_compare,
)
@irdl_op_definition
class CmpIOp(IRDLOperation):
    name = "arith.cmpi"
    predicate = prop_def(IntegerAttr)
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def __init__(self, predicate: str | int, lhs: SSAValue, rhs: SSAValue):
        value = CMPI_PREDICATES.index(predicate) if isinstance(predicate, str) else predicate
        super().__init__(
            operands=[lhs, rhs],
            result_types=[bool_like_of(lhs.type)],
            properties={"predicate": IntegerAttr(value, i64)},
        )

    @property
    def predicate_name(self) -> str:
        return CMPI_PREDICATES[self.predicate.value.data]

    def verify_(self) -> None:
        for index in range(2):
            require_operand(self, index, like(is_signless_int_or_index), _SIGNLESS_INT_LIKE)
        _verify_compare(self)


@assembly_format(
    "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
    styles={"predicate": EnumStyle(CMPF_PREDICATES, i64), **_FASTMATH_STYLE},
    infer=_infer_compare,
)
@irdl_op_definition
class CmpFOp(IRDLOperation):
    name = "arith.cmpf"
    predicate = prop_def(IntegerAttr)
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    traits = traits_def(Pure())

    def __init__(self, predicate: str | int, lhs: SSAValue, rhs: SSAValue):
        value = CMPF_PREDICATES.index(predicate) if isinstance(predicate, str) else predicate
        super().__init__(
            operands=[lhs, rhs],
            result_types=[bool_like_of(lhs.type)],
            properties={"predicate": IntegerAttr(value, i64)},
        )

    @property
    def predicate_name(self) -> str:
        return CMPF_PREDICATES[self.predicate.value.data]

    def verify_(self) -> None:
        for index in range(2):
            require_operand(self, index, float_like, _FLOAT_LIKE)
        _verify_compare(self)


def _verify_compare(op) -> None:
    if op.lhs.type != op.rhs.type:
        raise VerifyException("failed to verify that all of {lhs, rhs} have same type")
    if op.result.type != bool_like_of(op.lhs.type):
        raise VerifyException("failed to verify that result type has i1 element type and same shape as operands")


@irdl_op_definition
class SelectOp(IRDLOperation):
    """`arith.select %c, %a, %b : T` or `: tensor<..xi1>, T` for a shaped condition."""

    name = "arith.select"
    condition = operand_def()
    true_value = operand_def()
    false_value = operand_def()
    result = result_def()
    traits = traits_def(Pure())

    def __init__(self, condition: SSAValue, true_value: SSAValue, false_value: SSAValue):
        super().__init__(operands=[condition, true_value, false_value], result_types=[true_value.type])

    def verify_(self) -> None:
        require_operand(self, 0, bool_like, "bool-like")
        require_same_types(self, [self.true_value, self.false_value, self.result], "true value, false value and result")
        condition = self.condition.type
        if shape_of(condition) is not None and shape_of(condition) != shape_of(self.result.type):
            raise VerifyException("failed to verify that condition is signless i1 or has matching shape")
        if shape_of(condition) is None and not is_signless_integer(condition, 1):
            raise VerifyException("failed to verify that condition is signless i1 or has matching shape")

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        if shape_of(self.condition.type) is not None:
            printer.print_attribute(self.condition.type)
            printer.print_string(", ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser):
        operands = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            operands.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        condition_type: Attribute = i1
        if parser.parse_optional_punctuation(",") is not None:
            condition_type, result_type = result_type, parser.parse_type()
        types = [condition_type, result_type, result_type]
        op = cls.create(
            operands=[parser.resolve_operand(o, t) for o, t in zip(operands, types)],
            result_types=[result_type],
            attributes=attributes,
        )
        return op


# -- casts -------------------------------------------------------------------------------------


class _CastOp(IRDLOperation):
    input = operand_def()
    result = result_def()
    traits = traits_def(Pure(), CastOpInterface())
    SOURCE = staticmethod(lambda _: True)
    TARGET = staticmethod(lambda _: True)
    SOURCE_DESCRIPTION: ClassVar[str] = ""
    TARGET_DESCRIPTION: ClassVar[str] = ""
    WIDTH_RULE: ClassVar[str] = ""

    def __init__(self, input: SSAValue, result_type: Attribute):
        super().__init__(operands=[input], result_types=[result_type])

    def verify_(self) -> None:
        require_operand(self, 0, like(type(self).SOURCE), type(self).SOURCE_DESCRIPTION)
        require_result(self, 0, like(type(self).TARGET), type(self).TARGET_DESCRIPTION)
        source, target = self.input.type, self.result.type
        if not _cast_compatible(source, target, type(self).WIDTH_RULE):
            raise VerifyException(
                f"operand type '{type_text(source)}' and result type '{type_text(target)}' are cast incompatible"
            )


def _cast_compatible(source: Attribute, target: Attribute, width_rule: str) -> bool:
    shaped = (TensorType, VectorType)
    if isinstance(source, shaped) != isinstance(target, shaped) or shape_of(source) != shape_of(target):
        return False
    if isinstance(source, shaped) and (type(source) is not type(target) or _encoding(source) != _encoding(target)):
        return False
    a, b = element_type(source), element_type(target)
    width_a, width_b = _bit_width(a), _bit_width(b)
    if width_rule == "extend":
        return width_b > width_a
    if width_rule == "truncate":
        return width_b < width_a
    if width_rule == "same":
        return width_a == width_b
    return True


def _encoding(type_: Attribute) -> Attribute | None:
    return type_.encoding if isinstance(type_, TensorType) else None


def _bit_width(type_: Attribute) -> int:
    if isinstance(type_, IntegerType):
        return type_.width.data
    if isinstance(type_, IndexType):
        return 64
    return type_.bitwidth


_CAST_FORMAT = "$in attr-dict `:` type($in) `to` type($out)"


def _cast(name, source, target, source_description, target_description, width_rule="", fmt=None, styles=None, **props):
    namespace = {
        "name": name,
        "SOURCE": staticmethod(source),
        "TARGET": staticmethod(target),
        "SOURCE_DESCRIPTION": source_description,
        "TARGET_DESCRIPTION": target_description,
        "WIDTH_RULE": width_rule,
        "__annotations__": {k: ClassVar[str] for k in ("SOURCE_DESCRIPTION", "TARGET_DESCRIPTION", "WIDTH_RULE")},
        **props,
    }
    fmt = (fmt or _CAST_FORMAT).replace("$in", "$input").replace("$out", "$result")
    cls = type(_class_name(name), (_CastOp,), namespace)
    return assembly_format(fmt, styles=styles)(irdl_op_definition(cls))


_INT = is_signless_integer
_INT_LIKE = "signless-fixed-width-integer-like"
_FLOAT = is_float


def _index_or_int(type_: Attribute) -> bool:
    return is_signless_integer(type_) or isinstance(type_, IndexType)


ExtSIOp = _cast("arith.extsi", _INT, _INT, _INT_LIKE, _INT_LIKE, "extend")
ExtUIOp = _cast("arith.extui", _INT, _INT, _INT_LIKE, _INT_LIKE, "extend")
TruncIOp = _cast(
    "arith.trunci", _INT, _INT, _INT_LIKE, _INT_LIKE, "truncate",
    fmt="$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
    styles=_OVERFLOW_STYLE,
    overflowFlags=prop_def(IntegerOverflowFlagsAttr, default_value=NO_OVERFLOW),
)
SIToFPOp = _cast("arith.sitofp", _INT, _FLOAT, _INT_LIKE, _FLOAT_LIKE)
UIToFPOp = _cast("arith.uitofp", _INT, _FLOAT, _INT_LIKE, _FLOAT_LIKE)
FPToSIOp = _cast("arith.fptosi", _FLOAT, _INT, _FLOAT_LIKE, _INT_LIKE)
FPToUIOp = _cast("arith.fptoui", _FLOAT, _INT, _FLOAT_LIKE, _INT_LIKE)
ExtFOp = _cast(
    "arith.extf", _FLOAT, _FLOAT, _FLOAT_LIKE, _FLOAT_LIKE, "extend",
    fmt="$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    styles=_FASTMATH_STYLE,
    fastmath=prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH),
)
TruncFOp = _cast(
    "arith.truncf", _FLOAT, _FLOAT, _FLOAT_LIKE, _FLOAT_LIKE, "truncate",
    fmt="$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    styles={"roundingmode": EnumStyle(ROUNDING_MODES, i32), **_FASTMATH_STYLE},
    roundingmode=opt_prop_def(IntegerAttr),
    fastmath=prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH),
)
IndexCastOp = _cast("arith.index_cast", _index_or_int, _index_or_int, "signless-integer-like or memref of signless-integer", "signless-integer-like or memref of signless-integer")
IndexCastUIOp = _cast("arith.index_castui", _index_or_int, _index_or_int, "signless-integer-like or memref of signless-integer", "signless-integer-like or memref of signless-integer")
BitcastOp = _cast(
    "arith.bitcast",
    lambda t: is_signless_int_or_index(t) or is_float(t),
    lambda t: is_signless_int_or_index(t) or is_float(t),
    "signless-integer-or-float-like or memref of signless-integer or float",
    "signless-integer-or-float-like or memref of signless-integer or float",
    "same",
)


# -- constants --------------------------------------------------------------------------------------


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """`arith.constant 0 : i32`, `arith.constant dense<...> : tensor<...>`."""

    name = "arith.constant"
    value = prop_def(Attribute)
    result = result_def()
    traits = traits_def(Pure(), ConstantLike())

    def __init__(self, value: Attribute, result_type: Attribute | None = None):
        if result_type is None:
            result_type = value.type  # type: ignore[attr-defined]
        super().__init__(result_types=[result_type], properties={"value": value})

    def fold(self, operands: list[Attribute | None]) -> list[Attribute]:
        return [self.value]

    @staticmethod
    def from_int(value: int, type_: Attribute) -> ConstantOp:
        return ConstantOp(IntegerAttr(value, type_))

    @staticmethod
    def from_float(value: float, type_: AnyFloat) -> ConstantOp:
        return ConstantOp(FloatAttr(value, type_))

    def asm_result_names(self):
        value = self.value
        if isinstance(value, IntegerAttr):
            type_ = self.result.type
            if is_signless_integer(type_, 1) or (isinstance(type_, IntegerType) and type_.width.data == 1):
                return [(self.result, "true" if value.value.data else "false")]

            name = f"c{value.value.data}"
            if isinstance(type_, IntegerType):
                name += "_" + print_attribute_text(type_)
            return [(self.result, name)]
        return [(self.result, "cst")]

    def verify_(self) -> None:
        value = self.value
        value_type = getattr(value, "type", None)
        if value_type != self.result.type:
            raise VerifyException("failed to verify that all of {value, result} have same type")
        if isinstance(value, DenseIntOrFPElementsAttr) and not isinstance(self.result.type, TensorType | VectorType):
            raise VerifyException("value must be an integer, float, or elements attribute")

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_attribute(self.value)

    @classmethod
    def parse(cls, parser):
        attributes = parser.parse_optional_attr_dict()
        value = parser.parse_attribute()
        if not hasattr(value, "type"):
            parser.raise_error("expected a typed attribute")
        op = cls(value)
        op.attributes.update(attributes)
        return op


ARITH_OPS = [
    AddIOp, SubIOp, MulIOp, ShLIOp, *_INT_BINARY.values(), *_FLOAT_BINARY.values(), NegFOp,
    MulSIExtendedOp, MulUIExtendedOp, AddUIExtendedOp, CmpIOp, CmpFOp, SelectOp,
    ExtSIOp, ExtUIOp, TruncIOp, SIToFPOp, UIToFPOp, FPToSIOp, FPToUIOp, ExtFOp, TruncFOp,
    IndexCastOp, IndexCastUIOp, BitcastOp, ConstantOp,
]



# == folders ========================================================================================
#
# Each follows its counterpart in mlir/lib/Dialect/Arith/IR/ArithOps.cpp. `c` holds the
# operands' constant attributes (or None); a folder returns one value or attribute per
# result, `[]` when it updated the op in place, or None.


def _one(attr: Attribute | None) -> list[Attribute] | None:
    return None if attr is None else [attr]


def _width(value: SSAValue) -> int:
    return int_width(value.type)


def _overflow_flags(op: Operation) -> int:
    return op.overflowFlags.flags


def _is_all_ones_value(value: SSAValue) -> bool:
    return is_all_ones_int(constant_of(value), _width(value))


def _is_not_of(value: SSAValue, operand: SSAValue) -> bool:
    """`value` is xori(operand, all-ones)."""
    xor = defining(value, XOrIOp)
    return xor is not None and xor.lhs is operand and _is_all_ones_value(xor.rhs)


def _fold_addi(op, c):
    if is_zero_int(c[1]):
        return [op.lhs]
    if (sub := defining(op.lhs, SubIOp)) is not None and op.rhs is sub.rhs:
        return [sub.lhs]
    if (sub := defining(op.rhs, SubIOp)) is not None and op.lhs is sub.rhs:
        return [sub.lhs]
    return _one(fold_binary(c, INT, lambda a, b: a + b))


def _fold_addui_extended(op, c):
    if is_zero_int(constant_of(op.rhs)):
        return [op.lhs, zero_attr(op.overflow.type)]
    total = fold_binary(c, INT, lambda a, b: a + b)
    if total is None:
        return None
    if isinstance(total, PoisonAttr):
        return [total, total]
    carry = fold_binary([total, c[0]], INT, lambda s, a: int(s < a), bool_like_of(total.type), poison=False)
    return None if carry is None else [total, carry]


def _fold_subi(op, c):
    if op.lhs is op.rhs:
        return [zero_attr(op.result.type)]
    if is_zero_int(c[1]):
        return [op.lhs]
    if (add := defining(op.lhs, AddIOp)) is not None:
        if op.rhs is add.rhs:
            return [add.lhs]
        if op.rhs is add.lhs:
            return [add.rhs]
    return _one(fold_binary(c, INT, lambda a, b: a - b))


def _fold_muli(op, c):
    if is_zero_int(c[1]):
        return [op.rhs]
    if is_one_int(c[1]):
        return [op.lhs]
    return _one(fold_binary(c, INT, lambda a, b: a * b))


def _mul_high(width: int, signed_operands: bool):
    def high(a: int, b: int) -> int:
        if signed_operands:
            a, b = to_signed(a, width), to_signed(b, width)
        return (a * b) >> width

    return high


def _fold_mul_extended(op, c, signed_operands: bool):
    if is_zero_int(c[1]):
        return [c[1], c[1]]
    if not signed_operands and is_one_int(c[1]):
        return [op.lhs, zero_attr(op.lhs.type)]
    low = fold_binary(c, INT, lambda a, b: a * b)
    if low is None:
        return None
    return [low, fold_binary(c, INT, _mul_high(_width(op.lhs), signed_operands))]


def _fold_div_of_mul(op, required_flag: int) -> SSAValue | None:
    """(a * b) / b -> a, when the multiplication carries `required_flag`."""
    mul = defining(op.lhs, MulIOp)
    if mul is None or _overflow_flags(mul) & required_flag != required_flag:
        return None
    if mul.lhs is op.rhs:
        return mul.rhs
    if mul.rhs is op.rhs:
        return mul.lhs
    return None


_NSW, _NUW = 1, 2


def _signed_division(width: int, a: int, b: int) -> int | None:
    """APInt::sdiv_ov: truncating quotient, None on division by zero or overflow."""
    sa, sb = to_signed(a, width), to_signed(b, width)
    if sb == 0:
        return None
    quotient = abs(sa) // abs(sb) * (1 if (sa < 0) == (sb < 0) else -1)
    return quotient if quotient <= signed_max(width) else None


def _fold_divui(op, c):
    if is_one_int(c[1]):
        return [op.lhs]
    if (value := _fold_div_of_mul(op, _NUW)) is not None:
        return [value]
    return _one(fold_binary(c, INT, lambda a, b: a // b if b else None))


def _fold_divsi(op, c):
    if is_one_int(c[1]):
        return [op.lhs]
    if (value := _fold_div_of_mul(op, _NSW)) is not None:
        return [value]
    width = _width(op.lhs)
    return _one(fold_binary(c, INT, lambda a, b: _signed_division(width, a, b)))


def _fold_ceildivui(op, c):
    if is_one_int(c[1]):
        return [op.lhs]
    return _one(fold_binary(c, INT, lambda a, b: -(-a // b) if b else None))


def _in_signed_range(value: int, width: int) -> bool:
    return -signed_min(width) <= value <= signed_max(width)


def _signed_ceil_nonneg(width: int, a: int, b: int) -> int | None:
    """(a - 1) / b + 1 on signed values, None on any overflow."""
    lowered = a - 1
    if not _in_signed_range(lowered, width):
        return None
    quotient = _signed_division(width, lowered, b)
    if quotient is None:
        return None
    quotient = to_signed(quotient, width)
    return quotient + 1 if _in_signed_range(quotient + 1, width) else None


def _ceildivsi(width: int, a: int, b: int) -> int | None:
    sa, sb = to_signed(a, width), to_signed(b, width)
    if sb == 0:
        return None
    if sa == 0:
        return 0
    if sa > 0 and sb > 0:
        return _signed_ceil_nonneg(width, sa, sb)
    negated_a, negated_b = -sa, -sb
    if sa < 0 and sb < 0:
        if not (_in_signed_range(negated_a, width) and _in_signed_range(negated_b, width)):
            return None
        return _signed_ceil_nonneg(width, negated_a, negated_b)
    if sa < 0:
        if not _in_signed_range(negated_a, width):
            return None
        quotient = _signed_division(width, negated_a, sb)
    else:
        if not _in_signed_range(negated_b, width):
            return None
        quotient = _signed_division(width, sa, negated_b)
    if quotient is None:
        return None
    result = -to_signed(quotient, width)
    return result if _in_signed_range(result, width) else None


def _fold_ceildivsi(op, c):
    if is_one_int(c[1]):
        return [op.lhs]
    width = _width(op.lhs)
    return _one(fold_binary(c, INT, lambda a, b: _ceildivsi(width, a, b)))


def _floordivsi(width: int, a: int, b: int) -> int | None:
    """APInt::sfloordiv_ov."""
    quotient = _signed_division(width, a, b)
    if quotient is None:
        return None
    sa, sb = to_signed(a, width), to_signed(b, width)
    if quotient * sb != sa and (sa < 0) != (sb < 0):
        return quotient - 1
    return quotient


def _fold_floordivsi(op, c):
    if is_one_int(c[1]):
        return [op.lhs]
    width = _width(op.lhs)
    return _one(fold_binary(c, INT, lambda a, b: _floordivsi(width, a, b)))


def _fold_remui(op, c):
    if is_one_int(c[1]):
        return [zero_attr(op.result.type)]
    return _one(fold_binary(c, INT, lambda a, b: a % b if b else None))


def _signed_remainder(width: int, a: int, b: int) -> int | None:
    sa, sb = to_signed(a, width), to_signed(b, width)
    if sb == 0:
        return None
    remainder = abs(sa) % abs(sb)
    return -remainder if sa < 0 else remainder


def _fold_remsi(op, c):
    if is_one_int(c[1]):
        return [zero_attr(op.result.type)]
    width = _width(op.lhs)
    return _one(fold_binary(c, INT, lambda a, b: _signed_remainder(width, a, b)))


def _and_of_and(op) -> SSAValue | None:
    """and(a, and(a, b)) -> and(a, b), either operand order."""
    for inner_value, other in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
        inner = defining(inner_value, AndIOp)
        if inner is not None and other in (inner.lhs, inner.rhs):
            return inner.result
    return None


def _fold_andi(op, c):
    if is_zero_int(c[1]):
        return [op.rhs]
    if is_all_ones_int(c[1], _width(op.lhs)):
        return [op.lhs]
    if _is_not_of(op.rhs, op.lhs) or _is_not_of(op.lhs, op.rhs):
        return [zero_attr(op.result.type)]
    if (value := _and_of_and(op)) is not None:
        return [value]
    return _one(fold_binary(c, INT, lambda a, b: a & b))


def _fold_ori(op, c):
    rhs = constant_int(c[1])
    if rhs == 0:
        return [op.lhs]
    if rhs is not None and rhs == all_ones(_width(op.lhs)):
        return [c[1]]
    if _is_not_of(op.rhs, op.lhs):
        return [op.rhs.owner.rhs]
    if _is_not_of(op.lhs, op.rhs):
        return [op.lhs.owner.rhs]
    return _one(fold_binary(c, INT, lambda a, b: a | b))


def _fold_xori(op, c):
    if is_zero_int(c[1]):
        return [op.lhs]
    if op.lhs is op.rhs:
        return [zero_attr(op.result.type)]
    if (prev := defining(op.lhs, XOrIOp)) is not None:
        if prev.rhs is op.rhs:
            return [prev.lhs]
        if prev.lhs is op.rhs:
            return [prev.rhs]
    if (prev := defining(op.rhs, XOrIOp)) is not None:
        if prev.rhs is op.lhs:
            return [prev.lhs]
        if prev.lhs is op.lhs:
            return [prev.rhs]
    return _one(fold_binary(c, INT, lambda a, b: a ^ b))


def _shift_fold(op, c, shift: Callable[[int, int, int], int]):
    """Shifts fold only when the shift amount is below the bit width (MLIR checks the
    amount of the last element computed)."""
    if is_zero_int(c[1]):
        return [op.lhs]
    width = _width(op.lhs)
    bounded = False

    def compute(a: int, b: int) -> int:
        nonlocal bounded
        bounded = b < width
        return shift(a, min(b, width), width)

    result = fold_binary(c, INT, compute)
    return _one(result) if bounded else None


def _shl(a: int, amount: int, width: int) -> int:
    return a << amount


def _lshr(a: int, amount: int, width: int) -> int:
    return a >> amount


def _ashr(a: int, amount: int, width: int) -> int:
    """Shifting by the width or more leaves only sign bits, as APInt::ashr does."""
    return to_signed(a, width) >> min(amount, width - 1)


def _min_max_fold(op, c, absorbing: int, identity: int, pick: Callable[[int, int], int]):
    """max/min: x op x -> x; op(x, absorbing) -> absorbing; op(x, identity) -> x."""
    if op.lhs is op.rhs:
        return [op.rhs]
    rhs = constant_int(c[1])
    if rhs == absorbing:
        return [op.rhs]
    if rhs == identity:
        return [op.lhs]
    return _one(fold_binary(c, INT, pick))


def _signed_pick(width: int, larger: bool) -> Callable[[int, int], int]:
    def pick(a: int, b: int) -> int:
        choose_b = to_signed(b, width) > to_signed(a, width)
        return b if choose_b == larger and to_signed(a, width) != to_signed(b, width) else a

    return pick


def _fold_maxsi(op, c):
    width = _width(op.lhs)
    return _min_max_fold(op, c, signed_max(width), signed_min(width), _signed_pick(width, True))


def _fold_minsi(op, c):
    width = _width(op.lhs)
    return _min_max_fold(op, c, signed_min(width), signed_max(width), _signed_pick(width, False))


def _fold_maxui(op, c):
    return _min_max_fold(op, c, all_ones(_width(op.lhs)), 0, max)


def _fold_minui(op, c):
    return _min_max_fold(op, c, 0, all_ones(_width(op.lhs)), min)


# -- floats --


def _ieee(compute: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """APFloat's NaN rules around an arithmetic operation: a NaN operand is the result
    (the left one first, quieted); an invalid operation gives the default NaN."""

    def apply(a: float, b: float) -> float:
        if math.isnan(a):
            return a
        if math.isnan(b):
            return b
        result = compute(a, b)
        return default_nan() if math.isnan(result) else result

    return apply


def _divide(a: float, b: float) -> float:
    if b != 0.0:
        return a / b
    if a == 0.0 or math.isnan(a):
        return default_nan()
    return math.copysign(math.inf, 1.0 if is_negative(a) == is_negative(b) else -1.0)


def _modulo(a: float, b: float) -> float:
    """APFloat::mod: the remainder has the sign of `a`."""
    if b == 0.0 or math.isinf(a):
        return default_nan()
    if math.isinf(b):
        return a
    return math.fmod(a, b)


def _float_fold(c, compute: Callable[[float, float], float]):
    return _one(fold_binary(c, FLOAT, safe_float(_ieee(compute))))


def _fold_addf(op, c):
    if float_matches(c[1], is_neg_zero):
        return [op.lhs]
    return _float_fold(c, lambda a, b: a + b)


def _fold_subf(op, c):
    if float_matches(c[1], is_pos_zero):
        return [op.lhs]
    return _float_fold(c, lambda a, b: a - b)


def _fold_mulf(op, c):
    if float_matches(c[1], lambda v: v == 1.0):
        return [op.lhs]
    return _float_fold(c, lambda a, b: a * b)


def _fold_divf(op, c):
    if float_matches(c[1], lambda v: v == 1.0):
        return [op.lhs]
    return _float_fold(c, _divide)


def _fold_remf(op, c):
    return _float_fold(c, _modulo)


def _maximum(a: float, b: float) -> float:
    """llvm::maximum: NaN-propagating; +0 above -0."""
    if math.isnan(a):
        return a
    if math.isnan(b):
        return b
    if a == 0.0 and b == 0.0 and is_negative(a) != is_negative(b):
        return b if is_negative(a) else a
    return max(a, b)


def _minimum(a: float, b: float) -> float:
    if math.isnan(a):
        return a
    if math.isnan(b):
        return b
    if a == 0.0 and b == 0.0 and is_negative(a) != is_negative(b):
        return a if is_negative(a) else b
    return min(a, b)


def _maxnum(a: float, b: float) -> float:
    """llvm::maxnum: a NaN operand yields the other one."""
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    if a == 0.0 and b == 0.0 and is_negative(a) != is_negative(b):
        return b if is_negative(a) else a
    return max(a, b)


def _minnum(a: float, b: float) -> float:
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    if a == 0.0 and b == 0.0 and is_negative(a) != is_negative(b):
        return a if is_negative(a) else b
    return min(a, b)


def _float_min_max_fold(op, c, neutral: Callable[[float], bool], pick: Callable[[float, float], float]):
    if op.lhs is op.rhs:
        return [op.rhs]
    if float_matches(c[1], neutral):
        return [op.lhs]
    return _one(fold_binary(c, FLOAT, safe_float(pick)))


def _fold_maximumf(op, c):
    return _float_min_max_fold(op, c, lambda v: v == -math.inf, _maximum)


def _fold_minimumf(op, c):
    return _float_min_max_fold(op, c, lambda v: v == math.inf, _minimum)


def _fold_maxnumf(op, c):
    return _float_min_max_fold(op, c, math.isnan, _maxnum)


def _fold_minnumf(op, c):
    return _float_min_max_fold(op, c, math.isnan, _minnum)


def _fold_negf(op, c):
    if (inner := defining(op.operand, NegFOp)) is not None:
        return [inner.operand]
    return _one(fold_unary(c, FLOAT, negate))


# -- casts --


def _fold_extui(op, c):
    if (inner := defining(op.input, ExtUIOp)) is not None:
        op.operands[0] = inner.input
        return [op.result]
    return _one(fold_cast(c, op.result.type, INT, lambda a: a))


def _fold_extsi(op, c):
    if (inner := defining(op.input, ExtSIOp)) is not None:
        op.operands[0] = inner.input
        return [op.result]
    width = _width(op.input)
    return _one(fold_cast(c, op.result.type, INT, lambda a: to_signed(a, width)))


def _fold_trunci(op, c):
    inner = op.input.owner
    if isinstance(inner, ExtUIOp | ExtSIOp):
        source = inner.input
        if _width(source) > _width(op.result):
            op.operands[0] = source
            return [op.result]
        if element_type(source.type) == element_type(op.result.type):
            return [source]
    if isinstance(inner, TruncIOp):
        op.operands[0] = inner.input
        return [op.result]
    return _one(fold_cast(c, op.result.type, INT, lambda a: a))


def _exact_conversion(sem: apfloat.FloatSemantics) -> Callable[[float], float | None]:
    """convertFloatValue: the value converted into `sem`, if nothing is lost."""
    return lambda value: value if is_representable(value, sem) else None


_CONTRACT = 32


def _fold_extf(op, c):
    trunc = defining(op.input, TruncFOp)
    if trunc is not None and trunc.input.type == op.result.type and trunc.fastmath.flags & op.fastmath.flags & _CONTRACT:
        return [trunc.input]
    return _one(fold_cast(c, op.result.type, FLOAT, _exact_conversion(float_semantics(op.result.type))))


def _representable_by(source: apfloat.FloatSemantics, target: apfloat.FloatSemantics) -> bool:
    """APFloatBase::isRepresentableBy."""
    return (
        source.max_exponent <= target.max_exponent
        and source.min_exponent >= target.min_exponent
        and source.precision <= target.precision
    )


def _fold_truncf(op, c):
    result_element = element_type(op.result.type)
    if (ext := defining(op.input, ExtFOp)) is not None:
        source = ext.input
        source_element = element_type(source.type)
        if _representable_by(float_semantics(source.type), float_semantics(ext.result.type)):
            if source_element.bitwidth > result_element.bitwidth:
                op.operands[0] = source
                return [op.result]
            if source_element == result_element:
                return [source]
    return _one(fold_cast(c, op.result.type, FLOAT, _exact_conversion(float_semantics(op.result.type))))


def _round_to_precision(value: int, precision: int) -> int:
    """`value` rounded to nearest-even at `precision` significant bits."""
    excess = abs(value).bit_length() - precision
    if excess <= 0:
        return value
    magnitude, remainder = divmod(abs(value), 1 << excess)
    half = 1 << (excess - 1)
    if remainder > half or (remainder == half and magnitude & 1):
        magnitude += 1
    return math.copysign(1, value) * (magnitude << excess)


def _int_to_float(sem: apfloat.FloatSemantics) -> Callable[[int], float | None]:
    """APFloat::convertFromAPInt (nearest-even) of an already sign-interpreted value."""

    def convert(value: int) -> float | None:
        rounded = int(_round_to_precision(value, sem.precision))
        try:
            return round_float(float(rounded), sem)
        except (OverflowError, ValueError):
            return None

    return convert


def _fold_sitofp(op, c):
    width, convert = _width(op.input), _int_to_float(float_semantics(op.result.type))
    return _one(fold_cast(c, op.result.type, INT, lambda a: convert(to_signed(a, width))))


def _fold_uitofp(op, c):
    return _one(fold_cast(c, op.result.type, INT, _int_to_float(float_semantics(op.result.type))))


def _float_to_int(width: int, signed_result: bool) -> Callable[[float], int | None]:
    """APFloat::convertToInteger toward zero; NaN, infinity and out-of-range fail."""

    def convert(value: float) -> int | None:
        if math.isnan(value) or math.isinf(value):
            return None
        truncated = math.trunc(value)
        low, high = (-signed_min(width), signed_max(width)) if signed_result else (0, all_ones(width))
        return truncated if low <= truncated <= high else None

    return convert


def _fold_fptosi(op, c):
    return _one(fold_cast(c, op.result.type, FLOAT, _float_to_int(_width(op.result), True)))


def _fold_fptoui(op, c):
    return _one(fold_cast(c, op.result.type, FLOAT, _float_to_int(_width(op.result), False)))


def _fold_index_cast(op, c, sign_extend: bool):
    source_width = _width(op.input)
    extend = (lambda a: to_signed(a, source_width)) if sign_extend else (lambda a: a)
    return _one(fold_cast(c, op.result.type, INT, extend))


def _fold_bitcast(op, c):
    operand = c[0]
    if operand is None:
        return None
    result_type = op.result.type
    if isinstance(operand, DenseIntOrFPElementsAttr):
        return [DenseIntOrFPElementsAttr(result_type, operand.data)]
    if isinstance(result_type, TensorType | VectorType):
        return None
    if isinstance(operand, PoisonAttr):
        return [operand]
    if isinstance(operand, FloatAttr):
        bits = float_bits(operand.value.data, float_semantics(operand.type))
    else:
        bits = scalar_element(operand)
    if isinstance(result_type, AnyFloat):
        return [FloatAttr(apfloat.float_from_bits(bits, float_semantics(result_type)), result_type)]
    return [scalar_attr(result_type, bits)]


# -- comparisons and select --

_CMPI_EQUAL_HOLDS = {"eq", "sle", "sge", "ule", "uge"}
_CMPI_SWAPPED = {"slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle", "ult": "ugt", "ugt": "ult",
                 "ule": "uge", "uge": "ule", "eq": "eq", "ne": "ne"}  # fmt: skip
_CMPI_INVERTED = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle",
                  "ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule"}  # fmt: skip


def apply_cmpi(predicate: str, width: int, a: int, b: int) -> bool:
    sa, sb = to_signed(a, width), to_signed(b, width)
    return {
        "eq": a == b, "ne": a != b, "slt": sa < sb, "sle": sa <= sb, "sgt": sa > sb, "sge": sa >= sb,
        "ult": a < b, "ule": a <= b, "ugt": a > b, "uge": a >= b,
    }[predicate]  # fmt: skip


def _scalar_or_vector_width(type_: Attribute) -> int | None:
    """getIntegerWidth in CmpIOp::fold: integers and vectors, not tensors."""
    if isinstance(type_, IntegerType):
        return type_.width.data
    if isinstance(type_, VectorType):
        return element_type(type_).width.data
    return None


def _fold_cmpi(op, c):
    predicate = op.predicate_name
    if op.lhs is op.rhs:
        return [bool_attr(op.lhs.type, predicate in _CMPI_EQUAL_HOLDS)]
    lhs_is_i1 = is_signless_integer(element_type(op.lhs.type), 1)
    if is_zero_int(c[1]):
        for ext_type in (ExtSIOp, ExtUIOp):
            ext = defining(op.lhs, ext_type)
            if ext is not None and _scalar_or_vector_width(ext.input.type) == 1 and predicate == "ne":
                return [ext.input]
        if lhs_is_i1 and predicate == "ne":
            return [op.lhs]
    if is_one_int(c[1]) and lhs_is_i1 and predicate == "eq":
        return [op.lhs]
    if c[0] is not None and c[1] is None:
        lhs, rhs = op.lhs, op.rhs
        op.predicate = IntegerAttr(CMPI_PREDICATES.index(_CMPI_SWAPPED[predicate]), i64)
        op.operands[0], op.operands[1] = rhs, lhs
        return [op.result]
    if attr_type(c[0]) is not None:
        width = _width(op.lhs)
        compare = lambda a, b: int(apply_cmpi(predicate, width, a, b))
        return _one(fold_binary(c, INT, compare, bool_like_of(attr_type(c[0])), poison=False))
    return None


def apply_cmpf(predicate: str, a: float, b: float) -> bool:
    """applyCmpPredicate on APFloat::compare results."""
    if math.isnan(a) or math.isnan(b):
        relation = "unordered"
    else:
        relation = "lt" if a < b else "gt" if a > b else "eq"
    ordered = {"oeq": {"eq"}, "ogt": {"gt"}, "oge": {"gt", "eq"}, "olt": {"lt"}, "ole": {"lt", "eq"},
               "one": {"lt", "gt"}, "ord": {"lt", "gt", "eq"}}  # fmt: skip
    if predicate in ("false", "true"):
        return predicate == "true"
    if predicate in ordered:
        return relation in ordered[predicate]
    unordered = {"ueq": {"eq"}, "ugt": {"gt"}, "uge": {"gt", "eq"}, "ult": {"lt"}, "ule": {"lt", "eq"},
                 "une": {"lt", "gt"}, "uno": set()}  # fmt: skip
    return relation == "unordered" or relation in unordered[predicate]


def _fold_cmpf(op, c):
    lhs = c[0].value.data if isinstance(c[0], FloatAttr) else None
    rhs = c[1].value.data if isinstance(c[1], FloatAttr) else None
    if lhs is not None and math.isnan(lhs):
        rhs = lhs
    if rhs is not None and math.isnan(rhs):
        lhs = rhs
    if lhs is None or rhs is None:
        return None
    return [scalar_attr(i1, int(apply_cmpf(op.predicate_name, lhs, rhs)))]


def _fold_select(op, c):
    true_value, false_value = op.true_value, op.false_value
    if true_value is false_value:
        return [true_value]
    if is_one_int(c[0]):
        return [true_value]
    if is_zero_int(c[0]):
        return [false_value]
    if isinstance(c[1], PoisonAttr):
        return [false_value]
    if isinstance(c[2], PoisonAttr):
        return [true_value]
    if is_signless_integer(op.result.type, 1) and is_one_int(c[1]) and is_zero_int(c[2]):
        return [op.condition]
    cmp = defining(op.condition, CmpIOp)
    if cmp is not None and cmp.predicate_name in ("eq", "ne") and {cmp.lhs, cmp.rhs} == {true_value, false_value}:
        return [true_value if cmp.predicate_name == "ne" else false_value]
    if all(isinstance(a, DenseIntOrFPElementsAttr) for a in c):
        picked = [t if k else f for k, t, f in zip(dense_elements(c[0]), dense_elements(c[1]), dense_elements(c[2]))]
        return [dense_attr(c[1].type, picked)]
    return None


# == canonicalization patterns ====================================================================
#
# The DRR patterns of ArithCanonicalization.td and the C++ ones of ArithOps.cpp. A DRR
# pattern's benefit is the number of ops in its source pattern; the ops it builds are
# located at the fused locations of the matched ops (`drr_location`).


def constant_and_op(value: SSAValue) -> tuple[Attribute, Operation] | None:
    """ConstantLikeMatcher: the attribute and op of a constant-like producer."""
    attr = constant_of(value)
    return None if attr is None else (attr, value.owner)


def _scalar_int_constant(value: SSAValue) -> tuple[IntegerAttr, Operation] | None:
    """`(ConstantLikeMatcher APIntAttr:$c)`: a scalar integer constant."""
    found = constant_and_op(value)
    return found if found is not None and isinstance(found[0], IntegerAttr) else None


def _i1_constant(value: SSAValue, bit: int) -> tuple[IntegerAttr, Operation] | None:
    """`(ConstantLikeMatcher ConstantAttr<I1Attr, "bit">)`."""
    found = _scalar_int_constant(value)
    if found is None or found[0] != IntegerAttr(bit, i1):
        return None
    return found


def _scalar_or_splat(attr: Attribute, predicate: Callable[[int], bool]) -> bool:
    value = constant_int(attr)
    return value is not None and predicate(value)


def _merged_flags(a: Operation, b: Operation) -> IntegerOverflowFlagsAttr:
    return IntegerOverflowFlagsAttr(_overflow_flags(a) & _overflow_flags(b))


class _ConstantArithmetic(DrrPattern):
    """op(inner(x, c0) or inner(c0, x), c1) or op(c1, inner(...)): fold the constants."""

    benefit = 2
    ROOT: ClassVar[type]
    INNER: ClassVar[type]
    CONSTANT_SIDE: ClassVar[str]  # where c0 sits in the inner op: "rhs" or "lhs"
    OUTER_CONSTANT_SIDE: ClassVar[str] = "rhs"  # where c1 sits in the root

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, self.ROOT):
            return
        inner_value = op.lhs if self.OUTER_CONSTANT_SIDE == "rhs" else op.rhs
        inner = defining(inner_value, self.INNER)
        if inner is None:
            return
        c0 = _scalar_int_constant(getattr(inner, self.CONSTANT_SIDE))
        c1 = _scalar_int_constant(getattr(op, self.OUTER_CONSTANT_SIDE))
        if c0 is None or c1 is None or not self.applies(op, c0[0], c1[0]):
            return
        x = inner.lhs if self.CONSTANT_SIDE == "rhs" else inner.rhs
        if self.OUTER_CONSTANT_SIDE == "rhs":
            matched = [op, c0[1], inner, c1[1]]
        else:
            matched = [op, c1[1], c0[1], inner]
        location = self.location(matched)
        value = scalar_attr(op.result.type, self.combine(scalar_element(c0[0]), scalar_element(c1[0])))
        constant = build(rewriter, ConstantOp(value), location)
        replacement = build(rewriter, self.result(x, constant.result, op, inner), location)
        rewriter.replace_op_with_values(op, [replacement.result])

    def applies(self, op, c0: IntegerAttr, c1: IntegerAttr) -> bool:
        return True

    def combine(self, c0: int, c1: int) -> int: ...

    def result(self, x: SSAValue, constant: SSAValue, op, inner) -> Operation: ...


class AddIAddConstant(_ConstantArithmetic):
    """addi(addi(x, c0), c1) -> addi(x, c0 + c1)"""

    ROOT, INNER, CONSTANT_SIDE = AddIOp, AddIOp, "rhs"

    def combine(self, c0, c1):
        return c0 + c1

    def result(self, x, constant, op, inner):
        return AddIOp(x, constant, overflowFlags=_merged_flags(inner, op))


class AddISubConstantRHS(_ConstantArithmetic):
    """addi(subi(x, c0), c1) -> addi(x, c1 - c0)"""

    ROOT, INNER, CONSTANT_SIDE = AddIOp, SubIOp, "rhs"

    def combine(self, c0, c1):
        return c1 - c0

    def result(self, x, constant, op, inner):
        return AddIOp(x, constant, overflowFlags=_merged_flags(inner, op))


class AddISubConstantLHS(_ConstantArithmetic):
    """addi(subi(c0, x), c1) -> subi(c0 + c1, x)"""

    ROOT, INNER, CONSTANT_SIDE = AddIOp, SubIOp, "lhs"

    def combine(self, c0, c1):
        return c0 + c1

    def result(self, x, constant, op, inner):
        return SubIOp(constant, x, overflowFlags=_merged_flags(inner, op))


class MulIMulIConstant(_ConstantArithmetic):
    """muli(muli(x, c0), c1) -> muli(x, c0 * c1), when the constants have the result type"""

    ROOT, INNER, CONSTANT_SIDE = MulIOp, MulIOp, "rhs"

    def applies(self, op, c0, c1):
        return c0.type == op.result.type == c1.type

    def combine(self, c0, c1):
        return c0 * c1

    def result(self, x, constant, op, inner):
        return MulIOp(x, constant, overflowFlags=_merged_flags(inner, op))


class SubIRHSAddConstant(_ConstantArithmetic):
    """subi(addi(x, c0), c1) -> addi(x, c0 - c1)"""

    ROOT, INNER, CONSTANT_SIDE = SubIOp, AddIOp, "rhs"

    def combine(self, c0, c1):
        return c0 - c1

    def result(self, x, constant, op, inner):
        return AddIOp(x, constant)


class SubILHSAddConstant(_ConstantArithmetic):
    """subi(c1, addi(x, c0)) -> subi(c1 - c0, x)"""

    ROOT, INNER, CONSTANT_SIDE, OUTER_CONSTANT_SIDE = SubIOp, AddIOp, "rhs", "lhs"

    def combine(self, c0, c1):
        return c1 - c0

    def result(self, x, constant, op, inner):
        return SubIOp(constant, x, overflowFlags=_merged_flags(inner, op))


class SubIRHSSubConstantRHS(_ConstantArithmetic):
    """subi(subi(x, c0), c1) -> subi(x, c0 + c1)"""

    ROOT, INNER, CONSTANT_SIDE = SubIOp, SubIOp, "rhs"

    def combine(self, c0, c1):
        return c0 + c1

    def result(self, x, constant, op, inner):
        return SubIOp(x, constant, overflowFlags=_merged_flags(inner, op))


class SubIRHSSubConstantLHS(_ConstantArithmetic):
    """subi(subi(c0, x), c1) -> subi(c0 - c1, x)"""

    ROOT, INNER, CONSTANT_SIDE = SubIOp, SubIOp, "lhs"

    def combine(self, c0, c1):
        return c0 - c1

    def result(self, x, constant, op, inner):
        return SubIOp(constant, x, overflowFlags=_merged_flags(inner, op))


class SubILHSSubConstantRHS(_ConstantArithmetic):
    """subi(c1, subi(x, c0)) -> subi(c0 + c1, x)"""

    ROOT, INNER, CONSTANT_SIDE, OUTER_CONSTANT_SIDE = SubIOp, SubIOp, "rhs", "lhs"

    def combine(self, c0, c1):
        return c0 + c1

    def result(self, x, constant, op, inner):
        return SubIOp(constant, x, overflowFlags=_merged_flags(inner, op))


class SubILHSSubConstantLHS(_ConstantArithmetic):
    """subi(c1, subi(c0, x)) -> addi(x, c1 - c0)"""

    ROOT, INNER, CONSTANT_SIDE, OUTER_CONSTANT_SIDE = SubIOp, SubIOp, "lhs", "lhs"

    def combine(self, c0, c1):
        return c1 - c0

    def result(self, x, constant, op, inner):
        return AddIOp(x, constant, overflowFlags=_merged_flags(inner, op))


class _AddIMulNegativeOne(DrrPattern):
    """addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x)"""

    benefit = 2
    MUL_SIDE: ClassVar[str]

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, AddIOp):
            return
        mul = defining(getattr(op, self.MUL_SIDE), MulIOp)
        if mul is None or (found := constant_and_op(mul.rhs)) is None:
            return
        if not _scalar_or_splat(found[0], lambda v: v == all_ones(_width(mul.rhs))):
            return
        other = op.lhs if self.MUL_SIDE == "rhs" else op.rhs
        sub = build(rewriter, SubIOp(other, mul.lhs), self.location([op, found[1], mul]))
        rewriter.replace_op_with_values(op, [sub.result])


class AddIMulNegativeOneRhs(_AddIMulNegativeOne):
    MUL_SIDE = "rhs"


class AddIMulNegativeOneLhs(_AddIMulNegativeOne):
    MUL_SIDE = "lhs"


class SubISubILHSRHSLHS(DrrPattern):
    """subi(subi(a, b), a) -> subi(0, b)"""

    benefit = 2

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, SubIOp):
            return
        inner = defining(op.lhs, SubIOp)
        if inner is None or inner.lhs is not op.rhs:
            return
        location = self.location([op, inner])
        zero = build(rewriter, ConstantOp(zero_attr(inner.rhs.type)), location)
        sub = build(rewriter, SubIOp(zero.result, inner.rhs, overflowFlags=_merged_flags(inner, op)), location)
        rewriter.replace_op_with_values(op, [sub.result])


class _ExtendedToPlain(DrrPattern):
    """An extended op whose second result is unused -> the plain op, and any value."""

    PLAIN: ClassVar[type]

    def match_and_rewrite(self, op, rewriter):
        if op.results[1].uses:
            return
        plain = build(rewriter, self.PLAIN(op.lhs, op.rhs), self.location([op]))
        rewriter.replace_op_with_values(op, [plain.result, op.lhs])


class AddUIExtendedToAddI(_ExtendedToPlain):
    PLAIN = AddIOp


class MulSIExtendedToMulI(_ExtendedToPlain):
    PLAIN = MulIOp


class MulUIExtendedToMulI(_ExtendedToPlain):
    PLAIN = MulIOp


class MulSIExtendedRHSOne(DrrPattern):
    """mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]"""

    def match_and_rewrite(self, op, rewriter):
        found = constant_and_op(op.rhs)
        width = _width(op.lhs)
        if found is None or not _scalar_or_splat(found[0], lambda v: 0 < to_signed(v, width) == 1):
            return
        location = self.location([op, found[1]])
        zero = build(rewriter, ConstantOp(zero_attr(op.lhs.type)), location)
        negative = build(rewriter, CmpIOp("slt", op.lhs, zero.result), location)
        high = build(rewriter, ExtSIOp(negative.result, op.high.type), location)
        rewriter.replace_op_with_values(op, [op.lhs, high.result])


class XOrINotCmpI(DrrPattern):
    """xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)"""

    benefit = 2

    def match_and_rewrite(self, op, rewriter):
        cmp = defining(op.lhs, CmpIOp)
        if cmp is None or (one := _i1_constant(op.rhs, 1)) is None:
            return
        inverted = _CMPI_INVERTED[cmp.predicate_name]
        new = build(rewriter, CmpIOp(inverted, cmp.lhs, cmp.rhs), self.location([op, cmp, one[1]]))
        rewriter.replace_op_with_values(op, [new.result])


class _OfExtensions(DrrPattern):
    """op(ext(x), ext(y)) -> ext(op(x, y)) when x and y have the same type."""

    benefit = 3
    EXT: ClassVar[type]

    def match_and_rewrite(self, op, rewriter):
        lhs, rhs = defining(op.lhs, self.EXT), defining(op.rhs, self.EXT)
        if lhs is None or rhs is None or lhs.input.type != rhs.input.type:
            return
        location = self.location([op, lhs, rhs])
        inner = build(rewriter, type(op)(lhs.input, rhs.input), location)
        ext = build(rewriter, self.EXT(inner.result, op.result.type), location)
        rewriter.replace_op_with_values(op, [ext.result])


class XOrIOfExtUI(_OfExtensions):
    EXT = ExtUIOp


class XOrIOfExtSI(_OfExtensions):
    EXT = ExtSIOp


class AndOfExtUI(_OfExtensions):
    EXT = ExtUIOp


class AndOfExtSI(_OfExtensions):
    EXT = ExtSIOp


class OrOfExtUI(_OfExtensions):
    EXT = ExtUIOp


class OrOfExtSI(_OfExtensions):
    EXT = ExtSIOp


class _CmpIOfExtensions(DrrPattern):
    """cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)"""

    benefit = 3
    EXT: ClassVar[type]

    def match_and_rewrite(self, op, rewriter):
        lhs, rhs = defining(op.lhs, self.EXT), defining(op.rhs, self.EXT)
        if lhs is None or rhs is None or lhs.input.type != rhs.input.type:
            return
        if op.predicate_name not in ("eq", "ne"):
            return
        new = build(rewriter, CmpIOp(op.predicate_name, lhs.input, rhs.input), self.location([op, lhs, rhs]))
        rewriter.replace_op_with_values(op, [new.result])


class CmpIExtSI(_CmpIOfExtensions):
    EXT = ExtSIOp


class CmpIExtUI(_CmpIOfExtensions):
    EXT = ExtUIOp


class SelectNotCond(DrrPattern):
    """select(xori(pred, -1), a, b) -> select(pred, b, a)"""

    benefit = 2

    def match_and_rewrite(self, op, rewriter):
        xor = defining(op.condition, XOrIOp)
        if xor is None or (ones := _scalar_int_constant(xor.rhs)) is None:
            return
        if not _scalar_or_splat(ones[0], lambda v: v == all_ones(_width(xor.rhs))):
            return
        new = build(rewriter, SelectOp(xor.lhs, op.false_value, op.true_value), self.location([op, ones[1], xor]))
        rewriter.replace_op_with_values(op, [new.result])


class RedundantSelectTrue(DrrPattern):
    """select(pred, select(pred, a, b), c) -> select(pred, a, c)"""

    benefit = 2

    def match_and_rewrite(self, op, rewriter):
        inner = defining(op.true_value, SelectOp)
        if inner is None or inner.condition is not op.condition:
            return
        new = build(rewriter, SelectOp(op.condition, inner.true_value, op.false_value), self.location([op, inner]))
        rewriter.replace_op_with_values(op, [new.result])


class RedundantSelectFalse(DrrPattern):
    """select(pred, a, select(pred, b, c)) -> select(pred, a, c)"""

    benefit = 2

    def match_and_rewrite(self, op, rewriter):
        inner = defining(op.false_value, SelectOp)
        if inner is None or inner.condition is not op.condition:
            return
        new = build(rewriter, SelectOp(op.condition, op.true_value, inner.false_value), self.location([op, inner]))
        rewriter.replace_op_with_values(op, [new.result])


class SelectI1ToNot(DrrPattern):
    """select(pred, false, true) -> xori(pred, true)"""

    def match_and_rewrite(self, op, rewriter):
        false_constant, true_constant = _i1_constant(op.true_value, 0), _i1_constant(op.false_value, 1)
        if false_constant is None or true_constant is None:
            return
        location = self.location([op, false_constant[1], true_constant[1]])
        true = build(rewriter, ConstantOp(IntegerAttr(1, i1)), location)
        xor = build(rewriter, XOrIOp(op.condition, true.result), location)
        rewriter.replace_op_with_values(op, [xor.result])


class SelectToExtUI(RewritePattern):
    """select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(xori(c, 1)), for integer results
    wider than i1."""

    def match_and_rewrite(self, op, rewriter):
        result_type = op.result.type
        if not isinstance(result_type, IntegerType) or result_type.width.data == 1:
            return
        true_attr, false_attr = constant_of(op.true_value), constant_of(op.false_value)
        if is_one_int(true_attr) and is_zero_int(false_attr):
            condition = op.condition
        elif is_zero_int(true_attr) and is_one_int(false_attr):
            one = build(rewriter, ConstantOp(scalar_attr(op.condition.type, 1)), op.location)
            condition = build(rewriter, XOrIOp(op.condition, one.result), op.location).result
        else:
            return
        ext = build(rewriter, ExtUIOp(condition, result_type), op.location)
        rewriter.replace_op_with_values(op, [ext.result])


class _CastOfCast(DrrPattern):
    """outer(inner(x)) -> REPLACEMENT(x), with the outer op's result type."""

    benefit = 2
    INNER: ClassVar[type]
    REPLACEMENT: ClassVar[type]

    def match_and_rewrite(self, op, rewriter):
        inner = defining(op.input, self.INNER)
        if inner is None or not self.applies(op, inner):
            return
        new = build(rewriter, self.REPLACEMENT(inner.input, op.result.type), self.location([op, inner]))
        rewriter.replace_op_with_values(op, [new.result])

    def applies(self, op, inner) -> bool:
        return True


class _CastRoundTrip(DrrPattern):
    """cast(cast(x)) -> x when the result has x's type."""

    benefit = 2

    def match_and_rewrite(self, op, rewriter):
        inner = defining(op.input, type(op))
        if inner is not None and inner.input.type == op.result.type:
            rewriter.replace_op_with_values(op, [inner.input])


class IndexCastOfIndexCast(_CastRoundTrip):
    pass


class IndexCastUIOfIndexCastUI(_CastRoundTrip):
    pass


class IndexCastOfExtSI(_CastOfCast):
    INNER, REPLACEMENT = ExtSIOp, IndexCastOp


class IndexCastUIOfExtUI(_CastOfCast):
    INNER, REPLACEMENT = ExtUIOp, IndexCastUIOp


class BitcastOfBitcast(_CastOfCast):
    INNER, REPLACEMENT = BitcastOp, BitcastOp


class ExtSIOfExtUI(_CastOfCast):
    INNER, REPLACEMENT = ExtUIOp, ExtUIOp


class _TruncIOfExtension(_CastOfCast):
    """trunci(ext(x)) -> ext(x) when only extension bits are truncated."""

    def applies(self, op, inner):
        return _width(inner.result) > _width(op.result) > _width(inner.input) > 0


class TruncIExtSIToExtSI(_TruncIOfExtension):
    INNER, REPLACEMENT = ExtSIOp, ExtSIOp


class TruncIExtUIToExtUI(_TruncIOfExtension):
    INNER, REPLACEMENT = ExtUIOp, ExtUIOp


class _TruncFOfIntToFloat(_CastOfCast):
    """truncf(itofp(x)) -> itofp(x) with the default rounding mode."""

    def applies(self, op, inner):
        return op.roundingmode is None


class TruncFSIToFPToSIToFP(_TruncFOfIntToFloat):
    INNER, REPLACEMENT = SIToFPOp, SIToFPOp


class TruncFUIToFPToUIToFP(_TruncFOfIntToFloat):
    INNER, REPLACEMENT = UIToFPOp, UIToFPOp


class TruncIShrSIToTrunciShrUI(DrrPattern):
    """trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of truncated bits."""

    benefit = 2

    def match_and_rewrite(self, op, rewriter):
        shift = defining(op.input, ShRSIOp)
        if shift is None or (found := constant_and_op(shift.rhs)) is None or attr_type(found[0]) is None:
            return
        if constant_int(found[0]) != _width(shift.lhs) - _width(op.result):
            return
        location = self.location([op, found[1], shift])
        amount = build(rewriter, ConstantOp(found[0]), location)
        shrui = build(rewriter, ShRUIOp(shift.lhs, amount.result), location)
        trunc = build(rewriter, TruncIOp(shrui.result, op.result.type), location)
        trunc.overflowFlags = op.overflowFlags
        rewriter.replace_op_with_values(op, [trunc.result])


class _OfNegations(DrrPattern):
    """op(negf(x), negf(y)) -> op(x, y), keeping the op's fastmath flags."""

    benefit = 3

    def match_and_rewrite(self, op, rewriter):
        lhs, rhs = defining(op.lhs, NegFOp), defining(op.rhs, NegFOp)
        if lhs is None or rhs is None or lhs.operand.type != rhs.operand.type:
            return
        new = build(rewriter, type(op)(lhs.operand, rhs.operand, fastmath=op.fastmath), self.location([op, lhs, rhs]))
        rewriter.replace_op_with_values(op, [new.result])


class MulFOfNegF(_OfNegations):
    pass


class DivFOfNegF(_OfNegations):
    pass


class CmpFIntToFPConst(RewritePattern):
    """cmpf(itofp(i), C) -> cmpi(i, C') (or a constant), when the conversion cannot change
    the outcome."""

    _INT_PREDICATE: ClassVar[dict[str, tuple[str, str]]] = {
        "ueq": ("eq", "eq"), "oeq": ("eq", "eq"), "ugt": ("sgt", "ugt"), "ogt": ("sgt", "ugt"),
        "uge": ("sge", "uge"), "oge": ("sge", "uge"), "ult": ("slt", "ult"), "olt": ("slt", "ult"),
        "ule": ("sle", "ule"), "ole": ("sle", "ule"), "une": ("ne", "ne"), "one": ("ne", "ne"),
    }  # fmt: skip

    def match_and_rewrite(self, op, rewriter):
        rhs_attr = constant_of(op.rhs)
        if not isinstance(rhs_attr, FloatAttr) or math.isnan(rhs_attr.value.data):
            return
        rhs = rhs_attr.value.data
        sem = float_semantics(op.rhs.type)
        source = op.lhs.owner
        if not isinstance(source, SIToFPOp | UIToFPOp):
            return
        unsigned = isinstance(source, UIToFPOp)
        value = source.input
        width = _width(value)
        value_bits = width if unsigned else width - 1
        if width > sem.precision and self._conversion_may_change_outcome(rhs, sem, value_bits):
            return
        predicate = op.predicate_name
        if predicate in ("ord", "uno"):
            return self._constant(op, rewriter, predicate == "ord")
        if predicate not in self._INT_PREDICATE:
            return
        pred = self._INT_PREDICATE[predicate][int(unsigned)]
        outcome = self._out_of_range_outcome(rhs, sem, width, unsigned, pred)
        if outcome is not None:
            return self._constant(op, rewriter, outcome)
        if math.isinf(rhs):
            return
        rhs_int = math.trunc(rhs)
        low, high = (0, all_ones(width)) if unsigned else (-signed_min(width), signed_max(width))
        if not low <= rhs_int <= high:
            return
        if rhs != 0.0 and _int_to_float(sem)(rhs_int) != rhs:
            fractional = self._fractional_predicate(pred, rhs)
            if isinstance(fractional, bool):
                return self._constant(op, rewriter, fractional)
            pred = fractional
        constant = build(rewriter, ConstantOp(scalar_attr(value.type, rhs_int)), op.location)
        cmp = build(rewriter, CmpIOp(pred, value, constant.result), op.location)
        rewriter.replace_op_with_values(op, [cmp.result])

    @staticmethod
    def _conversion_may_change_outcome(rhs: float, sem, value_bits: int) -> bool:
        if math.isinf(rhs):
            return sem.max_exponent < value_bits
        if rhs == 0.0:
            return False
        exponent = math.frexp(rhs)[1] - 1
        return sem.precision <= exponent <= value_bits

    @staticmethod
    def _out_of_range_outcome(rhs: float, sem, width: int, unsigned: bool, pred: str) -> bool | None:
        to_float = _int_to_float(sem)
        maximum = to_float(all_ones(width) if unsigned else signed_max(width))
        if maximum is not None and maximum < rhs:
            return pred in ("ne", "ult" if unsigned else "slt", "ule" if unsigned else "sle")
        minimum = to_float(0 if unsigned else -signed_min(width))
        if minimum is not None and minimum > rhs:
            return pred in ("ne", "ugt" if unsigned else "sgt", "uge" if unsigned else "sge")
        return None

    @staticmethod
    def _fractional_predicate(pred: str, rhs: float) -> str | bool:
        """The predicate for a comparison against a fractional value (rounded toward zero),
        or the outcome when it is fixed."""
        negative = rhs < 0
        if pred == "ne":
            return True
        if pred == "eq":
            return False
        if pred == "ule":
            return False if negative else pred
        if pred == "sle":
            return "slt" if negative else pred
        if pred == "ult":
            return False if negative else "ule"
        if pred == "slt":
            return pred if negative else "sle"
        if pred == "ugt":
            return True if negative else pred
        if pred == "sgt":
            return "sge" if negative else pred
        if pred == "uge":
            return True if negative else "ugt"
        return pred if negative else "sgt"

    @staticmethod
    def _constant(op, rewriter, value: bool) -> None:
        constant = build(rewriter, ConstantOp(IntegerAttr(int(value), i1)), op.location)
        rewriter.replace_op_with_values(op, [constant.result])


# == registration ===================================================================================


def materialize_arith_constant(value: Attribute, type_: Attribute) -> Operation | None:
    """ArithDialect::materializeConstant: poison, or a constant buildable with the value."""
    if isinstance(value, PoisonAttr):
        return PoisonOp(type_, value)
    return materialize_buildable_constant(value, type_)


def materialize_buildable_constant(value: Attribute, type_: Attribute) -> ConstantOp | None:
    """arith::ConstantOp::materialize: a constant when the value is buildable with `type_`."""
    if attr_type(value) != type_:
        return None
    element = element_type(type_)
    if isinstance(element, IntegerType) and element.signedness.data != Signedness.SIGNLESS:
        return None
    return ConstantOp(value)


install_canonicalization(AddIOp, _fold_addi, AddIAddConstant, AddISubConstantRHS, AddISubConstantLHS, AddIMulNegativeOneRhs, AddIMulNegativeOneLhs)
install_canonicalization(AddUIExtendedOp, _fold_addui_extended, AddUIExtendedToAddI)
install_canonicalization(SubIOp, _fold_subi, SubIRHSAddConstant, SubILHSAddConstant, SubIRHSSubConstantRHS, SubIRHSSubConstantLHS,
         SubILHSSubConstantRHS, SubILHSSubConstantLHS, SubISubILHSRHSLHS)  # fmt: skip
install_canonicalization(MulIOp, _fold_muli, MulIMulIConstant)
install_canonicalization(MulSIExtendedOp, lambda op, c: _fold_mul_extended(op, c, True), MulSIExtendedToMulI, MulSIExtendedRHSOne)
install_canonicalization(MulUIExtendedOp, lambda op, c: _fold_mul_extended(op, c, False), MulUIExtendedToMulI)
install_canonicalization(DivUIOp, _fold_divui)
install_canonicalization(DivSIOp, _fold_divsi)
install_canonicalization(CeilDivUIOp, _fold_ceildivui)
install_canonicalization(CeilDivSIOp, _fold_ceildivsi)
install_canonicalization(FloorDivSIOp, _fold_floordivsi)
install_canonicalization(RemUIOp, _fold_remui)
install_canonicalization(RemSIOp, _fold_remsi)
install_canonicalization(AndIOp, _fold_andi, AndOfExtUI, AndOfExtSI)
install_canonicalization(OrIOp, _fold_ori, OrOfExtUI, OrOfExtSI)
install_canonicalization(XOrIOp, _fold_xori, XOrINotCmpI, XOrIOfExtUI, XOrIOfExtSI)
install_canonicalization(ShLIOp, lambda op, c: _shift_fold(op, c, _shl))
install_canonicalization(ShRUIOp, lambda op, c: _shift_fold(op, c, _lshr))
install_canonicalization(ShRSIOp, lambda op, c: _shift_fold(op, c, _ashr))
install_canonicalization(MaxSIOp, _fold_maxsi)
install_canonicalization(MaxUIOp, _fold_maxui)
install_canonicalization(MinSIOp, _fold_minsi)
install_canonicalization(MinUIOp, _fold_minui)
install_canonicalization(NegFOp, _fold_negf)
install_canonicalization(AddFOp, _fold_addf)
install_canonicalization(SubFOp, _fold_subf)
install_canonicalization(MulFOp, _fold_mulf, MulFOfNegF)
install_canonicalization(DivFOp, _fold_divf, DivFOfNegF)
install_canonicalization(RemFOp, _fold_remf)
install_canonicalization(MaximumFOp, _fold_maximumf)
install_canonicalization(MinimumFOp, _fold_minimumf)
install_canonicalization(MaxNumFOp, _fold_maxnumf)
install_canonicalization(MinNumFOp, _fold_minnumf)
install_canonicalization(ExtUIOp, _fold_extui)
install_canonicalization(ExtSIOp, _fold_extsi, ExtSIOfExtUI)
install_canonicalization(ExtFOp, _fold_extf)
install_canonicalization(TruncIOp, _fold_trunci, TruncIExtSIToExtSI, TruncIExtUIToExtUI, TruncIShrSIToTrunciShrUI)
install_canonicalization(TruncFOp, _fold_truncf, TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP)
install_canonicalization(SIToFPOp, _fold_sitofp)
install_canonicalization(UIToFPOp, _fold_uitofp)
install_canonicalization(FPToSIOp, _fold_fptosi)
install_canonicalization(FPToUIOp, _fold_fptoui)
install_canonicalization(IndexCastOp, lambda op, c: _fold_index_cast(op, c, True), IndexCastOfIndexCast, IndexCastOfExtSI)
install_canonicalization(IndexCastUIOp, lambda op, c: _fold_index_cast(op, c, False), IndexCastUIOfIndexCastUI, IndexCastUIOfExtUI)
install_canonicalization(BitcastOp, _fold_bitcast, BitcastOfBitcast)
install_canonicalization(CmpIOp, _fold_cmpi, CmpIExtSI, CmpIExtUI)
install_canonicalization(CmpFOp, _fold_cmpf, CmpFIntToFPConst)
install_canonicalization(SelectOp, _fold_select, RedundantSelectFalse, RedundantSelectTrue, SelectNotCond, SelectI1ToNot, SelectToExtUI)
Arith = Dialect(
    "arith",
    ARITH_OPS,
    [IntegerOverflowFlagsAttr, FastMathFlagsAttr],
    [ConstantMaterializer(materialize_arith_constant)],
)
