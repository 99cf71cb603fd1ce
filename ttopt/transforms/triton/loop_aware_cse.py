"""`triton-loop-aware-cse`: Triton's LoopAwareCSE (lib/Dialect/Triton/Transforms/LoopAwareCSE.cpp).

Plain CSE cannot merge two `scf.for` iteration arguments that always hold the same
value, because each one's value depends on itself through the loop back edge. This
pass proves such pairs equal by co-induction and merges them:

1. CSE the whole module, so that values defined outside loops that are equal are the
   same SSA value (the loop analysis only compares values inside the loop body).
2. For every `scf.for` (innermost first), iteration arguments i < j are equal when
   they start from the same init value and, assuming they are equal, the values
   yielded for them are equal. Two values of the loop body are equal when they are
   the same value, or the same iteration argument pair (recursively, an assumed
   pair counts as equal), or results (of the same index) of two ops without memory
   effects or regions that agree in name, attributes, properties and result types
   and whose operands are equal in this sense; locations are ignored. The induction
   variable and values from outside the body only equal themselves.
   Each class of equal arguments keeps its lowest-numbered member: the others' uses
   and results are redirected to it, and their yield operand is short-circuited to
   the argument itself.
3. CSE again, which now removes the duplicated computations in the loop bodies.
4. Apply `scf.for`'s canonicalization patterns greedily (with folding and removal of
   dead ops), which drops the short-circuited iteration arguments. Upstream passes no
   config, so this is a default GreedyRewriteConfig's rewrite, not canonicalize's: its
   region simplification is aggressive (identical blocks of a cf region merge, block
   arguments every predecessor passes the same value to go away).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import is_side_effect_free

from ttopt.dialects.scf import ForOp, ForOpIterArgsFolder, SimplifyTrivialLoops
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.rewrite.greedy import apply_patterns_greedily
from ttopt.transforms.mlir.cse import eliminate_common_subexpressions as cse


def equivalent_ignoring_locations(lhs: Operation, rhs: Operation, operands_equal) -> bool:
    """OperationEquivalence::isEquivalentTo(lhs, rhs, ..., IgnoreLocations) for ops without
    regions: same name, attributes, properties, operand and result counts and result types,
    and `operands_equal` holds for each pair of operands that are not the same value."""
    if lhs is rhs:
        return True
    if (
        lhs.name != rhs.name
        or lhs.attributes != rhs.attributes
        or lhs.properties != rhs.properties
        or len(lhs.operands) != len(rhs.operands)
        or len(lhs.results) != len(rhs.results)
        or len(lhs.regions) != len(rhs.regions)
        or len(lhs.successors) != len(rhs.successors)
    ):
        return False
    for left, right in zip(lhs.operands, rhs.operands):
        if left is right:
            continue
        if left.type != right.type or not operands_equal(left, right):
            return False
    return all(left.type == right.type for left, right in zip(lhs.results, rhs.results))


@dataclass
class LoopCSEDriver:
    """Decides which iteration arguments of one loop always hold equal values."""

    loop: ForOp
    assumed: list[tuple[int, int]] = field(default_factory=list)
    """Argument pairs currently assumed equal while their yields are compared (this is
    how the recursion through the back edge ends)."""

    def iter_args_equal(self, i: int, j: int) -> bool:
        if i == j:
            return True
        inits = self.loop.initArgs
        if inits[i] is not inits[j]:
            return False
        if (i, j) in self.assumed:
            return True
        yielded = self.loop.body.block.last_op.operands
        self.assumed.append((i, j))
        result = self.equal_in_loop(yielded[i], yielded[j])
        self.assumed.pop()
        return result

    def equal_in_loop(self, a: SSAValue, b: SSAValue) -> bool:
        if a is b:
            return True
        if a.type != b.type:
            return False
        body = self.loop.body.block
        if _parent_block(a) is not body or _parent_block(b) is not body:
            return False  # values from outside the loop were equal only if identical
        if isinstance(a, BlockArgument) != isinstance(b, BlockArgument):
            return False
        induction = self.loop.induction_var
        if a is induction or b is induction:
            return False
        if isinstance(a, BlockArgument):
            return self.iter_args_equal(a.index - 1, b.index - 1)
        assert isinstance(a, OpResult) and isinstance(b, OpResult)
        if a.index != b.index:
            return False
        a_def, b_def = a.op, b.op
        if not is_side_effect_free(a_def) or not is_side_effect_free(b_def):
            return False
        if a_def.regions or b_def.regions:
            return False
        return equivalent_ignoring_locations(a_def, b_def, self.equal_in_loop)


def _parent_block(value: SSAValue):
    owner = value.owner
    return owner.parent if isinstance(owner, Operation) else owner


def equivalence_classes(driver: LoopCSEDriver, count: int) -> list[list[int]]:
    """The classes (of more than one argument, each sorted) of llvm::EquivalenceClasses
    after uniting every equal pair (i, j), i < j."""
    leader = list(range(count))

    def find(index: int) -> int:
        while leader[index] != index:
            index = leader[index]
        return index

    for i in range(count):
        for j in range(i + 1, count):
            if driver.iter_args_equal(i, j):
                leader[find(j)] = find(i)
    classes: dict[int, list[int]] = {}
    for index in range(count):
        classes.setdefault(find(index), []).append(index)
    return [members for members in classes.values() if len(members) > 1]


def loop_cse(loop: ForOp) -> bool:
    """Merge each class of equal iteration arguments into its first member; returns whether
    there was one."""
    args = list(loop.region_iter_args)
    yield_op = loop.body.block.last_op
    classes = equivalence_classes(LoopCSEDriver(loop), len(args))
    for members in classes:
        unique, unique_result = args[members[0]], loop.res[members[0]]
        for index in members[1:]:
            other = args[index]
            other.replace_all_uses_with(unique)
            # Short-circuit the yield: the scf.for canonicalization drops the argument.
            yield_op.operands[index] = other
            loop.res[index].replace_all_uses_with(unique_result)
    return bool(classes)


def _loops_post_order(op: Operation) -> list[ForOp]:
    """Operation::walk order (post-order) restricted to scf.for."""
    return [nested for nested in op.walk(reverse=False, region_first=True) if isinstance(nested, ForOp)]


@dataclass(frozen=True)
class LoopAwareCSE(ModulePass):
    """CSE within loop bodies"""

    name = "triton-loop-aware-cse"
    cpp_name = "TritonLoopAwareCSE"
    cpp_file = "lib/Dialect/Triton/Transforms/LoopAwareCSE.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        changed = cse(op)
        for loop in _loops_post_order(op):
            changed |= loop_cse(loop)
        changed |= cse(op)
        changed |= apply_patterns_greedily(op, [ForOpIterArgsFolder(), SimplifyTrivialLoops()])
        if not changed:
            mark_ir_unchanged(self)
