"""Source lines down to PTX: `enable-line-info`, the LLVM debug metadata and the `.file`/`.loc`
lines NVPTX writes from it, against what Triton 3.6 made for the same kernels.

- The corpus kernels (sm80, sm90, from their TTIR), a few Hopper wgmma kernels (from TTIR) and
  TMA kernels (from Triton's TTGIR) go through ttopt's whole compile to PTX: the file table
  (`.file`) is Triton's, and the `.loc` lines are Triton's, in order. Where llvmlite's LLVM 22
  schedules or combines instructions differently from Triton's LLVM 21 (the PTX instructions
  differ there, not the debug information), `KNOWN_CODEGEN_DIFFERENCES` lists the `.loc`
  lines one side has and the other lacks; everything else must still be equal.
- For Hopper matmuls whose make_llir output is Triton's, the debug locations of the
  optimized LLVM IR (line, column, scope and inlining chain of every `!dbg` an instruction
  carries) are those of Triton's `.llir`. (Elsewhere LLVM 22's O3 keeps other instructions
  than LLVM 21's, so the sets differ by a few lines.)
- TRITON_DISABLE_LINE_INFO=1, `CompileOptions(line_info=False)` and ttopt-compile's
  `--disable-line-info` leave `enable-line-info` out: no debug metadata, no `.loc`.

Skips where llvmlite, ptxas or libdevice are missing.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ttopt.backend import pipelines
from ttopt.backend.compile import ResumeOptions, compile_kernel, main
from ttopt.backend.pipelines import CompileOptions

pytest.importorskip("llvmlite.binding")

from kernel_compiles import compiled, kernel_params, same_worker  # noqa: E402
from ptx_pipeline import require_toolchain  # noqa: E402

INPUTS = Path(__file__).resolve().parents[1] / "Inputs"
CORPUS = ["vecadd", "softmax", "layernorm", "row_sum", "device_print", "matmul"]
HOPPER = ["matmul_tf32", "matmul_epilogue", "matmul_f16", "attention_fwd"]
TMA = ["desc_matmul", "attention_desc"]
SAME_LLIR_LOCATIONS = {"matmul_tf32", "matmul_f16"}

KNOWN_CODEGEN_DIFFERENCES: dict[str, tuple[set[str], set[str]]] = {
    # kernel: (.loc lines only ttopt's PTX has, .loc lines only Triton's has)
    "sm80/row_sum": ({".loc 1 131 36"}, set()),  # the offsets' shift is hoisted out of the loop
    "sm90/row_sum": ({".loc 1 131 36"}, set()),
    "sm80/matmul": (set(), {".loc 1 69 15"}),  # the f16 packing cvt keeps the store's line
    "sm90/matmul": (set(), {".loc 1 69 15"}),
    "hopper/matmul_f16": (set(), {".loc 1 49 28"}),
    "hopper/attention_fwd": (set(), {".loc 1 232 26", ".loc 1 237 84"}),
    "tma/desc_matmul": (set(), {".loc 1 26 40"}),
    "tma/attention_desc": (set(), {".loc 1 68 26", ".loc 1 70 72"}),
}


def directives(ptx: str, name: str) -> list[str]:
    """The `.loc` or `.file` lines, without the comments Triton's verbose assembly adds."""
    lines = (re.sub(r"\s+", " ", re.sub(r"\s*//.*$", "", line)).strip() for line in ptx.splitlines())
    return [line for line in lines if line.startswith(f".{name} ")]


def check_line_table(key: str, ours: str, theirs: str) -> None:
    assert directives(ours, "file") == directives(theirs, "file")
    our_locs, their_locs = directives(ours, "loc"), directives(theirs, "loc")
    assert our_locs, "no .loc lines"
    if key not in KNOWN_CODEGEN_DIFFERENCES:
        assert our_locs == their_locs
        return
    only_ours, only_theirs = KNOWN_CODEGEN_DIFFERENCES[key]
    assert set(our_locs) - set(their_locs) == only_ours
    assert set(their_locs) - set(our_locs) == only_theirs


@pytest.mark.parametrize(
    "kernel, capability",
    [pytest.param(kernel, capability, marks=same_worker("corpus", kernel, capability),
                  id=f"{kernel}-{capability}")
     for capability in (80, 90) for kernel in CORPUS],
)  # fmt: skip
def test_corpus_kernel_has_tritons_line_table(kernel: str, capability: int):
    require_toolchain(needs_libdevice=True)
    stages = compiled("corpus", kernel, capability)  # shared with test_compile_kernels
    expected = INPUTS / "corpus" / f"sm{capability}" / f"{kernel}.ptx"
    check_line_table(f"sm{capability}/{kernel}", stages.ptx, expected.read_text())


def tma_stages(kernel: str):
    launch = json.loads((INPUTS / "tma" / "launch.json").read_text())[kernel]
    ttgir = INPUTS / "tma" / "expected" / f"{kernel}.ttgir"
    options = CompileOptions(capability=90, **launch)
    return compile_kernel(ttgir.read_text(), options, str(ttgir), stop_after="ptx", resume=ResumeOptions("ttgir"))


@pytest.mark.parametrize("kernel", kernel_params("hopper", HOPPER))
def test_hopper_kernel_has_tritons_line_table(kernel: str):
    require_toolchain(needs_libdevice=True)
    stages = compiled("hopper", kernel)  # shared with test_tritongpu_to_llvm_hopper_ptxas
    expected = INPUTS / "hopper" / "expected" / kernel
    check_line_table(f"hopper/{kernel}", stages.ptx, expected.with_suffix(".ptx").read_text())
    if kernel in SAME_LLIR_LOCATIONS:
        assert debug_locations(stages.llir) == debug_locations(expected.with_suffix(".llir").read_text())


@pytest.mark.parametrize("kernel", TMA)
def test_tma_kernel_has_tritons_line_table(kernel: str):
    require_toolchain(needs_libdevice=True)
    stages = tma_stages(kernel)
    expected = INPUTS / "tma" / "expected" / kernel
    check_line_table(f"tma/{kernel}", stages.ptx, expected.with_suffix(".ptx").read_text())


def debug_locations(llir: str) -> set[str]:
    """Every `!dbg` of an instruction as `line:column@scope`, the scope by kind and file
    and the inlining chain spelled out (metadata numbers differ between the two)."""
    nodes = dict(re.findall(r"^!(\d+) = (.*)$", llir, flags=re.MULTILINE))

    def spelled(number: str) -> str:
        node = nodes[number]
        location = re.match(r"!DILocation\(line: (\d+)(?:, column: (\d+))?, scope: !(\d+)(?:, inlinedAt: !(\d+))?", node)
        if location is None:
            file = re.search(r"file: !(\d+)", node)
            name = re.search(r'filename: "([^"]*)"', nodes[file.group(1)]).group(1)
            return f"{node.split('(')[0].removeprefix('distinct ')}:{name}"
        line, column, scope, inlined_at = location.groups()
        text = f"{line}:{column or 0}@{spelled(scope)}"
        return text + (f" inlined at {spelled(inlined_at)}" if inlined_at else "")

    return {spelled(number) for number in re.findall(r"^  .*, !dbg !(\d+)$", llir, flags=re.MULTILINE)}


def test_line_info_can_be_disabled(monkeypatch, tmp_path):
    monkeypatch.setenv("TRITON_DISABLE_LINE_INFO", "1")
    assert "enable-line-info" not in pipelines.make_llir(CompileOptions())
    monkeypatch.delenv("TRITON_DISABLE_LINE_INFO")
    assert pipelines.make_llir(CompileOptions())[-1] == "enable-line-info"
    assert "enable-line-info" not in pipelines.make_llir(CompileOptions(line_info=False))
    ttir = INPUTS / "corpus" / "sm80" / "vecadd.ttir"
    for flags, directory in (([], tmp_path / "on"), (["--disable-line-info"], tmp_path / "off")):
        assert main([str(ttir), "--target", "cuda:80", "--stop-after", "llir", "-o", str(directory), *flags]) == 0
    assert "!dbg" in (tmp_path / "on" / "vecadd.llir").read_text()
    off = (tmp_path / "off" / "vecadd.llir").read_text()
    assert "!dbg" not in off and "DICompileUnit" not in off


def test_ptx_without_line_info_has_no_loc():
    require_toolchain(needs_libdevice=True)
    ttir = INPUTS / "corpus" / "sm80" / "vecadd.ttir"
    stages = compile_kernel(ttir.read_text(), CompileOptions(capability=80, line_info=False), str(ttir), stop_after="ptx")
    assert directives(stages.ptx, "loc") == [] and directives(stages.ptx, "file") == []
