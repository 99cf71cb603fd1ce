"""Helpers the Triton-level transformation passes share.

- `is_elementwise`: MLIR's `Elementwise` trait. tt ops declare it among their traits; every
  arith op but `arith.constant` and every math op declares `ElementwiseMappable`, which
  implies it.
- `clone_with`: OperationState-style re-creation of an op with other operands and result
  types (same name, attributes and properties).
- `symbol_uses`, `nearest_symbol_table`, `resolve_symbol`: SymbolTable::getSymbolUses and
  lookupSymbolIn, shared by the inliner and symbol-dce.
- `InsertBefore` and the pointer-block builders (`offset_with_range`, `add_strided_offsets`,
  `in_bounds`, `conjoin`): the IR that the block-pointer and tensor-descriptor rewrites
  both emit to turn (base, shape, strides, offsets) into a tensor of pointers and a mask;
  `create_or_fold` (OpBuilder::createOrFold) and `value_location` (Value::getLoc).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    i1,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import SymbolOpInterface, SymbolTable

from ttopt.dialects import arith
from ttopt.dialects.folding import materialize_constant
from ttopt.dialects.traits import ElementwiseMappable
from ttopt.dialects.tt import AddPtrOp, BroadcastOp, ExpandDimsOp, MakeRangeOp, SplatOp
from ttopt.dialects.tt.traits import Elementwise
from ttopt.ir.traits import has_trait, trait_test
from ttopt.rewrite.folding import fold_with_operand_constants


def is_elementwise(op: Operation) -> bool:
    """OpTrait::Elementwise: tt ops declare it, arith and math ops as part of ElementwiseMappable."""
    return any(op.has_trait(trait, value_if_unregistered=False) for trait in (Elementwise, ElementwiseMappable))


def clone_with(op: Operation, operands: Sequence[SSAValue], result_types: Sequence[Attribute]) -> Operation:
    """A new op like `op` (name, attributes, properties, location) on other operands and types."""
    return type(op).create(
        operands=list(operands),
        result_types=list(result_types),
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        location=op.location,
    )


# -- symbols ---------------------------------------------------------------------------------------


def symbol_name(op: Operation) -> str | None:
    name = op.properties.get("sym_name") or op.attributes.get("sym_name")
    return name.data if isinstance(name, StringAttr) else None


def visibility(op: Operation) -> str:
    value = op.properties.get("sym_visibility") or op.attributes.get("sym_visibility")
    return value.data if isinstance(value, StringAttr) else "public"


def can_discard_on_use_empty(op: Operation) -> bool:
    """SymbolOpInterface::canDiscardOnUseEmpty: a symbol that is not public."""
    return visibility(op) != "public"


def is_symbol(op: Operation) -> bool:
    return has_trait(op, SymbolOpInterface, value_if_unregistered=False) and symbol_name(op) is not None


# Asked of every op of a module by symbol-dce, which runs after the lowering too.
is_symbol_table = trait_test(SymbolTable, value_if_unregistered=False)


def _attribute_symbol_refs(attr: Attribute) -> Iterator[SymbolRefAttr]:
    # By class: xDSL's attribute classes are final, and this is asked of every attribute of
    # every op after the lowering (isinstance against them runs ABCMeta's Python check).
    kind = type(attr)
    if kind is SymbolRefAttr:
        yield attr
    elif kind is ArrayAttr:
        for item in attr.data:
            yield from _attribute_symbol_refs(item)
    elif kind is DictionaryAttr:
        for item in attr.data.values():
            yield from _attribute_symbol_refs(item)


def op_symbol_refs(op: Operation) -> Iterator[SymbolRefAttr]:
    """The symbol references in the op's own properties and attributes."""
    for attr in (*op.properties.values(), *op.attributes.values()):
        yield from _attribute_symbol_refs(attr)


def symbol_uses(op: Operation) -> Iterator[tuple[Operation, SymbolRefAttr]]:
    """SymbolTable::getSymbolUses(op): (user, reference) in `op` and the ops nested in it,
    without entering nested symbol tables."""
    for ref in op_symbol_refs(op):
        yield op, ref
    if is_symbol_table(op):
        return
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                yield from symbol_uses(nested)


def nearest_symbol_table(op: Operation) -> Operation | None:
    """SymbolTable::getNearestSymbolTable: `op` itself or its closest ancestor with a table."""
    current: Operation | None = op
    while current is not None and not is_symbol_table(current):
        current = current.parent_op()
    return current


def lookup_symbol(table: Operation, name: str) -> Operation | None:
    for block in table.regions[0].blocks:
        for op in block.ops:
            if symbol_name(op) == name and is_symbol(op):
                return op
    return None


def resolve_symbol(table: Operation, ref: SymbolRefAttr) -> list[Operation]:
    """lookupSymbolIn(table, ref, symbols): every symbol along a (nested) reference, or []."""
    found: list[Operation] = []
    scope = table
    for part in (ref.root_reference, *ref.nested_references.data):
        symbol = lookup_symbol(scope, part.data) if is_symbol_table(scope) else None
        if symbol is None:
            return []
        found.append(symbol)
        scope = symbol
    return found


# -- building ops in front of an op --------------------------------------------------------------------


@dataclass
class InsertBefore:
    """OpBuilder(op) as the rewrite passes use it: each op goes before `anchor`, at `location`."""

    anchor: Operation
    location: Attribute

    def __call__(self, op: Operation) -> SSAValue | None:
        """Insert `op`; returns its first result."""
        op.location = self.location
        self.anchor.parent.insert_op_before(op, self.anchor)
        return op.results[0] if op.results else None


# -- pointer blocks from offsets (the lowering of block pointers and tensor descriptors) -------------


def expand_offsets(build: InsertBefore, block_shape: Sequence[int], offsets: SSAValue, dim: int) -> SSAValue:
    """A 1-D tensor along `dim` given unit sizes in the other dimensions of the block."""
    for axis in range(len(block_shape)):
        if axis != dim:
            offsets = build(ExpandDimsOp(offsets, axis))
    return offsets


def offset_with_range(build: InsertBefore, block_shape: Sequence[int], offset: SSAValue, dim: int) -> SSAValue:
    """`offset + [0, n)` (i64) along `dim` of the block, expanded to the block's rank."""
    size = block_shape[dim]
    row = TensorType(i64, [size])
    splat = build(SplatOp(offset, row))
    indices = build(MakeRangeOp(0, size))
    wide = build(arith.ExtSIOp(indices, row))
    return expand_offsets(build, block_shape, build(arith.AddIOp(splat, wide)), dim)


def add_strided_offsets(
    build: InsertBefore, pointers: SSAValue, offsets: SSAValue, stride: SSAValue, block_shape: Sequence[int]
) -> SSAValue:
    """`pointers + broadcast(offsets * stride)`; the stride is splat to the offsets' shape (not
    a row) so that its divisibility shows in the product."""
    stride_splat = build(SplatOp(stride, offsets.type))
    scaled = build(arith.MulIOp(offsets, stride_splat))
    return build(AddPtrOp(pointers, build(BroadcastOp(scaled, TensorType(i64, block_shape)))))


def in_bounds(build: InsertBefore, offsets: SSAValue, upper: SSAValue, block_shape: Sequence[int]) -> SSAValue:
    """`0 <= offsets < upper`, broadcast to an i1 block."""
    zero = build(arith.ConstantOp(IntegerAttr(0, i64)))
    lower_ok = build(arith.CmpIOp("sge", offsets, build(SplatOp(zero, offsets.type))))
    upper_ok = build(arith.CmpIOp("slt", offsets, build(SplatOp(upper, offsets.type))))
    both = build(arith.AndIOp(lower_ok, upper_ok))
    return build(BroadcastOp(both, TensorType(i1, block_shape)))


def conjoin(build: InsertBefore, mask: SSAValue | None, term: SSAValue) -> SSAValue:
    """`mask & term`, or `term` for no mask yet."""
    return term if mask is None else build(arith.AndIOp(mask, term))


def create_or_fold(build: InsertBefore, op: Operation) -> SSAValue:
    """OpBuilder::createOrFold for a one-result op: insert it, then, if it folds to a value or
    a constant, use that instead (a folded constant is built where the op was)."""
    build(op)
    folded = fold_with_operand_constants(op)
    if not folded:
        return op.results[0]
    if isinstance(folded[0], SSAValue):
        value = folded[0]
    else:
        constant = materialize_constant(op.dialect_name(), folded[0], op.results[0].type)
        if constant is None:
            return op.results[0]
        value = build(constant)
    op.detach()
    op.erase()
    return value
