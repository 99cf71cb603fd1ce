// RUN: ttopt %s | FileCheck %s --strict-whitespace

// Without operands, `ttg.mask.return` prints as 3.6 prints it: two spaces, a
// colon and a trailing space (text that 3.6 itself does not parse back, so the
// input uses the generic form).
// CHECK:      "ttg.mask"(%arg0) ({
// CHECK-NEXT:       ttg.mask.return  : {{$}}
// CHECK-NEXT:     }) : (i1) -> ()
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mask_without_results(%arg0: i1) {
    "ttg.mask"(%arg0) ({
      "ttg.mask.return"() : () -> ()
    }) : (i1) -> ()
    tt.return
  }
}
