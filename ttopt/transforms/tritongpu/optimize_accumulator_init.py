"""`tritongpu-optimize-accumulator-init`: replace the zeroing of an MMA accumulator inside a
loop by the MMA's use-accumulator flag, carried through the loop.

Upstream: lib/Dialect/TritonGPU/Transforms/OptimizeAccumulatorInit.cpp (Triton 3.6),
OptimizeAccumulatorInitPass::runOnOperation. For each dot that supports the flag
(dotSupportsAccInitFlag: a `ttng.warp_group_dot` that needs no partial accumulator) and whose
parent is an `scf.for`, with `true` and `false` constants made before the loop:

1. an accumulator that is a zero constant: the flag becomes `false`;
2. otherwise findZeroInitOp looks for the zeroing: the accumulator is a loop-carried value
   whose init is zero (`loopArgIsZero`), and/or the value it carries (or the accumulator
   itself) is an `arith.select` on an i1 with a zero side, or an `scf.if` result with a zero
   side whose other side comes from outside the if;
3. a dot whose flag is already set and not constant `true` is left alone (the pass has run,
   or the dot does not accumulate); else the loop gets one more iter_arg, the flag (`false`
   when the init is zero, else `true`). A select or if that zeroes is replaced by a select of
   the flag on its condition: before the dot, the flag-select feeds the dot and the loop
   yields `true`; after it, the dot takes the iter_arg and the loop yields the flag-select.
   The select is replaced by its other value; the if yields the other value on its zeroing
   side. Without a zeroing op, a zero init makes the dot take the iter_arg, and the loop
   yield `true`.

The pass ends with a greedy rewrite under a default GreedyRewriteConfig (upstream applies
TMEMAllocWithUnusedInit with applyPatternsGreedily), which also erases the unused constants
and uniques and hoists the rest to the function's entry.

Blackwell's MMAv5 (`ttng.tc_gen5_mma[_scaled]`) and the tensor-memory accumulators
(`ttng.tmem_alloc`, `ttng.tmem_load`) that upstream also handles, and which
TMEMAllocWithUnusedInit rewrites, are not ops ttopt defines (it compiles for sm80 and sm90,
whose pipelines do not run this pass): arriving unregistered, they are reported as errors.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    i1,
    i32,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass

from ttopt.dialects import arith, scf
from ttopt.dialects.folding import constant_of, float_matches, is_zero_int
from ttopt.dialects.ttng.ops import WarpGroupDotOp
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity, op_error
from ttopt.ir.traversal import post_order
from ttopt.rewrite.greedy import DEFAULT_REWRITE_CONFIG, GreedyDriver
from ttopt.transforms.nvidia.tensor_memory_allocation import operation_name
from ttopt.transforms.tritongpu.pipeliner.pipelining_utility import add_iter_args

BLACKWELL_ACCUMULATOR_OPS = ("ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled", "ttng.tmem_alloc")
"""The ops upstream's pass rewrites on Blackwell, which ttopt does not define."""


# -- queries --------------------------------------------------------------------------------------


def is_constant_zero_tensor(value: SSAValue) -> bool:
    """isConstantZeroTensor: m_Zero or m_AnyZeroFloat (an integer or float zero, or a splat)."""
    constant = constant_of(value)
    return is_zero_int(constant) or float_matches(constant, lambda v: v == 0.0)


def bool_from_constant(value: SSAValue) -> bool | None:
    """getBoolFromConstant: the value of an `arith.constant` of i1 type (a BoolAttr)."""
    constant = value.owner
    if not isinstance(constant, arith.ConstantOp):
        return None
    attr = constant.value
    if isinstance(attr, IntegerAttr) and isinstance(attr.type, IntegerType) and attr.type.width.data == 1:
        return attr.value.data != 0
    return None


def supports_acc_init_flag(op: Operation) -> bool:
    """dotSupportsAccInitFlag: a wgmma whose partial accumulation would need a select."""
    return isinstance(op, WarpGroupDotOp) and not op.needs_partial_accumulator()


def set_use_acc_flag(dot: WarpGroupDotOp, flag: SSAValue) -> None:
    """getUseCMutable().assign(flag): the dot keeps its other operands."""
    dot.operands = [dot.a, dot.b, dot.c, flag]
    dot.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [1, 1, 1, 1])


def yield_of(block: Block) -> scf.YieldOp:
    return block.last_op


def _is_i1(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType) and type_.width.data == 1


def _defined_in(value: SSAValue, op: Operation) -> bool:
    """`value.getParentBlock()->getParentOp() == op`."""
    block = value.block if isinstance(value, BlockArgument) else value.owner.parent_block()
    return block is not None and block.parent_op() is op


@dataclass
class ZeroInit:
    """What findZeroInitOp returns: the select or if that zeroes, and the if's result index."""

    op: Operation
    index: int = 0

    def branches(self) -> tuple[SSAValue, SSAValue]:
        """The (then, else) values the zeroing op chooses between."""
        if isinstance(self.op, arith.SelectOp):
            return self.op.true_value, self.op.false_value
        return (
            yield_of(self.op.then_region.block).operands[self.index],
            yield_of(self.op.else_region.block).operands[self.index],
        )

    def condition(self) -> SSAValue:
        return self.op.condition

    def then_inits_to_zero(self) -> bool:
        return is_constant_zero_tensor(self.branches()[0])

    def old_value(self) -> SSAValue:
        """The value kept when the accumulator is not zeroed."""
        then_value, else_value = self.branches()
        return else_value if self.then_inits_to_zero() else then_value

    def stop_zeroing(self) -> None:
        """Replace the select by its other value, or make the if yield it on the zeroing side."""
        old_value = self.old_value()
        if isinstance(self.op, arith.SelectOp):
            self.op.result.replace_all_uses_with(old_value)
            self.op.detach()
            self.op.erase()
            return
        region = self.op.then_region if self.then_inits_to_zero() else self.op.else_region
        yield_of(region.block).operands[self.index] = old_value


def find_zero_init(dot: WarpGroupDotOp, for_op: scf.ForOp) -> tuple[ZeroInit | None, bool]:
    """findZeroInitOp: the select or if zeroing the accumulator (through the loop's yield when
    it is an iter_arg), and whether the loop's init of that iter_arg is zero."""
    value = dot.c
    loop_arg_is_zero = False
    if isinstance(value, BlockArgument):
        if value.block is not for_op.body.block:
            raise op_error(dot, "accumulator is an argument of a block other than its loop's body (upstream asserts)")
        position = value.index - 1
        loop_arg_is_zero = is_constant_zero_tensor(for_op.initArgs[position])
        value = yield_of(for_op.body.block).operands[position]
    if not isinstance(value, OpResult):
        return None, loop_arg_is_zero
    return _zeroing_op(value), loop_arg_is_zero


def _zeroing_op(value: OpResult) -> ZeroInit | None:
    op = value.op
    if isinstance(op, arith.SelectOp):
        if not _is_i1(op.condition.type):
            return None
        if is_constant_zero_tensor(op.true_value) or is_constant_zero_tensor(op.false_value):
            return ZeroInit(op)
    if isinstance(op, scf.IfOp):
        zero_init = ZeroInit(op, value.index)
        then_value, else_value = zero_init.branches()
        if is_constant_zero_tensor(then_value) or is_constant_zero_tensor(else_value):
            if _defined_in(then_value, op) or _defined_in(else_value, op):
                return None
            return zero_init
    return None


# -- the rewrite ----------------------------------------------------------------------------------


def bool_constant(value: bool, before: Operation, location) -> SSAValue:
    constant = arith.ConstantOp(IntegerAttr(int(value), i1))
    constant.location = location
    before.parent_block().insert_op_before(constant, before)
    return constant.result


def optimize_dot(dot: WarpGroupDotOp) -> None:
    """The body of runOnOperation's loop over the dots, for one dot."""
    for_op = dot.parent_op()
    if not isinstance(for_op, scf.ForOp):
        return
    location = dot.location
    v_true = bool_constant(True, for_op, location)
    v_false = bool_constant(False, for_op, location)
    if is_constant_zero_tensor(dot.c):
        set_use_acc_flag(dot, v_false)
        return
    zero_init, loop_arg_is_zero = find_zero_init(dot, for_op)
    if zero_init is None and not loop_arg_is_zero:
        return
    if dot.useC is not None and bool_from_constant(dot.useC) is not True:
        return
    if zero_init is not None and zero_init.op.parent_block() is not dot.parent_block():
        raise op_error(dot, "accumulator is zeroed outside the dot's block (upstream asserts)")
    for_op = add_iter_args(for_op, [v_false if loop_arg_is_zero else v_true])
    flag = for_op.region_iter_args[-1]
    loop_yield = yield_of(for_op.body.block)
    if zero_init is None:
        set_use_acc_flag(dot, flag)
        loop_yield.operands = [*loop_yield.operands, v_true]
        return
    _replace_zeroing(dot, zero_init, flag, v_true, v_false, loop_yield)


def _replace_zeroing(
    dot: WarpGroupDotOp, zero_init: ZeroInit, flag: SSAValue, v_true: SSAValue, v_false: SSAValue,
    loop_yield: scf.YieldOp,
) -> None:
    zeroing_before_dot = zero_init.op.is_before_in_block(dot)
    previous_flag = flag if zeroing_before_dot else v_true
    then_zero = zero_init.then_inits_to_zero()
    select = arith.SelectOp(
        zero_init.condition(), v_false if then_zero else previous_flag, previous_flag if then_zero else v_false
    )
    select.location = dot.location
    zero_init.op.parent_block().insert_op_before(select, zero_init.op)
    set_use_acc_flag(dot, select.result if zeroing_before_dot else flag)
    loop_yield.operands = [*loop_yield.operands, v_true if zeroing_before_dot else select.result]
    zero_init.stop_zeroing()


def unsupported_blackwell_op(module: ModuleOp) -> DiagnosticError | None:
    for op in post_order(module):
        if operation_name(op) in BLACKWELL_ACCUMULATOR_OPS:
            message = (
                f"'{operation_name(op)}' op uses tensor memory (Blackwell, sm100), whose ops ttopt does "
                "not define: it compiles for sm80 and sm90 only"
            )
            return DiagnosticError(Diagnostic(Severity.ERROR, message, op.location, op=op))
    return None


@dataclass(frozen=True)
class TritonGPUOptimizeAccumulatorInit(ModulePass):
    """Replace accumulator zero-initialization with the flag indicating first use of the accumulator"""

    name = "tritongpu-optimize-accumulator-init"
    cpp_name = "TritonGPUOptimizeAccumulatorInit"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/OptimizeAccumulatorInit.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if (error := unsupported_blackwell_op(op)) is not None:
            raise error
        dots = [dot for dot in post_order(op) if supports_acc_init_flag(dot)]
        for dot in dots:
            optimize_dot(dot)
        GreedyDriver(patterns=[], **DEFAULT_REWRITE_CONFIG).run(op)
