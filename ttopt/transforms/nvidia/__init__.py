"""NVIDIA passes: `triton-nvidia-*` (lib/Dialect/TritonNvidiaGPU/Transforms), `nvgpu-*` and the
shared/tensor memory allocation passes (third_party/nvidia/lib)."""
