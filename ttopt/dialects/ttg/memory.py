"""Shared memory: allocation, loads and stores (ttg.local_alloc, ttg.local_dealloc, ttg.local_load,
ttg.local_store) and the memdesc views (ttg.memdesc_index, ttg.memdesc_subslice, ttg.memdesc_trans,
ttg.memdesc_reshape, ttg.memdesc_reinterpret), with their folders (lib/Dialect/TritonGPU/IR/Ops.cpp).

The conversion folds upstream's ConvertLayoutOp registers on local_alloc and local_store
(local_alloc(cvt(x)) -> local_alloc(x), local_store(cvt(x)) -> local_store(x)) come from the
layout dialect's interface (tt.layout_patterns).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from xdsl.dialects.builtin import DenseArrayBase, TensorType, i32
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, Pure, Resource
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import DENSE_I32_ARRAY_ATTR, I32, I32_ATTR, type_text
from ttopt.dialects.folding import defining
from ttopt.dialects.tt import InferenceError, TTOp, emit_error
from ttopt.dialects.tt.base import inference_failure
from ttopt.dialects.tt.layout_patterns import layout_patterns_rooted_on
from ttopt.dialects.tt.type_constraints import TT_TENSOR
from ttopt.dialects.ttg.infer import infer_trans_encoding, linear_layout_or_error, reshape_layout
from ttopt.dialects.ttg.layouts import (
    SHARED_ENCODINGS,
    LayoutEncoding,
    NVMMASharedEncodingAttr,
    PaddedSharedEncodingAttr,
    SharedLinearEncodingAttr,
    SharedMemorySpaceAttr,
)
from ttopt.dialects.ttg.properties import i32_attr
from ttopt.dialects.ttg.traits import SAME_MEMDESC_ELEMENT_TYPE
from ttopt.dialects.ttg.types import MEMDESC, TOKEN, MemDescType, shape_text
from ttopt.ir.assembly_format import FormatState, assembly_format
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.ir.parser import parse_int32
from ttopt.layouts.conversions import to_linear_layout
from ttopt.layouts.linear_layout import LinearLayout

# -- effects ---------------------------------------------------------------------------------------


class SharedMemory(Resource):
    def name(self) -> str:
        return "::mlir::triton::gpu::SharedMemory"


@dataclass(frozen=True)
class SharedMemoryEffects(MemoryEffect):
    """`MemRead`/`MemWrite`/`MemFree<SharedMemory>` on the operand `on`."""

    kinds: tuple[MemoryEffectKind, ...]
    on: str

    def get_effects(self, op: Operation) -> AbstractSet[EffectInstance]:
        return {EffectInstance(kind, getattr(op, self.on), SharedMemory()) for kind in self.kinds}


class LocalAllocEffects(MemoryEffect):
    """LocalAllocOp::getEffects: an immutable buffer not yet given an offset has no effect
    (so that CSE and DCE apply early); otherwise it allocates (and writes) its result."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        if not op.result.type.mutable and "allocation.offset" not in op.attributes:
            return set()
        effects = {EffectInstance(MemoryEffectKind.ALLOC, op.result, SharedMemory())}
        if op.src is not None:
            effects.add(EffectInstance(MemoryEffectKind.WRITE, op.result, SharedMemory()))
        return effects


# -- allocation, loads and stores ------------------------------------------------------------------


@assembly_format("($src^)? attr-dict `:` functional-type(operands, results)")
@irdl_op_definition
class LocalAllocOp(TTOp):
    """Allocates a shared-memory buffer, optionally initialised from a tensor."""

    name = "ttg.local_alloc"
    src = opt_operand_def(TT_TENSOR)
    alignment = opt_prop_def(I32_ATTR)
    result = result_def(MEMDESC)
    traits = traits_def(LocalAllocEffects())

    def __init__(self, result_type: MemDescType, src: SSAValue | None = None, alignment: int | None = None):
        properties = {} if alignment is None else {"alignment": i32_attr(alignment)}
        super().__init__(operands=[[src] if src else []], result_types=[result_type], properties=properties)

    def verify_op(self) -> None:
        buffer: MemDescType = self.result.type
        if not isinstance(buffer.memory_space, SharedMemorySpaceAttr):
            raise VerifyException("should create a buffer of shared memory")
        if self.src is not None:
            _require_shared_rank(buffer, self.src.type, "source")
        if buffer.shape != buffer.alloc_shape:
            raise VerifyException("result shape and its alloc shape must match")
        if self.src is None:
            if not buffer.mutable:
                raise VerifyException("uninitialized alloc must have a mutable memdesc type")
            return
        _require_same_elements(self.src.type, self.src.type.element_type, buffer.element_type)
        _require_same_shape(self.src.type.get_shape(), buffer.shape)

    def fold(self, operands: list[Attribute | None]) -> list[SSAValue] | None:
        """An immutable copy of a buffer just read back is that buffer."""
        if self.result.type.mutable or self.src is None:
            return None
        load = defining(self.src, LocalLoadOp)
        if load is None or load.src.type != self.result.type:
            return None
        return [load.src]

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        """Those the layout dialect registers on it (upstream gives it none of its own)."""
        return layout_patterns_rooted_on(cls)


def _require_shared_rank(buffer: MemDescType, tensor: TensorType, role: str) -> None:
    """The memdesc must have a shared layout of the tensor's rank."""
    if not isinstance(buffer.encoding, LayoutEncoding):
        raise VerifyException("expected memdesc to have a shared memory encoding")
    rank = len(tensor.get_shape())
    if buffer.encoding.rank != rank:
        raise VerifyException(f"{role} has rank {rank} but memdesc encoding has rank {buffer.encoding.rank}")


def _require_same_elements(source_type: Attribute, source_element: Attribute, destination_element: Attribute) -> None:
    # Upstream prints the whole source type where it means its element type.
    if source_element != destination_element:
        raise VerifyException(
            f"source element type '{type_text(source_type)}' must match destination element type "
            f"'{type_text(destination_element)}'"
        )


def _require_same_shape(source: Sequence[int], destination: Sequence[int]) -> None:
    if tuple(source) != tuple(destination):
        raise VerifyException(
            f"source shape [{shape_text(source)}] must match [destination shape {shape_text(destination)}]"
        )


@assembly_format("$src attr-dict `:` qualified(type($src))")
@irdl_op_definition
class LocalDeallocOp(TTOp):
    """Frees a shared-memory buffer."""

    name = "ttg.local_dealloc"
    src = operand_def(MEMDESC)

    def __init__(self, src: SSAValue):
        super().__init__(operands=[src])


@assembly_format("$src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)")
@irdl_op_definition
class LocalLoadOp(TTOp):
    """Reads a shared-memory buffer into a distributed tensor."""

    name = "ttg.local_load"
    src = operand_def(MEMDESC)
    token = opt_operand_def(TOKEN)
    result = result_def(TT_TENSOR)
    traits = traits_def(SharedMemoryEffects((MemoryEffectKind.READ,), "src"))

    def __init__(self, src: SSAValue, result_type: TensorType, token: SSAValue | None = None):
        super().__init__(operands=[src, [token] if token else []], result_types=[result_type])

    def verify_op(self) -> None:
        buffer: MemDescType = self.src.type
        _require_shared_rank(buffer, self.result.type, "result")
        _require_same_elements(buffer, buffer.element_type, self.result.type.element_type)
        _require_same_shape(buffer.shape, self.result.type.get_shape())


@assembly_format("$src `,` $dst attr-dict `:` type($src) `->` qualified(type($dst))")
@irdl_op_definition
class LocalStoreOp(TTOp):
    """Writes a distributed tensor into a shared-memory buffer."""

    name = "ttg.local_store"
    src = operand_def(TT_TENSOR)
    dst = operand_def(MEMDESC)
    traits = traits_def(SharedMemoryEffects((MemoryEffectKind.WRITE,), "dst"))

    def __init__(self, src: SSAValue, dst: SSAValue):
        super().__init__(operands=[src, dst])

    def verify_op(self) -> None:
        buffer: MemDescType = self.dst.type
        if not buffer.mutable:
            raise VerifyException("Cannot store into immutable memory")
        _require_shared_rank(buffer, self.src.type, "source")
        _require_same_elements(self.src.type, self.src.type.element_type, buffer.element_type)
        _require_same_shape(self.src.type.get_shape(), buffer.shape)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        """Those the layout dialect registers on it (upstream gives it none of its own)."""
        return layout_patterns_rooted_on(cls)


# -- memdesc views ---------------------------------------------------------------------------------


_VIEW_TYPES = "attr-dict `:` qualified(type($src)) `->` qualified(type($result))"


@assembly_format("$src `[` $index `]` " + _VIEW_TYPES)
@irdl_op_definition
class MemDescIndexOp(TTOp):
    """The `index`-th subbuffer along the first dim (a pipeline stage of a multi-buffer)."""

    name = "ttg.memdesc_index"
    src = operand_def(MEMDESC)
    index = operand_def(I32)
    result = result_def(MEMDESC)
    traits = traits_def(Pure())

    def __init__(self, src: SSAValue, index: SSAValue, result_type: MemDescType):
        super().__init__(operands=[src, index], result_types=[result_type])

    def verify_op(self) -> None:
        src: MemDescType = self.src.type
        dst: MemDescType = self.result.type
        if src.element_type != dst.element_type:
            raise emit_error(self, "result element type must match desc element type")
        if dst.rank != src.rank - 1:
            raise emit_error(self, "result rank must be input rank - 1")
        if len(src.alloc_shape) != src.rank:
            raise emit_error(self, "We don't allow taking memdesc_index of a memdesc_index")
        if dst.shape != src.shape[1:]:
            raise emit_error(self, "result shape must equal to srcShape[1:]")
        if src.alloc_shape != src.shape:
            raise emit_error(self, "We don't support memdesc_index of a subview")
        if dst.alloc_shape != dst.shape:
            raise emit_error(self, "alloc shape must match shape for both result and src")


@assembly_format("$src `[` custom<Offsets>($offsets) `]` " + _VIEW_TYPES)
@irdl_op_definition
class MemDescSubsliceOp(TTOp):
    """A tile of a buffer at `offsets`; the result keeps the source's alloc shape."""

    name = "ttg.memdesc_subslice"
    src = operand_def(MEMDESC)
    offsets_ = prop_def(DENSE_I32_ARRAY_ATTR, prop_name="offsets")
    result = result_def(MEMDESC)
    traits = traits_def(Pure())

    def __init__(self, src: SSAValue, offsets: Sequence[int], result_type: MemDescType):
        super().__init__(
            operands=[src], result_types=[result_type], properties={"offsets": DenseArrayBase.from_list(i32, offsets)}
        )

    @property
    def offsets(self) -> tuple[int, ...]:
        return tuple(self.offsets_.get_values())

    @staticmethod
    def print_Offsets(op, printer: Printer, offsets: DenseArrayBase) -> None:
        printer.print_string(", ".join(str(v) for v in offsets.get_values()))

    @staticmethod
    def parse_Offsets(parser: Parser, state: FormatState, _offsets) -> None:
        values = [parse_int32(parser, op_name=MemDescSubsliceOp.name)]
        while parser.parse_optional_punctuation(",") is not None:
            values.append(parse_int32(parser, op_name=MemDescSubsliceOp.name))
        state.attributes["offsets"] = DenseArrayBase.from_list(i32, values)

    def verify_op(self) -> None:
        src: MemDescType = self.src.type
        dst: MemDescType = self.result.type
        if src.element_type != dst.element_type:
            raise emit_error(self, "result element type must match desc element type")
        if len(self.offsets) != src.rank:
            raise emit_error(self, "offsets must have the same rank as input")
        if dst.rank != src.rank:
            raise emit_error(self, "result rank must equal to input rank")
        if not (isinstance(src.encoding, SHARED_ENCODINGS) and isinstance(dst.encoding, SHARED_ENCODINGS)):
            raise emit_error(self, "src and dst must both be of shared memory encoding")
        if src.shape == dst.shape:
            return  # the whole buffer: upstream checks no offsets
        for offset, src_dim, dst_dim in zip(self.offsets, src.shape, dst.shape):
            if src_dim == dst_dim and offset != 0:
                raise emit_error(self, "A non zero offset found in a dimension that is not being split")
            if src_dim != dst_dim and offset & (dst_dim - 1):
                raise emit_error(self, "The split offset may not touch the tile")
        if isinstance(src.encoding, PaddedSharedEncodingAttr) and src.encoding.rank < src.rank:
            raise emit_error(
                self, "SubSlice of low rank PaddedSharedEncoding from higher rank tensors is not supported yet"
            )
        layout = linear_layout_or_error(self, lambda: buffer_linear_layout(src))
        if layout.in_dim_size("block") != 1:
            raise emit_error(self, "non-trivial block dimension not supported")
        if not _splits_whole_swizzle_tiles(layout, src.shape, dst.shape):
            raise emit_error(self, "We don't support splitting along the swizzling pattern")


def buffer_linear_layout(buffer: MemDescType) -> LinearLayout:
    """(offset, block) -> element of a buffer's whole allocation (upstream's toLinearLayout(MemDescType))."""
    if isinstance(buffer.encoding, PaddedSharedEncodingAttr):
        return buffer.encoding.linear_component()
    return to_linear_layout(buffer.encoding, buffer.alloc_shape[len(buffer.alloc_shape) - buffer.rank :])


def _splits_whole_swizzle_tiles(layout: LinearLayout, src_shape: Sequence[int], dst_shape: Sequence[int]) -> bool:
    """Whether every tile boundary of the split lands on a power-of-two offset.

    A tile of the subslice starts at a multiple of its size along each split dim;
    when the buffer is swizzled, those starts must not be permuted within a row.
    """
    inverse = layout.invert()
    names = list(layout.out_dims)
    for dim, (src_size, dst_size) in enumerate(zip(src_shape, dst_shape)):
        step = dst_size
        while step < src_size:
            coordinates = {name: (step if d == dim else 0) for d, name in enumerate(names)}
            offset = inverse.apply(coordinates)[0][1]
            if offset <= 0 or offset & (offset - 1):
                return False
            step *= 2
    return True


def _permuted(values: Sequence, order: Sequence[int]) -> tuple:
    return tuple(values[i] for i in order)


@assembly_format("$src " + _VIEW_TYPES)
@irdl_op_definition
class MemDescTransOp(TTOp):
    """The buffer seen with its dims permuted by `order` (result dim i is source dim order[i])."""

    name = "ttg.memdesc_trans"
    src = operand_def(MEMDESC)
    order_ = prop_def(DENSE_I32_ARRAY_ATTR, prop_name="order")
    result = result_def(MEMDESC)
    traits = traits_def(Pure(), SAME_MEMDESC_ELEMENT_TYPE)

    def __init__(self, src: SSAValue, order: Sequence[int], result_type: MemDescType | None = None):
        if result_type is None:
            result_type = self.infer_result_type(src.type, order)
        super().__init__(
            operands=[src], result_types=[result_type], properties={"order": DenseArrayBase.from_list(i32, order)}
        )

    @property
    def order(self) -> tuple[int, ...]:
        return tuple(self.order_.get_values())

    @staticmethod
    def infer_result_type(src: MemDescType, order: Sequence[int]) -> MemDescType:
        """The transposed buffer type; raises LayoutInferenceError where no layout fits."""
        encoding = infer_trans_encoding(src.encoding, src.shape, order)
        rank = len(order)
        leading = src.alloc_shape[: len(src.alloc_shape) - rank]
        trailing = src.alloc_shape[len(src.alloc_shape) - rank :]
        return src.with_(
            shape=_permuted(src.shape, order), encoding=encoding, alloc_shape=leading + _permuted(trailing, order)
        )

    def verify_op(self) -> None:
        src: MemDescType = self.src.type
        if len(self.order) != src.rank or len(self.order) != self.result.type.rank:
            raise emit_error(self, "order must have the same size as the rank of the operand and result")
        if sorted(self.order) != list(range(len(self.order))):
            raise emit_error(self, "order must be a permutation of [0, ..., rank - 1]")
        try:
            inferred = self.infer_result_type(src, self.order)
        except InferenceError as failure:
            raise inference_failure(self, failure.message) from None
        if not _equivalent_buffers(self, inferred, self.result.type):
            raise inference_failure(
                self,
                f"'{self.name}' op inferred type(s) '{type_text(inferred)}' are incompatible with return type(s) "
                f"of operation '{type_text(self.result.type)}'",
            )

    def fold(self, operands: list[Attribute | None]) -> list[SSAValue] | None:
        """The identity order -> the source; a transpose of a transpose -> one transpose,
        updated in place."""
        order = self.order
        if list(order) == list(range(len(order))):
            return [self.src]
        inner = defining(self.src, MemDescTransOp)
        if inner is None:
            return None
        inner_order = inner.order
        self.properties["order"] = DenseArrayBase.from_list(i32, [inner_order[i] for i in order])
        self.operands[0] = inner.src
        return [self.result]


@assembly_format("$src " + _VIEW_TYPES)
@irdl_op_definition
class MemDescReshapeOp(TTOp):
    """The buffer seen with another shape of the same number of elements."""

    name = "ttg.memdesc_reshape"
    src = operand_def(MEMDESC)
    result = result_def(MEMDESC)
    traits = traits_def(Pure(), SAME_MEMDESC_ELEMENT_TYPE)

    def __init__(self, src: SSAValue, result_type: MemDescType):
        super().__init__(operands=[src], result_types=[result_type])

    def verify_op(self) -> None:
        src: MemDescType = self.src.type
        dst: MemDescType = self.result.type
        if math.prod(src.shape) != math.prod(dst.shape):
            raise emit_error(self, "number of src and dst elements of reshape must be the same")
        if src.alloc_shape[len(src.alloc_shape) - src.rank :] != src.shape:
            raise emit_error(self, "NYI: memdesc_reshape of memdesc_subslice")
        inferred = linear_layout_or_error(self, lambda: infer_reshape_type(src, dst.shape))
        if not _equivalent_buffers(self, inferred, dst):
            # Upstream fails here without a diagnostic.
            raise VerifyException(
                f"result type '{type_text(dst)}' is not equivalent to the inferred type '{type_text(inferred)}'"
            )


def infer_reshape_type(src: MemDescType, shape: Sequence[int]) -> MemDescType:
    """The type of a buffer seen with another shape (MemDescReshapeOp::inferReturnTypes)."""
    leading = src.alloc_shape[: len(src.alloc_shape) - src.rank]
    encoding = infer_memdesc_reshape_encoding(src.encoding, src.shape, tuple(shape))
    return src.with_(shape=tuple(shape), encoding=encoding, alloc_shape=leading + tuple(shape))


def infer_memdesc_reshape_encoding(encoding: Attribute, src_shape: Sequence[int], shape: Sequence[int]) -> Attribute:
    """An NVMMA layout when the contiguous dim is kept, a reshaped padded layout, else a shared_linear one."""
    if isinstance(encoding, NVMMASharedEncodingAttr) and encoding.num_ctas == 1:
        kept = _nvmma_after_reshape(encoding, src_shape, shape)
        if kept is not None:
            return kept
    if isinstance(encoding, PaddedSharedEncodingAttr):
        pairs = encoding.interval_paddings
        layout = reshape_layout(encoding.linear_component(), shape)
        bases = layout.bases
        return PaddedSharedEncodingAttr(
            [i for i, _ in pairs], [p for _, p in pairs], bases["offset"], bases["block"], len(shape)
        )
    layout = reshape_layout(to_linear_layout(encoding, src_shape), shape)
    return SharedLinearEncodingAttr(layout.bases["offset"], layout.bases["block"], encoding.alignment)


def _nvmma_after_reshape(
    encoding: NVMMASharedEncodingAttr, src_shape: Sequence[int], shape: Sequence[int]
) -> NVMMASharedEncodingAttr | None:
    inner = 0 if encoding.transposed else -1
    if shape[inner] != src_shape[inner]:
        return None
    candidate = NVMMASharedEncodingAttr(
        encoding.swizzling_byte_width,
        encoding.transposed,
        encoding.element_bit_width,
        encoding.fp4_padded,
        rank=len(shape),
    )
    reshaped = reshape_layout(to_linear_layout(encoding, src_shape), shape)
    return candidate if reshaped == to_linear_layout(candidate, shape) else None


def _equivalent_buffers(op: Operation, expected: MemDescType, actual: MemDescType) -> bool:
    """Equal types, or types that differ only in layouts with the same linear layout."""
    if expected == actual:
        return True
    if expected.with_(encoding=actual.encoding) != actual:
        return False
    return linear_layout_or_error(op, lambda: buffer_linear_layout(expected)) == linear_layout_or_error(
        op, lambda: buffer_linear_layout(actual)
    )


@assembly_format("$src " + _VIEW_TYPES)
@irdl_op_definition
class MemDescReinterpretOp(TTOp):
    """The buffer's bytes seen as another memdesc (3.6 checks nothing)."""

    name = "ttg.memdesc_reinterpret"
    src = operand_def(MEMDESC)
    result = result_def(MEMDESC)
    traits = traits_def(Pure())

    def __init__(self, src: SSAValue, result_type: MemDescType):
        super().__init__(operands=[src], result_types=[result_type])

    def fold(self, operands: list[Attribute | None]) -> list[SSAValue] | None:
        if self.result.type == self.src.type:
            return [self.src]
        return None
