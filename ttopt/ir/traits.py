"""Trait queries answered once per op class.

xDSL's `Operation.has_trait` and `get_traits_of_type` scan the class's trait list with
isinstance on every call; the rewrite driver, folding, dead-code checks and the verifier ask
them hundreds of thousands of times in one compile (~10% of it). An op class's traits never
change, so the answers are cached per (class, trait). Unregistered ops answer
`value_if_unregistered`, as xDSL's own query does.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from xdsl.ir import Operation
from xdsl.traits import OpTrait


@cache
def class_has_trait(op_class: type[Operation], trait: type[OpTrait] | OpTrait, value_if_unregistered: bool) -> bool:
    return op_class.has_trait(trait, value_if_unregistered=value_if_unregistered)


def has_trait(op: Operation, trait: type[OpTrait] | OpTrait, *, value_if_unregistered: bool = True) -> bool:
    """`op.has_trait(trait, value_if_unregistered=...)`, cached per op class."""
    return class_has_trait(type(op), trait, value_if_unregistered)


def trait_test(trait: type[OpTrait] | OpTrait, *, value_if_unregistered: bool = True) -> Callable[[Operation], bool]:
    """`has_trait(op, trait, value_if_unregistered=...)` as a one-argument test with its own
    table by op class, for the loops that ask one question of every op (the greedy driver,
    region DCE, CSE, symbol-dce). It skips what `has_trait` pays per call: the keyword
    argument, the second call and hashing the trait (~0.12 us against ~0.32 us a question)."""
    answers: dict[type[Operation], bool] = {}

    def test(op: Operation) -> bool:
        answer = answers.get(type(op))
        if answer is None:
            answer = answers[type(op)] = class_has_trait(type(op), trait, value_if_unregistered)
        return answer

    return test


@cache
def _class_traits_of_type(op_class: type[Operation], trait_type: type[OpTrait]) -> tuple[OpTrait, ...]:
    return tuple(op_class.get_traits_of_type(trait_type))


def traits_of_type(op: Operation, trait_type: type[OpTrait]) -> tuple[OpTrait, ...]:
    """`op.get_traits_of_type(trait_type)`, cached per op class."""
    return _class_traits_of_type(type(op), trait_type)
