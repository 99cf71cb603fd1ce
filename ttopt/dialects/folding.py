"""What op folders and canonicalization patterns share.

- Constant values: integers are handled as APInt does (unsigned Python ints modulo
  2**width), floats as Python floats holding the exact value of the element (every
  format up to f64 fits a double exactly); results are rounded into the element's
  format through `ttopt.ir.apfloat`, so they match APFloat bit for bit. Computing a
  sum, product or quotient in double and rounding it once more is exact for formats
  of at most 24 significand bits (2p + 2 <= 53), so no double rounding error arises.
- Attributes: scalar IntegerAttr/FloatAttr, dense elements (splat or not), ub.poison.
- An op's folder is its method `fold(self, operands: ConstantOperands) -> FoldResult | None`;
  `fold_binary`, `fold_unary`, `fold_cast` are mlir/Dialect/CommonFolders.h, and
  `Commutative`, `Idempotent`, `Involution`, `CastOpInterface` the traits that fold.
- Matchers on constant attributes: m_Zero, m_One, m_ConstantInt, the float predicates.
- `drr_location`: where ops built by a declarative (DRR) pattern are located.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import ClassVar

from xdsl import traits as xdsl_traits
from xdsl.dialect_interfaces.constant_materialization import (
    ConstantMaterializationInterface,
)
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    BytesAttr,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    FusedLoc,
    IndexType,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    TensorType,
    UnknownLoc,
    VectorType,
    i1,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import ConstantLike

from ttopt import registry
from ttopt.dialects.ub import PoisonAttr
from ttopt.ir import apfloat
from ttopt.support.class_tests import is_subclass

# -- element types ------------------------------------------------------------------------


# Shaped types with an element type. Tested by class (`is_subclass`) in these helpers, which
# folders and verifiers call on every value: isinstance against xDSL's attribute classes (ABCs)
# runs ABCMeta's Python check.
_SHAPED = (TensorType, VectorType)


def element_of(type_: Attribute) -> Attribute:
    return type_.element_type if is_subclass(type(type_), _SHAPED) else type_


def int_width(type_: Attribute) -> int:
    """Bit width of an integer (or index: 64) type or of a shaped type's elements."""
    element = element_of(type_)
    return 64 if type(element) is IndexType else element.width.data


def float_semantics(type_: Attribute) -> apfloat.FloatSemantics:
    return apfloat.semantics_for(element_of(type_).name)


def is_int_like(type_: Attribute) -> bool:
    return isinstance(element_of(type_), IntegerType | IndexType)


# -- integers (APInt) ---------------------------------------------------------------------


def wrap(value: int, width: int) -> int:
    """The unsigned value of the low `width` bits."""
    return value & ((1 << width) - 1)


def to_signed(value: int, width: int) -> int:
    value = wrap(value, width)
    return value - (1 << width) if value >> (width - 1) else value


def signed_min(width: int) -> int:
    return 1 << (width - 1)


def signed_max(width: int) -> int:
    return (1 << (width - 1)) - 1


def all_ones(width: int) -> int:
    return (1 << width) - 1


# -- floats (APFloat) ---------------------------------------------------------------------


def round_float(value: float, sem: apfloat.FloatSemantics) -> float:
    """`value` rounded to nearest-even into `sem` (overflow as the format defines it)."""
    return apfloat.float_from_bits(apfloat.bits_from_float(value, sem), sem)


def float_bits(value: float, sem: apfloat.FloatSemantics) -> int:
    return apfloat.bits_from_float(value, sem)


def is_negative(value: float) -> bool:
    return math.copysign(1.0, value) < 0


def negate(value: float) -> float:
    """APFloat::changeSign (NaNs included)."""
    return math.copysign(value, -1.0 if not is_negative(value) else 1.0)


def default_nan() -> float:
    """APFloat::makeNaN(): the positive quiet NaN."""
    return math.nan


def is_representable(value: float, sem: apfloat.FloatSemantics) -> bool:
    """The value survives conversion into `sem` unchanged and without a status flag."""
    if math.isnan(value):
        return sem.nonfinite != apfloat.FINITE_ONLY and _nan_round_trips(value, sem)
    if math.isinf(value):
        return sem.nonfinite == apfloat.IEEE754
    try:
        rounded = round_float(value, sem)
    except ValueError:
        return False
    return rounded == value and is_negative(rounded) == is_negative(value)


def _nan_round_trips(value: float, sem: apfloat.FloatSemantics) -> bool:
    source = apfloat.bits_from_float(value, apfloat.semantics_for("f64"))
    back = apfloat.bits_from_float(apfloat.float_from_bits(apfloat.bits_from_float(value, sem), sem), apfloat.semantics_for("f64"))
    return source == back


# -- attributes ---------------------------------------------------------------------------


# xDSL's attribute classes are final (runtime_final), so `type(attr) is C` is isinstance, without
# ABCMeta.__instancecheck__'s Python call, which the folders would make for every operand.
_TYPED_ATTRIBUTES = frozenset((IntegerAttr, FloatAttr, DenseIntOrFPElementsAttr))


def attr_type(attr: Attribute | None) -> Attribute | None:
    """TypedAttr::getType, or None."""
    return attr.type if type(attr) in _TYPED_ATTRIBUTES else None


def _element_size(element: Attribute) -> int:
    return element.compile_time_size


def _decode(element: Attribute, chunk: bytes) -> int | float:
    if isinstance(element, IntegerType | IndexType):
        return wrap(element.unpack(chunk, 1)[0], int_width(element))
    return apfloat.float_from_bits(int.from_bytes(chunk, "little"), float_semantics(element))


def dense_elements(attr: DenseIntOrFPElementsAttr) -> list:
    """The elements of a dense attribute: unsigned ints or exact floats."""
    element = attr.get_element_type()
    raw: bytes = attr.data.data
    size = _element_size(element)
    return [_decode(element, raw[i : i + size]) for i in range(0, len(raw), size)]


def is_splat(attr: Attribute | None) -> bool:
    """SplatElementsAttr: a dense attribute whose elements are all equal."""
    if type(attr) is not DenseIntOrFPElementsAttr:  # (final: see _TYPED_ATTRIBUTES)
        return False
    raw: bytes = attr.data.data
    size = _element_size(attr.get_element_type())
    return len(raw) >= size and raw[:size] * (len(raw) // size) == raw


def scalar_element(attr: Attribute) -> int | float:
    """The element an IntegerAttr or FloatAttr holds."""
    if isinstance(attr, IntegerAttr):
        return wrap(attr.value.data, int_width(attr.type))
    return attr.value.data


def splat_element(attr: DenseIntOrFPElementsAttr) -> int | float:
    element = attr.get_element_type()
    return _decode(element, attr.data.data[: _element_size(element)])


def _encode(element_type: Attribute, value: float) -> bytes:
    if isinstance(element_type, IntegerType | IndexType):
        width = int_width(element_type)
        stored = wrap(value, 1) if width == 1 else to_signed(value, width)
        return element_type.pack([stored])
    bits = apfloat.bits_from_float(value, float_semantics(element_type))
    return bits.to_bytes(_element_size(element_type), "little")


def dense_attr(type_: Attribute, elements: Sequence[int | float]) -> DenseIntOrFPElementsAttr:
    """DenseElementsAttr::get from one element per position."""
    element = element_of(type_)
    return DenseIntOrFPElementsAttr(type_, BytesAttr(b"".join(_encode(element, v) for v in elements)))


def splat_attr(type_: Attribute, element: float) -> DenseIntOrFPElementsAttr:
    count = math.prod(type_.get_shape())
    return DenseIntOrFPElementsAttr(type_, BytesAttr(_encode(element_of(type_), element) * count))


def scalar_attr(type_: Attribute, value: float) -> IntegerAttr | FloatAttr:
    if isinstance(type_, IntegerType | IndexType):
        width = int_width(type_)
        return IntegerAttr(wrap(value, 1) if width == 1 else to_signed(value, width), type_)
    return FloatAttr(round_float(value, float_semantics(type_)), type_)


def constant_attr(type_: Attribute, value: float) -> Attribute:
    """A scalar attribute, or a splat of a shaped type."""
    if isinstance(type_, TensorType | VectorType):
        return splat_attr(type_, value)
    return scalar_attr(type_, value)


def zero_attr(type_: Attribute) -> Attribute:
    """Builder::getZeroAttr."""
    return constant_attr(type_, 0.0 if isinstance(element_of(type_), AnyFloat) else 0)


def bool_attr(type_: Attribute, value: bool) -> Attribute:
    """An i1 scalar, or a splat with the shape of `type_`."""
    if isinstance(type_, TensorType):
        return splat_attr(TensorType(i1, type_.get_shape(), type_.encoding), int(value))
    if isinstance(type_, VectorType):
        return splat_attr(VectorType(i1, type_.get_shape(), type_.scalable_dims), int(value))
    return scalar_attr(i1, int(value))


# -- constant folding (CommonFolders.h) -------------------------------------------------------

# What an op's `fold(self, operands)` takes (the constant attribute of each operand, or None)
# and returns when it succeeds (one attribute or value per result, or `[]` for an in-place
# update); failure is None.
ConstantOperands = Sequence[Attribute | None]
FoldResult = list[Attribute | SSAValue]

INT = IntegerAttr
FLOAT = FloatAttr

Calc = Callable[..., "int | float | None"]


def fold_binary(
    operands: Sequence[Attribute | None],
    kind: type,
    compute: Calc,
    result_type: Attribute | None = None,
    poison: bool = True,
) -> Attribute | None:
    """constFoldBinaryOp(Conditional): `compute` returns None to refuse."""
    lhs, rhs = operands
    if poison:
        for operand in (lhs, rhs):
            if type(operand) is PoisonAttr:
                return operand
    if result_type is None:
        result_type = attr_type(lhs)
        if result_type is None or result_type != attr_type(rhs):
            return None
    if lhs is None or rhs is None:
        return None
    if isinstance(lhs, kind) and isinstance(rhs, kind):
        if lhs.type != rhs.type:
            return None
        value = compute(scalar_element(lhs), scalar_element(rhs))
        return None if value is None else scalar_attr(result_type, value)
    if not (isinstance(lhs, DenseIntOrFPElementsAttr) and isinstance(rhs, DenseIntOrFPElementsAttr)):
        return None
    if lhs.type != rhs.type:
        return None
    if is_splat(lhs) and is_splat(rhs):
        value = compute(splat_element(lhs), splat_element(rhs))
        return None if value is None else splat_attr(result_type, value)
    values = []
    for a, b in zip(dense_elements(lhs), dense_elements(rhs)):
        value = compute(a, b)
        if value is None:
            return None
        values.append(value)
    return dense_attr(result_type, values)


def fold_unary(operands: Sequence[Attribute | None], kind: type, compute: Calc) -> Attribute | None:
    """constFoldUnaryOp(Conditional)."""
    operand = operands[0]
    if operand is None:
        return None
    if isinstance(operand, PoisonAttr):
        return operand
    if isinstance(operand, kind):
        value = compute(scalar_element(operand))
        return None if value is None else scalar_attr(operand.type, value)
    return _fold_elements(operand, operand.type if isinstance(operand, DenseIntOrFPElementsAttr) else None, compute)


def fold_cast(operands: Sequence[Attribute | None], result_type: Attribute, kind: type, compute: Calc) -> Attribute | None:
    """constFoldCastOp: `compute` maps a source element to a result element, None failing."""
    operand = operands[0]
    if operand is None:
        return None
    if isinstance(operand, PoisonAttr):
        return operand
    if isinstance(operand, kind):
        value = compute(scalar_element(operand))
        return None if value is None else scalar_attr(result_type, value)
    return _fold_elements(operand, result_type, compute)


def _fold_elements(operand: Attribute, result_type: Attribute | None, compute: Calc) -> Attribute | None:
    if not isinstance(operand, DenseIntOrFPElementsAttr) or result_type is None:
        return None
    if is_splat(operand):
        value = compute(splat_element(operand))
        return None if value is None else splat_attr(result_type, value)
    values = []
    for element in dense_elements(operand):
        value = compute(element)
        if value is None:
            return None
        values.append(value)
    return dense_attr(result_type, values)


def safe_float(compute: Calc) -> Calc:
    """A float calculation that gives up where APFloat would abort (no inf/NaN in f4/f6)."""

    def guarded(*args):
        try:
            return compute(*args)
        except ValueError:
            return None

    return guarded


# -- matchers on constant attributes (mlir/IR/Matchers.h) ----------------------------------------


def constant_int(attr: Attribute | None) -> int | None:
    """m_ConstantInt: an integer scalar or integer splat, as an unsigned value."""
    if type(attr) is IntegerAttr:
        return scalar_element(attr)
    if is_splat(attr) and is_int_like(attr.type):
        return splat_element(attr)
    return None


def constant_float(attr: Attribute | None) -> float | None:
    """m_ConstantFloat: a float scalar or float splat."""
    if isinstance(attr, FloatAttr):
        return attr.value.data
    if is_splat(attr) and isinstance(attr.get_element_type(), AnyFloat):
        return splat_element(attr)
    return None


def is_zero_int(attr: Attribute | None) -> bool:
    """m_Zero."""
    return constant_int(attr) == 0


def is_one_int(attr: Attribute | None) -> bool:
    """m_One."""
    return constant_int(attr) == 1


def is_all_ones_int(attr: Attribute | None, width: int) -> bool:
    return constant_int(attr) == all_ones(width)


def float_matches(attr: Attribute | None, predicate: Callable[[float], bool]) -> bool:
    value = constant_float(attr)
    return value is not None and predicate(value)


def is_pos_zero(value: float) -> bool:
    return value == 0.0 and not is_negative(value)


def is_neg_zero(value: float) -> bool:
    return value == 0.0 and is_negative(value)


def constant_of(value: SSAValue) -> Attribute | None:
    """m_Constant on a value: the attribute of a constant-like defining op."""
    owner = value.owner
    if not isinstance(owner, Operation) or not owner.has_trait(ConstantLike, value_if_unregistered=False):
        return None
    folded = owner.fold([])
    return folded[0] if folded else None


def defining(value: SSAValue, op_type: type) -> Operation | None:
    """value.getDefiningOp<OpTy>()."""
    owner = value.owner
    return owner if is_subclass(type(owner), op_type) else None


def is_zero_const(value: SSAValue) -> bool:
    """isZeroConst (triton/Analysis/Utility.h): an `arith.constant` splat of zero (0, 0.0 or
    -0.0). A scalar constant is not one. Decided on the splat's first element, not by
    decoding each of a tensor's (tens of thousands for an accumulator)."""
    owner = value.owner
    if not isinstance(owner, Operation) or owner.name != "arith.constant":
        return False
    attr = owner.properties.get("value", owner.attributes.get("value"))
    return is_splat(attr) and splat_element(attr) == 0


# -- locations -----------------------------------------------------------------------------------


def fused_location(locations: Sequence[Attribute]) -> Attribute:
    """FusedLoc::get without metadata: known locations, flattened and deduplicated."""
    unique: list[Attribute] = []
    for location in locations:
        plain_fused = isinstance(location, FusedLoc) and isinstance(location.metadata, NoneAttr)
        for part in location.locations.data if plain_fused else (location,):
            if not isinstance(part, UnknownLoc) and part not in unique:
                unique.append(part)
    if not unique:
        return UnknownLoc()
    if len(unique) == 1:
        return unique[0]
    return FusedLoc(ArrayAttr(unique), NoneAttr())


def build(rewriter, op: Operation, location: Attribute) -> Operation:
    """Create `op` at the rewriter's insertion point, at `location`."""
    op.location = location
    rewriter.insert(op)
    return op


def drr_location(matched: Sequence[Operation], op_count: int) -> Attribute:
    """Where a DRR pattern builds its ops: the fused locations of the first `op_count`
    matched ops, in DRR's match order (the root, then each nested op after the ops
    matched inside it, constants included)."""
    return fused_location([op.location for op in matched[:op_count]])


class DrrPattern(RewritePattern):
    """A pattern as ODS's DRR generates it: its benefit is the number of ops in its source
    pattern, and the ops it builds are located by `location(matched)`."""

    benefit: ClassVar[int] = 1

    def location(self, matched: Sequence[Operation]) -> Attribute:
        return drr_location(matched, self.benefit)


# -- folding traits (OpTrait::impl::foldCommutative / foldIdempotent / foldInvolution) -------------


class Commutative(xdsl_traits.Commutative):
    """IsCommutative: folding moves constant operands to the end, in place."""

    def fold_trait(self, op: Operation, constants: Sequence[Attribute | None]) -> list | None:
        # The operand tuple, not the `operands` view: every fold of a commutative op asks this.
        operands = op._operands  # pyright: ignore[reportPrivateUsage]
        if len(operands) < 2:
            return None
        first_constant = next((i for i, c in enumerate(constants) if c is not None), None)
        if first_constant is None:
            return None
        tail = list(zip(operands[first_constant:], constants[first_constant:]))
        reordered = [v for v, c in tail if c is None] + [v for v, c in tail if c is not None]
        if reordered == list(operands[first_constant:]):
            return None
        for offset, value in enumerate(reordered):
            op.operands[first_constant + offset] = value
        return []


class Idempotent(xdsl_traits.OpTrait):
    """IsIdempotent: op(x, x) -> x; op(op(x)) -> op(x)."""

    def fold_trait(self, op: Operation, constants: Sequence[Attribute | None]) -> list | None:
        if len(op.operands) == 1:
            inner = op.operands[0].owner
            return [op.operands[0]] if isinstance(inner, Operation) and inner.name == op.name else None
        return [op.operands[0]] if op.operands[0] is op.operands[1] else None


class Involution(xdsl_traits.OpTrait):
    """IsInvolution: op(op(x)) -> x."""

    def fold_trait(self, op: Operation, constants: Sequence[Attribute | None]) -> list | None:
        inner = op.operands[0].owner
        if isinstance(inner, Operation) and inner.name == op.name:
            return [inner.operands[0]]
        return None


# -- constant materialization (Dialect::materializeConstant) ---------------------------------------

def materialize_constant(dialect: str, value: Attribute, type_: Attribute) -> Operation | None:
    """The constant op `dialect` builds for a folded value, or None (no materializer, or
    the value does not fit)."""
    materializer = registry.dialect_interface(dialect, ConstantMaterializationInterface)
    return None if materializer is None else materializer.materialize_constant(value, type_)


class CastOpInterface(xdsl_traits.OpTrait):
    """CastOpInterface's folding hook: a cast whose result types equal its operand types
    folds to its operands."""

    def fold_trait(self, op: Operation, constants: Sequence[Attribute | None]) -> list | None:
        if op.operands and [v.type for v in op.operands] == [r.type for r in op.results]:
            return list(op.operands)
        return None
