module {
  tt.func public @row_sum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16xf32>
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16x256xf32>
    %c16_i32 = arith.constant 16 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %3 = tt.splat %1 : i32 -> tensor<16xi32>
    %4 = arith.addi %3, %2 : tensor<16xi32>
    %5 = scf.for %arg4 = %c0_i32 to %arg3 step %c256_i32 iter_args(%arg5 = %cst) -> (tensor<16xf32>)  : i32 {
      %8 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
      %9 = tt.splat %arg4 : i32 -> tensor<256xi32>
      %10 = arith.addi %9, %8 : tensor<256xi32>
      %11 = tt.expand_dims %10 {axis = 0 : i32} : tensor<256xi32> -> tensor<1x256xi32>
      %12 = tt.splat %arg3 : i32 -> tensor<1x256xi32>
      %13 = arith.cmpi slt, %11, %12 : tensor<1x256xi32>
      %14 = tt.expand_dims %4 {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
      %15 = tt.splat %arg2 : i32 -> tensor<16x1xi32>
      %16 = arith.muli %14, %15 : tensor<16x1xi32>
      %17 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>>
      %18 = tt.addptr %17, %16 : tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>
      %19 = tt.broadcast %18 : tensor<16x1x!tt.ptr<f32>> -> tensor<16x256x!tt.ptr<f32>>
      %20 = tt.broadcast %11 : tensor<1x256xi32> -> tensor<16x256xi32>
      %21 = tt.addptr %19, %20 : tensor<16x256x!tt.ptr<f32>>, tensor<16x256xi32>
      %22 = tt.broadcast %13 : tensor<1x256xi1> -> tensor<16x256xi1>
      %23 = tt.load %21, %22, %cst_0 : tensor<16x256x!tt.ptr<f32>>
      %24 = "tt.reduce"(%23) <{axis = 1 : i32}> ({
      ^bb0(%arg6: f32, %arg7: f32):
        %26 = arith.addf %arg6, %arg7 : f32
        tt.reduce.return %26 : f32
      }) : (tensor<16x256xf32>) -> tensor<16xf32>
      %25 = arith.addf %arg5, %24 : tensor<16xf32>
      scf.yield %25 : tensor<16xf32>
    }
    %6 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
    %7 = tt.addptr %6, %4 : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
    tt.store %7, %5 : tensor<16x!tt.ptr<f32>>
    tt.return
  }
}
