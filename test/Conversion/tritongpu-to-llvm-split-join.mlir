// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// tt.split / tt.join (ViewOpToLLVM.cpp SplitOpConversion, JoinOpConversion): the split (joined)
// last dim is stepped by one register bit; the registers below that bit form runs that
// alternate between lhs and rhs. The output is Triton 3.6's.

// The last dim is register bit 1: runs of 2. lhs = registers 0, 1, 4, 5; rhs = 2, 3, 6, 7.
// The join of (rhs, lhs) interleaves runs of 2 again.
// CHECK-LABEL: llvm.func @split_middle_bit
// CHECK-COUNT-8: llvm.extractvalue %arg0
// CHECK-NEXT:    %[[LHS0:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT:    %[[LHS1:.*]] = llvm.insertvalue %1, %[[LHS0]][0]
// CHECK-NEXT:    %[[LHS2:.*]] = llvm.insertvalue %2, %[[LHS1]][1]
// CHECK-NEXT:    %[[LHS3:.*]] = llvm.insertvalue %5, %[[LHS2]][2]
// CHECK-NEXT:    %[[LHS:.*]] = llvm.insertvalue %6, %[[LHS3]][3]
// CHECK-NEXT:    %[[RHS0:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT:    %[[RHS1:.*]] = llvm.insertvalue %3, %[[RHS0]][0]
// CHECK-NEXT:    %[[RHS2:.*]] = llvm.insertvalue %4, %[[RHS1]][1]
// CHECK-NEXT:    %[[RHS3:.*]] = llvm.insertvalue %7, %[[RHS2]][2]
// CHECK-NEXT:    %[[RHS:.*]] = llvm.insertvalue %8, %[[RHS3]][3]
// CHECK-NEXT:    %[[R0:.*]] = llvm.extractvalue %[[RHS]][0]
// CHECK-NEXT:    %[[R1:.*]] = llvm.extractvalue %[[RHS]][1]
// CHECK-NEXT:    %[[R2:.*]] = llvm.extractvalue %[[RHS]][2]
// CHECK-NEXT:    %[[R3:.*]] = llvm.extractvalue %[[RHS]][3]
// CHECK-NEXT:    %[[L0:.*]] = llvm.extractvalue %[[LHS]][0]
// CHECK-NEXT:    %[[L1:.*]] = llvm.extractvalue %[[LHS]][1]
// CHECK-NEXT:    %[[L2:.*]] = llvm.extractvalue %[[LHS]][2]
// CHECK-NEXT:    %[[L3:.*]] = llvm.extractvalue %[[LHS]][3]
// CHECK-NEXT:    llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT:    llvm.insertvalue %[[R0]], %{{.*}}[0]
// CHECK-NEXT:    llvm.insertvalue %[[R1]], %{{.*}}[1]
// CHECK-NEXT:    llvm.insertvalue %[[L0]], %{{.*}}[2]
// CHECK-NEXT:    llvm.insertvalue %[[L1]], %{{.*}}[3]
// CHECK-NEXT:    llvm.insertvalue %[[R2]], %{{.*}}[4]
// CHECK-NEXT:    llvm.insertvalue %[[R3]], %{{.*}}[5]
// CHECK-NEXT:    llvm.insertvalue %[[L2]], %{{.*}}[6]
// CHECK-NEXT:    llvm.insertvalue %[[L3]], %{{.*}}[7]
#linear = #ttg.linear<{register = [[0, 1, 0], [0, 0, 1], [2, 0, 0]], lane = [[0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 16, 0], [1, 0, 0]], warp = [], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [2, 0]], lane = [[0, 2], [0, 4], [0, 8], [0, 16], [1, 0]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_middle_bit(%x: tensor<4x32x2xf32, #linear>, %out: !tt.ptr<f32>) {
    %lhs, %rhs = tt.split %x : tensor<4x32x2xf32, #linear> -> tensor<4x32xf32, #linear1>
    %j = tt.join %rhs, %lhs : tensor<4x32xf32, #linear1> -> tensor<4x32x2xf32, #linear>
    tt.return
  }
}


// -----

// The last dim is register bit 0 (sizePerThread 2 along it): even and odd registers.
// CHECK-LABEL: llvm.func @split_lowest_bit
// CHECK-COUNT-4: llvm.extractvalue %arg0
// CHECK-NEXT:    llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT:    llvm.insertvalue %1, %{{.*}}[0]
// CHECK-NEXT:    llvm.insertvalue %3, %{{.*}}[1]
// CHECK-NEXT:    llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT:    llvm.insertvalue %2, %{{.*}}[0]
// CHECK-NEXT:    llvm.insertvalue %4, %{{.*}}[1]

#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_lowest_bit(%x: tensor<64x2xi32, #blocked>) {
    %lhs, %rhs = tt.split %x : tensor<64x2xi32, #blocked> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %j = tt.join %lhs, %rhs : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x2xi32, #blocked>
    tt.return
  }
}
