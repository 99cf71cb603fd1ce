"""LLVM_DEBUG for ttopt: `--debug` and `--debug-only=TAG[,TAG]` print `[TAG]: message`.

Passes and analyses call `debug(TAG, message)` (or test `is_enabled(TAG)` before
building an expensive message); nothing is formatted unless the tag is enabled.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import TextIO

_all_enabled = False
_enabled_tags: frozenset[str] = frozenset()
_stream: TextIO | None = None


def configure(*, debug_all: bool = False, only: Iterable[str] = (), stream: TextIO | None = None) -> None:
    global _all_enabled, _enabled_tags, _stream
    _all_enabled = debug_all
    _enabled_tags = frozenset(only)
    _stream = stream


def is_enabled(tag: str) -> bool:
    return _all_enabled or tag in _enabled_tags


def debug(tag: str, message: str | Callable[[], str]) -> None:
    """Print `[tag]: message` to stderr when the tag is enabled.

    `message` may be a callable, so that costly text is only built when needed.
    Multi-line messages get the prefix on their first line only, like LLVM_DEBUG
    output written with `DBGS() << ...`.
    """
    if not is_enabled(tag):
        return
    text = message() if callable(message) else message
    (_stream or sys.stderr).write(f"[{tag}]: {text}\n")


def debug_raw(tag: str, message: str | Callable[[], str]) -> None:
    """Write `message` as is when the tag is enabled: `llvm::dbgs() << ...` without the
    `[tag]: ` prefix, as upstream's multi-line dumps continue after a DBGS() line."""
    if not is_enabled(tag):
        return
    text = message() if callable(message) else message
    (_stream or sys.stderr).write(text)
