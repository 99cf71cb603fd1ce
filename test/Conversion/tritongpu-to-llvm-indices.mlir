// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s
// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s --check-prefix=SM90
// tt.make_range and the index arithmetic of linear layouts (emitIndices, applyLinearLayout,
// matrixVectorProd in Utility.cpp); checked against Triton 3.6 on the same inputs.

// Thread id masked by the block size, lane = tid % 32, warp = tid / 32; the CTA id is
// read (nvg.cluster_id) and, with one CTA, replaced by a constant 0 built just before it.
// The lane/warp/block bits are packed into one i32, multiplied by the layout's matrix
// (here a single diagonal: (x & 127) << 1), and each register xors its constant offset.
// CHECK-LABEL: llvm.func internal @range
// CHECK-NEXT:   %[[START:.*]] = llvm.mlir.constant(8 : index) : i32
// CHECK-NEXT:   %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:   %[[C127:.*]] = llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT:   %[[T:.*]] = llvm.and %[[TID]], %[[C127]] : i32
// CHECK-NEXT:   %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:   %[[LANE:.*]] = llvm.urem %[[T]], %[[C32]] : i32
// CHECK-NEXT:   %[[WARP:.*]] = llvm.udiv %[[T]], %[[C32]] : i32
// CHECK-NEXT:   %[[BLOCK:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   nvg.cluster_id
// CHECK-NEXT:   llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %[[X0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %[[S0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %[[L:.*]] = llvm.shl %[[LANE]], %[[S0]] : i32
// CHECK-NEXT:   %[[X1:.*]] = llvm.or %[[X0]], %[[L]] : i32
// CHECK-NEXT:   %[[S5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:   %[[W:.*]] = llvm.shl %[[WARP]], %[[S5]] : i32
// CHECK-NEXT:   %[[X2:.*]] = llvm.or %[[X1]], %[[W]] : i32
// CHECK-NEXT:   %[[S7:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:   %[[B:.*]] = llvm.shl %[[BLOCK]], %[[S7]] : i32
// CHECK-NEXT:   %[[X:.*]] = llvm.or %[[X2]], %[[B]] : i32
// CHECK-NEXT:   %[[MASK:.*]] = llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT:   %[[MASKED:.*]] = llvm.and %[[X]], %[[MASK]] : i32
// CHECK-NEXT:   %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %[[SHIFTED:.*]] = llvm.shl %[[MASKED]], %[[ONE]] : i32
// CHECK-NEXT:   llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %[[NOXOR:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %[[PROD:.*]] = llvm.or disjoint %[[SHIFTED]], %[[NOXOR]] : i32
// CHECK-NEXT:   %[[BASE:.*]] = llvm.xor %[[ZERO]], %[[PROD]] : i32
// CHECK-NEXT:   %[[R0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %[[I0:.*]] = llvm.xor %[[BASE]], %[[R0]] : i32
// CHECK-NEXT:   %[[R1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %[[I1:.*]] = llvm.xor %[[BASE]], %[[R1]] : i32
// CHECK-NEXT:   %[[V0:.*]] = llvm.add %[[I0]], %[[START]] : i32
// CHECK-NEXT:   %[[V1:.*]] = llvm.add %[[I1]], %[[START]] : i32
// CHECK-NEXT:   %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT:   %[[P0:.*]] = llvm.insertvalue %[[V0]], %[[U]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:   llvm.insertvalue %[[V1]], %[[P0]][1] : !llvm.struct<(i32, i32)>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @range() {
    %r = tt.make_range {end = 264 : i32, start = 8 : i32} : tensor<256xi32, #blocked>
    tt.return
  }
}

// -----

// With a single warp the thread id is the lane and the warp is 0 (a constant, folded
// into the constant part of the layout).
// CHECK-LABEL: llvm.func internal @one_warp
// CHECK-NEXT:   llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT:   %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:   %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT:   %[[LANE:.*]] = llvm.and %[[TID]], %[[C31]] : i32
// CHECK-NEXT:   llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:   llvm.mlir.constant(0 : i32) : i32
// CHECK-NOT:    llvm.urem
// CHECK-NOT:    llvm.udiv
// CHECK:        llvm.shl %[[LANE]]
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @one_warp() {
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked>
    tt.return
  }
}

// -----

// A column of the matrix left alone on its diagonal is an explicit column: its input
// bit selects the column's value (here the warp bit of an mma slice gives 8).
// CHECK-LABEL: llvm.func internal @mma_slice
// CHECK:        %[[ISZERO:.*]] = llvm.icmp "eq" %{{.*}}, %[[ZERO:.*]] : i32
// CHECK-NEXT:   %[[EIGHT:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:   %[[SEL:.*]] = llvm.select %[[ISZERO]], %[[ZERO]], %[[EIGHT]] : i1, i32
// CHECK-NEXT:   llvm.or disjoint %[[SEL]], %{{.*}} : i32
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @mma_slice() {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    tt.return
  }
}

// -----

// With two CTAs the cluster id stays, programs are clusters, and kernels get
// nvvm.cluster_dim.
// SM90-LABEL: llvm.func @two_ctas
// SM90-SAME:    nvvm.cluster_dim = array<i32: 2>
// SM90:         nvvm.read.ptx.sreg.clusterid.x : i32
// SM90:         %[[CTA:.*]] = nvg.cluster_id
// SM90:         llvm.shl %[[CTA]]
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_ctas() {
    %pid = tt.get_program_id x : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    tt.return
  }
}
