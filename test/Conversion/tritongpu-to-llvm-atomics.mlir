// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s --check-prefixes=CHECK,SM80
// tt.atomic_rmw / tt.atomic_cas (the NVIDIA LoadStoreOpToLLVM.cpp): predicated
// `atom.global` inline PTX, results of scalars and of broadcast tensors handed to every
// thread through the op's shared-memory scratch. PTX strings, vector widths and
// shared-memory traffic are Triton 3.6's for the same inputs.

// A masked tensor fadd, 2 elements per thread, no thread redundancy: one atom per element
// predicated by its mask (mask alignment 1 forbids vectors), the result packed as is.
// A used scalar fadd: predicated on the one thread (lane, warp, CTA all 0), the old value
// stored to the op's scratch (offset 0) with st.shared by that thread, a barrier, and a
// plain load by everyone.
// CHECK-LABEL: llvm.func @tensor_and_scalar
// CHECK:      %[[M0:.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(i1, i1)>
// CHECK-NEXT: %[[M1:.*]] = llvm.extractvalue %arg2[1] : !llvm.struct<(i1, i1)>
// CHECK:      %[[A0:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %{{.*}}, %{{.*}}, %[[M0]] : (!llvm.ptr<1>, f32, i1) -> f32
// CHECK-NEXT: %[[A1:.*]] = llvm.inline_asm {{.*}} "=r,l,r,b" %{{.*}}, %{{.*}}, %[[M1]] : (!llvm.ptr<1>, f32, i1) -> f32
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.insertvalue %[[A0]]
// CHECK-NEXT: llvm.insertvalue %[[A1]]
// CHECK:      %[[OLD:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.cta.relaxed.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg0, %arg4, %[[ONE:.*]] : (!llvm.ptr<1>, f32, i1) -> f32
// CHECK-NEXT: %[[OFF:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %[[BASE:.*]] = llvm.getelementptr %[[SMEM]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[SCRATCH:.*]] = llvm.bitcast %[[BASE]] : !llvm.ptr<3> to !llvm.ptr<3>
// CHECK:      %[[BITS:.*]] = llvm.bitcast %{{.*}} : f32 to i32
// CHECK:      %[[VEC:.*]] = llvm.insertelement %[[BITS]], %{{.*}} : vector<1xi32>
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[SCRATCH]], %[[VEC]], %[[ONE]] : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.load %[[SCRATCH]] : !llvm.ptr<3> -> f32
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tensor_and_scalar(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<256xf32, #blocked>, %m: tensor<256xi1, #blocked>, %out: !tt.ptr<f32>, %s: f32) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %pa = tt.addptr %ps, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %a = tt.atomic_rmw fadd, acq_rel, gpu, %pa, %v, %m : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xf32, #blocked>
    %os = tt.splat %out : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %oa = tt.addptr %os, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %oa, %a : tensor<256x!tt.ptr<f32>, #blocked>
    %b = tt.atomic_rmw fadd, relaxed, cta, %p, %s : (!tt.ptr<f32>, f32) -> f32
    tt.store %out, %b : !tt.ptr<f32>
    tt.return
  }
}

// -----

// Every RMW kind, semantic and scope: `atom.global.<scope>.<sem>.<op>.<type>`; unused
// results need no shared memory. A relaxed/acquire add of the constant 0 is a load:
// nvg.ld_acquire. Compare-and-swap orders `.<sem>.<scope>` and stores the used old value
// with its own st.shared (register class by width). The scratch is reused, so the membar
// analysis puts a barrier before the second store.
// CHECK-LABEL: llvm.func @kinds
// CHECK:      %[[LD:.*]] = nvg.ld_acquire acquire, gpu, %arg0, %[[P0:.*]] : (!llvm.ptr<1>) -> i32
// CHECK:      "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %{{.*}}, %{{.*}}, %[[P0]] : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK:      "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.relaxed.and.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg0, %arg3
// CHECK-NOT:  st.shared
// CHECK:      "mov.u32 $0, 0x0;\0A\09@$3 atom.global.cta.release.or.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg0, %arg3
// CHECK:      "mov.u32 $0, 0x0;\0A\09@$3 atom.global.sys.acq_rel.xor.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg0, %arg3
// CHECK:      "mov.u64 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.max.u64 $0, [ $1 + 0 ], $2;", "=l,l,l,b" %arg1, %arg4
// CHECK:      "mov.u64 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.min.u64 $0, [ $1 + 0 ], $2;", "=l,l,l,b" %arg1, %arg4
// CHECK:      "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acquire.min.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg0, %arg3
// CHECK:      "mov.u32 $0, 0x0;\0A\09@$3 atom.global.cta.relaxed.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg0, %arg3
// CHECK:      "mov.u64 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.exch.b64 $0, [ $1 + 0 ], $2;", "=l,l,l,b" %arg1, %arg4
// CHECK:      "mov.u32 $0, 0x0;\0A\09@$3 atom.global.sys.release.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg0, %arg3
// CHECK:      "mov.u16 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.noftz.f16 $0, [ $1 + 0 ], $2;", "=h,l,h,b" %arg2, %arg5
// CHECK-NEXT: nvvm.barrier0
// CHECK:      %[[CAS:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$4 atom.global.acq_rel.gpu.cas.b32 $0, [ $1 + 0 ], $2, $3;", "=r,l,r,r,b" %arg0, %arg3, %{{.*}}, %[[P1:.*]] : (!llvm.ptr<1>, i32, i32, i1) -> i32
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.mlir.addressof @global_smem
// CHECK-NEXT: llvm.getelementptr
// CHECK-NEXT: %[[CS:.*]] = llvm.bitcast
// CHECK-NEXT: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[CS]], %[[CAS]], %[[P1]] : (!llvm.ptr<3>, i32, i1) -> !llvm.void
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.load %[[CS]] : !llvm.ptr<3> -> i32
// CHECK:      %[[CAS64:.*]] = llvm.inline_asm {{.*}} "mov.u64 $0, 0x0;\0A\09@$4 atom.global.relaxed.cta.cas.b64 $0, [ $1 + 0 ], $2, $3;", "=l,l,l,l,b" %arg1, %arg4, %arg4
// CHECK:      "@$2 st.shared.b64 [ $0 + 0 ], $1;", "r,l,b" %{{.*}}, %[[CAS64]], %{{.*}} : (!llvm.ptr<3>, i64, i1) -> !llvm.void
// CHECK:      %[[CAS16:.*]] = llvm.inline_asm {{.*}} "mov.u16 $0, 0x0;\0A\09@$4 atom.global.acquire.sys.cas.b16 $0, [ $1 + 0 ], $2, $3;", "=h,l,h,h,b" %arg2, %arg5, %arg5
// CHECK:      "@$2 st.shared.b16 [ $0 + 0 ], $1;", "r,h,b" %{{.*}}, %[[CAS16]], %{{.*}} : (!llvm.ptr<3>, f16, i1) -> !llvm.void
// CHECK:      nvg.ld_acquire relaxed, sys, %arg2, %{{.*}} : (!llvm.ptr<1>) -> f16
// CHECK:      "@$2 st.shared.b16 [ $0 + 0 ], $1;", "r,h,b" %{{.*}}, %{{.*}}, %{{.*}} : (!llvm.ptr<3>, vector<1xi16>, i1) -> !llvm.void
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kinds(%p: !tt.ptr<i32>, %q: !tt.ptr<i64>, %h: !tt.ptr<f16>, %v: i32, %w: i64, %f: f16, %out: !tt.ptr<i32>, %out64: !tt.ptr<i64>, %out16: !tt.ptr<f16>) {
    %c0 = arith.constant 0 : i32
    %a0 = tt.atomic_rmw add, acquire, gpu, %p, %c0 : (!tt.ptr<i32>, i32) -> i32
    tt.store %out, %a0 : !tt.ptr<i32>
    %a1 = tt.atomic_rmw and, relaxed, gpu, %p, %v : (!tt.ptr<i32>, i32) -> i32
    %a2 = tt.atomic_rmw or, release, cta, %p, %v : (!tt.ptr<i32>, i32) -> i32
    %a3 = tt.atomic_rmw xor, acq_rel, sys, %p, %v : (!tt.ptr<i32>, i32) -> i32
    %a4 = tt.atomic_rmw umax, acq_rel, gpu, %q, %w : (!tt.ptr<i64>, i64) -> i64
    %a5 = tt.atomic_rmw umin, acq_rel, gpu, %q, %w : (!tt.ptr<i64>, i64) -> i64
    %a6 = tt.atomic_rmw min, acquire, gpu, %p, %v : (!tt.ptr<i32>, i32) -> i32
    %a7 = tt.atomic_rmw max, relaxed, cta, %p, %v : (!tt.ptr<i32>, i32) -> i32
    %a8 = tt.atomic_rmw exch, acq_rel, gpu, %q, %w : (!tt.ptr<i64>, i64) -> i64
    %a9 = tt.atomic_rmw add, release, sys, %p, %v : (!tt.ptr<i32>, i32) -> i32
    %a10 = tt.atomic_rmw fadd, acq_rel, gpu, %h, %f : (!tt.ptr<f16>, f16) -> f16
    %c1 = tt.atomic_cas acq_rel, gpu, %p, %v, %c0 : (!tt.ptr<i32>, i32, i32) -> i32
    tt.store %out, %c1 : !tt.ptr<i32>
    %c2 = tt.atomic_cas relaxed, cta, %q, %w, %w : (!tt.ptr<i64>, i64, i64) -> i64
    tt.store %out64, %c2 : !tt.ptr<i64>
    %c3 = tt.atomic_cas acquire, sys, %h, %f, %f : (!tt.ptr<f16>, f16, f16) -> f16
    tt.store %out16, %c3 : !tt.ptr<f16>
    %zf = arith.constant 0.0 : f16
    %l = tt.atomic_rmw fadd, relaxed, sys, %h, %zf : (!tt.ptr<f16>, f16) -> f16
    tt.store %out16, %l : !tt.ptr<f16>
    tt.return
  }
}

// -----

// 4 contiguous elements per thread. sm_90 (PTX 8.1+) has vector fadd atomics: one
// .v4.f16 / .v4.bf16 / .v4.f32 with lists of registers. sm_80 packs f16 pairs into
// add.noftz.f16x2 on a vector<2xf16> in a 32-bit register, and does bf16 and f32 one by one.
// CHECK-LABEL: llvm.func @vectors
// SM90:       "mov.u16 $0, 0x0;\0A\09mov.u16 $1, 0x0;\0A\09mov.u16 $2, 0x0;\0A\09mov.u16 $3, 0x0;\0A\09atom.global.gpu.acq_rel.add.noftz.v4.f16 { $0, $1, $2, $3 }, [ $4 + 0 ], { $5, $6, $7, $8 };", "=h,=h,=h,=h,l,h,h,h,h" {{.*}} : (!llvm.ptr<1>, f16, f16, f16, f16) -> !llvm.struct<(f16, f16, f16, f16)>
// SM90:       "{{.*}}atom.global.gpu.acq_rel.add.noftz.v4.bf16 { $0, $1, $2, $3 }, [ $4 + 0 ], { $5, $6, $7, $8 };", "=h,=h,=h,=h,l,h,h,h,h"
// SM90:       "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09atom.global.cta.release.add.v4.f32 { $0, $1, $2, $3 }, [ $4 + 0 ], { $5, $6, $7, $8 };", "=r,=r,=r,=r,l,r,r,r,r"
// SM80:       %[[PAIR:.*]] = llvm.mlir.undef : vector<2xf16>
// SM80-NEXT:  %[[K0:.*]] = llvm.mlir.constant(0 : i32) : i32
// SM80-NEXT:  %[[LOW:.*]] = llvm.insertelement %{{.*}}, %[[PAIR]][%[[K0]] : i32] : vector<2xf16>
// SM80-NEXT:  %[[K1:.*]] = llvm.mlir.constant(1 : i32) : i32
// SM80-NEXT:  %[[PACKED:.*]] = llvm.insertelement %{{.*}}, %[[LOW]][%[[K1]] : i32] : vector<2xf16>
// SM80-NEXT:  %[[OLD:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09atom.global.gpu.acq_rel.add.noftz.f16x2 $0, [ $1 + 0 ], $2;", "=r,l,r" %{{.*}}, %[[PACKED]] : (!llvm.ptr<1>, vector<2xf16>) -> vector<2xf16>
// SM80-NEXT:  llvm.mlir.constant(0 : i32) : i32
// SM80-NEXT:  llvm.extractelement %[[OLD]]
// SM80-COUNT-4: "mov.u16 $0, 0x0;\0A\09atom.global.gpu.acq_rel.add.noftz.bf16 $0, [ $1 + 0 ], $2;", "=h,l,h"
// SM80-COUNT-4: "mov.u32 $0, 0x0;\0A\09atom.global.cta.release.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r"
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vectors(%ph: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %pb: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %pf: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %h: tensor<512xf16, #b4>, %bv: tensor<512xbf16, #b4>, %f: tensor<512xf32, #b4>) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %sh = tt.splat %ph : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #b4>
    %ah = tt.addptr %sh, %r : tensor<512x!tt.ptr<f16>, #b4>, tensor<512xi32, #b4>
    %0 = tt.atomic_rmw fadd, acq_rel, gpu, %ah, %h : (tensor<512x!tt.ptr<f16>, #b4>, tensor<512xf16, #b4>) -> tensor<512xf16, #b4>
    %sb = tt.splat %pb : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #b4>
    %ab = tt.addptr %sb, %r : tensor<512x!tt.ptr<bf16>, #b4>, tensor<512xi32, #b4>
    %1 = tt.atomic_rmw fadd, acq_rel, gpu, %ab, %bv : (tensor<512x!tt.ptr<bf16>, #b4>, tensor<512xbf16, #b4>) -> tensor<512xbf16, #b4>
    %sf = tt.splat %pf : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %af = tt.addptr %sf, %r : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    %2 = tt.atomic_rmw fadd, release, cta, %af, %f : (tensor<512x!tt.ptr<f32>, #b4>, tensor<512xf32, #b4>) -> tensor<512xf32, #b4>
    tt.return
  }
}

// -----

// A 64-element tensor over 128 threads: warps 2 and 3 repeat warps 0 and 1, so only
// threads with warp & 2 == 0 run the atomics. The allocator gave the op scratch for the
// whole tensor; each element goes to its byte offset (lane * 4 | warp bit 0 * 128) with
// st.shared under the same predicate, then after a barrier every thread loads its element
// with a plain aligned load.
// CHECK-LABEL: llvm.func @broadcast
// CHECK:      %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[WB:.*]] = llvm.and %{{.*}}, %[[C2]] : i32
// CHECK-NEXT: %[[PRED:.*]] = llvm.icmp "eq" %[[WB]], %{{.*}} : i32
// CHECK-NEXT: %[[OLD:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.sys.acquire.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %{{.*}}, %{{.*}}, %[[PRED]] : (!llvm.ptr<1>, i32, i1) -> i32
// CHECK:      %[[C63:.*]] = llvm.mlir.constant(63 : i32) : i32
// CHECK-NEXT: llvm.and %{{.*}}, %[[C63]] : i32
// CHECK-NEXT: %[[C2B:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: llvm.shl %{{.*}}, %[[C2B]] : i32
// CHECK:      %[[ADDR:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.mlir.undef : vector<1xi32>
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[V:.*]] = llvm.insertelement %[[OLD]]
// CHECK-NEXT: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[ADDR]], %[[V]], %[[PRED]] : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
// CHECK-NEXT: nvvm.barrier0
// CHECK:      %[[LADDR:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.mlir.constant(true) : i1
// CHECK-NEXT: llvm.load %[[LADDR]] {alignment = 4 : i64} : !llvm.ptr<3> -> i32
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @broadcast(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %v: tensor<64xi32, #b1>, %out: !tt.ptr<i32>) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #b1>
    %pa = tt.addptr %ps, %r : tensor<64x!tt.ptr<i32>, #b1>, tensor<64xi32, #b1>
    %a = tt.atomic_rmw max, acquire, sys, %pa, %v : (tensor<64x!tt.ptr<i32>, #b1>, tensor<64xi32, #b1>) -> tensor<64xi32, #b1>
    %os = tt.splat %out : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #b1>
    %oa = tt.addptr %os, %r : tensor<64x!tt.ptr<i32>, #b1>, tensor<64xi32, #b1>
    tt.store %oa, %a : tensor<64x!tt.ptr<i32>, #b1>
    tt.return
  }
}

// -----

// Broadcast registers too: 4 registers hold 2 elements; every register runs its exch
// (lane 0 only), the 8-byte pairs go out as st.shared.v2.b32 and come back as aligned
// vector<2xi32> loads. An f16 fadd on a broadcast layout with 8 registers stores its
// 8 x f16 as st.shared.v4.b32 words.
// CHECK-LABEL: llvm.func @dup_regs
// CHECK-COUNT-4: atom.global.gpu.acq_rel.exch.b32
// CHECK:      "@$3 st.shared.v2.b32 [ $0 + 0 ], { $1, $2 };", "r,r,r,b"
// CHECK:      "@$3 st.shared.v2.b32 [ $0 + 0 ], { $1, $2 };", "r,r,r,b"
// CHECK-NEXT: nvvm.barrier0
// CHECK:      llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
// CHECK:      llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
#b2 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dup_regs(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<2xf32, #b2>, %out: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #b2>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<2x!tt.ptr<f32>, #b2>
    %pa = tt.addptr %ps, %r : tensor<2x!tt.ptr<f32>, #b2>, tensor<2xi32, #b2>
    %a = tt.atomic_rmw exch, acq_rel, gpu, %pa, %v : (tensor<2x!tt.ptr<f32>, #b2>, tensor<2xf32, #b2>) -> tensor<2xf32, #b2>
    %os = tt.splat %out : !tt.ptr<f32> -> tensor<2x!tt.ptr<f32>, #b2>
    %oa = tt.addptr %os, %r : tensor<2x!tt.ptr<f32>, #b2>, tensor<2xi32, #b2>
    tt.store %oa, %a : tensor<2x!tt.ptr<f32>, #b2>
    tt.return
  }
}

// -----

// CHECK-LABEL: llvm.func @f16_broadcast
// SM90:       atom.global.gpu.acq_rel.add.noftz.v8.f16
// SM80-COUNT-4: atom.global.gpu.acq_rel.add.noftz.f16x2
// CHECK:      "@$5 st.shared.v4.b32 [ $0 + 0 ], { $1, $2, $3, $4 };", "r,r,r,r,r,b"
// CHECK-NEXT: nvvm.barrier0
// CHECK:      llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
#b8 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f16_broadcast(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v: tensor<128xf16, #b8>, %out: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b8>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #b8>
    %pa = tt.addptr %ps, %r : tensor<128x!tt.ptr<f16>, #b8>, tensor<128xi32, #b8>
    %a = tt.atomic_rmw fadd, acq_rel, gpu, %pa, %v : (tensor<128x!tt.ptr<f16>, #b8>, tensor<128xf16, #b8>) -> tensor<128xf16, #b8>
    %os = tt.splat %out : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #b8>
    %oa = tt.addptr %os, %r : tensor<128x!tt.ptr<f16>, #b8>, tensor<128xi32, #b8>
    tt.store %oa, %a : tensor<128x!tt.ptr<f16>, #b8>
    tt.return
  }
}

// -----

// The scratch of a scalar atomic is wherever the allocator put it: after a 512-byte
// buffer live across it.
// CHECK-LABEL: llvm.func @scratch_offset
// CHECK:      atom.global.gpu.acq_rel.add.f32
// CHECK-NEXT: %[[OFF:.*]] = llvm.mlir.constant(512 : i32) : i32
// CHECK-NEXT: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: llvm.getelementptr %[[SMEM]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:      st.shared.b32
#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
#sh = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scratch_offset(%p: !tt.ptr<f32>, %v: f32, %t: tensor<128xf32, #b>, %out: !tt.ptr<f32>) {
    %buf = ttg.local_alloc %t : (tensor<128xf32, #b>) -> !ttg.memdesc<128xf32, #sh, #smem>
    %a = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<f32>, f32) -> f32
    tt.store %out, %a : !tt.ptr<f32>
    %l = ttg.local_load %buf : !ttg.memdesc<128xf32, #sh, #smem> -> tensor<128xf32, #b>
    %os = tt.splat %out : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b>
    tt.store %os, %l : tensor<128x!tt.ptr<f32>, #b>
    tt.return
  }
}

// -----

// In a cluster the scalar result is published with a cluster barrier.
// CHECK-LABEL: llvm.func @cluster
// CHECK:      "@$2 st.shared.b32 [ $0 + 0 ], $1;"
// CHECK-NEXT: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK-NEXT: llvm.load
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cluster(%p: !tt.ptr<i32>, %v: i32, %out: !tt.ptr<i32>) {
    %a = tt.atomic_rmw add, acq_rel, gpu, %p, %v : (!tt.ptr<i32>, i32) -> i32
    tt.store %out, %a : !tt.ptr<i32>
    tt.return
  }
}

// -----

// A broadcast 2-d result whose pairs of consecutive offsets are registers 0 and 2, 1 and 3:
// each pair is stored and loaded as one v2 access, and the loaded values go back to their
// registers: 0 <- first load [0], 1 <- second load [0], 2 <- first load [1], 3 <- second
// load [1]. (Triton 3.6 keeps them in access order, handing registers 1 and 2 each other's
// old value; ttopt deliberately does not.)
// CHECK-LABEL: llvm.func @register_order
// CHECK-COUNT-2: "@$3 st.shared.v2.b32 [ $0 + 0 ], { $1, $2 };", "r,r,r,b"
// CHECK:      llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.extractelement
// CHECK-NEXT: llvm.insertvalue
// CHECK-NEXT: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.extractelement
// CHECK-NEXT: llvm.insertvalue
// CHECK-NEXT: llvm.extractvalue
// CHECK-NEXT: llvm.extractvalue
// CHECK-NEXT: llvm.mlir.undef : vector<2xi32>
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.insertelement
// CHECK-NEXT: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.insertelement
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[FIRST0:.*]] = llvm.extractelement %{{.*}} : vector<2xi32>
// CHECK-NEXT: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[FIRST1:.*]] = llvm.extractelement %{{.*}} : vector<2xi32>
// CHECK:      llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.extractelement
// CHECK-NEXT: llvm.insertvalue
// CHECK-NEXT: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.extractelement
// CHECK-NEXT: llvm.insertvalue
// CHECK-NEXT: llvm.extractvalue
// CHECK-NEXT: llvm.extractvalue
// CHECK-NEXT: llvm.mlir.undef : vector<2xi32>
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.insertelement
// CHECK-NEXT: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.insertelement
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SECOND0:.*]] = llvm.extractelement %{{.*}} : vector<2xi32>
// CHECK-NEXT: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[SECOND1:.*]] = llvm.extractelement %{{.*}} : vector<2xi32>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[FIRST0]], %[[U]][0]
// CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[SECOND0]], %[[S0]][1]
// CHECK-NEXT: %[[S2:.*]] = llvm.insertvalue %[[FIRST1]], %[[S1]][2]
// CHECK-NEXT: llvm.insertvalue %[[SECOND1]], %[[S2]][3]
#b = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @register_order(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %out: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<8x16x!tt.ptr<i32>, #b>
    %one = arith.constant dense<1> : tensor<8x16xi32, #b>
    %old = tt.atomic_rmw add, acq_rel, gpu, %ps, %one : (tensor<8x16x!tt.ptr<i32>, #b>, tensor<8x16xi32, #b>) -> tensor<8x16xi32, #b>
    %os = tt.splat %out : !tt.ptr<i32> -> tensor<8x16x!tt.ptr<i32>, #b>
    tt.store %os, %old : tensor<8x16x!tt.ptr<i32>, #b>
    tt.return
  }
}

// -----

// Only registers broadcast (2 columns in 4 registers, every lane distinct): no thread
// predicate, so every thread stores its results with plain stores (Triton 3.6 aborts here).
// CHECK-LABEL: llvm.func @register_broadcast
// CHECK-COUNT-4: "mov.u32 $0, 0x0;\0A\09atom.global.gpu.relaxed.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
#b = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @register_broadcast(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %v: tensor<32x2xi32, #b>, %out: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<32x2x!tt.ptr<i32>, #b>
    %a = tt.atomic_rmw add, relaxed, gpu, %ps, %v : (tensor<32x2x!tt.ptr<i32>, #b>, tensor<32x2xi32, #b>) -> tensor<32x2xi32, #b>
    %os = tt.splat %out : !tt.ptr<i32> -> tensor<32x2x!tt.ptr<i32>, #b>
    tt.store %os, %a : tensor<32x2x!tt.ptr<i32>, #b>
    tt.return
  }
}
