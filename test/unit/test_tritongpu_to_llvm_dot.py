"""Ampere matmul lowering (cp.async, ldmatrix, mma.sync) all the way to a cubin.

- A kernel of our own: two 32x32 f16 tiles copied into shared memory with cp.async,
  loaded into dot-operand registers (ldmatrix) and multiplied by tt.dot on a
  `#ttg.nvidia_mma` v2 layout, then stored; for sm_80 and sm_90a. ptxas must accept it.
- The corpus sm80 matmul from upstream's IR before convert-triton-gpu-to-llvm
  (test/Inputs/corpus/stages) through make_llir's passes: its PTX has the instruction mix of
  Triton 3.6's own PTX (the corpus .ptx).
- `rep_for_operand` and the large-kWidth element order of the dot lowering.

Skips where llvmlite or ptxas are missing.
"""

from __future__ import annotations

from pathlib import Path

import ptx_pipeline
import pytest
from ptx_pipeline import count, entry

from ttopt.conversion.tritongpu_to_llvm.dot_mma_v2 import (
    _large_k_order,
    rep_for_operand,
)
from ttopt.dialects.ttg.layouts import NvidiaMmaEncodingAttr

INPUTS = Path(__file__).resolve().parents[1] / "Inputs" / "corpus"

# Block 32x32 tiles of f16 (8 per thread along a row), a 2x2-warp mma layout.
KERNEL = """\
#blocked = #ttg.blocked<{{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}}>
#mma = #ttg.nvidia_mma<{{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}}>
#shared = #ttg.swizzled_shared<{{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:{cc}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @mma_tile(%a: !tt.ptr<f16> {{tt.divisibility = 16 : i32}}, %b: !tt.ptr<f16> {{tt.divisibility = 16 : i32}}, %c: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}) {{
    %rows = tt.make_range {{end = 32 : i32, start = 0 : i32}} : tensor<32xi32, #ttg.slice<{{dim = 1, parent = #blocked}}>>
    %cols = tt.make_range {{end = 32 : i32, start = 0 : i32}} : tensor<32xi32, #ttg.slice<{{dim = 0, parent = #blocked}}>>
    %r1 = tt.expand_dims %rows {{axis = 1 : i32}} : tensor<32xi32, #ttg.slice<{{dim = 1, parent = #blocked}}>> -> tensor<32x1xi32, #blocked>
    %stride = arith.constant dense<32> : tensor<32x1xi32, #blocked>
    %r2 = arith.muli %r1, %stride : tensor<32x1xi32, #blocked>
    %c1 = tt.expand_dims %cols {{axis = 0 : i32}} : tensor<32xi32, #ttg.slice<{{dim = 0, parent = #blocked}}>> -> tensor<1x32xi32, #blocked>
    %rb = tt.broadcast %r2 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %cb = tt.broadcast %c1 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #blocked>
    %sa0 = tt.splat %a : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %pa = tt.addptr %sa0, %offs : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %sb0 = tt.splat %b : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %pb = tt.addptr %sb0, %offs : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %sa = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %sb = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %ta = ttg.async_copy_global_to_local %pa, %sa : tensor<32x32x!tt.ptr<f16>, #blocked> -> <32x32xf16, #shared, #smem, mutable>
    %tb = ttg.async_copy_global_to_local %pb, %sb : tensor<32x32x!tt.ptr<f16>, #blocked> -> <32x32xf16, #shared, #smem, mutable>
    %group = ttg.async_commit_group tokens %ta, %tb
    %ready = ttg.async_wait %group {{num = 0 : i32}}
    %va = ttg.local_load %sa token %ready : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #ttg.dot_op<{{opIdx = 0, parent = #mma, kWidth = 2}}>>
    %vb = ttg.local_load %sb token %ready : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #ttg.dot_op<{{opIdx = 1, parent = #mma, kWidth = 2}}>>
    %zero = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #mma>
    %d = tt.dot %va, %vb, %zero, inputPrecision = tf32 : tensor<32x32xf16, #ttg.dot_op<{{opIdx = 0, parent = #mma, kWidth = 2}}>> * tensor<32x32xf16, #ttg.dot_op<{{opIdx = 1, parent = #mma, kWidth = 2}}>> -> tensor<32x32xf32, #mma>
    %out = ttg.convert_layout %d : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #blocked>
    %sc0 = tt.splat %c : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    %pc = tt.addptr %sc0, %offs : tensor<32x32x!tt.ptr<f32>, #blocked>, tensor<32x32xi32, #blocked>
    tt.store %pc, %out : tensor<32x32x!tt.ptr<f32>, #blocked>
    ttg.local_dealloc %sa : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %sb : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }}
}}
"""

MMA_F16_F32 = r"mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.f16\.f16\.f32"


@pytest.mark.parametrize("cc", [80, 90])
def test_mma_tile_kernel_assembles(cc: int):
    compiled = ptx_pipeline.compile_template(KERNEL, cc, name="mma_tile.ttgir")
    ptx_pipeline.assert_assembled(compiled, "mma_tile")
    ptx = entry(compiled.ptx, "mma_tile")
    # 128 threads x 8 f16 cover a tile: one unmasked 16-byte copy per thread and tile.
    assert count(r"cp\.async\.cg\.shared\.global \[ %r\d+ \+ 0 \], \[ %rd\d+ \+ 0 \], 0x10, 0x10;", ptx) == 2
    assert count(r"cp\.async\.commit_group;", ptx) == 1
    assert count(r"cp\.async\.wait_group\s+0;", ptx) == 1
    # A row-major (k contiguous) and B transposed by ldmatrix, two x4 loads each.
    assert count(r"ldmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16", ptx) == 2
    assert count(r"ldmatrix\.sync\.aligned\.m8n8\.x4\.trans\.shared\.b16", ptx) == 2
    # Per warp a 16x16 tile of D: 1 x 2 x 2 m16n8k16 instructions.
    assert count(MMA_F16_F32, ptx) == 4


def test_corpus_matmul_from_upstreams_ttgir():
    text = (INPUTS / "stages" / "sm80" / "matmul.before-convert-to-llvm.mlir").read_text()
    compiled = ptx_pipeline.compile_ttgir(text, 80, passes=ptx_pipeline.MAKE_LLIR_PASSES, name="matmul.mlir")
    ptx_pipeline.assert_assembled(compiled, "matmul")
    upstream = (INPUTS / "sm80" / "matmul.ptx").read_text()
    for instruction in (MMA_F16_F32, r"cp\.async\.cg\.shared\.global", r"cp\.async\.commit_group",
                        r"cp\.async\.wait_group", r"ldmatrix\.sync", r"bar\.sync"):  # fmt: skip
        assert count(instruction, compiled.ptx) == count(instruction, upstream), instruction


@pytest.mark.parametrize(
    ("shape", "bitwidth", "op_idx", "expected"),
    [
        ((128, 64), 16, 0, [1, 4, 4]),  # the corpus matmul's A on 2x2 warps
        ((64, 128), 16, 1, [1, 4, 8]),  # and its B
        ((16, 8), 16, 1, [1, 1, 1]),  # K shorter than a tile still takes one
        ((16, 64), 32, 0, [1, 1, 8]),  # tf32: K tiles of 8
        ((4, 32, 16), 16, 0, [2, 2, 1]),  # batch 4 over 2 warps, 32 rows on 1
    ],
)
def test_rep_for_operand(shape, bitwidth, op_idx, expected):
    warps = [2, 2] if len(shape) == 2 else [2, 1, 1]
    instr = [16, 8] if len(shape) == 2 else [1, 16, 8]
    mma = NvidiaMmaEncodingAttr(2, 0, warps, instr)
    assert rep_for_operand(mma, shape, bitwidth, op_idx) == expected


def test_large_k_order_groups_words_per_instruction():
    # bf16, kWidth 8 on A, K long enough: words (0,1), (8,9), (16,17), (24,25) feed one instruction.
    order = _large_k_order(op_idx=0, k_width=8, per_word=2, rep_k=4, count=32)
    assert order[:8] == [0, 1, 8, 9, 16, 17, 24, 25]
    assert sorted(order) == list(range(32))
    # On B the tile has two rows of words: (0,1), (8,9).
    order = _large_k_order(op_idx=1, k_width=8, per_word=2, rep_k=4, count=16)
    assert order[:4] == [0, 1, 8, 9]
    assert sorted(order) == list(range(16))
