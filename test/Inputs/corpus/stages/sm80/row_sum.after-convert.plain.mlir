#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_sum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16xf32, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16x256xf32, #blocked1>
    %c16_i32 = arith.constant 16 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<16xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<16xi32, #blocked>
    %5 = scf.for %arg4 = %c0_i32 to %arg3 step %c256_i32 iter_args(%arg5 = %cst) -> (tensor<16xf32, #blocked>)  : i32 {
      %8 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
      %9 = tt.splat %arg4 : i32 -> tensor<256xi32, #blocked>
      %10 = arith.addi %9, %8 : tensor<256xi32, #blocked>
      %11 = ttg.convert_layout %10 : tensor<256xi32, #blocked> -> tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %12 = tt.expand_dims %11 {axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x256xi32, #blocked2>
      %13 = ttg.convert_layout %12 : tensor<1x256xi32, #blocked2> -> tensor<1x256xi32, #blocked1>
      %14 = tt.splat %arg3 : i32 -> tensor<1x256xi32, #blocked1>
      %15 = arith.cmpi slt, %13, %14 : tensor<1x256xi32, #blocked1>
      %16 = ttg.convert_layout %4 : tensor<16xi32, #blocked> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %17 = tt.expand_dims %16 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<16x1xi32, #blocked3>
      %18 = ttg.convert_layout %17 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %19 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked4>
      %20 = arith.muli %18, %19 : tensor<16x1xi32, #blocked4>
      %21 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked4>
      %22 = tt.addptr %21, %20 : tensor<16x1x!tt.ptr<f32>, #blocked4>, tensor<16x1xi32, #blocked4>
      %23 = tt.broadcast %22 : tensor<16x1x!tt.ptr<f32>, #blocked4> -> tensor<16x256x!tt.ptr<f32>, #blocked4>
      %24 = ttg.convert_layout %23 : tensor<16x256x!tt.ptr<f32>, #blocked4> -> tensor<16x256x!tt.ptr<f32>, #blocked1>
      %25 = tt.broadcast %13 : tensor<1x256xi32, #blocked1> -> tensor<16x256xi32, #blocked1>
      %26 = tt.addptr %24, %25 : tensor<16x256x!tt.ptr<f32>, #blocked1>, tensor<16x256xi32, #blocked1>
      %27 = tt.broadcast %15 : tensor<1x256xi1, #blocked1> -> tensor<16x256xi1, #blocked1>
      %28 = tt.load %26, %27, %cst_0 : tensor<16x256x!tt.ptr<f32>, #blocked1>
      %29 = "tt.reduce"(%28) <{axis = 1 : i32}> ({
      ^bb0(%arg6: f32, %arg7: f32):
        %32 = arith.addf %arg6, %arg7 : f32
        tt.reduce.return %32 : f32
      }) : (tensor<16x256xf32, #blocked1>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %30 = ttg.convert_layout %29 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16xf32, #blocked>
      %31 = arith.addf %arg5, %30 : tensor<16xf32, #blocked>
      scf.yield %31 : tensor<16xf32, #blocked>
    }
    %6 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked>
    %7 = tt.addptr %6, %4 : tensor<16x!tt.ptr<f32>, #blocked>, tensor<16xi32, #blocked>
    tt.store %7, %5 : tensor<16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
