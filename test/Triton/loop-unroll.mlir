// RUN: ttopt %s -split-input-file -triton-loop-unroll | FileCheck %s
// RUN: ttopt %s -split-input-file -triton-loop-unroll --debug-only=triton-loop-unroll 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// Run-time bounds: the unrolled loop runs to lb + (tc - tc % 2) * step with step 2 * step
// (tc = ceildiv(ub - lb, step)), its body twice, the second copy at iv + step; an
// epilogue loop, marked not to be pipelined, runs what is left.
// DEBUG: [triton-loop-unroll]: Loop unroll pass
// DEBUG: [triton-loop-unroll]: Unrolling loop by 2 times
// CHECK-LABEL: tt.func @dynamic
// CHECK:         %[[DIFF:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[STEPM1:.*]] = arith.subi %arg2, %[[ONE]] : i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[DIFF]], %[[STEPM1]] : i32
// CHECK-NEXT:    %[[TC:.*]] = arith.divui %[[SUM]], %arg2 : i32
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[REM:.*]] = arith.remsi %[[TC]], %[[TWO]] : i32
// CHECK-NEXT:    %[[EVEN:.*]] = arith.subi %[[TC]], %[[REM]] : i32
// CHECK-NEXT:    %[[SPAN:.*]] = arith.muli %[[EVEN]], %arg2 : i32
// CHECK-NEXT:    %[[UB:.*]] = arith.addi %arg0, %[[SPAN]] : i32
// CHECK-NEXT:    %[[STEP:.*]] = arith.muli %arg2, %[[TWO]] : i32
// CHECK-NEXT:    %[[MAIN:.*]] = scf.for %[[IV:.*]] = %arg0 to %[[UB]] step %[[STEP]] iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32)  : i32 {
// CHECK-NEXT:      %[[F0:.*]] = arith.sitofp %[[IV]] : i32 to f32
// CHECK-NEXT:      %[[A0:.*]] = arith.addf %[[ACC]], %[[F0]] : f32
// CHECK-NEXT:      %[[I1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[OFF:.*]] = arith.muli %arg2, %[[I1]] : i32
// CHECK-NEXT:      %[[IV1:.*]] = arith.addi %[[IV]], %[[OFF]] : i32
// CHECK-NEXT:      %[[F1:.*]] = arith.sitofp %[[IV1]] : i32 to f32
// CHECK-NEXT:      %[[A1:.*]] = arith.addf %[[A0]], %[[F1]] : f32
// CHECK-NEXT:      scf.yield %[[A1]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[EPI:.*]] = scf.for %{{.*}} = %[[UB]] to %arg1 step %arg2 iter_args(%{{.*}} = %[[MAIN]]) -> (f32)  : i32 {
// CHECK:         } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    tt.return %[[EPI]] : f32
tt.func @dynamic(%lb: i32, %ub: i32, %step: i32) -> f32 {
  %zero = arith.constant 0.000000e+00 : f32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (f32) : i32 {
    %f = arith.sitofp %i : i32 to f32
    %s = arith.addf %acc, %f : f32
    scf.yield %s : f32
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return %r : f32
}

// -----

// Constant bounds (10 iterations by 4): the unrolled loop runs to 8 with step 4, the
// epilogue from 8; the loop's other attributes stay on the main loop.
// CHECK-LABEL: tt.func @static_with_epilogue
// CHECK-DAG:     %[[C10:.*]] = arith.constant 10 : i32
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK:         %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    scf.for %{{.*}} = %{{.*}} to %[[C8]] step %[[C4]]  : i32 {
// CHECK-COUNT-4:   tt.store
// CHECK-NEXT:    } {tt.num_stages = 3 : i32}
// CHECK-NEXT:    scf.for %{{.*}} = %[[C8]] to %[[C10]] step %[[C1]]  : i32 {
// CHECK-NEXT:      tt.addptr
// CHECK-NEXT:      tt.store
// CHECK-NEXT:    } {tt.num_stages = 1 : i32}
tt.func @static_with_epilogue(%p: !tt.ptr<i32>) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 10 : i32
  %step = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %step : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<i32>, i32
    tt.store %q, %i : !tt.ptr<i32>
  } {tt.loop_unroll_factor = 4 : i32, tt.num_stages = 3 : i32}
  tt.return
}

// -----

// 4 iterations by 4: no epilogue, and the unrolled loop runs once, so it is replaced by
// its body (iv = lb).
// CHECK-LABEL: tt.func @static_single_iteration
// CHECK-NOT:     scf.for
// CHECK:         %[[LB:.*]] = arith.constant 0 : i32
// CHECK:         %[[STEP:.*]] = arith.constant 2 : i32
// CHECK:         tt.store %{{.*}}, %[[LB]] : !tt.ptr<i32>
// CHECK-COUNT-3: tt.store
// CHECK-NOT:     scf.for
tt.func @static_single_iteration(%p: !tt.ptr<i32>) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 8 : i32
  %step = arith.constant 2 : i32
  scf.for %i = %lb to %ub step %step : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<i32>, i32
    tt.store %q, %i : !tt.ptr<i32>
  } {tt.loop_unroll_factor = 4 : i32}
  tt.return
}

// -----

// A loop that never runs is erased; a loop with an empty body only loses the attribute;
// a factor of 1 leaves the loop (and its attribute) alone.
// CHECK-LABEL: tt.func @degenerate
// CHECK:         scf.for
// CHECK-NEXT:    }
// CHECK-NOT:     tt.loop_unroll_factor = 3
// CHECK:         scf.for
// CHECK-NEXT:      tt.store
// CHECK-NEXT:    } {tt.loop_unroll_factor = 1 : i32}
// CHECK-NEXT:    tt.return
tt.func @degenerate(%p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  scf.for %i = %c10 to %c0 step %c1 : i32 {
    tt.store %p, %i : !tt.ptr<i32>
  } {tt.loop_unroll_factor = 2 : i32}
  scf.for %i = %c0 to %c10 step %c1 : i32 {
  } {tt.loop_unroll_factor = 3 : i32}
  scf.for %i = %c0 to %c10 step %c1 : i32 {
    tt.store %p, %i : !tt.ptr<i32>
  } {tt.loop_unroll_factor = 1 : i32}
  tt.return
}

// -----

// Inner loops are unrolled first: the outer loop's copies contain the unrolled inner loop.
// CHECK-LABEL: tt.func @nested
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK-COUNT-2:     tt.store
// CHECK:           } {tt.num_stages = 1 : i32}
// CHECK:           scf.for
// CHECK-COUNT-2:     tt.store
// CHECK:           } {tt.num_stages = 1 : i32}
// CHECK:         }
// CHECK-NEXT:    scf.for
tt.func @nested(%p: !tt.ptr<i32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %n step %c1 : i32 {
      tt.store %p, %j : !tt.ptr<i32>
    } {tt.loop_unroll_factor = 2 : i32}
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return
}
