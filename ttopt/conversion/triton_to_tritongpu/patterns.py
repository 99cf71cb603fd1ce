"""The conversion patterns of `convert-triton-to-tritongpu`.

One function per upstream pattern (lib/Conversion/TritonToTritonGPU/TritonToTritonGPUPass.cpp
and GatherScatterOpPattern in TritonGPUConversion.cpp). Each gets the illegal op, its
operands already remapped to their converted types (default blocked encodings, with a
`ttg.convert_layout` where a replacement came out in another layout), and the
`ConversionRewriter`; it builds the TritonGPU op before the old one and replaces it.

`PATTERNS` maps op names to patterns, listing exactly the ops upstream converts: an
illegal op missing from it (e.g. `arith.negf` or `math.tanh` on a tensor) makes the
conversion fail, as upstream's does.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.triton_to_tritongpu.framework import ConversionRewriter, Pattern
from ttopt.dialects import arith, cf, scf
from ttopt.dialects.constraints import encoding_of
from ttopt.dialects.tt import (
    BroadcastOp,
    CatOp,
    DotOp,
    ExpandDimsOp,
    FuncOp,
    JoinOp,
    MapElementwiseOp,
    ReduceOp,
    ScanOp,
    SplitOp,
    TransOp,
)
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DotOperandEncodingAttr,
    SliceEncodingAttr,
    blocked_encoding_for_num_ctas,
    num_warps_of,
    threads_per_warp_of,
)
from ttopt.ir.values import value_location
from ttopt.layouts.queries import total_elems_per_thread
from ttopt.support.math_extras import power_of_two_ceil


def _tensor(like: TensorType, encoding: Attribute, shape: Sequence[int] | None = None) -> TensorType:
    """`like` (or its element type in `shape`) with `encoding`."""
    return TensorType(like.element_type, like.get_shape() if shape is None else shape, encoding)


def _copy_discardable_attributes(source: Operation, target: Operation) -> None:
    """addNamedAttrs: the old op's discardable attributes that the new op does not set."""
    for name, value in source.attributes.items():
        target.attributes.setdefault(name, value)


def _build(rewriter: ConversionRewriter, old: Operation, new: Operation, copy_attributes: bool = True) -> Operation:
    """Insert `new` (located at `old`) before `old`, with `old`'s discardable attributes."""
    new.location = old.location
    if copy_attributes:
        _copy_discardable_attributes(old, new)
    return rewriter.insert(new)


def _converted_result_types(op: Operation, rewriter: ConversionRewriter) -> list[Attribute]:
    return [rewriter.converter.convert_type(result.type) for result in op.results]


# -- ops that only change types -------------------------------------------------------------------------


def convert_generic(op: Operation, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """GenericOpPattern: the same op on the converted operands, with converted result types."""
    new = type(op).create(
        operands=operands,
        result_types=_converted_result_types(op, rewriter),
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        successors=list(op.successors),
    )
    rewriter.replace_op(op, _build(rewriter, op, new, copy_attributes=False))
    return True


def convert_constant(op: arith.ConstantOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """ArithConstantPattern: a dense tensor value is re-typed to carry the encoding."""
    result_type = rewriter.converter.convert_type(op.result.type)
    value = op.value
    if isinstance(result_type, TensorType):
        if not isinstance(value, DenseIntOrFPElementsAttr):
            return False  # upstream asserts: a tensor constant is a dense elements attribute
        value = DenseIntOrFPElementsAttr(result_type, value.data)
    rewriter.replace_op(op, _build(rewriter, op, arith.ConstantOp(value, result_type)))
    return True


# -- shape ops ---------------------------------------------------------------------------------------------


def convert_expand_dims(op: ExpandDimsOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonExpandDimsPattern: the source is moved to a slice of the result's blocked layout.

    The result layout is the source's with a unit dim inserted at `axis` (one element,
    lane and warp along it) and order [0, 1, ..., rank]; a `ttg.convert_layout` takes the
    source to `#ttg.slice<{dim = axis, parent = that}>`, which expand_dims turns into it.
    """
    (src,) = operands
    encoding = encoding_of(src.type)
    if not isinstance(encoding, BlockedEncodingAttr):
        return False  # upstream casts to BlockedEncodingAttr
    axis = op.axis_index

    def inserted(values: Sequence[int]) -> list[int]:
        return [*values[:axis], 1, *values[axis:]]

    result_encoding = BlockedEncodingAttr(
        inserted(encoding.size_per_thread),
        inserted(encoding.threads_per_warp),
        inserted(encoding.warps_per_cta),
        list(range(encoding.rank + 1)),
        # A CTA layout with a new dim of size 1 at `axis`.
        [[*basis[:axis], 0, *basis[axis:]] for basis in encoding.cga_layout],
    )
    sliced = rewriter.convert_layout(src, _tensor(src.type, SliceEncodingAttr(axis, result_encoding)), op.location)
    rewriter.replace_op(op, _build(rewriter, op, ExpandDimsOp(sliced, axis)))
    return True


def convert_broadcast(op: BroadcastOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonBroadcastPattern: the result keeps the source's layout (the default one of its shape)."""
    (src,) = operands
    encoding = encoding_of(src.type)
    if encoding is None:
        return False
    result_type = _tensor(op.result.type, encoding)
    rewriter.replace_op(op, _build(rewriter, op, BroadcastOp(src, result_type)))
    return True


def convert_trans(op: TransOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonTransPattern: the result layout is inferred from the source's."""
    (src,) = operands
    if encoding_of(src.type) is None:
        return False
    rewriter.replace_op(op, _build(rewriter, op, TransOp(src, op.order_values)))
    return True


def convert_cat(op: CatOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonCatPattern: the default result layout, with enough elements per thread for both inputs.

    A thread holds the next power of two of what it holds of lhs and rhs together; the
    extra elements go to the fastest dim.
    """
    lhs, rhs = operands
    result_type = rewriter.converter.convert_type(op.result.type)
    encoding: BlockedEncodingAttr = result_type.encoding
    needed = power_of_two_ceil(total_elems_per_thread(lhs.type) + total_elems_per_thread(rhs.type))
    size_per_thread = list(encoding.size_per_thread)
    size_per_thread[encoding.order[0]] *= needed // total_elems_per_thread(result_type)
    new_encoding = BlockedEncodingAttr(
        size_per_thread, encoding.threads_per_warp, encoding.warps_per_cta, encoding.order, encoding.cga_layout
    )
    rewriter.replace_op(op, _build(rewriter, op, CatOp(lhs, rhs, _tensor(result_type, new_encoding))))
    return True


def convert_join(op: JoinOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonJoinOpPattern: the result layout is inferred (JoinOp's inferReturnTypes)."""
    lhs, rhs = operands
    encoding = encoding_of(lhs.type)
    if not isinstance(encoding, BlockedEncodingAttr):
        return False  # converted operands are blocked; upstream's other layouts need linear layouts
    result_shape = [*lhs.type.get_shape(), 2]
    result_type = _tensor(lhs.type, default_join_encoding(encoding), result_shape)
    rewriter.replace_op(op, _build(rewriter, op, JoinOp(lhs, rhs, result_type)))
    return True


def default_join_encoding(encoding: BlockedEncodingAttr) -> BlockedEncodingAttr:
    """inferDefaultJoinOpEncoding for a blocked source: each thread holds both halves.

    The new last dim has two elements per thread, one lane, one warp and one CTA, and
    comes first in the order (it is the fastest).
    """
    return BlockedEncodingAttr(
        [*encoding.size_per_thread, 2],
        [*encoding.threads_per_warp, 1],
        [*encoding.warps_per_cta, 1],
        [encoding.rank, *encoding.order],
        [[*basis, 0] for basis in encoding.cga_layout],
    )


def convert_split(op: SplitOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonSplitOpPattern: the source needs both halves of the last dim in one thread.

    Unless its blocked layout already has two elements per thread along the last dim,
    which is also the fastest, it is converted to the default layout of the result shape
    extended by such a dim.
    """
    (src,) = operands
    encoding = encoding_of(src.type)
    if not isinstance(encoding, BlockedEncodingAttr):
        return False  # upstream reads the order of a blocked layout
    rank = encoding.rank
    if encoding.size_per_thread[-1] != 2 or encoding.order[0] != rank - 1:
        half = rewriter.converter.default_encoding(op.outLHS.type.get_shape())
        split_encoding = BlockedEncodingAttr(
            [*half.size_per_thread, 2],
            [*half.threads_per_warp, 1],
            [*half.warps_per_cta, 1],
            [rank - 1, *half.order],
            [[*basis, 0] for basis in half.cga_layout],
        )
        src = rewriter.convert_layout(src, _tensor(src.type, split_encoding), op.location)
    rewriter.replace_op(op, _build(rewriter, op, SplitOp(src)))
    return True


# -- dot -----------------------------------------------------------------------------------------------------


def convert_dot(op: DotOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonDotPattern: a blocked result layout, a and b in dot_op layouts of it, c converted to it.

    The result gets 2x2 elements per thread when there are at least 4 elements per
    thread, 4x4 from 16 (bounded by the shape), row-major order.
    """
    a, b, c = operands
    if encoding_of(a.type) is None or encoding_of(b.type) is None:
        return False
    result_type: TensorType = op.d.type
    result_encoding = dot_result_encoding(result_type.get_shape(), rewriter)
    if not isinstance(encoding_of(a.type), DotOperandEncodingAttr):
        a = rewriter.convert_layout(a, _tensor(a.type, DotOperandEncodingAttr(0, result_encoding)), value_location(a))
    if not isinstance(encoding_of(b.type), DotOperandEncodingAttr):
        b = rewriter.convert_layout(b, _tensor(b.type, DotOperandEncodingAttr(1, result_encoding)), value_location(b))
    c = rewriter.convert_layout(c, _tensor(result_type, result_encoding), value_location(c))
    new = DotOp.create(
        operands=[a, b, c],
        result_types=[_tensor(result_type, result_encoding)],
        properties=dict(op.properties),
    )
    rewriter.replace_op(op, _build(rewriter, op, new))
    return True


def dot_result_encoding(shape: Sequence[int], rewriter: ConversionRewriter) -> BlockedEncodingAttr:
    converter = rewriter.converter
    rank = len(shape)
    per_thread = 1
    elements_per_thread = math.prod(shape) // (converter.num_warps * converter.threads_per_warp)
    if elements_per_thread >= 4:
        per_thread = 2
    if elements_per_thread >= 16:
        per_thread = 4
    size_per_thread = [1] * rank
    size_per_thread[rank - 1] = min(per_thread, shape[rank - 1])
    size_per_thread[rank - 2] = min(per_thread, shape[rank - 2])
    order = list(reversed(range(rank)))
    return blocked_encoding_for_num_ctas(
        shape, size_per_thread, order, converter.num_warps, converter.threads_per_warp, converter.num_ctas
    )


# -- ops with a combining region ----------------------------------------------------------------------


def convert_reduce(op: ReduceOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonReducePattern: results inferred (slices of the operand layout), same combiner.

    Upstream clones the combiner region and erases the old one; moving it is the same.
    """
    (combiner,) = rewriter.take_regions(op)
    new = ReduceOp(operands, op.axis_index, combiner)
    rewriter.replace_op(op, _build(rewriter, op, new))
    return True


def convert_scan(op: ScanOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonScanPattern: results inferred (the operand layout), same combiner."""
    (combiner,) = rewriter.take_regions(op)
    new = ScanOp(operands, op.axis_index, op.is_reverse, combiner)
    rewriter.replace_op(op, _build(rewriter, op, new))
    return True


def convert_map_elementwise(op: MapElementwiseOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonMapElementwisePattern: converted result types, same scalar region."""
    (body,) = rewriter.take_regions(op)
    new = MapElementwiseOp(operands, _converted_result_types(op, rewriter), op.pack_size, body)
    rewriter.replace_op(op, _build(rewriter, op, new))
    return True


# -- TMA gather / scatter -----------------------------------------------------------------------------------


def convert_gather_scatter(op: Operation, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """GatherScatterOpPattern: the row offsets go to a layout where each thread holds 4 of them.

    gather4/scatter4 read four consecutive offsets per thread: a slice along dim 0 of
    a [1, 4]-per-thread blocked layout, lanes along dim 0 and warps along dim 1.
    """
    x_offsets_index = 1
    offsets = operands[x_offsets_index]
    offsets_type = gather_offsets_type(offsets.type, op)
    if offsets_type is None:
        return False
    operands = list(operands)
    operands[x_offsets_index] = rewriter.convert_layout(offsets, offsets_type, op.location)
    new = type(op).create(
        operands=operands,
        result_types=_converted_result_types(op, rewriter),
        properties=dict(op.properties),
        attributes=dict(op.attributes),
    )
    rewriter.replace_op(op, _build(rewriter, op, new, copy_attributes=False))
    return True


def gather_offsets_type(offsets_type: TensorType, op: Operation) -> TensorType | None:
    """getNewIndicesType: None when the offsets already have that layout.

    The layout is for one CTA (a default CTA layout) whatever `num-ctas` is, as in
    upstream, whose verifier then rejects it when there are several CTAs.
    """
    parent = BlockedEncodingAttr([1, 4], [threads_per_warp_of(op), 1], [1, num_warps_of(op)], [1, 0])
    encoding = SliceEncodingAttr(0, parent)
    if encoding_of(offsets_type) == encoding:
        return None
    return _tensor(offsets_type, encoding)


# -- functions and calls ------------------------------------------------------------------------------------


def convert_func(op: FuncOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """TritonFuncOpPattern, for a function with tensors in its signature.

    Upstream keeps the function type as it is and applies an entry-block signature
    conversion that maps none of the arguments, so every argument is dropped: a used one
    fails the conversion, and an unused one leaves a body that no longer matches the
    signature. The new op is built from the name and type only (plus discardable
    attributes), as upstream's builder does.
    """
    (body,) = rewriter.take_regions(op)
    new = FuncOp(op.sym_name.data, op.function_type, body)
    _build(rewriter, op, new)
    if body.blocks.first is not None:
        rewriter.drop_block_arguments(body.blocks.first)
    rewriter.replace_op(op, new)
    return True


# -- scf ---------------------------------------------------------------------------------------------------


def convert_scf_for(op: scf.ForOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """SCFForPattern: same loop on the converted init values; body arguments and results converted."""
    return _convert_region_op(op, operands, rewriter)


def convert_scf_if(op: scf.IfOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """SCFIfPattern: converted result types; the regions move over unchanged."""
    return _convert_region_op(op, operands, rewriter, convert_block_arguments=False)


def _convert_region_op(
    op: Operation, operands: list[SSAValue], rewriter: ConversionRewriter, convert_block_arguments: bool = True
) -> bool:
    """cloneWithoutRegions + inlineRegionBefore + (convertRegionTypes) + new operands and result types."""
    regions = rewriter.take_regions(op)
    if convert_block_arguments:
        for region in regions:
            rewriter.convert_region_types(region)
    new = type(op).create(
        operands=operands,
        result_types=_converted_result_types(op, rewriter),
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        regions=regions,
    )
    rewriter.replace_op(op, _build(rewriter, op, new, copy_attributes=False))
    return True


def convert_scf_while(op: scf.WhileOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """SCFWhilePattern: a new while (no attributes) on converted types; both regions' arguments converted."""
    before, after = rewriter.take_regions(op)
    for region in (before, after):
        rewriter.convert_region_types(region)
    new = scf.WhileOp(operands, _converted_result_types(op, rewriter), before, after)
    rewriter.replace_op(op, _build(rewriter, op, new, copy_attributes=False))
    return True


def convert_scf_condition(op: scf.ConditionOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """SCFConditionPattern: the operands are updated in place."""
    rewriter.update_operands(op, operands)
    return True


# -- cf ----------------------------------------------------------------------------------------------------


def convert_cf_br(op: cf.BranchOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """CFBranchPattern: a new branch (no attributes); the blocks of the region get converted arguments."""
    new = cf.BranchOp(op.dest, *operands)
    rewriter.replace_op(op, _build(rewriter, op, new, copy_attributes=False))
    rewriter.convert_region_types(new.dest.parent)
    return True


def convert_cf_cond_br(op: cf.ConditionalBranchOp, operands: list[SSAValue], rewriter: ConversionRewriter) -> bool:
    """CFCondBranchPattern: a new conditional branch (discardable attributes only)."""
    condition, rest = operands[0], operands[1:]
    true_count = len(op.trueDestOperands)
    new = cf.ConditionalBranchOp(condition, op.trueDest, rest[:true_count], op.falseDest, rest[true_count:])
    rewriter.replace_op(op, _build(rewriter, op, new))
    rewriter.convert_region_types(new.trueDest.parent)
    rewriter.convert_region_types(new.falseDest.parent)
    return True


# -- the pattern table -------------------------------------------------------------------------------------


def _names(text: str) -> tuple[str, ...]:
    return tuple(text.split())


# GenericOpPattern in populateArithPatternsAndLegality (arith.negf, arith.bitcast and
# arith.index_cast are not in the list), populateMathPatternsAndLegality and
# populateTritonPatterns.
_GENERIC_ARITH = _names(
    "addi subi muli divui divsi ceildivui ceildivsi floordivsi remui remsi andi ori xori shli shrui shrsi "
    "addf subf maximumf maxnumf maxsi maxui minimumf minnumf minsi minui mulf divf remf cmpi cmpf select "
    "trunci truncf extui extsi extf sitofp fptosi fptoui uitofp"
)
_GENERIC_MATH = _names("exp exp2 floor ceil cos sin log log2 erf absf absi sqrt rsqrt fma")
_GENERIC_TRITON = _names(
    "advance make_tensor_ptr reshape bitcast fp_to_fp int_to_ptr ptr_to_int splat unsplat addptr clampf "
    "precise_sqrt precise_divf mulhiui elementwise_inline_asm reduce.return scan.return make_range load store "
    "histogram gather extern_elementwise print assert atomic_cas atomic_rmw descriptor_load descriptor_store "
    "descriptor_reduce dot_scaled call return"
)

PATTERNS: dict[str, Pattern] = {
    **{f"arith.{name}": convert_generic for name in _GENERIC_ARITH},
    "arith.constant": convert_constant,
    **{f"math.{name}": convert_generic for name in _GENERIC_MATH},
    **{f"tt.{name}": convert_generic for name in _GENERIC_TRITON},
    "tt.broadcast": convert_broadcast,
    "tt.cat": convert_cat,
    "tt.join": convert_join,
    "tt.split": convert_split,
    "tt.reduce": convert_reduce,
    "tt.scan": convert_scan,
    "tt.map_elementwise": convert_map_elementwise,
    "tt.expand_dims": convert_expand_dims,
    "tt.trans": convert_trans,
    "tt.dot": convert_dot,
    "tt.descriptor_gather": convert_gather_scatter,
    "tt.descriptor_scatter": convert_gather_scatter,
    "tt.func": convert_func,
    "scf.yield": convert_generic,
    "scf.for": convert_scf_for,
    "scf.if": convert_scf_if,
    "scf.while": convert_scf_while,
    "scf.condition": convert_scf_condition,
    "cf.br": convert_cf_br,
    "cf.cond_br": convert_cf_cond_br,
    "ub.poison": convert_generic,
}
