"""Triton 3.6's own compile of a TTIR file to PTX, as bench/compile_speed.py times it (run by
a Python with triton==3.6.0, never by ttopt's):

    python bench/triton_compile.py KERNEL.ttir CAPABILITY NUM_WARPS NUM_STAGES

It parses the TTIR and runs the CUDA backend's make_ttgir, make_llir (with LLVM's O3) and
make_ptx, the stages `ttopt-compile --stop-after ptx` runs; no cache, no GPU.
"""

import sys

from triton._C.libtriton import ir
from triton.backends.compiler import GPUTarget
from triton.backends.nvidia.compiler import CUDABackend


def main() -> None:
    path, capability, warps, stages = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    backend = CUDABackend(GPUTarget("cuda", capability, 32))
    options = backend.parse_options({"num_warps": warps, "num_stages": stages})
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    module = ir.parse_mlir_module(path, context)
    module.context = context
    metadata: dict = {}
    ttgir = backend.make_ttgir(module, metadata, options, capability)
    llir = backend.make_llir(ttgir, metadata, options, capability)
    backend.make_ptx(llir, metadata, options, capability)


if __name__ == "__main__":
    main()
