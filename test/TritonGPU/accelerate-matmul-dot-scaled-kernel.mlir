// RUN: ttopt %s -tritongpu-accelerate-matmul | FileCheck %s
// RUN: ttopt %s -tritongpu-accelerate-matmul -tritongpu-remove-layout-conversions | FileCheck %s --check-prefix=REMAT

// A tl.dot_scaled kernel from Triton's Python front end (mxfp4 A with e8m0 scales x bf16 B,
// 128x128x64 tiles, 4 warps, cuda:90): its TTGIR right before tritongpu-accelerate-matmul in
// Triton 3.6's make_ttgir (ttopt's and upstream's are equal there), e.g.
//   acc = tl.dot_scaled(a, s, "e2m1", b, None, "bf16", acc)
// The scaled dot is decomposed and put on wgmma (checked equal to Triton 3.6's, as is the
// remove-layout-conversions after it, which keeps the fp4 source in a kWidth = 1 operand).

// CHECK-DAG: #[[MMA:.*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
// CHECK-DAG: #[[UP:.*]] = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: %[[NAN:.*]] = arith.constant dense<0x7FC0> : tensor<128x64xbf16, #[[UP]]>
// CHECK: scf.for
// CHECK: %[[UPCAST:.*]] = ttg.fp4_to_fp %{{.*}} {axis = 1 : i32} : tensor<128x32xi8, #{{.*}}> -> tensor<128x64xbf16, #[[UP]]>
// CHECK: %[[MUL:.*]] = arith.mulf %[[UPCAST]], %{{.*}} : tensor<128x64xbf16, #[[UP]]>
// CHECK: %[[SEL:.*]] = arith.select %{{.*}}, %[[NAN]], %[[MUL]]
// CHECK: %[[A:.*]] = ttg.convert_layout %[[SEL]] : {{.*}} -> tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #{{.*}}}>>
// CHECK: %[[B:.*]] = ttg.local_alloc %{{.*}} : (tensor<64x128xbf16, #{{.*}}>) -> !ttg.memdesc<64x128xbf16, #shared, #smem>
// CHECK: %[[AOP:.*]] = ttg.convert_layout %[[A]] : {{.*}} -> tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 2}>>
// CHECK: ttng.warp_group_dot %[[AOP]], %[[B]], %{{.*}} : {{.*}} -> tensor<128x128xf32, #[[MMA]]>
// CHECK-NOT: tt.dot_scaled

// REMAT: ttg.fp4_to_fp %{{.*}} {axis = 1 : i32} : tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> -> tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mxfp4_bf16_matmul(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}, %arg10: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %c2_i32 = arith.constant 2 : i32
    %c128_i32 = arith.constant 128 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c128_i32 : i32
    %3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %6 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %7 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %8 = tt.splat %2 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = tt.splat %2 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %10 = tt.splat %2 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %11 = arith.addi %8, %3 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %12 = arith.addi %9, %4 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %13 = arith.addi %10, %5 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %14 = arith.muli %1, %c128_i32 : i32
    %15 = tt.splat %14 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %16 = tt.splat %14 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %17 = arith.addi %15, %6 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %18 = arith.addi %16, %7 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %19 = scf.for %arg11 = %c0_i32 to %arg6 step %c64_i32 iter_args(%arg12 = %cst) -> (tensor<128x128xf32, #blocked>)  : i32 {
      %30 = tt.expand_dims %11 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
      %31 = tt.expand_dims %12 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2>
      %32 = tt.splat %arg7 : i32 -> tensor<128x1xi32, #blocked1>
      %33 = arith.muli %30, %32 : tensor<128x1xi32, #blocked1>
      %34 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked1>
      %35 = tt.addptr %34, %33 : tensor<128x1x!tt.ptr<i8>, #blocked1>, tensor<128x1xi32, #blocked1>
      %36 = arith.divsi %arg11, %c2_i32 : i32
      %37 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %38 = tt.splat %36 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %39 = arith.addi %38, %37 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %40 = tt.expand_dims %39 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %41 = tt.broadcast %35 : tensor<128x1x!tt.ptr<i8>, #blocked1> -> tensor<128x32x!tt.ptr<i8>, #blocked1>
      %42 = tt.broadcast %40 : tensor<1x32xi32, #blocked1> -> tensor<128x32xi32, #blocked1>
      %43 = tt.addptr %41, %42 : tensor<128x32x!tt.ptr<i8>, #blocked1>, tensor<128x32xi32, #blocked1>
      %44 = tt.load %43 : tensor<128x32x!tt.ptr<i8>, #blocked1>
      %45 = ttg.convert_layout %44 : tensor<128x32xi8, #blocked1> -> tensor<128x32xi8, #blocked5>
      %46 = tt.splat %arg8 : i32 -> tensor<128x1xi32, #blocked2>
      %47 = arith.muli %31, %46 : tensor<128x1xi32, #blocked2>
      %48 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<128x1x!tt.ptr<i8>, #blocked2>
      %49 = tt.addptr %48, %47 : tensor<128x1x!tt.ptr<i8>, #blocked2>, tensor<128x1xi32, #blocked2>
      %50 = arith.divsi %arg11, %c32_i32 : i32
      %51 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %52 = tt.splat %50 : i32 -> tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %53 = arith.addi %52, %51 : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %54 = tt.expand_dims %53 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x2xi32, #blocked2>
      %55 = tt.broadcast %49 : tensor<128x1x!tt.ptr<i8>, #blocked2> -> tensor<128x2x!tt.ptr<i8>, #blocked2>
      %56 = tt.broadcast %54 : tensor<1x2xi32, #blocked2> -> tensor<128x2xi32, #blocked2>
      %57 = tt.addptr %55, %56 : tensor<128x2x!tt.ptr<i8>, #blocked2>, tensor<128x2xi32, #blocked2>
      %58 = tt.load %57 : tensor<128x2x!tt.ptr<i8>, #blocked2>
      %59 = ttg.convert_layout %58 : tensor<128x2xi8, #blocked2> -> tensor<128x2xi8, #blocked6>
      %60 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked4}>>
      %61 = tt.splat %arg11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked4}>>
      %62 = arith.addi %61, %60 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked4}>>
      %63 = tt.expand_dims %62 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<64x1xi32, #blocked4>
      %64 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked4>
      %65 = arith.muli %63, %64 : tensor<64x1xi32, #blocked4>
      %66 = tt.splat %arg2 : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #blocked4>
      %67 = tt.addptr %66, %65 : tensor<64x1x!tt.ptr<bf16>, #blocked4>, tensor<64x1xi32, #blocked4>
      %68 = tt.expand_dims %17 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x128xi32, #blocked4>
      %69 = tt.broadcast %67 : tensor<64x1x!tt.ptr<bf16>, #blocked4> -> tensor<64x128x!tt.ptr<bf16>, #blocked4>
      %70 = tt.broadcast %68 : tensor<1x128xi32, #blocked4> -> tensor<64x128xi32, #blocked4>
      %71 = tt.addptr %69, %70 : tensor<64x128x!tt.ptr<bf16>, #blocked4>, tensor<64x128xi32, #blocked4>
      %72 = tt.load %71 : tensor<64x128x!tt.ptr<bf16>, #blocked4>
      %73 = ttg.convert_layout %72 : tensor<64x128xbf16, #blocked4> -> tensor<64x128xbf16, #blocked>
      %74 = tt.dot_scaled %45 scale %59, %73, %arg12 lhs = e2m1 rhs = bf16 {fastMath = false} : tensor<128x32xi8, #blocked5>, tensor<128x2xi8, #blocked6> * tensor<64x128xbf16, #blocked> -> tensor<128x128xf32, #blocked>
      scf.yield %74 : tensor<128x128xf32, #blocked>
    }
    %20 = tt.expand_dims %13 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<128x1xi32, #blocked3>
    %21 = tt.splat %arg10 : i32 -> tensor<128x1xi32, #blocked3>
    %22 = arith.muli %20, %21 : tensor<128x1xi32, #blocked3>
    %23 = tt.splat %arg3 : !tt.ptr<f32> -> tensor<128x1x!tt.ptr<f32>, #blocked3>
    %24 = tt.addptr %23, %22 : tensor<128x1x!tt.ptr<f32>, #blocked3>, tensor<128x1xi32, #blocked3>
    %25 = tt.expand_dims %18 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x128xi32, #blocked3>
    %26 = tt.broadcast %24 : tensor<128x1x!tt.ptr<f32>, #blocked3> -> tensor<128x128x!tt.ptr<f32>, #blocked3>
    %27 = tt.broadcast %25 : tensor<1x128xi32, #blocked3> -> tensor<128x128xi32, #blocked3>
    %28 = tt.addptr %26, %27 : tensor<128x128x!tt.ptr<f32>, #blocked3>, tensor<128x128xi32, #blocked3>
    %29 = ttg.convert_layout %19 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #blocked3>
    tt.store %28, %29 : tensor<128x128x!tt.ptr<f32>, #blocked3>
    tt.return
  }
}

