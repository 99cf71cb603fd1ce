"""Property values the builders of ttg and ttng ops store: i32 and i1 integer attributes."""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, i1, i32


def i32_attr(value: int) -> IntegerAttr:
    return IntegerAttr(value, i32)


def bool_attr(value: bool) -> IntegerAttr:
    return IntegerAttr(int(value), i1)
