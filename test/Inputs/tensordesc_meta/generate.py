"""Writes expected.json: the metadata Triton 3.6 records for host-side tensor descriptors
(`tensordesc_meta`, python/src/ir.cc getTensorDescMetadata) and the global scratch needs,
for descriptors.ttgir (every shared encoding, parsed as is) and for every kernel of
../tma (compiled from NAME.ttir for cuda:90 with launch.json's num_warps and num_stages
through make_llir, with the oracle's stage mode); and, as `cuda80_ptx_parameters`, the
`.param` types of the PTX for cuda:80 of the kernels with host-side descriptors (make_ttir
rerun: before Hopper descriptors are rewritten to pointers and passed decomposed). Needs no GPU.

    ~/triton36/bin/python test/Inputs/tensordesc_meta/generate.py     # triton==3.6.0
"""

import argparse
import json
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TMA = HERE.parent / "tma"
ORACLE = Path(os.environ.get("TTOPT_ORACLE", HERE.parents[3] / "shared" / "oracle" / "ref_opt.py"))
sys.path.insert(0, str(ORACLE.parent))
import ref_opt


def _options(target: str, launch: dict, with_make_ttir: bool) -> argparse.Namespace:
    return argparse.Namespace(target=target, num_warps=launch["num_warps"], num_stages=launch["num_stages"],
                              num_ctas=None, ptx_version=None, threads_per_warp=None,
                              with_make_ttir=with_make_ttir, mlir_print_debuginfo=True)


def kernel_metadata(name: str, launch: dict) -> dict:
    path = TMA / f"{name}.ttir"
    _, _, metadata = ref_opt.run_stages(path.read_text(), _options("cuda:90", launch, False), "llir", path=str(path))
    return {key: metadata[key] for key in ("tensordesc_meta", "global_scratch_size", "global_scratch_align")}


def cuda80_ptx_parameters(name: str, launch: dict) -> list[str]:
    path = TMA / f"{name}.ttir"
    _, ptx, _ = ref_opt.run_stages(path.read_text(), _options("cuda:80", launch, True), "ptx", path=str(path))
    entry = re.search(r"\.entry\s+\w+\((.*?)\)", ptx, re.DOTALL).group(1)
    return [match.group(1) for match in re.finditer(r"\.param\s+(\.\w+)", entry)]


def main() -> None:
    path = HERE / "descriptors.ttgir"
    expected = {"descriptors": ref_opt.parse_text(path.read_text(), str(path)).get_tensordesc_metadata()}
    launches = json.loads((TMA / "launch.json").read_text())
    for name, launch in launches.items():
        expected[name] = kernel_metadata(name, launch)
    expected["cuda80_ptx_parameters"] = {
        name: cuda80_ptx_parameters(name, launch)
        for name, launch in launches.items()
        if expected[name]["tensordesc_meta"]
    }
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1) + "\n")
    print(f"wrote expected.json ({len(expected)} entries)")


if __name__ == "__main__":
    main()
