// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s
// tt.dot with a #ttg.blocked result (no tensor cores): each accumulator a thread owns is
// reduced over k in order, `llvm.intr.fmuladd` for floats, `llvm.mul` + `llvm.add` for
// integers; A and B registers are looked up by (row or column, k) in D's register order.

// One warp, 2x2 accumulators per thread, K = 2. A's registers are (m0 k0, m0 k1, m1 k0,
// m1 k1), B's (k0 n0, k0 n1, k1 n0, k1 n1), the accumulators (m0 n0, m0 n1, m1 n0, m1 n1).
#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80"} {
  // CHECK-LABEL: llvm.func @fma_f32
  // CHECK-DAG: %[[C0:.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[C1:.*]] = llvm.extractvalue %arg2[1] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[C2:.*]] = llvm.extractvalue %arg2[2] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[C3:.*]] = llvm.extractvalue %arg2[3] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[A0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[A1:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[A2:.*]] = llvm.extractvalue %arg0[2] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[A3:.*]] = llvm.extractvalue %arg0[3] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[B0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[B1:.*]] = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[B2:.*]] = llvm.extractvalue %arg1[2] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[B3:.*]] = llvm.extractvalue %arg1[3] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK:      %[[D0A:.*]] = llvm.intr.fmuladd(%[[A0]], %[[B0]], %[[C0]]) : (f32, f32, f32) -> f32
  // CHECK-NEXT: %[[D0:.*]] = llvm.intr.fmuladd(%[[A1]], %[[B2]], %[[D0A]]) : (f32, f32, f32) -> f32
  // CHECK-NEXT: %[[D1A:.*]] = llvm.intr.fmuladd(%[[A0]], %[[B1]], %[[C1]]) : (f32, f32, f32) -> f32
  // CHECK-NEXT: %[[D1:.*]] = llvm.intr.fmuladd(%[[A1]], %[[B3]], %[[D1A]]) : (f32, f32, f32) -> f32
  // CHECK-NEXT: %[[D2A:.*]] = llvm.intr.fmuladd(%[[A2]], %[[B0]], %[[C2]]) : (f32, f32, f32) -> f32
  // CHECK-NEXT: %[[D2:.*]] = llvm.intr.fmuladd(%[[A3]], %[[B2]], %[[D2A]]) : (f32, f32, f32) -> f32
  // CHECK-NEXT: %[[D3A:.*]] = llvm.intr.fmuladd(%[[A2]], %[[B1]], %[[C3]]) : (f32, f32, f32) -> f32
  // CHECK-NEXT: %[[D3:.*]] = llvm.intr.fmuladd(%[[A3]], %[[B3]], %[[D3A]]) : (f32, f32, f32) -> f32
  // CHECK-NEXT: %[[S:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[D0]], %[[S]][0]
  // CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[D1]], %[[S0]][1]
  // CHECK-NEXT: %[[S2:.*]] = llvm.insertvalue %[[D2]], %[[S1]][2]
  // CHECK-NEXT: llvm.insertvalue %[[D3]], %[[S2]][3]
  tt.func @fma_f32(%a: tensor<8x2xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<2x16xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x16xf32, #blocked>, %p: !tt.ptr<f32>) {
    %d = tt.dot %a, %b, %c : tensor<8x2xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x16xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x16xf32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<8x16x!tt.ptr<f32>, #blocked>
    tt.store %ps, %d : tensor<8x16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Integers multiply and add; no fmuladd.
#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80"} {
  // CHECK-LABEL: llvm.func @fma_i32
  // CHECK-NOT: llvm.intr.fmuladd
  // CHECK:      %[[P:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
  // CHECK-NEXT: %[[Q:.*]] = llvm.add %[[P]], %{{.*}} : i32
  // CHECK-NEXT: %[[R:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
  // CHECK-NEXT: llvm.add %[[R]], %[[Q]] : i32
  // CHECK-COUNT-6: llvm.mul
  // CHECK-NOT: llvm.intr.fmuladd
  // CHECK: llvm.return
  tt.func @fma_i32(%a: tensor<8x2xi32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<2x16xi32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x16xi32, #blocked>, %p: !tt.ptr<i32>) {
    %d = tt.dot %a, %b, %c : tensor<8x2xi32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x16xi32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x16xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<8x16x!tt.ptr<i32>, #blocked>
    tt.store %ps, %d : tensor<8x16x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

// Repetitions: the 16x8 tile of 2x1 accumulators per thread covers a 32x8 D twice along
// M; order [0, 1] puts M fastest both inside a repetition and between repetitions, so the
// accumulators are (m0, m1) of the first repetition, then (m0, m1) of the second. Each
// thread holds A's 2 rows x K 1 per repetition and B's one column.
#blocked = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80"} {
  // CHECK-LABEL: llvm.func @fma_repetitions
  // CHECK-DAG: %[[C0:.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(f16, f16, f16, f16)>
  // CHECK-DAG: %[[C2:.*]] = llvm.extractvalue %arg2[2] : !llvm.struct<(f16, f16, f16, f16)>
  // CHECK-DAG: %[[A0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(f16, f16, f16, f16)>
  // CHECK-DAG: %[[A2:.*]] = llvm.extractvalue %arg0[2] : !llvm.struct<(f16, f16, f16, f16)>
  // CHECK-DAG: %[[B0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(f16)>
  // CHECK:      %[[D0:.*]] = llvm.intr.fmuladd(%[[A0]], %[[B0]], %[[C0]]) : (f16, f16, f16) -> f16
  // CHECK-NEXT: llvm.intr.fmuladd
  // CHECK-NEXT: %[[D2:.*]] = llvm.intr.fmuladd(%[[A2]], %[[B0]], %[[C2]]) : (f16, f16, f16) -> f16
  // CHECK-NEXT: llvm.intr.fmuladd
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(f16, f16, f16, f16)>
  // CHECK-NEXT: llvm.insertvalue %[[D0]], %{{.*}}[0]
  tt.func @fma_repetitions(%a: tensor<32x1xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<1x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<32x8xf16, #blocked>, %p: !tt.ptr<f16>) {
    %d = tt.dot %a, %b, %c : tensor<32x1xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<1x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x8xf16, #blocked>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<32x8x!tt.ptr<f16>, #blocked>
    tt.store %ps, %d : tensor<32x8x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// A batched (3-d) dot: 2 x 2 x 2 accumulators per thread, K = 4, one fmuladd per k.
#blocked = #ttg.blocked<{sizePerThread = [2, 2, 2], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80"} {
  // CHECK-LABEL: llvm.func @fma_batched
  // CHECK-COUNT-32: llvm.intr.fmuladd
  // CHECK-NOT: llvm.intr.fmuladd
  // CHECK: llvm.return
  tt.func @fma_batched(%a: tensor<2x8x4xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<2x4x16xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<2x8x16xf32, #blocked>, %p: !tt.ptr<f32>) {
    %d = tt.dot %a, %b, %c : tensor<2x8x4xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x4x16xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<2x8x16xf32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<2x8x16x!tt.ptr<f32>, #blocked>
    tt.store %ps, %d : tensor<2x8x16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
