"""GPU benchmark: tensor-descriptor (TMA) kernels compiled by ttopt and by Triton 3.6 from the
same TTIR, and the persistent TMA matmul against cuBLAS.

    python bench/gpu_tma.py [--size 8192] [--heads 32] [--seq-len 4096] [--repeat 50]

The kernels are test/Inputs/tma's desc_matmul (TMA loads pipelined with mbarriers, a descriptor
store epilogue), persistent_matmul (132 programs walking the 128x128 output tiles, B stored
N x K), persistent_matmul_flat (128x256 tiles in groups of 8 tile rows, the tile loop
flattened into the K loop), persistent_matmul_subtile (the tuned one: grouped 128x256 tiles,
4 stages, the epilogue stored as two halves) and attention_desc (flash attention with
descriptors), each compiled for cuda:90 by ttopt (every stage) and by `triton.compile` (else
Triton 3.6's stored PTX). Both are launched through ttopt.runtime with host-side descriptors
(ttopt.runtime.TensorDescriptor, CUtensorMaps encoded with cuTensorMapEncodeTiled) over the
same random fp16 data, timed with CUDA events in alternating rounds. The matmuls run twice: on
tma_checks' row-padded tensors (as the GPU tests take them) and on contiguous ones; cuBLAS is
torch.matmul of contiguous A and B^T. gather_scatter is left out: Triton 3.6's Hopper build of
it uses the sm_100 gather4/scatter4 forms, which no Hopper runs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import torch
from gpu_kernels import compiled_pair, time_pair

ROOT = Path(__file__).resolve().parent.parent
TMA = ROOT / "test" / "Inputs" / "tma"
sys.path.insert(0, str(ROOT / "test" / "gpu"))
import tma_checks  # (the kernels' descriptors, arguments and grids, shared with the GPU tests)


def row(label: str, kernels, problem, flops: float, repeat: int) -> tuple[float, float]:
    ours, theirs, _ = kernels
    ours_ms, theirs_ms = time_pair(lambda: ours[problem.grid](*problem.args),
                                   lambda: theirs[problem.grid](*problem.args), repeat)
    tflops = flops / 1e9
    print(f"{label:34s} {ours_ms:9.4f} {theirs_ms:9.4f} {tflops / ours_ms:8.1f} {tflops / theirs_ms:8.1f} "
          f"{theirs_ms / ours_ms:6.3f}")
    return ours_ms, theirs_ms / ours_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=8192)
    parser.add_argument("--heads", type=int, default=32)
    parser.add_argument("--seq-len", type=int, default=4096)
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    n = args.size
    names = ("desc_matmul", "persistent_matmul", "persistent_matmul_flat", "persistent_matmul_subtile")
    kernels = {name: compiled_pair(TMA, name) for name in (*names, "attention_desc")}
    print(f"{torch.cuda.get_device_name()}  cuda:90, median of {args.repeat} launches x 3 rounds "
          f"(triton: {kernels['desc_matmul'][2]})")
    print(f"{'kernel':34s} {'ttopt ms':>9s} {'triton ms':>9s} {'ttopt TF':>8s} {'triton TF':>8s} {'ratio':>6s}")
    flops = 2 * n**3
    ratios, cublas_rows = [], []  # cublas_rows: (persistent kernel, its contiguous problem)
    for name in names:
        for padded in (True, False):
            problem = tma_checks.matmul(torch, name, (n, n, n), padded)
            label = f"{name} {n}^3{'' if padded else ' contiguous'}"
            ratios.append(row(label, kernels[name], problem, flops, args.repeat)[1])
            if not padded and name != "desc_matmul":
                cublas_rows.append((name, problem))
    attention_problem = tma_checks.problem("attention_desc", (args.heads, args.seq_len), torch)
    attention_flops = 4 * args.heads * args.seq_len**2 * 64
    ratios.append(row(f"attention_desc {args.heads}h {args.seq_len}", kernels["attention_desc"], attention_problem,
                      attention_flops, args.repeat)[1])
    print("against cuBLAS (torch.matmul of the same contiguous A and B^T, timed in alternating rounds):")
    for name, problem in cublas_rows:
        a, b = problem.args[0].base, problem.args[1].base
        ours_ms, cublas_ms = time_pair(lambda k=kernels[name][0], p=problem: k[p.grid](*p.args),
                                       lambda a=a, b=b: torch.matmul(a, b.T), args.repeat)
        print(f"  {name:28s} ttopt {flops / 1e9 / ours_ms:6.1f} TF, cuBLAS {flops / 1e9 / cublas_ms:6.1f} TF: "
              f"ttopt at {cublas_ms / ours_ms:.3f} of cuBLAS's speed")
    print(f"ratio = triton time / ttopt time (>= 1: ttopt as fast or faster); lowest {min(ratios):.3f}")


if __name__ == "__main__":
    main()
