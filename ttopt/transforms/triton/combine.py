"""`triton-combine`: Triton's CombineOpsPass (lib/Dialect/Triton/Transforms/Combine.cpp, Combine.td).

Applied greedily over the module with upstream's default GreedyRewriteConfig (folding,
dead-code removal, constant uniquing; the worklist seeded bottom-up, so in a chain the last
op is rewritten first: `addptr(addptr(addptr(p, a), b), c)` becomes `addptr(p, a + (b + c))`;
aggressive region simplification, which also merges identical blocks and drops block
arguments every predecessor passes the same value to):
- `addi/addf(d, dot(a, b, 0))` and `addi/addf(dot(a, b, 0), d)` -> `dot(a, b, d)` when the
  dot has no other use (and, for `addf`, no imprecise accumulation);
- `select(c, load(p, splat(c)), other)` -> `load(p, splat(c), other)`;
- `addptr(addptr(p, i), j)` -> `addptr(p, addi(i, j))` when the offsets have one type and
  either are 64-bit or are constants whose sum does not overflow;
- `reduce_add(broadcast(expand_dims(x, 2)) * broadcast(expand_dims(y, 0)), axis)` ->
  `dot(x, y, 0)` (tf32);
- a rank-1 `reshape` only used by reductions or histograms may reorder elements;
- `reshape(descriptor_load)` dropping leading unit dimensions -> a rank-reducing load.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    FloatAttr,
    IntegerAttr,
    ModuleOp,
    TensorType,
    UnitAttr,
    f32,
)
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ttopt.dialects import arith
from ttopt.dialects.folding import (
    constant_int,
    constant_of,
    defining,
    drr_location,
    float_matches,
    int_width,
    is_splat,
)
from ttopt.dialects.tt import (
    AddPtrOp,
    BroadcastOp,
    DescriptorLoadOp,
    DotOp,
    ExpandDimsOp,
    HistogramOp,
    LoadOp,
    ReduceOp,
    ReshapeOp,
    SplatOp,
)
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.rewrite.greedy import apply_patterns_greedily

ADDPTR_DISCARDABLE_ATTRS = ("tt.divisibility", "tt.contiguity", "tt.constancy", "tt.pointee_type")
"""The discardable attributes a combined addptr keeps from the outer one."""

MIN_DOT_SIZE = 16


def is_zero(value: SSAValue) -> bool:
    """m_Zero or m_AnyZeroFloat: an integer or (either sign of) float zero, or a splat of one."""
    constant = constant_of(value)
    return constant_int(constant) == 0 or float_matches(constant, lambda v: v == 0.0)


# -- dot(a, b, 0) + d -------------------------------------------------------------------------------


@dataclass
class CombineDotAdd(RewritePattern):
    """The DRR patterns CombineDotAdd{I,F}[Rev]Pattern: `add_type(d, dot)` (or, with
    `dot_on_lhs`, `add_type(dot, d)`) -> `dot(a, b, d)` at the dot's location."""

    add_type: type
    dot_on_lhs: bool
    benefit: int = 2

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.add_type):
            return
        dot_value, addend = (op.lhs, op.rhs) if self.dot_on_lhs else (op.rhs, op.lhs)
        dot = defining(dot_value, DotOp)
        if dot is None or not is_zero(dot.c) or not dot.d.has_one_use():
            return
        if self.add_type is arith.AddFOp and dot.maxNumImpreciseAcc.value.data != 0:
            return
        combined = DotOp.create(
            operands=[dot.a, dot.b, addend],
            result_types=[op.result.type],
            properties={"inputPrecision": dot.inputPrecision, "maxNumImpreciseAcc": dot.maxNumImpreciseAcc},
        )
        combined.location = dot.location
        rewriter.replace_op(op, combined)


# -- select(c, load(p, splat(c)), other) ------------------------------------------------------------


class CombineSelectMaskedLoad(RewritePattern):
    """select(cond, load(ptrs, splat(cond), ???), other) -> load(ptrs, splat(cond), other)."""

    benefit = 3

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.SelectOp):
            return
        load = defining(op.true_value, LoadOp)
        if load is None or load.mask is None:
            return
        splat = defining(load.mask, SplatOp)
        if splat is None or splat.src is not op.condition:
            return
        new_load = LoadOp(load.ptr, load.mask, op.false_value)
        new_load.properties.update(
            (name, value) for name, value in load.properties.items() if name != "operandSegmentSizes"
        )
        new_load.location = op.location
        rewriter.replace_op(op, new_load)


# -- addptr(addptr(p, i), j) --------------------------------------------------------------------------


def _constant_offset(value: SSAValue) -> int | None:
    """The constant (signed) value of an offset: a scalar, a splat constant or a splat of one."""
    splat = defining(value, SplatOp)
    if splat is not None:
        value = splat.src
    constant = constant_of(value)
    if constant is None or (not isinstance(constant, IntegerAttr) and not is_splat(constant)):
        return None
    unsigned = constant_int(constant)
    if unsigned is None:
        return None
    width = int_width(constant.type)
    return unsigned - (1 << width) if unsigned >= 1 << (width - 1) else unsigned


def is_addptr_offset_combinable(first: SSAValue, second: SSAValue) -> bool:
    if first.type != second.type:
        return False
    width = int_width(first.type)
    if width == 64:
        return True
    a, b = _constant_offset(first), _constant_offset(second)
    if a is None or b is None:
        return False
    return -(1 << (width - 1)) <= a + b < 1 << (width - 1)


class CombineAddPtr(RewritePattern):
    """The DRR CombineAddPtrPattern: addptr(addptr(ptr, idx0), idx1) -> addptr(ptr, addi(idx0, idx1))."""

    benefit = 2

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, AddPtrOp):
            return
        inner = defining(op.ptr, AddPtrOp)
        if inner is None or not is_addptr_offset_combinable(inner.offset, op.offset):
            return
        location = drr_location([op, inner], 2)
        offset = arith.AddIOp(inner.offset, op.offset)
        offset.location = location
        combined = AddPtrOp(inner.ptr, offset.result)
        combined.location = location
        for name in ADDPTR_DISCARDABLE_ATTRS:
            if name in op.attributes:
                combined.attributes[name] = op.attributes[name]
        rewriter.replace_op(op, [offset, combined])


# -- sum(x[:, :, None] * y[None, :, :], 1) ------------------------------------------------------------------


class CombineBroadcastMulReduce(RewritePattern):
    """reduce_add(broadcast(expand_dims(x, 2)) * broadcast(expand_dims(y, 0))) -> dot(x, y, 0).

    As upstream, the size check and the accumulator's shape read the lhs broadcast for both
    operands, and the accumulator is an f32 zero in the element type of x.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ReduceOp) or not _is_float_add_reduction(op) or len(op.result) != 1:
            return
        mul = defining(op.srcs[0], arith.MulFOp)
        if mul is None:
            return
        lhs, rhs = defining(mul.lhs, BroadcastOp), defining(mul.rhs, BroadcastOp)
        if lhs is None or rhs is None:
            return
        expand_lhs, expand_rhs = defining(lhs.src, ExpandDimsOp), defining(rhs.src, ExpandDimsOp)
        if expand_lhs is None or expand_rhs is None:
            return
        if expand_lhs.axis_index != 2 or expand_rhs.axis_index != 0:
            return
        shape = lhs.result.type.get_shape()
        if shape[2] < MIN_DOT_SIZE or shape[0] < MIN_DOT_SIZE:
            return
        accumulator_type = TensorType(lhs.src.type.element_type, [shape[0], shape[2]])
        zero = arith.ConstantOp(FloatAttr(0.0, f32))
        accumulator = SplatOp(zero.result, accumulator_type)
        dot = DotOp(expand_lhs.src, expand_rhs.src, accumulator.result, input_precision="tf32")
        for new_op in (zero, accumulator, dot):
            new_op.location = op.location
        rewriter.replace_op(op, [zero, accumulator, dot])


def _is_float_add_reduction(reduce: ReduceOp) -> bool:
    """One block of two ops, the first an `addf` of at most 32 bits."""
    blocks = list(reduce.combineOp.blocks)
    if len(blocks) != 1 or len(list(blocks[0].ops)) != 2:
        return False
    first = blocks[0].first_op
    return isinstance(first, arith.AddFOp) and first.result.type.bitwidth <= 32


# -- reshapes ---------------------------------------------------------------------------------------------------


class CombineReshapeReduce(RewritePattern):
    """A rank-1 reshape whose users are all reductions or histograms may reorder elements."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ReshapeOp) or op.allow_reorder is not None:
            return
        if len(op.result.type.get_shape()) != 1:
            return
        if any(not isinstance(use.operation, ReduceOp | HistogramOp) for use in op.result.uses):
            return
        op.properties["allow_reorder"] = UnitAttr()
        rewriter.notify_op_modified(op)


class RankedReduceDescriptorLoads(RewritePattern):
    """reshape(descriptor_load) that only drops leading unit dimensions -> the load, with the
    reshape's type (a rank-reducing descriptor load)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ReshapeOp):
            return
        load = defining(op.src, DescriptorLoadOp)
        if load is None or not load.result.has_one_use():
            return
        load_shape, shape = load.result.type.get_shape(), op.result.type.get_shape()
        dropped = len(load_shape) - len(shape)
        if dropped <= 0 or any(dim != 1 for dim in load_shape[:dropped]) or load_shape[dropped:] != shape:
            return
        reduced = rewriter.replace_value_with_new_type(load.result, op.result.type)
        rewriter.replace_op(op, [], [reduced])


COMBINE_PATTERNS = (
    CombineDotAdd(arith.AddIOp, dot_on_lhs=False),
    CombineDotAdd(arith.AddFOp, dot_on_lhs=False),
    CombineDotAdd(arith.AddIOp, dot_on_lhs=True),
    CombineDotAdd(arith.AddFOp, dot_on_lhs=True),
    CombineSelectMaskedLoad(),
    CombineAddPtr(),
    CombineBroadcastMulReduce(),
    CombineReshapeReduce(),
    RankedReduceDescriptorLoads(),
)


@dataclass(frozen=True)
class CombineOpsPass(ModulePass):
    """combine ops"""

    name = "triton-combine"
    cpp_name = "TritonCombineOps"
    cpp_file = "lib/Dialect/Triton/Transforms/Combine.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not apply_patterns_greedily(op, COMBINE_PATTERNS):
            mark_ir_unchanged(self)
