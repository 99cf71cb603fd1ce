// RUN: ttopt %s -split-input-file -convert-nv-gpu-to-llvm | FileCheck %s
// convert-nv-gpu-to-llvm (NVGPUToLLVMPass.cpp) on the nvg ops of Hopper's wgmma lowering:
// `nvg.wgmma` and `nvg.wgmma_wait_group` become inline PTX (rewriteAsPtxAsm: outputs first,
// struct operands unpacked member by member, C tied to the outputs), `nvg.warp_id` the warp
// index made uniform by a shuffle from lane 0. Inputs of our own; the output is Triton 3.6's.

// f16 from shared memory: {d}, a-desc, b-desc, scale-d, the immediate scales 1, 1, then the
// transpose flags (layoutA col: 1, layoutB row: 1).
// CHECK-LABEL: llvm.func @wgmma_shared
// CHECK-COUNT-4: llvm.extractvalue %arg2
// CHECK-NEXT:  llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, $8, $9, $10, 1, 1, 1, 1;", "=f,=f,=f,=f,0,1,2,3,l,l,b" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg0, %arg1, %arg3 : (f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>

// A in registers: `{$8,...}` (`r`), and only B's transpose flag.
// CHECK-LABEL: llvm.func @wgmma_registers
// CHECK:       "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0,$1,$2,$3}, {$8,$9,$10,$11}, $12, $13, 1, 1, 0;", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,l,b"

// Without C: scale-d is the immediate 0 and useC is not an operand; fp8 has no transpose flags.
// CHECK-LABEL: llvm.func @wgmma_fresh_fp8
// CHECK-NEXT:  llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {$0,$1,$2,$3}, $4, $5, 0, 1, 1;", "=f,=f,=f,=f,l,l" %arg0, %arg1 : (i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>

// f16 accumulators travel as i32 pairs (`=r`); tf32 takes no transpose flags.
// CHECK-LABEL: llvm.func @wgmma_tf32_f16acc
// CHECK:       "wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {$0,$1}, $4, $5, $6, 1, 1, 0, 0;", "=r,=r,0,1,l,l,b"
// CHECK:       "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {$0,$1,$2,$3}, $4, $5, 0, 1, 1;", "=f,=f,=f,=f,l,l"

// Integer wgmma: no scales, no transpose flags.
// CHECK-LABEL: llvm.func @wgmma_int8
// CHECK:       "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {$0,$1,$2,$3}, {$8,$9,$10,$11}, $12, $13;", "=r,=r,=r,=r,0,1,2,3,r,r,r,r,l,b"

// The wait ties every member in and out, the output constraint by size: pointers and 64-bit
// values `=l`, f32 `=f`, other 32-bit values `=r`, 16-bit ones `=h`.
// CHECK-LABEL: llvm.func @wait_mixed
// CHECK-COUNT-7: llvm.extractvalue %arg0
// CHECK-NEXT:  llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "// wait for regs: $0,$1,$2,$3,$4,$5,$6\0A\09wgmma.wait_group.sync.aligned 2;", "=f,=l,=r,=h,=l,=h,=l,0,1,2,3,4,5,6" %{{.*}} : (f32, !llvm.ptr<3>, i32, i16, i64, f16, f64) -> !llvm.struct<(f32, ptr<3>, i32, i16, i64, f16, f64)>

// warp_id: tid.x / 32 then a shuffle from lane 0 (the constants hoisted by the greedy driver);
// an unused one is erased (it is Pure).
// CHECK-LABEL: llvm.func @warp_ids
// CHECK-NEXT:  %[[MASK:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:  %[[CLAMP:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT:  %[[LANE0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:  %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:  %[[WARP:.*]] = llvm.udiv %[[TID]], %[[C32]] : i32
// CHECK-NEXT:  %{{.*}} = nvvm.shfl.sync  idx %[[MASK]], %[[WARP]], %[[LANE0]], %[[CLAMP]] : i32 -> i32
// CHECK-LABEL: llvm.func @unused
// CHECK-NEXT:  llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @wgmma_shared(%a: i64, %b: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %use_c: i1) -> !llvm.struct<(f32, f32, f32, f32)> {
    %0 = nvg.wgmma %a, %b, %use_c, %acc {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 1 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
  }
  llvm.func @wgmma_registers(%a: !llvm.struct<(i32, i32, i32, i32)>, %b: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %use_c: i1) -> !llvm.struct<(f32, f32, f32, f32)> {
    %0 = nvg.wgmma %a, %b, %use_c, %acc {eltTypeA = 5 : i32, eltTypeB = 5 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
  }
  llvm.func @wgmma_fresh_fp8(%a: i64, %b: i64, %use_c: i1) -> !llvm.struct<(f32, f32, f32, f32)> {
    %0 = nvg.wgmma %a, %b, %use_c {eltTypeA = 2 : i32, eltTypeB = 3 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
  }
  llvm.func @wgmma_tf32_f16acc(%a: i64, %b: i64, %acc: !llvm.struct<(i32, i32)>, %use_c: i1) -> !llvm.struct<(i32, i32)> {
    %0 = nvg.wgmma %a, %b, %use_c, %acc {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 4 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(i32, i32)>) -> !llvm.struct<(i32, i32)>
    %1 = nvg.wgmma %a, %b, %use_c {eltTypeA = 6 : i32, eltTypeB = 6 : i32, eltTypeC = 7 : i32, k = 8 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return %0 : !llvm.struct<(i32, i32)>
  }
  llvm.func @wgmma_int8(%a: !llvm.struct<(i32, i32, i32, i32)>, %b: i64, %acc: !llvm.struct<(i32, i32, i32, i32)>, %use_c: i1) -> !llvm.struct<(i32, i32, i32, i32)> {
    %0 = nvg.wgmma %a, %b, %use_c, %acc {eltTypeA = 0 : i32, eltTypeB = 0 : i32, eltTypeC = 1 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1, !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)>
    llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>
  }
  llvm.func @wait_mixed(%in: !llvm.struct<(f32, ptr<3>, i32, i16, i64, f16, f64)>) -> !llvm.struct<(f32, ptr<3>, i32, i16, i64, f16, f64)> {
    %0 = nvg.wgmma_wait_group %in {pendings = 2 : i32} : !llvm.struct<(f32, ptr<3>, i32, i16, i64, f16, f64)>
    llvm.return %0 : !llvm.struct<(f32, ptr<3>, i32, i16, i64, f16, f64)>
  }
  llvm.func @warp_ids() -> i32 {
    %0 = nvg.warp_id
    %1 = nvg.warp_id
    %2 = llvm.add %0, %1 : i32
    llvm.return %2 : i32
  }
  llvm.func @unused() {
    %0 = nvg.warp_id
    %1 = llvm.mlir.constant(0 : i32) : i32
    llvm.return
  }
}


// -----

// With one warp the warp id is 0.
// CHECK-LABEL: llvm.func @one_warp
// CHECK-NEXT:  %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  llvm.return %[[ZERO]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @one_warp() -> i32 {
    %0 = nvg.warp_id
    llvm.return %0 : i32
  }
}
