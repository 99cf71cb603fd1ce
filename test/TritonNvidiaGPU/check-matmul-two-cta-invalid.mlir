// RUN: ttopt %s -split-input-file --allow-unregistered-dialect -triton-nvidia-check-matmul-two-cta -verify-diagnostics -o /dev/null

// The first matmul sets what the others must do: the first to disagree is the error, with
// a note at the first.
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func public @mixed(%a: i64, %b: i64, %d: i64) {
    %true = arith.constant true
    // expected-note @+1 {{first matmul here has two_ctas=true.}}
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) <{two_ctas}> : (i64, i64, i64, i1, i1) -> ()
    // expected-error @+1 {{inconsistent two_ctas setting across matmuls; expected all matmuls to enable two_ctas.}}
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) : (i64, i64, i64, i1, i1) -> ()
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) : (i64, i64, i64, i1, i1) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func public @mixed_the_other_way(%a: i64, %b: i64, %d: i64) {
    %true = arith.constant true
    // expected-note @+1 {{first matmul here has two_ctas=false.}}
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) : (i64, i64, i64, i1, i1) -> ()
    // expected-error @+1 {{inconsistent two_ctas setting across matmuls; expected all matmuls to disable two_ctas.}}
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) <{two_ctas}> : (i64, i64, i64, i1, i1) -> ()
    tt.return
  }
}
