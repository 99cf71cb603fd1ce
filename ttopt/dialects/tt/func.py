"""tt.func, tt.return and tt.call (MLIR's func dialect ops, copied into Triton)."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, FunctionType, StringAttr, SymbolRefAttr
from xdsl.ir import Attribute, Block, Region, SSAValue
from xdsl.irdl import (
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove, IsTerminator, Pure, SymbolOpInterface
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import type_text
from ttopt.dialects.tt.base import TTOp, emit_error, enclosing_module
from ttopt.dialects.tt.traits import HasParent
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition

_FUNC_RESERVED = ("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs")


@irdl_op_definition
class FuncOp(TTOp):
    name = "tt.func"
    sym_name = prop_def(StringAttr)
    function_type = prop_def(FunctionType)
    sym_visibility = opt_prop_def(StringAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    body = region_def()
    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface(), HasParent("builtin.module"))

    def __init__(
        self,
        name: str,
        function_type: FunctionType,
        body: Region | None = None,
        visibility: str | None = None,
        arg_attrs: Sequence[dict[str, Attribute]] | None = None,
    ):
        properties: dict[str, Attribute] = {"sym_name": StringAttr(name), "function_type": function_type}
        if visibility is not None:
            properties["sym_visibility"] = StringAttr(visibility)
        if arg_attrs is not None and any(arg_attrs):
            properties["arg_attrs"] = ArrayAttr([DictionaryAttr(d) for d in arg_attrs])
        if body is None:
            body = Region(Block(arg_types=function_type.inputs.data))
        super().__init__(properties=properties, regions=[body])

    @property
    def is_declaration(self) -> bool:
        return not self.body.blocks

    @property
    def args(self) -> Sequence[SSAValue]:
        return self.body.blocks.first.args

    def arg_attr(self, index: int, name: str) -> Attribute | None:
        if self.arg_attrs is None:
            return None
        return self.arg_attrs.data[index].data.get(name)

    def _arg_attr_dict(self, index: int) -> dict[str, Attribute]:
        return dict(self.arg_attrs.data[index].data) if self.arg_attrs is not None else {}

    def _res_attr_dict(self, index: int) -> dict[str, Attribute]:
        return dict(self.res_attrs.data[index].data) if self.res_attrs is not None else {}

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string("(")
        if self.is_declaration:
            printer.print_list(range(len(self.function_type.inputs.data)), lambda i: self._print_declared_arg(printer, i))
        else:
            printer.print_list(
                range(len(self.args)), lambda i: printer.print_region_argument(self.args[i], self._arg_attr_dict(i))
            )
        printer.print_string(")")
        self._print_results(printer)
        printer.print_op_attributes(self.attributes, reserved_attr_names=_FUNC_RESERVED, print_keyword=True)
        if not self.is_declaration:
            printer.print_string(" ")
            printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=True)

    def _print_declared_arg(self, printer: Printer, index: int) -> None:
        printer.print_attribute(self.function_type.inputs.data[index])
        printer.print_op_attributes(self._arg_attr_dict(index))

    def _print_results(self, printer: Printer) -> None:
        results = self.function_type.outputs.data
        if not results:
            return
        printer.print_string(" -> ")
        has_attrs = self.res_attrs is not None and any(d.data for d in self.res_attrs.data)
        if len(results) == 1 and not has_attrs and not isinstance(results[0], FunctionType):
            printer.print_attribute(results[0])
            return
        printer.print_string("(")

        def one(index: int) -> None:
            printer.print_attribute(results[index])
            printer.print_op_attributes(self._res_attr_dict(index))

        printer.print_list(range(len(results)), one)
        printer.print_string(")")

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        visibility = None
        for keyword in ("public", "private", "nested"):
            if parser.parse_optional_keyword(keyword) is not None:
                visibility = keyword
                break
        name = parser.parse_symbol_name().data
        entry_args, input_types, arg_dicts = _parse_function_arguments(parser)
        result_types, res_dicts = _parse_function_results(parser)
        attributes = parser.parse_optional_attr_dict_with_keyword(_FUNC_RESERVED)
        region = parser.parse_optional_region(entry_args if entry_args else None)
        if region is None:
            region = Region()
        elif not entry_args and input_types:
            parser.raise_error("expected named arguments for a function definition")
        properties: dict[str, Attribute] = {
            "sym_name": StringAttr(name),
            "function_type": FunctionType.from_lists(input_types, result_types),
        }
        if visibility is not None:
            properties["sym_visibility"] = StringAttr(visibility)
        if any(arg_dicts):
            properties["arg_attrs"] = ArrayAttr([DictionaryAttr(d) for d in arg_dicts])
        if any(res_dicts):
            properties["res_attrs"] = ArrayAttr([DictionaryAttr(d) for d in res_dicts])
        return cls.create(
            properties=properties,
            attributes=attributes.data if attributes is not None else {},
            regions=[region],
        )

    def verify_op(self) -> None:
        """FunctionOpInterface: the entry block takes the signature's arguments."""
        if self.is_declaration:
            return
        inputs = self.function_type.inputs.data
        args = self.body.blocks.first.args
        if len(args) != len(inputs):
            raise VerifyException(f"entry block must have {len(inputs)} arguments to match function signature")
        for index, (arg, expected) in enumerate(zip(args, inputs)):
            if arg.type != expected:
                raise VerifyException(
                    f"type of entry block argument #{index}('{type_text(arg.type)}') must match the type of the "
                    f"corresponding argument in function signature('{type_text(expected)}')"
                )

    def asm_block_arg_names(self, region: Region):
        return ()


def _parse_function_arguments(parser: Parser):
    entry_args: list[Parser.Argument] = []
    types: list[Attribute] = []
    dicts: list[dict[str, Attribute]] = []

    def one() -> None:
        argument = parser.parse_optional_argument()
        if argument is None:
            types.append(parser.parse_type())
            dicts.append(parser.parse_optional_dictionary_attr_dict())
            parser.parse_optional_location()
            return
        dicts.append(parser.parse_optional_dictionary_attr_dict())
        argument.location = parser.parse_optional_location()
        entry_args.append(argument)
        types.append(argument.type)

    parser.parse_comma_separated_list(parser.Delimiter.PAREN, one)
    if entry_args and len(entry_args) != len(types):
        parser.raise_error("expected all arguments to be named or all to be unnamed")
    return entry_args, types, dicts


def _parse_function_results(parser: Parser):
    if parser.parse_optional_punctuation("->") is None:
        return [], []
    if parser._current_token.text != "(":
        return [parser.parse_type()], [{}]
    results: list[tuple[Attribute, dict[str, Attribute]]] = parser.parse_comma_separated_list(
        parser.Delimiter.PAREN, lambda: (parser.parse_type(), parser.parse_optional_dictionary_attr_dict())
    )
    return [t for t, _ in results], [d for _, d in results]


@assembly_format("attr-dict ($srcs^ `:` type($srcs))?")
@irdl_op_definition
class ReturnOp(TTOp):
    name = "tt.return"
    srcs = var_operand_def()
    traits = traits_def(Pure(), HasParent("tt.func"), IsTerminator())

    def __init__(self, *values: SSAValue):
        super().__init__(operands=[list(values)])

    def verify_op(self) -> None:
        func = self.parent_op()
        assert isinstance(func, FuncOp)
        results = func.function_type.outputs.data
        if len(self.srcs) != len(results):
            raise VerifyException(
                f"has {len(self.srcs)} operands, but enclosing function (@{func.sym_name.data}) returns {len(results)}"
            )
        for index, (value, expected) in enumerate(zip(self.srcs, results)):
            if value.type != expected:
                raise emit_error(
                    self,
                    f"type of return operand {index} ('{type_text(value.type)}') doesn't match function result "
                    f"type ('{type_text(expected)}') in function @{func.sym_name.data}",
                )


@assembly_format("$callee `(` $operands_ `)` attr-dict `:` functional-type($operands_, results)")
@irdl_op_definition
class CallOp(TTOp):
    name = "tt.call"
    callee = prop_def(SymbolRefAttr)
    operands_ = var_operand_def()  # upstream's `operands` (a name xDSL reserves)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    res = var_result_def()

    def __init__(self, callee: str, arguments: Sequence[SSAValue], result_types: Sequence[Attribute]):
        super().__init__(
            operands=[list(arguments)],
            result_types=[list(result_types)],
            properties={"callee": SymbolRefAttr(callee)},
        )

    def verify_symbol_uses(self) -> None:
        module = enclosing_module(self)
        callee = None
        if module is not None:
            name = self.callee.root_reference.data
            callee = next((op for op in module.body.block.ops if isinstance(op, FuncOp) and op.sym_name.data == name), None)
        if callee is None:
            raise VerifyException(f"'{self.callee.root_reference.data}' does not reference a valid function")
        inputs = callee.function_type.inputs.data
        if len(inputs) != len(self.operands_):
            raise VerifyException("incorrect number of operands for callee")
        for index, (value, expected) in enumerate(zip(self.operands_, inputs)):
            if value.type != expected:
                raise VerifyException(
                    f"operand type mismatch: expected operand type '{type_text(expected)}', but provided "
                    f"'{type_text(value.type)}' for operand number {index}"
                )
        outputs = callee.function_type.outputs.data
        if len(outputs) != len(self.res):
            raise VerifyException("incorrect number of results for callee")
        for index, (value, expected) in enumerate(zip(self.res, outputs)):
            if value.type != expected:
                raise VerifyException(f"result type mismatch at index {index}")
