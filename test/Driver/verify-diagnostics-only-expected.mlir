// RUN: ttopt %s -split-input-file -test-print-alignment -verify-diagnostics=only-expected -o /dev/null
// RUN: not ttopt %s -split-input-file -test-print-alignment -verify-diagnostics -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not ttopt %s -split-input-file -test-print-alignment -verify-diagnostics=all -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL

// `-verify-diagnostics=only-expected` (MLIR's VerifyDiagnosticsLevel::OnlyExpected)
// checks the expected diagnostics only: the remark on the constant, unexpected, is
// ignored; `-verify-diagnostics` and `=all` report it.
tt.func @one_expected() {
  // ALL: verify-diagnostics-only-expected.mlir:[[# @LINE + 1]]:9: error: unexpected remark: {{.*}}constant_value = 1
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 2}}
  %c2 = arith.addi %c1, %c1 : i32
  tt.return
}
