// RUN: ttopt %s -split-input-file --allow-unregistered-dialect -triton-nvidia-mma-lowering -verify-diagnostics -o /dev/null

// Every pattern of upstream's pass rewrites a Blackwell MMA (MMAv5OpInterface). ttopt
// defines none of their ops: one arriving unregistered is named in an error.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sync_mma_v5(%a: i64, %b: i64, %d: i64) {
    %true = arith.constant true
    // expected-error @+1 {{'ttng.tc_gen5_mma' op is a Blackwell (sm100) MMA, which ttopt's triton-nvidia-mma-lowering does not handle: it compiles for sm80 and sm90 only}}
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) : (i64, i64, i64, i1, i1) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scales_in_shared_memory(%a: i64, %b: i64, %d: i64, %s: i64) {
    %true = arith.constant true
    // expected-error @+1 {{'ttng.tc_gen5_mma_scaled' op is a Blackwell (sm100) MMA}}
    "ttng.tc_gen5_mma_scaled"(%a, %b, %d, %s, %s, %true, %true) : (i64, i64, i64, i64, i64, i1, i1) -> ()
    tt.return
  }
}
