// RUN: not ttopt %s -split-input-file -verify-diagnostics 2>&1 | FileCheck %s

// An expectation that is not produced fails the run, and so does an unexpected
// diagnostic; both are reported at the right place.

tt.func @missing(%a: i32) {
  // expected-error @+1 {{this message never appears}}
  %0 = arith.addi %a, %a : i32
  tt.return
}
// CHECK: verify-diagnostics-failures.mlir:[[# @LINE - 4]]:6: error: expected error "this message never appears" was not produced

// -----

tt.func @unexpected(%a: f32) {
  %0 = arith.addi %a, %a : f32
  tt.return
}
// CHECK: verify-diagnostics-failures.mlir:[[# @LINE - 3]]:8: error: unexpected error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'

// -----

tt.func @wrong_kind(%a: f32) {
  // expected-warning @+1 {{must be signless-integer-like}}
  %0 = arith.addi %a, %a : f32
  tt.return
}
// CHECK: verify-diagnostics-failures.mlir:[[# @LINE - 4]]:6: error: 'error' diagnostic emitted when expecting a 'warning'

// -----

// A pattern that does not compile is reported at its comment, not matched.
tt.func @bad_regex(%a: f32) {
  // expected-error-re @+1 {{operand {{(}} must}}
  %0 = arith.addi %a, %a : f32
  tt.return
}
// CHECK: verify-diagnostics-failures.mlir:[[# @LINE - 3]]:8: error: unexpected error: 'arith.addi' op operand #0
// CHECK: verify-diagnostics-failures.mlir:[[# @LINE - 5]]:6: error: invalid regex: missing ), unterminated subpattern
