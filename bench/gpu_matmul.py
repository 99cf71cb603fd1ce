"""GPU benchmark: matmuls compiled by ttopt and by Triton 3.6 from the same TTIR, in one run.

    python bench/gpu_matmul.py [--target cuda:90] [--size 8192] [--repeat 50] [KERNEL ...]

For cuda:90 (the default on Hopper) the kernels are the corpus matmul
(test/Inputs/corpus/sm90/matmul.ttir: f16, 128x128x64 tiles, 8 warps, 3 stages) and the
matmuls of test/Inputs/hopper (f16, bf16, tf32, fp8 e4m3, e5m2 and mixed, int8, an fp16
accumulator, A transposed, a bias+GELU epilogue, 2 and 4 stages, a 64x32 tile, A in
registers), all wgmma kernels; for cuda:80 the corpus's sm80 matmul (mma v2),
loaded as PTX so that it runs on any newer GPU. Each TTIR is compiled twice: by ttopt
(ttopt.backend.compile, every stage) and by `triton.compile` (else Triton 3.6's stored PTX for
it, assembled by the driver). Both cubins are launched through ttopt.runtime on the same
square problem (random data), timed with CUDA events in alternating rounds; the table gives
the median milliseconds, TFLOP/s (TOP/s for int8), and the ratio Triton time / ttopt time.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import torch
from gpu_kernels import time_pair, triton_kernel, ttopt_kernel

from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.runtime.launcher import CompiledKernel

ROOT = Path(__file__).resolve().parent.parent
INPUTS = ROOT / "test" / "Inputs"
sys.path.insert(0, str(ROOT / "test" / "gpu"))
import hopper_checks  # (the kernels' arguments and grids, shared with the GPU tests)

HOPPER_MATMULS = ["matmul_f16", "matmul_bf16", "matmul_tf32", "matmul_fp8e4m3", "matmul_fp8e5m2", "matmul_fp8_mixed",
                  "matmul_i8", "matmul_f16acc", "matmul_at", "matmul_epilogue", "matmul_stages4", "matmul_stages2",
                  "matmul_small", "dot_a_regs"]


def corpus_matmul(capability: int) -> tuple[Path, Path, CompileOptions]:
    ttir = INPUTS / "corpus" / f"sm{capability}" / "matmul.ttir"
    num_warps = json.loads(ttir.with_suffix(".meta.json").read_text())["num_warps"]
    return ttir, ttir.with_suffix(""), CompileOptions(capability=capability, num_warps=num_warps)


def hopper_matmul(name: str) -> tuple[Path, Path, CompileOptions]:
    launch = json.loads((INPUTS / "hopper" / "launch.json").read_text())[name]
    return INPUTS / "hopper" / f"{name}.ttir", INPUTS / "hopper" / "expected" / name, CompileOptions(90, **launch)


def ptx_kernels(ttir: Path, stored: Path, options: CompileOptions) -> tuple[CompiledKernel, CompiledKernel, str]:
    """cuda:80: both as PTX (an sm_80 cubin does not load on newer GPUs)."""
    stages = compile_kernel(ttir.read_text(), options, str(ttir), stop_after="ptx")
    ours = CompiledKernel.from_metadata(stages.metadata, stages.ptx.encode() + b"\0")
    shared = json.loads(stored.with_suffix(".meta.json").read_text())["shared"]
    theirs = CompiledKernel(ours.name, stored.with_suffix(".ptx").read_bytes() + b"\0", ours.num_warps, shared,
                            ours.parameters)
    return ours, theirs, "stored PTX, driver JIT"


def benchmark(label: str, name: str, kernels, n: int, repeat: int) -> float:
    ours, theirs, how = kernels
    problem = hopper_checks.problem(name, (n, n, n), torch)
    ours_ms, theirs_ms = time_pair(lambda: ours[problem.grid](*problem.args),
                                   lambda: theirs[problem.grid](*problem.args), repeat)
    tflops = 2 * n**3 / 1e9
    ratio = theirs_ms / ours_ms
    print(f"{label:16s} {ours_ms:9.4f} {theirs_ms:9.4f} {tflops / ours_ms:8.1f} {tflops / theirs_ms:8.1f} "
          f"{ratio:6.3f}   (triton: {how})")
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default=None, help="cuda:80 or cuda:90 (default: this GPU's)")
    parser.add_argument("--size", type=int, default=8192)
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("kernels", nargs="*", help="corpus and/or test/Inputs/hopper kernel names")
    args = parser.parse_args()
    major = torch.cuda.get_device_capability()[0]
    capability = int(args.target[5:]) if args.target else (90 if major == 9 else 80)
    names = args.kernels or (["corpus"] + HOPPER_MATMULS if capability == 90 else ["corpus"])
    n = args.size
    print(f"{torch.cuda.get_device_name()}  cuda:{capability}  {n}x{n}x{n}, median of {args.repeat} launches x 3 rounds")
    print(f"{'kernel':16s} {'ttopt ms':>9s} {'triton ms':>9s} {'ttopt TF':>8s} {'triton TF':>8s} {'ratio':>6s}")
    ratios = []
    for name in names:
        ttir, stored, options = corpus_matmul(capability) if name == "corpus" else hopper_matmul(name)
        if capability == 80:
            kernels = ptx_kernels(ttir, stored, options)
        else:
            ours = ttopt_kernel(ttir, options)
            kernels = (ours, *triton_kernel(ttir, options, ours, stored))
        ratios.append(benchmark(f"{name} ({ttir.parent.name})" if name == "corpus" else name,
                                "matmul_f16" if name == "corpus" else name, kernels, n, args.repeat))
    print(f"ratio = triton time / ttopt time (>= 1: ttopt as fast or faster); lowest {min(ratios):.3f}")


if __name__ == "__main__":
    main()
