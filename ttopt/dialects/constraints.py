"""Type predicates and the verifier messages MLIR's ODS generates for them.

Ops check their operand and result types in `verify_` with these helpers so the
errors read as upstream's do, e.g.
`operand #0 must be signless-integer-like, but got 'f32'`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import (
    AnyFloat,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    Signedness,
    StringAttr,
    TensorType,
    UnitAttr,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import AttrConstraint, VerificationContext
from xdsl.utils.exceptions import VerifyException

from ttopt.ir.printer import print_attribute_text
from ttopt.support.class_tests import is_subclass
from ttopt.support.identity_memo import identity_memo

Predicate = Callable[[Attribute], bool]


def type_text(type_: Attribute) -> str:

    return print_attribute_text(type_)


# Tensors and vectors, asked about by class (class_tests): isinstance against xDSL's ABCs runs
# Python code, and these run for every operand type an op's verifier or a pass looks at.
_SHAPED = (TensorType, VectorType)


def element_type(type_: Attribute) -> Attribute:
    """MLIR's getElementTypeOrSelf: the element type of a shaped type (tensor, vector, or
    `!ttg.memdesc`, which implements ShapedTypeInterface); the type itself otherwise."""
    if is_subclass(type(type_), _SHAPED):
        return type_.element_type
    if type_.name == "ttg.memdesc":  # by name: ttg's types are built on these constraints
        return type_.elementType
    return type_


def is_signless_integer(type_: Attribute, width: int | None = None) -> bool:
    return (
        is_subclass(type(type_), IntegerType)
        and type_.signedness.data == Signedness.SIGNLESS
        and (width is None or type_.width.data == width)
    )


def is_signless_int_or_index(type_: Attribute) -> bool:
    return is_signless_integer(type_) or isinstance(type_, IndexType)


def is_float(type_: Attribute) -> bool:
    return isinstance(type_, AnyFloat)


def like(scalar: Predicate) -> Predicate:
    """A scalar predicate lifted to `X-like`: the scalar, or a tensor/vector of it."""

    def check(type_: Attribute) -> bool:
        return scalar(element_type(type_)) if is_subclass(type(type_), _SHAPED) else scalar(type_)

    return check


signless_integer_like = like(is_signless_int_or_index)
float_like = like(is_float)
bool_like = like(lambda t: is_signless_integer(t, 1))


def require(op_kind: str, index: int, value: SSAValue, predicate: Predicate, description: str) -> None:
    """ODS's `operand #N must be <description>, but got '<type>'` check."""
    if not predicate(value.type):
        raise VerifyException(f"{op_kind} #{index} must be {description}, but got '{type_text(value.type)}'")


def require_operand(op: Operation, index: int, predicate: Predicate, description: str) -> None:
    require("operand", index, op.operands[index], predicate, description)


def require_result(op: Operation, index: int, predicate: Predicate, description: str) -> None:
    require("result", index, op.results[index], predicate, description)


def require_same_types(op: Operation, values: Sequence[SSAValue], what: str = "all operands and results") -> None:
    # A loop, not a generator: the verifier asks this of most ops it checks.
    first = values[0].type
    for value in values:
        type_ = value.type
        if type_ is not first and type_ != first:
            raise VerifyException(f"requires the same type for {what}")


def shape_of(type_: Attribute) -> tuple[int, ...] | None:
    if isinstance(type_, TensorType | VectorType):
        return tuple(type_.get_shape())
    return None


def encoding_of(type_: Attribute) -> Attribute | None:
    if is_subclass(type(type_), TensorType) and not is_subclass(type(type_.encoding), NoneAttr):
        return type_.encoding
    return None


def with_element_type(type_: Attribute, element: Attribute) -> Attribute:
    """`type_` with its element type replaced (a scalar becomes `element`)."""
    if isinstance(type_, TensorType):
        return TensorType(element, type_.get_shape(), type_.encoding)
    if isinstance(type_, VectorType):
        return VectorType(element, type_.get_shape(), type_.scalable_dims)
    return element


# -- ODS constraint objects ---------------------------------------------------------------
#
# Ops declare the ODS constraint of each operand, result and property with these objects
# (`operand_def(I32)`, `prop_def(I32_ATTR)`), so one declaration serves verification (the
# summary is the text of ODS's messages) and the assembly-format engine (which reads
# `cpp_type` and `buildable_type`).


# Answers a TypeConstraint keeps at most (then it starts again): a long-lived process (a test
# session) makes new type objects with every module it parses.
_MAX_ANSWERS = 4096


@dataclass(frozen=True, eq=False)
class TypeConstraint(AttrConstraint):
    """An ODS type constraint, e.g. `I32` or `RankedTensorOf<[TT_Float]>`.

    `cpp_type` is the class ODS parses a `type($x)` of this constraint into (other types
    are "invalid kind of type specified"); `buildable_type` is the type ODS resolves an
    operand to when the format does not spell it.
    """

    summary: str
    predicate: Predicate
    cpp_type: type[Attribute] | None = None
    buildable_type: Attribute | None = None
    _answer: Predicate = field(init=False, repr=False)
    """The predicate, answered once per type object (identity_memo): types are immutable, and
    the verifier asks about the same few type objects for every op after every pass that
    changed it, through predicates nested several lambdas deep."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_answer", identity_memo(self.predicate, limit=_MAX_ANSWERS))

    def __call__(self, type_: Attribute) -> bool:
        return self._answer(type_)

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not self(attr):
            raise VerifyException(f"'{type_text(attr)}' is not {self.summary}")

    def mapping_type_vars(self, type_var_mapping) -> TypeConstraint:
        return self


@dataclass(frozen=True, eq=False)
class AttributeConstraint(AttrConstraint):
    """An ODS attribute constraint, e.g. `I32Attr`.

    `storable` is what MLIR's property conversion accepts for it (an `IntegerAttr` of any
    width for `I32Attr`); `predicate` is the constraint the verifier then checks.
    """

    summary: str
    predicate: Predicate
    storable: Predicate

    def __call__(self, attr: Attribute) -> bool:
        return self.predicate(attr)

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not self.predicate(attr):
            raise VerifyException(f"attribute does not satisfy constraint: {self.summary}")

    def mapping_type_vars(self, type_var_mapping) -> AttributeConstraint:
        return self


def any_type_of(*constraints: TypeConstraint, summary: str | None = None) -> TypeConstraint:
    """`AnyTypeOf<[...]>`: summaries joined with ` or ` unless one is given."""
    text = summary if summary is not None else " or ".join(c.summary for c in constraints)
    cpp_types = {c.cpp_type for c in constraints}
    return TypeConstraint(
        text,
        lambda t: any(c.predicate(t) for c in constraints),
        cpp_type=cpp_types.pop() if len(cpp_types) == 1 else None,
    )


def ranked_tensor_of(*elements: TypeConstraint) -> TypeConstraint:
    """`RankedTensorOf<[...]>`."""
    allowed = any_type_of(*elements)
    return TypeConstraint(
        f"ranked tensor of {allowed.summary} values",
        lambda t: isinstance(t, TensorType) and allowed.predicate(t.element_type),
        cpp_type=TensorType,
    )


def tensor_of(*elements: TypeConstraint) -> TypeConstraint:
    """`TensorOf<[...]>`."""
    allowed = any_type_of(*elements)
    return TypeConstraint(
        f"tensor of {allowed.summary} values",
        lambda t: isinstance(t, TensorType) and allowed.predicate(t.element_type),
        cpp_type=TensorType,
    )


def signless_integer(width: int) -> TypeConstraint:
    """`I<width>`."""
    return TypeConstraint(
        f"{width}-bit signless integer",
        lambda t: is_signless_integer(t, width),
        cpp_type=IntegerType,
        buildable_type=IntegerType(width),
    )


ANY_TYPE = TypeConstraint("any type", lambda _: True)
I1 = signless_integer(1)
I8 = signless_integer(8)
I32 = signless_integer(32)
I64 = signless_integer(64)


def _is_i32_attr(attr: Attribute) -> bool:
    return isinstance(attr, IntegerAttr) and is_signless_integer(attr.type, 32)


def _is_bool_attr(attr: Attribute) -> bool:
    return isinstance(attr, IntegerAttr) and is_signless_integer(attr.type, 1)


def _is_i32_array(attr: Attribute) -> bool:
    return isinstance(attr, DenseArrayBase) and is_signless_integer(attr.elt_type, 32)


I32_ATTR = AttributeConstraint(
    "32-bit signless integer attribute", _is_i32_attr, lambda a: isinstance(a, IntegerAttr)
)
BOOL_ATTR = AttributeConstraint("bool attribute", _is_bool_attr, _is_bool_attr)
STR_ATTR = AttributeConstraint("string attribute", lambda a: isinstance(a, StringAttr), lambda a: isinstance(a, StringAttr))
UNIT_ATTR = AttributeConstraint("unit attribute", lambda a: isinstance(a, UnitAttr), lambda a: isinstance(a, UnitAttr))
DENSE_I32_ARRAY_ATTR = AttributeConstraint("i32 dense array attribute", _is_i32_array, _is_i32_array)


def i32_enum_attr(values: Sequence[int]) -> AttributeConstraint:
    """`I32EnumAttr`: an i32 integer attribute holding one of the enum's values."""

    def is_case(attr: Attribute) -> bool:
        return _is_i32_attr(attr) and attr.value.data in values

    cases = ", ".join(str(v) for v in values)
    return AttributeConstraint(f"allowed 32-bit signless integer cases: {cases}", is_case, is_case)
