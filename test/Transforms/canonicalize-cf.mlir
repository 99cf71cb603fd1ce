// RUN: ttopt %s -canonicalize | FileCheck %s
// Canonicalization patterns of the cf dialect. Every expected output was checked against
// Triton 3.6 (`triton-opt -canonicalize`) on this file.

// BranchCanonicalizer: a cf.br to a block with no other predecessor is merged into it.
// CHECK-LABEL: tt.func @br_merge_single_predecessor(
// CHECK-NEXT: tt.store %arg1, %arg0 : !tt.ptr<i32>
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: tt.store %arg1, %0 : !tt.ptr<i32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @br_merge_single_predecessor(%a: i32, %p: !tt.ptr<i32>) {
  tt.store %p, %a : !tt.ptr<i32>
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %s = arith.addi %x, %x : i32
  tt.store %p, %s : !tt.ptr<i32>
  tt.return
}

// BranchCanonicalizer: a cf.br to a block that only branches on is redirected to the final
// destination.
// CHECK-LABEL: tt.func @br_pass_through(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: tt.store %arg3, %arg1 : !tt.ptr<i32>
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: tt.store %arg3, %arg2 : !tt.ptr<i32>
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: tt.store %arg3, %0 : !tt.ptr<i32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @br_pass_through(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.store %p, %a : !tt.ptr<i32>
  cf.br ^bb3(%a : i32)
^bb2:
  tt.store %p, %b : !tt.ptr<i32>
  cf.br ^bb3(%b : i32)
^bb3(%z: i32):
  cf.br ^bb4(%z : i32)
^bb4(%w: i32):
  tt.store %p, %w : !tt.ptr<i32>
  tt.return
}

// SimplifyConstCondBranchPred: a cf.cond_br on a constant becomes a cf.br.
// CHECK-LABEL: tt.func @cond_br_constant(
// CHECK-NEXT: tt.return %arg0 : i32
// CHECK-NEXT: }
tt.func @cond_br_constant(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  tt.return %x : i32
^bb2(%y: i32):
  tt.return %y : i32
}

// SimplifyPassThroughCondBranch: successors that only branch on are skipped.
// CHECK-LABEL: tt.func @cond_br_pass_through(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @cond_br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%z: i32):
  tt.return %z : i32
}

// SimplifyCondBranchIdenticalSuccessors: both successors are the same block; differing
// operands become arith.select.
// CHECK-LABEL: tt.func @cond_br_identical_successors(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: tt.return %0, %arg1 : i32, i32
// CHECK-NEXT: }
tt.func @cond_br_identical_successors(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%z: i32, %w: i32):
  tt.return %z, %w : i32, i32
}

// SimplifyCondBranchFromCondBranchOnSameCondition: a block reached only through the true
// edge of a cf.cond_br on %c branches on %c again.
// CHECK-LABEL: tt.func @cond_br_same_condition(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: tt.store %arg3, %arg1 : !tt.ptr<i32>
// CHECK-NEXT: tt.store %arg3, %arg2 : !tt.ptr<i32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @cond_br_same_condition(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.store %p, %a : !tt.ptr<i32>
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  tt.return
^bb3:
  tt.store %p, %b : !tt.ptr<i32>
  tt.return
^bb4:
  tt.store %p, %a : !tt.ptr<i32>
  tt.return
}

// CondBranchTruthPropagation: in a successor reached only through one edge, the condition
// is a known constant.
// CHECK-LABEL: tt.func @cond_br_truth_propagation(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: tt.store %arg1, %true : !tt.ptr<i1>
// CHECK-NEXT: tt.return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: tt.store %arg1, %false : !tt.ptr<i1>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @cond_br_truth_propagation(%c: i1, %p: !tt.ptr<i1>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.store %p, %c : !tt.ptr<i1>
  tt.return
^bb2:
  tt.store %p, %c : !tt.ptr<i1>
  tt.return
}

// A loop in cf form is left alone apart from constant hoisting.
// CHECK-LABEL: tt.func @cf_loop(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: tt.store %arg1, %0 : !tt.ptr<i32>
// CHECK-NEXT: %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @cf_loop(%n: i32, %p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  tt.store %p, %i : !tt.ptr<i32>
  %c1 = arith.constant 1 : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^bb1(%next : i32)
^bb3:
  tt.return
}

// EraseAssertTrue: cf.assert on a true constant is erased.
// CHECK-LABEL: tt.func @assert_true(
// CHECK-NEXT: cf.assert %arg0, "maybe"
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @assert_true(%a: i1) {
  %true = arith.constant true
  cf.assert %true, "always"
  cf.assert %a, "maybe"
  tt.return
}
