"""AxisInfo: per-dimension contiguity, divisibility and constancy of integer and pointer values.

The analysis that lets the compiler vectorize memory accesses, with Triton 3.6's
semantics (lib/Analysis/AxisInfo.cpp). For every value, per dimension d:
- contiguity[d]: length of the shortest run of consecutive integers along d;
- divisibility[d]: largest power of two dividing the first element of every such run;
- constancy[d]: length of the shortest run of equal values along d;
- constant_value: the value, when all elements are one known integer.
Scalars have rank 1. A rank-0 AxisInfo means "not computed" (uninitialized).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
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
from ttopt.ir.debug import debug

DEBUG_TYPE = "axis-info"

MAX_DIVISOR = 1 << 62
"""highestPowOf2Divisor<int64_t>(0): the divisibility of 0, and "unknown, optimistic"."""

HINT_ATTRIBUTES = ("tt.contiguity", "tt.divisibility", "tt.constancy")


def highest_pow2_divisor(value: int, bits: int = 64) -> int:
    """The largest power of two dividing `value` (upstream caps 0 and INT_MIN at 2^(bits-2))."""
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


def multiply_divisor(lhs: int, rhs: int) -> int:
    """lhs * rhs, saturating at MAX_DIVISOR instead of overflowing."""
    if lhs > MAX_DIVISOR // rhs:
        return MAX_DIVISOR
    return lhs * rhs


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
        """Dimension-wise gcd; the constant survives only when both sides agree."""
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
    """Divisibility of a value that is either `lhs` or `rhs` (joins, selects, min/max).

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
    """`tt.divisibility = 16 : i32` -> (16,); a dense elements hint -> its values."""
    if isinstance(attr, IntegerAttr):
        return (attr.value.data & ((1 << 64) - 1),)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        element_type = attr.get_element_type()
        raw = attr.data.data
        size = element_type.compile_time_size
        return tuple(_wrap(int.from_bytes(raw[i : i + size], "little"), 32) for i in range(0, len(raw), size))
    return None


def _with_hints(info: AxisInfo, hints: dict[str, Attribute]) -> AxisInfo:
    contiguity = hint_vector(hints.get("tt.contiguity")) or info.contiguity
    divisibility = hint_vector(hints.get("tt.divisibility")) or info.divisibility
    constancy = hint_vector(hints.get("tt.constancy")) or info.constancy
    return AxisInfo(contiguity, divisibility, constancy, info.constant_value)


REGION_BRANCH_OPS = frozenset({"scf.for", "scf.if", "scf.while", "scf.execute_region"})


def pessimistic_state(value: SSAValue) -> AxisInfo:
    """What nothing is known about `value` means (upstream getPessimisticValueState)."""
    rank = axis_rank(value.type)
    info = AxisInfo.uniform(rank, 1, 1, 1)
    if isinstance(value, BlockArgument):
        block = value.block
        parent = block.parent_op() if block is not None else None
        if block is not None and block.parent is not None and block is block.parent.blocks.first:
            if parent is not None and parent.name == "tt.func":
                return _with_hints(info, _function_arg_attrs(parent, value.index))
            if parent is not None and parent.name in REGION_BRANCH_OPS:
                return AxisInfo.uniform(rank, MAX_DIVISOR, MAX_DIVISOR, MAX_DIVISOR)
        return info
    op = value.owner
    if isinstance(op, Operation):
        if op.name in REGION_BRANCH_OPS:
            info = AxisInfo.uniform(rank, MAX_DIVISOR, MAX_DIVISOR, MAX_DIVISOR)
        info = _with_hints(info, op.attributes)
    return info


def _function_arg_attrs(func: Operation, index: int) -> dict[str, Attribute]:
    arg_attrs = func.properties.get("arg_attrs")
    if arg_attrs is None or index >= len(arg_attrs.data):
        return {}
    return dict(arg_attrs.data[index].data)


# -- transfer functions --------------------------------------------------------------------

Visitor = Callable[[Operation, list[AxisInfo]], "AxisInfo | None"]
VISITORS: dict[str, Visitor] = {}


def visitor(*names: str) -> Callable[[Visitor], Visitor]:
    def register(function: Visitor) -> Visitor:
        for name in names:
            VISITORS[name] = function
        return function

    return register


def _shape(op: Operation) -> tuple[int, ...] | None:
    type_ = op.results[0].type
    return tuple(type_.get_shape()) if isinstance(type_, TensorType) else None


def _is_contiguous_dim(info: AxisInfo, shape: Sequence[int], d: int) -> bool:
    return info.contiguity[d] == shape[d]


def _is_constant_dim(info: AxisInfo, shape: Sequence[int], d: int) -> bool:
    return info.constancy[d] == shape[d]


@visitor("arith.extsi", "arith.extui", "arith.trunci", "ttg.convert_layout", "builtin.unrealized_conversion_cast", "tt.bitcast")
def _cast(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    return operands[0]


@visitor("tt.make_range")
def _make_range(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    start = op.properties["start"].value.data
    end = op.properties["end"].value.data
    return AxisInfo((end - start,), (highest_pow2_divisor(start, bits=32),), (1,))


@visitor("ub.poison")
def _poison(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    # Poison is never read: be optimistic.
    rank = len(_shape(op)) if _shape(op) is not None else 1
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
            return None
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
    size = element_type.compile_time_size
    if not raw or raw[:size] * (len(raw) // size) != raw:
        return None
    width = element_type.width.data if isinstance(element_type, IntegerType) else 64
    return _wrap(int.from_bytes(raw[:size], "little") & ((1 << width) - 1))


def _binary(
    contiguity: Callable[[Operation, AxisInfo, AxisInfo, int], int],
    divisibility: Callable[[Operation, AxisInfo, AxisInfo, int], int],
    constancy: Callable[[Operation, AxisInfo, AxisInfo, int], int],
    constant: Callable[[Operation, AxisInfo, AxisInfo], int | None],
) -> Visitor:
    """Upstream's BinaryOpVisitorImpl: a known constant result fixes the other fields."""

    def visit(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
        lhs, rhs = operands[0], operands[1]
        value = constant(op, lhs, rhs)
        rank = lhs.rank
        if value is not None:
            return AxisInfo(
                (1,) * rank,
                (highest_pow2_divisor(value),) * rank,
                tuple(max(lhs.constancy[d], rhs.constancy[d]) for d in range(rank)),
                value,
            )
        return AxisInfo(
            tuple(contiguity(op, lhs, rhs, d) for d in range(rank)),
            tuple(divisibility(op, lhs, rhs, d) for d in range(rank)),
            tuple(constancy(op, lhs, rhs, d) for d in range(rank)),
            None,
        )

    return visit


def _one(*_: object) -> int:
    return 1


def _no_constant(*_: object) -> None:
    return None


def _gcd_constancy(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    return gcd(lhs.constancy[d], rhs.constancy[d])


def _both_constant(lhs: AxisInfo, rhs: AxisInfo) -> bool:
    return lhs.constant_value is not None and rhs.constant_value is not None


# add, sub, addptr ------------------------------------------------------------------------


def _pointee_bytes(op: Operation) -> int:
    from ttopt.dialects.type_utils import pointee_bit_width

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


VISITORS["arith.addi"] = VISITORS["arith.subi"] = VISITORS["tt.addptr"] = _binary(
    _add_contiguity, _add_divisibility, _gcd_constancy, _add_constant
)


# mul ---------------------------------------------------------------------------------------


def _is_one(info: AxisInfo) -> bool:
    return info.constant_value == 1


def _mul_contiguity(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    return max(lhs.contiguity[d] if _is_one(rhs) else 1, rhs.contiguity[d] if _is_one(lhs) else 1)


def _mul_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    # A contiguous run [2^n, 2^n+1, ...] only guarantees divisibility 1 once scaled.
    lhs_div = 1 if lhs.contiguity[d] > 1 and not _is_one(rhs) else lhs.divisibility[d]
    rhs_div = 1 if rhs.contiguity[d] > 1 and not _is_one(lhs) else rhs.divisibility[d]
    return multiply_divisor(lhs_div, rhs_div)


def _mul_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    return _wrap(lhs.constant_value * rhs.constant_value) if _both_constant(lhs, rhs) else None


VISITORS["arith.muli"] = _binary(_mul_contiguity, _mul_divisibility, _gcd_constancy, _mul_constant)


# div, rem ------------------------------------------------------------------------------------


def _div_contiguity(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    return lhs.contiguity[d] if _is_one(rhs) else 1


def _div_constancy(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    shape = _shape(op)
    if shape is None:
        return 1
    constancy = gcd(lhs.constancy[d], rhs.constancy[d])
    if _is_contiguous_dim(lhs, shape, d) and _is_constant_dim(rhs, shape, d):
        # A contiguous run divided by a constant stays equal over gcd(divisors) elements.
        constancy = max(constancy, gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
    return constancy


def _div_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    if lhs.constant_value == 0 or _is_one(rhs):
        return lhs.divisibility[d]
    divisor = rhs.constant_value
    if divisor is not None and divisor != 0 and (abs(divisor) & (abs(divisor) - 1)) == 0 and lhs.contiguity[d] == 1:
        return max(1, lhs.divisibility[d] // abs(divisor))
    return 1


def _div_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    if not _both_constant(lhs, rhs) or rhs.constant_value == 0:
        return None
    return _c_division(lhs.constant_value, rhs.constant_value)


def _c_division(a: int, b: int) -> int:
    """C++ integer division truncates toward zero."""
    quotient = abs(a) // abs(b)
    return quotient if (a >= 0) == (b >= 0) else -quotient


VISITORS["arith.divsi"] = VISITORS["arith.divui"] = _binary(
    _div_contiguity, _div_divisibility, _div_constancy, _div_constant
)


def _rem_contiguity(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    shape = _shape(op)
    if shape is None:
        return 1
    if _is_contiguous_dim(lhs, shape, d) and _is_constant_dim(rhs, shape, d):
        return gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d])
    return 1


def _rem_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    if rhs.constancy[d] > 1:
        return gcd(lhs.divisibility[d], rhs.divisibility[d])
    return 1


def _rem_constancy(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    shape = _shape(op)
    if shape is None:
        return 1
    return shape[d] if _is_one(rhs) else gcd(lhs.constancy[d], rhs.constancy[d])


def _rem_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    if _both_constant(lhs, rhs) and rhs.constant_value != 0:
        return lhs.constant_value - _c_division(lhs.constant_value, rhs.constant_value) * rhs.constant_value
    if _is_one(rhs):
        return 0
    return None


VISITORS["arith.remsi"] = VISITORS["arith.remui"] = _binary(
    _rem_contiguity, _rem_divisibility, _rem_constancy, _rem_constant
)


# logic and shifts ------------------------------------------------------------------------------


def _logical_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    if not _both_constant(lhs, rhs):
        return None
    a, b = lhs.constant_value, rhs.constant_value
    return {"arith.andi": a & b, "arith.ori": a | b, "arith.xori": a ^ b}[op.name]


VISITORS["arith.andi"] = VISITORS["arith.ori"] = VISITORS["arith.xori"] = _binary(
    _one, _one, _gcd_constancy, _logical_constant
)


def _shift_contiguity(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    return lhs.contiguity[d] if rhs.constant_value == 0 else 1


def _shl_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    shift = rhs.constant_value or 0
    lhs_div = 1 if lhs.contiguity[d] > 1 and shift else lhs.divisibility[d]
    return multiply_divisor(lhs_div, _wrap(1 << (shift & 63)))


def _shl_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    return _wrap(lhs.constant_value << (rhs.constant_value & 63)) if _both_constant(lhs, rhs) else None


def _shr_divisibility(op: Operation, lhs: AxisInfo, rhs: AxisInfo, d: int) -> int:
    if rhs.constant_value is None:
        return 1
    shift = rhs.constant_value
    lhs_div = 1 if lhs.contiguity[d] > 1 and shift else lhs.divisibility[d]
    return max(1, lhs_div // (1 << (shift & 63)))


def _shr_constant(op: Operation, lhs: AxisInfo, rhs: AxisInfo) -> int | None:
    return lhs.constant_value >> (rhs.constant_value & 63) if _both_constant(lhs, rhs) else None


VISITORS["arith.shli"] = _binary(_shift_contiguity, _shl_divisibility, _gcd_constancy, _shl_constant)
VISITORS["arith.shrui"] = VISITORS["arith.shrsi"] = _binary(
    _shift_contiguity, _shr_divisibility, _gcd_constancy, _shr_constant
)


@visitor("arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui")
def _min_max(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    lhs, rhs = operands[0], operands[1]
    rank = lhs.rank
    if _both_constant(lhs, rhs):
        pick = max if op.name in ("arith.maxsi", "arith.maxui") else min
        return AxisInfo.uniform(rank, 1, 1, 1, pick(lhs.constant_value, rhs.constant_value))
    return AxisInfo(
        tuple(gcd(lhs.contiguity[d], rhs.contiguity[d]) for d in range(rank)),
        tuple(divisibility_from_contiguity(lhs, rhs, d) for d in range(rank)),
        tuple(gcd(lhs.constancy[d], rhs.constancy[d]) for d in range(rank)),
        None,
    )


# shape ops -------------------------------------------------------------------------------------


@visitor("tt.splat")
def _splat(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    shape = _shape(op)
    source = operands[0]
    return AxisInfo((1,) * len(shape), (source.divisibility[0],) * len(shape), shape, source.constant_value)


@visitor("tt.load")
def _load(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
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
    elif source.rank:
        # A contiguous run [2^n, 2^n+1, ...] counts as divisibility 1.
        new_divisibility = gcd(*(1 if source.contiguity[d] > 1 else source.divisibility[d] for d in range(source.rank)))
    else:
        new_divisibility = 1

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


# compare and select ------------------------------------------------------------------------------

_CMP_NAMES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


def _compare(predicate: str, a: int, b: int) -> bool:
    if predicate.startswith("u"):
        a, b = a & ((1 << 64) - 1), b & ((1 << 64) - 1)
    return {
        "eq": a == b, "ne": a != b, "slt": a < b, "sle": a <= b, "sgt": a > b, "sge": a >= b,
        "ult": a < b, "ule": a <= b, "ugt": a > b, "uge": a >= b,
    }[predicate]


@visitor("arith.cmpi")
def _cmpi(op: Operation, operands: list[AxisInfo]) -> AxisInfo | None:
    shape = _shape(op)
    if shape is None:
        return None
    lhs, rhs = operands[0], operands[1]
    predicate = _CMP_NAMES[op.properties["predicate"].value.data]
    constancy: list[int] = []
    constant = None
    for d in range(len(shape)):
        if _both_constant(lhs, rhs):
            hint = lhs.constancy[d]
            constant = 1 if _compare(predicate, lhs.constant_value, rhs.constant_value) else 0
        else:
            hint = gcd(lhs.constancy[d], rhs.constancy[d])
            if predicate in ("sgt", "ugt", "sle", "ule") and _is_constant_dim(lhs, shape, d):
                # constant <op> contiguous run: constant over gcd(run, divisors) elements.
                hint = max(hint, gcd(rhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
            elif predicate in ("slt", "ult", "sge", "uge") and _is_constant_dim(rhs, shape, d):
                hint = max(hint, gcd(lhs.contiguity[d], lhs.divisibility[d], rhs.divisibility[d]))
        constancy.append(hint)
    rank = len(shape)
    return AxisInfo((1,) * rank, (1,) * rank, tuple(constancy), constant)


@visitor("arith.select")
def _select(op: Operation, operands: list[AxisInfo]) -> AxisInfo:
    condition, lhs, rhs = operands
    if condition.constant_value is not None:
        return rhs if condition.constant_value == 0 else lhs
    rank = lhs.rank
    scalar_condition = isinstance(op.operands[0].type, IntegerType)
    if scalar_condition:
        contiguity = tuple(gcd(lhs.contiguity[d], rhs.contiguity[d]) for d in range(rank))
        constancy = tuple(gcd(lhs.constancy[d], rhs.constancy[d]) for d in range(rank))
    else:
        contiguity = tuple(gcd(lhs.contiguity[d], rhs.contiguity[d], condition.constancy[d]) for d in range(rank))
        constancy = tuple(gcd(lhs.constancy[d], rhs.constancy[d], condition.constancy[d]) for d in range(rank))
    constant = lhs.constant_value if lhs.constant_value is not None and lhs.constant_value == rhs.constant_value else None
    return AxisInfo(contiguity, tuple(divisibility_from_contiguity(lhs, rhs, d) for d in range(rank)), constancy, constant)


# -- the per-function analysis ------------------------------------------------------------------


class AxisInfoAnalysis(SparseForwardAnalysis[AxisInfo]):
    def uninitialized(self) -> AxisInfo:
        return AxisInfo()

    def join(self, lhs: AxisInfo, rhs: AxisInfo) -> AxisInfo:
        return lhs.join(rhs)

    def entry_state(self, value: SSAValue) -> AxisInfo:
        return pessimistic_state(value)

    def visit_operation(self, op: Operation, operands: list[AxisInfo]) -> AxisInfo | None:
        transfer = VISITORS.get(op.name)
        info = transfer(op, operands) if transfer is not None else None
        if info is None or info.rank == 0:
            return None
        info = _with_hints(info, op.attributes)
        debug(DEBUG_TYPE, lambda: f"{op.name}: {info}")
        return info

    def visit_induction_variable(self, op: Operation, argument: BlockArgument) -> AxisInfo:
        lower = self.get(op.operands[0])
        step = self.get(op.operands[2])
        divisibility = 1
        if lower.rank and step.rank:
            divisibility = gcd(lower.divisibility[0], step.divisibility[0])
        return AxisInfo((1,), (divisibility,), (1,))


# -- the module-level analysis --------------------------------------------------------------------


class ModuleAxisInfoAnalysis:
    """AxisInfo of every value in every function of a module.

    Functions are analysed callers first; each call joins what it knows about its
    arguments into the callee's `tt.contiguity/divisibility/constancy` argument
    attributes (as upstream does, this writes those attributes on the callee), so
    a callee sees the meet of all its call sites.
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
                continue
            for name, value in zip(HINT_ATTRIBUTES, (info.contiguity[0], info.divisibility[0], info.constancy[0])):
                current = dicts[index].get(name)
                previous = current.value.data if isinstance(current, IntegerAttr) else MAX_DIVISOR
                dicts[index][name] = IntegerAttr(gcd(value, previous), i64)
        callee.properties["arg_attrs"] = ArrayAttr([DictionaryAttr(d) for d in dicts])

    def get(self, value: SSAValue) -> AxisInfo | None:
        return self.values.get(value)

    # queries the passes use -------------------------------------------------------------------

    def get_alignment(self, value: SSAValue, element_bit_width: int | None = None) -> int:
        """How many consecutive elements (from the fastest dim) can be accessed together."""
        type_ = value.type
        info = self.values.get(value)
        if not isinstance(type_, TensorType) or info is None or info.rank == 0:
            return 1
        from ttopt.dialects.type_utils import element_bit_width as bit_width
        from ttopt.dialects.type_utils import is_pointer
        from ttopt.layouts.queries import layout_order

        if element_bit_width is None:
            element_bit_width = bit_width(type_)
        fastest = layout_order(type_)[0]
        divisibility = info.divisibility[fastest]
        element_bytes = max(element_bit_width // 8, 1)
        max_multiple = max(divisibility // element_bytes, 1) if is_pointer(type_.element_type) else divisibility
        alignment = min(max_multiple, info.contiguity[fastest])
        debug(DEBUG_TYPE, lambda: f"getAlignment order[0] {fastest} maxContig = {info.contiguity[fastest]} "
              f"elemNumBits = {element_bit_width} maxMultiple = {max_multiple} alignment {alignment}")
        return alignment

    def get_contiguity(self, value: SSAValue, element_bit_width: int | None = None) -> int:
        type_ = value.type
        if not isinstance(type_, TensorType):
            return 1
        from ttopt.layouts.queries import contig_per_thread, layout_order

        alignment = self.get_alignment(value, element_bit_width)
        per_thread = contig_per_thread(type_)[layout_order(type_)[0]]
        debug(DEBUG_TYPE, lambda: f"getContiguity uniqueContigPerThread = {per_thread}")
        return min(alignment, per_thread)

    def get_mask_alignment(self, mask: SSAValue) -> int:
        type_ = mask.type
        info = self.values.get(mask)
        if not isinstance(type_, TensorType) or info is None or info.rank == 0:
            return 1
        from ttopt.layouts.queries import layout_order

        fastest = layout_order(type_)[0]
        return max(info.constancy[fastest], 1)


def _values_in(function: Operation) -> Iterable[SSAValue]:
    for op in function.walk():
        yield from op.results
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

