; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@printfFormat_0 = internal constant [34 x i8] c"pid (%u, %u, %u) idx (%3u) x: %f\0A\00"
@global_smem = external addrspace(3) global [0 x i8], align 16

declare i32 @vprintf(ptr, ptr)

define ptx_kernel void @device_print(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2) #0 {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 31
  %6 = shl i32 %5, 0
  %7 = or i32 0, %6
  %8 = or i32 %7, 0
  %9 = and i32 %8, 31
  %10 = shl i32 %9, 2
  %11 = or disjoint i32 %10, 0
  %12 = xor i32 0, %11
  %13 = xor i32 %12, 0
  %14 = add i32 %13, 0
  %15 = getelementptr float, ptr addrspace(1) %0, i32 %14
  %16 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %15)
  %17 = extractvalue { i32, i32, i32, i32 } %16, 0
  %18 = bitcast i32 %17 to <1 x float>
  %19 = extractvalue { i32, i32, i32, i32 } %16, 1
  %20 = bitcast i32 %19 to <1 x float>
  %21 = extractvalue { i32, i32, i32, i32 } %16, 2
  %22 = bitcast i32 %21 to <1 x float>
  %23 = extractvalue { i32, i32, i32, i32 } %16, 3
  %24 = bitcast i32 %23 to <1 x float>
  %25 = extractelement <1 x float> %18, i32 0
  %26 = extractelement <1 x float> %20, i32 0
  %27 = extractelement <1 x float> %22, i32 0
  %28 = extractelement <1 x float> %24, i32 0
  %29 = and i32 %7, 31
  %30 = shl i32 %29, 4
  %31 = or disjoint i32 %30, 0
  %32 = xor i32 0, %31
  %33 = xor i32 %32, 0
  %34 = xor i32 %33, 0
  %35 = add i32 %34, 0
  %36 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %35
  %37 = insertelement <4 x float> undef, float %25, i32 0
  %38 = insertelement <4 x float> %37, float %26, i32 1
  %39 = insertelement <4 x float> %38, float %27, i32 2
  %40 = insertelement <4 x float> %39, float %28, i32 3
  %41 = extractelement <4 x float> %40, i32 0
  %42 = extractelement <4 x float> %40, i32 1
  %43 = extractelement <4 x float> %40, i32 2
  %44 = extractelement <4 x float> %40, i32 3
  %45 = bitcast float %41 to i32
  %46 = bitcast float %42 to i32
  %47 = bitcast float %43 to i32
  %48 = bitcast float %44 to i32
  %49 = insertelement <4 x i32> undef, i32 %45, i32 0
  %50 = insertelement <4 x i32> %49, i32 %46, i32 1
  %51 = insertelement <4 x i32> %50, i32 %47, i32 2
  %52 = insertelement <4 x i32> %51, i32 %48, i32 3
  store <4 x i32> %52, ptr addrspace(3) %36, align 16
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %53 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %36)
  %54 = extractvalue { i32, i32, i32, i32 } %53, 0
  %55 = bitcast i32 %54 to <1 x float>
  %56 = extractelement <1 x float> %55, i32 0
  %57 = extractvalue { i32, i32, i32, i32 } %53, 1
  %58 = bitcast i32 %57 to <1 x float>
  %59 = extractelement <1 x float> %58, i32 0
  %60 = extractvalue { i32, i32, i32, i32 } %53, 2
  %61 = bitcast i32 %60 to <1 x float>
  %62 = extractelement <1 x float> %61, i32 0
  %63 = extractvalue { i32, i32, i32, i32 } %53, 3
  %64 = bitcast i32 %63 to <1 x float>
  %65 = extractelement <1 x float> %64, i32 0
  %66 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %67 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %68 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %69 = lshr i32 %9, 0
  %70 = or disjoint i32 %69, 0
  %71 = xor i32 0, %70
  %72 = xor i32 %71, 0
  %73 = xor i32 %71, 32
  %74 = xor i32 %71, 64
  %75 = xor i32 %71, 96
  %76 = fpext float %56 to double
  %77 = alloca { i32, i32, i32, i32, double }, align 8
  %78 = getelementptr { i32, i32, i32, i32, double }, ptr %77, i32 0, i32 0
  store i32 %66, ptr %78, align 4
  %79 = getelementptr { i32, i32, i32, i32, double }, ptr %77, i32 0, i32 1
  store i32 %67, ptr %79, align 4
  %80 = getelementptr { i32, i32, i32, i32, double }, ptr %77, i32 0, i32 2
  store i32 %68, ptr %80, align 4
  %81 = getelementptr { i32, i32, i32, i32, double }, ptr %77, i32 0, i32 3
  store i32 %72, ptr %81, align 4
  %82 = getelementptr { i32, i32, i32, i32, double }, ptr %77, i32 0, i32 4
  store double %76, ptr %82, align 8
  %83 = call i32 @vprintf(ptr @printfFormat_0, ptr %77)
  %84 = fpext float %59 to double
  %85 = alloca { i32, i32, i32, i32, double }, align 8
  %86 = getelementptr { i32, i32, i32, i32, double }, ptr %85, i32 0, i32 0
  store i32 %66, ptr %86, align 4
  %87 = getelementptr { i32, i32, i32, i32, double }, ptr %85, i32 0, i32 1
  store i32 %67, ptr %87, align 4
  %88 = getelementptr { i32, i32, i32, i32, double }, ptr %85, i32 0, i32 2
  store i32 %68, ptr %88, align 4
  %89 = getelementptr { i32, i32, i32, i32, double }, ptr %85, i32 0, i32 3
  store i32 %73, ptr %89, align 4
  %90 = getelementptr { i32, i32, i32, i32, double }, ptr %85, i32 0, i32 4
  store double %84, ptr %90, align 8
  %91 = call i32 @vprintf(ptr @printfFormat_0, ptr %85)
  %92 = fpext float %62 to double
  %93 = alloca { i32, i32, i32, i32, double }, align 8
  %94 = getelementptr { i32, i32, i32, i32, double }, ptr %93, i32 0, i32 0
  store i32 %66, ptr %94, align 4
  %95 = getelementptr { i32, i32, i32, i32, double }, ptr %93, i32 0, i32 1
  store i32 %67, ptr %95, align 4
  %96 = getelementptr { i32, i32, i32, i32, double }, ptr %93, i32 0, i32 2
  store i32 %68, ptr %96, align 4
  %97 = getelementptr { i32, i32, i32, i32, double }, ptr %93, i32 0, i32 3
  store i32 %74, ptr %97, align 4
  %98 = getelementptr { i32, i32, i32, i32, double }, ptr %93, i32 0, i32 4
  store double %92, ptr %98, align 8
  %99 = call i32 @vprintf(ptr @printfFormat_0, ptr %93)
  %100 = fpext float %65 to double
  %101 = alloca { i32, i32, i32, i32, double }, align 8
  %102 = getelementptr { i32, i32, i32, i32, double }, ptr %101, i32 0, i32 0
  store i32 %66, ptr %102, align 4
  %103 = getelementptr { i32, i32, i32, i32, double }, ptr %101, i32 0, i32 1
  store i32 %67, ptr %103, align 4
  %104 = getelementptr { i32, i32, i32, i32, double }, ptr %101, i32 0, i32 2
  store i32 %68, ptr %104, align 4
  %105 = getelementptr { i32, i32, i32, i32, double }, ptr %101, i32 0, i32 3
  store i32 %75, ptr %105, align 4
  %106 = getelementptr { i32, i32, i32, i32, double }, ptr %101, i32 0, i32 4
  store double %100, ptr %106, align 8
  %107 = call i32 @vprintf(ptr @printfFormat_0, ptr %101)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

attributes #0 = { "nvvm.reqntid"="32" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: read) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
