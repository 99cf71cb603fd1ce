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
    %8 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %9 = tt.splat %arg3 : i32 -> tensor<1x256xi32, #blocked1>
    %10 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
    %11 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked1>
    %12 = arith.muli %10, %11 : tensor<16x1xi32, #blocked1>
    %13 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked1>
    %14 = tt.addptr %13, %12 : tensor<16x1x!tt.ptr<f32>, #blocked1>, tensor<16x1xi32, #blocked1>
    %15 = tt.broadcast %14 : tensor<16x1x!tt.ptr<f32>, #blocked1> -> tensor<16x256x!tt.ptr<f32>, #blocked1>
    %16 = scf.for %arg4 = %c0_i32 to %arg3 step %c256_i32 iter_args(%arg5 = %cst) -> (tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #blocked}>>)  : i32 {
      %22 = tt.splat %arg4 : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %23 = arith.addi %22, %8 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %24 = tt.expand_dims %23 {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x256xi32, #blocked1>
      %25 = arith.cmpi slt, %24, %9 : tensor<1x256xi32, #blocked1>
      %26 = tt.broadcast %24 : tensor<1x256xi32, #blocked1> -> tensor<16x256xi32, #blocked1>
      %27 = tt.addptr %15, %26 : tensor<16x256x!tt.ptr<f32>, #blocked1>, tensor<16x256xi32, #blocked1>
      %28 = tt.broadcast %25 : tensor<1x256xi1, #blocked1> -> tensor<16x256xi1, #blocked1>
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
    %17 = "tt.reduce"(%16) <{axis = 1 : i32}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %22 = arith.addf %arg4, %arg5 : f32
      tt.reduce.return %22 : f32
    }) : (tensor<16x64xf32, #ttg.slice<{dim = 2, parent = #blocked}>>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %18 = arith.addf %17, %cst_1 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %19 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked2>
    %20 = tt.addptr %19, %7 : tensor<16x!tt.ptr<f32>, #blocked2>, tensor<16xi32, #blocked2>
    %21 = ttg.convert_layout %18 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<16xf32, #blocked2>
    tt.store %20, %21 : tensor<16x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}

