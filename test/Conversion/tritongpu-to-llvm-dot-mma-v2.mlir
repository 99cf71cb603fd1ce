// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s
// tt.dot with an Ampere mma (#ttg.nvidia_mma v2.0) result (DotOpToLLVM/MMAv2.cpp, Triton 3.6):
// the operands' registers are packed into 32-bit words, one inline-PTX mma.sync per 16x8xK
// instruction tile, issued k-outer, its accumulators tied to its results. The instruction
// sequences are Triton 3.6's for the same inputs.

// 32x16x32 f16 on two warps (one m tile each): 1 x 2 x 2 tiles, K outermost. Each A word
// is two f16 of the dot-operand struct; the accumulators (`0,1,2,3`: tied to the outputs)
// of the tile at (m 0, n 1) are C's registers 4-7, and the second k step reads the first
// step's results, which end up in D.
// CHECK-LABEL: llvm.func @f16_f32
// CHECK:      %[[A0:[0-9]+]] = llvm.extractvalue %arg0[0] : !llvm.struct<(f16,
// CHECK-NEXT: %[[A1:[0-9]+]] = llvm.extractvalue %arg0[1] : !llvm.struct<(f16,
// CHECK:      llvm.mlir.undef : vector<2xf16>
// CHECK-NEXT: %[[H0:[0-9]+]] = llvm.bitcast %[[A0]] : f16 to f16
// CHECK-NEXT: %[[I0:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.insertelement %[[H0]], %{{[0-9]+}}[%[[I0]] : i32] : vector<2xf16>
// CHECK-NEXT: %[[H1:[0-9]+]] = llvm.bitcast %[[A1]] : f16 to f16
// CHECK-NEXT: %[[I1:[0-9]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.insertelement %[[H1]], %[[V0]][%[[I1]] : i32] : vector<2xf16>
// CHECK-NEXT: %[[WA0:[0-9]+]] = llvm.bitcast %[[V1]] : vector<2xf16> to i32
// CHECK:      %[[C0:[0-9]+]] = llvm.extractvalue %arg2[0] : !llvm.struct<(f32,
// CHECK-NEXT: %[[C1:[0-9]+]] = llvm.extractvalue %arg2[1] : !llvm.struct<(f32,
// CHECK-NEXT: %[[C2:[0-9]+]] = llvm.extractvalue %arg2[2] : !llvm.struct<(f32,
// CHECK-NEXT: %[[C3:[0-9]+]] = llvm.extractvalue %arg2[3] : !llvm.struct<(f32,
// CHECK-NEXT: %[[C4:[0-9]+]] = llvm.extractvalue %arg2[4] : !llvm.struct<(f32,
// CHECK:      %[[D0:[0-9]+]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[WA0]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D00:[0-9]+]] = llvm.extractvalue %[[D0]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D01:[0-9]+]] = llvm.extractvalue %[[D0]][1]
// CHECK-NEXT: %[[D02:[0-9]+]] = llvm.extractvalue %[[D0]][2]
// CHECK-NEXT: %[[D03:[0-9]+]] = llvm.extractvalue %[[D0]][3]
// CHECK-NEXT: llvm.inline_asm {{.*}} %[[C4]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[WA0]],
// CHECK-COUNT-4: llvm.extractvalue
// CHECK-NEXT: %[[D2:[0-9]+]] = llvm.inline_asm {{.*}} %[[D00]], %[[D01]], %[[D02]], %[[D03]], %{{[0-9]+}},
// CHECK-NEXT: %[[R0:[0-9]+]] = llvm.extractvalue %[[D2]][0]
// CHECK-COUNT-3: llvm.extractvalue
// CHECK-NEXT: llvm.inline_asm {{.*}}mma.sync{{.*}}
// CHECK-NOT:  mma.sync
// CHECK:      llvm.bitcast %[[R0]] : f32 to f32
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f16_f32(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x16xf32, #mma>) {
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x16xf32, #mma>
    tt.return
  }
}

// -----

// f16 accumulators travel in pairs: C is repacked into vector<2xf16> registers (`=r`
// outputs), and the results are unpacked again.
// CHECK-LABEL: llvm.func @f16_f16acc
// CHECK:      %[[P:[0-9]+]] = llvm.mlir.undef : vector<2xf16>
// CHECK-NEXT: %[[C0:[0-9]+]] = llvm.extractvalue %arg2[0] : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16, f16)>
// CHECK-NEXT: %[[I0:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.insertelement %[[C0]], %[[P]][%[[I0]] : i32] : vector<2xf16>
// CHECK:      llvm.mlir.undef : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
// CHECK:      %[[D:[0-9]+]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 { $0, $1 }, { $4, $5, $6, $7 }, { $8, $9 }, { $2, $3 };", "=r,=r,0,1,r,r,r,r,r,r" {{.*}} : (vector<2xf16>, vector<2xf16>, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-NEXT: %[[D0:[0-9]+]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK:      "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
// CHECK:      %[[J:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[E:[0-9]+]] = llvm.extractelement %[[D0]][%[[J]] : i32] : vector<2xf16>
// CHECK-NEXT: llvm.bitcast %[[E]] : f16 to f16
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f16_f16acc(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x16xf16, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x16xf16, #mma>
    tt.return
  }
}

// -----

// bf16 on 1 x 2 warps: 2 x 2 x 1 tiles.
// CHECK-LABEL: llvm.func @bf16
// CHECK-COUNT-4: "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" {{.*}} : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT:  mma.sync
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bf16(%a: tensor<32x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x32xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<32x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x32xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

// f32 operands with inputPrecision = tf32: m16n8k8, one f32 per word (vector<1xf32>).
// CHECK-LABEL: llvm.func @tf32
// CHECK:      llvm.mlir.undef : vector<1xf32>
// CHECK-COUNT-2: "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" {{.*}} : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT:  mma.sync
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tf32(%a: tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<16x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}

// -----

// int8 operands, i32 accumulators: the saturating m16n8k32, `=r` outputs, four i8 per word.
// CHECK-LABEL: llvm.func @i8
// CHECK:      llvm.mlir.undef : vector<4xi8>
// CHECK-COUNT-1: "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=r,=r,=r,=r,0,1,2,3,r,r,r,r,r,r" {{.*}} : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT:  mma.sync
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @i8(%a: tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xi32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xi32, #mma>
    tt.return
  }
}

// -----

// Mixed fp8 operands (e5m2 x e4m3), carried as i8.
// CHECK-LABEL: llvm.func @fp8
// CHECK:      llvm.mlir.undef : vector<4xi8>
// CHECK-COUNT-1: "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" {{.*}} : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT:  mma.sync
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fp8(%a: tensor<16x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}

// -----

// kWidth = 8 bf16 (four words per thread along K) with only two K tiles: the elements are
// regrouped so that an instruction's words are consecutive along K; the first A words are
// elements (0, 1) and (8, 9).
// CHECK-LABEL: llvm.func @large_k
// CHECK:      %[[E0:[0-9]+]] = llvm.extractvalue %arg0[0] :
// CHECK-NEXT: %[[E1:[0-9]+]] = llvm.extractvalue %arg0[1] :
// CHECK:      %[[E8:[0-9]+]] = llvm.extractvalue %arg0[8] :
// CHECK-NEXT: %[[E9:[0-9]+]] = llvm.extractvalue %arg0[9] :
// CHECK:      llvm.mlir.undef : vector<2xbf16>
// CHECK-NEXT: llvm.bitcast %[[E0]] : bf16 to bf16
// CHECK:      llvm.bitcast %[[E1]] : bf16 to bf16
// CHECK:      llvm.bitcast %{{[0-9]+}} : vector<2xbf16> to i32
// CHECK-NEXT: llvm.mlir.undef : vector<2xbf16>
// CHECK-NEXT: llvm.bitcast %[[E8]] : bf16 to bf16
// CHECK:      llvm.bitcast %[[E9]] : bf16 to bf16
// CHECK-COUNT-2: "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"
// CHECK-NOT:  mma.sync
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @large_k(%a: tensor<16x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>, %b: tensor<32x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>, %c: tensor<16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}

// -----

// A batch of two on two warps: one tile per batch; the second reads the second batch's
// accumulators (C registers 4-7).
// CHECK-LABEL: llvm.func @batched
// CHECK:      %[[C4:[0-9]+]] = llvm.extractvalue %arg2[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK:      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"
// CHECK-NEXT: llvm.extractvalue
// CHECK-COUNT-3: llvm.extractvalue
// CHECK-NEXT: llvm.inline_asm {{.*}} %[[C4]],
// CHECK-NOT:  mma.sync
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 2, 1], instrShape = [1, 16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @batched(%a: tensor<2x16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<2x16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<2x16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<2x16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<2x16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<2x16x8xf32, #mma>
    tt.return
  }
}

// -----

// K = 8 is shorter than the m16n8k16 tile: the operands repeat along K, one instruction.
// CHECK-LABEL: llvm.func @short_k
// CHECK-COUNT-1: "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" {{.*}} : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT:  mma.sync
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @short_k(%a: tensor<16x8xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<8x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x8xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<8x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}

// -----

// kWidth = 4 tf32 over K = 16: two m16n8k8 tiles from the regrouped words.
// CHECK-LABEL: llvm.func @large_k_short
// CHECK-COUNT-2: "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" {{.*}} : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT:  mma.sync
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @large_k_short(%a: tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<16x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<16x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}
