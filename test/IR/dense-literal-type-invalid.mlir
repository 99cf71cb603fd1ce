// The type of a `dense` literal: MLIR's parseElementsLiteralType messages, reported at the
// `dense` keyword (as triton-opt reports them).
// RUN: ttopt %s -split-input-file -verify-diagnostics

module {
  tt.func @f() {
    // expected-error @+1 {{elements literal must be a shaped type}}
    %0 = arith.constant dense<1> : i32
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    // expected-error @+1 {{elements literal type must have static shape}}
    %0 = arith.constant dense<[1, 2]> : tensor<?xi32>
    tt.return
  }
}

// -----

// A static shaped literal gives no diagnostic (-verify-diagnostics fails on any).
module {
  tt.func @f() -> tensor<2xi32> {
    %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
    tt.return %0 : tensor<2xi32>
  }
}
