// RUN: ttopt %s -split-input-file -gluon-inline | FileCheck %s
// gluon-inline: MLIR's inliner with gluon-slimplify-control-flow as the pipeline run on
// every function, calls or not. Every expected output was checked against Triton 3.6
// (`triton-opt -gluon-inline`) on this file.

// Region simplification is aggressive: a block argument every predecessor passes the same
// value to is replaced by that value (^bb1, ^bb2 lose theirs; ^bb3 keeps its own, fed two
// values). No cf pattern applies: the cf.br to a single-predecessor block and the
// cf.cond_br on a constant stay.
// CHECK-LABEL: tt.func public @forward_block_arguments(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    cf.cond_br %true, ^bb1, ^bb3(%arg2 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    tt.store %arg0, %0 : !tt.ptr<i32>
// CHECK-NEXT:    cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    tt.store %arg0, %1 : !tt.ptr<i32>
// CHECK-NEXT:    tt.return
tt.func public @forward_block_arguments(%p: !tt.ptr<i32>, %a: i32, %b: i32, %c: i1) {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a, %b : i32, i32), ^bb3(%b : i32)
^bb1(%x: i32, %y: i32):
  %s = arith.muli %x, %y : i32
  cf.br ^bb2(%s : i32)
^bb2(%z: i32):
  tt.store %p, %z : !tt.ptr<i32>
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  tt.store %p, %r : !tt.ptr<i32>
  tt.return
}

// -----

// Aggressive region simplification also merges blocks that differ only in values defined
// elsewhere: the operand that differs becomes an argument of the merged block.
// CHECK-LABEL: tt.func public @merge_identical_blocks(
// CHECK-NEXT:    cf.cond_br %arg3, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:    tt.store %arg0, %1 : !tt.ptr<i32>
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    tt.return
tt.func public @merge_identical_blocks(%p: !tt.ptr<i32>, %a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  tt.store %p, %x : !tt.ptr<i32>
  cf.br ^bb3
^bb2:
  %y = arith.addi %b, %b : i32
  tt.store %p, %y : !tt.ptr<i32>
  cf.br ^bb3
^bb3:
  tt.return
}

// -----

// Of the scf patterns, only Triton's ForOpDeadArgElimination applies: the unused
// loop-carried product yields its iter arg and its multiply goes. The scf.if on a constant
// and the pass-through iter args stay (no scf canonicalization pattern applies).
// CHECK-LABEL: tt.func public @scf_ops(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:    %0 = scf.if %true -> (i32) {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:3 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %0, %arg5 = %arg2, %arg6 = %arg1) -> (i32, i32, i32)  : i32 {
// CHECK-NEXT:      %2 = arith.addi %arg4, %arg3 : i32
// CHECK-NEXT:      scf.yield %2, %arg5, %arg6 : i32, i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.store %arg0, %1#0 : !tt.ptr<i32>
// CHECK-NEXT:    tt.store %arg0, %1#2 : !tt.ptr<i32>
tt.func public @scf_ops(%p: !tt.ptr<i32>, %a: i32, %b: i32) {
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %r = scf.if %true -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %l:3 = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %r, %y = %b, %z = %a) -> (i32, i32, i32) : i32 {
    %nx = arith.addi %x, %i : i32
    %ny = arith.muli %y, %i : i32
    scf.yield %nx, %ny, %z : i32, i32, i32
  }
  tt.store %p, %l#0 : !tt.ptr<i32>
  tt.store %p, %l#2 : !tt.ptr<i32>
  tt.return
}

// -----

// A private function that is not `noinline = true` is inlined (after its own body was
// simplified) and erased; a `noinline = true` one is kept, simplified, and still called.
// Constants are not CSE'd: the kernel's 3 and the inlined 3 both stay.
// CHECK-NOT:   @scale
// CHECK-LABEL: tt.func private @opaque(%arg0: i32) -> i32 attributes {noinline = true} {
// CHECK-NEXT:    tt.return %arg0 : i32
// CHECK-LABEL: tt.func public @calls(
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c3_i32_0 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.muli %arg1, %c3_i32_0 : i32
// CHECK-NEXT:    %1 = tt.call @opaque(%0) : (i32) -> i32
// CHECK-NEXT:    %2 = arith.addi %1, %c3_i32 : i32
// CHECK-NEXT:    tt.store %arg0, %2 : !tt.ptr<i32>
// CHECK-NOT:   @scale
tt.func private @scale(%x: i32) -> i32 attributes {noinline = false} {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %x, %c0 : i32
  %m = arith.muli %s, %c3 : i32
  tt.return %m : i32
}
tt.func private @opaque(%x: i32) -> i32 attributes {noinline = true} {
  %c1 = arith.constant 1 : i32
  %s = arith.muli %x, %c1 : i32
  tt.return %s : i32
}
tt.func public @calls(%p: !tt.ptr<i32>, %a: i32) {
  %c3 = arith.constant 3 : i32
  %r = tt.call @scale(%a) : (i32) -> i32
  %q = tt.call @opaque(%r) : (i32) -> i32
  %s = arith.addi %q, %c3 : i32
  tt.store %p, %s : !tt.ptr<i32>
  tt.return
}

// -----

// Folding still happens, without constant uniquing: the folded sum becomes a constant
// where the add was (not hoisted), the second 2 is not merged into the first (which,
// unused, is erased), and so is the dead subtraction.
// CHECK-LABEL: tt.func public @fold_in_place(
// CHECK-NEXT:    tt.store %arg0, %arg1 : !tt.ptr<i32>
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %0 = arith.muli %arg1, %c2_i32 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c5_i32 : i32
// CHECK-NEXT:    tt.store %arg0, %1 : !tt.ptr<i32>
// CHECK-NEXT:    tt.return
tt.func public @fold_in_place(%p: !tt.ptr<i32>, %a: i32) {
  %c2 = arith.constant 2 : i32
  tt.store %p, %a : !tt.ptr<i32>
  %c3 = arith.constant 3 : i32
  %five = arith.addi %c2, %c3 : i32
  %c2b = arith.constant 2 : i32
  %m = arith.muli %a, %c2b : i32
  %unused = arith.subi %a, %c3 : i32
  %s = arith.addi %m, %five : i32
  tt.store %p, %s : !tt.ptr<i32>
  tt.return
}
