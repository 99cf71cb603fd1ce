"""The dialect-conversion machinery of `convert-triton-gpu-to-llvm`.

Upstream runs MLIR's `applyPartialConversion` three times with an
`LLVMTypeConverter` (functions, then the TritonGPU patterns, then control flow).
This module is that framework, cut down to what the lowering relies on:

- **Patterns** are Python functions marked with `@lowering("tt.load", ...)` and
  collected from their modules into a `PatternSet` (the conversion target's);
  `fn(op, rw) -> bool` rewrites `op` through the `ConversionRewriter` `rw` and
  returns False when it does not apply (the next pattern is tried). Patterns of
  higher benefit are tried first; ties go in module order, then definition order,
  which mirrors upstream's `populate...Patterns` order.
- **Order**: ops are visited once, pre-order, the blocks of a region depth-first
  from the entry block; ops inside an op that a pattern replaced are skipped (the
  pattern took care of its regions).
- **Legality**: `llvm`, `nvvm`, `nvg`, `builtin.module` and unrealized casts are
  legal; `tt`, `ttg`, `ttng` and `gpu` ops must be converted; other ops (`arith`,
  `math`, `ub`, `cf`) are converted when a pattern exists (`cf` only in the last
  phase, as upstream).
- **Folding first**: an op that must be converted is first folded, as MLIR's
  `legalizeWithFold` does; folded constants are materialized and legalized.
- **Operands**: a pattern reads its operands through `rw.remap(value)` (MLIR's
  adaptor): the replacement of a converted value, looking through the casts the
  function conversion left on block arguments; a value of an unconverted type
  gets a target materialization (`unrealized_conversion_cast` to the LLVM type).
- **New ops**: a pattern inserts before the op it converts (`rw.builder(loc)`);
  ops it creates that are not legal (an `arith` op built on LLVM values, say) are
  legalized right away, in creation order, as MLIR does.
- **Replacement**: `rw.replace_op(op, values)` records the replacement; the op is
  erased at the end of the phase. Legal ops still using a replaced value then get
  a source materialization (a cast back to the old type, after the new value).
  The casts a signature conversion left for old block arguments are dropped at the
  end of the phase when nothing uses them any more.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from types import ModuleType

from xdsl.dialects.builtin import ModuleOp, UnrealizedConversionCastOp
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

from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder
from ttopt.dialects.folding import materialize_constant
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.ir.traversal import forward_dominance_order
from ttopt.rewrite.greedy import fold_operation, folder_of, value_constant

# Upstream's pattern benefits (PatternTritonGPUOpToLLVM.h).
BENEFIT_DEFAULT = 1
"""MLIR's own conversion patterns (arith, math, cf, gpu, ub to LLVM)."""
BENEFIT_TRITON = 10
"""patternBenefitPrioritizeOverLLVMConversions: Triton's patterns win over MLIR's."""
BENEFIT_CLAMP_OPTIMIZED = 20
"""patternBenefitClampOptimizedPattern."""

LoweringFn = Callable[[Operation, "ConversionRewriter"], bool]


@dataclass(frozen=True)
class Lowering:
    op_name: str
    function: LoweringFn
    benefit: int
    order: int


def lowering(
    *op_names: str, benefit: int = BENEFIT_TRITON, run: LoweringFn | None = None
) -> Callable[[Callable], Callable]:
    """Mark a module-level function as a conversion pattern of the named ops (a function may
    be marked several times); `PatternSet.of_modules` collects it. The pattern calls `run` if
    given (a pattern made from the marked function), else the function itself."""

    def mark(function: Callable) -> Callable:
        if "lowers" not in vars(function):
            function.lowers = []
        function.lowers.append((op_names, benefit, run or function))
        return function

    return mark


@dataclass(frozen=True)
class PatternSet:
    """The conversion patterns of a conversion (RewritePatternSet), by op name."""

    by_op: dict[str, tuple[Lowering, ...]] = field(default_factory=dict)

    @staticmethod
    def of_modules(modules: Sequence[ModuleType]) -> PatternSet:
        """The `@lowering` functions the modules define, in module order, then definition order:
        the order `populate...Patterns` adds them in, which breaks ties between equal benefits."""
        marked = [
            function
            for module in modules
            for function in vars(module).values()
            if hasattr(function, "lowers") and function.__module__ == module.__name__
        ]
        marks = [mark for function in marked for mark in function.lowers]
        by_op: dict[str, list[Lowering]] = {}
        for order, (names, benefit, run) in enumerate(marks):
            for name in names:
                by_op.setdefault(name, []).append(Lowering(name, run, benefit, order))
        return PatternSet({name: tuple(sorted(found, key=lambda p: (-p.benefit, p.order))) for name, found in by_op.items()})

    def patterns_for(self, op_name: str) -> tuple[Lowering, ...]:
        """The patterns of an op, highest benefit first, ties in registration order."""
        return self.by_op.get(op_name, ())

    def has_patterns(self, op_name: str) -> bool:
        return op_name in self.by_op


# -- legality ----------------------------------------------------------------------------------

LEGAL_DIALECTS = frozenset(("llvm", "nvvm", "nvg"))
ILLEGAL_DIALECTS = frozenset(("tt", "ttg", "ttng", "gpu"))
LEGAL_OPS = frozenset(("builtin.module", "builtin.unrealized_conversion_cast"))


@dataclass(frozen=True)
class ConversionTarget:
    """Which ops a phase must convert."""

    illegal_ops: frozenset[str] = frozenset()
    illegal_dialects: frozenset[str] = ILLEGAL_DIALECTS
    legal_dialects: frozenset[str] = LEGAL_DIALECTS
    convert_unknown: bool = True
    """Whether ops of dialects named neither legal nor illegal are converted when a
    pattern exists (partial conversion tries them)."""
    patterns: PatternSet = PatternSet()

    def is_legal(self, op: Operation) -> bool:
        if op.name in self.illegal_ops:
            return False
        if op.name in LEGAL_OPS:
            return True
        dialect = op.name.split(".", 1)[0]
        if dialect in self.legal_dialects:
            return True
        if dialect in self.illegal_dialects:
            return False
        return not (self.convert_unknown and self.patterns.has_patterns(op.name))

    def must_convert(self, op: Operation) -> bool:
        return op.name in self.illegal_ops or op.name.split(".", 1)[0] in self.illegal_dialects


# -- errors ------------------------------------------------------------------------------------


class ConversionError(DiagnosticError):
    pass


def conversion_error(op: Operation, message: str) -> ConversionError:
    return ConversionError(Diagnostic(Severity.ERROR, message, op.location, op=op))


# -- the rewriter ------------------------------------------------------------------------------


@dataclass
class _InsertionPoint:
    block: Block
    before: Operation | None  # None: at the end of the block


@dataclass
class ConversionState:
    """What survives a phase: the replacements of values and the erased ops."""

    mapping: dict[SSAValue, SSAValue] = field(default_factory=dict)
    original: dict[SSAValue, SSAValue] = field(default_factory=dict)
    """A value that stands for another one the conversion replaced (a block-argument
    cast for the old argument): analyses keyed by the old IR look it up."""
    erased: list[Operation] = field(default_factory=list)
    erased_set: set[Operation] = field(default_factory=set)
    argument_casts: list[Operation] = field(default_factory=list)
    """The casts this phase's signature conversions built for old block arguments."""


class ConversionRewriter:
    """ConversionPatternRewriter for one phase of the conversion.

    `context` is the lowering's shared state (type converter, target info, axis
    analysis...); patterns reach it as `rw.context`.
    """

    def __init__(self, context, target: ConversionTarget, state: ConversionState | None = None):
        self.context = context
        self.target = target
        self.state = state if state is not None else ConversionState()
        self._point: _InsertionPoint | None = None
        self._created: list[Operation] | None = None
        self._target_materializations: dict[tuple[SSAValue, Attribute], SSAValue] = {}

    # -- insertion ---------------------------------------------------------------------------

    def set_insertion_point_before(self, op: Operation) -> None:
        self._point = _InsertionPoint(op.parent_block(), op)

    def set_insertion_point_after(self, op: Operation) -> None:
        self._point = _InsertionPoint(op.parent_block(), op.next_op)

    def set_insertion_point_to_start(self, block: Block) -> None:
        self._point = _InsertionPoint(block, block.first_op)

    def set_insertion_point_to_end(self, block: Block) -> None:
        self._point = _InsertionPoint(block, None)

    @property
    def insertion_block(self) -> Block:
        assert self._point is not None
        return self._point.block

    def save_insertion_point(self) -> _InsertionPoint | None:
        return None if self._point is None else _InsertionPoint(self._point.block, self._point.before)

    def restore_insertion_point(self, point: _InsertionPoint | None) -> None:
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

    def builder(self, location: Attribute):
        """An LLVMBuilder inserting at the current point, locating ops at `location`."""

        return LLVMBuilder(self, location)

    # -- values ------------------------------------------------------------------------------

    def lookup(self, value: SSAValue) -> SSAValue:
        """The latest replacement of `value` (itself when none)."""
        seen = 0
        while value in self.state.mapping:
            value = self.state.mapping[value]
            seen += 1
            assert seen < 1000, "cyclic value mapping"
        return value

    def remap(self, value: SSAValue | None) -> SSAValue | None:
        """The adaptor's view of an operand: its replacement, of the converted type."""
        if value is None:
            return None
        mapped = self.lookup(value)
        converter = self.context.type_converter
        wanted = converter.convert(mapped.type)
        if wanted == mapped.type:
            return mapped
        return self._target_materialization(mapped, wanted)

    def remap_all(self, values: Sequence[SSAValue]) -> list[SSAValue]:
        return [self.remap(v) for v in values]

    def original_value(self, value: SSAValue) -> SSAValue:
        """The value of the unconverted IR that `value` stands for (for analyses)."""
        return self.state.original.get(value, value)

    def _target_materialization(self, value: SSAValue, wanted: Attribute) -> SSAValue:
        key = (value, wanted)
        if key in self._target_materializations:
            return self._target_materializations[key]
        saved = self.save_insertion_point()
        if isinstance(value, BlockArgument):
            self.set_insertion_point_to_start(value.block)
        else:
            self.set_insertion_point_after(value.owner)
        cast = UnrealizedConversionCastOp(operands=[[value]], result_types=[[wanted]])
        cast.location = value.owner.location if isinstance(value, OpResult) else value.location
        self._insert_untracked(cast)
        self.restore_insertion_point(saved)
        self._target_materializations[key] = cast.results[0]
        return cast.results[0]

    def _insert_untracked(self, op: Operation) -> None:
        created, self._created = self._created, None
        self.insert(op)
        self._created = created

    # -- replacing ---------------------------------------------------------------------------

    def replace_op(self, op: Operation, values: Sequence[SSAValue]) -> None:
        assert len(values) == len(op.results), (op.name, len(values), len(op.results))
        for old, new in zip(op.results, values):
            if old is not new:
                self.state.mapping[old] = new
        self.erase_op(op)

    def erase_op(self, op: Operation) -> None:
        if op not in self.state.erased_set:
            self.state.erased.append(op)
            self.state.erased_set.add(op)

    def is_erased(self, op: Operation) -> bool:
        parent: Operation | None = op
        while parent is not None:
            if parent in self.state.erased_set:
                return True
            parent = parent.parent_op()
        return False

    def convert_type(self, type_: Attribute) -> Attribute:
        return self.context.type_converter.convert(type_)

    # -- block signatures --------------------------------------------------------------------

    def convert_block_arguments(self, block: Block, new_types: Sequence[Attribute] | None = None) -> None:
        """Give `block`'s arguments their converted types (signature conversion).

        An argument whose type changes is replaced by a new one; its remaining
        uses go through a cast back to the old type, built at the start of the
        block (each one before the previous: MLIR's order).
        """
        args = list(block.args)
        if new_types is None:
            new_types = [self.convert_type(a.type) for a in args]
        assert len(new_types) == len(args)
        for arg, new_type in zip(args, new_types):
            if arg.type == new_type:
                continue
            index = arg.index
            new_arg = block.insert_arg(new_type, index, arg.location)
            new_arg.name_hint = arg.name_hint
            if arg.uses:
                cast = UnrealizedConversionCastOp(operands=[[new_arg]], result_types=[[arg.type]])
                cast.location = arg.location
                if block.first_op is None:
                    block.add_op(cast)
                else:
                    block.insert_op_before(cast, block.first_op)
                cast.results[0].name_hint = arg.name_hint
                arg.replace_all_uses_with(cast.results[0])
                self.state.argument_casts.append(cast)
                self.state.mapping[cast.results[0]] = new_arg
                self.state.original[cast.results[0]] = self.state.original.get(arg, arg)
            self.state.original[new_arg] = self.state.original.get(arg, arg)
            block.erase_arg(arg)

    # -- running patterns --------------------------------------------------------------------

    def legalize(self, op: Operation) -> None:
        """Convert `op` (and what its conversion creates) or raise ConversionError."""
        if self._try_fold(op):
            return
        for pattern in self.target.patterns.patterns_for(op.name):
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
                _roll_back(created)
                continue
            for new_op in created:
                if not self.is_erased(new_op) and not self.target.is_legal(new_op):
                    self.legalize(new_op)
            return
        if self.target.must_convert(op):
            raise conversion_error(op, f"failed to legalize operation '{op.name}' that was explicitly marked illegal")

    def _try_fold(self, op: Operation) -> bool:
        """legalizeWithFold: fold to existing values, or to constants that are then legalized."""
        if op.has_trait(ConstantLike, value_if_unregistered=False) or not op.results:
            return False

        if folder_of(op) is None and not any(hasattr(t, "fold_trait") for t in op.traits):
            return False
        folded = fold_operation(op, [value_constant(v) for v in op.operands])
        if folded is None:
            return False
        if not folded:
            # Folded in place (operands reordered): convert the updated op.
            return False
        replacements: list[SSAValue] = []
        for result, item in zip(op.results, folded):
            if isinstance(item, SSAValue):
                replacements.append(item)
                continue
            constant = materialize_constant(op.dialect_name(), item, result.type)
            if constant is None:
                return False
            constant.location = op.location
            self.set_insertion_point_before(op)
            self.insert(constant)
            if not self.target.is_legal(constant):
                self.legalize(constant)
            replacements.append(constant.results[0])
        self.replace_op(op, replacements)
        return True


def _roll_back(created: list[Operation]) -> None:
    """Erase what a failed pattern built (MLIR rolls the rewrite back)."""
    for op in reversed(created):
        if op.parent is not None:
            op.detach()
        op.erase(safe_erase=False)


# -- walking -----------------------------------------------------------------------------------


def conversion_order(root: Operation) -> list[Operation]:
    """The ops under `root` (not itself), pre-order, blocks depth-first from the entry."""
    return [op for region in root.regions for op in _region_pre_order(region)]


def _region_pre_order(region: Region) -> Iterator[Operation]:
    for block in forward_dominance_order(region):
        for op in list(block.ops):
            yield op
            for inner in op.regions:
                yield from _region_pre_order(inner)


def apply_partial_conversion(module: ModuleOp, rewriter: ConversionRewriter) -> None:
    """Convert every op `rewriter.target` wants converted, then clean up the phase."""
    for op in conversion_order(module):
        if rewriter.is_erased(op) or op.parent is None:
            continue
        if rewriter.target.is_legal(op):
            continue
        rewriter.legalize(op)
    finish_phase(rewriter)


def finish_phase(rewriter: ConversionRewriter) -> None:
    """Materialize what live ops still need of replaced values, then erase the replaced ops."""
    state = rewriter.state
    for op in state.erased:
        for old in op.results:
            live_uses = [use for use in list(old.uses) if not rewriter.is_erased(use.operation)]
            if not live_uses:
                continue
            new = rewriter.lookup(old)
            cast = _source_materialization(rewriter, new, old.type)
            for use in live_uses:
                use.operation.operands[use.index] = cast
    for op in reversed(state.erased):
        if op.parent is not None:
            op.detach()
    for op in reversed(state.erased):
        op.erase(safe_erase=False)
    state.erased.clear()
    state.erased_set.clear()
    erase_unused_argument_casts(state)


def erase_unused_argument_casts(state: ConversionState) -> None:
    """MLIR drops the materializations of a phase that nothing uses at its end: an old
    block argument whose every user was converted without reading it (an async token)."""
    for cast in reversed(state.argument_casts):
        if cast.parent is not None and not cast.results[0].uses:
            cast.detach()
            cast.erase(safe_erase=False)
    state.argument_casts.clear()


def _source_materialization(rewriter: ConversionRewriter, value: SSAValue, old_type: Attribute) -> SSAValue:
    if value.type == old_type:
        return value
    if isinstance(value, BlockArgument):
        rewriter.set_insertion_point_to_start(value.block)
        location = value.location
    else:
        rewriter.set_insertion_point_after(value.owner)
        location = value.owner.location
    cast = UnrealizedConversionCastOp(operands=[[value]], result_types=[[old_type]])
    cast.location = location
    rewriter._insert_untracked(cast)
    rewriter.state.mapping[cast.results[0]] = value
    return cast.results[0]
