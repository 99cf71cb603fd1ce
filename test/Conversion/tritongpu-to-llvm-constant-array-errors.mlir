// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -verify-diagnostics -o /dev/null
// Non-splat tensor constants the lowering rejects (Triton 3.6 reports the first and
// aborts on the second).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  tt.func @more_elements_than_registers(%p: tensor<4x!tt.ptr<i32>, #blocked>) {
    // expected-error @+1 {{Right now we only support constant arrays with the same number of elements as the number of threads per warp}}
    %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32, #blocked>
    tt.store %p, %c : tensor<4x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  tt.func @float_elements(%p: tensor<2x!tt.ptr<f32>, #blocked>) {
    // expected-error @+1 {{ArithConstantArrayOpConversion supports only integer element types}}
    %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32, #blocked>
    tt.store %p, %c : tensor<2x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
