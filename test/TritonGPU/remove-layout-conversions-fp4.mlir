// RUN: ttopt %s -split-input-file -tritongpu-remove-layout-conversions | FileCheck %s
// ttg.fp4_to_fp in the slices remove-layout-conversions walks (inferSrcEncoding /
// inferDstEncoding of Fp4ToFpOp); the outputs were checked against Triton 3.6's pass.

// Backward: the convert after fp4_to_fp cannot be hoisted above it (no source layout gives the
// wanted result layout), so it stays where it is.
#src = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mid = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#dst = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @fp4_backward
  // CHECK: %[[PACKED:.*]] = tt.load
  // CHECK-NEXT: %[[UNPACKED:.*]] = ttg.fp4_to_fp %[[PACKED]] {axis = 1 : i32} : tensor<16x32xi8, #blocked> -> tensor<16x64xbf16, #blocked2>
  // CHECK-NEXT: %[[MOVED:.*]] = ttg.convert_layout %[[UNPACKED]] : tensor<16x64xbf16, #blocked2> -> tensor<16x64xbf16, #blocked1>
  // CHECK-NEXT: tt.store %{{.*}}, %[[MOVED]]
  tt.func @fp4_backward(%ptr: tensor<16x32x!tt.ptr<i8>, #src>, %out: tensor<16x64x!tt.ptr<bf16>, #dst>) {
    %packed = tt.load %ptr : tensor<16x32x!tt.ptr<i8>, #src>
    %unpacked = ttg.fp4_to_fp %packed {axis = 1 : i32} : tensor<16x32xi8, #src> -> tensor<16x64xbf16, #mid>
    %moved = ttg.convert_layout %unpacked : tensor<16x64xbf16, #mid> -> tensor<16x64xbf16, #dst>
    tt.store %out, %moved : tensor<16x64x!tt.ptr<bf16>, #dst>
    tt.return
  }
}

// -----

// Forward: a convert feeding fp4_to_fp stays too (the load's layout is the cheaper anchor).
#src = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#other = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#wide = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @fp4_forward
  // CHECK: %[[PACKED:.*]] = tt.load
  // CHECK-NEXT: %[[MOVED:.*]] = ttg.convert_layout %[[PACKED]] : tensor<16x32xi8, #blocked> -> tensor<16x32xi8, #blocked2>
  // CHECK-NEXT: ttg.fp4_to_fp %[[MOVED]] {axis = 1 : i32} : tensor<16x32xi8, #blocked2> -> tensor<16x64xbf16, #blocked1>
  tt.func @fp4_forward(%ptr: tensor<16x32x!tt.ptr<i8>, #src>, %out: tensor<16x64x!tt.ptr<bf16>, #wide>) {
    %packed = tt.load %ptr : tensor<16x32x!tt.ptr<i8>, #src>
    %moved = ttg.convert_layout %packed : tensor<16x32xi8, #src> -> tensor<16x32xi8, #other>
    %unpacked = ttg.fp4_to_fp %moved {axis = 1 : i32} : tensor<16x32xi8, #other> -> tensor<16x64xbf16, #wide>
    tt.store %out, %unpacked : tensor<16x64x!tt.ptr<bf16>, #wide>
    tt.return
  }
}
