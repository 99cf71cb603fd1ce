// RUN: ttopt %s -split-input-file -tritongpu-assign-latencies -tritongpu-schedule-loops | FileCheck %s
// RUN: ttopt %s -split-input-file -tritongpu-assign-latencies=num-stages=2 -tritongpu-schedule-loops | FileCheck %s --check-prefix=STAGES2

// Expected stages and clusters are those Triton 3.6 gives these inputs.

// CHECK-LABEL: tt.func @basic(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @basic(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Both operands of an mma v2 dot are loaded with 8 contiguous f16 per thread: both loads are pipelined.
  tt.func @basic(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @if_in_loop(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = arith.cmpi {{.*}}{loop.cluster = 4 : i32, loop.stage = 2 : i32}
// CHECK: } {loop.cluster = 4 : i32, loop.stage = 2 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @if_in_loop(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = arith.cmpi {{.*}}{loop.cluster = 3 : i32, loop.stage = 1 : i32}
// STAGES2: } {loop.cluster = 3 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // An scf.if on the dot result does not change the latencies; it goes to the epilogue cluster.
  tt.func @if_in_loop(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      %cond = arith.cmpi eq, %i, %c1 : i32
      %s = scf.if %cond -> (tensor<128x128xf32, #mma>) {
        %t = arith.addf %d, %d : tensor<128x128xf32, #mma>
        scf.yield %t : tensor<128x128xf32, #mma>
      } else {
        scf.yield %d : tensor<128x128xf32, #mma>
      }
      scf.yield %s, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @indirect(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @indirect(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // An offset load (level 1) feeds the A load (level 0).
  tt.func @indirect(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %op: tensor<128x64x!tt.ptr<i32>, #A>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %o = tt.load %op : tensor<128x64x!tt.ptr<i32>, #A>
      %pi = tt.addptr %p, %o : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %x = tt.load %pi : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @small_load(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @small_load(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // The A load reads one f16 per thread (its pointers are a splat): too small for cp.async.
  tt.func @small_load(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %pa0 : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @no_dot(
// CHECK-NOT: loop.stage
// STAGES2-LABEL: tt.func @no_dot(
// STAGES2-NOT: loop.stage
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Without a dot and without tt.num_stages nothing is pipelined.
  tt.func @no_dot(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      %yf = arith.extf %y : tensor<64x128xf16, #B> to tensor<64x128xf32, #B>
      %xf = arith.extf %x : tensor<128x64xf16, #A> to tensor<128x64xf32, #A>
      tt.store %p2, %x : tensor<128x64x!tt.ptr<f16>, #A>
      scf.yield %acc, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @no_dot_num_stages(
// CHECK-NOT: loop.stage
// STAGES2-LABEL: tt.func @no_dot_num_stages(
// STAGES2-NOT: loop.stage
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // With tt.num_stages on the loop, loads that feed no dot are pipelined too.
  tt.func @no_dot_num_stages(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      %yf = arith.extf %y : tensor<64x128xf16, #B> to tensor<64x128xf32, #B>
      %xf = arith.extf %x : tensor<128x64xf16, #A> to tensor<128x64xf32, #A>
      tt.store %p2, %x : tensor<128x64x!tt.ptr<f16>, #A>
      scf.yield %acc, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    } {tt.num_stages = 2 : i32}
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @user_latency(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 1 : i32}
// STAGES2-LABEL: tt.func @user_latency(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // A tt.latency already in the body is kept and nothing else is assigned.
  tt.func @user_latency(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p {tt.latency = 1 : i32} : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @stages1(
// CHECK-NOT: loop.stage
// STAGES2-LABEL: tt.func @stages1(
// STAGES2-NOT: loop.stage
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // tt.num_stages = 1 on the loop: not pipelined.
  tt.func @stages1(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    } {tt.num_stages = 1 : i32}
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @stages4_indirect(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 4 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 4 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 3 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.num_stages = 4 : i32, tt.scheduled_max_stage = 3 : i32}
// STAGES2-LABEL: tt.func @stages4_indirect(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 4 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 4 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 3 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 3 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.num_stages = 4 : i32, tt.scheduled_max_stage = 3 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // tt.num_stages = 4: the search also starts from the non-load ops, so the offset load is reached at level 0.
  tt.func @stages4_indirect(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %op: tensor<128x64x!tt.ptr<i32>, #A>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %o = tt.load %op : tensor<128x64x!tt.ptr<i32>, #A>
      %pi = tt.addptr %p, %o : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %x = tt.load %pi : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    } {tt.num_stages = 4 : i32}
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @dist2(
// CHECK-NOT: loop.stage
// STAGES2-LABEL: tt.func @dist2(
// STAGES2-NOT: loop.stage
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // The loop yields one of its own iteration arguments: not pipelined.
  tt.func @dist2(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @nested(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @nested(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Only the inner loop of a nest is pipelined.
  tt.func @nested(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %o:1 = scf.for %j = %c0 to %n step %c1 iter_args(%z = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
        %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
        %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
        %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
        %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
        %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
        %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
        %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
        scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
      }
      scf.yield %r#0 : tensor<128x128xf32, #mma>
    }
    tt.return %o#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @barrier(
// CHECK-NOT: loop.stage
// STAGES2-LABEL: tt.func @barrier(
// STAGES2-NOT: loop.stage
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // A gpu.barrier does not stop latency assignment, but the loop is not scheduled.
  tt.func @barrier(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      gpu.barrier
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @print(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: tt.print {{.*}}{hex = false, isSigned = array<i32: 0>, loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @print(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: tt.print {{.*}}{hex = false, isSigned = array<i32: 0>, loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // A tt.print does not stop pipelining.
  tt.func @print(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      tt.print ": " {hex = false, isSigned = array<i32: 0>} : %i : i32
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @two_dots(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @two_dots(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Two dots read the same loaded operands.
  tt.func @two_dots(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %e = tt.dot %xc, %yc, %d : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %e, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @load_next_iter(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @load_next_iter(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // A load whose dot runs in the next iteration (through an iteration argument).
  tt.func @load_next_iter(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb, %prev = %zero) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>, tensor<128x128xf32, #mma>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      %wl = tt.load %q2 : tensor<64x128x!tt.ptr<f16>, #B>
      %wc = ttg.convert_layout %wl : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %w = tt.dot %xc, %wc, %prev : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      scf.yield %d, %p2, %q2, %w : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>, tensor<128x128xf32, #mma>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @incompatible(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @incompatible(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Each loaded tensor is converted to two dot operand layouts that need different shared layouts: neither load is pipelined.
  tt.func @incompatible(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %yk = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %xk = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %e = tt.dot %xk, %yk, %d : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %e, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @if_prologue(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 4 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 4 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = arith.cmpi {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: } {loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 3 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 3 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @if_prologue(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = arith.cmpi {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: } {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // An scf.if computing the accumulator before the dot goes to a prologue cluster.
  tt.func @if_prologue(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %cond = arith.cmpi eq, %i, %c1 : i32
      %acc2 = scf.if %cond -> (tensor<128x128xf32, #mma>) {
        scf.yield %zero : tensor<128x128xf32, #mma>
      } else {
        scf.yield %acc : tensor<128x128xf32, #mma>
      }
      %d = tt.dot %xc, %yc, %acc2 : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @indirect_stages4(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = arith.muli {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.broadcast {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK: } {tt.num_stages = 4 : i32, tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @indirect_stages4(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = arith.muli {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.broadcast {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 2 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 2 : i32}
// STAGES2: } {tt.num_stages = 4 : i32, tt.scheduled_max_stage = 2 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#swt = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Indirection with tt.num_stages = 4.
  tt.func @indirect_stages4(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %op: tensor<128x1x!tt.ptr<i32>, #A>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %c16 = arith.constant dense<16> : tensor<128x1xi32, #A>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %o = tt.load %op : tensor<128x1x!tt.ptr<i32>, #A>
      %o16 = arith.muli %o, %c16 : tensor<128x1xi32, #A>
      %ob = tt.broadcast %o16 : tensor<128x1xi32, #A> -> tensor<128x64xi32, #A>
      %pi = tt.addptr %p, %ob : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %x = tt.load %pi : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    } {tt.num_stages = 4 : i32}
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @indirect_two_levels(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = arith.muli {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = arith.muli {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.broadcast {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @indirect_two_levels(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = arith.muli {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = arith.muli {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.broadcast {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#swt = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Offsets loaded for both operands; the B load uses a small (i32, one per thread) offset load.
  tt.func @indirect_two_levels(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %op: tensor<128x1x!tt.ptr<i32>, #A>, %yp: tensor<64x128x!tt.ptr<i32>, #B>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %c16 = arith.constant dense<16> : tensor<128x1xi32, #A>
    %c16b = arith.constant dense<16> : tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %o = tt.load %op : tensor<128x1x!tt.ptr<i32>, #A>
      %yo0 = tt.load %yp : tensor<64x128x!tt.ptr<i32>, #B>
      %yo = arith.muli %yo0, %c16b : tensor<64x128xi32, #B>
      %o16 = arith.muli %o, %c16 : tensor<128x1xi32, #A>
      %ob = tt.broadcast %o16 : tensor<128x1xi32, #A> -> tensor<128x64xi32, #A>
      %pi = tt.addptr %p, %ob : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %x = tt.load %pi : tensor<128x64x!tt.ptr<f16>, #A>
      %qq = tt.addptr %q, %yo : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      %y = tt.load %qq : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @trans_smem(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.local_alloc {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.memdesc_trans {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32, order = array<i32: 1, 0>}
// CHECK: %{{.*}} = ttg.local_load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @trans_smem(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.local_alloc {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.memdesc_trans {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32, order = array<i32: 1, 0>}
// STAGES2: %{{.*}} = ttg.local_load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#swt = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // B goes through local_alloc / memdesc_trans / local_load; its pointers have no known contiguity.
  tt.func @trans_smem(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %q2p: tensor<128x64x!tt.ptr<f16>, #A>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q2p : tensor<128x64x!tt.ptr<f16>, #A>
      %ya = ttg.local_alloc %y : (tensor<128x64xf16, #A>) -> !ttg.memdesc<128x64xf16, #sw, #smem>
      %yt = ttg.memdesc_trans %ya {order = array<i32: 1, 0>} : !ttg.memdesc<128x64xf16, #sw, #smem> -> !ttg.memdesc<64x128xf16, #swt, #smem>
      %yc = ttg.local_load %yt : !ttg.memdesc<64x128xf16, #swt, #smem> -> tensor<64x128xf16, #dB>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @if_before_loop(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @if_before_loop(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#swt = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // An scf.if before the loop feeds the pointer increment in the loop.
  tt.func @if_before_loop(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %cnd = arith.cmpi sgt, %n, %c1 : i32
    %sel = scf.if %cnd -> (tensor<128x64x!tt.ptr<f16>, #A>) {
      scf.yield %pa : tensor<128x64x!tt.ptr<f16>, #A>
    } else {
      scf.yield %pa0 : tensor<128x64x!tt.ptr<f16>, #A>
    }
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %sel, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @scalar_load(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.splat {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @scalar_load(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.splat {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#swt = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // A scalar load feeding the accumulator of the dot is not on the A/B operand paths.
  tt.func @scalar_load(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %sp: !tt.ptr<f32>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %y = tt.load %q : tensor<64x128x!tt.ptr<f16>, #B>
      %sv = tt.load %sp : !tt.ptr<f32>
      %svs = tt.splat %sv : f32 -> tensor<128x128xf32, #mma>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %svs : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @if_feeds_load(
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 5 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = arith.cmpi {{.*}}{loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK: } {loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 5 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 2 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 2 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.dot {{.*}}{loop.cluster = 2 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 4 : i32, loop.stage = 1 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @if_feeds_load(
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 4 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = arith.cmpi {{.*}}{loop.cluster = 1 : i32, loop.stage = 0 : i32}
// STAGES2: } {loop.cluster = 1 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 4 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttg.convert_layout {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.dot {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 3 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#L = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#swt = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // An scf.if in the body computes the pointers of the B load.
  tt.func @if_feeds_load(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %sa = arith.constant dense<64> : tensor<128x64xi32, #A>
    %sb = arith.constant dense<8192> : tensor<64x128xi32, #B>
    %ra = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>>
    %ea = tt.expand_dims %ra {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #A}>> -> tensor<1x64xi32, #A>
    %ba = tt.broadcast %ea : tensor<1x64xi32, #A> -> tensor<128x64xi32, #A>
    %pa0 = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #A>
    %pa = tt.addptr %pa0, %ba : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
    %rb = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>>
    %eb = tt.expand_dims %rb {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #B}>> -> tensor<1x128xi32, #B>
    %bb = tt.broadcast %eb : tensor<1x128xi32, #B> -> tensor<64x128xi32, #B>
    %pb0 = tt.splat %b : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #B>
    %pb = tt.addptr %pb0, %bb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %pa, %q = %pb) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>)  : i32 {
      %x = tt.load %p : tensor<128x64x!tt.ptr<f16>, #A>
      %cond = arith.cmpi eq, %i, %c1 : i32
      %qs = scf.if %cond -> (tensor<64x128x!tt.ptr<f16>, #B>) {
        scf.yield %q : tensor<64x128x!tt.ptr<f16>, #B>
      } else {
        %qx = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
        scf.yield %qx : tensor<64x128x!tt.ptr<f16>, #B>
      }
      %y = tt.load %qs : tensor<64x128x!tt.ptr<f16>, #B>
      %xc = ttg.convert_layout %x : tensor<128x64xf16, #A> -> tensor<128x64xf16, #dA>
      %yc = ttg.convert_layout %y : tensor<64x128xf16, #B> -> tensor<64x128xf16, #dB>
      %d = tt.dot %xc, %yc, %acc : tensor<128x64xf16, #dA> * tensor<64x128xf16, #dB> -> tensor<128x128xf32, #mma>
      %p2 = tt.addptr %p, %sa : tensor<128x64x!tt.ptr<f16>, #A>, tensor<128x64xi32, #A>
      %q2 = tt.addptr %q, %sb : tensor<64x128x!tt.ptr<f16>, #B>, tensor<64x128xi32, #B>
      scf.yield %d, %p2, %q2 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #A>, tensor<64x128x!tt.ptr<f16>, #B>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @tma_wgmma(
// CHECK: %{{.*}} = tt.descriptor_load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.local_alloc {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.descriptor_load {{.*}}{loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = ttg.local_alloc {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = ttng.warp_group_dot {{.*}}{inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = arith.addi {{.*}}{loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @tma_wgmma(
// STAGES2: %{{.*}} = tt.descriptor_load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.local_alloc {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = tt.descriptor_load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = ttg.local_alloc {{.*}}{loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = ttng.warp_group_dot {{.*}}{inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 1 : i32}
// STAGES2: %{{.*}} = arith.addi {{.*}}{loop.cluster = 1 : i32, loop.stage = 1 : i32}
// STAGES2: } {tt.scheduled_max_stage = 1 : i32}
#A = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#B = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#nv = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // sm90: descriptor loads into nvmma_shared buffers read by ttng.warp_group_dot.
  tt.func @tma_wgmma(%da: !tt.tensordesc<tensor<128x64xf16, #nv>>, %db: !tt.tensordesc<tensor<64x128xf16, #nv>>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %k = %c0) -> (tensor<128x128xf32, #mma>, i32) : i32 {
      %x = tt.descriptor_load %da[%c0, %k] : !tt.tensordesc<tensor<128x64xf16, #nv>> -> tensor<128x64xf16, #A>
      %xa = ttg.local_alloc %x : (tensor<128x64xf16, #A>) -> !ttg.memdesc<128x64xf16, #nv, #smem>
      %y = tt.descriptor_load %db[%k, %c0] : !tt.tensordesc<tensor<64x128xf16, #nv>> -> tensor<64x128xf16, #B>
      %ya = ttg.local_alloc %y : (tensor<64x128xf16, #B>) -> !ttg.memdesc<64x128xf16, #nv, #smem>
      %d = ttng.warp_group_dot %xa, %ya, %acc {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #nv, #smem> * !ttg.memdesc<64x128xf16, #nv, #smem> -> tensor<128x128xf32, #mma>
      %k2 = arith.addi %k, %c64 : i32
      scf.yield %d, %k2 : tensor<128x128xf32, #mma>, i32
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// CHECK-LABEL: tt.func @scalar_loads(
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// CHECK: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = arith.extf {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = arith.addf {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: %{{.*}} = arith.addf {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: } {tt.num_stages = 3 : i32, tt.scheduled_max_stage = 2 : i32}
// STAGES2-LABEL: tt.func @scalar_loads(
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 2 : i32, loop.stage = 0 : i32}
// STAGES2: %{{.*}} = tt.addptr {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// STAGES2: %{{.*}} = tt.load {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// STAGES2: %{{.*}} = arith.extf {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// STAGES2: %{{.*}} = arith.addf {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// STAGES2: %{{.*}} = arith.addf {{.*}}{loop.cluster = 0 : i32, loop.stage = 2 : i32}
// STAGES2: } {tt.num_stages = 3 : i32, tt.scheduled_max_stage = 2 : i32}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Scalar loads with tt.num_stages: a 32-bit load is pipelined, a 16-bit one is not.
  tt.func @scalar_loads(%p: !tt.ptr<f32>, %h: !tt.ptr<f16>, %n: i32) -> f32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant 0.000000e+00 : f32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (f32) : i32 {
      %q = tt.addptr %p, %i : !tt.ptr<f32>, i32
      %v = tt.load %q : !tt.ptr<f32>
      %hq = tt.addptr %h, %i : !tt.ptr<f16>, i32
      %hv = tt.load %hq : !tt.ptr<f16>
      %hf = arith.extf %hv : f16 to f32
      %a = arith.addf %s, %v : f32
      %b = arith.addf %a, %hf : f32
      scf.yield %b : f32
    } {tt.num_stages = 3 : i32}
    tt.return %r : f32
  }
}
