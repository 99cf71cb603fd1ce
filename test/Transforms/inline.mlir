// RUN: ttopt %s -split-input-file -inline | FileCheck %s
// RUN: ttopt %s -split-input-file --pass-pipeline='builtin.module(inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 })' | FileCheck %s
// RUN: ttopt %s -split-input-file -inline --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: ttopt %s -split-input-file -inline --debug-only=inlining 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// A private function called once is moved into its caller and erased; the call's
// results become the callee's returned values.
// DEBUG:      [inlining]: * Inliner: Initial calls in SCC are: {
// DEBUG-NEXT: }
// DEBUG-NEXT: [inlining]: * Inliner: Initial calls in SCC are: {
// DEBUG-NEXT:   0. %0 = tt.call @double(%arg1) : (f32) -> f32,
// DEBUG-NEXT: }
// DEBUG-NEXT: [inlining]: * Inlining call: 0. %0 = tt.call @double(%arg1) : (f32) -> f32
// CHECK-LABEL: tt.func public @single_use
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:    tt.store %arg0, %[[SUM]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.return
// CHECK-NOT:   @double
tt.func private @double(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  tt.return %0 : f32
}
tt.func public @single_use(%p: !tt.ptr<f32>, %x: f32) {
  %0 = tt.call @double(%x) : (f32) -> f32
  tt.store %p, %0 : !tt.ptr<f32>
  tt.return
}

// -----

// Called twice: cloned at each call site (callees first, so nested calls are already
// inlined into @twice), then erased.
// CHECK-NOT:   @square
// CHECK-NOT:   @twice
// CHECK-LABEL: tt.func public @twice_user
// CHECK-NEXT:    %[[A:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[C:.*]] = arith.muli %[[B]], %[[B]] : i32
// CHECK-NEXT:    %[[D:.*]] = arith.muli %[[C]], %[[C]] : i32
// CHECK-NEXT:    tt.store %arg0, %[[D]] : !tt.ptr<i32>
tt.func private @square(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  tt.return %0 : i32
}
tt.func private @twice(%x: i32) -> i32 {
  %0 = tt.call @square(%x) : (i32) -> i32
  %1 = tt.call @square(%0) : (i32) -> i32
  tt.return %1 : i32
}
tt.func public @twice_user(%p: !tt.ptr<i32>, %x: i32) {
  %0 = tt.call @twice(%x) : (i32) -> i32
  %1 = tt.call @twice(%0) : (i32) -> i32
  tt.store %p, %1 : !tt.ptr<i32>
  tt.return
}

// -----

// Not inlined: a `noinline = true` callee, a recursive one, a declaration. A public
// callee is inlined but kept; an unused private function is erased.
// DEBUG: [inlining]: * Not inlining call: 0. %0 = tt.call @recursive(%arg0) : (i32) -> i32
// DEBUG:      [inlining]: * Inlining call: 0. %0 = tt.call @kept(%arg1) : (i32) -> i32
// DEBUG-NEXT: [inlining]: ** Failed to inline
// DEBUG-NEXT: [inlining]: * Not inlining call: 1. %1 = tt.call @recursive(%0) : (i32) -> i32
// DEBUG-NEXT: [inlining]: * Inlining call: 2. %3 = tt.call @visible(%2, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: tt.func private @kept(%arg0: i32) -> i32 attributes {noinline = true}
// CHECK-LABEL: tt.func private @recursive
// CHECK-NEXT:    tt.call @recursive
// CHECK:       tt.func private @declared(i32) -> i32
// CHECK-LABEL: tt.func public @visible
// CHECK-NEXT:    arith.subi
// CHECK-NOT:   @unused
// CHECK-LABEL: tt.func public @callers
// CHECK-NEXT:    %[[K:.*]] = tt.call @kept(%arg1) : (i32) -> i32
// CHECK-NEXT:    %[[R:.*]] = tt.call @recursive(%[[K]]) : (i32) -> i32
// CHECK-NEXT:    %[[D:.*]] = tt.call @declared(%[[R]]) : (i32) -> i32
// CHECK-NEXT:    %[[V:.*]] = arith.subi %[[D]], %arg1 : i32
// CHECK-NEXT:    tt.store %arg0, %[[V]] : !tt.ptr<i32>
tt.func private @kept(%x: i32) -> i32 attributes {noinline = true} {
  tt.return %x : i32
}
tt.func private @recursive(%x: i32) -> i32 {
  %0 = tt.call @recursive(%x) : (i32) -> i32
  tt.return %0 : i32
}
tt.func private @declared(%x: i32) -> i32
tt.func public @visible(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %x, %y : i32
  tt.return %0 : i32
}
tt.func private @unused(%x: i32) -> i32 {
  tt.return %x : i32
}
tt.func public @callers(%p: !tt.ptr<i32>, %x: i32) {
  %0 = tt.call @kept(%x) : (i32) -> i32
  %1 = tt.call @recursive(%0) : (i32) -> i32
  %2 = tt.call @declared(%1) : (i32) -> i32
  %3 = tt.call @visible(%2, %x) : (i32, i32) -> i32
  tt.store %p, %3 : !tt.ptr<i32>
  tt.return
}

// -----

// Calls in nested regions are inlined too; every function (with calls or not) is
// canonicalized, which drops the dead multiply.
// CHECK-LABEL: tt.func public @in_loop
// CHECK-NOT:     arith.muli
// CHECK:         scf.for %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32)
// CHECK-NEXT:      %[[E:.*]] = math.exp %[[ACC]] : f32
// CHECK-NEXT:      scf.yield %[[E]] : f32
tt.func private @exp(%x: f32) -> f32 {
  %0 = math.exp %x : f32
  tt.return %0 : f32
}
tt.func public @in_loop(%p: !tt.ptr<f32>, %n: i32, %x: f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %dead = arith.muli %n, %n : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) : i32 {
    %e = tt.call @exp(%acc) : (f32) -> f32
    scf.yield %e : f32
  }
  tt.store %p, %r : !tt.ptr<f32>
  tt.return
}

// -----

// A callee of several blocks: the caller's block is split after the call, and each
// `tt.return` becomes a branch to the second half, which receives the results. Inside
// an `scf.for` (a single-block region) it is not inlined.
// CHECK-LABEL: tt.func public @multi_block_user
// CHECK:         arith.muli %arg2, %arg2 : i32
// CHECK-NEXT:    cf.br ^[[POST:bb[0-9]+]](%{{.*}} : i32)
// CHECK-NEXT:  ^[[POST]](%[[RES:.*]]: i32):
// CHECK:         scf.for
// CHECK-NEXT:      tt.call @select_square
// CHECK:         tt.store %arg0, %[[RES]] : !tt.ptr<i32>
tt.func private @select_square(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.return %x : i32
^bb2:
  %0 = arith.muli %x, %x : i32
  tt.return %0 : i32
}
tt.func public @multi_block_user(%p: !tt.ptr<i32>, %c: i1, %x: i32) {
  %0 = tt.call @select_square(%c, %x) : (i1, i32) -> i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %x step %c1 : i32 {
    %1 = tt.call @select_square(%c, %i) : (i1, i32) -> i32
    tt.store %p, %1 : !tt.ptr<i32>
  }
  tt.store %p, %0 : !tt.ptr<i32>
  tt.return
}

// -----

// Inlined ops are located at `callsite(callee at caller)`; inlining an already inlined
// op nests the new call site inside the existing stack.
// LOC-LABEL: tt.func public @located
// LOC-NEXT:    arith.muli %arg1, %arg1 : i32 loc(#[[MULI:loc[0-9]+]])
// LOC-DAG:   #[[LEAF:loc[0-9]+]] = loc("{{.*}}inline.mlir":[[# @LINE + 8]]:8)
// LOC-DAG:   #[[CALL_LEAF:loc[0-9]+]] = loc("{{.*}}inline.mlir":[[# @LINE + 11]]:8)
// LOC-DAG:   #[[CALL_MID:loc[0-9]+]] = loc("{{.*}}inline.mlir":[[# @LINE + 14]]:8)
// LOC-DAG:   #[[MID_SITE:loc[0-9]+]] = loc(callsite(#[[CALL_LEAF]] at #[[CALL_MID]]))
// LOC-DAG:   #[[MULI]] = loc(callsite(#[[LEAF]] at #[[MID_SITE]]))
// CHECK-LABEL: tt.func public @located
// CHECK-NEXT:    arith.muli %arg1, %arg1 : i32
tt.func private @leaf(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  tt.return %0 : i32
}
tt.func private @mid(%x: i32) -> i32 {
  %0 = tt.call @leaf(%x) : (i32) -> i32
  tt.return %0 : i32
}
tt.func public @located(%p: !tt.ptr<i32>, %x: i32) {
  %0 = tt.call @mid(%x) : (i32) -> i32
  tt.store %p, %0 : !tt.ptr<i32>
  tt.return
}
