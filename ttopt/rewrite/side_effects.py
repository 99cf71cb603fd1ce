"""Whether erasing an op is unobservable (mlir/lib/Interfaces/SideEffectInterfaces.cpp:
isOpTriviallyDead, wouldOpBeTriviallyDead), read from the ops' MemoryEffect traits."""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.traits import (
    EffectInstance,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
    RecursiveMemoryEffect,
    SymbolOpInterface,
)

from ttopt.ir.traits import has_trait, traits_of_type


def is_op_trivially_dead(op: Operation) -> bool:
    """isOpTriviallyDead: unused, and erasing it would not be observable."""
    # `first_use is None`, not `not result.uses`: that builds a view object, for every op the
    # greedy driver pops.
    for result in op.results:
        if result.first_use is not None:
            return False
    return would_op_be_trivially_dead(op)


def would_op_be_trivially_dead(op: Operation) -> bool:
    """wouldOpBeTriviallyDead: no effects other than reads (nested ones included)."""
    answer = _CLASS_ANSWERS.get(type(op), _UNKNOWN)
    if answer is _UNKNOWN:
        answer = _CLASS_ANSWERS[type(op)] = _answer_for_every_instance(op)
    return _would_be_trivially_dead(op) if answer is None else answer


# wouldOpBeTriviallyDead per op class, where the class alone decides it (None: it does not).
_CLASS_ANSWERS: dict[type[Operation], bool | None] = {}
_UNKNOWN = object()


def _answer_for_every_instance(op: Operation) -> bool | None:
    """False for terminators, symbols and ops without effect traits; True for ops whose every
    effect trait is NoMemoryEffect's (Pure ops: most of what the greedy driver and region DCE
    ask about); None when the effects depend on the instance (reads, nested regions)."""
    if has_trait(op, IsTerminator, value_if_unregistered=False):
        return False
    if has_trait(op, SymbolOpInterface, value_if_unregistered=False):
        return False
    effect_traits = traits_of_type(op, MemoryEffect)
    if not effect_traits:
        return False
    if declare_no_effects(effect_traits):
        return True
    return None


def declare_no_effects(effect_traits: tuple[MemoryEffect, ...]) -> bool:
    """Whether each of these effect traits is NoMemoryEffect's (its `get_effects`, which says
    "none" whatever the op), so that they tell the same of every op of their class."""
    no_effects = NoMemoryEffect.get_effects.__func__
    return all(getattr(type(trait).get_effects, "__func__", None) is no_effects for trait in effect_traits)


def _would_be_trivially_dead(op: Operation) -> bool:
    if has_trait(op, IsTerminator, value_if_unregistered=False):
        return False
    if has_trait(op, SymbolOpInterface, value_if_unregistered=False):
        return False
    pending = [op]
    while pending:
        current = pending.pop()
        effect_traits = traits_of_type(current, MemoryEffect)
        recursive = any(isinstance(t, RecursiveMemoryEffect) for t in effect_traits)
        if recursive:
            pending.extend(nested for region in current.regions for block in region.blocks for nested in block.ops)
        declared = [t for t in effect_traits if not isinstance(t, RecursiveMemoryEffect)]
        if declared:
            if not _only_reads_or_own_allocations(current, declared):
                return False
            continue
        if not recursive:
            return False
    return True


def _only_reads_or_own_allocations(op: Operation, traits: list[MemoryEffect]) -> bool:
    effects = set()
    for trait in traits:
        found = trait.get_effects(op)
        if found is None:
            return False
        effects |= set(found)
    # Only allocating the op's own results is dropped; writing them is still observable.
    return all(e.kind == MemoryEffectKind.READ or _allocates_own_result(op, e) for e in effects)


def _allocates_own_result(op: Operation, effect: EffectInstance) -> bool:
    return effect.kind == MemoryEffectKind.ALLOC and isinstance(effect.value, SSAValue) and effect.value.owner is op

