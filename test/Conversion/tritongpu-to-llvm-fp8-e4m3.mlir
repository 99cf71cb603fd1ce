// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=89 ptx-version=87' | FileCheck %s --check-prefix=SM89
// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s --check-prefix=SM90
// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' -verify-diagnostics -o /dev/null
// The f8E4M3FN conversions (NVIDIA ElementwiseOpToLLVM.cpp), which PTX has from sm_89 on;
// the PTX text and constraints are Triton 3.6's for these inputs on each target.

// e4m3 needs sm_89. f32 sources go through f16 (round toward zero) before sm_90, and
// convert natively on sm_90; f32 results come back from f16 by fpext.
// SM89-LABEL: llvm.func internal @e4m3
// SM89:       llvm.inline_asm asm_dialect = att operand_attrs = [] "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h" %{{.*}} : (i16) -> vector<2xf16>
// SM89:       llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rz.f16.f32 $0, $1;", "=h,r" %{{.*}} : (f32) -> f16
// SM89:       llvm.inline_asm asm_dialect = att operand_attrs = [] "{ \0Acvt.rn.satfinite.e4m3x2.f16x2 $0, $1; \0A}", "=h,r" %{{.*}} : (i32) -> vector<2xi8>
// SM89:       llvm.inline_asm asm_dialect = att operand_attrs = [] "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}"
// SM89:       llvm.fpext %{{.*}} : f16 to f32
// SM90-LABEL: llvm.func internal @e4m3
// SM90:       %[[A:.*]] = llvm.bitcast %{{.*}} : vector<1xf32> to i32
// SM90-NEXT:  %[[B:.*]] = llvm.bitcast %{{.*}} : vector<1xf32> to i32
// SM90-NEXT:  llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e4m3x2.f32  $0, $2, $1; \0A", "=h,r,r" %[[A]], %[[B]] : (i32, i32) -> vector<2xi8>
// SM90:       "{                                       \0A.reg .b32 a;                            \0A.reg .f16 a<2>;                         \0A.reg .b16 b<2>;                         \0Acvt.rn.f16x2.e4m3x2 a, $1;              \0Amov.b32 {a0, a1}, a;                    \0Acvt.bf16.f16 b0, a0;                    \0Acvt.bf16.f16 b1, a1;                    \0Amov.b32 $0, {b0, b1};                   \0A}", "=r,h"
#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:89", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @e4m3(%e: tensor<512xf8E4M3FN, #b>, %f: tensor<512xf32, #b>) {
    // expected-error @+1 {{Conversion from/to f8e4m3nv is only supported on compute capability >= 89}}
    %0 = tt.fp_to_fp %e : tensor<512xf8E4M3FN, #b> -> tensor<512xf16, #b>
    %1 = tt.fp_to_fp %f, rounding = rtne : tensor<512xf32, #b> -> tensor<512xf8E4M3FN, #b>
    %2 = tt.fp_to_fp %e : tensor<512xf8E4M3FN, #b> -> tensor<512xf32, #b>
    %3 = tt.fp_to_fp %e : tensor<512xf8E4M3FN, #b> -> tensor<512xbf16, #b>
    tt.return
  }
}
