// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// tt.assert (AssertOpToLLVM.cpp + the NVIDIA TargetInfo::assertFail): the condition fails
// when any element the thread holds is false; the failing thread calls
// __assertfail(message, file, line, function, 1) in a block of its own. Strings, file and
// line are Triton 3.6's for the same inputs.

// A tensor condition of 2 elements per thread: or of (elem == false) over both, a
// conditional branch around the call, then a barrier (threads may trap in the next op).
// File and line come from the location (a call site's callee, through names); the function
// is "unknown"; a location without file gives file "unknown", line 0.
// CHECK:      llvm.mlir.global internal constant @assertFunc_2("unknown\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @assertFile_2("unknown\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @assertMessage_2("fused\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @assertFunc_1("unknown\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @assertFile_1("inner.py\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @assertMessage_1("scalar fails\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @assertFunc_0("unknown\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @assertFile_0("kern.py\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @assertMessage_0("tensor fails\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
// CHECK-LABEL: llvm.func @asserts
// CHECK:      %[[E0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i1, i1)>
// CHECK-NEXT: %[[E1:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<(i1, i1)>
// CHECK-NEXT: %[[INIT:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %[[F0:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %[[Z0:.*]] = llvm.icmp "eq" %[[E0]], %[[F0]] : i1
// CHECK-NEXT: %[[A0:.*]] = llvm.or %[[INIT]], %[[Z0]] : i1
// CHECK-NEXT: %[[F1:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %[[Z1:.*]] = llvm.icmp "eq" %[[E1]], %[[F1]] : i1
// CHECK-NEXT: %[[FAIL:.*]] = llvm.or %[[A0]], %[[Z1]] : i1
// CHECK-NEXT: llvm.cond_br %[[FAIL]], ^[[CALL:.*]], ^[[REST:.*]]
// CHECK-NEXT: ^[[CALL]]:
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[MA:.*]] = llvm.mlir.addressof @assertMessage_0 : !llvm.ptr
// CHECK-NEXT: %[[MSG:.*]] = llvm.getelementptr %[[MA]][%[[Z]]] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK:      %[[FILE:.*]] = llvm.getelementptr %{{.*}} : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK:      llvm.mlir.addressof @assertFunc_0 : !llvm.ptr
// CHECK-NEXT: %[[FUNC:.*]] = llvm.getelementptr
// CHECK-NEXT: %[[LINE:.*]] = llvm.mlir.constant(12 : i32) : i32
// CHECK-NEXT: %[[CHAR:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.call @__assertfail(%[[MSG]], %[[FILE]], %[[LINE]], %[[FUNC]], %[[CHAR]]) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.br ^[[REST]]
// CHECK-NEXT: ^[[REST]]:
// CHECK-NEXT: nvvm.barrier0
// A scalar condition: the same branch, no barrier.
// CHECK-NEXT: llvm.mlir.constant(false) : i1
// CHECK-NEXT: %[[SF:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: llvm.icmp "eq" %arg1, %[[SF]] : i1
// CHECK:      llvm.cond_br
// CHECK:      llvm.mlir.addressof @assertMessage_1
// CHECK:      llvm.mlir.constant(3 : i32) : i32
// CHECK:      llvm.call @__assertfail
// CHECK-NEXT: llvm.br ^[[REST2:.*]]
// CHECK-NEXT: ^[[REST2]]:
// CHECK-NOT:  nvvm.barrier0
// CHECK:      llvm.mlir.addressof @assertMessage_2
// CHECK:      llvm.mlir.addressof @assertFunc_2
// CHECK-NEXT: llvm.getelementptr
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.call @__assertfail
// CHECK:      llvm.return

// The ops of the failing branch carry the unwrapped location (the call site's callee);
// the string addresses are unknown-located.
// LOC-LABEL: llvm.func @asserts
// LOC:       llvm.cond_br %{{.*}}, ^bb3, ^bb4 loc(#[[INNER:loc[0-9]+]])
// LOC:       llvm.mlir.addressof @assertMessage_1 : !llvm.ptr loc(#[[UNKNOWN:loc[0-9]+]])
// LOC:       llvm.call @__assertfail({{.*}} loc(#[[INNER]])
// LOC-DAG:   #[[UNKNOWN]] = loc(unknown)
// LOC-DAG:   #[[INNER]] = loc("inner.py":3:7)
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @asserts(%a: tensor<256xi1, #blocked>, %s: i1) {
    tt.assert %a, "tensor fails" : tensor<256xi1, #blocked> loc(#loc1)
    tt.assert %s, "scalar fails" : i1 loc(#loc2)
    tt.assert %s, "fused" : i1 loc(#loc3)
    tt.return
  } loc(#loc)
}
#loc = loc("kern.py":10:0)
#loc1 = loc("kern.py":12:4)
#loc2 = loc(callsite("n"("inner.py":3:7) at "kern.py":14:2))
#loc3 = loc(fused["f.py":5:1, "g.py":6:1])
