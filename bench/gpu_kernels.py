"""GPU benchmark: each corpus kernel compiled by ttopt against the same TTIR compiled by Triton 3.6.

    python bench/gpu_kernels.py [--target cuda:90] [--repeat 200]      # on a machine with a GPU

For every non-matmul corpus kernel, compiles test/Inputs/corpus/<sm>/<kernel>.ttir twice:
with ttopt (ttopt.backend.compile) and with Triton itself (`triton.compile` on the same file,
when Triton is installed; else the corpus PTX Triton 3.6 emitted for it, assembled by ptxas).
Both cubins are launched through ttopt.runtime on the same arguments, timed with CUDA events
(median of `--repeat` launches after warm-up), and reported with the ratio ttopt/Triton and
the achieved bandwidth against a device-to-device copy of the same size.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import torch

from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.runtime.launcher import CompiledKernel

CORPUS = Path(__file__).resolve().parent.parent / "test" / "Inputs" / "corpus"


@dataclass
class Workload:
    """A kernel's arguments, grid and the bytes it must move (the bandwidth denominator)."""

    args: tuple
    grid: int
    bytes_moved: int


def vecadd() -> Workload:
    n = 1 << 26
    x, y, out = (torch.randn(n, device="cuda") for _ in range(3))
    return Workload((x, y, out, n), n // 1024, 3 * 4 * n)


def softmax() -> Workload:
    rows, cols = 16384, 1024
    x, out = torch.randn(rows, cols, device="cuda"), torch.empty(rows, cols, device="cuda")
    return Workload((out, x, cols, cols, cols), rows, 2 * 4 * rows * cols)


def layernorm() -> Workload:
    rows, cols = 16384, 1024
    x = torch.randn(rows, cols, device="cuda", dtype=torch.float16)
    y = torch.empty_like(x)
    w, b = (torch.randn(cols, device="cuda", dtype=torch.float16) for _ in range(2))
    return Workload((x, y, w, b, cols, cols, 1e-5), rows, 2 * 2 * rows * cols + 2 * 2 * cols)


def row_sum() -> Workload:
    rows, cols = 16384, 4096
    x, y = torch.randn(rows, cols, device="cuda"), torch.empty(rows, device="cuda")
    return Workload((x, y, cols, cols), rows // 16, 4 * rows * cols + 4 * rows)


WORKLOADS = {"vecadd": vecadd, "softmax": softmax, "layernorm": layernorm, "row_sum": row_sum}


def time_ms(launch, repeat: int) -> float:
    """Median GPU time of one launch: `repeat` launches queued back to back, each between two
    CUDA events, synchronized once at the end (as triton.testing.do_bench does), so the host's
    launch cost and the GPU's idling between synchronizations stay out of the figure."""
    for _ in range(10):
        launch()
    torch.cuda.synchronize()
    events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(repeat)]
    for start, end in events:
        start.record()
        launch()
        end.record()
    torch.cuda.synchronize()
    return statistics.median(start.elapsed_time(end) for start, end in events)


def time_pair(first, second, repeat: int, rounds: int = 3) -> tuple[float, float]:
    """Median times of two launches, measured in alternating rounds so that clock and thermal
    drift falls on both alike; each number is the median over the rounds' medians."""
    times = [(time_ms(first, repeat), time_ms(second, repeat)) for _ in range(rounds)]
    return statistics.median(t for t, _ in times), statistics.median(t for _, t in times)


def copy_bandwidth(bytes_moved: int, repeat: int) -> float:
    """GB/s of a device-to-device copy moving the same number of bytes (read + write)."""
    source = torch.empty(bytes_moved // 2, dtype=torch.uint8, device="cuda")
    target = torch.empty_like(source)
    return bytes_moved / time_ms(lambda: target.copy_(source), repeat) / 1e6


def ttopt_kernel(ttir: Path, options: CompileOptions) -> CompiledKernel:
    stages = compile_kernel(ttir.read_text(), options, str(ttir))
    return CompiledKernel.from_metadata(stages.metadata, stages.cubin)


def triton_kernel(
    ttir: Path, options: CompileOptions, ours: CompiledKernel, stored: Path | None = None
) -> tuple[CompiledKernel, str]:
    """Triton 3.6's compile of the same TTIR; without Triton, the PTX (and .meta.json) Triton 3.6
    emitted for it, stored beside the TTIR or under `stored` (a path without suffix)."""
    try:
        import triton
        from triton.backends.compiler import GPUTarget

        compiled = triton.compile(
            str(ttir),
            target=GPUTarget("cuda", options.capability, 32),
            options={"num_warps": options.num_warps, "num_stages": options.num_stages},
        )
        metadata = {**ours.__dict__, "shared": compiled.metadata.shared, "num_warps": compiled.metadata.num_warps}
        cubin, how = compiled.asm["cubin"], "triton.compile"
    except ImportError:
        stored = stored or ttir.with_suffix("")
        ptx = stored.with_suffix(".ptx")
        with tempfile.TemporaryDirectory() as scratch:
            target = Path(scratch) / "kernel.cubin"
            subprocess.run(["ptxas", f"--gpu-name={options.arch}", str(ptx), "-o", str(target)], check=True)
            cubin = target.read_bytes()
        metadata = {**ours.__dict__, **json.loads(stored.with_suffix(".meta.json").read_text())}
        how = f"stored PTX {ptx.name}"
    kernel = CompiledKernel(
        ours.name, cubin, metadata["num_warps"], metadata["shared"], ours.parameters,
        metadata.get("global_scratch_size", 0), metadata.get("global_scratch_align", 1), ours.tensordesc_meta,
    )
    return kernel, how


def compiled_pair(inputs: Path, name: str) -> tuple[CompiledKernel, CompiledKernel, str]:
    """ttopt's and Triton's builds of inputs/NAME.ttir for cuda:90, with inputs/launch.json's
    num_warps and num_stages (the Hopper and TMA inputs' layout: expected/NAME.* is Triton's)."""
    ttir = inputs / f"{name}.ttir"
    options = CompileOptions(90, **json.loads((inputs / "launch.json").read_text())[name])
    ours = ttopt_kernel(ttir, options)
    return ours, *triton_kernel(ttir, options, ours, inputs / "expected" / name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default=None, help="cuda:80 or cuda:90 (default: this GPU's)")
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("kernels", nargs="*", default=list(WORKLOADS))
    args = parser.parse_args()
    major = torch.cuda.get_device_capability()[0]
    capability = int(args.target[5:]) if args.target else (90 if major >= 9 else 80)
    sm = f"sm{capability}"
    print(f"{torch.cuda.get_device_name()}  target cuda:{capability}  median of {args.repeat} launches")
    print(f"{'kernel':10s} {'ttopt ms':>9s} {'triton ms':>9s} {'ratio':>6s} {'ttopt GB/s':>10s} {'copy GB/s':>9s} {'of copy':>7s}")
    for name in args.kernels:
        ttir = CORPUS / sm / f"{name}.ttir"
        # The launch settings Triton compiled the corpus with (TTIR does not carry num_warps).
        launch = json.loads(ttir.with_suffix(".meta.json").read_text())
        options = CompileOptions(capability=capability, num_warps=launch["num_warps"])
        ours = ttopt_kernel(ttir, options)
        theirs, how = triton_kernel(ttir, options, ours)
        work = WORKLOADS[name]()
        ours_ms = time_ms(lambda k=ours, w=work: k[w.grid](*w.args), args.repeat)
        theirs_ms = time_ms(lambda k=theirs, w=work: k[w.grid](*w.args), args.repeat)
        achieved = work.bytes_moved / ours_ms / 1e6
        copy = copy_bandwidth(work.bytes_moved, args.repeat)
        print(
            f"{name:10s} {ours_ms:9.4f} {theirs_ms:9.4f} {theirs_ms / ours_ms:6.3f} {achieved:10.0f} {copy:9.0f} "
            f"{achieved / copy:7.1%}   (triton: {how})"
        )
    print("ratio = triton time / ttopt time (>= 1: ttopt as fast or faster)")


if __name__ == "__main__":
    main()
