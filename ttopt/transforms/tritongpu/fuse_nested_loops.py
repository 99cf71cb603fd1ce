"""`tritongpu-fuse-nested-loops`: Triton's FuseNestedLoopsPass
(lib/Dialect/TritonGPU/Transforms/FuseNestedLoops.cpp, Triton 3.6).

Flattens a loop nest into one `scf.for` so that the software pipeliner sees a single
loop (persistent kernels: an outer loop over tiles around an inner K loop).

Which nests: in each `tt.func`, the `scf.for` nests (a loop and the loops directly in it;
any other op with regions starts new nests). A nest is flattened when its outer loop
has `ttg.always-fuse` (any shape), or when it is one outer loop with `tt.flatten` around
exactly one inner loop (the frontend's `tl.range(..., flatten=True)`). The latter is
first prepared:
  - loop-invariant code moves out of the outer loop (MLIR's moveLoopInvariantCode);
  - pure ops of the prologue (before the inner loop) whose users are all in the
    epilogue (after it), and no dot, sink into the epilogue;
  - the inner loop is marked `ttg.must-execute`, which lets its body run without a
    condition in the fused loop: either an `llvm.intr.assume` proves `ub > lb`, or the
    whole nest is versioned as `scf.if (len(inner) == 0) {nest without the inner loop}
    else {nest}` (the inner bounds must then be computable outside the nest, by hoisting
    scalar pure or read-only ops; otherwise nothing happens).

Flattening fuses each level, innermost first. A loop whose child loops have bounds
computable outside it (or computable per outer iteration from its induction variable)
becomes

    T = 0; i = lb_i - step_i
    for _ in range(len_i * (max(1, len_j0) + ... + max(1, len_jN) - N)):
      if T == start_0: i += step_i; prologue_0(i); j0 = lb_j0       (lengths also carried)
      if start_0 <= T < start_0 + len_j0 (or true if must-execute): body_0(i, j0); j0 += step_j0
      ...
      if T == inner_len - 1: epilogue(i)
      T = 0 if T == inner_len - 1 else T + 1

with every value that crosses these regions carried as an iteration argument (zero or
`ub.poison` initially), inner-loop initial values that come from outside the nest
initialized once and reset in the epilogue, and `tt.warp_specialize`,
`tt.disallow_acc_multi_buffer` and the largest `tt.num_stages` carried to the fused
loop. No `tt.flatten` is ever set by ttopt's own pipeline (only kernels written with
`flatten=True` carry it), so on the corpus the pass changes nothing.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    UnitAttr,
    i1,
    i32,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.irdl.dominance import DominanceInfo as BlockDominance
from xdsl.passes import ModulePass
from xdsl.traits import (
    MemoryEffect,
    MemoryEffectKind,
    RecursiveMemoryEffect,
    is_side_effect_free,
)

from ttopt.dialects import arith
from ttopt.dialects.folding import splat_attr
from ttopt.dialects.scf import ForOp, IfOp, YieldOp
from ttopt.dialects.tt import FuncOp
from ttopt.dialects.tt.dot import DotOpInterface
from ttopt.dialects.ub import PoisonOp
from ttopt.ir.values import value_location
from ttopt.transforms.triton.licm import is_speculatable, move_loop_invariant_code

FLATTEN_ATTR = "tt.flatten"
"""Set by the frontend to ask for fusion."""
MUST_EXECUTE_ATTR = "ttg.must-execute"
"""The inner loop's length has been speculated to be at least one."""
ALWAYS_FUSE_ATTR = "ttg.always-fuse"
"""For testing the pass: fuse any nest, without preparation."""
WARP_SPECIALIZE_ATTR = "tt.warp_specialize"
DISALLOW_ACC_MULTI_BUFFER_ATTR = "tt.disallow_acc_multi_buffer"
NUM_STAGES_ATTR = "tt.num_stages"
INDEX_WIDTH = 64
"""IndexType::kInternalStorageBitWidth."""


# == dominance =============================================================================================


def region_contains(ancestor: Region, region: Region | None) -> bool:
    """Region::isAncestor: `region` is `ancestor` or nested in it."""
    while region is not None:
        if region is ancestor:
            return True
        parent_op = region.parent
        region = parent_op.parent_region() if parent_op is not None else None
    return False


class Dominance:
    """mlir::DominanceInfo for the queries the pass makes (ops in single-block scf regions,
    blocks of a function's CFG)."""

    def __init__(self) -> None:
        self._regions: dict[Region, BlockDominance] = {}

    def block_dominates(self, a: Block, b: Block) -> bool:
        """DominanceInfo::dominates(Block *, Block *)."""
        region = a.parent
        b_in_region = region.find_ancestor_block_in_region(b) if region is not None else None
        if b_in_region is None:
            return False
        if b_in_region is a:
            return True
        if region not in self._regions:
            self._regions[region] = BlockDominance(region)
        return self._regions[region].dominates(a, b_in_region)

    def op_properly_dominates(self, a: Operation, b: Operation, enclosing_ok: bool = True) -> bool:
        """DominanceInfo::properlyDominates(Operation *, Operation *, enclosingOpOk)."""
        if a is b:
            return False
        block = a.parent
        ancestor = block.find_ancestor_op_in_block(b) if block is not None else None
        if ancestor is not None:
            if ancestor is a:
                return enclosing_ok
            return a.is_before_in_block(ancestor)
        if block is None or b.parent is None:
            return False
        b_block = block.parent.find_ancestor_block_in_region(b.parent)
        if b_block is None or b_block is block:
            return False
        return self.block_dominates(block, b_block)

    def value_properly_dominates(self, value: SSAValue, op: Operation) -> bool:
        """DominanceInfo::properlyDominates(Value, Operation *): a block argument dominates its
        block; a result, what its op properly dominates without enclosing it."""
        if isinstance(value, BlockArgument):
            return op.parent is not None and self.block_dominates(value.owner, op.parent)
        return self.op_properly_dominates(value.owner, op, enclosing_ok=False)


# == loop nests ============================================================================================


@dataclass(eq=False)
class LoopNestNode:
    loop: ForOp
    children: list[LoopNestNode] = field(default_factory=list)


@dataclass(eq=False)
class LoopNest:
    root: LoopNestNode
    nodes: list[LoopNestNode]


def walk_skipping(op: Operation, visit: Callable[[Operation], bool]) -> None:
    """A pre-order walk of the ops nested in `op`; `visit` returns False to skip an op's regions."""
    for region in op.regions:
        for block in region.blocks:
            for nested in list(block.ops):
                if visit(nested):
                    walk_skipping(nested, visit)


def construct_loop_nest(parent: LoopNestNode, nest: LoopNest, nests: list[LoopNest]) -> None:
    """constructLoopNest: loops directly nested in `parent` are its children; any other op
    with regions starts the search for new nests."""

    def visit(op: Operation) -> bool:
        if isinstance(op, ForOp):
            child = LoopNestNode(op)
            nest.nodes.append(child)
            parent.children.append(child)
            construct_loop_nest(child, nest, nests)
            return False
        if op.regions:
            find_loop_nests(op, nests)
            return False
        return True

    walk_skipping(parent.loop, visit)


def find_loop_nests(container: Operation, nests: list[LoopNest]) -> None:
    """findLoopNests: every outermost scf.for in `container` (itself included) roots a nest."""

    def start(loop: ForOp) -> None:
        root = LoopNestNode(loop)
        nest = LoopNest(root, [root])
        construct_loop_nest(root, nest, nests)
        nests.append(nest)

    if isinstance(container, ForOp):
        start(container)
        return

    def visit(op: Operation) -> bool:
        if isinstance(op, ForOp):
            start(op)
            return False
        return True

    walk_skipping(container, visit)


# == building ops ==========================================================================================


class Builder:
    """ImplicitLocOpBuilder: ops get the builder's location and go to its insertion point."""

    def __init__(self, location: Attribute, anchor: Operation):
        self.location = location
        self.block: Block = anchor.parent
        self.before: Operation | None = anchor

    def set_before(self, op: Operation) -> None:
        self.block, self.before = op.parent, op

    def set_after(self, op: Operation) -> None:
        self.block, self.before = op.parent, op.next_op

    def set_start(self, block: Block) -> None:
        self.block, self.before = block, block.first_op

    def set_end(self, block: Block) -> None:
        self.block, self.before = block, None

    def insert(self, op: Operation) -> Operation:
        op.location = self.location
        self.insert_located(op)
        return op

    def insert_located(self, op: Operation) -> Operation:
        if self.before is None:
            self.block.add_op(op)
        else:
            self.block.insert_op_before(op, self.before)
        return op

    def value(self, op: Operation) -> SSAValue:
        return self.insert(op).results[0]

    def int_constant(self, value: int, type_: Attribute) -> SSAValue:
        return self.value(arith.ConstantOp(IntegerAttr(value, type_), type_))

    def create_block(self, region: Region) -> Block:
        """OpBuilder::createBlock: a new block at the end of `region`; insert into it."""
        block = Block()
        region.add_block(block)
        self.set_end(block)
        return block

    def clone(self, op: Operation, mapping: dict[SSAValue, SSAValue]) -> Operation:
        new = op.clone(value_mapper=mapping)
        self.insert_located(new)
        return new


def new_if(b: Builder, result_types: Sequence[Attribute], condition: SSAValue) -> IfOp:
    """scf::IfOp::create(b, types, cond): no blocks yet."""
    return b.insert(IfOp(condition, list(result_types), Region(), Region()))


def new_for(b: Builder, lower: SSAValue, upper: SSAValue, step: SSAValue, inits: Sequence[SSAValue]) -> ForOp:
    """scf::ForOp::create with no body builder: the induction variable at the loop's
    location, each iteration argument at its initial value's."""
    block = Block(arg_types=[lower.type, *(value.type for value in inits)])
    block.args[0].location = b.location
    for arg, init in zip(block.args[1:], inits):
        arg.location = value_location(init)
    loop = ForOp(lower, upper, step, list(inits), block)
    if not inits:
        block.add_op(YieldOp())
        block.last_op.location = b.location
    return b.insert(loop)


def new_yield(b: Builder, values: Sequence[SSAValue]) -> YieldOp:
    return b.insert(YieldOp(*values))


def yield_of(region: Region) -> YieldOp:
    return region.blocks.first.last_op


def replace_uses_if(value: SSAValue, replacement: SSAValue, predicate: Callable[[Operation], bool]) -> None:
    for use in list(value.uses):
        if predicate(use.operation):
            use.operation.operands[use.index] = replacement


def replace_uses_in_region(value: SSAValue, replacement: SSAValue, region: Region) -> None:
    """mlir::replaceAllUsesInRegionWith."""
    replace_uses_if(value, replacement, lambda user: region_contains(region, user.parent_region()))


def replace_results(op: Operation, values: Sequence[SSAValue]) -> None:
    for result, value in zip(op.results, values):
        result.replace_all_uses_with(value)


def erase(op: Operation) -> None:
    op.detach()
    op.erase(safe_erase=False)


def take_body(destination: Region, source: Region) -> None:
    """Region::takeBody."""
    for block in list(destination.blocks):
        destination.detach_block(block).erase()
    for block in list(source.blocks):
        destination.add_block(source.detach_block(block))


# == logues ================================================================================================


@dataclass
class Logue:
    """A prologue or epilogue: a contiguous range of ops and their results used after it."""

    ops: list[Operation]
    outputs: list[SSAValue]

    def move_to_end(self, block: Block) -> None:
        for op in self.ops:
            op.detach()
            block.add_op(op)

    def replace_all_uses_with(self, values: Sequence[SSAValue], containing: Region) -> None:
        """Redirect the uses of the outputs outside `containing` (where the logue now is)."""
        for new, output in zip(values, self.outputs):
            replace_uses_if(output, new, lambda user: not region_contains(containing, user.parent_region()))

    @property
    def output_types(self) -> list[Attribute]:
        return [value.type for value in self.outputs]


def ops_between(first: Operation | None, end: Operation | None) -> list[Operation]:
    ops = []
    while first is not None and first is not end:
        ops.append(first)
        first = first.next_op
    return ops


def create_logue(ops: list[Operation], dom: Dominance) -> Logue:
    """createLogueFrom: an op result is an output when the logue's last op properly
    dominates one of its users."""
    if not ops:
        return Logue(ops, [])
    last = ops[-1]
    outputs = [
        result
        for op in ops
        for result in op.results
        if any(dom.op_properly_dominates(last, use.operation) for use in result.uses)
    ]
    return Logue(ops, outputs)


# == hoisting ==============================================================================================


def is_scalar_or_pointer(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType | IndexType) or getattr(type_, "name", "") == "tt.ptr" or is_float(type_)


def is_float(type_: Attribute) -> bool:
    return isinstance(type_, AnyFloat)


def only_reads(op: Operation) -> bool:
    """hasSingleEffect<MemoryEffects::Read>: the op's own effects (not those of ops nested in
    it) are at least one, all reads."""
    own = [trait for trait in op.get_traits_of_type(MemoryEffect) if not isinstance(trait, RecursiveMemoryEffect)]
    effects = set()
    for trait in own:
        trait_effects = trait.get_effects(op)
        if trait_effects is None:
            return False
        effects |= set(trait_effects)
    return bool(effects) and all(effect.kind == MemoryEffectKind.READ for effect in effects)


def can_hoist_loop_bound_computation(op: Operation) -> bool:
    """Cheap ops: free of memory effects or only reading, on scalars and pointers."""
    return (
        (is_side_effect_free(op) or only_reads(op))
        and all(is_scalar_or_pointer(operand.type) for operand in op.operands)
        and all(is_scalar_or_pointer(result.type) for result in op.results)
    )


def ops_to_hoist(
    dom: Dominance,
    reference: Operation,
    values: Sequence[SSAValue],
    to_hoist: list[Operation],
    can_use_arg: Callable[[BlockArgument], bool],
) -> bool:
    """getDominatingValueSetOpsToHoist: climb the use-def chains of `values` breadth-first up to
    values that dominate `reference`; every op on the way must be hoistable. Only when all
    are, they are added to `to_hoist`."""
    visited: list[Operation] = []
    queue = deque(values)
    while queue:
        value = queue.popleft()
        if dom.value_properly_dominates(value, reference):
            continue
        if isinstance(value, BlockArgument):
            if not can_use_arg(value):
                return False
            continue
        op = value.owner
        if op in visited:
            continue
        if not can_hoist_loop_bound_computation(op):
            return False
        visited.append(op)
        queue.extend(op.operands)
    to_hoist.extend(op for op in visited if op not in to_hoist)
    return True


def is_function_argument(arg: BlockArgument) -> bool:
    return isinstance(arg.owner.parent_op(), FuncOp)


def is_outer_loop_invariant(dom: Dominance, outer: ForOp, values, to_hoist: list[Operation]) -> bool:
    return ops_to_hoist(dom, outer, values, to_hoist, is_function_argument)


def can_slice_bounds(dom: Dominance, outer: ForOp, values, ops: list[Operation]) -> bool:
    """Bounds computable per outer iteration from its induction variable."""
    return ops_to_hoist(
        dom, outer, values, ops, lambda arg: arg is outer.induction_var or is_function_argument(arg)
    )


def topological_sort(ops: Iterable[Operation]) -> list[Operation]:
    """mlir::topologicalSort: the ops in the order they appear in the IR."""
    ops = list(ops)
    if len(ops) <= 1:
        return ops
    root = ops[0]
    while root.parent_op() is not None:
        root = root.parent_op()
    position = {op: index for index, op in enumerate(root.walk())}
    return sorted(ops, key=lambda op: position[op])


def hoist_ops_before(block: Block, anchor: Operation | None, ops: Iterable[Operation]) -> None:
    """hoistOpsBefore: move the ops, in IR order, in front of `anchor` (or to the block's end)."""
    for op in topological_sort(ops):
        op.detach()
        if anchor is None:
            block.add_op(op)
        else:
            block.insert_op_before(op, anchor)


# == arithmetic on loop bounds =============================================================================


def int_width(type_: Attribute) -> int:
    return INDEX_WIDTH if isinstance(type_, IndexType) else type_.width.data


def num_iterations(b: Builder, lower: SSAValue, upper: SSAValue, step: SSAValue) -> SSAValue:
    """computeNumIters: ceildiv(ub - lb, step), right also for negative steps."""
    difference = b.value(arith.SubIOp(upper, lower))
    return b.value(arith.CeilDivSIOp(difference, step))


def loop_iterations(b: Builder, loop: ForOp) -> SSAValue:
    return num_iterations(b, loop.lowerBound, loop.upperBound, loop.step)


def cast_int(b: Builder, value: SSAValue, type_: Attribute) -> SSAValue:
    """castIntIfNecessary: index_cast to or from index, else truncate or sign-extend."""
    if value.type == type_:
        return value
    if isinstance(value.type, IndexType) or isinstance(type_, IndexType):
        return b.value(arith.IndexCastOp(value, type_))
    if int_width(value.type) > int_width(type_):
        return b.value(arith.TruncIOp(value, type_))
    return b.value(arith.ExtSIOp(value, type_))


def poison_or_zero(b: Builder, type_: Attribute) -> SSAValue:
    """createPoisonOrZero: an "undef" that is never read; zero where the type has one (PTXAS
    does better with zeros), `ub.poison` otherwise."""
    element = type_.element_type if isinstance(type_, TensorType) else type_
    if not (isinstance(element, IntegerType | IndexType) or is_float(element)):
        return b.value(PoisonOp(type_))
    if isinstance(type_, TensorType):
        return b.value(arith.ConstantOp(splat_attr(type_, 0.0 if is_float(element) else 0), type_))
    zero = FloatAttr(0.0, element) if is_float(element) else IntegerAttr(0, element)
    return b.value(arith.ConstantOp(zero, type_))


def true_constant(b: Builder) -> SSAValue:
    return b.value(arith.ConstantOp(IntegerAttr(1, i1), i1))


def erase_if_results(b: Builder, if_op: IfOp, remove: Sequence[bool], replace_with: Sequence[SSAValue]) -> IfOp:
    """eraseIfResults: drop the flagged results (their uses get `replace_with`, in order)."""
    remove = list(remove) + [False] * (len(if_op.results) - len(remove))
    for region in (if_op.then_region, if_op.else_region):
        terminator = yield_of(region)
        terminator.operands = [value for value, drop in zip(terminator.operands, remove) if not drop]
    saved = (b.block, b.before)
    b.set_before(if_op)
    new = new_if(b, [value.type for value in yield_of(if_op.then_region).operands], if_op.condition)
    b.block, b.before = saved
    take_body(new.then_region, if_op.then_region)
    take_body(new.else_region, if_op.else_region)
    replacements, kept, others = [], iter(new.results), iter(replace_with)
    for drop in remove:
        replacements.append(next(others) if drop else next(kept))
    replace_results(if_op, replacements)
    erase(if_op)
    return new


# == fuseOneLevel ==========================================================================================


@dataclass
class InnerLoop:
    op: ForOp
    sliced_ops: list[Operation]
    """The ops computing the bounds from the outer induction variable (none if invariant)."""

    @property
    def is_outer_loop_invariant(self) -> bool:
        return not self.sliced_ops


@dataclass
class Cloning:
    """IRMapping: cloned values and the ops already cloned."""

    values: dict[SSAValue, SSAValue] = field(default_factory=dict)
    ops: set[Operation] = field(default_factory=set)


@dataclass
class FusedSlots:
    """Where each group of the fused loop's iteration arguments starts."""

    outer_args: int = 0
    len_inners: int = 0
    inner_len: int = 0
    ivars: int = 0
    inner_outs: int = 0
    logue_outs: int = 0


@dataclass
class FusionState:
    """The values the fused body computes with, as they get replaced by if results."""

    T: SSAValue
    cur_i: SSAValue
    len_inners: list[SSAValue]
    inner_len: SSAValue
    i: SSAValue | None = None


def fusible_children(parent: LoopNestNode, dom: Dominance, to_hoist: list[Operation]) -> list[InnerLoop]:
    """The children whose bounds are (or can be made, by hoisting) outer-loop invariant, or
    computable from the outer induction variable."""
    outer = parent.loop
    inner_loops = []
    for child in parent.children:
        inner = child.loop
        bounds = [inner.lowerBound, inner.upperBound, inner.step]
        if is_outer_loop_invariant(dom, outer, bounds, to_hoist):
            inner_loops.append(InnerLoop(inner, []))
            continue
        sliced: list[Operation] = []
        if can_slice_bounds(dom, outer, bounds, sliced):
            inner_loops.append(InnerLoop(inner, sliced))
    return inner_loops


def fuse_one_level(parent: LoopNestNode, dom: Dominance) -> None:
    """fuseOneLevel: fuse the children of `parent` whose bounds allow it into one loop. The
    children are forgotten either way (loops that could not be fused stay opaque)."""
    outer = parent.loop
    to_hoist: list[Operation] = []
    inner_loops = fusible_children(parent, dom, to_hoist)
    parent.children.clear()
    if not inner_loops:
        return
    hoist_ops_before(outer.parent, outer, to_hoist)
    parent.loop = LevelFusion(outer, inner_loops, dom).run()


def int_attribute(op: Operation, name: str) -> int | None:
    value = op.attributes.get(name)
    return value.value.data if isinstance(value, IntegerAttr) else None


class LevelFusion:
    """The rewrite of one loop and its fusible children (fuseOneLevel after the checks).
    Ops are created in upstream's order, each at the outer loop's location."""

    def __init__(self, outer: ForOp, inner_loops: list[InnerLoop], dom: Dominance):
        self.outer = outer
        self.inner_loops = inner_loops
        self.dom = dom
        self.b = Builder(outer.location, outer)
        widths = [int_width(outer.induction_var.type), *(int_width(loop.op.induction_var.type) for loop in inner_loops)]
        self.int_type = IntegerType(max(widths))
        self.all_invariant = all(loop.is_outer_loop_invariant for loop in inner_loops)
        self.slots = FusedSlots()
        self.fused: ForOp | None = None

    def cst(self, value: int) -> SSAValue:
        return self.b.int_constant(value, self.int_type)

    def max_one(self, value: SSAValue) -> SSAValue:
        """max(1, value)."""
        return self.b.value(arith.MaxSIOp(self.cst(1), value))

    def arg(self, slot: int) -> SSAValue:
        """The fused loop's iteration argument at position `slot` of its initial values."""
        return self.fused.body.block.args[1 + slot]

    def run(self) -> ForOp:
        b, outer = self.b, self.outer
        len_outer = loop_iterations(b, outer)
        len_inners = [
            cast_int(b, loop_iterations(b, loop.op), self.int_type)
            if loop.is_outer_loop_invariant
            else poison_or_zero(b, self.int_type)
            for loop in self.inner_loops
        ]
        inner_len = self.cst(0)
        for loop, length in zip(self.inner_loops, len_inners):
            if loop.is_outer_loop_invariant:
                inner_len = b.value(arith.AddIOp(inner_len, self.max_one(length)))
        inner_len = b.value(arith.SubIOp(inner_len, self.cst(len(self.inner_loops) - 1)))
        total = b.value(arith.MulIOp(cast_int(b, len_outer, self.int_type), inner_len))
        total = self.peeled_total(total)

        logues = self.logues()
        self.fused = self.fused_loop(total, len_inners, inner_len, logues)
        for arg, fused_arg in zip(outer.region_iter_args, self.fused.body.block.args[1 + self.slots.outer_args :]):
            arg.replace_all_uses_with(fused_arg)
        count = len(self.inner_loops)
        state = FusionState(
            T=self.arg(0),
            cur_i=self.arg(1),
            len_inners=[self.arg(self.slots.len_inners + k) for k in range(count)],
            inner_len=inner_len,
        )
        b.set_start(self.fused.body.block)
        body_outs = iter(self.fused.body.block.args[1 + self.slots.inner_outs :])
        logue_outs = iter(self.fused.body.block.args[1 + self.slots.logue_outs :])
        prologue_ifs, body_ifs = [], []
        for k, loop in enumerate(self.inner_loops):
            prologue_if, body_if = self.fuse_inner(k, loop, logues[k], state, body_outs, logue_outs)
            prologue_ifs.append(prologue_if)
            body_ifs.append(body_if)
        epilogue_if, outer_yield = self.epilogue(logues[-1], state)
        self.fused_yield(state, outer_yield, body_ifs, prologue_ifs, logues)
        replace_results(outer, self.fused.res[self.slots.outer_args : self.slots.outer_args + len(outer.res)])
        self.hoist_inner_inits(prologue_ifs, body_ifs, logues, epilogue_if)
        self.propagate_attributes()
        return self.fused

    # -- bounds ---------------------------------------------------------------------------------------

    def sliced_length(self, loop: InnerLoop, cloning: Cloning) -> SSAValue:
        """Clone the bound computations (each op once) and compute the loop's length."""
        for op in topological_sort(loop.sliced_ops):
            if op not in cloning.ops:
                cloning.ops.add(op)
                self.b.clone(op, cloning.values)
        lower, upper, step = (cloning.values.get(v, v) for v in (loop.op.lowerBound, loop.op.upperBound, loop.op.step))
        return cast_int(self.b, num_iterations(self.b, lower, upper, step), self.int_type)

    def peeled_total(self, total: SSAValue) -> SSAValue:
        """A loop over the outer iterations adding up the lengths of the inner loops whose
        bounds depend on the outer induction variable (it just passes `total` through when
        there are none)."""
        b, outer = self.b, self.outer
        peeled = new_for(b, outer.lowerBound, outer.upperBound, outer.step, [total])
        running = peeled.body.block.args[1]
        cloning = Cloning({outer.induction_var: peeled.induction_var})
        b.set_start(peeled.body.block)
        for loop in self.inner_loops:
            if not loop.is_outer_loop_invariant:
                running = b.value(arith.AddIOp(running, self.max_one(self.sliced_length(loop, cloning))))
        new_yield(b, [running])
        b.set_after(peeled)
        return peeled.res[0]

    def variant_lengths(self, state: FusionState) -> None:
        """In the first prologue: the lengths of the inner loops whose bounds depend on the
        outer induction variable, also added to the inner length."""
        cloning = Cloning()
        for k, loop in enumerate(self.inner_loops):
            if loop.is_outer_loop_invariant:
                continue
            state.len_inners[k] = self.sliced_length(loop, cloning)
            state.inner_len = self.b.value(arith.AddIOp(state.inner_len, self.max_one(state.len_inners[k])))

    # -- the fused loop ---------------------------------------------------------------------------------

    def logues(self) -> list[Logue]:
        """The prologue before the first inner loop, the ops between inner loops, and the
        epilogue after the last one (without the yield)."""
        body = self.outer.body.block
        loops = [loop.op for loop in self.inner_loops]
        ranges = [ops_between(body.first_op, loops[0])]
        ranges += [ops_between(first.next_op, second) for first, second in pairwise(loops)]
        ranges.append(ops_between(loops[-1].next_op, body.last_op))
        return [create_logue(ops, self.dom) for ops in ranges]

    def fused_loop(self, total: SSAValue, len_inners, inner_len: SSAValue, logues: list[Logue]) -> ForOp:
        """The loop over all iterations with its iteration arguments: T, i, the outer loop's,
        the inner lengths and the inner length, then (undefined at first) the inner induction
        variables, the inner loops' results and the logues' outputs."""
        b, outer, slots = self.b, self.outer, self.slots
        inits = [self.cst(0), b.value(arith.SubIOp(outer.lowerBound, outer.step))]
        slots.outer_args = len(inits)
        inits += list(outer.initArgs)
        slots.len_inners = len(inits)
        inits += len_inners
        slots.inner_len = len(inits)
        inits.append(inner_len)
        slots.ivars = len(inits)
        inits += [poison_or_zero(b, loop.op.induction_var.type) for loop in self.inner_loops]
        slots.inner_outs = len(inits)
        inits += [poison_or_zero(b, type_) for loop in self.inner_loops for type_ in loop.op.result_types]
        slots.logue_outs = len(inits)
        inits += [poison_or_zero(b, type_) for logue in logues[:-1] for type_ in logue.output_types]
        lower = self.cst(0)
        step = self.cst(1)
        return new_for(b, lower, total, step, inits)

    def inner_start(self, k: int, len_inners: Sequence[SSAValue]) -> SSAValue:
        """max(1, len_j0) + ... + max(1, len_jk-1) - k: when the prologue of loop k runs."""
        b = self.b
        start = self.cst(0)
        for length in len_inners[:k]:
            start = b.value(arith.AddIOp(start, self.max_one(length)))
        return b.value(arith.SubIOp(start, self.cst(k)))

    def fuse_inner(self, k: int, loop: InnerLoop, prologue: Logue, state: FusionState, body_outs, logue_outs):
        """The prologue `if` (when T reaches the loop's start) and the body `if` (while T is
        within the loop's iterations) of inner loop k."""
        b, outer, inner = self.b, self.outer, loop.op
        start = self.inner_start(k, state.len_inners)
        condition = b.value(arith.CmpIOp("eq", state.T, start))
        types = [inner.induction_var.type, *prologue.output_types, *(value.type for value in inner.initArgs)]
        if k == 0:
            types += [state.cur_i.type, *([self.int_type] * len(self.inner_loops)), state.inner_len.type]
        prologue_if = new_if(b, types, condition)
        then_block = b.create_block(prologue_if.then_region)
        prologue.move_to_end(then_block)
        i = None
        if k == 0:
            b.set_start(then_block)
            i = b.value(arith.AddIOp(state.cur_i, outer.step))
            replace_uses_in_region(outer.induction_var, i, prologue_if.then_region)
            self.variant_lengths(state)
        b.set_end(then_block)
        then_values = [inner.lowerBound, *prologue.outputs, *inner.initArgs]
        if k == 0:
            then_values += [i, *state.len_inners, state.inner_len]
        new_yield(b, then_values)

        b.create_block(prologue_if.else_region)
        else_values = [self.arg(self.slots.ivars + k)]
        else_values += [next(logue_outs) for _ in prologue.outputs]
        forwarded = [next(body_outs) for _ in inner.res]
        else_values += forwarded
        if k == 0:
            count = len(self.inner_loops)
            else_values += [state.cur_i, *(self.arg(self.slots.len_inners + n) for n in range(count))]
            else_values.append(state.inner_len if self.all_invariant else self.arg(self.slots.inner_len))
        new_yield(b, else_values)

        results = list(prologue_if.results)
        jk = results[0]
        outputs = len(prologue.outputs)
        inner.induction_var.replace_all_uses_with(jk)
        prologue.replace_all_uses_with(results[1 : 1 + outputs], prologue_if.then_region)
        for init, arg in zip(results[1 + outputs :], inner.region_iter_args):
            arg.replace_all_uses_with(init)
        if k == 0:
            count = len(self.inner_loops)
            state.i = results[-(2 + count)]
            state.len_inners = results[-(1 + count) : -1]
            state.inner_len = results[-1]
            outer.induction_var.replace_all_uses_with(state.i)

        b.set_after(prologue_if)
        end = b.value(arith.AddIOp(start, cast_int(b, state.len_inners[k], self.int_type)))
        ge = b.value(arith.CmpIOp("sge", state.T, start))
        lt = b.value(arith.CmpIOp("slt", state.T, end))
        body_if = new_if(b, [jk.type, *inner.result_types], b.value(arith.AndIOp(ge, lt)))
        block = inner.body.block
        for arg in reversed(block.args):
            block.erase_arg(arg)
        take_body(body_if.then_region, inner.body)
        terminator = yield_of(body_if.then_region)
        b.set_before(terminator)
        next_jk = b.value(arith.AddIOp(jk, inner.step))
        terminator.operands = [next_jk, *terminator.operands]
        b.create_block(body_if.else_region)
        new_yield(b, [jk, *forwarded])
        replace_results(inner, body_if.results[1:])
        if MUST_EXECUTE_ATTR in inner.attributes:
            b.set_before(body_if)
            body_if.operands[0] = true_constant(b)
        b.set_after(body_if)
        return prologue_if, body_if

    def epilogue(self, epilogue: Logue, state: FusionState) -> tuple[IfOp, YieldOp]:
        """The epilogue `if` (at the last T of an outer iteration). Its outputs can only be
        used by the outer yield; when it does not run, the outer arguments pass through."""
        b = self.b
        outer_yield = self.outer.body.block.last_op
        used = [
            self.arg(self.slots.outer_args + use.index)
            for output in epilogue.outputs
            for use in output.uses
            if use.operation is outer_yield
        ]
        limit = b.value(arith.SubIOp(state.inner_len, self.cst(1)))
        epilogue_if = new_if(b, epilogue.output_types, b.value(arith.CmpIOp("eq", state.T, limit)))
        then_block = b.create_block(epilogue_if.then_region)
        epilogue.move_to_end(then_block)
        b.set_end(then_block)
        new_yield(b, epilogue.outputs)
        b.create_block(epilogue_if.else_region)
        new_yield(b, used)
        epilogue.replace_all_uses_with(list(epilogue_if.results), epilogue_if.then_region)
        return epilogue_if, outer_yield

    def fused_yield(self, state: FusionState, outer_yield: YieldOp, body_ifs, prologue_ifs, logues) -> None:
        """T advances (wrapping at the inner length); everything else is carried over."""
        b = self.b
        b.set_end(self.fused.body.block)
        next_t = b.value(arith.AddIOp(state.T, self.cst(1)))
        limit = b.value(arith.SubIOp(state.inner_len, self.cst(1)))
        rollover = b.value(arith.CmpIOp("eq", state.T, limit))
        t = b.value(arith.SelectOp(rollover, self.cst(0), next_t))
        values = [t, state.i, *outer_yield.operands, *state.len_inners, state.inner_len]
        values += [body_if.results[0] for body_if in body_ifs]
        for body_if, loop in zip(body_ifs, self.inner_loops):
            values += body_if.results[1 : 1 + len(loop.op.res)]
        for prologue_if, logue in zip(prologue_ifs, logues[:-1]):
            values += prologue_if.results[1 : 1 + len(logue.outputs)]
        new_yield(b, values)

    def hoist_inner_inits(self, prologue_ifs, body_ifs, logues, epilogue_if: IfOp) -> None:
        """Inner-loop initial values from outside the fused loop initialize its iteration
        arguments once, and are reset by the epilogue, instead of coming from the prologues."""
        b, fused = self.b, self.fused
        fused_yield = fused.body.block.last_op
        slot = self.slots.inner_outs
        positions: list[int] = []
        reset, forwarded = [], []
        for loop, prologue_if, body_if, prologue in zip(self.inner_loops, prologue_ifs, body_ifs, logues):
            skip = 1 + len(prologue.outputs)
            remove = [False] * (skip + len(loop.op.res))
            replace_with = []
            for index, init in enumerate(loop.op.initArgs):
                if parent_region(init) is fused.body:
                    continue
                fused.operands[3 + slot + index] = init
                replace_with.append(self.arg(slot + index))
                remove[skip + index] = True
                positions.append(slot + index)
                forwarded.append(body_if.results[1 + index])
                reset.append(init)
            erase_if_results(b, prologue_if, remove, replace_with)
            slot += len(loop.op.res)
        if not positions:
            return
        then_yield, else_yield = yield_of(epilogue_if.then_region), yield_of(epilogue_if.else_region)
        then_yield.operands = [*then_yield.operands, *reset]
        else_yield.operands = [*else_yield.operands, *forwarded]
        b.set_before(epilogue_if)
        new = new_if(b, [value.type for value in then_yield.operands], epilogue_if.condition)
        take_body(new.then_region, epilogue_if.then_region)
        take_body(new.else_region, epilogue_if.else_region)
        count = len(epilogue_if.results)
        replace_results(epilogue_if, new.results[:count])
        for index, position in enumerate(positions):
            fused_yield.operands[position] = new.results[count + index]
        erase(epilogue_if)

    def propagate_attributes(self) -> None:
        """Warp specialization and the accumulator multi-buffering ban carry over to the fused
        loop, and the largest stage count (if above one); the old loops are erased."""
        fused, outer = self.fused, self.outer
        loops = [loop.op for loop in self.inner_loops]
        if any(WARP_SPECIALIZE_ATTR in loop.attributes for loop in [outer, *loops]):
            fused.attributes[WARP_SPECIALIZE_ATTR] = UnitAttr()
        if any(DISALLOW_ACC_MULTI_BUFFER_ATTR in loop.attributes for loop in [outer, *loops]):
            fused.attributes[DISALLOW_ACC_MULTI_BUFFER_ATTR] = UnitAttr()
        num_stages = int_attribute(outer, NUM_STAGES_ATTR) or 1
        for loop in loops:
            stages = int_attribute(loop, NUM_STAGES_ATTR)
            if stages is not None:
                num_stages = max(num_stages, stages)
            erase(loop)
        erase(outer)
        if num_stages > 1:
            fused.attributes[NUM_STAGES_ATTR] = IntegerAttr(num_stages, i32)


def parent_region(value: SSAValue) -> Region | None:
    """Value::getParentRegion."""
    owner = value.owner
    block = owner.parent if isinstance(owner, Operation) else owner
    return block.parent if block is not None else None


def flatten_loop_nest(node: LoopNestNode, dom: Dominance) -> None:
    """flattenLoopNest: fuse every level, innermost first."""
    for child in node.children:
        flatten_loop_nest(child, dom)
    fuse_one_level(node, dom)


# == preparing a nest ======================================================================================


def should_fuse(nest: LoopNest) -> bool:
    """Always with `ttg.always-fuse`; otherwise one outer loop with `tt.flatten` around one
    inner loop."""
    root = nest.root.loop
    if ALWAYS_FUSE_ATTR in root.attributes:
        return True
    return len(nest.nodes) == 2 and len(nest.root.children) == 1 and FLATTEN_ATTR in root.attributes


def is_pure(op: Operation) -> bool:
    return is_speculatable(op) and is_side_effect_free(op)


def is_dot(op: Operation) -> bool:
    return op.has_trait(DotOpInterface, value_if_unregistered=False)


def sink_ops(sink_block: Block, sink_before: Operation | None, prologue: list[Operation], in_sink_region) -> None:
    """sinkOps: the pure (non-dot) ops of the prologue all of whose users are in the sink
    region or sunk themselves move in front of `sink_before`."""
    sunk: list[Operation] = []
    for op in reversed(prologue):
        if not is_pure(op) or is_dot(op):
            continue
        users = [use.operation for result in op.results for use in result.uses]
        if all(in_sink_region(user) or user in sunk for user in users):
            sunk.append(op)
    if sunk:
        hoist_ops_before(sink_block, sink_before, sunk)


def optimize_epilogue_dependencies(outer: ForOp, inner: ForOp, dom: Dominance) -> None:
    """Sink ops from the prologue into the epilogue when possible."""
    body = outer.body.block
    sink_ops(
        body,
        inner.next_op,
        ops_between(body.first_op, inner),
        lambda op: dom.op_properly_dominates(inner, op, enclosing_ok=False),
    )


def has_positive_trip_count(loop: ForOp) -> bool:
    """matchPositiveTripCount: an `llvm.intr.assume` of `ub > lb` (or `lb < ub`)."""
    greater, less = ("ugt", "ult") if loop.unsignedCmp is not None else ("sgt", "slt")
    for use in loop.upperBound.uses:
        cmp = use.operation
        if not isinstance(cmp, arith.CmpIOp):
            continue
        if not any(user.operation.name == "llvm.intr.assume" for user in cmp.result.uses):
            continue
        predicate = arith.CMPI_PREDICATES[cmp.predicate.value.data]
        if predicate == greater and cmp.lhs is loop.upperBound and cmp.rhs is loop.lowerBound:
            return True
        if predicate == less and cmp.lhs is loop.lowerBound and cmp.rhs is loop.upperBound:
            return True
    return False


def speculate_inner_loop_length(outer: ForOp, inner: ForOp, dom: Dominance) -> bool:
    """Make the inner loop known to run at least once: proven by an assume, or by versioning
    the nest on `len(inner) == 0` (the inner bounds must be computable outside the nest)."""
    if has_positive_trip_count(inner):
        inner.attributes[MUST_EXECUTE_ATTR] = UnitAttr()
        return True
    to_hoist: list[Operation] = []
    if not is_outer_loop_invariant(dom, outer, [inner.lowerBound, inner.upperBound, inner.step], to_hoist):
        return False
    hoist_ops_before(outer.parent, outer, to_hoist)
    b = Builder(inner.location, outer)
    inner.attributes[MUST_EXECUTE_ATTR] = UnitAttr()
    length = loop_iterations(b, inner)
    zero = b.int_constant(0, length.type)
    empty = b.value(arith.CmpIOp("eq", length, zero))
    if_op = new_if(b, list(outer.result_types), empty)

    b.create_block(if_op.then_region)
    mapping: dict[SSAValue, SSAValue] = {}
    clone = b.clone(outer, mapping)
    new_yield(b, list(clone.res))
    cloned_inner = mapping[inner.induction_var].owner.parent_op()
    replace_results(cloned_inner, list(cloned_inner.initArgs))
    erase(cloned_inner)
    clone.attributes.pop(WARP_SPECIALIZE_ATTR, None)

    replace_results(outer, list(if_op.results))
    else_block = b.create_block(if_op.else_region)
    outer.detach()
    else_block.add_op(outer)
    new_yield(b, list(outer.res))
    return True


def preprocess_loop_nest(nest: LoopNest, dom: Dominance) -> bool:
    outer = nest.root.loop
    inner = nest.root.children[0].loop
    move_loop_invariant_code(outer, is_pure, lambda op: move_before(op, outer))
    optimize_epilogue_dependencies(outer, inner, dom)
    return speculate_inner_loop_length(outer, inner, dom)


def move_before(op: Operation, anchor: Operation) -> None:
    op.detach()
    anchor.parent.insert_op_before(op, anchor)


@dataclass(frozen=True)
class TritonGPUFuseNestedLoops(ModulePass):
    """fuse nested loops for pipelining"""

    name = "tritongpu-fuse-nested-loops"
    cpp_name = "TritonGPUFuseNestedLoops"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/FuseNestedLoops.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        dom = Dominance()
        for func in [nested for nested in op.body.block.ops if isinstance(nested, FuncOp)]:
            nests: list[LoopNest] = []
            find_loop_nests(func, nests)
            for nest in nests:
                if not should_fuse(nest):
                    continue
                if ALWAYS_FUSE_ATTR not in nest.root.loop.attributes and not preprocess_loop_nest(nest, dom):
                    continue
                flatten_loop_nest(nest.root, dom)
