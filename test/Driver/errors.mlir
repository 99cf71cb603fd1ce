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

// A malformed first token (the lexer reads it before parsing starts).
%
// CHECK: errors.mlir:[[# @LINE - 1]]:1: error: invalid SSA name

// -----

#blocked = #
// CHECK: errors.mlir:[[# @LINE - 1]]:12: error: invalid attribute name

// -----

// A block label used before its definition, then defined twice.
tt.func @twice(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.return
^bb1:
  tt.return
^bb2:
  tt.return
}
// CHECK: errors.mlir:[[# @LINE - 5]]:1: error: redefinition of block '^bb1'

// -----

// A name used before any definition cannot then become a region's argument.
scf.if %c {
  tt.func @late_argument(%c: i1) {
    tt.return
  }
}
// CHECK: errors.mlir:[[# @LINE - 4]]:26: error: region entry argument '%c' is already in use

// -----

tt.func @undefined() {
  tt.return %nothing : i32
}
// CHECK: errors.mlir:[[# @LINE - 2]]:{{[0-9]+}}: error: {{.*}}nothing
// CHECK-NOT: Traceback
