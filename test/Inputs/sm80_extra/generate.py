"""Writes NAME.ttir for every kernel of kernels.py with Triton 3.6's front end and make_ttir for
cuda:80 (GPUTarget("cuda", 80, 32)), and launch.json (num_warps, num_stages); with --expected,
also expected/NAME.ttgir and expected/NAME.llvm.mlir for the kernels of EXPECTED, through the
oracle (../shared/oracle/ref_opt.py beside the repository; TTOPT_ORACLE to put it elsewhere).

    ~/triton36/bin/python test/Inputs/sm80_extra/generate.py [--expected]   # triton==3.6.0

NAME.ttgir is make_ttgir's output with locations; NAME.llvm.mlir the LLVM dialect module the
MLIR passes of make_llir (LLVM_PASSES) make of it, before translation to LLVM IR, printed
without locations. Only the kernels whose compile is cheap for ttopt are stored (the 128x128
bf16 matmuls are checked with dev/passdiff.py instead).

Integer and pointer arguments other than those listed as unaligned get tt.divisibility = 16,
as the launcher's specialization gives them. Locations name the source as `kernels.py` and
Triton's own files as `triton/...`. Needs no GPU.
"""

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import triton
from triton._C.libtriton import ir
from triton.backends.compiler import GPUTarget
from triton.backends.nvidia.compiler import CUDABackend
from triton.compiler import ASTSource

HERE = Path(__file__).resolve().parent
ORACLE = Path(os.environ.get("TTOPT_ORACLE", HERE.parents[3] / "shared" / "oracle" / "ref_opt.py"))
SITE = str(Path(triton.__file__).resolve().parent.parent) + "/"
CAPABILITY = 80
ALIGNED = [["tt.divisibility", 16]]

_spec = importlib.util.spec_from_file_location("sm80_extra_kernels", HERE / "kernels.py")
kernels = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(kernels)

MATMUL = {"A": "*bf16", "B": "*bf16", "Bias": "*bf16", "C": "*bf16", "M": "i32", "N": "i32", "K": "i32",
          "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"}
TILES = {"BM": 128, "BN": 128, "BK": 32, "GROUP": 8, "PRECISION": "tf32"}
F32_MATMUL = {**MATMUL, "A": "*fp32", "B": "*fp32", "Bias": "*fp32", "C": "*fp32"}
F32_TILES = {"BM": 32, "BN": 32, "BK": 16, "GROUP": 8, "APPROXIMATE": False, "PRECISION": "ieee"}

# name: (function, signature, constexprs, num_warps, num_stages, arguments that are NOT 16-divisible)
KERNELS = {
    "barrier_shift": ("barrier_shift", {"X": "*fp32", "Out": "*fp32", "N": "i32"}, {"BLOCK": 512}, 4, 3, {"N"}),
    "matmul_bias_gelu_erf": ("matmul_bias_gelu", MATMUL, {**TILES, "APPROXIMATE": False}, 4, 3, {"M", "N"}),
    "matmul_bias_gelu_tanh": ("matmul_bias_gelu", MATMUL, {**TILES, "APPROXIMATE": True}, 4, 3, {"M", "N"}),
    "matmul_f32_ieee_bias_gelu": ("matmul_bias_gelu", F32_MATMUL, F32_TILES, 4, 3, {"M", "N"}),
}
EXPECTED = ("barrier_shift", "matmul_f32_ieee_bias_gelu")

_CANONICALIZE = "canonicalize{max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"
# make_llir's MLIR passes for cuda:80 and PTX 8.7 (compiler.py), without enable-line-info.
LLVM_PASSES = (
    "tritongpu-combine-tensor-select-and-if", "tritongpu-allocate-warp-groups", "convert-scf-to-cf", "gluon-inline",
    "allocate-shared-memory-nv{compute-capability=80 ptx-version=87}", "triton-tensor-memory-allocation",
    "triton-nvidia-check-matmul-two-cta", "tritongpu-global-scratch-memory-allocation",
    "triton-nvidia-gpu-proxy-fence-insertion{compute-capability=80}",
    "convert-triton-gpu-to-llvm{compute-capability=80 ptx-version=87}", _CANONICALIZE, "cse",
    "convert-nv-gpu-to-llvm", "convert-warp-specialize-to-llvm", _CANONICALIZE, "cse", "symbol-dce",
    "convert-nvvm-to-llvm",
)


def ttir(name: str) -> str:
    """The module after make_ttir for cuda:80."""
    function_name, signature, constexprs, num_warps, num_stages, unaligned = KERNELS[name]
    function = getattr(kernels, function_name)
    attrs = {(function.arg_names.index(arg),): ALIGNED for arg, type_ in signature.items()
             if arg not in unaligned and type_ != "fp32"}
    source = ASTSource(function, {**signature, **{k: "constexpr" for k in constexprs}}, constexprs, attrs)
    target = GPUTarget("cuda", CAPABILITY, 32)
    backend = CUDABackend(target)
    options = backend.parse_options({"num_warps": num_warps, "num_stages": num_stages})
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    module = source.make_ir(target, options, backend.get_codegen_implementation(options),
                            backend.get_module_map(), context)
    return str(backend.make_ttir(module, {}, options, CAPABILITY))


def located(text: str) -> str:
    return text.replace(str(HERE / "kernels.py"), "kernels.py").replace(SITE, "")


def write_expected(name: str) -> None:
    """expected/NAME.ttgir and expected/NAME.llvm.mlir from the oracle."""
    out = HERE / "expected"
    out.mkdir(exist_ok=True)
    _, _, _, warps, stages, _ = KERNELS[name]
    ttgir = out / f"{name}.ttgir"
    oracle = [sys.executable, str(ORACLE)]
    subprocess.run([*oracle, str(HERE / f"{name}.ttir"), "--stage", "ttgir", "--target", f"cuda:{CAPABILITY}",
                    "--num-warps", str(warps), "--num-stages", str(stages), "--mlir-print-debuginfo", "-o", str(ttgir)],
                   check=True)
    subprocess.run([*oracle, str(ttgir), f"--pass-pipeline=builtin.module({','.join(LLVM_PASSES)})",
                    "-o", str(out / f"{name}.llvm.mlir")], check=True)
    print(f"wrote expected/{name}.ttgir, expected/{name}.llvm.mlir")


def main() -> None:
    launch = {name: {"num_warps": warps, "num_stages": stages}
              for name, (_, _, _, warps, stages, _) in KERNELS.items()}
    (HERE / "launch.json").write_text(json.dumps(launch, indent=2) + "\n")
    for name in KERNELS:
        text = located(ttir(name))
        (HERE / f"{name}.ttir").write_text(text)
        print(f"wrote {name}.ttir ({len(text.splitlines())} lines)")
    if "--expected" in sys.argv[1:]:
        for name in EXPECTED:
            write_expected(name)


if __name__ == "__main__":
    main()
