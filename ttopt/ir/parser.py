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
import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    BytesAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    FloatAttr,
    IndexType,
    IntAttr,
    IntegerType,
    ModuleOp,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from ttopt.ir import apfloat
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity


@dataclass(frozen=True)
class DeferredLoc:
    """A `loc(#alias)` whose alias is defined later in the buffer."""

    alias: str
    span: Span


class _LineIndex:
    """Maps character offsets to 1-based (line, column), in O(log n)."""

    def __init__(self, text: str):
        self._starts = [0]
        self._starts.extend(i + 1 for i, c in enumerate(text) if c == "\n")

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self._starts, offset)
        return line, offset - self._starts[line - 1] + 1


class TritonParser(Parser):
    def __init__(self, ctx: Context, text: str, filename: str = "<stdin>"):
        super().__init__(ctx, text, filename)
        self.filename = filename
        self._lines = _LineIndex(text)
        self._deferred: list[tuple[Operation | Block, int | None, DeferredLoc]] = []
        self._in_top_location = False
        self._location_end = -1
        self._op_name_start = 0
        self._first_uses: dict[str, Span] = {}
        self._last_token_start = 0
        self._last_symbol_start = 0
        """Offset just after the last `loc(...)` parsed: tells whether an op had one."""

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
        return super()._parse_location()

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
            arguments = [
                arg if arg.location is not None else
                Parser.Argument(arg.name, arg.type, self.source_loc(arg.name.start))
                for arg in arguments
            ]
        return super().parse_optional_region(arguments)

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
            from ttopt.ir.printer import print_attribute_text

            self.raise_error(
                f"use of value '%{name}' expects different type than prior uses: "
                f"'{print_attribute_text(type)}' vs '{print_attribute_text(resolved.type)}'",
                operand.span,
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
        return super()._parse_dialect_type_or_attribute_body(attr_name, is_type, is_opaque, starting_opaque_pos)

    def _parse_extended_type_or_attribute(self, attr_or_dialect_name, is_type):
        self._last_symbol_start = self._last_token_start
        return super()._parse_extended_type_or_attribute(attr_or_dialect_name, is_type)

    def _parse_optional_token(self, kind):
        self._last_token_start = self._current_token.span.start
        return super()._parse_optional_token(kind)

    # -- numbers -----------------------------------------------------------

    def parse_optional_builtin_int_or_float_attr(self):
        token = self._current_token
        negative = token.kind == MLIRTokenKind.MINUS
        literal_token = self._peek_literal_token() if negative else token
        try:
            attr = super().parse_optional_builtin_int_or_float_attr()
        except ParseError as error:
            if "Floating point value is not valid" in error.msg:
                raise ParseError(error.span, "floating point value not valid for specified type") from None
            raise
        if isinstance(attr, FloatAttr) and literal_token is not None:
            text = ("-" if negative else "") + literal_token.text
            bits = apfloat.bits_from_literal(text, _semantics(attr.type))
            attr = FloatAttr(apfloat.float_from_bits(bits, _semantics(attr.type)), attr.type)
        return attr

    def _peek_literal_token(self):
        saved = self._current_token.span.start
        self._consume_token(MLIRTokenKind.MINUS)
        token = self._current_token
        self._resume_from(saved)
        return token

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
            type = self._parse_dense_literal_type()
        return _dense_from_literal(self, type, literal)


_NO_LOCATION = UnknownLoc()
"""Marker object: the op had no `loc(...)` (compared by identity)."""


def _is_default_location(op: Operation) -> bool:
    return op.location is _NO_LOCATION


def _semantics(type: Attribute) -> apfloat.FloatSemantics:
    return apfloat.semantics_for(type.name)


def _dense_from_literal(parser: TritonParser, type, literal) -> DenseIntOrFPElementsAttr:
    shape = list(type.get_shape())
    count = math.prod(shape)
    element_type = type.get_element_type()
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
        bits = apfloat.bits_from_literal(text, _semantics(element_type))
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


def parse_buffer(ctx: Context, text: str, filename: str) -> ModuleOp:
    """Parse a whole buffer (or one split chunk) into the module it denotes.

    Raises `DiagnosticError` on malformed input.
    """
    parser = TritonParser(ctx, text, filename)
    try:
        ops = _parse_top_level(parser)
        parser.resolve_deferred_locations()
    except ParseError as error:
        raise _parse_diagnostic(parser, error) from None
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


def _parse_diagnostic(parser: TritonParser, error: ParseError) -> DiagnosticError:
    message = error.msg.strip() or "parse error"
    return DiagnosticError(
        Diagnostic(Severity.ERROR, message, parser.source_loc(error.span.start))
    )
