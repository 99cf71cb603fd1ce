; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @softmax(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) %5, ptr addrspace(1) %6) #0 !dbg !3 {
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !6
    #dbg_value(i32 %8, !7, !DIExpression(), !6)
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
    #dbg_value(i32 %9, !11, !DIExpression(), !10)
  %10 = and i32 %9, 127, !dbg !10
    #dbg_value(i32 %10, !11, !DIExpression(), !10)
  %11 = urem i32 %10, 32, !dbg !10
    #dbg_value(i32 %11, !11, !DIExpression(), !10)
  %12 = udiv i32 %10, 32, !dbg !10
    #dbg_value(i32 %12, !11, !DIExpression(), !10)
  %13 = shl i32 %11, 0, !dbg !10
    #dbg_value(i32 %13, !11, !DIExpression(), !10)
  %14 = or i32 0, %13, !dbg !10
    #dbg_value(i32 %14, !11, !DIExpression(), !10)
  %15 = shl i32 %12, 5, !dbg !10
    #dbg_value(i32 %15, !11, !DIExpression(), !10)
  %16 = or i32 %14, %15, !dbg !10
    #dbg_value(i32 %16, !11, !DIExpression(), !10)
  %17 = or i32 %16, 0, !dbg !10
    #dbg_value(i32 %17, !11, !DIExpression(), !10)
  %18 = and i32 %17, 127, !dbg !10
    #dbg_value(i32 %18, !11, !DIExpression(), !10)
  %19 = shl i32 %18, 2, !dbg !10
    #dbg_value(i32 %19, !11, !DIExpression(), !10)
  %20 = or disjoint i32 %19, 0, !dbg !10
    #dbg_value(i32 %20, !11, !DIExpression(), !10)
  %21 = xor i32 0, %20, !dbg !10
    #dbg_value(i32 %21, !11, !DIExpression(), !10)
  %22 = xor i32 %21, 0, !dbg !10
    #dbg_value(i32 %22, !11, !DIExpression(), !10)
  %23 = xor i32 %21, 512, !dbg !10
    #dbg_value(i32 %23, !11, !DIExpression(), !10)
  %24 = add i32 %22, 0, !dbg !10
    #dbg_value(i32 %24, !11, !DIExpression(), !10)
  %25 = add i32 %23, 0, !dbg !10
    #dbg_value(i32 %25, !11, !DIExpression(), !10)
  %26 = icmp slt i32 %24, %4, !dbg !12
    #dbg_value(i1 %26, !13, !DIExpression(), !12)
  %27 = icmp slt i32 %25, %4, !dbg !12
    #dbg_value(i1 %27, !13, !DIExpression(), !12)
  %28 = mul i32 %8, %2, !dbg !15
    #dbg_value(i32 %28, !16, !DIExpression(), !15)
  %29 = getelementptr float, ptr addrspace(1) %1, i32 %28, !dbg !17
    #dbg_value(ptr addrspace(1) %29, !18, !DIExpression(), !17)
  %30 = getelementptr float, ptr addrspace(1) %29, i32 %24, !dbg !20
    #dbg_value(ptr addrspace(1) %30, !18, !DIExpression(), !20)
  %31 = getelementptr float, ptr addrspace(1) %29, i32 %25, !dbg !20
    #dbg_value(ptr addrspace(1) %31, !18, !DIExpression(), !20)
    #dbg_value(<1 x float> splat (float 0xFFF0000000000000), !21, !DIExpression(), !23)
    #dbg_value(i32 -8388608, !16, !DIExpression(), !23)
  %32 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 -8388608, i32 -8388608, i32 -8388608, i32 -8388608, ptr addrspace(1) %30, i1 %26), !dbg !23
    #dbg_value({ i32, i32, i32, i32 } %32, !18, !DIExpression(), !23)
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0, !dbg !23
    #dbg_value(i32 %33, !16, !DIExpression(), !23)
  %34 = bitcast i32 %33 to <1 x float>, !dbg !23
    #dbg_value(<1 x float> %34, !21, !DIExpression(), !23)
  %35 = extractvalue { i32, i32, i32, i32 } %32, 1, !dbg !23
    #dbg_value(i32 %35, !16, !DIExpression(), !23)
  %36 = bitcast i32 %35 to <1 x float>, !dbg !23
    #dbg_value(<1 x float> %36, !21, !DIExpression(), !23)
  %37 = extractvalue { i32, i32, i32, i32 } %32, 2, !dbg !23
    #dbg_value(i32 %37, !16, !DIExpression(), !23)
  %38 = bitcast i32 %37 to <1 x float>, !dbg !23
    #dbg_value(<1 x float> %38, !21, !DIExpression(), !23)
  %39 = extractvalue { i32, i32, i32, i32 } %32, 3, !dbg !23
    #dbg_value(i32 %39, !16, !DIExpression(), !23)
  %40 = bitcast i32 %39 to <1 x float>, !dbg !23
    #dbg_value(<1 x float> %40, !21, !DIExpression(), !23)
  %41 = extractelement <1 x float> %34, i32 0, !dbg !23
    #dbg_value(float %41, !24, !DIExpression(), !23)
  %42 = extractelement <1 x float> %36, i32 0, !dbg !23
    #dbg_value(float %42, !24, !DIExpression(), !23)
  %43 = extractelement <1 x float> %38, i32 0, !dbg !23
    #dbg_value(float %43, !24, !DIExpression(), !23)
  %44 = extractelement <1 x float> %40, i32 0, !dbg !23
    #dbg_value(float %44, !24, !DIExpression(), !23)
  %45 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 -8388608, i32 -8388608, i32 -8388608, i32 -8388608, ptr addrspace(1) %31, i1 %27), !dbg !23
    #dbg_value({ i32, i32, i32, i32 } %45, !18, !DIExpression(), !23)
  %46 = extractvalue { i32, i32, i32, i32 } %45, 0, !dbg !23
    #dbg_value(i32 %46, !16, !DIExpression(), !23)
  %47 = bitcast i32 %46 to <1 x float>, !dbg !23
    #dbg_value(<1 x float> %47, !21, !DIExpression(), !23)
  %48 = extractvalue { i32, i32, i32, i32 } %45, 1, !dbg !23
    #dbg_value(i32 %48, !16, !DIExpression(), !23)
  %49 = bitcast i32 %48 to <1 x float>, !dbg !23
    #dbg_value(<1 x float> %49, !21, !DIExpression(), !23)
  %50 = extractvalue { i32, i32, i32, i32 } %45, 2, !dbg !23
    #dbg_value(i32 %50, !16, !DIExpression(), !23)
  %51 = bitcast i32 %50 to <1 x float>, !dbg !23
    #dbg_value(<1 x float> %51, !21, !DIExpression(), !23)
  %52 = extractvalue { i32, i32, i32, i32 } %45, 3, !dbg !23
    #dbg_value(i32 %52, !16, !DIExpression(), !23)
  %53 = bitcast i32 %52 to <1 x float>, !dbg !23
    #dbg_value(<1 x float> %53, !21, !DIExpression(), !23)
  %54 = extractelement <1 x float> %47, i32 0, !dbg !23
    #dbg_value(float %54, !24, !DIExpression(), !23)
  %55 = extractelement <1 x float> %49, i32 0, !dbg !23
    #dbg_value(float %55, !24, !DIExpression(), !23)
  %56 = extractelement <1 x float> %51, i32 0, !dbg !23
    #dbg_value(float %56, !24, !DIExpression(), !23)
  %57 = extractelement <1 x float> %53, i32 0, !dbg !23
    #dbg_value(float %57, !24, !DIExpression(), !23)
  %58 = call float @llvm.maxnum.f32(float %41, float %42), !dbg !26
  %59 = call float @llvm.maxnum.f32(float %58, float %43), !dbg !26
  %60 = call float @llvm.maxnum.f32(float %59, float %44), !dbg !26
  %61 = call float @llvm.maxnum.f32(float %60, float %54), !dbg !26
  %62 = call float @llvm.maxnum.f32(float %61, float %55), !dbg !26
  %63 = call float @llvm.maxnum.f32(float %62, float %56), !dbg !26
  %64 = call float @llvm.maxnum.f32(float %63, float %57), !dbg !26
  %65 = bitcast float %64 to i32, !dbg !29
  %66 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 16, i32 31), !dbg !29
  %67 = bitcast i32 %66 to float, !dbg !29
  %68 = call float @llvm.maxnum.f32(float %64, float %67), !dbg !26
  %69 = bitcast float %68 to i32, !dbg !29
  %70 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 8, i32 31), !dbg !29
  %71 = bitcast i32 %70 to float, !dbg !29
  %72 = call float @llvm.maxnum.f32(float %68, float %71), !dbg !26
  %73 = bitcast float %72 to i32, !dbg !29
  %74 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 4, i32 31), !dbg !29
  %75 = bitcast i32 %74 to float, !dbg !29
  %76 = call float @llvm.maxnum.f32(float %72, float %75), !dbg !26
  %77 = bitcast float %76 to i32, !dbg !29
  %78 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 2, i32 31), !dbg !29
  %79 = bitcast i32 %78 to float, !dbg !29
  %80 = call float @llvm.maxnum.f32(float %76, float %79), !dbg !26
  %81 = bitcast float %80 to i32, !dbg !29
  %82 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 1, i32 31), !dbg !29
  %83 = bitcast i32 %82 to float, !dbg !29
  %84 = call float @llvm.maxnum.f32(float %80, float %83), !dbg !26
  %85 = urem i32 %11, 32, !dbg !29
  %86 = urem i32 %12, 4, !dbg !29
  %87 = icmp eq i32 %85, 0, !dbg !29
  %88 = and i1 true, %87, !dbg !29
  %89 = getelementptr float, ptr addrspace(3) @global_smem, i32 %86, !dbg !29
  %90 = insertelement <1 x float> undef, float %84, i32 0, !dbg !29
  %91 = extractelement <1 x float> %90, i32 0, !dbg !29
  %92 = bitcast float %91 to i32, !dbg !29
  %93 = insertelement <1 x i32> undef, i32 %92, i32 0, !dbg !29
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %89, <1 x i32> %93, i1 %88), !dbg !29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  %94 = icmp slt i32 %10, 4, !dbg !29
  %95 = getelementptr float, ptr addrspace(3) @global_smem, i32 %10, !dbg !29
  %96 = call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %95, i1 %94), !dbg !29
  %97 = insertelement <1 x i32> undef, i32 %96, i32 0, !dbg !29
  %98 = extractelement <1 x i32> %97, i32 0, !dbg !29
  %99 = bitcast i32 %98 to float, !dbg !29
  %100 = insertelement <1 x float> undef, float %99, i32 0, !dbg !29
  %101 = extractelement <1 x float> %100, i32 0, !dbg !29
  %102 = bitcast float %101 to i32, !dbg !29
  %103 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 2, i32 31), !dbg !29
  %104 = bitcast i32 %103 to float, !dbg !29
  %105 = call float @llvm.maxnum.f32(float %101, float %104), !dbg !26
  %106 = bitcast float %105 to i32, !dbg !29
  %107 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 1, i32 31), !dbg !29
  %108 = bitcast i32 %107 to float, !dbg !29
  %109 = call float @llvm.maxnum.f32(float %105, float %108), !dbg !26
  %110 = urem i32 %11, 4, !dbg !29
  %111 = icmp eq i32 %110, 0, !dbg !29
  %112 = and i1 %94, %111, !dbg !29
  %113 = insertelement <1 x float> undef, float %109, i32 0, !dbg !29
  %114 = extractelement <1 x float> %113, i32 0, !dbg !29
  %115 = bitcast float %114 to i32, !dbg !29
  %116 = insertelement <1 x i32> undef, i32 %115, i32 0, !dbg !29
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %95, <1 x i32> %116, i1 %112), !dbg !29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  %117 = load float, ptr addrspace(3) @global_smem, align 4, !dbg !29
  %118 = fsub float %41, %117, !dbg !32
    #dbg_value(float %118, !24, !DIExpression(), !32)
  %119 = fsub float %42, %117, !dbg !32
    #dbg_value(float %119, !24, !DIExpression(), !32)
  %120 = fsub float %43, %117, !dbg !32
    #dbg_value(float %120, !24, !DIExpression(), !32)
  %121 = fsub float %44, %117, !dbg !32
    #dbg_value(float %121, !24, !DIExpression(), !32)
  %122 = fsub float %54, %117, !dbg !32
    #dbg_value(float %122, !24, !DIExpression(), !32)
  %123 = fsub float %55, %117, !dbg !32
    #dbg_value(float %123, !24, !DIExpression(), !32)
  %124 = fsub float %56, %117, !dbg !32
    #dbg_value(float %124, !24, !DIExpression(), !32)
  %125 = fsub float %57, %117, !dbg !32
    #dbg_value(float %125, !24, !DIExpression(), !32)
  %126 = fmul float %118, 0x3FF7154760000000, !dbg !33
    #dbg_value(float %126, !34, !DIExpression(), !33)
  %127 = call float @llvm.nvvm.ex2.approx.f(float %126), !dbg !33
    #dbg_value(float %127, !34, !DIExpression(), !33)
  %128 = fmul float %119, 0x3FF7154760000000, !dbg !33
    #dbg_value(float %128, !34, !DIExpression(), !33)
  %129 = call float @llvm.nvvm.ex2.approx.f(float %128), !dbg !33
    #dbg_value(float %129, !34, !DIExpression(), !33)
  %130 = fmul float %120, 0x3FF7154760000000, !dbg !33
    #dbg_value(float %130, !34, !DIExpression(), !33)
  %131 = call float @llvm.nvvm.ex2.approx.f(float %130), !dbg !33
    #dbg_value(float %131, !34, !DIExpression(), !33)
  %132 = fmul float %121, 0x3FF7154760000000, !dbg !33
    #dbg_value(float %132, !34, !DIExpression(), !33)
  %133 = call float @llvm.nvvm.ex2.approx.f(float %132), !dbg !33
    #dbg_value(float %133, !34, !DIExpression(), !33)
  %134 = fmul float %122, 0x3FF7154760000000, !dbg !33
    #dbg_value(float %134, !34, !DIExpression(), !33)
  %135 = call float @llvm.nvvm.ex2.approx.f(float %134), !dbg !33
    #dbg_value(float %135, !34, !DIExpression(), !33)
  %136 = fmul float %123, 0x3FF7154760000000, !dbg !33
    #dbg_value(float %136, !34, !DIExpression(), !33)
  %137 = call float @llvm.nvvm.ex2.approx.f(float %136), !dbg !33
    #dbg_value(float %137, !34, !DIExpression(), !33)
  %138 = fmul float %124, 0x3FF7154760000000, !dbg !33
    #dbg_value(float %138, !34, !DIExpression(), !33)
  %139 = call float @llvm.nvvm.ex2.approx.f(float %138), !dbg !33
    #dbg_value(float %139, !34, !DIExpression(), !33)
  %140 = fmul float %125, 0x3FF7154760000000, !dbg !33
    #dbg_value(float %140, !34, !DIExpression(), !33)
  %141 = call float @llvm.nvvm.ex2.approx.f(float %140), !dbg !33
    #dbg_value(float %141, !34, !DIExpression(), !33)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %142 = fadd float %127, %129, !dbg !37
  %143 = fadd float %142, %131, !dbg !37
  %144 = fadd float %143, %133, !dbg !37
  %145 = fadd float %144, %135, !dbg !37
  %146 = fadd float %145, %137, !dbg !37
  %147 = fadd float %146, %139, !dbg !37
  %148 = fadd float %147, %141, !dbg !37
  %149 = bitcast float %148 to i32, !dbg !35
  %150 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %149, i32 16, i32 31), !dbg !35
  %151 = bitcast i32 %150 to float, !dbg !35
  %152 = fadd float %148, %151, !dbg !37
  %153 = bitcast float %152 to i32, !dbg !35
  %154 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 8, i32 31), !dbg !35
  %155 = bitcast i32 %154 to float, !dbg !35
  %156 = fadd float %152, %155, !dbg !37
  %157 = bitcast float %156 to i32, !dbg !35
  %158 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 4, i32 31), !dbg !35
  %159 = bitcast i32 %158 to float, !dbg !35
  %160 = fadd float %156, %159, !dbg !37
  %161 = bitcast float %160 to i32, !dbg !35
  %162 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %161, i32 2, i32 31), !dbg !35
  %163 = bitcast i32 %162 to float, !dbg !35
  %164 = fadd float %160, %163, !dbg !37
  %165 = bitcast float %164 to i32, !dbg !35
  %166 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %165, i32 1, i32 31), !dbg !35
  %167 = bitcast i32 %166 to float, !dbg !35
  %168 = fadd float %164, %167, !dbg !37
  %169 = insertelement <1 x float> undef, float %168, i32 0, !dbg !35
  %170 = extractelement <1 x float> %169, i32 0, !dbg !35
  %171 = bitcast float %170 to i32, !dbg !35
  %172 = insertelement <1 x i32> undef, i32 %171, i32 0, !dbg !35
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %89, <1 x i32> %172, i1 %88), !dbg !35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %173 = call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %95, i1 %94), !dbg !35
  %174 = insertelement <1 x i32> undef, i32 %173, i32 0, !dbg !35
  %175 = extractelement <1 x i32> %174, i32 0, !dbg !35
  %176 = bitcast i32 %175 to float, !dbg !35
  %177 = insertelement <1 x float> undef, float %176, i32 0, !dbg !35
  %178 = extractelement <1 x float> %177, i32 0, !dbg !35
  %179 = bitcast float %178 to i32, !dbg !35
  %180 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %179, i32 2, i32 31), !dbg !35
  %181 = bitcast i32 %180 to float, !dbg !35
  %182 = fadd float %178, %181, !dbg !37
  %183 = bitcast float %182 to i32, !dbg !35
  %184 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %183, i32 1, i32 31), !dbg !35
  %185 = bitcast i32 %184 to float, !dbg !35
  %186 = fadd float %182, %185, !dbg !37
  %187 = insertelement <1 x float> undef, float %186, i32 0, !dbg !35
  %188 = extractelement <1 x float> %187, i32 0, !dbg !35
  %189 = bitcast float %188 to i32, !dbg !35
  %190 = insertelement <1 x i32> undef, i32 %189, i32 0, !dbg !35
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %95, <1 x i32> %190, i1 %112), !dbg !35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %191 = load float, ptr addrspace(3) @global_smem, align 4, !dbg !35
  %192 = mul i32 %8, %3, !dbg !38
  %193 = getelementptr float, ptr addrspace(1) %0, i32 %192, !dbg !39
  %194 = getelementptr float, ptr addrspace(1) %193, i32 %24, !dbg !40
  %195 = getelementptr float, ptr addrspace(1) %193, i32 %25, !dbg !40
  %196 = call float @llvm.nvvm.div.full(float %127, float %191), !dbg !41
  %197 = call float @llvm.nvvm.div.full(float %129, float %191), !dbg !41
  %198 = call float @llvm.nvvm.div.full(float %131, float %191), !dbg !41
  %199 = call float @llvm.nvvm.div.full(float %133, float %191), !dbg !41
  %200 = call float @llvm.nvvm.div.full(float %135, float %191), !dbg !41
  %201 = call float @llvm.nvvm.div.full(float %137, float %191), !dbg !41
  %202 = call float @llvm.nvvm.div.full(float %139, float %191), !dbg !41
  %203 = call float @llvm.nvvm.div.full(float %141, float %191), !dbg !41
  %204 = insertelement <1 x float> undef, float %196, i32 0, !dbg !42
  %205 = bitcast <1 x float> %204 to i32, !dbg !42
  %206 = insertelement <1 x float> undef, float %197, i32 0, !dbg !42
  %207 = bitcast <1 x float> %206 to i32, !dbg !42
  %208 = insertelement <1 x float> undef, float %198, i32 0, !dbg !42
  %209 = bitcast <1 x float> %208 to i32, !dbg !42
  %210 = insertelement <1 x float> undef, float %199, i32 0, !dbg !42
  %211 = bitcast <1 x float> %210 to i32, !dbg !42
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %205, i32 %207, i32 %209, i32 %211, ptr addrspace(1) %194, i1 %26), !dbg !42
  %212 = insertelement <1 x float> undef, float %200, i32 0, !dbg !42
  %213 = bitcast <1 x float> %212 to i32, !dbg !42
  %214 = insertelement <1 x float> undef, float %201, i32 0, !dbg !42
  %215 = bitcast <1 x float> %214 to i32, !dbg !42
  %216 = insertelement <1 x float> undef, float %202, i32 0, !dbg !42
  %217 = bitcast <1 x float> %216 to i32, !dbg !42
  %218 = insertelement <1 x float> undef, float %203, i32 0, !dbg !42
  %219 = bitcast <1 x float> %218 to i32, !dbg !42
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %213, i32 %215, i32 %217, i32 %219, ptr addrspace(1) %195, i1 %27), !dbg !42
  ret void, !dbg !43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

attributes #0 = { "nvvm.reqntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.py", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "softmax", linkageName: "softmax", scope: !1, file: !1, line: 18, type: !4, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DISubroutineType(cc: DW_CC_normal, types: !5)
!5 = !{}
!6 = !DILocation(line: 19, column: 24, scope: !3)
!7 = !DILocalVariable(name: "row", scope: !3, file: !8, type: !9)
!8 = !DIFile(filename: "<unknown>", directory: "<unknown>")
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 20, column: 24, scope: !3)
!11 = !DILocalVariable(name: "offs", scope: !3, file: !8, type: !9)
!12 = !DILocation(line: 21, column: 61, scope: !3)
!13 = !DILocalVariable(name: "x", scope: !3, file: !8, type: !14)
!14 = !DIBasicType(name: "bool", size: 1, encoding: DW_ATE_boolean)
!15 = !DILocation(line: 21, column: 31, scope: !3)
!16 = !DILocalVariable(name: "x", scope: !3, file: !8, type: !9)
!17 = !DILocation(line: 21, column: 25, scope: !3)
!18 = !DILocalVariable(name: "x", scope: !3, file: !8, type: !19)
!19 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!20 = !DILocation(line: 21, column: 43, scope: !3)
!21 = !DILocalVariable(name: "x", scope: !3, file: !8, type: !22)
!22 = !DIBasicType(name: "vector", size: 32, encoding: DW_ATE_float)
!23 = !DILocation(line: 21, column: 16, scope: !3)
!24 = !DILocalVariable(name: "x", scope: !3, file: !8, type: !25)
!25 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!26 = !DILocation(line: 170, column: 27, scope: !27, inlinedAt: !29)
!27 = distinct !DILexicalBlockFile(scope: !3, file: !28, discriminator: 0)
!28 = !DIFile(filename: "standard.py", directory: "triton/language")
!29 = !DILocation(line: 191, column: 40, scope: !27, inlinedAt: !30)
!30 = !DILocation(line: 22, column: 19, scope: !31)
!31 = distinct !DILexicalBlockFile(scope: !3, file: !1, discriminator: 0)
!32 = !DILocation(line: 22, column: 12, scope: !3)
!33 = !DILocation(line: 23, column: 17, scope: !3)
!34 = !DILocalVariable(name: "num", scope: !3, file: !8, type: !25)
!35 = !DILocation(line: 293, column: 36, scope: !27, inlinedAt: !36)
!36 = !DILocation(line: 24, column: 17, scope: !31)
!37 = !DILocation(line: 263, column: 15, scope: !27, inlinedAt: !35)
!38 = !DILocation(line: 25, column: 29, scope: !3)
!39 = !DILocation(line: 25, column: 23, scope: !3)
!40 = !DILocation(line: 25, column: 42, scope: !3)
!41 = !DILocation(line: 25, column: 54, scope: !3)
!42 = !DILocation(line: 25, column: 48, scope: !3)
!43 = !DILocation(line: 25, column: 4, scope: !3)
