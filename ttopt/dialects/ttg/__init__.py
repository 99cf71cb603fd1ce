"""The TritonGPU (`ttg`) dialect of Triton 3.6, one module per part:

    layouts.py       the layout attributes (#ttg.blocked, #ttg.nvidia_mma, shared layouts, ...)
    types.py         !ttg.memdesc and !ttg.async.token
    infer.py         layout inference through shape ops (the dialect's InferLayoutInterface)
    ops.py           the ops, with their verifiers
    canonicalize.py  the ops' folders and canonicalization patterns
    dialect.py       the Dialect object, with its interfaces

The package itself imports nothing: import the part you need.
"""
