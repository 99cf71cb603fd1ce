"""Triton's NVGPU (`nvg`) dialect: `ops` (the ops), `dialect` (the Dialect object)."""
