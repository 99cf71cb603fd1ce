"""Every corpus TTIR/TTGIR file prints byte-identical to real Triton 3.6's printing of it.

The expected texts in test/Inputs/corpus/expected were produced once by the real
Triton 3.6.0 parser and printer (without locations, and with them plus value names
from name locations, as Triton's own dumps print). Printing is also a fixed point.
"""

from pathlib import Path

import pytest

from ttopt import registry
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation
from ttopt.ir.verifier import verify

CORPUS = Path(__file__).resolve().parent.parent / "Inputs" / "corpus"
FILES = sorted([*CORPUS.glob("sm*/*.ttir"), *CORPUS.glob("sm*/*.ttgir")])
MODES = {
    "plain": PrintOptions(),
    "debug": PrintOptions(debuginfo=True, nameloc_as_prefix=True),
}


def parse_and_print(text: str, name: str, options: PrintOptions) -> str:
    ctx = registry.make_context()
    module = parse_buffer(ctx, text, name)
    verify(module)
    return print_operation(module, options)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_prints_like_triton(path: Path, mode: str):
    expected = (CORPUS / "expected" / path.parent.name / f"{path.name}.{mode}.mlir").read_text()
    assert parse_and_print(path.read_text(), path.name, MODES[mode]) == expected


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_printing_is_a_fixed_point(path: Path, mode: str):
    once = parse_and_print(path.read_text(), path.name, MODES[mode])
    assert parse_and_print(once, path.name, MODES[mode]) == once


def test_corpus_is_complete():
    assert len(FILES) == 24
