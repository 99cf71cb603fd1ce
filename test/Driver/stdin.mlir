// RUN: cat %s | ttopt | FileCheck %s
// RUN: ttopt - < %s | FileCheck %s
// RUN: cat %s | not ttopt -canonicalize --mlir-print-debuginfo --unknown-flag 2>&1 | FileCheck %s --check-prefix=FLAG

// CHECK: tt.func @from_stdin
// FLAG: ttopt: Unknown command line argument '--unknown-flag'.  Try: 'ttopt --help'
tt.func @from_stdin() {
  tt.return
}
