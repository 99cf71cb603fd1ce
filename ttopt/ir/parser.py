"""Reading the MLIR text that Triton 3.6 prints.

xDSL's parser is the base; this subclass adds what Triton dumps need:
- `loc(#locN)` on an op may name an alias defined after the module (MLIR defers
  those); they are resolved once the whole buffer is read.
- Ops, block arguments and function arguments without `loc(...)` get the
  file:line:col of their source text, as MLIR gives them, so diagnostics point
  at the input.
- Float literals are converted with the target type's exact semantics, and a hex
  literal in a float `dense<...>` is a bit pattern (`dense<0xFF800000>` is -inf).
- A buffer holding anything but a single `module` is wrapped in an implicit one.
"""

from __future__ import annotations

import bisect
import builtins
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    BytesAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    Float64Type,
    FloatAttr,
    FusedLoc,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NoneAttr,
    RankedStructure,
    ShapedType,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import base
from xdsl.parser import Parser
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import KIND_BY_PUNCTUATION_SPELLING, MLIRTokenKind

from ttopt.ir import apfloat
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity, emit
from ttopt.ir.lexer import Lexer
from ttopt.ir.printer import print_attribute_text
from ttopt.support.class_tests import is_subclass


def _fused_loc(locations: list[Attribute], metadata: Attribute) -> Attribute:
    """FusedLoc::get, which the parser calls: nested fused locations with the same metadata
    flattened, unknown ones and repeats dropped; one location without metadata stands alone."""
    unique: list[Attribute] = []
    for location in locations:
        same = isinstance(location, FusedLoc) and location.metadata == metadata
        for part in location.locations.data if same else (location,):
            if not isinstance(part, UnknownLoc) and part not in unique:
                unique.append(part)
    if not unique:
        return UnknownLoc() if isinstance(metadata, NoneAttr) else FusedLoc((UnknownLoc(),), metadata)
    if len(unique) == 1 and isinstance(metadata, NoneAttr):
        return unique[0]
    return FusedLoc(tuple(unique), metadata)


@dataclass(frozen=True)
class DeferredLoc:
    """A `loc(#alias)` whose alias is defined later in the buffer."""

    alias: str
    span: Span


_NEWLINE = re.compile("\n")


class _LineIndex:
    """Maps character offsets to 1-based (line, column), in O(log n)."""

    def __init__(self, text: str):
        self._starts = [0]
        self._starts.extend(match.end() for match in _NEWLINE.finditer(text))

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self._starts, offset)
        return line, offset - self._starts[line - 1] + 1


# What can open, close or hide the end of a dialect symbol's `<...>` body.
_BODY_DELIMITERS = re.compile(r'->|[<>()\[\]{}"]')


def _balanced_body_end(content: str, start: int) -> int | None:
    """The offset just past the `>` that closes the `<` at `start`; None when the body holds a
    string (which may hold brackets) or the brackets do not balance."""
    depth = 0
    for match in _BODY_DELIMITERS.finditer(content, start):
        delimiter = match.group()
        if delimiter == "->":
            continue
        if delimiter == '"':
            return None
        if delimiter in "<([{":
            depth += 1
            continue
        depth -= 1
        if depth == 0:
            return match.end() if delimiter == ">" else None
    return None


# The builtin types spelled `name<...>`.
_PARAMETRIZED_BUILTIN_TYPES = frozenset(("tensor", "vector", "memref", "complex", "tuple"))

# The integer and index types parsed so far, by spelling (`i32`, `si8`, `index`), shared by every
# parse (types are immutable); a few hundred at most, for inputs that spell many widths.
_INTEGER_TYPES: dict[str, IntegerType | IndexType] = {}
_MAX_INTEGER_TYPES = 256


class TritonParser(Parser):
    def __init__(self, ctx: Context, text: str, filename: str = "<stdin>"):
        super().__init__(ctx, "", filename)
        self._parser_state = ParserState(Lexer(Input(text, filename)))
        self.filename = filename
        self._lines = _LineIndex(text)
        self._deferred: list[tuple[Operation | Block, int | None, DeferredLoc]] = []
        self._in_top_location = False
        self._location_end = -1
        self._op_name_start = 0
        self._dense_start: Span | None = None  # the `dense` keyword of the literal being parsed
        self._first_uses: dict[str, Span] = {}
        self._definitions: dict[SSAValue, Span] = {}
        """Where each value was defined: the note of a use whose type differs points there."""
        self._last_token_start = 0
        self._last_symbol_start = 0
        """Offset just after the last `loc(...)` parsed: tells whether an op had one."""
        self.external_resources: dict[str, dict[str, str | bool]] = {}
        """The `{-# external_resources: {...} #-}` groups a caller handles (parse_buffer's
        `resources`), filled in from the file; a crash reproducer's pipeline is one."""
        self._type_bodies: dict[tuple[str, str], Attribute] = {}
        """Each parametrized type parsed so far, by name and the text of its `<...>`."""

    # -- types -------------------------------------------------------------

    def _parse_optional_integer_or_float_type(self):
        """xDSL's, with one object per spelling of an integer or index type, as MLIR uniques
        types: xDSL builds a new IntegerType for each, verifying its parameters (~25 us), and
        a lowered kernel spells `i32` tens of thousands of times (each member of each
        `!llvm.struct<(...)>`)."""
        token = self._current_token
        if token.kind == MLIRTokenKind.BARE_IDENT:
            spelling = token.text
            known = _INTEGER_TYPES.get(spelling)
            if known is not None:
                self._consume_token()
                return known
            parsed = super()._parse_optional_integer_or_float_type()
            if isinstance(parsed, IntegerType | IndexType) and len(_INTEGER_TYPES) < _MAX_INTEGER_TYPES:
                _INTEGER_TYPES[spelling] = parsed
            return parsed
        return super()._parse_optional_integer_or_float_type()

    # -- locations ---------------------------------------------------------

    def source_loc(self, offset: int) -> FileLineColLoc:
        line, col = self._lines.line_col(offset)
        return FileLineColLoc(StringAttr(self.filename), IntAttr(line), IntAttr(col))

    def parse_optional_location(self):
        if self._current_token.text != "loc":
            return None
        self._in_top_location = True
        try:
            location = super().parse_optional_location()
        finally:
            self._in_top_location = False
        self._location_end = self._current_token.span.start
        return location

    def _parse_location(self):
        token = self._current_token
        if (
            self._in_top_location
            and token.kind == MLIRTokenKind.HASH_IDENT
            and token.text not in self.attribute_aliases
        ):
            self._consume_token(MLIRTokenKind.HASH_IDENT)
            return DeferredLoc(token.text, token.span)
        self._in_top_location = False
        if token.kind == MLIRTokenKind.BARE_IDENT and token.text == "fused":
            return self._parse_fused_location()
        return super()._parse_location()

    def _parse_fused_location(self) -> FusedLoc:
        """`fused<metadata>[loc, ...]`: xDSL's parser knows fused locations without metadata
        only (`enable-line-info` fuses a function's location with its #di_subprogram)."""
        self._consume_token(MLIRTokenKind.BARE_IDENT)
        metadata = NoneAttr()
        if self.parse_optional_punctuation("<") is not None:
            metadata = self.parse_attribute()
            self.parse_punctuation(">")
        locations = self.parse_comma_separated_list(self.Delimiter.SQUARE, self._parse_location)
        return _fused_loc(locations, metadata)

    def parse_operation(self) -> Operation:
        start = self._current_token.span.start
        results = self._parse_op_result_list() if self._at_results() else []
        name_offset = self._current_token.span.start
        op = self._parse_operation_after_results(start, results)
        if op.location is None or _is_default_location(op):
            op.location = self.source_loc(name_offset)
        self._remember_deferred(op)
        return op

    def _at_results(self) -> bool:
        return self._current_token.kind == MLIRTokenKind.PERCENT_IDENT

    def _parse_operation_after_results(self, start: int, results) -> Operation:
        # Re-enter xDSL's implementation with the result list already consumed.
        self._op_name_start = self._current_token.span.start
        if (name := self._parse_optional_token(MLIRTokenKind.BARE_IDENT)) is not None:
            op_type = self._get_op_by_name(name.text)
            self._parser_state.dialect_stack.append(op_type.dialect_name())
            op = op_type.parse(self)
            self._parser_state.dialect_stack.pop()
            location = self.parse_optional_location()
            op.location = location if location is not None else _NO_LOCATION
        else:
            op_name = self.expect(self.parse_optional_str_literal, "operation name expected")
            op_type = self._get_op_by_name(op_name)
            self._parser_state.dialect_stack.append(op_type.dialect_name())
            op = self._parse_generic_operation(op_type)
            self._parser_state.dialect_stack.pop()
            if self._location_end != self._current_token.span.start:
                op.location = _NO_LOCATION
        self._bind_results(op, start, results)
        return op

    def _bind_results(self, op: Operation, start: int, results) -> None:
        expected = sum(size for _, size in results)
        if expected and len(op.results) != expected:
            self.raise_error(
                f"operation defines {len(op.results)} results but was provided {expected} to bind",
                at_position=start,
            )
        index = 0
        for span, size in results:
            self._register_ssa_definition(span.text[1:], op.results[index : index + size], span)
            index += size

    def _parse_optional_block_arg_list(self, block: Block):
        if self._current_token.kind != MLIRTokenKind.L_PAREN:
            return None

        def parse_argument() -> None:
            name = self._parse_token(MLIRTokenKind.PERCENT_IDENT, "expected SSA operand").span
            self.parse_punctuation(":")
            arg_type = self.parse_type()
            location = self.parse_optional_location() or self.source_loc(name.start)
            arg = block.insert_arg(arg_type, len(block.args), location)
            self._register_ssa_definition(name.text[1:], (arg,), name)

        self.parse_comma_separated_list(self.Delimiter.PAREN, parse_argument)
        return block

    def parse_optional_region(self, arguments=None):
        if arguments is not None:
            # xDSL would bind an earlier forward reference (outside the region) to the argument.
            for arg in arguments:
                if arg.name.text[1:] in self.forward_ssa_references:
                    self.raise_error(f"region entry argument '{arg.name.text}' is already in use", at_position=arg.name)
            arguments = [
                arg if arg.location is not None else
                Parser.Argument(arg.name, arg.type, self.source_loc(arg.name.start))
                for arg in arguments
            ]
        return super().parse_optional_region(arguments)

    def _parse_block(self):
        # xDSL crashes on a second definition of a block first used as a forward reference.
        token = self._current_token
        if token.kind == MLIRTokenKind.CARET_IDENT:
            name = token.text[1:]
            if name in self.blocks and name not in self.forward_block_references:
                self.raise_error(f"redefinition of block '{token.text}'", at_position=token.span)
        return super()._parse_block()

    def _get_op_by_name(self, name: str):
        op_type = self.ctx.get_optional_op(name, dialect_stack=self._parser_state.dialect_stack)
        if op_type is not None:
            return op_type
        position = self._op_name_start
        if self.lexer.input.content[position] == '"':
            self.raise_error(
                "operation being parsed with an unregistered dialect. If this is intended, please use "
                "-allow-unregistered-dialect with the MLIR tool used",
                at_position=position,
            )
        self.raise_error(f"custom op '{name}' is unknown (tried 'builtin.{name}' as well)", at_position=position)

    def resolve_operand(self, operand, type):
        """As xDSL's, with MLIR's messages and the use site kept for undefined values."""
        name = operand.operand_name
        values = self.ssa_values.get(name)
        if values is None:
            self._first_uses.setdefault(name, operand.span)
            return super().resolve_operand(operand, type)
        if operand.index >= len(values):
            self.raise_error(f"invalid SSA value result number '#{operand.index}'", operand.span)
        resolved = values[operand.index]
        if resolved.type != type:
            raise ParseErrorWithNote(
                operand.span,
                f"use of value '%{name}' expects different type than prior uses: "
                f"'{print_attribute_text(type)}' vs '{print_attribute_text(resolved.type)}'",
                self._definitions[resolved],
                "prior use here",
            )
        return resolved

    def undefined_value_error(self) -> None:
        if self.forward_ssa_references:
            name = next(iter(self.forward_ssa_references))
            self.raise_error(f"use of undeclared SSA value name '%{name}'", self._first_uses.get(name))

    def _register_ssa_definition(self, name, values, span) -> None:
        super()._register_ssa_definition(name, values, span)
        for value in values:
            value.name_hint = None  # MLIR forgets source names; the printer renames.
            self._definitions[value] = span

    def _remember_deferred(self, op: Operation) -> None:
        if isinstance(op.location, DeferredLoc):
            self._deferred.append((op, None, op.location))
        for region in op.regions:
            for block in region.blocks:
                for index, arg in enumerate(block.args):
                    if isinstance(arg.location, DeferredLoc):
                        self._deferred.append((block, index, arg.location))

    def resolve_deferred_locations(self) -> None:
        for owner, index, deferred in self._deferred:
            location = self.attribute_aliases.get(deferred.alias)
            if location is None:
                raise ParseError(deferred.span, f"undefined symbol alias id '{deferred.alias[1:]}'")
            if isinstance(owner, Operation):
                owner.location = location
            else:
                owner.args[index].location = location
        self._deferred.clear()

    # -- MLIR's error texts and positions -------------------------------------

    def parse_punctuation(self, punctuation, context_msg: str = ""):
        if self.parse_optional_punctuation(punctuation) is None:
            self.raise_error(f"expected '{punctuation}'", at_position=self.wrong_token_position())
        return punctuation

    def parse_type(self) -> Attribute:
        type_ = self.parse_optional_type()
        if type_ is None:  # MLIR's parseNonFunctionType: anything else is a wrong token
            self.raise_error("expected non-function type", at_position=self.wrong_token_position())
        return type_

    def wrong_token_position(self) -> int:
        """Where MLIR reports an unexpected token (emitWrongTokenError): just after the
        previous token, skipping back over blank lines and trailing `//` comments."""
        text = self.lexer.input.content
        position = self._current_token.span.start
        if self._current_token.kind == MLIRTokenKind.EOF:
            position = max(position - 1, 0)
        end = position
        while True:
            while end > 0 and text[end - 1] in " \t":
                end -= 1
            if end == 0:
                return position
            if text[end - 1] not in "\n\r":
                return end
            end -= 1
            line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end)) + 1
            comment = text.find("//", line_start, end)
            if comment >= 0:
                end = comment

    def _parse_block_body(self, block: Block):
        while (op := self.parse_optional_operation()) is not None:
            block.add_op(op)
        kind = self._current_token.kind
        if kind not in (MLIRTokenKind.R_BRACE, MLIRTokenKind.CARET_IDENT, MLIRTokenKind.EOF):
            self.raise_error("expected operation name in quotes", at_position=self.wrong_token_position())

    def _parse_dialect_type_or_attribute_body(self, attr_name, is_type, is_opaque, starting_opaque_pos):
        lookup = self.ctx.get_optional_type if is_type else self.ctx.get_optional_attr
        dialect, _, mnemonic = attr_name.partition(".")
        if lookup(attr_name) is None and dialect in self.ctx.registered_dialect_names:
            position = self._last_symbol_start + len(dialect) + 2  # at the mnemonic, after `!dialect.`
            kind = " type" if is_type else "attribute"
            self.raise_error(f"unknown {kind} `{mnemonic}` in dialect `{dialect}`", at_position=position)
        if is_type and not is_opaque and self._current_token.kind == MLIRTokenKind.LESS:
            return self._parse_dialect_type_body(attr_name)
        return super()._parse_dialect_type_or_attribute_body(attr_name, is_type, is_opaque, starting_opaque_pos)

    def _parse_dialect_type_body(self, type_name: str) -> Attribute:
        """A dialect type's `<...>` (see _parse_uniqued_type)."""
        parse_body = super()._parse_dialect_type_or_attribute_body
        return self._parse_uniqued_type(
            type_name, self._current_token.span.start, lambda: parse_body(type_name, True, False, None)
        )

    def _parse_optional_builtin_parametrized_type(self):
        """`tensor<...>`, `vector<...>`, ... (see _parse_uniqued_type)."""
        token = self._current_token
        parse = super()._parse_optional_builtin_parametrized_type
        if token.kind != MLIRTokenKind.BARE_IDENT or token.text not in _PARAMETRIZED_BUILTIN_TYPES:
            return parse()
        content = self.lexer.input.content
        start = token.span.end
        while start < len(content) and content[start] in " \t\r\n":
            start += 1
        if not content.startswith("<", start):
            return parse()
        return self._parse_uniqued_type(token.text, start, parse)

    def _parse_uniqued_type(self, name: str, start: int, parse: Callable[[], Attribute]) -> Attribute:
        """The type `name<...>` whose `<` is at `start`, parsed once per spelling in a file, as
        MLIR uniques types: the same text names the same type (aliases are fixed before their
        uses), and xDSL lexes each token in Python (~10 us), a lowered kernel's
        `!llvm.struct<(...)>` some 300 of them on each of thousands of ops, a TritonGPU
        kernel's `tensor<128x64xf16, #blocked>` several on each op. A body holding a string,
        or whose end the bracket scan cannot tell, is always parsed token by token."""
        content = self.lexer.input.content
        end = _balanced_body_end(content, start)
        key = (name, content[start:end]) if end is not None else None
        known = self._type_bodies.get(key) if key is not None else None
        if known is not None:
            self.lexer.pos = end
            self._parser_state.current_token = self.lexer.lex()
            return known
        parsed = parse()
        # Kept only where the parse read exactly the scanned text.
        next_start = self._current_token.span.start
        if key is not None and next_start >= end and not content[end:next_start].strip():
            self._type_bodies[key] = parsed
        return parsed

    def _parse_extended_type_or_attribute(self, attr_or_dialect_name, is_type):
        self._last_symbol_start = self._last_token_start
        return super()._parse_extended_type_or_attribute(attr_or_dialect_name, is_type)

    # -- tokens ------------------------------------------------------------
    # xDSL's token primitives, each called for most tokens of the buffer (a stage dump of
    # ~4,000 tokens makes ~25,000 such calls), with the same results: here they read the
    # parser state once instead of through the `_current_token` and `lexer` properties
    # (and, for the punctuation and text tests, without a kind lookup with assertions or
    # slicing the token's text out of the buffer).

    def _consume_token(self, expected_kind=None):
        state = self._parser_state
        consumed = state.current_token
        assert expected_kind is None or consumed.kind == expected_kind, (
            f"Unexpected token {consumed}, expected {expected_kind}"
        )
        state.current_token = state.lexer.lex()
        return consumed

    def _parse_optional_token(self, kind):
        state = self._parser_state
        token = state.current_token
        self._last_token_start = token.span.start
        if token.kind is not kind:
            return None
        state.current_token = state.lexer.lex()
        return token

    def parse_optional_punctuation(self, punctuation):
        if self._parse_optional_token(KIND_BY_PUNCTUATION_SPELLING[punctuation]) is None:
            return None
        return punctuation

    def parse_optional_characters(self, text):
        state = self._parser_state
        span = state.current_token.span
        if span.end - span.start != len(text) or not span.input.content.startswith(text, span.start):
            return None
        state.current_token = state.lexer.lex()
        return text

    # -- numbers -----------------------------------------------------------

    def parse_optional_builtin_int_or_float_attr(self):
        """`1 : i32`, `-2.5 : f16`, `0x7FC00000 : f32`, `true`, with MLIR's checks and messages."""
        if (boolean := self.try_parse_builtin_boolean_attr()) is not None:
            return boolean
        negative = self._current_token.kind == MLIRTokenKind.MINUS
        literal_token = self._peek_literal_token() if negative else self._current_token
        if (value := self.parse_optional_number()) is None:
            return None
        if self._current_token.kind == MLIRTokenKind.COLON:
            type = self._parse_attribute_type()
        else:
            type = Float64Type() if isinstance(value, float) else IntegerType(64)
        text = ("-" if negative else "") + literal_token.text
        if is_subclass(builtins.type(type), AnyFloat):
            return self._float_attr(text, type, literal_token.span)
        if isinstance(type, IntegerType | IndexType):
            return self._integer_attr(value, negative, type, literal_token.span)
        self.raise_error("invalid type for integer or float attribute", at_position=literal_token.span)

    def _float_attr(self, text: str, type: AnyFloat, span: Span) -> FloatAttr:
        try:
            bits = apfloat.bits_from_literal(text, _semantics(type))
        except ValueError as error:
            self.raise_error(_float_literal_message(text, error), at_position=span)
        return FloatAttr(apfloat.float_from_bits(bits, _semantics(type)), type)

    def _integer_attr(self, value, negative: bool, type, span: Span) -> IntegerAttr:
        if isinstance(value, float):
            # MLIR reports this one at the token after the type.
            self.raise_error("floating point value not valid for specified type")
        if negative and isinstance(type, IntegerType) and type.signedness.data.name == "UNSIGNED":
            self.raise_error("negative integer literal not valid for unsigned integer type", at_position=span)
        try:
            return IntegerAttr(value, type)
        except VerifyException:
            self.raise_error("integer constant out of range for attribute", at_position=span)

    # -- file metadata -----------------------------------------------------

    def _parse_external_resources(self) -> None:
        """`external_resources: { group: { key: "text" | true | false, ... }, ... }` (MLIR's
        parseExternalResourceSection); kept for whoever reads them (--run-reproducer)."""
        self.parse_comma_separated_list(self.Delimiter.BRACES, self._parse_external_resource_group)

    def _parse_external_resource_group(self) -> None:
        """A group no caller handles is read and dropped with MLIR's warning."""
        at = self._current_token.span.start
        group = self._parse_resource_key()
        self.parse_punctuation(":")
        if group not in self.external_resources:
            message = f"ignoring unknown external resources for '{group}'"
            emit(Diagnostic(Severity.WARNING, message, self.source_loc(at)))
        entries = self.external_resources.get(group, {})

        def parse_entry() -> None:
            key = self._parse_resource_key()
            self.parse_punctuation(":")
            if (text := self.parse_optional_str_literal()) is not None:
                entries[key] = text
            elif self.parse_optional_keyword("true") is not None:
                entries[key] = True
            elif self.parse_optional_keyword("false") is not None:
                entries[key] = False
            else:
                self.raise_error("expected string or boolean resource value")

        self.parse_comma_separated_list(self.Delimiter.BRACES, parse_entry)

    def _parse_resource_key(self) -> str:
        if (text := self.parse_optional_str_literal()) is not None:
            return text
        return self.parse_identifier(" for a resource key")

    def _peek_literal_token(self):
        saved = self._current_token.span.start
        self._consume_token(MLIRTokenKind.MINUS)
        token = self._current_token
        self._resume_from(saved)
        return token

    def _parse_optional_builtin_parametrized_attr(self):
        """xDSL's, noting where a `dense` literal starts: MLIR reports its type at it."""
        if self._current_token.text != "dense":
            return super()._parse_optional_builtin_parametrized_attr()
        outer, self._dense_start = self._dense_start, self._current_token.span
        try:
            return super()._parse_optional_builtin_parametrized_attr()
        finally:
            self._dense_start = outer

    def _parse_dense_literal_type(self):
        """Parser::parseElementsLiteralType, with MLIR's messages at the `dense` keyword. The
        element-type check is xDSL's, its constraint built once (xDSL built it for every
        literal, ~1 ms each: a sixth of parsing a small kernel)."""
        type = self.expect(self.parse_optional_type, "Dense attribute must be typed!")
        if not isinstance(type, ShapedType):
            self.raise_error("elements literal must be a shaped type", self._dense_start)
        if not _dense_literal_type_constraint().verifies(type):
            self.raise_error(
                "Expected memref, vector or tensor type of integer, index, float, or complex type"
            )
        if any(dim == DYNAMIC_INDEX for dim in type.get_shape()):
            self.raise_error("elements literal type must have static shape", self._dense_start)
        return type

    def parse_dense_int_or_fp_elements_attr(self, type) -> DenseIntOrFPElementsAttr:
        self.parse_punctuation("<", " in dense attribute")
        literal = None
        if self.parse_optional_punctuation(">") is None:
            if (hex_string := self.parse_optional_str_literal()) is not None:
                literal = hex_string
            else:
                literal = self._parse_tensor_literal()
            self.parse_punctuation(">", " in dense attribute")
        if type is None:
            self.parse_punctuation(":", " in dense attribute")
            type_at = self._current_token.span.start
            type = self._parse_dense_literal_type()
            _require_storable_elements(self, type.get_element_type(), type_at)
        return _dense_from_literal(self, type, literal)


@cache
def _dense_literal_type_constraint():
    return base(RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType])


_NO_LOCATION = UnknownLoc()
"""Marker object: the op had no `loc(...)` (compared by identity)."""


def _is_default_location(op: Operation) -> bool:
    return op.location is _NO_LOCATION


def _semantics(type: Attribute) -> apfloat.FloatSemantics:
    return apfloat.semantics_for(type.name)


def _float_literal_message(text: str, error: ValueError) -> str:
    """MLIR's wording for a literal that is no valid float of the type."""
    if text.lstrip("-").lower().startswith("0x"):
        return "hexadecimal float constant out of range for type" if not text.startswith("-") else str(error)
    return "unexpected decimal integer literal for a floating point value"


def _dense_from_literal(parser: TritonParser, type, literal) -> DenseIntOrFPElementsAttr:
    shape = list(type.get_shape())
    count = math.prod(shape)
    element_type = type.get_element_type()
    _require_storable_elements(parser, element_type)  # also when the caller supplied the type
    if literal is None:
        if count != 0:
            parser.raise_error("expected at least one element in the dense literal")
        return DenseIntOrFPElementsAttr(type, BytesAttr(b""))
    if isinstance(literal, str):
        return _dense_from_hex_string(parser, type, literal, count)
    elements, literal_shape = literal
    if literal_shape and literal_shape != shape:
        parser.raise_error(
            f"inferred shape of elements literal ([{', '.join(map(str, literal_shape))}]) does not "
            f"match type ([{', '.join(map(str, shape))}])"
        )
    raw = b"".join(_element_bytes(parser, element, element_type) for element in elements)
    if not literal_shape:
        raw *= count
    return DenseIntOrFPElementsAttr(type, BytesAttr(raw))


def _require_storable_elements(parser: TritonParser, element_type: Attribute, at: int | None = None) -> None:
    """xDSL stores dense elements packed; it has no packing for f80 and f128 (MLIR does)."""
    try:
        element_type.compile_time_size
    except NotImplementedError:
        parser.raise_error(f"dense elements of type {element_type.name} are not supported", at_position=at)


def _dense_from_hex_string(parser, type, text: str, count: int) -> DenseIntOrFPElementsAttr:
    try:
        raw = bytes.fromhex(text[2:])
    except ValueError:
        parser.raise_error("elements hex string should start with '0x' and contain hex digits")
    element_type = type.get_element_type()
    if isinstance(element_type, IntegerType) and element_type.width.data == 1:
        return DenseIntOrFPElementsAttr(type, BytesAttr(_unpack_bits(parser, raw, count)))
    size = element_type.compile_time_size
    if len(raw) == size:
        raw *= count
    if len(raw) != size * count:
        parser.raise_error("elements hex data size is invalid for provided type")
    return DenseIntOrFPElementsAttr(type, BytesAttr(raw))


def _unpack_bits(parser, raw: bytes, count: int) -> bytes:
    """MLIR stores i1 elements packed eight to a byte; xDSL wants one byte each."""
    if len(raw) == 1 and count != 1 and raw[0] in (0x00, 0x01, 0xFF):
        return bytes([raw[0] & 1]) * count
    if len(raw) != (count + 7) // 8:
        parser.raise_error("elements hex data size is invalid for provided type")
    return bytes((raw[i // 8] >> (i % 8)) & 1 for i in range(count))


def _element_bytes(parser: TritonParser, element, element_type: Attribute) -> bytes:
    value, span = element.value, element.span
    if isinstance(element_type, AnyFloat):
        if isinstance(value, bool):
            parser.raise_error("expected floating point literal", at_position=span)
        text = span.text
        if isinstance(value, int) and not text.lstrip("-").lower().startswith("0x"):
            parser.raise_error("unexpected decimal integer literal for a floating point value", at_position=span)
        try:
            bits = apfloat.bits_from_literal(text, _semantics(element_type))
        except ValueError as error:
            parser.raise_error(_float_literal_message(text, error), at_position=span)
        return bits.to_bytes(element_type.compile_time_size, "little")
    if isinstance(element_type, IntegerType | IndexType):
        if isinstance(value, float):
            parser.raise_error("expected integer elements, but parsed floating-point", at_position=span)
        width = 64 if isinstance(element_type, IndexType) else element_type.width.data
        if isinstance(value, bool) and width != 1:
            parser.raise_error("expected integer elements, but parsed boolean", at_position=span)
        return element_type.pack([_normalize_int(int(value), width, element_type)])
    if isinstance(element_type, ComplexType):
        return element_type.pack([value])
    parser.raise_error("unsupported dense element type", at_position=span)


def _normalize_int(value: int, width: int, element_type) -> int:
    """Wrap an integer literal into the element type's range, as MLIR's APInt does."""
    if width == 1:
        return value & 1 if not isinstance(element_type, IntegerType) else int(bool(value & 1))
    if not isinstance(element_type, IntegerType) or element_type.signedness.data.name != "UNSIGNED":
        half = 1 << (width - 1)
        return ((value + half) % (1 << width)) - half
    return value % (1 << width)


def parse_int32(parser: Parser, *, unsigned: bool = False, op_name: str | None = None) -> int:
    """MLIR's `parseInteger<int32_t>` (or `<unsigned>`): an integer that must fit 32 bits.

    Custom op parsers report with the `custom op 'NAME'` prefix (`op_name`), attribute
    and type parsers without it.
    """
    at = parser.pos
    value = parser.parse_integer()
    low, high = (0, 2**32) if unsigned else (-(2**31), 2**31)
    if not low <= value < high:
        prefix = f"custom op '{op_name}' " if op_name else ""
        parser.raise_error(f"{prefix}integer value too large", at_position=at)
    return value


def parse_buffer(
    ctx: Context, text: str, filename: str, resources: dict[str, dict[str, str | bool]] | None = None
) -> ModuleOp:
    """Parse a whole buffer (or one split chunk) into the module it denotes. `resources` names
    the `{-# external_resources #-}` groups the caller handles (`{"mlir_reproducer": {}}`) and
    receives their entries; other groups get MLIR's warning.

    Raises `DiagnosticError` on malformed input.
    """
    try:
        # The constructor already lexes the first token, which may be malformed.
        parser = TritonParser(ctx, text, filename)
        parser.external_resources = resources if resources is not None else {}
        ops = _parse_top_level(parser)
        parser.resolve_deferred_locations()
    except ParseError as error:
        raise _parse_diagnostic(text, filename, error) from None
    if len(ops) == 1 and isinstance(ops[0], ModuleOp):
        return ops[0]
    module = ModuleOp(Region(Block()))
    module.location = FileLineColLoc(StringAttr(filename), IntAttr(0), IntAttr(0))
    for op in ops:
        module.body.block.add_op(op)
    return module


def _parse_top_level(parser: TritonParser) -> list[Operation]:
    ops: list[Operation] = []
    while parser._current_token.kind != MLIRTokenKind.EOF:
        kind = parser._current_token.kind
        if kind in (MLIRTokenKind.HASH_IDENT, MLIRTokenKind.EXCLAMATION_IDENT):
            parser._parse_alias_def()
        elif kind == MLIRTokenKind.FILE_METADATA_BEGIN:
            parser._parse_file_metadata_dictionary()
        elif (op := parser.parse_optional_operation()) is not None:
            ops.append(op)
        else:
            parser.raise_error("expected operation name in quotes", at_position=parser.wrong_token_position())
    parser.undefined_value_error()
    return ops


@dataclass
class ParseErrorWithNote(ParseError):
    """A parse error with a note elsewhere in the source (MLIR's `attachNote`)."""

    note_span: Span
    note: str


def _parse_diagnostic(text: str, filename: str, error: ParseError) -> DiagnosticError:
    offset, message = describe_parse_error(text, error)
    lines = _LineIndex(text)
    diagnostic = Diagnostic(Severity.ERROR, message, _file_loc(filename, *lines.line_col(offset)))
    if isinstance(error, ParseErrorWithNote):
        diagnostic.attach_note(error.note, _file_loc(filename, *lines.line_col(error.note_span.start)))
    return DiagnosticError(diagnostic)


def _file_loc(filename: str, line: int, column: int) -> FileLineColLoc:
    return FileLineColLoc(StringAttr(filename), IntAttr(line), IntAttr(column))


def describe_parse_error(text: str, error: ParseError) -> tuple[int, str]:
    """The offset and message MLIR gives a parse error (xDSL's lexer words some differently)."""
    message = error.msg.strip() or "parse error"
    offset = error.span.start
    if message == _LEXER_PREFIX_MESSAGE:
        return offset, _PREFIXED_IDENTIFIER_ERRORS.get(text[offset], "invalid identifier")
    if message == _LEXER_STRING_MESSAGE:
        return _string_literal_problem(text, offset)
    return offset, message


_LEXER_PREFIX_MESSAGE = "Expected suffix identifier after {first_char}"
"""xDSL's lexer message for a lone `#`, `%`, `^` or `!` (its placeholder is never filled in)."""

_LEXER_STRING_MESSAGE = "End of file reached before closing string literal."
"""xDSL's lexer message for any string literal it cannot match."""


def _string_literal_problem(text: str, start: int) -> tuple[int, str]:
    """Where and why the string literal opening at `start` is malformed, as MLIR's lexer says."""
    position = start + 1
    while position < len(text):
        char = text[position]
        if char == "\\":
            escape = text[position + 1 : position + 3]
            if escape[:1] in ('"', "n", "t", "\\") or re.fullmatch(r"[0-9A-Fa-f]{2}", escape):
                position += 2 if escape[:1] in ('"', "n", "t", "\\") else 3
                continue
            return position, "unknown escape in string literal"
        if char in "\n\v\f":
            break
        position += 1
    return position, "expected '\"' in string literal"


_PREFIXED_IDENTIFIER_ERRORS = {
    "#": "invalid attribute name",
    "%": "invalid SSA name",
    "^": "invalid block name",
    "!": "invalid type identifier",
}
"""MLIR's lexer messages for those prefixes with no name after them."""
