module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @vecadd(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf32>
    %1 = llvm.mlir.constant(512 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(5 : i32) : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(32 : i32) : i32
    %6 = llvm.mlir.constant(127 : i32) : i32
    %7 = llvm.mlir.constant(0 : index) : i32
    %8 = llvm.mlir.constant(1024 : i32) : i32
    %9 = nvvm.read.ptx.sreg.ctaid.x : i32
    %10 = llvm.mul %9, %8 : i32
    %11 = nvvm.read.ptx.sreg.tid.x : i32
    %12 = llvm.and %11, %6 : i32
    %13 = llvm.urem %12, %5 : i32
    %14 = llvm.udiv %12, %5 : i32
    %15 = llvm.shl %13, %4 : i32
    %16 = llvm.or %4, %15 : i32
    %17 = llvm.shl %14, %3 : i32
    %18 = llvm.or %16, %17 : i32
    %19 = llvm.or %18, %4 : i32
    %20 = llvm.and %19, %6 : i32
    %21 = llvm.shl %20, %2 : i32
    %22 = llvm.or disjoint %21, %4 : i32
    %23 = llvm.xor %4, %22 : i32
    %24 = llvm.xor %23, %4 : i32
    %25 = llvm.xor %23, %1 : i32
    %26 = llvm.add %24, %7 : i32
    %27 = llvm.add %25, %7 : i32
    %28 = llvm.add %10, %26 : i32
    %29 = llvm.add %10, %27 : i32
    %30 = llvm.icmp "slt" %28, %arg3 : i32
    %31 = llvm.icmp "slt" %29, %arg3 : i32
    %32 = llvm.getelementptr %arg0[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %33 = llvm.getelementptr %arg0[%29] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %34 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b" %32, %30 : (!llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %35 = llvm.extractvalue %34[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %36 = llvm.bitcast %35 : i32 to vector<1xf32>
    %37 = llvm.extractvalue %34[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %38 = llvm.bitcast %37 : i32 to vector<1xf32>
    %39 = llvm.extractvalue %34[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %40 = llvm.bitcast %39 : i32 to vector<1xf32>
    %41 = llvm.extractvalue %34[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %42 = llvm.bitcast %41 : i32 to vector<1xf32>
    %43 = llvm.extractelement %36[%7 : i32] : vector<1xf32>
    %44 = llvm.extractelement %38[%7 : i32] : vector<1xf32>
    %45 = llvm.extractelement %40[%7 : i32] : vector<1xf32>
    %46 = llvm.extractelement %42[%7 : i32] : vector<1xf32>
    %47 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b" %33, %31 : (!llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %48 = llvm.extractvalue %47[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %49 = llvm.bitcast %48 : i32 to vector<1xf32>
    %50 = llvm.extractvalue %47[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %51 = llvm.bitcast %50 : i32 to vector<1xf32>
    %52 = llvm.extractvalue %47[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %53 = llvm.bitcast %52 : i32 to vector<1xf32>
    %54 = llvm.extractvalue %47[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %55 = llvm.bitcast %54 : i32 to vector<1xf32>
    %56 = llvm.extractelement %49[%7 : i32] : vector<1xf32>
    %57 = llvm.extractelement %51[%7 : i32] : vector<1xf32>
    %58 = llvm.extractelement %53[%7 : i32] : vector<1xf32>
    %59 = llvm.extractelement %55[%7 : i32] : vector<1xf32>
    %60 = llvm.getelementptr %arg1[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %61 = llvm.getelementptr %arg1[%29] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %62 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b" %60, %30 : (!llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %63 = llvm.extractvalue %62[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %64 = llvm.bitcast %63 : i32 to vector<1xf32>
    %65 = llvm.extractvalue %62[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %66 = llvm.bitcast %65 : i32 to vector<1xf32>
    %67 = llvm.extractvalue %62[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %68 = llvm.bitcast %67 : i32 to vector<1xf32>
    %69 = llvm.extractvalue %62[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %70 = llvm.bitcast %69 : i32 to vector<1xf32>
    %71 = llvm.extractelement %64[%7 : i32] : vector<1xf32>
    %72 = llvm.extractelement %66[%7 : i32] : vector<1xf32>
    %73 = llvm.extractelement %68[%7 : i32] : vector<1xf32>
    %74 = llvm.extractelement %70[%7 : i32] : vector<1xf32>
    %75 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b" %61, %31 : (!llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %76 = llvm.extractvalue %75[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %77 = llvm.bitcast %76 : i32 to vector<1xf32>
    %78 = llvm.extractvalue %75[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %79 = llvm.bitcast %78 : i32 to vector<1xf32>
    %80 = llvm.extractvalue %75[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %81 = llvm.bitcast %80 : i32 to vector<1xf32>
    %82 = llvm.extractvalue %75[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %83 = llvm.bitcast %82 : i32 to vector<1xf32>
    %84 = llvm.extractelement %77[%7 : i32] : vector<1xf32>
    %85 = llvm.extractelement %79[%7 : i32] : vector<1xf32>
    %86 = llvm.extractelement %81[%7 : i32] : vector<1xf32>
    %87 = llvm.extractelement %83[%7 : i32] : vector<1xf32>
    %88 = llvm.getelementptr %arg2[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %89 = llvm.getelementptr %arg2[%29] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %90 = llvm.fadd %43, %71 : f32
    %91 = llvm.fadd %44, %72 : f32
    %92 = llvm.fadd %45, %73 : f32
    %93 = llvm.fadd %46, %74 : f32
    %94 = llvm.fadd %56, %84 : f32
    %95 = llvm.fadd %57, %85 : f32
    %96 = llvm.fadd %58, %86 : f32
    %97 = llvm.fadd %59, %87 : f32
    %98 = llvm.insertelement %90, %0[%4 : i32] : vector<1xf32>
    %99 = llvm.bitcast %98 : vector<1xf32> to i32
    %100 = llvm.insertelement %91, %0[%4 : i32] : vector<1xf32>
    %101 = llvm.bitcast %100 : vector<1xf32> to i32
    %102 = llvm.insertelement %92, %0[%4 : i32] : vector<1xf32>
    %103 = llvm.bitcast %102 : vector<1xf32> to i32
    %104 = llvm.insertelement %93, %0[%4 : i32] : vector<1xf32>
    %105 = llvm.bitcast %104 : vector<1xf32> to i32
    %106 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b" %99, %101, %103, %105, %88, %30 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.void
    %107 = llvm.insertelement %94, %0[%4 : i32] : vector<1xf32>
    %108 = llvm.bitcast %107 : vector<1xf32> to i32
    %109 = llvm.insertelement %95, %0[%4 : i32] : vector<1xf32>
    %110 = llvm.bitcast %109 : vector<1xf32> to i32
    %111 = llvm.insertelement %96, %0[%4 : i32] : vector<1xf32>
    %112 = llvm.bitcast %111 : vector<1xf32> to i32
    %113 = llvm.insertelement %97, %0[%4 : i32] : vector<1xf32>
    %114 = llvm.bitcast %113 : vector<1xf32> to i32
    %115 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b" %108, %110, %112, %114, %89, %31 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
