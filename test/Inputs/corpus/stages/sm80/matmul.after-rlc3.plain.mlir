#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c2_i32 = arith.constant 2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant dense<64> : tensor<128x64xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x128xf16, #blocked1>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c127_i32 = arith.constant 127 : i32
    %c63_i32 = arith.constant 63 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
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
    %15 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %16 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %17 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %18 = tt.splat %14 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %19 = tt.splat %14 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %20 = arith.addi %18, %15 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %21 = arith.addi %19, %16 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %22 = tt.splat %arg3 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %23 = arith.remsi %20, %22 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %24 = arith.muli %13, %c128_i32 : i32
    %25 = tt.splat %24 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %26 = arith.addi %25, %17 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %27 = tt.splat %arg4 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %28 = arith.remsi %26, %27 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %29 = tt.expand_dims %23 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked>
    %30 = tt.splat %arg6 : i32 -> tensor<128x1xi32, #blocked>
    %31 = arith.muli %29, %30 : tensor<128x1xi32, #blocked>
    %32 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked>
    %33 = tt.addptr %32, %31 : tensor<128x1x!tt.ptr<f16>, #blocked>, tensor<128x1xi32, #blocked>
    %34 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %35 = tt.expand_dims %34 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %36 = tt.broadcast %33 : tensor<128x1x!tt.ptr<f16>, #blocked> -> tensor<128x64x!tt.ptr<f16>, #blocked>
    %37 = tt.broadcast %35 : tensor<1x64xi32, #blocked> -> tensor<128x64xi32, #blocked>
    %38 = tt.addptr %36, %37 : tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<128x64xi32, #blocked>
    %39 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %40 = tt.expand_dims %39 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %41 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked1>
    %42 = arith.muli %40, %41 : tensor<64x1xi32, #blocked1>
    %43 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %44 = tt.addptr %43, %42 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %45 = tt.expand_dims %28 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1>
    %46 = tt.broadcast %44 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x128x!tt.ptr<f16>, #blocked1>
    %47 = tt.broadcast %45 : tensor<1x128xi32, #blocked1> -> tensor<64x128xi32, #blocked1>
    %48 = tt.addptr %46, %47 : tensor<64x128x!tt.ptr<f16>, #blocked1>, tensor<64x128xi32, #blocked1>
    %49 = arith.addi %arg5, %c63_i32 : i32
    %50 = arith.divsi %49, %c64_i32 : i32
    %51 = arith.muli %arg7, %c64_i32 : i32
    %52 = tt.splat %51 : i32 -> tensor<64x128xi32, #blocked1>
    %53 = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
    %54 = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xf16, #shared, #smem, mutable>
    %55 = arith.cmpi sgt, %50, %c0_i32 : i32
    %56 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %57 = arith.cmpi slt, %35, %56 : tensor<1x64xi32, #blocked>
    %58 = tt.broadcast %57 : tensor<1x64xi1, #blocked> -> tensor<128x64xi1, #blocked>
    %59 = ttg.memdesc_index %53[%c0_i32] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %60 = tt.splat %55 : i1 -> tensor<128x64xi1, #blocked>
    %61 = arith.andi %60, %58 : tensor<128x64xi1, #blocked>
    %62 = ttg.async_copy_global_to_local %38, %59 mask %61 other %cst_0 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    %63 = ttg.async_commit_group tokens %62
    %64 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
    %65 = arith.cmpi slt, %40, %64 : tensor<64x1xi32, #blocked1>
    %66 = tt.broadcast %65 : tensor<64x1xi1, #blocked1> -> tensor<64x128xi1, #blocked1>
    %67 = ttg.memdesc_index %54[%c0_i32] : !ttg.memdesc<2x64x128xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %68 = tt.splat %55 : i1 -> tensor<64x128xi1, #blocked1>
    %69 = arith.andi %68, %66 : tensor<64x128xi1, #blocked1>
    %70 = ttg.async_copy_global_to_local %48, %67 mask %69 other %cst_1 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked1> -> <64x128xf16, #shared, #smem, mutable>
    %71 = ttg.async_commit_group tokens %70
    %72 = arith.cmpi sgt, %50, %c1_i32 : i32
    %73 = tt.addptr %38, %cst : tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<128x64xi32, #blocked>
    %74 = tt.addptr %48, %52 : tensor<64x128x!tt.ptr<f16>, #blocked1>, tensor<64x128xi32, #blocked1>
    %75 = arith.subi %arg5, %c64_i32 : i32
    %76 = tt.splat %75 : i32 -> tensor<1x64xi32, #blocked>
    %77 = arith.cmpi slt, %35, %76 : tensor<1x64xi32, #blocked>
    %78 = tt.broadcast %77 : tensor<1x64xi1, #blocked> -> tensor<128x64xi1, #blocked>
    %79 = ttg.memdesc_index %53[%c1_i32] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %80 = tt.splat %72 : i1 -> tensor<128x64xi1, #blocked>
    %81 = arith.andi %80, %78 : tensor<128x64xi1, #blocked>
    %82 = ttg.async_copy_global_to_local %73, %79 mask %81 other %cst_0 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    %83 = ttg.async_commit_group tokens %82
    %84 = tt.splat %75 : i32 -> tensor<64x1xi32, #blocked1>
    %85 = arith.cmpi slt, %40, %84 : tensor<64x1xi32, #blocked1>
    %86 = tt.broadcast %85 : tensor<64x1xi1, #blocked1> -> tensor<64x128xi1, #blocked1>
    %87 = ttg.memdesc_index %54[%c1_i32] : !ttg.memdesc<2x64x128xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %88 = tt.splat %72 : i1 -> tensor<64x128xi1, #blocked1>
    %89 = arith.andi %88, %86 : tensor<64x128xi1, #blocked1>
    %90 = ttg.async_copy_global_to_local %74, %87 mask %89 other %cst_1 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked1> -> <64x128xf16, #shared, #smem, mutable>
    %91 = ttg.async_commit_group tokens %90
    %92:9 = scf.for %arg9 = %c0_i32 to %50 step %c1_i32 iter_args(%arg10 = %cst_2, %arg11 = %73, %arg12 = %74, %arg13 = %c1_i32, %arg14 = %c-1_i32, %arg15 = %63, %arg16 = %83, %arg17 = %71, %arg18 = %91) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<64x128x!tt.ptr<f16>, #blocked1>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %112 = arith.subi %50, %c2_i32 : i32
      %113 = arith.cmpi slt, %arg9, %112 : i32
      %114 = arith.addi %arg14, %c1_i32 : i32
      %115 = arith.cmpi sge, %114, %c2_i32 : i32
      %116 = arith.select %115, %c0_i32, %114 : i32
      %117 = ttg.async_wait %arg15, %arg17 {num = 2 : i32}
      %118 = ttg.memdesc_index %53[%116] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
      %119 = ttg.local_load %118 token %117 : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %120 = ttg.memdesc_index %54[%116] : !ttg.memdesc<2x64x128xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
      %121 = ttg.local_load %120 token %117 : !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %122 = tt.dot %119, %121, %arg10, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      %123 = tt.addptr %arg11, %cst : tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<128x64xi32, #blocked>
      %124 = tt.addptr %arg12, %52 : tensor<64x128x!tt.ptr<f16>, #blocked1>, tensor<64x128xi32, #blocked1>
      %125 = arith.addi %arg13, %c1_i32 : i32
      %126 = arith.cmpi sge, %125, %c2_i32 : i32
      %127 = arith.select %126, %c0_i32, %125 : i32
      %128 = arith.addi %arg9, %c2_i32 : i32
      %129 = arith.muli %128, %c64_i32 : i32
      %130 = arith.subi %arg5, %129 : i32
      %131 = tt.splat %130 : i32 -> tensor<1x64xi32, #blocked>
      %132 = arith.cmpi slt, %35, %131 : tensor<1x64xi32, #blocked>
      %133 = tt.broadcast %132 : tensor<1x64xi1, #blocked> -> tensor<128x64xi1, #blocked>
      %134 = ttg.memdesc_index %53[%127] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
      %135 = tt.splat %113 : i1 -> tensor<128x64xi1, #blocked>
      %136 = arith.andi %135, %133 : tensor<128x64xi1, #blocked>
      %137 = ttg.async_copy_global_to_local %123, %134 mask %136 other %cst_0 {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
      %138 = ttg.async_commit_group tokens %137
      %139 = tt.splat %130 : i32 -> tensor<64x1xi32, #blocked1>
      %140 = arith.cmpi slt, %40, %139 : tensor<64x1xi32, #blocked1>
      %141 = tt.broadcast %140 : tensor<64x1xi1, #blocked1> -> tensor<64x128xi1, #blocked1>
      %142 = ttg.memdesc_index %54[%127] : !ttg.memdesc<2x64x128xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
      %143 = tt.splat %113 : i1 -> tensor<64x128xi1, #blocked1>
      %144 = arith.andi %143, %141 : tensor<64x128xi1, #blocked1>
      %145 = ttg.async_copy_global_to_local %124, %142 mask %144 other %cst_1 {contiguity = 8 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked1> -> <64x128xf16, #shared, #smem, mutable>
      %146 = ttg.async_commit_group tokens %145
      scf.yield %122, %123, %124, %127, %116, %arg16, %138, %arg18, %146 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<64x128x!tt.ptr<f16>, #blocked1>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %93 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %54 : !ttg.memdesc<2x64x128xf16, #shared, #smem, mutable>
    ttg.local_dealloc %53 : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
    %94 = arith.truncf %92#0 : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma>
    %95 = tt.expand_dims %21 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
    %96 = tt.splat %arg8 : i32 -> tensor<128x1xi32, #blocked1>
    %97 = arith.muli %96, %95 : tensor<128x1xi32, #blocked1>
    %98 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked1>
    %99 = tt.addptr %98, %97 : tensor<128x1x!tt.ptr<f16>, #blocked1>, tensor<128x1xi32, #blocked1>
    %100 = tt.expand_dims %26 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1>
    %101 = tt.broadcast %99 : tensor<128x1x!tt.ptr<f16>, #blocked1> -> tensor<128x128x!tt.ptr<f16>, #blocked1>
    %102 = tt.broadcast %100 : tensor<1x128xi32, #blocked1> -> tensor<128x128xi32, #blocked1>
    %103 = tt.addptr %101, %102 : tensor<128x128x!tt.ptr<f16>, #blocked1>, tensor<128x128xi32, #blocked1>
    %104 = tt.splat %arg3 : i32 -> tensor<128x1xi32, #blocked1>
    %105 = arith.cmpi slt, %95, %104 : tensor<128x1xi32, #blocked1>
    %106 = tt.splat %arg4 : i32 -> tensor<1x128xi32, #blocked1>
    %107 = arith.cmpi slt, %100, %106 : tensor<1x128xi32, #blocked1>
    %108 = tt.broadcast %105 : tensor<128x1xi1, #blocked1> -> tensor<128x128xi1, #blocked1>
    %109 = tt.broadcast %107 : tensor<1x128xi1, #blocked1> -> tensor<128x128xi1, #blocked1>
    %110 = arith.andi %108, %109 : tensor<128x128xi1, #blocked1>
    %111 = ttg.convert_layout %94 : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked1>
    tt.store %103, %111, %110 : tensor<128x128x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}

