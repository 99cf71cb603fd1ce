// RUN: ttopt %s -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// ArithConstantSplatOpConversion (ViewOpToLLVM.cpp): LLVM has no fp8 types, so an fp8 splat
// constant is an i8 `llvm.mlir.constant` holding the fp8 value (then bitcast to the register
// type, i8 as well). The output is Triton 3.6's.

// CHECK-LABEL: llvm.func @fp8_constants
// CHECK:         %[[ZERO:.*]] = llvm.mlir.constant(0.000000e+00 : f8E4M3FN) : i8
// CHECK-NEXT:    llvm.bitcast %[[ZERO]] : i8 to i8
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f8E5M2) : i8
// CHECK-NEXT:    llvm.bitcast %[[ONE]] : i8 to i8
// CHECK-COUNT-8: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i8
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp8_constants(%c: tensor<512xi1, #blocked>, %x: tensor<512xf8E4M3FN, #blocked>, %y: tensor<512xf8E5M2, #blocked>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<512xf8E4M3FN, #blocked>
    %one = arith.constant dense<1.000000e+00> : tensor<512xf8E5M2, #blocked>
    %a = arith.select %c, %x, %zero : tensor<512xi1, #blocked>, tensor<512xf8E4M3FN, #blocked>
    %b = arith.select %c, %y, %one : tensor<512xi1, #blocked>, tensor<512xf8E5M2, #blocked>
    tt.return
  }
}
