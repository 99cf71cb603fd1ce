"""ttopt-compile --explore: the page's structure (ttopt.tools.explorer).

The page is made for a small kernel with locations (test/Inputs/kernels/cumsum.ttir,
its kernels.py next to it) and read back with html.parser: the stages are there, their lines
carry `data-loc` keys that agree between stages, the timeline has every pass the pipeline
runs, and nothing on the page points outside it; the kernel is compiled once. A failed
compile still writes the page, with its diagnostic, and writes nothing to -o. The location
readers are checked on inputs of their own.
"""

from __future__ import annotations

import json
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ttopt.backend import compile as compile_module
from ttopt.backend.pipelines import CompileOptions
from ttopt.ir.diagnostics import op_error
from ttopt.registry import pass_class
from ttopt.tools.explorer import (
    MLIRLocations,
    llvm_ir_locations,
    pass_schedule,
    ptx_locations,
    typed_values,
)

KERNEL = Path(__file__).resolve().parents[1] / "Inputs" / "kernels" / "cumsum.ttir"


MLIR_WITH_LOCATIONS = """\
#loc1 = loc("/src/k.py":7:3)
#loc2 = loc("x"(#loc1))
#loc3 = loc(callsite(#loc2 at "/src/k.py":30:1))
%0 = arith.addi %a, %b : i32 loc(#loc3)
%1 = arith.muli %a, %b : i32 loc("k.py":9:1)
} loc(#loc2)
%2 = arith.subi %a, %b : i32 loc(unknown)
tt.return
"""

LLVM_IR_WITH_DEBUG_INFO = """\
  %3 = add i32 %1, %2, !dbg !12
  ret void, !dbg !13
  %4 = mul i32 %1, %2
!2 = !DIFile(filename: "k.py", directory: "/src")
!5 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 4)
!6 = !DILexicalBlockFile(scope: !5, discriminator: 0)
!12 = !DILocation(line: 11, column: 5, scope: !6)
!13 = !DILocation(line: 0, scope: !5)
"""

PTX_WITH_LOCS = """\
.file 1 "/src/k.py"
.entry k() {
.loc 1 12 3
add.s32 %r1, %r2, %r3;
// a comment
.loc 1 14 0
ret;
}
"""


class PageReader(HTMLParser):
    """The stages' lines (their data-loc), the timeline rows, JSON blocks and anything that
    could fetch: attributes naming a URL, link elements, text outside code lines with '://'."""

    def __init__(self):
        super().__init__()
        self.stages: dict[str, list[str | None]] = {}
        self.stage_order: list[str] = []
        self.pass_rows: list[list[str]] = []
        self.json_blocks: dict[str, str] = {}
        self.fetching: list[str] = []
        self._stage = None
        self._in_line = 0
        self._row: list[str] | None = None
        self._cell = None
        self._json = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for name in ("src", "href", "action", "srcset"):
            if name in attributes:
                self.fetching.append(f"<{tag} {name}={attributes[name]}>")
        if tag in ("link", "iframe", "img", "object", "embed", "base"):
            self.fetching.append(f"<{tag}>")
        if tag == "section" and attributes.get("class") == "stage":
            self._stage = attributes["data-stage"]
            self.stages[self._stage] = []
            self.stage_order.append(self._stage)
        if tag == "div" and attributes.get("class") == "line":
            self.stages[self._stage].append(attributes.get("data-loc"))
            self._in_line += 1
        if tag == "tr" and "pass" in attributes.get("class", "").split():
            self._row = []
        if tag == "td" and self._row is not None:
            self._cell = []
        if tag == "script" and attributes.get("type") == "application/json":
            self._json = attributes["id"]
            self.json_blocks[self._json] = ""

    def handle_endtag(self, tag):
        if tag == "div" and self._in_line:
            self._in_line -= 1
        if tag == "section":
            self._stage = None
        if tag == "td" and self._cell is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        if tag == "tr" and self._row is not None:
            self.pass_rows.append(self._row)
            self._row = None
        if tag == "script":
            self._json = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)
        if self._json is not None:
            self.json_blocks[self._json] += data
        elif not self._in_line and "://" in data:
            self.fetching.append(data.strip()[:80])


@pytest.fixture(scope="module")
def compiles():
    """How many times ttopt-compile --explore compiled the kernel, and ran a stage."""
    return Counter()


@pytest.fixture(scope="module")
def page(tmp_path_factory, compiles):
    directory = tmp_path_factory.mktemp("explore")
    out = directory / "cumsum.html"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(compile_module, "compile_kernel", counted(compiles, "compile_kernel", compile_module.compile_kernel))
        run_stage = compile_module.StageRunner.run
        patch.setattr(compile_module.StageRunner, "run", counted(compiles, "stage", run_stage))
        status = compile_module.main([str(KERNEL), "--num-warps", "4", "-o", str(directory), "--explore", str(out)])
    assert status == 0
    reader = PageReader()
    text = out.read_text()
    reader.feed(text)
    return reader, text


def counted(counter: Counter, key: str, function):
    def call(*args, **kwargs):
        counter[key] += 1
        return function(*args, **kwargs)

    return call


def test_the_kernel_is_compiled_once(page, compiles):
    """The page's stages and timeline come from ttopt-compile's own compile, not a second one."""
    reader, _ = page
    assert compiles == {"compile_kernel": 1, "stage": 3}
    assert len(reader.pass_rows) == len(pass_schedule(CompileOptions(90, 4, 3), "ttir"))


def test_stages_side_by_side(page):
    reader, _ = page
    assert reader.stage_order == ["source", "ttir", "ttgir", "llir", "ptx"]
    assert all(reader.stages[stage] for stage in reader.stage_order)


def test_locations_match_across_stages(page):
    reader, _ = page
    # The kernel's own lines (tl.cumsum's combine function is inlined from Triton's
    # standard.py, whose lines keep its name and are not on disk).
    keys = {stage: {k for k in lines if k and k.startswith("kernels.py:")} for stage, lines in reader.stages.items()}
    # The source column has a line for every location; TTIR and TTGIR share them.
    assert keys["ttir"], "no TTIR line carries a location"
    assert keys["ttir"] | keys["ttgir"] <= keys["source"]
    assert len(keys["ttir"] & keys["ttgir"]) >= len(keys["ttir"]) // 2
    # The lowering keeps them: the LLVM IR (debug info) and the PTX (.loc) name TTIR lines.
    assert keys["llir"] and keys["llir"] <= keys["source"]
    assert keys["ttir"] & keys["llir"]
    if keys["ptx"]:
        assert keys["ptx"] & keys["ttir"]


def test_timeline_lists_every_pass(page):
    reader, _ = page
    expected = pass_schedule(CompileOptions(90, 4, 3), "ttir")
    assert [(row[1], row[2].split(" (skipped")[0]) for row in reader.pass_rows] == expected
    diffs = json.loads(reader.json_blocks["diffs-data"])
    assert len(diffs) == len(expected)
    converted = next(d for d in diffs if "convert-triton-to-tritongpu" in d["title"])
    assert any(line.startswith("+") and "#ttg.blocked" in line for line in converted["diff"])


def test_layouts_drawn_for_ttgir_types(page):
    reader, text = page
    layouts = json.loads(reader.json_blocks["layouts-data"])
    assert layouts and 'data-types="0' in text
    assert any("warp:lane:register" in layout["text"] for layout in layouts)


def test_no_external_urls(page):
    reader, text = page
    assert reader.fetching == []
    assert "@import" not in text and "url(" not in text


def test_figures(page):
    _, text = page
    assert "shared memory (bytes)" in text
    assert "registers: <b>" in text or "registers: ptxas not found" in text


def test_mlir_locations_through_aliases_names_and_call_sites():
    text = MLIR_WITH_LOCATIONS
    locations = MLIRLocations(text)
    assert [locations.of_line(line) for line in text.splitlines()] == [
        None, None, None, "k.py:7", "k.py:9", "k.py:7", None, None,
    ]  # fmt: skip


def test_llvm_ir_locations_follow_the_scope_to_the_file():
    text = LLVM_IR_WITH_DEBUG_INFO
    assert llvm_ir_locations(text)[:3] == ["k.py:11", None, None]


def test_ptx_locations_run_to_the_next_loc():
    text = PTX_WITH_LOCS
    assert ptx_locations(text) == [None, None, "k.py:12", "k.py:12", None, "k.py:14", "k.py:14", None]


def test_typed_values_are_the_types_with_an_encoding():
    line = (
        "%a = ttg.local_load %m : !ttg.memdesc<64x32xf16, #shared, #smem> -> "
        "tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma}>> loc(#loc4)"
    )
    assert list(typed_values(line)) == [
        "!ttg.memdesc<64x32xf16, #shared, #smem>",
        "tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma}>>",
    ]
    assert list(typed_values("%c = arith.constant dense<1> : tensor<4xi32>")) == []



def test_without_line_info_the_llvm_dialect_is_linked(tmp_path, monkeypatch):
    """TRITON_DISABLE_LINE_INFO: no !dbg, no .loc; the LLVM dialect module stands in."""
    monkeypatch.setenv("TRITON_DISABLE_LINE_INFO", "1")
    out = tmp_path / "page.html"
    args = [str(KERNEL), "-o", str(tmp_path), "--stop-after", "llir", "--explore", str(out)]
    assert compile_module.main(args) == 0
    reader = PageReader()
    reader.feed(out.read_text())
    assert reader.stage_order == ["source", "ttir", "ttgir", "llvm", "llir"]
    assert not any(reader.stages["llir"])
    assert {k for k in reader.stages["llvm"] if k} & {k for k in reader.stages["ttir"] if k}


def test_a_failing_pass_still_writes_the_page(tmp_path, monkeypatch, capsys):
    """A pass's diagnostic: printed as file:line:col, exit 1, nothing in -o; the page has the
    diagnostic on top, the stages reached, the passes that ran and the failing one."""

    def fail(self, ctx, module):
        raise op_error(next(op for op in module.walk() if op.name == "tt.load"), "coalesce cannot go on")

    monkeypatch.setattr(pass_class("tritongpu-coalesce"), "apply", fail)
    out, page_path = tmp_path / "out", tmp_path / "page.html"
    assert compile_module.main([str(KERNEL), "--num-warps", "4", "-o", str(out), "--explore", str(page_path)]) == 1
    error = capsys.readouterr().err
    assert "kernels.py:19:16: error: 'tt.load' op coalesce cannot go on" in error and "Traceback" not in error
    assert not out.exists()
    reader = PageReader()
    text = page_path.read_text()
    reader.feed(text)
    assert '<div id="failure"><h2><span>The compile failed: make_ttgir, pass tritongpu-coalesce</span>' in text
    assert "kernels.py:19:16: error: &#x27;tt.load&#x27; op coalesce cannot go on" in text
    assert "note: see current operation" in text
    assert reader.stage_order == ["source", "ttir", "failed"]
    assert reader.pass_rows[-1][1:3] == ["make_ttgir", "tritongpu-coalesce (failed: the compile stopped here)"]
    schedule = pass_schedule(CompileOptions(90, 4, 3), "ttir")
    assert len(reader.pass_rows) == schedule.index(("make_ttgir", "tritongpu-coalesce")) + 1


def test_a_bad_override_still_writes_the_page(tmp_path, capsys):
    """--override-dir with IR that does not parse: the diagnostic names the override's line."""
    overrides = tmp_path / "overrides"
    overrides.mkdir()
    (overrides / "cumsum.ttgir").write_text("module {\n  %0 = arith.bogus : i32\n}\n")
    out, page_path = tmp_path / "out", tmp_path / "page.html"
    args = [str(KERNEL), "--override-dir", str(overrides), "-o", str(out), "--explore", str(page_path)]
    assert compile_module.main(args) == 1
    error = capsys.readouterr().err
    assert f"{overrides / 'cumsum.ttgir'}:2:" in error and "Traceback" not in error
    assert not out.exists()
    text = page_path.read_text()
    assert "The compile failed: make_ttgir, after its passes (an override)" in text
    assert f"{overrides / 'cumsum.ttgir'}:2:" in text
