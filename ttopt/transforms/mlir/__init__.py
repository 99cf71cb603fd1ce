"""MLIR's own passes, as Triton 3.6's bundled MLIR runs them (mlir/lib/Transforms)."""
