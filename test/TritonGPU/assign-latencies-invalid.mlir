// RUN: ttopt %s -split-input-file -tritongpu-assign-latencies -verify-diagnostics

#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // One shared buffer read as two dot operands: upstream compares the shared layouts both
  // reads would need, which ttopt does not compute for a buffer already in shared memory.
  tt.func @two_reads(%p: tensor<128x64x!tt.ptr<f16>, #A> {tt.contiguity = dense<[1, 8]> : tensor<2xi32>, tt.divisibility = dense<[16, 16]> : tensor<2xi32>}, %n: i32, %b: tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %xa = ttg.local_alloc %x : (tensor<128x64xf16, #A>) -> !ttg.memdesc<128x64xf16, #sw, #smem>
      %x2 = ttg.local_load %xa : !ttg.memdesc<128x64xf16, #sw, #smem> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      // expected-error @+1 {{'ttg.local_load' op comparing the shared layouts of dot operands read from shared memory is not supported}}
      %x4 = ttg.local_load %xa : !ttg.memdesc<128x64xf16, #sw, #smem> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %d = tt.dot %x2, %b, %acc : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      %x4f = arith.extf %x4 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> to tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }
}
