// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' -verify-diagnostics -o /dev/null
// Whether a bf16 atomic has a PTX instruction depends on the module's target, which must
// be there (Triton 3.6 asserts); below sm_90 the atomic moves one element at a time, so a
// pass option that allows vector atomics (sm_90, PTX 8.1) cannot apply (Triton 3.6 builds
// invalid IR).

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_target(%p: !tt.ptr<bf16>, %v: bf16) {
    // expected-error @+1 {{a bf16 atomic needs a 'ttg.target' attribute on the module}}
    %r = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<bf16>, bf16) -> bf16
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vectorized(%p: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %v: tensor<512xbf16, #blocked>) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %pa = tt.addptr %ps, %r : tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xi32, #blocked>
    // expected-error @+1 {{a bf16 atomic below sm_90 moves one element at a time}}
    %o = tt.atomic_rmw fadd, relaxed, gpu, %pa, %v : (tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xbf16, #blocked>) -> tensor<512xbf16, #blocked>
    tt.return
  }
}
