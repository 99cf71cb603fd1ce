// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s
// tt.load / tt.store to global memory (LoadStoreOpToLLVM.cpp): vector width from AxisInfo,
// predication, `other`, cache and eviction modifiers. The inline PTX strings and constraints
// are Triton 3.6's for the same inputs.

// 4 contiguous, 16-byte aligned f32 per thread under a mask constant over 4 elements:
// two v4 loads whose destinations are zeroed first, and two v4 stores.
// CHECK-LABEL: llvm.func @vecadd
// CHECK:      llvm.icmp "slt"
// CHECK:      %[[MASK:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i1, i1, i1, i1, i1, i1, i1, i1)>
// CHECK:      %[[LD:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b" %{{.*}}, %[[MASK]] : (!llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[W0:.*]] = llvm.extractvalue %[[LD]][0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[V0:.*]] = llvm.bitcast %[[W0]] : i32 to vector<1xf32>
// CHECK:      %[[IDX:.*]] = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: llvm.extractelement %[[V0]][%[[IDX]] : i32] : vector<1xf32>
// CHECK:      llvm.fadd
// CHECK:      %[[E:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<1xf32>
// CHECK-NEXT: llvm.bitcast %[[E]] : vector<1xf32> to i32
// CHECK:      llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.void
// CHECK:      llvm.inline_asm has_side_effects {{.*}} "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };"
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vecadd(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %y: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %c1024 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c1024 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %bases = tt.splat %base : i32 -> tensor<1024xi32, #blocked>
    %offs = arith.addi %bases, %range : tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %mask = arith.cmpi slt, %offs, %ns : tensor<1024xi32, #blocked>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %xp = tt.addptr %xs, %offs : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %xv = tt.load %xp, %mask : tensor<1024x!tt.ptr<f32>, #blocked>
    %sum = arith.addf %xv, %xv : tensor<1024xf32, #blocked>
    %ys = tt.splat %y : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %yp = tt.addptr %ys, %offs : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %yp, %sum, %mask : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// A float `other` is moved into the destinations from registers; `evict_last` creates an
// L2 policy (sm_80+) passed as the cache hint; cache modifiers become suffixes.
// CHECK-LABEL: llvm.func @other_and_policies
// CHECK:      %[[OTHER:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK:      %[[POLICY:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09createpolicy.fractional.L2::evict_last.b64 $0, 1.0;", "=l"  : () -> i64
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$10 ld.global.cg.L1::evict_last.L2::cache_hint.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ], $9;", "=r,=r,=r,=r,r,r,r,r,l,l,b" %[[OTHER]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[POLICY]], %{{.*}} : (i32, i32, i32, i32, !llvm.ptr<1>, i64, i1) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK:      llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK:      "@$5 st.global.cs.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"
#h = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @other_and_policies(%q: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #h>
    %s = tt.splat %q : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #h>
    %a = tt.addptr %s, %r : tensor<1024x!tt.ptr<f16>, #h>, tensor<1024xi32, #h>
    %o = arith.constant dense<2.0> : tensor<1024xf16, #h>
    %m = arith.constant dense<true> : tensor<1024xi1, #h>
    %v = tt.load %a, %m, %o cacheModifier = cg evictionPolicy = evict_last : tensor<1024x!tt.ptr<f16>, #h>
    tt.store %a, %v, %m cacheModifier = cs : tensor<1024x!tt.ptr<f16>, #h>
    tt.return
  }
}

// -----

// A mask that is not constant over runs of elements forbids vectorizing; an integer
// splat `other` becomes an immediate replicated over the 16-bit move; a volatile load;
// an `evict_first` store also carries an L2 policy.
// CHECK-LABEL: llvm.func @bytes
// CHECK:      %[[P:.*]] = llvm.inline_asm has_side_effects {{.*}} "mov.u64 $0, 0x0;\0A\09createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"  : () -> i64
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x303;\0A\09@$3 ld.volatile.global.L1::evict_first.L2::cache_hint.b8 { $0 }, [ $1 + 0 ], $2;", "=c,l,l,b" %{{.*}}, %[[P]], %{{.*}} : (!llvm.ptr<1>, i64, i1) -> i8
// CHECK-NEXT: llvm.bitcast %{{.*}} : i8 to vector<1xi8>
// CHECK:      llvm.inline_asm has_side_effects {{.*}} "@$3 st.global.L1::evict_first.L2::cache_hint.b8 [ $1 + 0 ], { $0 }, $2;", "c,l,l,b" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i8, !llvm.ptr<1>, i64, i1) -> !llvm.void
#h = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bytes(%p: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %n: i32) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #h>
    %nn = tt.splat %n : i32 -> tensor<1024xi32, #h>
    %m = arith.cmpi slt, %r, %nn : tensor<1024xi32, #h>
    %s = tt.splat %p : !tt.ptr<i8> -> tensor<1024x!tt.ptr<i8>, #h>
    %a = tt.addptr %s, %r : tensor<1024x!tt.ptr<i8>, #h>, tensor<1024xi32, #h>
    %o = arith.constant dense<3> : tensor<1024xi8, #h>
    %v = tt.load %a, %m, %o evictionPolicy = evict_first {isVolatile = true} : tensor<1024x!tt.ptr<i8>, #h>
    tt.store %a, %v, %m evictionPolicy = evict_first : tensor<1024x!tt.ptr<i8>, #h>
    tt.return
  }
}

// -----

// f64 words use "l" registers and 64-bit zeroing; `.ca` loads and `.wt` stores.
// CHECK-LABEL: llvm.func @doubles
// CHECK:      "mov.u64 $0, 0x0;\0A\09mov.u64 $1, 0x0;\0A\09ld.global.ca.v2.b64 { $0, $1 }, [ $2 + 0 ];", "=l,=l,l" %{{.*}} : (!llvm.ptr<1>) -> !llvm.struct<(i64, i64)>
// CHECK:      llvm.bitcast %{{.*}} : i64 to vector<1xf64>
// CHECK:      "st.global.wt.v2.b64 [ $2 + 0 ], { $0, $1 };", "l,l,l" %{{.*}}, %{{.*}}, %{{.*}} : (i64, i64, !llvm.ptr<1>) -> !llvm.void
#h = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @doubles(%q: !tt.ptr<f64> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #h>
    %s = tt.splat %q : !tt.ptr<f64> -> tensor<1024x!tt.ptr<f64>, #h>
    %a = tt.addptr %s, %r : tensor<1024x!tt.ptr<f64>, #h>, tensor<1024xi32, #h>
    %v = tt.load %a cacheModifier = ca : tensor<1024x!tt.ptr<f64>, #h>
    tt.store %a, %v cacheModifier = wt : tensor<1024x!tt.ptr<f64>, #h>
    tt.return
  }
}

// -----

// Elements held by several threads are stored by one of them: a tensor smaller than
// the layout is predicated on lane & 31 == 0 and warp & 3 == 0; a scalar store on
// lane, warp and CTA ids all being 0 (the CTA id folds to a constant for one CTA).
// CHECK-LABEL: llvm.func @redundant_threads
// CHECK:      llvm.extractvalue %{{.*}}[3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvvm.read.ptx.sreg.tid.x : i32
// CHECK:      %[[LANE:.*]] = llvm.urem
// CHECK-NEXT: %[[WARP:.*]] = llvm.udiv
// CHECK-NEXT: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %[[L:.*]] = llvm.and %[[LANE]], %[[C31]] : i32
// CHECK-NEXT: %[[LP:.*]] = llvm.icmp "eq" %[[L]], %[[ZERO]] : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = llvm.and %[[WARP]], %[[C3]] : i32
// CHECK-NEXT: %[[WP:.*]] = llvm.icmp "eq" %[[W]], %[[ZERO]] : i32
// CHECK-NEXT: %[[PRED:.*]] = llvm.and %[[LP]], %[[WP]] : i1
// CHECK:      "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b" %{{.*}}, %{{.*}}, %{{.*}}, %[[PRED]]
// CHECK:      "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b" %{{.*}}, %{{.*}}, %{{.*}}, %[[PRED]]
// CHECK:      "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %arg0 : (!llvm.ptr<1>) -> i32
// CHECK:      llvm.udiv
// CHECK-NEXT: %[[CTA:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvg.cluster_id
// CHECK-NEXT: %[[ALL:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK:      llvm.and %[[CTA]], %{{.*}} : i32
// CHECK:      "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %{{.*}}, %arg0, %{{.*}} : (i32, !llvm.ptr<1>, i1) -> !llvm.void
#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @redundant_threads(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #b>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<2x!tt.ptr<f32>, #b>
    %a = tt.addptr %s, %r : tensor<2x!tt.ptr<f32>, #b>, tensor<2xi32, #b>
    %v = tt.load %a : tensor<2x!tt.ptr<f32>, #b>
    tt.store %a, %v : tensor<2x!tt.ptr<f32>, #b>
    %pv = tt.load %p : !tt.ptr<f32>
    tt.store %p, %pv : !tt.ptr<f32>
    tt.return
  }
}
