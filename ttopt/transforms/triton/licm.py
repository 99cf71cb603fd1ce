"""`triton-licm`: Triton's LoopInvariantCodeMotionPass
(lib/Dialect/Triton/Transforms/LoopInvariantCodeMotion.cpp) over MLIR's
moveLoopInvariantCode (mlir/lib/Transforms/Utils/LoopInvariantCodeMotionUtils.cpp).

Loops (`scf.for`, `scf.while`) are visited innermost first. In each loop region, ops
are taken from a FIFO worklist seeded with the region's ops; an op whose operands are
all defined outside the loop (nested regions included) moves in front of the loop
when it is speculatable and free of memory effects, and then its users in the region
are queued again. A `tt.load` may move when it only reads and the whole loop only
reads; out of an `scf.for` it is then masked with `lb < ub` (so that a loop which
runs no iteration loads nothing). A load in an `scf.while` is left in place, as
upstream's hook returns without moving it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import DenseArrayBase, ModuleOp, TensorType, i32
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import IsTerminator, MemoryEffectKind, get_effects, is_side_effect_free
from xdsl.traits import is_speculatable as trait_speculatable

from ttopt.dialects import arith
from ttopt.dialects.folding import all_ones, constant_int, constant_of, int_width
from ttopt.dialects.scf import ForOp, WhileOp
from ttopt.dialects.tt import LoadOp, SplatOp, i1_same_shape
from ttopt.ir.debug import debug
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.transforms.triton.utility import InsertBefore

DEBUG_TYPE = "licm"
"""The tag of MLIR's moveLoopInvariantCode, which prints what it checks and moves."""

LOOP_TYPES = (ForOp, WhileOp)


# -- speculation ------------------------------------------------------------------------------------


def _recursively_speculatable(op: Operation) -> bool:
    return all(is_speculatable(nested) for region in op.regions for block in region.blocks for nested in block.ops)


def _constant_divisor(op: Operation) -> int | None:
    return constant_int(constant_of(op.rhs))


def _unsigned_division_speculatable(op: Operation) -> bool:
    """A division by a non-zero constant cannot trap."""
    divisor = _constant_divisor(op)
    return divisor is not None and divisor != 0


def _signed_division_speculatable(op: Operation) -> bool:
    """Nor can one by a constant other than 0 and -1 (INT_MIN / -1 overflows)."""
    divisor = _constant_divisor(op)
    return divisor is not None and divisor not in (0, all_ones(int_width(op.rhs.type)))


def _for_speculatable(op: Operation) -> bool:
    """A loop of step 1 terminates: it is as speculatable as its body."""
    return constant_int(constant_of(op.step)) == 1 and _recursively_speculatable(op)


_CONDITIONALLY_SPECULATABLE: dict[str, Callable[[Operation], bool]] = {
    "scf.if": _recursively_speculatable,
    "scf.for": _for_speculatable,
    "arith.divui": _unsigned_division_speculatable,
    "arith.ceildivui": _unsigned_division_speculatable,
    "arith.divsi": _signed_division_speculatable,
    "arith.ceildivsi": _signed_division_speculatable,
}
"""MLIR's getSpeculatability of the ops whose ttopt definitions do not declare it."""


def is_speculatable(op: Operation) -> bool:
    """mlir::isSpeculatable."""
    special = _CONDITIONALLY_SPECULATABLE.get(op.name)
    return special(op) if special is not None else trait_speculatable(op)


def only_reads(op: Operation) -> bool:
    """Every effect of the op and of the ops nested in it is a read (unknown effects: no)."""
    effects = get_effects(op)
    return effects is not None and all(e.kind == MemoryEffectKind.READ for e in effects)


# -- moveLoopInvariantCode -----------------------------------------------------------------------------


def _region_owner(value: SSAValue) -> Operation | None:
    """value.getParentRegion()->getParentOp(): the op whose region defines the value."""
    owner = value.owner
    block = owner.parent if isinstance(owner, Operation) else owner
    region = block.parent if block is not None else None
    return region.parent if region is not None else None


def _defined_outside(loop: Operation, value: SSAValue) -> bool:
    """LoopLikeOpInterface::isDefinedOutsideOfLoop."""
    region_owner = _region_owner(value)
    return region_owner is None or not loop.is_ancestor(region_owner)


def can_be_hoisted(op: Operation, loop: Operation) -> bool:
    """Not a terminator, and every value it (or an op nested in it) uses comes from outside
    the loop or from a region of `op` itself."""
    if op.has_trait(IsTerminator, value_if_unregistered=False):
        return False
    for child in op.walk():
        for operand in child.operands:
            region_owner = _region_owner(operand)
            if region_owner is not None and op.is_ancestor(region_owner):
                continue
            if not _defined_outside(loop, operand):
                return False
    return True


def _text(op: Operation) -> str:
    return print_op_for_diagnostic(op, generic=False)


def move_loop_invariant_code(
    loop: Operation, should_move: Callable[[Operation], bool], move: Callable[[Operation], None]
) -> None:
    """mlir::moveLoopInvariantCode over the regions of `loop`."""
    for region in loop.regions:
        debug(DEBUG_TYPE, lambda: f"Original loop:\n{_text(loop)}")
        worklist = deque(op for block in region.blocks for op in block.ops)
        while worklist:
            op = worklist.popleft()
            if op.parent_region() is not region:
                continue
            debug(DEBUG_TYPE, lambda op=op: f"Checking op: {_text(op)}")
            if not should_move(op) or not can_be_hoisted(op, loop):
                continue
            debug(DEBUG_TYPE, lambda op=op: f"Moving loop-invariant op: {_text(op)}")
            move(op)
            worklist.extend(
                use.operation for result in op.results for use in result.uses if use.operation.parent_region() is region
            )


# -- Triton's hooks ------------------------------------------------------------------------------------


@dataclass
class LoopHoister:
    """The callbacks Triton gives moveLoopInvariantCode for one loop."""

    loop: Operation
    loop_only_reads: bool | None = None

    def should_move(self, op: Operation) -> bool:
        if not isinstance(op, LoadOp):
            return is_speculatable(op) and is_side_effect_free(op)
        if self.loop_only_reads is None:
            self.loop_only_reads = only_reads(self.loop)
        return only_reads(op) and self.loop_only_reads

    def move(self, op: Operation) -> None:
        if isinstance(op, LoadOp):
            if not isinstance(self.loop, ForOp):
                return  # hoisting a load out of a while loop is not supported upstream
            self._mask_with_loop_entry(op)
        op.detach()
        self.loop.parent.insert_op_before(op, self.loop)

    def _mask_with_loop_entry(self, load: LoadOp) -> None:
        """getPredMask: mask' = splat(lb < ub) [& mask], computed in front of the loop."""
        loop = self.loop
        build = InsertBefore(loop, loop.location)
        mask = build(arith.CmpIOp("slt", loop.lowerBound, loop.upperBound))
        mask_type = i1_same_shape(load.ptr.type)
        if isinstance(mask_type, TensorType):
            mask = build(SplatOp(mask, mask_type))
        if load.mask is not None:
            mask = build(arith.AndIOp(mask, load.mask))
        set_load_mask(load, mask)


def set_load_mask(load: LoadOp, mask: SSAValue) -> None:
    """getMaskMutable().assign(mask): the load keeps its other operands and attributes."""
    other = [load.other] if load.other is not None else []
    load.operands = [load.ptr, mask, *other]
    load.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [1, 1, len(other)])


def loops_innermost_first(op: Operation) -> list[Operation]:
    loops: list[Operation] = []
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                loops.extend(loops_innermost_first(nested))
    if isinstance(op, LOOP_TYPES):
        loops.append(op)
    return loops


@dataclass(frozen=True)
class LoopInvariantCodeMotionPass(ModulePass):
    """MLIR's LICM plus hoist load ops out of loops with masks."""

    name = "triton-licm"
    cpp_name = "TritonLoopInvariantCodeMotion"
    cpp_file = "lib/Dialect/Triton/Transforms/LoopInvariantCodeMotion.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for loop in loops_innermost_first(op):
            hoister = LoopHoister(loop)
            move_loop_invariant_code(loop, hoister.should_move, hoister.move)
