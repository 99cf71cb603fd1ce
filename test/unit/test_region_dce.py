"""Region DCE's liveness (runRegionDCE): the one-pass marking from roots (`_live_from_roots`)
gives the least fixed point of the liveness equations, here computed the plain way (sweeping
until nothing changes); where every region is one block, the one-walk answer
(`_structured_without_dead_ops`), "no op is trivially dead", is exactly "nothing is dead"."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument, Operation
from xdsl.traits import IsTerminator

from ttopt import registry
from ttopt.backend import pipelines
from ttopt.backend.compile import StageRunner
from ttopt.backend.pipelines import CompileOptions
from ttopt.ir.parser import parse_buffer
from ttopt.ir.traits import has_trait
from ttopt.rewrite.greedy import GreedyDriver
from ttopt.rewrite.region_simplify import (
    _live_from_roots,
    _structured_without_dead_ops,
    run_region_dce,
    successor_operands,
)
from ttopt.rewrite.rewriter import post_order_blocks
from ttopt.rewrite.side_effects import would_op_be_trivially_dead

INPUTS = Path(__file__).resolve().parents[1] / "Inputs"
KERNELS = sorted(INPUTS.glob("corpus/sm*/*.tt*ir")) + [INPUTS / "hopper" / "attention_causal.ttir"]


def _parse(text: str, name: str = "<test>") -> ModuleOp:
    return parse_buffer(registry.make_context(), text, name)


def _reference_liveness(module: ModuleOp) -> tuple[set[Operation], set[BlockArgument], bool]:
    """The liveness equations of runRegionDCE, swept over the reachable blocks (nested regions
    too) until nothing changes: an op is live if it is a terminator, would not be trivially
    dead, or a live op uses a result (a forwarded branch operand only if its argument is
    live); a non-entry block argument if a live op uses it or a branch that forwards no
    operands enters its block."""
    ops: list[Operation] = []
    arguments: list[BlockArgument] = []
    regions = [module.body]
    while regions:
        region = regions.pop()
        if region.blocks.first is None:
            continue
        for block in post_order_blocks(region.blocks.first):
            if block is not region.blocks.first:
                arguments.extend(block.args)
            for op in block.ops:
                ops.append(op)
                regions.extend(op.regions)
    live_ops: set[Operation] = set()
    live_args: set[BlockArgument] = set()

    def forwarded_to(user: Operation, index: int) -> BlockArgument | None:
        for successor_index, successor in enumerate(user.successors):
            indices = successor_operands(user, successor_index)
            if indices is not None and index in indices:
                return successor.args[indices.index(index)]
        return None

    def live_use(value) -> bool:
        for use in value.uses:
            if use.operation in live_ops:
                argument = forwarded_to(use.operation, use.index)
                if argument is None or argument in live_args:
                    return True
        return False

    changed = True
    while changed:
        changed = False
        for op in ops:
            if op in live_ops:
                continue
            terminator = has_trait(op, IsTerminator, value_if_unregistered=True)
            if terminator or not would_op_be_trivially_dead(op) or any(live_use(r) for r in op.results):
                live_ops.add(op)
                changed = True
                if terminator:
                    for index, successor in enumerate(op.successors):
                        if successor_operands(op, index) is None:
                            live_args.update(successor.args)
        for argument in arguments:
            if argument not in live_args and live_use(argument):
                live_args.add(argument)
                changed = True
    return live_ops, live_args, len(live_ops) == len(ops) and len(live_args) == len(arguments)


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


@cache
def _lowered(ttgir: str) -> tuple[ModuleOp, ...]:
    """A kernel's LLVM-dialect module (control flow in blocks) after convert-triton-gpu-to-llvm
    (before canonicalize: dead code, duplicate constants) and after convert-nv-gpu-to-llvm."""
    path = INPUTS / "corpus" / ttgir
    options = CompileOptions(capability=int(path.parent.name[2:]), num_warps=4)
    module = _parse(path.read_text(), str(path))
    kept = []

    def keep(name: str, current: ModuleOp) -> None:
        if name.startswith(("convert-triton-gpu-to-llvm", "convert-nv-gpu-to-llvm")):
            kept.append(current.clone())

    StageRunner(options, keep).run("make_llir", module, pipelines.make_llir(options))
    return tuple(kept)


def _cases(module: ModuleOp, tries: int = 12) -> list[ModuleOp]:
    return [module, *_unused_clones(module, tries)]


def _check_liveness(module: ModuleOp) -> bool:
    """The marking equals the reference; returns whether something is dead."""
    liveness = _live_from_roots([module.body])
    assert (liveness.live_ops, liveness.live_args, liveness.everything_live) == _reference_liveness(module)
    return not liveness.everything_live


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_structured_kernels(path: Path):
    module = _parse(path.read_text(), str(path))
    cases = _cases(module)
    assert len(cases) > 3
    found_dead = []
    for case in cases:
        dead = _check_liveness(case)
        found_dead.append(dead)
        structured = all(
            region.blocks.first is None or region.blocks.first.next_block is None
            for op in case.walk()
            for region in op.regions
        )
        answer = _structured_without_dead_ops([case.body])
        if structured:
            assert answer is (not dead)
        else:
            assert not answer  # several blocks: the liveness decides
    assert any(found_dead[1:])


@pytest.mark.parametrize("ttgir", ["sm80/row_sum.ttgir", "sm90/row_sum.ttgir"])
def test_lowered_kernels_with_loops_in_blocks(ttgir: str):
    for module in _lowered(ttgir):
        assert any(op.successors for op in module.walk())  # a loop's branches
        for case in _cases(module, tries=6):
            _check_liveness(case)
            assert not _structured_without_dead_ops([case.body])


def test_a_cycle_through_block_arguments_is_dead():
    # %unused and %again feed only each other around the loop: both dead, with the operands
    # the branches forward to %unused.
    module = _parse(
        "tt.func @f(%a: i32, %n: i32) {\n  cf.br ^bb1(%a, %a : i32, i32)\n"
        "^bb1(%i: i32, %unused: i32):\n  %cmp = arith.cmpi slt, %i, %n : i32\n"
        "  %next = arith.addi %i, %i : i32\n  %again = arith.addi %unused, %i : i32\n"
        "  cf.cond_br %cmp, ^bb1(%next, %again : i32, i32), ^bb2\n^bb2:\n  tt.return\n}\n"
    )
    assert _check_liveness(module)
    assert run_region_dce(GreedyDriver().rewriter, [module.body])
    function = next(op for op in module.walk() if op.name == "tt.func")
    loop = list(function.regions[0].blocks)[1]
    assert len(loop.args) == 1
    assert [op.name for op in loop.ops] == ["arith.cmpi", "arith.addi", "cf.cond_br"]


def test_a_cycle_in_the_modules_graph_region_is_left_to_the_liveness():
    # builtin.module's body is a graph region: these two adds use each other, neither is
    # unused, and MLIR's region DCE (canonicalize) erases both.
    module = _parse(
        "module {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.addi %0, %0 : i32\n"
        "  tt.func @f() {\n    tt.return\n  }\n}\n"
    )
    assert not _structured_without_dead_ops([module.body])
    assert not _live_from_roots([module.body]).everything_live
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
