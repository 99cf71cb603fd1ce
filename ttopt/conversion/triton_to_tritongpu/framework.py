"""The TritonGPU side of `convert-triton-to-tritongpu`'s dialect conversion.

Upstream runs MLIR's `applyPartialConversion` with a `TritonGPUTypeConverter` and a
`TritonGPUConversionTarget` (lib/Conversion/TritonToTritonGPU/TritonGPUConversion.cpp). The
conversion is ttopt.rewrite.dialect_conversion's under `TRITONGPU_CONVERSION`, MLIR's
defaults but one; what shows in the output:

- Ops are visited once, in the order MLIR computes its conversion set: a pre-order walk,
  the blocks of a region depth-first from the entry block along successors (so unreachable
  blocks are left alone). Ops inside a replaced op are skipped.
- Nothing is rewired while patterns run (MLIR's rollback mode): a replaced op stays in
  place, new ops go before it, and its results are only mapped to their replacements.
  Later ops thus still see the original, encoding-less values, both when their legality
  is judged and when they are folded.
- An illegal op is first folded (`legalizeWithFold`): it is replaced by the values it
  folds to, folded attributes becoming constants that are legalized in turn. Otherwise
  its pattern runs; the ops it builds are not legalized again (the one difference from
  MLIR's defaults): they are legal but for the new `tt.func`, whose type the pattern
  keeps, as upstream's does, and which the target judges by that type.
- A pattern sees its operands remapped to the converted types of the original ones (the
  "adaptor"). Where the replacement has another type, the converter's target
  materialization - a `ttg.convert_layout` - is built right after the replacement's
  definition (first in its block for a block argument), located at the op that asked for
  it, and shared by every later user that needs that type.
- At the end the users that remain are rewired to the replacements and the replaced ops
  erased. A surviving user (an op no pattern converted) of a value whose replacement has
  another type needs a source materialization: with `enable-source-remat` an
  `unrealized_conversion_cast` back to the old type, else MLIR's "failed to legalize
  unresolved materialization ... that remained live after conversion".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.dialects.constraints import encoding_of
from ttopt.dialects.tt import DotOp, FuncOp, PointerType
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DotOperandEncodingAttr,
    default_blocked_encoding,
)
from ttopt.dialects.ttg.ops import ConvertLayoutOp
from ttopt.rewrite.dialect_conversion import (
    AdaptorPatternFunction,
    ConversionConfig,
    ConversionPatternRewriter,
    Legality,
    unrealized_cast,
)

# -- TritonGPUTypeConverter ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TritonGPUTypeConverter:
    """Gives every tensor without an encoding the default blocked encoding of its shape."""

    num_warps: int
    threads_per_warp: int
    num_ctas: int
    enable_source_remat: bool = False

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

    def materialize_target(self, inputs: Sequence[SSAValue], type_: Attribute) -> Operation | None:
        """addTargetMaterialization: a `ttg.convert_layout` to a tensor type; other types have none."""
        if not isinstance(type_, TensorType):
            return None
        return ConvertLayoutOp(inputs[0], type_)

    def materialize_source(self, inputs: Sequence[SSAValue], type_: Attribute) -> Operation | None:
        """addSourceMaterialization, with `enable-source-remat` only: a cast back to the old type."""
        return unrealized_cast(inputs, type_) if self.enable_source_remat else None


@cache
def _default_encoding(shape: tuple[int, ...], num_warps: int, threads_per_warp: int, num_ctas: int) -> BlockedEncodingAttr:
    return default_blocked_encoding(shape, num_warps, threads_per_warp, num_ctas)


# -- TritonGPUConversionTarget ------------------------------------------------------------------------


_DYNAMICALLY_LEGAL_DIALECTS = frozenset(("arith", "math", "tt", "cf", "scf", "ub"))
_ILLEGAL_OPS = frozenset(("scf.execute_region", "scf.parallel", "scf.reduce", "scf.reduce.return"))


@dataclass(frozen=True)
class TritonGPUConversionTarget:
    """Which ops are already in TritonGPU form (TritonGPUConversionTarget). Ops it does not name
    (builtin.module, other dialects) are of unknown legality: folded if they fold, else left
    as they are; their regions are converted either way."""

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


# -- the rewriter the patterns use ----------------------------------------------------------------------

TRITONGPU_CONVERSION = ConversionConfig(legalize_created_ops=False)

Pattern = AdaptorPatternFunction
"""Rewrites an illegal op given its remapped operands; False when it does not apply.
Patterns are looked up by op name."""


class ConversionRewriter(ConversionPatternRewriter):
    """The conversion's rewriter (its `converter` is the TritonGPUTypeConverter), with the
    explicit layout conversions the patterns build."""

    converter: TritonGPUTypeConverter

    def convert_layout(self, value: SSAValue, type_: Attribute, location: Attribute) -> SSAValue:
        """An explicit `ttg.convert_layout` before the op being converted (built even if a no-op)."""
        convert = ConvertLayoutOp(value, type_)
        convert.location = location
        return self.insert(convert).result
