"""The TritonNvidiaGPU (`ttng`) dialect of Triton 3.6, Hopper and earlier: wgmma, mbarriers, TMA, fences.

Blackwell ops (tensor memory, tcgen05) are not defined. Like tt/ttg ops, every op
derives from `TTOp` (ODS constraints, TensorSizeTrait, VerifyTensorLayoutsTrait, then
the op's verifier).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IntegerAttr, TensorType, i1, i32
from xdsl.ir import Attribute, Operation, ParametrizedAttribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    irdl_attr_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryEffectKind, Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import (
    BOOL_ATTR,
    I1,
    I32,
    I32_ATTR,
    I64,
    UNIT_ATTR,
    AttributeConstraint,
    any_type_of,
    is_signless_integer,
    ranked_tensor_of,
    type_text,
)
from ttopt.dialects.tt import TTOp, emit_error
from ttopt.dialects.tt.dot import DotOpInterface
from ttopt.dialects.tt.enums import (
    CACHE_MODIFIER,
    DESCRIPTOR_REDUCE_KIND,
    EVICTION_POLICY,
    INPUT_PRECISION,
)
from ttopt.dialects.tt.traits import TypesMatchWith
from ttopt.dialects.tt.type_constraints import TT_FP_INT_TENSOR, TT_PTR, TT_TENSOR_DESC
from ttopt.dialects.ttg.layouts import (
    DotOperandEncodingAttr,
    NvidiaMmaEncodingAttr,
    NVMMASharedEncodingAttr,
    SharedLinearEncodingAttr,
    expect,
    num_warps_of,
)
from ttopt.dialects.ttg.memory import SharedMemoryEffects
from ttopt.dialects.ttg.properties import bool_attr, i32_attr
from ttopt.dialects.ttg.traits import all_types_match
from ttopt.dialects.ttg.types import MEMDESC, MemDescType
from ttopt.ir.assembly_format import FormatState, IntStyle, assembly_format
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.layouts.conversions import shape_per_cta

# -- attributes ---------------------------------------------------------------------------------------


@irdl_attr_definition
class TensorMemorySpaceAttr(ParametrizedAttribute):
    """`#ttng.tensor_memory`: the memory space of Blackwell tensor memory (never aliased)."""

    name = "ttng.tensor_memory"

    def print_parameters(self, printer: Printer) -> None:
        return

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        if parser.parse_optional_punctuation("<") is not None:
            expect(parser, ">")
        return ()


# -- constraints -----------------------------------------------------------------------------------------

TENSOR_OR_MEMDESC = any_type_of(TT_FP_INT_TENSOR, MEMDESC)
I32_TENSOR = ranked_tensor_of(I32)
I1_ATTR = AttributeConstraint(
    "1-bit signless integer attribute",
    lambda a: isinstance(a, IntegerAttr) and is_signless_integer(a.type, 1),
    lambda a: isinstance(a, IntegerAttr),
)


def require_barrier(barrier: SSAValue) -> None:
    """An mbarrier is a one-element i64 shared-memory buffer."""
    type_ = barrier.type
    if not (isinstance(type_, MemDescType) and type_.shape == (1,) and is_signless_integer(type_.element_type, 64)):
        raise VerifyException("barrier allocation must be a descriptor of 1xi64 type")


# -- fences and clusters -------------------------------------------------------------------------------


@assembly_format("attr-dict")
@irdl_op_definition
class FenceAsyncSharedOp(TTOp):
    """fence.proxy.async: orders generic-proxy shared-memory writes before async-proxy reads."""

    name = "ttng.fence_async_shared"
    bCluster = prop_def(BOOL_ATTR)

    def __init__(self, b_cluster: bool = False):
        super().__init__(properties={"bCluster": bool_attr(b_cluster)})


@assembly_format("attr-dict")
@irdl_op_definition
class ClusterArriveOp(TTOp):
    """barrier.cluster.arrive (`relaxed`: without memory ordering)."""

    name = "ttng.cluster_arrive"
    relaxed = prop_def(I1_ATTR)


@assembly_format("attr-dict")
@irdl_op_definition
class ClusterWaitOp(TTOp):
    """barrier.cluster.wait."""

    name = "ttng.cluster_wait"


# -- wgmma ---------------------------------------------------------------------------------------------

_WGMMA_A_ENCODINGS = (NVMMASharedEncodingAttr, DotOperandEncodingAttr, SharedLinearEncodingAttr)
_WGMMA_B_ENCODINGS = (NVMMASharedEncodingAttr, SharedLinearEncodingAttr)
_IEEE = 2
_FP8_TYPES = ("f8E5M2", "f8E4M3FN")
_PARTIAL_ACCUMULATOR_FP8_TYPES = (*_FP8_TYPES, "f8E5M2FNUZ", "f8E4M3FNUZ")


def _infer_warp_group_dot(state: FormatState) -> None:
    state.types["c"] = state.types["d"]


@assembly_format(
    "$a`,` $b`,` $c (`,` $useC^)? attr-dict `:` type($a) `*` qualified(type($b)) `->` type($d)",
    infer=_infer_warp_group_dot,
)
@irdl_op_definition
class WarpGroupDotOp(TTOp):
    """A Hopper wgmma: d = a * b + c (c used only if useC), possibly asynchronous."""

    name = "ttng.warp_group_dot"
    a = operand_def(TENSOR_OR_MEMDESC)
    b = operand_def(MEMDESC)
    c = operand_def(TT_FP_INT_TENSOR)
    useC = opt_operand_def(I1)
    inputPrecision = prop_def(INPUT_PRECISION.constraint, default_value=i32_attr(_IEEE))
    maxNumImpreciseAcc = prop_def(I32_ATTR, default_value=i32_attr(0))
    isAsync = prop_def(BOOL_ATTR, default_value=bool_attr(False))
    d = result_def(TT_FP_INT_TENSOR)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(DotOpInterface(), TypesMatchWith("result's type matches accumulator's type", "d", "c"))

    def __init__(
        self,
        a: SSAValue,
        b: SSAValue,
        c: SSAValue,
        use_c: SSAValue | None = None,
        input_precision: int = _IEEE,
        max_num_imprecise_acc: int = 0,
        is_async: bool = False,
    ):
        super().__init__(
            operands=[a, b, c, [use_c] if use_c else []],
            result_types=[c.type],
            properties={
                "inputPrecision": i32_attr(input_precision),
                "maxNumImpreciseAcc": i32_attr(max_num_imprecise_acc),
                "isAsync": bool_attr(is_async),
            },
        )

    @property
    def is_async(self) -> bool:
        return bool(self.isAsync.value.data)

    @property
    def max_num_imprecise_acc(self) -> int:
        return self.maxNumImpreciseAcc.value.data

    def dims_match(self) -> bool:
        """DotOpInterface: a's K equals b's K."""
        return self.a.type.get_shape()[-1] == self.b.type.get_shape()[-2]

    def needs_partial_accumulator(self) -> bool:
        """needsPartialAccumulator: an fp8 dot into f32 that may accumulate at most
        maxNumImpreciseAcc products of its K in the tensor core's reduced precision."""
        a_element = getattr(self.a.type.get_element_type(), "name", "")
        d_element = getattr(self.d.type.get_element_type(), "name", "")
        return (
            a_element in _PARTIAL_ACCUMULATOR_FP8_TYPES
            and d_element == "f32"
            and self.max_num_imprecise_acc <= self.a.type.get_shape()[1]
        )

    def output_dims_match(self) -> bool:
        """DotOpInterface: c is M x N."""
        a, b, c = (v.type.get_shape() for v in (self.a, self.b, self.c))
        return c[-2] == a[-2] and c[-1] == b[-1]

    def verify_op(self) -> None:
        result: TensorType = self.d.type
        mma = result.encoding
        if not (isinstance(mma, NvidiaMmaEncodingAttr) and mma.is_hopper):
            raise VerifyException("WGMMA result layout must be Hopper NVMMA")
        if not isinstance(self.a.type.encoding, _WGMMA_A_ENCODINGS):
            raise VerifyException("WGMMA A operand must have NVMMA shared or dot layout")
        if not isinstance(self.b.type.encoding, _WGMMA_B_ENCODINGS):
            raise VerifyException("WGMMA B operand must have NVMMA shared layout")
        if (num_warps_of(self) or 0) % 4:
            raise VerifyException("WGMMA requires num_warps to be divisible by 4")
        self._verify_result_shape(result, mma)
        a_element = self.a.type.get_element_type()
        if (
            self.max_num_imprecise_acc < 32
            and getattr(a_element, "name", "") in _FP8_TYPES
            and getattr(result.element_type, "name", "") == "f32"
        ):
            raise VerifyException(
                "Cannot use F32 as the accumulator element type when the max_num_imprecise_acc is less than 32"
            )
        if isinstance(self.a.type, TensorType):
            expected = 32 // a_element.bitwidth
            if self.a.type.encoding.k_width != expected:
                raise VerifyException(
                    f"in-register LHS operand must have a kWidth of {expected} but got {self.a.type.encoding.k_width}"
                )

    @staticmethod
    def _verify_result_shape(result: TensorType, mma: NvidiaMmaEncodingAttr) -> None:
        shape = shape_per_cta(mma, result.get_shape())
        if len(shape) != 2:
            raise VerifyException("WGMMA result shape must be 2D")
        if shape[0] % 64:
            raise VerifyException("WGMMA result M dimension must be divisible by 64")
        if shape[1] % 8:
            raise VerifyException("WGMMA result N dimension must be divisible by 8")


def _infer_dot_wait(state: FormatState) -> None:
    state.types["outputs"] = list(state.types["inputs"])


@assembly_format("$inputs attr-dict `:` type($inputs)", infer=_infer_dot_wait)
@irdl_op_definition
class WarpGroupDotWaitOp(TTOp):
    """Waits until at most `pendings` async wgmmas are in flight; returns its inputs, now ready."""

    name = "ttng.warp_group_dot_wait"
    inputs = var_operand_def(TENSOR_OR_MEMDESC)
    pendings = prop_def(I32_ATTR)
    outputs = var_result_def(TENSOR_OR_MEMDESC)
    traits = traits_def(all_types_match("inputs", "outputs"))

    def verify_op(self) -> None:
        if not self.inputs:
            raise VerifyException("expected to be waiting on at least one dependency")


# -- mbarriers -----------------------------------------------------------------------------------------


class _BarrierOp(TTOp):
    """An op on the mbarrier `alloc`."""

    def verify_op(self) -> None:
        require_barrier(self.alloc)


_COUNT_STYLE = {"count": IntStyle(i32)}


@assembly_format("$alloc `,` $count attr-dict `:` qualified(type($alloc))", styles=_COUNT_STYLE)
@irdl_op_definition
class InitBarrierOp(_BarrierOp):
    """mbarrier.init with the number of arrivals that completes a phase."""

    name = "ttng.init_barrier"
    traits = traits_def(SharedMemoryEffects((MemoryEffectKind.WRITE,), "alloc"))
    alloc = operand_def(MEMDESC)
    count = prop_def(I32_ATTR)

    def __init__(self, alloc: SSAValue, count: int):
        super().__init__(operands=[alloc], properties={"count": i32_attr(count)})


@assembly_format("$alloc attr-dict `:` qualified(type($alloc))")
@irdl_op_definition
class InvalBarrierOp(_BarrierOp):
    """mbarrier.inval: the barrier's memory may be reused."""

    name = "ttng.inval_barrier"
    traits = traits_def(SharedMemoryEffects((MemoryEffectKind.WRITE,), "alloc"))
    alloc = operand_def(MEMDESC)

    def __init__(self, alloc: SSAValue):
        super().__init__(operands=[alloc])


@assembly_format(
    "$alloc `,` $size attr-dict `,` $pred `:` qualified(type($alloc))",
    styles={"size": IntStyle(i32)},
)
@irdl_op_definition
class BarrierExpectOp(_BarrierOp):
    """mbarrier.expect_tx: the barrier also waits for `size` bytes of async copies."""

    name = "ttng.barrier_expect"
    traits = traits_def(SharedMemoryEffects((MemoryEffectKind.WRITE,), "alloc"))
    alloc = operand_def(MEMDESC)
    size = prop_def(I32_ATTR)
    pred = operand_def(I1)

    def __init__(self, alloc: SSAValue, size: int, pred: SSAValue):
        super().__init__(operands=[alloc, pred], properties={"size": i32_attr(size)})


@irdl_op_definition
class WaitBarrierOp(_BarrierOp):
    """Waits for the barrier's phase `phase` to complete.

    Upstream's format is ``$alloc `,` $phase (`,` $pred^)? (`deps` $deps^)? attr-dict `:`
    qualified(type($alloc)) (`,` type($deps)^)?``; the format engine cannot anchor a group
    on a `type(...)` directive, so it is written out here.
    """

    name = "ttng.wait_barrier"
    traits = traits_def(SharedMemoryEffects((MemoryEffectKind.READ, MemoryEffectKind.WRITE), "alloc"))
    alloc = operand_def(MEMDESC)
    phase = operand_def(I32)
    pred = opt_operand_def(I1)
    deps = var_operand_def(MEMDESC)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self, alloc: SSAValue, phase: SSAValue, pred: SSAValue | None = None, deps: Sequence[SSAValue] = ()
    ):
        super().__init__(operands=[alloc, phase, [pred] if pred is not None else [], list(deps)])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([self.alloc, self.phase, *([self.pred] if self.pred else [])], printer.print_operand)
        if self.deps:
            printer.print_string(" deps ")
            printer.print_list(self.deps, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([self.alloc.type, *(d.type for d in self.deps)], printer.print_attribute)

    @classmethod
    def parse(cls, parser: Parser) -> WaitBarrierOp:
        alloc = parser.parse_unresolved_operand()
        expect(parser, ",")
        phase = parser.parse_unresolved_operand()
        pred = parser.parse_unresolved_operand() if parser.parse_optional_punctuation(",") is not None else None
        deps = []
        if parser.parse_optional_keyword("deps") is not None:
            deps = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        expect(parser, ":")
        alloc_type = parser.parse_type()
        dep_types = []
        if deps:
            expect(parser, ",")
            dep_types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        if len(dep_types) != len(deps):
            parser.raise_error(f"{len(deps)} operands present, but expected {len(dep_types)}")
        operands = [
            parser.resolve_operand(alloc, alloc_type),
            parser.resolve_operand(phase, i32),
            [parser.resolve_operand(pred, i1)] if pred is not None else [],
            [parser.resolve_operand(d, t) for d, t in zip(deps, dep_types)],
        ]
        return cls.build(operands=operands, attributes=attributes)


@assembly_format(
    "$alloc `,` $count (`,` $pred^)? attr-dict `:` qualified(type($alloc))",
    styles=_COUNT_STYLE,
)
@irdl_op_definition
class ArriveBarrierOp(_BarrierOp):
    """mbarrier.arrive with `count` arrivals."""

    name = "ttng.arrive_barrier"
    traits = traits_def(SharedMemoryEffects((MemoryEffectKind.READ, MemoryEffectKind.WRITE), "alloc"))
    alloc = operand_def(MEMDESC)
    count = prop_def(I32_ATTR)
    pred = opt_operand_def(I1)

    def verify_op(self) -> None:
        super().verify_op()
        if self.count.value.data < 1:
            raise VerifyException("count must be greater than or equal to 1")


@assembly_format("$barrier attr-dict `:` qualified(type($barrier))")
@irdl_op_definition
class AsyncCopyMbarrierArriveOp(TTOp):
    """cp.async.mbarrier.arrive: the barrier completes once this thread's cp.asyncs land."""

    name = "ttng.async_copy_mbarrier_arrive"
    barrier = operand_def(MEMDESC)
    noIncrement = opt_prop_def(UNIT_ATTR)


# -- TMA ------------------------------------------------------------------------------------------------

_CACHE_STYLES = {"cache": CACHE_MODIFIER.style, "evict": EVICTION_POLICY.style}
_CACHE_OILIST = "oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)"


def _require_mutable(buffer: SSAValue, message: str) -> None:
    if not buffer.type.mutable:
        raise VerifyException(message)


@assembly_format(
    "$desc `[` $coord `]` $result `,` $barrier `,` $pred " + _CACHE_OILIST + " attr-dict `:` "
    "qualified(type($desc)) `,` qualified(type($barrier)) `->` qualified(type($result))",
    styles=_CACHE_STYLES,
)
@irdl_op_definition
class AsyncTMACopyGlobalToLocalOp(TTOp):
    """A TMA load of the descriptor's block at `coord` into `result`, signalling `barrier`."""

    name = "ttng.async_tma_copy_global_to_local"
    desc = operand_def(TT_TENSOR_DESC)
    coord = var_operand_def(I32)
    barrier = operand_def(MEMDESC)
    result = operand_def(MEMDESC)
    pred = operand_def(I1)
    cache = prop_def(CACHE_MODIFIER.constraint, default_value=CACHE_MODIFIER.attr("none"))
    evict = prop_def(EVICTION_POLICY.constraint, default_value=EVICTION_POLICY.attr("evict_normal"))
    isVolatile = prop_def(BOOL_ATTR, default_value=bool_attr(False))
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        desc: SSAValue,
        coord: Sequence[SSAValue],
        barrier: SSAValue,
        result: SSAValue,
        pred: SSAValue,
        cache: str = "none",
        evict: str = "evict_normal",
        is_volatile: bool = False,
    ):
        super().__init__(
            operands=[desc, list(coord), barrier, result, pred],
            properties={
                "cache": CACHE_MODIFIER.attr(cache),
                "evict": EVICTION_POLICY.attr(evict),
                "isVolatile": bool_attr(is_volatile),
            },
        )

    def verify_op(self) -> None:
        _require_mutable(self.result, "Cannot store into immutable memory")
        if not isinstance(self.result.type.encoding, NVMMASharedEncodingAttr):
            raise VerifyException("TMA result must have NVMMA shared layout")
        require_barrier(self.barrier)


_STORE_TYPES = "attr-dict `:` qualified(type($desc)) `,` qualified(type($src))"


@assembly_format("$desc `[` $coord `]` $src " + _STORE_TYPES)
@irdl_op_definition
class AsyncTMACopyLocalToGlobalOp(TTOp):
    """A TMA store of `src` to the descriptor's block at `coord`."""

    name = "ttng.async_tma_copy_local_to_global"
    desc = operand_def(TT_TENSOR_DESC)
    coord = var_operand_def(I32)
    src = operand_def(MEMDESC)

    def __init__(self, desc: SSAValue, coord: Sequence[SSAValue], src: SSAValue):
        super().__init__(operands=[desc, list(coord), src])


@assembly_format("$kind `,` $desc `[` $coord `]` $src " + _STORE_TYPES, styles={"kind": DESCRIPTOR_REDUCE_KIND.style})
@irdl_op_definition
class AsyncTMAReduceOp(TTOp):
    """A TMA reduce-store (`kind` = add, min, ...) of `src` into the descriptor's block."""

    name = "ttng.async_tma_reduce"
    kind = prop_def(DESCRIPTOR_REDUCE_KIND.constraint)
    desc = operand_def(TT_TENSOR_DESC)
    coord = var_operand_def(I32)
    src = operand_def(MEMDESC)

    def __init__(self, kind: Attribute, desc: SSAValue, coord: Sequence[SSAValue], src: SSAValue):
        super().__init__(operands=[desc, list(coord), src], properties={"kind": kind})


_GATHER_OPERANDS = "$desc `[` $x_offsets `,` $y_offset `]`"


@assembly_format(_GATHER_OPERANDS + " $result `,` $barrier `,` $pred attr-dict `:` type(operands)")
@irdl_op_definition
class AsyncTMAGatherOp(TTOp):
    """A TMA gather of the rows `x_offsets` (from column `y_offset`) into `result`."""

    name = "ttng.async_tma_gather"
    desc = operand_def(TT_TENSOR_DESC)
    x_offsets = operand_def(I32_TENSOR)
    y_offset = operand_def(I32)
    barrier = operand_def(MEMDESC)
    result = operand_def(MEMDESC)
    pred = operand_def(I1)

    def __init__(
        self, desc: SSAValue, x_offsets: SSAValue, y_offset: SSAValue, barrier: SSAValue, result: SSAValue,
        pred: SSAValue,
    ):
        super().__init__(operands=[desc, x_offsets, y_offset, barrier, result, pred])

    def verify_op(self) -> None:
        _require_mutable(self.result, "cannot store into immutable memory")
        rows = self.x_offsets.type.get_shape()[0]
        if self.result.type.shape[0] != rows:
            raise VerifyException(
                f"result tensor must have as many rows as indices ({rows}), but got '{type_text(self.result.type)}'"
            )
        require_barrier(self.barrier)


@assembly_format(_GATHER_OPERANDS + " $src attr-dict `:` type(operands)")
@irdl_op_definition
class AsyncTMAScatterOp(TTOp):
    """A TMA scatter of the rows of `src` to the rows `x_offsets` (from column `y_offset`)."""

    name = "ttng.async_tma_scatter"
    desc = operand_def(TT_TENSOR_DESC)
    x_offsets = operand_def(I32_TENSOR)
    y_offset = operand_def(I32)
    src = operand_def(MEMDESC)

    def __init__(self, desc: SSAValue, x_offsets: SSAValue, y_offset: SSAValue, src: SSAValue):
        super().__init__(operands=[desc, x_offsets, y_offset, src])


@assembly_format("attr-dict")
@irdl_op_definition
class TMAStoreWaitOp(TTOp):
    """Waits until at most `pendings` TMA stores are in flight."""

    name = "ttng.async_tma_store_wait"
    pendings = prop_def(I32_ATTR)

    def __init__(self, pendings: int):
        super().__init__(properties={"pendings": i32_attr(pendings)})


# -- tensor descriptors -----------------------------------------------------------------------------------


@assembly_format("$rawDesc attr-dict `:` qualified(type($rawDesc)) `to` qualified(type($result))")
@irdl_op_definition
class ReinterpretTensorDescOp(TTOp):
    """A tensor descriptor from a pointer to its 128-byte TMA descriptor."""

    name = "ttng.reinterpret_tensor_descriptor"
    rawDesc = operand_def(TT_PTR)
    result = result_def(TT_TENSOR_DESC)
    traits = traits_def(Pure())

    def __init__(self, raw_desc: SSAValue, result_type: Attribute):
        super().__init__(operands=[raw_desc], result_types=[result_type])


def _bounded_i32(maximum: int) -> AttributeConstraint:
    """`ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<maximum>]>`."""

    def check(attr: Attribute) -> bool:
        return I32_ATTR(attr) and 0 <= attr.value.data <= maximum

    return AttributeConstraint(
        f"32-bit signless integer attribute whose value is non-negative whose maximum value is {maximum}",
        check,
        lambda a: isinstance(a, IntegerAttr),
    )


@assembly_format(
    "$desc_ptr `,` $global_address `,` `[` $box_dim `]` `,` `[` $global_dim `]` `,` `[` $global_stride `]` `,` "
    "`[` $element_stride `]` attr-dict `:` functional-type(operands, results)"
)
@irdl_op_definition
class TensormapCreateOp(TTOp):
    """Writes a TMA descriptor for a `global_dim` tensor at `global_address` into `desc_ptr`."""

    name = "ttng.tensormap_create"
    desc_ptr = operand_def(TT_PTR)
    global_address = operand_def(TT_PTR)
    box_dim = var_operand_def(I32)
    global_dim = var_operand_def(I32)
    global_stride = var_operand_def(I64)
    element_stride = var_operand_def(I32)
    elem_type = prop_def(_bounded_i32(15))
    interleave_layout = prop_def(_bounded_i32(2))
    swizzle_mode = prop_def(_bounded_i32(3))
    fill_mode = prop_def(_bounded_i32(1))
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        desc_ptr: SSAValue,
        global_address: SSAValue,
        box_dim: Sequence[SSAValue],
        global_dim: Sequence[SSAValue],
        global_stride: Sequence[SSAValue],
        element_stride: Sequence[SSAValue],
        elem_type: int,
        interleave_layout: int,
        swizzle_mode: int,
        fill_mode: int,
    ):
        super().__init__(
            operands=[desc_ptr, global_address, list(box_dim), list(global_dim), list(global_stride),
                      list(element_stride)],
            properties={
                "elem_type": i32_attr(elem_type),
                "interleave_layout": i32_attr(interleave_layout),
                "swizzle_mode": i32_attr(swizzle_mode),
                "fill_mode": i32_attr(fill_mode),
            },
        )

    def verify_op(self) -> None:
        rank = len(self.box_dim)
        # Upstream computes rank - 1 as an unsigned 64-bit number.
        counts = (
            ("global dim", len(self.global_dim), rank),
            ("global stride", len(self.global_stride), (rank - 1) % (1 << 64)),
            ("element stride", len(self.element_stride), rank),
        )
        for what, got, expected in counts:
            if got != expected:
                raise emit_error(self, f"Rank mismatch for {what}. Got {got} but expected {expected}")


@assembly_format("$desc_ptr attr-dict `:` qualified(type($desc_ptr))")
@irdl_op_definition
class TensormapFenceproxyAcquireOp(TTOp):
    """fence.proxy.tensormap acquire for a descriptor written in global memory."""

    name = "ttng.tensormap_fenceproxy_acquire"
    desc_ptr = operand_def(TT_PTR)

    def __init__(self, desc_ptr: SSAValue):
        super().__init__(operands=[desc_ptr])


TTNG_OPS: list[type[Operation]] = [
    FenceAsyncSharedOp,
    ClusterArriveOp,
    ClusterWaitOp,
    WarpGroupDotOp,
    WarpGroupDotWaitOp,
    InitBarrierOp,
    InvalBarrierOp,
    BarrierExpectOp,
    WaitBarrierOp,
    ArriveBarrierOp,
    AsyncCopyMbarrierArriveOp,
    AsyncTMACopyGlobalToLocalOp,
    AsyncTMACopyLocalToGlobalOp,
    AsyncTMAReduceOp,
    AsyncTMAGatherOp,
    AsyncTMAScatterOp,
    TMAStoreWaitOp,
    ReinterpretTensorDescOp,
    TensormapCreateOp,
    TensormapFenceproxyAcquireOp,
]

