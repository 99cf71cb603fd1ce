// RUN: ttopt %s -split-input-file -tritongpu-remove-layout-conversions | FileCheck %s

// Forward propagation: an expensive load (1024 elements for 128 threads) is an anchor;
// its layout flows through the conversion and the elementwise ops down to the store,
// so both conversions vanish.

// CHECK: #[[B4:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4]
// CHECK-LABEL: tt.func @forward_elementwise
// CHECK-NOT: ttg.convert_layout
// CHECK: %[[LOAD:.*]] = tt.load %arg0 : tensor<1024x!tt.ptr<f32>, #[[B4]]>
// CHECK-NEXT: %[[MUL:.*]] = arith.mulf %[[LOAD]], %[[LOAD]] : tensor<1024xf32, #[[B4]]>
// CHECK-NEXT: %[[EXP:.*]] = math.exp %[[MUL]] : tensor<1024xf32, #[[B4]]>
// CHECK-NEXT: tt.store %arg1, %[[EXP]]
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return

// Through scf.for: the loop-carried accumulator takes the load's layout, the loop is
// rebuilt with the new iter_args type.
// CHECK-LABEL: tt.func @forward_for
// CHECK-NOT: ttg.convert_layout
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<1024xf32, #[[B4]]>
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (tensor<1024xf32, #[[B4]]>)
// CHECK: arith.addf %[[ACC]], {{.*}} : tensor<1024xf32, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return

// Through scf.if: both branches yield in the load's layout.
// CHECK-LABEL: tt.func @forward_if
// CHECK-NOT: ttg.convert_layout
// CHECK: scf.if %arg2 -> (tensor<1024xf32, #[[B4]]>)
// CHECK: arith.mulf {{.*}} : tensor<1024xf32, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return

// Through scf.while: the before and after regions' arguments change type together.
// CHECK-LABEL: tt.func @forward_while
// CHECK-NOT: ttg.convert_layout
// CHECK: scf.while ({{.*}}) : (tensor<1024xf32, #[[B4]]>, i32) -> (tensor<1024xf32, #[[B4]]>, i32)
// CHECK: scf.condition({{.*}}) {{.*}} : tensor<1024xf32, #[[B4]]>, i32
// CHECK: ^bb0(%{{.*}}: tensor<1024xf32, #[[B4]]>, %{{.*}}: i32):
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @forward_elementwise(%ptr: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>) {
    %a = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #blocked1>
    %b = ttg.convert_layout %a : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    %c = arith.mulf %b, %b : tensor<1024xf32, #blocked>
    %d = math.exp %c : tensor<1024xf32, #blocked>
    %e = ttg.convert_layout %d : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %e : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @forward_for(%ptr: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<1024xf32, #blocked>)  : i32 {
      %a = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #blocked1>
      %b = ttg.convert_layout %a : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
      %s = arith.addf %acc, %b : tensor<1024xf32, #blocked>
      scf.yield %s : tensor<1024xf32, #blocked>
    }
    %e = ttg.convert_layout %r : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %e : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @forward_if(%ptr: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %cond: i1) {
    %a = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #blocked1>
    %b = ttg.convert_layout %a : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    %r = scf.if %cond -> (tensor<1024xf32, #blocked>) {
      %c = arith.mulf %b, %b : tensor<1024xf32, #blocked>
      scf.yield %c : tensor<1024xf32, #blocked>
    } else {
      scf.yield %b : tensor<1024xf32, #blocked>
    }
    %e = ttg.convert_layout %r : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %e : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @forward_while(%ptr: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %n: i32) {
    %a = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #blocked1>
    %b = ttg.convert_layout %a : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    %c0 = arith.constant 0 : i32
    %r:2 = scf.while (%x = %b, %i = %c0) : (tensor<1024xf32, #blocked>, i32) -> (tensor<1024xf32, #blocked>, i32) {
      %cmp = arith.cmpi slt, %i, %n : i32
      scf.condition(%cmp) %x, %i : tensor<1024xf32, #blocked>, i32
    } do {
    ^bb0(%y: tensor<1024xf32, #blocked>, %j: i32):
      %z = arith.addf %y, %y : tensor<1024xf32, #blocked>
      %c1 = arith.constant 1 : i32
      %k = arith.addi %j, %c1 : i32
      scf.yield %z, %k : tensor<1024xf32, #blocked>, i32
    }
    %e = ttg.convert_layout %r#0 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %e : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// Reductions: a reduction's result takes the slice of its operand's layout; a
// reduction to a scalar reads its operand in whatever layout that operand has.

// CHECK: #[[ROWS:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8]
// CHECK: #[[B2:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [2]
// CHECK-LABEL: tt.func @reduce_rows
// CHECK-NOT: ttg.convert_layout
// CHECK: "tt.reduce"(%{{.*}}) <{axis = 1 : i32}>
// CHECK: (tensor<32x128xf32, #[[ROWS]]>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[ROWS]]}>>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
// CHECK-LABEL: tt.func @reduce_to_scalar
// CHECK-NOT: ttg.convert_layout
// CHECK: (tensor<1024xf32, #[[B2]]>) -> f32

#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b4 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b5 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_rows(%ptr: tensor<32x128x!tt.ptr<f32>, #b2>, %out: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #b2}>>) {
    %a = tt.load %ptr : tensor<32x128x!tt.ptr<f32>, #b2>
    %b = ttg.convert_layout %a : tensor<32x128xf32, #b2> -> tensor<32x128xf32, #b3>
    %r = "tt.reduce"(%b) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x128xf32, #b3>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #b3}>>
    %e = ttg.convert_layout %r : tensor<32xf32, #ttg.slice<{dim = 1, parent = #b3}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #b2}>>
    tt.store %out, %e : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #b2}>>
    tt.return
  }
  tt.func @reduce_to_scalar(%ptr: tensor<1024x!tt.ptr<f32>, #b4>) -> f32 {
    %l = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #b4>
    %a = ttg.convert_layout %l : tensor<1024xf32, #b4> -> tensor<1024xf32, #b5>
    %r = "tt.reduce"(%a) <{axis = 0 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.maxnumf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<1024xf32, #b5>) -> f32
    tt.return %r : f32
  }
}

// -----

// Backward rematerialization: what a conversion's source is computed from (ranges,
// splats, pointer arithmetic, cheap loads) is recomputed in the target layout, unless
// an expensive load is in the way or the cost model finds duplicating the producers
// dearer than the conversion.

// CHECK: #[[B4:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4]
// CHECK: #[[B1:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1]
// CHECK-LABEL: tt.func @remat_pointers
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #[[B4]]>
// CHECK: tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #[[B4]]>
// CHECK: tt.addptr {{.*}} : tensor<1024x!tt.ptr<f32>, #[[B4]]>, tensor<1024xi32, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return

// A load of fewer elements than threads is presumably cached: it is rematerialized.
// CHECK-LABEL: tt.func @cheap_load_remat
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.load {{.*}} : tensor<64x!tt.ptr<f32>, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return

// A load of as many elements as threads is not: the conversion stays after it.
// CHECK-LABEL: tt.func @expensive_load_stays
// CHECK: %[[LOAD:.*]] = tt.load {{.*}} : tensor<1024x!tt.ptr<f32>, #[[B1]]>
// CHECK-NEXT: %[[CVT:.*]] = ttg.convert_layout %[[LOAD]] : tensor<1024xf32, #[[B1]]> -> tensor<1024xf32, #[[B4]]>
// CHECK-NEXT: tt.store %arg1, %[[CVT]]

// Five exps whose results are also stored would be duplicated: 5 x 8 x 4096 bytes
// against 32 x 4096 for the conversion. It stays.
// CHECK-LABEL: tt.func @remat_too_costly
// CHECK-COUNT-5: math.exp {{.*}} : tensor<1024xf32, #[[B1]]>
// CHECK: tt.store %arg0, %[[LAST:[0-9]+]]
// CHECK-NEXT: ttg.convert_layout %[[LAST]] : tensor<1024xf32, #[[B1]]> -> tensor<1024xf32, #[[B4]]>

// The same chain used by the conversion only is moved, not duplicated: no cost.
// CHECK-LABEL: tt.func @remat_single_use_is_free
// CHECK-NOT: ttg.convert_layout
// CHECK-COUNT-5: math.exp {{.*}} : tensor<1024xf32, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @remat_pointers(%base: !tt.ptr<f32>, %v: tensor<1024xf32, #blocked1>) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %p = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %q = ttg.convert_layout %p : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.store %q, %v : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @cheap_load_remat(%base: !tt.ptr<f32>, %out: tensor<64x!tt.ptr<f32>, #blocked1>) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked>
    %p = tt.addptr %s, %r : tensor<64x!tt.ptr<f32>, #blocked>, tensor<64xi32, #blocked>
    %l = tt.load %p : tensor<64x!tt.ptr<f32>, #blocked>
    %c = ttg.convert_layout %l : tensor<64xf32, #blocked> -> tensor<64xf32, #blocked1>
    tt.store %out, %c : tensor<64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @expensive_load_stays(%base: !tt.ptr<f32>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %p = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %l = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
    %c = ttg.convert_layout %l : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %c : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @remat_too_costly(%o1: tensor<1024x!tt.ptr<f32>, #blocked>, %o2: tensor<1024x!tt.ptr<f32>, #blocked1>) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %f = arith.sitofp %r : tensor<1024xi32, #blocked> to tensor<1024xf32, #blocked>
    %e1 = math.exp %f : tensor<1024xf32, #blocked>
    %e2 = math.exp %e1 : tensor<1024xf32, #blocked>
    %e3 = math.exp %e2 : tensor<1024xf32, #blocked>
    %e4 = math.exp %e3 : tensor<1024xf32, #blocked>
    %e5 = math.exp %e4 : tensor<1024xf32, #blocked>
    tt.store %o1, %e5 : tensor<1024x!tt.ptr<f32>, #blocked>
    %c = ttg.convert_layout %e5 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %o2, %c : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @remat_single_use_is_free(%o2: tensor<1024x!tt.ptr<f32>, #blocked1>) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %f = arith.sitofp %r : tensor<1024xi32, #blocked> to tensor<1024xf32, #blocked>
    %e1 = math.exp %f : tensor<1024xf32, #blocked>
    %e2 = math.exp %e1 : tensor<1024xf32, #blocked>
    %e3 = math.exp %e2 : tensor<1024xf32, #blocked>
    %e4 = math.exp %e3 : tensor<1024xf32, #blocked>
    %e5 = math.exp %e4 : tensor<1024xf32, #blocked>
    %c = ttg.convert_layout %e5 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %o2, %c : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// A float sum over more than two elements is not associative: a reduction that would be
// duplicated is never rematerialized, whatever the cost.

// CHECK: #[[SRC:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4]
// CHECK: #[[DST:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1]
// CHECK-LABEL: tt.func @non_associative_reduce
// CHECK: %[[SUM:.*]] = "tt.reduce"
// CHECK: tt.store %arg0, %[[SUM]]
// CHECK-NEXT: ttg.convert_layout %[[SUM]] : tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[SRC]]}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[DST]]}>>

#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @non_associative_reduce(%o1: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #b2}>>, %o2: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #b3}>>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #b2}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x128xi32, #b2>
    %b = tt.broadcast %e : tensor<1x128xi32, #b2> -> tensor<32x128xi32, #b2>
    %f = arith.sitofp %b : tensor<32x128xi32, #b2> to tensor<32x128xf32, #b2>
    %s = "tt.reduce"(%f) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %a = arith.addf %x, %y : f32
      tt.reduce.return %a : f32
    }) : (tensor<32x128xf32, #b2>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #b2}>>
    tt.store %o1, %s : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #b2}>>
    %c = ttg.convert_layout %s : tensor<32xf32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #b3}>>
    tt.store %o2, %c : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #b3}>>
    tt.return
  }
}

// -----

// Hoisting above a widening cast: f16 is converted instead of f32.

// CHECK: #[[B1:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1]
// CHECK: #[[B4:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4]
// CHECK-LABEL: tt.func @hoist_above_ext
// CHECK: %[[LOAD:.*]] = tt.load %arg0 : tensor<1024x!tt.ptr<f16>, #[[B1]]>
// CHECK-NEXT: %[[CVT:.*]] = ttg.convert_layout %[[LOAD]] : tensor<1024xf16, #[[B1]]> -> tensor<1024xf16, #[[B4]]>
// CHECK-NEXT: %[[EXT:.*]] = arith.extf %[[CVT]] : tensor<1024xf16, #[[B4]]> to tensor<1024xf32, #[[B4]]>
// CHECK-NEXT: arith.mulf %[[EXT]], %[[EXT]] : tensor<1024xf32, #[[B4]]>
// CHECK-NOT: ttg.convert_layout

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hoist_above_ext(%ptr: tensor<1024x!tt.ptr<f16>, #blocked>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>) {
    %l = tt.load %ptr : tensor<1024x!tt.ptr<f16>, #blocked>
    %e = arith.extf %l : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %m = arith.mulf %e, %e : tensor<1024xf32, #blocked>
    %c = ttg.convert_layout %m : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %c : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// Hoisting above a broadcast: 32 elements are converted instead of 32x128.

// CHECK: #[[SRC:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4]
// CHECK: #[[DST:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1]
// CHECK-LABEL: tt.func @hoist_above_broadcast
// CHECK: %[[LOAD:.*]] = tt.load %arg0 : tensor<32x1x!tt.ptr<f32>, #[[SRC]]>
// CHECK-NEXT: %[[CVT:.*]] = ttg.convert_layout %[[LOAD]] : tensor<32x1xf32, #[[SRC]]> -> tensor<32x1xf32, #[[DST]]>
// CHECK-NEXT: tt.broadcast %[[CVT]] : tensor<32x1xf32, #[[DST]]> -> tensor<32x128xf32, #[[DST]]>
// CHECK-NOT: ttg.convert_layout

#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hoist_above_broadcast(%ptr: tensor<32x1x!tt.ptr<f32>, #b2>, %out: tensor<32x128x!tt.ptr<f32>, #b3>) {
    %l = tt.load %ptr : tensor<32x1x!tt.ptr<f32>, #b2>
    %b = tt.broadcast %l : tensor<32x1xf32, #b2> -> tensor<32x128xf32, #b2>
    %c = ttg.convert_layout %b : tensor<32x128xf32, #b2> -> tensor<32x128xf32, #b3>
    tt.store %out, %c : tensor<32x128x!tt.ptr<f32>, #b3>
    tt.return
  }
}

// -----

// Hoisting into a conditional: in a loop, the conversion moves into the branch whose
// value (an expensive load) cannot be rematerialized; the other branch's constant is
// rematerialized. Outside a loop the conversion stays after the scf.if.

// CHECK: #[[B1:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1]
// CHECK: #[[B4:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4]
// CHECK-LABEL: tt.func @hoist_into_if
// CHECK: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<1024xf32, #[[B4]]>
// CHECK: scf.for
// CHECK: %[[IF:.*]] = scf.if %arg3 -> (tensor<1024xf32, #[[B4]]>)
// CHECK-NEXT: %[[LOAD:.*]] = tt.load %arg0 : tensor<1024x!tt.ptr<f32>, #[[B1]]>
// CHECK-NEXT: %[[CVT:.*]] = ttg.convert_layout %[[LOAD]] : tensor<1024xf32, #[[B1]]> -> tensor<1024xf32, #[[B4]]>
// CHECK-NEXT: scf.yield %[[CVT]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ONE]]
// CHECK: tt.store %arg1, %[[IF]]
// CHECK-LABEL: tt.func @if_outside_loop_stays
// CHECK: %[[IF:.*]] = scf.if %arg2 -> (tensor<1024xf32, #[[B1]]>)
// CHECK: ttg.convert_layout %[[IF]] : tensor<1024xf32, #[[B1]]> -> tensor<1024xf32, #[[B4]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hoist_into_if(%ptr: tensor<1024x!tt.ptr<f32>, #blocked>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %n: i32, %cond: i1) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %v = scf.if %cond -> (tensor<1024xf32, #blocked>) {
        %l = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #blocked>
        scf.yield %l : tensor<1024xf32, #blocked>
      } else {
        %z = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
        scf.yield %z : tensor<1024xf32, #blocked>
      }
      %c = ttg.convert_layout %v : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
      tt.store %out, %c : tensor<1024x!tt.ptr<f32>, #blocked1>
    }
    tt.return
  }
  tt.func @if_outside_loop_stays(%ptr: tensor<1024x!tt.ptr<f32>, #blocked>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %cond: i1) {
    %v = scf.if %cond -> (tensor<1024xf32, #blocked>) {
      %l = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #blocked>
      scf.yield %l : tensor<1024xf32, #blocked>
    } else {
      %z = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
      scf.yield %z : tensor<1024xf32, #blocked>
    }
    %c = ttg.convert_layout %v : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %c : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// Dot operands: in a loop with an mma dot, the conversion to the dot operand layout
// moves next to the load (so that the load can be pipelined); the multiplication and
// its constant are rematerialized in the dot operand layout.

// CHECK: #[[A:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 8]
// CHECK-LABEL: tt.func @hoist_dot_operand
// CHECK: %[[SCALE:.*]] = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: scf.for
// CHECK-NEXT: %[[LOAD:.*]] = tt.load %arg0 : tensor<64x32x!tt.ptr<f16>, #[[A]]>
// CHECK-NEXT: %[[CVT:.*]] = ttg.convert_layout %[[LOAD]] : tensor<64x32xf16, #[[A]]> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %[[MUL:.*]] = arith.mulf %[[CVT]], %[[SCALE]] : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: tt.dot %[[MUL]]

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hoist_dot_operand(%aptr: tensor<64x32x!tt.ptr<f16>, #blocked>, %bptr: tensor<32x64x!tt.ptr<f16>, #blocked1>, %out: tensor<64x64x!tt.ptr<f32>, #mma>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %scale = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>)  : i32 {
      %a = tt.load %aptr : tensor<64x32x!tt.ptr<f16>, #blocked>
      %a2 = arith.mulf %a, %scale : tensor<64x32xf16, #blocked>
      %ad = ttg.convert_layout %a2 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %b = tt.load %bptr : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %bd = ttg.convert_layout %b : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %ad, %bd, %acc, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.store %out, %r : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}

// -----

// Conflicts: the sum of a dot result (mma) and a load (blocked) could live in either
// layout; the mma one wins, the load is converted to it and the result back for the
// store. A conversion from an mma accumulator for a store must stay (a dot cannot be
// recomputed).

// CHECK: #[[B:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4]
// CHECK-LABEL: tt.func @conflict_prefers_mma
// CHECK: %[[DOT:.*]] = tt.dot
// CHECK: %[[LOAD:.*]] = tt.load %arg2 : tensor<64x64x!tt.ptr<f32>, #[[B]]>
// CHECK-NEXT: %[[CVT:.*]] = ttg.convert_layout %[[LOAD]] : tensor<64x64xf32, #[[B]]> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[DOT]], %[[CVT]] : tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[EXP:.*]] = math.exp %[[SUM]] : tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[BACK:.*]] = ttg.convert_layout %[[EXP]] : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #[[B]]>
// CHECK-NEXT: tt.store %arg3, %[[BACK]]
// CHECK-LABEL: tt.func @mma_result_conversion_stays
// CHECK: %[[TRUNC:.*]] = arith.truncf {{.*}} : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
// CHECK-NEXT: ttg.convert_layout %[[TRUNC]] : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #[[B]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @conflict_prefers_mma(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %cptr: tensor<64x64x!tt.ptr<f32>, #blocked1>, %out: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %d = tt.dot %a, %b, %zero, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    %dc = ttg.convert_layout %d : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked1>
    %c = tt.load %cptr : tensor<64x64x!tt.ptr<f32>, #blocked1>
    %s = arith.addf %dc, %c : tensor<64x64xf32, #blocked1>
    %t = math.exp %s : tensor<64x64xf32, #blocked1>
    tt.store %out, %t : tensor<64x64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @mma_result_conversion_stays(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %out: tensor<64x64x!tt.ptr<f16>, #blocked1>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %d = tt.dot %a, %b, %zero, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    %t = arith.truncf %d : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %tc = ttg.convert_layout %t : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked1>
    tt.store %out, %tc : tensor<64x64x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}

// -----

// Rematerialization through region ops: a loop-carried pointer is rematerialized with
// the loop (which gets the value in the new layout as an iter arg), a value from an
// scf.if with the if (both yields are cloned); an assert reads its condition in the
// layout the condition was given.

// CHECK: #[[B4:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4]
// CHECK-LABEL: tt.func @remat_loop_carried
// CHECK-NOT: ttg.convert_layout
// CHECK: scf.for {{.*}} iter_args(%[[P:.*]] = %{{.*}}) -> (tensor<1024x!tt.ptr<f32>, #[[B4]]>)
// CHECK-NEXT: tt.store %[[P]], %arg1 : tensor<1024x!tt.ptr<f32>, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
// CHECK-LABEL: tt.func @remat_through_if
// CHECK-NOT: ttg.convert_layout
// CHECK: %[[IF:.*]] = scf.if %arg2 -> (tensor<1024xi32, #[[B4]]>)
// CHECK: tt.addptr %{{.*}}, %[[IF]] : tensor<1024x!tt.ptr<f32>, #[[B4]]>, tensor<1024xi32, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
// CHECK-LABEL: tt.func @assert_condition
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.assert {{.*}} : tensor<1024xi1, #[[B4]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @remat_loop_carried(%base: !tt.ptr<f32>, %v: tensor<1024xf32, #blocked1>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %p0 = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %step = arith.constant dense<1024> : tensor<1024xi32, #blocked>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%p = %p0) -> (tensor<1024x!tt.ptr<f32>, #blocked>)  : i32 {
      %q = ttg.convert_layout %p : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
      tt.store %q, %v : tensor<1024x!tt.ptr<f32>, #blocked1>
      %next = tt.addptr %p, %step : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
      scf.yield %next : tensor<1024x!tt.ptr<f32>, #blocked>
    }
    tt.return
  }
  tt.func @remat_through_if(%base: !tt.ptr<f32>, %v: tensor<1024xf32, #blocked1>, %cond: i1) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %x = scf.if %cond -> (tensor<1024xi32, #blocked>) {
      %two = arith.constant dense<2> : tensor<1024xi32, #blocked>
      %m = arith.muli %r, %two : tensor<1024xi32, #blocked>
      scf.yield %m : tensor<1024xi32, #blocked>
    } else {
      scf.yield %r : tensor<1024xi32, #blocked>
    }
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %p = tt.addptr %s, %x : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %q = ttg.convert_layout %p : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.store %q, %v : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @assert_condition(%ptr: tensor<1024x!tt.ptr<i32>, #blocked1>) {
    %l = tt.load %ptr : tensor<1024x!tt.ptr<i32>, #blocked1>
    %c = ttg.convert_layout %l : tensor<1024xi32, #blocked1> -> tensor<1024xi32, #blocked>
    %z = arith.constant dense<0> : tensor<1024xi32, #blocked>
    %ok = arith.cmpi sgt, %c, %z : tensor<1024xi32, #blocked>
    tt.assert %ok, "positive" : tensor<1024xi1, #blocked>
    tt.return
  }
}

// -----

// Views: a transpose forwards its operand's layout (transposed); an expand_dims result is
// rematerialized from its slice; a reshape that may reorder is an anchor whose result
// conversion stays.

// CHECK: #[[ROWS:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4]
// CHECK: #[[COLS:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4, 1]
// CHECK: #[[DST:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1]
// CHECK-LABEL: tt.func @views_forward
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.trans {{.*}} : tensor<32x64xf32, #[[ROWS]]> -> tensor<64x32xf32, #[[COLS]]>
// CHECK-LABEL: tt.func @expand_dims_remat
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.expand_dims {{.*}} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #[[DST]]}>> -> tensor<32x1xi32, #[[DST]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
// CHECK-LABEL: tt.func @reshape_anchor
// CHECK: %[[R:.*]] = tt.reshape {{.*}} allow_reorder : {{.*}} -> tensor<32x64xf32, #[[ROWS]]>
// CHECK-NEXT: ttg.convert_layout %[[R]] : tensor<32x64xf32, #[[ROWS]]> -> tensor<32x64xf32, #[[DST]]>

#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b4 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @views_forward(%ptr: tensor<32x64x!tt.ptr<f32>, #b2>, %out: tensor<64x32x!tt.ptr<f32>, #b4>) {
    %a = tt.load %ptr : tensor<32x64x!tt.ptr<f32>, #b2>
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x64xf32, #b2> -> tensor<64x32xf32, #b4>
    tt.store %out, %t : tensor<64x32x!tt.ptr<f32>, #b4>
    tt.return
  }
  tt.func @expand_dims_remat(%base: !tt.ptr<f32>, %v: tensor<32x64xf32, #b3>) {
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #b2}>>
    %e = tt.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<32x1xi32, #b2>
    %b = tt.broadcast %e : tensor<32x1xi32, #b2> -> tensor<32x64xi32, #b2>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #b2>
    %p = tt.addptr %s, %b : tensor<32x64x!tt.ptr<f32>, #b2>, tensor<32x64xi32, #b2>
    %q = ttg.convert_layout %p : tensor<32x64x!tt.ptr<f32>, #b2> -> tensor<32x64x!tt.ptr<f32>, #b3>
    tt.store %q, %v : tensor<32x64x!tt.ptr<f32>, #b3>
    tt.return
  }
  tt.func @reshape_anchor(%ptr: tensor<2048x!tt.ptr<f32>, #ttg.slice<{dim = 0, parent = #b3}>>, %out: tensor<32x64x!tt.ptr<f32>, #b3>) {
    %a = tt.load %ptr : tensor<2048x!tt.ptr<f32>, #ttg.slice<{dim = 0, parent = #b3}>>
    %r = tt.reshape %a allow_reorder : tensor<2048xf32, #ttg.slice<{dim = 0, parent = #b3}>> -> tensor<32x64xf32, #b2>
    %c = ttg.convert_layout %r : tensor<32x64xf32, #b2> -> tensor<32x64xf32, #b3>
    tt.store %out, %c : tensor<32x64x!tt.ptr<f32>, #b3>
    tt.return
  }
}

// -----

// Two conversions of one value: the second reuses what the first rematerialized.
// Shared memory reads and histograms produce any layout; loads in nested loops.

// CHECK: #[[B4:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4]
// CHECK-LABEL: tt.func @reuse_existing_conversion
// CHECK-COUNT-1: tt.addptr
// CHECK-NOT: tt.addptr
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
// CHECK-LABEL: tt.func @local_memory
// CHECK-NOT: ttg.convert_layout
// CHECK: ttg.local_load {{.*}} -> tensor<1024xf32, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
// CHECK-LABEL: tt.func @histogram_and_scan
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.histogram %arg0 : tensor<1024xi32, #[[B4]]> -> tensor<32xi32, #[[B4]]>
// CHECK: "tt.scan"(%arg0)
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
// CHECK-LABEL: tt.func @nested_loops
// CHECK-NOT: ttg.convert_layout
// CHECK: scf.for
// CHECK: scf.for
// CHECK: tt.load %arg0 : tensor<1024x!tt.ptr<f32>, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reuse_existing_conversion(%base: !tt.ptr<f32>, %v: tensor<1024xf32, #blocked1>, %w: tensor<1024xf32, #blocked1>) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %p = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %q = ttg.convert_layout %p : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.store %q, %v : tensor<1024x!tt.ptr<f32>, #blocked1>
    %q2 = ttg.convert_layout %p : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.store %q2, %w : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @local_memory(%v: tensor<1024xf32, #blocked>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>) {
    %a = ttg.local_alloc %v : (tensor<1024xf32, #blocked>) -> !ttg.memdesc<1024xf32, #shared, #smem>
    %l = ttg.local_load %a : !ttg.memdesc<1024xf32, #shared, #smem> -> tensor<1024xf32, #blocked>
    %m = arith.mulf %l, %l : tensor<1024xf32, #blocked>
    %c = ttg.convert_layout %m : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %c : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @histogram_and_scan(%x: tensor<1024xi32, #blocked1>, %out: tensor<32x!tt.ptr<i32>, #blocked1>, %out2: tensor<1024x!tt.ptr<i32>, #blocked1>) {
    %c = ttg.convert_layout %x : tensor<1024xi32, #blocked1> -> tensor<1024xi32, #blocked>
    %h = tt.histogram %c : tensor<1024xi32, #blocked> -> tensor<32xi32, #blocked>
    %hc = ttg.convert_layout %h : tensor<32xi32, #blocked> -> tensor<32xi32, #blocked1>
    tt.store %out, %hc : tensor<32x!tt.ptr<i32>, #blocked1>
    %s = "tt.scan"(%c) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %t = arith.addi %a, %b : i32
      tt.scan.return %t : i32
    }) : (tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    %sc = ttg.convert_layout %s : tensor<1024xi32, #blocked> -> tensor<1024xi32, #blocked1>
    tt.store %out2, %sc : tensor<1024x!tt.ptr<i32>, #blocked1>
    tt.return
  }
  tt.func @nested_loops(%ptr: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<1024xf32, #blocked>)  : i32 {
      %inner = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> (tensor<1024xf32, #blocked>)  : i32 {
        %a = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #blocked1>
        %b = ttg.convert_layout %a : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
        %s = arith.addf %acc2, %b : tensor<1024xf32, #blocked>
        scf.yield %s : tensor<1024xf32, #blocked>
      }
      %m = arith.mulf %inner, %inner : tensor<1024xf32, #blocked>
      scf.yield %m : tensor<1024xf32, #blocked>
    }
    %e = ttg.convert_layout %r : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %e : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// The pass applies ConvertLayoutOp's patterns only: a conversion of a reshape that may
// reorder becomes a reshape of that reshape (which `-canonicalize` would merge).

// CHECK: #[[CHEAP:blocked1]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8]
// CHECK-LABEL: tt.func @cvt_of_reshape
// CHECK-NEXT: %[[R:.*]] = tt.reshape %arg0 allow_reorder : tensor<128xf32, #blocked> -> tensor<4x32xf32, #[[ROWS:blocked2]]>
// CHECK-NEXT: %[[R2:.*]] = tt.reshape %[[R]] allow_reorder : tensor<4x32xf32, #[[ROWS]]> -> tensor<4x32xf32, #[[CHEAP]]>
// CHECK-NEXT: tt.return %[[R2]]

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cvt_of_reshape(%arg0: tensor<128xf32, #blocked>) -> tensor<4x32xf32, #b6> {
    %0 = tt.reshape %arg0 allow_reorder : tensor<128xf32, #blocked> -> tensor<4x32xf32, #b2>
    %1 = ttg.convert_layout %0 : tensor<4x32xf32, #b2> -> tensor<4x32xf32, #b6>
    tt.return %1 : tensor<4x32xf32, #b6>
  }
}

// -----

// Conflicts between anchors: an scf.if yields loads in two layouts; its result takes the
// first (the if is turned into a select by the final clean-up). An argmax reduces two
// operands in the load's layout; a gather without an efficient layout passes its indices'
// layout on; a cheap masked load is rematerialized with its mask and other value.

// CHECK: #[[B4:blocked]] = #ttg.blocked<{sizePerThread = [4]
// CHECK: #[[B2:blocked1]] = #ttg.blocked<{sizePerThread = [2]
// CHECK: #[[B1:blocked2]] = #ttg.blocked<{sizePerThread = [1]
// CHECK-LABEL: tt.func @loop_result_and_arg
// CHECK-NOT: ttg.convert_layout
// CHECK: %[[R:.*]] = scf.for {{.*}} -> (tensor<1024x!tt.ptr<f32>, #[[B4]]>)
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return %[[R]]
// CHECK-LABEL: tt.func @masked_cheap_load
// CHECK-NOT: ttg.convert_layout
// CHECK: %[[M:.*]] = arith.cmpi slt, {{.*}} : tensor<64xi32, #[[B4]]>
// CHECK-NEXT: tt.load %{{.*}}, %[[M]], %{{.*}} : tensor<64x!tt.ptr<f32>, #[[B4]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
// CHECK-LABEL: tt.func @argmax
// CHECK-NOT: ttg.convert_layout
// CHECK: "tt.reduce"(%{{.*}}, %{{.*}}) <{axis = 0 : i32}>
// CHECK: (tensor<1024xf32, #[[B4]]>, tensor<1024xi32, #[[B4]]>) -> (f32, i32)
// CHECK-LABEL: tt.func @if_conflict
// CHECK: %[[A:.*]] = tt.load %arg0 : tensor<1024x!tt.ptr<f32>, #[[B4]]>
// CHECK-NEXT: %[[AC:.*]] = ttg.convert_layout %[[A]] : tensor<1024xf32, #[[B4]]> -> tensor<1024xf32, #[[B2]]>
// CHECK-NEXT: %[[B:.*]] = tt.load %arg1 : tensor<1024x!tt.ptr<f32>, #[[B2]]>
// CHECK-NEXT: %[[S:.*]] = arith.select %arg3, %[[AC]], %[[B]] : tensor<1024xf32, #[[B2]]>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[S]] : tensor<1024xf32, #[[B2]]>
// CHECK-NEXT: ttg.convert_layout %[[E]] : tensor<1024xf32, #[[B2]]> -> tensor<1024xf32, #[[B1]]>
// CHECK-LABEL: tt.func @loop_conflict
// CHECK: %[[R:.*]] = scf.for {{.*}} -> (tensor<1024xf32, #[[B4]]>)
// CHECK: ttg.convert_layout %[[R]] : tensor<1024xf32, #[[B4]]> -> tensor<1024xf32, #[[B1]]>
// CHECK-LABEL: tt.func @gather_indices
// CHECK: %[[I:.*]] = tt.load %arg1 : tensor<1024x!tt.ptr<i32>, #[[B4]]>
// CHECK-NEXT: %[[G:.*]] = tt.gather %arg0[%[[I]]] {axis = 0 : i32} : (tensor<64xf32, #[[B1]]>, tensor<1024xi32, #[[B4]]>) -> tensor<1024xf32, #[[B4]]>
// CHECK-NEXT: ttg.convert_layout %[[G]] : tensor<1024xf32, #[[B4]]> -> tensor<1024xf32, #[[B1]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop_result_and_arg(%base: !tt.ptr<f32>, %v: tensor<1024xf32, #blocked1>, %n: i32) -> tensor<1024x!tt.ptr<f32>, #blocked1> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %p0 = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %step = arith.constant dense<1024> : tensor<1024xi32, #blocked>
    %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %p0, %k = %c0) -> (tensor<1024x!tt.ptr<f32>, #blocked>, i32)  : i32 {
      %q = ttg.convert_layout %p : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
      tt.store %q, %v : tensor<1024x!tt.ptr<f32>, #blocked1>
      %next = tt.addptr %p, %step : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
      %k2 = arith.addi %k, %c1 : i32
      scf.yield %next, %k2 : tensor<1024x!tt.ptr<f32>, #blocked>, i32
    }
    %out = ttg.convert_layout %res#0 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return %out : tensor<1024x!tt.ptr<f32>, #blocked1>
  }
  tt.func @masked_cheap_load(%base: !tt.ptr<f32>, %n: i32, %out: tensor<64x!tt.ptr<f32>, #blocked1>) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked>
    %p = tt.addptr %s, %r : tensor<64x!tt.ptr<f32>, #blocked>, tensor<64xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<64xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<64xi32, #blocked>
    %o = arith.constant dense<0.000000e+00> : tensor<64xf32, #blocked>
    %l = tt.load %p, %m, %o : tensor<64x!tt.ptr<f32>, #blocked>
    %c = ttg.convert_layout %l : tensor<64xf32, #blocked> -> tensor<64xf32, #blocked1>
    tt.store %out, %c : tensor<64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func @argmax(%ptr: tensor<1024x!tt.ptr<f32>, #blocked1>) -> (f32, i32) {
    %a = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #blocked1>
    %ac = ttg.convert_layout %a : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    %i = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %r:2 = "tt.reduce"(%ac, %i) <{axis = 0 : i32}> ({
    ^bb0(%x: f32, %xi: i32, %y: f32, %yi: i32):
      %gt = arith.cmpf ogt, %x, %y : f32
      %v = arith.select %gt, %x, %y : f32
      %vi = arith.select %gt, %xi, %yi : i32
      tt.reduce.return %v, %vi : f32, i32
    }) : (tensor<1024xf32, #blocked>, tensor<1024xi32, #blocked>) -> (f32, i32)
    tt.return %r#0, %r#1 : f32, i32
  }
  tt.func @if_conflict(%p1: tensor<1024x!tt.ptr<f32>, #blocked1>, %p2: tensor<1024x!tt.ptr<f32>, #blocked2>, %out: tensor<1024x!tt.ptr<f32>, #blocked>, %cond: i1) {
    %a = tt.load %p1 : tensor<1024x!tt.ptr<f32>, #blocked1>
    %ac = ttg.convert_layout %a : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    %b = tt.load %p2 : tensor<1024x!tt.ptr<f32>, #blocked2>
    %bc = ttg.convert_layout %b : tensor<1024xf32, #blocked2> -> tensor<1024xf32, #blocked>
    %r = scf.if %cond -> (tensor<1024xf32, #blocked>) {
      scf.yield %ac : tensor<1024xf32, #blocked>
    } else {
      scf.yield %bc : tensor<1024xf32, #blocked>
    }
    %e = math.exp %r : tensor<1024xf32, #blocked>
    tt.store %out, %e : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func @loop_conflict(%p1: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<1024xf32, #blocked>)  : i32 {
      %a = tt.load %p1 : tensor<1024x!tt.ptr<f32>, #blocked1>
      %ac = ttg.convert_layout %a : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
      %s = arith.addf %acc, %ac : tensor<1024xf32, #blocked>
      scf.yield %s : tensor<1024xf32, #blocked>
    }
    tt.store %out, %r : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func @gather_indices(%src: tensor<64xf32, #blocked>, %ip: tensor<1024x!tt.ptr<i32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked>) {
    %i = tt.load %ip : tensor<1024x!tt.ptr<i32>, #blocked1>
    %ic = ttg.convert_layout %i : tensor<1024xi32, #blocked1> -> tensor<1024xi32, #blocked>
    %g = tt.gather %src[%ic] {axis = 0 : i32} : (tensor<64xf32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.store %out, %g : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Conversions to dot operands that stay where they are: fed by a loop-carried value (the
// slice reaches a block argument) or by a reduction (a leaf that is neither a load nor a
// constant moves data between threads).

// CHECK-LABEL: tt.func @dot_operand_from_iter_arg
// CHECK: %[[M:.*]] = arith.mulf
// CHECK-NEXT: ttg.convert_layout %[[M]] : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-LABEL: tt.func @dot_operand_from_reduce
// CHECK: %[[R:.*]] = "tt.reduce"
// CHECK: ttg.convert_layout %[[R]] : tensor<64x32xf16, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_operand_from_iter_arg(%a0: tensor<64x32xf16, #blocked>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %out: tensor<64x64x!tt.ptr<f32>, #mma>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %a = %a0) -> (tensor<64x64xf32, #mma>, tensor<64x32xf16, #blocked>)  : i32 {
      %a2 = arith.mulf %a, %a : tensor<64x32xf16, #blocked>
      %ad = ttg.convert_layout %a2 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %d = tt.dot %ad, %b, %acc, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d, %a2 : tensor<64x64xf32, #mma>, tensor<64x32xf16, #blocked>
    }
    tt.store %out, %r#0 : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
  tt.func @dot_operand_from_reduce(%x: tensor<64x32x2xf16, #ttg.blocked<{sizePerThread = [1, 8, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %out: tensor<64x64x!tt.ptr<f32>, #mma>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>)  : i32 {
      %s = "tt.reduce"(%x) <{axis = 2 : i32}> ({
      ^bb0(%l: f16, %m: f16):
        %t = arith.maxnumf %l, %m : f16
        tt.reduce.return %t : f16
      }) : (tensor<64x32x2xf16, #ttg.blocked<{sizePerThread = [1, 8, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>>) -> tensor<64x32xf16, #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 8, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>}>>
      %ad = ttg.convert_layout %s : tensor<64x32xf16, #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 8, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %d = tt.dot %ad, %b, %acc, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.store %out, %r : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}

// -----

// Nested conditionals: both branches of the inner scf.if load (expensive), so nothing
// can be hoisted into the outer one; the conversion stays after the exp.

// CHECK-LABEL: tt.func @nested_ifs
// CHECK: %[[E:.*]] = math.exp %{{.*}} : tensor<1024xf32, #blocked>
// CHECK-NEXT: ttg.convert_layout %[[E]] : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>


#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @nested_ifs(%ptr: tensor<1024x!tt.ptr<f32>, #blocked>, %ptr2: tensor<1024x!tt.ptr<f32>, #blocked>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %n: i32, %c1b: i1, %c2b: i1) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %v = scf.if %c1b -> (tensor<1024xf32, #blocked>) {
        %w = scf.if %c2b -> (tensor<1024xf32, #blocked>) {
          %l = tt.load %ptr : tensor<1024x!tt.ptr<f32>, #blocked>
          scf.yield %l : tensor<1024xf32, #blocked>
        } else {
          %l2 = tt.load %ptr2 : tensor<1024x!tt.ptr<f32>, #blocked>
          scf.yield %l2 : tensor<1024xf32, #blocked>
        }
        scf.yield %w : tensor<1024xf32, #blocked>
      } else {
        %z = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
        scf.yield %z : tensor<1024xf32, #blocked>
      }
      %e = math.exp %v : tensor<1024xf32, #blocked>
      %c = ttg.convert_layout %e : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
      tt.store %out, %c : tensor<1024x!tt.ptr<f32>, #blocked1>
    }
    tt.return
  }
}

// -----

// The clean-ups apply ConvertLayoutOp's patterns with a default GreedyRewriteConfig,
// whose worklist is seeded bottom-up: the round trip %z = cvt(cvt(%x)) is rewritten
// first, into cvt(%x) to %x's own layout, which folds to %x; only then does the first
// conversion become a splat. (Canonicalize's top-down order would make the first
// conversion a splat first and the round trip a second #blocked splat.)
// CHECK-LABEL: tt.func @convert_round_trip_bottom_up
// CHECK-NEXT:    %[[X:.*]] = tt.splat %arg0 : i32 -> tensor<256xi32, #blocked>
// CHECK-NEXT:    %[[Y:.*]] = tt.splat %arg0 : i32 -> tensor<256xi32, #blocked1>
// CHECK-NEXT:    %[[W:.*]] = arith.addi %[[X]], %[[X]] : tensor<256xi32, #blocked>
// CHECK-NEXT:    tt.store %arg1, %[[W]]
// CHECK-NEXT:    tt.store %arg2, %[[Y]]
// CHECK-NEXT:    tt.return
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @convert_round_trip_bottom_up(%s: i32, %p: tensor<256x!tt.ptr<i32>, #blocked>, %q: tensor<256x!tt.ptr<i32>, #blocked1>) {
    %x = tt.splat %s : i32 -> tensor<256xi32, #blocked>
    %y = ttg.convert_layout %x : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
    %z = ttg.convert_layout %y : tensor<256xi32, #blocked1> -> tensor<256xi32, #blocked>
    %w = arith.addi %z, %x : tensor<256xi32, #blocked>
    tt.store %p, %w : tensor<256x!tt.ptr<i32>, #blocked>
    tt.store %q, %y : tensor<256x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}

// -----

// The default config's region simplification is aggressive: once both conversions are
// splats in the store's layout, the two branches are identical and merge, and the join
// block's argument (the same value from its one predecessor) is dropped.
// CHECK-LABEL: tt.func @merge_identical_blocks
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[S:.*]] = tt.splat %arg1 : i32 -> tensor<256xi32, #blocked>
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    tt.store %arg2, %[[S]] : tensor<256x!tt.ptr<i32>, #blocked>
// CHECK-NEXT:    tt.return
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @merge_identical_blocks(%c: i1, %s: i32, %p: tensor<256x!tt.ptr<i32>, #blocked1>) {
    %x = tt.splat %s : i32 -> tensor<256xi32, #blocked>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %y = ttg.convert_layout %x : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
    cf.br ^bb3(%y : tensor<256xi32, #blocked1>)
  ^bb2:
    %z = ttg.convert_layout %x : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
    cf.br ^bb3(%z : tensor<256xi32, #blocked1>)
  ^bb3(%a: tensor<256xi32, #blocked1>):
    tt.store %p, %a : tensor<256x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}

// -----

// A declaration has no body to propagate layouts through; it is kept as it is.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func private @declared(tensor<128xf32, #blocked>)
  tt.func private @declared(tensor<128xf32, #blocked>)
}
