"""Everything ttopt knows by name: dialects (for the parser) and passes (for the driver).

Importing this module registers every pass; `make_context` gives a context with
every dialect loaded.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.ir import Dialect

from ttopt.dialects import ALL_DIALECTS
from ttopt.conversion import ALL_CONVERSION_MODULES  # noqa: F401  (registers the conversion passes)
from ttopt.transforms import ALL_PASS_MODULES  # noqa: F401  (registers the passes)


def make_context(allow_unregistered: bool = False) -> Context:
    ctx = Context(allow_unregistered=allow_unregistered)
    for dialect in ALL_DIALECTS:
        ctx.load_dialect(dialect)
    return ctx


def dialect_names() -> list[str]:
    return sorted(d.name for d in ALL_DIALECTS)


def dialect(name: str) -> Dialect:
    return next(d for d in ALL_DIALECTS if d.name == name)
