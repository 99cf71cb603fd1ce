"""LLVM constants and the constant folding MLIR's translation gets from LLVM's IRBuilder.

`translateModuleToLLVMIR` turns `llvm.mlir.constant`, `undef`, `poison`, `zero` and
`addressof` into LLVM constants, and its IRBuilder folds every instruction whose operands
are all constants (llvm::TargetFolder with the default data layout): `add 1, 2` is `3`, an
`insertvalue` chain of zeros into `undef` is `zeroinitializer`, a GEP of a global with
constant indices becomes `getelementptr (i8, ptr addrspace(3) @g, i64 <bytes>)`. The
classes here model those constants and print them as LLVM's AsmWriter does; the `fold_*`
functions return the folded constant, or None where LLVM emits an instruction.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from xdsl.dialects.builtin import AnyFloat, IntegerType, VectorType, i1
from xdsl.ir import Attribute

from ttopt.conversion.llvm_ir.types import (
    alloc_size,
    bit_width,
    float_name,
    ir_type,
    struct_offsets,
)
from ttopt.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType
from ttopt.ir import apfloat

# =====================================================================================
# Constant kinds
# =====================================================================================


class Constant:
    """An LLVM constant of MLIR type `type`; `ref()` is its text as an operand."""

    type: Attribute

    def ref(self) -> str:
        raise NotImplementedError

    def typed(self) -> str:
        return f"{ir_type(self.type)} {self.ref()}"

    @property
    def is_null(self) -> bool:
        """Constant::isNullValue: integer 0, +0.0, null, zeroinitializer."""
        return False


@dataclass(frozen=True)
class IntConst(Constant):
    type: Attribute
    value: int  # unsigned, below 2**width

    @staticmethod
    def of(type_: Attribute, value: int) -> IntConst:
        return IntConst(type_, value & ((1 << bit_width(type_)) - 1))

    @property
    def width(self) -> int:
        return bit_width(self.type)

    @property
    def signed(self) -> int:
        return self.value - (1 << self.width) if self.value >> (self.width - 1) else self.value

    def ref(self) -> str:
        if self.width == 1:
            return "true" if self.value else "false"
        return str(self.signed)

    @property
    def is_null(self) -> bool:
        return self.value == 0


@dataclass(frozen=True)
class FloatConst(Constant):
    type: Attribute
    bits: int

    @property
    def semantics(self):
        return apfloat.semantics_for(self.type.name)

    @property
    def value(self) -> float:
        return apfloat.float_from_bits(self.bits, self.semantics)

    def ref(self) -> str:
        return float_text(self.bits, self.type)

    @property
    def is_null(self) -> bool:
        return self.bits == 0


@dataclass(frozen=True)
class UndefConst(Constant):
    type: Attribute

    def ref(self) -> str:
        return "undef"


@dataclass(frozen=True)
class PoisonConst(Constant):
    type: Attribute

    def ref(self) -> str:
        return "poison"


@dataclass(frozen=True)
class ZeroConst(Constant):
    """The null value of any type: `0`, `0.000000e+00`, `null`, `zeroinitializer`."""

    type: Attribute

    def ref(self) -> str:
        type_ = self.type
        if isinstance(type_, LLVMPointerType):
            return "null"
        if isinstance(type_, IntegerType):
            return "false" if type_.width.data == 1 else "0"
        if isinstance(type_, AnyFloat) and float_name(type_) is not None:
            return float_text(0, type_)
        return "zeroinitializer"

    @property
    def is_null(self) -> bool:
        return True


@dataclass(frozen=True)
class AggregateConst(Constant):
    """ConstantStruct/ConstantArray/ConstantVector (and their data forms)."""

    type: Attribute
    elements: tuple[Constant, ...]

    def ref(self) -> str:
        type_ = self.type
        if isinstance(type_, LLVMStructType):
            body = ", ".join(e.typed() for e in self.elements)
            return f"<{{ {body} }}>" if type_.is_packed else f"{{ {body} }}"
        if isinstance(type_, LLVMArrayType):
            if _is_i8(type_.element_type) and all(isinstance(e, IntConst) for e in self.elements):
                return 'c"' + escape_bytes(bytes(e.value for e in self.elements)) + '"'
            return "[" + ", ".join(e.typed() for e in self.elements) + "]"
        splat = self.elements[0]
        if isinstance(splat, IntConst | FloatConst) and all(e == splat for e in self.elements):
            return f"splat ({splat.typed()})"
        return "<" + ", ".join(e.typed() for e in self.elements) + ">"


@dataclass(frozen=True)
class GlobalConst(Constant):
    """`@name`: the address of a global or function."""

    type: Attribute
    name: str

    def ref(self) -> str:
        return "@" + global_name(self.name)


@dataclass(frozen=True)
class GEPConst(Constant):
    """`getelementptr [inbounds nuw] (i8, ptr @g, i64 offset)`: a folded constant GEP."""

    type: Attribute
    base: Constant
    offset: int
    flags: str

    def ref(self) -> str:
        flags = f" {self.flags}" if self.flags else ""
        return f"getelementptr{flags} (i8, {self.base.typed()}, i64 {self.offset})"


@dataclass(frozen=True)
class CastConst(Constant):
    """`ptrtoint (ptr addrspace(3) @g to i32)` and the other cast expressions."""

    type: Attribute
    opcode: str
    operand: Constant

    def ref(self) -> str:
        return f"{self.opcode} ({self.operand.typed()} to {ir_type(self.type)})"


@dataclass(frozen=True)
class BinaryConst(Constant):
    """`add (i32 ptrtoint (...), i32 16)`: add/sub/xor stay constant expressions."""

    type: Attribute
    opcode: str
    lhs: Constant
    rhs: Constant
    flags: str = ""

    def ref(self) -> str:
        flags = f" {self.flags}" if self.flags else ""
        return f"{self.opcode}{flags} ({self.lhs.typed()}, {self.rhs.typed()})"


def _is_i8(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType) and type_.width.data == 8


# =====================================================================================
# Text
# =====================================================================================


# The bytes llvm::printEscapedString writes as `\XX`: all but printable ASCII, and `"` and `\`.
_ESCAPED = re.compile(rb'[^\x20-\x7e]|["\\]')


def escape_bytes(data: bytes) -> str:
    """llvm::printEscapedString: printable ASCII except `\\` and `"`; `\\XX` otherwise. (Matched
    as a pattern, not byte by byte: inline assembly is most of what the translation escapes.)"""
    return _ESCAPED.sub(_hex_escape, data).decode("ascii")


def _hex_escape(match: re.Match[bytes]) -> bytes:
    return b"\\%02X" % match.group()[0]


def escape_string(text: str) -> str:
    return escape_bytes(text.encode("utf-8"))


def global_name(name: str) -> str:
    """A global's name, quoted when it is not a plain identifier (PrintLLVMName)."""
    if name and (name[0].isalpha() or name[0] in "-$._") and all(c.isalnum() or c in "-$._" for c in name):
        return name
    return '"' + escape_string(name) + '"'


_F64 = apfloat.semantics_for("f64")


def float_text(bits: int, type_: Attribute) -> str:
    """WriteAPFloatInternal: float/double in `%e` form when it reads back exactly,
    otherwise as the hex of the value converted to double; half `0xH....`, bfloat `0xR....`."""
    name = float_name(type_)
    sem = apfloat.semantics_for(type_.name)
    if name in ("float", "double"):
        value = apfloat.float_from_bits(bits, sem)
        if math.isfinite(value):
            text = apfloat.to_string(bits, sem, precision=6, max_padding=0, truncate_zero=False)
            if apfloat.float_from_bits(apfloat.bits_from_literal(text, _F64), _F64) == value:
                return text
        if name == "float":
            bits = _float_to_double_bits(bits, sem)
        return f"0x{bits:016X}"
    if name == "half":
        return f"0xH{bits:04X}"
    if name == "bfloat":
        return f"0xR{bits:04X}"
    if name == "fp128":
        return f"0xL{bits:032X}"
    raise ValueError(f"no LLVM float literal for {type_.name}")


def _float_to_double_bits(bits: int, sem) -> int:
    """APFloat::convert(IEEEdouble) of a float, keeping a signalling NaN's payload."""
    sign = bits >> 31
    exponent = (bits >> 23) & 0xFF
    fraction = bits & 0x7FFFFF
    if exponent == 0xFF:
        return sign << 63 | 0x7FF << 52 | fraction << 29
    return apfloat.bits_from_float(apfloat.float_from_bits(bits, sem), _F64)


# =====================================================================================
# Building constants from MLIR attributes
# =====================================================================================


def aggregate(type_: Attribute, elements: list[Constant]) -> Constant:
    """ConstantStruct/Array/Vector::get: all-null is zeroinitializer, all-poison poison,
    all-undef undef."""
    if elements:
        if all(e.is_null for e in elements):
            return ZeroConst(type_)
        if all(isinstance(e, PoisonConst) for e in elements):
            return PoisonConst(type_)
        if all(isinstance(e, UndefConst) for e in elements):
            return UndefConst(type_)
    elif isinstance(type_, LLVMStructType | LLVMArrayType):
        return ZeroConst(type_)
    return AggregateConst(type_, tuple(elements))


def scalar_constant(type_: Attribute, value: float) -> Constant:
    if isinstance(type_, AnyFloat) and float_name(type_) is not None:
        return FloatConst(type_, apfloat.bits_from_float(float(value), apfloat.semantics_for(type_.name)))
    return IntConst.of(type_, int(value))


def element_types(type_: Attribute) -> list[Attribute]:
    """The member types of a struct, array or vector, in order."""
    if isinstance(type_, LLVMStructType):
        return list(type_.types)
    if isinstance(type_, LLVMArrayType):
        return [type_.element_type] * type_.count
    if isinstance(type_, VectorType):
        return [type_.element_type] * type_.get_shape()[0]
    raise ValueError(f"{ir_type(type_)} is not an aggregate")


def elements_of(constant: Constant) -> list[Constant]:
    """The members of an aggregate constant (undef/poison/zero spread out)."""
    types = element_types(constant.type)
    if isinstance(constant, AggregateConst):
        return list(constant.elements)
    if isinstance(constant, ZeroConst):
        return [ZeroConst(t) for t in types]
    if isinstance(constant, PoisonConst):
        return [PoisonConst(t) for t in types]
    if isinstance(constant, UndefConst):
        return [UndefConst(t) for t in types]
    raise ValueError("not an aggregate constant")


def is_simple(constant: Constant) -> bool:
    """Constants folding can look into (not addresses or expressions)."""
    return isinstance(constant, IntConst | FloatConst | UndefConst | PoisonConst | ZeroConst | AggregateConst)


# =====================================================================================
# Folding (ConstantFold.cpp / ConstantFolding.cpp, the cases MLIR's output reaches)
# =====================================================================================


def _int_operand(constant: Constant) -> int | None:
    if isinstance(constant, IntConst):
        return constant.value
    if isinstance(constant, ZeroConst) and isinstance(constant.type, IntegerType):
        return 0
    return None


def _float_operand(constant: Constant) -> float | None:
    if isinstance(constant, FloatConst):
        return constant.value
    if isinstance(constant, ZeroConst) and isinstance(constant.type, AnyFloat):
        return 0.0
    return None


def _signed(value: int, width: int) -> int:
    return value - (1 << width) if value >> (width - 1) else value


def _fold_int(opcode: str, type_: Attribute, a: int, b: int) -> Constant:
    width = bit_width(type_)
    mask = (1 << width) - 1
    sa, sb = _signed(a, width), _signed(b, width)
    if opcode in ("udiv", "sdiv", "urem", "srem") and b == 0:
        return PoisonConst(type_)
    if opcode in ("sdiv", "srem") and sb == -1 and sa == -(1 << (width - 1)):
        return PoisonConst(type_)
    if opcode in ("shl", "lshr", "ashr") and b >= width:
        return PoisonConst(type_)
    results = {
        "add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b, "and": lambda: a & b,
        "or": lambda: a | b, "xor": lambda: a ^ b, "shl": lambda: a << b, "lshr": lambda: a >> b,
        "ashr": lambda: sa >> b, "udiv": lambda: a // b, "urem": lambda: a % b,
        "sdiv": lambda: int(sa / sb) if abs(sa) < 2**52 else _trunc_div(sa, sb),
        "srem": lambda: sa - sb * _trunc_div(sa, sb),
    }  # fmt: skip
    return IntConst(type_, results[opcode]() & mask)


def _trunc_div(a: int, b: int) -> int:
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def _fold_float(opcode: str, type_: Attribute, a: float, b: float) -> Constant:
    if opcode == "frem":
        result = math.fmod(a, b) if b != 0 and math.isfinite(a) else math.nan
    else:
        try:
            result = {"fadd": lambda: a + b, "fsub": lambda: a - b, "fmul": lambda: a * b,
                      "fdiv": lambda: a / b}[opcode]()  # fmt: skip
        except ZeroDivisionError:
            result = math.nan if a == 0 or math.isnan(a) else math.copysign(math.inf, a) * math.copysign(1, b)
    return scalar_constant(type_, result)


def _fold_with_undef(opcode: str, type_: Attribute, lhs: Constant, rhs: Constant) -> Constant | None:
    """ConstantFoldBinaryInstruction's rules for undef scalar operands."""
    both = isinstance(lhs, UndefConst) and isinstance(rhs, UndefConst)
    if opcode == "xor":
        return ZeroConst(type_) if both else UndefConst(type_)
    if opcode in ("add", "sub"):
        return UndefConst(type_)
    if opcode == "and":
        return lhs if both else ZeroConst(type_)
    if opcode == "or":
        return lhs if both else IntConst(type_, (1 << bit_width(type_)) - 1)
    if opcode in ("fadd", "fsub", "fmul", "fdiv", "frem"):
        return lhs if both else FloatConst(type_, apfloat.bits_from_float(math.nan, apfloat.semantics_for(type_.name)))
    return None


def fold_binary(opcode: str, type_: Attribute, lhs: Constant, rhs: Constant, flags: str = "") -> Constant | None:
    """A binary instruction on two constants; None when LLVM keeps the instruction."""
    if isinstance(type_, VectorType):
        return _fold_elementwise(lambda a, b: fold_binary(opcode, type_.element_type, a, b), type_, lhs, rhs)
    if isinstance(lhs, PoisonConst) or isinstance(rhs, PoisonConst):
        return PoisonConst(type_) if is_simple(lhs) or is_simple(rhs) else None
    a, b = _int_operand(lhs), _int_operand(rhs)
    if a is not None and b is not None:
        return _fold_int(opcode, type_, a, b)
    fa, fb = _float_operand(lhs), _float_operand(rhs)
    if fa is not None and fb is not None:
        return _fold_float(opcode, type_, fa, fb)
    if (isinstance(lhs, UndefConst) or isinstance(rhs, UndefConst)) and is_simple(lhs) and is_simple(rhs):
        return _fold_with_undef(opcode, type_, lhs, rhs)
    if opcode in ("add", "sub", "xor"):  # ConstantExpr::isDesirableBinOp
        return BinaryConst(type_, opcode, lhs, rhs, flags)
    return None


def _fold_elementwise(fold, type_: VectorType, *operands: Constant) -> Constant | None:
    if not all(is_simple(o) for o in operands):
        return None
    columns = [elements_of(o) for o in operands]
    results = []
    for values in zip(*columns):
        folded = fold(*values)
        if folded is None:
            return None
        results.append(folded)
    return aggregate(type_, results)


def fold_fneg(operand: Constant) -> Constant | None:
    if isinstance(operand.type, VectorType):
        return _fold_elementwise(fold_fneg, operand.type, operand)
    if isinstance(operand, FloatConst | ZeroConst) and isinstance(operand.type, AnyFloat):
        bits = operand.bits if isinstance(operand, FloatConst) else 0
        return FloatConst(operand.type, bits ^ (1 << (bit_width(operand.type) - 1)))
    if isinstance(operand, UndefConst | PoisonConst):
        return operand
    return None


_ICMP = {
    "eq": lambda a, b, w: a == b, "ne": lambda a, b, w: a != b,
    "ugt": lambda a, b, w: a > b, "uge": lambda a, b, w: a >= b, "ult": lambda a, b, w: a < b,
    "ule": lambda a, b, w: a <= b,
    "sgt": lambda a, b, w: _signed(a, w) > _signed(b, w), "sge": lambda a, b, w: _signed(a, w) >= _signed(b, w),
    "slt": lambda a, b, w: _signed(a, w) < _signed(b, w), "sle": lambda a, b, w: _signed(a, w) <= _signed(b, w),
}  # fmt: skip


def _fcmp(predicate: str, a: float, b: float) -> bool:
    unordered = math.isnan(a) or math.isnan(b)
    if predicate == "false":
        return False
    if predicate == "true":
        return True
    if predicate == "ord":
        return not unordered
    if predicate == "uno":
        return unordered
    relation = {"eq": a == b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b, "ne": a != b}[predicate[1:]]
    return (unordered or relation) if predicate[0] == "u" else (not unordered and relation)


def fold_compare(kind: str, predicate: str, result_type: Attribute, lhs: Constant, rhs: Constant) -> Constant | None:
    """ConstantFoldCompareInstruction for integers and floats."""
    if isinstance(lhs.type, VectorType):
        return _fold_elementwise(
            lambda a, b: fold_compare(kind, predicate, i1, a, b), result_type, lhs, rhs
        )
    if isinstance(lhs, PoisonConst) or isinstance(rhs, PoisonConst):
        return PoisonConst(result_type)
    if kind == "icmp":
        a, b = _int_operand(lhs), _int_operand(rhs)
        if a is None or b is None:
            if isinstance(lhs, ZeroConst) and isinstance(rhs, ZeroConst) and predicate in ("eq", "ne"):
                return IntConst(result_type, int(predicate == "eq"))
            return None
        return IntConst(result_type, int(_ICMP[predicate](a, b, bit_width(lhs.type))))
    fa, fb = _float_operand(lhs), _float_operand(rhs)
    if fa is None or fb is None:
        return None
    return IntConst(result_type, int(_fcmp(predicate, fa, fb)))


def fold_select(condition: Constant, true_value: Constant, false_value: Constant) -> Constant | None:
    """ConstantFoldSelectInstruction (scalar condition)."""
    if isinstance(condition, IntConst | ZeroConst):
        return true_value if _int_operand(condition) else false_value
    if isinstance(condition, PoisonConst):
        return PoisonConst(true_value.type)
    if true_value == false_value:
        return true_value
    return None


def fold_cast(opcode: str, operand: Constant, target: Attribute) -> Constant | None:
    """ConstantFoldCastInstruction, and the cast expressions LLVM keeps (trunc, ptrtoint,
    inttoptr, bitcast, addrspacecast)."""
    if isinstance(operand, PoisonConst):
        return PoisonConst(target)
    if isinstance(operand, UndefConst):
        if opcode in ("zext", "sext", "uitofp", "sitofp"):
            return ZeroConst(target)
        return UndefConst(target)
    if isinstance(target, VectorType) and isinstance(operand.type, VectorType) and opcode != "bitcast":
        return _fold_elementwise(lambda e: fold_cast(opcode, e, target.element_type), target, operand)
    folded = _fold_scalar_cast(opcode, operand, target)
    if folded is not None:
        return folded
    if opcode in ("trunc", "ptrtoint", "inttoptr", "bitcast", "addrspacecast"):
        return CastConst(target, opcode, operand)
    return None


def _fold_scalar_cast(opcode: str, operand: Constant, target: Attribute) -> Constant | None:
    if opcode == "bitcast":
        return _fold_bitcast(operand, target)
    if isinstance(operand, ZeroConst) and opcode in ("ptrtoint", "inttoptr", "addrspacecast"):
        return ZeroConst(target)
    value = _int_operand(operand)
    if value is not None:
        width = bit_width(operand.type)
        if opcode == "trunc":
            return IntConst.of(target, value)
        if opcode == "zext":
            return IntConst.of(target, value)
        if opcode == "sext":
            return IntConst.of(target, _signed(value, width))
        if opcode == "uitofp":
            return scalar_constant(target, value)
        if opcode == "sitofp":
            return scalar_constant(target, _signed(value, width))
        return None
    fvalue = _float_operand(operand)
    if fvalue is not None:
        if opcode in ("fpext", "fptrunc"):
            return scalar_constant(target, fvalue)
        if opcode in ("fptosi", "fptoui"):
            if not math.isfinite(fvalue):
                return PoisonConst(target)
            integer = math.trunc(fvalue)
            width = bit_width(target)
            low, high = (-(1 << (width - 1)), 1 << (width - 1)) if opcode == "fptosi" else (0, 1 << width)
            return IntConst.of(target, integer) if low <= integer < high else PoisonConst(target)
    return None


def _fold_bitcast(operand: Constant, target: Attribute) -> Constant | None:
    if operand.type == target:
        return operand
    if isinstance(operand, ZeroConst):
        return ZeroConst(target)
    source = operand.type
    if isinstance(target, VectorType) and not isinstance(source, VectorType) and target.get_shape()[0] == 1:
        element = _fold_bitcast(operand, target.element_type)  # scalar -> <1 x T>
        return None if element is None else aggregate(target, [element])
    if isinstance(source, VectorType) and not isinstance(target, VectorType) and source.get_shape()[0] == 1:
        members = elements_of(operand) if is_simple(operand) else None
        return None if members is None else _fold_bitcast(members[0], target)
    if isinstance(source, VectorType | LLVMStructType | LLVMArrayType) or isinstance(target, VectorType):
        return None
    if isinstance(operand, IntConst) and isinstance(target, AnyFloat):
        return FloatConst(target, operand.value)
    if isinstance(operand, FloatConst) and isinstance(target, IntegerType):
        return IntConst(target, operand.bits)
    if isinstance(operand, FloatConst) and isinstance(target, AnyFloat):
        return FloatConst(target, operand.bits)
    return None


def fold_extract_value(aggregate_: Constant, position: list[int]) -> Constant | None:
    current = aggregate_
    for index in position:
        if not is_simple(current):
            return None
        current = elements_of(current)[index]
    return current


def fold_insert_value(aggregate_: Constant, value: Constant, position: list[int]) -> Constant | None:
    if not is_simple(aggregate_):
        return None
    members = elements_of(aggregate_)
    index = position[0]
    if len(position) > 1:
        inner = fold_insert_value(members[index], value, position[1:])
        if inner is None:
            return None
        members[index] = inner
    else:
        members[index] = value
    return aggregate(aggregate_.type, members)


def fold_extract_element(vector: Constant, index: Constant) -> Constant | None:
    position = _int_operand(index)
    if isinstance(index, UndefConst | PoisonConst):
        return PoisonConst(vector.type.element_type)
    if position is None or not is_simple(vector):
        return None
    members = elements_of(vector)
    return members[position] if position < len(members) else PoisonConst(vector.type.element_type)


def fold_insert_element(vector: Constant, value: Constant, index: Constant) -> Constant | None:
    position = _int_operand(index)
    if isinstance(index, UndefConst | PoisonConst):
        return PoisonConst(vector.type)
    if position is None or not is_simple(vector):
        return None
    members = elements_of(vector)
    if position >= len(members):
        return PoisonConst(vector.type)
    members[position] = value
    return aggregate(vector.type, members)


def fold_shuffle(v1: Constant, v2: Constant, mask: list[int], result_type: Attribute) -> Constant | None:
    if not (is_simple(v1) and is_simple(v2)):
        return None
    members = elements_of(v1) + elements_of(v2)
    element = result_type.element_type
    return aggregate(result_type, [PoisonConst(element) if m < 0 else members[m] for m in mask])


def fold_gep(
    base: Constant, element_type: Attribute, indices: list[Constant], inbounds: bool, result_type: Attribute
) -> Constant | None:
    """A GEP of a global (or of a folded GEP) with constant indices becomes the canonical
    `getelementptr [inbounds nuw] (i8, <global>, i64 <byte offset>)`."""
    offsets = [_int_operand(i) for i in indices]
    if any(o is None for o in offsets):
        return None
    flags = "inbounds" if inbounds else ""
    if isinstance(base, GEPConst):
        root, offset = base.base, base.offset
        flags = flags if base.flags.startswith("inbounds") else ""
    elif isinstance(base, GlobalConst | ZeroConst):
        root, offset = base, 0
    else:
        return None
    offset += _byte_offset(element_type, [_signed(o, bit_width(i.type)) for o, i in zip(offsets, indices)])
    if offset == 0 and not isinstance(base, ZeroConst):
        return base if isinstance(base, GEPConst) else root
    if flags and offset >= 0:
        flags = "inbounds nuw"
    return GEPConst(result_type, root, offset, flags)


def _byte_offset(element_type: Attribute, indices: list[int]) -> int:
    offset = indices[0] * alloc_size(element_type)
    current = element_type
    for index in indices[1:]:
        if isinstance(current, LLVMStructType):
            offset += struct_offsets(current)[index]
            current = current.types[index]
        else:
            current = current.element_type
            offset += index * alloc_size(current)
    return offset
