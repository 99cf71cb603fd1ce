"""GPU benchmark: flash-attention forwards compiled by ttopt and by Triton 3.6 from the same TTIR.

    python bench/gpu_attention.py [--heads 64] [--seq-len 4096 8192] [--causal-seq-len 16384] [--repeat 50]

The kernels are test/Inputs/hopper/attention_fwd.ttir (fp16, HEAD_DIM 64, BLOCK_M 128, BLOCK_N
64, 4 warps, 3 stages; two wgmma dots a loop iteration, the second with P in registers; `--heads`
batch x heads, non-causal) and attention_causal.ttir (bf16, HEAD_DIM 128, 128 x 128 blocks, 8
warps, one head, causal), each compiled for cuda:90 by ttopt (every stage) and by
`triton.compile` (else Triton 3.6's stored PTX for it). Both cubins are launched through
ttopt.runtime on the same random Q, K, V, timed with CUDA events in alternating rounds. FLOPs
count the two matrix products: 4 x heads x seq_len^2 x HEAD_DIM, halved for the causal kernel.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import torch
from gpu_kernels import compiled_pair, time_pair

ROOT = Path(__file__).resolve().parent.parent
HOPPER = ROOT / "test" / "Inputs" / "hopper"
sys.path.insert(0, str(ROOT / "test" / "gpu"))
import hopper_checks  # (the kernel's arguments and grid, shared with the GPU tests)


def row(label: str, kernels, problem, flops: float, repeat: int) -> float:
    ours, theirs, _ = kernels
    ours_ms, theirs_ms = time_pair(lambda: ours[problem.grid](*problem.args),
                                   lambda: theirs[problem.grid](*problem.args), repeat)
    tflops = flops / 1e9
    print(f"{label:24s} {ours_ms:9.4f} {theirs_ms:9.4f} {tflops / ours_ms:8.1f} {tflops / theirs_ms:8.1f} "
          f"{theirs_ms / ours_ms:6.3f}")
    return theirs_ms / ours_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--heads", type=int, default=64)
    parser.add_argument("--seq-len", type=int, nargs="+", default=[1024, 4096, 8192])
    parser.add_argument("--causal-seq-len", type=int, nargs="+", default=[8192, 16384])
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    forward, causal = compiled_pair(HOPPER, "attention_fwd"), compiled_pair(HOPPER, "attention_causal")
    print(f"{torch.cuda.get_device_name()}  cuda:90, median of {args.repeat} launches x 3 rounds "
          f"(triton: {forward[2]})")
    print(f"{'kernel, seq_len':24s} {'ttopt ms':>9s} {'triton ms':>9s} {'ttopt TF':>8s} {'triton TF':>8s} {'ratio':>6s}")
    ratios = []
    for seq_len in args.seq_len:
        problem = hopper_checks.problem("attention_fwd", (args.heads, seq_len), torch)
        flops = 4 * args.heads * seq_len**2 * 64
        ratios.append(row(f"attention_fwd {args.heads}h {seq_len}", forward, problem, flops, args.repeat))
    for seq_len in args.causal_seq_len:
        problem = hopper_checks.problem("attention_causal", (seq_len,), torch)
        flops = 2 * seq_len**2 * 128  # half of the 4 x seq_len^2 x HEAD_DIM: the causal mask
        ratios.append(row(f"attention_causal {seq_len}", causal, problem, flops, args.repeat))
    print(f"ratio = triton time / ttopt time (>= 1: ttopt as fast or faster); lowest {min(ratios):.3f}")


if __name__ == "__main__":
    main()
