"""Benchmark: whole-process time of `ttopt matmul.ttir` through make_ttgir's first passes.

    python bench/ttir_to_coalesced.py [--repeat N] [--profile]

For the corpus matmul of each target, runs (as a subprocess, like a user would)

    ttopt matmul.ttir -convert-triton-to-tritongpu=... -tritongpu-coalesce '-tritongpu-F32DotTC=emu-tf32=true'

with the options Triton 3.6 uses (from the kernel's stage dumps: 4 warps, 32 threads,
1 CTA), N times after one warm-up, and prints the median and fastest wall time next
to `ttopt --version` (interpreter start-up and imports) and `ttopt matmul.ttir` (parse
and print only). `--profile` also runs the pipeline once in-process under cProfile and
prints the functions with the most own time.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import statistics
import subprocess
import sys
import time
from pathlib import Path

CORPUS = Path(__file__).resolve().parent.parent / "test" / "Inputs" / "corpus"
TARGETS = ("sm80", "sm90")


def pipeline(target: str) -> list[str]:
    capability = target.removeprefix("sm")
    return [
        f"-convert-triton-to-tritongpu=target=cuda:{capability} num-warps=4 threads-per-warp=32 num-ctas=1",
        "-tritongpu-coalesce",
        "-tritongpu-F32DotTC=emu-tf32=true",
    ]


def wall_times(command: list[str], repeat: int) -> list[float]:
    subprocess.run(command, check=True, capture_output=True)
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        samples.append(time.perf_counter() - start)
    return samples


def profile(target: str, rows: int = 20) -> str:
    from ttopt.cli import main

    path = CORPUS / target / "matmul.ttir"
    profiler = cProfile.Profile()
    sink = io.StringIO()
    saved = sys.stdout
    sys.stdout = sink
    try:
        profiler.runcall(main, [str(path), *pipeline(target)])
    finally:
        sys.stdout = saved
    report = io.StringIO()
    stats = pstats.Stats(profiler, stream=report)
    stats.sort_stats("tottime").print_stats(rows)
    stats.sort_stats("cumulative").print_stats(rows)
    return report.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--profile", action="store_true", help="also profile one in-process run per target")
    args = parser.parse_args()
    ttopt = [sys.executable, "-m", "ttopt.cli"]

    print(f"{'command':<44} {'target':<6} {'median':>9} {'fastest':>9}")
    rows = [("ttopt --version (start-up)", None, [*ttopt, "--version"])]
    for target in TARGETS:
        path = str(CORPUS / target / "matmul.ttir")
        rows.append(("ttopt matmul.ttir (parse + print)", target, [*ttopt, path]))
        rows.append(("ttopt matmul.ttir -convert -coalesce -F32DotTC", target, [*ttopt, path, *pipeline(target)]))
    for label, target, command in rows:
        samples = wall_times(command, args.repeat)
        print(
            f"{label:<44} {target or '':<6} {statistics.median(samples) * 1000:7.1f}ms {min(samples) * 1000:7.1f}ms"
        )
    if args.profile:
        for target in TARGETS:
            print(f"\n== cProfile, {target} matmul.ttir through convert, coalesce, F32DotTC")
            print(profile(target))


if __name__ == "__main__":
    main()
