"""Dialect conversions: TTIR to TTGIR, SCF to CF, TritonGPU to LLVM, NVGPU and NVVM to LLVM, and the
LLVM dialect to LLVM IR text (`llvm_ir`). Importing this package imports no conversion."""
