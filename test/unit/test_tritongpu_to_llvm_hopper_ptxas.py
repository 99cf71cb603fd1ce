"""Hopper's wgmma kernels, from Triton 3.6's TTIR to a cubin for sm_90a, every stage ttopt's.

Each kernel of test/Inputs/hopper (generate.py: f16, bf16, tf32, fp8 e4m3/e5m2 matmuls, a
bias+GELU epilogue, batched dots, flash attention, a dot with A in registers, 2 and 4 stages,
and a matmul whose sizes are all unaligned) goes through `compile_kernel` for cuda:90:
make_ttgir (mma v3, the wgmma pipeliner, fence insertion), make_llir (the wgmma lowering and
convert-nv-gpu-to-llvm's inline PTX), llvmlite's O3 and NVPTX code generation, and ptxas.

- the TTGIR equals the real Triton 3.6's (expected/K.ttgir), locations included;
- the shared memory equals Triton's (expected/K.meta.json);
- ptxas accepts the PTX for sm_90a, and the PTX issues as many wgmma instructions, fences,
  commits and waits as Triton 3.6's PTX (expected/K.ptx).

Skips where llvmlite, ptxas or libdevice are missing. Slow: about ten seconds a kernel.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import ptx_pipeline
import pytest
from kernel_compiles import compiled, kernel_params
from ptx_pipeline import count

HOPPER = Path(__file__).resolve().parents[1] / "Inputs" / "hopper"
LAUNCH = json.loads((HOPPER / "launch.json").read_text())

# What the wgmma lowering puts in the PTX, counted in Triton 3.6's PTX and in ttopt's.
WGMMA_INSTRUCTIONS = (
    r"wgmma\.mma_async\.sync\.aligned",
    r"wgmma\.fence\.sync\.aligned",
    r"wgmma\.commit_group\.sync\.aligned",
    r"wgmma\.wait_group\.sync\.aligned",
    r"fence\.proxy\.async",
)


def expected(name: str, suffix: str) -> str:
    return (HOPPER / "expected" / f"{name}.{suffix}").read_text()


@pytest.mark.parametrize("name", kernel_params("hopper", LAUNCH))
def test_hopper_kernel_compiles_as_triton_does(name: str):
    ptx_pipeline.require_toolchain(needs_libdevice=True)
    stages = compiled("hopper", name)  # shared with test_ptx_line_info and test_hopper_ttgir
    assert stages.ttgir == expected(name, "ttgir")
    assert stages.metadata["shared"] == json.loads(expected(name, "meta.json"))["shared"]
    assert ".target sm_90a" in stages.ptx
    entry = re.search(r"tt\.func public @(\w+)", stages.ttgir).group(1)  # matmul_f16_unaligned's is matmul_f16
    assert f".entry {entry}(" in stages.ptx
    assert stages.cubin[:4] == b"\x7fELF"
    upstream = expected(name, "ptx")
    for pattern in WGMMA_INSTRUCTIONS:
        assert count(pattern, stages.ptx) == count(pattern, upstream), pattern
