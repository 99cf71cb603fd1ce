// RUN: ttopt %s -split-input-file -canonicalize | FileCheck %s
// The folder of builtin.unrealized_conversion_cast under canonicalize. Every expected
// output was checked against Triton 3.6 (`triton-opt -canonicalize`) on this file.

// A cast to its own types folds to its inputs; a cast of exactly all the results of a cast
// back to that cast's input types (A -> B -> A, one or several values) folds to that
// cast's inputs. The casts left unused go; an unused cast goes too. A longer round trip
// (i32 -> f32 -> i16) is not folded.
// CHECK-LABEL: llvm.func @fold_round_trips(
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = llvm.add %0, %arg0 : i32
// CHECK-NEXT:    %2 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT:    %3 = builtin.unrealized_conversion_cast %2 : f32 to i16
// CHECK-NEXT:    %4 = llvm.zext %3 : i16 to i32
// CHECK-NEXT:    %5 = llvm.add %1, %4 : i32
// CHECK-NEXT:    llvm.return %5 : i32
llvm.func @fold_round_trips(%a: i32, %b: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to f32
  %1 = builtin.unrealized_conversion_cast %0 : f32 to i32
  %dead = builtin.unrealized_conversion_cast %b : i64 to f64
  %2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to !llvm.struct<(i32, i64)>
  %3:2 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i32, i64)> to i32, i64
  %4 = llvm.add %1, %3#0 : i32
  %5 = builtin.unrealized_conversion_cast %a : i32 to i32
  %6 = llvm.add %4, %5 : i32
  %7 = builtin.unrealized_conversion_cast %a : i32 to f32
  %8 = builtin.unrealized_conversion_cast %7 : f32 to i16
  %9 = llvm.zext %8 : i16 to i32
  %10 = llvm.add %6, %9 : i32
  llvm.return %10 : i32
}

// -----

// Not folded: a cast of only some results of a cast (or of them in another order), and a
// cast without inputs. A folded round trip leaves its inner cast to whoever else uses it.
// CHECK-LABEL: llvm.func @no_fold(
// CHECK-NEXT:    %0:2 = builtin.unrealized_conversion_cast %arg0 : i32 to f32, f32
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0#0 : f32 to i32
// CHECK-NEXT:    %2 = builtin.unrealized_conversion_cast %0#1, %0#0 : f32, f32 to i32
// CHECK-NEXT:    %3 = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT:    %4 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT:    %5 = builtin.unrealized_conversion_cast %4 : f32 to i64
// CHECK-NEXT:    %6 = llvm.add %1, %2 : i32
// CHECK-NEXT:    %7 = llvm.add %6, %3 : i32
// CHECK-NEXT:    %8 = llvm.add %7, %arg0 : i32
// CHECK-NEXT:    %9 = llvm.trunc %5 : i64 to i32
llvm.func @no_fold(%a: i32, %b: i64) -> i32 {
  %p:2 = builtin.unrealized_conversion_cast %a : i32 to f32, f32
  %q = builtin.unrealized_conversion_cast %p#0 : f32 to i32
  %r = builtin.unrealized_conversion_cast %p#1, %p#0 : f32, f32 to i32
  %z = builtin.unrealized_conversion_cast to i32
  %s = builtin.unrealized_conversion_cast %a : i32 to f32
  %t = builtin.unrealized_conversion_cast %s : f32 to i32
  %u = builtin.unrealized_conversion_cast %s : f32 to i64
  %c = llvm.add %q, %r : i32
  %d = llvm.add %c, %z : i32
  %e = llvm.add %d, %t : i32
  %w = llvm.trunc %u : i64 to i32
  %f = llvm.add %e, %w : i32
  llvm.return %f : i32
}
