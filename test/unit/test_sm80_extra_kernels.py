"""cuda:80 kernels of test/Inputs/sm80_extra (tl.debug_barrier; an fp32 `input_precision="ieee"`
matmul whose dot stays a blocked FMA dot, with a bias + GELU epilogue): ttopt's make_ttgir is
byte for byte Triton 3.6's TTGIR, and the MLIR passes of make_llir turn that TTGIR into the LLVM
dialect module Triton 3.6 makes (expected/NAME.{ttgir,llvm.mlir}, stored by the folder's
generate.py --expected with the oracle). What `dev/passdiff.py --stage llir` checks pass by pass,
kept in CI without the oracle."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ttopt import registry
from ttopt.backend import pipelines
from ttopt.backend.compile import StageRunner, compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation

HERE = Path(__file__).resolve().parents[1] / "Inputs" / "sm80_extra"
KERNELS = sorted(path.name.removesuffix(".llvm.mlir") for path in (HERE / "expected").glob("*.llvm.mlir"))


def _options(name: str) -> CompileOptions:
    launch = json.loads((HERE / "launch.json").read_text())[name]
    return CompileOptions(capability=80, line_info=False, **launch)


@pytest.mark.parametrize("name", KERNELS)
def test_ttgir_equals_triton(name: str) -> None:
    ttir = HERE / f"{name}.ttir"
    stages = compile_kernel(ttir.read_text(), _options(name), str(ttir), stop_after="ttgir")
    assert stages.ttgir == (HERE / "expected" / f"{name}.ttgir").read_text()


@pytest.mark.parametrize("name", KERNELS)
def test_llvm_dialect_equals_triton(name: str) -> None:
    ttgir = HERE / "expected" / f"{name}.ttgir"
    module = parse_buffer(registry.make_context(), ttgir.read_text(), str(ttgir))
    options = _options(name)
    StageRunner(options).run("make_llir", module, pipelines.make_llir(options))
    assert print_operation(module, PrintOptions()) == (HERE / "expected" / f"{name}.llvm.mlir").read_text()
