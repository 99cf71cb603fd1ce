"""tt.reduce and tt.scan kernels all the way to a cubin, for sm_80 and sm_90a.

Three kernels exercise the reduce and scan lowerings with loads and stores around
them: a row maximum and an f16/i32 argmin across 4 warps, integer reductions to
scalars (redux.sync, and an integer division whose guarded combinations become
branches), and a two-operand scan across warps followed by a reverse scan along
the other axis. They go through the LLVM-dialect passes ttopt has, LLVM IR,
llvmlite's NVPTX backend and ptxas; the PTX must hold the instructions the
lowering chose.
"""

from __future__ import annotations

import re

import ptx_pipeline
import pytest
from ptx_pipeline import count, entry

KERNELS = """\
#row = #ttg.blocked<{{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}}>
#flat = #ttg.blocked<{{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
#col = #ttg.blocked<{{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}}>
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:{cc}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @row_stats(%x: !tt.ptr<f16> {{tt.divisibility = 16 : i32}}, %mx: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %arg: !tt.ptr<i32> {{tt.divisibility = 16 : i32}}) {{
    %c128 = arith.constant dense<128> : tensor<16x1xi32, #row>
    %r = tt.make_range {{end = 16 : i32, start = 0 : i32}} : tensor<16xi32, #ttg.slice<{{dim = 1, parent = #row}}>>
    %c = tt.make_range {{end = 128 : i32, start = 0 : i32}} : tensor<128xi32, #ttg.slice<{{dim = 0, parent = #row}}>>
    %r2 = tt.expand_dims %r {{axis = 1 : i32}} : tensor<16xi32, #ttg.slice<{{dim = 1, parent = #row}}>> -> tensor<16x1xi32, #row>
    %rs = arith.muli %r2, %c128 : tensor<16x1xi32, #row>
    %c2 = tt.expand_dims %c {{axis = 0 : i32}} : tensor<128xi32, #ttg.slice<{{dim = 0, parent = #row}}>> -> tensor<1x128xi32, #row>
    %rb = tt.broadcast %rs : tensor<16x1xi32, #row> -> tensor<16x128xi32, #row>
    %cb = tt.broadcast %c2 : tensor<1x128xi32, #row> -> tensor<16x128xi32, #row>
    %off = arith.addi %rb, %cb : tensor<16x128xi32, #row>
    %xs = tt.splat %x : !tt.ptr<f16> -> tensor<16x128x!tt.ptr<f16>, #row>
    %xp = tt.addptr %xs, %off : tensor<16x128x!tt.ptr<f16>, #row>, tensor<16x128xi32, #row>
    %v = tt.load %xp : tensor<16x128x!tt.ptr<f16>, #row>
    %vf = arith.extf %v : tensor<16x128xf16, #row> to tensor<16x128xf32, #row>
    %m = "tt.reduce"(%vf) <{{axis = 1 : i32}}> ({{
    ^bb0(%a: f32, %b: f32):
      %mm = arith.maxnumf %a, %b : f32
      tt.reduce.return %mm : f32
    }}) : (tensor<16x128xf32, #row>) -> tensor<16xf32, #ttg.slice<{{dim = 1, parent = #row}}>>
    %ms = tt.splat %mx : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #ttg.slice<{{dim = 1, parent = #row}}>>
    %mp = tt.addptr %ms, %r : tensor<16x!tt.ptr<f32>, #ttg.slice<{{dim = 1, parent = #row}}>>, tensor<16xi32, #ttg.slice<{{dim = 1, parent = #row}}>>
    tt.store %mp, %m : tensor<16x!tt.ptr<f32>, #ttg.slice<{{dim = 1, parent = #row}}>>
    %am:2 = "tt.reduce"(%v, %cb) <{{axis = 1 : i32}}> ({{
    ^bb0(%a: f16, %ai: i32, %b: f16, %bi: i32):
      %lt = arith.cmpf olt, %a, %b : f16
      %eq = arith.cmpf oeq, %a, %b : f16
      %ilt = arith.cmpi slt, %ai, %bi : i32
      %tie = arith.andi %eq, %ilt : i1
      %take = arith.ori %lt, %tie : i1
      %sv = arith.select %take, %a, %b : f16
      %si = arith.select %take, %ai, %bi : i32
      tt.reduce.return %sv, %si : f16, i32
    }}) : (tensor<16x128xf16, #row>, tensor<16x128xi32, #row>) -> (tensor<16xf16, #ttg.slice<{{dim = 1, parent = #row}}>>, tensor<16xi32, #ttg.slice<{{dim = 1, parent = #row}}>>)
    %as = tt.splat %arg : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>, #ttg.slice<{{dim = 1, parent = #row}}>>
    %ap = tt.addptr %as, %r : tensor<16x!tt.ptr<i32>, #ttg.slice<{{dim = 1, parent = #row}}>>, tensor<16xi32, #ttg.slice<{{dim = 1, parent = #row}}>>
    tt.store %ap, %am#1 : tensor<16x!tt.ptr<i32>, #ttg.slice<{{dim = 1, parent = #row}}>>
    tt.return
  }}
  tt.func public @sum_and_quotient(%x: !tt.ptr<i32> {{tt.divisibility = 16 : i32}}, %sum: !tt.ptr<i32>, %quot: !tt.ptr<i32>, %lo: !tt.ptr<i8>) {{
    %i = tt.make_range {{end = 1024 : i32, start = 0 : i32}} : tensor<1024xi32, #flat>
    %xs = tt.splat %x : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #flat>
    %xp = tt.addptr %xs, %i : tensor<1024x!tt.ptr<i32>, #flat>, tensor<1024xi32, #flat>
    %v = tt.load %xp : tensor<1024x!tt.ptr<i32>, #flat>
    %s = "tt.reduce"(%v) <{{axis = 0 : i32}}> ({{
    ^bb0(%a: i32, %b: i32):
      %t = arith.addi %a, %b : i32
      tt.reduce.return %t : i32
    }}) : (tensor<1024xi32, #flat>) -> i32
    tt.store %sum, %s : !tt.ptr<i32>
    %q = "tt.reduce"(%v) <{{axis = 0 : i32}}> ({{
    ^bb0(%a: i32, %b: i32):
      %t = arith.divsi %a, %b : i32
      tt.reduce.return %t : i32
    }}) : (tensor<1024xi32, #flat>) -> i32
    tt.store %quot, %q : !tt.ptr<i32>
    %n = arith.trunci %v : tensor<1024xi32, #flat> to tensor<1024xi8, #flat>
    %l = "tt.reduce"(%n) <{{axis = 0 : i32}}> ({{
    ^bb0(%a: i8, %b: i8):
      %t = arith.minsi %a, %b : i8
      tt.reduce.return %t : i8
    }}) : (tensor<1024xi8, #flat>) -> i8
    tt.store %lo, %l : !tt.ptr<i8>
    tt.return
  }}
  tt.func public @scans(%x: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %y: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %z: !tt.ptr<i64> {{tt.divisibility = 16 : i32}}) {{
    %c64 = arith.constant dense<64> : tensor<32x1xi32, #col>
    %r = tt.make_range {{end = 32 : i32, start = 0 : i32}} : tensor<32xi32, #ttg.slice<{{dim = 1, parent = #col}}>>
    %c = tt.make_range {{end = 64 : i32, start = 0 : i32}} : tensor<64xi32, #ttg.slice<{{dim = 0, parent = #col}}>>
    %r2 = tt.expand_dims %r {{axis = 1 : i32}} : tensor<32xi32, #ttg.slice<{{dim = 1, parent = #col}}>> -> tensor<32x1xi32, #col>
    %rs = arith.muli %r2, %c64 : tensor<32x1xi32, #col>
    %c2 = tt.expand_dims %c {{axis = 0 : i32}} : tensor<64xi32, #ttg.slice<{{dim = 0, parent = #col}}>> -> tensor<1x64xi32, #col>
    %rb = tt.broadcast %rs : tensor<32x1xi32, #col> -> tensor<32x64xi32, #col>
    %cb = tt.broadcast %c2 : tensor<1x64xi32, #col> -> tensor<32x64xi32, #col>
    %off = arith.addi %rb, %cb : tensor<32x64xi32, #col>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #col>
    %xp = tt.addptr %xs, %off : tensor<32x64x!tt.ptr<f32>, #col>, tensor<32x64xi32, #col>
    %v = tt.load %xp : tensor<32x64x!tt.ptr<f32>, #col>
    %wide = arith.extsi %cb : tensor<32x64xi32, #col> to tensor<32x64xi64, #col>
    %s:2 = "tt.scan"(%v, %wide) <{{axis = 1 : i32, reverse = false}}> ({{
    ^bb0(%a: f32, %ai: i64, %b: f32, %bi: i64):
      %t = arith.addf %a, %b : f32
      %ti = arith.maxsi %ai, %bi : i64
      tt.scan.return %t, %ti : f32, i64
    }}) : (tensor<32x64xf32, #col>, tensor<32x64xi64, #col>) -> (tensor<32x64xf32, #col>, tensor<32x64xi64, #col>)
    %rev = "tt.scan"(%s#0) <{{axis = 0 : i32, reverse = true}}> ({{
    ^bb0(%a: f32, %b: f32):
      %t = arith.maximumf %a, %b : f32
      tt.scan.return %t : f32
    }}) : (tensor<32x64xf32, #col>) -> tensor<32x64xf32, #col>
    %ys = tt.splat %y : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #col>
    %yp = tt.addptr %ys, %off : tensor<32x64x!tt.ptr<f32>, #col>, tensor<32x64xi32, #col>
    tt.store %yp, %rev : tensor<32x64x!tt.ptr<f32>, #col>
    %zs = tt.splat %z : !tt.ptr<i64> -> tensor<32x64x!tt.ptr<i64>, #col>
    %zp = tt.addptr %zs, %off : tensor<32x64x!tt.ptr<i64>, #col>, tensor<32x64xi32, #col>
    tt.store %zp, %s#1 : tensor<32x64x!tt.ptr<i64>, #col>
    tt.return
  }}
}}
"""

@pytest.fixture(scope="module", params=[80, 90], ids=["sm80", "sm90"])
def compiled(request):
    return ptx_pipeline.compile_template(KERNELS, request.param, name="reduce_scan.ttgir", needs_libdevice=True)


def _shuffle_distances(kind: str, text: str) -> set[int]:
    return {int(d) for d in re.findall(rf"shfl\.sync\.{kind}\.b32\s+%r\d+, %r\d+, (\d+), \d+, -1;", text)}


def test_ptxas_assembles_the_kernels(compiled):
    ptx_pipeline.assert_assembled(compiled, "row_stats", "sum_and_quotient", "scans")
    # The scratch of every op lies in the dynamic shared memory.
    assert "@global_smem = external addrspace(3) global [0 x i8], align 16" in compiled.llir


def test_row_reductions(compiled):
    rows = entry(compiled.ptx, "row_stats")
    # 8 lanes per row: butterflies 4, 2, 1 (and 2, 1 over the 4 warp partials); never 8 or 16.
    assert _shuffle_distances("bfly", rows) == {1, 2, 4}
    # Lane 0 of each row stores predicated partials (f16 values and i32 indices of the
    # argmin, f32 maxima); the partial rows are read back under the thread predicate.
    assert count(r"@%p\d+ st\.shared\.b16", rows) >= 2
    assert count(r"@%p\d+ st\.shared\.b32", rows) >= 4
    assert count(r"@%p\d+ ld\.shared\.b16", rows) == 1
    assert count(r"@%p\d+ ld\.shared\.b32", rows) == 2
    # Two barriers per reduction, and one before the second reuses the scratch.
    assert count(r"bar\.sync\s+0;", rows) == 5
    assert "redux" not in rows


def test_scalar_reductions(compiled):
    scalars = entry(compiled.ptx, "sum_and_quotient")
    # 32-bit add and the 8-bit signed min (sign-extended) use redux.sync over the warp.
    assert count(r"redux\.sync\.add\.s32", scalars) == 1
    assert count(r"redux\.sync\.min\.s32", scalars) == 1
    # The division, not speculatable, only runs where the cross-warp step needs it.
    assert count(r"div\.s32", scalars) >= 7
    assert count(r"@%p\d+ bra", scalars) == 2
    assert count(r"@%p\d+ st\.shared\.b8", scalars) == 2
    # The scalar result is read back from the start of the scratch.
    assert count(r"ld\.shared\.b(8|32)\s+%r?s?\d+, \[global_smem\];", scalars) == 3


def test_scans(compiled):
    scans = entry(compiled.ptx, "scans")
    # Along axis 1 (8 lanes, neighbours 1 lane apart) and axis 0 (4 lanes, 8 apart).
    assert _shuffle_distances("up", scans) == {1, 2, 4, 8, 16}
    # The reverse scan mirrors the lanes with butterflies 16, 8, 4, 2, 1, before and after.
    assert _shuffle_distances("bfly", scans) == {1, 2, 4, 8, 16}
    # The i64 operand's warp totals go through shared memory as 64-bit values.
    assert count(r"@%p\d+ st\.shared\.b64", scans) >= 1
    assert count(r"ld\.shared\.b64", scans) >= 1
    assert count(r"bar\.sync\s+0;", scans) >= 2
