// RUN: ttopt %s -split-input-file -verify-diagnostics
// A use whose type differs from its value's: the error at the use, and MLIR's note at the
// value's definition (an op result, a function argument, a loop's induction variable).

tt.func @op_result(%a: i32) {
  %sum = arith.addi %a, %a : i32 // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%sum' expects different type than prior uses: 'i64' vs 'i32'}}
  %bad = arith.addi %sum, %sum : i64
  tt.return
}

// -----

tt.func @function_argument(%a: tensor<8xf32>, %b: tensor<8xf16>) { // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'tensor<8xf32>' vs 'tensor<8xf16>'}}
  %s = arith.addf %a, %b : tensor<8xf32>
  tt.return
}

// -----

tt.func @loop_argument(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 { // expected-note {{prior use here}}
    // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'f32' vs 'index'}}
    %y = arith.addf %i, %x : f32
  }
  tt.return
}
