"""Loading a cubin and launching its kernel on a GPU (needs the `gpu` extra: cuda-bindings).

`CompiledKernel.from_directory(dir)[grid](*args)` launches what `ttopt-compile` wrote;
`ttopt.runtime.arguments` checks and packs the arguments and needs no GPU; a `tensordesc`
parameter takes a `TensorDescriptor` (ttopt.runtime.tensor_descriptor).
"""

from ttopt.runtime.tensor_descriptor import TensorDescriptor

__all__ = ["TensorDescriptor"]
