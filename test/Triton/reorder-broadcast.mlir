// RUN: ttopt %s -split-input-file -triton-reorder-broadcast | FileCheck %s
// The expected outputs were checked against Triton 3.6 (triton-opt) on the same inputs.

// elementwise(splat(a), splat(b)) -> splat(elementwise(a, b)); a splat constant operand
// becomes a scalar constant. Chains move step by step.
// CHECK-LABEL: tt.func @move_splat
// CHECK-DAG:     %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG:     %[[SUM:.*]] = arith.addf %arg0, %arg1 : f32
// CHECK:         %[[PROD:.*]] = arith.mulf %[[SUM]], %[[TWO]] : f32
// CHECK-NEXT:    %[[SPLAT:.*]] = tt.splat %[[PROD]] : f32 -> tensor<128xf32>
// CHECK-NEXT:    tt.return %[[SPLAT]]
tt.func @move_splat(%a: f32, %b: f32) -> tensor<128xf32> {
  %0 = tt.splat %a : f32 -> tensor<128xf32>
  %1 = tt.splat %b : f32 -> tensor<128xf32>
  %two = arith.constant dense<2.000000e+00> : tensor<128xf32>
  %2 = arith.addf %0, %1 : tensor<128xf32>
  %3 = arith.mulf %2, %two : tensor<128xf32>
  tt.return %3 : tensor<128xf32>
}

// -----

// tt ops with the Elementwise trait move as well, and their results may differ in type.
// CHECK-LABEL: tt.func @move_splat_addptr
// CHECK-NEXT:    %[[P:.*]] = tt.addptr %arg0, %arg1 : !tt.ptr<f32>, i32
// CHECK-NEXT:    %[[S:.*]] = tt.splat %[[P]] : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
// CHECK-NEXT:    tt.return %[[S]]
tt.func @move_splat_addptr(%p: !tt.ptr<f32>, %o: i32) -> tensor<64x!tt.ptr<f32>> {
  %0 = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %1 = tt.splat %o : i32 -> tensor<64xi32>
  %2 = tt.addptr %0, %1 : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  tt.return %2 : tensor<64x!tt.ptr<f32>>
}

// -----

// elementwise(broadcast(x), splat(b), constant) -> broadcast(elementwise(x, splat'(b),
// constant')), computed on the shape of x.
// CHECK-LABEL: tt.func @move_broadcast
// CHECK-DAG:     %[[THREE:.*]] = arith.constant dense<3.000000e+00> : tensor<128x1xf32>
// CHECK-DAG:     %[[B:.*]] = tt.splat %arg1 : f32 -> tensor<128x1xf32>
// CHECK:         %[[SUM:.*]] = arith.addf %arg0, %[[B]] : tensor<128x1xf32>
// CHECK-NEXT:    %[[PROD:.*]] = arith.mulf %[[SUM]], %[[THREE]] : tensor<128x1xf32>
// CHECK-NEXT:    %[[EXP:.*]] = math.exp %[[PROD]] : tensor<128x1xf32>
// CHECK-NEXT:    %[[WIDE:.*]] = tt.broadcast %[[EXP]] : tensor<128x1xf32> -> tensor<128x32xf32>
// CHECK-NEXT:    tt.return %[[WIDE]]
tt.func @move_broadcast(%x: tensor<128x1xf32>, %b: f32) -> tensor<128x32xf32> {
  %0 = tt.broadcast %x : tensor<128x1xf32> -> tensor<128x32xf32>
  %1 = tt.splat %b : f32 -> tensor<128x32xf32>
  %three = arith.constant dense<3.000000e+00> : tensor<128x32xf32>
  %2 = arith.addf %0, %1 : tensor<128x32xf32>
  %3 = arith.mulf %2, %three : tensor<128x32xf32>
  %4 = math.exp %3 : tensor<128x32xf32>
  tt.return %4 : tensor<128x32xf32>
}

// -----

// Several broadcasts move together when their sources have one shape (element types may
// differ); not when the shapes differ.
// CHECK-LABEL: tt.func @several_broadcasts
// CHECK-NEXT:    %[[X:.*]] = tt.broadcast %arg0 : tensor<1x32xf32> -> tensor<128x32xf32>
// CHECK-NEXT:    %[[F:.*]] = arith.sitofp %arg1 : tensor<1x32xi32> to tensor<1x32xf32>
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %arg0, %[[F]] : tensor<1x32xf32>
// CHECK-NEXT:    %[[WIDE:.*]] = tt.broadcast %[[SUM]] : tensor<1x32xf32> -> tensor<128x32xf32>
// CHECK-NEXT:    %[[Z:.*]] = tt.broadcast %arg2 : tensor<128x1xf32> -> tensor<128x32xf32>
// CHECK-NEXT:    %[[MIXED:.*]] = arith.addf %[[X]], %[[Z]] : tensor<128x32xf32>
// CHECK-NEXT:    tt.return %[[WIDE]], %[[MIXED]]
tt.func @several_broadcasts(%x: tensor<1x32xf32>, %y: tensor<1x32xi32>, %z: tensor<128x1xf32>) -> (tensor<128x32xf32>, tensor<128x32xf32>) {
  %0 = tt.broadcast %x : tensor<1x32xf32> -> tensor<128x32xf32>
  %1 = tt.broadcast %y : tensor<1x32xi32> -> tensor<128x32xi32>
  %2 = arith.sitofp %1 : tensor<128x32xi32> to tensor<128x32xf32>
  %3 = arith.addf %0, %2 : tensor<128x32xf32>
  %4 = tt.broadcast %z : tensor<128x1xf32> -> tensor<128x32xf32>
  %5 = arith.addf %0, %4 : tensor<128x32xf32>
  tt.return %3, %5 : tensor<128x32xf32>, tensor<128x32xf32>
}

// -----

// Only ops free of memory effects move: an impure extern_elementwise stays; so do ops
// with an operand that is neither a splat nor a broadcast.
// CHECK-LABEL: tt.func @not_moved
// CHECK-NEXT:    %[[S:.*]] = tt.splat %arg0 : f32 -> tensor<16xf32>
// CHECK-NEXT:    %[[E:.*]] = tt.extern_elementwise %[[S]]
// CHECK-NEXT:    %[[A:.*]] = arith.addf %[[S]], %arg1 : tensor<16xf32>
// CHECK-NEXT:    tt.return %[[E]], %[[A]]
tt.func @not_moved(%a: f32, %t: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %0 = tt.splat %a : f32 -> tensor<16xf32>
  %1 = tt.extern_elementwise %0 {libname = "", libpath = "", pure = false, symbol = "foo"} : (tensor<16xf32>) -> tensor<16xf32>
  %2 = arith.addf %0, %t : tensor<16xf32>
  tt.return %1, %2 : tensor<16xf32>, tensor<16xf32>
}

// -----

// Upstream applies the patterns with a default GreedyRewriteConfig, whose worklist is
// seeded bottom-up: the broadcasts move past the addf and the mulf first, which then both
// use the one expand_dims of the splat, and that becomes one 1x4 splat. (Canonicalize's
// top-down order would first turn broadcast(expand_dims(splat)) into an 8x4 splat, which
// each elementwise op then splats again at 1x4: two splats.)
// CHECK-LABEL: tt.func @shared_splat_bottom_up
// CHECK-NEXT:    %[[S:.*]] = tt.splat %arg0 : f32 -> tensor<1x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = tt.expand_dims %arg1 {axis = 0 : i32} : tensor<4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %[[S]], %[[Y]] : tensor<1x4xf32>
// CHECK-NEXT:    %[[PROD:.*]] = arith.mulf %[[SUM]], %[[S]] : tensor<1x4xf32>
// CHECK-NEXT:    %[[WIDE:.*]] = tt.broadcast %[[PROD]] : tensor<1x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT:    tt.return %[[WIDE]]
tt.func @shared_splat_bottom_up(%s: f32, %y: tensor<4xf32>) -> tensor<8x4xf32> {
  %t = tt.splat %s : f32 -> tensor<4xf32>
  %e = tt.expand_dims %t {axis = 0 : i32} : tensor<4xf32> -> tensor<1x4xf32>
  %b = tt.broadcast %e : tensor<1x4xf32> -> tensor<8x4xf32>
  %e2 = tt.expand_dims %y {axis = 0 : i32} : tensor<4xf32> -> tensor<1x4xf32>
  %b2 = tt.broadcast %e2 : tensor<1x4xf32> -> tensor<8x4xf32>
  %z = arith.addf %b, %b2 : tensor<8x4xf32>
  %w = arith.mulf %z, %b : tensor<8x4xf32>
  tt.return %w : tensor<8x4xf32>
}

// -----

// The default config's region simplification is aggressive: once the splats moved, the
// two branches differ only in the scalar they splat and merge into one block taking it
// as an argument; the join block's argument both predecessors pass %x for is dropped.
// CHECK-LABEL: tt.func @merge_identical_blocks
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : f32), ^bb1(%arg2 : f32)
// CHECK-NEXT:  ^bb1(%[[A:.*]]: f32):
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK-NEXT:    %[[SPLAT:.*]] = tt.splat %[[SUM]] : f32 -> tensor<128xf32>
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[R:.*]] = arith.mulf %arg3, %[[SPLAT]] : tensor<128xf32>
// CHECK-NEXT:    tt.return %[[R]]
tt.func @merge_identical_blocks(%c: i1, %a: f32, %b: f32, %x: tensor<128xf32>) -> tensor<128xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = tt.splat %a : f32 -> tensor<128xf32>
  %1 = arith.addf %0, %0 : tensor<128xf32>
  cf.br ^bb3(%x, %1 : tensor<128xf32>, tensor<128xf32>)
^bb2:
  %2 = tt.splat %b : f32 -> tensor<128xf32>
  %3 = arith.addf %2, %2 : tensor<128xf32>
  cf.br ^bb3(%x, %3 : tensor<128xf32>, tensor<128xf32>)
^bb3(%u: tensor<128xf32>, %v: tensor<128xf32>):
  %r = arith.mulf %u, %v : tensor<128xf32>
  tt.return %r : tensor<128xf32>
}
