// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s
// Asynchronous global-to-shared copies (LoadStoreOpToLLVM.cpp, Triton 3.6): one cp.async per
// vector of consecutive buffer offsets, at most 16 bytes (.cg) or fewer (.ca); a masked copy
// reads 0 source bytes where the mask is off (zero fill); threads holding the same elements
// as another thread are predicated off; commit_group / wait_group; the tokens become 0.
// The instruction sequences are Triton 3.6's for the same inputs.

// Eight f16 per thread (16 bytes) into the second buffer of a vec-8 swizzled pair: each
// pointer is zipped with its mask bit; the copy size operand is `mask ? 16 : 0`; the second
// copy is 16 rows (2048 bytes) further. The wait is followed by the barrier membar inserts.
// CHECK-LABEL: llvm.func @masked_f16
// CHECK:      %[[U:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(ptr<1>, i1)>
// CHECK-NEXT: %[[P0:[0-9]+]] = llvm.insertvalue %{{[0-9]+}}, %[[U]][0] : !llvm.struct<(ptr<1>, i1)>
// CHECK-NEXT: %[[S0:[0-9]+]] = llvm.insertvalue %{{[0-9]+}}, %[[P0]][1] : !llvm.struct<(ptr<1>, i1)>
// CHECK:      %[[BASE:[0-9]+]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK:      llvm.mul %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NEXT: llvm.xor
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OFF:[0-9]+]] = llvm.xor %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NEXT: %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A0:[0-9]+]] = llvm.add %[[OFF]], %[[Z]] : i32
// CHECK-NEXT: %[[DST0:[0-9]+]] = llvm.getelementptr inbounds %[[BASE]][%[[A0]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[SRC0:[0-9]+]] = llvm.extractvalue %[[S0]][0] : !llvm.struct<(ptr<1>, i1)>
// CHECK-NEXT: %[[M0:[0-9]+]] = llvm.extractvalue %[[S0]][1] : !llvm.struct<(ptr<1>, i1)>
// CHECK-NEXT: %[[C16:[0-9]+]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[C0:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SIZE:[0-9]+]] = llvm.select %[[M0]], %[[C16]], %[[C0]] : i1, i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r" %[[DST0]], %[[SRC0]], %[[SIZE]] : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
// CHECK-NEXT: %[[ROWS:[0-9]+]] = llvm.mlir.constant(2048 : i32) : i32
// CHECK-NEXT: %[[A1:[0-9]+]] = llvm.add %[[OFF]], %[[ROWS]] : i32
// CHECK-NEXT: llvm.getelementptr inbounds %[[BASE]][%[[A1]]]
// CHECK:      "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT:  cp.async
// CHECK:      llvm.return
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @masked_f16(%base: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %row = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %offs = tt.broadcast %row : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %bases = tt.splat %base : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %ptr = tt.addptr %bases, %offs : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %bound = tt.splat %n : i32 -> tensor<32x64xi32, #blocked>
    %mask = arith.cmpi slt, %offs, %bound : tensor<32x64xi32, #blocked>
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable>
    %c1 = arith.constant 1 : i32
    %view = ttg.memdesc_index %buf[%c1] : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptr, %view mask %mask other %cst : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %g = ttg.async_commit_group tokens %t
    %w = ttg.async_wait %g {num = 0 : i32}
    %v = ttg.local_load %view token %w : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<32x64xf16, #blocked>
    ttg.local_dealloc %buf : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// The mask is only known constant per element, but the op's contiguity hint (8) still
// makes the copies 16 bytes wide.
// CHECK-LABEL: llvm.func @hinted_f16
// CHECK-COUNT-2: "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"
// CHECK-NOT:  cp.async.ca
// CHECK:      llvm.return
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @hinted_f16(%base: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) {
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %row = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %offs = tt.broadcast %row : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %bases = tt.splat %base : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %ptr = tt.addptr %bases, %offs : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %bound = tt.splat %n : i32 -> tensor<32x64xi32, #blocked>
    %mask = arith.cmpi slt, %offs, %bound : tensor<32x64xi32, #blocked>
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable>
    %c1 = arith.constant 1 : i32
    %view = ttg.memdesc_index %buf[%c1] : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptr, %view mask %mask other %cst {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %g = ttg.async_commit_group tokens %t
    %w = ttg.async_wait %g {num = 0 : i32}
    %v = ttg.local_load %view token %w : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<32x64xf16, #blocked>
    ttg.local_dealloc %buf : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Two f32 (8 bytes) per thread, no mask: `.ca` with a constant source size. The warps
// cover 32 rows of a 16-row tensor: warps 2 and 3 repeat 0 and 1 and are predicated off
// ((warpid & 2) == 0). `num = 1` leaves one group in flight.
// CHECK-LABEL: llvm.func @unmasked_f32_pairs
// CHECK:      llvm.mlir.constant(false) : i1
// CHECK:      %[[ZERO:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvvm.read.ptx.sreg.tid.x : i32
// CHECK:      %[[WARP:[0-9]+]] = llvm.udiv
// CHECK-NEXT: %[[TWO:[0-9]+]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[BIT:[0-9]+]] = llvm.and %[[WARP]], %[[TWO]] : i32
// CHECK-NEXT: %[[PRED:[0-9]+]] = llvm.icmp "eq" %[[BIT]], %[[ZERO]] : i32
// CHECK:      %[[DST:[0-9]+]] = llvm.getelementptr inbounds
// CHECK-NEXT: %[[SRC:[0-9]+]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr<1>, i1)>
// CHECK-NEXT: llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr<1>, i1)>
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, 0x8;", "r,l,b" %[[DST]], %[[SRC]], %[[PRED]] : (!llvm.ptr<3>, !llvm.ptr<1>, i1) -> !llvm.void
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvvm.cp.async.wait.group 1
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unmasked_f32_pairs(%base: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %cols = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %row = tt.expand_dims %cols {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x8xi32, #blocked>
    %offs = tt.broadcast %row : tensor<1x8xi32, #blocked> -> tensor<16x8xi32, #blocked>
    %bases = tt.splat %base : !tt.ptr<f32> -> tensor<16x8x!tt.ptr<f32>, #blocked>
    %ptr = tt.addptr %bases, %offs : tensor<16x8x!tt.ptr<f32>, #blocked>, tensor<16x8xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<16x8xf32, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptr, %buf : tensor<16x8x!tt.ptr<f32>, #blocked> -> <16x8xf32, #shared, #smem, mutable>
    %g = ttg.async_commit_group tokens %t
    %w = ttg.async_wait {num = 1 : i32}
    tt.return
  }
}

// -----

// One f32 per thread (4 bytes, the smallest copy), masked, with lanes 16-31 and warps 2-3
// holding copies: the predicate tests both, the size operand is `mask ? 4 : 0`.
// CHECK-LABEL: llvm.func @redundant_threads_f32
// CHECK:      %[[C16:[0-9]+]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[LBIT:[0-9]+]] = llvm.and %{{[0-9]+}}, %[[C16]] : i32
// CHECK-NEXT: %[[LPRED:[0-9]+]] = llvm.icmp "eq" %[[LBIT]], %{{[0-9]+}} : i32
// CHECK-NEXT: %[[C2:[0-9]+]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[WBIT:[0-9]+]] = llvm.and %{{[0-9]+}}, %[[C2]] : i32
// CHECK-NEXT: %[[WPRED:[0-9]+]] = llvm.icmp "eq" %[[WBIT]], %{{[0-9]+}} : i32
// CHECK-NEXT: %[[PRED:[0-9]+]] = llvm.and %[[LPRED]], %[[WPRED]] : i1
// CHECK:      llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr<1>, i1)>
// CHECK-NEXT: %[[C4:[0-9]+]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[C0:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SIZE:[0-9]+]] = llvm.select %{{[0-9]+}}, %[[C4]], %[[C0]] : i1, i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$3 cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r,b" %{{[0-9]+}}, %{{[0-9]+}}, %[[SIZE]], %[[PRED]] : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i1) -> !llvm.void
// CHECK-NOT:  cp.async
// CHECK:      llvm.return
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @redundant_threads_f32(%base: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %cols = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %row = tt.expand_dims %cols {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %offs = tt.broadcast %row : tensor<1x16xi32, #blocked> -> tensor<2x16xi32, #blocked>
    %bases = tt.splat %base : !tt.ptr<f32> -> tensor<2x16x!tt.ptr<f32>, #blocked>
    %ptr = tt.addptr %bases, %offs : tensor<2x16x!tt.ptr<f32>, #blocked>, tensor<2x16xi32, #blocked>
    %bound = tt.splat %n : i32 -> tensor<2x16xi32, #blocked>
    %mask = arith.cmpi slt, %offs, %bound : tensor<2x16xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x16xf32, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptr, %buf mask %mask : tensor<2x16x!tt.ptr<f32>, #blocked> -> <2x16xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Four f16 (8 bytes) per thread into the right half of a 32x32 buffer: the subslice's
// column offset goes through the buffer's swizzle (xor'ed into each address).
// CHECK-LABEL: llvm.func @subslice_f16_8_bytes
// CHECK:      llvm.getelementptr inbounds
// CHECK-NEXT: llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr<1>, i1)>
// CHECK-NEXT: llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr<1>, i1)>
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, 0x8;", "r,l"
// CHECK-NOT:  cp.async
// CHECK:      llvm.return
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @subslice_f16_8_bytes(%base: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %cols = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %row = tt.expand_dims %cols {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %offs = tt.broadcast %row : tensor<1x16xi32, #blocked> -> tensor<32x16xi32, #blocked>
    %bases = tt.splat %base : !tt.ptr<f16> -> tensor<32x16x!tt.ptr<f16>, #blocked>
    %ptr = tt.addptr %bases, %offs : tensor<32x16x!tt.ptr<f16>, #blocked>, tensor<32x16xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %view = ttg.memdesc_subslice %buf[0, 16] : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable, 32x32>
    %t = ttg.async_copy_global_to_local %ptr, %view : tensor<32x16x!tt.ptr<f16>, #blocked> -> <32x16xf16, #shared, #smem, mutable, 32x32>
    tt.return
  }
}
