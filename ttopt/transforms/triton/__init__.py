"""The `triton-*` passes on TTIR (lib/Dialect/Triton/Transforms) and what they share (`utility`)."""
