"""The dialects ttopt parses, verifies and prints: one module (or package) per dialect.

Importing this package imports no dialect; `ttopt.registry.DIALECTS` names them all. It installs
ttopt.ir.xdsl_fast_paths (how xDSL builds and verifies the common shapes of op) first.
"""

from ttopt.ir import xdsl_fast_paths  # noqa: F401
