"""Writes NAME.ttir and NAME.source.mlir for every kernel of kernels.py with Triton 3.6's front
end for cuda:80 (GPUTarget("cuda", 80, 32)), and launch.json (num_warps, num_stages).

    ~/triton36/bin/python test/Inputs/sm80_attention/generate.py     # a venv with triton==3.6.0

NAME.source.mlir is the front end's module (what make_ttir starts from: descriptors still in
the signature), NAME.ttir the module after make_ttir for cuda:80 (descriptors rewritten to
pointers). Integer arguments other than those listed as unaligned get tt.divisibility = 16, as
the launcher's specialization gives them. Locations name the source as `kernels.py` and
Triton's own files as `triton/...`. Needs no GPU.
"""

import importlib.util
import json
from pathlib import Path

import triton
from triton._C.libtriton import ir
from triton.backends.compiler import GPUTarget
from triton.backends.nvidia.compiler import CUDABackend
from triton.compiler import ASTSource

HERE = Path(__file__).resolve().parent
SITE = str(Path(triton.__file__).resolve().parent.parent) + "/"
CAPABILITY = 80
ALIGNED = [["tt.divisibility", 16]]

_spec = importlib.util.spec_from_file_location("sm80_kernels", HERE / "kernels.py")
kernels = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(kernels)

DESC = "tensordesc<fp16[{}]>"

# name: (signature, constexprs, num_warps, num_stages, arguments that are NOT 16-divisible)
KERNELS = {
    "attention_ptr": ({"Q": "*fp16", "K": "*fp16", "V": "*fp16", "Out": "*fp16", "sm_scale": "fp32",
                       "seq_len": "i32", "stride_qm": "i32", "stride_kn": "i32", "stride_vn": "i32",
                       "stride_om": "i32"},
                      {"BLOCK_M": 128, "BLOCK_N": 64, "HEAD_DIM": 64}, 4, 3, {"sm_scale", "seq_len"}),
    "attention_desc": ({"q_desc": DESC.format("64, 64"), "k_desc": DESC.format("64, 64"),
                        "v_desc": DESC.format("64, 64"), "o_desc": DESC.format("64, 64"),
                        "sm_scale": "fp32", "seq_len": "i32"},
                       {"BLOCK_M": 64, "BLOCK_N": 64, "HEAD_DIM": 64}, 4, 3, {"sm_scale"}),
    "desc_matmul_store": ({"a_desc": DESC.format("128, 32"), "b_desc": DESC.format("32, 128"),
                           "c_desc": DESC.format("128, 128"), "bias_ptr": "*fp16", "M": "i32", "N": "i32",
                           "K": "i32"},
                          {"BM": 128, "BN": 128, "BK": 32}, 4, 3, {"M", "N"}),
    "attention_device_desc": ({"Q": "*fp16", "K": "*fp16", "V": "*fp16", "Out": "*fp16", "sm_scale": "fp32",
                               "seq_len": "i32", "stride_m": "i32"},
                              {"BLOCK_M": 128, "BLOCK_N": 64, "HEAD_DIM": 64}, 4, 3, {"sm_scale"}),
    "attention_ptr_bf16": ({"Q": "*bf16", "K": "*bf16", "V": "*bf16", "Out": "*bf16", "sm_scale": "fp32",
                            "seq_len": "i32", "stride_m": "i32"},
                           {"BLOCK_M": 128, "BLOCK_N": 64, "HEAD_DIM": 128}, 8, 3, {"sm_scale"}),
}


def source_and_ttir(name: str) -> tuple[str, str]:
    """The front end's module and the module after make_ttir, both for cuda:80."""
    signature, constexprs, num_warps, num_stages, unaligned = KERNELS[name]
    function = getattr(kernels, name)
    attrs = {(function.arg_names.index(arg),): ALIGNED for arg, type_ in signature.items()
             if arg not in unaligned and type_ != "fp32" and not type_.startswith("tensordesc")}
    source = ASTSource(function, {**signature, **{k: "constexpr" for k in constexprs}}, constexprs, attrs)
    target = GPUTarget("cuda", CAPABILITY, 32)
    backend = CUDABackend(target)
    options = backend.parse_options({"num_warps": num_warps, "num_stages": num_stages})
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    module = source.make_ir(target, options, backend.get_codegen_implementation(options),
                            backend.get_module_map(), context)
    front_end = str(module)
    return front_end, str(backend.make_ttir(module, {}, options, CAPABILITY))


def located(text: str) -> str:
    return text.replace(str(HERE / "kernels.py"), "kernels.py").replace(SITE, "")


def main() -> None:
    launch = {name: {"num_warps": warps, "num_stages": stages}
              for name, (_, _, warps, stages, _) in KERNELS.items()}
    (HERE / "launch.json").write_text(json.dumps(launch, indent=2) + "\n")
    for name in KERNELS:
        front_end, ttir = source_and_ttir(name)
        (HERE / f"{name}.source.mlir").write_text(located(front_end))
        (HERE / f"{name}.ttir").write_text(located(ttir))
        print(f"wrote {name}.source.mlir ({len(front_end.splitlines())} lines), "
              f"{name}.ttir ({len(ttir.splitlines())} lines)")


if __name__ == "__main__":
    main()
