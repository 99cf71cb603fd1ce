"""ttopt's lexer (ttopt.ir.parser.Lexer) makes the tokens xDSL's MLIRLexer makes, kind and span,
and fails where and as it fails: on every lit input of the suite and on random token soup.
(It lexes one-character punctuation and bare identifiers itself; the rest is xDSL's.)

Its string-literal pattern is not xDSL's: xDSL's nests a `+` inside a `*` and backtracks
exponentially on an unterminated string (~1 s for 24 characters, doubling with each one
more). So the reference here is xDSL's lexer with ttopt's pattern (`XdslLexer`), and the two
patterns are compared on their own, on strings short enough for xDSL's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

from ttopt.ir.lexer import Lexer

TEST = Path(__file__).resolve().parents[1]


class XdslLexer(MLIRLexer):
    """xDSL's lexer, but for its string-literal pattern: ttopt's (compared below)."""

    _unescaped_characters_regex = Lexer._unescaped_characters_regex


def tokens(lexer_class: type[MLIRLexer], text: str) -> list:
    lexer = lexer_class(Input(text, "t.mlir"))
    out: list = []
    while True:
        try:
            token = lexer.lex()
        except ParseError as error:
            return [*out, ("error", str(error))]
        span = token.span
        assert type(token) is Token and sorted(vars(token)) == ["kind", "span"]
        assert span.input is lexer.input and sorted(vars(span)) == ["end", "input", "line_offset", "start"]
        out.append((token.kind, type(span), span.start, span.end, span.line_offset))
        if token.kind is MLIRTokenKind.EOF:
            return out


def test_every_lit_input_lexes_as_with_xdsl():
    files = sorted(TEST.rglob("*.mlir"))
    assert len(files) > 150
    for path in files:
        text = path.read_text()
        assert tokens(Lexer, text) == tokens(XdslLexer, text), path


PIECES = [
    "%x", "%0", "%arg_1", "#loc3", "#ttg.blocked<{sizePerThread = [1]}>", "!tt.ptr<f16>", "^bb0", "@kernel",
    "@\"q\"", "tt.func", "_a.b$c", "é", "i32", "x", ":", ",", "(", ")", "{", "}", "[", "]", "<", ">", "=", "+",
    "-", "->", "/", "*", "?", "|", "...", "..", "{-#", "#-}", "#", "%", "!", "^", "@", "\"s\\n\"", "\"open",
    "12", "0x1F", "1.5e3", "-3", " ", "\n", "\t", "// comment\n", "//", "~", "&", "$", "\\",
    "0x", "0xg", "1.e", "e-4", "²", "@é", "@\"a\\41\"", "\"\\x\"", "\"\\c3\\a9\"", "\"\\ff\"", "\v", "\x1c",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=25), st.lists(st.sampled_from(["", " ", "\n"]), max_size=25))
def test_token_soup_lexes_as_with_xdsl(pieces, gaps):
    text = "".join(piece + (gaps[i] if i < len(gaps) else "") for i, piece in enumerate(pieces))
    assert tokens(Lexer, text) == tokens(XdslLexer, text)


STRING_PIECES = ['"', "\\", "n", "t", "a", "F", "0", "é", "\n", "\v", "\f", " ", "g"]


@settings(max_examples=2000, deadline=None)
@given(st.lists(st.sampled_from(STRING_PIECES), max_size=12))
def test_the_string_pattern_matches_what_xdsls_matches(pieces):
    """Same match (or none) from the same start, on strings of at most 13 characters (xDSL's
    pattern takes a few milliseconds on the longest)."""
    text = '"' + "".join(pieces)
    ours = Lexer._unescaped_characters_regex.match(text)
    xdsls = MLIRLexer._unescaped_characters_regex.match(text)
    assert (ours and ours.span()) == (xdsls and xdsls.span())


def test_an_unterminated_string_fails_in_linear_time():
    """200 characters with no closing quote (xDSL's pattern: ~2^200 steps), lexed in a process
    of its own, so that a regression fails here instead of hanging the suite."""
    program = (
        "from xdsl.utils.lexer import Input; from ttopt.ir.lexer import Lexer\n"
        "lexer = Lexer(Input('tt.func @f() attributes {note = \"' + 'an unterminated note ' * 10 + '} {', 't'))\n"
        "while True: lexer.lex()\n"
    )
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert "End of file reached before closing string literal" in result.stderr, result.stderr
