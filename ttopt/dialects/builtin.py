"""Folders of the builtin ops xDSL defines without one (mlir/lib/IR/BuiltinDialect.cpp).

The ops are xDSL's own classes, so their folders are not methods: `FOLDERS` maps each class to
its folder (`fold(op, constants)`), and the rewrite layer's `folder_of` looks there when an
op has no `fold` of its own.

`builtin.unrealized_conversion_cast` (UnrealizedConversionCastOp::fold):
- a cast whose input types are its result types is its inputs;
- a cast of exactly all the results of another cast (in order), whose results have that
  cast's input types, is that cast's inputs: A -> B -> A becomes A (the inner cast is left
  to dead-code removal; the op is Pure, so an unused cast is erased).
Longer round trips (A -> B -> C -> A) are not folded: that is reconcile-unrealized-casts's job.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import UnrealizedConversionCastOp
from xdsl.ir import Attribute, SSAValue


def input_cast(cast: UnrealizedConversionCastOp) -> UnrealizedConversionCastOp | None:
    """The cast whose results are exactly `cast`'s inputs, all of them in order, if any."""
    inputs = list(cast.inputs)
    producer = inputs[0].owner if inputs else None
    if not isinstance(producer, UnrealizedConversionCastOp):
        return None
    outputs = list(producer.outputs)
    if len(outputs) != len(inputs) or any(a is not b for a, b in zip(outputs, inputs)):
        return None
    return producer


def fold_unrealized_conversion_cast(
    op: UnrealizedConversionCastOp, constants: Sequence[Attribute | None]
) -> list[SSAValue] | None:
    if [v.type for v in op.inputs] == [r.type for r in op.outputs]:
        return list(op.inputs)
    producer = input_cast(op)
    if producer is None or [v.type for v in producer.inputs] != [r.type for r in op.outputs]:
        return None
    return list(producer.inputs)


FOLDERS = {UnrealizedConversionCastOp: fold_unrealized_conversion_cast}
