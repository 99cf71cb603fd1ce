// RUN: ttopt %s -split-input-file -convert-scf-to-cf | FileCheck %s
// RUN: ttopt %s -split-input-file -convert-scf-to-cf --mlir-print-debuginfo --mlir-use-nameloc-as-prefix=false | FileCheck %s --check-prefix=LOC

// The body's entry block becomes the loop header; its operations move to a new block;
// the increment and the back edge go at the end of the body.
// CHECK-LABEL: tt.func @for_iter_args
// CHECK-NEXT:    cf.br ^bb1(%arg0, %arg3 : i32, f32)
// CHECK-NEXT:  ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %3 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT:    %4 = arith.addf %1, %3 : f32
// CHECK-NEXT:    %5 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb1(%5, %4 : i32, f32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    tt.return %1 : f32
// CHECK-NOT:   scf.
tt.func @for_iter_args(%lb: i32, %ub: i32, %step: i32, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) : i32 {
    %x = arith.sitofp %i : i32 to f32
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  tt.return %r : f32
}

// -----

// An unsigned loop compares with ult.
// CHECK-LABEL: tt.func @for_unsigned
// CHECK:         %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK:         %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb1(%2 : i32)
tt.func @for_unsigned(%lb: i32, %ub: i32, %step: i32) {
  scf.for unsigned %i = %lb to %ub step %step : i32 {
    %c = arith.constant 0 : i32
  }
  tt.return
}

// -----

// Results become arguments of a continuation block that branches to the rest.
// CHECK-LABEL: tt.func @if_else_results
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %2 = arith.muli %1, %1 : i32
// CHECK-NEXT:    tt.return %2 : i32
tt.func @if_else_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %y = arith.muli %r, %r : i32
  tt.return %y : i32
}

// -----

// Without results or else region the false edge goes to the rest of the block.
// CHECK-LABEL: tt.func @if_no_else
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    tt.store %arg1, %arg2 : !tt.ptr<i32>
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    tt.return
tt.func @if_no_else(%c: i1, %p: !tt.ptr<i32>, %a: i32) {
  scf.if %c {
    tt.store %p, %a : !tt.ptr<i32>
  }
  tt.return
}

// -----

// The loop is lowered first; the if inside its body is then split in place.
// CHECK-LABEL: tt.func @nested
// CHECK:         cf.br ^bb1(%arg0, %c0_i32 : index, i32)
// CHECK-NEXT:  ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    %3 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT:    cf.br ^bb5(%3 : i32)
// CHECK-NEXT:  ^bb4:  // pred: ^bb2
// CHECK-NEXT:    cf.br ^bb5(%1 : i32)
// CHECK-NEXT:  ^bb5(%4: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:    cf.br ^bb6
// CHECK-NEXT:  ^bb6:  // pred: ^bb5
// CHECK-NEXT:    %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:    cf.br ^bb1(%5, %4 : index, i32)
// CHECK-NEXT:  ^bb7:  // pred: ^bb1
// CHECK-NEXT:    tt.return %1 : i32
tt.func @nested(%lb: index, %ub: index, %step: index, %c: i1) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (i32) {
    %n = scf.if %c -> (i32) {
      %t = arith.addi %acc, %one : i32
      scf.yield %t : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %n : i32
  }
  tt.return %r : i32
}

// -----

// The results of a while loop are the values its condition passes on.
// CHECK-LABEL: tt.func @while_loop
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT:  ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:    cf.br ^bb1(%3 : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    tt.return %0 : i32
tt.func @while_loop(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %limit : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    scf.yield %z : i32
  }
  tt.return %r : i32
}

// -----

// An after region that only forwards its arguments: the before region loops on itself.
// CHECK-LABEL: tt.func @do_while
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    tt.return %1 : i32
tt.func @do_while(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %one = arith.constant 1 : i32
    %z = arith.addi %x, %one : i32
    %c = arith.cmpi slt, %z, %limit : i32
    scf.condition(%c) %z : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  tt.return %r : i32
}

// -----

// CHECK-LABEL: tt.func @execute_region
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    cf.br ^bb2(%0 : i32)
// CHECK-NEXT:  ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:    tt.return %1 : i32
tt.func @execute_region(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  tt.return %r : i32
}

// -----

// New ops take the location of the op they lower; a while loop's branches keep the
// locations of the scf.condition and scf.yield they replace.
// LOC-LABEL: tt.func @locations
// LOC-NEXT:    cf.br ^bb1(%arg0, %arg3 : i32, i32) loc([[LOOP:#loc[0-9]+]])
// LOC:         %2 = arith.cmpi slt, %0, %arg1 : i32 loc([[LOOP]])
// LOC-NEXT:    cf.cond_br %2, ^bb2, ^bb3 loc([[LOOP]])
// LOC:         %4 = arith.addi %0, %arg2 : i32 loc([[LOOP]])
// LOC-NEXT:    cf.br ^bb1(%4, %3 : i32, i32) loc([[LOOP]])
// LOC:         cf.br ^bb4(%1 : i32) loc([[WHILE:#loc[0-9]+]])
// LOC:         cf.cond_br %6, ^bb5(%5 : i32), ^bb6 loc([[COND:#loc[0-9]+]])
// LOC:         cf.br ^bb4(%8 : i32) loc([[WYIELD:#loc[0-9]+]])
// LOC-DAG:   [[LOOP]] = loc("loop")
// LOC-DAG:   [[WHILE]] = loc("while")
// LOC-DAG:   [[COND]] = loc("cond")
// LOC-DAG:   [[WYIELD]] = loc("wyield")
tt.func @locations(%lb: i32, %ub: i32, %step: i32, %init: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (i32) : i32 {
    %s = arith.addi %acc, %i : i32 loc("body")
    scf.yield %s : i32 loc("yield")
  } loc("loop")
  %w = scf.while (%x = %r) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %ub : i32 loc("cmp")
    scf.condition(%c) %x : i32 loc("cond")
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %step : i32 loc("inc")
    scf.yield %z : i32 loc("wyield")
  } loc("while")
  tt.return %w : i32
}
