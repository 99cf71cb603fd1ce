"""ttopt: Triton 3.6's triton-opt pass driver and NVIDIA backend, rebuilt in Python on xDSL."""

__version__ = "0.1.0"

# Before anything imports xDSL: its ~200 dataclasses then make their methods and docstrings
# only when used (reusing compiled methods), its attribute classes build their IRDL
# definitions when first used, and its dialect package defers its list of dialects (start-up).
from ttopt import (  # noqa: E402
    attr_definition,
    dataclass_code_cache,
    dataclass_docs,
    dataclass_methods,
    xdsl_dialects_package,
)

dataclass_code_cache.install()
dataclass_docs.install()
dataclass_methods.install()
attr_definition.install()
xdsl_dialects_package.install()
