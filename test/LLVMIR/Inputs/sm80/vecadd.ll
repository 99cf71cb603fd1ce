; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @vecadd(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) %4, ptr addrspace(1) %5) #0 {
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, 1024
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 127
  %11 = urem i32 %10, 32
  %12 = udiv i32 %10, 32
  %13 = shl i32 %11, 0
  %14 = or i32 0, %13
  %15 = shl i32 %12, 5
  %16 = or i32 %14, %15
  %17 = or i32 %16, 0
  %18 = and i32 %17, 127
  %19 = shl i32 %18, 2
  %20 = or disjoint i32 %19, 0
  %21 = xor i32 0, %20
  %22 = xor i32 %21, 0
  %23 = xor i32 %21, 512
  %24 = add i32 %22, 0
  %25 = add i32 %23, 0
  %26 = add i32 %8, %24
  %27 = add i32 %8, %25
  %28 = icmp slt i32 %26, %3
  %29 = icmp slt i32 %27, %3
  %30 = getelementptr float, ptr addrspace(1) %0, i32 %26
  %31 = getelementptr float, ptr addrspace(1) %0, i32 %27
  %32 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %30, i1 %28)
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0
  %34 = bitcast i32 %33 to <1 x float>
  %35 = extractvalue { i32, i32, i32, i32 } %32, 1
  %36 = bitcast i32 %35 to <1 x float>
  %37 = extractvalue { i32, i32, i32, i32 } %32, 2
  %38 = bitcast i32 %37 to <1 x float>
  %39 = extractvalue { i32, i32, i32, i32 } %32, 3
  %40 = bitcast i32 %39 to <1 x float>
  %41 = extractelement <1 x float> %34, i32 0
  %42 = extractelement <1 x float> %36, i32 0
  %43 = extractelement <1 x float> %38, i32 0
  %44 = extractelement <1 x float> %40, i32 0
  %45 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %31, i1 %29)
  %46 = extractvalue { i32, i32, i32, i32 } %45, 0
  %47 = bitcast i32 %46 to <1 x float>
  %48 = extractvalue { i32, i32, i32, i32 } %45, 1
  %49 = bitcast i32 %48 to <1 x float>
  %50 = extractvalue { i32, i32, i32, i32 } %45, 2
  %51 = bitcast i32 %50 to <1 x float>
  %52 = extractvalue { i32, i32, i32, i32 } %45, 3
  %53 = bitcast i32 %52 to <1 x float>
  %54 = extractelement <1 x float> %47, i32 0
  %55 = extractelement <1 x float> %49, i32 0
  %56 = extractelement <1 x float> %51, i32 0
  %57 = extractelement <1 x float> %53, i32 0
  %58 = getelementptr float, ptr addrspace(1) %1, i32 %26
  %59 = getelementptr float, ptr addrspace(1) %1, i32 %27
  %60 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %58, i1 %28)
  %61 = extractvalue { i32, i32, i32, i32 } %60, 0
  %62 = bitcast i32 %61 to <1 x float>
  %63 = extractvalue { i32, i32, i32, i32 } %60, 1
  %64 = bitcast i32 %63 to <1 x float>
  %65 = extractvalue { i32, i32, i32, i32 } %60, 2
  %66 = bitcast i32 %65 to <1 x float>
  %67 = extractvalue { i32, i32, i32, i32 } %60, 3
  %68 = bitcast i32 %67 to <1 x float>
  %69 = extractelement <1 x float> %62, i32 0
  %70 = extractelement <1 x float> %64, i32 0
  %71 = extractelement <1 x float> %66, i32 0
  %72 = extractelement <1 x float> %68, i32 0
  %73 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %59, i1 %29)
  %74 = extractvalue { i32, i32, i32, i32 } %73, 0
  %75 = bitcast i32 %74 to <1 x float>
  %76 = extractvalue { i32, i32, i32, i32 } %73, 1
  %77 = bitcast i32 %76 to <1 x float>
  %78 = extractvalue { i32, i32, i32, i32 } %73, 2
  %79 = bitcast i32 %78 to <1 x float>
  %80 = extractvalue { i32, i32, i32, i32 } %73, 3
  %81 = bitcast i32 %80 to <1 x float>
  %82 = extractelement <1 x float> %75, i32 0
  %83 = extractelement <1 x float> %77, i32 0
  %84 = extractelement <1 x float> %79, i32 0
  %85 = extractelement <1 x float> %81, i32 0
  %86 = getelementptr float, ptr addrspace(1) %2, i32 %26
  %87 = getelementptr float, ptr addrspace(1) %2, i32 %27
  %88 = fadd float %41, %69
  %89 = fadd float %42, %70
  %90 = fadd float %43, %71
  %91 = fadd float %44, %72
  %92 = fadd float %54, %82
  %93 = fadd float %55, %83
  %94 = fadd float %56, %84
  %95 = fadd float %57, %85
  %96 = insertelement <1 x float> undef, float %88, i32 0
  %97 = bitcast <1 x float> %96 to i32
  %98 = insertelement <1 x float> undef, float %89, i32 0
  %99 = bitcast <1 x float> %98 to i32
  %100 = insertelement <1 x float> undef, float %90, i32 0
  %101 = bitcast <1 x float> %100 to i32
  %102 = insertelement <1 x float> undef, float %91, i32 0
  %103 = bitcast <1 x float> %102 to i32
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %97, i32 %99, i32 %101, i32 %103, ptr addrspace(1) %86, i1 %28)
  %104 = insertelement <1 x float> undef, float %92, i32 0
  %105 = bitcast <1 x float> %104 to i32
  %106 = insertelement <1 x float> undef, float %93, i32 0
  %107 = bitcast <1 x float> %106 to i32
  %108 = insertelement <1 x float> undef, float %94, i32 0
  %109 = bitcast <1 x float> %108 to i32
  %110 = insertelement <1 x float> undef, float %95, i32 0
  %111 = bitcast <1 x float> %110 to i32
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %105, i32 %107, i32 %109, i32 %111, ptr addrspace(1) %87, i1 %29)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
