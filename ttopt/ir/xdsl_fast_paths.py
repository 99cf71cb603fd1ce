"""Fast paths for xDSL's generic IRDL routines, on the op shapes that are most ops and for
making attributes, and for the identity comparison of IR objects.

xDSL builds (`irdl_op_init`), verifies (`OpDef.verify`) and reads (the accessors of named
operands) every op through machinery that
handles every shape of op (several variadic operand groups, segment-size attributes): each
call walks the definition's argument lists, counts operands through `verify_variadic_size`,
reaches each operand through its accessor descriptor and checks a single operand's type
through two layers of range constraints. For the ops a lowering makes by the thousand (LLVM
arithmetic, extract/insertvalue, NVVM intrinsics) that was ~25 us to verify an op, most of the
first verification after convert-triton-gpu-to-llvm, ~10 us of the ~25 us building one, and
~1.5 us of reading one of its operands by name.

- `verify_op_definition` does what `OpDef.verify` does, with the same constraint objects in
  the same order, for definitions with at most one variadic operand group and one variadic
  result group and no options (every op ttopt defines but a few); a single operand's type goes
  straight to its attribute constraint, and what cannot fail is skipped (`AnyAttr` constraints
  of values, properties and attributes; traits whose verify is OpTrait's). When any check fails,
  xDSL's `OpDef.verify` runs instead, so the error raised (and its text) is always xDSL's.
  `traits_checked_by_caller` lets ttopt's verifier skip xDSL's IsolatedFromAbove walk of a
  whole function, which it does itself, after the nested ops and with MLIR's diagnostic.
- `read_single` is `op.name_of_operand` (or result) before any variadic group, the way ops'
  own code reads them, as one index instead of a view object and a generic lookup.
- `build_op` does what `irdl_op_init` does for definitions with fixed operand and result
  lists and no regions, successors or options, when given one value per operand and one type
  per result (how every builder in ttopt calls it), and for those whose operands have one
  variadic group given as a list (GEP, returns, TMA copies: xDSL's generic path took ~20 us
  of the ~28 us of building a GEP); anything else goes to xDSL's. It sets the op's fields
  directly, as Operation.__init__ and IRDLOperation.__post_init__ leave them.
  `init_operation`, installed as IRDLOperation.__init__, reaches the same path directly.
- `SimpleDefinition.check` reuses emptied VerificationContexts (making one is ~0.9 us).
- `init_parametrized_attribute` and `verify_parametrized_attribute`, installed as
  ParametrizedAttribute's `__init__` and `_verify`, and `post_init_attribute` (Attribute's
  `__post_init__`) make an attribute as xDSL does, from a plan worked out once per class
  (`AttributePlan`: parameter names and converters, the constraints that check something, a
  reused VerificationContext), and test that the class is a Data or a ParametrizedAttribute
  once per class: xDSL looks the definition up twice, makes a context, checks AnyAttr
  constraints and runs ABCMeta's isinstance for every attribute. A location took ~8.9 us to
  make, now ~3.7 us; a tensor type ~20 us, now ~10 us.
- `compare_by_identity` removes xDSL's Python `__hash__`/`__eq__` of ops, blocks, regions,
  values and uses (identity, spelled in Python), so that dicts and sets of them use object's.
- `attach_op`, Block's check before an insertion, walks the block's ancestors only for an op
  that has regions (only such an op can contain the block).
- `iterate_block_ops` (and its reverse) is `iter(block.ops)` as a generator over the ops' link
  fields: every walk of a block (~300k steps in compiling a matmul) went through an iterator
  object's Python __next__ and two properties per op.
- `walk_operation` (and the block's and region's walks) is Operation.walk in pre-order with one
  generator per op that has regions, rather than three per level of nesting and one per op.
- `ssa_values_item`, installed as SSAValues.__getitem__ (`op.results[0]`), indexes the tuple
  without xDSL's `super()` call.
- `set_operand`, installed as `op.operands[i] = value`, moves the use and makes the new operand
  tuple in one step (xDSL's builds it from three slices, each through SSAValues' Python
  `__getitem__`): every replacement of a value's uses sets operands one by one.
  `set_operand_at` does the same given the op, for callers that hold no view (the rewriter's
  replacement of every use of a value).

All of them are installed once, here, on import (ttopt.dialects and ttopt.ir.verifier import this
module); test_xdsl_fast_paths checks that each agrees with xDSL's on valid and broken ops.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache

from xdsl.dialects.builtin import UNKNOWN_LOC
from xdsl.ir import Attribute, Operation, OpResult, SSAValue, SSAValues, Use, core
from xdsl.irdl import operations
from xdsl.irdl.constraints import (
    AnyAttr,
    EqIntConstraint,
    RangeConstraint,
    RangeLengthConstraint,
    RangeOf,
    VerificationContext,
)
from xdsl.irdl.operations import (
    OpDef,
    OptAttributeDef,
    OptionalDef,
    OptPropertyDef,
    VariadicDef,
    irdl_op_verify_regions,
)
from xdsl.traits import OpTrait
from xdsl.utils.exceptions import VerifyException

from ttopt.support.identity_memo import identity_memo

XDSL_VERIFY = OpDef.verify

# Trait classes whose check the caller makes itself (set by ttopt.ir.verifier while it runs).
_TRAITS_CHECKED_BY_CALLER: ContextVar[tuple[type, ...]] = ContextVar("traits_checked_by_caller", default=())


@contextmanager
def traits_checked_by_caller(*traits: type) -> Iterator[None]:
    token = _TRAITS_CHECKED_BY_CALLER.set(traits)
    try:
        yield
    finally:
        _TRAITS_CHECKED_BY_CALLER.reset(token)


class Mismatch(VerifyException):
    """The fast path saw a problem; xDSL's OpDef.verify then says which, in its words."""


def single_type_constraint(constraint: RangeConstraint):
    """The attribute constraint of a one-value range (`RangeOf(c)` of length 1), None when
    it accepts anything; the range itself when it is another kind of range constraint."""
    if (
        isinstance(constraint, RangeLengthConstraint)
        and isinstance(constraint.constraint, RangeOf)
        and isinstance(constraint.length, EqIntConstraint)
        and constraint.length.value == 1
    ):
        inner = constraint.constraint.constr
        return None if isinstance(inner, AnyAttr) else inner
    return constraint


@dataclass(frozen=True)
class ValueGroups:
    """An op definition's operands (or results): fixed ones around at most one variadic group."""

    before: tuple  # single-value constraints (None: anything) of the values before the group
    variadic: RangeConstraint | None
    optional: bool
    after: tuple
    checked_before: tuple
    """(index, constraint) of the values before the group whose constraint checks something."""
    checked_after: tuple
    """The same for the values after the group, indexed from the end (negative)."""

    @staticmethod
    def of(definitions: list) -> ValueGroups | None:
        variadic = [index for index, (_, d) in enumerate(definitions) if isinstance(d, VariadicDef)]
        if len(variadic) > 1:
            return None
        split = variadic[0] if variadic else len(definitions)
        singles = [single_type_constraint(d.constr) for _, d in definitions]
        if any(isinstance(c, RangeConstraint) for i, c in enumerate(singles) if i != split):
            return None
        before, after = tuple(singles[:split]), tuple(singles[split + 1 :])
        return ValueGroups(
            before=before,
            variadic=definitions[split][1].constr if variadic else None,
            optional=bool(variadic) and isinstance(definitions[split][1], OptionalDef),
            after=after,
            checked_before=tuple((index, c) for index, c in enumerate(before) if c is not None),
            checked_after=tuple((index - len(after), c) for index, c in enumerate(after) if c is not None),
        )

    def check(self, values: tuple, context: VerificationContext) -> None:
        """OpDef.verify's check of these values' types: their count, then each constraint in
        order (the fixed values before the group, the group, the fixed values after it)."""
        fixed = len(self.before) + len(self.after)
        count = len(values)
        if count < fixed or (self.variadic is None and count != fixed):
            raise Mismatch("count")
        if self.optional and count > fixed + 1:
            raise Mismatch("count")
        for index, constraint in self.checked_before:
            constraint.verify(_item(values, index).type, context)
        if self.variadic is not None:
            group = _item(values, slice(len(self.before), count - len(self.after)))
            self.variadic.verify(tuple(value.type for value in group), context)
        for index, constraint in self.checked_after:
            constraint.verify(_item(values, index).type, context)


# tuple's own indexing: xDSL's SSAValues (operand and result tuples) index through a Python
# __getitem__, ten times slower, that only makes a slice an SSAValues (unused here).
_item = tuple.__getitem__


@dataclass(frozen=True)
class SimpleDefinition:
    """What OpDef.verify checks, for a definition whose operand and result lists ValueGroups
    describes and that has no options (segment sizes, same-size variadics)."""

    op_def: OpDef
    operands: ValueGroups
    results: ValueGroups
    successor_count: int
    properties: tuple
    property_names: frozenset[str]
    attributes: tuple
    verifying_traits: tuple
    """The definition's traits whose verify does something (not OpTrait's, which passes)."""
    fixed_counts: tuple[int, int] | None
    """(operands, results) when both lists are fixed and there are no regions or successors:
    the definitions build_op handles."""
    one_group: tuple[int, int, int] | None
    """(the group's index, operand definitions, results) when the operands are fixed ones
    around one variadic (not optional) group, the results fixed, and there are no regions or
    successors: the definitions build_op handles with the group given as a list (GEP's
    indices, a return's values)."""
    default_properties: tuple
    default_attributes: tuple
    """(name, value) of what IRDLOperation.__post_init__ fills in when it is missing."""
    value_counts: tuple[int, int] | None
    """(operands, results) when both lists are fixed and no value's type is constrained: all
    there is to check of the values is their counts (most LLVM and NVVM ops)."""

    @staticmethod
    def of(op_def: OpDef) -> SimpleDefinition | None:
        """None for definitions only xDSL's general path handles."""
        operands, results = ValueGroups.of(op_def.operands), ValueGroups.of(op_def.results)
        if op_def.options or operands is None or results is None:
            return None
        if any(isinstance(d, VariadicDef) for _, d in op_def.successors):
            return None
        return SimpleDefinition(
            op_def=op_def,
            operands=operands,
            results=results,
            successor_count=len(op_def.successors),
            properties=tuple(op_def.properties.items()),
            property_names=frozenset(op_def.properties),
            attributes=tuple(op_def.attributes.items()),
            verifying_traits=tuple(t for t in op_def.traits if type(t).verify is not OpTrait.verify),
            fixed_counts=None
            if operands.variadic or results.variadic or op_def.regions or op_def.successors
            else (len(operands.before), len(results.before)),
            one_group=(len(operands.before), len(op_def.operands), len(results.before))
            if operands.variadic is not None and not operands.optional and results.variadic is None
            and not op_def.regions and not op_def.successors
            else None,
            default_properties=_defaults(op_def.properties),
            default_attributes=_defaults(op_def.attributes),
            value_counts=_unconstrained_counts(operands, results),
        )

    def check(self, op: Operation) -> None:
        """OpDef.verify's checks in its order; raises VerifyException (any text) on failure."""
        context = _take_context()
        try:
            counts = self.value_counts
            if counts is None:
                self.operands.check(op._operands, context)  # pyright: ignore[reportPrivateUsage]
                self.results.check(op.results, context)
            elif len(op._operands) != counts[0] or len(op.results) != counts[1]:  # pyright: ignore[reportPrivateUsage]
                raise Mismatch("count")
            if op.regions or self.op_def.regions:
                irdl_op_verify_regions(op, self.op_def, context)
            if len(op._successors) != self.successor_count:  # pyright: ignore[reportPrivateUsage]
                raise Mismatch("successors")
            properties = op.properties
            if self.properties:
                self._check_attributes(properties, self.properties, context)
            if properties and not self.property_names.issuperset(properties):
                raise Mismatch("undefined property")
            if self.attributes:
                self._check_attributes(op.attributes, self.attributes, context)
            if self.verifying_traits:
                self._check_traits(op)
        finally:
            _give_back(context)

    def _check_traits(self, op: Operation) -> None:
        skipped = _TRAITS_CHECKED_BY_CALLER.get()
        for trait in self.verifying_traits:
            if not isinstance(trait, skipped):
                trait.verify(op)

    @staticmethod
    def _check_attributes(present: dict, definitions: tuple, context: VerificationContext) -> None:
        for name, definition in definitions:
            value = present.get(name)
            if value is None:
                if isinstance(definition, OptPropertyDef | OptAttributeDef):
                    continue
                raise Mismatch("missing")
            if type(definition.constr) is not AnyAttr:  # isinstance would run ABCMeta's check
                definition.constr.verify(value, context)


# Empty VerificationContexts for SimpleDefinition.check and an attribute's verification to take:
# making one is ~0.9 us, about a tenth of checking an op. A check takes its own (a nested check,
# should a trait make one, takes another) and gives it back empty.
_CONTEXTS: list[VerificationContext] = []


def _take_context() -> VerificationContext:
    return _CONTEXTS.pop() if _CONTEXTS else VerificationContext()


def _give_back(context: VerificationContext) -> None:
    """Back to the pool, emptied; most checks bind no constraint variable, so it is emptied
    only when one did."""
    if context._variables or context._range_variables or context._int_variables:  # pyright: ignore
        context._variables.clear()  # pyright: ignore[reportPrivateUsage]
        context._range_variables.clear()  # pyright: ignore[reportPrivateUsage]
        context._int_variables.clear()  # pyright: ignore[reportPrivateUsage]
    _CONTEXTS.append(context)


def _unconstrained_counts(operands: ValueGroups, results: ValueGroups) -> tuple[int, int] | None:
    for groups in (operands, results):
        if groups.variadic is not None or groups.checked_before or groups.checked_after:
            return None
    return len(operands.before), len(results.before)


def _defaults(definitions: dict) -> tuple:
    return tuple(
        (name, definition.default_value)
        for name, definition in definitions.items()
        if not isinstance(definition, OptionalDef) and definition.default_value is not None
    )


# By identity: OpDef is an unhashable dataclass, one per op class.
simple_definition = identity_memo(SimpleDefinition.of)
_SIMPLE_DEFINITIONS = simple_definition.table  # type: ignore[attr-defined]


def verify_op_definition(op_def: OpDef, op: Operation) -> None:
    """OpDef.verify: the fast path where it applies and passes, xDSL's otherwise."""
    # The memo's table read inline, the call made only on a miss: every op of every
    # verification comes here (~13k ops after a matmul's lowering).
    entry = _SIMPLE_DEFINITIONS.get(id(op_def))
    definition = entry[1] if entry is not None and entry[0] is op_def else simple_definition(op_def)
    if definition is not None:
        try:
            definition.check(op)
            return
        except VerifyException:
            pass
    XDSL_VERIFY(op_def, op)


# -- building ------------------------------------------------------------------------------

XDSL_OP_INIT = operations.irdl_op_init

# Per Python class of an argument: whether xDSL would take it as one value (one type).
_SINGLE_VALUE_CLASSES: dict[type, bool] = {}
_SINGLE_TYPE_CLASSES: dict[type, bool] = {}


def _all_single(arguments, classes: dict[type, bool], base: type) -> bool:
    """Whether every argument is what irdl_build_arg_list takes as one element: an instance of
    `base` that is not also a Sequence (xDSL checks for a Sequence first)."""
    for argument in arguments:
        kind = type(argument)
        single = classes.get(kind)
        if single is None:
            single = classes[kind] = issubclass(kind, base) and not issubclass(kind, Sequence)
        if not single:
            return False
    return True


def build_op(self, op_def: OpDef, *, operands, result_types, properties, attributes, successors, regions) -> None:
    """irdl_op_init: the operation's lists as given, None-valued properties and attributes
    dropped, where that is all xDSL's would do; xDSL's for everything else (and its errors)."""
    definition = simple_definition(op_def)
    if not _built_fast(self, definition, operands, result_types, properties, attributes, successors, regions):
        _build_with_xdsl(self, op_def, operands, result_types, properties, attributes, successors, regions)


def init_operation(
    self: operations.IRDLOperation,
    *,
    operands=None,
    result_types=None,
    properties=None,
    attributes=None,
    successors=None,
    regions=None,
) -> None:
    """IRDLOperation.__init__ (what every op class's own __init__ builds through): build_op
    with the definition found by class, without the keywords' second trip through
    irdl_op_init (~0.5 us of building an op). None stands for an empty list, as in xDSL's."""
    kind = type(self)
    operands = [] if operands is None else operands
    result_types = [] if result_types is None else result_types
    properties = {} if properties is None else properties
    attributes = {} if attributes is None else attributes
    successors = [] if successors is None else successors
    regions = [] if regions is None else regions
    definition = _simple_definition_of_class(kind)
    if not _built_fast(self, definition, operands, result_types, properties, attributes, successors, regions):
        op_def = kind.get_irdl_definition()
        _build_with_xdsl(self, op_def, operands, result_types, properties, attributes, successors, regions)


@cache
def _simple_definition_of_class(kind: type[operations.IRDLOperation]) -> SimpleDefinition | None:
    return simple_definition(kind.get_irdl_definition())


def _built_fast(
    self, definition: SimpleDefinition | None, operands, result_types, properties, attributes, successors,
    regions,
) -> bool:  # fmt: skip
    """Builds the op with _init_fixed where that builds it as xDSL would (_operands_to_build);
    False, building nothing, elsewhere."""
    flat = _operands_to_build(definition, operands, result_types, successors, regions)
    if flat is None:
        return False
    _init_fixed(self, definition, flat, result_types, properties, attributes)
    return True


def _build_with_xdsl(
    self, op_def: OpDef, operands, result_types, properties, attributes, successors, regions
) -> None:
    """xDSL's irdl_op_init, for what _init_fixed does not build."""
    XDSL_OP_INIT(
        self,
        op_def,
        operands=operands,
        result_types=result_types,
        properties=properties,
        attributes=attributes,
        successors=successors,
        regions=regions,
    )


def _operands_to_build(definition: SimpleDefinition | None, operands, result_types, successors, regions):
    """The operand list _init_fixed builds the op with, as xDSL would: the given one for a
    definition with fixed lists; for a definition with one variadic group given as a list or
    tuple, that group flattened in place (irdl_build_arg_list's flattening, with no segment
    sizes to record). None where xDSL's builder is needed: no such definition, regions or
    successors given, other counts, or an argument that is not one value (one type)."""
    if definition is None or successors or regions:
        return None
    group_index = None
    if definition.fixed_counts is not None:
        operand_count, result_count = definition.fixed_counts
    elif definition.one_group is not None:
        group_index, operand_count, result_count = definition.one_group
    else:
        return None
    if len(operands) != operand_count or len(result_types) != result_count:
        return None
    if group_index is not None:
        group = operands[group_index]
        if type(group) is not list and type(group) is not tuple:
            return None
        operands = [*operands[:group_index], *group, *operands[group_index + 1 :]]
    values_fit = _all_single(operands, _SINGLE_VALUE_CLASSES, SSAValue)
    return operands if values_fit and _all_single(result_types, _SINGLE_TYPE_CLASSES, Attribute) else None


def _init_fixed(
    self: Operation, definition: SimpleDefinition, operands, result_types, properties, attributes
) -> None:
    """What Operation.__init__ and IRDLOperation.__post_init__ leave in an op without regions
    or successors: the operand uses linked, the results made, unknown location, the
    definition's default properties and attributes filled in; set directly (xDSL's goes
    through its property setters, each emptying lists this op does not have yet). The shapes
    of most ops a lowering makes (one or two operands, one result) take no generator or
    comprehension: each costs a frame, ~0.3 us of the ~3 us this took with them."""
    count = len(operands)
    if count == 1:
        operand = operands[0]
        use = Use(self, 0)
        operand.add_use(use)
        self._operands = SSAValues((operand,))
        self._operand_uses = (use,)
    elif count == 2:
        first, second = operands
        first_use, second_use = Use(self, 0), Use(self, 1)
        first.add_use(first_use)
        second.add_use(second_use)
        self._operands = SSAValues((first, second))
        self._operand_uses = (first_use, second_use)
    else:
        self._operands = operands = SSAValues(operands)
        self._operand_uses = uses = tuple(Use(self, index) for index in range(count))
        for operand, use in zip(operands, uses):
            operand.add_use(use)
    if len(result_types) == 1:
        self.results = SSAValues((OpResult(result_types[0], self, 0),))
    else:
        self.results = SSAValues(OpResult(type_, self, index) for index, type_ in enumerate(result_types))
    self.properties = _without_none(properties) if properties else {}
    self.attributes = _without_none(attributes) if attributes else {}
    self.location = UNKNOWN_LOC
    self._successors = ()
    self._successor_uses = ()
    self.regions = ()
    for name, value in definition.default_properties:
        self.properties.setdefault(name, value)
    for name, value in definition.default_attributes:
        self.attributes.setdefault(name, value)


def _without_none(values: dict) -> dict:
    """A copy of `values` without its None entries. Most have none: a loop and a copy (~0.2 us
    for the one property of an extractvalue) rather than a comprehension (~0.45 us)."""
    for value in values.values():
        if value is None:
            return {name: value for name, value in values.items() if value is not None}
    return dict(values)


# -- reading -------------------------------------------------------------------------------

XDSL_SINGLE_ACCESS = operations.BaseAccessor.__get__


def read_single(accessor: operations.BeforeVariadicSingleAccessor, op: Operation | None, owner=None):
    """`op.lhs` for an operand or result before any variadic group: the value at the accessor's
    index, without building the OpOperands view (xDSL's __get__ does the same lookup through
    it). Regions, successors and class access go to xDSL's."""
    if op is not None:
        if accessor.construct is operations.VarIRConstruct.OPERAND:
            return _item(op._operands, accessor.idx)  # pyright: ignore[reportPrivateUsage]
        if accessor.construct is operations.VarIRConstruct.RESULT:
            return _item(op.results, accessor.idx)
    return XDSL_SINGLE_ACCESS(accessor, op, owner)


class _OperandAccessor(operations.BeforeVariadicSingleAccessor):
    """read_single for an operand, as the accessor's own class: the descriptor call goes
    straight to the index (~0.2 us against ~0.35 us; ops' folders and verifiers read ~70k
    named operands and results in a matmul compile)."""

    def __get__(self, op: Operation | None, owner=None):
        if op is None:
            return XDSL_SINGLE_ACCESS(self, op, owner)
        return _item(op._operands, self.idx)  # pyright: ignore[reportPrivateUsage]


class _ResultAccessor(operations.BeforeVariadicSingleAccessor):
    """read_single for a result, as the accessor's own class."""

    def __get__(self, op: Operation | None, owner=None):
        if op is None:
            return XDSL_SINGLE_ACCESS(self, op, owner)
        return _item(op.results, self.idx)


_SINGLE_ACCESSOR_CLASSES = {
    operations.VarIRConstruct.OPERAND: _OperandAccessor,
    operations.VarIRConstruct.RESULT: _ResultAccessor,
}


def new_single_accessor(cls: type, *arguments, **keywords):
    """BeforeVariadicSingleAccessor(construct, idx), as irdl_op_definition makes one for each
    named operand, result, region or successor: made as the operand or result class above (a
    subclass: the dataclass's __init__ then fills it as usual)."""
    if cls is operations.BeforeVariadicSingleAccessor:
        construct = arguments[0] if arguments else keywords.get("construct")
        cls = _SINGLE_ACCESSOR_CLASSES.get(construct, cls)
    return object.__new__(cls)


# -- block iteration -----------------------------------------------------------------------------


def iterate_block_ops(ops: core.BlockOps) -> Iterator[Operation]:
    """`iter(block.ops)`: each op, its successor read when it is produced (as xDSL's
    _BlockOpsIterator does, so erasing the op just produced is safe), as a generator over the
    link fields instead of an iterator object whose __next__ reads two properties."""
    op = ops.block._first_op  # pyright: ignore[reportPrivateUsage]
    while op is not None:
        following = op._next_op  # pyright: ignore[reportPrivateUsage]
        yield op
        op = following


def iterate_block_ops_reversed(ops: core.BlockOps) -> Iterator[Operation]:
    """`reversed(block.ops)`, the same way from the last op."""
    op = ops.block._last_op  # pyright: ignore[reportPrivateUsage]
    while op is not None:
        preceding = op._prev_op  # pyright: ignore[reportPrivateUsage]
        yield op
        op = preceding


# -- walking -------------------------------------------------------------------------------------

XDSL_OPERATION_WALK = core.Operation.walk
XDSL_BLOCK_WALK = core.Block.walk
XDSL_REGION_WALK = core.Region.walk


def walk_operation(op: Operation, *, reverse: bool = False, region_first: bool = False) -> Iterator[Operation]:
    """Operation.walk: in pre-order (the default), one generator for each op that has regions.

    xDSL's goes through three generators per level of nesting (the op's, its region's, its
    block's), so each op of a function body passed through seven, and every op made one (~14
    walks of ~13k ops in compiling a matmul). The order, and what the walk reads when, are
    xDSL's (an op's regions after the op is produced, a block's next op before), except that
    an op without regions when the walk reaches it is produced as it is: a region its receiver
    adds to it (`add_region`) is not walked."""
    if reverse or region_first:
        return XDSL_OPERATION_WALK(op, reverse=reverse, region_first=region_first)
    return _pre_order(op)


def walk_block(block: core.Block, *, reverse: bool = False, region_first: bool = False) -> Iterator[Operation]:
    """Block.walk: the ops of the block and those nested in them, as walk_operation."""
    if reverse or region_first:
        return XDSL_BLOCK_WALK(block, reverse=reverse, region_first=region_first)
    return _block_pre_order(block)


def walk_region(region: core.Region, *, reverse: bool = False, region_first: bool = False) -> Iterator[Operation]:
    """Region.walk: the ops of each block in turn, as walk_operation."""
    if reverse or region_first:
        return XDSL_REGION_WALK(region, reverse=reverse, region_first=region_first)
    return _region_pre_order(region)


def _pre_order(op: Operation) -> Iterator[Operation]:
    yield op
    for region in op.regions:
        yield from _region_pre_order(region)


def _region_pre_order(region: core.Region) -> Iterator[Operation]:
    for block in region.blocks:
        yield from _block_pre_order(block)


def _block_pre_order(block: core.Block) -> Iterator[Operation]:
    op = block._first_op  # pyright: ignore[reportPrivateUsage]
    while op is not None:
        following = op._next_op  # pyright: ignore[reportPrivateUsage]
        if op.regions:
            yield from _pre_order(op)
        else:
            yield op
        op = following


# -- setting an operand --------------------------------------------------------------------------

XDSL_SET_OPERAND = core.OpOperands.__setitem__


def set_operand(view: core.OpOperands, index: int, operand: SSAValue) -> None:
    """OpOperands.__setitem__: set_operand_at on the view's op."""
    set_operand_at(view._op, index, operand)  # pyright: ignore[reportPrivateUsage]


def set_operand_at(op: Operation, index: int, operand: SSAValue) -> None:
    """`op.operands[index] = operand` without the OpOperands view `op.operands` makes: the
    operand's use moves to the new value (at the front of its uses, as xDSL's add_use puts it)
    and the op gets a new operand tuple."""
    operands = op._operands  # pyright: ignore[reportPrivateUsage]
    use = op._operand_uses[index]  # pyright: ignore[reportPrivateUsage]
    _item(operands, index).remove_use(use)
    operand.add_use(use)
    new_operands = list(operands)
    new_operands[index] = operand
    op._operands = SSAValues(new_operands)  # pyright: ignore[reportPrivateUsage]


# -- indexing value tuples -----------------------------------------------------------------------

XDSL_SSA_VALUES_GETITEM = SSAValues.__getitem__


def ssa_values_item(values: SSAValues, index):
    """SSAValues.__getitem__ (`op.results[0]`, an op's operand tuple): tuple's own indexing for
    an int, an SSAValues of the slice for a slice, xDSL's for anything else. xDSL's reaches
    tuple's through `super()` (~0.35 us, against ~0.2 us), and a compile indexes these tuples
    ~50k times."""
    if type(index) is int:
        return _item(values, index)
    if type(index) is slice:
        return SSAValues(_item(values, index))
    return XDSL_SSA_VALUES_GETITEM(values, index)


# -- attaching ----------------------------------------------------------------------------------

XDSL_ATTACH_OP = core.Block._attach_op  # pyright: ignore[reportPrivateUsage]


def attach_op(block: core.Block, operation: Operation) -> None:
    """Block._attach_op, which every insertion calls: an op without regions holds no block, so
    only an op with regions is looked for among the block's ancestors (xDSL walks them all,
    through a property per step, for each of the ~13k ops a lowering inserts)."""
    if operation.parent:
        raise ValueError("Can't add to a block an operation already attached to a block.")
    if operation.regions and operation.is_ancestor(block):
        raise ValueError("Can't add an operation to a block contained in the operation.")
    operation.parent = block


# -- identity ------------------------------------------------------------------------------------


def compare_by_identity(*classes: type) -> None:
    """Ops, blocks, regions, values and uses are equal only to themselves and hash by identity,
    which xDSL spells as Python methods (`return id(self)`, `return self is other`): every dict
    and set of IR objects (worklists, use lists, value maps) called them. Removing them leaves
    object's own slots, the same relation computed in C."""
    for cls in classes:
        for name in ("__hash__", "__eq__"):
            if name in cls.__dict__:
                delattr(cls, name)


# -- attributes ---------------------------------------------------------------

XDSL_PARAMETRIZED_INIT = core.ParametrizedAttribute.__init__
XDSL_PARAMETRIZED_VERIFY = core.ParametrizedAttribute._verify  # pyright: ignore[reportPrivateUsage]
XDSL_ATTRIBUTE_POST_INIT = core.Attribute.__post_init__
_ATTRIBUTE_BASE_INIT = core.Attribute.__init__  # dataclass-made: calls __post_init__, nothing else
_ATTRIBUTE_BASE_VERIFY = core.Attribute._verify  # pyright: ignore[reportPrivateUsage]


@dataclass(frozen=True)
class AttributePlan:
    """What ParametrizedAttribute's __init__ and _verify do for one class, worked out once: the
    parameters' names and converters, the constraints that check something (not AnyAttr), and
    whether the methods after ParametrizedAttribute's in the class's MRO are Attribute's (then
    they are called as what they do: __post_init__, then the class's verify)."""

    definition: object  # the class's ParamAttrDef this plan was made from
    names: tuple[str, ...]
    converters: tuple
    checks: tuple
    plain_init: bool
    plain_verify: bool

    @staticmethod
    def of(cls: type) -> AttributePlan:
        definition = cls.get_irdl_definition()
        plan = _ATTRIBUTE_PLANS.get(cls)
        if plan is not None and plan.definition is definition:
            return plan
        after = super(core.ParametrizedAttribute, cls)
        plan = AttributePlan(
            definition=definition,
            names=tuple(name for name, _ in definition.parameters),
            converters=tuple(parameter.converter for _, parameter in definition.parameters),
            checks=tuple(
                (name, parameter.constr)
                for name, parameter in definition.parameters
                if type(parameter.constr) is not AnyAttr  # isinstance would run ABCMeta's check
            ),
            plain_init=after.__init__ is _ATTRIBUTE_BASE_INIT,
            plain_verify=after._verify is _ATTRIBUTE_BASE_VERIFY,  # pyright: ignore[reportAttributeAccessIssue]
        )
        _ATTRIBUTE_PLANS[cls] = plan
        return plan


_ATTRIBUTE_PLANS: dict[type, AttributePlan] = {}


def init_parametrized_attribute(self: core.ParametrizedAttribute, *parameters) -> None:
    """ParametrizedAttribute.__init__: each parameter converted (where its definition says)
    and set, then Attribute's __init__ (its __post_init__: verification). xDSL's runs when the
    count is wrong, to raise its error."""
    plan = AttributePlan.of(type(self))
    if len(parameters) != len(plan.names):
        XDSL_PARAMETRIZED_INIT(self, *parameters)
        return
    set_field = object.__setattr__
    for name, converter, value in zip(plan.names, plan.converters, parameters):
        set_field(self, name, value if converter is None else converter(value))
    if plan.plain_init:
        self.__post_init__()
    else:
        super(core.ParametrizedAttribute, self).__init__()


def verify_parametrized_attribute(self: core.ParametrizedAttribute) -> None:
    """ParametrizedAttribute._verify: ParamAttrDef.verify (each constraint that checks
    something, in order, with xDSL's message), then the class's own verify."""
    plan = AttributePlan.of(type(self))
    if plan.checks:
        context = _take_context()
        try:
            for name, constraint in plan.checks:
                try:
                    constraint.verify(getattr(self, name), context)
                except VerifyException as error:
                    raise VerifyException(f"parameter '{name}' does not verify:\n{error}") from error
        finally:
            _give_back(context)
    if plan.plain_verify:
        self.verify()
    else:
        super(core.ParametrizedAttribute, self)._verify()  # pyright: ignore[reportPrivateUsage]


def post_init_attribute(self: Attribute) -> None:
    """Attribute.__post_init__: verification, then the check that the class is a Data or a
    ParametrizedAttribute, once per class (isinstance of those ABCs runs ABCMeta's Python)."""
    self._verify()  # pyright: ignore[reportPrivateUsage]
    cls = type(self)
    if cls not in _ATTRIBUTE_CLASSES:
        if not isinstance(self, core.Data | core.ParametrizedAttribute):
            raise TypeError("Attributes should only be Data or ParametrizedAttribute")
        _ATTRIBUTE_CLASSES.add(cls)


# Classes whose instances passed Attribute.__post_init__'s class check.
_ATTRIBUTE_CLASSES: set[type] = set()


OpDef.verify = verify_op_definition
operations.irdl_op_init = build_op
operations.IRDLOperation.__init__ = init_operation
operations.BeforeVariadicSingleAccessor.__get__ = read_single
operations.BeforeVariadicSingleAccessor.__new__ = new_single_accessor
core.BlockOps.__iter__ = iterate_block_ops
core.Block._attach_op = attach_op  # pyright: ignore[reportPrivateUsage]
core.OpOperands.__setitem__ = set_operand
core.ParametrizedAttribute.__init__ = init_parametrized_attribute
core.ParametrizedAttribute._verify = verify_parametrized_attribute  # pyright: ignore[reportPrivateUsage]
core.Attribute.__post_init__ = post_init_attribute
SSAValues.__getitem__ = ssa_values_item
core.BlockOps.__reversed__ = iterate_block_ops_reversed
core.Operation.walk = walk_operation
core.Block.walk = walk_block
core.Region.walk = walk_region
compare_by_identity(operations.IRDLOperation, core._IRNode, core.SSAValue, core.Use)
