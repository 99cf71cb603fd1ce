// RUN: ttopt %s -split-input-file -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops -tritongpu-pipeline=num-stages=3 | FileCheck %s

// The TMA path of the software pipeliner on cuda:90 (LowerLoops.cpp's lowerLoads for
// descriptor loads and gathers, TMAStoresPipeline.cpp); the outputs equal Triton 3.6's.

// The two TMA loads feeding the wgmma share one 3-deep mbarrier array: one expect of both
// blocks' bytes (2 x 64x64xf16), the copies signalling it, one wait on the phase, which flips
// when the extract index wraps. The buffers get the descriptors' layout and the wgmma reads
// the slots directly (one more slot for the async wgmma).
// CHECK-LABEL: tt.func public @two_tma_loads
// CHECK: %[[A:.+]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
// CHECK: %[[B:.+]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
// CHECK: %[[BARS:.+]] = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
// CHECK-COUNT-3: ttng.init_barrier %{{.+}}, 1
// CHECK: %[[P0:.+]] = arith.cmpi sgt, %arg3, %c0_i32
// CHECK: %[[BAR0:.+]] = ttg.memdesc_index %[[BARS]][%c0_i32]
// CHECK: ttng.barrier_expect %[[BAR0]], 16384, %[[P0]]
// CHECK: %[[A0:.+]] = ttg.memdesc_index %[[A]][%c0_i32]
// CHECK: ttng.async_tma_copy_global_to_local %arg0[%arg2, %c0_i32] %[[A0]], %[[BAR0]], %[[P0]]
// CHECK: %[[B0:.+]] = ttg.memdesc_index %[[B]][%c0_i32]
// CHECK: ttng.async_tma_copy_global_to_local %arg1[%c0_i32, %arg2] %[[B0]], %[[BAR0]], %[[P0]]
// CHECK: ttng.barrier_expect %{{.+}}, 16384
// CHECK: scf.for %[[IV:.+]] = %c0_i32 to %arg3 step %c1_i32 iter_args(%[[ACC:.+]] = %cst, %[[INS:.+]] = %c1_i32, %[[EXT:.+]] = %c-1_i32, %[[PHASE:.+]] = %c0_i32
// CHECK: %[[NEXT:.+]] = arith.addi %[[EXT]], %c1_i32
// CHECK: %[[WRAP:.+]] = arith.cmpi sge, %[[NEXT]]
// CHECK: %[[SLOT:.+]] = arith.select %[[WRAP]], %c0_i32, %[[NEXT]]
// CHECK: %[[FLIP:.+]] = arith.xori %[[PHASE]], %c1_i32
// CHECK: %[[PH:.+]] = arith.select %[[WRAP]], %[[FLIP]], %[[PHASE]]
// CHECK: %[[WBAR:.+]] = ttg.memdesc_index %[[BARS]][%[[SLOT]]]
// CHECK: ttng.wait_barrier %[[WBAR]], %[[PH]] :
// CHECK: %[[BV:.+]] = ttg.memdesc_index %[[B]][%[[SLOT]]]
// CHECK: %[[AV:.+]] = ttg.memdesc_index %[[A]][%[[SLOT]]]
// CHECK: ttng.warp_group_dot %[[AV]], %[[BV]], %[[ACC]] {isAsync = true}
// CHECK: ttng.barrier_expect %{{.+}}, 16384, %{{.+}}
// CHECK-COUNT-2: ttng.async_tma_copy_global_to_local
// CHECK: scf.yield
// CHECK-COUNT-3: ttng.inval_barrier
// CHECK: ttg.local_dealloc %[[BARS]]
// CHECK: ttg.local_dealloc %[[B]]
// CHECK: ttg.local_dealloc %[[A]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_tma_loads(%a_desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %b_desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %row: i32, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %k = arith.muli %i, %c64 : i32
      %a = tt.descriptor_load %a_desc[%row, %k] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %a_smem = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %b = tt.descriptor_load %b_desc[%k, %row] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %b_smem = ttg.local_alloc %b : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_smem, %b_smem, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }
}


// -----

// A TMA gather groups with the descriptor load that follows it.
// CHECK-LABEL: tt.func public @gather_then_load
// CHECK: ttng.barrier_expect %{{.+}}, 16384, %{{.+}}
// CHECK-NEXT: %[[G0:.+]] = ttg.memdesc_index
// CHECK-NEXT: ttng.async_tma_gather %arg0[%arg2, %c0_i32] %[[G0]], %{{.+}}, %{{.+}} :
// CHECK-NEXT: ttg.memdesc_index
// CHECK-NEXT: ttng.async_tma_copy_global_to_local %arg1[%c0_i32, %c0_i32]
// CHECK: scf.for
// CHECK-COUNT-1: ttng.wait_barrier
// CHECK-NOT: ttng.wait_barrier
// CHECK: ttng.async_tma_gather
// CHECK: scf.yield
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#offsets = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather_then_load(%g_desc: !tt.tensordesc<tensor<1x64xf16, #shared>>, %b_desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %rows: tensor<64xi32, #offsets>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %k = arith.muli %i, %c64 : i32
      %a = tt.descriptor_gather %g_desc[%rows, %k] : (!tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<64xi32, #offsets>, i32) -> tensor<64x64xf16, #blocked>
      %a_smem = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %b = tt.descriptor_load %b_desc[%k, %c0] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %b_smem = ttg.local_alloc %b : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_smem, %b_smem, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }
}


// -----

// TMA stores of one shape share a buffer in the descriptor's layout: each waits for the
// previous store to have read it, stores, fences, then stores asynchronously.
// CHECK-LABEL: tt.func public @stores
// CHECK: %[[BUF:.+]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK: scf.for
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_store %arg1, %[[BUF]]
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_local_to_global %arg0[%{{.+}}, %c0_i32] %[[BUF]]
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_store %arg1, %[[BUF]]
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_reduce add, %arg0[%c0_i32, %{{.+}}] %[[BUF]]
// CHECK-NEXT: }
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_dealloc %[[BUF]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @stores(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %v: tensor<64x64xf16, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      tt.descriptor_store %desc[%i, %c0], %v : !tt.tensordesc<tensor<64x64xf16, #shared>>, tensor<64x64xf16, #blocked>
      tt.descriptor_reduce add, %desc[%c0, %i], %v : !tt.tensordesc<tensor<64x64xf16, #shared>>, tensor<64x64xf16, #blocked>
    }
    tt.return
  }
}


// -----

// A use between two TMA loads splits them into two barrier groups; loads read in registers
// go through a local_load after their group's wait.
// CHECK-LABEL: tt.func public @register_uses
// CHECK: %[[BARS0:.+]] = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared1, #smem, mutable>
// CHECK: %[[BARS1:.+]] = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared1, #smem, mutable>
// CHECK: ttng.barrier_expect %{{.+}}, 8192
// CHECK: ttng.barrier_expect %{{.+}}, 8192
// CHECK: scf.for
// CHECK: %[[W0:.+]] = ttg.memdesc_index %[[BARS0]]
// CHECK-NEXT: ttng.wait_barrier %[[W0]], %[[PH:.+]] :
// CHECK-NEXT: %[[AV:.+]] = ttg.memdesc_index
// CHECK-NEXT: ttg.local_load %[[AV]] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
// CHECK: %[[W1:.+]] = ttg.memdesc_index %[[BARS1]]
// CHECK-NEXT: ttng.wait_barrier %[[W1]], %[[PH]] :
// CHECK-NEXT: %[[BV:.+]] = ttg.memdesc_index
// CHECK-NEXT: ttg.local_load %[[BV]]
// CHECK: tt.dot
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @register_uses(%a_desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %b_desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %k = arith.muli %i, %c64 : i32
      %a = tt.descriptor_load %a_desc[%c0, %k] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %a_op = ttg.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %b = tt.descriptor_load %b_desc[%k, %c0] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %b_op = ttg.convert_layout %b : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %a_op, %b_op, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }
}
