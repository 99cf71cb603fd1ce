"""ttopt: Triton 3.6's triton-opt pass driver and NVIDIA backend, rebuilt in Python on xDSL."""

__version__ = "0.1.0"

# Before anything imports xDSL: its ~200 dataclasses then make their methods and docstrings
# only when used (reusing compiled methods), and its attribute classes build their IRDL
# definitions when first used (start-up).
from ttopt import attr_definition, dataclass_code_cache, dataclass_docs, dataclass_methods  # noqa: E402

dataclass_code_cache.install()
dataclass_docs.install()
dataclass_methods.install()
attr_definition.install()
