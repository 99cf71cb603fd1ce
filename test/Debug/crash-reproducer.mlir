// --mlir-pass-pipeline-crash-reproducer: a failing pass leaves its pipeline's input IR and
// the pipeline in MLIR's reproducer format; --run-reproducer replays it to the same failure.
// tritongpu-coalesce fails here: the module does not say how many warps it has.

// RUN: not ttopt %s -canonicalize -cse -tritongpu-coalesce --mlir-pass-pipeline-crash-reproducer=%t.global.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --check-prefix=GLOBAL --input-file=%t.global.mlir
// RUN: not ttopt %t.global.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=REPLAY

// ERR:      error: 'arith.constant' op is not contained within a context that specifies the number of warps
// ERR:      crash-reproducer.mlir:{{[0-9]+}}:1: error: Failures have been detected while processing an MLIR pass pipeline
// ERR:      note: Pipeline failed while executing [`TritonGPUCoalesce` on 'builtin.module' operation]: reproducer generated at `{{.*}}.global.mlir`

// The input of the pipeline: the constant add not folded yet.
// GLOBAL:      {{^}}module {
// GLOBAL:      arith.addf %cst, %cst_0 : f32
// GLOBAL:      {{^}}}
// GLOBAL-EMPTY:
// GLOBAL-NEXT: {{^}}{-#
// GLOBAL-NEXT: {{^}}  external_resources: {
// GLOBAL-NEXT: {{^}}    mlir_reproducer: {
// GLOBAL-NEXT: {{^}}      pipeline: "builtin.module(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse,tritongpu-coalesce)",
// GLOBAL-NEXT: {{^}}      disable_threading: false,
// GLOBAL-NEXT: {{^}}      verify_each: true
// GLOBAL-NEXT: {{^}}    }
// GLOBAL-NEXT: {{^}}  }
// GLOBAL-NEXT: {{^}}#-}
// GLOBAL-NOT:  {{.}}

// REPLAY-LOCAL: local.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'arith.constant' op is not contained within a context that specifies the number of warps
// REPLAY:     global.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'arith.constant' op is not contained within a context that specifies the number of warps
// REPLAY-NOT: Failures have been detected

// A local reproducer holds the failing pass alone and the IR it started from (folded).
// RUN: not ttopt %s -canonicalize -cse -tritongpu-coalesce --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --mlir-pass-pipeline-local-reproducer --verify-each=0 2>&1 | FileCheck %s --check-prefix=LOCAL-ERR
// RUN: FileCheck %s --check-prefix=LOCAL --input-file=%t.local.mlir
// RUN: not ttopt %t.local.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=REPLAY-LOCAL
// LOCAL-ERR: note: Pipeline failed while executing `TritonGPUCoalesce` on 'builtin.module' operation: reproducer generated at `{{.*}}.local.mlir`
// LOCAL:      arith.constant 3.000000e+00 : f32
// LOCAL-NOT:  arith.addf
// LOCAL:      pipeline: "builtin.module(tritongpu-coalesce)",
// LOCAL-NEXT: disable_threading: true,
// LOCAL-NEXT: verify_each: false

// No failure, no reproducer.
// RUN: rm -f %t.none.mlir && ttopt %s -canonicalize --mlir-pass-pipeline-crash-reproducer=%t.none.mlir -o /dev/null
// RUN: not ls %t.none.mlir

module {
  tt.func @store_sum(%p: !tt.ptr<f32>) {
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %sum = arith.addf %one, %two : f32
    tt.store %p, %sum : !tt.ptr<f32>
    tt.return
  }
}
