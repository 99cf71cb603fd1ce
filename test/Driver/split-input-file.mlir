// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s | FileCheck %s --check-prefix=WHOLE

// Each chunk is parsed and printed on its own: names and aliases restart, and
// the outputs are joined with the split marker.

// CHECK-LABEL: tt.func @first
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK:       {{^}}}
// CHECK-EMPTY:
// CHECK-NEXT:  // -----
// CHECK-NEXT:  module {
// CHECK-LABEL: tt.func @second
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
tt.func @first() {
  %c = arith.constant 1 : i32
  tt.return
}

// -----

tt.func @second() {
  %c = arith.constant 2 : i32
  tt.return
}

// Without the flag the marker is only a comment: one module holds both functions.
// WHOLE:     module {
// WHOLE:       tt.func @first
// WHOLE:       tt.func @second
// WHOLE-NOT: // -----
