// RUN: ttopt %s -canonicalize --debug-only=greedy-rewriter 2>&1 >/dev/null | FileCheck %s
// RUN: ttopt %s -canonicalize --debug-only=other-tag 2>&1 >/dev/null | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: ttopt %s -canonicalize --debug 2>&1 >/dev/null | FileCheck %s

// Debug output is `[TAG]: message` on stderr, only for the requested tags.

// CHECK: [greedy-rewriter]: iteration 1
// CHECK: [greedy-rewriter]: erasing dead op: arith.muli
// NONE-NOT: greedy-rewriter
tt.func @f(%a: i32) {
  %0 = arith.muli %a, %a : i32
  tt.return
}
