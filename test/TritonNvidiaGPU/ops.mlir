// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// Fences and clusters: the bool attributes are required, so always printed.
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @fences() {
// CHECK-NEXT:     ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT:     ttng.fence_async_shared {bCluster = true}
// CHECK-NEXT:     ttng.cluster_arrive {relaxed = false}
// CHECK-NEXT:     ttng.cluster_arrive {relaxed = true}
// CHECK-NEXT:     ttng.cluster_wait
// CHECK-NEXT:     ttng.cluster_wait {foo}
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fences() {
    ttng.fence_async_shared {bCluster = false}
    ttng.fence_async_shared {bCluster = true}
    ttng.cluster_arrive {relaxed = false}
    ttng.cluster_arrive {relaxed = true}
    ttng.cluster_wait
    ttng.cluster_wait {foo}
    tt.return
  }
}

// -----

// wgmma: A from shared memory or registers (a dot operand), the optional useC,
// default attributes elided; waiting on tensors and buffers.
// CHECK: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// CHECK-NEXT: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @warp_group_dot(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg2: tensor<64x64xf32, #mma>, %arg3: i1, %arg4: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>) {
// CHECK-NEXT:     %0 = ttng.warp_group_dot %arg0, %arg1, %arg2 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT:     %1 = ttng.warp_group_dot %arg0, %arg1, %arg2, %arg3 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT:     %2 = ttng.warp_group_dot %arg4, %arg1, %arg2 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT:     %3 = ttng.warp_group_dot %arg0, %arg1, %arg2 {inputPrecision = 1 : i32, maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT:     %4:3 = ttng.warp_group_dot_wait %1, %arg0, %arg1 {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT:     %5 = ttng.warp_group_dot_wait %4#0 {pendings = 0 : i32} : tensor<64x64xf32, #mma>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warp_group_dot(%arg0: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %arg1: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %arg2: tensor<64x64xf32, #mma>, %arg3: i1, %arg4: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>) {
    %0 = ttng.warp_group_dot %arg0, %arg1, %arg2 : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma>
    %1 = ttng.warp_group_dot %arg0, %arg1, %arg2, %arg3 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma>
    %2 = ttng.warp_group_dot %arg4, %arg1, %arg2 {maxNumImpreciseAcc = 0 : i32, inputPrecision = 2 : i32} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma>
    %3 = ttng.warp_group_dot %arg0, %arg1, %arg2 {inputPrecision = 1 : i32, maxNumImpreciseAcc = 32 : i32, isAsync = false} : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma>
    %4:3 = ttng.warp_group_dot_wait %1, %arg0, %arg1 {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #nvmma, #smem>, !ttg.memdesc<64x64xf16, #nvmma, #smem>
    %5 = ttng.warp_group_dot_wait %4#0 {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// The wgmma loop body of the sm90 matmul.
// CHECK: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
// CHECK-NEXT: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @sm90_matmul_step(%arg0: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %arg1: !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable>, %arg2: tensor<128x128xf32, #mma>, %arg3: i32) -> tensor<128x128xf32, #mma> {
// CHECK-NEXT:     %0 = ttg.memdesc_index %arg0[%arg3] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %1 = ttg.memdesc_index %arg1[%arg3] : !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %2 = ttng.warp_group_dot %0, %1, %arg2 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
// CHECK-NEXT:     %3:3 = ttng.warp_group_dot_wait %2, %0, %1 {pendings = 1 : i32} : tensor<128x128xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
// CHECK-NEXT:     tt.return %3#0 : tensor<128x128xf32, #mma>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm90_matmul_step(%a: !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable>, %acc: tensor<128x128xf32, #mma>, %i: i32) -> tensor<128x128xf32, #mma> {
    %a_0 = ttg.memdesc_index %a[%i] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %b_0 = ttg.memdesc_index %b[%i] : !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %acc_0 = ttng.warp_group_dot %a_0, %b_0, %acc {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
    %acc_1:3 = ttng.warp_group_dot_wait %acc_0, %a_0, %b_0 {pendings = 1 : i32} : tensor<128x128xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    tt.return %acc_1#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// mbarriers: the attr-dict of barrier_expect sits between the size and the
// predicate; wait_barrier's optional predicate and dependencies.
// CHECK: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @barriers(%arg0: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %arg1: i32, %arg2: i1, %arg3: !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>) {
// CHECK-NEXT:     ttng.init_barrier %arg0, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.init_barrier %arg0, 128 {foo} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.barrier_expect %arg0, 16384, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.barrier_expect %arg0, 16384 {foo}, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.wait_barrier %arg0, %arg1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.wait_barrier %arg0, %arg1, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.wait_barrier %arg0, %arg1 deps %arg3 : !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.wait_barrier %arg0, %arg1, %arg2 deps %arg3, %arg3 {foo} : !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.arrive_barrier %arg0, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.arrive_barrier %arg0, 2, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_copy_mbarrier_arrive %arg0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_copy_mbarrier_arrive %arg0 {noIncrement} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.inval_barrier %arg0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @barriers(%arg0: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %arg1: i32, %arg2: i1, %arg3: !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>) {
    ttng.init_barrier %arg0, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %arg0, 128 {foo} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.barrier_expect %arg0, 16384, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.barrier_expect %arg0, 16384 {foo}, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.wait_barrier %arg0, %arg1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.wait_barrier %arg0, %arg1, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.wait_barrier %arg0, %arg1 deps %arg3 : !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
    ttng.wait_barrier %arg0, %arg1, %arg2 deps %arg3, %arg3 {foo} : !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
    ttng.arrive_barrier %arg0, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.arrive_barrier %arg0, 2, %arg2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %arg0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %arg0 {noIncrement} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.inval_barrier %arg0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// 3.6 accepts a zero count and an immutable barrier in init_barrier.
// CHECK: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @init_barrier_accepted(%arg0: !ttg.memdesc<1xi64, #shared, #smem>) {
// CHECK-NEXT:     ttng.init_barrier %arg0, 0 : !ttg.memdesc<1xi64, #shared, #smem>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @init_barrier_accepted(%arg0: !ttg.memdesc<1xi64, #shared, #smem>) {
    ttng.init_barrier %arg0, 0 : !ttg.memdesc<1xi64, #shared, #smem>
    tt.return
  }
}

// -----

// TMA copies, reductions, gathers and scatters; `multicast` is a plain attribute in 3.6.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @tma(%arg0: !tt.tensordesc<tensor<64x64xf16, #shared>>, %arg1: i32, %arg2: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %arg3: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg4: i1, %arg5: !tt.tensordesc<tensor<1x64xf16, #shared>>, %arg6: tensor<32xi32, #blocked>, %arg7: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
// CHECK-NEXT:     ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %arg3, %arg2, %arg4 : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %arg3, %arg2, %arg4 cacheModifier = cg evictionPolicy = evict_first {isVolatile = true} : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %arg3, %arg2, %arg4 {multicast} : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_copy_local_to_global %arg0[%arg1, %arg1] %arg3 : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_reduce add, %arg0[%arg1, %arg1] %arg3 : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_reduce xor, %arg0[%arg1, %arg1] %arg3 : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_gather %arg5[%arg6, %arg1] %arg7, %arg2, %arg4 : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1
// CHECK-NEXT:     ttng.async_tma_scatter %arg5[%arg6, %arg1] %arg7 : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tma(%arg0: !tt.tensordesc<tensor<64x64xf16, #shared>>, %arg1: i32, %arg2: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %arg3: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg4: i1, %arg5: !tt.tensordesc<tensor<1x64xf16, #shared>>, %arg6: tensor<32xi32, #blocked>, %arg7: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %arg3, %arg2, %arg4 : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %arg3, %arg2, %arg4 evictionPolicy = evict_first cacheModifier = cg {isVolatile = true} : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %arg3, %arg2, %arg4 {multicast} : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_local_to_global %arg0[%arg1, %arg1] %arg3 : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.async_tma_reduce add, %arg0[%arg1, %arg1] %arg3 : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.async_tma_reduce xor, %arg0[%arg1, %arg1] %arg3 : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttng.async_tma_gather %arg5[%arg6, %arg1] %arg7, %arg2, %arg4 : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1
    ttng.async_tma_scatter %arg5[%arg6, %arg1] %arg7 : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}

// -----

// 3.6 does not check coordinates, shapes, element types or swizzling of TMA copies.
// CHECK: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @tma_accepted(%arg0: !tt.tensordesc<tensor<64x64xf16>>, %arg1: i32, %arg2: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %arg3: !ttg.memdesc<64x32xf32, #shared1, #smem, mutable>, %arg4: i1, %arg5: !ttg.memdesc<64x64xf16, #shared, #smem>) {
// CHECK-NEXT:     ttng.async_tma_copy_global_to_local %arg0[%arg1] %arg3, %arg2, %arg4 : !tt.tensordesc<tensor<64x64xf16>>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf32, #shared1, #smem, mutable>
// CHECK-NEXT:     ttng.async_tma_copy_local_to_global %arg0[%arg1, %arg1, %arg1] %arg5 : !tt.tensordesc<tensor<64x64xf16>>, !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT:     ttng.async_tma_reduce inc, %arg0[%arg1, %arg1] %arg5 : !tt.tensordesc<tensor<64x64xf16>>, !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tma_accepted(%arg0: !tt.tensordesc<tensor<64x64xf16>>, %arg1: i32, %arg2: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %arg3: !ttg.memdesc<64x32xf32, #shared2, #smem, mutable>, %arg4: i1, %arg5: !ttg.memdesc<64x64xf16, #shared1, #smem>) {
    ttng.async_tma_copy_global_to_local %arg0[%arg1] %arg3, %arg2, %arg4 : !tt.tensordesc<tensor<64x64xf16>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf32, #shared2, #smem, mutable>
    ttng.async_tma_copy_local_to_global %arg0[%arg1, %arg1, %arg1] %arg5 : !tt.tensordesc<tensor<64x64xf16>>, !ttg.memdesc<64x64xf16, #shared1, #smem>
    ttng.async_tma_reduce inc, %arg0[%arg1, %arg1] %arg5 : !tt.tensordesc<tensor<64x64xf16>>, !ttg.memdesc<64x64xf16, #shared1, #smem>
    tt.return
  }
}

// -----

// Tensor descriptors in global memory.
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @tensormap(%arg0: !tt.ptr<i8>, %arg1: !tt.ptr<f16>, %arg2: i32, %arg3: i64) {
// CHECK-NEXT:     ttng.tensormap_create %arg0, %arg1, [%arg2, %arg2], [%arg2, %arg2], [%arg3], [%arg2, %arg2] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
// CHECK-NEXT:     ttng.tensormap_create %arg0, %arg1, [%arg2, %arg2, %arg2, %arg2, %arg2, %arg2], [%arg2, %arg2, %arg2, %arg2, %arg2, %arg2], [%arg3, %arg3, %arg3, %arg3, %arg3], [%arg2, %arg2, %arg2, %arg2, %arg2, %arg2] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i64, i64, i64, i64, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:     ttng.tensormap_fenceproxy_acquire %arg0 : !tt.ptr<i8>
// CHECK-NEXT:     %0 = ttng.reinterpret_tensor_descriptor %arg0 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xf16>>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tensormap(%arg0: !tt.ptr<i8>, %arg1: !tt.ptr<f16>, %arg2: i32, %arg3: i64) {
    ttng.tensormap_create %arg0, %arg1, [%arg2, %arg2], [%arg2, %arg2], [%arg3], [%arg2, %arg2] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_create %arg0, %arg1, [%arg2, %arg2, %arg2, %arg2, %arg2, %arg2], [%arg2, %arg2, %arg2, %arg2, %arg2, %arg2], [%arg3, %arg3, %arg3, %arg3, %arg3], [%arg2, %arg2, %arg2, %arg2, %arg2, %arg2] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i64, i64, i64, i64, i32, i32, i32, i32, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %arg0 : !tt.ptr<i8>
    %0 = ttng.reinterpret_tensor_descriptor %arg0 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xf16>>
    tt.return
  }
}
