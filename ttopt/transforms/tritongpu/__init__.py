"""The `tritongpu-*` passes on TTGIR (lib/Dialect/TritonGPU/Transforms, and the TritonGPU passes of
lib/Conversion/TritonGPUToLLVM), with what they share (`utility`: upstream's Utility.cpp) and the
software pipeliner (`pipeliner/`)."""
