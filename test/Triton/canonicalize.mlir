// RUN: ttopt %s -canonicalize | FileCheck %s
// Folders and canonicalization patterns of the tt dialect. Every expected output was checked
// against Triton 3.6 (`triton-opt -canonicalize`) on this file.

// CanonicalizeMaskedLoadPattern: an all-true tensor mask is dropped (other attributes are kept);
// a scalar mask is left alone.
// CHECK-LABEL: tt.func @load_mask_true(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = tt.load %arg0, %true : !tt.ptr<f32>
// CHECK-NEXT: %1 = tt.load %arg1 cacheModifier = ca evictionPolicy = evict_first {isVolatile = true} : tensor<4x!tt.ptr<f32>>
// CHECK-NEXT: tt.return %0, %1 : f32, tensor<4xf32>
// CHECK-NEXT: }
tt.func @load_mask_true(%p: !tt.ptr<f32>, %tp: tensor<4x!tt.ptr<f32>>, %v: tensor<4xf32>) -> (f32, tensor<4xf32>) {
  %true = arith.constant true
  %0 = tt.load %p, %true : !tt.ptr<f32>
  %t = arith.constant dense<true> : tensor<4xi1>
  %1 = tt.load %tp, %t, %v cacheModifier = ca evictionPolicy = evict_first {isVolatile = true} : tensor<4x!tt.ptr<f32>>
  tt.return %0, %1 : f32, tensor<4xf32>
}

// CanonicalizeMaskedLoadPattern: an all-false mask yields `other`; without `other` the load
// stays.
// CHECK-LABEL: tt.func @load_mask_false(
// CHECK-NEXT: %cst = arith.constant dense<false> : tensor<4xi1>
// CHECK-NEXT: %0 = tt.load %arg0, %cst : tensor<4x!tt.ptr<f32>>
// CHECK-NEXT: tt.return %arg1, %0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
tt.func @load_mask_false(%tp: tensor<4x!tt.ptr<f32>>, %v: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %f = arith.constant dense<false> : tensor<4xi1>
  %0 = tt.load %tp, %f, %v : tensor<4x!tt.ptr<f32>>
  %1 = tt.load %tp, %f : tensor<4x!tt.ptr<f32>>
  tt.return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// CanonicalizeMaskedStorePattern: an all-true tensor mask is dropped, an all-false one erases
// the store; scalar and mixed masks stay.
// CHECK-LABEL: tt.func @store_mask(
// CHECK-NEXT: %cst = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: tt.store %arg0, %arg3, %true : !tt.ptr<f32>
// CHECK-NEXT: tt.store %arg1, %arg2 : tensor<4x!tt.ptr<f32>>
// CHECK-NEXT: tt.store %arg1, %arg2, %cst : tensor<4x!tt.ptr<f32>>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @store_mask(%p: !tt.ptr<f32>, %tp: tensor<4x!tt.ptr<f32>>, %v: tensor<4xf32>, %s: f32) {
  %true = arith.constant true
  tt.store %p, %s, %true : !tt.ptr<f32>
  %t = arith.constant dense<true> : tensor<4xi1>
  tt.store %tp, %v, %t : tensor<4x!tt.ptr<f32>>
  %f = arith.constant dense<false> : tensor<4xi1>
  tt.store %tp, %v, %f : tensor<4x!tt.ptr<f32>>
  %dm = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
  tt.store %tp, %v, %dm : tensor<4x!tt.ptr<f32>>
  tt.return
}

// tt.splat of a constant folds to a splat constant.
// CHECK-LABEL: tt.func @splat_fold(
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<8xf16>
// CHECK-NEXT: tt.return %cst : tensor<8xf16>
// CHECK-NEXT: }
tt.func @splat_fold() -> tensor<8xf16> {
  %c = arith.constant 1.500000e+00 : f16
  %0 = tt.splat %c : f16 -> tensor<8xf16>
  tt.return %0 : tensor<8xf16>
}

// tt.broadcast folders: identity and splat constant.
// CHECK-LABEL: tt.func @broadcast_fold(
// CHECK-NEXT: %cst = arith.constant dense<3> : tensor<4x8xi32>
// CHECK-NEXT: tt.return %arg0, %cst : tensor<4x8xf32>, tensor<4x8xi32>
// CHECK-NEXT: }
tt.func @broadcast_fold(%t: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi32>) {
  %0 = tt.broadcast %t : tensor<4x8xf32> -> tensor<4x8xf32>
  %c = arith.constant dense<3> : tensor<1x8xi32>
  %1 = tt.broadcast %c : tensor<1x8xi32> -> tensor<4x8xi32>
  tt.return %0, %1 : tensor<4x8xf32>, tensor<4x8xi32>
}

// BroadcastSplatPattern: broadcast(splat(x)) -> splat(x).
// CHECK-LABEL: tt.func @broadcast_splat(
// CHECK-NEXT: %0 = tt.splat %arg0 : f32 -> tensor<4x8xf32>
// CHECK-NEXT: tt.return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
tt.func @broadcast_splat(%f: f32) -> tensor<4x8xf32> {
  %0 = tt.splat %f : f32 -> tensor<1x8xf32>
  %1 = tt.broadcast %0 : tensor<1x8xf32> -> tensor<4x8xf32>
  tt.return %1 : tensor<4x8xf32>
}

// BroadcastBroadcastPattern: broadcast(broadcast(x)) -> broadcast(x).
// CHECK-LABEL: tt.func @broadcast_broadcast(
// CHECK-NEXT: %0 = tt.broadcast %arg0 : tensor<1x1xf32> -> tensor<4x8xf32>
// CHECK-NEXT: tt.return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
tt.func @broadcast_broadcast(%t: tensor<1x1xf32>) -> tensor<4x8xf32> {
  %0 = tt.broadcast %t : tensor<1x1xf32> -> tensor<1x8xf32>
  %1 = tt.broadcast %0 : tensor<1x8xf32> -> tensor<4x8xf32>
  tt.return %1 : tensor<4x8xf32>
}

// tt.expand_dims of a constant folds to a reshaped constant.
// CHECK-LABEL: tt.func @expand_dims_fold(
// CHECK-NEXT: %cst = arith.constant dense<5> : tensor<1x8xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}1], [2]]> : tensor<2x1xi32>
// CHECK-NEXT: tt.return %cst, %cst_0 : tensor<1x8xi32>, tensor<2x1xi32>
// CHECK-NEXT: }
tt.func @expand_dims_fold() -> (tensor<1x8xi32>, tensor<2x1xi32>) {
  %c = arith.constant dense<5> : tensor<8xi32>
  %0 = tt.expand_dims %c {axis = 0 : i32} : tensor<8xi32> -> tensor<1x8xi32>
  %d = arith.constant dense<[1, 2]> : tensor<2xi32>
  %1 = tt.expand_dims %d {axis = 1 : i32} : tensor<2xi32> -> tensor<2x1xi32>
  tt.return %0, %1 : tensor<1x8xi32>, tensor<2x1xi32>
}

// ExpandDimsCanonicalizer: expand_dims(splat(x)) -> splat(x) and
// expand_dims(broadcast(x)) -> broadcast(expand_dims(x)).
// CHECK-LABEL: tt.func @expand_dims_canonicalize(
// CHECK-NEXT: %0 = tt.splat %arg0 : f32 -> tensor<1x8xf32>
// CHECK-NEXT: %1 = tt.expand_dims %arg1 {axis = 1 : i32} : tensor<1xf32> -> tensor<1x1xf32>
// CHECK-NEXT: %2 = tt.broadcast %1 : tensor<1x1xf32> -> tensor<8x1xf32>
// CHECK-NEXT: tt.return %0, %2 : tensor<1x8xf32>, tensor<8x1xf32>
// CHECK-NEXT: }
tt.func @expand_dims_canonicalize(%f: f32, %t: tensor<1xf32>) -> (tensor<1x8xf32>, tensor<8x1xf32>) {
  %0 = tt.splat %f : f32 -> tensor<8xf32>
  %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<8xf32> -> tensor<1x8xf32>
  %2 = tt.broadcast %t : tensor<1xf32> -> tensor<8xf32>
  %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<8xf32> -> tensor<8x1xf32>
  tt.return %1, %3 : tensor<1x8xf32>, tensor<8x1xf32>
}

// tt.reshape folders: identity without allow_reorder (not with it), constants (dense values
// are kept).
// CHECK-LABEL: tt.func @reshape_fold(
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : tensor<4x4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi32>
// CHECK-NEXT: %0 = tt.reshape %arg0 allow_reorder : tensor<16xi32> -> tensor<16xi32>
// CHECK-NEXT: tt.return %arg0, %0, %cst_0, %cst : tensor<16xi32>, tensor<16xi32>, tensor<1x16xi32>, tensor<4x4xf32>
// CHECK-NEXT: }
tt.func @reshape_fold(%t: tensor<16xi32>) -> (tensor<16xi32>, tensor<16xi32>, tensor<1x16xi32>, tensor<4x4xf32>) {
  %0 = tt.reshape %t : tensor<16xi32> -> tensor<16xi32>
  %1 = tt.reshape %t allow_reorder : tensor<16xi32> -> tensor<16xi32>
  %r = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
  %2 = tt.reshape %r : tensor<16xi32> -> tensor<1x16xi32>
  %c = arith.constant dense<2.0> : tensor<16xf32>
  %3 = tt.reshape %c : tensor<16xf32> -> tensor<4x4xf32>
  tt.return %0, %1, %2, %3 : tensor<16xi32>, tensor<16xi32>, tensor<1x16xi32>, tensor<4x4xf32>
}

// CanonicalizeReshape: reshape(reshape(x)) -> reshape(x) (allow_reorder if either had it),
// reshape(splat(x)) -> splat(x); nothing when efficient_layout is set.
// CHECK-LABEL: tt.func @reshape_canonicalize(
// CHECK-NEXT: %0 = tt.reshape %arg0 allow_reorder : tensor<16xi32> -> tensor<4x4xi32>
// CHECK-NEXT: %1 = tt.reshape %arg0 allow_reorder : tensor<16xi32> -> tensor<2x8xi32>
// CHECK-NEXT: %2 = tt.reshape %0 efficient_layout : tensor<4x4xi32> -> tensor<2x8xi32>
// CHECK-NEXT: %3 = tt.splat %arg1 : f16 -> tensor<8x4xf16>
// CHECK-NEXT: tt.return %1, %2, %3 : tensor<2x8xi32>, tensor<2x8xi32>, tensor<8x4xf16>
// CHECK-NEXT: }
tt.func @reshape_canonicalize(%t: tensor<16xi32>, %f: f16) -> (tensor<2x8xi32>, tensor<2x8xi32>, tensor<8x4xf16>) {
  %0 = tt.reshape %t allow_reorder : tensor<16xi32> -> tensor<4x4xi32>
  %1 = tt.reshape %0 : tensor<4x4xi32> -> tensor<2x8xi32>
  %2 = tt.reshape %0 efficient_layout : tensor<4x4xi32> -> tensor<2x8xi32>
  %s = tt.splat %f : f16 -> tensor<32xf16>
  %3 = tt.reshape %s : tensor<32xf16> -> tensor<8x4xf16>
  tt.return %1, %2, %3 : tensor<2x8xi32>, tensor<2x8xi32>, tensor<8x4xf16>
}

// tt.trans folders: identity order, trans(trans(x)) composes the orders (and vanishes when the
// composition is the identity), splat constants.
// CHECK-LABEL: tt.func @trans_fold(
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : tensor<4x8x2xf32>
// CHECK-NEXT: %0 = tt.trans %arg0 {order = array<i32: 2, 0, 1>} : tensor<2x4x8xf32> -> tensor<8x2x4xf32>
// CHECK-NEXT: tt.return %arg0, %arg0, %0, %cst : tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<8x2x4xf32>, tensor<4x8x2xf32>
// CHECK-NEXT: }
tt.func @trans_fold(%t: tensor<2x4x8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<8x2x4xf32>, tensor<4x8x2xf32>) {
  %0 = tt.trans %t {order = array<i32: 0, 1, 2>} : tensor<2x4x8xf32> -> tensor<2x4x8xf32>
  %1 = tt.trans %t {order = array<i32: 1, 2, 0>} : tensor<2x4x8xf32> -> tensor<4x8x2xf32>
  %2 = tt.trans %1 {order = array<i32: 2, 0, 1>} : tensor<4x8x2xf32> -> tensor<2x4x8xf32>
  %3 = tt.trans %1 {order = array<i32: 1, 2, 0>} : tensor<4x8x2xf32> -> tensor<8x2x4xf32>
  %c = arith.constant dense<2.0> : tensor<2x4x8xf32>
  %4 = tt.trans %c {order = array<i32: 1, 2, 0>} : tensor<2x4x8xf32> -> tensor<4x8x2xf32>
  tt.return %0, %2, %3, %4 : tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<8x2x4xf32>, tensor<4x8x2xf32>
}

// tt.make_range of a single element folds to a constant.
// CHECK-LABEL: tt.func @make_range_fold(
// CHECK-NEXT: %cst = arith.constant dense<7> : tensor<1xi32>
// CHECK-NEXT: %0 = tt.make_range {end = 9 : i32, start = 7 : i32} : tensor<2xi32>
// CHECK-NEXT: tt.return %cst, %0 : tensor<1xi32>, tensor<2xi32>
// CHECK-NEXT: }
tt.func @make_range_fold() -> (tensor<1xi32>, tensor<2xi32>) {
  %0 = tt.make_range {end = 8 : i32, start = 7 : i32} : tensor<1xi32>
  %1 = tt.make_range {end = 9 : i32, start = 7 : i32} : tensor<2xi32>
  tt.return %0, %1 : tensor<1xi32>, tensor<2xi32>
}

// tt.addptr with a zero offset (scalar, splat or dense) folds to the pointer.
// CHECK-LABEL: tt.func @addptr_fold(
// CHECK-NEXT: %0 = tt.addptr %arg1, %arg2 : !tt.ptr<f32>, i32
// CHECK-NEXT: tt.return %arg0, %0 : tensor<4x!tt.ptr<f32>>, !tt.ptr<f32>
// CHECK-NEXT: }
tt.func @addptr_fold(%p: tensor<4x!tt.ptr<f32>>, %q: !tt.ptr<f32>, %o: i32) -> (tensor<4x!tt.ptr<f32>>, !tt.ptr<f32>) {
  %z = arith.constant dense<[0, 0, 0, 0]> : tensor<4xi32>
  %0 = tt.addptr %p, %z : tensor<4x!tt.ptr<f32>>, tensor<4xi32>
  %c0 = arith.constant 0 : i32
  %1 = tt.addptr %q, %o : !tt.ptr<f32>, i32
  %2 = tt.addptr %1, %c0 : !tt.ptr<f32>, i32
  tt.return %0, %2 : tensor<4x!tt.ptr<f32>>, !tt.ptr<f32>
}

// tt.advance by all-zero offsets folds to the pointer.
// CHECK-LABEL: tt.func @advance_fold(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = tt.make_tensor_ptr %arg0, [%arg1, %arg1], [%arg1, %arg1], [%arg2, %arg2] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
// CHECK-NEXT: %1 = tt.advance %0, [%c0_i32, %arg2] : <tensor<16x16xf16>>
// CHECK-NEXT: tt.return %1, %0 : !tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16x16xf16>>
// CHECK-NEXT: }
tt.func @advance_fold(%base: !tt.ptr<f16>, %s: i64, %o: i32) -> (!tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16x16xf16>>) {
  %0 = tt.make_tensor_ptr %base, [%s, %s], [%s, %s], [%o, %o] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %c0 = arith.constant 0 : i32
  %1 = tt.advance %0, [%c0, %o] : <tensor<16x16xf16>>
  %2 = tt.advance %0, [%c0, %c0] : <tensor<16x16xf16>>
  tt.return %1, %2 : !tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16x16xf16>>
}

// tt.fp_to_fp folds a same-type conversion and zero constants (the sign is kept where the
// result type has a -0.0); other constants stay.
// CHECK-LABEL: tt.func @fp_to_fp_fold(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : tensor<4xf16>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : tensor<4xf8E4M3FNUZ>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.000000e+00> : tensor<4xbf16>
// CHECK-NEXT: %0 = tt.fp_to_fp %cst_0 : tensor<4xf16> -> tensor<4xf32>
// CHECK-NEXT: tt.return %arg0, %cst_1, %cst_2, %0, %cst : tensor<4xf16>, tensor<4xf8E4M3FNUZ>, tensor<4xbf16>, tensor<4xf32>, f32
// CHECK-NEXT: }
tt.func @fp_to_fp_fold(%x: tensor<4xf16>) -> (tensor<4xf16>, tensor<4xf8E4M3FNUZ>, tensor<4xbf16>, tensor<4xf32>, f32) {
  %0 = tt.fp_to_fp %x : tensor<4xf16> -> tensor<4xf16>
  %nz = arith.constant dense<-0.0> : tensor<4xf16>
  %1 = tt.fp_to_fp %nz, rounding = rtne : tensor<4xf16> -> tensor<4xf8E4M3FNUZ>
  %z = arith.constant dense<0.0> : tensor<4xf16>
  %2 = tt.fp_to_fp %z, rounding = rtne : tensor<4xf16> -> tensor<4xbf16>
  %one = arith.constant dense<1.0> : tensor<4xf16>
  %3 = tt.fp_to_fp %one : tensor<4xf16> -> tensor<4xf32>
  %s = arith.constant -0.0 : f16
  %4 = tt.fp_to_fp %s : f16 -> f32
  tt.return %0, %1, %2, %3, %4 : tensor<4xf16>, tensor<4xf8E4M3FNUZ>, tensor<4xbf16>, tensor<4xf32>, f32
}

// Triton 3.6 has no folders for tt.bitcast, tt.int_to_ptr(tt.ptr_to_int) or tt.cat/join/split
// of constants.
// CHECK-LABEL: tt.func @not_folded(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %0 = tt.bitcast %arg0 : f32 -> f32
// CHECK-NEXT: %1 = tt.ptr_to_int %arg1 : !tt.ptr<f32> -> i64
// CHECK-NEXT: %2 = tt.int_to_ptr %1 : i64 -> !tt.ptr<f32>
// CHECK-NEXT: %3 = tt.cat %cst, %cst : tensor<4xf32> -> tensor<8xf32>
// CHECK-NEXT: %4 = tt.join %cst, %cst : tensor<4xf32> -> tensor<4x2xf32>
// CHECK-NEXT: tt.return %0, %2, %3, %4 : f32, !tt.ptr<f32>, tensor<8xf32>, tensor<4x2xf32>
// CHECK-NEXT: }
tt.func @not_folded(%x: f32, %p: !tt.ptr<f32>) -> (f32, !tt.ptr<f32>, tensor<8xf32>, tensor<4x2xf32>) {
  %0 = tt.bitcast %x : f32 -> f32
  %i = tt.ptr_to_int %p : !tt.ptr<f32> -> i64
  %1 = tt.int_to_ptr %i : i64 -> !tt.ptr<f32>
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %2 = tt.cat %c, %c : tensor<4xf32> -> tensor<8xf32>
  %3 = tt.join %c, %c : tensor<4xf32> -> tensor<4x2xf32>
  tt.return %0, %1, %2, %3 : f32, !tt.ptr<f32>, tensor<8xf32>, tensor<4x2xf32>
}
