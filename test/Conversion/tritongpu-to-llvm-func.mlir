// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s
// Functions, calls and returns (FuncOpToLLVM.cpp, ControlFlowOpToLLVM.cpp); the expected
// output was checked against Triton 3.6's convert-triton-gpu-to-llvm on the same inputs.

// A kernel keeps its attributes, gets nvvm.kernel and nvvm.reqntid (32 * warps) and two
// extra global pointers (global and profile scratch); device functions are internal,
// noinline, and take the shared-memory frame pointer first. The @global_smem global
// comes first in the module.
// CHECK: llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: llvm.func internal @device(%arg0: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64}, %arg1: f32 {{.*}}, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) -> !llvm.struct<(i32, f32)> attributes {noinline = true, nvvm.maxnreg = 128 : i32, nvvm.reqntid = array<i32: 256>, passthrough = ["noinline"], sym_visibility = "private"} {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   llvm.return %2 : !llvm.struct<(i32, f32)>
// CHECK: llvm.func internal @single(%arg0: i32 {{.*}}, %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>) -> i32
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK: llvm.func @kernel(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %arg1: i32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.maxnreg = 128 : i32, nvvm.reqntid = array<i32: 256>} {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:   %1 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT:   %2 = llvm.call @device(%arg1, %0, %1, %arg2, %arg3) : (i32, f32, !llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %5 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT:   %6 = llvm.call @single(%arg1, %5, %arg2, %arg3) : (i32, !llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<1>) -> i32
// CHECK-NEXT:   llvm.return
// CHECK-NOT: {{tt\.(func|call|return)}}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.maxnreg = 128 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @device(%x: i32, %y: f32) -> (i32, f32) attributes {noinline = true} {
    tt.return %x, %y : i32, f32
  }
  tt.func private @single(%x: i32) -> i32 {
    tt.return %x : i32
  }
  tt.func public @kernel(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) attributes {noinline = false} {
    %c = arith.constant 1.0 : f32
    %r:2 = tt.call @device(%n, %c) : (i32, f32) -> (i32, f32)
    %s = tt.call @single(%n) : (i32) -> i32
    tt.return
  }
}

// -----

// With global scratch memory, a kernel passes its program's slice:
// base + (linear program id * size + the call's offset) bytes, in i32 arithmetic.
// CHECK-LABEL: llvm.func @scratch_kernel
// CHECK-NEXT:   %0 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT:   %1 = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT:   %2 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT:   %3 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT:   %4 = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK-NEXT:   %5 = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK-NEXT:   %6 = nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK-NEXT:   %7 = llvm.mul %4, %6 : i32
// CHECK-NEXT:   %8 = llvm.add %3, %7 : i32
// CHECK-NEXT:   %9 = llvm.mul %8, %5 : i32
// CHECK-NEXT:   %10 = llvm.add %2, %9 : i32
// CHECK-NEXT:   %11 = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT:   %12 = llvm.mul %10, %11 : i32
// CHECK-NEXT:   %13 = llvm.add %12, %1 : i32
// CHECK-NEXT:   %14 = llvm.getelementptr %arg1[%13] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK-NEXT:   llvm.call @callee(%arg0, %0, %14, %arg2) {ttg.global_scratch_memory_offset = 64 : i32} : (i32, !llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<1>) -> ()
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, ttg.global_scratch_memory_size = 128 : i32} {
  tt.func private @callee(%x: i32) attributes {noinline = true} {
    tt.return
  }
  tt.func public @scratch_kernel(%n: i32) {
    tt.call @callee(%n) {ttg.global_scratch_memory_offset = 64 : i32} : (i32) -> ()
    tt.return
  }
}

// -----

// Block arguments take their LLVM types; branches become llvm.br / llvm.cond_br with
// the converted operands. A kernel argument whose type changes keeps a cast back to
// the old type for the ops converted later (removed by the next canonicalize).
// CHECK-LABEL: llvm.func @branches
// CHECK-NEXT:   builtin.unrealized_conversion_cast %arg0 : !llvm.ptr<1> to !tt.ptr<f32>
// CHECK:        %[[ZERO:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK:        %[[SPLAT:.*]] = llvm.insertvalue {{.*}}[1] : !llvm.struct<(f32, f32)>
// CHECK:        llvm.br ^bb1(%{{.*}}, %[[SPLAT]] : i32, !llvm.struct<(f32, f32)>)
// CHECK:      ^bb1(%[[I:.*]]: i32, %[[ACC:.*]]: !llvm.struct<(f32, f32)>):
// CHECK:        %[[CMP:.*]] = llvm.icmp "slt" %[[I]], %arg1 : i32
// CHECK-NEXT:   llvm.cond_br %[[CMP]], ^bb2, ^bb3
// CHECK:      ^bb2:
// CHECK:        llvm.fadd
// CHECK:        llvm.br ^bb1
// CHECK-NOT:  cf.
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @branches(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.0> : tensor<256xf32, #blocked>
    cf.br ^bb1(%c0, %z : i32, tensor<256xf32, #blocked>)
  ^bb1(%i: i32, %acc: tensor<256xf32, #blocked>):
    %cond = arith.cmpi slt, %i, %n : i32
    cf.cond_br %cond, ^bb2, ^bb3
  ^bb2:
    %acc2 = arith.addf %acc, %acc : tensor<256xf32, #blocked>
    %i2 = arith.addi %i, %c1 : i32
    cf.br ^bb1(%i2, %acc2 : i32, tensor<256xf32, #blocked>)
  ^bb3:
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %a = tt.addptr %s, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %a, %acc : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
