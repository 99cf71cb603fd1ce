// --dump-pass-pipeline prints OpPassManager::dump to stderr before the passes run: the pass
// count, then the pipeline one pass a line, options sorted by name and list options MLIR
// prints empty (canonicalize's pattern lists: two spaces), then an empty line.

// RUN: ttopt %s -canonicalize -cse '-convert-triton-to-tritongpu=target=cuda:90 num-warps=8' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// CHECK:Pass Manager with 3 passes:
// CHECK-NEXT:builtin.module(
// CHECK-NEXT:  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// CHECK-NEXT:  cse,
// CHECK-NEXT:  convert-triton-to-tritongpu{enable-source-remat=false num-ctas=1 num-warps=8 target=cuda:90 threads-per-warp=32}
// CHECK-NEXT:)
// CHECK-EMPTY:
// CHECK-NOT:  {{.}}

// A --pass-pipeline is printed the same way; an empty one too.
// RUN: ttopt %s --pass-pipeline='builtin.module(cse)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE --strict-whitespace --match-full-lines
// ONE:Pass Manager with 1 passes:
// ONE-NEXT:builtin.module(
// ONE-NEXT:  cse
// ONE-NEXT:)
// RUN: ttopt %s --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --strict-whitespace --match-full-lines
// NONE:Pass Manager with 0 passes:
// NONE-NEXT:builtin.module(
// NONE-EMPTY:
// NONE-NEXT:)

tt.func @f() {
  tt.return
}
