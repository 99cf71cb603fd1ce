"""`tt.make_range`, splats, constants, and the ops that only rearrange registers.

Upstream: lib/Conversion/TritonGPUToLLVM/MakeRangeOpToLLVM.cpp and
ViewOpToLLVM.cpp.

- make_range: each register's coordinate from emitIndices, plus `start`.
- splat / splat-valued `arith.constant`: the scalar (bitcast to the struct's
  element type, packed into a vector first when narrower) in every member; an fp8
  constant is built as an i8 `llvm.mlir.constant` (LLVM has no fp8 types).
- other dense integer `arith.constant`s: one constant per element, in the attribute's
  order, when the tensor has as many elements as each thread holds.
- expand_dims, broadcast: each result register takes the source register at the
  same coordinates (with the new or size-1 dimension at 0), matched through the
  compile-time offsets of thread 0 (emitOffsetForLayout).
- reshape, cat: the same values in order (cat: lhs then rhs); trans: the source
  struct as it is (the layouts guarantee every thread keeps its values).
- join / split: the joined (split) last dim is stepped by one register bit; the runs of
  registers below that bit alternate between lhs and rhs.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    TensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    pack_ll_elements,
    unpack_ll_elements,
)
from ttopt.conversion.tritongpu_to_llvm.driver import (
    ConversionRewriter,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.indices import (
    emit_indices,
    emit_offsets_for_layout,
)
from ttopt.dialects.folding import dense_elements, is_splat, splat_element
from ttopt.layouts.linear_encoding import REGISTER
from ttopt.layouts.queries import linear_layout, total_elems_per_thread

# -- make_range ---------------------------------------------------------------------------------


@lowering("tt.make_range")
def lower_make_range(op: Operation, rw: ConversionRewriter) -> bool:
    context = rw.context
    b = rw.builder(op.location)
    result_type = op.result.type
    element = rw.convert_type(result_type.element_type)
    start = b.index_attr_constant(element, op.start_value)
    layout = linear_layout(result_type)
    num_warps = context.num_warps(rw.insertion_block.first_op)
    indices = emit_indices(b, layout, num_warps, context.threads_per_warp, with_cta_offset=True)
    values = [b.add(coordinates[0], start) for coordinates in indices]
    rw.replace_op(op, [pack_ll_elements(b, values, rw.convert_type(result_type))])
    return True


# -- splats ------------------------------------------------------------------------------------

FLOAT8_TYPE_NAMES = frozenset(("f8E4M3B11FNUZ", "f8E4M3FN", "f8E4M3FNUZ", "f8E5M2", "f8E5M2FNUZ"))
"""type::isFloat8 (include/triton/Conversion/MLIRTypes.h): the constants built as i8."""


def splat_like(b, rw: ConversionRewriter, scalar: SSAValue, result_type: TensorType) -> SSAValue:
    """convertSplatLikeOp: the scalar in every member of the result's struct."""
    struct_type = rw.convert_type(result_type)
    member = lt.struct_elements(struct_type)[0]
    if _is_int_or_float(member) and lt.bit_width(scalar.type) != lt.bit_width(member):
        # A narrower scalar is repeated to fill the member (packed element types).
        scalar_bits, member_bits = lt.bit_width(scalar.type), lt.bit_width(member)
        assert scalar_bits <= member_bits and member_bits % scalar_bits == 0
        int_type = lt.int_type(scalar_bits)
        vector_type = lt.vector_type(int_type, member_bits // scalar_bits)
        as_int = b.bitcast(scalar, int_type)
        vector = b.undef(vector_type)
        for index in range(member_bits // scalar_bits):
            vector = b.insert_element(vector, as_int, b.int_val(32, index))
        scalar = vector
    member_value = b.bitcast(scalar, member)
    return pack_ll_elements(b, [member_value] * total_elems_per_thread(result_type), struct_type)


def _is_int_or_float(type_: Attribute) -> bool:
    return lt.is_integer(type_) or lt.is_float(type_)


@lowering("tt.splat")
def lower_splat(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    rw.replace_op(op, [splat_like(b, rw, rw.remap(op.src), op.result.type)])
    return True


@lowering("arith.constant")
def lower_constant_splat(op: Operation, rw: ConversionRewriter) -> bool:
    """ArithConstantSplatOpConversion: a splat dense tensor constant."""
    value = op.value
    if not isinstance(op.result.type, TensorType) or not isinstance(value, DenseIntOrFPElementsAttr) or not is_splat(value):
        return False
    element_type = op.result.type.element_type
    element = splat_element(value)
    if isinstance(element_type, IntegerType):
        scalar_attr: Attribute = IntegerAttr(element, element_type)
    else:
        scalar_attr = FloatAttr(element, element_type)
    b = rw.builder(op.location)
    constant_type = lt.i8 if getattr(element_type, "name", "") in FLOAT8_TYPE_NAMES else element_type
    constant = b.constant(scalar_attr, constant_type)
    rw.replace_op(op, [splat_like(b, rw, constant, op.result.type)])
    return True


@lowering("arith.constant")
def lower_constant_array(op: Operation, rw: ConversionRewriter) -> bool:
    """ArithConstantArrayOpConversion: a non-splat dense integer tensor constant, one
    `llvm.mlir.constant` per element in the attribute's (row-major) order, packed as the
    thread's registers; upstream supports only as many elements as each thread holds."""
    value = op.value
    if not isinstance(op.result.type, TensorType) or not isinstance(value, DenseIntOrFPElementsAttr) or is_splat(value):
        return False
    element_type = op.result.type.element_type
    if not isinstance(element_type, IntegerType):
        # Upstream iterates the elements as APInt, which asserts on float elements.
        raise conversion_error(op, "ArithConstantArrayOpConversion supports only integer element types")
    elements = dense_elements(value)
    if len(elements) != total_elems_per_thread(op.result.type):
        raise conversion_error(
            op,
            "Right now we only support constant arrays with the same number of elements as the number of threads per warp",
        )
    b = rw.builder(op.location)
    values = [b.constant(IntegerAttr(element, element_type), element_type) for element in elements]
    rw.replace_op(op, [pack_ll_elements(b, values, rw.convert_type(op.result.type))])
    return True


# -- register rearrangements -------------------------------------------------------------------


def _offsets(type_: TensorType) -> list[tuple[int, ...]]:
    return [tuple(offset) for offset in emit_offsets_for_layout(linear_layout(type_))]


@lowering("tt.expand_dims")
def lower_expand_dims(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    source_type, result_type = op.src.type, op.result.type
    if source_type.encoding.name != "ttg.slice":
        raise conversion_error(op, "ExpandDimsOp only supports SliceEncodingAttr as its input")
    values = unpack_ll_elements(b, rw.remap(op.src))
    by_offset = dict(zip(_offsets(source_type), values))
    axis = op.axis.value.data
    result_values = [by_offset[offset[:axis] + offset[axis + 1 :]] for offset in _offsets(result_type)]
    rw.replace_op(op, [pack_ll_elements(b, result_values, rw.convert_type(result_type))])
    return True


@lowering("tt.broadcast")
def lower_broadcast(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    source_type, result_type = op.src.type, op.result.type
    source_shape = source_type.get_shape()
    values = unpack_ll_elements(b, rw.remap(op.src))
    by_offset = dict(zip(_offsets(source_type), values))
    result_values = []
    for offset in _offsets(result_type):
        key = tuple(0 if size == 1 else coordinate for coordinate, size in zip(offset, source_shape))
        result_values.append(by_offset[key])
    rw.replace_op(op, [pack_ll_elements(b, result_values, rw.convert_type(result_type))])
    return True


@lowering("tt.reshape")
def lower_reshape(op: Operation, rw: ConversionRewriter) -> bool:
    # A reshape only renames registers: one that moves elements between threads
    # (an "expensive view") has no lowering, as upstream's isExpensiveView rejects.
    if total_elems_per_thread(op.src.type) != total_elems_per_thread(op.result.type):
        raise conversion_error(op, "expensive view not supported on reshape op")
    b = rw.builder(op.location)
    values = unpack_ll_elements(b, rw.remap(op.src))
    rw.replace_op(op, [pack_ll_elements(b, values, rw.convert_type(op.result.type))])
    return True


@lowering("tt.trans")
def lower_trans(op: Operation, rw: ConversionRewriter) -> bool:
    rw.replace_op(op, [rw.remap(op.src)])
    return True


@lowering("tt.cat")
def lower_cat(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    lhs = unpack_ll_elements(b, rw.remap(op.lhs))
    rhs = unpack_ll_elements(b, rw.remap(op.rhs))
    rw.replace_op(op, [pack_ll_elements(b, lhs + rhs, rw.convert_type(op.result.type))])
    return True


def contiguous_registers_per_half(op: Operation, type_: TensorType, what: str) -> int:
    """The registers before the one that steps the last dim (the joined or split one) by 1:
    each half of the last dim holds runs of that many consecutive registers."""
    last_dim = len(type_.get_shape()) - 1
    count = 1
    for basis in linear_layout(type_).bases[REGISTER]:
        if basis[last_dim] == 1:
            return count
        count *= 2
    raise conversion_error(op, f"{what} dimension is not distributed along registers.")


@lowering("tt.join")
def lower_join(op: Operation, rw: ConversionRewriter) -> bool:
    """JoinOpConversion: runs of lhs and rhs registers alternate."""
    run = contiguous_registers_per_half(op, op.result.type, "Join")
    b = rw.builder(op.location)
    lhs = unpack_ll_elements(b, rw.remap(op.lhs))
    rhs = unpack_ll_elements(b, rw.remap(op.rhs))
    assert len(lhs) == len(rhs)
    joined = []
    for start in range(0, len(lhs), run):
        joined += lhs[start : start + run] + rhs[start : start + run]
    rw.replace_op(op, [pack_ll_elements(b, joined, rw.convert_type(op.result.type))])
    return True


@lowering("tt.split")
def lower_split(op: Operation, rw: ConversionRewriter) -> bool:
    """SplitOpConversion: alternate runs of registers go to lhs and rhs."""
    run = contiguous_registers_per_half(op, op.src.type, "Split")
    b = rw.builder(op.location)
    values = unpack_ll_elements(b, rw.remap(op.src))
    assert len(values) % 2 == 0
    lhs_values, rhs_values = [], []
    for start in range(0, len(values), 2 * run):
        lhs_values += values[start : start + run]
        rhs_values += values[start + run : start + 2 * run]
    result_type = rw.convert_type(op.results[0].type)
    lhs = pack_ll_elements(b, lhs_values, result_type)
    rhs = pack_ll_elements(b, rhs_values, result_type)
    rw.replace_op(op, [lhs, rhs])
    return True


@lowering("tt.unsplat")
def lower_unsplat(op: Operation, rw: ConversionRewriter) -> bool:
    """The single element of a one-element tensor."""
    b = rw.builder(op.location)
    rw.replace_op(op, [unpack_ll_elements(b, rw.remap(op.src))[0]])
    return True
