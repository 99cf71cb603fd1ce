// RUN: ttopt %s -split-input-file -verify-diagnostics -triton-rewrite-tensor-descriptor-to-pointer | FileCheck %s
// The expected outputs were checked against Triton 3.6 (triton-opt) on the same inputs.

// A descriptor is its base, sizes (as i64), strides and a NaN-padding flag. A load
// builds the fill value first, then the pointers (all offset ranges, then the strided
// sums), then the mask (from ranges built again).
// CHECK-LABEL: tt.func public @load
// CHECK-NEXT:    %[[M:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT:    %[[N:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT:    %[[PAD:.*]] = arith.constant true
// CHECK-NEXT:    %[[X:.*]] = arith.extsi %arg4 : i32 to i64
// CHECK-NEXT:    %[[Y:.*]] = arith.extsi %arg5 : i32 to i64
// CHECK-NEXT:    %[[NAN:.*]] = arith.constant dense<0x7E00> : tensor<16x32xf16>
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<16x32xf16>
// CHECK-NEXT:    %[[FILL:.*]] = arith.select %[[PAD]], %[[NAN]], %[[ZERO]] : tensor<16x32xf16>
// CHECK-NEXT:    tt.splat %[[X]] : i64 -> tensor<16xi64>
// CHECK-NEXT:    tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
// CHECK-NEXT:    arith.extsi
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    %[[ROWS:.*]] = tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<16xi64> -> tensor<16x1xi64>
// CHECK-NEXT:    tt.splat %[[Y]] : i64 -> tensor<32xi64>
// CHECK-NEXT:    tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
// CHECK-NEXT:    arith.extsi
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    %[[COLS:.*]] = tt.expand_dims %{{.*}} {axis = 0 : i32} : tensor<32xi64> -> tensor<1x32xi64>
// CHECK-NEXT:    %[[BASE:.*]] = tt.splat %arg0 : !tt.ptr<f16> -> tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:    %[[S0:.*]] = tt.splat %arg3 : i64 -> tensor<16x1xi64>
// CHECK-NEXT:    arith.muli %[[ROWS]], %[[S0]] : tensor<16x1xi64>
// CHECK-NEXT:    tt.broadcast
// CHECK-NEXT:    %[[P0:.*]] = tt.addptr %[[BASE]]
// CHECK-NEXT:    %[[S1:.*]] = tt.splat %arg3 : i64 -> tensor<1x32xi64>
// CHECK-NEXT:    arith.muli %[[COLS]], %[[S1]] : tensor<1x32xi64>
// CHECK-NEXT:    tt.broadcast
// CHECK-NEXT:    %[[PTRS:.*]] = tt.addptr %[[P0]]
// CHECK-NEXT:    tt.splat %[[X]] : i64 -> tensor<16xi64>
// CHECK-NEXT:    tt.make_range
// CHECK-NEXT:    arith.extsi
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    %[[ROWS2:.*]] = tt.expand_dims %{{.*}} {axis = 1 : i32}
// CHECK-NEXT:    tt.splat %[[Y]] : i64 -> tensor<32xi64>
// CHECK-NEXT:    tt.make_range
// CHECK-NEXT:    arith.extsi
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    %[[COLS2:.*]] = tt.expand_dims %{{.*}} {axis = 0 : i32}
// CHECK-NEXT:    arith.constant 0 : i64
// CHECK-NEXT:    tt.splat
// CHECK-NEXT:    arith.cmpi sge, %[[ROWS2]]
// CHECK-NEXT:    tt.splat %[[M]] : i64 -> tensor<16x1xi64>
// CHECK-NEXT:    arith.cmpi slt, %[[ROWS2]]
// CHECK-NEXT:    arith.andi
// CHECK-NEXT:    %[[IN0:.*]] = tt.broadcast %{{.*}} : tensor<16x1xi1> -> tensor<16x32xi1>
// CHECK-NEXT:    arith.constant 0 : i64
// CHECK-NEXT:    tt.splat
// CHECK-NEXT:    arith.cmpi sge, %[[COLS2]]
// CHECK-NEXT:    tt.splat %[[N]] : i64 -> tensor<1x32xi64>
// CHECK-NEXT:    arith.cmpi slt, %[[COLS2]]
// CHECK-NEXT:    arith.andi
// CHECK-NEXT:    %[[IN1:.*]] = tt.broadcast %{{.*}} : tensor<1x32xi1> -> tensor<16x32xi1>
// CHECK-NEXT:    %[[MASK:.*]] = arith.andi %[[IN0]], %[[IN1]] : tensor<16x32xi1>
// CHECK-NEXT:    %[[V:.*]] = tt.load %[[PTRS]], %[[MASK]], %[[FILL]] cacheModifier = cg {marker} : tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:    tt.return %[[V]] : tensor<16x32xf16>
tt.func public @load(%p: !tt.ptr<f16>, %m: i32, %n: i32, %s: i64, %x: i32, %y: i32) -> tensor<16x32xf16> {
  %d = tt.make_tensor_descriptor %p, [%m, %n], [%s, %s] {padding = 2 : i32} : !tt.ptr<f16>, !tt.tensordesc<tensor<16x32xf16>>
  %v = tt.descriptor_load %d[%x, %y] cacheModifier = cg {marker} : !tt.tensordesc<tensor<16x32xf16>> -> tensor<16x32xf16>
  tt.return %v : tensor<16x32xf16>
}

// -----

// Descriptors cross function boundaries, loops and branches as their parts; an
// `arith.select` of descriptors becomes an `scf.if`. A store is masked like a load.
// Function argument attributes keep their positions.
// CHECK-LABEL: tt.func private @identity(%arg0: !tt.ptr<f32>, %arg1: i64, %arg2: i64, %arg3: i1) -> (!tt.ptr<f32>, i64, i64, i1)
// CHECK-NEXT:    tt.return %arg0, %arg1, %arg2, %arg3 : !tt.ptr<f32>, i64, i64, i1
// CHECK-LABEL: tt.func public @control_flow(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i64, %arg2: i64, %arg3: i1, %arg4: i1, %arg5: i32, %arg6: tensor<8xf32>)
// CHECK-NEXT:    %[[CALL:.*]]:4 = tt.call @identity(%arg0, %arg1, %arg2, %arg3) : (!tt.ptr<f32>, i64, i64, i1) -> (!tt.ptr<f32>, i64, i64, i1)
// CHECK-NEXT:    %[[SEL:.*]]:4 = scf.if %arg4 -> (!tt.ptr<f32>, i64, i64, i1) {
// CHECK-NEXT:      scf.yield %arg0, %arg1, %arg2, %arg3 : !tt.ptr<f32>, i64, i64, i1
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[CALL]]#0, %[[CALL]]#1, %[[CALL]]#2, %[[CALL]]#3 : !tt.ptr<f32>, i64, i64, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[LOOP:.*]]:4 = scf.for %[[IV:.*]] = %arg5 to %arg5 step %arg5 iter_args(%[[B:.*]] = %[[SEL]]#0, %[[SZ:.*]] = %[[SEL]]#1, %[[ST:.*]] = %[[SEL]]#2, %[[PAD:.*]] = %[[SEL]]#3) -> (!tt.ptr<f32>, i64, i64, i1)  : i32 {
// CHECK-NEXT:      arith.extsi %[[IV]] : i32 to i64
// CHECK:           tt.splat %[[B]] : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
// CHECK-NEXT:      tt.splat %[[ST]] : i64 -> tensor<8xi64>
// CHECK:           tt.splat %[[SZ]] : i64 -> tensor<8xi64>
// CHECK:           tt.store %{{.*}}, %arg6, %{{.*}} : tensor<8x!tt.ptr<f32>>
// CHECK-NEXT:      scf.yield %[[B]], %[[SZ]], %[[ST]], %[[PAD]] : !tt.ptr<f32>, i64, i64, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[W:.*]]:4 = scf.while (%[[WB:.*]] = %[[LOOP]]#0, %[[WSZ:.*]] = %[[LOOP]]#1, %[[WST:.*]] = %[[LOOP]]#2, %[[WPAD:.*]] = %[[LOOP]]#3) : (!tt.ptr<f32>, i64, i64, i1) -> (!tt.ptr<f32>, i64, i64, i1) {
// CHECK-NEXT:      scf.condition(%arg4) %[[WB]], %[[WSZ]], %[[WST]], %[[WPAD]] : !tt.ptr<f32>, i64, i64, i1
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%{{.*}}: !tt.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i1):
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[W]]#0, %[[W]]#1, %[[W]]#2, %[[W]]#3 : !tt.ptr<f32>, i64, i64, i1
tt.func private @identity(%d: !tt.tensordesc<tensor<8xf32>>) -> !tt.tensordesc<tensor<8xf32>> {
  tt.return %d : !tt.tensordesc<tensor<8xf32>>
}
tt.func public @control_flow(%d: !tt.tensordesc<tensor<8xf32>> {tt.divisibility = 16 : i32}, %c: i1, %i: i32, %v: tensor<8xf32>) -> !tt.tensordesc<tensor<8xf32>> {
  %e = tt.call @identity(%d) : (!tt.tensordesc<tensor<8xf32>>) -> !tt.tensordesc<tensor<8xf32>>
  %s = arith.select %c, %d, %e : !tt.tensordesc<tensor<8xf32>>
  %l = scf.for %k = %i to %i step %i iter_args(%a = %s) -> (!tt.tensordesc<tensor<8xf32>>) : i32 {
    tt.descriptor_store %a[%k], %v : !tt.tensordesc<tensor<8xf32>>, tensor<8xf32>
    scf.yield %a : !tt.tensordesc<tensor<8xf32>>
  }
  %w = scf.while (%a = %l) : (!tt.tensordesc<tensor<8xf32>>) -> !tt.tensordesc<tensor<8xf32>> {
    scf.condition(%c) %a : !tt.tensordesc<tensor<8xf32>>
  } do {
  ^bb0(%a: !tt.tensordesc<tensor<8xf32>>):
    scf.yield %a : !tt.tensordesc<tensor<8xf32>>
  }
  tt.return %w : !tt.tensordesc<tensor<8xf32>>
}

// -----

// Gathers and scatters address the rows `x` (extended to i64) from column `y`; integer
// loads fill with zeros.
// CHECK-LABEL: tt.func public @gather_scatter
// CHECK-NEXT:    %[[XS:.*]] = tt.expand_dims %arg6 {axis = 1 : i32} : tensor<8xi32> -> tensor<8x1xi32>
// CHECK-NEXT:    %[[Y:.*]] = arith.extsi %arg7 : i32 to i64
// CHECK-NEXT:    %[[ROWS:.*]] = arith.extsi %[[XS]] : tensor<8x1xi32> to tensor<8x1xi64>
// CHECK-NEXT:    tt.splat %[[Y]] : i64 -> tensor<32xi64>
// CHECK:         %[[V:.*]] = tt.load %{{.*}}, %{{.*}}, %[[ZERO:.*]] : tensor<8x32x!tt.ptr<i32>>
// CHECK:         tt.store %{{.*}}, %arg8, %{{.*}} : tensor<8x32x!tt.ptr<i32>>
// CHECK-NEXT:    tt.return %[[V]]
tt.func public @gather_scatter(%d: !tt.tensordesc<tensor<1x32xi32>>, %x: tensor<8xi32>, %y: i32, %v: tensor<8x32xi32>) -> tensor<8x32xi32> {
  %g = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x32xi32>>, tensor<8xi32>, i32) -> tensor<8x32xi32>
  tt.descriptor_scatter %d[%x, %y], %v : !tt.tensordesc<tensor<1x32xi32>>, tensor<8xi32>, i32, tensor<8x32xi32>
  tt.return %g : tensor<8x32xi32>
}

// -----

// Reductions become atomics (release, gpu); min and max need a signed or unsigned type.
// CHECK-LABEL: tt.func public @reduce
// CHECK:         tt.atomic_rmw fadd, release, gpu, %{{.*}}, %arg4, %{{.*}} : (tensor<16x!tt.ptr<f32>>, tensor<16xf32>, tensor<16xi1>) -> tensor<16xf32>
// CHECK:         tt.atomic_rmw umax, release, gpu, %{{.*}}, %arg5, %{{.*}} : (tensor<16x!tt.ptr<i32>>, tensor<16xi32>, tensor<16xi1>) -> tensor<16xi32>
tt.func public @reduce(%p: !tt.ptr<f32>, %m: i32, %s: i64, %x: i32, %v: tensor<16xf32>, %u: tensor<16xi32>, %q: !tt.ptr<i32>) {
  %d = tt.make_tensor_descriptor %p, [%m], [%s] : !tt.ptr<f32>, !tt.tensordesc<tensor<16xf32>>
  tt.descriptor_reduce add, %d[%x], %v : !tt.tensordesc<tensor<16xf32>>, tensor<16xf32>
  %e = tt.make_tensor_descriptor %q, [%m], [%s] : !tt.ptr<i32>, !tt.tensordesc<tensor<16xui32>>
  tt.descriptor_reduce max, %e[%x], %u : !tt.tensordesc<tensor<16xui32>>, tensor<16xi32>
  tt.return
}

// -----

tt.func public @reduce_signless_min(%p: !tt.ptr<i32>, %m: i32, %s: i64, %x: i32, %v: tensor<16xi32>) {
  %d = tt.make_tensor_descriptor %p, [%m], [%s] : !tt.ptr<i32>, !tt.tensordesc<tensor<16xi32>>
  // expected-error @+2 {{Cannot fallback on descriptor atomic op, unsupported for type i32}}
  // expected-error @+1 {{failed to legalize operation 'tt.descriptor_reduce' that was explicitly marked illegal}}
  tt.descriptor_reduce min, %d[%x], %v : !tt.tensordesc<tensor<16xi32>>, tensor<16xi32>
  tt.return
}
