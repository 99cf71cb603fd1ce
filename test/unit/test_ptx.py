"""From the LLVM dialect to a cubin: ttopt's translation, llvmlite's O3 and NVPTX code
generation with Triton's settings, and ptxas, for sm_80 and sm_90a.

Every non-matmul corpus kernel's LLVM dialect (test/LLVMIR/Inputs) and a kernel of our own
using what the corpus does not (atomics, fences, a switch, printf's alloca, intrinsics)
must assemble. Skips without llvmlite; the ptxas steps skip when no ptxas is found.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

pytest.importorskip("llvmlite.binding")

from ttopt import registry
from ttopt.backend import ptx as ptx_module
from ttopt.backend.ptx import (
    LLVMError,
    NVPTXTarget,
    allow_contraction,
    find_libdevice,
    kernel_names,
    link_libdevice,
    llvm_ir_to_ptx,
    optimize_llvm_ir,
    postprocess_ptx,
    with_reflect_ftz,
)
from ttopt.backend.ptxas import (
    PTXASError,
    assemble,
    find_ptxas,
    gpu_name,
    ptx_version_for_cuda,
)
from ttopt.conversion.llvm_ir import translate_to_llvm_ir
from ttopt.conversion.nvvm_to_llvm import convert_nvvm_to_llvm
from ttopt.ir.parser import parse_buffer
from ttopt.ir.verifier import verify

INPUTS = Path(__file__).resolve().parents[1] / "LLVMIR" / "Inputs"
KERNELS = ["vecadd", "softmax", "layernorm", "row_sum", "device_print"]
PTXAS = find_ptxas()
needs_ptxas = pytest.mark.skipif(PTXAS is None, reason="ptxas not found (install nvidia-cuda-nvcc)")


def llvm_ir_of(text: str) -> str:
    module = parse_buffer(registry.make_context(), text, "kernel.mlir")
    verify(module)
    convert_nvvm_to_llvm(module)
    return translate_to_llvm_ir(module)


def compile_to_ptx(text: str, capability: int) -> str:
    target = NVPTXTarget(capability, ptx_version=87)
    optimized = optimize_llvm_ir(llvm_ir_of(text), target, libdevice=find_libdevice())
    assert '!{i32 4, !"nvvm-reflect-ftz", i32 1}' in optimized
    return llvm_ir_to_ptx(optimized, target)


def check_header(ptx: str, capability: int) -> None:
    assert ".version 8.7\n" in ptx
    assert f".target {gpu_name(capability)}\n" in ptx
    assert ".address_size 64\n" in ptx


@pytest.mark.parametrize("kernel", KERNELS)
@pytest.mark.parametrize(("sm", "capability"), [("sm80", 80), ("sm90", 90)])
def test_corpus_kernel_compiles(sm: str, capability: int, kernel: str) -> None:
    text = (INPUTS / sm / f"{kernel}.mlir").read_text()
    ptx = compile_to_ptx(text, capability)
    check_header(ptx, capability)
    assert kernel_names(ptx) == [kernel]
    threads = re.search(r"nvvm\.reqntid = array<i32: (\d+)>", text).group(1)
    assert f".visible .entry {kernel}(" in ptx and f".reqntid {threads}\n" in ptx
    if PTXAS is not None:
        cubin = assemble(ptx, capability, ptxas=PTXAS).cubin
        assert cubin[:4] == b"\x7fELF"


@needs_ptxas
def test_sm80_kernel_also_assembles_for_sm90a() -> None:
    ptx = compile_to_ptx((INPUTS / "sm80" / "softmax.mlir").read_text(), 90)
    check_header(ptx, 90)
    assert assemble(ptx, 90, ptxas=PTXAS).cubin[:4] == b"\x7fELF"


OWN_KERNEL = """
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.mlir.global internal constant @fmt("%d %f\\0A\\00") {addr_space = 0 : i32}
llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
llvm.func @__nv_expf(f32) -> f32
llvm.func @own(%out: !llvm.ptr<1>, %counter: !llvm.ptr<1>, %n: i32, %x: f32)
    attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 64>} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %old = llvm.atomicrmw add %counter, %one syncscope("device") acq_rel : !llvm.ptr<1>, i32
  %pair = llvm.cmpxchg %counter, %old, %tid syncscope("block") acq_rel monotonic : !llvm.ptr<1>, i32
  %swapped = llvm.extractvalue %pair[1] : !llvm.struct<(i32, i1)>
  %fsum = llvm.atomicrmw fadd %out, %x monotonic : !llvm.ptr<1>, f32
  llvm.fence syncscope("device") release
  %e = llvm.call @__nv_expf(%fsum) : (f32) -> f32
  %m = llvm.intr.maxnum(%e, %x) : (f32, f32) -> f32
  %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  %slot = llvm.getelementptr inbounds %smem[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  llvm.store %m, %slot {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %lane = nvvm.read.ptx.sreg.laneid : i32
  %mask = llvm.mlir.constant(-1 : i32) : i32
  %ballot = nvvm.vote.sync ballot %mask, %swapped -> i32
  %bits = llvm.intr.ctpop(%ballot) : (i32) -> i32
  llvm.switch %lane : i32, ^done [
    0: ^print
  ]
^print:
  %buffer = llvm.alloca %one x !llvm.struct<(i32, f64)> : (i32) -> !llvm.ptr
  %field0 = llvm.getelementptr %buffer[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  llvm.store %bits, %field0 : i32, !llvm.ptr
  %wide = llvm.fpext %m : f32 to f64
  %field1 = llvm.getelementptr %buffer[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  llvm.store %wide, %field1 : f64, !llvm.ptr
  %format = llvm.mlir.addressof @fmt : !llvm.ptr
  %printed = llvm.call @vprintf(%format, %buffer) : (!llvm.ptr, !llvm.ptr) -> i32
  llvm.br ^done
^done:
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  llvm.return
}
"""


@pytest.mark.parametrize("capability", [80, 90])
def test_own_kernel_with_atomics_control_flow_and_printf_compiles(capability: int) -> None:
    ptx = compile_to_ptx(OWN_KERNEL, capability)
    check_header(ptx, capability)
    assert kernel_names(ptx) == ["own"]
    for instruction in ("atom.", "vprintf", "bar.sync", "vote.sync.ballot", "popc", "fence.proxy.alias"):
        assert instruction in ptx, instruction
    if find_libdevice() is not None:
        assert "__nv_expf" not in ptx  # libdevice linked, made internal and inlined
    if PTXAS is not None:
        assert assemble(ptx, capability, ptxas=PTXAS).cubin[:4] == b"\x7fELF"


# -- libdevice ------------------------------------------------------------------------------------------

needs_libdevice = pytest.mark.skipif(find_libdevice() is None, reason="libdevice not found (install nvidia-cuda-nvcc)")

# A kernel calling three libdevice functions: sinf needs the library's reduction table
# (__cudart_i2opi_f) and erfinvf and expf more of its internals.
MATH_KERNEL = """\
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

define ptx_kernel void @math(ptr addrspace(1) %out, float %x) {
  %s = call float @__nv_sinf(float %x)
  %e = call float @__nv_expf(float %s)
  %i = call float @__nv_erfinvf(float %e)
  store float %i, ptr addrspace(1) %out, align 4
  ret void
}

declare float @__nv_sinf(float)
declare float @__nv_expf(float)
declare float @__nv_erfinvf(float)
"""


def _defined_functions(module) -> dict:
    return {f.name: f.linkage for f in module.functions if not f.is_declaration}


@needs_libdevice
@pytest.mark.parametrize("cached", [False, True])
def test_libdevice_link_brings_in_only_the_functions_the_module_calls(cached: bool, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TTOPT_CACHE_DIR", str(tmp_path) if cached else "")
    llvm, machine = ptx_module._llvm(), ptx_module._target_machine(NVPTXTarget(80))
    if cached:  # the library's part, written by a first link
        link_libdevice(llvm.parse_assembly(MATH_KERNEL), find_libdevice(), machine)
    module = llvm.parse_assembly(MATH_KERNEL)
    link_libdevice(module, find_libdevice(), machine)
    defined = _defined_functions(module)
    # The three called, made internal, and nothing the module does not reach (the library has
    # ~350 functions: __nv_cosf, __nv_logf, ... stay out); the kernel keeps its linkage.
    called = ("__nv_sinf", "__nv_expf", "__nv_erfinvf")
    assert {name: defined[name] for name in called} == dict.fromkeys(called, llvm.Linkage.internal)
    assert defined["math"] == llvm.Linkage.external
    assert "__nv_cosf" not in defined and "__nv_logf" not in defined
    assert len(defined) < 10
    assert "__cudart_i2opi_f" in {g.name for g in module.global_variables}  # what sinf reads comes along
    module.verify()


def _whole_library_link(module, path: str, machine) -> None:
    """The reference, in link_libdevice's place: every library function linked in (llvmlite's
    link_in), those defined there then made internal, as link_extern_libs does; O3 drops the
    unused ones."""
    with open(path, "rb") as stream:
        library = ptx_module._llvm().parse_bitcode(stream.read())
    library.triple, library.data_layout = module.triple, module.data_layout
    defined = {f.name for f in library.functions if not f.is_declaration}
    module.link_in(library)
    for function in module.functions:
        if function.name in defined:
            function.linkage = "internal"


@needs_libdevice
@pytest.mark.parametrize("capability", [80, 90])
def test_libdevice_link_of_what_is_needed_optimizes_to_the_whole_librarys_code(capability: int, monkeypatch) -> None:
    # The optimized kernel, and so its PTX, is the one linking the whole library gives; only
    # the order of the intrinsics' declarations at the end of the module may differ.
    monkeypatch.setenv("TTOPT_CACHE_DIR", "")
    target = NVPTXTarget(capability)
    pruned = optimize_llvm_ir(MATH_KERNEL, target, libdevice=find_libdevice())
    monkeypatch.setattr(ptx_module, "link_libdevice", _whole_library_link)
    whole = optimize_llvm_ir(MATH_KERNEL, target, libdevice=find_libdevice())
    assert "@__nv_sinf" not in pruned and "ex2.approx" in pruned  # linked, inlined, optimized

    def body(text: str) -> str:
        return text[: text.index("\ndeclare ")]

    assert body(pruned) == body(whole)
    assert sorted(re.findall(r"^declare .*$", pruned, re.M)) == sorted(re.findall(r"^declare .*$", whole, re.M))
    assert llvm_ir_to_ptx(pruned, target) == llvm_ir_to_ptx(whole, target)


@needs_libdevice
def test_libdevice_part_is_cached_by_the_functions_declared(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TTOPT_CACHE_DIR", str(tmp_path))
    target = NVPTXTarget(80)
    first = optimize_llvm_ir(MATH_KERNEL, target, libdevice=find_libdevice())
    (entry,) = (tmp_path / "libdevice").iterdir()
    assert 0 < entry.stat().st_size < 100_000  # the part: libdevice.10.bc is ~465 KB

    def whole_library_parsed(*arguments):
        raise AssertionError("the cached part was not used")

    monkeypatch.setattr(ptx_module, "_needed_part", whole_library_parsed)
    assert optimize_llvm_ir(MATH_KERNEL, target, libdevice=find_libdevice()) == first
    # Another set of functions is another entry (the hit path above would raise).
    monkeypatch.undo()
    monkeypatch.setenv("TTOPT_CACHE_DIR", str(tmp_path))
    fewer = MATH_KERNEL.replace("call float @__nv_erfinvf(float %e)", "fadd float %e, %e")
    fewer = fewer.replace("declare float @__nv_erfinvf(float)\n", "")
    optimize_llvm_ir(fewer, target, libdevice=find_libdevice())
    assert len(list((tmp_path / "libdevice").iterdir())) == 2


@needs_libdevice
def test_libdevice_cache_that_cannot_be_used_only_costs_time(tmp_path, monkeypatch) -> None:
    target = NVPTXTarget(80)
    monkeypatch.setenv("TTOPT_CACHE_DIR", "")
    reference = optimize_llvm_ir(MATH_KERNEL, target, libdevice=find_libdevice())
    assert not list(tmp_path.iterdir())
    # A damaged entry is parsed in vain, then replaced.
    monkeypatch.setenv("TTOPT_CACHE_DIR", str(tmp_path))
    optimize_llvm_ir(MATH_KERNEL, target, libdevice=find_libdevice())
    (entry,) = (tmp_path / "libdevice").iterdir()
    entry.write_bytes(b"BC\xc0\xde not bitcode")
    assert optimize_llvm_ir(MATH_KERNEL, target, libdevice=find_libdevice()) == reference
    assert entry.read_bytes()[:4] == b"BC\xc0\xde" and entry.stat().st_size > 100
    # A cache directory that cannot be made (a file is in the way).
    blocked = tmp_path / "file"
    blocked.write_text("")
    monkeypatch.setenv("TTOPT_CACHE_DIR", str(blocked))
    assert optimize_llvm_ir(MATH_KERNEL, target, libdevice=find_libdevice()) == reference


def test_libdevice_cache_directory(monkeypatch) -> None:
    monkeypatch.setenv("TTOPT_CACHE_DIR", "/somewhere")
    assert ptx_module.LibdeviceCache.directory() == "/somewhere"
    monkeypatch.setenv("TTOPT_CACHE_DIR", "")
    assert ptx_module.LibdeviceCache.directory() is None
    monkeypatch.delenv("TTOPT_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", "/xdg")
    assert ptx_module.LibdeviceCache.directory() == "/xdg/ttopt"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", "/home/user")
    assert ptx_module.LibdeviceCache.directory() == "/home/user/.cache/ttopt"
    monkeypatch.setattr(ptx_module.os.path, "expanduser", lambda path: path)  # no home directory at all
    assert ptx_module.LibdeviceCache.directory() is None


# -- pieces ---------------------------------------------------------------------------------------------


def test_reflect_ftz_flag_joins_the_module_flags() -> None:
    text = '!llvm.module.flags = !{!0}\n\n!0 = !{i32 2, !"Debug Info Version", i32 3}\n!1 = !{i32 1}\n'
    assert with_reflect_ftz(text) == (
        '!llvm.module.flags = !{!0, !2}\n\n!0 = !{i32 2, !"Debug Info Version", i32 3}\n!1 = !{i32 1}\n'
        '!2 = !{i32 4, !"nvvm-reflect-ftz", i32 1}\n'
    )


def _reflect_ftz_by_line_anchors(text: str) -> str:
    """with_reflect_ftz as `^`-anchored multiline patterns say it (the definition)."""
    slots = [int(n) for n in re.findall(r"^!(\d+) = ", text, flags=re.MULTILINE)]
    slot = max(slots, default=-1) + 1
    node = f'!{slot} = !{{i32 4, !"nvvm-reflect-ftz", i32 1}}\n'
    flags = re.search(r"^!llvm\.module\.flags = !\{(.*)\}$", text, flags=re.MULTILINE)
    if flags is None:
        return text.rstrip("\n") + f"\n\n!llvm.module.flags = !{{!{slot}}}\n\n" + node
    entries = flags.group(1)
    replacement = f"!llvm.module.flags = !{{{entries + ', ' if entries else ''}!{slot}}}"
    return (text[: flags.start()] + replacement + text[flags.end() :]).rstrip("\n") + "\n" + node


LLVM_IR_LINES = st.sampled_from(
    ["", "!0 = !{}", "!7 = !{i32 1}", "!12 = distinct !{}", "  %x = !3 = ", "!llvm.module.flags = !{}",
     "!llvm.module.flags = !{!0, !7}", " !llvm.module.flags = !{!9}", "!llvm.ident = !{!1}", "define void @f()"]
)


@given(st.lists(LLVM_IR_LINES, max_size=8), st.sampled_from(["", "\n"]))
def test_reflect_ftz_reads_lines_as_line_anchored_patterns_do(lines: list[str], end: str) -> None:
    text = "\n".join(lines) + end
    assert with_reflect_ftz(text) == _reflect_ftz_by_line_anchors(text)


def test_ptx_header_is_rewritten_as_triton_does() -> None:
    ptx = "//\n.version 8.6\n.target sm_90a, debug\n.address_size 64\n"
    assert postprocess_ptx(ptx, NVPTXTarget(90, 87)) == "//\n.version 8.7\n.target sm_90a\n.address_size 64\n"
    assert NVPTXTarget(80, 87).features == "+ptx86"  # Triton caps LLVM's PTX ISA at 8.6
    assert NVPTXTarget(90).proc == "sm_90a" and NVPTXTarget(80).proc == "sm_80"


@pytest.mark.parametrize(("cuda", "ptx"), [("12.4", 84), ("12.8", 87), ("13.0", 90), ("11.8", 78)])
def test_ptx_version_of_a_cuda_release(cuda: str, ptx: int) -> None:
    assert ptx_version_for_cuda(cuda) == ptx


def test_invalid_llvm_ir_is_an_error() -> None:
    with pytest.raises(LLVMError, match="invalid LLVM IR"):
        optimize_llvm_ir("define void @f() {\n  ret i32 0\n}\n", NVPTXTarget(80))


def test_sync_scope_nvptx_cannot_lower_is_refused_before_code_generation() -> None:
    """LLVM would abort the process on it (a fatal error, not an exception)."""
    text = 'define void @f(ptr %p) {\n  fence syncscope("agent") acquire\n  ret void\n}\n'
    with pytest.raises(LLVMError, match='syncscope "agent"'):
        llvm_ir_to_ptx(text, NVPTXTarget(80))


@needs_ptxas
def test_ptxas_failure_reports_its_log_and_a_repro_command() -> None:
    ptx = ".version 8.7\n.target sm_80\n.address_size 64\n.visible .entry broken() { bogus.instruction; }\n"
    with pytest.raises(PTXASError) as raised:
        assemble(ptx, 80, ptxas=PTXAS)
    error = raised.value
    assert error.returncode not in (None, 0)
    # ptxas exits with 255 on invalid PTX: Triton calls that an internal codegen error.
    assert str(error).startswith("Internal Triton PTX codegen error\n`ptxas` stderr:\n")
    repro = Path(error.command[error.command.index("-o") - 1])
    assert f"ptxas {repro}, line 4; error" in error.log and "bogus" in error.log
    assert f"Repro command: {' '.join(error.command)}" in str(error) and "--gpu-name=sm_80" in error.command
    assert repro.read_text() == ptx
    repro.unlink()


def test_allow_contraction_flags_every_fp_add_sub_mul_once():
    text = (
        "  %a = fmul float %x, %y\n"
        "  %b = fsub float %a, %z\n"
        "  %c = fadd nnan float %b, %z\n"
        "  %d = fmul contract <2 x float> %v, %w\n"
        "  %e = fadd fast double %p, %q\n"
        "  %f = fdiv float %a, %b\n"
        '  call void asm "fadd $0", "r"(float %a)\n'
    )
    flagged = allow_contraction(text).splitlines()
    assert flagged[0] == "  %a = fmul contract float %x, %y"
    assert flagged[1] == "  %b = fsub contract float %a, %z"
    assert flagged[2] == "  %c = fadd contract nnan float %b, %z"
    assert flagged[3:] == text.splitlines()[3:]  # already contractable, not fused ops, asm text


@pytest.mark.parametrize("fusion", [True, False])
def test_fp_fusion_contracts_a_product_minus_a_value(fusion: bool):
    """Triton's AllowFPOpFusion::Fast: (a * b) - c becomes one fma when enable_fp_fusion, even
    where the product has another use (the DAG combiner's aggressive fusion); never without."""
    text = (
        "define void @f(float %a, float %b, float %c, ptr addrspace(1) %out) {\n"
        "  %p = fmul float %a, %b\n"
        "  %d = fsub float %p, %c\n"
        "  store float %d, ptr addrspace(1) %out\n"
        "  %q = getelementptr float, ptr addrspace(1) %out, i64 1\n"
        "  store float %p, ptr addrspace(1) %q\n"
        "  ret void\n"
        "}\n"
    )
    ptx = llvm_ir_to_ptx(text, NVPTXTarget(90), enable_fp_fusion=fusion)
    assert ("fma.rn.f32" in ptx) == fusion
    assert (re.search(r"\bsub(\.rn)?\.f32", ptx) is not None) != fusion
