"""`convert-scf-to-cf`: MLIR's SCFToControlFlow (mlir/lib/Conversion/SCFToControlFlow).

Structured control flow becomes blocks and branches, with the block layout, value reuse
and locations of MLIR's patterns, so the result prints as upstream's does:

- `scf.for`: the block holding the loop is split at the loop (the loop and what follows
  go to the end block); the body's entry block, with the induction variable and the
  iteration arguments as its arguments, becomes the condition block, and its operations
  move to a new first body block; the body blocks are inlined before the end block. The
  last body block gets `arith.addi %iv, %step` and `cf.br` back to the condition block
  (carrying the loop's `llvm.*` attributes, e.g. a loop annotation), the init block a
  `cf.br` with the lower bound and initial values, the condition block `arith.cmpi slt`
  (`ult` for `unsigned` loops) and `cf.cond_br` to the body or the end block.
- `scf.if`: split at the op; results become arguments of a new continuation block that
  branches to the rest; then/else blocks end in `cf.br` to it; `cf.cond_br` selects them.
- `scf.while`: the before and after regions are inlined; a "do-while" (an after region
  that only forwards its arguments) keeps only the before region, looping on itself.
- `scf.execute_region`: its blocks are inlined; `scf.yield`s branch to the continuation,
  whose new arguments replace the results.

New ops take the location of the op they replace; the `cf.cond_br` and `cf.br` that
replace a while loop's `scf.condition` and `scf.yield` keep those ops' locations (the
patterns use `replaceOpWithNewOp` there).
Ops are lowered outermost first, as the dialect conversion driver visits them.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.passes import ModulePass

from ttopt.dialects.arith import AddIOp, CmpIOp
from ttopt.dialects.cf import BranchOp, ConditionalBranchOp
from ttopt.dialects.scf import (
    ConditionOp,
    ExecuteRegionOp,
    ForOp,
    IfOp,
    WhileOp,
    YieldOp,
)


def _at(op: Operation, location: Attribute) -> Operation:
    op.location = location
    return op


def _erase(op: Operation) -> None:
    op.parent_block().erase_op(op)


def _replace_results(op: Operation, values: list[SSAValue]) -> None:
    for result, value in zip(op.results, values, strict=True):
        result.replace_all_uses_with(value)
    _erase(op)


def lower_for(op: ForOp) -> None:
    """ForLowering::matchAndRewrite."""
    location = op.location
    init_block = op.parent_block()
    end_block = init_block.split_before(op)
    condition_block = op.body.blocks.first
    first_body_block = condition_block.split_before(condition_block.first_op)
    last_body_block = op.body.blocks.last
    op.body.move_blocks_before(end_block)
    induction_var = condition_block.args[0]

    terminator = last_body_block.last_op
    stepped = _at(AddIOp(induction_var, op.step), location)
    last_body_block.insert_op_before(stepped, terminator)
    back_edge = _at(BranchOp(condition_block, stepped.result, *terminator.operands), location)
    back_edge.attributes.update({k: v for k, v in op.attributes.items() if _is_llvm_attribute(v)})
    last_body_block.insert_op_before(back_edge, terminator)
    _erase(terminator)

    init_block.add_op(_at(BranchOp(condition_block, op.lowerBound, *op.initArgs), location))
    predicate = "ult" if op.unsignedCmp is not None else "slt"
    comparison = _at(CmpIOp(predicate, induction_var, op.upperBound), location)
    condition_block.add_op(comparison)
    condition_block.add_op(_at(ConditionalBranchOp(comparison.result, first_body_block, [], end_block, []), location))
    _replace_results(op, list(condition_block.args[1:]))


def _is_llvm_attribute(value: Attribute) -> bool:
    return getattr(value, "name", "").startswith("llvm.")


def lower_if(op: IfOp) -> None:
    """IfLowering::matchAndRewrite."""
    location = op.location
    condition_block = op.parent_block()
    remaining_block = condition_block.split_before(op)
    if not op.results:
        continue_block = remaining_block
    else:
        continue_block = Block()
        for index, result in enumerate(op.results):
            continue_block.insert_arg(result.type, index, location)
        remaining_block.parent.insert_block_before(continue_block, remaining_block)
        continue_block.add_op(_at(BranchOp(remaining_block), location))

    then_block = _inline_branching_region(op.then_region, continue_block, location)
    else_block = continue_block
    if op.else_region.blocks:
        else_block = _inline_branching_region(op.else_region, continue_block, location)

    condition_block.add_op(_at(ConditionalBranchOp(op.condition, then_block, [], else_block, []), location))
    _replace_results(op, list(continue_block.args))


def _inline_branching_region(region, continue_block: Block, location: Attribute) -> Block:
    """The region's last block branches to `continue_block` with what it yielded; the
    blocks move before `continue_block`. Returns the region's entry block."""
    entry = region.blocks.first
    last = region.blocks.last
    terminator = last.last_op
    last.add_op(_at(BranchOp(continue_block, *terminator.operands), location))
    _erase(terminator)
    region.move_blocks_before(continue_block)
    return entry


def lower_while(op: WhileOp) -> None:
    """DoWhileLowering (an after region that only forwards its arguments), else WhileLowering."""
    if _is_do_while(op):
        _lower_do_while(op)
        return
    location = op.location
    current = op.parent_block()
    continuation = current.split_before(op)
    before, after = op.before_region.blocks.first, op.after_region.blocks.first
    before_last, after_last = op.before_region.blocks.last, op.after_region.blocks.last
    op.after_region.move_blocks_before(continuation)
    op.before_region.move_blocks_before(after)
    current.add_op(_at(BranchOp(before, *op.inits), location))

    condition = before_last.last_op
    assert isinstance(condition, ConditionOp)
    args = list(condition.args)
    before_last.insert_op_before(
        _at(ConditionalBranchOp(condition.condition, after, args, continuation, []), condition.location), condition
    )
    _erase(condition)
    yield_op = after_last.last_op
    after_last.insert_op_before(_at(BranchOp(before, *yield_op.operands), yield_op.location), yield_op)
    _erase(yield_op)
    _replace_results(op, args)


def _is_do_while(op: WhileOp) -> bool:
    after = op.after_region.blocks.first
    if after is None or after.first_op is not after.last_op:
        return False
    yield_op = after.first_op
    return isinstance(yield_op, YieldOp) and list(yield_op.operands) == list(after.args)


def _lower_do_while(op: WhileOp) -> None:
    location = op.location
    current = op.parent_block()
    continuation = current.split_before(op)
    before = op.before_region.blocks.first
    op.before_region.move_blocks_before(continuation)
    current.add_op(_at(BranchOp(before, *op.inits), location))
    condition = before.last_op
    assert isinstance(condition, ConditionOp)
    args = list(condition.args)
    before.add_op(_at(ConditionalBranchOp(condition.condition, before, args, continuation, []), condition.location))
    _erase(condition)
    _replace_results(op, args)


def lower_execute_region(op: ExecuteRegionOp) -> None:
    """ExecuteRegionLowering::matchAndRewrite."""
    location = op.location
    condition_block = op.parent_block()
    remaining_block = condition_block.split_before(op)
    region = op.region
    condition_block.add_op(_at(BranchOp(region.blocks.first), location))
    for block in region.blocks:
        terminator = block.last_op
        if isinstance(terminator, YieldOp):
            block.insert_op_before(_at(BranchOp(remaining_block, *terminator.operands), location), terminator)
            _erase(terminator)
    region.move_blocks_before(remaining_block)
    first = len(remaining_block.args)
    for index, result in enumerate(op.results):
        remaining_block.insert_arg(result.type, first + index, location)
    _replace_results(op, list(remaining_block.args[first:]))


_LOWERINGS = {ForOp: lower_for, IfOp: lower_if, WhileOp: lower_while, ExecuteRegionOp: lower_execute_region}


def convert_scf_to_cf(root: Operation) -> None:
    """Lower every scf op under `root`, outermost first (the conversion driver's pre-order)."""
    for op in [op for op in root.walk() if type(op) in _LOWERINGS]:
        _LOWERINGS[type(op)](op)


@dataclass(frozen=True)
class SCFToControlFlowPass(ModulePass):
    """Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"""

    name = "convert-scf-to-cf"
    cpp_file = "mlir/lib/Conversion/SCFToControlFlow/SCFToControlFlow.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        convert_scf_to_cf(op)
