// RUN: ttopt %s -split-input-file '-convert-triton-to-tritongpu=target=cuda:80' | FileCheck %s

// Outputs checked against Triton 3.6 (convert-triton-to-tritongpu{target=cuda:80}) on the
// same inputs. The default layout of a shape (getDefaultBlockedEncoding) has one element
// per thread, the last dim fastest, lanes then warps from the fastest dim.

// CHECK: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32}
// CHECK-LABEL: tt.func public @elementwise
// CHECK: tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, [[B1D]]>
// CHECK: tt.splat %arg1 : i32 -> tensor<1024xi32, [[B1D]]>
// CHECK: arith.cmpi slt, {{.*}} : tensor<1024xi32, [[B1D]]>
// CHECK: tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, [[B1D]]>
// CHECK: tt.addptr {{.*}} : tensor<1024x!tt.ptr<f32>, [[B1D]]>, tensor<1024xi32, [[B1D]]>
// CHECK: arith.constant dense<0.000000e+00> : tensor<1024xf32, [[B1D]]>
// CHECK: tt.load {{.*}} : tensor<1024x!tt.ptr<f32>, [[B1D]]>
// CHECK: math.exp {{.*}} : tensor<1024xf32, [[B1D]]>
// CHECK: arith.mulf {{.*}} : tensor<1024xf32, [[B1D]]>
// CHECK: tt.store {{.*}} : tensor<1024x!tt.ptr<f32>, [[B1D]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
// Elementwise code: every tensor gets the default blocked layout of its shape; the
// module records the options.
tt.func public @elementwise(%p: !tt.ptr<f32>, %n: i32) {
  %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %ns = tt.splat %n : i32 -> tensor<1024xi32>
  %mask = arith.cmpi slt, %r, %ns : tensor<1024xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
  %zero = arith.constant dense<0.000000e+00> : tensor<1024xf32>
  %v = tt.load %pp, %mask, %zero : tensor<1024x!tt.ptr<f32>>
  %e = math.exp %v : tensor<1024xf32>
  %s = arith.mulf %e, %v : tensor<1024xf32>
  tt.store %pp, %s, %mask : tensor<1024x!tt.ptr<f32>>
  tt.return
}

// -----

// CHECK-DAG: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: [[COLS_EXP:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK-DAG: [[COLS:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: [[ROWS_EXP:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: [[SQUARE:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-LABEL: tt.func public @expand_and_broadcast
// CHECK:      %[[R:.*]] = tt.make_range {{.*}} : tensor<64xi32, [[B1D]]>
// CHECK-NEXT: %[[S1:.*]] = ttg.convert_layout %[[R]] : tensor<64xi32, [[B1D]]> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = [[COLS_EXP]]}>>
// CHECK-NEXT: %[[E1:.*]] = tt.expand_dims %[[S1]] {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = [[COLS_EXP]]}>> -> tensor<64x1xi32, [[COLS_EXP]]>
// CHECK-NEXT: %[[C1:.*]] = ttg.convert_layout %[[E1]] : tensor<64x1xi32, [[COLS_EXP]]> -> tensor<64x1xi32, [[COLS]]>
// CHECK-NEXT: %[[S0:.*]] = ttg.convert_layout %[[R]] : tensor<64xi32, [[B1D]]> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = [[ROWS_EXP]]}>>
// CHECK-NEXT: %[[E0:.*]] = tt.expand_dims %[[S0]] {axis = 0 : i32} : {{.*}} -> tensor<1x64xi32, [[ROWS_EXP]]>
// CHECK-NEXT: %[[C0:.*]] = ttg.convert_layout %[[E0]] : tensor<1x64xi32, [[ROWS_EXP]]> -> tensor<1x64xi32, [[SQUARE]]>
// CHECK-NEXT: %[[BC1:.*]] = tt.broadcast %[[C1]] : tensor<64x1xi32, [[COLS]]> -> tensor<64x64xi32, [[COLS]]>
// CHECK-NEXT: %[[BC1S:.*]] = ttg.convert_layout %[[BC1]] : tensor<64x64xi32, [[COLS]]> -> tensor<64x64xi32, [[SQUARE]]>
// CHECK-NEXT: %[[BC0:.*]] = tt.broadcast %[[C0]] : tensor<1x64xi32, [[SQUARE]]> -> tensor<64x64xi32, [[SQUARE]]>
// CHECK-NEXT: arith.addi %[[BC1S]], %[[BC0]] : tensor<64x64xi32, [[SQUARE]]>
// expand_dims takes a slice of a blocked layout with the new dim inserted (and order
// [0, 1]) and gives that layout, which a convert_layout takes to the default one;
// broadcast keeps its source's layout.
tt.func public @expand_and_broadcast(%p: !tt.ptr<i32>) {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %row = tt.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %col = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %rows = tt.broadcast %row : tensor<64x1xi32> -> tensor<64x64xi32>
  %cols = tt.broadcast %col : tensor<1x64xi32> -> tensor<64x64xi32>
  %sum = arith.addi %rows, %cols : tensor<64x64xi32>
  %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x64x!tt.ptr<i32>>
  %pp = tt.addptr %ps, %sum : tensor<64x64x!tt.ptr<i32>>, tensor<64x64xi32>
  tt.store %pp, %sum : tensor<64x64x!tt.ptr<i32>>
  tt.return
}

// -----

// CHECK-DAG: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: [[TILE:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @reduce_and_scan
// CHECK:      %[[F:.*]] = arith.sitofp {{.*}} : tensor<32x16xi32, [[TILE]]> to tensor<32x16xf32, [[TILE]]>
// CHECK:      %[[RED:.*]]:2 = "tt.reduce"(%[[F]], {{.*}}) <{axis = 1 : i32}> ({
// CHECK:        tt.reduce.return {{.*}} : f32, i32
// CHECK-NEXT: }) : (tensor<32x16xf32, [[TILE]]>, tensor<32x16xi32, [[TILE]]>) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = [[TILE]]}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = [[TILE]]}>>)
// The conversion asked for last sits first, right after the reduction.
// CHECK-NEXT: %[[IDX:.*]] = ttg.convert_layout %[[RED]]#1 : tensor<32xi32, #ttg.slice<{dim = 1, parent = [[TILE]]}>> -> tensor<32xi32, [[B1D]]>
// CHECK-NEXT: %[[MAX:.*]] = ttg.convert_layout %[[RED]]#0 : tensor<32xf32, #ttg.slice<{dim = 1, parent = [[TILE]]}>> -> tensor<32xf32, [[B1D]]>
// CHECK-NEXT: %[[CUM:.*]] = "tt.scan"(%[[MAX]]) <{axis = 0 : i32, reverse = false}> ({
// CHECK:      }) : (tensor<32xf32, [[B1D]]>) -> tensor<32xf32, [[B1D]]>
// CHECK-NEXT: %[[TWICE:.*]] = arith.addf %[[CUM]], %[[CUM]] : tensor<32xf32, [[B1D]]>
// CHECK-NOT:  ttg.convert_layout
// CHECK:      tt.addptr {{.*}}, %[[IDX]] : tensor<32x!tt.ptr<i32>, [[B1D]]>, tensor<32xi32, [[B1D]]>
// CHECK-NEXT: tt.store {{.*}}, %[[IDX]] : tensor<32x!tt.ptr<i32>, [[B1D]]>
// CHECK-NEXT: "tt.reduce"(%[[TWICE]]) <{axis = 0 : i32}> ({
// CHECK:      }) : (tensor<32xf32, [[B1D]]>) -> f32
// Reductions give slices of their operand's layout; where a slice meets the default
// layout a single convert_layout is built, after the reduction, located at the first
// op that needs it and shared by the later ones. A scan keeps its operand's layout.
tt.func public @reduce_and_scan(%p: !tt.ptr<f32>, %q: !tt.ptr<i32>) {
  %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %row = tt.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  %rows = tt.broadcast %row : tensor<32x1xi32> -> tensor<32x16xi32>
  %f = arith.sitofp %rows : tensor<32x16xi32> to tensor<32x16xf32>
  %max:2 = "tt.reduce"(%f, %rows) <{axis = 1 : i32}> ({
  ^bb0(%x0: f32, %i0: i32, %x1: f32, %i1: i32):
    %gt = arith.cmpf ogt, %x0, %x1 : f32
    %x = arith.select %gt, %x0, %x1 : f32
    %i = arith.select %gt, %i0, %i1 : i32
    tt.reduce.return %x, %i : f32, i32
  }) : (tensor<32x16xf32>, tensor<32x16xi32>) -> (tensor<32xf32>, tensor<32xi32>)
  %cum = "tt.scan"(%max#0) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tt.scan.return %c : f32
  }) : (tensor<32xf32>) -> tensor<32xf32>
  %twice = arith.addf %cum, %cum : tensor<32xf32> loc("first_use")
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<32x!tt.ptr<f32>>, tensor<32xi32>
  tt.store %pp, %twice : tensor<32x!tt.ptr<f32>>
  %qs = tt.splat %q : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>>
  %qp = tt.addptr %qs, %max#1 : tensor<32x!tt.ptr<i32>>, tensor<32xi32>
  tt.store %qp, %max#1 : tensor<32x!tt.ptr<i32>>
  %all = "tt.reduce"(%twice) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %c = arith.maxnumf %a, %b : f32
    tt.reduce.return %c : f32
  }) : (tensor<32xf32>) -> f32
  tt.store %p, %all : !tt.ptr<f32>
  tt.return
}

// -----

// CHECK-DAG: [[SQUARE:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @structured
// CHECK:      %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<16x16xf32, [[SQUARE]]>
// CHECK:      %[[RF:.*]] = arith.sitofp {{.*}} : tensor<16xi32, [[B1D]]> to tensor<16xf32, [[B1D]]>
// CHECK:      %[[BCAST:.*]] = tt.broadcast {{.*}} -> tensor<16x16xf32, [[SQUARE]]>
// CHECK:      %[[SUMS:.*]] = "tt.reduce"(%[[BCAST]])
// CHECK:      -> tensor<16xf32, #ttg.slice<{dim = 0, parent = [[SQUARE]]}>>
// CHECK-NEXT: %[[SUMS_1D:.*]] = ttg.convert_layout %[[SUMS]] : tensor<16xf32, #ttg.slice<{dim = 0, parent = [[SQUARE]]}>> -> tensor<16xf32, [[B1D]]>
// CHECK-NEXT: %[[LOOP:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]], %[[V:.*]] = %[[RF]]) -> (tensor<16x16xf32, [[SQUARE]]>, tensor<16xf32, [[B1D]]>)
// CHECK-NEXT:   %[[NEXT:.*]] = arith.addf %[[ACC]], %[[BCAST]] : tensor<16x16xf32, [[SQUARE]]>
// CHECK-NEXT:   %[[W:.*]] = arith.addf %[[V]], %[[SUMS_1D]] : tensor<16xf32, [[B1D]]>
// CHECK-NEXT:   scf.yield %[[NEXT]], %[[W]] : tensor<16x16xf32, [[SQUARE]]>, tensor<16xf32, [[B1D]]>
// CHECK-NEXT: } {tt.num_stages = 2 : i32}
// CHECK-NEXT: %[[SEL:.*]] = scf.if %arg2 -> (tensor<16xf32, [[B1D]]>) {
// CHECK-NEXT:   scf.yield %[[LOOP]]#1 : tensor<16xf32, [[B1D]]>
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[E:.*]] = math.exp %[[LOOP]]#1 : tensor<16xf32, [[B1D]]>
// CHECK-NEXT:   scf.yield %[[E]] : tensor<16xf32, [[B1D]]>
// CHECK-NEXT: }
// CHECK-NEXT: %[[WHILE:.*]]:2 = scf.while (%[[I:.*]] = %{{.*}}, %[[X:.*]] = %[[SEL]]) : (i32, tensor<16xf32, [[B1D]]>) -> (i32, tensor<16xf32, [[B1D]]>) {
// CHECK:        scf.condition(%{{.*}}) %[[I]], %[[X]] : i32, tensor<16xf32, [[B1D]]>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%{{.*}}: i32, %[[X1:.*]]: tensor<16xf32, [[B1D]]>):
// CHECK:        arith.mulf %[[X1]], %[[X1]] : tensor<16xf32, [[B1D]]>
// CHECK:        scf.yield {{.*}} : i32, tensor<16xf32, [[B1D]]>
// CHECK:      tt.store {{.*}}, %[[WHILE]]#1 : tensor<16x!tt.ptr<f32>, [[B1D]]>
// scf.for/if/while and their terminators get converted types; so do the block
// arguments of the loop bodies. A value from outside a loop converted for a use inside
// it is converted after its definition, outside the loop.
tt.func public @structured(%p: !tt.ptr<f32>, %n: i32, %c: i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %rf = arith.sitofp %r : tensor<16xi32> to tensor<16xf32>
  %row = tt.expand_dims %rf {axis = 0 : i32} : tensor<16xf32> -> tensor<1x16xf32>
  %rows = tt.broadcast %row : tensor<1x16xf32> -> tensor<16x16xf32>
  %sums = "tt.reduce"(%rows) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16x16xf32>) -> tensor<16xf32>
  %loop:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero, %v = %rf) -> (tensor<16x16xf32>, tensor<16xf32>) : i32 {
    %next = arith.addf %acc, %rows : tensor<16x16xf32>
    %w = arith.addf %v, %sums : tensor<16xf32>
    scf.yield %next, %w : tensor<16x16xf32>, tensor<16xf32>
  } {tt.num_stages = 2 : i32}
  %sel = scf.if %c -> (tensor<16xf32>) {
    scf.yield %loop#1 : tensor<16xf32>
  } else {
    %e = math.exp %loop#1 : tensor<16xf32>
    scf.yield %e : tensor<16xf32>
  }
  %w:2 = scf.while (%i = %c0, %x = %sel) : (i32, tensor<16xf32>) -> (i32, tensor<16xf32>) {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i, %x : i32, tensor<16xf32>
  } do {
  ^bb0(%i: i32, %x: tensor<16xf32>):
    %i1 = arith.addi %i, %c1 : i32
    %x1 = arith.mulf %x, %x : tensor<16xf32>
    scf.yield %i1, %x1 : i32, tensor<16xf32>
  }
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  tt.store %pp, %w#1 : tensor<16x!tt.ptr<f32>>
  tt.return
}

// -----

// CHECK: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @branches
// CHECK:      %[[V:.*]] = tt.load {{.*}} : tensor<128x!tt.ptr<f32>, [[B1D]]>
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%[[V]] : tensor<128xf32, [[B1D]]>), ^bb2
// CHECK-NEXT: ^bb1(%[[A:.*]]: tensor<128xf32, [[B1D]]>):
// CHECK-NEXT:   %[[E:.*]] = math.exp %[[A]] : tensor<128xf32, [[B1D]]>
// CHECK-NEXT:   cf.br ^bb3(%[[E]] : tensor<128xf32, [[B1D]]>)
// CHECK:      ^bb3(%[[RES:.*]]: tensor<128xf32, [[B1D]]>):
// CHECK-NEXT:   tt.store {{.*}}, %[[RES]] : tensor<128x!tt.ptr<f32>, [[B1D]]>
// Unstructured control flow: the branches get converted operands and every block of
// the region converted arguments.
tt.func public @branches(%p: !tt.ptr<f32>, %c: i1) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  %v = tt.load %pp : tensor<128x!tt.ptr<f32>>
  cf.cond_br %c, ^bb1(%v : tensor<128xf32>), ^bb2
^bb1(%a: tensor<128xf32>):
  %e = math.exp %a : tensor<128xf32>
  cf.br ^bb3(%e : tensor<128xf32>)
^bb2:
  %l = math.log %v : tensor<128xf32>
  cf.br ^bb3(%l : tensor<128xf32>)
^bb3(%res: tensor<128xf32>):
  tt.store %pp, %res : tensor<128x!tt.ptr<f32>>
  tt.return
}

// -----

// CHECK-DAG: [[A_LAYOUT:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: [[B_LAYOUT:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: [[DOT:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @dot_f16
// CHECK:      %[[A:.*]] = tt.load {{.*}} : tensor<128x64x!tt.ptr<f16>, [[A_LAYOUT]]>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<1.000000e+00> : tensor<64x128xf16, [[B_LAYOUT]]>
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<0.000000e+00> : tensor<128x128xf32, [[B_LAYOUT]]>
// CHECK-NEXT: %[[A_OP:.*]] = ttg.convert_layout %[[A]] : tensor<128x64xf16, [[A_LAYOUT]]> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = [[DOT]]}>>
// CHECK-NEXT: %[[B_OP:.*]] = ttg.convert_layout %[[B]] : tensor<64x128xf16, [[B_LAYOUT]]> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = [[DOT]]}>>
// CHECK-NEXT: %[[C_OP:.*]] = ttg.convert_layout %[[C]] : tensor<128x128xf32, [[B_LAYOUT]]> -> tensor<128x128xf32, [[DOT]]>
// CHECK-NEXT: %[[D:.*]] = tt.dot %[[A_OP]], %[[B_OP]], %[[C_OP]] : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = [[DOT]]}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = [[DOT]]}>> -> tensor<128x128xf32, [[DOT]]>
// CHECK-NEXT: %[[D_OUT:.*]] = ttg.convert_layout %[[D]] : tensor<128x128xf32, [[DOT]]> -> tensor<128x128xf32, [[B_LAYOUT]]>
// CHECK:      tt.store {{.*}}, %[[D_OUT]] : tensor<128x128x!tt.ptr<f32>, [[B_LAYOUT]]>
// tt.dot: a blocked result layout with 4x4 elements per thread here (at least 16
// elements per thread), row-major; a and b become dot_op operands of it and c is
// converted to it (unconditionally).
tt.func public @dot_f16(%a: !tt.ptr<f16>, %c: !tt.ptr<f32>) {
  %ra = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %ra2 = tt.expand_dims %ra {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  %ra3 = tt.broadcast %ra2 : tensor<128x1xi32> -> tensor<128x64xi32>
  %pa = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>>
  %pa2 = tt.addptr %pa, %ra3 : tensor<128x64x!tt.ptr<f16>>, tensor<128x64xi32>
  %va = tt.load %pa2 : tensor<128x64x!tt.ptr<f16>>
  %vb = arith.constant dense<1.000000e+00> : tensor<64x128xf16>
  %acc = arith.constant dense<0.000000e+00> : tensor<128x128xf32>
  %d = tt.dot %va, %vb, %acc : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
  %pc = tt.splat %c : !tt.ptr<f32> -> tensor<128x128x!tt.ptr<f32>>
  tt.store %pc, %d : tensor<128x128x!tt.ptr<f32>>
  tt.return
}

// -----

// CHECK-DAG: [[DOT_I8:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: [[DOT_3D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 2, 2], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
// CHECK-DAG: [[SQUARE:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: [[DOT_16:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @dot_small
// CHECK: tt.dot {{.*}} : tensor<32x64xi8, #ttg.dot_op<{opIdx = 0, parent = [[DOT_I8]]}>> * tensor<64x32xi8, #ttg.dot_op<{opIdx = 1, parent = [[DOT_I8]]}>> -> tensor<32x32xi32, [[DOT_I8]]>
// CHECK: tt.dot {{.*}}, inputPrecision = tf32x3 : tensor<2x16x16xf32, #ttg.dot_op<{opIdx = 0, parent = [[DOT_3D]]}>> * tensor<2x16x16xf32, #ttg.dot_op<{opIdx = 1, parent = [[DOT_3D]]}>> -> tensor<2x16x16xf32, [[DOT_3D]]>
// With one element per thread the result layout is the default one: c is still converted.
// CHECK:      %[[C16:.*]] = arith.constant dense<0.000000e+00> : tensor<16x16xf32, [[SQUARE]]>
// CHECK-NEXT: ttg.convert_layout {{.*}} -> tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = [[SQUARE]]}>>
// CHECK-NEXT: ttg.convert_layout {{.*}} -> tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = [[SQUARE]]}>>
// CHECK-NEXT: ttg.convert_layout %[[C16]] : tensor<16x16xf32, [[SQUARE]]> -> tensor<16x16xf32, [[SQUARE]]>
// CHECK-NEXT: %[[D16:.*]] = tt.dot {{.*}} -> tensor<16x16xf32, [[SQUARE]]>
// CHECK-NOT:  ttg.convert_layout
// CHECK:      tt.store {{.*}}, %[[D16]] : tensor<16x16x!tt.ptr<f32>, [[SQUARE]]>
// 64x32 results over 128 threads: exactly 16 elements per thread, 4x4.
// CHECK:      tt.dot {{.*}} -> tensor<64x32xf32, [[DOT_16]]>
// Fewer elements per thread: 4x4 from 16 elements per thread, 2x2 from 4, else 1x1; i8 and batched
// f32 dots (the two minor dims get the elements, the batch dim is the slowest).
tt.func public @dot_small(%p: !tt.ptr<i32>, %q: !tt.ptr<f32>) {
  %a = arith.constant dense<1> : tensor<32x64xi8>
  %b = arith.constant dense<1> : tensor<64x32xi8>
  %z = arith.constant dense<0> : tensor<32x32xi32>
  %d = tt.dot %a, %b, %z : tensor<32x64xi8> * tensor<64x32xi8> -> tensor<32x32xi32>
  %ps = tt.splat %p : !tt.ptr<i32> -> tensor<32x32x!tt.ptr<i32>>
  tt.store %ps, %d : tensor<32x32x!tt.ptr<i32>>
  %x = arith.constant dense<1.000000e+00> : tensor<2x16x16xf32>
  %y = tt.dot %x, %x, %x, inputPrecision = tf32x3 : tensor<2x16x16xf32> * tensor<2x16x16xf32> -> tensor<2x16x16xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<2x16x16x!tt.ptr<f32>>
  tt.store %qs, %y : tensor<2x16x16x!tt.ptr<f32>>
  %s = arith.constant dense<1.000000e+00> : tensor<16x16xf16>
  %t = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
  %u = tt.dot %s, %s, %t : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  %us = tt.splat %q : !tt.ptr<f32> -> tensor<16x16x!tt.ptr<f32>>
  tt.store %us, %u : tensor<16x16x!tt.ptr<f32>>
  %k = arith.constant dense<1.000000e+00> : tensor<64x16xf16>
  %l = arith.constant dense<1.000000e+00> : tensor<16x32xf16>
  %z64 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
  %exactly16 = tt.dot %k, %l, %z64 : tensor<64x16xf16> * tensor<16x32xf16> -> tensor<64x32xf32>
  %es = tt.splat %q : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>>
  tt.store %es, %exactly16 : tensor<64x32x!tt.ptr<f32>>
  tt.return
}

// -----

// CHECK-DAG: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: [[CAT:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: [[PAIRS:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: [[PAIRS_DEFAULT:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: [[SQUARE:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: [[SQUARE_T:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func public @shape_ops
// CHECK:      %[[CATV:.*]] = tt.cat {{.*}} : tensor<32xf32, [[B1D]]> -> tensor<64xf32, [[CAT]]>
// CHECK-NEXT: %[[CAT_1D:.*]] = ttg.convert_layout %[[CATV]] : tensor<64xf32, [[CAT]]> -> tensor<64xf32, [[B1D]]>
// CHECK-NEXT: %[[JOIN:.*]] = tt.join %{{.*}}, %[[CAT_1D]] : tensor<64xf32, [[B1D]]> -> tensor<64x2xf32, [[PAIRS]]>
// The join's result meets the default layout of its shape, which split converts back.
// CHECK-NEXT: %[[J_DEFAULT:.*]] = ttg.convert_layout %[[JOIN]] : tensor<64x2xf32, [[PAIRS]]> -> tensor<64x2xf32, [[PAIRS_DEFAULT]]>
// CHECK-NEXT: %[[J_PAIRS:.*]] = ttg.convert_layout %[[J_DEFAULT]] : tensor<64x2xf32, [[PAIRS_DEFAULT]]> -> tensor<64x2xf32, [[PAIRS]]>
// CHECK-NEXT: %{{.*}}, %{{.*}} = tt.split %[[J_PAIRS]] : tensor<64x2xf32, [[PAIRS]]> -> tensor<64xf32, [[B1D]]>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf
// CHECK-NEXT: %[[M:.*]] = tt.reshape %[[SUM]] : tensor<64xf32, [[B1D]]> -> tensor<8x8xf32, [[SQUARE]]>
// CHECK-NEXT: %[[T:.*]] = tt.trans %[[M]] {order = array<i32: 1, 0>} : tensor<8x8xf32, [[SQUARE]]> -> tensor<8x8xf32, [[SQUARE_T]]>
// CHECK-NEXT: %[[T_DEFAULT:.*]] = ttg.convert_layout %[[T]] : tensor<8x8xf32, [[SQUARE_T]]> -> tensor<8x8xf32, [[SQUARE]]>
// CHECK-NEXT: %[[P:.*]] = tt.reshape %[[T_DEFAULT]] : tensor<8x8xf32, [[SQUARE]]> -> tensor<32x2xf32, [[PAIRS_DEFAULT]]>
// CHECK-NEXT: %[[P_PAIRS:.*]] = ttg.convert_layout %[[P]] : tensor<32x2xf32, [[PAIRS_DEFAULT]]> -> tensor<32x2xf32, [[PAIRS]]>
// CHECK-NEXT: tt.split %[[P_PAIRS]] : tensor<32x2xf32, [[PAIRS]]> -> tensor<32xf32, [[B1D]]>
// cat gets the default layout of its result with enough elements per thread for both
// operands (rounded up to a power of two) along the fastest dim; join adds a fastest dim
// of two elements per thread; split needs its source in such a layout and converts it
// there first; trans and reshape take the layouts the ttg layout rules give them.
tt.func public @shape_ops(%p: !tt.ptr<f32>) {
  %r32 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %r64 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %f32 = arith.sitofp %r32 : tensor<32xi32> to tensor<32xf32>
  %f64 = arith.sitofp %r64 : tensor<64xi32> to tensor<64xf32>
  %cat = tt.cat %f32, %f32 : tensor<32xf32> -> tensor<64xf32>
  %j = tt.join %f64, %cat : tensor<64xf32> -> tensor<64x2xf32>
  %lhs, %rhs = tt.split %j : tensor<64x2xf32> -> tensor<64xf32>
  %sum = arith.addf %lhs, %rhs : tensor<64xf32>
  %m = tt.reshape %sum : tensor<64xf32> -> tensor<8x8xf32>
  %t = tt.trans %m {order = array<i32: 1, 0>} : tensor<8x8xf32> -> tensor<8x8xf32>
  %pairs = tt.reshape %t : tensor<8x8xf32> -> tensor<32x2xf32>
  %a, %b = tt.split %pairs : tensor<32x2xf32> -> tensor<32xf32>
  %ab = arith.addf %a, %b : tensor<32xf32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r32 : tensor<32x!tt.ptr<f32>>, tensor<32xi32>
  tt.store %pp, %ab : tensor<32x!tt.ptr<f32>>
  tt.return
}

// -----

// CHECK: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @gather_histogram
// CHECK: tt.gather {{.*}} {axis = 0 : i32} : (tensor<64xf32, [[B1D]]>, tensor<64xi32, [[B1D]]>) -> tensor<64xf32, [[B1D]]>
// CHECK: tt.histogram {{.*}} : tensor<64xi32, [[B1D]]> -> tensor<16xi32, [[B1D]]>
// CHECK-NOT: ttg.convert_layout
// gather and histogram take default layouts for their operands and results.
tt.func public @gather_histogram(%p: !tt.ptr<f32>, %q: !tt.ptr<i32>) {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %src = arith.sitofp %r : tensor<64xi32> to tensor<64xf32>
  %g = tt.gather %src[%r] {axis = 0 : i32} : (tensor<64xf32>, tensor<64xi32>) -> tensor<64xf32>
  %h = tt.histogram %r : tensor<64xi32> -> tensor<16xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  tt.store %pp, %g : tensor<64x!tt.ptr<f32>>
  %r16 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %qs = tt.splat %q : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>>
  %qp = tt.addptr %qs, %r16 : tensor<16x!tt.ptr<i32>>, tensor<16xi32>
  tt.store %qp, %h : tensor<16x!tt.ptr<i32>>
  tt.return
}

// -----

// CHECK-DAG: [[TILE:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: [[ROWS4:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-LABEL: tt.func public @descriptors
// CHECK:      %[[D:.*]] = tt.make_tensor_descriptor {{.*}} : <f16>, <tensor<32x64xf16>>
// CHECK-NEXT: %[[V:.*]] = tt.descriptor_load %[[D]][{{.*}}] : !tt.tensordesc<tensor<32x64xf16>> -> tensor<32x64xf16, [[TILE]]>
// CHECK-NEXT: %[[W:.*]] = arith.addf %[[V]], %[[V]] : tensor<32x64xf16, [[TILE]]>
// CHECK-NEXT: tt.descriptor_store %[[D]][{{.*}}], %[[W]] : !tt.tensordesc<tensor<32x64xf16>>, tensor<32x64xf16, [[TILE]]>
// CHECK-NEXT: tt.descriptor_reduce add, %[[D]][{{.*}}], %[[W]] : !tt.tensordesc<tensor<32x64xf16>>, tensor<32x64xf16, [[TILE]]>
// CHECK-NEXT: %[[ROWS:.*]] = tt.make_range {{.*}} : tensor<32xi32, [[B1D]]>
// CHECK-NEXT: %[[D1:.*]] = tt.make_tensor_descriptor
// CHECK-NEXT: %[[OFFS:.*]] = ttg.convert_layout %[[ROWS]] : tensor<32xi32, [[B1D]]> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = [[ROWS4]]}>>
// CHECK-NEXT: %[[G:.*]] = tt.descriptor_gather %[[D1]][%[[OFFS]], {{.*}}] : (!tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = [[ROWS4]]}>>, i32) -> tensor<32x64xf16, [[TILE]]>
// CHECK-NEXT: %[[OFFS2:.*]] = ttg.convert_layout %[[ROWS]] : tensor<32xi32, [[B1D]]> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = [[ROWS4]]}>>
// CHECK-NEXT: tt.descriptor_scatter %[[D1]][%[[OFFS2]], {{.*}}], %[[G]] : !tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = [[ROWS4]]}>>, i32, tensor<32x64xf16, [[TILE]]>
// Tensor descriptors keep their block type; the tensors loaded and stored through them
// take default layouts. gather/scatter row offsets go to a slice of a layout with four
// consecutive offsets per thread.
tt.func public @descriptors(%p: !tt.ptr<f16>, %m: i32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i64
  %m64 = arith.extsi %m : i32 to i64
  %d = tt.make_tensor_descriptor %p, [%m, %n], [%m64, %c1] : !tt.ptr<f16>, !tt.tensordesc<tensor<32x64xf16>>
  %v = tt.descriptor_load %d[%c0, %c0] : !tt.tensordesc<tensor<32x64xf16>> -> tensor<32x64xf16>
  %w = arith.addf %v, %v : tensor<32x64xf16>
  tt.descriptor_store %d[%c0, %c0], %w : !tt.tensordesc<tensor<32x64xf16>>, tensor<32x64xf16>
  tt.descriptor_reduce add, %d[%c0, %c0], %w : !tt.tensordesc<tensor<32x64xf16>>, tensor<32x64xf16>
  %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %d1 = tt.make_tensor_descriptor %p, [%m, %n], [%m64, %c1] : !tt.ptr<f16>, !tt.tensordesc<tensor<1x64xf16>>
  %g = tt.descriptor_gather %d1[%rows, %c0] : (!tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32>, i32) -> tensor<32x64xf16>
  tt.descriptor_scatter %d1[%rows, %c0], %g : !tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32>, i32, tensor<32x64xf16>
  tt.return
}

// -----

// CHECK: [[TILE:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @block_pointers
// CHECK:      %[[BP:.*]] = tt.make_tensor_ptr {{.*}} : <tensor<16x32xf32, [[TILE]]>>
// CHECK-NEXT: %[[V:.*]] = tt.load %[[BP]] {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<16x32xf32, [[TILE]]>>
// CHECK-NEXT: %[[NEXT:.*]] = tt.advance %[[BP]], {{.*}} : <tensor<16x32xf32, [[TILE]]>>
// CHECK-NEXT: tt.store %[[NEXT]], %[[V]] {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<16x32xf32, [[TILE]]>>
// A block pointer points to a tensor in the default layout.
tt.func public @block_pointers(%p: !tt.ptr<f32>, %n: i64) {
  %c0 = arith.constant 0 : i32
  %c16 = arith.constant 16 : i32
  %c1 = arith.constant 1 : i64
  %bp = tt.make_tensor_ptr %p, [%n, %n], [%n, %c1], [%c0, %c0] {order = array<i32: 1, 0>} : <tensor<16x32xf32>>
  %v = tt.load %bp {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<16x32xf32>>
  %next = tt.advance %bp, [%c16, %c0] : <tensor<16x32xf32>>
  tt.store %next, %v {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<16x32xf32>>
  tt.return
}

// -----

// CHECK: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @atomics_print_assert
// CHECK:      %[[OLD:.*]] = tt.atomic_rmw fadd, acq_rel, gpu, {{.*}} : (tensor<256x!tt.ptr<f32>, [[B1D]]>, tensor<256xf32, [[B1D]]>, tensor<256xi1, [[B1D]]>) -> tensor<256xf32, [[B1D]]>
// CHECK:      %[[CAS:.*]] = tt.atomic_cas acq_rel, gpu, {{.*}} : (tensor<256x!tt.ptr<i32>, [[B1D]]>, tensor<256xi32, [[B1D]]>, tensor<256xi32, [[B1D]]>) -> tensor<256xi32, [[B1D]]>
// CHECK-NEXT: %[[S:.*]] = tt.atomic_rmw add, relaxed, sys, %arg1, %arg2 : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: tt.print "old: " {hex = false, isSigned = array<i32: 0, 1>} : %[[OLD]], %[[CAS]] : tensor<256xf32, [[B1D]]>, tensor<256xi32, [[B1D]]>
// CHECK-NEXT: tt.print "s: " {hex = false, isSigned = array<i32: 1>} : %[[S]] : i32
// CHECK-NEXT: tt.assert {{.*}}, "out of range" : tensor<256xi1, [[B1D]]>
// Atomics, print and assert on tensors take default layouts; on scalars they stay.
tt.func public @atomics_print_assert(%p: !tt.ptr<f32>, %q: !tt.ptr<i32>, %n: i32) {
  %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
  %ns = tt.splat %n : i32 -> tensor<256xi32>
  %mask = arith.cmpi slt, %r, %ns : tensor<256xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
  %one = arith.constant dense<1.000000e+00> : tensor<256xf32>
  %old = tt.atomic_rmw fadd, acq_rel, gpu, %pp, %one, %mask : (tensor<256x!tt.ptr<f32>>, tensor<256xf32>, tensor<256xi1>) -> tensor<256xf32>
  %qs = tt.splat %q : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>>
  %qp = tt.addptr %qs, %r : tensor<256x!tt.ptr<i32>>, tensor<256xi32>
  %cas = tt.atomic_cas acq_rel, gpu, %qp, %r, %ns : (tensor<256x!tt.ptr<i32>>, tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
  %s = tt.atomic_rmw add, relaxed, sys, %q, %n : (!tt.ptr<i32>, i32) -> i32
  tt.print "old: " {hex = false, isSigned = array<i32: 0, 1>} : %old, %cas : tensor<256xf32>, tensor<256xi32>
  tt.print "s: " {hex = false, isSigned = array<i32: 1>} : %s : i32
  tt.assert %mask, "out of range" : tensor<256xi1>
  tt.return
}

// -----

// CHECK: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @folded
// CHECK:      %[[R:.*]] = tt.make_range {{.*}} : tensor<128xi32, [[B1D]]>
// CHECK-NEXT: arith.constant dense<0> : tensor<128xi32, [[B1D]]>
// CHECK-NEXT: %[[H:.*]] = arith.sitofp %[[R]] : tensor<128xi32, [[B1D]]> to tensor<128xf16, [[B1D]]>
// CHECK-NEXT: arith.extf %[[H]]
// CHECK-NEXT: arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %[[TWOS:.*]] = arith.constant dense<2.000000e+00> : tensor<128xf16, [[B1D]]>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[H]], %[[TWOS]] : tensor<128xf16, [[B1D]]>
// CHECK-NOT:  arith.addi
// CHECK-NOT:  arith.truncf
// CHECK:      tt.addptr %{{.*}}, %[[R]] : tensor<128x!tt.ptr<f16>, [[B1D]]>, tensor<128xi32, [[B1D]]>
// CHECK-NEXT: tt.store %{{.*}}, %[[S]]
// An illegal op that folds is replaced by what it folds to before any pattern runs:
// truncf(extf(x)) is x, x + 0 is x, and a splat of a constant becomes a dense constant
// (built in the default layout).
tt.func public @folded(%p: !tt.ptr<f16>, %q: !tt.ptr<i32>) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %zero = arith.constant dense<0> : tensor<128xi32>
  %same = arith.addi %r, %zero : tensor<128xi32>
  %h = arith.sitofp %same : tensor<128xi32> to tensor<128xf16>
  %e = arith.extf %h : tensor<128xf16> to tensor<128xf32>
  %t = arith.truncf %e : tensor<128xf32> to tensor<128xf16>
  %two = arith.constant 2.000000e+00 : f16
  %twos = tt.splat %two : f16 -> tensor<128xf16>
  %s = arith.addf %t, %twos : tensor<128xf16>
  %ps = tt.splat %p : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>>
  %pp = tt.addptr %ps, %same : tensor<128x!tt.ptr<f16>>, tensor<128xi32>
  tt.store %pp, %s : tensor<128x!tt.ptr<f16>>
  tt.return
}

// -----

// CHECK-LABEL: tt.func public @caller
// CHECK:      tt.call @helper(%arg1) : (f32) -> f32
// CHECK-LABEL: tt.func private @helper(%arg0: f32) -> f32 attributes {noinline = true} {
// CHECK-NEXT:   %[[C:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   arith.addf %arg0, %[[C]] : f32
// CHECK:      tt.func private @declared(f32) -> f32
// Scalar code and functions without tensors in their signature are left as they are.
tt.func public @caller(%p: !tt.ptr<f32>, %x: f32) {
  %y = tt.call @helper(%x) : (f32) -> f32
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %ys = tt.splat %y : f32 -> tensor<64xf32>
  tt.store %pp, %ys : tensor<64x!tt.ptr<f32>>
  tt.return
}
tt.func private @helper(%x: f32) -> f32 attributes {noinline = true} {
  %c = arith.constant 1.000000e+00 : f32
  %y = arith.addf %x, %c : f32
  tt.return %y : f32
}
tt.func private @declared(%x: f32) -> f32

// -----

// CHECK-DAG: [[GIVEN:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: module attributes {tt.other = 1 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32}
// CHECK-LABEL: tt.func public @already_encoded
// CHECK:      %[[R:.*]] = tt.make_range {{.*}} : tensor<256xi32, [[GIVEN]]>
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[R]] : tensor<256xi32, [[GIVEN]]> to tensor<256xf32, [[GIVEN]]>
// CHECK-NEXT: %[[G:.*]] = arith.addf %[[F]], %[[F]] : tensor<256xf32, [[GIVEN]]>
// CHECK-NEXT: tt.make_range {{.*}} : tensor<256xi32, [[B1D]]>
// CHECK:      ttg.convert_layout %[[G]] : tensor<256xf32, [[GIVEN]]> -> tensor<256xf32, [[GIVEN]]>
// CHECK-NEXT: arith.sitofp {{.*}} : tensor<256xi32, [[B1D]]> to tensor<256xf32, [[B1D]]>
// Ops whose operands and results are already in TritonGPU form are legal: TritonGPU
// ops, and tensors that carry an encoding keep it. The module's attributes are reset
// to the options.
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32, ttg.target = "cuda:75", tt.other = 1 : i32} {
tt.func public @already_encoded(%p: !tt.ptr<f32>) {
  %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
  %f = arith.sitofp %r : tensor<256xi32, #blocked> to tensor<256xf32, #blocked>
  %g = arith.addf %f, %f : tensor<256xf32, #blocked>
  %r2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r2 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
  %cvt = ttg.convert_layout %g : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked>
  %h = arith.sitofp %r2 : tensor<256xi32> to tensor<256xf32>
  %sum = arith.addf %h, %h : tensor<256xf32>
  tt.store %pp, %sum : tensor<256x!tt.ptr<f32>>
  tt.return
}
}

// -----

// CHECK: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @regions_and_calls
// CHECK:      %[[M:.*]] = "tt.map_elementwise"(%{{.*}}, %{{.*}}) <{pack = 2 : i32}> ({
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: i32, %{{.*}}: i32):
// CHECK:        tt.map_elementwise.return {{.*}} : f32, f32
// CHECK-NEXT: }) : (tensor<128xf32, [[B1D]]>, tensor<128xi32, [[B1D]]>) -> tensor<128xf32, [[B1D]]>
// CHECK-NEXT: %[[ASM:.*]] = tt.elementwise_inline_asm "mov.b32 $0, $1;" {{.*}} %[[M]] : tensor<128xf32, [[B1D]]> -> tensor<128xf32, [[B1D]]>
// CHECK-NEXT: %[[EXT:.*]] = tt.extern_elementwise %[[ASM]] {{.*}} : (tensor<128xf32, [[B1D]]>) -> tensor<128xf32, [[B1D]]>
// select(c, x, poison) folds to x.
// CHECK-NEXT: ub.poison : tensor<128xf32, [[B1D]]>
// CHECK-NOT:  arith.select
// CHECK:      tt.store %{{.*}}, %[[EXT]] : tensor<128x!tt.ptr<f32>, [[B1D]]>
// Region ops other than loops keep their regions as they are: map_elementwise works on
// scalars. ub.poison, inline asm and extern calls take default layouts.
tt.func public @regions_and_calls(%p: !tt.ptr<f32>, %c: i1) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %f = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
  %m = "tt.map_elementwise"(%f, %r) <{pack = 2 : i32}> ({
  ^bb0(%a0: f32, %a1: f32, %b0: i32, %b1: i32):
    %s0 = arith.sitofp %b0 : i32 to f32
    %s1 = arith.sitofp %b1 : i32 to f32
    %t0 = arith.addf %a0, %s0 : f32
    %t1 = arith.addf %a1, %s1 : f32
    tt.map_elementwise.return %t0, %t1 : f32, f32
  }) : (tensor<128xf32>, tensor<128xi32>) -> tensor<128xf32>
  %asm = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %m : tensor<128xf32> -> tensor<128xf32>
  %ext = tt.extern_elementwise %asm {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<128xf32>) -> tensor<128xf32>
  %u = ub.poison : tensor<128xf32>
  %sel = arith.select %c, %ext, %u : tensor<128xf32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  tt.store %pp, %sel : tensor<128x!tt.ptr<f32>>
  tt.return
}
