// RUN: ttopt %s -split-input-file -tritongpu-combine-tensor-select-and-if | FileCheck %s
// RUN: ttopt %s -split-input-file -tritongpu-combine-tensor-select-and-if --mlir-print-debuginfo --mlir-use-nameloc-as-prefix=false | FileCheck %s --check-prefix=LOC
// Outside the @negated_* functions the expected outputs were checked against Triton 3.6
// (triton-opt) on the same inputs; the @negated_* ones test ttopt's improvement (upstream
// leaves them unchanged).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {

// The select becomes a result of the if; the if gets an else block yielding the false
// value; the if and both yields are built at the if's location.
// CHECK-LABEL: tt.func public @basic
// CHECK-NEXT:  %[[A:.*]] = arith.constant dense<0.000000e+00>
// CHECK-NEXT:  %[[B:.*]] = arith.constant dense<1.000000e+00>
// CHECK-NEXT:  %[[R:.*]] = scf.if %arg2 -> (tensor<64xf32, #blocked>) {
// CHECK-NEXT:    tt.store %arg1, %arg0
// CHECK-NEXT:    scf.yield %[[A]] : tensor<64xf32, #blocked>
// CHECK-NEXT:  } else {
// CHECK-NEXT:    scf.yield %[[B]] : tensor<64xf32, #blocked>
// CHECK-NEXT:  }
// CHECK-NEXT:  tt.store %arg1, %[[R]]
// CHECK-NOT:   arith.select
// LOC-LABEL: tt.func public @basic
// LOC:         scf.yield {{.*}} loc(#[[IF:loc[0-9]+]])
// LOC-NEXT:  } else {
// LOC-NEXT:    scf.yield {{.*}} loc(#[[IF]])
// LOC-NEXT:  } loc(#[[IF]])
// LOC:       #[[IF]] = loc("{{.*}}combine-tensor-select-and-if.mlir":[[# @LINE + 5]]:5)
  tt.func public @basic(%x: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) {
    %a = arith.constant dense<0.0> : tensor<64xf32, #blocked>
    %b = arith.constant dense<1.0> : tensor<64xf32, #blocked>
    %s = arith.select %c, %a, %b : tensor<64xf32, #blocked>
    scf.if %c {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>, #blocked>
    }
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }

// Scalars are cheap to predicate: left alone.
// CHECK-LABEL: tt.func public @scalar
// CHECK-NEXT:  arith.select %arg3, %arg0, %arg1 : f32
// CHECK-NEXT:  scf.if %arg3 {
  tt.func public @scalar(%x: f32, %y: f32, %p: !tt.ptr<f32>, %c: i1) {
    %s = arith.select %c, %x, %y : f32
    scf.if %c {
      tt.store %p, %x : !tt.ptr<f32>
    }
    tt.store %p, %s : !tt.ptr<f32>
    tt.return
  }

// An if with results takes every select on its condition, in order, after its own
// results.
// CHECK-LABEL: tt.func public @two_selects
// CHECK-NEXT:  %[[R:.*]]:3 = scf.if %arg3 -> (tensor<64xf32, #blocked>, tensor<64xf32, #blocked>, tensor<64xf32, #blocked>) {
// CHECK-NEXT:    %[[T:.*]] = arith.addf %arg0, %arg0
// CHECK-NEXT:    scf.yield %[[T]], %arg0, %arg1 :
// CHECK-NEXT:  } else {
// CHECK-NEXT:    scf.yield %arg1, %arg1, %arg0 :
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[U:.*]] = arith.addf %[[R]]#1, %[[R]]#2
// CHECK-NEXT:  arith.addf %[[U]], %[[R]]#0
  tt.func public @two_selects(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) -> tensor<64xf32, #blocked> {
    %s1 = arith.select %c, %x, %y : tensor<64xf32, #blocked>
    %s2 = arith.select %c, %y, %x : tensor<64xf32, #blocked>
    %r = scf.if %c -> tensor<64xf32, #blocked> {
      %t = arith.addf %x, %x : tensor<64xf32, #blocked>
      scf.yield %t : tensor<64xf32, #blocked>
    } else {
      scf.yield %y : tensor<64xf32, #blocked>
    }
    %u = arith.addf %s1, %s2 : tensor<64xf32, #blocked>
    %v = arith.addf %u, %r : tensor<64xf32, #blocked>
    tt.return %v : tensor<64xf32, #blocked>
  }

// Uses inside the if see the value the select picks there; then the select merges.
// CHECK-LABEL: tt.func public @use_inside
// CHECK-NEXT:  %[[R:.*]] = scf.if %arg3 -> (tensor<64xf32, #blocked>) {
// CHECK-NEXT:    tt.store %arg2, %arg0
// CHECK-NEXT:    scf.yield %arg0
// CHECK-NEXT:  } else {
// CHECK-NEXT:    tt.store %arg2, %arg1
// CHECK-NEXT:    scf.yield %arg1
// CHECK-NEXT:  }
// CHECK-NEXT:  tt.store %arg2, %[[R]]
  tt.func public @use_inside(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) {
    %s = arith.select %c, %x, %y : tensor<64xf32, #blocked>
    scf.if %c {
      tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    } else {
      tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    }
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }

// Of two ifs on the condition, the first takes the select.
// CHECK-LABEL: tt.func public @two_ifs
// CHECK-NEXT:  %[[R:.*]] = scf.if %arg3 -> (tensor<64xf32, #blocked>) {
// CHECK-NEXT:    tt.store %arg2, %arg0
// CHECK-NEXT:    scf.yield %arg0
// CHECK:       scf.if %arg3 {
// CHECK-NEXT:    tt.store %arg2, %arg1
// CHECK-NEXT:  }
// CHECK-NEXT:  tt.store %arg2, %[[R]]
  tt.func public @two_ifs(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) {
    %s = arith.select %c, %x, %y : tensor<64xf32, #blocked>
    scf.if %c {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>, #blocked>
    }
    scf.if %c {
      tt.store %p, %y : tensor<64x!tt.ptr<f32>, #blocked>
    }
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }

// No merge when the select is used before the if, or comes after it.
// CHECK-LABEL: tt.func public @used_before_if
// CHECK-NEXT:  %[[S:.*]] = arith.select
// CHECK-NEXT:  tt.store %arg2, %[[S]]
// CHECK-NEXT:  scf.if %arg3 {
// CHECK-LABEL: tt.func public @select_after_if
// CHECK-NEXT:  scf.if %arg3 {
// CHECK:       arith.select
  tt.func public @used_before_if(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) {
    %s = arith.select %c, %x, %y : tensor<64xf32, #blocked>
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    scf.if %c {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>, #blocked>
    }
    tt.return
  }
  tt.func public @select_after_if(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) {
    scf.if %c {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>, #blocked>
    }
    %s = arith.select %c, %x, %y : tensor<64xf32, #blocked>
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }

// An if in another block cannot take the select, but uses inside it still see the
// picked value.
// CHECK-LABEL: tt.func public @nested_if
// CHECK-NEXT:  %[[S:.*]] = arith.select %arg3, %arg0, %arg1
// CHECK-NEXT:  scf.if %arg4 {
// CHECK-NEXT:    scf.if %arg3 {
// CHECK-NEXT:      tt.store %arg2, %arg0
// CHECK:       tt.store %arg2, %[[S]]
  tt.func public @nested_if(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1, %d: i1) {
    %s = arith.select %c, %x, %y : tensor<64xf32, #blocked>
    scf.if %d {
      scf.if %c {
        tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
      }
    }
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }

// In a loop body, with a select used in both branches and after the if.
// CHECK-LABEL: tt.func public @in_loop
// CHECK:         %[[C:.*]] = arith.cmpi slt
// CHECK-NEXT:    %[[R:.*]]:2 = scf.if %[[C]] -> (tensor<64xf32, #blocked>, tensor<64xf32, #blocked>) {
// CHECK-NEXT:      %[[A:.*]] = arith.addf %[[ACC:.*]], %[[ACC]]
// CHECK-NEXT:      scf.yield %[[A]], %[[ACC]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1, %arg1
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[U:.*]] = arith.addf %[[R]]#0, %[[R]]#1
// CHECK-NEXT:    scf.yield %[[U]]
  tt.func public @in_loop(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %n: i32) -> tensor<64xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<64xf32, #blocked>) : i32 {
      %c = arith.cmpi slt, %i, %n : i32
      %s = arith.select %c, %acc, %y : tensor<64xf32, #blocked>
      %t = scf.if %c -> tensor<64xf32, #blocked> {
        %a = arith.addf %acc, %s : tensor<64xf32, #blocked>
        scf.yield %a : tensor<64xf32, #blocked>
      } else {
        scf.yield %s : tensor<64xf32, #blocked>
      }
      %u = arith.addf %t, %s : tensor<64xf32, #blocked>
      scf.yield %u : tensor<64xf32, #blocked>
    }
    tt.return %r : tensor<64xf32, #blocked>
  }

// A select on a tensor condition has no if to go with.
// CHECK-LABEL: tt.func public @tensor_condition
// CHECK-NEXT:  arith.select %arg2, %arg0, %arg1 : tensor<64xi1, #blocked>, tensor<64xf32, #blocked>
  tt.func public @tensor_condition(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %m: tensor<64xi1, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>) {
    %s = arith.select %m, %x, %y : tensor<64xi1, #blocked>, tensor<64xf32, #blocked>
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }

// -- beyond upstream: a select on the negated condition ---------------------------------------

// select(not c, x, y) picks y where `scf.if c` takes its then branch: the then yield
// gets the false value, the else yield the true value.
// CHECK-LABEL: tt.func public @negated_select
// CHECK-NEXT:  %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:  %[[NC:.*]] = arith.xori %arg3, %[[TRUE]]
// CHECK-NEXT:  %[[R:.*]] = scf.if %arg3 -> (tensor<64xf32, #blocked>) {
// CHECK-NEXT:    tt.store %arg2, %arg0
// CHECK-NEXT:    scf.yield %arg1 : tensor<64xf32, #blocked>
// CHECK-NEXT:  } else {
// CHECK-NEXT:    scf.yield %arg0 : tensor<64xf32, #blocked>
// CHECK-NEXT:  }
// CHECK-NEXT:  tt.store %arg2, %[[R]]
// CHECK-NOT:   arith.select
  tt.func public @negated_select(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) {
    %true = arith.constant true
    %nc = arith.xori %c, %true : i1
    %s = arith.select %nc, %x, %y : tensor<64xf32, #blocked>
    scf.if %c {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>, #blocked>
    }
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }

// The other way round (the if on `true xor c`, the select on c), with an else branch
// and uses of the select inside the if: those see the false value in the then branch
// and the true value in the else branch.
// CHECK-LABEL: tt.func public @negated_if
// CHECK:       %[[NC:.*]] = arith.xori %{{.*}}, %arg3
// CHECK-NEXT:  %[[R:.*]]:2 = scf.if %[[NC]] -> (tensor<64xf32, #blocked>, tensor<64xf32, #blocked>) {
// CHECK-NEXT:    %[[T:.*]] = arith.addf %arg1, %arg1
// CHECK-NEXT:    scf.yield %[[T]], %arg1 :
// CHECK-NEXT:  } else {
// CHECK-NEXT:    %[[E:.*]] = arith.mulf %arg0, %arg0
// CHECK-NEXT:    scf.yield %[[E]], %arg0 :
// CHECK-NEXT:  }
// CHECK-NEXT:  arith.addf %[[R]]#0, %[[R]]#1
  tt.func public @negated_if(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) -> tensor<64xf32, #blocked> {
    %true = arith.constant true
    %s = arith.select %c, %x, %y : tensor<64xf32, #blocked>
    %nc = arith.xori %true, %c : i1
    %r = scf.if %nc -> tensor<64xf32, #blocked> {
      %t = arith.addf %s, %s : tensor<64xf32, #blocked>
      scf.yield %t : tensor<64xf32, #blocked>
    } else {
      %e = arith.mulf %s, %s : tensor<64xf32, #blocked>
      scf.yield %e : tensor<64xf32, #blocked>
    }
    %v = arith.addf %r, %s : tensor<64xf32, #blocked>
    tt.return %v : tensor<64xf32, #blocked>
  }

// An if on the same condition is preferred to an earlier one on the negation (so that
// every select upstream combines is combined as upstream does).
// CHECK-LABEL: tt.func public @negated_and_same
// CHECK:       scf.if %{{.*}} {
// CHECK-NEXT:    tt.store %arg2, %arg1
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[R:.*]] = scf.if %arg3 -> (tensor<64xf32, #blocked>) {
// CHECK-NEXT:    tt.store %arg2, %arg0
// CHECK-NEXT:    scf.yield %arg0
// CHECK-NEXT:  } else {
// CHECK-NEXT:    scf.yield %arg1
// CHECK-NEXT:  }
// CHECK-NEXT:  tt.store %arg2, %[[R]]
  tt.func public @negated_and_same(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) {
    %true = arith.constant true
    %nc = arith.xori %c, %true : i1
    %s = arith.select %c, %x, %y : tensor<64xf32, #blocked>
    scf.if %nc {
      tt.store %p, %y : tensor<64x!tt.ptr<f32>, #blocked>
    }
    scf.if %c {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>, #blocked>
    }
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }

// `c xor false` is c itself, not its negation: no merge.
// CHECK-LABEL: tt.func public @negated_xor_false
// CHECK:       arith.select
// CHECK-NEXT:  scf.if %arg3 {
  tt.func public @negated_xor_false(%x: tensor<64xf32, #blocked>, %y: tensor<64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #blocked>, %c: i1) {
    %false = arith.constant false
    %nc = arith.xori %c, %false : i1
    %s = arith.select %nc, %x, %y : tensor<64xf32, #blocked>
    scf.if %c {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>, #blocked>
    }
    tt.store %p, %s : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
