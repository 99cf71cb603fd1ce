// RUN: ttopt %s -split-input-file -triton-nvidia-tma-lowering | FileCheck %s

// Descriptor ops become TMA messages waited for at once, and device-side descriptors are
// written into global scratch. Outputs checked against Triton 3.6 (TMALowering.cpp).

// A load fills a fresh buffer in the descriptor's layout, signalling a one-shot mbarrier
// that expects the buffer's 4096 bytes; the constants go to the function's entry. The
// buffer replaces the local_alloc in its layout (the transposed view is rebuilt on it);
// the other users read it with a local_load.
// CHECK-DAG: #[[NVMMA:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[BARRIER:.*]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-DAG: #[[TRANS:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
// CHECK-DAG: #[[SWIZZLED:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-LABEL: tt.func public @load_users
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK: scf.for %[[K:.*]] = %c0_i32
// CHECK-NEXT: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #[[NVMMA]], #smem, mutable>
// CHECK-NEXT: %[[BAR:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #[[BARRIER]], #smem, mutable>
// CHECK-NEXT: ttng.init_barrier %[[BAR]], 1
// CHECK-NEXT: ttng.barrier_expect %[[BAR]], 4096, %true
// CHECK-NEXT: ttng.async_tma_copy_global_to_local %arg0[%[[K]], %arg1] %[[BUF]], %[[BAR]], %true
// CHECK-NEXT: ttng.wait_barrier %[[BAR]], %c0_i32
// CHECK-NEXT: ttng.inval_barrier %[[BAR]]
// CHECK-NEXT: %[[VAL:.*]] = ttg.local_load %[[BUF]] : !ttg.memdesc<64x32xf16, #[[NVMMA]], #smem, mutable> -> tensor<64x32xf16, #blocked>
// CHECK-NEXT: %[[VIEW:.*]] = ttg.memdesc_trans %[[BUF]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #[[NVMMA]], #smem, mutable> -> !ttg.memdesc<32x64xf16, #[[TRANS]], #smem, mutable>
// CHECK-NEXT: %[[COPY:.*]] = ttg.local_alloc %[[VAL]] : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #[[SWIZZLED]], #smem>
// CHECK-NEXT: ttg.local_load %[[VIEW]]
// CHECK-NEXT: ttg.local_load %[[COPY]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#trans = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
#swizzled = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @load_users(%desc: !tt.tensordesc<tensor<64x32xf16, #nvmma>>, %i: i32, %n: i32) -> (tensor<64x32xf16, #blocked>, tensor<32x64xf16, #blocked>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant dense<0.0> : tensor<64x32xf16, #blocked>
    %cst_t = arith.constant dense<0.0> : tensor<32x64xf16, #blocked>
    %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %cst, %acc_t = %cst_t) -> (tensor<64x32xf16, #blocked>, tensor<32x64xf16, #blocked>) : i32 {
      %a = tt.descriptor_load %desc[%k, %i] : !tt.tensordesc<tensor<64x32xf16, #nvmma>> -> tensor<64x32xf16, #blocked>
      %s = ttg.local_alloc %a : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #nvmma, #smem>
      %t = ttg.memdesc_trans %s {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #nvmma, #smem> -> !ttg.memdesc<32x64xf16, #trans, #smem>
      %u = ttg.local_alloc %a : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #swizzled, #smem>
      %l = ttg.local_load %t : !ttg.memdesc<32x64xf16, #trans, #smem> -> tensor<32x64xf16, #blocked>
      %v = ttg.local_load %u : !ttg.memdesc<64x32xf16, #swizzled, #smem> -> tensor<64x32xf16, #blocked>
      %w = arith.addf %acc, %v : tensor<64x32xf16, #blocked>
      %x = arith.addf %acc_t, %l : tensor<32x64xf16, #blocked>
      scf.yield %w, %x : tensor<64x32xf16, #blocked>, tensor<32x64xf16, #blocked>
    }
    tt.return %r#0, %r#1 : tensor<64x32xf16, #blocked>, tensor<32x64xf16, #blocked>
  }
}

// -----

// Gather into a buffer of the rows gathered (32 x 64 halves: 4096 bytes); stores, reductions
// and scatters copy the value to shared memory, fence it for the async proxy, send it and wait.
// CHECK-DAG: #[[ROWS:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @gather
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #[[ROWS]], #smem, mutable>
// CHECK-NEXT: %[[BAR:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1xi64
// CHECK-NEXT: ttng.init_barrier %[[BAR]], 1
// CHECK-NEXT: ttng.barrier_expect %[[BAR]], 4096, %true
// CHECK-NEXT: ttng.async_tma_gather %arg0[%arg1, %arg2] %[[BUF]], %[[BAR]], %true
// CHECK-NEXT: ttng.wait_barrier %[[BAR]], %c0_i32
// CHECK-NEXT: ttng.inval_barrier %[[BAR]]
// CHECK-NEXT: %[[OUT:.*]] = ttg.local_load %[[BUF]]
// CHECK-NEXT: tt.return %[[OUT]]
// CHECK-LABEL: tt.func public @stores
// CHECK-NEXT: %[[S0:.*]] = ttg.local_alloc %arg2 : (tensor<32x64xf16, #{{.*}}>) -> !ttg.memdesc<32x64xf16, #[[ROWS]], #smem>
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_scatter %arg0[%arg1, %arg4] %[[S0]]
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: %[[S1:.*]] = ttg.local_alloc %arg3 : (tensor<1x64xf16, #{{.*}}>) -> !ttg.memdesc<1x64xf16, #[[ROWS]], #smem>
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_reduce max, %arg0[%arg4, %arg4] %[[S1]]
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: %[[S2:.*]] = ttg.local_alloc %arg3
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_local_to_global %arg0[%arg4, %arg4] %[[S2]]
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#rows = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather(%desc: !tt.tensordesc<tensor<1x64xf16, #rows>>, %idx: tensor<32xi32, #blocked1>, %i: i32) -> tensor<32x64xf16, #blocked> {
    %g = tt.descriptor_gather %desc[%idx, %i] : (!tt.tensordesc<tensor<1x64xf16, #rows>>, tensor<32xi32, #blocked1>, i32) -> tensor<32x64xf16, #blocked>
    tt.return %g : tensor<32x64xf16, #blocked>
  }
  tt.func public @stores(%desc: !tt.tensordesc<tensor<1x64xf16, #rows>>, %idx: tensor<32xi32, #blocked1>, %v: tensor<32x64xf16, #blocked>, %w: tensor<1x64xf16, #blocked>, %i: i32) {
    tt.descriptor_scatter %desc[%idx, %i], %v : !tt.tensordesc<tensor<1x64xf16, #rows>>, tensor<32xi32, #blocked1>, i32, tensor<32x64xf16, #blocked>
    tt.descriptor_reduce max, %desc[%i, %i], %w : !tt.tensordesc<tensor<1x64xf16, #rows>>, tensor<1x64xf16, #blocked>
    tt.descriptor_store %desc[%i, %i], %w : !tt.tensordesc<tensor<1x64xf16, #rows>>, tensor<1x64xf16, #blocked>
    tt.return
  }
}

// -----

// A rank-reducing load fills a rank-2 buffer of the 3-d descriptor's layout.
// CHECK-DAG: #[[RANK2:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-LABEL: tt.func public @rank_reducing
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<128x32xf32, #[[RANK2]], #smem, mutable>
// CHECK: ttng.barrier_expect %{{.*}}, 16384, %true
// CHECK: ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1, %arg1] %[[BUF]]
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#rank3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 3}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @rank_reducing(%desc: !tt.tensordesc<tensor<1x128x32xf32, #rank3>>, %i: i32) -> tensor<128x32xf32, #blocked> {
    %l = tt.descriptor_load %desc[%i, %i, %i] : !tt.tensordesc<tensor<1x128x32xf32, #rank3>> -> tensor<128x32xf32, #blocked>
    tt.return %l : tensor<128x32xf32, #blocked>
  }
}

// -----

// Device-side descriptors: 128 bytes of global scratch hold the TMA descriptor, dims innermost
// first, strides in bytes (the innermost implicit), a box of one swizzle row by at most 256
// rows, the element type (f32: 7, i64: 4, signed i8: 0 as unsigned, bf16: 10), the swizzle
// mode (128 bytes: 3 ... none: 0) and NaN padding (fill mode 1).
// CHECK-LABEL: tt.func public @make_descriptors
// CHECK: %[[F32:.*]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
// CHECK-NEXT: %[[S1:.*]] = arith.muli %arg8, %c4_i64 : i64
// CHECK-NEXT: %[[S0:.*]] = arith.muli %arg7, %c4_i64 : i64
// CHECK-NEXT: ttng.tensormap_create %[[F32]], %arg0, [%c32_i32, %c64_i32, %c2_i32], [%arg5, %arg4, %arg6], [%[[S1]], %[[S0]]], [%c1_i32, %c1_i32, %c1_i32] {elem_type = 7 : i32, fill_mode = 1 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32}
// CHECK-NEXT: ttng.tensormap_fenceproxy_acquire %[[F32]] : !tt.ptr<i8>
// CHECK-NEXT: ttng.reinterpret_tensor_descriptor %[[F32]] : !tt.ptr<i8> to !tt.tensordesc<tensor<2x64x64xf32, #shared>>
// CHECK: ttng.tensormap_create %{{.*}}, %arg1, [%c8_i32, %c16_i32], [%arg5, %arg4], [%{{.*}}], [%c1_i32, %c1_i32] {elem_type = 4 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 0 : i32}
// CHECK: ttng.tensormap_create %{{.*}}, %arg2, [%c32_i32], [%arg4], [], [%c1_i32] {elem_type = 0 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 1 : i32}
// CHECK: ttng.tensormap_create %{{.*}}, %arg3, [%c32_i32, %c256_i32], [%arg5, %arg4], [%{{.*}}], [%c1_i32, %c1_i32] {elem_type = 10 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 2 : i32}
#f32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 3}>
#i64 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 64}>
#si8 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 8, rank = 1}>
#bf16 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @make_descriptors(%q: !tt.ptr<f32>, %r: !tt.ptr<i64>, %p: !tt.ptr<si8>, %h: !tt.ptr<bf16>, %m: i32, %n: i32, %k: i32, %s0: i64, %s1: i64) -> (!tt.tensordesc<tensor<2x64x64xf32, #f32>>, !tt.tensordesc<tensor<16x8xi64, #i64>>, !tt.tensordesc<tensor<64xsi8, #si8>>, !tt.tensordesc<tensor<512x512xbf16, #bf16>>) {
    %c1_i64 = arith.constant 1 : i64
    %e = tt.make_tensor_descriptor %q, [%k, %m, %n], [%s0, %s1, %c1_i64] {padding = 2 : i32} : <f32>, <tensor<2x64x64xf32, #f32>>
    %f = tt.make_tensor_descriptor %r, [%m, %n], [%s0, %c1_i64] : <i64>, <tensor<16x8xi64, #i64>>
    %g = tt.make_tensor_descriptor %p, [%m], [%c1_i64] : <si8>, <tensor<64xsi8, #si8>>
    %b = tt.make_tensor_descriptor %h, [%m, %n], [%s0, %c1_i64] : <bf16>, <tensor<512x512xbf16, #bf16>>
    tt.return %e, %f, %g, %b : !tt.tensordesc<tensor<2x64x64xf32, #f32>>, !tt.tensordesc<tensor<16x8xi64, #i64>>, !tt.tensordesc<tensor<64xsi8, #si8>>, !tt.tensordesc<tensor<512x512xbf16, #bf16>>
  }
}

// -----

// fp4-padded layouts: a row of the buffer holds twice the bytes the index counts, so the
// innermost global dim and coordinate are doubled, the box is 128 elements wide and the
// element type is .b4x16_p64 (14).
// CHECK-LABEL: tt.func public @fp4_padded
// CHECK: %[[DIM:.*]] = arith.muli %arg2, %c2_i32 : i32
// CHECK-NEXT: ttng.tensormap_create %{{.*}}, %arg0, [%c128_i32, %c64_i32], [%[[DIM]], %arg1], [%arg3], [%c1_i32, %c1_i32] {elem_type = 14 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32}
// CHECK: %[[COL:.*]] = arith.muli %arg2, %c2_i32 : i32
// CHECK-NEXT: ttng.async_tma_copy_global_to_local %{{.*}}[%arg1, %[[COL]]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#fp4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fp4_padded(%p: !tt.ptr<i8>, %m: i32, %n: i32, %s: i64) -> tensor<64x64xi8, #blocked> {
    %c1_i64 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %p, [%m, %n], [%s, %c1_i64] : <i8>, <tensor<64x64xi8, #fp4>>
    %a = tt.descriptor_load %d[%m, %n] : !tt.tensordesc<tensor<64x64xi8, #fp4>> -> tensor<64x64xi8, #blocked>
    tt.return %a : tensor<64x64xi8, #blocked>
  }
}
