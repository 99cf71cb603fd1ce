"""Whole-kernel compiles of test/Inputs that several test files check, made once per process.

A Hopper kernel's compile (TTIR to cubin) takes 2-5 s, and four test files check parts of the
same compile: test_tritongpu_to_llvm_hopper_ptxas its PTX and cubin, test_ptx_line_info its
`.loc` lines, test_hopper_ttgir its TTGIR, test_runtime_tensor_descriptors its metadata (and
test_compile_kernels and test_ptx_line_info share the corpus kernels). `compiled` makes each
compile once per test process, with the options its launch file gives:

    stages = kernel_compiles.compiled("hopper", "matmul_f16")          # capability 90
    stages = kernel_compiles.compiled("corpus", "softmax", capability=80)

It compiles to the cubin (the TMA kernels to their LLVM IR) when llvmlite, ptxas and libdevice
are here, so that every test of a kernel gets the same compile; without them, a test that needs
only an earlier stage (`through="ttgir"`) gets a compile that stops there. The stages are
shared: tests read them and never change them. Under `pytest -n` (the README's test command),
`same_worker` and `kernel_params` mark a kernel's tests so that xdist's loadgroup scheduling
runs them in one process, which compiles the kernel once.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from ttopt.backend.compile import CompiledStages, CompileError, compile_kernel
from ttopt.backend.pipelines import CompileOptions

INPUTS = Path(__file__).resolve().parents[1] / "Inputs"
STAGES = ("ttir", "ttgir", "llir", "ptx", "cubin")


def launch_options(folder: str, name: str, capability: int) -> dict:
    """num_warps and friends: a corpus kernel's NAME.meta.json, else the folder's launch.json."""
    if folder == "corpus":
        meta = json.loads((INPUTS / "corpus" / f"sm{capability}" / f"{name}.meta.json").read_text())
        return {"num_warps": meta["num_warps"]}
    return json.loads((INPUTS / folder / "launch.json").read_text())[name]


def ttir_path(folder: str, name: str, capability: int) -> Path:
    if folder == "corpus":
        return INPUTS / "corpus" / f"sm{capability}" / f"{name}.ttir"
    return INPUTS / folder / f"{name}.ttir"


# How far the shared compile of a folder's kernels goes (else to the cubin): the TMA kernels'
# tests read at most their LLVM IR, and ptxas for sm_90a refuses the gather4 ones.
SHARED_DEPTH = {"tma": "llir"}


def compiled(folder: str, name: str, capability: int = 90, through: str = "cubin") -> CompiledStages:
    """The kernel's stages, at least through `through`; skips when the toolchain that PTX or a
    cubin needs is missing."""
    depth = SHARED_DEPTH.get(folder, "cubin")
    assert STAGES.index(through) <= STAGES.index(depth), f"{folder} kernels are compiled through {depth}"
    if _needs_toolchain(depth) and not toolchain_here():
        if _needs_toolchain(through):
            import ptx_pipeline

            ptx_pipeline.require_toolchain(needs_libdevice=True)  # skips, saying what is missing
        depth = through
    try:
        return _compile(folder, name, capability, depth)
    except CompileError:
        if depth == through:
            raise
        return _compile(folder, name, capability, through)  # a later stage fails: not this test's


def _needs_toolchain(stage: str) -> bool:
    return STAGES.index(stage) >= STAGES.index("ptx")


@cache
def toolchain_here() -> bool:
    import ptx_pipeline

    try:
        ptx_pipeline.require_toolchain(needs_libdevice=True)
    except pytest.skip.Exception:
        return False
    return True


@cache
def _compile(folder: str, name: str, capability: int, through: str) -> CompiledStages:
    path = ttir_path(folder, name, capability)
    options = CompileOptions(capability=capability, **launch_options(folder, name, capability))
    return compile_kernel(path.read_text(), options, str(path), stop_after=through)


def same_worker(folder: str, name: str, capability: int = 90):
    """The mark that puts a kernel's tests in one xdist worker (--dist loadgroup)."""
    return pytest.mark.xdist_group(f"{folder}/{name}/{capability}")


def kernel_params(folder: str, names, capability: int = 90) -> list:
    """`names` as parameters, each marked to run where the kernel's other tests run."""
    return [pytest.param(name, marks=same_worker(folder, name, capability), id=name) for name in names]
