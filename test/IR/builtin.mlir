// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT:     %1:2 = builtin.unrealized_conversion_cast %arg0 : i32 to f32, i64
// CHECK-NEXT:     %2 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %3 = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%x: i32) {
    %0 = builtin.unrealized_conversion_cast %x : i32 to f32
    %1:2 = builtin.unrealized_conversion_cast %x : i32 to f32, i64
    %2 = "arith.addi"(%x, %x) : (i32, i32) -> i32
    %3 = "arith.addi"(%x, %x) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    tt.return
  }
}

// -----

// CHECK: module @named attributes {tt.foo, tt.str = "s", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @f() {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @named attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, tt.foo, tt.str = "s"} {
  tt.func @f() {
    tt.return
  }
}

// -----

// CHECK: module {
// CHECK-NEXT: }
module {
}

// -----

// CHECK: module {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     tt.func @f() {
// CHECK-NEXT:       tt.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @g() {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  module @inner {
    tt.func @f() {
      tt.return
    }
  }
  tt.func @g() {
    tt.return
  }
}
