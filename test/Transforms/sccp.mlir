// RUN: ttopt %s -split-input-file -sccp | FileCheck %s
// RUN: ttopt %s -split-input-file -sccp --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: ttopt %s -split-input-file -sccp --debug-only=constant-propagation 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// Straight-line code: every value known constant is replaced by a constant the pass builds
// at the front of the function's entry block (so the constants come out in the reverse of
// the order they were made), one per value and type; the original constants and the folded
// ops, now unused and pure, are erased. The rebuilt constants nothing uses any more (%c1,
// %c2, %c4) stay: SCCP does not clean them up. New constants have no location.
// CHECK-LABEL: tt.func @straight_line
// CHECK-NEXT:    %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c12_i32 : i32
// CHECK-NEXT:    tt.return %1, %c3_i32 : i32, i32
// LOC-LABEL:   tt.func @straight_line
// LOC-NEXT:      %c12_i32 = arith.constant 12 : i32 loc([[UNKNOWN:#loc[0-9]+]])
// LOC-NEXT:      %c4_i32 = arith.constant 4 : i32 loc([[UNKNOWN]])
// LOC-NEXT:      %c3_i32 = arith.constant 3 : i32 loc([[UNKNOWN]])
// LOC-NEXT:      %c2_i32 = arith.constant 2 : i32 loc([[UNKNOWN]])
// LOC-NEXT:      %c1_i32 = arith.constant 1 : i32 loc([[UNKNOWN]])
// LOC-NEXT:      %0 = arith.muli %arg0, %c3_i32 : i32 loc([[MUL:#loc[0-9]+]])
// LOC:           [[UNKNOWN]] = loc(unknown)
// LOC-NEXT:      [[MUL]] = loc("sccp.py":4:1)
// The analysis folds each op once its operands are known, in program order here:
// DEBUG:       [constant-propagation]: SCP: Visiting operation: %c1_i32 = arith.constant 1 : i32
// DEBUG-NEXT:  [constant-propagation]: Folded to constant: 1 : i32
// DEBUG-NEXT:  [constant-propagation]: SCP: Visiting operation: %c2_i32 = arith.constant 2 : i32
// DEBUG-NEXT:  [constant-propagation]: Folded to constant: 2 : i32
// DEBUG-NEXT:  [constant-propagation]: SCP: Visiting operation: %0 = arith.addi %c1_i32, %c2_i32 : i32
// DEBUG-NEXT:  [constant-propagation]: Folded to constant: 3 : i32
// DEBUG-NEXT:  [constant-propagation]: SCP: Visiting operation: %1 = arith.muli %arg0, %0 : i32
// DEBUG-NEXT:  [constant-propagation]: SCP: Visiting operation: %c4_i32 = arith.constant 4 : i32
// DEBUG-NEXT:  [constant-propagation]: Folded to constant: 4 : i32
// DEBUG-NEXT:  [constant-propagation]: SCP: Visiting operation: %2 = arith.muli %0, %c4_i32 : i32
// DEBUG-NEXT:  [constant-propagation]: Folded to constant: 12 : i32
// DEBUG-NEXT:  [constant-propagation]: SCP: Visiting operation: %3 = arith.addi %1, %2 : i32
// DEBUG:       [constant-propagation]: SCP: Visiting operation: %0 = arith.addi %arg0, %c0_i32 : i32
// DEBUG-NEXT:  [constant-propagation]: Folded to value: <block argument> of type 'i32' at index: 0
// DEBUG-NEXT:  [constant-propagation]: SCP: Visiting operation: %1 = arith.subi %arg0, %arg0 : i32
// DEBUG-NEXT:  [constant-propagation]: Folded to constant: 0 : i32
module {
  tt.func @straight_line(%arg0: i32) -> (i32, i32) {
    %c1 = arith.constant 1 : i32 loc("sccp.py":1:1)
    %c2 = arith.constant 2 : i32 loc("sccp.py":2:1)
    %three = arith.addi %c1, %c2 : i32 loc("sccp.py":3:1)
    %x = arith.muli %arg0, %three : i32 loc("sccp.py":4:1)
    %c4 = arith.constant 4 : i32
    %twelve = arith.muli %three, %c4 : i32
    %y = arith.addi %x, %twelve : i32
    tt.return %y, %three : i32, i32
  }
}

// -----

// The lattice: arguments of a public function are overdefined, and so is what folds to an
// overdefined value (x + 0 folds to x, which is not a constant: nothing is replaced), while
// a fold that needs no operand's value (x - x) gives a constant. Tensor splats fold in the
// tt dialect, which builds an arith.constant: one per value, shared with the existing
// arith constant of the same value and type. A poison is a constant too, rebuilt by the ub
// dialect.
// CHECK-LABEL: tt.func @lattice
// CHECK-NEXT:    %cst = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-NEXT:    %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %1 = arith.addi %arg0, %c0_i32 : i32
// CHECK-NEXT:    %2 = tt.splat %arg1 : f32 -> tensor<4xf32>
// CHECK-NEXT:    %3 = arith.addf %2, %cst : tensor<4xf32>
// CHECK-NEXT:    tt.return %1, %c0_i32, %0, %3, %cst : i32, i32, i32, tensor<4xf32>, tensor<4xf32>
module {
  tt.func @lattice(%arg0: i32, %arg1: f32) -> (i32, i32, i32, tensor<4xf32>, tensor<4xf32>) {
    %c0 = arith.constant 0 : i32
    %same = arith.addi %arg0, %c0 : i32
    %zero = arith.subi %arg0, %arg0 : i32
    %poison = ub.poison : i32
    %f2 = arith.constant 2.000000e+00 : f32
    %splat2 = tt.splat %f2 : f32 -> tensor<4xf32>
    %dense2 = arith.constant dense<2.000000e+00> : tensor<4xf32>
    %unknown = tt.splat %arg1 : f32 -> tensor<4xf32>
    %sum = arith.addf %unknown, %dense2 : tensor<4xf32>
    tt.return %same, %zero, %poison, %sum, %splat2 : i32, i32, i32, tensor<4xf32>, tensor<4xf32>
  }
}

// -----

// scf.if on a constant condition: only the branch taken is analyzed. A pure if whose
// results are all constant is erased before its regions are visited (no constant is made
// for them); one with side effects stays, its untaken branch untouched.
// CHECK-LABEL: tt.func @if_constant_condition
// CHECK-NEXT:    %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:    %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = scf.if %false -> (i32) {
// CHECK-NEXT:      %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT:      tt.store %arg0, %c40_i32 : !tt.ptr<i32>
// CHECK-NEXT:      scf.yield %c40_i32 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      tt.store %arg0, %c30_i32 : !tt.ptr<i32>
// CHECK-NEXT:      scf.yield %c30_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %c10_i32, %c30_i32 : i32, i32
module {
  tt.func @if_constant_condition(%p: !tt.ptr<i32>) -> (i32, i32) {
    %true = arith.constant true
    %false = arith.constant false
    %a = scf.if %true -> i32 {
      %c10 = arith.constant 10 : i32
      scf.yield %c10 : i32
    } else {
      %c20 = arith.constant 20 : i32
      scf.yield %c20 : i32
    }
    %b = scf.if %false -> i32 {
      %c40 = arith.constant 40 : i32
      tt.store %p, %c40 : !tt.ptr<i32>
      scf.yield %c40 : i32
    } else {
      %c30 = arith.constant 30 : i32
      tt.store %p, %c30 : !tt.ptr<i32>
      scf.yield %c30 : i32
    }
    tt.return %a, %b : i32, i32
  }
}

// -----

// scf.if on an unknown condition: both branches run; a result both yield the same
// constant for is that constant. The blocks are rewritten from a stack: after the
// function's block come the regions of its last op first (else before then, as pushed),
// so the constants of the first if, made last, end up on top.
// CHECK-LABEL: tt.func @if_unknown_condition
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      tt.store %arg1, %c1_i32 : !tt.ptr<i32>
// CHECK-NEXT:      scf.yield %c7_i32 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      tt.store %arg1, %c2_i32 : !tt.ptr<i32>
// CHECK-NEXT:      scf.yield %c7_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      tt.store %arg1, %c3_i32 : !tt.ptr<i32>
// CHECK-NEXT:      scf.yield %c3_i32 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      tt.store %arg1, %c4_i32 : !tt.ptr<i32>
// CHECK-NEXT:      scf.yield %c4_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %c7_i32, %1 : i32, i32
module {
  tt.func @if_unknown_condition(%c: i1, %p: !tt.ptr<i32>) -> (i32, i32) {
    %c7 = arith.constant 7 : i32
    %a = scf.if %c -> i32 {
      %c1 = arith.constant 1 : i32
      tt.store %p, %c1 : !tt.ptr<i32>
      scf.yield %c7 : i32
    } else {
      %c2 = arith.constant 2 : i32
      tt.store %p, %c2 : !tt.ptr<i32>
      scf.yield %c7 : i32
    }
    %b = scf.if %c -> i32 {
      %c3 = arith.constant 3 : i32
      tt.store %p, %c3 : !tt.ptr<i32>
      scf.yield %c3 : i32
    } else {
      %c4 = arith.constant 4 : i32
      tt.store %p, %c4 : !tt.ptr<i32>
      scf.yield %c4 : i32
    }
    tt.return %a, %b : i32, i32
  }
}

// -----

// scf.for: an iteration argument the body yields back unchanged stays constant (its block
// argument too, replaced after the body's ops); one the body changes is overdefined, and so
// is the induction variable. The body is analyzed even when the bounds say it never runs,
// so a loop that would return its init yields overdefined results. A loop whose results
// are all constant and whose body is pure is erased with its body.
// CHECK-LABEL: tt.func @for_loops
// CHECK-NEXT:    %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0:2 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %c5_i32, %arg4 = %c0_i32) -> (i32, i32)  : i32 {
// CHECK-NEXT:      %3 = arith.addi %arg4, %arg2 : i32
// CHECK-NEXT:      tt.store %arg1, %c5_i32 : !tt.ptr<i32>
// CHECK-NEXT:      scf.yield %c5_i32, %3 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.for %arg2 = %c0_i32 to %c0_i32 step %c1_i32 iter_args(%arg3 = %c5_i32) -> (i32)  : i32 {
// CHECK-NEXT:      tt.store %arg1, %c9_i32 : !tt.ptr<i32>
// CHECK-NEXT:      scf.yield %c9_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = arith.addi %0#1, %1 : i32
// CHECK-NEXT:    tt.return %c5_i32, %2 : i32, i32
module {
  tt.func @for_loops(%n: i32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c5 = arith.constant 5 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%same = %c5, %sum = %c0) -> (i32, i32) : i32 {
      %next = arith.addi %sum, %i : i32
      tt.store %p, %same : !tt.ptr<i32>
      scf.yield %same, %next : i32, i32
    }
    %never = scf.for %i = %c0 to %c0 step %c1 iter_args(%v = %c5) -> (i32) : i32 {
      %c9 = arith.constant 9 : i32
      tt.store %p, %c9 : !tt.ptr<i32>
      scf.yield %c9 : i32
    }
    %pure = scf.for %i = %c0 to %n step %c1 iter_args(%v = %c5) -> (i32) : i32 {
      %c6 = arith.constant 6 : i32
      %w = arith.muli %v, %c1 : i32
      scf.yield %w : i32
    }
    %s = arith.addi %r#1, %never : i32
    tt.return %pure, %s : i32, i32
  }
}

// -----

// An scf.if inside a loop on a loop-carried value: the first visit sees the init (the
// condition is true, only `then` runs), a later one the overdefined next value (both run):
// the result joins 10 with acc + 20.
// CHECK-LABEL: tt.func @if_in_loop
// CHECK:         scf.for
// CHECK-NEXT:      %[[IS0:.+]] = arith.cmpi eq, %arg3, %c0_i32 : i32
// CHECK-NEXT:      %[[Y:.+]] = scf.if %[[IS0]] -> (i32) {
// CHECK-NEXT:        scf.yield %c10_i32 : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %[[Z:.+]] = arith.addi %arg3, %c20_i32 : i32
// CHECK-NEXT:        scf.yield %[[Z]] : i32
// CHECK-NEXT:      }
// CHECK:           tt.store %arg0, %[[Y]] : !tt.ptr<i32>
module {
  tt.func @if_in_loop(%p: !tt.ptr<i32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %x = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %is0 = arith.cmpi eq, %acc, %c0 : i32
      %y = scf.if %is0 -> i32 {
        %c10 = arith.constant 10 : i32
        scf.yield %c10 : i32
      } else {
        %c20 = arith.constant 20 : i32
        %z = arith.addi %acc, %c20 : i32
        scf.yield %z : i32
      }
      %next = arith.addi %acc, %c1 : i32
      tt.store %p, %y : !tt.ptr<i32>
      scf.yield %next : i32
    }
    tt.return
  }
}

// -----

// scf.while: a condition known false never enters `after`, and the results are the inits
// (the loop, pure, goes); with an unknown condition, values the loop carries unchanged
// stay constant in both regions and in the results.
// CHECK-LABEL: tt.func @while_false
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    tt.return %c0_i32 : i32
// CHECK-LABEL: tt.func @while_unknown
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0:2 = scf.while (%arg1 = %c0_i32, %arg2 = %c1_i32) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:      %2 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:      scf.condition(%2) %arg1, %c1_i32 : i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:      %2 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:      scf.yield %2, %c1_i32 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.addi %0#0, %c1_i32 : i32
// CHECK-NEXT:    tt.return %1 : i32
module {
  tt.func @while_false() -> i32 {
    %c0 = arith.constant 0 : i32
    %false = arith.constant false
    %r = scf.while (%x = %c0) : (i32) -> i32 {
      scf.condition(%false) %x : i32
    } do {
    ^bb0(%a: i32):
      %c5 = arith.constant 5 : i32
      scf.yield %c5 : i32
    }
    tt.return %r : i32
  }
  tt.func @while_unknown(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.while (%x = %c0, %y = %c1) : (i32, i32) -> (i32, i32) {
      %cmp = arith.cmpi slt, %x, %n : i32
      scf.condition(%cmp) %x, %y : i32, i32
    } do {
    ^bb0(%a: i32, %b: i32):
      %na = arith.addi %a, %c1 : i32
      scf.yield %na, %b : i32, i32
    }
    %s = arith.addi %r#0, %r#1 : i32
    tt.return %s : i32
  }
}

// -----

// Unstructured control flow: a branch on a constant makes one edge live; a block reached
// by no live edge is left as it is (its constants, its arguments); a block argument is the
// join of what the live edges pass, also around a loop. Each block's arguments are
// replaced after its ops.
// CHECK-LABEL: tt.func @branches
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    cf.cond_br %true, ^bb1(%c1_i32 : i32), ^bb2(%c2_i32 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:    cf.br ^bb3(%c1_i32, %c7_i32 : i32, i32)
// CHECK-NEXT:  ^bb2(%1: i32):
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    cf.br ^bb3(%1, %c7_i32 : i32, i32)
// CHECK-NEXT:  ^bb3(%2: i32, %3: i32):
// CHECK-NEXT:    %4 = arith.cmpi slt, %2, %arg0 : i32
// CHECK-NEXT:    cf.cond_br %4, ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:
// CHECK-NEXT:    %5 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:    cf.br ^bb3(%5, %c7_i32 : i32, i32)
// CHECK-NEXT:  ^bb5:
// CHECK-NEXT:    tt.return %2, %c7_i32 : i32, i32
module {
  tt.func @branches(%n: i32) -> (i32, i32) {
    %true = arith.constant true
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c7 = arith.constant 7 : i32
    cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%c2 : i32)
  ^bb1(%x: i32):
    cf.br ^header(%x, %c7 : i32, i32)
  ^bb2(%y: i32):
    %c3 = arith.constant 3 : i32
    cf.br ^header(%y, %c7 : i32, i32)
  ^header(%i: i32, %k: i32):
    %cond = arith.cmpi slt, %i, %n : i32
    cf.cond_br %cond, ^body, ^exit
  ^body:
    %next = arith.addi %i, %c1 : i32
    %kk = arith.muli %k, %c1 : i32
    cf.br ^header(%next, %kk : i32, i32)
  ^exit:
    tt.return %i, %k : i32, i32
  }
}

// -----

// Calls: a private function's arguments join what its live calls pass (the constant is
// built in the callee's own entry block: a function is isolated from above); a call's
// results join what the callee returns. A public function's arguments are unknown, but its
// returns still reach the calls. A private function no live call reaches is not analyzed
// (not even the call in the untaken branch counts); a declaration returns unknown values.
// CHECK-LABEL: tt.func private @leaf
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    tt.return %c6_i32 : i32
// CHECK-LABEL: tt.func private @two_sites
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %c1_i32, %arg1 : i32
// CHECK-NEXT:    tt.return %0 : i32
// CHECK-LABEL: tt.func public @public_callee
// CHECK-NEXT:    %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c9_i32 : i32
// CHECK-NEXT:    tt.return %c9_i32 : i32
// CHECK-LABEL: tt.func private @not_called
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %0 = arith.addi %c5_i32, %c6_i32 : i32
// CHECK-NEXT:    tt.return %0 : i32
// CHECK-LABEL: tt.func @calls
// CHECK-NEXT:    %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = tt.call @leaf(%c3_i32) : (i32) -> i32
// CHECK-NEXT:    %1 = tt.call @two_sites(%c1_i32, %c2_i32) : (i32, i32) -> i32
// CHECK-NEXT:    %2 = tt.call @two_sites(%c1_i32, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:    %3 = tt.call @public_callee(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    %4 = tt.call @declared(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    scf.if %false {
// CHECK-NEXT:      %5 = tt.call @not_called(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %c6_i32, %1, %2, %c9_i32, %4 : i32, i32, i32, i32, i32
module {
  tt.func private @leaf(%a: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %m = arith.muli %a, %c2 : i32
    tt.return %m : i32
  }
  tt.func private @two_sites(%a: i32, %b: i32) -> i32 {
    %s = arith.addi %a, %b : i32
    tt.return %s : i32
  }
  tt.func public @public_callee(%a: i32) -> i32 {
    %c9 = arith.constant 9 : i32
    %unused = arith.addi %a, %c9 : i32
    tt.return %c9 : i32
  }
  tt.func private @not_called(%a: i32) -> i32 {
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %s = arith.addi %c5, %c6 : i32
    tt.return %s : i32
  }
  tt.func private @declared(%a: i32) -> i32
  tt.func @calls(%x: i32) -> (i32, i32, i32, i32, i32) {
    %c3 = arith.constant 3 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %false = arith.constant false
    %r0 = tt.call @leaf(%c3) : (i32) -> i32
    %r1 = tt.call @two_sites(%c1, %c2) : (i32, i32) -> i32
    %r2 = tt.call @two_sites(%c1, %x) : (i32, i32) -> i32
    %r3 = tt.call @public_callee(%c1) : (i32) -> i32
    %r4 = tt.call @declared(%c1) : (i32) -> i32
    scf.if %false {
      %dead = tt.call @not_called(%c1) : (i32) -> i32
    }
    tt.return %r0, %r1, %r2, %r3, %r4 : i32, i32, i32, i32, i32
  }
}

// -----

// Ops whose regions are not region control flow (tt.reduce, tt.scan): all their regions
// run, their arguments and the op's results are overdefined; the constants inside move to
// the function's entry block (the op is not isolated from above).
// CHECK-LABEL: tt.func @reduce
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
// CHECK-NEXT:    ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:      %2 = arith.addi %arg1, %c3_i32 : i32
// CHECK-NEXT:      tt.reduce.return %2 : i32
// CHECK-NEXT:    }) : (tensor<8xi32>) -> i32
// CHECK-NEXT:    %1 = arith.addi %0, %c3_i32 : i32
// CHECK-NEXT:    tt.return %1 : i32
module {
  tt.func @reduce(%x: tensor<8xi32>) -> i32 {
    %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %c3 = arith.constant 3 : i32
      %s = arith.addi %a, %c3 : i32
      tt.reduce.return %s : i32
    }) : (tensor<8xi32>) -> i32
    %c3 = arith.constant 3 : i32
    %t = arith.addi %r, %c3 : i32
    tt.return %t : i32
  }
}

// -----

// ttg.warp_specialize: the default region runs and yields the op's results; the partition
// regions (isolated from above) are not analyzed, so their constants and arguments stay.
// CHECK-LABEL: tt.func @warp_specialize
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:    %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = ttg.warp_specialize(%c7_i32, %arg0)
// CHECK-NEXT:    default {
// CHECK-NEXT:      ttg.warp_yield %c10_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    partition0(%arg1: i32, %arg2: !tt.ptr<i32>) num_warps(4) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:      tt.store %arg2, %1 : !tt.ptr<i32>
// CHECK-NEXT:      ttg.warp_return
// CHECK-NEXT:    } : (i32, !tt.ptr<i32>) -> i32
// CHECK-NEXT:    tt.return %c10_i32 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warp_specialize(%p: !tt.ptr<i32>) -> i32 {
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %0 = ttg.warp_specialize(%c7, %p)
    default {
      %c2 = arith.constant 2 : i32
      %1 = arith.addi %c2, %c8 : i32
      ttg.warp_yield %1 : i32
    }
    partition0(%a: i32, %b: !tt.ptr<i32>) num_warps(4) {
      %c1 = arith.constant 1 : i32
      %s = arith.addi %a, %c1 : i32
      tt.store %b, %s : !tt.ptr<i32>
      ttg.warp_return
    } : (i32, !tt.ptr<i32>) -> i32
    tt.return %0 : i32
  }
}

// -----

// An scf.execute_region has unknown memory effects (no RecursiveMemoryEffects in Triton 3.6's
// MLIR): sccp keeps it even when its result is a known constant and unused.
// CHECK-LABEL: tt.func @execute_region_is_kept
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %{{.*}} = scf.execute_region -> i32 {
// CHECK-NEXT:      scf.yield %[[C1]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[C1]] : i32
tt.func @execute_region_is_kept(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = scf.execute_region -> i32 {
    scf.yield %c1 : i32
  }
  tt.return %0 : i32
}
