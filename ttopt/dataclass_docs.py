"""The docstrings `dataclasses` makes, made when they are read rather than with the class (start-up).

A dataclass declared without a docstring gets one from `dataclasses`: its name and its signature,
`Point(x: int, y: int = 2)`, from `inspect.signature(cls)`. Computing those signatures was a
fifth of `dataclasses`' work at ttopt's start: 127 classes of xDSL and ttopt in a compile, ~15 ms
of a small run on a 2-core host, for a text that only `help()` reads.

`install()` gives the dataclasses module an `inspect` of its own, the real module except for
`signature`: `_process_class` (Python 3.11-3.13) builds the docstring as
`cls.__name__ + str(inspect.signature(cls)).replace(" -> None", "")`, and with this `signature`
that expression gives a descriptor instead of the text. The descriptor, the class's `__doc__`,
computes the same text with the real `inspect.signature` the first time it is read, from the
class as it is then, and stores it in the class. Like `dataclass_code_cache`, it is one patch in
one place: `dataclasses`' own code is untouched, and only its global name `inspect` is shadowed.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys


class DeferredDoc:
    """A dataclass's `__doc__` until it is read: `Name(signature)`, as dataclasses would make it."""

    def __get__(self, instance: object, owner: type) -> str:
        try:
            signature = str(inspect.signature(owner)).replace(" -> None", "")
        except (TypeError, ValueError):  # dataclasses' own fallback
            signature = ""
        text = owner.__name__ + signature
        owner.__doc__ = text
        return text


class _DeferredSignatureText(str):
    """What `str(signature)` gives: `.replace(...)` keeps it, and `name + it` is a DeferredDoc."""

    def replace(self, *args) -> _DeferredSignatureText:
        return self

    def __radd__(self, name: str) -> DeferredDoc:
        return DeferredDoc()


class _DeferredSignature:
    def __str__(self) -> str:
        return _DeferredSignatureText()


class _InspectForDataclasses:
    """`inspect` as the dataclasses module sees it once installed."""

    def __getattr__(self, name: str):
        return getattr(inspect, name)

    @staticmethod
    def signature(cls: type, *args, **kwargs) -> _DeferredSignature:
        return _DeferredSignature()


def install() -> bool:
    """Shadows `inspect` in the dataclasses module (once per process); False where the Python's
    dataclasses may build docstrings differently (3.14 and later) and nothing is shadowed."""
    if sys.version_info >= (3, 14):
        return False
    if not isinstance(dataclasses.inspect, _InspectForDataclasses):
        dataclasses.inspect = _InspectForDataclasses()
    return True
