// RUN: ttopt %s -split-input-file -tritongpu-reorder-instructions | FileCheck %s
// The dot's B operand is read from shared memory after A only when no op between them writes
// memory (crossWriteSideEffectingOp): the mbarrier ops write their barrier (MemWrite<SharedMemory>,
// as in TritonNvidiaGPUOps.td), so B's local_load stays before them. Checked against Triton 3.6.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @b_stays_before_a_barrier_wait
  // CHECK: ttg.local_load {{.*}}opIdx = 1
  // CHECK: ttng.wait_barrier
  // CHECK: ttg.local_load {{.*}}opIdx = 0
  // CHECK: tt.dot
  tt.func @b_stays_before_a_barrier_wait(%p: tensor<64x16x!tt.ptr<f16>, #blocked>, %q: tensor<16x64x!tt.ptr<f16>, #blocked>, %phase: i32) -> tensor<64x64xf32, #mma> {
    %barrier = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = tt.load %q : tensor<16x64x!tt.ptr<f16>, #blocked>
    %b_smem = ttg.local_alloc %b : (tensor<16x64xf16, #blocked>) -> !ttg.memdesc<16x64xf16, #shared, #smem>
    %b_op = ttg.local_load %b_smem : !ttg.memdesc<16x64xf16, #shared, #smem> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %a = tt.load %p : tensor<64x16x!tt.ptr<f16>, #blocked>
    %a_smem = ttg.local_alloc %a : (tensor<64x16xf16, #blocked>) -> !ttg.memdesc<64x16xf16, #shared, #smem>
    ttng.wait_barrier %barrier, %phase : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    %a_op = ttg.local_load %a_smem : !ttg.memdesc<64x16xf16, #shared, #smem> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a_op, %b_op, %zero : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // Without a write in between, B's read moves after A's.
  // CHECK-LABEL: tt.func @b_moves_after_a
  // CHECK: ttg.local_load {{.*}}opIdx = 0
  // CHECK-NEXT: ttg.local_load {{.*}}opIdx = 1
  // CHECK-NEXT: tt.dot
  tt.func @b_moves_after_a(%p: tensor<64x16x!tt.ptr<f16>, #blocked>, %q: tensor<16x64x!tt.ptr<f16>, #blocked>) -> tensor<64x64xf32, #mma> {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = tt.load %q : tensor<16x64x!tt.ptr<f16>, #blocked>
    %b_smem = ttg.local_alloc %b : (tensor<16x64xf16, #blocked>) -> !ttg.memdesc<16x64xf16, #shared, #smem>
    %b_op = ttg.local_load %b_smem : !ttg.memdesc<16x64xf16, #shared, #smem> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %a = tt.load %p : tensor<64x16x!tt.ptr<f16>, #blocked>
    %a_smem = ttg.local_alloc %a : (tensor<64x16xf16, #blocked>) -> !ttg.memdesc<64x16xf16, #shared, #smem>
    %a_op = ttg.local_load %a_smem : !ttg.memdesc<64x16xf16, #shared, #smem> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a_op, %b_op, %zero : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}
