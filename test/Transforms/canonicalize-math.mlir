// RUN: ttopt %s -canonicalize | FileCheck %s
// Constant folders of the math dialect. Every expected output was checked against
// Triton 3.6 (`triton-opt -canonicalize`) on this file.

// Rounding and sign operations fold for every float type (f16 here).
// CHECK-LABEL: tt.func @rounding_fold(
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant -2.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant -3.000000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %cst_4 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT: tt.return %cst, %cst_0, %cst_1, %cst_2, %cst_1, %cst_3, %cst_4, %cst : f16, f16, f16, f16, f16, f16, f16, f16
// CHECK-NEXT: }
tt.func @rounding_fold() -> (f16, f16, f16, f16, f16, f16, f16, f16) {
  %n = arith.constant -2.500000e+00 : f16
  %p = arith.constant 2.500000e+00 : f16
  %nz = arith.constant -0.000000e+00 : f16
  %0 = math.absf %n : f16
  %1 = math.absf %nz : f16
  %2 = math.ceil %n : f16
  %3 = math.floor %n : f16
  %4 = math.roundeven %n : f16
  %5 = math.roundeven %p : f16
  %6 = math.copysign %p, %n : f16
  %7 = math.copysign %n, %p : f16
  tt.return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, f16, f16, f16, f16, f16
}

// round and trunc fold through libm, f32 and f64 only.
// CHECK-LABEL: tt.func @round_trunc_fold(
// CHECK-NEXT: %cst = arith.constant -2.500000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %0 = math.trunc %cst : f16
// CHECK-NEXT: tt.return %cst_0, %cst_1, %0 : f32, f32, f16
// CHECK-NEXT: }
tt.func @round_trunc_fold() -> (f32, f32, f16) {
  %n = arith.constant -2.500000e+00 : f32
  %h = arith.constant -2.500000e+00 : f16
  %0 = math.round %n : f32
  %1 = math.trunc %n : f32
  %2 = math.trunc %h : f16
  tt.return %0, %1, %2 : f32, f32, f16
}

// Trigonometric and hyperbolic functions (f32 and f64; f16 is not folded); atan2(0, 0) is NaN.
// CHECK-LABEL: tt.func @trigonometric_fold(
// CHECK-NEXT: %cst = arith.constant 7.001950e-01 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0.644217669 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.764842212 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.842288374 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.775397479 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.795398831 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.610725939 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.336674809 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.758583664 : f32
// CHECK-NEXT: %cst_9 = arith.constant 1.25516903 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0.604367733 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0.652666568 : f32
// CHECK-NEXT: %cst_12 = arith.constant 1.31695795 : f32
// CHECK-NEXT: %cst_13 = arith.constant 0.64421768723769102 : f64
// CHECK-NEXT: %0 = math.sin %cst : f16
// CHECK-NEXT: tt.return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13, %0 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64, f16
// CHECK-NEXT: }
tt.func @trigonometric_fold() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64, f16) {
  %c = arith.constant 7.000000e-01 : f32
  %t = arith.constant 2.000000e+00 : f32
  %z = arith.constant 0.000000e+00 : f32
  %0 = math.sin %c : f32
  %1 = math.cos %c : f32
  %2 = math.tan %c : f32
  %3 = math.asin %c : f32
  %4 = math.acos %c : f32
  %5 = math.atan %c : f32
  %6 = math.atan2 %c, %t : f32
  %7 = math.atan2 %z, %z : f32
  %8 = math.sinh %c : f32
  %9 = math.cosh %c : f32
  %10 = math.tanh %c : f32
  %11 = math.asinh %c : f32
  %12 = math.acosh %t : f32
  %13 = math.atanh %c : f32
  %d = arith.constant 7.000000e-01 : f64
  %14 = math.sin %d : f64
  %h = arith.constant 7.000000e-01 : f16
  %15 = math.sin %h : f16
  tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %14, %15 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64, f16
}

// Exponentials, logarithms, powers and error functions; logarithms and sqrt of negative
// values (including -0.0) are not folded.
// CHECK-LABEL: tt.func @exponential_fold(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -1.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.0137527 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.6245048 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.0137527 : f32
// CHECK-NEXT: %cst_4 = arith.constant -0.356674969 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant 3.010300e-01 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.530628264 : f32
// CHECK-NEXT: %cst_8 = arith.constant 1.41421354 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.677801191 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0.322198808 : f32
// CHECK-NEXT: %0 = math.log %cst : f32
// CHECK-NEXT: %1 = math.log2 %cst_0 : f32
// CHECK-NEXT: %2 = math.log1p %cst_0 : f32
// CHECK-NEXT: %3 = math.sqrt %cst_0 : f32
// CHECK-NEXT: tt.return %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_2, %cst_8, %cst_9, %cst_10, %0, %1, %2, %3 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
tt.func @exponential_fold() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c = arith.constant 7.000000e-01 : f32
  %t = arith.constant 2.000000e+00 : f32
  %nz = arith.constant -0.000000e+00 : f32
  %m = arith.constant -1.500000e+00 : f32
  %0 = math.exp %c : f32
  %1 = math.exp2 %c : f32
  %2 = math.expm1 %c : f32
  %3 = math.log %c : f32
  %4 = math.log2 %t : f32
  %5 = math.log10 %t : f32
  %6 = math.log1p %c : f32
  %7 = math.powf %t, %c : f32
  %8 = math.sqrt %t : f32
  %9 = math.erf %c : f32
  %10 = math.erfc %c : f32
  %11 = math.log %nz : f32
  %12 = math.log2 %m : f32
  %13 = math.log1p %m : f32
  %14 = math.sqrt %m : f32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// Integer operations: absi, ctlz, cttz (of zero too), ctpop, ipowi (a negative exponent
// truncates to 0 unless the base is 1 or -1).
// CHECK-LABEL: tt.func @integer_fold(
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c28_i32 = arith.constant 28 : i32
// CHECK-NEXT: %c27_i32 = arith.constant 27 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: tt.return %c16_i32, %c30_i32, %c4_i32, %c32_i32, %c28_i32, %c27_i32, %c0_i32 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @integer_fold() -> (i32, i32, i32, i32, i32, i32, i32) {
  %c = arith.constant -16 : i32
  %t = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  %m = arith.constant -1 : i32
  %0 = math.absi %c : i32
  %1 = math.ctlz %t : i32
  %2 = math.cttz %c : i32
  %3 = math.cttz %z : i32
  %4 = math.ctpop %c : i32
  %5 = math.ipowi %t, %t : i32
  %6 = math.ipowi %t, %m : i32
  tt.return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// isnan / isinf fold scalars and tensors to i1 constants.
// CHECK-LABEL: tt.func @classification_fold(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant dense<false> : tensor<4xi1>
// CHECK-NEXT: tt.return %true, %true, %false, %cst : i1, i1, i1, tensor<4xi1>
// CHECK-NEXT: }
tt.func @classification_fold() -> (i1, i1, i1, tensor<4xi1>) {
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = math.isnan %nan : f32
  %1 = math.isinf %inf : f32
  %2 = math.isinf %nan : f32
  %s = arith.constant dense<1.0> : tensor<4xf32>
  %3 = math.isnan %s : tensor<4xf32>
  tt.return %0, %1, %2, %3 : i1, i1, i1, tensor<4xi1>
}

// Splat tensors fold element-wise.
// CHECK-LABEL: tt.func @tensor_fold(
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : tensor<8xf32>
// CHECK-NEXT: tt.return %cst : tensor<8xf32>
// CHECK-NEXT: }
tt.func @tensor_fold() -> tensor<8xf32> {
  %c = arith.constant dense<4.000000e+00> : tensor<8xf32>
  %0 = math.sqrt %c : tensor<8xf32>
  tt.return %0 : tensor<8xf32>
}

// Triton 3.6's math dialect has no folders for cbrt, rsqrt and fpowi.
// CHECK-LABEL: tt.func @not_folded(
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = math.cbrt %cst : f32
// CHECK-NEXT: %1 = math.rsqrt %cst : f32
// CHECK-NEXT: %2 = math.fpowi %cst, %c3_i32 : f32, i32
// CHECK-NEXT: tt.return %0, %1, %2 : f32, f32, f32
// CHECK-NEXT: }
tt.func @not_folded() -> (f32, f32, f32) {
  %t = arith.constant 2.000000e+00 : f32
  %i = arith.constant 3 : i32
  %0 = math.cbrt %t : f32
  %1 = math.rsqrt %t : f32
  %2 = math.fpowi %t, %i : f32, i32
  tt.return %0, %1, %2 : f32, f32, f32
}
