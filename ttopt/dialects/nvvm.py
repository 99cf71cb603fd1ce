"""The `nvvm` dialect: NVIDIA special registers, barriers, warp shuffles and votes, fences,
matrix loads and the mbarrier/cluster/wgmma synchronisation ops that Triton 3.6's NVIDIA
lowering emits, with the syntax of the MLIR Triton bundles.

Most ops map to one NVVM intrinsic when translated to LLVM IR; the rest carry PTX
semantics (`has_ptx_lowering`) and are rewritten to `llvm.inline_asm` by
`convert-nvvm-to-llvm` (ttopt/conversion/nvvm_to_llvm.py), as MLIR's BasicPtxBuilder does.

Building IR::

    tid = ReadSregOp("tid.x")                       # nvvm.read.ptx.sreg.tid.x : i32
    tid = ReadSregOp("tid.x", range_=(0, 1024))     # ... range <i32, 0, 1024> : i32
    Barrier0Op(); BarrierOp(barrier_id, None); BarWarpSyncOp(mask)
    s = ShflOp("bfly", mask, value, offset, clamp)  # result: the value's type
    b = VoteSyncOp("ballot", mask, predicate)       # i32 for ballot, i1 otherwise
    r = ReduxOp("add", value, mask)
    FenceProxyOp("async.shared", "cta"); FenceMbarrierInitOp()
    CpAsyncCommitGroupOp(); CpAsyncWaitGroupOp(0)
    CpAsyncBulkCommitGroupOp(); CpAsyncBulkWaitGroupOp(0, read=True); CpAsyncMBarrierArriveSharedOp(ptr, noinc=True)
    m = LdMatrixOp(ptr, 4, "row", struct_type); StMatrixOp(ptr, values, "row")
    WgmmaFenceAlignedOp(); WgmmaGroupSyncAlignedOp(); WgmmaWaitGroupSyncOp(0)
    ClusterArriveOp(); ClusterArriveRelaxedOp(); ClusterWaitOp(); e = ElectSyncOp()
    MBarrierInitOp(ptr, count, shared=True), MBarrierArriveExpectTxOp(ptr, tx, shared=True),
    MBarrierTryWaitParityOp(ptr, phase, ticks, shared=True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    IntAttr,
    IntegerAttr,
    IntegerType,
    UnitAttr,
    i1,
    i32,
)
from xdsl.ir import Attribute, Dialect, Operation, ParametrizedAttribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    param_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import type_text
from ttopt.dialects.llvm import (
    ConstantRangeAttr,
    FuncOp,
    KeywordEnumAttr,
    LLVMPointerType,
    LLVMStructType,
)
from ttopt.dialects.tt.base import emit_error
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.ir.verifier import OperationAttributeVerifier

# =====================================================================================
# Attributes
# =====================================================================================


@irdl_attr_definition
class ShflKindAttr(KeywordEnumAttr):
    name = "nvvm.shfl_kind"
    CASES = ("bfly", "up", "down", "idx")


@irdl_attr_definition
class VoteSyncKindAttr(KeywordEnumAttr):
    name = "nvvm.vote_sync_kind"
    CASES = ("any", "all", "ballot", "uni")


@irdl_attr_definition
class ReduxKindAttr(KeywordEnumAttr):
    name = "nvvm.redux_kind"
    CASES = ("add", "and", "max", "min", "or", "umax", "umin", "xor", "fmin", "fmax")


@irdl_attr_definition
class ProxyKindAttr(KeywordEnumAttr):
    name = "nvvm.proxy_kind"
    CASES = ("alias", "async", "async.global", "async.shared", "tensormap", "generic")


@irdl_attr_definition
class SharedSpaceAttr(KeywordEnumAttr):
    name = "nvvm.shared_space"
    CASES = ("cta", "cluster")


@irdl_attr_definition
class MMALayoutAttr(KeywordEnumAttr):
    name = "nvvm.mma_layout"
    CASES = ("row", "col")


@irdl_attr_definition
class LdStMatrixEltTypeAttr(KeywordEnumAttr):
    name = "nvvm.ld_st_matrix_elt_type"
    CASES = ("b16", "b8", "b8x16.b6x16_p32", "b8x16.b4x16_p64")


@irdl_attr_definition
class LoadCacheModifierAttr(KeywordEnumAttr):
    name = "nvvm.load_cache_modifier"
    CASES = ("ca", "cg", "cs", "lu", "cv")


@irdl_attr_definition
class SetMaxRegisterActionAttr(KeywordEnumAttr):
    name = "nvvm.action"
    CASES = ("decrease", "increase")


@irdl_attr_definition
class LdStMatrixShapeAttr(ParametrizedAttribute):
    """`#nvvm.ld_st_matrix_shape<m = 8, n = 8>`."""

    name = "nvvm.ld_st_matrix_shape"
    m: IntAttr = param_def()
    n: IntAttr = param_def()

    def __init__(self, m: int, n: int):
        super().__init__(IntAttr(m), IntAttr(n))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<m = {self.m.data}, n = {self.n.data}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        parser.parse_keyword("m")
        parser.parse_punctuation("=")
        m = parser.parse_integer(allow_boolean=False)
        parser.parse_punctuation(",")
        parser.parse_keyword("n")
        parser.parse_punctuation("=")
        n = parser.parse_integer(allow_boolean=False)
        parser.parse_punctuation(">")
        return (IntAttr(m), IntAttr(n))


NVVM_ATTRIBUTES = (
    ShflKindAttr, VoteSyncKindAttr, ReduxKindAttr, ProxyKindAttr, SharedSpaceAttr, MMALayoutAttr,
    LdStMatrixEltTypeAttr, LoadCacheModifierAttr, SetMaxRegisterActionAttr, LdStMatrixShapeAttr,
)  # fmt: skip


def _keyword_enum(cls: type[KeywordEnumAttr], parser: Parser) -> KeywordEnumAttr:
    return cls(cls.parse_keyword(parser))


# =====================================================================================
# Op base and helpers
# =====================================================================================


class NVVMOp(IRDLOperation):
    """Base of nvvm ops.

    `INTRINSIC` names the NVVM intrinsic an op translates to (a method may refine it);
    ops with PTX semantics set `has_ptx_lowering()` and give `ptx()`: the PTX text and
    the operands it reads, for `convert-nvvm-to-llvm`."""

    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ()

    def has_ptx_lowering(self) -> bool:
        return False

    def dict_entries(self) -> dict[str, Attribute]:
        entries = {k: v for k, v in self.properties.items() if k in self.DICT_PROPERTIES}
        entries.update(self.attributes)
        return entries

    def print_attr_dict(self, printer: Printer) -> None:
        printer.print_op_attributes(self.dict_entries())

    @classmethod
    def split_attr_dict(cls, values: dict[str, Attribute]) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
        properties = {k: v for k, v in values.items() if k in cls.DICT_PROPERTIES}
        attributes = {k: v for k, v in values.items() if k not in cls.DICT_PROPERTIES}
        return properties, attributes


def _resolve(parser: Parser, operands: Sequence[UnresolvedOperand], types: Sequence[Attribute]) -> list[SSAValue]:
    if len(operands) != len(types):
        parser.raise_error(f"{len(operands)} operands present, but expected {len(types)}")
    return [parser.resolve_operand(o, t) for o, t in zip(operands, types)]


def _print_operands(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_list(values, printer.print_operand)


def _require_type(op: Operation, index: int, value: SSAValue, check, description: str) -> None:
    if not check(value.type):
        raise VerifyException(f"operand #{index} must be {description}, but got '{type_text(value.type)}'")


def _is_i32(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType) and type_.width.data == 32


def _is_i1(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType) and type_.width.data == 1


def _is_shared_ptr(type_: Attribute) -> bool:
    return isinstance(type_, LLVMPointerType) and type_.address_space == 3


class _NoOperandOp(NVVMOp):
    """An op written as its name and an optional attr-dict (`nvvm.barrier0`): a call of the
    intrinsic `INTRINSIC` without arguments."""

    INTRINSIC: ClassVar[str]

    def __init__(self, **unit_attrs: bool):
        super().__init__(properties={k: UnitAttr() for k, v in unit_attrs.items() if v})

    def print(self, printer: Printer) -> None:
        self.print_attr_dict(printer)

    @classmethod
    def parse(cls, parser: Parser):
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        return cls.create(properties=properties, attributes=attributes)


class _IntegerArgOp(NVVMOp):
    """`nvvm.cp.async.wait.group 0`: an op whose syntax is one integer attribute, the property
    `FIELD` (an integer of `WIDTH` bits), which it passes to the intrinsic `INTRINSIC`."""

    INTRINSIC: ClassVar[str]
    FIELD: ClassVar[str]
    WIDTH: ClassVar[int] = 32

    def __init__(self, value: int):
        super().__init__(properties={self.FIELD: IntegerAttr(value, IntegerType(self.WIDTH))})

    @property
    def number(self) -> int:
        return self.properties[self.FIELD].value.data

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.number}")
        self.print_attr_dict(printer)

    @classmethod
    def parse(cls, parser: Parser):
        value = parser.parse_integer(allow_boolean=False)
        attributes = parser.parse_optional_attr_dict()
        op = cls(value)
        op.attributes.update(attributes)
        return op


# =====================================================================================
# Special registers
# =====================================================================================


class ReadSregBase(NVVMOp):
    """NVVM_SpecialRegisterOp: `nvvm.read.ptx.sreg.<reg> [range <i32, lo, hi>] attr-dict : i32`,
    the intrinsic `llvm.nvvm.read.ptx.sreg.<reg>`; the result is an integer of `RESULT_WIDTH` bits."""

    res = result_def()
    range = opt_prop_def(ConstantRangeAttr)
    traits = traits_def(Pure())  # NVVM_SpecialRegisterOp: reading a register has no effect
    RESULT_WIDTH: ClassVar[int] = 32

    @property
    def intrinsic(self) -> str:
        return f"llvm.{self.name}"

    def print(self, printer: Printer) -> None:
        if self.range is not None:
            printer.print_string(" range ")
            self.range.print_parameters(printer)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> ReadSregBase:
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("range") is not None:
            properties["range"] = ConstantRangeAttr.new(ConstantRangeAttr.parse_parameters(parser))
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        return cls.create(result_types=[parser.parse_type()], properties=properties, attributes=attributes)

    def verify_(self) -> None:
        """The result is any LLVM type in MLIR's ODS (an i32 or i64 in practice)."""


class _ReadSreg64Op(ReadSregBase):
    """The 64-bit registers (gridid, clock64, globaltimer)."""

    RESULT_WIDTH: ClassVar[int] = 64


@irdl_op_definition
class ReadSregTidXOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.tid.x"


@irdl_op_definition
class ReadSregTidYOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.tid.y"


@irdl_op_definition
class ReadSregTidZOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.tid.z"


@irdl_op_definition
class ReadSregNtidXOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.ntid.x"


@irdl_op_definition
class ReadSregNtidYOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.ntid.y"


@irdl_op_definition
class ReadSregNtidZOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.ntid.z"


@irdl_op_definition
class ReadSregCtaidXOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.ctaid.x"


@irdl_op_definition
class ReadSregCtaidYOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.ctaid.y"


@irdl_op_definition
class ReadSregCtaidZOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.ctaid.z"


@irdl_op_definition
class ReadSregNctaidXOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.nctaid.x"


@irdl_op_definition
class ReadSregNctaidYOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.nctaid.y"


@irdl_op_definition
class ReadSregNctaidZOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.nctaid.z"


@irdl_op_definition
class ReadSregClusteridXOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.clusterid.x"


@irdl_op_definition
class ReadSregClusteridYOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.clusterid.y"


@irdl_op_definition
class ReadSregClusteridZOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.clusterid.z"


@irdl_op_definition
class ReadSregNclusteridXOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.nclusterid.x"


@irdl_op_definition
class ReadSregNclusteridYOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.nclusterid.y"


@irdl_op_definition
class ReadSregNclusteridZOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.nclusterid.z"


@irdl_op_definition
class ReadSregClusterCtaidXOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.cluster.ctaid.x"


@irdl_op_definition
class ReadSregClusterCtaidYOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.cluster.ctaid.y"


@irdl_op_definition
class ReadSregClusterCtaidZOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.cluster.ctaid.z"


@irdl_op_definition
class ReadSregClusterNctaidXOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.cluster.nctaid.x"


@irdl_op_definition
class ReadSregClusterNctaidYOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.cluster.nctaid.y"


@irdl_op_definition
class ReadSregClusterNctaidZOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.cluster.nctaid.z"


@irdl_op_definition
class ReadSregLaneidOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.laneid"


@irdl_op_definition
class ReadSregWarpidOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.warpid"


@irdl_op_definition
class ReadSregNwarpidOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.nwarpid"


@irdl_op_definition
class ReadSregWarpsizeOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.warpsize"


@irdl_op_definition
class ReadSregSmidOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.smid"


@irdl_op_definition
class ReadSregNsmidOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.nsmid"


@irdl_op_definition
class ReadSregGrididOp(_ReadSreg64Op):
    name = "nvvm.read.ptx.sreg.gridid"


@irdl_op_definition
class ReadSregClusterCtarankOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.cluster.ctarank"


@irdl_op_definition
class ReadSregClusterNctarankOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.cluster.nctarank"


@irdl_op_definition
class ReadSregLanemaskEqOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.lanemask.eq"


@irdl_op_definition
class ReadSregLanemaskLeOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.lanemask.le"


@irdl_op_definition
class ReadSregLanemaskLtOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.lanemask.lt"


@irdl_op_definition
class ReadSregLanemaskGeOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.lanemask.ge"


@irdl_op_definition
class ReadSregLanemaskGtOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.lanemask.gt"


@irdl_op_definition
class ReadSregClockOp(ReadSregBase):
    name = "nvvm.read.ptx.sreg.clock"


@irdl_op_definition
class ReadSregClock64Op(_ReadSreg64Op):
    name = "nvvm.read.ptx.sreg.clock64"


@irdl_op_definition
class ReadSregGlobaltimerOp(_ReadSreg64Op):
    name = "nvvm.read.ptx.sreg.globaltimer"


_SREG_PREFIX = "nvvm.read.ptx.sreg."
SREG_OPS = {
    op.name.removeprefix(_SREG_PREFIX): op
    for op in (
        ReadSregTidXOp, ReadSregTidYOp, ReadSregTidZOp, ReadSregNtidXOp, ReadSregNtidYOp, ReadSregNtidZOp,
        ReadSregCtaidXOp, ReadSregCtaidYOp, ReadSregCtaidZOp, ReadSregNctaidXOp, ReadSregNctaidYOp, ReadSregNctaidZOp,
        ReadSregClusteridXOp, ReadSregClusteridYOp, ReadSregClusteridZOp, ReadSregNclusteridXOp, ReadSregNclusteridYOp,
        ReadSregNclusteridZOp, ReadSregClusterCtaidXOp, ReadSregClusterCtaidYOp, ReadSregClusterCtaidZOp,
        ReadSregClusterNctaidXOp, ReadSregClusterNctaidYOp, ReadSregClusterNctaidZOp, ReadSregLaneidOp,
        ReadSregWarpidOp, ReadSregNwarpidOp, ReadSregWarpsizeOp, ReadSregSmidOp, ReadSregNsmidOp, ReadSregGrididOp,
        ReadSregClusterCtarankOp, ReadSregClusterNctarankOp, ReadSregLanemaskEqOp, ReadSregLanemaskLeOp,
        ReadSregLanemaskLtOp, ReadSregLanemaskGeOp, ReadSregLanemaskGtOp, ReadSregClockOp, ReadSregClock64Op,
        ReadSregGlobaltimerOp,
    )
}  # fmt: skip


def ReadSregOp(register: str, range_: tuple[int, int] | None = None) -> ReadSregBase:
    """`nvvm.read.ptx.sreg.<register>`, optionally with its known value range."""
    cls = SREG_OPS[register]
    width = cls.RESULT_WIDTH
    properties = {} if range_ is None else {"range": ConstantRangeAttr(width, *range_)}
    return cls.create(result_types=[IntegerType(width)], properties=properties)


# =====================================================================================
# Barriers, shuffles, votes
# =====================================================================================


@irdl_op_definition
class Barrier0Op(_NoOperandOp):
    name = "nvvm.barrier0"
    INTRINSIC: ClassVar[str] = "llvm.nvvm.barrier.cta.sync.aligned.all"


@irdl_op_definition
class BarrierOp(NVVMOp):
    """`nvvm.barrier [id = %id] [number_of_threads = %n]`."""

    name = "nvvm.barrier"
    barrierId = opt_operand_def()
    numberOfThreads = opt_operand_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(self, barrier_id: SSAValue | None = None, number_of_threads: SSAValue | None = None):
        super().__init__(operands=[
            [] if barrier_id is None else [barrier_id], [] if number_of_threads is None else [number_of_threads]
        ])  # fmt: skip

    def print(self, printer: Printer) -> None:
        if self.barrierId is not None:
            printer.print_string(" id = ")
            printer.print_operand(self.barrierId)
        if self.numberOfThreads is not None:
            printer.print_string(" number_of_threads = ")
            printer.print_operand(self.numberOfThreads)
        self.print_attr_dict(printer)

    @classmethod
    def parse(cls, parser: Parser) -> BarrierOp:
        barrier_id = number = None
        if parser.parse_optional_keyword("id") is not None:
            parser.parse_punctuation("=")
            barrier_id = parser.resolve_operand(parser.parse_unresolved_operand(), i32)
        if parser.parse_optional_keyword("number_of_threads") is not None:
            parser.parse_punctuation("=")
            number = parser.resolve_operand(parser.parse_unresolved_operand(), i32)
        op = cls(barrier_id, number)
        op.attributes.update(parser.parse_optional_attr_dict())
        return op

    def verify_(self) -> None:
        if self.numberOfThreads is not None and self.barrierId is None:
            raise VerifyException("barrier id is missing, it should be set between 0 to 15")


@irdl_op_definition
class BarWarpSyncOp(NVVMOp):
    """`nvvm.bar.warp.sync %mask : i32`."""

    name = "nvvm.bar.warp.sync"
    mask = operand_def()
    INTRINSIC: ClassVar[str] = "llvm.nvvm.bar.warp.sync"

    def __init__(self, mask: SSAValue):
        super().__init__(operands=[mask])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.mask)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.mask.type)

    @classmethod
    def parse(cls, parser: Parser) -> BarWarpSyncOp:
        mask = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        return cls.create(operands=_resolve(parser, [mask], [parser.parse_type()]), attributes=attributes)

    def verify_(self) -> None:
        _require_type(self, 0, self.mask, _is_i32, "32-bit signless integer")


@irdl_op_definition
class ShflOp(NVVMOp):
    """`nvvm.shfl.sync  bfly %mask, %val, %offset, %clamp [{return_value_and_is_valid}] : T -> R`."""

    name = "nvvm.shfl.sync"
    thread_mask = operand_def()
    val = operand_def()
    offset = operand_def()
    mask_and_clamp = operand_def()
    kind = prop_def(ShflKindAttr)
    return_value_and_is_valid = opt_prop_def(UnitAttr)
    res = result_def()
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("return_value_and_is_valid",)

    def __init__(
        self, kind: str, thread_mask: SSAValue, value: SSAValue, offset: SSAValue, mask_and_clamp: SSAValue,
        return_value_and_is_valid: bool = False,
    ):  # fmt: skip
        properties: dict[str, Attribute] = {"kind": ShflKindAttr(kind)}
        result_type = value.type
        if return_value_and_is_valid:
            properties["return_value_and_is_valid"] = UnitAttr()
            result_type = LLVMStructType([value.type, i1])
        super().__init__(
            operands=[thread_mask, value, offset, mask_and_clamp], result_types=[result_type], properties=properties
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f"  {self.kind.data} ")
        _print_operands(printer, [self.thread_mask, self.val, self.offset, self.mask_and_clamp])
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.val.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> ShflOp:
        kind = _keyword_enum(ShflKindAttr, parser)
        operands = [parser.parse_unresolved_operand()]
        for _ in range(3):
            parser.parse_punctuation(",")
            operands.append(parser.parse_unresolved_operand())
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties["kind"] = kind
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        return cls.create(
            operands=_resolve(parser, operands, [i32, value_type, i32, i32]), result_types=[result_type],
            properties=properties, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        """ShflOp::verify."""
        if self.return_value_and_is_valid is None:
            return
        type_ = self.res.type
        if not (isinstance(type_, LLVMStructType) and len(type_.types) == 2 and _is_i1(type_.types[1])):
            raise emit_error(self, "expected return type to be a two-element struct with i1 as the second element")
        if type_.types[0] != self.val.type:
            raise emit_error(
                self, "expected first element in the returned struct to be of the same type as the input value"
            )

    @property
    def intrinsic(self) -> str:
        suffix = "f32" if self.val.type.name == "f32" else "i32"
        if self.return_value_and_is_valid is not None:
            suffix += "p"
        return f"llvm.nvvm.shfl.sync.{self.kind.data}.{suffix}"


@irdl_op_definition
class VoteSyncOp(NVVMOp):
    """`nvvm.vote.sync  ballot %mask, %pred -> i32`."""

    name = "nvvm.vote.sync"
    mask = operand_def()
    pred = operand_def()
    kind = prop_def(VoteSyncKindAttr)
    res = result_def()

    def __init__(self, kind: str, mask: SSAValue, predicate: SSAValue):
        super().__init__(
            operands=[mask, predicate], result_types=[i32 if kind == "ballot" else i1],
            properties={"kind": VoteSyncKindAttr(kind)},
        )  # fmt: skip

    def print(self, printer: Printer) -> None:
        printer.print_string(f"  {self.kind.data} ")
        _print_operands(printer, [self.mask, self.pred])
        self.print_attr_dict(printer)
        printer.print_string(" -> ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> VoteSyncOp:
        kind = _keyword_enum(VoteSyncKindAttr, parser)
        mask = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        pred = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation("->")
        return cls.create(
            operands=_resolve(parser, [mask, pred], [i32, i1]), result_types=[parser.parse_type()],
            properties={"kind": kind}, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        """VoteSyncOp::verify: ballot yields the i32 mask, the other votes an i1."""
        if self.kind.data == "ballot" and not _is_i32(self.res.type):
            raise VerifyException("vote.sync 'ballot' returns an i32")
        if self.kind.data != "ballot" and not _is_i1(self.res.type):
            raise VerifyException(f"vote.sync '{self.kind.data}' returns an i1")

    @property
    def intrinsic(self) -> str:
        return f"llvm.nvvm.vote.{self.kind.data}.sync"


@irdl_op_definition
class ReduxOp(NVVMOp):
    """`nvvm.redux.sync  add %val, %mask : i32 -> i32`."""

    name = "nvvm.redux.sync"
    val = operand_def()
    mask_and_clamp = operand_def()
    kind = prop_def(ReduxKindAttr)
    res = result_def()

    def __init__(self, kind: str, value: SSAValue, mask: SSAValue):
        super().__init__(operands=[value, mask], result_types=[value.type], properties={"kind": ReduxKindAttr(kind)})

    def print(self, printer: Printer) -> None:
        printer.print_string(f"  {self.kind.data} ")
        _print_operands(printer, [self.val, self.mask_and_clamp])
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.val.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> ReduxOp:
        kind = _keyword_enum(ReduxKindAttr, parser)
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        mask = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation("->")
        return cls.create(
            operands=_resolve(parser, [value, mask], [value_type, i32]), result_types=[parser.parse_type()],
            properties={"kind": kind}, attributes=attributes,
        )  # fmt: skip

    @property
    def intrinsic(self) -> str:
        return f"llvm.nvvm.redux.sync.{self.kind.data}"


@irdl_op_definition
class ElectSyncOp(NVVMOp):
    """`nvvm.elect.sync -> i1`."""

    name = "nvvm.elect.sync"
    res = result_def()

    def __init__(self):
        super().__init__(result_types=[i1])

    def print(self, printer: Printer) -> None:
        self.print_attr_dict(printer)
        printer.print_string(" -> ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> ElectSyncOp:
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation("->")
        return cls.create(result_types=[parser.parse_type()], attributes=attributes)


# =====================================================================================
# Fences
# =====================================================================================


@irdl_op_definition
class FenceMbarrierInitOp(_NoOperandOp):
    """`nvvm.fence.mbarrier.init`: PTX `fence.mbarrier_init.release.cluster;`."""

    name = "nvvm.fence.mbarrier.init"

    def has_ptx_lowering(self) -> bool:
        return True

    def ptx(self) -> tuple[str, list[SSAValue]]:
        return "fence.mbarrier_init.release.cluster;", []


@irdl_op_definition
class FenceScClusterOp(_NoOperandOp):
    name = "nvvm.fence.sc.cluster"
    INTRINSIC: ClassVar[str] = "llvm.nvvm.fence.sc.cluster"


@irdl_op_definition
class FenceProxyOp(NVVMOp):
    """`nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}`."""

    name = "nvvm.fence.proxy"
    kind = prop_def(ProxyKindAttr)
    space = opt_prop_def(SharedSpaceAttr)
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("kind", "space")

    def __init__(self, kind: str, space: str | None = None):
        properties: dict[str, Attribute] = {"kind": ProxyKindAttr(kind)}
        if space is not None:
            properties["space"] = SharedSpaceAttr(space)
        super().__init__(properties=properties)

    def print(self, printer: Printer) -> None:
        self.print_attr_dict(printer)

    @classmethod
    def parse(cls, parser: Parser) -> FenceProxyOp:
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        return cls.create(properties=properties, attributes=attributes)

    def verify_(self) -> None:
        """FenceProxyOp::verify."""
        kind = self.kind.data
        if kind == "tensormap":
            raise VerifyException("tensormap proxy is not a supported proxy kind")
        if kind == "generic":
            raise VerifyException("generic proxy not a supported proxy kind")
        if kind == "async.shared" and self.space is None:
            raise VerifyException("async_shared fence requires space attribute")
        if kind != "async.shared" and self.space is not None:
            raise VerifyException("only async_shared fence can have space attribute")

    def has_ptx_lowering(self) -> bool:
        return True

    def ptx(self) -> tuple[str, list[SSAValue]]:
        text = f"fence.proxy.{self.kind.data}"
        if self.space is not None:
            text += f"::{self.space.data}"
        return text + ";", []


# =====================================================================================
# Cluster barriers
# =====================================================================================


class _ClusterBarrierOp(_NoOperandOp):
    """The cluster barriers: `nvvm.cluster.<kind> {aligned}` calls `llvm.nvvm.barrier.cluster.<kind>`."""

    aligned = opt_prop_def(UnitAttr)
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("aligned",)

    @property
    def intrinsic(self) -> str:
        return "llvm.nvvm.barrier." + self.name.removeprefix("nvvm.")


@irdl_op_definition
class ClusterArriveOp(_ClusterBarrierOp):
    name = "nvvm.cluster.arrive"


@irdl_op_definition
class ClusterArriveRelaxedOp(_ClusterBarrierOp):
    name = "nvvm.cluster.arrive.relaxed"


@irdl_op_definition
class ClusterWaitOp(_ClusterBarrierOp):
    name = "nvvm.cluster.wait"


# =====================================================================================
# Warpgroup MMA synchronisation and register reallocation
# =====================================================================================


@irdl_op_definition
class WgmmaFenceAlignedOp(_NoOperandOp):
    """`wgmma.fence.sync.aligned`: orders register accesses before the wgmma ops that follow."""

    name = "nvvm.wgmma.fence.aligned"
    INTRINSIC: ClassVar[str] = "llvm.nvvm.wgmma.fence.sync.aligned"


@irdl_op_definition
class WgmmaGroupSyncAlignedOp(_NoOperandOp):
    """`wgmma.commit_group.sync.aligned`: closes the group of wgmma ops issued so far."""

    name = "nvvm.wgmma.commit.group.sync.aligned"
    INTRINSIC: ClassVar[str] = "llvm.nvvm.wgmma.commit_group.sync.aligned"


@irdl_op_definition
class WgmmaWaitGroupSyncOp(_IntegerArgOp):
    name = "nvvm.wgmma.wait.group.sync.aligned"
    expected = prop_def(IntegerAttr)
    FIELD: ClassVar[str] = "expected"
    WIDTH: ClassVar[int] = 64
    INTRINSIC: ClassVar[str] = "llvm.nvvm.wgmma.wait_group.sync.aligned"


@irdl_op_definition
class SetMaxRegisterOp(NVVMOp):
    """`nvvm.setmaxregister  increase 240`."""

    name = "nvvm.setmaxregister"
    regCount = prop_def(IntegerAttr)
    action = prop_def(SetMaxRegisterActionAttr)

    def __init__(self, action: str, count: int):
        super().__init__(properties={"regCount": IntegerAttr(count, i32), "action": SetMaxRegisterActionAttr(action)})

    def print(self, printer: Printer) -> None:
        printer.print_string(f"  {self.action.data} {self.regCount.value.data}")
        self.print_attr_dict(printer)

    @classmethod
    def parse(cls, parser: Parser) -> SetMaxRegisterOp:
        action = _keyword_enum(SetMaxRegisterActionAttr, parser)
        count = parser.parse_integer(allow_boolean=False)
        op = cls(action.data, count)
        op.attributes.update(parser.parse_optional_attr_dict())
        return op

    def verify_(self) -> None:
        count = self.regCount.value.data
        if count % 8:
            raise VerifyException("new register size must be multiple of 8")
        if not 24 <= count <= 256:
            raise VerifyException("new register size must be in between 24 to 256")

    @property
    def intrinsic(self) -> str:
        direction = "inc" if self.action.data == "increase" else "dec"
        return f"llvm.nvvm.setmaxnreg.{direction}.sync.aligned.u32"


# =====================================================================================
# Matrix loads/stores and async copies
# =====================================================================================


@irdl_op_definition
class LdMatrixOp(NVVMOp):
    """`nvvm.ldmatrix %ptr {eltType = ..., layout = ..., num = 4 : i32, shape = ...} : (!llvm.ptr<3>) -> R`."""

    name = "nvvm.ldmatrix"
    ptr = operand_def()
    num = prop_def(IntegerAttr)
    layout = prop_def(MMALayoutAttr)
    shape = prop_def(LdStMatrixShapeAttr)
    eltType = prop_def(LdStMatrixEltTypeAttr)
    res = result_def()
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("num", "layout", "shape", "eltType")

    def __init__(self, ptr: SSAValue, num: int, layout: str, result_type: Attribute, shape: tuple[int, int] = (8, 8),
                 element: str = "b16"):  # fmt: skip
        super().__init__(operands=[ptr], result_types=[result_type], properties={
            "num": IntegerAttr(num, i32), "layout": MMALayoutAttr(layout), "shape": LdStMatrixShapeAttr(*shape),
            "eltType": LdStMatrixEltTypeAttr(element),
        })  # fmt: skip

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.ptr)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_function_type([self.ptr.type], [self.res.type])

    @classmethod
    def parse(cls, parser: Parser) -> LdMatrixOp:
        ptr = parser.parse_unresolved_operand()
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        return cls.create(
            operands=_resolve(parser, [ptr], list(function_type.inputs.data)),
            result_types=list(function_type.outputs.data), properties=properties, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        if not _is_shared_ptr(self.ptr.type):
            raise VerifyException(f"operand #0 must be LLVM pointer in address space 3, but got '{type_text(self.ptr.type)}'")
        if self.num.value.data not in (1, 2, 4):
            raise VerifyException("expected num attribute to be 1, 2 or 4")

    @property
    def intrinsic(self) -> str:
        shape = f"m{self.shape.m.data}n{self.shape.n.data}"
        trans = ".trans" if self.layout.data == "col" else ""
        return f"llvm.nvvm.ldmatrix.sync.aligned.{shape}.x{self.num.value.data}{trans}.{self.eltType.data}.p3"


@irdl_op_definition
class StMatrixOp(NVVMOp):
    """`nvvm.stmatrix %ptr, %v0, %v1 {eltType = ..., layout = ..., shape = ...} : !llvm.ptr<3>, i32, i32`."""

    name = "nvvm.stmatrix"
    ptr = operand_def()
    sources = var_operand_def()
    layout = prop_def(MMALayoutAttr)
    shape = prop_def(LdStMatrixShapeAttr)
    eltType = prop_def(LdStMatrixEltTypeAttr)
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("layout", "shape", "eltType")

    def __init__(self, ptr: SSAValue, sources: Sequence[SSAValue], layout: str, shape: tuple[int, int] = (8, 8),
                 element: str = "b16"):  # fmt: skip
        super().__init__(operands=[ptr, list(sources)], properties={
            "layout": MMALayoutAttr(layout), "shape": LdStMatrixShapeAttr(*shape),
            "eltType": LdStMatrixEltTypeAttr(element),
        })  # fmt: skip

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_operands(printer, [self.ptr, *self.sources])
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_list([o.type for o in self.operands], printer.print_attribute)

    @classmethod
    def parse(cls, parser: Parser) -> StMatrixOp:
        operands = [parser.parse_unresolved_operand()]
        while parser.parse_optional_punctuation(",") is not None:
            operands.append(parser.parse_unresolved_operand())
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        types = [parser.parse_type()]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(parser.parse_type())
        return cls.create(operands=_resolve(parser, operands, types), properties=properties, attributes=attributes)

    @property
    def intrinsic(self) -> str:
        shape = f"m{self.shape.m.data}n{self.shape.n.data}"
        trans = ".trans" if self.layout.data == "col" else ""
        return f"llvm.nvvm.stmatrix.sync.aligned.{shape}.x{len(self.sources)}{trans}.{self.eltType.data}.p3"


@irdl_op_definition
class CpAsyncOp(NVVMOp):
    """`nvvm.cp.async.shared.global %dst, %src, 16, cache =  cg[, %cpSize] : !llvm.ptr<3>, !llvm.ptr<1>[, i32]`."""

    name = "nvvm.cp.async.shared.global"
    dst = operand_def()
    src = operand_def()
    cpSize = opt_operand_def()
    size = prop_def(IntegerAttr)
    modifier = prop_def(LoadCacheModifierAttr)

    def __init__(self, dst: SSAValue, src: SSAValue, size: int, modifier: str, cp_size: SSAValue | None = None):
        super().__init__(
            operands=[dst, src, [] if cp_size is None else [cp_size]],
            properties={"size": IntegerAttr(size, i32), "modifier": LoadCacheModifierAttr(modifier)},
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_operands(printer, [self.dst, self.src])
        printer.print_string(f", {self.size.value.data}, cache =  {self.modifier.data}")
        if self.cpSize is not None:
            printer.print_string(", ")
            printer.print_operand(self.cpSize)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([o.type for o in self.operands], printer.print_attribute)

    @classmethod
    def parse(cls, parser: Parser) -> CpAsyncOp:
        dst = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        size = parser.parse_integer(allow_boolean=False)
        parser.parse_punctuation(",")
        parser.parse_keyword("cache")
        parser.parse_punctuation("=")
        modifier = _keyword_enum(LoadCacheModifierAttr, parser)
        operands = [dst, src]
        if parser.parse_optional_punctuation(",") is not None:
            operands.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = [parser.parse_type()]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(parser.parse_type())
        values = _resolve(parser, operands, types)
        op = cls(values[0], values[1], size, modifier.data, values[2] if len(values) > 2 else None)
        op.attributes.update(attributes)
        return op

    @property
    def intrinsic(self) -> str:
        suffix = ".s" if self.cpSize is not None else ""
        return f"llvm.nvvm.cp.async.{self.modifier.data}.shared.global.{self.size.value.data}{suffix}"


@irdl_op_definition
class CpAsyncCommitGroupOp(_NoOperandOp):
    name = "nvvm.cp.async.commit.group"
    INTRINSIC: ClassVar[str] = "llvm.nvvm.cp.async.commit.group"


@irdl_op_definition
class CpAsyncWaitGroupOp(_IntegerArgOp):
    name = "nvvm.cp.async.wait.group"
    n = prop_def(IntegerAttr)
    FIELD: ClassVar[str] = "n"
    INTRINSIC: ClassVar[str] = "llvm.nvvm.cp.async.wait.group"


# -- bulk (TMA) copies' groups and cp.async's mbarrier arrive ------------------------------------


@irdl_op_definition
class CpAsyncBulkCommitGroupOp(_NoOperandOp):
    """`nvvm.cp.async.bulk.commit.group`: closes the bulk-async group of the TMA stores issued."""

    name = "nvvm.cp.async.bulk.commit.group"
    INTRINSIC: ClassVar[str] = "llvm.nvvm.cp.async.bulk.commit.group"


@irdl_op_definition
class CpAsyncBulkWaitGroupOp(_IntegerArgOp):
    """`nvvm.cp.async.bulk.wait_group 0 {read}`: at most `group` bulk-async groups pending (with
    `read`, only until their sources were read)."""

    name = "nvvm.cp.async.bulk.wait_group"
    group = prop_def(IntegerAttr)
    read = opt_prop_def(UnitAttr)
    FIELD: ClassVar[str] = "group"
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("read",)

    def __init__(self, value: int, read: bool = False):
        super().__init__(value)
        if read:
            self.properties["read"] = UnitAttr()

    @classmethod
    def parse(cls, parser: Parser) -> CpAsyncBulkWaitGroupOp:
        value = parser.parse_integer(allow_boolean=False)
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        op = cls(value, read="read" in properties)
        op.attributes.update(attributes)
        return op

    @property
    def intrinsic(self) -> str:
        return "llvm.nvvm.cp.async.bulk.wait.group" + (".read" if self.read is not None else "")


@irdl_op_definition
class CpAsyncMBarrierArriveSharedOp(NVVMOp):
    """`nvvm.cp.async.mbarrier.arrive.shared %addr [{noinc = true}] : !llvm.ptr<3>`: the mbarrier
    sees an arrive once this thread's earlier cp.async copies landed (`noinc`: without raising
    its expected count first)."""

    name = "nvvm.cp.async.mbarrier.arrive.shared"
    addr = operand_def()
    noinc = opt_prop_def(IntegerAttr)
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("noinc",)

    def __init__(self, addr: SSAValue, noinc: bool = False):
        properties = {"noinc": IntegerAttr(1, i1)} if noinc else {}
        super().__init__(operands=[addr], properties=properties)

    @property
    def no_increment(self) -> bool:
        return self.noinc is not None and bool(self.noinc.value.data)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.addr)
        entries = self.dict_entries()
        if not self.no_increment:
            entries.pop("noinc", None)  # the default value is elided
        printer.print_op_attributes(entries)
        printer.print_string(" : ")
        printer.print_attribute(self.addr.type)

    @classmethod
    def parse(cls, parser: Parser) -> CpAsyncMBarrierArriveSharedOp:
        addr = parser.parse_unresolved_operand()
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        (value,) = _resolve(parser, [addr], [parser.parse_type()])
        return cls.create(operands=[value], properties=properties, attributes=attributes)

    def verify_(self) -> None:
        _require_type(self, 0, self.addr, _is_shared_ptr, "LLVM pointer in address space 3")

    @property
    def intrinsic(self) -> str:
        return "llvm.nvvm.cp.async.mbarrier.arrive" + (".noinc" if self.no_increment else "") + ".shared"


# =====================================================================================
# mbarriers (PTX-lowered unless an intrinsic covers the case)
# =====================================================================================


class _MBarrierOp(NVVMOp):
    """`nvvm.mbarrier.<op>[.shared] %addr, %a[, %b][, predicate = %p] : types`.

    Subclasses declare `addr` first: xDSL orders operands by declaration."""

    VALUE_COUNT: ClassVar[int]
    HAS_PREDICATE: ClassVar[bool]

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_operands(printer, [self.addr, *self._values()])
        predicate = self._predicate()
        if predicate is not None:
            printer.print_string(", predicate = ")
            printer.print_operand(predicate)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([o.type for o in self.operands], printer.print_attribute)

    def _values(self) -> list[SSAValue]:
        return list(self.operands[1 : 1 + self.VALUE_COUNT])

    def _predicate(self) -> SSAValue | None:
        return self.operands[1 + self.VALUE_COUNT] if len(self.operands) > 1 + self.VALUE_COUNT else None

    @classmethod
    def parse(cls, parser: Parser):
        operands = [parser.parse_unresolved_operand()]
        for _ in range(cls.VALUE_COUNT):
            parser.parse_punctuation(",")
            operands.append(parser.parse_unresolved_operand())
        has_predicate = False
        if cls.HAS_PREDICATE and parser.parse_optional_punctuation(",") is not None:
            parser.parse_keyword("predicate")
            parser.parse_punctuation("=")
            operands.append(parser.parse_unresolved_operand())
            has_predicate = True
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = [parser.parse_type()]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(parser.parse_type())
        values = _resolve(parser, operands, types)
        op = cls.build_op(values[0], values[1 : 1 + cls.VALUE_COUNT], values[-1] if has_predicate else None)
        op.attributes.update(attributes)
        return op

    @classmethod
    def build_op(cls, addr: SSAValue, values: Sequence[SSAValue], predicate: SSAValue | None):
        return cls.create(operands=[addr, *values, *([] if predicate is None else [predicate])])

    def verify_(self) -> None:
        if self.is_shared and not _is_shared_ptr(self.addr.type):
            raise VerifyException(
                f"operand #0 must be LLVM pointer in address space 3, but got '{type_text(self.addr.type)}'"
            )
        if not self.is_shared and not isinstance(self.addr.type, LLVMPointerType):
            raise VerifyException(f"operand #0 must be LLVM pointer type, but got '{type_text(self.addr.type)}'")

    def _ptx_operands(self) -> tuple[str, list[SSAValue]]:
        """The `@$N ` predicate guard and the operands, predicate last (BasicPtxBuilder)."""
        operands = [self.addr, *self._values()]
        predicate = self._predicate()
        if predicate is None:
            return "", operands
        return f"@${len(operands)} ", [*operands, predicate]

    @property
    def is_shared(self) -> bool:
        """The `.shared` variant: its address is a pointer to shared memory."""
        return self.name.endswith(".shared")

    @property
    def space_suffix(self) -> str:
        return ".shared" if self.is_shared else ""


class _MBarrierInitBase(_MBarrierOp):
    addr = operand_def()
    count = operand_def()
    predicate = var_operand_def()
    VALUE_COUNT: ClassVar[int] = 1
    HAS_PREDICATE: ClassVar[bool] = True

    def has_ptx_lowering(self) -> bool:
        return self._predicate() is not None

    def ptx(self) -> tuple[str, list[SSAValue]]:
        guard, operands = self._ptx_operands()
        return f"{guard}mbarrier.init{self.space_suffix}.b64 [$0], $1;", operands

    @property
    def intrinsic(self) -> str:
        return f"llvm.nvvm.mbarrier.init{self.space_suffix}"


class _MBarrierArriveExpectTxBase(_MBarrierOp):
    addr = operand_def()
    txcount = operand_def()
    predicate = var_operand_def()
    VALUE_COUNT: ClassVar[int] = 1
    HAS_PREDICATE: ClassVar[bool] = True

    def has_ptx_lowering(self) -> bool:
        return True

    def ptx(self) -> tuple[str, list[SSAValue]]:
        guard, operands = self._ptx_operands()
        return f"{guard}mbarrier.arrive.expect_tx{self.space_suffix}.b64 _, [$0], $1;", operands


# MLIR's NVVM_MBarrierTryWaitParity PTX: a spin loop on try_wait.parity.
_TRY_WAIT_LOOP = (
    "{\n\t.reg .pred       P1; \n\tLAB_WAIT: \n\tmbarrier.try_wait.parity{space}.b64 P1, [$0], $1, $2; \n\t"
    "@P1 bra.uni DONE; \n\tbra.uni     LAB_WAIT; \n\tDONE: \n\t}"
)


class _MBarrierTryWaitParityBase(_MBarrierOp):
    addr = operand_def()
    phase = operand_def()
    ticks = operand_def()
    VALUE_COUNT: ClassVar[int] = 2
    HAS_PREDICATE: ClassVar[bool] = False

    def has_ptx_lowering(self) -> bool:
        return True

    def ptx(self) -> tuple[str, list[SSAValue]]:
        return _TRY_WAIT_LOOP.replace("{space}", self.space_suffix), [self.addr, self.phase, self.ticks]


# The builders `MBarrierInitOp` etc. below pick the generic or the `.shared` op; the generic
# op classes carry a trailing underscore to leave their names to the builders.


@irdl_op_definition
class MBarrierInitOp_(_MBarrierInitBase):
    name = "nvvm.mbarrier.init"


@irdl_op_definition
class MBarrierInitSharedOp(_MBarrierInitBase):
    name = "nvvm.mbarrier.init.shared"


@irdl_op_definition
class MBarrierArriveExpectTxOp_(_MBarrierArriveExpectTxBase):
    name = "nvvm.mbarrier.arrive.expect_tx"


@irdl_op_definition
class MBarrierArriveExpectTxSharedOp(_MBarrierArriveExpectTxBase):
    name = "nvvm.mbarrier.arrive.expect_tx.shared"


@irdl_op_definition
class MBarrierTryWaitParityOp_(_MBarrierTryWaitParityBase):
    name = "nvvm.mbarrier.try_wait.parity"


@irdl_op_definition
class MBarrierTryWaitParitySharedOp(_MBarrierTryWaitParityBase):
    name = "nvvm.mbarrier.try_wait.parity.shared"


def MBarrierInitOp(addr: SSAValue, count: SSAValue, predicate: SSAValue | None = None, *, shared: bool = True):
    cls = MBarrierInitSharedOp if shared else MBarrierInitOp_
    return cls.build_op(addr, [count], predicate)


def MBarrierArriveExpectTxOp(addr: SSAValue, tx: SSAValue, predicate: SSAValue | None = None, *, shared: bool = True):
    cls = MBarrierArriveExpectTxSharedOp if shared else MBarrierArriveExpectTxOp_
    return cls.build_op(addr, [tx], predicate)


def MBarrierTryWaitParityOp(addr: SSAValue, phase: SSAValue, ticks: SSAValue, *, shared: bool = True):
    cls = MBarrierTryWaitParitySharedOp if shared else MBarrierTryWaitParityOp_
    return cls.build_op(addr, [phase, ticks], None)


# =====================================================================================
# Dialect
# =====================================================================================


def verify_operation_attribute(op: Operation, name: str, value: Attribute) -> None:
    """NVVMDialect::verifyOperationAttribute for the kernel attributes Triton sets."""
    if name == "nvvm.kernel" and not isinstance(op, FuncOp):
        raise emit_error(op, "'nvvm.kernel' attribute attached to unexpected op")
    if name in ("nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim"):
        if not isinstance(op, FuncOp):
            raise emit_error(op, f"'{name}' attribute attached to unexpected op")
        values = value.get_values() if hasattr(value, "get_values") else None
        if values is None or not 1 <= len(values) <= 3:
            raise emit_error(op, f"'\"{name}\"' attribute must be integer array with maximum 3 index")
    if name in ("nvvm.minctasm", "nvvm.maxnreg") and not isinstance(value, IntegerAttr):
        raise emit_error(op, f"'{name}' attribute must be integer constant")


NVVM_OPS = [
    *SREG_OPS.values(), Barrier0Op, BarrierOp, BarWarpSyncOp, ShflOp, VoteSyncOp, ReduxOp, ElectSyncOp,
    FenceProxyOp, FenceMbarrierInitOp, FenceScClusterOp, CpAsyncCommitGroupOp, CpAsyncWaitGroupOp, CpAsyncOp,
    CpAsyncBulkCommitGroupOp, CpAsyncBulkWaitGroupOp, CpAsyncMBarrierArriveSharedOp,
    LdMatrixOp, StMatrixOp, WgmmaFenceAlignedOp, WgmmaGroupSyncAlignedOp, WgmmaWaitGroupSyncOp, ClusterArriveOp,
    ClusterArriveRelaxedOp, ClusterWaitOp, SetMaxRegisterOp, MBarrierInitOp_, MBarrierInitSharedOp,
    MBarrierArriveExpectTxOp_, MBarrierArriveExpectTxSharedOp, MBarrierTryWaitParityOp_,
    MBarrierTryWaitParitySharedOp,
]  # fmt: skip

NVVM = Dialect("nvvm", NVVM_OPS, list(NVVM_ATTRIBUTES), [OperationAttributeVerifier(verify_operation_attribute)])
