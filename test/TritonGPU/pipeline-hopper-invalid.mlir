// RUN: ttopt %s -split-input-file -tritongpu-pipeline=num-stages=3 -verify-diagnostics

// A descriptor made inside a scheduled loop is written into a multi-buffered global scratch
// tensormap (lowerTMADescriptors); in a stage before the last, the expander would have to
// predicate the `ttng.tensormap_create` it becomes, which upstream cannot do either (it aborts
// with this message).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @descriptor_in_loop(%base: !tt.ptr<f16>, %b_regs: tensor<64x64xf16, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %b = ttg.local_alloc %b_regs : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c1_i64 = arith.constant 1 : i64
    %c64_i64 = arith.constant 64 : i64
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      // expected-error @+1 {{'ttng.tensormap_create' op pipeliner doesn't know how to predicate this op.}}
      %desc = tt.make_tensor_descriptor %base, [%n, %n], [%c64_i64, %c1_i64] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : <f16>, <tensor<64x64xf16, #shared>>
      %a = tt.descriptor_load %desc[%i, %c0] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %a_smem = ttg.local_alloc %a {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_smem, %b, %acc {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    } {tt.scheduled_max_stage = 2 : i32}
    tt.return %r : tensor<64x64xf32, #mma>
  }
}

// -----

// mbarrier waits already in a scheduled loop (warp-specialized and tcgen05 pipelines) are refused
// before anything is rewritten.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @barrier_wait(%ptr: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %phase: i32, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %a = tt.load %ptr {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
      // expected-error @+1 {{'ttng.wait_barrier' op tritongpu-pipeline: pipelining loops with 'ttng.wait_barrier' is not supported by ttopt}}
      ttng.wait_barrier %bar, %phase {loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
      tt.store %ptr, %a {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
    } {tt.scheduled_max_stage = 1 : i32}
    tt.return
  }
}
