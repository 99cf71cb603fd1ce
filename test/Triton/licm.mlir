// RUN: ttopt %s -split-input-file -triton-licm | FileCheck %s
// RUN: ttopt %s -split-input-file -triton-licm --debug-only=licm 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// Pure ops whose operands come from outside move in front of the loop, and so do their
// users in turn; ops using the induction variable or iteration arguments stay.
// DEBUG:      [licm]: Original loop:
// DEBUG:      [licm]: Checking op: %1 = arith.sitofp %arg3 : i32 to f32
// DEBUG-NEXT: [licm]: Checking op: %2 = arith.addf %arg4, %1 : f32
// DEBUG-NEXT: [licm]: Checking op: %3 = arith.addi %arg1, %c1_i32 : i32
// DEBUG-NEXT: [licm]: Moving loop-invariant op: %3 = arith.addi %arg1, %c1_i32 : i32
// CHECK-LABEL: tt.func @pure_chain
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %arg1, %[[C1]] : i32
// CHECK-NEXT:    %[[F:.*]] = arith.sitofp %[[SUM]] : i32 to f32
// CHECK-NEXT:    %[[R:.*]] = scf.for %[[IV:.*]] = %[[C0]] to %arg1 step %[[C1]] iter_args(%[[ACC:.*]] = %arg2) -> (f32)  : i32 {
// CHECK-NEXT:      %[[G:.*]] = arith.sitofp %[[IV]] : i32 to f32
// CHECK-NEXT:      %[[H:.*]] = arith.addf %[[ACC]], %[[G]] : f32
// CHECK-NEXT:      %[[K:.*]] = arith.addf %[[H]], %[[F]] : f32
// CHECK-NEXT:      scf.yield %[[K]] : f32
tt.func @pure_chain(%p: !tt.ptr<f32>, %n: i32, %init: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) : i32 {
    %g = arith.sitofp %i : i32 to f32
    %h = arith.addf %acc, %g : f32
    %sum = arith.addi %n, %c1 : i32
    %f = arith.sitofp %sum : i32 to f32
    %k = arith.addf %h, %f : f32
    scf.yield %k : f32
  }
  tt.return %r : f32
}

// -----

// In a loop that only reads memory, invariant loads move out, masked with `lb < ub` so
// that nothing is loaded when the loop does not run (splat for tensors, and-ed with an
// existing mask, keeping `other`).
// CHECK-LABEL: tt.func @loads
// CHECK:         %[[PTRS:.*]] = tt.addptr
// CHECK-NEXT:    %[[RUNS0:.*]] = arith.cmpi slt, %[[C0:.*]], %arg1 : i32
// CHECK-NEXT:    %[[SPLAT0:.*]] = tt.splat %[[RUNS0]] : i1 -> tensor<64xi1>
// CHECK-NEXT:    %[[MASK:.*]] = arith.andi %[[SPLAT0]], %arg2 : tensor<64xi1>
// CHECK-NEXT:    %[[MASKED:.*]] = tt.load %[[PTRS]], %[[MASK]] : tensor<64x!tt.ptr<f32>>
// CHECK-NEXT:    %[[RUNS1:.*]] = arith.cmpi slt, %[[C0]], %arg1 : i32
// CHECK-NEXT:    %[[SPLAT1:.*]] = tt.splat %[[RUNS1]] : i1 -> tensor<64xi1>
// CHECK-NEXT:    %[[PLAIN:.*]] = tt.load %[[PTRS]], %[[SPLAT1]] : tensor<64x!tt.ptr<f32>>
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[RUNS2:.*]] = arith.cmpi slt, %[[C0]], %arg1 : i32
// CHECK-NEXT:    %[[MASK2:.*]] = arith.andi %[[RUNS2]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[SCALAR:.*]] = tt.load %arg0, %[[MASK2]], %arg3 : !tt.ptr<f32>
// CHECK-NEXT:    %[[SPLAT:.*]] = tt.splat %[[SCALAR]] : f32 -> tensor<64xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.addf %{{.*}}, %[[MASKED]]
// CHECK-NEXT:      arith.addf %{{.*}}, %[[PLAIN]]
// CHECK-NEXT:      arith.addf %{{.*}}, %[[SPLAT]]
tt.func @loads(%p: !tt.ptr<f32>, %n: i32, %m: tensor<64xi1>, %fill: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64xf32>) : i32 {
    %base = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
    %range = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %ptrs = tt.addptr %base, %range : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
    %v = tt.load %ptrs, %m : tensor<64x!tt.ptr<f32>>
    %w = tt.load %ptrs : tensor<64x!tt.ptr<f32>>
    %true = arith.constant true
    %x = tt.load %p, %true, %fill : !tt.ptr<f32>
    %a = arith.addf %acc, %v : tensor<64xf32>
    %b = arith.addf %a, %w : tensor<64xf32>
    %xs = tt.splat %x : f32 -> tensor<64xf32>
    %c = arith.addf %b, %xs : tensor<64xf32>
    scf.yield %c : tensor<64xf32>
  }
  tt.return %r : tensor<64xf32>
}

// -----

// Loads stay in a loop that writes memory, and in a while loop (not supported upstream);
// pure ops still move.
// CHECK-LABEL: tt.func @loads_kept
// CHECK:         %[[K:.*]] = arith.addi %arg2, %{{.*}} : i32
// CHECK-NEXT:    arith.sitofp %[[K]] : i32 to f32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      tt.load %arg0 : !tt.ptr<f32>
// CHECK:         arith.muli %arg2, %arg2 : i32
// CHECK-NEXT:    scf.while
// CHECK:         } do {
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      tt.load %arg0 : !tt.ptr<f32>
tt.func @loads_kept(%p: !tt.ptr<f32>, %o: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %x = tt.load %p : !tt.ptr<f32>
    %k = arith.addi %n, %c1 : i32
    %y = arith.sitofp %k : i32 to f32
    %z = arith.addf %x, %y : f32
    tt.store %o, %z : !tt.ptr<f32>
  }
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i: i32):
    %x = tt.load %p : !tt.ptr<f32>
    %sq = arith.muli %n, %n : i32
    %j = arith.addi %i, %sq : i32
    scf.yield %j : i32
  }
  tt.return
}

// -----

// Speculation: an `scf.if` moves with its pure regions, and so does a step-1 loop; a
// division moves only by a constant that cannot trap (neither 0 nor, when signed, -1).
// Ops in inner loops move out of each enclosing loop in turn.
// CHECK-LABEL: tt.func @speculation
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[CM1:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg1 -> (i32) {
// CHECK:         %[[INNER:.*]] = arith.addi %arg0, %[[IF]] : i32
// CHECK-NEXT:    scf.for %{{.*}} = %[[C0]] to %arg0 step %[[C1]]  : i32 {
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[DIV3:.*]] = arith.divsi %arg0, %[[C3]] : i32
// CHECK-NEXT:    %[[REM:.*]] = arith.remui %arg0, %arg0 : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.for %{{.*}} = %[[C0]] to %arg0 step %[[C3]]
// CHECK-NEXT:        arith.addi %{{.*}}, %[[INNER]] : i32
// CHECK:           arith.divsi %arg0, %[[IF]] : i32
// CHECK-NEXT:      arith.divsi %arg0, %[[CM1]] : i32
tt.func @speculation(%n: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (i32) : i32 {
    %t = scf.if %c -> (i32) {
      %q = arith.muli %n, %n : i32
      scf.yield %q : i32
    } else {
      scf.yield %c1 : i32
    }
    %s = scf.for %j = %c0 to %n step %c3 iter_args(%b = %a) -> (i32) : i32 {
      %u = arith.addi %n, %t : i32
      %v = arith.addi %b, %u : i32
      scf.yield %v : i32
    }
    scf.for %j = %c0 to %n step %c1 : i32 {
    }
    %d = arith.divsi %n, %t : i32
    %d3 = arith.divsi %n, %c3 : i32
    %dm1 = arith.divsi %n, %cm1 : i32
    %rem = arith.remui %n, %n : i32
    %e = arith.addi %s, %d : i32
    %e2 = arith.addi %d3, %dm1 : i32
    %e3 = arith.addi %e, %e2 : i32
    %e4 = arith.addi %e3, %rem : i32
    scf.yield %e4 : i32
  }
  tt.return %r : i32
}
