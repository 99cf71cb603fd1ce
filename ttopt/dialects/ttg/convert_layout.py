"""ttg.convert_layout and the canonicalization patterns upstream's ConvertLayoutOp registers
(lib/Dialect/TritonGPU/IR/Ops.cpp).

`ConvertLayoutOp::getCanonicalizationPatterns` registers nine patterns; only
`CanonicalizeConvertFromConvert` is rooted on `ttg.convert_layout`, the others fold a
conversion into the op that consumes it:

- `convert_from_convert`: cvt to the same type -> its source; cvt(reshape) -> reshape;
  cvt(histogram), cvt(local_load), cvt(cat), cvt(cvt), cvt(splat), cvt(make_range) and
  cvt(splat constant) -> the producer rebuilt with the conversion's type;
- reshape(cvt), trans(cvt), gather(cvt(src), idx), histogram(cvt), local_alloc(cvt),
  local_store(cvt), split(cvt) -> the consumer on the conversion's source
  (tmem_store(cvt) is upstream's ninth pattern; ttopt has no `ttng.tmem_store`).

`CONVERT_LAYOUT_PATTERNS` lists them in upstream's order, each naming the op class it is
rooted on in `root`: passes applying "the canonicalization patterns of ConvertLayoutOp"
(remove-layout-conversions) use it directly, and the TritonGPU dialect hands the patterns
rooted on other ops to those ops through its `LayoutPatternsInterface` (tt.layout_patterns).
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseArrayBase, DenseIntOrFPElementsAttr, TensorType, i1, i32
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import operand_def, result_def, traits_def
from xdsl.pattern_rewriter import RewritePattern
from xdsl.rewriter import InsertPoint
from xdsl.traits import Pure

from ttopt.dialects import arith
from ttopt.dialects.folding import build, defining, is_splat, splat_attr, splat_element
from ttopt.dialects.tt import (
    CatOp,
    GatherOp,
    HistogramOp,
    InferenceError,
    MakeRangeOp,
    ReshapeOp,
    SplatOp,
    SplitOp,
    TransOp,
    TTOp,
)
from ttopt.dialects.tt.layouts import infer_layout_interface
from ttopt.dialects.tt.traits import SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, SAME_OPERANDS_AND_RESULT_SHAPE
from ttopt.dialects.tt.type_constraints import TT_TENSOR
from ttopt.dialects.ttg.infer import is_expensive_view, layouts_equivalent
from ttopt.dialects.ttg.layouts import DotOperandEncodingAttr, NvidiaMmaEncodingAttr
from ttopt.dialects.ttg.memory import LocalAllocOp, LocalLoadOp, LocalStoreOp
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.layouts.queries import total_elems_per_thread

# -- the op ----------------------------------------------------------------------------------------


@assembly_format("$src attr-dict `:` type($src) `->` type($result)")
@irdl_op_definition
class ConvertLayoutOp(TTOp):
    """Moves a tensor to another distributed layout (through shared memory if needed)."""

    name = "ttg.convert_layout"
    src = operand_def(TT_TENSOR)
    result = result_def(TT_TENSOR)
    traits = traits_def(SAME_OPERANDS_AND_RESULT_SHAPE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, Pure())

    def __init__(self, src: SSAValue, result_type: TensorType):
        super().__init__(operands=[src], result_types=[result_type])

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        """The one of CONVERT_LAYOUT_PATTERNS rooted on it; the others go to the ops they
        are rooted on."""
        return (CanonicalizeConvertFromConvert(),)


# -- helpers shared with the layout passes ---------------------------------------------------------


def is_convert_trivial(convert: ConvertLayoutOp) -> bool:
    """isConvertTrivial: both layouts place every element identically (verifyLayoutsAreEqual)."""
    src, dst = convert.src.type, convert.result.type
    return layouts_equivalent(src.get_shape(), src.encoding, dst.encoding)


def is_expensive_view_type(src_type: TensorType, dst_type: TensorType) -> bool:
    """isExpensiveView on two tensor types."""
    return is_expensive_view(
        src_type.get_shape(), src_type.encoding, dst_type.get_shape(), dst_type.encoding
    )


def is_expensive_cat(cat: CatOp, target_encoding: Attribute) -> bool:
    """isExpensiveCat: the target layout gives each thread fewer elements than the cat's
    own, so a conversion through shared memory would be needed anyway."""
    result: TensorType = cat.result.type
    retyped = TensorType(result.element_type, result.get_shape(), target_encoding)
    return total_elems_per_thread(retyped) < total_elems_per_thread(result)


def _has_dot_operand_encoding(value: SSAValue) -> bool:
    return isinstance(getattr(value.type, "encoding", None), DotOperandEncodingAttr)


def _replace_with(rewriter, op: Operation, new: Operation) -> None:
    """replaceOpWithNewOp: `new` at the rewriter's insertion point, at `op`'s location."""
    build(rewriter, new, op.location)
    rewriter.replace_op_with_values(op, list(new.results))


# -- the pattern rooted on ttg.convert_layout ------------------------------------------------------


class CanonicalizeConvertFromConvert(RewritePattern):
    """Removes a conversion to the same type and folds a conversion into its producer
    when the producer can make the converted layout directly."""

    root_op = ConvertLayoutOp

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, ConvertLayoutOp):
            return
        if op.src.type == op.result.type:
            rewriter.replace_op_with_values(op, [op.src])
            return
        # Upstream leaves mma -> dot_op conversions alone (a heuristic for fused attention).
        if isinstance(op.result.type.encoding, DotOperandEncodingAttr) and isinstance(
            op.src.type.encoding, NvidiaMmaEncodingAttr
        ):
            return
        producer = op.src.owner
        if not isinstance(producer, Operation):
            return
        fold = _PRODUCER_FOLDS.get(type(producer))
        if fold is not None:
            fold(op, producer, rewriter)


def _fold_reshape_producer(op: ConvertLayoutOp, reshape: ReshapeOp, rewriter) -> None:
    if reshape.allow_reorder is None or reshape.efficient_layout is not None:
        return
    if is_expensive_view_type(reshape.src.type, op.result.type):
        return
    # Dot operand values are packed differently when views are lowered.
    if _has_dot_operand_encoding(op.src) or _has_dot_operand_encoding(op.result):
        return
    # As upstream: the new reshape reads the old reshape's result (a reshape of a
    # reshape, which reshape's own canonicalization merges).
    _replace_with(
        rewriter, op, ReshapeOp(reshape.result, op.result.type, allow_reorder=True)
    )


def _fold_histogram_producer(
    op: ConvertLayoutOp, histogram: HistogramOp, rewriter
) -> None:
    # A histogram's input and output layouts are independent.
    _replace_with(
        rewriter, op, HistogramOp(histogram.src, op.result.type, histogram.mask)
    )


def _fold_local_load_producer(op: ConvertLayoutOp, load: LocalLoadOp, rewriter) -> None:
    # The new load goes where the old one was: ops with memory effects may lie between.
    rewriter.insertion_point = InsertPoint.before(load)
    _replace_with(rewriter, op, LocalLoadOp(load.src, op.result.type, load.token))


def _fold_cat_producer(op: ConvertLayoutOp, cat: CatOp, rewriter) -> None:
    if is_expensive_cat(cat, op.result.type.encoding):
        return
    _replace_with(rewriter, op, CatOp(cat.lhs, cat.rhs, op.result.type))


def _fold_convert_producer(
    op: ConvertLayoutOp, inner: ConvertLayoutOp, rewriter
) -> None:
    _replace_with(rewriter, op, ConvertLayoutOp(inner.src, op.result.type))


def _fold_splat_producer(op: ConvertLayoutOp, splat: SplatOp, rewriter) -> None:
    _replace_with(rewriter, op, SplatOp(splat.src, op.result.type))


def _fold_make_range_producer(
    op: ConvertLayoutOp, make_range: MakeRangeOp, rewriter
) -> None:
    _replace_with(
        rewriter,
        op,
        MakeRangeOp(make_range.start_value, make_range.end_value, op.result.type),
    )


def _fold_constant_producer(
    op: ConvertLayoutOp, constant: arith.ConstantOp, rewriter
) -> None:
    value = constant.value
    if not (isinstance(value, DenseIntOrFPElementsAttr) and is_splat(value)):
        return
    _replace_with(
        rewriter, op, arith.ConstantOp(splat_attr(op.result.type, splat_element(value)))
    )


_PRODUCER_FOLDS = {
    ReshapeOp: _fold_reshape_producer,
    HistogramOp: _fold_histogram_producer,
    LocalLoadOp: _fold_local_load_producer,
    CatOp: _fold_cat_producer,
    ConvertLayoutOp: _fold_convert_producer,
    SplatOp: _fold_splat_producer,
    MakeRangeOp: _fold_make_range_producer,
    arith.ConstantOp: _fold_constant_producer,
}


# -- patterns rooted on the consumer of a conversion -----------------------------------------------


class CanonicalizeConvertFromReshape(RewritePattern):
    """reshape(cvt(x)) -> reshape(x) when the conversion is trivial, or when the reshape
    may reorder elements and reading x in the new shape moves no data."""

    root_op = ReshapeOp

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, ReshapeOp):
            return
        convert = defining(op.src, ConvertLayoutOp)
        if convert is None:
            return
        # Not trivial: only a reshape that may reorder, and reads x in its new shape cheaply.
        if not is_convert_trivial(convert) and (
            is_expensive_view_type(convert.src.type, op.result.type)
            or op.allow_reorder is None
        ):
            return
        new = ReshapeOp(
            convert.src,
            op.result.type,
            allow_reorder=op.allow_reorder is not None,
            efficient_layout=op.efficient_layout is not None,
        )
        _replace_with(rewriter, op, new)


class CanonicalizeConvertFromTranspose(RewritePattern):
    """trans(x) with the identity order -> a (trivial) conversion; trans(cvt(x)) ->
    trans(x) when the conversion is trivial."""

    root_op = TransOp

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, TransOp):
            return
        order = op.order_values
        if list(order) == list(range(len(order))):
            _replace_with(rewriter, op, ConvertLayoutOp(op.src, op.result.type))
            return
        convert = defining(op.src, ConvertLayoutOp)
        if convert is None or not is_convert_trivial(convert):
            return
        new = TransOp.create(
            operands=[convert.src],
            result_types=[op.result.type],
            properties={"order": DenseArrayBase.from_list(i32, list(order))},
        )
        _replace_with(rewriter, op, new)


class CanonicalizeConvertFromGatherSource(RewritePattern):
    """gather(cvt(src), idx) -> gather(src, idx) when no optimized layout was chosen:
    the source then goes through shared memory in any layout."""

    root_op = GatherOp

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, GatherOp) or op.efficient_layout is not None:
            return
        convert = defining(op.src, ConvertLayoutOp)
        if convert is None:
            return
        _replace_with(
            rewriter, op, GatherOp(convert.src, op.indices, op.axis.value.data)
        )


class CanonicalizeConvertFromHistogram(RewritePattern):
    """histogram(cvt(x), mask) -> histogram(x, cvt(mask))."""

    root_op = HistogramOp

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, HistogramOp):
            return
        convert = defining(op.src, ConvertLayoutOp)
        if convert is None:
            return
        src = convert.src
        mask = op.mask
        if mask is not None:
            mask_type = TensorType(i1, src.type.get_shape(), src.type.encoding)
            mask = build(rewriter, ConvertLayoutOp(mask, mask_type), op.location).result
        _replace_with(rewriter, op, HistogramOp(src, op.result.type, mask))


class CanonicalizeConvertFromAlloc(RewritePattern):
    """local_alloc(cvt(x)) -> local_alloc(x)."""

    root_op = LocalAllocOp

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, LocalAllocOp) or op.src is None:
            return
        convert = defining(op.src, ConvertLayoutOp)
        if convert is None:
            return
        # As upstream's builder: the alignment is not carried over.
        _replace_with(rewriter, op, LocalAllocOp(op.result.type, convert.src))


class CanonicalizeConvertFromLocalStore(RewritePattern):
    """local_store(cvt(x), buffer) -> local_store(x, buffer)."""

    root_op = LocalStoreOp

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, LocalStoreOp):
            return
        convert = defining(op.src, ConvertLayoutOp)
        if convert is None:
            return
        _replace_with(rewriter, op, LocalStoreOp(convert.src, op.dst))


class CanonicalizeConvertFromSplit(RewritePattern):
    """split(cvt(x)) -> split(x) when x's layout splits into the same result layout."""

    root_op = SplitOp

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, SplitOp):
            return
        convert = defining(op.src, ConvertLayoutOp)
        if convert is None:
            return
        source = convert.src.type
        try:
            split = infer_layout_interface(source.encoding).infer_split_op_encoding(
                source.encoding, source.get_shape()
            )
        except (
            InferenceError
        ):  # no layout fits: upstream's inference fails, the pattern does not apply
            return
        if split != op.outLHS.type.encoding:
            return
        _replace_with(rewriter, op, SplitOp(convert.src))


CONVERT_LAYOUT_PATTERNS: tuple[RewritePattern, ...] = (
    CanonicalizeConvertFromConvert(),
    CanonicalizeConvertFromReshape(),
    CanonicalizeConvertFromTranspose(),
    CanonicalizeConvertFromGatherSource(),
    CanonicalizeConvertFromHistogram(),
    CanonicalizeConvertFromAlloc(),
    CanonicalizeConvertFromLocalStore(),
    CanonicalizeConvertFromSplit(),
)
"""ConvertLayoutOp::getCanonicalizationPatterns, in upstream's order."""
