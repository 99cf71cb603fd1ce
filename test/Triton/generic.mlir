// RUN: ttopt %s --mlir-print-op-generic | FileCheck %s

// The generic form shows every property, defaults included, sorted by name.

// CHECK-LABEL: "tt.func"
// CHECK: %0 = "tt.load"(%arg0) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<16x!tt.ptr<f16>>) -> tensor<16xf16>
// CHECK-NEXT: %1 = "tt.load"(%arg0, %arg1, %arg2) <{boundaryCheck = array<i32>, cache = 2 : i32, evict = 1 : i32, isVolatile = true, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<16x!tt.ptr<f16>>, tensor<16xi1>, tensor<16xf16>) -> tensor<16xf16>
// CHECK-NEXT: "tt.store"(%arg0, %arg2, %arg1) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 2 : i32}> : (tensor<16x!tt.ptr<f16>>, tensor<16xf16>, tensor<16xi1>) -> ()
// CHECK-NEXT: %2 = "tt.dot"(%arg3, %arg3, %arg4) <{inputPrecision = 2 : i32, maxNumImpreciseAcc = 0 : i32}> : (tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %3 = "tt.make_tensor_descriptor"(%arg5, %arg6, %arg6, %arg7, %arg7) <{padding = 1 : i32}> : (!tt.ptr<f16>, i32, i32, i64, i64) -> !tt.tensordesc<tensor<16x16xf16>>
// CHECK-NEXT: %4 = "tt.descriptor_load"(%3, %arg6, %arg6) <{cache = 1 : i32, evict = 1 : i32}> : (!tt.tensordesc<tensor<16x16xf16>>, i32, i32) -> tensor<16x16xf16>
// CHECK-NEXT: %5 = "tt.fp_to_fp"(%arg4) <{rounding = 1 : i32}> : (tensor<16x16xf32>) -> tensor<16x16xf16>
// CHECK-NEXT: %6:2 = "tt.split"(%arg8) : (tensor<16x2xf32>) -> (tensor<16xf32>, tensor<16xf32>)
// CHECK-NEXT: %7 = "tt.atomic_rmw"(%arg0, %arg2, %arg1) <{atomic_rmw_op = 5 : i32, scope = 1 : i32, sem = 4 : i32}> : (tensor<16x!tt.ptr<f16>>, tensor<16xf16>, tensor<16xi1>) -> tensor<16xf16>
// CHECK-NEXT: "tt.print"(%arg2) <{hex = false, isSigned = array<i32: 1>, prefix = "v"}> : (tensor<16xf16>) -> ()
// CHECK-NEXT: "tt.return"() : () -> ()
tt.func @defaults(%p: tensor<16x!tt.ptr<f16>>, %m: tensor<16xi1>, %v: tensor<16xf16>, %a: tensor<16x16xf16>, %c: tensor<16x16xf32>, %base: !tt.ptr<f16>, %i: i32, %s: i64, %x: tensor<16x2xf32>) {
  %0 = tt.load %p : tensor<16x!tt.ptr<f16>>
  %1 = tt.load %p, %m, %v cacheModifier = ca {isVolatile = true} : tensor<16x!tt.ptr<f16>>
  tt.store %p, %v, %m evictionPolicy = evict_first : tensor<16x!tt.ptr<f16>>
  %2 = tt.dot %a, %a, %c : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  %3 = tt.make_tensor_descriptor %base, [%i, %i], [%s, %s] : <f16>, <tensor<16x16xf16>>
  %4 = tt.descriptor_load %3[%i, %i] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x16xf16>
  %5 = tt.fp_to_fp %c, rounding = rtne : tensor<16x16xf32> -> tensor<16x16xf16>
  %6, %7 = tt.split %x : tensor<16x2xf32> -> tensor<16xf32>
  %8 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %m : (tensor<16x!tt.ptr<f16>>, tensor<16xf16>, tensor<16xi1>) -> tensor<16xf16>
  tt.print "v" {hex = false, isSigned = array<i32: 1>} : %v : tensor<16xf16>
  tt.return
}
