// RUN: ttopt %s -canonicalize | FileCheck %s
// Folders and canonicalization patterns of the scf dialect. Every expected output was
// checked against Triton 3.6 (`triton-opt -canonicalize`) on this file.

// SimplifyTrivialLoops: a loop that never runs is replaced by its init values.
// CHECK-LABEL: tt.func @for_zero_trip(
// CHECK-NEXT: tt.return %arg0 : f32
// CHECK-NEXT: }
tt.func @for_zero_trip(%a: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %r = scf.for %i = %c4 to %c0 step %c4 iter_args(%acc = %a) -> (f32) : i32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  tt.return %r : f32
}

// SimplifyTrivialLoops: equal bounds.
// CHECK-LABEL: tt.func @for_equal_bounds(
// CHECK-NEXT: tt.return %arg1 : f32
// CHECK-NEXT: }
tt.func @for_equal_bounds(%x: i32, %a: f32) -> f32 {
  %c4 = arith.constant 4 : i32
  %r = scf.for %i = %x to %x step %c4 iter_args(%acc = %a) -> (f32) : i32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  tt.return %r : f32
}

// SimplifyTrivialLoops: a single iteration is inlined with the induction variable replaced
// by the lower bound.
// CHECK-LABEL: tt.func @for_one_trip(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: tt.return %1 : f32
// CHECK-NEXT: }
tt.func @for_one_trip(%a: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %r = scf.for %i = %c0 to %c4 step %c4 iter_args(%acc = %a) -> (f32) : i32 {
    %s = arith.addf %acc, %acc : f32
    %f = arith.sitofp %i : i32 to f32
    %t = arith.addf %s, %f : f32
    scf.yield %t : f32
  }
  tt.return %r : f32
}

// SimplifyTrivialLoops: ub = lb + step runs once only if the addition cannot wrap (nsw).
// CHECK-LABEL: tt.func @for_one_trip_dynamic(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = scf.for %arg2 = %arg0 to %0 step %c4_i32 iter_args(%arg3 = %arg1) -> (f32)  : i32 {
// CHECK-NEXT: %3 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: tt.return %1, %2 : f32, f32
// CHECK-NEXT: }
tt.func @for_one_trip_dynamic(%x: i32, %a: f32) -> (f32, f32) {
  %c4 = arith.constant 4 : i32
  %u = arith.addi %x, %c4 : i32
  %r = scf.for %i = %x to %u step %c4 iter_args(%acc = %a) -> (f32) : i32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  %u2 = arith.addi %x, %c4 overflow<nsw> : i32
  %r2 = scf.for %i = %x to %u2 step %c4 iter_args(%acc = %a) -> (f32) : i32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  tt.return %r, %r2 : f32, f32
}

// SimplifyTrivialLoops: a body that only yields values defined outside the loop.
// CHECK-LABEL: tt.func @for_empty_body(
// CHECK-NEXT: tt.return %arg1 : f32
// CHECK-NEXT: }
tt.func @for_empty_body(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %a) -> (f32) : i32 {
    scf.yield %b : f32
  }
  tt.return %r : f32
}

// ForOpIterArgsFolder: iter args that are passed through unchanged, yield their own init
// value, or are unused are removed.
// CHECK-LABEL: tt.func @for_iter_args(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.for %arg4 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg5 = %arg1) -> (f32)  : i32 {
// CHECK-NEXT: %1 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: tt.store %arg3, %1 : !tt.ptr<f32>
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %arg1, %arg2, %0, %arg1 : f32, f32, f32, f32
// CHECK-NEXT: }
tt.func @for_iter_args(%x: i32, %a: f32, %b: f32, %p: !tt.ptr<f32>) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:4 = scf.for %i = %c0 to %x step %c1 iter_args(%p0 = %a, %p1 = %b, %p2 = %a, %p3 = %a) -> (f32, f32, f32, f32) : i32 {
    %s = arith.addf %p2, %p2 : f32
    tt.store %p, %s : !tt.ptr<f32>
    scf.yield %p0, %b, %s, %p3 : f32, f32, f32, f32
  }
  tt.return %r#0, %r#1, %r#2, %a : f32, f32, f32, f32
}

// ForOpIterArgsFolder: an iter arg whose result and block argument are both unused.
// CHECK-LABEL: tt.func @for_unused_iter_arg(
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @for_unused_iter_arg(%x: i32, %a: f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %x step %c1 iter_args(%p0 = %a) -> (f32) : i32 {
    %s = arith.addf %p0, %p0 : f32
    scf.yield %s : f32
  }
  tt.return
}

// Constants used inside a loop body are hoisted to the function's entry block.
// CHECK-LABEL: tt.func @for_constant_hoisting(
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32  : i32 {
// CHECK-NEXT: %0 = arith.addi %arg2, %c7_i32 : i32
// CHECK-NEXT: tt.store %arg1, %0 : !tt.ptr<i32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @for_constant_hoisting(%x: i32, %p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %x step %c1 : i32 {
    %c7 = arith.constant 7 : i32
    %s = arith.addi %i, %c7 : i32
    tt.store %p, %s : !tt.ptr<i32>
  }
  tt.return
}

// RemoveStaticCondition: scf.if on a constant condition is replaced by the taken branch.
// CHECK-LABEL: tt.func @if_static_condition(
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: tt.return %0, %1 : f32, f32
// CHECK-NEXT: }
tt.func @if_static_condition(%a: f32, %b: f32) -> (f32, f32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = scf.if %true -> (f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  } else {
    scf.yield %b : f32
  }
  %1 = scf.if %false -> (f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  } else {
    %m = arith.mulf %a, %b : f32
    scf.yield %m : f32
  }
  tt.return %0, %1 : f32, f32
}

// ConvertTrivialIfToSelect: results yielded from both branches become arith.select; the
// rest stays in a smaller scf.if.
// CHECK-LABEL: tt.func @if_to_select(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %1 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %1, %arg2 : f32, f32, f32
// CHECK-NEXT: }
tt.func @if_to_select(%c: i1, %a: f32, %b: f32) -> (f32, f32, f32) {
  %0:3 = scf.if %c -> (f32, f32, f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %a, %s, %b : f32, f32, f32
  } else {
    scf.yield %b, %a, %b : f32, f32, f32
  }
  tt.return %0#0, %0#1, %0#2 : f32, f32, f32
}

// ReplaceIfYieldWithConditionOrValue: i1 results that yield true/false are the condition or
// its negation.
// CHECK-LABEL: tt.func @if_yield_condition(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: tt.store %arg2, %arg1 : !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %arg0, %0, %arg1 : i1, i1, f32
// CHECK-NEXT: }
tt.func @if_yield_condition(%c: i1, %a: f32, %p: !tt.ptr<f32>) -> (i1, i1, f32) {
  %true = arith.constant true
  %false = arith.constant false
  %0:3 = scf.if %c -> (i1, i1, f32) {
    tt.store %p, %a : !tt.ptr<f32>
    scf.yield %true, %false, %a : i1, i1, f32
  } else {
    scf.yield %false, %true, %a : i1, i1, f32
  }
  tt.return %0#0, %0#1, %0#2 : i1, i1, f32
}

// ConditionPropagation: uses of the condition inside the branches become true/false.
// CHECK-LABEL: tt.func @if_condition_propagation(
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: tt.store %arg1, %true : !tt.ptr<i1>
// CHECK-NEXT: } else {
// CHECK-NEXT: tt.store %arg1, %false : !tt.ptr<i1>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @if_condition_propagation(%c: i1, %p: !tt.ptr<i1>) {
  scf.if %c {
    tt.store %p, %c : !tt.ptr<i1>
  } else {
    tt.store %p, %c : !tt.ptr<i1>
  }
  tt.return
}

// CombineIfs: two adjacent scf.if on the same condition are merged.
// CHECK-LABEL: tt.func @if_combine(
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg3 : f32
// CHECK-NEXT: %1 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: tt.store %arg1, %arg2 : !tt.ptr<f32>
// CHECK-NEXT: %2 = arith.addf %0, %arg2 : f32
// CHECK-NEXT: tt.store %arg1, %2 : !tt.ptr<f32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: tt.store %arg1, %arg3 : !tt.ptr<f32>
// CHECK-NEXT: tt.store %arg1, %0 : !tt.ptr<f32>
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1 : f32
// CHECK-NEXT: }
tt.func @if_combine(%c: i1, %p: !tt.ptr<f32>, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %c -> (f32) {
    tt.store %p, %a : !tt.ptr<f32>
    scf.yield %a : f32
  } else {
    tt.store %p, %b : !tt.ptr<f32>
    scf.yield %b : f32
  }
  %1 = scf.if %c -> (f32) {
    %s = arith.addf %0, %a : f32
    tt.store %p, %s : !tt.ptr<f32>
    scf.yield %s : f32
  } else {
    tt.store %p, %0 : !tt.ptr<f32>
    scf.yield %0 : f32
  }
  tt.return %1 : f32
}

// RemoveEmptyElseBranch: an empty else region of an scf.if without results is dropped.
// CHECK-LABEL: tt.func @if_empty_else(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: tt.store %arg1, %arg2 : !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @if_empty_else(%c: i1, %p: !tt.ptr<f32>, %a: f32) {
  scf.if %c {
    tt.store %p, %a : !tt.ptr<f32>
  } else {
  }
  tt.return
}

// CombineNestedIfs: if (c) { if (d) {...} } -> if (c && d) {...}.
// CHECK-LABEL: tt.func @if_combine_nested(
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: tt.store %arg2, %arg3 : !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @if_combine_nested(%c: i1, %d: i1, %p: !tt.ptr<f32>, %a: f32) {
  scf.if %c {
    scf.if %d {
      tt.store %p, %a : !tt.ptr<f32>
    }
  }
  tt.return
}

// RemoveUnusedResults: unused results of scf.if are removed.
// CHECK-LABEL: tt.func @if_unused_results(
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT: tt.store %arg1, %1 : !tt.ptr<f32>
// CHECK-NEXT: %2 = arith.mulf %arg2, %1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subf %arg2, %arg3 : f32
// CHECK-NEXT: tt.store %arg1, %1 : !tt.ptr<f32>
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : f32
// CHECK-NEXT: }
tt.func @if_unused_results(%c: i1, %p: !tt.ptr<f32>, %a: f32, %b: f32) -> f32 {
  %0:2 = scf.if %c -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    tt.store %p, %s : !tt.ptr<f32>
    %m = arith.mulf %a, %s : f32
    scf.yield %s, %m : f32, f32
  } else {
    %s = arith.subf %a, %b : f32
    tt.store %p, %s : !tt.ptr<f32>
    scf.yield %s, %s : f32, f32
  }
  tt.return %0#1 : f32
}

// IfOp folder: if (!c) A else B -> if (c) B else A.
// CHECK-LABEL: tt.func @if_negated_condition(
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: tt.store %arg1, %arg3 : !tt.ptr<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: tt.store %arg1, %arg2 : !tt.ptr<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @if_negated_condition(%c: i1, %p: !tt.ptr<f32>, %a: f32, %b: f32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    tt.store %p, %a : !tt.ptr<f32>
  } else {
    tt.store %p, %b : !tt.ptr<f32>
  }
  tt.return
}

// An scf.if without side effects and without used results is dead.
// CHECK-LABEL: tt.func @if_dead(
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @if_dead(%c: i1, %a: f32) {
  %0 = scf.if %c -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  } else {
    scf.yield %a : f32
  }
  tt.return
}

// RemoveLoopInvariantArgsFromBeforeBlock: a before-block argument the after block yields
// back unchanged is replaced by its init value.
// CHECK-LABEL: tt.func @while_invariant_arg(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %arg1 : i32, i32
// CHECK-NEXT: }
tt.func @while_invariant_arg(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %c1 = arith.constant 1 : i32
    %x3 = arith.addi %x2, %c1 : i32
    scf.yield %x3, %y2 : i32, i32
  }
  tt.return %r#0, %r#1 : i32, i32
}

// RemoveLoopInvariantValueYielded: a value defined outside the loop passed through
// scf.condition is used directly.
// CHECK-LABEL: tt.func @while_invariant_value(
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %arg1 : i32, i32
// CHECK-NEXT: }
tt.func @while_invariant_value(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %x3 = arith.addi %x2, %y2 : i32
    scf.yield %x3 : i32
  }
  tt.return %r#0, %r#1 : i32, i32
}

// WhileConditionTruth: in the after block, the forwarded condition is true.
// CHECK-LABEL: tt.func @while_condition_truth(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = tt.load %arg1 : !tt.ptr<i1>
// CHECK-NEXT: scf.condition(%0)
// CHECK-NEXT: } do {
// CHECK-NEXT: tt.store %arg1, %true : !tt.ptr<i1>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @while_condition_truth(%a: i1, %p: !tt.ptr<i1>) {
  %r = scf.while (%x = %a) : (i1) -> i1 {
    %c = tt.load %p : !tt.ptr<i1>
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%x2: i1):
    tt.store %p, %x2 : !tt.ptr<i1>
    scf.yield %x2 : i1
  }
  tt.return
}

// WhileCmpCond: in the after block, the condition's cmpi (and its inverse) on forwarded
// values are known.
// CHECK-LABEL: tt.func @while_cmp_cond(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: tt.store %arg2, %true : !tt.ptr<i1>
// CHECK-NEXT: tt.store %arg2, %false : !tt.ptr<i1>
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @while_cmp_cond(%a: i32, %n: i32, %p: !tt.ptr<i1>) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi slt, %x2, %n : i32
    tt.store %p, %c2 : !tt.ptr<i1>
    %c3 = arith.cmpi sge, %x2, %n : i32
    tt.store %p, %c3 : !tt.ptr<i1>
    %c1 = arith.constant 1 : i32
    %x3 = arith.addi %x2, %c1 : i32
    scf.yield %x3 : i32
  }
  tt.return %r : i32
}

// WhileUnusedResult: a forwarded value whose result and after-block argument are unused.
// CHECK-LABEL: tt.func @while_unused_result(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: tt.store %arg2, %1 : !tt.ptr<i32>
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @while_unused_result(%a: i32, %n: i32, %p: !tt.ptr<i32>) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    %y = arith.muli %x, %x : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %c1 = arith.constant 1 : i32
    %x3 = arith.addi %x2, %c1 : i32
    tt.store %p, %x3 : !tt.ptr<i32>
    scf.yield %x3 : i32
  }
  tt.return %r#0 : i32
}

// WhileRemoveDuplicatedResults: a value forwarded twice by scf.condition.
// CHECK-LABEL: tt.func @while_duplicated_results(
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %0 : i32, i32
// CHECK-NEXT: }
tt.func @while_duplicated_results(%a: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %s = arith.addi %x2, %y2 : i32
    scf.yield %s : i32
  }
  tt.return %r#0, %r#1 : i32, i32
}

// WhileRemoveUnusedArgs: an unused before-block argument.
// CHECK-LABEL: tt.func @while_unused_arg(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = tt.load %arg2 : !tt.ptr<i32>
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %1 : i32
// CHECK-NEXT: scf.condition(%2) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @while_unused_arg(%a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %v = tt.load %p : !tt.ptr<i32>
    %c = arith.cmpi slt, %x, %v : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c1 = arith.constant 1 : i32
    %x3 = arith.addi %x2, %c1 : i32
    %v = tt.load %p : !tt.ptr<i32>
    scf.yield %x3, %v : i32, i32
  }
  tt.return %r : i32
}

// WhileOpAlignBeforeArgs: scf.condition forwarding the before-block arguments in another
// order is reordered to match them (after-block arguments and results follow).
// CHECK-LABEL: tt.func @while_align_before_args(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg3 : i32
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.muli %arg3, %c2_i32 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0#1, %0#0 : i32, i32
// CHECK-NEXT: }
tt.func @while_align_before_args(%a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%y2: i32, %x2: i32):
    %x3 = arith.addi %x2, %c1 : i32
    %y3 = arith.muli %y2, %c2 : i32
    scf.yield %x3, %y3 : i32, i32
  }
  tt.return %r#0, %r#1 : i32, i32
}

// Triton 3.6's scf has no WhileMoveIfDown: an scf.if before scf.condition stays there.
// CHECK-LABEL: tt.func @while_if_not_moved(
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg3, %arg1 : i32
// CHECK-NEXT: %3 = scf.if %1 -> (i32) {
// CHECK-NEXT: %4 = arith.addi %2, %arg3 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.condition(%1) %3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: tt.store %arg2, %arg3 : !tt.ptr<i32>
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @while_if_not_moved(%a: i32, %n: i32, %p: !tt.ptr<i32>) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    %m = arith.muli %x, %n : i32
    %i = scf.if %c -> (i32) {
      %s = arith.addi %m, %x : i32
      scf.yield %s : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%x2: i32):
    tt.store %p, %x2 : !tt.ptr<i32>
    scf.yield %x2 : i32
  }
  tt.return %r : i32
}

// SingleBlockExecuteInliner: a single-block scf.execute_region is inlined.
// CHECK-LABEL: tt.func @execute_region_single_block(
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: tt.return %0 : f32
// CHECK-NEXT: }
tt.func @execute_region_single_block(%a: f32) -> f32 {
  %0 = scf.execute_region -> f32 {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  tt.return %0 : f32
}

// no_inline keeps the scf.execute_region.
// CHECK-LABEL: tt.func @execute_region_no_inline(
// CHECK-NEXT: %0 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT: %1 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : f32
// CHECK-NEXT: }
tt.func @execute_region_no_inline(%a: f32) -> f32 {
  %0 = scf.execute_region -> f32 no_inline {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  tt.return %0 : f32
}

// MultiBlockExecuteInliner: the region's blocks are spliced into the parent, which must be
// able to hold several blocks (a tt.func body can).
// CHECK-LABEL: tt.func @execute_region_multi_block(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: cf.br ^bb3(%0 : f32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.mulf %arg1, %arg2 : f32
// CHECK-NEXT: cf.br ^bb3(%1 : f32)
// CHECK-NEXT: ^bb3(%2: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %3 = arith.addf %2, %arg1 : f32
// CHECK-NEXT: tt.return %3 : f32
// CHECK-NEXT: }
tt.func @execute_region_multi_block(%c: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  ^bb2:
    %m = arith.mulf %a, %b : f32
    scf.yield %m : f32
  }
  %1 = arith.addf %0, %a : f32
  tt.return %1 : f32
}
