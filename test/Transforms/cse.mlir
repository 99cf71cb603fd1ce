// RUN: ttopt %s -split-input-file -cse | FileCheck %s
// RUN: ttopt %s -split-input-file -cse -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// MLIR's CSE pass (mlir/lib/Transforms/CSE.cpp) as Triton 3.6 runs it: scoped tables of known
// ops, multi-block regions walked along the dominator tree, read-only ops only within a block.
// Every expected output below is what Triton 3.6's triton-opt -cse prints for the same input.

// A pure op is replaced by an equivalent op of a block that dominates it.
// CHECK-LABEL: llvm.func @sreg_across_blocks
// CHECK-NEXT:    %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[SUM:.*]] = llvm.add %[[TID]], %[[TID]] : i32
// CHECK-NEXT:    llvm.return %[[SUM]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    llvm.return %[[TID]] : i32
llvm.func @sreg_across_blocks(%c: i1) -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = nvvm.read.ptx.sreg.tid.x : i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
^bb2:
  llvm.return %0 : i32
}

// -----

// Diamond: the entry's muli replaces the copies in both arms (one with commuted operands)
// and in the join; the arms' subi copies are siblings in the dominator tree, so neither
// replaces the other nor the join's.
// CHECK-LABEL: tt.func @diamond
// CHECK-NEXT:    %[[MUL:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[SUB1:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[MUL]], %[[SUB1]] : i32, i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[SUB2:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[MUL]], %[[SUB2]] : i32, i32)
// CHECK-NEXT:  ^bb3(%[[X:.*]]: i32, %[[Y:.*]]: i32):
// CHECK-NEXT:    %[[SUB3:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:    %[[A0:.*]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[A1:.*]] = arith.addi %[[A0]], %[[MUL]] : i32
// CHECK-NEXT:    %[[A2:.*]] = arith.addi %[[A1]], %[[SUB3]] : i32
// CHECK-NEXT:    %[[A3:.*]] = arith.addi %[[A2]], %[[MUL]] : i32
// CHECK-NEXT:    tt.return %[[A3]] : i32
tt.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.muli %a, %b : i32
  %2 = arith.subi %a, %b : i32
  cf.br ^bb3(%1, %2 : i32, i32)
^bb2:
  %3 = arith.muli %b, %a : i32
  %4 = arith.subi %a, %b : i32
  cf.br ^bb3(%3, %4 : i32, i32)
^bb3(%x: i32, %y: i32):
  %5 = arith.muli %a, %b : i32
  %6 = arith.subi %a, %b : i32
  %7 = arith.addi %x, %y : i32
  %8 = arith.addi %7, %5 : i32
  %9 = arith.addi %8, %6 : i32
  %10 = arith.addi %9, %0 : i32
  tt.return %10 : i32
}

// -----

// A non-entry block that dominates others: ^b's xori replaces those of ^c and ^f; ^c's ori
// replaces ^e's (^c dominates ^e) but not ^f's (^f is reached from ^d too).
// CHECK-LABEL: tt.func @dominator_tree
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[XOR:.*]] = arith.xori %arg2, %arg2 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[OR_C:.*]] = arith.ori %arg2, %arg2 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb4, ^bb5(%[[OR_C]] : i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    %[[OR_D:.*]] = arith.ori %arg2, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb5(%[[OR_D]] : i32)
// CHECK-NEXT:  ^bb4:
// CHECK-NEXT:    tt.return %[[OR_C]] : i32
// CHECK-NEXT:  ^bb5(%[[V:.*]]: i32):
// CHECK-NEXT:    %[[OR_F:.*]] = arith.ori %arg2, %arg2 : i32
// CHECK-NEXT:    %[[S0:.*]] = arith.addi %[[XOR]], %[[XOR]] : i32
// CHECK-NEXT:    %[[S1:.*]] = arith.addi %[[S0]], %[[OR_F]] : i32
// CHECK-NEXT:    %[[S2:.*]] = arith.addi %[[S1]], %[[V]] : i32
// CHECK-NEXT:    tt.return %[[S2]] : i32
tt.func @dominator_tree(%c: i1, %d: i1, %a: i32) -> i32 {
  cf.br ^b
^b:
  %0 = arith.xori %a, %a : i32
  cf.cond_br %c, ^c, ^d
^c:
  %1 = arith.xori %a, %a : i32
  %u = arith.ori %a, %a : i32
  cf.cond_br %d, ^e, ^f(%u : i32)
^d:
  %2 = arith.ori %a, %a : i32
  cf.br ^f(%2 : i32)
^e:
  %3 = arith.ori %a, %a : i32
  tt.return %3 : i32
^f(%v: i32):
  %4 = arith.xori %a, %a : i32
  %5 = arith.ori %a, %a : i32
  %6 = arith.addi %0, %4 : i32
  %7 = arith.addi %6, %5 : i32
  %8 = arith.addi %7, %v : i32
  tt.return %8 : i32
}

// -----

// A loop: the header dominates the body and the exit. The header's unused muli is erased
// when visited, so it replaces nothing and the body and exit keep their own copies; the
// entry's unused constant 1 is erased too, so the body's stays. The exit's 0 is the entry's.
// CHECK-LABEL: tt.func @cf_loop
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    cf.br ^bb1(%[[C0]], %[[C0]] : i32, i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32, %[[ACC:.*]]: i32):
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi slt, %[[I]], %arg0 : i32
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[SQ:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[ACC]], %[[SQ]] : i32
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[I]], %[[C1]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[NEXT]], %[[T]] : i32, i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    %[[SQ3:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[ACC]], %[[SQ3]] : i32
// CHECK-NEXT:    %[[R2:.*]] = arith.addi %[[R]], %[[C0]] : i32
// CHECK-NEXT:    tt.return %[[R2]] : i32
tt.func @cf_loop(%n: i32, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %acc: i32):
  %sq = arith.muli %a, %a : i32
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %one = arith.constant 1 : i32
  %sq2 = arith.muli %a, %a : i32
  %t = arith.addi %acc, %sq2 : i32
  %next = arith.addi %i, %one : i32
  cf.br ^header(%next, %t : i32, i32)
^exit:
  %sq3 = arith.muli %a, %a : i32
  %zero = arith.constant 0 : i32
  %r = arith.addi %acc, %sq3 : i32
  %r2 = arith.addi %r, %zero : i32
  tt.return %r2 : i32
}

// -----

// After convert-scf-to-cf: the header's thread id and the entry's constant serve the body
// and the exit.
// CHECK-LABEL: llvm.func @llvm_loop
// CHECK-NEXT:    %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    llvm.br ^bb1(%[[C0]] : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT:    %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:    %[[N1:.*]] = llvm.add %[[I]], %[[C1]] : i32
// CHECK-NEXT:    %[[CMP:.*]] = llvm.icmp "slt" %[[N1]], %arg0 : i32
// CHECK-NEXT:    llvm.cond_br %[[CMP]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[S:.*]] = llvm.add %[[N1]], %[[TID]] : i32
// CHECK-NEXT:    llvm.br ^bb1(%[[S]] : i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    %[[R:.*]] = llvm.add %[[TID]], %[[TID]] : i32
// CHECK-NEXT:    %[[R2:.*]] = llvm.add %[[R]], %[[C1]] : i32
// CHECK-NEXT:    llvm.return %[[R2]] : i32
llvm.func @llvm_loop(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1b = llvm.mlir.constant(1 : i32) : i32
  %n1 = llvm.add %i, %c1b : i32
  %cmp = llvm.icmp "slt" %n1, %n : i32
  llvm.cond_br %cmp, ^bb2, ^bb3
^bb2:
  %tid2 = nvvm.read.ptx.sreg.tid.x : i32
  %s = llvm.add %n1, %tid2 : i32
  llvm.br ^bb1(%s : i32)
^bb3:
  %tid3 = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.add %tid, %tid3 : i32
  %r2 = llvm.add %r, %c1 : i32
  llvm.return %r2 : i32
}

// -----

// Blocks unreachable from the entry are not in the dominator tree and are left alone:
// their duplicates stay, and so does their dead muli.
// CHECK-LABEL: tt.func @unreachable
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    tt.return %[[A]] : i32
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[B:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[C:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.addi %[[B]], %[[C]] : i32
// CHECK-NEXT:    tt.return %[[D]] : i32
tt.func @unreachable(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  tt.return %0 : i32
^bb1:
  %1 = arith.addi %a, %a : i32
  %dead = arith.muli %a, %a : i32
  cf.br ^bb2
^bb2:
  %2 = arith.addi %a, %a : i32
  %3 = arith.addi %1, %2 : i32
  tt.return %3 : i32
}

// -----

// Regions nested in a block see the scopes of the blocks that dominate it: the loop body
// and the scf.if use the entry's addi; inside the body, %i + %i is computed once.
// CHECK-LABEL: tt.func @nested
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[FOR:.*]] = scf.for %[[IV:.*]] = %arg2 to %arg3 step %arg1 iter_args(%[[ACC:.*]] = %arg1) -> (i32)  : i32 {
// CHECK-NEXT:      %[[B:.*]] = arith.addi %[[ACC]], %[[A]] : i32
// CHECK-NEXT:      %[[II:.*]] = arith.addi %[[IV]], %[[IV]] : i32
// CHECK-NEXT:      %[[C:.*]] = arith.addi %[[II]], %[[II]] : i32
// CHECK-NEXT:      %[[D:.*]] = arith.addi %[[B]], %[[C]] : i32
// CHECK-NEXT:      scf.yield %[[D]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[FOR]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[IF]] : i32
tt.func @nested(%c: i1, %a: i32, %lb: i32, %ub: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = scf.for %i = %lb to %ub step %a iter_args(%acc = %a) -> (i32) : i32 {
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %acc, %1 : i32
    %3 = arith.addi %i, %i : i32
    %4 = arith.addi %i, %i : i32
    %5 = arith.addi %3, %4 : i32
    %6 = arith.addi %2, %5 : i32
    scf.yield %6 : i32
  }
  tt.return %r : i32
^bb2:
  %x = scf.if %c -> i32 {
    %7 = arith.addi %a, %a : i32
    scf.yield %7 : i32
  } else {
    scf.yield %0 : i32
  }
  tt.return %x : i32
}

// -----

// Functions are isolated from above: each starts with an empty table.
// CHECK-LABEL: tt.func @isolated_a
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    arith.addi %arg0, %[[C7]] : i32
// CHECK-LABEL: tt.func @isolated_b
// CHECK-NEXT:    %[[C7B:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg0, %[[C7B]] : i32
// CHECK-NEXT:    arith.addi %[[X]], %[[C7B]] : i32
tt.func @isolated_a(%a: i32) -> i32 {
  %c = arith.constant 7 : i32
  %0 = arith.addi %a, %c : i32
  tt.return %0 : i32
}
tt.func @isolated_b(%a: i32) -> i32 {
  %c = arith.constant 7 : i32
  %c2 = arith.constant 7 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %0, %c2 : i32
  tt.return %1 : i32
}

// -----

// Read-only ops are only replaced by an equivalent op of their own block: the entry's load
// does not replace ^bb1's, but the first load of ^bb1 replaces the second.
// CHECK-LABEL: tt.func @loads_across_blocks
// CHECK-NEXT:    %[[L0:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[L1:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[L1]], %[[L1]] : i32
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[S]], %[[L0]] : i32
// CHECK-NEXT:    tt.return %[[T]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    tt.return %[[L0]] : i32
tt.func @loads_across_blocks(%p: !llvm.ptr, %c: i1) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = llvm.load %p : !llvm.ptr -> i32
  %2 = llvm.load %p : !llvm.ptr -> i32
  %3 = arith.addi %1, %2 : i32
  %4 = arith.addi %3, %0 : i32
  tt.return %4 : i32
^bb2:
  tt.return %0 : i32
}

// -----

// The same holds for the block of a nested region.
// CHECK-LABEL: tt.func @loads_into_region
// CHECK-NEXT:    %[[L0:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %[[L1:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[L1]], %[[L1]] : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[L0]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[L0]], %[[IF]] : i32, i32
tt.func @loads_into_region(%p: !llvm.ptr, %c: i1) -> (i32, i32) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %x = scf.if %c -> i32 {
    %1 = llvm.load %p : !llvm.ptr -> i32
    %2 = llvm.load %p : !llvm.ptr -> i32
    %3 = arith.addi %1, %2 : i32
    scf.yield %3 : i32
  } else {
    scf.yield %0 : i32
  }
  tt.return %0, %x : i32, i32
}

// -----

// A store between two loads keeps both; a load of another address between them does not.
// The first load after the store replaces the second.
// CHECK-LABEL: tt.func @loads_and_writes
// CHECK-NEXT:    %[[P0:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    %[[Q0:.*]] = llvm.load %arg1 : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.store %arg2, %arg1 : i32, !llvm.ptr
// CHECK-NEXT:    %[[P1:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    %[[S0:.*]] = arith.addi %[[P0]], %[[Q0]] : i32
// CHECK-NEXT:    %[[S1:.*]] = arith.addi %[[P0]], %[[P1]] : i32
// CHECK-NEXT:    %[[S2:.*]] = arith.addi %[[S0]], %[[S1]] : i32
// CHECK-NEXT:    %[[S3:.*]] = arith.addi %[[S2]], %[[P1]] : i32
// CHECK-NEXT:    tt.return %[[S3]] : i32
tt.func @loads_and_writes(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %q : !llvm.ptr -> i32
  %2 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %q : i32, !llvm.ptr
  %3 = llvm.load %p : !llvm.ptr -> i32
  %4 = llvm.load %p : !llvm.ptr -> i32
  %5 = arith.addi %0, %1 : i32
  %6 = arith.addi %2, %3 : i32
  %7 = arith.addi %5, %6 : i32
  %8 = arith.addi %7, %4 : i32
  tt.return %8 : i32
}

// -----

// Ops between two loads count by their effects and those of the ops nested in them: two
// scf.if that only read do not keep the load after them from being replaced (the first load
// is then unused and erased), one that may store does. An scf.if holding a read is not
// itself CSE'd: it has no memory-effect interface of its own, only its nested ops' effects.
// CHECK-LABEL: tt.func @loads_around_regions
// CHECK-NEXT:    %[[X:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %[[M:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:      scf.yield %[[M]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[Y:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %[[M2:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:      scf.yield %[[M2]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[L1:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      llvm.store %arg2, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[L2:.*]] = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    tt.return %[[X]], %[[Y]], %[[L1]], %[[L2]] : i32, i32, i32, i32
tt.func @loads_around_regions(%p: !llvm.ptr, %c: i1, %v: i32) -> (i32, i32, i32, i32) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %x = scf.if %c -> i32 {
    %m = llvm.load %p : !llvm.ptr -> i32
    scf.yield %m : i32
  } else {
    scf.yield %v : i32
  }
  %y = scf.if %c -> i32 {
    %m = llvm.load %p : !llvm.ptr -> i32
    scf.yield %m : i32
  } else {
    scf.yield %v : i32
  }
  %1 = llvm.load %p : !llvm.ptr -> i32
  scf.if %c {
    llvm.store %v, %p : i32, !llvm.ptr
  }
  %2 = llvm.load %p : !llvm.ptr -> i32
  tt.return %x, %y, %1, %2 : i32, i32, i32, i32
}

// -----

// Ops with regions are equivalent when their regions are: two pure scf.if become one.
// CHECK-LABEL: tt.func @regions_equal
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[M:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %[[M]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[IF]], %[[IF]] : i32, i32
tt.func @regions_equal(%c: i1, %a: i32) -> (i32, i32) {
  %x = scf.if %c -> i32 {
    %m = arith.muli %a, %a : i32
    scf.yield %m : i32
  } else {
    scf.yield %a : i32
  }
  %y = scf.if %c -> i32 {
    %m = arith.muli %a, %a : i32
    scf.yield %m : i32
  } else {
    scf.yield %a : i32
  }
  tt.return %x, %y : i32, i32
}

// -----

// Inside regions operands compare in order, even for a commutative op: the combiner
// %b + %a is not the same as %a + %b. Identical combiners are.
// CHECK-LABEL: tt.func @reduce_combiners
// CHECK-NEXT:    %[[R0:.*]] = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
// CHECK-NEXT:    ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:      arith.addi %arg1, %arg2 : i32
// CHECK:         %[[R1:.*]] = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
// CHECK-NEXT:    ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:      arith.addi %arg2, %arg1 : i32
// CHECK:         %[[R2:.*]] = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
// CHECK-NEXT:    ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:      arith.maxsi %arg1, %arg2 : i32
// CHECK:         tt.return %[[R0]], %[[R0]], %[[R1]], %[[R2]] : i32, i32, i32, i32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_combiners(%t: tensor<128xi32, #blocked>) -> (i32, i32, i32, i32) {
    %0 = "tt.reduce"(%t) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<128xi32, #blocked>) -> i32
    %1 = "tt.reduce"(%t) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<128xi32, #blocked>) -> i32
    %2 = "tt.reduce"(%t) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %b, %a : i32
      tt.reduce.return %s : i32
    }) : (tensor<128xi32, #blocked>) -> i32
    %3 = "tt.reduce"(%t) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.maxsi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<128xi32, #blocked>) -> i32
    tt.return %0, %1, %2, %3 : i32, i32, i32, i32
  }
}

// -----

// An op with a multi-block region is never replaced; its region is still simplified along
// its own dominator tree.
// CHECK-LABEL: tt.func @multi_block_region
// CHECK-NEXT:    %[[E0:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:      %[[X:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:      cf.br ^bb1
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      %[[Z:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:      scf.yield %[[Z]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[E1:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:      %[[X1:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:      cf.br ^bb1
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      %[[Z1:.*]] = arith.addi %[[X1]], %[[X1]] : i32
// CHECK-NEXT:      scf.yield %[[Z1]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[E0]], %[[E1]] : i32, i32
tt.func @multi_block_region(%a: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    %x = arith.muli %a, %a : i32
    cf.br ^bb1
  ^bb1:
    %y = arith.muli %a, %a : i32
    %z = arith.addi %x, %y : i32
    scf.yield %z : i32
  }
  %1 = scf.execute_region -> i32 {
    %x = arith.muli %a, %a : i32
    cf.br ^bb1
  ^bb1:
    %y = arith.muli %a, %a : i32
    %z = arith.addi %x, %y : i32
    scf.yield %z : i32
  }
  tt.return %0, %1 : i32, i32
}

// -----

// Trivially dead ops are erased, but only those unused when visited: the muli goes, the
// addi it used stays.
// CHECK-LABEL: tt.func @dead_ops
// CHECK-NEXT:    arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT:    tt.return %[[S]] : i32
tt.func @dead_ops(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %a, %a : i32
  tt.return %2 : i32
}

// -----

// Different properties, ops or operand orders (of a non-commutative op) are different;
// a commutative op's operands may come in any order.
// CHECK-LABEL: tt.func @not_equivalent
// CHECK-NEXT:    %[[A0:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[A1:.*]] = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT:    %[[E0:.*]] = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:    %[[E1:.*]] = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:    %[[S0:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[S1:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    tt.return %[[A0]], %[[A1]], %[[E0]], %[[E1]], %[[S0]], %[[S1]], %[[M]], %[[M]] :
tt.func @not_equivalent(%a: i32, %b: i32) -> (i32, i32, i64, i64, i32, i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a overflow<nsw> : i32
  %2 = arith.extsi %a : i32 to i64
  %3 = arith.extui %a : i32 to i64
  %4 = arith.subi %a, %b : i32
  %5 = arith.subi %b, %a : i32
  %6 = arith.muli %a, %b : i32
  %7 = arith.muli %b, %a : i32
  tt.return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i64, i64, i32, i32, i32, i32
}

// -----

// The module body is a graph region (no SSA dominance): when %y is found equal to %x, only
// the uses by ops not in the table move to %x. The owners are looked up by equivalence, so
// %t (equal to %s up to commutation) keeps %y as well, and then %t itself is replaced by %s.
// CHECK-LABEL: module {
// CHECK-NEXT:    %[[P:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %[[S:.*]] = llvm.add %[[X:.*]], %[[Y:.*]] : i32
// CHECK-NEXT:    %[[X]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[Y]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    llvm.store %[[S]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %[[S]], %[[P]] : i32, !llvm.ptr
// CHECK-NEXT:  }
%p = llvm.mlir.zero : !llvm.ptr
%s = llvm.add %x, %y : i32
%x = llvm.mlir.constant(1 : i32) : i32
%y = llvm.mlir.constant(1 : i32) : i32
%t = llvm.add %y, %x : i32
llvm.store %s, %p : i32, !llvm.ptr
llvm.store %t, %p : i32, !llvm.ptr

// -----

// A known op with an unknown location takes the location of the first op it replaces; one
// with a location keeps it.
// CHECK-LABEL: tt.func @locations
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    tt.return %[[A]], %[[A]], %[[M]], %[[M]] : i32, i32, i32, i32
// LOC-LABEL: tt.func @locations
// LOC-NEXT:    arith.addi %arg0, %arg0 : i32 loc(#[[ADD_LOC:loc[0-9]+]])
// LOC-NEXT:    arith.muli %arg0, %arg0 : i32 loc(#[[MUL_LOC:loc[0-9]+]])
// LOC-DAG:   #[[ADD_LOC]] = loc("k.py":3:4)
// LOC-DAG:   #[[MUL_LOC]] = loc("k.py":7:8)
tt.func @locations(%a: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("k.py":3:4)
  %2 = arith.addi %a, %a : i32 loc("k.py":5:6)
  %3 = arith.muli %a, %a : i32 loc("k.py":7:8)
  %4 = arith.muli %a, %a : i32 loc("k.py":9:10)
  tt.return %0, %1, %3, %4 : i32, i32, i32, i32
} loc(unknown)

// -----

// The order the dominator tree is walked in shows in the location the entry's op takes: the
// children of the entry come in depth-first order of the CFG (^a, then ^join reached
// through ^a, then ^b), so ^join's copy is replaced before ^b's.
// CHECK-LABEL: tt.func @walk_order
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb3(%[[A]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%[[A]] : i32)
// CHECK-NEXT:  ^bb3(%[[V:.*]]: i32):
// CHECK-NEXT:    tt.return %[[V]], %[[A]] : i32, i32
// LOC-LABEL: tt.func @walk_order
// LOC-NEXT:    arith.addi %arg1, %arg1 : i32 loc(#[[ADD_LOC:loc[0-9]+]])
// LOC:       #[[ADD_LOC]] = loc("join.py":1:1)
tt.func @walk_order(%c: i1, %x: i32) -> (i32, i32) {
  %0 = arith.addi %x, %x : i32 loc(unknown)
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^join(%0 : i32)
^b:
  %1 = arith.addi %x, %x : i32 loc("b.py":1:1)
  cf.br ^join(%1 : i32)
^join(%v: i32):
  %2 = arith.addi %x, %x : i32 loc("join.py":1:1)
  tt.return %v, %2 : i32, i32
} loc(unknown)
