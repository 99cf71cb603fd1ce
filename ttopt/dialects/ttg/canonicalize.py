"""Canonicalization patterns and folders of ttg ops (lib/Dialect/TritonGPU/IR/Ops.cpp).

`ConvertLayoutOp::getCanonicalizationPatterns` registers nine patterns; only
`CanonicalizeConvertFromConvert` is rooted on `ttg.convert_layout`, the others fold a
conversion into the op that consumes it:

- `convert_from_convert`: cvt to the same type -> its source; cvt(reshape) -> reshape;
  cvt(histogram), cvt(local_load), cvt(cat), cvt(cvt), cvt(splat), cvt(make_range) and
  cvt(splat constant) -> the producer rebuilt with the conversion's type;
- reshape(cvt), trans(cvt), gather(cvt(src), idx), histogram(cvt), local_alloc(cvt),
  local_store(cvt), split(cvt) -> the consumer on the conversion's source
  (tmem_store(cvt) is upstream's ninth pattern; ttopt has no `ttng.tmem_store`).

The patterns are listed in `CONVERT_LAYOUT_PATTERNS` in upstream's order, so that passes
applying "the canonicalization patterns of ConvertLayoutOp" (remove-layout-conversions)
can use them directly. For `-canonicalize` each pattern is also attached to the op it is
rooted on, after that op's own patterns (MLIR collects canonicalization patterns op by op
in name order, and `tt.*` sorts before `ttg.convert_layout`).

Folders: `local_alloc(local_load(x))` -> x for an immutable buffer of x's type;
`memdesc_trans` with the identity order -> its source, of a `memdesc_trans` -> one
transpose (in place); `memdesc_reinterpret` to its source's type -> its source.
`warp_specialize` drops unused results and captures (WarpSpecializeOp::canonicalize).
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    TensorType,
    i1,
    i32,
)
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.pattern_rewriter import RewritePattern
from xdsl.rewriter import InsertPoint

from ttopt.dialects import arith
from ttopt.dialects.folding import (
    build,
    install_canonicalization,
    is_splat,
    splat_attr,
    splat_element,
)
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
)
from ttopt.dialects.tt.layouts import infer_layout_interface
from ttopt.dialects.ttg.infer import is_expensive_view, layouts_equivalent
from ttopt.dialects.ttg.layouts import DotOperandEncodingAttr, NvidiaMmaEncodingAttr
from ttopt.dialects.ttg.ops import (
    ConvertLayoutOp,
    LocalAllocOp,
    LocalLoadOp,
    LocalStoreOp,
    MemDescReinterpretOp,
    MemDescTransOp,
    WarpSpecializeOp,
    WarpYieldOp,
)
from ttopt.layouts.queries import total_elems_per_thread

# -- helpers shared with the layout passes ----------------------------------------------------


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


def _with_encoding(type_: TensorType, encoding: Attribute) -> TensorType:
    return TensorType(type_.element_type, type_.get_shape(), encoding)


def _has_dot_operand_encoding(value: SSAValue) -> bool:
    return isinstance(getattr(value.type, "encoding", None), DotOperandEncodingAttr)


def _replace_with(rewriter, op: Operation, new: Operation) -> None:
    """replaceOpWithNewOp: `new` at the rewriter's insertion point, at `op`'s location."""
    build(rewriter, new, op.location)
    rewriter.replace_op_with_values(op, list(new.results))


def _producer(value: SSAValue, op_type: type) -> Operation | None:
    owner = value.owner
    return owner if isinstance(owner, op_type) else None


# -- the pattern rooted on ttg.convert_layout --------------------------------------------------


class CanonicalizeConvertFromConvert(RewritePattern):
    """Removes a conversion to the same type and folds a conversion into its producer
    when the producer can make the converted layout directly."""

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


# -- patterns rooted on the consumer of a conversion --------------------------------------------


class CanonicalizeConvertFromReshape(RewritePattern):
    """reshape(cvt(x)) -> reshape(x) when the conversion is trivial, or when the reshape
    may reorder elements and reading x in the new shape moves no data."""

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, ReshapeOp):
            return
        convert = _producer(op.src, ConvertLayoutOp)
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

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, TransOp):
            return
        order = op.order_values
        if list(order) == list(range(len(order))):
            _replace_with(rewriter, op, ConvertLayoutOp(op.src, op.result.type))
            return
        convert = _producer(op.src, ConvertLayoutOp)
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

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, GatherOp) or op.efficient_layout is not None:
            return
        convert = _producer(op.src, ConvertLayoutOp)
        if convert is None:
            return
        _replace_with(
            rewriter, op, GatherOp(convert.src, op.indices, op.axis.value.data)
        )


class CanonicalizeConvertFromHistogram(RewritePattern):
    """histogram(cvt(x), mask) -> histogram(x, cvt(mask))."""

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, HistogramOp):
            return
        convert = _producer(op.src, ConvertLayoutOp)
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

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, LocalAllocOp) or op.src is None:
            return
        convert = _producer(op.src, ConvertLayoutOp)
        if convert is None:
            return
        # As upstream's builder: the alignment is not carried over.
        _replace_with(rewriter, op, LocalAllocOp(op.result.type, convert.src))


class CanonicalizeConvertFromLocalStore(RewritePattern):
    """local_store(cvt(x), buffer) -> local_store(x, buffer)."""

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, LocalStoreOp):
            return
        convert = _producer(op.src, ConvertLayoutOp)
        if convert is None:
            return
        _replace_with(rewriter, op, LocalStoreOp(convert.src, op.dst))


class CanonicalizeConvertFromSplit(RewritePattern):
    """split(cvt(x)) -> split(x) when x's layout splits into the same result layout."""

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, SplitOp):
            return
        convert = _producer(op.src, ConvertLayoutOp)
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


# -- folders --------------------------------------------------------------------------------------


def _fold_local_alloc(op: LocalAllocOp, operands) -> list | None:
    """An immutable copy of a buffer just read back is that buffer."""
    if op.result.type.mutable or op.src is None:
        return None
    load = _producer(op.src, LocalLoadOp)
    if load is None or load.src.type != op.result.type:
        return None
    return [load.src]


def _fold_memdesc_trans(op: MemDescTransOp, operands) -> list | None:
    order = op.order
    if list(order) == list(range(len(order))):
        return [op.src]
    inner = _producer(op.src, MemDescTransOp)
    if inner is None:
        return None
    # transpose(transpose(x)) -> one transpose, updated in place.
    inner_order = inner.order
    op.properties["order"] = DenseArrayBase.from_list(
        i32, [inner_order[i] for i in order]
    )
    op.operands[0] = inner.src
    return [op.result]


def _fold_memdesc_reinterpret(op: MemDescReinterpretOp, operands) -> list | None:
    if op.result.type == op.src.type:
        return [op.src]
    return None


# -- warp_specialize ------------------------------------------------------------------------------


class CanonicalizeWarpSpecialize(RewritePattern):
    """WarpSpecializeOp::canonicalize: drop captures no partition uses (and duplicate
    captures, whose uses move to the first one) and results nobody uses."""

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, WarpSpecializeOp):
            return
        regions = list(op.partition_regions)
        unused_results = [i for i, result in enumerate(op.results) if not result.uses]
        unused_args = self._drop_captures(op, regions, rewriter)
        if not unused_args and not unused_results:
            return
        if unused_args:
            self._erase_captures(op, regions, unused_args, rewriter)
        if unused_results:
            self._erase_results(op, unused_results, rewriter)

    @staticmethod
    def _drop_captures(
        op: WarpSpecializeOp, regions: list[Region], rewriter
    ) -> list[int]:
        unused: list[int] = []
        first_index: dict[SSAValue, int] = {}
        for index, capture in enumerate(op.explicitCaptures):
            if all(not region.blocks.first.args[index].uses for region in regions):
                unused.append(index)
                continue
            duplicate = first_index.setdefault(capture, index)
            if duplicate != index:
                for region in regions:
                    args = region.blocks.first.args
                    rewriter.replace_all_uses_with(args[index], args[duplicate])
                rewriter.notify_op_modified(op)
                unused.append(index)
        return unused

    @staticmethod
    def _erase_captures(
        op: WarpSpecializeOp, regions: list[Region], unused: list[int], rewriter
    ) -> None:
        for region in regions:
            block = region.blocks.first
            for index in reversed(unused):
                block.erase_arg(block.args[index])
        kept = [v for i, v in enumerate(op.explicitCaptures) if i not in unused]
        op.operands = kept
        rewriter.notify_op_modified(op)

    @staticmethod
    def _erase_results(op: WarpSpecializeOp, unused: list[int], rewriter) -> None:
        for block in op.defaultRegion.blocks:
            yield_op = block.last_op
            if isinstance(yield_op, WarpYieldOp):
                yield_op.operands = [
                    v for i, v in enumerate(yield_op.operands) if i not in unused
                ]
                rewriter.notify_op_modified(yield_op)
        new = WarpSpecializeOp.create(
            operands=list(op.operands),
            result_types=[r.type for i, r in enumerate(op.results) if i not in unused],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            regions=[_take_body(op.defaultRegion), _take_body(op.partitionOpHolder)],
        )
        build(rewriter, new, op.location)
        replacements = iter(new.results)
        for index, result in enumerate(op.results):
            if index not in unused:
                rewriter.replace_all_uses_with(result, next(replacements))
        rewriter.erase_op(op)


def _take_body(region: Region) -> Region:
    """Region::takeBody: a new region owning `region`'s blocks."""
    taken = Region()
    region.move_blocks(taken)
    return taken


# -- registration ---------------------------------------------------------------------------------


def _append_patterns(op_class: type, *patterns: RewritePattern) -> None:
    """Add patterns after the op's own canonicalization patterns (see the module docstring)."""
    existing = getattr(op_class, "canonicalization_patterns", None)
    own = list(existing()) if existing is not None else []
    combined = own + list(patterns)
    op_class.canonicalization_patterns = classmethod(lambda cls: combined)


install_canonicalization(LocalAllocOp, _fold_local_alloc)
install_canonicalization(MemDescTransOp, _fold_memdesc_trans)
install_canonicalization(MemDescReinterpretOp, _fold_memdesc_reinterpret)
install_canonicalization(WarpSpecializeOp, None, CanonicalizeWarpSpecialize)

for _pattern in CONVERT_LAYOUT_PATTERNS:
    _root = {
        CanonicalizeConvertFromConvert: ConvertLayoutOp,
        CanonicalizeConvertFromReshape: ReshapeOp,
        CanonicalizeConvertFromTranspose: TransOp,
        CanonicalizeConvertFromGatherSource: GatherOp,
        CanonicalizeConvertFromHistogram: HistogramOp,
        CanonicalizeConvertFromAlloc: LocalAllocOp,
        CanonicalizeConvertFromLocalStore: LocalStoreOp,
        CanonicalizeConvertFromSplit: SplitOp,
    }[type(_pattern)]
    _append_patterns(_root, _pattern)

__all__ = [
    "CONVERT_LAYOUT_PATTERNS",
    "is_convert_trivial",
    "is_expensive_cat",
    "is_expensive_view_type",
]
