// RUN: ttopt %s -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s
// tl.debug_barrier() is `gpu.barrier`, lowered by MLIR's GPU-to-NVVM pattern to nvvm.barrier0 in
// place (checked against Triton 3.6's convert-triton-gpu-to-llvm on the same input).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @debug_barrier
  // CHECK-NOT: nvvm.barrier0
  // CHECK: llvm.inline_asm {{.*}}ld.global.b32
  // CHECK: nvvm.barrier0
  // CHECK-NOT: nvvm.barrier0
  // CHECK: llvm.inline_asm {{.*}}st.global.b32
  tt.func public @debug_barrier(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>) {
    %offsets = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %xp = tt.addptr %xs, %offsets : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %v = tt.load %xp : tensor<128x!tt.ptr<f32>, #blocked>
    gpu.barrier
    %ys = tt.splat %y : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %yp = tt.addptr %ys, %offsets : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    tt.store %yp, %v : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
