// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' | FileCheck %s --check-prefix=ALLOC
// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=75 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=75 ptx-version=87' | FileCheck %s --check-prefix=SM75
// tt.reduce (ReduceOpToLLVM.cpp): within a thread, across lanes with shuffles or redux.sync,
// across warps through the op's shared-memory scratch (allocate-shared-memory-nv sizes it).
// The instruction sequences are Triton 3.6's for the same inputs.

// One warp along the axis: each thread folds its 4 registers, then butterfly shuffles over
// the 8 lanes of a row (offsets 4, 2, 1; clamp 0x1f; full mask); no shared memory.
// ALLOC:       module attributes {{.*}}ttg.shared = 0 : i32
// ALLOC:       tt.func public @row_max_in_warp
// ALLOC-NOT:   allocation.offset
// CHECK-LABEL: llvm.func @row_max_in_warp
// CHECK:       %[[R0:.*]] = llvm.extractvalue %arg0[0]
// CHECK:       %[[R1:.*]] = llvm.extractvalue %arg0[1]
// CHECK:       %[[R2:.*]] = llvm.extractvalue %arg0[2]
// CHECK:       %[[R3:.*]] = llvm.extractvalue %arg0[3]
// CHECK:       %[[M01:.*]] = llvm.intr.maxnum(%[[R0]], %[[R1]]) : (f32, f32) -> f32
// CHECK-NEXT:  %[[M02:.*]] = llvm.intr.maxnum(%[[M01]], %[[R2]])
// CHECK-NEXT:  %[[M03:.*]] = llvm.intr.maxnum(%[[M02]], %[[R3]])
// CHECK-NEXT:  %[[O4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:  %[[C4:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT:  %[[B4:.*]] = llvm.bitcast %[[M03]] : f32 to i32
// CHECK-NEXT:  %[[F4:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:  %[[S4:.*]] = nvvm.shfl.sync  bfly %[[F4]], %[[B4]], %[[O4]], %[[C4]] : i32 -> i32
// CHECK-NEXT:  %[[V4:.*]] = llvm.bitcast %[[S4]] : i32 to f32
// CHECK-NEXT:  %[[M4:.*]] = llvm.intr.maxnum(%[[M03]], %[[V4]])
// CHECK-NEXT:  %[[O2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK:       nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[O2]], %{{.*}} : i32 -> i32
// CHECK:       %[[O1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:       nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[O1]], %{{.*}} : i32 -> i32
// CHECK:       %[[LAST:.*]] = llvm.intr.maxnum
// CHECK-NEXT:  %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(f32)>
// CHECK-NEXT:  llvm.insertvalue %[[LAST]], %[[U]][0] : !llvm.struct<(f32)>
// CHECK-NOT:   nvvm.barrier0
// CHECK:       llvm.return
#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_max_in_warp(%x: tensor<16x32xf32, #rows>) {
    %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.maxnumf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<16x32xf32, #rows>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #rows}>>
    tt.return
  }
}


// -----

// Reducing the slow axis: each thread holds 4 columns x 4 rows; the rows of each column
// (registers c, c+4, c+8, c+12) fold first, then the 4 lanes of a column, which are 8
// lanes apart: shuffle offsets 16 and 8, column by column; no shared memory.
// CHECK-LABEL: llvm.func @column_sum_interleaved
// CHECK:       %[[R0:.*]] = llvm.extractvalue %arg0[0]
// CHECK:       %[[R4:.*]] = llvm.extractvalue %arg0[4]
// CHECK:       %[[R8:.*]] = llvm.extractvalue %arg0[8]
// CHECK:       %[[R12:.*]] = llvm.extractvalue %arg0[12]
// CHECK:       %[[C0:.*]] = llvm.fadd %[[R0]], %[[R4]] : f32
// CHECK:       %[[C1:.*]] = llvm.fadd %[[C0]], %[[R8]] : f32
// CHECK:       %[[C2:.*]] = llvm.fadd %[[C1]], %[[R12]] : f32
// CHECK:       %[[O16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:  llvm.mlir.constant(31 : i32)
// CHECK-NEXT:  %[[X:.*]] = llvm.bitcast %[[C2]] : f32 to i32
// CHECK-NEXT:  %[[M:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:  nvvm.shfl.sync  bfly %[[M]], %[[X]], %[[O16]]
// CHECK:       %[[O8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK:       nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[O8]]
// CHECK-NEXT:  llvm.bitcast
// CHECK-NEXT:  llvm.fadd
// CHECK-NEXT:  llvm.mlir.constant(16 : i32) : i32
// CHECK-NOT:   nvvm.barrier0
// CHECK:       llvm.return
#cols = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @column_sum_interleaved(%x: tensor<16x128xf32, #cols>) {
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<16x128xf32, #cols>) -> tensor<128xf32, #ttg.slice<{dim = 0, parent = #cols}>>
    tt.return
  }
}


// -----

// Four warps along the axis: scratch of 16x4 f32 (256 bytes). Lane 0 of each row group
// writes its warp's partial at row * 4 + warp; after a barrier, threads 0..63 each reduce a
// row of 4 partials (shuffles 2, 1) and lanes with lane % 4 == 0 write the total; after a
// second barrier every thread loads the results of its rows (offset row * 4).
// ALLOC:       module attributes {{.*}}ttg.shared = 256 : i32
// ALLOC:       tt.func public @row_max_across_warps
// ALLOC:       "tt.reduce"(%{{.*}}) <{axis = 1 : i32}> ({
// ALLOC:       }) {allocation.offset = 0 : i32}
// CHECK-LABEL: llvm.func @row_max_across_warps
// CHECK:       %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT:  %[[BASE:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:       %[[TID:.*]] = llvm.and %{{.*}}, %{{.*}} : i32
// CHECK:       %[[LANE:.*]] = llvm.urem %[[TID]], %{{.*}} : i32
// CHECK-NEXT:  %[[WARP:.*]] = llvm.udiv %[[TID]], %{{.*}} : i32
// CHECK-NEXT:  %[[LREP:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:  %[[EIGHT:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:  %[[LCOL:.*]] = llvm.urem %[[LANE]], %[[EIGHT]] : i32
// CHECK:       %[[WREP:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:  %[[FOUR:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:  %[[WCOL:.*]] = llvm.urem %[[WARP]], %[[FOUR]] : i32
// CHECK:       %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %[[FIRST:.*]] = llvm.icmp "eq" %[[LCOL]], %[[ZERO]] : i32
// CHECK-NEXT:  %[[REP:.*]] = llvm.and %[[LREP]], %[[WREP]] : i1
// CHECK-NEXT:  %[[WRITE:.*]] = llvm.and %[[REP]], %[[FIRST]] : i1
// CHECK:       %[[ROWOFF:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:  %[[IDX:.*]] = llvm.add %[[ROWOFF]], %[[WCOL]] : i32
// CHECK-NEXT:  %[[PTR:.*]] = llvm.getelementptr %[[BASE]][%[[IDX]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK:       llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[PTR]], %{{.*}}, %[[WRITE]] : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
// CHECK-COUNT-3: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %{{.*}}, %{{.*}}, %[[WRITE]]
// CHECK-NEXT:  nvvm.barrier0
// CHECK:       %[[T:.*]] = llvm.and %{{.*}}, %{{.*}} : i32
// CHECK:       %[[L2:.*]] = llvm.urem %[[T]], %{{.*}} : i32
// CHECK:       %[[ROWS:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT:  %[[NEEDED:.*]] = llvm.icmp "slt" %[[T]], %[[ROWS]] : i32
// CHECK-NEXT:  %[[RP:.*]] = llvm.getelementptr %[[BASE]][%[[T]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT:  llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b" %[[RP]], %[[NEEDED]] : (!llvm.ptr<3>, i1) -> i32
// CHECK:       llvm.mlir.constant(2 : i32) : i32
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       llvm.mlir.constant(1 : i32) : i32
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       %[[WP:.*]] = llvm.getelementptr %[[BASE]][%[[T]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT:  %[[GROUP:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:  %[[MOD:.*]] = llvm.urem %[[L2]], %[[GROUP]] : i32
// CHECK-NEXT:  %[[LEAD:.*]] = llvm.icmp "eq" %[[MOD]], %{{.*}} : i32
// CHECK-NEXT:  %[[PRED:.*]] = llvm.and %[[NEEDED]], %[[LEAD]] : i1
// CHECK:       "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[WP]], %{{.*}}, %[[PRED]]
// CHECK-NEXT:  nvvm.barrier0
// CHECK:       %[[RO:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:  %[[RI:.*]] = llvm.add %[[RO]], %{{.*}} : i32
// CHECK-NEXT:  %[[RD:.*]] = llvm.getelementptr %[[BASE]][%[[RI]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT:  llvm.load %[[RD]] : !llvm.ptr<3> -> f32
// CHECK-COUNT-3: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK:       llvm.insertvalue %{{.*}}[3] : !llvm.struct<(f32, f32, f32, f32)>
#wide = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_max_across_warps(%x: tensor<16x128xf32, #wide>) {
    %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.maxnumf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<16x128xf32, #wide>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #wide}>>
    tt.return
  }
}


// -----

// Two operands: the widest (i64) takes the start of the scratch, the f16 partials follow
// 32 i64 further on (16 rows x 2 warps). Each operand is shuffled as upstream does it:
// f16 through a zero-extended i16, i64 as two f32 halves. Stores and loads are per operand.
// ALLOC:       module attributes {{.*}}ttg.shared = 320 : i32
// ALLOC:       tt.func public @argmin_f16_i64
// ALLOC:       {allocation.offset = 0 : i32}
// CHECK-LABEL: llvm.func @argmin_f16_i64
// CHECK:       llvm.fcmp "olt" %{{.*}}, %{{.*}} : f16
// CHECK:       llvm.icmp "slt" %{{.*}}, %{{.*}} : i64
// CHECK:       llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i64
// CHECK:       %[[H:.*]] = llvm.bitcast %{{.*}} : f16 to i16
// CHECK-NEXT:  %[[HW:.*]] = llvm.zext %[[H]] : i16 to i32
// CHECK-NEXT:  llvm.mlir.constant(-1 : i32)
// CHECK-NEXT:  %[[HS:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[HW]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT:  %[[HT:.*]] = llvm.trunc %[[HS]] : i32 to i16
// CHECK-NEXT:  llvm.bitcast %[[HT]] : i16 to f16
// CHECK:       %[[PAIR:.*]] = llvm.bitcast %{{.*}} : i64 to vector<2xf32>
// CHECK:       llvm.extractelement %[[PAIR]]
// CHECK:       llvm.extractelement %[[PAIR]]
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       llvm.bitcast %{{.*}} : vector<2xf32> to i64
// CHECK:       %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT:  %[[IBASE:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT:  %[[ELEMS:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:  %[[VBASE:.*]] = llvm.getelementptr %[[IBASE]][%[[ELEMS]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
// CHECK:       %[[VP:.*]] = llvm.getelementptr %[[VBASE]][%[[IDX:.*]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK:       "@$2 st.shared.b16 [ $0 + 0 ], $1;", "r,h,b" %[[VP]]
// CHECK-NEXT:  %[[IP:.*]] = llvm.getelementptr %[[IBASE]][%[[IDX]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
// CHECK:       "@$2 st.shared.b64 [ $0 + 0 ], $1;", "r,l,b" %[[IP]]
// CHECK:       nvvm.barrier0
// CHECK:       "@$2 ld.shared.b16 $0, [ $1 + 0 ];", "=h,r,b"
// CHECK:       "@$2 ld.shared.b64 $0, [ $1 + 0 ];", "=l,r,b"
// CHECK:       nvvm.barrier0
// CHECK:       llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK:       llvm.load %{{.*}} : !llvm.ptr<3> -> i64
#pairs = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @argmin_f16_i64(%v: tensor<16x128xf16, #pairs>, %i: tensor<16x128xi64, #pairs>) {
    %r:2 = "tt.reduce"(%v, %i) <{axis = 1 : i32}> ({
    ^bb0(%a: f16, %ai: i64, %b: f16, %bi: i64):
      %lt = arith.cmpf olt, %a, %b : f16
      %eq = arith.cmpf oeq, %a, %b : f16
      %ilt = arith.cmpi slt, %ai, %bi : i64
      %tie = arith.andi %eq, %ilt : i1
      %take = arith.ori %lt, %tie : i1
      %mv = arith.select %take, %a, %b : f16
      %mi = arith.select %take, %ai, %bi : i64
      tt.reduce.return %mv, %mi : f16, i64
    }) : (tensor<16x128xf16, #pairs>, tensor<16x128xi64, #pairs>) -> (tensor<16xf16, #ttg.slice<{dim = 1, parent = #pairs}>>, tensor<16xi64, #ttg.slice<{dim = 1, parent = #pairs}>>)
    tt.return
  }
}


// -----

// Each thread adds its 8 registers; a 32-bit integer add over all 32 lanes uses redux.sync
// (sm_80+); the 4 warp partials are
// then combined with shuffles (redux needs all 32 lanes) and the scalar is read at the base.
// ALLOC:       module attributes {{.*}}ttg.shared = 16 : i32
// ALLOC:       tt.func public @sum_to_scalar
// ALLOC:       {allocation.offset = 0 : i32}
// CHECK-LABEL: llvm.func @sum_to_scalar
// CHECK-COUNT-6: llvm.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:  %[[ACC:.*]] = llvm.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:  %[[MASK:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:  nvvm.redux.sync  add %[[ACC]], %[[MASK]] : i32 -> i32
// CHECK:       %[[BASE:.*]] = llvm.getelementptr %{{.*}} : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:       "@$2 st.shared.b32 [ $0 + 0 ], $1;"
// CHECK:       nvvm.barrier0
// CHECK:       llvm.icmp "slt" %{{.*}}, %{{.*}} : i32
// CHECK:       "@$2 ld.shared.b32 $0, [ $1 + 0 ];"
// CHECK-NOT:   nvvm.redux.sync
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       "@$2 st.shared.b32 [ $0 + 0 ], $1;"
// CHECK-NEXT:  nvvm.barrier0
// CHECK-NEXT:  llvm.load %[[BASE]] : !llvm.ptr<3> -> i32
// SM75-LABEL:  llvm.func @sum_to_scalar
// SM75-NOT:    nvvm.redux.sync
// SM75:        nvvm.shfl.sync  bfly
#flat = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sum_to_scalar(%x: tensor<1024xi32, #flat>, %out: !tt.ptr<i32>) {
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.reduce.return %c : i32
    }) : (tensor<1024xi32, #flat>) -> i32
    tt.store %out, %s : !tt.ptr<i32>
    tt.return
  }
}


// -----

// redux.sync on an i8 signed minimum: sign-extended to i32 and truncated back. f16 shuffles
// go through i16 zero-extended to i32; an i64 maximum (too wide for redux) is shuffled as
// two 32-bit halves.
// CHECK-LABEL: llvm.func @narrow_and_wide
// CHECK:       %[[MASK:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:  %[[WIDE:.*]] = llvm.sext %{{.*}} : i8 to i32
// CHECK-NEXT:  %[[MIN:.*]] = nvvm.redux.sync  min %[[WIDE]], %[[MASK]] : i32 -> i32
// CHECK-NEXT:  llvm.trunc %[[MIN]] : i32 to i8
// CHECK:       llvm.zext %{{.*}} : i16 to i32
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       llvm.trunc %{{.*}} : i32 to i16
// CHECK:       llvm.fadd %{{.*}}, %{{.*}} : f16
// CHECK-NOT:   nvvm.redux.sync
// CHECK:       llvm.bitcast %{{.*}} : i64 to vector<2xf32>
// CHECK:       llvm.intr.smax(%{{.*}}, %{{.*}}) : (i64, i64) -> i64
// SM75-LABEL:  llvm.func @narrow_and_wide
// SM75-NOT:    nvvm.redux.sync
// SM75:        llvm.intr.smin(%{{.*}}, %{{.*}}) : (i8, i8) -> i8
#warp = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @narrow_and_wide(%b: tensor<32xi8, #warp>, %h: tensor<32xf16, #warp>, %w: tensor<32xi64, #warp>, %p: !tt.ptr<i8>, %q: !tt.ptr<f16>, %r: !tt.ptr<i64>) {
    %0 = "tt.reduce"(%b) <{axis = 0 : i32}> ({
    ^bb0(%x: i8, %y: i8):
      %c = arith.minsi %x, %y : i8
      tt.reduce.return %c : i8
    }) : (tensor<32xi8, #warp>) -> i8
    %1 = "tt.reduce"(%h) <{axis = 0 : i32}> ({
    ^bb0(%x: f16, %y: f16):
      %c = arith.addf %x, %y : f16
      tt.reduce.return %c : f16
    }) : (tensor<32xf16, #warp>) -> f16
    %2 = "tt.reduce"(%w) <{axis = 0 : i32}> ({
    ^bb0(%x: i64, %y: i64):
      %c = arith.maxsi %x, %y : i64
      tt.reduce.return %c : i64
    }) : (tensor<32xi64, #warp>) -> i64
    tt.store %p, %0 : !tt.ptr<i8>
    tt.store %q, %1 : !tt.ptr<f16>
    tt.store %r, %2 : !tt.ptr<i64>
    tt.return
  }
}


// -----

// An integer division may trap, so where a predicate guards the combination (threads
// past the scratch rows in the cross-warp step) the region runs in its own block.
// CHECK-LABEL: llvm.func @quotient_across_warps
// CHECK:       nvvm.barrier0
// CHECK:       %[[NEEDED:.*]] = llvm.icmp "slt"
// CHECK:       %[[U:.*]] = llvm.mlir.undef : i32
// CHECK-NEXT:  llvm.cond_br %[[NEEDED]], ^[[DIV1:bb[0-9]+]](%{{.*}}, %{{.*}} : i32, i32), ^[[JOIN1:bb[0-9]+]](%[[U]] : i32)
// CHECK-NEXT:  ^[[JOIN1]](%{{.*}}: i32):
// CHECK:       llvm.cond_br %[[NEEDED]], ^[[DIV2:bb[0-9]+]](%{{.*}}, %{{.*}} : i32, i32), ^[[JOIN2:bb[0-9]+]](%{{.*}} : i32)
// CHECK-NEXT:  ^[[JOIN2]](%[[Q:.*]]: i32):
// CHECK:       "@$2 st.shared.b32 [ $0 + 0 ], $1;"
// CHECK:       nvvm.barrier0
// CHECK:       llvm.return
// CHECK:       ^[[DIV2]](%[[A:.*]]: i32, %[[B:.*]]: i32):
// CHECK-NEXT:  %[[D:.*]] = llvm.sdiv %[[A]], %[[B]] : i32
// CHECK-NEXT:  llvm.br ^[[JOIN2]](%[[D]] : i32)
// CHECK:       ^[[DIV1]](%{{.*}}: i32, %{{.*}}: i32):
// CHECK-NEXT:  llvm.sdiv
// CHECK-NEXT:  llvm.br ^[[JOIN1]]
#div = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @quotient_across_warps(%x: tensor<16x128xi32, #div>) {
    %q = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.divsi %a, %b : i32
      tt.reduce.return %c : i32
    }) : (tensor<16x128xi32, #div>) -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #div}>>
    tt.return
  }
}


// -----

// A slice of a 3D layout whose lane bit 0 only repeats data: lane 0 of each pair is the
// representative that writes, and the lane id is compressed (bits 1..4 moved down) before
// being split into (dim1, dim0) ids.
// ALLOC:       module attributes {{.*}}ttg.shared = 512 : i32
// ALLOC:       tt.func public @slice_with_broadcast_lanes
// ALLOC:       {allocation.offset = 0 : i32}
// CHECK-LABEL: llvm.func @slice_with_broadcast_lanes
// CHECK:       llvm.mlir.addressof @global_smem
// CHECK:       %[[LANE:.*]] = llvm.urem %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:  %[[WARP:.*]] = llvm.udiv %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:  llvm.mlir.constant(true) : i1
// CHECK-NEXT:  %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %[[FREE:.*]] = llvm.and %[[ONE]], %[[LANE]] : i32
// CHECK-NEXT:  %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %[[LREP:.*]] = llvm.icmp "eq" %[[FREE]], %[[Z]] : i32
// CHECK-NEXT:  %[[ACC:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %[[KEPT:.*]] = llvm.mlir.constant(30 : i32) : i32
// CHECK-NEXT:  %[[BITS:.*]] = llvm.and %[[KEPT]], %[[LANE]] : i32
// CHECK-NEXT:  %[[SH:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %[[DOWN:.*]] = llvm.lshr %[[BITS]], %[[SH]] : i32
// CHECK-NEXT:  %[[PACKED:.*]] = llvm.or %[[ACC]], %[[DOWN]] : i32
// CHECK-NEXT:  %[[EIGHT:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:  llvm.urem %[[PACKED]], %[[EIGHT]] : i32
// CHECK:       llvm.and %[[LREP]], %{{.*}} : i1
// CHECK:       "@$2 st.shared.b32 [ $0 + 0 ], $1;"
// CHECK:       nvvm.barrier0
#cube = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 8, 2], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @slice_with_broadcast_lanes(%x: tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #cube}>>) {
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #cube}>>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #cube}>}>>
    tt.return
  }
}
