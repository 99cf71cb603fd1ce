"""ttopt.debug: MLIR's textual pipeline, the reproducer format and its replay options, the file
tree names of IR dumps, and the timing report's list display."""

from __future__ import annotations

import io
from contextlib import redirect_stderr
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp

from ttopt import registry
from ttopt.cli import main as ttopt_main
from ttopt.debug.ir_tree_dump import IRTreePrinter, op_directory_name, unified_diff
from ttopt.debug.pipeline_text import pass_manager_dump, textual_pass, textual_pipeline
from ttopt.debug.reproducer import (
    ReproducerError,
    ReproducerOptions,
    escaped_string,
    reproducer_text,
)
from ttopt.debug.timing import TimingRow, timing_report
from ttopt.ir.parser import parse_buffer
from ttopt.pass_manager import instantiate, parse_pass_argument

SOURCE = """module {
  tt.func @kernel(%a: i32) -> i32 {
    tt.return %a : i32
  }
}
"""


def passes(*texts: str):
    return [instantiate(parse_pass_argument(text)) for text in texts]


def test_options_are_sorted_and_empty_list_options_leave_their_separator():
    canonicalize, inline = passes("canonicalize{max-iterations=3}", "inline")
    assert textual_pass(canonicalize) == (
        "canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"
    )
    assert textual_pass(inline).endswith(" max-iterations=4 }")
    assert textual_pipeline(passes("cse", "symbol-dce")) == "builtin.module(cse,symbol-dce)"


def test_pass_manager_dump_is_pretty():
    assert pass_manager_dump(passes("cse", "symbol-dce")) == (
        "Pass Manager with 2 passes:\nbuiltin.module(\n  cse,\n  symbol-dce\n)\n\n"
    )


def test_reproducer_block_and_escapes():
    text = reproducer_text("module {\n}\n", 'builtin.module(a{x="y\\z"})', False, True)
    assert text == (
        "module {\n}\n\n{-#\n  external_resources: {\n    mlir_reproducer: {\n"
        '      pipeline: "builtin.module(a{x=\\22y\\\\z\\22})",\n'
        "      disable_threading: false,\n      verify_each: true\n    }\n  }\n#-}\n"
    )
    assert escaped_string("\t") == "\\09"


def test_reproducer_resources_round_trip_through_the_parser():
    resources: dict = {"mlir_reproducer": {}}
    text = reproducer_text(SOURCE, "builtin.module(any(cse,canonicalize{  max-iterations=2}))", True, False)
    parse_buffer(registry.make_context(), text, "repro.mlir", resources)
    options = ReproducerOptions.from_resources(resources)
    assert options == ReproducerOptions("builtin.module(any(cse,canonicalize{  max-iterations=2}))", True, False)
    assert [p.name for p in options.passes()] == ["cse", "canonicalize"]


def test_a_resource_group_nobody_handles_is_dropped_with_a_warning(tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text(reproducer_text(SOURCE, "builtin.module(cse)", False, True))
    code, error = run_ttopt([str(source), "-o", str(tmp_path / "out.mlir")])
    assert code == 0
    assert error.startswith(f"{source}:9:5: warning: ignoring unknown external resources for 'mlir_reproducer'\n")
    assert "{-#" not in (tmp_path / "out.mlir").read_text()


def test_reproducer_resources_reject_unknown_keys_and_wrong_types():
    with pytest.raises(ReproducerError, match="unknown 'mlir_reproducer' resource key 'extra'"):
        ReproducerOptions.from_resources({"mlir_reproducer": {"extra": True}})
    with pytest.raises(ReproducerError, match="expected a boolean for 'verify_each'"):
        ReproducerOptions.from_resources({"mlir_reproducer": {"verify_each": "yes"}})
    assert ReproducerOptions.from_resources({}).passes() is None


def test_tree_names_follow_the_op_nesting_and_counters(tmp_path: Path):
    module = parse_buffer(registry.make_context(), SOURCE, "t.mlir")
    function = module.body.block.first_op
    assert op_directory_name(module) == "builtin_module_no-symbol-name"
    assert op_directory_name(function) == "tt_func_kernel"
    printer = IRTreePrinter(tmp_path)
    assert printer.path_for(module, "cse") == tmp_path / "builtin_module_no-symbol-name" / "0_cse.mlir"
    assert printer.path_for(module, "cse") == tmp_path / "builtin_module_no-symbol-name" / "1_cse.mlir"
    nested = printer.path_for(function, "canonicalize")
    assert nested == tmp_path / "builtin_module_no-symbol-name" / "tt_func_kernel" / "1_0_canonicalize.mlir"
    assert isinstance(module, ModuleOp)


def test_unified_diff_is_labelled_with_the_dump():
    diff = unified_diff("a\nb\n", "a\nc\n", Path("3_cse.mlir"))
    assert diff.splitlines()[:2] == ["--- before/3_cse.mlir", "+++ after/3_cse.mlir"]
    assert "-b" in diff and "+c" in diff
    assert unified_diff("same\n", "same\n", Path("x.mlir")) == ""


def test_list_display_merges_names_and_sorts_by_time():
    rows = [TimingRow("Parser", 0.1), TimingRow("CSE", 0.2), TimingRow("Canonicalizer", 0.3), TimingRow("CSE", 0.3)]
    lines = timing_report(rows, 1.0, "list").splitlines()
    names = [line[21:] for line in lines[6:]]
    assert names == ["root", "CSE", "Canonicalizer", "Parser", "Rest", "Total"]
    assert lines[7] == "    0.5000 ( 50.0%)  CSE"
    assert lines[-2] == "    0.1000 ( 10.0%)  Rest"


def run_ttopt(argv: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with redirect_stderr(err):
        code = ttopt_main(argv)
    return code, err.getvalue()


@pytest.mark.parametrize(
    ("flag", "message"),
    [
        ("--mlir-print-ir-tree-dir", "ttopt: Not enough positional command line arguments specified for '--mlir-print-ir-tree-dir'\n"),
        ("--mlir-timing-display=pie", "ttopt: for the --mlir-timing-display option: Cannot find option named 'pie'!\n"),
        ("--run-reproducer=maybe", "ttopt: 'maybe' is invalid value for boolean argument '--run-reproducer=maybe'! Try 0 or 1\n"),
    ],
)
def test_bad_debug_flags_are_one_line_errors(tmp_path: Path, flag: str, message: str):
    source = tmp_path / "in.mlir"
    source.write_text(SOURCE)
    assert run_ttopt([str(source), flag]) == (1, message)


def test_run_reproducer_with_a_bad_block_is_one_line(tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text(SOURCE + '{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipelin: "x"\n    }\n  }\n#-}\n')
    assert run_ttopt([str(source), "--run-reproducer"]) == (
        1,
        "ttopt: --run-reproducer: unknown 'mlir_reproducer' resource key 'pipelin'\n",
    )


def test_unwritable_reproducer_is_reported_in_the_note(tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text("tt.func @f() {\n  %0 = arith.constant 1 : i32\n  tt.return\n}\n")
    code, error = run_ttopt(
        [str(source), "-tritongpu-coalesce", f"--mlir-pass-pipeline-crash-reproducer={tmp_path}/no/such/dir/r.mlir"]
    )
    assert code == 1
    assert "note: Pipeline failed while executing [`TritonGPUCoalesce` on 'builtin.module' operation]: " in error
    assert "failed to create output stream: Failed to create reproducer stream: No such file or directory" in error


def test_an_unwritable_tree_dir_is_reported_and_the_pipeline_goes_on(tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text(SOURCE)
    blocker = tmp_path / "file"
    blocker.write_text("")
    code, error = run_ttopt([str(source), "-cse", f"--mlir-print-ir-tree-dir={blocker}/dumps", "-o", str(tmp_path / "o")])
    assert code == 0
    assert error.startswith("Error while creating directory ") and error.count("\n") == 1
    assert (tmp_path / "o").exists()
