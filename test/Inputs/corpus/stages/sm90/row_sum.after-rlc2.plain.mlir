#blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_sum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16x256xf32, #blocked1>
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %c256_i32 = arith.constant 256 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %3 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked2>
    %4 = tt.splat %1 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.splat %1 : i32 -> tensor<16xi32, #blocked2>
    %6 = arith.addi %4, %2 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = arith.addi %5, %3 : tensor<16xi32, #blocked2>
    %8 = scf.for %arg4 = %c0_i32 to %arg3 step %c256_i32 iter_args(%arg5 = %cst) -> (tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #blocked}>>)  : i32 {
      %14 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %15 = tt.splat %arg4 : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %16 = arith.addi %15, %14 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %17 = tt.expand_dims %16 {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x256xi32, #blocked1>
      %18 = tt.splat %arg3 : i32 -> tensor<1x256xi32, #blocked1>
      %19 = arith.cmpi slt, %17, %18 : tensor<1x256xi32, #blocked1>
      %20 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
      %21 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked1>
      %22 = arith.muli %20, %21 : tensor<16x1xi32, #blocked1>
      %23 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked1>
      %24 = tt.addptr %23, %22 : tensor<16x1x!tt.ptr<f32>, #blocked1>, tensor<16x1xi32, #blocked1>
      %25 = tt.broadcast %24 : tensor<16x1x!tt.ptr<f32>, #blocked1> -> tensor<16x256x!tt.ptr<f32>, #blocked1>
      %26 = tt.broadcast %17 : tensor<1x256xi32, #blocked1> -> tensor<16x256xi32, #blocked1>
      %27 = tt.addptr %25, %26 : tensor<16x256x!tt.ptr<f32>, #blocked1>, tensor<16x256xi32, #blocked1>
      %28 = tt.broadcast %19 : tensor<1x256xi1, #blocked1> -> tensor<16x256xi1, #blocked1>
      %29 = tt.load %27, %28, %cst_0 : tensor<16x256x!tt.ptr<f32>, #blocked1>
      %30 = tt.reshape %29 allow_reorder efficient_layout : tensor<16x256xf32, #blocked1> -> tensor<16x64x4xf32, #blocked>
      %31 = "tt.reduce"(%30) <{axis = 2 : i32}> ({
      ^bb0(%arg6: f32, %arg7: f32):
        %33 = arith.addf %arg6, %arg7 : f32
        tt.reduce.return %33 : f32
      }) : (tensor<16x64x4xf32, #blocked>) -> tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #blocked}>>
      %32 = arith.addf %arg5, %31 : tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #blocked}>>
      scf.yield %32 : tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #blocked}>>
    }
    %9 = "tt.reduce"(%8) <{axis = 1 : i32}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %14 = arith.addf %arg4, %arg5 : f32
      tt.reduce.return %14 : f32
    }) : (tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #blocked}>>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %10 = arith.addf %9, %cst_1 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %11 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked2>
    %12 = tt.addptr %11, %7 : tensor<16x!tt.ptr<f32>, #blocked2>, tensor<16xi32, #blocked2>
    %13 = ttg.convert_layout %10 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<16xf32, #blocked2>
    tt.store %12, %13 : tensor<16x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}

