// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: tensor<16xi32>, %arg5: tensor<16xf32>, %arg6: i1, %arg7: tensor<16xi1>, %arg8: i64, %arg9: f16, %arg10: index, %arg11: bf16) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:     %10 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT:     %11 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT:     %12 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT:     %13 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %14 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:     %15 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:     %16 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:     %17 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %18 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT:     %19 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %20 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT:     %21 = arith.subf %arg2, %arg3 : f32
// CHECK-NEXT:     %22 = arith.mulf %arg2, %arg3 : f32
// CHECK-NEXT:     %23 = arith.divf %arg2, %arg3 : f32
// CHECK-NEXT:     %24 = arith.remf %arg2, %arg3 : f32
// CHECK-NEXT:     %25 = arith.negf %arg2 : f32
// CHECK-NEXT:     %26 = arith.maximumf %arg2, %arg3 : f32
// CHECK-NEXT:     %27 = arith.minimumf %arg2, %arg3 : f32
// CHECK-NEXT:     %28 = arith.maxnumf %arg2, %arg3 : f32
// CHECK-NEXT:     %29 = arith.minnumf %arg2, %arg3 : f32
// CHECK-NEXT:     %30 = arith.addi %arg4, %arg4 : tensor<16xi32>
// CHECK-NEXT:     %31 = arith.addf %arg5, %arg5 : tensor<16xf32>
// CHECK-NEXT:     %32 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %33 = arith.addi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:     %34 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %35 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %36 = arith.subi %arg4, %arg4 : tensor<16xi32>
// CHECK-NEXT:     %37 = arith.addf %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT:     %38 = arith.mulf %arg2, %arg3 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     %39 = arith.divf %arg5, %arg5 fastmath<contract> : tensor<16xf32>
// CHECK-NEXT:     %40 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT:     %41 = arith.negf %arg2 fastmath<reassoc,nsz,arcp,afn> : f32
// CHECK-NEXT:     %42 = arith.maxnumf %arg5, %arg5 fastmath<nnan> : tensor<16xf32>
// CHECK-NEXT:     %43 = arith.divsi %arg0, %arg1 {foo = 1 : i32} : i32
// CHECK-NEXT:     %44 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %45 = arith.addf %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT:     %46 = arith.addf %arg9, %arg9 : f16
// CHECK-NEXT:     %47 = arith.addf %arg11, %arg11 : bf16
// CHECK-NEXT:     %48 = arith.addi %arg10, %arg10 : index
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %t: tensor<16xi32>, %u: tensor<16xf32>, %c: i1, %tc: tensor<16xi1>, %i64: i64, %h: f16, %ix: index, %bf: bf16) {
    %0 = arith.addi %a, %b : i32
    %1 = arith.subi %a, %b : i32
    %2 = arith.muli %a, %b : i32
    %3 = arith.divsi %a, %b : i32
    %4 = arith.divui %a, %b : i32
    %5 = arith.remsi %a, %b : i32
    %6 = arith.remui %a, %b : i32
    %7 = arith.andi %a, %b : i32
    %8 = arith.ori %a, %b : i32
    %9 = arith.xori %a, %b : i32
    %10 = arith.shli %a, %b : i32
    %11 = arith.shrsi %a, %b : i32
    %12 = arith.shrui %a, %b : i32
    %13 = arith.maxsi %a, %b : i32
    %14 = arith.maxui %a, %b : i32
    %15 = arith.minsi %a, %b : i32
    %16 = arith.minui %a, %b : i32
    %17 = arith.ceildivsi %a, %b : i32
    %18 = arith.ceildivui %a, %b : i32
    %19 = arith.floordivsi %a, %b : i32
    %20 = arith.addf %x, %y : f32
    %21 = arith.subf %x, %y : f32
    %22 = arith.mulf %x, %y : f32
    %23 = arith.divf %x, %y : f32
    %24 = arith.remf %x, %y : f32
    %25 = arith.negf %x : f32
    %26 = arith.maximumf %x, %y : f32
    %27 = arith.minimumf %x, %y : f32
    %28 = arith.maxnumf %x, %y : f32
    %29 = arith.minnumf %x, %y : f32
    %30 = arith.addi %t, %t : tensor<16xi32>
    %31 = arith.addf %u, %u : tensor<16xf32>
    %32 = arith.addi %a, %b overflow<nsw> : i32
    %33 = arith.addi %a, %b overflow<nuw> : i32
    %34 = arith.muli %a, %b overflow<nsw, nuw> : i32
    %35 = arith.shli %a, %b overflow<nuw, nsw> : i32
    %36 = arith.subi %t, %t overflow<none> : tensor<16xi32>
    %37 = arith.addf %x, %y fastmath<fast> : f32
    %38 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
    %39 = arith.divf %u, %u fastmath<contract> : tensor<16xf32>
    %40 = arith.addf %x, %y fastmath<none> : f32
    %41 = arith.negf %x fastmath<nsz,arcp,afn,reassoc> : f32
    %42 = arith.maxnumf %u, %u fastmath<nnan> : tensor<16xf32>
    %43 = arith.divsi %a, %b {foo = 1 : i32} : i32
    %44 = arith.addi %a, %b {overflowFlags = #arith.overflow<nsw>} : i32
    %45 = arith.addf %x, %y {fastmath = #arith.fastmath<fast>} : f32
    %46 = arith.addf %h, %h : f16
    %47 = arith.addf %bf, %bf : bf16
    %48 = arith.addi %ix, %ix : index
    tt.return
  }
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32, %arg1: f32, %arg2: tensor<16xi32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf16>, %arg5: tensor<16xi8>, %arg6: index, %arg7: i64, %arg8: i1) {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     %1 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:     %2 = arith.trunci %arg0 : i32 to i16
// CHECK-NEXT:     %3 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %4 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT:     %5 = arith.fptosi %arg1 : f32 to i32
// CHECK-NEXT:     %6 = arith.fptoui %arg1 : f32 to i32
// CHECK-NEXT:     %7 = arith.extf %arg4 : tensor<16xf16> to tensor<16xf32>
// CHECK-NEXT:     %8 = arith.truncf %arg3 : tensor<16xf32> to tensor<16xf16>
// CHECK-NEXT:     %9 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT:     %10 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:     %11 = arith.index_cast %arg6 : index to i32
// CHECK-NEXT:     %12 = arith.index_castui %arg6 : index to i64
// CHECK-NEXT:     %13 = arith.extsi %arg5 : tensor<16xi8> to tensor<16xi32>
// CHECK-NEXT:     %14 = arith.extui %arg8 : i1 to i32
// CHECK-NEXT:     %15 = arith.trunci %arg2 : tensor<16xi32> to tensor<16xi8>
// CHECK-NEXT:     %16 = arith.sitofp %arg2 : tensor<16xi32> to tensor<16xf32>
// CHECK-NEXT:     %17 = arith.uitofp %arg5 : tensor<16xi8> to tensor<16xf16>
// CHECK-NEXT:     %18 = arith.fptosi %arg3 : tensor<16xf32> to tensor<16xi32>
// CHECK-NEXT:     %19 = arith.bitcast %arg3 : tensor<16xf32> to tensor<16xi32>
// CHECK-NEXT:     %20 = arith.truncf %arg1 to_nearest_even : f32 to f16
// CHECK-NEXT:     %21 = arith.truncf %arg1 toward_zero : f32 to bf16
// CHECK-NEXT:     %22 = arith.truncf %arg3 fastmath<fast> : tensor<16xf32> to tensor<16xf16>
// CHECK-NEXT:     %23 = arith.extf %arg4 fastmath<fast> : tensor<16xf16> to tensor<16xf32>
// CHECK-NEXT:     %24 = arith.trunci %arg7 overflow<nsw> : i64 to i32
// CHECK-NEXT:     %25 = arith.truncf %arg1 downward : f32 to f16
// CHECK-NEXT:     %26 = arith.truncf %arg1 upward : f32 to f16
// CHECK-NEXT:     %27 = arith.truncf %arg1 to_nearest_away : f32 to f16
// CHECK-NEXT:     %28 = arith.truncf %arg3 to_nearest_even fastmath<fast> : tensor<16xf32> to tensor<16xf16>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%a: i32, %x: f32, %t: tensor<16xi32>, %u: tensor<16xf32>, %h: tensor<16xf16>, %b8: tensor<16xi8>, %ix: index, %i64: i64, %c: i1) {
    %0 = arith.extsi %a : i32 to i64
    %1 = arith.extui %a : i32 to i64
    %2 = arith.trunci %a : i32 to i16
    %3 = arith.sitofp %a : i32 to f32
    %4 = arith.uitofp %a : i32 to f32
    %5 = arith.fptosi %x : f32 to i32
    %6 = arith.fptoui %x : f32 to i32
    %7 = arith.extf %h : tensor<16xf16> to tensor<16xf32>
    %8 = arith.truncf %u : tensor<16xf32> to tensor<16xf16>
    %9 = arith.bitcast %x : f32 to i32
    %10 = arith.index_cast %a : i32 to index
    %11 = arith.index_cast %ix : index to i32
    %12 = arith.index_castui %ix : index to i64
    %13 = arith.extsi %b8 : tensor<16xi8> to tensor<16xi32>
    %14 = arith.extui %c : i1 to i32
    %15 = arith.trunci %t : tensor<16xi32> to tensor<16xi8>
    %16 = arith.sitofp %t : tensor<16xi32> to tensor<16xf32>
    %17 = arith.uitofp %b8 : tensor<16xi8> to tensor<16xf16>
    %18 = arith.fptosi %u : tensor<16xf32> to tensor<16xi32>
    %19 = arith.bitcast %u : tensor<16xf32> to tensor<16xi32>
    %20 = arith.truncf %x to_nearest_even : f32 to f16
    %21 = arith.truncf %x toward_zero : f32 to bf16
    %22 = arith.truncf %u fastmath<fast> : tensor<16xf32> to tensor<16xf16>
    %23 = arith.extf %h fastmath<fast> : tensor<16xf16> to tensor<16xf32>
    %24 = arith.trunci %i64 overflow<nsw> : i64 to i32
    %25 = arith.truncf %x downward : f32 to f16
    %26 = arith.truncf %x upward : f32 to f16
    %27 = arith.truncf %x to_nearest_away : f32 to f16
    %28 = arith.truncf %u to_nearest_even fastmath<fast> : tensor<16xf32> to tensor<16xf16>
    tt.return
  }
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: tensor<16xi32>, %arg5: tensor<16xf32>, %arg6: i1, %arg7: tensor<16xi1>, %arg8: tensor<16x!tt.ptr<f32>>) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT:     %10 = arith.cmpi slt, %arg4, %arg4 : tensor<16xi32>
// CHECK-NEXT:     %11 = arith.cmpf false, %arg2, %arg3 : f32
// CHECK-NEXT:     %12 = arith.cmpf oeq, %arg2, %arg3 : f32
// CHECK-NEXT:     %13 = arith.cmpf ogt, %arg2, %arg3 : f32
// CHECK-NEXT:     %14 = arith.cmpf oge, %arg2, %arg3 : f32
// CHECK-NEXT:     %15 = arith.cmpf olt, %arg2, %arg3 : f32
// CHECK-NEXT:     %16 = arith.cmpf ole, %arg2, %arg3 : f32
// CHECK-NEXT:     %17 = arith.cmpf one, %arg2, %arg3 : f32
// CHECK-NEXT:     %18 = arith.cmpf ord, %arg2, %arg3 : f32
// CHECK-NEXT:     %19 = arith.cmpf ueq, %arg2, %arg3 : f32
// CHECK-NEXT:     %20 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT:     %21 = arith.cmpf uge, %arg2, %arg3 : f32
// CHECK-NEXT:     %22 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT:     %23 = arith.cmpf ule, %arg2, %arg3 : f32
// CHECK-NEXT:     %24 = arith.cmpf une, %arg2, %arg3 : f32
// CHECK-NEXT:     %25 = arith.cmpf uno, %arg2, %arg3 : f32
// CHECK-NEXT:     %26 = arith.cmpf true, %arg2, %arg3 : f32
// CHECK-NEXT:     %27 = arith.cmpf olt, %arg5, %arg5 : tensor<16xf32>
// CHECK-NEXT:     %28 = arith.cmpf olt, %arg5, %arg5 fastmath<nnan> : tensor<16xf32>
// CHECK-NEXT:     %29 = arith.select %arg6, %arg0, %arg1 : i32
// CHECK-NEXT:     %30 = arith.select %arg7, %arg4, %arg4 : tensor<16xi1>, tensor<16xi32>
// CHECK-NEXT:     %31 = arith.select %arg6, %arg4, %arg4 : tensor<16xi32>
// CHECK-NEXT:     %32 = arith.select %arg7, %arg8, %arg8 : tensor<16xi1>, tensor<16x!tt.ptr<f32>>
// CHECK-NEXT:     %33 = arith.cmpi eq, %arg6, %arg6 : i1
// CHECK-NEXT:     %34 = arith.cmpi eq, %arg4, %arg4 {foo} : tensor<16xi32>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %t: tensor<16xi32>, %u: tensor<16xf32>, %c: i1, %tc: tensor<16xi1>, %p: tensor<16x!tt.ptr<f32>>) {
    %0 = arith.cmpi eq, %a, %b : i32
    %1 = arith.cmpi ne, %a, %b : i32
    %2 = arith.cmpi slt, %a, %b : i32
    %3 = arith.cmpi sle, %a, %b : i32
    %4 = arith.cmpi sgt, %a, %b : i32
    %5 = arith.cmpi sge, %a, %b : i32
    %6 = arith.cmpi ult, %a, %b : i32
    %7 = arith.cmpi ule, %a, %b : i32
    %8 = arith.cmpi ugt, %a, %b : i32
    %9 = arith.cmpi uge, %a, %b : i32
    %10 = arith.cmpi slt, %t, %t : tensor<16xi32>
    %11 = arith.cmpf false, %x, %y : f32
    %12 = arith.cmpf oeq, %x, %y : f32
    %13 = arith.cmpf ogt, %x, %y : f32
    %14 = arith.cmpf oge, %x, %y : f32
    %15 = arith.cmpf olt, %x, %y : f32
    %16 = arith.cmpf ole, %x, %y : f32
    %17 = arith.cmpf one, %x, %y : f32
    %18 = arith.cmpf ord, %x, %y : f32
    %19 = arith.cmpf ueq, %x, %y : f32
    %20 = arith.cmpf ugt, %x, %y : f32
    %21 = arith.cmpf uge, %x, %y : f32
    %22 = arith.cmpf ult, %x, %y : f32
    %23 = arith.cmpf ule, %x, %y : f32
    %24 = arith.cmpf une, %x, %y : f32
    %25 = arith.cmpf uno, %x, %y : f32
    %26 = arith.cmpf true, %x, %y : f32
    %27 = arith.cmpf olt, %u, %u : tensor<16xf32>
    %28 = arith.cmpf olt, %u, %u fastmath<nnan> : tensor<16xf32>
    %29 = arith.select %c, %a, %b : i32
    %30 = arith.select %tc, %t, %t : tensor<16xi1>, tensor<16xi32>
    %31 = arith.select %c, %t, %t : tensor<16xi32>
    %32 = arith.select %tc, %p, %p : tensor<16xi1>, tensor<16x!tt.ptr<f32>>
    %33 = arith.cmpi eq, %c, %c : i1
    %34 = arith.cmpi eq, %t, %t {foo} : tensor<16xi32>
    tt.return
  }
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f() {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c42_i64 = arith.constant 42 : i64
// CHECK-NEXT:     %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT:     %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:     %cst_1 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 1.000000e-10 : f64
// CHECK-NEXT:     %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_6 = arith.constant 3.14159274 : f32
// CHECK-NEXT:     %cst_7 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:     %cst_8 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:     %cst_9 = arith.constant dense<0.000000e+00> : tensor<128x128xf32>
// CHECK-NEXT:     %cst_10 = arith.constant dense<1> : tensor<16xi32>
// CHECK-NEXT:     %cst_11 = arith.constant dense<true> : tensor<16xi1>
// CHECK-NEXT:     %cst_12 = arith.constant dense<false> : tensor<4x4xi1>
// CHECK-NEXT:     %cst_13 = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
// CHECK-NEXT:     %cst_14 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00{{\]\]}}> : tensor<2x2xf32>
// CHECK-NEXT:     %cst_15 = arith.constant dense<0xFF800000> : tensor<16xf32>
// CHECK-NEXT:     %cst_16 = arith.constant dense<-1.000000e+30> : tensor<16xf32>
// CHECK-NEXT:     %cst_17 = arith.constant dense<5.000000e-01> : tensor<16xf16>
// CHECK-NEXT:     %cst_18 = arith.constant dense<2> : tensor<16xi64>
// CHECK-NEXT:     %cst_19 = arith.constant 1.000000e+00 : f8E4M3FN
// CHECK-NEXT:     %cst_20 = arith.constant dense<0.000000e+00> : tensor<16xf8E5M2>
// CHECK-NEXT:     %cst_21 = arith.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:     %c4294967295_i64 = arith.constant 4294967295 : i64
// CHECK-NEXT:     %cst_22 = arith.constant 1.000000e+30 : f32
// CHECK-NEXT:     %cst_23 = arith.constant 1.401300e-45 : f32
// CHECK-NEXT:     %cst_24 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT:     %cst_25 = arith.constant 1.000000e+100 : f64
// CHECK-NEXT:     %cst_26 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:     %cst_27 = arith.constant 0.333333343 : f32
// CHECK-NEXT:     %cst_28 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:     %cst_29 = arith.constant 1.44269502 : f32
// CHECK-NEXT:     %cst_30 = arith.constant 0x4CEB79A3 : f32
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f() {
    %c0_i32 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c42_i64 = arith.constant 42 : i64
    %c3_i8 = arith.constant 3 : i8
    %c7_i16 = arith.constant 7 : i16
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f16
    %cst_1 = arith.constant -2.5 : f32
    %cst_2 = arith.constant 1.0e-10 : f64
    %cst_3 = arith.constant 0x7F800000 : f32
    %cst_4 = arith.constant 0xFF800000 : f32
    %cst_5 = arith.constant 0x7FC00000 : f32
    %cst_6 = arith.constant 3.14159274 : f32
    %cst_7 = arith.constant 1.0 : bf16
    %cst_8 = arith.constant 0.1 : f32
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<128x128xf32>
    %cst_10 = arith.constant dense<1> : tensor<16xi32>
    %cst_11 = arith.constant dense<true> : tensor<16xi1>
    %cst_12 = arith.constant dense<false> : tensor<4x4xi1>
    %cst_13 = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
    %cst_14 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
    %cst_15 = arith.constant dense<0xFF800000> : tensor<16xf32>
    %cst_16 = arith.constant dense<-1.0e+30> : tensor<16xf32>
    %cst_17 = arith.constant dense<0.5> : tensor<16xf16>
    %cst_18 = arith.constant dense<2> : tensor<16xi64>
    %cst_19 = arith.constant 1.0 : f8E4M3FN
    %cst_20 = arith.constant dense<0.0> : tensor<16xf8E5M2>
    %cst_21 = arith.constant dense<[true, false]> : tensor<2xi1>
    %c255_i8 = arith.constant 255 : i8
    %c-128_i8 = arith.constant -128 : i8
    %c4294967295_i64 = arith.constant 4294967295 : i64
    %cst_22 = arith.constant 1.000000e+30 : f32
    %cst_23 = arith.constant 1.401300e-45 : f32
    %cst_24 = arith.constant 65504.0 : f16
    %cst_25 = arith.constant 1.0e+100 : f64
    %cst_26 = arith.constant 2.0 : f64
    %cst_27 = arith.constant 0.333333343 : f32
    %cst_28 = arith.constant -0.0 : f32
    %cst_29 = arith.constant 1.44269502 : f32
    %cst_30 = arith.constant 123456789.0 : f32
    tt.return
  }
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32, %arg1: i32, %arg2: tensor<16xi64>) {
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:     %low_0, %high_1 = arith.mului_extended %arg2, %arg2 : tensor<16xi64>
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%a: i32, %b: i32, %t: tensor<16xi64>) {
    %0:2 = arith.mulsi_extended %a, %b : i32
    %1:2 = arith.mului_extended %t, %t : tensor<16xi64>
    %2:2 = arith.addui_extended %a, %b : i32, i1
    tt.return
  }
}
