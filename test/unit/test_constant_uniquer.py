"""The greedy driver's constant uniquing (OperationFolder::insertKnownConstant): constants of
one dialect with equal values of equal types become one, whatever objects hold the values;
the table's hashes only sort constants into lists, equality decides."""

from __future__ import annotations

import pytest

from ttopt import registry
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import print_operation
from ttopt.rewrite import folding
from ttopt.rewrite.greedy import GreedyDriver

KERNEL = """
tt.func @f() -> (i32, i32, i64, i32, i32, i32, f32, f32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  %c = arith.constant 1 : i64
  %d = arith.constant 2 : i32
  %e = llvm.mlir.constant(1 : i32) : i32
  %f = llvm.mlir.constant(1 : i32) : i32
  %g = arith.constant 1.0 : f32
  %h = arith.constant 1.0 : f32
  tt.return %a, %b, %c, %d, %e, %f, %g, %h : i32, i32, i64, i32, i32, i32, f32, f32
}
"""


def canonicalized() -> str:
    module = parse_buffer(registry.make_context(), KERNEL, "f.mlir")
    GreedyDriver().run(module)
    return print_operation(module)


def returned(text: str) -> list[str]:
    (line,) = [line for line in text.splitlines() if "tt.return" in line]
    return line.split("tt.return ")[1].split(" :")[0].split(", ")


def test_equal_constants_of_one_dialect_become_one():
    text = canonicalized()
    assert text.count("arith.constant") == 4  # 1 : i32, 1 : i64, 2 : i32, 1.0 : f32
    assert text.count("llvm.mlir.constant") == 1
    a, b, c, d, e, f, g, h = returned(text)
    assert a == b and g == h and e == f
    assert len({a, c, d, e, g}) == 5, "other type, other value, other dialect: kept apart"


@pytest.mark.parametrize("colliding_hash", [lambda attribute: 0, lambda attribute: hash(type(attribute))])
def test_colliding_hashes_change_nothing(monkeypatch, colliding_hash):
    expected = canonicalized()
    monkeypatch.setattr(folding, "attribute_hash", colliding_hash)
    assert canonicalized() == expected
