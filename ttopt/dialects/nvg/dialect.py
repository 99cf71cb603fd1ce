"""The NVGPU (`nvg`) dialect object (registered in ttopt.registry): the TritonGPU lowering emits
its ops, so its output re-parses, as upstream's pass declares NVGPU a dependent dialect."""

from xdsl.ir import Dialect

from ttopt.dialects.nvg.ops import ClusterCTAIdOp, LoadAcquireOp

NVGPU = Dialect("nvg", [ClusterCTAIdOp, LoadAcquireOp], [])
