"""The tensor-descriptor kernels (test/Inputs/tma) launched with host-side descriptors.

Two builds of each kernel run through ttopt's runtime (ttopt.runtime: TensorDescriptor,
CUtensorMap encoding, the kernel ABI): Triton 3.6's own PTX for it (expected/K.ptx, the
driver JITs it) with Triton's metadata (test/Inputs/tensordesc_meta/expected.json), which
checks the runtime apart from ttopt's compiler, and ttopt's build for cuda:90 (every stage
ttopt's, with the tensordesc_meta its compile records), which must match a torch reference,
write nothing past the descriptors' shapes and give the same bits as Triton's build; and
ttopt's build for cuda:80 (descriptors rewritten to pointers, so the runtime passes them
decomposed: base, sizes, strides, padding flag), its PTX JIT-compiled by the driver. Shapes
are ragged (tma_checks.py). Needs sm_90 (TMA). gather_scatter is skipped: Triton 3.6 lowers its
descriptor gather and scatter for cuda:90 to `.tile::gather4`/`.tile::scatter4` TMA, which
ptxas accepts only for sm_100, so neither its build nor ttopt's (the same PTX) assembles.
"""

import json
from functools import cache
from pathlib import Path

import pytest
import tma_checks

from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.runtime.arguments import Parameter
from ttopt.runtime.launcher import CompiledKernel, synchronize

INPUTS = Path(__file__).resolve().parent.parent / "Inputs"
TMA = INPUTS / "tma"
LAUNCH = json.loads((TMA / "launch.json").read_text())
TRITON_METADATA = json.loads((INPUTS / "tensordesc_meta" / "expected.json").read_text())

MATMUL_SHAPES = [(77, 48, 16), (300, 272, 200), (1000, 520, 1000)]
SHAPES = {
    "desc_matmul": MATMUL_SHAPES,
    "persistent_matmul": MATMUL_SHAPES,
    "persistent_matmul_flat": MATMUL_SHAPES + [(2000, 1800, 520)],
    "persistent_matmul_subtile": MATMUL_SHAPES + [(2000, 1800, 520)],
    "attention_desc": [(1, 64), (1, 192), (2, 256), (3, 1024)],
    "device_desc_scale": [(77, 40), (300, 1000)],
    "gather_scatter": [(64, 80, 8), (1000, 272, 50)],
}
CASES = [(name, shape) for name in LAUNCH for shape in SHAPES[name]]
IDS = [f"{n}-{'x'.join(map(str, s))}" for n, s in CASES]


def _options(name: str, capability: int = 90) -> CompileOptions:
    return CompileOptions(capability=capability, **LAUNCH[name])


@cache
def ttopt_kernel(name: str) -> CompiledKernel:
    ttir = TMA / f"{name}.ttir"
    stages = compile_kernel(ttir.read_text(), _options(name), str(ttir))
    return CompiledKernel.from_metadata(stages.metadata, stages.cubin)


@cache
def ttopt_pointer_kernel(name: str) -> CompiledKernel:
    """ttopt's cuda:80 build: no TMA, its PTX JIT-compiled for the GPU at hand."""
    ttir = TMA / f"{name}.ttir"
    stages = compile_kernel(ttir.read_text(), _options(name, 80), str(ttir), stop_after="ptx")
    return CompiledKernel.from_metadata(stages.metadata, stages.ptx.encode() + b"\0")


@cache
def parameters(name: str) -> list[Parameter]:
    """The kernel's parameters as ttopt-compile records them (its TTIR's arguments)."""
    ttir = TMA / f"{name}.ttir"
    stages = compile_kernel(ttir.read_text(), _options(name), str(ttir), stop_after="ttir")
    return [Parameter(**p) for p in stages.metadata["parameters"]]


@cache
def triton_kernel(name: str) -> CompiledKernel:
    """Triton 3.6's PTX for the kernel with Triton's metadata; the driver JITs the PTX."""
    meta = json.loads((TMA / "expected" / f"{name}.meta.json").read_text())
    ptx = (TMA / "expected" / f"{name}.ptx").read_bytes() + b"\0"
    return CompiledKernel(name, ptx, meta["num_warps"], meta["shared"], parameters(name), **TRITON_METADATA[name])


def _run(kernel: CompiledKernel, problem):
    kernel[problem.grid](*problem.args)
    synchronize()
    return problem.output.clone()


SM100_ONLY = {"gather_scatter": "Triton 3.6's cuda:90 PTX for it uses .tile::gather4/scatter4 (sm_100 only)"}


@pytest.fixture
def hopper(sm, name):
    if sm < 90 or sm >= 100:
        pytest.skip("TMA kernels compiled for cuda:90 need sm_90")
    if name in SM100_ONLY:
        pytest.skip(SM100_ONLY[name])


@pytest.mark.parametrize("name, shape", CASES, ids=IDS)
def test_triton_build_through_ttopt_runtime(name, shape, hopper, torch):
    torch.manual_seed(sum(shape))
    problem = tma_checks.problem(name, shape, torch)
    _run(triton_kernel(name), problem)
    tma_checks.check(torch, problem)


@pytest.mark.parametrize("name, shape", CASES, ids=IDS)
def test_tma_kernel(name, shape, hopper, torch):
    torch.manual_seed(sum(shape))
    problem = tma_checks.problem(name, shape, torch)
    poisoned = problem.output.clone()
    ours = _run(ttopt_kernel(name), problem)
    tma_checks.check(torch, problem)
    problem.output.copy_(poisoned)
    theirs = _run(triton_kernel(name), problem)
    assert torch.equal(ours.view(torch.int16), theirs.view(torch.int16)), "bits differ from Triton 3.6's build"


@pytest.mark.parametrize("name, shape", CASES, ids=IDS)
def test_cuda80_build_takes_decomposed_descriptors(name, shape, torch):
    torch.manual_seed(sum(shape))
    problem = tma_checks.problem(name, shape, torch)
    _run(ttopt_pointer_kernel(name), problem)
    tma_checks.check(torch, problem)
