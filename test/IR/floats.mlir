// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f() {
// CHECK-NEXT:     %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0x7C00 : f16
// CHECK-NEXT:     %cst_2 = arith.constant 0xFC00 : f16
// CHECK-NEXT:     %cst_3 = arith.constant 0x7F80 : bf16
// CHECK-NEXT:     %cst_4 = arith.constant 9.99999974E-6 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 1.17549435E-38 : f32
// CHECK-NEXT:     %cst_6 = arith.constant 3.40282347E+38 : f32
// CHECK-NEXT:     %cst_7 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT:     %cst_8 = arith.constant 9.997550e-02 : f16
// CHECK-NEXT:     %cst_9 = arith.constant 1.000980e-01 : bf16
// CHECK-NEXT:     %cst_10 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:     %cst_11 = arith.constant 1.000000e+02 : f32
// CHECK-NEXT:     %cst_12 = arith.constant 0x4996B438 : f32
// CHECK-NEXT:     %cst_13 = arith.constant 0x4B800000 : f32
// CHECK-NEXT:     %cst_14 = arith.constant 0x4B800000 : f32
// CHECK-NEXT:     %cst_15 = arith.constant 1.000000e+07 : f32
// CHECK-NEXT:     %cst_16 = arith.constant 0.693147182 : f32
// CHECK-NEXT:     %cst_17 = arith.constant 2.71828175 : f32
// CHECK-NEXT:     %cst_18 = arith.constant 1.500000e+00 : f8E4M3FN
// CHECK-NEXT:     %cst_19 = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-NEXT:     %cst_20 = arith.constant 5.734400e+04 : f8E5M2
// CHECK-NEXT:     %cst_21 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:     %cst_22 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:     %cst_23 = arith.constant 1.000000e-300 : f64
// CHECK-NEXT:     %cst_24 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT:     %cst_25 = arith.constant 6.103520e-05 : f16
// CHECK-NEXT:     %cst_26 = arith.constant 5.960460e-08 : f16
// CHECK-NEXT:     %cst_27 = arith.constant -1.000000e-30 : f32
// CHECK-NEXT:     %cst_28 = arith.constant 9.99999968E+37 : f32
// CHECK-NEXT:     %cst_29 = arith.constant 9.9999999999999994E+38 : f64
// CHECK-NEXT:     %cst_30 = arith.constant 8.000000e+00 : bf16
// CHECK-NEXT:     %cst_31 = arith.constant 3.004060e+38 : bf16
// CHECK-NEXT:     %cst_32 = arith.constant 1.401300e-45 : f32
// CHECK-NEXT:     %cst_33 = arith.constant 1.401300e-45 : f32
// CHECK-NEXT:     %cst_34 = arith.constant 0.000000e+00 : f8E5M2
// CHECK-NEXT:     %cst_35 = arith.constant 0x80 : f8E4M3FNUZ
// CHECK-NEXT:     %cst_36 = arith.constant dense<[0x7F800000, 1.000000e+00, -0.000000e+00, 0x7FC00000]> : tensor<4xf32>
// CHECK-NEXT:     %cst_37 = arith.constant dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf16>
// CHECK-NEXT:     %cst_38 = arith.constant dense<{{\[\[}}true, false], [false, true{{\]\]}}> : tensor<2x2xi1>
// CHECK-NEXT:     %cst_39 = arith.constant dense<[-1, -1, 3, 4]> : tensor<4xi8>
// CHECK-NEXT:     %cst_40 = arith.constant dense<9223372036854775807> : tensor<2xi64>
// CHECK-NEXT:     %cst_41 = arith.constant dense<0xFF800000> : tensor<2x2xf32>
// CHECK-NEXT:     %cst_42 = arith.constant dense<-3.40282347E+38> : tensor<4xf32>
// CHECK-NEXT:     %cst_43 = arith.constant dense<1.000000e+00> : tensor<1xbf16>
// CHECK-NEXT:     %cst_44 = arith.constant dense<1> : tensor<4xi32>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f() {
    %0 = arith.constant 0x7FC00000 : f32
    %1 = arith.constant 0xFFC00000 : f32
    %2 = arith.constant 0x7C00 : f16
    %3 = arith.constant 0xFC00 : f16
    %4 = arith.constant 0x7F80 : bf16
    %5 = arith.constant 1.0e-5 : f32
    %6 = arith.constant 1.17549435e-38 : f32
    %7 = arith.constant 3.40282347e+38 : f32
    %8 = arith.constant 0.5 : f16
    %9 = arith.constant 0.1 : f16
    %10 = arith.constant 0.1 : bf16
    %11 = arith.constant 0.1 : f64
    %12 = arith.constant 100.0 : f32
    %13 = arith.constant 1234567.0 : f32
    %14 = arith.constant 16777216.0 : f32
    %15 = arith.constant 16777217.0 : f32
    %16 = arith.constant 1.0e+7 : f32
    %17 = arith.constant 0.693147182 : f32
    %18 = arith.constant 2.71828175 : f32
    %19 = arith.constant 1.5 : f8E4M3FN
    %20 = arith.constant 448.0 : f8E4M3FN
    %21 = arith.constant 57344.0 : f8E5M2
    %22 = arith.constant 0x7F : f8E4M3FN
    %23 = arith.constant 0x7FF0000000000000 : f64
    %24 = arith.constant 1.0e-300 : f64
    %25 = arith.constant 0.30000000000000004 : f64
    %26 = arith.constant 6.103515625e-05 : f16
    %27 = arith.constant 5.9604644775390625e-08 : f16
    %28 = arith.constant -1.0e-30 : f32
    %29 = arith.constant 1.0e+38 : f32
    %30 = arith.constant 1.0e+39 : f64
    %31 = arith.constant 8.0 : bf16
    %32 = arith.constant 3.0e+38 : bf16
    %33 = arith.constant 0x00000001 : f32
    %34 = arith.constant 1.0e-45 : f32
    %35 = arith.constant 0.0 : f8E5M2
    %36 = arith.constant 0x80 : f8E4M3FNUZ
    %d0 = arith.constant dense<[0x7F800000, 1.0, -0.0, 0x7FC00000]> : tensor<4xf32>
    %d1 = arith.constant dense<[1.0, 2.5]> : tensor<2xf16>
    %d2 = arith.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
    %d3 = arith.constant dense<[-1, 255, 3, 4]> : tensor<4xi8>
    %d4 = arith.constant dense<9223372036854775807> : tensor<2xi64>
    %d5 = arith.constant dense<0xFF800000> : tensor<2x2xf32>
    %d6 = arith.constant dense<-3.40282347e+38> : tensor<4xf32>
    %d7 = arith.constant dense<1.000000e+00> : tensor<1xbf16>
    %d8 = arith.constant dense<[1, 1, 1, 1]> : tensor<4xi32>
    tt.return
  }
}
