"""Pieces of `tritongpu-pipeline` (upstream lib/Dialect/TritonGPU/Transforms/Pipeliner/): the coarse
schedule read from `loop.stage`/`loop.cluster`, the lowering of loads to multi-buffered async copies,
the pipeline expander and the wait bookkeeping."""
