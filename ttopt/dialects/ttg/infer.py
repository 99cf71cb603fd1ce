"""How TritonGPU layouts propagate through shape ops (upstream's TritonGPUInferLayoutInterface).

tt ops ask the dialect of an operand's encoding for the encoding of their result
(`ttopt.dialects.tt.layouts`); ttg registers `TritonGPUInferLayout` for that. The
same rules serve ttg's own memdesc views (memdesc_trans) and fp4_to_fp.

Failures raise `LayoutInferenceError`, which carries upstream's message. It is an
`InferenceError`, so inside `inferReturnTypes` MLIR's "failed to infer returned
types" follows it; it is also a `VerifyException`, so a verifier that calls these
rules directly reports it at its op. `linear_layout_or_error` turns a layout with no linear
layout into an error at the op whose verifier needs it.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import encoding_of, type_text
from ttopt.dialects.tt import InferenceError, emit_error
from ttopt.dialects.tt.layouts import InferLayoutInterface
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DistributedLayout,
    DotOperandEncodingAttr,
    LinearEncodingAttr,
    NvidiaMmaEncodingAttr,
    NVMMASharedEncodingAttr,
    PaddedSharedEncodingAttr,
    SharedLinearEncodingAttr,
    SliceEncodingAttr,
    SwizzledSharedEncodingAttr,
    default_blocked_encoding,
    num_warps_of,
)
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.ir.printer import print_attribute_text
from ttopt.layouts.conversions import (
    LayoutConversionError,
    shape_per_cta,
    to_linear_layout,
)
from ttopt.layouts.linear_layout import LinearLayout


def linear_layout_or_error(op: Operation, compute: Callable[[], LinearLayout | None]) -> LinearLayout | None:
    """A linear layout an op's verifier needs; upstream aborts where there is none, here it is an error."""
    try:
        return compute()
    except LayoutConversionError as error:
        raise emit_error(op, str(error)) from None


class LayoutInferenceError(InferenceError, VerifyException):
    """A layout rule failed; `message` is what upstream emits."""


def linear_layout_of(encoding: Attribute, shape: Sequence[int]) -> LinearLayout:
    """`toLinearLayout`, whose failures (an abort upstream) become inference errors."""
    try:
        return to_linear_layout(encoding, shape)
    except LayoutConversionError as error:
        raise LayoutInferenceError(str(error)) from None


def _permuted(values: Sequence, order: Sequence[int]) -> tuple:
    """applyPermutation: element i of the result is values[order[i]]."""
    return tuple(values[i] for i in order)


def _inverse(permutation: Sequence[int]) -> list[int]:
    inverse = [0] * len(permutation)
    for position, value in enumerate(permutation):
        inverse[value] = position
    return inverse


# -- transpose -------------------------------------------------------------------------------------


def transpose_linear_layout(layout: LinearLayout, order: Sequence[int]) -> LinearLayout:
    """Out dim i of the result is out dim order[i] of `layout` (names stay dim0, dim1, ...)."""
    sizes = list(layout.out_dim_sizes.values())
    bases = {in_dim: [_permuted(basis, order) for basis in in_bases] for in_dim, in_bases in layout.bases.items()}
    out_dims = {name: sizes[order[i]] for i, name in enumerate(layout.out_dims)}
    return LinearLayout(bases, out_dims, require_surjective=layout.is_surjective())


def infer_trans_encoding(encoding: Attribute, shape: Sequence[int], order: Sequence[int]) -> Attribute:
    """The encoding that makes a transpose by `order` of a `shape` tensor/buffer a renaming.

    Element [i, j] becomes [j, i] held by the same thread (or at the same offset).
    """
    if list(order) == list(range(len(order))):
        return encoding
    if len(shape) != len(order):
        raise LayoutInferenceError(f"shape and order rank do not match: {len(shape)} vs {len(order)}")
    inverse = _inverse(order)
    if isinstance(encoding, SwizzledSharedEncodingAttr):
        _check_trans_rank(encoding.rank, order)
        return SwizzledSharedEncodingAttr(
            encoding.vec,
            encoding.per_phase,
            encoding.max_phase,
            [inverse[d] for d in encoding.order],
            [_permuted(b, order) for b in encoding.cga_layout],
        )
    if isinstance(encoding, NVMMASharedEncodingAttr) and tuple(order) == (1, 0):
        _check_trans_rank(encoding.rank, order)
        return NVMMASharedEncodingAttr(
            encoding.swizzling_byte_width,
            not encoding.transposed,
            encoding.element_bit_width,
            encoding.fp4_padded,
            [_permuted(b, order) for b in encoding.cga_layout],
            encoding.rank,
        )
    if isinstance(encoding, BlockedEncodingAttr):
        _check_trans_rank(encoding.rank, order)
        return BlockedEncodingAttr(
            _permuted(encoding.size_per_thread, order),
            _permuted(encoding.threads_per_warp, order),
            _permuted(encoding.warps_per_cta, order),
            [inverse[d] for d in encoding.order],
            [_permuted(b, order) for b in encoding.cga_layout],
        )
    return _transposed_through_linear_layout(encoding, shape, order)


def _check_trans_rank(rank: int, order: Sequence[int]) -> None:
    if rank != len(order):
        raise LayoutInferenceError(f"rank of encoding does not match order: {rank} vs {len(order)}")


def _transposed_through_linear_layout(encoding: Attribute, shape: Sequence[int], order: Sequence[int]) -> Attribute:
    """Any other layout: transpose its linear layout, keeping its kind (distributed, padded, shared)."""
    padded = encoding if isinstance(encoding, PaddedSharedEncodingAttr) else None
    layout = padded.linear_component() if padded is not None else linear_layout_of(encoding, shape)
    _check_trans_rank(len(layout.out_dims), order)
    transposed = transpose_linear_layout(layout, order)
    bases = transposed.bases
    if isinstance(encoding, DistributedLayout):
        return LinearEncodingAttr.from_linear_layout(transposed)
    if padded is not None:
        pairs = padded.interval_paddings
        return PaddedSharedEncodingAttr(
            [i for i, _ in pairs], [p for _, p in pairs], bases["offset"], bases["block"], len(order)
        )
    return SharedLinearEncodingAttr(bases["offset"], bases["block"], encoding.alignment)


# -- reshape ---------------------------------------------------------------------------------------


def reshape_layout(layout: LinearLayout, shape: Sequence[int]) -> LinearLayout:
    """The layout read as `shape`, row-major (the last dim fastest), like upstream's reshapeLayout."""
    names = [f"dim{d}" for d in range(len(shape))]
    minor_first = layout.transpose_outs(list(reversed(layout.out_dims)))
    return minor_first.reshape_outs(list(reversed(list(zip(names, shape))))).transpose_outs(names)


def infer_reshape_encoding(
    src_shape: Sequence[int], src_encoding: Attribute, dst_shape: Sequence[int], hint: Attribute | None, allow_reorder: bool
) -> Attribute:
    """The encoding that makes a reshape a renaming: each thread keeps the elements it holds.

    With `allow_reorder` the written encoding (`hint`) is kept when the view is cheap.
    A blocked result is preferred; otherwise the reshaped linear layout.
    """
    if math.prod(src_shape) != math.prod(dst_shape):
        raise LayoutInferenceError("numel of dst shape does not match numel of src shape")
    if allow_reorder and hint is not None and not is_expensive_view(src_shape, src_encoding, dst_shape, hint):
        return hint
    legacy = _reshape_blocked(src_shape, src_encoding, dst_shape)
    if legacy is not None:
        return legacy
    if not isinstance(src_encoding, DistributedLayout):
        raise LayoutInferenceError("Failed MemDescReshapeOp encoding inference")
    return LinearEncodingAttr.from_linear_layout(reshape_layout(linear_layout_of(src_encoding, src_shape), dst_shape))


def is_expensive_view(src_shape: Sequence[int], src_encoding: Attribute, dst_shape: Sequence[int], dst_encoding: Attribute) -> bool:
    """Whether reading a tensor in another shape and layout moves data between threads' registers.

    Both layouts must broadcast the same register/lane/warp/block bits and hold as many
    elements per thread.
    """
    src = linear_layout_of(src_encoding, src_shape)
    dst = linear_layout_of(dst_encoding, dst_shape)
    if list(src.get_free_variable_masks().values()) != list(dst.get_free_variable_masks().values()):
        return True
    return src.in_dim_size("register") != dst.in_dim_size("register")


def reshape_decomposition(src_shape: Sequence[int], dst_shape: Sequence[int]) -> list[tuple[list[int], list[int]]]:
    """Groups of source dims merged and split into groups of result dims (getReshapeDecomposition).

    [4, 4, 4] -> [2, 2, 8, 2] is [([0], [0, 1]), ([1, 2], [2, 3])].
    """
    if not src_shape:
        return []
    groups: list[tuple[list[int], list[int]]] = [([], [])]
    src_index = dst_index = 0
    src_elements = dst_elements = 1
    while src_index < len(src_shape) or dst_index < len(dst_shape):
        more_src = src_index < len(src_shape)
        if src_elements < dst_elements or (more_src and (src_elements == 1 or src_shape[src_index] == 1)):
            src_elements *= src_shape[src_index]
            groups[-1][0].append(src_index)
            src_index += 1
        elif dst_elements < src_elements or (dst_index < len(dst_shape) and dst_shape[dst_index] == 1):
            dst_elements *= dst_shape[dst_index]
            groups[-1][1].append(dst_index)
            dst_index += 1
        else:
            groups.append(([], []))
            src_elements = dst_elements = 1
    return groups


def _reshape_blocked(src_shape: Sequence[int], encoding: Attribute, dst_shape: Sequence[int]) -> Attribute | None:
    """inferReshapeOpLegacyEncoding: a blocked result holding the same elements per thread, or None.

    Merged source dims must be consecutive in the layout's order, and each of
    sizePerThread/threadsPerWarp/warpsPerCTA must fill a minor dim before the next
    more major one gets more than 1.
    """
    if not isinstance(encoding, BlockedEncodingAttr):
        return None
    if tuple(src_shape) == tuple(dst_shape):
        return encoding
    num_warps, lanes = math.prod(encoding.warps_per_cta), math.prod(encoding.threads_per_warp)
    if encoding == default_blocked_encoding(src_shape, num_warps, lanes, encoding.num_ctas):
        return default_blocked_encoding(dst_shape, num_warps, lanes, encoding.num_ctas)
    if encoding.cga_layout:
        return None
    subblocks = (encoding.size_per_thread, encoding.threads_per_warp, encoding.warps_per_cta)
    if not all(_divides_shape(src_shape, subblock) for subblock in subblocks):
        return None
    groups = reshape_decomposition(src_shape, dst_shape)
    src_inverse_order = _inverse(encoding.order)
    for src_dims, _ in groups:
        if not _consecutive([src_inverse_order[d] for d in reversed(src_dims)]):
            return None
        remaining = [src_shape[d] for d in src_dims]
        if not all(_fills_minor_dims_first(src_dims, remaining, subblock) for subblock in subblocks):
            return None
    dst_remaining = list(dst_shape)
    dst_subblocks = [_dst_subblock(groups, subblock, dst_remaining) for subblock in subblocks]
    return BlockedEncodingAttr(*dst_subblocks, _reshaped_order(groups, src_inverse_order, len(dst_shape)))


def _divides_shape(shape: Sequence[int], subblock: Sequence[int]) -> bool:
    """Each dim is a multiple of the subblock, unless the subblock is larger than the dim."""
    return all(size < block or size % block == 0 for size, block in zip(shape, subblock))


def _consecutive(values: Sequence[int]) -> bool:
    return all(b == a + 1 for a, b in itertools.pairwise(values))


def _fills_minor_dims_first(src_dims: Sequence[int], remaining: list[int], subblock: Sequence[int]) -> bool:
    """A merged group's subblock covers its more minor dims fully before a major dim is split.

    `remaining` (the group's dim sizes left to cover) is consumed, so the next subblock
    level (threads after elements, warps after threads) sees what is left.
    """
    for i in reversed(range(len(src_dims))):
        block = subblock[src_dims[i]]
        if block == 1:
            continue
        if any(size != 1 for size in remaining[i + 1 :]):
            return False
        remaining[i] = remaining[i] // block if remaining[i] >= block else 0
        # A block larger than the shape may only be the group's most major dim.
        if remaining[i] == 0 and i != 0:
            return False
    return True


def _dst_subblock(groups, src_subblock: Sequence[int], dst_remaining: list[int]) -> list[int]:
    """Fill each result group's dims minor to major with the group's subblock; excess goes to its major dim."""
    dst_subblock = [0] * len(dst_remaining)
    for src_dims, dst_dims in groups:
        left = math.prod(src_subblock[d] for d in src_dims)
        for dim in reversed(dst_dims):
            value = min(left, dst_remaining[dim])
            dst_subblock[dim] = value
            left //= value
            dst_remaining[dim] //= value
        dst_subblock[dst_dims[0]] *= left
    return dst_subblock


def _reshaped_order(groups, src_inverse_order: Sequence[int], rank: int) -> list[int]:
    """Result dims ordered like the source dims they come from."""
    by_source_order = sorted(groups, key=lambda group: src_inverse_order[group[0][0]])
    dst_inverse_order = [0] * rank
    position = 0
    for _, dst_dims in by_source_order:
        for dim in reversed(dst_dims):
            dst_inverse_order[dim] = position
            position += 1
    return _inverse(dst_inverse_order)


# -- split / join ----------------------------------------------------------------------------------


def infer_split_encoding(encoding: Attribute, shape: Sequence[int]) -> Attribute:
    """The encoding of each half of a split of the last dim (of size 2)."""
    if isinstance(encoding, BlockedEncodingAttr) and _is_simple_split(encoding):
        split_dim = encoding.rank - 1
        return BlockedEncodingAttr(
            encoding.size_per_thread[:-1],
            encoding.threads_per_warp[:-1],
            encoding.warps_per_cta[:-1],
            [d for d in encoding.order if d != split_dim],
            [b[:-1] for b in encoding.cga_layout],
        )
    axis = len(shape) - 1
    if shape[axis] != 2:
        raise LayoutInferenceError("SplitOp input shape should have 2 in the last dim")
    halves = split_along_axis(linear_layout_of(encoding, shape), axis)
    return LinearEncodingAttr.from_linear_layout(halves.reshape_outs(list(zip(halves.out_dims, shape[:-1]))))


def _is_simple_split(encoding: BlockedEncodingAttr) -> bool:
    """Two elements per thread along the last dim, which no lane, warp or CTA splits."""
    ctas_along_last = any(basis[-1] for basis in encoding.cga_layout)
    return (
        encoding.size_per_thread[-1] == 2
        and encoding.threads_per_warp[-1] == 1
        and encoding.warps_per_cta[-1] == 1
        and not ctas_along_last
    )


def split_along_axis(layout: LinearLayout, axis: int) -> LinearLayout:
    """tryJoinOnAxis backwards: drop the register bits stepping 1 along `axis`, halve the rest along it."""
    registers = layout.bases["register"]
    if not any(basis[axis] == 1 for basis in registers):
        raise LayoutInferenceError(
            "Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension"
        )
    bases = {}
    for in_dim, in_dim_bases in layout.bases.items():
        kept = [b for b in in_dim_bases if not (in_dim == "register" and b[axis] == 1)]
        bases[in_dim] = [tuple(v // 2 if d == axis else v for d, v in enumerate(b)) for b in kept]
    return LinearLayout(bases, list(layout.out_dims))


# -- fp4_to_fp -------------------------------------------------------------------------------------


def infer_fp4_source_layout(result_encoding: Attribute, axis: int, result_shape: Sequence[int]) -> LinearLayout | None:
    """The layout the i8 source of a fp4_to_fp must have (upstream's backward inference), or None.

    Blocked and dot-operand layouts along their fastest dim are inferred as
    attributes; any other layout through its linear layout.
    """
    source_shape = list(result_shape)
    source_shape[axis] //= 2
    if _infers_at_attribute_level(result_encoding, axis, result_shape):
        source_encoding = infer_fp4_source_encoding(result_encoding, axis)
        return None if source_encoding is None else to_linear_layout(source_encoding, source_shape)
    return _halve_along(to_linear_layout(result_encoding, result_shape), axis, source_shape)


def _halve_along(layout: LinearLayout, axis: int, source_shape: Sequence[int]) -> LinearLayout | None:
    """Drop the register basis stepping 1 along `axis` (the two nibbles of a byte); halve the rest along it."""
    registers = layout.bases["register"]
    packed = next((i for i, basis in enumerate(registers) if basis[axis] == 1), None)
    if packed is None:
        return None
    bases = {}
    for in_dim, in_dim_bases in layout.bases.items():
        kept = [b for i, b in enumerate(in_dim_bases) if not (in_dim == "register" and i == packed)]
        bases[in_dim] = [tuple(v // 2 if d == axis else v for d, v in enumerate(b)) for b in kept]
    return LinearLayout(bases, dict(zip(layout.out_dims, source_shape)), require_surjective=False)


def _infers_at_attribute_level(encoding: Attribute, axis: int, shape: Sequence[int]) -> bool:
    """Upstream infers a legacy layout only along the fastest default dim; else it goes through linear layouts."""
    if axis != len(shape) - 1:
        return False
    if isinstance(encoding, DotOperandEncodingAttr):
        k_dim = len(shape) - 1 if encoding.op_idx == 0 else len(shape) - 2
        return axis == k_dim
    return isinstance(encoding, BlockedEncodingAttr)


def infer_fp4_source_encoding(result_encoding: Attribute, axis: int) -> Attribute | None:
    """The i8 source layout of a fp4_to_fp result layout (half as many elements along `axis`)."""
    if isinstance(result_encoding, DotOperandEncodingAttr):
        if result_encoding.k_width <= 1:
            return None
        return DotOperandEncodingAttr(result_encoding.op_idx, result_encoding.parent, result_encoding.k_width // 2)
    size_per_thread = list(result_encoding.size_per_thread)
    if size_per_thread[axis] <= 1:
        return None
    size_per_thread[axis] //= 2
    return BlockedEncodingAttr(
        size_per_thread,
        result_encoding.threads_per_warp,
        result_encoding.warps_per_cta,
        result_encoding.order,
        result_encoding.cga_layout,
    )


# -- dot -------------------------------------------------------------------------------------------


def check_dot_operand_encoding(operand_encoding: Attribute, operand_index: int, result_encoding: Attribute) -> None:
    """A dot operand's layout must be a dot_op of the result's layout (or shared memory for wgmma)."""
    if isinstance(result_encoding, NvidiaMmaEncodingAttr) and result_encoding.is_hopper:
        if not _fits_wgmma(operand_encoding, operand_index):
            raise LayoutInferenceError("unexpected operand layout for NvidiaMmaEncodingAttr v3")
        return
    if not isinstance(operand_encoding, DotOperandEncodingAttr):
        raise LayoutInferenceError("Dot's a/b's encoding should be of DotOperandEncodingAttr")
    if operand_encoding.op_idx != operand_index:
        raise LayoutInferenceError("Wrong opIdx")
    if operand_encoding.parent != result_encoding:
        raise LayoutInferenceError("Incompatible parent encoding")


def _fits_wgmma(operand_encoding: Attribute, operand_index: int) -> bool:
    """wgmma reads both operands from shared memory, or A from registers in the mma layout."""
    if isinstance(operand_encoding, (NVMMASharedEncodingAttr, SharedLinearEncodingAttr)):
        return True
    return (
        operand_index == 0
        and isinstance(operand_encoding, DotOperandEncodingAttr)
        and operand_encoding.op_idx == 0
        and isinstance(operand_encoding.parent, NvidiaMmaEncodingAttr)
    )


def verify_dot_encodings(op: Operation, a_encoding: Attribute, b_encoding: Attribute) -> None:
    """Both operands dot_op layouts of one kWidth; with an NVIDIA mma, one version the dot supports."""
    a_dot = a_encoding if isinstance(a_encoding, DotOperandEncodingAttr) else None
    b_dot = b_encoding if isinstance(b_encoding, DotOperandEncodingAttr) else None
    if a_dot is None and b_dot is None:
        return
    if a_dot is None or b_dot is None:
        raise emit_error(op, "mismatching encoding between A and B operands")
    if a_dot.k_width != b_dot.k_width:
        raise emit_error(op, "mismatching kWidth between A and B operands")
    mmas = [e if isinstance(e, NvidiaMmaEncodingAttr) else None for e in (a_dot.parent, b_dot.parent, _result_encoding(op))]
    if all(mma is None for mma in mmas):
        return
    if any(mma is None for mma in mmas):
        raise emit_error(op, "mismatching MMA encoding")
    versions = {mma.version_major for mma in mmas}
    if len(versions) != 1:
        raise emit_error(op, "mismatched MMA version.")
    if not supports_mma(op, mmas[2].version_major):
        raise emit_error(op, "unsupported MMA version")


def _result_encoding(op: Operation) -> Attribute | None:
    return encoding_of(op.results[0].type)


_FP8 = frozenset(("f8E5M2", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ"))
_TF32 = 0  # InputPrecision::TF32


def _element_name(value_type: Attribute) -> str:
    return type_text(value_type.element_type)


def _is_i8(element: Attribute) -> bool:
    return isinstance(element, IntegerType) and element.width.data == 8


def supports_mma(dot: Operation, version: int) -> bool:
    """supportMMA(DotOp, version): whether tensor cores of this MMA version can run the dot."""
    a_type, b_type = dot.operands[0].type, dot.operands[1].type
    if version == 3 and not _supports_wgmma(dot, a_type):
        return False
    if _element_name(a_type) == "f32" and _element_name(b_type) == "f32":
        return dot.inputPrecision.value.data == _TF32 and version >= 2
    return _operand_supports_mma(a_type, version) and _operand_supports_mma(b_type, version)


def _supports_wgmma(dot: Operation, a_type: TensorType) -> bool:
    element = a_type.element_type
    name = type_text(element)
    if a_type.get_shape()[-1] < 256 // scalar_bit_width(element):
        return False
    result_type: TensorType = dot.results[0].type
    shape = shape_per_cta(encoding_of(result_type), result_type.get_shape())
    if len(shape) == 3:
        return False
    num_warps = num_warps_of(dot) or 0
    if not (
        num_warps % 4 == 0
        and shape[-2] % 64 == 0
        and shape[-1] % 8 == 0
        and (name in ("f8E5M2", "f8E4M3FN", "f16", "bf16", "f32") or _is_i8(element))
    ):
        return False
    # wgmma cannot accumulate fp8 products in f32 within the instruction.
    imprecise = dot.maxNumImpreciseAcc.value.data
    return not (imprecise < 32 and name in ("f8E5M2", "f8E4M3FN") and _element_name(result_type) == "f32")


def _operand_supports_mma(operand_type: TensorType, version: int) -> bool:
    """fp8 is promoted to fp16 on any version; f32 (tf32), f64 and i8 need version 2 or later."""
    if version not in (1, 2, 3):
        return False
    element = operand_type.element_type
    name = type_text(element)
    return name in _FP8 or name in ("f16", "bf16") or (version >= 2 and (name in ("f32", "f64") or _is_i8(element)))


# -- equivalence -----------------------------------------------------------------------------------


def layouts_equivalent(shape: Sequence[int], a: Attribute, b: Attribute) -> bool:
    """Equal encodings, or encodings with the same linear layout over `shape`."""
    if a == b:
        return True
    try:
        return to_linear_layout(a, shape) == to_linear_layout(b, shape)
    except LayoutConversionError:
        return False


# -- the interface ---------------------------------------------------------------------------------


class TritonGPUInferLayout(InferLayoutInterface):
    """The layout rules tt ops use for ttg encodings."""

    def infer_reduce_op_encoding(self, operand_encoding: Attribute, axis: int) -> Attribute:
        return SliceEncodingAttr(axis, operand_encoding)

    def infer_expand_dims_op_encoding(self, operand_encoding: Attribute, axis: int) -> Attribute:
        if not isinstance(operand_encoding, SliceEncodingAttr):
            raise LayoutInferenceError("ExpandDimsOp operand encoding must be SliceEncodingAttr")
        if operand_encoding.dim != axis:
            raise LayoutInferenceError("Incompatible slice dimension for ExpandDimsOp operand")
        return operand_encoding.parent

    def infer_trans_op_encoding(self, operand_encoding: Attribute, shape: Sequence[int], order: Sequence[int]) -> Attribute:
        return infer_trans_encoding(operand_encoding, shape, order)

    def infer_split_op_encoding(self, operand_encoding: Attribute, shape: Sequence[int]) -> Attribute:
        return infer_split_encoding(operand_encoding, shape)

    def infer_reshape_op_encoding(
        self,
        source_shape: Sequence[int],
        source_encoding: Attribute,
        result_shape: Sequence[int],
        result_hint: Attribute,
        allow_reorder: bool,
    ) -> Attribute:
        return infer_reshape_encoding(source_shape, source_encoding, result_shape, result_hint, allow_reorder)

    def infer_dot_op_encoding(self, operand_encoding: Attribute, operand_index: int, result_encoding: Attribute) -> None:
        check_dot_operand_encoding(operand_encoding, operand_index, result_encoding)

    def verify_dot_op_encoding_compatibility(self, op: Operation, a_encoding: Attribute, b_encoding: Attribute) -> None:
        verify_dot_encodings(op, a_encoding, b_encoding)

    def verify_layouts_are_equal(self, shape: Sequence[int], expected: Attribute, actual: Attribute) -> None:
        if not layouts_equivalent(shape, expected, actual):
            raise LayoutInferenceError(
                f"Expected result encoding {print_attribute_text(expected)} but was {print_attribute_text(actual)}"
            )

    def layouts_are_equivalent(self, shape: Sequence[int], a: Attribute, b: Attribute) -> bool:
        return layouts_equivalent(shape, a, b)
