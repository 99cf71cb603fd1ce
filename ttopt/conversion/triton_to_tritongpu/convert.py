"""`convert-triton-to-tritongpu`: Triton's ConvertTritonToTritonGPU pass.

lib/Conversion/TritonToTritonGPU/TritonToTritonGPUPass.cpp. Every tensor of the TTIR
gets a layout: by default the blocked encoding of getDefaultBlockedEncoding (one
element per thread, the last dim fastest, lanes then warps from the fastest dim);
expand_dims takes a slice layout, reductions slices of their operand's, dot operands
dot_op layouts of a blocked result layout, and `ttg.convert_layout`s join layouts where
they differ. The module records the options as `ttg.num-warps`, `ttg.threads-per-warp`,
`ttg.num-ctas` and `ttg.target`.

The conversion is ttopt.rewrite.dialect_conversion's; the type converter, the conversion
target and the rewriter the patterns use are in `framework`, the per-op patterns in `patterns`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr, i32
from xdsl.passes import ModulePass

from ttopt.conversion.triton_to_tritongpu.framework import (
    TRITONGPU_CONVERSION,
    ConversionRewriter,
    TritonGPUConversionTarget,
    TritonGPUTypeConverter,
)
from ttopt.conversion.triton_to_tritongpu.patterns import PATTERNS
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.pass_manager import option
from ttopt.rewrite.dialect_conversion import PatternSet, apply_partial_conversion, with_remapped_operands

PASS_NAME = "convert-triton-to-tritongpu"

# Upstream's patterns are OpConversionPatterns: each gets the op's remapped operands.
_PATTERN_SET = PatternSet.of_table({name: with_remapped_operands(pattern) for name, pattern in PATTERNS.items()})


@dataclass(frozen=True)
class ConvertTritonToTritonGPUPass(ModulePass):
    """Convert Triton to TritonGPU"""

    name = PASS_NAME
    cpp_name = "ConvertTritonToTritonGPU"
    cpp_file = "lib/Conversion/TritonToTritonGPU/TritonToTritonGPUPass.cpp"

    # In name order, the order MLIR prints pass options in.
    enable_source_remat: bool = option(False, "enable source rematerialization")
    num_ctas: int = option(1, "number of ctas in a cga")
    num_warps: int = option(4, "number of warps")
    target: str = option("", "the GPU target, e.g., cuda:80, hip:gfx942")
    threads_per_warp: int = option(32, "number of threads per warp")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        self._check_options(op)
        converter = TritonGPUTypeConverter(
            self.num_warps, self.threads_per_warp, self.num_ctas, enable_source_remat=self.enable_source_remat
        )
        # The module attributes come first: patterns look the thread count up in the module.
        op.attributes["ttg.num-warps"] = IntegerAttr(self.num_warps, i32)
        op.attributes["ttg.threads-per-warp"] = IntegerAttr(self.threads_per_warp, i32)
        op.attributes["ttg.num-ctas"] = IntegerAttr(self.num_ctas, i32)
        op.attributes["ttg.target"] = StringAttr(self.target)
        rewriter = ConversionRewriter(converter, TritonGPUConversionTarget(converter), _PATTERN_SET, TRITONGPU_CONVERSION)
        apply_partial_conversion(op, rewriter)

    def _check_options(self, module: ModuleOp) -> None:
        """Upstream reports a missing target; counts that are not powers of two make it
        abort while building a layout, so they are reported here instead."""
        if not self.target:
            raise _option_error(module, f"'{PASS_NAME}' requires 'target' option to be set")
        for option_name, value in (("num-warps", self.num_warps), ("threads-per-warp", self.threads_per_warp)):
            if value <= 0 or value & (value - 1):
                raise _option_error(module, f"'{PASS_NAME}' requires '{option_name}' to be a power of two, but got {value}")
        # num-ctas=0 is let through: upstream's verifier rejects the layouts it leads to.
        if self.num_ctas < 0 or self.num_ctas & (self.num_ctas - 1):
            raise _option_error(module, f"'{PASS_NAME}' requires 'num-ctas' to be a power of two, but got {self.num_ctas}")


def _option_error(module: ModuleOp, message: str) -> DiagnosticError:
    return DiagnosticError(Diagnostic(Severity.ERROR, message, module.location))
