// RUN: ttopt %s -split-input-file -tritongpu-reduce-data-duplication | FileCheck %s

// Conversions to MMA operands that need shared memory become an explicit local_alloc /
// local_load pair through a swizzled buffer chosen for the operand: 8-element rows for
// f16 (A row-major, B column-major), 4 for f32, the MMA stride of 8 for an i8 operand
// stored along M, two rows per phase for a short K, and no swizzling for FMA operands.
// CHECK-DAG:   #[[SH:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG:   #[[SH_T:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
// CHECK-DAG:   #[[SH_F32:.*]] = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG:   #[[SH_I8:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 16, order = [0, 1]}>
// CHECK-DAG:   #[[SH_3D:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [2, 1, 0]}>
// CHECK-DAG:   #[[SH_FMA:.*]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-LABEL: tt.func @to_dot_operands
// CHECK-NEXT:    %[[A:.*]] = ttg.local_alloc %arg0 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #[[SH]], #smem>
// CHECK-NEXT:    %[[A2:.*]] = ttg.local_load %[[A]] : !ttg.memdesc<128x64xf16, #[[SH]], #smem> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:    %[[B:.*]] = ttg.local_alloc %arg1 : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #[[SH_T]], #smem>
// CHECK-NEXT:    ttg.local_load %[[B]]
// CHECK-NEXT:    %[[C:.*]] = ttg.local_alloc %arg2 : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #[[SH]], #smem>
// CHECK-NEXT:    ttg.local_load %[[C]]
// CHECK-NEXT:    %[[D:.*]] = ttg.local_alloc %arg3 : (tensor<128x32xf32, #blocked>) -> !ttg.memdesc<128x32xf32, #[[SH_F32]], #smem>
// CHECK-NEXT:    ttg.local_load %[[D]]
// CHECK-NEXT:    %[[E:.*]] = ttg.local_alloc %arg4 : (tensor<128x64xi8, #blocked2>) -> !ttg.memdesc<128x64xi8, #[[SH_I8]], #smem>
// CHECK-NEXT:    ttg.local_load %[[E]]
// CHECK-NEXT:    %[[F:.*]] = ttg.local_alloc %arg5 : (tensor<2x64x32xf16, #blocked3>) -> !ttg.memdesc<2x64x32xf16, #[[SH_3D]], #smem>
// CHECK-NEXT:    ttg.local_load %[[F]]
// CHECK-NEXT:    %[[G:.*]] = ttg.local_alloc %arg0 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #[[SH_FMA]], #smem>
// CHECK-NEXT:    ttg.local_load %[[G]] : {{.*}} -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
// CHECK-NEXT:    %[[H:.*]] = ttg.local_alloc %arg6 : (tensor<128x64xf32, #mma>) -> !ttg.memdesc<128x64xf32, #[[SH_F32]], #smem>
// CHECK-NEXT:    ttg.local_load %[[H]]
// CHECK-NEXT:    tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#mma3 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 2, 2], instrShape = [1, 16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @to_dot_operands(%a: tensor<128x64xf16, #blocked>, %b: tensor<64x128xf16, #blocked1>, %c: tensor<64x128xf16, #blocked>, %d: tensor<128x32xf32, #blocked>, %e: tensor<128x64xi8, #blocked2>, %x3: tensor<2x64x32xf16, #blocked3>, %m: tensor<128x64xf32, #mma>) {
    %0 = ttg.convert_layout %a : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %1 = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %2 = ttg.convert_layout %c : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %3 = ttg.convert_layout %d : tensor<128x32xf32, #blocked> -> tensor<128x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
    %4 = ttg.convert_layout %e : tensor<128x64xi8, #blocked2> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %6 = ttg.convert_layout %x3 : tensor<2x64x32xf16, #blocked3> -> tensor<2x64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma3, kWidth = 2}>>
    %7 = ttg.convert_layout %a : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
    %9 = ttg.convert_layout %m : tensor<128x64xf32, #mma> -> tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
    tt.return
  }
}

// -----

// Conversions that stay: to a blocked layout, and to a dot operand that only needs a
// register permutation (the operand layout of an FMA dot whose parent is the source).
// The replacement keeps the conversion's users.
// CHECK-LABEL: tt.func @stays
// CHECK-NEXT:    %[[X:.*]] = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
// CHECK-NEXT:    %[[Y:.*]] = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
// CHECK-NOT:     ttg.local_alloc
// CHECK:         tt.return %[[X]], %[[Y]]
#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @stays(%a: tensor<64x64xf32, #blocked>) -> (tensor<64x64xf32, #blocked1>, tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>) {
    %0 = ttg.convert_layout %a : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    %1 = ttg.convert_layout %a : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    tt.return %0, %1 : tensor<64x64xf32, #blocked1>, tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
  }
}

// -----

// In a loop the round trip replaces the conversion where it is, and its users follow.
// CHECK-LABEL: tt.func @in_loop
// CHECK:         scf.for
// CHECK-NEXT:      %[[L:.*]] = tt.load
// CHECK-NEXT:      %[[M:.*]] = ttg.local_alloc %[[L]]
// CHECK-NEXT:      %[[O:.*]] = ttg.local_load %[[M]]
// CHECK-NEXT:      tt.dot %[[O]], %arg1, %{{.*}}
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @in_loop(%p: tensor<32x32x!tt.ptr<f16>, #blocked>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %n: i32) -> tensor<32x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc = arith.constant dense<0.0> : tensor<32x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %acc) -> (tensor<32x32xf32, #mma>) : i32 {
      %l = tt.load %p : tensor<32x32x!tt.ptr<f16>, #blocked>
      %a = ttg.convert_layout %l : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %d = tt.dot %a, %b, %x : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
      scf.yield %d : tensor<32x32xf32, #mma>
    }
    tt.return %r : tensor<32x32xf32, #mma>
  }
}
