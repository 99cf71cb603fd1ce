"""DecomposeScaledBlocked: a `tt.dot_scaled` without an mma layout as upcasts and a `tt.dot`.

Upstream: lib/Dialect/TritonGPU/Transforms/DecomposeScaledBlocked.cpp (Triton 3.6), the
pattern tritongpu-accelerate-matmul adds beside BlockedToMMA for targets without native
microscaled MMA (sm80, sm90). Each operand is upcast to the compute type (f16 when either
side is fp16, else bf16): e2m1 bytes through `ttg.fp4_to_fp` along K, the others through
`tt.fp_to_fp`. A scale (one e8m0 byte per 32 elements along K) becomes a power of two in
the compute type by shifting its bits into the exponent (scaleTo16), is broadcast 32 times
along K (broadcastScale: expand_dims, broadcast, trans, reshape) and multiplied in; unless
fastMath, elements whose scale is 0xFF become NaN (maskNan). Both operands are converted to
`#ttg.dot_op` of the result layout and a `tt.dot` replaces the scaled dot, which
BlockedToMMA then puts on tensor cores in the same greedy rewrite.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    Float16Type,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    TensorType,
    bf16,
    f16,
    f32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ttopt.dialects import arith
from ttopt.dialects.folding import build, splat_attr
from ttopt.dialects.tt import (
    BitcastOp,
    BroadcastOp,
    DotOp,
    DotScaledOp,
    ExpandDimsOp,
    FpToFpOp,
    ReshapeOp,
    SplatOp,
    TransOp,
)
from ttopt.dialects.tt.enums import SCALE_DOT_ELEM_TYPE
from ttopt.dialects.tt.layouts import infer_layout_interface
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DotOperandEncodingAttr,
    LinearEncodingAttr,
    NvidiaMmaEncodingAttr,
    SliceEncodingAttr,
    default_blocked_encoding,
    num_ctas_of,
    num_warps_of,
    threads_per_warp_of,
)
from ttopt.dialects.ttg.ops import ConvertLayoutOp, Fp4ToFpOp
from ttopt.ir.values import value_location
from ttopt.layouts.conversions import to_linear_layout
from ttopt.layouts.linear_encoding import LinearEncoding
from ttopt.layouts.linear_layout import LinearLayout

SCALE_BLOCK = 32
"""Elements along K that share one scale."""
SCALE_NAN = 0xFF
"""The e8m0 scale encoding NaN."""
F32_MANTISSA_BITS = 23
BF16_MANTISSA_BITS = 7


def compute_type(a_elem_type: str, b_elem_type: str) -> Attribute:
    """getComputeType: f16 when either operand is fp16, else bf16."""
    return f16 if "fp16" in (a_elem_type, b_elem_type) else bf16


def elem_type_name(dot: DotScaledOp, op_idx: int) -> str:
    """The operand's ScaleDotElemType keyword (e2m1, e4m3, bf16, ...)."""
    return SCALE_DOT_ELEM_TYPE.keyword(dot.a_elem_type if op_idx == 0 else dot.b_elem_type)


def transpose_order(rank: int) -> list[int]:
    """getTransposeOrder: the last two dims swapped."""
    return [*range(rank - 2), rank - 1, rank - 2]


def _with_element(type_: TensorType, element: Attribute) -> TensorType:
    return TensorType(element, type_.get_shape(), type_.encoding)


def _with_encoding(type_: TensorType, encoding: Attribute) -> TensorType:
    return TensorType(type_.element_type, type_.get_shape(), encoding)


def _with_shape(type_: TensorType, shape) -> TensorType:
    return TensorType(type_.element_type, shape, type_.encoding)


def _all_ones(width: int) -> int:
    """APInt(width, 0xFF) read as a signed integer, as dense integer attributes print it."""
    value = SCALE_NAN & ((1 << width) - 1)
    return value - (1 << width) if value >= 1 << (width - 1) else value


def fp4_result_encoding(src_encoding: Attribute, axis: int, result_shape) -> Attribute:
    """inferFp4ToFpOpEncoding forwards (Fp4ToFpOp::build): blocked and dot-operand layouts
    whose order puts dim 0 at position `axis` double their elements along it; any other
    layout gets a register bit along `axis` in front (tryJoinOnAxis). Upstream reads the
    source layout over the result shape."""
    layout = to_linear_layout(src_encoding, result_shape)
    if LinearEncoding(layout).order()[axis] == 0:
        if isinstance(src_encoding, DotOperandEncodingAttr):
            return DotOperandEncodingAttr(src_encoding.op_idx, src_encoding.parent, src_encoding.k_width * 2)
        if isinstance(src_encoding, BlockedEncodingAttr):
            size_per_thread = list(src_encoding.size_per_thread)
            size_per_thread[axis] *= 2
            return BlockedEncodingAttr(
                size_per_thread,
                src_encoding.threads_per_warp,
                src_encoding.warps_per_cta,
                src_encoding.order,
                src_encoding.cga_layout,
            )
    split = LinearLayout.identity_1d(2, "register", layout.out_dims[axis])
    return LinearEncodingAttr.from_linear_layout(split * layout)


def fp4_to_fp(value: SSAValue, element: Attribute, axis: int) -> Fp4ToFpOp:
    """Fp4ToFpOp::build(src, elemType, axis): the result layout inferred from the source's."""
    source: TensorType = value.type
    shape = list(source.get_shape())
    shape[axis] *= 2
    encoding = fp4_result_encoding(source.encoding, axis, shape)
    return Fp4ToFpOp.create(
        operands=[value],
        result_types=[TensorType(element, shape, encoding)],
        properties={"axis": IntegerAttr(axis, IntegerType(32))},
    )


def reshaped(value: SSAValue, shape: list[int]) -> ReshapeOp:
    """ReshapeOp::build(shape, src): the result layout inferred from the source's."""
    source: TensorType = value.type
    encoding = infer_layout_interface(source.encoding).infer_reshape_op_encoding(
        source.get_shape(), source.encoding, shape, None, False
    )
    return ReshapeOp(value, TensorType(source.element_type, shape, encoding))


class DecomposeScaledBlocked(RewritePattern):
    """tt.dot_scaled with a non-mma result -> upcast and scaled operands and a tt.dot."""

    benefit = 1

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DotScaledOp):
            return
        # An mma result is placed already; a tensor without layout has none to build on.
        if isinstance(op.d.type.encoding, NvidiaMmaEncodingAttr | NoneAttr):
            return
        # Upstream has no m/n packed e2m1 yet.
        if not op.lhs_k_pack.value.data or not op.rhs_k_pack.value.data:
            return
        element = compute_type(elem_type_name(op, 0), elem_type_name(op, 1))
        rewrite = _Decomposition(op, rewriter, element)
        a = rewrite.dot_operand(0, rewrite.scaled_operand(0))
        b = rewrite.dot_operand(1, rewrite.scaled_operand(1))
        dot = build(rewriter, DotOp(a, b, op.c), op.location)
        result = build(rewriter, ConvertLayoutOp(dot.results[0], op.d.type), op.location)
        rewriter.replace_op(op, [], [result.results[0]])


class _Decomposition:
    """The ops one dot_scaled decomposes into, built in front of it."""

    def __init__(self, dot: DotScaledOp, rewriter: PatternRewriter, element: Attribute):
        self.dot, self.rewriter, self.element = dot, rewriter, element

    def _build(self, op: Operation, location: Attribute) -> SSAValue:
        return build(self.rewriter, op, location).results[0]

    def scaled_operand(self, op_idx: int) -> SSAValue:
        """scaleArg: the operand upcast to the compute type, times its broadcast scale, NaN
        where the scale is NaN."""
        dot = self.dot
        value = dot.a if op_idx == 0 else dot.b
        scale = dot.a_scale if op_idx == 0 else dot.b_scale
        elem_type = elem_type_name(dot, op_idx)
        location = value_location(value)
        rank = len(value.type.get_shape())
        k_dim = rank - 1 if op_idx == 0 else rank - 2
        if elem_type == "e2m1":
            # e2m1 is always packed along K, the fastest dim.
            upcast = self._build(fp4_to_fp(value, self.element, k_dim), location)
        else:
            upcast = self._build(FpToFpOp(value, _with_element(value.type, self.element)), location)
        if scale is None:
            return upcast
        scale, broadcast = self._extend_and_broadcast_scale(scale, upcast.type, op_idx, k_dim)
        scaled = self._build(arith.MulFOp(upcast, broadcast), location)
        return self._mask_nan(scaled, scale, k_dim)

    def _extend_and_broadcast_scale(
        self, scale: SSAValue, dst_type: TensorType, op_idx: int, k_dim: int
    ) -> tuple[SSAValue, SSAValue]:
        """extendAndBroadcastScale: the (transposed for B) scale, and it in the compute type,
        broadcast to the operand's shape and layout. B's scale comes M/N-major like A's."""
        location = value_location(scale)
        if op_idx == 1:
            scale = self._build(TransOp(scale, transpose_order(len(scale.type.get_shape()))), location)
        scale16 = self._scale_to_16(scale)
        broadcast = self._broadcast_scale(scale16, k_dim)
        return scale, self._build(ConvertLayoutOp(broadcast, dst_type), location)

    def _scale_to_16(self, scale: SSAValue) -> SSAValue:
        """scaleTo16: the e8m0 byte shifted into the exponent of bf16 (or of f32, then
        truncated, for f16, whose exponent is too narrow)."""
        location = value_location(scale)
        large = f32 if isinstance(self.element, Float16Type) else self.element
        width = 32 if large is f32 else 16
        integer = IntegerType(width)
        scale_type: TensorType = scale.type
        extended = self._build(arith.ExtUIOp(scale, _with_element(scale_type, integer)), location)
        shift_bits = F32_MANTISSA_BITS if large is f32 else BF16_MANTISSA_BITS
        shift_scalar = self._build(arith.ConstantOp(IntegerAttr(shift_bits, integer)), location)
        shift = self._build(SplatOp(shift_scalar, _with_element(scale_type, integer)), location)
        shifted = self._build(arith.ShLIOp(extended, shift), location)
        as_float = self._build(BitcastOp(shifted, _with_element(scale_type, large)), location)
        if large is not self.element:
            as_float = self._build(arith.TruncFOp(as_float, _with_element(scale_type, self.element)), location)
        return as_float

    def _broadcast_scale(self, scale: SSAValue, dim: int) -> SSAValue:
        """broadcastScale: each scale repeated 32 times along `dim` (a new last dim of 32,
        moved next to `dim` and merged into it)."""
        dot = self.dot
        location = value_location(scale)
        scale_type: TensorType = scale.type
        shape = list(scale_type.get_shape())
        rank = len(shape)
        blocked = default_blocked_encoding(
            [*shape, 1], num_warps_of(dot), threads_per_warp_of(dot), num_ctas_of(dot)
        )
        sliced_type = _with_encoding(scale_type, SliceEncodingAttr(rank, blocked))
        sliced = self._build(ConvertLayoutOp(scale, sliced_type), location)
        expanded = self._build(ExpandDimsOp(sliced, rank), location)
        broadcast_shape = [*shape, SCALE_BLOCK]
        broadcast = self._build(BroadcastOp(expanded, _with_shape(expanded.type, broadcast_shape)), location)
        order = list(range(rank))
        order.insert(dim + 1, rank)
        transposed = self._build(TransOp(broadcast, order), location)
        shape[dim] *= SCALE_BLOCK
        return self._build(reshaped(transposed, shape), location)

    def _mask_nan(self, mxfp: SSAValue, scale: SSAValue, dim: int) -> SSAValue:
        """maskNan: tl.where(scale == 0xFF, nan, mxfp), skipped under fastMath."""
        if self.dot.fastMath.value.data:
            return mxfp
        location = value_location(scale)
        scale_type: TensorType = scale.type
        width = scale_type.element_type.width.data
        nan_scale = self._build(arith.ConstantOp(splat_attr(scale_type, _all_ones(width))), location)
        is_nan = self._build(arith.CmpIOp("eq", scale, nan_scale), location)
        condition = self._broadcast_scale(is_nan, dim)
        condition_type = _with_encoding(condition.type, mxfp.type.encoding)
        condition = self._build(ConvertLayoutOp(condition, condition_type), location)
        nan = self._build(arith.ConstantOp(splat_attr(mxfp.type, float("nan"))), location)
        return self._build(arith.SelectOp(condition, nan, mxfp), location)

    def dot_operand(self, op_idx: int, value: SSAValue) -> SSAValue:
        """cvtDotOperand: `value` in `#ttg.dot_op` of the result layout (no kWidth: the
        parent is not an mma layout)."""
        encoding = DotOperandEncodingAttr(op_idx, self.dot.d.type.encoding, 0)
        return self._build(ConvertLayoutOp(value, _with_encoding(value.type, encoding)), value_location(value))

