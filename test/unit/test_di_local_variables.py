"""LLVM_EXTRACT_DI_LOCAL_VARIABLES: the kernel's named values as debug variables, against what
Triton 3.6 made for the same kernels (test/Inputs/di_local_variables, from generate.py there).

- make_llir ends with `extract-variable-info` (after `enable-line-info`, whose compile unit is
  then FullDebug) when the variable is set, `extract_di_local_variables=True` is passed or
  ttopt-compile gets --extract-di-local-variables.
- The LLVM IR make_llir translates (before O3) is Triton's `llvm.to_module` output, byte for
  byte up to the attributes LLVM attaches to intrinsic declarations: the `#dbg_value` records
  and the `!DILocalVariable`/`!DIBasicType` nodes included.
- After O3 the variables (name and type) are Triton's. The records themselves are not
  compared: llvmlite's LLVM 22 salvages them differently from Triton's LLVM 21 (as it already
  optimizes the instructions differently), e.g. `i32 %9` with `DW_OP_constu, 96, DW_OP_and`
  where Triton keeps an `and`.
- The PTX (with DWARF sections) assembles with ptxas; with line info disabled there is no
  debug information at all, as upstream's test_debuginfo.py expects.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ttopt.backend import pipelines
from ttopt.backend.compile import compile_kernel, main
from ttopt.backend.pipelines import CompileOptions
from ttopt.conversion.llvm_ir import translate_to_llvm_ir

pytest.importorskip("llvmlite.binding")

from ptx_pipeline import require_toolchain
from test_llvm_ir_translation import normalize_intrinsic_declarations

INPUTS = Path(__file__).resolve().parents[1] / "Inputs"
EXPECTED = INPUTS / "di_local_variables"
VARIABLE = "LLVM_EXTRACT_DI_LOCAL_VARIABLES"

# name: (TTIR, capability, num_warps, num_stages), as generate.py compiles them
KERNELS = {
    "vecadd": (INPUTS / "corpus" / "sm80" / "vecadd.ttir", 80, 4, 3),
    "softmax": (INPUTS / "corpus" / "sm80" / "softmax.ttir", 80, 4, 3),
    "matmul_f16": (INPUTS / "hopper" / "matmul_f16.ttir", 90, 8, 3),
}


def compile_with_variables(name: str, stop_after: str = "llir", **options):
    """The kernel's stages, and the LLVM IR translated from what make_llir's last pass leaves."""
    ttir, capability, num_warps, num_stages = KERNELS[name]
    translated = {}

    def after_each(pass_name: str, module) -> None:
        if pass_name.startswith("extract-variable-info"):
            translated["ll"] = translate_to_llvm_ir(module)

    options = CompileOptions(
        capability=capability, num_warps=num_warps, num_stages=num_stages, **options
    )
    stages = compile_kernel(
        ttir.read_text(),
        options,
        str(ttir),
        stop_after=stop_after,
        dump_after_each=after_each,
    )
    return stages, translated.get("ll")


def variables(llir: str) -> set[tuple[str, str]]:
    """Each `!DILocalVariable`'s name with its type's node spelled out."""
    nodes = dict(re.findall(r"^!(\d+) = (.*)$", llir, flags=re.MULTILINE))
    found = set()
    for node in nodes.values():
        match = re.fullmatch(
            r'!DILocalVariable\(name: "(\w+)", scope: !\d+, file: !\d+, type: !(\d+)\)',
            node,
        )
        if match:
            found.add((match.group(1), nodes[match.group(2)]))
    return found


def test_make_llir_ends_with_extract_variable_info(monkeypatch):
    monkeypatch.delenv(VARIABLE, raising=False)
    assert "extract-variable-info" not in pipelines.make_llir(CompileOptions())
    assert pipelines.make_llir(CompileOptions(extract_di_local_variables=True))[-2:] == [
        "enable-line-info", "extract-variable-info",
    ]  # fmt: skip
    without_line_info = pipelines.make_llir(
        CompileOptions(line_info=False, extract_di_local_variables=True)
    )
    assert (
        without_line_info[-1] == "extract-variable-info"
        and "enable-line-info" not in without_line_info
    )
    monkeypatch.setenv(VARIABLE, "1")
    assert CompileOptions().extract_di_local_variables


@pytest.mark.parametrize("name", list(KERNELS))
def test_translation_is_tritons(name: str, monkeypatch):
    require_toolchain(needs_libdevice=True)
    monkeypatch.setenv(VARIABLE, "1")
    stages, translated = compile_with_variables(name)
    expected = (EXPECTED / f"{name}.ll").read_text()
    assert normalize_intrinsic_declarations(
        translated
    ) == normalize_intrinsic_declarations(expected)
    tritons = (EXPECTED / f"{name}.llir").read_text()
    assert variables(stages.llir) == variables(tritons) != set()
    assert "emissionKind: FullDebug" in stages.llir and "#dbg_value(" in stages.llir


def test_ptx_assembles_with_variables(monkeypatch):
    require_toolchain(needs_libdevice=True)
    monkeypatch.setenv(VARIABLE, "1")
    stages, _ = compile_with_variables("vecadd", stop_after="cubin")
    assert "\t.section\t.debug_info" in stages.ptx and ".loc" in stages.ptx
    # make_ptx keeps the `debug` target flag with the variables (ptxas keeps their names and
    # types for cuda-gdb) and drops it otherwise.
    assert re.search(r"^\.target sm_80, debug$", stages.ptx, re.MULTILINE)
    assert stages.cubin
    monkeypatch.setenv(VARIABLE, "0")
    plain, _ = compile_with_variables("vecadd", stop_after="ptx")
    assert re.search(r"^\.target sm_80$", plain.ptx, re.MULTILINE)


def test_no_debug_information_without_line_info(monkeypatch):
    require_toolchain(needs_libdevice=True)
    monkeypatch.setenv(VARIABLE, "1")
    stages, translated = compile_with_variables("vecadd", line_info=False)
    assert "dbg" not in translated and "DI" not in translated
    assert "dbg" not in stages.llir and "DILocalVariable" not in stages.llir


def test_compile_flag(monkeypatch, tmp_path):
    require_toolchain(needs_libdevice=True)
    monkeypatch.setenv(VARIABLE, "0")  # restored after the test: the flag sets it
    ttir = KERNELS["vecadd"][0]
    assert main([str(ttir), "--target", "cuda:80", "--stop-after", "llir", "-o", str(tmp_path),
                 "--extract-di-local-variables"]) == 0  # fmt: skip
    llir = (tmp_path / "vecadd.llir").read_text()
    assert variables(llir) == variables((EXPECTED / "vecadd.llir").read_text())
    assert json.loads((tmp_path / "vecadd.json").read_text())["name"] == "vecadd"
