// RUN: ttopt %s -split-input-file -gluon-slimplify-control-flow | FileCheck %s
// gluon-slimplify-control-flow (upstream's spelling): a greedy rewrite with Triton's
// ForOpDeadArgElimination, folding, no constant CSE and aggressive region simplification.
// Triton 3.6 cannot run this pass alone from Python; every expected output below was checked
// against Triton 3.6's `gluon-inline` on the same functions (it runs this pass on each).

// Constants are neither uniqued nor hoisted: the 4 inside the scf.if stays there.
// CHECK-LABEL: tt.func public @constants_stay_put(
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %0 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:      %c4_i32_0 = arith.constant 4 : i32
// CHECK-NEXT:      %1 = arith.muli %arg1, %c4_i32_0 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = arith.addi %arg1, %c4_i32 : i32
tt.func public @constants_stay_put(%p: !tt.ptr<i32>, %a: i32, %c: i1) {
  %c4 = arith.constant 4 : i32
  %r = scf.if %c -> (i32) {
    %c4_inner = arith.constant 4 : i32
    %m = arith.muli %a, %c4_inner : i32
    scf.yield %m : i32
  } else {
    %s = arith.addi %a, %c4 : i32
    scf.yield %s : i32
  }
  tt.store %p, %r : !tt.ptr<i32>
  tt.return
}

// -----

// ForOpDeadArgElimination: results #1 and #3 are unused. #1's product yields its iter arg
// instead (and the multiply goes); #3 yields %a, its own init, so it can yield its iter arg
// too; #2 yields %b, defined outside the loop and not its init: the loop's result would
// differ between zero and more trips, so it is kept.
// CHECK-LABEL: tt.func public @dead_loop_carried_values(
// CHECK:         %0:4 = scf.for %arg4 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg5 = %arg1, %arg6 = %arg2, %arg7 = %arg1, %arg8 = %arg1) -> (i32, i32, i32, i32)  : i32 {
// CHECK-NEXT:      %1 = arith.addi %arg5, %arg4 : i32
// CHECK-NEXT:      scf.yield %1, %arg6, %arg2, %arg8 : i32, i32, i32, i32
// CHECK-NEXT:    }
tt.func public @dead_loop_carried_values(%p: !tt.ptr<i32>, %a: i32, %b: i32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %l:4 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %u = %a, %v = %a) -> (i32, i32, i32, i32) : i32 {
    %nx = arith.addi %x, %i : i32
    %ny = arith.muli %y, %x : i32
    scf.yield %nx, %ny, %b, %a : i32, i32, i32, i32
  }
  tt.store %p, %l#0 : !tt.ptr<i32>
  tt.return
}

// -----

// Region simplification: the unreachable block goes, the unused argument goes, and the
// arguments every predecessor feeds %a to are replaced by %a. The blocks stay separate
// (no cf pattern merges a block into its single predecessor).
// CHECK-LABEL: tt.func public @unreachable_and_dead_arguments(
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    tt.store %arg0, %arg1 : !tt.ptr<i32>
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    tt.store %arg0, %arg1 : !tt.ptr<i32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
tt.func public @unreachable_and_dead_arguments(%p: !tt.ptr<i32>, %a: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %a : i32, i32)
^bb1(%x: i32):
  tt.store %p, %x : !tt.ptr<i32>
  cf.br ^bb2(%x, %a : i32, i32)
^bb2(%y: i32, %unused: i32):
  tt.store %p, %y : !tt.ptr<i32>
  tt.return
^bb3:
  tt.store %p, %a : !tt.ptr<i32>
  tt.return
}

// -----

// The pass itself inlines nothing (gluon-inline does): the call stays, and the callee is
// simplified like any function.
// CHECK-LABEL: tt.func private @scale(%arg0: i32) -> i32 attributes {noinline = false} {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT:    tt.return %0 : i32
// CHECK-LABEL: tt.func public @caller(
// CHECK-NEXT:    %0 = tt.call @scale(%arg1) : (i32) -> i32
tt.func private @scale(%x: i32) -> i32 attributes {noinline = false} {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %x, %c0 : i32
  %m = arith.muli %s, %c3 : i32
  tt.return %m : i32
}
tt.func public @caller(%p: !tt.ptr<i32>, %a: i32) {
  %r = tt.call @scale(%a) : (i32) -> i32
  tt.store %p, %r : !tt.ptr<i32>
  tt.return
}
