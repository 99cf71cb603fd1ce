"""The staged compile runs upstream's passes in upstream's order, and refuses to skip a pass
ttopt lacks when the kernel needs it."""

import re
from pathlib import Path

import pytest

from ttopt import registry
from ttopt.backend import pipelines
from ttopt.backend.compile import CompileError, StageRunner
from ttopt.backend.pipelines import CompileOptions
from ttopt.ir.parser import parse_buffer

CAPTURED = Path(__file__).resolve().parent.parent / "Inputs" / "triton-3.6-pipelines.txt"


def captured_pipelines() -> dict[tuple[str, str], list[str]]:
    """`== cuda:80 make_ttgir` sections of the capture, as lists of pass texts."""
    sections: dict[tuple[str, str], list[str]] = {}
    current = None
    for line in CAPTURED.read_text().splitlines():
        if header := re.fullmatch(r"== (cuda:\d+) (make_\w+)", line):
            current = sections.setdefault((header[1], header[2]), [])
        elif current is not None and (entry := re.fullmatch(r"\s+\d+\. (.*)", line)):
            current.append(re.sub(r"\{\s+", "{", entry[1]).rstrip())
    return sections


@pytest.mark.parametrize("capability", [80, 90])
@pytest.mark.parametrize("stage", ["make_ttir", "make_ttgir", "make_llir"])
def test_pass_lists_equal_what_triton_36_runs(capability, stage):
    options = CompileOptions(capability=capability, num_warps=4, num_stages=3, line_info=True)
    ours = [re.sub(r"\s+}", "}", p) for p in getattr(pipelines, stage)(options)]
    theirs = [re.sub(r"\s+}", "}", p) for p in captured_pipelines()[(f"cuda:{capability}", stage)]]
    if stage == "make_llir":
        assert theirs[-1] == "enable-line-info"
        # Upstream's convert-warp-specialize-to-llvm runs reconcile-unrealized-casts itself,
        # as a nested pipeline that the captured pass list does not show; ttopt lists it.
        after = ours.index("convert-warp-specialize-to-llvm") + 1
        assert ours.pop(after) == "reconcile-unrealized-casts"
    assert ours == theirs


def module(text: str):
    return parse_buffer(registry.make_context(), text, "test.mlir")


TWO_CTA_KERNEL = """
module attributes {"ttg.num-ctas" = 2 : i32} {
  tt.func @f(%a: i32) -> i32 {
    tt.return %a : i32
  }
}
"""

NO_DOT_KERNEL = """
tt.func @f(%a: i32) -> i32 {
  %unused = arith.addi %a, %a : i32
  tt.return %a : i32
}
"""


@pytest.mark.skipif("triton-nvidia-gpu-plan-cta" not in pipelines.UNIMPLEMENTED, reason="implemented")
def test_a_kernel_that_needs_a_missing_pass_fails_naming_it():
    runner = StageRunner(CompileOptions())
    with pytest.raises(CompileError, match="needs pass 'triton-nvidia-gpu-plan-cta' \\(it has more than one CTA"):
        runner.run("make_ttgir", module(TWO_CTA_KERNEL), ["triton-nvidia-gpu-plan-cta"])


@pytest.mark.skipif(
    not {"triton-nvidia-gpu-plan-cta", "triton-nvidia-interleave-tmem"} <= pipelines.UNIMPLEMENTED.keys(),
    reason="implemented",
)
def test_a_missing_pass_with_nothing_to_do_is_logged_and_does_what_upstream_does():
    runner = StageRunner(CompileOptions())
    kernel = module(NO_DOT_KERNEL)
    runner.run("make_ttgir", kernel, ["triton-nvidia-gpu-plan-cta", "triton-nvidia-interleave-tmem"])
    assert runner.log == [
        "make_ttgir: skipped triton-nvidia-gpu-plan-cta: the kernel has no more than one CTA (ttg.num-ctas > 1)",
        "make_ttgir: skipped triton-nvidia-interleave-tmem: the kernel has no tensor memory (Blackwell)",
    ]
    # Upstream's passes leave such a kernel as it is, dead ops included.
    assert [op.name for op in kernel.walk() if op.name == "arith.addi"] == ["arith.addi"]


def test_every_pass_of_every_stage_is_registered_or_has_a_stand_in():
    from ttopt.pass_manager import parse_pass_argument

    for capability in (80, 90):
        options = CompileOptions(capability=capability)
        for stage in (pipelines.make_ttir, pipelines.make_ttgir, pipelines.make_llir):
            for text in stage(options):
                name = parse_pass_argument(text).name
                assert name in registry.PASSES or name in pipelines.UNIMPLEMENTED, name
