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
