// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// Blocked layouts: keys in any order, canonical print order, an explicit
// default CGALayout elided; aliases numbered in first-use order.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @blocked(%arg0: tensor<64x64xf16, #blocked>, %arg1: tensor<512xf32, #blocked1>, %arg2: tensor<2x16x32xi32, #blocked2>) {
// CHECK-NEXT:     %0 = ttg.convert_layout %arg1 : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked1>
// CHECK-NEXT:     %1 = ttg.convert_layout %arg2 : tensor<2x16x32xi32, #blocked2> -> tensor<2x16x32xi32, #blocked2>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#b1d = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2d = #ttg.blocked<{order = [1, 0], warpsPerCTA = [4, 1], threadsPerWarp = [4, 8], sizePerThread = [1, 8]}>
#b3d = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], order = [2, 1, 0], CGALayout = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @blocked(%arg0: tensor<64x64xf16, #b2d>, %arg1: tensor<512xf32, #b1d>, %arg2: tensor<2x16x32xi32, #b3d>) {
    %0 = ttg.convert_layout %arg1 : tensor<512xf32, #b1d> -> tensor<512xf32, #b1d>
    %1 = ttg.convert_layout %arg2 : tensor<2x16x32xi32, #b3d> -> tensor<2x16x32xi32, #b3d>
    tt.return
  }
}

// -----

// A non-default CGA layout is printed last; broadcast (all-zero) bases are kept.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 1]]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 0]]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @blocked_cga(%arg0: tensor<64x64xf16, #blocked>) {
// CHECK-NEXT:     %0 = ttg.convert_layout %arg0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 1]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @blocked_cga(%arg0: tensor<64x64xf16, #blocked>) {
    %0 = ttg.convert_layout %arg0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    tt.return
  }
}

// -----

// Slices are never aliased; a parent first reached inside a slice gets the next
// number; nested slices; `dim` as a typed integer.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @slice(%arg0: tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, %arg1: tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 0, parent = #blocked1}>}>>) {
// CHECK-NEXT:     %0 = ttg.convert_layout %arg0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:     %1 = ttg.convert_layout %arg1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 0, parent = #blocked1}>}>> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 0, parent = #blocked1}>}>>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @slice(%arg0: tensor<128xi32, #ttg.slice<{parent = #blocked, dim = 1 : i64}>>, %arg1: tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 0, parent = #blocked3}>}>>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %1 = ttg.convert_layout %arg1 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 0, parent = #blocked3}>}>> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 0, parent = #blocked3}>}>>
    tt.return
  }
}

// -----

// nvidia_mma: Ampere (2-D and batched 3-D) and Hopper; versionMinor defaults to 0
// and unknown keys are ignored.
// CHECK: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-NEXT: #mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// CHECK-NEXT: #mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK-NEXT: #mma3 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 2, 2], instrShape = [1, 16, 8]}>
// CHECK-NEXT: #mma4 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @nvidia_mma(%arg0: tensor<32x32xf32, #mma>, %arg1: tensor<64x64xf32, #mma1>, %arg2: tensor<64x32xf16, #mma2>, %arg3: tensor<2x32x32xf32, #mma3>, %arg4: tensor<64x128xf32, #mma4>) {
// CHECK-NEXT:     %0 = ttg.convert_layout %arg0 : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
// CHECK-NEXT:     %1 = ttg.convert_layout %arg3 : tensor<2x32x32xf32, #mma3> -> tensor<2x32x32xf32, #mma3>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#mma2 = #ttg.nvidia_mma<{instrShape = [16, 8], warpsPerCTA = [4, 1], versionMajor = 2}>
#mma3 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 2, 2], instrShape = [1, 16, 8]}>
#mma4 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16], unknownKeyIsIgnored = 1}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @nvidia_mma(%arg0: tensor<32x32xf32, #mma>, %arg1: tensor<64x64xf32, #mma1>, %arg2: tensor<64x32xf16, #mma2>, %arg3: tensor<2x32x32xf32, #mma3>, %arg4: tensor<64x128xf32, #mma4>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
    %1 = ttg.convert_layout %arg3 : tensor<2x32x32xf32, #mma3> -> tensor<2x32x32xf32, #mma3>
    tt.return
  }
}

// -----

// The CGA layout of an mma layout is printed between warpsPerCTA and instrShape.
// CHECK: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], CGALayout = {{\[\[}}1, 0]], instrShape = [16, 64, 16]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @nvidia_mma_cga(%arg0: tensor<128x64xf32, #mma>) {
// CHECK-NEXT:     %0 = ttg.convert_layout %arg0 : tensor<128x64xf32, #mma> -> tensor<128x64xf32, #mma>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#mma = #ttg.nvidia_mma<{versionMajor = 3, instrShape = [16, 64, 16], CGALayout = [[1, 0]], versionMinor = 0, warpsPerCTA = [4, 1]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @nvidia_mma_cga(%arg0: tensor<128x64xf32, #mma>) {
    %0 = ttg.convert_layout %arg0 : tensor<128x64xf32, #mma> -> tensor<128x64xf32, #mma>
    tt.return
  }
}

// -----

// dot_op: struct keys in any order, kWidth omitted when 0.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-NEXT: #mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @dot_op(%arg0: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %arg1: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %arg2: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>>, %arg3: tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg4: tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>) {
// CHECK-NEXT:     %0 = ttg.convert_layout %arg1 : tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     %1 = ttg.convert_layout %arg4 : tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_op(%arg0: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %arg1: tensor<32x32xf16, #ttg.dot_op<{kWidth = 2, parent = #mma, opIdx = 1}>>, %arg2: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>>, %arg3: tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg4: tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked, kWidth = 0}>>) {
    %0 = ttg.convert_layout %arg1 : tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %1 = ttg.convert_layout %arg4 : tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    tt.return
  }
}

// -----

// Linear layouts: printed register, lane, warp, block; other keys ignored; the
// layout may be attached to a bigger or smaller tensor than its image.
// CHECK: #linear = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2]], lane = {{\[\[}}0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = {{\[\[}}4, 0], [8, 0]], block = []}>
// CHECK-NEXT: #linear1 = #ttg.linear<{register = {{\[\[}}1], [2]], lane = {{\[\[}}4], [8], [16], [32], [64]], warp = {{\[\[}}128], [256]], block = []}>
// CHECK-NEXT: #linear2 = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2]], lane = {{\[\[}}0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = {{\[\[}}4, 0], [0, 0]], block = []}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @linear(%arg0: tensor<16x32xf16, #linear>, %arg1: tensor<512xi32, #linear1>, %arg2: tensor<8x32xf16, #linear2>, %arg3: tensor<64x32xf16, #linear>) {
// CHECK-NEXT:     %0 = ttg.convert_layout %arg1 : tensor<512xi32, #linear1> -> tensor<512xi32, #linear1>
// CHECK-NEXT:     %1 = ttg.convert_layout %arg2 : tensor<8x32xf16, #linear2> -> tensor<8x32xf16, #linear2>
// CHECK-NEXT:     %2 = ttg.convert_layout %arg3 : tensor<64x32xf16, #linear> -> tensor<64x32xf16, #linear>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#linear = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#linear1 = #ttg.linear<{block = [], warp = [[128], [256]], lane = [[4], [8], [16], [32], [64]], register = [[1], [2]]}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [0, 0]], block = [], ignoredKey = 1}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @linear(%arg0: tensor<16x32xf16, #linear>, %arg1: tensor<512xi32, #linear1>, %arg2: tensor<8x32xf16, #linear2>, %arg3: tensor<64x32xf16, #linear>) {
    %0 = ttg.convert_layout %arg1 : tensor<512xi32, #linear1> -> tensor<512xi32, #linear1>
    %1 = ttg.convert_layout %arg2 : tensor<8x32xf16, #linear2> -> tensor<8x32xf16, #linear2>
    %2 = ttg.convert_layout %arg3 : tensor<64x32xf16, #linear> -> tensor<64x32xf16, #linear>
    tt.return
  }
}

// -----

// Swizzled shared layouts: missing scalars default to 0; a CGA layout is printed
// last; `#ttg.shared_memory<>` is `#ttg.shared_memory`.
// CHECK: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [0, 1]}>
// CHECK-NEXT: #shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #shared3 = #ttg.swizzled_shared<{vec = 8, perPhase = 0, maxPhase = 0, order = [1, 0]}>
// CHECK-NEXT: #shared4 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @swizzled_shared(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg1: !ttg.memdesc<3x64x64xf16, #shared1, #smem, mutable>, %arg2: !ttg.memdesc<1xi64, #shared2, #smem, mutable>, %arg3: !ttg.memdesc<64x64xf16, #shared3, #smem>, %arg4: !ttg.memdesc<64x64xf16, #shared4, #smem>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{order = [0, 1], maxPhase = 4, perPhase = 2, vec = 4}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared3 = #ttg.swizzled_shared<{vec = 8, order = [1, 0]}>
#shared4 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swizzled_shared(%arg0: !ttg.memdesc<64x64xf16, #shared, #ttg.shared_memory>, %arg1: !ttg.memdesc<3x64x64xf16, #shared1, #ttg.shared_memory<>, mutable>, %arg2: !ttg.memdesc<1xi64, #shared2, #ttg.shared_memory, mutable>, %arg3: !ttg.memdesc<64x64xf16, #shared3, #ttg.shared_memory>, %arg4: !ttg.memdesc<64x64xf16, #shared4, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// NVMMA shared layouts: `transposed` always printed, `fp4Padded` only when true,
// `rank` only when not 2 (`rank = 2` is the same attribute as no rank).
// CHECK: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
// CHECK-NEXT: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 32}>
// CHECK-NEXT: #shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
// CHECK-NEXT: #shared4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
// CHECK-NEXT: #shared5 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
// CHECK-NEXT: #shared6 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16, rank = 1}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @nvmma_shared(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg1: !ttg.memdesc<64x64xf16, #shared1, #smem>, %arg2: !ttg.memdesc<64x64xf32, #shared2, #smem>, %arg3: !ttg.memdesc<64x64xi8, #shared3, #smem>, %arg4: !ttg.memdesc<64x64xi8, #shared4, #smem>, %arg5: !ttg.memdesc<2x64x64xf16, #shared5, #smem>, %arg6: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>, %arg7: !ttg.memdesc<64xf16, #shared6, #smem>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{elementBitWidth = 16, transposed = true, swizzlingByteWidth = 64}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, elementBitWidth = 32}>
#shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#shared4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = false}>
#shared5 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#shared6 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 2}>
#shared7 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16, rank = 1}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @nvmma_shared(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg1: !ttg.memdesc<64x64xf16, #shared1, #smem>, %arg2: !ttg.memdesc<64x64xf32, #shared2, #smem>, %arg3: !ttg.memdesc<64x64xi8, #shared3, #smem>, %arg4: !ttg.memdesc<64x64xi8, #shared4, #smem>, %arg5: !ttg.memdesc<2x64x64xf16, #shared5, #smem>, %arg6: !ttg.memdesc<2x64x64xf16, #shared6, #smem, mutable>, %arg7: !ttg.memdesc<64xf16, #shared7, #smem>) {
    tt.return
  }
}

// -----

// With a non-default CGA layout the rank is not printed (3.6 prints rank-3
// layouts that do not re-parse; only rank 2 is used here).
// CHECK: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = {{\[\[}}1, 0]]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @nvmma_shared_cga(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @nvmma_shared_cga(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    tt.return
  }
}

// -----

// Shared linear layouts: `block` printed only when not empty.
// CHECK: #shared = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [1, 0], [2, 0]]}, alignment = 16>
// CHECK-NEXT: #shared1 = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [1, 0], [2, 0]]}, alignment = 128>
// CHECK-NEXT: #shared2 = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [1, 1], [2, 2]]}, alignment = 16>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @shared_linear(%arg0: !ttg.memdesc<4x4xf16, #shared, #smem>, %arg1: !ttg.memdesc<4x4xf16, #shared1, #smem>, %arg2: !ttg.memdesc<4x4xf16, #shared2, #smem>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]]}, alignment = 16>
#shared1 = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]], block = []}, alignment = 128>
#shared2 = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 1], [2, 2]]}, alignment = 16>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @shared_linear(%arg0: !ttg.memdesc<4x4xf16, #shared, #smem>, %arg1: !ttg.memdesc<4x4xf16, #shared1, #smem>, %arg2: !ttg.memdesc<4x4xf16, #shared2, #smem>) {
    tt.return
  }
}

// -----

// CHECK: #shared = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [1, 0], [2, 0]], block = {{\[\[}}4, 0]]}, alignment = 16>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @shared_linear_block(%arg0: !ttg.memdesc<8x4xf16, #shared, #smem>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]], block = [[4, 0]]}, alignment = 16>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @shared_linear_block(%arg0: !ttg.memdesc<8x4xf16, #shared, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// Padded shared layouts: the short form is printed when the offsets are the
// identity of some order; equivalent spellings are one attribute.
// CHECK: #shared = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 16]}>
// CHECK-NEXT: #shared1 = #ttg.padded_shared<[32:+4, 64:+8] {order = [0, 1], shape = [16, 16]}>
// CHECK-NEXT: #shared2 = #ttg.padded_shared<[32:+4] {offset = {{\[\[}}0, 2], [0, 1], [0, 4], [0, 8], [1, 0], [2, 0], [4, 0], [8, 0]], block = []}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @padded_shared(%arg0: !ttg.memdesc<16x16xf16, #shared, #smem>, %arg1: !ttg.memdesc<16x16xf16, #shared1, #smem>, %arg2: !ttg.memdesc<2x16x16xf16, #shared, #smem>, %arg3: !ttg.memdesc<16x16xf16, #shared2, #smem>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 16]}>
#shared1 = #ttg.padded_shared<[32:+4, 64:+8] {order = [0, 1], shape = [16, 16]}>
#shared2 = #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0], [4, 0], [8, 0]], block = []}>
#shared3 = #ttg.padded_shared<[32:+4] {offset = [[0, 2], [0, 1], [0, 4], [0, 8], [1, 0], [2, 0], [4, 0], [8, 0]], block = []}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @padded_shared(%arg0: !ttg.memdesc<16x16xf16, #shared, #smem>, %arg1: !ttg.memdesc<16x16xf16, #shared1, #smem>, %arg2: !ttg.memdesc<2x16x16xf16, #shared2, #smem>, %arg3: !ttg.memdesc<16x16xf16, #shared3, #smem>) {
    tt.return
  }
}

// -----

// Alias definitions are grouped by stem (blocked, linear, mma, shared, smem) and
// numbered in the order the printer first reaches them (signature, then body).
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2]], lane = {{\[\[}}0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = {{\[\[}}4, 0], [8, 0]], block = []}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-NEXT: #mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// CHECK-NEXT: #shared = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0], [4, 0], [8, 0]]}, alignment = 16>
// CHECK-NEXT: #shared1 = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 16]}>
// CHECK-NEXT: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared3 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @aliases(%arg0: tensor<16x32xf16, #linear>, %arg1: !ttg.memdesc<16x16xf16, #shared, #smem>, %arg2: !ttg.memdesc<16x16xf16, #shared1, #smem>, %arg3: !ttg.memdesc<64x64xf16, #shared2, #smem>, %arg4: !ttg.memdesc<64x64xf16, #shared3, #smem>) {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #mma>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma1>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x32xf16, #blocked>
// CHECK-NEXT:     %cst_3 = arith.constant dense<0.000000e+00> : tensor<32x32xf16, #blocked1>
// CHECK-NEXT:     %cst_4 = arith.constant dense<0.000000e+00> : tensor<32xf16, #ttg.slice<{dim = 0, parent = #blocked1}>>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#b1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#m2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#m3 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#lin = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#nv = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#sl = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0], [4, 0], [8, 0]]}, alignment = 16>
#pd = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 16]}>
#sm = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @aliases(%a0: tensor<16x32xf16, #lin>, %a1: !ttg.memdesc<16x16xf16, #sl, #sm>, %a2: !ttg.memdesc<16x16xf16, #pd, #sm>, %a3: !ttg.memdesc<64x64xf16, #nv, #sm>, %a4: !ttg.memdesc<64x64xf16, #sw, #sm>) {
    %0 = arith.constant dense<0.0> : tensor<32x32xf32, #m2>
    %1 = arith.constant dense<0.0> : tensor<64x64xf32, #m3>
    %2 = arith.constant dense<0.0> : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #m2, kWidth = 2}>>
    %3 = arith.constant dense<0.0> : tensor<32x32xf16, #b2>
    %4 = arith.constant dense<0.0> : tensor<32x32xf16, #b1>
    %5 = arith.constant dense<0.0> : tensor<32xf16, #ttg.slice<{dim = 0, parent = #b1}>>
    tt.return
  }
}

// -----

// Ten layouts of one stem: `blocked`, `blocked1`, ..., `blocked10`.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked4 = #ttg.blocked<{sizePerThread = [16], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked5 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked6 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [8], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked7 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [4], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked8 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [2], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked9 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [1], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked10 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [1], warpsPerCTA = [2], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @many(%arg0: tensor<128xf32, #blocked>, %arg1: tensor<128xf32, #blocked1>, %arg2: tensor<128xf32, #blocked2>, %arg3: tensor<128xf32, #blocked3>, %arg4: tensor<128xf32, #blocked4>, %arg5: tensor<128xf32, #blocked5>, %arg6: tensor<128xf32, #blocked6>, %arg7: tensor<128xf32, #blocked7>, %arg8: tensor<128xf32, #blocked8>, %arg9: tensor<128xf32, #blocked9>, %arg10: tensor<128xf32, #blocked10>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @many(%a0: tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, %a1: tensor<128xf32, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, %a2: tensor<128xf32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, %a3: tensor<128xf32, #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, %a4: tensor<128xf32, #ttg.blocked<{sizePerThread = [16], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, %a5: tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]}>>, %a6: tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [8], warpsPerCTA = [4], order = [0]}>>, %a7: tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [4], warpsPerCTA = [4], order = [0]}>>, %a8: tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [2], warpsPerCTA = [4], order = [0]}>>, %a9: tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [1], warpsPerCTA = [4], order = [0]}>>, %a10: tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [1], warpsPerCTA = [2], order = [0]}>>) {
    tt.return
  }
}

// -----

// AMD layouts parse and print (they are not verified).
// CHECK: #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-NEXT: #mma1 = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2]}>
// CHECK-NEXT: #mma2 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = false, tilesPerWarp = [2, 2], elementBitWidth = 64}>
// CHECK-NEXT: #shared = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @amd(%arg0: tensor<64x64xf32, #mma>, %arg1: tensor<64x64xf32, #mma1>, %arg2: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg3: tensor<64x64xf32, #mma2>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#mma1 = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2]}>
#shared = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#mma2 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], tilesPerWarp = [2, 2], elementBitWidth = 64}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @amd(%arg0: tensor<64x64xf32, #mma>, %arg1: tensor<64x64xf32, #mma1>, %arg2: !ttg.memdesc<64x64xf16, #shared, #ttg.shared_memory>, %arg3: tensor<64x64xf32, #mma2>) {
    tt.return
  }
}

// -----

// Memory descriptors: mutability and the alloc shape (printed only when it differs).
// CHECK: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @memdesc(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg2: !ttg.memdesc<64x64xf16, #shared, #smem, 3x64x64>, %arg3: !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 3x64x64>, %arg4: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg5: !ttg.memdesc<3x64x64xf16, #shared, #smem>, %arg6: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %arg7: !ttg.memdesc<0x4xf16, #shared1, #smem>, %arg8: !ttg.memdesc<64x64x!tt.ptr<f16>, #shared, #smem>, %arg9: !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 3x64x64>) {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @memdesc(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg2: !ttg.memdesc<64x64xf16, #shared, #smem, 3x64x64>, %arg3: !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 3x64x64>, %arg4: !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 64x64>, %arg5: !ttg.memdesc<3x64x64xf16, #shared, #smem>, %arg6: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %arg7: !ttg.memdesc<0x4xf16, #shared1, #smem>, %arg8: !ttg.memdesc<64x64x!tt.ptr<f16>, #shared, #smem>, %arg9: !ttg.memdesc<64x64xf16,#shared,#smem,mutable,3x64x64>) {
    tt.return
  }
}

// -----

// Async tokens; `!ttg.async.token<1>` is accepted and printed without its parameter.
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @async_token(%arg0: !ttg.async.token, %arg1: !ttg.async.token) -> !ttg.async.token {
// CHECK-NEXT:     tt.return %arg0 : !ttg.async.token
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @async_token(%arg0: !ttg.async.token, %arg1: !ttg.async.token<1>) -> !ttg.async.token {
    tt.return %arg0 : !ttg.async.token
  }
}

// -----

// A function's own `ttg.num-warps` overrides the module's when layouts are checked.
// CHECK: tt.func @func_num_warps() attributes {"ttg.num-warps" = 8 : i32} {
// CHECK-NEXT: tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @func_num_warps() attributes {"ttg.num-warps" = 8 : i32} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    tt.return
  }
}
