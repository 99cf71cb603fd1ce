// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s --check-prefixes=CHECK,SM80
// ttg.convert_layout between distributed layouts (ConvertLayoutOpToLLVM.cpp, generic and
// NVIDIA): nothing to do, registers only, warp shuffles (Ship, Swap, packed words with byte
// permutes), or shared memory in the swizzled tile the allocator sized, one round per `reps`
// value, with ld/st.shared or ldmatrix/stmatrix. The instruction sequences are Triton 3.6's
// for the same inputs, but where 3.6 computes wrong data (@packed_i8_folded_pair). Private
// functions return the result so that the checks follow it.

// Two encodings of one layout: the source struct is the result.
// CHECK-LABEL: llvm.func internal @equivalent
// CHECK-NOT:   llvm.extractvalue
// CHECK:       llvm.return %arg0 : !llvm.struct<(f32, f32)>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[1]], lane = [[2], [4], [8], [16], [32]], warp = [[64], [128]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @equivalent(%arg0: tensor<256xf32, #blocked>) -> tensor<256xf32, #linear> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<256xf32, #blocked> -> tensor<256xf32, #linear>
    tt.return %0 : tensor<256xf32, #linear>
  }
}

// -----

// Registers 1 and 2 trade places.
// CHECK-LABEL: llvm.func internal @registers_only
// CHECK:      %[[R0:[0-9]+]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i8, i8, i8, i8)>
// CHECK-NEXT: %[[R1:[0-9]+]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: %[[R2:[0-9]+]] = llvm.extractvalue %arg0[2]
// CHECK-NEXT: %[[R3:[0-9]+]] = llvm.extractvalue %arg0[3]
// CHECK-NEXT: %[[U:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(i8, i8, i8, i8)>
// CHECK-NEXT: %[[I0:[0-9]+]] = llvm.insertvalue %[[R0]], %[[U]][0]
// CHECK-NEXT: %[[I1:[0-9]+]] = llvm.insertvalue %[[R2]], %[[I0]][1]
// CHECK-NEXT: %[[I2:[0-9]+]] = llvm.insertvalue %[[R1]], %[[I1]][2]
// CHECK-NEXT: %[[I3:[0-9]+]] = llvm.insertvalue %[[R3]], %[[I2]][3]
// CHECK-NEXT: llvm.return %[[I3]]
#src = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#dst = #ttg.linear<{register = [[2], [1]], lane = [[4], [8], [16], [32], [64]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @registers_only(%arg0: tensor<128xi8, #src>) -> tensor<128xi8, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<128xi8, #src> -> tensor<128xi8, #dst>
    tt.return %0 : tensor<128xi8, #dst>
  }
}

// -----

// The destination holds each element in two registers: both take the one source register.
// CHECK-LABEL: llvm.func internal @register_copies
// CHECK:      %[[V:[0-9]+]] = llvm.extractvalue %arg0[0] : !llvm.struct<(f16)>
// CHECK-NEXT: %[[U:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %[[I0:[0-9]+]] = llvm.insertvalue %[[V]], %[[U]][0]
// CHECK-NEXT: %[[I1:[0-9]+]] = llvm.insertvalue %[[V]], %[[I0]][1]
// CHECK-NEXT: llvm.return %[[I1]]
#src = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#dst = #ttg.linear<{register = [[0]], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @register_copies(%arg0: tensor<32xf16, #src>) -> tensor<32xf16, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<32xf16, #src> -> tensor<32xf16, #dst>
    tt.return %0 : tensor<32xf16, #dst>
  }
}

// -----

// Register bit 0 and lane bit 0 swap (one transposition, lanes otherwise fixed): the Ship
// method sends one value of each pair across `laneid ^ 1` and keeps the other.
// CHECK-LABEL: llvm.func internal @shuffle_xor
// CHECK:      %[[A:[0-9]+]] = llvm.extractvalue %arg0[0]
// CHECK-NEXT: %[[B:[0-9]+]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: %[[TID:[0-9]+]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK:      %[[LANE:[0-9]+]] = llvm.and %[[TID]], %{{[0-9]+}} : i32
// CHECK:      %[[BIT0:[0-9]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[L0:[0-9]+]] = llvm.and %[[LANE]], %[[BIT0]] : i32
// CHECK:      %[[OFF:[0-9]+]] = llvm.icmp "eq" %[[L0]], %{{[0-9]+}} : i32
// CHECK-NEXT: %[[SHIP:[0-9]+]] = llvm.select %[[OFF]], %[[B]], %[[A]] : i1, f32
// CHECK-NEXT: %[[XOR:[0-9]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[CLAMP:[0-9]+]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %[[W:[0-9]+]] = llvm.bitcast %[[SHIP]] : f32 to i32
// CHECK-NEXT: %[[ALL:[0-9]+]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[S:[0-9]+]] = nvvm.shfl.sync  bfly %[[ALL]], %[[W]], %[[XOR]], %[[CLAMP]] : i32 -> i32
// CHECK-NEXT: %[[GOT:[0-9]+]] = llvm.bitcast %[[S]] : i32 to f32
// CHECK-NEXT: %[[OUT0:[0-9]+]] = llvm.select %[[OFF]], %[[A]], %[[GOT]] : i1, f32
// CHECK-NEXT: %[[OUT1:[0-9]+]] = llvm.select %[[OFF]], %[[GOT]], %[[B]] : i1, f32
// CHECK-NOT:  nvvm.shfl.sync
// CHECK:      llvm.insertvalue %[[OUT0]], %{{[0-9]+}}[0]
// CHECK-NEXT: llvm.insertvalue %[[OUT1]], %{{[0-9]+}}[1]
#src = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#dst = #ttg.linear<{register = [[2]], lane = [[1], [4], [8], [16], [32]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @shuffle_xor(%arg0: tensor<64xf32, #src>) -> tensor<64xf32, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<64xf32, #src> -> tensor<64xf32, #dst>
    tt.return %0 : tensor<64xf32, #dst>
  }
}

// -----

// [2] per thread to [1]: the cycle r0 -> l0 -> ... -> l4 -> r0 is the transposition (r0 l0)
// and a rotation of the lanes, so the Swap method selects on lane bit 4, reads from the
// rotated lane (laneid >> 1 | (laneid & 1) << 4, xor 16 for the second register), and
// selects back on lane bit 0.
// CHECK-LABEL: llvm.func internal @shuffle_idx
// CHECK:      %[[A:[0-9]+]] = llvm.extractvalue %arg0[0]
// CHECK-NEXT: %[[B:[0-9]+]] = llvm.extractvalue %arg0[1]
// CHECK:      %[[BIT4:[0-9]+]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[L4:[0-9]+]] = llvm.and %[[LANE:[0-9]+]], %[[BIT4]] : i32
// CHECK:      %[[OFF4:[0-9]+]] = llvm.icmp "eq" %[[L4]], %{{[0-9]+}} : i32
// CHECK-NEXT: %[[PRE0:[0-9]+]] = llvm.select %[[OFF4]], %[[A]], %[[B]] : i1, f32
// CHECK-NEXT: %[[PRE1:[0-9]+]] = llvm.select %[[OFF4]], %[[B]], %[[A]] : i1, f32
// CHECK-NEXT: %[[M30:[0-9]+]] = llvm.mlir.constant(30 : i32) : i32
// CHECK-NEXT: %[[HI:[0-9]+]] = llvm.and %[[LANE]], %[[M30]] : i32
// CHECK-NEXT: %[[SH1:[0-9]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.lshr %[[HI]], %[[SH1]] : i32
// CHECK:      llvm.or disjoint
// CHECK-NEXT: llvm.mlir.constant(0 : i32)
// CHECK-NEXT: %[[ROT:[0-9]+]] = llvm.or disjoint %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NEXT: %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SRC0:[0-9]+]] = llvm.xor %[[ROT]], %[[Z]] : i32
// CHECK:      nvvm.shfl.sync  idx %{{[0-9]+}}, %{{[0-9]+}}, %[[SRC0]], %{{[0-9]+}} : i32 -> i32
// CHECK:      %[[X16:[0-9]+]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[SRC1:[0-9]+]] = llvm.xor %[[ROT]], %[[X16]] : i32
// CHECK:      nvvm.shfl.sync  idx %{{[0-9]+}}, %{{[0-9]+}}, %[[SRC1]], %{{[0-9]+}} : i32 -> i32
// CHECK:      %[[BIT0:[0-9]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %{{[0-9]+}} = llvm.and %[[LANE]], %[[BIT0]] : i32
// CHECK:      llvm.select
// CHECK-NEXT: llvm.select
// CHECK-NOT:  nvvm.shfl.sync
// CHECK:      llvm.return
#src = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#dst = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @shuffle_idx(%arg0: tensor<64xf32, #src>) -> tensor<64xf32, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<64xf32, #src> -> tensor<64xf32, #dst>
    tt.return %0 : tensor<64xf32, #dst>
  }
}

// -----

// f16 pairs travel as one i32: the transposition of register bit 1 (the packed word's index)
// with lane bit 0 ships whole words.
// CHECK-LABEL: llvm.func internal @packed_f16
// CHECK:      %[[W0:[0-9]+]] = llvm.bitcast %{{[0-9]+}} : vector<2xf16> to i32
// CHECK:      %[[W1:[0-9]+]] = llvm.bitcast %{{[0-9]+}} : vector<2xf16> to i32
// CHECK:      %[[SHIP:[0-9]+]] = llvm.select %[[OFF:[0-9]+]], %[[W1]], %[[W0]] : i1, i32
// CHECK:      %[[S:[0-9]+]] = nvvm.shfl.sync  bfly %{{[0-9]+}}, %[[SHIP]], %{{[0-9]+}}, %{{[0-9]+}} : i32 -> i32
// CHECK-NEXT: %[[N0:[0-9]+]] = llvm.select %[[OFF]], %[[W0]], %[[S]] : i1, i32
// CHECK-NEXT: %[[N1:[0-9]+]] = llvm.select %[[OFF]], %[[S]], %[[W1]] : i1, i32
// CHECK-NEXT: llvm.bitcast %[[N0]] : i32 to vector<2xf16>
// CHECK:      llvm.bitcast %[[N1]] : i32 to vector<2xf16>
// CHECK-NOT:  nvvm.shfl.sync
#src = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#dst = #ttg.linear<{register = [[1], [4]], lane = [[2], [8], [16], [32], [64]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @packed_f16(%arg0: tensor<128xf16, #src>) -> tensor<128xf16, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<128xf16, #src> -> tensor<128xf16, #dst>
    tt.return %0 : tensor<128xf16, #dst>
  }
}

// -----

// i8 values are zero-extended into 16-bit halves of a word (two per word); the transposition
// of the packed bit with lane bit 0 becomes byte permutes around one shuffle: 0x7632/0x5410
// before, 0x5410/0x3254 and 0x7610/0x3276 after.
// CHECK-LABEL: llvm.func internal @packed_i8_prmt
// CHECK:      %[[X0:[0-9]+]] = llvm.zext %{{[0-9]+}} : i8 to i32
// CHECK:      %[[X1:[0-9]+]] = llvm.zext %{{[0-9]+}} : i8 to i32
// CHECK-NEXT: %[[C16:[0-9]+]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[HIGH:[0-9]+]] = llvm.shl %[[X1]], %[[C16]] : i32
// CHECK-NEXT: %[[W0:[0-9]+]] = llvm.or %[[X0]], %[[HIGH]] : i32
// CHECK:      %[[W1:[0-9]+]] = llvm.or %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK:      %[[OFF:[0-9]+]] = llvm.icmp "eq"
// CHECK-NEXT: %[[SA:[0-9]+]] = llvm.mlir.constant(30258 : i32) : i32
// CHECK-NEXT: %[[SB:[0-9]+]] = llvm.mlir.constant(21520 : i32) : i32
// CHECK-NEXT: %[[SEL:[0-9]+]] = llvm.select %[[OFF]], %[[SA]], %[[SB]] : i1, i32
// CHECK-NEXT: %[[SHIP:[0-9]+]] = llvm.call_intrinsic "llvm.nvvm.prmt"(%[[W0]], %[[W1]], %[[SEL]]) : (i32, i32, i32) -> i32
// CHECK:      %[[S:[0-9]+]] = nvvm.shfl.sync  bfly %{{[0-9]+}}, %[[SHIP]], %{{[0-9]+}}, %{{[0-9]+}} : i32 -> i32
// CHECK-NEXT: llvm.mlir.constant(21520 : i32)
// CHECK-NEXT: llvm.mlir.constant(12884 : i32)
// CHECK-NEXT: llvm.mlir.constant(30224 : i32)
// CHECK-NEXT: llvm.mlir.constant(12918 : i32)
// CHECK:      llvm.call_intrinsic "llvm.nvvm.prmt"(%[[W0]], %[[S]], %{{[0-9]+}})
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.prmt"(%[[W1]], %[[S]], %{{[0-9]+}})
// CHECK:      llvm.bitcast %{{[0-9]+}} : i32 to vector<2xi16>
// CHECK:      llvm.trunc %{{[0-9]+}} : i16 to i8
#src = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#dst = #ttg.linear<{register = [[4], [2]], lane = [[1], [8], [16], [32], [64]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @packed_i8_prmt(%arg0: tensor<128xi8, #src>) -> tensor<128xi8, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<128xi8, #src> -> tensor<128xi8, #dst>
    tt.return %0 : tensor<128xi8, #dst>
  }
}

// -----

// Four i8 per word; P swaps the two packed register bits and also trades register bit 2 with
// lane bit 0. The packed swap is done once, by the byte permutes after the shuffle (0x3120 /
// 0x7564), so the words are packed in register order. (Triton 3.6 also swaps the registers
// while packing, which undoes it and gives wrong data on the GPU.)
// CHECK-LABEL: llvm.func internal @packed_i8_folded_pair
// CHECK:      %[[R0:[0-9]+]] = llvm.extractvalue %arg0[0]
// CHECK-NEXT: %[[R1:[0-9]+]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: %[[R2:[0-9]+]] = llvm.extractvalue %arg0[2]
// CHECK-NEXT: %[[R3:[0-9]+]] = llvm.extractvalue %arg0[3]
// CHECK:      llvm.insertelement %[[R0]], %{{[0-9]+}}[%{{[0-9]+}} : i32] : vector<4xi8>
// CHECK:      llvm.insertelement %[[R1]], %{{[0-9]+}}[%{{[0-9]+}} : i32] : vector<4xi8>
// CHECK:      llvm.insertelement %[[R2]], %{{[0-9]+}}[%{{[0-9]+}} : i32] : vector<4xi8>
// CHECK:      llvm.insertelement %[[R3]], %{{[0-9]+}}[%{{[0-9]+}} : i32] : vector<4xi8>
// CHECK:      %[[S:[0-9]+]] = nvvm.shfl.sync  bfly %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : i32 -> i32
// CHECK-NEXT: llvm.mlir.constant(12576 : i32)
// CHECK-NEXT: llvm.mlir.constant(30052 : i32)
// CHECK-NEXT: llvm.mlir.constant(30052 : i32)
// CHECK-NEXT: llvm.mlir.constant(12576 : i32)
// CHECK:      llvm.call_intrinsic "llvm.nvvm.prmt"(%{{[0-9]+}}, %[[S]], %{{[0-9]+}})
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.prmt"(%{{[0-9]+}}, %[[S]], %{{[0-9]+}})
#src = #ttg.linear<{register = [[1], [2], [4]], lane = [[8], [16], [32], [64], [128]], warp = [], block = []}>
#dst = #ttg.linear<{register = [[2], [1], [8]], lane = [[4], [16], [32], [64], [128]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @packed_i8_folded_pair(%arg0: tensor<256xi8, #src>) -> tensor<256xi8, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<256xi8, #src> -> tensor<256xi8, #dst>
    tt.return %0 : tensor<256xi8, #dst>
  }
}

// -----

// Lanes 0 and 1 trade places (P_lane only): one index shuffle per 32-bit half of the i64.
// CHECK-LABEL: llvm.func internal @i64_lane_permutation
// CHECK:      %[[SRC:[0-9]+]] = llvm.xor %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK:      %[[PAIR:[0-9]+]] = llvm.bitcast %{{[0-9]+}} : i64 to vector<2xf32>
// CHECK:      nvvm.shfl.sync  idx %{{[0-9]+}}, %{{[0-9]+}}, %[[SRC]], %{{[0-9]+}} : i32 -> i32
// CHECK:      nvvm.shfl.sync  idx %{{[0-9]+}}, %{{[0-9]+}}, %[[SRC]], %{{[0-9]+}} : i32 -> i32
// CHECK:      llvm.bitcast %{{[0-9]+}} : vector<2xf32> to i64
#src = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#dst = #ttg.linear<{register = [], lane = [[2], [1], [4], [8], [16]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @i64_lane_permutation(%arg0: tensor<32xi64, #src>) -> tensor<32xi64, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<32xi64, #src> -> tensor<32xi64, #dst>
    tt.return %0 : tensor<32xi64, #dst>
  }
}

// -----

// Rows to columns across warps: each thread stores its 2-byte elements (no two of them are
// adjacent in the swizzled tile), one CTA barrier, and loads 4 f16 per access. The scratch
// is the 2 KiB tile the allocator reserved.
// CHECK:       ttg.shared = 2048 : i32
// CHECK-LABEL: llvm.func internal @shared_f16
// CHECK:       %[[BASE:[0-9]+]] = llvm.getelementptr %arg1[%{{[0-9]+}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:       %[[ADDR:[0-9]+]] = llvm.getelementptr inbounds %[[BASE]][%{{[0-9]+}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:       llvm.bitcast %{{[0-9]+}} : f16 to i16
// CHECK:       llvm.store %{{[0-9]+}}, %[[ADDR]] {alignment = 2 : i64} : vector<1xi16>, !llvm.ptr<3>
// CHECK-COUNT-15: llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 2 : i64} : vector<1xi16>, !llvm.ptr<3>
// CHECK-NEXT:  nvvm.barrier0
// CHECK-COUNT-4: llvm.load %{{[0-9]+}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<4xi16>
// CHECK-NOT:   nvvm.barrier0
// CHECK:       llvm.return
#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#cols = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @shared_f16(%arg0: tensor<32x32xf16, #rows>) -> tensor<32x32xf16, #cols> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #rows> -> tensor<32x32xf16, #cols>
    tt.return %0 : tensor<32x32xf16, #cols>
  }
}

// -----

// 128 f32 per thread through a 16 KiB tile: four rounds of eight 16-byte stores, a barrier,
// eight 16-byte loads, and a barrier before the tile is written again.
// CHECK:       ttg.shared = 16384 : i32
// CHECK-LABEL: llvm.func internal @rounds
// CHECK-COUNT-8: llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NEXT:  nvvm.barrier0
// CHECK-COUNT-8: llvm.load %{{[0-9]+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// CHECK:       nvvm.barrier0
// CHECK-COUNT-8: llvm.store
// CHECK-NEXT:  nvvm.barrier0
// CHECK-COUNT-8: llvm.load
// CHECK:       nvvm.barrier0
// CHECK-COUNT-8: llvm.store
// CHECK-NEXT:  nvvm.barrier0
// CHECK-COUNT-8: llvm.load
// CHECK:       nvvm.barrier0
// CHECK-COUNT-8: llvm.store
// CHECK-NEXT:  nvvm.barrier0
// CHECK-COUNT-8: llvm.load
// CHECK-NOT:   nvvm.barrier0
// CHECK:       llvm.return
#src = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#dst = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @rounds(%arg0: tensor<128x128xf32, #src>) -> tensor<128x128xf32, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<128x128xf32, #src> -> tensor<128x128xf32, #dst>
    tt.return %0 : tensor<128x128xf32, #dst>
  }
}

// -----

// Warps keep their elements but two register bits swap with lane bits (too many for the
// shuffles): through shared memory, each warp only reading what it wrote, so a warp barrier
// suffices; the 4x32-bit rows are read back with ldmatrix (sm_75+).
// CHECK-LABEL: llvm.func internal @warp_sync
// CHECK:       llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NEXT:  %[[ALL:[0-9]+]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:  nvvm.bar.warp.sync %[[ALL]] : i32
// CHECK:       nvvm.ldmatrix %{{[0-9]+}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT:   nvvm.barrier0
// CHECK:       llvm.return
#src = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#dst = #ttg.linear<{register = [[32], [64]], lane = [[1], [2], [4], [8], [16]], warp = [[128], [256]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @warp_sync(%arg0: tensor<512xf32, #src>) -> tensor<512xf32, #dst> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<512xf32, #src> -> tensor<512xf32, #dst>
    tt.return %0 : tensor<512xf32, #dst>
  }
}

// -----

// An MMA accumulator to rows: sm_90 writes the tile with stmatrix.x4 (f16 pairs as i32) and
// reads 16 bytes per access; without stmatrix (sm_80) the tile is swizzled for 4-byte
// st.shared and 8-byte ld.shared.
// CHECK-LABEL: llvm.func internal @mma_to_rows
// SM90:        %[[P:[0-9]+]] = llvm.bitcast %{{[0-9]+}} : vector<2xf16> to i32
// SM90:        nvvm.stmatrix %{{[0-9]+}}, %[[P]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// SM80-NOT:    nvvm.stmatrix
// SM80:        llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 4 : i64} : vector<2xi16>, !llvm.ptr<3>
// CHECK:       nvvm.barrier0
// SM90-COUNT-2: llvm.load %{{[0-9]+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// SM80-COUNT-4: llvm.load %{{[0-9]+}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<4xi16>
// CHECK-NOT:   llvm.load
// CHECK:       llvm.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @mma_to_rows(%arg0: tensor<32x32xf16, #mma>) -> tensor<32x32xf16, #rows> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xf16, #mma> -> tensor<32x32xf16, #rows>
    tt.return %0 : tensor<32x32xf16, #rows>
  }
}

// -----

// i1 travels as i8 and pointers as i64 through shared memory.
// CHECK-LABEL: llvm.func internal @bools
// CHECK-COUNT-8: llvm.zext %{{[0-9]+}} : i1 to i8
// CHECK:       llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
// CHECK:       nvvm.barrier0
// CHECK:       llvm.load %{{[0-9]+}} {alignment = 2 : i64} : !llvm.ptr<3> -> vector<2xi8>
// CHECK:       llvm.trunc %{{[0-9]+}} : i8 to i1
// CHECK-LABEL: llvm.func internal @pointers
// CHECK-COUNT-8: llvm.ptrtoint %{{[0-9]+}} : !llvm.ptr<1> to i64
// CHECK:       llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
// CHECK:       nvvm.barrier0
// CHECK:       llvm.load %{{[0-9]+}} {alignment = 8 : i64} : !llvm.ptr<3> -> i64
// CHECK:       llvm.inttoptr %{{[0-9]+}} : i64 to !llvm.ptr<1>
#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#cols = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @bools(%arg0: tensor<32x32xi1, #rows>) -> tensor<32x32xi1, #cols> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<32x32xi1, #rows> -> tensor<32x32xi1, #cols>
    tt.return %0 : tensor<32x32xi1, #cols>
  }
  tt.func private @pointers(%arg0: tensor<32x32x!tt.ptr<f32>, #rows>) -> tensor<32x32x!tt.ptr<f32>, #cols> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<32x32x!tt.ptr<f32>, #rows> -> tensor<32x32x!tt.ptr<f32>, #cols>
    tt.return %0 : tensor<32x32x!tt.ptr<f32>, #cols>
  }
}

// -----

// A slice of a 3D layout (bf16, its registers holding copies) to a 2D one: the copies are
// stored once, 4 bf16 per access, then read back one at a time.
// CHECK-LABEL: llvm.func internal @slice_3d
// CHECK-COUNT-2: llvm.store %{{[0-9]+}}, %{{[0-9]+}} {alignment = 8 : i64} : vector<4xi16>, !llvm.ptr<3>
// CHECK-NOT:   llvm.store
// CHECK:       nvvm.barrier0
// CHECK:       llvm.load %{{[0-9]+}} {alignment = 2 : i64} : !llvm.ptr<3> -> i16
// CHECK:       llvm.bitcast %{{[0-9]+}} : i16 to bf16
#src = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 4, 4], warpsPerCTA = [1, 2, 2], order = [2, 1, 0]}>
#dst = #ttg.slice<{dim = 2, parent = #src}>
#flat = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @slice_3d(%arg0: tensor<8x16xbf16, #dst>) -> tensor<8x16xbf16, #flat> attributes {noinline = true} {
    %0 = ttg.convert_layout %arg0 : tensor<8x16xbf16, #dst> -> tensor<8x16xbf16, #flat>
    tt.return %0 : tensor<8x16xbf16, #flat>
  }
}
