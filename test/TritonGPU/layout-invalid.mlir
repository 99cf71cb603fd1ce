// RUN: ttopt %s -split-input-file -verify-diagnostics

// #ttg.blocked: the parser and verifier report at the mnemonic.
// expected-error @+1 {{sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank.}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{Every element in sizePerThread must be a power of two.}}
#L = #ttg.blocked<{sizePerThread = [3], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{Every element in threadsPerWarp must be a power of two.}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [24], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{Every element in warpsPerCTA must be a power of two.}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [3], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{order must be a permutation of 0..(rank-1), but was [1, 1]}}
#L = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<4x128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<4x128xi32, #L> -> tensor<4x128xi32, #L>
    tt.return
  }
}

// -----

// Keys are walked in sorted order: `aaa` is reported before `zzz`.
// expected-error @+1 {{unexpected key: aaa}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], zzz = 1, aaa = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// The legacy CTA keys are gone in 3.6.
// expected-error @+1 {{unexpected key: CTAOrder}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CTAsPerCGA = [1], CTASplitNum = [1], CTAOrder = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an unsigned integer value in number of elements per thread}}
#L = #ttg.blocked<{sizePerThread = [-1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an array for number of elements per thread}}
#L = #ttg.blocked<{sizePerThread = 1, threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an integer type in number of warps per CTA}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4.0], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an unsigned integer value in order}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [true]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{duplicate key 'sizePerThread' in dictionary attribute}}
#L = #ttg.blocked<{sizePerThread = [1], sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// CGALayout errors.
// expected-error @+1 {{expected array value for 'CGALayout'}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = 1}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an array for CGALayout entry}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an integer type in CGALayout entry}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1.0]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an unsigned integer value in CGALayout entry}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[-1]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{'CGALayout' entry length does not match rank 1}}
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// #ttg.slice.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{slice dim=2 must be less than the parent rank=2}}
#L = #ttg.slice<{dim = 2, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// The dim is read as a 32-bit unsigned number.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{slice dim=4294967295 must be less than the parent rank=2}}
#L = #ttg.slice<{dim = -1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{parent layout must have at least rank >= 2}}
#L = #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected a distributed encoding trait}}
#L = #ttg.slice<{dim = 0, parent = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected a distributed encoding trait}}
#L = #ttg.slice<{dim = 0, parent = 1}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// #ttg.nvidia_mma.
// expected-error @+1 {{expected an unsigned integer value in warpsPerCTA}}
#L = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [-2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf32, #L> -> tensor<32x32xf32, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an unsigned integer value in versionMinor}}
#L = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = -1, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf32, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf32, #L> -> tensor<32x32xf32, #L>
    tt.return
  }
}

// -----

// #ttg.dot_op: an ODS struct; errors at the offending token, the verifier at the `<`.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper MMA parent}}
#L = #ttg.dot_op<{opIdx = 0, parent = #mma}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{ttg.dot_op opIdx parameter can be 0 or 1, got: 2}}
#L = #ttg.dot_op<{opIdx = 2, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// expected-error @+1 {{ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, since Hopper WGMMA only allows first operand to be in registers}}
#L = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<64x32xf16, #L> -> tensor<64x32xf16, #L>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{ttg.dot_op kWidth parameter can only be non-zero for Ampere or Hopper MMA parent}}
#L = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{ttg.dot_op kWidth parameter is not supported when the parent is a blocked layout}}
#L = #ttg.dot_op<{opIdx = 0, parent = #blocked, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{ttg.dot_op unexpected parent layout: #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>}>}}
#L = #ttg.dot_op<{opIdx = 0, parent = #ttg.slice<{dim = 0, parent = #blocked}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{ttg.dot_op unexpected parent layout: 3 : i64}}
#L = #ttg.dot_op<{opIdx = 0, parent = 3, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{struct is missing required parameter: parent}}
#L = #ttg.dot_op<{opIdx = 0, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{struct is missing required parameter: opIdx}}
#L = #ttg.dot_op<{parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{duplicate or unknown struct parameter name: foo}}
#L = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2, foo = 1}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{duplicate or unknown struct parameter name: opIdx}}
#L = #ttg.dot_op<{opIdx = 0, opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{expected '}'}}
#L = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2 : i32}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

// #ttg.linear: parse errors are reported at the token after the attribute.
// expected-error @+2 {{Expected basis of 'block' not found}}
#L = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<16x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<16x32xf16, #L> -> tensor<16x32xf16, #L>
    tt.return
  }
}

// -----

// expected-error @+2 {{Empty Layout not supported}}
#L = #ttg.linear<{register = [], lane = [], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<16x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<16x32xf16, #L> -> tensor<16x32xf16, #L>
    tt.return
  }
}

// -----

// expected-error @+2 {{Expected array of arrays for basis of 'register'}}
#L = #ttg.linear<{register = 1, lane = [], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<16x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<16x32xf16, #L> -> tensor<16x32xf16, #L>
    tt.return
  }
}

// -----

// expected-error @+2 {{Expected array of integers in basis for 'register'}}
#L = #ttg.linear<{register = [1], lane = [], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<16x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<16x32xf16, #L> -> tensor<16x32xf16, #L>
    tt.return
  }
}

// -----

// expected-error @+1 {{In a distributed layout, each base must move in at most one dimension.}}
#L = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 1]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<16x32xf16, #L>) {
    %0 = ttg.convert_layout %arg0 : tensor<16x32xf16, #L> -> tensor<16x32xf16, #L>
    tt.return
  }
}

// -----

// #ttg.swizzled_shared.
// expected-error @+1 {{unexpected key: foo}}
#L = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], foo = 1}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{order must be a permutation of 0..(rank-1), but was [1, 1]}}
#L = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an unsigned integer value in vec}}
#L = #ttg.swizzled_shared<{vec = -1, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an integer type in vec}}
#L = #ttg.swizzled_shared<{vec = [8], perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{'CGALayout' entry length does not match rank 2}}
#L = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// #ttg.nvmma_shared.
// expected-error @+1 {{expected a bool type in transposed}}
#L = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = 1, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{unexpected key: foo}}
#L = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, foo = 1}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an unsigned integer value in swizzlingByteWidth}}
#L = #ttg.nvmma_shared<{swizzlingByteWidth = -128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// The CGA layout's length must match `rank` (2 unless given), so 3.6's print of a
// rank-3 layout with a CGA layout does not re-parse.
// expected-error @+1 {{'CGALayout' entry length does not match rank 2}}
#L = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1, 0]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x64x64xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// #ttg.shared_linear.
// expected-error @+1 {{expected ','}}
#L = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<4x4xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{alignment must be specified outside of the linear layout braces}}
#L = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]], alignment = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<4x4xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{alignment must be a positive power of two}}
#L = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]]}, alignment = 3>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<4x4xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{After removing the zero bases the layout must be bijective}}
#L = #ttg.shared_linear<{offset = [[0, 1], [0, 1], [1, 0], [2, 0]]}, alignment = 16>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<4x4xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+2 {{SharedLinearEncodingAttr must have exactly two attributes: offset and block}}
#L = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]], foo = []}, alignment = 16>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<4x4xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// #ttg.padded_shared.
// expected-error @+1 {{interval values must all be power of two}}
#L = #ttg.padded_shared<[24:+4] {order = [1, 0], shape = [16, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<16x16xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{padding values must all be power of two}}
#L = #ttg.padded_shared<[32:+3] {order = [1, 0], shape = [16, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<16x16xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{interval values cannot have duplicates}}
#L = #ttg.padded_shared<[32:+4, 32:+8] {order = [1, 0], shape = [16, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<16x16xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{expected integer value}}
#L = #ttg.padded_shared<[] {order = [1, 0], shape = [16, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<16x16xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{Unexpected attribute "foo" found}}
#L = #ttg.padded_shared<[32:+4] {order = [1, 0], foo = [16, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<16x16xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// The bases form is chosen as soon as `offset` or `block` is given (PaddedSharedEncodingAttr::parse),
// so `shape` beside them is the unexpected key, not `block`.
// expected-error @+1 {{Unexpected attribute "shape" found}}
#L = #ttg.padded_shared<[8:+2] {block = [], offset = [[0, 1], [0, 2], [1, 0]], shape = [2, 4]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x4xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{Mismatch of shape and order ranks in padded layout}}
#L = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<16x16xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// VerifyTensorLayoutsTrait: lanes, warps and CTAs against the module.
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{Operand 0 (<block argument> of type 'tensor<128xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]}>>' at index: 0) has an invalid layout: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]}>.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{has an invalid layout: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{Layout has 2 CTAs per CGA, but the context requires 1 CTAs per CGA.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{Layout has 1 CTAs per CGA, but the context requires 2 CTAs per CGA.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

#L = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{Layout has rank 2, but the tensor it's attached to has rank 1.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{Layout has 32 threads per warp, but the module specifies 64 threads per warp.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{has an invalid layout: Could not determine the number of warps per CTA. Operation is not in a context with `ttg.num-warps`.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// A non-integer num-warps is as good as none.
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = "4"} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{Could not determine the number of warps per CTA.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// Slices and dot operands have their parent's warps.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 1], order = [1, 0]}>
#L = #ttg.slice<{dim = 0, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{Layout has 2 warps per CTA, but the context requires 4 warps per CTA.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 8]}>
#L = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32x32xf16, #L>) {
    // expected-error @+1 {{Layout has 2 warps per CTA, but the context requires 4 warps per CTA.}}
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #L> -> tensor<32x32xf16, #L>
    tt.return
  }
}

// -----

#L = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<32xf32, #L>) {
    // expected-error @+1 {{Layout has rank 2, but the tensor it's attached to has rank 1.}}
    %0 = ttg.convert_layout %arg0 : tensor<32xf32, #L> -> tensor<32xf32, #L>
    tt.return
  }
}

// -----

#L = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<16x32xf16, #L>) {
    // expected-error @+1 {{Layout has 2 warps per CTA, but the context requires 4 warps per CTA.}}
    %0 = ttg.convert_layout %arg0 : tensor<16x32xf16, #L> -> tensor<16x32xf16, #L>
    tt.return
  }
}

// -----

// A shared layout is not a tensor layout.
#L = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{has an invalid layout: Non-distributed layout is not allowed in tensor type.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L>
    tt.return
  }
}

// -----

// The result is checked after the operands.
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#L2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #L>) {
    // expected-error @+1 {{Result has an invalid layout: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>.}}
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #L> -> tensor<128xi32, #L2>
    tt.return
  }
}

// -----

// !ttg.memdesc: verifier errors are reported at the `<`.
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{shape must be less than or equal to allocShape. shape = 64, 64, allocShape = 32, 64}}
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, 32x64>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{alloc shape must have at least as many dimensions as shape}}
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, 64>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{shape must have power-of-2 and non-zero dimensions; got 64, 48}}
  tt.func @f(%arg0: !ttg.memdesc<64x48xf16, #shared, #smem>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{shape must have power-of-2 and non-zero dimensions; got 64, 0}}
  tt.func @f(%arg0: !ttg.memdesc<64x0xf16, #shared, #smem>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{rank 0 memdesc is not allowed}}
  tt.func @f(%arg0: !ttg.memdesc<f16, #shared, #smem>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{rank must be equal to or one less than the shape size. Got 2 and 1}}
  tt.func @f(%arg0: !ttg.memdesc<4xf16, #shared, #smem>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{rank must be equal to or one less than the shape size. Got 2 and 4}}
  tt.func @f(%arg0: !ttg.memdesc<2x2x64x64xf16, #shared, #smem>) {
    tt.return
  }
}

// -----

#bl = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}> is not a valid encoding}}
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #bl, #smem>) {
    tt.return
  }
}

// -----

#bl = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{memorySpace must be SharedMemorySpace for shared encoding. Got #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>}}
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #bl>) {
    tt.return
  }
}

// -----

#shared = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 16]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{Mismatch in expected shape for dimension 1. Expected: 64, got: 16}}
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{expected static shape}}
  tt.func @f(%arg0: !ttg.memdesc<?x64xf16, #shared, #smem>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{expected ','}}
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{expected '>'}}
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, immutable>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{expected '>'}}
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, 3x64x64, mutable>) {
    tt.return
  }
}

// -----

// #ttg.padded_shared's order and shape build an identity layout; upstream asserts on
// an order that is no permutation or a shape that is no power of two.
// expected-error @+1 {{order must be a permutation of 0..(rank-1), but was [4, 1]}}
#L = #ttg.padded_shared<[32:+4] {order = [4, 1], shape = [16, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<16x16xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{shape must be powers of two, but was [16, 12]}}
#L = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 12]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<16x8xf16, #L, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// Integer layout parameters are 32-bit.
// expected-error @+1 {{integer value too large}}
#d = #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>, kWidth = 4294967298}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @f(tensor<32x32xf16, #d>)
}
