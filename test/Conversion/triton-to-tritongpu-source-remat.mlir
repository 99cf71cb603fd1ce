// RUN: ttopt %s '-convert-triton-to-tritongpu=target=cuda:80 enable-source-remat=true' | FileCheck %s

// With enable-source-remat the type converter can build source materializations: an op
// that stays as it is (TritonGPU ops are legal) and uses a converted tensor gets it back
// in its old type through an unrealized_conversion_cast (without the option this is an
// error, see triton-to-tritongpu-invalid.mlir). Upstream's Python bindings cannot set
// the option, so this output was not compared with Triton's.

// CHECK: [[B1D:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @unconverted_user
// CHECK:      %[[F:.*]] = arith.sitofp %{{.*}} : tensor<128xi32, [[B1D]]> to tensor<128xf32, [[B1D]]>
// CHECK-NEXT: %[[OLD:.*]] = builtin.unrealized_conversion_cast %[[F]] : tensor<128xf32, [[B1D]]> to tensor<128xf32>
// CHECK-NEXT: ttg.local_alloc %[[OLD]] : (tensor<128xf32>) -> !ttg.memdesc<128xf32, #shared, #smem>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @unconverted_user() {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %f = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
  %a = ttg.local_alloc %f : (tensor<128xf32>) -> !ttg.memdesc<128xf32, #shared, #smem>
  tt.return
}
