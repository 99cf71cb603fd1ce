"""Pass-by-pass comparison of ttopt with the real Triton 3.6 on one kernel (a development aid).

    python dev/passdiff.py KERNEL.ttir [--target cuda:90] [--num-warps 4] [--num-stages 3] [--stage ttgir|llir]
    python dev/passdiff.py KERNEL.ttir --only PASS --show       # one pass, with the diff
    python dev/passdiff.py KERNEL.ttir --chain PASS             # ttopt from PASS to the end
    python dev/passdiff.py KERNEL.ttir --chain PASS --until PASS2@2   # ... to the 2nd run of PASS2

Runs Triton 3.6's whole compile of KERNEL.ttir (make_ttgir, and make_llir for --stage llir)
through the oracle (../shared/oracle/ref_opt.py in a virtual environment with triton==3.6.0;
set TTOPT_ORACLE_PYTHON and TTOPT_ORACLE to where they are) with MLIR_ENABLE_DUMP=1, which
prints the IR before every pass. Then, for every pass P that ttopt registers, it feeds the IR
before P to `ttopt -P` and compares ttopt's output with the IR before the next pass (both
printed by ttopt without locations), printing `same` or the size of the diff. With --chain,
ttopt runs every registered pass from PASS on (passes it lacks are left out) and its result is
compared with upstream's IR before the last pass (/tmp/chain.ours, /tmp/chain.theirs); with
--until PASS2[@N], the chain ends after the N-th run (default the first) of PASS2 and is
compared with upstream's IR right after it.

Never part of the tests or CI: it needs the oracle and its 640 MB wheel.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ORACLE = [
    os.environ.get("TTOPT_ORACLE_PYTHON", os.path.expanduser("~/triton36/bin/python")),
    os.environ.get("TTOPT_ORACLE", str(HERE.parent.parent / "shared" / "oracle" / "ref_opt.py")),
]
# Passes that run a nested pipeline first (OpPassManager + runPipeline): MLIR_ENABLE_DUMP prints
# "IR Dump Before" for the nested pass too, with the same IR as the outer pass's; that entry is
# dropped so the outer pass is compared with the IR after all of it.
NESTED_PIPELINES = {"tritongpu-optimize-dot-operands": "canonicalize"}
DUMP_HEADER = re.compile(r"^// -----// (IR Dump Before .*|SoftwarePipeliner.*)$", re.MULTILINE)


def upstream_dumps(args) -> list[tuple[str, str]]:
    """(pass argument, IR before it) for every pass of upstream's compile. The pipeliner's
    internal dumps (SoftwarePipeliner ...) are left out, so a pass is compared with the IR
    before the next pass."""
    command = [*ORACLE, args.ttir, "--stage", args.stage, "--target", args.target, "--num-warps", args.num_warps,
               "--num-stages", args.num_stages]
    run = subprocess.run(command, env={**os.environ, "MLIR_ENABLE_DUMP": "1"}, capture_output=True, text=True)
    parts = DUMP_HEADER.split(run.stderr)
    dumps = []
    for header, body in zip(parts[1::2], parts[2::2]):
        name = re.match(r"IR Dump Before \S+ \((\S+)\)", header)
        if name and not (dumps and NESTED_PIPELINES.get(dumps[-1][0]) == name.group(1)):
            dumps.append((name.group(1), body.strip()))
    return dumps


def pass_flag(name: str, args) -> str:
    capability = args.target.split(":")[1]
    options = {
        "convert-triton-to-tritongpu": f"num-warps={args.num_warps} target={args.target}",
        "allocate-shared-memory-nv": f"compute-capability={capability} ptx-version=87",
        "convert-triton-gpu-to-llvm": f"compute-capability={capability} ptx-version=87",
        "tritongpu-assign-latencies": f"num-stages={args.num_stages}",
        "tritongpu-pipeline": f"num-stages={args.num_stages}",
    }
    return f"-{name}" + (f"={options[name]}" if name in options else "")


def ttopt(text: str, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run(["ttopt", "-", *flags], input=text, capture_output=True, text=True)


def normalized(text: str) -> str:
    """Upstream's dump as ttopt prints it (no locations), so that only content differs."""
    run = ttopt(text, "--allow-unregistered-dialect")
    return run.stdout if run.returncode == 0 else f"(ttopt cannot read upstream's IR: {run.stderr[:300]})"


def registered_passes() -> str:
    return subprocess.run(["ttopt", "--help"], capture_output=True, text=True).stdout


def chain_end(dumps, until: str | None) -> int:
    """Index of the dump the chain's result is compared with: the one after the N-th run of
    `until` (PASS or PASS@N), or the last dump."""
    if until is None:
        return len(dumps) - 1
    name, _, nth = until.partition("@")
    runs = [i for i, (dumped, _) in enumerate(dumps[:-1]) if dumped == name]
    if len(runs) < int(nth or 1):
        sys.exit(f"upstream's compile runs {name} {len(runs)} time(s)")
    return runs[int(nth or 1) - 1] + 1


def chain(dumps, args) -> None:
    start = next(i for i, (name, _) in enumerate(dumps) if name == args.chain)
    end = chain_end(dumps, args.until)
    known = registered_passes()
    names = [name for name, _ in dumps[start:end] if re.search(rf"--{re.escape(name)}\b", known)]
    run = ttopt(dumps[start][1], *(pass_flag(name, args) for name in names))
    ours, theirs = run.stdout, normalized(dumps[end][1])
    Path("/tmp/chain.ours").write_text(ours)
    Path("/tmp/chain.theirs").write_text(theirs)
    print("ran:", " ".join(pass_flag(name, args) for name in names))
    if run.returncode:
        print(run.stderr[-2000:])
    print("same" if ours == theirs else "DIFF: diff /tmp/chain.theirs /tmp/chain.ours")


def per_pass(dumps, args) -> None:
    known = registered_passes()
    for index, (name, before) in enumerate(dumps[:-1]):
        if args.only and name != args.only:
            continue
        if not re.search(rf"--{re.escape(name)}\b", known):
            print(f"{index:2d} {name}: not in ttopt")
            continue
        run = ttopt(before, pass_flag(name, args))
        if run.returncode:
            print(f"{index:2d} {name}: ttopt failed: {run.stderr.strip()[-300:]}")
            continue
        ours, theirs = run.stdout, normalized(dumps[index + 1][1])
        if ours == theirs:
            print(f"{index:2d} {name}: same")
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".theirs", delete=False) as a, \
                tempfile.NamedTemporaryFile("w", suffix=".ours", delete=False) as b:  # fmt: skip
            a.write(theirs)
            b.write(ours)
        diff = subprocess.run(["diff", a.name, b.name], capture_output=True, text=True).stdout
        print(f"{index:2d} {name}: DIFF {len(diff.splitlines())} lines ({a.name} {b.name})")
        if args.show:
            print(diff[:4000])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ttir")
    parser.add_argument("--target", default="cuda:90")
    parser.add_argument("--num-warps", default="4")
    parser.add_argument("--num-stages", default="3")
    parser.add_argument("--stage", default="llir", choices=("ttgir", "llir"))
    parser.add_argument("--only", metavar="PASS", help="compare this pass only")
    parser.add_argument("--show", action="store_true", help="print the diffs")
    parser.add_argument("--chain", metavar="PASS", help="run ttopt from PASS to the end and compare the result")
    parser.add_argument("--until", metavar="PASS[@N]", help="with --chain: stop after the N-th run of PASS")
    args = parser.parse_args()
    dumps = upstream_dumps(args)
    if not dumps:
        sys.exit(f"no IR dumps from the oracle ({' '.join(ORACLE)}): is it installed?")
    if args.chain:
        chain(dumps, args)
    else:
        per_pass(dumps, args)


if __name__ == "__main__":
    main()
