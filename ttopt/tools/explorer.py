"""`ttopt-compile K.ttir --explore out.html`: one self-contained HTML page to explore a compile.

The page (no network, no server: inline CSS and script from ttopt.tools.explorer_assets) has
- the stages side by side: the Python source when the locations' file is on disk, TTIR,
  TTGIR, LLVM IR and PTX; every line carries its source location as `data-loc="file:line"`
  and clicking one highlights the lines of that location in every stage. TTIR and TTGIR
  take it from their `loc(...)` (printed with debug info), LLVM IR from `!dbg` and its
  DILocation, PTX from `.loc` lines. When the LLVM IR has no debug info, the LLVM dialect
  module that make_llir ends with (with its `loc(...)`) is shown as a stage instead, so the
  lowering is still linked to the source;
- the pipeline as a timeline: every pass run, its stage, time and the lines it changed, and
  the unified diff (difflib) between consecutive module dumps on a click;
- the layouts of the tensors on a clicked TTGIR line, drawn by ttopt-layout's own code
  (ttopt.layouts.tool: summary, tensor view and, for small tensors, its SVG picture);
- shared memory (the compile's metadata) and registers (ptxas `-v`, when ptxas is found).

The page is made from ttopt-compile's one compile: CompileExplorer.after_pass is the stage
runner's `dump_after_each` only under --explore (a compile without it prints no per-pass
dump), and ttopt-compile hands it the stages at the end. When the compile fails, the page is
still written, with the stages reached, the passes that ran, the IR the failing pass was
given and the diagnostic. ttopt.backend.compile calls in: this module imports nothing from
it, which keeps the imports acyclic.
"""

from __future__ import annotations

import difflib
import html
import json
import math
import re
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.utils.exceptions import ParseError

from ttopt import registry
from ttopt.backend import pipelines, ptxas
from ttopt.backend.pipelines import CompileOptions
from ttopt.dialects.ttg.layouts import LayoutEncoding
from ttopt.dialects.ttg.types import MemDescType
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.parser import TritonParser, parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation
from ttopt.layouts.conversions import LayoutConversionError, to_linear_layout
from ttopt.layouts.queries import layout_shape
from ttopt.layouts.tool import build_table, summary, svg_picture, tensor_view
from ttopt.pass_manager import parse_pass_argument
from ttopt.tools.explorer_assets import SCRIPT, STYLE

if TYPE_CHECKING:
    from ttopt.backend.compile import CompiledStages, ResumeOptions

PLAIN = PrintOptions()
"""Pass dumps are diffed without locations: a diff shows what the pass did to the IR."""
WITH_LOCATIONS = PrintOptions(debuginfo=True, nameloc_as_prefix=True)
"""As ttopt-compile's stage files (Triton's cache files)."""

MAX_GRID_ELEMENTS = 1 << 14
"""Tensors up to 128x128 get ttopt-layout's full grid; larger ones its summary alone."""
MAX_SVG_ELEMENTS = 1 << 10
"""Tensors up to 32x32 also get ttopt-layout's SVG picture (a cell per element)."""
MAX_SOURCE_LINES = 20000


# -- source locations -----------------------------------------------------------------------

_FILE_LINE_COL = re.compile(r'"((?:[^"\\]|\\.)*)":(\d+):(\d+)')
_LOC_REFERENCE = re.compile(r"#loc\d*(?!\w)")
_LOC_DEFINITION = re.compile(r"^(#loc\d*) = loc\((.*)\)\s*$")


def location_key(path: str, line: int) -> str:
    """The key lines of every stage are linked by: the file's base name and the line (columns
    differ between stages for the same source line, and paths between debug formats)."""
    return f"{Path(path).name}:{line}"


class MLIRLocations:
    """The source line of each line of MLIR printed with debug info: its trailing `loc(...)`,
    through `#locN` aliases, name locations and call sites (the callee's, as MLIR's
    FileLineColLoc walk finds it first) down to the first `"file":line:col`."""

    def __init__(self, text: str):
        self.aliases = {m.group(1): m.group(2) for m in map(_LOC_DEFINITION.match, text.splitlines()) if m}
        self._resolved: dict[str, tuple[str, int] | None] = {}

    def of_line(self, line: str) -> str | None:
        if _LOC_DEFINITION.match(line):
            return None
        start = line.rfind("loc(")
        if start < 0 or not line.rstrip().endswith(")"):
            return None
        found = self.resolve(line[start + 4 : line.rstrip().rfind(")")])
        return location_key(*found) if found else None

    def resolve(self, expression: str, depth: int = 0) -> tuple[str, int] | None:
        if depth > 64:
            return None
        file_match = _FILE_LINE_COL.search(expression)
        alias_match = _LOC_REFERENCE.search(expression)
        if file_match and (alias_match is None or file_match.start() < alias_match.start()):
            return file_match.group(1), int(file_match.group(2))
        if alias_match is None:
            return None
        alias = alias_match.group(0)
        if alias not in self._resolved:
            self._resolved[alias] = self.resolve(self.aliases.get(alias, ""), depth + 1)
        return self._resolved[alias]

    def files(self) -> Counter:
        """How many location definitions name each file: the kernel's file comes first."""
        return Counter(m.group(1) for text in self.aliases.values() for m in _FILE_LINE_COL.finditer(text))


_METADATA_NODE = re.compile(r"^(![\w.]+) = (?:distinct )?!(\w+)\((.*)\)\s*$")
_DBG_ATTACHMENT = re.compile(r"!dbg (![\w.]+)")
_FIELD = re.compile(r"(\w+): (\"(?:[^\"\\]|\\.)*\"|![\w.]+|[\w.-]+)")


def llvm_ir_locations(text: str) -> list[str | None]:
    """Each LLVM IR line's source line: its `!dbg` DILocation, the file from the location's
    scope chain (DILexicalBlockFile, DISubprogram) to its DIFile."""
    nodes = {}
    for line in text.splitlines():
        match = _METADATA_NODE.match(line)
        if match:
            nodes[match.group(1)] = (match.group(2), dict(_FIELD.findall(match.group(3))))

    def file_of(node_id: str, depth: int = 0) -> str | None:
        kind, fields = nodes.get(node_id, ("", {}))
        if kind == "DIFile":
            return fields.get("filename", '""').strip('"')
        if depth > 64:
            return None
        for link in ("file", "scope"):
            if link in fields and (found := file_of(fields[link], depth + 1)):
                return found
        return None

    def key(line: str) -> str | None:
        match = _DBG_ATTACHMENT.search(line)
        kind, fields = nodes.get(match.group(1), ("", {})) if match else ("", {})
        if kind != "DILocation" or int(fields.get("line", "0")) == 0:
            return None
        path = file_of(fields.get("scope", ""))
        return location_key(path, int(fields["line"])) if path else None

    return [key(line) for line in text.splitlines()]


_PTX_FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"([^"]*)"')
_PTX_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)")


def ptx_locations(text: str) -> list[str | None]:
    """Each PTX line's source line: the `.loc` before it, up to the end of its function."""
    files = {m.group(1): m.group(2) for m in map(_PTX_FILE.match, text.splitlines()) if m}
    current, keys = None, []
    for line in text.splitlines():
        if match := _PTX_LOC.match(line):
            number = int(match.group(2))
            current = location_key(files[match.group(1)], number) if number and match.group(1) in files else None
        elif line.startswith("}"):
            keys.append(None)
            current = None
            continue
        keys.append(current if line.strip() and not line.lstrip().startswith("//") else None)
    return keys


# -- the timeline ---------------------------------------------------------------------------


@dataclass
class PassRecord:
    """One pass run: where in the pipeline, how long it took, and the diff it made (its first
    MAX_DIFF_LINES lines: a conversion to the LLVM dialect rewrites thousands)."""

    stage: str
    name: str
    seconds: float
    diff: list[str]
    added: int
    removed: int
    skipped: bool = False
    failed: bool = False

    @staticmethod
    def of_dumps(stage: str, name: str, seconds: float, before: list[str], after: list[str]) -> PassRecord:
        diff = list(difflib.unified_diff(before, after, "before", f"after {name}", lineterm=""))
        added = sum(1 for line in diff[2:] if line.startswith("+"))
        removed = sum(1 for line in diff[2:] if line.startswith("-"))
        if len(diff) > MAX_DIFF_LINES:
            rest = f"... {len(diff) - MAX_DIFF_LINES} more diff lines: see ttopt-compile --dump-dir"
            diff = [*diff[:MAX_DIFF_LINES], rest]
        return PassRecord(stage, name, seconds, diff, added, removed)


MAX_DIFF_LINES = 2000


def pass_schedule(options: CompileOptions, start_stage: str) -> list[tuple[str, str]]:
    """(make_<stage>, pass name) of every pass compile_kernel runs, in order."""
    stages = {"ttir": ("ttir", "ttgir", "llir"), "ttgir": ("llir",)}.get(start_stage, ())
    makers = {"ttir": pipelines.make_ttir, "ttgir": pipelines.make_ttgir, "llir": pipelines.make_llir}
    return [(f"make_{s}", parse_pass_argument(text).name) for s in stages for text in makers[s](options)]


class PassRecorder:
    """compile_kernel's `dump_after_each`: prints the module after every pass and diffs it
    with the dump before. A pass's time runs from the end of the previous dump to its own (the
    first pass of a stage also carries the printing of the stage before it)."""

    def __init__(self, initial_text: str, schedule: list[tuple[str, str]]):
        self.records: list[PassRecord] = []
        self.last_module: ModuleOp | None = None
        self.previous_dump = initial_text.splitlines()
        self._schedule = schedule
        self._mark = time.perf_counter()

    def start(self) -> None:
        self._mark = time.perf_counter()

    def __call__(self, name: str, module: ModuleOp) -> None:
        seconds = time.perf_counter() - self._mark
        index = len(self.records)
        stage = self._schedule[index][0] if index < len(self._schedule) and self._schedule[index][1] == name else ""
        dump = print_operation(module, PLAIN).splitlines()
        self.records.append(PassRecord.of_dumps(stage, name, seconds, self.previous_dump, dump))
        self.previous_dump = dump
        self.last_module = module
        self._mark = time.perf_counter()

    def next_pass(self) -> tuple[str, str] | None:
        """(stage, name) of the pass the schedule runs after the recorded ones (None past its end)."""
        index = len(self.records)
        return self._schedule[index] if index < len(self._schedule) else None

    def record_failure(self, stage: str, name: str) -> None:
        """The pass that stopped the compile: a row of its own, with no diff."""
        self.records.append(PassRecord(stage, name, time.perf_counter() - self._mark, [], 0, 0, failed=True))

    def mark_skipped(self, log: list[str]) -> None:
        """The passes compile_kernel stood in for (its log: `make_x: skipped NAME: why`)."""
        skipped = {m.groups() for m in map(_SKIPPED.match, log) if m}
        for record in self.records:
            record.skipped = (record.stage, record.name) in skipped


_SKIPPED = re.compile(r"^(make_\w+): skipped ([^:]+):")


# -- layouts --------------------------------------------------------------------------------

_ALIAS_DEFINITION = re.compile(r"^(#[A-Za-z_][\w$.-]*) = (?!loc\()(.*)$")
_ALIAS_USE = re.compile(r"#[A-Za-z_][\w$]*(?![\w$.<])")
_TYPE_START = re.compile(r"tensor<|!ttg\.memdesc<")


def typed_values(line: str) -> Iterator[str]:
    """The tensor and memdesc types written on a line (aliases not expanded), with an encoding."""
    for match in _TYPE_START.finditer(line):
        depth, end = 0, match.end() - 1
        for end in range(match.end() - 1, len(line)):
            depth += {"<": 1, ">": -1}.get(line[end], 0)
            if depth == 0:
                break
        text = line[match.start() : end + 1]
        if "#" in text:
            yield text


@dataclass
class LayoutCatalog:
    """ttopt-layout's drawing of every tensor type with a layout in the TTGIR, by index."""

    aliases: dict[str, str]
    context: Context = field(default_factory=registry.make_context)
    drawings: list[dict] = field(default_factory=list)
    index_of: dict[str, int] = field(default_factory=dict)

    @staticmethod
    def for_module_text(text: str) -> LayoutCatalog:
        aliases = {m.group(1): m.group(2) for m in map(_ALIAS_DEFINITION.match, text.splitlines()) if m}
        return LayoutCatalog(aliases)

    def indices(self, line: str) -> list[int]:
        found = []
        for type_text in typed_values(line):
            if type_text not in self.index_of:
                self.index_of[type_text] = len(self.drawings)
                self.drawings.append(self._draw(type_text))
            if self.index_of[type_text] not in found:
                found.append(self.index_of[type_text])
        return found

    def _expand(self, text: str) -> str:
        return _ALIAS_USE.sub(lambda m: self.aliases.get(m.group(0), m.group(0)), text)

    def _draw(self, type_text: str) -> dict:
        """ttopt-layout -t TYPE: the summary and tensor view (and SVG) of the type's encoding."""
        drawing = {"type": type_text, "text": "", "svg": ""}
        try:
            type_ = TritonParser(self.context, self._expand(type_text), "type").parse_type()
        except ParseError as error:
            drawing["text"] = f"cannot read the type: {error}"
            return drawing
        if not isinstance(type_, TensorType | MemDescType) or not isinstance(type_.encoding, LayoutEncoding):
            drawing["text"] = "no TritonGPU layout"
            return drawing
        try:
            linear, shape = _linear_layout(type_.encoding, layout_shape(type_))
        except LayoutConversionError as error:
            drawing["text"] = str(error)
            return drawing
        drawing["text"] = f"{self._expand(type_text)}\n{self._grid(linear)}"
        if math.prod(shape) <= MAX_SVG_ELEMENTS:
            drawing["svg"] = _inline_svg(svg_picture(build_table(linear), type_text))
        return drawing

    @staticmethod
    def _grid(linear) -> str:
        elements = math.prod(linear.out_dim_sizes.values())
        if elements > MAX_GRID_ELEMENTS or math.prod(linear.in_dim_sizes.values()) > MAX_GRID_ELEMENTS:
            return f"{elements} elements: too many to draw here; the linear layout:{linear.to_string()}"
        table = build_table(linear)
        return summary(table) + "\n" + tensor_view(table)


def _linear_layout(encoding: LayoutEncoding, shape: tuple[int, ...]):
    """The layout over the type's shape or, for a multi-buffered memdesc (3x128x64 under a
    2-D shared layout), over one buffer: its trailing dims."""
    for start in range(len(shape)):
        try:
            return to_linear_layout(encoding, shape[start:]), shape[start:]
        except LayoutConversionError as error:
            failure = error
    raise failure


def _inline_svg(svg: str) -> str:
    """An SVG inlined into HTML needs no namespace declaration (and the page names no URL)."""
    return svg.replace(' xmlns="http://www.w3.org/2000/svg"', "", 1)


# -- figures --------------------------------------------------------------------------------


def register_figures(ptx_text: str, capability: int, enable_fp_fusion: bool) -> tuple[dict, str]:
    """ptxas -v on the PTX, as make_cubin runs it: registers, spills, shared memory (or a note)."""
    if not ptx_text:
        return {}, "registers: no PTX (the compile stopped before make_ptx)"
    if ptxas.find_ptxas() is None:
        return {}, "registers: ptxas not found (install nvidia-cuda-nvcc or set TTOPT_PTXAS)"
    try:
        log = ptxas.assemble(ptx_text, capability, enable_fp_fusion=enable_fp_fusion).log
    except ptxas.PTXASError as error:
        return {}, f"registers: ptxas failed: {str(error).splitlines()[0]}"
    figures = {}
    for name, pattern in (
        ("registers", r"Used (\d+) registers"),
        ("spill stores (bytes)", r"(\d+) bytes spill stores"),
        ("spill loads (bytes)", r"(\d+) bytes spill loads"),
        ("stack frame (bytes)", r"(\d+) bytes stack frame"),
        ("ptxas smem (bytes)", r"(\d+) bytes smem"),
    ):
        if match := re.search(pattern, log):
            figures[name] = int(match.group(1))
    return figures, ""


# -- the page -------------------------------------------------------------------------------


@dataclass
class StageColumn:
    """One column of the page: a title, its lines and each line's location key (and layouts)."""

    stage: str
    title: str
    lines: list[str]
    locations: list[str | None]
    types: list[list[int]] = field(default_factory=list)


@dataclass
class Exploration:
    name: str
    options: CompileOptions
    columns: list[StageColumn]
    passes: list[PassRecord]
    layouts: list[dict]
    figures: dict
    notes: list[str]
    failure: Failure | None = None


def _mlir_column(stage: str, title: str, text: str, catalog: LayoutCatalog | None = None) -> StageColumn:
    locations = MLIRLocations(text)
    lines = text.splitlines()
    types = [catalog.indices(line) for line in lines] if catalog else []
    return StageColumn(stage, title, lines, [locations.of_line(line) for line in lines], types)


_LLVM_FILE = re.compile(r'!DIFile\(filename: "((?:[^"\\]|\\.)*)", directory: "((?:[^"\\]|\\.)*)"')


def source_files(stages: CompiledStages) -> Counter:
    """The files the stages' locations name: MLIR `loc(...)`, LLVM DIFile, PTX `.file`."""
    counts = Counter()
    for text in (stages.ttir, stages.ttgir):
        counts.update(MLIRLocations(text).files())
    counts.update(str(Path(d) / f) for f, d in _LLVM_FILE.findall(stages.llir))
    counts.update(m.group(2) for m in map(_PTX_FILE.match, stages.ptx.splitlines()) if m)
    return counts


def source_column(counts: Counter, input_path: str) -> tuple[StageColumn | None, str]:
    """The Python file most locations name, when it is on disk (as written, or next to the input)."""
    if not counts:
        return None, "source: the IR carries no file locations"
    name = counts.most_common(1)[0][0]
    for candidate in (Path(name), Path(input_path).parent / name, Path(input_path).parent / Path(name).name):
        if candidate.is_file():
            lines = candidate.read_text(errors="replace").splitlines()[:MAX_SOURCE_LINES]
            keys = [location_key(name, number) for number in range(1, len(lines) + 1)]
            return StageColumn("source", f"Python: {name}", lines, keys), ""
    return None, f"source: {name} is not on disk"


def stage_columns(stages: CompiledStages, recorder: PassRecorder) -> tuple[list[StageColumn], list[dict], list[str]]:
    """TTIR, TTGIR, LLVM IR (or the LLVM dialect, when the LLVM IR has no debug info), PTX."""
    columns, notes = [], []
    catalog = LayoutCatalog.for_module_text(stages.ttgir)
    if stages.ttir:
        columns.append(_mlir_column("ttir", "TTIR", stages.ttir))
    if stages.ttgir:
        columns.append(_mlir_column("ttgir", "TTGIR", stages.ttgir, catalog))
    if stages.llir:
        llir_keys = llvm_ir_locations(stages.llir)
        if not any(llir_keys) and (dialect := _llvm_dialect_text(recorder)):
            columns.append(_mlir_column("llvm", "LLVM dialect (make_llir's result)", dialect))
            notes.append("LLVM IR without !dbg: the LLVM dialect module is linked to the source instead")
        columns.append(StageColumn("llir", "LLVM IR", stages.llir.splitlines(), llir_keys))
    if stages.ptx:
        ptx_keys = ptx_locations(stages.ptx)
        if not any(ptx_keys):
            notes.append("PTX without .loc lines: its lines are not linked to the source")
        columns.append(StageColumn("ptx", "PTX", stages.ptx.splitlines(), ptx_keys))
    return columns, catalog.drawings, notes


def _llvm_dialect_text(recorder: PassRecorder) -> str:
    """The module make_llir ended with, printed with its locations ("" when it did not run)."""
    if recorder.last_module is None or not recorder.records or recorder.records[-1].stage != "make_llir":
        return ""
    return print_operation(recorder.last_module, WITH_LOCATIONS)


@dataclass
class Failure:
    """Why the compile stopped: where (stage, and the pass when one failed) and the diagnostic
    as ttopt-compile prints it."""

    where: str
    text: str


STAGE_ORDER = ("ttir", "ttgir", "llir", "ptx", "cubin")


class CompileExplorer:
    """--explore over ttopt-compile's compile: `after_pass` records every pass as it runs;
    `write` makes the page from the stages the compile reached."""

    def __init__(self, path: str, text: str, options: CompileOptions, filename: str, resume: ResumeOptions):
        self.path, self.options, self.filename = path, options, filename
        self.start_stage = resume.start_stage
        self.recorder = PassRecorder(_initial_dump(text, filename, self.start_stage), pass_schedule(options, self.start_stage))

    def after_pass(self, name: str, module: ModuleOp) -> None:
        self.recorder(name, module)

    def where_it_failed(self, stages: CompiledStages | None) -> str:
        """The stage the compile stopped in and, when it stopped in a pass, the pass (recorded
        as the failing row of the timeline). Stages are filled in order: the first empty one
        after the start is the one that failed."""
        if stages is None:
            return "reading the input"
        reached = STAGE_ORDER[STAGE_ORDER.index(self.start_stage) :] if self.start_stage in STAGE_ORDER else ()
        stage = next((f"make_{s}" for s in reached if not getattr(stages, s)), "make_cubin")
        scheduled = self.recorder.next_pass()
        if scheduled is not None and scheduled[0] == stage:
            self.recorder.record_failure(*scheduled)
            return f"{stage}, pass {scheduled[1]}"
        after = {
            "make_llir": "make_llir, after its passes (the translation to LLVM IR, or an override)",
            "make_ptx": "make_ptx (LLVM's NVPTX backend)",
            "make_cubin": "make_cubin (ptxas)",
        }
        return after.get(stage, f"{stage}, after its passes (an override)")

    def write(self, stages: CompiledStages, failure: Failure | None = None) -> int:
        """Write the page (the exit code: 1 when it cannot be written)."""
        page = page_html(self.exploration(stages, failure))
        try:
            Path(self.path).write_text(page)
        except OSError as error:
            print(f"ttopt-compile: error: cannot write {self.path}: {error.strerror}", file=sys.stderr)
            return 1
        if sys.stderr.isatty():
            print(f"ttopt-compile: wrote {self.path}", file=sys.stderr)
        return 0

    def exploration(self, stages: CompiledStages, failure: Failure | None) -> Exploration:
        """Everything the page shows, from the stages the compile reached."""
        recorder, options = self.recorder, self.options
        recorder.mark_skipped(stages.log)
        columns, layouts, notes = stage_columns(stages, recorder)
        if failure is not None and recorder.records and recorder.records[-1].failed:
            failing = recorder.records[-1]
            title = f"Input of {failing.name} (the IR it failed on)"
            columns.append(StageColumn("failed", title, recorder.previous_dump, [None] * len(recorder.previous_dump)))
        source, note = source_column(source_files(stages), self.filename)
        if source is not None:
            columns.insert(0, source)
        figures = {"warps": stages.metadata.get("num_warps", options.num_warps)}
        if "shared" in stages.metadata:
            figures["shared memory (bytes)"] = stages.metadata["shared"]
        register_note = "registers: the compile failed"
        if failure is None:
            registers, register_note = register_figures(stages.ptx, options.capability, options.enable_fp_fusion)
            figures.update(registers)
        notes += [n for n in (note, register_note) if n]
        return Exploration(stages.name, options, columns, recorder.records, layouts, figures, notes, failure)


def _initial_dump(text: str, filename: str, start_stage: str) -> str:
    """The input module as the first pass's diff starts from ("" when the input is not MLIR or
    does not parse: the compile then reports why)."""
    if start_stage not in ("ttir", "ttgir"):
        return ""
    try:
        return print_operation(parse_buffer(registry.make_context(), text, filename), PLAIN)
    except (ParseError, DiagnosticError):
        return ""


def _line_html(column: StageColumn, number: int, text: str) -> str:
    attributes = ""
    if key := column.locations[number - 1]:
        attributes += f' data-loc="{html.escape(key)}"'
    if column.types and column.types[number - 1]:
        attributes += f' data-types="{" ".join(map(str, column.types[number - 1]))}"'
    return f'<div class="line"{attributes}><span class="n">{number}</span>{html.escape(text)}</div>'


def _column_html(column: StageColumn) -> str:
    lines = "\n".join(_line_html(column, n, text) for n, text in enumerate(column.lines, 1))
    return (
        f'<section class="stage" id="stage-{column.stage}" data-stage="{column.stage}">'
        f'<h2><span>{html.escape(column.title)}</span><span class="count"></span></h2>'
        f'<div class="code">\n{lines}\n</div></section>'
    )


def _timeline_html(passes: list[PassRecord]) -> str:
    longest = max((record.seconds for record in passes), default=0) or 1
    rows = []
    for index, record in enumerate(passes):
        changed = " failed" if record.failed else "" if record.diff else " unchanged"
        note = " (skipped: not needed)" if record.skipped else " (failed: the compile stopped here)" if record.failed else ""
        bar = max(1, round(80 * record.seconds / longest))
        rows.append(
            f'<tr class="pass{changed}" data-pass="{index}"><td class="num">{index}</td><td>{record.stage}</td>'
            f"<td>{html.escape(record.name)}{note}</td><td class=\"num\">{record.seconds * 1000:.1f}</td>"
            f'<td><span class="bar" style="width:{bar}px"></span></td><td class="num">'
            f'<span class="add">+{record.added}</span> <span class="del">-{record.removed}</span></td></tr>'
        )
    return (
        '<table id="passes"><thead><tr><th>#</th><th>stage</th><th>pass</th><th>ms</th><th></th>'
        "<th>lines</th></tr></thead><tbody>\n" + "\n".join(rows) + "\n</tbody></table>"
    )


def _json_block(element_id: str, value) -> str:
    """JSON in a script element: `</` escaped so no text can close the element."""
    text = json.dumps(value).replace("</", "<\\/")
    return f'<script type="application/json" id="{element_id}">{text}</script>'


def _header_html(exploration: Exploration) -> str:
    options = exploration.options
    figures = [("target", options.target), ("num-stages", options.num_stages), *exploration.figures.items()]
    spans = [f'<span class="figure">{html.escape(k)}: <b>{v}</b></span>' for k, v in figures]
    spans += [f'<span class="note">{html.escape(note)}</span>' for note in exploration.notes]
    return f"<header><h1>{html.escape(exploration.name)}</h1>{''.join(spans)}</header>" + _failure_html(exploration.failure)


def _failure_html(failure: Failure | None) -> str:
    """The diagnostic of a failed compile, above everything else."""
    if failure is None:
        return ""
    return (
        f'<div id="failure"><h2><span>The compile failed: {html.escape(failure.where)}</span></h2>'
        f"<pre>{html.escape(failure.text)}</pre></div>"
    )


def _lower_html(exploration: Exploration) -> str:
    """The timeline and its diff, and the layout panel."""
    total = sum(record.seconds for record in exploration.passes)
    title = f"Pipeline: {len(exploration.passes)} passes, {total * 1000:.0f} ms (click a pass for its diff)"
    return (
        f'<div class="lower"><section id="timeline"><h2><span>{title}</span></h2>'
        f'<div class="scroll">{_timeline_html(exploration.passes)}</div>'
        '<h2><span id="diff-title">Diff</span></h2><div class="scroll"><pre id="diff"></pre></div></section>'
        '<section id="layouts"><h2><span>Layouts of the selected TTGIR line (ttopt-layout)</span></h2>'
        '<div id="layout-picker"></div><div class="scroll" id="layout-view">'
        '<div class="hint">Click a TTGIR line with a tensor.</div></div></section></div>'
    )


SELECTION_HINT = (
    '<div id="selection">Click a line of any stage (or of the Python source): the lines of the same source '
    'location are highlighted in every stage. Selected location: <code id="selected-loc">none</code></div>'
)


def _diff_title(index: int, record: PassRecord) -> str:
    if record.failed:
        return f"#{index} {record.stage} {record.name}: failed (its input is the last stage column)"
    return f"#{index} {record.stage} {record.name}: +{record.added} -{record.removed}"


def page_html(exploration: Exploration) -> str:
    diffs = [
        {"title": _diff_title(i, record), "diff": record.diff, "failed": record.failed}
        for i, record in enumerate(exploration.passes)
    ]
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en"><head><meta charset="utf-8">',
            f"<title>ttopt explorer: {html.escape(exploration.name)}</title>",
            f"<style>{STYLE}</style></head><body>",
            _header_html(exploration),
            "<main>",
            SELECTION_HINT,
            '<div class="stages" id="stages">',
            *(_column_html(column) for column in exploration.columns),
            "</div>",
            _lower_html(exploration),
            "</main>",
            _json_block("layouts-data", exploration.layouts),
            _json_block("diffs-data", diffs),
            f"<script>{SCRIPT}</script>",
            "</body></html>",
            "",
        ]
    )

