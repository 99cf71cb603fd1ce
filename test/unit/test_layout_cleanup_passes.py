"""The subtle helpers of the layout clean-up passes (optimize-thread-locality,
reduce-data-duplication, fuse-nested-loops, loop-aware-cse), checked against values
upstream (Triton 3.6 / MLIR) produces."""

import pytest
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    TensorType,
    f32,
)

from ttopt import registry
from ttopt.dialects.ttg.layouts import BlockedEncodingAttr, NvidiaMmaEncodingAttr
from ttopt.ir.parser import parse_buffer
from ttopt.transforms.triton.loop_aware_cse import LoopCSEDriver, equivalence_classes
from ttopt.transforms.tritongpu.fuse_nested_loops import Dominance, topological_sort
from ttopt.transforms.tritongpu.optimize_thread_locality import largest_finite
from ttopt.transforms.tritongpu.reduce_data_duplication import (
    mma_operand_swizzling,
    order_for_memory,
)

# -- reduce-data-duplication ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("op_idx", "k_width", "shape", "order", "bits", "expected"),
    [
        # f16 A operand, row-major: 8-element vectors, one row per phase, 8 phases.
        (0, 2, (128, 64), (1, 0), 16, (8, 1, 8)),
        # f16 B operand stored K-major: vec and the MMA stride swap.
        (1, 2, (64, 128), (0, 1), 16, (8, 1, 8)),
        # f32 with kWidth 1: 4-element vectors.
        (0, 1, (128, 32), (1, 0), 32, (4, 1, 8)),
        # i8 column-major A: K is not the fastest dim, so the MMA stride of 8 is the vector.
        (0, 4, (128, 64), (0, 1), 8, (8, 1, 16)),
        # A short K packs two rows per phase.
        (1, 2, (2, 64, 32), (2, 1, 0), 16, (8, 2, 4)),
    ],
)
def test_mma_operand_swizzling(op_idx, k_width, shape, order, bits, expected):
    assert mma_operand_swizzling(op_idx, k_width, shape, order, bits) == expected


def test_order_for_memory_prefers_the_lanes_when_registers_do_not_tell():
    # One element per thread along the lanes' fastest dim: the lanes' order wins.
    lanes_down = BlockedEncodingAttr([1, 1], [32, 1], [4, 1], [1, 0])
    assert order_for_memory(TensorType(f32, [128, 64], lanes_down)) == (0, 1)
    # Several elements per thread along it: the registers' order.
    rows = BlockedEncodingAttr([1, 4], [8, 4], [4, 1], [1, 0])
    assert order_for_memory(TensorType(f32, [128, 64], rows)) == (1, 0)
    mma = NvidiaMmaEncodingAttr(2, 0, [2, 2], [16, 8])
    assert order_for_memory(TensorType(f32, [128, 64], mma)) == (1, 0)


# -- optimize-thread-locality -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("element", "value"),
    [
        (Float16Type(), 65504.0),
        (BFloat16Type(), 3.3895313892515355e38),
        (Float32Type(), 3.4028234663852886e38),
        (Float64Type(), 1.7976931348623157e308),
    ],
)
def test_largest_finite(element, value):
    """APFloat::getLargest, the neutral element of maximumf/minimumf with `ninf`."""
    assert largest_finite(element) == value


# -- loop-aware CSE ---------------------------------------------------------------------------------------

LOOP = """
tt.func @f(%n: i32, %x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %y, %d = %x) -> (i32, i32, i32, i32) : i32 {
    %a2 = arith.addi %b, %c1 : i32
    %b2 = arith.addi %a, %c1 : i32
    %c2 = arith.addi %c, %c1 : i32
    %d2 = arith.addi %d, %i : i32
    scf.yield %a2, %b2, %c2, %d2 : i32, i32, i32, i32
  }
  tt.return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}
"""


def _first_loop(text: str):
    module = parse_buffer(registry.make_context(), text, "test.mlir")
    return next(op for op in module.walk() if op.name == "scf.for"), module


def test_iteration_arguments_equal_by_coinduction():
    loop, _ = _first_loop(LOOP)
    driver = LoopCSEDriver(loop)
    assert driver.iter_args_equal(0, 1)  # each update reads the other one
    assert not driver.iter_args_equal(0, 2)  # different initial values
    assert not driver.iter_args_equal(0, 3)  # the induction variable is never equal to an argument
    assert not driver.assumed  # every assumption is retracted
    assert equivalence_classes(LoopCSEDriver(loop), 4) == [[0, 1]]


# -- fuse-nested-loops ---------------------------------------------------------------------------------------

NEST = """
tt.func @g(%n: i32, %p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %a = arith.addi %i, %c1 : i32
    scf.for %j = %c0 to %n step %c1 : i32 {
      %b = arith.addi %a, %j : i32
      tt.store %p, %b : !tt.ptr<i32>
    }
    %c = arith.muli %a, %a : i32
    tt.store %p, %c : !tt.ptr<i32>
  }
  tt.return
}
"""


def test_dominance_of_ops_and_values():
    outer, _ = _first_loop(NEST)
    dom = Dominance()
    body = list(outer.body.block.ops)
    a, inner, c = body[0], body[1], body[2]
    store_in_inner = list(inner.body.block.ops)[1]
    assert dom.op_properly_dominates(a, store_in_inner)
    assert dom.op_properly_dominates(inner, store_in_inner)  # enclosing is fine by default
    assert not dom.op_properly_dominates(inner, store_in_inner, enclosing_ok=False)
    assert not dom.op_properly_dominates(c, a)
    assert dom.value_properly_dominates(outer.induction_var, a)
    assert not dom.value_properly_dominates(outer.induction_var, outer)
    assert not dom.value_properly_dominates(inner.results[0] if inner.results else a.results[0], a)


def test_topological_sort_follows_the_ir():
    outer, _ = _first_loop(NEST)
    body = list(outer.body.block.ops)
    nested_store = list(body[1].body.block.ops)[1]
    assert topological_sort([body[2], nested_store, body[0]]) == [body[0], nested_store, body[2]]
