"""tt.print, tt.assert, the atomics, tt.histogram and tt.gather all the way to a cubin.

Kernels of these op families (and Triton's own device_print kernel from the corpus) go
through convert-triton-gpu-to-llvm, the LLVM-dialect passes ttopt has (canonicalize, cse,
symbol-dce, convert-nvvm-to-llvm), LLVM IR, llvmlite's NVPTX backend and ptxas, for sm_80
and sm_90a. The PTX must keep what the lowering chose (vprintf calls and their format
strings, __assertfail, the atom instructions and their vector forms, ballots and shared
atomics, index shuffles) and ptxas must accept it.

Not covered here: an atomic add of the constant 0 (lowered to `nvg.ld_acquire`: see
test_nvgpu_to_llvm.py), and bf16 atomic adds on sm_80 (Triton 3.6 emits
`atom.add.noftz.bf16`, which ptxas only accepts from sm_90).
"""

from __future__ import annotations

import re
from pathlib import Path

import ptx_pipeline
import pytest
from ptx_pipeline import count, entry

CORPUS = Path(__file__).resolve().parent.parent / "Inputs" / "corpus"

KERNELS = """\
#b1 = #ttg.blocked<{{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
#b2 = #ttg.blocked<{{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
#b4 = #ttg.blocked<{{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
#g = #ttg.blocked<{{sizePerThread = [2, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}}>
#gs = #ttg.blocked<{{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}}>
#gi = #ttg.blocked<{{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [0, 1]}}>
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:{cc}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @print_assert(%x: !tt.ptr<i32> {{tt.divisibility = 16 : i32}}, %h: !tt.ptr<f16>, %s: i64) {{
    %r = tt.make_range {{end = 256 : i32, start = 0 : i32}} : tensor<256xi32, #b2>
    %ps = tt.splat %x : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #b2>
    %pa = tt.addptr %ps, %r : tensor<256x!tt.ptr<i32>, #b2>, tensor<256xi32, #b2>
    %v = tt.load %pa : tensor<256x!tt.ptr<i32>, #b2>
    tt.print " v: " {{hex = false, isSigned = array<i32: 1>}} : %v : tensor<256xi32, #b2>
    tt.print ": " {{hex = true, isSigned = array<i32: 0, 0, 0>}} : %v, %s, %h : tensor<256xi32, #b2>, i64, !tt.ptr<f16>
    tt.print "done" {{hex = false, isSigned = array<i32>}}
    %c0 = arith.constant dense<0> : tensor<256xi32, #b2>
    %ok = arith.cmpi sge, %v, %c0 : tensor<256xi32, #b2>
    tt.assert %ok, "negative value" : tensor<256xi1, #b2>
    %z = arith.constant 0 : i64
    %pos = arith.cmpi sgt, %s, %z : i64
    tt.assert %pos, "s must be positive" : i1
    tt.return
  }}
  tt.func public @atomics(%pf: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %ph: !tt.ptr<f16> {{tt.divisibility = 16 : i32}}, %pi: !tt.ptr<i32> {{tt.divisibility = 16 : i32}}, %pl: !tt.ptr<i64> {{tt.divisibility = 16 : i32}}, %n: i32 {{tt.divisibility = 16 : i32}}) {{
    %r = tt.make_range {{end = 512 : i32, start = 0 : i32}} : tensor<512xi32, #b4>
    %nn = tt.splat %n : i32 -> tensor<512xi32, #b4>
    %m = arith.cmpi slt, %r, %nn : tensor<512xi32, #b4>
    %sf = tt.splat %pf : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %af = tt.addptr %sf, %r : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    %one = arith.constant dense<1.0> : tensor<512xf32, #b4>
    %f = tt.atomic_rmw fadd, acq_rel, gpu, %af, %one, %m : (tensor<512x!tt.ptr<f32>, #b4>, tensor<512xf32, #b4>, tensor<512xi1, #b4>) -> tensor<512xf32, #b4>
    %sh = tt.splat %ph : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #b4>
    %ah = tt.addptr %sh, %r : tensor<512x!tt.ptr<f16>, #b4>, tensor<512xi32, #b4>
    %hv = arith.truncf %f : tensor<512xf32, #b4> to tensor<512xf16, #b4>
    %hr = tt.atomic_rmw fadd, relaxed, cta, %ah, %hv : (tensor<512x!tt.ptr<f16>, #b4>, tensor<512xf16, #b4>) -> tensor<512xf16, #b4>
    %hf = arith.extf %hr : tensor<512xf16, #b4> to tensor<512xf32, #b4>
    tt.store %af, %hf : tensor<512x!tt.ptr<f32>, #b4>
    %r64 = tt.make_range {{end = 64 : i32, start = 0 : i32}} : tensor<64xi32, #b1>
    %si = tt.splat %pi : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #b1>
    %ai = tt.addptr %si, %r64 : tensor<64x!tt.ptr<i32>, #b1>, tensor<64xi32, #b1>
    %mx = tt.atomic_rmw max, acquire, sys, %ai, %r64 : (tensor<64x!tt.ptr<i32>, #b1>, tensor<64xi32, #b1>) -> tensor<64xi32, #b1>
    %ex = tt.atomic_rmw exch, release, gpu, %ai, %mx : (tensor<64x!tt.ptr<i32>, #b1>, tensor<64xi32, #b1>) -> tensor<64xi32, #b1>
    tt.store %ai, %ex : tensor<64x!tt.ptr<i32>, #b1>
    %old = tt.atomic_rmw add, acq_rel, gpu, %pi, %n : (!tt.ptr<i32>, i32) -> i32
    %c1 = arith.constant 1 : i32
    %cas = tt.atomic_cas acq_rel, gpu, %pi, %old, %c1 : (!tt.ptr<i32>, i32, i32) -> i32
    %w = arith.extsi %cas : i32 to i64
    %u = tt.atomic_rmw umax, relaxed, gpu, %pl, %w : (!tt.ptr<i64>, i64) -> i64
    %cas64 = tt.atomic_cas relaxed, sys, %pl, %u, %w : (!tt.ptr<i64>, i64, i64) -> i64
    tt.store %pl, %cas64 : !tt.ptr<i64>
    %bits = arith.constant 7 : i32
    %x1 = tt.atomic_rmw and, relaxed, gpu, %pi, %bits : (!tt.ptr<i32>, i32) -> i32
    %x2 = tt.atomic_rmw or, relaxed, gpu, %pi, %x1 : (!tt.ptr<i32>, i32) -> i32
    %x3 = tt.atomic_rmw xor, relaxed, gpu, %pi, %x2 : (!tt.ptr<i32>, i32) -> i32
    %x4 = tt.atomic_rmw min, relaxed, gpu, %pi, %x3 : (!tt.ptr<i32>, i32) -> i32
    %x5 = tt.atomic_rmw umin, relaxed, gpu, %pi, %x4 : (!tt.ptr<i32>, i32) -> i32
    tt.store %pi, %x5 : !tt.ptr<i32>
    tt.return
  }}
  tt.func public @histogram_gather(%x: !tt.ptr<i32> {{tt.divisibility = 16 : i32}}, %o: !tt.ptr<i32> {{tt.divisibility = 16 : i32}}, %src: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %hsrc: !tt.ptr<f16> {{tt.divisibility = 16 : i32}}) {{
    %r = tt.make_range {{end = 128 : i32, start = 0 : i32}} : tensor<128xi32, #b1>
    %xs = tt.splat %x : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #b1>
    %xa = tt.addptr %xs, %r : tensor<128x!tt.ptr<i32>, #b1>, tensor<128xi32, #b1>
    %v = tt.load %xa : tensor<128x!tt.ptr<i32>, #b1>
    %c100 = arith.constant dense<100> : tensor<128xi32, #b1>
    %m = arith.cmpi slt, %r, %c100 : tensor<128xi32, #b1>
    %h = tt.histogram %v, %m : tensor<128xi32, #b1> -> tensor<64xi32, #b2>
    %r64 = tt.make_range {{end = 64 : i32, start = 0 : i32}} : tensor<64xi32, #b2>
    %os = tt.splat %o : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #b2>
    %oa = tt.addptr %os, %r64 : tensor<64x!tt.ptr<i32>, #b2>, tensor<64xi32, #b2>
    tt.store %oa, %h : tensor<64x!tt.ptr<i32>, #b2>
    %rows = tt.make_range {{end = 16 : i32, start = 0 : i32}} : tensor<16xi32, #ttg.slice<{{dim = 1, parent = #g}}>>
    %cols = tt.make_range {{end = 16 : i32, start = 0 : i32}} : tensor<16xi32, #ttg.slice<{{dim = 0, parent = #g}}>>
    %re = tt.expand_dims %rows {{axis = 1 : i32}} : tensor<16xi32, #ttg.slice<{{dim = 1, parent = #g}}>> -> tensor<16x1xi32, #g>
    %ce = tt.expand_dims %cols {{axis = 0 : i32}} : tensor<16xi32, #ttg.slice<{{dim = 0, parent = #g}}>> -> tensor<1x16xi32, #g>
    %c16 = arith.constant dense<16> : tensor<16x1xi32, #g>
    %rs = arith.muli %re, %c16 : tensor<16x1xi32, #g>
    %rb = tt.broadcast %rs : tensor<16x1xi32, #g> -> tensor<16x16xi32, #g>
    %cb = tt.broadcast %ce : tensor<1x16xi32, #g> -> tensor<16x16xi32, #g>
    %tile = arith.addi %rb, %cb : tensor<16x16xi32, #g>
    %ss = tt.splat %src : !tt.ptr<f32> -> tensor<16x16x!tt.ptr<f32>, #g>
    %sa = tt.addptr %ss, %tile : tensor<16x16x!tt.ptr<f32>, #g>, tensor<16x16xi32, #g>
    %sv = tt.load %sa : tensor<16x16x!tt.ptr<f32>, #g>
    %c15 = arith.constant dense<15> : tensor<16x16xi32, #g>
    %idx = arith.andi %tile, %c15 : tensor<16x16xi32, #g>
    %gv = tt.gather %sv[%idx] {{axis = 0 : i32}} : (tensor<16x16xf32, #g>, tensor<16x16xi32, #g>) -> tensor<16x16xf32, #g>
    tt.store %sa, %gv : tensor<16x16x!tt.ptr<f32>, #g>
    %hs = tt.splat %hsrc : !tt.ptr<f16> -> tensor<16x16x!tt.ptr<f16>, #gs>
    %hv = tt.load %hs : tensor<16x16x!tt.ptr<f16>, #gs>
    %i8 = arith.constant dense<3> : tensor<8x16xi64, #gi>
    %gh = tt.gather %hv[%i8] {{axis = 0 : i32}} : (tensor<16x16xf16, #gs>, tensor<8x16xi64, #gi>) -> tensor<8x16xf16, #gi>
    %ho = tt.splat %hsrc : !tt.ptr<f16> -> tensor<8x16x!tt.ptr<f16>, #gi>
    tt.store %ho, %gh : tensor<8x16x!tt.ptr<f16>, #gi>
    tt.return
  }}
}}
"""

@pytest.fixture(scope="module", params=[80, 90], ids=["sm80", "sm90"])
def compiled(request):
    return ptx_pipeline.compile_template(KERNELS, request.param, name="misc_ops.ttgir")


def test_ptxas_assembles_every_kernel(compiled):
    ptx_pipeline.assert_assembled(compiled, "print_assert", "atomics", "histogram_gather")


def test_print_and_assert(compiled):
    llir, text = compiled.llir, compiled.ptx
    # The format strings reach the PTX as global byte arrays, used by vprintf calls.
    assert 'c"pid (%u, %u, %u) idx (%3u) v: %i\\0A\\00"' in llir
    assert 'c"pid (%u, %u, %u) idx (): (operand 1) 0x%016llx\\0A\\00"' in llir
    assert 'c"pid (%u, %u, %u) idx (): (operand 2) %p\\0A\\00"' in llir
    assert 'c"pid (%u, %u, %u)done\\0A\\00"' in llir
    body = entry(text, "print_assert")
    # 2 elements x (one operand + the first of three) + the scalar and the pointer + done.
    assert count(r"call\.uni \(retval0\),\s*vprintf", body) == 7
    assert re.search(r"\.extern \.func\s+\(\.param \.b32 func_retval0\) vprintf", text)
    # Two asserts call __assertfail; the tensor one is followed by a CTA barrier.
    assert count(r"call\.uni __assertfail,", body) == 2
    assert 'c"negative value\\00"' in llir and 'c"s must be positive\\00"' in llir
    assert re.search(r"bar\.sync\s+0;", body)


def test_atomics(compiled):
    cc = compiled.cc
    body = entry(compiled.ptx, "atomics")
    if cc >= 90:
        # sm_90 vector atomics: 4 contiguous f32 / f16 per instruction.
        assert count(r"atom\.global\.gpu\.acq_rel\.add\.v4\.f32", body) == 1
        assert count(r"atom\.global\.cta\.relaxed\.add\.noftz\.v4\.f16", body) == 1
    else:
        # sm_80: f32 one by one, f16 in pairs.
        assert count(r"atom\.global\.gpu\.acq_rel\.add\.f32", body) == 4
        assert count(r"atom\.global\.cta\.relaxed\.add\.noftz\.f16x2", body) == 2
    assert count(r"atom\.global\.sys\.acquire\.max\.s32", body) == 1
    assert count(r"atom\.global\.gpu\.release\.exch\.b32", body) == 1
    assert count(r"atom\.global\.gpu\.acq_rel\.add\.u32", body) == 1
    assert count(r"atom\.global\.acq_rel\.gpu\.cas\.b32", body) == 1
    assert count(r"atom\.global\.gpu\.relaxed\.max\.u64", body) == 1
    assert count(r"atom\.global\.relaxed\.sys\.cas\.b64", body) == 1
    for operation in ("and.b32", "or.b32", "xor.b32", "min.s32", "min.u32"):
        assert count(rf"atom\.global\.gpu\.relaxed\.{re.escape(operation)}", body) == 1
    # Used scalar results (7 of i32, 2 of i64) and the broadcast tensor results (the max and
    # the exch over 64 elements on 128 threads) go through shared memory.
    assert count(r"st\.shared\.b32", body) == 9
    assert count(r"st\.shared\.b64", body) == 2


def test_histogram_and_gather(compiled):
    body = entry(compiled.ptx, "histogram_gather")
    # 6 ballots per value and the ballot of the mask; counts added in shared memory.
    assert count(r"vote\.sync\.ballot\.b32", body) == 7
    assert count(r"popc\.b32", body) == 2
    assert count(r"atom\.shared\.add\.u32|red\.shared\.add\.u32", body) == 2
    # The warp-local gather: 2 candidate registers per index register, 2 index registers.
    assert count(r"shfl\.sync\.idx\.b32", body) == 4
    # The other gather goes through shared memory, between two barriers (membar adds the first).
    assert count(r"st\.shared\.b16", body) == 2
    assert count(r"ld\.shared\.b16|ld\.shared\.u16", body) == 2


@pytest.mark.parametrize("cc", [80, 90], ids=["sm80", "sm90"])
def test_corpus_device_print(cc):
    """Triton's own device_print kernel (a convert_layout, then one vprintf per element)."""
    path = CORPUS / f"sm{cc}" / "device_print.ttgir"
    compiled = ptx_pipeline.compile_ttgir(path.read_text(), cc, name=str(path))
    assert 'c"pid (%u, %u, %u) idx (%3u) x: %f\\0A\\00"' in compiled.llir
    assert count(r"call\.uni \(retval0\),\s*vprintf", compiled.ptx) == 4
    assert compiled.cubin.cubin[:4] == b"\x7fELF"
