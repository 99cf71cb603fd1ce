// RUN: ttopt %s -split-input-file -allocate-shared-memory -test-print-membar | FileCheck %s

// Barriers around Hopper's ops (lib/Analysis/Membar.cpp with NVIDIA's canSkipBarSync, as
// upstream's test pass runs it). wgmma reads its shared-memory operands; a fence
// (fence_async_shared) orders proxies, not threads, and warp_group_dot_wait touches no
// memory, so neither replaces a barrier. The first three cases were checked against
// Triton 3.6 (whose analysis they do not depend on the filter for); the mbarrier pairs
// follow canSkipBarSync.

// Stores then a wgmma reading them: a barrier (after the fence); storing again into a
// buffer the wgmma read: another.
// CHECK-LABEL: tt.func public @wgmma_reads_shared
// CHECK: ttg.local_store
// CHECK-NEXT: ttg.local_store
// CHECK-NEXT: ttng.fence_async_shared
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttng.warp_group_dot
// CHECK-NEXT: ttng.warp_group_dot_wait
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttg.local_store
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @wgmma_reads_shared(%a: tensor<64x64xf16, #blocked>, %b: tensor<64x64xf16, #blocked>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %A = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %B = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %a, %A : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %b, %B : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    %d = ttng.warp_group_dot %A, %B, %cst {isAsync = true} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf32, #mma>
    %w:3 = ttng.warp_group_dot_wait %d, %A, %B {pendings = 0 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %a, %A : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return %w#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// A pipelined loop: the barrier after async_wait makes the copy visible to the wgmma;
// the copy of the next iteration waits for the wgmma's read through the back edge.
// CHECK-LABEL: tt.func public @register_a_pipelined_b
// CHECK: scf.for
// CHECK-NEXT: ttg.memdesc_index
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttg.async_copy_global_to_local
// CHECK-NEXT: ttg.async_commit_group
// CHECK-NEXT: ttg.async_wait
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttng.warp_group_dot
// CHECK-NEXT: ttng.warp_group_dot_wait
// CHECK-NOT: ttg.local_barrier
// CHECK: tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @register_a_pipelined_b(%a: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %p: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    %r:2 = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%acc = %cst, %idx = %c0_i32) -> (tensor<64x64xf32, #mma>, i32)  : i32 {
      %s = ttg.memdesc_index %buf[%idx] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
      %t = ttg.async_copy_global_to_local %p, %s : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
      %c = ttg.async_commit_group tokens %t
      %w = ttg.async_wait %c {num = 0 : i32}
      %d = ttng.warp_group_dot %a, %s, %acc {isAsync = true} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf32, #mma>
      %dw:2 = ttng.warp_group_dot_wait %d, %s {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
      %next = arith.xori %idx, %c1_i32 : i32
      scf.yield %dw#0, %next : tensor<64x64xf32, #mma>, i32
    }
    %f = ttng.warp_group_dot_wait %r#0 {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    ttg.local_dealloc %buf : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    tt.return %f : tensor<64x64xf32, #mma>
  }
}

// -----

// An arrive may signal other threads: everything before it completes first, and it
// conflicts with whatever follows. A TMA store wait gets a barrier after it.
// CHECK-LABEL: tt.func public @arrive_and_tma_store
// CHECK: ttg.local_store
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttng.arrive_barrier
// CHECK-NEXT: ttng.fence_async_shared
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttng.async_tma_copy_local_to_global
// CHECK-NEXT: ttng.async_tma_store_wait
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttg.local_store
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @arrive_and_tma_store(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %t: tensor<64x64xf16, #blocked>) {
    %c0_i32 = arith.constant 0 : i32
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %t, %buf : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %desc[%c0_i32, %c0_i32] %buf : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    ttg.local_store %t, %buf : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// canSkipBarSync: inits (or invals) of one mbarrier array in a row, and expect, TMA load
// and wait among themselves, need no barrier; two waits do, and so does an inval after a
// wait. A read of what a TMA load wrote needs none: the mbarrier wait releases it.
// CHECK-LABEL: tt.func public @mbarrier_pairs
// CHECK: ttng.init_barrier
// CHECK-NEXT: ttng.init_barrier
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttng.barrier_expect
// CHECK-NEXT: ttng.async_tma_copy_global_to_local
// CHECK-NEXT: ttng.wait_barrier
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttng.wait_barrier
// CHECK-NEXT: ttg.local_load
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttng.inval_barrier
// CHECK-NEXT: ttng.inval_barrier
// CHECK-LABEL: tt.func public @read_after_tma
// CHECK: ttng.async_tma_copy_global_to_local
// CHECK-NEXT: ttg.local_load
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mbarrier_pairs(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>) -> tensor<64x64xf16, #blocked> {
    %true = arith.constant true
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %bars = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared1, #smem, mutable>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %b0 = ttg.memdesc_index %bars[%c0_i32] : !ttg.memdesc<2x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %b1 = ttg.memdesc_index %bars[%c1_i32] : !ttg.memdesc<2x1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %b0, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %b1, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.barrier_expect %b0, 8192, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%c0_i32, %c0_i32] %buf, %b0, %true : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.wait_barrier %b0, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.wait_barrier %b0, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %r = ttg.local_load %buf : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
    ttng.inval_barrier %b0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %b1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return %r : tensor<64x64xf16, #blocked>
  }
  tt.func public @read_after_tma(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) -> tensor<64x64xf16, #blocked> {
    %true = arith.constant true
    %c0_i32 = arith.constant 0 : i32
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%c0_i32, %c0_i32] %buf, %bar, %true : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %r = ttg.local_load %buf : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
    tt.return %r : tensor<64x64xf16, #blocked>
  }
}
