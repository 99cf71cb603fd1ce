"""Pieces of `tritongpu-pipeline` (upstream lib/Dialect/TritonGPU/Transforms/Pipeliner/): the
lowering of loads to multi-buffered async copies (cp.async, and TMA with mbarriers), descriptors
made in loops, the pipeline expander, asynchronous wgmma (with the register-A dot split), the wait
bookkeeping and TMA stores; what it refuses is in unsupported.py. The coarse schedule is
ttopt/transforms/tritongpu/pipeliner/schedule.py's."""
