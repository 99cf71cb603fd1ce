"""`tritongpu-F32DotTC`: emulate f32 dot precision with tensor-core dots on narrower types.

Upstream: lib/Dialect/TritonGPU/Transforms/F32DotTC.cpp (Triton 3.6). Two greedy
patterns on `tt.dot` with f32 operands:

- `inputPrecision = tf32x3` (only with `emu-tf32=true`, which make_ttgir passes for
  sm80 and newer), the 3xTF32 trick: with `big = cvt.rna.tf32.f32(x)` (an inline asm)
  and `small = x - big` for both operands,
  `dot(aBig, bBig, nan_to_zero(dot(aBig, bSmall, dot(aSmall, bBig, 0)))) + c`,
  the three dots in tf32. The small products are zeroed where they are NaN: an
  infinite operand makes big * 0 = NaN there although the big product is right.
- `inputPrecision = bf16x3` / `bf16x6`: each operand split into 2 / 3 bf16 parts
  (`hi = trunc(x)`, `mid = trunc(x - hi)`, `lo = trunc(x - hi - mid)`), then ieee dots
  of the part products accumulated from the smallest (`mid*mid, lo*hi, hi*lo` for
  bf16x6, then `mid*hi, hi*mid`), NaNs zeroed, `hi*hi` last, plus `c`.

The dots carry the original's location; the bf16 splits and their dots the location of
the operand they split (Value::getLoc), as upstream builds them.

The patterns run under applyPatternsGreedily's default GreedyRewriteConfig: besides folding
and dead-code removal, region simplification is aggressive, so identical blocks of a cf
region merge and block arguments every predecessor passes the same value to go away.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    Float32Type,
    FloatAttr,
    ModuleOp,
    TensorType,
    bf16,
    f32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ttopt.dialects import arith
from ttopt.dialects.folding import build
from ttopt.dialects.tt import DotOp, ElementwiseInlineAsmOp, SplatOp
from ttopt.dialects.tt.enums import INPUT_PRECISION
from ttopt.ir.values import value_location
from ttopt.pass_manager import mark_ir_unchanged, option
from ttopt.rewrite.greedy import apply_patterns_greedily

TF32_ROUND_ASM = "cvt.rna.tf32.f32 $0, $1;"

BF16_PARTS = {"bf16x3": 2, "bf16x6": 3}
"""How many bf16 parts of each operand a bf16xN dot uses (bf16x3 needs only hi and mid)."""


def _precision(dot: DotOp) -> str:
    return INPUT_PRECISION.keyword(dot.inputPrecision)


def _is_f32_tensor(value: SSAValue) -> bool:
    return isinstance(value.type, TensorType) and isinstance(value.type.element_type, Float32Type)


def _with_element(type_: TensorType, element: Attribute) -> TensorType:
    return TensorType(element, type_.get_shape(), type_.encoding)


class _Builder:
    """Ops built in front of the dot being rewritten, each at a given location."""

    def __init__(self, rewriter: PatternRewriter, dot: DotOp):
        self.rewriter = rewriter
        self.dot = dot

    def __call__(self, op: Operation, location: Attribute | None = None) -> SSAValue:
        return build(self.rewriter, op, self.dot.location if location is None else location).results[0]

    def zeros_like(self, value: SSAValue, location: Attribute | None = None) -> SSAValue:
        """splat(arith.constant 0.0 : f32) in `value`'s type."""
        zero = self(arith.ConstantOp(FloatAttr(0.0, f32)), location)
        return self(SplatOp(zero, value.type), location)

    def nans_to_zero(self, value: SSAValue) -> SSAValue:
        """select(value is NaN, 0, value), at the value's location."""
        location = value_location(value)
        nans = self(arith.CmpFOp("uno", value, value), location)
        return self(arith.SelectOp(nans, self.zeros_like(value, location), value), location)


# -- tf32x3 -------------------------------------------------------------------------------------


class TF32x3(RewritePattern):
    """dot(a, b, c, tf32x3) on f32 -> three tf32 dots of the big and small halves."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DotOp) or _precision(op) != "tf32x3":
            return
        if not (_is_f32_tensor(op.a) and _is_f32_tensor(op.b)):
            return
        make = _Builder(rewriter, op)
        max_imprecise = op.maxNumImpreciseAcc.value.data

        def round_to_tf32(value: SSAValue) -> SSAValue:
            return make(ElementwiseInlineAsmOp(TF32_ROUND_ASM, "=r,r", [value], [value.type]))

        def tf32_dot(a: SSAValue, b: SSAValue, c: SSAValue) -> SSAValue:
            return make(DotOp(a, b, c, "tf32", max_imprecise))

        a_big = round_to_tf32(op.a)
        a_small = make(arith.SubFOp(op.a, a_big))
        b_big = round_to_tf32(op.b)
        b_small = make(arith.SubFOp(op.b, b_big))
        small = tf32_dot(a_small, b_big, make.zeros_like(op.c))
        small = tf32_dot(a_big, b_small, small)
        big = tf32_dot(a_big, b_big, make.nans_to_zero(small))
        total = make(arith.AddFOp(big, op.c))
        rewriter.replace_op(op, [], [total])


# -- bf16x3 / bf16x6 ----------------------------------------------------------------------------


def split_to_bf16(make: _Builder, value: SSAValue, parts: int) -> list[SSAValue]:
    """`parts` bf16 values whose sum approximates `value` ever closer (splitF32); each at
    the location of the value being split."""
    pieces: list[SSAValue] = []
    for index in range(parts):
        location = value_location(value)
        piece = make(arith.TruncFOp(value, _with_element(value.type, bf16)), location)
        if index != parts - 1:
            widened = make(arith.ExtFOp(piece, _with_element(value.type, f32)), value_location(piece))
            value = make(arith.SubFOp(value, widened), location)
        pieces.append(piece)
    return pieces


class BF16xN(RewritePattern):
    """dot(a, b, c, bf16x3 | bf16x6) on f32 -> ieee dots of bf16 parts, smallest first."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DotOp):
            return
        parts = BF16_PARTS.get(_precision(op))
        if parts is None or not (_is_f32_tensor(op.a) and _is_f32_tensor(op.b)):
            return
        make = _Builder(rewriter, op)
        a = split_to_bf16(make, op.a, parts)
        b = split_to_bf16(make, op.b, parts)
        hi, mid, lo = 0, 1, 2

        def ieee_dot(lhs: SSAValue, rhs: SSAValue, acc: SSAValue) -> SSAValue:
            return make(DotOp(lhs, rhs, acc, "ieee", 0), value_location(lhs))

        result = make.zeros_like(op.c)
        if parts == 3:
            result = ieee_dot(a[mid], b[mid], result)
            result = ieee_dot(a[lo], b[hi], result)
            result = ieee_dot(a[hi], b[lo], result)
        result = ieee_dot(a[mid], b[hi], result)
        result = ieee_dot(a[hi], b[mid], result)
        result = make.nans_to_zero(result)
        result = ieee_dot(a[hi], b[hi], result)
        total = make(arith.AddFOp(result, op.c))
        rewriter.replace_op(op, [], [total])


@dataclass(frozen=True)
class F32DotTC(ModulePass):
    """Emulate dot-product tensor core precision using TF32s or BF16s"""

    name = "tritongpu-F32DotTC"
    cpp_name = "TritonGPUF32DotTC"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/F32DotTC.cpp"

    emu_tf32: bool = option(False, "whether to handle InputPrecision TF32xN for Nvidia GPUs")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns: list[RewritePattern] = [TF32x3()] if self.emu_tf32 else []
        patterns.append(BF16xN())
        if not apply_patterns_greedily(op, patterns):
            mark_ir_unchanged(self)
