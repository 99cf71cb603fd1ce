// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The nvg ops of Hopper's wgmma lowering (NVGPUOps.td), printed as Triton 3.6 prints them:
// the properties in the attribute dictionary sorted by name, the enums as i32 values,
// `functional-type(operands, $res)` for wgmma, the result type of wgmma_wait_group
// inferred from its input.

// CHECK-LABEL: llvm.func @wgmma_ops
// CHECK-NEXT:    %0 = nvg.wgmma %arg0, %arg0, %arg2, %arg1 {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT:    %1 = nvg.wgmma %arg3, %arg0, %arg2 {eltTypeA = 2 : i32, eltTypeB = 3 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT:    %2 = nvg.wgmma_wait_group %1 {pendings = 0 : i32} : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT:    %3 = nvg.wgmma_wait_group %arg4 {pendings = 3 : i32} : !llvm.struct<(f32, ptr<3>, i32, i32)>
// CHECK-NEXT:    %4 = nvg.warp_id
// GENERIC: "nvg.wgmma"(%arg0, %arg0, %arg2, %arg1) <{eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32}> : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
// GENERIC: "nvg.wgmma_wait_group"(%{{.*}}) <{pendings = 0 : i32}> : (!llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
// GENERIC: "nvg.warp_id"() : () -> i32
llvm.func @wgmma_ops(%desc: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %use_c: i1, %regs: !llvm.struct<(i32, i32, i32, i32)>, %mixed: !llvm.struct<(f32, ptr<3>, i32, i32)>) {
  %0 = nvg.wgmma %desc, %desc, %use_c, %acc {n = 8 : i32, m = 64 : i32, k = 16 : i32, layoutB = 1 : i32, layoutA = 0 : i32, eltTypeC = 7 : i32, eltTypeB = 4 : i32, eltTypeA = 4 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvg.wgmma %regs, %desc, %use_c {eltTypeA = 2 : i32, eltTypeB = 3 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  %2 = nvg.wgmma_wait_group %1 {pendings = 0 : i32} : !llvm.struct<(f32, f32, f32, f32)>
  %3 = nvg.wgmma_wait_group %mixed {pendings = 3 : i32} : !llvm.struct<(f32, ptr<3>, i32, i32)>
  %4 = nvg.warp_id
  llvm.return
}
