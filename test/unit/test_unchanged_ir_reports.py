"""A pass that tells the pass manager it left the IR unchanged (pass_manager.mark_ir_unchanged:
cse, canonicalize, the greedy pattern passes, symbol-dce, loop-aware CSE and others), or that it
changed only locations (mark_only_locations_changed: enable-line-info), is not verified again,
so the report must be true. Every pass of two whole compiles is checked: the module's text
(generic, with locations; without them for the second kind) after a pass that reported is the
text before it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ttopt import pass_manager
from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.ir.printer import PrintOptions, print_operation

CORPUS = Path(__file__).resolve().parents[1] / "Inputs" / "corpus"
EVERYTHING = PrintOptions(debuginfo=True, generic=True)
WITHOUT_LOCATIONS = PrintOptions(generic=True)


class CompareAroundEachPass(pass_manager.PassInstrumentation):
    def __init__(self) -> None:
        self.before = self.before_without_locations = ""
        self.runs: list[tuple[str, bool, bool]] = []  # (pass, reported unchanged, text unchanged)
        # (pass, reported only locations changed, text without locations unchanged)
        self.location_runs: list[tuple[str, bool, bool]] = []

    def run_before_pass(self, instance, module) -> None:
        self.before = print_operation(module, EVERYTHING)
        self.before_without_locations = print_operation(module, WITHOUT_LOCATIONS)

    def run_after_pass(self, instance, module) -> None:
        running = pass_manager._RunningPass  # pyright: ignore[reportPrivateUsage]
        reported = running.left_ir_unchanged is instance
        self.runs.append((instance.name, reported, self.before == print_operation(module, EVERYTHING)))
        only_locations = running.changed_only_locations is instance
        same = self.before_without_locations == print_operation(module, WITHOUT_LOCATIONS)
        self.location_runs.append((instance.name, only_locations, same))


@pytest.mark.parametrize("kernel, capability", [("softmax", 80), ("row_sum", 90)])
def test_passes_that_report_no_change_changed_nothing(kernel, capability, monkeypatch):
    compare = CompareAroundEachPass()
    run = pass_manager.PassManager.run

    def run_with_comparison(self, ctx, module):
        if compare not in self.instrumentation.instrumentations:
            self.instrumentation.instrumentations.append(compare)
        return run(self, ctx, module)

    monkeypatch.setattr(pass_manager.PassManager, "run", run_with_comparison)
    ttir = CORPUS / f"sm{capability}" / f"{kernel}.ttir"
    warps = json.loads(ttir.with_suffix(".meta.json").read_text())["num_warps"]
    compile_kernel(ttir.read_text(), CompileOptions(capability=capability, num_warps=warps), str(ttir), stop_after="llir")

    assert [name for name, reported, same in compare.runs if reported and not same] == []
    reporters = {name for name, reported, _ in compare.runs if reported}
    expected = {"canonicalize", "cse", "symbol-dce", "triton-combine", "triton-loop-aware-cse", "convert-nvvm-to-llvm"}
    assert expected <= reporters
    changed = {name for name, _, same in compare.runs if not same}
    assert {"canonicalize", "convert-triton-gpu-to-llvm"} <= changed, "a compile that changes nothing checks nothing"

    assert [name for name, reported, same in compare.location_runs if reported and not same] == []
    assert {name for name, reported, _ in compare.location_runs if reported} == {"enable-line-info"}
    assert "enable-line-info" in changed, "line info changes locations: the check compares without them"
