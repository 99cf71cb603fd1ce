"""Translation of the llvm/nvvm dialects to LLVM IR text (ttopt's own, in place of
MLIR's `translateModuleToLLVMIR`; xDSL's LLVM backend makes invalid IR for NVPTX).

    from ttopt.conversion.llvm_ir import translate_to_llvm_ir
    text = translate_to_llvm_ir(module)      # raises DiagnosticError at the failing op
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp

from ttopt.conversion.llvm_ir.translator import translate_module
from ttopt.conversion.llvm_ir.types import TranslationError
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity

__all__ = ["TranslationError", "translate_module", "translate_to_llvm_ir"]


def translate_to_llvm_ir(module: ModuleOp) -> str:
    """The module as LLVM IR text; a construct the translation cannot express is a
    diagnostic at its op (`loc: error: LLVM Translation failed for operation: ...`)."""
    try:
        return translate_module(module)
    except TranslationError as error:
        op = getattr(error, "op", None)
        location = op.location if op is not None else module.location
        raise DiagnosticError(Diagnostic(Severity.ERROR, str(error), location, op=op)) from None
