// RUN: ttopt %s -split-input-file -tritongpu-optimize-dot-operands | FileCheck %s
// RUN: ttopt %s -split-input-file '-tritongpu-optimize-dot-operands=hoist-layout-conversion=false' | FileCheck %s

// Expected outputs are Triton 3.6's (ref_opt.py) for the same inputs.

// sm80: tt.dot operands that are transposes go through a swizzled buffer.
// CHECK-DAG: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
// CHECK-DAG: #shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG: #shared2 = #ttg.swizzled_shared<{vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]}>
// CHECK-DAG: #shared3 = #ttg.swizzled_shared<{vec = 16, perPhase = 4, maxPhase = 2, order = [1, 0]}>
// CHECK-DAG: #shared4 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG: #shared5 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [0, 1]}>
// CHECK-DAG: #shared6 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-DAG: #shared7 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#blocked3 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // A transpose read as a dot operand goes through shared memory: the buffer is
  // laid out for the operand before the transpose (needTrans), in the memory order of
  // the tensor before the inner conversion ([0, 1]), and read back transposed.
  // CHECK-LABEL: tt.func @trans_b_in_loop
  // CHECK: scf.for
  // CHECK: %[[B:.*]] = tt.load %arg1 : tensor<64x32x!tt.ptr<f16>, #blocked1>
  // CHECK-NEXT: %[[M:.*]] = ttg.local_alloc %[[B]] : (tensor<64x32xf16, #blocked1>) -> !ttg.memdesc<64x32xf16, #shared, #smem>
  // CHECK-NEXT: %[[T:.*]] = ttg.memdesc_trans %[[M]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared1, #smem>
  // CHECK-NEXT: %[[L:.*]] = ttg.local_load %[[T]] : !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  // CHECK-NEXT: tt.dot %{{.*}}, %[[L]], %{{.*}} :
  // CHECK-NOT: tt.trans
  tt.func @trans_b_in_loop(%pa: tensor<64x32x!tt.ptr<f16>, #blocked>, %pb: tensor<64x32x!tt.ptr<f16>, #blocked1>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>) : i32 {
      %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
      %ac = ttg.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %b = tt.load %pb : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %b1 = ttg.convert_layout %b : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #blocked2>
      %bt = tt.trans %b1 {order = array<i32: 1, 0>} : tensor<64x32xf16, #blocked2> -> tensor<32x64xf16, #blocked3>
      %bc = ttg.convert_layout %bt : tensor<32x64xf16, #blocked3> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %ac, %bc, %acc : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }

  // CHECK-LABEL: tt.func @trans_a_i8
  // CHECK: %[[M:.*]] = ttg.local_alloc %{{.*}} : (tensor<32x64xi8, #blocked1>) -> !ttg.memdesc<32x64xi8, #shared2, #smem>
  // CHECK-NEXT: %[[T:.*]] = ttg.memdesc_trans %[[M]] {order = array<i32: 1, 0>} : !ttg.memdesc<32x64xi8, #shared2, #smem> -> !ttg.memdesc<64x32xi8, #shared3, #smem>
  // CHECK-NEXT: %[[L:.*]] = ttg.local_load %[[T]] : !ttg.memdesc<64x32xi8, #shared3, #smem> -> tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
  // CHECK-NEXT: tt.dot %[[L]], %arg1
  tt.func @trans_a_i8(%pa: tensor<32x64x!tt.ptr<i8>, #blocked1>, %b: tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>) -> tensor<64x64xi32, #mma> {
    %cst = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %a = tt.load %pa : tensor<32x64x!tt.ptr<i8>, #blocked1>
    %at = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x64xi8, #blocked1> -> tensor<64x32xi8, #blocked>
    %ac = ttg.convert_layout %at : tensor<64x32xi8, #blocked> -> tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %d = tt.dot %ac, %b, %cst : tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
    tt.return %d : tensor<64x64xi32, #mma>
  }

  // A conversion with two uses stays in registers.
  // CHECK-LABEL: tt.func @trans_used_twice
  // CHECK-NOT: ttg.local_alloc
  // CHECK: tt.trans
  // CHECK-NEXT: ttg.convert_layout
  // CHECK-NOT: ttg.local_alloc
  // CHECK: tt.return
  tt.func @trans_used_twice(%pb: tensor<64x32x!tt.ptr<f16>, #blocked>, %a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = tt.load %pb : tensor<64x32x!tt.ptr<f16>, #blocked>
    %bt = tt.trans %b {order = array<i32: 1, 0>} : tensor<64x32xf16, #blocked> -> tensor<32x64xf16, #blocked1>
    %bc = ttg.convert_layout %bt : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %bc, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    %d2 = tt.dot %a, %bc, %d : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d2 : tensor<64x64xf32, #mma>
  }

  // CHECK-LABEL: tt.func @trans_tf32
  // CHECK: ttg.local_alloc %{{.*}} : (tensor<64x32xf32, #blocked>) -> !ttg.memdesc<64x32xf32, #shared4, #smem>
  // CHECK-NEXT: ttg.memdesc_trans %{{.*}} -> !ttg.memdesc<32x64xf32, #shared5, #smem>
  // CHECK-NEXT: ttg.local_load %{{.*}} -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
  tt.func @trans_tf32(%pb: tensor<64x32x!tt.ptr<f32>, #blocked>, %a: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = tt.load %pb : tensor<64x32x!tt.ptr<f32>, #blocked>
    %bt = tt.trans %b {order = array<i32: 1, 0>} : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %bc = ttg.convert_layout %bt : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
    %d = tt.dot %a, %bc, %cst, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }

  // 3.6 no longer hoists conversions above elementwise ops, whatever
  // hoist-layout-conversion says.
  // CHECK-LABEL: tt.func @no_hoist_through_elementwise
  // CHECK: %[[A:.*]] = tt.load %arg0
  // CHECK-NEXT: %[[E:.*]] = arith.extf %[[A]] : tensor<64x32xf16, #blocked> to tensor<64x32xf32, #blocked>
  // CHECK-NEXT: %[[N:.*]] = arith.negf %[[E]] : tensor<64x32xf32, #blocked>
  // CHECK-NEXT: %[[T:.*]] = arith.truncf %[[N]] : tensor<64x32xf32, #blocked> to tensor<64x32xf16, #blocked>
  // CHECK-NEXT: ttg.convert_layout %[[T]] : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  // CHECK-NEXT: %[[B:.*]] = tt.load %arg1
  // CHECK-NEXT: %[[B8:.*]] = tt.fp_to_fp %[[B]], rounding = rtne : tensor<32x64xf16, #blocked2> -> tensor<32x64xf8E5M2, #blocked2>
  // CHECK-NEXT: %[[B16:.*]] = tt.fp_to_fp %[[B8]] : tensor<32x64xf8E5M2, #blocked2> -> tensor<32x64xf16, #blocked2>
  // CHECK-NEXT: ttg.convert_layout %[[B16]] : tensor<32x64xf16, #blocked2> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  tt.func @no_hoist_through_elementwise(%pa: tensor<64x32x!tt.ptr<f16>, #blocked>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked2>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
    %ae = arith.extf %a : tensor<64x32xf16, #blocked> to tensor<64x32xf32, #blocked>
    %an = arith.negf %ae : tensor<64x32xf32, #blocked>
    %at = arith.truncf %an : tensor<64x32xf32, #blocked> to tensor<64x32xf16, #blocked>
    %ac = ttg.convert_layout %at : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked2>
    %b8 = tt.fp_to_fp %b, rounding = rtne : tensor<32x64xf16, #blocked2> -> tensor<32x64xf8E5M2, #blocked2>
    %b16 = tt.fp_to_fp %b8 : tensor<32x64xf8E5M2, #blocked2> -> tensor<32x64xf16, #blocked2>
    %bc = ttg.convert_layout %b16 : tensor<32x64xf16, #blocked2> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %ac, %bc, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }

  // An FMA dot operand gets an unswizzled buffer.
  // CHECK-LABEL: tt.func @fma_dot_trans
  // CHECK: ttg.local_alloc %{{.*}} : (tensor<64x32xf32, #blocked>) -> !ttg.memdesc<64x32xf32, #shared6, #smem>
  // CHECK-NEXT: ttg.memdesc_trans %{{.*}} -> !ttg.memdesc<32x64xf32, #shared7, #smem>
  // CHECK-NEXT: ttg.local_load %{{.*}} -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked2}>>
  tt.func @fma_dot_trans(%pb: tensor<64x32x!tt.ptr<f32>, #blocked>, %a: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>>) -> tensor<64x64xf32, #blocked2> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked2>
    %b = tt.load %pb : tensor<64x32x!tt.ptr<f32>, #blocked>
    %bt = tt.trans %b {order = array<i32: 1, 0>} : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %bc = ttg.convert_layout %bt : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked2}>>
    %d = tt.dot %a, %bc, %cst : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked2}>> -> tensor<64x64xf32, #blocked2>
    tt.return %d : tensor<64x64xf32, #blocked2>
  }
}

// -----

// With two CTAs the buffer's CGA layout is the source's permuted by the transpose,
// and the swizzling is computed from that layout's shape per CTA.
// CHECK-DAG: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 4, maxPhase = 2, order = [1, 0], CGALayout = [[0, 1]]}>
// CHECK-DAG: #shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 4, maxPhase = 2, order = [0, 1], CGALayout = [[1, 0]]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1], CGALayout = [[0, 1]]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], CGALayout = [[0, 1]], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @two_ctas
  // CHECK: ttg.local_alloc %{{.*}} : (tensor<128x32xf16, #blocked>) -> !ttg.memdesc<128x32xf16, #shared, #smem>
  // CHECK-NEXT: ttg.memdesc_trans %{{.*}} -> !ttg.memdesc<32x128xf16, #shared1, #smem>
  // CHECK-NEXT: ttg.local_load
  tt.func @two_ctas(%pb: tensor<128x32x!tt.ptr<f16>, #blocked>, %a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>) -> tensor<64x128xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #mma>
    %b = tt.load %pb : tensor<128x32x!tt.ptr<f16>, #blocked>
    %bt = tt.trans %b {order = array<i32: 1, 0>} : tensor<128x32xf16, #blocked> -> tensor<32x128xf16, #blocked1>
    %bc = ttg.convert_layout %bt : tensor<32x128xf16, #blocked1> -> tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %bc, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x128xf32, #mma>
    tt.return %d : tensor<64x128xf32, #mma>
  }
}

// -----

// sm90: wgmma operands.
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
// CHECK-DAG: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-DAG: #shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
// CHECK-DAG: #shared4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // wgmma reads a transposed operand from shared memory: the transpose moves onto the
  // buffer, whose layout is the transposed one.
  // CHECK-LABEL: tt.func @fuse_trans_b_in_loop
  // CHECK: scf.for
  // CHECK: %[[B:.*]] = tt.load %arg1
  // CHECK-NEXT: %[[M:.*]] = ttg.local_alloc %[[B]] : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
  // CHECK-NEXT: %[[T:.*]] = ttg.memdesc_trans %[[M]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared1, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem>
  // CHECK-NEXT: ttng.warp_group_dot %{{.*}}, %[[T]], %{{.*}} :
  // CHECK-NOT: tt.trans
  tt.func @fuse_trans_b_in_loop(%pa: tensor<64x64x!tt.ptr<f16>, #blocked>, %pb: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>) : i32 {
      %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %am = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %bt = tt.trans %b {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
      %bm = ttg.local_alloc %bt : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %am, %bm, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }

  // CHECK-LABEL: tt.func @fuse_trans_a_transposed
  // CHECK: %[[M:.*]] = ttg.local_alloc %{{.*}} : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  // CHECK-NEXT: %[[T:.*]] = ttg.memdesc_trans %[[M]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared1, #smem>
  // CHECK-NEXT: ttng.warp_group_dot %[[T]], %arg1
  tt.func @fuse_trans_a_transposed(%pa: tensor<64x64x!tt.ptr<f16>, #blocked1>, %bm: !ttg.memdesc<64x64xf16, #shared, #smem>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked1>
    %at = tt.trans %a {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked>
    %am = ttg.local_alloc %at : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    %d = ttng.warp_group_dot %am, %bm, %cst : !ttg.memdesc<64x64xf16, #shared1, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }

  // 3.6 fuses the transpose for 32-bit operands too.
  // CHECK-LABEL: tt.func @fuse_trans_tf32
  // CHECK: ttg.local_alloc %{{.*}} : (tensor<64x32xf32, #blocked>) -> !ttg.memdesc<64x32xf32, #shared2, #smem>
  // CHECK: ttg.local_alloc %{{.*}} : (tensor<64x32xf32, #blocked>) -> !ttg.memdesc<64x32xf32, #shared3, #smem>
  // CHECK-NEXT: ttg.memdesc_trans %{{.*}} : !ttg.memdesc<64x32xf32, #shared3, #smem> -> !ttg.memdesc<32x64xf32, #shared2, #smem>
  tt.func @fuse_trans_tf32(%pa: tensor<64x32x!tt.ptr<f32>, #blocked>, %pb: tensor<64x32x!tt.ptr<f32>, #blocked>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f32>, #blocked>
    %am = ttg.local_alloc %a : (tensor<64x32xf32, #blocked>) -> !ttg.memdesc<64x32xf32, #shared2, #smem>
    %b = tt.load %pb : tensor<64x32x!tt.ptr<f32>, #blocked>
    %bt = tt.trans %b {order = array<i32: 1, 0>} : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %bm = ttg.local_alloc %bt : (tensor<32x64xf32, #blocked1>) -> !ttg.memdesc<32x64xf32, #shared2, #smem>
    %d = ttng.warp_group_dot %am, %bm, %cst {inputPrecision = 1 : i32} : !ttg.memdesc<64x32xf32, #shared2, #smem> * !ttg.memdesc<32x64xf32, #shared2, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }

  // CHECK-LABEL: tt.func @alloc_used_twice
  // CHECK: tt.trans
  // CHECK-NEXT: ttg.local_alloc %{{.*}} : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  // CHECK-NOT: ttg.memdesc_trans
  // CHECK: tt.return
  tt.func @alloc_used_twice(%pb: tensor<64x64x!tt.ptr<f16>, #blocked>, %am: !ttg.memdesc<64x64xf16, #shared, #smem>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked>
    %bt = tt.trans %b {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %bm = ttg.local_alloc %bt : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %am, %bm, %cst : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    %d2 = ttng.warp_group_dot %am, %bm, %d : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d2 : tensor<64x64xf32, #mma>
  }

  // CHECK-LABEL: tt.func @reshape_into_nvmma
  // CHECK: %[[M:.*]] = ttg.local_alloc %arg0 : (tensor<2x32x64xf16, #blocked2>) -> !ttg.memdesc<2x32x64xf16, #shared4, #smem>
  // CHECK-NEXT: %[[R:.*]] = ttg.memdesc_reshape %[[M]] : !ttg.memdesc<2x32x64xf16, #shared4, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem>
  // CHECK-NEXT: ttng.warp_group_dot %arg1, %[[R]]
  // CHECK-NOT: tt.reshape
  tt.func @reshape_into_nvmma(%x: tensor<2x32x64xf16, #blocked3>, %am: !ttg.memdesc<64x64xf16, #shared, #smem>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = tt.reshape %x : tensor<2x32x64xf16, #blocked3> -> tensor<64x64xf16, #blocked>
    %bm = ttg.local_alloc %r : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %am, %bm, %cst : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }

  // Only tt.dot operands go through shared memory for a transpose; a wgmma register
  // operand keeps its conversion.
  // CHECK-LABEL: tt.func @register_a_trans_untouched
  // CHECK-NOT: ttg.local_alloc
  // CHECK: tt.trans
  // CHECK-NEXT: ttg.convert_layout
  // CHECK-NEXT: ttng.warp_group_dot
  tt.func @register_a_trans_untouched(%pa: tensor<64x64x!tt.ptr<f16>, #blocked1>, %bm: !ttg.memdesc<64x64xf16, #shared, #smem>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked1>
    %ae = arith.negf %a : tensor<64x64xf16, #blocked1>
    %at = tt.trans %ae {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked>
    %ac = ttg.convert_layout %at : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d = ttng.warp_group_dot %ac, %bm, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
  // Only a buffer a wgmma reads takes the transpose.
  // CHECK-LABEL: tt.func @trans_alloc_read_by_local_load
  // CHECK: tt.trans
  // CHECK-NEXT: ttg.local_alloc %{{.*}} : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  // CHECK-NOT: ttg.memdesc_trans
  tt.func @trans_alloc_read_by_local_load(%b: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked1> {
    %bt = tt.trans %b {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %bm = ttg.local_alloc %bt : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %l = ttg.local_load %bm : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked1>
    tt.return %l : tensor<64x64xf16, #blocked1>
  }

  // The transpose moves onto the buffer, then the reshape under it, and the
  // local_alloc of a conversion takes the conversion's source.
  // CHECK-LABEL: tt.func @fuse_trans_then_reshape
  // CHECK: %[[M:.*]] = ttg.local_alloc %arg0 : (tensor<2x32x64xf16, #blocked2>) -> !ttg.memdesc<2x32x64xf16, #shared4, #smem>
  // CHECK-NEXT: %[[R:.*]] = ttg.memdesc_reshape %[[M]] : !ttg.memdesc<2x32x64xf16, #shared4, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem>
  // CHECK-NEXT: %[[T:.*]] = ttg.memdesc_trans %[[R]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared1, #smem>
  // CHECK-NEXT: ttng.warp_group_dot %arg1, %[[T]]
  tt.func @fuse_trans_then_reshape(%x: tensor<2x32x64xf16, #blocked3>, %am: !ttg.memdesc<64x64xf16, #shared, #smem>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = tt.reshape %x : tensor<2x32x64xf16, #blocked3> -> tensor<64x64xf16, #blocked>
    %c = ttg.convert_layout %r : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %t = tt.trans %c {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked>
    %bm = ttg.local_alloc %t : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    %d = ttng.warp_group_dot %am, %bm, %cst : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}

// -----

// local_alloc(reshape) becomes memdesc_reshape(local_alloc) only onto an NVMMA buffer.
// CHECK-DAG: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0]], lane = [[0, 8], [0, 16], [0, 0], [0, 32], [0, 0]], warp = [[0, 0], [0, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @reshape_into_swizzled
  // CHECK: tt.reshape
  // CHECK-NEXT: ttg.local_alloc
  tt.func @reshape_into_swizzled(%x: tensor<2x32x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem> {
    %r = tt.reshape %x : tensor<2x32x64xf16, #blocked> -> tensor<64x64xf16, #ttg.slice<{dim = 0, parent = #blocked}>>
    %m = ttg.local_alloc %r : (tensor<64x64xf16, #ttg.slice<{dim = 0, parent = #blocked}>>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return %m : !ttg.memdesc<64x64xf16, #shared, #smem>
  }
  // CHECK-LABEL: tt.func @reshape_splitting_inner_dim
  // CHECK: tt.reshape
  // CHECK-NEXT: ttg.local_alloc
  tt.func @reshape_splitting_inner_dim(%x: tensor<64x2x32xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem> {
    %r = tt.reshape %x : tensor<64x2x32xf16, #blocked> -> tensor<64x64xf16, #linear>
    %m = ttg.local_alloc %r : (tensor<64x64xf16, #linear>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    tt.return %m : !ttg.memdesc<64x64xf16, #shared1, #smem>
  }
  // CHECK-LABEL: tt.func @reshape_keeping_inner_dim
  // CHECK: %[[M:.*]] = ttg.local_alloc %arg0 : (tensor<2x32x64xf16, #blocked>) -> !ttg.memdesc<2x32x64xf16, #shared2, #smem>
  // CHECK-NEXT: ttg.memdesc_reshape %[[M]] : !ttg.memdesc<2x32x64xf16, #shared2, #smem> -> !ttg.memdesc<64x64xf16, #shared1, #smem>
  tt.func @reshape_keeping_inner_dim(%x: tensor<2x32x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem> {
    %r = tt.reshape %x : tensor<2x32x64xf16, #blocked> -> tensor<64x64xf16, #ttg.slice<{dim = 0, parent = #blocked}>>
    %m = ttg.local_alloc %r : (tensor<64x64xf16, #ttg.slice<{dim = 0, parent = #blocked}>>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    tt.return %m : !ttg.memdesc<64x64xf16, #shared1, #smem>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Without dots the pass still canonicalizes (the zero-trip loop goes, the branches
  // fold into one block), then applies ConvertLayoutOp's patterns: the round trip of the
  // splat folds back to the splat, a conversion of a conversion becomes one conversion.
  // CHECK-LABEL: tt.func @no_dots
  // CHECK-NEXT: %[[S:.*]] = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
  // CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %arg1 : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
  // CHECK-NEXT: tt.store %arg3, %[[C]] : tensor<256x!tt.ptr<i32>, #blocked1>
  // CHECK-NEXT: tt.return %[[S]] : tensor<256xi32, #blocked>
  // CHECK-NEXT: }
  tt.func @no_dots(%c: i1, %x: tensor<256xi32, #blocked>, %s: i32, %p: tensor<256x!tt.ptr<i32>, #blocked1>) -> tensor<256xi32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %t = tt.splat %s : i32 -> tensor<256xi32, #blocked>
    %u = ttg.convert_layout %t : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
    %v = ttg.convert_layout %u : tensor<256xi32, #blocked1> -> tensor<256xi32, #blocked>
    %w = ttg.convert_layout %x : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
    %z = ttg.convert_layout %w : tensor<256xi32, #blocked1> -> tensor<256xi32, #blocked1>
    tt.store %p, %z : tensor<256x!tt.ptr<i32>, #blocked1>
    %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %v) -> (tensor<256xi32, #blocked>) : i32 {
      scf.yield %x : tensor<256xi32, #blocked>
    }
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%r : tensor<256xi32, #blocked>)
  ^bb2:
    cf.br ^bb3(%r : tensor<256xi32, #blocked>)
  ^bb3(%a: tensor<256xi32, #blocked>):
    tt.return %a : tensor<256xi32, #blocked>
  }
}
