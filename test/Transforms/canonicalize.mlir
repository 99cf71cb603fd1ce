// RUN: ttopt %s -canonicalize | FileCheck %s
// The greedy rewrite driver behind -canonicalize: constant uniquing and hoisting, folding to
// a fixed point, dead code, unreachable blocks and dead block arguments. Every expected
// output was checked against Triton 3.6 (`triton-opt -canonicalize`) on this file.

// Equal constants are uniqued per function and moved to the start of the entry block, in
// the order the driver's worklist reaches them.
// CHECK-LABEL: tt.func @constant_uniquing(
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %c6_i32 : i32
// CHECK-NEXT: %2 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %3 = arith.subi %1, %c2_i32 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = arith.subi %1, %c5_i32 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }
tt.func @constant_uniquing(%x: i32, %c: i1) -> (i32, i32, i32) {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %x, %c2 : i32
  %c3 = arith.constant 3 : i32
  %1 = arith.muli %0, %c3 : i32
  %2 = scf.if %c -> (i32) {
    %c2b = arith.constant 2 : i32
    %s = arith.subi %1, %c2b : i32
    scf.yield %s : i32
  } else {
    %c5 = arith.constant 5 : i32
    %s = arith.subi %1, %c5 : i32
    scf.yield %s : i32
  }
  tt.return %0, %1, %2 : i32, i32, i32
}

// Constants are not shared between functions (each is its own insertion region).
// CHECK-LABEL: tt.func @constants_per_function(
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @constants_per_function(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %x, %c2 : i32
  tt.return %0 : i32
}

// Folding and patterns repeat until nothing changes: ((1 + 2) * 3 - 9) * x + y -> y.
// CHECK-LABEL: tt.func @fold_to_fixed_point(
// CHECK-NEXT: tt.return %arg1 : i32
// CHECK-NEXT: }
tt.func @fold_to_fixed_point(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %c3 : i32
  %2 = arith.subi %1, %c9 : i32
  %3 = arith.muli %2, %x : i32
  %4 = arith.addi %3, %y : i32
  tt.return %4 : i32
}

// Unused ops without side effects (or that only read memory) are erased; writes (atomics too)
// and prints stay.
// CHECK-LABEL: tt.func @dead_code(
// CHECK-NEXT: %0 = tt.atomic_rmw fadd, relaxed, gpu, %arg0, %arg1 : (!tt.ptr<f32>, f32) -> f32
// CHECK-NEXT: tt.store %arg0, %arg1 : !tt.ptr<f32>
// CHECK-NEXT: tt.print ": " {hex = false, isSigned = array<i32: 0>} : %arg1 : f32
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @dead_code(%p: !tt.ptr<f32>, %x: f32) {
  %0 = arith.addf %x, %x : f32
  %1 = tt.load %p : !tt.ptr<f32>
  %2 = tt.splat %x : f32 -> tensor<4xf32>
  %3 = tt.get_program_id x : i32
  %4 = tt.atomic_rmw fadd, relaxed, gpu, %p, %x : (!tt.ptr<f32>, f32) -> f32
  tt.store %p, %x : !tt.ptr<f32>
  tt.print ": " {hex = false, isSigned = array<i32: 0>} : %x : f32
  tt.return
}

// Ops with regions are dead when nothing inside them has effects.
// CHECK-LABEL: tt.func @dead_regions(
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @dead_regions(%x: i32, %n: i32, %t: tensor<4xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) : i32 {
    %s = arith.addi %a, %i : i32
    scf.yield %s : i32
  }
  %1 = "tt.reduce"(%t) <{axis = 0 : i32}> ({
  ^bb0(%l: f32, %r: f32):
    %m = arith.addf %l, %r : f32
    tt.reduce.return %m : f32
  }) : (tensor<4xf32>) -> f32
  tt.return
}

// Blocks that cannot be reached from the entry block are erased.
// CHECK-LABEL: tt.func @unreachable_blocks(
// CHECK-NEXT: tt.return %arg0 : i32
// CHECK-NEXT: }
tt.func @unreachable_blocks(%a: i32) -> i32 {
  tt.return %a : i32
^bb1:
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  tt.return %s : i32
}

// Block arguments without uses (also ones only feeding themselves around a loop) are removed
// together with the branch operands that fed them.
// CHECK-LABEL: tt.func @dead_block_arguments(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: tt.store %arg4, %0 : !tt.ptr<i32>
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg3 : i32
// CHECK-NEXT: %3 = arith.addi %1, %1 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb1(%3 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @dead_block_arguments(%c: i1, %a: i32, %b: i32, %n: i32, %p: !tt.ptr<i32>) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  tt.store %p, %x : !tt.ptr<i32>
  cf.br ^bb2(%a, %b : i32, i32)
^bb2(%i: i32, %unused: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  %next = arith.addi %i, %i : i32
  %again = arith.addi %unused, %i : i32
  cf.cond_br %cmp, ^bb2(%next, %again : i32, i32), ^bb3
^bb3:
  tt.return
}

// A combine region is not isolated from above: its constants are hoisted into the function's
// entry block and uniqued with the ones there.
// CHECK-LABEL: tt.func @isolated_region(
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT: %2 = arith.mulf %arg1, %cst : f32
// CHECK-NEXT: %3 = arith.addf %2, %arg2 : f32
// CHECK-NEXT: tt.reduce.return %3 : f32
// CHECK-NEXT: }) : (tensor<4xf32>) -> f32
// CHECK-NEXT: %1 = arith.mulf %0, %cst : f32
// CHECK-NEXT: tt.return %1 : f32
// CHECK-NEXT: }
tt.func @isolated_region(%t: tensor<4xf32>) -> f32 {
  %c2 = arith.constant 2.000000e+00 : f32
  %0 = "tt.reduce"(%t) <{axis = 0 : i32}> ({
  ^bb0(%l: f32, %r: f32):
    %c2b = arith.constant 2.000000e+00 : f32
    %m = arith.mulf %l, %c2b : f32
    %s = arith.addf %m, %r : f32
    tt.reduce.return %s : f32
  }) : (tensor<4xf32>) -> f32
  %1 = arith.mulf %0, %c2 : f32
  tt.return %1 : f32
}

// ub.poison folds to itself and is uniqued like other constants.
// CHECK-LABEL: tt.func @poison(
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: tt.return %0, %0, %1 : i32, i32, f32
// CHECK-NEXT: }
tt.func @poison(%x: i32) -> (i32, i32, f32) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison : f32
  tt.return %0, %1, %2 : i32, i32, f32
}
