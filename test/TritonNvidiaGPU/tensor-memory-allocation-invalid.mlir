// RUN: ttopt %s -split-input-file --allow-unregistered-dialect -triton-tensor-memory-allocation -verify-diagnostics -o /dev/null

// Blackwell's tensor memory is not something ttopt allocates: the first op that uses it is
// named in the error.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tmem(%arg0: tensor<128x128xf32>) {
    // expected-error @+1 {{'ttng.tmem_alloc' op uses tensor memory (Blackwell, sm100), which ttopt does not allocate: it compiles for sm80 and sm90 only}}
    %0 = "ttng.tmem_alloc"(%arg0) : (tensor<128x128xf32>) -> i64
    "ttng.tmem_load"(%0) : (i64) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mma(%a: i64, %b: i64, %d: i64) {
    %true = arith.constant true
    // expected-error @+1 {{'ttng.tc_gen5_mma' op uses tensor memory}}
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) : (i64, i64, i64, i1, i1) -> ()
    tt.return
  }
}
