// RUN: ttopt %s -split-input-file -triton-combine | FileCheck %s
// The expected outputs were checked against Triton 3.6 (triton-opt) on the same inputs.

// addf(d, dot(a, b, 0)) and addf(dot(a, b, 0), d) -> dot(a, b, d); the zero accumulator
// goes away with its last use.
// CHECK-LABEL: tt.func @dot_add_f
// CHECK-NOT:     arith.constant
// CHECK-NEXT:    %[[D0:.*]] = tt.dot %arg0, %arg1, %arg2 : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32>
// CHECK-NEXT:    %[[D1:.*]] = tt.dot %arg1, %arg0, %arg2, inputPrecision = tf32 : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32>
// CHECK-NEXT:    tt.return %[[D0]], %[[D1]]
tt.func @dot_add_f(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>, %d: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
  %zero = arith.constant dense<0.000000e+00> : tensor<32x32xf32>
  %0 = tt.dot %a, %b, %zero : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32>
  %1 = arith.addf %d, %0 : tensor<32x32xf32>
  %2 = tt.dot %b, %a, %zero, inputPrecision = tf32 : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32>
  %3 = arith.addf %2, %d : tensor<32x32xf32>
  tt.return %1, %3 : tensor<32x32xf32>, tensor<32x32xf32>
}

// -----

// addi too, also with imprecise accumulation; the new dot is placed at the add.
// CHECK-LABEL: tt.func @dot_add_i
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %arg2, %arg2 : tensor<16x16xi32>
// CHECK-NEXT:    %[[DOT:.*]] = tt.dot %arg0, %arg1, %[[SUM]] {maxNumImpreciseAcc = 8 : i32} : tensor<16x16xi8> * tensor<16x16xi8> -> tensor<16x16xi32>
// CHECK-NEXT:    tt.return %[[DOT]]
tt.func @dot_add_i(%a: tensor<16x16xi8>, %b: tensor<16x16xi8>, %d: tensor<16x16xi32>) -> tensor<16x16xi32> {
  %zero = arith.constant dense<0> : tensor<16x16xi32>
  %0 = tt.dot %a, %b, %zero {maxNumImpreciseAcc = 8 : i32} : tensor<16x16xi8> * tensor<16x16xi8> -> tensor<16x16xi32>
  %sum = arith.addi %d, %d : tensor<16x16xi32>
  %1 = arith.addi %0, %sum : tensor<16x16xi32>
  tt.return %1 : tensor<16x16xi32>
}

// -----

// No combination: a dot with another use, a float dot with imprecise accumulation, a
// non-zero accumulator.
// CHECK-LABEL: tt.func @dot_add_kept
// CHECK:         %[[D0:.*]] = tt.dot %arg0, %arg1, %[[ZERO:.*]] :
// CHECK-NEXT:    arith.addf %[[D0]], %arg2
// CHECK:         %[[D1:.*]] = tt.dot %arg0, %arg1, %[[ZERO]] {maxNumImpreciseAcc = 4 : i32}
// CHECK-NEXT:    arith.addf %[[D1]], %arg2
// CHECK:         %[[D2:.*]] = tt.dot %arg0, %arg1, %arg2 :
// CHECK-NEXT:    arith.addf %[[D2]], %arg2
tt.func @dot_add_kept(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>, %d: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) {
  %zero = arith.constant dense<0.000000e+00> : tensor<32x32xf32>
  %0 = tt.dot %a, %b, %zero : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32>
  %1 = arith.addf %0, %d : tensor<32x32xf32>
  %2 = tt.dot %a, %b, %zero {maxNumImpreciseAcc = 4 : i32} : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32>
  %3 = arith.addf %2, %d : tensor<32x32xf32>
  %4 = tt.dot %a, %b, %d : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32>
  %5 = arith.addf %4, %d : tensor<32x32xf32>
  tt.return %1, %0, %3, %5 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>
}

// -----

// select(c, load(p, splat(c)), other) -> load(p, splat(c), other), keeping the load's
// cache and eviction attributes; not when the mask is not a splat of the condition.
// CHECK-LABEL: tt.func @select_masked_load
// CHECK-NEXT:    %[[MASK:.*]] = tt.splat %arg1 : i1 -> tensor<64xi1>
// CHECK-NEXT:    %[[LOAD:.*]] = tt.load %arg0, %[[MASK]], %arg2 cacheModifier = cg evictionPolicy = evict_last : tensor<64x!tt.ptr<f32>>
// CHECK-NEXT:    %[[OTHER:.*]] = tt.load %arg0, %arg3 : tensor<64x!tt.ptr<f32>>
// CHECK-NEXT:    %[[SEL:.*]] = arith.select %arg1, %[[OTHER]], %arg2 : tensor<64xf32>
// CHECK-NEXT:    tt.return %[[LOAD]], %[[SEL]]
tt.func @select_masked_load(%p: tensor<64x!tt.ptr<f32>>, %c: i1, %o: tensor<64xf32>, %m: tensor<64xi1>) -> (tensor<64xf32>, tensor<64xf32>) {
  %mask = tt.splat %c : i1 -> tensor<64xi1>
  %0 = tt.load %p, %mask cacheModifier = cg evictionPolicy = evict_last : tensor<64x!tt.ptr<f32>>
  %1 = arith.select %c, %0, %o : tensor<64xf32>
  %2 = tt.load %p, %m : tensor<64x!tt.ptr<f32>>
  %3 = arith.select %c, %2, %o : tensor<64xf32>
  tt.return %1, %3 : tensor<64xf32>, tensor<64xf32>
}

// -----

// addptr(addptr(p, i), j) -> addptr(p, addi(i, j)) for i64 offsets, keeping the outer
// op's axis-info attributes (and no other); i32 offsets only when constants that cannot
// overflow.
// CHECK-LABEL: tt.func @addptr
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %arg1, %arg2 : tensor<8xi64>
// CHECK-NEXT:    %[[P64:.*]] = tt.addptr %arg0, %[[SUM]] {tt.divisibility = dense<16> : tensor<1xi32>} : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
// CHECK-NEXT:    %[[P32:.*]] = tt.addptr %arg0, %arg3 : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
// CHECK-NEXT:    %[[Q32:.*]] = tt.addptr %[[P32]], %arg3 : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
// CHECK-NEXT:    tt.return %[[P64]], %[[Q32]]
tt.func @addptr(%p: tensor<8x!tt.ptr<f32>>, %i: tensor<8xi64>, %j: tensor<8xi64>, %k: tensor<8xi32>) -> (tensor<8x!tt.ptr<f32>>, tensor<8x!tt.ptr<f32>>) {
  %0 = tt.addptr %p, %i : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
  %1 = tt.addptr %0, %j {tt.divisibility = dense<16> : tensor<1xi32>, other_attr} : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
  %2 = tt.addptr %p, %k : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  %3 = tt.addptr %2, %k : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.return %1, %3 : tensor<8x!tt.ptr<f32>>, tensor<8x!tt.ptr<f32>>
}

// -----

// CHECK-LABEL: tt.func @addptr_constants
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : i32
// CHECK-DAG:     %[[BIG:.*]] = arith.constant 2147483647 : i32
// CHECK:         %[[P:.*]] = tt.addptr %arg0, %[[C7]] : !tt.ptr<f32>, i32
// CHECK-NEXT:    %[[Q:.*]] = tt.addptr %arg0, %[[BIG]] : !tt.ptr<f32>, i32
// CHECK-NEXT:    %[[R:.*]] = tt.addptr %[[Q]], %[[BIG]] : !tt.ptr<f32>, i32
// CHECK-NEXT:    tt.return %[[P]], %[[R]]
tt.func @addptr_constants(%p: !tt.ptr<f32>) -> (!tt.ptr<f32>, !tt.ptr<f32>) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %big = arith.constant 2147483647 : i32
  %0 = tt.addptr %p, %c3 : !tt.ptr<f32>, i32
  %1 = tt.addptr %0, %c4 : !tt.ptr<f32>, i32
  %2 = tt.addptr %p, %big : !tt.ptr<f32>, i32
  %3 = tt.addptr %2, %big : !tt.ptr<f32>, i32
  tt.return %1, %3 : !tt.ptr<f32>, !tt.ptr<f32>
}

// -----

// sum(x[:, :, None] * y[None, :, :], axis) -> dot(x, y, 0), tf32.
// CHECK-LABEL: tt.func @broadcast_mul_reduce
// CHECK-NOT:     tt.reduce
// CHECK:         %[[DOT:.*]] = tt.dot %arg0, %arg1, %{{.*}}, inputPrecision = tf32 : tensor<16x32xf32> * tensor<32x16xf32> -> tensor<16x16xf32>
// CHECK-NEXT:    tt.return %[[DOT]]
tt.func @broadcast_mul_reduce(%x: tensor<16x32xf32>, %y: tensor<32x16xf32>) -> tensor<16x16xf32> {
  %0 = tt.expand_dims %x {axis = 2 : i32} : tensor<16x32xf32> -> tensor<16x32x1xf32>
  %1 = tt.broadcast %0 : tensor<16x32x1xf32> -> tensor<16x32x16xf32>
  %2 = tt.expand_dims %y {axis = 0 : i32} : tensor<32x16xf32> -> tensor<1x32x16xf32>
  %3 = tt.broadcast %2 : tensor<1x32x16xf32> -> tensor<16x32x16xf32>
  %4 = arith.mulf %1, %3 : tensor<16x32x16xf32>
  %5 = "tt.reduce"(%4) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16x32x16xf32>) -> tensor<16x16xf32>
  tt.return %5 : tensor<16x16xf32>
}

// -----

// Not a dot: a reduction by max, or dimensions below 16.
// CHECK-LABEL: tt.func @broadcast_mul_reduce_kept
// CHECK-COUNT-2: tt.reduce
// CHECK-NOT:     tt.dot
tt.func @broadcast_mul_reduce_kept(%x: tensor<16x32xf32>, %y: tensor<32x16xf32>, %u: tensor<8x32xf32>) -> (tensor<16x16xf32>, tensor<8x16xf32>) {
  %0 = tt.expand_dims %x {axis = 2 : i32} : tensor<16x32xf32> -> tensor<16x32x1xf32>
  %1 = tt.broadcast %0 : tensor<16x32x1xf32> -> tensor<16x32x16xf32>
  %2 = tt.expand_dims %y {axis = 0 : i32} : tensor<32x16xf32> -> tensor<1x32x16xf32>
  %3 = tt.broadcast %2 : tensor<1x32x16xf32> -> tensor<16x32x16xf32>
  %4 = arith.mulf %1, %3 : tensor<16x32x16xf32>
  %5 = "tt.reduce"(%4) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.maxnumf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16x32x16xf32>) -> tensor<16x16xf32>
  %6 = tt.expand_dims %u {axis = 2 : i32} : tensor<8x32xf32> -> tensor<8x32x1xf32>
  %7 = tt.broadcast %6 : tensor<8x32x1xf32> -> tensor<8x32x16xf32>
  %8 = tt.broadcast %2 : tensor<1x32x16xf32> -> tensor<8x32x16xf32>
  %9 = arith.mulf %7, %8 : tensor<8x32x16xf32>
  %10 = "tt.reduce"(%9) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<8x32x16xf32>) -> tensor<8x16xf32>
  tt.return %5, %10 : tensor<16x16xf32>, tensor<8x16xf32>
}

// -----

// A rank-1 reshape used only by reductions may reorder elements; one with another user
// may not.
// CHECK-LABEL: tt.func @reshape_reduce
// CHECK-NEXT:    %[[R:.*]] = tt.reshape %arg0 allow_reorder : tensor<4x8xf32> -> tensor<32xf32>
// CHECK-NEXT:    "tt.reduce"(%[[R]])
// CHECK:         %[[KEPT:.*]] = tt.reshape %arg0 : tensor<4x8xf32> -> tensor<32xf32>
// CHECK-NEXT:    "tt.reduce"(%[[KEPT]])
tt.func @reshape_reduce(%x: tensor<4x8xf32>) -> (f32, f32, tensor<32xf32>) {
  %r = tt.reshape %x : tensor<4x8xf32> -> tensor<32xf32>
  %s = "tt.reduce"(%r) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %t = arith.maxnumf %a, %b : f32
    tt.reduce.return %t : f32
  }) : (tensor<32xf32>) -> f32
  %r2 = tt.reshape %x : tensor<4x8xf32> -> tensor<32xf32>
  %s2 = "tt.reduce"(%r2) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    tt.reduce.return %t : f32
  }) : (tensor<32xf32>) -> f32
  tt.return %s, %s2, %r2 : f32, f32, tensor<32xf32>
}

// -----

// reshape(descriptor_load) dropping leading unit dimensions -> a rank-reducing load.
// CHECK-LABEL: tt.func @rank_reducing_descriptor_load
// CHECK-NEXT:    %[[L:.*]] = tt.descriptor_load %arg0[%arg1, %arg1, %arg1] : !tt.tensordesc<tensor<1x1x32xf32>> -> tensor<32xf32>
// CHECK-NEXT:    tt.return %[[L]]
tt.func @rank_reducing_descriptor_load(%d: !tt.tensordesc<tensor<1x1x32xf32>>, %i: i32) -> tensor<32xf32> {
  %l = tt.descriptor_load %d[%i, %i, %i] : !tt.tensordesc<tensor<1x1x32xf32>> -> tensor<1x1x32xf32>
  %r = tt.reshape %l : tensor<1x1x32xf32> -> tensor<32xf32>
  tt.return %r : tensor<32xf32>
}

// -----

// Upstream applies the patterns with a default GreedyRewriteConfig, whose worklist is
// seeded bottom-up (not canonicalize's top-down order): the last addptr of a chain is
// combined first, so the offsets add up as a + (b + c), not (a + b) + c.
// CHECK-LABEL: tt.func @addptr_chain_bottom_up
// CHECK-NEXT:    %[[BC:.*]] = arith.addi %arg2, %arg3 : i64
// CHECK-NEXT:    %[[ABC:.*]] = arith.addi %arg1, %[[BC]] : i64
// CHECK-NEXT:    %[[P:.*]] = tt.addptr %arg0, %[[ABC]] : !tt.ptr<f32>, i64
// CHECK-NEXT:    tt.return %[[P]]
tt.func @addptr_chain_bottom_up(%p: !tt.ptr<f32>, %a: i64, %b: i64, %c: i64) -> !tt.ptr<f32> {
  %0 = tt.addptr %p, %a : !tt.ptr<f32>, i64
  %1 = tt.addptr %0, %b : !tt.ptr<f32>, i64
  %2 = tt.addptr %1, %c : !tt.ptr<f32>, i64
  tt.return %2 : !tt.ptr<f32>
}

// -----

// The default config's region simplification is aggressive: once combined, the two
// branches differ only in operands and merge into one block taking them as arguments,
// and the join block's argument every predecessor passes %p for is dropped.
// CHECK-LABEL: tt.func @merge_identical_blocks
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg2, %arg3 : i64, i64), ^bb1(%arg3, %arg2 : i64, i64)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i64, %[[Y:.*]]: i64):
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[X]], %[[Y]] : i64
// CHECK-NEXT:    %[[R:.*]] = tt.addptr %arg1, %[[SUM]] : !tt.ptr<f32>, i64
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[S:.*]] = tt.addptr %arg1, %arg2 : !tt.ptr<f32>, i64
// CHECK-NEXT:    tt.store %[[S]], %arg4 : !tt.ptr<f32>
// CHECK-NEXT:    tt.return %[[R]]
tt.func @merge_identical_blocks(%c: i1, %p: !tt.ptr<f32>, %x: i64, %y: i64, %v: f32) -> !tt.ptr<f32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = tt.addptr %p, %x : !tt.ptr<f32>, i64
  %b = tt.addptr %a, %y : !tt.ptr<f32>, i64
  cf.br ^bb3(%p, %b : !tt.ptr<f32>, !tt.ptr<f32>)
^bb2:
  %a2 = tt.addptr %p, %y : !tt.ptr<f32>, i64
  %b2 = tt.addptr %a2, %x : !tt.ptr<f32>, i64
  cf.br ^bb3(%p, %b2 : !tt.ptr<f32>, !tt.ptr<f32>)
^bb3(%q: !tt.ptr<f32>, %r: !tt.ptr<f32>):
  %s = tt.addptr %q, %x : !tt.ptr<f32>, i64
  tt.store %s, %v : !tt.ptr<f32>
  tt.return %r : !tt.ptr<f32>
}
