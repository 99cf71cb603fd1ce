// RUN: ttopt %s -split-input-file -canonicalize | FileCheck %s

// ConvertLayoutOp's canonicalization patterns (lib/Dialect/TritonGPU/IR/Ops.cpp) and the
// folders of ttg ops. `-canonicalize` applies each pattern to the op it is rooted on.

// A conversion of a conversion converts the first one's source; to the same type it is
// its source. Splats, ranges, splat constants and shared-memory loads are rebuilt in the
// converted layout (the load where the old load was). Consumers that accept any layout
// (local_alloc, local_store, histogram) read the conversion's source; a histogram's
// mask is converted instead. A conversion of a histogram result folds into it.

// CHECK: #[[B1:blocked]] = #ttg.blocked<{sizePerThread = [1]
// CHECK: #[[B4:blocked1]] = #ttg.blocked<{sizePerThread = [4]
// CHECK: #[[ROWS:blocked2]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32]
// CHECK: #[[COLS:blocked3]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1]
// CHECK-LABEL: tt.func @cvt_chain
// CHECK-NEXT: tt.return %arg0 : tensor<128xf32, #[[B1]]>
// CHECK-LABEL: tt.func @cvt_same
// CHECK-NEXT: tt.return %arg0 : tensor<128xf32, #[[B1]]>
// CHECK-LABEL: tt.func @cvt_splat
// CHECK-NEXT: %[[S:.*]] = tt.splat %arg0 : f32 -> tensor<128xf32, #[[B4]]>
// CHECK-NEXT: tt.return %[[S]]
// CHECK-LABEL: tt.func @cvt_range
// CHECK-NEXT: %[[R:.*]] = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #[[B4]]>
// CHECK-NEXT: tt.return %[[R]]
// CHECK-LABEL: tt.func @cvt_cst
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<1.500000e+00> : tensor<128xf32, #[[B4]]>
// CHECK-NEXT: tt.return %[[C]]
// CHECK-LABEL: tt.func @cvt_local_load
// CHECK-NEXT: %[[L:.*]] = ttg.local_load %arg0 : !ttg.memdesc<128xf32, #shared, #smem> -> tensor<128xf32, #[[B4]]>
// CHECK-NEXT: tt.return %[[L]]
// CHECK-LABEL: tt.func @alloc_cvt
// CHECK-NEXT: ttg.local_alloc %arg0 : (tensor<128xf32, #[[B1]]>)
// CHECK-LABEL: tt.func @store_cvt
// CHECK-NEXT: ttg.local_store %arg0, %arg1 : tensor<128xf32, #[[B1]]>
// CHECK-LABEL: tt.func @hist_cvt
// CHECK-NEXT: %[[M:.*]] = ttg.convert_layout %arg1 : tensor<128xi1, #[[B4]]> -> tensor<128xi1, #[[B1]]>
// CHECK-NEXT: tt.histogram %arg0, %[[M]] : tensor<128xi32, #[[B1]]> -> tensor<16xi32, #[[B1]]>
// CHECK-LABEL: tt.func @cvt_hist
// CHECK-NEXT: tt.histogram %arg0 : tensor<128xi32, #[[B1]]> -> tensor<16xi32, #[[B4]]>
// CHECK-NEXT: tt.return

// A reshape that may reorder reads the conversion's source directly. The other way, a
// conversion of such a reshape only folds when the new view moves no data between
// threads: here each thread would hold a different number of elements.
// CHECK-LABEL: tt.func @reshape_cvt
// CHECK-NEXT: tt.reshape %arg0 allow_reorder : tensor<128xf32, #[[B1]]> -> tensor<4x32xf32, #[[ROWS]]>
// CHECK-LABEL: tt.func @cvt_reshape
// CHECK-NEXT: %[[V:.*]] = tt.reshape %arg0 allow_reorder : tensor<128xf32, #[[B1]]> -> tensor<4x32xf32, #[[ROWS]]>
// CHECK-NEXT: ttg.convert_layout %[[V]] : tensor<4x32xf32, #[[ROWS]]> -> tensor<4x32xf32, #[[COLS]]>

// An immutable copy of a buffer just read back is that buffer.
// CHECK-LABEL: tt.func @alloc_load
// CHECK-NEXT: tt.return %arg0

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cvt_chain(%arg0: tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked> {
    %0 = ttg.convert_layout %arg0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    %1 = ttg.convert_layout %0 : tensor<128xf32, #blocked1> -> tensor<128xf32, #blocked>
    tt.return %1 : tensor<128xf32, #blocked>
  }
  tt.func @cvt_same(%arg0: tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked> {
    %0 = ttg.convert_layout %arg0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
    tt.return %0 : tensor<128xf32, #blocked>
  }
  tt.func @cvt_splat(%arg0: f32) -> tensor<128xf32, #blocked1> {
    %0 = tt.splat %arg0 : f32 -> tensor<128xf32, #blocked>
    %1 = ttg.convert_layout %0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    tt.return %1 : tensor<128xf32, #blocked1>
  }
  tt.func @cvt_range() -> tensor<128xi32, #blocked1> {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %1 = ttg.convert_layout %0 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked1>
    tt.return %1 : tensor<128xi32, #blocked1>
  }
  tt.func @cvt_cst() -> tensor<128xf32, #blocked1> {
    %0 = arith.constant dense<1.5> : tensor<128xf32, #blocked>
    %1 = ttg.convert_layout %0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    tt.return %1 : tensor<128xf32, #blocked1>
  }
  tt.func @cvt_local_load(%arg0: !ttg.memdesc<128xf32, #shared, #smem>) -> tensor<128xf32, #blocked1> {
    %0 = ttg.local_load %arg0 : !ttg.memdesc<128xf32, #shared, #smem> -> tensor<128xf32, #blocked>
    %1 = ttg.convert_layout %0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    tt.return %1 : tensor<128xf32, #blocked1>
  }
  tt.func @alloc_cvt(%arg0: tensor<128xf32, #blocked>) -> !ttg.memdesc<128xf32, #shared, #smem> {
    %0 = ttg.convert_layout %arg0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    %1 = ttg.local_alloc %0 : (tensor<128xf32, #blocked1>) -> !ttg.memdesc<128xf32, #shared, #smem>
    tt.return %1 : !ttg.memdesc<128xf32, #shared, #smem>
  }
  tt.func @store_cvt(%arg0: tensor<128xf32, #blocked>, %arg1: !ttg.memdesc<128xf32, #shared, #smem, mutable>) {
    %0 = ttg.convert_layout %arg0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    ttg.local_store %0, %arg1 : tensor<128xf32, #blocked1> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    tt.return
  }
  tt.func @hist_cvt(%arg0: tensor<128xi32, #blocked>, %m: tensor<128xi1, #blocked1>) -> tensor<16xi32, #blocked> {
    %0 = ttg.convert_layout %arg0 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked1>
    %1 = tt.histogram %0, %m : tensor<128xi32, #blocked1> -> tensor<16xi32, #blocked>
    tt.return %1 : tensor<16xi32, #blocked>
  }
  tt.func @cvt_hist(%arg0: tensor<128xi32, #blocked>) -> tensor<16xi32, #blocked1> {
    %0 = tt.histogram %arg0 : tensor<128xi32, #blocked> -> tensor<16xi32, #blocked>
    %1 = ttg.convert_layout %0 : tensor<16xi32, #blocked> -> tensor<16xi32, #blocked1>
    tt.return %1 : tensor<16xi32, #blocked1>
  }
  tt.func @reshape_cvt(%arg0: tensor<128xf32, #blocked>) -> tensor<4x32xf32, #blocked2> {
    %0 = ttg.convert_layout %arg0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    %1 = tt.reshape %0 allow_reorder : tensor<128xf32, #blocked1> -> tensor<4x32xf32, #blocked2>
    tt.return %1 : tensor<4x32xf32, #blocked2>
  }
  tt.func @cvt_reshape(%arg0: tensor<128xf32, #blocked>) -> tensor<4x32xf32, #blocked3> {
    %1 = tt.reshape %arg0 allow_reorder : tensor<128xf32, #blocked> -> tensor<4x32xf32, #blocked2>
    %2 = ttg.convert_layout %1 : tensor<4x32xf32, #blocked2> -> tensor<4x32xf32, #blocked3>
    tt.return %2 : tensor<4x32xf32, #blocked3>
  }
  tt.func @alloc_load(%arg0: !ttg.memdesc<128xf32, #shared, #smem>) -> !ttg.memdesc<128xf32, #shared, #smem> {
    %0 = ttg.local_load %arg0 : !ttg.memdesc<128xf32, #shared, #smem> -> tensor<128xf32, #blocked>
    %1 = ttg.local_alloc %0 : (tensor<128xf32, #blocked>) -> !ttg.memdesc<128xf32, #shared, #smem>
    tt.return %1 : !ttg.memdesc<128xf32, #shared, #smem>
  }
}

// -----

// What does not fold: a dense (not splat) constant; an mma to dot operand conversion
// (kept on purpose, for fused attention); a read-back of a mutable buffer.
// A cat producing the converted layout directly (no fewer elements per thread); the
// identity transpose between equivalent layouts becomes a conversion; a transpose
// reads through a trivial conversion; a gather without an efficient layout reads its
// source through shared memory in any layout; a split only folds when the source
// layout splits into the result's. Transposes of shared memory views fold pairwise,
// an identity transpose and a reinterpretation to the same type vanish, and a
// warp_specialize drops unused and duplicate captures and unused results.

// CHECK: #[[B4:blocked]] = #ttg.blocked<{sizePerThread = [4]
// CHECK: #[[B1:blocked1]] = #ttg.blocked<{sizePerThread = [1]
// CHECK: #[[ROWS:blocked2]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32]
// CHECK: #[[COLS:blocked3]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1]
// CHECK: #[[LIN:linear]] = #ttg.linear
// CHECK-LABEL: tt.func @cvt_dense_constant_stays
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32, #[[B1]]>
// CHECK-NEXT: ttg.convert_layout %[[C]]
// CHECK-LABEL: tt.func @mma_to_dot_operand_stays
// CHECK-NEXT: ttg.convert_layout %arg0 : tensor<32x32xf16, #mma> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-LABEL: tt.func @cvt_cat
// CHECK-NEXT: tt.cat %arg0, %arg1 : tensor<64xf32, #[[B1]]> -> tensor<128xf32, #[[B4]]>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func @trans_iota_equivalent
// CHECK-NEXT: ttg.convert_layout %arg0 : tensor<32x32xf32, #[[ROWS]]> -> tensor<32x32xf32, #[[LIN]]>
// CHECK-LABEL: tt.func @trans_of_trivial_cvt
// CHECK-NEXT: tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<32x32xf32, #[[ROWS]]> -> tensor<32x32xf32, #[[COLS]]>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func @gather_cvt
// CHECK-NEXT: tt.gather %arg0[%arg1] {axis = 0 : i32} : (tensor<64xf32, #[[B4]]>, tensor<32xi32, #[[B1]]>)
// CHECK-LABEL: tt.func @split_cvt
// CHECK-NEXT: %[[S:.*]] = ttg.convert_layout %arg0
// CHECK-NEXT: tt.split %[[S]]
// CHECK-LABEL: tt.func @alloc_mutable_load_stays
// CHECK-NEXT: %[[L:.*]] = ttg.local_load %arg0
// CHECK-NEXT: ttg.local_alloc %[[L]]
// CHECK-LABEL: tt.func @memdesc_trans(
// CHECK-NEXT: tt.return %arg0
// CHECK-LABEL: tt.func @memdesc_trans_iota
// CHECK-NEXT: tt.return %arg0
// CHECK-LABEL: tt.func @memdesc_reinterpret_same
// CHECK-NEXT: tt.return %arg0
// CHECK-LABEL: tt.func @warp_specialize_unused
// CHECK-NEXT: ttg.warp_specialize(%arg0)
// CHECK-NEXT: default {
// CHECK-NEXT: ttg.warp_yield
// CHECK-NEXT: }
// CHECK-NEXT: partition0(%[[P:.*]]: !tt.ptr<f32>) num_warps(4) {
// CHECK-NEXT: %[[X:.*]] = tt.load %[[P]]
// CHECK-NEXT: tt.store %[[P]], %[[X]]
// CHECK: } : (!tt.ptr<f32>) -> ()

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#b4 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#lin = #ttg.linear<{register = [], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[1, 0], [2, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cvt_dense_constant_stays() -> tensor<4xi32, #blocked1> {
    %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32, #blocked>
    %1 = ttg.convert_layout %0 : tensor<4xi32, #blocked> -> tensor<4xi32, #blocked1>
    tt.return %1 : tensor<4xi32, #blocked1>
  }
  tt.func @mma_to_dot_operand_stays(%arg0: tensor<32x32xf16, #mma>) -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #mma> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    tt.return %0 : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  }
  tt.func @cvt_cat(%a: tensor<64xf32, #blocked>, %b: tensor<64xf32, #blocked>) -> tensor<128xf32, #blocked1> {
    %0 = tt.cat %a, %b : tensor<64xf32, #blocked> -> tensor<128xf32, #blocked>
    %1 = ttg.convert_layout %0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    tt.return %1 : tensor<128xf32, #blocked1>
  }
  tt.func @trans_iota_equivalent(%arg0: tensor<32x32xf32, #b2>) -> tensor<32x32xf32, #lin> {
    %0 = tt.trans %arg0 {order = array<i32: 0, 1>} : tensor<32x32xf32, #b2> -> tensor<32x32xf32, #lin>
    tt.return %0 : tensor<32x32xf32, #lin>
  }
  tt.func @trans_of_trivial_cvt(%arg0: tensor<32x32xf32, #b2>) -> tensor<32x32xf32, #b3> {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf32, #b2> -> tensor<32x32xf32, #lin>
    %1 = tt.trans %0 {order = array<i32: 1, 0>} : tensor<32x32xf32, #lin> -> tensor<32x32xf32, #b3>
    tt.return %1 : tensor<32x32xf32, #b3>
  }
  tt.func @gather_cvt(%src: tensor<64xf32, #blocked1>, %idx: tensor<32xi32, #blocked>) -> tensor<32xf32, #blocked> {
    %0 = ttg.convert_layout %src : tensor<64xf32, #blocked1> -> tensor<64xf32, #blocked>
    %1 = tt.gather %0[%idx] {axis = 0 : i32} : (tensor<64xf32, #blocked>, tensor<32xi32, #blocked>) -> tensor<32xf32, #blocked>
    tt.return %1 : tensor<32xf32, #blocked>
  }
  tt.func @split_cvt(%arg0: tensor<128x2xf32, #b2>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #b4}>> {
    %0 = ttg.convert_layout %arg0 : tensor<128x2xf32, #b2> -> tensor<128x2xf32, #b4>
    %outLHS, %outRHS = tt.split %0 : tensor<128x2xf32, #b4> -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #b4}>>
    tt.return %outLHS : tensor<128xf32, #ttg.slice<{dim = 1, parent = #b4}>>
  }
  tt.func @alloc_mutable_load_stays(%arg0: !ttg.memdesc<128xf32, #shared, #smem, mutable>) -> !ttg.memdesc<128xf32, #shared, #smem> {
    %0 = ttg.local_load %arg0 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    %1 = ttg.local_alloc %0 : (tensor<128xf32, #blocked>) -> !ttg.memdesc<128xf32, #shared, #smem>
    tt.return %1 : !ttg.memdesc<128xf32, #shared, #smem>
  }
  tt.func @memdesc_trans(%arg0: !ttg.memdesc<32x64xf16, #shared2, #smem>) -> !ttg.memdesc<32x64xf16, #shared2, #smem> {
    %0 = ttg.memdesc_trans %arg0 {order = array<i32: 1, 0>} : !ttg.memdesc<32x64xf16, #shared2, #smem> -> !ttg.memdesc<64x32xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>, #smem>
    %1 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>, #smem> -> !ttg.memdesc<32x64xf16, #shared2, #smem>
    tt.return %1 : !ttg.memdesc<32x64xf16, #shared2, #smem>
  }
  tt.func @memdesc_trans_iota(%arg0: !ttg.memdesc<32x64xf16, #shared2, #smem>) -> !ttg.memdesc<32x64xf16, #shared2, #smem> {
    %0 = ttg.memdesc_trans %arg0 {order = array<i32: 0, 1>} : !ttg.memdesc<32x64xf16, #shared2, #smem> -> !ttg.memdesc<32x64xf16, #shared2, #smem>
    tt.return %0 : !ttg.memdesc<32x64xf16, #shared2, #smem>
  }
  tt.func @memdesc_reinterpret_same(%arg0: !ttg.memdesc<32x64xf16, #shared2, #smem>) -> !ttg.memdesc<32x64xf16, #shared2, #smem> {
    %0 = ttg.memdesc_reinterpret %arg0 : !ttg.memdesc<32x64xf16, #shared2, #smem> -> !ttg.memdesc<32x64xf16, #shared2, #smem>
    tt.return %0 : !ttg.memdesc<32x64xf16, #shared2, #smem>
  }
  tt.func @warp_specialize_unused(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
    %r = ttg.warp_specialize(%p, %q, %p)
    default {
      %c = arith.constant 1 : i32
      ttg.warp_yield %c : i32
    }
    partition0(%a: !tt.ptr<f32>, %b: !tt.ptr<f32>, %c: !tt.ptr<f32>) num_warps(4) {
      %x = tt.load %a : !tt.ptr<f32>
      tt.store %c, %x : !tt.ptr<f32>
      ttg.warp_return
    } : (!tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>) -> i32
    tt.return
  }
}

// -----

// CHECK-LABEL: tt.func @split_cvt_folds
// CHECK-NEXT: tt.split %arg0 : tensor<128x2xf32, #blocked> -> tensor<128xf32, #blocked1>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#b5 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_cvt_folds(%arg0: tensor<128x2xf32, #b5>) -> tensor<128xf32, #blocked> {
    %0 = ttg.convert_layout %arg0 : tensor<128x2xf32, #b5> -> tensor<128x2xf32, #b4>
    %outLHS, %outRHS = tt.split %0 : tensor<128x2xf32, #b4> -> tensor<128xf32, #blocked>
    tt.return %outLHS : tensor<128xf32, #blocked>
  }
}

// -----

// A conversion of a reshape that may reorder folds when the new view is cheap: the
// reshape is rebuilt on the old one, which reshape's own canonicalization merges.
// CHECK: #[[CHEAP:blocked1]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8]
// CHECK-LABEL: tt.func @cvt_reshape_folds
// CHECK-NEXT: %[[R:.*]] = tt.reshape %arg0 allow_reorder : tensor<128xf32, #blocked> -> tensor<4x32xf32, #[[CHEAP]]>
// CHECK-NEXT: tt.return %[[R]]

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cvt_reshape_folds(%arg0: tensor<128xf32, #blocked>) -> tensor<4x32xf32, #b6> {
    %0 = tt.reshape %arg0 allow_reorder : tensor<128xf32, #blocked> -> tensor<4x32xf32, #b2>
    %1 = ttg.convert_layout %0 : tensor<4x32xf32, #b2> -> tensor<4x32xf32, #b6>
    tt.return %1 : tensor<4x32xf32, #b6>
  }
}
