// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s
// A dense integer arith.constant that is not a splat: one llvm.mlir.constant per element,
// in the attribute's row-major order, packed as the thread's registers (Triton 3.6 takes
// the elements in that order whatever the layout; the tensor must have as many elements
// as each thread holds).

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  // CHECK-LABEL: llvm.func @i8_values
  // CHECK:      %[[V0:.*]] = llvm.mlir.constant(5 : i8) : i8
  // CHECK-NEXT: %[[V1:.*]] = llvm.mlir.constant(-1 : i8) : i8
  // CHECK-NEXT: %[[V2:.*]] = llvm.mlir.constant(0 : i8) : i8
  // CHECK-NEXT: %[[V3:.*]] = llvm.mlir.constant(-128 : i8) : i8
  // CHECK-NEXT: %[[S:.*]] = llvm.mlir.undef : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[V0]], %[[S]][0] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[V1]], %[[S0]][1] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK-NEXT: %[[S2:.*]] = llvm.insertvalue %[[V2]], %[[S1]][2] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK-NEXT: llvm.insertvalue %[[V3]], %[[S2]][3] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK-NOT: arith.constant
  tt.func @i8_values(%p: tensor<4x!tt.ptr<i8>, #blocked>) {
    %c = arith.constant dense<[5, 255, 0, 128]> : tensor<4xi8, #blocked>
    tt.store %p, %c : tensor<4x!tt.ptr<i8>, #blocked>
    tt.return
  }
}

// -----

// 2-d, booleans: still the attribute's order.
#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  // CHECK-LABEL: llvm.func @i1_matrix
  // CHECK:      llvm.mlir.constant(true) : i1
  // CHECK-NEXT: llvm.mlir.constant(true) : i1
  // CHECK-NEXT: llvm.mlir.constant(false) : i1
  // CHECK-NEXT: llvm.mlir.constant(true) : i1
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(i1, i1, i1, i1)>
  tt.func @i1_matrix(%p: tensor<2x2x!tt.ptr<i1>, #blocked>) {
    %c = arith.constant dense<[[true, true], [false, true]]> : tensor<2x2xi1, #blocked>
    tt.store %p, %c : tensor<2x2x!tt.ptr<i1>, #blocked>
    tt.return
  }
}
