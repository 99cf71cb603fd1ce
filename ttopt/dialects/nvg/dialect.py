"""The NVGPU (`nvg`) dialect object (registered in ttopt.registry): the TritonGPU lowering emits
its ops, so its output re-parses, as upstream's pass declares NVGPU a dependent dialect."""

from xdsl.ir import Dialect

from ttopt.dialects.nvg.ops import ClusterCTAIdOp, LoadAcquireOp, WarpIdOp, WGMMAOp, WGMMAWaitGroupOp

# In NVGPUOps.td's order.
NVGPU = Dialect("nvg", [WGMMAWaitGroupOp, WGMMAOp, ClusterCTAIdOp, LoadAcquireOp, WarpIdOp], [])
