"""The road to a cubin that the ptxas tests share, for sm_80 and sm_90a.

A TTGIR kernel goes through ttopt's passes (by default the lowering and the LLVM-dialect
passes ttopt has: allocate-shared-memory-nv, convert-triton-gpu-to-llvm, canonicalize, cse,
symbol-dce, convert-nvvm-to-llvm), LLVM IR, llvmlite's O3 and NVPTX code generation with
Triton's settings, the PTX post-processing, and ptxas:

    compiled = ptx_pipeline.compile_ttgir(text, cc, name="kernel.ttgir")
    compiled = ptx_pipeline.compile_template(KERNEL, cc, name="kernel.ttgir")  # KERNEL.format(cc=cc)
    compiled.llir, compiled.ptx, compiled.cubin.cubin

Pass strings are formatted with the compute capability too (`{cc}`; braces of pass
options doubled). The tests import this module as `import ptx_pipeline`: pytest's default import
mode puts test/unit on sys.path.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import pytest
from xdsl.dialects.builtin import ModuleOp

from ttopt import registry
from ttopt.backend import ptx as ptx_backend
from ttopt.backend import ptxas
from ttopt.conversion.llvm_ir import translate_to_llvm_ir
from ttopt.ir.parser import parse_buffer
from ttopt.ir.verifier import verify
from ttopt.pass_manager import Instrumentation, PassManager, instantiate, parse_pass_argument

PTX_VERSION = 87
"""Triton 3.6's PTX ISA version (x10)."""

ALLOCATE_SHARED_MEMORY = "allocate-shared-memory-nv{{compute-capability={cc} ptx-version=87}}"
CONVERT_TRITON_GPU_TO_LLVM = "convert-triton-gpu-to-llvm{{compute-capability={cc} ptx-version=87}}"

LOWERING = (ALLOCATE_SHARED_MEMORY, CONVERT_TRITON_GPU_TO_LLVM)
"""convert-triton-gpu-to-llvm after the shared-memory allocation it needs."""

PASSES = (*LOWERING, "canonicalize", "cse", "symbol-dce", "convert-nvvm-to-llvm")
"""The lowering, then the LLVM-dialect passes ttopt has."""

MAKE_LLIR_PASSES = (
    ALLOCATE_SHARED_MEMORY,
    "tritongpu-global-scratch-memory-allocation",
    CONVERT_TRITON_GPU_TO_LLVM,
    "canonicalize",
    "cse",
    "convert-nv-gpu-to-llvm",
    "canonicalize",
    "cse",
    "symbol-dce",
    "convert-nvvm-to-llvm",
)
"""make_llir's passes from the shared-memory allocation on (global scratch, nvg ops)."""


def run_passes(text: str, cc: int, passes: Sequence[str] = PASSES, name: str = "kernel.ttgir") -> ModuleOp:
    """The module parsed from `text` (as file `name`) after `passes`, verified after each."""
    module = parse_buffer(registry.make_context(), text, name)
    pass_list = [instantiate(parse_pass_argument(p.format(cc=cc))) for p in passes]
    PassManager(pass_list, Instrumentation(verify=verify)).run(registry.make_context(), module)
    return module


def require_toolchain(needs_libdevice: bool = False) -> str | None:
    """Skip the test without llvmlite or ptxas, or without libdevice when the kernel needs it;
    the libdevice path otherwise (None when there is none)."""
    pytest.importorskip("llvmlite.binding")
    if ptxas.find_ptxas() is None:
        pytest.skip("ptxas not found")
    libdevice = ptx_backend.find_libdevice()
    if needs_libdevice and libdevice is None:
        pytest.skip("libdevice not found")
    return libdevice


def llvm_ir_to_ptx(llir: str, cc: int, libdevice: str | None) -> str:
    """llvmlite's O3 (libdevice linked when given), NVPTX code generation and post-processing."""
    target = ptx_backend.NVPTXTarget(cc, PTX_VERSION)
    optimized = ptx_backend.optimize_llvm_ir(llir, target, libdevice=libdevice)
    return ptx_backend.postprocess_ptx(ptx_backend.llvm_ir_to_ptx(optimized, target), target)


@dataclass(frozen=True)
class Compiled:
    """One kernel at every stage."""

    cc: int
    module: ModuleOp
    """The LLVM dialect after the passes."""
    llir: str
    ptx: str
    cubin: ptxas.CubinResult


def compile_ttgir(
    text: str, cc: int, *, passes: Sequence[str] = PASSES, name: str = "kernel.ttgir", needs_libdevice: bool = False
) -> Compiled:
    """`text` all the way to a cubin (the test skips where the toolchain is missing)."""
    libdevice = require_toolchain(needs_libdevice)
    module = run_passes(text, cc, passes, name)
    llir = translate_to_llvm_ir(module)
    ptx = llvm_ir_to_ptx(llir, cc, libdevice)
    return Compiled(cc, module, llir, ptx, ptxas.assemble(ptx, cc))


def compile_template(template: str, cc: int, **options) -> Compiled:
    """`compile_ttgir` of a kernel template: `{cc}` stands for the compute capability
    (other braces doubled)."""
    return compile_ttgir(template.format(cc=cc), cc, **options)


def assert_assembled(compiled: Compiled, *entries: str) -> None:
    """The PTX targets sm_80 or sm_90a, defines the kernels `entries`, and ptxas made an ELF."""
    cc = compiled.cc
    assert f".target sm_{cc}{'a' if cc >= 90 else ''}" in compiled.ptx
    for name in entries:
        assert f".entry {name}(" in compiled.ptx
    assert compiled.cubin.cubin[:4] == b"\x7fELF"


def entry(ptx: str, name: str) -> str:
    """The PTX of one kernel, from its `.entry` to the next one."""
    start = ptx.index(f".entry {name}(")
    end = ptx.find(".entry ", start + 1)
    return ptx[start:] if end < 0 else ptx[start:end]


def count(pattern: str, text: str) -> int:
    """How many times the regular expression `pattern` matches in `text`."""
    return len(re.findall(pattern, text))
