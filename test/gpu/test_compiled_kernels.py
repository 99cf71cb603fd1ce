"""GPU smoke tests of ttopt's compiler: TTIR compiled by ttopt (every stage, ttopt's passes, its
LLVM IR, llvmlite's PTX, ptxas's cubin), launched on this GPU, checked against torch.

Kernels: the corpus's non-matmul kernels (test/Inputs/corpus) and ttopt's own kernels
(test/Inputs/kernels: scan, atomics, histogram, gather, control flow, casts, libdevice), each
on several sizes with ragged tails. The target is this GPU's: cuda:90 on Hopper, else cuda:80.
"""

import json
from functools import cache
from pathlib import Path

import corpus_checks
import kernel_checks
import pytest

from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.runtime.launcher import CompiledKernel

INPUTS = Path(__file__).resolve().parent.parent / "Inputs"


@cache
def _compiled(ttir: Path, capability: int, num_warps: int) -> CompiledKernel:
    stages = compile_kernel(ttir.read_text(), CompileOptions(capability=capability, num_warps=num_warps), str(ttir))
    return CompiledKernel.from_metadata(stages.metadata, stages.cubin)


def _target(sm: int) -> int:
    return 90 if sm >= 90 else 80


def corpus_kernel(name: str, sm: int) -> CompiledKernel:
    capability = _target(sm)
    ttir = INPUTS / "corpus" / f"sm{capability}" / f"{name}.ttir"
    num_warps = json.loads(ttir.with_suffix(".meta.json").read_text())["num_warps"]
    return _compiled(ttir, capability, num_warps)


def own_kernel(name: str, sm: int) -> CompiledKernel:
    launch = json.loads((INPUTS / "kernels" / "launch.json").read_text())
    return _compiled(INPUTS / "kernels" / f"{name}.ttir", _target(sm), launch[name]["num_warps"])


@pytest.mark.parametrize("n", [16, 1024, 4096 + 16, 1 << 20])
def test_vecadd(n, sm, torch):
    corpus_checks.check_vecadd(corpus_kernel("vecadd", sm), n, torch)


@pytest.mark.parametrize("shape", [(1, 16), (37, 1008), (128, 1024)])
def test_softmax(shape, sm, torch):
    corpus_checks.check_softmax(corpus_kernel("softmax", sm), shape, torch)


@pytest.mark.parametrize("shape", [(3, 16), (64, 784)])
def test_layernorm(shape, sm, torch):
    corpus_checks.check_layernorm(corpus_kernel("layernorm", sm), shape, torch)


@pytest.mark.parametrize("shape", [(16, 1), (64, 1000), (256, 4096)])
def test_row_sum(shape, sm, torch):
    corpus_checks.check_row_sum(corpus_kernel("row_sum", sm), shape, torch)


def test_device_print(sm, torch, capfd):
    kernel_checks.check_device_print(corpus_kernel("device_print", sm), 128, torch, capfd)


@pytest.mark.parametrize("n", [1, 100, 1024])
def test_cumsum(n, sm, torch):
    kernel_checks.check_cumsum(own_kernel("cumsum", sm), n, torch)


@pytest.mark.parametrize("shape", [(4, 1), (8, 200), (64, 256)])
def test_scan_rows(shape, sm, torch):
    kernel_checks.check_scan_rows(own_kernel("scan_rows", sm), shape, torch)


@pytest.mark.parametrize("n", [7, 512, 100_003])
def test_atomics(n, sm, torch):
    kernel_checks.check_atomics(own_kernel("atomics", sm), n, torch)


@pytest.mark.parametrize("programs", [1, 4, 1000])
def test_atomic_cas(programs, sm, torch):
    kernel_checks.check_atomic_cas(own_kernel("atomic_cas", sm), programs, torch)


@pytest.mark.parametrize("n", [5, 1024, 65_537])
def test_histogram(n, sm, torch):
    kernel_checks.check_histogram(own_kernel("histogram", sm), n, torch)


@pytest.mark.parametrize("seed", [0, 1])
def test_gather(seed, sm, torch):
    kernel_checks.check_gather(own_kernel("gather", sm), seed, torch)


@pytest.mark.parametrize("n", [1, 300, 2048])
def test_collatz(n, sm, torch):
    kernel_checks.check_collatz(own_kernel("collatz", sm), n, torch)


@pytest.mark.parametrize("n", [3, 1024, 5000])
def test_casts(n, sm, torch):
    kernel_checks.check_casts(own_kernel("casts", sm), n, torch)


@pytest.mark.parametrize("n", [9, 4096 + 5])
def test_libdevice_math(n, sm, torch):
    kernel_checks.check_libdevice_math(own_kernel("libdevice_math", sm), n, torch)
