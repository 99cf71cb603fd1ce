"""tt.histogram, tt.gather, tt.print and tt.assert."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import BoolAttr, DenseArrayBase, IntegerAttr, StringAttr, TensorType, i1, i32
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    SameVariadicOperandSize,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import (
    BOOL_ATTR,
    DENSE_I32_ARRAY_ATTR,
    I32_ATTR,
    STR_ATTR,
    UNIT_ATTR,
    encoding_of,
    with_element_type,
)
from ttopt.dialects.tt.base import TTOp
from ttopt.dialects.tt.effects import WRITE, GlobalMemoryEffects
from ttopt.dialects.tt.formats import matched_types
from ttopt.dialects.tt.layout_patterns import layout_patterns_rooted_on
from ttopt.dialects.tt.traits import TypesMatchWith
from ttopt.dialects.tt.type_constraints import I1_LIKE, TT_BOOL_LIKE, TT_INT_TENSOR, TT_TENSOR, TT_TYPE
from ttopt.dialects.tt.types import i1_same_shape
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition


@assembly_format("$src (`,` $mask^)? attr-dict `:` type($src) `->` type($result)", infer=matched_types)
@irdl_op_definition
class HistogramOp(TTOp):
    """Count the values of `src` in bins 0, 1, ..., one per result element."""

    name = "tt.histogram"
    src = operand_def(TT_INT_TENSOR)
    mask = opt_operand_def(TT_BOOL_LIKE)
    result = result_def(TT_INT_TENSOR)
    traits = traits_def(Pure(), TypesMatchWith("mask type matches src type", "src", "mask", i1_same_shape))

    def __init__(self, src: SSAValue, result_type: TensorType, mask: SSAValue | None = None):
        super().__init__(operands=[src, [mask] if mask is not None else []], result_types=[result_type])

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        """Those the layout dialect registers on it (upstream gives it none of its own)."""
        return layout_patterns_rooted_on(cls)


@assembly_format("$src `[` $indices `]` attr-dict `:` functional-type(operands, results)")
@irdl_op_definition
class GatherOp(TTOp):
    """result[i...] = src[i... with dimension `axis` replaced by indices[i...]]."""

    name = "tt.gather"
    src = operand_def(TT_TENSOR)
    indices = operand_def(TT_INT_TENSOR)
    axis = prop_def(I32_ATTR)
    efficient_layout = opt_prop_def(UNIT_ATTR)
    result = result_def(TT_TENSOR)
    traits = traits_def(Pure())

    def __init__(self, src: SSAValue, indices: SSAValue, axis: int):
        super().__init__(
            operands=[src, indices],
            result_types=[with_element_type(indices.type, src.type.element_type)],
            properties={"axis": IntegerAttr(axis, i32)},
        )

    @property
    def axis_index(self) -> int:
        return self.axis.value.data

    def verify_op(self) -> None:
        source, indices, result = self.src.type, self.indices.type, self.result.type
        if indices.get_shape() != result.get_shape():
            raise VerifyException("indices and output shapes must match")
        if encoding_of(indices) != encoding_of(result):
            raise VerifyException("indices and output encodings must match")
        if source.element_type != result.element_type:
            raise VerifyException("input and output element types must match")
        if len(source.get_shape()) != len(indices.get_shape()):
            raise VerifyException("input and indices ranks must match")
        # The axis is compared as unsigned, so a negative one is out of range too.
        rank = len(source.get_shape())
        if not 0 <= self.axis_index < rank:
            raise VerifyException("gather dimension must be less than the input rank")
        for dim in range(rank):
            if dim != self.axis_index and indices.get_shape()[dim] != source.get_shape()[dim]:
                raise VerifyException(f"indices dimension {dim} must match the corresponding input dimension")

    def infer_result_types(self) -> list[Attribute]:
        return [with_element_type(self.indices.type, self.src.type.element_type)]

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        """Those the layout dialect registers on it (upstream gives it none of its own)."""
        return layout_patterns_rooted_on(cls)


@assembly_format("$prefix attr-dict (`:` $args^ `:` type($args))?")
@irdl_op_definition
class PrintOp(TTOp):
    """Device-side print of `prefix` and `args` (`isSigned` per argument, `hex` for all)."""

    name = "tt.print"
    prefix = prop_def(STR_ATTR)
    hex = prop_def(BOOL_ATTR)
    args = var_operand_def(TT_TYPE)
    isSigned = prop_def(DENSE_I32_ARRAY_ATTR)
    traits = traits_def(GlobalMemoryEffects(WRITE))
    irdl_options = (SameVariadicOperandSize(),)

    def __init__(self, prefix: str, args: Sequence[SSAValue], hex: bool = False, is_signed: Sequence[bool] = ()):
        super().__init__(
            operands=[list(args)],
            properties={
                "prefix": StringAttr(prefix),
                "hex": BoolAttr(hex, i1),
                "isSigned": DenseArrayBase.from_list(i32, [int(s) for s in is_signed]),
            },
        )


@assembly_format("$condition `,` $message attr-dict `:` type($condition)")
@irdl_op_definition
class AssertOp(TTOp):
    """Device-side assert: abort with `message` where `condition` is false."""

    name = "tt.assert"
    condition = operand_def(I1_LIKE)
    message = prop_def(STR_ATTR)
    traits = traits_def(GlobalMemoryEffects(WRITE))

    def __init__(self, condition: SSAValue, message: str):
        super().__init__(operands=[condition], properties={"message": StringAttr(message)})
