// RUN: ttopt %s -split-input-file -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops -tritongpu-pipeline=num-stages=3 | FileCheck %s

// tritongpu-pipeline on loops with Hopper wgmma dots (upstream Pipeliner/WGMMAPipeline.cpp,
// asyncLaunchDots, and LowerLoops.cpp). The expected output is Triton 3.6's (checked with its
// triton-opt on these inputs).

// Both operands from shared memory: each load gets 3 slots (2 stages + 1 for the wgmma still in
// flight); the dot becomes async, a wait right after it leaves 1 dot in flight and carries the
// two slots it reads; a wait after the loop drains it.
// CHECK-LABEL: tt.func @smem_operands
// CHECK: %[[A:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
// CHECK: %[[B:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
// CHECK: %[[LOOP:.*]]:11 = scf.for
// CHECK: %[[AS:.*]] = ttg.memdesc_index %[[A]]
// CHECK: %[[BS:.*]] = ttg.memdesc_index %[[B]]
// CHECK: %[[D:.*]] = ttng.warp_group_dot %[[AS]], %[[BS]], %{{.*}} {isAsync = true}
// CHECK-NEXT: %[[W:.*]]:3 = ttng.warp_group_dot_wait %[[D]], %[[AS]], %[[BS]] {pendings = 1 : i32}
// CHECK: scf.yield %[[W]]#0,
// CHECK: %[[R:.*]] = ttng.warp_group_dot_wait %[[LOOP]]#0 {pendings = 0 : i32} : tensor<64x64xf32, #mma>
// CHECK-NEXT: ttg.async_wait {num = 0 : i32}
// CHECK: tt.return %[[R]]

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @smem_operands(%a_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                         %b_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                         %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %pa = %a_init, %pb = %b_init) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %a_smem = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %b_smem = ttg.local_alloc %b : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_smem, %b_smem, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %pa_next = tt.addptr %pa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %pb_next = tt.addptr %pb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %pa_next, %pb_next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %r#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// Two properly async dots: one wait after the last leaves both in flight and carries both
// results and the slots they read (each once); the wait after the loop takes both accumulators.
// CHECK-LABEL: tt.func @two_accumulators
// CHECK: %[[LOOP:.*]]:12 = scf.for
// CHECK: %[[AS:.*]] = ttg.memdesc_index
// CHECK: %[[BS:.*]] = ttg.memdesc_index
// CHECK: %[[D0:.*]] = ttng.warp_group_dot %[[AS]], %[[BS]], %{{.*}} {isAsync = true}
// CHECK-NEXT: %[[D1:.*]] = ttng.warp_group_dot %[[AS]], %[[BS]], %{{.*}} {isAsync = true}
// CHECK-NEXT: %[[W:.*]]:4 = ttng.warp_group_dot_wait %[[D0]], %[[D1]], %[[AS]], %[[BS]] {pendings = 2 : i32}
// CHECK: scf.yield %[[W]]#0, %[[W]]#1,
// CHECK: ttng.warp_group_dot_wait %[[LOOP]]#0, %[[LOOP]]#1 {pendings = 0 : i32}

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_accumulators(%a_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                            %b_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                            %n: i32) -> (tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%acc0 = %zero, %acc1 = %zero, %pa = %a_init, %pb = %b_init) -> (tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %a_smem = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %b_smem = ttg.local_alloc %b : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d0 = ttng.warp_group_dot %a_smem, %b_smem, %acc0 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %d1 = ttng.warp_group_dot %a_smem, %b_smem, %acc1 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %pa_next = tt.addptr %pa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %pb_next = tt.addptr %pb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d0, %d1, %pa_next, %pb_next : tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %r#0, %r#1 : tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>
  }
}

// -----

// A in registers, computed in the loop (a local_load of its 2-slot buffer, converted): the dot is
// split along K into 4 k=16 dots on reshape/trans/split pieces of A and subslices of B; each
// piece is followed by a wait leaving the 3 others in flight, and there is no wait after the last.
// B's 3-slot group is counted first (upstream builds each group's counters at the top of the
// body, in front of the previous groups').
// CHECK-LABEL: tt.func @register_a_split
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[A:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
// CHECK-DAG: %[[B:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16, #shared1, #smem, mutable>
// CHECK: scf.for {{.*}} iter_args(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}} = %c1_i32, [[EXT2:%arg[0-9]+]] = %c-1_i32, %{{[^,]*}} = %c1_i32, [[EXT3:%arg[0-9]+]] = %c-1_i32, [[NB3:%arg[0-9]+]] = %c3_i32, %{{[^,]*}}, [[NB2:%arg[0-9]+]] = %c2_i32,
// CHECK: arith.addi [[EXT3]], %c1_i32
// CHECK-NEXT: arith.cmpi sge, %{{.*}}, [[NB3]]
// CHECK: arith.addi [[EXT2]], %c1_i32
// CHECK-NEXT: arith.cmpi sge, %{{.*}}, [[NB2]]
// CHECK: %[[AV:.*]] = ttg.local_load
// CHECK: %[[AOP:.*]] = ttg.convert_layout %[[AV]] : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %[[BS:.*]] = ttg.memdesc_index %[[B]]
// CHECK: %[[R:.*]] = tt.reshape %[[AOP]] : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> -> tensor<64x2x2x16xf16, #linear>
// CHECK: %[[T:.*]] = tt.trans %[[R]] {order = array<i32: 0, 3, 2, 1>} : tensor<64x2x2x16xf16, #linear> -> tensor<64x16x2x2xf16, #linear1>
// CHECK: %[[L:.*]], %[[H:.*]] = tt.split %[[T]] : tensor<64x16x2x2xf16, #linear1> -> tensor<64x16x2xf16, #linear2>
// CHECK: %[[LL:.*]], %[[LH:.*]] = tt.split %[[L]] : tensor<64x16x2xf16, #linear2> -> tensor<64x16xf16, #linear3>
// CHECK: %[[HL:.*]], %[[HH:.*]] = tt.split %[[H]]
// CHECK: %[[A0:.*]] = ttg.convert_layout %[[LL]] : tensor<64x16xf16, #linear3> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %[[A1:.*]] = ttg.convert_layout %[[LH]]
// CHECK: %[[A2:.*]] = ttg.convert_layout %[[HL]]
// CHECK: %[[A3:.*]] = ttg.convert_layout %[[HH]]
// CHECK: %[[B0:.*]] = ttg.memdesc_subslice %[[BS]][0, 0] : !ttg.memdesc<64x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, 64x64>
// CHECK: %[[B1:.*]] = ttg.memdesc_subslice %[[BS]][16, 0]
// CHECK: %[[B2:.*]] = ttg.memdesc_subslice %[[BS]][32, 0]
// CHECK: %[[B3:.*]] = ttg.memdesc_subslice %[[BS]][48, 0]
// CHECK: %[[D0:.*]] = ttng.warp_group_dot %[[A0]], %[[B0]], %{{.*}} {isAsync = true}
// CHECK-NEXT: %[[W0:.*]]:2 = ttng.warp_group_dot_wait %[[D0]], %[[B0]] {pendings = 3 : i32}
// CHECK-NEXT: %[[D1:.*]] = ttng.warp_group_dot %[[A1]], %[[B1]], %[[W0]]#0, %[[TRUE]] {isAsync = true}
// CHECK-NEXT: %[[W1:.*]]:2 = ttng.warp_group_dot_wait %[[D1]], %[[B1]] {pendings = 3 : i32}
// CHECK-NEXT: %[[D2:.*]] = ttng.warp_group_dot %[[A2]], %[[B2]], %[[W1]]#0, %[[TRUE]] {isAsync = true}
// CHECK-NEXT: %[[W2:.*]]:2 = ttng.warp_group_dot_wait %[[D2]], %[[B2]] {pendings = 3 : i32}
// CHECK-NEXT: %[[D3:.*]] = ttng.warp_group_dot %[[A3]], %[[B3]], %[[W2]]#0, %[[TRUE]] {isAsync = true}
// CHECK-NEXT: %[[W3:.*]]:2 = ttng.warp_group_dot_wait %[[D3]], %[[B3]] {pendings = 3 : i32}
// CHECK-NOT: ttng.warp_group_dot_wait
// CHECK: scf.yield %[[W3]]#0,
// CHECK: ttng.warp_group_dot_wait %{{.*}}#0 {pendings = 0 : i32}

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @register_a_split(%a_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                            %b_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                            %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %pa = %a_init, %pb = %b_init) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %a_op = ttg.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %b_smem = ttg.local_alloc %b : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_op, %b_smem, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %pa_next = tt.addptr %pa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %pb_next = tt.addptr %pb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %pa_next, %pb_next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %r#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// The split hands maxNumImpreciseAcc out 16 at a time (a piece that gets all 16 takes 2^30, the
// rest what is left, then 0), and only the first piece keeps the dot's useC.
// CHECK-LABEL: tt.func @split_imprecise_acc
// CHECK: ttng.warp_group_dot %{{.*}}, %{{.*}}, %{{.*}}, %arg2 {isAsync = true, maxNumImpreciseAcc = 1073741824 : i32}
// CHECK: ttng.warp_group_dot %{{.*}}, %{{.*}}, %{{.*}}, %true {isAsync = true, maxNumImpreciseAcc = 8 : i32}
// CHECK: ttng.warp_group_dot %{{.*}}, %{{.*}}, %{{.*}}, %true {isAsync = true} :
// CHECK: ttng.warp_group_dot %{{.*}}, %{{.*}}, %{{.*}}, %true {isAsync = true} :

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_imprecise_acc(%a_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                               %b_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                               %use_acc: i1, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %pa = %a_init, %pb = %b_init) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %a_op = ttg.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %b_smem = ttg.local_alloc %b : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_op, %b_smem, %acc, %use_acc {maxNumImpreciseAcc = 24 : i32} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %pa_next = tt.addptr %pa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %pb_next = tt.addptr %pb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %pa_next, %pb_next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %r#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// A memdesc_trans of the loaded buffer is rebuilt on the mutable slot (replaceUsesAndPropagateType),
// so that its result is mutable too; the wait carries the transposed view.
// CHECK-LABEL: tt.func @transposed_b_view
// CHECK: scf.for
// CHECK: %[[AS:.*]] = ttg.memdesc_index
// CHECK: %[[BS:.*]] = ttg.memdesc_index
// CHECK: %[[BT:.*]] = ttg.memdesc_trans %[[BS]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf8E4M3FN, #shared1, #smem, mutable>
// CHECK: %[[D:.*]] = ttng.warp_group_dot %[[AS]], %[[BT]], %{{.*}} {isAsync = true, maxNumImpreciseAcc = 1073741824 : i32}
// CHECK-NEXT: ttng.warp_group_dot_wait %[[D]], %[[AS]], %[[BT]] {pendings = 1 : i32}

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 32]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#shared_t = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @transposed_b_view(%a_init: tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 128]> : tensor<2xi32>},
                             %b_init: tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 128]> : tensor<2xi32>},
                             %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %step = arith.constant dense<128> : tensor<64x128xi32, #blocked>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %pa = %a_init, %pb = %b_init) -> (tensor<64x64xf32, #mma>, tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked>, tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked>) : i32 {
      %a = tt.load %pa : tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked>
      %a_smem = ttg.local_alloc %a : (tensor<64x128xf8E4M3FN, #blocked>) -> !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem>
      %b = tt.load %pb : tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked>
      %b_smem = ttg.local_alloc %b : (tensor<64x128xf8E4M3FN, #blocked>) -> !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem>
      %b_t = ttg.memdesc_trans %b_smem {order = array<i32: 1, 0>} : !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem> -> !ttg.memdesc<128x64xf8E4M3FN, #shared_t, #smem>
      %d = ttng.warp_group_dot %a_smem, %b_t, %acc {maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem> * !ttg.memdesc<128x64xf8E4M3FN, #shared_t, #smem> -> tensor<64x64xf32, #mma>
      %pa_next = tt.addptr %pa, %step : tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked>, tensor<64x128xi32, #blocked>
      %pb_next = tt.addptr %pb, %step : tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked>, tensor<64x128xi32, #blocked>
      scf.yield %d, %pa_next, %pb_next : tensor<64x64xf32, #mma>, tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked>, tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked>
    }
    tt.return %r#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// Subslices of the loaded buffer are rebuilt on the mutable slot (keeping their alloc shape); the
// buffer counts as feeding a wgmma through them, so it gets the extra slot.
// CHECK-LABEL: tt.func @subsliced_b
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<3x128x128xf16, #shared, #smem, mutable>
// CHECK: scf.for
// CHECK: %[[AS:.*]] = ttg.memdesc_index
// CHECK: %[[BS:.*]] = ttg.memdesc_index
// CHECK: %[[L:.*]] = ttg.memdesc_subslice %[[BS]][0, 0] : !ttg.memdesc<128x128xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 128x128>
// CHECK: %[[R:.*]] = ttg.memdesc_subslice %[[BS]][0, 64] : !ttg.memdesc<128x128xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 128x128>
// CHECK: %[[D0:.*]] = ttng.warp_group_dot %[[AS]], %[[L]]
// CHECK: %[[D1:.*]] = ttng.warp_group_dot %[[AS]], %[[R]]
// CHECK-NEXT: ttng.warp_group_dot_wait %[[D0]], %[[D1]], %[[AS]], %[[L]], %[[R]] {pendings = 2 : i32}

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @subsliced_b(%a_init: tensor<64x128x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 128]> : tensor<2xi32>},
                       %b_init: tensor<128x128x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 128]> : tensor<2xi32>},
                       %n: i32) -> (tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %step_a = arith.constant dense<128> : tensor<64x128xi32, #blocked>
    %step_b = arith.constant dense<128> : tensor<128x128xi32, #blocked>
    %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%acc0 = %zero, %acc1 = %zero, %pa = %a_init, %pb = %b_init) -> (tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<128x128x!tt.ptr<f16>, #blocked>) : i32 {
      %a = tt.load %pa : tensor<64x128x!tt.ptr<f16>, #blocked>
      %a_smem = ttg.local_alloc %a : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %b = tt.load %pb : tensor<128x128x!tt.ptr<f16>, #blocked>
      %b_smem = ttg.local_alloc %b : (tensor<128x128xf16, #blocked>) -> !ttg.memdesc<128x128xf16, #shared, #smem>
      %b_left = ttg.memdesc_subslice %b_smem[0, 0] : !ttg.memdesc<128x128xf16, #shared, #smem> -> !ttg.memdesc<128x64xf16, #shared, #smem, 128x128>
      %b_right = ttg.memdesc_subslice %b_smem[0, 64] : !ttg.memdesc<128x128xf16, #shared, #smem> -> !ttg.memdesc<128x64xf16, #shared, #smem, 128x128>
      %d0 = ttng.warp_group_dot %a_smem, %b_left, %acc0 : !ttg.memdesc<64x128xf16, #shared, #smem> * !ttg.memdesc<128x64xf16, #shared, #smem, 128x128> -> tensor<64x64xf32, #mma>
      %d1 = ttng.warp_group_dot %a_smem, %b_right, %acc1 : !ttg.memdesc<64x128xf16, #shared, #smem> * !ttg.memdesc<128x64xf16, #shared, #smem, 128x128> -> tensor<64x64xf32, #mma>
      %pa_next = tt.addptr %pa, %step_a : tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<64x128xi32, #blocked>
      %pb_next = tt.addptr %pb, %step_b : tensor<128x128x!tt.ptr<f16>, #blocked>, tensor<128x128xi32, #blocked>
      scf.yield %d0, %d1, %pa_next, %pb_next : tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<128x128x!tt.ptr<f16>, #blocked>
    }
    tt.return %r#0, %r#1 : tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>
  }
}
