// RUN: ttopt %s -split-input-file -tritongpu-remove-layout-conversions --debug-only=tritongpu-remove-layout-conversions -o /dev/null 2>&1 | FileCheck %s

// The trace upstream's LLVM_DEBUG prints: values as `llvm::dbgs() << value` prints them
// (the defining op, the function's value names, attributes inline), the module after
// each phase (`Operation::dump`, no aliases).

// Forward propagation from the anchors: the load (1024 elements, so expensive) and the
// tensor argument. Each value is reported once its users were given its candidates.
// CHECK: [tritongpu-remove-layout-conversions]: propagateLayout considering %0 = tt.load %arg1 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, which has 1 candidate encoding(s):
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:   #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: changed: 1
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: propagateLayout considering %1 = ttg.convert_layout %0 : tensor<1024xf32, #ttg.blocked<{sizePerThread = [1], {{.*}}>> -> tensor<1024xf32, #ttg.blocked<{sizePerThread = [4], {{.*}}>>, which has 1 candidate encoding(s):
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:   #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: changed: 0
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: propagateLayout considering <block argument> of type 'tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' at index: 1, which has 1 candidate encoding(s):
// CHECK: [tritongpu-remove-layout-conversions]: Module after propagating layouts forward:
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @trace(%arg0: !tt.ptr<f32>, %arg1: tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) {
// CHECK: [tritongpu-remove-layout-conversions]: Module after canonicalizing:

// Backward rematerialization, conversion by conversion: the load cannot be recomputed;
// its second conversion reuses the first; the pointers are cheap to recompute (the ops
// are moved, not duplicated: no rematerialization cost); the second conversion of the
// pointers reuses what the first rematerialized.
// CHECK: [tritongpu-remove-layout-conversions]: check backward remat with source %0 = tt.load %arg1 : {{.*}} encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:   getRematerializableSlice failed
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: addRematValue %0 = tt.load %arg1 : {{.*}} encoding #ttg.blocked<{sizePerThread = [4], {{.*}}}> %1 = ttg.convert_layout %0 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: check backward remat with source %0 = tt.load %arg1 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: found remat'ed value%1 = ttg.convert_layout %0 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: check backward remat with source %5 = tt.addptr %4, %3 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:   convert layout cost: 131072
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 0
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:   remat convert op %6 = ttg.convert_layout %5 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:     %5 = tt.addptr %4, %3 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:     %3 = tt.make_range {end = 1024 : i32, start = 0 : i32} : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:     %4 = tt.splat %arg0 : {{.*}}
// The clones are numbered where they are inserted, before the ops they copy.
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: addRematValue %4 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #ttg.blocked<{sizePerThread = [1], {{.*}}>> encoding #ttg.blocked<{sizePerThread = [4], {{.*}}}> %3 = tt.make_range {{.*}}sizePerThread = [4]
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: addRematValue %6 = tt.splat %arg0 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: addRematValue %8 = tt.addptr %6, %4 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: check backward remat with source %8 = tt.addptr %6, %4 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: found remat'ed value%7 = tt.addptr %5, %3 : tensor<1024x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [4], {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]: Module after backward remat:
// CHECK: [tritongpu-remove-layout-conversions]: Module after canonicalizing:
// A second round changes nothing (only the load's conversion is left).
// CHECK: [tritongpu-remove-layout-conversions]: Module after backward remat:
// CHECK: [tritongpu-remove-layout-conversions]: Module after canonicalizing:
// CHECK: [tritongpu-remove-layout-conversions]: Module after hoisting converts:
// CHECK: [tritongpu-remove-layout-conversions]: Module after final cleanups:
// CHECK-NEXT: module attributes
// CHECK: tt.store %4, %1 :

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @trace(%base: !tt.ptr<f32>, %in: tensor<1024x!tt.ptr<f32>, #blocked>) {
    %a = tt.load %in : tensor<1024x!tt.ptr<f32>, #blocked>
    %b = ttg.convert_layout %a : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %p = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %q = ttg.convert_layout %p : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.store %q, %b : tensor<1024x!tt.ptr<f32>, #blocked1>
    %q2 = ttg.convert_layout %p : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.store %q2, %b : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// The cost model refuses: the sitofp (1 x 4096 bytes) and five exps (8 x 4096 each),
// whose results have another use, would be duplicated; the conversion costs 32 x 4096.
// The reduction with a float sum (not associative over 128 elements) is never duplicated.
// CHECK: [tritongpu-remove-layout-conversions]: check backward remat with source %6 = math.exp %5 : {{.*}}
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:   convert layout cost: 131072
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 167936
// CHECK-NEXT: [tritongpu-remove-layout-conversions]:   skipped rematerialization due to higher cost
// CHECK: [tritongpu-remove-layout-conversions]: check backward remat with source %{{[0-9]+}} = "tt.reduce"
// CHECK: [tritongpu-remove-layout-conversions]:   skipped rematerialization due to non-associative reduce in the slice

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @costly(%o1: tensor<1024x!tt.ptr<f32>, #blocked>, %o2: tensor<1024x!tt.ptr<f32>, #blocked1>) {
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
  tt.func @non_associative(%o1: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #b2}>>, %o2: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #b3}>>) {
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
