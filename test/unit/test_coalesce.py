"""Use-def slices (ttopt.analysis.slices) and the layout choices of tritongpu-coalesce.

The slice functions follow MLIR's SliceAnalysis: their order and frontier rules are
checked on small functions; `get_slice`'s edge-by-edge fast path is checked against the
slice-by-slice fixed point on every op of the corpus kernels. The coalesce helpers are
checked on values Triton 3.6 gives for the same inputs.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.dialects.builtin import NameLoc
from xdsl.ir import Operation

from ttopt import registry
from ttopt.analysis import slices
from ttopt.dialects.ttg.layouts import blocked_encoding_for_shape
from ttopt.ir.parser import parse_buffer
from ttopt.transforms.tritongpu.coalesce import (
    descriptor_encoding,
    order_from_contiguity,
)
from ttopt.transforms.tritongpu.combine_tensor_select_and_if import (
    complementary_conditions,
    negated_condition,
)

STAGES = Path(__file__).resolve().parents[1] / "Inputs" / "corpus" / "stages"

LOOP = """
tt.func @f(%p: tensor<8x!tt.ptr<f32>>, %n: i32, %q: tensor<8x!tt.ptr<f32>>) {
  %c0 = arith.constant 0 : i32 loc("c0")
  %c1 = arith.constant 1 : i32 loc("c1")
  %step = arith.constant dense<8> : tensor<8xi32> loc("step")
  %zero = arith.constant dense<0.0> : tensor<8xf32> loc("zero")
  %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%ptr = %p, %acc = %zero) -> (tensor<8x!tt.ptr<f32>>, tensor<8xf32>) : i32 {
    %v = tt.load %ptr : tensor<8x!tt.ptr<f32>> loc("v")
    %a = arith.addf %acc, %v : tensor<8xf32> loc("a")
    %next = tt.addptr %ptr, %step : tensor<8x!tt.ptr<f32>>, tensor<8xi32> loc("next")
    scf.yield %next, %a : tensor<8x!tt.ptr<f32>>, tensor<8xf32> loc("yield")
  } loc("res")
  %w = arith.mulf %res#1, %res#1 : tensor<8xf32> loc("w")
  tt.store %q, %w : tensor<8x!tt.ptr<f32>> loc("store")
  %other = arith.addi %c1, %c1 : i32 loc("other")
  tt.return
}
"""


def parse(text: str):
    return parse_buffer(registry.make_context(), text, "test.mlir")


def tag(op: Operation) -> str:
    """The name of an op's name location (`loc("v")`), else the op name."""
    location = op.location
    return location.desc.data if isinstance(location, NameLoc) else op.name


def ops_by_name(module) -> dict[str, Operation]:
    """The ops with a name location, by that name."""
    return {tag(op): op for op in module.walk() if isinstance(op.location, NameLoc)}


def names(ops) -> list[str]:
    return [tag(op) for op in ops]


# -- forward and backward slices ------------------------------------------------------------------


def test_forward_slice_is_topological_and_excludes_the_root():
    ops = ops_by_name(parse(LOOP))
    # A yield has no results: the loop's results are not uses of the body's values.
    assert names(slices.forward_slice(ops["v"])) == ["a", "yield"]
    # Reverse post-order of a depth-first walk (nested ops before users), as MLIR orders it.
    assert names(slices.forward_slice(ops["zero"])) == ["res", "w", "store", "next", "v", "a", "yield"]
    assert names(slices.forward_slice(ops["v"], inclusive=True))[0] == "v"


def test_forward_slice_of_a_loop_holds_its_body():
    found = slices.forward_slice(ops_by_name(parse(LOOP))["res"])
    assert {"v", "a", "next", "w"} <= set(names(found))
    assert "other" not in names(found)


def test_forward_filter_is_a_frontier():
    ops = ops_by_name(parse(LOOP))
    found = slices.forward_slice(ops["v"], keep=lambda op: op.name != "scf.yield")
    assert names(found) == ["a"]


def test_backward_slice_puts_definitions_first():
    ops = ops_by_name(parse(LOOP))
    found = names(slices.backward_slice(ops["w"]))
    # w uses the loop results: the loop and the loop's operands, each before its user.
    assert found.index("c0") < found.index("res") and found.index("zero") < found.index("res")
    assert found[-1] == "res"
    assert "tt.func" not in found  # isolated from above: never entered


def test_backward_slice_through_block_arguments():
    ops = ops_by_name(parse(LOOP))
    # The load's pointer is an iteration argument: the slice reaches the loop and its inputs.
    assert set(names(slices.backward_slice(ops["v"]))) == {"c0", "c1", "zero", "res"}
    assert slices.backward_slice(ops["v"], omit_block_arguments=True) == []


def test_backward_slice_with_uses_from_above():
    loop = ops_by_name(parse(LOOP))["res"]
    plain = set(names(slices.backward_slice(loop)))
    captured = set(names(slices.backward_slice(loop, omit_uses_from_above=False)))
    assert "step" not in plain and "step" in captured


def test_get_slice_includes_the_root_in_ir_order():
    ops = ops_by_name(parse(LOOP))
    found = names(slices.get_slice(ops["v"]))
    # The iteration argument leads to the loop, the loop to its bounds, the bound %c1 to
    # its other user.
    assert found == ["c0", "c1", "step", "zero", "res", "v", "a", "next", "yield", "w", "store", "other"]
    # Triton's multiRootGetSlice does not walk through block arguments.
    assert names(slices.get_slice(ops["v"], omit_block_arguments=True)) == ["step", "v", "a", "next", "yield"]


def test_topological_sort_follows_the_ir():
    ops = ops_by_name(parse(LOOP))
    shuffled = [ops["w"], ops["next"], ops["c0"], ops["v"]]
    assert names(slices.topological_sort(shuffled)) == ["c0", "v", "next", "w"]


@pytest.mark.parametrize("path", sorted(STAGES.glob("*/*.before-coalesce.mlir")), ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_fast_slice_equals_the_fixed_point(path):
    """Without filters get_slice builds the closure edge by edge; it must reach exactly
    what alternating backward and forward slices reach."""
    module = parse(path.read_text())
    function = next(op for op in module.walk() if op.name == "tt.func")
    for op in list(function.walk())[1::3]:
        fast = slices.get_slice(op)
        fixed_point = slices.topological_sort(slices._iterated_slices(op, None, None, False))
        assert fast == fixed_point, op.name


# -- coalesce's choices ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "contiguity, order",
    [((1024,), (0,)), ((1, 64), (1, 0)), ((64, 1), (0, 1)), ((1, 1), (0, 1)), ((4, 4, 8), (2, 0, 1))],
)
def test_order_from_contiguity(contiguity, order):
    assert order_from_contiguity(contiguity) == order


def test_blocked_encoding_spreads_lanes_from_the_fastest_dim():
    layout = blocked_encoding_for_shape([64, 32], [4, 1], [0, 1], 4, 32)
    assert (layout.threads_per_warp, layout.warps_per_cta) == ((16, 2), (1, 4))
    layout = blocked_encoding_for_shape([16, 128], [1, 8], [1, 0], 4, 32)
    assert (layout.threads_per_warp, layout.warps_per_cta) == ((2, 16), (4, 1))


def test_blocked_encoding_works_on_each_ctas_share():
    layout = blocked_encoding_for_shape([64, 64], [1, 4], [1, 0], 4, 32, ((1, 0),))
    assert (layout.threads_per_warp, layout.warps_per_cta, layout.cga_layout) == ((2, 16), (4, 1), ((1, 0),))


def test_descriptor_encoding_is_row_major_with_16_bytes_per_thread():
    module = parse(
        """
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%t: tensor<2x16x64xbf16, #blocked>) { tt.return }
}
"""
    )
    function = next(op for op in module.walk() if op.name == "tt.func")
    layout = descriptor_encoding(4, 32, function.body.block.args[0].type)
    assert layout.size_per_thread == (1, 1, 8) and layout.order == (2, 1, 0)
    assert (layout.threads_per_warp, layout.warps_per_cta) == ((1, 4, 8), (1, 4, 1))


def run_ttopt(*args: str, stdin: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "ttopt.cli", *args], input=stdin, capture_output=True, text=True, check=False
    )


def test_missing_number_of_warps_is_a_diagnostic():
    result = run_ttopt("-tritongpu-coalesce", stdin="tt.func @f() {\n  tt.return\n}\n")
    assert result.returncode == 1
    assert "<stdin>:2:3: error: 'tt.return' op is not contained within a context that specifies the number of warps" in result.stderr
    assert "Traceback" not in result.stderr


def test_pointers_to_pointers_are_a_diagnostic():
    """Upstream asserts on a pointee without a bit width; ttopt reports it at the access."""
    source = """#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: tensor<256x!tt.ptr<!tt.ptr<f32>>, #blocked>) {
    %v = tt.load %p : tensor<256x!tt.ptr<!tt.ptr<f32>>, #blocked>
    tt.return
  }
}
"""
    result = run_ttopt("-tritongpu-coalesce", stdin=source)
    assert result.returncode == 1
    assert "<stdin>:4:10: error: 'tt.load' op cannot coalesce accesses to '!tt.ptr<f32>' values (no bit width)" in result.stderr


def test_alignment_trace_of_the_utility_helper():
    text = (STAGES / "sm80" / "vecadd.before-coalesce.mlir").read_text()
    result = run_ttopt("-tritongpu-coalesce", "--debug-only=ttg-utility", stdin=text)
    lines = result.stderr.splitlines()
    # three accesses, each measured for itself and for the two others of its slice, and
    # the store once more for its own cap
    assert lines == ["[ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 1024, alignment: 4"] * 10


# -- negated conditions (combine-tensor-select-and-if) ----------------------------------------------


def test_negated_conditions():
    ops = ops_by_name(
        parse(
            """
tt.func @f(%c: i1) -> (i1, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %n1 = arith.xori %c, %true : i1 loc("n1")
  %n2 = arith.xori %true, %c : i1 loc("n2")
  %same = arith.xori %c, %false : i1 loc("same")
  tt.return %n1, %n2, %same : i1, i1, i1
}
"""
        )
    )
    c = ops["n1"].lhs
    assert negated_condition(ops["n1"].result) is c and negated_condition(ops["n2"].result) is c
    assert negated_condition(ops["same"].result) is None
    assert set(complementary_conditions(c)) == {ops["n1"].result, ops["n2"].result}
    assert complementary_conditions(ops["n1"].result) == [c]
