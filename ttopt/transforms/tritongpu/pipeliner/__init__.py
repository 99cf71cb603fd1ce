"""Pieces of `tritongpu-pipeline` (upstream lib/Dialect/TritonGPU/Transforms/Pipeliner/): the
lowering of loads to multi-buffered async copies, the pipeline expander and the wait
bookkeeping. The coarse schedule is ttopt/transforms/tritongpu/pipeliner/schedule.py's."""
