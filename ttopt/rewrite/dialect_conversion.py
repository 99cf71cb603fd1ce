"""MLIR's dialect conversion in partial mode (mlir/lib/Transforms/Utils/DialectConversion.cpp):
what convert-triton-to-tritongpu and each phase of convert-triton-gpu-to-llvm run.

A conversion is a `ConversionPatternRewriter` over
- a type converter (`TypeConversion`): the converted type of each type, and the
  materializations it builds (ops that take a value to another type);
- a conversion target (`ConversionLegality`): whether each op is legal, illegal or unknown;
- a `PatternSet`: the conversion patterns of each op name, highest benefit first;
- a `ConversionConfig`: where the conversions differ on purpose (the defaults are MLIR's);
- a `ConversionState`: the value mapping and what is to be erased, which the phases of one
  pass may share.

`apply_partial_conversion(root, rewriter)` (OperationConverter::convertOperations):
- The ops are visited once, in MLIR's conversion-set order (computeConversionSet): pre-order,
  the blocks of a region depth-first from the entry block along successors (unreachable
  blocks are left alone). Ops inside a replaced or erased op are skipped (isOpIgnored).
- `legalize` (OperationLegalizer::legalize): a legal op stays; another one is first folded
  (legalizeWithFold), else its patterns are tried in turn (legalizeWithPattern), each with
  the insertion point before the op; the ops a declining pattern (one returning False)
  inserted are erased again. An illegal op nothing converts fails the conversion with
  "failed to legalize operation ... that was explicitly marked illegal"; an op of unknown
  legality is left as it is.
- Replacement is deferred: `replace_op` maps the op's results to their replacements and
  `erase_op` marks the op, which stays in place until the end, so later ops still see the
  original values, for their legality and for folding. A pattern reads its operands through
  `remap` (the adaptor): their replacements in their converted types, through a target
  materialization where a replacement has another type.
- At the end (`apply_rewrites`) the users that no pattern converted are rewired to the
  replacements, through a source materialization where the type changed (MLIR's "failed to
  legalize unresolved materialization" when the type converter has none), and the replaced
  ops are erased.
Block signatures are converted by `convert_block_arguments`, `convert_region_types` and
`drop_block_arguments` (applySignatureConversion, convertRegionTypes).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum, auto
from functools import partial
from types import ModuleType
from typing import Protocol

from xdsl.dialects.builtin import UnrealizedConversionCastOp
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import ConstantLike

from ttopt.dialects.constraints import type_text
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.ir.traversal import forward_dominance_order
from ttopt.ir.values import value_location
from ttopt.rewrite.folding import fold_result_constant, fold_with_operand_constants

# -- the type converter and the target -----------------------------------------------------------


class TypeConversion(Protocol):
    """What the conversion asks of its type converter (TypeConverter).

    A materialization is an op, not yet inserted, that takes `inputs` to `type_`; None when
    the converter builds none for them (the conversion then fails where one is needed).
    """

    def convert_type(self, type_: Attribute) -> Attribute: ...

    def materialize_target(self, inputs: Sequence[SSAValue], type_: Attribute) -> Operation | None:
        """materializeTargetConversion: an operand's replacement to the type a pattern expects."""

    def materialize_source(self, inputs: Sequence[SSAValue], type_: Attribute) -> Operation | None:
        """materializeSourceConversion: a replacement back to the type of the value it
        replaced, for a user that was not converted."""


class Legality(Enum):
    LEGAL = auto()
    ILLEGAL = auto()
    UNKNOWN = auto()
    """Not named by the target: folded or converted by a pattern if one applies, else left
    as it is (partial conversion)."""


class ConversionLegality(Protocol):
    """The conversion target (ConversionTarget::isLegal / isIllegal)."""

    def legality(self, op: Operation) -> Legality: ...


def unrealized_cast(inputs: Sequence[SSAValue], type_: Attribute) -> UnrealizedConversionCastOp:
    """An `unrealized_conversion_cast` of `inputs` to `type_`: the materialization the
    converters build where the types have no real conversion op."""
    return UnrealizedConversionCastOp.create(operands=list(inputs), result_types=[type_])


# -- patterns ------------------------------------------------------------------------------------

PatternFunction = Callable[[Operation, "ConversionPatternRewriter"], bool]
"""Rewrites an op through the rewriter; False when it does not apply (the next pattern is tried)."""

AdaptorPatternFunction = Callable[[Operation, list[SSAValue], "ConversionPatternRewriter"], bool]
"""OpConversionPattern::matchAndRewrite(op, adaptor, rewriter): also given the op's operands,
remapped (see `with_remapped_operands`)."""

_MARKS = "conversion_patterns"


@dataclass(frozen=True)
class ConversionPattern:
    """A conversion pattern of one op name."""

    op_name: str
    function: PatternFunction
    benefit: int
    order: int
    """Its place in registration order, which breaks ties between equal benefits."""


def conversion_pattern(
    *op_names: str, benefit: int = 1, run: PatternFunction | None = None
) -> Callable[[Callable], Callable]:
    """Mark a module-level function as a conversion pattern of the named ops (a function may be
    marked several times); `PatternSet.of_modules` collects it. The pattern calls `run` if given
    (a pattern made from the marked function), else the function itself."""

    def mark(function: Callable) -> Callable:
        if _MARKS not in vars(function):
            setattr(function, _MARKS, [])
        getattr(function, _MARKS).append((op_names, benefit, run or function))
        return function

    return mark


def with_remapped_operands(function: AdaptorPatternFunction) -> PatternFunction:
    """A pattern function called as ConversionPattern::matchAndRewrite calls the adaptor form:
    with the op's operands remapped, located at the op (see `remap`), before the pattern runs."""
    return partial(_call_with_remapped_operands, function)


def _call_with_remapped_operands(
    function: AdaptorPatternFunction, op: Operation, rewriter: ConversionPatternRewriter
) -> bool:
    return function(op, rewriter.remap_operands(op), rewriter)


@dataclass(frozen=True)
class PatternSet:
    """A conversion's patterns by op name (a frozen RewritePatternSet), each op's highest
    benefit first, ties in registration order (PatternApplicator's order)."""

    by_op: dict[str, tuple[ConversionPattern, ...]] = field(default_factory=dict)

    @staticmethod
    def of_modules(modules: Sequence[ModuleType]) -> PatternSet:
        """The `conversion_pattern` functions the modules define, in module order, then
        definition order: the order `populate...Patterns` adds them in."""
        marked = [
            function
            for module in modules
            for function in vars(module).values()
            if hasattr(function, _MARKS) and function.__module__ == module.__name__
        ]
        marks = [mark for function in marked for mark in getattr(function, _MARKS)]
        return PatternSet._of(
            ConversionPattern(name, run, benefit, order)
            for order, (names, benefit, run) in enumerate(marks)
            for name in names
        )

    @staticmethod
    def of_table(table: Mapping[str, PatternFunction]) -> PatternSet:
        """One pattern of benefit 1 for each op name."""
        return PatternSet._of(
            ConversionPattern(name, function, 1, order) for order, (name, function) in enumerate(table.items())
        )

    @staticmethod
    def _of(patterns: Iterator[ConversionPattern]) -> PatternSet:
        by_op: dict[str, list[ConversionPattern]] = {}
        for pattern in patterns:
            by_op.setdefault(pattern.op_name, []).append(pattern)
        return PatternSet({name: tuple(sorted(found, key=lambda p: (-p.benefit, p.order))) for name, found in by_op.items()})

    def patterns_for(self, op_name: str) -> tuple[ConversionPattern, ...]:
        """The patterns of an op, highest benefit first, ties in registration order."""
        return self.by_op.get(op_name, ())

    def has_patterns(self, op_name: str) -> bool:
        return op_name in self.by_op


# -- configuration -------------------------------------------------------------------------------


class TargetMaterializations(Enum):
    """How `remap` finds an operand's value of the converted type, and how long a target
    materialization is reused."""

    MAPPED = auto()
    """ConversionPatternRewriterImpl::remapValues: the operand is looked up with the converted
    type of its own type as the desired type (lookupOrDefault); where the replacement found
    has another type, the materialization is mapped from it, so later lookups find it, the
    end of the conversion's rewiring included."""
    PER_REWRITER = auto()
    """The operand's latest replacement, wanted in the converted type of that replacement's
    type; a materialization is reused for the rest of this rewriter only, not mapped: a later
    phase (another rewriter over the same ConversionState) builds its own, and the rewiring
    at the end of a phase sees the replacement, not the materialization."""


@dataclass(frozen=True)
class ConversionConfig:
    """What differs between the conversions (MLIR's ConversionConfig holds such options); the
    defaults are MLIR's behaviour."""

    legalize_created_ops: bool = True
    """legalizePatternCreatedOperations: the ops a pattern inserted that are not legal are
    legalized right after it, in creation order. False: they are left as built."""
    relegalize_after_in_place_fold: bool = True
    """legalizeWithFold: an op folded in place is legalized anew (it may be legal now, or fold
    further). False: it goes straight on to its patterns."""
    target_materializations: TargetMaterializations = TargetMaterializations.MAPPED
    materializations_at_input: bool = False
    """False (MLIR): a target materialization is located at the op whose operand it converts
    (remapValues' inputLoc), a source materialization at the value that was replaced. True:
    either one is located at the value it converts (its input)."""
    replace_block_arguments_eagerly: bool = False
    """False (MLIR with pattern rollback, applySignatureConversion): a converted block gets new
    arguments after the old ones, which stay, mapped to them, until `apply_rewrites` rewires
    their remaining users and erases them. True (as without pattern rollback): an argument
    whose type changes is replaced at once by a new one at its index; its uses go through a
    source materialization at the start of the block, erased at the end of the phase if
    nothing uses it any more."""


# -- what the conversion records -----------------------------------------------------------------


@dataclass
class InsertionPoint:
    block: Block
    before: Operation | None
    """None: at the end of the block."""


@dataclass(frozen=True)
class _LiveUser:
    """An op that still uses a value the conversion replaced, as MLIR names it in its note."""

    text: str
    location: Attribute

    @staticmethod
    def of(op: Operation) -> _LiveUser:
        # MLIR prints the op (custom form, local numbering) as it is at that moment.
        return _LiveUser(print_op_for_diagnostic(op, generic=False), op.location)


@dataclass(frozen=True)
class _DroppedArgument:
    """A block argument a signature conversion dropped, and the unresolved source
    materialization (a cast from nothing) that stands for it until the end."""

    argument: BlockArgument
    cast: Operation
    user: _LiveUser | None


@dataclass
class ConversionState:
    """What a conversion has recorded; the phases of one pass may share it."""

    mapping: dict[SSAValue, SSAValue] = field(default_factory=dict)
    """IRMapping: a replaced value -> its replacement, a materialization -> its input, and
    (TargetMaterializations.MAPPED) a value -> its target materialization."""
    original: dict[SSAValue, SSAValue] = field(default_factory=dict)
    """A value that stands for one of the unconverted IR (a new block argument, the cast for
    the old one): analyses keyed by the old IR look it up (`original_value`)."""
    replaced: list[Operation] = field(default_factory=list)
    """The ops replaced or erased, in that order, erased at the end of the phase."""
    replaced_set: set[Operation] = field(default_factory=set)
    converted_blocks: dict[Block, list[BlockArgument]] = field(default_factory=dict)
    """Blocks whose signature was converted (not eagerly): their old arguments."""
    dropped: list[_DroppedArgument] = field(default_factory=list)
    argument_casts: list[Operation] = field(default_factory=list)
    """The source materializations eager signature conversions built for old arguments."""


# -- errors --------------------------------------------------------------------------------------


class ConversionError(DiagnosticError):
    pass


def conversion_error(op: Operation, message: str) -> ConversionError:
    return ConversionError(Diagnostic(Severity.ERROR, message, op.location, op=op))


def unresolved_materialization_error(
    inputs: Sequence[SSAValue], original: Attribute, location: Attribute, user: _LiveUser | None
) -> ConversionError:
    """legalizeUnresolvedMaterializations: a materialization the type converter does not build."""
    input_types = ", ".join(f"'{type_text(value.type)}'" for value in inputs)
    diagnostic = Diagnostic(
        Severity.ERROR,
        f"failed to legalize unresolved materialization from ({input_types}) to ('{type_text(original)}') "
        "that remained live after conversion",
        location,
    )
    if user is not None:
        diagnostic.attach_note(f"see existing live user here: {user.text}", user.location)
    return ConversionError(diagnostic)


# -- the rewriter --------------------------------------------------------------------------------


class ConversionPatternRewriter:
    """ConversionPatternRewriter with the OperationLegalizer it drives (see the module docstring)."""

    def __init__(
        self,
        converter: TypeConversion,
        target: ConversionLegality,
        patterns: PatternSet,
        config: ConversionConfig = ConversionConfig(),
        state: ConversionState | None = None,
    ):
        self.converter = converter
        self.target = target
        self.patterns = patterns
        self.config = config
        self.state = state if state is not None else ConversionState()
        self._point: InsertionPoint | None = None
        self._created: list[Operation] | None = None
        """The ops the running pattern inserted (None: no pattern runs)."""
        self._materialized: dict[tuple[SSAValue, Attribute], SSAValue] = {}
        """TargetMaterializations.PER_REWRITER: (value, type) -> its materialization."""

    # -- insertion --

    def set_insertion_point_before(self, op: Operation) -> None:
        self._point = InsertionPoint(op.parent_block(), op)

    def set_insertion_point_after(self, op: Operation) -> None:
        self._point = InsertionPoint(op.parent_block(), op.next_op)

    def set_insertion_point_to_start(self, block: Block) -> None:
        self._point = InsertionPoint(block, block.first_op)

    def set_insertion_point_to_end(self, block: Block) -> None:
        self._point = InsertionPoint(block, None)

    @property
    def insertion_block(self) -> Block:
        assert self._point is not None
        return self._point.block

    def save_insertion_point(self) -> InsertionPoint | None:
        return None if self._point is None else InsertionPoint(self._point.block, self._point.before)

    def restore_insertion_point(self, point: InsertionPoint | None) -> None:
        self._point = point

    def insert(self, op: Operation) -> Operation:
        point = self._point
        assert point is not None, "no insertion point"
        if point.before is None:
            point.block.add_op(op)
        else:
            point.block.insert_op_before(op, point.before)
        if self._created is not None:
            self._created.append(op)
        return op

    # -- legalization --

    def legalize(self, op: Operation) -> None:
        """OperationLegalizer::legalize; raise ConversionError for an illegal op nothing converts."""
        legality = self.target.legality(op)
        if legality is Legality.LEGAL:
            return
        if self._legalize_with_fold(op) or self._legalize_with_pattern(op):
            return
        if legality is Legality.ILLEGAL:
            raise conversion_error(op, f"failed to legalize operation '{op.name}' that was explicitly marked illegal")

    def _legalize_with_fold(self, op: Operation) -> bool:
        """legalizeWithFold: an op that folds is replaced by what it folds to.

        Folded attributes become constants of the op's dialect (of the op's unconverted result
        types), inserted before it and then legalized in turn; constants are not folded.
        """
        if op.has_trait(ConstantLike, value_if_unregistered=False):
            return False
        results = fold_with_operand_constants(op)
        if results is None:
            return False
        if not results:
            if not self.config.relegalize_after_in_place_fold:
                return False
            self.legalize(op)
            return True
        materialized = _materialize_fold_results(op, results)
        if materialized is None:
            return False
        replacements, constants = materialized
        self.set_insertion_point_before(op)
        for constant in constants:
            self.insert(constant)
        self.replace_op(op, replacements)
        for constant in constants:
            self.legalize(constant)
        return True

    def _legalize_with_pattern(self, op: Operation) -> bool:
        """legalizeWithPattern: the op's patterns in turn until one applies; what a declining one
        inserted is erased (MLIR rolls the rewrite back)."""
        for pattern in self.patterns.patterns_for(op.name):
            self.set_insertion_point_before(op)
            created: list[Operation] = []
            outer, self._created = self._created, created
            try:
                applied = pattern.function(op, self)
            finally:
                self._created = outer
            if outer is not None:
                outer.extend(created)
            if not applied:
                _erase_ops(created)
                continue
            if self.config.legalize_created_ops:
                for new_op in created:
                    if not self.is_ignored(new_op):
                        self.legalize(new_op)
            return True
        return False

    def is_ignored(self, op: Operation) -> bool:
        """isOpIgnored: replaced or erased, or nested in such an op. (Asked of every op a pattern
        creates, so the ancestors are read through the `parent` fields.)"""
        replaced = self.state.replaced_set
        current: Operation | None = op
        while current is not None:
            if current in replaced:
                return True
            block = current.parent
            region = None if block is None else block.parent
            current = None if region is None else region.parent
        return False

    # -- values --

    def convert_type(self, type_: Attribute) -> Attribute:
        return self.converter.convert_type(type_)

    def lookup(self, value: SSAValue, desired_type: Attribute | None = None) -> SSAValue:
        """lookupOrDefault: the last value in `value`'s chain of mappings that has `desired_type`,
        else the last one (the latest replacement; `value` itself when it has none)."""
        found = None
        current = value
        while True:
            if current.type == desired_type:
                found = current
            following = self.state.mapping.get(current)
            if following is None:
                return found if found is not None else current
            current = following

    def original_value(self, value: SSAValue) -> SSAValue:
        """The value of the unconverted IR that `value` stands for (for analyses)."""
        return self.state.original.get(value, value)

    def remap(self, value: SSAValue | None, location: Attribute | None = None) -> SSAValue | None:
        """The adaptor's view of an operand (remapValues): its replacement in the converted type,
        through a target materialization where the replacement has another type. `location`:
        the op being converted's (MLIR's inputLoc); None: the operand's own."""
        if value is None:
            return None
        if self.config.target_materializations is TargetMaterializations.MAPPED:
            return self._remap_mapped(value, location)
        return self._remap_per_rewriter(value, location)

    def remap_all(self, values: Sequence[SSAValue], location: Attribute | None = None) -> list[SSAValue]:
        return [self.remap(value, location) for value in values]

    def remap_operands(self, op: Operation) -> list[SSAValue]:
        """The op's operands in their converted types (the adaptor's operands)."""
        return self.remap_all(op.operands, op.location)

    def _remap_mapped(self, value: SSAValue, location: Attribute | None) -> SSAValue:
        desired = self.convert_type(value.type)
        replacement = self.lookup(value, desired)
        if replacement.type == desired:
            return replacement
        location = location if location is not None else value_location(value)
        materialized = self._target_materialization(replacement, desired, location)
        self.state.mapping[replacement] = materialized
        return materialized

    def _remap_per_rewriter(self, value: SSAValue, location: Attribute | None) -> SSAValue:
        replacement = self.lookup(value)
        desired = self.convert_type(replacement.type)
        if replacement.type == desired:
            return replacement
        key = (replacement, desired)
        if key not in self._materialized:
            location = location if location is not None else value_location(value)
            self._materialized[key] = self._target_materialization(replacement, desired, location)
        return self._materialized[key]

    def _target_materialization(self, value: SSAValue, type_: Attribute, location: Attribute) -> SSAValue:
        """The converter's target materialization of `value`, right after its definition."""
        if self.config.materializations_at_input:
            location = value_location(value)
        materialization = self.converter.materialize_target([value], type_)
        if materialization is None:
            raise unresolved_materialization_error([value], type_, location, None)
        materialization.location = location
        _insert_after_definition(materialization, value)
        return materialization.results[0]

    # -- replacing --

    def replace_op(self, op: Operation, values: Sequence[SSAValue] | Operation) -> None:
        """replaceOp: map `op`'s results to `values` (or another op's results); `op` is erased
        at the end of the phase."""
        if isinstance(values, Operation):
            values = values.results
        assert len(values) == len(op.results), (op.name, len(values), len(op.results))
        for old, new in zip(op.results, values):
            if old is not new:
                self.state.mapping[old] = new
        self.erase_op(op)

    def erase_op(self, op: Operation) -> None:
        """eraseOp: `op` is erased at the end of the phase."""
        if op not in self.state.replaced_set:
            self.state.replaced.append(op)
            self.state.replaced_set.add(op)

    def update_operands(self, op: Operation, operands: Sequence[SSAValue]) -> None:
        """modifyOpInPlace: the op keeps its identity, on new operands."""
        op.operands = tuple(operands)

    @staticmethod
    def take_regions(op: Operation) -> list[Region]:
        """Detach `op`'s regions so that a new op can own them (inlineRegionBefore)."""
        return [op.detach_region(region) for region in list(op.regions)]

    # -- block signatures --

    def convert_block_arguments(self, block: Block, new_types: Sequence[Attribute] | None = None) -> None:
        """applySignatureConversion: `block`'s arguments in `new_types` (default: their
        converted types); see ConversionConfig.replace_block_arguments_eagerly."""
        if new_types is None:
            new_types = [self.convert_type(arg.type) for arg in block.args]
        assert len(new_types) == len(block.args)
        if self.config.replace_block_arguments_eagerly:
            self._replace_arguments_now(block, new_types)
        else:
            self._map_arguments_until_the_end(block, new_types)

    def convert_region_types(self, region: Region) -> None:
        """convertRegionTypes: every block's arguments in their converted types."""
        for block in region.blocks:
            self.convert_block_arguments(block)

    def drop_block_arguments(self, block: Block) -> None:
        """A signature conversion that maps no argument: each one is dropped, a source
        materialization from nothing standing for it; that one must not stay used unless the
        type converter builds such materializations (see `apply_rewrites`)."""
        assert not self.config.replace_block_arguments_eagerly, "arguments are dropped in deferred mode only"
        self._map_arguments_until_the_end(block, None)

    def _replace_arguments_now(self, block: Block, new_types: Sequence[Attribute]) -> None:
        """Each argument whose type changes gets a new one at its index; its uses go through a
        source materialization built at the start of the block (each one before the
        previous: MLIR's order)."""
        for arg, new_type in zip(list(block.args), new_types):
            if arg.type == new_type:
                continue
            new_arg = block.insert_arg(new_type, arg.index, arg.location)
            new_arg.name_hint = arg.name_hint
            if arg.uses:
                arg.replace_all_uses_with(self._argument_materialization(new_arg, arg))
            self.state.original[new_arg] = self.original_value(arg)
            block.erase_arg(arg)

    def _argument_materialization(self, new_arg: BlockArgument, arg: BlockArgument) -> SSAValue:
        materialization = self.converter.materialize_source([new_arg], arg.type)
        if materialization is None:
            raise unresolved_materialization_error([new_arg], arg.type, arg.location, _LiveUser.of(arg.first_use.operation))
        materialization.location = arg.location
        _insert_at_block_start(materialization, arg.block)
        result = materialization.results[0]
        result.name_hint = arg.name_hint
        self.state.argument_casts.append(materialization)
        self.state.mapping[result] = new_arg
        self.state.original[result] = self.original_value(arg)
        return result

    def _map_arguments_until_the_end(self, block: Block, types: Sequence[Attribute] | None) -> None:
        """New arguments of `types` (None: none at all) take the old ones' place; the old ones
        stay, mapped to them, until the end. A block whose argument types do not change is
        left alone; a block is converted once."""
        if block in self.state.converted_blocks:
            return
        old_arguments = list(block.args)
        if types is not None and [arg.type for arg in old_arguments] == list(types):
            return
        if types is None and not old_arguments:
            return
        for arg, type_ in zip(old_arguments, types or []):
            new_arg = block.insert_arg(type_, len(block.args), arg.location)
            self.state.mapping[arg] = new_arg
            self.state.original[new_arg] = self.original_value(arg)
        if types is None:
            for arg in old_arguments:
                self._drop(arg)
        self.state.converted_blocks[block] = old_arguments

    def _drop(self, arg: BlockArgument) -> None:
        cast = unrealized_cast([], arg.type)
        cast.location = arg.location
        _insert_at_block_start(cast, arg.block)
        # MLIR names the first user on the use list (the one added last).
        user = _LiveUser.of(arg.first_use.operation) if arg.first_use is not None else None
        self.state.dropped.append(_DroppedArgument(arg, cast, user))
        self.state.mapping[arg] = cast.results[0]

    # -- the end of the phase --

    def apply_rewrites(self) -> None:
        """applyRewrites and legalizeUnresolvedMaterializations: rewire the users that remain to
        the replacements, then erase what was replaced and the old block arguments."""
        state = self.state
        for old_arguments in state.converted_blocks.values():
            for arg in old_arguments:
                self._rewire_survivors(arg)
        for dropped in state.dropped:
            self._resolve_dropped(dropped)
        for op in state.replaced:
            for result in op.results:
                self._rewire_survivors(result)
        _erase_ops(state.replaced)
        for block, old_arguments in state.converted_blocks.items():
            for arg in old_arguments:
                block.erase_arg(arg, safe_erase=False)
        self._erase_unused_argument_casts()
        state.replaced.clear()
        state.replaced_set.clear()
        state.converted_blocks.clear()
        state.dropped.clear()

    def _rewire_survivors(self, old: SSAValue) -> None:
        """The users of `old` that were not converted get its latest replacement, through a
        source materialization where the type differs."""
        survivors = [use for use in old.uses if not self.is_ignored(use.operation)]
        if not survivors:
            return
        replacement = self.lookup(old)
        if replacement.type != old.type:
            replacement = self._source_materialization(replacement, old, survivors[0].operation)
        for use in survivors:
            use.operation.operands[use.index] = replacement

    def _source_materialization(self, replacement: SSAValue, old: SSAValue, user: Operation) -> SSAValue:
        """The converter's source materialization of `replacement` back to `old`'s type, right
        after the replacement's definition."""
        materialization = self.converter.materialize_source([replacement], old.type)
        if materialization is None:
            raise unresolved_materialization_error([replacement], old.type, value_location(old), _LiveUser.of(user))
        at_input = self.config.materializations_at_input
        materialization.location = value_location(replacement if at_input else old)
        _insert_after_definition(materialization, replacement)
        result = materialization.results[0]
        self.state.mapping[result] = replacement
        return result

    def _resolve_dropped(self, dropped: _DroppedArgument) -> None:
        """The cast standing for a dropped argument goes if unused, else becomes the converter's
        source materialization from nothing, if it builds one."""
        cast = dropped.cast
        if cast.results[0].first_use is None:
            cast.detach()
            cast.erase()
            return
        argument = dropped.argument
        materialization = self.converter.materialize_source([], argument.type)
        if materialization is None:
            raise unresolved_materialization_error([], argument.type, argument.location, dropped.user)
        materialization.location = cast.location
        cast.parent_block().insert_op_before(materialization, cast)
        cast.results[0].replace_all_uses_with(materialization.results[0])
        cast.detach()
        cast.erase()

    def _erase_unused_argument_casts(self) -> None:
        """MLIR drops the materializations of a phase that nothing uses at its end: an old block
        argument whose every user was converted without reading it (an async token)."""
        for cast in reversed(self.state.argument_casts):
            if cast.parent is not None and not cast.results[0].uses:
                cast.detach()
                cast.erase(safe_erase=False)
        self.state.argument_casts.clear()


# -- the driver ----------------------------------------------------------------------------------


def conversion_order(root: Operation) -> list[Operation]:
    """computeConversionSet: `root` and the ops under it, pre-order, the blocks of each region
    depth-first from the entry block along successors."""
    return list(_pre_order(root))


def _pre_order(op: Operation) -> Iterator[Operation]:
    yield op
    for region in op.regions:
        for block in forward_dominance_order(region):
            for nested in block.ops:
                yield from _pre_order(nested)


def apply_partial_conversion(root: Operation, rewriter: ConversionPatternRewriter) -> None:
    """applyPartialConversion: legalize every op under `root` that is not ignored (nor taken
    out of the IR by a pattern), then apply the rewrites."""
    for op in conversion_order(root):
        if rewriter.is_ignored(op) or (op is not root and op.parent is None):
            continue
        rewriter.legalize(op)
    rewriter.apply_rewrites()


# -- helpers -------------------------------------------------------------------------------------


def _materialize_fold_results(
    op: Operation, results: Sequence[Attribute | SSAValue]
) -> tuple[list[SSAValue], list[Operation]] | None:
    """OpBuilder::tryFold's materialization (not inserted): the values that replace the op's
    results and the constants among them, or None when one cannot be materialized."""
    constants = {
        index: fold_result_constant(op, op.results[index], folded)
        for index, folded in enumerate(results)
        if not isinstance(folded, SSAValue)
    }
    if None in constants.values():
        return None
    values = [constants[index].results[0] if index in constants else folded for index, folded in enumerate(results)]
    return values, list(constants.values())


def _insert_after_definition(new_op: Operation, value: SSAValue) -> None:
    """computeInsertPoint: right after the defining op, or first in the argument's block."""
    if isinstance(value, OpResult):
        value.op.parent_block().insert_op_after(new_op, value.op)
    else:
        _insert_at_block_start(new_op, value.block)


def _insert_at_block_start(new_op: Operation, block: Block) -> None:
    if block.first_op is None:
        block.add_op(new_op)
    else:
        block.insert_op_before(new_op, block.first_op)


def _erase_ops(ops: Sequence[Operation]) -> None:
    """Erase `ops`, last first: all are detached before any is erased, so that ops nested in
    others and ops using others' results go in any order."""
    for op in reversed(ops):
        if op.parent is not None:
            op.detach()
    for op in reversed(ops):
        op.erase(safe_erase=False)
