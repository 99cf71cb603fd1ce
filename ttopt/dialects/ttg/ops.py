"""The ops of the TritonGPU (`ttg`) dialect of Triton 3.6 and its `ttg.*` discardable attributes.

Layout attributes live in `layouts`, the types in `types`. Every op derives from `TTOp`, so its checks run
in upstream's order: ODS constraints and traits (`verify_types`), TensorSizeTrait,
VerifyTensorLayoutsTrait, then the op's own verifier (`verify_op`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    FunctionType,
    IntegerAttr,
    ModuleOp,
    NoneAttr,
    TensorType,
    i1,
    i32,
)
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    Pure,
    Resource,
)
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import (
    BOOL_ATTR,
    DENSE_I32_ARRAY_ATTR,
    I1,
    I8,
    I32,
    I32_ATTR,
    TypeConstraint,
    is_signless_int_or_index,
    ranked_tensor_of,
    tensor_of,
    type_text,
)
from ttopt.dialects.tt import (
    InferenceError,
    TTOp,
    emit_error,
)
from ttopt.dialects.tt.base import inference_failure
from ttopt.dialects.tt.enums import CACHE_MODIFIER, EVICTION_POLICY
from ttopt.dialects.tt.formats import matched_types
from ttopt.dialects.tt.traits import (
    SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
    SAME_OPERANDS_AND_RESULT_SHAPE,
    HasParent,
    OdsTrait,
    TypesMatchWith,
)
from ttopt.dialects.tt.type_constraints import (
    TT_FLOAT_TENSOR,
    TT_PTR,
    TT_PTR_TENSOR,
    TT_TENSOR,
    TT_TYPE,
)
from ttopt.dialects.ttg.infer import (
    infer_fp4_source_layout,
    infer_trans_encoding,
    reshape_layout,
)
from ttopt.dialects.ttg.layouts import (
    SHARED_ENCODINGS,
    LayoutEncoding,
    NVMMASharedEncodingAttr,
    PaddedSharedEncodingAttr,
    SharedLinearEncodingAttr,
    SharedMemorySpaceAttr,
    expect,
    num_warps_of,
)
from ttopt.dialects.ttg.types import (
    ASYNC_TOKEN,
    MEMDESC,
    TOKEN,
    MemDescType,
    shape_text,
)
from ttopt.ir.assembly_format import FormatState, IntStyle, assembly_format
from ttopt.ir.diagnostics import op_error
from ttopt.ir.parser import parse_int32
from ttopt.layouts.conversions import LayoutConversionError, to_linear_layout
from ttopt.layouts.linear_layout import LinearLayout

I1_TENSOR = tensor_of(I1)
I8_TENSOR = ranked_tensor_of(I8)
SIGNLESS_INT_OR_INDEX = TypeConstraint("signless integer or index", is_signless_int_or_index)


def i32_attr(value: int) -> IntegerAttr:
    return IntegerAttr(value, i32)


def bool_attr(value: bool) -> IntegerAttr:
    return IntegerAttr(int(value), i1)


class Terminator(IsTerminator):
    """IsTerminator whose position check runs after HasParent, as ODS declares them.

    xDSL would check the position first; `LAST_IN_BLOCK` (an ODS trait) does it in order.
    """

    def verify(self, op: Operation) -> None:
        return


class _LastInBlock(OdsTrait):
    def verify(self, op: Operation) -> None:
        if op.parent is not None and op.parent.last_op is not op:
            raise VerifyException("must be the last operation in the parent block")


LAST_IN_BLOCK = _LastInBlock()


class _SameMemDescElementType(OdsTrait):
    """SameOperandsAndResultElementType on memdesc views (tt's trait reads tensors only)."""

    def verify(self, op: Operation) -> None:
        elements = {v.type.element_type for v in (*op.operands, *op.results)}
        if len(elements) > 1:
            raise VerifyException("requires the same element type for all operands and results")


SAME_MEMDESC_ELEMENT_TYPE = _SameMemDescElementType()


class _AllTypesMatch(OdsTrait):
    """`AllTypesMatch<[names]>`, an ODS predicate."""

    is_predicate: ClassVar[bool] = True

    def __init__(self, *names: str):
        self.names = names

    def verify(self, op: Operation) -> None:
        types = [_types_of(getattr(op, name)) for name in self.names]
        if any(t != types[0] for t in types):
            raise VerifyException(f"failed to verify that all of {{{', '.join(self.names)}}} have same type")


def _types_of(values: SSAValue | Sequence[SSAValue]) -> tuple[Attribute, ...]:
    """The type of a value, or the types of a variadic group (compared as a range)."""
    if isinstance(values, SSAValue):
        return (values.type,)
    return tuple(v.type for v in values)


def all_types_match(*names: str) -> OdsTrait:
    return _AllTypesMatch(*names)


# -- format type inference helpers ----------------------------------------------------------------------
#
# Operands the formats do not spell get their constraint's buildable type (tokens, i32,
# i1); results need these hooks.


def result_token(name: str) -> Callable[[FormatState], None]:
    """A format `infer` hook: result `name` is an async token."""

    def infer(state: FormatState) -> None:
        state.types[name] = [ASYNC_TOKEN]

    return infer


# -- ttg.convert_layout ---------------------------------------------------------------------------------


@assembly_format("$src attr-dict `:` type($src) `->` type($result)")
@irdl_op_definition
class ConvertLayoutOp(TTOp):
    """Moves a tensor to another distributed layout (through shared memory if needed)."""

    name = "ttg.convert_layout"
    src = operand_def(TT_TENSOR)
    result = result_def(TT_TENSOR)
    traits = traits_def(Pure())
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (SAME_OPERANDS_AND_RESULT_SHAPE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE)

    def __init__(self, src: SSAValue, result_type: TensorType):
        super().__init__(operands=[src], result_types=[result_type])


# -- async copies -------------------------------------------------------------------------------------------


@assembly_format("($asyncToken^)? attr-dict", infer=result_token("retToken"))
@irdl_op_definition
class AsyncWaitOp(TTOp):
    """Waits until at most `num` async copy groups are outstanding."""

    name = "ttg.async_wait"
    asyncToken = var_operand_def(TOKEN)
    num = prop_def(I32_ATTR)
    retToken = result_def(TOKEN)

    def __init__(self, tokens: Sequence[SSAValue], num: int):
        super().__init__(operands=[list(tokens)], result_types=[ASYNC_TOKEN], properties={"num": i32_attr(num)})

    @property
    def pending(self) -> int:
        return self.num.value.data


@assembly_format("(`tokens` $inputTokens^)? attr-dict", infer=result_token("asyncToken"))
@irdl_op_definition
class AsyncCommitGroupOp(TTOp):
    """Closes the current group of async copies."""

    name = "ttg.async_commit_group"
    inputTokens = var_operand_def(TOKEN)
    asyncToken = result_def(TOKEN)

    def __init__(self, tokens: Sequence[SSAValue] = ()):
        super().__init__(operands=[list(tokens)], result_types=[ASYNC_TOKEN])


def mask_type_for(pointers: Attribute) -> Attribute:
    """The i1 tensor with the shape and layout of a pointer tensor."""
    return TensorType(i1, pointers.get_shape(), pointers.encoding)


def other_type_for(pointers: Attribute) -> Attribute:
    """The tensor of pointee values with the shape and layout of a pointer tensor."""
    return TensorType(pointers.element_type.pointee, pointers.get_shape(), pointers.encoding)


def _infer_async_copy(state: FormatState) -> None:
    matched_types(state)
    result_token("token")(state)


@assembly_format(
    "$src `,` $result (`mask` $mask^)? (`other` $other^)? "
    "oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) "
    "attr-dict `:` type($src) `->` type($result)",
    styles={"cache": CACHE_MODIFIER.style, "evict": EVICTION_POLICY.style},
    stripped_types={"result": MemDescType},
    infer=_infer_async_copy,
)
@irdl_op_definition
class AsyncCopyGlobalToLocalOp(TTOp):
    """cp.async of a tensor of pointers into a shared-memory buffer (`result` is that buffer, an operand)."""

    name = "ttg.async_copy_global_to_local"
    src = operand_def(TT_PTR_TENSOR)
    result = operand_def(MEMDESC)
    mask = opt_operand_def(I1_TENSOR)
    other = opt_operand_def(TT_TYPE)
    cache = prop_def(CACHE_MODIFIER.constraint, default_value=CACHE_MODIFIER.attr("none"))
    evict = prop_def(EVICTION_POLICY.constraint, default_value=EVICTION_POLICY.attr("evict_normal"))
    isVolatile = prop_def(BOOL_ATTR, default_value=bool_attr(False))
    contiguity = prop_def(I32_ATTR, default_value=i32_attr(1))
    token = result_def(TOKEN)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (
        TypesMatchWith("infer mask type from src type", "src", "mask", mask_type_for),
        TypesMatchWith("infer other type from src type", "src", "other", other_type_for),
    )

    def __init__(
        self,
        src: SSAValue,
        buffer: SSAValue,
        mask: SSAValue | None = None,
        other: SSAValue | None = None,
        cache: int = 1,
        evict: int = 1,
        is_volatile: bool = False,
        contiguity: int = 1,
    ):
        super().__init__(
            operands=[src, buffer, [mask] if mask else [], [other] if other else []],
            result_types=[ASYNC_TOKEN],
            properties={
                "cache": i32_attr(cache),
                "evict": i32_attr(evict),
                "isVolatile": bool_attr(is_volatile),
                "contiguity": i32_attr(contiguity),
            },
        )

    def verify_op(self) -> None:
        if not self.result.type.mutable:
            raise VerifyException("Cannot store into immutable memory")


# -- shared memory: allocation, loads and stores ---------------------------------------------------------


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


# -- memdesc views ----------------------------------------------------------------------------------------


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
        layout = _linear_layout_or_error(self, lambda: buffer_linear_layout(src))
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
    traits = traits_def(Pure())
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (SAME_MEMDESC_ELEMENT_TYPE,)

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


@assembly_format("$src " + _VIEW_TYPES)
@irdl_op_definition
class MemDescReshapeOp(TTOp):
    """The buffer seen with another shape of the same number of elements."""

    name = "ttg.memdesc_reshape"
    src = operand_def(MEMDESC)
    result = result_def(MEMDESC)
    traits = traits_def(Pure())
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (SAME_MEMDESC_ELEMENT_TYPE,)

    def __init__(self, src: SSAValue, result_type: MemDescType):
        super().__init__(operands=[src], result_types=[result_type])

    def verify_op(self) -> None:
        src: MemDescType = self.src.type
        dst: MemDescType = self.result.type
        if math.prod(src.shape) != math.prod(dst.shape):
            raise emit_error(self, "number of src and dst elements of reshape must be the same")
        if src.alloc_shape[len(src.alloc_shape) - src.rank :] != src.shape:
            raise emit_error(self, "NYI: memdesc_reshape of memdesc_subslice")
        inferred = _linear_layout_or_error(self, lambda: infer_reshape_type(src, dst.shape))
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
    return _linear_layout_or_error(op, lambda: buffer_linear_layout(expected)) == _linear_layout_or_error(
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


# -- pipelining helpers ------------------------------------------------------------------------------------


def _all_like_iv(state: FormatState) -> None:
    state.types["ub"] = state.types["iv"]
    state.types["step"] = state.types["iv"]


@assembly_format(
    "$iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict `:` type($iv) `->` type($result)",
    styles={"maxStage": IntStyle(i32), "stage": IntStyle(i32)},
    infer=_all_like_iv,
)
@irdl_op_definition
class PredicateStageOp(TTOp):
    """Whether pipeline stage `stage` of `maxStage` runs in iteration `iv`."""

    name = "ttg.predicate_stage"
    iv = operand_def(SIGNLESS_INT_OR_INDEX)
    ub = operand_def(SIGNLESS_INT_OR_INDEX)
    step = operand_def(SIGNLESS_INT_OR_INDEX)
    maxStage = prop_def(I32_ATTR)
    stage = prop_def(I32_ATTR)
    result = result_def(I1)
    traits = traits_def(Pure())
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (all_types_match("iv", "ub", "step"),)


class _AtMostOneBlock(OdsTrait):
    """`SizedRegion<1>` on region #0."""

    is_predicate: ClassVar[bool] = True

    def verify(self, op: Operation) -> None:
        if len(op.regions[0].blocks) > 1:
            raise VerifyException("expects region #0 to have 0 or 1 blocks")


@irdl_op_definition
class MaskOp(TTOp):
    """Runs its region only when `pred` holds (pipeliner bookkeeping); printed in generic form only."""

    name = "ttg.mask"
    pred = operand_def(I1)
    results_ = var_result_def()
    region = region_def()
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (_AtMostOneBlock(),)


@assembly_format("$result attr-dict `:` type($result)")
@irdl_op_definition
class MaskReturnOp(TTOp):
    """Terminates a `ttg.mask` region with its results."""

    name = "ttg.mask.return"
    result = var_operand_def()
    traits = traits_def(Pure(), Terminator())
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (HasParent(MaskOp.name), LAST_IN_BLOCK)


# -- conversions and scratch memory ------------------------------------------------------------------------


@assembly_format("$src attr-dict `:` type($src) `->` type($result)")
@irdl_op_definition
class Fp4ToFpOp(TTOp):
    """Unpacks pairs of e2m1 values (two per i8) along `axis` into bf16/f16."""

    name = "ttg.fp4_to_fp"
    src = operand_def(I8_TENSOR)
    axis_ = prop_def(I32_ATTR, prop_name="axis")
    result = result_def(TT_FLOAT_TENSOR)
    traits = traits_def(Pure())

    @property
    def axis(self) -> int:
        return self.axis_.value.data

    def verify_op(self) -> None:
        src: TensorType = self.src.type
        dst: TensorType = self.result.type
        element = dst.element_type
        if getattr(element, "name", "") not in ("bf16", "f16"):
            raise emit_error(self, f"only bf16 or f16 is supported for now, got '{type_text(element)}'")
        src_shape, dst_shape = tuple(src.get_shape()), tuple(dst.get_shape())
        if len(src_shape) != len(dst_shape):
            raise emit_error(self, f"source rank {len(src_shape)} != result rank {len(dst_shape)}")
        axis = self.axis
        if not 0 <= axis < len(src_shape):
            raise emit_error(self, f"axis {axis} out of range for rank {len(src_shape)}")
        for dim, (have, want) in enumerate(zip(src_shape, dst_shape)):
            if dim == axis and want != 2 * have:
                raise emit_error(self, f"axis {axis} dimension must be 2x source dimension (src={have}, dst={want})")
            if dim != axis and want != have:
                raise emit_error(self, f"dimension {dim} mismatch (src={have}, dst={want}, axis={axis})")
        self._verify_encodings(src, dst)

    def _verify_encodings(self, src: TensorType, dst: TensorType) -> None:
        src_encoding, dst_encoding = _encoding(src), _encoding(dst)
        if (src_encoding is None) != (dst_encoding is None):
            raise emit_error(self, "source and result must both have an encoding, or neither")
        if dst_encoding is None:
            return
        src_shape, dst_shape = tuple(src.get_shape()), tuple(dst.get_shape())
        inferred = _linear_layout_or_error(self, lambda: infer_fp4_source_layout(dst_encoding, self.axis, dst_shape))
        if inferred is None:
            raise emit_error(self, "failed to infer encoding")
        actual = _linear_layout_or_error(self, lambda: to_linear_layout(src_encoding, src_shape))
        if inferred != actual:
            raise emit_error(
                self,
                f"Src and Dst encodings are not compatible:\n{inferred.to_string()}\n{actual.to_string()}",
            )


def _encoding(type_: TensorType) -> Attribute | None:
    return None if isinstance(type_.encoding, NoneAttr) else type_.encoding


def _linear_layout_or_error(op: Operation, compute: Callable[[], LinearLayout | None]) -> LinearLayout | None:
    """A linear layout the verifier needs; upstream aborts where there is none, here it is an error."""
    try:
        return compute()
    except LayoutConversionError as error:
        raise emit_error(op, str(error)) from None


@assembly_format("attr-dict `:` qualified(type($result))")
@irdl_op_definition
class GlobalScratchAllocOp(TTOp):
    """A pointer to `nbytes` of per-kernel global scratch memory."""

    name = "ttg.global_scratch_alloc"
    nbytes = prop_def(I32_ATTR)
    alignment = prop_def(I32_ATTR)
    result = result_def(TT_PTR)


@assembly_format("attr-dict")
@irdl_op_definition
class LocalBarrierOp(TTOp):
    """A CTA-wide barrier ordering shared-memory accesses."""

    name = "ttg.local_barrier"

    def __init__(self):
        super().__init__()


# -- warp specialization -------------------------------------------------------------------------------------


@irdl_op_definition
class WarpSpecializeOp(TTOp):
    """Runs `default` on the current warps and each partition on its own warps, concurrently."""

    name = "ttg.warp_specialize"
    explicitCaptures = var_operand_def()
    partitionNumWarps = prop_def(DENSE_I32_ARRAY_ATTR)
    warpGroupStartIds = opt_prop_def(DENSE_I32_ARRAY_ATTR)
    requestedRegisters = opt_prop_def(DENSE_I32_ARRAY_ATTR)
    actualRegisters = opt_prop_def(DENSE_I32_ARRAY_ATTR)
    defaultPassthrough = var_result_def()
    defaultRegion = region_def()
    partitionOpHolder = region_def()

    @property
    def partition_num_warps(self) -> tuple[int, ...]:
        return tuple(self.partitionNumWarps.get_values())

    @property
    def partitions_op(self) -> WarpSpecializePartitionsOp | None:
        block = self.partitionOpHolder.blocks.first
        op = block.first_op if block is not None else None
        return op if isinstance(op, WarpSpecializePartitionsOp) else None

    @property
    def partition_regions(self) -> Sequence[Region]:
        holder = self.partitions_op
        return holder.regions if holder is not None else ()

    def verify_op(self) -> None:
        block = self.partitionOpHolder.blocks.first
        ops = list(block.ops) if block is not None else []
        if len(ops) != 1 or not isinstance(ops[0], WarpSpecializePartitionsOp):
            raise VerifyException(
                "expected to find only a `ttg.warp_specialize.partitions` op inside its second region"
            )
        regions, num_warps = self.partition_regions, self.partition_num_warps
        if len(regions) != len(num_warps):
            raise VerifyException(
                f"has {len(regions)} partitions but `partitionNumWarps` has {len(num_warps)} elements"
            )
        for index, warps in enumerate(num_warps):
            if warps <= 0 or warps & (warps - 1):
                raise VerifyException(f"partition #{index} number of warps ({warps}) must be a power of 2")
        if self.warpGroupStartIds is not None and len(self.warpGroupStartIds.get_values()) != len(regions):
            raise VerifyException(
                f"has {len(self.warpGroupStartIds.get_values())} warp group start IDs but expected {len(regions)}"
            )
        self._verify_partition_arguments(regions)
        if _enclosing_warp_specialize(self) is not None:
            raise VerifyException("cannot be nested inside another `ttg.warp_specialize` op")
        context_warps = num_warps_of(self)
        if context_warps is not None and context_warps % 4:
            raise emit_error(self, "warp-specialized kernels requires num_warps to be a multiple of 4")

    def _verify_partition_arguments(self, regions: Sequence[Region]) -> None:
        captures = [v.type for v in self.explicitCaptures]
        for index, region in enumerate(regions):
            block = region.blocks.first
            args = list(block.args) if block is not None else []
            if len(args) != len(captures):
                raise VerifyException(
                    f"partition region #{index} has {len(args)} arguments but expected {len(captures)}"
                )
            for position, (arg, capture) in enumerate(zip(args, captures)):
                if arg.type != capture:
                    raise VerifyException(
                        f"partition region #{index} argument #{position} has type '{type_text(arg.type)}' "
                        f"but corresponding capture has type '{type_text(capture)}'"
                    )

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.explicitCaptures, printer.print_operand)
        printer.print_string(")")
        printer.print_op_attributes(
            {**self.properties, **self.attributes}, reserved_attr_names=("partitionNumWarps",), print_keyword=True
        )
        printer.print_string("\ndefault ")
        printer.print_region(self.defaultRegion, print_entry_block_args=False, print_block_terminators=True)
        for index, region in enumerate(self.partition_regions):
            printer.print_string(f"\npartition{index}(")
            printer.print_list(region.blocks.first.args, printer.print_block_argument)
            printer.print_string(f") num_warps({self.partition_num_warps[index]}) ")
            printer.print_region(region, print_entry_block_args=False, print_block_terminators=True)
        printer.print_string(" : ")
        printer.print_function_type([v.type for v in self.explicitCaptures], [r.type for r in self.defaultPassthrough])

    @classmethod
    def parse(cls, parser: Parser) -> WarpSpecializeOp:
        captures = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict_with_keyword()
        if parser.parse_optional_keyword("default") is None:
            parser.raise_error("expected 'default'")
        default_region = parser.parse_region()
        partitions, num_warps = [], []
        while parser.parse_optional_keyword(f"partition{len(partitions)}") is not None:
            arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_argument)
            if parser.parse_optional_keyword("num_warps") is None:
                parser.raise_error("expected 'num_warps'")
            expect(parser, "(")
            num_warps.append(parse_int32(parser, op_name=cls.name))
            expect(parser, ")")
            partitions.append(parser.parse_region(arguments))
        expect(parser, ":")
        function_type: FunctionType = parser.parse_function_type()
        inputs = list(function_type.inputs.data)
        if len(inputs) != len(captures):
            parser.raise_error(f"{len(captures)} operands present, but expected {len(inputs)}")
        operands = [parser.resolve_operand(u, t) for u, t in zip(captures, inputs)]
        values = dict(attributes.data) if attributes is not None else {}
        values["partitionNumWarps"] = DenseArrayBase.from_list(i32, num_warps)
        properties = {k: v for k, v in values.items() if k in cls.get_irdl_definition().properties}
        holder = WarpSpecializePartitionsOp.create(regions=partitions)
        return cls.create(
            operands=operands,
            result_types=list(function_type.outputs.data),
            properties=properties,
            attributes={k: v for k, v in values.items() if k not in properties},
            regions=[default_region, Region(Block([holder]))],
        )


def _enclosing_warp_specialize(op: Operation) -> WarpSpecializeOp | None:
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, WarpSpecializeOp):
        parent = parent.parent_op()
    return parent


@irdl_op_definition
class WarpSpecializePartitionsOp(TTOp):
    """Holds the partition regions of a `ttg.warp_specialize` (each isolated from above)."""

    name = "ttg.warp_specialize.partitions"
    partitionRegions = var_region_def()
    traits = traits_def(Terminator())
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (HasParent(WarpSpecializeOp.name), LAST_IN_BLOCK)

    def verify_op(self) -> None:
        for region in self.regions:
            for inner in region.walk():
                _require_defined_inside(inner, region)


def _require_defined_inside(op: Operation, region: Region) -> None:
    """IsolatedFromAbove: every operand is defined inside `region`."""
    for operand in op.operands:
        owner = operand.owner
        block = owner if isinstance(owner, Block) else owner.parent_block()
        if block is None or not region.is_ancestor(block):
            raise op_error(op, "using value defined outside the region")


@irdl_op_definition
class WarpYieldOp(TTOp):
    """Terminates the default region with the values `ttg.warp_specialize` returns.

    Upstream's format is ``($values^)? attr-dict (`:` type($values)^)?``; the format
    engine cannot anchor a group on a `type(...)` directive, so it is written out here.
    """

    name = "ttg.warp_yield"
    values = var_operand_def()
    traits = traits_def(Pure(), Terminator())
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (HasParent(WarpSpecializeOp.name), LAST_IN_BLOCK)

    def print(self, printer: Printer) -> None:
        if self.values:
            printer.print_string(" ")
            printer.print_list(self.values, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        if self.values:
            printer.print_string(" : ")
            printer.print_list([v.type for v in self.values], printer.print_attribute)

    @classmethod
    def parse(cls, parser: Parser) -> WarpYieldOp:
        unresolved = []
        if (first := parser.parse_optional_unresolved_operand()) is not None:
            unresolved.append(first)
            while parser.parse_optional_punctuation(",") is not None:
                unresolved.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        types = []
        if unresolved:
            expect(parser, ":")
            types = [parser.parse_type()]
            while parser.parse_optional_punctuation(",") is not None:
                types.append(parser.parse_type())
        if len(types) != len(unresolved):
            parser.raise_error(f"{len(unresolved)} operands present, but expected {len(types)}")
        operands = [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]
        return cls.create(operands=operands, attributes=attributes)

    def verify_op(self) -> None:
        expected = [r.type for r in self.parent_op().defaultPassthrough]
        if len(self.values) != len(expected):
            raise VerifyException(f"has {len(self.values)} operands but parent op expected {len(expected)}")
        for index, (value, want) in enumerate(zip(self.values, expected)):
            if value.type != want:
                raise VerifyException(
                    f"operand #{index} has type '{type_text(value.type)}' but parent op expected '{type_text(want)}'"
                )


@assembly_format("attr-dict")
@irdl_op_definition
class WarpReturnOp(TTOp):
    """Terminates a partition region."""

    name = "ttg.warp_return"
    traits = traits_def(Pure(), Terminator())
    ODS_TRAITS: ClassVar[tuple[OdsTrait, ...]] = (HasParent(WarpSpecializePartitionsOp.name), LAST_IN_BLOCK)


# -- `ttg.*` attributes on other ops (TritonGPUDialect::verifyOperationAttribute) ------------------------------

_MODULE_ONLY = ("ttg.num-ctas", "ttg.target", "ttg.threads-per-warp")
_PARTITION = "ttg.partition"
_PARTITION_OUTPUTS = "ttg.partition.outputs"
_OPS_WITH_OUTPUT_PARTITIONS = ("scf.for", "scf.if", "tt.reduce")


def verify_operation_attribute(op: Operation, name: str, value: Attribute) -> None:
    """The placement and partition checks upstream runs on each `ttg.*` discardable attribute."""
    if name in _MODULE_ONLY and not isinstance(op, ModuleOp):
        raise VerifyException(f'has unexpected attribute "{name}" which is expected only on `module` ops')
    if name == "ttg.num-warps" and not (isinstance(op, ModuleOp) or op.name == "tt.func"):
        raise VerifyException(f'has unexpected attribute "{name}" which is expected only on `module` or `tt.func` ops')
    if name == _PARTITION:
        _verify_partition(op, value)
    elif name == _PARTITION_OUTPUTS:
        _verify_partition_outputs(op, value)


def _partition_ids(value: Attribute) -> list[int]:
    return list(value.get_values()) if isinstance(value, DenseArrayBase) else []


def _check_id_list(ids: list[int], name: str) -> None:
    if len(set(ids)) != len(ids):
        raise VerifyException(f'has duplicated partition ids in attribute "{name}"')
    if not ids:
        raise VerifyException(f'has no partition ids in attribute "{name}"')
    if ids != sorted(ids):
        raise VerifyException(f'partition ids not in sorted order in attribute "{name}"')


def _verify_partition(op: Operation, value: Attribute) -> None:
    ids = _partition_ids(value)
    _check_id_list(ids, _PARTITION)
    if not op.regions:
        return
    child_ids: set[int] = set()
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                if child.name in ("scf.yield", "ub.poison"):
                    continue
                if _PARTITION not in child.attributes:
                    raise op_error(
                        child,
                        f"does not have expected attribute {_PARTITION} which is expected for ops whose parent "
                        "has partitions",
                    )
                child_ids.update(_partition_ids(child.attributes[_PARTITION]))
    if not child_ids <= set(ids):
        raise VerifyException(f'partition ids in attr "{_PARTITION}" does not contain partition ids of all child ops')


def _verify_partition_outputs(op: Operation, value: Attribute) -> None:
    sets = [_partition_ids(s) for s in value.data] if isinstance(value, ArrayAttr) else []
    for ids in sets:
        _check_id_list(ids, _PARTITION_OUTPUTS)
    if op.name not in _OPS_WITH_OUTPUT_PARTITIONS:
        raise VerifyException(f'has unexpected attribute "{_PARTITION_OUTPUTS}"')
    if len(sets) != len(op.results):
        raise VerifyException(
            f'does not have expected number of output partition sets in attr "{_PARTITION_OUTPUTS}"; '
            "should match number of results"
        )
    if _PARTITION not in op.attributes:
        raise VerifyException(
            f"does not have expected attribute {_PARTITION} which is expected for ops with attr {_PARTITION_OUTPUTS}"
        )
    union = {i for ids in sets for i in ids}
    if not union <= set(_partition_ids(op.attributes[_PARTITION])):
        raise VerifyException(
            f'partition ids in attr {_PARTITION} must be the union of all partition ids in "{_PARTITION_OUTPUTS}"'
        )


TTG_OPS = [
    ConvertLayoutOp,
    AsyncWaitOp,
    AsyncCommitGroupOp,
    AsyncCopyGlobalToLocalOp,
    LocalAllocOp,
    LocalDeallocOp,
    LocalLoadOp,
    LocalStoreOp,
    MemDescIndexOp,
    MemDescSubsliceOp,
    MemDescTransOp,
    MemDescReshapeOp,
    MemDescReinterpretOp,
    PredicateStageOp,
    MaskOp,
    MaskReturnOp,
    Fp4ToFpOp,
    GlobalScratchAllocOp,
    LocalBarrierOp,
    WarpSpecializeOp,
    WarpSpecializePartitionsOp,
    WarpYieldOp,
    WarpReturnOp,
]

from ttopt.dialects.ttg import canonicalize as ttg_canonicalize  # noqa: F401  (registers ttg canonicalization patterns; last: it needs the ops above)
