"""What the `tt.reduce` and `tt.scan` lowerings share (reduce.py, scan.py).

Upstream (Triton 3.6): lib/Conversion/TritonGPUToLLVM/ReduceScanCommon.h
(ConvertTritonGPUReduceScanToLLVMPattern: applyCombineOp, getElementTypeOrStructType,
unpackInputs, getSmemBases) and the common part of ReduceOpHelper and
ScanLoweringHelper in lib/Analysis/Utility.cpp (the axis and the source layout).

The combine region is inlined for every combination: its ops (arith, math, ...)
are cloned at the insertion point with the block arguments bound to the
accumulated and the incoming values, and the driver lowers them right after.
When a predicate guards a combination and the region is not speculatable (an
integer division, a call), the region goes in its own block behind an
`llvm.cond_br`, as upstream does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import is_speculatable as trait_is_speculatable

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder, unpack_ll_elements
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter
from ttopt.conversion.tritongpu_to_llvm.func import shared_memory_base
from ttopt.dialects import llvm
from ttopt.layouts.linear_encoding import LinearEncoding
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.layouts.queries import linear_layout

Values = list[SSAValue]

# -- combine regions (applyCombineOp) ----------------------------------------------------------------

_DIVISIONS = frozenset((
    "arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
    "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi",
))  # fmt: skip
_SIGNED_DIVISIONS = frozenset(("arith.divsi", "arith.remsi", "arith.ceildivsi", "arith.floordivsi"))


def is_speculatable(op: Operation) -> bool:
    """mlir::isSpeculatable: the op may run where it was not asked to.

    The op's ConditionallySpeculatable trait decides (Pure ops are, extern
    elementwise ops when `pure`, ops with effects are not), except that integer
    divisions by a divisor that may be zero (or -1 for signed ones) are not,
    as MLIR's arith ops say (ttopt's arith marks them Pure).
    """
    if op.name in _DIVISIONS:
        divisor = LLVMBuilder.constant_int(op.operands[1])
        if divisor is None or divisor == 0:
            return False
        width = lt.bit_width(op.operands[1].type)
        all_ones = divisor in (-1, (1 << width) - 1)
        return not (op.name in _SIGNED_DIVISIONS and all_ones)
    return trait_is_speculatable(op)


def apply_combine(
    rw: ConversionRewriter, location: Attribute, region: Region, acc: Sequence[SSAValue],
    cur: Sequence[SSAValue], predicate: SSAValue | None = None,
) -> Values:  # fmt: skip
    """applyCombineOp: the region applied to (acc..., cur...), inlined at the insertion point.

    An empty `acc` stands for the neutral element (`cur` is returned). With a
    `predicate`, a region that is not speculatable only runs where it holds;
    elsewhere the results are undef.
    """
    if not acc:
        return list(cur)
    assert len(acc) == len(cur), (len(acc), len(cur))
    block = region.blocks.first
    arguments = [*acc, *cur]
    if predicate is None or all(is_speculatable(op) for op in block.ops):
        return _inline_combine_block(rw, block, arguments)
    return _branch_to_combine_block(rw, location, block, arguments, predicate)


def _inline_combine_block(rw: ConversionRewriter, block: Block, arguments: Sequence[SSAValue]) -> Values:
    """Clone the block's ops before the insertion point; the terminator's operands are the results."""
    mapping: dict[SSAValue, SSAValue] = dict(zip(block.args, arguments))
    for op in block.ops:
        if op is block.last_op:
            return [mapping.get(value, value) for value in op.operands]
        rw.insert(op.clone(value_mapper=mapping))
    raise AssertionError("combine block without terminator")


def _branch_to_combine_block(
    rw: ConversionRewriter, location: Attribute, block: Block, arguments: Sequence[SSAValue], predicate: SSAValue
) -> Values:
    """The slow path of applyCombineOp: split the current block at the insertion point,
    run a copy of the region in a block of its own when `predicate` holds, and
    continue in the second half, whose arguments are the results (undef if not)."""
    point = rw.save_insertion_point()
    current = point.block
    region = current.parent
    # The copy of the region goes right after the current block, the second half
    # of the split right after the current block too (so before the copy).
    combine = Block(arg_types=[value.type for value in arguments])
    region.insert_block_after(combine, current)
    continuation = Block()
    region.insert_block_after(continuation, current)
    moving = []
    op = point.before
    while op is not None:
        moving.append(op)
        op = op.next_op
    for op in moving:
        op.detach()
        continuation.add_op(op)

    rw.set_insertion_point_to_end(combine)
    results = _inline_combine_block(rw, block, combine.args)
    b = rw.builder(location)
    rw.set_insertion_point_to_end(current)
    undefs = [b.undef(result.type) for result in results]
    for result in results:
        continuation.insert_arg(result.type, len(continuation.args))
    b.create(llvm.CondBrOp(predicate, combine, list(arguments), continuation, undefs))
    rw.set_insertion_point_to_end(combine)
    b.create(llvm.BrOp(continuation, results))
    if moving:
        rw.set_insertion_point_before(moving[0])
    else:
        rw.set_insertion_point_to_end(continuation)
    return list(continuation.args)


# -- scratch ------------------------------------------------------------------------------------------


def shared_memory_bases(
    b: LLVMBuilder, op: Operation, element_types: Sequence[Attribute], elems: int
) -> Values:
    """getSmemBases: one scratch region of `elems` elements per operand, widest operands first.

    The op's scratch starts at its `allocation.offset`; each region follows the
    previous one (a GEP of `elems` elements of the previous operand's type).
    """
    order = sorted(range(len(element_types)), key=lambda i: -lt.bit_width(element_types[i]))
    bases: dict[int, SSAValue] = {order[0]: shared_memory_base(b, op)}
    base_type = bases[order[0]].type
    for previous, index in zip(order, order[1:]):
        bases[index] = b.gep(base_type, element_types[previous], bases[previous], b.i32_val(elems))
    return [bases[i] for i in range(len(element_types))]


# -- the op and its source layout ---------------------------------------------------------------------


@dataclass
class AxisOpHelper:
    """What ReduceOpHelper and ScanLoweringHelper both read: the axis and the source layout."""

    op: Operation

    @property
    def axis(self) -> int:
        return self.op.axis_index

    @property
    def source_type(self) -> TensorType:
        return self.op.operands[0].type

    @cached_property
    def layout(self) -> LinearLayout:
        return linear_layout(self.source_type)

    @cached_property
    def encoding(self) -> LinearEncoding:
        return LinearEncoding(self.layout)


@dataclass
class ReduceScanLowering:
    """ConvertTritonGPUReduceScanToLLVMPattern: one tt.reduce or tt.scan being lowered."""

    op: Operation
    rw: ConversionRewriter
    b: LLVMBuilder

    @property
    def location(self) -> Attribute:
        return self.op.location

    @cached_property
    def num_warps(self) -> int:
        return self.rw.context.num_warps(self.rw.insertion_block.first_op)

    @property
    def threads_per_warp(self) -> int:
        return self.rw.context.threads_per_warp

    @cached_property
    def element_types(self) -> list[Attribute]:
        """getElementType: the LLVM type of each operand's elements."""
        return [self.rw.convert_type(src.type.element_type) for src in self.op.operands]

    def combine(self, acc: Sequence[SSAValue], cur: Sequence[SSAValue], predicate: SSAValue | None = None) -> Values:
        return apply_combine(self.rw, self.location, self.op.combineOp, acc, cur, predicate)

    def unpack_inputs(self) -> list[Values]:
        """unpackInputs: the operands' values per register, values[register][operand]."""
        per_operand = [unpack_ll_elements(self.b, self.rw.remap(src)) for src in self.op.operands]
        return [list(row) for row in zip(*per_operand)]
