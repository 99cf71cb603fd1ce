"""The `scf` dialect ops that Triton IR uses: for, if, while, condition, yield.

Syntax, implicit terminators and verifier messages follow MLIR's SCF dialect.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IndexType, UnitAttr, i1
from xdsl.ir import Attribute, Block, Dialect, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import is_signless_integer, type_text
from ttopt.ir.assembly_format import assembly_format


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
    if block.last_op is None or not block.last_op.has_trait(IsTerminator):
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
        if self.output and not self.else_region.blocks:
            raise VerifyException("must have an else block if defining values")
        for index, region in enumerate((self.then_region, self.else_region)):
            if region.blocks:
                _verify_yield_to_parent(region, index, [r.type for r in self.output])


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
        before = self.before_region.blocks.first
        if before is None or not isinstance(before.last_op, ConditionOp):
            raise VerifyException("expects the 'before' region to terminate with 'scf.condition'")
        after = self.after_region.blocks.first
        if after is None or not isinstance(after.last_op, YieldOp):
            raise VerifyException("expects the 'after' region to terminate with 'scf.yield'")
        condition = before.last_op
        if [a.type for a in after.args] != [v.type for v in condition.args]:
            raise VerifyException("region control flow edge from Region #0 to Region #1: source type #0 does not match target type")


@irdl_op_definition
class ExecuteRegionOp(IRDLOperation):
    """`scf.execute_region [-> (types)] [no_inline] { ... }`: a region executed once."""

    name = "scf.execute_region"
    res = var_result_def()
    no_inline = opt_prop_def(UnitAttr)
    region = region_def()
    traits = traits_def(RecursiveMemoryEffect())

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


SCF = Dialect("scf", [ForOp, IfOp, WhileOp, ConditionOp, YieldOp, ExecuteRegionOp])
