"""`triton-rewrite-tensor-pointer`: Triton's RewriteTensorPointerPass
(lib/Dialect/Triton/Transforms/RewriteTensorPointer.cpp).

Block pointers (`!tt.ptr<tensor<...>>`) disappear. A `tt.make_tensor_ptr` is remembered
as (base, shape, strides, i64 offsets); `tt.advance` adds to the offsets. A load or
store through a block pointer becomes one through a tensor of pointers
`base + sum_d broadcast((offset_d + [0, n_d)) * stride_d)`, masked by
`0 <= offset_d + [0, n_d) < shape_d` for the dimensions in `boundaryCheck`, and a load
with `padding` gets a zero (or NaN) `other`. Block pointers carried by `scf.for` and
yielded by `scf.if` become their offsets (one i64 each). The IR is rebuilt in one
pre-order walk; the replaced ops are erased at the end, last first.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import (
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    i64,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.passes import ModulePass

from ttopt.dialects import arith
from ttopt.dialects.scf import ForOp, IfOp, YieldOp
from ttopt.dialects.tt import (
    PADDING_OPTION,
    AdvanceOp,
    LoadOp,
    MakeTensorPtrOp,
    SplatOp,
    StoreOp,
    emit_error,
    is_tensor_pointer,
)
from ttopt.ir.values import value_location
from ttopt.transforms.triton.utility import (
    InsertBefore,
    add_strided_offsets,
    conjoin,
    in_bounds,
    offset_with_range,
)

UNSUPPORTED_CONTROL_FLOW = (
    "Currently we only support tensor pointer usages inside a `scf::ForOp` or `scf::IfOp`, others such as "
    "`scf::WhileOp`, `cf::BranchOp` or `cf::CondBranchOp` are not supported yet"
)


@dataclass
class BlockPointer:
    """What a block pointer stands for: base, shape, strides and (i64) offsets of a block."""

    base: SSAValue
    shape: list[SSAValue]
    strides: list[SSAValue]
    offsets: list[SSAValue]
    block_shape: tuple[int, ...]
    ranges: dict[int, SSAValue] = field(default_factory=dict)
    """The expanded `offset + range` per dimension, built once per load or store."""

    def moved_to(self, offsets: list[SSAValue]) -> BlockPointer:
        return BlockPointer(self.base, self.shape, self.strides, offsets, self.block_shape)

    def copy(self) -> BlockPointer:
        return self.moved_to(self.offsets)

    def offset_range(self, build: InsertBefore, dim: int) -> SSAValue:
        if dim not in self.ranges:
            self.ranges[dim] = offset_with_range(build, self.block_shape, self.offsets[dim], dim)
        return self.ranges[dim]

    def pointers(self, build: InsertBefore) -> SSAValue:
        pointer_block = TensorType(self.base.type, self.block_shape)
        pointers = build(SplatOp(self.base, pointer_block))
        for dim, stride in enumerate(self.strides):
            pointers = add_strided_offsets(build, pointers, self.offset_range(build, dim), stride, self.block_shape)
        return pointers

    def mask(self, build: InsertBefore, boundary_check: tuple[int, ...]) -> SSAValue | None:
        mask = None
        for dim in boundary_check:
            mask = conjoin(build, mask, in_bounds(build, self.offset_range(build, dim), self.shape[dim], self.block_shape))
        return mask

    def other(self, build: InsertBefore, padding: IntegerAttr | None) -> SSAValue | None:
        """A splat of zero, or of NaN for `padding = nan`."""
        if padding is None:
            return None
        element = self.base.type.pointee
        if PADDING_OPTION.keyword(padding) == "nan":
            value: Attribute = FloatAttr(math.nan, element)
        elif isinstance(element, IntegerType):
            value = IntegerAttr(0, element)
        else:
            value = FloatAttr(0.0, element)
        scalar = build(arith.ConstantOp(value))
        return build(SplatOp(scalar, TensorType(element, self.block_shape)))


def find_make_tensor_ptr(value: SSAValue) -> MakeTensorPtrOp:
    """getMakeTensorPtrOp: the `tt.make_tensor_ptr` a block pointer derives from."""
    owner = value.owner
    if isinstance(owner, MakeTensorPtrOp):
        return owner
    if isinstance(owner, AdvanceOp):
        return find_make_tensor_ptr(owner.ptr)
    if isinstance(owner, ForOp | IfOp):
        # the first yield of a post-order walk, as upstream
        yields = [op for op in owner.walk(region_first=True) if isinstance(op, YieldOp)]
        return find_make_tensor_ptr(yields[0].operands[value.index])
    if isinstance(value, BlockArgument) and isinstance(value.block.parent_op(), ForOp):
        return find_make_tensor_ptr(value.block.parent_op().initArgs[value.index - 1])
    raise emit_error(owner if isinstance(owner, Operation) else value.block.parent_op(), "Unable to getMakeTensorPtr()")


class TensorPointerRewriter:
    def __init__(self) -> None:
        self.pointers: dict[SSAValue, BlockPointer] = {}
        self.replaced: list[Operation] = []

    def run(self, module: ModuleOp) -> None:
        self.visit(module)
        while self.replaced:
            op = self.replaced.pop()
            op.detach()
            op.erase(safe_erase=False)

    def visit(self, op: Operation) -> None:
        for region in op.regions:
            for block in region.blocks:
                for nested in list(block.ops):
                    following = self.rewrite(nested)
                    if following is not None:
                        self.visit(following)

    def rewrite(self, op: Operation) -> Operation | None:
        """Rewrite `op`; returns the op whose regions are to be visited next (None: none)."""
        if isinstance(op, MakeTensorPtrOp):
            return self.rewrite_make_tensor_ptr(op)
        if isinstance(op, AdvanceOp):
            return self.rewrite_advance(op)
        if isinstance(op, LoadOp | StoreOp):
            return self.rewrite_load_store(op)
        if op.dialect_name() not in ("scf", "cf"):
            return op
        if isinstance(op, IfOp):
            return self.rewrite_if(op)
        if not any(is_tensor_pointer(v.type) for v in op.operands):
            return op
        if isinstance(op, ForOp):
            return self.rewrite_for(op)
        if isinstance(op, YieldOp):
            return self.rewrite_yield(op)
        raise emit_error(op, UNSUPPORTED_CONTROL_FLOW)

    def rewrite_make_tensor_ptr(self, op: MakeTensorPtrOp) -> None:
        build = InsertBefore(op, op.location)
        offsets = [build(arith.ExtSIOp(offset, i64)) for offset in op.offsets]
        block_shape = tuple(op.result.type.pointee.get_shape())
        self.pointers[op.result] = BlockPointer(op.base, list(op.shape), list(op.strides), offsets, block_shape)
        self.replaced.append(op)

    def rewrite_advance(self, op: AdvanceOp) -> None:
        build = InsertBefore(op, op.location)
        pointer = self.pointers[op.ptr]
        offsets = []
        for current, step in zip(pointer.offsets, op.offsets):
            offsets.append(build(arith.AddIOp(current, build(arith.ExtSIOp(step, i64)))))
        self.pointers[op.result] = pointer.moved_to(offsets)
        self.replaced.append(op)

    def rewrite_load_store(self, op: LoadOp | StoreOp) -> None:
        if not is_tensor_pointer(op.ptr.type):
            return
        pointer = self.pointers[op.ptr].copy()
        build = InsertBefore(op, op.location)
        pointers = pointer.pointers(build)
        mask = pointer.mask(build, op.boundaryCheck.get_values())
        if isinstance(op, LoadOp):
            other = pointer.other(build, op.padding)
            new_op: Operation = LoadOp(pointers, mask, other)
            _copy_properties(op, new_op, ("cache", "evict", "isVolatile"))
            build(new_op)
            op.result.replace_all_uses_with(new_op.result)
        else:
            new_op = StoreOp(pointers, op.value, mask)
            _copy_properties(op, new_op, ("cache", "evict"))
            build(new_op)
        self.replaced.append(op)

    def _expanded_types(self, values) -> list[Attribute]:
        types: list[Attribute] = []
        for value in values:
            if is_tensor_pointer(value.type):
                types += [i64] * len(self.pointers[find_make_tensor_ptr(value).result].offsets)
            else:
                types.append(value.type)
        return types

    def rewrite_if(self, op: IfOp) -> Operation:
        yielded = list(op.then_region.block.last_op.operands)
        if not any(is_tensor_pointer(v.type) for v in yielded):
            return op
        has_else = bool(op.else_region.blocks)
        new_if = IfOp(op.condition, self._expanded_types(yielded), Region(Block()), Region(Block()) if has_else else Region())
        InsertBefore(op, op.location)(new_if)
        mapping: dict[SSAValue, SSAValue] = {}
        for old, new in zip(op.regions, new_if.regions):
            if old.blocks:
                for nested in old.block.ops:
                    new.block.add_op(nested.clone(mapping))
        results = iter(new_if.output)
        for old_result, value in zip(op.output, yielded):
            if is_tensor_pointer(value.type):
                pointer = self.pointers[find_make_tensor_ptr(value).result]
                self.pointers[old_result] = pointer.moved_to([next(results) for _ in pointer.offsets])
            else:
                old_result.replace_all_uses_with(next(results))
        self.replaced.append(op)
        return new_if

    def _expand_operands(self, values) -> list[SSAValue]:
        expanded: list[SSAValue] = []
        for value in values:
            expanded += self.pointers[value].offsets if is_tensor_pointer(value.type) else [value]
        return expanded

    def rewrite_for(self, op: ForOp) -> Operation:
        inits = list(op.initArgs)
        new_inits = self._expand_operands(inits)
        body = Block(arg_types=[op.induction_var.type, *(v.type for v in new_inits)])
        new_for = ForOp(op.lowerBound, op.upperBound, op.step, new_inits, body)
        new_for.attributes.update(op.attributes)
        new_for.properties.update(op.properties)
        body.args[0].location = op.location
        for arg, init in zip(body.args[1:], new_inits):
            arg.location = value_location(init)
        InsertBefore(op, op.location)(new_for)
        # A block pointer argument maps to itself: the cloned body's uses of it are
        # rewritten through the offsets recorded for it.
        mapping: dict[SSAValue, SSAValue] = {op.induction_var: new_for.induction_var}
        new_args = iter(new_for.region_iter_args)
        for old_arg, init in zip(op.region_iter_args, inits):
            if is_tensor_pointer(old_arg.type):
                mapping[old_arg] = old_arg
                pointer = self.pointers[init]
                self.pointers[old_arg] = pointer.moved_to([next(new_args) for _ in pointer.offsets])
            else:
                mapping[old_arg] = next(new_args)
        for nested in op.body.block.ops:
            body.add_op(nested.clone(mapping))
        new_results = iter(new_for.res)
        for old_result, init in zip(op.res, inits):
            if is_tensor_pointer(old_result.type):
                pointer = self.pointers[init]
                self.pointers[old_result] = pointer.moved_to([next(new_results) for _ in pointer.offsets])
            else:
                old_result.replace_all_uses_with(next(new_results))
        self.replaced.append(op)
        return new_for

    def rewrite_yield(self, op: YieldOp) -> None:
        op.operands = self._expand_operands(op.operands)


def _copy_properties(source: Operation, target: Operation, names: tuple[str, ...]) -> None:
    for name in names:
        target.properties[name] = source.properties[name]


@dataclass(frozen=True)
class RewriteTensorPointerPass(ModulePass):
    """Rewrite load/stores with tensor pointers into legacy load/stores"""

    name = "triton-rewrite-tensor-pointer"
    cpp_name = "TritonRewriteTensorPointer"
    cpp_file = "lib/Dialect/Triton/Transforms/RewriteTensorPointer.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        TensorPointerRewriter().run(op)
