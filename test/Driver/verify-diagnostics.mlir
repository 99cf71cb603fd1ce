// RUN: ttopt %s -split-input-file -verify-diagnostics

// An expectation on the line of the failing op.
tt.func @same_line(%a: i32, %b: i64) {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32 // expected-error {{requires the same type for all operands and results}}
  tt.return
}

// -----

tt.func @relative(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  tt.return
}

// -----

tt.func @below(%c: tensor<8xi1>, %a: tensor<16xi32>) {
  // expected-error @below {{condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : tensor<8xi1>, tensor<16xi32>
  tt.return
}

// -----

tt.func @above(%a: i32) {
  %0 = arith.extsi %a : i32 to i16
  // expected-error @above {{operand type 'i32' and result type 'i16' are cast incompatible}}
  tt.return
}

// -----

tt.func @regex(%a: i32) {
  // expected-error-re @+1 {{operand type '{{i[0-9]+}}' and result type 'i8' are cast {{.*}}}}
  %0 = arith.extui %a : i32 to i8
  tt.return
}

// -----

// A parse error is a diagnostic too.
tt.func @parse_error(%a: i32) {
  // expected-error @+1 {{custom op 'foo.bar' is unknown (tried 'builtin.foo.bar' as well)}}
  foo.bar %a
  tt.return
}
