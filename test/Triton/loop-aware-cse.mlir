// RUN: ttopt %s -split-input-file -triton-loop-aware-cse | FileCheck %s

// Two iteration arguments with one init whose updates compute the same thing are one
// value: the second one's uses and result go to the first, and the duplicated update
// disappears (the multiplication by one folds away in the scf.for clean-up).
// CHECK-LABEL: tt.func @same_chain
// CHECK:         %[[R:.*]] = scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %arg1) -> (i32)  : i32 {
// CHECK-NEXT:      %[[NEXT:.*]] = arith.addi %[[A]], %[[IV]] : i32
// CHECK-NEXT:      scf.yield %[[NEXT]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[R]], %[[R]] : i32, i32
tt.func @same_chain(%n: i32, %init: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init, %b = %init) -> (i32, i32) : i32 {
    %a2 = arith.muli %a, %c1 : i32
    %a3 = arith.addi %a2, %i : i32
    %b2 = arith.muli %b, %c1 : i32
    %b3 = arith.addi %b2, %i : i32
    scf.yield %a3, %b3 : i32, i32
  }
  tt.return %r#0, %r#1 : i32, i32
}

// -----

// Each argument's update reads the other one: assuming the pair equal proves it equal.
// CHECK-LABEL: tt.func @crossed
// CHECK:         %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %arg1) -> (f32)  : i32 {
// CHECK-NEXT:      %[[X:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK-NEXT:      scf.yield %[[X]] : f32
// CHECK:         tt.return %[[R]], %[[R]] : f32, f32
tt.func @crossed(%n: i32, %init: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init, %b = %init) -> (f32, f32) : i32 {
    %x = arith.addf %b, %b : f32
    %y = arith.addf %a, %a : f32
    scf.yield %x, %y : f32, f32
  }
  tt.return %r#0, %r#1 : f32, f32
}

// -----

// Different initial values: the arguments stay apart.
// CHECK-LABEL: tt.func @different_inits
// CHECK:         %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%{{.*}} = %arg1, %{{.*}} = %arg2) -> (i32, i32)
// CHECK-COUNT-2:   arith.addi
// CHECK:         tt.return %[[R]]#0, %[[R]]#1 : i32, i32
tt.func @different_inits(%n: i32, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) : i32 {
    %a2 = arith.addi %a, %c1 : i32
    %b2 = arith.addi %b, %c1 : i32
    scf.yield %a2, %b2 : i32, i32
  }
  tt.return %r#0, %r#1 : i32, i32
}

// -----

// Values read from memory are never known equal (a store separates the two loads, so
// CSE keeps both).
// CHECK-LABEL: tt.func @loads
// CHECK:         %[[R:.*]]:2 = scf.for %{{.*}} -> (f32, f32)
// CHECK-COUNT-2:   tt.load
// CHECK:         tt.return %[[R]]#0, %[[R]]#1 : f32, f32
tt.func @loads(%n: i32, %p: !tt.ptr<f32>, %init: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init, %b = %init) -> (f32, f32) : i32 {
    %la = tt.load %p : !tt.ptr<f32>
    tt.store %p, %init : !tt.ptr<f32>
    %lb = tt.load %p : !tt.ptr<f32>
    %a2 = arith.addf %a, %la : f32
    %b2 = arith.addf %b, %lb : f32
    scf.yield %a2, %b2 : f32, f32
  }
  tt.return %r#0, %r#1 : f32, f32
}

// -----

// Two results of one op are different values.
// CHECK-LABEL: tt.func @split_results
// CHECK:         %[[R:.*]]:2 = scf.for
// CHECK-NEXT:      %[[L:.*]], %[[H:.*]] = tt.split
// CHECK-NEXT:      scf.yield %[[L]], %[[H]]
// CHECK:         tt.return %[[R]]#0, %[[R]]#1
tt.func @split_results(%n: i32, %init: tensor<4x2xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant dense<0.0> : tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %z) -> (tensor<4xf32>, tensor<4xf32>) : i32 {
    %l, %h = tt.split %init : tensor<4x2xf32> -> tensor<4xf32>
    scf.yield %l, %h : tensor<4xf32>, tensor<4xf32>
  }
  tt.return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The inner loop is handled first; its merged result then makes two outer arguments
// equal (the first CSE has already made the two `2` constants one). The third argument
// is updated differently and stays.
// CHECK-LABEL: tt.func @nested
// CHECK:         %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%[[A:.*]] = %arg1, %[[C:.*]] = %arg1) -> (i32, i32)  : i32 {
// CHECK-NEXT:      %[[IN:.*]] = scf.for %{{.*}} iter_args(%[[U:.*]] = %[[A]]) -> (i32)  : i32 {
// CHECK-NEXT:        arith.addi %[[U]], %{{.*}} : i32
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[A2:.*]] = arith.addi %[[A]], %{{.*}} : i32
// CHECK-NEXT:      %[[C3:.*]] = arith.subi %[[C]], %{{.*}} : i32
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[IN]], %[[IN]] : i32
// CHECK-NEXT:      %[[A3:.*]] = arith.addi %[[A2]], %[[S]] : i32
// CHECK-NEXT:      scf.yield %[[A3]], %[[C3]] : i32, i32
// CHECK:         tt.return %[[R]]#0, %[[R]]#0, %[[R]]#1 : i32, i32, i32
tt.func @nested(%n: i32, %init: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c2b = arith.constant 2 : i32
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init, %b = %init, %c = %init) -> (i32, i32, i32) : i32 {
    %in:2 = scf.for %j = %c0 to %n step %c1 iter_args(%u = %a, %v = %a) -> (i32, i32) : i32 {
      %u2 = arith.addi %u, %c2 : i32
      %v2 = arith.addi %v, %c2b : i32
      scf.yield %u2, %v2 : i32, i32
    }
    %a2 = arith.addi %a, %c2 : i32
    %b2 = arith.addi %b, %c2b : i32
    %c3 = arith.subi %c, %c2 : i32
    %s = arith.addi %in#0, %in#1 : i32
    %a3 = arith.addi %a2, %s : i32
    %b3 = arith.addi %b2, %s : i32
    scf.yield %a3, %b3, %c3 : i32, i32, i32
  }
  tt.return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// Outside loops the pass is CSE; the argument that merely forwards its value is then
// dropped by the scf.for clean-up.
// CHECK-LABEL: tt.func @outside_and_forwarded
// CHECK:         %[[X:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NOT:     arith.addi %arg1, %arg1
// CHECK:         %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %[[X]]) -> (i32)  : i32 {
// CHECK-NEXT:      %[[N:.*]] = arith.muli %[[A]], %[[X]] : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK:         tt.return %[[R]], %[[X]] : i32, i32
tt.func @outside_and_forwarded(%n: i32, %init: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %x = arith.addi %init, %init : i32
  %y = arith.addi %init, %init : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) : i32 {
    %a2 = arith.muli %a, %y : i32
    scf.yield %a2, %b : i32, i32
  }
  tt.return %r#0, %r#1 : i32, i32
}

// -----

// The pass's CSE is MLIR's: commuted operands of a commutative op are one value, and an
// scf.if that reads memory is never merged with another (a store lies between them here).
// CHECK-LABEL: tt.func @commuted_and_reading_ifs
// CHECK:         %[[SUM:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    %[[IF1:.*]] = scf.if %arg3 -> (i32) {
// CHECK:         tt.store
// CHECK-NEXT:    %[[IF2:.*]] = scf.if %arg3 -> (i32) {
// CHECK:         tt.return %[[SUM]], %[[SUM]], %[[IF1]], %[[IF2]] : i32, i32, i32, i32
tt.func @commuted_and_reading_ifs(%p: !tt.ptr<i32>, %a: i32, %b: i32, %c: i1) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = scf.if %c -> i32 {
    %l = tt.load %p : !tt.ptr<i32>
    scf.yield %l : i32
  } else {
    scf.yield %a : i32
  }
  tt.store %p, %a : !tt.ptr<i32>
  %3 = scf.if %c -> i32 {
    %l = tt.load %p : !tt.ptr<i32>
    scf.yield %l : i32
  } else {
    scf.yield %a : i32
  }
  tt.return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// The final scf.for clean-up runs under a default GreedyRewriteConfig, whose region
// simplification is aggressive: once the two iteration arguments are one, both branches
// pass the same loop result, merge, and the join block's argument is dropped.
// CHECK-LABEL: tt.func @merge_identical_blocks
// CHECK:         %[[R:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %arg1) -> (i32)
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    tt.return %[[R]] : i32
tt.func @merge_identical_blocks(%c: i1, %x: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) : i32 {
    %s = arith.addi %a, %i : i32
    %t = arith.addi %b, %i : i32
    scf.yield %s, %t : i32, i32
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%r#0 : i32)
^bb2:
  cf.br ^bb3(%r#1 : i32)
^bb3(%v: i32):
  tt.return %v : i32
}
