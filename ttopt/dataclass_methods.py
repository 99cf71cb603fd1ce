"""The methods `dataclasses` adds to a class, made when first used rather than with the class.

`@dataclass` gives each class an `__init__`, `__repr__`, `__eq__` and, by its options, `__hash__`,
`__setattr__`/`__delattr__` (frozen) and the ordering methods, each made by `_create_fn` from
source text (compiled once per machine: `dataclass_code_cache`). A small run declares ~260 xDSL
and ttopt dataclasses and their ~1100 methods, and calls fewer than 100 of them (`__repr__` and
a frozen class's `__setattr__` are for debugging and mistakes): making the others was a third of
`dataclasses`' work at start-up, ~15 ms of a small run on a 2-core host.

`install()` gives the dataclasses module a `_create_fn` of its own that returns a
`DeferredMethod` holding the arguments, and a `_recursive_repr` (the guard dataclasses wraps
`__repr__` in, which copies the function's names with `functools.wraps`) that defers wrapping
such a method until it is made. Set on the class, a `DeferredMethod` is a descriptor: the first
lookup through the class or an instance (Python's slots for `__init__`, `__eq__`, `__hash__`, ...
look up through the type, calling `__get__`) makes the function with dataclasses' own functions,
names it `Class.method` as `_set_qualname` would, and puts it in the class in its place, so
every later lookup finds the plain function. Like the other start-up patches, it is one patch in
one place: only the two module globals are shadowed, dataclasses' code is untouched (Python
3.10-3.12; from 3.13 dataclasses builds a class's methods together, and nothing is shadowed).
`TTOPT_EAGER_DATACLASS_METHODS=1` turns it off.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from functools import partial
from types import FunctionType

_MISSING = dataclasses.MISSING


class DeferredMethod:
    """One method dataclasses asked `_create_fn` for (and, for `__repr__`, wrapped in its
    recursion guard), made on first use."""

    __slots__ = ("__name__", "_make", "_function")
    __isabstractmethod__ = False  # what `abc.update_abstractmethods` asks of each class member

    def __init__(self, name: str, make: Callable[[], FunctionType]) -> None:
        self.__name__ = name  # `_process_class` reads a frozen class's methods' names
        self._make = make
        self._function: FunctionType | None = None

    def function(self) -> FunctionType:
        """The method as dataclasses makes it (made once)."""
        if self._function is None:
            self._function = self._make()
        return self._function

    def __get__(self, instance, owner=None):
        if owner is None:
            owner = type(instance)
        function = self.function()
        for cls in owner.__mro__:
            if cls.__dict__.get(self.__name__) is self:
                # dataclasses' _set_qualname, then the plain function in the class.
                function.__qualname__ = f"{cls.__qualname__}.{self.__name__}"
                setattr(cls, self.__name__, function)
                break
        return function if instance is None else function.__get__(instance, owner)

    def __call__(self, *arguments, **keywords):
        """Called as the function (read from the class's `__dict__`)."""
        return self.function()(*arguments, **keywords)

    def __getattr__(self, name: str):
        """Any other attribute (`__code__`, ...) is the function's."""
        return getattr(self.function(), name)


def _deferred_create_fn(name, args, body, *, globals=None, locals=None, return_type=_MISSING):
    """`dataclasses._create_fn`, deferred (its callers build new arguments for each call)."""
    make = partial(_create_fn, name, args, body, globals=globals, locals=locals, return_type=return_type)
    return DeferredMethod(name, make)


def _deferred_recursive_repr(method):
    """`dataclasses._recursive_repr`, deferred with the `__repr__` it wraps: the guard copies
    the function's names (`functools.wraps`), so it is made from the function once made."""
    if not isinstance(method, DeferredMethod):
        return _recursive_repr(method)
    return DeferredMethod(method.__name__, partial(_guarded_repr, method))


def _guarded_repr(method: DeferredMethod) -> FunctionType:
    return _recursive_repr(method.function())


_create_fn = getattr(dataclasses, "_create_fn", None)
_recursive_repr = getattr(dataclasses, "_recursive_repr", None)


def install() -> bool:
    """Shadows `_create_fn` and `_recursive_repr` in the dataclasses module; False where they
    are not shadowed (Python 3.13 and later, or TTOPT_EAGER_DATACLASS_METHODS=1)."""
    if _create_fn is None or _recursive_repr is None or hasattr(dataclasses, "_FuncBuilder"):
        return False
    if os.environ.get("TTOPT_EAGER_DATACLASS_METHODS") == "1":
        return False
    dataclasses._create_fn = _deferred_create_fn
    dataclasses._recursive_repr = _deferred_recursive_repr
    return True


def uninstall() -> None:
    """dataclasses' own functions again (tests compare classes made both ways)."""
    if _create_fn is not None and _recursive_repr is not None:
        dataclasses._create_fn = _create_fn
        dataclasses._recursive_repr = _recursive_repr
