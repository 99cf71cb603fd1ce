// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' -verify-diagnostics -o /dev/null
// Layout conversions and shared-memory ops convert-triton-gpu-to-llvm does not lower: a
// diagnostic at the op (Triton 3.6 fails on both: the cross-CTA conversion emits an
// `nvvm.mapa` that does not verify, the i1 buffer trips an assertion).

#src = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#dst = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @across_ctas(%arg0: tensor<64x64xf32, #src>) {
    // expected-error @+1 {{layout conversions between the CTAs of a cluster are not supported}}
    %0 = ttg.convert_layout %arg0 : tensor<64x64xf32, #src> -> tensor<64x64xf32, #dst>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#flat = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bool_buffer(%arg0: tensor<512xi1, #blocked>) {
    // expected-error @+1 {{shared memory of 'i1' elements is not supported (whole-byte ints and floats only)}}
    %0 = ttg.local_alloc %arg0 : (tensor<512xi1, #blocked>) -> !ttg.memdesc<512xi1, #flat, #smem, mutable>
    tt.return
  }
}
