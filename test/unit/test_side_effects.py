"""ttopt.rewrite.side_effects: the per-class answer of wouldOpBeTriviallyDead is the one the
op-by-op walk of its effects gives, for every op of real modules (TTGIR with loops, memory
ops and calls; the LLVM dialect after the lowering)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from ptx_pipeline import run_passes

from ttopt import registry
from ttopt.ir.parser import parse_buffer
from ttopt.rewrite import side_effects

STAGES = Path(__file__).resolve().parents[1] / "Inputs" / "corpus" / "stages"


def modules():
    for kernel in ("matmul", "softmax", "device_print"):
        text = (STAGES / "sm80" / f"{kernel}.before-convert-to-llvm.mlir").read_text()
        yield parse_buffer(registry.make_context(), text, f"{kernel}.mlir")
    yield run_passes((STAGES / "sm80" / "softmax.before-convert-to-llvm.mlir").read_text(), 80)


def test_the_class_answer_is_the_walk_of_the_ops_effects():
    answers = Counter()
    for module in modules():
        for op in module.walk():
            expected = side_effects._would_be_trivially_dead(op)
            assert side_effects.would_op_be_trivially_dead(op) == expected, op.name
            answers[(side_effects._CLASS_ANSWERS[type(op)], expected)] += 1
    # Every kind of answer is met: Pure ops (True), terminators and effects (False), and ops
    # whose instances decide (loops with nested ops, reads).
    assert {key[0] for key in answers} == {True, False, None}
    assert answers[(True, True)] > 100
