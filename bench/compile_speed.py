"""Benchmark: whole-process compile time of ttopt-compile (TTIR -> PTX) per kernel, against
Triton 3.6's own compile of the same TTIR, and ttopt's start-up time.

    python bench/compile_speed.py [--triton-python ~/triton36/bin/python] [--repeat 3]
                                  [--ttopt-bin DIR] [--baseline-bin DIR] [--only NAME ...]

Each corpus kernel (test/Inputs/corpus/sm80 for cuda:80, sm90 for cuda:90, num_warps from its
.meta.json, 3 stages) and the Hopper wgmma matmul (test/Inputs/hopper/matmul_f16) is compiled
by a fresh `ttopt-compile K.ttir --stop-after ptx` process; with --triton-python, a fresh
process of that interpreter runs Triton 3.6's make_ttgir, make_llir and make_ptx on the same
TTIR (bench/triton_compile.py). Both figures are whole-process wall times (interpreter start,
imports, compile, writing nothing but the PTX), the median of --repeat runs measured in
alternating order on the same machine; ratio = ttopt / Triton (the goal is <= 2). A kernel
that links libdevice (layernorm; device_print, for vprintf) finds the library's needed part in
ttopt's cache ($TTOPT_CACHE_DIR) from its second compile on, so the median is that of a
recompile; run with TTOPT_CACHE_DIR= (empty) to time compiles that parse the whole library.

Start-up: `ttopt --version` and `ttopt tiny.mlir -canonicalize` (parse, one pass, print) on a
small module. --ttopt-bin times another build's executables (e.g. a checkout of an older
commit in its own virtual environment); --baseline-bin adds a second one, run in turn with the
first and Triton in every repetition, for a before/after table that a machine's drift over the
run (other load, clocks) affects alike.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INPUTS = ROOT / "test" / "Inputs"
TRITON_COMPILE = Path(__file__).resolve().parent / "triton_compile.py"
TINY = """\
module {
  tt.func @add(%a: i32, %b: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %s = arith.addi %a, %c0 : i32
    %t = arith.addi %s, %b : i32
    tt.return %t : i32
  }
}
"""


def kernels() -> list[tuple[str, Path, int, int, int]]:
    """(label, TTIR, capability, num_warps, num_stages) for every kernel timed."""
    found = []
    for capability in (80, 90):
        for ttir in sorted((INPUTS / "corpus" / f"sm{capability}").glob("*.ttir")):
            warps = json.loads(ttir.with_suffix(".meta.json").read_text())["num_warps"]
            found.append((f"sm{capability}/{ttir.stem}", ttir, capability, warps, 3))
    launch = json.loads((INPUTS / "hopper" / "launch.json").read_text())["matmul_f16"]
    found.append(("hopper/matmul_f16", INPUTS / "hopper" / "matmul_f16.ttir", 90, launch["num_warps"],
                  launch["num_stages"]))
    return found


def wall(command: list[str], **kwargs) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)
    return time.perf_counter() - start


def ttopt_command(bin_dir: Path, ttir: Path, capability: int, warps: int, stages: int, out: Path) -> list[str]:
    return [str(bin_dir / "ttopt-compile"), str(ttir), "--target", f"cuda:{capability}", "--num-warps", str(warps),
            "--num-stages", str(stages), "--stop-after", "ptx", "-o", str(out)]


def triton_command(python: str, ttir: Path, capability: int, warps: int, stages: int) -> list[str]:
    return [python, str(TRITON_COMPILE), str(ttir), str(capability), str(warps), str(stages)]


def startup(bin_dir: Path, repeat: int) -> tuple[float, float]:
    """`ttopt --version` and `ttopt tiny.mlir -canonicalize`, in seconds (medians)."""
    with tempfile.TemporaryDirectory() as scratch:
        tiny = Path(scratch) / "tiny.mlir"
        tiny.write_text(TINY)
        version = statistics.median(wall([str(bin_dir / "ttopt"), "--version"]) for _ in range(repeat))
        one_pass = statistics.median(wall([str(bin_dir / "ttopt"), str(tiny), "-canonicalize"]) for _ in range(repeat))
    return version, one_pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--triton-python", help="a Python with triton==3.6.0 (Triton's own compile is timed)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--ttopt-bin", type=Path, default=Path(shutil.which("ttopt-compile") or sys.executable).parent,
                        help="the folder of the ttopt and ttopt-compile executables timed (default: those on PATH)")
    parser.add_argument("--baseline-bin", type=Path,
                        help="the executables of another ttopt (an earlier commit), timed in turn with --ttopt-bin's "
                             "and Triton's in every repetition, so that a machine's drift hits all three alike")
    parser.add_argument("--only", nargs="*", help="labels (e.g. sm80/matmul) to time")
    args = parser.parse_args()
    tools = ([("baseline", args.baseline_bin)] if args.baseline_bin else []) + [("ttopt", args.ttopt_bin)]
    for name, bin_dir in tools:
        version, one_pass = startup(bin_dir, args.repeat)
        print(f"start-up ({name}): ttopt --version {version * 1000:.0f} ms; "
              f"ttopt tiny.mlir -canonicalize {one_pass * 1000:.0f} ms")
    columns = [f"{name} s" for name, _ in tools] + (["triton s"] if args.triton_python else [])
    columns += [f"{name}/triton" for name, _ in tools] if args.triton_python else []
    print(f"{'kernel':20s}" + "".join(f" {column:>15s}" for column in columns))
    ratios: dict[str, list[float]] = {name: [] for name, _ in tools}
    with tempfile.TemporaryDirectory() as out:
        for label, ttir, capability, warps, stages in kernels():
            if args.only and label not in args.only:
                continue
            times: dict[str, list[float]] = {name: [] for name, _ in tools}
            theirs = []
            for _ in range(args.repeat):
                for name, bin_dir in tools:
                    times[name].append(wall(ttopt_command(bin_dir, ttir, capability, warps, stages, Path(out))))
                if args.triton_python:
                    theirs.append(wall(triton_command(args.triton_python, ttir, capability, warps, stages)))
            medians = [statistics.median(times[name]) for name, _ in tools]
            cells = [f"{value:15.2f}" for value in medians]
            if theirs:
                theirs_s = statistics.median(theirs)
                cells.append(f"{theirs_s:15.2f}")
                for (name, _), value in zip(tools, medians):
                    ratios[name].append(value / theirs_s)
                    cells.append(f"{value / theirs_s:15.1f}")
            print(f"{label:20s} " + " ".join(cells))
    for name, found in ratios.items():
        if found:
            print(f"{name}: ratio = ttopt / Triton whole-process time; worst {max(found):.1f}, "
                  f"geometric mean {statistics.geometric_mean(found):.1f}")


if __name__ == "__main__":
    main()
