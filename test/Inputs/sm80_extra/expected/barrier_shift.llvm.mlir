module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @barrier_shift(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf32>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(5 : i32) : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(32 : i32) : i32
    %6 = llvm.mlir.constant(127 : i32) : i32
    %7 = llvm.mlir.constant(0 : index) : i32
    %8 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(511 : i32) : i32
    %12 = llvm.mlir.constant(512 : i32) : i32
    %13 = nvvm.read.ptx.sreg.ctaid.x : i32
    %14 = llvm.mul %13, %12 : i32
    %15 = nvvm.read.ptx.sreg.tid.x : i32
    %16 = llvm.and %15, %6 : i32
    %17 = llvm.urem %16, %5 : i32
    %18 = llvm.udiv %16, %5 : i32
    %19 = llvm.shl %17, %4 : i32
    %20 = llvm.or %4, %19 : i32
    %21 = llvm.shl %18, %3 : i32
    %22 = llvm.or %20, %21 : i32
    %23 = llvm.or %22, %4 : i32
    %24 = llvm.and %23, %6 : i32
    %25 = llvm.shl %24, %2 : i32
    %26 = llvm.or disjoint %25, %4 : i32
    %27 = llvm.xor %4, %26 : i32
    %28 = llvm.xor %27, %4 : i32
    %29 = llvm.xor %27, %10 : i32
    %30 = llvm.xor %27, %2 : i32
    %31 = llvm.xor %27, %1 : i32
    %32 = llvm.add %28, %7 : i32
    %33 = llvm.add %29, %7 : i32
    %34 = llvm.add %30, %7 : i32
    %35 = llvm.add %31, %7 : i32
    %36 = llvm.add %14, %32 : i32
    %37 = llvm.add %14, %33 : i32
    %38 = llvm.add %14, %34 : i32
    %39 = llvm.add %14, %35 : i32
    %40 = llvm.icmp "slt" %36, %arg2 : i32
    %41 = llvm.icmp "slt" %37, %arg2 : i32
    %42 = llvm.icmp "slt" %38, %arg2 : i32
    %43 = llvm.icmp "slt" %39, %arg2 : i32
    %44 = llvm.getelementptr %arg0[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %45 = llvm.getelementptr %arg0[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %46 = llvm.getelementptr %arg0[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %47 = llvm.getelementptr %arg0[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %48 = llvm.insertelement %9, %0[%7 : i32] : vector<1xf32>
    %49 = llvm.bitcast %48 : vector<1xf32> to i32
    %50 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %49, %44, %40 : (i32, !llvm.ptr<1>, i1) -> i32
    %51 = llvm.bitcast %50 : i32 to vector<1xf32>
    %52 = llvm.extractelement %51[%7 : i32] : vector<1xf32>
    %53 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %49, %45, %41 : (i32, !llvm.ptr<1>, i1) -> i32
    %54 = llvm.bitcast %53 : i32 to vector<1xf32>
    %55 = llvm.extractelement %54[%7 : i32] : vector<1xf32>
    %56 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %49, %46, %42 : (i32, !llvm.ptr<1>, i1) -> i32
    %57 = llvm.bitcast %56 : i32 to vector<1xf32>
    %58 = llvm.extractelement %57[%7 : i32] : vector<1xf32>
    %59 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %49, %47, %43 : (i32, !llvm.ptr<1>, i1) -> i32
    %60 = llvm.bitcast %59 : i32 to vector<1xf32>
    %61 = llvm.extractelement %60[%7 : i32] : vector<1xf32>
    %62 = llvm.getelementptr %arg1[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %63 = llvm.getelementptr %arg1[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %64 = llvm.getelementptr %arg1[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %65 = llvm.getelementptr %arg1[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %66 = llvm.fmul %52, %8 : f32
    %67 = llvm.fmul %55, %8 : f32
    %68 = llvm.fmul %58, %8 : f32
    %69 = llvm.fmul %61, %8 : f32
    %70 = llvm.insertelement %66, %0[%4 : i32] : vector<1xf32>
    %71 = llvm.bitcast %70 : vector<1xf32> to i32
    %72 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %71, %62, %40 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %73 = llvm.insertelement %67, %0[%4 : i32] : vector<1xf32>
    %74 = llvm.bitcast %73 : vector<1xf32> to i32
    %75 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %74, %63, %41 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %76 = llvm.insertelement %68, %0[%4 : i32] : vector<1xf32>
    %77 = llvm.bitcast %76 : vector<1xf32> to i32
    %78 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %77, %64, %42 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %79 = llvm.insertelement %69, %0[%4 : i32] : vector<1xf32>
    %80 = llvm.bitcast %79 : vector<1xf32> to i32
    %81 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %80, %65, %43 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    nvvm.barrier0
    %82 = llvm.srem %36, %12 : i32
    %83 = llvm.srem %37, %12 : i32
    %84 = llvm.srem %38, %12 : i32
    %85 = llvm.srem %39, %12 : i32
    %86 = llvm.icmp "eq" %82, %11 : i32
    %87 = llvm.icmp "eq" %83, %11 : i32
    %88 = llvm.icmp "eq" %84, %11 : i32
    %89 = llvm.icmp "eq" %85, %11 : i32
    %90 = llvm.add %36, %10 : i32
    %91 = llvm.add %37, %10 : i32
    %92 = llvm.add %38, %10 : i32
    %93 = llvm.add %39, %10 : i32
    %94 = llvm.select %86, %36, %90 : i1, i32
    %95 = llvm.select %87, %37, %91 : i1, i32
    %96 = llvm.select %88, %38, %92 : i1, i32
    %97 = llvm.select %89, %39, %93 : i1, i32
    %98 = llvm.icmp "slt" %94, %arg2 : i32
    %99 = llvm.icmp "slt" %95, %arg2 : i32
    %100 = llvm.icmp "slt" %96, %arg2 : i32
    %101 = llvm.icmp "slt" %97, %arg2 : i32
    %102 = llvm.getelementptr %arg1[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %103 = llvm.getelementptr %arg1[%95] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %104 = llvm.getelementptr %arg1[%96] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %105 = llvm.getelementptr %arg1[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %106 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %49, %102, %98 : (i32, !llvm.ptr<1>, i1) -> i32
    %107 = llvm.bitcast %106 : i32 to vector<1xf32>
    %108 = llvm.extractelement %107[%7 : i32] : vector<1xf32>
    %109 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %49, %103, %99 : (i32, !llvm.ptr<1>, i1) -> i32
    %110 = llvm.bitcast %109 : i32 to vector<1xf32>
    %111 = llvm.extractelement %110[%7 : i32] : vector<1xf32>
    %112 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %49, %104, %100 : (i32, !llvm.ptr<1>, i1) -> i32
    %113 = llvm.bitcast %112 : i32 to vector<1xf32>
    %114 = llvm.extractelement %113[%7 : i32] : vector<1xf32>
    %115 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %49, %105, %101 : (i32, !llvm.ptr<1>, i1) -> i32
    %116 = llvm.bitcast %115 : i32 to vector<1xf32>
    %117 = llvm.extractelement %116[%7 : i32] : vector<1xf32>
    nvvm.barrier0
    %118 = llvm.fadd %66, %108 : f32
    %119 = llvm.fadd %67, %111 : f32
    %120 = llvm.fadd %68, %114 : f32
    %121 = llvm.fadd %69, %117 : f32
    %122 = llvm.insertelement %118, %0[%4 : i32] : vector<1xf32>
    %123 = llvm.bitcast %122 : vector<1xf32> to i32
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %123, %62, %40 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %125 = llvm.insertelement %119, %0[%4 : i32] : vector<1xf32>
    %126 = llvm.bitcast %125 : vector<1xf32> to i32
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %126, %63, %41 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %128 = llvm.insertelement %120, %0[%4 : i32] : vector<1xf32>
    %129 = llvm.bitcast %128 : vector<1xf32> to i32
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %129, %64, %42 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %131 = llvm.insertelement %121, %0[%4 : i32] : vector<1xf32>
    %132 = llvm.bitcast %131 : vector<1xf32> to i32
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %132, %65, %43 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
