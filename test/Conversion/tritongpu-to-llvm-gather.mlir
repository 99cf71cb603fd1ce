// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// tt.gather (GatherOpToLLVM.cpp): warp shuffles when every gathered column stays in one
// warp, otherwise a round trip through the op's shared-memory scratch. The sequences are
// Triton 3.6's for the same inputs.

// Warp-local: a column of dim 0 lives in the 8 lanes x 2 registers of one warp (on both
// sides). For each index register the thread computes the source lane
// ((x & 62) >> 1, x the packed index | column << 4) and register (x & 1, selected), shuffles
// both candidate registers of the column from that lane (f32 as i32, clamp 31) and keeps
// the one whose register number matches, starting from undef.
// CHECK-LABEL: llvm.func @warp_local
// CHECK-NOT:  nvvm.barrier0
// CHECK:      %[[IDX0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(i32, i32)>
// CHECK:      %[[SI:.*]] = llvm.shl %[[IDX0]], %{{.*}} : i32
// CHECK-NEXT: %[[XI:.*]] = llvm.or %{{.*}}, %[[SI]] : i32
// CHECK-NEXT: %[[S4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[SC:.*]] = llvm.shl %{{.*}}, %[[S4]] : i32
// CHECK-NEXT: %[[X:.*]] = llvm.or %[[XI]], %[[SC]] : i32
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[BIT:.*]] = llvm.and %[[X]], %[[ONE]] : i32
// CHECK-NEXT: %[[IS0:.*]] = llvm.icmp "eq" %[[BIT]], %[[ZERO]] : i32
// CHECK-NEXT: %[[R1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.select %[[IS0]], %[[ZERO]], %[[R1]] : i1, i32
// CHECK:      llvm.or disjoint
// CHECK-NEXT: %[[SREG:.*]] = llvm.xor
// CHECK-NEXT: %[[C62:.*]] = llvm.mlir.constant(62 : i32) : i32
// CHECK-NEXT: %[[HI:.*]] = llvm.and %[[X]], %[[C62]] : i32
// CHECK-NEXT: %[[SH1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.lshr %[[HI]], %[[SH1]] : i32
// CHECK:      llvm.or disjoint
// CHECK-NEXT: %[[SLANE:.*]] = llvm.xor
// CHECK-NEXT: %[[UNDEF:.*]] = llvm.mlir.undef : f32
// CHECK-NEXT: %[[CLAMP:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %[[B0:.*]] = llvm.bitcast %{{.*}} : f32 to i32
// CHECK-NEXT: %[[ALL:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[SH0:.*]] = nvvm.shfl.sync  idx %[[ALL]], %[[B0]], %[[SLANE]], %[[CLAMP]] : i32 -> i32
// CHECK-NEXT: %[[V0:.*]] = llvm.bitcast %[[SH0]] : i32 to f32
// CHECK-NEXT: %[[N0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[EQ0:.*]] = llvm.icmp "eq" %[[N0]], %[[SREG]] : i32
// CHECK-NEXT: %[[PICK0:.*]] = llvm.select %[[EQ0]], %[[V0]], %[[UNDEF]] : i1, f32
// CHECK:      nvvm.shfl.sync  idx %{{.*}}, %{{.*}}, %[[SLANE]], %{{.*}} : i32 -> i32
// CHECK:      %[[N1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[EQ1:.*]] = llvm.icmp "eq" %[[N1]], %[[SREG]] : i32
// CHECK-NEXT: llvm.select %[[EQ1]], %{{.*}}, %[[PICK0]] : i1, f32
// CHECK-COUNT-2: nvvm.shfl.sync  idx
// CHECK-NOT:  nvvm.shfl.sync
#b = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @warp_local(%src: tensor<16x16xf32, #b>, %idx: tensor<16x16xi32, #b>, %out: !tt.ptr<f32>) {
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<16x16xf32, #b>, tensor<16x16xi32, #b>) -> tensor<16x16xf32, #b>
    %os = tt.splat %out : !tt.ptr<f32> -> tensor<16x16x!tt.ptr<f32>, #b>
    tt.store %os, %g : tensor<16x16x!tt.ptr<f32>, #b>
    tt.return
  }
}

// -----

// Rows spread over warps: through shared memory. Each source element is stored at
// row + 16 * column (dim 0 fastest) in f16 units of the scratch, a barrier, then each
// output element loads the source at (index, its column); i64 indices are truncated.
// CHECK-LABEL: llvm.func @in_shared
// CHECK:      %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %[[BASE:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:      %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[ROW:.*]] = llvm.mul %[[COL:.*]], %[[C16]] : i32
// CHECK-NEXT: %[[LIN:.*]] = llvm.add %[[ROW]], %{{.*}} : i32
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %[[BASE]][%[[LIN]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK-NEXT: llvm.store %{{.*}}, %[[P]] : f16, !llvm.ptr<3>
// CHECK:      llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[I0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(i64, i64)>
// CHECK:      %[[T0:.*]] = llvm.trunc %[[I0]] : i64 to i32
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[K16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[M:.*]] = llvm.mul %{{.*}}, %[[K16]] : i32
// CHECK-NEXT: %[[L:.*]] = llvm.add %[[M]], %[[T0]] : i32
// CHECK-NEXT: %[[Q:.*]] = llvm.getelementptr %[[BASE]][%[[L]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK-NEXT: llvm.load %[[Q]] : !llvm.ptr<3> -> f16
#b = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @in_shared(%src: tensor<16x16xf16, #b>, %idx: tensor<8x16xi64, #b1>, %out: !tt.ptr<f16>) {
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<16x16xf16, #b>, tensor<8x16xi64, #b1>) -> tensor<8x16xf16, #b1>
    %os = tt.splat %out : !tt.ptr<f16> -> tensor<8x16x!tt.ptr<f16>, #b1>
    tt.store %os, %g : tensor<8x16x!tt.ptr<f16>, #b1>
    tt.return
  }
}

// -----

// One warp (warp id the constant 0), i8 indices zero-extended, i64 values shuffled as two
// 32-bit halves and reassembled; 4 candidate registers per index register.
// CHECK-LABEL: llvm.func @one_warp
// CHECK:      %[[IDX:.*]] = llvm.zext %{{.*}} : i8 to i32
// CHECK:      llvm.mlir.undef : i64
// CHECK-NEXT: llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %[[PAIR:.*]] = llvm.bitcast %{{.*}} : i64 to vector<2xf32>
// CHECK:      nvvm.shfl.sync  idx
// CHECK:      nvvm.shfl.sync  idx
// CHECK:      %[[BACK:.*]] = llvm.bitcast %{{.*}} : vector<2xf32> to i64
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.icmp "eq"
// CHECK-NEXT: llvm.select %{{.*}}, %[[BACK]], %{{.*}} : i1, i64
// CHECK-COUNT-30: nvvm.shfl.sync  idx
// CHECK-NOT:  nvvm.shfl.sync
#b = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @one_warp(%src: tensor<32x4xi64, #b>, %idx: tensor<32x4xi8, #b>, %out: !tt.ptr<i64>) {
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<32x4xi64, #b>, tensor<32x4xi8, #b>) -> tensor<32x4xi64, #b>
    %os = tt.splat %out : !tt.ptr<i64> -> tensor<32x4x!tt.ptr<i64>, #b>
    tt.store %os, %g : tensor<32x4x!tt.ptr<i64>, #b>
    tt.return
  }
}

// -----

// Gathering along dim 1 with f16 values: shuffled as a zero-extended i16.
// CHECK-LABEL: llvm.func @axis1
// CHECK:      %[[H:.*]] = llvm.bitcast %{{.*}} : f16 to i16
// CHECK-NEXT: %[[W:.*]] = llvm.zext %[[H]] : i16 to i32
// CHECK-NEXT: llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[S:.*]] = nvvm.shfl.sync  idx %{{.*}}, %[[W]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT: %[[T:.*]] = llvm.trunc %[[S]] : i32 to i16
// CHECK-NEXT: llvm.bitcast %[[T]] : i16 to f16
// CHECK-COUNT-7: nvvm.shfl.sync  idx
// CHECK-NOT:  nvvm.shfl.sync
#b = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @axis1(%src: tensor<8x32xf16, #b>, %idx: tensor<8x16xi32, #b>, %out: !tt.ptr<f16>) {
    %g = tt.gather %src[%idx] {axis = 1 : i32} : (tensor<8x32xf16, #b>, tensor<8x16xi32, #b>) -> tensor<8x16xf16, #b>
    %os = tt.splat %out : !tt.ptr<f16> -> tensor<8x16x!tt.ptr<f16>, #b>
    tt.store %os, %g : tensor<8x16x!tt.ptr<f16>, #b>
    tt.return
  }
}
