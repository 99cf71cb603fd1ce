"""ttopt's lexer (ttopt.ir.parser.Lexer) makes the tokens xDSL's MLIRLexer makes, kind and span,
and fails where and as it fails: on every lit input of the suite and on random token soup.
(It lexes one-character punctuation and bare identifiers itself; the rest is xDSL's.)"""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

from ttopt.ir.parser import Lexer

TEST = Path(__file__).resolve().parents[1]


def tokens(lexer_class: type[MLIRLexer], text: str) -> list:
    lexer = lexer_class(Input(text, "t.mlir"))
    out: list = []
    while True:
        try:
            token = lexer.lex()
        except ParseError as error:
            return [*out, ("error", str(error))]
        out.append((token.kind, token.span.start, token.span.end))
        if token.kind is MLIRTokenKind.EOF:
            return out


def test_every_lit_input_lexes_as_with_xdsl():
    files = sorted(TEST.rglob("*.mlir"))
    assert len(files) > 150
    for path in files:
        text = path.read_text()
        assert tokens(Lexer, text) == tokens(MLIRLexer, text), path


PIECES = [
    "%x", "%0", "%arg_1", "#loc3", "#ttg.blocked<{sizePerThread = [1]}>", "!tt.ptr<f16>", "^bb0", "@kernel",
    "@\"q\"", "tt.func", "_a.b$c", "é", "i32", "x", ":", ",", "(", ")", "{", "}", "[", "]", "<", ">", "=", "+",
    "-", "->", "/", "*", "?", "|", "...", "..", "{-#", "#-}", "#", "%", "!", "^", "@", "\"s\\n\"", "\"open",
    "12", "0x1F", "1.5e3", "-3", " ", "\n", "\t", "// comment\n", "//", "~", "&", "$", "\\",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=25), st.lists(st.sampled_from(["", " ", "\n"]), max_size=25))
def test_token_soup_lexes_as_with_xdsl(pieces, gaps):
    text = "".join(piece + (gaps[i] if i < len(gaps) else "") for i, piece in enumerate(pieces))
    assert tokens(Lexer, text) == tokens(MLIRLexer, text)
