"""`tritongpu-reorder-instructions`: Triton's TritonGPUReorderInstructionsPass
(lib/Dialect/TritonGPU/Transforms/ReorderInstructions.cpp).

Moves ops to shorten live ranges and order shared-memory traffic; nothing is created
or erased. Five sweeps over the module, each in walk (post-)order:

1. A `ttg.convert_layout` sinks past every `ttg.local_dealloc` that follows it in its
   block before its first use (the user, or the op of the block that contains it), so
   that the conversion's scratch memory does not overlap the freed buffer.
2. An op that raises register pressure (any `ttg.local_load`, or a convert_layout to a
   `#ttg.dot_op` layout) with exactly one use, whose user lies in another innermost
   `scf.for` than the op, moves right before that user (into the loop).
   Upstream moves these ops in the order of a pointer-keyed map; when two of them sink
   before the same user, their relative order there is not deterministic upstream.
   ttopt moves them in walk order, which is one of upstream's outcomes.
3. A `ttg.local_alloc` with a source moves right after the op that defines the source,
   unless that op is an `arith.constant` or a `tt.splat` (a scalar would only hold
   shared memory longer).
4. A transposition (`tt.trans`, `ttg.memdesc_trans`) moves right after the op that
   defines its source.
5. A `ttg.local_load` to a dot operand with opIdx 1 whose only use is a `tt.dot` whose
   A operand comes from a `ttg.local_load` that it precedes moves right after that load,
   so that A is read before B, unless A is not in (an op of) B's block, or an op after
   B up to A has a memory effect other than read, allocate or free (ops whose effects
   are unknown do not count, as upstream's check skips them).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import MemoryEffectKind, get_effects

from ttopt.dialects import arith
from ttopt.dialects.scf import ForOp
from ttopt.dialects.tt import DotOp, SplatOp, TransOp
from ttopt.dialects.ttg.layouts import DotOperandEncodingAttr
from ttopt.dialects.ttg.ops import (
    ConvertLayoutOp,
    LocalAllocOp,
    LocalDeallocOp,
    LocalLoadOp,
    MemDescTransOp,
)
from ttopt.support.class_tests import is_subclass

TRANSPOSE_OPS = (TransOp, MemDescTransOp)
"""The ops of TransposeOpInterface."""


# -- where ops are --------------------------------------------------------------------------------


def enclosing_for(op: Operation) -> Operation | None:
    """getParentOfType<scf::ForOp>: the innermost scf.for strictly containing `op`."""
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, ForOp):
        parent = parent.parent_op()
    return parent


def defining_op(value: SSAValue) -> Operation | None:
    return value.owner if isinstance(value.owner, Operation) else None


def users(op: Operation) -> list[Operation]:
    """Operation::getUsers: one entry per use of any result."""
    return [use.operation for result in op.results for use in result.uses]


def move_after(op: Operation, anchor: Operation) -> None:
    op.detach()
    anchor.parent.insert_op_after(op, anchor)


def move_before(op: Operation, anchor: Operation) -> None:
    op.detach()
    anchor.parent.insert_op_before(op, anchor)


def walk(module: ModuleOp, op_types) -> list[Operation]:
    """The ops of the given types in Operation::walk (post-)order."""
    return [op for op in module.walk(region_first=True) if is_subclass(type(op), op_types)]


# -- 1. sink conversions past deallocs ------------------------------------------------------------------


def first_use_in_block(op: Operation) -> Operation | None:
    """The earliest op of `op`'s block that is, or contains, a user of `op`."""
    block = op.parent
    in_block = [ancestor for user in users(op) if (ancestor := block.find_ancestor_op_in_block(user)) is not None]
    if not in_block:
        return None
    return min(in_block, key=lambda candidate: block.get_operation_index(candidate))


def sink_past_deallocs(cvt: ConvertLayoutOp) -> None:
    first_use = first_use_in_block(cvt)
    current = cvt.next_op
    while current is not None and current is not first_use:
        following = current.next_op
        if isinstance(current, LocalDeallocOp):
            move_after(cvt, current)
        current = following


# -- 2. sink register-hungry ops into loops ----------------------------------------------------------


def will_increase_register_pressure(op: Operation) -> bool:
    if isinstance(op, LocalLoadOp):
        return True
    return isinstance(op, ConvertLayoutOp) and isinstance(op.result.type.encoding, DotOperandEncodingAttr)


def loop_sinking_target(op: Operation) -> Operation | None:
    """The single user of `op`, when it lies in another innermost loop."""
    if not will_increase_register_pressure(op):
        return None
    op_users = users(op)
    if len(op_users) != 1:
        return None
    if enclosing_for(op_users[0]) is enclosing_for(op):
        return None
    return op_users[0]


# -- 3. and 4. hoist allocs and transpositions to their sources -------------------------------------------


def hoist_alloc_to_source(alloc: LocalAllocOp) -> None:
    if alloc.src is None:
        return
    source = defining_op(alloc.src)
    if source is None or isinstance(source, arith.ConstantOp | SplatOp):
        return
    move_after(alloc, source)


def hoist_to_source(op: Operation) -> None:
    source = defining_op(op.src)
    if source is not None:
        move_after(op, source)


# -- 5. read dot operand A before B -------------------------------------------------------------------------


def has_write_side_effect(op: Operation) -> bool:
    """An effect (of the op or one nested in it) other than read, allocate or free; an op
    whose effects are unknown counts as having none, as upstream's getEffectsRecursively
    check does."""
    effects = get_effects(op)
    if effects is None:
        return False
    return any(effect.kind not in (MemoryEffectKind.READ, MemoryEffectKind.ALLOC, MemoryEffectKind.FREE) for effect in effects)


def crosses_write(start: Operation, end: Operation) -> bool:
    """Whether an op after `start`, up to and including `end`'s ancestor in `start`'s block,
    writes memory (true when `end` is not in that block at all)."""
    ancestor = start.parent.find_ancestor_op_in_block(end)
    if ancestor is None:
        return True
    current = start.next_op
    while current is not None:
        if has_write_side_effect(current):
            return True
        if current is ancestor:
            return False
        current = current.next_op
    return True


def dot_operand_index(op: LocalLoadOp) -> int | None:
    encoding = op.result.type.encoding if isinstance(op.result.type, TensorType) else None
    return encoding.op_idx if isinstance(encoding, DotOperandEncodingAttr) else None


def load_b_after_a(load_b: LocalLoadOp) -> None:
    if dot_operand_index(load_b) != 1:
        return
    uses = list(load_b.result.uses)
    if len(uses) != 1 or not isinstance(uses[0].operation, DotOp):
        return
    load_a = defining_op(uses[0].operation.a)
    if not isinstance(load_a, LocalLoadOp):
        return
    # DominanceInfo::dominates(B, A) and no write in between (which needs A's ancestor
    # in B's block anyway).
    ancestor = load_b.parent.find_ancestor_op_in_block(load_a)
    if ancestor is None or not load_b.is_before_in_block(ancestor):
        return
    if crosses_write(load_b, load_a):
        return
    move_after(load_b, load_a)


@dataclass(frozen=True)
class TritonGPUReorderInstructions(ModulePass):
    """Reorder instructions"""

    name = "tritongpu-reorder-instructions"
    cpp_name = "TritonGPUReorderInstructions"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/ReorderInstructions.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for cvt in walk(op, ConvertLayoutOp):
            sink_past_deallocs(cvt)
        targets = [(nested, target) for nested in op.walk(region_first=True) if (target := loop_sinking_target(nested))]
        for nested, target in targets:
            move_before(nested, target)
        for alloc in walk(op, LocalAllocOp):
            hoist_alloc_to_source(alloc)
        for transpose in walk(op, TRANSPOSE_OPS):
            hoist_to_source(transpose)
        for load in walk(op, LocalLoadOp):
            load_b_after_a(load)
