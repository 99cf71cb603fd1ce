// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' -verify-diagnostics -o /dev/null
// What convert-triton-gpu-to-llvm rejects: diagnostics at the op (Triton 3.6 reports the
// first as a failed legalization and aborts on the others).

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel_returns_a_value(%x: i32) -> i32 {
    // expected-error @+1 {{failed to legalize operation 'tt.return' that was explicitly marked illegal}}
    tt.return %x : i32
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @half_division(%h: tensor<128xf16, #blocked>) {
    // expected-error @+1 {{Unsupported bitwidth}}
    %0 = arith.divf %h, %h : tensor<128xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fp16_to_fp8_toward_zero(%h: tensor<512xf16, #blocked>) {
    // expected-error @+1 {{Unsupported rounding mode for conversion to fp8: rtz}}
    %0 = tt.fp_to_fp %h, rounding = rtz : tensor<512xf16, #blocked> -> tensor<512xf8E5M2, #blocked>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{'tt.func' op tensor<8xi32> has no layout encoding: run convert-triton-to-tritongpu first}}
  tt.func @unencoded(%v: tensor<8xi32>) {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{'tt.func' op is a declaration without a body: it cannot be lowered}}
  tt.func private @external(tensor<256xi32, #blocked>)
}

// -----

#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [16, 16, 16], isTransposed = false}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{no linear layout for the ttg.amd_mfma encoding}}
  tt.func @amd_layout(%v: tensor<32x32xf16, #mfma>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{'builtin.module' op 'ttg.num-warps' must be a positive power of two, not 3}}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 3 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @three_warps() {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{needs 2147483648 registers per thread; at most 1048576 are supported}}
  tt.func @too_many_registers(%v: tensor<68719476736xi8, #blocked>) {
    tt.return
  }
}

// -----

#swizzled = #ttg.swizzled_shared<{vec = 0, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @zero_vec() {
    // expected-error @+1 {{'ttg.local_alloc' op swizzled shared layout needs positive vec, perPhase and maxPhase, not 0, 1 and 1}}
    %buf = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<16x16xf32, #swizzled, #smem, mutable>
    tt.return
  }
}

// -----

#row = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#cube = #ttg.blocked<{sizePerThread = [1, 1, 16], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @moving_reshape(%v: tensor<16x64xf32, #row>) {
    // expected-error @+1 {{expensive view not supported on reshape op}}
    %r = tt.reshape %v allow_reorder efficient_layout : tensor<16x64xf32, #row> -> tensor<4x32x8xf32, #cube>
    tt.return
  }
}
