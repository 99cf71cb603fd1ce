// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s --check-prefix=SM80
// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=89 ptx-version=87' | FileCheck %s --check-prefix=SM89
// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s --check-prefix=SM90
// tt.fp_to_fp and the packed conversions (NVIDIA ElementwiseOpToLLVM.cpp): the PTX text,
// constraints and packing are Triton 3.6's for these inputs on each target.

// f32 -> f16 with cvt.rn / cvt.rz, f16 -> f32 with fpext, f32 -> bf16 with the
// f2bf16 intrinsics (the same on every target).
// SM80-LABEL: llvm.func internal @floats
// SM80:       llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.f16.f32 $0, $1;", "=h,r" %{{.*}} : (f32) -> f16
// SM80:       llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rz.f16.f32 $0, $1;", "=h,r" %{{.*}} : (f32) -> f16
// SM80:       llvm.fpext %{{.*}} : f16 to f32
// SM80:       llvm.call_intrinsic "llvm.nvvm.f2bf16.rn"(%{{.*}}) : (f32) -> bf16
// SM80:       llvm.call_intrinsic "llvm.nvvm.f2bf16.rz"(%{{.*}}) : (f32) -> bf16
// f64 division is the IEEE intrinsic.
// SM80:       llvm.call_intrinsic "llvm.nvvm.div.rn.d"(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @floats(%f: tensor<512xf32, #b>, %h: tensor<512xf16, #b>, %d: tensor<512xf64, #b>) {
    %0 = tt.fp_to_fp %f, rounding = rtne : tensor<512xf32, #b> -> tensor<512xf16, #b>
    %1 = tt.fp_to_fp %f, rounding = rtz : tensor<512xf32, #b> -> tensor<512xf16, #b>
    %2 = tt.fp_to_fp %h : tensor<512xf16, #b> -> tensor<512xf32, #b>
    %3 = tt.fp_to_fp %f, rounding = rtne : tensor<512xf32, #b> -> tensor<512xbf16, #b>
    %4 = tt.fp_to_fp %f, rounding = rtz : tensor<512xf32, #b> -> tensor<512xbf16, #b>
    %5 = arith.divf %d, %d : tensor<512xf64, #b>
    tt.return
  }
}

// -----

// f16 -> e5m2: before sm_89 bit tricks on 4 elements (two f16x2 words in, one word
// out); from sm_89 the native cvt on 2 elements. The inputs are packed into vectors,
// bitcast to words, and the outputs unpacked.
// SM80-LABEL: llvm.func internal @to_e5m2
// SM80:       %[[W0:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// SM80-NEXT:  %[[W1:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// SM80-NEXT:  %[[R:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "{                            \0A.reg .b32 a<2>;              \0Aand.b32 a0, $1, 0xfffefffe;  \0Aand.b32 a1, $2, 0xfffefffe;  \0Aadd.u32 a0, a0, 0x00800080;  \0Aadd.u32 a1, a1, 0x00800080;  \0Aprmt.b32 $0, a0, a1, 0x7531; \0A\09}", "=r,r,r" %[[W0]], %[[W1]] : (i32, i32) -> vector<4xi8>
// SM80:       llvm.extractelement %[[R]][%{{.*}} : i32] : vector<4xi8>
// SM89-LABEL: llvm.func internal @to_e5m2
// SM89:       %[[W:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// SM89-NEXT:  llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f16x2 $0, $1; \0A\09", "=h,r" %[[W]] : (i32) -> vector<2xi8>
#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @to_e5m2(%h: tensor<512xf16, #b>) {
    %0 = tt.fp_to_fp %h, rounding = rtne : tensor<512xf16, #b> -> tensor<512xf8E5M2, #b>
    tt.return
  }
}

// -----

// Four s8 -> four bf16 at once (through f32 before sm_90, bit tricks on sm_90).
// SM80-LABEL: llvm.func internal @s8_to_bf16
// SM80:       %[[W:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// SM80-NEXT:  %[[R:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "{                                           \0A.reg .s8 s<4>;{{.*}}cvt.rn.f32.s8 f0, s0;{{.*}}", "=r,=r,r" %[[W]] : (i32) -> !llvm.struct<(vector<2xbf16>, vector<2xbf16>)>
// SM80-NEXT:  llvm.extractvalue %[[R]][0] : !llvm.struct<(vector<2xbf16>, vector<2xbf16>)>
// SM90-LABEL: llvm.func internal @s8_to_bf16
// SM90:       llvm.inline_asm asm_dialect = att operand_attrs = [] "{{.*}}sub.bf16x2 $0, l1, l2;{{.*}}", "=r,=r,r"
#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @s8_to_bf16(%i: tensor<512xi8, #b>) {
    %0 = arith.sitofp %i : tensor<512xi8, #b> to tensor<512xbf16, #b>
    tt.return
  }
}
