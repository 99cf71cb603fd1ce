// RUN: ttopt %s -split-input-file --allow-unregistered-dialect -triton-nvidia-check-matmul-two-cta | FileCheck %s

// No Blackwell matmul (every sm80 and sm90 kernel, wgmma included): two_ctas is off.
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_matmul() {
    tt.return
  }
}

// -----

// Matmuls that all use two CTAs (ttopt knows tc_gen5_mma only as an unregistered op; its
// `two_ctas` unit property is what counts): the module records true.
// CHECK: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttng.two-ctas" = true} {
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func public @all_two_ctas(%a: i64, %b: i64, %d: i64, %n: i32) {
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) <{two_ctas}> : (i64, i64, i64, i1, i1) -> ()
    scf.for %i = %c0 to %n step %c1 : i32 {
      "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) <{two_ctas}> : (i64, i64, i64, i1, i1) -> ()
      scf.yield
    }
    tt.return
  }
}

// -----

// Matmuls that all use one CTA: false.
// CHECK: module attributes {"ttg.num-warps" = 4 : i32, "ttng.two-ctas" = false} {
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @all_one_cta(%a: i64, %b: i64, %d: i64) {
    %true = arith.constant true
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) : (i64, i64, i64, i1, i1) -> ()
    "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) : (i64, i64, i64, i1, i1) -> ()
    tt.return
  }
}
