"""The pass manager: pipeline syntax, options, verify-each and failure handling."""

from dataclasses import dataclass

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt import registry
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import module_text
from ttopt.ir.verifier import verify
from ttopt.pass_manager import (
    INTERNAL_ERROR_HINT,
    Instrumentation,
    InternalError,
    PassManager,
    PassSpec,
    PipelineSyntaxError,
    instantiate,
    parse_options,
    parse_pass_argument,
    parse_pipeline,
    pass_spec_text,
)

SOURCE = """
tt.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  tt.return %0 : i32
}
"""


def module() -> tuple[Context, ModuleOp]:
    ctx = registry.make_context()
    return ctx, parse_buffer(ctx, SOURCE, "test.mlir")


@dataclass(frozen=True)
class BreakTypes(ModulePass):
    """Leaves invalid IR behind: the function returns an i32 but its signature says f32."""

    name = "test-break-types"

    def apply(self, ctx, op) -> None:
        from xdsl.dialects.builtin import FunctionType, f32, i32

        func = next(iter(op.body.block.ops))
        func.properties["function_type"] = FunctionType.from_lists([i32], [f32])


@dataclass(frozen=True)
class Crash(ModulePass):
    name = "test-crash"

    def apply(self, ctx, op) -> None:
        raise RuntimeError("boom")


def test_parse_options_handles_spaces_quotes_and_nesting():
    assert parse_options("  max-iterations=10 top-down=true") == (("max-iterations", "10"), ("top-down", "true"))
    assert parse_options('a="x y" b={c,d} flag') == (("a", "x y"), ("b", "c,d"), ("flag", "true"))


def test_parse_pass_argument_forms():
    assert parse_pass_argument("tritongpu-pipeline{num-stages=3}") == PassSpec("tritongpu-pipeline", (("num-stages", "3"),))
    assert parse_pass_argument("tritongpu-pipeline=num-stages=3") == PassSpec("tritongpu-pipeline", (("num-stages", "3"),))
    assert parse_pass_argument("cse") == PassSpec("cse")


def test_parse_pipeline_flattens_anchors():
    specs = parse_pipeline("builtin.module(canonicalize{max-iterations=2},tt.func(cse),any(cse))")
    assert [s.name for s in specs] == ["canonicalize", "cse", "cse"]
    assert specs[0].options == (("max-iterations", "2"),)


def test_instantiate_converts_option_types():
    canonicalize = instantiate(PassSpec("canonicalize", (("max-iterations", "3"), ("top-down", "false"))))
    assert canonicalize.max_iterations == 3 and canonicalize.top_down is False
    assert pass_spec_text(canonicalize).startswith("canonicalize{max-iterations=3 ")


def test_instantiate_without_options_gives_the_defaults():
    canonicalize = instantiate(PassSpec("canonicalize"))
    assert canonicalize == type(canonicalize)()
    assert pass_spec_text(canonicalize) == pass_spec_text(type(canonicalize)())


@pytest.mark.parametrize(
    "spec, message",
    [
        (PassSpec("nope"), "'nope' does not refer to a registered pass"),
        (PassSpec("canonicalize", (("bogus", "1"),)), "no such option 'bogus'"),
        (PassSpec("canonicalize", (("max-iterations", "x"),)), "invalid value 'x'"),
    ],
)
def test_instantiate_rejects_bad_input(spec, message):
    with pytest.raises(PipelineSyntaxError, match=message):
        instantiate(spec)


def test_verify_each_catches_invalid_ir_left_by_a_pass():
    ctx, op = module()
    manager = PassManager([BreakTypes()], Instrumentation(verify=verify))
    with pytest.raises(DiagnosticError, match="type of entry block argument|doesn't match function result type"):
        manager.run(ctx, op)


def test_verify_each_off_lets_invalid_ir_through():
    ctx, op = module()
    PassManager([BreakTypes()], Instrumentation(verify=verify, verify_each=False)).run(ctx, op)
    with pytest.raises(DiagnosticError):
        verify(op)


def counting(verified: list[int]):
    def counting_verify(root):
        verified.append(1)
        verify(root)

    return counting_verify


def test_a_pass_that_preserved_everything_is_not_verified_again():
    """MLIR skips the verifier after a pass that marked all analyses preserved: cse does when
    it changed nothing. The next pass that does not mark it is verified as before."""
    ctx, op = module()
    verified: list[int] = []
    counting_verify = counting(verified)
    cse = instantiate(parse_pass_argument("cse"))
    PassManager([cse, cse], Instrumentation(verify=counting_verify)).run(ctx, op)
    assert verified == [], "nothing to eliminate: both runs preserved everything"
    twice = "%1 = arith.addi %a, %a : i32\n  %2 = arith.addi %0, %1 : i32\n  tt.return %2"
    redundant = SOURCE.replace("tt.return %0", twice)
    changed = parse_buffer(ctx, redundant, "test.mlir")
    PassManager([cse], Instrumentation(verify=counting_verify)).run(ctx, changed)
    assert verified == [1], "cse changed the IR: verified"
    with pytest.raises(DiagnosticError):
        PassManager([cse, BreakTypes()], Instrumentation(verify=counting_verify)).run(ctx, changed)


@pytest.mark.parametrize(
    "spec, body, verifications",
    [
        ("canonicalize", "%0 = arith.addi %a, %a : i32\n  tt.return %0 : i32", 0),
        # The constant moves to the front of the block: MLIR's driver does not count that as
        # a change (its `changed` is false), but the IR is not the same: verified.
        ("canonicalize", "%0 = arith.addi %a, %a : i32\n  %c = arith.constant 7 : i32\n"
         "  %1 = arith.muli %0, %c : i32\n  tt.return %1 : i32", 1),
        ("canonicalize", "%c = arith.constant 0 : i32\n  %0 = arith.addi %a, %c : i32\n  tt.return %0 : i32", 1),
        ("symbol-dce", "tt.return %a : i32", 0),
        ("triton-combine", "tt.return %a : i32", 0),
    ],
)
def test_a_pattern_pass_that_changed_nothing_is_not_verified_again(spec, body, verifications):
    """Canonicalize, the other pattern passes and symbol-dce tell the pass manager when the
    IR is exactly as they found it; only then is the verifier skipped."""
    ctx = registry.make_context()
    text = f"tt.func @f(%a: i32) -> i32 {{\n  {body}\n}}\n"
    op = parse_buffer(ctx, text, "test.mlir")
    verified: list[int] = []
    PassManager([instantiate(parse_pass_argument(spec))], Instrumentation(verify=counting(verified))).run(ctx, op)
    assert len(verified) == verifications


def test_symbol_dce_that_erased_a_symbol_is_verified():
    ctx = registry.make_context()
    text = SOURCE + "tt.func private @unused() {\n  tt.return\n}\n"
    op = parse_buffer(ctx, text, "test.mlir")
    verified: list[int] = []
    PassManager([instantiate(parse_pass_argument("symbol-dce"))], Instrumentation(verify=counting(verified))).run(ctx, op)
    assert verified == [1]
    assert "@unused" not in module_text(op)


@dataclass(frozen=True)
class CanonicalizeThenBreakTypes(ModulePass):
    """Runs canonicalize inside its own apply (which changes nothing, and says so), then
    leaves invalid IR: the outer pass must still be verified."""

    name = "test-canonicalize-then-break-types"

    def apply(self, ctx, op) -> None:
        instantiate(parse_pass_argument("canonicalize")).apply(ctx, op)
        BreakTypes().apply(ctx, op)


def test_a_pass_run_inside_another_speaks_only_for_itself():
    ctx, op = module()
    manager = PassManager([CanonicalizeThenBreakTypes()], Instrumentation(verify=verify))
    with pytest.raises(DiagnosticError, match="type of entry block argument|doesn't match function result type"):
        manager.run(ctx, op)


def test_crash_in_pass_is_a_diagnostic_and_dumps_after_failure():
    ctx, op = module()
    dumps = []
    inst = Instrumentation(print_after_failure=True, dump=lambda when, p, m: dumps.append((when, p.name)))
    with pytest.raises(DiagnosticError, match="pass 'test-crash' failed: RuntimeError: boom") as raised:
        PassManager([Crash()], inst).run(ctx, op)
    assert dumps == [("After failure", "test-crash")]
    assert [note.message for note in raised.value.diagnostic.notes] == [INTERNAL_ERROR_HINT]
    assert isinstance(raised.value, InternalError) and str(raised.value.crash) == "boom"


def test_timings_are_recorded_per_pass():
    ctx, op = module()
    manager = PassManager([instantiate(PassSpec("cse")), instantiate(PassSpec("canonicalize"))])
    manager.run(ctx, op)
    assert [t.name for t in manager.timings] == ["CSE", "Canonicalizer"]
