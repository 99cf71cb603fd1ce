// RUN: ttopt %s -split-input-file -tritongpu-pipeline=num-stages=3 -verify-diagnostics

// TMA loads (tt.descriptor_load, lowered upstream to async_tma_copy_global_to_local with
// mbarriers) are not pipelined by ttopt: the pass refuses the loop before rewriting anything.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tma_load(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %b_regs: tensor<64x64xf16, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %b = ttg.local_alloc %b_regs : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      // expected-error @+1 {{'tt.descriptor_load' op tritongpu-pipeline: pipelining loops with 'tt.descriptor_load' is not supported by ttopt}}
      %a = tt.descriptor_load %desc[%i, %c0] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %a_smem = ttg.local_alloc %a {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_smem, %b, %acc {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    } {tt.scheduled_max_stage = 2 : i32}
    tt.return %r : tensor<64x64xf32, #mma>
  }
}

// -----

// mbarrier waits in a scheduled loop (TMA and tcgen05 pipelines) are refused too.
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

// -----

// TMA stores in a loop with num_stages > 1 (pipelineTMAStores) are refused even when the loop
// has no schedule.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tma_store(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %v: tensor<64x64xf16, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      // expected-error @+1 {{'tt.descriptor_store' op tritongpu-pipeline: pipelining loops with 'tt.descriptor_store' is not supported by ttopt}}
      tt.descriptor_store %desc[%i, %c0], %v : !tt.tensordesc<tensor<64x64xf16, #shared>>, tensor<64x64xf16, #blocked>
    }
    tt.return
  }
}

// -----

// So are TMA scatters (also rewritten by pipelineTMAStores), here with the loop's own num_stages.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#offsets = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tma_scatter(%desc: !tt.tensordesc<tensor<1x64xf16, #shared>>, %rows: tensor<16xi32, #offsets>, %v: tensor<16x64xf16, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      // expected-error @+1 {{'tt.descriptor_scatter' op tritongpu-pipeline: pipelining loops with 'tt.descriptor_scatter' is not supported by ttopt}}
      tt.descriptor_scatter %desc[%rows, %i], %v : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<16xi32, #offsets>, i32, tensor<16x64xf16, #blocked>
    } {tt.num_stages = 2 : i32}
    tt.return
  }
}
