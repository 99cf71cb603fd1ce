"""The `llvm` dialect, as the MLIR that Triton 3.6 bundles parses and prints it.

xDSL's own llvm dialect lacks ops Triton needs (poison, atomics, switch, several casts
and intrinsics) and prints differently from MLIR, so ttopt defines the dialect itself:
every op, type and attribute that `convert-triton-gpu-to-llvm` and `convert-nvvm-to-llvm`
produce for NVIDIA, with MLIR's syntax, defaults and verifier messages.

Types
-----
`LLVMPointerType(addr_space=0)` (`!llvm.ptr`, `!llvm.ptr<3>`),
`LLVMStructType(body, packed=False, identifier="")` (`!llvm.struct<(i32, f32)>`),
`LLVMArrayType(element_type, count)` (`!llvm.array<4 x i8>`), `LLVMVoidType()`,
`LLVMFunctionType(result, inputs, is_vararg=False)` (`!llvm.func<i32 (ptr, ...)>`),
`LLVMTokenType()`, `LLVMLabelType()`, `LLVMMetadataType()`. Builtin integer, float and
vector types are used as they are. Inside LLVM types, LLVM types print without their
`!llvm.` prefix (`!llvm.struct<(ptr<1>, array<2 x i8>)>`).

Building IR (the Python API the TritonGPU-to-LLVM lowering uses)
----------------------------------------------------------------
Every op has a constructor taking SSA values and Python values; result types are inferred
wherever MLIR's builders infer them::

    c = ConstantOp.int(1024, i32)                   # llvm.mlir.constant(1024 : i32) : i32
    f = ConstantOp.float(0.5, f32)                  # llvm.mlir.constant(5.000000e-01 : f32)
    s = AddOp(a, b, overflow=("nsw",))              # llvm.add %a, %b overflow<nsw> : i32
    o = OrOp(a, b, disjoint=True)                   # llvm.or disjoint %a, %b : i32
    x = FAddOp(a, b, fastmath=("fast",))            # llvm.fadd ... {fastmathFlags = ...}
    m = ICmpOp("slt", a, b)                          # result i1 (or vector of i1)
    p = GEPOp(base, [offset], f32, inbounds=True)    # indices: SSA values or ints
    v = LoadOp(p, vector_t, alignment=16)
    StoreOp(v, p, alignment=16)
    e = ExtractValueOp(struct_value, [2])            # result type from the struct
    st = InsertValueOp(struct_value, e, [0])
    el = ExtractElementOp(vec, idx); vec2 = InsertElementOp(vec, el, idx)
    z = ZExtOp(x, i32)   # every cast: CastOp(value, result_type)
    r = SelectOp(cond, a, b)
    asm = InlineAsmOp("mov.u32 $0, 0x0;", "=r", [], i32, has_side_effects=True)
    call = CallOp("vprintf", [fmt, args], i32)      # result_type None (or void) for void calls
    i = CallIntrinsicOp("llvm.nvvm.div.full", [a, b], f32)
    fma = FMAOp(a, b, c); mx = MaxNumOp(a, b); sm = SMaxOp(a, b)   # llvm.intr.* ops
    AtomicRMWOp("add", ptr, val, "monotonic", syncscope="device")   # NVPTX scopes: block, cluster, device
    AtomicCmpXchgOp(ptr, cmp, val, "acq_rel", "monotonic")
    FenceOp("acq_rel", syncscope="device")
    UndefOp(t); PoisonOp(t); ZeroOp(t); AddressOfOp("global_smem", LLVMPointerType(3))
    BrOp(dest, [args]); CondBrOp(cond, then_block, [], else_block, []); ReturnOp(value)
    FuncOp("kernel", LLVMFunctionType(void, [ptr1, i32]), attributes={...})
    GlobalOp(LLVMArrayType(i8, 0), "global_smem", linkage="external", addr_space=3, alignment=16)

Ops verify their types with MLIR's messages (`'llvm.add' op operand #0 must be ...`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from operator import attrgetter, itemgetter
from typing import ClassVar

from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FloatAttr,
    IntAttr,
    IntegerAttr,
    IntegerType,
    Signedness,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    operand_def,
    opt_prop_def,
    opt_result_def,
    param_def,
    prop_def,
    region_def,
    result_def,
    successor_def,
    traits_def,
    var_operand_def,
    var_result_def,
    var_successor_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    ConstantLike,
    EffectInstance,
    IsolatedFromAbove,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    Pure,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind

from ttopt.dialects.constraints import I1, TypeConstraint, any_type_of, require, require_same_types, type_text
from ttopt.dialects.folding import Commutative
from ttopt.dialects.interfaces import ConstantMaterializer
from ttopt.dialects.llvm_debug import DEBUG_ATTRIBUTES, DEBUG_OPS
from ttopt.dialects.tt.base import emit_error
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.support.class_tests import is_subclass
from ttopt.support.identity_memo import identity_memo

# =====================================================================================
# Types
# =====================================================================================


class _LLVMType:
    """Mixin: the keyword an LLVM type prints with when nested in another LLVM type."""

    KEYWORD: ClassVar[str]


@irdl_attr_definition
class LLVMPointerType(ParametrizedAttribute, TypeAttribute, _LLVMType):
    """`!llvm.ptr` (address space 0) or `!llvm.ptr<N>`: an opaque pointer."""

    name = "llvm.ptr"
    KEYWORD: ClassVar[str] = "ptr"
    addr_space: IntAttr = param_def()

    def __init__(self, addr_space: int = 0):
        super().__init__(IntAttr(addr_space))

    @property
    def address_space(self) -> int:
        return self.addr_space.data

    def print_parameters(self, printer: Printer) -> None:
        if self.addr_space.data != 0:
            printer.print_string(f"<{self.addr_space.data}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        if parser.parse_optional_punctuation("<") is None:
            return (IntAttr(0),)
        space = parser.parse_integer(allow_boolean=False, allow_negative=False)
        parser.parse_punctuation(">")
        return (IntAttr(space),)


@irdl_attr_definition
class LLVMVoidType(ParametrizedAttribute, TypeAttribute, _LLVMType):
    name = "llvm.void"
    KEYWORD: ClassVar[str] = "void"


@irdl_attr_definition
class LLVMTokenType(ParametrizedAttribute, TypeAttribute, _LLVMType):
    name = "llvm.token"
    KEYWORD: ClassVar[str] = "token"


@irdl_attr_definition
class LLVMLabelType(ParametrizedAttribute, TypeAttribute, _LLVMType):
    name = "llvm.label"
    KEYWORD: ClassVar[str] = "label"


@irdl_attr_definition
class LLVMMetadataType(ParametrizedAttribute, TypeAttribute, _LLVMType):
    name = "llvm.metadata"
    KEYWORD: ClassVar[str] = "metadata"


@irdl_attr_definition
class LLVMArrayType(ParametrizedAttribute, TypeAttribute, _LLVMType):
    """`!llvm.array<N x T>`."""

    name = "llvm.array"
    KEYWORD: ClassVar[str] = "array"
    size: IntAttr = param_def()
    element_type: Attribute = param_def()

    def __init__(self, element_type: Attribute, count: int):
        super().__init__(IntAttr(count), element_type)

    @property
    def count(self) -> int:
        return self.size.data

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.size.data} x ")
        print_nested_type(printer, self.element_type)
        printer.print_string(">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        count, element = _parse_count_x_type(parser)
        parser.parse_punctuation(">")
        return (IntAttr(count), element)


@irdl_attr_definition
class LLVMStructType(ParametrizedAttribute, TypeAttribute, _LLVMType):
    """`!llvm.struct<(T, ...)>`, `!llvm.struct<packed (...)>`, `!llvm.struct<"name", (...)>`."""

    name = "llvm.struct"
    KEYWORD: ClassVar[str] = "struct"
    identifier: StringAttr = param_def()
    packed: IntAttr = param_def()
    body: ArrayAttr = param_def()

    def __init__(self, body: Sequence[Attribute], packed: bool = False, identifier: str = ""):
        super().__init__(StringAttr(identifier), IntAttr(int(packed)), ArrayAttr(list(body)))

    @property
    def types(self) -> tuple[Attribute, ...]:
        return self.body.data

    @property
    def is_packed(self) -> bool:
        return bool(self.packed.data)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        if self.identifier.data:
            printer.print_string_literal(self.identifier.data)
            printer.print_string(", ")
        if self.packed.data:
            printer.print_string("packed ")
        printer.print_string("(")
        printer.print_list(self.body.data, lambda t: print_nested_type(printer, t))
        printer.print_string(")>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        identifier = parser.parse_optional_str_literal() or ""
        if identifier:
            parser.parse_punctuation(",")
        packed = parser.parse_optional_keyword("packed") is not None
        body = parser.parse_comma_separated_list(parser.Delimiter.PAREN, lambda: parse_nested_type(parser))
        parser.parse_punctuation(">")
        return (StringAttr(identifier), IntAttr(int(packed)), ArrayAttr(body))


@irdl_attr_definition
class LLVMFunctionType(ParametrizedAttribute, TypeAttribute, _LLVMType):
    """`!llvm.func<R (A, B, ...)>`; `void` for no result."""

    name = "llvm.func"
    KEYWORD: ClassVar[str] = "func"
    result: Attribute = param_def()
    inputs: ArrayAttr = param_def()
    vararg: IntAttr = param_def()

    def __init__(self, result: Attribute, inputs: Sequence[Attribute], is_vararg: bool = False):
        super().__init__(result, ArrayAttr(list(inputs)), IntAttr(int(is_vararg)))

    @property
    def params(self) -> tuple[Attribute, ...]:
        return self.inputs.data

    @property
    def is_vararg(self) -> bool:
        return bool(self.vararg.data)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        print_nested_type(printer, self.result)
        printer.print_string(" (")
        printer.print_list(self.inputs.data, lambda t: print_nested_type(printer, t))
        if self.vararg.data:
            printer.print_string(", ..." if self.inputs.data else "...")
        printer.print_string(")>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        result = parse_nested_type(parser)
        inputs: list[Attribute] = []
        vararg = False
        parser.parse_punctuation("(")
        if parser.parse_optional_punctuation(")") is None:
            while True:
                if parser.parse_optional_punctuation("...") is not None:
                    vararg = True
                    parser.parse_punctuation(")")
                    break
                inputs.append(parse_nested_type(parser))
                if parser.parse_optional_punctuation(")") is not None:
                    break
                parser.parse_punctuation(",")
        parser.parse_punctuation(">")
        return (result, ArrayAttr(inputs), IntAttr(int(vararg)))


LLVM_TYPES = (
    LLVMPointerType, LLVMVoidType, LLVMTokenType, LLVMLabelType, LLVMMetadataType,
    LLVMArrayType, LLVMStructType, LLVMFunctionType,
)  # fmt: skip
_TYPE_BY_KEYWORD = {cls.KEYWORD: cls for cls in LLVM_TYPES}


def print_nested_type(printer: Printer, type_: Attribute) -> None:
    """An LLVM type inside another prints without `!llvm.` (MLIR's dispatchPrint)."""
    if isinstance(type_, _LLVMType):
        printer.print_string(type_.KEYWORD)
        type_.print_parameters(printer)
    else:
        printer.print_attribute(type_)


def parse_nested_type(parser: AttrParser) -> Attribute:
    """An LLVM type keyword (`ptr<1>`, `struct<...>`) or any type (MLIR's dispatchParse)."""
    token = parser._current_token
    if token.kind == MLIRTokenKind.BARE_IDENT and token.text in _TYPE_BY_KEYWORD:
        parser._consume_token()
        cls = _TYPE_BY_KEYWORD[token.text]
        return cls.new(cls.parse_parameters(parser))
    return parser.parse_type()


def _parse_count_x_type(parser: AttrParser) -> tuple[int, Attribute]:
    """`4 x i32`: MLIR lexes `4` then the bare identifier `x`; a dimension-list lexer may
    also join `x` with a following builtin type (`4 xi32`)."""
    count = parser.parse_integer(allow_boolean=False, allow_negative=False)
    token = parser._current_token
    if token.kind == MLIRTokenKind.BARE_IDENT and token.text != "x" and token.text.startswith("x"):
        parser.raise_error("expected 'x' followed by a type")
    parser.parse_keyword("x")
    return count, parse_nested_type(parser)


# -- type predicates (ODS constraints of the LLVM dialect) ----------------------------


def is_signless_int(type_: Attribute, width: int | None = None) -> bool:
    return (
        isinstance(type_, IntegerType)
        and type_.signedness.data == Signedness.SIGNLESS
        and (width is None or type_.width.data == width)
    )


def is_llvm_float(type_: Attribute) -> bool:
    return isinstance(type_, AnyFloat)


def scalar_or_vector(scalar) -> callable:
    def check(type_: Attribute) -> bool:
        if isinstance(type_, VectorType):
            return scalar(type_.element_type)
        return scalar(type_)

    return check


def element_of(type_: Attribute) -> Attribute:
    return type_.element_type if type(type_) is VectorType else type_  # (final: an isinstance)


def i1_like(type_: Attribute) -> Attribute:
    """i1 with the shape of `type_` (getI1SameShape)."""
    if type(type_) is VectorType:  # (final: an isinstance, as element_of)
        return VectorType(i1, type_.get_shape(), type_.scalable_dims)
    return i1


def is_llvm_compatible(type_: Attribute) -> bool:
    """LLVM::isCompatibleType: builtin ints/floats/vectors of them, LLVM dialect types."""
    if isinstance(type_, _LLVMType):
        if isinstance(type_, LLVMStructType):
            return all(is_llvm_compatible(t) for t in type_.types)
        if isinstance(type_, LLVMArrayType):
            return is_llvm_compatible(type_.element_type)
        if isinstance(type_, LLVMFunctionType):
            return all(is_llvm_compatible(t) for t in (type_.result, *type_.params))
        return True
    if isinstance(type_, IntegerType):
        return type_.signedness.data == Signedness.SIGNLESS
    if isinstance(type_, AnyFloat):
        return True
    if isinstance(type_, VectorType):
        return is_llvm_compatible(type_.element_type)
    return False


int_like = scalar_or_vector(is_signless_int)
float_like = scalar_or_vector(is_llvm_float)
ptr_like = scalar_or_vector(lambda t: isinstance(t, LLVMPointerType))
bool_like = scalar_or_vector(lambda t: is_signless_int(t, 1))


def _is_non_aggregate(type_: Attribute) -> bool:
    return is_llvm_compatible(type_) and not isinstance(type_, LLVMStructType | LLVMArrayType)


# The ODS type constraints (LLVMOpBase.td) the ops declare; the summary is the text of
# the verifier's messages.
LLVM_INT_LIKE = TypeConstraint("signless integer or LLVM dialect-compatible vector of signless integer", int_like)
# A variadic operand group's constraint, as ODS words it (GEP's dynamic indices).
LLVM_INT_LIKES = TypeConstraint(f"variadic of {LLVM_INT_LIKE.summary}", int_like)
LLVM_FLOAT_LIKE = TypeConstraint(
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type", float_like
)
LLVM_I1_LIKE = TypeConstraint(
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer", bool_like
)
LLVM_PTR_LIKE = TypeConstraint("LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type", ptr_like)
LLVM_INT_OR_PTR_LIKE = any_type_of(LLVM_INT_LIKE, LLVM_PTR_LIKE)
LLVM_NON_AGGREGATE = TypeConstraint("LLVM-compatible non-aggregate type", _is_non_aggregate)
ANY_INTEGER = TypeConstraint("integer", lambda t: isinstance(t, IntegerType))
ANY_SIGNLESS_INTEGER = TypeConstraint("signless integer", is_signless_int)


def _require(what: str, index: int, value: SSAValue, constraint: TypeConstraint) -> None:
    """ODS's `operand #N must be <summary>, but got '<type>'` check."""
    if not constraint(value.type):  # (`require` raises; most values pass)
        require(what, index, value, constraint, constraint.summary)


# =====================================================================================
# Attributes
# =====================================================================================


@dataclass(frozen=True, init=False)  # so `value` takes part in == and hash
class _BitEnum(ParametrizedAttribute):
    """A bit-enum attribute printed `<a, b>` (MLIR's BitEnumAttr)."""

    FLAGS: ClassVar[tuple[tuple[str, int], ...]]
    ALL: ClassVar[str | None] = None
    SEPARATOR: ClassVar[str] = ", "

    value: IntAttr = param_def()  # noqa: RUF009  (xDSL parameter declaration)

    def __init__(self, value: int | Sequence[str] = 0):
        if not isinstance(value, int):
            value = self.bits_of(value)
        super().__init__(IntAttr(value))

    @classmethod
    def bits_of(cls, names: Sequence[str]) -> int:
        table = dict(cls.FLAGS)
        if cls.ALL is not None:
            table[cls.ALL] = sum(bit for _, bit in cls.FLAGS)
        table["none"] = 0
        bits = 0
        for name in names:
            bits |= table[name]
        return bits

    @property
    def flags(self) -> int:
        return self.value.data

    def keywords(self) -> list[str]:
        value = self.flags
        if self.ALL is not None and value == sum(bit for _, bit in self.FLAGS):
            return [self.ALL]
        return [name for name, bit in self.FLAGS if value & bit] or ["none"]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<" + self.SEPARATOR.join(self.keywords()) + ">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        names = parser.parse_comma_separated_list(parser.Delimiter.ANGLE, parser.parse_identifier)
        try:
            return (IntAttr(cls.bits_of(names)),)
        except KeyError as missing:
            parser.raise_error(f"invalid {cls.name} flag {missing}")


@irdl_attr_definition
class FastmathFlagsAttr(_BitEnum):
    """`#llvm.fastmath<fast>`, `#llvm.fastmath<nnan, ninf>`, `#llvm.fastmath<none>`."""

    name = "llvm.fastmath"
    FLAGS = (("nnan", 1), ("ninf", 2), ("nsz", 4), ("arcp", 8), ("contract", 16), ("afn", 32), ("reassoc", 64))
    ALL = "fast"


@irdl_attr_definition
class OverflowFlagsAttr(_BitEnum):
    """`#llvm.overflow<nsw, nuw>`."""

    name = "llvm.overflow"
    FLAGS = (("nsw", 1), ("nuw", 2))


NO_FASTMATH = FastmathFlagsAttr(0)
NO_OVERFLOW = OverflowFlagsAttr(0)


@dataclass(frozen=True, init=False)
class KeywordEnumAttr(ParametrizedAttribute):
    """An EnumAttr printed `#llvm.name<keyword>` (stripped: the keyword alone)."""

    CASES: ClassVar[tuple[str, ...]]
    keyword: StringAttr = param_def()  # noqa: RUF009  (xDSL parameter declaration)

    def __init__(self, keyword: str):
        super().__init__(StringAttr(keyword))

    @property
    def data(self) -> str:
        return self.keyword.data

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.keyword.data}>")

    @classmethod
    def parse_keyword(cls, parser: AttrParser) -> str:
        start = parser._current_token.span.start
        word = parser.parse_identifier()
        if word not in cls.CASES:
            parser.raise_error(f"expected one of [{', '.join(cls.CASES)}] for {cls.name}, got: {word}", start)
        return word

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<keyword>`, or the bare keyword of MLIR's `#dialect<mnemonic keyword>` form
        (enums whose assembly format is just `$value`, e.g. `#nvvm<shfl_kind bfly>`)."""
        if parser.parse_optional_punctuation("<") is None:
            return (StringAttr(cls.parse_keyword(parser)),)
        word = cls.parse_keyword(parser)
        parser.parse_punctuation(">")
        return (StringAttr(word),)


LINKAGES = (
    "private", "internal", "available_externally", "linkonce", "weak", "common", "appending",
    "extern_weak", "linkonce_odr", "weak_odr", "external",
)  # fmt: skip


@irdl_attr_definition
class LinkageAttr(KeywordEnumAttr):
    name = "llvm.linkage"
    CASES = LINKAGES


CCONVS = ("ccc", "fastcc", "coldcc", "cc_10", "cc_11", "ptx_kernelcc", "ptx_devicecc")


@irdl_attr_definition
class CConvAttr(KeywordEnumAttr):
    name = "llvm.cconv"
    CASES = CCONVS


@irdl_attr_definition
class TailCallKindAttr(KeywordEnumAttr):
    name = "llvm.tailcallkind"
    CASES = ("none", "tail", "musttail", "notail")


@irdl_attr_definition
class ConstantRangeAttr(ParametrizedAttribute):
    """`#llvm.constant_range<i32, 0, 1024>`: the half-open range [lower, upper) of an iN."""

    name = "llvm.constant_range"
    width: IntAttr = param_def()
    lower: IntAttr = param_def()
    upper: IntAttr = param_def()

    def __init__(self, width: int, lower: int, upper: int):
        super().__init__(IntAttr(width), IntAttr(lower), IntAttr(upper))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<i{self.width.data}, {self.lower.data}, {self.upper.data}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        type_ = parser.parse_type()
        if not isinstance(type_, IntegerType):
            parser.raise_error("expected integer type")
        parser.parse_punctuation(",")
        lower = parser.parse_integer(allow_boolean=False)
        parser.parse_punctuation(",")
        upper = parser.parse_integer(allow_boolean=False)
        parser.parse_punctuation(">")
        return (IntAttr(type_.width.data), IntAttr(lower), IntAttr(upper))


@irdl_attr_definition
class UndefAttr(ParametrizedAttribute):
    """`#llvm.undef`: what `llvm.mlir.undef` folds to."""

    name = "llvm.undef"


@irdl_attr_definition
class PoisonAttr(ParametrizedAttribute):
    name = "llvm.poison"


@irdl_attr_definition
class ZeroAttr(ParametrizedAttribute):
    name = "llvm.zero"


LLVM_ATTRIBUTES = (FastmathFlagsAttr, OverflowFlagsAttr, LinkageAttr, CConvAttr, TailCallKindAttr, ConstantRangeAttr)
ASM_DIALECTS = ("att", "intel")  # AsmATTOrIntel, an I64EnumAttr

# I64EnumAttr enums: stored as `IntegerAttr(value, i64)` properties, printed as keywords.
ICMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
FCMP_PREDICATES = (
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true",
)  # fmt: skip
ATOMIC_ORDERINGS = {
    0: "not_atomic", 1: "unordered", 2: "monotonic", 4: "acquire", 5: "release", 6: "acq_rel", 7: "seq_cst",
}
ATOMIC_BIN_OPS = (
    "xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin", "fadd", "fsub",
    "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum",
)  # fmt: skip
UNNAMED_ADDRS = ("", "local_unnamed_addr", "unnamed_addr")
VISIBILITIES = ("", "hidden", "protected")
_ORDERING_VALUE = {name: value for value, name in ATOMIC_ORDERINGS.items()}
# GEPNoWrapFlags: inbounds = inboundsFlag | nusw.
GEP_INBOUNDS, GEP_NUSW, GEP_NUW = 3, 2, 4


@cache
def _i64(value: int) -> IntegerAttr:
    """Shared instances of the small enum-like properties (predicates, alignments, orderings):
    an IntegerAttr takes ~6 us to build and verify."""
    return IntegerAttr(value, i64)


def ordering_attr(ordering: str) -> IntegerAttr:
    return _i64(_ORDERING_VALUE[ordering])


def ordering_name(attr: IntegerAttr) -> str:
    return ATOMIC_ORDERINGS[attr.value.data]


def _parse_ordering(parser: Parser) -> IntegerAttr:
    start = parser._current_token.span.start
    word = parser.parse_optional_identifier()
    if word is None:
        word = parser.parse_optional_str_literal()
    if word not in _ORDERING_VALUE:
        parser.raise_error(
            "expected string or keyword containing one of the following enum values for attribute 'ordering' "
            f"[{', '.join(ATOMIC_ORDERINGS.values())}]",
            start,
        )
    return ordering_attr(word)


def _gep_flags_text(flags: int) -> str:
    words = []
    if flags & GEP_INBOUNDS == GEP_INBOUNDS:
        words.append("inbounds")
    elif flags & GEP_NUSW:
        words.append("nusw")
    if flags & GEP_NUW:
        words.append("nuw")
    return "|".join(words)


# =====================================================================================
# Parsing and printing helpers
# =====================================================================================


class LLVMOp(IRDLOperation):
    """Base of the llvm ops: attr-dict handling shared by their custom syntaxes.

    `DICT_PROPERTIES` names the properties that the op's syntax prints in its attribute
    dictionary (MLIR prints inherent attributes there); `DEFAULTS` the values elided.
    """

    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ()
    DEFAULTS: ClassVar[dict[str, Attribute]] = {}

    def dict_entries(self, exclude: Sequence[str] = ()) -> dict[str, Attribute]:
        entries = {k: v for k, v in self.properties.items() if k in self.DICT_PROPERTIES}
        entries.update(self.attributes)
        for name, default in self.DEFAULTS.items():
            if entries.get(name) == default:
                del entries[name]
        for name in exclude:
            entries.pop(name, None)
        return entries

    def print_attr_dict(self, printer: Printer, exclude: Sequence[str] = ()) -> None:
        printer.print_op_attributes(self.dict_entries(exclude))

    @classmethod
    def split_attr_dict(cls, values: dict[str, Attribute]) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
        properties = {k: v for k, v in values.items() if k in cls.DICT_PROPERTIES}
        attributes = {k: v for k, v in values.items() if k not in cls.DICT_PROPERTIES}
        return properties, attributes


def _print_operands(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_list(values, printer.print_operand)


def _parse_operand_list(parser: Parser) -> list[UnresolvedOperand]:
    first = parser.parse_optional_unresolved_operand()
    if first is None:
        return []
    operands = [first]
    while parser.parse_optional_punctuation(",") is not None:
        operands.append(parser.parse_unresolved_operand())
    return operands


def _parse_type_list(parser: Parser) -> list[Attribute]:
    first = parser.parse_optional_type()
    if first is None:
        return []
    types = [first]
    while parser.parse_optional_punctuation(",") is not None:
        types.append(parser.parse_type())
    return types


def _parse_i32_index(parser: Parser) -> int:
    """A constant GEP index: rawConstantIndices holds i32s, so MLIR rejects wider ones."""
    start = parser._current_token.span.start
    value = parser.parse_integer(allow_boolean=False)
    if not -(1 << 31) <= value < (1 << 31):
        parser.raise_error("integer value too large", start, parser.pos)
    return value


def _resolve(parser: Parser, operands: Sequence[UnresolvedOperand], types: Sequence[Attribute]) -> list[SSAValue]:
    if len(operands) != len(types):
        parser.raise_error(f"{len(operands)} operands present, but expected {len(types)}")
    return [parser.resolve_operand(o, t) for o, t in zip(operands, types)]


def _parse_successor_and_operands(parser: Parser) -> tuple[Block, list[SSAValue]]:
    """`^bb1` or `^bb1(%a, %b : i32, f32)`."""
    block = parser.parse_successor()
    values: list[SSAValue] = []
    if parser.parse_optional_punctuation("(") is not None:
        operands = _parse_operand_list(parser)
        parser.parse_punctuation(":")
        types = _parse_type_list(parser)
        parser.parse_punctuation(")")
        values = _resolve(parser, operands, types)
    return block, values


def _print_successor_and_operands(printer: Printer, block: Block, values: Sequence[SSAValue]) -> None:
    printer.print_block_name(block)
    if values:
        printer.print_string("(")
        _print_operands(printer, values)
        printer.print_string(" : ")
        printer.print_list([v.type for v in values], printer.print_attribute)
        printer.print_string(")")


def _parse_flags_keyword(parser: Parser, keyword: str) -> bool:
    return parser.parse_optional_keyword(keyword) is not None


def _parse_angle_flags(parser: Parser, cls: type[_BitEnum]) -> _BitEnum:
    return cls.new(cls.parse_parameters(parser))


def _check_successor_operands(op: Operation, block: Block, operands: Sequence[SSAValue], index: int) -> None:
    """BranchOpInterface's verification (emitted without the `'op' op` prefix)."""
    if len(block.args) != len(operands):
        raise emit_error(
            op, f"branch has {len(operands)} operands for successor #{index}, but target block has {len(block.args)}"
        )
    for position, (arg, value) in enumerate(zip(block.args, operands)):
        if arg.type != value.type:
            raise emit_error(
                op, f"type mismatch for bb argument #{position} of successor #{index}: "
                f"'{type_text(value.type)}' vs '{type_text(arg.type)}'"
            )


# =====================================================================================
# Arithmetic
# =====================================================================================


class _BinaryOp(LLVMOp):
    """LLVM_ArithmeticOpBase: `llvm.<op> [flag] %lhs, %rhs [overflow<...>] attr-dict : type`;
    operands and result of one type that satisfies `OPERAND`."""

    lhs = operand_def()
    rhs = operand_def()
    res = result_def()
    traits = traits_def(Pure())
    OPERAND: ClassVar[TypeConstraint] = LLVM_INT_LIKE
    PREFIX_FLAG: ClassVar[str | None] = None  # `exact` / `disjoint`, a unit property
    HAS_OVERFLOW: ClassVar[bool] = False

    def __init__(
        self,
        lhs: SSAValue,
        rhs: SSAValue,
        *,
        overflow: Sequence[str] = (),
        exact: bool = False,
        disjoint: bool = False,
        fastmath: Sequence[str] = (),
    ):
        properties: dict[str, Attribute] = {}
        if overflow:
            properties["overflowFlags"] = OverflowFlagsAttr(overflow)
        if exact:
            properties["isExact"] = UnitAttr()
        if disjoint:
            properties["isDisjoint"] = UnitAttr()
        if fastmath:
            properties["fastmathFlags"] = FastmathFlagsAttr(fastmath)
        super().__init__(operands=[lhs, rhs], result_types=[lhs.type], properties=properties)

    def print(self, printer: Printer) -> None:
        if self.PREFIX_FLAG is not None and self.PREFIX_FLAG_PROPERTY in self.properties:
            printer.print_string(f" {self.PREFIX_FLAG}")
        printer.print_string(" ")
        _print_operands(printer, [self.lhs, self.rhs])
        overflow = self.properties.get("overflowFlags")
        if overflow is not None and overflow.flags:
            printer.print_string(" overflow")
            overflow.print_parameters(printer)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> _BinaryOp:
        properties: dict[str, Attribute] = {}
        if cls.PREFIX_FLAG is not None and _parse_flags_keyword(parser, cls.PREFIX_FLAG):
            properties[cls.PREFIX_FLAG_PROPERTY] = UnitAttr()
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        if cls.HAS_OVERFLOW and parser.parse_optional_keyword("overflow") is not None:
            properties["overflowFlags"] = _parse_angle_flags(parser, OverflowFlagsAttr)
        dict_props, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties.update(dict_props)
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        operands = _resolve(parser, [lhs, rhs], [type_, type_])
        return cls.create(operands=operands, result_types=[type_], properties=properties, attributes=attributes)

    def verify_(self) -> None:
        type_, lhs, rhs = self.res.type, self.lhs.type, self.rhs.type
        if (lhs is type_ or lhs == type_) and (rhs is type_ or rhs == type_) and self.OPERAND(type_):
            return  # one type, of the kind the operands take: every check below passes
        for index, value in enumerate((self.lhs, self.rhs)):
            _require("operand", index, value, self.OPERAND)
        _require("result", 0, self.res, self.OPERAND)
        require_same_types(self, [self.lhs, self.rhs, self.res])


class _IntBinaryOp(_BinaryOp):
    """LLVM_IntArithmeticOp."""


class _OverflowBinaryOp(_BinaryOp):
    """LLVM_IntArithmeticOpWithOverflowFlag: `overflow<nsw, nuw>` after the operands."""

    overflowFlags = opt_prop_def(OverflowFlagsAttr)
    HAS_OVERFLOW: ClassVar[bool] = True


class _ExactBinaryOp(_BinaryOp):
    """LLVM_IntArithmeticOpWithExactFlag: `exact` before the operands."""

    isExact = opt_prop_def(UnitAttr)
    PREFIX_FLAG: ClassVar[str | None] = "exact"
    PREFIX_FLAG_PROPERTY: ClassVar[str] = "isExact"


class _DisjointBinaryOp(_BinaryOp):
    """LLVM_IntArithmeticOpWithDisjointFlag: `disjoint` before the operands."""

    isDisjoint = opt_prop_def(UnitAttr)
    PREFIX_FLAG: ClassVar[str | None] = "disjoint"
    PREFIX_FLAG_PROPERTY: ClassVar[str] = "isDisjoint"


class _FloatBinaryOp(_BinaryOp):
    """LLVM_FloatArithmeticOp: fastmath flags in the attribute dictionary."""

    fastmathFlags = opt_prop_def(FastmathFlagsAttr)
    OPERAND: ClassVar[TypeConstraint] = LLVM_FLOAT_LIKE
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("fastmathFlags",)
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"fastmathFlags": NO_FASTMATH}


@irdl_op_definition
class AddOp(_OverflowBinaryOp):
    name = "llvm.add"
    # Commutative as in LLVMOps.td (add and mul only): folding moves constants to the right.
    traits = traits_def(Pure(), Commutative())


@irdl_op_definition
class MulOp(_OverflowBinaryOp):
    name = "llvm.mul"
    traits = traits_def(Pure(), Commutative())


@irdl_op_definition
class ShlOp(_OverflowBinaryOp):
    name = "llvm.shl"

    def fold(self, operands: list[Attribute | None]) -> list[Attribute] | None:
        """ShlOp::fold: two constants, unless the shift is oversized (poison, left alone)."""
        rhs = _int_value(operands[1])
        if rhs is None or rhs >= self.res.type.width.data:
            return None
        lhs = _int_value(operands[0])
        return None if lhs is None else [_int_attr(lhs << rhs, self.res.type)]


@irdl_op_definition
class SubOp(_OverflowBinaryOp):
    name = "llvm.sub"


@irdl_op_definition
class UDivOp(_ExactBinaryOp):
    name = "llvm.udiv"


@irdl_op_definition
class SDivOp(_ExactBinaryOp):
    name = "llvm.sdiv"


@irdl_op_definition
class LShrOp(_ExactBinaryOp):
    name = "llvm.lshr"


@irdl_op_definition
class AShrOp(_ExactBinaryOp):
    name = "llvm.ashr"


@irdl_op_definition
class URemOp(_IntBinaryOp):
    name = "llvm.urem"


@irdl_op_definition
class SRemOp(_IntBinaryOp):
    name = "llvm.srem"


@irdl_op_definition
class AndOp(_IntBinaryOp):
    name = "llvm.and"


@irdl_op_definition
class OrOp(_DisjointBinaryOp):
    name = "llvm.or"

    def fold(self, operands: list[Attribute | None]) -> list[Attribute] | None:
        """OrOp::fold: two constants."""
        lhs, rhs = _int_value(operands[0]), _int_value(operands[1])
        if lhs is None or rhs is None:
            return None
        return [_int_attr(lhs | rhs, self.res.type)]


@irdl_op_definition
class XOrOp(_IntBinaryOp):
    name = "llvm.xor"


@irdl_op_definition
class FAddOp(_FloatBinaryOp):
    name = "llvm.fadd"


@irdl_op_definition
class FSubOp(_FloatBinaryOp):
    name = "llvm.fsub"


@irdl_op_definition
class FMulOp(_FloatBinaryOp):
    name = "llvm.fmul"


@irdl_op_definition
class FDivOp(_FloatBinaryOp):
    name = "llvm.fdiv"


@irdl_op_definition
class FRemOp(_FloatBinaryOp):
    name = "llvm.frem"


BINARY_OPS = (
    AddOp, SubOp, MulOp, ShlOp, UDivOp, SDivOp, LShrOp, AShrOp, URemOp, SRemOp, AndOp, OrOp, XOrOp,
    FAddOp, FSubOp, FMulOp, FDivOp, FRemOp,
)  # fmt: skip


@irdl_op_definition
class FNegOp(LLVMOp):
    """`llvm.fneg %x attr-dict : type`."""

    name = "llvm.fneg"
    operand = operand_def()
    res = result_def()
    fastmathFlags = opt_prop_def(FastmathFlagsAttr)
    traits = traits_def(Pure())
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("fastmathFlags",)
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"fastmathFlags": NO_FASTMATH}

    def __init__(self, operand: SSAValue, fastmath: Sequence[str] = ()):
        properties = {"fastmathFlags": FastmathFlagsAttr(fastmath)} if fastmath else {}
        super().__init__(operands=[operand], result_types=[operand.type], properties=properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> FNegOp:
        operand = parser.parse_unresolved_operand()
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        return cls.create(
            operands=_resolve(parser, [operand], [type_]), result_types=[type_], properties=properties,
            attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        _require("operand", 0, self.operand, LLVM_FLOAT_LIKE)
        require_same_types(self, [self.operand, self.res])


class _CompareOp(LLVMOp):
    """`llvm.icmp "slt" %a, %b attr-dict : i32`."""

    predicate = prop_def(IntegerAttr)
    lhs = operand_def()
    rhs = operand_def()
    res = result_def()
    traits = traits_def(Pure())
    PREDICATES: ClassVar[tuple[str, ...]]
    OPERAND: ClassVar[TypeConstraint]

    def __init__(self, predicate: str, lhs: SSAValue, rhs: SSAValue, fastmath: Sequence[str] = ()):
        properties: dict[str, Attribute] = {"predicate": _i64(self.PREDICATES.index(predicate))}
        if fastmath:
            properties["fastmathFlags"] = FastmathFlagsAttr(fastmath)
        super().__init__(operands=[lhs, rhs], result_types=[i1_like(lhs.type)], properties=properties)

    @property
    def predicate_name(self) -> str:
        return self.PREDICATES[self.predicate.value.data]

    def print(self, printer: Printer) -> None:
        printer.print_string(f' "{self.predicate_name}" ')
        _print_operands(printer, [self.lhs, self.rhs])
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)

    @classmethod
    def parse(cls, parser: Parser) -> _CompareOp:
        start = parser._current_token.span.start
        word = parser.parse_str_literal()
        if word not in cls.PREDICATES:
            parser.raise_error(f"'{word}' is an incorrect value of the 'predicate' attribute", start)
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties["predicate"] = _i64(cls.PREDICATES.index(word))
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        return cls.create(
            operands=_resolve(parser, [lhs, rhs], [type_, type_]), result_types=[i1_like(type_)],
            properties=properties, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        lhs, rhs, result = self.lhs.type, self.rhs.type, self.res.type
        scalar = type(lhs) is not VectorType
        if scalar and (rhs is lhs or rhs == lhs) and (result is i1 or result == i1) and self.OPERAND(lhs):
            return  # scalars of one type, of the kind the operands take, compared to an i1
        for index, value in enumerate((self.lhs, self.rhs)):
            _require("operand", index, value, self.OPERAND)
        _require("result", 0, self.res, LLVM_I1_LIKE)
        if self.lhs.type != self.rhs.type:
            raise VerifyException("requires all operands to have the same type")
        if self.res.type != i1_like(self.lhs.type):
            raise VerifyException("failed to verify that result type has i1 element type and same shape as operands")


@irdl_op_definition
class ICmpOp(_CompareOp):
    name = "llvm.icmp"
    PREDICATES: ClassVar[tuple[str, ...]] = ICMP_PREDICATES
    OPERAND: ClassVar[TypeConstraint] = LLVM_INT_OR_PTR_LIKE

    def fold(self, operands: list[Attribute | None]) -> list[Attribute] | None:
        """ICmpOp::fold: `icmp eq/ne %x, %x`; an alloca compared with null (put on the right)."""
        predicate = self.predicate_name
        if predicate not in ("eq", "ne"):
            return None
        if self.lhs is self.rhs:
            return [_bool_attr(self.res.type, predicate == "eq")]
        if isinstance(self.lhs.owner, AllocaOp) and isinstance(self.rhs.owner, ZeroOp):
            return [_bool_attr(self.res.type, predicate == "ne")]
        if isinstance(self.lhs.owner, ZeroOp) and isinstance(self.rhs.owner, AllocaOp):
            self.operands = [self.rhs, self.lhs]
            return []
        return None


@irdl_op_definition
class FCmpOp(_CompareOp):
    name = "llvm.fcmp"
    fastmathFlags = opt_prop_def(FastmathFlagsAttr)
    PREDICATES: ClassVar[tuple[str, ...]] = FCMP_PREDICATES
    OPERAND: ClassVar[TypeConstraint] = LLVM_FLOAT_LIKE
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("fastmathFlags",)
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"fastmathFlags": NO_FASTMATH}


# -- casts ---------------------------------------------------------------------------------


class _CastOp(LLVMOp):
    """LLVM_CastOp: `llvm.<cast> [nneg] %x [overflow<...>] attr-dict : T1 to T2`, from a
    `SOURCE` type to a `RESULT` type."""

    arg = operand_def()
    res = result_def()
    traits = traits_def(Pure())
    SOURCE: ClassVar[TypeConstraint]
    RESULT: ClassVar[TypeConstraint]
    HAS_NNEG: ClassVar[bool] = False
    HAS_OVERFLOW: ClassVar[bool] = False

    def __init__(self, value: SSAValue, result_type: Attribute, *, nneg: bool = False, overflow: Sequence[str] = ()):
        properties: dict[str, Attribute] = {}
        if nneg:
            properties["nonNeg"] = UnitAttr()
        if overflow:
            properties["overflowFlags"] = OverflowFlagsAttr(overflow)
        super().__init__(operands=[value], result_types=[result_type], properties=properties)

    def print(self, printer: Printer) -> None:
        if self.HAS_NNEG and "nonNeg" in self.properties:
            printer.print_string(" nneg")
        printer.print_string(" ")
        printer.print_operand(self.arg)
        overflow = self.properties.get("overflowFlags")
        if overflow is not None and overflow.flags:
            printer.print_string(" overflow")
            overflow.print_parameters(printer)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.arg.type)
        printer.print_string(" to ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> _CastOp:
        properties: dict[str, Attribute] = {}
        if cls.HAS_NNEG and _parse_flags_keyword(parser, "nneg"):
            properties["nonNeg"] = UnitAttr()
        operand = parser.parse_unresolved_operand()
        if cls.HAS_OVERFLOW and parser.parse_optional_keyword("overflow") is not None:
            properties["overflowFlags"] = _parse_angle_flags(parser, OverflowFlagsAttr)
        dict_props, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties.update(dict_props)
        parser.parse_punctuation(":")
        source = parser.parse_type()
        parser.parse_keyword("to")
        target = parser.parse_type()
        return cls.create(
            operands=_resolve(parser, [operand], [source]), result_types=[target], properties=properties,
            attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        _require("operand", 0, self.arg, self.SOURCE)
        _require("result", 0, self.res, self.RESULT)
        self.verify_cast()

    def verify_cast(self) -> None:
        """The cast's own verifier (ODS `hasVerifier`), run after the type constraints."""


def _vector_shape(type_: Attribute) -> tuple[int, ...] | None:
    return tuple(type_.get_shape()) if isinstance(type_, VectorType) else None


def _bit_width(type_: Attribute) -> int:
    if isinstance(type_, IntegerType):
        return type_.width.data
    return type_.bitwidth if hasattr(type_, "bitwidth") else type_.get_bitwidth


def _fold_chainable_cast(op: _CastOp) -> list[SSAValue] | None:
    """foldChainableCast (bitcast, addrspacecast): cast(x : T, T) -> x;
    cast(cast(x : T0, T1), T0) -> x."""
    if op.arg.type == op.res.type:
        return [op.arg]
    previous = op.arg.owner
    if is_subclass(type(previous), type(op)) and previous.arg.type == op.res.type:
        return [previous.arg]
    return None


# A cast is a `_CastOp` of a type family (`_IntCastOp`, ...), and with a flag also of the
# flag's base, as ODS's LLVM_CastOpWithNNegFlag/WithOverflowFlag add a flag to LLVM_CastOp.


class _OverflowCastOp(_CastOp):
    """LLVM_CastOpWithOverflowFlag: `overflow<nsw, nuw>` after the operand."""

    overflowFlags = opt_prop_def(OverflowFlagsAttr)
    HAS_OVERFLOW: ClassVar[bool] = True


class _NonNegCastOp(_CastOp):
    """LLVM_CastOpWithNNegFlag: `nneg` before the operand."""

    nonNeg = opt_prop_def(UnitAttr)
    HAS_NNEG: ClassVar[bool] = True


class _IntCastOp(_CastOp):
    """Integer to integer (trunc, and the extensions below)."""

    SOURCE: ClassVar[TypeConstraint] = LLVM_INT_LIKE
    RESULT: ClassVar[TypeConstraint] = LLVM_INT_LIKE


class _IntExtensionOp(_IntCastOp):
    """zext, sext: the result is wider."""

    def verify_cast(self) -> None:
        """verifyExtOp: MLIR does not check trunc's widths."""
        source, target = element_of(self.arg.type), element_of(self.res.type)
        if _vector_shape(self.arg.type) != _vector_shape(self.res.type):
            raise VerifyException("input and output types must have the same shape")
        if _bit_width(target) <= _bit_width(source):
            raise emit_error(self, "integer width of the output type is smaller or equal to the integer width of the input type")


class _FloatCastOp(_CastOp):
    SOURCE: ClassVar[TypeConstraint] = LLVM_FLOAT_LIKE
    RESULT: ClassVar[TypeConstraint] = LLVM_FLOAT_LIKE


class _FloatToIntCastOp(_CastOp):
    SOURCE: ClassVar[TypeConstraint] = LLVM_FLOAT_LIKE
    RESULT: ClassVar[TypeConstraint] = LLVM_INT_LIKE


class _IntToFloatCastOp(_CastOp):
    SOURCE: ClassVar[TypeConstraint] = LLVM_INT_LIKE
    RESULT: ClassVar[TypeConstraint] = LLVM_FLOAT_LIKE


class _PointerCastOp(_CastOp):
    """Pointer to pointer (addrspacecast)."""

    SOURCE: ClassVar[TypeConstraint] = LLVM_PTR_LIKE
    RESULT: ClassVar[TypeConstraint] = LLVM_PTR_LIKE


@irdl_op_definition
class TruncOp(_OverflowCastOp, _IntCastOp):
    name = "llvm.trunc"


@irdl_op_definition
class ZExtOp(_NonNegCastOp, _IntExtensionOp):
    name = "llvm.zext"

    def fold(self, operands: list[Attribute | None]) -> list[Attribute] | None:
        """ZExtOp::fold: a scalar constant."""
        value = _int_value(operands[0])
        if value is None or not isinstance(self.res.type, IntegerType):
            return None
        return [_int_attr(value, self.res.type)]


@irdl_op_definition
class SExtOp(_IntExtensionOp):
    name = "llvm.sext"


@irdl_op_definition
class FPTruncOp(_FloatCastOp):
    name = "llvm.fptrunc"


@irdl_op_definition
class FPExtOp(_FloatCastOp):
    name = "llvm.fpext"


@irdl_op_definition
class FPToUIOp(_FloatToIntCastOp):
    name = "llvm.fptoui"


@irdl_op_definition
class FPToSIOp(_FloatToIntCastOp):
    name = "llvm.fptosi"


@irdl_op_definition
class UIToFPOp(_NonNegCastOp, _IntToFloatCastOp):
    name = "llvm.uitofp"


@irdl_op_definition
class SIToFPOp(_IntToFloatCastOp):
    name = "llvm.sitofp"


@irdl_op_definition
class BitcastOp(_CastOp):
    name = "llvm.bitcast"
    SOURCE: ClassVar[TypeConstraint] = LLVM_NON_AGGREGATE
    RESULT: ClassVar[TypeConstraint] = LLVM_NON_AGGREGATE

    def verify_cast(self) -> None:
        """BitcastOp::verify: pointers cast to pointers of the same address space only."""
        source, target = element_of(self.arg.type), element_of(self.res.type)
        source_ptr, target_ptr = is_subclass(type(source), LLVMPointerType), is_subclass(type(target), LLVMPointerType)
        if source_ptr != target_ptr:
            raise VerifyException("can only cast pointers from and to pointers")
        if source_ptr and source.address_space != target.address_space:
            raise VerifyException("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead")

    def fold(self, operands: list[Attribute | None]) -> list[SSAValue] | None:
        return _fold_chainable_cast(self)


@irdl_op_definition
class AddrSpaceCastOp(_PointerCastOp):
    name = "llvm.addrspacecast"

    def fold(self, operands: list[Attribute | None]) -> list[SSAValue] | None:
        return _fold_chainable_cast(self)


@irdl_op_definition
class PtrToIntOp(_CastOp):
    name = "llvm.ptrtoint"
    SOURCE: ClassVar[TypeConstraint] = LLVM_PTR_LIKE
    RESULT: ClassVar[TypeConstraint] = LLVM_INT_LIKE


@irdl_op_definition
class IntToPtrOp(_CastOp):
    name = "llvm.inttoptr"
    SOURCE: ClassVar[TypeConstraint] = LLVM_INT_LIKE
    RESULT: ClassVar[TypeConstraint] = LLVM_PTR_LIKE


CAST_OPS = (
    TruncOp, ZExtOp, SExtOp, FPTruncOp, FPExtOp, FPToUIOp, FPToSIOp, UIToFPOp, SIToFPOp, BitcastOp,
    AddrSpaceCastOp, PtrToIntOp, IntToPtrOp,
)  # fmt: skip


@irdl_op_definition
class SelectOp(LLVMOp):
    """`llvm.select %c, %a, %b attr-dict : i1, T`."""

    name = "llvm.select"
    condition = operand_def()
    trueValue = operand_def()
    falseValue = operand_def()
    res = result_def()
    fastmathFlags = opt_prop_def(FastmathFlagsAttr)
    traits = traits_def(Pure())
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("fastmathFlags",)
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"fastmathFlags": NO_FASTMATH}

    def __init__(self, condition: SSAValue, true_value: SSAValue, false_value: SSAValue):
        super().__init__(operands=[condition, true_value, false_value], result_types=[true_value.type])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_operands(printer, [self.condition, self.trueValue, self.falseValue])
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.condition.type)
        printer.print_string(", ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> SelectOp:
        operands = _parse_operand_list(parser)
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        condition_type = parser.parse_type()
        parser.parse_punctuation(",")
        type_ = parser.parse_type()
        return cls.create(
            operands=_resolve(parser, operands, [condition_type, type_, type_]), result_types=[type_],
            properties=properties, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        _require("operand", 0, self.condition, LLVM_I1_LIKE)
        if not (self.trueValue.type == self.falseValue.type == self.res.type):
            raise VerifyException("failed to verify that all of {trueValue, falseValue, res} have same type")


@irdl_op_definition
class FreezeOp(LLVMOp):
    name = "llvm.freeze"
    val = operand_def()
    res = result_def()
    traits = traits_def(Pure())

    def __init__(self, value: SSAValue):
        super().__init__(operands=[value], result_types=[value.type])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.val)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> FreezeOp:
        operand = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        return cls.create(operands=_resolve(parser, [operand], [type_]), result_types=[type_], attributes=attributes)


# =====================================================================================
# Constants and values
# =====================================================================================


# What an llvm.mlir.constant may hold besides a string (asked by class: isinstance against
# xDSL's ABCs runs Python code, and a lowering makes hundreds of constants).
_CONSTANT_VALUES = (IntegerAttr, FloatAttr, ArrayAttr, DenseIntOrFPElementsAttr)


@irdl_op_definition
class ConstantOp(LLVMOp):
    """`llvm.mlir.constant(1024 : i32) : i32`."""

    name = "llvm.mlir.constant"
    value = prop_def(Attribute)
    res = result_def()
    traits = traits_def(Pure(), ConstantLike())

    def __init__(self, value: Attribute, result_type: Attribute | None = None):
        if result_type is None:
            result_type = value.type if hasattr(value, "type") else value.get_type()
        super().__init__(result_types=[result_type], properties={"value": value})

    @staticmethod
    def int(value: int, type_: Attribute) -> ConstantOp:
        element = element_of(type_)
        if type(type_) is VectorType:  # (final: an isinstance, as element_of)
            return ConstantOp(DenseIntOrFPElementsAttr.from_list(type_, [value] * _count(type_)), type_)
        return ConstantOp(_integer_attr(value, element), type_)

    @staticmethod
    def float(value: float, type_: Attribute) -> ConstantOp:
        if isinstance(type_, VectorType):
            return ConstantOp(DenseIntOrFPElementsAttr.from_list(type_, [value] * _count(type_)), type_)
        return ConstantOp(FloatAttr(value, type_), type_)

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_attribute(self.value)
        printer.print_string(")")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> ConstantOp:
        parser.parse_punctuation("(")
        value = parser.parse_attribute()
        parser.parse_punctuation(")")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        return cls.create(result_types=[type_], properties={"value": value}, attributes=attributes)

    def verify_(self) -> None:
        """ConstantOp::verify."""
        value, type_ = self.value, self.res.type
        kind = type(value)
        if is_subclass(kind, StringAttr):
            size = len(value.data.encode("utf-8"))
            if not (isinstance(type_, LLVMArrayType) and type_.count == size and is_signless_int(type_.element_type, 8)):
                raise VerifyException(f"expected array type of {size} i8 elements for the string constant")
            return
        if not is_subclass(kind, _CONSTANT_VALUES):
            raise VerifyException("only supports integer, float, string or elements attributes")
        if is_subclass(kind, IntegerAttr) and not is_subclass(type(type_), IntegerType):
            raise VerifyException("expected integer type")
        if is_subclass(kind, FloatAttr):
            width = _bit_width(value.type)
            if isinstance(type_, AnyFloat) and _bit_width(type_) != width:
                raise VerifyException(f"expected float type of width {width}")
            # 8-bit (and other integer-stored) floats may be constants of their integer type.
            if isinstance(type_, IntegerType) and type_.width.data != width:
                raise VerifyException(f"expected integer type of width {width}")

    def fold(self, operands: list[Attribute | None]) -> list[Attribute]:
        return [self.value]


def _count(type_: VectorType) -> int:
    total = 1
    for dim in type_.get_shape():
        total *= dim
    return total


@cache
def _integer_attr(value: int, type_: Attribute) -> IntegerAttr:
    """One IntegerAttr per (value, type): attributes are immutable, and the lowering makes the
    same few constants thousands of times (building and verifying one is ~10 us)."""
    return IntegerAttr(_wrap(value, type_), type_)


def _wrap(value: int, type_: Attribute) -> int:
    """A Python int as the signed value of an integer type (IntegerAttr normalizes)."""
    if not isinstance(type_, IntegerType) or type_.width.data == 1:
        return value & 1 if isinstance(type_, IntegerType) else value
    width = type_.width.data
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def _int_value(attr: Attribute | None) -> int | None:
    if isinstance(attr, IntegerAttr) and isinstance(attr.type, IntegerType):
        return attr.value.data & ((1 << attr.type.width.data) - 1)
    return None


def _int_attr(value: int, type_: IntegerType) -> IntegerAttr:
    return IntegerAttr(_wrap(value, type_), type_)


def _bool_attr(type_: Attribute, value: bool) -> Attribute:
    """getBoolAttribute: an i1, or a splat of it for vector compares."""
    if isinstance(type_, VectorType):
        return DenseIntOrFPElementsAttr.from_list(type_, [int(value)] * _count(type_))
    return IntegerAttr(int(value), i1)


def _dense_attr_elements(attr: DenseIntOrFPElementsAttr) -> list:
    return [v.value.data if hasattr(v, "value") else v for v in attr.get_attrs()] if hasattr(
        attr, "get_attrs") else list(attr.get_values())  # fmt: skip


def _scalar_attr(value, type_: Attribute) -> Attribute:
    return FloatAttr(value, type_) if isinstance(type_, AnyFloat) else IntegerAttr(value, type_)


class _ValueOfTypeOp(LLVMOp):
    """`llvm.mlir.undef : T` and friends: constants that fold to their attribute `FOLDED`."""

    res = result_def()
    traits = traits_def(Pure(), ConstantLike())
    FOLDED: ClassVar[type[Attribute]]

    def __init__(self, type_: Attribute):
        super().__init__(result_types=[type_])

    def print(self, printer: Printer) -> None:
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser):
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        return cls.create(result_types=[parser.parse_type()], attributes=attributes)

    def fold(self, operands: list[Attribute | None]) -> list[Attribute]:
        """UndefOp::fold, PoisonOp::fold, ZeroOp::fold."""
        return [_parameterless(self.FOLDED)]


@cache
def _parameterless(attribute_class: type[Attribute]) -> Attribute:
    """The one (immutable) attribute of a class without parameters: canonicalize asks each
    undef of a lowered kernel (hundreds) for its value, often more than once."""
    return attribute_class()


@irdl_op_definition
class UndefOp(_ValueOfTypeOp):
    name = "llvm.mlir.undef"
    FOLDED: ClassVar[type[Attribute]] = UndefAttr


@irdl_op_definition
class PoisonOp(_ValueOfTypeOp):
    name = "llvm.mlir.poison"
    FOLDED: ClassVar[type[Attribute]] = PoisonAttr


@irdl_op_definition
class ZeroOp(_ValueOfTypeOp):
    name = "llvm.mlir.zero"
    FOLDED: ClassVar[type[Attribute]] = ZeroAttr


@irdl_op_definition
class AddressOfOp(LLVMOp):
    """`llvm.mlir.addressof @global : !llvm.ptr<3>`."""

    name = "llvm.mlir.addressof"
    global_name = prop_def(SymbolRefAttr)
    res = result_def()
    traits = traits_def(Pure(), ConstantLike())

    def __init__(self, symbol: str, type_: Attribute):
        super().__init__(result_types=[type_], properties={"global_name": SymbolRefAttr(symbol)})

    @property
    def symbol(self) -> str:
        return self.global_name.root_reference.data

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.symbol)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> AddressOfOp:
        symbol = parser.parse_symbol_name()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        return cls.create(
            result_types=[parser.parse_type()], properties={"global_name": SymbolRefAttr(symbol)}, attributes=attributes
        )

    def verify_(self) -> None:
        if not isinstance(self.res.type, LLVMPointerType):
            raise VerifyException(f"result #0 must be LLVM pointer type, but got '{type_text(self.res.type)}'")

    def verify_symbol_uses(self) -> None:
        target = lookup_symbol(self, self.symbol)
        if not isinstance(target, GlobalOp | FuncOp):
            raise VerifyException(
                "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or "
                "'llvm.mlir.ifunc'"
            )
        if isinstance(target, GlobalOp) and target.address_space != self.res.type.address_space:
            raise VerifyException("pointer address space must match address space of the referenced global or alias")

    def fold(self, operands: list[Attribute | None]) -> list[Attribute]:
        return [self.global_name]


def lookup_symbol(op: Operation, name: str) -> Operation | None:
    """The op named `name` in the nearest enclosing symbol table (a module)."""
    scope = op.parent_op()
    while scope is not None and not _is_symbol_table(scope):
        scope = scope.parent_op()
    if scope is None:
        return None
    for nested in scope.regions[0].blocks.first.ops:
        sym = nested.properties.get("sym_name") or nested.attributes.get("sym_name")
        if isinstance(sym, StringAttr) and sym.data == name:
            return nested
    return None


def _is_symbol_table(op: Operation) -> bool:
    return op.name == "builtin.module"


# =====================================================================================
# Memory effects (MemoryEffectOpInterface), which decide what canonicalize may erase
# =====================================================================================

_READ = EffectInstance(MemoryEffectKind.READ)
_WRITE = EffectInstance(MemoryEffectKind.WRITE)


class _LoadEffects(MemoryEffect):
    """LoadOp::getEffects: a read of the address; volatile or ordered atomic loads may also
    read and write any memory."""

    @classmethod
    def get_effects(cls, op: Operation):
        effects = {EffectInstance(MemoryEffectKind.READ, op.addr)}
        if op.volatile_ is not None or _ordered_atomic(op):
            effects |= {_READ, _WRITE}
        return effects


class _StoreEffects(MemoryEffect):
    @classmethod
    def get_effects(cls, op: Operation):
        effects = {EffectInstance(MemoryEffectKind.WRITE, op.addr)}
        if op.volatile_ is not None or _ordered_atomic(op):
            effects |= {_READ, _WRITE}
        return effects


def _ordered_atomic(op: Operation) -> bool:
    return op.ordering is not None and ordering_name(op.ordering) not in ("not_atomic", "unordered")


class _AllocaEffects(MemoryEffect):
    @classmethod
    def get_effects(cls, op: Operation):
        return {EffectInstance(MemoryEffectKind.ALLOC, op.results[0])}


class _ReadWriteEffects(MemoryEffect):
    """Atomic read-modify-writes."""

    @classmethod
    def get_effects(cls, op: Operation):
        return {_READ, _WRITE}


class _InlineAsmEffects(MemoryEffect):
    """InlineAsmOp::getEffects: arbitrary reads and writes with `has_side_effects`, none
    otherwise (an unused side-effect-free asm is dead)."""

    @classmethod
    def get_effects(cls, op: Operation):
        return {_READ, _WRITE} if op.has_side_effects is not None else set()


# =====================================================================================
# Memory
# =====================================================================================


@irdl_op_definition
class AllocaOp(LLVMOp):
    """`llvm.alloca %n x T {alignment = 4 : i64} : (i32) -> !llvm.ptr`."""

    name = "llvm.alloca"
    arraySize = operand_def()
    res = result_def()
    alignment = opt_prop_def(IntegerAttr)
    elem_type = opt_prop_def(Attribute)
    inalloca = opt_prop_def(UnitAttr)
    traits = traits_def(_AllocaEffects())
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("alignment",)

    def __init__(self, size: SSAValue, element_type: Attribute, result_type: Attribute | None = None, alignment: int | None = None):
        properties: dict[str, Attribute] = {"elem_type": element_type}
        if alignment:
            properties["alignment"] = _i64(alignment)
        super().__init__(operands=[size], result_types=[result_type or LLVMPointerType()], properties=properties)

    def print(self, printer: Printer) -> None:
        if "inalloca" in self.properties:
            printer.print_string(" inalloca")
        printer.print_string(" ")
        printer.print_operand(self.arraySize)
        printer.print_string(" x ")
        printer.print_attribute(self.elem_type)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_function_type([self.arraySize.type], [self.res.type])

    @classmethod
    def parse(cls, parser: Parser) -> AllocaOp:
        properties: dict[str, Attribute] = {}
        if _parse_flags_keyword(parser, "inalloca"):
            properties["inalloca"] = UnitAttr()
        size = parser.parse_unresolved_operand()
        parser.parse_keyword("x")
        properties["elem_type"] = parser.parse_type()
        dict_props, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties.update(dict_props)
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        return cls.create(
            operands=_resolve(parser, [size], list(function_type.inputs.data)),
            result_types=list(function_type.outputs.data), properties=properties, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        _require("operand", 0, self.arraySize, ANY_INTEGER)
        if not isinstance(self.res.type, LLVMPointerType):
            raise VerifyException(f"result #0 must be LLVM pointer type, but got '{type_text(self.res.type)}'")


class _MemAccessOp(LLVMOp):
    """Shared by load and store: `[volatile] ... [atomic [syncscope("s")] ordering] attr-dict`."""

    alignment = opt_prop_def(IntegerAttr)
    volatile_ = opt_prop_def(UnitAttr)
    nontemporal = opt_prop_def(UnitAttr)
    ordering = opt_prop_def(IntegerAttr)
    syncscope = opt_prop_def(StringAttr)
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("alignment", "nontemporal", "invariant", "invariantGroup")

    @staticmethod
    def _access_properties(alignment, volatile, nontemporal, ordering, syncscope) -> dict[str, Attribute]:
        properties: dict[str, Attribute] = {}
        if alignment:
            properties["alignment"] = _i64(alignment)
        if volatile:
            properties["volatile_"] = UnitAttr()
        if nontemporal:
            properties["nontemporal"] = UnitAttr()
        if ordering is not None and ordering != "not_atomic":
            properties["ordering"] = ordering_attr(ordering)
        if syncscope is not None:
            properties["syncscope"] = StringAttr(syncscope)
        return properties

    @property
    def is_atomic(self) -> bool:
        return self.ordering is not None and self.ordering.value.data != 0

    def _print_atomic(self, printer: Printer) -> None:
        if not self.is_atomic:
            return
        printer.print_string(" atomic")
        if self.syncscope is not None:
            printer.print_string(" syncscope(")
            printer.print_string_literal(self.syncscope.data)
            printer.print_string(")")
        printer.print_string(f" {ordering_name(self.ordering)}")

    @staticmethod
    def _parse_atomic(parser: Parser, properties: dict[str, Attribute]) -> None:
        if parser.parse_optional_keyword("atomic") is None:
            return
        if parser.parse_optional_keyword("syncscope") is not None:
            parser.parse_punctuation("(")
            properties["syncscope"] = StringAttr(parser.parse_str_literal())
            parser.parse_punctuation(")")
        properties["ordering"] = _parse_ordering(parser)

    def _verify_access(self, value_type: Attribute, forbidden: tuple[str, ...]) -> None:
        """verifyAtomicMemOp / verifySymbolAttrUse of LoadOp and StoreOp."""
        if not self.is_atomic:
            if self.syncscope is not None:
                raise VerifyException("expected syncscope to be null for non-atomic access")
            return
        if ordering_name(self.ordering) in forbidden:
            raise VerifyException(f"unsupported ordering '{ordering_name(self.ordering)}'")
        if not _is_atomic_type(value_type):
            raise VerifyException(f"unsupported type {type_text(value_type)} for atomic access")
        if self.alignment is None:
            raise VerifyException("expected alignment for atomic access")


def _is_atomic_type(type_: Attribute) -> bool:
    if isinstance(type_, LLVMPointerType):
        return True
    if isinstance(type_, IntegerType):
        width = type_.width.data
        return width >= 8 and width & (width - 1) == 0
    return isinstance(type_, AnyFloat) and _bit_width(type_) in (16, 32, 64)


@irdl_op_definition
class LoadOp(_MemAccessOp):
    """`llvm.load [volatile] %p [atomic ...] {alignment = 16 : i64} : !llvm.ptr<1> -> T`."""

    name = "llvm.load"
    addr = operand_def()
    res = result_def()
    invariant = opt_prop_def(UnitAttr)
    invariantGroup = opt_prop_def(UnitAttr)
    traits = traits_def(_LoadEffects())

    def __init__(
        self, addr: SSAValue, result_type: Attribute, alignment: int | None = None, *, volatile: bool = False,
        nontemporal: bool = False, invariant: bool = False, ordering: str | None = None, syncscope: str | None = None,
    ):  # fmt: skip
        properties = self._access_properties(alignment, volatile, nontemporal, ordering, syncscope)
        if invariant:
            properties["invariant"] = UnitAttr()
        super().__init__(operands=[addr], result_types=[result_type], properties=properties)

    def print(self, printer: Printer) -> None:
        if self.volatile_ is not None:
            printer.print_string(" volatile")
        printer.print_string(" ")
        printer.print_operand(self.addr)
        self._print_atomic(printer)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.addr.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.res.type)

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        properties: dict[str, Attribute] = {}
        if _parse_flags_keyword(parser, "volatile"):
            properties["volatile_"] = UnitAttr()
        addr = parser.parse_unresolved_operand()
        cls._parse_atomic(parser, properties)
        dict_props, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties.update(dict_props)
        parser.parse_punctuation(":")
        addr_type = parser.parse_type()
        parser.parse_punctuation("->")
        type_ = parser.parse_type()
        return cls.create(
            operands=_resolve(parser, [addr], [addr_type]), result_types=[type_], properties=properties,
            attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        if not isinstance(self.addr.type, LLVMPointerType):
            raise VerifyException(f"operand #0 must be LLVM pointer type, but got '{type_text(self.addr.type)}'")
        self._verify_access(self.res.type, ("release", "acq_rel"))


@irdl_op_definition
class StoreOp(_MemAccessOp):
    """`llvm.store [volatile] %v, %p [atomic ...] {alignment = 4 : i64} : T, !llvm.ptr`."""

    name = "llvm.store"
    value = operand_def()
    addr = operand_def()
    invariantGroup = opt_prop_def(UnitAttr)
    traits = traits_def(_StoreEffects())

    def __init__(
        self, value: SSAValue, addr: SSAValue, alignment: int | None = None, *, volatile: bool = False,
        nontemporal: bool = False, ordering: str | None = None, syncscope: str | None = None,
    ):  # fmt: skip
        properties = self._access_properties(alignment, volatile, nontemporal, ordering, syncscope)
        super().__init__(operands=[value, addr], properties=properties)

    def print(self, printer: Printer) -> None:
        if self.volatile_ is not None:
            printer.print_string(" volatile")
        printer.print_string(" ")
        _print_operands(printer, [self.value, self.addr])
        self._print_atomic(printer)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        printer.print_attribute(self.addr.type)

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        properties: dict[str, Attribute] = {}
        if _parse_flags_keyword(parser, "volatile"):
            properties["volatile_"] = UnitAttr()
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        addr = parser.parse_unresolved_operand()
        cls._parse_atomic(parser, properties)
        dict_props, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties.update(dict_props)
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation(",")
        addr_type = parser.parse_type()
        return cls.create(
            operands=_resolve(parser, [value, addr], [value_type, addr_type]), properties=properties,
            attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        if not isinstance(self.addr.type, LLVMPointerType):
            raise VerifyException(f"operand #1 must be LLVM pointer type, but got '{type_text(self.addr.type)}'")
        self._verify_access(self.value.type, ("acquire", "acq_rel"))


DYNAMIC_INDEX = -(2**31)  # GEPOp::kDynamicIndex


@irdl_op_definition
class GEPOp(LLVMOp):
    """`llvm.getelementptr [inbounds] %base[%i, 1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, T`.

    `indices` mixes SSA values (dynamic) and Python ints (constants, as struct indices
    must be)."""

    name = "llvm.getelementptr"
    base = operand_def()
    dynamicIndices = var_operand_def()
    rawConstantIndices = prop_def(DenseArrayBase)
    elem_type = opt_prop_def(Attribute)
    noWrapFlags = opt_prop_def(IntegerAttr)
    res = result_def()
    traits = traits_def(Pure())

    def __init__(
        self, base: SSAValue, indices: Sequence[SSAValue | int], element_type: Attribute,
        result_type: Attribute | None = None, *, inbounds: bool = False, flags: int | None = None,
    ):  # fmt: skip
        raw = [DYNAMIC_INDEX if isinstance(i, SSAValue) else i for i in indices]
        dynamic = [i for i in indices if isinstance(i, SSAValue)]
        properties: dict[str, Attribute] = {
            "rawConstantIndices": _i32_array_attr(tuple(raw)),
            "elem_type": element_type,
        }
        bits = GEP_INBOUNDS if inbounds else 0
        if flags is not None:
            bits = flags
        if bits:
            properties["noWrapFlags"] = IntegerAttr(bits, i32)
        super().__init__(operands=[base, dynamic], result_types=[result_type or base.type], properties=properties)

    @property
    def flags(self) -> int:
        return 0 if self.noWrapFlags is None else self.noWrapFlags.value.data

    @property
    def indices(self) -> list[SSAValue | int]:
        # The dynamic indices are the operands after the base, read from the operand tuple
        # rather than through the variadic accessor, and the constant ones are decoded once
        # per (interned) attribute: folding, CSE and printing ask for them thousands of times.
        dynamic = iter(self._operands)  # pyright: ignore[reportPrivateUsage]
        next(dynamic)  # the base
        constants = _position_values(self.properties["rawConstantIndices"])
        return [next(dynamic) if i == DYNAMIC_INDEX else i for i in constants]

    def print(self, printer: Printer) -> None:
        if self.flags:
            printer.print_string(" " + _gep_flags_text(self.flags))
        printer.print_string(" ")
        printer.print_operand(self.base)
        printer.print_string("[")
        printer.print_list(
            self.indices, lambda i: printer.print_operand(i) if isinstance(i, SSAValue) else printer.print_string(str(i))
        )
        printer.print_string("]")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_function_type([o.type for o in self.operands], [self.res.type])
        printer.print_string(", ")
        printer.print_attribute(self.elem_type)

    @classmethod
    def parse(cls, parser: Parser) -> GEPOp:
        flags = 0
        while True:
            word = parser._current_token.text
            if word not in ("inbounds", "nusw", "nuw"):
                break
            parser._consume_token()
            flags |= {"inbounds": GEP_INBOUNDS, "nusw": GEP_NUSW, "nuw": GEP_NUW}[word]
            if parser.parse_optional_punctuation("|") is None:
                break
        base = parser.parse_unresolved_operand()
        raw: list[int] = []
        dynamic: list[UnresolvedOperand] = []

        def index() -> None:
            operand = parser.parse_optional_unresolved_operand()
            if operand is not None:
                dynamic.append(operand)
                raw.append(DYNAMIC_INDEX)
            else:
                raw.append(_parse_i32_index(parser))

        parser.parse_comma_separated_list(parser.Delimiter.SQUARE, index)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        parser.parse_punctuation(",")
        element_type = parser.parse_type()
        operands = _resolve(parser, [base, *dynamic], list(function_type.inputs.data))
        properties: dict[str, Attribute] = {
            "rawConstantIndices": _i32_array_attr(tuple(raw)),
            "elem_type": element_type,
        }
        if flags:
            properties["noWrapFlags"] = IntegerAttr(flags, i32)
        return cls.create(
            operands=operands, result_types=list(function_type.outputs.data), properties=properties,
            attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        operands = self._operands  # pyright: ignore[reportPrivateUsage]  (the indices follow the base)
        _require("operand", 0, operands[0], LLVM_PTR_LIKE)
        for index in range(1, len(operands)):
            _require("operand", index, operands[index], LLVM_INT_LIKES)
        _require("result", 0, self.res, LLVM_PTR_LIKE)
        if len(_position_values(self.properties["rawConstantIndices"])) < 2:
            return  # one index (most GEPs): it indexes the pointer, not into the element type
        # GEPOp::verify: indexing into a struct takes constant indices.
        current = self.elem_type
        for position, index in enumerate(self.indices[1:], start=1):
            if isinstance(current, LLVMStructType):
                if isinstance(index, SSAValue):
                    raise VerifyException(f"expected index {position} indexing a struct to be constant")
                if not 0 <= index < len(current.types):
                    raise VerifyException(f"index {position} indexing a struct is out of bounds")
                current = current.types[index]
            elif isinstance(current, LLVMArrayType | VectorType):
                current = current.element_type
            else:
                break

    def fold(self, operands: list[Attribute | None]) -> list[Attribute | SSAValue] | None:
        """GEPOp::fold: `gep %x[0]` to a pointer of the same type is %x; dynamic indices with a
        constant value that fits in i32 become constant indices (in place)."""
        dynamic_constants = iter(operands[1:])
        indices: list[SSAValue | int] = []
        changed = False
        for index in self.indices:
            if is_subclass(type(index), SSAValue):
                value = next(dynamic_constants)
                if is_subclass(type(value), IntegerAttr) and -(2**31) <= value.value.data < 2**31:
                    indices.append(value.value.data)
                    changed = True
                    continue
            indices.append(index)
        is_zero_offset = len(indices) == 1 and indices[0] == 0 and not isinstance(indices[0], SSAValue)
        if self.base.type == self.res.type and is_zero_offset:
            return [self.base]
        if not changed:
            return None
        raw = [DYNAMIC_INDEX if isinstance(i, SSAValue) else i for i in indices]
        self.operands = [self.base, *[i for i in indices if isinstance(i, SSAValue)]]
        self.properties["rawConstantIndices"] = _i32_array_attr(tuple(raw))
        return []


# -- aggregates ----------------------------------------------------------------------------------


def _element_at_position(op: Operation, container_type: Attribute) -> Attribute:
    """The type an extractvalue or insertvalue's `position` names in its container (their
    verifiers' shared check); VerifyException when the position is out of bounds."""
    position = _position_values(op.properties["position"])
    element = aggregate_element(container_type, position)
    if element is None:
        raise VerifyException(f"position out of bounds: {position[-1] if position else 0}")
    return element


def aggregate_element(container: Attribute, position: Sequence[int]) -> Attribute | None:
    """The type at `position` inside a struct/array (None when out of bounds)."""
    current = container
    for index in position:
        if isinstance(current, LLVMStructType):
            if not 0 <= index < len(current.types):
                return None
            current = current.types[index]
        elif isinstance(current, LLVMArrayType):
            if not 0 <= index < current.count:
                return None
            current = current.element_type
        else:
            return None
    return current


def _parse_position(parser: Parser) -> list[int]:
    return parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False))


def _position_attr(position: Sequence[int]) -> DenseArrayBase:
    return _position_attr_of(tuple(position))


@cache
def _position_attr_of(position: tuple[int, ...]) -> DenseArrayBase:
    """One (immutable) attribute per position: building a DenseArrayBase is slow, and a lowered
    tensor's hundreds of extract/insertvalues reuse a few positions."""
    return DenseArrayBase.from_list(i64, list(position))


@cache
def _i32_array_attr(values: tuple[int, ...]) -> DenseArrayBase:
    """One (immutable) i32 array attribute per list, as _position_attr_of: a lowering's
    thousands of GEPs use a few index lists (`[%i]`, `[0, %i]`), its shuffles a few masks."""
    return DenseArrayBase.from_list(i32, list(values))


def _decode_position(position: DenseArrayBase) -> tuple[int, ...]:
    """A position's indices (or any dense array's values: GEP's constant indices too)."""
    return tuple(position.get_values())


# Decoded once per attribute object (by identity: hashing the attribute costs as much as
# decoding it): folding an extractvalue walks chains of hundreds of insertvalues of a lowered
# tensor, reading each one's position.
_position_values = identity_memo(_decode_position)
_DECODED_POSITIONS = _position_values.table  # type: ignore[attr-defined]


def _check_position(parser: Parser, op_name: str, container: Attribute, position: Sequence[int]) -> Attribute:
    """The type at `position`; errors at the token after the type, where MLIR's custom
    directive reports them."""
    at = parser._current_token.span.start
    current = container
    for index in position:
        if isinstance(current, LLVMStructType):
            if not 0 <= index < len(current.types):
                parser.raise_error(f"custom op '{op_name}' position out of bounds: {index}", at)
            current = current.types[index]
        elif isinstance(current, LLVMArrayType):
            if not 0 <= index < current.count:
                parser.raise_error(f"custom op '{op_name}' position out of bounds: {index}", at)
            current = current.element_type
        else:
            parser.raise_error(f"custom op '{op_name}' expected LLVM IR structure/array type", at)
    return current


@irdl_op_definition
class ExtractValueOp(LLVMOp):
    """`llvm.extractvalue %s[1] : !llvm.struct<(i32, f32)> ` (MLIR prints the trailing space)."""

    name = "llvm.extractvalue"
    container = operand_def()
    position = prop_def(DenseArrayBase)
    res = result_def()
    traits = traits_def(Pure())

    def __init__(self, container: SSAValue, position: Sequence[int], result_type: Attribute | None = None):
        result_type = result_type or aggregate_element(container.type, position)
        super().__init__(operands=[container], result_types=[result_type], properties={"position": _position_attr(position)})

    @property
    def indices(self) -> list[int]:
        return list(_position_values(self.position))

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.container)
        printer.print_string("[" + ", ".join(str(i) for i in self.indices) + "]")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.container.type)
        printer.print_string(" ")

    @classmethod
    def parse(cls, parser: Parser) -> ExtractValueOp:
        container = parser.parse_unresolved_operand()
        position = _parse_position(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        result_type = _check_position(parser, cls.name, type_, position)
        return cls.create(
            operands=_resolve(parser, [container], [type_]), result_types=[result_type],
            properties={"position": _position_attr(position)}, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        # Fields read directly and types compared by identity first: a lowered kernel has
        # thousands of extractvalues, each checked once after the lowering.
        container_type = self._operands[0].type
        result_type = self.results[0].type
        expected = _element_at_position(self, container_type)
        if expected is not result_type and expected != result_type:
            raise VerifyException(
                f"Type mismatch: extracting from {type_text(container_type)} should produce "
                f"{type_text(expected)} but this op returns {type_text(result_type)}"
            )

    def fold(self, operands: list[Attribute | None]) -> list[Attribute | SSAValue] | None:
        """ExtractValueOp::fold: through extractvalue and insertvalue chains."""
        container = self.container.owner
        if type(container) is ExtractValueOp:
            self.properties["position"] = _position_attr(container.indices + self.indices)
            self.operands = [container.container]
            return []
        folded = self._fold_dense_constant(operands[0])
        if folded is not None:
            return folded
        return self._fold_through_inserts(container)

    def _fold_dense_constant(self, constant: Attribute | None) -> list[Attribute] | None:
        """An element of a splat or, at a one-index position, of a dense constant."""
        if constant is None:  # (most calls: the container is no constant)
            return None
        if not (isinstance(constant, DenseIntOrFPElementsAttr) and constant.get_element_type() == self.res.type):
            return None
        values = _dense_attr_elements(constant)
        if len(values) == 1 or len(set(values)) == 1:
            return [_scalar_attr(values[0], self.res.type)]
        if len(self.indices) == 1:
            return [_scalar_attr(values[self.indices[0]], self.res.type)]
        return None

    def _fold_through_inserts(self, container: Operation | Block) -> list[SSAValue] | None:
        """The walk below; a one-index position whose insert the chain holds is looked up in
        the chain's index (`_InsertChain`), which gives what the walk would."""
        position = _position_values(self.properties["position"])
        if type(container) is InsertValueOp and len(position) == 1:
            inserted = _insert_chain_value(container, position[0])
            if inserted is not None:
                return [inserted]
        return self._walk_inserts(container)

    def _walk_inserts(self, container: Operation | Block) -> list[SSAValue] | None:
        """The value an insertvalue chain put at this position; failing that, the op reads
        past the inserts that cannot touch its position (in place). The chains of a lowered
        tensor are hundreds of inserts long, and an extract from one that its index does not
        answer walks it (as upstream's does), so the usual step, past an insert whose first
        index differs, is taken first and reads operands, positions and owners directly
        (`_operands`, the properties dict, an OpResult's `op`) rather than through IRDL's
        accessors and properties. The container is set once, where upstream reassigns it at
        every insert it steps over (the same final IR: a value folded to is the op's
        replacement)."""
        insert = container if type(container) is InsertValueOp else None
        position = _position_values(self.properties["position"])
        read_past: SSAValue | None = None  # the container the op reads from instead
        switched_to_inserted_value = False
        if not position:
            return None  # the whole container: every insert overlaps it
        first = position[0]
        decoded = _DECODED_POSITIONS
        while insert is not None:
            insert_container, insert_value = insert._operands  # pyright: ignore[reportPrivateUsage]
            # _position_values without a call per step: its table, read here
            attribute = insert.properties["position"]
            entry = decoded.get(id(attribute))
            insert_position = entry[1] if entry is not None and entry[0] is attribute else _position_values(attribute)
            if insert_position and insert_position[0] != first:
                # The insert cannot touch the position: what the general case below does, in
                # fewer steps. A block argument has no `op`.
                if not switched_to_inserted_value:
                    read_past = insert_container
                owner = getattr(insert_container, "op", None)
                insert = owner if type(owner) is InsertValueOp else None
                continue
            if position == insert_position:
                return [insert_value]
            if len(position) > len(insert_position) and position[: len(insert_position)] == insert_position:
                owner = insert_value.owner
                insert = owner if isinstance(owner, InsertValueOp) else None
                position = position[len(insert_position) :]
                first = position[0]
                switched_to_inserted_value = True
                continue
            common = min(len(position), len(insert_position))
            if position[:common] == insert_position[:common]:
                break
            if not switched_to_inserted_value:
                read_past = insert_container
            owner = insert_container.owner
            insert = owner if isinstance(owner, InsertValueOp) else None
        if read_past is None:
            return None
        self.operands = [read_past]
        return []


class _InsertChain:
    """An insertvalue chain read back from its last insert, for extracts of one-index positions
    from it: the k-th insert back (`links[k]`) and, per index, the nearest insert of that
    position (`nearest`), indexed as far back as lookups have needed, up to the first insert
    of a longer position. ExtractValueOp's walk from the last insert stops at that nearest
    insert and yields its value; a lowered tensor's chain of n inserts and its n extracts
    made that n^2/2 steps. The operand tuples and position attributes of the inserts are kept
    as they were when indexed: a lookup holds while those it steps over are unchanged, checked
    by comparing lists in C (tuples and attributes are replaced, not mutated, when an operand or
    a position changes), so the answer is always the walk's."""

    __slots__ = ("links", "operands", "positions", "nearest", "next")

    def __init__(self, last: InsertValueOp):
        self.links: list[InsertValueOp] = []
        self.operands: list[tuple[SSAValue, ...]] = []
        self.positions: list[Attribute] = []
        self.nearest: dict[int, int] = {}
        self.next: InsertValueOp | None = last

    def value_at(self, index: int) -> SSAValue | None | bool:
        """The value inserted at [index] by its nearest insert; None where the chain has none
        (indexed); False where an insert stepped over changed since it was indexed."""
        k = self.nearest.get(index)
        while k is None and self.next is not None:
            self._index_next()
            k = self.nearest.get(index)
        if k is None:
            return None
        stepped = self.links[: k + 1]
        if list(map(_OPERANDS_OF, stepped)) != self.operands[: k + 1]:
            return False
        if list(map(_POSITION_OF, map(_PROPERTIES_OF, stepped))) != self.positions[: k + 1]:
            return False
        return self.operands[k][1]

    def _index_next(self) -> None:
        insert = self.next
        attribute = insert.properties["position"]
        position = _position_values(attribute)
        if len(position) != 1:  # the walk goes into the inserted value there: not indexed
            self.next = None
            return
        operands = insert._operands  # pyright: ignore[reportPrivateUsage]
        self.nearest.setdefault(position[0], len(self.links))
        self.links.append(insert)
        self.operands.append(operands)
        self.positions.append(attribute)
        owner = getattr(operands[0], "op", None)  # a block argument has no `op`
        self.next = owner if type(owner) is InsertValueOp else None


_OPERANDS_OF = attrgetter("_operands")
_PROPERTIES_OF = attrgetter("properties")
_POSITION_OF = itemgetter("position")
# Chains by the identity of their last insert (kept: the id stays that op's); emptied past
# the limit, as identity_memo's table.
_INSERT_CHAINS: dict[int, tuple[InsertValueOp, _InsertChain]] = {}
_INSERT_CHAINS_LIMIT = 1 << 14


def _insert_chain_value(last: InsertValueOp, index: int) -> SSAValue | None:
    """What ExtractValueOp's walk from `last` yields for position [index] when it reaches an
    insert of that position; None when it reaches none (the walk decides the rest)."""
    entry = _INSERT_CHAINS.get(id(last))
    if entry is None or entry[0] is not last:
        if len(_INSERT_CHAINS) > _INSERT_CHAINS_LIMIT:
            _INSERT_CHAINS.clear()
        entry = _INSERT_CHAINS[id(last)] = (last, _InsertChain(last))
    value = entry[1].value_at(index)
    if value is False:  # changed since indexed: indexed again from `last`
        chain = _InsertChain(last)
        _INSERT_CHAINS[id(last)] = (last, chain)
        value = chain.value_at(index)
    return value


@irdl_op_definition
class InsertValueOp(LLVMOp):
    """`llvm.insertvalue %v, %s[0] : !llvm.struct<(i32, f32)> `."""

    name = "llvm.insertvalue"
    container = operand_def()
    value = operand_def()
    position = prop_def(DenseArrayBase)
    res = result_def()
    traits = traits_def(Pure())

    def __init__(self, container: SSAValue, value: SSAValue, position: Sequence[int]):
        super().__init__(
            operands=[container, value], result_types=[container.type], properties={"position": _position_attr(position)}
        )

    @property
    def indices(self) -> list[int]:
        return list(_position_values(self.position))

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.container)
        printer.print_string("[" + ", ".join(str(i) for i in self.indices) + "]")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.container.type)
        printer.print_string(" ")

    @classmethod
    def parse(cls, parser: Parser) -> InsertValueOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        container = parser.parse_unresolved_operand()
        position = _parse_position(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        value_type = _check_position(parser, cls.name, type_, position)
        return cls.create(
            operands=_resolve(parser, [container, value], [type_, value_type]), result_types=[type_],
            properties={"position": _position_attr(position)}, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        # As ExtractValueOp.verify_: fields read directly, types compared by identity first.
        container, value = self._operands
        container_type, value_type = container.type, value.type
        expected = _element_at_position(self, container_type)
        if expected is not value_type and expected != value_type:
            raise VerifyException(
                f"Type mismatch: cannot insert {type_text(value_type)} into {type_text(container_type)}"
            )
        result_type = self.results[0].type
        if result_type is not container_type and result_type != container_type:
            raise VerifyException("failed to verify that all of {container, res} have same type")


@irdl_op_definition
class ExtractElementOp(LLVMOp):
    """`llvm.extractelement %v[%i : i32] : vector<4xf32>`."""

    name = "llvm.extractelement"
    vector = operand_def()
    position = operand_def()
    res = result_def()
    traits = traits_def(Pure())

    def __init__(self, vector: SSAValue, position: SSAValue):
        super().__init__(operands=[vector, position], result_types=[vector.type.element_type])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.vector)
        printer.print_string("[")
        printer.print_operand(self.position)
        printer.print_string(" : ")
        printer.print_attribute(self.position.type)
        printer.print_string("]")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)

    @classmethod
    def parse(cls, parser: Parser) -> ExtractElementOp:
        vector = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        position = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        position_type = parser.parse_type()
        parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        vector_type = parser.parse_type()
        if not isinstance(vector_type, VectorType):
            parser.raise_error("expected LLVM dialect-compatible vector type for operand #1")
        return cls.create(
            operands=_resolve(parser, [vector, position], [vector_type, position_type]),
            result_types=[vector_type.element_type], attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        vector, result = self.vector.type, self.res.type
        element_matches = type(vector) is VectorType and result is vector.element_type
        if element_matches and ANY_SIGNLESS_INTEGER(self.position.type):
            return  # (VectorType is final: the isinstance below)
        if not isinstance(self.vector.type, VectorType):
            raise VerifyException(f"operand #0 must be LLVM dialect-compatible vector type, but got '{type_text(self.vector.type)}'")
        _require("operand", 1, self.position, ANY_SIGNLESS_INTEGER)
        if self.res.type != self.vector.type.element_type:
            raise VerifyException("failed to verify that result type matches vector element type")


@irdl_op_definition
class InsertElementOp(LLVMOp):
    """`llvm.insertelement %x, %v[%i : i32] : vector<4xf32>`."""

    name = "llvm.insertelement"
    vector = operand_def()
    value = operand_def()
    position = operand_def()
    res = result_def()
    traits = traits_def(Pure())

    def __init__(self, vector: SSAValue, value: SSAValue, position: SSAValue):
        super().__init__(operands=[vector, value, position], result_types=[vector.type])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.vector)
        printer.print_string("[")
        printer.print_operand(self.position)
        printer.print_string(" : ")
        printer.print_attribute(self.position.type)
        printer.print_string("]")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)

    @classmethod
    def parse(cls, parser: Parser) -> InsertElementOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        vector = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        position = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        position_type = parser.parse_type()
        parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        vector_type = parser.parse_type()
        if not isinstance(vector_type, VectorType):
            parser.raise_error("expected LLVM dialect-compatible vector type for operand #1")
        operands = _resolve(parser, [vector, value, position], [vector_type, vector_type.element_type, position_type])
        return cls.create(operands=operands, result_types=[vector_type], attributes=attributes)

    def verify_(self) -> None:
        vector, value, result = self.vector.type, self.value.type, self.res.type
        if (
            type(vector) is VectorType and value is vector.element_type and (result is vector or result == vector)
            and ANY_SIGNLESS_INTEGER(self.position.type)
        ):  # fmt: skip
            return  # (VectorType is final: the isinstance below)
        if not isinstance(self.vector.type, VectorType):
            raise VerifyException(f"operand #0 must be LLVM dialect-compatible vector type, but got '{type_text(self.vector.type)}'")
        _require("operand", 2, self.position, ANY_SIGNLESS_INTEGER)
        if self.value.type != self.vector.type.element_type:
            raise VerifyException("failed to verify that argument type matches vector element type")
        if self.res.type != self.vector.type:
            raise VerifyException("failed to verify that all of {res, vector} have same type")


@irdl_op_definition
class ShuffleVectorOp(LLVMOp):
    """`llvm.shufflevector %a, %b [0, 1] : vector<4xf32> `."""

    name = "llvm.shufflevector"
    v1 = operand_def()
    v2 = operand_def()
    mask = prop_def(DenseArrayBase)
    res = result_def()
    traits = traits_def(Pure())

    def __init__(self, v1: SSAValue, v2: SSAValue, mask: Sequence[int]):
        result_type = VectorType(v1.type.element_type, [len(mask)])
        properties = {"mask": _i32_array_attr(tuple(mask))}
        super().__init__(operands=[v1, v2], result_types=[result_type], properties=properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_operands(printer, [self.v1, self.v2])
        printer.print_string(" [" + ", ".join(str(i) for i in self.mask.get_values()) + "]")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.v1.type)
        printer.print_string(" ")

    @classmethod
    def parse(cls, parser: Parser) -> ShuffleVectorOp:
        v1 = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        v2 = parser.parse_unresolved_operand()
        mask = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False))
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        result_type = VectorType(type_.element_type, [len(mask)])
        return cls.create(
            operands=_resolve(parser, [v1, v2], [type_, type_]), result_types=[result_type],
            properties={"mask": DenseArrayBase.from_list(i32, mask)}, attributes=attributes,
        )  # fmt: skip


# -- atomics ---------------------------------------------------------------------------------------


def _print_syncscope(printer: Printer, syncscope: StringAttr | None) -> None:
    if syncscope is not None:
        printer.print_string(" syncscope(")
        printer.print_string_literal(syncscope.data)
        printer.print_string(")")


def _parse_syncscope(parser: Parser, properties: dict[str, Attribute]) -> None:
    if parser.parse_optional_keyword("syncscope") is not None:
        parser.parse_punctuation("(")
        properties["syncscope"] = StringAttr(parser.parse_str_literal())
        parser.parse_punctuation(")")


@irdl_op_definition
class AtomicRMWOp(LLVMOp):
    """`llvm.atomicrmw [volatile] add %p, %v [syncscope("agent")] acq_rel attr-dict : !llvm.ptr<1>, i32`."""

    name = "llvm.atomicrmw"
    ptr = operand_def()
    val = operand_def()
    bin_op = prop_def(IntegerAttr)
    ordering = prop_def(IntegerAttr)
    syncscope = opt_prop_def(StringAttr)
    alignment = opt_prop_def(IntegerAttr)
    volatile_ = opt_prop_def(UnitAttr)
    res = result_def()
    traits = traits_def(_ReadWriteEffects())
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("alignment",)

    def __init__(
        self, bin_op: str, ptr: SSAValue, value: SSAValue, ordering: str, *, syncscope: str | None = None,
        alignment: int | None = None, volatile: bool = False,
    ):  # fmt: skip
        properties: dict[str, Attribute] = {
            "bin_op": _i64(ATOMIC_BIN_OPS.index(bin_op)), "ordering": ordering_attr(ordering)
        }
        if syncscope is not None:
            properties["syncscope"] = StringAttr(syncscope)
        if alignment:
            properties["alignment"] = _i64(alignment)
        if volatile:
            properties["volatile_"] = UnitAttr()
        super().__init__(operands=[ptr, value], result_types=[value.type], properties=properties)

    @property
    def bin_op_name(self) -> str:
        return ATOMIC_BIN_OPS[self.bin_op.value.data]

    def print(self, printer: Printer) -> None:
        if self.volatile_ is not None:
            printer.print_string(" volatile")
        printer.print_string(f" {self.bin_op_name} ")
        _print_operands(printer, [self.ptr, self.val])
        _print_syncscope(printer, self.syncscope)
        printer.print_string(f" {ordering_name(self.ordering)}")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.ptr.type)
        printer.print_string(", ")
        printer.print_attribute(self.val.type)

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        properties: dict[str, Attribute] = {}
        if _parse_flags_keyword(parser, "volatile"):
            properties["volatile_"] = UnitAttr()
        start = parser._current_token.span.start
        word = parser.parse_identifier()
        if word not in ATOMIC_BIN_OPS:
            parser.raise_error(
                "expected string or keyword containing one of the following enum values for attribute 'bin_op' "
                f"[{', '.join(ATOMIC_BIN_OPS)}]",
                start,
            )
        properties["bin_op"] = _i64(ATOMIC_BIN_OPS.index(word))
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        value = parser.parse_unresolved_operand()
        _parse_syncscope(parser, properties)
        properties["ordering"] = _parse_ordering(parser)
        dict_props, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties.update(dict_props)
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation(",")
        value_type = parser.parse_type()
        return cls.create(
            operands=_resolve(parser, [ptr, value], [ptr_type, value_type]), result_types=[value_type],
            properties=properties, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        """AtomicRMWOp::verify."""
        if not isinstance(self.ptr.type, LLVMPointerType):
            raise VerifyException(f"operand #0 must be LLVM pointer type, but got '{type_text(self.ptr.type)}'")
        value_type = self.val.type
        op = self.bin_op_name
        if op in ("fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum"):
            if not float_like(value_type):
                raise VerifyException("expected LLVM IR floating point type")
        elif op == "xchg":
            if not _is_atomic_type(value_type):
                raise VerifyException("unexpected LLVM IR type for 'xchg' bin_op")
        elif not is_signless_int(value_type):
            raise VerifyException("expected LLVM IR integer type")
        if ordering_name(self.ordering) in ("not_atomic", "unordered"):
            raise VerifyException("expected at least 'monotonic' ordering")


@irdl_op_definition
class AtomicCmpXchgOp(LLVMOp):
    """`llvm.cmpxchg [weak] [volatile] %p, %cmp, %v [syncscope(..)] acq_rel monotonic : !llvm.ptr, i32`."""

    name = "llvm.cmpxchg"
    ptr = operand_def()
    cmp = operand_def()
    val = operand_def()
    success_ordering = prop_def(IntegerAttr)
    failure_ordering = prop_def(IntegerAttr)
    syncscope = opt_prop_def(StringAttr)
    alignment = opt_prop_def(IntegerAttr)
    weak = opt_prop_def(UnitAttr)
    volatile_ = opt_prop_def(UnitAttr)
    res = result_def()
    traits = traits_def(_ReadWriteEffects())
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("alignment",)

    def __init__(
        self, ptr: SSAValue, cmp: SSAValue, value: SSAValue, success: str, failure: str, *,
        syncscope: str | None = None, alignment: int | None = None, weak: bool = False, volatile: bool = False,
    ):  # fmt: skip
        properties: dict[str, Attribute] = {
            "success_ordering": ordering_attr(success), "failure_ordering": ordering_attr(failure)
        }
        if syncscope is not None:
            properties["syncscope"] = StringAttr(syncscope)
        if alignment:
            properties["alignment"] = _i64(alignment)
        if weak:
            properties["weak"] = UnitAttr()
        if volatile:
            properties["volatile_"] = UnitAttr()
        result_type = LLVMStructType([value.type, i1])
        super().__init__(operands=[ptr, cmp, value], result_types=[result_type], properties=properties)

    def print(self, printer: Printer) -> None:
        if self.weak is not None:
            printer.print_string(" weak")
        if self.volatile_ is not None:
            printer.print_string(" volatile")
        printer.print_string(" ")
        _print_operands(printer, [self.ptr, self.cmp, self.val])
        _print_syncscope(printer, self.syncscope)
        printer.print_string(f" {ordering_name(self.success_ordering)} {ordering_name(self.failure_ordering)}")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.ptr.type)
        printer.print_string(", ")
        printer.print_attribute(self.val.type)

    @classmethod
    def parse(cls, parser: Parser) -> AtomicCmpXchgOp:
        properties: dict[str, Attribute] = {}
        if _parse_flags_keyword(parser, "weak"):
            properties["weak"] = UnitAttr()
        if _parse_flags_keyword(parser, "volatile"):
            properties["volatile_"] = UnitAttr()
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        cmp = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        value = parser.parse_unresolved_operand()
        _parse_syncscope(parser, properties)
        properties["success_ordering"] = _parse_ordering(parser)
        properties["failure_ordering"] = _parse_ordering(parser)
        dict_props, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties.update(dict_props)
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation(",")
        value_type = parser.parse_type()
        return cls.create(
            operands=_resolve(parser, [ptr, cmp, value], [ptr_type, value_type, value_type]),
            result_types=[LLVMStructType([value_type, i1])], properties=properties, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        """AtomicCmpXchgOp::verify."""
        if not isinstance(self.ptr.type, LLVMPointerType):
            raise VerifyException(f"operand #0 must be LLVM pointer type, but got '{type_text(self.ptr.type)}'")
        if not _is_atomic_type(self.val.type) or isinstance(self.val.type, AnyFloat):
            raise VerifyException("unexpected LLVM IR type")
        success, failure = ordering_name(self.success_ordering), ordering_name(self.failure_ordering)
        if success in ("not_atomic", "unordered") or failure in ("not_atomic", "unordered"):
            raise VerifyException("ordering must be at least 'monotonic'")
        if failure in ("release", "acq_rel"):
            raise VerifyException("failure ordering cannot be 'release' or 'acq_rel'")


@irdl_op_definition
class FenceOp(LLVMOp):
    """`llvm.fence [syncscope("agent")] acq_rel`."""

    name = "llvm.fence"
    ordering = prop_def(IntegerAttr)
    syncscope = opt_prop_def(StringAttr)

    def __init__(self, ordering: str, syncscope: str | None = None):
        properties: dict[str, Attribute] = {"ordering": ordering_attr(ordering)}
        if syncscope is not None:
            properties["syncscope"] = StringAttr(syncscope)
        super().__init__(properties=properties)

    def print(self, printer: Printer) -> None:
        _print_syncscope(printer, self.syncscope)
        printer.print_string(f" {ordering_name(self.ordering)}")
        self.print_attr_dict(printer)

    @classmethod
    def parse(cls, parser: Parser) -> FenceOp:
        properties: dict[str, Attribute] = {}
        _parse_syncscope(parser, properties)
        properties["ordering"] = _parse_ordering(parser)
        return cls.create(properties=properties, attributes=parser.parse_optional_attr_dict())

    def verify_(self) -> None:
        if ordering_name(self.ordering) in ("not_atomic", "unordered", "monotonic"):
            raise VerifyException("can be given only acquire, release, acq_rel, and seq_cst orderings")


# =====================================================================================
# Control flow
# =====================================================================================


@irdl_op_definition
class BrOp(LLVMOp):
    """`llvm.br ^bb1(%a : i32)`."""

    name = "llvm.br"
    destOperands = var_operand_def()
    dest = successor_def()
    traits = traits_def(IsTerminator(), Pure())

    def __init__(self, dest: Block, operands: Sequence[SSAValue] = ()):
        super().__init__(operands=[list(operands)], successors=[dest])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_successor_and_operands(printer, self.dest, self.destOperands)
        self.print_attr_dict(printer)

    @classmethod
    def parse(cls, parser: Parser) -> BrOp:
        block, values = _parse_successor_and_operands(parser)
        return cls.create(operands=values, successors=[block], attributes=parser.parse_optional_attr_dict())

    def verify_(self) -> None:
        _check_successor_operands(self, self.dest, self.destOperands, 0)

    # BranchOpInterface: which operands each successor receives, and editing them.

    def successor_operand_indices(self, index: int) -> list[int]:
        return list(range(len(self.operands)))

    def append_successor_operands(self, index: int, values: Sequence[SSAValue]) -> None:
        self.operands = [*self.operands, *values]

    def erase_successor_operand(self, index: int, position: int) -> None:
        self.operands = [v for i, v in enumerate(self.operands) if i != position]


@irdl_op_definition
class CondBrOp(LLVMOp):
    """`llvm.cond_br %c [weights([3, 5])], ^bb1(%a : i32), ^bb2`."""

    name = "llvm.cond_br"
    condition = operand_def()
    trueDestOperands = var_operand_def()
    falseDestOperands = var_operand_def()
    branch_weights = opt_prop_def(DenseArrayBase)
    trueDest = successor_def()
    falseDest = successor_def()
    traits = traits_def(IsTerminator(), Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self, condition: SSAValue, true_dest: Block, true_operands: Sequence[SSAValue], false_dest: Block,
        false_operands: Sequence[SSAValue], weights: Sequence[int] | None = None,
    ):  # fmt: skip
        properties = {} if weights is None else {"branch_weights": DenseArrayBase.from_list(i32, list(weights))}
        super().__init__(
            operands=[condition, list(true_operands), list(false_operands)],
            successors=[true_dest, false_dest], properties=properties,
        )  # fmt: skip

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.condition)
        if self.branch_weights is not None:
            printer.print_string(" weights([" + ", ".join(str(v) for v in self.branch_weights.get_values()) + "])")
        printer.print_string(", ")
        _print_successor_and_operands(printer, self.trueDest, self.trueDestOperands)
        printer.print_string(", ")
        _print_successor_and_operands(printer, self.falseDest, self.falseDestOperands)
        self.print_attr_dict(printer)

    @classmethod
    def parse(cls, parser: Parser) -> CondBrOp:
        condition = parser.resolve_operand(parser.parse_unresolved_operand(), i1)
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("weights") is not None:
            parser.parse_punctuation("(")
            values = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
            parser.parse_punctuation(")")
            properties["branch_weights"] = DenseArrayBase.from_list(i32, values)
        parser.parse_punctuation(",")
        true_dest, true_values = _parse_successor_and_operands(parser)
        parser.parse_punctuation(",")
        false_dest, false_values = _parse_successor_and_operands(parser)
        properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [1, len(true_values), len(false_values)])
        return cls.create(
            operands=[condition, *true_values, *false_values], successors=[true_dest, false_dest],
            properties=properties, attributes=parser.parse_optional_attr_dict(),
        )  # fmt: skip

    def verify_(self) -> None:
        _check_successor_operands(self, self.trueDest, self.trueDestOperands, 0)
        _check_successor_operands(self, self.falseDest, self.falseDestOperands, 1)

    def successor_operand_indices(self, index: int) -> list[int]:
        first = 1 if index == 0 else 1 + len(self.trueDestOperands)
        count = len(self.trueDestOperands) if index == 0 else len(self.falseDestOperands)
        return list(range(first, first + count))

    def append_successor_operands(self, index: int, values: Sequence[SSAValue]) -> None:
        current = [self.operands[i] for i in self.successor_operand_indices(index)]
        self._set_successor_operands(index, [*current, *values])

    def erase_successor_operand(self, index: int, position: int) -> None:
        current = [self.operands[i] for i in self.successor_operand_indices(index)]
        del current[position]
        self._set_successor_operands(index, current)

    def _set_successor_operands(self, index: int, values: Sequence[SSAValue]) -> None:
        true_values = list(values) if index == 0 else list(self.trueDestOperands)
        false_values = list(values) if index == 1 else list(self.falseDestOperands)
        self.operands = [self.condition, *true_values, *false_values]
        self.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [1, len(true_values), len(false_values)])


@irdl_op_definition
class SwitchOp(LLVMOp):
    """`llvm.switch %x : i32, ^default [\\n  1: ^bb1(%a : i32),\\n  7: ^bb2\\n]`."""

    name = "llvm.switch"
    value = operand_def()
    defaultOperands = var_operand_def()
    caseOperands = var_operand_def()
    case_values = opt_prop_def(DenseIntOrFPElementsAttr)
    case_operand_segments = prop_def(DenseArrayBase)
    defaultDestination = successor_def()
    caseDestinations = var_successor_def()
    traits = traits_def(IsTerminator(), Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self, value: SSAValue, default: Block, default_operands: Sequence[SSAValue],
        cases: Sequence[tuple[int, Block, Sequence[SSAValue]]] = (),
    ):  # fmt: skip
        properties: dict[str, Attribute] = {
            "case_operand_segments": DenseArrayBase.from_list(i32, [len(c[2]) for c in cases])
        }
        if cases:
            properties["case_values"] = DenseIntOrFPElementsAttr.from_list(
                VectorType(value.type, [len(cases)]), [c[0] for c in cases]
            )
        case_operands = [v for c in cases for v in c[2]]
        super().__init__(
            operands=[value, list(default_operands), case_operands],
            successors=[default, [c[1] for c in cases]], properties=properties,
        )  # fmt: skip

    def cases(self) -> list[tuple[int, Block, list[SSAValue]]]:
        values = [] if self.case_values is None else _dense_ints(self.case_values)
        sizes = self.case_operand_segments.get_values()
        operands = list(self.caseOperands)
        result, offset = [], 0
        for value, block, size in zip(values, self.caseDestinations, sizes):
            result.append((value, block, operands[offset : offset + size]))
            offset += size
        return result

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        _print_successor_and_operands(printer, self.defaultDestination, self.defaultOperands)
        printer.print_string(" [")
        printer._print_new_line()
        for index, (value, block, operands) in enumerate(self.cases()):
            if index:
                printer.print_string(",")
                printer._print_new_line()
            printer.print_string(f"  {value}: ")
            _print_successor_and_operands(printer, block, operands)
        if self.cases():
            printer._print_new_line()
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)

    @classmethod
    def parse(cls, parser: Parser) -> SwitchOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        resolved = parser.resolve_operand(value, value_type)
        parser.parse_punctuation(",")
        default, default_values = _parse_successor_and_operands(parser)
        cases: list[tuple[int, Block, list[SSAValue]]] = []

        def case() -> None:
            number = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation(":")
            block, values = _parse_successor_and_operands(parser)
            cases.append((number, block, values))

        parser.parse_punctuation("[")
        if parser.parse_optional_punctuation("]") is None:
            case()
            while parser.parse_optional_punctuation(",") is not None:
                case()
            parser.parse_punctuation("]")
        op = cls(resolved, default, default_values, cases)
        op.attributes.update(parser.parse_optional_attr_dict())
        return op

    # BranchOpInterface: successor 0 is the default destination, then the cases in order.

    def _operand_groups(self) -> list[list[SSAValue]]:
        return [list(self.defaultOperands)] + [operands for _, _, operands in self.cases()]

    def successor_operand_indices(self, index: int) -> list[int]:
        sizes = [len(group) for group in self._operand_groups()]
        first = 1 + sum(sizes[:index])
        return list(range(first, first + sizes[index]))

    def append_successor_operands(self, index: int, values: Sequence[SSAValue]) -> None:
        groups = self._operand_groups()
        groups[index] = [*groups[index], *values]
        self._set_operand_groups(groups)

    def erase_successor_operand(self, index: int, position: int) -> None:
        groups = self._operand_groups()
        del groups[index][position]
        self._set_operand_groups(groups)

    def _set_operand_groups(self, groups: list[list[SSAValue]]) -> None:
        cases = [v for group in groups[1:] for v in group]
        self.operands = [self.value, *groups[0], *cases]
        self.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [1, len(groups[0]), len(cases)])
        self.properties["case_operand_segments"] = DenseArrayBase.from_list(i32, [len(g) for g in groups[1:]])

    def verify_(self) -> None:
        if (self.case_values is None) != (len(self.caseDestinations) == 0) or (
            self.case_values is not None and len(_dense_ints(self.case_values)) != len(self.caseDestinations)
        ):
            raise VerifyException(
                "expects number of case values to match number of case destinations"
            )
        _check_successor_operands(self, self.defaultDestination, self.defaultOperands, 0)
        for index, (_, block, operands) in enumerate(self.cases(), start=1):
            _check_successor_operands(self, block, operands, index)


def _dense_ints(attr: DenseIntOrFPElementsAttr) -> list[int]:
    values = attr.get_values() if hasattr(attr, "get_values") else attr.get_int_values()
    return [int(v) for v in values]


@irdl_op_definition
class ReturnOp(LLVMOp):
    """`llvm.return` or `llvm.return %x : T`."""

    name = "llvm.return"
    arg = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())

    def __init__(self, value: SSAValue | None = None):
        super().__init__(operands=[[] if value is None else [value]])

    def print(self, printer: Printer) -> None:
        self.print_attr_dict(printer)
        if self.arg:
            printer.print_string(" ")
            printer.print_operand(self.arg[0])
            printer.print_string(" : ")
            printer.print_attribute(self.arg[0].type)

    @classmethod
    def parse(cls, parser: Parser) -> ReturnOp:
        attributes = parser.parse_optional_attr_dict()
        operand = parser.parse_optional_unresolved_operand()
        operands = []
        if operand is not None:
            parser.parse_punctuation(":")
            operands = [parser.resolve_operand(operand, parser.parse_type())]
        return cls.create(operands=operands, attributes=attributes)

    def verify_(self) -> None:
        """ReturnOp::verify."""
        if len(self.arg) > 1:
            raise VerifyException(f"expected 0 or 1 operands, but found {len(self.arg)}")
        parent = self.parent_op()
        while parent is not None and not isinstance(parent, FuncOp):
            parent = parent.parent_op()
        if parent is None:
            return
        expected = parent.function_type.result
        if isinstance(expected, LLVMVoidType):
            if self.arg:
                raise _with_note(self, "expected no operands", parent)
            return
        if not self.arg:
            raise _with_note(self, "expected 1 operand", parent)
        if self.arg[0].type != expected:
            raise _with_note(self, "mismatching result types", parent)


def _with_note(op: Operation, message: str, function: Operation) -> DiagnosticError:
    diagnostic = Diagnostic(Severity.ERROR, f"'{op.name}' op {message}", op.location, op=op)
    diagnostic.attach_note("when returning from function", function.location)
    return DiagnosticError(diagnostic)


@irdl_op_definition
class UnreachableOp(LLVMOp):
    name = "llvm.unreachable"
    traits = traits_def(IsTerminator())

    def __init__(self):
        super().__init__()

    def print(self, printer: Printer) -> None:
        self.print_attr_dict(printer)

    @classmethod
    def parse(cls, parser: Parser) -> UnreachableOp:
        return cls.create(attributes=parser.parse_optional_attr_dict())


# =====================================================================================
# Calls and inline assembly
# =====================================================================================


@irdl_op_definition
class CallOp(LLVMOp):
    """`llvm.call [cconv] [tail] @f(%a) [vararg(!llvm.func<...>)] attr-dict : (T) -> R`.

    An indirect call takes the callee pointer as its first operand: `llvm.call %fp(%a) :
    !llvm.ptr, (i32) -> i32`."""

    name = "llvm.call"
    callee_operands = var_operand_def()
    op_bundle_operands = var_operand_def()
    callee = opt_prop_def(SymbolRefAttr)
    var_callee_type = opt_prop_def(LLVMFunctionType)
    fastmathFlags = opt_prop_def(FastmathFlagsAttr)
    CConv = opt_prop_def(CConvAttr)
    TailCallKind = opt_prop_def(TailCallKindAttr)
    op_bundle_sizes = opt_prop_def(DenseArrayBase)
    result = opt_result_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = (
        "fastmathFlags", "convergent", "no_unwind", "will_return", "no_inline", "always_inline",
        "inline_hint", "arg_attrs", "res_attrs",
    )  # fmt: skip
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"fastmathFlags": NO_FASTMATH}

    def __init__(
        self, callee: str | SSAValue, arguments: Sequence[SSAValue], result_type: Attribute | None = None, *,
        fastmath: Sequence[str] = (), var_callee_type: LLVMFunctionType | None = None, tail: str | None = None,
    ):  # fmt: skip
        properties: dict[str, Attribute] = {"op_bundle_sizes": DenseArrayBase.from_list(i32, [])}
        operands = list(arguments)
        if isinstance(callee, str):
            properties["callee"] = SymbolRefAttr(callee)
        else:
            operands = [callee, *operands]
        if fastmath:
            properties["fastmathFlags"] = FastmathFlagsAttr(fastmath)
        if var_callee_type is not None:
            properties["var_callee_type"] = var_callee_type
        if tail is not None:
            properties["TailCallKind"] = TailCallKindAttr(tail)
        results = [] if result_type is None or isinstance(result_type, LLVMVoidType) else [result_type]
        super().__init__(operands=[operands, []], result_types=[results], properties=properties)

    @property
    def callee_name(self) -> str | None:
        return None if self.callee is None else self.callee.root_reference.data

    @property
    def arguments(self) -> Sequence[SSAValue]:
        return self.callee_operands if self.callee is not None else self.callee_operands[1:]

    def print(self, printer: Printer) -> None:
        if self.CConv is not None and self.CConv.data != "ccc":
            printer.print_string(f" {self.CConv.data}")
        if self.TailCallKind is not None and self.TailCallKind.data != "none":
            printer.print_string(f" {self.TailCallKind.data}")
        printer.print_string(" ")
        if self.callee is not None:
            printer.print_symbol_name(self.callee_name)
        else:
            printer.print_operand(self.callee_operands[0])
        printer.print_string("(")
        _print_operands(printer, self.arguments)
        printer.print_string(")")
        if self.var_callee_type is not None:
            printer.print_string(" vararg(")
            printer.print_attribute(self.var_callee_type)
            printer.print_string(")")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        if self.callee is None:
            printer.print_attribute(self.callee_operands[0].type)
            printer.print_string(", ")
        printer.print_function_type([a.type for a in self.arguments], [r.type for r in self.results])

    @classmethod
    def parse(cls, parser: Parser) -> CallOp:
        properties: dict[str, Attribute] = {"op_bundle_sizes": DenseArrayBase.from_list(i32, [])}
        word = parser._current_token.text
        if word in CCONVS:
            parser._consume_token()
            properties["CConv"] = CConvAttr(word)
            word = parser._current_token.text
        if word in ("tail", "musttail", "notail"):
            parser._consume_token()
            properties["TailCallKind"] = TailCallKindAttr(word)
        symbol = parser.parse_optional_symbol_name()
        callee_ptr = None
        if symbol is not None:
            properties["callee"] = SymbolRefAttr(symbol)
        else:
            callee_ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation("(")
        arguments = _parse_operand_list(parser)
        parser.parse_punctuation(")")
        if parser.parse_optional_keyword("vararg") is not None:
            parser.parse_punctuation("(")
            properties["var_callee_type"] = parser.parse_type()
            parser.parse_punctuation(")")
        dict_props, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties.update(dict_props)
        parser.parse_punctuation(":")
        operands: list[SSAValue] = []
        if callee_ptr is not None:
            operands.append(parser.resolve_operand(callee_ptr, parser.parse_type()))
            parser.parse_punctuation(",")
        function_type = parser.parse_function_type()
        operands += _resolve(parser, arguments, list(function_type.inputs.data))
        properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [len(operands), 0])
        return cls.create(
            operands=operands, result_types=list(function_type.outputs.data), properties=properties,
            attributes=attributes,
        )  # fmt: skip

    def verify_symbol_uses(self) -> None:
        """CallOp::verifySymbolUses: a direct call names an llvm.func with its signature."""
        if self.callee is None:
            return
        target = lookup_symbol(self, self.callee_name)
        if target is None:
            raise VerifyException(f"'{self.callee_name}' does not reference a symbol in the current scope")
        if not isinstance(target, FuncOp):
            raise VerifyException(f"'{self.callee_name}' does not reference a valid LLVM function")
        function_type = target.function_type
        params = function_type.params
        if function_type.is_vararg:
            if len(self.arguments) < len(params):
                raise VerifyException("incorrect number of operands (" + str(len(self.arguments)) +
                                      ") for vararg callee (" + str(len(params)) + ")")
        elif len(self.arguments) != len(params):
            raise VerifyException("incorrect number of operands (" + str(len(self.arguments)) +
                                  ") for callee (" + str(len(params)) + ")")
        for index, (value, expected) in enumerate(zip(self.arguments, params)):
            if value.type != expected:
                raise VerifyException(
                    f"operand type mismatch for operand {index}: '{type_text(value.type)}' != '{type_text(expected)}'"
                )
        if isinstance(function_type.result, LLVMVoidType):
            if self.results:
                raise VerifyException("expected function call to produce no value")
        elif len(self.results) != 1 or self.results[0].type != function_type.result:
            raise VerifyException("result type mismatch: " + (
                f"{type_text(self.results[0].type)} != {type_text(function_type.result)}" if self.results
                else "expected 1 result"))  # fmt: skip


@irdl_op_definition
class CallIntrinsicOp(LLVMOp):
    """`llvm.call_intrinsic "llvm.nvvm.div.full"(%a, %b) attr-dict : (f32, f32) -> f32`."""

    name = "llvm.call_intrinsic"
    args = var_operand_def()
    op_bundle_operands = var_operand_def()
    intrin = prop_def(StringAttr)
    fastmathFlags = opt_prop_def(FastmathFlagsAttr)
    op_bundle_sizes = opt_prop_def(DenseArrayBase)
    results_ = var_result_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("fastmathFlags", "arg_attrs", "res_attrs")
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"fastmathFlags": NO_FASTMATH}

    def __init__(self, intrinsic: str, arguments: Sequence[SSAValue], result_type: Attribute | None = None, *,
                 fastmath: Sequence[str] = ()):  # fmt: skip
        properties: dict[str, Attribute] = {
            "intrin": StringAttr(intrinsic), "op_bundle_sizes": DenseArrayBase.from_list(i32, [])
        }
        if fastmath:
            properties["fastmathFlags"] = FastmathFlagsAttr(fastmath)
        results = [] if result_type is None or isinstance(result_type, LLVMVoidType) else [result_type]
        super().__init__(operands=[list(arguments), []], result_types=[results], properties=properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string_literal(self.intrin.data)
        printer.print_string("(")
        _print_operands(printer, self.args)
        printer.print_string(")")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_function_type([a.type for a in self.args], [r.type for r in self.results])

    @classmethod
    def parse(cls, parser: Parser) -> CallIntrinsicOp:
        name = parser.parse_str_literal()
        parser.parse_punctuation("(")
        arguments = _parse_operand_list(parser)
        parser.parse_punctuation(")")
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        properties.update({
            "intrin": StringAttr(name), "op_bundle_sizes": DenseArrayBase.from_list(i32, []),
            "operandSegmentSizes": DenseArrayBase.from_list(i32, [len(arguments), 0]),
        })  # fmt: skip
        return cls.create(
            operands=_resolve(parser, arguments, list(function_type.inputs.data)),
            result_types=list(function_type.outputs.data), properties=properties, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        if not self.intrin.data.startswith("llvm."):
            raise VerifyException("intrinsic name must start with 'llvm.'")


@irdl_op_definition
class InlineAsmOp(LLVMOp):
    """`llvm.inline_asm [has_side_effects] [is_align_stack] [tail_call_kind = <k>]
    [asm_dialect = att] [operand_attrs = [...]] "asm", "constraints" %ops : (T...) -> R`."""

    name = "llvm.inline_asm"
    operands_ = var_operand_def()
    asm_string = prop_def(StringAttr)
    constraints = prop_def(StringAttr)
    has_side_effects = opt_prop_def(UnitAttr)
    is_align_stack = opt_prop_def(UnitAttr)
    tail_call_kind = opt_prop_def(TailCallKindAttr)
    asm_dialect = opt_prop_def(IntegerAttr)
    operand_attrs = opt_prop_def(ArrayAttr)
    res = opt_result_def()
    traits = traits_def(_InlineAsmEffects())

    def __init__(
        self, asm: str, constraints: str, operands: Sequence[SSAValue], result_type: Attribute | None, *,
        has_side_effects: bool = False, is_align_stack: bool = False, asm_dialect: str | None = "att",
        operand_attrs: Sequence[Attribute] | None = (),
    ):  # fmt: skip
        """Triton's PTXBuilder sets `asm_dialect = att` and empty `operand_attrs`; a void
        result may be given as `LLVMVoidType()` (a result of that type, as Triton does) or None."""
        properties: dict[str, Attribute] = {"asm_string": StringAttr(asm), "constraints": StringAttr(constraints)}
        if has_side_effects:
            properties["has_side_effects"] = UnitAttr()
        if is_align_stack:
            properties["is_align_stack"] = UnitAttr()
        if asm_dialect is not None:
            properties["asm_dialect"] = _i64(ASM_DIALECTS.index(asm_dialect))
        if operand_attrs is not None:
            properties["operand_attrs"] = ArrayAttr(list(operand_attrs))
        super().__init__(operands=[list(operands)], result_types=[[] if result_type is None else [result_type]],
                         properties=properties)  # fmt: skip

    def print(self, printer: Printer) -> None:
        if self.has_side_effects is not None:
            printer.print_string(" has_side_effects")
        if self.is_align_stack is not None:
            printer.print_string(" is_align_stack")
        if self.tail_call_kind is not None and self.tail_call_kind.data != "none":
            printer.print_string(f" tail_call_kind = <{self.tail_call_kind.data}>")
        if self.asm_dialect is not None:
            printer.print_string(f" asm_dialect = {ASM_DIALECTS[self.asm_dialect.value.data]}")
        if self.operand_attrs is not None:
            printer.print_string(" operand_attrs = ")
            printer.print_attribute(self.operand_attrs)
        self.print_attr_dict(printer)
        printer.print_string(" ")
        printer.print_string_literal(self.asm_string.data)
        printer.print_string(", ")
        printer.print_string_literal(self.constraints.data)
        printer.print_string(" ")
        _print_operands(printer, self.operands_)
        printer.print_string(" : ")
        printer.print_function_type([o.type for o in self.operands_], [r.type for r in self.results])

    @classmethod
    def parse(cls, parser: Parser) -> InlineAsmOp:
        properties: dict[str, Attribute] = {}
        if _parse_flags_keyword(parser, "has_side_effects"):
            properties["has_side_effects"] = UnitAttr()
        if _parse_flags_keyword(parser, "is_align_stack"):
            properties["is_align_stack"] = UnitAttr()
        if parser.parse_optional_keyword("tail_call_kind") is not None:
            parser.parse_punctuation("=")
            properties["tail_call_kind"] = TailCallKindAttr.new(TailCallKindAttr.parse_parameters(parser))
        if parser.parse_optional_keyword("asm_dialect") is not None:
            parser.parse_punctuation("=")
            start = parser._current_token.span.start
            word = parser.parse_identifier()
            if word not in ASM_DIALECTS:
                parser.raise_error(
                    "expected string or keyword containing one of the following enum values for attribute "
                    "'asm_dialect' [att, intel]", start,
                )  # fmt: skip
            properties["asm_dialect"] = _i64(ASM_DIALECTS.index(word))
        if parser.parse_optional_keyword("operand_attrs") is not None:
            parser.parse_punctuation("=")
            properties["operand_attrs"] = parser.parse_attribute()
        attributes = parser.parse_optional_attr_dict()
        properties["asm_string"] = StringAttr(parser.parse_str_literal())
        parser.parse_punctuation(",")
        properties["constraints"] = StringAttr(parser.parse_str_literal())
        operands = _parse_operand_list(parser)
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        return cls.create(
            operands=_resolve(parser, operands, list(function_type.inputs.data)),
            result_types=list(function_type.outputs.data), properties=properties, attributes=attributes,
        )  # fmt: skip


# =====================================================================================
# Intrinsics (`llvm.intr.*`)
# =====================================================================================


class _IntrinsicOp(LLVMOp):
    """LLVM_IntrOpBase: `llvm.intr.<name>(%a, %b) attr-dict : (T, T) -> T`, a call of the
    intrinsic `INTRINSIC` overloaded on its type; `ARITY` operands of one type satisfying
    `OPERAND`, and a result of that type."""

    operands_ = var_operand_def()
    res = opt_result_def()
    traits = traits_def(Pure())
    INTRINSIC: ClassVar[str]
    ARITY: ClassVar[int]
    OPERAND: ClassVar[TypeConstraint]
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("fastmathFlags",)
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"fastmathFlags": NO_FASTMATH}

    def __init__(self, *operands: SSAValue, result_type: Attribute | None = None, fastmath: Sequence[str] = ()):
        properties = {"fastmathFlags": FastmathFlagsAttr(fastmath)} if fastmath else {}
        super().__init__(operands=[list(operands)], result_types=[[result_type or operands[0].type]], properties=properties)

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        _print_operands(printer, self.operands_)
        printer.print_string(")")
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_function_type([o.type for o in self.operands_], [r.type for r in self.results])

    @classmethod
    def parse(cls, parser: Parser) -> _IntrinsicOp:
        parser.parse_punctuation("(")
        operands = _parse_operand_list(parser)
        parser.parse_punctuation(")")
        properties, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        return cls.create(
            operands=_resolve(parser, operands, list(function_type.inputs.data)),
            result_types=list(function_type.outputs.data), properties=properties, attributes=attributes,
        )  # fmt: skip

    def verify_(self) -> None:
        if len(self.operands_) != self.ARITY:
            raise VerifyException(f"expected {self.ARITY} operands, but found {len(self.operands_)}")
        for index, value in enumerate(self.operands_):
            _require("operand", index, value, self.OPERAND)
        require_same_types(self, [*self.operands_, *self.results])


class _FloatIntrinsicOp(_IntrinsicOp):
    """Float operands, with fastmath flags: LLVM_UnaryIntrOpF, LLVM_BinarySameArgsIntrOpF,
    LLVM_TernarySameArgsIntrOpF."""

    fastmathFlags = opt_prop_def(FastmathFlagsAttr)
    OPERAND: ClassVar[TypeConstraint] = LLVM_FLOAT_LIKE


class _IntIntrinsicOp(_IntrinsicOp):
    """Signless integer operands: LLVM_UnaryIntrOpI, LLVM_BinarySameArgsIntrOpI,
    LLVM_TernarySameArgsIntrOpI."""

    OPERAND: ClassVar[TypeConstraint] = LLVM_INT_LIKE


@irdl_op_definition
class FAbsOp(_FloatIntrinsicOp):
    name = "llvm.intr.fabs"
    INTRINSIC: ClassVar[str] = "llvm.fabs"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class SqrtOp(_FloatIntrinsicOp):
    name = "llvm.intr.sqrt"
    INTRINSIC: ClassVar[str] = "llvm.sqrt"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class ExpOp(_FloatIntrinsicOp):
    name = "llvm.intr.exp"
    INTRINSIC: ClassVar[str] = "llvm.exp"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class Exp2Op(_FloatIntrinsicOp):
    name = "llvm.intr.exp2"
    INTRINSIC: ClassVar[str] = "llvm.exp2"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class Exp10Op(_FloatIntrinsicOp):
    name = "llvm.intr.exp10"
    INTRINSIC: ClassVar[str] = "llvm.exp10"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class LogOp(_FloatIntrinsicOp):
    name = "llvm.intr.log"
    INTRINSIC: ClassVar[str] = "llvm.log"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class Log2Op(_FloatIntrinsicOp):
    name = "llvm.intr.log2"
    INTRINSIC: ClassVar[str] = "llvm.log2"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class Log10Op(_FloatIntrinsicOp):
    name = "llvm.intr.log10"
    INTRINSIC: ClassVar[str] = "llvm.log10"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class SinOp(_FloatIntrinsicOp):
    name = "llvm.intr.sin"
    INTRINSIC: ClassVar[str] = "llvm.sin"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class CosOp(_FloatIntrinsicOp):
    name = "llvm.intr.cos"
    INTRINSIC: ClassVar[str] = "llvm.cos"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class TanOp(_FloatIntrinsicOp):
    name = "llvm.intr.tan"
    INTRINSIC: ClassVar[str] = "llvm.tan"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class FloorOp(_FloatIntrinsicOp):
    name = "llvm.intr.floor"
    INTRINSIC: ClassVar[str] = "llvm.floor"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class CeilOp(_FloatIntrinsicOp):
    name = "llvm.intr.ceil"
    INTRINSIC: ClassVar[str] = "llvm.ceil"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class FTruncOp(_FloatIntrinsicOp):
    name = "llvm.intr.trunc"
    INTRINSIC: ClassVar[str] = "llvm.trunc"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class RoundOp(_FloatIntrinsicOp):
    name = "llvm.intr.round"
    INTRINSIC: ClassVar[str] = "llvm.round"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class RoundEvenOp(_FloatIntrinsicOp):
    name = "llvm.intr.roundeven"
    INTRINSIC: ClassVar[str] = "llvm.roundeven"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class RintOp(_FloatIntrinsicOp):
    name = "llvm.intr.rint"
    INTRINSIC: ClassVar[str] = "llvm.rint"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class NearbyintOp(_FloatIntrinsicOp):
    name = "llvm.intr.nearbyint"
    INTRINSIC: ClassVar[str] = "llvm.nearbyint"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class CanonicalizeOp(_IntrinsicOp):
    """Like LLVM_UnaryIntrOpF, without fastmath flags."""

    name = "llvm.intr.canonicalize"
    INTRINSIC: ClassVar[str] = "llvm.canonicalize"
    ARITY: ClassVar[int] = 1
    OPERAND: ClassVar[TypeConstraint] = LLVM_FLOAT_LIKE


@irdl_op_definition
class FMAOp(_FloatIntrinsicOp):
    name = "llvm.intr.fma"
    INTRINSIC: ClassVar[str] = "llvm.fma"
    ARITY: ClassVar[int] = 3


@irdl_op_definition
class FMulAddOp(_FloatIntrinsicOp):
    name = "llvm.intr.fmuladd"
    INTRINSIC: ClassVar[str] = "llvm.fmuladd"
    ARITY: ClassVar[int] = 3


@irdl_op_definition
class MaxNumOp(_FloatIntrinsicOp):
    name = "llvm.intr.maxnum"
    INTRINSIC: ClassVar[str] = "llvm.maxnum"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class MinNumOp(_FloatIntrinsicOp):
    name = "llvm.intr.minnum"
    INTRINSIC: ClassVar[str] = "llvm.minnum"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class MaximumOp(_FloatIntrinsicOp):
    name = "llvm.intr.maximum"
    INTRINSIC: ClassVar[str] = "llvm.maximum"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class MinimumOp(_FloatIntrinsicOp):
    name = "llvm.intr.minimum"
    INTRINSIC: ClassVar[str] = "llvm.minimum"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class CopySignOp(_FloatIntrinsicOp):
    name = "llvm.intr.copysign"
    INTRINSIC: ClassVar[str] = "llvm.copysign"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class PowOp(_FloatIntrinsicOp):
    name = "llvm.intr.pow"
    INTRINSIC: ClassVar[str] = "llvm.pow"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class SMaxOp(_IntIntrinsicOp):
    name = "llvm.intr.smax"
    INTRINSIC: ClassVar[str] = "llvm.smax"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class SMinOp(_IntIntrinsicOp):
    name = "llvm.intr.smin"
    INTRINSIC: ClassVar[str] = "llvm.smin"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class UMaxOp(_IntIntrinsicOp):
    name = "llvm.intr.umax"
    INTRINSIC: ClassVar[str] = "llvm.umax"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class UMinOp(_IntIntrinsicOp):
    name = "llvm.intr.umin"
    INTRINSIC: ClassVar[str] = "llvm.umin"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class FshlOp(_IntIntrinsicOp):
    name = "llvm.intr.fshl"
    INTRINSIC: ClassVar[str] = "llvm.fshl"
    ARITY: ClassVar[int] = 3


@irdl_op_definition
class FshrOp(_IntIntrinsicOp):
    name = "llvm.intr.fshr"
    INTRINSIC: ClassVar[str] = "llvm.fshr"
    ARITY: ClassVar[int] = 3


@irdl_op_definition
class CtPopOp(_IntIntrinsicOp):
    name = "llvm.intr.ctpop"
    INTRINSIC: ClassVar[str] = "llvm.ctpop"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class BitReverseOp(_IntIntrinsicOp):
    name = "llvm.intr.bitreverse"
    INTRINSIC: ClassVar[str] = "llvm.bitreverse"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class ByteSwapOp(_IntIntrinsicOp):
    name = "llvm.intr.bswap"
    INTRINSIC: ClassVar[str] = "llvm.bswap"
    ARITY: ClassVar[int] = 1


@irdl_op_definition
class SAddSatOp(_IntIntrinsicOp):
    name = "llvm.intr.sadd.sat"
    INTRINSIC: ClassVar[str] = "llvm.sadd.sat"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class UAddSatOp(_IntIntrinsicOp):
    name = "llvm.intr.uadd.sat"
    INTRINSIC: ClassVar[str] = "llvm.uadd.sat"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class SSubSatOp(_IntIntrinsicOp):
    name = "llvm.intr.ssub.sat"
    INTRINSIC: ClassVar[str] = "llvm.ssub.sat"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class USubSatOp(_IntIntrinsicOp):
    name = "llvm.intr.usub.sat"
    INTRINSIC: ClassVar[str] = "llvm.usub.sat"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class SShlSatOp(_IntIntrinsicOp):
    name = "llvm.intr.sshl.sat"
    INTRINSIC: ClassVar[str] = "llvm.sshl.sat"
    ARITY: ClassVar[int] = 2


@irdl_op_definition
class UShlSatOp(_IntIntrinsicOp):
    name = "llvm.intr.ushl.sat"
    INTRINSIC: ClassVar[str] = "llvm.ushl.sat"
    ARITY: ClassVar[int] = 2


INTRINSIC_OPS = {
    op.name.removeprefix("llvm.intr."): op
    for op in (
        FAbsOp, SqrtOp, ExpOp, Exp2Op, Exp10Op, LogOp, Log2Op, Log10Op, SinOp, CosOp, TanOp, FloorOp, CeilOp,
        FTruncOp, RoundOp, RoundEvenOp, RintOp, NearbyintOp, CanonicalizeOp, FMAOp, FMulAddOp, MaxNumOp, MinNumOp,
        MaximumOp, MinimumOp, CopySignOp, PowOp, SMaxOp, SMinOp, UMaxOp, UMinOp, FshlOp, FshrOp, CtPopOp,
        BitReverseOp, ByteSwapOp, SAddSatOp, UAddSatOp, SSubSatOp, USubSatOp, SShlSatOp, UShlSatOp,
    )
}  # fmt: skip


class _ImmArgIntrinsicOp(LLVMOp):
    """Intrinsics with an immediate argument (`ctlz`, `cttz`, `abs`), the property `FLAG`:
    MLIR gives them no custom syntax, so they print in generic form:
    `"llvm.intr.ctlz"(%x) <{is_zero_poison = false}>`."""

    in_ = operand_def()
    res = result_def()
    traits = traits_def(Pure())
    FLAG: ClassVar[str]
    INTRINSIC: ClassVar[str]

    def __init__(self, value: SSAValue, flag: bool = False):
        super().__init__(operands=[value], result_types=[value.type], properties={self.FLAG: IntegerAttr(int(flag), i1)})

    @property
    def flag_value(self) -> bool:
        return bool(self.properties[self.FLAG].value.data)

    def verify_(self) -> None:
        _require("operand", 0, self.in_, LLVM_INT_LIKE)
        require_same_types(self, [self.in_, self.res])


class _CountZerosOp(_ImmArgIntrinsicOp):
    """LLVM_CountZerosIntrOp."""

    is_zero_poison = prop_def(IntegerAttr)
    FLAG: ClassVar[str] = "is_zero_poison"


@irdl_op_definition
class CountLeadingZerosOp(_CountZerosOp):
    name = "llvm.intr.ctlz"
    INTRINSIC: ClassVar[str] = "llvm.ctlz"


@irdl_op_definition
class CountTrailingZerosOp(_CountZerosOp):
    name = "llvm.intr.cttz"
    INTRINSIC: ClassVar[str] = "llvm.cttz"


@irdl_op_definition
class AbsOp(_ImmArgIntrinsicOp):
    name = "llvm.intr.abs"
    INTRINSIC: ClassVar[str] = "llvm.abs"
    is_int_min_poison = prop_def(IntegerAttr)
    FLAG: ClassVar[str] = "is_int_min_poison"


@irdl_op_definition
class AssumeOp(LLVMOp):
    """`llvm.intr.assume %cond : i1`."""

    name = "llvm.intr.assume"
    cond = operand_def()
    op_bundle_operands = var_operand_def()
    op_bundle_sizes = prop_def(DenseArrayBase)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(self, condition: SSAValue):
        super().__init__(operands=[condition, []], properties={"op_bundle_sizes": DenseArrayBase.from_list(i32, [])})

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.cond)
        self.print_attr_dict(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.cond.type)

    @classmethod
    def parse(cls, parser: Parser) -> AssumeOp:
        condition = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        value = parser.resolve_operand(condition, parser.parse_type())
        op = cls(value)
        op.attributes.update(attributes)
        return op

    def verify_(self) -> None:
        _require("operand", 0, self.cond, I1)


# =====================================================================================
# Functions and globals
# =====================================================================================

_FUNC_INHERENT = (
    "sym_name", "function_type", "linkage", "CConv", "visibility_", "unnamed_addr", "arg_attrs", "res_attrs",
)  # fmt: skip


@irdl_op_definition
class FuncOp(LLVMOp):
    """`llvm.func [linkage] [cconv] @name(%a: T {attrs}, ...) -> R attributes {...} { body }`.

    Kernel and launch-bound attributes (`nvvm.kernel`, `nvvm.reqntid`, `nvvm.maxntid`),
    `passthrough`, `noinline` and Triton's own attributes are discardable attributes."""

    name = "llvm.func"
    sym_name = prop_def(StringAttr)
    function_type = prop_def(LLVMFunctionType)
    linkage = opt_prop_def(LinkageAttr)
    CConv = opt_prop_def(CConvAttr)
    sym_visibility = opt_prop_def(StringAttr)
    visibility_ = opt_prop_def(IntegerAttr)
    unnamed_addr = opt_prop_def(IntegerAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    body = region_def()
    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface())

    def __init__(
        self, name: str, function_type: LLVMFunctionType, *, linkage: str = "external", cconv: str = "ccc",
        arg_attrs: Sequence[dict[str, Attribute]] | None = None, attributes: dict[str, Attribute] | None = None,
        body: Region | None = None, declaration: bool = False,
    ):  # fmt: skip
        properties: dict[str, Attribute] = {"sym_name": StringAttr(name), "function_type": function_type}
        if linkage != "external":
            properties["linkage"] = LinkageAttr(linkage)
        if cconv != "ccc":
            properties["CConv"] = CConvAttr(cconv)
        if arg_attrs is not None and any(arg_attrs):
            properties["arg_attrs"] = ArrayAttr([DictionaryAttr(d) for d in arg_attrs])
        if body is None:
            body = Region() if declaration else Region(Block(arg_types=function_type.params))
        super().__init__(properties=properties, attributes=dict(attributes or {}), regions=[body])

    @property
    def symbol(self) -> str:
        return self.sym_name.data

    @property
    def is_declaration(self) -> bool:
        return not self.body.blocks

    @property
    def linkage_name(self) -> str:
        return "external" if self.linkage is None else self.linkage.data

    @property
    def cconv_name(self) -> str:
        return "ccc" if self.CConv is None else self.CConv.data

    @property
    def args(self) -> Sequence[SSAValue]:
        return self.body.blocks.first.args

    def arg_attr_dict(self, index: int) -> dict[str, Attribute]:
        return dict(self.arg_attrs.data[index].data) if self.arg_attrs is not None else {}

    def res_attr_dict(self) -> dict[str, Attribute]:
        return dict(self.res_attrs.data[0].data) if self.res_attrs is not None and self.res_attrs.data else {}

    def print(self, printer: Printer) -> None:
        if self.linkage_name != "external":
            printer.print_string(f" {self.linkage_name}")
        if self.visibility_ is not None and VISIBILITIES[self.visibility_.value.data]:
            printer.print_string(f" {VISIBILITIES[self.visibility_.value.data]}")
        if self.unnamed_addr is not None and UNNAMED_ADDRS[self.unnamed_addr.value.data]:
            printer.print_string(f" {UNNAMED_ADDRS[self.unnamed_addr.value.data]}")
        if self.cconv_name != "ccc":
            printer.print_string(f" {self.cconv_name}")
        printer.print_string(" ")
        printer.print_symbol_name(self.symbol)
        self._print_signature(printer)
        entries = {k: v for k, v in self.properties.items() if k not in _FUNC_INHERENT}
        entries.update(self.attributes)
        printer.print_op_attributes(entries, print_keyword=True)
        if not self.is_declaration:
            printer.print_string(" ")
            printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=True)

    def _print_signature(self, printer: Printer) -> None:
        function_type = self.function_type
        printer.print_string("(")
        if self.is_declaration:

            def declared(index: int) -> None:
                printer.print_attribute(function_type.params[index])
                printer.print_op_attributes(self.arg_attr_dict(index))

            printer.print_list(range(len(function_type.params)), declared)
        else:
            printer.print_list(
                range(len(self.args)), lambda i: printer.print_region_argument(self.args[i], self.arg_attr_dict(i))
            )
        if function_type.is_vararg:
            printer.print_string(", ..." if function_type.params else "...")
        printer.print_string(")")
        result = function_type.result
        if isinstance(result, LLVMVoidType):
            return
        printer.print_string(" -> ")
        res_attrs = self.res_attr_dict()
        if res_attrs:
            printer.print_string("(")
            printer.print_attribute(result)
            printer.print_op_attributes(res_attrs)
            printer.print_string(")")
        else:
            printer.print_attribute(result)

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        properties: dict[str, Attribute] = {}
        word = parser._current_token.text
        if word in LINKAGES:
            parser._consume_token()
            if word != "external":
                properties["linkage"] = LinkageAttr(word)
            word = parser._current_token.text
        if word in VISIBILITIES[1:]:
            parser._consume_token()
            properties["visibility_"] = _i64(VISIBILITIES.index(word))
            word = parser._current_token.text
        if word in UNNAMED_ADDRS[1:]:
            parser._consume_token()
            properties["unnamed_addr"] = _i64(UNNAMED_ADDRS.index(word))
            word = parser._current_token.text
        if word in CCONVS:
            parser._consume_token()
            if word != "ccc":
                properties["CConv"] = CConvAttr(word)
        properties["sym_name"] = StringAttr(parser.parse_symbol_name().data)
        entry_args, types, arg_dicts, vararg = _parse_llvm_function_arguments(parser)
        result, res_dict = _parse_llvm_function_result(parser)
        properties["function_type"] = LLVMFunctionType(result, types, vararg)
        if any(arg_dicts):
            properties["arg_attrs"] = ArrayAttr([DictionaryAttr(d) for d in arg_dicts])
        if res_dict:
            properties["res_attrs"] = ArrayAttr([DictionaryAttr(res_dict)])
        attributes = parser.parse_optional_attr_dict_with_keyword()
        attributes = dict(attributes.data) if attributes is not None else {}
        if "sym_visibility" in attributes:
            properties["sym_visibility"] = attributes.pop("sym_visibility")
        region = parser.parse_optional_region(entry_args if entry_args else None)
        if region is None:
            region = Region()
        elif not entry_args and types:
            parser.raise_error("expected named arguments for a function definition")
        return cls.create(properties=properties, attributes=attributes, regions=[region])

    def verify_(self) -> None:
        """LLVMFuncOp::verify."""
        linkage = self.linkage_name
        if self.is_declaration:
            if linkage not in ("external", "extern_weak"):
                raise VerifyException("external functions must have 'external' or 'extern_weak' linkage")
            return
        if linkage == "common":
            raise VerifyException("functions cannot have 'common' linkage")
        params = self.function_type.params
        args = self.body.blocks.first.args
        if len(args) != len(params):
            raise VerifyException(f"entry block must have {len(params)} arguments to match function signature")
        for index, (arg, expected) in enumerate(zip(args, params)):
            if arg.type != expected:
                raise VerifyException(
                    f"type of entry block argument #{index}('{type_text(arg.type)}') must match the type of the "
                    f"corresponding argument in function signature('{type_text(expected)}')"
                )


def _parse_llvm_function_arguments(parser: Parser):
    """`(%a: T {attrs} loc(..), ...)`, `(T, T, ...)` for declarations, with varargs."""
    entry_args: list = []
    types: list[Attribute] = []
    dicts: list[dict[str, Attribute]] = []
    vararg = False
    parser.parse_punctuation("(")
    if parser.parse_optional_punctuation(")") is not None:
        return entry_args, types, dicts, vararg
    while True:
        if parser.parse_optional_punctuation("...") is not None:
            vararg = True
            parser.parse_punctuation(")")
            break
        argument = parser.parse_optional_argument()
        if argument is None:
            types.append(parser.parse_type())
            dicts.append(parser.parse_optional_dictionary_attr_dict())
            parser.parse_optional_location()
        else:
            dicts.append(parser.parse_optional_dictionary_attr_dict())
            location = parser.parse_optional_location()
            if location is not None:
                argument.location = location
            entry_args.append(argument)
            types.append(argument.type)
        if parser.parse_optional_punctuation(")") is not None:
            break
        parser.parse_punctuation(",")
    if entry_args and len(entry_args) != len(types):
        parser.raise_error("expected all arguments to be named or all to be unnamed")
    return entry_args, types, dicts, vararg


def _parse_llvm_function_result(parser: Parser) -> tuple[Attribute, dict[str, Attribute]]:
    if parser.parse_optional_punctuation("->") is None:
        return LLVMVoidType(), {}
    if parser.parse_optional_punctuation("(") is not None:
        result = parser.parse_type()
        attrs = parser.parse_optional_dictionary_attr_dict()
        parser.parse_punctuation(")")
        return result, attrs
    return parser.parse_type(), {}


_GLOBAL_INHERENT = ("sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr", "visibility_", "thread_local_")


@irdl_op_definition
class GlobalOp(LLVMOp):
    """`llvm.mlir.global <linkage> [constant] @name(<value>) {addr_space = N : i32, ...} : T [{ init }]`."""

    name = "llvm.mlir.global"
    global_type = prop_def(Attribute)
    sym_name = prop_def(StringAttr)
    linkage = prop_def(LinkageAttr)
    constant = opt_prop_def(UnitAttr)
    value = opt_prop_def(Attribute)
    alignment = opt_prop_def(IntegerAttr)
    addr_space = prop_def(IntegerAttr)
    unnamed_addr = opt_prop_def(IntegerAttr)
    visibility_ = opt_prop_def(IntegerAttr)
    thread_local_ = opt_prop_def(UnitAttr)
    dso_local = opt_prop_def(UnitAttr)
    section = opt_prop_def(StringAttr)
    initializer = region_def()
    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface())
    DICT_PROPERTIES: ClassVar[tuple[str, ...]] = ("alignment", "addr_space", "dso_local", "section")

    def __init__(
        self, global_type: Attribute, name: str, *, linkage: str = "internal", constant: bool = False,
        value: Attribute | None = None, alignment: int | None = None, addr_space: int = 0,
        initializer: Region | None = None,
    ):  # fmt: skip
        properties: dict[str, Attribute] = {
            "global_type": global_type, "sym_name": StringAttr(name), "linkage": LinkageAttr(linkage),
            "addr_space": IntegerAttr(addr_space, i32),
        }  # fmt: skip
        if constant:
            properties["constant"] = UnitAttr()
        if value is not None:
            properties["value"] = value
        if alignment is not None:
            properties["alignment"] = _i64(alignment)
        super().__init__(properties=properties, regions=[initializer or Region()])

    @property
    def symbol(self) -> str:
        return self.sym_name.data

    @property
    def address_space(self) -> int:
        return self.addr_space.value.data

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.linkage.data} ")
        if self.visibility_ is not None and VISIBILITIES[self.visibility_.value.data]:
            printer.print_string(f"{VISIBILITIES[self.visibility_.value.data]} ")
        if self.thread_local_ is not None:
            printer.print_string("thread_local ")
        if self.unnamed_addr is not None and UNNAMED_ADDRS[self.unnamed_addr.value.data]:
            printer.print_string(f"{UNNAMED_ADDRS[self.unnamed_addr.value.data]} ")
        if self.constant is not None:
            printer.print_string("constant ")
        printer.print_symbol_name(self.symbol)
        printer.print_string("(")
        if self.value is not None:
            printer.print_attribute(self.value)
        printer.print_string(")")
        self.print_attr_dict(printer)
        if isinstance(self.value, StringAttr):
            return
        printer.print_string(" : ")
        printer.print_attribute(self.global_type)
        if self.initializer.blocks:
            printer.print_string(" ")
            printer.print_region(self.initializer, print_entry_block_args=False)

    @classmethod
    def parse(cls, parser: Parser) -> GlobalOp:
        properties: dict[str, Attribute] = {}
        word = parser._current_token.text
        linkage = "external"
        if word in LINKAGES:
            parser._consume_token()
            linkage = word
        properties["linkage"] = LinkageAttr(linkage)
        for keyword, name in (("hidden", "visibility_"), ("protected", "visibility_")):
            if _parse_flags_keyword(parser, keyword):
                properties[name] = _i64(VISIBILITIES.index(keyword))
        if _parse_flags_keyword(parser, "thread_local"):
            properties["thread_local_"] = UnitAttr()
        for keyword in UNNAMED_ADDRS[1:]:
            if _parse_flags_keyword(parser, keyword):
                properties["unnamed_addr"] = _i64(UNNAMED_ADDRS.index(keyword))
        if _parse_flags_keyword(parser, "constant"):
            properties["constant"] = UnitAttr()
        properties["sym_name"] = StringAttr(parser.parse_symbol_name().data)
        parser.parse_punctuation("(")
        if parser.parse_optional_punctuation(")") is None:
            properties["value"] = parser.parse_attribute()
            parser.parse_punctuation(")")
        dict_props, attributes = cls.split_attr_dict(parser.parse_optional_attr_dict())
        properties.update(dict_props)
        properties.setdefault("addr_space", IntegerAttr(0, i32))
        value = properties.get("value")
        region = Region()
        if parser.parse_optional_punctuation(":") is not None:
            properties["global_type"] = parser.parse_type()
            region = parser.parse_optional_region() or Region()
        elif isinstance(value, StringAttr):
            properties["global_type"] = LLVMArrayType(IntegerType(8), len(value.data.encode("utf-8")))
        else:
            parser.raise_error("type can only be omitted for string globals")
        return cls.create(properties=properties, attributes=attributes, regions=[region])

    def verify_(self) -> None:
        if not is_llvm_compatible(self.global_type):
            raise VerifyException("expects type to be a valid element type for an LLVM global")
        if isinstance(self.value, StringAttr):
            expected = len(self.value.data.encode("utf-8"))
            if not isinstance(self.global_type, LLVMArrayType) or self.global_type.count != expected:
                raise VerifyException("requires an i8 array type of the length equal to that of the string attribute")
        if self.value is not None and self.initializer.blocks:
            raise VerifyException("cannot have both initializer value and region")


# =====================================================================================
# Dialect (LLVMDialect::materializeConstant)
# =====================================================================================


def materialize_llvm_constant(value: Attribute, type_: Attribute) -> Operation | None:
    """LLVMDialect::materializeConstant."""
    if isinstance(value, SymbolRefAttr) and isinstance(type_, LLVMPointerType):
        return AddressOfOp(value.root_reference.data, type_)
    if isinstance(value, UndefAttr):
        return UndefOp(type_)
    if isinstance(value, PoisonAttr):
        return PoisonOp(type_)
    if isinstance(value, ZeroAttr):
        return ZeroOp(type_)
    if isinstance(value, IntegerAttr | FloatAttr | DenseIntOrFPElementsAttr) and value.type == type_:
        return ConstantOp(value, type_)  # ConstantOp::isBuildableWith
    return None


LLVM_OPS = [
    *BINARY_OPS, FNegOp, ICmpOp, FCmpOp, *CAST_OPS, SelectOp, FreezeOp, ConstantOp, UndefOp, PoisonOp, ZeroOp,
    AddressOfOp, AllocaOp, LoadOp, StoreOp, GEPOp, ExtractValueOp, InsertValueOp, ExtractElementOp,
    InsertElementOp, ShuffleVectorOp, AtomicRMWOp, AtomicCmpXchgOp, FenceOp, BrOp, CondBrOp, SwitchOp, ReturnOp,
    UnreachableOp, CallOp, CallIntrinsicOp, InlineAsmOp, *INTRINSIC_OPS.values(), CountLeadingZerosOp,
    CountTrailingZerosOp, AbsOp, AssumeOp, FuncOp, GlobalOp, *DEBUG_OPS,
]  # fmt: skip

LLVM = Dialect(
    "llvm",
    LLVM_OPS,
    [*LLVM_TYPES, *LLVM_ATTRIBUTES, *DEBUG_ATTRIBUTES, UndefAttr, PoisonAttr, ZeroAttr],
    [ConstantMaterializer(materialize_llvm_constant)],
)
