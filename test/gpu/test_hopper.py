"""The Hopper dot kernels (test/Inputs/hopper) compiled by ttopt for cuda:90, launched.

Every stage is ttopt's: make_ttgir with mma v3 and the wgmma pipeliner, make_llir with the wgmma
lowering, llvmlite's PTX, ptxas's sm_90a cubin. Each kernel runs on shapes with ragged tails and
must match a float64 torch reference (relative Frobenius error under the kernel's bound), write
every element of its output and nothing past it (the poisoned row padding stays poisoned), and
give the same bits as Triton 3.6's own PTX for the kernel (expected/K.ptx, stored in the repo,
loaded through the driver) on the same inputs. Needs sm_90 (wgmma).
"""

import json
from functools import cache
from pathlib import Path

import hopper_checks
import pytest

from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.runtime.launcher import CompiledKernel, synchronize

HOPPER = Path(__file__).resolve().parent.parent / "Inputs" / "hopper"
LAUNCH = json.loads((HOPPER / "launch.json").read_text())

MATMUL_SHAPES = [(77, 48, 16), (300, 272, 208), (1000, 512, 1024)]
SHAPES = {
    "matmul_f16": MATMUL_SHAPES,
    "matmul_f16_unaligned": [(77, 45, 13), (301, 259, 203), (999, 517, 1001)],
    "matmul_bf16": MATMUL_SHAPES,
    "matmul_tf32": MATMUL_SHAPES,
    "matmul_fp8e4m3": MATMUL_SHAPES,
    "matmul_fp8e5m2": MATMUL_SHAPES,
    "matmul_epilogue": MATMUL_SHAPES,
    "matmul_stages4": MATMUL_SHAPES,
    "matmul_stages2": MATMUL_SHAPES,
    "dot_a_regs": MATMUL_SHAPES,
    "batched_matmul": [(1, 77, 48, 16), (3, 300, 272, 208)],
    "batched_dot3d": [(2, 77, 48, 16), (6, 300, 64, 208)],
    "attention_fwd": [(1, 1), (2, 77), (3, 1000)],
    "matmul_i8": MATMUL_SHAPES,
    "matmul_f16acc": MATMUL_SHAPES,
    "matmul_at": MATMUL_SHAPES,
    "matmul_fp8_mixed": MATMUL_SHAPES,
    "matmul_small": MATMUL_SHAPES,
    "attention_causal": [(1,), (77,), (1000,)],
}
CASES = [(name, shape) for name in LAUNCH for shape in SHAPES[name]]


@cache
def ttopt_kernel(name: str) -> CompiledKernel:
    ttir = HOPPER / f"{name}.ttir"
    stages = compile_kernel(ttir.read_text(), CompileOptions(capability=90, **LAUNCH[name]), str(ttir))
    return CompiledKernel.from_metadata(stages.metadata, stages.cubin)


@cache
def triton_kernel(name: str) -> CompiledKernel:
    """Triton 3.6's PTX for the same TTIR, with Triton's shared-memory size; the driver JITs it."""
    ours = ttopt_kernel(name)
    shared = json.loads((HOPPER / "expected" / f"{name}.meta.json").read_text())["shared"]
    ptx = (HOPPER / "expected" / f"{name}.ptx").read_bytes() + b"\0"
    return CompiledKernel(ours.name, ptx, ours.num_warps, shared, ours.parameters)


def _run(kernel: CompiledKernel, problem: hopper_checks.Problem):
    kernel[problem.grid](*problem.args)
    synchronize()
    return problem.output.clone()


@pytest.mark.parametrize("name, shape", CASES, ids=[f"{n}-{'x'.join(map(str, s))}" for n, s in CASES])
def test_hopper_kernel(name, shape, sm, torch):
    if sm < 90 or sm >= 100:
        pytest.skip("wgmma needs sm_90")
    torch.manual_seed(sum(shape))
    problem = hopper_checks.problem(name, shape, torch)
    poisoned = problem.output.clone()
    ours = _run(ttopt_kernel(name), problem)
    unwritten = hopper_checks.is_poison(torch, problem.output)
    assert not hopper_checks.is_poison(torch, problem.written).any(), "an output element was not written"
    assert unwritten.sum() == problem.output.numel() - problem.written.numel(), "wrote past the tile"
    error = hopper_checks.relative_error(torch, problem)
    assert error < problem.tolerance, f"relative error {error:.2e}"
    problem.output.copy_(poisoned)
    theirs = _run(triton_kernel(name), problem)
    assert torch.equal(ours.view(torch.uint8), theirs.view(torch.uint8)), "bits differ from Triton 3.6's build"
