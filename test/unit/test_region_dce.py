"""Region DCE's one-walk answer (`_structured_without_dead_ops`): where every region is one block,
"no op is trivially dead" is exactly "the liveness finds nothing dead"; anything else falls
back to the liveness."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp

from ttopt import registry
from ttopt.ir.parser import parse_buffer
from ttopt.rewrite.greedy import GreedyDriver
from ttopt.rewrite.region_simplify import (
    _Liveness,
    _propagate_region,
    _structured_without_dead_ops,
    _sweep_is_final,
    run_region_dce,
)
from ttopt.rewrite.side_effects import would_op_be_trivially_dead

INPUTS = Path(__file__).resolve().parents[1] / "Inputs"
KERNELS = sorted(INPUTS.glob("corpus/sm*/*.tt*ir")) + [INPUTS / "hopper" / "attention_causal.ttir"]


def _parse(text: str, name: str = "<test>") -> ModuleOp:
    return parse_buffer(registry.make_context(), text, name)


def _liveness_finds_something_dead(module: ModuleOp) -> bool:
    """runRegionDCE's propagation, without its erasure: is some op or block argument not live?"""
    liveness = _Liveness()
    while True:
        liveness.changed = False
        liveness.unproven.clear()
        _propagate_region(module.body, liveness)
        if not liveness.changed or _sweep_is_final(liveness):
            break
    for op in module.body.walk():
        if op.parent_op() is not None and op not in liveness.live_ops:
            return True
        for region in op.regions:
            for block in list(region.blocks)[1:]:
                if any(arg not in liveness.live_args for arg in block.args):
                    return True
    return False


def _unused_clones(module: ModuleOp, tries: int) -> list[ModuleOp]:
    """Variants of the module, each with an unused copy of one op that would be trivially dead
    (in loop bodies too), right after it: `tries` ops spread over the module are tried."""
    variants = []
    count = sum(1 for _ in module.walk())
    for index in range(0, count, max(1, count // tries)):
        variant = module.clone()
        op = list(variant.walk())[index]
        if op.results and op.parent_op() is not variant and would_op_be_trivially_dead(op):
            op.parent.insert_op_after(op.clone(), op)
            variants.append(variant)
    return variants


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_one_walk_answers_as_the_liveness_does(path: Path):
    module = _parse(path.read_text(), str(path))
    cases = [module, *_unused_clones(module, tries=12)]
    assert len(cases) > 3
    for case in cases:
        structured = all(
            region.blocks.first is None or region.blocks.first.next_block is None
            for op in case.walk()
            for region in op.regions
        )
        dead = _liveness_finds_something_dead(case)
        answer = _structured_without_dead_ops([case.body])
        if structured:
            assert answer is (not dead)
        else:
            assert not answer  # several blocks: the liveness decides
    assert any(_liveness_finds_something_dead(case) for case in cases[1:])


def test_a_cycle_in_the_modules_graph_region_is_left_to_the_liveness():
    # builtin.module's body is a graph region: these two adds use each other, neither is
    # unused, and MLIR's region DCE (canonicalize) erases both.
    module = _parse(
        "module {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.addi %0, %0 : i32\n"
        "  tt.func @f() {\n    tt.return\n  }\n}\n"
    )
    assert not _structured_without_dead_ops([module.body])
    assert _liveness_finds_something_dead(module)
    GreedyDriver().run(module)
    assert [op.name for op in module.body.ops] == ["tt.func"]


def test_a_dead_op_in_a_loop_body_is_erased():
    module = _parse(
        "tt.func @f(%n: i32, %p: !tt.ptr<i32>) {\n  %c0 = arith.constant 0 : i32\n"
        "  %c1 = arith.constant 1 : i32\n"
        "  scf.for %i = %c0 to %n step %c1 : i32 {\n    %unused = arith.addi %i, %i : i32\n"
        "    tt.store %p, %i : !tt.ptr<i32>\n  }\n  tt.return\n}\n"
    )
    assert not _structured_without_dead_ops([module.body])
    assert run_region_dce(GreedyDriver().rewriter, [module.body])
    assert "arith.addi" not in [op.name for op in module.walk()]
    assert _structured_without_dead_ops([module.body])
    assert not run_region_dce(GreedyDriver().rewriter, [module.body])
