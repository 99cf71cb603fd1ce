"""triton/Tools/Sys/GetEnv.hpp's getBoolEnv, which Triton's C++ passes and its Python knobs
(getenv_bool) both read flags with."""

from __future__ import annotations

import os


def get_bool_env(name: str) -> bool:
    """tools::getBoolEnv: the variable set to on, true or 1, in any case."""
    return os.environ.get(name, "").lower() in ("on", "true", "1")
