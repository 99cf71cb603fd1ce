// RUN: ttopt %s -split-input-file -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops -tritongpu-pipeline=num-stages=3 | FileCheck %s
// cuda:80 loads whose users convert them to a linear layout shaped like an mma operand (a K
// tile converted, then transposed into a dot, as flash attention's first dot reads K): the
// pipeliner swizzles their buffer as that operand's (swizzleDotOperandLike in
// getSharedEncIfAllUsersAreDotEnc). Checked against Triton 3.6.

// The linear layout's lanes run K-fastest with 2 contiguous elements a thread: an A-like
// microtile of kWidth 2, so the buffer gets vec 8 and 8 phases (not the unswizzled default).
// CHECK: #[[SWIZZLED:shared[0-9]*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-LABEL: tt.func public @transposed_operand
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #[[SWIZZLED]], #smem, mutable>
// CHECK: ttg.async_copy_global_to_local {{.*}} -> <64x64xf16, #[[SWIZZLED]], #smem, mutable>
// CHECK: scf.for
// CHECK: ttg.local_load {{.*}} : !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #smem, mutable> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: ttg.convert_layout {{.*}} -> tensor<64x64xf16, #linear>
// CHECK-NEXT: tt.trans
// CHECK-NEXT: tt.dot
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #ttg.linear<{register = [[0, 1], [0, 8], [0, 16], [0, 32], [8, 0], [16, 0], [32, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[0, 0], [0, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @transposed_operand(%q: tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %base: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %step = arith.constant dense<4096> : tensor<64x64xi32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %c64s = arith.constant dense<64> : tensor<64x1xi32, #blocked>
    %rs = arith.muli %r, %c64s : tensor<64x1xi32, #blocked>
    %rb = tt.broadcast %rs : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %cb = tt.broadcast %c : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %offs = arith.addi %rb, %cb : tensor<64x64xi32, #blocked>
    %bases = tt.splat %base : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %bases, %offs : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %res:2 = scf.for %i = %c0 to %n step %c64 iter_args(%acc = %zero, %p = %ptrs) -> (tensor<128x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %k = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
      %kl = ttg.convert_layout %k : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #kt>
      %kt = tt.trans %kl {order = array<i32: 1, 0>} : tensor<64x64xf16, #kt> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %q, %kt, %acc : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x64xf32, #mma>
      %pn = tt.addptr %p, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %pn : tensor<128x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %res#0 : tensor<128x64xf32, #mma>
  }
}

// -----

// One user needs the kWidth-4 microtile's swizzling (vec 16), the other a kWidth-2 B
// operand's (vec 8): the load cannot have one shared layout, so it gets no latency and
// stays a plain load in the loop.
// CHECK-LABEL: tt.func public @two_layouts
// CHECK-NOT: ttg.local_alloc
// CHECK-NOT: ttg.async_copy_global_to_local
// CHECK: scf.for
// CHECK-NEXT: tt.load %{{.*}} : tensor<64x64x!tt.ptr<f16>, #blocked>
// CHECK-NOT: ttg.async_copy_global_to_local
// CHECK: tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#k4 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 16], [0, 32], [8, 0], [16, 0], [32, 0]], lane = [[0, 4], [0, 8], [1, 0], [2, 0], [4, 0]], warp = [[0, 0], [0, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_layouts(%q: tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %base: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> (tensor<128x64xf32, #mma>, tensor<64x64xf16, #k4>) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %step = arith.constant dense<4096> : tensor<64x64xi32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %zero4 = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #k4>
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %c64s = arith.constant dense<64> : tensor<64x1xi32, #blocked>
    %rs = arith.muli %r, %c64s : tensor<64x1xi32, #blocked>
    %rb = tt.broadcast %rs : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %cb = tt.broadcast %c : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %offs = arith.addi %rb, %cb : tensor<64x64xi32, #blocked>
    %bases = tt.splat %base : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %bases, %offs : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %res:3 = scf.for %i = %c0 to %n step %c64 iter_args(%acc = %zero, %sum = %zero4, %p = %ptrs) -> (tensor<128x64xf32, #mma>, tensor<64x64xf16, #k4>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %k = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
      %k4 = ttg.convert_layout %k : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #k4>
      %s = arith.addf %sum, %k4 : tensor<64x64xf16, #k4>
      %kb = ttg.convert_layout %k : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %q, %kb, %acc : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x64xf32, #mma>
      %pn = tt.addptr %p, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %s, %pn : tensor<128x64xf32, #mma>, tensor<64x64xf16, #k4>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %res#0, %res#1 : tensor<128x64xf32, #mma>, tensor<64x64xf16, #k4>
  }
}
