// RUN: ttopt %s -split-input-file -tritongpu-coalesce | FileCheck %s
// RUN: ttopt %s -split-input-file -tritongpu-coalesce --debug-only=tritongpu-coalesce -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
// The expected layouts and trace lines were checked against Triton 3.6 (triton-opt) on the same inputs.

// A masked load and a store with 16-byte aligned, contiguous pointers: 4 f32 per thread.
// Every tensor operand (pointers, mask, value) is converted to the new layout in front
// of the op, and the loaded value converted back.
// CHECK: #[[OLD:blocked]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[NEW:blocked1]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @add
// CHECK:      %[[MASK:.*]] = arith.cmpi slt
// CHECK:      %[[XP:.*]] = tt.addptr
// CHECK-NEXT: %[[XP1:.*]] = ttg.convert_layout %[[XP]] : tensor<1024x!tt.ptr<f32>, #[[OLD]]> -> tensor<1024x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT: %[[M1:.*]] = ttg.convert_layout %[[MASK]] : tensor<1024xi1, #[[OLD]]> -> tensor<1024xi1, #[[NEW]]>
// CHECK-NEXT: %[[V:.*]] = tt.load %[[XP1]], %[[M1]] : tensor<1024x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT: %[[V1:.*]] = ttg.convert_layout %[[V]] : tensor<1024xf32, #[[NEW]]> -> tensor<1024xf32, #[[OLD]]>
// CHECK-NEXT: %[[W:.*]] = arith.addf %[[V1]], %[[V1]]
// CHECK:      %[[YP:.*]] = tt.addptr
// CHECK-NEXT: %[[YP1:.*]] = ttg.convert_layout %[[YP]] : {{.*}} -> tensor<1024x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT: %[[W1:.*]] = ttg.convert_layout %[[W]] : tensor<1024xf32, #[[OLD]]> -> tensor<1024xf32, #[[NEW]]>
// CHECK-NEXT: %[[M2:.*]] = ttg.convert_layout %[[MASK]] : {{.*}} -> tensor<1024xi1, #[[NEW]]>
// CHECK-NEXT: tt.store %[[YP1]], %[[W1]], %[[M2]] : tensor<1024x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT: tt.return

// TRACE: [tritongpu-coalesce]: Considering op: %5 = tt.load %4, %2 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// TRACE-NEXT: [tritongpu-coalesce]: axis info of pointer: contiguity = [1024], divisibility = [16], constancy = [1], constant_value = <none>
// TRACE-NEXT: [tritongpu-coalesce]: order=[0]
// TRACE-NEXT: [tritongpu-coalesce]: multi-root-slice: insert to memAccessesSameOrder tt.store %8, %6, %2 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// TRACE-NEXT: [tritongpu-coalesce]: shapePerCTA=[1024]
// TRACE-NEXT: [tritongpu-coalesce]: perThread for op: 4
// TRACE-NEXT: [tritongpu-coalesce]: perThread for opSameOrder: 4
// TRACE-NEXT: [tritongpu-coalesce]: perThread: 4
// TRACE-NEXT: [tritongpu-coalesce]: Considering op: tt.store %8, %6, %2 : tensor<1024x!tt.ptr<f32>
// TRACE-NEXT: [tritongpu-coalesce]: axis info of pointer: contiguity = [1024], divisibility = [16], constancy = [1], constant_value = <none>
// TRACE-NEXT: [tritongpu-coalesce]: order=[0]
// TRACE-NEXT: [tritongpu-coalesce]: multi-root-slice: insert to memAccessesSameOrder %5 = tt.load %4, %2
// TRACE-NEXT: [tritongpu-coalesce]: shapePerCTA=[1024]
// TRACE-NEXT: [tritongpu-coalesce]: perThread for op: 4
// TRACE-NEXT: [tritongpu-coalesce]: perThread for opSameOrder: 4
// TRACE-NEXT: [tritongpu-coalesce]: perThread: 4

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @add(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %y: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %mask = arith.cmpi slt, %r, %ns : tensor<1024xi32, #blocked>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %xp = tt.addptr %xs, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %xp, %mask : tensor<1024x!tt.ptr<f32>, #blocked>
    %w = arith.addf %v, %v : tensor<1024xf32, #blocked>
    %ys = tt.splat %y : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %yp = tt.addptr %ys, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %yp, %w, %mask : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Column-major access (contiguous along dim 0): the order becomes [0, 1] and the
// 4 elements per thread run down dim 0.
// CHECK: #[[OLD:blocked]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[NEW:blocked1]] = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func public @column_major
// CHECK:      %[[P:.*]] = tt.addptr
// CHECK-NEXT: %[[P1:.*]] = ttg.convert_layout %[[P]] : tensor<64x32x!tt.ptr<f32>, #[[OLD]]> -> tensor<64x32x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT: %[[V:.*]] = tt.load %[[P1]] : tensor<64x32x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT: %[[V1:.*]] = ttg.convert_layout %[[V]] : tensor<64x32xf32, #[[NEW]]> -> tensor<64x32xf32, #[[OLD]]>
// CHECK-NEXT: %[[P2:.*]] = ttg.convert_layout %[[P]] : {{.*}} -> tensor<64x32x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT: %[[V2:.*]] = ttg.convert_layout %[[V1]] : {{.*}} -> tensor<64x32xf32, #[[NEW]]>
// CHECK-NEXT: tt.store %[[P2]], %[[V2]] : tensor<64x32x!tt.ptr<f32>, #[[NEW]]>

// TRACE: [tritongpu-coalesce]: Considering op: %11 = tt.load %10
// TRACE-NEXT: [tritongpu-coalesce]: axis info of pointer: contiguity = [64, 1], divisibility = [16, 4], constancy = [1, 1], constant_value = <none>
// TRACE-NEXT: [tritongpu-coalesce]: order=[0, 1]
// TRACE-NEXT: [tritongpu-coalesce]: multi-root-slice: insert to memAccessesSameOrder tt.store %10, %11
// TRACE-NEXT: [tritongpu-coalesce]: shapePerCTA=[64, 32]

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#sl0 = #ttg.slice<{dim = 0, parent = #blocked}>
#sl1 = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @column_major(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %ld: i32 {tt.divisibility = 16 : i32}) {
    %r0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #sl1>
    %r1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #sl0>
    %e0 = tt.expand_dims %r0 {axis = 1 : i32} : tensor<64xi32, #sl1> -> tensor<64x1xi32, #blocked>
    %e1 = tt.expand_dims %r1 {axis = 0 : i32} : tensor<32xi32, #sl0> -> tensor<1x32xi32, #blocked>
    %s = tt.splat %ld : i32 -> tensor<1x32xi32, #blocked>
    %m = arith.muli %e1, %s : tensor<1x32xi32, #blocked>
    %b0 = tt.broadcast %e0 : tensor<64x1xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %b1 = tt.broadcast %m : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %off = arith.addi %b0, %b1 : tensor<64x32xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #blocked>
    %pa = tt.addptr %ps, %off : tensor<64x32x!tt.ptr<f32>, #blocked>, tensor<64x32xi32, #blocked>
    %v = tt.load %pa : tensor<64x32x!tt.ptr<f32>, #blocked>
    tt.store %pa, %v : tensor<64x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Pointers broadcast over rows: contiguous along dim 1, 8 f16 (16 bytes) per thread.
// Pointers that are all the same address have contiguity 1 everywhere: the order is
// then [0, 1] (ties keep the dims in increasing order) and each thread loads one element.
// CHECK-DAG: #[[ROWS:blocked1]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[SAME:blocked2]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func public @broadcast_rows
// CHECK:      tt.load %{{.*}} : tensor<16x128x!tt.ptr<f16>, #[[ROWS]]>
// CHECK-LABEL: tt.func public @same_address
// CHECK:      tt.load %{{.*}} : tensor<16x128x!tt.ptr<f32>, #[[SAME]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#sl0 = #ttg.slice<{dim = 0, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @broadcast_rows(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) -> tensor<16x128xf16, #blocked> {
    %r1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #sl0>
    %e1 = tt.expand_dims %r1 {axis = 0 : i32} : tensor<128xi32, #sl0> -> tensor<1x128xi32, #blocked>
    %b1 = tt.broadcast %e1 : tensor<1x128xi32, #blocked> -> tensor<16x128xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<16x128x!tt.ptr<f16>, #blocked>
    %pa = tt.addptr %ps, %b1 : tensor<16x128x!tt.ptr<f16>, #blocked>, tensor<16x128xi32, #blocked>
    %v = tt.load %pa : tensor<16x128x!tt.ptr<f16>, #blocked>
    tt.return %v : tensor<16x128xf16, #blocked>
  }
  tt.func public @same_address(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<16x128xf32, #blocked> {
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<16x128x!tt.ptr<f32>, #blocked>
    %v = tt.load %ps : tensor<16x128x!tt.ptr<f32>, #blocked>
    tt.return %v : tensor<16x128xf32, #blocked>
  }
}

// -----

// The 128-bit cap: 8 f16, 16 i8, 2 f64 per thread. The f16 load shares its slice with
// the i8 accesses (same shape and order), so it takes their 16; the f16 store is held
// to its own 8.
// CHECK-DAG: #[[X16:blocked1]] = #ttg.blocked<{sizePerThread = [16], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[X8:blocked2]] = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[X2:blocked3]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @widths
// CHECK:      tt.load %{{.*}} : tensor<4096x!tt.ptr<f16>, #[[X16]]>
// CHECK:      tt.load %{{.*}} : tensor<4096x!tt.ptr<i8>, #[[X16]]>
// CHECK:      tt.load %{{.*}} : tensor<4096x!tt.ptr<f64>, #[[X16]]>
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<4096x!tt.ptr<f16>, #[[X8]]>
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<4096x!tt.ptr<i8>, #[[X16]]>
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<4096x!tt.ptr<f64>, #[[X2]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @widths(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %c: !tt.ptr<f64> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 4096 : i32, start = 0 : i32} : tensor<4096xi32, #blocked>
    %pa = tt.splat %a : !tt.ptr<f16> -> tensor<4096x!tt.ptr<f16>, #blocked>
    %qa = tt.addptr %pa, %r : tensor<4096x!tt.ptr<f16>, #blocked>, tensor<4096xi32, #blocked>
    %va = tt.load %qa : tensor<4096x!tt.ptr<f16>, #blocked>
    %pb = tt.splat %b : !tt.ptr<i8> -> tensor<4096x!tt.ptr<i8>, #blocked>
    %qb = tt.addptr %pb, %r : tensor<4096x!tt.ptr<i8>, #blocked>, tensor<4096xi32, #blocked>
    %vb = tt.load %qb : tensor<4096x!tt.ptr<i8>, #blocked>
    %pc = tt.splat %c : !tt.ptr<f64> -> tensor<4096x!tt.ptr<f64>, #blocked>
    %qc = tt.addptr %pc, %r : tensor<4096x!tt.ptr<f64>, #blocked>, tensor<4096xi32, #blocked>
    %vc = tt.load %qc : tensor<4096x!tt.ptr<f64>, #blocked>
    tt.store %qa, %va : tensor<4096x!tt.ptr<f16>, #blocked>
    tt.store %qb, %vb : tensor<4096x!tt.ptr<i8>, #blocked>
    tt.store %qc, %vc : tensor<4096x!tt.ptr<f64>, #blocked>
    tt.return
  }
}

// -----

// Alignment. The input is 16-byte aligned, the output only 4-byte: the load takes the
// best of its slice (4 per thread), the store keeps 1 per thread (its layout does not
// change, yet its operands are still converted). When nothing in the slice is better
// aligned than 4 bytes, the load keeps 1 per thread too.
// CHECK: #[[OLD:blocked]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[NEW:blocked1]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @misaligned_store
// CHECK:      tt.load %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[NEW]]>
// CHECK:      %[[QO:.*]] = tt.addptr
// CHECK-NEXT: %[[QO1:.*]] = ttg.convert_layout %[[QO]] : tensor<1024x!tt.ptr<f32>, #[[OLD]]> -> tensor<1024x!tt.ptr<f32>, #[[OLD]]>
// CHECK:      tt.store %[[QO1]], %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[OLD]]>
// CHECK-LABEL: tt.func public @misaligned_load
// CHECK:      tt.load %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[OLD]]>
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[OLD]]>

// TRACE: [tritongpu-coalesce]: Considering op: %5 = tt.load %4, %2
// TRACE: [tritongpu-coalesce]: perThread for op: 4
// TRACE-NEXT: [tritongpu-coalesce]: perThread for opSameOrder: 1
// TRACE-NEXT: [tritongpu-coalesce]: perThread: 4
// TRACE-NEXT: [tritongpu-coalesce]: Considering op: tt.store %7, %5, %2
// TRACE-NEXT: [tritongpu-coalesce]: axis info of pointer: contiguity = [1024], divisibility = [4], constancy = [1], constant_value = <none>
// TRACE: [tritongpu-coalesce]: perThread for op: 1
// TRACE-NEXT: [tritongpu-coalesce]: perThread for opSameOrder: 4
// TRACE-NEXT: [tritongpu-coalesce]: perThread: 4

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @misaligned_store(%in: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %out: !tt.ptr<f32> {tt.divisibility = 4 : i32}, %n: i32) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %mask = arith.cmpi slt, %r, %ns : tensor<1024xi32, #blocked>
    %pi = tt.splat %in : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %qi = tt.addptr %pi, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %qi, %mask : tensor<1024x!tt.ptr<f32>, #blocked>
    %po = tt.splat %out : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %qo = tt.addptr %po, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %qo, %v, %mask : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func public @misaligned_load(%in: !tt.ptr<f32> {tt.divisibility = 4 : i32}, %out: !tt.ptr<f32> {tt.divisibility = 4 : i32}) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %pi = tt.splat %in : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %qi = tt.addptr %pi, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %qi : tensor<1024x!tt.ptr<f32>, #blocked>
    %po = tt.splat %out : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %qo = tt.addptr %po, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %qo, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Atomics: every tensor operand is converted and the old values converted back; an
// atomic on a scalar pointer is left alone.
// CHECK: #[[OLD:blocked]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[NEW:blocked1]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @atomics
// CHECK:      %[[PA:.*]] = ttg.convert_layout %{{.*}} : tensor<512x!tt.ptr<f32>, #[[OLD]]> -> tensor<512x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT: %[[VAL:.*]] = ttg.convert_layout %arg2 : tensor<512xf32, #[[OLD]]> -> tensor<512xf32, #[[NEW]]>
// CHECK-NEXT: %[[MASK:.*]] = ttg.convert_layout %arg4 : tensor<512xi1, #[[OLD]]> -> tensor<512xi1, #[[NEW]]>
// CHECK-NEXT: %[[OLDV:.*]] = tt.atomic_rmw fadd, acq_rel, gpu, %[[PA]], %[[VAL]], %[[MASK]] : (tensor<512x!tt.ptr<f32>, #[[NEW]]>, tensor<512xf32, #[[NEW]]>, tensor<512xi1, #[[NEW]]>) -> tensor<512xf32, #[[NEW]]>
// CHECK-NEXT: ttg.convert_layout %[[OLDV]] : tensor<512xf32, #[[NEW]]> -> tensor<512xf32, #[[OLD]]>
// CHECK:      %[[QA:.*]] = ttg.convert_layout %{{.*}} : tensor<512x!tt.ptr<i32>, #[[OLD]]> -> tensor<512x!tt.ptr<i32>, #[[NEW]]>
// CHECK-NEXT: %[[CMP:.*]] = ttg.convert_layout %arg3 : {{.*}} -> tensor<512xi32, #[[NEW]]>
// CHECK-NEXT: %[[NEWV:.*]] = ttg.convert_layout %arg3 : {{.*}} -> tensor<512xi32, #[[NEW]]>
// CHECK-NEXT: %[[PREV:.*]] = tt.atomic_cas acq_rel, gpu, %[[QA]], %[[CMP]], %[[NEWV]] : (tensor<512x!tt.ptr<i32>, #[[NEW]]>, tensor<512xi32, #[[NEW]]>, tensor<512xi32, #[[NEW]]>) -> tensor<512xi32, #[[NEW]]>
// CHECK-NEXT: ttg.convert_layout %[[PREV]] : tensor<512xi32, #[[NEW]]> -> tensor<512xi32, #[[OLD]]>
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<512x!tt.ptr<i32>, #[[NEW]]>
// CHECK-NEXT: %{{.*}} = tt.atomic_rmw add, relaxed, gpu, %arg1, %{{.*}} : (!tt.ptr<i32>, i32) -> i32

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomics(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %q: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %v: tensor<512xf32, #blocked>, %c: tensor<512xi32, #blocked>, %m: tensor<512xi1, #blocked>, %one: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %pa = tt.addptr %ps, %r : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %old = tt.atomic_rmw fadd, acq_rel, gpu, %pa, %v, %m : (tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xf32, #blocked>, tensor<512xi1, #blocked>) -> tensor<512xf32, #blocked>
    %qs = tt.splat %q : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #blocked>
    %qa = tt.addptr %qs, %r : tensor<512x!tt.ptr<i32>, #blocked>, tensor<512xi32, #blocked>
    %prev = tt.atomic_cas acq_rel, gpu, %qa, %c, %c : (tensor<512x!tt.ptr<i32>, #blocked>, tensor<512xi32, #blocked>, tensor<512xi32, #blocked>) -> tensor<512xi32, #blocked>
    tt.store %qa, %prev : tensor<512x!tt.ptr<i32>, #blocked>
    %s = tt.atomic_rmw add, relaxed, gpu, %q, %one : (!tt.ptr<i32>, i32) -> i32
    tt.return
  }
}

// -----

// Pointers carried by a loop (8 warps). A load through a loop-carried pointer has no
// slice (its pointer is a block argument); the store after the loop sees the whole loop
// through the loop results it uses, the load in the body included.
// CHECK: #[[OLD:blocked]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// CHECK: #[[NEW:blocked1]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// CHECK-LABEL: tt.func public @loop
// CHECK:      scf.for {{.*}} iter_args(%[[PTR:.*]] = %{{.*}}, %[[ACC:.*]] = %{{.*}})
// CHECK-NEXT:   %[[P1:.*]] = ttg.convert_layout %[[PTR]] : tensor<2048x!tt.ptr<f32>, #[[OLD]]> -> tensor<2048x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT:   %[[V:.*]] = tt.load %[[P1]] : tensor<2048x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT:   %[[V1:.*]] = ttg.convert_layout %[[V]] : tensor<2048xf32, #[[NEW]]> -> tensor<2048xf32, #[[OLD]]>
// CHECK-NEXT:   arith.addf %[[ACC]], %[[V1]]
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<2048x!tt.ptr<f32>, #[[NEW]]>
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<2048x!tt.ptr<f32>, #[[NEW]]>

// TRACE: [tritongpu-coalesce]: Considering op: %6 = tt.load %arg4
// TRACE-NEXT: [tritongpu-coalesce]: axis info of pointer: contiguity = [2048], divisibility = [16], constancy = [1], constant_value = <none>
// TRACE-NEXT: [tritongpu-coalesce]: order=[0]
// TRACE-NEXT: [tritongpu-coalesce]: shapePerCTA=[2048]
// TRACE-NEXT: [tritongpu-coalesce]: perThread for op: 4
// TRACE-NEXT: [tritongpu-coalesce]: perThread: 4
// TRACE-NEXT: [tritongpu-coalesce]: Considering op: tt.store %5, %3#1
// TRACE-NEXT: [tritongpu-coalesce]: axis info of pointer
// TRACE-NEXT: [tritongpu-coalesce]: order=[0]
// TRACE-NEXT: [tritongpu-coalesce]: multi-root-slice: insert to memAccessesSameOrder %6 = tt.load %arg4
// TRACE-NEXT: [tritongpu-coalesce]: multi-root-slice: insert to memAccessesSameOrder tt.store %3#0, %3#1

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %q: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %step = arith.constant dense<2048> : tensor<2048xi32, #blocked>
    %zero = arith.constant dense<0.0> : tensor<2048xf32, #blocked>
    %r = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #blocked>
    %pa = tt.addptr %ps, %r : tensor<2048x!tt.ptr<f32>, #blocked>, tensor<2048xi32, #blocked>
    %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%ptr = %pa, %acc = %zero) -> (tensor<2048x!tt.ptr<f32>, #blocked>, tensor<2048xf32, #blocked>) : i32 {
      %v = tt.load %ptr : tensor<2048x!tt.ptr<f32>, #blocked>
      %a = arith.addf %acc, %v : tensor<2048xf32, #blocked>
      %next = tt.addptr %ptr, %step : tensor<2048x!tt.ptr<f32>, #blocked>, tensor<2048xi32, #blocked>
      scf.yield %next, %a : tensor<2048x!tt.ptr<f32>, #blocked>, tensor<2048xf32, #blocked>
    }
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #blocked>
    %qa = tt.addptr %qs, %r : tensor<2048x!tt.ptr<f32>, #blocked>, tensor<2048xi32, #blocked>
    tt.store %qa, %res#1 : tensor<2048x!tt.ptr<f32>, #blocked>
    tt.store %res#0, %res#1 : tensor<2048x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Few elements: 64 over 128 threads leave one per thread whatever the alignment (the
// op is still rebuilt on converted operands); 256 f16 leave two. Scalar and
// block-pointer accesses are not touched.
// CHECK: #[[OLD:blocked]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[TWO:blocked1]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @small
// CHECK:      %[[P:.*]] = ttg.convert_layout %{{.*}} : tensor<64x!tt.ptr<f32>, #[[OLD]]> -> tensor<64x!tt.ptr<f32>, #[[OLD]]>
// CHECK-NEXT: tt.load %[[P]] : tensor<64x!tt.ptr<f32>, #[[OLD]]>
// CHECK-LABEL: tt.func public @two_each
// CHECK:      tt.load %{{.*}} : tensor<256x!tt.ptr<f16>, #[[TWO]]>
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<256x!tt.ptr<f16>, #[[TWO]]>
// CHECK-LABEL: tt.func public @not_tensor_of_pointers
// CHECK-NOT:  ttg.convert_layout
// CHECK:      tt.return

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @small(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked>
    %pa = tt.addptr %ps, %r : tensor<64x!tt.ptr<f32>, #blocked>, tensor<64xi32, #blocked>
    %v = tt.load %pa : tensor<64x!tt.ptr<f32>, #blocked>
    tt.store %pa, %v : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func public @two_each(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %pa = tt.addptr %ps, %r : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %v = tt.load %pa : tensor<256x!tt.ptr<f16>, #blocked>
    tt.store %pa, %v : tensor<256x!tt.ptr<f16>, #blocked>
    tt.return
  }
  tt.func public @not_tensor_of_pointers(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %i: i32, %j: i64) -> f32 {
    %v = tt.load %p : !tt.ptr<f32>
    tt.store %p, %v : !tt.ptr<f32>
    %c1 = arith.constant 1 : i64
    %bp = tt.make_tensor_ptr %p, [%j, %j], [%j, %c1], [%i, %i] {order = array<i32: 1, 0>} : <tensor<32x32xf32, #blocked2>>
    %t = tt.load %bp : !tt.ptr<tensor<32x32xf32, #blocked2>>
    tt.store %bp, %t : !tt.ptr<tensor<32x32xf32, #blocked2>>
    tt.return %v : f32
  }
}

// -----

// Tensor descriptors: row-major, up to 16 bytes per thread along the last dim (8 f16,
// 4 f32 for a gather/scatter whose row indices keep their layout, 8 bf16 in 3-D).
// CHECK-DAG: #[[OLD:blocked]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[D2:blocked1]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[G:blocked2]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[D3:blocked3]] = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-LABEL: tt.func public @descriptors
// CHECK-NEXT: %[[L:.*]] = tt.descriptor_load %arg0[%arg3, %arg3] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #[[D2]]>
// CHECK-NEXT: %[[L1:.*]] = ttg.convert_layout %[[L]] : tensor<64x64xf16, #[[D2]]> -> tensor<64x64xf16, #[[OLD]]>
// CHECK-NEXT: %[[S:.*]] = ttg.convert_layout %[[L1]] : tensor<64x64xf16, #[[OLD]]> -> tensor<64x64xf16, #[[D2]]>
// CHECK-NEXT: tt.descriptor_store %arg0[%arg3, %arg3], %[[S]] : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #[[D2]]>
// CHECK-NEXT: %[[R:.*]] = ttg.convert_layout %[[L1]]
// CHECK-NEXT: tt.descriptor_reduce add, %arg0[%arg3, %arg3], %[[R]] : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #[[D2]]>
// CHECK-NEXT: %[[GA:.*]] = tt.descriptor_gather %arg1[%arg4, %arg3] : ({{.*}}, tensor<32xi32, #ttg.slice<{dim = 1, parent = #[[OLD]]}>>, i32) -> tensor<32x128xf32, #[[G]]>
// CHECK-NEXT: %[[GA1:.*]] = ttg.convert_layout %[[GA]]
// CHECK-NEXT: %[[SC:.*]] = ttg.convert_layout %[[GA1]] : tensor<32x128xf32, #[[OLD]]> -> tensor<32x128xf32, #[[G]]>
// CHECK-NEXT: tt.descriptor_scatter %arg1[%arg4, %arg3], %[[SC]] : {{.*}}, tensor<32xi32, #ttg.slice<{dim = 1, parent = #[[OLD]]}>>, i32, tensor<32x128xf32, #[[G]]>
// CHECK-NEXT: tt.descriptor_load %arg2[%arg3, %arg3, %arg3] : !tt.tensordesc<tensor<2x16x64xbf16>> -> tensor<2x16x64xbf16, #[[D3]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @descriptors(%d: !tt.tensordesc<tensor<64x64xf16>>, %g: !tt.tensordesc<tensor<1x128xf32>>, %d3: !tt.tensordesc<tensor<2x16x64xbf16>>, %i: i32, %rows: tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
    %v = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #blocked>
    tt.descriptor_reduce add, %d[%i, %i], %v : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #blocked>
    %w = tt.descriptor_gather %g[%rows, %i] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, i32) -> tensor<32x128xf32, #blocked>
    tt.descriptor_scatter %g[%rows, %i], %w : !tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, i32, tensor<32x128xf32, #blocked>
    %x = tt.descriptor_load %d3[%i, %i, %i] : !tt.tensordesc<tensor<2x16x64xbf16>> -> tensor<2x16x64xbf16, #blocked3>
    tt.descriptor_store %d3[%i, %i, %i], %x : !tt.tensordesc<tensor<2x16x64xbf16>>, tensor<2x16x64xbf16, #blocked3>
    tt.return
  }
}

// -----

// Two CTAs splitting dim 0: each holds 32 rows; the new layout keeps the CGA layout.
// CHECK: #[[NEW:blocked1]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-LABEL: tt.func public @two_ctas
// CHECK:      tt.load %{{.*}} : tensor<64x64x!tt.ptr<f32>, #[[NEW]]>
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<64x64x!tt.ptr<f32>, #[[NEW]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_ctas(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %b = tt.broadcast %e : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %pa = tt.addptr %ps, %b : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %v = tt.load %pa : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.store %pa, %v : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// An async copy: its pointers and mask are converted, its shared-memory buffer and its
// token keep their types.
// CHECK: #[[NEW:blocked1]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @async_copy
// CHECK:      %[[BUF:.*]] = ttg.local_alloc
// CHECK-NEXT: %[[P:.*]] = ttg.convert_layout %{{.*}} -> tensor<32x64x!tt.ptr<f16>, #[[NEW]]>
// CHECK-NEXT: %[[M:.*]] = ttg.convert_layout %arg1 : {{.*}} -> tensor<32x64xi1, #[[NEW]]>
// CHECK-NEXT: %[[T:.*]] = ttg.async_copy_global_to_local %[[P]], %[[BUF]] mask %[[M]] : tensor<32x64x!tt.ptr<f16>, #[[NEW]]> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: ttg.async_commit_group tokens %[[T]]

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @async_copy(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %m: tensor<32x64xi1, #blocked>) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %b = tt.broadcast %e : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %pa = tt.addptr %ps, %b : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %pa, %buf mask %m : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %c = ttg.async_commit_group tokens %t
    tt.return
  }
}

// -----

// A callee's pointer alignment comes from its call sites (the analysis writes it on the
// callee's arguments, as upstream's does); a function can have its own number of warps.
// CHECK-DAG: #[[NEW4:blocked1]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[NEW2:blocked3]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// CHECK-LABEL: tt.func private @callee
// CHECK-SAME: tt.divisibility = 16 : i64
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<512x!tt.ptr<f32>, #[[NEW4]]>
// CHECK-LABEL: tt.func public @two_warps
// CHECK:      tt.load %{{.*}} : tensor<512x!tt.ptr<f32>, #[[NEW2]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @callee(%p: !tt.ptr<f32>, %v: tensor<512xf32, #blocked>) attributes {noinline = true} {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %pa = tt.addptr %ps, %r : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    tt.store %pa, %v : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func public @caller(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<512xf32, #blocked>) {
    tt.call @callee(%p, %v) : (!tt.ptr<f32>, tensor<512xf32, #blocked>) -> ()
    tt.return
  }
  tt.func public @two_warps(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {"ttg.num-warps" = 2 : i32} {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked2>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked2>
    %pa = tt.addptr %ps, %r : tensor<512x!tt.ptr<f32>, #blocked2>, tensor<512xi32, #blocked2>
    %v = tt.load %pa : tensor<512x!tt.ptr<f32>, #blocked2>
    tt.store %pa, %v : tensor<512x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}

// -----

// Pointers in a slice layout, loaded under an scf.if: the converts stay next to the load
// inside the region.
// CHECK: #[[NEW:blocked1]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @sliced
// CHECK:      scf.if
// CHECK-NEXT:   %[[P:.*]] = ttg.convert_layout %{{.*}} : tensor<256x!tt.ptr<f32>, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<256x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT:   %[[V:.*]] = tt.load %[[P]] : tensor<256x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT:   %[[V1:.*]] = ttg.convert_layout %[[V]] : tensor<256xf32, #[[NEW]]> -> tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT:   scf.yield %[[V1]]
// CHECK:      tt.store %{{.*}}, %{{.*}} : tensor<256x!tt.ptr<f32>, #[[NEW]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sliced(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %c: i1) -> tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>> {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #ttg.slice<{dim = 0, parent = #blocked}>>
    %pa = tt.addptr %ps, %r : tensor<256x!tt.ptr<f32>, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %v = scf.if %c -> tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>> {
      %l = tt.load %pa : tensor<256x!tt.ptr<f32>, #ttg.slice<{dim = 0, parent = #blocked}>>
      scf.yield %l : tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    } else {
      %z = arith.constant dense<0.0> : tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      scf.yield %z : tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    }
    tt.store %pa, %v : tensor<256x!tt.ptr<f32>, #ttg.slice<{dim = 0, parent = #blocked}>>
    tt.return %v : tensor<256xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
  }
}

// -----

// Already coalesced: the ops are rebuilt in the same layout behind no-op converts
// (later passes fold them).
// CHECK: #[[L:blocked]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NOT: #blocked1
// CHECK-LABEL: tt.func public @already
// CHECK:      %[[P:.*]] = tt.addptr
// CHECK-NEXT: %[[P1:.*]] = ttg.convert_layout %[[P]] : tensor<1024x!tt.ptr<f32>, #[[L]]> -> tensor<1024x!tt.ptr<f32>, #[[L]]>
// CHECK-NEXT: %[[V:.*]] = tt.load %[[P1]] : tensor<1024x!tt.ptr<f32>, #[[L]]>
// CHECK-NEXT: %[[P2:.*]] = ttg.convert_layout %[[P]] : tensor<1024x!tt.ptr<f32>, #[[L]]> -> tensor<1024x!tt.ptr<f32>, #[[L]]>
// CHECK-NEXT: %[[V1:.*]] = ttg.convert_layout %[[V]] : tensor<1024xf32, #[[L]]> -> tensor<1024xf32, #[[L]]>
// CHECK-NEXT: tt.store %[[P2]], %[[V1]] : tensor<1024x!tt.ptr<f32>, #[[L]]>

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @already(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Inside a warp-specialized partition the partition's number of warps counts (2), and
// the captured pointer keeps the alignment of the value passed in.
// CHECK: #[[NEW:blocked1]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// CHECK-LABEL: tt.func public @partition
// CHECK:      partition0
// CHECK:        tt.load %{{.*}} : tensor<256x!tt.ptr<f32>, #[[NEW]]>
// CHECK:        tt.store %{{.*}}, %{{.*}} : tensor<256x!tt.ptr<f32>, #[[NEW]]>
// CHECK-NEXT:   ttg.warp_return

#b2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @partition(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    ttg.warp_specialize(%p)
    default {
      ttg.warp_yield
    }
    partition0(%q: !tt.ptr<f32>) num_warps(2) {
      %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #b2>
      %s = tt.splat %q : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #b2>
      %a = tt.addptr %s, %r : tensor<256x!tt.ptr<f32>, #b2>, tensor<256xi32, #b2>
      %v = tt.load %a : tensor<256x!tt.ptr<f32>, #b2>
      tt.store %a, %v : tensor<256x!tt.ptr<f32>, #b2>
      ttg.warp_return
    } : (!tt.ptr<f32>) -> ()
    tt.return
  }
}
