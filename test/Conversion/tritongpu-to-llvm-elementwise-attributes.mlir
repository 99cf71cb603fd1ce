// RUN: ttopt %s -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// ElementwiseOpConversion (ElementwiseOpToLLVMBase.h) builds each LLVM op with the source op's
// discardable attributes (`DestOp::create(..., adaptor.getAttributes())`): the tt.divisibility /
// tt.contiguity hints of tl.multiple_of and tl.max_contiguous, or any other, stay on every
// per-register op, sorted by name as MLIR's dictionary keeps them. Patterns that build their own
// ops (NVIDIA's FPToSIOpConversion) drop them. The output is Triton 3.6's.

// CHECK-LABEL: llvm.func @hints
// CHECK-COUNT-2: llvm.srem %{{.*}}, %{{.*}} {tt.contiguity = dense<256> : tensor<1xi32>, tt.divisibility = dense<16> : tensor<1xi32>} : i32
// CHECK-COUNT-2: llvm.add %{{.*}}, %{{.*}} {tt.divisibility = dense<4> : tensor<1xi32>} : i32
// CHECK-COUNT-2: llvm.sext %{{.*}} {my.note = "kept"} : i32 to i64
// CHECK-COUNT-2: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) {my.note = 1 : i32} : (f32, f32, f32) -> f32
// CHECK-COUNT-2: llvm.fptosi %{{.*}} : f32 to i32
// CHECK:         llvm.mul %arg1, %arg1 {tt.divisibility = dense<16> : tensor<1xi32>} : i32
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hints(%x: tensor<256xi32, #blocked>, %n: i32, %f: tensor<256xf32, #blocked>) {
    %s = tt.splat %n : i32 -> tensor<256xi32, #blocked>
    %r = arith.remsi %x, %s {tt.divisibility = dense<16> : tensor<1xi32>, tt.contiguity = dense<256> : tensor<1xi32>} : tensor<256xi32, #blocked>
    %a = arith.addi %r, %x {tt.divisibility = dense<4> : tensor<1xi32>} : tensor<256xi32, #blocked>
    %e = arith.extsi %a {my.note = "kept"} : tensor<256xi32, #blocked> to tensor<256xi64, #blocked>
    %g = math.fma %f, %f, %f {my.note = 1 : i32} : tensor<256xf32, #blocked>
    %i = arith.fptosi %f {my.note = "dropped"} : tensor<256xf32, #blocked> to tensor<256xi32, #blocked>
    %m = arith.muli %n, %n {tt.divisibility = dense<16> : tensor<1xi32>} : i32
    tt.return
  }
}

