"""Benchmark: instructions one compile executes, for two checkouts of ttopt side by side.

    python bench/compile_instructions.py --before DIR [--after DIR] [--only LABEL ...]

Wall-clock times on a shared machine drift by tens of percent from one minute to the next, more
than most single changes to the compiler save; instruction counts from valgrind's callgrind
(`I refs`) repeat exactly. For each kernel of compile_speed.py's list (or --only), a fresh Python
process with the checkout first on sys.path compiles the TTIR to LLVM IR in-process (imports
included), under callgrind; the start-up row runs `ttopt tiny.mlir -canonicalize` the same way.
DIR is a checkout's root (e.g. a `git worktree add` of an older commit); --after defaults to this
one. The two checkouts run side by side, one process each, so the pair takes as long as one run
(about 50x the compile's own time). A ratio against Triton stays compile_speed.py's job.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from compile_speed import ROOT, TINY, kernels

COMPILE = """
import gc, sys
sys.path.insert(0, sys.argv[1])
import ttopt
assert ttopt.__file__.startswith(sys.argv[1]), ttopt.__file__
try:  # the collector as the ttopt commands set it (older checkouts: their settings by hand)
    from ttopt.support.collector import import_on_demand, start_one_run
except ImportError:
    from importlib import import_module as import_on_demand
    gc.freeze(); gc.set_threshold(50000, 20, 100)
else:
    start_one_run()
compile_kernel = import_on_demand("ttopt.backend.compile").compile_kernel
from ttopt.backend.pipelines import CompileOptions
options = CompileOptions(capability=int(sys.argv[3]), num_warps=int(sys.argv[4]), num_stages=int(sys.argv[5]))
compile_kernel(open(sys.argv[2]).read(), options, sys.argv[2], stop_after="llir")
"""

STARTUP = """
import sys
sys.path.insert(0, sys.argv[1])
import ttopt
assert ttopt.__file__.startswith(sys.argv[1]), ttopt.__file__
sys.argv = ["ttopt", sys.argv[2], "-canonicalize", "-o", sys.argv[3]]
from ttopt import entry
getattr(entry, "command", entry.main)()  # the console command (older checkouts: main)
"""


def instructions(arguments: list[str]) -> int:
    """`I refs` of one process under callgrind."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, *arguments]
    result = subprocess.run(command, capture_output=True, text=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", result.stderr)
    if result.returncode != 0 or found is None:
        raise SystemExit(f"compile_instructions: {' '.join(arguments[:3])} failed:\n{result.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def runs(tree: Path, scratch: Path, only: list[str] | None) -> list[tuple[str, list[str]]]:
    """(label, Python arguments) for every row, for one checkout."""
    tiny = scratch / "tiny.mlir"
    rows = [
        ("start-up (tiny -canonicalize)", ["-c", STARTUP, str(tree), str(tiny), str(scratch / "out.mlir")])
    ]
    for label, ttir, capability, warps, stages in kernels():
        rows.append((label, ["-c", COMPILE, str(tree), str(ttir), str(capability), str(warps), str(stages)]))
    return [
        (label, arguments) for label, arguments in rows if not only or label in only or "start-up" in label
    ]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--before", type=Path, required=True, help="root of the checkout to compare against")
    parser.add_argument(
        "--after", type=Path, default=ROOT, help="root of the checkout measured (default: this one)"
    )
    parser.add_argument("--only", nargs="*", help="labels (e.g. sm80/matmul) to measure")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit(
            "compile_instructions: valgrind is not installed (callgrind counts the instructions)"
        )
    with tempfile.TemporaryDirectory() as scratch_dir:
        scratch = Path(scratch_dir)
        (scratch / "tiny.mlir").write_text(TINY)
        trees = [args.before.resolve(), args.after.resolve()]
        for tree in trees:  # each checkout's .pyc files and dataclass cache are written outside the count
            for _, arguments in runs(tree, scratch, args.only):
                subprocess.run([sys.executable, *arguments], check=True, capture_output=True)
        print(f"{'':30s} {'before':>15s} {'after':>15s} {'change':>8s}")
        with ThreadPoolExecutor(max_workers=2) as pool:
            rows = zip(runs(trees[0], scratch, args.only), runs(trees[1], scratch, args.only))
            for (label, before), (_, after) in rows:
                first, second = pool.map(instructions, [before, after])
                print(f"{label:30s} {first:15,d} {second:15,d} {(second - first) / first:+8.1%}")


if __name__ == "__main__":
    main()
