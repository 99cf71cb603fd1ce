"""GPU benchmark: the corpus matmul for cuda:80, compiled by ttopt and by Triton 3.6.

    python bench/gpu_matmul.py [--size 4096] [--repeat 100]     # on a machine with a GPU

Both compiles start from test/Inputs/corpus/sm80/matmul.ttir (f16, 128x128x64 tiles, 8 warps,
3 stages). Both kernels are loaded as PTX, so the driver compiles them for the GPU at hand
(an sm_80 cubin would not run on Hopper), and both are launched through ttopt.runtime on
the same square problem. The benchmark prints the median time of each, TFLOP/s, and the
ratio. Triton's PTX comes from `triton.compile` when Triton is installed, otherwise from the
corpus's matmul.ptx.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import torch
from gpu_kernels import time_ms

from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.runtime.launcher import CompiledKernel

TTIR = Path(__file__).resolve().parent.parent / "test" / "Inputs" / "corpus" / "sm80" / "matmul.ttir"
BM = BN = 128


def ttopt_ptx(options: CompileOptions) -> tuple[str, dict]:
    stages = compile_kernel(TTIR.read_text(), options, str(TTIR), stop_after="ptx")
    return stages.ptx, stages.metadata


def triton_ptx(options: CompileOptions) -> tuple[str, int, str]:
    """PTX, shared-memory bytes, and where they came from."""
    try:
        import triton
        from triton.backends.compiler import GPUTarget
    except ImportError:
        meta = json.loads(TTIR.with_suffix(".meta.json").read_text())
        return TTIR.with_suffix(".ptx").read_text(), meta["shared"], "corpus PTX"
    compiled = triton.compile(
        str(TTIR),
        target=GPUTarget("cuda", options.capability, 32),
        options={"num_warps": options.num_warps, "num_stages": options.num_stages},
    )
    return compiled.asm["ptx"], compiled.metadata.shared, "triton.compile"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=4096)
    parser.add_argument("--repeat", type=int, default=100)
    args = parser.parse_args()
    num_warps = json.loads(TTIR.with_suffix(".meta.json").read_text())["num_warps"]
    options = CompileOptions(capability=80, num_warps=num_warps)
    ptx, metadata = ttopt_ptx(options)
    ours = CompiledKernel.from_metadata(metadata, ptx.encode() + b"\0")
    their_ptx, their_shared, how = triton_ptx(options)
    theirs = CompiledKernel.from_metadata({**metadata, "shared": their_shared}, their_ptx.encode() + b"\0")

    n = args.size
    a, b = (torch.randn(n, n, device="cuda", dtype=torch.float16) for _ in range(2))
    c = torch.empty(n, n, device="cuda", dtype=torch.float16)
    grid = (n // BM) * (n // BN)
    arguments = (a, b, c, n, n, n, n, n, n)
    ours_ms = time_ms(lambda: ours[grid](*arguments), args.repeat)
    theirs_ms = time_ms(lambda: theirs[grid](*arguments), args.repeat)
    tflops = 2 * n**3 / 1e9
    print(f"{torch.cuda.get_device_name()}  matmul {n}x{n}x{n} f16, cuda:80 PTX, median of {args.repeat}")
    print(f"ttopt  {ours_ms:8.4f} ms  {tflops / ours_ms:6.1f} TFLOP/s")
    print(f"triton {theirs_ms:8.4f} ms  {tflops / theirs_ms:6.1f} TFLOP/s   ({how})")
    print(f"ratio (triton time / ttopt time) {theirs_ms / ours_ms:.3f}")


if __name__ == "__main__":
    main()
