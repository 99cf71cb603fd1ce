// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f(%arg0: f32, %arg1: tensor<16xf32>, %arg2: i32, %arg3: tensor<16xi32>, %arg4: f64, %arg5: f16) {
// CHECK-NEXT:     %0 = math.exp %arg0 : f32
// CHECK-NEXT:     %1 = math.exp2 %arg1 : tensor<16xf32>
// CHECK-NEXT:     %2 = math.log %arg0 : f32
// CHECK-NEXT:     %3 = math.log2 %arg0 : f32
// CHECK-NEXT:     %4 = math.sqrt %arg0 : f32
// CHECK-NEXT:     %5 = math.rsqrt %arg0 : f32
// CHECK-NEXT:     %6 = math.fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT:     %7 = math.fma %arg1, %arg1, %arg1 : tensor<16xf32>
// CHECK-NEXT:     %8 = math.absf %arg0 : f32
// CHECK-NEXT:     %9 = math.absi %arg2 : i32
// CHECK-NEXT:     %10 = math.sin %arg0 : f32
// CHECK-NEXT:     %11 = math.cos %arg0 : f32
// CHECK-NEXT:     %12 = math.floor %arg0 : f32
// CHECK-NEXT:     %13 = math.ceil %arg0 : f32
// CHECK-NEXT:     %14 = math.erf %arg0 : f32
// CHECK-NEXT:     %15 = math.tanh %arg0 : f32
// CHECK-NEXT:     %16 = math.log1p %arg0 : f32
// CHECK-NEXT:     %17 = math.expm1 %arg0 : f32
// CHECK-NEXT:     %18 = math.log10 %arg0 : f32
// CHECK-NEXT:     %19 = math.powf %arg0, %arg0 : f32
// CHECK-NEXT:     %20 = math.round %arg0 : f32
// CHECK-NEXT:     %21 = math.roundeven %arg0 : f32
// CHECK-NEXT:     %22 = math.trunc %arg0 : f32
// CHECK-NEXT:     %23 = math.ctlz %arg2 : i32
// CHECK-NEXT:     %24 = math.cttz %arg3 : tensor<16xi32>
// CHECK-NEXT:     %25 = math.ctpop %arg2 : i32
// CHECK-NEXT:     %26 = math.copysign %arg0, %arg0 : f32
// CHECK-NEXT:     %27 = math.tan %arg0 : f32
// CHECK-NEXT:     %28 = math.atan %arg0 : f32
// CHECK-NEXT:     %29 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT:     %30 = math.exp %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %31 = math.sqrt %arg1 fastmath<afn> : tensor<16xf32>
// CHECK-NEXT:     %32 = math.fma %arg0, %arg0, %arg0 fastmath<contract> : f32
// CHECK-NEXT:     %33 = math.absf %arg4 : f64
// CHECK-NEXT:     %34 = math.exp %arg5 : f16
// CHECK-NEXT:     %35 = math.cbrt %arg0 : f32
// CHECK-NEXT:     %36 = math.ipowi %arg2, %arg2 : i32
// CHECK-NEXT:     %37 = math.fpowi %arg0, %arg2 : f32, i32
// CHECK-NEXT:     %38 = math.isnan %arg0 : f32
// CHECK-NEXT:     %39 = math.isinf %arg0 : f32
// CHECK-NEXT:     %40 = math.asin %arg0 : f32
// CHECK-NEXT:     %41 = math.acos %arg0 : f32
// CHECK-NEXT:     %42 = math.sinh %arg0 : f32
// CHECK-NEXT:     %43 = math.cosh %arg0 : f32
// CHECK-NEXT:     %44 = math.asinh %arg0 : f32
// CHECK-NEXT:     %45 = math.acosh %arg0 : f32
// CHECK-NEXT:     %46 = math.atanh %arg0 : f32
// CHECK-NEXT:     %47 = math.erfc %arg0 : f32
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%x: f32, %u: tensor<16xf32>, %i: i32, %t: tensor<16xi32>, %d: f64, %h: f16) {
    %0 = math.exp %x : f32
    %1 = math.exp2 %u : tensor<16xf32>
    %2 = math.log %x : f32
    %3 = math.log2 %x : f32
    %4 = math.sqrt %x : f32
    %5 = math.rsqrt %x : f32
    %6 = math.fma %x, %x, %x : f32
    %7 = math.fma %u, %u, %u : tensor<16xf32>
    %8 = math.absf %x : f32
    %9 = math.absi %i : i32
    %10 = math.sin %x : f32
    %11 = math.cos %x : f32
    %12 = math.floor %x : f32
    %13 = math.ceil %x : f32
    %14 = math.erf %x : f32
    %15 = math.tanh %x : f32
    %16 = math.log1p %x : f32
    %17 = math.expm1 %x : f32
    %18 = math.log10 %x : f32
    %19 = math.powf %x, %x : f32
    %20 = math.round %x : f32
    %21 = math.roundeven %x : f32
    %22 = math.trunc %x : f32
    %23 = math.ctlz %i : i32
    %24 = math.cttz %t : tensor<16xi32>
    %25 = math.ctpop %i : i32
    %26 = math.copysign %x, %x : f32
    %27 = math.tan %x : f32
    %28 = math.atan %x : f32
    %29 = math.atan2 %x, %x : f32
    %30 = math.exp %x fastmath<fast> : f32
    %31 = math.sqrt %u fastmath<afn> : tensor<16xf32>
    %32 = math.fma %x, %x, %x fastmath<contract> : f32
    %33 = math.absf %d : f64
    %34 = math.exp %h : f16
    %35 = math.cbrt %x : f32
    %36 = math.ipowi %i, %i : i32
    %37 = math.fpowi %x, %i : f32, i32
    %38 = math.isnan %x : f32
    %39 = math.isinf %x : f32
    %40 = math.asin %x : f32
    %41 = math.acos %x : f32
    %42 = math.sinh %x : f32
    %43 = math.cosh %x : f32
    %44 = math.asinh %x : f32
    %45 = math.acosh %x : f32
    %46 = math.atanh %x : f32
    %47 = math.erfc %x : f32
    tt.return
  }
}
