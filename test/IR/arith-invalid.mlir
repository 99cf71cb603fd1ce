// RUN: ttopt %s -split-input-file -verify-diagnostics

module {
  tt.func @f(%a: i32, %b: i64) {
    // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
    %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
    tt.return
  }
}

// -----

module {
  tt.func @f(%a: f32) {
    // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
    %0 = arith.addi %a, %a : f32
    tt.return
  }
}

// -----

module {
  tt.func @f(%a: i32) {
    // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
    %0 = arith.extsi %a : i32 to i16
    tt.return
  }
}

// -----

module {
  tt.func @f(%a: i32) {
    // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
    %0 = arith.cmpi foo, %a, %a : i32
    tt.return
  }
}

// -----

module {
  tt.func @f(%c: tensor<8xi1>, %a: tensor<16xi32>) {
    // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
    %0 = arith.select %c, %a, %a : tensor<8xi1>, tensor<16xi32>
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    %0 = arith.constant 1.0 : i32
    // expected-error @+1 {{floating point value not valid for specified type}}
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    // expected-error @+1 {{unexpected decimal integer literal for a floating point value}}
    %0 = arith.constant dense<1> : tensor<16xf32>
    tt.return
  }
}

// -----

module {
  tt.func @f(%a: tensor<16xi32>, %b: tensor<32xi32>) {
    // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
    %0 = "arith.addi"(%a, %b) : (tensor<16xi32>, tensor<32xi32>) -> tensor<16xi32>
    tt.return
  }
}

// -----

module {
  tt.func @f(%a: f32) {
    // expected-error @+1 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
    %0 = arith.addf %a, %a fastmath<fastest> : f32
    tt.return
  }
}

// -----

// Number literals that do not fit their type are parse errors at the literal, with MLIR's wording.
module {
  tt.func @f() {
    // expected-error @+1 {{unexpected decimal integer literal for a floating point value}}
    %0 = arith.constant 1 : f32
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    // expected-error @+1 {{integer constant out of range for attribute}}
    %0 = arith.constant 4294967296 : i32
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    // expected-error @+1 {{integer constant out of range for attribute}}
    %0 = arith.constant 2 : i1
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    // expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
    %0 = arith.constant -3 : ui8
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    // expected-error @+1 {{hexadecimal float constant out of range for type}}
    %0 = arith.constant 0x1FC00 : f16
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    // expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
    %0 = arith.constant -0x3C00 : f16
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    // expected-error @+1 {{hexadecimal float constant out of range for type}}
    %0 = arith.constant dense<[1.0, 0x100000000]> : tensor<2xf32>
    tt.return
  }
}

// -----

// Upstream accepts these; ttopt has no storage for them and says so instead of crashing.
module {
  tt.func @f() {
    // expected-error @+1 {{dense elements of type f80 are not supported}}
    %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf80>
    tt.return
  }
}
