"""The dialect conversion of `convert-triton-gpu-to-llvm`.

Upstream runs MLIR's `applyPartialConversion` three times with an `LLVMTypeConverter`
(functions, then the TritonGPU patterns, then control flow). The conversion is
ttopt.rewrite.dialect_conversion's under `LOWERING_CONVERSION`; this module holds what is
the lowering's own:

- **Patterns** are Python functions marked with `@lowering("tt.load", ...)` and collected
  from their modules into a `PatternSet`; `fn(op, rw) -> bool` rewrites `op` through the
  `ConversionRewriter` `rw` and returns False when it does not apply (the next pattern is
  tried, after what it inserted is erased). Patterns of higher benefit are tried first
  (`BENEFIT_TRITON` unless told); ties go in module order, then definition order, which
  mirrors upstream's `populate...Patterns` order.
- **Legality** (`ConversionTarget`): `llvm`, `nvvm`, `nvg`, `builtin.module` and unrealized
  casts are legal; `tt`, `ttg`, `ttng` and `gpu` ops must be converted; other ops (`arith`,
  `math`, `ub`, `cf`) are converted when a pattern exists (`cf` only in the last phase, as
  upstream), else taken as legal (not even folded).
- **The rewriter** (`ConversionRewriter`): the lowering's shared state as `rw.context`,
  `rw.builder(loc)` inserting at the insertion point (before the op being converted), and
  the LLVM type converter with `unrealized_conversion_cast` as its materializations.
- **Errors**: `conversion_error(op, message)` (a `ConversionError`), the framework's, which
  the lowering modules import from here.

What the configuration makes of it:
- **Folding first**: an op that must be converted is first folded, as MLIR's
  `legalizeWithFold` does; folded constants are materialized and legalized. An op folded
  in place goes straight on to its patterns.
- **Operands**: a pattern reads its operands through `rw.remap(value)` (MLIR's adaptor): the
  latest replacement of a converted value, looking through the casts the function
  conversion left on block arguments; a value of an unconverted type gets a target
  materialization, located at that value, shared within the phase.
- **New ops**: ops a pattern creates that are not legal (an `arith` op built on LLVM values,
  say) are legalized right away, in creation order, as MLIR does.
- **Replacement**: `rw.replace_op(op, values)` records the replacement; the op is erased at
  the end of the phase. Legal ops still using a replaced value then get a source
  materialization (a cast back to the old type, after the new value and located at it).
- **Block arguments** (`rw.convert_block_arguments`) are replaced at once: uses of an old
  argument go through a cast from the new one, built at the start of the block; the casts
  nothing uses any more are dropped at the end of the phase. The `ConversionState` the
  phases share keeps, for the analyses, which value of the unconverted IR each new one
  stands for (`rw.original_value`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder
from ttopt.conversion.tritongpu_to_llvm.type_converter import TypeConverter
from ttopt.rewrite.dialect_conversion import (
    ConversionConfig,
    ConversionPatternRewriter,
    ConversionState,
    Legality,
    PatternFunction,
    PatternSet,
    TargetMaterializations,
    conversion_pattern,
    unrealized_cast,
)
from ttopt.rewrite.dialect_conversion import ConversionError as ConversionError
from ttopt.rewrite.dialect_conversion import conversion_error as conversion_error

# Upstream's pattern benefits (PatternTritonGPUOpToLLVM.h).
BENEFIT_DEFAULT = 1
"""MLIR's own conversion patterns (arith, math, cf, gpu, ub to LLVM)."""
BENEFIT_TRITON = 10
"""patternBenefitPrioritizeOverLLVMConversions: Triton's patterns win over MLIR's."""
BENEFIT_CLAMP_OPTIMIZED = 20
"""patternBenefitClampOptimizedPattern."""


def lowering(
    *op_names: str, benefit: int = BENEFIT_TRITON, run: PatternFunction | None = None
) -> Callable[[Callable], Callable]:
    """Mark a module-level function as a conversion pattern of the named ops (a function may
    be marked several times); `PatternSet.of_modules` collects it. The pattern calls `run` if
    given (a pattern made from the marked function), else the function itself."""
    return conversion_pattern(*op_names, benefit=benefit, run=run)


# -- legality ----------------------------------------------------------------------------------

LEGAL_DIALECTS = frozenset(("llvm", "nvvm", "nvg"))
ILLEGAL_DIALECTS = frozenset(("tt", "ttg", "ttng", "gpu"))
LEGAL_OPS = frozenset(("builtin.module", "builtin.unrealized_conversion_cast"))


@dataclass(frozen=True)
class ConversionTarget:
    """Which ops a phase must convert, and the patterns it converts them with."""

    illegal_ops: frozenset[str] = frozenset()
    illegal_dialects: frozenset[str] = ILLEGAL_DIALECTS
    legal_dialects: frozenset[str] = LEGAL_DIALECTS
    convert_unknown: bool = True
    """Whether ops of dialects named neither legal nor illegal are converted when a
    pattern exists (partial conversion tries them); otherwise they are legal."""
    patterns: PatternSet = PatternSet()
    _by_name: dict[str, Legality] = field(default_factory=dict, compare=False, hash=False, repr=False)
    """The answers so far: asked of every op the lowering creates (~27k for a matmul), and
    decided by the op's name alone."""

    def legality(self, op: Operation) -> Legality:
        name = op.name
        answer = self._by_name.get(name)
        if answer is None:
            answer = self._by_name[name] = self._legality_of(name)
        return answer

    def _legality_of(self, name: str) -> Legality:
        if name in self.illegal_ops:
            return Legality.ILLEGAL
        if name in LEGAL_OPS:
            return Legality.LEGAL
        dialect = name.split(".", 1)[0]
        if dialect in self.legal_dialects:
            return Legality.LEGAL
        if dialect in self.illegal_dialects:
            return Legality.ILLEGAL
        if self.convert_unknown and self.patterns.has_patterns(name):
            return Legality.UNKNOWN
        return Legality.LEGAL


# -- the rewriter ------------------------------------------------------------------------------

LOWERING_CONVERSION = ConversionConfig(
    relegalize_after_in_place_fold=False,
    target_materializations=TargetMaterializations.PER_REWRITER,
    materializations_at_input=True,
    replace_block_arguments_eagerly=True,
)


@dataclass(frozen=True)
class LLVMTypeConversion:
    """LLVMTypeConverter as the conversion asks it: the lowering's type converter, with an
    `unrealized_conversion_cast` as both its target and its source materialization."""

    converter: TypeConverter

    def convert_type(self, type_: Attribute) -> Attribute:
        return self.converter.convert(type_)

    def materialize_target(self, inputs: Sequence[SSAValue], type_: Attribute) -> Operation:
        return unrealized_cast(inputs, type_)

    def materialize_source(self, inputs: Sequence[SSAValue], type_: Attribute) -> Operation:
        return unrealized_cast(inputs, type_)


class ConversionRewriter(ConversionPatternRewriter):
    """ConversionPatternRewriter for one phase of the conversion.

    `context` is the lowering's shared state (type converter, target info, axis
    analysis...); patterns reach it as `rw.context`.
    """

    def __init__(self, context, target: ConversionTarget, state: ConversionState | None = None):
        super().__init__(LLVMTypeConversion(context.type_converter), target, target.patterns, LOWERING_CONVERSION, state)
        self.context = context

    def builder(self, location: Attribute) -> LLVMBuilder:
        """An LLVMBuilder inserting at the current point, locating ops at `location`."""
        return LLVMBuilder(self, location)
