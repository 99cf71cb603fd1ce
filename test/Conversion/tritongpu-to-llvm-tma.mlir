// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// TMA copies (LoadStoreOpToLLVM.cpp, Triton 3.6): a buffer wider than one box (a 128-byte
// swizzled box is one swizzle row, 64 f16 or 32 f32, wide) moves as several messages, spread
// over the warps and issued by one elected lane each; a message's shared-memory offset and
// its box's coordinates come from the message index through linear layouts. Host-built
// descriptors are byval kernel parameters. The sequences are Triton 3.6's for these inputs.

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#sw128 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#sw128f32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Two 128x64 boxes of a 128x128 f16 buffer, messages 0 and 1 in warps 0 and 1: the second
  // lands 8192 elements further and 64 columns to the right.
  // CHECK-LABEL: llvm.func @load_two_boxes
  // CHECK-SAME:  (%arg0: !llvm.ptr {llvm.align = 64 : i32, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant, tt.nv_tma_desc = 1 : i32}, %arg1: i32, %arg2: i32, %arg3: i1, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>)
  // CHECK:      %[[BAR:[0-9]+]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr<3>, i32)>
  // CHECK:      %[[DST:[0-9]+]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr<3>, i32, i32)>
  // CHECK:      %[[BASE:[0-9]+]] = llvm.getelementptr %[[DST]][%{{[0-9]+}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  // CHECK-NEXT: %[[TID:[0-9]+]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: llvm.mlir.constant(127 : i32) : i32
  // CHECK-NEXT: %[[T:[0-9]+]] = llvm.and %[[TID]], %{{[0-9]+}} : i32
  // CHECK-NEXT: %[[WARP:[0-9]+]] = nvg.warp_id
  // CHECK-NEXT: %[[ELECT:[0-9]+]] = nvvm.elect.sync -> i1
  // CHECK-NEXT: %[[PRED:[0-9]+]] = llvm.and %arg3, %[[ELECT]] : i1
  // CHECK:      nvg.cluster_id
  // CHECK-NEXT: %[[C64:[0-9]+]] = llvm.mlir.constant(64 : i32) : i32
  // CHECK-NEXT: %[[IN:[0-9]+]] = llvm.icmp "ult" %[[T]], %[[C64]] : i32
  // CHECK-NEXT: %[[BOX:[0-9]+]] = llvm.and %[[PRED]], %[[IN]] : i1
  // CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[MSG:[0-9]+]] = llvm.add %[[WARP]], %{{[0-9]+}} : i32
  // CHECK:      llvm.mlir.constant(8192 : i32) : i32
  // CHECK-NEXT: llvm.select
  // CHECK:      %[[OFF:[0-9]+]] = llvm.xor
  // CHECK:      %[[PTR:[0-9]+]] = llvm.getelementptr %[[BASE]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  // CHECK:      llvm.mlir.constant(64 : i32) : i32
  // CHECK-NEXT: llvm.select
  // CHECK:      %[[DX:[0-9]+]] = llvm.xor
  // CHECK-NEXT: %[[X:[0-9]+]] = llvm.add %arg2, %[[DX]] : i32
  // CHECK-NEXT: %[[Y:[0-9]+]] = llvm.add %arg1, %{{[0-9]+}} : i32
  // CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %[[BOX]], %[[PTR]], %arg0, %[[X]], %[[Y]], %[[BAR]] : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
  // CHECK-NEXT: llvm.return
  tt.func public @load_two_boxes(%desc: !tt.tensordesc<tensor<128x128xf16, #sw128>>, %y: i32, %x: i32, %go: i1) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x128xf16, #sw128, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%y, %x] %buf, %bar, %go : !tt.tensordesc<tensor<128x128xf16, #sw128>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x128xf16, #sw128, #smem, mutable>
    tt.return
  }

  // Stores and reductions: only the elected lane predicates the message (elect.sync comes
  // before the warp id here), the descriptor comes first and the shared pointer last, and
  // one bulk group is committed after each op. The wait only waits for the reads.
  // CHECK-LABEL: llvm.func @store_and_reduce
  // CHECK:      %[[SE:[0-9]+]] = nvvm.elect.sync -> i1
  // CHECK-NEXT: nvg.warp_id
  // CHECK:      %[[SB:[0-9]+]] = llvm.and %[[SE]], %{{[0-9]+}} : i1
  // CHECK:      llvm.mlir.constant(2048 : i32) : i32
  // CHECK:      llvm.mlir.constant(32 : i32) : i32
  // CHECK:      llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %[[SB]], %arg0, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : (i1, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
  // CHECK-NEXT: nvvm.cp.async.bulk.commit.group
  // CHECK:      "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"
  // CHECK-NEXT: nvvm.cp.async.bulk.commit.group
  // CHECK-NEXT: nvvm.cp.async.bulk.wait_group 1 {read}
  // CHECK-NEXT: nvvm.barrier0
  // CHECK-NEXT: llvm.return
  tt.func public @store_and_reduce(%desc: !tt.tensordesc<tensor<64x64xf32, #sw128f32>>, %y: i32, %x: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #sw128f32, #smem, mutable>
    ttng.async_tma_copy_local_to_global %desc[%y, %x] %buf : !tt.tensordesc<tensor<64x64xf32, #sw128f32>>, !ttg.memdesc<64x64xf32, #sw128f32, #smem, mutable>
    ttng.async_tma_reduce add, %desc[%y, %x] %buf : !tt.tensordesc<tensor<64x64xf32, #sw128f32>>, !ttg.memdesc<64x64xf32, #sw128f32, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 1 : i32}
    tt.return
  }
}

// -----

// One warp, two messages: the loop issues them one after the other from warp 0 (the warp id
// is the constant 0), the second with message index 1. Three coordinates, innermost first.
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#sw64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, rank = 3}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @one_warp_3d
  // CHECK:      nvg.cluster_id
  // CHECK-NEXT: %[[W0:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[C32:[0-9]+]] = llvm.mlir.constant(32 : i32) : i32
  // CHECK-NEXT: llvm.icmp "ult" %{{[0-9]+}}, %[[C32]] : i32
  // CHECK-NEXT: llvm.and
  // CHECK-NEXT: %[[M0:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: llvm.add %[[W0]], %[[M0]] : i32
  // CHECK:      llvm.mlir.constant(1024 : i32) : i32
  // CHECK:      "@$0 cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5}], [$6];", "b,r,l,r,r,r,r" %{{[0-9]+}}, %{{[0-9]+}}, %arg0, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}
  // CHECK:      %[[W1:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK:      %[[M1:[0-9]+]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: llvm.add %[[W1]], %[[M1]] : i32
  // CHECK:      "@$0 cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes
  // CHECK-NOT:  cp.async.bulk.tensor
  // CHECK:      llvm.return
  tt.func public @one_warp_3d(%desc: !tt.tensordesc<tensor<2x16x64xf16, #sw64>>, %z: i32, %y: i32, %x: i32, %go: i1) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x16x64xf16, #sw64, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%z, %y, %x] %buf, %bar, %go : !tt.tensordesc<tensor<2x16x64xf16, #sw64>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<2x16x64xf16, #sw64, #smem, mutable>
    tt.return
  }
}

// -----

// gather4 / scatter4 (Triton 3.6 lowers them for sm90 too; ptxas wants sm_100): each warp
// issues one message per row segment (two 64-column segments of 128 f16) for the 4 x
// offsets it holds (warp 0 rows 0-3, warp 1 rows 4-7); warps 2 and 3 hold copies of them
// and are masked off (warp & 2 == 0).
// Rows are addressed without the swizzle, which the TMA unit applies itself.
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#sw128 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @gather_scatter
  // CHECK:      %[[GW:[0-9]+]] = nvg.warp_id
  // CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: nvg.cluster_id
  // CHECK-NEXT: %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[M2:[0-9]+]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK-NEXT: %[[WM:[0-9]+]] = llvm.and %[[GW]], %[[M2]] : i32
  // CHECK-NEXT: %[[W0:[0-9]+]] = llvm.icmp "eq" %[[Z]], %[[WM]] : i32
  // CHECK-NEXT: %[[P0:[0-9]+]] = llvm.and %arg3, %[[W0]] : i1
  // CHECK-NEXT: %[[E:[0-9]+]] = nvvm.elect.sync -> i1
  // CHECK-NEXT: %[[GP:[0-9]+]] = llvm.and %[[P0]], %[[E]] : i1
  // CHECK:      %[[X0:[0-9]+]] = llvm.extractvalue %arg1[0] : !llvm.struct<(i32, i32, i32, i32)>
  // CHECK-NEXT: %[[X1:[0-9]+]] = llvm.extractvalue %arg1[1]
  // CHECK-NEXT: %[[X2:[0-9]+]] = llvm.extractvalue %arg1[2]
  // CHECK-NEXT: %[[X3:[0-9]+]] = llvm.extractvalue %arg1[3]
  // CHECK:      %[[G0:[0-9]+]] = llvm.getelementptr %{{[0-9]+}}[%{{[0-9]+}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  // CHECK-NEXT: %[[S0:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[Y0:[0-9]+]] = llvm.add %arg2, %[[S0]] : i32
  // CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.tile::gather4.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5, $6, $7}], [$8];", "b,r,l,r,r,r,r,r,r" %[[GP]], %[[G0]], %arg0, %[[Y0]], %[[X0]], %[[X1]], %[[X2]], %[[X3]], %{{[0-9]+}}
  // CHECK:      %[[G1:[0-9]+]] = llvm.getelementptr %{{[0-9]+}}[%{{[0-9]+}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  // CHECK-NEXT: %[[S1:[0-9]+]] = llvm.mlir.constant(64 : i32) : i32
  // CHECK-NEXT: %[[Y1:[0-9]+]] = llvm.add %arg2, %[[S1]] : i32
  // CHECK-NEXT: llvm.inline_asm {{.*}}tile::gather4{{.*}} %[[GP]], %[[G1]], %arg0, %[[Y1]], %[[X0]], %[[X1]], %[[X2]], %[[X3]], %{{[0-9]+}}
  // CHECK:      nvvm.barrier0
  // CHECK:      llvm.inline_asm {{.*}} "@$0 cp.async.bulk.tensor.2d.tile::scatter4.global.shared::cta.bulk_group [$1, {$2, $3, $4, $5, $6}], [$7];", "b,l,r,r,r,r,r,r"
  // CHECK:      llvm.inline_asm {{.*}}tile::scatter4
  // CHECK-NEXT: nvvm.cp.async.bulk.commit.group
  // CHECK-NEXT: llvm.return
  tt.func public @gather_scatter(%desc: !tt.tensordesc<tensor<1x128xf16, #sw128>>, %xs: tensor<8xi32, #ttg.slice<{dim = 0, parent = #rows}>>, %y: i32, %go: i1) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<8x128xf16, #sw128, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_tma_gather %desc[%xs, %y] %buf, %bar, %go : !tt.tensordesc<tensor<1x128xf16, #sw128>>, tensor<8xi32, #ttg.slice<{dim = 0, parent = #rows}>>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<8x128xf16, #sw128, #smem, mutable>, i1
    ttng.async_tma_scatter %desc[%xs, %y] %buf : !tt.tensordesc<tensor<1x128xf16, #sw128>>, tensor<8xi32, #ttg.slice<{dim = 0, parent = #rows}>>, i32, !ttg.memdesc<8x128xf16, #sw128, #smem, mutable>
    tt.return
  }
}
