// RUN: ttopt %s --mlir-print-op-generic | FileCheck %s
// RUN: ttopt %s --mlir-print-op-generic | ttopt | FileCheck %s --check-prefix=CUSTOM

// The generic form prints properties (default values included), regions with
// their entry block arguments, and numbers values without interface names.

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "tt.func"() <{function_type = (i32, f32) -> f32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     %0 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
// CHECK-NEXT:     %1 = "arith.addf"(%arg1, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:     %2 = "arith.cmpi"(%arg0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:     "tt.return"(%1) : (f32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// CUSTOM:      %cst = arith.constant 2.000000e+00 : f32
// CUSTOM-NEXT: %0 = arith.addf %arg1, %cst : f32
tt.func @f(%i: i32, %x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %0 = arith.addf %x, %c : f32
  %1 = arith.cmpi slt, %i, %i : i32
  tt.return %0 : f32
}
