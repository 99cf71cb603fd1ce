// RUN: ttopt %s -split-input-file -verify-diagnostics
// MLIR's verifier checks a block's terminator when it leaves the block (verifyOnExit), after
// the block's ops: an invalid op in a block that also lacks its terminator is the error
// reported, and verification stops there.

tt.func @op_error_first(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like}}
  %0 = arith.addi %a, %a : f32
}

// -----

tt.func @then_the_terminator(%a: i32) {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"}}
  %0 = arith.addi %a, %a : i32
}
