// RUN: ttopt %s -split-input-file -canonicalize | FileCheck %s

// The LLVM dialect's folders under canonicalize (the CHECK lines are what Triton 3.6's
// canonicalize makes of each function).

// Constants (llvm.mlir.constant, undef, poison, zero, addressof) are uniqued and hoisted;
// only `or`, `shl` and `zext` fold constant operands; add and mul are commutative.
// CHECK: llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @constants(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(255 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %3 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %4 = llvm.mlir.undef : i32
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %7 = llvm.mlir.constant(40 : i32) : i32
// CHECK-NEXT: %8 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %9 = llvm.add %5, %6 : i32
// CHECK-NEXT: %10 = llvm.shl %6, %7 : i32
// CHECK-NEXT: %11 = llvm.sext %8 : i8 to i32
// CHECK-NEXT: %12 = llvm.mul %arg0, %6 : i32
// CHECK-NEXT: %13 = llvm.add %12, %5 : i32
// CHECK-NEXT: %14 = llvm.ptrtoint %3 : !llvm.ptr<3> to i32
// CHECK-NEXT: %15 = llvm.add %9, %2 : i32
// CHECK-NEXT: %16 = llvm.add %15, %1 : i32
// CHECK-NEXT: %17 = llvm.add %16, %10 : i32
// CHECK-NEXT: %18 = llvm.add %17, %0 : i32
// CHECK-NEXT: %19 = llvm.add %18, %11 : i32
// CHECK-NEXT: %20 = llvm.add %19, %13 : i32
// CHECK-NEXT: %21 = llvm.add %20, %4 : i32
// CHECK-NEXT: %22 = llvm.add %21, %14 : i32
// CHECK-NEXT: llvm.return %22 : i32
// CHECK-NEXT: }
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.func @constants(%a: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c2b = llvm.mlir.constant(2 : i32) : i32
  %c40 = llvm.mlir.constant(40 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i8) : i8
  %add = llvm.add %c1, %c2 : i32
  %or = llvm.or %c2, %c1 : i32
  %shl = llvm.shl %c2b, %c1 : i32
  %big = llvm.shl %c2, %c40 : i32
  %z = llvm.zext %m1 : i8 to i32
  %s = llvm.sext %m1 : i8 to i32
  %x = llvm.mul %c2, %a : i32
  %y = llvm.add %c1, %x : i32
  %u = llvm.mlir.undef : i32
  %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  %p = llvm.ptrtoint %smem : !llvm.ptr<3> to i32
  %r0 = llvm.add %add, %or : i32
  %r1 = llvm.add %r0, %shl : i32
  %r2 = llvm.add %r1, %big : i32
  %r3 = llvm.add %r2, %z : i32
  %r4 = llvm.add %r3, %s : i32
  %r5 = llvm.add %r4, %y : i32
  %r6 = llvm.add %r5, %u : i32
  %r7 = llvm.add %r6, %p : i32
  llvm.return %r7 : i32
}

// -----

// extractvalue looks through insertvalue chains (and nested extractvalues); unused
// insertvalues, loads and special-register reads go away, stores and asm with side
// effects stay.
// CHECK-LABEL: llvm.func @aggregates(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr<1>) -> i32 {
// CHECK-NEXT: %0 = llvm.inline_asm has_side_effects "mov.u32 $0, 0;", "=r"  : () -> i32
// CHECK-NEXT: llvm.store %arg1, %arg2 : i32, !llvm.ptr<1>
// CHECK-NEXT: %1 = llvm.add %arg1, %arg0 : i32
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }
llvm.func @aggregates(%a: i32, %b: i32, %p: !llvm.ptr<1>) -> i32 {
  %u = llvm.mlir.undef : !llvm.struct<(i32, struct<(i32, i32)>)>
  %inner = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %i0 = llvm.insertvalue %b, %inner[1] : !llvm.struct<(i32, i32)>
  %o0 = llvm.insertvalue %i0, %u[1] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %o1 = llvm.insertvalue %a, %o0[0] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %x = llvm.extractvalue %o1[1, 1] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %o2 = llvm.insertvalue %a, %o1[1, 0] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %y = llvm.extractvalue %o2[1] : !llvm.struct<(i32, struct<(i32, i32)>)>
  %y1 = llvm.extractvalue %y[0] : !llvm.struct<(i32, i32)>
  %dead = llvm.load %p : !llvm.ptr<1> -> i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %quiet = llvm.inline_asm "mov.u32 $0, 0;", "=r" : () -> i32
  %loud = llvm.inline_asm has_side_effects "mov.u32 $0, 0;", "=r" : () -> i32
  llvm.store %x, %p : i32, !llvm.ptr<1>
  %r = llvm.add %x, %y1 : i32
  llvm.return %r : i32
}

// -----

// Casts of casts back to the original type, `gep %p[0]`, constant GEP indices, `icmp %x, %x`.
// CHECK-LABEL: llvm.func @casts_and_geps(%arg0: i32, %arg1: !llvm.ptr<3>, %arg2: f32) -> !llvm.ptr<3> {
// CHECK-NEXT: %0 = llvm.getelementptr %arg1[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %1 = llvm.getelementptr %0[%arg0] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %2 = llvm.icmp "sle" %arg0, %arg0 : i32
// CHECK-NEXT: %3 = llvm.select %2, %1, %arg1 : i1, !llvm.ptr<3>
// CHECK-NEXT: llvm.store %arg2, %3 : f32, !llvm.ptr<3>
// CHECK-NEXT: llvm.return %3 : !llvm.ptr<3>
// CHECK-NEXT: }
llvm.func @casts_and_geps(%a: i32, %p: !llvm.ptr<3>, %f: f32) -> !llvm.ptr<3> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %bits = llvm.bitcast %f : f32 to i32
  %back = llvm.bitcast %bits : i32 to f32
  %same = llvm.bitcast %a : i32 to i32
  %generic = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr
  %shared = llvm.addrspacecast %generic : !llvm.ptr to !llvm.ptr<3>
  %g0 = llvm.getelementptr %shared[%c0] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  %g1 = llvm.getelementptr %g0[%c4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  %g2 = llvm.getelementptr %g1[%same] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  %eq = llvm.icmp "sle" %a, %a : i32
  %sel = llvm.select %eq, %g2, %p : i1, !llvm.ptr<3>
  llvm.store %back, %sel : f32, !llvm.ptr<3>
  llvm.return %sel : !llvm.ptr<3>
}

// -----

// Dead block arguments go, with the operands every branch (br, cond_br, switch) passes them.
// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.br ^bb1(%0 : i32)
// CHECK-NEXT: ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %2 = llvm.add %1, %arg0 : i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1(%2 : i32), ^bb2(%2 : i32)
// CHECK-NEXT: ^bb2(%3: i32):  // pred: ^bb1
// CHECK-NEXT: llvm.switch %3 : i32, ^bb3(%3 : i32) [
// CHECK-NEXT: 1: ^bb3(%arg0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3(%4: i32):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: llvm.return %4 : i32
// CHECK-NEXT: }
llvm.func @f(%a: i32, %c: i1) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^bb1(%zero, %a : i32, i32)
^bb1(%i: i32, %unused: i32):
  %n = llvm.add %i, %a : i32
  llvm.cond_br %c, ^bb1(%n, %n : i32, i32), ^bb2(%n, %i : i32, i32)
^bb2(%x: i32, %dead: i32):
  llvm.switch %x : i32, ^bb3(%x, %x : i32, i32) [
    1: ^bb3(%a, %a : i32, i32)
  ]
^bb3(%y: i32, %dead2: i32):
  llvm.return %y : i32
}
