"""Writes expected/NAME.{ttgir,llir,ptx,meta.json}: what the real Triton 3.6 compiles every
NAME.ttir of this folder to for cuda:90, with launch.json's num_warps and num_stages.

    ~/triton36/bin/python test/Inputs/hopper/expected.py [--dir FOLDER] [NAME ...]   # triton==3.6.0

It runs the oracle's stage mode (../shared/oracle/ref_opt.py beside the repository; set
TTOPT_ORACLE to put it elsewhere) in process, as

    ref_opt.py NAME.ttir --stage ptx --target cuda:90 --num-warps W --num-stages S
               --mlir-print-debuginfo --dump-dir D

would, and keeps the stage outputs (the TTGIR with its locations, as make_ttgir leaves it; the
LLVM IR after make_llir's O3; the PTX for the bundled ptxas's PTX version) and, in
NAME.meta.json, the metadata the compile sets: shared memory bytes, num_warps, num_stages, name.
Needs no GPU.
"""

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ORACLE = Path(os.environ.get("TTOPT_ORACLE", HERE.parents[3] / "shared" / "oracle" / "ref_opt.py"))


def main() -> None:
    sys.path.insert(0, str(ORACLE.parent))
    import ref_opt

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=HERE, help="the inputs' folder (default: this one)")
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    here = args.dir
    launch = json.loads((here / "launch.json").read_text())
    names = args.names or list(launch)
    out = here / "expected"
    out.mkdir(exist_ok=True)
    for name in names:
        warps, stages = launch[name]["num_warps"], launch[name]["num_stages"]
        options = argparse.Namespace(target="cuda:90", num_warps=warps, num_stages=stages, num_ctas=None,
                                     ptx_version=None, threads_per_warp=None, with_make_ttir=False,
                                     mlir_print_debuginfo=True)
        path = here / f"{name}.ttir"
        with tempfile.TemporaryDirectory() as dump:
            _, _, metadata = ref_opt.run_stages(path.read_text(), options, "ptx", dump_dir=dump, path=str(path))
            for stage in ("ttgir", "llir", "ptx"):
                shutil.copyfile(Path(dump) / f"out.{stage}", out / f"{name}.{stage}")
        meta = {"shared": metadata["shared"], "num_warps": metadata["num_warps"], "num_stages": stages,
                "name": metadata["name"]}
        (out / f"{name}.meta.json").write_text(json.dumps(meta) + "\n")
        print(f"expected/{name}: shared={meta['shared']}")


if __name__ == "__main__":
    main()
