"""The dialect-conversion machinery behind `convert-triton-to-tritongpu`.

Upstream runs MLIR's `applyPartialConversion` with a `TritonGPUTypeConverter` and a
`TritonGPUConversionTarget` (lib/Conversion/TritonToTritonGPU/TritonGPUConversion.cpp,
mlir/lib/Transforms/Utils/DialectConversion.cpp). This module is that framework cut
down to what the pass relies on, keeping the behaviour that shows in its output:

- Ops are visited once, in the order MLIR computes its conversion set: a pre-order
  walk, the blocks of a region depth-first from the entry block along successors (so
  unreachable blocks are left alone). Ops inside a replaced op are skipped.
- Nothing is rewired while patterns run (MLIR's rollback mode): a replaced op stays in
  place, new ops go before it, and its results are only mapped to their replacements.
  Later ops thus still see the original, encoding-less values, both when their
  legality is judged and when they are folded.
- An illegal op is first folded (`legalizeWithFold`): it is replaced by the values it
  folds to, folded attributes becoming constants that are legalized in turn. Otherwise
  its pattern runs.
- A pattern sees its operands remapped to the converted types of the original ones (the
  "adaptor"). Where the replacement has another type, a target materialization - a
  `ttg.convert_layout` - is built right after the replacement's definition (first in its
  block for a block argument), located at the op that asked for it, and shared by every
  later user that needs that type.
- At the end the users that remain are rewired to the replacements and the replaced ops
  erased. A surviving user (an op no pattern converted) of a value whose replacement has
  another type needs a source materialization: with `enable-source-remat` an
  `unrealized_conversion_cast` back to the old type, else MLIR's "failed to legalize
  unresolved materialization ... that remained live after conversion".
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum, auto
from functools import cache

from xdsl.dialects.builtin import ModuleOp, TensorType, UnrealizedConversionCastOp
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.traits import ConstantLike

from ttopt.dialects.constraints import encoding_of, type_text
from ttopt.dialects.folding import materialize_constant
from ttopt.dialects.tt import DotOp, FuncOp, PointerType
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DotOperandEncodingAttr,
    default_blocked_encoding,
)
from ttopt.dialects.ttg.ops import ConvertLayoutOp
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.ir.traversal import forward_dominance_order
from ttopt.rewrite.greedy import fold_operation, value_constant

# -- TritonGPUTypeConverter ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TritonGPUTypeConverter:
    """Gives every tensor without an encoding the default blocked encoding of its shape."""

    num_warps: int
    threads_per_warp: int
    num_ctas: int

    def default_encoding(self, shape: Sequence[int]) -> BlockedEncodingAttr:
        """getDefaultBlockedEncoding: one element per thread, the last dim fastest."""
        return _default_encoding(tuple(shape), self.num_warps, self.threads_per_warp, self.num_ctas)

    def convert_type(self, type_: Attribute) -> Attribute:
        # A tensor that has an encoding is taken as already converted, whatever it is.
        if isinstance(type_, TensorType) and encoding_of(type_) is None:
            return TensorType(type_.element_type, type_.get_shape(), self.default_encoding(type_.get_shape()))
        # A block pointer (`!tt.ptr<tensor<...>>`) points to a tensor in the default layout.
        if isinstance(type_, PointerType) and isinstance(type_.pointee, TensorType):
            return PointerType(self.convert_type(type_.pointee), type_.address_space.data)
        return type_

    def is_legal_type(self, type_: Attribute) -> bool:
        return self.convert_type(type_) == type_


@cache
def _default_encoding(shape: tuple[int, ...], num_warps: int, threads_per_warp: int, num_ctas: int) -> BlockedEncodingAttr:
    return default_blocked_encoding(shape, num_warps, threads_per_warp, num_ctas)


# -- TritonGPUConversionTarget ------------------------------------------------------------------------


class Legality(Enum):
    LEGAL = auto()
    ILLEGAL = auto()
    UNKNOWN = auto()
    """Not named by the target (builtin.module, other dialects): folded if it folds, else left
    as it is; its regions are converted either way."""


_DYNAMICALLY_LEGAL_DIALECTS = frozenset(("arith", "math", "tt", "cf", "scf", "ub"))
_ILLEGAL_OPS = frozenset(("scf.execute_region", "scf.parallel", "scf.reduce", "scf.reduce.return"))


@dataclass(frozen=True)
class TritonGPUConversionTarget:
    """Which ops are already in TritonGPU form (TritonGPUConversionTarget)."""

    converter: TritonGPUTypeConverter

    def legality(self, op: Operation) -> Legality:
        if op.name in _ILLEGAL_OPS:
            return Legality.ILLEGAL
        if isinstance(op, DotOp):
            return _legal_if(self._dot_operands_in_dot_layouts(op))
        if isinstance(op, FuncOp):
            return _legal_if(self._signature_is_encoded(op))
        dialect = op.name.split(".")[0]
        if dialect == "ttg":
            return Legality.LEGAL
        if dialect in _DYNAMICALLY_LEGAL_DIALECTS:
            return _legal_if(self._types_are_legal(op))
        return Legality.UNKNOWN

    def _types_are_legal(self, op: Operation) -> bool:
        """TypeConverter::isLegal of the op and of its regions' block arguments."""
        legal = self.converter.is_legal_type
        return (
            all(legal(operand.type) for operand in op.operands)
            and all(legal(result.type) for result in op.results)
            and all(legal(arg.type) for region in op.regions for block in region.blocks for arg in block.args)
        )

    @staticmethod
    def _dot_operands_in_dot_layouts(op: DotOp) -> bool:
        """A dot is legal once a and b are in dot_op layouts (c and the result are not checked)."""
        return all(isinstance(encoding_of(operand.type), DotOperandEncodingAttr) for operand in (op.a, op.b))

    @staticmethod
    def _signature_is_encoded(op: FuncOp) -> bool:
        types = [*op.function_type.inputs.data, *op.function_type.outputs.data]
        return all(not isinstance(t, TensorType) or encoding_of(t) is not None for t in types)


def _legal_if(condition: bool) -> Legality:
    return Legality.LEGAL if condition else Legality.ILLEGAL


# -- the order ops are converted in -----------------------------------------------------------------------


def conversion_order(root: Operation) -> list[Operation]:
    """The ops under `root` (itself included) in MLIR's conversion-set order."""
    return list(_pre_order(root))


def _pre_order(op: Operation) -> Iterator[Operation]:
    yield op
    for region in op.regions:
        for block in forward_dominance_order(region):
            for nested in block.ops:
                yield from _pre_order(nested)


# -- the rewriter and driver ------------------------------------------------------------------------------


Pattern = Callable[[Operation, list[SSAValue], "ConversionRewriter"], bool]
"""Rewrites an illegal op given its remapped operands; False when it does not apply.
Patterns are looked up by op name."""


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
    """A block argument a signature conversion dropped, and the cast made in its place."""

    argument: BlockArgument
    cast: Operation
    user: _LiveUser | None


@dataclass
class _ConvertedBlock:
    """A block whose signature was converted: its old arguments, replaced at the end."""

    block: Block
    old_arguments: list[BlockArgument]


@dataclass
class ConversionRewriter:
    """ConversionPatternRewriter and OperationConverter (partial mode) for one module.

    Like MLIR with pattern rollback, nothing is rewired while patterns run: a replaced
    op stays in place (new ops go before it) and its results are only *mapped* to their
    replacements, so later ops still see the original, encoding-less values - for their
    legality and for folding. At the end (`_commit`) the remaining users of replaced
    values are rewired and the replaced ops erased.
    """

    converter: TritonGPUTypeConverter
    target: TritonGPUConversionTarget
    patterns: dict[str, Pattern]
    enable_source_remat: bool = False
    _module: ModuleOp | None = None
    _current: Operation | None = None
    _mapping: dict[SSAValue, SSAValue] = field(default_factory=dict)
    """A replaced value -> its replacement; a value -> its materialization."""
    _replaced_ops: list[Operation] = field(default_factory=list)
    _replaced: set[Operation] = field(default_factory=set)
    _converted_blocks: list[_ConvertedBlock] = field(default_factory=list)
    _blocks_converted: set[Block] = field(default_factory=set)
    _dropped: list[_DroppedArgument] = field(default_factory=list)

    # -- the driver --

    def convert(self, module: ModuleOp) -> None:
        """applyPartialConversion: raise DiagnosticError when an illegal op cannot be converted."""
        self._module = module
        for op in conversion_order(module):
            if self._is_ignored(op):
                continue
            self._legalize(op)
        self._commit()

    def _legalize(self, op: Operation) -> None:
        """OperationLegalizer::legalize: legal ops stay; the others are folded, else rewritten.

        An op the target does not know that nothing folds or rewrites is left as it is
        (partial conversion); an illegal one fails the conversion.
        """
        legality = self.target.legality(op)
        if legality is Legality.LEGAL:
            return
        if self._fold(op):
            return
        pattern = self.patterns.get(op.name)
        self._current = op
        if pattern is not None and pattern(op, self.remap_operands(op), self):
            return
        if legality is Legality.ILLEGAL:
            raise DiagnosticError(
                Diagnostic(
                    Severity.ERROR,
                    f"failed to legalize operation '{op.name}' that was explicitly marked illegal",
                    op.location,
                    op=op,
                )
            )

    def _fold(self, op: Operation) -> bool:
        """legalizeWithFold: an illegal op that folds is replaced by what it folds to.

        Folded attributes become constants of the op's dialect (of the op's unconverted
        result types), which are then legalized in turn; an op folded in place is
        legalized again. Constants themselves are not folded.
        """
        if op.has_trait(ConstantLike, value_if_unregistered=False):
            return False
        if isinstance(op, UnrealizedConversionCastOp):
            results = fold_unrealized_cast(op)
        else:
            results = fold_operation(op, [value_constant(operand) for operand in op.operands])
        if results is None:
            return False
        if not results:
            self._legalize(op)
            return True
        constants: list[Operation] = []
        replacements: list[SSAValue] = []
        for result, folded in zip(op.results, results):
            if isinstance(folded, SSAValue):
                replacements.append(folded)
                continue
            constant = materialize_constant(op.dialect_name(), folded, result.type)
            if constant is None:
                return False
            constant.location = op.location
            constants.append(constant)
            replacements.append(constant.results[0])
        for constant in constants:
            op.parent_block().insert_op_before(constant, op)
        self.replace_op(op, replacements)
        for constant in constants:
            self._legalize(constant)
        return True

    def _is_ignored(self, op: Operation) -> bool:
        """isOpIgnored: replaced, or nested in a replaced op."""
        while op is not None and op is not self._module:
            if op in self._replaced:
                return True
            op = op.parent_op()
        return False

    # -- values and their replacements --

    def lookup(self, value: SSAValue, desired_type: Attribute | None = None) -> SSAValue:
        """lookupOrDefault: the deepest value `value` maps to that has `desired_type`, else the last one."""
        found = None
        current = value
        while True:
            if current.type == desired_type:
                found = current
            if current not in self._mapping:
                break
            current = self._mapping[current]
        return found if found is not None else current

    def remap_operands(self, op: Operation) -> list[SSAValue]:
        """The op's operands in their converted types (the adaptor's operands)."""
        return [self.remap(operand, op.location) for operand in op.operands]

    def remap(self, value: SSAValue, location: Attribute) -> SSAValue:
        """`value`'s replacement in the converted type of `value`'s type.

        Where the replacement has another type, a target materialization (a
        `ttg.convert_layout`) is built after its definition, located at the op that
        asked for it; it becomes the value's latest mapping, so later users share it.
        """
        desired = self.converter.convert_type(value.type)
        replacement = self.lookup(value, desired)
        if replacement.type == desired:
            return replacement
        if not isinstance(desired, TensorType):
            # The converter materializes tensors only: MLIR leaves a cast that cannot be resolved.
            raise _unresolved_materialization(f"('{type_text(replacement.type)}')", desired, location, None)
        convert = ConvertLayoutOp(replacement, desired)
        convert.location = location
        _insert_after_definition(convert, replacement)
        self._mapping[replacement] = convert.result
        return convert.result

    # -- building and replacing --

    def insert(self, new_op: Operation) -> Operation:
        """Insert before the op being converted."""
        assert self._current is not None
        self._current.parent_block().insert_op_before(new_op, self._current)
        return new_op

    def convert_layout(self, value: SSAValue, type_: Attribute, location: Attribute) -> SSAValue:
        """An explicit `ttg.convert_layout` before the op being converted (built even if a no-op)."""
        convert = ConvertLayoutOp(value, type_)
        convert.location = location
        return self.insert(convert).result

    def replace_op(self, op: Operation, new_values: Sequence[SSAValue] | Operation) -> None:
        """Map `op`'s results to `new_values`; `op` goes away at the end."""
        if isinstance(new_values, Operation):
            new_values = new_values.results
        assert len(new_values) == len(op.results)
        for old, new in zip(op.results, new_values):
            self._mapping[old] = new
        self._replaced_ops.append(op)
        self._replaced.add(op)

    def update_operands(self, op: Operation, operands: Sequence[SSAValue]) -> None:
        """modifyOpInPlace: the op keeps its identity, on new operands."""
        op.operands = tuple(operands)

    @staticmethod
    def take_regions(op: Operation) -> list[Region]:
        """Detach `op`'s regions so a new op can own them (inlineRegionBefore)."""
        return [op.detach_region(region) for region in list(op.regions)]

    # -- block signatures --

    def convert_region_types(self, region: Region) -> None:
        """convertRegionTypes: every block's arguments in their converted types."""
        for block in region.blocks:
            types = [self.converter.convert_type(arg.type) for arg in block.args]
            self._apply_signature_conversion(block, types)

    def drop_block_arguments(self, block: Block) -> None:
        """A signature conversion that maps no argument: every argument is dropped."""
        self._apply_signature_conversion(block, None)

    def _apply_signature_conversion(self, block: Block, types: list[Attribute] | None) -> None:
        """applySignatureConversion: new arguments of `types` (None: none at all) take the
        old ones' place; the old ones stay, mapped to them, until the end.

        A block whose argument types do not change is left alone; a block is converted once.
        """
        if block in self._blocks_converted:
            return
        old_arguments = list(block.args)
        if types is not None and [arg.type for arg in old_arguments] == types:
            return
        if types is None and not old_arguments:
            return
        for arg, type_ in zip(old_arguments, types or []):
            self._mapping[arg] = block.insert_arg(type_, len(block.args), arg.location)
        if types is None:
            for arg in old_arguments:
                self._drop(arg)
        self._converted_blocks.append(_ConvertedBlock(block, old_arguments))
        self._blocks_converted.add(block)

    def _drop(self, arg: BlockArgument) -> None:
        """A dropped argument is replaced by a source materialization out of nothing (a cast
        with no operand at the start of the block); it must not stay used (see `_commit`)."""
        cast = UnrealizedConversionCastOp.create(operands=[], result_types=[arg.type])
        cast.location = arg.location
        _insert_at_block_start(cast, arg.block)
        # MLIR names the first user on the use list (the one added last).
        user = _LiveUser.of(arg.first_use.operation) if arg.first_use is not None else None
        self._dropped.append(_DroppedArgument(arg, cast, user))
        self._mapping[arg] = cast.results[0]

    # -- the end of the conversion --

    def _commit(self) -> None:
        """Rewire the users that remain to the replacements, then erase what was replaced.

        A user that survives (an op no pattern converted) and sees a replacement of another
        type needs a source materialization: an `unrealized_conversion_cast` back to the old
        type with `enable-source-remat`, else MLIR's "failed to legalize unresolved
        materialization".
        """
        for converted in self._converted_blocks:
            for arg in converted.old_arguments:
                self._rewire_survivors(arg)
        for dropped in self._dropped:
            self._check_dropped(dropped)
        for op in self._replaced_ops:
            for result in op.results:
                self._rewire_survivors(result)
        for op in self._replaced_ops:
            op.detach()
            op.erase(safe_erase=False)
        for converted in self._converted_blocks:
            for arg in converted.old_arguments:
                converted.block.erase_arg(arg, safe_erase=False)

    def _check_dropped(self, dropped: _DroppedArgument) -> None:
        """The cast standing for a dropped argument is only acceptable unused, or with
        `enable-source-remat` (whose materialization it then is)."""
        cast = dropped.cast
        if cast.results[0].first_use is None:
            cast.detach()
            cast.erase()
        elif not self.enable_source_remat:
            raise _unresolved_materialization("()", dropped.argument.type, dropped.argument.location, dropped.user)

    def _rewire_survivors(self, old: SSAValue) -> None:
        survivors = [use for use in old.uses if not self._is_ignored(use.operation)]
        if not survivors:
            return
        replacement = self.lookup(old)
        if replacement.type != old.type:
            if not self.enable_source_remat:
                raise _unresolved_materialization(
                    f"('{type_text(replacement.type)}')", old.type, value_location(old), _LiveUser.of(survivors[0].operation)
                )
            replacement = self._source_materialization(replacement, old)
        for use in survivors:
            use.operation.operands[use.index] = replacement

    def _source_materialization(self, replacement: SSAValue, old: SSAValue) -> SSAValue:
        """The converter's source materialization: a cast back to the old type."""
        cast = UnrealizedConversionCastOp.create(operands=[replacement], result_types=[old.type])
        cast.location = value_location(old)
        _insert_after_definition(cast, replacement)
        return cast.results[0]


def fold_unrealized_cast(op: UnrealizedConversionCastOp) -> list[SSAValue] | None:
    """UnrealizedConversionCastOp::fold (xDSL's op has no folder): a cast to its own input
    types is its inputs; so is a cast of all the results of a cast from the types it casts to."""
    inputs, results = list(op.operands), list(op.results)
    if [v.type for v in inputs] == [r.type for r in results]:
        return inputs
    producer = inputs[0].owner if inputs else None
    if not isinstance(producer, UnrealizedConversionCastOp):
        return None
    if [v.type for v in producer.operands] != [r.type for r in results]:
        return None
    if len(inputs) > len(producer.results) or any(v is not r for v, r in zip(inputs, producer.results)):
        return None
    return list(producer.operands)


def _unresolved_materialization(
    inputs: str, original: Attribute, location: Attribute, user: _LiveUser | None
) -> DiagnosticError:
    diagnostic = Diagnostic(
        Severity.ERROR,
        f"failed to legalize unresolved materialization from {inputs} to ('{type_text(original)}') "
        "that remained live after conversion",
        location,
    )
    if user is not None:
        diagnostic.attach_note(f"see existing live user here: {user.text}", user.location)
    return DiagnosticError(diagnostic)


def value_location(value: SSAValue) -> Attribute:
    """Value::getLoc: the defining op's location, or the block argument's."""
    if isinstance(value, OpResult):
        return value.op.location
    return value.location


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
