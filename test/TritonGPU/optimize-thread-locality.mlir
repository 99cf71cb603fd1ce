// RUN: ttopt %s -split-input-file -tritongpu-optimize-thread-locality -verify-diagnostics | FileCheck %s

// A row sum accumulated over a loop: the loop carries a 16x64 partial sum (4 elements
// per thread along the rows are reduced in registers each iteration); after the loop
// the partial sums are reduced across threads once and added to the initial value.
// CHECK-DAG:   #[[B:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG:   #[[B3:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
// CHECK-LABEL: tt.func @row_sum
// CHECK:         %[[INIT:.*]] = arith.constant dense<1.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #[[B]]}>>
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #[[B3]]}>>
// CHECK:         %[[LOOP:.*]]:2 = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]], %[[PART:.*]] = %[[ZERO]])
// CHECK-NEXT:      %[[X:.*]] = tt.load
// CHECK-NEXT:      %[[OLD:.*]] = "tt.reduce"(%[[X]]) <{axis = 1 : i32}>
// CHECK:           %[[VIEW:.*]] = tt.reshape %[[X]] allow_reorder efficient_layout : tensor<16x256xf32, #[[B]]> -> tensor<16x64x4xf32, #[[B3]]>
// CHECK-NEXT:      %[[LOCAL:.*]] = "tt.reduce"(%[[VIEW]]) <{axis = 2 : i32}>
// CHECK:           }) : (tensor<16x64x4xf32, #[[B3]]>) -> tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #[[B3]]}>>
// CHECK-NEXT:      %[[NEXT:.*]] = arith.addf %[[PART]], %[[LOCAL]] : tensor<16x64xf32
// CHECK-NEXT:      arith.addf %[[OLD]], %[[ACC]]
// CHECK-NEXT:      scf.yield %[[ACC]], %[[NEXT]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[FINAL:.*]] = "tt.reduce"(%[[LOOP]]#1) <{axis = 1 : i32}>
// CHECK:         }) : (tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #[[B3]]}>>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #[[B3]]}>}>>
// CHECK-NEXT:    %[[CVT:.*]] = ttg.convert_layout %[[FINAL]] : {{.*}} -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #[[B]]}>>
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %[[INIT]], %[[CVT]]
// CHECK-NEXT:    tt.return %[[SUM]]
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @row_sum(%p: tensor<16x256x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<1.0> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<16x256x!tt.ptr<f32>, #blocked>
      %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u = arith.addf %m, %acc : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %r : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// The partial accumulators start at the combiner's neutral element: -inf for maxnumf,
// +inf for minimumf, the largest finite value with `ninf`, one for mulf. (Upstream
// rewrites the reductions in pointer order, ttopt in walk order: each new constant goes
// right after the old initial value, so only the set of them is checked.)
// CHECK-LABEL: tt.func @neutral_elements
// CHECK-DAG:     arith.constant dense<0xFF800000> : tensor<16x64xf32
// CHECK-DAG:     arith.constant dense<0x7F800000> : tensor<16x64xf32
// CHECK-DAG:     arith.constant dense<-3.40282347E+38> : tensor<16x64xf32
// CHECK-DAG:     arith.constant dense<1.000000e+00> : tensor<16x64xf32
// CHECK:         scf.for {{.*}} -> (tensor<16xf32, {{.*}}>, tensor<16xf32, {{.*}}>, tensor<16xf32, {{.*}}>, tensor<16xf32, {{.*}}>, tensor<16x64xf32, {{.*}}>, tensor<16x64xf32, {{.*}}>, tensor<16x64xf32, {{.*}}>, tensor<16x64xf32, {{.*}}>)
// CHECK:         tt.reshape
// CHECK:         arith.maxnumf %arg{{.*}} : tensor<16x64xf32
// CHECK:         tt.reshape
// CHECK:         arith.minimumf %arg{{.*}} : tensor<16x64xf32
// CHECK:         tt.reshape
// CHECK:         arith.maximumf %arg{{.*}} fastmath<ninf> : tensor<16x64xf32
// CHECK:         tt.reshape
// CHECK:         arith.mulf %arg{{.*}} : tensor<16x64xf32
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @neutral_elements(%p: tensor<16x256x!tt.ptr<f32>, #blocked>, %n: i32) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<0.0> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a0 = %init, %a1 = %init, %a2 = %init, %a3 = %init) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x0 = tt.load %p : tensor<16x256x!tt.ptr<f32>, #blocked>
      %m0 = "tt.reduce"(%x0) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.maxnumf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u0 = arith.maxnumf %m0, %a0 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %x1 = tt.load %p : tensor<16x256x!tt.ptr<f32>, #blocked>
      %m1 = "tt.reduce"(%x1) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.minimumf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u1 = arith.minimumf %m1, %a1 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %x2 = tt.load %p : tensor<16x256x!tt.ptr<f32>, #blocked>
      %m2 = "tt.reduce"(%x2) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.maximumf %a, %b fastmath<ninf> : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u2 = arith.maximumf %m2, %a2 fastmath<ninf> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %x3 = tt.load %p : tensor<16x256x!tt.ptr<f32>, #blocked>
      %m3 = "tt.reduce"(%x3) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.mulf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u3 = arith.mulf %m3, %a3 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u0, %u1, %u2, %u3 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %r#0, %r#1, %r#2, %r#3 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// Reductions the rewrite leaves alone: along the first axis, of a computed value, with
// one element per thread along the axis, with an initial value that is not a constant,
// and with a combiner it does not know.
// CHECK-LABEL: tt.func @not_rewritten
// CHECK-NOT:     tt.reshape
// CHECK:         scf.for {{.*}} -> (tensor<256xf32, {{.*}}>, tensor<32xf32, {{.*}}>, tensor<16xf32, {{.*}}>, tensor<32xf32, {{.*}}>, tensor<32xf32, {{.*}}>)
// CHECK-NOT:     tt.reshape
// CHECK:         tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @not_rewritten(%p: tensor<32x256x!tt.ptr<f32>, #blocked>, %q: tensor<16x64x!tt.ptr<f32>, #blocked1>, %n: i32, %arg: tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) -> (tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z256 = arith.constant dense<0.0> : tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %z32 = arith.constant dense<0.0> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %z16 = arith.constant dense<0.0> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %r:5 = scf.for %i = %c0 to %n step %c1 iter_args(%a0 = %z256, %a1 = %z32, %a2 = %z16, %a3 = %arg, %a4 = %z32) -> (tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<32x256x!tt.ptr<f32>, #blocked>
      %m0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<32x256xf32, #blocked>) -> tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %u0 = arith.addf %m0, %a0 : tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %y = arith.mulf %x, %x : tensor<32x256xf32, #blocked>
      %m1 = "tt.reduce"(%y) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<32x256xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u1 = arith.addf %m1, %a1 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %w = tt.load %q : tensor<16x64x!tt.ptr<f32>, #blocked1>
      %m2 = "tt.reduce"(%w) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked1>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %u2 = arith.addf %m2, %a2 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %v = tt.load %p : tensor<32x256x!tt.ptr<f32>, #blocked>
      %m3 = "tt.reduce"(%v) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<32x256xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u3 = arith.addf %m3, %a3 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %t = tt.load %p : tensor<32x256x!tt.ptr<f32>, #blocked>
      %m4 = "tt.reduce"(%t) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.subf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<32x256xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u4 = arith.addf %m4, %a4 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u0, %u1, %u2, %u3, %u4 : tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// A view that may reorder elements and feeds a reduction along its rows gets a layout
// that spreads lanes and warps over the other axis first; its old layout comes back
// through a conversion for every user. A view whose layout already keeps the rows in
// one thread is left alone.
// CHECK-DAG:   #[[NEW:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
// CHECK-LABEL: tt.func @reshape
// CHECK-NEXT:    %[[V:.*]] = tt.reshape %arg0 allow_reorder efficient_layout : tensor<4096xf32, #{{.*}}> -> tensor<64x64xf32, #[[NEW]]>
// CHECK-NEXT:    %[[C:.*]] = ttg.convert_layout %[[V]] : tensor<64x64xf32, #[[NEW]]> -> tensor<64x64xf32, #[[OLD:.*]]>
// CHECK-NEXT:    "tt.reduce"(%[[C]])
// CHECK:         arith.addf %[[C]], %[[C]] : tensor<64x64xf32, #[[OLD]]>
// CHECK-LABEL: tt.func @reshape_local
// CHECK-NEXT:    tt.reshape %arg0 allow_reorder : tensor<4096xf32, #{{.*}}> -> tensor<512x8xf32
// CHECK-NEXT:    "tt.reduce"
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @reshape(%x: tensor<4096xf32, #blocked>) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<64x64xf32, #blocked1>) {
    %v = tt.reshape %x allow_reorder : tensor<4096xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    %m = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<64x64xf32, #blocked1>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %w = arith.addf %v, %v : tensor<64x64xf32, #blocked1>
    tt.return %m, %w : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<64x64xf32, #blocked1>
  }
  tt.func @reshape_local(%x: tensor<4096xf32, #blocked>) -> tensor<512xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> {
    %v = tt.reshape %x allow_reorder : tensor<4096xf32, #blocked> -> tensor<512x8xf32, #blocked2>
    %m = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<512x8xf32, #blocked2>) -> tensor<512xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    tt.return %m : tensor<512xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
  }
}

// -----

// A gather moves to a layout in which every warp holds whole columns along the gather
// axis (32 lanes along it, warps across the columns); one already marked efficient, and
// a one-dimensional one, stay.
// CHECK-DAG:   #[[G:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @gather
// CHECK-NEXT:    %[[S:.*]] = ttg.convert_layout %arg0 : tensor<32x16xf32, #{{.*}}> -> tensor<32x16xf32, #[[G]]>
// CHECK-NEXT:    %[[I:.*]] = ttg.convert_layout %arg1 : tensor<64x16xi64, #{{.*}}> -> tensor<64x16xi64, #[[G]]>
// CHECK-NEXT:    %[[R:.*]] = tt.gather %[[S]][%[[I]]] {axis = 0 : i32, efficient_layout} : (tensor<32x16xf32, #[[G]]>, tensor<64x16xi64, #[[G]]>) -> tensor<64x16xf32, #[[G]]>
// CHECK-NEXT:    %[[B:.*]] = ttg.convert_layout %[[R]]
// CHECK-NEXT:    tt.gather %arg0[%arg1] {axis = 0 : i32, efficient_layout}
// CHECK-NEXT:    tt.gather %arg2[%arg3] {axis = 0 : i32}
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @gather(%src: tensor<32x16xf32, #blocked1>, %idx: tensor<64x16xi64, #blocked1>, %src1: tensor<128xf32, #blocked>, %idx1: tensor<128xi32, #blocked>) -> (tensor<64x16xf32, #blocked1>, tensor<64x16xf32, #blocked1>, tensor<128xf32, #blocked>) {
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<32x16xf32, #blocked1>, tensor<64x16xi64, #blocked1>) -> tensor<64x16xf32, #blocked1>
    %e = tt.gather %src[%idx] {axis = 0 : i32, efficient_layout} : (tensor<32x16xf32, #blocked1>, tensor<64x16xi64, #blocked1>) -> tensor<64x16xf32, #blocked1>
    %h = tt.gather %src1[%idx1] {axis = 0 : i32} : (tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return %g, %e, %h : tensor<64x16xf32, #blocked1>, tensor<64x16xf32, #blocked1>, tensor<128xf32, #blocked>
  }
}

// -----

// Upstream only looks at the number of the yield operand the update feeds, also when
// the yield belongs to an scf.if in the loop: the loop then yields the accumulator
// unchanged and the partial result carries the sum of every iteration.
// CHECK-LABEL: tt.func @update_in_if
// CHECK:         %[[LOOP:.*]]:2 = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[PART:.*]] = %{{.*}})
// CHECK:           %[[LOCAL:.*]] = "tt.reduce"(%{{.*}}) <{axis = 2 : i32}>
// CHECK:           %[[NEXT:.*]] = arith.addf %[[PART]], %[[LOCAL]]
// CHECK-NEXT:      scf.if
// CHECK:           scf.yield %[[ACC]], %[[NEXT]]
// CHECK:         "tt.reduce"(%[[LOOP]]#1) <{axis = 1 : i32}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @update_in_if(%p: tensor<16x256x!tt.ptr<f32>, #blocked>, %n: i32, %c: i1) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<0.0> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<16x256x!tt.ptr<f32>, #blocked>
      %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %v = scf.if %c -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
        %u = arith.addf %m, %acc : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
        scf.yield %u : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      } else {
        scf.yield %acc : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      }
      scf.yield %v : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %r : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// Upstream asserts on these shapes of accumulation; ttopt reports an error instead.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @loop_result_used_twice(%p: tensor<16x256x!tt.ptr<f32>, #blocked>, %n: i32) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<0.0> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    // expected-error @+1 {{'scf.for' op expects the accumulated result of the loop to have exactly one use}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<16x256x!tt.ptr<f32>, #blocked>
      %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u = arith.addf %m, %acc : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    %w = arith.mulf %r, %r : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %r, %w : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @select_update(%p: tensor<16x256x!tt.ptr<f32>, #blocked>, %n: i32, %c: i1) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<0.0> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<16x256x!tt.ptr<f32>, #blocked>
      %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      // expected-error @+1 {{'arith.select' op expects the accumulator update to have two operands}}
      %u = arith.select %c, %m, %acc : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %r : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// The view and gather layouts are set by a greedy rewrite with a default
// GreedyRewriteConfig, whose region simplification is aggressive: once rewritten, the two
// gathers' branches differ only in their indices and merge into one block taking them as
// an argument; the join block's argument both predecessors pass %arg1 for is dropped.
// CHECK-DAG:   #[[G:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @merge_identical_blocks
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg2 : tensor<64x16xi64, #{{.*}}>), ^bb1(%arg3 : tensor<64x16xi64, #{{.*}}>)
// CHECK-NEXT:  ^bb1(%[[IDX:.*]]: tensor<64x16xi64, #{{.*}}>):
// CHECK-NEXT:    %[[S:.*]] = ttg.convert_layout %arg1 : tensor<32x16xf32, #{{.*}}> -> tensor<32x16xf32, #[[G]]>
// CHECK-NEXT:    %[[I:.*]] = ttg.convert_layout %[[IDX]] : tensor<64x16xi64, #{{.*}}> -> tensor<64x16xi64, #[[G]]>
// CHECK-NEXT:    %[[R:.*]] = tt.gather %[[S]][%[[I]]] {axis = 0 : i32, efficient_layout}
// CHECK-NEXT:    %[[B:.*]] = ttg.convert_layout %[[R]]
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    tt.return %arg1, %[[B]]
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @merge_identical_blocks(%c: i1, %src: tensor<32x16xf32, #blocked1>, %idx: tensor<64x16xi64, #blocked1>, %idx2: tensor<64x16xi64, #blocked1>) -> (tensor<32x16xf32, #blocked1>, tensor<64x16xf32, #blocked1>) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<32x16xf32, #blocked1>, tensor<64x16xi64, #blocked1>) -> tensor<64x16xf32, #blocked1>
    cf.br ^bb3(%src, %g : tensor<32x16xf32, #blocked1>, tensor<64x16xf32, #blocked1>)
  ^bb2:
    %h = tt.gather %src[%idx2] {axis = 0 : i32} : (tensor<32x16xf32, #blocked1>, tensor<64x16xi64, #blocked1>) -> tensor<64x16xf32, #blocked1>
    cf.br ^bb3(%src, %h : tensor<32x16xf32, #blocked1>, tensor<64x16xf32, #blocked1>)
  ^bb3(%s: tensor<32x16xf32, #blocked1>, %r: tensor<64x16xf32, #blocked1>):
    tt.return %s, %r : tensor<32x16xf32, #blocked1>, tensor<64x16xf32, #blocked1>
  }
}
