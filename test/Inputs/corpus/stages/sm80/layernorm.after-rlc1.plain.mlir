#blocked = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @layernorm(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: f32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf16, #blocked>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %2 = tt.splat %arg5 : i32 -> tensor<1024xi32, #blocked>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #blocked>
    %4 = arith.muli %0, %arg4 : i32
    %5 = tt.addptr %arg0, %4 : !tt.ptr<f16>, i32
    %6 = tt.splat %5 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %7 = tt.addptr %6, %1 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %8 = tt.load %7, %3, %cst : tensor<1024x!tt.ptr<f16>, #blocked>
    %9 = arith.extf %8 : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %10 = "tt.reduce"(%9) <{axis = 0 : i32}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      %38 = arith.addf %arg7, %arg8 : f32
      tt.reduce.return %38 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %11 = arith.sitofp %arg5 : i32 to f32
    %12 = arith.divf %10, %11 : f32
    %13 = tt.splat %12 : f32 -> tensor<1024xf32, #blocked>
    %14 = arith.subf %9, %13 : tensor<1024xf32, #blocked>
    %15 = arith.select %3, %14, %cst_1 : tensor<1024xi1, #blocked>, tensor<1024xf32, #blocked>
    %16 = arith.mulf %15, %15 : tensor<1024xf32, #blocked>
    %17 = "tt.reduce"(%16) <{axis = 0 : i32}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      %38 = arith.addf %arg7, %arg8 : f32
      tt.reduce.return %38 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %18 = arith.divf %17, %11 : f32
    %19 = arith.addf %18, %arg6 : f32
    %20 = math.sqrt %19 : f32
    %21 = arith.divf %cst_0, %20 : f32
    %22 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %23 = tt.addptr %22, %1 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %24 = tt.load %23, %3 : tensor<1024x!tt.ptr<f16>, #blocked>
    %25 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %26 = tt.addptr %25, %1 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %27 = tt.load %26, %3 : tensor<1024x!tt.ptr<f16>, #blocked>
    %28 = tt.addptr %arg1, %4 : !tt.ptr<f16>, i32
    %29 = tt.splat %28 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %30 = tt.addptr %29, %1 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %31 = tt.splat %21 : f32 -> tensor<1024xf32, #blocked>
    %32 = arith.mulf %15, %31 : tensor<1024xf32, #blocked>
    %33 = arith.extf %24 : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %34 = arith.mulf %32, %33 : tensor<1024xf32, #blocked>
    %35 = arith.extf %27 : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %36 = arith.addf %34, %35 : tensor<1024xf32, #blocked>
    %37 = arith.truncf %36 : tensor<1024xf32, #blocked> to tensor<1024xf16, #blocked>
    tt.store %30, %37, %3 : tensor<1024x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

