"""Pieces of `tritongpu-pipeline` (upstream lib/Dialect/TritonGPU/Transforms/Pipeliner/): the
lowering of loads to multi-buffered async copies, the pipeline expander, asynchronous wgmma
(with the register-A dot split) and the wait bookkeeping; what it refuses is in unsupported.py.
The coarse schedule is ttopt/transforms/tritongpu/pipeliner/schedule.py's."""
