// RUN: ttopt %s --mlir-print-debuginfo | FileCheck %s
// RUN: ttopt %s --mlir-print-debuginfo --mlir-use-nameloc-as-prefix=false | FileCheck %s --check-prefix=NUMBERED
// RUN: ttopt %s | FileCheck %s --check-prefix=PLAIN

// Locations print as #loc aliases: those of ops after the module, those of
// arguments (and what they contain) before it. Value names come from name
// locations, as in Triton's own dumps, unless that is turned off.

// CHECK:      #loc = loc("kernel.py":3:0)
// CHECK-NEXT: #loc4 = loc("x"(#loc))
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func public @k(%x: i32 loc("x"(#loc))) -> i32 {
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32 loc(#loc1)
// CHECK-NEXT:     %y = arith.muli %x, %c4_i32 : i32 loc(#loc5)
// CHECK-NEXT:     %y_0 = arith.addi %y, %x : i32 loc(#loc6)
// CHECK-NEXT:     tt.return %y_0 : i32 loc(#loc3)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("kernel.py":4:8)
// CHECK-NEXT: #loc3 = loc("kernel.py":5:4)
// CHECK-NEXT: #loc5 = loc("y"(#loc2))
// CHECK-NEXT: #loc6 = loc("y"(#loc3))

// NUMBERED: tt.func public @k(%arg0: i32 loc("x"(#loc))) -> i32 {
// NUMBERED:   %0 = arith.muli %arg0, %c4_i32 : i32 loc(#loc5)

// PLAIN-NOT: loc
// PLAIN:     %0 = arith.muli %arg0, %c4_i32 : i32
#loc = loc("kernel.py":3:0)
module {
  tt.func public @k(%x: i32 loc("x"(#loc))) -> i32 {
    %c4_i32 = arith.constant 4 : i32 loc(#loc1)
    %y = arith.muli %x, %c4_i32 : i32 loc(#loc5)
    %y_0 = arith.addi %y, %x : i32 loc(#loc6)
    tt.return %y_0 : i32 loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc("kernel.py":4:8)
#loc3 = loc("kernel.py":5:4)
#loc5 = loc("y"(#loc2))
#loc6 = loc("y"(#loc3))
