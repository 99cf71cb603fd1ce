; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @vecadd(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) %4, ptr addrspace(1) %5) #0 !dbg !3 {
    #dbg_value(i32 512, !6, !DIExpression(), !9)
    #dbg_value(i32 5, !6, !DIExpression(), !9)
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !10
    #dbg_value(i32 %7, !11, !DIExpression(), !10)
  %8 = mul i32 %7, 1024, !dbg !12
    #dbg_value(i32 %8, !6, !DIExpression(), !12)
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
    #dbg_value(i32 %9, !6, !DIExpression(), !9)
  %10 = and i32 %9, 127, !dbg !9
    #dbg_value(i32 %10, !6, !DIExpression(), !9)
  %11 = urem i32 %10, 32, !dbg !9
    #dbg_value(i32 %11, !6, !DIExpression(), !9)
  %12 = udiv i32 %10, 32, !dbg !9
    #dbg_value(i32 %12, !6, !DIExpression(), !9)
  %13 = shl i32 %11, 0, !dbg !9
    #dbg_value(i32 %13, !6, !DIExpression(), !9)
  %14 = or i32 0, %13, !dbg !9
    #dbg_value(i32 %14, !6, !DIExpression(), !9)
  %15 = shl i32 %12, 5, !dbg !9
    #dbg_value(i32 %15, !6, !DIExpression(), !9)
  %16 = or i32 %14, %15, !dbg !9
    #dbg_value(i32 %16, !6, !DIExpression(), !9)
  %17 = or i32 %16, 0, !dbg !9
    #dbg_value(i32 %17, !6, !DIExpression(), !9)
  %18 = and i32 %17, 127, !dbg !9
    #dbg_value(i32 %18, !6, !DIExpression(), !9)
  %19 = shl i32 %18, 2, !dbg !9
    #dbg_value(i32 %19, !6, !DIExpression(), !9)
  %20 = or disjoint i32 %19, 0, !dbg !9
    #dbg_value(i32 %20, !6, !DIExpression(), !9)
  %21 = xor i32 0, %20, !dbg !9
    #dbg_value(i32 %21, !6, !DIExpression(), !9)
  %22 = xor i32 %21, 0, !dbg !9
    #dbg_value(i32 %22, !6, !DIExpression(), !9)
  %23 = xor i32 %21, 512, !dbg !9
    #dbg_value(i32 %23, !6, !DIExpression(), !9)
  %24 = add i32 %22, 0, !dbg !9
    #dbg_value(i32 %24, !6, !DIExpression(), !9)
  %25 = add i32 %23, 0, !dbg !9
    #dbg_value(i32 %25, !6, !DIExpression(), !9)
  %26 = add i32 %8, %24, !dbg !13
    #dbg_value(i32 %26, !6, !DIExpression(), !13)
  %27 = add i32 %8, %25, !dbg !13
    #dbg_value(i32 %27, !6, !DIExpression(), !13)
  %28 = icmp slt i32 %26, %3, !dbg !14
    #dbg_value(i1 %28, !15, !DIExpression(), !14)
  %29 = icmp slt i32 %27, %3, !dbg !14
    #dbg_value(i1 %29, !15, !DIExpression(), !14)
  %30 = getelementptr float, ptr addrspace(1) %0, i32 %26, !dbg !17
    #dbg_value(ptr addrspace(1) %30, !18, !DIExpression(), !17)
  %31 = getelementptr float, ptr addrspace(1) %0, i32 %27, !dbg !17
    #dbg_value(ptr addrspace(1) %31, !18, !DIExpression(), !17)
  %32 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %30, i1 %28), !dbg !20
    #dbg_value({ i32, i32, i32, i32 } %32, !18, !DIExpression(), !20)
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0, !dbg !20
    #dbg_value(i32 %33, !21, !DIExpression(), !20)
  %34 = bitcast i32 %33 to <1 x float>, !dbg !20
    #dbg_value(<1 x float> %34, !22, !DIExpression(), !20)
  %35 = extractvalue { i32, i32, i32, i32 } %32, 1, !dbg !20
    #dbg_value(i32 %35, !21, !DIExpression(), !20)
  %36 = bitcast i32 %35 to <1 x float>, !dbg !20
    #dbg_value(<1 x float> %36, !22, !DIExpression(), !20)
  %37 = extractvalue { i32, i32, i32, i32 } %32, 2, !dbg !20
    #dbg_value(i32 %37, !21, !DIExpression(), !20)
  %38 = bitcast i32 %37 to <1 x float>, !dbg !20
    #dbg_value(<1 x float> %38, !22, !DIExpression(), !20)
  %39 = extractvalue { i32, i32, i32, i32 } %32, 3, !dbg !20
    #dbg_value(i32 %39, !21, !DIExpression(), !20)
  %40 = bitcast i32 %39 to <1 x float>, !dbg !20
    #dbg_value(<1 x float> %40, !22, !DIExpression(), !20)
  %41 = extractelement <1 x float> %34, i32 0, !dbg !20
    #dbg_value(float %41, !24, !DIExpression(), !20)
  %42 = extractelement <1 x float> %36, i32 0, !dbg !20
    #dbg_value(float %42, !24, !DIExpression(), !20)
  %43 = extractelement <1 x float> %38, i32 0, !dbg !20
    #dbg_value(float %43, !24, !DIExpression(), !20)
  %44 = extractelement <1 x float> %40, i32 0, !dbg !20
    #dbg_value(float %44, !24, !DIExpression(), !20)
  %45 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %31, i1 %29), !dbg !20
    #dbg_value({ i32, i32, i32, i32 } %45, !18, !DIExpression(), !20)
  %46 = extractvalue { i32, i32, i32, i32 } %45, 0, !dbg !20
    #dbg_value(i32 %46, !21, !DIExpression(), !20)
  %47 = bitcast i32 %46 to <1 x float>, !dbg !20
    #dbg_value(<1 x float> %47, !22, !DIExpression(), !20)
  %48 = extractvalue { i32, i32, i32, i32 } %45, 1, !dbg !20
    #dbg_value(i32 %48, !21, !DIExpression(), !20)
  %49 = bitcast i32 %48 to <1 x float>, !dbg !20
    #dbg_value(<1 x float> %49, !22, !DIExpression(), !20)
  %50 = extractvalue { i32, i32, i32, i32 } %45, 2, !dbg !20
    #dbg_value(i32 %50, !21, !DIExpression(), !20)
  %51 = bitcast i32 %50 to <1 x float>, !dbg !20
    #dbg_value(<1 x float> %51, !22, !DIExpression(), !20)
  %52 = extractvalue { i32, i32, i32, i32 } %45, 3, !dbg !20
    #dbg_value(i32 %52, !21, !DIExpression(), !20)
  %53 = bitcast i32 %52 to <1 x float>, !dbg !20
    #dbg_value(<1 x float> %53, !22, !DIExpression(), !20)
  %54 = extractelement <1 x float> %47, i32 0, !dbg !20
    #dbg_value(float %54, !24, !DIExpression(), !20)
  %55 = extractelement <1 x float> %49, i32 0, !dbg !20
    #dbg_value(float %55, !24, !DIExpression(), !20)
  %56 = extractelement <1 x float> %51, i32 0, !dbg !20
    #dbg_value(float %56, !24, !DIExpression(), !20)
  %57 = extractelement <1 x float> %53, i32 0, !dbg !20
    #dbg_value(float %57, !24, !DIExpression(), !20)
  %58 = getelementptr float, ptr addrspace(1) %1, i32 %26, !dbg !26
    #dbg_value(ptr addrspace(1) %58, !27, !DIExpression(), !26)
  %59 = getelementptr float, ptr addrspace(1) %1, i32 %27, !dbg !26
    #dbg_value(ptr addrspace(1) %59, !27, !DIExpression(), !26)
  %60 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %58, i1 %28), !dbg !28
    #dbg_value({ i32, i32, i32, i32 } %60, !27, !DIExpression(), !28)
  %61 = extractvalue { i32, i32, i32, i32 } %60, 0, !dbg !28
    #dbg_value(i32 %61, !29, !DIExpression(), !28)
  %62 = bitcast i32 %61 to <1 x float>, !dbg !28
    #dbg_value(<1 x float> %62, !30, !DIExpression(), !28)
  %63 = extractvalue { i32, i32, i32, i32 } %60, 1, !dbg !28
    #dbg_value(i32 %63, !29, !DIExpression(), !28)
  %64 = bitcast i32 %63 to <1 x float>, !dbg !28
    #dbg_value(<1 x float> %64, !30, !DIExpression(), !28)
  %65 = extractvalue { i32, i32, i32, i32 } %60, 2, !dbg !28
    #dbg_value(i32 %65, !29, !DIExpression(), !28)
  %66 = bitcast i32 %65 to <1 x float>, !dbg !28
    #dbg_value(<1 x float> %66, !30, !DIExpression(), !28)
  %67 = extractvalue { i32, i32, i32, i32 } %60, 3, !dbg !28
    #dbg_value(i32 %67, !29, !DIExpression(), !28)
  %68 = bitcast i32 %67 to <1 x float>, !dbg !28
    #dbg_value(<1 x float> %68, !30, !DIExpression(), !28)
  %69 = extractelement <1 x float> %62, i32 0, !dbg !28
    #dbg_value(float %69, !31, !DIExpression(), !28)
  %70 = extractelement <1 x float> %64, i32 0, !dbg !28
    #dbg_value(float %70, !31, !DIExpression(), !28)
  %71 = extractelement <1 x float> %66, i32 0, !dbg !28
    #dbg_value(float %71, !31, !DIExpression(), !28)
  %72 = extractelement <1 x float> %68, i32 0, !dbg !28
    #dbg_value(float %72, !31, !DIExpression(), !28)
  %73 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %59, i1 %29), !dbg !28
    #dbg_value({ i32, i32, i32, i32 } %73, !27, !DIExpression(), !28)
  %74 = extractvalue { i32, i32, i32, i32 } %73, 0, !dbg !28
    #dbg_value(i32 %74, !29, !DIExpression(), !28)
  %75 = bitcast i32 %74 to <1 x float>, !dbg !28
    #dbg_value(<1 x float> %75, !30, !DIExpression(), !28)
  %76 = extractvalue { i32, i32, i32, i32 } %73, 1, !dbg !28
    #dbg_value(i32 %76, !29, !DIExpression(), !28)
  %77 = bitcast i32 %76 to <1 x float>, !dbg !28
    #dbg_value(<1 x float> %77, !30, !DIExpression(), !28)
  %78 = extractvalue { i32, i32, i32, i32 } %73, 2, !dbg !28
    #dbg_value(i32 %78, !29, !DIExpression(), !28)
  %79 = bitcast i32 %78 to <1 x float>, !dbg !28
    #dbg_value(<1 x float> %79, !30, !DIExpression(), !28)
  %80 = extractvalue { i32, i32, i32, i32 } %73, 3, !dbg !28
    #dbg_value(i32 %80, !29, !DIExpression(), !28)
  %81 = bitcast i32 %80 to <1 x float>, !dbg !28
    #dbg_value(<1 x float> %81, !30, !DIExpression(), !28)
  %82 = extractelement <1 x float> %75, i32 0, !dbg !28
    #dbg_value(float %82, !31, !DIExpression(), !28)
  %83 = extractelement <1 x float> %77, i32 0, !dbg !28
    #dbg_value(float %83, !31, !DIExpression(), !28)
  %84 = extractelement <1 x float> %79, i32 0, !dbg !28
    #dbg_value(float %84, !31, !DIExpression(), !28)
  %85 = extractelement <1 x float> %81, i32 0, !dbg !28
    #dbg_value(float %85, !31, !DIExpression(), !28)
  %86 = getelementptr float, ptr addrspace(1) %2, i32 %26, !dbg !32
  %87 = getelementptr float, ptr addrspace(1) %2, i32 %27, !dbg !32
  %88 = fadd float %41, %69, !dbg !33
  %89 = fadd float %42, %70, !dbg !33
  %90 = fadd float %43, %71, !dbg !33
  %91 = fadd float %44, %72, !dbg !33
  %92 = fadd float %54, %82, !dbg !33
  %93 = fadd float %55, %83, !dbg !33
  %94 = fadd float %56, %84, !dbg !33
  %95 = fadd float %57, %85, !dbg !33
  %96 = insertelement <1 x float> undef, float %88, i32 0, !dbg !34
  %97 = bitcast <1 x float> %96 to i32, !dbg !34
  %98 = insertelement <1 x float> undef, float %89, i32 0, !dbg !34
  %99 = bitcast <1 x float> %98 to i32, !dbg !34
  %100 = insertelement <1 x float> undef, float %90, i32 0, !dbg !34
  %101 = bitcast <1 x float> %100 to i32, !dbg !34
  %102 = insertelement <1 x float> undef, float %91, i32 0, !dbg !34
  %103 = bitcast <1 x float> %102 to i32, !dbg !34
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %97, i32 %99, i32 %101, i32 %103, ptr addrspace(1) %86, i1 %28), !dbg !34
  %104 = insertelement <1 x float> undef, float %92, i32 0, !dbg !34
  %105 = bitcast <1 x float> %104 to i32, !dbg !34
  %106 = insertelement <1 x float> undef, float %93, i32 0, !dbg !34
  %107 = bitcast <1 x float> %106 to i32, !dbg !34
  %108 = insertelement <1 x float> undef, float %94, i32 0, !dbg !34
  %109 = bitcast <1 x float> %108 to i32, !dbg !34
  %110 = insertelement <1 x float> undef, float %95, i32 0, !dbg !34
  %111 = bitcast <1 x float> %110 to i32, !dbg !34
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %105, i32 %107, i32 %109, i32 %111, ptr addrspace(1) %87, i1 %29), !dbg !34
  ret void, !dbg !35
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.py", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "vecadd", linkageName: "vecadd", scope: !1, file: !1, line: 8, type: !4, scopeLine: 8, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DISubroutineType(cc: DW_CC_normal, types: !5)
!5 = !{}
!6 = !DILocalVariable(name: "offs", scope: !3, file: !7, type: !8)
!7 = !DIFile(filename: "<unknown>", directory: "<unknown>")
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 10, column: 38, scope: !3)
!10 = !DILocation(line: 9, column: 24, scope: !3)
!11 = !DILocalVariable(name: "pid", scope: !3, file: !7, type: !8)
!12 = !DILocation(line: 10, column: 17, scope: !3)
!13 = !DILocation(line: 10, column: 25, scope: !3)
!14 = !DILocation(line: 11, column: 18, scope: !3)
!15 = !DILocalVariable(name: "mask", scope: !3, file: !7, type: !16)
!16 = !DIBasicType(name: "bool", size: 1, encoding: DW_ATE_boolean)
!17 = !DILocation(line: 12, column: 24, scope: !3)
!18 = !DILocalVariable(name: "x", scope: !3, file: !7, type: !19)
!19 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!20 = !DILocation(line: 12, column: 16, scope: !3)
!21 = !DILocalVariable(name: "x", scope: !3, file: !7, type: !8)
!22 = !DILocalVariable(name: "x", scope: !3, file: !7, type: !23)
!23 = !DIBasicType(name: "vector", size: 32, encoding: DW_ATE_float)
!24 = !DILocalVariable(name: "x", scope: !3, file: !7, type: !25)
!25 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!26 = !DILocation(line: 13, column: 24, scope: !3)
!27 = !DILocalVariable(name: "y", scope: !3, file: !7, type: !19)
!28 = !DILocation(line: 13, column: 16, scope: !3)
!29 = !DILocalVariable(name: "y", scope: !3, file: !7, type: !8)
!30 = !DILocalVariable(name: "y", scope: !3, file: !7, type: !23)
!31 = !DILocalVariable(name: "y", scope: !3, file: !7, type: !25)
!32 = !DILocation(line: 14, column: 23, scope: !3)
!33 = !DILocation(line: 14, column: 33, scope: !3)
!34 = !DILocation(line: 14, column: 29, scope: !3)
!35 = !DILocation(line: 14, column: 4, scope: !3)
