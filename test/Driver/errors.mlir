// RUN: not ttopt %s -split-input-file 2>&1 | FileCheck %s

// Problems are diagnostics with the source line and a caret, never tracebacks,
// and a failed verification carries the op in generic form as a note.

tt.func @parse(%a: i32) {
  %0 = arith.addi %a, : i32
  tt.return
}
// CHECK: errors.mlir:[[# @LINE - 3]]:23: error: {{.*}}
// CHECK-NEXT:   %0 = arith.addi %a, : i32
// CHECK-NEXT: {{^}}                      ^

// -----

tt.func @verify(%a: f32) {
  %0 = arith.addi %a, %a : f32
  tt.return
}
// CHECK: errors.mlir:[[# @LINE - 3]]:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK: errors.mlir:[[# @LINE - 4]]:8: note: see current operation: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (f32, f32) -> f32

// -----

// Not a type where one is expected: reported just after the previous token, as MLIR does.
tt.func @not_a_type(%a: i32) {
  %0 = arith.addi %a, %a : 5
  tt.return
}
// CHECK: errors.mlir:[[# @LINE - 3]]:27: error: expected non-function type

// -----

tt.func @undefined() {
  tt.return %nothing : i32
}
// CHECK: errors.mlir:[[# @LINE - 2]]:{{[0-9]+}}: error: {{.*}}nothing
// CHECK-NOT: Traceback
