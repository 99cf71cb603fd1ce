// RUN: ttopt %s -split-input-file -triton-nvidia-tma-lowering -verify-diagnostics -o /dev/null

// What upstream aborts on (report_fatal_error, or an assertion) is an error at the op here.

// The descriptor's block must carry the layout (triton-nvidia-optimize-descriptor-encoding sets it).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_layout(%desc: !tt.tensordesc<tensor<64x32xf16>>, %i: i32) -> tensor<64x32xf16, #blocked> {
    // expected-error @+1 {{Internal Error: Tensor descriptor should have encoding set}}
    %a = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16, #blocked>
    tt.return %a : tensor<64x32xf16, #blocked>
  }
}

// -----

// A 128-byte swizzle needs rows of at least 64 halves.
#small = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @rows_too_short(%p: !tt.ptr<f16>, %m: i32, %s: i64) -> !tt.tensordesc<tensor<8x16xf16, #small>> {
    %c1_i64 = arith.constant 1 : i64
    // expected-error @+1 {{Block shape is too small for the swizzle byte size in NVMMA Shared Layout.}}
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%s, %c1_i64] : <f16>, <tensor<8x16xf16, #small>>
    tt.return %d : !tt.tensordesc<tensor<8x16xf16, #small>>
  }
}

// -----

#fp4 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8, fp4Padded = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fp4_box_too_narrow(%p: !tt.ptr<i8>, %m: i32, %s: i64) -> !tt.tensordesc<tensor<64x64xi8, #fp4>> {
    %c1_i64 = arith.constant 1 : i64
    // expected-error @+1 {{FP4 padded loads require 128 elements or more in the last dim}}
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%s, %c1_i64] : <i8>, <tensor<64x64xi8, #fp4>>
    tt.return %d : !tt.tensordesc<tensor<64x64xi8, #fp4>>
  }
}

// -----

#bits = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 8}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bits(%p: !tt.ptr<i1>, %m: i32, %s: i64) -> !tt.tensordesc<tensor<64x64xi1, #bits>> {
    %c1_i64 = arith.constant 1 : i64
    // expected-error @+1 {{Tensor descriptor element type must have size 1, 2, or 4 but got 0}}
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%s, %c1_i64] : <i1>, <tensor<64x64xi1, #bits>>
    tt.return %d : !tt.tensordesc<tensor<64x64xi1, #bits>>
  }
}

// -----

// Upstream asserts on a device-side descriptor in a layout other than nvmma.
#swizzled = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unswizzled(%p: !tt.ptr<f32>, %m: i32, %s: i64) -> !tt.tensordesc<tensor<8x32xf32, #swizzled>> {
    %c1_i64 = arith.constant 1 : i64
    // expected-error @+1 {{Unhandled encoding type}}
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%s, %c1_i64] : <f32>, <tensor<8x32xf32, #swizzled>>
    tt.return %d : !tt.tensordesc<tensor<8x32xf32, #swizzled>>
  }
}
