// RUN: ttopt %s -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -tritongpu-global-scratch-memory-allocation -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// RUN: ttopt %s -allocate-shared-memory-nv='compute-capability=90 ptx-version=85' -tritongpu-global-scratch-memory-allocation -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=85' | FileCheck %s --check-prefix=PTX85
// A device-side TMA descriptor (TMAToLLVM.cpp, Triton 3.6): the first warp zeroes the
// 128-byte tensor map in the op's shared scratch, thread 0 fills in its fields, the first
// warp copies it to its global scratch slot with a release fence; the acquire fence runs in
// the first warp, then a CTA barrier; the descriptor is the generic address of the slot.
// Up to PTX 8.5 the global strides are given in units of 16 bytes. Triton 3.6's sequences.

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#sw64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @make_descriptor
  // The program's slot of the global scratch, then the tensor map at shared offset 0.
  // CHECK:      %[[SLOT:[0-9]+]] = llvm.getelementptr %arg4[%{{[0-9]+}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  // CHECK-NEXT: %[[OFF:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[SMEM:[0-9]+]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  // CHECK-NEXT: %[[MAP:[0-9]+]] = llvm.getelementptr %[[SMEM]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  // CHECK-NEXT: %[[TID:[0-9]+]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: llvm.mlir.constant(127 : i32) : i32
  // CHECK-NEXT: %[[T:[0-9]+]] = llvm.and %[[TID]], %{{[0-9]+}} : i32
  // CHECK-NEXT: %[[C32:[0-9]+]] = llvm.mlir.constant(32 : i32) : i32
  // CHECK-NEXT: %[[WARP0:[0-9]+]] = llvm.icmp "slt" %[[T]], %[[C32]] : i32
  // CHECK-NEXT: %[[ZERO:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[WORD:[0-9]+]] = llvm.getelementptr %[[MAP]][%[[T]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  // CHECK:      "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[WORD]], %{{[0-9]+}}, %[[WARP0]]
  // CHECK-NEXT: %[[ALL:[0-9]+]] = llvm.mlir.constant(-1 : i32) : i32
  // CHECK-NEXT: nvvm.bar.warp.sync %[[ALL]] : i32
  // CHECK:      %[[T0:[0-9]+]] = llvm.icmp "eq"
  // CHECK-NEXT: "@$2 tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l,b" %[[MAP]], %arg0, %[[T0]] : (!llvm.ptr<3>, !llvm.ptr<1>, i1) -> !llvm.void
  // CHECK:      "@$1 tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l,b" %[[MAP]]
  // CHECK:      "@$2 tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r,b"
  // CHECK:      "@$2 tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r,b"
  // CHECK:      "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r,b" %[[MAP]], %arg2
  // CHECK:      "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r,b" %[[MAP]], %arg1
  // CHECK-NOT:  llvm.ashr
  // CHECK:      "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l,b" %[[MAP]], %arg3
  // CHECK:      "@$2 tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r,b"
  // CHECK:      "@$2 tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r,b"
  // CHECK:      "@$1 tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x7;", "l,b"
  // CHECK:      "@$1 tensormap.replace.tile.interleave_layout.shared::cta.b1024.b32 [ $0 + 0 ], 0x0;", "l,b"
  // CHECK:      "@$1 tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x2;", "l,b"
  // CHECK:      "@$1 tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l,b"
  // CHECK:      %[[W:[0-9]+]] = llvm.icmp "slt"
  // CHECK-NEXT: "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %[[SLOT]], %[[MAP]], %[[W]] : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
  // CHECK:      %[[A:[0-9]+]] = llvm.icmp "slt"
  // CHECK-NEXT: "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %[[SLOT]], %[[A]], %[[A]], %[[A]] : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
  // CHECK-NEXT: nvvm.barrier0
  // CHECK-NEXT: %[[DESC:[0-9]+]] = llvm.addrspacecast %[[SLOT]] : !llvm.ptr<1> to !llvm.ptr
  // CHECK:      "@$0 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %{{[0-9]+}}, %{{[0-9]+}}, %[[DESC]]
  // PTX85-LABEL: llvm.func @make_descriptor
  // PTX85:       %[[C4:[0-9]+]] = llvm.mlir.constant(4 : i64) : i64
  // PTX85-NEXT:  %[[S:[0-9]+]] = llvm.ashr %arg3, %[[C4]] : i64
  // PTX85:       "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l,b" %{{[0-9]+}}, %[[S]]
  tt.func public @make_descriptor(%base: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %rows: i32, %cols: i32, %row_stride: i64) {
    %c16_i32 = arith.constant 16 : i32
    %c32_i32 = arith.constant 32 : i32
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
    %map = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttng.tensormap_create %map, %base, [%c16_i32, %c32_i32], [%cols, %rows], [%row_stride], [%c1_i32, %c1_i32] {elem_type = 7 : i32, fill_mode = 1 : i32, interleave_layout = 0 : i32, swizzle_mode = 2 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %map : !tt.ptr<i8>
    %desc = ttng.reinterpret_tensor_descriptor %map : !tt.ptr<i8> to !tt.tensordesc<tensor<32x16xf32, #sw64>>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x16xf32, #sw64, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%c1_i32, %c1_i32] %buf, %bar, %true : !tt.tensordesc<tensor<32x16xf32, #sw64>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<32x16xf32, #sw64, #smem, mutable>
    tt.return
  }
}
