"""The `ttopt` command's entry point. It answers `--version` before anything heavy is
imported (importing xDSL's builtin dialect alone takes ~0.15 s, most of ttopt's start-up),
and otherwise hands the command line to ttopt.cli, imported by name as the registry imports
passes."""

from __future__ import annotations

import importlib
import sys

import ttopt

VERSION_FLAGS = (["--version"], ["-version"])


def version_text() -> str:
    return f"ttopt {ttopt.__version__} (Triton 3.6.0 semantics, xDSL 0.74.0)\n"


def main() -> int:
    if sys.argv[1:] in VERSION_FLAGS:
        sys.stdout.write(version_text())
        return 0
    return importlib.import_module("ttopt.cli").main()
