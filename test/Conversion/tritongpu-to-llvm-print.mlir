// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// tt.print (PrintOpToLLVM.cpp + the NVIDIA TargetInfo::printf): one vprintf per element a
// thread holds, its arguments in a stack-allocated struct, the format string a constant
// global `@printfFormat_<n>` shared by all elements of one operand. The format strings are
// Triton 3.6's for the same inputs.

// A blocked tensor with 2 elements per thread: pid and index (width 3 for a dim of 256)
// are unsigned, the signed i32 element prints with %i. The two elements share the
// format string; each gets its own alloca of 5 x i32 and stores pid x/y/z, index, value.
// Several operands each get their own string with "(operand n) "; hex pads to the
// width (0x%08x, 0x%016llx for i64); a scalar has an empty index; pointers print %p;
// no operand at all prints pid and prefix. Strings are created first in the module,
// so the latest comes first; vprintf is declared once, when first needed.
// CHECK:      llvm.mlir.global internal constant @printfFormat_4("pid (%u, %u, %u)hello\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_3("pid (%u, %u, %u) idx ()p %p\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_2("pid (%u, %u, %u) idx (): (operand 1) 0x%016llx\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_1("pid (%u, %u, %u) idx (%3u): (operand 0) 0x%08x\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_0("pid (%u, %u, %u) idx (%3u) x: %i\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global external @global_smem()
// CHECK-LABEL: llvm.func @print_tensor
// CHECK:      %[[PX:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT: %[[PY:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT: %[[PZ:.*]] = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK-NEXT: %[[E0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[E1:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<(i32, i32)>
// CHECK:      llvm.or disjoint
// CHECK-NEXT: %[[BASE:.*]] = llvm.xor
// CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[I0:.*]] = llvm.xor %[[BASE]], %[[C0]] : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[I1:.*]] = llvm.xor %[[BASE]], %[[C1]] : i32
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[ADDR:.*]] = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
// CHECK-NEXT: %[[FMT:.*]] = llvm.getelementptr %[[ADDR]][%[[Z]]] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[BUF:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(i32, i32, i32, i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[F0:.*]] = llvm.getelementptr %[[BUF]][%[[ZERO]], 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, i32)>
// CHECK-NEXT: llvm.store %[[PX]], %[[F0]] : i32, !llvm.ptr
// CHECK:      %[[F3:.*]] = llvm.getelementptr %[[BUF]][%[[ZERO]], 3]
// CHECK-NEXT: llvm.store %[[I0]], %[[F3]] : i32, !llvm.ptr
// CHECK-NEXT: llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[F4:.*]] = llvm.getelementptr %[[BUF]][%[[ZERO]], 4]
// CHECK-NEXT: llvm.store %[[E0]], %[[F4]] : i32, !llvm.ptr
// CHECK-NEXT: %[[ARGS:.*]] = llvm.bitcast %[[BUF]] : !llvm.ptr to !llvm.ptr
// CHECK-NEXT: llvm.call @vprintf(%[[FMT]], %[[ARGS]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NOT:  @printfFormat_0
// CHECK:      llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32, i32)>
// CHECK:      llvm.store %[[I1]], %{{.*}} : i32, !llvm.ptr
// CHECK:      llvm.store %[[E1]], %{{.*}} : i32, !llvm.ptr
// CHECK:      llvm.call @vprintf(%[[FMT]], %{{.*}})
// CHECK:      llvm.mlir.addressof @printfFormat_1
// CHECK:      llvm.call @vprintf
// CHECK:      llvm.call @vprintf
// CHECK:      llvm.mlir.addressof @printfFormat_2
// CHECK:      llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i64)>
// CHECK:      llvm.store %arg2, %{{.*}} : i64, !llvm.ptr
// CHECK:      llvm.mlir.addressof @printfFormat_3
// CHECK:      llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, ptr<1>)>
// CHECK:      llvm.store %arg1, %{{.*}} : !llvm.ptr<1>, !llvm.ptr
// CHECK:      llvm.mlir.addressof @printfFormat_4
// CHECK:      llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32)>
// CHECK:      llvm.call @vprintf
// CHECK-NEXT: llvm.return
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @print_tensor(%a: tensor<256xi32, #blocked>, %p: !tt.ptr<f16>, %s: i64) {
    tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %a : tensor<256xi32, #blocked>
    tt.print ": " {hex = true, isSigned = array<i32: 0, 0>} : %a, %s : tensor<256xi32, #blocked>, i64
    tt.print "p " {hex = false, isSigned = array<i32: 0>} : %p : !tt.ptr<f16>
    tt.print "hello" {hex = false, isSigned = array<i32>}
    tt.return
  }
}

// -----

// vprintf's slots: integers below 32 bits are widened by isSigned (zext / sext), f16,
// bf16 and f32 become f64, f64 and i64 travel as they are; an fp8 value is its i8.
// Index widths are the decimal digits of each dim (1 for 4 and 8). Hex of i1 is 0x%00x.
// CHECK-DAG:  @printfFormat_8("pid (%u, %u, %u) idx (%1u, %1u): (operand 0) 0x%02x\0A\00")
// CHECK-DAG:  @printfFormat_7("pid (%u, %u, %u) idx (): (operand 7) %u\0A\00")
// CHECK-DAG:  @printfFormat_6("pid (%u, %u, %u) idx (): (operand 6) %lli\0A\00")
// CHECK-DAG:  @printfFormat_5("pid (%u, %u, %u) idx (): (operand 5) %f\0A\00")
// CHECK-DAG:  @printfFormat_4("pid (%u, %u, %u) idx (): (operand 4) %i\0A\00")
// CHECK-DAG:  @printfFormat_3("pid (%u, %u, %u) idx (): (operand 3) %u\0A\00")
// CHECK-DAG:  @printfFormat_1("pid (%u, %u, %u) idx (): (operand 1) %f\0A\00")
// CHECK-DAG:  @printfFormat_12("pid (%u, %u, %u) idx (): (operand 4) 0x%00x\0A\00")
// CHECK-DAG:  @printfFormat_0("pid (%u, %u, %u) idx (%1u, %1u): (operand 0) %u\0A\00")
// CHECK-LABEL: llvm.func @types
// CHECK:      llvm.zext %{{.*}} : i8 to i32
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32, i32, i32)>
// CHECK:      llvm.fpext %arg1 : f16 to f64
// CHECK-NEXT: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, f64)>
// CHECK:      llvm.fpext %arg2 : bf16 to f64
// CHECK:      llvm.zext %arg3 : i16 to i32
// CHECK:      llvm.sext %arg4 : i1 to i32
// CHECK:      llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, f64)>
// CHECK:      llvm.store %arg5, %{{.*}} : f64, !llvm.ptr
// CHECK:      llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i64)>
// CHECK:      llvm.zext %arg7 : i8 to i32
// CHECK:      llvm.sext %{{.*}} : i8 to i32
// CHECK:      llvm.zext %arg4 : i1 to i32
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @types(%a: tensor<4x8xi8, #b2>, %h: f16, %b: bf16, %c: i16, %d: i1, %e: f64, %f: i64, %g: f8E5M2) {
    tt.print ": " {hex = false, isSigned = array<i32: 0, 1, 0, 0, 1, 0, 1, 0>} : %a, %h, %b, %c, %d, %e, %f, %g : tensor<4x8xi8, #b2>, f16, bf16, i16, i1, f64, i64, f8E5M2
    tt.print ": " {hex = true, isSigned = array<i32: 1, 0, 0, 1, 0, 0, 0, 0>} : %a, %h, %b, %c, %d, %e, %f, %g : tensor<4x8xi8, #b2>, f16, bf16, i16, i1, f64, i64, f8E5M2
    tt.return
  }
}

// -----

// A 3-d tensor over several warps: one index per dim; existing printfFormat_0 and
// printfFormat_1 symbols are skipped when numbering new strings.
// CHECK:      llvm.mlir.global internal constant @printfFormat_2("pid (%u, %u, %u) idx (%1u, %2u, %2u) v=%f\0A\00")
// CHECK:      llvm.mlir.global internal constant @printfFormat_0(
// CHECK:      llvm.mlir.global internal constant @printfFormat_1(
// CHECK-LABEL: llvm.func @three_d
// CHECK:      llvm.fpext %{{.*}} : f32 to f64
// CHECK:      llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32, i32, i32, f64)>
// CHECK-COUNT-8: llvm.call @vprintf(
#b3 = #ttg.blocked<{sizePerThread = [1, 2, 4], threadsPerWarp = [2, 4, 4], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.mlir.global internal constant @printfFormat_0("taken\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("taken too\00") {addr_space = 0 : i32}
  tt.func public @three_d(%a: tensor<4x16x16xf32, #b3>) {
    tt.print " v=" {hex = false, isSigned = array<i32: 0>} : %a : tensor<4x16x16xf32, #b3>
    tt.return
  }
}
