"""Dialect conversions: TTIR to TTGIR, SCF to CF, TritonGPU to LLVM, NVVM to LLVM, LLVM dialect to LLVM IR.

Importing this package registers the conversion passes."""

from ttopt.conversion import nvgpu_to_llvm, nvvm_to_llvm, scf_to_cf, triton_to_tritongpu, tritongpu_to_llvm

ALL_CONVERSION_MODULES = (triton_to_tritongpu, scf_to_cf, tritongpu_to_llvm, nvgpu_to_llvm, nvvm_to_llvm)
