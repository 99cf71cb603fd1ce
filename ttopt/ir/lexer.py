"""The MLIR lexer of ttopt's parser: xDSL's MLIRLexer, its tokens made by one pattern.

xDSL's `lex` skips whitespace with one regular expression, builds its table of one-character
punctuation (on every call), then reaches each kind of token through a chain of tests and
calls, with a `Span` dataclass (frozen: ~1.2 us to build) for each. `Lexer.lex` here matches
whitespace, comments and the whole next token with one pattern (`_TOKEN`, its alternatives
named by kind) and builds the same `Token` and span. Anything the pattern does not take is
left to xDSL's `lex` from the same position: the end of the input, a malformed token (which
then fails with xDSL's message), a non-ASCII letter or digit, a string with an escape (xDSL
decides between a string and a bytes token by decoding it). Lexing the sm80 matmul's stage
dump before coalesce (254 lines with locations, 4,312 tokens) executes 57M instructions
against 163M with xDSL's lexer (callgrind).

The string-literal pattern is not xDSL's either: xDSL's nests a `+` inside a `*`, which
backtracks exponentially on an unterminated string (a fuzzed `loc("...` hangs the parser).
This one matches the same strings in linear time (test/unit/test_lexer.py compares them).
"""

from __future__ import annotations

import re

from xdsl.utils.lexer import Span, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind, StringLiteral

# A double-quoted string literal: xDSL's language (valid escapes only, no raw newline,
# vertical tab or form feed), as runs of plain characters between escapes ("unrolled"): no text
# matches two ways, so a failing match backtracks over each character once.
_STRING = r'"[^"\\\n\v\f]*(?:\\(?:["nt\\]|[0-9A-Fa-f]{2})[^"\\\n\v\f]*)*"'
# What follows `#`, `!`, `^` or `%` (xDSL's `_suffix_id`).
_SUFFIX_ID = r"(?:[0-9]+|[a-zA-Z$._-][a-zA-Z0-9$._-]*)"
_BARE_ID = r"[a-zA-Z_][a-zA-Z0-9_$.]*"

# Whitespace and `//` comments (the language of xDSL's `_whitespace_regex`), then one token.
# The alternatives are tried in order, so a longer token comes before its prefix (`->` before
# `-`, `{-#` before `{`, `#-}` before a hash identifier, a hex or float number before an
# integer). Each is named by its token kind, but three: `punctuation` (one character of the
# table below), `prefixed` (an identifier after `#`, `%`, `!` or `^`: the kind is the prefix's)
# and `string` (a string literal, `@` before it making it an at-identifier). None matching (the
# empty last alternative) leaves the token to xDSL. Compiling it takes ~0.7 ms: each shared piece
# appears once.
_TOKEN = re.compile(
    rf"""(?:\s+|//[^\n]*\n?)*
    (?:(?P<BARE_IDENT>{_BARE_ID})
      |(?P<punctuation>[:,()}}\[\]<>=+/*?|])
      |(?P<ARROW>->)
      |(?P<MINUS>-)
      |(?P<FILE_METADATA_BEGIN>\{{-\#)
      |(?P<L_BRACE>\{{)
      |(?P<FILE_METADATA_END>\#-\}})
      |(?P<prefixed>[\#%!^]{_SUFFIX_ID})
      |(?P<AT_IDENT>@{_BARE_ID})
      |(?P<string>@?{_STRING})
      |(?P<hex>0x[0-9a-fA-F]+)
      |(?P<FLOAT_LIT>[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]+)?)
      |(?P<INTEGER_LIT>[0-9]+)
      |(?P<ELLIPSIS>\.\.\.)
      |)""",
    re.ASCII | re.VERBOSE,
)

# The one-character tokens that begin no longer token, as xDSL's MLIRLexer.lex lists them.
_ONE_CHARACTER_PUNCTUATION = {
    ":": MLIRTokenKind.COLON,
    ",": MLIRTokenKind.COMMA,
    "(": MLIRTokenKind.L_PAREN,
    ")": MLIRTokenKind.R_PAREN,
    "}": MLIRTokenKind.R_BRACE,
    "[": MLIRTokenKind.L_SQUARE,
    "]": MLIRTokenKind.R_SQUARE,
    "<": MLIRTokenKind.LESS,
    ">": MLIRTokenKind.GREATER,
    "=": MLIRTokenKind.EQUAL,
    "+": MLIRTokenKind.PLUS,
    "/": MLIRTokenKind.SLASH,
    "*": MLIRTokenKind.STAR,
    "?": MLIRTokenKind.QUESTION,
    "|": MLIRTokenKind.VERTICAL_BAR,
}
_PREFIXED_KINDS = {
    "#": MLIRTokenKind.HASH_IDENT,
    "%": MLIRTokenKind.PERCENT_IDENT,
    "!": MLIRTokenKind.EXCLAMATION_IDENT,
    "^": MLIRTokenKind.CARET_IDENT,
}
# The kind of each alternative named by one.
_KIND_OF_GROUP = {name: MLIRTokenKind[name] for name in _TOKEN.groupindex if name.isupper()}
_KIND_OF_GROUP["hex"] = MLIRTokenKind.INTEGER_LIT

_new = object.__new__


def _span(span_class: type[Span], start: int, end: int, input) -> Span:
    """`span_class(start, end, input)` without its frozen dataclass `__init__` (one
    `object.__setattr__` call a field, ~1.2 us a span): the same fields in the instance's dict,
    `line_offset` its default as the constructor sets it."""
    span = _new(span_class)
    fields = span.__dict__
    fields["start"] = start
    fields["end"] = end
    fields["input"] = input
    fields["line_offset"] = 0
    return span


def _token(kind: MLIRTokenKind, span: Span) -> Token[MLIRTokenKind, str]:
    """`Token(kind, span)` without its dataclass `__init__`: the same two fields."""
    token = _new(Token)
    fields = token.__dict__
    fields["kind"] = kind
    fields["span"] = span
    return token


class Lexer(MLIRLexer):
    """xDSL's MLIR lexer, each token matched by one pattern; see the module's docstring."""

    _unescaped_characters_regex = re.compile(_STRING)

    def lex(self) -> Token[MLIRTokenKind, str]:
        content = self.input.content
        match = _TOKEN.match(content, self.pos)
        group = match.lastgroup
        if group is None:
            self.pos = match.end()  # after whitespace and comments
            return super().lex()
        start, end = match.span(group)
        kind = _KIND_OF_GROUP.get(group)
        span_class = Span
        if kind is None:
            if group == "punctuation":
                kind = _ONE_CHARACTER_PUNCTUATION[content[start]]
            elif group == "prefixed":
                kind = _PREFIXED_KINDS[content[start]]
            elif content[start] == "@":  # `@"..."`, whatever the string holds
                kind = MLIRTokenKind.AT_IDENT
            elif "\\" in content[start:end]:  # xDSL decodes it to choose a string or a bytes token
                self.pos = start
                return super().lex()
            else:  # xDSL's string tokens hold a StringLiteral span
                kind, span_class = MLIRTokenKind.STRING_LIT, StringLiteral
        self.pos = end
        return _token(kind, _span(span_class, start, end, self.input))
