"""MLIR ODS declarative assembly formats, interpreted at run time.

Upstream ops declare their syntax as an `assemblyFormat` string; MLIR's tablegen
(OpFormatGen) turns it into a C++ printer and parser. ttopt ops declare the same
string and this module prints and parses it, with OpFormatGen's rules:

- the spacing between elements is decided statically, element by element, with
  the same `shouldEmitSpace` / `lastWasPunctuation` state machine;
- `attr-dict` prints every attribute and property that no other element prints
  and that is not at its default value, in sorted order;
- attribute variables print in the style of their ODS constraint (an enum as its
  keyword, `I32Attr` without its type, a dialect attribute in full or stripped);
- `type($x)` of a dialect type that the constraint fixes prints stripped of its
  `!dialect.name` prefix unless wrapped in `qualified(...)`;
- ODS constraint objects on the op's definitions (ttopt.dialects.constraints) drive
  ODS's parse-time checks: a `type($x)` must parse to its constraint's `cpp_type`,
  an operand the format gives no type gets its constraint's `buildable_type`, and a
  property set through the attr-dict must satisfy its constraint.

Types that the format does not spell (MLIR's type-inference traits) come from the
op's `infer_format_types(state)` hook.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, NoReturn

from xdsl.dialects.builtin import (
    BoolAttr,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    i32,
)
from xdsl.ir import Attribute, Block, ParametrizedAttribute, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    OptionalDef,
    VariadicDef,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException

from ttopt.ir.printer import print_attribute_text
from ttopt.support.class_tests import is_subclass

# -- format elements ------------------------------------------------------------


@dataclass
class Literal:
    text: str


@dataclass
class Whitespace:
    text: str  # " ", "" or "\\n"


@dataclass
class Var:
    name: str
    kind: str = ""  # operand, result, attr, region, successor (resolved later)


@dataclass
class AttrDict:
    with_keyword: bool


@dataclass
class PropDict:
    pass


@dataclass
class TypeOf:
    arg: Any  # Var, Operands or Results
    qualified: bool = False


@dataclass
class FunctionalType:
    inputs: Any
    outputs: Any


@dataclass
class Operands:
    pass


@dataclass
class Results:
    pass


@dataclass
class Regions:
    pass


@dataclass
class Successors:
    pass


@dataclass
class Qualified:
    inner: Var


@dataclass
class Ref:
    inner: Any


@dataclass
class Custom:
    name: str
    args: list[Any]


@dataclass
class OptionalGroup:
    then: list[Any]
    else_: list[Any]
    anchor: Any


@dataclass
class OIList:
    clauses: list[tuple[Literal, list[Any]]]


# -- attribute styles: how an attribute variable prints in a custom format --------


class AttrStyle:
    """Full `printAttribute` / `parseAttribute` (the default)."""

    def print(self, printer: Printer, attr: Attribute) -> None:
        printer.print_attribute(attr)

    def parse(self, parser: Parser) -> Attribute:
        return parser.parse_attribute()

    def parse_optional(self, parser: Parser) -> Attribute | None:
        return parser.parse_optional_attribute()


@dataclass(frozen=True)
class IntStyle(AttrStyle):
    """A buildable integer attribute (I32Attr, I64Attr, ...): printed without type."""

    type: Attribute = i32

    def print(self, printer, attr):
        printer.print_string(str(attr.value.data))

    def parse(self, parser):
        at = parser.pos
        return self._attr(parser, parser.parse_integer(), at)

    def parse_optional(self, parser):
        at = parser.pos
        value = parser.parse_optional_integer()
        return None if value is None else self._attr(parser, value, at)

    def _attr(self, parser, value: int, at: int) -> IntegerAttr:
        try:
            return IntegerAttr(value, self.type)
        except VerifyException:
            parser.raise_error("integer constant out of range for attribute", at_position=at)


@dataclass(frozen=True)
class BoolStyle(AttrStyle):
    def print(self, printer, attr):
        printer.print_string("true" if attr.value.data else "false")

    def parse(self, parser):
        value = parser.parse_optional_boolean()
        if value is None:
            parser.raise_error("expected 'true' or 'false'")
        return BoolAttr(value, IntegerType(1))

    def parse_optional(self, parser):
        value = parser.parse_optional_boolean()
        return None if value is None else BoolAttr(value, IntegerType(1))


@dataclass(frozen=True)
class FloatStyle(AttrStyle):
    type: Attribute = None  # type: ignore[assignment]

    def print(self, printer, attr):
        printer.print_float_attr_value(attr)

    def parse(self, parser):
        value = parser.parse_float()
        return FloatAttr(value, self.type)


@dataclass(frozen=True)
class StrStyle(AttrStyle):
    def print(self, printer, attr):
        printer.print_string_literal(attr.data)

    def parse(self, parser):
        return StringAttr(parser.parse_str_literal())

    def parse_optional(self, parser):
        value = parser.parse_optional_str_literal()
        return None if value is None else StringAttr(value)


@dataclass(frozen=True)
class EnumStyle(AttrStyle):
    """An integer enum (I32EnumAttr and friends) printed as its keyword."""

    spellings: tuple[str, ...] | dict[int, str] = ()
    type: Attribute = i32

    def _by_value(self) -> dict[int, str]:
        if isinstance(self.spellings, dict):
            return self.spellings
        return dict(enumerate(self.spellings))

    def print(self, printer, attr):
        printer.print_string(self._by_value()[attr.value.data])

    def parse(self, parser):
        attr = self.parse_optional(parser)
        if attr is None:
            token = parser._current_token.text
            if token.startswith('"'):
                raise _EnumStringInvalid(token[1:-1])
            raise _EnumKeywordExpected(list(self._by_value().values()))
        return attr

    def parse_optional(self, parser):
        # MLIR's enum parser takes a bare keyword or the same text as a string literal.
        by_spelling = {spelling: value for value, spelling in self._by_value().items()}
        token = parser._current_token.text
        word = token[1:-1] if token.startswith('"') else token
        if word not in by_spelling:
            return None
        parser._consume_token()
        return IntegerAttr(by_spelling[word], self.type)


class _EnumKeywordExpected(Exception):
    def __init__(self, spellings: list[str]):
        super().__init__(spellings)
        self.spellings = spellings


class _EnumStringInvalid(Exception):
    """A string literal that names no case of the enum."""

    def __init__(self, text: str):
        super().__init__(text)
        self.text = text


@dataclass(frozen=True)
class DenseArrayStyle(AttrStyle):
    """A DenseI32ArrayAttr variable: printed as `[1, 2]`."""

    element_type: Attribute = i32

    def print(self, printer, attr):
        printer.print_string("[" + ", ".join(str(v) for v in attr.get_values()) + "]")

    def parse(self, parser):
        values = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
        return DenseArrayBase.from_list(self.element_type, values)


@dataclass(frozen=True)
class StrippedStyle(AttrStyle):
    """A variable whose constraint is one dialect attribute: its name is not printed."""

    attr_class: type[ParametrizedAttribute] = None  # type: ignore[assignment]

    def print(self, printer, attr):
        printer.print_stripped(attr)

    def parse(self, parser):
        if parser._current_token.kind.name == "HASH_IDENT":
            return parser.parse_attribute()
        return self.attr_class.new(self.attr_class.parse_parameters(parser))


# -- the format string ------------------------------------------------------------

_TOKEN = re.compile(
    r"\s*(?:(`[^`]*`)|(\$[A-Za-z_][A-Za-z0-9_]*)|(custom<[A-Za-z0-9_]+>)|([A-Za-z_][A-Za-z0-9_-]*)|(.))"
)


def _tokenize(text: str) -> list[str]:
    tokens: list[str] = []
    pos = 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None or match.end() == pos:
            break
        tokens.append(next(g for g in match.groups() if g is not None))
        pos = match.end()
    return [t for t in tokens if t.strip()]


class _FormatParser:
    def __init__(self, text: str):
        self.tokens = _tokenize(text)
        self.pos = 0
        self.text = text

    def peek(self) -> str | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise ValueError(f"assembly format '{self.text}': expected {expected!r}, got {token!r}")
        self.pos += 1
        return token

    def elements(self, stop: tuple[str, ...] = ()) -> list[Any]:
        result = []
        while (token := self.peek()) is not None and token not in stop:
            result.append(self.element())
        return result

    def element(self) -> Any:
        token = self.take()
        if token.startswith("`"):
            literal = token[1:-1]
            if literal in (" ", "", "\\n"):
                return Whitespace(literal)
            return Literal(literal)
        if token.startswith("$"):
            var = Var(token[1:])
            if self.peek() == "^":
                self.take()
                return ("anchor", var)
            return var
        if token.startswith("custom<"):
            return Custom(token[len("custom<") : -1], self.arguments())
        if token == "(":
            return self.optional_group()
        directive = self.directive(token)
        if self.peek() == "^":
            self.take()
            return ("anchor", directive)
        return directive

    def arguments(self) -> list[Any]:
        self.take("(")
        args = []
        while self.peek() != ")":
            args.append(self.element())
            if self.peek() == ",":
                self.take()
        self.take(")")
        return [_unanchor(a)[0] for a in args]

    def directive(self, name: str) -> Any:
        if name == "attr-dict":
            return AttrDict(False)
        if name == "attr-dict-with-keyword":
            return AttrDict(True)
        if name == "prop-dict":
            return PropDict()
        if name == "operands":
            return Operands()
        if name == "results":
            return Results()
        if name == "regions":
            return Regions()
        if name == "successors":
            return Successors()
        if name == "type":
            (arg,) = self.arguments()
            return TypeOf(arg)
        if name == "qualified":
            (arg,) = self.arguments()
            if isinstance(arg, TypeOf):
                return TypeOf(arg.arg, qualified=True)
            return Qualified(arg)
        if name == "functional-type":
            inputs, outputs = self.arguments()
            return FunctionalType(inputs, outputs)
        if name == "ref":
            (arg,) = self.arguments()
            return Ref(arg)
        if name == "oilist":
            return self.oilist()
        raise ValueError(f"assembly format '{self.text}': unknown directive '{name}'")

    def optional_group(self) -> Any:
        then, anchor = self._group_body()
        self.take(")")
        else_: list[Any] = []
        if self.peek() == ":":
            self.take()
            self.take("(")
            else_, _ = self._group_body()
            self.take(")")
        self.take("?")
        if anchor is None:
            raise ValueError(f"assembly format '{self.text}': optional group without anchor")
        return OptionalGroup(then, else_, anchor)

    def _group_body(self) -> tuple[list[Any], Any]:
        elements, anchor = [], None
        for element in self.elements(stop=(")",)):
            element, is_anchor = _unanchor(element)
            if is_anchor:
                anchor = element
            elements.append(element)
        return elements, anchor

    def oilist(self) -> OIList:
        self.take("(")
        clauses = []
        while True:
            keyword = self.take()
            if not keyword.startswith("`"):
                raise ValueError(f"assembly format '{self.text}': oilist clause must start with a keyword")
            clause = [_unanchor(e)[0] for e in self.elements(stop=("|", ")"))]
            clauses.append((Literal(keyword[1:-1]), clause))
            if self.take() == ")":
                return OIList(clauses)


def _unanchor(element: Any) -> tuple[Any, bool]:
    if isinstance(element, tuple) and element[0] == "anchor":
        return element[1], True
    if isinstance(element, TypeOf) and isinstance(element.arg, tuple):
        return TypeOf(element.arg[1], element.qualified), True
    return element, False


# -- static spacing (OpFormatGen's genLiteralPrinter / genElementPrinter) ----------


def _space_before_literal(text: str, last_was_punctuation: bool) -> bool:
    if len(text) != 1 and text != "->":
        return True
    if last_was_punctuation:
        return text[0] not in ">)}],"
    return text[0] not in "<>(){}[],"


@dataclass
class _Spacing:
    """Per-element decision: print a space before it?"""

    decisions: dict[int, bool] = field(default_factory=dict)
    should_emit_space: bool = True
    last_was_punctuation: bool = False

    def walk(self, elements: Sequence[Any], elided: Any = None) -> None:
        for element in elements:
            if element is elided:
                continue
            self.visit(element)

    def visit(self, element: Any) -> None:
        if isinstance(element, Literal):
            self.decisions[id(element)] = self.should_emit_space and _space_before_literal(
                element.text, self.last_was_punctuation
            )
            self.should_emit_space = len(element.text) != 1 or element.text[0] not in "<({["
            self.last_was_punctuation = element.text[0] != "_" and not element.text[0].isalpha()
        elif isinstance(element, Whitespace):
            if element.text != "\\n":
                self.last_was_punctuation = element.text == ""
                self.should_emit_space = False
        elif isinstance(element, OptionalGroup):
            elided = _elided_unit_anchor(element)
            self.walk(element.then, elided)
            self.walk(element.else_, elided)
        elif isinstance(element, OIList):
            for keyword, clause in element.clauses:
                self.visit(keyword)
                self.walk(clause)
        elif isinstance(element, AttrDict):
            self.last_was_punctuation = False
        else:
            self.decisions[id(element)] = self.should_emit_space or not self.last_was_punctuation
            self.last_was_punctuation = False
            self.should_emit_space = True


def _elided_unit_anchor(group: OptionalGroup) -> Any:
    anchor = group.anchor
    if (
        isinstance(anchor, Var)
        and anchor.kind == "attr"
        and getattr(anchor, "is_unit", False)
        and anchor is not group.then[0]
        and (not group.else_ or anchor is not group.else_[0])
    ):
        return anchor
    return None


# -- the interpreter ---------------------------------------------------------------


@dataclass
class FormatState:
    """What a parse collected, by variable name, before the op is built."""

    operands: dict[str, list[UnresolvedOperand]] = field(default_factory=dict)
    types: dict[str, list[Attribute]] = field(default_factory=dict)
    attributes: dict[str, Attribute] = field(default_factory=dict)
    regions: dict[str, list[Region]] = field(default_factory=dict)
    successors: dict[str, list[Block]] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)
    op_class: type | None = None
    parser: Parser | None = None
    name_position: int = 0
    """Where the op's name starts (ODS parsers report some errors there)."""

    def type_of(self, name: str) -> Attribute:
        return self.types[name][0]

    def has_type(self, name: str) -> bool:
        return name in self.types

    def error(self, message: str, position: int | None = None) -> NoReturn:
        """Raise an error as ODS-generated parsers emit it: `custom op 'NAME' message`."""
        assert self.parser is not None and self.op_class is not None
        where = self.name_position if position is None else position
        self.parser.raise_error(f"custom op '{self.op_class.name}' {message}", at_position=where)

    def verify_type(self, name: str, constraint: Callable[[Attribute], bool]) -> None:
        """ODS checks a variable's parsed type before deriving other types from it.

        `constraint` is a type predicate with a `summary` (the text ODS quotes).
        """
        for type_ in self.types.get(name, []):
            if not constraint(type_):

                self.error(f"'{name}' must be {constraint.summary}, but got '{print_attribute_text(type_)}'")


class OpFormat:
    """A compiled assembly format for one op class."""

    def __init__(
        self,
        op_class: type,
        text: str,
        *,
        styles: dict[str, AttrStyle] | None = None,
        stripped_types: dict[str, type] | None = None,
        unit_attrs: tuple[str, ...] = (),
        implicit_terminator: type | None = None,
        infer: Callable[[FormatState], None] | None = None,
    ):
        self.op_class = op_class
        self.text = text
        self.styles = styles or {}
        self.stripped_types = stripped_types or {}
        self.unit_attrs = unit_attrs
        self.implicit_terminator = implicit_terminator
        self.infer = infer
        self.op_def = op_class.get_irdl_definition()
        self.elements = _FormatParser(text).elements()
        self._operand_defs = dict(self.op_def.operands)
        self._result_defs = dict(self.op_def.results)
        self._region_names = [name for name, _ in self.op_def.regions]
        self._successor_names = [name for name, _ in self.op_def.successors]
        self._classify(self.elements)
        spacing = _Spacing()
        spacing.walk(self.elements)
        self._space = spacing.decisions
        self._in_format = self._attribute_vars(self.elements)
        self._print_steps = [step for step in map(self._print_step, self.elements) if step is not None]

    # classification of `$name` ---------------------------------------------------

    def _classify(self, elements: Sequence[Any]) -> None:
        for element in elements:
            for var in _vars_in(element):
                var.kind = self._kind_of(var.name)
                if var.kind == "attr":
                    var.is_unit = self._is_unit_attr(var.name)

    def _kind_of(self, name: str) -> str:
        if name in self._operand_defs:
            return "operand"
        if name in self._result_defs:
            return "result"
        if name in self._region_names:
            return "region"
        if name in self._successor_names:
            return "successor"
        if name in self.op_def.properties or name in self.op_def.attributes:
            return "attr"
        raise ValueError(f"{self.op_def.name}: format variable '${name}' is not an operand, result, attribute, region or successor")

    def _is_unit_attr(self, name: str) -> bool:
        return name in self.unit_attrs

    def _attribute_vars(self, elements: Sequence[Any]) -> set[str]:
        names: set[str] = set()
        for element in elements:
            for var in _vars_in(element):
                if var.kind == "attr":
                    names.add(var.name)
        return names

    def _style(self, name: str) -> AttrStyle:
        return self.styles.get(name, _FULL)

    # printing ---------------------------------------------------------------------

    def print(self, op, printer: Printer) -> None:
        for step in self._print_steps:
            step(op, printer)

    def _print_step(self, element: Any) -> Callable[[Any, Printer], None] | None:
        """What _print_element does with a top-level element, decided once per op class: the
        interpreter's questions (which kind of element, spaced or not, which kind of variable)
        cost more than printing most elements, and every op of every printed module asks them.
        None for an element that prints nothing; optional groups and oilists go through the
        interpreter."""
        if isinstance(element, Literal):
            spaced = self._space.get(id(element))
            if spaced is None:  # as the interpreter, which would fail on it at print time
                return partial(self._print_element, element=element)
            text = (" " if spaced else "") + element.text
            return lambda op, printer: printer.print_string(text)
        if isinstance(element, Whitespace):
            text = {" ": " ", "\\n": "\n"}.get(element.text)
            return None if text is None else (lambda op, printer: printer.print_string(text))
        if isinstance(element, OptionalGroup | OIList):
            return partial(self._print_element, element=element)
        if isinstance(element, AttrDict):
            with_keyword = element.with_keyword
            return lambda op, printer: self._print_attr_dict(op, printer, with_keyword)
        if isinstance(element, PropDict):
            return lambda op, printer: printer.print_op_properties(op)
        value = self._value_step(element)
        if not self._space.get(id(element), False):
            return value

        def spaced_value(op, printer: Printer) -> None:
            printer.print_string(" ")
            value(op, printer)

        return spaced_value

    def _value_step(self, element: Any) -> Callable[[Any, Printer], None]:
        """_print_value_element for one element, variables going straight to _print_var."""
        if isinstance(element, Var):
            return partial(self._print_var, var=element)
        return partial(self._print_value_element, element=element)

    def _print_element(self, op, printer: Printer, element: Any, elided: Any = None) -> None:
        if element is elided:
            return
        if isinstance(element, Literal):
            printer.print_string((" " if self._space[id(element)] else "") + element.text)
            return
        if isinstance(element, Whitespace):
            if element.text == " ":
                printer.print_string(" ")
            elif element.text == "\\n":
                printer.print_string("\n")
            return
        if isinstance(element, OptionalGroup):
            branch = element.then if self._present(op, element.anchor) else element.else_
            unit_anchor = _elided_unit_anchor(element)
            for child in branch:
                self._print_element(op, printer, child, unit_anchor)
            return
        if isinstance(element, OIList):
            for keyword, clause in element.clauses:
                if all(self._present(op, v) for v in _vars_in_list(clause)):
                    self._print_element(op, printer, keyword)
                    for child in clause:
                        self._print_element(op, printer, child)
            return
        if isinstance(element, AttrDict):
            self._print_attr_dict(op, printer, element.with_keyword)
            return
        if isinstance(element, PropDict):
            printer.print_op_properties(op)
            return
        if self._space.get(id(element), False):
            printer.print_string(" ")
        self._print_value_element(op, printer, element)

    def _print_value_element(self, op, printer: Printer, element: Any) -> None:
        if isinstance(element, Var):
            self._print_var(op, printer, element)
        elif isinstance(element, Qualified):
            printer.print_attribute(self._attr(op, element.inner.name))
        elif isinstance(element, TypeOf):
            types = self._types_of(op, element.arg)
            printer.print_list(types, lambda t: self._print_type(printer, t, element))
        elif isinstance(element, FunctionalType):
            printer.print_function_type(
                self._types_of(op, element.inputs), self._types_of(op, element.outputs)
            )
        elif isinstance(element, Operands):
            printer.print_list(op.operands, printer.print_operand)
        elif isinstance(element, Regions):
            printer.print_list(op.regions, printer.print_region)
        elif isinstance(element, Successors):
            printer.print_list(op.successors, printer.print_block_name)
        elif isinstance(element, Custom):
            getattr(self.op_class, f"print_{element.name}")(
                op, printer, *[self._custom_arg(op, a) for a in element.args]
            )
        else:
            raise TypeError(f"cannot print format element {element!r}")

    def _print_type(self, printer: Printer, type_: Attribute, element: TypeOf) -> None:
        stripped = (
            not element.qualified
            and isinstance(element.arg, Var)
            and element.arg.name in self.stripped_types
        )
        if stripped:
            printer.print_stripped(type_)
        else:
            printer.print_attribute(type_)

    def _print_var(self, op, printer: Printer, var: Var) -> None:
        if var.kind == "operand":
            printer.print_list(self._operands(op, var.name), printer.print_operand)
        elif var.kind == "attr":
            attr = self._attr(op, var.name)
            if attr is not None:
                self._style(var.name).print(printer, attr)
        elif var.kind == "region":
            implicit = self.implicit_terminator is not None
            for region in self._regions(op, var.name):
                printer.print_region(region, print_entry_block_args=True, print_block_terminators=not implicit)
        elif var.kind == "successor":
            printer.print_list(self._successors(op, var.name), printer.print_block_name)
        else:
            raise TypeError(f"cannot print variable ${var.name} of kind {var.kind}")

    def _print_attr_dict(self, op, printer: Printer, with_keyword: bool) -> None:
        values = {**op.properties, **op.attributes}
        elided = set(self._in_format) | {"operandSegmentSizes", "resultSegmentSizes"}
        for name, attr in values.items():
            default = self._default(name)
            if default is not None and attr == default:
                elided.add(name)
        printer.print_op_attributes(values, reserved_attr_names=elided, print_keyword=with_keyword)

    def _default(self, name: str) -> Attribute | None:
        definition = self.op_def.properties.get(name) or self.op_def.attributes.get(name)
        return None if definition is None else definition.default_value

    # accessors ----------------------------------------------------------------------

    def _operands(self, op, name: str) -> Sequence[SSAValue]:
        value = getattr(op, name)
        if value is None:
            return ()
        return value if is_subclass(type(value), Sequence) else (value,)

    def _results(self, op, name: str) -> Sequence[SSAValue]:
        value = getattr(op, name)
        if value is None:
            return ()
        return value if is_subclass(type(value), Sequence) else (value,)

    def _regions(self, op, name: str) -> Sequence[Region]:
        value = getattr(op, name)
        return value if is_subclass(type(value), Sequence) else (value,)

    def _successors(self, op, name: str) -> Sequence[Block]:
        value = getattr(op, name)
        return value if isinstance(value, Sequence) else (value,)

    def _attr(self, op, name: str) -> Attribute | None:
        return op.properties.get(name, op.attributes.get(name))

    def _types_of(self, op, arg: Any) -> list[Attribute]:
        if isinstance(arg, Operands):
            return [o.type for o in op.operands]
        if isinstance(arg, Results):
            return [r.type for r in op.results]
        if arg.kind == "operand":
            return [o.type for o in self._operands(op, arg.name)]
        if arg.kind == "result":
            return [r.type for r in self._results(op, arg.name)]
        raise TypeError(f"type(${arg.name}) of a {arg.kind}")

    def _present(self, op, element: Any) -> bool:
        if isinstance(element, TypeOf):
            element = element.arg
        if isinstance(element, Var):
            if element.kind == "operand":
                return len(self._operands(op, element.name)) > 0
            if element.kind == "result":
                return len(self._results(op, element.name)) > 0
            if element.kind == "attr":
                attr = self._attr(op, element.name)
                if attr is None:
                    return False
                if is_subclass(type(attr), UnitAttr):
                    return True
                if is_subclass(type(attr), IntegerAttr) and element.name in self.unit_attrs:
                    return bool(attr.value.data)
                default = self._default(element.name)
                return default is None or attr != default
            if element.kind == "region":
                return any(r.blocks for r in self._regions(op, element.name))
            if element.kind == "successor":
                return len(self._successors(op, element.name)) > 0
        if isinstance(element, Literal):
            return True
        if isinstance(element, Custom):
            return any(self._present(op, a) for a in element.args)
        return True

    def _custom_arg(self, op, arg: Any) -> Any:
        if isinstance(arg, Ref):
            arg = arg.inner
        if isinstance(arg, Var):
            if arg.kind == "operand":
                return self._single_or_list(self._operands(op, arg.name), arg.name, self._operand_defs)
            if arg.kind == "result":
                return self._single_or_list(self._results(op, arg.name), arg.name, self._result_defs)
            if arg.kind == "attr":
                return self._attr(op, arg.name)
            if arg.kind == "region":
                regions = self._regions(op, arg.name)
                return regions[0] if len(regions) == 1 else regions
            if arg.kind == "successor":
                return self._successors(op, arg.name)
        if isinstance(arg, TypeOf):
            types = self._types_of(op, arg.arg)
            if isinstance(arg.arg, Var):
                return self._single_or_list(types, arg.arg.name, {**self._operand_defs, **self._result_defs})
            return types
        if isinstance(arg, AttrDict):
            return {**op.properties, **op.attributes}
        return arg

    @staticmethod
    def _single_or_list(values: Sequence[Any], name: str, defs: dict) -> Any:
        definition = defs.get(name)
        if definition is not None and isinstance(definition, VariadicDef) and not isinstance(definition, OptionalDef):
            return list(values)
        return values[0] if values else None

    # parsing --------------------------------------------------------------------------

    def parse(self, parser: Parser):
        name_position = getattr(parser, "_op_name_start", parser._current_token.span.start)
        state = FormatState(op_class=self.op_class, parser=parser, name_position=name_position)
        for element in self.elements:
            self._parse_element(parser, state, element)
        if self.infer is not None:
            self.infer(state)
        self._infer_buildable_types(state)
        return self._build(parser, state)

    def _infer_buildable_types(self, state: FormatState) -> None:
        """Operands the format gives no type get their constraint's buildable type (ODS: `I32`)."""
        for name, definition in self.op_def.operands:
            buildable = getattr(value_constraint(definition), "buildable_type", None)
            if buildable is not None and name not in state.types and name in state.operands:
                state.types[name] = [buildable] * len(state.operands[name])

    def _parse_element(self, parser: Parser, state: FormatState, element: Any) -> None:
        if isinstance(element, Literal):
            self._parse_literal(parser, element.text)
        elif isinstance(element, Whitespace):
            return
        elif isinstance(element, OptionalGroup):
            self._parse_optional_group(parser, state, element)
        elif isinstance(element, OIList):
            self._parse_oilist(parser, state, element)
        elif isinstance(element, AttrDict):
            start = parser._current_token.span.start
            attrs = (
                parser.parse_optional_attr_dict_with_keyword()
                if element.with_keyword
                else parser.parse_optional_attr_dict()
            )
            if attrs is not None:
                data = attrs.data if hasattr(attrs, "data") else attrs
                for name in data:
                    if name in state.attributes:
                        parser.raise_error(f"attribute '{name}' occurs more than once in the attribute list")
                self._verify_inherent_attrs(state, data, start)
                state.attributes.update(data)
        elif isinstance(element, PropDict):
            state.attributes.update(parser.parse_optional_properties_dict())
        else:
            self._parse_value_element(parser, state, element)

    def _verify_inherent_attrs(self, state: FormatState, attrs: dict[str, Attribute], position: int) -> None:
        """Properties set through the attr-dict must satisfy their constraint (those that carry a `summary`)."""
        for name in sorted(attrs):
            definition = self.op_def.properties.get(name)
            constraint = None if definition is None else definition.constr
            summary = getattr(constraint, "summary", None)
            if summary is not None and not constraint.verifies(attrs[name]):
                state.error(f"'{self.op_def.name}' op attribute '{name}' failed to satisfy constraint: {summary}", position)

    def _parse_literal(self, parser: Parser, text: str) -> None:
        if text.replace("_", "").isalnum():
            parser.parse_keyword(text)
        else:
            parser.parse_punctuation(text)

    def _parse_optional_literal(self, parser: Parser, text: str) -> bool:
        if text.replace("_", "").isalnum():
            return parser.parse_optional_keyword(text) is not None
        return parser.parse_optional_punctuation(text) is not None

    def _parse_value_element(self, parser: Parser, state: FormatState, element: Any) -> None:
        if isinstance(element, Var):
            self._parse_var(parser, state, element)
        elif isinstance(element, Qualified):
            state.attributes[element.inner.name] = parser.parse_attribute()
        elif isinstance(element, TypeOf):
            self._bind_types(state, element.arg, self._parse_types(parser, state, element))
        elif isinstance(element, FunctionalType):
            function_type = parser.parse_function_type()
            self._bind_types(state, element.inputs, list(function_type.inputs.data))
            self._bind_types(state, element.outputs, list(function_type.outputs.data))
        elif isinstance(element, Operands):
            state.operands["$operands"] = self._parse_operand_list(parser)
        elif isinstance(element, Regions):
            state.regions["$regions"] = parser.parse_region_list()
        elif isinstance(element, Successors):
            state.successors["$successors"] = parser.parse_successors()
        elif isinstance(element, Custom):
            getattr(self.op_class, f"parse_{element.name}")(parser, state, *element.args)
        else:
            raise TypeError(f"cannot parse format element {element!r}")

    def _parse_types(self, parser: Parser, state: FormatState, element: TypeOf) -> list[Attribute]:
        """`type($x)`: a type of the kind the constraint's C++ type allows (`parseCustomTypeWithFallback`).

        A type printed stripped (`<f16>`) may also be written in full (`!tt.ptr<f16>`).
        `qualified(type($x))` parses any type (ODS emits a plain `parseType`): its kind is
        left to the verifier.
        """
        stripped_class = None
        if not element.qualified and isinstance(element.arg, Var):
            stripped_class = self.stripped_types.get(element.arg.name)
        cpp_type = None if element.qualified else self._cpp_type(element.arg)

        def checked(type_: Attribute, start: int) -> Attribute:
            if cpp_type is not None and not isinstance(type_, cpp_type):

                state.error(
                    f"invalid kind of type specified: expected {_kind_name(cpp_type)}, "
                    f"but found '{print_attribute_text(type_)}'",
                    start,
                )
            return type_

        def one() -> Attribute:
            start = parser._current_token.span.start
            if stripped_class is not None and not parser._current_token.text.startswith("!"):
                return stripped_class.new(stripped_class.parse_parameters(parser))
            return checked(parser.parse_type(), start)

        def optional_one() -> Attribute | None:
            if stripped_class is not None and parser._current_token.text == "<":
                return one()
            start = parser._current_token.span.start
            type_ = parser.parse_optional_type()
            return None if type_ is None else checked(type_, start)

        if not self._is_variadic(element.arg):
            return [one()]
        first = optional_one()
        if first is None:
            return []
        types = [first]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(one())
        return types

    def _cpp_type(self, arg: Any) -> type | None:
        """The class a `type($x)` must parse to: its constraint's `cpp_type`, if it declares one."""
        if not isinstance(arg, Var):
            return None
        definition = self._operand_defs.get(arg.name) or self._result_defs.get(arg.name)
        return getattr(value_constraint(definition), "cpp_type", None)

    def _is_variadic(self, arg: Any) -> bool:
        """A list-valued variable (an Optional one holds at most one value and parses as one)."""
        if isinstance(arg, Operands | Results):
            return True
        definition = self._operand_defs.get(arg.name) or self._result_defs.get(arg.name)
        kind = type(definition)
        return is_subclass(kind, VariadicDef) and not is_subclass(kind, OptionalDef)

    def _bind_types(self, state: FormatState, arg: Any, types: list[Attribute]) -> None:
        if isinstance(arg, Operands):
            state.types["$operands"] = types
        elif isinstance(arg, Results):
            state.types["$results"] = types
        else:
            state.types[arg.name] = types

    def _parse_var(self, parser: Parser, state: FormatState, var: Var) -> None:
        if var.kind == "operand":
            if self._is_variadic(var):
                state.operands[var.name] = self._parse_operand_list(parser)
            elif is_subclass(type(self._operand_defs.get(var.name)), OptionalDef):
                # ODS parses an Optional operand with parseOptionalOperand wherever it stands
                # (`tt.load %p, : ...` leaves out the mask after its comma).
                operand = parser.parse_optional_unresolved_operand()
                state.operands[var.name] = [] if operand is None else [operand]
            else:
                state.operands[var.name] = [parser.parse_unresolved_operand()]
        elif var.kind == "attr":
            state.attributes[var.name] = self._parse_attribute_var(parser, var.name)
        elif var.kind == "region":
            state.regions[var.name] = [parser.parse_region()]
        elif var.kind == "successor":
            state.successors[var.name] = [parser.parse_successor()]
        else:
            raise TypeError(f"cannot parse ${var.name} ({var.kind})")

    def _parse_attribute_var(self, parser: Parser, name: str) -> Attribute:
        """Parse `$name`; errors carry MLIR's `custom op 'x'` prefix, as ODS parsers emit them."""
        start = parser._current_token.span.start
        try:
            return self._style(name).parse(parser)
        except _EnumKeywordExpected as error:
            parser.raise_error(
                f"custom op '{self.op_def.name}' expected string or keyword containing one of the following "
                f"enum values for attribute '{name}' [{', '.join(error.spellings)}]",
                at_position=start,
            )
        except _EnumStringInvalid as error:
            parser.raise_error(
                f'custom op \'{self.op_def.name}\' invalid {name} attribute specification: "{error.text}"',
                at_position=start,
            )
        except ParseError as error:
            if error.msg.startswith("custom op "):
                raise
            raise ParseError(error.span, f"custom op '{self.op_def.name}' {error.msg}") from None

    def _parse_operand_list(self, parser: Parser) -> list[UnresolvedOperand]:
        first = parser.parse_optional_unresolved_operand()
        if first is None:
            return []
        operands = [first]
        while parser.parse_optional_punctuation(",") is not None:
            operands.append(parser.parse_unresolved_operand())
        return operands

    def _parse_optional_group(self, parser: Parser, state: FormatState, group: OptionalGroup) -> None:
        first = group.then[0]
        if self._parse_group_start(parser, state, first):
            rest = group.then[1:]
            if isinstance(group.anchor, Var) and group.anchor.kind == "attr" and _elided_unit_anchor(group) is group.anchor:
                state.attributes[group.anchor.name] = UnitAttr()
                rest = [e for e in rest if e is not group.anchor]
            for element in rest:
                self._parse_element(parser, state, element)
        else:
            for element in group.else_:
                self._parse_element(parser, state, element)

    def _parse_group_start(self, parser: Parser, state: FormatState, element: Any) -> bool:
        """Try the first element of an optional group; True if it was there."""
        if isinstance(element, Literal):
            return self._parse_optional_literal(parser, element.text)
        if isinstance(element, Var) and element.kind == "operand":
            if parser._current_token.text.startswith("%"):
                self._parse_var(parser, state, element)
                return True
            return False
        if isinstance(element, Var) and element.kind == "attr":
            attr = self._style(element.name).parse_optional(parser)
            if attr is None:
                return False
            state.attributes[element.name] = attr
            return True
        if isinstance(element, Var) and element.kind == "region":
            region = parser.parse_optional_region()
            if region is None:
                return False
            state.regions[element.name] = [region]
            return True
        if isinstance(element, Var) and element.kind == "successor":
            successor = parser.parse_optional_successor()
            if successor is None:
                return False
            state.successors[element.name] = [successor]
            return True
        if isinstance(element, TypeOf):
            type_ = parser.parse_optional_type()
            if type_ is None:
                return False
            self._bind_types(state, element.arg, [type_])
            return True
        if isinstance(element, Custom):
            return getattr(self.op_class, f"parse_optional_{element.name}")(parser, state, *element.args)
        raise TypeError(f"optional group cannot start with {element!r}")

    def _parse_oilist(self, parser: Parser, state: FormatState, oilist: OIList) -> None:
        seen: set[str] = set()
        while True:
            for keyword, clause in oilist.clauses:
                if parser.parse_optional_keyword(keyword.text) is not None:
                    if keyword.text in seen:
                        state.error(
                            f"`{keyword.text}` clause can appear at most once in the expansion of the oilist directive"
                        )
                    seen.add(keyword.text)
                    for element in clause:
                        self._parse_element(parser, state, element)
                    break
            else:
                return

    # building -------------------------------------------------------------------------

    def _build(self, parser: Parser, state: FormatState):
        if "$operands" in state.types and "$operands" not in state.operands:
            self._distribute_operand_types(parser, state)
        operands, segment_sizes = self._resolve_operands(parser, state)
        result_types = self._result_types(parser, state)
        properties, attributes = self._split_attributes(state.attributes)
        if segment_sizes is not None and self._has_option(AttrSizedOperandSegments):
            properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, segment_sizes)
        regions = self._collect_regions(state)
        successors = [b for name in self._successor_names for b in state.successors.get(name, [])]
        successors += state.successors.get("$successors", [])
        return self.op_class.create(
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
            regions=regions,
            successors=successors,
        )

    def _distribute_operand_types(self, parser: Parser, state: FormatState) -> None:
        """`type(operands)` / `functional-type(operands, ...)` with operands parsed by name."""
        types = state.types.pop("$operands")
        names = [name for name, _ in self.op_def.operands]
        count = sum(len(state.operands.get(name, [])) for name in names)
        if count != len(types):
            parser.raise_error(f"{count} operands present, but expected {len(types)}")
        for name in names:
            size = len(state.operands.get(name, []))
            state.types[name], types = types[:size], types[size:]

    def _has_option(self, option_class: type) -> bool:
        return any(isinstance(o, option_class) for o in self.op_def.options)

    def _resolve_operands(self, parser: Parser, state: FormatState) -> tuple[list[SSAValue], list[int] | None]:
        if "$operands" in state.operands:
            unresolved = state.operands["$operands"]
            types = state.types.get("$operands")
            if types is None or len(types) != len(unresolved):
                parser.raise_error(f"{len(unresolved)} operands present, but expected {len(types or [])}")
            return [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)], None
        operands: list[SSAValue] = []
        sizes: list[int] = []
        for name, _ in self.op_def.operands:
            unresolved = state.operands.get(name, [])
            types = state.types.get(name, [])
            if len(types) != len(unresolved):
                if len(types) == 1 and len(unresolved) > 1:
                    types = types * len(unresolved)
                else:
                    parser.raise_error(
                        f"{len(unresolved)} operands present, but expected {len(types)} for '{name}'"
                    )
            operands += [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]
            sizes.append(len(unresolved))
        return operands, sizes

    def _result_types(self, parser: Parser, state: FormatState) -> list[Attribute]:
        if "$results" in state.types:
            return list(state.types["$results"])
        types: list[Attribute] = []
        for name, definition in self.op_def.results:
            bound = state.types.get(name)
            if bound is None:
                if isinstance(definition, VariadicDef):
                    continue
                parser.raise_error(f"could not infer the type of result '{name}'")
            types += bound
        return types

    def _split_attributes(self, values: dict[str, Attribute]) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
        properties, attributes = {}, {}
        for name, value in values.items():
            if name in self.op_def.properties:
                properties[name] = value
            else:
                attributes[name] = value
        return properties, attributes

    def _collect_regions(self, state: FormatState) -> list[Region]:
        if "$regions" in state.regions:
            return state.regions["$regions"]
        regions: list[Region] = []
        terminator = self.implicit_terminator
        for name in self._region_names:
            for region in state.regions.get(name, [Region()]):
                if terminator is not None:
                    _ensure_terminator(region, terminator)
                regions.append(region)
        return regions


def _ensure_terminator(region: Region, terminator: type) -> None:
    if not region.blocks:
        region.add_block(Block())
    for block in region.blocks:
        last = block.last_op
        if last is None or not isinstance(last, terminator):
            block.add_op(terminator.create())


_FULL = AttrStyle()


def value_constraint(definition: Any) -> Any:
    """The per-value constraint of an operand or result definition, under xDSL's range wrappers.

    Only constraints that carry an ODS `summary` count; None otherwise.
    """
    constraint = getattr(definition, "constr", None)
    while constraint is not None and not hasattr(constraint, "summary"):
        constraint = getattr(constraint, "constraint", None) or getattr(constraint, "constr", None)
    return constraint


def _kind_name(type_class: type) -> str:
    """How MLIR names a type class in messages: `builtin.tensor`, `tt.ptr`."""
    return type_class.name if "." in type_class.name else f"builtin.{type_class.name}"


def _vars_in(element: Any) -> list[Var]:
    if isinstance(element, Var):
        return [element]
    if isinstance(element, TypeOf):
        return _vars_in(element.arg)
    if isinstance(element, FunctionalType):
        return _vars_in(element.inputs) + _vars_in(element.outputs)
    if isinstance(element, Qualified | Ref):
        return _vars_in(element.inner)
    if isinstance(element, Custom):
        return _vars_in_list(element.args)
    if isinstance(element, OptionalGroup):
        return _vars_in_list(element.then) + _vars_in_list(element.else_)
    if isinstance(element, OIList):
        return [v for _, clause in element.clauses for v in _vars_in_list(clause)]
    return []


def _vars_in_list(elements: Sequence[Any]) -> list[Var]:
    return [v for e in elements for v in _vars_in(e)]


class LazyOpFormat:
    """An op class's format, compiled when the op is first parsed or printed: a run loads whole
    dialects but prints a handful of their ops, and compiling ~100 formats of a dialect up front
    was a tenth of ttopt's start-up. test_assembly_formats compiles every format, so a broken one
    still fails CI rather than the first run that meets the op."""

    def __init__(self, op_class: type, text: str, options: dict[str, Any]):
        self.op_class = op_class
        self.text = text
        self.options = options
        self._compiled: OpFormat | None = None

    def compiled(self) -> OpFormat:
        if self._compiled is None:
            self._compiled = OpFormat(self.op_class, self.text, **self.options)
        return self._compiled


def assembly_format(text: str, **options: Any) -> Callable[[type], type]:
    """Class decorator: give an IRDL op class `parse`/`print` from an ODS format.

    Apply it *outside* `@irdl_op_definition`. Options (all optional):
      styles: attribute name -> AttrStyle (how `$attr` prints; default: in full)
      stripped_types: operand/result name -> type class printed without its
          `!dialect.name` prefix by `type($x)` (ODS does this for a constraint
          that is one TypeDef)
      unit_attrs: unit-attribute names (anchors of optional groups)
      implicit_terminator: the terminator op class that regions omit
      infer: fills in `state.types` for values the format does not spell
    """

    def decorate(op_class: type) -> type:
        lazy = LazyOpFormat(op_class, text, options)
        op_class.FORMAT = lazy

        def parse(cls, parser: Parser):
            return lazy.compiled().parse(parser)

        def print_(self, printer: Printer) -> None:
            lazy.compiled().print(self, printer)

        op_class.parse = classmethod(parse)
        op_class.print = print_
        return op_class

    return decorate
