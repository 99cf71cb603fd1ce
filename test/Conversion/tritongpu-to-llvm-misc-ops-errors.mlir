// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' -verify-diagnostics -o /dev/null
// What the histogram and atomic lowerings reject, with a diagnostic at the op (Triton 3.6
// builds invalid IR or aborts on these inputs).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @wide_histogram(%x: tensor<128xi64, #blocked>, %o: !tt.ptr<i32>) {
    // expected-error @+1 {{tt.histogram lowers only i32 values counted into i32 bins}}
    %h = tt.histogram %x : tensor<128xi64, #blocked> -> tensor<32xi32, #blocked>
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked>
    %os = tt.splat %o : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #blocked>
    %oa = tt.addptr %os, %r : tensor<32x!tt.ptr<i32>, #blocked>, tensor<32xi32, #blocked>
    tt.store %oa, %h : tensor<32x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @byte_atomic(%p: !tt.ptr<i8>, %v: i8) {
    // expected-error @+1 {{unsupported 8-bit element type for an atomic RMW}}
    %a = tt.atomic_rmw add, acq_rel, gpu, %p, %v : (!tt.ptr<i8>, i8) -> i8
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @byte_cas(%p: !tt.ptr<i8>, %v: i8) {
    // expected-error @+1 {{unsupported 8-bit element type for an atomic compare-and-swap}}
    %a = tt.atomic_cas acq_rel, gpu, %p, %v, %v : (!tt.ptr<i8>, i8, i8) -> i8
    tt.return
  }
}
