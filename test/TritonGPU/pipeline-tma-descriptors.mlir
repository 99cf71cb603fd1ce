// RUN: ttopt %s -split-input-file -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops -tritongpu-pipeline=num-stages=3 | FileCheck %s

// TMA stores through descriptors that are not kernel arguments (TMAStoresPipeline.cpp's
// lowerTMADescriptorCreation, PipeliningUtility.cpp's lowerTMADescriptors and
// sinkValueRedefinition); the outputs equal Triton 3.6's.

// A store through a descriptor the kernel makes in the loop: the descriptors made there are
// double-buffered in global scratch (lowerTMADescriptorCreation), each written into its
// counter's slot, fenced and reinterpreted; the counters advance in the scf.if branch that
// makes the descriptor and come out of it as extra results.
// CHECK-LABEL: tt.func public @store_through_kernel_descriptor
// CHECK: %[[BUF:.+]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK: %[[SCRATCH0:.+]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32} : !tt.ptr<i8>
// CHECK: %[[SCRATCH1:.+]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32} : !tt.ptr<i8>
// CHECK: scf.for %[[IV:.+]] = %{{.+}} iter_args(%[[CNT0:.+]] = %[[ZERO:.+]], %[[CNT1:.+]] = %[[ZERO]]) -> (i32, i32)
// CHECK: %[[IF:.+]]:3 = scf.if %arg3 -> (!tt.tensordesc<tensor<64x64xf16, #shared>>, i32, i32) {
// CHECK: %[[OFF:.+]] = arith.muli %c128_i32, %[[CNT0]] : i32
// CHECK: %[[SLOT:.+]] = tt.addptr %[[SCRATCH0]], %[[OFF]] : !tt.ptr<i8>, i32
// CHECK: ttng.tensormap_create %[[SLOT]], %arg0, [%c64_i32, %c64_i32_{{.+}}], [%arg2, %[[IV]]], [%{{.+}}], [%{{.+}}, %{{.+}}] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32}
// CHECK: ttng.tensormap_fenceproxy_acquire %[[SLOT]] : !tt.ptr<i8>
// CHECK: %[[DESC:.+]] = ttng.reinterpret_tensor_descriptor %[[SLOT]] : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xf16, #shared>>
// CHECK: %[[NEXT:.+]] = arith.addi %[[CNT0]]
// CHECK: %[[WRAP:.+]] = arith.cmpi sge, %[[NEXT]], %c2_i32
// CHECK: %[[CNT0_NEXT:.+]] = arith.select %[[WRAP]], %{{.+}}, %[[NEXT]]
// CHECK: scf.yield %[[DESC]], %[[CNT0_NEXT]], %[[CNT1]]
// CHECK: } else {
// CHECK: tt.addptr %[[SCRATCH1]]
// CHECK: scf.yield %{{.+}}, %[[CNT0]], %{{.+}}
// CHECK: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_store %arg1, %[[BUF]]
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_local_to_global %[[IF]]#0[%[[IV]], %c0_i32] %[[BUF]]
// CHECK-NEXT: scf.yield %[[IF]]#1, %[[IF]]#2 : i32, i32
// CHECK: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_dealloc %[[BUF]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_through_kernel_descriptor(%base: !tt.ptr<f16>, %v: tensor<64x64xf16, #blocked>, %n: i32, %flag: i1) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c1_i64 = arith.constant 1 : i64
    %c64_i64 = arith.constant 64 : i64
    scf.for %i = %c0 to %n step %c1 : i32 {
      %desc = scf.if %flag -> (!tt.tensordesc<tensor<64x64xf16, #shared>>) {
        %made = tt.make_tensor_descriptor %base, [%i, %n], [%c64_i64, %c1_i64] : <f16>, <tensor<64x64xf16, #shared>>
        scf.yield %made : !tt.tensordesc<tensor<64x64xf16, #shared>>
      } else {
        %other = tt.make_tensor_descriptor %base, [%n, %i], [%c64_i64, %c1_i64] : <f16>, <tensor<64x64xf16, #shared>>
        scf.yield %other : !tt.tensordesc<tensor<64x64xf16, #shared>>
      }
      tt.descriptor_store %desc[%i, %c0], %v : !tt.tensordesc<tensor<64x64xf16, #shared>>, tensor<64x64xf16, #blocked>
    }
    tt.return
  }
}

// -----

// A scatter through the argument of a function that is not a kernel is pipelined like a
// store; the descriptor is not made in the loop, so there is nothing to multi-buffer.
// CHECK-LABEL: tt.func private @scatter_in_helper
// CHECK-NOT: ttg.global_scratch_alloc
// CHECK: %[[BUF:.+]] = ttg.local_alloc : () -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
// CHECK: scf.for
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_store %arg2, %[[BUF]]
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_scatter %arg0[%arg1, %{{.+}}] %[[BUF]]
// CHECK-NEXT: } {tt.num_stages = 2 : i32}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#offsets = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @scatter_in_helper(%desc: !tt.tensordesc<tensor<1x64xf16, #shared>>, %rows: tensor<16xi32, #offsets>, %v: tensor<16x64xf16, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      tt.descriptor_scatter %desc[%rows, %i], %v : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<16xi32, #offsets>, i32, tensor<16x64xf16, #blocked>
    } {tt.num_stages = 2 : i32}
    tt.return
  }
}

// -----

// A descriptor made in an scf.if without else, in the epilogue of a pipelined loop
// (lowerTMADescriptors): the scratch buffer has one slot per stage plus one for the wgmma,
// the if gains an else that passes the counter through, and the store in it is pipelined.
// CHECK-LABEL: tt.func public @descriptor_in_epilogue
// CHECK: %[[SCRATCH:.+]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 384 : i32} : !tt.ptr<i8>
// CHECK: %[[BUF:.+]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK: scf.for {{.+}} iter_args({{.+}}, %[[CNT:[^ ]+]] = %c0_i32,
// CHECK: %[[IF:.+]] = scf.if %{{.+}} -> (i32) {
// CHECK: %[[OFF:.+]] = arith.muli %[[CNT]], %c128_i32 : i32
// CHECK: %[[SLOT:.+]] = tt.addptr %[[SCRATCH]], %[[OFF]]
// CHECK: ttng.tensormap_create %[[SLOT]], %arg1,
// CHECK-NEXT: ttng.tensormap_fenceproxy_acquire %[[SLOT]]
// CHECK-NEXT: %[[DESC:.+]] = ttng.reinterpret_tensor_descriptor %[[SLOT]]
// CHECK-NEXT: %[[NEXT:.+]] = arith.addi %[[CNT]], %c1_i32
// CHECK-NEXT: %[[WRAP:.+]] = arith.cmpi sge, %[[NEXT]], %c3_i32
// CHECK-NEXT: %[[CNT_NEXT:.+]] = arith.select %[[WRAP]], %c0_i32, %[[NEXT]]
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_store %arg3, %[[BUF]]
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_local_to_global %[[DESC]]
// CHECK-NEXT: scf.yield %[[CNT_NEXT]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[CNT]] : i32
// CHECK: scf.yield {{.+}}, %[[IF]],
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @descriptor_in_epilogue(%a_desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %out: !tt.ptr<f16>, %b_regs: tensor<64x64xf16, #blocked>, %v: tensor<64x64xf16, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %b = ttg.local_alloc %b_regs : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c1_i64 = arith.constant 1 : i64
    %c64_i64 = arith.constant 64 : i64
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %a = tt.descriptor_load %a_desc[%i, %c0] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %a_smem = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_smem, %b, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %last = arith.cmpi eq, %i, %n : i32
      scf.if %last {
        %desc = tt.make_tensor_descriptor %out, [%n, %n], [%c64_i64, %c1_i64] : <f16>, <tensor<64x64xf16, #shared>>
        tt.descriptor_store %desc[%i, %c0], %v : !tt.tensordesc<tensor<64x64xf16, #shared>>, tensor<64x64xf16, #blocked>
      }
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }
}
