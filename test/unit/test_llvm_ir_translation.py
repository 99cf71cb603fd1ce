"""The LLVM dialect to LLVM IR translation against real Triton 3.6 output.

test/LLVMIR/Inputs holds, for each non-matmul corpus kernel and target, the LLVM dialect
Triton's make_llir MLIR pipeline ends with and what Triton's `llvm.to_module` makes of it
(see its README). ttopt must print the dialect back unchanged and translate it to the same
LLVM IR, up to the attributes LLVM attaches to intrinsic declarations by itself.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import (
    DenseArrayBase,
    Float16Type,
    Float32Type,
    IntegerAttr,
    IntegerType,
    Signedness,
    VectorType,
    i1,
    i8,
    i32,
    i64,
)

from ttopt import registry
from ttopt.conversion.llvm_ir import constants as C
from ttopt.conversion.llvm_ir import translate_to_llvm_ir
from ttopt.conversion.llvm_ir.constants import escape_bytes, escape_string
from ttopt.conversion.llvm_ir.types import (
    abi_align,
    alloc_size,
    pref_align,
    struct_offsets,
)
from ttopt.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType
from ttopt.ir import apfloat
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import print_operation
from ttopt.ir.verifier import verify

INPUTS = Path(__file__).resolve().parents[1] / "LLVMIR" / "Inputs"
KERNELS = ["vecadd", "softmax", "layernorm", "row_sum", "device_print"]
CASES = [(sm, kernel) for sm in ("sm80", "sm90") for kernel in KERNELS]
f16, f32 = Float16Type(), Float32Type()


def parse(text: str, name: str = "input.mlir"):
    module = parse_buffer(registry.make_context(), text, name)
    verify(module)
    return module


def normalize_intrinsic_declarations(text: str) -> str:
    """Drop what LLVM adds to intrinsic declarations on its own (`; Function Attrs:`,
    return/parameter attributes, their attribute groups), which ttopt does not print."""
    lines = text.split("\n")
    kept = []
    for index, line in enumerate(lines):
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if line.startswith("; Function Attrs:") and re.match(r"declare .*@llvm\.", following):
            continue
        declaration = re.match(r"declare (.*?)(\S+) (@llvm\.[^(]*)\((.*)\)( #\d+)?$", line)
        if declaration:
            params = re.sub(
                r" (immarg|noundef|readonly|writeonly|noalias|captures\(none\)|range\(i\d+ -?\d+, -?\d+\))", "",
                declaration.group(4),
            )
            line = f"declare {declaration.group(2)} {declaration.group(3)}({params})"
        kept.append(line)
    used = {slot for line in kept if not line.startswith("attributes #") for slot in re.findall(r"#(\d+)", line)}
    kept = [line for line in kept if not (line.startswith("attributes #") and line.split()[1][1:] not in used)]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(kept)).rstrip("\n")


# -- the corpus ---------------------------------------------------------------------------


@pytest.mark.parametrize(("sm", "kernel"), CASES)
def test_corpus_llvm_dialect_round_trips(sm: str, kernel: str) -> None:
    text = (INPUTS / sm / f"{kernel}.mlir").read_text()
    assert print_operation(parse(text)).rstrip("\n") == text.rstrip("\n")


@pytest.mark.parametrize(("sm", "kernel"), CASES)
def test_corpus_translation_matches_triton(sm: str, kernel: str) -> None:
    ours = translate_to_llvm_ir(parse((INPUTS / sm / f"{kernel}.mlir").read_text()))
    expected = (INPUTS / sm / f"{kernel}.ll").read_text()
    assert normalize_intrinsic_declarations(ours) == normalize_intrinsic_declarations(expected)


@pytest.mark.parametrize(("sm", "kernel"), [("sm80", "device_print"), ("sm90", "row_sum")])
def test_corpus_translation_is_the_same_module_for_llvm(sm: str, kernel: str) -> None:
    """Parsed by LLVM (which attaches intrinsic attributes), both texts are one module."""
    llvm = pytest.importorskip("llvmlite.binding")
    ours = translate_to_llvm_ir(parse((INPUTS / sm / f"{kernel}.mlir").read_text()))
    expected = (INPUTS / sm / f"{kernel}.ll").read_text()
    assert str(llvm.parse_assembly(ours)) == str(llvm.parse_assembly(expected))


# -- translation details ----------------------------------------------------------------------


def translate(text: str) -> str:
    return translate_to_llvm_ir(parse(text))


def test_duplicate_successor_with_arguments_goes_through_a_new_block() -> None:
    """ensureDistinctSuccessors: the second edge to ^bb1 is routed through a block appended
    to the function, which passes its PHI on."""
    text = translate(
        """
        llvm.func @f(%a: i32, %c: i1) -> i32 {
          llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
        ^bb1(%x: i32):
          llvm.return %x : i32
        }
        """
    )
    body = text[text.index("define") : text.index("}\n")]
    assert body == (
        "define i32 @f(i32 %0, i1 %1) {\n"
        "  br i1 %1, label %3, label %5\n"
        "\n"
        "3:                                                ; preds = %5, %2\n"
        "  %4 = phi i32 [ %6, %5 ], [ %0, %2 ]\n"
        "  ret i32 %4\n"
        "\n"
        "5:                                                ; preds = %2\n"
        "  %6 = phi i32 [ %0, %2 ]\n"
        "  br label %3\n"
    )


def test_ptx_semantics_op_is_a_diagnostic() -> None:
    module = parse("llvm.func @f() {\n  nvvm.fence.mbarrier.init\n  llvm.return\n}\n")
    with pytest.raises(DiagnosticError) as raised:
        translate_to_llvm_ir(module)
    assert "has PTX semantics: run convert-nvvm-to-llvm" in raised.value.diagnostic.message
    assert raised.value.diagnostic.op.name == "nvvm.fence.mbarrier.init"


def test_alloca_and_access_alignments_follow_the_default_data_layout() -> None:
    text = translate(
        """
        llvm.func @f(%l: i64, %h: f16) {
          %one = llvm.mlir.constant(1 : i32) : i32
          %p = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
          %q = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
          llvm.store %l, %p : i64, !llvm.ptr
          llvm.store %h, %q : f16, !llvm.ptr
          llvm.return
        }
        """
    )
    assert "%3 = alloca i64, align 8" in text  # preferred alignment of i64
    assert "%4 = alloca { i32, i32 }, align 8" in text  # aggregates prefer 8 bytes
    assert "store i64 %0, ptr %3, align 4" in text  # ABI alignment of i64
    assert "store half %1, ptr %4, align 2" in text


# -- constants ------------------------------------------------------------------------------------


def float_bits(value: float, type_) -> int:
    return apfloat.bits_from_float(value, apfloat.semantics_for(type_.name))


@pytest.mark.parametrize(
    ("value", "type_", "text"),
    [
        (1.5, f32, "1.500000e+00"),
        (0.0, f32, "0.000000e+00"),
        (-0.0, f32, "-0.000000e+00"),
        (0.1, f32, "0x3FB99999A0000000"),  # not exact in six digits: the double's hex
        (-math.inf, f32, "0xFFF0000000000000"),
        (math.nan, f32, "0x7FF8000000000000"),
        (1.0, f16, "0xH3C00"),
        (1.0e-3, Float32Type(), "0x3F50624DE0000000"),
    ],
)
def test_float_constants_print_as_llvm_does(value: float, type_, text: str) -> None:
    assert C.float_text(float_bits(value, type_), type_) == text


def test_aggregates_of_zeros_undefs_or_poisons_collapse() -> None:
    pair = LLVMStructType([f32, f32])
    assert C.aggregate(pair, [C.FloatConst(f32, 0), C.ZeroConst(f32)]).ref() == "zeroinitializer"
    assert C.aggregate(pair, [C.UndefConst(f32), C.UndefConst(f32)]).ref() == "undef"
    assert C.aggregate(pair, [C.PoisonConst(f32), C.PoisonConst(f32)]).ref() == "poison"
    negative_zero = C.FloatConst(f32, float_bits(-0.0, f32))
    mixed = C.aggregate(pair, [negative_zero, C.UndefConst(f32)])
    assert mixed.ref() == "{ float -0.000000e+00, float undef }"
    vector = VectorType(i32, [4])
    assert C.aggregate(vector, [C.IntConst(i32, 3)] * 4).ref() == "splat (i32 3)"
    string = LLVMArrayType(i8, 3)
    assert C.aggregate(string, [C.IntConst(i8, b) for b in b'a"\n']).ref() == 'c"a\\22\\0A"'


def test_integer_folds_wrap_and_division_by_zero_is_poison() -> None:
    assert C.fold_binary("add", i32, C.IntConst.of(i32, 2**31 - 1), C.IntConst(i32, 1)).ref() == "-2147483648"
    assert C.fold_binary("sdiv", i32, C.IntConst.of(i32, -7), C.IntConst(i32, 2)).ref() == "-3"
    assert C.fold_binary("srem", i32, C.IntConst.of(i32, -7), C.IntConst(i32, 2)).ref() == "-1"
    assert isinstance(C.fold_binary("udiv", i32, C.IntConst(i32, 1), C.ZeroConst(i32)), C.PoisonConst)
    assert isinstance(C.fold_binary("shl", i32, C.IntConst(i32, 1), C.IntConst(i32, 32)), C.PoisonConst)
    assert C.fold_binary("xor", i32, C.UndefConst(i32), C.UndefConst(i32)).ref() == "0"
    assert C.fold_binary("or", i32, C.UndefConst(i32), C.IntConst(i32, 5)).ref() == "-1"
    # A constant expression stays symbolic for add/sub/xor and is an instruction otherwise.
    address = C.CastConst(i32, "ptrtoint", C.GlobalConst(LLVMPointerType(3), "g"))
    assert C.fold_binary("add", i32, address, C.IntConst(i32, 4)).ref() == (
        "add (i32 ptrtoint (ptr addrspace(3) @g to i32), i32 4)"
    )
    assert C.fold_binary("mul", i32, address, C.IntConst(i32, 4)) is None


def test_constant_geps_become_byte_offsets_from_the_global() -> None:
    smem = C.GlobalConst(LLVMPointerType(3), "global_smem")
    p3 = LLVMPointerType(3)
    halves = C.fold_gep(smem, f16, [C.IntConst(i32, 8192)], False, p3)
    assert halves.ref() == "getelementptr (i8, ptr addrspace(3) @global_smem, i64 16384)"
    merged = C.fold_gep(halves, i8, [C.IntConst(i32, 32768)], False, p3)
    assert merged.ref() == "getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152)"
    inbounds = C.fold_gep(smem, i8, [C.IntConst(i32, 16)], True, p3)
    assert inbounds.ref() == "getelementptr inbounds nuw (i8, ptr addrspace(3) @global_smem, i64 16)"
    assert C.fold_gep(smem, i8, [C.IntConst(i32, 0)], False, p3) is smem
    record = LLVMStructType([i32, i1, IntegerType(64)])
    field = C.fold_gep(smem, record, [C.IntConst(i32, 1), C.IntConst(i32, 2)], False, p3)
    assert field.ref() == "getelementptr (i8, ptr addrspace(3) @global_smem, i64 24)"


def test_default_data_layout_sizes() -> None:
    record = LLVMStructType([i8, i64, i1])
    assert struct_offsets(record) == [0, 4, 12]  # i64 is 4-aligned in the default layout
    assert alloc_size(record) == 16
    assert abi_align(record) == 4 and pref_align(record) == 8
    assert struct_offsets(LLVMStructType([i8, i32], packed=True)) == [0, 1]
    assert alloc_size(VectorType(f16, [3])) == 8
    assert abi_align(VectorType(i32, [4])) == 16


def test_casts_of_constants() -> None:
    assert C.fold_cast("bitcast", C.FloatConst(f32, float_bits(1.5, f32)), i32).ref() == "1069547520"
    assert C.fold_cast("sext", C.IntConst(i8, 0xFF), i32).ref() == "-1"
    assert C.fold_cast("zext", C.UndefConst(i8), i32).ref() == "0"
    assert C.fold_cast("trunc", C.UndefConst(i32), i8).ref() == "undef"
    assert C.fold_cast("fptrunc", C.FloatConst(f32, float_bits(1.0, f32)), f16).ref() == "0xH3C00"
    assert C.fold_cast("ptrtoint", C.ZeroConst(LLVMPointerType(1)), i64).ref() == "0"
    smem = C.GlobalConst(LLVMPointerType(3), "s")
    assert C.fold_cast("ptrtoint", smem, i32).ref() == "ptrtoint (ptr addrspace(3) @s to i32)"
    assert C.fold_cast("sitofp", smem, f32) is None


# -- the builder API (what the TritonGPU-to-LLVM lowering uses) --------------------------------


def test_builder_api_builds_ir_that_verifies_prints_and_translates() -> None:
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.ir import Block, Region

    from ttopt.dialects import llvm as L
    from ttopt.dialects import nvvm as N

    ptr1, ptr3 = LLVMPointerType(1), LLVMPointerType(3)
    smem = L.GlobalOp(LLVMArrayType(i8, 0), "global_smem", linkage="external", addr_space=3, alignment=16)
    function = L.FuncOp(
        "kernel", L.LLVMFunctionType(L.LLVMVoidType(), [ptr1, i32]),
        attributes={"nvvm.kernel": IntegerAttr(1, IntegerType(1, Signedness.UNSIGNED)),
                    "nvvm.reqntid": DenseArrayBase.from_list(i32, [128])},
    )  # fmt: skip
    entry = function.body.blocks.first
    out, n = entry.args
    ops = []

    def add(op):
        ops.append(op)
        return op.results[0] if op.results else op

    tid = add(N.ReadSregOp("tid.x", range_=(0, 128)))
    four = add(L.ConstantOp.int(4, i32))
    offset = add(L.MulOp(tid, four, overflow=("nsw",)))
    inside = add(L.ICmpOp("slt", offset, n))
    address = add(L.GEPOp(out, [offset], f32, inbounds=True))
    one = add(L.ConstantOp.float(1.0, f32))
    wide = add(L.FAddOp(one, one, fastmath=("fast",)))
    add(L.InlineAsmOp("@$2 st.global.b32 [ $1 + 0 ], $0;", "r,l,b", [add(L.BitcastOp(wide, i32)), address, inside],
                      L.LLVMVoidType(), has_side_effects=True))  # fmt: skip
    base = add(L.AddressOfOp("global_smem", ptr3))
    slot = add(L.GEPOp(base, [tid], f32, inbounds=True))
    add(L.StoreOp(wide, slot, alignment=4))
    add(N.Barrier0Op())
    add(L.AtomicRMWOp("fadd", out, wide, "monotonic", syncscope="device"))
    add(L.ReturnOp())
    entry.add_ops(ops)
    module = ModuleOp(Region(Block([smem, function])))
    verify(module)
    printed = print_operation(module)
    assert "%0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32" in printed
    assert "%2 = llvm.mul %0, %1 overflow<nsw> : i32" in printed
    assert "%5 = llvm.mlir.constant(1.000000e+00 : f32) : f32" in printed
    assert 'llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32' in printed
    assert 'llvm.atomicrmw fadd %arg0, %6 syncscope("device") monotonic : !llvm.ptr<1>, f32' in printed
    text = translate_to_llvm_ir(module)
    assert "define ptx_kernel void @kernel(ptr addrspace(1) %0, i32 %1) #0 {" in text
    assert "%3 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()" in text
    assert "%4 = mul nsw i32 %3, 4" in text
    assert "%6 = getelementptr inbounds float, ptr addrspace(1) %0, i32 %4" in text
    assert 'call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], $0;", "r,l,b"(i32 1073741824' in text
    assert 'atomicrmw fadd ptr addrspace(1) %0, float 2.000000e+00 syncscope("device") monotonic, align 4' in text
    assert 'attributes #0 = { "nvvm.reqntid"="128" }' in text


@settings(max_examples=300)
@given(st.binary(max_size=64))
def test_escaped_bytes_are_llvm_printescapedstring(data: bytes) -> None:
    """escape_bytes as llvm::printEscapedString writes each byte: printable ASCII but `"` and
    `\\` as itself, anything else as `\\` and two uppercase hex digits."""
    expected = "".join(
        chr(byte) if 0x20 <= byte <= 0x7E and chr(byte) not in '"\\' else "\\" + format(byte, "02X") for byte in data
    )
    assert escape_bytes(data) == expected


def test_inline_assembly_text_is_escaped() -> None:
    assert escape_string('mov.u32 %r0, "x";\n\t\\') == 'mov.u32 %r0, \\22x\\22;\\0A\\09\\5C'
    assert escape_string("é") == "\\C3\\A9"
