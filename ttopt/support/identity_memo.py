"""A function's results memoized by the identity of its argument.

For immutable objects whose hash costs as much as the function itself (xDSL attributes hash
their parameters again on every call): the table is keyed by `id`, holds each object it saw so
that the id stays that object's, and is emptied when it grows past `limit` entries.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

Argument = TypeVar("Argument")
Result = TypeVar("Result")


def identity_memo(function: Callable[[Argument], Result], limit: int = 1 << 16) -> Callable[[Argument], Result]:
    """`function`, computed once per argument object (a closure, as cheap to call as a function)."""
    table: dict[int, tuple[Argument, Result]] = {}

    def memo(argument: Argument) -> Result:
        entry = table.get(id(argument))
        if entry is not None and entry[0] is argument:
            return entry[1]
        if len(table) > limit:
            table.clear()
        result = function(argument)
        table[id(argument)] = (argument, result)
        return result

    memo.__doc__ = function.__doc__
    memo.table = table  # type: ignore[attr-defined]  # what it holds: for tests, and loops that read it inline
    return memo


attribute_hash = identity_memo(hash)
"""`hash(attribute)` for xDSL attributes and types, by identity: an attribute hashes its
parameters again on every call (a lowered struct type dozens of them), and the ops of a
lowered function share a few types. CSE's op hashes and the constant uniquer's keys use it."""
