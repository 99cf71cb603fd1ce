// RUN: ttopt %s -split-input-file --allow-unregistered-dialect -triton-nvidia-gpu-proxy-fence-insertion -verify-diagnostics -o /dev/null

// Upstream's analysis sees the shared-memory effects of Blackwell's tensor-memory ops
// (tcgen05 commits write an mbarrier, tmem_copy reads shared memory). ttopt defines none of
// them: the first one arriving unregistered is named in an error.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @commit(%bar: i64) {
    // expected-error @+1 {{'ttng.tc_gen5_commit' op uses tensor memory (Blackwell, sm100), which ttopt's triton-nvidia-gpu-proxy-fence-insertion does not handle: it compiles for sm80 and sm90 only}}
    "ttng.tc_gen5_commit"(%bar) : (i64) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tmem_copy(%src: i64, %dst: i64) {
    // expected-error @+1 {{'ttng.tmem_copy' op uses tensor memory}}
    "ttng.tmem_copy"(%src, %dst) : (i64, i64) -> ()
    tt.return
  }
}
