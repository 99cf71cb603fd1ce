// DISABLE_MMA_V3 keeps an sm90 dot on mma v2, read as Triton's getBoolEnv reads flags: only
// on, true or 1 (in any case) set it; "yes" leaves wgmma on.
// RUN: ttopt %s -tritongpu-accelerate-matmul | FileCheck %s --check-prefix=V3
// RUN: env DISABLE_MMA_V3=1 ttopt %s -tritongpu-accelerate-matmul | FileCheck %s --check-prefix=V2
// RUN: env DISABLE_MMA_V3=True ttopt %s -tritongpu-accelerate-matmul | FileCheck %s --check-prefix=V2
// RUN: env DISABLE_MMA_V3=yes ttopt %s -tritongpu-accelerate-matmul | FileCheck %s --check-prefix=V3

// V3: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// V3: ttng.warp_group_dot
// V2: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// V2-NOT: ttng.warp_group_dot
// V2: tt.dot {{.*}} -> tensor<64x64xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}
