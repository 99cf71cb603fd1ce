"""`tritongpu-combine-tensor-select-and-if`: fold a tensor `arith.select` into the `scf.if`
on the same condition.

Upstream: lib/Dialect/TritonGPU/Transforms/CombineTensorSelectAndIf.cpp (Triton 3.6).

    %s = arith.select %c, %a, %b : tensor<..>        %r:2 = scf.if %c -> (.., tensor<..>) {
    %r = scf.if %c -> (..) {                 ==>       ...; scf.yield %x, %a
      ...; scf.yield %x                              } else {
    } else { ...; scf.yield %y }                       ...; scf.yield %y, %b
    use(%s)                                          }
                                                     use(%r#1)

1. A use of the select nested in an `scf.if` on its condition is replaced by the value
   the select would pick there: the true value in the then region, the false value in
   the else region.
2. A select with a tensor result (scalars are cheap to predicate) is combined with the
   first `scf.if`, in IR order, that uses its condition, sits in its block, comes after
   it and comes before (or encloses) all its uses. Each if takes all its selects, in
   walk order, as extra results: the then yield gets their true values, the else yield
   (created if missing) their false values. The if is rebuilt at its location, and so
   are its yields, without its discardable attributes, as upstream does.

Beyond upstream: the negated condition. A select whose condition is `arith.xori %c,
true` (or whose if has the condition `arith.xori %c, true` of the select's `%c`) picks
its false value exactly where the if takes its then branch, so it is combined the same
way with the values swapped: the then yield gets the false value, the else yield the
true value; step 1 likewise replaces uses inside such an if by the false value in the
then region and the true value in the else region. An if on the same condition is
still preferred, so every select upstream combines is combined the same way.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, IntegerType, ModuleOp, TensorType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.irdl.dominance import DominanceInfo
from xdsl.passes import ModulePass

from ttopt.analysis.slices import topological_sort
from ttopt.dialects import arith, scf
from ttopt.ir.traversal import post_order_stable
from ttopt.support.class_tests import is_subclass

# -- conditions ---------------------------------------------------------------------------------


def negated_condition(value: SSAValue) -> SSAValue | None:
    """`%c` when `value` is `arith.xori %c, true` (the constant on either side)."""
    xor = value.owner
    if not isinstance(xor, arith.XOrIOp):
        return None
    for operand, other in ((xor.lhs, xor.rhs), (xor.rhs, xor.lhs)):
        if _is_true(other):
            return operand
    return None


def _is_true(value: SSAValue) -> bool:
    constant = value.owner
    if not isinstance(constant, arith.ConstantOp):
        return False
    attr = constant.value
    return (
        isinstance(attr, IntegerAttr)
        and isinstance(attr.type, IntegerType)
        and attr.type.width.data == 1
        and attr.value.data != 0
    )


def complementary_conditions(condition: SSAValue) -> list[SSAValue]:
    """The i1 values that are `not condition`: what it negates and its negations."""
    found: list[SSAValue] = []
    if (negated := negated_condition(condition)) is not None:
        found.append(negated)
    for use in condition.uses:
        user = use.operation
        if isinstance(user, arith.XOrIOp) and negated_condition(user.result) is condition:
            found.append(user.result)
    return found


def _ifs_on(condition: SSAValue) -> Iterator[scf.IfOp]:
    for use in condition.uses:
        if isinstance(use.operation, scf.IfOp):
            yield use.operation


# -- dominance (DominanceInfo::dominates for operations) ----------------------------------------


@dataclass
class Dominance:
    """`dominates(a, b)`: `a` is `b`, encloses it, or comes before it (in its block, or in
    a dominating block of the same region)."""

    _blocks: dict[Region, DominanceInfo] = field(default_factory=dict)

    def dominates(self, a: Operation, b: Operation) -> bool:
        if a is b:
            return True
        region = a.parent_region()
        ancestor = _ancestor_in_region(b, region)
        if ancestor is None:
            return False
        if ancestor is a:
            return True
        if ancestor.parent_block() is a.parent_block():
            return a.is_before_in_block(ancestor)
        return self._block_dominance(region).strictly_dominates(a.parent_block(), ancestor.parent_block())

    def _block_dominance(self, region: Region) -> DominanceInfo:
        if region not in self._blocks:
            self._blocks[region] = DominanceInfo(region)
        return self._blocks[region]


def _ancestor_in_region(op: Operation, region: Region | None) -> Operation | None:
    while op is not None and op.parent_region() is not region:
        op = op.parent_op()
    return op


# -- step 1: uses inside an if on the condition ---------------------------------------------------


def replace_select_uses_inside_ifs(module: ModuleOp) -> None:
    """canonicalizeSelectUsersInSCFIf (and its negated form): inside an if on the select's
    condition the select is known to pick one of its values."""
    replacements: list[tuple[SSAValue, SSAValue, Operation]] = []
    for select in _selects(module):
        for if_op, negated in _ifs_deciding(select.condition):
            for use in select.result.uses:
                user = use.operation
                if user is if_op or not if_op.is_ancestor(user):
                    continue
                in_then = _ancestor_in_region(user, if_op.then_region) is not None
                picks_true = in_then != negated
                value = select.true_value if picks_true else select.false_value
                replacements.append((select.result, value, user))
    for old, new, user in replacements:
        for index, operand in enumerate(user.operands):
            if operand is old:
                user.operands[index] = new


def _ifs_deciding(condition: SSAValue) -> Iterator[tuple[scf.IfOp, bool]]:
    """Every scf.if on `condition` (False) or on its negation (True)."""
    for if_op in _ifs_on(condition):
        yield if_op, False
    for complement in complementary_conditions(condition):
        for if_op in _ifs_on(complement):
            yield if_op, True


def _selects(module: ModuleOp) -> Iterator[arith.SelectOp]:
    for op in post_order_stable(module):
        if is_subclass(type(op), arith.SelectOp):
            yield op


# -- step 2: combining -------------------------------------------------------------------------


@dataclass
class Combination:
    """The selects an if takes as extra results, each with whether its condition is
    the negation of the if's."""

    if_op: scf.IfOp
    selects: list[tuple[arith.SelectOp, bool]] = field(default_factory=list)


def find_combinations(module: ModuleOp) -> list[Combination]:
    """Each tensor select with the first if (same condition first, then a negated one)
    into which it can be merged; grouped by if, in the order the ifs were found."""
    dominance = Dominance()
    combinations: dict[scf.IfOp, Combination] = {}
    for select in _selects(module):
        if not isinstance(select.result.type, TensorType):
            continue
        target = _merge_target(select, dominance)
        if target is not None:
            if_op, negated = target
            combinations.setdefault(if_op, Combination(if_op)).selects.append((select, negated))
    return list(combinations.values())


def _merge_target(select: arith.SelectOp, dominance: Dominance) -> tuple[scf.IfOp, bool] | None:
    groups = [(select.condition, False)] + [(c, True) for c in complementary_conditions(select.condition)]
    for condition, negated in groups:
        users = topological_sort(use.operation for use in condition.uses)
        for user in users:
            if not isinstance(user, scf.IfOp) or user.parent_block() is not select.parent_block():
                continue
            if _can_merge(select, user, dominance):
                return user, negated
    return None


def _can_merge(select: arith.SelectOp, if_op: scf.IfOp, dominance: Dominance) -> bool:
    """canMergeIntoIf: the select comes before the if, and the if before every use."""
    if not dominance.dominates(select, if_op):
        return False
    return all(dominance.dominates(if_op, use.operation) for use in select.result.uses)


def combine(combination: Combination) -> scf.IfOp:
    """Rebuild the if with one more result per select and replace the selects by them."""
    old = combination.if_op
    location = old.location
    extra_types = [select.result.type for select, _ in combination.selects]
    then_region, else_region = old.then_region, old.else_region
    old.detach_region(then_region)
    old.detach_region(else_region)
    if not else_region.blocks:
        else_region.add_block(Block())
        _append(else_region.block, scf.YieldOp(), location)
    new = scf.IfOp(old.condition, [*(r.type for r in old.results), *extra_types], then_region, else_region)
    new.location = location
    old.parent_block().insert_op_before(new, old)

    then_values = [select.false_value if negated else select.true_value for select, negated in combination.selects]
    else_values = [select.true_value if negated else select.false_value for select, negated in combination.selects]
    _extend_yield(new.then_region.block, then_values, location)
    _extend_yield(new.else_region.block, else_values, location)

    for old_result, new_result in zip(old.results, new.results):
        old_result.replace_all_uses_with(new_result)
    for (select, _), result in zip(combination.selects, new.results[len(old.results) :]):
        select.result.replace_all_uses_with(result)
        select.detach()
        select.erase()
    old.detach()
    old.erase()
    return new


def _extend_yield(block: Block, values: list[SSAValue], location) -> None:
    """Replace the block's yield by one yielding `values` too, built at `location`."""
    old = block.last_op
    new = scf.YieldOp(*old.operands, *values)
    new.location = location
    block.insert_op_before(new, old)
    old.detach()
    old.erase()


def _append(block: Block, op: Operation, location) -> None:
    op.location = location
    block.add_op(op)


@dataclass(frozen=True)
class CombineTensorSelectAndIf(ModulePass):
    """Combine tensor select and if"""

    name = "tritongpu-combine-tensor-select-and-if"
    cpp_name = "TritonGPUCombineTensorSelectAndIf"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/CombineTensorSelectAndIf.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        replace_select_uses_inside_ifs(op)
        for combination in find_combinations(op):
            combine(combination)
