#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_sum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x256xf32, #blocked>
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %c256_i32 = arith.constant 256 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked1>
    %4 = tt.splat %1 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.splat %1 : i32 -> tensor<16xi32, #blocked1>
    %6 = arith.addi %4, %2 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<16xi32, #blocked1>
    %8 = scf.for %arg4 = %c0_i32 to %arg3 step %c256_i32 iter_args(%arg5 = %cst_0) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>)  : i32 {
      %12 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %13 = tt.splat %arg4 : i32 -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %14 = arith.addi %13, %12 : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %15 = tt.expand_dims %14 {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x256xi32, #blocked>
      %16 = tt.splat %arg3 : i32 -> tensor<1x256xi32, #blocked>
      %17 = arith.cmpi slt, %15, %16 : tensor<1x256xi32, #blocked>
      %18 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %19 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked>
      %20 = arith.muli %18, %19 : tensor<16x1xi32, #blocked>
      %21 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
      %22 = tt.addptr %21, %20 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
      %23 = tt.broadcast %22 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x256x!tt.ptr<f32>, #blocked>
      %24 = tt.broadcast %15 : tensor<1x256xi32, #blocked> -> tensor<16x256xi32, #blocked>
      %25 = tt.addptr %23, %24 : tensor<16x256x!tt.ptr<f32>, #blocked>, tensor<16x256xi32, #blocked>
      %26 = tt.broadcast %17 : tensor<1x256xi1, #blocked> -> tensor<16x256xi1, #blocked>
      %27 = tt.load %25, %26, %cst : tensor<16x256x!tt.ptr<f32>, #blocked>
      %28 = "tt.reduce"(%27) <{axis = 1 : i32}> ({
      ^bb0(%arg6: f32, %arg7: f32):
        %30 = arith.addf %arg6, %arg7 : f32
        tt.reduce.return %30 : f32
      }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %29 = arith.addf %arg5, %28 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %29 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    %9 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked1>
    %10 = tt.addptr %9, %7 : tensor<16x!tt.ptr<f32>, #blocked1>, tensor<16xi32, #blocked1>
    %11 = ttg.convert_layout %8 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    tt.store %10, %11 : tensor<16x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

