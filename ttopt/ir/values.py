"""Queries on SSA values that MLIR has on `Value` and xDSL leaves to the caller."""

from __future__ import annotations

from xdsl.ir import Attribute, Operation, SSAValue


def value_location(value: SSAValue) -> Attribute:
    """Value::getLoc: the defining op's location, or the block argument's."""
    owner = value.owner
    return owner.location if isinstance(owner, Operation) else value.location
