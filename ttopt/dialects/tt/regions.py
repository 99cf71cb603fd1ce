"""Ops with a combining region: tt.reduce, tt.scan, tt.map_elementwise and their terminators.

Upstream gives them no assembly format, so they print in generic form (they define no
`print`); their terminators have formats.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import BoolAttr, IntegerAttr, TensorType, i1, i32
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.irdl import (
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import (
    IsTerminator,
    MemoryEffectKind,
    Pure,
    RecursiveMemoryEffect,
    has_effects,
)
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import (
    BOOL_ATTR,
    I32_ATTR,
    element_type,
    encoding_of,
    type_text,
)
from ttopt.dialects.tt.base import TTOp, emit_error
from ttopt.dialects.tt.layouts import infer_layout_interface
from ttopt.dialects.tt.traits import (
    SAME_OPERANDS_AND_RESULT_ENCODING,
    SAME_OPERANDS_AND_RESULT_SHAPE,
    SAME_OPERANDS_ENCODING,
    SAME_OPERANDS_SHAPE,
    HasParent,
)
from ttopt.dialects.tt.type_constraints import TT_TENSOR, TT_TYPE
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.diagnostics import op_error
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.ir.printer import print_op_for_diagnostic

# -- terminators -------------------------------------------------------------------------------------


@assembly_format("$result attr-dict `:` type($result)")
@irdl_op_definition
class ReduceReturnOp(TTOp):
    name = "tt.reduce.return"
    result = var_operand_def()
    traits = traits_def(HasParent("tt.reduce"), Pure(), IsTerminator())

    def __init__(self, *values: SSAValue):
        super().__init__(operands=[list(values)])


@assembly_format("$result attr-dict `:` type($result)")
@irdl_op_definition
class ScanReturnOp(TTOp):
    name = "tt.scan.return"
    result = var_operand_def()
    traits = traits_def(HasParent("tt.scan"), Pure(), IsTerminator())

    def __init__(self, *values: SSAValue):
        super().__init__(operands=[list(values)])


@assembly_format("attr-dict ($result^ `:` type($result))?")
@irdl_op_definition
class MapElementwiseReturnOp(TTOp):
    name = "tt.map_elementwise.return"
    result = var_operand_def()
    traits = traits_def(HasParent("tt.map_elementwise"), Pure(), IsTerminator())

    def __init__(self, *values: SSAValue):
        super().__init__(operands=[list(values)])


# -- reduce and scan -------------------------------------------------------------------------------------


def _element_types(values: Sequence[SSAValue]) -> list[Attribute]:
    return [value.type.element_type for value in values]


def _combiner_region(element_types: Sequence[Attribute], body: Region | None) -> Region:
    """The given combiner, or an empty one taking (accumulators..., values...) of `element_types`."""
    if body is not None:
        return body
    return Region(Block(arg_types=[*element_types, *element_types]))


class _CombineOp(TTOp):
    """What tt.reduce and tt.scan share (upstream's verifyReduceScan and verifyRegionsImpl)."""

    RETURN_OP: ClassVar[type[Operation]]

    @property
    def axis_index(self) -> int:
        return self.axis.value.data

    @property
    def element_types(self) -> list[Attribute]:
        return _element_types(self.srcs)

    def verify_op(self) -> None:
        if len(self.srcs) != len(self.result):
            raise VerifyException("must have the same number of inputs as outputs")
        for element, result in zip(self.element_types, self.result):
            if element != element_type(result.type):
                raise VerifyException("operand types and result types must agree")

    def verify_regions(self) -> None:
        elements = self.element_types
        block = self.combineOp.blocks.first
        count = 2 * len(elements)
        if len(block.args) != count:
            raise VerifyException(
                f"nested block must take {count} arguments, but given block with {len(block.args)} arguments"
            )
        for index, arg in enumerate(block.args):
            _expect_combine_type(index, elements[index % len(elements)], arg.type)
        terminator = block.last_op
        if not isinstance(terminator, self.RETURN_OP):

            raise VerifyException(
                "combine operation must be terminated with a ReduceReturnOp but got "
                + print_op_for_diagnostic(terminator)
            )
        if len(terminator.operands) != len(elements):
            raise VerifyException(
                f"expected combine operation to return {len(elements)} values but got {len(terminator.operands)}"
            )
        for index, (value, expected) in enumerate(zip(terminator.operands, elements)):
            _expect_combine_type(index, expected, value.type)


def _expect_combine_type(index: int, expected: Attribute, actual: Attribute) -> None:
    if actual != expected:
        raise VerifyException(
            f"type mismatch on combine operation. Expected argument {index} to have type "
            f"'{type_text(expected)}' but got '{type_text(actual)}'"
        )


def reduce_result_type(source: TensorType, axis: int) -> Attribute:
    """`source` without dimension `axis`: a scalar when nothing is left."""
    shape = list(source.get_shape())
    # Upstream erases without checking the axis; erasing at the end drops the last dimension.
    del shape[axis if 0 <= axis < len(shape) else -1]
    if not shape:
        return source.element_type
    encoding = encoding_of(source)
    if encoding is None:
        return TensorType(source.element_type, shape)
    layouts = infer_layout_interface(encoding)
    return TensorType(source.element_type, shape, layouts.infer_reduce_op_encoding(encoding, axis))


@irdl_op_definition
class ReduceOp(_CombineOp):
    """Reduce `srcs` along `axis` with the combiner region (generic form only)."""

    name = "tt.reduce"
    srcs = var_operand_def(TT_TENSOR)
    axis = prop_def(I32_ATTR)
    result = var_result_def(TT_TYPE)
    combineOp = region_def("single_block")
    traits = traits_def(Pure(), SAME_OPERANDS_SHAPE, SAME_OPERANDS_ENCODING)
    RETURN_OP: ClassVar[type[Operation]] = ReduceReturnOp

    def __init__(self, srcs: Sequence[SSAValue], axis: int, combiner: Region | None = None):
        super().__init__(
            operands=[list(srcs)],
            result_types=[[reduce_result_type(src.type, axis) for src in srcs]],
            properties={"axis": IntegerAttr(axis, i32)},
            regions=[_combiner_region(_element_types(srcs), combiner)],
        )

    def infer_result_types(self) -> list[Attribute]:
        return [reduce_result_type(src.type, self.axis_index) for src in self.srcs]

    def combine_op(self) -> Operation | None:
        """getSingleCombiner: the one op combining (acc, x) into the result, if that is all the region does."""
        if len(self.srcs) != 1 or len(self.result) != 1:
            return None
        block = self.combineOp.blocks.first
        returned = block.last_op.operands[0]
        if not isinstance(returned, OpResult):
            return None
        combiner = returned.op
        if len(combiner.operands) != 2 or len(combiner.results) != 1:
            return None
        if tuple(combiner.operands) != tuple(block.args[:2]):
            return None
        return combiner


@irdl_op_definition
class ScanOp(_CombineOp):
    """Inclusive scan of `srcs` along `axis` (backwards if `reverse`) with the combiner region."""

    name = "tt.scan"
    srcs = var_operand_def(TT_TENSOR)
    axis = prop_def(I32_ATTR)
    reverse = prop_def(BOOL_ATTR)
    result = var_result_def(TT_TENSOR)
    combineOp = region_def("single_block")
    traits = traits_def(Pure(), SAME_OPERANDS_AND_RESULT_ENCODING, SAME_OPERANDS_AND_RESULT_SHAPE)
    RETURN_OP: ClassVar[type[Operation]] = ScanReturnOp

    def __init__(self, srcs: Sequence[SSAValue], axis: int, reverse: bool = False, combiner: Region | None = None):
        super().__init__(
            operands=[list(srcs)],
            result_types=[[src.type for src in srcs]],
            properties={"axis": IntegerAttr(axis, i32), "reverse": BoolAttr(reverse, i1)},
            regions=[_combiner_region(_element_types(srcs), combiner)],
        )

    @property
    def is_reverse(self) -> bool:
        return bool(self.reverse.value.data)

    def infer_result_types(self) -> list[Attribute]:
        return [src.type for src in self.srcs]


# -- map_elementwise -------------------------------------------------------------------------------------


def _repeat_each(types: Sequence[Attribute], times: int) -> list[Attribute]:
    return [type_ for type_ in types for _ in range(times)]


@irdl_op_definition
class MapElementwiseOp(TTOp):
    """Apply the scalar region to `pack` consecutive elements of each source at a time."""

    name = "tt.map_elementwise"
    srcs = var_operand_def(TT_TENSOR)
    pack = prop_def(I32_ATTR)
    result = var_result_def(TT_TENSOR)
    scalarOp = region_def()
    traits = traits_def(SAME_OPERANDS_AND_RESULT_ENCODING, SAME_OPERANDS_AND_RESULT_SHAPE, RecursiveMemoryEffect())

    def __init__(
        self, srcs: Sequence[SSAValue], result_types: Sequence[Attribute], pack: int = 1, body: Region | None = None
    ):
        if body is None:
            body = Region(Block(arg_types=_repeat_each(_element_types(srcs), pack)))
        super().__init__(
            operands=[list(srcs)],
            result_types=[list(result_types)],
            properties={"pack": IntegerAttr(pack, i32)},
            regions=[body],
        )

    @property
    def pack_size(self) -> int:
        return self.pack.value.data

    def verify_op(self) -> None:
        pack = self.pack_size
        if pack <= 0 or pack & (pack - 1):
            raise VerifyException("Pack must be a power of 2")

    def verify_regions(self) -> None:
        entry = self.scalarOp.blocks.first
        # An empty region takes no arguments (upstream asserts on it instead).
        if entry is None or len(entry.args) != len(self.srcs) * self.pack_size:
            raise VerifyException("region has wrong number of arguments")
        if [arg.type for arg in entry.args] != _repeat_each(_element_types(self.srcs), self.pack_size):
            raise emit_error(self, "argument types did not match")
        returned = _repeat_each(_element_types(self.result), self.pack_size)
        for op in self.scalarOp.walk(region_first=True):
            if has_effects(op, MemoryEffectKind.WRITE):
                raise op_error(op, "Stores are not supported inside map_elementwise")
            if isinstance(op, MapElementwiseReturnOp) and list(op.operand_types) != returned:
                raise emit_error(op, "region return does not match map_elementwise result")
