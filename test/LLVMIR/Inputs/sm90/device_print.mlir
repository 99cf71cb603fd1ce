module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.shared = 512 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 1 : i32, "ttng.two-ctas" = false} {
  llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
  llvm.mlir.global internal constant @printfFormat_0("pid (%u, %u, %u) idx (%3u) x: %f\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @device_print(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 32>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
    %1 = llvm.mlir.constant(96 : i32) : i32
    %2 = llvm.mlir.constant(64 : i32) : i32
    %3 = llvm.mlir.constant(-1 : i32) : i32
    %4 = llvm.mlir.undef : vector<4xi32>
    %5 = llvm.mlir.undef : vector<4xf32>
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %8 = llvm.mlir.constant(3 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(2 : i32) : i32
    %11 = llvm.mlir.constant(0 : i32) : i32
    %12 = llvm.mlir.constant(32 : i32) : i32
    %13 = llvm.mlir.constant(31 : i32) : i32
    %14 = llvm.mlir.constant(0 : index) : i32
    %15 = nvvm.read.ptx.sreg.tid.x : i32
    %16 = llvm.and %15, %13 : i32
    %17 = llvm.shl %16, %11 : i32
    %18 = llvm.or %11, %17 : i32
    %19 = llvm.or %18, %11 : i32
    %20 = llvm.and %19, %13 : i32
    %21 = llvm.shl %20, %10 : i32
    %22 = llvm.or disjoint %21, %11 : i32
    %23 = llvm.xor %11, %22 : i32
    %24 = llvm.xor %23, %11 : i32
    %25 = llvm.add %24, %14 : i32
    %26 = llvm.getelementptr %arg0[%25] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %27 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l" %26 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32, i32, i32)>
    %28 = llvm.extractvalue %27[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %29 = llvm.bitcast %28 : i32 to vector<1xf32>
    %30 = llvm.extractvalue %27[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %31 = llvm.bitcast %30 : i32 to vector<1xf32>
    %32 = llvm.extractvalue %27[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %33 = llvm.bitcast %32 : i32 to vector<1xf32>
    %34 = llvm.extractvalue %27[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %35 = llvm.bitcast %34 : i32 to vector<1xf32>
    %36 = llvm.extractelement %29[%14 : i32] : vector<1xf32>
    %37 = llvm.extractelement %31[%14 : i32] : vector<1xf32>
    %38 = llvm.extractelement %33[%14 : i32] : vector<1xf32>
    %39 = llvm.extractelement %35[%14 : i32] : vector<1xf32>
    %40 = llvm.and %18, %13 : i32
    %41 = llvm.shl %40, %6 : i32
    %42 = llvm.or disjoint %41, %11 : i32
    %43 = llvm.xor %11, %42 : i32
    %44 = llvm.mul %11, %6 : i32
    %45 = llvm.xor %43, %44 : i32
    %46 = llvm.xor %45, %11 : i32
    %47 = llvm.add %46, %11 : i32
    %48 = llvm.getelementptr inbounds %7[%47] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %49 = llvm.insertelement %36, %5[%11 : i32] : vector<4xf32>
    %50 = llvm.insertelement %37, %49[%9 : i32] : vector<4xf32>
    %51 = llvm.insertelement %38, %50[%10 : i32] : vector<4xf32>
    %52 = llvm.insertelement %39, %51[%8 : i32] : vector<4xf32>
    %53 = llvm.extractelement %52[%11 : i32] : vector<4xf32>
    %54 = llvm.extractelement %52[%9 : i32] : vector<4xf32>
    %55 = llvm.extractelement %52[%10 : i32] : vector<4xf32>
    %56 = llvm.extractelement %52[%8 : i32] : vector<4xf32>
    %57 = llvm.bitcast %53 : f32 to i32
    %58 = llvm.bitcast %54 : f32 to i32
    %59 = llvm.bitcast %55 : f32 to i32
    %60 = llvm.bitcast %56 : f32 to i32
    %61 = llvm.insertelement %57, %4[%11 : i32] : vector<4xi32>
    %62 = llvm.insertelement %58, %61[%9 : i32] : vector<4xi32>
    %63 = llvm.insertelement %59, %62[%10 : i32] : vector<4xi32>
    %64 = llvm.insertelement %60, %63[%8 : i32] : vector<4xi32>
    llvm.store %64, %48 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.bar.warp.sync %3 : i32
    %65 = nvvm.ldmatrix %48 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %66 = llvm.extractvalue %65[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %67 = llvm.bitcast %66 : i32 to vector<1xf32>
    %68 = llvm.extractelement %67[%11 : i32] : vector<1xf32>
    %69 = llvm.extractvalue %65[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %70 = llvm.bitcast %69 : i32 to vector<1xf32>
    %71 = llvm.extractelement %70[%11 : i32] : vector<1xf32>
    %72 = llvm.extractvalue %65[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %73 = llvm.bitcast %72 : i32 to vector<1xf32>
    %74 = llvm.extractelement %73[%11 : i32] : vector<1xf32>
    %75 = llvm.extractvalue %65[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %76 = llvm.bitcast %75 : i32 to vector<1xf32>
    %77 = llvm.extractelement %76[%11 : i32] : vector<1xf32>
    %78 = nvvm.read.ptx.sreg.ctaid.x : i32
    %79 = nvvm.read.ptx.sreg.ctaid.y : i32
    %80 = nvvm.read.ptx.sreg.ctaid.z : i32
    %81 = llvm.lshr %20, %11 : i32
    %82 = llvm.or disjoint %81, %11 : i32
    %83 = llvm.xor %11, %82 : i32
    %84 = llvm.xor %83, %11 : i32
    %85 = llvm.xor %83, %12 : i32
    %86 = llvm.xor %83, %2 : i32
    %87 = llvm.xor %83, %1 : i32
    %88 = llvm.fpext %68 : f32 to f64
    %89 = llvm.alloca %9 x !llvm.struct<(i32, i32, i32, i32, f64)> : (i32) -> !llvm.ptr
    %90 = llvm.getelementptr %89[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %78, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %89[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %79, %91 : i32, !llvm.ptr
    %92 = llvm.getelementptr %89[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %80, %92 : i32, !llvm.ptr
    %93 = llvm.getelementptr %89[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %84, %93 : i32, !llvm.ptr
    %94 = llvm.getelementptr %89[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %88, %94 : f64, !llvm.ptr
    %95 = llvm.call @vprintf(%0, %89) : (!llvm.ptr, !llvm.ptr) -> i32
    %96 = llvm.fpext %71 : f32 to f64
    %97 = llvm.alloca %9 x !llvm.struct<(i32, i32, i32, i32, f64)> : (i32) -> !llvm.ptr
    %98 = llvm.getelementptr %97[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %78, %98 : i32, !llvm.ptr
    %99 = llvm.getelementptr %97[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %79, %99 : i32, !llvm.ptr
    %100 = llvm.getelementptr %97[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %80, %100 : i32, !llvm.ptr
    %101 = llvm.getelementptr %97[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %85, %101 : i32, !llvm.ptr
    %102 = llvm.getelementptr %97[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %96, %102 : f64, !llvm.ptr
    %103 = llvm.call @vprintf(%0, %97) : (!llvm.ptr, !llvm.ptr) -> i32
    %104 = llvm.fpext %74 : f32 to f64
    %105 = llvm.alloca %9 x !llvm.struct<(i32, i32, i32, i32, f64)> : (i32) -> !llvm.ptr
    %106 = llvm.getelementptr %105[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %78, %106 : i32, !llvm.ptr
    %107 = llvm.getelementptr %105[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %79, %107 : i32, !llvm.ptr
    %108 = llvm.getelementptr %105[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %80, %108 : i32, !llvm.ptr
    %109 = llvm.getelementptr %105[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %86, %109 : i32, !llvm.ptr
    %110 = llvm.getelementptr %105[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %104, %110 : f64, !llvm.ptr
    %111 = llvm.call @vprintf(%0, %105) : (!llvm.ptr, !llvm.ptr) -> i32
    %112 = llvm.fpext %77 : f32 to f64
    %113 = llvm.alloca %9 x !llvm.struct<(i32, i32, i32, i32, f64)> : (i32) -> !llvm.ptr
    %114 = llvm.getelementptr %113[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %78, %114 : i32, !llvm.ptr
    %115 = llvm.getelementptr %113[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %79, %115 : i32, !llvm.ptr
    %116 = llvm.getelementptr %113[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %80, %116 : i32, !llvm.ptr
    %117 = llvm.getelementptr %113[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %87, %117 : i32, !llvm.ptr
    %118 = llvm.getelementptr %113[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
    llvm.store %112, %118 : f64, !llvm.ptr
    %119 = llvm.call @vprintf(%0, %113) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.return
  }
}
