"""Writes NAME.ll and NAME.llir: what the real Triton 3.6 makes of a kernel's TTIR with
LLVM_EXTRACT_DI_LOCAL_VARIABLES=1 (its variables' debug info), for
test/unit/test_di_local_variables.py.

    ~/triton36/bin/python test/Inputs/di_local_variables/generate.py    # triton==3.6.0

For each kernel of KERNELS it runs the oracle's stage mode (../shared/oracle/ref_opt.py beside
the repository; TTOPT_ORACLE puts it elsewhere) to the LLVM IR with MLIR_ENABLE_DUMP=1, and keeps

- NAME.llir: make_llir's output (after LLVM's O3);
- NAME.ll: the LLVM IR before any optimization (Triton's `llvm.to_module`, MLIR's
  translateModuleToLLVMIR) of the LLVM dialect make_llir's last pass leaves: the dump before
  `extract-variable-info`, run through that pass by the oracle's pass mode.

Needs no GPU.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
INPUTS = HERE.parent
ORACLE = Path(
    os.environ.get("TTOPT_ORACLE", HERE.parents[3] / "shared" / "oracle" / "ref_opt.py")
)

# name: (TTIR, target, num_warps, num_stages)
KERNELS = {
    "vecadd": (INPUTS / "corpus" / "sm80" / "vecadd.ttir", "cuda:80", 4, 3),
    "softmax": (INPUTS / "corpus" / "sm80" / "softmax.ttir", "cuda:80", 4, 3),
    "matmul_f16": (INPUTS / "hopper" / "matmul_f16.ttir", "cuda:90", 8, 3),
}

LAST_DUMP = "// -----// IR Dump Before LLVMDILocalVariable (extract-variable-info)"

TO_MODULE = """
import sys
from triton._C.libtriton import ir, llvm, nvidia
context = ir.context(); ir.load_dialects(context); nvidia.load_dialects(context)
module = ir.parse_mlir_module(sys.argv[1], context); module.context = context
llvm.init_targets()
print(str(llvm.to_module(module, llvm.context())), end="")
"""


def oracle(*args: str, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(ORACLE), *args],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )


def main() -> None:
    env = {
        **os.environ,
        "LLVM_EXTRACT_DI_LOCAL_VARIABLES": "1",
        "MLIR_ENABLE_DUMP": "1",
    }
    env.pop("TRITON_DISABLE_LINE_INFO", None)
    for name, (ttir, target, warps, stages) in KERNELS.items():
        with tempfile.TemporaryDirectory() as scratch:
            llir = Path(scratch) / "out.llir"
            run = oracle(str(ttir), "--stage", "llir", "--target", target, "--num-warps", str(warps),
                         "--num-stages", str(stages), "-o", str(llir), env=env)  # fmt: skip
            before = Path(scratch) / "before.mlir"
            before.write_text(
                run.stderr[run.stderr.rindex(LAST_DUMP) :].split("\n", 1)[1]
            )
            after = Path(scratch) / "after.mlir"
            oracle(
                str(before),
                "-extract-variable-info",
                "--mlir-print-debuginfo",
                "-o",
                str(after),
                env=env,
            )
            translated = subprocess.run([sys.executable, "-c", TO_MODULE, str(after)], env=env,
                                        capture_output=True, text=True, check=True)  # fmt: skip
            (HERE / f"{name}.ll").write_text(translated.stdout)
            (HERE / f"{name}.llir").write_text(llir.read_text())
        print(f"wrote {name}.ll, {name}.llir")


if __name__ == "__main__":
    main()
