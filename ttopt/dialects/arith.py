"""The `arith` dialect as MLIR defines it, tensor-aware.

xDSL's arith rejects tensors in compares, selects and casts; Triton IR is full of
them, so ttopt defines the dialect itself, with MLIR's syntax, defaults and
verifier messages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from xdsl.dialects.builtin import (
    AnyFloat,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute, SSAValue
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
from xdsl.dialects.builtin import IntAttr
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
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
from ttopt.ir.assembly_format import (
    EnumStyle,
    FormatState,
    StrippedStyle,
    assembly_format,
)

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


def _define(name: str, base: type, fmt: str, **format_options) -> type:
    """An op class `name` deriving from `base`, with assembly format `fmt`."""
    cls = type(_class_name(name), (base,), {"name": name})
    format_options.setdefault("infer", _all_like(*_value_names(cls)))
    return assembly_format(fmt, **format_options)(irdl_op_definition(cls))


def _class_name(op_name: str) -> str:
    return "".join(part.title() for part in op_name.split(".")[1].split("_")) + "Op"


def _value_names(cls: type) -> list[str]:
    return [name for name in ("lhs", "rhs", "operand", "result", "low", "high") if hasattr(cls, name)]


AddIOp = _define("arith.addi", _IntOverflowOp, _OVERFLOW_FORMAT, styles=_OVERFLOW_STYLE)
SubIOp = _define("arith.subi", _IntOverflowOp, _OVERFLOW_FORMAT, styles=_OVERFLOW_STYLE)
MulIOp = _define("arith.muli", _IntOverflowOp, _OVERFLOW_FORMAT, styles=_OVERFLOW_STYLE)
ShLIOp = _define("arith.shli", _IntOverflowOp, _OVERFLOW_FORMAT, styles=_OVERFLOW_STYLE)
_INT_BINARY = {
    name: _define(f"arith.{name}", _IntBinaryOp, _INT_FORMAT)
    for name in (
        "divsi", "divui", "remsi", "remui", "andi", "ori", "xori", "shrsi", "shrui",
        "maxsi", "maxui", "minsi", "minui", "ceildivsi", "ceildivui", "floordivsi",
    )
}
_FLOAT_BINARY = {
    name: _define(f"arith.{name}", _FloatBinaryOp, _FLOAT_FORMAT, styles=_FASTMATH_STYLE)
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
MulSIExtendedOp = _define("arith.mulsi_extended", _ExtendedMulOp, _EXTENDED_FORMAT)
MulUIExtendedOp = _define("arith.mului_extended", _ExtendedMulOp, _EXTENDED_FORMAT)


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
    traits = traits_def(Pure())

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
    traits = traits_def(Pure())
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

    @staticmethod
    def materialize_constant(value: Attribute, type_: Attribute) -> ConstantOp | None:
        """arith's materializeConstant: a constant op for a folded value, if it is one."""
        if getattr(value, "type", None) != type_:
            return None
        return ConstantOp(value)

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
            from ttopt.ir.printer import print_attribute_text

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

Arith = Dialect("arith", ARITH_OPS, [IntegerOverflowFlagsAttr, FastMathFlagsAttr])
