// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' -verify-diagnostics -o /dev/null
// Without tritongpu-global-scratch-memory-allocation a ttg.global_scratch_alloc has no offset
// (Triton 3.6 asserts): a diagnostic at the op.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unallocated(%out: !tt.ptr<i64>) {
    // expected-error @+1 {{expected a 'ttg.global_scratch_memory_offset' attribute (run tritongpu-global-scratch-memory-allocation first)}}
    %a = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 16 : i32} : !tt.ptr<i8>
    %ia = tt.ptr_to_int %a : !tt.ptr<i8> -> i64
    tt.store %out, %ia : !tt.ptr<i64>
    tt.return
  }
}
