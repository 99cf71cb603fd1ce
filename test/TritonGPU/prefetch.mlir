// RUN: ttopt %s -split-input-file -tritongpu-prefetch | FileCheck %s

// f16 operands with kWidth 2 are split into k-slices of 16: the first slices are
// loaded before the loop and carried, the others loaded in the loop, and the next
// iteration's first slices are loaded from the yielded buffers before the last dot.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
#dotA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dotB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f16_four_slices(%lb: index, %ub: index, %step: index, %bufA: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>, %bufB: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a0 = ttg.memdesc_index %bufA[%c0] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %b0 = ttg.memdesc_index %bufB[%c0] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %r:3 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %acc0, %a = %a0, %b = %b0) -> (tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
      %av = ttg.local_load %a : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #dotA>
      %bv = ttg.local_load %b : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #dotB>
      %d = tt.dot %av, %bv, %acc : tensor<64x64xf16, #dotA> * tensor<64x64xf16, #dotB> -> tensor<64x64xf32, #mma>
      %an = ttg.memdesc_index %bufA[%c1] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
      %bn = ttg.memdesc_index %bufB[%c1] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
      scf.yield %d, %an, %bn : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    } {tt.num_stages = 2 : i32}
    tt.return %r#0 : tensor<64x64xf32, #mma>
  }
}

// CHECK-LABEL: tt.func @f16_four_slices
// CHECK: %[[A0:.*]] = ttg.memdesc_index %arg3[%c0_i32]
// CHECK: %[[B0:.*]] = ttg.memdesc_index %arg4[%c0_i32]
// CHECK: %[[AS:.*]] = ttg.memdesc_subslice %[[A0]][0, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x64>
// CHECK: %[[AH:.*]] = ttg.local_load %[[AS]] : {{.*}} -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %[[BS:.*]] = ttg.memdesc_subslice %[[B0]][0, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable, 64x64>
// CHECK: %[[BH:.*]] = ttg.local_load %[[BS]] : {{.*}} -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %cst, %[[A:.*]] = %[[A0]], %[[B:.*]] = %[[B0]], %[[AP:.*]] = %[[AH]], %[[BP:.*]] = %[[BH]])
// CHECK-NEXT: ttg.local_load %[[A]] : {{.*}} -> tensor<64x64xf16
// CHECK-NEXT: ttg.local_load %[[B]] : {{.*}} -> tensor<64x64xf16
// CHECK-NEXT: tt.dot {{.*}} -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[S1A:.*]] = ttg.memdesc_subslice %[[A]][0, 16]
// CHECK-NEXT: %[[L1A:.*]] = ttg.local_load %[[S1A]]
// CHECK-NEXT: %[[S1B:.*]] = ttg.memdesc_subslice %[[B]][16, 0]
// CHECK-NEXT: %[[L1B:.*]] = ttg.local_load %[[S1B]]
// CHECK-NEXT: %[[D0:.*]] = tt.dot %[[AP]], %[[BP]], %[[ACC]]
// CHECK-NEXT: %[[S2A:.*]] = ttg.memdesc_subslice %[[A]][0, 32]
// CHECK-NEXT: %[[L2A:.*]] = ttg.local_load %[[S2A]]
// CHECK-NEXT: %[[S2B:.*]] = ttg.memdesc_subslice %[[B]][32, 0]
// CHECK-NEXT: %[[L2B:.*]] = ttg.local_load %[[S2B]]
// CHECK-NEXT: %[[D1:.*]] = tt.dot %[[L1A]], %[[L1B]], %[[D0]]
// CHECK-NEXT: %[[S3A:.*]] = ttg.memdesc_subslice %[[A]][0, 48]
// CHECK-NEXT: %[[L3A:.*]] = ttg.local_load %[[S3A]]
// CHECK-NEXT: %[[S3B:.*]] = ttg.memdesc_subslice %[[B]][48, 0]
// CHECK-NEXT: %[[L3B:.*]] = ttg.local_load %[[S3B]]
// CHECK-NEXT: %[[D2:.*]] = tt.dot %[[L2A]], %[[L2B]], %[[D1]]
// CHECK-NEXT: %[[AN:.*]] = ttg.memdesc_index %arg3[%c1_i32]
// CHECK-NEXT: %[[BN:.*]] = ttg.memdesc_index %arg4[%c1_i32]
// CHECK-NEXT: %[[NSA:.*]] = ttg.memdesc_subslice %[[AN]][0, 0]
// CHECK-NEXT: %[[NA:.*]] = ttg.local_load %[[NSA]]
// CHECK-NEXT: %[[NSB:.*]] = ttg.memdesc_subslice %[[BN]][0, 0]
// CHECK-NEXT: %[[NB:.*]] = ttg.local_load %[[NSB]]
// CHECK-NEXT: %[[D3:.*]] = tt.dot %[[L3A]], %[[L3B]], %[[D2]]
// CHECK-NEXT: scf.yield %[[D3]], %[[AN]], %[[BN]], %[[NA]], %[[NB]] :
// CHECK-NEXT: }{{$}}

// -----

// An i8 A operand upcast to f16 (kWidth 4, slices of 32): the conversion is cloned onto
// every slice; with 8 warps. Users of the dot and control flow stop the sinking of the
// last dot.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 16, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @i8_upcast_chain(%lb: i32, %ub: i32, %step: i32, %a0: !ttg.memdesc<128x64xi8, #shared, #smem, mutable>, %b0: !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>, %flag: i1) -> tensor<128x64xf32, #mma> {
    %acc0 = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r:3 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %acc0, %a = %a0, %b = %b0) -> (tensor<128x64xf32, #mma>, !ttg.memdesc<128x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>) : i32 {
      %ai = ttg.local_load %a : !ttg.memdesc<128x64xi8, #shared, #smem, mutable> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %af = arith.sitofp %ai : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> to tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %bv = ttg.local_load %b : !ttg.memdesc<64x64xf16, #shared1, #smem, mutable> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %d = tt.dot %af, %bv, %acc : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x64xf32, #mma>
      %s = arith.addf %d, %acc : tensor<128x64xf32, #mma>
      %x = scf.if %flag -> (!ttg.memdesc<128x64xi8, #shared, #smem, mutable>) {
        scf.yield %a : !ttg.memdesc<128x64xi8, #shared, #smem, mutable>
      } else {
        scf.yield %a0 : !ttg.memdesc<128x64xi8, #shared, #smem, mutable>
      }
      scf.yield %s, %x, %b : tensor<128x64xf32, #mma>, !ttg.memdesc<128x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
    }
    tt.return %r#0 : tensor<128x64xf32, #mma>
  }
}

// CHECK-LABEL: tt.func @i8_upcast_chain
// CHECK: %[[AS:.*]] = ttg.memdesc_subslice %arg3[0, 0] : {{.*}} -> !ttg.memdesc<128x32xi8, #shared, #smem, mutable, 128x64>
// CHECK-NEXT: %[[AL:.*]] = ttg.local_load %[[AS]] : {{.*}} -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK-NEXT: %[[AH:.*]] = arith.sitofp %[[AL]] : {{.*}} to tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK-NEXT: %[[BS:.*]] = ttg.memdesc_subslice %arg4[0, 0] : {{.*}} -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable, 64x64>
// CHECK-NEXT: %[[BH:.*]] = ttg.local_load %[[BS]]
// CHECK-NEXT: scf.for {{.*}} iter_args(%[[ACC:.*]] = %cst, %[[A:.*]] = %arg3, %[[B:.*]] = %arg4, %[[AP:.*]] = %[[AH]], %[[BP:.*]] = %[[BH]])
// CHECK: tt.dot {{.*}} -> tensor<128x64xf32, #mma>
// CHECK-NEXT: %[[S1A:.*]] = ttg.memdesc_subslice %[[A]][0, 32]
// CHECK-NEXT: %[[L1A:.*]] = ttg.local_load %[[S1A]]
// CHECK-NEXT: %[[C1A:.*]] = arith.sitofp %[[L1A]] : tensor<128x32xi8
// CHECK-NEXT: %[[S1B:.*]] = ttg.memdesc_subslice %[[B]][32, 0]
// CHECK-NEXT: %[[L1B:.*]] = ttg.local_load %[[S1B]]
// CHECK-NEXT: %[[D0:.*]] = tt.dot %[[AP]], %[[BP]], %[[ACC]]
// CHECK-NEXT: %[[D1:.*]] = tt.dot %[[C1A]], %[[L1B]], %[[D0]]
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[D1]], %[[ACC]]
// CHECK-NEXT: %[[X:.*]] = scf.if
// CHECK: %[[NSA:.*]] = ttg.memdesc_subslice %[[X]][0, 0]
// CHECK-NEXT: %[[NLA:.*]] = ttg.local_load %[[NSA]]
// CHECK-NEXT: %[[NA:.*]] = arith.sitofp %[[NLA]]
// CHECK-NEXT: %[[NSB:.*]] = ttg.memdesc_subslice %[[B]][0, 0]
// CHECK-NEXT: %[[NB:.*]] = ttg.local_load %[[NSB]]
// CHECK-NEXT: scf.yield %[[SUM]], %[[X]], %[[B]], %[[NA]], %[[NB]] :

// -----

// tf32 (kWidth 1, slices of 8) with K = 8: a single dot on the carried slices, issued
// after the next iteration's loads. A batched (3-d) i8 dot slices its last dims.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#mma3 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 2, 2], instrShape = [1, 16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared3 = #ttg.swizzled_shared<{vec = 16, perPhase = 1, maxPhase = 4, order = [2, 1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tf32_single_slice(%lb: i32, %ub: i32, %step: i32, %a0: !ttg.memdesc<32x8xf32, #shared, #smem>, %b0: !ttg.memdesc<8x32xf32, #shared, #smem>) -> tensor<32x32xf32, #mma> {
    %acc0 = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #mma>
    %r:3 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %acc0, %a = %a0, %b = %b0) -> (tensor<32x32xf32, #mma>, !ttg.memdesc<32x8xf32, #shared, #smem>, !ttg.memdesc<8x32xf32, #shared, #smem>) : i32 {
      %av = ttg.local_load %a : !ttg.memdesc<32x8xf32, #shared, #smem> -> tensor<32x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
      %bv = ttg.local_load %b : !ttg.memdesc<8x32xf32, #shared, #smem> -> tensor<8x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
      %d = tt.dot %av, %bv, %acc, inputPrecision = tf32 : tensor<32x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<8x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf32, #mma>
      %e = arith.addi %iv, %step : i32
      scf.yield %d, %a, %b : tensor<32x32xf32, #mma>, !ttg.memdesc<32x8xf32, #shared, #smem>, !ttg.memdesc<8x32xf32, #shared, #smem>
    }
    tt.return %r#0 : tensor<32x32xf32, #mma>
  }

  tt.func @batched_i8(%lb: i32, %ub: i32, %step: i32, %a0: !ttg.memdesc<2x32x64xi8, #shared3, #smem>, %b0: !ttg.memdesc<2x64x32xi8, #shared3, #smem>) -> tensor<2x32x32xi32, #mma3> {
    %acc0 = arith.constant dense<0> : tensor<2x32x32xi32, #mma3>
    %r:3 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %acc0, %a = %a0, %b = %b0) -> (tensor<2x32x32xi32, #mma3>, !ttg.memdesc<2x32x64xi8, #shared3, #smem>, !ttg.memdesc<2x64x32xi8, #shared3, #smem>) : i32 {
      %av = ttg.local_load %a : !ttg.memdesc<2x32x64xi8, #shared3, #smem> -> tensor<2x32x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma3, kWidth = 4}>>
      %bv = ttg.local_load %b : !ttg.memdesc<2x64x32xi8, #shared3, #smem> -> tensor<2x64x32xi8, #ttg.dot_op<{opIdx = 1, parent = #mma3, kWidth = 4}>>
      %d = tt.dot %av, %bv, %acc : tensor<2x32x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma3, kWidth = 4}>> * tensor<2x64x32xi8, #ttg.dot_op<{opIdx = 1, parent = #mma3, kWidth = 4}>> -> tensor<2x32x32xi32, #mma3>
      scf.yield %d, %a, %b : tensor<2x32x32xi32, #mma3>, !ttg.memdesc<2x32x64xi8, #shared3, #smem>, !ttg.memdesc<2x64x32xi8, #shared3, #smem>
    }
    tt.return %r#0 : tensor<2x32x32xi32, #mma3>
  }
}

// CHECK-LABEL: tt.func @tf32_single_slice
// CHECK: %[[AS:.*]] = ttg.memdesc_subslice %arg3[0, 0] : !ttg.memdesc<32x8xf32, #shared, #smem> -> !ttg.memdesc<32x8xf32, #shared, #smem>
// CHECK-NEXT: %[[AH:.*]] = ttg.local_load %[[AS]] : {{.*}} -> tensor<32x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %cst, %[[A:.*]] = %arg3, %[[B:.*]] = %arg4, %[[AP:.*]] = %[[AH]], %[[BP:.*]] = %{{.*}})
// CHECK: tt.dot {{.*}} inputPrecision = tf32
// CHECK-NOT: arith.addi
// CHECK-NEXT: %[[NSA:.*]] = ttg.memdesc_subslice %[[A]][0, 0]
// CHECK-NEXT: %[[NA:.*]] = ttg.local_load %[[NSA]]
// CHECK-NEXT: %[[NSB:.*]] = ttg.memdesc_subslice %[[B]][0, 0]
// CHECK-NEXT: %[[NB:.*]] = ttg.local_load %[[NSB]]
// CHECK-NEXT: %[[D:.*]] = tt.dot %[[AP]], %[[BP]], %[[ACC]], inputPrecision = tf32
// CHECK-NEXT: scf.yield %[[D]], %[[A]], %[[B]], %[[NA]], %[[NB]] :

// CHECK-LABEL: tt.func @batched_i8
// CHECK: ttg.memdesc_subslice %arg3[0, 0, 0] : !ttg.memdesc<2x32x64xi8, #shared1, #smem> -> !ttg.memdesc<2x32x32xi8, #shared1, #smem, 2x32x64>
// CHECK: ttg.memdesc_subslice %arg4[0, 0, 0] : !ttg.memdesc<2x64x32xi8, #shared1, #smem> -> !ttg.memdesc<2x32x32xi8, #shared1, #smem, 2x64x32>
// CHECK: scf.for
// CHECK: ttg.memdesc_subslice %{{.*}}[0, 0, 32]
// CHECK: ttg.memdesc_subslice %{{.*}}[0, 32, 0]
// CHECK: tt.dot {{.*}} -> tensor<2x32x32xi32, #mma1>
// CHECK: ttg.memdesc_subslice %{{.*}}[0, 0, 0]
// CHECK: ttg.memdesc_subslice %{{.*}}[0, 0, 0]
// CHECK-NEXT: ttg.local_load
// CHECK-NEXT: tt.dot
// CHECK-NEXT: scf.yield

// -----

// Loops that are not prefetched. A single mma v2 dot still has its loop rebuilt, which
// drops the loop's attributes: an operand not read from shared memory, a load result
// with a second user, buffers not carried by the loop, a load behind an async token.
// Loops with two dots, with a dot of another layout, or with no dot are kept as they
// are. The convert_layout canonicalization runs on the whole module first.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
#dotA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dotB = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @not_prefetched(%lb: i32, %ub: i32, %step: i32, %a0: !ttg.memdesc<32x32xf16, #shared, #smem>, %b0: !ttg.memdesc<32x32xf16, #shared, #smem>, %x: tensor<32x32xf16, #blocked>, %tok: !ttg.async.token) -> tensor<32x32xf32, #mma> {
    %acc0 = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #mma>
    %xa = ttg.convert_layout %x : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #dotA>
    %r0:2 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %acc0, %b = %b0) -> (tensor<32x32xf32, #mma>, !ttg.memdesc<32x32xf16, #shared, #smem>) : i32 {
      %bv = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #dotB>
      %d = tt.dot %xa, %bv, %acc : tensor<32x32xf16, #dotA> * tensor<32x32xf16, #dotB> -> tensor<32x32xf32, #mma>
      scf.yield %d, %b : tensor<32x32xf32, #mma>, !ttg.memdesc<32x32xf16, #shared, #smem>
    } {tt.num_stages = 3 : i32}
    %r1:4 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %r0#0, %a = %a0, %b = %b0, %keep = %xa) -> (tensor<32x32xf32, #mma>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, tensor<32x32xf16, #dotA>) : i32 {
      %av = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #dotA>
      %bv = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #dotB>
      %d = tt.dot %av, %bv, %acc : tensor<32x32xf16, #dotA> * tensor<32x32xf16, #dotB> -> tensor<32x32xf32, #mma>
      scf.yield %d, %a, %b, %av : tensor<32x32xf32, #mma>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, tensor<32x32xf16, #dotA>
    } {tt.num_stages = 3 : i32}
    %r2 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %r1#0) -> (tensor<32x32xf32, #mma>) : i32 {
      %av = ttg.local_load %a0 token %tok : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #dotA>
      %bv = ttg.local_load %b0 : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #dotB>
      %d = tt.dot %av, %bv, %acc : tensor<32x32xf16, #dotA> * tensor<32x32xf16, #dotB> -> tensor<32x32xf32, #mma>
      scf.yield %d : tensor<32x32xf32, #mma>
    } {tt.num_stages = 3 : i32}
    %r3:2 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %r2, %a = %a0) -> (tensor<32x32xf32, #mma>, !ttg.memdesc<32x32xf16, #shared, #smem>) : i32 {
      %av = ttg.local_load %a token %tok : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #dotA>
      %bv = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #dotB>
      %d = tt.dot %av, %bv, %acc : tensor<32x32xf16, #dotA> * tensor<32x32xf16, #dotB> -> tensor<32x32xf32, #mma>
      scf.yield %d, %a : tensor<32x32xf32, #mma>, !ttg.memdesc<32x32xf16, #shared, #smem>
    } {tt.num_stages = 3 : i32}
    %r4:3 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %r3#0, %a = %a0, %b = %b0) -> (tensor<32x32xf32, #mma>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>) : i32 {
      %av = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #dotA>
      %bv = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #dotB>
      %d = tt.dot %av, %bv, %acc : tensor<32x32xf16, #dotA> * tensor<32x32xf16, #dotB> -> tensor<32x32xf32, #mma>
      %e = tt.dot %av, %bv, %d : tensor<32x32xf16, #dotA> * tensor<32x32xf16, #dotB> -> tensor<32x32xf32, #mma>
      scf.yield %e, %a, %b : tensor<32x32xf32, #mma>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>
    } {tt.num_stages = 3 : i32}
    %xb = ttg.convert_layout %x : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #dotB>
    %cb = ttg.convert_layout %r4#0 : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #blocked>
    %r5 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %cb) -> (tensor<32x32xf32, #blocked>) : i32 {
      %xa2 = ttg.convert_layout %x : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %xb2 = ttg.convert_layout %x : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %d = tt.dot %xa2, %xb2, %acc : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x32xf32, #blocked>
      scf.yield %d : tensor<32x32xf32, #blocked>
    } {tt.num_stages = 3 : i32}
    %out = ttg.convert_layout %r5 : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #mma>
    %outc = ttg.convert_layout %out : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #blocked>
    %back = ttg.convert_layout %outc : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #mma>
    %final = tt.dot %xa, %xb, %back : tensor<32x32xf16, #dotA> * tensor<32x32xf16, #dotB> -> tensor<32x32xf32, #mma>
    tt.return %final : tensor<32x32xf32, #mma>
  }
}

// CHECK-LABEL: tt.func @not_prefetched
// CHECK-NOT: ttg.memdesc_subslice
// CHECK: %[[R0:.*]]:2 = scf.for {{.*}} iter_args({{.*}}) -> (tensor<32x32xf32, #mma>, !ttg.memdesc<32x32xf16, #shared, #smem>) : i32 {
// CHECK: }{{$}}
// CHECK-NEXT: %[[R1:.*]]:4 = scf.for {{.*}} iter_args(%{{.*}} = %[[R0]]#0, {{.*}}) -> ({{.*}}) : i32 {
// CHECK: }{{$}}
// CHECK-NEXT: %[[R2:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[R1]]#0) -> (tensor<32x32xf32, #mma>) : i32 {
// CHECK: ttg.local_load %arg3 token %arg6
// CHECK: }{{$}}
// CHECK-NEXT: %[[R3:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[R2]], %[[A:.*]] = %arg3) -> ({{.*}}) : i32 {
// CHECK: ttg.local_load %[[A]] token %arg6
// CHECK: }{{$}}
// CHECK-NEXT: %[[R4:.*]]:3 = scf.for {{.*}} iter_args(%{{.*}} = %[[R3]]#0, {{.*}}) -> ({{.*}}) : i32 {
// CHECK-COUNT-2: tt.dot
// CHECK: } {tt.num_stages = 3 : i32}
// CHECK-NEXT: ttg.convert_layout %arg5
// CHECK-NEXT: %[[CB:.*]] = ttg.convert_layout %[[R4]]#0 : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #blocked>
// CHECK-NEXT: %[[R5:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[CB]]) -> (tensor<32x32xf32, #blocked>) : i32 {
// CHECK: } {tt.num_stages = 3 : i32}
// CHECK-NEXT: %[[OUT:.*]] = ttg.convert_layout %[[R5]] : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #mma>
// CHECK-NEXT: tt.dot %{{.*}}, %{{.*}}, %[[OUT]]
// CHECK-NOT: ttg.memdesc_subslice

// -----

// Hopper: a ttng.warp_group_dot is not a tt.dot; the loop is left as it is.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hopper(%lb: i32, %ub: i32, %step: i32, %a0: !ttg.memdesc<64x64xf16, #shared, #smem>, %b0: !ttg.memdesc<64x64xf16, #shared, #smem>) -> tensor<64x64xf32, #mma> {
    %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r0:3 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %acc0, %a = %a0, %b = %b0) -> (tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %w:3 = ttng.warp_group_dot_wait %d, %a, %b {pendings = 0 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>
      scf.yield %w#0, %a, %b : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>
    } {tt.num_stages = 3 : i32}
    tt.return %r0#0 : tensor<64x64xf32, #mma>
  }
}

// CHECK-LABEL: tt.func @hopper
// CHECK: scf.for
// CHECK-NEXT: ttng.warp_group_dot
// CHECK-NOT: ttg.memdesc_subslice
// CHECK: } {tt.num_stages = 3 : i32}
