// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// tt.reduce slices its operand's layout along the axis; tt.expand_dims gives the parent back.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
// CHECK-NEXT:     %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
// CHECK-NEXT:     ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT:       %2 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:       tt.reduce.return %2 : f32
// CHECK-NEXT:     }) : (tensor<64x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT:     %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
    %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<64x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
    tt.return
  }
}

// -----

// tt.trans of a blocked layout permutes its fields; the order is permuted by the inverse.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<64x32xf32, #blocked>) {
// CHECK-NEXT:     %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xf32, #blocked>) {
    %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    tt.return
  }
}

// -----

// The CGA layout is permuted too.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = {{\[\[}}1, 0, 0]]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [8, 1, 1], threadsPerWarp = [8, 1, 4], warpsPerCTA = [1, 1, 4], order = [0, 2, 1], CGALayout = {{\[\[}}0, 1, 0]]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<2x64x32xf32, #blocked>) {
// CHECK-NEXT:     %0 = tt.trans %arg0 {order = array<i32: 2, 0, 1>} : tensor<2x64x32xf32, #blocked> -> tensor<32x2x64xf32, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1, 1], threadsPerWarp = [8, 1, 4], warpsPerCTA = [1, 1, 4], order = [0, 2, 1], CGALayout = [[0, 1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<2x64x32xf32, #blocked>) {
    %0 = tt.trans %arg0 {order = array<i32: 2, 0, 1>} : tensor<2x64x32xf32, #blocked> -> tensor<32x2x64xf32, #blocked1>
    tt.return
  }
}

// -----

// tt.trans of any other layout gives a linear layout; an equivalent blocked one is accepted.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = {{\[\[}}1, 0], [0, 8], [16, 0]], lane = {{\[\[}}2, 0], [4, 0], [0, 1], [0, 2], [0, 4]], warp = {{\[\[}}8, 0], [0, 16]], block = []}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<32x32xf32, #mma>, %arg1: tensor<128x1xf32, #blocked>) {
// CHECK-NEXT:     %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #linear>
// CHECK-NEXT:     %1 = tt.trans %arg1 {order = array<i32: 1, 0>} : tensor<128x1xf32, #blocked> -> tensor<1x128xf32, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf32, #mma>, %arg1: tensor<128x1xf32, #blocked>) {
    %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #ttg.linear<{register = [[1, 0], [0, 8], [16, 0]], lane = [[2, 0], [4, 0], [0, 1], [0, 2], [0, 4]], warp = [[8, 0], [0, 16]], block = []}>>
    %1 = tt.trans %arg1 {order = array<i32: 1, 0>} : tensor<128x1xf32, #blocked> -> tensor<1x128xf32, #blocked1>
    tt.return
  }
}

// -----

// tt.reshape merging dims that are consecutive in the order keeps a blocked layout.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
// CHECK-NEXT:     %0 = tt.reshape %arg0 : tensor<64x64xf32, #blocked> -> tensor<4096xf32, #blocked1>
// CHECK-NEXT:     %1 = tt.reshape %0 : tensor<4096xf32, #blocked1> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
    %0 = tt.reshape %arg0 : tensor<64x64xf32, #blocked> -> tensor<4096xf32, #blocked1>
    %1 = tt.reshape %0 : tensor<4096xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.return
  }
}

// -----

// Splitting a dim: the subblocks fill the result dims from the most minor one.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1], order = [1, 0, 2]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 4, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<8x64xf32, #blocked>, %arg1: tensor<2x128x1xf32, #blocked1>) {
// CHECK-NEXT:     %0 = tt.reshape %arg0 : tensor<8x64xf32, #blocked> -> tensor<8x4x16xf32, #blocked2>
// CHECK-NEXT:     %1 = tt.reshape %arg1 : tensor<2x128x1xf32, #blocked1> -> tensor<2x128xf32, #blocked3>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 4, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1], order = [1, 0, 2]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<8x64xf32, #blocked>, %arg1: tensor<2x128x1xf32, #blocked2>) {
    %0 = tt.reshape %arg0 : tensor<8x64xf32, #blocked> -> tensor<8x4x16xf32, #blocked1>
    %1 = tt.reshape %arg1 : tensor<2x128x1xf32, #blocked2> -> tensor<2x128xf32, #blocked3>
    tt.return
  }
}

// -----

// The default blocked layout of one shape reshapes to the default of the other.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [2, 1, 0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
// CHECK-NEXT:     %0 = tt.reshape %arg0 : tensor<64x64xf32, #blocked> -> tensor<2x16x128xf32, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
    %0 = tt.reshape %arg0 : tensor<64x64xf32, #blocked> -> tensor<2x16x128xf32, #blocked1>
    tt.return
  }
}

// -----

// ... also across CTAs, which split the slowest dims first.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 2, 2], order = [2, 1, 0], CGALayout = {{\[\[}}1, 0, 0]]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
// CHECK-NEXT:     %0 = tt.reshape %arg0 : tensor<64x64xf32, #blocked> -> tensor<2x32x64xf32, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = [[1, 0]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 2, 2], order = [2, 1, 0], CGALayout = [[1, 0, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
    %0 = tt.reshape %arg0 : tensor<64x64xf32, #blocked> -> tensor<2x32x64xf32, #blocked1>
    tt.return
  }
}

// -----

// The upstream example: 2x2x32 with order [1, 0, 2] merges to 4x32 with order [0, 1].
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 2, 8], warpsPerCTA = [1, 1, 4], order = [1, 0, 2]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<2x2x32xf32, #blocked>) {
// CHECK-NEXT:     %0 = tt.reshape %arg0 : tensor<2x2x32xf32, #blocked> -> tensor<4x32xf32, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 2, 8], warpsPerCTA = [1, 1, 4], order = [1, 0, 2]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<2x2x32xf32, #blocked>) {
    %0 = tt.reshape %arg0 : tensor<2x2x32xf32, #blocked> -> tensor<4x32xf32, #blocked1>
    tt.return
  }
}

// -----

// Otherwise the result layout is the reshaped linear layout.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = {{\[\[}}1], [2], [16]], lane = {{\[\[}}4], [8], [32], [64], [128]], warp = {{\[\[}}256], [512]], block = []}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<32x32xi32, #blocked>) {
// CHECK-NEXT:     %0 = tt.reshape %arg0 : tensor<32x32xi32, #blocked> -> tensor<1024xi32, #linear>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[1], [2], [16]], lane = [[4], [8], [32], [64], [128]], warp = [[256], [512]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xi32, #blocked>) {
    %0 = tt.reshape %arg0 : tensor<32x32xi32, #blocked> -> tensor<1024xi32, #linear>
    tt.return
  }
}

// -----

// With allow_reorder the written layout is kept when each thread holds as many elements.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<32x32xi32, #blocked>) {
// CHECK-NEXT:     %0 = tt.reshape %arg0 allow_reorder : tensor<32x32xi32, #blocked> -> tensor<1024xi32, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xi32, #blocked>) {
    %0 = tt.reshape %arg0 allow_reorder : tensor<32x32xi32, #blocked> -> tensor<1024xi32, #blocked1>
    tt.return
  }
}

// -----

// tt.split of a blocked layout with two elements per thread in the last dim drops that dim; tt.join checks the inverse.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<16x32x2xf32, #blocked>) {
// CHECK-NEXT:     %outLHS, %outRHS = tt.split %arg0 : tensor<16x32x2xf32, #blocked> -> tensor<16x32xf32, #blocked1>
// CHECK-NEXT:     %0 = tt.join %outLHS, %outRHS : tensor<16x32xf32, #blocked1> -> tensor<16x32x2xf32, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<16x32x2xf32, #blocked>) {
    %outLHS, %outRHS = tt.split %arg0 : tensor<16x32x2xf32, #blocked> -> tensor<16x32xf32, #blocked1>
    %0 = tt.join %outLHS, %outRHS : tensor<16x32xf32, #blocked1> -> tensor<16x32x2xf32, #blocked>
    tt.return
  }
}

// -----

// Other layouts split through their linear layout.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = [], lane = {{\[\[}}1], [2], [4], [8], [0]], warp = {{\[\[}}16], [32]], block = []}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<64x2xf32, #blocked>) {
// CHECK-NEXT:     %outLHS, %outRHS = tt.split %arg0 : tensor<64x2xf32, #blocked> -> tensor<64xf32, #linear>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x2xf32, #blocked>) {
    %outLHS, %outRHS = tt.split %arg0 : tensor<64x2xf32, #blocked> -> tensor<64xf32, #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [0]], warp = [[16], [32]], block = []}>>
    tt.return
  }
}

// -----

// tt.dot with dot_op operands of the result's mma layout.
// CHECK: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %arg1: tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %arg2: tensor<32x32xf32, #mma>, %arg3: tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %arg4: tensor<32x32xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %arg5: tensor<32x32xi32, #mma>, %arg6: tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %arg7: tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %arg8: tensor<32x16xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %arg9: tensor<16x32xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %arg10: tensor<32x32xf64, #mma>) {
// CHECK-NEXT:     %0 = tt.dot %arg0, %arg1, %arg2 : tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
// CHECK-NEXT:     %1 = tt.dot %arg3, %arg4, %arg5 : tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x32xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xi32, #mma>
// CHECK-NEXT:     %2 = tt.dot %arg6, %arg7, %arg2, inputPrecision = tf32 : tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf32, #mma>
// CHECK-NEXT:     %3 = tt.dot %arg8, %arg9, %arg10 : tensor<32x16xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x32xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf64, #mma>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #mma>, %a8: tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b8: tensor<32x32xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c8: tensor<32x32xi32, #mma>, %a32: tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b32: tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %a64: tensor<32x16xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b64: tensor<16x32xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c64: tensor<32x32xf64, #mma>) {
    %0 = tt.dot %a, %b, %c : tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
    %1 = tt.dot %a8, %b8, %c8 : tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x32xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xi32, #mma>
    %2 = tt.dot %a32, %b32, %c, inputPrecision = tf32 : tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf32, #mma>
    %3 = tt.dot %a64, %b64, %c64 : tensor<32x16xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x32xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf64, #mma>
    tt.return
  }
}

// -----

// FMA dots: dot_op operands of a blocked result.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f(%arg0: tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<32x32xf32, #blocked>) {
// CHECK-NEXT:     %0 = tt.dot %arg0, %arg1, %arg2 : tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x32xf32, #blocked>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<32x32xf32, #blocked>) {
    %0 = tt.dot %a, %b, %c : tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x32xf32, #blocked>
    tt.return
  }
}
