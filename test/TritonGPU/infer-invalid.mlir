// RUN: ttopt %s -split-input-file -verify-diagnostics

// tt.reduce: the result is the slice of the operand's layout.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
// expected-error @+2 {{'tt.reduce' op inferred type(s) 'tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>' are incompatible with return type(s) of operation 'tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}>>'}}
// expected-error @+1 {{'tt.reduce' op failed to infer returned types}}
    %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<64x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    tt.return
  }
}

// -----

// tt.trans: a result layout that places elements differently.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xf32, #blocked>) {
// expected-error @+2 {{'tt.trans' op inferred type(s) 'tensor<32x64xf32, #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>>' are incompatible with return type(s) of operation 'tensor<32x64xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>>'}}
// expected-error @+1 {{'tt.trans' op failed to infer returned types}}
    %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    tt.return
  }
}

// -----

// tt.trans of an mma layout infers a linear one.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf32, #mma>) {
// expected-error @+2 {{'tt.trans' op inferred type(s) 'tensor<32x32xf32, #ttg.linear<{register = [[1, 0], [0, 8], [16, 0]], lane = [[2, 0], [4, 0], [0, 1], [0, 2], [0, 4]], warp = [[8, 0], [0, 16]], block = []}>>' are incompatible with return type(s) of operation 'tensor<32x32xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>>'}}
// expected-error @+1 {{'tt.trans' op failed to infer returned types}}
    %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #blocked1>
    tt.return
  }
}

// -----

// tt.split needs both halves of a pair in one thread.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x2xf32, #blocked>) {
// expected-error @+2 {{Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension}}
// expected-error @+1 {{'tt.split' op failed to infer returned types}}
    %outLHS, %outRHS = tt.split %arg0 : tensor<64x2xf32, #blocked> -> tensor<64xf32, #blocked1>
    tt.return
  }
}

// -----

// tt.join: the operands must have the layout a split of the result gives.
#blocked = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<16x32xf32, #blocked1>) {
// expected-error @+1 {{'tt.join' op incompatible join layout}}
    %0 = tt.join %arg0, %arg0 : tensor<16x32xf32, #blocked1> -> tensor<16x32x2xf32, #blocked>
    tt.return
  }
}

// -----

// tt.dot: operands need dot_op layouts ...
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xf16, #blocked>, %b: tensor<16x32xf16, #blocked>, %c: tensor<32x32xf32, #mma>) {
// expected-error @+2 {{Dot's a/b's encoding should be of DotOperandEncodingAttr}}
// expected-error @+1 {{'tt.dot' op failed to infer returned types}}
    %0 = tt.dot %a, %b, %c : tensor<32x16xf16, #blocked> * tensor<16x32xf16, #blocked> -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

// ... for their operand index ...
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #mma>) {
// expected-error @+2 {{Wrong opIdx}}
// expected-error @+1 {{'tt.dot' op failed to infer returned types}}
    %0 = tt.dot %a, %a, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

// ... whose parent is the result's layout.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#mma1 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #mma1>) {
// expected-error @+2 {{Incompatible parent encoding}}
// expected-error @+1 {{'tt.dot' op failed to infer returned types}}
    %0 = tt.dot %a, %b, %c : tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma1>
    tt.return
  }
}

// -----

// Both operands need the same kWidth.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<32x32xf32, #mma>) {
// expected-error @+1 {{mismatching kWidth between A and B operands}}
    %0 = tt.dot %a, %b, %c : tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

// An mma operand needs an mma result.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #blocked>) {
// expected-error @+1 {{mismatching MMA encoding}}
    %0 = tt.dot %a, %b, %c : tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

// The mma versions must agree.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>>, %b: tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #mma>) {
// expected-error @+1 {{mismatched MMA version.}}
    %0 = tt.dot %a, %b, %c : tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>> * tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

// f32 operands use mma only as tf32 ...
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<32x32xf32, #mma>) {
// expected-error @+1 {{unsupported MMA version}}
    %0 = tt.dot %a, %b, %c : tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

// ... and 16-bit integers not at all.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xi16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<16x32xi16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<32x32xi32, #mma>) {
// expected-error @+1 {{unsupported MMA version}}
    %0 = tt.dot %a, %b, %c : tensor<32x16xi16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x32xi16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xi32, #mma>
    tt.return
  }
}

// -----

// An mma v3 (wgmma) result takes operands from shared memory (or A in registers).
#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x16xf16, #blocked>, %b: tensor<16x32xf16, #blocked>, %c: tensor<64x32xf32, #mma1>) {
// expected-error @+2 {{unexpected operand layout for NvidiaMmaEncodingAttr v3}}
// expected-error @+1 {{'tt.dot' op failed to infer returned types}}
    %0 = tt.dot %a, %b, %c : tensor<64x16xf16, #blocked> * tensor<16x32xf16, #blocked> -> tensor<64x32xf32, #mma1>
    tt.return
  }
}

// -----

// ttg.memdesc_trans of a layout without a transposed form gives a shared_linear layout.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, rank = 3}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x64x64xf16, #shared, #smem>) {
// expected-error @+2 {{'ttg.memdesc_trans' op inferred type(s) '!ttg.memdesc<2x64x64xf16, #ttg.shared_linear<{offset = [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0], [0, 0, 1], [0, 8, 2], [0, 16, 4], [0, 0, 8], [0, 0, 16], [0, 0, 32], [1, 0, 0], [0, 32, 0]]}, alignment = 512>, #ttg.shared_memory>' are incompatible with return type(s) of operation '!ttg.memdesc<2x64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, rank = 3}>, #ttg.shared_memory>'}}
// expected-error @+1 {{'ttg.memdesc_trans' op failed to infer returned types}}
    %0 = ttg.memdesc_trans %arg0 {order = array<i32: 0, 2, 1>} : !ttg.memdesc<2x64x64xf16, #shared, #smem> -> !ttg.memdesc<2x64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

// A pipelined buffer (one more dim than its layout) cannot be transposed across the pipeline dim.
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x64x64xf16, #shared, #smem>) {
// expected-error @+2 {{rank of encoding does not match order: 2 vs 3}}
// expected-error @+1 {{'ttg.memdesc_trans' op failed to infer returned types}}
    %0 = ttg.memdesc_trans %arg0 {order = array<i32: 0, 2, 1>} : !ttg.memdesc<2x64x64xf16, #shared, #smem> -> !ttg.memdesc<2x64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

// tt.expand_dims of a tensor whose layout is not a slice: the layout interface's reason,
// then ExpandDimsOp's own error, then the inference failure.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @expand_dims_of_blocked(%arg0: tensor<128xi32, #blocked>) {
// expected-error @+3 {{ExpandDimsOp operand encoding must be SliceEncodingAttr}}
// expected-error @+2 {{failed to infer layout for ExpandDimsOp}}
// expected-error @+1 {{'tt.expand_dims' op failed to infer returned types}}
    %0 = tt.expand_dims %arg0 {axis = 0 : i32} : tensor<128xi32, #blocked> -> tensor<1x128xi32, #blocked1>
    tt.return
  }
}

// -----

// tt.reshape: the layout interface's message stands alone (no `'tt.reshape' op` prefix).
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshape_wrong_layout(%arg0: tensor<128xi32, #blocked>) {
// expected-error-re @+1 {{{{^}}Expected result encoding #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}> but was #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>}}
    %0 = tt.reshape %arg0 : tensor<128xi32, #blocked> -> tensor<2x64xi32, #blocked1>
    tt.return
  }
}

// -----

// tt.join: a result layout with one element per thread along the joined dimension.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @join_one_element_per_thread(%arg0: tensor<128xi32, #blocked>) {
// expected-error-re @+1 {{{{^}}Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension}}
    %0 = tt.join %arg0, %arg0 : tensor<128xi32, #blocked> -> tensor<128x2xi32, #blocked1>
    tt.return
  }
}
