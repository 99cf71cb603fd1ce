"""The greedy driver's root filter: a pattern that names its root op class (`root_op`) is
tried only on ops of that class (MLIR's PatternApplicator filters by root name); a pattern
without one is tried on every op; both still rewrite. And when it skips simplifyRegions after
an iteration: only where the call would find nothing, leaving the IR MLIR's driver leaves."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ttopt import registry
from ttopt.conversion import nvgpu_to_llvm
from ttopt.dialects import arith, scf
from ttopt.dialects.tt.layout_patterns import layout_patterns_rooted_on
from ttopt.dialects.tt.shape import ReshapeOp
from ttopt.dialects.ttg.convert_layout import CONVERT_LAYOUT_PATTERNS, CanonicalizeConvertFromReshape
from ttopt.ir.parser import parse_buffer
from ttopt.rewrite.greedy import DEFAULT_REWRITE_CONFIG, GreedyDriver

KERNEL = """
tt.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.addi %1, %a : i32
  tt.return %2 : i32
}
"""


class Seen(RewritePattern):
    def __init__(self, root=None):
        if root is not None:
            self.root_op = root
        self.seen: list[str] = []

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        self.seen.append(op.name)


class MulToAdd(RewritePattern):
    """muli -> addi, so that the rooted pattern still rewrites."""

    root_op = arith.MulIOp

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        rewriter.replace_op(op, arith.AddIOp(op.lhs, op.rhs))


def test_rooted_patterns_see_only_their_ops():
    module = parse_buffer(registry.make_context(), KERNEL, "f.mlir")
    rooted, everywhere = Seen(arith.AddIOp), Seen()
    GreedyDriver(patterns=[rooted, everywhere, MulToAdd()], **DEFAULT_REWRITE_CONFIG).run(module)
    assert rooted.seen and set(rooted.seen) == {"arith.addi"}
    assert {"arith.addi", "arith.muli", "tt.return", "tt.func"} <= set(everywhere.seen)
    assert [op.name for op in module.walk()].count("arith.addi") == 3, "muli rewritten to addi"


def test_nvgpu_patterns_name_the_op_they_lower():
    for pattern in (
        nvgpu_to_llvm.LowerClusterId,
        nvgpu_to_llvm.LowerLoadAcquire,
        nvgpu_to_llvm.LowerWGMMA,
        nvgpu_to_llvm.LowerWGMMAWaitGroup,
        nvgpu_to_llvm.LowerWarpId,
    ):
        assert pattern.root_op.name.startswith("nvg."), pattern


def test_layout_and_loop_patterns_name_the_op_they_rewrite():
    """ConvertLayoutOp's canonicalization patterns are registered on the op each is rooted on
    and tried only there; loop-aware CSE's scf.for patterns only on loops."""
    roots = {type(pattern).__name__: pattern.root_op for pattern in CONVERT_LAYOUT_PATTERNS}
    assert roots["CanonicalizeConvertFromReshape"] is ReshapeOp
    assert all(root is not None for root in roots.values())
    assert [type(p) for p in layout_patterns_rooted_on(ReshapeOp)] == [CanonicalizeConvertFromReshape]
    assert scf.ForOpIterArgsFolder.root_op is scf.ForOp and scf.SimplifyTrivialLoops.root_op is scf.ForOp


FOLDABLE = """
tt.func @g(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %a : i32
  tt.return %1 : i32
}
"""


MOVES_A_FOLDED_CONSTANT = """
tt.func @h(%a: i32) -> i32 {
  %x = arith.muli %a, %a : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %x : i32
  tt.return %1 : i32
}
"""


def simplifications(
    monkeypatch, region_simplify: str, source: str = FOLDABLE, every_iteration: bool = False, patterns=None
):
    """What each simplifyRegions call of one greedy run over `source` answered ("merging:"
    before the answer of a call without region DCE), and the IR; `region_simplify` the mode,
    `patterns` the driver's (None: canonicalization); `every_iteration`: simplifyRegions runs
    whole after every iteration, as MLIR's driver runs it."""
    from ttopt.ir.printer import print_operation
    from ttopt.rewrite import greedy

    answers: list[bool | str] = []
    simplify = greedy.simplify_regions

    def counted(*arguments, **keywords) -> bool:
        changed = simplify(*arguments, **keywords)
        answers.append(changed if keywords.get("dead_code", True) else f"merging:{changed}")
        return changed

    monkeypatch.setattr(greedy, "simplify_regions", counted)
    if every_iteration:
        monkeypatch.setattr(GreedyDriver, "_region_simplification", lambda self, *arguments: "all")
    module = parse_buffer(registry.make_context(), source, "g.mlir")
    GreedyDriver(region_simplify=region_simplify, patterns=patterns).run(module)
    monkeypatch.undo()
    return answers, print_operation(module)


def test_regions_are_not_simplified_again_after_an_iteration_that_changed_nothing(monkeypatch):
    """Iteration 1 folds `addi %a, 0`; iteration 2 changes nothing, so simplifyRegions, which
    ended iteration 1 having found nothing, would find nothing again and is skipped, merging
    blocks or not. The IR is the one simplifying after every iteration gives."""
    normal, normal_ir = simplifications(monkeypatch, "normal")
    aggressive, aggressive_ir = simplifications(monkeypatch, "aggressive")
    assert normal == [False] and aggressive == [False]
    assert normal_ir == aggressive_ir and "arith.addi" not in normal_ir and "arith.muli" in normal_ir
    for mode in ("normal", "aggressive"):
        answers, ir = simplifications(monkeypatch, mode, every_iteration=True)
        assert answers == [False, False] and ir == normal_ir


def test_merging_blocks_runs_again_after_the_seeding_moved_a_constant(monkeypatch):
    """Iteration 1 folds `addi 1, 2` to a constant made where the addi was; iteration 2's seeding
    hoists it, which could make two blocks alike: merging blocks runs again, but not region
    DCE, whose liveness is as the first call left it (without merging, nothing runs again)."""
    normal, normal_ir = simplifications(monkeypatch, "normal", MOVES_A_FOLDED_CONSTANT)
    aggressive, aggressive_ir = simplifications(monkeypatch, "aggressive", MOVES_A_FOLDED_CONSTANT)
    assert normal == [False] and aggressive == [False, "merging:False"]
    assert normal_ir == aggressive_ir and "arith.constant 3 : i32" in normal_ir and "arith.addi" not in normal_ir


REDUNDANT_AFTER_UNIQUING = """
tt.func @m(%c: i1, %p: !tt.ptr<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %c1, %c2 : i32
  %y = arith.addi %c2, %c1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.store %p, %c1 : !tt.ptr<i32>
  tt.store %p, %c2 : !tt.ptr<i32>
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  tt.return %r : i32
}
"""


def test_merging_without_region_dce_after_a_seeding_that_uniqued_constants(monkeypatch):
    """Folding without patterns, merging blocks (as convert-nv-gpu-to-llvm's default
    GreedyRewriteConfig, but top-down): iteration 1 folds both adds to a `3` each, and its
    simplifyRegions finds nothing; iteration 2 changes nothing but its seeding replaces one
    `3` by the other, so ^bb3's argument now gets one value: merging (without region DCE,
    which would find nothing) drops it. The IR is MLIR's (simplifying after every iteration;
    the lit test nvgpu-to-llvm.mlir checks the pass against Triton's output)."""
    answers, ir = simplifications(monkeypatch, "aggressive", REDUNDANT_AFTER_UNIQUING, patterns=[])
    assert answers == [False, "merging:True", False]
    assert "cf.br ^bb3\n" in ir and "^bb3(" not in ir
    every = simplifications(monkeypatch, "aggressive", REDUNDANT_AFTER_UNIQUING, every_iteration=True, patterns=[])
    assert every == ([False, True, False], ir)
