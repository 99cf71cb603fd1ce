"""The LLVM dialect's debug-info attributes that Triton's `enable-line-info` makes
(mlir/include/mlir/Dialect/LLVMIR/LLVMAttrDefs.td: DIFileAttr, DISubroutineTypeAttr,
DICompileUnitAttr, DISubprogramAttr, DILexicalBlockFileAttr; DIBasicTypeAttr,
DILocalVariableAttr and DIExpressionAttr for `extract-variable-info`), the builtin
`distinct[N]<>` attribute (mlir/IR/BuiltinAttributes.td DistinctAttr) that identifies a
distinct node, and `llvm.intr.dbg.value` (LLVMIntrinsicOps.td DbgValueOp), which binds a
value to a source variable.

They print as MLIR prints them: the assembly formats' `key = value` lists with the
parameters at their default left out, and the LLVM dialect's aliases (`#di_file`,
`#di_subprogram`, ... from LLVMDialectInterface's getAlias). A DistinctAttr is unique by
identity (each `DistinctAttr()` is a new one) and is numbered in the order the printer first
prints it (AsmPrinter's DistinctState); the parser maps each `distinct[N]<>` of one input to
one attribute. The translation to LLVM IR reads them (conversion/llvm_ir/debug_info.py).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import CallSiteLoc, FusedLoc, IntAttr, NameLoc, NoneAttr, StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    operand_def,
    param_def,
    prop_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer

from ttopt.ir.op_definition import irdl_op_definition
from ttopt.ir.printer import escape_string

# llvm/BinaryFormat/Dwarf.h values of what Triton sets, with their printed names.
DW_LANG_C = "DW_LANG_C"
DW_CC_NORMAL = "DW_CC_normal"
LINE_TABLES_ONLY = "LineTablesOnly"
FULL = "Full"
SP_FLAG_DEFINITION = "Definition"
SP_FLAG_OPTIMIZED = "Optimized"
DW_TAG_BASE_TYPE = "DW_TAG_base_type"

_DISTINCT_COUNTER = itertools.count()


@irdl_attr_definition
class DistinctAttr(ParametrizedAttribute):
    """`distinct[N]<>` over a unit attribute: a fresh identity for a distinct DI node."""

    name = "builtin.distinct"
    uid: IntAttr = param_def()

    def __init__(self) -> None:
        super().__init__(IntAttr(next(_DISTINCT_COUNTER)))

    def printed_id(self, printer: Printer) -> int:
        """DistinctState::getId: the printer numbers distinct attributes as it meets them."""
        ids = printer.__dict__.setdefault("_distinct_ids", {})
        return ids.setdefault(self.uid.data, len(ids))

    def print_text(self, printer: Printer) -> None:
        if getattr(printer, "collector", None) is not None:
            return
        printer.print_string(f"distinct[{self.printed_id(printer)}]<>")


@dataclass(frozen=True, init=False)
class _DIAttr(ParametrizedAttribute):
    """A DI attribute printed `#llvm.di_x<key = value, ...>`, aliased `#di_x`."""

    def asm_alias(self) -> str:
        return self.name.removeprefix("llvm.")

    def fields(self) -> list[tuple[str, object]]:
        """(key, value) pairs to print, in the assembly format's order."""
        raise NotImplementedError

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        for index, (key, value) in enumerate(self.fields()):
            if index:
                printer.print_string(", ")
            printer.print_string(f"{key} = ")
            _print_value(printer, value)
        printer.print_string(">")

    @classmethod
    def parse_fields(cls, parser: AttrParser) -> dict[str, object]:
        """`<key = value, ...>` with the keys `fields` prints; a value is `distinct[N]<>`,
        an attribute, a string, an integer, `true`/`false` or a keyword."""
        values: dict[str, object] = {}
        parser.parse_punctuation("<")
        while True:
            key = parser.parse_identifier()
            parser.parse_punctuation("=")
            values[key] = _parse_value(parser)
            if parser.parse_optional_punctuation(",") is None:
                break
        parser.parse_punctuation(">")
        return values


def _parse_value(parser: AttrParser) -> object:
    if parser.parse_optional_keyword("true") is not None:
        return True
    if parser.parse_optional_keyword("false") is not None:
        return False
    if (text := parser.parse_optional_str_literal()) is not None:
        return text
    if (number := parser.parse_optional_integer(allow_boolean=False)) is not None:
        return number
    if (word := parser.parse_optional_identifier()) is not None:
        if word != "distinct":
            return word
        parser.parse_punctuation("[")
        number = parser.parse_integer(allow_boolean=False, allow_negative=False)
        parser.parse_punctuation("]")
        parser.parse_punctuation("<")
        parser.parse_punctuation(">")
        table = parser.__dict__.setdefault("_distinct_attrs", {})
        return table.setdefault(number, DistinctAttr())
    return parser.parse_attribute()


def _print_value(printer: Printer, value: object) -> None:
    if isinstance(value, DistinctAttr):
        value.print_text(printer)
    elif isinstance(value, Attribute):
        printer.print_attribute(value)
    elif isinstance(value, str):
        printer.print_string(value)
    else:
        printer.print_string(str(value))


@irdl_attr_definition
class DIFileAttr(_DIAttr):
    """`#llvm.di_file<"name" in "directory">`."""

    name = "llvm.di_file"
    file_name: StringAttr = param_def()
    directory: StringAttr = param_def()

    def __init__(self, file_name: str, directory: str):
        super().__init__(StringAttr(file_name), StringAttr(directory))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{escape_string(self.file_name.data)} in {escape_string(self.directory.data)}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        file_name = parser.parse_str_literal()
        parser.parse_keyword("in")
        directory = parser.parse_str_literal()
        parser.parse_punctuation(">")
        return (StringAttr(file_name), StringAttr(directory))


@irdl_attr_definition
class DISubroutineTypeAttr(_DIAttr):
    """`#llvm.di_subroutine_type<callingConvention = DW_CC_normal>` (no types: Triton's)."""

    name = "llvm.di_subroutine_type"
    calling_convention: StringAttr = param_def()

    def __init__(self, calling_convention: str = DW_CC_NORMAL):
        super().__init__(StringAttr(calling_convention))

    def fields(self) -> list[tuple[str, object]]:
        return [("callingConvention", self.calling_convention.data)]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return (StringAttr(cls.parse_fields(parser).get("callingConvention", DW_CC_NORMAL)),)


@irdl_attr_definition
class DICompileUnitAttr(_DIAttr):
    name = "llvm.di_compile_unit"
    id: DistinctAttr = param_def()
    source_language: StringAttr = param_def()
    file: DIFileAttr = param_def()
    producer: StringAttr = param_def()
    is_optimized: IntAttr = param_def()
    emission_kind: StringAttr = param_def()

    def __init__(self, id_: DistinctAttr, file: DIFileAttr, producer: str, is_optimized: bool, emission_kind: str):
        super().__init__(
            id_, StringAttr(DW_LANG_C), file, StringAttr(producer), IntAttr(int(is_optimized)), StringAttr(emission_kind)
        )

    def fields(self) -> list[tuple[str, object]]:
        return [
            ("id", self.id),
            ("sourceLanguage", self.source_language.data),
            ("file", self.file),
            ("producer", escape_string(self.producer.data)),
            ("isOptimized", "true" if self.is_optimized.data else "false"),
            ("emissionKind", self.emission_kind.data),
        ]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        values = cls.parse_fields(parser)
        return (
            values["id"], StringAttr(values.get("sourceLanguage", DW_LANG_C)), values["file"],
            StringAttr(values.get("producer", "")), IntAttr(int(values.get("isOptimized", False))),
            StringAttr(values.get("emissionKind", FULL)),
        )  # fmt: skip


@irdl_attr_definition
class DISubprogramAttr(_DIAttr):
    """A function's scope; `id` and `compile_unit` are NoneAttr on a declaration."""

    name = "llvm.di_subprogram"
    id: Attribute = param_def()
    compile_unit: Attribute = param_def()
    scope: DIFileAttr = param_def()
    sub_name: StringAttr = param_def()
    linkage_name: StringAttr = param_def()
    file: DIFileAttr = param_def()
    line: IntAttr = param_def()
    scope_line: IntAttr = param_def()
    flags: StringAttr = param_def()  # "Definition|Optimized" or "Optimized"
    type: DISubroutineTypeAttr = param_def()

    def __init__(
        self, id_: DistinctAttr | None, compile_unit: DICompileUnitAttr | None, file: DIFileAttr, name: str,
        line: int, flags: str, type_: DISubroutineTypeAttr,
    ):  # fmt: skip
        super().__init__(
            id_ or NoneAttr(), compile_unit or NoneAttr(), file, StringAttr(name), StringAttr(name), file,
            IntAttr(line), IntAttr(line), StringAttr(flags), type_,
        )  # fmt: skip

    @property
    def is_definition(self) -> bool:
        return SP_FLAG_DEFINITION in self.flags.data.split("|")

    def fields(self) -> list[tuple[str, object]]:
        fields: list[tuple[str, object]] = []
        if not isinstance(self.id, NoneAttr):
            fields.append(("id", self.id))
        if not isinstance(self.compile_unit, NoneAttr):
            fields.append(("compileUnit", self.compile_unit))
        fields += [("scope", self.scope), ("name", escape_string(self.sub_name.data)),
                   ("linkageName", escape_string(self.linkage_name.data)), ("file", self.file)]  # fmt: skip
        if self.line.data:
            fields.append(("line", self.line.data))
        if self.scope_line.data:
            fields.append(("scopeLine", self.scope_line.data))
        flags = self.flags.data
        fields.append(("subprogramFlags", f'"{flags}"' if "|" in flags else flags))
        fields.append(("type", self.type))
        return fields

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        values = cls.parse_fields(parser)
        return (
            values.get("id", NoneAttr()), values.get("compileUnit", NoneAttr()), values["scope"],
            StringAttr(values["name"]), StringAttr(values.get("linkageName", values["name"])), values["file"],
            IntAttr(values.get("line", 0)), IntAttr(values.get("scopeLine", 0)),
            StringAttr(values.get("subprogramFlags", "")), values.get("type", DISubroutineTypeAttr()),
        )  # fmt: skip


@irdl_attr_definition
class DILexicalBlockFileAttr(_DIAttr):
    """The scope of a location inlined from another file (or function) into a subprogram."""

    name = "llvm.di_lexical_block_file"
    scope: DISubprogramAttr = param_def()
    file: DIFileAttr = param_def()
    discriminator: IntAttr = param_def()

    def __init__(self, scope: DISubprogramAttr, file: DIFileAttr, discriminator: int = 0):
        super().__init__(scope, file, IntAttr(discriminator))

    def fields(self) -> list[tuple[str, object]]:
        return [("scope", self.scope), ("file", self.file), ("discriminator", self.discriminator.data)]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        values = cls.parse_fields(parser)
        return (values["scope"], values["file"], IntAttr(values.get("discriminator", 0)))


@irdl_attr_definition
class DIBasicTypeAttr(_DIAttr):
    """`#llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32,
    encoding = DW_ATE_signed>`: a variable's type (sizeInBits 0 left out)."""

    name = "llvm.di_basic_type"
    tag: StringAttr = param_def()
    type_name: StringAttr = param_def()
    size_in_bits: IntAttr = param_def()
    encoding: StringAttr = param_def()

    def __init__(self, type_name: str, size_in_bits: int, encoding: str):
        super().__init__(StringAttr(DW_TAG_BASE_TYPE), StringAttr(type_name), IntAttr(size_in_bits), StringAttr(encoding))

    def fields(self) -> list[tuple[str, object]]:
        fields: list[tuple[str, object]] = [("tag", self.tag.data), ("name", escape_string(self.type_name.data))]
        if self.size_in_bits.data:
            fields.append(("sizeInBits", self.size_in_bits.data))
        return [*fields, ("encoding", self.encoding.data)]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        values = cls.parse_fields(parser)
        return (StringAttr(values.get("tag", DW_TAG_BASE_TYPE)), StringAttr(values.get("name", "")),
                IntAttr(values.get("sizeInBits", 0)), StringAttr(values.get("encoding", "")))  # fmt: skip


@irdl_attr_definition
class DILocalVariableAttr(_DIAttr):
    """`#llvm.di_local_variable<scope = ..., name = "x", file = ..., type = ...>`: a source
    variable of a subprogram (line, arg and alignment 0 and no flags: Triton's)."""

    name = "llvm.di_local_variable"
    scope: DISubprogramAttr = param_def()
    var_name: StringAttr = param_def()
    file: DIFileAttr = param_def()
    type: DIBasicTypeAttr = param_def()

    def __init__(self, scope: DISubprogramAttr, var_name: str, file: DIFileAttr, type_: DIBasicTypeAttr):
        super().__init__(scope, StringAttr(var_name), file, type_)

    def fields(self) -> list[tuple[str, object]]:
        return [("scope", self.scope), ("name", escape_string(self.var_name.data)), ("file", self.file), ("type", self.type)]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        values = cls.parse_fields(parser)
        return (values["scope"], StringAttr(values["name"]), values["file"], values["type"])


@irdl_attr_definition
class DIExpressionAttr(_DIAttr):
    """`#llvm.di_expression<>`: the empty location expression (the value itself)."""

    name = "llvm.di_expression"

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        parser.parse_punctuation(">")
        return ()


@irdl_op_definition
class DbgValueOp(IRDLOperation):
    """`llvm.intr.dbg.value #var = %v : type`: LLVM's `#dbg_value` record for `%v`."""

    name = "llvm.intr.dbg.value"
    value = operand_def()
    varInfo = prop_def(DILocalVariableAttr)
    locationExpr = prop_def(DIExpressionAttr)

    def __init__(self, value: SSAValue, variable: DILocalVariableAttr):
        super().__init__(operands=[value], properties={"varInfo": variable, "locationExpr": DIExpressionAttr()})

    @classmethod
    def parse(cls, parser: Parser) -> DbgValueOp:
        variable = parser.parse_attribute()
        parser.parse_punctuation("=")
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        value = parser.resolve_operand(operand, parser.parse_type())
        if not isinstance(variable, DILocalVariableAttr):
            parser.raise_error("expected a #llvm.di_local_variable")
        return cls(value, variable)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.varInfo)
        printer.print_string(" = ")
        printer.print_operand(self.value)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)


def fused_metadata(location: Attribute, kind: type) -> Attribute | None:
    """Location::findInstanceOf<FusedLocWith<kind>>: the metadata of the first fused location
    of the location tree (pre-order) whose metadata is a `kind`."""
    if isinstance(location, FusedLoc):
        if isinstance(location.metadata, kind):
            return location.metadata
        children = location.locations.data
    elif isinstance(location, NameLoc):
        children = (location.location,)
    elif isinstance(location, CallSiteLoc):
        children = (location.callee, location.caller)
    else:
        return None
    for child in children:
        if (found := fused_metadata(child, kind)) is not None:
            return found
    return None


DEBUG_ATTRIBUTES = [
    DIFileAttr, DISubroutineTypeAttr, DICompileUnitAttr, DISubprogramAttr, DILexicalBlockFileAttr, DIBasicTypeAttr,
    DILocalVariableAttr, DIExpressionAttr,
]  # fmt: skip
DEBUG_OPS = [DbgValueOp]
