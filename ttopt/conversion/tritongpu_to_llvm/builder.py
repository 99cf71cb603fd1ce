"""LLVMBuilder: upstream's TritonLLVMOpBuilder, plus the packing helpers of Utility.cpp.

Every op the lowering emits goes through an `LLVMBuilder`, which inserts it at the
rewriter's insertion point with the location of the op being converted. Method
names follow upstream (`i32_val`, `and_`, `extract_val`, `gep`, ...), so a
lowering reads like its C++ counterpart.

Module-level helpers: `unpack_ll_elements` / `pack_ll_elements` (a tensor's
struct <-> its per-thread values), `unpack_ll_vector` / `pack_ll_vector`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import (
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.dialects import llvm
from ttopt.dialects.nvg.ops import ClusterCTAIdOp
from ttopt.dialects.nvvm import ReadSregOp

if TYPE_CHECKING:
    from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter


class LLVMBuilder:
    def __init__(self, rewriter: ConversionRewriter, location: Attribute):
        self.rewriter = rewriter
        self.loc = location
        # LoweringContext.canonicalize_follows (convert-nv-gpu-to-llvm's rewriter has no context).
        self.canonicalize_follows = getattr(getattr(rewriter, "context", None), "canonicalize_follows", False)

    def create(self, op: Operation) -> Operation:
        op.location = self.loc
        self.rewriter.insert(op)
        return op

    def emit(self, op: Operation) -> SSAValue:
        """Insert `op` and return its (first) result."""
        return self.create(op).results[0]

    # -- constants -------------------------------------------------------------------------------

    def int_val(self, width: int, value: int) -> SSAValue:
        return self.emit(llvm.ConstantOp.int(value, lt.int_type(width)))

    def i1_val(self, value: int) -> SSAValue:
        return self.int_val(1, value)

    def true_val(self) -> SSAValue:
        return self.int_val(1, 1)

    def false_val(self) -> SSAValue:
        return self.int_val(1, 0)

    def i8_val(self, value: int) -> SSAValue:
        return self.int_val(8, value)

    def i16_val(self, value: int) -> SSAValue:
        return self.int_val(16, value)

    def i32_val(self, value: int) -> SSAValue:
        return self.int_val(32, value)

    def i64_val(self, value: int) -> SSAValue:
        return self.int_val(64, value)

    def float_val(self, type_: Attribute, value: float) -> SSAValue:
        return self.emit(llvm.ConstantOp.float(value, type_))

    def f16_val(self, value: float) -> SSAValue:
        return self.float_val(lt.f16, value)

    def bf16_val(self, value: float) -> SSAValue:
        return self.float_val(lt.bf16, value)

    def f32_val(self, value: float) -> SSAValue:
        return self.float_val(lt.f32, value)

    def f64_val(self, value: float) -> SSAValue:
        return self.float_val(lt.f64, value)

    def constant(self, value: Attribute, type_: Attribute | None = None) -> SSAValue:
        return self.emit(llvm.ConstantOp(value, type_))

    def index_attr_constant(self, type_: Attribute, value: int) -> SSAValue:
        """createIndexAttrConstant: `llvm.mlir.constant(v : index) : i32`."""
        return self.emit(llvm.ConstantOp(IntegerAttr(value, IndexType()), type_))

    def undef(self, type_: Attribute) -> SSAValue:
        return self.emit(llvm.UndefOp(type_))

    def poison(self, type_: Attribute) -> SSAValue:
        return self.emit(llvm.PoisonOp(type_))

    def zero(self, type_: Attribute) -> SSAValue:
        return self.emit(llvm.ZeroOp(type_))

    @staticmethod
    def constant_int(value: SSAValue) -> int | None:
        """m_ConstantInt: the (sign-extended) integer an `llvm.mlir.constant` or `arith.constant` holds."""
        owner = _defining_constant(value)
        if owner is None:
            return None
        attr = _constant_attr(owner)
        if not isinstance(attr, IntegerAttr) or not isinstance(value.type, IntegerType | IndexType):
            return None
        return attr.value.data

    @staticmethod
    def constant_float(value: SSAValue) -> float | None:
        owner = _defining_constant(value)
        if owner is None:
            return None
        attr = _constant_attr(owner)
        return attr.value.data if isinstance(attr, FloatAttr) else None

    # -- integer and float arithmetic -------------------------------------------------------------

    def add(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.AddOp(lhs, rhs))

    def sub(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.SubOp(lhs, rhs))

    def mul(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.MulOp(lhs, rhs))

    def udiv(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.UDivOp(lhs, rhs))

    def sdiv(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.SDivOp(lhs, rhs))

    def urem(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.URemOp(lhs, rhs))

    def srem(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.SRemOp(lhs, rhs))

    def and_(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.AndOp(lhs, rhs))

    def or_(self, lhs: SSAValue, rhs: SSAValue, disjoint: bool = False) -> SSAValue:
        return self.emit(llvm.OrOp(lhs, rhs, disjoint=disjoint))

    def xor_(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.XOrOp(lhs, rhs))

    def shl(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.ShlOp(lhs, rhs))

    def lshr(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.LShrOp(lhs, rhs))

    def ashr(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.AShrOp(lhs, rhs))

    def fadd(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.FAddOp(lhs, rhs))

    def fsub(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.FSubOp(lhs, rhs))

    def fmul(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.FMulOp(lhs, rhs))

    def fdiv(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.FDivOp(lhs, rhs))

    def fneg(self, value: SSAValue) -> SSAValue:
        return self.emit(llvm.FNegOp(value))

    def fma(self, a: SSAValue, b: SSAValue, c: SSAValue) -> SSAValue:
        return self.emit(llvm.FMAOp(a, b, c))

    def smax(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.SMaxOp(lhs, rhs))

    def smin(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.SMinOp(lhs, rhs))

    def umax(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.UMaxOp(lhs, rhs))

    def umin(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.UMinOp(lhs, rhs))

    def fmax(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.MaxNumOp(lhs, rhs))

    def fmin(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.MinNumOp(lhs, rhs))

    # -- comparisons and selection ------------------------------------------------------------

    def icmp(self, predicate: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.ICmpOp(predicate, lhs, rhs))

    def icmp_eq(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.icmp("eq", lhs, rhs)

    def icmp_ne(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.icmp("ne", lhs, rhs)

    def icmp_slt(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.icmp("slt", lhs, rhs)

    def icmp_sgt(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.icmp("sgt", lhs, rhs)

    def icmp_ult(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.icmp("ult", lhs, rhs)

    def icmp_uge(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.icmp("uge", lhs, rhs)

    def fcmp(self, predicate: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.emit(llvm.FCmpOp(predicate, lhs, rhs))

    def select(self, condition: SSAValue, true_value: SSAValue, false_value: SSAValue) -> SSAValue:
        return self.emit(llvm.SelectOp(condition, true_value, false_value))

    # -- casts ----------------------------------------------------------------------------------

    def bitcast(self, value: SSAValue, type_: Attribute) -> SSAValue:
        """A bitcast; where canonicalize follows the lowering, a cast to the value's own type is
        the value (BitcastOp::fold gives it), unless the value is a constant (see
        unpack_ll_elements)."""
        if self.canonicalize_follows and value.type == type_ and _defining_constant(value) is None:
            return value
        return self.emit(llvm.BitcastOp(value, type_))

    def zext(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.ZExtOp(value, type_))

    def sext(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.SExtOp(value, type_))

    def trunc(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.TruncOp(value, type_))

    def fpext(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.FPExtOp(value, type_))

    def fptrunc(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.FPTruncOp(value, type_))

    def sitofp(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.SIToFPOp(value, type_))

    def uitofp(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.UIToFPOp(value, type_))

    def fptosi(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.FPToSIOp(value, type_))

    def fptoui(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.FPToUIOp(value, type_))

    def inttoptr(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.IntToPtrOp(value, type_))

    def ptrtoint(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.PtrToIntOp(value, type_))

    def addrspacecast(self, type_: Attribute, value: SSAValue) -> SSAValue:
        return self.emit(llvm.AddrSpaceCastOp(value, type_))

    # -- aggregates and memory ------------------------------------------------------------------

    def extract_val(self, container: SSAValue, index: int) -> SSAValue:
        return self.emit(llvm.ExtractValueOp(container, [index]))

    def insert_val(self, container: SSAValue, value: SSAValue, index: int) -> SSAValue:
        return self.emit(llvm.InsertValueOp(container, value, [index]))

    def extract_element(self, vector: SSAValue, index: SSAValue) -> SSAValue:
        return self.emit(llvm.ExtractElementOp(vector, index))

    def insert_element(self, vector: SSAValue, value: SSAValue, index: SSAValue) -> SSAValue:
        return self.emit(llvm.InsertElementOp(vector, value, index))

    def gep(
        self, result_type: Attribute, element_type: Attribute, base: SSAValue,
        indices: SSAValue | Sequence[SSAValue | int], inbounds: bool = False,
    ) -> SSAValue:  # fmt: skip
        if isinstance(indices, SSAValue):
            indices = [indices]
        return self.emit(llvm.GEPOp(base, list(indices), element_type, result_type, inbounds=inbounds))

    def load(self, type_: Attribute, pointer: SSAValue, alignment: int | None = None, volatile: bool = False) -> SSAValue:
        return self.emit(llvm.LoadOp(pointer, type_, alignment, volatile=volatile))

    def store(self, value: SSAValue, pointer: SSAValue, alignment: int | None = None) -> Operation:
        return self.create(llvm.StoreOp(value, pointer, alignment))

    def address_of(self, symbol: str, type_: Attribute) -> SSAValue:
        return self.emit(llvm.AddressOfOp(symbol, type_))

    # -- calls and asm --------------------------------------------------------------------------

    def call(self, callee: str, arguments: Sequence[SSAValue], result_type: Attribute | None) -> Operation:
        return self.create(llvm.CallOp(callee, list(arguments), result_type))

    def call_intrinsic(self, name: str, arguments: Sequence[SSAValue], result_type: Attribute | None) -> Operation:
        return self.create(llvm.CallIntrinsicOp(name, list(arguments), result_type))

    def inline_asm(
        self,
        result_type: Attribute,
        operands: Sequence[SSAValue],
        asm: str,
        constraints: str,
        *,
        has_side_effects: bool = True,
        is_align_stack: bool = False,
        operand_attrs: Sequence[Attribute] = (),
    ) -> SSAValue | None:
        op = self.create(
            llvm.InlineAsmOp(
                asm, constraints, list(operands), result_type,
                has_side_effects=has_side_effects, is_align_stack=is_align_stack, operand_attrs=list(operand_attrs),
            )
        )
        return op.results[0] if op.results else None

    # -- hardware ids ---------------------------------------------------------------------------

    def thread_id_x(self) -> SSAValue:
        """gpu.thread_id x lowered by GPUToNVVM: `nvvm.read.ptx.sreg.tid.x : i32`."""
        return self.special_register("tid.x")

    def special_register(self, register: str) -> SSAValue:
        """`nvvm.read.ptx.sreg.<register> : i32` (ctaid.x, nctaid.y, laneid, ...)."""

        return self.emit(ReadSregOp(register))

    def cluster_cta_id(self) -> SSAValue:
        """TargetInfo::getClusterCTAId: `nvg.cluster_id` (folded to 0 for one CTA at the end)."""

        return self.emit(ClusterCTAIdOp())


def _defining_constant(value: SSAValue) -> Operation | None:
    """The `llvm.mlir.constant` or `arith.constant` that defines `value`, if one does."""
    owner = getattr(value, "op", None)  # a block argument has no `op`
    return owner if owner is not None and owner.name in ("llvm.mlir.constant", "arith.constant") else None


def _constant_attr(op: Operation) -> Attribute | None:
    attr = op.properties.get("value")
    return attr if attr is not None else op.attributes.get("value")


# -- packing tensors ---------------------------------------------------------------------------


def unpack_ll_elements(b: LLVMBuilder, value: SSAValue) -> list[SSAValue]:
    """unpackLLElements: a struct's members (extractvalue each), or the scalar itself.

    Where canonicalize follows the lowering (`LoweringContext.canonicalize_follows`), the
    members of a struct `pack_ll_elements` deferred are its values, not extractvalues of it:
    ExtractValueOp::fold would replace each extract by that value. A member that is a constant
    still gets its extract, as upstream's patterns see one: some of them (isConstantTruePred,
    m_ConstantInt) build other IR for a constant."""
    if not lt.is_struct(value.type):
        return [value]
    members = b.rewriter.context.deferred_packs.get(value) if b.canonicalize_follows else None
    if members is None:
        return [b.extract_val(value, index) for index in range(len(lt.struct_elements(value.type)))]
    return [
        member if _defining_constant(member) is None else b.extract_val(value, index)
        for index, member in enumerate(members)
    ]


def pack_ll_elements(b: LLVMBuilder, values: Sequence[SSAValue], llvm_type: Attribute) -> SSAValue:
    """packLLElements: undef, then insertvalue each value (a scalar type takes the value).

    Where canonicalize follows the lowering, only the undef is built and stands for the struct
    (`LoweringContext.deferred_packs`): most consumers unpack it, and take the values; the
    insertvalues are built after the lowering, where they are used (build_deferred_packs)."""
    if not lt.is_struct(llvm_type):
        assert len(values) == 1, len(values)
        return values[0]
    elements = lt.struct_elements(llvm_type)
    if len(elements) != len(values):
        raise ValueError(f"size mismatch when packing elements for LLVM struct expected {len(elements)} but got {len(values)}")
    for value, element in zip(values, elements):
        if value.type != element:
            raise ValueError(f"invalid element type in packLLElements. Expected {element} but got {value.type}")
    struct = b.undef(llvm_type)
    if b.canonicalize_follows:
        b.rewriter.context.deferred_packs[struct] = list(values)
        return struct
    for index, value in enumerate(values):
        struct = b.insert_val(struct, value, index)
    return struct


def build_deferred_packs(deferred: dict[SSAValue, list[SSAValue]]) -> None:
    """After the lowering: the insertvalue chain of each deferred pack something uses, right
    after its undef, where pack_ll_elements would have built it, and the undef's uses moved to
    the chain. The unused ones are never built: canonicalize would erase them, after verifying
    them and visiting each op. Their undefs stay: canonicalize's first walk takes the first
    undef of a type it meets, dead or not, as the one every other folds into, and hoists it
    among the constants in that order."""
    for undef, values in deferred.items():
        op = undef.owner
        if op.parent is None or not undef.uses:  # erased with a declined pattern's ops, or unused
            continue
        uses = list(undef.uses)
        struct, last = undef, op
        for index, value in enumerate(values):
            insert = llvm.InsertValueOp(struct, value, [index])
            insert.location = op.location
            op.parent.insert_op_after(insert, last)
            struct, last = insert.results[0], insert
        for use in uses:
            use.operation.operands[use.index] = struct


def unpack_ll_vector(b: LLVMBuilder, value: SSAValue) -> list[SSAValue]:
    """unpackLLVector: extractelement each lane (constant i32 indices)."""
    if not isinstance(value.type, VectorType):
        return [value]
    return [b.extract_element(value, b.i32_val(i)) for i in range(lt.vector_size(value.type))]


def pack_ll_vector(b: LLVMBuilder, values: Sequence[SSAValue]) -> SSAValue:
    """packLLVector: undef, then insertelement each value."""
    vector = b.undef(lt.vector_type(values[0].type, len(values)))
    for index, value in enumerate(values):
        vector = b.insert_element(vector, value, b.i32_val(index))
    return vector
