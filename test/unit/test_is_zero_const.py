"""folding.is_zero_const, Triton's isZeroConst: an arith.constant splat of zero (integer 0, float
0.0 or -0.0), never a scalar constant or a tensor with one non-zero element. The pipeliner asks
it whether a load's `other` lets the load go straight to shared memory, the wgmma lowering
whether the accumulator starts at zero."""

from __future__ import annotations

import pytest

from ttopt import registry
from ttopt.dialects.folding import is_zero_const
from ttopt.ir.parser import parse_buffer

FUNCTION = """
tt.func @f(%arg0: tensor<4xf32>) {{
  %0 = {constant}
  tt.return
}}
"""


def _constant_result(constant: str):
    module = parse_buffer(registry.make_context(), FUNCTION.format(constant=constant), "f.mlir")
    op = next(op for op in module.walk() if op.name == "arith.constant")
    return op.results[0]


@pytest.mark.parametrize(
    ("constant", "zero"),
    [
        ("arith.constant dense<0.000000e+00> : tensor<128x256xf32>", True),
        ("arith.constant dense<-0.000000e+00> : tensor<4xf16>", True),
        ("arith.constant dense<0> : tensor<64x64xi32>", True),
        ("arith.constant dense<false> : tensor<8xi1>", True),
        ("arith.constant dense<1.000000e+00> : tensor<4xf32>", False),
        ("arith.constant dense<[0.000000e+00, 0.000000e+00, 1.000000e+00]> : tensor<3xf32>", False),
        ("arith.constant 0 : i32", False),
        ("arith.constant 0.000000e+00 : f32", False),
    ],
)
def test_only_a_splat_of_zero_is_a_zero_constant(constant: str, zero: bool):
    assert is_zero_const(_constant_result(constant)) is zero


def test_a_value_not_made_by_a_constant_is_not_one():
    text = FUNCTION.format(constant="arith.constant 1 : i32")
    module = parse_buffer(registry.make_context(), text, "f.mlir")
    function = next(op for op in module.walk() if op.name == "tt.func")
    argument = function.regions[0].blocks.first.args[0]
    assert is_zero_const(argument) is False
