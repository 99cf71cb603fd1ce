// RUN: ttopt %s -split-input-file -verify-diagnostics

module {
  tt.func @f(%i: i32) {
    // expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'i32'}}
    %0 = math.exp %i : i32
    tt.return
  }
}
