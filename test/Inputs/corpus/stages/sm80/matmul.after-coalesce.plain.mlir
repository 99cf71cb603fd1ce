#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c63_i32 = arith.constant 63 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %c127_i32 = arith.constant 127 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x128xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked1>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant dense<64> : tensor<128x64xi32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %c8_i32 = arith.constant 8 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.addi %arg3, %c127_i32 : i32
    %2 = arith.divsi %1, %c128_i32 : i32
    %3 = arith.addi %arg4, %c127_i32 : i32
    %4 = arith.divsi %3, %c128_i32 : i32
    %5 = arith.muli %4, %c8_i32 : i32
    %6 = arith.divsi %0, %5 : i32
    %7 = arith.muli %6, %c8_i32 : i32
    %8 = arith.subi %2, %7 : i32
    %9 = arith.minsi %8, %c8_i32 : i32
    %10 = arith.remsi %0, %5 : i32
    %11 = arith.remsi %10, %9 : i32
    %12 = arith.addi %7, %11 : i32
    %13 = arith.divsi %10, %9 : i32
    %14 = arith.muli %12, %c128_i32 : i32
    %15 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked2>
    %16 = tt.splat %14 : i32 -> tensor<128xi32, #blocked2>
    %17 = arith.addi %16, %15 : tensor<128xi32, #blocked2>
    %18 = tt.splat %arg3 : i32 -> tensor<128xi32, #blocked2>
    %19 = arith.remsi %17, %18 : tensor<128xi32, #blocked2>
    %20 = arith.muli %13, %c128_i32 : i32
    %21 = tt.splat %20 : i32 -> tensor<128xi32, #blocked2>
    %22 = arith.addi %21, %15 : tensor<128xi32, #blocked2>
    %23 = tt.splat %arg4 : i32 -> tensor<128xi32, #blocked2>
    %24 = arith.remsi %22, %23 : tensor<128xi32, #blocked2>
    %25 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %26 = ttg.convert_layout %19 : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %27 = tt.expand_dims %26 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<128x1xi32, #blocked3>
    %28 = ttg.convert_layout %27 : tensor<128x1xi32, #blocked3> -> tensor<128x1xi32, #blocked4>
    %29 = tt.splat %arg6 : i32 -> tensor<128x1xi32, #blocked4>
    %30 = arith.muli %28, %29 : tensor<128x1xi32, #blocked4>
    %31 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked4>
    %32 = tt.addptr %31, %30 : tensor<128x1x!tt.ptr<f16>, #blocked4>, tensor<128x1xi32, #blocked4>
    %33 = ttg.convert_layout %25 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %34 = tt.expand_dims %33 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %35 = ttg.convert_layout %34 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked1>
    %36 = tt.broadcast %32 : tensor<128x1x!tt.ptr<f16>, #blocked4> -> tensor<128x64x!tt.ptr<f16>, #blocked4>
    %37 = ttg.convert_layout %36 : tensor<128x64x!tt.ptr<f16>, #blocked4> -> tensor<128x64x!tt.ptr<f16>, #blocked1>
    %38 = tt.broadcast %35 : tensor<1x64xi32, #blocked1> -> tensor<128x64xi32, #blocked1>
    %39 = tt.addptr %37, %38 : tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<128x64xi32, #blocked1>
    %40 = ttg.convert_layout %25 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %41 = tt.expand_dims %40 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %42 = ttg.convert_layout %41 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %43 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked4>
    %44 = arith.muli %42, %43 : tensor<64x1xi32, #blocked4>
    %45 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %46 = tt.addptr %45, %44 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %47 = ttg.convert_layout %24 : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %48 = tt.expand_dims %47 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x128xi32, #blocked5>
    %49 = ttg.convert_layout %48 : tensor<1x128xi32, #blocked5> -> tensor<1x128xi32, #blocked>
    %50 = tt.broadcast %46 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x128x!tt.ptr<f16>, #blocked4>
    %51 = ttg.convert_layout %50 : tensor<64x128x!tt.ptr<f16>, #blocked4> -> tensor<64x128x!tt.ptr<f16>, #blocked>
    %52 = tt.broadcast %49 : tensor<1x128xi32, #blocked> -> tensor<64x128xi32, #blocked>
    %53 = tt.addptr %51, %52 : tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<64x128xi32, #blocked>
    %54 = arith.addi %arg5, %c63_i32 : i32
    %55 = arith.divsi %54, %c64_i32 : i32
    %56:3 = scf.for %arg9 = %c0_i32 to %55 step %c1_i32 iter_args(%arg10 = %39, %arg11 = %53, %arg12 = %cst) -> (tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<128x128xf32, #blocked>)  : i32 {
      %83 = arith.muli %arg9, %c64_i32 : i32
      %84 = arith.subi %arg5, %83 : i32
      %85 = tt.splat %84 : i32 -> tensor<1x64xi32, #blocked1>
      %86 = arith.cmpi slt, %35, %85 : tensor<1x64xi32, #blocked1>
      %87 = tt.broadcast %86 : tensor<1x64xi1, #blocked1> -> tensor<128x64xi1, #blocked1>
      %88 = ttg.convert_layout %arg10 : tensor<128x64x!tt.ptr<f16>, #blocked1> -> tensor<128x64x!tt.ptr<f16>, #blocked6>
      %89 = ttg.convert_layout %87 : tensor<128x64xi1, #blocked1> -> tensor<128x64xi1, #blocked6>
      %90 = ttg.convert_layout %cst_1 : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #blocked6>
      %91 = tt.load %88, %89, %90 : tensor<128x64x!tt.ptr<f16>, #blocked6>
      %92 = ttg.convert_layout %91 : tensor<128x64xf16, #blocked6> -> tensor<128x64xf16, #blocked1>
      %93 = tt.splat %84 : i32 -> tensor<64x1xi32, #blocked4>
      %94 = arith.cmpi slt, %42, %93 : tensor<64x1xi32, #blocked4>
      %95 = tt.broadcast %94 : tensor<64x1xi1, #blocked4> -> tensor<64x128xi1, #blocked4>
      %96 = ttg.convert_layout %95 : tensor<64x128xi1, #blocked4> -> tensor<64x128xi1, #blocked>
      %97 = ttg.convert_layout %arg11 : tensor<64x128x!tt.ptr<f16>, #blocked> -> tensor<64x128x!tt.ptr<f16>, #blocked7>
      %98 = ttg.convert_layout %96 : tensor<64x128xi1, #blocked> -> tensor<64x128xi1, #blocked7>
      %99 = ttg.convert_layout %cst_0 : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #blocked7>
      %100 = tt.load %97, %98, %99 : tensor<64x128x!tt.ptr<f16>, #blocked7>
      %101 = ttg.convert_layout %100 : tensor<64x128xf16, #blocked7> -> tensor<64x128xf16, #blocked>
      %102 = ttg.convert_layout %92 : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %103 = ttg.convert_layout %101 : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %104 = ttg.convert_layout %arg12 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #blocked8>
      %105 = tt.dot %102, %103, %104, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<128x128xf32, #blocked8>
      %106 = ttg.convert_layout %105 : tensor<128x128xf32, #blocked8> -> tensor<128x128xf32, #blocked>
      %107 = tt.addptr %arg10, %cst_2 : tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<128x64xi32, #blocked1>
      %108 = arith.muli %arg7, %c64_i32 : i32
      %109 = tt.splat %108 : i32 -> tensor<64x128xi32, #blocked>
      %110 = tt.addptr %arg11, %109 : tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<64x128xi32, #blocked>
      scf.yield %107, %110, %106 : tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<128x128xf32, #blocked>
    }
    %57 = arith.truncf %56#2 : tensor<128x128xf32, #blocked> to tensor<128x128xf16, #blocked>
    %58 = ttg.convert_layout %17 : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %59 = tt.expand_dims %58 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<128x1xi32, #blocked3>
    %60 = ttg.convert_layout %59 : tensor<128x1xi32, #blocked3> -> tensor<128x1xi32, #blocked4>
    %61 = tt.splat %arg8 : i32 -> tensor<128x1xi32, #blocked4>
    %62 = arith.muli %61, %60 : tensor<128x1xi32, #blocked4>
    %63 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked4>
    %64 = tt.addptr %63, %62 : tensor<128x1x!tt.ptr<f16>, #blocked4>, tensor<128x1xi32, #blocked4>
    %65 = ttg.convert_layout %22 : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %66 = tt.expand_dims %65 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x128xi32, #blocked5>
    %67 = ttg.convert_layout %66 : tensor<1x128xi32, #blocked5> -> tensor<1x128xi32, #blocked>
    %68 = tt.broadcast %64 : tensor<128x1x!tt.ptr<f16>, #blocked4> -> tensor<128x128x!tt.ptr<f16>, #blocked4>
    %69 = ttg.convert_layout %68 : tensor<128x128x!tt.ptr<f16>, #blocked4> -> tensor<128x128x!tt.ptr<f16>, #blocked>
    %70 = tt.broadcast %67 : tensor<1x128xi32, #blocked> -> tensor<128x128xi32, #blocked>
    %71 = tt.addptr %69, %70 : tensor<128x128x!tt.ptr<f16>, #blocked>, tensor<128x128xi32, #blocked>
    %72 = tt.splat %arg3 : i32 -> tensor<128x1xi32, #blocked4>
    %73 = arith.cmpi slt, %60, %72 : tensor<128x1xi32, #blocked4>
    %74 = tt.splat %arg4 : i32 -> tensor<1x128xi32, #blocked>
    %75 = arith.cmpi slt, %67, %74 : tensor<1x128xi32, #blocked>
    %76 = tt.broadcast %73 : tensor<128x1xi1, #blocked4> -> tensor<128x128xi1, #blocked4>
    %77 = ttg.convert_layout %76 : tensor<128x128xi1, #blocked4> -> tensor<128x128xi1, #blocked>
    %78 = tt.broadcast %75 : tensor<1x128xi1, #blocked> -> tensor<128x128xi1, #blocked>
    %79 = arith.andi %77, %78 : tensor<128x128xi1, #blocked>
    %80 = ttg.convert_layout %71 : tensor<128x128x!tt.ptr<f16>, #blocked> -> tensor<128x128x!tt.ptr<f16>, #blocked7>
    %81 = ttg.convert_layout %57 : tensor<128x128xf16, #blocked> -> tensor<128x128xf16, #blocked7>
    %82 = ttg.convert_layout %79 : tensor<128x128xi1, #blocked> -> tensor<128x128xi1, #blocked7>
    tt.store %80, %81, %82 : tensor<128x128x!tt.ptr<f16>, #blocked7>
    tt.return
  }
}

