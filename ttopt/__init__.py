"""ttopt: Triton 3.6's triton-opt pass driver and NVIDIA backend, rebuilt in Python on xDSL."""

__version__ = "0.1.0"

# Before anything imports xDSL: its ~200 dataclasses then reuse compiled methods and make
# their docstrings only when read, and its attribute classes build their IRDL definitions
# when first used (start-up).
from ttopt import attr_definition, dataclass_code_cache, dataclass_docs  # noqa: E402

dataclass_code_cache.install()
dataclass_docs.install()
attr_definition.install()
