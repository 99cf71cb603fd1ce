"""The corpus matmul (f16, 128x128x64 tiles, 8 warps) compiled by ttopt for cuda:80, launched.

Its whole compile is ttopt's: make_ttgir with accelerate-matmul (mma v2), software pipelining
(cp.async, 3 stages) and prefetch, then the mma.sync/ldmatrix/cp.async lowering. The kernel is
loaded as PTX, which the driver compiles for the GPU at hand (an sm_80 cubin does not run on
Hopper), and checked against torch on sizes with ragged tails in M, N and K. The cuda:90
(wgmma) matmuls are in test_hopper.py.
"""

import json
from functools import cache
from pathlib import Path

import corpus_checks
import pytest

from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.runtime.launcher import CompiledKernel

TTIR = Path(__file__).resolve().parent.parent / "Inputs" / "corpus" / "sm80" / "matmul.ttir"


@cache
def matmul_kernel() -> CompiledKernel:
    num_warps = json.loads(TTIR.with_suffix(".meta.json").read_text())["num_warps"]
    options = CompileOptions(capability=80, num_warps=num_warps)
    stages = compile_kernel(TTIR.read_text(), options, str(TTIR), stop_after="ptx")
    return CompiledKernel.from_metadata(stages.metadata, stages.ptx.encode() + b"\0")


@pytest.mark.parametrize("shape", [(128, 128, 64), (16, 32, 16), (272, 400, 528), (1024, 1024, 1024)])
def test_matmul(shape, sm, torch):
    if sm < 80:
        pytest.skip("mma v2 needs sm_80 or newer")
    corpus_checks.check_matmul(matmul_kernel(), shape, torch)
