"""Debugging a compile: per-pass IR dumps to a file tree with diffs (ir_tree_dump), crash
reproducers and their replay (reproducer), MLIR's textual pipelines (pipeline_text), MLIR's
timing report (timing), and resuming ttopt-compile from an edited stage file (resume)."""

# The external resource a reproducer's pipeline is stored under (MLIR's name for it). Here, not in
# reproducer, so that the driver names it without importing that module on every run.
REPRODUCER_RESOURCE = "mlir_reproducer"
