"""Tensor descriptors (TMA): tt.make_tensor_descriptor and the tt.descriptor_* ops."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    SameVariadicOperandSize,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import I32, I64, type_text
from ttopt.dialects.tt.base import TTOp
from ttopt.dialects.tt.effects import READ, READ_WRITE, GlobalMemoryEffects
from ttopt.dialects.tt.enums import CACHE_MODIFIER, DESCRIPTOR_REDUCE_KIND, EVICTION_POLICY, PADDING_OPTION
from ttopt.dialects.tt.type_constraints import I32_TENSOR, TT_PTR, TT_TENSOR, TT_TENSOR_DESC
from ttopt.dialects.tt.types import PointerType, TensorDescType, element_bit_width
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition


@assembly_format(
    "$base `,` `[` $shape `]` `,` `[` $strides `]` attr-dict `:` type($base) `,` type($result)",
    stripped_types={"base": PointerType, "result": TensorDescType},
)
@irdl_op_definition
class MakeTensorDescOp(TTOp):
    """A descriptor of the tensor at `base` with `shape` and `strides`, loaded in blocks of the result's type."""

    name = "tt.make_tensor_descriptor"
    base = operand_def(TT_PTR)
    shape = var_operand_def(I32)
    strides = var_operand_def(I64)
    padding = prop_def(PADDING_OPTION.constraint, default_value=PADDING_OPTION.attr("zero"))
    result = result_def(TT_TENSOR_DESC)
    traits = traits_def(Pure())
    irdl_options = (SameVariadicOperandSize(),)

    def __init__(
        self, base: SSAValue, shape: Sequence[SSAValue], strides: Sequence[SSAValue], block_type: TensorType,
        padding: str = "zero",
    ):
        super().__init__(
            operands=[base, list(shape), list(strides)],
            result_types=[TensorDescType(block_type)],
            properties={"padding": PADDING_OPTION.attr(padding)},
        )


def _verify_block_matches(desc: TensorDescType, tensor: TensorType) -> None:
    """A descriptor load/store moves whole blocks; a load may drop leading unit dimensions."""
    block = desc.signless_block_type
    block_shape, tensor_shape = list(block.get_shape()), list(tensor.get_shape())
    extra = len(block_shape) - len(tensor_shape)
    if extra > 0:
        if any(dim != 1 for dim in block_shape[:extra]):
            raise VerifyException("ranked reduce load only allowed for unit dimension leading dim.")
        block_shape = block_shape[extra:]
    if block_shape != tensor_shape or block.element_type != tensor.element_type:
        raise VerifyException("tensor descriptor block and tensor types must match")


@assembly_format(
    "$desc `[` $indices `]` oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` "
    "qualified(type($desc)) `->` type($result)",
    styles={"cache": CACHE_MODIFIER.style, "evict": EVICTION_POLICY.style},
)
@irdl_op_definition
class DescriptorLoadOp(TTOp):
    """Load the block at `indices`."""

    name = "tt.descriptor_load"
    desc = operand_def(TT_TENSOR_DESC)
    indices = var_operand_def(I32)
    cache = prop_def(CACHE_MODIFIER.constraint, default_value=CACHE_MODIFIER.attr("none"))
    evict = prop_def(EVICTION_POLICY.constraint, default_value=EVICTION_POLICY.attr("evict_normal"))
    result = result_def(TT_TENSOR)
    traits = traits_def(GlobalMemoryEffects(READ, "desc"))

    def __init__(self, desc: SSAValue, indices: Sequence[SSAValue], result_type: TensorType | None = None):
        super().__init__(
            operands=[desc, list(indices)],
            result_types=[result_type if result_type is not None else desc.type.block_type],
        )

    def verify_op(self) -> None:
        _verify_block_matches(self.desc.type, self.result.type)


_STORE_FORMAT = "$desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)"


@assembly_format(_STORE_FORMAT)
@irdl_op_definition
class DescriptorStoreOp(TTOp):
    """Store `src` as the block at `indices`."""

    name = "tt.descriptor_store"
    desc = operand_def(TT_TENSOR_DESC)
    src = operand_def(TT_TENSOR)
    indices = var_operand_def(I32)
    traits = traits_def(GlobalMemoryEffects(READ_WRITE, "desc"))

    def __init__(self, desc: SSAValue, indices: Sequence[SSAValue], src: SSAValue):
        super().__init__(operands=[desc, src, list(indices)])

    def verify_op(self) -> None:
        _verify_block_matches(self.desc.type, self.src.type)


@assembly_format(f"$kind `,` {_STORE_FORMAT}", styles={"kind": DESCRIPTOR_REDUCE_KIND.style})
@irdl_op_definition
class DescriptorReduceOp(TTOp):
    """Combine `src` into the block at `indices` with `kind` (3.6 checks no types)."""

    name = "tt.descriptor_reduce"
    kind = prop_def(DESCRIPTOR_REDUCE_KIND.constraint)
    desc = operand_def(TT_TENSOR_DESC)
    src = operand_def(TT_TENSOR)
    indices = var_operand_def(I32)
    traits = traits_def(GlobalMemoryEffects(READ_WRITE, "desc"))

    def __init__(self, kind: str, desc: SSAValue, indices: Sequence[SSAValue], src: SSAValue):
        super().__init__(operands=[desc, src, list(indices)], properties={"kind": DESCRIPTOR_REDUCE_KIND.attr(kind)})


_MIN_GATHER_ROWS = 8


def _verify_gather_shapes(desc: TensorDescType, tensor: Attribute, x_offsets: Attribute) -> None:
    """TMA gather/scatter: rows of a 1-row block, picked by 1-D offsets, in swizzle-sized tiles."""
    block = desc.signless_block_type
    block_shape = block.get_shape()
    if len(block_shape) != 2:
        raise VerifyException(f"block must be a 2D tensor, but got '{type_text(block)}'")
    if block_shape[0] != 1:
        raise VerifyException(f"block must have exactly 1 row, but got '{type_text(block)}'")
    if len(x_offsets.get_shape()) != 1:
        raise VerifyException(f"x offsets must be a 1D tensor, but got '{type_text(x_offsets)}'")
    shape = tensor.get_shape()
    if len(shape) != 2:
        raise VerifyException(f"result must be a 2D tensor, but got '{type_text(tensor)}'")
    if shape[0] < _MIN_GATHER_ROWS:
        raise VerifyException(f"gather must have at least {_MIN_GATHER_ROWS} rows, but got {shape[0]}")
    bits = element_bit_width(tensor)
    if bits > 32:
        raise VerifyException("TMA dtype cannot be greater than 32 bits")
    min_columns = 32 // bits * 8
    if shape[1] < min_columns:
        raise VerifyException(
            f"gather of '{type_text(tensor.element_type)}' must have at least {min_columns} columns, but got {shape[1]}"
        )
    if shape[0] != x_offsets.get_shape()[0]:
        raise VerifyException(
            f"result tensor must have as many rows as indices ({x_offsets.get_shape()[0]}), but got '{type_text(tensor)}'"
        )
    if shape[1] != block_shape[1]:
        raise VerifyException(
            f"result tensor number of columns must match block ({block_shape[1]}), but got '{type_text(tensor)}'"
        )
    if tensor.element_type != block.element_type:
        raise VerifyException(
            f"result tensor element type must match block ('{type_text(block.element_type)}'), "
            f"but got '{type_text(tensor)}'"
        )


@assembly_format("$desc `[` $x_offsets `,` $y_offset `]` attr-dict `:` functional-type(operands, results)")
@irdl_op_definition
class DescriptorGatherOp(TTOp):
    """Load the rows `x_offsets` (from column `y_offset`) of a descriptor with a 1-row block."""

    name = "tt.descriptor_gather"
    desc = operand_def(TT_TENSOR_DESC)
    x_offsets = operand_def(I32_TENSOR)
    y_offset = operand_def(I32)
    result = result_def(TT_TENSOR)
    traits = traits_def(GlobalMemoryEffects(READ, "desc"))

    def __init__(self, desc: SSAValue, x_offsets: SSAValue, y_offset: SSAValue, result_type: TensorType):
        super().__init__(operands=[desc, x_offsets, y_offset], result_types=[result_type])

    def verify_op(self) -> None:
        _verify_gather_shapes(self.desc.type, self.result.type, self.x_offsets.type)


@assembly_format("$desc `[` $x_offsets `,` $y_offset `]` `,` $src attr-dict `:` type(operands)")
@irdl_op_definition
class DescriptorScatterOp(TTOp):
    """Store the rows of `src` to rows `x_offsets` (from column `y_offset`)."""

    name = "tt.descriptor_scatter"
    desc = operand_def(TT_TENSOR_DESC)
    x_offsets = operand_def(I32_TENSOR)
    y_offset = operand_def(I32)
    src = operand_def(TT_TENSOR)
    traits = traits_def(GlobalMemoryEffects(READ_WRITE, "desc"))

    def __init__(self, desc: SSAValue, x_offsets: SSAValue, y_offset: SSAValue, src: SSAValue):
        super().__init__(operands=[desc, x_offsets, y_offset, src])

    def verify_op(self) -> None:
        _verify_gather_shapes(self.desc.type, self.src.type, self.x_offsets.type)
