// RUN: ttopt %s -split-input-file -tritongpu-pipeline=num-stages=3 | FileCheck %s

// Loops already scheduled (loop.stage / loop.cluster as tritongpu-schedule-loops leaves them);
// the expected output is Triton 3.6's.

// Dynamic bound, two loads two stages before their dot: 2-slot buffers, a predicated prologue
// of two iterations, the kernel waits with 2 groups in flight and refills the insert slot.
// CHECK-LABEL: tt.func @dynamic_bound
// CHECK-DAG: %[[CM1:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[A:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
// CHECK: %[[B:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
// CHECK: %[[P0:.*]] = arith.cmpi sgt, %arg2, %c0_i32 : i32
// CHECK: %[[A0:.*]] = ttg.memdesc_index %[[A]][%c0_i32]
// CHECK: %[[M0:.*]] = tt.splat %[[P0]] : i1 -> tensor<32x32xi1, #blocked>
// CHECK: %[[CA0:.*]] = ttg.async_copy_global_to_local %{{.*}}, %[[A0]] mask %[[M0]] {contiguity = 4 : i32}
// CHECK: %[[TA0:.*]] = ttg.async_commit_group tokens %[[CA0]]
// CHECK: ttg.memdesc_index %[[B]][%c0_i32]
// CHECK: %[[TB0:.*]] = ttg.async_commit_group
// CHECK: %[[P1:.*]] = arith.cmpi sgt, %arg2, %c1_i32 : i32
// CHECK: ttg.memdesc_index %[[A]][%c1_i32]
// CHECK: tt.splat %[[P1]]
// CHECK: %[[TA1:.*]] = ttg.async_commit_group
// CHECK: %[[TB1:.*]] = ttg.async_commit_group
// CHECK: scf.for %[[IV:.*]] = %c0_i32 to %arg2 step %c1_i32 iter_args(%{{.*}} = %cst, %{{.*}}, %{{.*}}, %[[INS:.*]] = %c1_i32, %[[EXT:.*]] = %[[CM1]], %[[NB:.*]] = %[[C2]], %{{.*}} = %[[C2]], %[[WA:.*]] = %[[TA0]], %{{.*}} = %[[TA1]], %[[WB:.*]] = %[[TB0]], %{{.*}} = %[[TB1]])
// CHECK: %[[LIM:.*]] = arith.subi %arg2, %[[C2]] : i32
// CHECK: %[[PRED:.*]] = arith.cmpi slt, %[[IV]], %[[LIM]] : i32
// CHECK: %[[E1:.*]] = arith.addi %[[EXT]], %c1_i32 : i32
// CHECK: %[[EW:.*]] = arith.cmpi sge, %[[E1]], %[[NB]] : i32
// CHECK: %[[E:.*]] = arith.select %[[EW]], %c0_i32, %[[E1]] : i32
// CHECK: %[[W:.*]] = ttg.async_wait %[[WA]], %[[WB]] {num = 2 : i32}
// CHECK: %[[VA:.*]] = ttg.memdesc_index %[[A]][%[[E]]]
// CHECK: ttg.local_load %[[VA]] token %[[W]]
// CHECK: %[[VB:.*]] = ttg.memdesc_index %[[B]][%[[E]]]
// CHECK: ttg.local_load %[[VB]] token %[[W]]
// CHECK: tt.dot
// CHECK: %[[I1:.*]] = arith.addi %[[INS]], %c1_i32 : i32
// CHECK: %[[IW:.*]] = arith.cmpi sge, %[[I1]], %[[C2]] : i32
// CHECK: %[[I:.*]] = arith.select %[[IW]], %c0_i32, %[[I1]] : i32
// CHECK: %[[SA:.*]] = ttg.memdesc_index %[[A]][%[[I]]]
// CHECK: %[[MA:.*]] = tt.splat %[[PRED]] : i1 -> tensor<32x32xi1, #blocked>
// CHECK: ttg.async_copy_global_to_local %{{.*}}, %[[SA]] mask %[[MA]]
// CHECK: ttg.async_commit_group
// CHECK: ttg.memdesc_index %[[B]][%[[I]]]
// CHECK: ttg.async_copy_global_to_local
// CHECK: ttg.async_commit_group
// CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %[[I]], %[[E]], %{{.*}}, %[[C2]],
// CHECK: ttg.async_wait {num = 0 : i32}
// CHECK-NEXT: ttg.local_dealloc %[[B]]
// CHECK-NEXT: ttg.local_dealloc %[[A]]
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dynamic_bound(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: i32) -> tensor<32x32xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %2 = tt.broadcast %1 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %4 = tt.addptr %3, %2 : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %5 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %6 = tt.addptr %5, %2 : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<32> : tensor<32x32xi32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #mma>
    %7:3 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst_0, %arg5 = %4, %arg6 = %6) -> (tensor<32x32xf32, #mma>, tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32x!tt.ptr<f16>, #blocked>)  : i32 {
      %8 = tt.load %arg5 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<32x32x!tt.ptr<f16>, #blocked>
      %9 = tt.load %arg6 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<32x32x!tt.ptr<f16>, #blocked>
      %10 = ttg.convert_layout %8 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %11 = ttg.convert_layout %9 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %12 = tt.dot %10, %11, %arg4 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
      %13 = tt.addptr %arg5, %cst {loop.cluster = 2 : i32, loop.stage = 1 : i32} : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
      %14 = tt.addptr %arg6, %cst {loop.cluster = 2 : i32, loop.stage = 1 : i32} : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
      scf.yield %12, %13, %14 : tensor<32x32xf32, #mma>, tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32x!tt.ptr<f16>, #blocked>
    } {tt.scheduled_max_stage = 2 : i32}
    tt.return %7#0 : tensor<32x32xf32, #mma>
  }
}

// -----

// Constant bounds (8 iterations > 3 stages): the prologue needs no predicate; the existing mask
// is and-ed with the kernel's stage predicate, and the non-zero `other` becomes a select after
// the local_load.
// CHECK-LABEL: tt.func @constant_bound_masked
// CHECK: %[[C6:.*]] = arith.constant 6 : i32
// CHECK: %[[MASK:.*]] = tt.splat %arg1 : i1 -> tensor<32x32xi1, #blocked>
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
// CHECK: %[[S0:.*]] = ttg.memdesc_index %[[BUF]][%c0_i32]
// CHECK: ttg.async_copy_global_to_local %{{.*}}, %[[S0]] mask %[[MASK]] other %cst_0 {contiguity = 4 : i32}
// CHECK: %[[S1:.*]] = ttg.memdesc_index %[[BUF]][%c1_i32]
// CHECK: ttg.async_copy_global_to_local %{{.*}}, %[[S1]] mask %[[MASK]] other %cst_0
// CHECK: scf.for %[[IV:.*]] = %c0_i32 to %c8_i32
// CHECK: %[[PRED:.*]] = arith.cmpi slt, %[[IV]], %[[C6]] : i32
// CHECK: ttg.async_wait %{{.*}} {num = 1 : i32}
// CHECK: %[[LD:.*]] = ttg.local_load
// CHECK: %[[SEL:.*]] = arith.select %[[MASK]], %[[LD]], %cst_0
// CHECK: ttg.convert_layout %[[SEL]]
// CHECK: %[[PM:.*]] = tt.splat %[[PRED]] : i1 -> tensor<32x32xi1, #blocked>
// CHECK: %[[AND:.*]] = arith.andi %[[PM]], %[[MASK]]
// CHECK: ttg.async_copy_global_to_local %{{.*}}, %{{.*}} mask %[[AND]] other %cst_0
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @constant_bound_masked(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: i1, %arg2: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>) -> tensor<32x32xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %2 = tt.broadcast %1 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %4 = tt.addptr %3, %2 : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<32> : tensor<32x32xi32, #blocked>
    %c8_i32 = arith.constant 8 : i32
    %5 = tt.splat %arg1 : i1 -> tensor<32x32xi1, #blocked>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<32x32xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #mma>
    %6:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %cst_1, %arg5 = %4) -> (tensor<32x32xf32, #mma>, tensor<32x32x!tt.ptr<f16>, #blocked>)  : i32 {
      %7 = tt.load %arg5, %5, %cst_0 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<32x32x!tt.ptr<f16>, #blocked>
      %8 = ttg.convert_layout %7 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %9 = tt.dot %8, %arg2, %arg4 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
      %10 = tt.addptr %arg5, %cst {loop.cluster = 2 : i32, loop.stage = 1 : i32} : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
      scf.yield %9, %10 : tensor<32x32xf32, #mma>, tensor<32x32x!tt.ptr<f16>, #blocked>
    } {tt.scheduled_max_stage = 2 : i32}
    tt.return %6#0 : tensor<32x32xf32, #mma>
  }
}
