"""Writes NAME.ttir for every kernel of kernels.py: Triton 3.6's front end and make_ttir, for
cuda:80 and cuda:90 (the TTIR is the same for both here; it is written once, from cuda:90).

    ~/triton36/bin/python test/Inputs/kernels/generate.py      # a venv with triton==3.6.0

Also writes launch.json (num_warps per kernel: TTIR does not carry it). Needs no GPU. Locations name the source as `kernels.py`, as the corpus does.
"""

import json
from pathlib import Path

import kernels
from triton._C.libtriton import ir
from triton.backends.compiler import GPUTarget
from triton.backends.nvidia.compiler import CUDABackend
from triton.compiler import ASTSource

HERE = Path(__file__).resolve().parent
ALIGNED = [["tt.divisibility", 16]]

# name: (signature, constexprs, num_warps, arguments that are NOT 16-divisible)
KERNELS = {
    "cumsum": ({"X": "*fp32", "Y": "*fp32", "N": "i32"}, {"BLOCK": 1024}, 4, {"N"}),
    "scan_rows": ({"X": "*i32", "Y": "*i32", "stride": "i32", "N": "i32"}, {"BM": 4, "BN": 256}, 4, {"N"}),
    "atomics": ({"X": "*i32", "Bins": "*i32", "Total": "*i32", "Maximum": "*i32", "N": "i32"},
                {"NUM_BINS": 16, "BLOCK": 512}, 4, {"N"}),
    "atomic_cas": ({"Locks": "*i32", "Winners": "*i32", "Order": "*i32"}, {}, 1, set()),
    "histogram": ({"X": "*i32", "Hist": "*i32", "N": "i32"}, {"NUM_BINS": 64, "BLOCK": 1024}, 4, {"N"}),
    "gather": ({"Src": "*fp32", "Idx": "*i32", "Out": "*fp32"}, {"BM": 32, "BN": 32}, 4, set()),
    "collatz": ({"X": "*i32", "Steps": "*i32", "N": "i32"}, {"BLOCK": 256}, 4, {"N"}),
    "casts": ({"X": "*fp32", "F16": "*fp16", "BF16": "*bf16", "F8": "*fp8e5", "Back": "*fp32", "N": "i32"},
              {"BLOCK": 1024}, 4, {"N"}),
    "libdevice_math": ({"X": "*fp32", "Y": "*fp32", "N": "i32"}, {"BLOCK": 1024}, 4, {"N"}),
}


def ttir(name: str) -> str:
    signature, constexprs, num_warps, unaligned = KERNELS[name]
    function = getattr(kernels, name)
    attrs = {(function.arg_names.index(arg),): ALIGNED for arg in signature if arg not in unaligned}
    signature = {**signature, **{k: "constexpr" for k in constexprs}}
    source = ASTSource(function, signature, constexprs, attrs)
    target = GPUTarget("cuda", 90, 32)
    backend = CUDABackend(target)
    options = backend.parse_options({"num_warps": num_warps})
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    module = source.make_ir(target, options, backend.get_codegen_implementation(options),
                            backend.get_module_map(), context)
    module = backend.make_ttir(module, {}, options, 90)
    return str(module)


def main() -> None:
    launch = {name: {"num_warps": num_warps} for name, (_, _, num_warps, _) in KERNELS.items()}
    (HERE / "launch.json").write_text(json.dumps(launch, indent=2) + "\n")
    for name in KERNELS:
        text = ttir(name).replace(str(HERE / "kernels.py"), "kernels.py")
        (HERE / f"{name}.ttir").write_text(text)
        print(f"wrote {name}.ttir ({len(text.splitlines())} lines)")


if __name__ == "__main__":
    main()
