module {
  tt.func public @vecadd(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1024_i32 = arith.constant 1024 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c1024_i32 : i32
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    %3 = tt.splat %1 : i32 -> tensor<1024xi32>
    %4 = arith.addi %3, %2 : tensor<1024xi32>
    %5 = tt.splat %arg3 : i32 -> tensor<1024xi32>
    %6 = arith.cmpi slt, %4, %5 : tensor<1024xi32>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %8 = tt.addptr %7, %4 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %9 = tt.load %8, %6 : tensor<1024x!tt.ptr<f32>>
    %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %11 = tt.addptr %10, %4 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %12 = tt.load %11, %6 : tensor<1024x!tt.ptr<f32>>
    %13 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %14 = tt.addptr %13, %4 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %15 = arith.addf %9, %12 : tensor<1024xf32>
    tt.store %14, %15, %6 : tensor<1024x!tt.ptr<f32>>
    tt.return
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(any(convert-triton-to-tritongpu{enable-source-remat=false num-ctas=1 num-warps=4 target=cuda:90 threads-per-warp=32},tritongpu-coalesce,tritongpu-F32DotTC{emu-tf32=true},triton-nvidia-gpu-plan-cta,tritongpu-remove-layout-conversions,tritongpu-optimize-thread-locality,tritongpu-accelerate-matmul,tritongpu-remove-layout-conversions,tritongpu-optimize-dot-operands{hoist-layout-conversion=true},triton-nvidia-optimize-descriptor-encoding,triton-loop-aware-cse,tritongpu-fuse-nested-loops,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},triton-licm,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},tritongpu-combine-tensor-select-and-if,nvgpu-warp-specialization{dump-intermediate-steps=false num-stages=3},tritongpu-assign-latencies{num-stages=3},tritongpu-schedule-loops,tritongpu-pipeline{dump-intermediate-steps=false num-stages=3},canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},triton-loop-aware-cse,tritongpu-prefetch,tritongpu-optimize-dot-operands{hoist-layout-conversion=true},tritongpu-coalesce-async-copy,triton-nvidia-optimize-tmem-layouts,triton-nvidia-tma-lowering,tritongpu-remove-layout-conversions,triton-nvidia-interleave-tmem,tritongpu-reduce-data-duplication,tritongpu-reorder-instructions,triton-loop-aware-cse,symbol-dce,triton-nvidia-gpu-fence-insertion{compute-capability=90},triton-nvidia-mma-lowering,sccp,cse,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))",
      disable_threading: false,
      verify_each: false
    }
  }
#-}
