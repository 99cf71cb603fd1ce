"""The `scf` dialect ops that Triton IR uses: for, if, while, execute_region, condition, yield.

Syntax, implicit terminators and verifier messages follow MLIR's SCF dialect. An op's folder
is its `fold` method; its canonicalization patterns (mlir/lib/Dialect/SCF/IR/SCF.cpp), defined
below the ops, are returned by its `canonicalization_patterns` in upstream's order.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IndexType, IntegerAttr, UnitAttr, i1
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Dialect,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    IRDLOperation,
    operand_def,
    opt_prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint
from xdsl.traits import (
    IsTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.arith import AddIOp, AndIOp, CmpIOp, ConstantOp, SelectOp, XOrIOp
from ttopt.dialects.cf import BranchOp
from ttopt.dialects.constraints import is_signless_integer, type_text
from ttopt.dialects.folding import (
    ConstantOperands,
    FoldResult,
    constant_int,
    constant_of,
    defining,
    int_width,
    is_one_int,
    materialize_constant,
    to_signed,
    wrap,
)
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.ir.values import value_location


@assembly_format("attr-dict ($values^ `:` type($values))?")
@irdl_op_definition
class YieldOp(IRDLOperation):
    name = "scf.yield"
    values = var_operand_def()  # upstream's `results` (a name xDSL reserves)
    traits = traits_def(IsTerminator(), Pure())

    def __init__(self, *values: SSAValue):
        super().__init__(operands=[list(values)])


def _condition_is_i1(state) -> None:
    state.types["condition"] = [i1]


@assembly_format("`(` $condition `)` attr-dict ($args^ `:` type($args))?", infer=_condition_is_i1)
@irdl_op_definition
class ConditionOp(IRDLOperation):
    name = "scf.condition"
    condition = operand_def()
    args = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())

    def __init__(self, condition: SSAValue, *args: SSAValue):
        super().__init__(operands=[condition, list(args)])


def _ensure_yield(region: Region) -> None:
    if not region.blocks:
        region.add_block(Block())
    block = region.blocks.first
    assert block is not None
    # OpTrait::impl::ensureRegionTerminator asks hasTrait, which is false for an unregistered
    # op (not mightHaveTrait): a body ending in one still gets its implicit scf.yield.
    if block.last_op is None or not block.last_op.has_trait(IsTerminator, value_if_unregistered=False):
        block.add_op(YieldOp())


def _print_initialization_list(printer: Printer, args: Sequence[SSAValue], inits: Sequence[SSAValue], prefix: str) -> None:
    """MLIR's printInitializationList: `prefix(%a = %x, %b = %y)`."""
    if not inits:
        return
    printer.print_string(prefix + "(")
    for index, (arg, init) in enumerate(zip(args, inits)):
        if index:
            printer.print_string(", ")
        printer.print_operand(arg)
        printer.print_string(" = ")
        printer.print_operand(init)
    printer.print_string(")")


def parse_arrow_type_list(parser: Parser) -> list[Attribute]:
    """MLIR's parseArrowTypeList (after `->`): `T` or `(T, U)`."""
    if parser._current_token.text == "(":
        return parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
    return [parser.parse_type()]


def _parse_assignment_list(parser: Parser) -> tuple[list, list]:
    """`(%a = %x, %b = %y)` -> (region argument names, unresolved initial values)."""
    names, inits = [], []

    def one() -> None:
        names.append(parser.parse_argument(expect_type=False))
        parser.parse_punctuation("=")
        inits.append(parser.parse_unresolved_operand())

    parser.parse_comma_separated_list(parser.Delimiter.PAREN, one)
    return names, inits


@irdl_op_definition
class ForOp(IRDLOperation):
    name = "scf.for"
    lowerBound = operand_def()
    upperBound = operand_def()
    step = operand_def()
    initArgs = var_operand_def()
    unsignedCmp = opt_prop_def(UnitAttr)
    res = var_result_def()
    body = region_def("single_block")
    traits = traits_def(SingleBlockImplicitTerminator(YieldOp), RecursiveMemoryEffect())

    def __init__(
        self,
        lower: SSAValue,
        upper: SSAValue,
        step: SSAValue,
        init_args: Sequence[SSAValue],
        body: Region | Block,
    ):
        if isinstance(body, Block):
            body = Region(body)
        super().__init__(
            operands=[lower, upper, step, list(init_args)],
            result_types=[[a.type for a in init_args]],
            regions=[body],
        )

    @property
    def induction_var(self) -> SSAValue:
        return self.body.block.args[0]

    @property
    def region_iter_args(self) -> Sequence[SSAValue]:
        return self.body.block.args[1:]

    def print(self, printer: Printer) -> None:
        if self.unsignedCmp is not None:
            printer.print_string(" unsigned")
        printer.print_string(" ")
        printer.print_operand(self.induction_var)
        printer.print_string(" = ")
        printer.print_operand(self.lowerBound)
        printer.print_string(" to ")
        printer.print_operand(self.upperBound)
        printer.print_string(" step ")
        printer.print_operand(self.step)
        _print_initialization_list(printer, self.region_iter_args, self.initArgs, " iter_args")
        if self.initArgs:
            printer.print_string(" -> (")
            printer.print_list([v.type for v in self.initArgs], printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        if not isinstance(self.induction_var.type, IndexType):
            printer.print_string(" : ")
            printer.print_attribute(self.induction_var.type)
            printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=bool(self.initArgs))
        printer.print_op_attributes(self.attributes)

    @classmethod
    def parse(cls, parser: Parser) -> ForOp:
        unsigned = parser.parse_optional_keyword("unsigned") is not None
        induction = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        bounds = [parser.parse_unresolved_operand()]
        parser.parse_keyword("to")
        bounds.append(parser.parse_unresolved_operand())
        parser.parse_keyword("step")
        bounds.append(parser.parse_unresolved_operand())
        iter_names, inits, iter_types = [], [], []
        if parser.parse_optional_keyword("iter_args") is not None:
            iter_names, inits = _parse_assignment_list(parser)
            parser.parse_punctuation("->")
            iter_types = parse_arrow_type_list(parser)
            if len(iter_types) != len(inits):
                parser.raise_error("expected as many result types as initial values")
        iv_type: Attribute = IndexType()
        if parser.parse_optional_punctuation(":") is not None:
            iv_type = parser.parse_type()
        arguments = [induction.resolve(iv_type)] + [n.resolve(t) for n, t in zip(iter_names, iter_types)]
        body = parser.parse_region(arguments)
        _ensure_yield(body)
        attributes = parser.parse_optional_attr_dict()
        operands = [parser.resolve_operand(b, iv_type) for b in bounds]
        init_values = [parser.resolve_operand(i, t) for i, t in zip(inits, iter_types)]
        op = cls.create(
            operands=[*operands, *init_values],
            result_types=iter_types,
            regions=[body],
            attributes=attributes,
            properties={"unsignedCmp": UnitAttr()} if unsigned else {},
        )
        return op

    def verify_(self) -> None:
        iv_type = self.lowerBound.type
        if not (isinstance(iv_type, IndexType) or is_signless_integer(iv_type)):
            raise VerifyException(f"operand #0 must be signless integer or index, but got '{type_text(iv_type)}'")
        for bound in (self.upperBound, self.step):
            if bound.type != iv_type:
                raise VerifyException("failed to verify that all of {lowerBound, upperBound, step} have same type")
        block = self.body.block
        if len(block.args) != len(self.initArgs) + 1:
            raise VerifyException("mismatch in number of basic block args and defined values")
        if block.args[0].type != iv_type:
            raise VerifyException("expected induction variable to be same type as bounds and step")
        for index, (init, arg, result) in enumerate(zip(self.initArgs, block.args[1:], self.res)):
            if init.type != arg.type or arg.type != result.type:
                raise VerifyException(f"types mismatch between {index}th iter operand and defined value")
        yield_op = block.last_op
        if not isinstance(yield_op, YieldOp):
            raise VerifyException("expects the body to end with 'scf.yield'")
        if len(yield_op.values) != len(self.initArgs):
            raise VerifyException(
                "region control flow edge from Region #0 to Region #0: source has "
                f"{len(yield_op.values)} operands, but target successor needs {len(self.initArgs)}"
            )
        for index, (arg, value) in enumerate(zip(block.args[1:], yield_op.values)):
            if arg.type != value.type:
                raise VerifyException(
                    f"{index}-th region iter_arg and {index}-th yielded value have different type: "
                    f"'{type_text(arg.type)}' != '{type_text(value.type)}'"
                )

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (ForOpIterArgsFolder(), SimplifyTrivialLoops())


@irdl_op_definition
class IfOp(IRDLOperation):
    name = "scf.if"
    condition = operand_def()
    output = var_result_def()
    then_region = region_def("single_block")
    else_region = region_def()
    traits = traits_def(SingleBlockImplicitTerminator(YieldOp), RecursiveMemoryEffect())

    def __init__(self, condition: SSAValue, result_types: Sequence[Attribute], then_region: Region, else_region: Region | None = None):
        super().__init__(
            operands=[condition],
            result_types=[list(result_types)],
            regions=[then_region, else_region or Region()],
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.condition)
        terminators = bool(self.output)
        if self.output:
            printer.print_string(" -> (")
            printer.print_list([r.type for r in self.output], printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.then_region, print_entry_block_args=False, print_block_terminators=terminators)
        if self.else_region.blocks:
            printer.print_string(" else ")
            printer.print_region(self.else_region, print_entry_block_args=False, print_block_terminators=terminators)
        printer.print_op_attributes(self.attributes)

    @classmethod
    def parse(cls, parser: Parser) -> IfOp:
        condition = parser.resolve_operand(parser.parse_unresolved_operand(), i1)
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types = parse_arrow_type_list(parser)
        then_region = parser.parse_region()
        _ensure_yield(then_region)
        else_region = Region()
        if parser.parse_optional_keyword("else") is not None:
            else_region = parser.parse_region()
            _ensure_yield(else_region)
        attributes = parser.parse_optional_attr_dict()
        return cls.create(
            operands=[condition], result_types=result_types, regions=[then_region, else_region], attributes=attributes
        )

    def verify_(self) -> None:
        if not is_signless_integer(self.condition.type, 1):
            raise VerifyException(f"operand #0 must be 1-bit signless integer, but got '{type_text(self.condition.type)}'")
        _verify_region_size(self.else_region, 1, "elseRegion", at_most=True)
        if self.output and not self.else_region.blocks:
            raise VerifyException("must have an else block if defining values")
        for index, region in enumerate((self.then_region, self.else_region)):
            if region.blocks:
                _verify_yield_to_parent(region, index, [r.type for r in self.output])

    def fold(self, operands: ConstantOperands) -> FoldResult | None:
        """IfOp::fold: if (!c) A else B -> if c B else A (in place)."""
        if self.else_region.blocks.first is None:
            return None
        xor = defining(self.condition, XOrIOp)
        if xor is None or not is_one_int(constant_of(xor.rhs)):
            return None
        self.operands[0] = xor.lhs
        then_blocks = list(self.then_region.blocks)
        else_blocks = list(self.else_region.blocks)
        for block in then_blocks + else_blocks:
            block.parent.detach_block(block)
        self.then_region.add_block(else_blocks)
        self.else_region.add_block(then_blocks)
        return []

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (
            CombineIfs(), CombineNestedIfs(), ConditionPropagation(), ConvertTrivialIfToSelect(),
            RemoveEmptyElseBranch(), RemoveStaticCondition(), RemoveUnusedResults(),
            ReplaceIfYieldWithConditionOrValue(),
        )


def _verify_region_size(region: Region, index: int, name: str, at_most: bool = False) -> None:
    """ODS's `SizedRegion<1>` (exactly one block) or `MaxSizedRegion<1>` (at most one)."""
    count = len(region.blocks)
    if count > 1 or (count == 0 and not at_most):
        constraint = "region with at most 1 blocks" if at_most else "region with 1 blocks"
        raise VerifyException(f"region #{index} ('{name}') failed to verify constraint: {constraint}")


def _verify_yield_to_parent(region: Region, index: int, expected: list[Attribute]) -> None:
    terminator = region.block.last_op
    if not isinstance(terminator, YieldOp):
        raise VerifyException("expects regions to end with 'scf.yield'")
    values = [v.type for v in terminator.values]
    if len(values) != len(expected):
        raise VerifyException(
            f"region control flow edge from Region #{index} to parent results: source has "
            f"{len(values)} operands, but target successor needs {len(expected)}"
        )
    for number, (actual, wanted) in enumerate(zip(values, expected)):
        if actual != wanted:
            raise VerifyException(
                f"along control flow edge from Region #{index} to parent results: source type #{number} "
                f"'{type_text(actual)}' should match input type #{number} '{type_text(wanted)}'"
            )


@irdl_op_definition
class WhileOp(IRDLOperation):
    name = "scf.while"
    inits = var_operand_def()
    res = var_result_def()
    before_region = region_def()
    after_region = region_def()
    traits = traits_def(RecursiveMemoryEffect())

    def __init__(self, inits: Sequence[SSAValue], result_types: Sequence[Attribute], before: Region, after: Region):
        super().__init__(operands=[list(inits)], result_types=[list(result_types)], regions=[before, after])

    def print(self, printer: Printer) -> None:
        _print_initialization_list(printer, self.before_region.block.args, self.inits, " ")
        printer.print_string(" : ")
        printer.print_function_type([v.type for v in self.inits], [r.type for r in self.res])
        printer.print_string(" ")
        printer.print_region(self.before_region, print_entry_block_args=False)
        printer.print_string(" do ")
        printer.print_region(self.after_region)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    @classmethod
    def parse(cls, parser: Parser) -> WhileOp:
        names, inits = [], []
        if parser._current_token.text == "(":
            names, inits = _parse_assignment_list(parser)
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        input_types = list(function_type.inputs.data)
        if len(input_types) != len(inits):
            parser.raise_error("expected as many input types as operands")
        before = parser.parse_region([n.resolve(t) for n, t in zip(names, input_types)])
        parser.parse_keyword("do")
        after = parser.parse_region()
        attributes = parser.parse_optional_attr_dict_with_keyword()
        return cls.create(
            operands=[parser.resolve_operand(i, t) for i, t in zip(inits, input_types)],
            result_types=list(function_type.outputs.data),
            regions=[before, after],
            attributes=attributes.data if attributes is not None else {},
        )

    def verify_(self) -> None:
        _verify_region_size(self.before_region, 0, "before")
        _verify_region_size(self.after_region, 1, "after")
        before = self.before_region.blocks.first
        if before is None or not isinstance(before.last_op, ConditionOp):
            raise VerifyException("expects the 'before' region to terminate with 'scf.condition'")
        after = self.after_region.blocks.first
        if after is None or not isinstance(after.last_op, YieldOp):
            raise VerifyException("expects the 'after' region to terminate with 'scf.yield'")
        condition = before.last_op
        if [a.type for a in after.args] != [v.type for v in condition.args]:
            raise VerifyException("region control flow edge from Region #0 to Region #1: source type #0 does not match target type")

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (
            RemoveLoopInvariantArgsFromBeforeBlock(), RemoveLoopInvariantValueYielded(), WhileConditionTruth(),
            WhileCmpCond(), WhileUnusedResult(), WhileRemoveDuplicatedResults(), WhileRemoveUnusedArgs(),
            WhileOpAlignBeforeArgs(),
        )


@irdl_op_definition
class ExecuteRegionOp(IRDLOperation):
    """`scf.execute_region [-> (types)] [no_inline] { ... }`: a region executed once."""

    name = "scf.execute_region"
    res = var_result_def()
    no_inline = opt_prop_def(UnitAttr)
    region = region_def()
    # No RecursiveMemoryEffects in Triton 3.6's MLIR: an execute_region has unknown effects,
    # so dead-code removal (canonicalize, sccp) never erases one, however pure its body.

    def print(self, printer: Printer) -> None:
        if self.res:
            printer.print_string(" -> ")
            types = [r.type for r in self.res]
            if len(types) == 1:
                printer.print_attribute(types[0])
            else:
                printer.print_string("(")
                printer.print_list(types, printer.print_attribute)
                printer.print_string(")")
        if self.no_inline is not None:
            printer.print_string(" no_inline")
        printer.print_string(" ")
        printer.print_region(self.region, print_entry_block_args=False, print_block_terminators=True)
        printer.print_op_attributes(self.attributes)

    @classmethod
    def parse(cls, parser: Parser) -> ExecuteRegionOp:
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types = parse_arrow_type_list(parser)
        properties = {"no_inline": UnitAttr()} if parser.parse_optional_keyword("no_inline") is not None else {}
        region = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        return cls.create(result_types=result_types, regions=[region], properties=properties, attributes=attributes)

    def verify_(self) -> None:
        if not self.region.blocks:
            raise VerifyException("region needs to have at least one block")

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (SingleBlockExecuteInliner(), MultiBlockExecuteInliner())


SCF = Dialect("scf", [ForOp, IfOp, WhileOp, ConditionOp, YieldOp, ExecuteRegionOp])


# == canonicalization (mlir/lib/Dialect/SCF/IR/SCF.cpp) ============================================


def replace_op_with_region(rewriter, op: Operation, region: Region, block_args: Sequence[SSAValue] = ()) -> None:
    """Inline a single-block region before `op` and replace `op` by what it yields."""
    block = region.blocks.first
    terminator = block.last_op
    results = list(terminator.operands)
    rewriter.inline_block_before(block, op, op.parent, block_args)
    rewriter.replace_op_with_values(op, results)
    rewriter.erase_op(terminator)


def _located(op: Operation, location: Attribute) -> Operation:
    op.location = location
    return op


def _is_defined_outside(value: SSAValue, op: Operation) -> bool:
    """LoopLikeOpInterface::isDefinedOutsideOfLoop."""
    owner = value.owner
    defining_op = owner if isinstance(owner, Operation) else owner.parent_op()
    return defining_op is None or not op.is_ancestor(defining_op)


# -- scf.for --


def _ub_minus_lb(lower: SSAValue, upper: SSAValue, signed: bool) -> int | None:
    """computeUbMinusLb: `upper` is addi(lower, c) with nsw (signed) or nuw (unsigned)."""
    add = defining(upper, AddIOp)
    required = 1 if signed else 2
    if add is None or not add.overflowFlags.flags & required or add.lhs is not lower:
        return None
    return constant_int(constant_of(add.rhs))


def static_trip_count(op: ForOp) -> int | None:
    """ForOp::getStaticTripCount (constantTripCount): None when unknown."""
    signed = op.unsignedCmp is None
    lower, upper = op.lowerBound, op.upperBound
    width = int_width(lower.type)
    if lower is upper:
        return 0
    step = constant_int(constant_of(op.step))
    if step is not None and (step == 0 or to_signed(step, width) < 0):
        return 0
    low, high = constant_int(constant_of(lower)), constant_int(constant_of(upper))
    if low is not None:
        if high is None:
            return None
        as_ordered = (lambda v: to_signed(v, width)) if signed else (lambda v: v)
        if as_ordered(high) <= as_ordered(low):
            return 0
        difference = wrap(high - low, width)
        negative = signed and to_signed(difference, width) < 0
    else:
        if high is not None:
            return None
        difference = _ub_minus_lb(lower, upper, signed)
        if difference is None:
            return None
        negative = to_signed(difference, width) < 0
    if negative:
        return 0
    if step is None:
        return None
    quotient, remainder = _signed_divmod(to_signed(difference, width), to_signed(step, width))
    return quotient + (1 if remainder else 0)


def _signed_divmod(a: int, b: int) -> tuple[int, int]:
    """APInt sdiv/srem: truncating division."""
    quotient = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
    return quotient, a - quotient * b


def _new_for(op: ForOp, inits: Sequence[SSAValue], with_yield: bool) -> ForOp:
    """ForOp::create with no body builder: a body block of the induction variable and
    iter args (and a yield when there are no iter args)."""
    # ForOp::build: the induction variable at the op's location, each iter arg at its init's.
    block = _block_with_args(
        [op.induction_var.type, *(v.type for v in inits)], [op.location, *(value_location(v) for v in inits)]
    )
    if with_yield:
        block.add_op(_located(YieldOp(), op.location))
    new = ForOp(op.lowerBound, op.upperBound, op.step, inits, block)
    if op.unsignedCmp is not None:
        new.unsignedCmp = op.unsignedCmp
    new.attributes.update(op.attributes)
    new.location = op.location
    return new


class ForOpIterArgsFolder(RewritePattern):
    """Drop iter args that are forwarded (yield the arg or its init, or unused with an
    unused result) or that duplicate an earlier (init, yield) pair."""

    root_op = ForOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ForOp):
            return
        yielded = list(op.body.block.last_op.operands)
        keep: list[bool] = []
        transfer: list[SSAValue | None] = [None]
        results: list[SSAValue | None] = []
        new_inits: list[SSAValue] = []
        seen: dict[tuple[SSAValue, SSAValue], tuple[SSAValue, SSAValue]] = {}
        changed = False
        for init, arg, result, value in zip(op.initArgs, op.region_iter_args, op.res, yielded):
            if arg is value or init is value or (not arg.uses and not result.uses):
                changed = True
                keep.append(False)
                transfer.append(init)
                results.append(init)
                continue
            twin = seen.get((init, value))
            if twin is not None:
                changed = True
                keep.append(False)
                rewriter.replace_all_uses_with(arg, twin[0])
                rewriter.replace_all_uses_with(result, twin[1])
                transfer.append(init)
                results.append(init)
                continue
            seen[(init, value)] = (arg, result)
            keep.append(True)
            new_inits.append(init)
            transfer.append(None)
            results.append(None)
        if not changed:
            return
        new = rewriter.insert(_new_for(op, new_inits, with_yield=not new_inits))
        new_block = new.body.block
        transfer[0] = new_block.args[0]
        kept = 0
        for index, result in enumerate(results):
            if result is None:
                transfer[1 + index] = new_block.args[1 + kept]
                results[index] = new.res[kept]
                kept += 1
        old_block = op.body.block
        if not new_inits:
            new_yield = new_block.last_op
            rewriter.inline_block_before(old_block, new_yield, new_block, transfer)
            rewriter.erase_op(new_yield.prev_op)
        else:
            rewriter.merge_blocks(old_block, new_block, transfer)
            merged_yield = new_block.last_op
            rewriter.insertion_point = InsertPoint.before(merged_yield)
            filtered = [v for v, kept_value in zip(merged_yield.operands, keep) if kept_value]
            rewriter.insert(_located(YieldOp(*filtered), merged_yield.location))
            rewriter.erase_op(merged_yield)
        rewriter.replace_op_with_values(op, results)


class SimplifyTrivialLoops(RewritePattern):
    """Erase loops that do not run, inline loops that run once, and replace empty loops
    that run more than once and yield values from outside by those values."""

    root_op = ForOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ForOp):
            return
        trip_count = static_trip_count(op)
        if trip_count is None:
            return
        if trip_count == 0:
            rewriter.replace_op_with_values(op, list(op.initArgs))
            return
        if to_signed(trip_count, int_width(op.lowerBound.type)) == 1:
            replace_op_with_region(rewriter, op, op.body, [op.lowerBound, *op.initArgs])
            return
        block = op.body.block
        if block.first_op is not block.last_op:
            return
        yielded = list(block.last_op.operands)
        if all(_is_defined_outside(v, op) for v in yielded):
            rewriter.replace_op_with_values(op, yielded)


# -- scf.if --


def _then_yield(op: IfOp) -> YieldOp:
    return op.then_region.blocks.last.last_op


def _else_yield(op: IfOp) -> YieldOp:
    return op.else_region.blocks.last.last_op


def _new_if(location, result_types: Sequence[Attribute], condition: SSAValue, then_region: Region | None = None,
            else_region: Region | None = None) -> IfOp:
    return _located(IfOp(condition, result_types, then_region or Region(), else_region or Region()), location)


class CombineIfs(RewritePattern):
    """Merge an scf.if into the preceding one with the same (or negated) condition."""

    root_op = IfOp

    def match_and_rewrite(self, next_if, rewriter):
        if not isinstance(next_if, IfOp):
            return
        prev_if = next_if.prev_op
        if not isinstance(prev_if, IfOp):
            return
        next_then, next_else = self._logical_blocks(prev_if, next_if)
        if next_then is None and next_else is None:
            return
        self._forward_results(prev_if, next_then, next_else, rewriter)
        combined = rewriter.insert(
            _new_if(next_if.location, [*prev_if.output.types, *next_if.output.types], prev_if.condition)
        )
        rewriter.inline_region_before(prev_if.then_region, combined.then_region, None)
        if next_then is not None:
            self._append_block(combined.then_region.blocks.last, next_then, rewriter)
        rewriter.inline_region_before(prev_if.else_region, combined.else_region, None)
        if next_else is not None:
            if combined.else_region.blocks.first is None:
                rewriter.inline_region_before(next_else.parent, combined.else_region, None)
            else:
                self._append_block(combined.else_region.blocks.last, next_else, rewriter)
        count = len(prev_if.output)
        rewriter.replace_op_with_values(prev_if, list(combined.output[:count]))
        rewriter.replace_op_with_values(next_if, list(combined.output[count:]))

    @staticmethod
    def _logical_blocks(prev_if: IfOp, next_if: IfOp) -> tuple[Block | None, Block | None]:
        """The blocks of `next_if` that run when prev_if's condition is true / false."""
        next_then = next_else = None
        has_else = next_if.else_region.blocks.first is not None
        if next_if.condition is prev_if.condition:
            next_then = next_if.then_region.blocks.last
            next_else = next_if.else_region.blocks.last if has_else else None
        for negated, plain in ((next_if.condition, prev_if.condition), (prev_if.condition, next_if.condition)):
            xor = defining(negated, XOrIOp)
            if xor is not None and xor.lhs is plain and is_one_int(constant_of(xor.rhs)):
                next_else = next_if.then_region.blocks.last
                if has_else:
                    next_then = next_if.else_region.blocks.last
        return next_then, next_else

    @staticmethod
    def _forward_results(prev_if: IfOp, next_then, next_else, rewriter) -> None:
        """Uses of prev_if's results inside next_if see the yielded values directly."""
        if prev_if.else_region.blocks.first is None:
            return
        then_values = list(_then_yield(prev_if).operands)
        else_values = list(_else_yield(prev_if).operands)
        for result, then_value, else_value in zip(prev_if.output, then_values, else_values):
            for use in tuple(result.uses):
                user = use.operation
                if next_then is not None and next_then.parent.is_ancestor(user):
                    rewriter.modify_op_in_place(user, lambda u=use, v=then_value: u.operation.operands.__setitem__(u.index, v))
                elif next_else is not None and next_else.parent.is_ancestor(user):
                    rewriter.modify_op_in_place(user, lambda u=use, v=else_value: u.operation.operands.__setitem__(u.index, v))

    @staticmethod
    def _append_block(target: Block, source: Block, rewriter) -> None:
        """Merge `source` into `target` and yield both blocks' values."""
        first_yield = target.last_op
        second_yield = source.last_op
        rewriter.merge_blocks(source, target)
        rewriter.insertion_point = InsertPoint.at_end(target)
        merged = [*first_yield.operands, *second_yield.operands]
        rewriter.insert(_located(YieldOp(*merged), second_yield.location))
        rewriter.erase_op(first_yield)
        rewriter.erase_op(second_yield)


class CombineNestedIfs(RewritePattern):
    """if a { if b { ... } } -> if (a and b) { ... }"""

    root_op = IfOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, IfOp):
            return
        then_block = op.then_region.blocks.last
        nested = then_block.first_op
        if not isinstance(nested, IfOp) or nested.next_op is not then_block.last_op:
            return
        else_block = op.else_region.blocks.last if op.else_region.blocks.first is not None else None
        if else_block is not None and else_block.first_op is not else_block.last_op:
            return
        nested_else = nested.else_region.blocks.last if nested.else_region.blocks.first is not None else None
        if nested_else is not None and nested_else.first_op is not nested_else.last_op:
            return
        then_values = list(_then_yield(op).operands)
        else_values = list(_else_yield(op).operands) if else_block is not None else []
        to_select: list[int] = []
        for index, value in enumerate(then_values):
            if value.owner is nested:
                if _else_yield(nested).operands[value.index] is not else_values[index]:
                    return
                then_values[index] = _then_yield(nested).operands[value.index]
                continue
            if value.owner is not None and _parent_region(value) is op.then_region:
                return
            to_select.append(index)
        location = op.location
        condition = rewriter.insert(_located(AndIOp(op.condition, nested.condition), location))
        new_if = rewriter.insert(_new_if(location, list(op.output.types), condition.result, Region(Block())))
        results = list(new_if.output)
        rewriter.insertion_point = InsertPoint.before(new_if)
        for index in to_select:
            select = rewriter.insert(_located(SelectOp(op.condition, then_values[index], else_values[index]), location))
            results[index] = select.result
        new_block = new_if.then_region.blocks.first
        rewriter.merge_blocks(nested.then_region.blocks.last, new_block)
        old_yield = new_block.last_op
        rewriter.insertion_point = InsertPoint.at_end(new_block)
        rewriter.replace_op(old_yield, _located(YieldOp(*then_values), old_yield.location))
        if else_values:
            else_block_new = Block()
            new_if.else_region.add_block(else_block_new)
            rewriter.insert(_located(YieldOp(*else_values), location), InsertPoint.at_end(else_block_new))
        rewriter.replace_op_with_values(op, results)


def _parent_region(value: SSAValue) -> Region | None:
    owner = value.owner
    return owner.parent_region() if isinstance(owner, Operation) else owner.parent


class ConditionPropagation(RewritePattern):
    """Inside the then (else) region the condition is known true (false)."""

    root_op = IfOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, IfOp) or constant_of(op.condition) is not None:
            return
        constants: dict[int, SSAValue] = {}
        for use in tuple(op.condition.uses):
            user = use.operation
            if op.then_region.is_ancestor(user):
                value = 1
            elif op.else_region.is_ancestor(user):
                value = 0
            else:
                continue
            if value not in constants:
                constant = rewriter.insert(_located(ConstantOp(IntegerAttr(value, i1)), op.location), InsertPoint.before(op))
                constants[value] = constant.result
            rewriter.modify_op_in_place(user, lambda u=use, v=constants[value]: u.operation.operands.__setitem__(u.index, v))


class ConvertTrivialIfToSelect(RewritePattern):
    """Results yielding values defined outside the if become selects (or the value)."""

    root_op = IfOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, IfOp) or not op.output:
            return
        condition = op.condition
        then_values = list(_then_yield(op).operands)
        else_values = list(_else_yield(op).operands)
        inside = [
            _parent_region(t) is op.then_region or _parent_region(f) is op.else_region
            for t, f in zip(then_values, else_values)
        ]
        if all(inside):
            return
        kept_types = [t.type for t, keep in zip(then_values, inside) if keep]
        replacement = rewriter.insert(_new_if(op.location, kept_types, condition))
        op.then_region.move_blocks(replacement.then_region)
        op.else_region.move_blocks(replacement.else_region)
        results: list[SSAValue] = []
        kept_then: list[SSAValue] = []
        kept_else: list[SSAValue] = []
        rewriter.insertion_point = InsertPoint.before(replacement)
        for then_value, else_value, keep in zip(then_values, else_values, inside):
            if keep:
                results.append(replacement.output[len(kept_then)])
                kept_then.append(then_value)
                kept_else.append(else_value)
            elif then_value is else_value:
                results.append(then_value)
            else:
                select = rewriter.insert(_located(SelectOp(condition, then_value, else_value), op.location))
                results.append(select.result)
        for yield_op, values in ((_then_yield(replacement), kept_then), (_else_yield(replacement), kept_else)):
            rewriter.insertion_point = InsertPoint.at_end(yield_op.parent)
            rewriter.replace_op(yield_op, _located(YieldOp(*values), yield_op.location))
        rewriter.replace_op_with_values(op, results)


class RemoveEmptyElseBranch(RewritePattern):
    """An else block holding only its yield is dropped (for ifs without results)."""

    root_op = IfOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, IfOp) or op.output:
            return
        else_block = op.else_region.blocks.last if op.else_region.blocks.first is not None else None
        if else_block is None or else_block.first_op is not else_block.last_op:
            return
        new_if = rewriter.insert(_new_if(op.location, [], op.condition))
        new_if.attributes.update(op.attributes)
        rewriter.inline_region_before(op.then_region, new_if.then_region, None)
        rewriter.erase_op(op)


class RemoveStaticCondition(RewritePattern):
    """A constant condition selects the region to inline (or erases the if)."""

    root_op = IfOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, IfOp):
            return
        condition = constant_of(op.condition)
        if not isinstance(condition, IntegerAttr):
            return
        if condition.value.data:
            replace_op_with_region(rewriter, op, op.then_region)
        elif op.else_region.blocks.first is not None:
            replace_op_with_region(rewriter, op, op.else_region)
        else:
            rewriter.erase_op(op)


class RemoveUnusedResults(RewritePattern):
    """Results without uses are dropped from the if and its yields."""

    root_op = IfOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, IfOp):
            return
        used = [r for r in op.output if r.uses]
        if len(used) == len(op.output):
            return
        new_if = rewriter.insert(_new_if(op.location, [r.type for r in used], op.condition, Region(Block()), Region(Block())))
        for old_region, new_region in ((op.then_region, new_if.then_region), (op.else_region, new_if.else_region)):
            destination = new_region.blocks.first
            rewriter.merge_blocks(old_region.blocks.first, destination)
            yield_op = destination.last_op
            kept = [yield_op.operands[r.index] for r in used]
            rewriter.modify_op_in_place(yield_op, lambda y=yield_op, k=kept: setattr(y, "operands", k))
        replacements: list[SSAValue | None] = [None] * len(op.output)
        for position, result in enumerate(used):
            replacements[result.index] = new_if.output[position]
        rewriter.replace_op_with_values(op, replacements)


class ReplaceIfYieldWithConditionOrValue(RewritePattern):
    """Results yielding the same value on both sides, or true/false constants, are replaced
    by that value, the condition or its negation (without notifying their users)."""

    root_op = IfOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, IfOp) or not op.output:
            return
        then_yield, else_yield = _then_yield(op), _else_yield(op)
        rewriter.insertion_point = InsertPoint.before(op)
        changed = False
        for then_value, else_value, result in zip(then_yield.operands, else_yield.operands, op.output):
            if then_value is else_value:
                if result.uses:
                    result.replace_all_uses_with(then_value)
                    changed = True
                continue
            then_bool, else_bool = constant_of(then_value), constant_of(else_value)
            if not (_is_bool(then_bool) and _is_bool(else_bool)) or not result.uses:
                continue
            if not then_bool.value.data and else_bool.value.data:
                true = materialize_constant(then_value.owner.dialect_name(), IntegerAttr(1, i1), i1)
                rewriter.insert(_located(true, op.location))
                negated = rewriter.insert(_located(XOrIOp(op.condition, true.results[0]), op.location))
                result.replace_all_uses_with(negated.result)
                changed = True
            elif then_bool.value.data and not else_bool.value.data:
                result.replace_all_uses_with(op.condition)
                changed = True
        if changed:
            rewriter.has_done_action = True


def _is_bool(attr: Attribute | None) -> bool:
    """BoolAttr: an i1 IntegerAttr."""
    return isinstance(attr, IntegerAttr) and is_signless_integer(attr.type, 1)


# -- scf.while --


def _before_block(op: WhileOp) -> Block:
    return op.before_region.blocks.first


def _after_block(op: WhileOp) -> Block:
    return op.after_region.blocks.first


def _new_while(location, result_types, inits, before: Block | None = None, after: Block | None = None) -> WhileOp:
    """WhileOp::create: regions holding the given blocks (or none)."""
    before_region = Region(before) if before is not None else Region()
    after_region = Region(after) if after is not None else Region()
    return _located(WhileOp(list(inits), list(result_types), before_region, after_region), location)


def _block_with_args(types: Sequence[Attribute], locations: Sequence[Attribute]) -> Block:
    block = Block(arg_types=types)
    for arg, location in zip(block.args, locations):
        arg.location = location
    return block


def _fresh_while(op: WhileOp, result_types: Sequence[Attribute], inits: Sequence[SSAValue]) -> WhileOp:
    """WhileOp::create with null body builders: a before block taking the inits and an
    after block taking the results (at the op's location)."""
    before = _block_with_args([v.type for v in inits], [value_location(v) for v in inits])
    after = _block_with_args(result_types, [op.location] * len(result_types))
    return _new_while(op.location, result_types, inits, before, after)


def _replace_terminator(rewriter, terminator: Operation, replacement: Operation) -> None:
    """Replace a terminator, leaving the rewriter's insertion point as it was."""
    saved = rewriter.insertion_point
    rewriter.insertion_point = InsertPoint.before(terminator)
    rewriter.replace_op(terminator, _located(replacement, terminator.location))
    rewriter.insertion_point = saved


class RemoveLoopInvariantArgsFromBeforeBlock(RewritePattern):
    """A before-block argument whose yielded value is its init (directly, or through the
    condition and after block) is replaced by the init."""

    root_op = WhileOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, WhileOp):
            return
        after = _after_block(op)
        before_args = _before_block(op).args
        condition_args = list(op.before_region.blocks.first.last_op.args)
        yield_op = after.last_op
        invariant: dict[int, SSAValue] = {}
        for index, (init, yielded) in enumerate(zip(op.inits, yield_op.values)):
            if yielded is init:
                invariant[index] = init
            elif isinstance(yielded, BlockArgument) and yielded.block is after:
                forwarded = condition_args[yielded.index]
                if forwarded is before_args[index] or forwarded is init:
                    invariant[index] = init
        if not invariant:
            return
        kept = [i for i in range(len(before_args)) if i not in invariant]
        new_yields = [yield_op.values[i] for i in kept]
        _replace_terminator(rewriter, yield_op, YieldOp(*new_yields))
        new = rewriter.insert(_new_while(op.location, list(op.res.types), [op.inits[i] for i in kept]))
        new_before = _block_with_args([v.type for v in new_yields], [before_args[i].location for i in kept])
        new.before_region.add_block(new_before)
        replacements, position = [], 0
        for index in range(len(before_args)):
            if index in invariant:
                replacements.append(invariant[index])
            else:
                replacements.append(new_before.args[position])
                position += 1
        rewriter.merge_blocks(_before_block(op), new_before, replacements)
        rewriter.inline_region_before(op.after_region, new.after_region, None)
        rewriter.replace_op_with_values(op, list(new.res))


class RemoveLoopInvariantValueYielded(RewritePattern):
    """Values passed by scf.condition that are defined outside the before block are used
    directly in the after block and in place of the results."""

    root_op = WhileOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, WhileOp):
            return
        before = _before_block(op)
        condition = before.last_op
        outside = {i: v for i, v in enumerate(condition.args) if _block_of(v) is not before}
        if not outside:
            return
        after_args = _after_block(op).args
        kept = [i for i in range(len(condition.args)) if i not in outside]
        new_args = [condition.args[i] for i in kept]
        _replace_terminator(rewriter, condition, ConditionOp(condition.condition, *new_args))
        new_types = [v.type for v in new_args]
        new = rewriter.insert(_new_while(op.location, new_types, list(op.inits)))
        new_after = _block_with_args(new_types, [after_args[i].location for i in kept])
        new.after_region.add_block(new_after)
        arg_replacements, results, position = [], [], 0
        for index in range(len(after_args)):
            if index in outside:
                arg_replacements.append(outside[index])
                results.append(outside[index])
            else:
                arg_replacements.append(new_after.args[position])
                results.append(new.res[position])
                position += 1
        rewriter.merge_blocks(_after_block(op), new_after, arg_replacements)
        rewriter.inline_region_before(op.before_region, new.before_region, None)
        rewriter.replace_op_with_values(op, results)


def _block_of(value: SSAValue) -> Block | None:
    owner = value.owner
    return owner.parent if isinstance(owner, Operation) else owner


class WhileConditionTruth(RewritePattern):
    """After-block arguments receiving the condition are true there."""

    root_op = WhileOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, WhileOp):
            return
        condition = _before_block(op).last_op
        true = None
        for value, arg in zip(condition.args, _after_block(op).args):
            if value is not condition.condition or not arg.uses:
                continue
            if true is None:
                constant = ConstantOp(IntegerAttr(1, i1))
                true = rewriter.insert(_located(constant, op.location), InsertPoint.before(op)).result
            rewriter.replace_all_uses_with(arg, true)


class WhileCmpCond(RewritePattern):
    """A cmpi in the after block repeating (or negating) the loop's condition is known."""

    root_op = WhileOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, WhileOp):
            return
        condition = _before_block(op).last_op
        cmp = defining(condition.condition, CmpIOp)
        if cmp is None:
            return
        for value, arg in zip(condition.args, _after_block(op).args):
            for side in (0, 1):
                if value is not cmp.operands[side]:
                    continue
                for use in tuple(arg.uses):
                    self._replace_repeated_cmp(use.operation, cmp, side, rewriter)

    @staticmethod
    def _replace_repeated_cmp(user: Operation, cmp: CmpIOp, side: int, rewriter) -> None:
        if not isinstance(user, CmpIOp) or user.operands[1 - side] is not cmp.operands[1 - side]:
            return
        if user.predicate_name == cmp.predicate_name:
            known = 1
        elif user.predicate_name == _INVERTED_CMPI[cmp.predicate_name]:
            known = 0
        else:
            return
        # replaceOpWithNewOp builds at the insertion point: before the loop.
        constant = rewriter.insert(_located(ConstantOp(IntegerAttr(known, i1)), user.location))
        rewriter.replace_op_with_values(user, [constant.result])


_INVERTED_CMPI = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle",
                  "ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule"}  # fmt: skip


class WhileUnusedResult(RewritePattern):
    """Results unused outside and whose after-block argument is unused are dropped."""

    root_op = WhileOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, WhileOp):
            return
        condition = _before_block(op).last_op
        after_args = _after_block(op).args
        kept = [i for i, (r, a) in enumerate(zip(op.res, after_args)) if r.uses or a.uses]
        if len(kept) == len(op.res):
            return
        _replace_terminator(rewriter, condition, ConditionOp(condition.condition, *[condition.args[i] for i in kept]))
        new_types = [op.res[i].type for i in kept]
        new = rewriter.insert(_new_while(op.location, new_types, list(op.inits)))
        new_after = _block_with_args(new_types, [op.location] * len(kept))
        new.after_region.add_block(new_after)
        results: list[SSAValue | None] = [None] * len(op.res)
        arg_replacements: list[SSAValue | None] = [None] * len(op.res)
        for position, index in enumerate(kept):
            results[index] = new.res[position]
            arg_replacements[index] = new_after.args[position]
        rewriter.inline_region_before(op.before_region, new.before_region, None)
        rewriter.merge_blocks(_after_block(op), new_after, arg_replacements)
        rewriter.replace_op_with_values(op, results)


class WhileRemoveDuplicatedResults(RewritePattern):
    """scf.condition passing one value several times passes it once."""

    root_op = WhileOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, WhileOp):
            return
        condition = _before_block(op).last_op
        args = list(condition.args)
        unique = list(dict.fromkeys(args))
        if len(unique) == len(args):
            return
        position = {value: i for i, value in enumerate(unique)}
        new = rewriter.insert(_fresh_while(op, [v.type for v in unique], list(op.inits)))
        new_before, new_after = _before_block(new), _after_block(new)
        after_mapping = [new_after.args[position[v]] for v in args]
        results = [new.res[position[v]] for v in args]
        _replace_terminator(rewriter, condition, ConditionOp(condition.condition, *unique))
        rewriter.merge_blocks(_before_block(op), new_before, list(new_before.args))
        rewriter.merge_blocks(_after_block(op), new_after, after_mapping)
        rewriter.replace_op_with_values(op, results)


class WhileRemoveUnusedArgs(RewritePattern):
    """Unused before-block arguments are dropped with their inits and yielded values."""

    root_op = WhileOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, WhileOp):
            return
        before = _before_block(op)
        if not any(not arg.uses for arg in before.args):
            return
        yield_op = _after_block(op).last_op
        kept = [i for i, arg in enumerate(before.args) if arg.uses]
        new_yields = [yield_op.values[i] for i in kept]
        new_inits = [op.inits[i] for i in kept]
        for arg in reversed(before.args):
            if not arg.uses:
                before.erase_arg(arg)
        new = rewriter.insert(_fresh_while(op, list(op.res.types), new_inits))
        _replace_terminator(rewriter, yield_op, YieldOp(*new_yields))
        new_before, new_after = _before_block(new), _after_block(new)
        rewriter.merge_blocks(before, new_before, list(new_before.args))
        rewriter.merge_blocks(_after_block(op), new_after, list(new_after.args))
        rewriter.replace_op_with_values(op, list(new.res))


class WhileOpAlignBeforeArgs(RewritePattern):
    """When scf.condition forwards the before-block arguments permuted, reorder them."""

    root_op = WhileOp

    def match_and_rewrite(self, loop, rewriter):
        if not isinstance(loop, WhileOp):
            return
        old_before = _before_block(loop)
        condition = old_before.last_op
        before_args, condition_args = list(old_before.args), list(condition.args)
        if before_args == condition_args or len(set(condition_args)) != len(condition_args):
            return
        if len(before_args) != len(condition_args) or set(before_args) != set(condition_args):
            return
        mapping = [before_args.index(v) for v in condition_args]
        _replace_terminator(rewriter, condition, ConditionOp(condition.condition, *before_args))
        old_after = _after_block(loop)
        new_types: list[Attribute] = [None] * len(before_args)
        for i, j in enumerate(mapping):
            new_types[j] = loop.res[i].type
        new = rewriter.insert(_fresh_while(loop, new_types, list(loop.inits)))
        new_before, new_after = _before_block(new), _after_block(new)
        results = [new.res[j] for j in mapping]
        after_args = [new_after.args[j] for j in mapping]
        rewriter.inline_block_before(old_before, new_before.first_op, new_before, list(new_before.args))
        rewriter.inline_block_before(old_after, new_after.first_op, new_after, after_args)
        rewriter.replace_op_with_values(loop, results)


# -- scf.execute_region --


class SingleBlockExecuteInliner(RewritePattern):
    root_op = ExecuteRegionOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ExecuteRegionOp) or op.no_inline is not None:
            return
        if op.region.blocks.first is None or op.region.blocks.first is not op.region.blocks.last:
            return
        replace_op_with_region(rewriter, op, op.region)


class MultiBlockExecuteInliner(RewritePattern):
    """Inline the blocks of an execute_region into a function body (or another
    execute_region), branching to and from them."""

    root_op = ExecuteRegionOp

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, ExecuteRegionOp) or op.no_inline is not None:
            return
        parent = op.parent_op()
        if not (isinstance(parent, ExecuteRegionOp) or _is_function(parent)):
            return

        previous = op.parent
        post = rewriter.split_block(previous, op)
        rewriter.insert(_located(BranchOp(op.region.blocks.first), op.location), InsertPoint.at_end(previous))
        for block in list(op.region.blocks):
            terminator = block.last_op
            if isinstance(terminator, YieldOp):
                rewriter.insert(_located(BranchOp(post, *terminator.values), terminator.location), InsertPoint.before(terminator))
                rewriter.erase_op(terminator)
        rewriter.inline_region_before(op.region, post.parent, post)
        arguments = [post.insert_arg(r.type, len(post.args), op.location) for r in op.res]
        rewriter.replace_op_with_values(op, arguments)


def _is_function(op: Operation | None) -> bool:
    """FunctionOpInterface: ops with a function type (tt.func)."""
    return op is not None and "function_type" in op.properties

