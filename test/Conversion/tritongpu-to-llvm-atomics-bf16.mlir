// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s
// bf16 atomics in a module targeting below sm_90 (the module's ttg.target decides, not the
// pass option): no PTX bf16 atom, so each element is an `llvm.atomicrmw` with
// syncscope("device") in a block of its own, entered under the predicate; the next block
// receives the old value (undef when skipped). From sm_90 the PTX `atom` is kept.

// A used scalar: the scratch address is computed before the branch, the atomic's block
// stores the old value there, and every thread reads it back after a barrier.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @scalar_used
  // CHECK:      %[[UNDEF:.*]] = llvm.mlir.undef : bf16
  // CHECK-NEXT: %[[OFF:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  // CHECK-NEXT: %[[SCRATCH:.*]] = llvm.getelementptr %[[SMEM]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  // CHECK-NEXT: llvm.cond_br %[[PRED:.*]], ^[[ATOMIC:.*]], ^[[END:.*]](%[[UNDEF]] : bf16)
  // CHECK-NEXT: ^[[ATOMIC]]:
  // CHECK-NEXT: %[[OLD:.*]] = llvm.atomicrmw fadd %arg0, %arg1 syncscope("device") acq_rel : !llvm.ptr<1>, bf16
  // CHECK-NEXT: llvm.store %[[OLD]], %[[SCRATCH]] : bf16, !llvm.ptr<3>
  // CHECK-NEXT: llvm.br ^[[END]](%[[OLD]] : bf16)
  // CHECK-NEXT: ^[[END]](%{{.*}}: bf16):
  // CHECK-NEXT: nvvm.barrier0
  // CHECK-NEXT: %[[R:.*]] = llvm.load %[[SCRATCH]] : !llvm.ptr<3> -> bf16
  // CHECK-NOT:  atom.global
  tt.func public @scalar_used(%p: !tt.ptr<bf16>, %v: bf16, %o: !tt.ptr<bf16>) {
    %r = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<bf16>, bf16) -> bf16
    tt.store %o, %r : !tt.ptr<bf16>
    tt.return
  }
}

// -----

// An unused scalar: no scratch, no barrier; the memory semantic maps to LLVM's ordering.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:75", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @scalar_unused
  // CHECK:      llvm.cond_br %{{.*}}, ^[[ATOMIC:.*]], ^[[END:.*]](%{{.*}} : bf16)
  // CHECK-NEXT: ^[[ATOMIC]]:
  // CHECK-NEXT: %[[OLD:.*]] = llvm.atomicrmw fadd %arg0, %arg1 syncscope("device") release : !llvm.ptr<1>, bf16
  // CHECK-NEXT: llvm.br ^[[END]](%[[OLD]] : bf16)
  // CHECK-NEXT: ^[[END]](%{{.*}}: bf16):
  // CHECK-NEXT: llvm.return
  tt.func public @scalar_unused(%p: !tt.ptr<bf16>, %v: bf16, %m: i1) {
    %r = tt.atomic_rmw fadd, release, cta, %p, %v, %m : (!tt.ptr<bf16>, bf16, i1) -> bf16
    tt.return
  }
}

// -----

// A masked tensor, 2 elements per thread: one block pair per element, each predicated by
// its mask; the results are the blocks' arguments.
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @tensor_masked
  // CHECK-DAG:  %[[V0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(bf16, bf16)>
  // CHECK-DAG:  %[[V1:.*]] = llvm.extractvalue %arg1[1] : !llvm.struct<(bf16, bf16)>
  // CHECK-DAG:  %[[P0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, ptr<1>)>
  // CHECK-DAG:  %[[P1:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr<1>, ptr<1>)>
  // CHECK-DAG:  %[[M0:.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(i1, i1)>
  // CHECK-DAG:  %[[M1:.*]] = llvm.extractvalue %arg2[1] : !llvm.struct<(i1, i1)>
  // CHECK:      llvm.cond_br %[[M0]], ^[[A0:.*]], ^[[E0:.*]](%{{.*}} : bf16)
  // CHECK-NEXT: ^[[A0]]:
  // CHECK-NEXT: %[[O0:.*]] = llvm.atomicrmw fadd %[[P0]], %[[V0]] syncscope("device") monotonic : !llvm.ptr<1>, bf16
  // CHECK-NEXT: llvm.br ^[[E0]](%[[O0]] : bf16)
  // CHECK-NEXT: ^[[E0]](%[[R0:.*]]: bf16):
  // CHECK-NEXT: llvm.mlir.undef : bf16
  // CHECK-NEXT: llvm.cond_br %[[M1]], ^[[A1:.*]], ^[[E1:.*]](%{{.*}} : bf16)
  // CHECK-NEXT: ^[[A1]]:
  // CHECK-NEXT: %[[O1:.*]] = llvm.atomicrmw fadd %[[P1]], %[[V1]] syncscope("device") monotonic : !llvm.ptr<1>, bf16
  // CHECK-NEXT: llvm.br ^[[E1]](%[[O1]] : bf16)
  // CHECK-NEXT: ^[[E1]](%[[R1:.*]]: bf16):
  // CHECK-NEXT: %[[S:.*]] = llvm.mlir.undef : !llvm.struct<(bf16, bf16)>
  // CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[R0]], %[[S]][0]
  // CHECK-NEXT: llvm.insertvalue %[[R1]], %[[S0]][1]
  tt.func public @tensor_masked(%p: tensor<256x!tt.ptr<bf16>, #blocked>, %v: tensor<256xbf16, #blocked>, %m: tensor<256xi1, #blocked>, %o: tensor<256x!tt.ptr<bf16>, #blocked>) {
    %r = tt.atomic_rmw fadd, relaxed, gpu, %p, %v, %m : (tensor<256x!tt.ptr<bf16>, #blocked>, tensor<256xbf16, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xbf16, #blocked>
    tt.store %o, %r : tensor<256x!tt.ptr<bf16>, #blocked>
    tt.return
  }
}

// -----

// Without a mask nor redundant threads there is no predicate (Triton 3.6 crashes here):
// every thread runs the atomic, behind a constant true.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @tensor_unpredicated
  // CHECK:      %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
  // CHECK-NEXT: llvm.cond_br %[[TRUE]], ^{{.*}}, ^{{.*}}(%{{.*}} : bf16)
  // CHECK:      llvm.atomicrmw fadd
  tt.func public @tensor_unpredicated(%p: tensor<128x!tt.ptr<bf16>, #blocked>, %v: tensor<128xbf16, #blocked>, %o: tensor<128x!tt.ptr<bf16>, #blocked>) {
    %r = tt.atomic_rmw fadd, relaxed, gpu, %p, %v : (tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xbf16, #blocked>) -> tensor<128xbf16, #blocked>
    tt.store %o, %r : tensor<128x!tt.ptr<bf16>, #blocked>
    tt.return
  }
}

// -----

// sm_90 keeps the PTX atom, even when the pass option says 80.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @hopper
  // CHECK-NOT:  llvm.atomicrmw
  // CHECK:      atom.global.gpu.acq_rel.add.noftz.bf16
  tt.func public @hopper(%p: !tt.ptr<bf16>, %v: bf16, %o: !tt.ptr<bf16>) {
    %r = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<bf16>, bf16) -> bf16
    tt.store %o, %r : !tt.ptr<bf16>
    tt.return
  }
}
