"""GPU benchmark: a flash-attention forward compiled by ttopt and by Triton 3.6 from the same TTIR.

    python bench/gpu_attention.py [--heads 64] [--seq-len 4096 8192] [--repeat 50]

The kernel is test/Inputs/hopper/attention_fwd.ttir (fp16, HEAD_DIM 64, BLOCK_M 128, BLOCK_N 64,
4 warps, 3 stages; two wgmma dots a loop iteration, the second with P in registers), compiled
for cuda:90 by ttopt (every stage) and by `triton.compile` (else Triton 3.6's stored PTX for
it). Both cubins are launched through ttopt.runtime on the same random Q, K, V (`--heads`
batch x heads, non-causal), timed with CUDA events in alternating rounds. FLOPs count the two
matrix products: 4 x heads x seq_len^2 x HEAD_DIM.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import torch
from gpu_kernels import time_pair, triton_kernel, ttopt_kernel

from ttopt.backend.pipelines import CompileOptions

ROOT = Path(__file__).resolve().parent.parent
HOPPER = ROOT / "test" / "Inputs" / "hopper"
sys.path.insert(0, str(ROOT / "test" / "gpu"))
import hopper_checks  # (the kernel's arguments and grid, shared with the GPU tests)

HEAD_DIM = 64


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--heads", type=int, default=64)
    parser.add_argument("--seq-len", type=int, nargs="+", default=[1024, 4096, 8192])
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    ttir = HOPPER / "attention_fwd.ttir"
    options = CompileOptions(90, **json.loads((HOPPER / "launch.json").read_text())["attention_fwd"])
    ours = ttopt_kernel(ttir, options)
    theirs, how = triton_kernel(ttir, options, ours, HOPPER / "expected" / "attention_fwd")
    print(f"{torch.cuda.get_device_name()}  attention_fwd cuda:90, {args.heads} heads, head dim {HEAD_DIM}, "
          f"median of {args.repeat} launches x 3 rounds (triton: {how})")
    print(f"{'seq_len':>8s} {'ttopt ms':>9s} {'triton ms':>9s} {'ttopt TF':>8s} {'triton TF':>8s} {'ratio':>6s}")
    ratios = []
    for seq_len in args.seq_len:
        problem = hopper_checks.problem("attention_fwd", (args.heads, seq_len), torch)
        ours_ms, theirs_ms = time_pair(lambda p=problem: ours[p.grid](*p.args),
                                       lambda p=problem: theirs[p.grid](*p.args), args.repeat)
        tflops = 4 * args.heads * seq_len**2 * HEAD_DIM / 1e9
        ratios.append(theirs_ms / ours_ms)
        print(f"{seq_len:8d} {ours_ms:9.4f} {theirs_ms:9.4f} {tflops / ours_ms:8.1f} {tflops / theirs_ms:8.1f} "
              f"{ratios[-1]:6.3f}")
    print(f"ratio = triton time / ttopt time (>= 1: ttopt as fast or faster); lowest {min(ratios):.3f}")


if __name__ == "__main__":
    main()
