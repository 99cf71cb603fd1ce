"""`triton-nvidia-check-matmul-two-cta`: Triton's TritonNvidiaGPUCheckMatmulTwoCTAPass
(lib/Dialect/TritonNvidiaGPU/Transforms/CheckMatmulTwoCTAs.cpp).

Every Blackwell matmul (`ttng.tc_gen5_mma`) of the module must agree on `two_ctas`, the
setting of the first one found (pre-order walk); the first that disagrees is an error with
a note at the first one. The module then records the setting as `ttng.two-ctas` (false
when there is no such matmul, as for every sm80 and sm90 kernel).

ttopt has no tensor-memory ops of its own: a `ttng.tc_gen5_mma` reaches this pass only as
an unregistered op (with `--allow-unregistered-dialect`), whose `two_ctas` unit property or
attribute is read as upstream's op reads it.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i1
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.transforms.nvidia.tensor_memory_allocation import operation_name

TWO_CTAS_ATTR = "ttng.two-ctas"
MATMUL_OP = "ttng.tc_gen5_mma"


def two_ctas(matmul: Operation) -> bool:
    return "two_ctas" in matmul.properties or "two_ctas" in matmul.attributes


def _flag(value: bool) -> str:
    return "true" if value else "false"


def inconsistent_two_ctas(matmul: Operation, first: Operation) -> DiagnosticError:
    expected = two_ctas(first)
    diagnostic = Diagnostic(
        Severity.ERROR,
        "inconsistent two_ctas setting across matmuls; expected all matmuls to "
        f"{'enable' if expected else 'disable'} two_ctas.",
        matmul.location,
        op=matmul,
    )
    diagnostic.attach_note(f"first matmul here has two_ctas={_flag(expected)}.", first.location)
    return DiagnosticError(diagnostic)


def module_two_ctas(module: ModuleOp) -> bool:
    """The setting all matmuls share (False without any); an error if they disagree."""
    first: Operation | None = None
    for op in module.walk():
        if operation_name(op) != MATMUL_OP:
            continue
        if first is None:
            first = op
        elif two_ctas(op) != two_ctas(first):
            raise inconsistent_two_ctas(op, first)
    return first is not None and two_ctas(first)


@dataclass(frozen=True)
class CheckMatmulTwoCTA(ModulePass):
    """Verify consistent two_ctas usage across matmuls"""

    name = "triton-nvidia-check-matmul-two-cta"
    cpp_name = "TritonNvidiaGPUCheckMatmulTwoCTAPass"
    cpp_file = "lib/Dialect/TritonNvidiaGPU/Transforms/CheckMatmulTwoCTAs.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        op.attributes[TWO_CTAS_ATTR] = IntegerAttr(int(module_two_ctas(op)), i1)
