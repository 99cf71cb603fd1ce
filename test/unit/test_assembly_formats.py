"""Every declarative assembly format compiles. Formats are compiled on an op's first parse or
print (ttopt.ir.assembly_format.LazyOpFormat, for start-up), so a format with a mistake would
otherwise only fail in the first run that meets its op."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ttopt import registry
from ttopt.ir.assembly_format import LazyOpFormat, OpFormat
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation


def formatted_ops(dialect_name: str) -> list[type]:
    dialect = registry.dialect(dialect_name)
    return [op for op in dialect.operations if isinstance(op.__dict__.get("FORMAT"), LazyOpFormat)]


@pytest.mark.parametrize("dialect_name", registry.dialect_names())
def test_every_format_of_the_dialect_compiles(dialect_name: str):
    for op in formatted_ops(dialect_name):
        compiled = op.FORMAT.compiled()
        assert isinstance(compiled, OpFormat) and compiled.op_class is op
        assert compiled.elements, f"{op.name}: the format has no elements"
        assert op.FORMAT.compiled() is compiled, "compiled once and kept"


def test_the_triton_dialects_use_declarative_formats():
    counts = {name: len(formatted_ops(name)) for name in ("tt", "ttg", "ttng", "arith", "scf")}
    assert all(count > 0 for count in counts.values()), counts
    assert sum(counts.values()) >= 100, counts


def test_loading_a_dialect_compiles_no_format():
    # A fresh interpreter: in this one, the tests above have compiled them all.
    script = (
        "from ttopt import registry\n"
        "from ttopt.ir.assembly_format import LazyOpFormat\n"
        "ops = [op for op in registry.dialect('tt').operations if isinstance(op.__dict__.get('FORMAT'), LazyOpFormat)]\n"
        "print(len(ops), sum(op.FORMAT._compiled is not None for op in ops))\n"
    )
    output = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    formats, compiled = map(int, output.split())
    assert formats > 40 and compiled == 0


INPUTS = Path(__file__).resolve().parents[1] / "Inputs"


def _interpreted(format_: OpFormat, op, printer) -> None:
    """OpFormat.print as it was before the steps: the interpreter over every element."""
    for element in format_.elements:
        format_._print_element(op, printer, element)


def test_the_print_steps_print_what_the_interpreter_prints(monkeypatch):
    # Every TTGIR of the inputs (corpus, Hopper, TMA, attention, ... kernels, with locations)
    # printed through each op's compiled steps and through the element interpreter.
    paths = sorted(INPUTS.rglob("*.ttgir"))
    assert len(paths) > 30
    printed_classes = set()
    original = OpFormat.print

    def noting(self, op, printer):
        printed_classes.add(self.op_class)
        original(self, op, printer)

    for path in paths:
        module = parse_buffer(registry.make_context(), path.read_text(), str(path))
        monkeypatch.setattr(OpFormat, "print", noting)
        steps = print_operation(module, PrintOptions(debuginfo=True))
        monkeypatch.setattr(OpFormat, "print", _interpreted)
        assert print_operation(module, PrintOptions(debuginfo=True)) == steps, path
    assert len(printed_classes) > 60
