"""`triton-reorder-broadcast`: Triton's ReorderBroadcastPass (lib/Dialect/Triton/Transforms/ReorderBroadcast.cpp).

Applied greedily over the module with upstream's default GreedyRewriteConfig (worklist
seeded bottom-up, aggressive region simplification: identical blocks merge, block arguments
every predecessor passes the same value to go away), with the canonicalization patterns of
`tt.broadcast` and `tt.expand_dims`:
- `elementwise(broadcast(a), splat(b), ...)` -> `broadcast(elementwise(a, splat'(b), ...))`,
  computed on the (smaller) shape of the broadcast's source; several broadcasts are
  allowed when their sources have one shape;
- `elementwise(splat(a), splat(b), ...)` -> `splat(elementwise(a, b, ...))`.
A splat here is a `tt.splat` or a constant with a splat dense value. Only ops free of
memory effects move.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import is_side_effect_free

from ttopt.dialects import arith
from ttopt.dialects.folding import (
    constant_of,
    is_splat,
    scalar_attr,
    splat_attr,
    splat_element,
)
from ttopt.dialects.tt import BroadcastOp, ExpandDimsOp, SplatOp
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.rewrite.greedy import apply_patterns_greedily
from ttopt.transforms.triton.utility import clone_with, is_elementwise


def splat_constant(value: SSAValue) -> Attribute | None:
    """The dense splat value of a constant defining `value`."""
    constant = constant_of(value)
    return constant if is_splat(constant) else None


def is_splat_like(value: SSAValue) -> bool:
    return isinstance(value.owner, SplatOp) or splat_constant(value) is not None


def _movable(op: Operation) -> bool:
    return is_elementwise(op) and is_side_effect_free(op) and bool(op.operands)


def _tensor(shape, element: Attribute, encoding: Attribute) -> TensorType:
    return TensorType(element, shape, encoding)


class MoveSplatAfterElementwise(RewritePattern):
    """elementwise(splat(a), splat(b), ...) -> splat(elementwise(a, b, ...))."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _movable(op) or not all(is_splat_like(v) for v in op.operands):
            return
        scalars = [self._scalar(operand, op, rewriter) for operand in op.operands]
        scalar_op = clone_with(op, scalars, [t.element_type for t in op.result_types])
        rewriter.insert(scalar_op)
        for result, scalar in zip(op.results, scalar_op.results):
            splat = SplatOp(scalar, result.type)
            splat.location = op.location
            rewriter.insert(splat)
            rewriter.replace_all_uses_with(result, splat.result)

    @staticmethod
    def _scalar(operand: SSAValue, op: Operation, rewriter: PatternRewriter) -> SSAValue:
        if isinstance(operand.owner, SplatOp):
            return operand.owner.src
        dense = splat_constant(operand)
        constant = arith.ConstantOp(_scalar_attr(dense))
        constant.location = op.location
        rewriter.insert(constant)
        return constant.result


def _scalar_attr(dense: Attribute) -> Attribute:
    """The splat element of a dense attribute, as an attribute of the element type."""
    return scalar_attr(dense.get_element_type(), splat_element(dense))


class MoveBroadcastAfterElementwise(RewritePattern):
    """elementwise(broadcast(a), splat(b)) -> broadcast(elementwise(a, splat(b) on a's shape))."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _movable(op):
            return
        broadcasts = [v.owner for v in op.operands if isinstance(v.owner, BroadcastOp)]
        if not broadcasts:
            return
        source = broadcasts[0].src.type
        if any(b.src.type.get_shape() != source.get_shape() for b in broadcasts):
            return
        if not all(isinstance(v.owner, BroadcastOp) or is_splat_like(v) for v in op.operands):
            return
        shape, encoding = source.get_shape(), source.encoding
        operands = [self._narrowed(v, shape, encoding, op, rewriter) for v in op.operands]
        result_types = [_tensor(shape, t.element_type, encoding) for t in op.result_types]
        narrow_op = clone_with(op, operands, result_types)
        rewriter.insert(narrow_op)
        for result, narrow in zip(op.results, narrow_op.results):
            broadcast = BroadcastOp(narrow, result.type)
            broadcast.location = op.location
            rewriter.insert(broadcast)
            rewriter.replace_all_uses_with(result, broadcast.result)

    @staticmethod
    def _narrowed(operand: SSAValue, shape, encoding, op: Operation, rewriter: PatternRewriter) -> SSAValue:
        owner = operand.owner
        if isinstance(owner, BroadcastOp):
            return owner.src
        narrow_type = _tensor(shape, operand.type.element_type, encoding)
        if isinstance(owner, SplatOp):
            narrow: Operation = SplatOp(owner.src, narrow_type)
        else:
            narrow = arith.ConstantOp(splat_attr(narrow_type, splat_element(splat_constant(operand))))
        narrow.location = op.location
        rewriter.insert(narrow)
        return narrow.results[0]


@dataclass
class RootedPattern(RewritePattern):
    """An op's own canonicalization pattern (written for ops of its type only), in a set
    applied to every op."""

    root: type[Operation]
    pattern: RewritePattern

    @property
    def benefit(self) -> int:
        return getattr(self.pattern, "benefit", 1)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, self.root):
            self.pattern.match_and_rewrite(op, rewriter)


def reorder_broadcast_patterns() -> list[RewritePattern]:
    patterns: list[RewritePattern] = []
    for op_type in (BroadcastOp, ExpandDimsOp):
        canonicalization = getattr(op_type, "canonicalization_patterns", None)
        if canonicalization is not None:
            patterns += [RootedPattern(op_type, pattern) for pattern in canonicalization()]
    patterns += [MoveBroadcastAfterElementwise(), MoveSplatAfterElementwise()]
    return patterns


@dataclass(frozen=True)
class ReorderBroadcastPass(ModulePass):
    """Moves broadcast and splat after elementwise operations"""

    name = "triton-reorder-broadcast"
    cpp_name = "TritonReorderBroadcast"
    cpp_file = "lib/Dialect/Triton/Transforms/ReorderBroadcast.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not apply_patterns_greedily(op, reorder_broadcast_patterns()):
            mark_ir_unchanged(self)
