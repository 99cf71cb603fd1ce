// RUN: ttopt %s -split-input-file -triton-tensor-memory-allocation | FileCheck %s

// An sm90 kernel uses no tensor memory: its size is 0 columns, recorded on the module
// (and nowhere else).
// CHECK:      module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func public @no_tensor_memory(%arg0: !tt.ptr<f32>) {
// CHECK-NEXT:     %0 = ttg.local_alloc : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
// CHECK-NEXT:     tt.return
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_tensor_memory(%arg0: !tt.ptr<f32>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// An sm80 module gets the same; a size already there is overwritten.
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32} {
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 64 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm80() {
    tt.return
  }
}
