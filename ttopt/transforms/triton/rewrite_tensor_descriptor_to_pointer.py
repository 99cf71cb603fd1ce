"""`triton-rewrite-tensor-descriptor-to-pointer`: Triton's TritonRewriteTensorDescriptorToPointerPass
(lib/Dialect/Triton/Transforms/RewriteTensorDescriptorToPointer.cpp, with FunctionTypeConversion.cpp,
ArithTypeConversion.cpp and MLIR's SCF structural type conversions).

A 1:N type conversion: a `!tt.tensordesc<tensor<s_1 x ... x s_r x T>>` becomes 2r + 2 values,
a `!tt.ptr<T>` base (T signless), r i64 sizes, r i64 strides and an i1 "pad with NaN".
Function signatures, calls, returns, `scf.for/if/while` and their terminators carry the
expanded values; `arith.select` of descriptors becomes an `scf.if`. Descriptor loads,
stores, gathers, scatters and reductions become `tt.load`, `tt.store` and `tt.atomic_rmw`
on tensors of pointers `base + sum_d broadcast((index_d + [0, n_d)) * stride_d)`, masked by
`0 <= index_d + [0, n_d) < size_d`; loads fill masked-off elements with zero (or NaN).

As MLIR's conversion driver does, operations are legalized in pre-order; replaced
operations and block arguments are erased once every operation has been converted.
A descriptor argument's attributes go to its base pointer; later arguments' attributes move
with them (upstream's forked convertFuncOpAttrs).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    Signedness,
    TensorType,
    i1,
    i64,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.passes import ModulePass

from ttopt.dialects import arith
from ttopt.dialects.folding import splat_attr, zero_attr
from ttopt.dialects.scf import ConditionOp, ForOp, IfOp, WhileOp, YieldOp
from ttopt.dialects.tt import (
    DESCRIPTOR_REDUCE_KIND,
    MEM_SEMANTIC,
    MEM_SYNC_SCOPE,
    PADDING_OPTION,
    RMW_OP,
    AtomicRMWOp,
    CallOp,
    DescriptorGatherOp,
    DescriptorLoadOp,
    DescriptorReduceOp,
    DescriptorScatterOp,
    DescriptorStoreOp,
    FuncOp,
    LoadOp,
    MakeTensorDescOp,
    PointerType,
    ReturnOp,
    SplatOp,
    StoreOp,
    TensorDescType,
    emit_error,
)
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.ir.printer import print_attribute_text
from ttopt.ir.values import value_location
from ttopt.transforms.triton.utility import (
    InsertBefore,
    add_strided_offsets,
    conjoin,
    create_or_fold,
    expand_offsets,
    in_bounds,
    offset_with_range,
)

CONVERTED_DIALECTS = ("arith", "scf", "tt")


def converted_types(type_: Attribute) -> list[Attribute]:
    """The types a value of `type_` becomes: itself, or the parts of a descriptor."""
    if not isinstance(type_, TensorDescType):
        return [type_]
    block = type_.signless_block_type
    rank = len(block.get_shape())
    return [PointerType(block.element_type), *[i64] * (2 * rank), i1]


def _expanded_types(types: Iterable[Attribute]) -> list[Attribute]:
    return [part for type_ in types for part in converted_types(type_)]


def _has_descriptor(types: Iterable[Attribute]) -> bool:
    return any(isinstance(t, TensorDescType) for t in types)


def _remapped_arg_attrs(arg_attrs: ArrayAttr, old_inputs: Sequence[Attribute]) -> ArrayAttr:
    """convertFuncOpAttrs: argument i's attributes move to the first value it expands into;
    the other values of an expanded descriptor get none."""
    remapped: list[Attribute] = []
    for attrs, type_ in zip(arg_attrs.data, old_inputs):
        remapped += [attrs, *[DictionaryAttr({})] * (len(converted_types(type_)) - 1)]
    return ArrayAttr(remapped)


@dataclass
class Descriptor:
    """unpackDescriptor: the values a descriptor was expanded into."""

    base: SSAValue
    shape: list[SSAValue]
    strides: list[SSAValue]
    pad_with_nan: SSAValue

    @staticmethod
    def unpack(values: Sequence[SSAValue]) -> Descriptor:
        rank = (len(values) - 2) // 2
        return Descriptor(values[0], list(values[1 : 1 + rank]), list(values[1 + rank : 1 + 2 * rank]), values[-1])

    def pointers(self, build: InsertBefore, block_shape: Sequence[int], ranges: Sequence[SSAValue]) -> SSAValue:
        """generatePtrFromOffsetRanges."""
        pointers = build(SplatOp(self.base, TensorType(self.base.type, block_shape)))
        for offsets, stride in zip(ranges, self.strides):
            pointers = add_strided_offsets(build, pointers, offsets, stride, block_shape)
        return pointers

    def mask(self, build: InsertBefore, block_shape: Sequence[int], ranges: Sequence[SSAValue]) -> SSAValue:
        """generateMaskFromOffsetRanges."""
        mask = None
        for offsets, size in zip(ranges, self.shape):
            mask = conjoin(build, mask, in_bounds(build, offsets, size, block_shape))
        return mask

    def block_pointers(self, build: InsertBefore, block_shape: Sequence[int], indices: Sequence[SSAValue]) -> SSAValue:
        """generatePtr: the ranges of every dimension, then the pointers."""
        return self.pointers(build, block_shape, _ranges(build, block_shape, indices))

    def block_mask(self, build: InsertBefore, block_shape: Sequence[int], indices: Sequence[SSAValue]) -> SSAValue:
        """generateMask: the ranges again (upstream does not share them), then the mask."""
        return self.mask(build, block_shape, _ranges(build, block_shape, indices))


def _ranges(build: InsertBefore, block_shape: Sequence[int], indices: Sequence[SSAValue]) -> list[SSAValue]:
    return [offset_with_range(build, block_shape, index, dim) for dim, index in enumerate(indices)]


def cast_to_i64(build: InsertBefore, values: Iterable[SSAValue]) -> list[SSAValue]:
    """Each value sign-extended to i64 (folded where possible), located at the value."""
    return [
        create_or_fold(InsertBefore(build.anchor, value_location(value)), arith.ExtSIOp(value, i64))
        for value in values
    ]


def fill_value(build: InsertBefore, block_type: TensorType, pad_with_nan: SSAValue | None) -> SSAValue:
    """generateOther: zeros, or for floats with a padding flag `select(flag, NaN, 0)`."""
    element = block_type.element_type
    if pad_with_nan is not None and not isinstance(element, IntegerType):
        nan = build(arith.ConstantOp(splat_attr(block_type, math.nan)))
        zero = build(arith.ConstantOp(splat_attr(block_type, 0.0)))
        return build(arith.SelectOp(pad_with_nan, nan, zero))
    return build(arith.ConstantOp(zero_attr(block_type)))


def _with_attributes_of(new_op: Operation, old: Operation) -> Operation:
    """setAttrs(op->getAttrs()): the old op's attributes, inherent ones too where the new op has them."""
    definition = type(new_op).get_irdl_definition()
    for name, value in old.properties.items():
        if name in definition.properties and name != "operandSegmentSizes":
            new_op.properties[name] = value
    new_op.attributes.update(old.attributes)
    return new_op


class DescriptorLowering:
    def __init__(self) -> None:
        self.values: dict[SSAValue, list[SSAValue]] = {}
        self.replaced: list[Operation] = []
        self.replaced_args: list[BlockArgument] = []

    # -- values --

    def expand(self, value: SSAValue) -> list[SSAValue]:
        return self.values.get(value, [value])

    def flatten(self, values: Iterable[SSAValue]) -> list[SSAValue]:
        return [part for value in values for part in self.expand(value)]

    def replace_results(self, op: Operation, new_results: Sequence[SSAValue]) -> None:
        """replaceOpWithMultiple: each old result maps to its share of the new results."""
        remaining = iter(new_results)
        for result in op.results:
            parts = [next(remaining) for _ in converted_types(result.type)]
            if isinstance(result.type, TensorDescType):
                self.values[result] = parts
            else:
                result.replace_all_uses_with(parts[0])
        self.replaced.append(op)

    def convert_block_arguments(self, block: Block, first: int = 0) -> None:
        """convertRegionTypes: a descriptor argument gives way to its parts (inserted after it)."""
        for arg in list(block.args[first:]):
            if not isinstance(arg.type, TensorDescType):
                continue
            self.values[arg] = [
                block.insert_arg(part, arg.index + 1 + offset, arg.location)
                for offset, part in enumerate(converted_types(arg.type))
            ]
            self.replaced_args.append(arg)

    # -- driver --

    def run(self, module: ModuleOp) -> None:
        for op in list(module.walk())[1:]:
            self.legalize(op)
        self.erase_replaced()

    def legalize(self, op: Operation) -> None:
        if isinstance(op, FuncOp):
            if _has_descriptor([*op.function_type.inputs.data, *op.function_type.outputs.data]):
                self.convert_function(op)
            return
        if op.dialect_name() not in CONVERTED_DIALECTS or not _has_descriptor([*op.operand_types, *op.result_types]):
            return
        convert = _CONVERSIONS.get(type(op))
        if convert is None:
            raise emit_error(op, f"failed to legalize operation '{op.name}'")
        convert(self, op)

    def erase_replaced(self) -> None:
        """Erase what was replaced; a value still used by an op that was not converted means
        that op could not be legalized."""
        replaced = set(self.replaced)
        for op in reversed(self.replaced):
            if any(use.operation not in replaced for result in op.results for use in result.uses):
                raise emit_error(op, f"failed to legalize operation '{op.name}' that was explicitly marked illegal")
        for op in reversed(self.replaced):
            op.detach()
            op.erase(safe_erase=False)
        for arg in self.replaced_args:
            if arg.uses:
                user = next(iter(arg.uses)).operation
                raise emit_error(user, f"failed to legalize operation '{user.name}'")
            arg.block.erase_arg(arg)

    # -- functions, calls and returns --

    def convert_function(self, op: FuncOp) -> None:
        """convertFuncOpTypes: the signature's descriptors expand; an argument's attributes go
        to the first of the values it becomes (upstream's convertFuncOpAttrs), result
        attributes keep their positions."""
        old_inputs = op.function_type.inputs.data
        inputs = _expanded_types(old_inputs)
        outputs = _expanded_types(op.function_type.outputs.data)
        op.function_type = FunctionType.from_lists(inputs, outputs)
        arg_attrs = op.properties.get("arg_attrs")
        if arg_attrs is not None and len(inputs) != len(old_inputs):
            op.properties["arg_attrs"] = _remapped_arg_attrs(arg_attrs, old_inputs)
        res_attrs = op.properties.get("res_attrs")
        if res_attrs is not None and len(res_attrs.data) < len(outputs):
            padding = [DictionaryAttr({})] * (len(outputs) - len(res_attrs.data))
            op.properties["res_attrs"] = ArrayAttr([*res_attrs.data, *padding])
        if not op.is_declaration:
            self.convert_block_arguments(op.body.blocks.first)

    def convert_call(self, op: CallOp) -> None:
        new_call = CallOp(op.callee.root_reference.data, self.flatten(op.operands_), _expanded_types(op.result_types))
        new_call.properties.update(op.properties)
        new_call.attributes.update(op.attributes)
        InsertBefore(op, op.location)(new_call)
        self.replace_results(op, new_call.results)

    def convert_return(self, op: ReturnOp) -> None:
        new_return = ReturnOp(*self.flatten(op.srcs))
        new_return.attributes.update(op.attributes)
        InsertBefore(op, op.location)(new_return)
        self.replaced.append(op)

    # -- scf --

    def _rebuild(self, op: Operation, operands: Sequence[SSAValue]) -> Operation:
        """The op with other operands and expanded result types, its regions moved into it."""
        regions = [op.detach_region(region) for region in list(op.regions)]
        new_op = type(op).create(
            operands=list(operands),
            result_types=_expanded_types(op.result_types),
            regions=regions,
            properties=dict(op.properties),
            attributes=dict(op.attributes),
        )
        InsertBefore(op, op.location)(new_op)
        self.replace_results(op, new_op.results)
        return new_op

    def convert_for(self, op: ForOp) -> None:
        new_for = self._rebuild(op, [op.lowerBound, op.upperBound, op.step, *self.flatten(op.initArgs)])
        self.convert_block_arguments(new_for.body.block, first=1)

    def convert_if(self, op: IfOp) -> None:
        self._rebuild(op, [op.condition])

    def convert_while(self, op: WhileOp) -> None:
        new_while = self._rebuild(op, self.flatten(op.inits))
        for region in new_while.regions:
            self.convert_block_arguments(region.block)

    def convert_yield(self, op: YieldOp) -> None:
        new_yield = _with_attributes_of(YieldOp(*self.flatten(op.values)), op)
        InsertBefore(op, op.location)(new_yield)
        self.replaced.append(op)

    def convert_condition(self, op: ConditionOp) -> None:
        new_condition = _with_attributes_of(ConditionOp(op.condition, *self.flatten(op.args)), op)
        InsertBefore(op, op.location)(new_condition)
        self.replaced.append(op)

    def convert_select(self, op: arith.SelectOp) -> None:
        """One value cannot select many: an `scf.if` yields the chosen descriptor's parts."""
        true_parts, false_parts = self.expand(op.true_value), self.expand(op.false_value)
        then_region, else_region = Region(Block()), Region(Block())
        new_if = IfOp(op.condition, [v.type for v in true_parts], then_region, else_region)
        new_if.attributes.update(op.attributes)
        for region, parts in ((then_region, true_parts), (else_region, false_parts)):
            terminator = YieldOp(*parts)
            terminator.location = op.location
            region.block.add_op(terminator)
        InsertBefore(op, op.location)(new_if)
        self.replace_results(op, new_if.results)

    # -- descriptors --

    def convert_make_tensor_descriptor(self, op: MakeTensorDescOp) -> None:
        build = InsertBefore(op, op.location)
        shape = cast_to_i64(build, op.shape)
        pad_with_nan = build(arith.ConstantOp(IntegerAttr(int(PADDING_OPTION.keyword(op.padding) == "nan"), i1)))
        self.values[op.result] = [op.base, *shape, *op.strides, pad_with_nan]
        self.replaced.append(op)

    def _descriptor(self, value: SSAValue) -> Descriptor:
        return Descriptor.unpack(self.values[value])

    def convert_load(self, op: DescriptorLoadOp) -> None:
        build = InsertBefore(op, op.location)
        descriptor = self._descriptor(op.desc)
        block = op.desc.type.signless_block_type
        indices = cast_to_i64(build, op.indices)
        other = fill_value(build, block, descriptor.pad_with_nan)
        shape = block.get_shape()
        pointers = descriptor.block_pointers(build, shape, indices)
        mask = descriptor.block_mask(build, shape, indices)
        load = build(_with_attributes_of(LoadOp(pointers, mask, other), op))
        op.result.replace_all_uses_with(load)
        self.replaced.append(op)

    def convert_store(self, op: DescriptorStoreOp) -> None:
        build = InsertBefore(op, op.location)
        descriptor = self._descriptor(op.desc)
        shape = op.desc.type.block_type.get_shape()
        indices = cast_to_i64(build, op.indices)
        pointers = descriptor.block_pointers(build, shape, indices)
        mask = descriptor.block_mask(build, shape, indices)
        build(_with_attributes_of(StoreOp(pointers, op.src, mask), op))
        self.replaced.append(op)

    def _gather_scatter_pointers(self, build: InsertBefore, op, block_shape) -> tuple[SSAValue, SSAValue]:
        """Rows at `x_offsets`, columns from `y_offset`."""
        descriptor = self._descriptor(op.desc)
        rows = expand_offsets(build, block_shape, op.x_offsets, 0)
        column = cast_to_i64(build, [op.y_offset])[0]
        rows = build(arith.ExtSIOp(rows, TensorType(i64, rows.type.get_shape())))
        columns = offset_with_range(build, block_shape, column, 1)
        return descriptor.pointers(build, block_shape, [rows, columns]), descriptor.mask(build, block_shape, [rows, columns])

    def convert_gather(self, op: DescriptorGatherOp) -> None:
        build = InsertBefore(op, op.location)
        shape = op.result.type.get_shape()
        pointers, mask = self._gather_scatter_pointers(build, op, shape)
        descriptor = self._descriptor(op.desc)
        element = op.desc.type.signless_block_type.element_type
        other = fill_value(build, TensorType(element, shape), descriptor.pad_with_nan)
        load = build(_with_attributes_of(LoadOp(pointers, mask, other), op))
        op.result.replace_all_uses_with(load)
        self.replaced.append(op)

    def convert_scatter(self, op: DescriptorScatterOp) -> None:
        build = InsertBefore(op, op.location)
        pointers, mask = self._gather_scatter_pointers(build, op, op.src.type.get_shape())
        build(_with_attributes_of(StoreOp(pointers, op.src, mask), op))
        self.replaced.append(op)

    def convert_reduce(self, op: DescriptorReduceOp) -> None:
        build = InsertBefore(op, op.location)
        descriptor = self._descriptor(op.desc)
        block_type = op.desc.type.block_type
        shape = block_type.get_shape()
        indices = cast_to_i64(build, op.indices)
        rmw = atomic_kind(DESCRIPTOR_REDUCE_KIND.keyword(op.kind), block_type.element_type)
        if rmw is None:
            raise _legalization_failure(
                op, f"Cannot fallback on descriptor atomic op, unsupported for type {print_attribute_text(block_type.element_type)}"
            )
        pointers = descriptor.block_pointers(build, shape, indices)
        mask = descriptor.block_mask(build, shape, indices)
        build(
            AtomicRMWOp.create(
                operands=[pointers, op.src, mask],
                result_types=[op.desc.type.signless_block_type],
                properties={
                    "atomic_rmw_op": RMW_OP.attr(rmw),
                    "sem": MEM_SEMANTIC.attr("release"),
                    "scope": MEM_SYNC_SCOPE.attr("gpu"),
                },
            )
        )
        self.replaced.append(op)


_CONVERSIONS: dict[type, Callable[[DescriptorLowering, Operation], None]] = {
    CallOp: DescriptorLowering.convert_call,
    ReturnOp: DescriptorLowering.convert_return,
    ForOp: DescriptorLowering.convert_for,
    IfOp: DescriptorLowering.convert_if,
    WhileOp: DescriptorLowering.convert_while,
    YieldOp: DescriptorLowering.convert_yield,
    ConditionOp: DescriptorLowering.convert_condition,
    arith.SelectOp: DescriptorLowering.convert_select,
    MakeTensorDescOp: DescriptorLowering.convert_make_tensor_descriptor,
    DescriptorLoadOp: DescriptorLowering.convert_load,
    DescriptorStoreOp: DescriptorLowering.convert_store,
    DescriptorGatherOp: DescriptorLowering.convert_gather,
    DescriptorScatterOp: DescriptorLowering.convert_scatter,
    DescriptorReduceOp: DescriptorLowering.convert_reduce,
}
"""The conversion of each op kind that may carry descriptors."""


def _legalization_failure(op: Operation, reason: str) -> DiagnosticError:
    """A pattern's error at the op, then the conversion's own (carried as a second error)."""
    failed = Diagnostic(Severity.ERROR, f"failed to legalize operation '{op.name}' that was explicitly marked illegal", op.location)
    return DiagnosticError(Diagnostic(Severity.ERROR, reason, op.location, notes=[failed]))


def atomic_kind(kind: str, element: Attribute) -> str | None:
    """translateReduceKind: the atomic that performs a descriptor reduction on `element`s."""
    signedness = element.signedness.data if isinstance(element, IntegerType) else None
    if kind == "add":
        return "add" if signedness is not None else "fadd"
    if kind in ("min", "max"):
        if signedness == Signedness.UNSIGNED:
            return "u" + kind
        return kind if signedness == Signedness.SIGNED else None
    return kind if kind in ("and", "or", "xor") else None


@dataclass(frozen=True)
class TritonRewriteTensorDescriptorToPointerPass(ModulePass):
    """Rewrite load/stores of tensor descriptors into pointer load/stores"""

    name = "triton-rewrite-tensor-descriptor-to-pointer"
    cpp_name = "TritonRewriteTensorDescriptorToPointer"
    cpp_file = "lib/Dialect/Triton/Transforms/RewriteTensorDescriptorToPointer.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        DescriptorLowering().run(op)
