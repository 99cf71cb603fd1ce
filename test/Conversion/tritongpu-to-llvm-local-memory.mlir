// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s --check-prefixes=CHECK,SM80
// Shared memory (MemoryOpToLLVM.cpp, generic and NVIDIA; ViewOpToLLVM.cpp): local_alloc with
// and without a value, local_load, local_store, local_dealloc, the barriers membar inserts
// (ttg.local_barrier), and the memdesc views. A memdesc is the struct (base, one offset per
// dim). The instruction sequences are Triton 3.6's for the same inputs.

// Allocations are `@global_smem` plus their offset, every logical offset 0 (one constant);
// dealloc emits nothing.
// CHECK-LABEL: llvm.func @alloc_dealloc
// CHECK:      %[[OFF0:[0-9]+]] = llvm.mlir.constant(16384 : i32) : i32
// CHECK-NEXT: %[[G0:[0-9]+]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %[[B0:[0-9]+]] = llvm.getelementptr %[[G0]][%[[OFF0]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[U:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32, i32)>
// CHECK-NEXT: %[[S0:[0-9]+]] = llvm.insertvalue %[[B0]], %[[U]][0]
// CHECK-NEXT: %[[S1:[0-9]+]] = llvm.insertvalue %[[Z]], %[[S0]][1]
// CHECK-NEXT: %[[S2:[0-9]+]] = llvm.insertvalue %[[Z]], %[[S1]][2]
// CHECK-NEXT: llvm.insertvalue %[[Z]], %[[S2]][3]
// CHECK:      %[[OFF1:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[G1:[0-9]+]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: llvm.getelementptr %[[G1]][%[[OFF1]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:      llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NOT:  llvm.store
// CHECK:      llvm.return
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @alloc_dealloc() {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable>
    %1 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    ttg.local_dealloc %0 : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %1 : !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Eight f16 per thread along the rows of a vec-8 swizzled buffer: one 16-byte st.shared
// (the f16 repacked as four i32 words); the 16-byte chunk index is xor'ed with the row
// ((x & 127) << 4 ^ (x & 56) << 1, x = laneid | warpid << 5). The load after the store
// waits at a barrier, and so does the store after the load.
// CHECK-LABEL: llvm.func @store_then_load
// CHECK:      %[[BASE:[0-9]+]] = llvm.getelementptr %{{[0-9]+}}[%{{[0-9]+}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:      llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[WARP:[0-9]+]] = llvm.shl
// CHECK-NEXT: %[[X:[0-9]+]] = llvm.or %{{[0-9]+}}, %[[WARP]] : i32
// CHECK-NEXT: %[[M127:[0-9]+]] = llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT: %[[ROWBITS:[0-9]+]] = llvm.and %[[X]], %[[M127]] : i32
// CHECK-NEXT: %[[C4:[0-9]+]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[CHUNK:[0-9]+]] = llvm.shl %[[ROWBITS]], %[[C4]] : i32
// CHECK-NEXT: %[[M56:[0-9]+]] = llvm.mlir.constant(56 : i32) : i32
// CHECK-NEXT: %[[PHASE:[0-9]+]] = llvm.and %[[X]], %[[M56]] : i32
// CHECK-NEXT: %[[C1:[0-9]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[SWZ:[0-9]+]] = llvm.shl %[[PHASE]], %[[C1]] : i32
// CHECK:      llvm.xor %[[CHUNK]], %[[SWZ]] : i32
// CHECK:      %[[ADDR:[0-9]+]] = llvm.getelementptr inbounds %[[BASE]][%{{[0-9]+}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:      llvm.bitcast %{{[0-9]+}} : vector<2xi16> to i32
// CHECK:      llvm.store %{{[0-9]+}}, %[[ADDR]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK:      nvvm.barrier0
// CHECK:      llvm.load %{{[0-9]+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// CHECK:      llvm.bitcast %{{[0-9]+}} : i32 to vector<2xi16>
// CHECK:      llvm.bitcast %{{[0-9]+}} : i16 to f16
// CHECK:      nvvm.barrier0
// CHECK:      llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NOT:  nvvm.barrier0
// CHECK:      llvm.return
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_then_load(%arg0: tensor<16x64xf16, #blocked>) {
    %0 = ttg.local_alloc %arg0 : (tensor<16x64xf16, #blocked>) -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
    %1 = ttg.local_load %0 : !ttg.memdesc<16x64xf16, #shared, #smem, mutable> -> tensor<16x64xf16, #blocked>
    ttg.local_store %1, %0 : tensor<16x64xf16, #blocked> -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %0 : !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// memdesc_index moves the base by whole 64x64 buffers; memdesc_subslice adds to the logical
// offsets, which a later access maps through the buffer layout's inverse (row offset 32 and
// column offset 0 pack into `x`, whose row bits land at (x & 63) << 6); memdesc_trans swaps
// the offsets.
// CHECK-LABEL: llvm.func @views
// CHECK:      %[[STRIDE:[0-9]+]] = llvm.mlir.constant(4096 : i32) : i32
// CHECK-NEXT: %[[SKIP:[0-9]+]] = llvm.mul %arg0, %[[STRIDE]] : i32
// CHECK-NEXT: %[[ALLOC:[0-9]+]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr<3>, i32, i32, i32)>
// CHECK-NEXT: llvm.extractvalue %{{[0-9]+}}[1]
// CHECK-NEXT: %[[O1:[0-9]+]] = llvm.extractvalue %{{[0-9]+}}[2]
// CHECK-NEXT: %[[O2:[0-9]+]] = llvm.extractvalue %{{[0-9]+}}[3]
// CHECK-NEXT: %[[BUF:[0-9]+]] = llvm.getelementptr %[[ALLOC]][%[[SKIP]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK-NEXT: %[[U:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.insertvalue %[[BUF]], %[[U]][0]
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.insertvalue %[[O1]], %[[V0]][1]
// CHECK-NEXT: %[[VIEW:[0-9]+]] = llvm.insertvalue %[[O2]], %[[V1]][2]
// CHECK:      %[[ROW:[0-9]+]] = llvm.extractvalue %[[VIEW]][1]
// CHECK-NEXT: %[[COL:[0-9]+]] = llvm.extractvalue %[[VIEW]][2]
// CHECK-NEXT: %[[C32:[0-9]+]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: %[[ROW32:[0-9]+]] = llvm.add %[[ROW]], %[[C32]] : i32
// CHECK-NEXT: %[[C0:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[COL0:[0-9]+]] = llvm.add %[[COL]], %[[C0]] : i32
// CHECK-NEXT: %[[SU:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NEXT: %[[SA:[0-9]+]] = llvm.insertvalue %{{[0-9]+}}, %[[SU]][0]
// CHECK-NEXT: %[[SB:[0-9]+]] = llvm.insertvalue %[[ROW32]], %[[SA]][1]
// CHECK-NEXT: %[[SLICE:[0-9]+]] = llvm.insertvalue %[[COL0]], %[[SB]][2]
// CHECK:      %[[SROW:[0-9]+]] = llvm.extractvalue %[[SLICE]][1]
// CHECK-NEXT: %[[SCOL:[0-9]+]] = llvm.extractvalue %[[SLICE]][2]
// CHECK:      llvm.shl %[[SROW]], %{{[0-9]+}} : i32
// CHECK:      llvm.shl %[[SCOL]], %{{[0-9]+}} : i32
// CHECK:      llvm.or disjoint
// CHECK-NEXT: %[[AFFINE:[0-9]+]] = llvm.xor %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NEXT: nvvm.read.ptx.sreg.tid.x
// CHECK:      %[[TWO:[0-9]+]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[BYTES:[0-9]+]] = llvm.mul %[[AFFINE]], %[[TWO]] : i32
// CHECK-NEXT: llvm.xor %{{[0-9]+}}, %[[BYTES]] : i32
// CHECK:      llvm.load %{{[0-9]+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// CHECK:      %[[T0:[0-9]+]] = llvm.extractvalue %[[VIEW]][0]
// CHECK-NEXT: %[[T1:[0-9]+]] = llvm.extractvalue %[[VIEW]][1]
// CHECK-NEXT: %[[T2:[0-9]+]] = llvm.extractvalue %[[VIEW]][2]
// CHECK-NEXT: %[[TU:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NEXT: %[[TA:[0-9]+]] = llvm.insertvalue %[[T0]], %[[TU]][0]
// CHECK-NEXT: %[[TB:[0-9]+]] = llvm.insertvalue %[[T2]], %[[TA]][1]
// CHECK-NEXT: llvm.insertvalue %[[T1]], %[[TB]][2]
// CHECK:      llvm.load %{{[0-9]+}} {alignment = 2 : i64} : !llvm.ptr<3> -> i16
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @views(%i: i32) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    %1 = ttg.memdesc_index %0[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %2 = ttg.memdesc_subslice %1[32, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64>
    %3 = ttg.local_load %2 : !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64> -> tensor<32x64xf16, #blocked>
    %4 = ttg.memdesc_trans %1 {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
    %5 = ttg.local_load %4 : !ttg.memdesc<64x64xf16, #shared1, #smem, mutable> -> tensor<64x64xf16, #blocked>
    tt.return
  }
}

// -----

// memdesc_reshape: the offsets linearized over 8x64 (dim 0 fastest) and split over 512.
// CHECK-LABEL: llvm.func @reshape
// CHECK:      %[[D0:[0-9]+]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NEXT: %[[D1:[0-9]+]] = llvm.extractvalue %{{[0-9]+}}[2] : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C8:[0-9]+]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %[[M:[0-9]+]] = llvm.mul %[[D1]], %[[C8]] : i32
// CHECK-NEXT: %[[LIN:[0-9]+]] = llvm.add %[[M]], %[[D0]] : i32
// CHECK-NEXT: %[[C512:[0-9]+]] = llvm.mlir.constant(512 : i32) : i32
// CHECK-NEXT: %[[NEW:[0-9]+]] = llvm.urem %[[LIN]], %[[C512]] : i32
// CHECK-NEXT: llvm.udiv %[[LIN]], %[[C512]] : i32
// CHECK-NEXT: %[[U:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32)>
// CHECK-NEXT: %[[S:[0-9]+]] = llvm.insertvalue %{{[0-9]+}}, %[[U]][0]
// CHECK-NEXT: llvm.insertvalue %[[NEW]], %[[S]][1]
// CHECK:      llvm.load %{{[0-9]+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#flat = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#rows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reshape() {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<8x64xf32, #rows, #smem, mutable>
    %1 = ttg.memdesc_reshape %0 : !ttg.memdesc<8x64xf32, #rows, #smem, mutable> -> !ttg.memdesc<512xf32, #flat, #smem, mutable>
    %2 = ttg.local_load %1 : !ttg.memdesc<512xf32, #flat, #smem, mutable> -> tensor<512xf32, #blocked>
    tt.return
  }
}

// -----

// An MMA accumulator tiles the 8x8 matrices of ldmatrix/stmatrix: sm_90 stores with
// stmatrix.x4 and both targets load with ldmatrix.x4; sm_80 stores 4 bytes at a time.
// CHECK-LABEL: llvm.func @matrix
// SM90-COUNT-4: nvvm.stmatrix %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// SM80-COUNT-16: llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 4 : i64} : vector<2xi16>, !llvm.ptr<3>
// CHECK-NOT:  llvm.store
// CHECK:      nvvm.barrier0
// CHECK-COUNT-4: nvvm.ldmatrix %{{[0-9]+}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK:      llvm.bitcast %{{[0-9]+}} : i32 to vector<2xf16>
// CHECK-NOT:  llvm.load
// CHECK:      llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matrix(%arg0: tensor<64x64xf16, #mma>) {
    %0 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #mma>) -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %1 = ttg.local_load %0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #mma>
    tt.return
  }
}

// -----

// Four i8 per lane make one 32-bit matrix word: stmatrix.x1 (sm_90; one 4-byte st.shared on
// sm_80) and ldmatrix.x1. The explicit barrier is the only one (membar sees it).
// CHECK-LABEL: llvm.func @bytes_and_barrier
// SM90:       %[[W:[0-9]+]] = llvm.bitcast %{{[0-9]+}} : vector<4xi8> to i32
// SM90-NEXT:  nvvm.stmatrix %{{[0-9]+}}, %[[W]] {{.*}} : !llvm.ptr<3>, i32
// SM80:       llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 4 : i64} : vector<4xi8>, !llvm.ptr<3>
// CHECK:      nvvm.barrier0
// CHECK-NOT:  nvvm.barrier0
// CHECK:      %[[L:[0-9]+]] = nvvm.ldmatrix %{{[0-9]+}} {{.*}}num = 1 : i32{{.*}} : (!llvm.ptr<3>) -> i32
// CHECK-NEXT: llvm.bitcast %[[L]] : i32 to vector<4xi8>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bytes_and_barrier(%arg0: tensor<2x64xi8, #blocked>) {
    %0 = ttg.local_alloc %arg0 : (tensor<2x64xi8, #blocked>) -> !ttg.memdesc<2x64xi8, #shared, #smem, mutable>
    ttg.local_barrier
    %1 = ttg.local_load %0 : !ttg.memdesc<2x64xi8, #shared, #smem, mutable> -> tensor<2x64xi8, #blocked>
    tt.return
  }
}

// -----

// A padded buffer (4 f16 after every 32): each byte offset gains (offset >> 6) << 3 before
// the access, vectors stay within an interval; memdesc_index strides by the unpadded 4096
// elements and pads the result ((i * 4096 >> 5) << 2).
// CHECK-LABEL: llvm.func @padded
// CHECK:      %[[OFFSET:[0-9]+]] = llvm.add %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NEXT: %[[PZ:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[C6:[0-9]+]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[C3:[0-9]+]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[INTERVALS:[0-9]+]] = llvm.ashr %[[OFFSET]], %[[C6]] : i32
// CHECK-NEXT: %[[PADDING:[0-9]+]] = llvm.shl %[[INTERVALS]], %[[C3]] : i32
// CHECK-NEXT: %[[TOTAL:[0-9]+]] = llvm.add %[[PZ]], %[[PADDING]] : i32
// CHECK-NEXT: %[[PADDED:[0-9]+]] = llvm.add %[[OFFSET]], %[[TOTAL]] : i32
// CHECK-NEXT: %[[ADDR:[0-9]+]] = llvm.getelementptr inbounds %{{[0-9]+}}[%[[PADDED]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:      llvm.store %{{[0-9]+}}, %[[ADDR]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK:      llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32, i32)>
// CHECK:      %[[STRIDE:[0-9]+]] = llvm.mlir.constant(4096 : i32) : i32
// CHECK-NEXT: %[[SKIP:[0-9]+]] = llvm.mul %arg1, %[[STRIDE]] : i32
// CHECK:      %[[C5:[0-9]+]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[C2:[0-9]+]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[N:[0-9]+]] = llvm.ashr %[[SKIP]], %[[C5]] : i32
// CHECK-NEXT: %[[P:[0-9]+]] = llvm.shl %[[N]], %[[C2]] : i32
// CHECK-NEXT: %[[PT:[0-9]+]] = llvm.add %{{[0-9]+}}, %[[P]] : i32
// CHECK-NEXT: %[[MOVED:[0-9]+]] = llvm.add %[[SKIP]], %[[PT]] : i32
// CHECK-NEXT: llvm.getelementptr %{{[0-9]+}}[%[[MOVED]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#padded = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @padded(%arg0: tensor<64x64xf16, #blocked>, %i: i32) {
    %0 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #padded, #smem, mutable>
    %2 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #padded, #smem, mutable>
    %3 = ttg.memdesc_index %2[%i] : !ttg.memdesc<2x64x64xf16, #padded, #smem, mutable> -> !ttg.memdesc<64x64xf16, #padded, #smem, mutable>
    tt.return
  }
}

// -----

// memdesc_reinterpret: the base moves to the subslice's origin (row 32 of 64 f16 columns,
// 2048 elements), the new buffer starts with offsets 0.
// CHECK-LABEL: llvm.func @reinterpret
// CHECK:      %[[ORIGIN:[0-9]+]] = llvm.xor %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NEXT: %[[MOVED:[0-9]+]] = llvm.getelementptr %{{[0-9]+}}[%[[ORIGIN]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK-NEXT: %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[U:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32)>
// CHECK-NEXT: %[[S:[0-9]+]] = llvm.insertvalue %[[MOVED]], %[[U]][0]
// CHECK-NEXT: llvm.insertvalue %[[Z]], %[[S]][1]
// CHECK-COUNT-2: llvm.load %{{[0-9]+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#flat = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reinterpret() {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %1 = ttg.memdesc_subslice %0[32, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64>
    %2 = ttg.memdesc_reinterpret %1 : !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<512xi64, #flat, #smem, mutable>
    %3 = ttg.local_load %2 : !ttg.memdesc<512xi64, #flat, #smem, mutable> -> tensor<512xi64, #blocked>
    tt.return
  }
}
