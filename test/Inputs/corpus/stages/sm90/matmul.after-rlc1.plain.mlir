#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %c63_i32 = arith.constant 63 : i32
    %c127_i32 = arith.constant 127 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x128xf16, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked2>
    %c8_i32 = arith.constant 8 : i32
    %c128_i32 = arith.constant 128 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_2 = arith.constant dense<64> : tensor<128x64xi32, #blocked2>
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
    %15 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %16 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %17 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %18 = tt.splat %14 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %19 = tt.splat %14 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %20 = arith.addi %18, %15 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %21 = arith.addi %19, %16 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %22 = tt.splat %arg3 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %23 = arith.remsi %20, %22 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %24 = arith.muli %13, %c128_i32 : i32
    %25 = tt.splat %24 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %26 = arith.addi %25, %17 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %27 = tt.splat %arg4 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %28 = arith.remsi %26, %27 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %29 = tt.expand_dims %23 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<128x1xi32, #blocked2>
    %30 = tt.splat %arg6 : i32 -> tensor<128x1xi32, #blocked2>
    %31 = arith.muli %29, %30 : tensor<128x1xi32, #blocked2>
    %32 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked2>
    %33 = tt.addptr %32, %31 : tensor<128x1x!tt.ptr<f16>, #blocked2>, tensor<128x1xi32, #blocked2>
    %34 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %35 = tt.expand_dims %34 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
    %36 = tt.broadcast %33 : tensor<128x1x!tt.ptr<f16>, #blocked2> -> tensor<128x64x!tt.ptr<f16>, #blocked2>
    %37 = tt.broadcast %35 : tensor<1x64xi32, #blocked2> -> tensor<128x64xi32, #blocked2>
    %38 = tt.addptr %36, %37 : tensor<128x64x!tt.ptr<f16>, #blocked2>, tensor<128x64xi32, #blocked2>
    %39 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %40 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %41 = tt.expand_dims %39 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %42 = tt.expand_dims %40 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %43 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked1>
    %44 = arith.muli %41, %43 : tensor<64x1xi32, #blocked1>
    %45 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %46 = tt.addptr %45, %44 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %47 = tt.expand_dims %28 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1>
    %48 = tt.broadcast %46 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x128x!tt.ptr<f16>, #blocked1>
    %49 = tt.broadcast %47 : tensor<1x128xi32, #blocked1> -> tensor<64x128xi32, #blocked1>
    %50 = tt.addptr %48, %49 : tensor<64x128x!tt.ptr<f16>, #blocked1>, tensor<64x128xi32, #blocked1>
    %51 = arith.addi %arg5, %c63_i32 : i32
    %52 = arith.divsi %51, %c64_i32 : i32
    %53:3 = scf.for %arg9 = %c0_i32 to %52 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %38, %arg12 = %50) -> (tensor<128x128xf32, #blocked>, tensor<128x64x!tt.ptr<f16>, #blocked2>, tensor<64x128x!tt.ptr<f16>, #blocked1>)  : i32 {
      %72 = arith.muli %arg9, %c64_i32 : i32
      %73 = arith.subi %arg5, %72 : i32
      %74 = tt.splat %73 : i32 -> tensor<1x64xi32, #blocked2>
      %75 = arith.cmpi slt, %35, %74 : tensor<1x64xi32, #blocked2>
      %76 = tt.broadcast %75 : tensor<1x64xi1, #blocked2> -> tensor<128x64xi1, #blocked2>
      %77 = tt.load %arg11, %76, %cst_1 : tensor<128x64x!tt.ptr<f16>, #blocked2>
      %78 = tt.splat %73 : i32 -> tensor<64x1xi32, #blocked1>
      %79 = arith.cmpi slt, %42, %78 : tensor<64x1xi32, #blocked1>
      %80 = tt.broadcast %79 : tensor<64x1xi1, #blocked1> -> tensor<64x128xi1, #blocked1>
      %81 = tt.load %arg12, %80, %cst_0 : tensor<64x128x!tt.ptr<f16>, #blocked1>
      %82 = ttg.convert_layout %77 : tensor<128x64xf16, #blocked2> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %83 = ttg.convert_layout %81 : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %84 = tt.dot %82, %83, %arg10, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
      %85 = tt.addptr %arg11, %cst_2 : tensor<128x64x!tt.ptr<f16>, #blocked2>, tensor<128x64xi32, #blocked2>
      %86 = arith.muli %arg7, %c64_i32 : i32
      %87 = tt.splat %86 : i32 -> tensor<64x128xi32, #blocked1>
      %88 = tt.addptr %arg12, %87 : tensor<64x128x!tt.ptr<f16>, #blocked1>, tensor<64x128xi32, #blocked1>
      scf.yield %84, %85, %88 : tensor<128x128xf32, #blocked>, tensor<128x64x!tt.ptr<f16>, #blocked2>, tensor<64x128x!tt.ptr<f16>, #blocked1>
    }
    %54 = arith.truncf %53#0 : tensor<128x128xf32, #blocked> to tensor<128x128xf16, #blocked>
    %55 = tt.expand_dims %21 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
    %56 = tt.splat %arg8 : i32 -> tensor<128x1xi32, #blocked1>
    %57 = arith.muli %56, %55 : tensor<128x1xi32, #blocked1>
    %58 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked1>
    %59 = tt.addptr %58, %57 : tensor<128x1x!tt.ptr<f16>, #blocked1>, tensor<128x1xi32, #blocked1>
    %60 = tt.expand_dims %26 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1>
    %61 = tt.broadcast %59 : tensor<128x1x!tt.ptr<f16>, #blocked1> -> tensor<128x128x!tt.ptr<f16>, #blocked1>
    %62 = tt.broadcast %60 : tensor<1x128xi32, #blocked1> -> tensor<128x128xi32, #blocked1>
    %63 = tt.addptr %61, %62 : tensor<128x128x!tt.ptr<f16>, #blocked1>, tensor<128x128xi32, #blocked1>
    %64 = tt.splat %arg3 : i32 -> tensor<128x1xi32, #blocked1>
    %65 = arith.cmpi slt, %55, %64 : tensor<128x1xi32, #blocked1>
    %66 = tt.splat %arg4 : i32 -> tensor<1x128xi32, #blocked1>
    %67 = arith.cmpi slt, %60, %66 : tensor<1x128xi32, #blocked1>
    %68 = tt.broadcast %65 : tensor<128x1xi1, #blocked1> -> tensor<128x128xi1, #blocked1>
    %69 = tt.broadcast %67 : tensor<1x128xi1, #blocked1> -> tensor<128x128xi1, #blocked1>
    %70 = arith.andi %68, %69 : tensor<128x128xi1, #blocked1>
    %71 = ttg.convert_layout %54 : tensor<128x128xf16, #blocked> -> tensor<128x128xf16, #blocked1>
    tt.store %63, %71, %70 : tensor<128x128x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}

