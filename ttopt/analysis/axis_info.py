"""AxisInfo: per-dimension contiguity, divisibility and constancy of integer and pointer values.

The analysis that lets the compiler vectorize memory accesses, with Triton 3.6's
semantics (lib/Analysis/AxisInfo.cpp, include/triton/Analysis/AxisInfo.h). For
every value, per dimension d:
- contiguity[d]: length of the shortest run of consecutive integers along d;
- divisibility[d]: largest power of two dividing the first element of every such run;
- constancy[d]: length of the shortest run of equal values along d;
- constant_value: the value, when all elements are one known integer.
Scalars have rank 1. A rank-0 AxisInfo means "not computed" (uninitialized).

Values are C++ `int64_t`s upstream: constants are read zero-extended
(APInt::getZExtValue) and folded with 64-bit wrap-around, which this module
reproduces (an `i32` constant -1 is 4294967295 here, as it is upstream).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
)
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue

from ttopt.analysis.dataflow import SparseForwardAnalysis
from ttopt.dialects.type_utils import element_bit_width as bit_width
from ttopt.dialects.type_utils import is_pointer, pointee_bit_width
from ttopt.ir.debug import debug
from ttopt.layouts.queries import contig_per_thread, layout_order
from ttopt.support.math_extras import is_power_of_two

DEBUG_TYPE = "axis-info"

MAX_DIVISOR = 1 << 62
"""kMaxDivisor = highestPowOf2Divisor<int64_t>(0): the divisibility of 0, and "unknown, optimistic"."""

HINT_ATTRIBUTES = ("tt.contiguity", "tt.divisibility", "tt.constancy")

_INT64_MASK = (1 << 64) - 1


def highest_pow2_divisor(value: int, bits: int = 64) -> int:
    """highestPowOf2Divisor<intN_t>: the largest power of two dividing `value`.

    0 and the type's minimum have no representable answer; upstream gives them
    2^(bits-2) (lib/Dialect/Triton/IR/Utility.h).
    """
    value = _wrap(value, bits)
    if value == 0 or value == -(1 << (bits - 1)):
        return 1 << (bits - 2)
    return value & -value


def _wrap(value: int, bits: int = 64) -> int:
    """`value` as a signed `bits`-bit integer (C++ int64_t arithmetic wraps)."""
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def gcd(*values: int) -> int:
    """Upstream's gcd: 0 is the identity (gcd(0, b) == b)."""
    result = 0
    for value in values:
        result = math.gcd(result, value) if result and value else (result or value)
    return result


def _c_div(a: int, b: int) -> int:
    """C++ integer division (truncates toward zero)."""
    quotient = abs(a) // abs(b)
    return quotient if (a >= 0) == (b >= 0) else -quotient


def _c_rem(a: int, b: int) -> int:
    """C++ `%`: the remainder has the sign of the dividend."""
    return a - _c_div(a, b) * b


def multiply_divisor(lhs: int, rhs: int) -> int:
    """multiplyDivisor: lhs * rhs, saturating at MAX_DIVISOR instead of overflowing.

    A divisor of 0 (only a `tt.divisibility = 0` hint gives one) makes the product 0;
    upstream divides by it.
    """
    if rhs != 0 and lhs > _c_div(MAX_DIVISOR, rhs):
        return MAX_DIVISOR
    return _wrap(lhs * rhs)


@dataclass(frozen=True)
class AxisInfo:
    contiguity: tuple[int, ...] = ()
    divisibility: tuple[int, ...] = ()
    constancy: tuple[int, ...] = ()
    constant_value: int | None = None

    @property
    def rank(self) -> int:
        return len(self.contiguity)

    def __str__(self) -> str:
        """AxisInfo::print."""

        def vector(values: tuple[int, ...]) -> str:
            return "[" + ", ".join(str(v) for v in values) + "]"

        constant = "<none>" if self.constant_value is None else str(self.constant_value)
        return (
            f"contiguity = {vector(self.contiguity)}, divisibility = {vector(self.divisibility)}, "
            f"constancy = {vector(self.constancy)}, constant_value = {constant}"
        )

    @staticmethod
    def uniform(rank: int, contiguity: int, divisibility: int, constancy: int, constant: int | None = None) -> AxisInfo:
        return AxisInfo((contiguity,) * rank, (divisibility,) * rank, (constancy,) * rank, constant)

    def join(self, other: AxisInfo) -> AxisInfo:
        """AxisInfo::join: dimension-wise gcd; the constant survives only when both sides agree."""
        if self.rank == 0:
            return other
        if other.rank == 0:
            return self
        rank = self.rank
        constant = self.constant_value if self.constant_value == other.constant_value else None
        return AxisInfo(
            tuple(gcd(self.contiguity[d], other.contiguity[d]) for d in range(rank)),
            tuple(divisibility_from_contiguity(self, other, d) for d in range(rank)),
            tuple(gcd(self.constancy[d], other.constancy[d]) for d in range(rank)),
            constant,
        )


def divisibility_from_contiguity(lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    """getDivisibilityFromContiguity: divisibility of a value that is either `lhs` or `rhs`.

    When the runs differ in length the run starts move, so their lengths bound the
    divisibility too; an unresolved side (MAX_DIVISOR) is ignored for now.
    """
    a, b = lhs.contiguity[d], rhs.contiguity[d]
    if a == b or a == MAX_DIVISOR or b == MAX_DIVISOR:
        return gcd(lhs.divisibility[d], rhs.divisibility[d])
    return gcd(lhs.divisibility[d], rhs.divisibility[d], a, b)


# -- types and hints ------------------------------------------------------------------------


def axis_rank(type_: Attribute) -> int:
    """1 for scalars; the tensor rank (also for a pointer to a tensor)."""
    if isinstance(type_, TensorType):
        return len(type_.get_shape())
    pointee = getattr(type_, "pointee", None)
    if isinstance(pointee, TensorType):
        return len(pointee.get_shape())
    return 1


def hint_vector(attr: Attribute | None) -> tuple[int, ...] | None:
    """initDimVectorFromHint: `16 : i32` -> (16,); a dense elements hint -> its values as `int`s.

    An integer hint gives a one-element vector whatever the value's rank, as upstream.
    """
    if attr is None:  # most values: no hint (and no isinstance against an ABC)
        return None
    if isinstance(attr, IntegerAttr):
        return (_zero_extend(attr),)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        element_type = attr.get_element_type()
        raw = attr.data.data
        size = max(1, element_type.compile_time_size)
        values = [int.from_bytes(raw[i : i + size], "little") for i in range(0, len(raw), size)]
        count = math.prod(attr.get_shape())
        if len(values) == 1 and count != 1:
            values = values * count
        return tuple(_wrap(v, 32) for v in values)
    return None


def _with_hints(info: AxisInfo, hints: dict[str, Attribute]) -> AxisInfo:
    contiguity = hint_vector(hints.get("tt.contiguity"))
    divisibility = hint_vector(hints.get("tt.divisibility"))
    constancy = hint_vector(hints.get("tt.constancy"))
    return AxisInfo(
        info.contiguity if contiguity is None else contiguity,
        info.divisibility if divisibility is None else divisibility,
        info.constancy if constancy is None else constancy,
        info.constant_value,
    )


def pessimistic_state(value: SSAValue) -> AxisInfo:
    """AxisInfo::getPessimisticValueState: nothing known but the hints.

    Function arguments take their `tt.contiguity/divisibility/constancy` argument
    attributes, op results the op's discardable attributes of those names.
    (`tt.pointer_range` is an AMD buffer-op hint: AxisInfo ignores it.)
    """
    info = AxisInfo.uniform(axis_rank(value.type), 1, 1, 1)
    if isinstance(value, BlockArgument):
        block = value.block
        region = block.parent if block is not None else None
        parent = block.parent_op() if block is not None else None
        is_entry = region is not None and block is region.blocks.first
        if is_entry and parent is not None and parent.name == "tt.func":
            return _with_hints(info, _function_arg_attrs(parent, value.index))
        return info
    if isinstance(value.owner, Operation):
        info = _with_hints(info, value.owner.attributes)
    return info


def _function_arg_attrs(func: Operation, index: int) -> dict[str, Attribute]:
    arg_attrs = func.properties.get("arg_attrs")
    if arg_attrs is None or index >= len(arg_attrs.data):
        return {}
    return dict(arg_attrs.data[index].data)


# -- transfer functions --------------------------------------------------------------------

Visitor = Callable[[Operation, list[AxisInfo]], "AxisInfo | None"]
VISITORS: dict[str, Visitor] = {}
"""Op name -> transfer function (AxisInfoAnalysis's visitor list). A missing op, or a
visitor returning None, gives the results their pessimistic state."""


def visitor(*names: str) -> Callable[[Visitor], Visitor]:
    def register(function: Visitor) -> Visitor:
        for name in names:
            VISITORS[name] = function
        return function

    return register


def _shape(op: Operation) -> tuple[int, ...] | None:
    """The shape of the op's (first) result when it is a tensor."""
    type_ = op.results[0].type
    return tuple(type_.get_shape()) if isinstance(type_, TensorType) else None


def _is_contiguous_dim(info: AxisInfo, shape: Sequence[int], d: int) -> bool:
    return info.contiguity[d] == shape[d]


def _is_constant_dim(info: AxisInfo, shape: Sequence[int], d: int) -> bool:
    return info.constancy[d] == shape[d]


def _constant_result(op: Operation, rank: int, value: int) -> AxisInfo:
    """A result known to be `value` everywhere: constant over the whole tensor."""
    shape = _shape(op)
    constancy = shape if shape is not None else (1,) * rank
    return AxisInfo((1,) * rank, (highest_pow2_divisor(value),) * rank, tuple(constancy), value)


@visitor(
    "arith.extsi",
    "arith.extui",
    "arith.trunci",
    "ttg.convert_layout",
    "tt.bitcast",
    "gluon.set_auto_layout",
)
def _cast(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    """CastOpAxisInfoVisitor: the operand's info, constant value included."""
    return operands[0]


@visitor("builtin.unrealized_conversion_cast")
def _unrealized_cast(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    result_type = op.results[0].type
    if isinstance(result_type, TensorType) and len(result_type.get_shape()) != operands[0].rank:
        # A rank-changing cast: the operand's info would not fit the result.
        return pessimistic_state(op.results[0])
    return operands[0]


@visitor("tt.make_range")
def _make_range(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    # start and end are uint32_t upstream.
    start = op.properties["start"].value.data & 0xFFFFFFFF
    end = op.properties["end"].value.data & 0xFFFFFFFF
    divisibility = start & -start if start else 1 << 30
    return AxisInfo(((end - start) & 0xFFFFFFFF,), (divisibility,), (1,))


@visitor("ub.poison")
def _poison(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    # Poison is never read: be optimistic.
    shape = _shape(op)
    rank = len(shape) if shape is not None else 1
    return AxisInfo.uniform(rank, MAX_DIVISOR, MAX_DIVISOR, MAX_DIVISOR)


@visitor("arith.constant")
def _constant(op: Operation, operands: list[AxisInfo]) -> AxisInfo | None:
    value = op.properties["value"]
    if isinstance(value, IntegerAttr):
        known = _zero_extend(value)
        return AxisInfo((1,), (highest_pow2_divisor(known),), (1,), known)
    if isinstance(value, DenseIntOrFPElementsAttr) and isinstance(value.get_element_type(), IntegerType | IndexType):
        splat = _splat_value(value)
        if splat is None:
            return None  # only splats are understood
        shape = tuple(value.get_shape())
        return AxisInfo((1,) * len(shape), (highest_pow2_divisor(splat),) * len(shape), shape, splat)
    return None


def _zero_extend(attr: IntegerAttr) -> int:
    """APInt::getZExtValue, read back as int64_t (i1 true is 1, i32 -1 is 4294967295)."""
    type_ = attr.type
    width = type_.width.data if isinstance(type_, IntegerType) else 64
    return _wrap(attr.value.data & ((1 << width) - 1))


def _splat_value(attr: DenseIntOrFPElementsAttr) -> int | None:
    raw = attr.data.data
    element_type = attr.get_element_type()
    size = max(1, element_type.compile_time_size)
    if not raw or raw[:size] * (len(raw) // size) != raw:
        return None
    width = element_type.width.data if isinstance(element_type, IntegerType) else 64
    return _wrap(int.from_bytes(raw[:size], "little") & ((1 << width) - 1))


def _both_constant(lhs: AxisInfo, rhs: AxisInfo) -> bool:
    return lhs.constant_value is not None and rhs.constant_value is not None


def _is_value(info: AxisInfo, value: int) -> bool:
    return info.constant_value == value


# binary ops (BinaryOpVisitorImpl) ----------------------------------------------------------


DimRule = Callable[[Operation, AxisInfo, AxisInfo, int], int]
ConstantRule = Callable[[Operation, AxisInfo, AxisInfo], "int | None"]


def _one(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    return 1


def _gcd_constancy(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    return gcd(lhs.constancy[d], rhs.constancy[d])


def _binary(
    names: Iterable[str],
    contiguity: DimRule = _one,
    divisibility: DimRule = _one,
    constancy: DimRule = _gcd_constancy,
    constant: ConstantRule | None = None,
) -> None:
    """Register a BinaryOpVisitorImpl: a known constant result fixes every field."""

    def visit(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
        lhs, rhs = operands[0], operands[1]
        rank = lhs.rank
        value = constant(op, lhs, rhs) if constant is not None else None
        if value is not None:
            return _constant_result(op, rank, value)
        return AxisInfo(
            tuple(contiguity(op, lhs, rhs, d) for d in range(rank)),
            tuple(divisibility(op, lhs, rhs, d) for d in range(rank)),
            tuple(constancy(op, lhs, rhs, d) for d in range(rank)),
        )

    for name in names:
        VISITORS[name] = visit


# add, sub, addptr


def _pointee_bytes(op: Operation) -> int:

    return max(1, pointee_bit_width(op.operands[0].type) // 8)


def _add_contiguity(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    if op.name == "arith.subi":
        # Contiguity means increasing runs: a contiguous subtrahend breaks them.
        return gcd(lhs.contiguity[d], rhs.constancy[d])
    return max(gcd(lhs.constancy[d], rhs.contiguity[d]), gcd(lhs.contiguity[d], rhs.constancy[d]))


def _add_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    rhs_divisibility = rhs.divisibility[d]
    if op.name == "tt.addptr":
        # The offset is in elements; the pointer moves by elements * element size bytes.
        rhs_divisibility = multiply_divisor(rhs.divisibility[d], _pointee_bytes(op))
    return gcd(lhs.divisibility[d], rhs_divisibility)


def _add_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    if not _both_constant(lhs, rhs):
        return None
    if op.name == "arith.addi":
        return _wrap(lhs.constant_value + rhs.constant_value)
    if op.name == "arith.subi":
        return _wrap(lhs.constant_value - rhs.constant_value)
    return _wrap(lhs.constant_value + rhs.constant_value * _pointee_bytes(op))


_binary(("tt.addptr", "arith.addi", "arith.subi"), _add_contiguity, _add_divisibility, _gcd_constancy, _add_constant)


# mul


def _mul_contiguity(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    return max(lhs.contiguity[d] if _is_value(rhs, 1) else 1, rhs.contiguity[d] if _is_value(lhs, 1) else 1)


def _mul_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    # A contiguous run [2^n, 2^n+1, ...] only guarantees divisibility 1 once scaled.
    lhs_div = 1 if lhs.contiguity[d] > 1 and not _is_value(rhs, 1) else lhs.divisibility[d]
    rhs_div = 1 if rhs.contiguity[d] > 1 and not _is_value(lhs, 1) else rhs.divisibility[d]
    return multiply_divisor(lhs_div, rhs_div)


def _mul_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    if _both_constant(lhs, rhs):
        return _wrap(lhs.constant_value * rhs.constant_value)
    if _is_value(lhs, 0) or _is_value(rhs, 0):
        return 0
    return None


_binary(("arith.muli",), _mul_contiguity, _mul_divisibility, _gcd_constancy, _mul_constant)


# div


def _div_contiguity(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    return lhs.contiguity[d] if _is_value(rhs, 1) else 1


def _div_constancy(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    constancy = gcd(lhs.constancy[d], rhs.constancy[d])
    shape = _shape(op)
    if shape is not None and _is_contiguous_dim(lhs, shape, d) and _is_constant_dim(rhs, shape, d):
        # A contiguous run divided by a constant stays equal over gcd(divisors) elements.
        constancy = max(constancy, gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
    return constancy


def _div_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    if _is_value(lhs, 0) or _is_value(rhs, 1):
        return lhs.divisibility[d]
    divisor = rhs.constant_value
    if divisor is not None and _is_power_of_two(abs(divisor)) and lhs.contiguity[d] == 1:
        return max(1, _c_div(lhs.divisibility[d], abs(divisor)))
    return 1


def _is_power_of_two(value: int) -> bool:
    """llvm::isPowerOf2_64 of the int64 `value` read as a uint64_t."""
    return is_power_of_two(value & _INT64_MASK)


def _div_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    # (Division by zero is undefined behaviour upstream; no constant here.)
    if not _both_constant(lhs, rhs) or rhs.constant_value == 0:
        return None
    return _wrap(_c_div(lhs.constant_value, rhs.constant_value))


_binary(("arith.divsi", "arith.divui"), _div_contiguity, _div_divisibility, _div_constancy, _div_constant)


# rem


def _rem_contiguity(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    shape = _shape(op)
    if shape is not None and _is_contiguous_dim(lhs, shape, d) and _is_constant_dim(rhs, shape, d):
        return gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d])
    return 1


def _rem_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    if rhs.constancy[d] > 1:
        return gcd(lhs.divisibility[d], rhs.divisibility[d])
    return 1


def _rem_constancy(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    shape = _shape(op)
    if shape is not None and _is_value(rhs, 1):
        return shape[d]
    return gcd(lhs.constancy[d], rhs.constancy[d])


def _rem_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    if _both_constant(lhs, rhs) and rhs.constant_value != 0:
        return _c_rem(lhs.constant_value, rhs.constant_value)
    if _is_value(rhs, 1):
        return 0
    return None


_binary(("arith.remsi", "arith.remui"), _rem_contiguity, _rem_divisibility, _rem_constancy, _rem_constant)


# and, or, xor


def _logical_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    if not _both_constant(lhs, rhs):
        return None
    a, b = lhs.constant_value, rhs.constant_value
    return {"arith.andi": a & b, "arith.ori": a | b, "arith.xori": a ^ b}[op.name]


_binary(("arith.andi", "arith.ori", "arith.xori"), constant=_logical_constant)


# shifts


def _shift_contiguity(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    return lhs.contiguity[d] if _is_value(rhs, 0) else 1


def _shift_power(shift: int) -> int:
    """`1ll << shift` as x86 computes it: the count taken modulo 64."""
    return _wrap(1 << (shift & 63))


def _shl_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    shift = rhs.constant_value or 0
    lhs_div = 1 if lhs.contiguity[d] > 1 and shift else lhs.divisibility[d]
    return multiply_divisor(lhs_div, _shift_power(shift))


def _shl_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    if not _both_constant(lhs, rhs):
        return None
    return _wrap(lhs.constant_value << (rhs.constant_value & 63))


def _shr_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    if rhs.constant_value is None:
        return 1
    shift = rhs.constant_value
    lhs_div = 1 if lhs.contiguity[d] > 1 and shift else lhs.divisibility[d]
    return max(1, _c_div(lhs_div, _shift_power(shift)))


def _shr_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    # Upstream shifts the int64_t value arithmetically for shrui and shrsi alike.
    if not _both_constant(lhs, rhs):
        return None
    return lhs.constant_value >> (rhs.constant_value & 63)


_binary(("arith.shli",), _shift_contiguity, _shl_divisibility, _gcd_constancy, _shl_constant)
_binary(("arith.shrui", "arith.shrsi"), _shift_contiguity, _shr_divisibility, _gcd_constancy, _shr_constant)


# min, max ------------------------------------------------------------------------------------


@visitor("arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui")
def _min_max(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    lhs, rhs = operands[0], operands[1]
    rank = lhs.rank
    if _both_constant(lhs, rhs):
        # Upstream compares the int64_t values, signed, for the unsigned ops too.
        pick = max if op.name in ("arith.maxsi", "arith.maxui") else min
        return _constant_result(op, rank, pick(lhs.constant_value, rhs.constant_value))
    return AxisInfo(
        tuple(gcd(lhs.contiguity[d], rhs.contiguity[d]) for d in range(rank)),
        tuple(divisibility_from_contiguity(lhs, rhs, d) for d in range(rank)),
        tuple(gcd(lhs.constancy[d], rhs.constancy[d]) for d in range(rank)),
    )


# shape ops -------------------------------------------------------------------------------------


@visitor("tt.splat")
def _splat(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    shape = _shape(op)
    source = operands[0]
    return AxisInfo((1,) * len(shape), (source.divisibility[0],) * len(shape), shape, source.constant_value)


@visitor("tt.load")
def _load(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    """Loaded values are unknown, but a constant pointer and mask give constant runs."""
    pointer = operands[0]
    mask = operands[1] if len(operands) > 1 else None
    return AxisInfo(
        (1,) * pointer.rank,
        (1,) * pointer.rank,
        tuple(gcd(pointer.constancy[d], mask.constancy[d] if mask is not None else 0) for d in range(pointer.rank)),
    )


@visitor("tt.expand_dims")
def _expand_dims(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    source = operands[0]
    axis = op.properties["axis"].value.data
    if source.constant_value is not None:
        new_divisibility = highest_pow2_divisor(source.constant_value)
    else:
        # A contiguous run [2^n, 2^n+1, ...] counts as divisibility 1.
        new_divisibility = gcd(*(1 if source.contiguity[d] > 1 else source.divisibility[d] for d in range(source.rank)))

    def insert(values: tuple[int, ...], value: int) -> tuple[int, ...]:
        return values[:axis] + (value,) + values[axis:]

    return AxisInfo(
        insert(source.contiguity, 1),
        insert(source.divisibility, new_divisibility),
        insert(source.constancy, 1),
        source.constant_value,
    )


@visitor("tt.broadcast")
def _broadcast(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    result_shape = _shape(op)
    source_shape = tuple(op.operands[0].type.get_shape())
    source = operands[0]
    rank = len(result_shape)
    return AxisInfo(
        tuple(1 if source_shape[d] == 1 else source.contiguity[d] for d in range(rank)),
        tuple(source.divisibility[d] for d in range(rank)),
        tuple(result_shape[d] if source_shape[d] == 1 else source.constancy[d] for d in range(rank)),
        source.constant_value,
    )


@visitor("tt.trans")
def _trans(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    """Result dim d is source dim order[d]."""
    source = operands[0]
    order = tuple(op.properties["order"].get_values())
    return AxisInfo(
        tuple(source.contiguity[o] for o in order),
        tuple(source.divisibility[o] for o in order),
        tuple(source.constancy[o] for o in order),
        source.constant_value,
    )


# compare and select ------------------------------------------------------------------------------

_CMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


def _compare(predicate: str, a: int, b: int) -> bool:
    if predicate.startswith("u"):
        a, b = a & _INT64_MASK, b & _INT64_MASK
    return {
        "eq": a == b, "ne": a != b, "slt": a < b, "sle": a <= b, "sgt": a > b, "sge": a >= b,
        "ult": a < b, "ule": a <= b, "ugt": a > b, "uge": a >= b,
    }[predicate]


@visitor("arith.cmpi")
def _cmpi(op: Operation, operands: list[AxisInfo]) -> AxisInfo | None:
    shape = _shape(op)
    if shape is None:
        return None  # scalar compares are not analysed
    lhs, rhs = operands[0], operands[1]
    predicate = _CMP_PREDICATES[op.properties["predicate"].value.data]
    if _both_constant(lhs, rhs):
        value = 1 if _compare(predicate, lhs.constant_value, rhs.constant_value) else 0
        return AxisInfo((1,) * len(shape), (1,) * len(shape), shape, value)
    constancy = []
    for d in range(len(shape)):
        hint = gcd(lhs.constancy[d], rhs.constancy[d])
        if predicate in ("sgt", "ugt", "sle", "ule") and _is_constant_dim(lhs, shape, d):
            # constant <op> contiguous run: constant over gcd(run, divisors) elements.
            hint = max(hint, gcd(rhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
        elif predicate in ("slt", "ult", "sge", "uge") and _is_constant_dim(rhs, shape, d):
            hint = max(hint, gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
        constancy.append(hint)
    return AxisInfo((1,) * len(shape), (1,) * len(shape), tuple(constancy))


@visitor("arith.select")
def _select(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    condition, lhs, rhs = operands
    if condition.constant_value is not None:
        return rhs if condition.constant_value == 0 else lhs
    rank = lhs.rank
    if isinstance(op.operands[0].type, IntegerType):
        # A scalar condition picks one whole side.
        contiguity = tuple(gcd(lhs.contiguity[d], rhs.contiguity[d]) for d in range(rank))
        constancy = tuple(gcd(lhs.constancy[d], rhs.constancy[d]) for d in range(rank))
    else:
        contiguity = tuple(gcd(lhs.contiguity[d], rhs.contiguity[d], condition.constancy[d]) for d in range(rank))
        constancy = tuple(gcd(lhs.constancy[d], rhs.constancy[d], condition.constancy[d]) for d in range(rank))
    divisibility = tuple(divisibility_from_contiguity(lhs, rhs, d) for d in range(rank))
    if _both_constant(lhs, rhs) and lhs.constant_value == rhs.constant_value:
        shape = _shape(op)
        return AxisInfo(contiguity, divisibility, shape if shape is not None else (1,) * rank, lhs.constant_value)
    return AxisInfo(contiguity, divisibility, constancy)


# -- the per-function analysis ------------------------------------------------------------------


UNINITIALIZED = AxisInfo()
"""The state of a value the analysis has not reached (rank 0); one object, as AxisInfo is
immutable (the solver asks for it at every lookup of a value without a state)."""


class AxisInfoAnalysis(SparseForwardAnalysis[AxisInfo]):
    """Upstream's AxisInfoAnalysis over one function (see dataflow.py for the solver)."""

    def uninitialized(self) -> AxisInfo:
        return UNINITIALIZED

    def is_uninitialized(self, state: AxisInfo) -> bool:
        return state.rank == 0

    def join(self, lhs: AxisInfo, rhs: AxisInfo) -> AxisInfo:
        return lhs.join(rhs)

    def entry_state(self, value: SSAValue) -> AxisInfo:
        return pessimistic_state(value)

    def visit_operation(self, op: Operation, operands: list[AxisInfo]) -> AxisInfo | None:
        transfer = VISITORS.get(op.name)
        info = transfer(op, operands) if transfer is not None else None
        if info is None or info.rank == 0:
            return None
        return _with_hints(info, op.attributes)

    def visit_induction_variable(self, op: Operation, argument: BlockArgument) -> AxisInfo | None:
        """visitForOpInductionVar: divisible by what divides both the lower bound and the step."""
        lower = self.get(op.operands[0])
        step = self.get(op.operands[2])
        if lower.rank == 0 or step.rank == 0:
            return None
        return AxisInfo((1,), (gcd(lower.divisibility[0], step.divisibility[0]),), (1,))

    def visit_partition_argument(self, capture: SSAValue, argument: BlockArgument) -> AxisInfo:
        """visitWarpSpecializeExplicitCaptures: a partition argument is its capture."""
        return self.get(capture)


# -- the module-level analysis --------------------------------------------------------------------


class ModuleAxisInfoAnalysis:
    """AxisInfo of every value in every function of a module.

    Functions are analysed callers first; each call joins what its caller knows
    about its (scalar) arguments into the callee's `tt.contiguity/divisibility/
    constancy` argument attributes (as upstream does, this writes those attributes
    on the callee), so a callee sees the meet of all its call sites.
    """

    def __init__(self, module: ModuleOp):
        self.module = module
        self.values: dict[SSAValue, AxisInfo] = {}
        functions = [op for op in module.walk() if op.name == "tt.func"]
        by_name = {f.properties["sym_name"].data: f for f in functions}
        for function in _callers_first(functions, by_name):
            self._analyse(function)
            for call in function.walk():
                if call.name == "tt.call":
                    callee = by_name.get(call.properties["callee"].root_reference.data)
                    if callee is not None:
                        self._update_callee(call, callee)

    def _analyse(self, function: Operation) -> None:
        """initialize: run the solver, then record every value.

        A value the solver never reached (code that cannot execute) keeps the
        uninitialized, rank-0 AxisInfo: Triton 3.6 records it as is.
        """
        analysis = AxisInfoAnalysis()
        analysis.run(function)
        for value in _values_in(function):
            info = analysis.get(value)
            previous = self.values.get(value)
            self.values[value] = info if previous is None else info.join(previous)

    def _update_callee(self, call: Operation, callee: Operation) -> None:
        from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, i64

        count = len(call.operands)
        arg_attrs = callee.properties.get("arg_attrs")
        dicts = [dict(d.data) for d in arg_attrs.data] if arg_attrs is not None else [{} for _ in range(count)]
        for index, operand in enumerate(call.operands):
            info = self.values.get(operand, AxisInfo())
            if info.rank != 1:
                continue  # only scalar arguments are forwarded
            for name, value in zip(HINT_ATTRIBUTES, (info.contiguity[0], info.divisibility[0], info.constancy[0])):
                current = dicts[index].get(name)
                previous = _wrap(current.value.data) if isinstance(current, IntegerAttr) else MAX_DIVISOR
                dicts[index][name] = IntegerAttr(gcd(value, previous), i64)
        callee.properties["arg_attrs"] = ArrayAttr([DictionaryAttr(d) for d in dicts])

    def get(self, value: SSAValue) -> AxisInfo | None:
        """getAxisInfo: None for a value outside the analysed functions; the empty
        (rank-0) AxisInfo for a value in code that never runs."""
        return self.values.get(value)

    # queries the passes use -------------------------------------------------------------------

    def get_alignment(self, value: SSAValue, element_bit_width: int | None = None) -> int:
        """getAlignment: how many consecutive elements (along order[0]) are aligned together."""
        type_ = value.type
        if not isinstance(type_, TensorType):
            return 1
        info = self.values.get(value)
        if info is None or info.rank == 0:
            # Unreachable code has no info (upstream would read past its empty vectors).
            return 1

        if element_bit_width is None:
            element_bit_width = bit_width(type_)
        fastest = layout_order(type_)[0]
        divisibility = info.divisibility[fastest]
        element_bytes = max(element_bit_width // 8, 1)
        max_multiple = max(divisibility // element_bytes, 1) if is_pointer(type_.element_type) else divisibility
        max_contig = info.contiguity[fastest]
        alignment = min(max_multiple, max_contig) & 0xFFFFFFFF  # an `unsigned` upstream
        debug(
            DEBUG_TYPE,
            lambda: f"getAlignment order[0] {fastest} maxContig = {max_contig} elemNumBits = {element_bit_width} "
            f"maxMultiple = {max_multiple} alignment {alignment}",
        )
        debug(DEBUG_TYPE, lambda: f"-- {info}")
        return alignment

    def get_contiguity(self, value: SSAValue, element_bit_width: int | None = None) -> int:
        """getContiguity: the alignment, capped by the elements a thread holds contiguously."""
        type_ = value.type
        if not isinstance(type_, TensorType):
            return 1

        alignment = self.get_alignment(value, element_bit_width)
        per_thread = contig_per_thread(type_)[layout_order(type_)[0]]
        debug(DEBUG_TYPE, lambda: f"getContiguity uniqueContigPerThread = {per_thread}")
        return min(alignment, per_thread)

    def get_mask_alignment(self, mask: SSAValue) -> int:
        """getMaskAlignment: how many consecutive mask elements (along order[0]) are equal."""
        type_ = mask.type
        if not isinstance(type_, TensorType):
            return 1
        info = self.values.get(mask)
        if info is None or info.rank == 0:
            return 1

        fastest = layout_order(type_)[0]
        alignment = max(info.constancy[fastest] & 0xFFFFFFFF, 1)
        debug(DEBUG_TYPE, lambda: f"getMaskAlignment maskOrder[0] {fastest} alignment {alignment}")
        debug(DEBUG_TYPE, lambda: f"-- {info}")
        return alignment


def _values_in(function: Operation) -> Iterator[SSAValue]:
    """Op results, then block arguments, as upstream's initialize records them."""
    for op in function.walk():
        yield from op.results
    for op in function.walk():
        for region in op.regions:
            for block in region.blocks:
                yield from block.args


def _callers_first(functions: list[Operation], by_name: dict[str, Operation]) -> list[Operation]:
    """Reverse post-order of the call graph from its roots (functions nobody calls)."""
    callees: dict[Operation, list[Operation]] = {}
    called: set[Operation] = set()
    for function in functions:
        targets = []
        for op in function.walk():
            if op.name == "tt.call":
                target = by_name.get(op.properties["callee"].root_reference.data)
                if target is not None:
                    targets.append(target)
                    called.add(target)
        callees[function] = targets
    post_order: list[Operation] = []
    seen: set[Operation] = set()

    def visit(function: Operation) -> None:
        if function in seen:
            return
        seen.add(function)
        for target in callees[function]:
            visit(target)
        post_order.append(function)

    for root in (f for f in functions if f not in called):
        visit(root)
    return list(reversed(post_order))
