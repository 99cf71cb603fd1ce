// RUN: cat %s | ttopt | FileCheck %s
// RUN: ttopt - < %s | FileCheck %s
// RUN: cat %s | not ttopt -canonicalize --mlir-print-debuginfo --unknown-flag 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: cat %s | not ttopt --mlir-elide-elementsattrs-if-larger=many 2>&1 | FileCheck %s --check-prefix=UINT

// CHECK: tt.func @from_stdin
// FLAG: ttopt: Unknown command line argument '--unknown-flag'.  Try: 'ttopt --help'
// UINT: ttopt: for the --mlir-elide-elementsattrs-if-larger option: 'many' value invalid for uint argument!
tt.func @from_stdin() {
  tt.return
}
