// RUN: ttopt %s --allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: ttopt %s --allow-unregistered-dialect -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// A loop body ending in an unregistered op still gets its implicit scf.yield (MLIR's
// ensureRegionTerminator asks hasTrait<IsTerminator>, false for an unregistered op), so the
// custom form round-trips and the generic form shows the inserted yield.

// CHECK-LABEL: tt.func @for_body_ends_unregistered
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// CHECK-NEXT: "test.body"(%{{.*}}) : (i32) -> ()
// CHECK-NEXT: }
// GENERIC-LABEL: sym_name = "for_body_ends_unregistered"
// GENERIC: "test.body"(%{{.*}}) : (i32) -> ()
// GENERIC-NEXT: "scf.yield"() : () -> ()
tt.func @for_body_ends_unregistered(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    "test.body"(%i) : (i32) -> ()
  }
  tt.return
}

// -----

// CHECK-LABEL: tt.func @if_then_ends_unregistered
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: }
// GENERIC-LABEL: sym_name = "if_then_ends_unregistered"
// GENERIC: "test.then"() : () -> ()
// GENERIC-NEXT: "scf.yield"() : () -> ()
tt.func @if_then_ends_unregistered(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  }
  tt.return
}
