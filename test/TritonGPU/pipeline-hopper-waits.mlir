// RUN: ttopt %s -split-input-file -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops -tritongpu-pipeline=num-stages=3 | FileCheck %s

// Where tritongpu-pipeline keeps wgmma dots synchronous or leaves out waits (upstream
// WGMMAPipeline.cpp: dotCanBeProperlyAsync, insertAsyncWarpGroupDotWaitInLoop). The expected
// output is Triton 3.6's (checked with its triton-opt on these inputs).

// Attention-like: the first dot's result is used in the loop, so a `pendings = 0` wait follows
// it; the second dot's accumulator from the previous iteration is only used after that wait,
// which then also carries it, and the second dot stays in flight with no wait in the loop (the
// `pendings = 0` wait drains it) and, being properly async, none split. A wait after the loop.
// CHECK-LABEL: tt.func @dependent_dots
// CHECK: %[[Q:.*]] = ttg.local_alloc %arg0
// CHECK: %[[LOOP:.*]]:11 = scf.for {{.*}} iter_args([[ACC:%arg[0-9]+]] = %cst
// CHECK: %[[KT:.*]] = ttg.memdesc_trans
// CHECK: %[[S:.*]] = ttng.warp_group_dot %[[Q]], %[[KT]], %cst{{.*}} {isAsync = true}
// CHECK-NEXT: %[[W:.*]]:4 = ttng.warp_group_dot_wait %[[S]], %[[Q]], %[[KT]], [[ACC]] {pendings = 0 : i32}
// CHECK-NEXT: arith.mulf %[[W]]#3,
// CHECK-NEXT: arith.truncf %[[W]]#0
// CHECK: %[[O:.*]] = ttng.warp_group_dot %{{.*}}, %{{.*}}, %{{.*}} {isAsync = true} : tensor<64x64xf16, #ttg.dot_op
// CHECK-NOT: ttng.warp_group_dot_wait
// CHECK: scf.yield %[[O]],
// CHECK: ttng.warp_group_dot_wait %[[LOOP]]#0 {pendings = 0 : i32}

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared_t = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dependent_dots(%q_regs: tensor<64x64xf16, #blocked>,
                          %k_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                          %v_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                          %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %half = arith.constant dense<5.000000e-01> : tensor<64x64xf32, #mma>
    %q = ttg.local_alloc %q_regs : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %pk = %k_init, %pv = %v_init) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %k = tt.load %pk : tensor<64x64x!tt.ptr<f16>, #blocked>
      %k_smem = ttg.local_alloc %k : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %k_t = ttg.memdesc_trans %k_smem {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared_t, #smem>
      %s = ttng.warp_group_dot %q, %k_t, %zero : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared_t, #smem> -> tensor<64x64xf32, #mma>
      %scaled = arith.mulf %acc, %half : tensor<64x64xf32, #mma>
      %p = arith.truncf %s : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
      %p_op = ttg.convert_layout %p : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %v = tt.load %pv : tensor<64x64x!tt.ptr<f16>, #blocked>
      %v_smem = ttg.local_alloc %v : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %o = ttng.warp_group_dot %p_op, %v_smem, %scaled : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %pk_next = tt.addptr %pk, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %pv_next = tt.addptr %pv, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %o, %pk_next, %pv_next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %r#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// A dot whose result feeds another dot in the loop is not properly async (a `pendings = 0` wait
// follows it); the second dot's previous result feeds only the first dot's accumulator, so it
// stays in flight, with no wait in the loop.
// CHECK-LABEL: tt.func @chained_accumulator
// CHECK: %[[LOOP:.*]]:11 = scf.for
// CHECK: %[[D0:.*]] = ttng.warp_group_dot %[[AS:.*]], %[[BS:.*]], %arg4 {isAsync = true}
// CHECK-NEXT: %[[W:.*]]:3 = ttng.warp_group_dot_wait %[[D0]], %[[AS]], %[[BS]] {pendings = 0 : i32}
// CHECK-NEXT: %[[D1:.*]] = ttng.warp_group_dot %[[AS]], %[[BS]], %[[W]]#0 {isAsync = true}
// CHECK-NOT: ttng.warp_group_dot_wait
// CHECK: scf.yield %[[D1]],
// CHECK: ttng.warp_group_dot_wait %[[LOOP]]#0 {pendings = 0 : i32}

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @chained_accumulator(%a_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
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
      %d0 = ttng.warp_group_dot %a_smem, %b_smem, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %d1 = ttng.warp_group_dot %a_smem, %b_smem, %d0 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %pa_next = tt.addptr %pa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %pb_next = tt.addptr %pb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d1, %pa_next, %pb_next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %r#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// A use under scf.if keeps the dot properly async: a `pendings = 0` wait opens the if's block,
// and the usual wait follows the dot (the if's wait then takes its result).
// CHECK-LABEL: tt.func @used_under_if
// CHECK: %[[D:.*]] = ttng.warp_group_dot %[[AS:.*]], %[[BS:.*]], %arg5 {isAsync = true}
// CHECK-NEXT: %[[W:.*]]:3 = ttng.warp_group_dot_wait %[[D]], %[[AS]], %[[BS]] {pendings = 1 : i32}
// CHECK: scf.if
// CHECK-NEXT: %[[WI:.*]]:3 = ttng.warp_group_dot_wait %[[W]]#0, %[[AS]], %[[BS]] {pendings = 0 : i32}
// CHECK-NEXT: tt.store %arg2, %[[WI]]#0
// CHECK: scf.yield %[[W]]#0,
// CHECK: ttng.warp_group_dot_wait %{{.*}}#0 {pendings = 0 : i32}

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @used_under_if(%a_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                         %b_init: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>},
                         %out: tensor<64x64x!tt.ptr<f32>, #mma>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c7 = arith.constant 7 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %pa = %a_init, %pb = %b_init) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %a_smem = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %b_smem = ttg.local_alloc %b : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_smem, %b_smem, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %last = arith.cmpi eq, %i, %c7 : i32
      scf.if %last {
        tt.store %out, %d : tensor<64x64x!tt.ptr<f32>, #mma>
      }
      %pa_next = tt.addptr %pa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %pb_next = tt.addptr %pb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %pa_next, %pb_next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %r#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// An f16 accumulator keeps the dot synchronous (wait 0 right after it, none after the loop).
// CHECK-LABEL: tt.func @f16_accumulator
// CHECK: %[[D:.*]] = ttng.warp_group_dot %0, %1, %arg4 {isAsync = true}
// CHECK-NEXT: %[[W:.*]]:3 = ttng.warp_group_dot_wait %[[D]], %0, %1 {pendings = 0 : i32}
// CHECK-NEXT: scf.yield %[[W]]#0
// CHECK-NEXT: }
// CHECK-NEXT: tt.return

// With num_stages 1 nothing is pipelined, but the dot still becomes async; its A, stored from
// registers in the loop, is not multi-buffered, so a `pendings = 0` wait follows it.
// CHECK-LABEL: tt.func @operands_from_registers
// CHECK: tt.load
// CHECK-NEXT: %[[A:.*]] = ttg.local_alloc %{{.*}} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: %[[D:.*]] = ttng.warp_group_dot %[[A]], %0, %arg4 {isAsync = true}
// CHECK-NEXT: %[[W:.*]]:3 = ttng.warp_group_dot_wait %[[D]], %[[A]], %0 {pendings = 0 : i32}
// CHECK-NEXT: scf.yield %[[W]]#0
// CHECK-NEXT: } {tt.num_stages = 1 : i32}
// CHECK-NEXT: tt.return

// num_stages 0: the dot stays synchronous, with no wait.
// CHECK-LABEL: tt.func @no_stages
// CHECK: %[[D:.*]] = ttng.warp_group_dot %0, %1, %arg4 :
// CHECK-NEXT: scf.yield %[[D]]
// CHECK-NEXT: } {tt.num_stages = 0 : i32}

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f16_accumulator(%a_regs: tensor<64x64xf16, #blocked>, %b_regs: tensor<64x64xf16, #blocked>, %n: i32) -> tensor<64x64xf16, #mma> {
    %a = ttg.local_alloc %a_regs : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %b = ttg.local_alloc %b_regs : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf16, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #mma>
      scf.yield %d : tensor<64x64xf16, #mma>
    }
    tt.return %r : tensor<64x64xf16, #mma>
  }

  tt.func @operands_from_registers(%a_ptr: tensor<64x64x!tt.ptr<f16>, #blocked>, %b_regs: tensor<64x64xf16, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %b = ttg.local_alloc %b_regs : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %a = tt.load %a_ptr : tensor<64x64x!tt.ptr<f16>, #blocked>
      %a_smem = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_smem, %b, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    } {tt.num_stages = 1 : i32}
    tt.return %r : tensor<64x64xf32, #mma>
  }

  tt.func @no_stages(%a_regs: tensor<64x64xf16, #blocked>, %b_regs: tensor<64x64xf16, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %a = ttg.local_alloc %a_regs : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %b = ttg.local_alloc %b_regs : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    } {tt.num_stages = 0 : i32}
    tt.return %r : tensor<64x64xf32, #mma>
  }
}
