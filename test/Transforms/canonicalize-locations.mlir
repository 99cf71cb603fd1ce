// RUN: ttopt %s -canonicalize --mlir-print-debuginfo | FileCheck %s
// Locations after -canonicalize, checked against Triton 3.6
// (`triton-opt -canonicalize --mlir-print-debuginfo`) on this file:
// - a constant created by folding takes the folded op's location; a constant merged with an
//   equal one, or hoisted out of a nested block, gets an unknown location; constants that
//   only move within the entry block keep theirs;
// - ops built by a DRR pattern get the fused locations of the matched ops, ops built by a C++
//   pattern the location of the op it rewrote.

// CHECK: #loc2 = loc("a")
// CHECK-NEXT: #loc10 = loc("x")
// CHECK-NEXT: #loc11 = loc("b")
// CHECK-NEXT: #loc17 = loc("n")
// CHECK-NEXT: #loc18 = loc("p")
// CHECK-NEXT: module {
// CHECK-NEXT: tt.func @folding(%a: i32 loc("a")) -> (i32, i32, i32) {
// CHECK-NEXT: %add4 = arith.constant 4 : i32 loc(#loc3)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32 loc(#loc4)
// CHECK-NEXT: %add = arith.addi %a, %a : i32 loc(#loc5)
// CHECK-NEXT: %add2 = arith.addi %add, %c2_i32 : i32 loc(#loc6)
// CHECK-NEXT: %add3 = arith.addi %add, %c2_i32 : i32 loc(#loc7)
// CHECK-NEXT: tt.return %add2, %add3, %add4 : i32, i32, i32 loc(#loc8)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: tt.func @patterns(%x: i32 loc("x"), %b: i1 loc("b")) -> (i32, i32) {
// CHECK-NEXT: %sel = arith.constant true loc(#loc12)
// CHECK-NEXT: %add2 = arith.constant 3 : i32 loc(#loc23)
// CHECK-NEXT: %add2_0 = arith.addi %x, %add2 : i32 loc(#loc23)
// CHECK-NEXT: %sel_1 = arith.xori %b, %sel : i1 loc(#loc12)
// CHECK-NEXT: %ext = arith.extui %sel_1 : i1 to i32 loc(#loc14)
// CHECK-NEXT: tt.return %add2_0, %ext : i32, i32 loc(#loc15)
// CHECK-NEXT: } loc(#loc9)
// CHECK-NEXT: tt.func @hoisting(%n: i32 loc("n"), %p: !tt.ptr<i32> loc("p")) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32 loc(#loc4)
// CHECK-NEXT: %c0 = arith.constant 0 : i32 loc(#loc19)
// CHECK-NEXT: %c1 = arith.constant 1 : i32 loc(#loc13)
// CHECK-NEXT: scf.for %arg2 = %c0 to %n step %c1  : i32 {
// CHECK-NEXT: %add = arith.addi %arg2, %c7_i32 : i32 loc(#loc5)
// CHECK-NEXT: tt.store %p, %add : !tt.ptr<i32> loc(#loc21)
// CHECK-NEXT: } loc(#loc20)
// CHECK-NEXT: tt.return loc(#loc22)
// CHECK-NEXT: } loc(#loc16)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("module")
// CHECK-NEXT: #loc1 = loc("folding")
// CHECK-NEXT: #loc3 = loc("add4")
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc5 = loc("add")
// CHECK-NEXT: #loc6 = loc("add2")
// CHECK-NEXT: #loc7 = loc("add3")
// CHECK-NEXT: #loc8 = loc("ret1")
// CHECK-NEXT: #loc9 = loc("patterns")
// CHECK-NEXT: #loc12 = loc("sel")
// CHECK-NEXT: #loc13 = loc("c1")
// CHECK-NEXT: #loc14 = loc("ext")
// CHECK-NEXT: #loc15 = loc("ret2")
// CHECK-NEXT: #loc16 = loc("hoisting")
// CHECK-NEXT: #loc19 = loc("c0")
// CHECK-NEXT: #loc20 = loc("for")
// CHECK-NEXT: #loc21 = loc("store")
// CHECK-NEXT: #loc22 = loc("ret3")
// CHECK-NEXT: #loc23 = loc(fused[#loc6, #loc13])

module {
  tt.func @folding(%a: i32 loc("a")) -> (i32, i32, i32) {
    %0 = arith.addi %a, %a : i32 loc("add")
    %c1 = arith.constant 1 : i32 loc("c1")
    %1 = arith.muli %0, %c1 : i32 loc("mul")
    %c2 = arith.constant 2 : i32 loc("c2")
    %c2b = arith.constant 2 : i32 loc("c2b")
    %2 = arith.addi %0, %c2 : i32 loc("add2")
    %3 = arith.addi %0, %c2b : i32 loc("add3")
    %4 = arith.addi %c2, %c2 : i32 loc("add4")
    tt.return %2, %3, %4 : i32, i32, i32 loc("ret1")
  } loc("folding")
  tt.func @patterns(%x: i32 loc("x"), %b: i1 loc("b")) -> (i32, i32) {
    %c1 = arith.constant 1 : i32 loc("c1")
    %c2 = arith.constant 2 : i32 loc("c2")
    %0 = arith.addi %x, %c1 : i32 loc("add1")
    %1 = arith.addi %0, %c2 : i32 loc("add2")
    %t = arith.constant true loc("t")
    %f = arith.constant false loc("f")
    %2 = arith.select %b, %f, %t : i1 loc("sel")
    %3 = arith.extui %2 : i1 to i32 loc("ext")
    tt.return %1, %3 : i32, i32 loc("ret2")
  } loc("patterns")
  tt.func @hoisting(%n: i32 loc("n"), %p: !tt.ptr<i32> loc("p")) {
    %c0 = arith.constant 0 : i32 loc("c0")
    %c1 = arith.constant 1 : i32 loc("c1")
    scf.for %i = %c0 to %n step %c1 : i32 {
      %c7 = arith.constant 7 : i32 loc("c7")
      %s = arith.addi %i, %c7 : i32 loc("add")
      tt.store %p, %s : !tt.ptr<i32> loc("store")
    } loc("for")
    tt.return loc("ret3")
  } loc("hoisting")
} loc("module")
