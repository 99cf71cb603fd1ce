// RUN: ttopt %s -split-input-file -triton-nvidia-mma-lowering | FileCheck %s

// On sm80/sm90 IR none of upstream's patterns (all for Blackwell MMAs) applies: what is left
// is the greedy driver with a default config, i.e. folding, dead-op erasure, constant
// uniquing and hoisting, and aggressive region simplification. wgmma ops are untouched.
// Outputs checked against Triton 3.6 (MMALowering.cpp).

// CHECK-LABEL: tt.func public @wgmma_and_folds
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00>
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg2, %c3_i32 : i32
// CHECK-NEXT: %1 = ttg.local_alloc %arg0
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: scf.for %arg3 = %c1_i32 to %0 step %c1_i32
// CHECK-NEXT: ttng.warp_group_dot %1, %arg1, %arg4 {isAsync = true}
// CHECK-NEXT: ttng.warp_group_dot_wait
// CHECK-NEXT: scf.yield
// CHECK: tt.return %2, %c3_i32
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @wgmma_and_folds(%a: tensor<64x64xf16, #blocked>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) -> (tensor<64x64xf32, #mma>, i32) {
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c2_i32 = arith.constant 2 : i32
    %dead = arith.muli %n, %c2_i32 : i32
    %c3 = arith.addi %c1_i32, %c2_i32 : i32
    %k = arith.addi %n, %c3 : i32
    %0 = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    ttng.fence_async_shared {bCluster = false}
    %r = scf.for %i = %c1_i32 to %k step %c1_i32 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
      %c1_again = arith.constant 1 : i32
      %z = arith.muli %i, %c1_again : i32
      %1 = ttng.warp_group_dot %0, %b, %acc {isAsync = true} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      %2:3 = ttng.warp_group_dot_wait %1, %0, %b {pendings = 0 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>
      scf.yield %2#0 : tensor<64x64xf32, #mma>
    }
    tt.return %r, %c3 : tensor<64x64xf32, #mma>, i32
  }
}

// -----

// Aggressive region simplification: the two identical blocks merge, the block arguments
// every predecessor passes the same value to go.
// CHECK-LABEL: tt.func public @branches
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: tt.return %arg1 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @branches(%c: i1, %x: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
  ^bb1(%a: i32):
    %s = arith.addi %a, %c0 : i32
    cf.br ^bb3(%s : i32)
  ^bb2(%b: i32):
    %t = arith.addi %b, %c0 : i32
    cf.br ^bb3(%t : i32)
  ^bb3(%r: i32):
    tt.return %r : i32
  }
}
