// RUN: ttopt %s -canonicalize | FileCheck %s
// Folders and canonicalization patterns of the arith dialect. Every expected output was
// checked against Triton 3.6 (`triton-opt -canonicalize`) on this file.

// arith.constant folds to its value; duplicates are uniqued and hoisted to the entry block.
// CHECK-LABEL: tt.func @constant(
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: tt.return %c7_i32, %c7_i32 : i32, i32
// CHECK-NEXT: }
tt.func @constant() -> (i32, i32) {
  %0 = arith.constant 7 : i32
  %1 = arith.constant 7 : i32
  tt.return %0, %1 : i32, i32
}

// addi: x + 0 -> x, (a - b) + b -> a, b + (a - b) -> a, constant folding wraps modulo 2^32,
// splat and dense tensors fold element-wise.
// CHECK-LABEL: tt.func @addi_fold(
// CHECK-NEXT: %c-2147483644_i32 = arith.constant -2147483644 : i32
// CHECK-NEXT: %cst = arith.constant dense<[11, 22, 33, -2147483645]> : tensor<4xi32>
// CHECK-NEXT: tt.return %arg0, %arg0, %arg0, %c-2147483644_i32, %cst, %arg2 : i32, i32, i32, i32, tensor<4xi32>, tensor<4xi32>
// CHECK-NEXT: }
tt.func @addi_fold(%x: i32, %y: i32, %t: tensor<4xi32>) -> (i32, i32, i32, i32, tensor<4xi32>, tensor<4xi32>) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cmax = arith.constant 2147483647 : i32
  %0 = arith.addi %x, %c0 : i32
  %s = arith.subi %x, %y : i32
  %1 = arith.addi %s, %y : i32
  %2 = arith.addi %y, %s : i32
  %3 = arith.addi %cmax, %c5 : i32
  %d1 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %d2 = arith.constant dense<[10, 20, 30, 2147483647]> : tensor<4xi32>
  %4 = arith.addi %d1, %d2 : tensor<4xi32>
  %z = arith.constant dense<0> : tensor<4xi32>
  %5 = arith.addi %t, %z : tensor<4xi32>
  tt.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, tensor<4xi32>, tensor<4xi32>
}

// Commutative ops move a constant operand to the right-hand side.
// CHECK-LABEL: tt.func @commutative_constant_right(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @commutative_constant_right(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %c1, %x : i32
  tt.return %0 : i32
}

// AddIAddConstant: (x + c1) + c2 -> x + (c1 + c2), keeping the overflow flags both adds share.
// CHECK-LABEL: tt.func @addi_add_constant(
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @addi_add_constant(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw, nuw> : i32
  tt.return %1 : i32
}

// AddISubConstantRHS: (x - c1) + c2 -> x + (c2 - c1).
// CHECK-LABEL: tt.func @addi_sub_constant_rhs(
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @addi_sub_constant_rhs(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.subi %x, %c1 : i32
  %1 = arith.addi %0, %c5 : i32
  tt.return %1 : i32
}

// AddISubConstantLHS: (c1 - x) + c2 -> (c1 + c2) - x.
// CHECK-LABEL: tt.func @addi_sub_constant_lhs(
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @addi_sub_constant_lhs(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.subi %c1, %x : i32
  %1 = arith.addi %0, %c5 : i32
  tt.return %1 : i32
}

// AddIMulNegativeOneRhs / Lhs: x + y * -1 -> x - y and x * -1 + y -> y - x.
// CHECK-LABEL: tt.func @addi_mul_negative_one(
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<8xi32>
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: tt.return %0, %1, %cst : i32, i32, tensor<8xi32>
// CHECK-NEXT: }
tt.func @addi_mul_negative_one(%x: i32, %y: i32, %t: tensor<8xi32>) -> (i32, i32, tensor<8xi32>) {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %y, %m1 : i32
  %1 = arith.addi %x, %0 : i32
  %2 = arith.muli %x, %m1 : i32
  %3 = arith.addi %2, %y : i32
  %tm1 = arith.constant dense<-1> : tensor<8xi32>
  %4 = arith.muli %t, %tm1 : tensor<8xi32>
  %5 = arith.addi %t, %4 : tensor<8xi32>
  tt.return %1, %3, %5 : i32, i32, tensor<8xi32>
}

// subi: x - x -> 0 (also for tensors), x - 0 -> x, (a + b) - b -> a, (a + b) - a -> b,
// constant folding.
// CHECK-LABEL: tt.func @subi_fold(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: tt.return %c0_i32, %arg0, %arg0, %arg1, %cst, %c-7_i32 : i32, i32, i32, i32, tensor<4xi32>, i32
// CHECK-NEXT: }
tt.func @subi_fold(%x: i32, %y: i32, %t: tensor<4xi32>) -> (i32, i32, i32, i32, tensor<4xi32>, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.subi %x, %x : i32
  %1 = arith.subi %x, %c0 : i32
  %a = arith.addi %x, %y : i32
  %2 = arith.subi %a, %y : i32
  %3 = arith.subi %a, %x : i32
  %4 = arith.subi %t, %t : tensor<4xi32>
  %5 = arith.subi %c3, %c10 : i32
  tt.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, tensor<4xi32>, i32
}

// SubIRHSAddConstant: (x + c1) - c2 -> x + (c1 - c2).
// CHECK-LABEL: tt.func @subi_rhs_add_constant(
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c-7_i32 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @subi_rhs_add_constant(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.addi %x, %c3 : i32
  %1 = arith.subi %0, %c10 : i32
  tt.return %1 : i32
}

// SubILHSAddConstant: c2 - (x + c1) -> (c2 - c1) - x.
// CHECK-LABEL: tt.func @subi_lhs_add_constant(
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.subi %c7_i32, %arg0 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @subi_lhs_add_constant(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.addi %x, %c3 : i32
  %1 = arith.subi %c10, %0 : i32
  tt.return %1 : i32
}

// SubIRHSSubConstantRHS: (x - c1) - c2 -> x - (c1 + c2).
// CHECK-LABEL: tt.func @subi_rhs_sub_constant_rhs(
// CHECK-NEXT: %c13_i32 = arith.constant 13 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %c13_i32 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @subi_rhs_sub_constant_rhs(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.subi %x, %c3 : i32
  %1 = arith.subi %0, %c10 : i32
  tt.return %1 : i32
}

// SubIRHSSubConstantLHS: (c1 - x) - c2 -> (c1 - c2) - x.
// CHECK-LABEL: tt.func @subi_rhs_sub_constant_lhs(
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: %0 = arith.subi %c-7_i32, %arg0 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @subi_rhs_sub_constant_lhs(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.subi %c3, %x : i32
  %1 = arith.subi %0, %c10 : i32
  tt.return %1 : i32
}

// SubILHSSubConstantRHS: c2 - (x - c1) -> (c1 + c2) - x.
// CHECK-LABEL: tt.func @subi_lhs_sub_constant_rhs(
// CHECK-NEXT: %c13_i32 = arith.constant 13 : i32
// CHECK-NEXT: %0 = arith.subi %c13_i32, %arg0 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @subi_lhs_sub_constant_rhs(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.subi %x, %c3 : i32
  %1 = arith.subi %c10, %0 : i32
  tt.return %1 : i32
}

// SubILHSSubConstantLHS: c2 - (c1 - x) -> x + (c2 - c1).
// CHECK-LABEL: tt.func @subi_lhs_sub_constant_lhs(
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @subi_lhs_sub_constant_lhs(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.subi %c3, %x : i32
  %1 = arith.subi %c10, %0 : i32
  tt.return %1 : i32
}

// SubISubILHSRHSLHS: (x - y) - x -> 0 - y.
// CHECK-LABEL: tt.func @subi_subi_lhs_rhs_lhs(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @subi_subi_lhs_rhs_lhs(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %x, %y : i32
  %1 = arith.subi %0, %x : i32
  tt.return %1 : i32
}

// muli: x * 0 -> 0, 1 * x -> x, constant folding, splat zero.
// CHECK-LABEL: tt.func @muli_fold(
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: tt.return %c0_i32, %arg0, %c42_i32, %cst : i32, i32, i32, tensor<4xi32>
// CHECK-NEXT: }
tt.func @muli_fold(%x: i32, %t: tensor<4xi32>) -> (i32, i32, i32, tensor<4xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.muli %x, %c0 : i32
  %1 = arith.muli %c1, %x : i32
  %2 = arith.muli %c6, %c7 : i32
  %z = arith.constant dense<0> : tensor<4xi32>
  %3 = arith.muli %t, %z : tensor<4xi32>
  tt.return %0, %1, %2, %3 : i32, i32, i32, tensor<4xi32>
}

// MulIMulIConstant: (x * c1) * c2 -> x * (c1 * c2).
// CHECK-LABEL: tt.func @muli_muli_constant(
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c42_i32 overflow<nsw> : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @muli_muli_constant(%x: i32) -> i32 {
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.muli %x, %c6 overflow<nsw> : i32
  %1 = arith.muli %0, %c7 overflow<nsw> : i32
  tt.return %1 : i32
}

// Unsigned and signed division folders, including division by zero and signed overflow
// (not folded), and (x * y) / y -> x when the multiplication cannot overflow.
// CHECK-LABEL: tt.func @div_fold(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c2147483644_i32 = arith.constant 2147483644 : i32
// CHECK-NEXT: %0 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: %1 = arith.divsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.divsi %2, %arg1 : i32
// CHECK-NEXT: tt.return %arg0, %c-3_i32, %c2147483644_i32, %0, %1, %arg0, %3, %arg1 : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @div_fold(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.divui %x, %c1 : i32
  %1 = arith.divsi %cm7, %c2 : i32
  %2 = arith.divui %cm7, %c2 : i32
  %3 = arith.divsi %min, %m1 : i32
  %4 = arith.divsi %c7, %c0 : i32
  %mul = arith.muli %x, %y overflow<nsw> : i32
  %5 = arith.divsi %mul, %y : i32
  %mul2 = arith.muli %x, %y : i32
  %6 = arith.divsi %mul2, %y : i32
  %mul3 = arith.muli %x, %y overflow<nuw> : i32
  %7 = arith.divui %mul3, %x : i32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// ceildivsi / ceildivui / floordivsi round towards +inf / -inf.
// CHECK-LABEL: tt.func @ceil_floor_div_fold(
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %0 = arith.ceildivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: %1 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: tt.return %c-3_i32, %c4_i32, %c4_i32, %c4_i32, %c-4_i32, %c-4_i32, %0, %1, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @ceil_floor_div_fold(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %cm2 = arith.constant -2 : i32
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.ceildivsi %cm7, %c2 : i32
  %1 = arith.ceildivsi %c7, %c2 : i32
  %2 = arith.ceildivsi %cm7, %cm2 : i32
  %3 = arith.ceildivui %c7, %c2 : i32
  %4 = arith.floordivsi %cm7, %c2 : i32
  %5 = arith.floordivsi %c7, %cm2 : i32
  %6 = arith.ceildivsi %min, %m1 : i32
  %7 = arith.floordivsi %min, %m1 : i32
  %8 = arith.ceildivui %x, %c1 : i32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// remsi / remui: constant folding, x % 1 -> 0.
// CHECK-LABEL: tt.func @rem_fold(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: tt.return %c-1_i32, %c1_i32, %c0_i32, %c0_i32 : i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @rem_fold(%x: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %cm7 = arith.constant -7 : i32
  %0 = arith.remsi %cm7, %c2 : i32
  %1 = arith.remui %cm7, %c2 : i32
  %2 = arith.remsi %x, %c1 : i32
  %3 = arith.remui %x, %c1 : i32
  tt.return %0, %1, %2, %3 : i32, i32, i32, i32
}

// andi: x & 0 -> 0, x & -1 -> x, x & ~x -> 0, x & (x & y) -> x & y, idempotence, constants.
// CHECK-LABEL: tt.func @andi_fold(
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: tt.return %c0_i32, %arg0, %c0_i32, %c0_i32, %0, %c8_i32, %arg0 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @andi_fold(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.andi %x, %c0 : i32
  %1 = arith.andi %x, %m1 : i32
  %n = arith.xori %x, %m1 : i32
  %2 = arith.andi %x, %n : i32
  %3 = arith.andi %n, %x : i32
  %a = arith.andi %x, %y : i32
  %4 = arith.andi %x, %a : i32
  %5 = arith.andi %c12, %c10 : i32
  %6 = arith.andi %x, %x : i32
  tt.return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// ori: x | 0 -> x, x | -1 -> -1, x | ~x -> -1, idempotence, constants, splat zero on the left.
// CHECK-LABEL: tt.func @ori_fold(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c14_i32 = arith.constant 14 : i32
// CHECK-NEXT: tt.return %arg0, %c-1_i32, %c-1_i32, %c14_i32, %arg0, %arg1 : i32, i32, i32, i32, i32, tensor<4xi32>
// CHECK-NEXT: }
tt.func @ori_fold(%x: i32, %t: tensor<4xi32>) -> (i32, i32, i32, i32, i32, tensor<4xi32>) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.ori %x, %c0 : i32
  %1 = arith.ori %x, %m1 : i32
  %n = arith.xori %x, %m1 : i32
  %2 = arith.ori %x, %n : i32
  %3 = arith.ori %c12, %c10 : i32
  %4 = arith.ori %x, %x : i32
  %z = arith.constant dense<0> : tensor<4xi32>
  %5 = arith.ori %z, %t : tensor<4xi32>
  tt.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, tensor<4xi32>
}

// xori: x ^ x -> 0, (x ^ y) ^ y -> x, y ^ (x ^ y) -> x, x ^ 0 -> x, constants.
// CHECK-LABEL: tt.func @xori_fold(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: tt.return %c0_i32, %arg0, %arg0, %arg0, %c6_i32 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @xori_fold(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.xori %x, %x : i32
  %xy = arith.xori %x, %y : i32
  %1 = arith.xori %xy, %y : i32
  %2 = arith.xori %y, %xy : i32
  %3 = arith.xori %x, %c0 : i32
  %4 = arith.xori %c12, %c10 : i32
  tt.return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// XOrINotCmpI: cmpi(p, a, b) ^ true -> cmpi(!p, a, b).
// CHECK-LABEL: tt.func @xori_not_cmpi(
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: tt.return %0 : i1
// CHECK-NEXT: }
tt.func @xori_not_cmpi(%x: i32, %y: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi sgt, %x, %y : i32
  %1 = arith.xori %0, %true : i1
  tt.return %1 : i1
}

// XOrIOfExtUI / XOrIOfExtSI / AndOfExtUI / AndOfExtSI / OrOfExtUI / OrOfExtSI:
// op(ext(a), ext(b)) -> ext(op(a, b)) when a and b have the same type.
// CHECK-LABEL: tt.func @bitwise_of_extensions(
// CHECK-NEXT: %0 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.extsi %2 : i8 to i32
// CHECK-NEXT: %4 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.extui %4 : i8 to i32
// CHECK-NEXT: %6 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.extsi %6 : i8 to i32
// CHECK-NEXT: %8 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %9 = arith.extui %8 : i8 to i32
// CHECK-NEXT: %10 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %11 = arith.extsi %10 : i8 to i32
// CHECK-NEXT: tt.return %1, %3, %5, %7, %9, %11 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @bitwise_of_extensions(%a: i8, %b: i8) -> (i32, i32, i32, i32, i32, i32) {
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %0 = arith.xori %ua, %ub : i32
  %1 = arith.xori %sa, %sb : i32
  %2 = arith.andi %ua, %ub : i32
  %3 = arith.andi %sa, %sb : i32
  %4 = arith.ori %ua, %ub : i32
  %5 = arith.ori %sa, %sb : i32
  tt.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// Shifts: x << 0 -> x, constant folding; a shift amount >= the bit width does not fold
// (for dense operands upstream only checks the last element).
// CHECK-LABEL: tt.func @shift_fold(
// CHECK-NEXT: %cst = arith.constant dense<[-1, 8]> : tensor<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[2, 40]> : tensor<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[-16, 32]> : tensor<2xi32>
// CHECK-NEXT: %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT: %c-16_i32 = arith.constant -16 : i32
// CHECK-NEXT: %c-256_i32 = arith.constant -256 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c268435455_i32 = arith.constant 268435455 : i32
// CHECK-NEXT: %0 = arith.shli %c-16_i32, %c40_i32 : i32
// CHECK-NEXT: %1 = arith.shrsi %cst_1, %cst_0 : tensor<2xi32>
// CHECK-NEXT: tt.return %arg0, %c-256_i32, %c-1_i32, %c268435455_i32, %0, %arg0, %cst, %1 : i32, i32, i32, i32, i32, i32, tensor<2xi32>, tensor<2xi32>
// CHECK-NEXT: }
tt.func @shift_fold(%x: i32) -> (i32, i32, i32, i32, i32, i32, tensor<2xi32>, tensor<2xi32>) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c40 = arith.constant 40 : i32
  %cm16 = arith.constant -16 : i32
  %0 = arith.shli %x, %c0 : i32
  %1 = arith.shli %cm16, %c4 : i32
  %2 = arith.shrsi %cm16, %c4 : i32
  %3 = arith.shrui %cm16, %c4 : i32
  %4 = arith.shli %cm16, %c40 : i32
  %5 = arith.shrui %x, %c0 : i32
  %v = arith.constant dense<[-16, 32]> : tensor<2xi32>
  %s = arith.constant dense<[40, 2]> : tensor<2xi32>
  %s2 = arith.constant dense<[2, 40]> : tensor<2xi32>
  %6 = arith.shrsi %v, %s : tensor<2xi32>
  %7 = arith.shrsi %v, %s2 : tensor<2xi32>
  tt.return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, tensor<2xi32>, tensor<2xi32>
}

// Integer min/max: idempotence, saturation against the type's extreme values, constants.
// CHECK-LABEL: tt.func @int_min_max_fold(
// CHECK-NEXT: %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: tt.return %arg0, %c2147483647_i32, %arg0, %c-2147483648_i32, %arg0, %c-1_i32, %arg0, %c0_i32, %arg0, %c3_i32, %c-3_i32, %c-3_i32, %c3_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @int_min_max_fold(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %c3 = arith.constant 3 : i32
  %cm3 = arith.constant -3 : i32
  %0 = arith.maxsi %x, %x : i32
  %1 = arith.maxsi %x, %max : i32
  %2 = arith.maxsi %x, %min : i32
  %3 = arith.minsi %x, %min : i32
  %4 = arith.minsi %x, %max : i32
  %5 = arith.maxui %x, %m1 : i32
  %6 = arith.maxui %x, %c0 : i32
  %7 = arith.minui %x, %c0 : i32
  %8 = arith.minui %x, %m1 : i32
  %9 = arith.maxsi %c3, %cm3 : i32
  %10 = arith.maxui %c3, %cm3 : i32
  %11 = arith.minsi %c3, %cm3 : i32
  %12 = arith.minui %c3, %cm3 : i32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// addui_extended: x + 0 -> (x, false), constant folding with carry.
// CHECK-LABEL: tt.func @addui_extended_fold(
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: tt.return %arg0, %false, %c0_i32, %true : i32, i1, i32, i1
// CHECK-NEXT: }
tt.func @addui_extended_fold(%x: i32) -> (i32, i1, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m = arith.constant -1 : i32
  %s, %o = arith.addui_extended %x, %c0 : i32, i1
  %s2, %o2 = arith.addui_extended %m, %c1 : i32, i1
  tt.return %s, %o, %s2, %o2 : i32, i1, i32, i1
}

// AddUIExtendedToAddI: an unused overflow result turns the op into addi.
// CHECK-LABEL: tt.func @addui_extended_to_addi(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @addui_extended_to_addi(%x: i32, %y: i32) -> i32 {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  tt.return %s : i32
}

// mulsi_extended / mului_extended: x * 0, x * 1 (unsigned) and constant folding.
// CHECK-LABEL: tt.func @mul_extended_fold(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: tt.return %c0_i32, %c0_i32, %c0_i32, %c-2_i32, %c1_i32 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
tt.func @mul_extended_fold(%x: i32) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m = arith.constant -1 : i32
  %l, %h = arith.mulsi_extended %x, %c0 : i32
  %l2, %h2 = arith.mului_extended %x, %c1 : i32
  %l4, %h4 = arith.mului_extended %m, %m : i32
  tt.return %l, %h, %h2, %h4, %l4 : i32, i32, i32, i32, i32
}

// MulSIExtendedRHSOne: the high half of a signed x * 1 is x < 0 sign-extended.
// CHECK-LABEL: tt.func @mulsi_extended_rhs_one(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: tt.return %1 : i32
// CHECK-NEXT: }
tt.func @mulsi_extended_rhs_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  tt.return %h : i32
}

// MulSIExtendedToMulI / MulUIExtendedToMulI: an unused high half turns the op into muli.
// CHECK-LABEL: tt.func @mul_extended_to_muli(
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: tt.return %0, %1 : i32, i32
// CHECK-NEXT: }
tt.func @mul_extended_to_muli(%x: i32, %y: i32) -> (i32, i32) {
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  tt.return %l, %l2 : i32, i32
}

// Float add/sub/mul/div: identities with -0/+0/1 (x + 0.0 and x - (-0.0) do not fold),
// IEEE constant folding in the operand type, NaN results; x * 0.0 stays even with nnan/nsz.
// CHECK-LABEL: tt.func @float_arith_fold(
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.199999958 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.333333343 : f32
// CHECK-NEXT: %cst_3 = arith.constant 3.000000e-01 : f32
// CHECK-NEXT: %cst_4 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_5 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %cst_4 : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %cst_5 fastmath<nnan,nsz> : f32
// CHECK-NEXT: tt.return %arg0, %0, %arg0, %1, %arg0, %arg0, %cst_3, %cst_2, %cst_1, %cst_0, %cst_5, %cst, %cst, %2 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
tt.func @float_arith_fold(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.000000e+00 : f32
  %pz = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %c3 = arith.constant 3.000000e+00 : f32
  %c01 = arith.constant 1.000000e-01 : f32
  %c02 = arith.constant 2.000000e-01 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %pz : f32
  %2 = arith.subf %x, %pz : f32
  %3 = arith.subf %x, %nz : f32
  %4 = arith.mulf %x, %one : f32
  %5 = arith.divf %x, %one : f32
  %6 = arith.addf %c01, %c02 : f32
  %7 = arith.divf %one, %c3 : f32
  %8 = arith.remf %c3, %c02 : f32
  %9 = arith.divf %one, %pz : f32
  %10 = arith.subf %pz, %pz : f32
  %11 = arith.subf %inf, %inf : f32
  %12 = arith.mulf %pz, %inf : f32
  %13 = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// Constant folding in narrow float types rounds every result to that type.
// CHECK-LABEL: tt.func @narrow_float_fold(
// CHECK-NEXT: %cst = arith.constant dense<[1.099610e+00, 3.000000e+00, 0x7C00, 0.000000e+00]> : tensor<4xf16>
// CHECK-NEXT: %cst_0 = arith.constant 9.994500e-03 : f16
// CHECK-NEXT: %cst_1 = arith.constant 1.000980e-02 : bf16
// CHECK-NEXT: tt.return %cst, %cst_0, %cst_1 : tensor<4xf16>, f16, bf16
// CHECK-NEXT: }
tt.func @narrow_float_fold() -> (tensor<4xf16>, f16, bf16) {
  %h1 = arith.constant dense<[1.0, 2.5, 65504.0, -3.0]> : tensor<4xf16>
  %h2 = arith.constant dense<[0.1, 0.5, 65504.0, 3.0]> : tensor<4xf16>
  %0 = arith.addf %h1, %h2 : tensor<4xf16>
  %hs = arith.constant 1.000000e-01 : f16
  %1 = arith.mulf %hs, %hs : f16
  %bs = arith.constant 1.000000e-01 : bf16
  %2 = arith.mulf %bs, %bs : bf16
  tt.return %0, %1, %2 : tensor<4xf16>, f16, bf16
}

// Float min/max: idempotence, infinities and NaN identities, signed zeros, NaN propagation.
// CHECK-LABEL: tt.func @float_min_max_fold(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: tt.return %arg0, %arg0, %arg0, %arg0, %arg0, %cst, %cst_0, %cst, %cst_0, %cst_1, %cst_2, %cst, %cst_1 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
tt.func @float_min_max_fold(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.000000e+00 : f32
  %pz = arith.constant 0.000000e+00 : f32
  %c2 = arith.constant 2.000000e+00 : f32
  %0 = arith.maximumf %x, %x : f32
  %1 = arith.maximumf %x, %ninf : f32
  %2 = arith.minimumf %x, %pinf : f32
  %3 = arith.maxnumf %x, %nan : f32
  %4 = arith.minnumf %x, %nan : f32
  %5 = arith.maximumf %nz, %pz : f32
  %6 = arith.minimumf %nz, %pz : f32
  %7 = arith.maxnumf %nz, %pz : f32
  %8 = arith.minnumf %pz, %nz : f32
  %9 = arith.maximumf %nan, %c2 : f32
  %10 = arith.maxnumf %c2, %pz : f32
  %11 = arith.minnumf %c2, %pz : f32
  %12 = arith.minimumf %c2, %nan : f32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// negf: -(-x) -> x, constants (0.0 -> -0.0), dense tensors.
// CHECK-LABEL: tt.func @negf_fold(
// CHECK-NEXT: %cst = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<[-1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: tt.return %arg0, %cst, %cst_0, %cst_1 : f32, f32, f32, tensor<2xf32>
// CHECK-NEXT: }
tt.func @negf_fold(%x: f32) -> (f32, f32, f32, tensor<2xf32>) {
  %0 = arith.negf %x : f32
  %1 = arith.negf %0 : f32
  %c = arith.constant 2.500000e+00 : f32
  %2 = arith.negf %c : f32
  %z = arith.constant 0.000000e+00 : f32
  %3 = arith.negf %z : f32
  %d = arith.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %4 = arith.negf %d : tensor<2xf32>
  tt.return %1, %2, %3, %4 : f32, f32, f32, tensor<2xf32>
}

// MulFOfNegF / DivFOfNegF: (-a) * (-b) -> a * b and (-a) / (-b) -> a / b, keeping fastmath.
// CHECK-LABEL: tt.func @mulf_divf_of_negf(
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: tt.return %0, %1 : f32, f32
// CHECK-NEXT: }
tt.func @mulf_divf_of_negf(%x: f32, %y: f32) -> (f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %1 = arith.divf %nx, %ny : f32
  tt.return %0, %1 : f32, f32
}

// Integer extensions and truncation: ext(ext(x)) -> ext(x), trunc(ext(x)) -> x or a narrower
// ext/trunc, constant folding.
// CHECK-LABEL: tt.func @int_cast_fold(
// CHECK-NEXT: %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %2 = arith.extsi %arg1 : i16 to i32
// CHECK-NEXT: tt.return %0, %1, %arg0, %arg1, %2, %arg1, %c255_i32, %c-1_i32, %c44_i8 : i32, i32, i8, i16, i32, i16, i32, i32, i8
// CHECK-NEXT: }
tt.func @int_cast_fold(%a: i8, %b: i16) -> (i32, i32, i8, i16, i32, i16, i32, i32, i8) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extui %0 : i16 to i32
  %2 = arith.extsi %a : i8 to i16
  %3 = arith.extsi %2 : i16 to i32
  %4 = arith.trunci %3 : i32 to i8
  %5 = arith.extsi %b : i16 to i32
  %6 = arith.trunci %5 : i32 to i16
  %7 = arith.extsi %b : i16 to i64
  %8 = arith.trunci %7 : i64 to i32
  %9 = arith.trunci %8 : i32 to i16
  %m1 = arith.constant -1 : i8
  %10 = arith.extui %m1 : i8 to i32
  %11 = arith.extsi %m1 : i8 to i32
  %big = arith.constant 300 : i32
  %12 = arith.trunci %big : i32 to i8
  tt.return %1, %3, %4, %6, %8, %9, %10, %11, %12 : i32, i32, i8, i16, i32, i16, i32, i32, i8
}

// ExtSIOfExtUI: extsi(extui(x)) -> extui(x).
// CHECK-LABEL: tt.func @extsi_of_extui(
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @extsi_of_extui(%a: i8) -> i32 {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extsi %0 : i16 to i32
  tt.return %1 : i32
}

// TruncIExtSIToExtSI / TruncIExtUIToExtUI: trunc(ext(x)) to a type still wider than x.
// CHECK-LABEL: tt.func @trunci_of_ext(
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: tt.return %0, %1 : i16, i16
// CHECK-NEXT: }
tt.func @trunci_of_ext(%a: i8) -> (i16, i16) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i16
  %2 = arith.extui %a : i8 to i32
  %3 = arith.trunci %2 : i32 to i16
  tt.return %1, %3 : i16, i16
}

// TruncIShrSIToTrunciShrUI: trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when the truncation
// drops every sign bit the shift brought in.
// CHECK-LABEL: tt.func @trunci_shrsi(
// CHECK-NEXT: %c56_i64 = arith.constant 56 : i64
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: %0 = arith.shrsi %arg0, %c8_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i8
// CHECK-NEXT: %2 = arith.shrui %arg0, %c56_i64 : i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: tt.return %1, %3 : i8, i8
// CHECK-NEXT: }
tt.func @trunci_shrsi(%x: i64) -> (i8, i8) {
  %c8 = arith.constant 8 : i64
  %c56 = arith.constant 56 : i64
  %0 = arith.shrsi %x, %c8 : i64
  %1 = arith.trunci %0 : i64 to i8
  %2 = arith.shrsi %x, %c56 : i64
  %3 = arith.trunci %2 : i64 to i8
  tt.return %1, %3 : i8, i8
}

// extf / truncf: truncf(extf(x)) -> x, truncf(extf(x)) to an intermediate type -> truncf,
// constant folding (an inexact truncf of a constant is kept).
// CHECK-LABEL: tt.func @float_cast_fold(
// CHECK-NEXT: %cst = arith.constant 2.500000e-01 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0.0999755859 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %0 = arith.extf %arg0 : f16 to f64
// CHECK-NEXT: %1 = arith.truncf %0 : f64 to f32
// CHECK-NEXT: %2 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %3 = arith.truncf %cst_1 : f32 to f16
// CHECK-NEXT: tt.return %arg0, %1, %2, %cst_0, %3, %cst : f16, f32, f16, f32, f16, f16
// CHECK-NEXT: }
tt.func @float_cast_fold(%f: f16, %g: f32) -> (f16, f32, f16, f32, f16, f16) {
  %0 = arith.extf %f : f16 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.extf %f : f16 to f64
  %3 = arith.truncf %2 : f64 to f32
  %4 = arith.truncf %g : f32 to f16
  %5 = arith.extf %4 : f16 to f32
  %h = arith.constant 1.000000e-01 : f16
  %6 = arith.extf %h : f16 to f32
  %c = arith.constant 1.000000e-01 : f32
  %7 = arith.truncf %c : f32 to f16
  %c2 = arith.constant 2.500000e-01 : f32
  %8 = arith.truncf %c2 : f32 to f16
  tt.return %1, %3, %4, %6, %7, %8 : f16, f32, f16, f32, f16, f16
}

// TruncFSIToFPToSIToFP / TruncFUIToFPToUIToFP: truncf(sitofp(x)) -> sitofp(x).
// CHECK-LABEL: tt.func @truncf_of_int_to_float(
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i16 to f32
// CHECK-NEXT: %1 = arith.uitofp %arg0 : i16 to f32
// CHECK-NEXT: tt.return %0, %1 : f32, f32
// CHECK-NEXT: }
tt.func @truncf_of_int_to_float(%a: i16) -> (f32, f32) {
  %0 = arith.sitofp %a : i16 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.uitofp %a : i16 to f64
  %3 = arith.truncf %2 : f64 to f32
  tt.return %1, %3 : f32, f32
}

// Int/float conversions of constants: truncation towards zero, out-of-range values do not
// fold, rounding of large integers, splat and dense tensors.
// CHECK-LABEL: tt.func @int_float_conversion_fold(
// CHECK-NEXT: %cst = arith.constant dense<[1, -2]> : tensor<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %cst_2 = arith.constant -5.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 5.000000e+09 : f32
// CHECK-NEXT: %cst_4 = arith.constant -3.700000e+00 : f32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %0 = arith.fptoui %cst_4 : f32 to i32
// CHECK-NEXT: %1 = arith.fptosi %cst_3 : f32 to i32
// CHECK-NEXT: tt.return %c-3_i32, %0, %1, %cst_2, %cst_1, %cst_0, %cst : i32, i32, i32, f32, f32, f32, tensor<2xi32>
// CHECK-NEXT: }
tt.func @int_float_conversion_fold() -> (i32, i32, i32, f32, f32, f32, tensor<2xi32>) {
  %fl = arith.constant -3.700000e+00 : f32
  %0 = arith.fptosi %fl : f32 to i32
  %1 = arith.fptoui %fl : f32 to i32
  %fb = arith.constant 5.000000e+09 : f32
  %2 = arith.fptosi %fb : f32 to i32
  %i = arith.constant -5 : i32
  %3 = arith.sitofp %i : i32 to f32
  %4 = arith.uitofp %i : i32 to f32
  %big = arith.constant 16777217 : i32
  %5 = arith.sitofp %big : i32 to f32
  %d = arith.constant dense<[1.5, -2.5]> : tensor<2xf32>
  %6 = arith.fptosi %d : tensor<2xf32> to tensor<2xi32>
  tt.return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, f32, f32, f32, tensor<2xi32>
}

// index_cast / index_castui: constant folding (index is 64 bits wide).
// CHECK-LABEL: tt.func @index_cast_fold(
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %c4294967291 = arith.constant 4294967291 : index
// CHECK-NEXT: %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT: tt.return %c-5, %c4294967291, %c-5_i32 : index, index, i32
// CHECK-NEXT: }
tt.func @index_cast_fold() -> (index, index, i32) {
  %i = arith.constant -5 : i32
  %0 = arith.index_cast %i : i32 to index
  %1 = arith.index_castui %i : i32 to index
  %2 = arith.index_cast %1 : index to i32
  tt.return %0, %1, %2 : index, index, i32
}

// IndexCastOfIndexCast / IndexCastUIOfIndexCastUI: a round trip through index is dropped.
// CHECK-LABEL: tt.func @index_cast_round_trip(
// CHECK-NEXT: tt.return %arg0, %arg1 : index, i32
// CHECK-NEXT: }
tt.func @index_cast_round_trip(%i: index, %j: i32) -> (index, i32) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.index_castui %j : i32 to index
  %3 = arith.index_castui %2 : index to i32
  tt.return %1, %3 : index, i32
}

// IndexCastOfExtSI / IndexCastUIOfExtUI: index_cast(extsi(x)) -> index_cast(x).
// CHECK-LABEL: tt.func @index_cast_of_ext(
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i16 to index
// CHECK-NEXT: %1 = arith.index_castui %arg0 : i16 to index
// CHECK-NEXT: tt.return %0, %1 : index, index
// CHECK-NEXT: }
tt.func @index_cast_of_ext(%b: i16) -> (index, index) {
  %0 = arith.extsi %b : i16 to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.extui %b : i16 to i32
  %3 = arith.index_castui %2 : i32 to index
  tt.return %1, %3 : index, index
}

// bitcast: constant folding of scalars and tensors, bitcast(bitcast(x)) -> x (the folder)
// and BitcastOfBitcast.
// CHECK-LABEL: tt.func @bitcast_fold(
// CHECK-NEXT: %cst = arith.constant dense<[1.401300e-45, 0xFFFFFFFE]> : tensor<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0xFFFFFFFB : f32
// CHECK-NEXT: %c-1066611507_i32 = arith.constant -1066611507 : i32
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: tt.return %c-1066611507_i32, %arg0, %cst_0, %0, %cst : i32, f32, f32, i32, tensor<2xf32>
// CHECK-NEXT: }
tt.func @bitcast_fold(%g: f32) -> (i32, f32, f32, i32, tensor<2xf32>) {
  %0 = arith.bitcast %g : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  %fl = arith.constant -3.700000e+00 : f32
  %2 = arith.bitcast %fl : f32 to i32
  %i = arith.constant -5 : i32
  %3 = arith.bitcast %i : i32 to f32
  %d = arith.constant dense<[1, -2]> : tensor<2xi32>
  %4 = arith.bitcast %d : tensor<2xi32> to tensor<2xf32>
  tt.return %2, %1, %3, %0, %4 : i32, f32, f32, i32, tensor<2xf32>
}

// cmpi: equal operands, i1 comparisons against constants, constants on the left swap the
// predicate, constant folding (dense too), cmpi(extui(i1), 0).
// CHECK-LABEL: tt.func @cmpi_fold(
// CHECK-NEXT: %cst = arith.constant dense<[false, false, true, false]> : tensor<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : tensor<4xi1>
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: tt.return %true, %false, %arg1, %arg1, %0, %true, %false, %arg1, %cst_0, %cst, %arg1 : i1, i1, i1, i1, i1, i1, i1, i1, tensor<4xi1>, tensor<4xi1>, i1
// CHECK-NEXT: }
tt.func @cmpi_fold(%x: i32, %b: i1, %t: tensor<4xi32>) -> (i1, i1, i1, i1, i1, i1, i1, i1, tensor<4xi1>, tensor<4xi1>, i1) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cm5 = arith.constant -5 : i32
  %false = arith.constant false
  %true = arith.constant true
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi slt, %x, %x : i32
  %2 = arith.cmpi ne, %b, %false : i1
  %3 = arith.cmpi eq, %b, %true : i1
  %4 = arith.cmpi slt, %c5, %x : i32
  %5 = arith.cmpi slt, %cm5, %c5 : i32
  %6 = arith.cmpi ult, %cm5, %c5 : i32
  %e = arith.extui %b : i1 to i32
  %7 = arith.cmpi ne, %e, %c0 : i32
  %8 = arith.cmpi uge, %t, %t : tensor<4xi32>
  %d1 = arith.constant dense<[1, -2, 3, 4]> : tensor<4xi32>
  %d2 = arith.constant dense<[1, 2, -3, 5]> : tensor<4xi32>
  %9 = arith.cmpi sgt, %d1, %d2 : tensor<4xi32>
  %es = arith.extsi %b : i1 to i32
  %10 = arith.cmpi ne, %es, %c0 : i32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, tensor<4xi1>, tensor<4xi1>, i1
}

// CmpIExtSI / CmpIExtUI: eq/ne of two values extended the same way compares the originals;
// other predicates are left alone.
// CHECK-LABEL: tt.func @cmpi_of_ext(
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT: %4 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %5 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %6 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.cmpi ult, %4, %5 : i32
// CHECK-NEXT: tt.return %2, %3, %6, %7 : i1, i1, i1, i1
// CHECK-NEXT: }
tt.func @cmpi_of_ext(%a: i8, %b: i8) -> (i1, i1, i1, i1) {
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %0 = arith.cmpi eq, %sa, %sb : i32
  %1 = arith.cmpi slt, %sa, %sb : i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %2 = arith.cmpi ne, %ua, %ub : i32
  %3 = arith.cmpi ult, %ua, %ub : i32
  tt.return %0, %1, %2, %3 : i1, i1, i1, i1
}

// cmpf: constant folding, unordered comparisons against NaN.
// CHECK-LABEL: tt.func @cmpf_fold(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: tt.return %true, %true, %false : i1, i1, i1
// CHECK-NEXT: }
tt.func @cmpf_fold(%x: f32) -> (i1, i1, i1) {
  %c1 = arith.constant 1.000000e+00 : f32
  %c2 = arith.constant 2.000000e+00 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %c1, %c2 : f32
  %1 = arith.cmpf uno, %nan, %x : f32
  %2 = arith.cmpf oeq, %x, %nan : f32
  tt.return %0, %1, %2 : i1, i1, i1
}

// CmpFIntToFPConst: cmpf(sitofp(x), c) -> cmpi(x, c') with c rounded to suit the predicate,
// or a constant when c is outside x's range; not when the float type cannot hold every x.
// CHECK-LABEL: tt.func @cmpf_int_to_fp_const(
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-4_i16 = arith.constant -4 : i16
// CHECK-NEXT: %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT: %cst = arith.constant 3.000000e+09 : f32
// CHECK-NEXT: %c2_i16 = arith.constant 2 : i16
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c2_i16 : i16
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i16 : i16
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i16 : i16
// CHECK-NEXT: %3 = arith.sitofp %arg2 : i32 to f32
// CHECK-NEXT: %4 = arith.cmpf olt, %3, %cst : f32
// CHECK-NEXT: tt.return %0, %1, %2, %true, %true, %false, %false, %4 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
tt.func @cmpf_int_to_fp_const(%i: i16, %u: i16, %w: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c2 = arith.constant 2.000000e+00 : f32
  %c45 = arith.constant 4.500000e+00 : f32
  %cm45 = arith.constant -4.500000e+00 : f32
  %big = arith.constant 1.000000e+06 : f32
  %c3e9 = arith.constant 3.000000e+09 : f32
  %s = arith.sitofp %i : i16 to f32
  %0 = arith.cmpf olt, %s, %c2 : f32
  %1 = arith.cmpf oge, %s, %c45 : f32
  %2 = arith.cmpf ole, %s, %cm45 : f32
  %3 = arith.cmpf olt, %s, %big : f32
  %4 = arith.cmpf ord, %s, %c2 : f32
  %5 = arith.cmpf oeq, %s, %c45 : f32
  %uu = arith.uitofp %u : i16 to f32
  %6 = arith.cmpf ult, %uu, %cm45 : f32
  %ww = arith.sitofp %w : i32 to f32
  %7 = arith.cmpf olt, %ww, %c3e9 : f32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// select: same operands, constant conditions, select(c, true, false) -> c, select on
// cmpi eq/ne of its own operands, dense constant condition, poison operand.
// CHECK-LABEL: tt.func @select_fold(
// CHECK-NEXT: %cst = arith.constant dense<[1, 6, 3, 8]> : tensor<4xi32>
// CHECK-NEXT: tt.return %arg1, %arg1, %arg2, %arg0, %arg2, %arg1, %cst, %arg4, %arg2 : i32, i32, i32, i1, i32, i32, tensor<4xi32>, tensor<4xi32>, i32
// CHECK-NEXT: }
tt.func @select_fold(%c: i1, %x: i32, %y: i32, %tc: tensor<4xi1>, %tx: tensor<4xi32>) -> (i32, i32, i32, i1, i32, i32, tensor<4xi32>, tensor<4xi32>, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %true, %x, %y : i32
  %2 = arith.select %false, %x, %y : i32
  %3 = arith.select %c, %true, %false : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %5 = arith.select %ne, %x, %y : i32
  %dc = arith.constant dense<[true, false, true, false]> : tensor<4xi1>
  %da = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %db = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi32>
  %6 = arith.select %dc, %da, %db : tensor<4xi1>, tensor<4xi32>
  %7 = arith.select %tc, %tx, %tx : tensor<4xi1>, tensor<4xi32>
  %p = ub.poison : i32
  %8 = arith.select %c, %p, %y : i32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i1, i32, i32, tensor<4xi32>, tensor<4xi32>, i32
}

// SelectNotCond: select(!c, a, b) -> select(c, b, a).
// CHECK-LABEL: tt.func @select_not_cond(
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
tt.func @select_not_cond(%c: i1, %x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  %0 = arith.select %not, %x, %y : i32
  tt.return %0 : i32
}

// RedundantSelectTrue / RedundantSelectFalse: a nested select on the same condition.
// CHECK-LABEL: tt.func @redundant_select(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: tt.return %0, %1 : i32, i32
// CHECK-NEXT: }
tt.func @redundant_select(%c: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32) {
  %in = arith.select %c, %x, %y : i32
  %0 = arith.select %c, %in, %z : i32
  %in2 = arith.select %c, %x, %y : i32
  %1 = arith.select %c, %z, %in2 : i32
  tt.return %0, %1 : i32, i32
}

// SelectI1ToNot: select(c, false, true) -> c ^ true.
// CHECK-LABEL: tt.func @select_i1_to_not(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: tt.return %0 : i1
// CHECK-NEXT: }
tt.func @select_i1_to_not(%c: i1) -> i1 {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %c, %false, %true : i1
  tt.return %0 : i1
}

// SelectToExtUI: select(c, 1, 0) -> extui(c) and select(c, 0, 1) -> extui(!c).
// CHECK-LABEL: tt.func @select_to_extui(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }
tt.func @select_to_extui(%c: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.select %c, %c1, %c0 : i32
  %1 = arith.select %c, %c0, %c1 : i32
  tt.return %0, %1 : i32, i32
}

// Poison operands fold to poison in the common folders (binary, unary, cast); cmpi only moves
// the constant-like poison to the right-hand side.
// CHECK-LABEL: tt.func @poison_propagation(
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison : i64
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg0, %0 : i32
// CHECK-NEXT: tt.return %0, %0, %1, %2, %3 : i32, i32, f32, i64, i1
// CHECK-NEXT: }
tt.func @poison_propagation(%j: i32) -> (i32, i32, f32, i64, i1) {
  %p = ub.poison : i32
  %0 = arith.addi %p, %j : i32
  %c3 = arith.constant 3 : i32
  %1 = arith.muli %p, %c3 : i32
  %pf = ub.poison : f32
  %2 = arith.negf %pf : f32
  %3 = arith.extsi %p : i32 to i64
  %4 = arith.cmpi slt, %p, %j : i32
  tt.return %0, %1, %2, %3, %4 : i32, i32, f32, i64, i1
}
