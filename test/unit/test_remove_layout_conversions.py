"""tritongpu-remove-layout-conversions and the layout helpers it shares (layout_utils).

The corpus tests pin the pass on every run of it in make_ttgir (before and after
accelerate-matmul, and after pipelining) for the six corpus kernels at sm80 and sm90:
the output must be what Triton 3.6 prints, with locations (as its IR dumps print, value
names taken from name locations) and without. The expected texts in
test/Inputs/corpus/stages were produced by the reference oracle from the stage dumps
next to them.

The unit tests check the helpers on small functions, with values Triton 3.6 gives.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import NameLoc

from ttopt import registry
from ttopt.dialects.ttg.layouts import BlockedEncodingAttr, SliceEncodingAttr
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation
from ttopt.transforms.tritongpu import utility as layout_utils
from ttopt.transforms.tritongpu.remove_layout_conversions import (
    LayoutPropagation,
    TritonGPURemoveLayoutConversions,
    byte_count,
    is_layout_anchor,
)

STAGES = Path(__file__).resolve().parents[1] / "Inputs" / "corpus" / "stages"
RUNS = sorted(STAGES.glob("*/*.before-rlc*.mlir"))
TAG = "tritongpu-remove-layout-conversions"


def parse(text: str):
    return parse_buffer(registry.make_context(), text, "test.mlir")


def run_pass(module) -> None:
    TritonGPURemoveLayoutConversions().apply(Context(), module)


def expected_path(before: Path, suffix: str) -> Path:
    return before.with_name(
        before.name.replace(".before-", ".after-").replace(".mlir", suffix)
    )


# -- the corpus, byte for byte ------------------------------------------------------------------------


def test_every_run_of_the_pass_is_pinned():
    # 6 kernels x 2 targets x 3 runs (before/after accelerate-matmul, after pipelining)
    assert len(RUNS) == 36


@pytest.mark.parametrize(
    "before",
    RUNS,
    ids=lambda p: (
        f"{p.parent.name}-{p.name.split('.')[0]}-{p.name.split('-')[-1][:-5]}"
    ),
)
def test_corpus_output_is_upstreams(before: Path):
    module = parse(before.read_text())
    run_pass(module)
    with_locations = print_operation(
        module, PrintOptions(debuginfo=True, nameloc_as_prefix=True)
    )
    plain = print_operation(module, PrintOptions())
    assert with_locations.rstrip("\n") == expected_path(
        before, ".mlir"
    ).read_text().rstrip("\n")
    assert plain.rstrip("\n") == expected_path(
        before, ".plain.mlir"
    ).read_text().rstrip("\n")


def test_corpus_conversion_counts():
    """What the pass achieves on the corpus (upstream's numbers): every conversion goes
    except the ones an mma accumulator, a reduction or the pipelined loads need."""
    remaining = {}
    for before in RUNS:
        text = expected_path(before, ".plain.mlir").read_text()
        remaining[before.name] = text.count("ttg.convert_layout")
    assert remaining["matmul.before-rlc1.mlir"] == 3
    assert remaining["vecadd.before-rlc1.mlir"] == 0
    assert remaining["row_sum.before-rlc2.mlir"] == 1


# -- anchors and forward propagation ------------------------------------------------------------------

HEADER = """
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
"""

FUNCTION = (
    HEADER
    + """
  tt.func @f(%big: tensor<1024x!tt.ptr<f32>, #blocked1>, %small: tensor<64x!tt.ptr<f32>, #blocked>, %base: !tt.ptr<f32>) {
    %a = tt.load %big : tensor<1024x!tt.ptr<f32>, #blocked1> loc("big_load")
    %b = tt.load %small : tensor<64x!tt.ptr<f32>, #blocked> loc("small_load")
    %c = ttg.convert_layout %a : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked> loc("cvt")
    %d = arith.mulf %c, %c : tensor<1024xf32, #blocked> loc("mul")
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked> loc("range")
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked> loc("splat")
    %p = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked> loc("ptrs")
    tt.store %p, %d : tensor<1024x!tt.ptr<f32>, #blocked> loc("store")
    tt.return
  }
}
"""
)


def named_ops(module) -> dict:
    return {
        op.location.desc.data: op
        for op in module.walk()
        if isinstance(op.location, NameLoc)
    }


def test_expensive_loads_and_stores_are_anchors():
    ops = named_ops(parse(FUNCTION))
    # 1024 elements for 128 threads: kept where it is; 64 elements: presumably cached.
    assert layout_utils.is_expensive_load_or_store(ops["big_load"])
    assert not layout_utils.is_expensive_load_or_store(ops["small_load"])
    assert is_layout_anchor(ops["big_load"]) and is_layout_anchor(ops["store"])
    assert not is_layout_anchor(ops["small_load"]) and not is_layout_anchor(ops["mul"])


def test_forward_propagation_removes_the_conversion_after_an_anchor():
    module = parse(FUNCTION)
    function = next(op for op in module.walk() if op.name == "tt.func")
    propagation = LayoutPropagation(function)
    propagation.init_anchor_layout()
    propagation.propagate_layout()
    ops = named_ops(module)
    four_wide = ops["big_load"].results[0].type.encoding
    # The load's layout reaches the conversion's result and the multiplication.
    assert propagation.layouts[ops["cvt"].results[0]] == [four_wide]
    assert propagation.layouts[ops["mul"].results[0]] == [four_wide]
    # The pointers come from no anchor: they are left to backward rematerialization.
    assert ops["ptrs"].results[0] not in propagation.layouts


# -- the layout transfer functions --------------------------------------------------------------------

REDUCE = (
    HEADER
    + """
  tt.func @g(%x: tensor<32x128xf32, #b2>) {
    %y = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x128xf32, #b2>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #b2}>> loc("reduce")
    %e = tt.expand_dims %y {axis = 1 : i32} : tensor<32xf32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<32x1xf32, #b2> loc("expand")
    tt.return
  }
}
"""
)


def test_reduce_and_expand_dims_transfer_layouts_both_ways():
    ops = named_ops(parse(REDUCE))
    reduce, expand = ops["reduce"], ops["expand"]
    parent = reduce.operands[0].type.encoding
    sliced = SliceEncodingAttr(1, parent)
    assert layout_utils.infer_dst_encoding(reduce, parent) == sliced
    assert layout_utils.infer_src_encoding(reduce, sliced) == parent
    # A reduction's result layout must slice the reduced dim.
    assert layout_utils.infer_src_encoding(reduce, SliceEncodingAttr(0, parent)) is None
    assert layout_utils.infer_dst_encoding(expand, sliced) == parent
    assert layout_utils.infer_src_encoding(expand, parent) == sliced
    assert layout_utils.infer_dst_encoding(expand, SliceEncodingAttr(0, parent)) is None


def test_ops_that_can_produce_any_layout():
    ops = named_ops(parse(FUNCTION))
    other = BlockedEncodingAttr([2], [32], [4], [0])
    assert layout_utils.can_fold_into_conversion(ops["range"], other)
    assert layout_utils.can_fold_into_conversion(ops["splat"], other)
    assert layout_utils.can_fold_into_conversion(ops["cvt"], other)
    assert not layout_utils.can_fold_into_conversion(ops["mul"], other)
    assert not layout_utils.can_fold_into_conversion(ops["ptrs"], other)


def test_backward_slice_of_the_store_pointers():
    module = parse(FUNCTION)
    ops = named_ops(module)
    store = ops["store"]
    target = BlockedEncodingAttr([4], [32], [4], [0])
    slice_: dict = {}
    layout: dict = {}
    assert layout_utils.get_convert_backward_slice((store, 0), target, slice_, layout)
    # The pointers, then (last in, first out) the range and the splat, which stop the walk.
    assert [v.owner.location.desc.data for v in slice_] == ["ptrs", "range", "splat"]
    assert set(layout.values()) == {target}
    # The stored value: the walk stops at the conversion, which can produce any layout.
    slice_, layout = {}, {}
    assert layout_utils.get_convert_backward_slice((store, 1), target, slice_, layout)
    assert [v.owner.location.desc.data for v in slice_] == ["mul", "cvt"]


def test_structural_dominance():
    module = parse(FUNCTION)
    ops = named_ops(module)
    function = next(op for op in module.walk() if op.name == "tt.func")
    argument = function.body.blocks.first.args[0]
    assert layout_utils.properly_dominates(argument, ops["big_load"])
    assert layout_utils.properly_dominates(ops["big_load"].results[0], ops["mul"])
    assert not layout_utils.properly_dominates(ops["mul"].results[0], ops["big_load"])
    assert not layout_utils.properly_dominates(ops["mul"].results[0], ops["mul"])
    assert layout_utils.post_dominates(ops["store"], ops["mul"])
    assert not layout_utils.post_dominates(ops["mul"], ops["store"])


def test_byte_counts_of_the_cost_model():
    ops = named_ops(parse(FUNCTION))
    loaded = ops["big_load"].results[0]
    pointers = ops["ptrs"].results[0]
    assert byte_count(loaded) == 4096
    # Pointers have no bit width of their own: only the floors count.
    assert byte_count(pointers) == 0
    assert byte_count(pointers, 32, 32) == 4096


# -- the debug trace ----------------------------------------------------------------------------------


def test_debug_trace_reports_each_decision():
    path = STAGES / "sm80" / "vecadd.before-rlc1.mlir"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "ttopt.cli",
            str(path),
            f"-{TAG}",
            f"--debug-only={TAG}",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = [line for line in result.stderr.splitlines() if line.startswith(f"[{TAG}]")]
    assert lines[0].startswith(f"[{TAG}]: propagateLayout considering %")
    assert f"[{TAG}]:   convert layout cost: 131072" in lines
    assert any(line.startswith(f"[{TAG}]: found remat'ed value%") for line in lines)
    assert lines[-1] == f"[{TAG}]: Module after final cleanups:"
