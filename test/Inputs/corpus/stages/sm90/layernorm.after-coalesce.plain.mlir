#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
    %8 = ttg.convert_layout %7 : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
    %9 = ttg.convert_layout %3 : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
    %10 = ttg.convert_layout %cst : tensor<1024xf16, #blocked> -> tensor<1024xf16, #blocked1>
    %11 = tt.load %8, %9, %10 : tensor<1024x!tt.ptr<f16>, #blocked1>
    %12 = ttg.convert_layout %11 : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
    %13 = arith.extf %12 : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %14 = "tt.reduce"(%13) <{axis = 0 : i32}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      %51 = arith.addf %arg7, %arg8 : f32
      tt.reduce.return %51 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %15 = arith.sitofp %arg5 : i32 to f32
    %16 = arith.divf %14, %15 : f32
    %17 = tt.splat %16 : f32 -> tensor<1024xf32, #blocked>
    %18 = arith.subf %13, %17 : tensor<1024xf32, #blocked>
    %19 = arith.select %3, %18, %cst_1 : tensor<1024xi1, #blocked>, tensor<1024xf32, #blocked>
    %20 = arith.mulf %19, %19 : tensor<1024xf32, #blocked>
    %21 = "tt.reduce"(%20) <{axis = 0 : i32}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      %51 = arith.addf %arg7, %arg8 : f32
      tt.reduce.return %51 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %22 = arith.divf %21, %15 : f32
    %23 = arith.addf %22, %arg6 : f32
    %24 = math.sqrt %23 : f32
    %25 = arith.divf %cst_0, %24 : f32
    %26 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %27 = tt.addptr %26, %1 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %28 = ttg.convert_layout %27 : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
    %29 = ttg.convert_layout %3 : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
    %30 = tt.load %28, %29 : tensor<1024x!tt.ptr<f16>, #blocked1>
    %31 = ttg.convert_layout %30 : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
    %32 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %33 = tt.addptr %32, %1 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %34 = ttg.convert_layout %33 : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
    %35 = ttg.convert_layout %3 : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
    %36 = tt.load %34, %35 : tensor<1024x!tt.ptr<f16>, #blocked1>
    %37 = ttg.convert_layout %36 : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
    %38 = tt.addptr %arg1, %4 : !tt.ptr<f16>, i32
    %39 = tt.splat %38 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %40 = tt.addptr %39, %1 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %41 = tt.splat %25 : f32 -> tensor<1024xf32, #blocked>
    %42 = arith.mulf %19, %41 : tensor<1024xf32, #blocked>
    %43 = arith.extf %31 : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %44 = arith.mulf %42, %43 : tensor<1024xf32, #blocked>
    %45 = arith.extf %37 : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %46 = arith.addf %44, %45 : tensor<1024xf32, #blocked>
    %47 = arith.truncf %46 : tensor<1024xf32, #blocked> to tensor<1024xf16, #blocked>
    %48 = ttg.convert_layout %40 : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
    %49 = ttg.convert_layout %47 : tensor<1024xf16, #blocked> -> tensor<1024xf16, #blocked1>
    %50 = ttg.convert_layout %3 : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
    tt.store %48, %49, %50 : tensor<1024x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}

