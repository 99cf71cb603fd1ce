// RUN: ttopt %s -split-input-file -triton-nvidia-gpu-proxy-fence-insertion | FileCheck %s
// RUN: ttopt %s -split-input-file -triton-nvidia-gpu-proxy-fence-insertion=compute-capability=80 | FileCheck %s --check-prefix=SM80

// A TMA load or gather (an async-proxy write) into bytes that threads accessed since the
// last fence gets a `ttng.fence_async_shared` before it. Outputs checked against Triton 3.6
// (ProxFenceInsertion.cpp). Below sm90 the pass does nothing (the one fence is the input's).
// SM80-NOT: ttng.fence_async_shared
// SM80-LABEL: @other_buffer_and_existing_fence
// SM80-COUNT-1: ttng.fence_async_shared
// SM80-NOT: ttng.fence_async_shared

// After a local_store (and later a local_load) of the destination: a fence each time.
// The mbarrier ops' own accesses never call for one.
// CHECK-LABEL: tt.func public @store_then_tma_load
// CHECK: ttg.local_store
// CHECK-NEXT: ttng.barrier_expect
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_global_to_local
// CHECK-NEXT: ttng.wait_barrier
// CHECK-NEXT: ttg.local_load
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_global_to_local
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_then_tma_load(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %t: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked> {
    %true = arith.constant true
    %c0_i32 = arith.constant 0 : i32
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttg.local_store %t, %buf : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.barrier_expect %bar, 8192, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%c0_i32, %c0_i32] %buf, %bar, %true : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %r = ttg.local_load %buf : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
    ttng.async_tma_copy_global_to_local %desc[%c0_i32, %c0_i32] %buf, %bar, %true : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return %r : tensor<64x64xf16, #blocked>
  }
}

// -----

// A store to another buffer needs no fence; an existing fence is enough.
// CHECK-LABEL: tt.func public @other_buffer_and_existing_fence
// CHECK-NOT: ttng.fence_async_shared
// CHECK: ttg.local_store %arg1, %1
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_global_to_local
// CHECK-NOT: ttng.fence_async_shared
// CHECK: tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @other_buffer_and_existing_fence(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %t: tensor<64x64xf16, #blocked>) {
    %true = arith.constant true
    %c0_i32 = arith.constant 0 : i32
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %other = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %t, %other : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%c0_i32, %c0_i32] %buf, %bar, %true : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %t, %buf : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_global_to_local %desc[%c0_i32, %c0_i32] %buf, %bar, %true : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %other : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// The local_load of the previous iteration reaches the TMA load through the back edge.
// CHECK-LABEL: tt.func public @loop_reads_then_tma
// CHECK: scf.for
// CHECK-NEXT: ttg.memdesc_index
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_global_to_local
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop_reads_then_tma(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %n: i32) -> tensor<64x64xf16, #blocked> {
    %true = arith.constant true
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    %r = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%acc = %cst) -> (tensor<64x64xf16, #blocked>)  : i32 {
      %s = ttg.memdesc_index %buf[%c0_i32] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
      ttng.async_tma_copy_global_to_local %desc[%i, %c0_i32] %s, %bar, %true : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
      ttng.wait_barrier %bar, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
      %l = ttg.local_load %s : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
      %a = arith.addf %acc, %l : tensor<64x64xf16, #blocked>
      scf.yield %a : tensor<64x64xf16, #blocked>
    }
    tt.return %r : tensor<64x64xf16, #blocked>
  }
}

// -----

// What a callee leaves pending counts too (its frame overlaps the gather's buffer).
// CHECK-LABEL: tt.func public @call_then_gather
// CHECK: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_gather
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @callee(%t: tensor<64x64xf16, #blocked>) {
    %a = ttg.local_alloc %t : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %a : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
  tt.func public @call_then_gather(%desc: !tt.tensordesc<tensor<1x64xf16, #shared>>, %t: tensor<64x64xf16, #blocked>, %x: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
    %true = arith.constant true
    %c0_i32 = arith.constant 0 : i32
    tt.call @callee(%t) : (tensor<64x64xf16, #blocked>) -> ()
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    ttng.async_tma_gather %desc[%x, %c0_i32] %buf, %bar, %true : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1
    tt.return
  }
}
