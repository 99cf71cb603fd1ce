#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @softmax(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<1024xf32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %2 = tt.splat %arg4 : i32 -> tensor<1024xi32, #blocked>
    %3 = arith.cmpi slt, %1, %2 : tensor<1024xi32, #blocked>
    %4 = arith.muli %0, %arg2 : i32
    %5 = tt.addptr %arg1, %4 : !tt.ptr<f32>, i32
    %6 = tt.splat %5 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %7 = tt.addptr %6, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %8 = ttg.convert_layout %7 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
    %9 = ttg.convert_layout %3 : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
    %10 = ttg.convert_layout %cst : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    %11 = tt.load %8, %9, %10 : tensor<1024x!tt.ptr<f32>, #blocked1>
    %12 = ttg.convert_layout %11 : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    %13 = "tt.reduce"(%12) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %27 = arith.maxnumf %arg5, %arg6 : f32
      tt.reduce.return %27 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %14 = tt.splat %13 : f32 -> tensor<1024xf32, #blocked>
    %15 = arith.subf %12, %14 : tensor<1024xf32, #blocked>
    %16 = math.exp %15 : tensor<1024xf32, #blocked>
    %17 = "tt.reduce"(%16) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %27 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %27 : f32
    }) : (tensor<1024xf32, #blocked>) -> f32
    %18 = arith.muli %0, %arg3 : i32
    %19 = tt.addptr %arg0, %18 : !tt.ptr<f32>, i32
    %20 = tt.splat %19 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %21 = tt.addptr %20, %1 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %22 = tt.splat %17 : f32 -> tensor<1024xf32, #blocked>
    %23 = arith.divf %16, %22 : tensor<1024xf32, #blocked>
    %24 = ttg.convert_layout %21 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
    %25 = ttg.convert_layout %23 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    %26 = ttg.convert_layout %3 : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
    tt.store %24, %25, %26 : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

