// RUN: ttopt %s -split-input-file -reconcile-unrealized-casts | FileCheck %s
// reconcile-unrealized-casts: MLIR's pass, which Triton 3.6's convert-warp-specialize-to-llvm
// runs on the whole module. Every expected output was checked against Triton 3.6
// (`triton-opt -convert-warp-specialize-to-llvm`, which on IR without ttg.warp_specialize
// does only this) on this file.

// A chain of casts back to the type it started from is replaced by its start, however
// long (A -> B -> A, A -> B -> C -> A); so is a cast to its own type. The casts left
// without a non-cast user go.
// CHECK-LABEL: llvm.func @round_trips(
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = llvm.add %0, %arg0 : i32
// CHECK-NEXT:    llvm.return %1 : i32
llvm.func @round_trips(%a: i32, %b: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to f32
  %1 = builtin.unrealized_conversion_cast %0 : f32 to i32
  %2 = builtin.unrealized_conversion_cast %a : i32 to f32
  %3 = builtin.unrealized_conversion_cast %2 : f32 to i16
  %4 = builtin.unrealized_conversion_cast %3 : i16 to i32
  %5 = builtin.unrealized_conversion_cast %a : i32 to i32
  %6 = llvm.add %1, %4 : i32
  %7 = llvm.add %6, %5 : i32
  llvm.return %7 : i32
}

// -----

// - %0 -> %1 is dead: erased.
// - (i32, i64) -> f64 -> (i32, i64) takes several values through one: forwarded.
// - %5 casts only one of %4's two results: not a round trip, both stay.
// - i32 -> i8 -> i16 -> i32 is forwarded, but i8 -> i16 also feeds a live cast to f16:
//   those casts stay, only the last one goes.
// CHECK-LABEL: llvm.func @dead_and_partial(
// CHECK-NEXT:    %0:2 = builtin.unrealized_conversion_cast %arg0 : i32 to f32, f32
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0#0 : f32 to i32
// CHECK-NEXT:    %2 = builtin.unrealized_conversion_cast %arg0 : i32 to i8
// CHECK-NEXT:    %3 = builtin.unrealized_conversion_cast %2 : i8 to i16
// CHECK-NEXT:    %4 = builtin.unrealized_conversion_cast %3 : i16 to f16
// CHECK-NEXT:    %5 = llvm.add %arg0, %1 : i32
// CHECK-NEXT:    %6 = llvm.add %5, %arg0 : i32
// CHECK-NEXT:    %7 = llvm.bitcast %4 : f16 to i16
llvm.func @dead_and_partial(%a: i32, %b: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to f32
  %1 = builtin.unrealized_conversion_cast %0 : f32 to f16
  %2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f64
  %3:2 = builtin.unrealized_conversion_cast %2 : f64 to i32, i64
  %4:2 = builtin.unrealized_conversion_cast %a : i32 to f32, f32
  %5 = builtin.unrealized_conversion_cast %4#0 : f32 to i32
  %6 = builtin.unrealized_conversion_cast %a : i32 to i8
  %7 = builtin.unrealized_conversion_cast %6 : i8 to i16
  %8 = builtin.unrealized_conversion_cast %7 : i16 to i32
  %9 = builtin.unrealized_conversion_cast %7 : i16 to f16
  %10 = llvm.add %3#0, %5 : i32
  %11 = llvm.add %10, %8 : i32
  %12 = llvm.bitcast %9 : f16 to i16
  %13 = llvm.zext %12 : i16 to i32
  %14 = llvm.add %11, %13 : i32
  llvm.return %14 : i32
}

// -----

// Chains cross blocks: the round trip in ^bb1 is forwarded; the casts feeding ^bb2's
// i16 -> i64 stay.
// CHECK-LABEL: llvm.func @across_blocks(
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : f32 to i16
// CHECK-NEXT:    llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    llvm.return %arg0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
// CHECK-NEXT:    %3 = llvm.trunc %2 : i64 to i32
llvm.func @across_blocks(%a: i32, %c: i1) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to f32
  %1 = builtin.unrealized_conversion_cast %0 : f32 to i16
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i32
  llvm.return %2 : i32
^bb2:
  %3 = builtin.unrealized_conversion_cast %1 : i16 to i64
  %4 = llvm.trunc %3 : i64 to i32
  llvm.return %4 : i32
}

// -----

// A cycle of casts (possible in an unreachable block) has nothing outside it to forward:
// kept while something uses it...
// CHECK-LABEL: llvm.func @live_cycle(
// CHECK:         %0 = builtin.unrealized_conversion_cast %1 : f32 to i32
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
// CHECK-NEXT:    %2 = llvm.add %0, %arg0 : i32
llvm.func @live_cycle(%a: i32) -> i32 {
  llvm.return %a : i32
^bb1:
  %0 = builtin.unrealized_conversion_cast %1 : f32 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  %2 = llvm.add %0, %a : i32
  llvm.return %2 : i32
}

// -----

// ... and erased when nothing else does.
// CHECK-LABEL: llvm.func @dead_cycle(
// CHECK-NEXT:    llvm.return %arg0 : i32
// CHECK-NEXT:  ^bb1:  // no predecessors
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:    llvm.return %0 : i32
llvm.func @dead_cycle(%a: i32) -> i32 {
  llvm.return %a : i32
^bb1:
  %0 = builtin.unrealized_conversion_cast %1 : f32 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  %2 = llvm.add %a, %a : i32
  llvm.return %2 : i32
}
