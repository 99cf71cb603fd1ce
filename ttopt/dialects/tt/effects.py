"""Memory effects of tt ops (xDSL traits), on Triton's GlobalMemory resource where upstream names it."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from xdsl.ir import Operation
from xdsl.traits import (
    ConditionallySpeculatable,
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    Resource,
)


class GlobalMemory(Resource):
    def name(self) -> str:
        return "::mlir::triton::GlobalMemory"


@dataclass(frozen=True)
class GlobalMemoryEffects(MemoryEffect):
    """`MemRead`/`MemWrite<GlobalMemory>` on the operand `on` (or on no value when None)."""

    kinds: tuple[MemoryEffectKind, ...]
    on: str | None = None

    def get_effects(self, op: Operation) -> AbstractSet[EffectInstance]:
        value = getattr(op, self.on) if self.on is not None else None
        return {EffectInstance(kind, value, GlobalMemory()) for kind in self.kinds}


READ = (MemoryEffectKind.READ,)
WRITE = (MemoryEffectKind.WRITE,)
READ_WRITE = (MemoryEffectKind.READ, MemoryEffectKind.WRITE)


class LoadEffects(MemoryEffect):
    """tt.load reads global memory through `ptr`; a volatile load also writes (it must stay)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        effects = {EffectInstance(MemoryEffectKind.READ, op.ptr, GlobalMemory())}
        if op.is_volatile:
            effects.add(EffectInstance(MemoryEffectKind.WRITE))
        return effects


class PureUnlessImpure(MemoryEffect):
    """extern_elementwise / elementwise_inline_asm: no effects when `pure`, else read and write."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        if op.pure.value.data:
            return set()
        return {EffectInstance(MemoryEffectKind.WRITE), EffectInstance(MemoryEffectKind.READ)}


class SpeculatableIfPure(ConditionallySpeculatable):
    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        return bool(op.pure.value.data)
