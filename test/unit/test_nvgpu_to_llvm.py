"""convert-nv-gpu-to-llvm: scalar atomics of 0 (`nvg.ld_acquire`) all the way to a cubin.

A scalar relaxed/acquire `tt.atomic_rmw add`/`fadd` of the constant 0 is lowered by
convert-triton-gpu-to-llvm to `nvg.ld_acquire`, which only convert-nv-gpu-to-llvm turns
into PTX. A kernel of such atomics (i32, i64, f32, f16; masked, unused) goes through
make_llir's LLVM-dialect passes, LLVM IR, llvmlite's NVPTX backend and ptxas, for sm_80
and sm_90a, and through ttopt's whole staged compile from TTIR. The PTX must hold one
predicated `ld.global.<scope>.<sem>.b<width>` per used atomic and no `atom` at all.
"""

from __future__ import annotations

import re

import ptx_pipeline
import pytest
from ptx_pipeline import count
from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, Float64Type, IntegerType

from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.conversion.nvgpu_to_llvm import destination_constraint, load_width
from ttopt.ir.printer import print_operation

KERNEL = """\
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:{cc}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @poll(%flag: !tt.ptr<i32> {{tt.divisibility = 16 : i32}}, %total: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %wide: !tt.ptr<i64> {{tt.divisibility = 16 : i32}}, %half: !tt.ptr<f16> {{tt.divisibility = 16 : i32}}, %out: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %n: i32) {{
    %c0_i32 = arith.constant 0 : i32
    %c0_i64 = arith.constant 0 : i64
    %zero = arith.constant 0.000000e+00 : f32
    %neg_zero = arith.constant -0.000000e+00 : f16
    %seen = tt.atomic_rmw add, acquire, gpu, %flag, %c0_i32 : (!tt.ptr<i32>, i32) -> i32
    %sum = tt.atomic_rmw fadd, relaxed, sys, %total, %zero : (!tt.ptr<f32>, f32) -> f32
    %big = tt.atomic_rmw add, acquire, cta, %wide, %c0_i64 : (!tt.ptr<i64>, i64) -> i64
    %h = tt.atomic_rmw fadd, relaxed, gpu, %half, %neg_zero : (!tt.ptr<f16>, f16) -> f16
    %positive = arith.cmpi sgt, %n, %c0_i32 : i32
    %guarded = tt.atomic_rmw add, relaxed, cta, %flag, %c0_i32, %positive : (!tt.ptr<i32>, i32, i1) -> i32
    %unused = tt.atomic_rmw add, acquire, sys, %flag, %c0_i32 : (!tt.ptr<i32>, i32) -> i32
    %a = arith.sitofp %seen : i32 to f32
    %b = arith.addf %a, %sum : f32
    %c = arith.sitofp %big : i64 to f32
    %d = arith.addf %b, %c : f32
    %e = arith.extf %h : f16 to f32
    %f = arith.addf %d, %e : f32
    %g = arith.sitofp %guarded : i32 to f32
    %r = arith.addf %f, %g : f32
    tt.store %out, %r : !tt.ptr<f32>
    tt.return
  }}
}}
"""

# (scope, semantic, width) of each used atomic: all reach the PTX as predicated loads.
EXPECTED_LOADS = (
    ("gpu", "acquire", 32),
    ("sys", "relaxed", 32),
    ("cta", "acquire", 64),
    ("gpu", "relaxed", 16),
    ("cta", "relaxed", 32),
)


@pytest.fixture(scope="module", params=[80, 90], ids=["sm80", "sm90"])
def compiled(request):
    return ptx_pipeline.compile_template(KERNEL, request.param, passes=ptx_pipeline.MAKE_LLIR_PASSES, name="poll.ttgir")


def test_no_nvg_op_is_left(compiled):
    mlir = print_operation(compiled.module)
    assert "nvg." not in mlir
    # One inline-asm load per used atomic, with Triton 3.6's string and constraints.
    assert mlir.count('"mov.u32 $0, 0x0;\\0A\\09@$2 ld.global.gpu.acquire.b32 $0, [ $1 + 0 ];", "=r,l,b"') == 1
    assert mlir.count('"mov.u64 $0, 0x0;\\0A\\09@$2 ld.global.cta.acquire.b64 $0, [ $1 + 0 ];", "=l,l,b"') == 1
    assert mlir.count('"mov.u16 $0, 0x0;\\0A\\09@$2 ld.global.gpu.relaxed.b16 $0, [ $1 + 0 ];", "=c,l,b"') == 1


def test_ptxas_assembles_the_kernel(compiled):
    ptx_pipeline.assert_assembled(compiled, "poll")


def test_atomics_of_zero_are_predicated_loads(compiled):
    text = compiled.ptx
    for scope, semantic, width in EXPECTED_LOADS:
        assert count(rf"@%p\d+ ld\.global\.{scope}\.{semantic}\.b{width} ", text) == 1, (scope, semantic, width)
    # The unused atomic (acquire, sys) is dropped, and no read-modify-write is left.
    assert "ld.global.sys.acquire" not in text
    assert not re.search(r"\b(atom|red)\.global", text)


def test_masked_atomic_is_guarded_by_its_mask(compiled):
    text = compiled.ptx
    # The cta-scope load runs under (thread 0) && (n > 0), the other loads under (thread 0).
    n_positive = re.search(r"setp\.gt\.s32\s+(%p\d+), %r\d+, 0;", text)
    assert n_positive is not None
    both = re.search(rf"and\.pred\s+(%p\d+), (%p\d+), {re.escape(n_positive.group(1))};", text)
    assert both is not None
    guarded = re.search(r"@(%p\d+) ld\.global\.cta\.relaxed\.b32 ", text)
    assert guarded is not None and guarded.group(1) == both.group(1)
    first_thread = re.search(r"@(%p\d+) ld\.global\.gpu\.acquire\.b32 ", text)
    assert first_thread is not None and first_thread.group(1) == both.group(2)


TTIR = """\
module {
  tt.func public @wait_flag(%flag: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %out: !tt.ptr<i32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %seen = tt.atomic_rmw add, acquire, gpu, %flag, %c0_i32 : (!tt.ptr<i32>, i32) -> i32
    tt.store %out, %seen : !tt.ptr<i32>
    tt.return
  }
}
"""


@pytest.mark.parametrize("cc", [80, 90], ids=["sm80", "sm90"])
def test_staged_compile_reaches_a_cubin(cc):
    """The staged compile no longer stops at convert-nv-gpu-to-llvm."""
    ptx_pipeline.require_toolchain()
    stages = compile_kernel(TTIR, CompileOptions(capability=cc), "wait_flag.ttir")
    assert not any("convert-nv-gpu-to-llvm" in line for line in stages.log)
    assert 'asm sideeffect "mov.u32 $0, 0x0;\\0A\\09@$2 ld.global.gpu.acquire.b32 $0, [ $1 + 0 ];", "=r,l,b"' in (
        stages.llir
    )
    assert count(r"@%p\d+ ld\.global\.gpu\.acquire\.b32 ", stages.ptx) == 1
    assert stages.cubin[:4] == b"\x7fELF"


@pytest.mark.parametrize(
    ("value_type", "width", "constraint"),
    [
        (IntegerType(1), 8, "=c"),
        (IntegerType(8), 8, "=c"),
        (IntegerType(16), 16, "=c"),
        (Float16Type(), 16, "=c"),
        (BFloat16Type(), 16, "=c"),
        (IntegerType(32), 32, "=r"),
        (Float32Type(), 32, "=r"),
        (IntegerType(64), 64, "=l"),
        (Float64Type(), 64, "=l"),
    ],
)
def test_load_width_and_destination_register(value_type, width, constraint):
    """A byte at least; `=r`/`=l` for words and double words, `=c` below (f32 included: `=r`)."""
    assert load_width(value_type) == width
    assert destination_constraint(width) == constraint
