// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// tt.histogram (HistogramOpToLLVM.cpp): per warp, one ballot per bit of the bin index,
// combined into each lane's bins and counted with ctpop; across warps, atomic adds into
// the op's shared-memory scratch; counts divided by how many threads hold each element.
// The sequence is Triton 3.6's for the same inputs.

// 64 bins over 128 threads with a mask: 6 ballots (bits 0..5); lane l owns bins 2l and
// 2l+1: bits 1..5 of each value are compared with l's bits (xor with all-ones where l's
// bit is 0), the mask's ballot drops masked-off lanes, bit 0 splits the two bins.
// CHECK-LABEL: llvm.func @masked
// CHECK:      %[[X:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[M:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(i1)>
// CHECK-NEXT: nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT: %[[TID:.*]] = llvm.and
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[B0C:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[B0A:.*]] = llvm.and %[[X]], %[[B0C]] : i32
// CHECK-NEXT: %[[B0P:.*]] = llvm.icmp "ne" %[[B0A]], %[[ZERO]] : i32
// CHECK-NEXT: %[[ALL0:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[BIT0:.*]] = nvvm.vote.sync  ballot %[[ALL0]], %[[B0P]] -> i32
// CHECK-NEXT: llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: llvm.and %[[X]]
// CHECK-NEXT: llvm.icmp "ne"
// CHECK-NEXT: llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[BIT1:.*]] = nvvm.vote.sync  ballot
// CHECK-COUNT-4: nvvm.vote.sync  ballot
// CHECK-NEXT: %[[FULL:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[L0C:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[L0A:.*]] = llvm.and %[[TID]], %[[L0C]] : i32
// CHECK-NEXT: %[[L0P:.*]] = llvm.icmp "ne" %[[L0A]], %[[ZERO]] : i32
// CHECK-NEXT: %[[NONE:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[FLIP:.*]] = llvm.select %[[L0P]], %[[NONE]], %[[FULL]] : i1, i32
// CHECK-NEXT: %[[MATCH:.*]] = llvm.xor %[[BIT1]], %[[FLIP]] : i32
// CHECK-NEXT: llvm.and %[[FULL]], %[[MATCH]] : i32
// CHECK-COUNT-4: llvm.select
// CHECK:      %[[LANES:.*]] = llvm.and
// CHECK-NEXT: llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[MB:.*]] = nvvm.vote.sync  ballot %{{.*}}, %[[M]] -> i32
// CHECK-NEXT: %[[OWN:.*]] = llvm.and %[[LANES]], %[[MB]] : i32
// CHECK-NEXT: %[[NOT0:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[EVEN:.*]] = llvm.xor %[[BIT0]], %[[NOT0]] : i32
// CHECK-NEXT: %[[BIN0:.*]] = llvm.and %[[OWN]], %[[EVEN]] : i32
// CHECK-NEXT: %[[CNT0:.*]] = llvm.intr.ctpop(%[[BIN0]]) : (i32) -> i32
// CHECK-NEXT: %[[H0:.*]] = llvm.add %[[ZERO]], %[[CNT0]] : i32
// CHECK-NEXT: %[[KEEP:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[ODD:.*]] = llvm.xor %[[BIT0]], %[[KEEP]] : i32
// CHECK-NEXT: %[[BIN1:.*]] = llvm.and %[[OWN]], %[[ODD]] : i32
// CHECK-NEXT: %[[CNT1:.*]] = llvm.intr.ctpop(%[[BIN1]]) : (i32) -> i32
// CHECK-NEXT: %[[H1:.*]] = llvm.add %[[ZERO]], %[[CNT1]] : i32
// Zero the 64 counters (one per thread, index tid % 64), barrier, add each lane's two
// counts at 2 * lane + k, barrier, then read the result bins (2 per thread) and divide by 1.
// CHECK-NEXT: %[[OFF:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %[[BASE:.*]] = llvm.getelementptr %[[SMEM]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:      %[[LANE:.*]] = llvm.and %[[TID]], %{{.*}} : i32
// CHECK-NEXT: %[[I0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[T0:.*]] = llvm.add %[[TID]], %[[I0]] : i32
// CHECK-NEXT: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[T1:.*]] = llvm.urem %[[T0]], %[[C64]] : i32
// CHECK-NEXT: %[[Z:.*]] = llvm.getelementptr %[[BASE]][%[[T1]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
// CHECK-NEXT: %[[ZV:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.store %[[ZV]], %[[Z]] : i32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[K:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[S:.*]] = llvm.mul %[[LANE]], %[[K]] : i32
// CHECK-NEXT: %[[K0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:.*]] = llvm.add %[[S]], %[[K0]] : i32
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[BASE]][%[[A0]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
// CHECK-NEXT: llvm.atomicrmw add %[[P0]], %[[H0]] monotonic : !llvm.ptr<3>, i32
// CHECK:      llvm.atomicrmw add %{{.*}}, %[[H1]] monotonic : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[R0P:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
// CHECK-NEXT: %[[R0:.*]] = llvm.load %[[R0P]] : !llvm.ptr<3> -> i32
// CHECK-NEXT: llvm.getelementptr %[[BASE]]
// CHECK-NEXT: %[[R1:.*]] = llvm.load
// CHECK-NEXT: %[[D0:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.sdiv %[[R0]], %[[D0]] : i32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @masked(%x: tensor<128xi32, #blocked>, %m: tensor<128xi1, #blocked>, %o: !tt.ptr<i32>) {
    %h = tt.histogram %x, %m : tensor<128xi32, #blocked> -> tensor<64xi32, #blocked1>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %os = tt.splat %o : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked1>
    %oa = tt.addptr %os, %r : tensor<64x!tt.ptr<i32>, #blocked1>, tensor<64xi32, #blocked1>
    tt.store %oa, %h : tensor<64x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}

// -----

// 16 values on 128 threads: lanes 16..31 and warps 1..3 repeat lanes 0..15 of warp 0, so
// every count is 8 times too high: divided by 8. 16 bins are padded to 32 (one per lane):
// 5 ballots, no bit left to split a lane's bins, no mask (all-ones).
// CHECK-LABEL: llvm.func @replicated
// CHECK-COUNT-5: nvvm.vote.sync  ballot
// CHECK-NOT:  nvvm.vote.sync
// CHECK:      %[[FULL:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK:      %[[OWN:.*]] = llvm.and %{{.*}}, %[[FULL]] : i32
// CHECK-NEXT: llvm.intr.ctpop(%[[OWN]]) : (i32) -> i32
// CHECK:      llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: llvm.urem
// CHECK:      llvm.atomicrmw add
// CHECK-NOT:  llvm.atomicrmw
// CHECK:      %[[R:.*]] = llvm.load
// CHECK-NEXT: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: llvm.sdiv %[[R]], %[[EIGHT]] : i32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @replicated(%x: tensor<16xi32, #blocked>, %o: !tt.ptr<i32>) {
    %h = tt.histogram %x : tensor<16xi32, #blocked> -> tensor<16xi32, #blocked>
    %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked>
    %os = tt.splat %o : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>, #blocked>
    %oa = tt.addptr %os, %r : tensor<16x!tt.ptr<i32>, #blocked>, tensor<16xi32, #blocked>
    tt.store %oa, %h : tensor<16x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

// 256 bins on 64 threads: 4 counters per thread to zero (offsets tid + 64 k, mod 256)
// and 8 bins per lane (atomic adds at 8 * lane + k).
// CHECK-LABEL: llvm.func @many_bins
// CHECK-COUNT-16: nvvm.vote.sync  ballot
// CHECK-NOT:  nvvm.vote.sync
// CHECK:      llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT: llvm.urem
// CHECK-NEXT: llvm.getelementptr
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.store
// CHECK-NEXT: llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: llvm.add
// CHECK-NEXT: llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT: llvm.urem
// CHECK:      llvm.mlir.constant(128 : i32) : i32
// CHECK:      llvm.mlir.constant(192 : i32) : i32
// CHECK:      llvm.store
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: llvm.mul
// CHECK-COUNT-8: llvm.atomicrmw add
// CHECK-NEXT: nvvm.barrier0
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @many_bins(%x: tensor<128xi32, #blocked>, %o: !tt.ptr<i32>) {
    %h = tt.histogram %x : tensor<128xi32, #blocked> -> tensor<256xi32, #blocked1>
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked1>
    %os = tt.splat %o : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked1>
    %oa = tt.addptr %os, %r : tensor<256x!tt.ptr<i32>, #blocked1>, tensor<256xi32, #blocked1>
    tt.store %oa, %h : tensor<256x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}
