"""The ODS traits of ttg ops that tt's traits do not cover, with MLIR's messages.

They are declared with an op's other traits in `traits = traits_def(...)` (see tt.traits).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import IsTerminator
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.tt.traits import OdsTrait


class Terminator(IsTerminator):
    """IsTerminator whose position check runs after HasParent, as ODS declares them.

    xDSL would check the position first; `LAST_IN_BLOCK` (an ODS trait) does it in order.
    """

    def verify(self, op: Operation) -> None:
        return


class _LastInBlock(OdsTrait):
    def verify(self, op: Operation) -> None:
        if op.parent is not None and op.parent.last_op is not op:
            raise VerifyException("must be the last operation in the parent block")


LAST_IN_BLOCK = _LastInBlock()


class _SameMemDescElementType(OdsTrait):
    """SameOperandsAndResultElementType on memdesc views (tt's trait reads tensors only)."""

    def verify(self, op: Operation) -> None:
        elements = {v.type.element_type for v in (*op.operands, *op.results)}
        if len(elements) > 1:
            raise VerifyException("requires the same element type for all operands and results")


SAME_MEMDESC_ELEMENT_TYPE = _SameMemDescElementType()


class _AllTypesMatch(OdsTrait):
    """`AllTypesMatch<[names]>`, an ODS predicate."""

    is_predicate: ClassVar[bool] = True

    def __init__(self, *names: str):
        self.names = names

    def verify(self, op: Operation) -> None:
        types = [_types_of(getattr(op, name)) for name in self.names]
        if any(t != types[0] for t in types):
            raise VerifyException(f"failed to verify that all of {{{', '.join(self.names)}}} have same type")


def _types_of(values: SSAValue | Sequence[SSAValue]) -> tuple[Attribute, ...]:
    """The type of a value, or the types of a variadic group (compared as a range)."""
    if isinstance(values, SSAValue):
        return (values.type,)
    return tuple(v.type for v in values)


def all_types_match(*names: str) -> OdsTrait:
    return _AllTypesMatch(*names)
