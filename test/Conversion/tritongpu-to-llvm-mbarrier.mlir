// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s --check-prefix=SM80
// The mbarrier ops (BarrierOpToLLVM.cpp and LoadStoreOpToLLVM.cpp, Triton 3.6): inline PTX
// whose operands follow the asm's own $n order; init, expect, arrive and inval run in thread 0
// of the CTA only (tid.x masked by the CTA's 256 threads); every thread spins in the wait,
// which is jumped over when its predicate is not the constant true. Membar runs without a
// filter in the lowering, so each of these ops, touching the same mbarrier, is separated
// from the previous one by a CTA barrier. The sequences are Triton 3.6's for this input.

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @lifecycle
  // The second mbarrier of the pair: its base pointer is member 0 of the view's struct.
  // CHECK:      %[[VIEW:[0-9]+]] = llvm.insertvalue %{{[0-9]+}}, %{{[0-9]+}}[1] : !llvm.struct<(ptr<3>, i32)>
  // CHECK-NEXT: %[[B0:[0-9]+]] = llvm.extractvalue %[[VIEW]][0] : !llvm.struct<(ptr<3>, i32)>
  // CHECK-NEXT: llvm.extractvalue %[[VIEW]][1] : !llvm.struct<(ptr<3>, i32)>
  // CHECK-NEXT: %[[TID:[0-9]+]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: %[[MASK:[0-9]+]] = llvm.mlir.constant(255 : i32) : i32
  // CHECK-NEXT: %[[T:[0-9]+]] = llvm.and %[[TID]], %[[MASK]] : i32
  // CHECK-NEXT: %[[ZERO:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[T0:[0-9]+]] = llvm.icmp "eq" %[[T]], %[[ZERO]] : i32
  // CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 3;", "b,r" %[[T0]], %[[B0]] : (i1, !llvm.ptr<3>) -> !llvm.void
  // CHECK-NEXT: nvvm.barrier0
  // CHECK:      %[[E0:[0-9]+]] = llvm.icmp "eq"
  // CHECK-NEXT: %[[EP:[0-9]+]] = llvm.and %[[E0]], %arg1 : i1
  // CHECK-NEXT: llvm.inline_asm {{.*}} "@$0 mbarrier.arrive.expect_tx.shared.b64 _, [$1], 4096;", "b,r" %[[EP]], %{{[0-9]+}}
  // A constant true predicate is no predicate: the plain loop.
  // CHECK:      nvvm.barrier0
  // CHECK:      llvm.inline_asm {{.*}} "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %{{[0-9]+}}, %arg0 : (!llvm.ptr<3>, i32) -> !llvm.void
  // CHECK-NEXT: nvvm.barrier0
  // CHECK:      llvm.inline_asm {{.*}} "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %{{[0-9]+}}, %arg0, %arg1 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
  // CHECK-NEXT: nvvm.barrier0
  // The arrive's address operand is the memdesc struct itself, as upstream passes it; a
  // count of 1 is left implicit.
  // CHECK:      llvm.inline_asm {{.*}} "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %{{[0-9]+}}, %[[VIEW]] : (i1, !llvm.struct<(ptr<3>, i32)>) -> !llvm.void
  // CHECK-NEXT: nvvm.barrier0
  // CHECK:      %[[A0:[0-9]+]] = llvm.icmp "eq"
  // CHECK-NEXT: %[[AP:[0-9]+]] = llvm.and %[[A0]], %arg1 : i1
  // CHECK-NEXT: llvm.inline_asm {{.*}} "@$0 mbarrier.arrive.shared::cta.b64 _, [$1], 4;", "b,r" %[[AP]], %[[VIEW]]
  // CHECK-NEXT: nvvm.barrier0
  // CHECK:      llvm.inline_asm {{.*}} "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"
  // CHECK-NEXT: nvvm.barrier0
  // CHECK-NEXT: %[[C0:[0-9]+]] = llvm.extractvalue %[[VIEW]][0] : !llvm.struct<(ptr<3>, i32)>
  // CHECK-NEXT: llvm.extractvalue %[[VIEW]][1]
  // CHECK-NEXT: nvvm.cp.async.mbarrier.arrive.shared %[[C0]] : !llvm.ptr<3>
  // CHECK-NEXT: nvvm.barrier0
  // CHECK-NEXT: %[[C1:[0-9]+]] = llvm.extractvalue %[[VIEW]][0] : !llvm.struct<(ptr<3>, i32)>
  // CHECK-NEXT: llvm.extractvalue %[[VIEW]][1]
  // CHECK-NEXT: nvvm.cp.async.mbarrier.arrive.shared %[[C1]] {noinc = true} : !llvm.ptr<3>
  // CHECK-NEXT: llvm.return
  tt.func public @lifecycle(%phase: i32, %go: i1) {
    %bars = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #bar, #smem, mutable>
    %c1 = arith.constant 1 : i32
    %b1 = ttg.memdesc_index %bars[%c1] : !ttg.memdesc<2x1xi64, #bar, #smem, mutable> -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.init_barrier %b1, 3 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.barrier_expect %b1, 4096, %go : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    %true = arith.constant true
    ttng.wait_barrier %b1, %phase, %true : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.wait_barrier %b1, %phase, %go : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.arrive_barrier %b1, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.arrive_barrier %b1, 4, %go : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.inval_barrier %b1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %b1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %b1 {noIncrement} : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// Before sm90 the wait polls with test_wait and sleeps 20 ns between tries.
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @wait_polls
  // CHECK: mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"
  // CHECK: @!$2 bra.uni skipWait;{{.*}}mbarrier.try_wait.parity
  // SM80-LABEL: llvm.func @wait_polls
  // SM80: "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.test_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete nanosleep.u32 20;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %{{[0-9]+}}, %arg1
  // SM80: "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.test_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete nanosleep.u32 20;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %{{[0-9]+}}, %arg1, %arg2
  tt.func public @wait_polls(%b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %phase: i32, %go: i1) {
    ttng.wait_barrier %b, %phase : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.wait_barrier %b, %phase, %go : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}
