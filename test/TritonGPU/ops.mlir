// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// ttg.convert_layout, with a discardable attribute.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @convert_layout(%arg0: tensor<64x64xf32, #blocked>, %arg1: tensor<64x64xf16, #mma>) -> tensor<64x64xf32, #blocked1> {
// CHECK-NEXT:     %0 = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
// CHECK-NEXT:     %1 = ttg.convert_layout %arg1 {someattr = 1 : i32} : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     %2 = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #blocked2}>>
// CHECK-NEXT:     tt.return %0 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @convert_layout(%arg0: tensor<64x64xf32, #blocked>, %arg1: tensor<64x64xf16, #mma>) -> tensor<64x64xf32, #blocked1> {
    %0 = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    %1 = ttg.convert_layout %arg1 {someattr = 1 : i32} : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %2 = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>}>>
    tt.return %0 : tensor<64x64xf32, #blocked1>
  }
}

// -----

// Async copies into shared memory: mask/other types follow from the pointer
// tensor; cache/eviction keywords in either order; the memdesc type is printed
// stripped (a qualified one is accepted); tokens.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @async_copy(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg2: tensor<64x64xi1, #blocked>, %arg3: tensor<64x64xf16, #blocked>) {
// CHECK-NEXT:     %0 = ttg.async_copy_global_to_local %arg0, %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %1 = ttg.async_copy_global_to_local %arg0, %arg1 mask %arg2 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %2 = ttg.async_copy_global_to_local %arg0, %arg1 mask %arg2 other %arg3 {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %3 = ttg.async_copy_global_to_local %arg0, %arg1 cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %4 = ttg.async_copy_global_to_local %arg0, %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %5 = ttg.async_copy_global_to_local %arg0, %arg1 other %arg3 cacheModifier = cg evictionPolicy = evict_first : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %6 = ttg.async_commit_group
// CHECK-NEXT:     %7 = ttg.async_commit_group tokens %0, %1
// CHECK-NEXT:     %8 = ttg.async_wait {num = 0 : i32}
// CHECK-NEXT:     %9 = ttg.async_wait %6, %7 {num = 2 : i32}
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @async_copy(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg2: tensor<64x64xi1, #blocked>, %arg3: tensor<64x64xf16, #blocked>) {
    %0 = ttg.async_copy_global_to_local %arg0, %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %1 = ttg.async_copy_global_to_local %arg0, %arg1 mask %arg2 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %2 = ttg.async_copy_global_to_local %arg0, %arg1 mask %arg2 other %arg3 {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %3 = ttg.async_copy_global_to_local %arg0, %arg1 evictionPolicy = evict_last cacheModifier = ca {isVolatile = true} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %4 = ttg.async_copy_global_to_local %arg0, %arg1 cacheModifier = none evictionPolicy = evict_normal : tensor<64x64x!tt.ptr<f16>, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %5 = ttg.async_copy_global_to_local %arg0, %arg1 other %arg3 {cache = 3 : i32, evict = 2 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %6 = ttg.async_commit_group
    %7 = ttg.async_commit_group tokens %0, %1
    %8 = ttg.async_wait {num = 0 : i32}
    %9 = ttg.async_wait %6, %7 {num = 2 : i32}
    tt.return
  }
}

// -----

// Shared-memory buffers: alloc (uninitialised or from a tensor), dealloc, load
// (optionally after a token), store; `allocation.offset` is kept.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @local_memory(%arg0: tensor<64x64xf16, #blocked>, %arg1: !ttg.async.token) {
// CHECK-NEXT:     %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %1 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT:     %2 = ttg.local_alloc {alignment = 128 : i32} : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %3 = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT:     ttg.local_store %arg0, %0 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %4 = ttg.local_load %0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT:     %5 = ttg.local_load %1 token %arg1 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     ttg.local_barrier
// CHECK-NEXT:     ttg.local_barrier {foo = 1 : i32}
// CHECK-NEXT:     ttg.local_dealloc %0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @local_memory(%arg0: tensor<64x64xf16, #blocked>, %arg1: !ttg.async.token) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %1 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %2 = ttg.local_alloc {alignment = 128 : i32} : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
    %3 = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttg.local_store %arg0, %0 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %4 = ttg.local_load %0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
    %5 = ttg.local_load %1 token %arg1 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    ttg.local_barrier
    ttg.local_barrier {foo = 1 : i32}
    ttg.local_dealloc %0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Views of a buffer: index into a multi-buffer, subslice (the result keeps the
// source's alloc shape), transpose, reshape, reinterpret.
// CHECK: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>
// CHECK-NEXT: #shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
// CHECK-NEXT: #shared4 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
// CHECK-NEXT: #shared5 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
// CHECK-NEXT: #shared6 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 2, 0]}>
// CHECK-NEXT: #shared7 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-NEXT: #shared8 = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [1, 8], [2, 16], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]]}, alignment = 16>
// CHECK-NEXT: #shared9 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @views(%arg0: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, %arg1: i32, %arg2: !ttg.memdesc<64x32xf16, #shared1, #smem>, %arg3: !ttg.memdesc<2x64x32xf16, #shared2, #smem>, %arg4: !ttg.memdesc<4x16x64xf16, #shared3, #smem>) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = ttg.memdesc_index %arg0[%c0_i32] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %1 = ttg.memdesc_index %arg0[%arg1] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT:     %2 = ttg.memdesc_subslice %0[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
// CHECK-NEXT:     %3 = ttg.memdesc_subslice %0[32, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64>
// CHECK-NEXT:     %4 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared4, #smem, mutable>
// CHECK-NEXT:     %5 = ttg.memdesc_trans %arg2 {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared1, #smem> -> !ttg.memdesc<32x64xf16, #shared5, #smem>
// CHECK-NEXT:     %6 = ttg.memdesc_trans %arg3 {order = array<i32: 0, 2, 1>} : !ttg.memdesc<2x64x32xf16, #shared2, #smem> -> !ttg.memdesc<2x32x64xf16, #shared6, #smem>
// CHECK-NEXT:     %7 = ttg.memdesc_trans %2 {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<32x64xf16, #shared4, #smem, mutable, 64x64>
// CHECK-NEXT:     %8 = ttg.memdesc_reshape %arg4 : !ttg.memdesc<4x16x64xf16, #shared3, #smem> -> !ttg.memdesc<64x64xf16, #shared7, #smem>
// CHECK-NEXT:     %9 = ttg.memdesc_reshape %arg3 : !ttg.memdesc<2x64x32xf16, #shared2, #smem> -> !ttg.memdesc<128x32xf16, #shared8, #smem>
// CHECK-NEXT:     %10 = ttg.memdesc_reinterpret %0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf32, #shared, #smem, mutable>
// CHECK-NEXT:     %11 = ttg.memdesc_reinterpret %arg3 : !ttg.memdesc<2x64x32xf16, #shared2, #smem> -> !ttg.memdesc<8x8xf32, #shared9, #smem>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>
#nvmma3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @views(%arg0: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, %arg1: i32, %arg2: !ttg.memdesc<64x32xf16, #shared1, #smem>, %arg3: !ttg.memdesc<2x64x32xf16, #shared2, #smem>, %arg4: !ttg.memdesc<4x16x64xf16, #nvmma3, #smem>) {
    %c0_i32 = arith.constant 0 : i32
    %0 = ttg.memdesc_index %arg0[%c0_i32] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %1 = ttg.memdesc_index %arg0[%arg1] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %2 = ttg.memdesc_subslice %0[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
    %3 = ttg.memdesc_subslice %0 [32, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64>
    %4 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>, #smem, mutable>
    %5 = ttg.memdesc_trans %arg2 {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared1, #smem> -> !ttg.memdesc<32x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>, #smem>
    %6 = ttg.memdesc_trans %arg3 {order = array<i32: 0, 2, 1>} : !ttg.memdesc<2x64x32xf16, #shared2, #smem> -> !ttg.memdesc<2x32x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 2, 0]}>, #smem>
    %7 = ttg.memdesc_trans %2 {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>, #smem, mutable, 64x64>
    %8 = ttg.memdesc_reshape %arg4 : !ttg.memdesc<4x16x64xf16, #nvmma3, #smem> -> !ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #smem>
    %9 = ttg.memdesc_reshape %arg3 : !ttg.memdesc<2x64x32xf16, #shared2, #smem> -> !ttg.memdesc<128x32xf16, #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [1, 8], [2, 16], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]]}, alignment = 16>, #smem>
    %10 = ttg.memdesc_reinterpret %0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf32, #shared, #smem, mutable>
    %11 = ttg.memdesc_reinterpret %arg3 : !ttg.memdesc<2x64x32xf16, #shared2, #smem> -> !ttg.memdesc<8x8xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #smem>
    tt.return
  }
}

// -----

// Pipelining helpers: predicate_stage; ttg.mask has no custom form (see
// mask-return.mlir for a mask without results).
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @pipelining(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: index, %arg4: i1) -> i32 {
// CHECK-NEXT:     %0 = ttg.predicate_stage %arg0, %arg1, %arg2 maxStage 2 stage 0 : i32 -> i1
// CHECK-NEXT:     %1 = ttg.predicate_stage %arg3, %arg3, %arg3 maxStage 3 stage 1 {foo} : index -> i1
// CHECK-NEXT:     %2 = "ttg.mask"(%arg4) ({
// CHECK-NEXT:       %3 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:       ttg.mask.return %3 : i32
// CHECK-NEXT:     }) : (i1) -> i32
// CHECK-NEXT:     tt.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pipelining(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: index, %arg4: i1) -> i32 {
    %0 = ttg.predicate_stage %arg0, %arg1, %arg2 maxStage 2 stage 0 : i32 -> i1
    %1 = ttg.predicate_stage %arg3, %arg3, %arg3 maxStage 3 stage 1 {foo} : index -> i1
    %2 = "ttg.mask"(%arg4) ({
      %3 = arith.addi %arg0, %arg1 : i32
      ttg.mask.return %3 : i32
    }) : (i1) -> i32
    tt.return %2 : i32
  }
}

// -----

// fp4_to_fp doubles the axis; global scratch allocations.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @fp4_and_scratch(%arg0: tensor<64x32xi8, #blocked>) {
// CHECK-NEXT:     %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xbf16, #blocked1>
// CHECK-NEXT:     %1 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xf16, #blocked1>
// CHECK-NEXT:     %2 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 1024 : i32} : !tt.ptr<i8>
// CHECK-NEXT:     %3 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<f32>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_and_scratch(%arg0: tensor<64x32xi8, #blocked>) {
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xbf16, #blocked1>
    %1 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xf16, #blocked1>
    %2 = ttg.global_scratch_alloc {nbytes = 1024 : i32, alignment = 128 : i32} : !tt.ptr<i8>
    %3 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// Warp specialization: captures become each partition's arguments (numbered
// like other block arguments); extra attributes; the generic form.
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @warp_specialize(%arg0: i32, %arg1: !tt.ptr<f32>) -> i32 {
// CHECK-NEXT:     %0 = ttg.warp_specialize(%arg0, %arg1)
// CHECK-NEXT:     default {
// CHECK-NEXT:       %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:       ttg.warp_yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     partition0(%arg2: i32, %arg3: !tt.ptr<f32>) num_warps(4) {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       ttg.warp_return
// CHECK-NEXT:     }
// CHECK-NEXT:     partition1(%arg2: i32, %arg3: !tt.ptr<f32>) num_warps(1) {
// CHECK-NEXT:       ttg.warp_return
// CHECK-NEXT:     } : (i32, !tt.ptr<f32>) -> i32
// CHECK-NEXT:     ttg.warp_specialize()
// CHECK-NEXT:     default {
// CHECK-NEXT:       ttg.warp_yield
// CHECK-NEXT:     } : () -> ()
// CHECK-NEXT:     ttg.warp_specialize() attributes {requestedRegisters = array<i32: 24>, warpGroupStartIds = array<i32: 4>}
// CHECK-NEXT:     default {
// CHECK-NEXT:       ttg.warp_yield
// CHECK-NEXT:     }
// CHECK-NEXT:     partition0() num_warps(2) {
// CHECK-NEXT:       ttg.warp_return
// CHECK-NEXT:     } : () -> ()
// CHECK-NEXT:     ttg.warp_specialize()
// CHECK-NEXT:     default {
// CHECK-NEXT:       ttg.warp_yield
// CHECK-NEXT:     }
// CHECK-NEXT:     partition0() num_warps(4) {
// CHECK-NEXT:       ttg.warp_return
// CHECK-NEXT:     } : () -> ()
// CHECK-NEXT:     tt.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warp_specialize(%arg0: i32, %arg1: !tt.ptr<f32>) -> i32 {
    %0 = ttg.warp_specialize(%arg0, %arg1)
    default {
      %1 = arith.addi %arg0, %arg0 : i32
      ttg.warp_yield %1 : i32
    }
    partition0(%a: i32, %b: !tt.ptr<f32>) num_warps(4) {
      %c1 = arith.constant 1 : i32
      ttg.warp_return
    }
    partition1(%c: i32, %d: !tt.ptr<f32>) num_warps(1) {
      ttg.warp_return
    } : (i32, !tt.ptr<f32>) -> i32
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    } : () -> ()
    ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4>, requestedRegisters = array<i32: 24>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(2) {
      ttg.warp_return
    } : () -> ()
    "ttg.warp_specialize"() ({
      "ttg.warp_yield"() : () -> ()
    }, {
      "ttg.warp_specialize.partitions"() ({
        "ttg.warp_return"() : () -> ()
      }) : () -> ()
    }) {partitionNumWarps = array<i32: 4>} : () -> ()
    tt.return %0 : i32
  }
}

// -----

// The pipelined loads of the sm80 matmul: a 3-stage multi-buffer filled by async
// copies, waited on and read back as dot operands.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @pipelined_loads(%arg0: tensor<128x64x!tt.ptr<f16>, #blocked>, %arg1: tensor<128x64xi1, #blocked>, %arg2: i32) -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> {
// CHECK-NEXT:     %0 = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %1 = ttg.memdesc_index %0[%arg2] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %2 = ttg.async_copy_global_to_local %arg0, %1 mask %arg1 : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     %3 = ttg.async_commit_group tokens %2
// CHECK-NEXT:     %4 = ttg.async_wait %3 {num = 0 : i32}
// CHECK-NEXT:     %5 = ttg.local_load %1 token %4 : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:     ttg.local_dealloc %0 : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
// CHECK-NEXT:     tt.return %5 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pipelined_loads(%arg0: tensor<128x64x!tt.ptr<f16>, #blocked>, %arg1: tensor<128x64xi1, #blocked>, %arg2: i32) -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> {
    %a = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    %a_0 = ttg.memdesc_index %a[%arg2] : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %a_1 = ttg.async_copy_global_to_local %arg0, %a_0 mask %arg1 : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    %a_2 = ttg.async_commit_group tokens %a_1
    %a_3 = ttg.async_wait %a_2 {num = 0 : i32}
    %a_4 = ttg.local_load %a_0 token %a_3 : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    ttg.local_dealloc %a : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    tt.return %a_4 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  }
}

// -----

// Module attributes written by the compiler are kept, sorted and quoted as needed;
// a `tt.func` may override the warps of its module.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 16384 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32} {
// CHECK-NEXT:   tt.func @func_num_warps(%arg0: tensor<128xi32, #blocked>) attributes {"ttg.num-warps" = 4 : i32} {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {ttg.target = "cuda:90", "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32, ttg.shared = 16384 : i32, "ttg.total-num-warps" = 8 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.global_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.tensor_memory_size = 0 : i32} {
  tt.func @func_num_warps(%arg0: tensor<128xi32, #blocked>) attributes {"ttg.num-warps" = 4 : i32} {
    tt.return
  }
}

// -----

// Partition attributes.
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @partitions(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       %2 = arith.addi %arg0, %arg0 {ttg.partition = array<i32: 0>} : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i32
// CHECK-NEXT:     } {ttg.partition = array<i32: 0, 1>, ttg.partition.outputs = [array<i32: 0>]}
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 {ttg.partition.stages = [0 : i32, 1 : i32], ttg.warp_specialize.tag = 0 : i32} : i32
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @partitions(%arg0: i32, %arg1: i1) {
    %0 = scf.if %arg1 -> (i32) {
      %1 = arith.addi %arg0, %arg0 {ttg.partition = array<i32: 0>} : i32
      scf.yield %1 : i32
    } else {
      scf.yield %arg0 : i32
    } {ttg.partition = array<i32: 0, 1>, ttg.partition.outputs = [array<i32: 0>]}
    %2 = arith.addi %arg0, %arg0 {ttg.partition.stages = [0 : i32, 1 : i32], ttg.warp_specialize.tag = 0 : i32} : i32
    tt.return
  }
}

// -----

// Results with a layout equivalent to the inferred one (same linear layout) are
// accepted; fp4_to_fp along a non-contiguous dim is checked through linear layouts.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>
// CHECK-NEXT: #shared2 = #ttg.shared_linear<{offset = {{\[\[}}1, 0], [2, 0], [4, 0], [0, 1], [0, 2]]}, alignment = 16>
// CHECK-NEXT: #shared3 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @equivalent_layouts(%arg0: !ttg.memdesc<4x8xf16, #shared, #smem>, %arg1: !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>, %arg2: tensor<64x32xi8, #blocked>) {
// CHECK-NEXT:     %0 = ttg.memdesc_trans %arg0 {order = array<i32: 1, 0>} : !ttg.memdesc<4x8xf16, #shared, #smem> -> !ttg.memdesc<8x4xf16, #shared2, #smem>
// CHECK-NEXT:     %1 = ttg.memdesc_reshape %arg1 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<128x32xf16, #shared3, #smem, mutable>
// CHECK-NEXT:     %2 = ttg.fp4_to_fp %arg2 {axis = 0 : i32} : tensor<64x32xi8, #blocked> -> tensor<128x32xbf16, #blocked1>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#lin = #ttg.shared_linear<{offset = [[1, 0], [2, 0], [4, 0], [0, 1], [0, 2]]}, alignment = 16>
#shared3d = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>
#sw2 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#b = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @equivalent_layouts(%arg0: !ttg.memdesc<4x8xf16, #shared, #smem>, %arg1: !ttg.memdesc<2x64x32xf16, #shared3d, #smem, mutable>, %arg2: tensor<64x32xi8, #b>) {
    %0 = ttg.memdesc_trans %arg0 {order = array<i32: 1, 0>} : !ttg.memdesc<4x8xf16, #shared, #smem> -> !ttg.memdesc<8x4xf16, #lin, #smem>
    %1 = ttg.memdesc_reshape %arg1 : !ttg.memdesc<2x64x32xf16, #shared3d, #smem, mutable> -> !ttg.memdesc<128x32xf16, #sw2, #smem, mutable>
    %2 = ttg.fp4_to_fp %arg2 {axis = 0 : i32} : tensor<64x32xi8, #b> -> tensor<128x32xbf16, #b1>
    tt.return
  }
}
