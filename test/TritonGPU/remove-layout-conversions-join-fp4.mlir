// RUN: ttopt %s -split-input-file -tritongpu-remove-layout-conversions | FileCheck %s

// Backward rematerialization through tt.join: a blocked layout with 2 elements per thread
// along the joined dim splits back into its halves' layout (whatever its order), so the
// join produces the wanted layout directly. The walk stops at operands that already have
// the inferred layout (getConvertBackwardSlice).
#halves = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
#joined = #ttg.blocked<{sizePerThread = [2, 1, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [1, 4, 1], order = [1, 0, 2]}>
#other = #ttg.blocked<{sizePerThread = [2, 1, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  // CHECK-DAG: #[[JOINED:.*]] = #ttg.blocked<{sizePerThread = [2, 1, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [1, 4, 1], order = [1, 0, 2]}>
  // CHECK-LABEL: tt.func @join_into_wanted_layout
  // CHECK: %[[J:.*]] = tt.join %arg0, %arg1 : tensor<16x64xf32, #{{.*}}> -> tensor<16x64x2xf32, #[[JOINED]]>
  // CHECK-NOT: ttg.convert_layout
  // CHECK: tt.return %[[J]]
  tt.func @join_into_wanted_layout(%lo: tensor<16x64xf32, #halves>, %hi: tensor<16x64xf32, #halves>) -> tensor<16x64x2xf32, #joined> {
    %j = tt.join %lo, %hi : tensor<16x64xf32, #halves> -> tensor<16x64x2xf32, #other>
    %c = ttg.convert_layout %j : tensor<16x64x2xf32, #other> -> tensor<16x64x2xf32, #joined>
    tt.return %c : tensor<16x64x2xf32, #joined>
  }
}

// -----

// Halves sliced out of the joined layout along the new dim join back into that layout
// (inferDefaultJoinOpEncoding's slice case) in forward propagation.
#joined = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [1, 0, 2]}>
#other = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  // CHECK-DAG: #[[JOINED:.*]] = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [1, 0, 2]}>
  // CHECK-LABEL: tt.func @join_of_slices
  // CHECK: %[[J:.*]] = tt.join %arg0, %arg1 : tensor<32x16xi32, #ttg.slice<{dim = 2, parent = #[[JOINED]]}>> -> tensor<32x16x2xi32, #[[JOINED]]>
  // CHECK-NOT: ttg.convert_layout
  // CHECK: tt.return %[[J]]
  tt.func @join_of_slices(%lo: tensor<32x16xi32, #ttg.slice<{dim = 2, parent = #joined}>>, %hi: tensor<32x16xi32, #ttg.slice<{dim = 2, parent = #joined}>>) -> tensor<32x16x2xi32, #joined> {
    %j = tt.join %lo, %hi : tensor<32x16xi32, #ttg.slice<{dim = 2, parent = #joined}>> -> tensor<32x16x2xi32, #other>
    %c = ttg.convert_layout %j : tensor<32x16x2xi32, #other> -> tensor<32x16x2xi32, #joined>
    tt.return %c : tensor<32x16x2xi32, #joined>
  }
}

// -----

// Backward through ttg.fp4_to_fp into a dot operand: the i8 source takes the dot operand
// layout with half the kWidth (not its linear-layout equivalent).
#ld = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#up = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  // CHECK-DAG: #[[MMA:.*]] = #ttg.nvidia_mma
  // CHECK-LABEL: tt.func @fp4_source_takes_dot_operand
  // CHECK: %[[L:.*]] = tt.load %arg0
  // CHECK: %[[C:.*]] = ttg.convert_layout %[[L]] : {{.*}} -> tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 2}>>
  // CHECK: ttg.fp4_to_fp %[[C]] {axis = 1 : i32} : tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 2}>> -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 4}>>
  tt.func @fp4_source_takes_dot_operand(%p: tensor<64x32x!tt.ptr<i8>, #ld>, %b: tensor<64x32xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %acc: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
    %a = tt.load %p : tensor<64x32x!tt.ptr<i8>, #ld>
    %ac = ttg.convert_layout %a : tensor<64x32xi8, #ld> -> tensor<64x32xi8, #up>
    %u = ttg.fp4_to_fp %ac {axis = 1 : i32} : tensor<64x32xi8, #up> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ad = ttg.convert_layout %u : tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %d = tt.dot %ad, %b, %acc : tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
    tt.return %d : tensor<64x32xf32, #mma>
  }
}

// -----

// An #ttg.nvmma_shared written without elementBitWidth (as Triton's own tests write it) parses;
// upstream reads an uninitialised width there, ttopt takes 16.
#bl = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#nv = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  // CHECK: #[[NV:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
  // CHECK-LABEL: tt.func @shared_without_width
  // CHECK: ttng.warp_group_dot {{.*}} !ttg.memdesc<32x32xf16, #[[NV]], #smem>
  tt.func @shared_without_width(%x: tensor<64x32xf32, #bl>, %w: !ttg.memdesc<32x32xf16, #nv, #smem>, %acc: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
    %h = arith.truncf %x : tensor<64x32xf32, #bl> to tensor<64x32xf16, #bl>
    %a = ttg.convert_layout %h : tensor<64x32xf16, #bl> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %r = ttng.warp_group_dot %a, %w, %acc : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x32xf16, #nv, #smem> -> tensor<64x32xf32, #mma>
    tt.return %r : tensor<64x32xf32, #mma>
  }
}
