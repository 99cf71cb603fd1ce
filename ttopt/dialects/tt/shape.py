"""Shape ops: tt.splat, tt.unsplat, tt.broadcast, tt.expand_dims, tt.reshape, tt.trans, tt.cat, tt.join, tt.split."""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    TensorType,
    UnitAttr,
    i32,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import operand_def, opt_prop_def, prop_def, result_def, traits_def
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import NoMemoryEffect, Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import DENSE_I32_ARRAY_ATTR, I32_ATTR, UNIT_ATTR, encoding_of
from ttopt.dialects.folding import DrrPattern, build, is_splat, scalar_element, splat_attr, splat_element
from ttopt.dialects.tt.base import InferenceError, TTOp, emit_error
from ttopt.dialects.tt.formats import matched_types
from ttopt.dialects.tt.layout_patterns import layout_patterns_rooted_on
from ttopt.dialects.tt.layouts import infer_layout_interface
from ttopt.dialects.tt.traits import (
    SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
    SAME_OPERANDS_AND_RESULT_ENCODING,
    SAME_TYPE_OPERANDS,
    OdsTrait,
    TypesMatchWith,
)
from ttopt.dialects.tt.type_constraints import TT_TENSOR, TT_TYPE
from ttopt.ir.assembly_format import FormatState, assembly_format
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.support.class_tests import is_subclass

_CONVERSION_FORMAT = "$src attr-dict `:` type($src) `->` type($result)"


def _tensor(shape: Sequence[int], element: Attribute, encoding: Attribute | None) -> TensorType:
    return TensorType(element, shape, encoding) if encoding is not None else TensorType(element, shape)


def equal_up_to_layout(inferred: Sequence[Attribute], actual: Sequence[Attribute]) -> bool:
    """InferTypeOpWithLayoutEquivalence: tensor types may differ in equivalent encodings."""
    return len(inferred) == len(actual) and all(_same_up_to_layout(a, b) for a, b in zip(inferred, actual))


def _same_up_to_layout(a: Attribute, b: Attribute) -> bool:
    if a == b:
        return True
    if not isinstance(a, TensorType) or not isinstance(b, TensorType):
        return False
    if a.get_shape() != b.get_shape() or a.element_type != b.element_type:
        return False
    encoding_a, encoding_b = encoding_of(a), encoding_of(b)
    if encoding_a is None or encoding_b is None:
        return False
    return infer_layout_interface(encoding_a).layouts_are_equivalent(a.get_shape(), encoding_a, encoding_b)


# -- splat / unsplat / broadcast ------------------------------------------------------------------


# The scalar constants a splat folds (asked by class: isinstance against xDSL's ABCs runs Python).
_SCALAR_CONSTANTS = (IntegerAttr, FloatAttr)


@assembly_format(_CONVERSION_FORMAT)
@irdl_op_definition
class SplatOp(TTOp):
    """A tensor whose elements are all `src`."""

    name = "tt.splat"
    src = operand_def(TT_TYPE)
    result = result_def(TT_TENSOR)
    traits = traits_def(Pure(), SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, SAME_OPERANDS_AND_RESULT_ENCODING)

    def __init__(self, src: SSAValue, result_type: TensorType):
        super().__init__(operands=[src], result_types=[result_type])

    def fold(self, operands: list[Attribute | None]) -> list[Attribute] | None:
        """A scalar constant becomes a splat constant."""
        value = operands[0]
        if not is_subclass(type(value), _SCALAR_CONSTANTS):
            return None
        return [splat_attr(self.result.type, scalar_element(value))]


def _unsplat_result(state: FormatState) -> None:
    state.types["result"] = [state.type_of("src").element_type]


@assembly_format("$src attr-dict `:` type($src)", infer=_unsplat_result)
@irdl_op_definition
class UnsplatOp(TTOp):
    """The single element of a one-element tensor."""

    name = "tt.unsplat"
    src = operand_def(TT_TENSOR)
    result = result_def(TT_TYPE)
    traits = traits_def(Pure())

    def __init__(self, src: SSAValue):
        super().__init__(operands=[src], result_types=[src.type.element_type])

    def verify_op(self) -> None:
        if math.prod(self.src.type.get_shape()) != 1:
            raise emit_error(self, "source tensor must have exactly one element")

    def infer_result_types(self) -> list[Attribute]:
        return [self.src.type.element_type]


@assembly_format(_CONVERSION_FORMAT)
@irdl_op_definition
class BroadcastOp(TTOp):
    """Stretch size-1 dimensions, e.g. tensor<1x32xf32> -> tensor<8x32xf32>."""

    name = "tt.broadcast"
    src = operand_def(TT_TENSOR)
    result = result_def(TT_TENSOR)
    traits = traits_def(Pure(), SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, SAME_OPERANDS_AND_RESULT_ENCODING)

    def __init__(self, src: SSAValue, result_type: TensorType):
        super().__init__(operands=[src], result_types=[result_type])

    def verify_op(self) -> None:
        source, result = self.src.type.get_shape(), self.result.type.get_shape()
        if len(source) != len(result):
            raise emit_error(self, "rank of source must be same as rank of result")
        for index, (from_, to) in enumerate(zip(source, result)):
            if from_ != 1 and from_ != to:
                raise emit_error(
                    self,
                    f"Different dimensions at index {index} between source and result.  "
                    "Broadcast requires the source dimension to be 1.",
                )

    def fold(self, operands: list[Attribute | None]) -> list[Attribute | SSAValue] | None:
        if self.src.type == self.result.type:
            return [self.src]
        if is_splat(operands[0]):
            return [splat_attr(self.result.type, splat_element(operands[0]))]
        return None

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (BroadcastSplatPattern(), BroadcastBroadcastPattern())


# -- expand_dims / reshape / trans -------------------------------------------------------------------


@assembly_format(_CONVERSION_FORMAT)
@irdl_op_definition
class ExpandDimsOp(TTOp):
    """Insert a size-1 dimension at `axis`."""

    name = "tt.expand_dims"
    src = operand_def(TT_TENSOR)
    axis = prop_def(I32_ATTR)
    result = result_def(TT_TENSOR)
    traits = traits_def(Pure(), SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)

    def __init__(self, src: SSAValue, axis: int):
        super().__init__(
            operands=[src],
            result_types=[_expand_dims_result(src.type, axis)],
            properties={"axis": IntegerAttr(axis, i32)},
        )

    @property
    def axis_index(self) -> int:
        return self.axis.value.data

    def infer_result_types(self) -> list[Attribute]:
        return [_expand_dims_result(self.src.type, self.axis_index)]

    def fold(self, operands: list[Attribute | None]) -> list[Attribute] | None:
        return _fold_view_like(operands[0], self.result.type)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (ExpandDimsCanonicalizer(),)


def _expand_dims_result(source: TensorType, axis: int) -> TensorType:
    shape = list(source.get_shape())
    shape.insert(axis, 1)
    encoding = encoding_of(source)
    if encoding is not None:
        try:
            encoding = infer_layout_interface(encoding).infer_expand_dims_op_encoding(encoding, axis)
        except InferenceError as failure:
            raise failure.followed_by("failed to infer layout for ExpandDimsOp") from None
    return _tensor(shape, source.element_type, encoding)


@assembly_format(
    "$src (`allow_reorder` $allow_reorder^)? (`efficient_layout` $efficient_layout^)? attr-dict `:` "
    "type($src) `->` type($result)",
    unit_attrs=("allow_reorder", "efficient_layout"),
)
@irdl_op_definition
class ReshapeOp(TTOp):
    """Reinterpret a tensor with another shape; `allow_reorder` lets the compiler permute elements."""

    name = "tt.reshape"
    src = operand_def(TT_TENSOR)
    allow_reorder = opt_prop_def(UNIT_ATTR)
    efficient_layout = opt_prop_def(UNIT_ATTR)
    result = result_def(TT_TENSOR)
    traits = traits_def(Pure(), SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)

    def __init__(self, src: SSAValue, result_type: TensorType, allow_reorder: bool = False, efficient_layout: bool = False):
        properties: dict[str, Attribute] = {}
        if allow_reorder:
            properties["allow_reorder"] = UnitAttr()
        if efficient_layout:
            properties["efficient_layout"] = UnitAttr()
        super().__init__(operands=[src], result_types=[result_type], properties=properties)

    def verify_op(self) -> None:
        source, result = self.src.type, self.result.type
        if math.prod(source.get_shape()) != math.prod(result.get_shape()):
            raise emit_error(self, "number of src and dst elements of reshape must be the same")
        source_encoding, result_encoding = encoding_of(source), encoding_of(result)
        if (source_encoding is None) != (result_encoding is None):
            raise emit_error(self, "Op requires that either (a) src and dst both have encodings, or (b) neither does.")
        if source_encoding is None:
            return
        # A reshape that may reorder elements may have any result layout (upstream
        # ReshapeOp::verify returns early for allow_reorder).
        if self.allow_reorder is not None:
            return
        layouts = infer_layout_interface(source_encoding)
        # The layout interface reports at the op with emitError: no `'tt.reshape' op` prefix.
        try:
            inferred = layouts.infer_reshape_op_encoding(
                source.get_shape(), source_encoding, result.get_shape(), result_encoding, self.allow_reorder is not None
            )
            layouts.verify_layouts_are_equal(result.get_shape(), inferred, result_encoding)
        except InferenceError as failure:
            raise emit_error(self, failure.message) from None

    def fold(self, operands: list[Attribute | None]) -> list[Attribute | SSAValue] | None:
        if self.src.type == self.result.type and self.allow_reorder is None:
            return [self.src]
        return _fold_view_like(operands[0], self.result.type)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        """Its own pattern, then those the layout dialect registers on it."""
        return (ReshapeCanonicalizer(), *layout_patterns_rooted_on(cls))


class _TransposeOrder(OdsTrait):
    """TransposeOpInterface's verifier: `order` permutes the source's dimensions."""

    def verify(self, op: TransOp) -> None:
        order = op.order_values
        if len(order) != len(op.src.type.get_shape()):
            raise emit_error(op, "order must have the same size as the rank of the operand and result")
        if sorted(order) != list(range(len(order))):
            raise emit_error(op, "order must be a permutation of [0, ..., rank - 1]")


@assembly_format(_CONVERSION_FORMAT)
@irdl_op_definition
class TransOp(TTOp):
    """Permute dimensions: result dimension i is source dimension order[i]."""

    name = "tt.trans"
    src = operand_def(TT_TENSOR)
    order = prop_def(DENSE_I32_ARRAY_ATTR)
    result = result_def(TT_TENSOR)
    traits = traits_def(Pure(), _TransposeOrder(), SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)

    def __init__(self, src: SSAValue, order: Sequence[int]):
        super().__init__(
            operands=[src],
            result_types=[_trans_result(src.type, order)],
            properties={"order": DenseArrayBase.from_list(i32, list(order))},
        )

    @property
    def order_values(self) -> tuple[int, ...]:
        return self.order.get_values()

    def verify_op(self) -> None:
        if _permuted(self.src.type.get_shape(), self.order_values) != list(self.result.type.get_shape()):
            raise emit_error(self, "result shape must match the permutation of the source shape")

    def infer_result_types(self) -> list[Attribute]:
        return [_trans_result(self.src.type, self.order_values)]

    def compatible_result_types(self, inferred: Sequence[Attribute], actual: Sequence[Attribute]) -> bool:
        return equal_up_to_layout(inferred, actual)

    def fold(self, operands: list[Attribute | None]) -> list[Attribute | SSAValue] | None:
        """Identity order -> src; trans(trans(x)) -> one trans (in place); splat -> constant."""
        order = self.order_values
        if list(order) == list(range(len(order))) and self.src.type == self.result.type:
            return [self.src]
        inner = self.src.owner
        if isinstance(inner, TransOp):
            inner_order = inner.order_values
            self.order = DenseArrayBase.from_list(i32, [inner_order[i] for i in order])
            self.operands[0] = inner.src
            return [self.result]
        if is_splat(operands[0]):
            return [DenseIntOrFPElementsAttr(self.result.type, operands[0].data)]
        return None

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        """Those the layout dialect registers on it (upstream gives it none of its own)."""
        return layout_patterns_rooted_on(cls)


def _permuted(shape: Sequence[int], order: Sequence[int]) -> list[int]:
    return [shape[index] for index in order]


def _trans_result(source: TensorType, order: Sequence[int]) -> TensorType:
    encoding = encoding_of(source)
    if encoding is not None:
        encoding = infer_layout_interface(encoding).infer_trans_op_encoding(encoding, source.get_shape(), order)
    return _tensor(_permuted(source.get_shape(), order), source.element_type, encoding)


# -- cat / join / split ------------------------------------------------------------------------------


def _rhs_like_lhs(state: FormatState) -> None:
    """SameTypeOperands: the format spells the lhs type only."""
    state.types["rhs"] = state.types["lhs"]


_PAIR_FORMAT = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"


@assembly_format(_PAIR_FORMAT, infer=_rhs_like_lhs)
@irdl_op_definition
class CatOp(TTOp):
    """Concatenate two tensors (the order of elements may change)."""

    name = "tt.cat"
    lhs = operand_def(TT_TENSOR)
    rhs = operand_def(TT_TENSOR)
    result = result_def(TT_TENSOR)
    traits = traits_def(NoMemoryEffect(), SAME_TYPE_OPERANDS, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)

    def __init__(self, lhs: SSAValue, rhs: SSAValue, result_type: TensorType):
        super().__init__(operands=[lhs, rhs], result_types=[result_type])


@assembly_format(_PAIR_FORMAT, infer=_rhs_like_lhs)
@irdl_op_definition
class JoinOp(TTOp):
    """Stack two tensors along a new minor dimension of size 2."""

    name = "tt.join"
    lhs = operand_def(TT_TENSOR)
    rhs = operand_def(TT_TENSOR)
    result = result_def(TT_TENSOR)
    traits = traits_def(Pure(), SAME_TYPE_OPERANDS)

    def __init__(self, lhs: SSAValue, rhs: SSAValue, result_type: TensorType | None = None):
        if result_type is None:
            result_type = _tensor([*lhs.type.get_shape(), 2], lhs.type.element_type, None)
        super().__init__(operands=[lhs, rhs], result_types=[result_type])

    def verify_op(self) -> None:
        source, result = self.lhs.type, self.result.type
        shape = [*source.get_shape(), 2]
        if list(result.get_shape()) != shape:
            raise VerifyException(
                f"result shape must be ({', '.join(map(str, shape))}), but got "
                f"{', '.join(map(str, result.get_shape()))}"
            )
        if result.element_type != source.element_type:
            raise VerifyException("result element type must match the input element type")
        result_encoding, source_encoding = encoding_of(result), encoding_of(source)
        if result_encoding is None:
            if source_encoding is not None:
                raise VerifyException("result encoding must be specified")
            return
        layouts = infer_layout_interface(result_encoding)
        try:
            expected = layouts.infer_split_op_encoding(result_encoding, shape)
        except InferenceError as failure:  # emitted by the layout interface, without a prefix
            raise emit_error(self, failure.message) from None
        if not layouts.layouts_are_equivalent(source.get_shape(), expected, source_encoding):
            raise VerifyException("incompatible join layout")


@assembly_format("$src attr-dict `:` type($src) `->` type($outLHS)", infer=matched_types)
@irdl_op_definition
class SplitOp(TTOp):
    """Split a tensor whose last dimension is 2 into its two halves."""

    name = "tt.split"
    src = operand_def(TT_TENSOR)
    outLHS = result_def(TT_TENSOR)
    outRHS = result_def(TT_TENSOR)
    traits = traits_def(Pure(), TypesMatchWith("outLHS and outRHS types match", "outLHS", "outRHS"))

    def __init__(self, src: SSAValue):
        result_type = _split_result(src.type)
        super().__init__(operands=[src], result_types=[result_type, result_type])

    def asm_result_names(self):
        return [(self.outLHS, "outLHS"), (self.outRHS, "outRHS")]

    def infer_result_types(self) -> list[Attribute]:
        return [_split_result(self.src.type)] * 2

    def compatible_result_types(self, inferred: Sequence[Attribute], actual: Sequence[Attribute]) -> bool:
        return equal_up_to_layout(inferred, actual)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        """Those the layout dialect registers on it (upstream gives it none of its own)."""
        return layout_patterns_rooted_on(cls)


def _split_result(source: TensorType) -> TensorType:
    shape = source.get_shape()
    if not shape or shape[-1] != 2:
        raise InferenceError("last dimension of input tensor must be 2")
    encoding = encoding_of(source)
    if encoding is not None:
        encoding = infer_layout_interface(encoding).infer_split_op_encoding(encoding, shape)
    return _tensor(shape[:-1], source.element_type, encoding)


# == what the folders share, and the canonicalization patterns (lib/Dialect/Triton/IR/Ops.cpp, Canonicalize.td) ==


def _fold_view_like(value: Attribute | None, result_type: TensorType) -> list[Attribute] | None:
    """foldViewLikeOp: a constant source, resized (splat) or reshaped (dense)."""
    if not isinstance(value, DenseIntOrFPElementsAttr):
        return None
    if is_splat(value):
        return [splat_attr(result_type, splat_element(value))]
    return [DenseIntOrFPElementsAttr(result_type, value.data)]


class BroadcastSplatPattern(DrrPattern):
    """broadcast(splat(x)) -> splat(x)"""

    benefit = 2

    def match_and_rewrite(self, op, rewriter):
        splat = op.src.owner
        if not isinstance(op, BroadcastOp) or not isinstance(splat, SplatOp):
            return
        new = build(rewriter, SplatOp(splat.src, op.result.type), self.location([op, splat]))
        rewriter.replace_op_with_values(op, [new.result])


class BroadcastBroadcastPattern(DrrPattern):
    """broadcast(broadcast(x)) -> broadcast(x)"""

    benefit = 2

    def match_and_rewrite(self, op, rewriter):
        inner = op.src.owner
        if not isinstance(op, BroadcastOp) or not isinstance(inner, BroadcastOp):
            return
        new = build(rewriter, BroadcastOp(inner.src, op.result.type), self.location([op, inner]))
        rewriter.replace_op_with_values(op, [new.result])


class ExpandDimsCanonicalizer(RewritePattern):
    """ExpandDimsOp::canonicalize: expand_dims(splat(x)) -> splat(x);
    expand_dims(broadcast(x)) -> broadcast(expand_dims(x))."""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ExpandDimsOp):
            return
        source = op.src.owner
        if isinstance(source, SplatOp):
            new = build(rewriter, SplatOp(source.src, op.result.type), op.location)
            rewriter.replace_op_with_values(op, [new.result])
        elif isinstance(source, BroadcastOp):
            expanded = build(rewriter, ExpandDimsOp(source.src, op.axis_index), op.location)
            broadcast = build(rewriter, BroadcastOp(expanded.result, op.result.type), source.location)
            rewriter.replace_op_with_values(op, [broadcast.result])


class ReshapeCanonicalizer(RewritePattern):
    """ReshapeOp::canonicalize (not for efficient_layout): reshape(reshape(x)) -> reshape(x)
    (allow_reorder if either allowed it); reshape(splat(x)) -> splat(x)."""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ReshapeOp) or op.efficient_layout is not None:
            return
        source = op.src.owner
        if isinstance(source, ReshapeOp):
            allow_reorder = op.allow_reorder is not None or source.allow_reorder is not None
            new = build(rewriter, ReshapeOp(source.src, op.result.type, allow_reorder), op.location)
        elif isinstance(source, SplatOp):
            new = build(rewriter, SplatOp(source.src, op.result.type), op.location)
        else:
            return
        rewriter.replace_op_with_values(op, [new.result])
