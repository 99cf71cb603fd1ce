"""ttopt: Triton 3.6's triton-opt pass driver and NVIDIA backend, rebuilt in Python on xDSL."""

__version__ = "0.1.0"
