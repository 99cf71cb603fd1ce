"""make_ttgir ends with `sccp, cse, canonicalize`: for the corpus kernels without a dot
(whose make_ttgir ttopt runs in full), the TTGIR must be what Triton 3.6 printed, the order
of the constants SCCP rebuilds included. Without SCCP, layernorm and row_sum differ from
upstream's in that order only.
"""

import json
from pathlib import Path

import pytest

from ttopt import registry
from ttopt.backend import pipelines
from ttopt.backend.compile import StageRunner
from ttopt.backend.pipelines import CompileOptions
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation

CORPUS = Path(__file__).resolve().parent.parent / "Inputs" / "corpus"
KERNELS = ["vecadd", "softmax", "layernorm", "row_sum", "device_print"]


def options_for(capability: int, kernel: str) -> CompileOptions:
    meta = json.loads((CORPUS / f"sm{capability}" / f"{kernel}.meta.json").read_text())
    return CompileOptions(capability=capability, num_warps=meta["num_warps"])


def make_ttgir(capability: int, kernel: str, passes=None) -> str:
    directory = CORPUS / f"sm{capability}"
    options = options_for(capability, kernel)
    module = parse_buffer(registry.make_context(), (directory / f"{kernel}.ttir").read_text(), f"{kernel}.ttir")
    StageRunner(options).run("make_ttgir", module, passes or pipelines.make_ttgir(options))
    return print_operation(module, PrintOptions())


def expected_ttgir(capability: int, kernel: str) -> str:
    return (CORPUS / "expected" / f"sm{capability}" / f"{kernel}.ttgir.plain.mlir").read_text()


@pytest.mark.parametrize("capability", [80, 90])
@pytest.mark.parametrize("kernel", KERNELS)
def test_make_ttgir_prints_what_triton_does(capability, kernel):
    assert make_ttgir(capability, kernel) == expected_ttgir(capability, kernel)


def _constants(text: str) -> list[str]:
    """The constants, without their names (which follow their order)."""
    return [line.split(" = ", 1)[1].strip() for line in text.splitlines() if "arith.constant" in line]


@pytest.mark.parametrize("kernel", ["layernorm", "row_sum"])
def test_without_sccp_only_the_order_of_constants_differs(kernel):
    passes = [p for p in pipelines.make_ttgir(options_for(90, kernel)) if p != "sccp"]
    without = make_ttgir(90, kernel, passes)
    expected = expected_ttgir(90, kernel)
    assert without != expected
    assert sorted(_constants(without)) == sorted(_constants(expected))
    assert _constants(without) != _constants(expected)
