"""`convert-nvvm-to-llvm`: MLIR's NVVMToLLVM (mlir/lib/Conversion/NVVMToLLVM).

NVVM ops that carry PTX semantics instead of an intrinsic (MLIR's
BasicPtxBuilderOpInterface with `hasIntrinsic() == false`) become `llvm.inline_asm
has_side_effects asm_dialect = att "<ptx>", "<constraints>" %operands : (...) -> ()`.
The operands keep the op's order; each gets the PTX register class of its type (i1 `b`,
i16 `h`, i32 `r`, i64 `l`, f32 `f`, f64 `d`, a shared-memory pointer `r`, any other
pointer `l`); a predicate operand comes last and guards the instruction as `@$N`.
Ops with an intrinsic (special registers, barriers, shuffles, ...) are left for the
translation to LLVM IR.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import AnyFloat, IntegerType, ModuleOp
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass

from ttopt.dialects.llvm import InlineAsmOp, LLVMPointerType
from ttopt.dialects.nvvm import NVVMOp
from ttopt.ir.diagnostics import op_error
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.support.class_tests import is_subclass

_SHARED_MEMORY_SPACE = 3


def register_class(type_: Attribute) -> str:
    """BasicPtxBuilder's getRegisterType: the PTX constraint letter of an operand type."""
    if isinstance(type_, IntegerType):
        letter = {1: "b", 16: "h", 32: "r", 64: "l"}.get(type_.width.data)
        if letter is not None:
            return letter
    if isinstance(type_, AnyFloat) and type_.name in ("f32", "f64"):
        return "f" if type_.name == "f32" else "d"
    if isinstance(type_, LLVMPointerType):
        return "r" if type_.address_space == _SHARED_MEMORY_SPACE else "l"
    raise ValueError(f"no PTX register class for type {type_}")


def lower_to_inline_asm(op: NVVMOp) -> InlineAsmOp:
    """The inline assembly that replaces a PTX-semantics op (BasicPtxBuilder::build)."""
    text, operands = op.ptx()
    constraints = ",".join(register_class(value.type) for value in operands)
    asm = InlineAsmOp(text, constraints, operands, None, has_side_effects=True, operand_attrs=None)
    asm.location = op.location
    return asm


def convert_nvvm_to_llvm(root: Operation) -> bool:
    """Replace each PTX-semantics NVVM op under `root`; returns whether there was one."""
    lowered = [op for op in root.walk() if is_subclass(type(op), NVVMOp) and op.has_ptx_lowering()]
    for op in lowered:
        try:
            asm = lower_to_inline_asm(op)
        except ValueError as error:
            raise op_error(op, str(error)) from None
        op.parent_block().insert_op_before(asm, op)
        op.parent_block().erase_op(op)
    return bool(lowered)


@dataclass(frozen=True)
class ConvertNVVMToLLVMPass(ModulePass):
    """Convert NVVM to PTX with Inline Assembly in LLVM dialect"""

    name = "convert-nvvm-to-llvm"
    cpp_file = "mlir/lib/Conversion/NVVMToLLVM/NVVMToLLVM.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not convert_nvvm_to_llvm(op):
            mark_ir_unchanged(self)
