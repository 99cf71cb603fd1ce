"""isinstance against xDSL's abstract base classes, answered once per class.

Operation, Attribute, SSAValue and their subclasses are ABCs: isinstance against one runs
ABCMeta.__instancecheck__ in Python. The printer, folding and region DCE ask it of every
attribute, value or op they visit; a class's bases never change, so the answer is cached per
(class, base).
"""

from __future__ import annotations

from functools import cache


@cache
def is_subclass(kind: type, base: type) -> bool:
    """`issubclass(kind, base)`; `is_subclass(type(x), Base)` is `isinstance(x, Base)`."""
    return issubclass(kind, base)
