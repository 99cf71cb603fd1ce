"""TritonNvidiaGPU barrier and fence ops: `ttng.fence_async_shared`.

Upstream, Triton 3.6: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/BarrierOpToLLVM.cpp
(FenceAsyncSharedOpConversion). The fence orders the generic proxy's shared-memory writes
(st.shared of a `local_alloc` from registers) before the async proxy's reads (wgmma, TMA):
`nvvm.fence.proxy` of kind `async.shared`, in the CTA's or the cluster's shared memory.
The mbarrier ops of the same upstream file have no lowering here yet.
"""

from __future__ import annotations

from xdsl.ir import Operation

from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, lowering
from ttopt.dialects.nvvm import FenceProxyOp


@lowering("ttng.fence_async_shared")
def lower_fence_async_shared(op: Operation, rw: ConversionRewriter) -> bool:
    """`nvvm.fence.proxy {kind = async.shared, space = cta|cluster}`."""
    space = "cluster" if bool(op.bCluster.value.data) else "cta"
    b = rw.builder(op.location)
    rw.replace_op(op, b.create(FenceProxyOp("async.shared", space)))
    return True
