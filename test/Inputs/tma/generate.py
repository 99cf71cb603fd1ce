"""Writes NAME.ttir for every kernel of kernels.py (Triton 3.6's front end and make_ttir for
cuda:90) and launch.json; with --expected, then expected.py (see ../hopper/generate.py, whose
machinery this uses).

    ~/triton36/bin/python test/Inputs/tma/generate.py [--expected]
"""

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "hopper"))
import generate as hopper  # noqa: E402  (which imports the hopper folder's kernels.py as `kernels`)

_spec = importlib.util.spec_from_file_location("tma_kernels", HERE / "kernels.py")
kernels = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(kernels)

DESC = "tensordesc<fp16[{}]>"

# name: (signature, constexprs, num_warps, num_stages, arguments that are NOT 16-divisible)
KERNELS = {
    "desc_matmul": ({"a_desc": DESC.format("128, 64"), "b_desc": DESC.format("64, 128"),
                     "c_desc": DESC.format("128, 128"), "M": "i32", "N": "i32", "K": "i32"},
                    {"BM": 128, "BN": 128, "BK": 64}, 8, 3, {"M", "N", "K"}),
    "persistent_matmul": ({"a_desc": DESC.format("128, 64"), "b_desc": DESC.format("128, 64"),
                           "c_desc": DESC.format("128, 128"), "M": "i32", "N": "i32", "K": "i32"},
                          {"NUM_SMS": 132, "BM": 128, "BN": 128, "BK": 64}, 8, 3, {"M", "N", "K"}),
    "persistent_matmul_flat": ({"a_desc": DESC.format("128, 64"), "b_desc": DESC.format("256, 64"),
                                "c_desc": DESC.format("128, 256"), "M": "i32", "N": "i32", "K": "i32"},
                               {"NUM_SMS": 132, "BM": 128, "BN": 256, "BK": 64, "GROUP_M": 8}, 8, 3,
                               {"M", "N", "K"}),
    "persistent_matmul_subtile": ({"a_desc": DESC.format("128, 64"), "b_desc": DESC.format("256, 64"),
                                   "c_desc": DESC.format("128, 128"), "M": "i32", "N": "i32", "K": "i32"},
                                  {"NUM_SMS": 132, "BM": 128, "BN": 256, "BK": 64, "GROUP_M": 8}, 8, 4,
                                  {"M", "N", "K"}),
    "attention_desc": ({"q_desc": DESC.format("128, 64"), "k_desc": DESC.format("64, 64"),
                        "v_desc": DESC.format("64, 64"), "o_desc": DESC.format("128, 64"),
                        "sm_scale": "fp32", "seq_len": "i32"},
                       {"BLOCK_M": 128, "BLOCK_N": 64, "HEAD_DIM": 64}, 4, 3, {"sm_scale"}),
    "device_desc_scale": ({"X": "*fp16", "Y": "*fp16", "M": "i32", "N": "i32", "stride_x": "i32",
                           "stride_y": "i32", "scale": "fp32"},
                          {"BM": 64, "BN": 64}, 4, 3, {"M", "N", "scale"}),
    "gather_scatter": ({"x_desc": "tensordesc<fp16[1, 64]>", "y_desc": "tensordesc<fp16[1, 64]>",
                        "idx_ptr": "*i32", "N": "i32"}, {"BR": 8, "BN": 64}, 4, 3, set()),
}

if __name__ == "__main__":
    hopper.main(HERE, kernels, KERNELS)
