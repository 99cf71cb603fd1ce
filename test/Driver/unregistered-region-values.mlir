// RUN: ttopt %s --allow-unregistered-dialect | FileCheck %s
// An unregistered op is not IsolatedFromAbove (MLIR asks hasTrait, false for it): the ops in its
// region may use values from outside, and the module verifies and prints as it was written.

// CHECK-LABEL: tt.func @region_uses_outer_value(%arg0: i32)
// CHECK-NEXT: "test.with_region"() ({
// CHECK-NEXT: "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
tt.func @region_uses_outer_value(%a: i32) {
  "test.with_region"() ({
    "test.use"(%a) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  tt.return
}
