// RUN: ttopt %s -convert-nvvm-to-llvm | FileCheck %s
// RUN: ttopt %s -convert-nvvm-to-llvm --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// NVVM ops with PTX semantics become inline assembly: a shared-memory pointer is an
// "r" operand, a generic one "l", and a predicate comes last as "b" guarding with @$N.
// CHECK-LABEL: llvm.func @ptx_ops
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cluster;", ""  : () -> ()
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.global;", ""  : () -> ()
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.alias;", ""  : () -> ()
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", ""  : () -> ()
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b" %arg0, %arg2, %arg5 : (!llvm.ptr<3>, i32, i1) -> ()
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", "r,r" %arg0, %arg2 : (!llvm.ptr<3>, i32) -> ()
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.arrive.expect_tx.b64 _, [$0], $1;", "l,r,b" %arg1, %arg2, %arg5 : (!llvm.ptr, i32, i1) -> ()
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r" %arg0, %arg3, %arg4 : (!llvm.ptr<3>, i32, i32) -> ()
// CHECK-NEXT:    llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "l,r,r" %arg1, %arg3, %arg4 : (!llvm.ptr, i32, i32) -> ()
// CHECK-NEXT:    llvm.return

// The inline assembly keeps the location of the op it replaces.
// LOC-LABEL: llvm.func @ptx_ops
// LOC-NEXT:    llvm.inline_asm {{.*}}"fence.proxy.async.shared::cta;"{{.*}} loc([[FENCE:#loc[0-9]+]])
// LOC:       [[FENCE]] = loc("fence"(

// Ops an NVVM intrinsic implements stay for the translation to LLVM IR; an mbarrier.init
// without predicate has one.
// CHECK-LABEL: llvm.func @intrinsic_ops
// CHECK-NEXT:    %0 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:    nvvm.barrier0
// CHECK-NEXT:    nvvm.mbarrier.init.shared %arg0, %arg1 : !llvm.ptr<3>, i32
// CHECK:         %3 = nvvm.shfl.sync  bfly %1, %arg1, %0, %2 : i32 -> i32
// CHECK-NEXT:    nvvm.cp.async.wait.group 0
// CHECK-NOT:   llvm.inline_asm

llvm.func @ptx_ops(%bar: !llvm.ptr<3>, %gbar: !llvm.ptr, %tx: i32, %phase: i32, %ticks: i32, %pred: i1) {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>} loc("fence"("f.py":1:1))
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.mbarrier.init
  nvvm.mbarrier.init.shared %bar, %tx, predicate = %pred : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx.shared %bar, %tx : !llvm.ptr<3>, i32
  nvvm.mbarrier.arrive.expect_tx %gbar, %tx, predicate = %pred : !llvm.ptr, i32, i1
  nvvm.mbarrier.try_wait.parity.shared %bar, %phase, %ticks : !llvm.ptr<3>, i32, i32
  nvvm.mbarrier.try_wait.parity %gbar, %phase, %ticks : !llvm.ptr, i32, i32
  llvm.return
}

llvm.func @intrinsic_ops(%bar: !llvm.ptr<3>, %v: i32) -> i32 {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  nvvm.barrier0
  nvvm.mbarrier.init.shared %bar, %v : !llvm.ptr<3>, i32
  %m = llvm.mlir.constant(-1 : i32) : i32
  %c = llvm.mlir.constant(31 : i32) : i32
  %s = nvvm.shfl.sync bfly %m, %v, %tid, %c : i32 -> i32
  nvvm.cp.async.wait.group 0
  llvm.return %s : i32
}
