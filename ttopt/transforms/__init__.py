"""Transformation passes, one module per pass, grouped as upstream groups them:

    mlir/        MLIR's own passes (canonicalize, cse, inline, sccp, symbol-dce, ...)
    triton/      triton-* passes (lib/Dialect/Triton/Transforms)
    tritongpu/   tritongpu-* passes (lib/Dialect/TritonGPU/Transforms), pipeliner/ among them
    nvidia/      triton-nvidia-*, nvgpu-* and the allocation passes (lib/Dialect/TritonNvidiaGPU,
                 third_party/nvidia)
    gluon/       gluon-* passes (lib/Dialect/Gluon/Transforms)
    test/        test-* passes (test/lib)

Importing this package imports no pass; `ttopt.registry.PASSES` names them all.
"""
