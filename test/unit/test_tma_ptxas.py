"""Hopper TMA kernels, from Triton 3.6's final TTGIR through ttopt's make_llir to PTX and ptxas.

Each kernel of test/Inputs/tma (kernels.py: host descriptors in a matmul, a persistent
matmul and flash attention, a device-built descriptor, gather/scatter) starts from the TTGIR
the real Triton 3.6 makes for cuda:90 (expected/K.ttgir) and goes through ttopt's make_llir
passes (the mbarrier, TMA and tensormap lowerings, convert-nv-gpu-to-llvm, ...), the LLVM IR
translation, llvmlite's O3 and NVPTX code generation, and ptxas for sm_90a:

- the kernel takes its host-built descriptors as Triton 3.6 does: 128-byte byval parameters,
  64-byte aligned, `nvvm.grid_constant` (expected/K.llir);
- the PTX issues as many TMA copies, reductions, mbarrier operations, proxy fences, tensormap
  instructions and bulk-group commits and waits as Triton 3.6's PTX (expected/K.ptx);
- ptxas accepts it for sm_90a. gather4/scatter4 need sm_100: ptxas rejects that kernel for
  sm_90a exactly as it rejects Triton 3.6's own PTX for it.

Skips where llvmlite, ptxas or libdevice are missing. Slow: seconds to a minute a kernel.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import ptx_pipeline
import pytest
from ptx_pipeline import count

from ttopt import registry
from ttopt.backend import pipelines, ptxas
from ttopt.backend.compile import StageRunner
from ttopt.backend.pipelines import CompileOptions
from ttopt.conversion.llvm_ir import translate_to_llvm_ir
from ttopt.ir.parser import parse_buffer
from ttopt.ir.verifier import verify

TMA = Path(__file__).resolve().parents[1] / "Inputs" / "tma"
LAUNCH = json.loads((TMA / "launch.json").read_text())
NEEDS_SM100 = {"gather_scatter"}
"""Kernels whose PTX (Triton's too) uses instructions sm_90a lacks."""

TMA_INSTRUCTIONS = (
    r"cp\.async\.bulk\.tensor\.",
    r"cp\.reduce\.async\.bulk\.tensor\.",
    r"mbarrier\.init\.",
    r"mbarrier\.inval\.",
    r"mbarrier\.arrive\.expect_tx\.",
    r"mbarrier\.arrive\.",
    r"mbarrier\.try_wait\.parity\.",
    r"fence\.proxy\.",
    r"tensormap\.",
    r"cp\.async\.bulk\.commit_group",
    r"cp\.async\.bulk\.wait_group",
)
BYVAL_DESCRIPTOR = 'ptr byval([128 x i8]) align 64 "nvvm.grid_constant"'


def expected(name: str, suffix: str) -> str:
    return (TMA / "expected" / f"{name}.{suffix}").read_text()


def make_llir(name: str) -> tuple[str, CompileOptions]:
    """Triton 3.6's TTGIR of `name` through ttopt's make_llir passes, as LLVM IR text."""
    options = CompileOptions(capability=90, **LAUNCH[name])
    module = parse_buffer(registry.make_context(), expected(name, "ttgir"), f"{name}.ttgir")
    verify(module)
    StageRunner(options).run("make_llir", module, pipelines.make_llir(options))
    return translate_to_llvm_ir(module), options


@pytest.mark.parametrize("name", list(LAUNCH))
def test_tma_kernel_assembles_as_triton_does(name: str):
    libdevice = ptx_pipeline.require_toolchain(needs_libdevice=True)
    llir, options = make_llir(name)
    assert llir.count(BYVAL_DESCRIPTOR) == expected(name, "llir").count(BYVAL_DESCRIPTOR)
    ptx = ptx_pipeline.llvm_ir_to_ptx(llir, options.capability, libdevice)
    assert ".target sm_90a" in ptx
    assert f".entry {name}(" in ptx
    upstream = expected(name, "ptx")
    for pattern in TMA_INSTRUCTIONS:
        assert count(pattern, ptx) == count(pattern, upstream), pattern
    if name in NEEDS_SM100:
        for text in (ptx, upstream):
            with pytest.raises(ptxas.PTXASError, match=r"gather4.*requires \.target sm_100"):
                ptxas.assemble(text, options.capability)
        return
    assert ptxas.assemble(ptx, options.capability).cubin[:4] == b"\x7fELF"


def test_descriptor_parameters_are_byval_in_the_ptx():
    """The host descriptors stay in the parameter space: `.param .align 64 .b8 x[128]`, read
    through its generic address (cvta.param), never copied to local memory."""
    libdevice = ptx_pipeline.require_toolchain(needs_libdevice=True)
    llir, options = make_llir("gather_scatter")
    ptx = ptx_pipeline.llvm_ir_to_ptx(llir, options.capability, libdevice)
    parameters = re.findall(r"\.param \.align 64 \.b8 gather_scatter_param_\d+\[128\]", ptx)
    assert len(parameters) == 2
    assert count(r"cvta\.param\.u64", ptx) == count(r"cvta\.param\.u64", expected("gather_scatter", "ptx"))
    assert ".local" not in ptx
