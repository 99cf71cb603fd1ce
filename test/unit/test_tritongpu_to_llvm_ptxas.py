"""convert-triton-gpu-to-llvm's output all the way to a cubin, for sm_80 and sm_90a.

A kernel of loads and stores with masks, `other` values, an eviction policy and a
cache modifier, f16/bf16/fp8 conversions, precise and approximate math, goes
through the LLVM-dialect passes ttopt has (the lowering, canonicalize, cse,
symbol-dce, convert-nvvm-to-llvm), LLVM IR, llvmlite's NVPTX backend and ptxas.
The PTX must hold what the lowering chose (vector widths, the L2 policy, the
conversion instructions of each target), and ptxas must accept it.
"""

from __future__ import annotations

import re

import ptx_pipeline
import pytest
from ptx_pipeline import count

KERNEL = """\
#blocked = #ttg.blocked<{{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:{cc}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @casts(%arg0: !tt.ptr<f16> {{tt.divisibility = 16 : i32}}, %arg1: !tt.ptr<bf16> {{tt.divisibility = 16 : i32}}, %arg2: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %arg3: !tt.ptr<f16> {{tt.divisibility = 16 : i32}}, %arg4: !tt.ptr<bf16> {{tt.divisibility = 16 : i32}}, %arg5: !tt.ptr<f8E5M2> {{tt.divisibility = 16 : i32}}, %arg6: i32 {{tt.divisibility = 16 : i32}}) {{
    %c512_i32 = arith.constant 512 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<512xf16, #blocked>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<512xbf16, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {{end = 512 : i32, start = 0 : i32}} : tensor<512xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg6 : i32 -> tensor<512xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
    %9 = tt.load %8, %6, %cst : tensor<512x!tt.ptr<f16>, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %11 = tt.addptr %10, %4 : tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xi32, #blocked>
    %12 = tt.load %11, %6, %cst_0 evictionPolicy = evict_last : tensor<512x!tt.ptr<bf16>, #blocked>
    %13 = arith.extf %9 : tensor<512xf16, #blocked> to tensor<512xf32, #blocked>
    %14 = arith.extf %12 : tensor<512xbf16, #blocked> to tensor<512xf32, #blocked>
    %15 = arith.addf %13, %14 : tensor<512xf32, #blocked>
    %16 = math.exp %15 : tensor<512xf32, #blocked>
    %17 = math.sqrt %16 : tensor<512xf32, #blocked>
    %18 = arith.divf %17, %15 : tensor<512xf32, #blocked>
    %19 = tt.precise_divf %18, %17 : tensor<512xf32, #blocked>
    %20 = math.log %9 : tensor<512xf16, #blocked>
    %21 = arith.extf %20 : tensor<512xf16, #blocked> to tensor<512xf32, #blocked>
    %22 = arith.addf %19, %21 : tensor<512xf32, #blocked>
    %23 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %24 = tt.addptr %23, %4 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    tt.store %24, %22, %6 : tensor<512x!tt.ptr<f32>, #blocked>
    %25 = tt.fp_to_fp %22, rounding = rtne : tensor<512xf32, #blocked> -> tensor<512xf16, #blocked>
    %26 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
    %27 = tt.addptr %26, %4 : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
    tt.store %27, %25, %6 cacheModifier = cs : tensor<512x!tt.ptr<f16>, #blocked>
    %28 = arith.truncf %22 : tensor<512xf32, #blocked> to tensor<512xbf16, #blocked>
    %29 = tt.splat %arg4 : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %30 = tt.addptr %29, %4 : tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xi32, #blocked>
    tt.store %30, %28, %6 : tensor<512x!tt.ptr<bf16>, #blocked>
    %31 = tt.fp_to_fp %25, rounding = rtne : tensor<512xf16, #blocked> -> tensor<512xf8E5M2, #blocked>
    %32 = tt.splat %arg5 : !tt.ptr<f8E5M2> -> tensor<512x!tt.ptr<f8E5M2>, #blocked>
    %33 = tt.addptr %32, %4 : tensor<512x!tt.ptr<f8E5M2>, #blocked>, tensor<512xi32, #blocked>
    tt.store %33, %31, %6 : tensor<512x!tt.ptr<f8E5M2>, #blocked>
    tt.return
  }}
}}
"""

@pytest.fixture(scope="module", params=[80, 90], ids=["sm80", "sm90"])
def compiled(request):
    return ptx_pipeline.compile_template(KERNEL, request.param, name="casts.ttgir", needs_libdevice=True)


def test_ptxas_assembles_the_kernel(compiled):
    ptx_pipeline.assert_assembled(compiled, "casts")


def test_vectorized_masked_accesses(compiled):
    llir, text = compiled.llir, compiled.ptx
    # 4 contiguous elements per thread: 8-byte f16/bf16 loads, 16-byte f32 stores, all predicated.
    assert count(r"@%p\d+ ld\.global\.v2\.b32", text) == 1
    assert count(r"@%p\d+ ld\.global\.L1::evict_last\.L2::cache_hint\.v2\.b32", text) == 1
    assert count(r"@%p\d+ st\.global\.v4\.b32", text) == 1
    assert count(r"@%p\d+ st\.global\.cs\.v2\.b32", text) == 1
    assert count(r"@%p\d+ st\.global\.b32", text) == 1  # 4 fp8 bytes
    # evict_last on a load: an L2 policy made once and passed to the load.
    assert "createpolicy.fractional.L2::evict_last.b64" in text
    # `other`: the destination registers are first set to the splat value (two bf16 1.0 per
    # register, 0x3F803F80), so masked-off lanes keep it.
    assert 'mov.u32 $0, $2;\\0A\\09mov.u32 $1, $3;\\0A\\09@$6 ld.global.L1::evict_last' in llir
    assert re.search(r"mov\.b32\s+%r\d+, 1065369472;", text)


def test_conversions_of_each_target(compiled):
    cc, text = compiled.cc, compiled.ptx
    assert count(r"cvt\.rn\.bf16x2\.f32", text) == 2
    assert count(r"div\.full\.f32", text) == 4  # arith.divf
    assert count(r"div\.rn\.f32", text) == 4  # tt.precise_divf
    if cc >= 90:
        assert count(r"cvt\.rn\.satfinite\.e5m2x2\.f16x2", text) == 2
    else:
        # No fp8 instructions before sm_89: the rounding is done on the f16 bits.
        assert "e5m2" not in text
