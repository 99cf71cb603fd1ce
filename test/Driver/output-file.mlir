// RUN: ttopt %s -o %t.out && FileCheck %s --input-file %t.out
// RUN: echo "previous contents" > %t.keep
// RUN: not ttopt %S/Inputs/invalid.mlir -o %t.keep 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --check-prefix=KEEP --input-file %t.keep
// RUN: not ttopt %s -o %t.missing/out.mlir 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: rm -rf %t.dir && mkdir %t.dir && not ttopt %s -o %t.dir 2>&1 | FileCheck %s --check-prefix=ISDIR
// RUN: echo > %t.ref && python -c "import os, sys; print([os.stat(p).st_mode for p in sys.argv[1:]])" %t.out %t.ref | FileCheck %s --check-prefix=MODE

// -o writes the result; on failure the diagnostic goes to stderr and an existing
// output file is left as it was. An output file that cannot be made or replaced is an error.

// CHECK: tt.func @f
// ERR: invalid.mlir:2:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
// KEEP: previous contents
// NODIR: ttopt: could not open output file '{{.*}}.missing/out.mlir': No such file or directory
// ISDIR: ttopt: could not write output file '{{.*}}.dir': Is a directory
// The output file has the mode a new file gets (the umask's), as the reference file made by echo.
// MODE: {{\[}}[[MODE:[0-9]+]], [[MODE]]]
tt.func @f() {
  tt.return
}
