"""The launcher runs kernels compiled by real Triton 3.6 (the corpus PTX, assembled by ptxas):
this checks the runtime on its own, apart from ttopt's compiler."""

import json
import shutil
import subprocess
from pathlib import Path

import corpus_checks
import pytest

from ttopt.runtime.arguments import Parameter
from ttopt.runtime.launcher import CompiledKernel

CORPUS = Path(__file__).resolve().parent.parent / "Inputs" / "corpus"

SIGNATURES = {
    "vecadd": [("x_ptr", "!tt.ptr<f32>", 16), ("y_ptr", "!tt.ptr<f32>", 16), ("out_ptr", "!tt.ptr<f32>", 16),
               ("n", "i32", 16)],
    "softmax": [("out_ptr", "!tt.ptr<f32>", 16), ("in_ptr", "!tt.ptr<f32>", 16), ("in_stride", "i32", 16),
                ("out_stride", "i32", 16), ("n_cols", "i32", 16)],
    "layernorm": [("X", "!tt.ptr<f16>", 16), ("Y", "!tt.ptr<f16>", 16), ("W", "!tt.ptr<f16>", 16),
                  ("B", "!tt.ptr<f16>", 16), ("stride", "i32", 16), ("N", "i32", 16), ("eps", "f32", 1)],
    "row_sum": [("X", "!tt.ptr<f32>", 16), ("Y", "!tt.ptr<f32>", 16), ("stride", "i32", 16), ("N", "i32", 1)],
}


def triton_kernel(name: str, sm: int, tmp_path: Path) -> CompiledKernel:
    target = "sm90" if sm >= 90 else "sm80"
    ptx = CORPUS / target / f"{name}.ptx"
    cubin = tmp_path / f"{name}.cubin"
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    arch = "sm_90a" if sm >= 90 else f"sm_{sm}"
    subprocess.run([ptxas, f"--gpu-name={arch}", str(ptx), "-o", str(cubin)], check=True)
    metadata = json.loads((CORPUS / target / f"{name}.meta.json").read_text())
    metadata["parameters"] = [Parameter(*p).__dict__ for p in SIGNATURES[name]]
    return CompiledKernel.from_metadata(metadata, cubin.read_bytes())


@pytest.mark.parametrize("n", [16, 1024, 4096 + 16, 1 << 20])
def test_vecadd(n, sm, torch, tmp_path):
    corpus_checks.check_vecadd(triton_kernel("vecadd", sm, tmp_path), n, torch)


@pytest.mark.parametrize("shape", [(1, 16), (37, 1008), (128, 1024)])
def test_softmax(shape, sm, torch, tmp_path):
    corpus_checks.check_softmax(triton_kernel("softmax", sm, tmp_path), shape, torch)


@pytest.mark.parametrize("shape", [(3, 16), (64, 784)])
def test_layernorm(shape, sm, torch, tmp_path):
    corpus_checks.check_layernorm(triton_kernel("layernorm", sm, tmp_path), shape, torch)


@pytest.mark.parametrize("shape", [(16, 1), (64, 1000), (256, 4096)])
def test_row_sum(shape, sm, torch, tmp_path):
    corpus_checks.check_row_sum(triton_kernel("row_sum", sm, tmp_path), shape, torch)


def test_misaligned_size_is_refused_before_launch(sm, torch, tmp_path):
    kernel = triton_kernel("vecadd", sm, tmp_path)
    x = torch.zeros(100, device="cuda")
    with pytest.raises(TypeError, match="divisible by 16, got 100"):
        kernel[1](x, x, x, 100)
