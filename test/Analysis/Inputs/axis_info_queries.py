"""Ask ModuleAxisInfoAnalysis what the NVIDIA load/store lowering asks, for a lit test.

    python axis_info_queries.py INPUT.mlir [--debug-only=axis-info]

For every tt.load and tt.store on a tensor of pointers, in program order, as
LoadStoreOpToLLVM.cpp does: getContiguity(ptr), then getMaskAlignment(mask)
when the op has a mask. Prints one line per op with the answers; the queries'
own `[axis-info]` debug trace goes to stderr.
"""

from __future__ import annotations

import sys

from xdsl.dialects.builtin import TensorType

from ttopt import registry
from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.ir import debug
from ttopt.ir.parser import parse_buffer


def main(argv: list[str]) -> int:
    path = argv[0]
    tags = [a.split("=", 1)[1] for a in argv[1:] if a.startswith("--debug-only=")]
    debug.configure(only=[t for tag in tags for t in tag.split(",")])
    with open(path, encoding="utf-8") as f:
        module = parse_buffer(registry.make_context(), f.read(), path)
    analysis = ModuleAxisInfoAnalysis(module)
    for op in module.walk():
        if op.name not in ("tt.load", "tt.store"):
            continue
        pointer = op.operands[0]
        if not isinstance(pointer.type, TensorType):
            continue
        line = f"{op.name}: contiguity {analysis.get_contiguity(pointer)}"
        mask = op.mask if op.mask is not None else None
        if mask is not None:
            line += f", mask alignment {analysis.get_mask_alignment(mask)}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
