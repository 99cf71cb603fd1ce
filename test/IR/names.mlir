// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %true_3 = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %cst_5 = arith.constant dense<1> : tensor<4xi32>
// CHECK-NEXT:     %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       %c0_i32_9 = arith.constant 0 : i32
// CHECK-NEXT:       %cst_10 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:       %1 = arith.addi %c0_i32_9, %c0_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_i32_6 = arith.constant 0 : i32
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK-NEXT:     %low_7, %high_8 = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @g() {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%lb: i32, %c: i1) {
    %a = arith.constant 0 : i32
    %b = arith.constant 0 : i32
    %c2 = arith.constant 0 : i32
    %d = arith.constant 1.0 : f32
    %e = arith.constant 1.0 : f32
    %t = arith.constant true
    %t2 = arith.constant true
    %f = arith.constant false
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 0 : index
    %dv = arith.constant dense<1> : tensor<4xi32>
    %m = arith.constant -5 : i64
    scf.if %c {
      %x = arith.constant 0 : i32
      %y = arith.constant 2.0 : f32
      %z = arith.addi %x, %a : i32
    }
    %k = arith.constant 0 : i32
    %r:2 = arith.mulsi_extended %lb, %lb : i32
    %r2:2 = arith.mulsi_extended %lb, %lb : i32
    %low = arith.addi %lb, %lb : i32
    tt.return
  }
  tt.func @g() {
    %a = arith.constant 0 : i32
    %d = arith.constant 1.0 : f32
    tt.return
  }
}
