"""Writes NAME.ttir for every kernel of kernels.py: Triton 3.6's front end and make_ttir for
cuda:90 (GPUTarget("cuda", 90, 32)).

    ~/triton36/bin/python test/Inputs/hopper/generate.py          # a venv with triton==3.6.0
    ~/triton36/bin/python test/Inputs/hopper/generate.py --expected   # and then expected.py

Also writes launch.json (num_warps and num_stages per kernel: TTIR carries neither). Needs no
GPU. Locations name the source as `kernels.py` and Triton's own files as `triton/...`, as the
corpus does. With --expected it then runs
expected.py, which compiles every NAME.ttir with the real Triton 3.6 (the oracle) into
expected/NAME.{ttgir,llir,ptx,meta.json}.
"""

import json
import subprocess
import sys
from pathlib import Path

import kernels
import triton
from triton._C.libtriton import ir
from triton.backends.compiler import GPUTarget
from triton.backends.nvidia.compiler import CUDABackend
from triton.compiler import ASTSource

HERE = Path(__file__).resolve().parent
ALIGNED = [["tt.divisibility", 16]]
SITE = str(Path(triton.__file__).resolve().parent.parent) + "/"  # triton/language/standard.py

MATMUL = {"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32",
          "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"}
SIZES = {"M"}  # not 16-divisible (N and K are: see kernels.py)

# name: (signature, constexprs, num_warps, num_stages, arguments that are NOT 16-divisible)
KERNELS = {
    "matmul_f16": (MATMUL, {"BM": 128, "BN": 128, "BK": 64, "GROUP": 8}, 8, 3, SIZES),
    "matmul_f16_unaligned": (MATMUL, {"BM": 128, "BN": 128, "BK": 64, "GROUP": 8}, 8, 3, {"M", "N", "K"}),
    "matmul_bf16": ({**MATMUL, "A": "*bf16", "B": "*bf16", "C": "*bf16"},
                    {"BM": 128, "BN": 128, "BK": 64}, 4, 3, SIZES),
    "matmul_tf32": ({**MATMUL, "A": "*fp32", "B": "*fp32", "C": "*fp32"},
                    {"BM": 128, "BN": 128, "BK": 32, "GROUP": 8}, 8, 3, SIZES),
    "matmul_fp8e4m3": ({"A": "*fp8e4nv", "B": "*fp8e4nv", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32",
                        "stride_am": "i32", "stride_bn": "i32", "stride_cm": "i32"},
                       {"BM": 128, "BN": 128, "BK": 128, "GROUP": 8, "IMPRECISE": 32}, 8, 3, SIZES),
    "matmul_fp8e5m2": ({"A": "*fp8e5", "B": "*fp8e5", "C": "*fp32", "scale": "fp32", "M": "i32", "N": "i32",
                        "K": "i32", "stride_am": "i32", "stride_bn": "i32", "stride_cm": "i32"},
                       {"BM": 128, "BN": 256, "BK": 64}, 8, 3, SIZES | {"scale"}),
    "matmul_epilogue": ({"A": "*bf16", "B": "*bf16", "Bias": "*fp32", "C": "*fp16", "M": "i32", "N": "i32",
                         "K": "i32", "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"},
                        {"BM": 128, "BN": 128, "BK": 64, "GROUP": 8, "ACTIVATION": "gelu"}, 8, 3, SIZES),
    "batched_matmul": ({**MATMUL, "stride_ab": "i32", "stride_bb": "i32", "stride_cb": "i32"},
                       {"BM": 128, "BN": 128, "BK": 64}, 8, 3, SIZES),
    "batched_dot3d": ({**MATMUL, "stride_ab": "i32", "stride_bb": "i32", "stride_cb": "i32"},
                      {"BB": 2, "BM": 64, "BN": 64, "BK": 32}, 4, 3, SIZES),
    "attention_fwd": ({"Q": "*fp16", "K": "*fp16", "V": "*fp16", "Out": "*fp16", "sm_scale": "fp32",
                       "seq_len": "i32", "stride_qh": "i32", "stride_qm": "i32", "stride_kh": "i32",
                       "stride_kn": "i32", "stride_vh": "i32", "stride_vn": "i32", "stride_oh": "i32",
                       "stride_om": "i32"},
                      {"BLOCK_M": 128, "BLOCK_N": 64, "HEAD_DIM": 64}, 4, 3, {"sm_scale", "seq_len"}),
    "dot_a_regs": ({**MATMUL, "Scale": "*fp32", "C": "*fp32"}, {"BM": 64, "BN": 128, "BK": 64}, 4, 3, SIZES),
    "matmul_stages4": ({**MATMUL, "C": "*fp32"}, {"BM": 64, "BN": 256, "BK": 32}, 4, 4, SIZES),
    "matmul_stages2": (MATMUL, {"BM": 128, "BN": 64, "BK": 32}, 4, 2, SIZES),
    "matmul_i8": ({**MATMUL, "A": "*i8", "B": "*i8", "C": "*i32"}, {"BM": 128, "BN": 128, "BK": 64}, 8, 3, SIZES),
    "matmul_f16acc": (MATMUL, {"BM": 128, "BN": 128, "BK": 64}, 4, 3, SIZES),
    "matmul_at": ({"A": "*fp16", "B": "*fp16", "C": "*fp16", "M": "i32", "N": "i32", "K": "i32",
                   "stride_ak": "i32", "stride_bk": "i32", "stride_cm": "i32"},
                  {"BM": 128, "BN": 128, "BK": 64}, 8, 3, SIZES),
    "matmul_fp8_mixed": ({"A": "*fp8e4nv", "B": "*fp8e5", "C": "*bf16", "M": "i32", "N": "i32", "K": "i32",
                          "stride_am": "i32", "stride_bn": "i32", "stride_cm": "i32"},
                         {"BM": 128, "BN": 128, "BK": 128}, 8, 3, SIZES),
    "matmul_small": ({**MATMUL, "C": "*fp32"}, {"BM": 64, "BN": 32, "BK": 32}, 4, 3, SIZES),
    "attention_causal": ({"Q": "*bf16", "K": "*bf16", "V": "*bf16", "Out": "*bf16", "sm_scale": "fp32",
                          "seq_len": "i32", "stride_qm": "i32", "stride_kn": "i32", "stride_vn": "i32",
                          "stride_om": "i32"},
                         {"BLOCK_M": 128, "BLOCK_N": 128, "HEAD_DIM": 128}, 8, 3, {"sm_scale", "seq_len"}),
}

FUNCTION = {"matmul_f16_unaligned": "matmul_f16"}  # kernels compiled from another's function


def ttir(name: str, module=kernels, table=KERNELS) -> str:
    signature, constexprs, num_warps, num_stages, unaligned = table[name]
    function = getattr(module, FUNCTION.get(name, name))
    attrs = {(function.arg_names.index(arg),): ALIGNED for arg in signature
             if arg not in unaligned and signature[arg] != "fp32" and not signature[arg].startswith("tensordesc")}
    signature = {**signature, **{k: "constexpr" for k in constexprs}}
    source = ASTSource(function, signature, constexprs, attrs)
    target = GPUTarget("cuda", 90, 32)
    backend = CUDABackend(target)
    options = backend.parse_options({"num_warps": num_warps, "num_stages": num_stages})
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    module = source.make_ir(target, options, backend.get_codegen_implementation(options),
                            backend.get_module_map(), context)
    module = backend.make_ttir(module, {}, options, 90)
    return str(module)


def main(here: Path = HERE, module=kernels, table=KERNELS) -> None:
    """Writes here/NAME.ttir for every kernel of `table` (functions from `module`) and
    here/launch.json; with --expected, then expected.py for `here`."""
    launch = {name: {"num_warps": warps, "num_stages": stages}
              for name, (_, _, warps, stages, _) in table.items()}
    (here / "launch.json").write_text(json.dumps(launch, indent=2) + "\n")
    for name in table:
        text = ttir(name, module, table).replace(str(here / "kernels.py"), "kernels.py").replace(SITE, "")
        (here / f"{name}.ttir").write_text(text)
        print(f"wrote {name}.ttir ({len(text.splitlines())} lines)")
    if "--expected" in sys.argv[1:]:
        subprocess.run([sys.executable, str(HERE / "expected.py"), "--dir", str(here)], check=True)


if __name__ == "__main__":
    main()
