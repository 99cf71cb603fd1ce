"""The TritonNvidiaGPU (`ttng`) dialect object (registered in ttopt.registry)."""

from xdsl.ir import Dialect

from ttopt.dialects.ttng.ops import TTNG_OPS, TensorMemorySpaceAttr

TritonNvidiaGPU = Dialect("ttng", TTNG_OPS, [TensorMemorySpaceAttr])
