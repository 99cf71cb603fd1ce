// RUN: ttopt %s -tritongpu-remove-layout-conversions -cse | FileCheck %s
// Two conversions of values computed from one loop-carried pointer: the first rewrite gives the
// loop argument a rematerialized twin, and the second conversion's backward slice walks on from
// that twin to its loop's init and yielded values (getConvertBackwardSlice continues from an
// existing conversion). Checked against Triton 3.6's pass: the whole loop ends up in the
// stores' layout and no conversion is left.

#row = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: #[[COL:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
  // CHECK-NOT: #ttg.blocked
  // CHECK-LABEL: tt.func public @two_converts_of_one_loop_arg
  // CHECK-NOT: ttg.convert_layout
  // CHECK: %[[START:.*]] = tt.splat %{{.*}} : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #[[COL]]>
  // CHECK: scf.for {{.*}} iter_args(%[[P:.*]] = %[[START]]) -> (tensor<64x32x!tt.ptr<f32>, #[[COL]]>)
  // CHECK-NEXT: %[[A:.*]] = tt.addptr %[[P]]
  // CHECK-NEXT: tt.store %[[A]]
  // CHECK-NEXT: %[[B:.*]] = tt.addptr %[[P]]
  // CHECK-NEXT: tt.store %[[B]]
  // CHECK-NEXT: scf.yield %[[A]] : tensor<64x32x!tt.ptr<f32>, #[[COL]]>
  // CHECK-NOT: ttg.convert_layout
  tt.func public @two_converts_of_one_loop_arg(%base: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ones = arith.constant dense<1.000000e+00> : tensor<64x32xf32, #col>
    %step_a = arith.constant dense<32> : tensor<64x32xi32, #row>
    %step_b = arith.constant dense<96> : tensor<64x32xi32, #row>
    %start = tt.splat %base : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #row>
    %end = scf.for %i = %c0 to %n step %c1 iter_args(%p = %start) -> (tensor<64x32x!tt.ptr<f32>, #row>) : i32 {
      %a = tt.addptr %p, %step_a : tensor<64x32x!tt.ptr<f32>, #row>, tensor<64x32xi32, #row>
      %a_col = ttg.convert_layout %a : tensor<64x32x!tt.ptr<f32>, #row> -> tensor<64x32x!tt.ptr<f32>, #col>
      tt.store %a_col, %ones : tensor<64x32x!tt.ptr<f32>, #col>
      %b = tt.addptr %p, %step_b : tensor<64x32x!tt.ptr<f32>, #row>, tensor<64x32xi32, #row>
      %b_col = ttg.convert_layout %b : tensor<64x32x!tt.ptr<f32>, #row> -> tensor<64x32x!tt.ptr<f32>, #col>
      tt.store %b_col, %ones : tensor<64x32x!tt.ptr<f32>, #col>
      scf.yield %a : tensor<64x32x!tt.ptr<f32>, #row>
    }
    tt.return
  }
}
