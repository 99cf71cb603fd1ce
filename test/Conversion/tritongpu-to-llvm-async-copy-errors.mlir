// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' -verify-diagnostics -o /dev/null
// cp.async moves 4, 8 or 16 bytes: a copy whose mask changes every element (an unknown
// bound) would be 2 bytes per f16 and is rejected, as Triton 3.6 does.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_byte_copies(%base: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) {
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %row = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %offs = tt.broadcast %row : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %bases = tt.splat %base : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %ptr = tt.addptr %bases, %offs : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %bound = tt.splat %n : i32 -> tensor<32x64xi32, #blocked>
    %mask = arith.cmpi slt, %offs, %bound : tensor<32x64xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    // expected-error @+1 {{cp.async does not support transfers smaller than 4 bytes; calculated this as 2 bytes}}
    %t = ttg.async_copy_global_to_local %ptr, %buf mask %mask : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
