// RUN: ttopt %s -split-input-file -verify-diagnostics -triton-rewrite-tensor-pointer | FileCheck %s
// The expected outputs were checked against Triton 3.6 (triton-opt) on the same inputs.

// A load through a block pointer reads a tensor of pointers base + offsets * strides;
// the dimensions in `boundaryCheck` give the mask, `padding` the other values. The
// offsets' ranges are built once per access and shared by pointers and mask.
// CHECK-LABEL: tt.func @load_store
// CHECK-NEXT:    %[[ROW:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT:    %[[COL:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT:    %[[QROW:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT:    %[[QCOL:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT:    %[[BASE:.*]] = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>>
// CHECK-NEXT:    %[[ROWS0:.*]] = tt.splat %[[ROW]] : i64 -> tensor<64xi64>
// CHECK-NEXT:    %[[IOTA0:.*]] = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
// CHECK-NEXT:    %[[WIDE0:.*]] = arith.extsi %[[IOTA0]] : tensor<64xi32> to tensor<64xi64>
// CHECK-NEXT:    %[[ROWS1:.*]] = arith.addi %[[ROWS0]], %[[WIDE0]] : tensor<64xi64>
// CHECK-NEXT:    %[[ROWS:.*]] = tt.expand_dims %[[ROWS1]] {axis = 1 : i32} : tensor<64xi64> -> tensor<64x1xi64>
// CHECK-NEXT:    %[[STRIDE0:.*]] = tt.splat %arg5 : i64 -> tensor<64x1xi64>
// CHECK-NEXT:    %[[SCALED0:.*]] = arith.muli %[[ROWS]], %[[STRIDE0]] : tensor<64x1xi64>
// CHECK-NEXT:    %[[BCAST0:.*]] = tt.broadcast %[[SCALED0]] : tensor<64x1xi64> -> tensor<64x32xi64>
// CHECK-NEXT:    %[[PTR0:.*]] = tt.addptr %[[BASE]], %[[BCAST0]] : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi64>
// CHECK-NEXT:    %[[COLS0:.*]] = tt.splat %[[COL]] : i64 -> tensor<32xi64>
// CHECK-NEXT:    %[[IOTA1:.*]] = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
// CHECK-NEXT:    %[[WIDE1:.*]] = arith.extsi %[[IOTA1]] : tensor<32xi32> to tensor<32xi64>
// CHECK-NEXT:    %[[COLS1:.*]] = arith.addi %[[COLS0]], %[[WIDE1]] : tensor<32xi64>
// CHECK-NEXT:    %[[COLS:.*]] = tt.expand_dims %[[COLS1]] {axis = 0 : i32} : tensor<32xi64> -> tensor<1x32xi64>
// CHECK-NEXT:    %[[STRIDE1:.*]] = tt.splat %arg6 : i64 -> tensor<1x32xi64>
// CHECK-NEXT:    %[[SCALED1:.*]] = arith.muli %[[COLS]], %[[STRIDE1]] : tensor<1x32xi64>
// CHECK-NEXT:    %[[BCAST1:.*]] = tt.broadcast %[[SCALED1]] : tensor<1x32xi64> -> tensor<64x32xi64>
// CHECK-NEXT:    %[[PTRS:.*]] = tt.addptr %[[PTR0]], %[[BCAST1]] : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi64>
// CHECK-NEXT:    %[[Z0:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[Z0S:.*]] = tt.splat %[[Z0]] : i64 -> tensor<1x32xi64>
// CHECK-NEXT:    %[[GE0:.*]] = arith.cmpi sge, %[[COLS]], %[[Z0S]] : tensor<1x32xi64>
// CHECK-NEXT:    %[[N1:.*]] = tt.splat %arg8 : i64 -> tensor<1x32xi64>
// CHECK-NEXT:    %[[LT0:.*]] = arith.cmpi slt, %[[COLS]], %[[N1]] : tensor<1x32xi64>
// CHECK-NEXT:    %[[IN0:.*]] = arith.andi %[[GE0]], %[[LT0]] : tensor<1x32xi1>
// CHECK-NEXT:    %[[M0:.*]] = tt.broadcast %[[IN0]] : tensor<1x32xi1> -> tensor<64x32xi1>
// CHECK-NEXT:    %[[Z1:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[Z1S:.*]] = tt.splat %[[Z1]] : i64 -> tensor<64x1xi64>
// CHECK-NEXT:    %[[GE1:.*]] = arith.cmpi sge, %[[ROWS]], %[[Z1S]] : tensor<64x1xi64>
// CHECK-NEXT:    %[[N0:.*]] = tt.splat %arg7 : i64 -> tensor<64x1xi64>
// CHECK-NEXT:    %[[LT1:.*]] = arith.cmpi slt, %[[ROWS]], %[[N0]] : tensor<64x1xi64>
// CHECK-NEXT:    %[[IN1:.*]] = arith.andi %[[GE1]], %[[LT1]] : tensor<64x1xi1>
// CHECK-NEXT:    %[[M1:.*]] = tt.broadcast %[[IN1]] : tensor<64x1xi1> -> tensor<64x32xi1>
// CHECK-NEXT:    %[[MASK:.*]] = arith.andi %[[M0]], %[[M1]] : tensor<64x32xi1>
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:    %[[OTHER:.*]] = tt.splat %[[ZERO]] : f16 -> tensor<64x32xf16>
// CHECK-NEXT:    %[[V:.*]] = tt.load %[[PTRS]], %[[MASK]], %[[OTHER]] cacheModifier = ca {isVolatile = true} : tensor<64x32x!tt.ptr<f16>>
// CHECK-NEXT:    tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>>
// CHECK-NEXT:    tt.splat %[[QROW]] : i64 -> tensor<64xi64>
// CHECK:         tt.splat %[[QCOL]] : i64 -> tensor<32xi64>
// CHECK:         tt.store %{{.*}}, %[[V]] cacheModifier = wt : tensor<64x32x!tt.ptr<f16>>
// CHECK-NEXT:    tt.return
// CHECK-NOT:   tt.make_tensor_ptr
tt.func @load_store(%a: !tt.ptr<f16>, %b: !tt.ptr<f16>, %m: i32, %n: i32, %k: i32, %s0: i64, %s1: i64, %d0: i64, %d1: i64) {
  %p = tt.make_tensor_ptr %a, [%d0, %d1], [%s0, %s1], [%m, %n] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
  %q = tt.make_tensor_ptr %b, [%d0, %d1], [%s0, %s1], [%m, %n] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
  %v = tt.load %p {boundaryCheck = array<i32: 1, 0>, cache = 2 : i32, isVolatile = true, padding = 1 : i32} : !tt.ptr<tensor<64x32xf16>>
  tt.store %q, %v {cache = 6 : i32} : !tt.ptr<tensor<64x32xf16>>
  tt.return
}

// -----

// A block pointer carried by a loop becomes its offsets (one i64 per dimension), which
// `tt.advance` moves; `padding = nan` fills with NaN.
// CHECK-LABEL: tt.func @loop
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NEXT:    %[[OFF:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %{{.*}} = %[[C0]] to %arg1 step %[[C1]] iter_args(%[[O:.*]] = %[[OFF]], %[[ACC:.*]] = %arg3) -> (i64, f32)  : i32 {
// CHECK-NEXT:      tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
// CHECK-NEXT:      tt.splat %[[O]] : i64 -> tensor<16xi64>
// CHECK:           %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:      %[[FILL:.*]] = tt.splat %[[NAN]] : f32 -> tensor<16xf32>
// CHECK-NEXT:      tt.load %{{.*}}, %{{.*}}, %[[FILL]] : tensor<16x!tt.ptr<f32>>
// CHECK:           %[[STEP:.*]] = arith.extsi %[[C16]] : i32 to i64
// CHECK-NEXT:      %[[NEXT:.*]] = arith.addi %[[O]], %[[STEP]] : i64
// CHECK-NEXT:      scf.yield %[[NEXT]], %{{.*}} : i64, f32
// CHECK:         tt.return %[[R]]#1 : f32
tt.func @loop(%a: !tt.ptr<f32>, %n: i32, %s: i64, %init: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  %p = tt.make_tensor_ptr %a, [%s], [%s], [%n] {order = array<i32: 0>} : <tensor<16xf32>>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%pp = %p, %acc = %init) -> (!tt.ptr<tensor<16xf32>>, f32) : i32 {
    %v = tt.load %pp {boundaryCheck = array<i32: 0>, padding = 2 : i32} : !tt.ptr<tensor<16xf32>>
    %x = "tt.reduce"(%v) <{axis = 0 : i32}> ({
    ^bb0(%l: f32, %rr: f32):
      %sum = arith.addf %l, %rr : f32
      tt.reduce.return %sum : f32
    }) : (tensor<16xf32>) -> f32
    %acc2 = arith.addf %acc, %x : f32
    %next = tt.advance %pp, [%c16] : <tensor<16xf32>>
    scf.yield %next, %acc2 : !tt.ptr<tensor<16xf32>>, f32
  }
  tt.return %r#1 : f32
}

// -----

// Block pointers yielded by an `scf.if` become offsets too (shape and strides come from
// the `tt.make_tensor_ptr` they derive from).
// CHECK-LABEL: tt.func @branch
// CHECK:         %[[O:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT:    %[[SEL:.*]] = scf.if %arg2 -> (i64) {
// CHECK-NEXT:      %[[D:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT:      %[[MOVED:.*]] = arith.addi %[[O]], %[[D]] : i64
// CHECK-NEXT:      scf.yield %[[MOVED]] : i64
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[O]] : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.splat %arg0 : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
// CHECK-NEXT:    tt.splat %[[SEL]] : i64 -> tensor<8xi64>
// CHECK:         tt.store %{{.*}}, %arg3 : tensor<8x!tt.ptr<i32>>
tt.func @branch(%a: !tt.ptr<i32>, %n: i32, %c: i1, %v: tensor<8xi32>) {
  %s = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %a, [%s], [%s], [%n] {order = array<i32: 0>} : <tensor<8xi32>>
  %q = scf.if %c -> (!tt.ptr<tensor<8xi32>>) {
    %moved = tt.advance %p, [%n] : <tensor<8xi32>>
    scf.yield %moved : !tt.ptr<tensor<8xi32>>
  } else {
    scf.yield %p : !tt.ptr<tensor<8xi32>>
  }
  tt.store %q, %v : !tt.ptr<tensor<8xi32>>
  tt.return
}

// -----

// Other control flow carrying block pointers is not supported (upstream aborts).
tt.func @while(%a: !tt.ptr<i32>, %n: i32, %s: i64) {
  %c0 = arith.constant 0 : i32
  %p = tt.make_tensor_ptr %a, [%s], [%s], [%c0] {order = array<i32: 0>} : <tensor<8xi32>>
  // expected-error @+1 {{Currently we only support tensor pointer usages inside a `scf::ForOp` or `scf::IfOp`, others such as `scf::WhileOp`, `cf::BranchOp` or `cf::CondBranchOp` are not supported yet}}
  %r = scf.while (%pp = %p) : (!tt.ptr<tensor<8xi32>>) -> !tt.ptr<tensor<8xi32>> {
    %cond = arith.cmpi slt, %n, %n : i32
    scf.condition(%cond) %pp : !tt.ptr<tensor<8xi32>>
  } do {
  ^bb0(%qq: !tt.ptr<tensor<8xi32>>):
    scf.yield %qq : !tt.ptr<tensor<8xi32>>
  }
  tt.return
}
