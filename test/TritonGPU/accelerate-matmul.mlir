// RUN: ttopt %s -split-input-file -tritongpu-accelerate-matmul | FileCheck %s
// The inputs are this file's own; the expected outputs were checked against Triton 3.6
// (triton-opt -tritongpu-accelerate-matmul) on the same inputs.

// sm80: mma v2 with warps balancing M and N repetitions; kWidth = 32 / the narrowest loaded width
// (16 for f16; 1 for tf32; 4 for fp8, promoted to f16 afterwards; 4 for i8; 8 -> 4 through a
// sitofp from i8; a join halves it). An ieee f32 dot stays on FMA. Dead ops go (greedy driver).
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #mma1 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK-DAG: #mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @sm80_f16
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
// CHECK-LABEL: tt.func @sm80_tf32_and_ieee
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg0 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 1}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg1 : tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 1}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 1}>> -> tensor<64x64xf32, #mma1>
// CHECK: %{{[0-9]+}} = tt.dot %arg0, %arg1, %arg2 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
// CHECK-LABEL: tt.func @sm80_fp8
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg0 : tensor<64x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<64x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg1 : tensor<32x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<32x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = tt.fp_to_fp %{{[0-9]+}} : tensor<64x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = tt.fp_to_fp %{{[0-9]+}} : tensor<32x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
// CHECK-LABEL: tt.func @sm80_i8
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg0 : tensor<16x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<16x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma2, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg1 : tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma2, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<16x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma2, kWidth = 4}>> * tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma2, kWidth = 4}>> -> tensor<16x128xi32, #mma2>
// CHECK-LABEL: tt.func @sm80_loaded_narrower
// CHECK: %{{[0-9]+}} = arith.extf %{{[0-9]+}} : tensor<128x64xf16, #blocked> to tensor<128x64xf32, #blocked>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, inputPrecision = tf32 : tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x128xf32, #mma>
// CHECK-LABEL: tt.func @sm80_joined
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg1 : tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x128xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm80_f16(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f16>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %dead = arith.addf %c, %c : tensor<128x128xf32, #blocked>
    %ad = ttg.convert_layout %a : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %bd = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ad, %bd, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
  tt.func @sm80_tf32_and_ieee(%a: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> (tensor<64x64xf32, #blocked>, tensor<64x64xf32, #blocked>) {
    %tf32 = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    %ieee = tt.dot %a, %b, %c : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %tf32, %ieee : tensor<64x64xf32, #blocked>, tensor<64x64xf32, #blocked>
  }
  tt.func @sm80_fp8(%a: tensor<64x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<64x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
  tt.func @sm80_i8(%a: tensor<16x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<16x128xi32, #blocked>) -> tensor<16x128xi32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<16x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<16x128xi32, #blocked>
    tt.return %d : tensor<16x128xi32, #blocked>
  }
  tt.func @sm80_loaded_narrower(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x128x!tt.ptr<i8>, #blocked1>, %x: tensor<128x64xf32, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %a1 = arith.extf %a : tensor<128x64xf16, #blocked1> to tensor<128x64xf32, #blocked1>
    %a2 = arith.addf %a1, %x : tensor<128x64xf32, #blocked1>
    %ad = ttg.convert_layout %a2 : tensor<128x64xf32, #blocked1> -> tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<i8>, #blocked1>
    %b1 = arith.sitofp %b : tensor<64x128xi8, #blocked1> to tensor<64x128xf32, #blocked1>
    %bd = ttg.convert_layout %b1 : tensor<64x128xf32, #blocked1> -> tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ad, %bd, %c, inputPrecision = tf32 : tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
  tt.func @sm80_joined(%pa: tensor<128x32x!tt.ptr<f16>, #blocked1>, %b: tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x32x!tt.ptr<f16>, #blocked1>
    %j = tt.join %a, %a : tensor<128x32xf16, #blocked1> -> tensor<128x32x2xf16, #ttg.blocked<{sizePerThread = [1, 8, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>>
    %r = tt.reshape %j : tensor<128x32x2xf16, #ttg.blocked<{sizePerThread = [1, 8, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>> -> tensor<128x64xf16, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ad = ttg.convert_layout %r : tensor<128x64xf16, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %d = tt.dot %ad, %b, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// sm80, 8 warps: warps doubled along M then N.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 4], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f16>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// sm80, 8 warps, a wide N: warps along N.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 8], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<32x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<32x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<32x256xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<32x256xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<32x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x256xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x256xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<32x32x!tt.ptr<bf16>, #blocked1>, %pb: tensor<32x256x!tt.ptr<bf16>, #blocked1>, %c: tensor<32x256xf32, #blocked>) -> tensor<32x256xf32, #blocked> {
    %a = tt.load %pa : tensor<32x32x!tt.ptr<bf16>, #blocked1>
    %b = tt.load %pb : tensor<32x256x!tt.ptr<bf16>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<32x32xbf16, #blocked1> -> tensor<32x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<32x256xbf16, #blocked1> -> tensor<32x256xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c : tensor<32x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x256xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x256xf32, #blocked>
    tt.return %d : tensor<32x256xf32, #blocked>
  }
}

// -----

// sm80: a batched dot puts all warps on the batch; a dot fed by a dot that already has an mma
// layout takes its warps; a dot inside scf.if is not chained to one outside it.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1, 1], instrShape = [1, 16, 8]}>
// CHECK-DAG: #mma1 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
// CHECK-DAG: #mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @batched
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg0 : tensor<2x64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<2x64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg1 : tensor<2x32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<2x32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<2x64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<2x32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<2x64x64xf32, #mma>
// CHECK-LABEL: tt.func @after_mma_dot
// CHECK: %{{[0-9]+}} = tt.dot %arg0, %arg1, %arg2 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 2}>> -> tensor<64x64xf32, #mma1>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg3 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 2}>> -> tensor<64x64xf32, #mma1>
// CHECK-LABEL: tt.func @dot_in_if
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg1 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma2, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %arg2 : tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma2, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma2, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma2, kWidth = 2}>> -> tensor<64x64xf32, #mma2>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma2, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma2, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma2, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma2, kWidth = 2}>> -> tensor<64x64xf32, #mma2>

#blocked = #ttg.blocked<{sizePerThread = [1, 4, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @batched(%a: tensor<2x64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<2x32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<2x64x64xf32, #blocked>) -> tensor<2x64x64xf32, #blocked> {
    %unused = arith.addf %c, %c : tensor<2x64x64xf32, #blocked>
    %d = tt.dot %a, %b, %c : tensor<2x64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<2x64x64xf32, #blocked>
    tt.return %d : tensor<2x64x64xf32, #blocked>
  }
  tt.func @after_mma_dot(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<64x64xf32, #mma>, %b2: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>, %c2: tensor<64x64xf32, #blocked1>) -> tensor<64x64xf32, #blocked1> {
    %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    %h = arith.truncf %d : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %p = ttg.convert_layout %h : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
    %e = tt.dot %p, %b2, %c2 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
    tt.return %e : tensor<64x64xf32, #blocked1>
  }
  tt.func @dot_in_if(%cond: i1, %a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>, %c: tensor<64x64xf32, #blocked1>) -> tensor<64x64xf32, #blocked1> {
    %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
    %r = scf.if %cond -> (tensor<64x64xf32, #blocked1>) {
      %h = arith.truncf %d : tensor<64x64xf32, #blocked1> to tensor<64x64xf16, #blocked1>
      %p = ttg.convert_layout %h : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
      %bb = ttg.convert_layout %h : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>
      %e = tt.dot %p, %bb, %d : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
      scf.yield %e : tensor<64x64xf32, #blocked1>
    } else {
      scf.yield %d : tensor<64x64xf32, #blocked1>
    }
    tt.return %r : tensor<64x64xf32, #blocked1>
  }
}

// -----

// sm80: chained dots (attention) put all warps along the longer dim.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @attention
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x64xf32, #mma>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x64xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @attention(%q: tensor<128x64xf16, #blocked1>, %kp: tensor<64x64x!tt.ptr<f16>, #blocked1>, %vp: tensor<64x64x!tt.ptr<f16>, #blocked1>, %n: i32) -> tensor<128x64xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #blocked>
    %qd = ttg.convert_layout %q : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #blocked>) : i32 {
      %k = tt.load %kp : tensor<64x64x!tt.ptr<f16>, #blocked1>
      %kt = tt.trans %k {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked2>
      %kd = ttg.convert_layout %kt : tensor<64x64xf16, #blocked2> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %s = tt.dot %qd, %kd, %zero : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
      %e = math.exp2 %s : tensor<128x64xf32, #blocked>
      %p = arith.truncf %e : tensor<128x64xf32, #blocked> to tensor<128x64xf16, #blocked>
      %pd = ttg.convert_layout %p : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %v = tt.load %vp : tensor<64x64x!tt.ptr<f16>, #blocked1>
      %vd = ttg.convert_layout %v : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %o = tt.dot %pd, %vd, %acc : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
      scf.yield %o : tensor<128x64xf32, #blocked>
    }
    tt.return %r : tensor<128x64xf32, #blocked>
  }
}

// -----

// sm90: wgmma; both operands stored to shared memory right after their loads.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f16>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// sm90 tf32: no transposed wgmma operands for 32-bit types, so B is stored K-major (transposed).
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 8]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<128x64xf32, #blocked>) -> !ttg.memdesc<128x64xf32, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x128xf32, #blocked>) -> !ttg.memdesc<64x128xf32, #shared1, #smem>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf32, #shared, #smem> * !ttg.memdesc<64x128xf32, #shared1, #smem> -> tensor<128x128xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<128x64x!tt.ptr<f32>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f32>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f32>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f32>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<128x64xf32, #blocked1> -> tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<64x128xf32, #blocked1> -> tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c,inputPrecision=tf32 : tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// sm90: M = 16 is too small for wgmma: mma v2 (with a remark).
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x64xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<16x16x!tt.ptr<f16>, #blocked1>, %pb: tensor<16x64x!tt.ptr<f16>, #blocked1>, %c: tensor<16x64xf32, #blocked>) -> tensor<16x64xf32, #blocked> {
    %a = tt.load %pa : tensor<16x16x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<16x64x!tt.ptr<f16>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<16x16xf16, #blocked1> -> tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<16x64xf16, #blocked1> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<16x64xf32, #blocked>
    tt.return %d : tensor<16x64xf32, #blocked>
  }
}

// -----

// sm90: N = 8 falls back to mma v2.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x8xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<128x16x!tt.ptr<f16>, #blocked1>, %pb: tensor<16x8x!tt.ptr<f16>, #blocked1>, %c: tensor<128x8xf32, #blocked>) -> tensor<128x8xf32, #blocked> {
    %a = tt.load %pa : tensor<128x16x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<16x8x!tt.ptr<f16>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<128x16xf16, #blocked1> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<16x8xf16, #blocked1> -> tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x8xf32, #blocked>
    tt.return %d : tensor<128x8xf32, #blocked>
  }
}

// -----

// sm90 fp8 accumulating in f32 with maxNumImpreciseAcc < 32: mma v2, operands promoted to f16.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = tt.fp_to_fp %{{[0-9]+}} : tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = tt.fp_to_fp %{{[0-9]+}} : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x128xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<128x64x!tt.ptr<f8E4M3FN>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f8E4M3FN>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<128x64xf8E4M3FN, #blocked1> -> tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<64x128xf8E4M3FN, #blocked1> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c : tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// sm90 fp8 with maxNumImpreciseAcc = 32: wgmma, K = 32.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<128x64xf8E4M3FN, #blocked>) -> !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x128xf8E4M3FN, #blocked>) -> !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} {maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem> * !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem> -> tensor<128x128xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<128x64x!tt.ptr<f8E4M3FN>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f8E4M3FN>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<128x64xf8E4M3FN, #blocked1> -> tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<64x128xf8E4M3FN, #blocked1> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c {maxNumImpreciseAcc = 32 : i32} : tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// sm90 i8: wgmma with an i32 accumulator.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<128x64xi8, #blocked>) -> !ttg.memdesc<128x64xi8, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x128xi8, #blocked>) -> !ttg.memdesc<64x128xi8, #shared1, #smem>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared1, #smem> -> tensor<128x128xi32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<128x64x!tt.ptr<i8>, #blocked1>, %pb: tensor<64x128x!tt.ptr<i8>, #blocked1>, %c: tensor<128x128xi32, #blocked>) -> tensor<128x128xi32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<i8>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<i8>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<128x64xi8, #blocked1> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<64x128xi8, #blocked1> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xi32, #blocked>
    tt.return %d : tensor<128x128xi32, #blocked>
  }
}

// -----

// sm90 bf16, 8 warps, M = 64: a second warpgroup along N; the largest N dividing 256 per group.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 128, 16]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x32xbf16, #blocked>) -> !ttg.memdesc<64x32xbf16, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<32x256xbf16, #blocked>) -> !ttg.memdesc<32x256xbf16, #shared1, #smem>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : !ttg.memdesc<64x32xbf16, #shared, #smem> * !ttg.memdesc<32x256xbf16, #shared1, #smem> -> tensor<64x256xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<64x32x!tt.ptr<bf16>, #blocked1>, %pb: tensor<32x256x!tt.ptr<bf16>, #blocked1>, %c: tensor<64x256xf32, #blocked>) -> tensor<64x256xf32, #blocked> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<bf16>, #blocked1>
    %b = tt.load %pb : tensor<32x256x!tt.ptr<bf16>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<64x32xbf16, #blocked1> -> tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<32x256xbf16, #blocked1> -> tensor<32x256xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c : tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x256xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x256xf32, #blocked>
    tt.return %d : tensor<64x256xf32, #blocked>
  }
}

// -----

// sm90 attention: the first dot feeds a dot, so all 8 warps go along M; A coming from a function
// argument goes to shared memory, the softmax result stays in registers as a dot operand.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 64, 16]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
// CHECK-LABEL: tt.func @attention
// CHECK: %{{[0-9]+}} = ttg.local_alloc %arg0 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x64xf16, #blocked2>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared1, #smem> -> tensor<128x64xf32, #mma>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @attention(%q: tensor<128x64xf16, #blocked1>, %kp: tensor<64x64x!tt.ptr<f16>, #blocked1>, %vp: tensor<64x64x!tt.ptr<f16>, #blocked1>, %n: i32) -> tensor<128x64xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #blocked>
    %qd = ttg.convert_layout %q : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #blocked>) : i32 {
      %k = tt.load %kp : tensor<64x64x!tt.ptr<f16>, #blocked1>
      %kt = tt.trans %k {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked2>
      %kd = ttg.convert_layout %kt : tensor<64x64xf16, #blocked2> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %s = tt.dot %qd, %kd, %zero : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
      %e = math.exp2 %s : tensor<128x64xf32, #blocked>
      %p = arith.truncf %e : tensor<128x64xf32, #blocked> to tensor<128x64xf16, #blocked>
      %pd = ttg.convert_layout %p : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %v = tt.load %vp : tensor<64x64x!tt.ptr<f16>, #blocked1>
      %vd = ttg.convert_layout %v : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %o = tt.dot %pd, %vd, %acc : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
      scf.yield %o : tensor<128x64xf32, #blocked>
    }
    tt.return %r : tensor<128x64xf32, #blocked>
  }
}

// -----

// sm90: A through tt.trans of a load still goes to shared memory (the trans's result); an A
// computed in registers becomes a dot operand; a tf32 A in registers has kWidth 1.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
// CHECK-DAG: #mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 8]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
// CHECK-LABEL: tt.func @trans_a
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<128x64xf16, #blocked2>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared1, #smem>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared1, #smem> -> tensor<128x128xf32, #mma>
// CHECK-LABEL: tt.func @computed_a
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared1, #smem>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared1, #smem> -> tensor<128x128xf32, #mma>
// CHECK-LABEL: tt.func @upcast_tf32
// CHECK: %{{[0-9]+}} = arith.extf %{{[0-9]+}} : tensor<128x64xf16, #blocked> to tensor<128x64xf32, #blocked>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x128xf32, #blocked>) -> !ttg.memdesc<64x128xf32, #shared2, #smem>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 1}>>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} {inputPrecision = 0 : i32} : tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 1}>> * !ttg.memdesc<64x128xf32, #shared2, #smem> -> tensor<128x128xf32, #mma1>
// CHECK-LABEL: tt.func @join_f16
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared1, #smem>
// CHECK: %{{[0-9]+}} = ttg.convert_layout %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared1, #smem> -> tensor<128x128xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @trans_a(%ap: tensor<64x128x!tt.ptr<f16>, #blocked1>, %bp: tensor<64x128x!tt.ptr<f16>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %ap : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %at = tt.trans %a {order = array<i32: 1, 0>} : tensor<64x128xf16, #blocked1> -> tensor<128x64xf16, #blocked2>
    %ad = ttg.convert_layout %at : tensor<128x64xf16, #blocked2> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.load %bp : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %bd = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ad, %bd, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
  tt.func @computed_a(%ap: tensor<128x64x!tt.ptr<f16>, #blocked1>, %bp: tensor<64x128x!tt.ptr<f16>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %ap : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %a2 = arith.mulf %a, %a : tensor<128x64xf16, #blocked1>
    %ad = ttg.convert_layout %a2 : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.load %bp : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %b2 = arith.addf %b, %b : tensor<64x128xf16, #blocked1>
    %bd = ttg.convert_layout %b2 : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ad, %bd, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
  tt.func @upcast_tf32(%ap: tensor<128x64x!tt.ptr<f16>, #blocked1>, %bp: tensor<64x128x!tt.ptr<i8>, #blocked1>, %x: tensor<128x64xf32, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %ap : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %a1 = arith.extf %a : tensor<128x64xf16, #blocked1> to tensor<128x64xf32, #blocked1>
    %a2 = arith.addf %a1, %x : tensor<128x64xf32, #blocked1>
    %ad = ttg.convert_layout %a2 : tensor<128x64xf32, #blocked1> -> tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.load %bp : tensor<64x128x!tt.ptr<i8>, #blocked1>
    %b1 = arith.sitofp %b : tensor<64x128xi8, #blocked1> to tensor<64x128xf32, #blocked1>
    %bd = ttg.convert_layout %b1 : tensor<64x128xf32, #blocked1> -> tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ad, %bd, %c, inputPrecision = tf32 : tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
  tt.func @join_f16(%ap: tensor<128x32x!tt.ptr<f16>, #blocked1>, %bp: tensor<64x128x!tt.ptr<f16>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %ap : tensor<128x32x!tt.ptr<f16>, #blocked1>
    %j = tt.join %a, %a : tensor<128x32xf16, #blocked1> -> tensor<128x32x2xf16, #ttg.blocked<{sizePerThread = [1, 8, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>>
    %r = tt.reshape %j : tensor<128x32x2xf16, #ttg.blocked<{sizePerThread = [1, 8, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>> -> tensor<128x64xf16, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ad = ttg.convert_layout %r : tensor<128x64xf16, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.load %bp : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %bd = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ad, %bd, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// sm75: tensor cores are not used (a remark); decomposeMixedModeDotOp extends f16 operands to
// the f32 accumulator for the FMA path.
// CHECK-LABEL: tt.func @dot
// CHECK: %{{[0-9]+}} = arith.extf %{{[0-9]+}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> to tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
// CHECK: %{{[0-9]+}} = arith.extf %{{[0-9]+}} : tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> to tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>
// CHECK: %{{[0-9]+}} = tt.dot %{{[0-9]+}}, %{{[0-9]+}}, %arg2 : tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<128x128xf32, #blocked1>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:75", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f16>, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %a1 = ttg.convert_layout %a : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b1 = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %a1, %b1, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// Two CTAs: the mma and shared layouts keep the result's CGA layout.
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], CGALayout = [[1, 0]], instrShape = [16, 128, 16]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0]]}>
// CHECK-LABEL: tt.func @cga
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<256x64xf16, #blocked>) -> !ttg.memdesc<256x64xf16, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttg.local_alloc %{{[0-9]+}} : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
// CHECK: %{{[0-9]+}} = ttng.warp_group_dot %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : !ttg.memdesc<256x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<256x128xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cga(%ap: tensor<256x64x!tt.ptr<f16>, #blocked1>, %bp: tensor<64x128x!tt.ptr<f16>, #blocked1>, %c: tensor<256x128xf32, #blocked>) -> tensor<256x128xf32, #blocked> {
    %a = tt.load %ap : tensor<256x64x!tt.ptr<f16>, #blocked1>
    %ad = ttg.convert_layout %a : tensor<256x64xf16, #blocked1> -> tensor<256x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.load %bp : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %bd = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ad, %bd, %c : tensor<256x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<256x128xf32, #blocked>
    tt.return %d : tensor<256x128xf32, #blocked>
  }
}
