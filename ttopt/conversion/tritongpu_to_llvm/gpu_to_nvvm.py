"""The `gpu` dialect ops in Triton's IR, lowered as MLIR's GPU-to-NVVM patterns do.

Upstream: TritonGPUToLLVM.cpp adds mlir::populateGpuToNVVMConversionPatterns to the lowering;
of those, Triton's IR only ever holds `gpu.barrier` (tl.debug_barrier), which
GPUBarrierConversion turns into `nvvm.barrier0` (bar.sync 0: every thread of the CTA).
"""

from __future__ import annotations

from xdsl.ir import Operation

from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, lowering
from ttopt.dialects.nvvm import Barrier0Op


@lowering("gpu.barrier")
def lower_gpu_barrier(op: Operation, rw: ConversionRewriter) -> bool:
    """GPUBarrierConversion: `nvvm.barrier0`."""
    rw.replace_op(op, rw.builder(op.location).create(Barrier0Op()))
    return True
