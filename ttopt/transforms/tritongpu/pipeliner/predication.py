"""Resolution of the expander's `ttg.mask` ops (upstream PipeliningUtility.cpp, resolveMaskOp,
predicateOp and getPredMask): after an arith-only greedy cleanup, each masked op moves out of its
mask; ops with memory effects take the predicate into their own mask (splatted and and-ed in)."""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp, TensorType, i1
from xdsl.ir import Operation, SSAValue
from xdsl.traits import is_side_effect_free

from ttopt.dialects.arith import AndIOp
from ttopt.dialects.tt.memory import LoadOp, StoreOp
from ttopt.dialects.tt.shape import SplatOp
from ttopt.dialects.ttg.ops import (
    AsyncCommitGroupOp,
    AsyncCopyGlobalToLocalOp,
    AsyncWaitOp,
    LocalLoadOp,
    LocalStoreOp,
    MaskOp,
)
from ttopt.dialects.ttng.ops import (
    ArriveBarrierOp,
    AsyncTMACopyGlobalToLocalOp,
    AsyncTMAGatherOp,
    BarrierExpectOp,
    FenceAsyncSharedOp,
    WaitBarrierOp,
)
from ttopt.ir.diagnostics import op_error
from ttopt.rewrite.greedy import DEFAULT_REWRITE_CONFIG, GreedyDriver


def arith_cleanup(module: ModuleOp) -> None:
    """applyPatternsGreedily with the arith dialect's (empty) pattern set: folding, dead code and
    constant uniquing/hoisting only."""
    GreedyDriver(patterns=[], **DEFAULT_REWRITE_CONFIG).run(module)


def predicate_mask(anchor: Operation, like: SSAValue, current: SSAValue | None, predicate: SSAValue) -> SSAValue:
    """getPredMask: the predicate splatted to `like`'s shape, and-ed with the current mask."""
    mask = predicate
    if isinstance(like.type, TensorType):
        splat = SplatOp(predicate, TensorType(i1, like.type.get_shape(), like.type.encoding))
        splat.location = predicate.owner.location if isinstance(predicate.owner, Operation) else anchor.location
        anchor.parent.insert_op_before(splat, anchor)
        mask = splat.result
    if current is not None:
        conjunction = AndIOp(mask, current)
        conjunction.location = predicate.owner.location if isinstance(predicate.owner, Operation) else anchor.location
        anchor.parent.insert_op_before(conjunction, anchor)
        mask = conjunction.result
    return mask


def with_mask(op: Operation, operand_groups: list, mask: SSAValue) -> Operation:
    """A copy of `op` (optional-operand segments given by `operand_groups`) with a new mask."""
    properties = {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}
    new_op = type(op).build(
        operands=operand_groups, result_types=[r.type for r in op.results],
        properties=properties, attributes=dict(op.attributes),
    )
    new_op.location = op.location
    op.parent.insert_op_before(new_op, op)
    for old, new in zip(op.results, new_op.results):
        old.replace_all_uses_with(new)
    op.detach()
    op.erase()
    return new_op


def optional(value: SSAValue | None) -> list[SSAValue]:
    return [] if value is None else [value]


def with_last_operand(op: Operation, mask: SSAValue) -> Operation:
    """`op` with its (required, last) predicate operand replaced by `mask`."""
    op.operands[len(op.operands) - 1] = mask
    return op


def predicate_op(op: Operation, predicate: SSAValue) -> Operation:
    """predicateOp for the ops of cp.async, TMA + mbarrier and wgmma pipelines. (Upstream's
    early return for a constant-1 predicate never fires: an i1 `true` reads as -1.)"""
    if is_side_effect_free(op):
        return op
    if isinstance(op, AsyncCommitGroupOp | AsyncWaitOp | LocalLoadOp | LocalStoreOp | FenceAsyncSharedOp):
        return op
    if isinstance(op, AsyncCopyGlobalToLocalOp):
        mask = predicate_mask(op, op.src, op.mask, predicate)
        return with_mask(op, [op.src, op.result, [mask], optional(op.other)], mask)
    if isinstance(op, LoadOp):
        mask = predicate_mask(op, op.ptr, op.mask, predicate)
        return with_mask(op, [op.ptr, [mask], optional(op.other)], mask)
    if isinstance(op, AsyncTMACopyGlobalToLocalOp | AsyncTMAGatherOp | BarrierExpectOp):
        return with_last_operand(op, predicate_mask(op, op.pred, op.pred, predicate))
    if isinstance(op, WaitBarrierOp):
        mask = predicate if op.pred is None else predicate_mask(op, op.pred, op.pred, predicate)
        return with_mask(op, [op.alloc, op.phase, [mask], list(op.deps)], mask)
    if isinstance(op, ArriveBarrierOp):
        mask = predicate if op.pred is None else predicate_mask(op, op.pred, op.pred, predicate)
        return with_mask(op, [op.alloc, [mask]], mask)
    if isinstance(op, StoreOp):
        mask = predicate_mask(op, op.ptr, op.mask, predicate)
        return with_mask(op, [op.ptr, op.value, [mask]], mask)
    raise op_error(op, "pipeliner doesn't know how to predicate this op.")


def resolve_mask_ops(module: ModuleOp) -> None:
    """resolveMaskOp: clean up the predicates, then unwrap every mask."""
    arith_cleanup(module)
    for mask in [op for op in module.walk() if isinstance(op, MaskOp)]:
        block = mask.regions[0].blocks[0]
        terminator = block.last_op
        while block.first_op is not terminator:
            inner = block.first_op
            inner.detach()
            mask.parent.insert_op_before(inner, mask)
            predicate_op(inner, mask.pred)
        for result, value in zip(mask.results, terminator.operands):
            result.replace_all_uses_with(value)
        mask.detach()
        mask.erase()
