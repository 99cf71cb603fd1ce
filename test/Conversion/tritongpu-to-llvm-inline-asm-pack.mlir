// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s
// tt.elementwise_inline_asm with several results packed below 32 bits: the asm returns one
// flat struct whose members are read in order across the results (all of the first
// result's words, then the second's).

// Two results, 4 elements per call: f16 and i16 results come back as two vector<2x..>
// words each, so the struct has 4 members, 0-1 for the first result, 2-3 for the second.
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  // CHECK-LABEL: llvm.func @two_results
  // CHECK:      %[[ASM:.*]] = llvm.inline_asm asm_dialect = att "op", "=r,=r,=r,=r,r,r" %{{.*}}, %{{.*}} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xi16>, vector<2xi16>)>
  // CHECK-NEXT: llvm.extractvalue %[[ASM]][0]
  // CHECK-COUNT-2: llvm.extractelement
  // CHECK:      llvm.extractvalue %[[ASM]][1]
  // CHECK-COUNT-2: llvm.extractelement
  // CHECK:      llvm.extractvalue %[[ASM]][2]
  // CHECK-COUNT-2: llvm.extractelement
  // CHECK:      llvm.extractvalue %[[ASM]][3]
  // CHECK-NOT:  llvm.extractvalue %[[ASM]]
  tt.func @two_results(%x: tensor<512xf16, #blocked>, %p: tensor<512x!tt.ptr<f16>, #blocked>, %q: tensor<512x!tt.ptr<i16>, #blocked>) {
    %r:2 = tt.elementwise_inline_asm "op" {constraints = "=r,=r,=r,=r,r,r", packed_element = 4 : i32, pure = true} %x : tensor<512xf16, #blocked> -> tensor<512xf16, #blocked>, tensor<512xi16, #blocked>
    tt.store %p, %r#0 : tensor<512x!tt.ptr<f16>, #blocked>
    tt.store %q, %r#1 : tensor<512x!tt.ptr<i16>, #blocked>
    tt.return
  }
}

// -----

// One element per thread, 2 per call: the operand is padded with an undef, the call's
// second results dropped.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  // CHECK-LABEL: llvm.func @padded
  // CHECK:      %[[X:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i8)>
  // CHECK-NEXT: %[[PAD:.*]] = llvm.mlir.undef : i8
  // CHECK:      %[[V0:.*]] = llvm.insertelement %[[X]]
  // CHECK:      llvm.insertelement %[[PAD]], %[[V0]]
  // CHECK:      %[[ASM:.*]] = llvm.inline_asm asm_dialect = att "pad", "=r,r" %{{.*}} : (vector<2xi8>) -> vector<2xf16>
  // CHECK:      %[[E0:.*]] = llvm.extractelement %[[ASM]]
  // CHECK:      llvm.extractelement %[[ASM]]
  // CHECK:      %[[S:.*]] = llvm.mlir.undef : !llvm.struct<(f16)>
  // CHECK-NEXT: llvm.insertvalue %[[E0]], %[[S]][0] : !llvm.struct<(f16)>
  tt.func @padded(%x: tensor<128xi8, #blocked>, %p: tensor<128x!tt.ptr<f16>, #blocked>) {
    %r = tt.elementwise_inline_asm "pad" {constraints = "=r,r", packed_element = 2 : i32, pure = true} %x : tensor<128xi8, #blocked> -> tensor<128xf16, #blocked>
    tt.store %p, %r : tensor<128x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
