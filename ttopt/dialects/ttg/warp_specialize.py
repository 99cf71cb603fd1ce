"""Warp specialization: ttg.warp_specialize, ttg.warp_specialize.partitions, ttg.warp_yield,
ttg.warp_return, and WarpSpecializeOp's canonicalization (lib/Dialect/TritonGPU/IR/Ops.cpp)."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseArrayBase, FunctionType, i32
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.irdl import (
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import DENSE_I32_ARRAY_ATTR, type_text
from ttopt.dialects.folding import build
from ttopt.dialects.tt import TTOp, emit_error
from ttopt.dialects.tt.traits import HasParent
from ttopt.dialects.ttg.layouts import expect, num_warps_of
from ttopt.dialects.ttg.traits import LAST_IN_BLOCK, Terminator
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.diagnostics import op_error
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.ir.parser import parse_int32

# -- ops -------------------------------------------------------------------------------------------


@irdl_op_definition
class WarpSpecializeOp(TTOp):
    """Runs `default` on the current warps and each partition on its own warps, concurrently."""

    name = "ttg.warp_specialize"
    explicitCaptures = var_operand_def()
    partitionNumWarps = prop_def(DENSE_I32_ARRAY_ATTR)
    warpGroupStartIds = opt_prop_def(DENSE_I32_ARRAY_ATTR)
    requestedRegisters = opt_prop_def(DENSE_I32_ARRAY_ATTR)
    actualRegisters = opt_prop_def(DENSE_I32_ARRAY_ATTR)
    defaultPassthrough = var_result_def()
    defaultRegion = region_def()
    partitionOpHolder = region_def()

    @property
    def partition_num_warps(self) -> tuple[int, ...]:
        return tuple(self.partitionNumWarps.get_values())

    @property
    def partitions_op(self) -> WarpSpecializePartitionsOp | None:
        block = self.partitionOpHolder.blocks.first
        op = block.first_op if block is not None else None
        return op if isinstance(op, WarpSpecializePartitionsOp) else None

    @property
    def partition_regions(self) -> Sequence[Region]:
        holder = self.partitions_op
        return holder.regions if holder is not None else ()

    def verify_op(self) -> None:
        block = self.partitionOpHolder.blocks.first
        ops = list(block.ops) if block is not None else []
        if len(ops) != 1 or not isinstance(ops[0], WarpSpecializePartitionsOp):
            raise VerifyException(
                "expected to find only a `ttg.warp_specialize.partitions` op inside its second region"
            )
        regions, num_warps = self.partition_regions, self.partition_num_warps
        if len(regions) != len(num_warps):
            raise VerifyException(
                f"has {len(regions)} partitions but `partitionNumWarps` has {len(num_warps)} elements"
            )
        for index, warps in enumerate(num_warps):
            if warps <= 0 or warps & (warps - 1):
                raise VerifyException(f"partition #{index} number of warps ({warps}) must be a power of 2")
        if self.warpGroupStartIds is not None and len(self.warpGroupStartIds.get_values()) != len(regions):
            raise VerifyException(
                f"has {len(self.warpGroupStartIds.get_values())} warp group start IDs but expected {len(regions)}"
            )
        self._verify_partition_arguments(regions)
        if _enclosing_warp_specialize(self) is not None:
            raise VerifyException("cannot be nested inside another `ttg.warp_specialize` op")
        context_warps = num_warps_of(self)
        if context_warps is not None and context_warps % 4:
            raise emit_error(self, "warp-specialized kernels requires num_warps to be a multiple of 4")

    def _verify_partition_arguments(self, regions: Sequence[Region]) -> None:
        captures = [v.type for v in self.explicitCaptures]
        for index, region in enumerate(regions):
            block = region.blocks.first
            args = list(block.args) if block is not None else []
            if len(args) != len(captures):
                raise VerifyException(
                    f"partition region #{index} has {len(args)} arguments but expected {len(captures)}"
                )
            for position, (arg, capture) in enumerate(zip(args, captures)):
                if arg.type != capture:
                    raise VerifyException(
                        f"partition region #{index} argument #{position} has type '{type_text(arg.type)}' "
                        f"but corresponding capture has type '{type_text(capture)}'"
                    )

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.explicitCaptures, printer.print_operand)
        printer.print_string(")")
        printer.print_op_attributes(
            {**self.properties, **self.attributes}, reserved_attr_names=("partitionNumWarps",), print_keyword=True
        )
        printer.print_string("\ndefault ")
        printer.print_region(self.defaultRegion, print_entry_block_args=False, print_block_terminators=True)
        for index, region in enumerate(self.partition_regions):
            printer.print_string(f"\npartition{index}(")
            printer.print_list(region.blocks.first.args, printer.print_block_argument)
            printer.print_string(f") num_warps({self.partition_num_warps[index]}) ")
            printer.print_region(region, print_entry_block_args=False, print_block_terminators=True)
        printer.print_string(" : ")
        printer.print_function_type([v.type for v in self.explicitCaptures], [r.type for r in self.defaultPassthrough])

    @classmethod
    def parse(cls, parser: Parser) -> WarpSpecializeOp:
        captures = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict_with_keyword()
        if parser.parse_optional_keyword("default") is None:
            parser.raise_error("expected 'default'")
        default_region = parser.parse_region()
        partitions, num_warps = [], []
        while parser.parse_optional_keyword(f"partition{len(partitions)}") is not None:
            arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_argument)
            if parser.parse_optional_keyword("num_warps") is None:
                parser.raise_error("expected 'num_warps'")
            expect(parser, "(")
            num_warps.append(parse_int32(parser, op_name=cls.name))
            expect(parser, ")")
            partitions.append(parser.parse_region(arguments))
        expect(parser, ":")
        function_type: FunctionType = parser.parse_function_type()
        inputs = list(function_type.inputs.data)
        if len(inputs) != len(captures):
            parser.raise_error(f"{len(captures)} operands present, but expected {len(inputs)}")
        operands = [parser.resolve_operand(u, t) for u, t in zip(captures, inputs)]
        values = dict(attributes.data) if attributes is not None else {}
        values["partitionNumWarps"] = DenseArrayBase.from_list(i32, num_warps)
        properties = {k: v for k, v in values.items() if k in cls.get_irdl_definition().properties}
        holder = WarpSpecializePartitionsOp.create(regions=partitions)
        return cls.create(
            operands=operands,
            result_types=list(function_type.outputs.data),
            properties=properties,
            attributes={k: v for k, v in values.items() if k not in properties},
            regions=[default_region, Region(Block([holder]))],
        )

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (CanonicalizeWarpSpecialize(),)


def _enclosing_warp_specialize(op: Operation) -> WarpSpecializeOp | None:
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, WarpSpecializeOp):
        parent = parent.parent_op()
    return parent


@irdl_op_definition
class WarpSpecializePartitionsOp(TTOp):
    """Holds the partition regions of a `ttg.warp_specialize` (each isolated from above)."""

    name = "ttg.warp_specialize.partitions"
    partitionRegions = var_region_def()
    traits = traits_def(Terminator(), HasParent(WarpSpecializeOp.name), LAST_IN_BLOCK)

    def verify_op(self) -> None:
        for region in self.regions:
            for inner in region.walk():
                _require_defined_inside(inner, region)


def _require_defined_inside(op: Operation, region: Region) -> None:
    """IsolatedFromAbove: every operand is defined inside `region`."""
    for operand in op.operands:
        owner = operand.owner
        block = owner if isinstance(owner, Block) else owner.parent_block()
        if block is None or not region.is_ancestor(block):
            raise op_error(op, "using value defined outside the region")


@irdl_op_definition
class WarpYieldOp(TTOp):
    """Terminates the default region with the values `ttg.warp_specialize` returns.

    Upstream's format is ``($values^)? attr-dict (`:` type($values)^)?``; the format
    engine cannot anchor a group on a `type(...)` directive, so it is written out here.
    """

    name = "ttg.warp_yield"
    values = var_operand_def()
    traits = traits_def(Pure(), Terminator(), HasParent(WarpSpecializeOp.name), LAST_IN_BLOCK)

    def print(self, printer: Printer) -> None:
        if self.values:
            printer.print_string(" ")
            printer.print_list(self.values, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        if self.values:
            printer.print_string(" : ")
            printer.print_list([v.type for v in self.values], printer.print_attribute)

    @classmethod
    def parse(cls, parser: Parser) -> WarpYieldOp:
        unresolved = []
        if (first := parser.parse_optional_unresolved_operand()) is not None:
            unresolved.append(first)
            while parser.parse_optional_punctuation(",") is not None:
                unresolved.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        types = []
        if unresolved:
            expect(parser, ":")
            types = [parser.parse_type()]
            while parser.parse_optional_punctuation(",") is not None:
                types.append(parser.parse_type())
        if len(types) != len(unresolved):
            parser.raise_error(f"{len(unresolved)} operands present, but expected {len(types)}")
        operands = [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]
        return cls.create(operands=operands, attributes=attributes)

    def verify_op(self) -> None:
        expected = [r.type for r in self.parent_op().defaultPassthrough]
        if len(self.values) != len(expected):
            raise VerifyException(f"has {len(self.values)} operands but parent op expected {len(expected)}")
        for index, (value, want) in enumerate(zip(self.values, expected)):
            if value.type != want:
                raise VerifyException(
                    f"operand #{index} has type '{type_text(value.type)}' but parent op expected '{type_text(want)}'"
                )


@assembly_format("attr-dict")
@irdl_op_definition
class WarpReturnOp(TTOp):
    """Terminates a partition region."""

    name = "ttg.warp_return"
    traits = traits_def(Pure(), Terminator(), HasParent(WarpSpecializePartitionsOp.name), LAST_IN_BLOCK)


# -- canonicalization ------------------------------------------------------------------------------


class CanonicalizeWarpSpecialize(RewritePattern):
    """WarpSpecializeOp::canonicalize: drop captures no partition uses (and duplicate
    captures, whose uses move to the first one) and results nobody uses."""

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, WarpSpecializeOp):
            return
        regions = list(op.partition_regions)
        unused_results = [i for i, result in enumerate(op.results) if not result.uses]
        unused_args = self._drop_captures(op, regions, rewriter)
        if not unused_args and not unused_results:
            return
        if unused_args:
            self._erase_captures(op, regions, unused_args, rewriter)
        if unused_results:
            self._erase_results(op, unused_results, rewriter)

    @staticmethod
    def _drop_captures(
        op: WarpSpecializeOp, regions: list[Region], rewriter
    ) -> list[int]:
        unused: list[int] = []
        first_index: dict[SSAValue, int] = {}
        for index, capture in enumerate(op.explicitCaptures):
            if all(not region.blocks.first.args[index].uses for region in regions):
                unused.append(index)
                continue
            duplicate = first_index.setdefault(capture, index)
            if duplicate != index:
                for region in regions:
                    args = region.blocks.first.args
                    rewriter.replace_all_uses_with(args[index], args[duplicate])
                rewriter.notify_op_modified(op)
                unused.append(index)
        return unused

    @staticmethod
    def _erase_captures(
        op: WarpSpecializeOp, regions: list[Region], unused: list[int], rewriter
    ) -> None:
        for region in regions:
            block = region.blocks.first
            for index in reversed(unused):
                block.erase_arg(block.args[index])
        kept = [v for i, v in enumerate(op.explicitCaptures) if i not in unused]
        op.operands = kept
        rewriter.notify_op_modified(op)

    @staticmethod
    def _erase_results(op: WarpSpecializeOp, unused: list[int], rewriter) -> None:
        for block in op.defaultRegion.blocks:
            yield_op = block.last_op
            if isinstance(yield_op, WarpYieldOp):
                yield_op.operands = [
                    v for i, v in enumerate(yield_op.operands) if i not in unused
                ]
                rewriter.notify_op_modified(yield_op)
        new = WarpSpecializeOp.create(
            operands=list(op.operands),
            result_types=[r.type for i, r in enumerate(op.results) if i not in unused],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            regions=[_take_body(op.defaultRegion), _take_body(op.partitionOpHolder)],
        )
        build(rewriter, new, op.location)
        replacements = iter(new.results)
        for index, result in enumerate(op.results):
            if index not in unused:
                rewriter.replace_all_uses_with(result, next(replacements))
        rewriter.erase_op(op)


def _take_body(region: Region) -> Region:
    """Region::takeBody: a new region owning `region`'s blocks."""
    taken = Region()
    region.move_blocks(taken)
    return taken
