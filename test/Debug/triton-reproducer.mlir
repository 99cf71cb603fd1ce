// --run-reproducer replays the reproducers Triton 3.6 writes under TRITON_REPRODUCER_PATH
// (`builtin.module(any(...))`, MLIR's option text, verify_each false). The inputs were made by
// the oracle (the real Triton 3.6) from examples/vecadd.ttir:
//   TRITON_REPRODUCER_PATH=r ref_opt.py vecadd.ttir --stage llir --with-make-ttir --target cuda:90
// Inputs/vecadd.make_ttgir.repro.mlir is r.make_ttgir.repro.mlir; Inputs/vecadd.triton36.ttgir
// is the module of r.make_llir.repro.mlir: what Triton's make_ttgir made of it.

// RUN: ttopt %S/Inputs/vecadd.make_ttgir.repro.mlir --run-reproducer -o %t 2>&1 | FileCheck %s --check-prefix=NOTES
// RUN: diff %t %S/Inputs/vecadd.triton36.ttgir

// Passes ttopt lacks stand in as in ttopt-compile: skipped, saying why.
// NOTES: ttopt: note: skipped triton-nvidia-gpu-plan-cta: the kernel has no more than one CTA
// NOTES: ttopt: note: skipped nvgpu-warp-specialization: the kernel has no loops marked tt.warp_specialize

// The replayed pipeline is the file's, as --dump-pass-pipeline shows.
// RUN: ttopt %S/Inputs/vecadd.make_ttgir.repro.mlir --run-reproducer --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE:      Pass Manager with {{[0-9]+}} passes:
// PIPELINE-NEXT: builtin.module(
// PIPELINE-NEXT:   convert-triton-to-tritongpu{enable-source-remat=false num-ctas=1 num-warps=4 target=cuda:90 threads-per-warp=32},
// PIPELINE-NEXT:   tritongpu-coalesce,
// PIPELINE:        {{^}}  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}{{$}}
// PIPELINE-NEXT: )

// Without --run-reproducer the block is read and dropped with MLIR's warning: no pass runs.
// RUN: ttopt %S/Inputs/vecadd.make_ttgir.repro.mlir 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN:     vecadd.make_ttgir.repro.mlir:{{[0-9]+}}:5: warning: ignoring unknown external resources for 'mlir_reproducer'
// PLAIN-NOT: #blocked
// PLAIN:     tt.func public @vecadd
