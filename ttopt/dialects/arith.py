"""The `arith` dialect as MLIR defines it, tensor-aware.

xDSL's arith rejects tensors in compares, selects and casts; Triton IR is full of
them, so ttopt defines the dialect itself, with MLIR's syntax, defaults and
verifier messages.

Each op is a class; ops of one family (binary integer ops, casts, ...) share a base class
that declares their operands, verifier and assembly format (`declared_format_op`). An op's
folder is its `fold` method and its canonicalization patterns, defined below the ops, are
returned by its `canonicalization_patterns` in upstream's registration order. Every op but
`arith.constant` is ElementwiseMappable.
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
from ttopt.dialects.folding import (
    FLOAT,
    INT,
    CastOpInterface,
    Commutative,
    ConstantOperands,
    DrrPattern,
    FoldResult,
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
from ttopt.dialects.traits import ElementwiseMappable
from ttopt.dialects.ub import PoisonAttr, PoisonOp
from ttopt.ir import apfloat
from ttopt.ir.assembly_format import (
    EnumStyle,
    FormatState,
    StrippedStyle,
    assembly_format,
)
from ttopt.ir.op_definition import irdl_op_definition
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

# -- assembly formats -----------------------------------------------------------------


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


def declared_format_op(op_class: type) -> type:
    """`irdl_op_definition`, then the assembly format the class declares in `ASSEMBLY_FORMAT`
    (with `FORMAT_OPTIONS` for `assembly_format`): a family of ops declares its format once,
    on its base class, as ODS does with a shared op base."""
    return assembly_format(op_class.ASSEMBLY_FORMAT, **op_class.FORMAT_OPTIONS)(irdl_op_definition(op_class))


# -- binary ops ----------------------------------------------------------------------

_OVERFLOW_STYLE = {"overflowFlags": StrippedStyle(IntegerOverflowFlagsAttr)}
_FASTMATH_STYLE = {"fastmath": StrippedStyle(FastMathFlagsAttr)}
_BINARY_INFER = _all_like("lhs", "rhs", "result")


class _BinaryOp(IRDLOperation):
    """Arith_BinaryOp: two operands and a result of one type."""

    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    traits = traits_def(Pure(), ElementwiseMappable())
    ELEMENT_CHECK = staticmethod(is_signless_int_or_index)
    ELEMENT_DESCRIPTION: ClassVar[str] = _SIGNLESS_INT_LIKE
    ASSEMBLY_FORMAT: ClassVar[str] = "$lhs `,` $rhs attr-dict `:` type($result)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"infer": _BINARY_INFER}

    def __init__(self, lhs: SSAValue, rhs: SSAValue, **props: Attribute):
        super().__init__(operands=[lhs, rhs], result_types=[lhs.type], properties=props)

    def verify_(self) -> None:
        check = like(type(self).ELEMENT_CHECK)
        for index in range(2):
            require_operand(self, index, check, type(self).ELEMENT_DESCRIPTION)
        require_result(self, 0, check, type(self).ELEMENT_DESCRIPTION)
        require_same_types(self, [self.lhs, self.rhs, self.result])


class _IntBinaryOp(_BinaryOp):
    """Arith_TotalIntBinaryOp / Arith_IntBinaryOp: signless integers or index."""


class _IntOverflowBinaryOp(_BinaryOp):
    """Arith_IntBinaryOpWithOverflowFlags: `overflow<nsw, nuw>` after the operands."""

    overflowFlags = prop_def(IntegerOverflowFlagsAttr, default_value=NO_OVERFLOW)
    ASSEMBLY_FORMAT: ClassVar[str] = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"styles": _OVERFLOW_STYLE, "infer": _BINARY_INFER}


class _FloatBinaryOp(_BinaryOp):
    """Arith_FloatBinaryOp: floats, with `fastmath<...>` after the operands."""

    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    ELEMENT_CHECK = staticmethod(is_float)
    ELEMENT_DESCRIPTION: ClassVar[str] = _FLOAT_LIKE
    ASSEMBLY_FORMAT: ClassVar[str] = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"styles": _FASTMATH_STYLE, "infer": _BINARY_INFER}


# Each folder follows its counterpart in mlir/lib/Dialect/Arith/IR/ArithOps.cpp; `operands`
# holds the operands' constant attributes (or None). The canonicalization patterns are
# those of ArithCanonicalization.td and ArithOps.cpp (defined below the ops), in upstream's
# registration order.


@declared_format_op
class AddIOp(_IntOverflowBinaryOp):
    name = "arith.addi"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x + 0 -> x; (a - b) + b -> a; b + (a - b) -> a."""
        if is_zero_int(operands[1]):
            return [self.lhs]
        if (sub := defining(self.lhs, SubIOp)) is not None and self.rhs is sub.rhs:
            return [sub.lhs]
        if (sub := defining(self.rhs, SubIOp)) is not None and self.lhs is sub.rhs:
            return [sub.lhs]
        return _one(fold_binary(operands, INT, lambda a, b: a + b))

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (
            AddIAddConstant(), AddISubConstantRHS(), AddISubConstantLHS(), AddIMulNegativeOneRhs(),
            AddIMulNegativeOneLhs(),
        )


@declared_format_op
class SubIOp(_IntOverflowBinaryOp):
    name = "arith.subi"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x - x -> 0; x - 0 -> x; (a + b) - b -> a; (a + b) - a -> b."""
        if self.lhs is self.rhs:
            return [zero_attr(self.result.type)]
        if is_zero_int(operands[1]):
            return [self.lhs]
        if (add := defining(self.lhs, AddIOp)) is not None:
            if self.rhs is add.rhs:
                return [add.lhs]
            if self.rhs is add.lhs:
                return [add.rhs]
        return _one(fold_binary(operands, INT, lambda a, b: a - b))

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (
            SubIRHSAddConstant(), SubILHSAddConstant(), SubIRHSSubConstantRHS(), SubIRHSSubConstantLHS(),
            SubILHSSubConstantRHS(), SubILHSSubConstantLHS(), SubISubILHSRHSLHS(),
        )


@declared_format_op
class MulIOp(_IntOverflowBinaryOp):
    name = "arith.muli"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x * 0 -> 0; x * 1 -> x."""
        if is_zero_int(operands[1]):
            return [self.rhs]
        if is_one_int(operands[1]):
            return [self.lhs]
        return _one(fold_binary(operands, INT, lambda a, b: a * b))

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (MulIMulIConstant(),)


@declared_format_op
class ShLIOp(_IntOverflowBinaryOp):
    name = "arith.shli"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _shift_fold(self, operands, _shl)


@declared_format_op
class DivSIOp(_IntBinaryOp):
    name = "arith.divsi"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x / 1 -> x; (a * b) / b -> a with nsw."""
        if is_one_int(operands[1]):
            return [self.lhs]
        if (value := _fold_div_of_mul(self, _NSW)) is not None:
            return [value]
        width = _width(self.lhs)
        return _one(fold_binary(operands, INT, lambda a, b: _signed_division(width, a, b)))


@declared_format_op
class DivUIOp(_IntBinaryOp):
    name = "arith.divui"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x / 1 -> x; (a * b) / b -> a with nuw."""
        if is_one_int(operands[1]):
            return [self.lhs]
        if (value := _fold_div_of_mul(self, _NUW)) is not None:
            return [value]
        return _one(fold_binary(operands, INT, lambda a, b: a // b if b else None))


@declared_format_op
class RemSIOp(_IntBinaryOp):
    name = "arith.remsi"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x % 1 -> 0."""
        if is_one_int(operands[1]):
            return [zero_attr(self.result.type)]
        width = _width(self.lhs)
        return _one(fold_binary(operands, INT, lambda a, b: _signed_remainder(width, a, b)))


@declared_format_op
class RemUIOp(_IntBinaryOp):
    name = "arith.remui"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x % 1 -> 0."""
        if is_one_int(operands[1]):
            return [zero_attr(self.result.type)]
        return _one(fold_binary(operands, INT, lambda a, b: a % b if b else None))


@declared_format_op
class AndIOp(_IntBinaryOp):
    name = "arith.andi"
    traits = traits_def(Commutative(), Idempotent())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x & 0 -> 0; x & -1 -> x; x & ~x -> 0; a & (a & b) -> a & b."""
        if is_zero_int(operands[1]):
            return [self.rhs]
        if is_all_ones_int(operands[1], _width(self.lhs)):
            return [self.lhs]
        if _is_not_of(self.rhs, self.lhs) or _is_not_of(self.lhs, self.rhs):
            return [zero_attr(self.result.type)]
        if (value := _and_of_and(self)) is not None:
            return [value]
        return _one(fold_binary(operands, INT, lambda a, b: a & b))

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (AndOfExtUI(), AndOfExtSI())


@declared_format_op
class OrIOp(_IntBinaryOp):
    name = "arith.ori"
    traits = traits_def(Commutative(), Idempotent())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x | 0 -> x; x | -1 -> -1; x | ~x -> -1 (the all-ones constant of the not)."""
        rhs = constant_int(operands[1])
        if rhs == 0:
            return [self.lhs]
        if rhs is not None and rhs == all_ones(_width(self.lhs)):
            return [operands[1]]
        if _is_not_of(self.rhs, self.lhs):
            return [self.rhs.owner.rhs]
        if _is_not_of(self.lhs, self.rhs):
            return [self.lhs.owner.rhs]
        return _one(fold_binary(operands, INT, lambda a, b: a | b))

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (OrOfExtUI(), OrOfExtSI())


@declared_format_op
class XOrIOp(_IntBinaryOp):
    name = "arith.xori"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x ^ 0 -> x; x ^ x -> 0; (a ^ b) ^ b -> a, in any operand order."""
        if is_zero_int(operands[1]):
            return [self.lhs]
        if self.lhs is self.rhs:
            return [zero_attr(self.result.type)]
        if (prev := defining(self.lhs, XOrIOp)) is not None:
            if prev.rhs is self.rhs:
                return [prev.lhs]
            if prev.lhs is self.rhs:
                return [prev.rhs]
        if (prev := defining(self.rhs, XOrIOp)) is not None:
            if prev.rhs is self.lhs:
                return [prev.lhs]
            if prev.lhs is self.lhs:
                return [prev.rhs]
        return _one(fold_binary(operands, INT, lambda a, b: a ^ b))

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (XOrINotCmpI(), XOrIOfExtUI(), XOrIOfExtSI())


@declared_format_op
class ShRSIOp(_IntBinaryOp):
    name = "arith.shrsi"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _shift_fold(self, operands, _ashr)


@declared_format_op
class ShRUIOp(_IntBinaryOp):
    name = "arith.shrui"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _shift_fold(self, operands, _lshr)


@declared_format_op
class MaxSIOp(_IntBinaryOp):
    name = "arith.maxsi"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        width = _width(self.lhs)
        return _min_max_fold(self, operands, signed_max(width), signed_min(width), _signed_pick(width, True))


@declared_format_op
class MaxUIOp(_IntBinaryOp):
    name = "arith.maxui"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _min_max_fold(self, operands, all_ones(_width(self.lhs)), 0, max)


@declared_format_op
class MinSIOp(_IntBinaryOp):
    name = "arith.minsi"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        width = _width(self.lhs)
        return _min_max_fold(self, operands, signed_min(width), signed_max(width), _signed_pick(width, False))


@declared_format_op
class MinUIOp(_IntBinaryOp):
    name = "arith.minui"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _min_max_fold(self, operands, 0, all_ones(_width(self.lhs)), min)


@declared_format_op
class CeilDivSIOp(_IntBinaryOp):
    name = "arith.ceildivsi"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x / 1 -> x."""
        if is_one_int(operands[1]):
            return [self.lhs]
        width = _width(self.lhs)
        return _one(fold_binary(operands, INT, lambda a, b: _ceildivsi(width, a, b)))


@declared_format_op
class CeilDivUIOp(_IntBinaryOp):
    name = "arith.ceildivui"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x / 1 -> x."""
        if is_one_int(operands[1]):
            return [self.lhs]
        return _one(fold_binary(operands, INT, lambda a, b: -(-a // b) if b else None))


@declared_format_op
class FloorDivSIOp(_IntBinaryOp):
    name = "arith.floordivsi"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x / 1 -> x."""
        if is_one_int(operands[1]):
            return [self.lhs]
        width = _width(self.lhs)
        return _one(fold_binary(operands, INT, lambda a, b: _floordivsi(width, a, b)))


@declared_format_op
class AddFOp(_FloatBinaryOp):
    name = "arith.addf"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x + -0.0 -> x."""
        if float_matches(operands[1], is_neg_zero):
            return [self.lhs]
        return _float_fold(operands, lambda a, b: a + b)


@declared_format_op
class SubFOp(_FloatBinaryOp):
    name = "arith.subf"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x - +0.0 -> x."""
        if float_matches(operands[1], is_pos_zero):
            return [self.lhs]
        return _float_fold(operands, lambda a, b: a - b)


@declared_format_op
class MulFOp(_FloatBinaryOp):
    name = "arith.mulf"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x * 1.0 -> x."""
        if float_matches(operands[1], lambda v: v == 1.0):
            return [self.lhs]
        return _float_fold(operands, lambda a, b: a * b)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (MulFOfNegF(),)


@declared_format_op
class DivFOp(_FloatBinaryOp):
    name = "arith.divf"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x / 1.0 -> x."""
        if float_matches(operands[1], lambda v: v == 1.0):
            return [self.lhs]
        return _float_fold(operands, _divide)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (DivFOfNegF(),)


@declared_format_op
class RemFOp(_FloatBinaryOp):
    name = "arith.remf"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _float_fold(operands, _modulo)


@declared_format_op
class MaximumFOp(_FloatBinaryOp):
    name = "arith.maximumf"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _float_min_max_fold(self, operands, lambda v: v == -math.inf, _maximum)


@declared_format_op
class MinimumFOp(_FloatBinaryOp):
    name = "arith.minimumf"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _float_min_max_fold(self, operands, lambda v: v == math.inf, _minimum)


@declared_format_op
class MaxNumFOp(_FloatBinaryOp):
    name = "arith.maxnumf"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _float_min_max_fold(self, operands, math.isnan, _maxnum)


@declared_format_op
class MinNumFOp(_FloatBinaryOp):
    name = "arith.minnumf"
    traits = traits_def(Commutative())

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _float_min_max_fold(self, operands, math.isnan, _minnum)


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
    traits = traits_def(Pure(), ElementwiseMappable())

    def verify_(self) -> None:
        require_operand(self, 0, float_like, _FLOAT_LIKE)
        require_same_types(self, [self.operand, self.result])

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """-(-x) -> x."""
        if (inner := defining(self.operand, NegFOp)) is not None:
            return [inner.operand]
        return _one(fold_unary(operands, FLOAT, negate))


# -- extended arithmetic ------------------------------------------------------------------


class _ExtendedMulOp(IRDLOperation):
    """mulsi_extended / mului_extended: the low and high halves of the double-width product."""

    lhs = operand_def()
    rhs = operand_def()
    low = result_def()
    high = result_def()
    traits = traits_def(Pure(), Commutative(), ElementwiseMappable())
    ASSEMBLY_FORMAT: ClassVar[str] = "$lhs `,` $rhs attr-dict `:` type($lhs)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"infer": _all_like("lhs", "rhs", "low", "high")}

    def asm_result_names(self):
        return [(self.low, "low"), (self.high, "high")]

    def verify_(self) -> None:
        for index in range(2):
            require_operand(self, index, like(is_signless_integer), "signless-integer-like")
        require_same_types(self, [self.lhs, self.rhs, self.low, self.high])


@declared_format_op
class MulSIExtendedOp(_ExtendedMulOp):
    name = "arith.mulsi_extended"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_mul_extended(self, operands, signed_operands=True)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (MulSIExtendedToMulI(), MulSIExtendedRHSOne())


@declared_format_op
class MulUIExtendedOp(_ExtendedMulOp):
    name = "arith.mului_extended"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_mul_extended(self, operands, signed_operands=False)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (MulUIExtendedToMulI(),)


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
    traits = traits_def(Pure(), Commutative(), ElementwiseMappable())

    def asm_result_names(self):
        return [(self.sum, "sum"), (self.overflow, "overflow")]

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x + 0 -> [x, false]; constants: the sum and whether it wrapped."""
        if is_zero_int(constant_of(self.rhs)):
            return [self.lhs, zero_attr(self.overflow.type)]
        total = fold_binary(operands, INT, lambda a, b: a + b)
        if total is None:
            return None
        if isinstance(total, PoisonAttr):
            return [total, total]
        carry = fold_binary([total, operands[0]], INT, lambda s, a: int(s < a), bool_like_of(total.type), poison=False)
        return None if carry is None else [total, carry]

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (AddUIExtendedToAddI(),)


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
    traits = traits_def(Pure(), ElementwiseMappable())

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

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """x pred x; ext(i1 b) != 0 -> b; i1 b != 0 or == 1 -> b; a constant lhs moves to the
        right (in place, predicate swapped); constants."""
        predicate = self.predicate_name
        if self.lhs is self.rhs:
            return [bool_attr(self.lhs.type, predicate in _CMPI_EQUAL_HOLDS)]
        lhs_is_i1 = is_signless_integer(element_type(self.lhs.type), 1)
        if is_zero_int(operands[1]):
            for ext_type in (ExtSIOp, ExtUIOp):
                ext = defining(self.lhs, ext_type)
                if ext is not None and _scalar_or_vector_width(ext.input.type) == 1 and predicate == "ne":
                    return [ext.input]
            if lhs_is_i1 and predicate == "ne":
                return [self.lhs]
        if is_one_int(operands[1]) and lhs_is_i1 and predicate == "eq":
            return [self.lhs]
        if operands[0] is not None and operands[1] is None:
            lhs, rhs = self.lhs, self.rhs
            self.predicate = IntegerAttr(CMPI_PREDICATES.index(_CMPI_SWAPPED[predicate]), i64)
            self.operands[0], self.operands[1] = rhs, lhs
            return [self.result]
        if attr_type(operands[0]) is not None:
            width = _width(self.lhs)
            compare = lambda a, b: int(apply_cmpi(predicate, width, a, b))
            return _one(fold_binary(operands, INT, compare, bool_like_of(attr_type(operands[0])), poison=False))
        return None

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (CmpIExtSI(), CmpIExtUI())


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
    traits = traits_def(Pure(), ElementwiseMappable())

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

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """Scalar constants (a NaN operand stands for both)."""
        lhs = operands[0].value.data if isinstance(operands[0], FloatAttr) else None
        rhs = operands[1].value.data if isinstance(operands[1], FloatAttr) else None
        if lhs is not None and math.isnan(lhs):
            rhs = lhs
        if rhs is not None and math.isnan(rhs):
            lhs = rhs
        if lhs is None or rhs is None:
            return None
        return [scalar_attr(i1, int(apply_cmpf(self.predicate_name, lhs, rhs)))]

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (CmpFIntToFPConst(),)


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
    traits = traits_def(Pure(), ElementwiseMappable())

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

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """Equal arms, a constant or poison choice, select(c, true, false) -> c on i1,
        select(a == b, a, b) -> b; constant tensors element by element."""
        true_value, false_value = self.true_value, self.false_value
        if true_value is false_value:
            return [true_value]
        if is_one_int(operands[0]):
            return [true_value]
        if is_zero_int(operands[0]):
            return [false_value]
        if isinstance(operands[1], PoisonAttr):
            return [false_value]
        if isinstance(operands[2], PoisonAttr):
            return [true_value]
        if is_signless_integer(self.result.type, 1) and is_one_int(operands[1]) and is_zero_int(operands[2]):
            return [self.condition]
        cmp = defining(self.condition, CmpIOp)
        if cmp is not None and cmp.predicate_name in ("eq", "ne") and {cmp.lhs, cmp.rhs} == {true_value, false_value}:
            return [true_value if cmp.predicate_name == "ne" else false_value]
        if all(isinstance(a, DenseIntOrFPElementsAttr) for a in operands):
            elements = zip(dense_elements(operands[0]), dense_elements(operands[1]), dense_elements(operands[2]))
            return [dense_attr(operands[1].type, [t if k else f for k, t, f in elements])]
        return None

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (RedundantSelectFalse(), RedundantSelectTrue(), SelectNotCond(), SelectI1ToNot(), SelectToExtUI())


# -- casts -------------------------------------------------------------------------------------

_INT_LIKE = "signless-fixed-width-integer-like"
_INDEX_CAST_LIKE = "signless-integer-like or memref of signless-integer"
_BITCAST_LIKE = "signless-integer-or-float-like or memref of signless-integer or float"


def _index_or_int(type_: Attribute) -> bool:
    return is_signless_integer(type_) or isinstance(type_, IndexType)


def _int_or_float(type_: Attribute) -> bool:
    return is_signless_int_or_index(type_) or is_float(type_)


class _CastOp(IRDLOperation):
    """Arith_CastOp: one operand converted to the result type, of the same shape.
    `WIDTH_RULE` says how the element bit widths must compare: "extend", "truncate",
    "same" or "" (any)."""

    input = operand_def()
    result = result_def()
    traits = traits_def(Pure(), CastOpInterface(), ElementwiseMappable())
    SOURCE = staticmethod(is_signless_integer)
    TARGET = staticmethod(is_signless_integer)
    SOURCE_DESCRIPTION: ClassVar[str] = _INT_LIKE
    TARGET_DESCRIPTION: ClassVar[str] = _INT_LIKE
    WIDTH_RULE: ClassVar[str] = ""
    ASSEMBLY_FORMAT: ClassVar[str] = "$input attr-dict `:` type($input) `to` type($result)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {}

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


class _IntToFloatCastOp(_CastOp):
    TARGET = staticmethod(is_float)
    TARGET_DESCRIPTION: ClassVar[str] = _FLOAT_LIKE


class _FloatToIntCastOp(_CastOp):
    SOURCE = staticmethod(is_float)
    SOURCE_DESCRIPTION: ClassVar[str] = _FLOAT_LIKE


class _FloatCastOp(_CastOp):
    SOURCE = staticmethod(is_float)
    TARGET = staticmethod(is_float)
    SOURCE_DESCRIPTION: ClassVar[str] = _FLOAT_LIKE
    TARGET_DESCRIPTION: ClassVar[str] = _FLOAT_LIKE


class _IndexCastOp(_CastOp):
    """index_cast / index_castui: between index and signless integers."""

    SOURCE = staticmethod(_index_or_int)
    TARGET = staticmethod(_index_or_int)
    SOURCE_DESCRIPTION: ClassVar[str] = _INDEX_CAST_LIKE
    TARGET_DESCRIPTION: ClassVar[str] = _INDEX_CAST_LIKE


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


@declared_format_op
class ExtSIOp(_CastOp):
    name = "arith.extsi"
    WIDTH_RULE: ClassVar[str] = "extend"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """extsi(extsi(x)) -> extsi(x), in place."""
        if (inner := defining(self.input, ExtSIOp)) is not None:
            self.operands[0] = inner.input
            return [self.result]
        width = _width(self.input)
        return _one(fold_cast(operands, self.result.type, INT, lambda a: to_signed(a, width)))

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (ExtSIOfExtUI(),)


@declared_format_op
class ExtUIOp(_CastOp):
    name = "arith.extui"
    WIDTH_RULE: ClassVar[str] = "extend"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """extui(extui(x)) -> extui(x), in place."""
        if (inner := defining(self.input, ExtUIOp)) is not None:
            self.operands[0] = inner.input
            return [self.result]
        return _one(fold_cast(operands, self.result.type, INT, lambda a: a))


@declared_format_op
class TruncIOp(_CastOp):
    name = "arith.trunci"
    overflowFlags = prop_def(IntegerOverflowFlagsAttr, default_value=NO_OVERFLOW)
    WIDTH_RULE: ClassVar[str] = "truncate"
    ASSEMBLY_FORMAT: ClassVar[str] = (
        "$input (`overflow` `` $overflowFlags^)? attr-dict `:` type($input) `to` type($result)"
    )
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"styles": _OVERFLOW_STYLE}

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """trunci(ext(x)) -> x, or a narrower trunci/ext in place; trunci(trunci(x)) in place."""
        inner = self.input.owner
        if isinstance(inner, ExtUIOp | ExtSIOp):
            source = inner.input
            if _width(source) > _width(self.result):
                self.operands[0] = source
                return [self.result]
            if element_type(source.type) == element_type(self.result.type):
                return [source]
        if isinstance(inner, TruncIOp):
            self.operands[0] = inner.input
            return [self.result]
        return _one(fold_cast(operands, self.result.type, INT, lambda a: a))

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (TruncIExtSIToExtSI(), TruncIExtUIToExtUI(), TruncIShrSIToTrunciShrUI())


@declared_format_op
class SIToFPOp(_IntToFloatCastOp):
    name = "arith.sitofp"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        width, convert = _width(self.input), _int_to_float(float_semantics(self.result.type))
        return _one(fold_cast(operands, self.result.type, INT, lambda a: convert(to_signed(a, width))))


@declared_format_op
class UIToFPOp(_IntToFloatCastOp):
    name = "arith.uitofp"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _one(fold_cast(operands, self.result.type, INT, _int_to_float(float_semantics(self.result.type))))


@declared_format_op
class FPToSIOp(_FloatToIntCastOp):
    name = "arith.fptosi"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _one(fold_cast(operands, self.result.type, FLOAT, _float_to_int(_width(self.result), True)))


@declared_format_op
class FPToUIOp(_FloatToIntCastOp):
    name = "arith.fptoui"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _one(fold_cast(operands, self.result.type, FLOAT, _float_to_int(_width(self.result), False)))


@declared_format_op
class ExtFOp(_FloatCastOp):
    name = "arith.extf"
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    WIDTH_RULE: ClassVar[str] = "extend"
    ASSEMBLY_FORMAT: ClassVar[str] = "$input (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `to` type($result)"
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {"styles": _FASTMATH_STYLE}

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """extf(truncf(x)) -> x when both allow contraction; exact constants."""
        trunc = defining(self.input, TruncFOp)
        if (
            trunc is not None
            and trunc.input.type == self.result.type
            and trunc.fastmath.flags & self.fastmath.flags & _CONTRACT
        ):
            return [trunc.input]
        return _one(fold_cast(operands, self.result.type, FLOAT, _exact_conversion(float_semantics(self.result.type))))


@declared_format_op
class TruncFOp(_FloatCastOp):
    name = "arith.truncf"
    roundingmode = opt_prop_def(IntegerAttr)
    fastmath = prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    WIDTH_RULE: ClassVar[str] = "truncate"
    ASSEMBLY_FORMAT: ClassVar[str] = (
        "$input ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `to` type($result)"
    )
    FORMAT_OPTIONS: ClassVar[dict[str, object]] = {
        "styles": {"roundingmode": EnumStyle(ROUNDING_MODES, i32), **_FASTMATH_STYLE}
    }

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """truncf(extf(x)) -> x, or a narrower truncf in place, when extf was exact; exact
        constants."""
        result_element = element_type(self.result.type)
        if (ext := defining(self.input, ExtFOp)) is not None:
            source = ext.input
            source_element = element_type(source.type)
            if _representable_by(float_semantics(source.type), float_semantics(ext.result.type)):
                if source_element.bitwidth > result_element.bitwidth:
                    self.operands[0] = source
                    return [self.result]
                if source_element == result_element:
                    return [source]
        return _one(fold_cast(operands, self.result.type, FLOAT, _exact_conversion(float_semantics(self.result.type))))

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (TruncFSIToFPToSIToFP(), TruncFUIToFPToUIToFP())


@declared_format_op
class IndexCastOp(_IndexCastOp):
    name = "arith.index_cast"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_index_cast(self, operands, sign_extend=True)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (IndexCastOfIndexCast(), IndexCastOfExtSI())


@declared_format_op
class IndexCastUIOp(_IndexCastOp):
    name = "arith.index_castui"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        return _fold_index_cast(self, operands, sign_extend=False)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (IndexCastUIOfIndexCastUI(), IndexCastUIOfExtUI())


@declared_format_op
class BitcastOp(_CastOp):
    name = "arith.bitcast"
    SOURCE = staticmethod(_int_or_float)
    TARGET = staticmethod(_int_or_float)
    SOURCE_DESCRIPTION: ClassVar[str] = _BITCAST_LIKE
    TARGET_DESCRIPTION: ClassVar[str] = _BITCAST_LIKE
    WIDTH_RULE: ClassVar[str] = "same"

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """Constants reinterpreted bit for bit (dense ones keep their raw data)."""
        operand = operands[0]
        if operand is None:
            return None
        result_type = self.result.type
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

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (BitcastOfBitcast(),)


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
    AddIOp, SubIOp, MulIOp, ShLIOp,
    DivSIOp, DivUIOp, RemSIOp, RemUIOp, AndIOp, OrIOp, XOrIOp, ShRSIOp, ShRUIOp,
    MaxSIOp, MaxUIOp, MinSIOp, MinUIOp, CeilDivSIOp, CeilDivUIOp, FloorDivSIOp,
    AddFOp, SubFOp, MulFOp, DivFOp, RemFOp, MaximumFOp, MinimumFOp, MaxNumFOp, MinNumFOp, NegFOp,
    MulSIExtendedOp, MulUIExtendedOp, AddUIExtendedOp, CmpIOp, CmpFOp, SelectOp,
    ExtSIOp, ExtUIOp, TruncIOp, SIToFPOp, UIToFPOp, FPToSIOp, FPToUIOp, ExtFOp, TruncFOp,
    IndexCastOp, IndexCastUIOp, BitcastOp, ConstantOp,
]


# == what the folders share ============================================================================
#
# The ops' `fold` methods above return one value or attribute per result, `[]` when they
# updated the op in place, or None; these are the computations several of them share and
# the APInt/APFloat arithmetic they fold constants with.


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


def _mul_high(width: int, signed_operands: bool):
    def high(a: int, b: int) -> int:
        if signed_operands:
            a, b = to_signed(a, width), to_signed(b, width)
        return (a * b) >> width

    return high


def _fold_mul_extended(op, operands: ConstantOperands, signed_operands: bool) -> FoldResult | None:
    """MulSIExtendedOp/MulUIExtendedOp::fold: x * 0 -> [0, 0]; unsigned x * 1 -> [x, 0]."""
    if is_zero_int(operands[1]):
        return [operands[1], operands[1]]
    if not signed_operands and is_one_int(operands[1]):
        return [op.lhs, zero_attr(op.lhs.type)]
    low = fold_binary(operands, INT, lambda a, b: a * b)
    if low is None:
        return None
    return [low, fold_binary(operands, INT, _mul_high(_width(op.lhs), signed_operands))]


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


def _floordivsi(width: int, a: int, b: int) -> int | None:
    """APInt::sfloordiv_ov."""
    quotient = _signed_division(width, a, b)
    if quotient is None:
        return None
    sa, sb = to_signed(a, width), to_signed(b, width)
    if quotient * sb != sa and (sa < 0) != (sb < 0):
        return quotient - 1
    return quotient


def _signed_remainder(width: int, a: int, b: int) -> int | None:
    sa, sb = to_signed(a, width), to_signed(b, width)
    if sb == 0:
        return None
    remainder = abs(sa) % abs(sb)
    return -remainder if sa < 0 else remainder


def _and_of_and(op) -> SSAValue | None:
    """and(a, and(a, b)) -> and(a, b), either operand order."""
    for inner_value, other in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
        inner = defining(inner_value, AndIOp)
        if inner is not None and other in (inner.lhs, inner.rhs):
            return inner.result
    return None


def _shift_fold(op, operands: ConstantOperands, shift: Callable[[int, int, int], int]) -> FoldResult | None:
    """x << 0 -> x. Shifts fold only when the shift amount is below the bit width (MLIR checks the
    amount of the last element computed)."""
    if is_zero_int(operands[1]):
        return [op.lhs]
    width = _width(op.lhs)
    bounded = False

    def compute(a: int, b: int) -> int:
        nonlocal bounded
        bounded = b < width
        return shift(a, min(b, width), width)

    result = fold_binary(operands, INT, compute)
    return _one(result) if bounded else None


def _shl(a: int, amount: int, width: int) -> int:
    return a << amount


def _lshr(a: int, amount: int, width: int) -> int:
    return a >> amount


def _ashr(a: int, amount: int, width: int) -> int:
    """Shifting by the width or more leaves only sign bits, as APInt::ashr does."""
    return to_signed(a, width) >> min(amount, width - 1)


def _min_max_fold(
    op, operands: ConstantOperands, absorbing: int, identity: int, pick: Callable[[int, int], int]
) -> FoldResult | None:
    """max/min: x op x -> x; op(x, absorbing) -> absorbing; op(x, identity) -> x."""
    if op.lhs is op.rhs:
        return [op.rhs]
    rhs = constant_int(operands[1])
    if rhs == absorbing:
        return [op.rhs]
    if rhs == identity:
        return [op.lhs]
    return _one(fold_binary(operands, INT, pick))


def _signed_pick(width: int, larger: bool) -> Callable[[int, int], int]:
    def pick(a: int, b: int) -> int:
        choose_b = to_signed(b, width) > to_signed(a, width)
        return b if choose_b == larger and to_signed(a, width) != to_signed(b, width) else a

    return pick


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


def _float_fold(operands: ConstantOperands, compute: Callable[[float, float], float]) -> FoldResult | None:
    return _one(fold_binary(operands, FLOAT, safe_float(_ieee(compute))))


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


def _float_min_max_fold(
    op, operands: ConstantOperands, neutral: Callable[[float], bool], pick: Callable[[float, float], float]
) -> FoldResult | None:
    """x op x -> x; op(x, neutral) -> x."""
    if op.lhs is op.rhs:
        return [op.rhs]
    if float_matches(operands[1], neutral):
        return [op.lhs]
    return _one(fold_binary(operands, FLOAT, safe_float(pick)))


# -- casts --


def _exact_conversion(sem: apfloat.FloatSemantics) -> Callable[[float], float | None]:
    """convertFloatValue: the value converted into `sem`, if nothing is lost."""
    return lambda value: value if is_representable(value, sem) else None


_CONTRACT = 32


def _representable_by(source: apfloat.FloatSemantics, target: apfloat.FloatSemantics) -> bool:
    """APFloatBase::isRepresentableBy."""
    return (
        source.max_exponent <= target.max_exponent
        and source.min_exponent >= target.min_exponent
        and source.precision <= target.precision
    )


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


def _float_to_int(width: int, signed_result: bool) -> Callable[[float], int | None]:
    """APFloat::convertToInteger toward zero; NaN, infinity and out-of-range fail."""

    def convert(value: float) -> int | None:
        if math.isnan(value) or math.isinf(value):
            return None
        truncated = math.trunc(value)
        low, high = (-signed_min(width), signed_max(width)) if signed_result else (0, all_ones(width))
        return truncated if low <= truncated <= high else None

    return convert


def _fold_index_cast(op, operands: ConstantOperands, sign_extend: bool) -> FoldResult | None:
    source_width = _width(op.input)
    extend = (lambda a: to_signed(a, source_width)) if sign_extend else (lambda a: a)
    return _one(fold_cast(operands, op.result.type, INT, extend))


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


Arith = Dialect(
    "arith",
    ARITH_OPS,
    [IntegerOverflowFlagsAttr, FastMathFlagsAttr],
    [ConstantMaterializer(materialize_arith_constant)],
)
