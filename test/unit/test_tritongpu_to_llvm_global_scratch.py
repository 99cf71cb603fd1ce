"""ttg.global_scratch_alloc all the way to a cubin, for sm_80 and sm_90a.

A kernel writes a tile to its global scratch allocation and reads it back, and calls a
noinline device function that uses scratch of its own, through
tritongpu-global-scratch-memory-allocation, the TritonGPU lowering, make_llir's
LLVM-dialect passes, LLVM IR, llvmlite's NVPTX backend and ptxas. The kernel's scratch
slice must be addressed from the program id times the frame size (768 bytes here), the
device function's from the pointer it is passed.
"""

from __future__ import annotations

import re

import ptx_pipeline
import pytest

KERNEL = """\
#blocked = #ttg.blocked<{{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:{cc}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @staged(%x: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}, %y: !tt.ptr<f32> {{tt.divisibility = 16 : i32}}) {{
    %count = ttg.global_scratch_alloc {{alignment = 4 : i32, nbytes = 4 : i32}} : !tt.ptr<i32>
    %buffer = ttg.global_scratch_alloc {{alignment = 128 : i32, nbytes = 512 : i32}} : !tt.ptr<f32>
    %c128 = arith.constant 128 : i32
    tt.store %count, %c128 : !tt.ptr<i32>
    %r = tt.make_range {{end = 128 : i32, start = 0 : i32}} : tensor<128xi32, #blocked>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %xa = tt.addptr %xs, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %v = tt.load %xa : tensor<128x!tt.ptr<f32>, #blocked>
    %bs = tt.splat %buffer : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %ba = tt.addptr %bs, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    tt.store %ba, %v : tensor<128x!tt.ptr<f32>, #blocked>
    %w = tt.load %ba : tensor<128x!tt.ptr<f32>, #blocked>
    %scale = tt.call @scale() : () -> f32
    %ss = tt.splat %scale : f32 -> tensor<128xf32, #blocked>
    %p = arith.mulf %w, %ss : tensor<128xf32, #blocked>
    %ys = tt.splat %y : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %ya = tt.addptr %ys, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    tt.store %ya, %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }}
  tt.func private @scale() -> f32 attributes {{noinline = true}} {{
    %cell = ttg.global_scratch_alloc {{alignment = 4 : i32, nbytes = 4 : i32}} : !tt.ptr<f32>
    %two = arith.constant 2.000000e+00 : f32
    tt.store %cell, %two : !tt.ptr<f32>
    %back = tt.load %cell : !tt.ptr<f32>
    tt.return %back : f32
  }}
}}
"""

@pytest.fixture(scope="module", params=[80, 90], ids=["sm80", "sm90"])
def compiled(request):
    return ptx_pipeline.compile_template(
        KERNEL, request.param, passes=ptx_pipeline.MAKE_LLIR_PASSES, name="staged.ttgir"
    )


def test_ptxas_assembles_the_kernel(compiled):
    ptx_pipeline.assert_assembled(compiled, "staged")


def _function(llir: str, header: str) -> str:
    start = llir.index(header)
    return llir[start : llir.index("\n}\n", start)]


def test_kernel_slice_is_program_id_times_frame_size(compiled):
    body = _function(compiled.llir, "define ptx_kernel void @staged(")
    # The frame: a 4-byte counter at 0, the 512-byte tile at 128 (its alignment), @scale's
    # 4 bytes at 640; 644 rounded up to the 128-byte alignment is 768 bytes per program,
    # indexed from the scratch argument (%2).
    size = re.search(r"(%\d+) = mul i32 %\d+, 768\n", body)
    assert size is not None

    def pointer_at(offset: int) -> str:
        """The `getelementptr i8` of the scratch argument at slice + offset."""
        found = re.search(
            rf"(%\d+) = add i32 {size.group(1)}, {offset}\n\s+(%\d+) = getelementptr i8, ptr addrspace\(1\) %2, i32 (%\d+)",
            body,
        )
        assert found is not None and found.group(1) == found.group(3), offset
        return found.group(2)

    # The counter is written at 0; the tile is stored to and loaded back from 128.
    assert f'"@$2 st.global.b32 [ $1 + 0 ], {{ $0 }};", "r,l,b"(i32 128, ptr addrspace(1) {pointer_at(0)}, ' in body
    assert re.search(rf"getelementptr float, ptr addrspace\(1\) {pointer_at(128)}, i32", body)
    # @scale gets the slice at 640 as its scratch pointer.
    call = f"call float @scale(ptr addrspace(3) @global_smem, ptr addrspace(1) {pointer_at(640)}, ptr addrspace(1) %3)"
    assert call in body


def test_device_function_uses_the_passed_pointer(compiled):
    body = _function(compiled.llir, "define internal float @scale(")
    # Its only allocation is at offset 0 of its scratch argument (%1): stored to and read back.
    store = '"@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 1073741824, ptr addrspace(1) %1, '
    load = 'ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %1)'
    assert store in body and load in body
    assert "getelementptr" not in body  # the GEP by 0 folds away


def test_ptx_addresses_scratch_per_program(compiled):
    text = compiled.ptx
    # The slice: scratch argument + (linear program id * 768), sign-extended.
    offset = re.search(r"mul\.lo\.s32\s+(%r\d+), %r\d+, 768;", text)
    assert offset is not None
    wide = re.search(rf"cvt\.s64\.s32\s+(%rd\d+), {offset.group(1)};", text)
    assert wide is not None
    scratch = re.search(r"ld\.param\.b64\s+(%rd\d+), \[staged_param_2\];", text)
    assert scratch is not None
    slice_ = re.search(rf"add\.s64\s+(%rd\d+), {scratch.group(1)}, {wide.group(1)};", text)
    assert slice_ is not None
    # @scale (inlined by the O3 pipeline or called) stores 2.0 at slice + 640.
    cell = re.search(rf"add\.s64\s+(%rd\d+), {slice_.group(1)}, 640;", text)
    assert cell is not None
    assert re.search(rf"st\.global\.b32 \[ {cell.group(1)} \+ 0 \], \{{ %r\d+ \}};", text)
