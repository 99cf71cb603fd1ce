"""`tritongpu-remove-layout-conversions`: decide where each tensor lives so that few
`ttg.convert_layout` ops remain (lib/Dialect/TritonGPU/Transforms/RemoveLayoutConversions.cpp).

The pass runs these phases on every `tt.func`, in upstream's order:

1. Forward propagation (`LayoutPropagation`). Anchors keep their layout: function
   arguments, expensive loads and stores, dots, atomics, gathers with an efficient
   layout and reshapes that may reorder. Each anchor's layout flows to the users of its
   results (elementwise ops, reductions, views, conversions, scf.for/if/while through
   their region arguments and yields); a value reached from several anchors keeps one
   layout (a blocked one for loads, stores and atomics, else an mma one, else the first
   met). Ops are then rewritten in their new layouts (conversions are inserted where a
   user wants another layout) and loops, ifs and whiles get new signatures.
2. Canonicalization with ConvertLayoutOp's patterns (conversion chains, conversions of
   splats, ranges and constants ...).
3. Backward rematerialization (`LayoutRematerialization.backward_rematerialization`),
   repeated while it removes conversions: the producers of a conversion's source are
   cloned in the target layout instead, when they all can be and the cost model finds
   that cheaper than the conversion.
4. Hoisting: a conversion moves above a widening cast, broadcast or expand_dims; into
   the branch of an scf.if (in a loop) that needs it; and a conversion to a dot operand
   next to the loads feeding it.
5. Clean-up: dead loop-carried values, scf.for/scf.if canonicalization and
   ConvertLayoutOp's patterns.

Every greedy rewrite (phase 2, the same clean-up after each rematerialization round, and
phase 5) runs with upstream's default GreedyRewriteConfig, not the canonicalize pass's:
the worklist is seeded bottom-up and region simplification is aggressive (identical blocks
of a cf region merge and block arguments every predecessor passes the same value to are
dropped).

`--debug-only=tritongpu-remove-layout-conversions` prints upstream's trace (values, ops
and attributes as `llvm::dbgs()` prints them).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import is_side_effect_free

from ttopt.analysis.slices import topological_sort
from ttopt.dialects import arith, scf
from ttopt.dialects.tt import (
    AssertOp,
    AtomicCASOp,
    AtomicRMWOp,
    BroadcastOp,
    DescriptorGatherOp,
    DescriptorLoadOp,
    DescriptorReduceOp,
    DescriptorScatterOp,
    DescriptorStoreOp,
    DotOp,
    DotScaledOp,
    ExpandDimsOp,
    FpToFpOp,
    FuncOp,
    GatherOp,
    JoinOp,
    LoadOp,
    ReduceOp,
    ReshapeOp,
    SplitOp,
    StoreOp,
    TransOp,
)
from ttopt.dialects.ttg.convert_layout import CONVERT_LAYOUT_PATTERNS
from ttopt.dialects.ttg.layouts import (
    AMDMfmaEncodingAttr,
    AMDWmmaEncodingAttr,
    BlockedEncodingAttr,
    DotOperandEncodingAttr,
    NvidiaMmaEncodingAttr,
)
from ttopt.dialects.ttg.ops import ConvertLayoutOp, Fp4ToFpOp, LocalLoadOp
from ttopt.dialects.ttng.ops import WarpGroupDotOp, WarpGroupDotWaitOp
from ttopt.ir.debug import debug, is_enabled
from ttopt.ir.diagnostics import op_error
from ttopt.ir.printer import PrintOptions, print_operation
from ttopt.ir.traversal import post_order_stable
from ttopt.rewrite.greedy import DEFAULT_REWRITE_CONFIG, GreedyDriver
from ttopt.support.class_tests import is_subclass
from ttopt.transforms.triton.utility import is_elementwise
from ttopt.transforms.tritongpu.utility import (
    ForOpDeadArgElimination,
    OpOperand,
    block_with_args,
    can_fold_into_conversion,
    element_bit_width,
    get_convert_backward_slice,
    has_same_operands_and_result_encoding,
    infer_dst_encoding,
    infer_src_encoding,
    int_or_float_bit_width,
    ir_text,
    is_expensive_load_or_store,
    is_view,
    operand_value,
    post_dominates,
    properly_dominates,
    reduce_inter_warp_size,
    reduce_intra_warp_size,
    reduce_is_associative,
    replace_for_op_with_new_signature,
    replace_if_op_with_new_signature,
    set_type,
    value_location,
    verifies,
    with_encoding,
)

DEBUG_TYPE = "tritongpu-remove-layout-conversions"

DESCRIPTOR_OPS = (
    DescriptorLoadOp,
    DescriptorStoreOp,
    DescriptorGatherOp,
    DescriptorScatterOp,
    DescriptorReduceOp,
)
"""DescriptorOpInterface."""

MMA_ENCODINGS = (NvidiaMmaEncodingAttr, AMDMfmaEncodingAttr, AMDWmmaEncodingAttr)
"""MmaEncodingTrait."""


def ldbg(message: str | Callable[[], str]) -> None:
    debug(DEBUG_TYPE, message)


def _encoding(value: SSAValue) -> Attribute | None:
    return value.type.encoding if isinstance(value.type, TensorType) else None


def _is_tensor(value: SSAValue) -> bool:
    return isinstance(value.type, TensorType)


def _insert_before(op: Operation, anchor: Operation) -> Operation:
    anchor.parent.insert_op_before(op, anchor)
    return op


def _insert_after_value(op: Operation, value: SSAValue) -> Operation:
    """OpBuilder::setInsertionPointAfterValue, then create."""
    owner = value.owner
    if isinstance(owner, Block):
        if owner.first_op is None:
            owner.add_op(op)
        else:
            owner.insert_op_before(op, owner.first_op)
    else:
        owner.parent.insert_op_after(op, owner)
    return op


def _convert(
    value: SSAValue, encoding: Attribute, location: Attribute
) -> ConvertLayoutOp:
    convert = ConvertLayoutOp(value, with_encoding(value.type, encoding))
    convert.location = location
    return convert


def _clone(op: Operation, mapping: dict[SSAValue, SSAValue] | None = None) -> Operation:
    """OpBuilder::clone: operands through `mapping`, which learns the clone's values."""
    return op.clone(value_mapper=mapping if mapping is not None else {})


def _replace_all_uses(old: SSAValue, new: SSAValue) -> None:
    """Value::replaceAllUsesWith (uses move in use-list order, as MLIR moves them)."""
    if old is new:
        return
    for use in tuple(old.uses):
        use.operation.operands[use.index] = new


# == forward propagation ===========================================================================


# Op classes the pass asks about by class (class_tests): isinstance against xDSL's ABCs runs
# Python code, and these questions are asked of every op of every slice.
_LOADS_AND_STORES = (LoadOp, StoreOp)
_DOTS = (DotOp, DotScaledOp, WarpGroupDotOp)
_ALWAYS_ANCHORS = (*_DOTS, AtomicRMWOp, AtomicCASOp)


def is_layout_anchor(op: Operation) -> bool:
    """Ops whose layout is kept and propagated to their users (isLayoutAnchor)."""
    kind = type(op)
    if is_subclass(kind, DESCRIPTOR_OPS):
        return True
    if is_subclass(kind, _LOADS_AND_STORES):
        return is_expensive_load_or_store(op)
    if is_subclass(kind, _ALWAYS_ANCHORS):
        return True
    if is_subclass(kind, GatherOp):
        return op.efficient_layout is not None
    # A reshape that may reorder elements takes any result layout: it stops forward
    # propagation, and backward rematerialization fixes it up if needed.
    if is_subclass(kind, ReshapeOp):
        return op.allow_reorder is not None
    return False


def _reduce_to_scalar(op: Operation) -> bool:
    """A reduction to a scalar may change its operands' layout without affecting its result."""
    return isinstance(op, ReduceOp) and not isinstance(op.results[0].type, TensorType)


def _propagates_to_results(op: Operation) -> bool:
    return (
        has_same_operands_and_result_encoding(op)
        or is_elementwise(op)
        or isinstance(
            op,
            ReduceOp
            | ExpandDimsOp
            | ReshapeOp
            | TransOp
            | JoinOp
            | SplitOp
            | ConvertLayoutOp,
        )
    )


class LayoutPropagation:
    """Forward propagation of anchor layouts and the one-shot rewrite of a function."""

    def __init__(self, func: FuncOp):
        self.func = func
        # value -> candidate encodings (MapVector of SetVectors: both keep insertion order)
        self.layouts: dict[SSAValue, list[Attribute]] = {}
        # (original value, encoding) -> the rewritten value
        self.rewrite_mapping: dict[tuple[SSAValue, Attribute], SSAValue] = {}
        self.op_to_delete: dict[Operation, None] = {}

    # -- analysis --

    def init_anchor_layout(self) -> None:
        # Function arguments are anchors too, which makes tests easy to write.
        for arg in self.func.body.blocks.first.args:
            self._add_anchor(arg)
        for op in post_order_stable(self.func):
            if is_layout_anchor(op):
                for result in op.results:
                    self._add_anchor(result)

    def _add_anchor(self, value: SSAValue) -> None:
        if _is_tensor(value) and value not in self.layouts:
            self.layouts[value] = [value.type.encoding]

    def propagate_layout(self) -> None:
        queue = list(self.layouts)
        while queue:
            value = queue.pop()
            info = list(self.layouts[value])
            changed = self._propagate_to_users(value, info)
            if is_enabled(DEBUG_TYPE):
                ldbg(
                    f"propagateLayout considering {ir_text(value)}, which has {len(info)} candidate encoding(s):"
                )
                for encoding in info:
                    ldbg(f"  {ir_text(encoding)}")
                ldbg(f"changed: {len(changed)}")
            queue.extend(changed)

    def _set_encoding(
        self, values, info: list[Attribute], changed: list[SSAValue], op: Operation
    ) -> None:
        for value in values:
            if not _is_tensor(value):
                continue
            has_changed = False
            for encoding in info:
                # A conversion's result may take its source's layout (and vanish).
                dst = (
                    encoding
                    if isinstance(op, ConvertLayoutOp)
                    else infer_dst_encoding(op, encoding)
                )
                if dst is None:
                    continue
                candidates = self.layouts.setdefault(value, [])
                if dst not in candidates:
                    candidates.append(dst)
                    has_changed = True
            if has_changed:
                changed.append(value)

    def _propagate_to_users(
        self, value: SSAValue, info: list[Attribute]
    ) -> list[SSAValue]:
        changed: list[SSAValue] = []
        for use in list(value.uses):
            user, index = use.operation, use.index
            if isinstance(user, scf.ForOp):
                position = index - 3
                self._set_encoding(
                    [user.region_iter_args[position], user.res[position]],
                    info,
                    changed,
                    user,
                )
                continue
            if isinstance(user, scf.WhileOp):
                self._set_encoding(
                    [user.before_region.blocks.first.args[index]], info, changed, user
                )
                continue
            if isinstance(user, scf.YieldOp):
                self._propagate_through_yield(user, index, info, changed)
                continue
            if isinstance(user, scf.ConditionOp):
                loop = user.parent_op()
                position = index - 1  # operand 0 is the condition
                self._set_encoding(
                    [loop.after_region.blocks.first.args[position], loop.res[position]],
                    info,
                    changed,
                    user,
                )
                continue
            if isinstance(user, WarpGroupDotWaitOp):
                self._set_encoding([user.results[index]], info, changed, user)
                continue
            # A gather passes its indices' layout on (only without an efficient layout).
            if (
                isinstance(user, GatherOp)
                and user.efficient_layout is None
                and index == 1
            ):
                self._set_encoding([user.result], info, changed, user)
                continue
            if _propagates_to_results(user):
                self._set_encoding(list(user.results), info, changed, user)
        return changed

    def _propagate_through_yield(
        self, yield_op: Operation, index: int, info, changed
    ) -> None:
        parent = yield_op.parent_op()
        if not isinstance(parent, scf.ForOp | scf.IfOp | scf.WhileOp):
            return
        values = [parent.results[index]]
        if isinstance(parent, scf.ForOp):
            values.append(parent.region_iter_args[index])
        if isinstance(parent, scf.WhileOp):
            values.append(parent.before_region.blocks.first.args[index])
        self._set_encoding(values, info, changed, yield_op)

    def resolve_conflicts(self) -> None:
        """Keep one layout per value: a blocked one for loads, stores and atomics, else an
        mma one, else the first candidate (upstream's admittedly hacky heuristic)."""
        for value, encodings in self.layouts.items():
            if len(encodings) <= 1:
                continue
            owner = value.owner
            is_load_or_store = isinstance(
                owner, LoadOp | StoreOp | AtomicRMWOp | AtomicCASOp
            )
            chosen = encodings[0]
            for encoding in encodings:
                if (is_load_or_store and isinstance(encoding, BlockedEncodingAttr)) or (
                    not is_load_or_store and isinstance(encoding, MMA_ENCODINGS)
                ):
                    chosen = encoding
                    break
            encodings[:] = [chosen]

    # -- rewrite --

    def rewrite(self) -> None:
        self._rewrite_region(self.func.body)

    def _rewrite_region(self, root: Region) -> None:
        queue: deque[Region] = deque([root])
        while queue:
            region = queue.popleft()
            for block in list(region.blocks):
                op = block.first_op
                while op is not None:
                    self._rewrite_or_remap(op, queue)
                    op = op.next_op
        for op in reversed(list(self.op_to_delete)):
            op.detach()
            op.erase(safe_erase=False)

    def _needs_rewrite(self, op: Operation) -> bool:
        for result in op.results:
            encodings = self.layouts.get(result)
            if encodings is not None and result.type.encoding != encodings[0]:
                return True
        return False

    def _rewrite_or_remap(self, op: Operation, queue: deque[Region]) -> None:
        if self._needs_rewrite(op):
            new_op = self._rewrite_op(op)
            queue.extend(new_op.regions)
        elif isinstance(op, scf.YieldOp):
            self._rewrite_yield(op)
        elif isinstance(op, scf.ConditionOp):
            self._rewrite_condition(op)
        elif _reduce_to_scalar(op):
            self._rewrite_reduce_to_scalar(op)
        elif isinstance(op, AssertOp):
            self._rewrite_assert(op)
        else:
            # The op keeps its layout, but its operands may have been rewritten.
            for index, operand in enumerate(op.operands):
                if operand not in self.layouts:
                    continue
                op.operands[index] = self._value_as(operand, operand.type.encoding)
            queue.extend(op.regions)

    def _map(self, old: SSAValue, new: SSAValue) -> None:
        self.rewrite_mapping[(old, new.type.encoding)] = new

    def _rewritten_value(self, value: SSAValue) -> SSAValue:
        if not _is_tensor(value):
            return value
        encodings = self.layouts.get(value)
        if encodings is None or encodings[0] == value.type.encoding:
            return value
        return self.rewrite_mapping[(value, encodings[0])]

    def _value_as(self, value: SSAValue, encoding: Attribute) -> SSAValue:
        """The rewritten value in `encoding`, through a new conversion if needed."""
        if not _is_tensor(value):
            return value
        rewritten = self._rewritten_value(value)
        if rewritten.type.encoding == encoding:
            return rewritten
        convert = _convert(rewritten, encoding, value_location(value))
        _insert_after_value(convert, rewritten)
        return convert.result

    def _rewrite_op(self, op: Operation) -> Operation:
        self.op_to_delete[op] = None
        if isinstance(op, scf.ForOp):
            return self._rewrite_for(op)
        if isinstance(op, scf.WhileOp):
            return self._rewrite_while(op)
        if isinstance(op, scf.IfOp):
            return self._rewrite_if(op)
        encoding = self.layouts[op.results[0]][0]
        if isinstance(op, ConvertLayoutOp):
            source_encodings = self.layouts.get(op.src)
            source_encoding = (
                source_encodings[0]
                if source_encodings is not None
                else op.src.type.encoding
            )
            source = self._value_as(op.src, source_encoding)
            convert = _insert_before(_convert(source, encoding, op.location), op)
            self._map(op.result, convert.result)
            return convert
        if can_fold_into_conversion(op, encoding):
            clone = _insert_before(_clone(op), op)
            convert = _insert_before(
                _convert(clone.results[0], encoding, op.location), op
            )
            self._map(op.results[0], convert.result)
            return convert
        if _propagates_to_results(op) or isinstance(op, GatherOp | WarpGroupDotWaitOp):
            new_op = self._clone_elementwise(op, encoding)
            for old, new in zip(op.results, new_op.results):
                if old.type == new.type:
                    _replace_all_uses(old, new)
                else:
                    self._map(old, new)
            return new_op
        # Upstream aborts (report_fatal_error); propagation only reaches the ops above.
        raise op_error(op, "unexpected op in rewrite")

    def _clone_elementwise(self, op: Operation, encoding: Attribute) -> Operation:
        new_op = _insert_before(_clone(op), op)
        operand_encoding = None
        if op.operands:
            # Prefer an operand's current layout that already gives `encoding`.
            for operand in op.operands:
                rewritten = self._rewritten_value(operand)
                if not _is_tensor(rewritten):
                    continue
                if infer_dst_encoding(op, rewritten.type.encoding) == encoding:
                    operand_encoding = rewritten.type.encoding
                    break
            if operand_encoding is None:
                operand_encoding = infer_src_encoding(op, encoding)
            assert operand_encoding is not None
        for index, operand in enumerate(op.operands):
            new_op.operands[index] = self._value_as(operand, operand_encoding)
        for result in new_op.results:
            if _is_tensor(result):
                set_type(result, with_encoding(result.type, encoding))
        return new_op

    def _picked(self, value: SSAValue) -> Attribute | None:
        encodings = self.layouts.get(value)
        return encodings[0] if encodings is not None else None

    def _inits_in_picked_layouts(self, inits, carriers) -> list[SSAValue]:
        """Each init value in the layout picked for the value carrying it (the loop result
        or the block argument), converted where one was picked."""
        operands = []
        for init, carrier in zip(inits, carriers):
            encoding = self._picked(carrier)
            operands.append(init if encoding is None else self._value_as(init, encoding))
        return operands

    def _picked_types(self, values) -> list[Attribute]:
        """The types of `values` with the layouts picked for them."""
        types = []
        for value in values:
            encoding = self._picked(value)
            types.append(value.type if encoding is None else with_encoding(value.type, encoding))
        return types

    def _remap(self, old: SSAValue, new: SSAValue) -> None:
        if old.type == new.type:
            _replace_all_uses(old, new)
        else:
            self._map(old, new)

    def _rewrite_for(self, op: scf.ForOp) -> Operation:
        operands = self._inits_in_picked_layouts(op.initArgs, op.res)
        body = block_with_args(
            [op.induction_var.type, *(v.type for v in operands)],
            [op.location, *(value_location(v) for v in operands)],
        )
        new_op = scf.ForOp(op.lowerBound, op.upperBound, op.step, operands, body)
        new_op.location = op.location
        new_op.attributes.update(op.attributes)
        new_op.properties.update(op.properties)
        _insert_before(new_op, op)
        _move_ops(op.body.block, body)
        for old, new in zip(op.res, new_op.res):
            self._remap(old, new)
        for old, new in zip(op.body.block.args, body.args):
            self._remap(old, new)
        return new_op

    def _rewrite_while(self, op: scf.WhileOp) -> Operation:
        operands = self._inits_in_picked_layouts(op.inits, op.before_region.blocks.first.args)
        result_types = self._picked_types(op.res)
        before = block_with_args(
            [v.type for v in operands], [op.location] * len(operands)
        )
        after = block_with_args(result_types, [op.location] * len(result_types))
        new_op = scf.WhileOp(operands, result_types, Region(before), Region(after))
        new_op.location = op.location
        _insert_before(new_op, op)
        old_before, old_after = (
            op.before_region.blocks.first,
            op.after_region.blocks.first,
        )
        _move_ops(old_before, before)
        _move_ops(old_after, after)
        for old, new in zip(op.res, new_op.res):
            self._remap(old, new)
        for old, new in zip(old_before.args, before.args):
            self._remap(old, new)
        for old, new in zip(old_after.args, after.args):
            self._remap(old, new)
        return new_op

    def _rewrite_if(self, op: scf.IfOp) -> Operation:
        result_types = self._picked_types(op.results)
        new_op = scf.IfOp(op.condition, result_types, Region(), Region())
        new_op.location = op.location
        op.then_region.move_blocks(new_op.then_region)
        op.else_region.move_blocks(new_op.else_region)
        _insert_before(new_op, op)
        for old, new in zip(op.results, new_op.results):
            self._remap(old, new)
        return new_op

    def _rewrite_yield(self, op: scf.YieldOp) -> None:
        parent = op.parent_op()
        for index, operand in enumerate(op.operands):
            type_ = operand.type
            if isinstance(parent, scf.ForOp | scf.IfOp):
                type_ = parent.results[index].type
            if isinstance(parent, scf.WhileOp):
                type_ = parent.before_region.blocks.first.args[index].type
            if not isinstance(type_, TensorType):
                continue
            op.operands[index] = self._value_as(operand, type_.encoding)

    def _rewrite_condition(self, op: scf.ConditionOp) -> None:
        loop = op.parent_op()
        for index in range(1, len(op.operands)):
            type_ = loop.res[index - 1].type
            if not isinstance(type_, TensorType):
                continue
            op.operands[index] = self._value_as(op.operands[index], type_.encoding)

    def _rewrite_reduce_to_scalar(self, op: Operation) -> None:
        # All operands share one layout: take the first one's.
        encoding = next(
            (self._picked(v) for v in op.operands if v in self.layouts), None
        )
        if encoding is None:
            return
        for index, operand in enumerate(op.operands):
            op.operands[index] = self._value_as(operand, encoding)

    def _rewrite_assert(self, op: AssertOp) -> None:
        condition = op.operands[0]
        encoding = self._picked(condition)
        if encoding is None:
            return
        op.operands[0] = self._value_as(condition, encoding)


def _move_ops(source: Block, target: Block) -> None:
    """Splice every op of `source` to the front of `target`."""
    anchor = target.first_op
    for moved in list(source.ops):
        moved.detach()
        if anchor is None:
            target.add_op(moved)
        else:
            target.insert_op_before(moved, anchor)


# == backward rematerialization and hoisting ========================================================


def can_be_remat(op: Operation) -> bool:
    """canBeRemat: ops that may be cloned in another layout."""
    if isinstance(op, LoadOp | StoreOp):
        return not is_expensive_load_or_store(op)
    if isinstance(op, AtomicRMWOp | AtomicCASOp | DotOp):
        return False
    if isinstance(op, GatherOp):
        return op.efficient_layout is None
    return not isinstance(op, scf.WhileOp | scf.ConditionOp)


EXPENSIVE_MATH_OPS = frozenset(
    {
        "arith.divf",
        "math.erfc",
        "math.sinh",
        "math.cosh",
        "math.tanh",
        "math.asinh",
        "math.acosh",
        "math.atanh",
        "math.ctpop",
        "math.ctlz",
        "math.cttz",
        "math.exp",
        "math.exp2",
        "math.expm1",
        "math.log",
        "math.log2",
        "math.log10",
        "math.log1p",
        "math.sin",
        "math.cos",
        "math.tan",
        "math.asin",
        "math.acos",
        "math.atan",
        "math.atan2",
        "math.powf",
        "math.sqrt",
        "math.rsqrt",
        "math.erf",
        "math.cbrt",
    }
)
"""Several instructions, or a throughput below 16 per cycle (CUDA's arithmetic instruction table)."""


def byte_count(value: SSAValue, min_elements: int = 0, min_bit_width: int = 0) -> int:
    """getByteCount: elements x element bits / 8, with floors on both (pointers count 0 bits)."""
    elements = bit_width = 0
    type_ = value.type
    if isinstance(type_, TensorType):
        elements = 1
        for dim in type_.get_shape():
            elements *= dim
        bit_width = int_or_float_bit_width(type_.element_type)
    return (max(elements, min_elements) * max(bit_width, min_bit_width)) >> 3


def _is_arith_or_math(op: Operation) -> bool:
    return op.dialect_name() in ("arith", "math")


class LayoutRematerialization:
    """Backward rematerialization and the hoisting of conversions in one function."""

    def __init__(self, func: FuncOp):
        self.func = func
        self.mapped_values: dict[SSAValue, Attribute] = {}
        self.remat_mapping: dict[tuple[SSAValue, Attribute], SSAValue] = {}
        self.op_to_delete: dict[Operation, None] = {}

    # -- the rematerialized-value cache --

    def add_remat_value(
        self, old: SSAValue, encoding: Attribute, new: SSAValue
    ) -> None:
        if is_enabled(DEBUG_TYPE):
            ldbg(
                f"addRematValue {ir_text(old)} encoding {ir_text(encoding)} {ir_text(new)}"
            )
        self.remat_mapping[(old, encoding)] = new
        self.mapped_values[old] = encoding

    def get_remat_value(self, value: SSAValue, encoding: Attribute) -> SSAValue | None:
        return self.remat_mapping.get((value, encoding))

    def cleanup(self) -> None:
        for op in reversed(list(self.op_to_delete)):
            op.detach()
            op.erase(safe_erase=False)

    def _update_remat_mapping(
        self, replacements: list[tuple[SSAValue, SSAValue]]
    ) -> None:
        """Re-key cache entries of values that a new scf op replaces."""
        for old, new in replacements:
            encoding = self.mapped_values.pop(old, None)
            if encoding is None:
                continue
            replaced = self.remat_mapping.pop((old, encoding))
            for before, after in replacements:
                if before is replaced:
                    replaced = after
                    break
            self.remat_mapping[(new, encoding)] = replaced
            self.mapped_values[new] = encoding

    # -- slices --

    def get_convert_backward_slice(
        self,
        root: OpOperand,
        root_encoding: Attribute,
        slice_: dict[SSAValue, None],
        layout: dict[SSAValue, Attribute],
        stop_propagation: Callable[[Operation], bool] | None,
    ) -> bool:
        def existing_conversion(use: OpOperand, encoding: Attribute) -> SSAValue | None:
            # Reuse a rematerialization that is available at this use.
            remat = self.get_remat_value(operand_value(use), encoding)
            if remat is not None and properly_dominates(remat, use[0]):
                return remat
            return None

        return get_convert_backward_slice(
            root, root_encoding, slice_, layout, stop_propagation, existing_conversion
        )

    def get_rematerializable_slice(
        self,
        root: OpOperand,
        root_encoding: Attribute,
        slice_: dict[SSAValue, None],
        layout: dict[SSAValue, Attribute],
        stop_propagation: Callable[[Operation], bool] | None = None,
    ) -> bool:
        if (
            not self.get_convert_backward_slice(
                root, root_encoding, slice_, layout, stop_propagation
            )
            or not slice_
        ):
            return False
        return all(
            can_be_remat(v.owner) for v in slice_ if isinstance(v.owner, Operation)
        )

    # -- the rewrite of a slice --

    def rewrite_slice(
        self,
        slice_: dict[SSAValue, None],
        layout: dict[SSAValue, Attribute],
        convert: ConvertLayoutOp,
        mapping: dict[SSAValue, SSAValue] | None = None,
    ) -> None:
        """Clone the slice's ops in their new layouts (loops and ifs get more results) and
        let `convert`'s users read the rematerialized source."""
        if mapping is None:
            mapping = {}
        ops_to_rewrite: dict[Operation, None] = {}
        yield_operands: dict[Operation, list[int]] = {}
        existing: list[SSAValue] = []
        for value in slice_:
            remat = self.get_remat_value(value, layout[value])
            if remat is not None:
                mapping[value] = remat
                existing.append(value)
                continue
            owner = value.owner
            if isinstance(owner, Operation):
                ops_to_rewrite[owner] = None
                if isinstance(owner, scf.IfOp):
                    for region in (owner.then_region, owner.else_region):
                        yield_op = region.blocks.first.last_op
                        ops_to_rewrite[yield_op] = None
                        yield_operands.setdefault(yield_op, []).append(value.index)
            else:
                loop = owner.parent_op()
                ops_to_rewrite[loop] = None
                yield_op = owner.last_op
                yield_operands.setdefault(yield_op, []).append(value.index - 1)
                ops_to_rewrite[yield_op] = None
        for value in existing:
            del slice_[value]
        ordered = topological_sort(list(ops_to_rewrite))

        # Uses are replaced at the end, so that slice membership holds meanwhile.
        replacements: list[tuple[SSAValue, SSAValue]] = []
        dead_ops: list[Operation] = []
        for op in ordered:
            if isinstance(op, scf.ForOp):
                self._rewrite_for(op, slice_, layout, mapping, replacements)
                dead_ops.append(op)
            elif isinstance(op, scf.IfOp):
                self._rewrite_if(op, slice_, layout, mapping, replacements)
                dead_ops.append(op)
            elif isinstance(op, scf.YieldOp):
                values = list(op.operands) + [
                    mapping[op.operands[i]] for i in sorted(yield_operands[op])
                ]
                new_yield = scf.YieldOp(*values)
                new_yield.location = op.location
                _insert_before(new_yield, op)
                op.detach()
                op.erase()
            elif isinstance(op, arith.ConstantOp):
                clone = _insert_before(_clone(op), op)
                cvt = _insert_before(
                    _convert(clone.results[0], layout[op.results[0]], op.location), op
                )
                mapping[op.results[0]] = cvt.result
                self.add_remat_value(op.results[0], layout[op.results[0]], cvt.result)
            else:
                clone = _insert_before(_clone(op, mapping), op)
                for old, new in zip(op.results, clone.results):
                    encoding = layout.get(old)
                    if encoding is None:
                        continue
                    set_type(new, with_encoding(old.type, encoding))
                    self.add_remat_value(old, encoding, new)
        _replace_all_uses(convert.result, mapping[convert.src])
        self.op_to_delete[convert] = None
        self._update_remat_mapping(replacements)
        for old, new in replacements:
            _replace_all_uses(old, new)
        for op in dead_ops:
            self.op_to_delete[op] = None

    def _rewrite_for(
        self, op: scf.ForOp, slice_, layout, mapping, replacements
    ) -> None:
        arg_mapping: list[tuple[int, int]] = []
        new_operands: list[SSAValue] = []
        for position, arg in enumerate(op.region_iter_args):
            if arg in slice_:
                arg_mapping.append((position, len(op.initArgs) + len(new_operands)))
                new_operands.append(mapping[op.initArgs[position]])
        new_op = replace_for_op_with_new_signature(op, new_operands, replacements)
        body = new_op.body.block
        for old_index, new_index in arg_mapping:
            mapping[op.res[old_index]] = new_op.res[new_index]
            mapping[body.args[old_index + 1]] = body.args[new_index + 1]
            if is_enabled(DEBUG_TYPE):
                ldbg(
                    f"mapping forOp {ir_text(body.args[old_index + 1])} to {ir_text(body.args[new_index + 1])}"
                )
            # The result is not in the slice; the argument is.
            old_arg = body.args[old_index + 1]
            self.add_remat_value(
                new_op.res[old_index], layout[old_arg], new_op.res[new_index]
            )
            self.add_remat_value(old_arg, layout[old_arg], body.args[new_index + 1])

    def _rewrite_if(self, op: scf.IfOp, slice_, layout, mapping, replacements) -> None:
        new_types = [
            with_encoding(r.type, layout[r]) for r in op.results if r in slice_
        ]
        new_op = replace_if_op_with_new_signature(op, new_types, replacements)
        new_index = len(op.results)
        for result in op.results:
            if result in slice_:
                mapping[result] = new_op.results[new_index]
                self.add_remat_value(result, layout[result], new_op.results[new_index])
                new_index += 1

    # -- backward rematerialization --

    def _each_convert(self, visit: Callable[[ConvertLayoutOp], None]) -> bool:
        """Visit every conversion of the function (in walk order); those that stay become
        reusable rematerializations of their source. Returns whether any went away."""
        changed = False
        for convert in [
            op for op in post_order_stable(self.func) if is_subclass(type(op), ConvertLayoutOp)
        ]:
            visit(convert)
            if convert not in self.op_to_delete:
                self.add_remat_value(
                    convert.src, convert.result.type.encoding, convert.result
                )
            else:
                changed = True
        return changed

    def backward_rematerialization(self) -> bool:
        return self._each_convert(self._backward_rematerialization)

    def _backward_rematerialization(self, convert: ConvertLayoutOp) -> None:
        target = convert.result.type.encoding
        # Conversions to dot operands are hoisted by hoist_convert_dot_operand.
        if isinstance(target, DotOperandEncodingAttr):
            return
        source = convert.src
        if is_enabled(DEBUG_TYPE):
            ldbg(
                f"check backward remat with source {ir_text(source)} encoding {ir_text(target)}"
            )
        existing = self.get_remat_value(source, target)
        if existing is not None and properly_dominates(existing, convert):
            _replace_all_uses(convert.result, existing)
            self.op_to_delete[convert] = None
            if is_enabled(DEBUG_TYPE):
                ldbg(f"found remat'ed value{ir_text(existing)}")
            return
        slice_: dict[SSAValue, None] = {}
        layout: dict[SSAValue, Attribute] = {}
        if not self.get_rematerializable_slice((convert, 0), target, slice_, layout):
            ldbg("  getRematerializableSlice failed")
            return
        if not self._remat_is_cheaper(convert, slice_):
            return
        if is_enabled(DEBUG_TYPE):
            ldbg(f"  remat convert op {ir_text(convert)}")
            for value in slice_:
                ldbg(f"    {ir_text(value)}")
        self.rewrite_slice(slice_, layout, convert)

    def _remat_is_cheaper(
        self, convert: ConvertLayoutOp, slice_: dict[SSAValue, None]
    ) -> bool:
        """The cost model, in milli-SM-cycles: a conversion is assumed to round-trip through
        shared memory (32 elements and 32 bits at least, store and load 8 per byte each,
        doubled for the synchronization); rematerializing costs the ops that would be
        duplicated (ops only feeding the conversion are moved, not duplicated)."""
        slice_ops: dict[Operation, None] = {
            v.owner: None for v in slice_ if isinstance(v.owner, Operation)
        }
        single_use: dict[Operation, bool] = {}

        def is_single_use(op: Operation) -> bool:
            if op in single_use:
                return single_use[op]
            result = True
            for value in op.results:
                for use in value.uses:
                    user = use.operation
                    if user is convert:
                        continue
                    if user not in slice_ops or not is_single_use(user):
                        result = False
                        break
                if not result:
                    break
            single_use[op] = result
            return result

        convert_cost = 32 * byte_count(convert.src, 32, 32)
        remat_cost = 0
        for op in slice_ops:
            if is_single_use(op) or isinstance(op, arith.ConstantOp):
                continue
            if isinstance(op, LoadOp | LocalLoadOp):
                # Optimistically assumed to hit the L1 cache.
                remat_cost += sum(8 * byte_count(r) for r in op.results)
            elif _is_arith_or_math(op):
                multiplier = 8 if op.name in EXPENSIVE_MATH_OPS else 1
                remat_cost += sum(multiplier * byte_count(r) for r in op.results)
            elif isinstance(op, ReduceOp):
                if not reduce_is_associative(op):
                    ldbg(
                        "  skipped rematerialization due to non-associative reduce in the slice"
                    )
                    return False
                remat_cost += reduce_intra_warp_size(op) + 8 * reduce_inter_warp_size(
                    op
                )
        ldbg(f"  convert layout cost: {convert_cost}")
        ldbg(f"  rematerialisation cost: {remat_cost}")
        if remat_cost > convert_cost:
            ldbg("  skipped rematerialization due to higher cost")
            return False
        return True

    # -- hoisting --

    def hoist_convert_on_top_of_ext_or_broadcast(self) -> None:
        self._each_convert(self._hoist_over_ext_or_broadcast)

    def hoist_convert_into_conditionals(self) -> None:
        self._each_convert(self._hoist_into_conditionals)

    def hoist_convert_dot_operand(self) -> None:
        self._each_convert(self._hoist_dot_operand)

    def _hoist_over_ext_or_broadcast(self, convert: ConvertLayoutOp) -> None:
        """Move a conversion above the one widening cast or broadcast its source needs,
        so that fewer bytes are converted; the ops in between are rematerialized."""
        target = convert.result.type.encoding
        if isinstance(target, DotOperandEncodingAttr):
            return
        slice_: dict[SSAValue, None] = {}
        layout: dict[SSAValue, Attribute] = {}
        if not self.get_rematerializable_slice(
            (convert, 0), target, slice_, layout, _is_ext_or_broadcast
        ):
            return
        ext_op = None
        # The ext slices merged below are walked no further (upstream's fixed bound).
        for value in list(slice_):
            op = value.owner
            if not isinstance(op, Operation) or not _is_ext_or_broadcast(op):
                continue
            source_encoding = infer_src_encoding(op, layout[value])
            if source_encoding is None:
                return
            temp_slice: dict[SSAValue, None] = {}
            temp_layout: dict[SSAValue, Attribute] = {}
            ok = self.get_rematerializable_slice(
                (op, 0), source_encoding, temp_slice, temp_layout
            )
            # A value already given another layout cannot be propagated past.
            if any(v in layout and layout[v] != e for v, e in temp_layout.items()):
                ok = False
            if ok:
                # The rest rematerializes: this ext needs no conversion.
                for v in temp_slice:
                    slice_.setdefault(v, None)
                for v, e in temp_layout.items():
                    layout.setdefault(v, e)
                continue
            # Only one ext may take the conversion, or it would be duplicated.
            if ext_op is not None:
                return
            ext_op = op
        if ext_op is None:
            return
        dst_encoding = layout[ext_op.results[0]]
        src_encoding = infer_src_encoding(ext_op, dst_encoding)
        if src_encoding is None:
            return
        new_convert = _insert_before(
            _convert(ext_op.operands[0], src_encoding, convert.location), ext_op
        )
        new_ext = _insert_before(_clone(ext_op), ext_op)
        new_ext.operands[0] = new_convert.result
        set_type(
            new_ext.results[0], with_encoding(ext_op.results[0].type, dst_encoding)
        )
        del slice_[ext_op.results[0]]
        self.rewrite_slice(
            slice_, layout, convert, {ext_op.results[0]: new_ext.results[0]}
        )

    def _hoist_into_conditionals(self, convert: ConvertLayoutOp) -> None:
        """Move a conversion into the branch of an scf.if (in a loop) whose yielded value
        cannot be rematerialized, rematerializing the other branch and what follows."""

        def is_if(op: Operation) -> bool:
            return isinstance(op, scf.IfOp)

        slice_: dict[SSAValue, None] = {}
        layout: dict[SSAValue, Attribute] = {}
        if not self.get_rematerializable_slice(
            (convert, 0), convert.result.type.encoding, slice_, layout, is_if
        ):
            return
        hoist_above: list[tuple[SSAValue, OpOperand]] = []
        terminals: list[SSAValue] = []
        index = 0
        # The slice grows while it is walked.
        while index < len(slice_):
            value = list(slice_)[index]
            index += 1
            if_op = value.owner
            if not isinstance(if_op, scf.IfOp):
                continue
            root_layout = layout[value]
            then_use = (if_op.then_region.blocks.first.last_op, value.index)
            else_use = (if_op.else_region.blocks.first.last_op, value.index)
            then_slice: dict[SSAValue, None] = {}
            else_slice: dict[SSAValue, None] = {}
            then_layout: dict[SSAValue, Attribute] = {}
            else_layout: dict[SSAValue, Attribute] = {}
            then_ok = self.get_rematerializable_slice(
                then_use, root_layout, then_slice, then_layout, is_if
            )
            else_ok = self.get_rematerializable_slice(
                else_use, root_layout, else_slice, else_layout, is_if
            )
            if then_ok and else_ok:
                _merge(slice_, layout, then_slice, then_layout)
                _merge(slice_, layout, else_slice, else_layout)
                continue
            # Failing on both edges, or outside a loop (where the hoist would not pay off).
            if (not then_ok and not else_ok) or not isinstance(
                if_op.parent_op(), scf.ForOp
            ):
                terminals.append(value)
                continue
            if then_ok:
                hoist_above.append((value, else_use))
                _merge(slice_, layout, then_slice, then_layout)
            else:
                hoist_above.append((value, then_use))
                _merge(slice_, layout, else_slice, else_layout)
        if not hoist_above:
            return
        mapping: dict[SSAValue, SSAValue] = {}

        def hoist_remat(
            value: SSAValue,
            encoding: Attribute,
            insert: Callable[[Operation], Operation],
        ) -> None:
            new_convert = insert(_convert(value, encoding, convert.location))
            mapping[value] = new_convert.result
            slice_.pop(value, None)

        for value in terminals:
            hoist_remat(
                value, layout[value], lambda op, v=value: _insert_after_value(op, v)
            )
        for result, edge in hoist_above:
            hoist_remat(
                operand_value(edge),
                layout[result],
                lambda op, e=edge: _insert_before(op, e[0]),
            )
        self.rewrite_slice(slice_, layout, convert, mapping)

    def _hoist_dot_operand(self, convert: ConvertLayoutOp) -> None:
        """Move a conversion to an mma dot operand next to the loads feeding it (over
        elementwise ops, broadcasts and views), so that the loads can be pipelined."""
        if not self._can_be_pipelined(convert):
            return
        slice_: dict[SSAValue, None] = {}
        layout: dict[SSAValue, Attribute] = {}
        if not self.get_convert_backward_slice(
            (convert, 0),
            convert.result.type.encoding,
            slice_,
            layout,
            lambda op: not _moves_no_data(op),
        ):
            return
        mapping: dict[SSAValue, SSAValue] = {}
        inner_slice: dict[SSAValue, None] = {}
        for value in slice_:
            producer = value.owner
            if not isinstance(producer, Operation):
                if is_enabled(DEBUG_TYPE):
                    ldbg(f"  Block arguments not supported. Got {ir_text(value)}")
                return
            # The leaves must be loads or constants.
            if not isinstance(producer, LoadOp | DescriptorLoadOp):
                if isinstance(producer, arith.ConstantOp) or _moves_no_data(producer):
                    inner_slice[value] = None
                    continue
                if is_enabled(DEBUG_TYPE):
                    ldbg(
                        f"  Leaves must be Load, DescriptorLoad or Constant. Got {ir_text(value)}"
                    )
                return
            loaded = producer.results[0]
            if not _is_tensor(loaded):
                continue
            new_convert = _convert(loaded, layout[loaded], convert.location)
            producer.parent.insert_op_after(new_convert, producer)
            mapping[loaded] = new_convert.result
        if not inner_slice:
            return
        if is_enabled(DEBUG_TYPE):
            ldbg(f"  Hoisting {ir_text(convert)}")
            for value in inner_slice:
                ldbg(f"    {ir_text(value)}")
        self.rewrite_slice(inner_slice, layout, convert, mapping)

    @staticmethod
    def _can_be_pipelined(convert: ConvertLayoutOp) -> bool:
        """A dot with an nvidia mma operand in the conversion's parent post-dominates it."""
        parent = convert.parent_op()
        if parent is None:
            return False
        dots = []
        for op in post_order_stable(parent):
            if not is_subclass(type(op), _DOTS):
                continue
            encoding = _encoding(op.operands[0])
            if isinstance(encoding, DotOperandEncodingAttr) and isinstance(
                encoding.parent, MMA_ENCODINGS
            ):
                dots.append(op)
        return any(post_dominates(dot, convert) for dot in dots)


def _merge(slice_, layout, extra_slice, extra_layout) -> None:
    for value in extra_slice:
        slice_.setdefault(value, None)
    for value, encoding in extra_layout.items():
        layout.setdefault(value, encoding)


def _is_ext_or_broadcast(op: Operation) -> bool:
    """Ops that make a tensor larger (so converting before them is cheaper)."""
    if isinstance(
        op, arith.ExtSIOp | arith.ExtUIOp | arith.ExtFOp | BroadcastOp | ExpandDimsOp
    ):
        return True
    if isinstance(op, FpToFpOp):
        return element_bit_width(op.operands[0].type) < element_bit_width(
            op.results[0].type
        )
    return False


def _moves_no_data(op: Operation) -> bool:
    """Ops done without moving data between threads: pure elementwise ops, broadcasts,
    fp4 upcasts, conversions and views."""
    pure_elementwise = is_elementwise(op) and is_side_effect_free(op)
    return (
        pure_elementwise
        or isinstance(op, BroadcastOp | Fp4ToFpOp | ConvertLayoutOp)
        or is_view(op)
    )


# == the pass ========================================================================================


HOIST_PHASES = (
    LayoutRematerialization.hoist_convert_on_top_of_ext_or_broadcast,
    LayoutRematerialization.hoist_convert_into_conditionals,
    LayoutRematerialization.hoist_convert_dot_operand,
)


def _functions(module: ModuleOp) -> list[FuncOp]:
    """The functions with a body: a declaration has no values to give layouts."""
    return [op for op in post_order_stable(module) if is_subclass(type(op), FuncOp) and not op.is_declaration]


def _dump(module: ModuleOp) -> str:
    """Operation::dump: local scope, generic form when the IR does not verify."""
    return print_operation(
        module, PrintOptions(local_scope=True, generic=not verifies(module))
    )


def _debug_module(title: str, module: ModuleOp) -> None:
    if is_enabled(DEBUG_TYPE):
        ldbg(f"{title}\n{_dump(module)}")


@dataclass(frozen=True)
class TritonGPURemoveLayoutConversions(ModulePass):
    """remove superfluous layout conversions"""

    name = "tritongpu-remove-layout-conversions"
    cpp_name = "TritonGPURemoveLayoutConversions"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/RemoveLayoutConversions.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # 1. Propagate layouts forward from the anchors.
        for func in _functions(op):
            propagation = LayoutPropagation(func)
            propagation.init_anchor_layout()
            propagation.propagate_layout()
            propagation.resolve_conflicts()
            propagation.rewrite()
        _debug_module("Module after propagating layouts forward:", op)
        self._cleanup_convert_ops(op)

        # 2. Rematerialize the producers of the remaining conversions in their target layout.
        while True:
            changed = False
            for func in _functions(op):
                remat = LayoutRematerialization(func)
                changed |= remat.backward_rematerialization()
                remat.cleanup()
            _debug_module("Module after backward remat:", op)
            # Remove the conversions rematerialization made dead.
            self._cleanup_convert_ops(op)
            if not changed:
                break

        # 3. Hoist the rest above ops that enlarge the converted tensor, into conditionals
        # and next to the loads of dot operands (each with a fresh rematerialization cache).
        for func in _functions(op):
            for hoist in HOIST_PHASES:
                remat = LayoutRematerialization(func)
                hoist(remat)
                remat.cleanup()
        _debug_module("Module after hoisting converts:", op)

        # 4. Remove dead conversions and the dead code the transformations left.
        patterns = [
            ForOpDeadArgElimination(),
            *scf.ForOp.canonicalization_patterns(),
            *scf.IfOp.canonicalization_patterns(),
            *CONVERT_LAYOUT_PATTERNS,
        ]
        GreedyDriver(patterns=patterns, **DEFAULT_REWRITE_CONFIG).run(op)
        _debug_module("Module after final cleanups:", op)

    @staticmethod
    def _cleanup_convert_ops(module: ModuleOp) -> None:
        GreedyDriver(patterns=CONVERT_LAYOUT_PATTERNS, **DEFAULT_REWRITE_CONFIG).run(module)
        _debug_module("Module after canonicalizing:", module)


__all__ = [
    "LayoutPropagation",
    "LayoutRematerialization",
    "TritonGPURemoveLayoutConversions",
    "is_layout_anchor",
]
