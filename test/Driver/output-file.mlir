// RUN: ttopt %s -o %t.out && FileCheck %s --input-file %t.out
// RUN: echo "previous contents" > %t.keep
// RUN: not ttopt %S/Inputs/invalid.mlir -o %t.keep 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --check-prefix=KEEP --input-file %t.keep

// -o writes the result; on failure the diagnostic goes to stderr and an existing
// output file is left as it was.

// CHECK: tt.func @f
// ERR: invalid.mlir:2:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
// KEEP: previous contents
tt.func @f() {
  tt.return
}
