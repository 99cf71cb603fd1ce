"""Benchmark: time of ttopt's staged compile, stage by stage, for every non-matmul kernel.

    python bench/compile_stages.py [--target cuda:90] [--repeat 3] [--profile KERNEL]

Compiles each corpus kernel (test/Inputs/corpus/<sm>/) and each of ttopt's own kernels
(test/Inputs/kernels/) in-process with `compile_kernel`, and prints the median time of
make_ttir, make_ttgir, make_llir (the MLIR passes, LLVM IR translation and LLVM's O3),
make_ptx and make_cubin (ptxas) over `--repeat` runs. `--profile KERNEL` runs that kernel
once under cProfile and prints the functions with the most own time.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import statistics
from pathlib import Path

from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions

INPUTS = Path(__file__).resolve().parent.parent / "test" / "Inputs"
STAGES = ("ttir", "ttgir", "llir", "ptx", "cubin")
CORPUS_KERNELS = ("vecadd", "softmax", "layernorm", "row_sum", "device_print")


def kernels(capability: int) -> dict[str, tuple[Path, int]]:
    """name -> (TTIR file, num_warps)."""
    found = {}
    for name in CORPUS_KERNELS:
        ttir = INPUTS / "corpus" / f"sm{capability}" / f"{name}.ttir"
        found[name] = (ttir, json.loads(ttir.with_suffix(".meta.json").read_text())["num_warps"])
    launch = json.loads((INPUTS / "kernels" / "launch.json").read_text())
    for name, settings in launch.items():
        found[name] = (INPUTS / "kernels" / f"{name}.ttir", settings["num_warps"])
    return found


def stage_times(ttir: Path, options: CompileOptions) -> dict[str, float]:
    times: dict[str, float] = {}
    compile_kernel(ttir.read_text(), options, str(ttir), progress=lambda stage, seconds: times.__setitem__(stage, seconds))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="cuda:90", help="cuda:80 or cuda:90")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", metavar="KERNEL")
    args = parser.parse_args()
    capability = int(args.target.split(":")[1])
    table = kernels(capability)
    if args.profile:
        ttir, num_warps = table[args.profile]
        profiler = cProfile.Profile()
        profiler.runcall(stage_times, ttir, CompileOptions(capability=capability, num_warps=num_warps))
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(25)
        print(out.getvalue())
        return
    print(f"ttopt staged compile, {args.target}, median of {args.repeat} (ms)")
    print(f"{'kernel':16s}" + "".join(f"{stage:>9s}" for stage in STAGES) + f"{'total':>9s}")
    for name, (ttir, num_warps) in table.items():
        options = CompileOptions(capability=capability, num_warps=num_warps)
        runs = [stage_times(ttir, options) for _ in range(args.repeat)]
        medians = {stage: 1000 * statistics.median(run[stage] for run in runs) for stage in STAGES}
        print(f"{name:16s}" + "".join(f"{medians[s]:9.1f}" for s in STAGES) + f"{sum(medians.values()):9.1f}")


if __name__ == "__main__":
    main()
