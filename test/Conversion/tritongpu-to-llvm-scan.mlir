// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' | FileCheck %s --check-prefix=ALLOC
// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// tt.scan (ScanOpToLLVM.cpp): inclusive scans within threads, across lanes with shfl.up,
// across warps through the op's shared-memory scratch; reverse scans flip the data around
// a forward scan. The instruction sequences are Triton 3.6's for the same inputs.

// One warp: each thread scans its chunk of 4 in registers, the chunk totals are scanned
// over the lanes with shfl.up by 1, 2, 4, 8, 16 (a lane combines only when its lane id is
// at least the distance), then every register takes the previous lane's total (lane 0
// keeps its own values).
// ALLOC:       module attributes {{.*}}ttg.shared = 0 : i32
// ALLOC:       tt.func public @cumsum_one_warp
// ALLOC-NOT:   allocation.offset
// CHECK-LABEL: llvm.func @cumsum_one_warp
// CHECK:       %[[TID:.*]] = llvm.and %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:  %[[WS:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:  %[[WARP:.*]] = llvm.udiv %[[TID]], %[[WS]] : i32
// CHECK-NEXT:  %[[LANE:.*]] = llvm.urem %[[TID]], %[[WS]] : i32
// CHECK:       %[[LANEAX:.*]] = llvm.urem %[[LANE]], %{{.*}} : i32
// CHECK:       %[[X0:.*]] = llvm.extractvalue %arg0[0]
// CHECK-NEXT:  %[[X1:.*]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT:  %[[X2:.*]] = llvm.extractvalue %arg0[2]
// CHECK-NEXT:  %[[X3:.*]] = llvm.extractvalue %arg0[3]
// CHECK-NEXT:  %[[P1:.*]] = llvm.fadd %[[X0]], %[[X1]] : f32
// CHECK-NEXT:  %[[P2:.*]] = llvm.fadd %[[P1]], %[[X2]] : f32
// CHECK-NEXT:  %[[P3:.*]] = llvm.fadd %[[P2]], %[[X3]] : f32
// CHECK-NEXT:  %[[D1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %[[CL:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %[[B1:.*]] = llvm.bitcast %[[P3]] : f32 to i32
// CHECK-NEXT:  %[[M1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:  %[[S1:.*]] = nvvm.shfl.sync  up %[[M1]], %[[B1]], %[[D1]], %[[CL]] : i32 -> i32
// CHECK-NEXT:  %[[U1:.*]] = llvm.bitcast %[[S1]] : i32 to f32
// CHECK-NEXT:  %[[K1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %[[IN1:.*]] = llvm.icmp "sge" %[[LANEAX]], %[[K1]] : i32
// CHECK-NEXT:  %[[A1:.*]] = llvm.fadd %[[U1]], %[[P3]] : f32
// CHECK-NEXT:  %[[T1:.*]] = llvm.select %[[IN1]], %[[A1]], %[[P3]] : i1, f32
// CHECK:       nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK:       %[[D4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK:       nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D4]], %{{.*}} : i32 -> i32
// CHECK:       %[[D8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK:       nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D8]], %{{.*}} : i32 -> i32
// CHECK:       %[[D16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK:       nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D16]], %{{.*}} : i32 -> i32
// CHECK:       %[[K16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:  %[[IN16:.*]] = llvm.icmp "sge" %[[LANEAX]], %[[K16]] : i32
// CHECK-NEXT:  llvm.fadd
// CHECK-NEXT:  %[[TOTAL:.*]] = llvm.select %[[IN16]]
// CHECK:       %[[FIRSTWARP:.*]] = llvm.icmp "eq" %{{.*}}, %{{.*}} : i32
// CHECK:       %[[FIRSTLANE:.*]] = llvm.icmp "eq" %[[LANEAX]], %{{.*}} : i32
// CHECK-NEXT:  %[[FIRST:.*]] = llvm.and %[[FIRSTWARP]], %[[FIRSTLANE]] : i1
// CHECK:       %[[PREV:.*]] = nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT:  %[[PREVF:.*]] = llvm.bitcast %[[PREV]] : i32 to f32
// CHECK-NEXT:  %[[CARRY:.*]] = llvm.select %[[FIRSTLANE]], %[[TOTAL]], %[[PREVF]] : i1, f32
// CHECK-NEXT:  %[[Y2:.*]] = llvm.fadd %[[CARRY]], %[[P2]] : f32
// CHECK-NEXT:  %[[Z2:.*]] = llvm.select %[[FIRST]], %[[P2]], %[[Y2]] : i1, f32
// CHECK-NEXT:  %[[Y1:.*]] = llvm.fadd %[[CARRY]], %[[P1]] : f32
// CHECK-NEXT:  %[[Z1:.*]] = llvm.select %[[FIRST]], %[[P1]], %[[Y1]] : i1, f32
// CHECK-NEXT:  %[[Y0:.*]] = llvm.fadd %[[CARRY]], %[[X0]] : f32
// CHECK-NEXT:  %[[Z0:.*]] = llvm.select %[[FIRST]], %[[X0]], %[[Y0]] : i1, f32
// CHECK-NEXT:  %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT:  %[[V0:.*]] = llvm.insertvalue %[[Z0]], %[[U]][0]
// CHECK-NEXT:  %[[V1:.*]] = llvm.insertvalue %[[Z1]], %[[V0]][1]
// CHECK-NEXT:  %[[V2:.*]] = llvm.insertvalue %[[Z2]], %[[V1]][2]
// CHECK-NEXT:  llvm.insertvalue %[[TOTAL]], %[[V2]][3]
// CHECK-NOT:   nvvm.barrier0
// CHECK:       llvm.return
#chunk = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cumsum_one_warp(%x: tensor<128xf32, #chunk>) {
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.scan.return %c : f32
    }) : (tensor<128xf32, #chunk>) -> tensor<128xf32, #chunk>
    tt.return
  }
}


// -----

// Four warps along the scanned axis, two operands: 4 rows x 4 warps partials per operand
// (128 bytes: f32 at the base, i32 16 elements further). Lane 7 of each row (the last
// along the axis) stores the warp's totals at row + 4 * warp; after a barrier each thread
// loads the 4 partials of its row and keeps the sum of the warps before its own.
// ALLOC:       module attributes {{.*}}ttg.shared = 128 : i32
// ALLOC:       tt.func public @two_operands_across_warps
// ALLOC:       {allocation.offset = 0 : i32}
// CHECK-LABEL: llvm.func @two_operands_across_warps
// CHECK:       %[[S:.*]] = nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT:  llvm.bitcast %[[S]] : i32 to f32
// CHECK-NEXT:  llvm.mlir.constant(1 : i32)
// CHECK-NEXT:  llvm.mlir.constant(0 : i32)
// CHECK-NEXT:  llvm.mlir.constant(-1 : i32)
// CHECK-NEXT:  nvvm.shfl.sync  up
// CHECK-NEXT:  llvm.mlir.constant(1 : i32)
// CHECK-NEXT:  %[[IN:.*]] = llvm.icmp "sge"
// CHECK-NEXT:  %[[F:.*]] = llvm.fadd
// CHECK-NEXT:  %[[I:.*]] = llvm.add
// CHECK-NEXT:  llvm.select %[[IN]], %[[F]], %{{.*}} : i1, f32
// CHECK-NEXT:  llvm.select %[[IN]], %[[I]], %{{.*}} : i1, i32
// CHECK:       %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT:  %[[FBASE:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT:  %[[N:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:  %[[IBASE:.*]] = llvm.getelementptr %[[FBASE]][%[[N]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT:  %[[LASTLANE:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:  %[[ISLAST:.*]] = llvm.icmp "eq" %{{.*}}, %[[LASTLANE]] : i32
// CHECK-NEXT:  %[[WRITE:.*]] = llvm.and %[[ISLAST]], %{{.*}} : i1
// CHECK-NEXT:  %[[NPAR:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:  %[[WOFF:.*]] = llvm.mul %[[WARPAX:.*]], %[[NPAR]] : i32
// CHECK-NEXT:  %[[SLOT0:.*]] = llvm.add %[[PAR:.*]], %[[WOFF]] : i32
// CHECK-NEXT:  %[[CHUNK:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %[[SLOT:.*]] = llvm.add %[[SLOT0]], %[[CHUNK]] : i32
// CHECK-NEXT:  %[[FP:.*]] = llvm.getelementptr %[[FBASE]][%[[SLOT]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK:       "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[FP]], %{{.*}}, %[[WRITE]]
// CHECK-NEXT:  %[[IP:.*]] = llvm.getelementptr %[[IBASE]][%[[SLOT]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
// CHECK:       "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[IP]], %{{.*}}, %[[WRITE]]
// CHECK-NEXT:  nvvm.barrier0
// CHECK:       %[[NOTFIRSTWARP:.*]] = llvm.icmp "ne" %[[WARPAX]], %{{.*}} : i32
// CHECK:       %[[W0:.*]] = llvm.add %[[PAR]], %{{.*}} : i32
// CHECK-NEXT:  %[[L0:.*]] = llvm.getelementptr %[[FBASE]][%[[W0]]]
// CHECK-NEXT:  %[[F0:.*]] = llvm.load %[[L0]] : !llvm.ptr<3> -> f32
// CHECK:       %[[K4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:  %[[W1:.*]] = llvm.add %[[PAR]], %[[K4]] : i32
// CHECK-NEXT:  %[[L1:.*]] = llvm.getelementptr %[[FBASE]][%[[W1]]]
// CHECK-NEXT:  %[[F1:.*]] = llvm.load %[[L1]] : !llvm.ptr<3> -> f32
// CHECK:       %[[K2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:  %[[AFTER1:.*]] = llvm.icmp "sge" %[[WARPAX]], %[[K2]] : i32
// CHECK-NEXT:  %[[SUM01:.*]] = llvm.fadd %[[F0]], %[[F1]] : f32
// CHECK-NEXT:  llvm.add
// CHECK-NEXT:  llvm.select %[[AFTER1]], %[[SUM01]], %[[F0]] : i1, f32
// CHECK:       llvm.mlir.constant(12 : i32) : i32
// CHECK:       llvm.select %[[NOTFIRSTWARP]]
// CHECK-NOT:   nvvm.barrier0
// CHECK:       llvm.return
#grid = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_operands_across_warps(%v: tensor<4x128xf32, #grid>, %n: tensor<4x128xi32, #grid>) {
    %r:2 = "tt.scan"(%v, %n) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: f32, %an: i32, %b: f32, %bn: i32):
      %c = arith.addf %a, %b : f32
      %cn = arith.addi %an, %bn : i32
      tt.scan.return %c, %cn : f32, i32
    }) : (tensor<4x128xf32, #grid>, tensor<4x128xi32, #grid>) -> (tensor<4x128xf32, #grid>, tensor<4x128xi32, #grid>)
    tt.return
  }
}


// -----

// A reverse scan along the slow axis: the registers are taken in reverse order and the
// lanes mirrored by butterfly shuffles (16, 8, 4, 2, 1), the warp id along the axis is
// mirrored (1 - w for 2 warps), the forward scan runs (shfl.up by 8 lanes: the axis
// neighbour of a lane is 8 lanes away), and the result is flipped back the same way.
// ALLOC:       module attributes {{.*}}ttg.shared = 64 : i32
// ALLOC:       tt.func public @reverse_cummax_slow_axis
// ALLOC:       {allocation.offset = 0 : i32}
// CHECK-LABEL: llvm.func @reverse_cummax_slow_axis
// CHECK:       %[[X0:.*]] = llvm.extractvalue %arg0[0]
// CHECK-NEXT:  %[[X1:.*]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT:  %[[LAST:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  llvm.sub %[[LAST]], %{{.*}} : i32
// CHECK-NEXT:  %[[K16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:  llvm.mlir.constant(31 : i32)
// CHECK-NEXT:  %[[H:.*]] = llvm.bitcast %[[X1]] : f16 to i16
// CHECK-NEXT:  %[[HZ:.*]] = llvm.zext %[[H]] : i16 to i32
// CHECK-NEXT:  llvm.mlir.constant(-1 : i32)
// CHECK-NEXT:  nvvm.shfl.sync  bfly %{{.*}}, %[[HZ]], %[[K16]], %{{.*}} : i32 -> i32
// CHECK:       llvm.mlir.constant(8 : i32)
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       llvm.mlir.constant(4 : i32)
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       llvm.mlir.constant(2 : i32)
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       llvm.mlir.constant(1 : i32)
// CHECK:       nvvm.shfl.sync  bfly
// CHECK:       llvm.bitcast %[[X0]] : f16 to i16
// CHECK:       llvm.intr.maxnum(%{{.*}}, %{{.*}}) : (f16, f16) -> f16
// CHECK:       %[[UP8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK:       nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[UP8]], %{{.*}} : i32 -> i32
// CHECK:       "@$2 st.shared.b16 [ $0 + 0 ], $1;", "r,h,b"
// CHECK-NEXT:  nvvm.barrier0
// CHECK:       llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK:       nvvm.shfl.sync  up
// CHECK:       nvvm.shfl.sync  bfly
// CHECK-COUNT-9: nvvm.shfl.sync  bfly
// CHECK-NOT:   nvvm.shfl.sync
// CHECK:       llvm.insertvalue %{{.*}}[1] : !llvm.struct<(f16, f16)>
#grid = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reverse_cummax_slow_axis(%x: tensor<16x16xf16, #grid>) {
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = true}> ({
    ^bb0(%a: f16, %b: f16):
      %c = arith.maxnumf %a, %b : f16
      tt.scan.return %c : f16
    }) : (tensor<16x16xf16, #grid>) -> tensor<16x16xf16, #grid>
    tt.return
  }
}


// -----

// An unsigned division may trap: the lanes that must not combine skip the region, which
// runs in a block of its own behind llvm.cond_br (undef for the others, then a select).
// CHECK-LABEL: llvm.func @guarded_division
// CHECK:       %[[UP:.*]] = nvvm.shfl.sync  up %{{.*}}, %[[X:.*]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT:  %[[D:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %[[IN:.*]] = llvm.icmp "sge" %{{.*}}, %[[D]] : i32
// CHECK-NEXT:  %[[U:.*]] = llvm.mlir.undef : i32
// CHECK-NEXT:  llvm.cond_br %[[IN]], ^[[DIV:bb[0-9]+]](%[[UP]], %[[X]] : i32, i32), ^[[JOIN:bb[0-9]+]](%[[U]] : i32)
// CHECK-NEXT:  ^[[JOIN]](%[[Q:.*]]: i32):
// CHECK-NEXT:  llvm.select %[[IN]], %[[Q]], %[[X]] : i1, i32
// CHECK-COUNT-4: llvm.cond_br
// CHECK:       llvm.return
// CHECK:       ^[[DIV]](%[[A:.*]]: i32, %[[B:.*]]: i32):
// CHECK-NEXT:  %[[R:.*]] = llvm.udiv %[[A]], %[[B]] : i32
// CHECK-NEXT:  llvm.br ^[[JOIN]](%[[R]] : i32)
// CHECK-NEXT:  }
#lanes = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @guarded_division(%x: tensor<32xi32, #lanes>) {
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.divui %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<32xi32, #lanes>) -> tensor<32xi32, #lanes>
    tt.return
  }
}
