"""ttopt-compile's edit and resume: a hand-edited TTGIR taken through --override-dir (as Triton's
TRITON_KERNEL_OVERRIDE) or as the input itself reaches the PTX; --dump-dir writes each stage's
passes as a tree with diffs; --mlir-timing prints one MLIR report per stage; bad flags are one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from ttopt import registry
from ttopt.backend.compile import StageRunner, main
from ttopt.backend.pipelines import CompileOptions
from ttopt.cli import main as ttopt_main
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.parser import parse_buffer

VECADD = Path(__file__).resolve().parents[2] / "examples" / "vecadd.ttir"


@pytest.fixture(scope="module")
def compiled_ttgir(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("first")
    assert main([str(VECADD), "--target", "cuda:90", "--stop-after", "ttgir", "-o", str(out)]) == 0
    return out / "vecadd.ttgir"


def _edited(ttgir: Path, directory: Path) -> Path:
    """The kernel's add made a multiply: PTX then has mul.f32 where it had add.f32."""
    text = ttgir.read_text()
    assert text.count("arith.addf") == 1
    directory.mkdir(exist_ok=True)
    edited = directory / "vecadd.ttgir"
    edited.write_text(text.replace("arith.addf", "arith.mulf"))
    return edited


def test_override_dir_replaces_the_ttgir_and_the_ptx_has_the_edit(compiled_ttgir: Path, tmp_path: Path, capsys):
    _edited(compiled_ttgir, tmp_path / "override")
    out = tmp_path / "out"
    code = main([str(VECADD), "--target", "cuda:90", "--stop-after", "ptx", "--override-dir", str(tmp_path / "override"), "-o", str(out)])
    assert code == 0
    assert f"overriding vecadd.ttgir with {tmp_path / 'override' / 'vecadd.ttgir'}" in capsys.readouterr().err
    ptx = (out / "vecadd.ptx").read_text()
    assert "mul.f32" in ptx and "add.f32" not in ptx
    assert "arith.mulf" in (out / "vecadd.ttgir").read_text()


def test_resume_from_an_edited_ttgir_file(compiled_ttgir: Path, tmp_path: Path):
    edited = _edited(compiled_ttgir, tmp_path / "edit")
    out = tmp_path / "out"
    assert main([str(edited), "--target", "cuda:90", "--stop-after", "ptx", "-o", str(out)]) == 0
    assert "mul.f32" in (out / "vecadd.ptx").read_text()
    assert not (out / "vecadd.ttir").exists()


def test_without_override_the_ptx_adds(compiled_ttgir: Path, tmp_path: Path):
    assert main([str(compiled_ttgir), "--stop-after", "ptx", "-o", str(tmp_path)]) == 0
    assert "add.f32" in (tmp_path / "vecadd.ptx").read_text()


def test_dump_dir_holds_each_stage_pass_by_pass_with_diffs(tmp_path: Path):
    dumps = tmp_path / "dumps"
    assert main([str(VECADD), "--stop-after", "ttgir", "--dump-dir", str(dumps), "-o", str(tmp_path / "out")]) == 0
    ttgir_tree = dumps / "make_ttgir" / "builtin_module_no-symbol-name"
    first = ttgir_tree / "0_convert-triton-to-tritongpu.mlir"
    assert first.read_text().startswith(
        "// -----// IR Dump After ConvertTritonToTritonGPU (convert-triton-to-tritongpu) ('builtin.module' operation) //----- //\n"
    )
    assert "+#blocked = #ttg.blocked<" in first.with_suffix(".diff").read_text()
    assert (dumps / "make_ttir" / "builtin_module_no-symbol-name" / "0_inline.mlir").exists()
    assert not (dumps / "make_llir").exists()


def test_dump_after_change_leaves_out_passes_that_changed_nothing(tmp_path: Path):
    dumps = tmp_path / "dumps"
    arguments = [str(VECADD), "--stop-after", "ttgir", "--dump-dir", str(dumps), "--dump-after-change"]
    assert main([*arguments, "-o", str(tmp_path / "out")]) == 0
    names = sorted(p.name for p in (dumps / "make_ttgir" / "builtin_module_no-symbol-name").glob("*.mlir"))
    everything = tmp_path / "all"
    assert main([str(VECADD), "--stop-after", "ttgir", "--dump-dir", str(everything), "-o", str(tmp_path / "out2")]) == 0
    all_names = list((everything / "make_ttgir" / "builtin_module_no-symbol-name").glob("*.mlir"))
    assert 0 < len(names) < len(all_names)
    assert names[0].startswith("0_")
    for dump in (dumps / "make_ttgir" / "builtin_module_no-symbol-name").glob("*.diff"):
        assert dump.read_text().startswith("--- before/")


def test_mlir_timing_prints_a_report_per_stage(tmp_path: Path, capsys):
    assert main([str(VECADD), "--stop-after", "ttgir", "--mlir-timing", "-o", str(tmp_path)]) == 0
    error = capsys.readouterr().err
    assert error.count("                         ... Execution time report ...\n") == 2
    assert "  TritonGPUCoalesce\n" in error


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--stop-after", "ttir"], "ttopt-compile: error: --stop-after ttir: the input is already a .ttgir file\n"),
        (["--override-dir", "/nonexistent/dir"], "ttopt-compile: error: --override-dir /nonexistent/dir: not a directory\n"),
    ],
)
def test_bad_resume_flags_are_one_line_errors(compiled_ttgir: Path, tmp_path: Path, capsys, arguments, message):
    assert main([str(compiled_ttgir), *arguments, "-o", str(tmp_path)]) == 1
    assert capsys.readouterr().err == message


def test_unknown_timing_display_is_one_line(tmp_path: Path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main([str(VECADD), "--mlir-timing-display", "flat", "-o", str(tmp_path)])
    assert exit_info.value.code == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "invalid choice: 'flat'" in error


def test_reproducer_prefix_writes_each_stage_and_replays_to_the_same_ttgir(tmp_path: Path):
    prefix = tmp_path / "repro"
    out = tmp_path / "out"
    assert main([str(VECADD), "--stop-after", "ttgir", "--reproducer", str(prefix), "-o", str(out)]) == 0
    stage_file = Path(f"{prefix}.make_ttgir.repro.mlir")
    assert 'pipeline: "builtin.module(convert-triton-to-tritongpu{' in stage_file.read_text()
    replayed = tmp_path / "replayed.ttgir"
    assert ttopt_main([str(stage_file), "--run-reproducer", "--mlir-print-debuginfo", "-o", str(replayed)]) == 0
    assert ttopt_main([str(replayed), "-o", str(tmp_path / "a.mlir")]) == 0
    assert ttopt_main([str(out / "vecadd.ttgir"), "-o", str(tmp_path / "b.mlir")]) == 0
    assert (tmp_path / "a.mlir").read_text() == (tmp_path / "b.mlir").read_text()


def test_a_failing_pass_leaves_a_local_reproducer(tmp_path: Path):
    source = "tt.func @f(%p: !tt.ptr<f32>) {\n  %c = arith.constant 1.0 : f32\n  tt.store %p, %c : !tt.ptr<f32>\n  tt.return\n}\n"
    module = parse_buffer(registry.make_context(), source, "f.mlir")
    runner = StageRunner(CompileOptions(), reproducer_prefix=str(tmp_path / "r"))
    with pytest.raises(DiagnosticError):
        runner.run("make_ttgir", module, ["cse", "tritongpu-coalesce", "canonicalize"])
    text = (tmp_path / "r.make_ttgir.repro.mlir").read_text()
    assert 'pipeline: "builtin.module(tritongpu-coalesce)",\n      disable_threading: true,\n      verify_each: true\n' in text
    assert runner.reproducer is not None and runner.reproducer.report is not None
    assert runner.reproducer.report.notes[0].message.startswith(
        "Pipeline failed while executing `TritonGPUCoalesce` on 'builtin.module' operation: reproducer generated at"
    )
