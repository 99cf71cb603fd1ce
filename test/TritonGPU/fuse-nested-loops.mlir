// RUN: ttopt %s -split-input-file -tritongpu-fuse-nested-loops | FileCheck %s

// A `tt.flatten` nest: the nest is versioned on whether the inner loop runs at all (the
// `then` copy has no inner loop, its result replaced by its initial value), and the
// `else` copy becomes one loop over len_i * max(1, len_j) iterations. T starts at 0 and
// wraps at the inner length; i starts at lb - step and advances in the prologue; the
// inner loop's initial value from outside the nest initializes the fused loop once and
// is reset by the epilogue; the speculated body runs under `true`.
// CHECK-LABEL: tt.func @simple
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[DIFF:.*]] = arith.subi %arg4, %arg3 : i32
// CHECK-NEXT:    %[[LEN:.*]] = arith.ceildivsi %[[DIFF]], %arg5 : i32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[EMPTY:.*]] = arith.cmpi eq, %[[LEN]], %[[C0]] : i32
// CHECK-NEXT:    %[[IF:.*]] = scf.if %[[EMPTY]] -> (i32) {
// CHECK-NEXT:      %[[SKIP:.*]] = scf.for %[[I:.*]] = %arg0 to %arg1 step %arg2 iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (i32)  : i32 {
// CHECK-NEXT:        arith.addi %[[I]], %[[ACC]]
// CHECK-NEXT:        %[[E:.*]] = arith.addi %[[ZERO]], %[[ACC]]
// CHECK-NEXT:        scf.yield %[[E]]
// CHECK-NEXT:      } {tt.flatten}
// CHECK-NEXT:      scf.yield %[[SKIP]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[LENI_D:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:      %[[LENI:.*]] = arith.ceildivsi %[[LENI_D]], %arg2 : i32
// CHECK-NEXT:      %[[LENJ_D:.*]] = arith.subi %arg4, %arg3 : i32
// CHECK-NEXT:      %[[LENJ:.*]] = arith.ceildivsi %[[LENJ_D]], %arg5 : i32
// CHECK:           %[[INNER:.*]] = arith.subi
// CHECK-NEXT:      %[[TOTAL:.*]] = arith.muli %[[LENI]], %[[INNER]] : i32
// CHECK-NEXT:      %[[PEELED:.*]] = scf.for %{{.*}} = %arg0 to %arg1 step %arg2 iter_args(%[[ITERS:.*]] = %[[TOTAL]]) -> (i32)  : i32 {
// CHECK-NEXT:        scf.yield %[[ITERS]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[T0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[I0:.*]] = arith.subi %arg0, %arg2 : i32
// CHECK:           %[[FUSED:.*]]:8 = scf.for %{{.*}} to %[[PEELED]] step %{{.*}} iter_args(%[[T:.*]] = %[[T0]], %[[CURI:.*]] = %[[I0]], %[[OUTER:.*]] = %[[ZERO]], %[[LJ:.*]] = %[[LENJ]], %{{.*}} = %[[INNER]], %{{.*}} = %{{.*}}, %[[SUM:.*]] = %[[ZERO]], %{{.*}} = %{{.*}}) -> (i32, i32, i32, i32, i32, i32, i32, i32)  : i32 {
// CHECK:             %[[PRO:.*]]:5 = scf.if %{{.*}} -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:          %[[NEXTI:.*]] = arith.addi %[[CURI]], %arg2 : i32
// CHECK-NEXT:          %[[A:.*]] = arith.addi %[[NEXTI]], %[[OUTER]] : i32
// CHECK-NEXT:          scf.yield %arg3, %[[A]], %[[NEXTI]], %[[LJ]], %[[INNER]]
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield {{.*}}, %[[CURI]], %[[LJ]], %[[INNER]]
// CHECK-NEXT:        }
// CHECK:             %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:        %[[BODY:.*]]:2 = scf.if %[[TRUE]] -> (i32, i32) {
// CHECK-NEXT:          %[[Y:.*]] = arith.addi %[[SUM]], %[[PRO]]#1 : i32
// CHECK-NEXT:          %[[NEXTJ:.*]] = arith.addi %[[PRO]]#0, %arg5 : i32
// CHECK-NEXT:          scf.yield %[[NEXTJ]], %[[Y]]
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[PRO]]#0, %[[SUM]]
// CHECK-NEXT:        }
// CHECK:             %[[EPI:.*]]:2 = scf.if %{{.*}} -> (i32, i32) {
// CHECK-NEXT:          %[[E2:.*]] = arith.addi %[[BODY]]#1, %[[OUTER]] : i32
// CHECK-NEXT:          scf.yield %[[E2]], %[[ZERO]] : i32, i32
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[OUTER]], %[[BODY]]#1 : i32, i32
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:        %[[TPLUS:.*]] = arith.addi %[[T]], %[[C1]] : i32
// CHECK:             %[[WRAP:.*]] = arith.cmpi eq, %[[T]], %{{.*}} : i32
// CHECK-NEXT:        %[[C0B:.*]] = arith.constant 0 : i32
// CHECK-NEXT:        %[[NEXTT:.*]] = arith.select %[[WRAP]], %[[C0B]], %[[TPLUS]] : i32
// CHECK-NEXT:        scf.yield %[[NEXTT]], %[[PRO]]#2, %[[EPI]]#0, %[[PRO]]#3, %[[PRO]]#4, %[[BODY]]#0, %[[EPI]]#1, %[[PRO]]#1
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[FUSED]]#2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[IF]]
tt.func @simple(%lbi: i32, %ubi: i32, %stepi: i32, %lbj: i32, %ubj: i32, %stepj: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lbi to %ubi step %stepi iter_args(%acc = %c0) -> (i32) : i32 {
    %a = arith.addi %i, %acc : i32
    %s = scf.for %j = %lbj to %ubj step %stepj iter_args(%x = %c0) -> (i32) : i32 {
      %y = arith.addi %x, %a : i32
      scf.yield %y : i32
    }
    %e = arith.addi %s, %acc : i32
    scf.yield %e : i32
  } {tt.flatten}
  tt.return %r : i32
}

// -----

// Before fusing: invariant code leaves the outer loop, a read-only scalar bound is hoisted
// in front of it, pure prologue ops used only after the inner loop sink into the epilogue
// (unused ones too), and warp specialization, the multi-buffer ban and the largest stage
// count go to the fused loop (the unfused copy loses `tt.warp_specialize`).
// CHECK-LABEL: tt.func @prepare
// CHECK:         %[[INV:.*]] = arith.muli %arg3, %arg5 : i32
// CHECK-NEXT:    %[[UB:.*]] = tt.load %arg6 : !tt.ptr<i32>
// CHECK-NEXT:    arith.subi %[[UB]], %arg3
// CHECK:         scf.if
// CHECK:           scf.for
// CHECK-NEXT:        %[[C:.*]] = arith.addi %{{.*}}, %arg2
// CHECK-NEXT:        arith.muli
// CHECK-NEXT:        %[[B:.*]] = arith.addi
// CHECK-NEXT:        arith.subi
// CHECK-NEXT:        tt.store %arg6, %[[B]]
// CHECK-NEXT:        %[[W:.*]] = arith.addi %[[INV]],
// CHECK-NEXT:        tt.store %arg6, %[[W]]
// CHECK:           } {tt.disallow_acc_multi_buffer, tt.flatten}
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             scf.if
// CHECK-NEXT:          %[[NEXTI:.*]] = arith.addi
// CHECK-NEXT:          %[[C2:.*]] = arith.addi %[[NEXTI]], %arg2
// CHECK-NEXT:          scf.yield
// CHECK:             scf.if %true
// CHECK-NEXT:          tt.load %arg7
// CHECK:             scf.if
// CHECK-NEXT:          arith.muli
// CHECK-NEXT:          arith.addi
// CHECK-NEXT:          arith.subi
// CHECK-NEXT:          tt.store
// CHECK-NEXT:          arith.addi %[[INV]]
// CHECK-NEXT:          tt.store
// CHECK:           } {tt.disallow_acc_multi_buffer, tt.num_stages = 3 : i32, tt.warp_specialize}
tt.func @prepare(%lbi: i32, %ubi: i32, %stepi: i32, %lbj: i32, %ubj: i32, %stepj: i32, %p: !tt.ptr<i32>, %q: !tt.ptr<f32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %lbi to %ubi step %stepi iter_args(%acc = %zero) -> (f32) : i32 {
    %a = arith.muli %i, %i : i32
    %b = arith.addi %a, %i : i32
    %unused = arith.subi %i, %stepi : i32
    %c = arith.addi %i, %stepi : i32
    %inv = arith.muli %lbj, %stepj : i32
    %ub = tt.load %p : !tt.ptr<i32>
    %s = scf.for %j = %lbj to %ub step %stepj iter_args(%x = %acc) -> (f32) : i32 {
      %v = tt.load %q : !tt.ptr<f32>
      %y = arith.addf %x, %v : f32
      tt.store %p, %c : !tt.ptr<i32>
      scf.yield %y : f32
    } {tt.num_stages = 3 : i32}
    tt.store %p, %b : !tt.ptr<i32>
    %w = arith.addi %inv, %i : i32
    tt.store %p, %w : !tt.ptr<i32>
    scf.yield %s : f32
  } {tt.flatten, tt.warp_specialize, tt.disallow_acc_multi_buffer}
  tt.return %r : f32
}

// -----

// An `llvm.intr.assume` that the inner loop runs makes the versioning unnecessary.
// CHECK-LABEL: tt.func @assumed
// CHECK-NOT:     scf.if %{{.*}} {
// CHECK:         scf.for
// CHECK:           %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:      scf.if %[[TRUE]]
// CHECK-NEXT:        tt.store %arg6
tt.func @assumed(%lbi: i32, %ubi: i32, %stepi: i32, %lbj: i32, %ubj: i32, %stepj: i32, %p: !tt.ptr<i32>) {
  %pos = arith.cmpi sgt, %ubj, %lbj : i32
  llvm.intr.assume %pos : i1
  scf.for %i = %lbi to %ubi step %stepi : i32 {
    scf.for %j = %lbj to %ubj step %stepj : i32 {
      tt.store %p, %j : !tt.ptr<i32>
    }
  } {tt.flatten}
  tt.return
}

// -----

// Nests that stay: two inner loops, no `tt.flatten`, inner bounds carried by the outer
// loop (only the invariant code moves out), a nest inside an `scf.if` without the
// attribute on its outer loop.
// CHECK-LABEL: tt.func @not_fused
// CHECK-NOT:     scf.if %{{.*}} ->
// CHECK-COUNT-2: scf.for %{{.*}} = %arg0 to %arg1 step %arg2
// CHECK:         %[[INV:.*]] = arith.muli %arg3, %arg3
// CHECK-NEXT:    scf.for %{{.*}} = %arg0 to %arg1 step %arg2 iter_args
// CHECK-NEXT:      scf.for %{{.*}} = %arg3 to
// CHECK-NEXT:        tt.store %arg6, %[[INV]]
// CHECK:         scf.if %arg7 {
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        scf.for
tt.func @not_fused(%lbi: i32, %ubi: i32, %stepi: i32, %lbj: i32, %ubj: i32, %stepj: i32, %p: !tt.ptr<i32>, %c: i1) {
  scf.for %i = %lbi to %ubi step %stepi : i32 {
    scf.for %j = %lbj to %ubj step %stepj : i32 {
      tt.store %p, %j : !tt.ptr<i32>
    }
    scf.for %j = %lbj to %ubj step %stepj : i32 {
      tt.store %p, %j : !tt.ptr<i32>
    }
  } {tt.flatten}
  scf.for %i = %lbi to %ubi step %stepi : i32 {
    scf.for %j = %lbj to %ubj step %stepj : i32 {
      tt.store %p, %j : !tt.ptr<i32>
    }
  }
  %r = scf.for %i = %lbi to %ubi step %stepi iter_args(%ub = %ubj) -> (i32) : i32 {
    %inv = arith.muli %lbj, %lbj : i32
    scf.for %j = %lbj to %ub step %stepj : i32 {
      tt.store %p, %inv : !tt.ptr<i32>
    }
    %ub2 = arith.addi %ub, %stepj : i32
    scf.yield %ub2 : i32
  } {tt.flatten}
  scf.if %c {
    scf.for %i = %lbi to %ubi step %stepi : i32 {
      scf.for %j = %lbj to %ubj step %stepj : i32 {
        tt.store %p, %j : !tt.ptr<i32>
      }
    }
  }
  tt.return
}

// -----

// `ttg.always-fuse` fuses any nest as it is: here two inner loops, the second one's
// prologue starting at T = max(1, len_j) - 1 and its iteration arguments (a tensor:
// zero splat; a pointer: poison) carried; the second loop's initial tensor is the outer
// loop's argument, so it comes from the prologue.
// CHECK-LABEL: tt.func @two_inner
// CHECK:         %[[ZT:.*]] = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked>
// CHECK:         %[[ZT2:.*]] = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT:    %[[PP:.*]] = ub.poison : !tt.ptr<i32>
// CHECK:         scf.for {{.*}} iter_args({{.*}}, %{{.*}} = %[[ZT2]], %{{.*}} = %[[PP]], {{.*}}) -> (i32, i32, i32, tensor<128xf32, #blocked>, i32, i32, i32, i32, i32, i32, tensor<128xf32, #blocked>, !tt.ptr<i32>, i32, i32, !tt.ptr<i32>)
// CHECK:           %[[MAX:.*]] = arith.maxsi %{{.*}}, %[[LEN0:.*]]#3 : i32
// CHECK-NEXT:      %[[SUM:.*]] = arith.addi %{{.*}}, %[[MAX]] : i32
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[START1:.*]] = arith.subi %[[SUM]], %[[ONE]] : i32
// CHECK-NEXT:      %[[COND1:.*]] = arith.cmpi eq, %{{.*}}, %[[START1]] : i32
// CHECK-NEXT:      scf.if %[[COND1]] -> (i32, i32, !tt.ptr<i32>, tensor<128xf32, #blocked>, !tt.ptr<i32>) {
// CHECK-NEXT:        arith.muli
// CHECK-NEXT:        %[[PTR:.*]] = tt.addptr %arg9
// CHECK-NEXT:        scf.yield %arg6, %{{.*}}, %[[PTR]], %{{.*}}, %[[PTR]]
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @two_inner(%lbi: i32, %ubi: i32, %stepi: i32, %lbj: i32, %ubj: i32, %stepj: i32, %lbk: i32, %ubk: i32, %stepk: i32, %p: !tt.ptr<i32>, %t: tensor<128x!tt.ptr<f32>, #blocked>) -> (i32, tensor<128xf32, #blocked>) {
    %c0 = arith.constant 0 : i32
    %z = arith.constant dense<0.0> : tensor<128xf32, #blocked>
    %r:2 = scf.for %i = %lbi to %ubi step %stepi iter_args(%acc = %c0, %tacc = %z) -> (i32, tensor<128xf32, #blocked>) : i32 {
      %a = arith.addi %i, %acc : i32
      %s = scf.for %j = %lbj to %ubj step %stepj iter_args(%x = %c0) -> (i32) : i32 {
        %y = arith.addi %x, %a : i32
        scf.yield %y : i32
      }
      %m = arith.muli %s, %a : i32
      %pp = tt.addptr %p, %m : !tt.ptr<i32>, i32
      %u:2 = scf.for %k = %lbk to %ubk step %stepk iter_args(%v = %tacc, %w = %pp) -> (tensor<128xf32, #blocked>, !tt.ptr<i32>) : i32 {
        %l = tt.load %t : tensor<128x!tt.ptr<f32>, #blocked>
        %v2 = arith.addf %v, %l : tensor<128xf32, #blocked>
        %w2 = tt.addptr %w, %k : !tt.ptr<i32>, i32
        scf.yield %v2, %w2 : tensor<128xf32, #blocked>, !tt.ptr<i32>
      }
      %e = arith.addi %m, %s : i32
      tt.store %u#1, %e : !tt.ptr<i32>
      scf.yield %e, %u#0 : i32, tensor<128xf32, #blocked>
    } {"ttg.always-fuse"}
    tt.return %r#0, %r#1 : i32, tensor<128xf32, #blocked>
  }
}

// -----

// Index and wider inner induction variables: lengths are computed in the widest integer
// type (index counts as 64 bits), with index_cast and sign extension.
// CHECK-LABEL: tt.func @widths
// CHECK:         %[[L32:.*]] = arith.ceildivsi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    %[[EXT:.*]] = arith.extsi %[[L32]] : i32 to i64
// CHECK:         %[[LIDX:.*]] = arith.ceildivsi %{{.*}}, %{{.*}} : index
// CHECK:         arith.index_cast %[[LIDX]] : index to i64
// CHECK:         scf.for {{.*}} : i64 {
tt.func @widths(%n: index, %m: i64, %p: !tt.ptr<i64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = arith.constant 0 : i64
  %d1 = arith.constant 1 : i64
  %e0 = arith.constant 0 : i32
  %e1 = arith.constant 1 : i32
  %e8 = arith.constant 8 : i32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %d0 to %m step %d1 : i64 {
      %s = scf.for %k = %e0 to %e8 step %e1 iter_args(%x = %e0) -> (i32) : i32 {
        %y = arith.addi %x, %k : i32
        scf.yield %y : i32
      }
      %w = arith.extsi %s : i32 to i64
      %q = arith.addi %w, %j : i64
      tt.store %p, %q : !tt.ptr<i64>
    }
  } {"ttg.always-fuse"}
  tt.return
}

// -----

// Inner bounds computed from the outer induction variable: a peeled loop adds up the
// lengths, and the first prologue recomputes the length each outer iteration.
// CHECK-LABEL: tt.func @sliced
// CHECK:         %[[PEELED:.*]] = scf.for %[[I:.*]] = %c0_i32 to %arg0 step %c1_i32 iter_args(%[[ITERS:.*]] = %{{.*}}) -> (i32)  : i32 {
// CHECK-NEXT:      %[[SQ:.*]] = arith.muli %[[I]], %[[I]] : i32
// CHECK-NEXT:      %[[UB:.*]] = arith.addi %[[SQ]], %c1_i32 : i32
// CHECK-NEXT:      %[[D:.*]] = arith.subi %[[UB]], %c0_i32 : i32
// CHECK-NEXT:      %[[L:.*]] = arith.ceildivsi %[[D]], %c1_i32 : i32
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[M:.*]] = arith.maxsi %[[ONE]], %[[L]] : i32
// CHECK-NEXT:      %[[NEXT:.*]] = arith.addi %[[ITERS]], %[[M]] : i32
// CHECK-NEXT:      scf.yield %[[NEXT]] : i32
// CHECK:         scf.for %{{.*}} to %[[PEELED]] step
// CHECK:           scf.if
// CHECK-NEXT:        %[[NI:.*]] = arith.addi
// CHECK-NEXT:        %[[SQ2:.*]] = arith.muli %[[NI]], %[[NI]]
// CHECK-NEXT:        %[[UB2:.*]] = arith.addi %[[SQ2]], %c1_i32
// CHECK-NEXT:        arith.subi %[[UB2]], %c0_i32
tt.func @sliced(%n: i32, %p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %ub = arith.muli %i, %i : i32
    %b = arith.addi %ub, %c1 : i32
    scf.for %j = %c0 to %b step %c1 : i32 {
      tt.store %p, %j : !tt.ptr<i32>
    }
  } {"ttg.always-fuse"}
  tt.return
}
