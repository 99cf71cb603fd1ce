// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// ttng.warp_group_dot (wgmma) and its waits and fences (DotOpToLLVM.cpp, DotOpToLLVM/WGMMA.cpp,
// MMAHelpers.h, BarrierOpToLLVM.cpp). Inputs of our own; the whole output of every chunk is
// Triton 3.6's byte for byte.

// A and B in 128-byte-swizzled shared memory, 8 warps (two warp groups along M). Each
// operand's run-time address is its base >> 4 plus its warp group's offset (nvg.warp_id's
// bit 2, the second warp group, selects 512 x 16 bytes = 64 rows of A; B has no offset),
// masked to 14 bits. The descriptors: 2^62 (128-byte swizzle) + 64 << 32 (stride between
// 8-row core matrices: 1024 bytes), plus each K step's start address (A: 32 bytes = 2,
// B: 16 rows of 128 bytes = 128). Async: no wait; the wait op packs the accumulators and
// both memdescs into one struct.
// CHECK-LABEL: llvm.func @smem_f16
// CHECK:         nvvm.read.ptx.sreg.tid.x
// CHECK:         llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i32
// CHECK:         nvg.warp_id
// CHECK:         llvm.mlir.constant(512 : i32) : i32
// CHECK:         llvm.mlir.constant(16383 : i32) : i32
// CHECK:         %[[A_BASE:.*]] = llvm.zext %{{.*}} : i32 to i64
// CHECK:         nvg.warp_id
// CHECK:         %[[B_BASE:.*]] = llvm.zext %{{.*}} : i32 to i64
// CHECK:         nvvm.wgmma.fence.aligned
// CHECK-NEXT:    llvm.mlir.constant(false) : i1
// CHECK:         %[[USE_C:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %[[A0:.*]] = llvm.mlir.constant(4611686293305294848 : i64) : i64
// CHECK-NEXT:    %[[A0_DESC:.*]] = llvm.add %[[A0]], %[[A_BASE]] : i64
// CHECK-NEXT:    %[[B0:.*]] = llvm.mlir.constant(4611686293305294848 : i64) : i64
// CHECK-NEXT:    %[[B0_DESC:.*]] = llvm.add %[[B0]], %[[B_BASE]] : i64
// CHECK-NEXT:    %[[D0:.*]] = nvg.wgmma %[[A0_DESC]], %[[B0_DESC]], %[[USE_C]], %{{.*}} {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 64 : i32}
// CHECK-NEXT:    llvm.mlir.constant(true) : i1
// CHECK-NEXT:    llvm.mlir.constant(4611686293305294850 : i64) : i64
// CHECK-NEXT:    llvm.add
// CHECK-NEXT:    llvm.mlir.constant(4611686293305294976 : i64) : i64
// CHECK-NEXT:    llvm.add
// CHECK-NEXT:    nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}}, %[[D0]]
// CHECK-COUNT-2: nvg.wgmma
// CHECK:         nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT:     nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32}
// CHECK:         nvg.wgmma_wait_group %{{.*}} {pendings = 1 : i32} : !llvm.struct<({{.*}}f32, ptr<3>, i32, i32, ptr<3>, i32, i32)>
// CHECK:         llvm.return

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.shared = 32768 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @smem_f16(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %c: tensor<128x64xf32, #mma>) {
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
    %w:3 = ttng.warp_group_dot_wait %d, %a, %b {pendings = 1 : i32} : tensor<128x64xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

// tf32 (inputPrecision tf32 on f32 operands), k8, B K-major (`layoutB = 1`, col), 64-byte
// swizzle (mode 2: the descriptors' top bit, printed negative). A zero constant C: the first
// wgmma has no accumulator operand, the next one accumulates. A synchronous dot waits for
// its own group.
// CHECK-LABEL: llvm.func @tf32_sync_zero_acc
// CHECK:         nvvm.wgmma.fence.aligned
// CHECK-NEXT:    %[[FALSE:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    llvm.mlir.constant(-9223371899415822336 : i64) : i64
// CHECK:         %[[D0:.*]] = nvg.wgmma %{{.*}}, %{{.*}}, %[[FALSE]] {eltTypeA = 6 : i32, eltTypeB = 6 : i32, eltTypeC = 7 : i32, k = 8 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1) -> !llvm.struct<
// CHECK-NEXT:    %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    llvm.mlir.constant(-9223371899415822334 : i64) : i64
// CHECK:         nvg.wgmma %{{.*}}, %{{.*}}, %[[TRUE]], %[[D0]] {{.*}} : (i64, i64, i1, !llvm.struct<
// CHECK:         nvvm.wgmma.commit.group.sync.aligned
// CHECK:         nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32} : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tf32_sync_zero_acc(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x32xf32, #shared1, #smem>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x16xf32, #shared, #smem> * !ttg.memdesc<16x32xf32, #shared1, #smem> -> tensor<64x32xf32, #mma>
    tt.return
  }
}

// -----

// A in registers (bf16, kWidth 2): each wgmma takes 4 i32 words, packed from pairs before
// the fence; useC is ANDed with the op's operand.
// CHECK-LABEL: llvm.func @registers_a_f16_acc
// CHECK-SAME:    %[[USE_C_ARG:arg3]]: i1
// CHECK:         llvm.mlir.undef : vector<2xbf16>
// CHECK:         llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK:         nvvm.wgmma.fence.aligned
// CHECK-NEXT:    llvm.mlir.constant(false) : i1
// CHECK:         %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %[[USE_C:.*]] = llvm.and %[[TRUE]], %[[USE_C_ARG]] : i1
// CHECK:         llvm.mlir.undef : !llvm.struct<(i32, i32, i32, i32)>
// CHECK:         nvg.wgmma %{{.*}}, %{{.*}}, %[[USE_C]], %{{.*}} {eltTypeA = 5 : i32, eltTypeB = 5 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 16 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>)
// CHECK:         nvvm.wgmma.commit.group.sync.aligned
// CHECK:         nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32} : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 16, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @registers_a_f16_acc(%a: tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: !ttg.memdesc<32x16xbf16, #shared, #smem>, %c: tensor<64x16xf32, #mma>, %use_c: i1) {
    %d = ttng.warp_group_dot %a, %b, %c, %use_c {inputPrecision = 0 : i32, isAsync = true} : tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x16xbf16, #shared, #smem> -> tensor<64x16xf32, #mma>
    %w = ttng.warp_group_dot_wait %d {pendings = 0 : i32} : tensor<64x16xf32, #mma>
    tt.return
  }
}

// -----

// fp8 (e4m3 x e5m2) with maxNumImpreciseAcc = 64 over K = 128: every two k32 steps accumulate
// in fresh registers (no C operand), then 8 `llvm.fadd` add them to the running sum.
// CHECK-LABEL: llvm.func @fp8_imprecise_acc
// CHECK:         llvm.getelementptr %{{.*}} -> !llvm.ptr<3>, i8
// CHECK:         nvvm.wgmma.fence.aligned
// CHECK:         %[[P0:.*]] = nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}} {eltTypeA = 2 : i32, eltTypeB = 3 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 16 : i32} : (i64, i64, i1) -> !llvm.struct<
// CHECK:         nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}}, %[[P0]]
// CHECK-COUNT-8: llvm.fadd
// CHECK:         nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}} {{{.*}}} : (i64, i64, i1) -> !llvm.struct<
// CHECK:         nvg.wgmma
// CHECK-COUNT-8: llvm.fadd
// CHECK:         nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT:     llvm.fadd
// CHECK:         llvm.return

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 16, 32]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp8_imprecise_acc(%a: !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem>, %b: !ttg.memdesc<128x16xf8E5M2, #shared1, #smem>, %c: tensor<64x16xf32, #mma>) {
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true, maxNumImpreciseAcc = 64 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #shared, #smem> * !ttg.memdesc<128x16xf8E5M2, #shared1, #smem> -> tensor<64x16xf32, #mma>
    tt.return
  }
}

// -----

// int8 x int8 into i32: s8/s32 element types, A in registers (kWidth 4).
// CHECK-LABEL: llvm.func @int8
// CHECK:         nvvm.wgmma.fence.aligned
// CHECK:         nvg.wgmma {{.*}} {eltTypeA = 0 : i32, eltTypeB = 0 : i32, eltTypeC = 1 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 16 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1, !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>)
// CHECK:         nvg.wgmma
// CHECK:         nvvm.wgmma.commit.group.sync.aligned

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 16, 32]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @int8(%a: tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: !ttg.memdesc<64x16xi8, #shared, #smem>, %c: tensor<64x16xi32, #mma>) {
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true} : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * !ttg.memdesc<64x16xi8, #shared, #smem> -> tensor<64x16xi32, #mma>
    tt.return
  }
}

// -----

// warpsPerCTA [4, 2]: each warp group has its own 32 columns of B (the offset of warp 4),
// two n tiles of instrShape N = 32 per warp group (the second starts 1024 elements
// further: 0x400 in 16-byte units, 4611686293305295872 = 4611686293305294848 + 1024).
// B is a subslice of a 128x128 buffer: its base moves to the view's origin first.
// The fences: nvvm.fence.proxy in the CTA's, then the cluster's, shared memory.
// CHECK-LABEL: llvm.func @warps_along_n_subslice
// CHECK:         nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvg.wgmma {{.*}} n = 32 : i32}
// CHECK:         llvm.mlir.constant(4611686293305295872 : i64) : i64
// CHECK-COUNT-4: nvg.wgmma {{.*}} n = 32 : i32}
// CHECK:         nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT:     nvg.wgmma_wait_group
// CHECK:         nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warps_along_n_subslice(%a: !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 2x128x64>, %b: !ttg.memdesc<64x128xf16, #shared, #smem, mutable, 128x128>, %c: tensor<128x128xf32, #mma>) {
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 2x128x64> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable, 128x128> -> tensor<128x128xf32, #mma>
    ttng.fence_async_shared {bCluster = false}
    ttng.fence_async_shared {bCluster = true}
    tt.return
  }
}

// -----

// f16 accumulators: pairs packed into i32 before the fence (the wgmma's registers), then
// unpacked (bitcast to vector<2xf16>, extractelement) after the wait of the synchronous dot.
// CHECK-LABEL: llvm.func @f16_accumulator
// CHECK:         llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK:         nvvm.wgmma.fence.aligned
// CHECK:         nvg.wgmma {{.*}} {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 4 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 16 : i32} : (i64, i64, i1, !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK:         nvvm.wgmma.commit.group.sync.aligned
// CHECK:         nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32} : !llvm.struct<(i32, i32, i32, i32)>
// CHECK:         llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK-COUNT-2: llvm.extractelement

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 16, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f16_accumulator(%a: !ttg.memdesc<64x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x16xf16, #shared1, #smem>, %c: tensor<64x16xf16, #mma>) {
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x16xf16, #shared1, #smem> -> tensor<64x16xf16, #mma>
    tt.return
  }
}
