// RUN: ttopt %s -tritongpu-pipeline=num-stages=3 -verify-diagnostics -o /dev/null

// A load two stages before its use that cannot be copied with cp.async (2-byte vectors) stays a
// register load; upstream's lowerLoads (LowerLoops.cpp) says so with a remark.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @narrow_load(%ptr: tensor<32x32x!tt.ptr<f16>, #blocked>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %n: i32) -> tensor<32x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<32x32xf32, #mma>) : i32 {
      // expected-remark @+1 {{Pipelining load that cannot use vectorized copy. This will likely lead to pipelining in registers and severe performance degradation.}}
      %a = tt.load %ptr {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<32x32x!tt.ptr<f16>, #blocked>
      %a_op = ttg.convert_layout %a {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %d = tt.dot %a_op, %b, %acc {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
      scf.yield %d : tensor<32x32xf32, #mma>
    } {tt.scheduled_max_stage = 2 : i32}
    tt.return %r : tensor<32x32xf32, #mma>
  }
}
