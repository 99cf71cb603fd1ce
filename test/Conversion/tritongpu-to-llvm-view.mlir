// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s
// Ops that only move registers around (ViewOpToLLVM.cpp) and the SPMD ops
// (SPMDOpToLLVM.cpp); checked against Triton 3.6 on the same inputs.

// CHECK-LABEL: llvm.func internal @views
// splat: the scalar (bitcast to the member type) in every member.
// CHECK:      %[[S:.*]] = llvm.bitcast %arg4 : f32 to f32
// CHECK-NEXT: %[[SU:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[S]], %[[SU]][0]
// CHECK-NEXT: llvm.insertvalue %[[S]], %[[S0]][1]
// A splat constant: one llvm.mlir.constant.
// CHECK:      %[[C:.*]] = llvm.mlir.constant(1.500000e+00 : f16) : f16
// CHECK-NEXT: llvm.bitcast %[[C]] : f16 to f16
// expand_dims of a slice: the same registers.
// CHECK:      %[[E0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[E1:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[EU:.*]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[EP:.*]] = llvm.insertvalue %[[E0]], %[[EU]][0]
// CHECK-NEXT: %[[EXP:.*]] = llvm.insertvalue %[[E1]], %[[EP]][1]
// broadcast: each result register takes the source register at the same coordinates.
// CHECK-NEXT: llvm.extractvalue %[[EXP]][0]
// CHECK-NEXT: llvm.extractvalue %[[EXP]][1]
// A size-1 dimension: both result registers read the one source element.
// CHECK:      %[[B:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(i32)>
// CHECK-NEXT: %[[BU:.*]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[B0:.*]] = llvm.insertvalue %[[B]], %[[BU]][0]
// CHECK-NEXT: llvm.insertvalue %[[B]], %[[B0]][1]
// join interleaves lhs and rhs; split takes even and odd registers.
// CHECK:      %[[L0:.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %[[L1:.*]] = llvm.extractvalue %arg2[1] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %arg2[1] : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %[[JU:.*]] = llvm.mlir.undef : !llvm.struct<(f16, f16, f16, f16)>
// CHECK-NEXT: %[[J0:.*]] = llvm.insertvalue %[[L0]], %[[JU]][0]
// CHECK-NEXT: %[[J1:.*]] = llvm.insertvalue %[[R0]], %[[J0]][1]
// CHECK-NEXT: %[[J2:.*]] = llvm.insertvalue %[[L1]], %[[J1]][2]
// CHECK-NEXT: llvm.insertvalue %[[R1]], %[[J2]][3]
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %arg3[0] : !llvm.struct<(f16, f16, f16, f16)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %arg3[1]
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %arg3[2]
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %arg3[3]
// CHECK-NEXT: %[[LU:.*]] = llvm.mlir.undef : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %[[LO:.*]] = llvm.insertvalue %[[D0]], %[[LU]][0]
// CHECK-NEXT: llvm.insertvalue %[[D2]], %[[LO]][1]
// CHECK-NEXT: %[[HU:.*]] = llvm.mlir.undef : !llvm.struct<(f16, f16)>
// CHECK-NEXT: %[[HI:.*]] = llvm.insertvalue %[[D1]], %[[HU]][0]
// CHECK-NEXT: llvm.insertvalue %[[D3]], %[[HI]][1]
// trans keeps the struct as it is; reshape repacks; cat concatenates.
// CHECK-NEXT: llvm.extractvalue %arg2[0]
// CHECK-NEXT: llvm.extractvalue %arg2[1]
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(f16, f16)>
// CHECK:      llvm.mlir.undef : !llvm.struct<(f16, f16, f16, f16)>
// unsplat: the one element.
// CHECK:      llvm.extractvalue %arg5[0] : !llvm.struct<(f32)>
// CHECK-NEXT: llvm.return
#b1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 2, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#one = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @views(%a: tensor<16xi32, #ttg.slice<{dim = 0, parent = #b1}>>, %b: tensor<16xi32, #ttg.slice<{dim = 1, parent = #b1}>>, %c: tensor<16x16xf16, #b1>, %d: tensor<16x16x2xf16, #b3>, %f: f32, %x: tensor<1xf32, #one>) {
    %s = tt.splat %f : f32 -> tensor<16x16xf32, #b1>
    %k = arith.constant dense<1.5> : tensor<16x16xf16, #b1>
    %0 = tt.expand_dims %a {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #b1}>> -> tensor<1x16xi32, #b1>
    %1 = tt.broadcast %0 : tensor<1x16xi32, #b1> -> tensor<16x16xi32, #b1>
    %2 = tt.expand_dims %b {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #b1}>> -> tensor<16x1xi32, #b1>
    %3 = tt.join %c, %c : tensor<16x16xf16, #b1> -> tensor<16x16x2xf16, #b3>
    %4, %5 = tt.split %d : tensor<16x16x2xf16, #b3> -> tensor<16x16xf16, #b1>
    %6 = tt.trans %c {order = array<i32: 1, 0>} : tensor<16x16xf16, #b1> -> tensor<16x16xf16, #bt>
    %7 = tt.reshape %c : tensor<16x16xf16, #b1> -> tensor<256xf16, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    %8 = tt.cat %c, %c : tensor<16x16xf16, #b1> -> tensor<32x16xf16, #b1>
    %9 = tt.unsplat %x : tensor<1xf32, #one>
    tt.return
  }
}

// -----

// Program ids and counts read the CTA special registers.
// CHECK-LABEL: llvm.func @spmd
// CHECK-NEXT: nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT: nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT: nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK-NEXT: nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK-NEXT: nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK-NEXT: nvvm.read.ptx.sreg.nctaid.z : i32
// CHECK-NEXT: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @spmd() {
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = tt.get_program_id z : i32
    %3 = tt.get_num_programs x : i32
    %4 = tt.get_num_programs y : i32
    %5 = tt.get_num_programs z : i32
    tt.return
  }
}
