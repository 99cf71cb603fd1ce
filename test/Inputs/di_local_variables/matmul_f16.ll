; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @matmul_f16(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) %9, ptr addrspace(1) %10) #0 !dbg !3 {
    #dbg_value(i32 15, !6, !DIExpression(), !9)
    #dbg_value(i32 80, !6, !DIExpression(), !9)
    #dbg_value(i32 248, !6, !DIExpression(), !9)
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !10
  %13 = add i32 %3, 127, !dbg !13
  %14 = sdiv i32 %13, 128, !dbg !17
  %15 = add i32 %4, 127, !dbg !18
  %16 = sdiv i32 %15, 128, !dbg !20
  %17 = mul i32 %16, 8, !dbg !21
  %18 = sdiv i32 %12, %17, !dbg !22
  %19 = mul i32 %18, 8, !dbg !23
  %20 = sub i32 %14, %19, !dbg !24
  %21 = call i32 @llvm.smin.i32(i32 %20, i32 8), !dbg !25
  %22 = srem i32 %12, %17, !dbg !26
  %23 = srem i32 %22, %21, !dbg !27
  %24 = add i32 %19, %23, !dbg !28
  %25 = sdiv i32 %22, %21, !dbg !29
  %26 = mul i32 %24, 128, !dbg !30
    #dbg_value(i32 %26, !6, !DIExpression(), !30)
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
    #dbg_value(i32 %27, !6, !DIExpression(), !9)
  %28 = and i32 %27, 255, !dbg !9
    #dbg_value(i32 %28, !6, !DIExpression(), !9)
  %29 = urem i32 %28, 32, !dbg !9
    #dbg_value(i32 %29, !6, !DIExpression(), !9)
  %30 = udiv i32 %28, 32, !dbg !9
    #dbg_value(i32 %30, !6, !DIExpression(), !9)
  %31 = shl i32 %29, 0, !dbg !9
    #dbg_value(i32 %31, !6, !DIExpression(), !9)
  %32 = or i32 0, %31, !dbg !9
    #dbg_value(i32 %32, !6, !DIExpression(), !9)
  %33 = shl i32 %30, 5, !dbg !9
    #dbg_value(i32 %33, !6, !DIExpression(), !9)
  %34 = or i32 %32, %33, !dbg !9
    #dbg_value(i32 %34, !6, !DIExpression(), !9)
  %35 = or i32 %34, 0, !dbg !9
    #dbg_value(i32 %35, !6, !DIExpression(), !9)
  %36 = and i32 %35, 248, !dbg !9
    #dbg_value(i32 %36, !6, !DIExpression(), !9)
  %37 = lshr i32 %36, 3, !dbg !9
    #dbg_value(i32 %37, !6, !DIExpression(), !9)
  %38 = or disjoint i32 %37, 0, !dbg !9
    #dbg_value(i32 %38, !6, !DIExpression(), !9)
  %39 = xor i32 0, %38, !dbg !9
    #dbg_value(i32 %39, !6, !DIExpression(), !9)
  %40 = xor i32 %39, 0, !dbg !9
    #dbg_value(i32 %40, !6, !DIExpression(), !9)
  %41 = xor i32 %39, 32, !dbg !9
    #dbg_value(i32 %41, !6, !DIExpression(), !9)
  %42 = xor i32 %39, 64, !dbg !9
    #dbg_value(i32 %42, !6, !DIExpression(), !9)
  %43 = xor i32 %39, 96, !dbg !9
    #dbg_value(i32 %43, !6, !DIExpression(), !9)
  %44 = add i32 %40, 0, !dbg !9
    #dbg_value(i32 %44, !6, !DIExpression(), !9)
  %45 = add i32 %41, 0, !dbg !9
    #dbg_value(i32 %45, !6, !DIExpression(), !9)
  %46 = add i32 %42, 0, !dbg !9
    #dbg_value(i32 %46, !6, !DIExpression(), !9)
  %47 = add i32 %43, 0, !dbg !9
    #dbg_value(i32 %47, !6, !DIExpression(), !9)
  %48 = and i32 %35, 240, !dbg !9
    #dbg_value(i32 %48, !6, !DIExpression(), !9)
  %49 = lshr i32 %48, 4, !dbg !9
    #dbg_value(i32 %49, !6, !DIExpression(), !9)
  %50 = or disjoint i32 %49, 0, !dbg !9
    #dbg_value(i32 %50, !6, !DIExpression(), !9)
  %51 = xor i32 0, %50, !dbg !9
    #dbg_value(i32 %51, !6, !DIExpression(), !9)
  %52 = xor i32 %51, 0, !dbg !9
    #dbg_value(i32 %52, !6, !DIExpression(), !9)
  %53 = xor i32 %51, 16, !dbg !9
    #dbg_value(i32 %53, !6, !DIExpression(), !9)
  %54 = xor i32 %51, 32, !dbg !9
    #dbg_value(i32 %54, !6, !DIExpression(), !9)
  %55 = xor i32 %51, 48, !dbg !9
    #dbg_value(i32 %55, !6, !DIExpression(), !9)
  %56 = xor i32 %51, 64, !dbg !9
    #dbg_value(i32 %56, !6, !DIExpression(), !9)
  %57 = xor i32 %51, 80, !dbg !9
    #dbg_value(i32 %57, !6, !DIExpression(), !9)
  %58 = xor i32 %51, 96, !dbg !9
    #dbg_value(i32 %58, !6, !DIExpression(), !9)
  %59 = xor i32 %51, 112, !dbg !9
    #dbg_value(i32 %59, !6, !DIExpression(), !9)
  %60 = add i32 %52, 0, !dbg !9
    #dbg_value(i32 %60, !6, !DIExpression(), !9)
  %61 = add i32 %53, 0, !dbg !9
    #dbg_value(i32 %61, !6, !DIExpression(), !9)
  %62 = add i32 %54, 0, !dbg !9
    #dbg_value(i32 %62, !6, !DIExpression(), !9)
  %63 = add i32 %55, 0, !dbg !9
    #dbg_value(i32 %63, !6, !DIExpression(), !9)
  %64 = add i32 %56, 0, !dbg !9
    #dbg_value(i32 %64, !6, !DIExpression(), !9)
  %65 = add i32 %57, 0, !dbg !9
    #dbg_value(i32 %65, !6, !DIExpression(), !9)
  %66 = add i32 %58, 0, !dbg !9
    #dbg_value(i32 %66, !6, !DIExpression(), !9)
  %67 = add i32 %59, 0, !dbg !9
    #dbg_value(i32 %67, !6, !DIExpression(), !9)
  %68 = and i32 %35, 15, !dbg !9
    #dbg_value(i32 %68, !6, !DIExpression(), !9)
  %69 = shl i32 %68, 3, !dbg !9
    #dbg_value(i32 %69, !6, !DIExpression(), !9)
  %70 = or disjoint i32 %69, 0, !dbg !9
    #dbg_value(i32 %70, !6, !DIExpression(), !9)
  %71 = xor i32 0, %70, !dbg !9
    #dbg_value(i32 %71, !6, !DIExpression(), !9)
  %72 = xor i32 %71, 0, !dbg !9
    #dbg_value(i32 %72, !6, !DIExpression(), !9)
  %73 = xor i32 %71, 1, !dbg !9
    #dbg_value(i32 %73, !6, !DIExpression(), !9)
  %74 = xor i32 %71, 2, !dbg !9
    #dbg_value(i32 %74, !6, !DIExpression(), !9)
  %75 = xor i32 %71, 3, !dbg !9
    #dbg_value(i32 %75, !6, !DIExpression(), !9)
  %76 = xor i32 %71, 4, !dbg !9
    #dbg_value(i32 %76, !6, !DIExpression(), !9)
  %77 = xor i32 %71, 5, !dbg !9
    #dbg_value(i32 %77, !6, !DIExpression(), !9)
  %78 = xor i32 %71, 6, !dbg !9
    #dbg_value(i32 %78, !6, !DIExpression(), !9)
  %79 = xor i32 %71, 7, !dbg !9
    #dbg_value(i32 %79, !6, !DIExpression(), !9)
  %80 = add i32 %72, 0, !dbg !9
    #dbg_value(i32 %80, !6, !DIExpression(), !9)
  %81 = add i32 %73, 0, !dbg !9
    #dbg_value(i32 %81, !6, !DIExpression(), !9)
  %82 = add i32 %74, 0, !dbg !9
    #dbg_value(i32 %82, !6, !DIExpression(), !9)
  %83 = add i32 %75, 0, !dbg !9
    #dbg_value(i32 %83, !6, !DIExpression(), !9)
  %84 = add i32 %76, 0, !dbg !9
    #dbg_value(i32 %84, !6, !DIExpression(), !9)
  %85 = add i32 %77, 0, !dbg !9
    #dbg_value(i32 %85, !6, !DIExpression(), !9)
  %86 = add i32 %78, 0, !dbg !9
    #dbg_value(i32 %86, !6, !DIExpression(), !9)
  %87 = add i32 %79, 0, !dbg !9
    #dbg_value(i32 %87, !6, !DIExpression(), !9)
  %88 = add i32 %26, %44, !dbg !31
    #dbg_value(i32 %88, !6, !DIExpression(), !31)
  %89 = add i32 %26, %45, !dbg !31
    #dbg_value(i32 %89, !6, !DIExpression(), !31)
  %90 = add i32 %26, %46, !dbg !31
    #dbg_value(i32 %90, !6, !DIExpression(), !31)
  %91 = add i32 %26, %47, !dbg !31
    #dbg_value(i32 %91, !6, !DIExpression(), !31)
  %92 = add i32 %26, %60, !dbg !31
    #dbg_value(i32 %92, !6, !DIExpression(), !31)
  %93 = add i32 %26, %61, !dbg !31
    #dbg_value(i32 %93, !6, !DIExpression(), !31)
  %94 = add i32 %26, %62, !dbg !31
    #dbg_value(i32 %94, !6, !DIExpression(), !31)
  %95 = add i32 %26, %63, !dbg !31
    #dbg_value(i32 %95, !6, !DIExpression(), !31)
  %96 = add i32 %26, %64, !dbg !31
    #dbg_value(i32 %96, !6, !DIExpression(), !31)
  %97 = add i32 %26, %65, !dbg !31
    #dbg_value(i32 %97, !6, !DIExpression(), !31)
  %98 = add i32 %26, %66, !dbg !31
    #dbg_value(i32 %98, !6, !DIExpression(), !31)
  %99 = add i32 %26, %67, !dbg !31
    #dbg_value(i32 %99, !6, !DIExpression(), !31)
  %100 = mul i32 %25, 128, !dbg !32
    #dbg_value(i32 %100, !33, !DIExpression(), !32)
  %101 = add i32 %100, %80, !dbg !34
    #dbg_value(i32 %101, !33, !DIExpression(), !34)
  %102 = add i32 %100, %81, !dbg !34
    #dbg_value(i32 %102, !33, !DIExpression(), !34)
  %103 = add i32 %100, %82, !dbg !34
    #dbg_value(i32 %103, !33, !DIExpression(), !34)
  %104 = add i32 %100, %83, !dbg !34
    #dbg_value(i32 %104, !33, !DIExpression(), !34)
  %105 = add i32 %100, %84, !dbg !34
    #dbg_value(i32 %105, !33, !DIExpression(), !34)
  %106 = add i32 %100, %85, !dbg !34
    #dbg_value(i32 %106, !33, !DIExpression(), !34)
  %107 = add i32 %100, %86, !dbg !34
    #dbg_value(i32 %107, !33, !DIExpression(), !34)
  %108 = add i32 %100, %87, !dbg !34
    #dbg_value(i32 %108, !33, !DIExpression(), !34)
  %109 = mul i32 %88, %6, !dbg !35
    #dbg_value(i32 %109, !36, !DIExpression(), !35)
  %110 = mul i32 %89, %6, !dbg !35
    #dbg_value(i32 %110, !36, !DIExpression(), !35)
  %111 = mul i32 %90, %6, !dbg !35
    #dbg_value(i32 %111, !36, !DIExpression(), !35)
  %112 = mul i32 %91, %6, !dbg !35
    #dbg_value(i32 %112, !36, !DIExpression(), !35)
  %113 = getelementptr half, ptr addrspace(1) %0, i32 %109, !dbg !37
    #dbg_value(ptr addrspace(1) %113, !38, !DIExpression(), !37)
  %114 = getelementptr half, ptr addrspace(1) %0, i32 %110, !dbg !37
    #dbg_value(ptr addrspace(1) %114, !38, !DIExpression(), !37)
  %115 = getelementptr half, ptr addrspace(1) %0, i32 %111, !dbg !37
    #dbg_value(ptr addrspace(1) %115, !38, !DIExpression(), !37)
  %116 = getelementptr half, ptr addrspace(1) %0, i32 %112, !dbg !37
    #dbg_value(ptr addrspace(1) %116, !38, !DIExpression(), !37)
  %117 = and i32 %35, 7, !dbg !40
    #dbg_value(i32 %117, !36, !DIExpression(), !40)
  %118 = shl i32 %117, 3, !dbg !40
    #dbg_value(i32 %118, !36, !DIExpression(), !40)
  %119 = or disjoint i32 %118, 0, !dbg !40
    #dbg_value(i32 %119, !36, !DIExpression(), !40)
  %120 = xor i32 0, %119, !dbg !40
    #dbg_value(i32 %120, !36, !DIExpression(), !40)
  %121 = xor i32 %120, 0, !dbg !40
    #dbg_value(i32 %121, !36, !DIExpression(), !40)
  %122 = xor i32 %120, 1, !dbg !40
    #dbg_value(i32 %122, !36, !DIExpression(), !40)
  %123 = xor i32 %120, 2, !dbg !40
    #dbg_value(i32 %123, !36, !DIExpression(), !40)
  %124 = xor i32 %120, 3, !dbg !40
    #dbg_value(i32 %124, !36, !DIExpression(), !40)
  %125 = xor i32 %120, 4, !dbg !40
    #dbg_value(i32 %125, !36, !DIExpression(), !40)
  %126 = xor i32 %120, 5, !dbg !40
    #dbg_value(i32 %126, !36, !DIExpression(), !40)
  %127 = xor i32 %120, 6, !dbg !40
    #dbg_value(i32 %127, !36, !DIExpression(), !40)
  %128 = xor i32 %120, 7, !dbg !40
    #dbg_value(i32 %128, !36, !DIExpression(), !40)
  %129 = add i32 %121, 0, !dbg !40
    #dbg_value(i32 %129, !36, !DIExpression(), !40)
  %130 = add i32 %122, 0, !dbg !40
    #dbg_value(i32 %130, !36, !DIExpression(), !40)
  %131 = add i32 %123, 0, !dbg !40
    #dbg_value(i32 %131, !36, !DIExpression(), !40)
  %132 = add i32 %124, 0, !dbg !40
    #dbg_value(i32 %132, !36, !DIExpression(), !40)
  %133 = add i32 %125, 0, !dbg !40
    #dbg_value(i32 %133, !36, !DIExpression(), !40)
  %134 = add i32 %126, 0, !dbg !40
    #dbg_value(i32 %134, !36, !DIExpression(), !40)
  %135 = add i32 %127, 0, !dbg !40
    #dbg_value(i32 %135, !36, !DIExpression(), !40)
  %136 = add i32 %128, 0, !dbg !40
    #dbg_value(i32 %136, !36, !DIExpression(), !40)
  %137 = getelementptr half, ptr addrspace(1) %113, i32 %129, !dbg !41
    #dbg_value(ptr addrspace(1) %137, !38, !DIExpression(), !41)
  %138 = getelementptr half, ptr addrspace(1) %113, i32 %130, !dbg !41
    #dbg_value(ptr addrspace(1) %138, !38, !DIExpression(), !41)
  %139 = getelementptr half, ptr addrspace(1) %113, i32 %131, !dbg !41
    #dbg_value(ptr addrspace(1) %139, !38, !DIExpression(), !41)
  %140 = getelementptr half, ptr addrspace(1) %113, i32 %132, !dbg !41
    #dbg_value(ptr addrspace(1) %140, !38, !DIExpression(), !41)
  %141 = getelementptr half, ptr addrspace(1) %113, i32 %133, !dbg !41
    #dbg_value(ptr addrspace(1) %141, !38, !DIExpression(), !41)
  %142 = getelementptr half, ptr addrspace(1) %113, i32 %134, !dbg !41
    #dbg_value(ptr addrspace(1) %142, !38, !DIExpression(), !41)
  %143 = getelementptr half, ptr addrspace(1) %113, i32 %135, !dbg !41
    #dbg_value(ptr addrspace(1) %143, !38, !DIExpression(), !41)
  %144 = getelementptr half, ptr addrspace(1) %113, i32 %136, !dbg !41
    #dbg_value(ptr addrspace(1) %144, !38, !DIExpression(), !41)
  %145 = getelementptr half, ptr addrspace(1) %114, i32 %129, !dbg !41
    #dbg_value(ptr addrspace(1) %145, !38, !DIExpression(), !41)
  %146 = getelementptr half, ptr addrspace(1) %114, i32 %130, !dbg !41
    #dbg_value(ptr addrspace(1) %146, !38, !DIExpression(), !41)
  %147 = getelementptr half, ptr addrspace(1) %114, i32 %131, !dbg !41
    #dbg_value(ptr addrspace(1) %147, !38, !DIExpression(), !41)
  %148 = getelementptr half, ptr addrspace(1) %114, i32 %132, !dbg !41
    #dbg_value(ptr addrspace(1) %148, !38, !DIExpression(), !41)
  %149 = getelementptr half, ptr addrspace(1) %114, i32 %133, !dbg !41
    #dbg_value(ptr addrspace(1) %149, !38, !DIExpression(), !41)
  %150 = getelementptr half, ptr addrspace(1) %114, i32 %134, !dbg !41
    #dbg_value(ptr addrspace(1) %150, !38, !DIExpression(), !41)
  %151 = getelementptr half, ptr addrspace(1) %114, i32 %135, !dbg !41
    #dbg_value(ptr addrspace(1) %151, !38, !DIExpression(), !41)
  %152 = getelementptr half, ptr addrspace(1) %114, i32 %136, !dbg !41
    #dbg_value(ptr addrspace(1) %152, !38, !DIExpression(), !41)
  %153 = getelementptr half, ptr addrspace(1) %115, i32 %129, !dbg !41
    #dbg_value(ptr addrspace(1) %153, !38, !DIExpression(), !41)
  %154 = getelementptr half, ptr addrspace(1) %115, i32 %130, !dbg !41
    #dbg_value(ptr addrspace(1) %154, !38, !DIExpression(), !41)
  %155 = getelementptr half, ptr addrspace(1) %115, i32 %131, !dbg !41
    #dbg_value(ptr addrspace(1) %155, !38, !DIExpression(), !41)
  %156 = getelementptr half, ptr addrspace(1) %115, i32 %132, !dbg !41
    #dbg_value(ptr addrspace(1) %156, !38, !DIExpression(), !41)
  %157 = getelementptr half, ptr addrspace(1) %115, i32 %133, !dbg !41
    #dbg_value(ptr addrspace(1) %157, !38, !DIExpression(), !41)
  %158 = getelementptr half, ptr addrspace(1) %115, i32 %134, !dbg !41
    #dbg_value(ptr addrspace(1) %158, !38, !DIExpression(), !41)
  %159 = getelementptr half, ptr addrspace(1) %115, i32 %135, !dbg !41
    #dbg_value(ptr addrspace(1) %159, !38, !DIExpression(), !41)
  %160 = getelementptr half, ptr addrspace(1) %115, i32 %136, !dbg !41
    #dbg_value(ptr addrspace(1) %160, !38, !DIExpression(), !41)
  %161 = getelementptr half, ptr addrspace(1) %116, i32 %129, !dbg !41
    #dbg_value(ptr addrspace(1) %161, !38, !DIExpression(), !41)
  %162 = getelementptr half, ptr addrspace(1) %116, i32 %130, !dbg !41
    #dbg_value(ptr addrspace(1) %162, !38, !DIExpression(), !41)
  %163 = getelementptr half, ptr addrspace(1) %116, i32 %131, !dbg !41
    #dbg_value(ptr addrspace(1) %163, !38, !DIExpression(), !41)
  %164 = getelementptr half, ptr addrspace(1) %116, i32 %132, !dbg !41
    #dbg_value(ptr addrspace(1) %164, !38, !DIExpression(), !41)
  %165 = getelementptr half, ptr addrspace(1) %116, i32 %133, !dbg !41
    #dbg_value(ptr addrspace(1) %165, !38, !DIExpression(), !41)
  %166 = getelementptr half, ptr addrspace(1) %116, i32 %134, !dbg !41
    #dbg_value(ptr addrspace(1) %166, !38, !DIExpression(), !41)
  %167 = getelementptr half, ptr addrspace(1) %116, i32 %135, !dbg !41
    #dbg_value(ptr addrspace(1) %167, !38, !DIExpression(), !41)
  %168 = getelementptr half, ptr addrspace(1) %116, i32 %136, !dbg !41
    #dbg_value(ptr addrspace(1) %168, !38, !DIExpression(), !41)
  %169 = mul i32 %60, %7, !dbg !42
    #dbg_value(i32 %169, !43, !DIExpression(), !42)
  %170 = mul i32 %61, %7, !dbg !42
    #dbg_value(i32 %170, !43, !DIExpression(), !42)
  %171 = mul i32 %62, %7, !dbg !42
    #dbg_value(i32 %171, !43, !DIExpression(), !42)
  %172 = mul i32 %63, %7, !dbg !42
    #dbg_value(i32 %172, !43, !DIExpression(), !42)
  %173 = getelementptr half, ptr addrspace(1) %1, i32 %169, !dbg !44
    #dbg_value(ptr addrspace(1) %173, !45, !DIExpression(), !44)
  %174 = getelementptr half, ptr addrspace(1) %1, i32 %170, !dbg !44
    #dbg_value(ptr addrspace(1) %174, !45, !DIExpression(), !44)
  %175 = getelementptr half, ptr addrspace(1) %1, i32 %171, !dbg !44
    #dbg_value(ptr addrspace(1) %175, !45, !DIExpression(), !44)
  %176 = getelementptr half, ptr addrspace(1) %1, i32 %172, !dbg !44
    #dbg_value(ptr addrspace(1) %176, !45, !DIExpression(), !44)
  %177 = getelementptr half, ptr addrspace(1) %173, i32 %101, !dbg !46
    #dbg_value(ptr addrspace(1) %177, !45, !DIExpression(), !46)
  %178 = getelementptr half, ptr addrspace(1) %173, i32 %102, !dbg !46
    #dbg_value(ptr addrspace(1) %178, !45, !DIExpression(), !46)
  %179 = getelementptr half, ptr addrspace(1) %173, i32 %103, !dbg !46
    #dbg_value(ptr addrspace(1) %179, !45, !DIExpression(), !46)
  %180 = getelementptr half, ptr addrspace(1) %173, i32 %104, !dbg !46
    #dbg_value(ptr addrspace(1) %180, !45, !DIExpression(), !46)
  %181 = getelementptr half, ptr addrspace(1) %173, i32 %105, !dbg !46
    #dbg_value(ptr addrspace(1) %181, !45, !DIExpression(), !46)
  %182 = getelementptr half, ptr addrspace(1) %173, i32 %106, !dbg !46
    #dbg_value(ptr addrspace(1) %182, !45, !DIExpression(), !46)
  %183 = getelementptr half, ptr addrspace(1) %173, i32 %107, !dbg !46
    #dbg_value(ptr addrspace(1) %183, !45, !DIExpression(), !46)
  %184 = getelementptr half, ptr addrspace(1) %173, i32 %108, !dbg !46
    #dbg_value(ptr addrspace(1) %184, !45, !DIExpression(), !46)
  %185 = getelementptr half, ptr addrspace(1) %174, i32 %101, !dbg !46
    #dbg_value(ptr addrspace(1) %185, !45, !DIExpression(), !46)
  %186 = getelementptr half, ptr addrspace(1) %174, i32 %102, !dbg !46
    #dbg_value(ptr addrspace(1) %186, !45, !DIExpression(), !46)
  %187 = getelementptr half, ptr addrspace(1) %174, i32 %103, !dbg !46
    #dbg_value(ptr addrspace(1) %187, !45, !DIExpression(), !46)
  %188 = getelementptr half, ptr addrspace(1) %174, i32 %104, !dbg !46
    #dbg_value(ptr addrspace(1) %188, !45, !DIExpression(), !46)
  %189 = getelementptr half, ptr addrspace(1) %174, i32 %105, !dbg !46
    #dbg_value(ptr addrspace(1) %189, !45, !DIExpression(), !46)
  %190 = getelementptr half, ptr addrspace(1) %174, i32 %106, !dbg !46
    #dbg_value(ptr addrspace(1) %190, !45, !DIExpression(), !46)
  %191 = getelementptr half, ptr addrspace(1) %174, i32 %107, !dbg !46
    #dbg_value(ptr addrspace(1) %191, !45, !DIExpression(), !46)
  %192 = getelementptr half, ptr addrspace(1) %174, i32 %108, !dbg !46
    #dbg_value(ptr addrspace(1) %192, !45, !DIExpression(), !46)
  %193 = getelementptr half, ptr addrspace(1) %175, i32 %101, !dbg !46
    #dbg_value(ptr addrspace(1) %193, !45, !DIExpression(), !46)
  %194 = getelementptr half, ptr addrspace(1) %175, i32 %102, !dbg !46
    #dbg_value(ptr addrspace(1) %194, !45, !DIExpression(), !46)
  %195 = getelementptr half, ptr addrspace(1) %175, i32 %103, !dbg !46
    #dbg_value(ptr addrspace(1) %195, !45, !DIExpression(), !46)
  %196 = getelementptr half, ptr addrspace(1) %175, i32 %104, !dbg !46
    #dbg_value(ptr addrspace(1) %196, !45, !DIExpression(), !46)
  %197 = getelementptr half, ptr addrspace(1) %175, i32 %105, !dbg !46
    #dbg_value(ptr addrspace(1) %197, !45, !DIExpression(), !46)
  %198 = getelementptr half, ptr addrspace(1) %175, i32 %106, !dbg !46
    #dbg_value(ptr addrspace(1) %198, !45, !DIExpression(), !46)
  %199 = getelementptr half, ptr addrspace(1) %175, i32 %107, !dbg !46
    #dbg_value(ptr addrspace(1) %199, !45, !DIExpression(), !46)
  %200 = getelementptr half, ptr addrspace(1) %175, i32 %108, !dbg !46
    #dbg_value(ptr addrspace(1) %200, !45, !DIExpression(), !46)
  %201 = getelementptr half, ptr addrspace(1) %176, i32 %101, !dbg !46
    #dbg_value(ptr addrspace(1) %201, !45, !DIExpression(), !46)
  %202 = getelementptr half, ptr addrspace(1) %176, i32 %102, !dbg !46
    #dbg_value(ptr addrspace(1) %202, !45, !DIExpression(), !46)
  %203 = getelementptr half, ptr addrspace(1) %176, i32 %103, !dbg !46
    #dbg_value(ptr addrspace(1) %203, !45, !DIExpression(), !46)
  %204 = getelementptr half, ptr addrspace(1) %176, i32 %104, !dbg !46
    #dbg_value(ptr addrspace(1) %204, !45, !DIExpression(), !46)
  %205 = getelementptr half, ptr addrspace(1) %176, i32 %105, !dbg !46
    #dbg_value(ptr addrspace(1) %205, !45, !DIExpression(), !46)
  %206 = getelementptr half, ptr addrspace(1) %176, i32 %106, !dbg !46
    #dbg_value(ptr addrspace(1) %206, !45, !DIExpression(), !46)
  %207 = getelementptr half, ptr addrspace(1) %176, i32 %107, !dbg !46
    #dbg_value(ptr addrspace(1) %207, !45, !DIExpression(), !46)
  %208 = getelementptr half, ptr addrspace(1) %176, i32 %108, !dbg !46
    #dbg_value(ptr addrspace(1) %208, !45, !DIExpression(), !46)
  %209 = icmp slt i32 %88, %3, !dbg !47
    #dbg_value(i1 %209, !48, !DIExpression(), !47)
  %210 = icmp slt i32 %89, %3, !dbg !47
    #dbg_value(i1 %210, !48, !DIExpression(), !47)
  %211 = icmp slt i32 %90, %3, !dbg !47
    #dbg_value(i1 %211, !48, !DIExpression(), !47)
  %212 = icmp slt i32 %91, %3, !dbg !47
    #dbg_value(i1 %212, !48, !DIExpression(), !47)
  %213 = icmp slt i32 %101, %4, !dbg !50
    #dbg_value(i1 %213, !51, !DIExpression(), !50)
  %214 = mul i32 %7, 64, !dbg !52
    #dbg_value(i32 %214, !43, !DIExpression(), !52)
    #dbg_value(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152), !53, !DIExpression(), !54)
  %215 = icmp sgt i32 %5, 0, !dbg !55
    #dbg_value(i1 %215, !56, !DIExpression(), !55)
  %216 = icmp slt i32 %129, %5, !dbg !57
    #dbg_value(i1 %216, !48, !DIExpression(), !57)
  %217 = and i1 %209, %216, !dbg !58
    #dbg_value(i1 %217, !48, !DIExpression(), !58)
  %218 = and i1 %210, %216, !dbg !58
    #dbg_value(i1 %218, !48, !DIExpression(), !58)
  %219 = and i1 %211, %216, !dbg !58
    #dbg_value(i1 %219, !48, !DIExpression(), !58)
  %220 = and i1 %212, %216, !dbg !58
    #dbg_value(i1 %220, !48, !DIExpression(), !58)
    #dbg_value(i32 0, !59, !DIExpression(), !60)
    #dbg_value(ptr addrspace(3) @global_smem, !61, !DIExpression(), !60)
  %221 = and i1 %215, %217, !dbg !55
    #dbg_value(i1 %221, !56, !DIExpression(), !55)
  %222 = and i1 %215, %218, !dbg !55
    #dbg_value(i1 %222, !56, !DIExpression(), !55)
  %223 = and i1 %215, %219, !dbg !55
    #dbg_value(i1 %223, !56, !DIExpression(), !55)
  %224 = and i1 %215, %220, !dbg !55
    #dbg_value(i1 %224, !56, !DIExpression(), !55)
  %225 = and i32 %34, 255, !dbg !60
    #dbg_value(i32 %225, !59, !DIExpression(), !60)
  %226 = shl i32 %225, 4, !dbg !60
    #dbg_value(i32 %226, !59, !DIExpression(), !60)
  %227 = and i32 %34, 56, !dbg !60
    #dbg_value(i32 %227, !59, !DIExpression(), !60)
  %228 = shl i32 %227, 1, !dbg !60
    #dbg_value(i32 %228, !59, !DIExpression(), !60)
  %229 = xor i32 %226, %228, !dbg !60
    #dbg_value(i32 %229, !59, !DIExpression(), !60)
  %230 = or disjoint i32 0, %229, !dbg !60
    #dbg_value(i32 %230, !59, !DIExpression(), !60)
  %231 = xor i32 0, %230, !dbg !60
    #dbg_value(i32 %231, !59, !DIExpression(), !60)
    #dbg_value(i32 0, !59, !DIExpression(), !60)
  %232 = xor i32 %231, 0, !dbg !60
    #dbg_value(i32 %232, !59, !DIExpression(), !60)
  %233 = xor i32 %232, 0, !dbg !60
    #dbg_value(i32 %233, !59, !DIExpression(), !60)
  %234 = add i32 %233, 0, !dbg !60
    #dbg_value(i32 %234, !59, !DIExpression(), !60)
  %235 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %234, !dbg !60
    #dbg_value(ptr addrspace(3) %235, !61, !DIExpression(), !60)
  %236 = select i1 %221, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %236, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %235, ptr addrspace(1) %137, i32 %236), !dbg !60
  %237 = add i32 %233, 4096, !dbg !60
    #dbg_value(i32 %237, !59, !DIExpression(), !60)
  %238 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %237, !dbg !60
    #dbg_value(ptr addrspace(3) %238, !61, !DIExpression(), !60)
  %239 = select i1 %222, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %239, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %238, ptr addrspace(1) %145, i32 %239), !dbg !60
  %240 = add i32 %233, 8192, !dbg !60
    #dbg_value(i32 %240, !59, !DIExpression(), !60)
  %241 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %240, !dbg !60
    #dbg_value(ptr addrspace(3) %241, !61, !DIExpression(), !60)
  %242 = select i1 %223, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %242, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %241, ptr addrspace(1) %153, i32 %242), !dbg !60
  %243 = add i32 %233, 12288, !dbg !60
    #dbg_value(i32 %243, !59, !DIExpression(), !60)
  %244 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %243, !dbg !60
    #dbg_value(ptr addrspace(3) %244, !61, !DIExpression(), !60)
  %245 = select i1 %224, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %245, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %244, ptr addrspace(1) %161, i32 %245), !dbg !60
  call void @llvm.nvvm.cp.async.commit.group(), !dbg !60
  %246 = icmp slt i32 %60, %5, !dbg !62
    #dbg_value(i1 %246, !51, !DIExpression(), !62)
  %247 = icmp slt i32 %61, %5, !dbg !62
    #dbg_value(i1 %247, !51, !DIExpression(), !62)
  %248 = icmp slt i32 %62, %5, !dbg !62
    #dbg_value(i1 %248, !51, !DIExpression(), !62)
  %249 = icmp slt i32 %63, %5, !dbg !62
    #dbg_value(i1 %249, !51, !DIExpression(), !62)
  %250 = and i1 %246, %213, !dbg !63
    #dbg_value(i1 %250, !51, !DIExpression(), !63)
  %251 = and i1 %247, %213, !dbg !63
    #dbg_value(i1 %251, !51, !DIExpression(), !63)
  %252 = and i1 %248, %213, !dbg !63
    #dbg_value(i1 %252, !51, !DIExpression(), !63)
  %253 = and i1 %249, %213, !dbg !63
    #dbg_value(i1 %253, !51, !DIExpression(), !63)
    #dbg_value(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152), !53, !DIExpression(), !54)
  %254 = and i1 %215, %250, !dbg !55
    #dbg_value(i1 %254, !56, !DIExpression(), !55)
  %255 = and i1 %215, %251, !dbg !55
    #dbg_value(i1 %255, !56, !DIExpression(), !55)
  %256 = and i1 %215, %252, !dbg !55
    #dbg_value(i1 %256, !56, !DIExpression(), !55)
  %257 = and i1 %215, %253, !dbg !55
    #dbg_value(i1 %257, !56, !DIExpression(), !55)
  %258 = and i32 %34, 7, !dbg !54
    #dbg_value(i32 %258, !64, !DIExpression(), !54)
  %259 = shl i32 %258, 4, !dbg !54
    #dbg_value(i32 %259, !64, !DIExpression(), !54)
  %260 = and i32 %34, 240, !dbg !54
    #dbg_value(i32 %260, !64, !DIExpression(), !54)
  %261 = shl i32 %260, 3, !dbg !54
    #dbg_value(i32 %261, !64, !DIExpression(), !54)
  %262 = and i32 %34, 112, !dbg !54
    #dbg_value(i32 %262, !64, !DIExpression(), !54)
  %263 = lshr i32 %262, 0, !dbg !54
    #dbg_value(i32 %263, !64, !DIExpression(), !54)
  %264 = and i32 %34, 8, !dbg !54
    #dbg_value(i32 %264, !64, !DIExpression(), !54)
  %265 = icmp eq i32 %264, 0, !dbg !54
    #dbg_value(i1 %265, !51, !DIExpression(), !54)
  %266 = select i1 %265, i32 0, i32 8192, !dbg !54
    #dbg_value(i32 %266, !64, !DIExpression(), !54)
  %267 = xor i32 %259, %261, !dbg !54
    #dbg_value(i32 %267, !64, !DIExpression(), !54)
  %268 = xor i32 %267, %263, !dbg !54
    #dbg_value(i32 %268, !64, !DIExpression(), !54)
  %269 = or disjoint i32 %266, %268, !dbg !54
    #dbg_value(i32 %269, !64, !DIExpression(), !54)
  %270 = xor i32 0, %269, !dbg !54
    #dbg_value(i32 %270, !64, !DIExpression(), !54)
  %271 = xor i32 %270, 0, !dbg !54
    #dbg_value(i32 %271, !64, !DIExpression(), !54)
  %272 = xor i32 %271, 0, !dbg !54
    #dbg_value(i32 %272, !64, !DIExpression(), !54)
  %273 = add i32 %272, 0, !dbg !54
    #dbg_value(i32 %273, !64, !DIExpression(), !54)
  %274 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152), i32 %273, !dbg !54
    #dbg_value(ptr addrspace(3) %274, !53, !DIExpression(), !54)
  %275 = select i1 %254, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %275, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %274, ptr addrspace(1) %177, i32 %275), !dbg !54
  %276 = add i32 %272, 2048, !dbg !54
    #dbg_value(i32 %276, !64, !DIExpression(), !54)
  %277 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152), i32 %276, !dbg !54
    #dbg_value(ptr addrspace(3) %277, !53, !DIExpression(), !54)
  %278 = select i1 %255, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %278, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %277, ptr addrspace(1) %185, i32 %278), !dbg !54
  %279 = add i32 %272, 4096, !dbg !54
    #dbg_value(i32 %279, !64, !DIExpression(), !54)
  %280 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152), i32 %279, !dbg !54
    #dbg_value(ptr addrspace(3) %280, !53, !DIExpression(), !54)
  %281 = select i1 %256, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %281, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %280, ptr addrspace(1) %193, i32 %281), !dbg !54
  %282 = add i32 %272, 6144, !dbg !54
    #dbg_value(i32 %282, !64, !DIExpression(), !54)
  %283 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152), i32 %282, !dbg !54
    #dbg_value(ptr addrspace(3) %283, !53, !DIExpression(), !54)
  %284 = select i1 %257, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %284, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %283, ptr addrspace(1) %201, i32 %284), !dbg !54
  call void @llvm.nvvm.cp.async.commit.group(), !dbg !54
  %285 = icmp sgt i32 %5, 64, !dbg !55
    #dbg_value(i1 %285, !56, !DIExpression(), !55)
  %286 = getelementptr half, ptr addrspace(1) %137, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %286, !38, !DIExpression(), !65)
  %287 = getelementptr half, ptr addrspace(1) %138, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %287, !38, !DIExpression(), !65)
  %288 = getelementptr half, ptr addrspace(1) %139, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %288, !38, !DIExpression(), !65)
  %289 = getelementptr half, ptr addrspace(1) %140, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %289, !38, !DIExpression(), !65)
  %290 = getelementptr half, ptr addrspace(1) %141, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %290, !38, !DIExpression(), !65)
  %291 = getelementptr half, ptr addrspace(1) %142, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %291, !38, !DIExpression(), !65)
  %292 = getelementptr half, ptr addrspace(1) %143, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %292, !38, !DIExpression(), !65)
  %293 = getelementptr half, ptr addrspace(1) %144, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %293, !38, !DIExpression(), !65)
  %294 = getelementptr half, ptr addrspace(1) %145, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %294, !38, !DIExpression(), !65)
  %295 = getelementptr half, ptr addrspace(1) %146, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %295, !38, !DIExpression(), !65)
  %296 = getelementptr half, ptr addrspace(1) %147, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %296, !38, !DIExpression(), !65)
  %297 = getelementptr half, ptr addrspace(1) %148, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %297, !38, !DIExpression(), !65)
  %298 = getelementptr half, ptr addrspace(1) %149, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %298, !38, !DIExpression(), !65)
  %299 = getelementptr half, ptr addrspace(1) %150, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %299, !38, !DIExpression(), !65)
  %300 = getelementptr half, ptr addrspace(1) %151, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %300, !38, !DIExpression(), !65)
  %301 = getelementptr half, ptr addrspace(1) %152, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %301, !38, !DIExpression(), !65)
  %302 = getelementptr half, ptr addrspace(1) %153, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %302, !38, !DIExpression(), !65)
  %303 = getelementptr half, ptr addrspace(1) %154, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %303, !38, !DIExpression(), !65)
  %304 = getelementptr half, ptr addrspace(1) %155, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %304, !38, !DIExpression(), !65)
  %305 = getelementptr half, ptr addrspace(1) %156, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %305, !38, !DIExpression(), !65)
  %306 = getelementptr half, ptr addrspace(1) %157, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %306, !38, !DIExpression(), !65)
  %307 = getelementptr half, ptr addrspace(1) %158, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %307, !38, !DIExpression(), !65)
  %308 = getelementptr half, ptr addrspace(1) %159, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %308, !38, !DIExpression(), !65)
  %309 = getelementptr half, ptr addrspace(1) %160, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %309, !38, !DIExpression(), !65)
  %310 = getelementptr half, ptr addrspace(1) %161, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %310, !38, !DIExpression(), !65)
  %311 = getelementptr half, ptr addrspace(1) %162, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %311, !38, !DIExpression(), !65)
  %312 = getelementptr half, ptr addrspace(1) %163, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %312, !38, !DIExpression(), !65)
  %313 = getelementptr half, ptr addrspace(1) %164, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %313, !38, !DIExpression(), !65)
  %314 = getelementptr half, ptr addrspace(1) %165, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %314, !38, !DIExpression(), !65)
  %315 = getelementptr half, ptr addrspace(1) %166, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %315, !38, !DIExpression(), !65)
  %316 = getelementptr half, ptr addrspace(1) %167, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %316, !38, !DIExpression(), !65)
  %317 = getelementptr half, ptr addrspace(1) %168, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %317, !38, !DIExpression(), !65)
  %318 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } undef, ptr addrspace(1) %286, 0, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %318, !38, !DIExpression(), !65)
  %319 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %318, ptr addrspace(1) %287, 1, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %319, !38, !DIExpression(), !65)
  %320 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %319, ptr addrspace(1) %288, 2, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %320, !38, !DIExpression(), !65)
  %321 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %320, ptr addrspace(1) %289, 3, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %321, !38, !DIExpression(), !65)
  %322 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %321, ptr addrspace(1) %290, 4, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %322, !38, !DIExpression(), !65)
  %323 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %322, ptr addrspace(1) %291, 5, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %323, !38, !DIExpression(), !65)
  %324 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %323, ptr addrspace(1) %292, 6, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %324, !38, !DIExpression(), !65)
  %325 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %324, ptr addrspace(1) %293, 7, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %325, !38, !DIExpression(), !65)
  %326 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %325, ptr addrspace(1) %294, 8, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %326, !38, !DIExpression(), !65)
  %327 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %326, ptr addrspace(1) %295, 9, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %327, !38, !DIExpression(), !65)
  %328 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %327, ptr addrspace(1) %296, 10, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %328, !38, !DIExpression(), !65)
  %329 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %328, ptr addrspace(1) %297, 11, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %329, !38, !DIExpression(), !65)
  %330 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %329, ptr addrspace(1) %298, 12, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %330, !38, !DIExpression(), !65)
  %331 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %330, ptr addrspace(1) %299, 13, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %331, !38, !DIExpression(), !65)
  %332 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %331, ptr addrspace(1) %300, 14, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %332, !38, !DIExpression(), !65)
  %333 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %332, ptr addrspace(1) %301, 15, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %333, !38, !DIExpression(), !65)
  %334 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %333, ptr addrspace(1) %302, 16, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %334, !38, !DIExpression(), !65)
  %335 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %334, ptr addrspace(1) %303, 17, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %335, !38, !DIExpression(), !65)
  %336 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %335, ptr addrspace(1) %304, 18, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %336, !38, !DIExpression(), !65)
  %337 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %336, ptr addrspace(1) %305, 19, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %337, !38, !DIExpression(), !65)
  %338 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %337, ptr addrspace(1) %306, 20, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %338, !38, !DIExpression(), !65)
  %339 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %338, ptr addrspace(1) %307, 21, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %339, !38, !DIExpression(), !65)
  %340 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %339, ptr addrspace(1) %308, 22, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %340, !38, !DIExpression(), !65)
  %341 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %340, ptr addrspace(1) %309, 23, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %341, !38, !DIExpression(), !65)
  %342 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %341, ptr addrspace(1) %310, 24, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %342, !38, !DIExpression(), !65)
  %343 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %342, ptr addrspace(1) %311, 25, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %343, !38, !DIExpression(), !65)
  %344 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %343, ptr addrspace(1) %312, 26, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %344, !38, !DIExpression(), !65)
  %345 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %344, ptr addrspace(1) %313, 27, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %345, !38, !DIExpression(), !65)
  %346 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %345, ptr addrspace(1) %314, 28, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %346, !38, !DIExpression(), !65)
  %347 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %346, ptr addrspace(1) %315, 29, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %347, !38, !DIExpression(), !65)
  %348 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %347, ptr addrspace(1) %316, 30, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %348, !38, !DIExpression(), !65)
  %349 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %348, ptr addrspace(1) %317, 31, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %349, !38, !DIExpression(), !65)
  %350 = getelementptr half, ptr addrspace(1) %177, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %350, !45, !DIExpression(), !66)
  %351 = getelementptr half, ptr addrspace(1) %178, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %351, !45, !DIExpression(), !66)
  %352 = getelementptr half, ptr addrspace(1) %179, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %352, !45, !DIExpression(), !66)
  %353 = getelementptr half, ptr addrspace(1) %180, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %353, !45, !DIExpression(), !66)
  %354 = getelementptr half, ptr addrspace(1) %181, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %354, !45, !DIExpression(), !66)
  %355 = getelementptr half, ptr addrspace(1) %182, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %355, !45, !DIExpression(), !66)
  %356 = getelementptr half, ptr addrspace(1) %183, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %356, !45, !DIExpression(), !66)
  %357 = getelementptr half, ptr addrspace(1) %184, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %357, !45, !DIExpression(), !66)
  %358 = getelementptr half, ptr addrspace(1) %185, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %358, !45, !DIExpression(), !66)
  %359 = getelementptr half, ptr addrspace(1) %186, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %359, !45, !DIExpression(), !66)
  %360 = getelementptr half, ptr addrspace(1) %187, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %360, !45, !DIExpression(), !66)
  %361 = getelementptr half, ptr addrspace(1) %188, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %361, !45, !DIExpression(), !66)
  %362 = getelementptr half, ptr addrspace(1) %189, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %362, !45, !DIExpression(), !66)
  %363 = getelementptr half, ptr addrspace(1) %190, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %363, !45, !DIExpression(), !66)
  %364 = getelementptr half, ptr addrspace(1) %191, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %364, !45, !DIExpression(), !66)
  %365 = getelementptr half, ptr addrspace(1) %192, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %365, !45, !DIExpression(), !66)
  %366 = getelementptr half, ptr addrspace(1) %193, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %366, !45, !DIExpression(), !66)
  %367 = getelementptr half, ptr addrspace(1) %194, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %367, !45, !DIExpression(), !66)
  %368 = getelementptr half, ptr addrspace(1) %195, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %368, !45, !DIExpression(), !66)
  %369 = getelementptr half, ptr addrspace(1) %196, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %369, !45, !DIExpression(), !66)
  %370 = getelementptr half, ptr addrspace(1) %197, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %370, !45, !DIExpression(), !66)
  %371 = getelementptr half, ptr addrspace(1) %198, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %371, !45, !DIExpression(), !66)
  %372 = getelementptr half, ptr addrspace(1) %199, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %372, !45, !DIExpression(), !66)
  %373 = getelementptr half, ptr addrspace(1) %200, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %373, !45, !DIExpression(), !66)
  %374 = getelementptr half, ptr addrspace(1) %201, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %374, !45, !DIExpression(), !66)
  %375 = getelementptr half, ptr addrspace(1) %202, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %375, !45, !DIExpression(), !66)
  %376 = getelementptr half, ptr addrspace(1) %203, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %376, !45, !DIExpression(), !66)
  %377 = getelementptr half, ptr addrspace(1) %204, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %377, !45, !DIExpression(), !66)
  %378 = getelementptr half, ptr addrspace(1) %205, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %378, !45, !DIExpression(), !66)
  %379 = getelementptr half, ptr addrspace(1) %206, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %379, !45, !DIExpression(), !66)
  %380 = getelementptr half, ptr addrspace(1) %207, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %380, !45, !DIExpression(), !66)
  %381 = getelementptr half, ptr addrspace(1) %208, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %381, !45, !DIExpression(), !66)
  %382 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } undef, ptr addrspace(1) %350, 0, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %382, !45, !DIExpression(), !66)
  %383 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %382, ptr addrspace(1) %351, 1, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %383, !45, !DIExpression(), !66)
  %384 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %383, ptr addrspace(1) %352, 2, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %384, !45, !DIExpression(), !66)
  %385 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %384, ptr addrspace(1) %353, 3, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %385, !45, !DIExpression(), !66)
  %386 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %385, ptr addrspace(1) %354, 4, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %386, !45, !DIExpression(), !66)
  %387 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %386, ptr addrspace(1) %355, 5, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %387, !45, !DIExpression(), !66)
  %388 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %387, ptr addrspace(1) %356, 6, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %388, !45, !DIExpression(), !66)
  %389 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %388, ptr addrspace(1) %357, 7, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %389, !45, !DIExpression(), !66)
  %390 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %389, ptr addrspace(1) %358, 8, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %390, !45, !DIExpression(), !66)
  %391 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %390, ptr addrspace(1) %359, 9, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %391, !45, !DIExpression(), !66)
  %392 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %391, ptr addrspace(1) %360, 10, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %392, !45, !DIExpression(), !66)
  %393 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %392, ptr addrspace(1) %361, 11, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %393, !45, !DIExpression(), !66)
  %394 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %393, ptr addrspace(1) %362, 12, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %394, !45, !DIExpression(), !66)
  %395 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %394, ptr addrspace(1) %363, 13, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %395, !45, !DIExpression(), !66)
  %396 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %395, ptr addrspace(1) %364, 14, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %396, !45, !DIExpression(), !66)
  %397 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %396, ptr addrspace(1) %365, 15, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %397, !45, !DIExpression(), !66)
  %398 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %397, ptr addrspace(1) %366, 16, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %398, !45, !DIExpression(), !66)
  %399 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %398, ptr addrspace(1) %367, 17, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %399, !45, !DIExpression(), !66)
  %400 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %399, ptr addrspace(1) %368, 18, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %400, !45, !DIExpression(), !66)
  %401 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %400, ptr addrspace(1) %369, 19, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %401, !45, !DIExpression(), !66)
  %402 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %401, ptr addrspace(1) %370, 20, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %402, !45, !DIExpression(), !66)
  %403 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %402, ptr addrspace(1) %371, 21, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %403, !45, !DIExpression(), !66)
  %404 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %403, ptr addrspace(1) %372, 22, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %404, !45, !DIExpression(), !66)
  %405 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %404, ptr addrspace(1) %373, 23, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %405, !45, !DIExpression(), !66)
  %406 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %405, ptr addrspace(1) %374, 24, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %406, !45, !DIExpression(), !66)
  %407 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %406, ptr addrspace(1) %375, 25, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %407, !45, !DIExpression(), !66)
  %408 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %407, ptr addrspace(1) %376, 26, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %408, !45, !DIExpression(), !66)
  %409 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %408, ptr addrspace(1) %377, 27, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %409, !45, !DIExpression(), !66)
  %410 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %409, ptr addrspace(1) %378, 28, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %410, !45, !DIExpression(), !66)
  %411 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %410, ptr addrspace(1) %379, 29, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %411, !45, !DIExpression(), !66)
  %412 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %411, ptr addrspace(1) %380, 30, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %412, !45, !DIExpression(), !66)
  %413 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %412, ptr addrspace(1) %381, 31, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %413, !45, !DIExpression(), !66)
  %414 = sub i32 %5, 64, !dbg !67
    #dbg_value(i32 %414, !59, !DIExpression(), !67)
  %415 = icmp slt i32 %129, %414, !dbg !57
    #dbg_value(i1 %415, !48, !DIExpression(), !57)
  %416 = and i1 %209, %415, !dbg !58
    #dbg_value(i1 %416, !48, !DIExpression(), !58)
  %417 = and i1 %210, %415, !dbg !58
    #dbg_value(i1 %417, !48, !DIExpression(), !58)
  %418 = and i1 %211, %415, !dbg !58
    #dbg_value(i1 %418, !48, !DIExpression(), !58)
  %419 = and i1 %212, %415, !dbg !58
    #dbg_value(i1 %419, !48, !DIExpression(), !58)
    #dbg_value(i32 8192, !59, !DIExpression(), !60)
    #dbg_value(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16384), !61, !DIExpression(), !60)
  %420 = and i1 %285, %416, !dbg !55
    #dbg_value(i1 %420, !56, !DIExpression(), !55)
  %421 = and i1 %285, %417, !dbg !55
    #dbg_value(i1 %421, !56, !DIExpression(), !55)
  %422 = and i1 %285, %418, !dbg !55
    #dbg_value(i1 %422, !56, !DIExpression(), !55)
  %423 = and i1 %285, %419, !dbg !55
    #dbg_value(i1 %423, !56, !DIExpression(), !55)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %424 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16384), i32 %234, !dbg !60
    #dbg_value(ptr addrspace(3) %424, !61, !DIExpression(), !60)
  %425 = select i1 %420, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %425, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %424, ptr addrspace(1) %286, i32 %425), !dbg !60
  %426 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16384), i32 %237, !dbg !60
    #dbg_value(ptr addrspace(3) %426, !61, !DIExpression(), !60)
  %427 = select i1 %421, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %427, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %426, ptr addrspace(1) %294, i32 %427), !dbg !60
  %428 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16384), i32 %240, !dbg !60
    #dbg_value(ptr addrspace(3) %428, !61, !DIExpression(), !60)
  %429 = select i1 %422, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %429, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %428, ptr addrspace(1) %302, i32 %429), !dbg !60
  %430 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16384), i32 %243, !dbg !60
    #dbg_value(ptr addrspace(3) %430, !61, !DIExpression(), !60)
  %431 = select i1 %423, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %431, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %430, ptr addrspace(1) %310, i32 %431), !dbg !60
  call void @llvm.nvvm.cp.async.commit.group(), !dbg !60
  %432 = icmp slt i32 %60, %414, !dbg !62
    #dbg_value(i1 %432, !51, !DIExpression(), !62)
  %433 = icmp slt i32 %61, %414, !dbg !62
    #dbg_value(i1 %433, !51, !DIExpression(), !62)
  %434 = icmp slt i32 %62, %414, !dbg !62
    #dbg_value(i1 %434, !51, !DIExpression(), !62)
  %435 = icmp slt i32 %63, %414, !dbg !62
    #dbg_value(i1 %435, !51, !DIExpression(), !62)
  %436 = and i1 %432, %213, !dbg !63
    #dbg_value(i1 %436, !51, !DIExpression(), !63)
  %437 = and i1 %433, %213, !dbg !63
    #dbg_value(i1 %437, !51, !DIExpression(), !63)
  %438 = and i1 %434, %213, !dbg !63
    #dbg_value(i1 %438, !51, !DIExpression(), !63)
  %439 = and i1 %435, %213, !dbg !63
    #dbg_value(i1 %439, !51, !DIExpression(), !63)
    #dbg_value(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 65536), !53, !DIExpression(), !54)
  %440 = and i1 %285, %436, !dbg !55
    #dbg_value(i1 %440, !56, !DIExpression(), !55)
  %441 = and i1 %285, %437, !dbg !55
    #dbg_value(i1 %441, !56, !DIExpression(), !55)
  %442 = and i1 %285, %438, !dbg !55
    #dbg_value(i1 %442, !56, !DIExpression(), !55)
  %443 = and i1 %285, %439, !dbg !55
    #dbg_value(i1 %443, !56, !DIExpression(), !55)
  %444 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 65536), i32 %273, !dbg !54
    #dbg_value(ptr addrspace(3) %444, !53, !DIExpression(), !54)
  %445 = select i1 %440, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %445, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %444, ptr addrspace(1) %350, i32 %445), !dbg !54
  %446 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 65536), i32 %276, !dbg !54
    #dbg_value(ptr addrspace(3) %446, !53, !DIExpression(), !54)
  %447 = select i1 %441, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %447, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %446, ptr addrspace(1) %358, i32 %447), !dbg !54
  %448 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 65536), i32 %279, !dbg !54
    #dbg_value(ptr addrspace(3) %448, !53, !DIExpression(), !54)
  %449 = select i1 %442, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %449, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %448, ptr addrspace(1) %366, i32 %449), !dbg !54
  %450 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 65536), i32 %282, !dbg !54
    #dbg_value(ptr addrspace(3) %450, !53, !DIExpression(), !54)
  %451 = select i1 %443, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %451, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %450, ptr addrspace(1) %374, i32 %451), !dbg !54
  call void @llvm.nvvm.cp.async.commit.group(), !dbg !54
  br label %452, !dbg !55

452:                                              ; preds = %460, %11
  %453 = phi i32 [ %1186, %460 ], [ 0, %11 ], !dbg !55
  %454 = phi { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } [ %948, %460 ], [ zeroinitializer, %11 ], !dbg !68
  %455 = phi { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } [ %1044, %460 ], [ %349, %11 ], !dbg !65
  %456 = phi { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } [ %1140, %460 ], [ %413, %11 ], !dbg !66
  %457 = phi i32 [ %1143, %460 ], [ 1, %11 ]
  %458 = phi i32 [ %465, %460 ], [ -1, %11 ], !dbg !55
  %459 = icmp slt i32 %453, %5, !dbg !55
    #dbg_value(i1 %459, !56, !DIExpression(), !55)
  br i1 %459, label %460, label %1187, !dbg !55

460:                                              ; preds = %452
  %461 = sub i32 %5, 128, !dbg !55
    #dbg_value(i32 %461, !69, !DIExpression(), !55)
  %462 = icmp slt i32 %453, %461, !dbg !55
    #dbg_value(i1 %462, !56, !DIExpression(), !55)
  %463 = add i32 %458, 1, !dbg !55
    #dbg_value(i32 %463, !69, !DIExpression(), !55)
  %464 = icmp sge i32 %463, 3, !dbg !55
    #dbg_value(i1 %464, !56, !DIExpression(), !55)
  %465 = select i1 %464, i32 0, i32 %463, !dbg !55
    #dbg_value(i32 %465, !69, !DIExpression(), !55)
  call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !60
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %466 = mul i32 %465, 8192, !dbg !60
    #dbg_value(i32 %466, !59, !DIExpression(), !60)
  %467 = getelementptr half, ptr addrspace(3) @global_smem, i32 %466, !dbg !60
    #dbg_value(ptr addrspace(3) %467, !61, !DIExpression(), !60)
  %468 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152), i32 %466, !dbg !54
    #dbg_value(ptr addrspace(3) %468, !53, !DIExpression(), !54)
  %469 = ptrtoint ptr addrspace(3) %467 to i32, !dbg !70
    #dbg_value(i32 %469, !69, !DIExpression(), !70)
  %470 = lshr i32 %469, 4, !dbg !70
    #dbg_value(i32 %470, !69, !DIExpression(), !70)
  %471 = udiv i32 %27, 32, !dbg !70
    #dbg_value(i32 %471, !69, !DIExpression(), !70)
  %472 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %471, i32 0, i32 31), !dbg !70
    #dbg_value(i32 %472, !69, !DIExpression(), !70)
  %473 = shl i32 %472, 0, !dbg !70
    #dbg_value(i32 %473, !69, !DIExpression(), !70)
  %474 = or i32 0, %473, !dbg !70
    #dbg_value(i32 %474, !69, !DIExpression(), !70)
  %475 = and i32 %474, 4, !dbg !70
    #dbg_value(i32 %475, !69, !DIExpression(), !70)
  %476 = icmp eq i32 %475, 0, !dbg !70
    #dbg_value(i1 %476, !56, !DIExpression(), !70)
  %477 = select i1 %476, i32 0, i32 512, !dbg !70
    #dbg_value(i32 %477, !69, !DIExpression(), !70)
  %478 = or disjoint i32 %477, 0, !dbg !70
    #dbg_value(i32 %478, !69, !DIExpression(), !70)
  %479 = xor i32 0, %478, !dbg !70
    #dbg_value(i32 %479, !69, !DIExpression(), !70)
  %480 = add i32 %470, %479, !dbg !70
    #dbg_value(i32 %480, !69, !DIExpression(), !70)
  %481 = and i32 %480, 16383, !dbg !70
    #dbg_value(i32 %481, !69, !DIExpression(), !70)
  %482 = zext i32 %481 to i64, !dbg !70
    #dbg_value(i64 %482, !71, !DIExpression(), !70)
  %483 = ptrtoint ptr addrspace(3) %468 to i32, !dbg !70
    #dbg_value(i32 %483, !69, !DIExpression(), !70)
  %484 = lshr i32 %483, 4, !dbg !70
    #dbg_value(i32 %484, !69, !DIExpression(), !70)
    #dbg_value(i32 0, !69, !DIExpression(), !70)
  %485 = add i32 %484, 0, !dbg !70
    #dbg_value(i32 %485, !69, !DIExpression(), !70)
  %486 = and i32 %485, 16383, !dbg !70
    #dbg_value(i32 %486, !69, !DIExpression(), !70)
  %487 = zext i32 %486 to i64, !dbg !70
    #dbg_value(i64 %487, !71, !DIExpression(), !70)
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 0, !dbg !70
    #dbg_value(float %488, !73, !DIExpression(), !70)
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 1, !dbg !70
    #dbg_value(float %489, !73, !DIExpression(), !70)
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 2, !dbg !70
    #dbg_value(float %490, !73, !DIExpression(), !70)
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 3, !dbg !70
    #dbg_value(float %491, !73, !DIExpression(), !70)
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 4, !dbg !70
    #dbg_value(float %492, !73, !DIExpression(), !70)
  %493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 5, !dbg !70
    #dbg_value(float %493, !73, !DIExpression(), !70)
  %494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 6, !dbg !70
    #dbg_value(float %494, !73, !DIExpression(), !70)
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 7, !dbg !70
    #dbg_value(float %495, !73, !DIExpression(), !70)
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 8, !dbg !70
    #dbg_value(float %496, !73, !DIExpression(), !70)
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 9, !dbg !70
    #dbg_value(float %497, !73, !DIExpression(), !70)
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 10, !dbg !70
    #dbg_value(float %498, !73, !DIExpression(), !70)
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 11, !dbg !70
    #dbg_value(float %499, !73, !DIExpression(), !70)
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 12, !dbg !70
    #dbg_value(float %500, !73, !DIExpression(), !70)
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 13, !dbg !70
    #dbg_value(float %501, !73, !DIExpression(), !70)
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 14, !dbg !70
    #dbg_value(float %502, !73, !DIExpression(), !70)
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 15, !dbg !70
    #dbg_value(float %503, !73, !DIExpression(), !70)
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 16, !dbg !70
    #dbg_value(float %504, !73, !DIExpression(), !70)
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 17, !dbg !70
    #dbg_value(float %505, !73, !DIExpression(), !70)
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 18, !dbg !70
    #dbg_value(float %506, !73, !DIExpression(), !70)
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 19, !dbg !70
    #dbg_value(float %507, !73, !DIExpression(), !70)
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 20, !dbg !70
    #dbg_value(float %508, !73, !DIExpression(), !70)
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 21, !dbg !70
    #dbg_value(float %509, !73, !DIExpression(), !70)
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 22, !dbg !70
    #dbg_value(float %510, !73, !DIExpression(), !70)
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 23, !dbg !70
    #dbg_value(float %511, !73, !DIExpression(), !70)
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 24, !dbg !70
    #dbg_value(float %512, !73, !DIExpression(), !70)
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 25, !dbg !70
    #dbg_value(float %513, !73, !DIExpression(), !70)
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 26, !dbg !70
    #dbg_value(float %514, !73, !DIExpression(), !70)
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 27, !dbg !70
    #dbg_value(float %515, !73, !DIExpression(), !70)
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 28, !dbg !70
    #dbg_value(float %516, !73, !DIExpression(), !70)
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 29, !dbg !70
    #dbg_value(float %517, !73, !DIExpression(), !70)
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 30, !dbg !70
    #dbg_value(float %518, !73, !DIExpression(), !70)
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 31, !dbg !70
    #dbg_value(float %519, !73, !DIExpression(), !70)
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 32, !dbg !70
    #dbg_value(float %520, !73, !DIExpression(), !70)
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 33, !dbg !70
    #dbg_value(float %521, !73, !DIExpression(), !70)
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 34, !dbg !70
    #dbg_value(float %522, !73, !DIExpression(), !70)
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 35, !dbg !70
    #dbg_value(float %523, !73, !DIExpression(), !70)
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 36, !dbg !70
    #dbg_value(float %524, !73, !DIExpression(), !70)
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 37, !dbg !70
    #dbg_value(float %525, !73, !DIExpression(), !70)
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 38, !dbg !70
    #dbg_value(float %526, !73, !DIExpression(), !70)
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 39, !dbg !70
    #dbg_value(float %527, !73, !DIExpression(), !70)
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 40, !dbg !70
    #dbg_value(float %528, !73, !DIExpression(), !70)
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 41, !dbg !70
    #dbg_value(float %529, !73, !DIExpression(), !70)
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 42, !dbg !70
    #dbg_value(float %530, !73, !DIExpression(), !70)
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 43, !dbg !70
    #dbg_value(float %531, !73, !DIExpression(), !70)
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 44, !dbg !70
    #dbg_value(float %532, !73, !DIExpression(), !70)
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 45, !dbg !70
    #dbg_value(float %533, !73, !DIExpression(), !70)
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 46, !dbg !70
    #dbg_value(float %534, !73, !DIExpression(), !70)
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 47, !dbg !70
    #dbg_value(float %535, !73, !DIExpression(), !70)
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 48, !dbg !70
    #dbg_value(float %536, !73, !DIExpression(), !70)
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 49, !dbg !70
    #dbg_value(float %537, !73, !DIExpression(), !70)
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 50, !dbg !70
    #dbg_value(float %538, !73, !DIExpression(), !70)
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 51, !dbg !70
    #dbg_value(float %539, !73, !DIExpression(), !70)
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 52, !dbg !70
    #dbg_value(float %540, !73, !DIExpression(), !70)
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 53, !dbg !70
    #dbg_value(float %541, !73, !DIExpression(), !70)
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 54, !dbg !70
    #dbg_value(float %542, !73, !DIExpression(), !70)
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 55, !dbg !70
    #dbg_value(float %543, !73, !DIExpression(), !70)
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 56, !dbg !70
    #dbg_value(float %544, !73, !DIExpression(), !70)
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 57, !dbg !70
    #dbg_value(float %545, !73, !DIExpression(), !70)
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 58, !dbg !70
    #dbg_value(float %546, !73, !DIExpression(), !70)
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 59, !dbg !70
    #dbg_value(float %547, !73, !DIExpression(), !70)
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 60, !dbg !70
    #dbg_value(float %548, !73, !DIExpression(), !70)
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 61, !dbg !70
    #dbg_value(float %549, !73, !DIExpression(), !70)
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 62, !dbg !70
    #dbg_value(float %550, !73, !DIExpression(), !70)
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 63, !dbg !70
    #dbg_value(float %551, !73, !DIExpression(), !70)
  call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !70
  %552 = add i64 %482, 4611686293305294848, !dbg !70
    #dbg_value(i64 %552, !71, !DIExpression(), !70)
  %553 = add i64 %487, 4611686293338849280, !dbg !70
    #dbg_value(i64 %553, !71, !DIExpression(), !70)
  %554 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %488, float %489, float %490, float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522, float %523, float %524, float %525, float %526, float %527, float %528, float %529, float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537, float %538, float %539, float %540, float %541, float %542, float %543, float %544, float %545, float %546, float %547, float %548, float %549, float %550, float %551, i64 %552, i64 %553, i1 true), !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, !75, !DIExpression(), !70)
  %555 = add i64 %482, 4611686293305294850, !dbg !70
    #dbg_value(i64 %555, !71, !DIExpression(), !70)
  %556 = add i64 %487, 4611686293338849408, !dbg !70
    #dbg_value(i64 %556, !71, !DIExpression(), !70)
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 0, !dbg !70
    #dbg_value(float %557, !73, !DIExpression(), !70)
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 1, !dbg !70
    #dbg_value(float %558, !73, !DIExpression(), !70)
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 2, !dbg !70
    #dbg_value(float %559, !73, !DIExpression(), !70)
  %560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 3, !dbg !70
    #dbg_value(float %560, !73, !DIExpression(), !70)
  %561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 4, !dbg !70
    #dbg_value(float %561, !73, !DIExpression(), !70)
  %562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 5, !dbg !70
    #dbg_value(float %562, !73, !DIExpression(), !70)
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 6, !dbg !70
    #dbg_value(float %563, !73, !DIExpression(), !70)
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 7, !dbg !70
    #dbg_value(float %564, !73, !DIExpression(), !70)
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 8, !dbg !70
    #dbg_value(float %565, !73, !DIExpression(), !70)
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 9, !dbg !70
    #dbg_value(float %566, !73, !DIExpression(), !70)
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 10, !dbg !70
    #dbg_value(float %567, !73, !DIExpression(), !70)
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 11, !dbg !70
    #dbg_value(float %568, !73, !DIExpression(), !70)
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 12, !dbg !70
    #dbg_value(float %569, !73, !DIExpression(), !70)
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 13, !dbg !70
    #dbg_value(float %570, !73, !DIExpression(), !70)
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 14, !dbg !70
    #dbg_value(float %571, !73, !DIExpression(), !70)
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 15, !dbg !70
    #dbg_value(float %572, !73, !DIExpression(), !70)
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 16, !dbg !70
    #dbg_value(float %573, !73, !DIExpression(), !70)
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 17, !dbg !70
    #dbg_value(float %574, !73, !DIExpression(), !70)
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 18, !dbg !70
    #dbg_value(float %575, !73, !DIExpression(), !70)
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 19, !dbg !70
    #dbg_value(float %576, !73, !DIExpression(), !70)
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 20, !dbg !70
    #dbg_value(float %577, !73, !DIExpression(), !70)
  %578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 21, !dbg !70
    #dbg_value(float %578, !73, !DIExpression(), !70)
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 22, !dbg !70
    #dbg_value(float %579, !73, !DIExpression(), !70)
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 23, !dbg !70
    #dbg_value(float %580, !73, !DIExpression(), !70)
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 24, !dbg !70
    #dbg_value(float %581, !73, !DIExpression(), !70)
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 25, !dbg !70
    #dbg_value(float %582, !73, !DIExpression(), !70)
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 26, !dbg !70
    #dbg_value(float %583, !73, !DIExpression(), !70)
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 27, !dbg !70
    #dbg_value(float %584, !73, !DIExpression(), !70)
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 28, !dbg !70
    #dbg_value(float %585, !73, !DIExpression(), !70)
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 29, !dbg !70
    #dbg_value(float %586, !73, !DIExpression(), !70)
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 30, !dbg !70
    #dbg_value(float %587, !73, !DIExpression(), !70)
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 31, !dbg !70
    #dbg_value(float %588, !73, !DIExpression(), !70)
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 32, !dbg !70
    #dbg_value(float %589, !73, !DIExpression(), !70)
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 33, !dbg !70
    #dbg_value(float %590, !73, !DIExpression(), !70)
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 34, !dbg !70
    #dbg_value(float %591, !73, !DIExpression(), !70)
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 35, !dbg !70
    #dbg_value(float %592, !73, !DIExpression(), !70)
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 36, !dbg !70
    #dbg_value(float %593, !73, !DIExpression(), !70)
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 37, !dbg !70
    #dbg_value(float %594, !73, !DIExpression(), !70)
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 38, !dbg !70
    #dbg_value(float %595, !73, !DIExpression(), !70)
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 39, !dbg !70
    #dbg_value(float %596, !73, !DIExpression(), !70)
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 40, !dbg !70
    #dbg_value(float %597, !73, !DIExpression(), !70)
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 41, !dbg !70
    #dbg_value(float %598, !73, !DIExpression(), !70)
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 42, !dbg !70
    #dbg_value(float %599, !73, !DIExpression(), !70)
  %600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 43, !dbg !70
    #dbg_value(float %600, !73, !DIExpression(), !70)
  %601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 44, !dbg !70
    #dbg_value(float %601, !73, !DIExpression(), !70)
  %602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 45, !dbg !70
    #dbg_value(float %602, !73, !DIExpression(), !70)
  %603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 46, !dbg !70
    #dbg_value(float %603, !73, !DIExpression(), !70)
  %604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 47, !dbg !70
    #dbg_value(float %604, !73, !DIExpression(), !70)
  %605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 48, !dbg !70
    #dbg_value(float %605, !73, !DIExpression(), !70)
  %606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 49, !dbg !70
    #dbg_value(float %606, !73, !DIExpression(), !70)
  %607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 50, !dbg !70
    #dbg_value(float %607, !73, !DIExpression(), !70)
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 51, !dbg !70
    #dbg_value(float %608, !73, !DIExpression(), !70)
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 52, !dbg !70
    #dbg_value(float %609, !73, !DIExpression(), !70)
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 53, !dbg !70
    #dbg_value(float %610, !73, !DIExpression(), !70)
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 54, !dbg !70
    #dbg_value(float %611, !73, !DIExpression(), !70)
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 55, !dbg !70
    #dbg_value(float %612, !73, !DIExpression(), !70)
  %613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 56, !dbg !70
    #dbg_value(float %613, !73, !DIExpression(), !70)
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 57, !dbg !70
    #dbg_value(float %614, !73, !DIExpression(), !70)
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 58, !dbg !70
    #dbg_value(float %615, !73, !DIExpression(), !70)
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 59, !dbg !70
    #dbg_value(float %616, !73, !DIExpression(), !70)
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 60, !dbg !70
    #dbg_value(float %617, !73, !DIExpression(), !70)
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 61, !dbg !70
    #dbg_value(float %618, !73, !DIExpression(), !70)
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 62, !dbg !70
    #dbg_value(float %619, !73, !DIExpression(), !70)
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %554, 63, !dbg !70
    #dbg_value(float %620, !73, !DIExpression(), !70)
  %621 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %557, float %558, float %559, float %560, float %561, float %562, float %563, float %564, float %565, float %566, float %567, float %568, float %569, float %570, float %571, float %572, float %573, float %574, float %575, float %576, float %577, float %578, float %579, float %580, float %581, float %582, float %583, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, float %595, float %596, float %597, float %598, float %599, float %600, float %601, float %602, float %603, float %604, float %605, float %606, float %607, float %608, float %609, float %610, float %611, float %612, float %613, float %614, float %615, float %616, float %617, float %618, float %619, float %620, i64 %555, i64 %556, i1 true), !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, !75, !DIExpression(), !70)
  %622 = add i64 %482, 4611686293305294852, !dbg !70
    #dbg_value(i64 %622, !71, !DIExpression(), !70)
  %623 = add i64 %487, 4611686293338849536, !dbg !70
    #dbg_value(i64 %623, !71, !DIExpression(), !70)
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 0, !dbg !70
    #dbg_value(float %624, !73, !DIExpression(), !70)
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 1, !dbg !70
    #dbg_value(float %625, !73, !DIExpression(), !70)
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 2, !dbg !70
    #dbg_value(float %626, !73, !DIExpression(), !70)
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 3, !dbg !70
    #dbg_value(float %627, !73, !DIExpression(), !70)
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 4, !dbg !70
    #dbg_value(float %628, !73, !DIExpression(), !70)
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 5, !dbg !70
    #dbg_value(float %629, !73, !DIExpression(), !70)
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 6, !dbg !70
    #dbg_value(float %630, !73, !DIExpression(), !70)
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 7, !dbg !70
    #dbg_value(float %631, !73, !DIExpression(), !70)
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 8, !dbg !70
    #dbg_value(float %632, !73, !DIExpression(), !70)
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 9, !dbg !70
    #dbg_value(float %633, !73, !DIExpression(), !70)
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 10, !dbg !70
    #dbg_value(float %634, !73, !DIExpression(), !70)
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 11, !dbg !70
    #dbg_value(float %635, !73, !DIExpression(), !70)
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 12, !dbg !70
    #dbg_value(float %636, !73, !DIExpression(), !70)
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 13, !dbg !70
    #dbg_value(float %637, !73, !DIExpression(), !70)
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 14, !dbg !70
    #dbg_value(float %638, !73, !DIExpression(), !70)
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 15, !dbg !70
    #dbg_value(float %639, !73, !DIExpression(), !70)
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 16, !dbg !70
    #dbg_value(float %640, !73, !DIExpression(), !70)
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 17, !dbg !70
    #dbg_value(float %641, !73, !DIExpression(), !70)
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 18, !dbg !70
    #dbg_value(float %642, !73, !DIExpression(), !70)
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 19, !dbg !70
    #dbg_value(float %643, !73, !DIExpression(), !70)
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 20, !dbg !70
    #dbg_value(float %644, !73, !DIExpression(), !70)
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 21, !dbg !70
    #dbg_value(float %645, !73, !DIExpression(), !70)
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 22, !dbg !70
    #dbg_value(float %646, !73, !DIExpression(), !70)
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 23, !dbg !70
    #dbg_value(float %647, !73, !DIExpression(), !70)
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 24, !dbg !70
    #dbg_value(float %648, !73, !DIExpression(), !70)
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 25, !dbg !70
    #dbg_value(float %649, !73, !DIExpression(), !70)
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 26, !dbg !70
    #dbg_value(float %650, !73, !DIExpression(), !70)
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 27, !dbg !70
    #dbg_value(float %651, !73, !DIExpression(), !70)
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 28, !dbg !70
    #dbg_value(float %652, !73, !DIExpression(), !70)
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 29, !dbg !70
    #dbg_value(float %653, !73, !DIExpression(), !70)
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 30, !dbg !70
    #dbg_value(float %654, !73, !DIExpression(), !70)
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 31, !dbg !70
    #dbg_value(float %655, !73, !DIExpression(), !70)
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 32, !dbg !70
    #dbg_value(float %656, !73, !DIExpression(), !70)
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 33, !dbg !70
    #dbg_value(float %657, !73, !DIExpression(), !70)
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 34, !dbg !70
    #dbg_value(float %658, !73, !DIExpression(), !70)
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 35, !dbg !70
    #dbg_value(float %659, !73, !DIExpression(), !70)
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 36, !dbg !70
    #dbg_value(float %660, !73, !DIExpression(), !70)
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 37, !dbg !70
    #dbg_value(float %661, !73, !DIExpression(), !70)
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 38, !dbg !70
    #dbg_value(float %662, !73, !DIExpression(), !70)
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 39, !dbg !70
    #dbg_value(float %663, !73, !DIExpression(), !70)
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 40, !dbg !70
    #dbg_value(float %664, !73, !DIExpression(), !70)
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 41, !dbg !70
    #dbg_value(float %665, !73, !DIExpression(), !70)
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 42, !dbg !70
    #dbg_value(float %666, !73, !DIExpression(), !70)
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 43, !dbg !70
    #dbg_value(float %667, !73, !DIExpression(), !70)
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 44, !dbg !70
    #dbg_value(float %668, !73, !DIExpression(), !70)
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 45, !dbg !70
    #dbg_value(float %669, !73, !DIExpression(), !70)
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 46, !dbg !70
    #dbg_value(float %670, !73, !DIExpression(), !70)
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 47, !dbg !70
    #dbg_value(float %671, !73, !DIExpression(), !70)
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 48, !dbg !70
    #dbg_value(float %672, !73, !DIExpression(), !70)
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 49, !dbg !70
    #dbg_value(float %673, !73, !DIExpression(), !70)
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 50, !dbg !70
    #dbg_value(float %674, !73, !DIExpression(), !70)
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 51, !dbg !70
    #dbg_value(float %675, !73, !DIExpression(), !70)
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 52, !dbg !70
    #dbg_value(float %676, !73, !DIExpression(), !70)
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 53, !dbg !70
    #dbg_value(float %677, !73, !DIExpression(), !70)
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 54, !dbg !70
    #dbg_value(float %678, !73, !DIExpression(), !70)
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 55, !dbg !70
    #dbg_value(float %679, !73, !DIExpression(), !70)
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 56, !dbg !70
    #dbg_value(float %680, !73, !DIExpression(), !70)
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 57, !dbg !70
    #dbg_value(float %681, !73, !DIExpression(), !70)
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 58, !dbg !70
    #dbg_value(float %682, !73, !DIExpression(), !70)
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 59, !dbg !70
    #dbg_value(float %683, !73, !DIExpression(), !70)
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 60, !dbg !70
    #dbg_value(float %684, !73, !DIExpression(), !70)
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 61, !dbg !70
    #dbg_value(float %685, !73, !DIExpression(), !70)
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 62, !dbg !70
    #dbg_value(float %686, !73, !DIExpression(), !70)
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 63, !dbg !70
    #dbg_value(float %687, !73, !DIExpression(), !70)
  %688 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %624, float %625, float %626, float %627, float %628, float %629, float %630, float %631, float %632, float %633, float %634, float %635, float %636, float %637, float %638, float %639, float %640, float %641, float %642, float %643, float %644, float %645, float %646, float %647, float %648, float %649, float %650, float %651, float %652, float %653, float %654, float %655, float %656, float %657, float %658, float %659, float %660, float %661, float %662, float %663, float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, float %678, float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, i64 %622, i64 %623, i1 true), !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, !75, !DIExpression(), !70)
  %689 = add i64 %482, 4611686293305294854, !dbg !70
    #dbg_value(i64 %689, !71, !DIExpression(), !70)
  %690 = add i64 %487, 4611686293338849664, !dbg !70
    #dbg_value(i64 %690, !71, !DIExpression(), !70)
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 0, !dbg !70
    #dbg_value(float %691, !73, !DIExpression(), !70)
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 1, !dbg !70
    #dbg_value(float %692, !73, !DIExpression(), !70)
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 2, !dbg !70
    #dbg_value(float %693, !73, !DIExpression(), !70)
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 3, !dbg !70
    #dbg_value(float %694, !73, !DIExpression(), !70)
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 4, !dbg !70
    #dbg_value(float %695, !73, !DIExpression(), !70)
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 5, !dbg !70
    #dbg_value(float %696, !73, !DIExpression(), !70)
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 6, !dbg !70
    #dbg_value(float %697, !73, !DIExpression(), !70)
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 7, !dbg !70
    #dbg_value(float %698, !73, !DIExpression(), !70)
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 8, !dbg !70
    #dbg_value(float %699, !73, !DIExpression(), !70)
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 9, !dbg !70
    #dbg_value(float %700, !73, !DIExpression(), !70)
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 10, !dbg !70
    #dbg_value(float %701, !73, !DIExpression(), !70)
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 11, !dbg !70
    #dbg_value(float %702, !73, !DIExpression(), !70)
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 12, !dbg !70
    #dbg_value(float %703, !73, !DIExpression(), !70)
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 13, !dbg !70
    #dbg_value(float %704, !73, !DIExpression(), !70)
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 14, !dbg !70
    #dbg_value(float %705, !73, !DIExpression(), !70)
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 15, !dbg !70
    #dbg_value(float %706, !73, !DIExpression(), !70)
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 16, !dbg !70
    #dbg_value(float %707, !73, !DIExpression(), !70)
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 17, !dbg !70
    #dbg_value(float %708, !73, !DIExpression(), !70)
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 18, !dbg !70
    #dbg_value(float %709, !73, !DIExpression(), !70)
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 19, !dbg !70
    #dbg_value(float %710, !73, !DIExpression(), !70)
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 20, !dbg !70
    #dbg_value(float %711, !73, !DIExpression(), !70)
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 21, !dbg !70
    #dbg_value(float %712, !73, !DIExpression(), !70)
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 22, !dbg !70
    #dbg_value(float %713, !73, !DIExpression(), !70)
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 23, !dbg !70
    #dbg_value(float %714, !73, !DIExpression(), !70)
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 24, !dbg !70
    #dbg_value(float %715, !73, !DIExpression(), !70)
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 25, !dbg !70
    #dbg_value(float %716, !73, !DIExpression(), !70)
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 26, !dbg !70
    #dbg_value(float %717, !73, !DIExpression(), !70)
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 27, !dbg !70
    #dbg_value(float %718, !73, !DIExpression(), !70)
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 28, !dbg !70
    #dbg_value(float %719, !73, !DIExpression(), !70)
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 29, !dbg !70
    #dbg_value(float %720, !73, !DIExpression(), !70)
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 30, !dbg !70
    #dbg_value(float %721, !73, !DIExpression(), !70)
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 31, !dbg !70
    #dbg_value(float %722, !73, !DIExpression(), !70)
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 32, !dbg !70
    #dbg_value(float %723, !73, !DIExpression(), !70)
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 33, !dbg !70
    #dbg_value(float %724, !73, !DIExpression(), !70)
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 34, !dbg !70
    #dbg_value(float %725, !73, !DIExpression(), !70)
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 35, !dbg !70
    #dbg_value(float %726, !73, !DIExpression(), !70)
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 36, !dbg !70
    #dbg_value(float %727, !73, !DIExpression(), !70)
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 37, !dbg !70
    #dbg_value(float %728, !73, !DIExpression(), !70)
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 38, !dbg !70
    #dbg_value(float %729, !73, !DIExpression(), !70)
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 39, !dbg !70
    #dbg_value(float %730, !73, !DIExpression(), !70)
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 40, !dbg !70
    #dbg_value(float %731, !73, !DIExpression(), !70)
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 41, !dbg !70
    #dbg_value(float %732, !73, !DIExpression(), !70)
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 42, !dbg !70
    #dbg_value(float %733, !73, !DIExpression(), !70)
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 43, !dbg !70
    #dbg_value(float %734, !73, !DIExpression(), !70)
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 44, !dbg !70
    #dbg_value(float %735, !73, !DIExpression(), !70)
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 45, !dbg !70
    #dbg_value(float %736, !73, !DIExpression(), !70)
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 46, !dbg !70
    #dbg_value(float %737, !73, !DIExpression(), !70)
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 47, !dbg !70
    #dbg_value(float %738, !73, !DIExpression(), !70)
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 48, !dbg !70
    #dbg_value(float %739, !73, !DIExpression(), !70)
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 49, !dbg !70
    #dbg_value(float %740, !73, !DIExpression(), !70)
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 50, !dbg !70
    #dbg_value(float %741, !73, !DIExpression(), !70)
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 51, !dbg !70
    #dbg_value(float %742, !73, !DIExpression(), !70)
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 52, !dbg !70
    #dbg_value(float %743, !73, !DIExpression(), !70)
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 53, !dbg !70
    #dbg_value(float %744, !73, !DIExpression(), !70)
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 54, !dbg !70
    #dbg_value(float %745, !73, !DIExpression(), !70)
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 55, !dbg !70
    #dbg_value(float %746, !73, !DIExpression(), !70)
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 56, !dbg !70
    #dbg_value(float %747, !73, !DIExpression(), !70)
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 57, !dbg !70
    #dbg_value(float %748, !73, !DIExpression(), !70)
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 58, !dbg !70
    #dbg_value(float %749, !73, !DIExpression(), !70)
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 59, !dbg !70
    #dbg_value(float %750, !73, !DIExpression(), !70)
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 60, !dbg !70
    #dbg_value(float %751, !73, !DIExpression(), !70)
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 61, !dbg !70
    #dbg_value(float %752, !73, !DIExpression(), !70)
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 62, !dbg !70
    #dbg_value(float %753, !73, !DIExpression(), !70)
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 63, !dbg !70
    #dbg_value(float %754, !73, !DIExpression(), !70)
  %755 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, float %753, float %754, i64 %689, i64 %690, i1 true), !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, !75, !DIExpression(), !70)
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 0, !dbg !70
    #dbg_value(float %756, !73, !DIExpression(), !70)
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 1, !dbg !70
    #dbg_value(float %757, !73, !DIExpression(), !70)
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 2, !dbg !70
    #dbg_value(float %758, !73, !DIExpression(), !70)
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 3, !dbg !70
    #dbg_value(float %759, !73, !DIExpression(), !70)
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 4, !dbg !70
    #dbg_value(float %760, !73, !DIExpression(), !70)
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 5, !dbg !70
    #dbg_value(float %761, !73, !DIExpression(), !70)
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 6, !dbg !70
    #dbg_value(float %762, !73, !DIExpression(), !70)
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 7, !dbg !70
    #dbg_value(float %763, !73, !DIExpression(), !70)
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 8, !dbg !70
    #dbg_value(float %764, !73, !DIExpression(), !70)
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 9, !dbg !70
    #dbg_value(float %765, !73, !DIExpression(), !70)
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 10, !dbg !70
    #dbg_value(float %766, !73, !DIExpression(), !70)
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 11, !dbg !70
    #dbg_value(float %767, !73, !DIExpression(), !70)
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 12, !dbg !70
    #dbg_value(float %768, !73, !DIExpression(), !70)
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 13, !dbg !70
    #dbg_value(float %769, !73, !DIExpression(), !70)
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 14, !dbg !70
    #dbg_value(float %770, !73, !DIExpression(), !70)
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 15, !dbg !70
    #dbg_value(float %771, !73, !DIExpression(), !70)
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 16, !dbg !70
    #dbg_value(float %772, !73, !DIExpression(), !70)
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 17, !dbg !70
    #dbg_value(float %773, !73, !DIExpression(), !70)
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 18, !dbg !70
    #dbg_value(float %774, !73, !DIExpression(), !70)
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 19, !dbg !70
    #dbg_value(float %775, !73, !DIExpression(), !70)
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 20, !dbg !70
    #dbg_value(float %776, !73, !DIExpression(), !70)
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 21, !dbg !70
    #dbg_value(float %777, !73, !DIExpression(), !70)
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 22, !dbg !70
    #dbg_value(float %778, !73, !DIExpression(), !70)
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 23, !dbg !70
    #dbg_value(float %779, !73, !DIExpression(), !70)
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 24, !dbg !70
    #dbg_value(float %780, !73, !DIExpression(), !70)
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 25, !dbg !70
    #dbg_value(float %781, !73, !DIExpression(), !70)
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 26, !dbg !70
    #dbg_value(float %782, !73, !DIExpression(), !70)
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 27, !dbg !70
    #dbg_value(float %783, !73, !DIExpression(), !70)
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 28, !dbg !70
    #dbg_value(float %784, !73, !DIExpression(), !70)
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 29, !dbg !70
    #dbg_value(float %785, !73, !DIExpression(), !70)
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 30, !dbg !70
    #dbg_value(float %786, !73, !DIExpression(), !70)
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 31, !dbg !70
    #dbg_value(float %787, !73, !DIExpression(), !70)
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 32, !dbg !70
    #dbg_value(float %788, !73, !DIExpression(), !70)
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 33, !dbg !70
    #dbg_value(float %789, !73, !DIExpression(), !70)
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 34, !dbg !70
    #dbg_value(float %790, !73, !DIExpression(), !70)
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 35, !dbg !70
    #dbg_value(float %791, !73, !DIExpression(), !70)
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 36, !dbg !70
    #dbg_value(float %792, !73, !DIExpression(), !70)
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 37, !dbg !70
    #dbg_value(float %793, !73, !DIExpression(), !70)
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 38, !dbg !70
    #dbg_value(float %794, !73, !DIExpression(), !70)
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 39, !dbg !70
    #dbg_value(float %795, !73, !DIExpression(), !70)
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 40, !dbg !70
    #dbg_value(float %796, !73, !DIExpression(), !70)
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 41, !dbg !70
    #dbg_value(float %797, !73, !DIExpression(), !70)
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 42, !dbg !70
    #dbg_value(float %798, !73, !DIExpression(), !70)
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 43, !dbg !70
    #dbg_value(float %799, !73, !DIExpression(), !70)
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 44, !dbg !70
    #dbg_value(float %800, !73, !DIExpression(), !70)
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 45, !dbg !70
    #dbg_value(float %801, !73, !DIExpression(), !70)
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 46, !dbg !70
    #dbg_value(float %802, !73, !DIExpression(), !70)
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 47, !dbg !70
    #dbg_value(float %803, !73, !DIExpression(), !70)
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 48, !dbg !70
    #dbg_value(float %804, !73, !DIExpression(), !70)
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 49, !dbg !70
    #dbg_value(float %805, !73, !DIExpression(), !70)
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 50, !dbg !70
    #dbg_value(float %806, !73, !DIExpression(), !70)
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 51, !dbg !70
    #dbg_value(float %807, !73, !DIExpression(), !70)
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 52, !dbg !70
    #dbg_value(float %808, !73, !DIExpression(), !70)
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 53, !dbg !70
    #dbg_value(float %809, !73, !DIExpression(), !70)
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 54, !dbg !70
    #dbg_value(float %810, !73, !DIExpression(), !70)
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 55, !dbg !70
    #dbg_value(float %811, !73, !DIExpression(), !70)
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 56, !dbg !70
    #dbg_value(float %812, !73, !DIExpression(), !70)
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 57, !dbg !70
    #dbg_value(float %813, !73, !DIExpression(), !70)
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 58, !dbg !70
    #dbg_value(float %814, !73, !DIExpression(), !70)
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 59, !dbg !70
    #dbg_value(float %815, !73, !DIExpression(), !70)
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 60, !dbg !70
    #dbg_value(float %816, !73, !DIExpression(), !70)
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 61, !dbg !70
    #dbg_value(float %817, !73, !DIExpression(), !70)
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 62, !dbg !70
    #dbg_value(float %818, !73, !DIExpression(), !70)
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %755, 63, !dbg !70
    #dbg_value(float %819, !73, !DIExpression(), !70)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !70
  %820 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69"(float %756, float %757, float %758, float %759, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, float %816, float %817, float %818, float %819, ptr addrspace(3) %467, i32 0, i32 0, ptr addrspace(3) %468, i32 0, i32 0), !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, !75, !DIExpression(), !70)
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 0, !dbg !70
    #dbg_value(float %821, !73, !DIExpression(), !70)
  %822 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } undef, float %821, 0, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %822, !75, !DIExpression(), !70)
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 1, !dbg !70
    #dbg_value(float %823, !73, !DIExpression(), !70)
  %824 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %822, float %823, 1, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %824, !75, !DIExpression(), !70)
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 2, !dbg !70
    #dbg_value(float %825, !73, !DIExpression(), !70)
  %826 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %824, float %825, 2, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %826, !75, !DIExpression(), !70)
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 3, !dbg !70
    #dbg_value(float %827, !73, !DIExpression(), !70)
  %828 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %826, float %827, 3, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %828, !75, !DIExpression(), !70)
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 4, !dbg !70
    #dbg_value(float %829, !73, !DIExpression(), !70)
  %830 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %828, float %829, 4, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %830, !75, !DIExpression(), !70)
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 5, !dbg !70
    #dbg_value(float %831, !73, !DIExpression(), !70)
  %832 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %830, float %831, 5, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %832, !75, !DIExpression(), !70)
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 6, !dbg !70
    #dbg_value(float %833, !73, !DIExpression(), !70)
  %834 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %832, float %833, 6, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %834, !75, !DIExpression(), !70)
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 7, !dbg !70
    #dbg_value(float %835, !73, !DIExpression(), !70)
  %836 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %834, float %835, 7, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %836, !75, !DIExpression(), !70)
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 8, !dbg !70
    #dbg_value(float %837, !73, !DIExpression(), !70)
  %838 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %836, float %837, 8, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %838, !75, !DIExpression(), !70)
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 9, !dbg !70
    #dbg_value(float %839, !73, !DIExpression(), !70)
  %840 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %838, float %839, 9, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, !75, !DIExpression(), !70)
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 10, !dbg !70
    #dbg_value(float %841, !73, !DIExpression(), !70)
  %842 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %840, float %841, 10, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %842, !75, !DIExpression(), !70)
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 11, !dbg !70
    #dbg_value(float %843, !73, !DIExpression(), !70)
  %844 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %842, float %843, 11, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %844, !75, !DIExpression(), !70)
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 12, !dbg !70
    #dbg_value(float %845, !73, !DIExpression(), !70)
  %846 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %844, float %845, 12, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %846, !75, !DIExpression(), !70)
  %847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 13, !dbg !70
    #dbg_value(float %847, !73, !DIExpression(), !70)
  %848 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %846, float %847, 13, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %848, !75, !DIExpression(), !70)
  %849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 14, !dbg !70
    #dbg_value(float %849, !73, !DIExpression(), !70)
  %850 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %848, float %849, 14, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %850, !75, !DIExpression(), !70)
  %851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 15, !dbg !70
    #dbg_value(float %851, !73, !DIExpression(), !70)
  %852 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %850, float %851, 15, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %852, !75, !DIExpression(), !70)
  %853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 16, !dbg !70
    #dbg_value(float %853, !73, !DIExpression(), !70)
  %854 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %852, float %853, 16, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %854, !75, !DIExpression(), !70)
  %855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 17, !dbg !70
    #dbg_value(float %855, !73, !DIExpression(), !70)
  %856 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %854, float %855, 17, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %856, !75, !DIExpression(), !70)
  %857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 18, !dbg !70
    #dbg_value(float %857, !73, !DIExpression(), !70)
  %858 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %856, float %857, 18, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %858, !75, !DIExpression(), !70)
  %859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 19, !dbg !70
    #dbg_value(float %859, !73, !DIExpression(), !70)
  %860 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %858, float %859, 19, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, !75, !DIExpression(), !70)
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 20, !dbg !70
    #dbg_value(float %861, !73, !DIExpression(), !70)
  %862 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, float %861, 20, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %862, !75, !DIExpression(), !70)
  %863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 21, !dbg !70
    #dbg_value(float %863, !73, !DIExpression(), !70)
  %864 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %862, float %863, 21, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %864, !75, !DIExpression(), !70)
  %865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 22, !dbg !70
    #dbg_value(float %865, !73, !DIExpression(), !70)
  %866 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %864, float %865, 22, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %866, !75, !DIExpression(), !70)
  %867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 23, !dbg !70
    #dbg_value(float %867, !73, !DIExpression(), !70)
  %868 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %866, float %867, 23, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %868, !75, !DIExpression(), !70)
  %869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 24, !dbg !70
    #dbg_value(float %869, !73, !DIExpression(), !70)
  %870 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %868, float %869, 24, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %870, !75, !DIExpression(), !70)
  %871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 25, !dbg !70
    #dbg_value(float %871, !73, !DIExpression(), !70)
  %872 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %870, float %871, 25, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %872, !75, !DIExpression(), !70)
  %873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 26, !dbg !70
    #dbg_value(float %873, !73, !DIExpression(), !70)
  %874 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %872, float %873, 26, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %874, !75, !DIExpression(), !70)
  %875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 27, !dbg !70
    #dbg_value(float %875, !73, !DIExpression(), !70)
  %876 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %874, float %875, 27, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %876, !75, !DIExpression(), !70)
  %877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 28, !dbg !70
    #dbg_value(float %877, !73, !DIExpression(), !70)
  %878 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %876, float %877, 28, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %878, !75, !DIExpression(), !70)
  %879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 29, !dbg !70
    #dbg_value(float %879, !73, !DIExpression(), !70)
  %880 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %878, float %879, 29, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %880, !75, !DIExpression(), !70)
  %881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 30, !dbg !70
    #dbg_value(float %881, !73, !DIExpression(), !70)
  %882 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %880, float %881, 30, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %882, !75, !DIExpression(), !70)
  %883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 31, !dbg !70
    #dbg_value(float %883, !73, !DIExpression(), !70)
  %884 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %882, float %883, 31, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %884, !75, !DIExpression(), !70)
  %885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 32, !dbg !70
    #dbg_value(float %885, !73, !DIExpression(), !70)
  %886 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %884, float %885, 32, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %886, !75, !DIExpression(), !70)
  %887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 33, !dbg !70
    #dbg_value(float %887, !73, !DIExpression(), !70)
  %888 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %886, float %887, 33, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %888, !75, !DIExpression(), !70)
  %889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 34, !dbg !70
    #dbg_value(float %889, !73, !DIExpression(), !70)
  %890 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %888, float %889, 34, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %890, !75, !DIExpression(), !70)
  %891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 35, !dbg !70
    #dbg_value(float %891, !73, !DIExpression(), !70)
  %892 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %890, float %891, 35, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %892, !75, !DIExpression(), !70)
  %893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 36, !dbg !70
    #dbg_value(float %893, !73, !DIExpression(), !70)
  %894 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %892, float %893, 36, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %894, !75, !DIExpression(), !70)
  %895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 37, !dbg !70
    #dbg_value(float %895, !73, !DIExpression(), !70)
  %896 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %894, float %895, 37, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %896, !75, !DIExpression(), !70)
  %897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 38, !dbg !70
    #dbg_value(float %897, !73, !DIExpression(), !70)
  %898 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %896, float %897, 38, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %898, !75, !DIExpression(), !70)
  %899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 39, !dbg !70
    #dbg_value(float %899, !73, !DIExpression(), !70)
  %900 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %898, float %899, 39, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %900, !75, !DIExpression(), !70)
  %901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 40, !dbg !70
    #dbg_value(float %901, !73, !DIExpression(), !70)
  %902 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %900, float %901, 40, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %902, !75, !DIExpression(), !70)
  %903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 41, !dbg !70
    #dbg_value(float %903, !73, !DIExpression(), !70)
  %904 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %902, float %903, 41, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, !75, !DIExpression(), !70)
  %905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 42, !dbg !70
    #dbg_value(float %905, !73, !DIExpression(), !70)
  %906 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, float %905, 42, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %906, !75, !DIExpression(), !70)
  %907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 43, !dbg !70
    #dbg_value(float %907, !73, !DIExpression(), !70)
  %908 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %906, float %907, 43, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, !75, !DIExpression(), !70)
  %909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 44, !dbg !70
    #dbg_value(float %909, !73, !DIExpression(), !70)
  %910 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %908, float %909, 44, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %910, !75, !DIExpression(), !70)
  %911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 45, !dbg !70
    #dbg_value(float %911, !73, !DIExpression(), !70)
  %912 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %910, float %911, 45, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, !75, !DIExpression(), !70)
  %913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 46, !dbg !70
    #dbg_value(float %913, !73, !DIExpression(), !70)
  %914 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, float %913, 46, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %914, !75, !DIExpression(), !70)
  %915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 47, !dbg !70
    #dbg_value(float %915, !73, !DIExpression(), !70)
  %916 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %914, float %915, 47, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %916, !75, !DIExpression(), !70)
  %917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 48, !dbg !70
    #dbg_value(float %917, !73, !DIExpression(), !70)
  %918 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %916, float %917, 48, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %918, !75, !DIExpression(), !70)
  %919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 49, !dbg !70
    #dbg_value(float %919, !73, !DIExpression(), !70)
  %920 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %918, float %919, 49, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %920, !75, !DIExpression(), !70)
  %921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 50, !dbg !70
    #dbg_value(float %921, !73, !DIExpression(), !70)
  %922 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %920, float %921, 50, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %922, !75, !DIExpression(), !70)
  %923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 51, !dbg !70
    #dbg_value(float %923, !73, !DIExpression(), !70)
  %924 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %922, float %923, 51, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, !75, !DIExpression(), !70)
  %925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 52, !dbg !70
    #dbg_value(float %925, !73, !DIExpression(), !70)
  %926 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, float %925, 52, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %926, !75, !DIExpression(), !70)
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 53, !dbg !70
    #dbg_value(float %927, !73, !DIExpression(), !70)
  %928 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %926, float %927, 53, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %928, !75, !DIExpression(), !70)
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 54, !dbg !70
    #dbg_value(float %929, !73, !DIExpression(), !70)
  %930 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %928, float %929, 54, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %930, !75, !DIExpression(), !70)
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 55, !dbg !70
    #dbg_value(float %931, !73, !DIExpression(), !70)
  %932 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %930, float %931, 55, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, !75, !DIExpression(), !70)
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 56, !dbg !70
    #dbg_value(float %933, !73, !DIExpression(), !70)
  %934 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, float %933, 56, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %934, !75, !DIExpression(), !70)
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 57, !dbg !70
    #dbg_value(float %935, !73, !DIExpression(), !70)
  %936 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %934, float %935, 57, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %936, !75, !DIExpression(), !70)
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 58, !dbg !70
    #dbg_value(float %937, !73, !DIExpression(), !70)
  %938 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %936, float %937, 58, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, !75, !DIExpression(), !70)
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 59, !dbg !70
    #dbg_value(float %939, !73, !DIExpression(), !70)
  %940 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, float %939, 59, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %940, !75, !DIExpression(), !70)
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 60, !dbg !70
    #dbg_value(float %941, !73, !DIExpression(), !70)
  %942 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %940, float %941, 60, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %942, !75, !DIExpression(), !70)
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 61, !dbg !70
    #dbg_value(float %943, !73, !DIExpression(), !70)
  %944 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %942, float %943, 61, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %944, !75, !DIExpression(), !70)
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 62, !dbg !70
    #dbg_value(float %945, !73, !DIExpression(), !70)
  %946 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %944, float %945, 62, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %946, !75, !DIExpression(), !70)
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %820, 63, !dbg !70
    #dbg_value(float %947, !73, !DIExpression(), !70)
  %948 = insertvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %946, float %947, 63, !dbg !70
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %948, !75, !DIExpression(), !70)
  %949 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 0, !dbg !65
    #dbg_value(ptr addrspace(1) %949, !38, !DIExpression(), !65)
  %950 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 1, !dbg !65
    #dbg_value(ptr addrspace(1) %950, !38, !DIExpression(), !65)
  %951 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 2, !dbg !65
    #dbg_value(ptr addrspace(1) %951, !38, !DIExpression(), !65)
  %952 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 3, !dbg !65
    #dbg_value(ptr addrspace(1) %952, !38, !DIExpression(), !65)
  %953 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 4, !dbg !65
    #dbg_value(ptr addrspace(1) %953, !38, !DIExpression(), !65)
  %954 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 5, !dbg !65
    #dbg_value(ptr addrspace(1) %954, !38, !DIExpression(), !65)
  %955 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 6, !dbg !65
    #dbg_value(ptr addrspace(1) %955, !38, !DIExpression(), !65)
  %956 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 7, !dbg !65
    #dbg_value(ptr addrspace(1) %956, !38, !DIExpression(), !65)
  %957 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 8, !dbg !65
    #dbg_value(ptr addrspace(1) %957, !38, !DIExpression(), !65)
  %958 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 9, !dbg !65
    #dbg_value(ptr addrspace(1) %958, !38, !DIExpression(), !65)
  %959 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 10, !dbg !65
    #dbg_value(ptr addrspace(1) %959, !38, !DIExpression(), !65)
  %960 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 11, !dbg !65
    #dbg_value(ptr addrspace(1) %960, !38, !DIExpression(), !65)
  %961 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 12, !dbg !65
    #dbg_value(ptr addrspace(1) %961, !38, !DIExpression(), !65)
  %962 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 13, !dbg !65
    #dbg_value(ptr addrspace(1) %962, !38, !DIExpression(), !65)
  %963 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 14, !dbg !65
    #dbg_value(ptr addrspace(1) %963, !38, !DIExpression(), !65)
  %964 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 15, !dbg !65
    #dbg_value(ptr addrspace(1) %964, !38, !DIExpression(), !65)
  %965 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 16, !dbg !65
    #dbg_value(ptr addrspace(1) %965, !38, !DIExpression(), !65)
  %966 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 17, !dbg !65
    #dbg_value(ptr addrspace(1) %966, !38, !DIExpression(), !65)
  %967 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 18, !dbg !65
    #dbg_value(ptr addrspace(1) %967, !38, !DIExpression(), !65)
  %968 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 19, !dbg !65
    #dbg_value(ptr addrspace(1) %968, !38, !DIExpression(), !65)
  %969 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 20, !dbg !65
    #dbg_value(ptr addrspace(1) %969, !38, !DIExpression(), !65)
  %970 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 21, !dbg !65
    #dbg_value(ptr addrspace(1) %970, !38, !DIExpression(), !65)
  %971 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 22, !dbg !65
    #dbg_value(ptr addrspace(1) %971, !38, !DIExpression(), !65)
  %972 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 23, !dbg !65
    #dbg_value(ptr addrspace(1) %972, !38, !DIExpression(), !65)
  %973 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 24, !dbg !65
    #dbg_value(ptr addrspace(1) %973, !38, !DIExpression(), !65)
  %974 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 25, !dbg !65
    #dbg_value(ptr addrspace(1) %974, !38, !DIExpression(), !65)
  %975 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 26, !dbg !65
    #dbg_value(ptr addrspace(1) %975, !38, !DIExpression(), !65)
  %976 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 27, !dbg !65
    #dbg_value(ptr addrspace(1) %976, !38, !DIExpression(), !65)
  %977 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 28, !dbg !65
    #dbg_value(ptr addrspace(1) %977, !38, !DIExpression(), !65)
  %978 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 29, !dbg !65
    #dbg_value(ptr addrspace(1) %978, !38, !DIExpression(), !65)
  %979 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 30, !dbg !65
    #dbg_value(ptr addrspace(1) %979, !38, !DIExpression(), !65)
  %980 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %455, 31, !dbg !65
    #dbg_value(ptr addrspace(1) %980, !38, !DIExpression(), !65)
  %981 = getelementptr half, ptr addrspace(1) %949, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %981, !38, !DIExpression(), !65)
  %982 = getelementptr half, ptr addrspace(1) %950, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %982, !38, !DIExpression(), !65)
  %983 = getelementptr half, ptr addrspace(1) %951, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %983, !38, !DIExpression(), !65)
  %984 = getelementptr half, ptr addrspace(1) %952, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %984, !38, !DIExpression(), !65)
  %985 = getelementptr half, ptr addrspace(1) %953, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %985, !38, !DIExpression(), !65)
  %986 = getelementptr half, ptr addrspace(1) %954, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %986, !38, !DIExpression(), !65)
  %987 = getelementptr half, ptr addrspace(1) %955, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %987, !38, !DIExpression(), !65)
  %988 = getelementptr half, ptr addrspace(1) %956, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %988, !38, !DIExpression(), !65)
  %989 = getelementptr half, ptr addrspace(1) %957, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %989, !38, !DIExpression(), !65)
  %990 = getelementptr half, ptr addrspace(1) %958, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %990, !38, !DIExpression(), !65)
  %991 = getelementptr half, ptr addrspace(1) %959, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %991, !38, !DIExpression(), !65)
  %992 = getelementptr half, ptr addrspace(1) %960, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %992, !38, !DIExpression(), !65)
  %993 = getelementptr half, ptr addrspace(1) %961, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %993, !38, !DIExpression(), !65)
  %994 = getelementptr half, ptr addrspace(1) %962, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %994, !38, !DIExpression(), !65)
  %995 = getelementptr half, ptr addrspace(1) %963, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %995, !38, !DIExpression(), !65)
  %996 = getelementptr half, ptr addrspace(1) %964, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %996, !38, !DIExpression(), !65)
  %997 = getelementptr half, ptr addrspace(1) %965, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %997, !38, !DIExpression(), !65)
  %998 = getelementptr half, ptr addrspace(1) %966, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %998, !38, !DIExpression(), !65)
  %999 = getelementptr half, ptr addrspace(1) %967, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %999, !38, !DIExpression(), !65)
  %1000 = getelementptr half, ptr addrspace(1) %968, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1000, !38, !DIExpression(), !65)
  %1001 = getelementptr half, ptr addrspace(1) %969, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1001, !38, !DIExpression(), !65)
  %1002 = getelementptr half, ptr addrspace(1) %970, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1002, !38, !DIExpression(), !65)
  %1003 = getelementptr half, ptr addrspace(1) %971, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1003, !38, !DIExpression(), !65)
  %1004 = getelementptr half, ptr addrspace(1) %972, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1004, !38, !DIExpression(), !65)
  %1005 = getelementptr half, ptr addrspace(1) %973, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1005, !38, !DIExpression(), !65)
  %1006 = getelementptr half, ptr addrspace(1) %974, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1006, !38, !DIExpression(), !65)
  %1007 = getelementptr half, ptr addrspace(1) %975, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1007, !38, !DIExpression(), !65)
  %1008 = getelementptr half, ptr addrspace(1) %976, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1008, !38, !DIExpression(), !65)
  %1009 = getelementptr half, ptr addrspace(1) %977, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1009, !38, !DIExpression(), !65)
  %1010 = getelementptr half, ptr addrspace(1) %978, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1010, !38, !DIExpression(), !65)
  %1011 = getelementptr half, ptr addrspace(1) %979, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1011, !38, !DIExpression(), !65)
  %1012 = getelementptr half, ptr addrspace(1) %980, i32 64, !dbg !65
    #dbg_value(ptr addrspace(1) %1012, !38, !DIExpression(), !65)
  %1013 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } undef, ptr addrspace(1) %981, 0, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1013, !38, !DIExpression(), !65)
  %1014 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1013, ptr addrspace(1) %982, 1, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1014, !38, !DIExpression(), !65)
  %1015 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1014, ptr addrspace(1) %983, 2, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1015, !38, !DIExpression(), !65)
  %1016 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1015, ptr addrspace(1) %984, 3, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1016, !38, !DIExpression(), !65)
  %1017 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1016, ptr addrspace(1) %985, 4, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1017, !38, !DIExpression(), !65)
  %1018 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1017, ptr addrspace(1) %986, 5, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1018, !38, !DIExpression(), !65)
  %1019 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1018, ptr addrspace(1) %987, 6, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1019, !38, !DIExpression(), !65)
  %1020 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1019, ptr addrspace(1) %988, 7, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1020, !38, !DIExpression(), !65)
  %1021 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1020, ptr addrspace(1) %989, 8, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1021, !38, !DIExpression(), !65)
  %1022 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1021, ptr addrspace(1) %990, 9, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1022, !38, !DIExpression(), !65)
  %1023 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1022, ptr addrspace(1) %991, 10, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1023, !38, !DIExpression(), !65)
  %1024 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1023, ptr addrspace(1) %992, 11, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1024, !38, !DIExpression(), !65)
  %1025 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1024, ptr addrspace(1) %993, 12, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1025, !38, !DIExpression(), !65)
  %1026 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1025, ptr addrspace(1) %994, 13, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1026, !38, !DIExpression(), !65)
  %1027 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1026, ptr addrspace(1) %995, 14, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1027, !38, !DIExpression(), !65)
  %1028 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1027, ptr addrspace(1) %996, 15, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1028, !38, !DIExpression(), !65)
  %1029 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1028, ptr addrspace(1) %997, 16, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1029, !38, !DIExpression(), !65)
  %1030 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1029, ptr addrspace(1) %998, 17, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1030, !38, !DIExpression(), !65)
  %1031 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1030, ptr addrspace(1) %999, 18, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1031, !38, !DIExpression(), !65)
  %1032 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1031, ptr addrspace(1) %1000, 19, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1032, !38, !DIExpression(), !65)
  %1033 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1032, ptr addrspace(1) %1001, 20, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1033, !38, !DIExpression(), !65)
  %1034 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1033, ptr addrspace(1) %1002, 21, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1034, !38, !DIExpression(), !65)
  %1035 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1034, ptr addrspace(1) %1003, 22, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1035, !38, !DIExpression(), !65)
  %1036 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1035, ptr addrspace(1) %1004, 23, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1036, !38, !DIExpression(), !65)
  %1037 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1036, ptr addrspace(1) %1005, 24, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1037, !38, !DIExpression(), !65)
  %1038 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1037, ptr addrspace(1) %1006, 25, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1038, !38, !DIExpression(), !65)
  %1039 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1038, ptr addrspace(1) %1007, 26, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1039, !38, !DIExpression(), !65)
  %1040 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1039, ptr addrspace(1) %1008, 27, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1040, !38, !DIExpression(), !65)
  %1041 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1040, ptr addrspace(1) %1009, 28, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1041, !38, !DIExpression(), !65)
  %1042 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1041, ptr addrspace(1) %1010, 29, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1042, !38, !DIExpression(), !65)
  %1043 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1042, ptr addrspace(1) %1011, 30, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1043, !38, !DIExpression(), !65)
  %1044 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1043, ptr addrspace(1) %1012, 31, !dbg !65
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1044, !38, !DIExpression(), !65)
  %1045 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 0, !dbg !66
    #dbg_value(ptr addrspace(1) %1045, !45, !DIExpression(), !66)
  %1046 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 1, !dbg !66
    #dbg_value(ptr addrspace(1) %1046, !45, !DIExpression(), !66)
  %1047 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 2, !dbg !66
    #dbg_value(ptr addrspace(1) %1047, !45, !DIExpression(), !66)
  %1048 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 3, !dbg !66
    #dbg_value(ptr addrspace(1) %1048, !45, !DIExpression(), !66)
  %1049 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 4, !dbg !66
    #dbg_value(ptr addrspace(1) %1049, !45, !DIExpression(), !66)
  %1050 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 5, !dbg !66
    #dbg_value(ptr addrspace(1) %1050, !45, !DIExpression(), !66)
  %1051 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 6, !dbg !66
    #dbg_value(ptr addrspace(1) %1051, !45, !DIExpression(), !66)
  %1052 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 7, !dbg !66
    #dbg_value(ptr addrspace(1) %1052, !45, !DIExpression(), !66)
  %1053 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 8, !dbg !66
    #dbg_value(ptr addrspace(1) %1053, !45, !DIExpression(), !66)
  %1054 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 9, !dbg !66
    #dbg_value(ptr addrspace(1) %1054, !45, !DIExpression(), !66)
  %1055 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 10, !dbg !66
    #dbg_value(ptr addrspace(1) %1055, !45, !DIExpression(), !66)
  %1056 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 11, !dbg !66
    #dbg_value(ptr addrspace(1) %1056, !45, !DIExpression(), !66)
  %1057 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 12, !dbg !66
    #dbg_value(ptr addrspace(1) %1057, !45, !DIExpression(), !66)
  %1058 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 13, !dbg !66
    #dbg_value(ptr addrspace(1) %1058, !45, !DIExpression(), !66)
  %1059 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 14, !dbg !66
    #dbg_value(ptr addrspace(1) %1059, !45, !DIExpression(), !66)
  %1060 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 15, !dbg !66
    #dbg_value(ptr addrspace(1) %1060, !45, !DIExpression(), !66)
  %1061 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 16, !dbg !66
    #dbg_value(ptr addrspace(1) %1061, !45, !DIExpression(), !66)
  %1062 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 17, !dbg !66
    #dbg_value(ptr addrspace(1) %1062, !45, !DIExpression(), !66)
  %1063 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 18, !dbg !66
    #dbg_value(ptr addrspace(1) %1063, !45, !DIExpression(), !66)
  %1064 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 19, !dbg !66
    #dbg_value(ptr addrspace(1) %1064, !45, !DIExpression(), !66)
  %1065 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 20, !dbg !66
    #dbg_value(ptr addrspace(1) %1065, !45, !DIExpression(), !66)
  %1066 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 21, !dbg !66
    #dbg_value(ptr addrspace(1) %1066, !45, !DIExpression(), !66)
  %1067 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 22, !dbg !66
    #dbg_value(ptr addrspace(1) %1067, !45, !DIExpression(), !66)
  %1068 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 23, !dbg !66
    #dbg_value(ptr addrspace(1) %1068, !45, !DIExpression(), !66)
  %1069 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 24, !dbg !66
    #dbg_value(ptr addrspace(1) %1069, !45, !DIExpression(), !66)
  %1070 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 25, !dbg !66
    #dbg_value(ptr addrspace(1) %1070, !45, !DIExpression(), !66)
  %1071 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 26, !dbg !66
    #dbg_value(ptr addrspace(1) %1071, !45, !DIExpression(), !66)
  %1072 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 27, !dbg !66
    #dbg_value(ptr addrspace(1) %1072, !45, !DIExpression(), !66)
  %1073 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 28, !dbg !66
    #dbg_value(ptr addrspace(1) %1073, !45, !DIExpression(), !66)
  %1074 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 29, !dbg !66
    #dbg_value(ptr addrspace(1) %1074, !45, !DIExpression(), !66)
  %1075 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 30, !dbg !66
    #dbg_value(ptr addrspace(1) %1075, !45, !DIExpression(), !66)
  %1076 = extractvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %456, 31, !dbg !66
    #dbg_value(ptr addrspace(1) %1076, !45, !DIExpression(), !66)
  %1077 = getelementptr half, ptr addrspace(1) %1045, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1077, !45, !DIExpression(), !66)
  %1078 = getelementptr half, ptr addrspace(1) %1046, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1078, !45, !DIExpression(), !66)
  %1079 = getelementptr half, ptr addrspace(1) %1047, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1079, !45, !DIExpression(), !66)
  %1080 = getelementptr half, ptr addrspace(1) %1048, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1080, !45, !DIExpression(), !66)
  %1081 = getelementptr half, ptr addrspace(1) %1049, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1081, !45, !DIExpression(), !66)
  %1082 = getelementptr half, ptr addrspace(1) %1050, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1082, !45, !DIExpression(), !66)
  %1083 = getelementptr half, ptr addrspace(1) %1051, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1083, !45, !DIExpression(), !66)
  %1084 = getelementptr half, ptr addrspace(1) %1052, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1084, !45, !DIExpression(), !66)
  %1085 = getelementptr half, ptr addrspace(1) %1053, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1085, !45, !DIExpression(), !66)
  %1086 = getelementptr half, ptr addrspace(1) %1054, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1086, !45, !DIExpression(), !66)
  %1087 = getelementptr half, ptr addrspace(1) %1055, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1087, !45, !DIExpression(), !66)
  %1088 = getelementptr half, ptr addrspace(1) %1056, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1088, !45, !DIExpression(), !66)
  %1089 = getelementptr half, ptr addrspace(1) %1057, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1089, !45, !DIExpression(), !66)
  %1090 = getelementptr half, ptr addrspace(1) %1058, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1090, !45, !DIExpression(), !66)
  %1091 = getelementptr half, ptr addrspace(1) %1059, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1091, !45, !DIExpression(), !66)
  %1092 = getelementptr half, ptr addrspace(1) %1060, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1092, !45, !DIExpression(), !66)
  %1093 = getelementptr half, ptr addrspace(1) %1061, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1093, !45, !DIExpression(), !66)
  %1094 = getelementptr half, ptr addrspace(1) %1062, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1094, !45, !DIExpression(), !66)
  %1095 = getelementptr half, ptr addrspace(1) %1063, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1095, !45, !DIExpression(), !66)
  %1096 = getelementptr half, ptr addrspace(1) %1064, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1096, !45, !DIExpression(), !66)
  %1097 = getelementptr half, ptr addrspace(1) %1065, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1097, !45, !DIExpression(), !66)
  %1098 = getelementptr half, ptr addrspace(1) %1066, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1098, !45, !DIExpression(), !66)
  %1099 = getelementptr half, ptr addrspace(1) %1067, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1099, !45, !DIExpression(), !66)
  %1100 = getelementptr half, ptr addrspace(1) %1068, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1100, !45, !DIExpression(), !66)
  %1101 = getelementptr half, ptr addrspace(1) %1069, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1101, !45, !DIExpression(), !66)
  %1102 = getelementptr half, ptr addrspace(1) %1070, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1102, !45, !DIExpression(), !66)
  %1103 = getelementptr half, ptr addrspace(1) %1071, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1103, !45, !DIExpression(), !66)
  %1104 = getelementptr half, ptr addrspace(1) %1072, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1104, !45, !DIExpression(), !66)
  %1105 = getelementptr half, ptr addrspace(1) %1073, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1105, !45, !DIExpression(), !66)
  %1106 = getelementptr half, ptr addrspace(1) %1074, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1106, !45, !DIExpression(), !66)
  %1107 = getelementptr half, ptr addrspace(1) %1075, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1107, !45, !DIExpression(), !66)
  %1108 = getelementptr half, ptr addrspace(1) %1076, i32 %214, !dbg !66
    #dbg_value(ptr addrspace(1) %1108, !45, !DIExpression(), !66)
  %1109 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } undef, ptr addrspace(1) %1077, 0, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1109, !45, !DIExpression(), !66)
  %1110 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1109, ptr addrspace(1) %1078, 1, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1110, !45, !DIExpression(), !66)
  %1111 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1110, ptr addrspace(1) %1079, 2, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1111, !45, !DIExpression(), !66)
  %1112 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1111, ptr addrspace(1) %1080, 3, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1112, !45, !DIExpression(), !66)
  %1113 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1112, ptr addrspace(1) %1081, 4, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1113, !45, !DIExpression(), !66)
  %1114 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1113, ptr addrspace(1) %1082, 5, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1114, !45, !DIExpression(), !66)
  %1115 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1114, ptr addrspace(1) %1083, 6, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1115, !45, !DIExpression(), !66)
  %1116 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1115, ptr addrspace(1) %1084, 7, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1116, !45, !DIExpression(), !66)
  %1117 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1116, ptr addrspace(1) %1085, 8, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1117, !45, !DIExpression(), !66)
  %1118 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1117, ptr addrspace(1) %1086, 9, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1118, !45, !DIExpression(), !66)
  %1119 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1118, ptr addrspace(1) %1087, 10, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1119, !45, !DIExpression(), !66)
  %1120 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1119, ptr addrspace(1) %1088, 11, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1120, !45, !DIExpression(), !66)
  %1121 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1120, ptr addrspace(1) %1089, 12, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1121, !45, !DIExpression(), !66)
  %1122 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1121, ptr addrspace(1) %1090, 13, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1122, !45, !DIExpression(), !66)
  %1123 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1122, ptr addrspace(1) %1091, 14, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1123, !45, !DIExpression(), !66)
  %1124 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1123, ptr addrspace(1) %1092, 15, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1124, !45, !DIExpression(), !66)
  %1125 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1124, ptr addrspace(1) %1093, 16, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1125, !45, !DIExpression(), !66)
  %1126 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1125, ptr addrspace(1) %1094, 17, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1126, !45, !DIExpression(), !66)
  %1127 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1126, ptr addrspace(1) %1095, 18, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1127, !45, !DIExpression(), !66)
  %1128 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1127, ptr addrspace(1) %1096, 19, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1128, !45, !DIExpression(), !66)
  %1129 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1128, ptr addrspace(1) %1097, 20, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1129, !45, !DIExpression(), !66)
  %1130 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1129, ptr addrspace(1) %1098, 21, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1130, !45, !DIExpression(), !66)
  %1131 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1130, ptr addrspace(1) %1099, 22, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1131, !45, !DIExpression(), !66)
  %1132 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1131, ptr addrspace(1) %1100, 23, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1132, !45, !DIExpression(), !66)
  %1133 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1132, ptr addrspace(1) %1101, 24, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1133, !45, !DIExpression(), !66)
  %1134 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1133, ptr addrspace(1) %1102, 25, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1134, !45, !DIExpression(), !66)
  %1135 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1134, ptr addrspace(1) %1103, 26, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1135, !45, !DIExpression(), !66)
  %1136 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1135, ptr addrspace(1) %1104, 27, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1136, !45, !DIExpression(), !66)
  %1137 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1136, ptr addrspace(1) %1105, 28, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1137, !45, !DIExpression(), !66)
  %1138 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1137, ptr addrspace(1) %1106, 29, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1138, !45, !DIExpression(), !66)
  %1139 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1138, ptr addrspace(1) %1107, 30, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1139, !45, !DIExpression(), !66)
  %1140 = insertvalue { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1139, ptr addrspace(1) %1108, 31, !dbg !66
    #dbg_value({ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) } %1140, !45, !DIExpression(), !66)
  %1141 = add i32 %457, 1, !dbg !55
    #dbg_value(i32 %1141, !69, !DIExpression(), !55)
  %1142 = icmp sge i32 %1141, 3, !dbg !55
    #dbg_value(i1 %1142, !56, !DIExpression(), !55)
  %1143 = select i1 %1142, i32 0, i32 %1141, !dbg !55
    #dbg_value(i32 %1143, !69, !DIExpression(), !55)
  %1144 = add i32 %453, 128, !dbg !55
    #dbg_value(i32 %1144, !69, !DIExpression(), !55)
  %1145 = sub i32 %5, %1144, !dbg !67
    #dbg_value(i32 %1145, !59, !DIExpression(), !67)
  %1146 = icmp slt i32 %129, %1145, !dbg !57
    #dbg_value(i1 %1146, !48, !DIExpression(), !57)
  %1147 = and i1 %209, %1146, !dbg !58
    #dbg_value(i1 %1147, !48, !DIExpression(), !58)
  %1148 = and i1 %210, %1146, !dbg !58
    #dbg_value(i1 %1148, !48, !DIExpression(), !58)
  %1149 = and i1 %211, %1146, !dbg !58
    #dbg_value(i1 %1149, !48, !DIExpression(), !58)
  %1150 = and i1 %212, %1146, !dbg !58
    #dbg_value(i1 %1150, !48, !DIExpression(), !58)
  %1151 = mul i32 %1143, 8192, !dbg !60
    #dbg_value(i32 %1151, !59, !DIExpression(), !60)
  %1152 = getelementptr half, ptr addrspace(3) @global_smem, i32 %1151, !dbg !60
    #dbg_value(ptr addrspace(3) %1152, !61, !DIExpression(), !60)
  %1153 = and i1 %462, %1147, !dbg !55
    #dbg_value(i1 %1153, !56, !DIExpression(), !55)
  %1154 = and i1 %462, %1148, !dbg !55
    #dbg_value(i1 %1154, !56, !DIExpression(), !55)
  %1155 = and i1 %462, %1149, !dbg !55
    #dbg_value(i1 %1155, !56, !DIExpression(), !55)
  %1156 = and i1 %462, %1150, !dbg !55
    #dbg_value(i1 %1156, !56, !DIExpression(), !55)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %1157 = getelementptr inbounds i8, ptr addrspace(3) %1152, i32 %234, !dbg !60
    #dbg_value(ptr addrspace(3) %1157, !61, !DIExpression(), !60)
  %1158 = select i1 %1153, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %1158, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1157, ptr addrspace(1) %981, i32 %1158), !dbg !60
  %1159 = getelementptr inbounds i8, ptr addrspace(3) %1152, i32 %237, !dbg !60
    #dbg_value(ptr addrspace(3) %1159, !61, !DIExpression(), !60)
  %1160 = select i1 %1154, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %1160, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1159, ptr addrspace(1) %989, i32 %1160), !dbg !60
  %1161 = getelementptr inbounds i8, ptr addrspace(3) %1152, i32 %240, !dbg !60
    #dbg_value(ptr addrspace(3) %1161, !61, !DIExpression(), !60)
  %1162 = select i1 %1155, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %1162, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1161, ptr addrspace(1) %997, i32 %1162), !dbg !60
  %1163 = getelementptr inbounds i8, ptr addrspace(3) %1152, i32 %243, !dbg !60
    #dbg_value(ptr addrspace(3) %1163, !61, !DIExpression(), !60)
  %1164 = select i1 %1156, i32 16, i32 0, !dbg !60
    #dbg_value(i32 %1164, !59, !DIExpression(), !60)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1163, ptr addrspace(1) %1005, i32 %1164), !dbg !60
  call void @llvm.nvvm.cp.async.commit.group(), !dbg !60
  %1165 = icmp slt i32 %60, %1145, !dbg !62
    #dbg_value(i1 %1165, !51, !DIExpression(), !62)
  %1166 = icmp slt i32 %61, %1145, !dbg !62
    #dbg_value(i1 %1166, !51, !DIExpression(), !62)
  %1167 = icmp slt i32 %62, %1145, !dbg !62
    #dbg_value(i1 %1167, !51, !DIExpression(), !62)
  %1168 = icmp slt i32 %63, %1145, !dbg !62
    #dbg_value(i1 %1168, !51, !DIExpression(), !62)
  %1169 = and i1 %1165, %213, !dbg !63
    #dbg_value(i1 %1169, !51, !DIExpression(), !63)
  %1170 = and i1 %1166, %213, !dbg !63
    #dbg_value(i1 %1170, !51, !DIExpression(), !63)
  %1171 = and i1 %1167, %213, !dbg !63
    #dbg_value(i1 %1171, !51, !DIExpression(), !63)
  %1172 = and i1 %1168, %213, !dbg !63
    #dbg_value(i1 %1172, !51, !DIExpression(), !63)
  %1173 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152), i32 %1151, !dbg !54
    #dbg_value(ptr addrspace(3) %1173, !53, !DIExpression(), !54)
  %1174 = and i1 %462, %1169, !dbg !55
    #dbg_value(i1 %1174, !56, !DIExpression(), !55)
  %1175 = and i1 %462, %1170, !dbg !55
    #dbg_value(i1 %1175, !56, !DIExpression(), !55)
  %1176 = and i1 %462, %1171, !dbg !55
    #dbg_value(i1 %1176, !56, !DIExpression(), !55)
  %1177 = and i1 %462, %1172, !dbg !55
    #dbg_value(i1 %1177, !56, !DIExpression(), !55)
  %1178 = getelementptr inbounds i8, ptr addrspace(3) %1173, i32 %273, !dbg !54
    #dbg_value(ptr addrspace(3) %1178, !53, !DIExpression(), !54)
  %1179 = select i1 %1174, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %1179, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1178, ptr addrspace(1) %1077, i32 %1179), !dbg !54
  %1180 = getelementptr inbounds i8, ptr addrspace(3) %1173, i32 %276, !dbg !54
    #dbg_value(ptr addrspace(3) %1180, !53, !DIExpression(), !54)
  %1181 = select i1 %1175, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %1181, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1180, ptr addrspace(1) %1085, i32 %1181), !dbg !54
  %1182 = getelementptr inbounds i8, ptr addrspace(3) %1173, i32 %279, !dbg !54
    #dbg_value(ptr addrspace(3) %1182, !53, !DIExpression(), !54)
  %1183 = select i1 %1176, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %1183, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1182, ptr addrspace(1) %1093, i32 %1183), !dbg !54
  %1184 = getelementptr inbounds i8, ptr addrspace(3) %1173, i32 %282, !dbg !54
    #dbg_value(ptr addrspace(3) %1184, !53, !DIExpression(), !54)
  %1185 = select i1 %1177, i32 16, i32 0, !dbg !54
    #dbg_value(i32 %1185, !64, !DIExpression(), !54)
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1184, ptr addrspace(1) %1101, i32 %1185), !dbg !54
  call void @llvm.nvvm.cp.async.commit.group(), !dbg !54
  %1186 = add i32 %453, 64, !dbg !55
    #dbg_value(i32 %1186, !69, !DIExpression(), !55)
  br label %452, !dbg !55

1187:                                             ; preds = %452
  %1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 0, !dbg !55
    #dbg_value(float %1188, !73, !DIExpression(), !55)
  %1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 1, !dbg !55
    #dbg_value(float %1189, !73, !DIExpression(), !55)
  %1190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 2, !dbg !55
    #dbg_value(float %1190, !73, !DIExpression(), !55)
  %1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 3, !dbg !55
    #dbg_value(float %1191, !73, !DIExpression(), !55)
  %1192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 4, !dbg !55
    #dbg_value(float %1192, !73, !DIExpression(), !55)
  %1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 5, !dbg !55
    #dbg_value(float %1193, !73, !DIExpression(), !55)
  %1194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 6, !dbg !55
    #dbg_value(float %1194, !73, !DIExpression(), !55)
  %1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 7, !dbg !55
    #dbg_value(float %1195, !73, !DIExpression(), !55)
  %1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 8, !dbg !55
    #dbg_value(float %1196, !73, !DIExpression(), !55)
  %1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 9, !dbg !55
    #dbg_value(float %1197, !73, !DIExpression(), !55)
  %1198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 10, !dbg !55
    #dbg_value(float %1198, !73, !DIExpression(), !55)
  %1199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 11, !dbg !55
    #dbg_value(float %1199, !73, !DIExpression(), !55)
  %1200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 12, !dbg !55
    #dbg_value(float %1200, !73, !DIExpression(), !55)
  %1201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 13, !dbg !55
    #dbg_value(float %1201, !73, !DIExpression(), !55)
  %1202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 14, !dbg !55
    #dbg_value(float %1202, !73, !DIExpression(), !55)
  %1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 15, !dbg !55
    #dbg_value(float %1203, !73, !DIExpression(), !55)
  %1204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 16, !dbg !55
    #dbg_value(float %1204, !73, !DIExpression(), !55)
  %1205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 17, !dbg !55
    #dbg_value(float %1205, !73, !DIExpression(), !55)
  %1206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 18, !dbg !55
    #dbg_value(float %1206, !73, !DIExpression(), !55)
  %1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 19, !dbg !55
    #dbg_value(float %1207, !73, !DIExpression(), !55)
  %1208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 20, !dbg !55
    #dbg_value(float %1208, !73, !DIExpression(), !55)
  %1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 21, !dbg !55
    #dbg_value(float %1209, !73, !DIExpression(), !55)
  %1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 22, !dbg !55
    #dbg_value(float %1210, !73, !DIExpression(), !55)
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 23, !dbg !55
    #dbg_value(float %1211, !73, !DIExpression(), !55)
  %1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 24, !dbg !55
    #dbg_value(float %1212, !73, !DIExpression(), !55)
  %1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 25, !dbg !55
    #dbg_value(float %1213, !73, !DIExpression(), !55)
  %1214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 26, !dbg !55
    #dbg_value(float %1214, !73, !DIExpression(), !55)
  %1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 27, !dbg !55
    #dbg_value(float %1215, !73, !DIExpression(), !55)
  %1216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 28, !dbg !55
    #dbg_value(float %1216, !73, !DIExpression(), !55)
  %1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 29, !dbg !55
    #dbg_value(float %1217, !73, !DIExpression(), !55)
  %1218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 30, !dbg !55
    #dbg_value(float %1218, !73, !DIExpression(), !55)
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 31, !dbg !55
    #dbg_value(float %1219, !73, !DIExpression(), !55)
  %1220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 32, !dbg !55
    #dbg_value(float %1220, !73, !DIExpression(), !55)
  %1221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 33, !dbg !55
    #dbg_value(float %1221, !73, !DIExpression(), !55)
  %1222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 34, !dbg !55
    #dbg_value(float %1222, !73, !DIExpression(), !55)
  %1223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 35, !dbg !55
    #dbg_value(float %1223, !73, !DIExpression(), !55)
  %1224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 36, !dbg !55
    #dbg_value(float %1224, !73, !DIExpression(), !55)
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 37, !dbg !55
    #dbg_value(float %1225, !73, !DIExpression(), !55)
  %1226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 38, !dbg !55
    #dbg_value(float %1226, !73, !DIExpression(), !55)
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 39, !dbg !55
    #dbg_value(float %1227, !73, !DIExpression(), !55)
  %1228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 40, !dbg !55
    #dbg_value(float %1228, !73, !DIExpression(), !55)
  %1229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 41, !dbg !55
    #dbg_value(float %1229, !73, !DIExpression(), !55)
  %1230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 42, !dbg !55
    #dbg_value(float %1230, !73, !DIExpression(), !55)
  %1231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 43, !dbg !55
    #dbg_value(float %1231, !73, !DIExpression(), !55)
  %1232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 44, !dbg !55
    #dbg_value(float %1232, !73, !DIExpression(), !55)
  %1233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 45, !dbg !55
    #dbg_value(float %1233, !73, !DIExpression(), !55)
  %1234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 46, !dbg !55
    #dbg_value(float %1234, !73, !DIExpression(), !55)
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 47, !dbg !55
    #dbg_value(float %1235, !73, !DIExpression(), !55)
  %1236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 48, !dbg !55
    #dbg_value(float %1236, !73, !DIExpression(), !55)
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 49, !dbg !55
    #dbg_value(float %1237, !73, !DIExpression(), !55)
  %1238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 50, !dbg !55
    #dbg_value(float %1238, !73, !DIExpression(), !55)
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 51, !dbg !55
    #dbg_value(float %1239, !73, !DIExpression(), !55)
  %1240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 52, !dbg !55
    #dbg_value(float %1240, !73, !DIExpression(), !55)
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 53, !dbg !55
    #dbg_value(float %1241, !73, !DIExpression(), !55)
  %1242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 54, !dbg !55
    #dbg_value(float %1242, !73, !DIExpression(), !55)
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 55, !dbg !55
    #dbg_value(float %1243, !73, !DIExpression(), !55)
  %1244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 56, !dbg !55
    #dbg_value(float %1244, !73, !DIExpression(), !55)
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 57, !dbg !55
    #dbg_value(float %1245, !73, !DIExpression(), !55)
  %1246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 58, !dbg !55
    #dbg_value(float %1246, !73, !DIExpression(), !55)
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 59, !dbg !55
    #dbg_value(float %1247, !73, !DIExpression(), !55)
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 60, !dbg !55
    #dbg_value(float %1248, !73, !DIExpression(), !55)
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 61, !dbg !55
    #dbg_value(float %1249, !73, !DIExpression(), !55)
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 62, !dbg !55
    #dbg_value(float %1250, !73, !DIExpression(), !55)
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %454, 63, !dbg !55
    #dbg_value(float %1251, !73, !DIExpression(), !55)
  %1252 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %1188, float %1189, float %1190, float %1191, float %1192, float %1193, float %1194, float %1195, float %1196, float %1197, float %1198, float %1199, float %1200, float %1201, float %1202, float %1203, float %1204, float %1205, float %1206, float %1207, float %1208, float %1209, float %1210, float %1211, float %1212, float %1213, float %1214, float %1215, float %1216, float %1217, float %1218, float %1219, float %1220, float %1221, float %1222, float %1223, float %1224, float %1225, float %1226, float %1227, float %1228, float %1229, float %1230, float %1231, float %1232, float %1233, float %1234, float %1235, float %1236, float %1237, float %1238, float %1239, float %1240, float %1241, float %1242, float %1243, float %1244, float %1245, float %1246, float %1247, float %1248, float %1249, float %1250, float %1251), !dbg !55
    #dbg_value({ float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, !75, !DIExpression(), !55)
  call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !55
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !55
  %1253 = mul i32 %92, %8, !dbg !76
    #dbg_value(i32 %1253, !77, !DIExpression(), !76)
  %1254 = mul i32 %93, %8, !dbg !76
    #dbg_value(i32 %1254, !77, !DIExpression(), !76)
  %1255 = mul i32 %94, %8, !dbg !76
    #dbg_value(i32 %1255, !77, !DIExpression(), !76)
  %1256 = mul i32 %95, %8, !dbg !76
    #dbg_value(i32 %1256, !77, !DIExpression(), !76)
  %1257 = mul i32 %96, %8, !dbg !76
    #dbg_value(i32 %1257, !77, !DIExpression(), !76)
  %1258 = mul i32 %97, %8, !dbg !76
    #dbg_value(i32 %1258, !77, !DIExpression(), !76)
  %1259 = mul i32 %98, %8, !dbg !76
    #dbg_value(i32 %1259, !77, !DIExpression(), !76)
  %1260 = mul i32 %99, %8, !dbg !76
    #dbg_value(i32 %1260, !77, !DIExpression(), !76)
  %1261 = getelementptr half, ptr addrspace(1) %2, i32 %1253, !dbg !78
    #dbg_value(ptr addrspace(1) %1261, !79, !DIExpression(), !78)
  %1262 = getelementptr half, ptr addrspace(1) %2, i32 %1254, !dbg !78
    #dbg_value(ptr addrspace(1) %1262, !79, !DIExpression(), !78)
  %1263 = getelementptr half, ptr addrspace(1) %2, i32 %1255, !dbg !78
    #dbg_value(ptr addrspace(1) %1263, !79, !DIExpression(), !78)
  %1264 = getelementptr half, ptr addrspace(1) %2, i32 %1256, !dbg !78
    #dbg_value(ptr addrspace(1) %1264, !79, !DIExpression(), !78)
  %1265 = getelementptr half, ptr addrspace(1) %2, i32 %1257, !dbg !78
    #dbg_value(ptr addrspace(1) %1265, !79, !DIExpression(), !78)
  %1266 = getelementptr half, ptr addrspace(1) %2, i32 %1258, !dbg !78
    #dbg_value(ptr addrspace(1) %1266, !79, !DIExpression(), !78)
  %1267 = getelementptr half, ptr addrspace(1) %2, i32 %1259, !dbg !78
    #dbg_value(ptr addrspace(1) %1267, !79, !DIExpression(), !78)
  %1268 = getelementptr half, ptr addrspace(1) %2, i32 %1260, !dbg !78
    #dbg_value(ptr addrspace(1) %1268, !79, !DIExpression(), !78)
  %1269 = getelementptr half, ptr addrspace(1) %1261, i32 %101, !dbg !80
    #dbg_value(ptr addrspace(1) %1269, !79, !DIExpression(), !80)
  %1270 = getelementptr half, ptr addrspace(1) %1262, i32 %101, !dbg !80
    #dbg_value(ptr addrspace(1) %1270, !79, !DIExpression(), !80)
  %1271 = getelementptr half, ptr addrspace(1) %1263, i32 %101, !dbg !80
    #dbg_value(ptr addrspace(1) %1271, !79, !DIExpression(), !80)
  %1272 = getelementptr half, ptr addrspace(1) %1264, i32 %101, !dbg !80
    #dbg_value(ptr addrspace(1) %1272, !79, !DIExpression(), !80)
  %1273 = getelementptr half, ptr addrspace(1) %1265, i32 %101, !dbg !80
    #dbg_value(ptr addrspace(1) %1273, !79, !DIExpression(), !80)
  %1274 = getelementptr half, ptr addrspace(1) %1266, i32 %101, !dbg !80
    #dbg_value(ptr addrspace(1) %1274, !79, !DIExpression(), !80)
  %1275 = getelementptr half, ptr addrspace(1) %1267, i32 %101, !dbg !80
    #dbg_value(ptr addrspace(1) %1275, !79, !DIExpression(), !80)
  %1276 = getelementptr half, ptr addrspace(1) %1268, i32 %101, !dbg !80
    #dbg_value(ptr addrspace(1) %1276, !79, !DIExpression(), !80)
  %1277 = icmp slt i32 %92, %3, !dbg !81
  %1278 = icmp slt i32 %93, %3, !dbg !81
  %1279 = icmp slt i32 %94, %3, !dbg !81
  %1280 = icmp slt i32 %95, %3, !dbg !81
  %1281 = icmp slt i32 %96, %3, !dbg !81
  %1282 = icmp slt i32 %97, %3, !dbg !81
  %1283 = icmp slt i32 %98, %3, !dbg !81
  %1284 = icmp slt i32 %99, %3, !dbg !81
  %1285 = and i1 %1277, %213, !dbg !82
  %1286 = and i1 %1278, %213, !dbg !82
  %1287 = and i1 %1279, %213, !dbg !82
  %1288 = and i1 %1280, %213, !dbg !82
  %1289 = and i1 %1281, %213, !dbg !82
  %1290 = and i1 %1282, %213, !dbg !82
  %1291 = and i1 %1283, %213, !dbg !82
  %1292 = and i1 %1284, %213, !dbg !82
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 0, !dbg !83
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 1, !dbg !83
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 2, !dbg !83
  %1296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 3, !dbg !83
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 4, !dbg !83
  %1298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 5, !dbg !83
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 6, !dbg !83
  %1300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 7, !dbg !83
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 8, !dbg !83
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 9, !dbg !83
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 10, !dbg !83
  %1304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 11, !dbg !83
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 12, !dbg !83
  %1306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 13, !dbg !83
  %1307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 14, !dbg !83
  %1308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 15, !dbg !83
  %1309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 16, !dbg !83
  %1310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 17, !dbg !83
  %1311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 18, !dbg !83
  %1312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 19, !dbg !83
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 20, !dbg !83
  %1314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 21, !dbg !83
  %1315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 22, !dbg !83
  %1316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 23, !dbg !83
  %1317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 24, !dbg !83
  %1318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 25, !dbg !83
  %1319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 26, !dbg !83
  %1320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 27, !dbg !83
  %1321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 28, !dbg !83
  %1322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 29, !dbg !83
  %1323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 30, !dbg !83
  %1324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 31, !dbg !83
  %1325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 32, !dbg !83
  %1326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 33, !dbg !83
  %1327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 34, !dbg !83
  %1328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 35, !dbg !83
  %1329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 36, !dbg !83
  %1330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 37, !dbg !83
  %1331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 38, !dbg !83
  %1332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 39, !dbg !83
  %1333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 40, !dbg !83
  %1334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 41, !dbg !83
  %1335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 42, !dbg !83
  %1336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 43, !dbg !83
  %1337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 44, !dbg !83
  %1338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 45, !dbg !83
  %1339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 46, !dbg !83
  %1340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 47, !dbg !83
  %1341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 48, !dbg !83
  %1342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 49, !dbg !83
  %1343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 50, !dbg !83
  %1344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 51, !dbg !83
  %1345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 52, !dbg !83
  %1346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 53, !dbg !83
  %1347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 54, !dbg !83
  %1348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 55, !dbg !83
  %1349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 56, !dbg !83
  %1350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 57, !dbg !83
  %1351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 58, !dbg !83
  %1352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 59, !dbg !83
  %1353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 60, !dbg !83
  %1354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 61, !dbg !83
  %1355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 62, !dbg !83
  %1356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 63, !dbg !83
  %1357 = fptrunc float %1293 to half, !dbg !83
  %1358 = fptrunc float %1294 to half, !dbg !83
  %1359 = fptrunc float %1295 to half, !dbg !83
  %1360 = fptrunc float %1296 to half, !dbg !83
  %1361 = fptrunc float %1297 to half, !dbg !83
  %1362 = fptrunc float %1298 to half, !dbg !83
  %1363 = fptrunc float %1299 to half, !dbg !83
  %1364 = fptrunc float %1300 to half, !dbg !83
  %1365 = fptrunc float %1301 to half, !dbg !83
  %1366 = fptrunc float %1302 to half, !dbg !83
  %1367 = fptrunc float %1303 to half, !dbg !83
  %1368 = fptrunc float %1304 to half, !dbg !83
  %1369 = fptrunc float %1305 to half, !dbg !83
  %1370 = fptrunc float %1306 to half, !dbg !83
  %1371 = fptrunc float %1307 to half, !dbg !83
  %1372 = fptrunc float %1308 to half, !dbg !83
  %1373 = fptrunc float %1309 to half, !dbg !83
  %1374 = fptrunc float %1310 to half, !dbg !83
  %1375 = fptrunc float %1311 to half, !dbg !83
  %1376 = fptrunc float %1312 to half, !dbg !83
  %1377 = fptrunc float %1313 to half, !dbg !83
  %1378 = fptrunc float %1314 to half, !dbg !83
  %1379 = fptrunc float %1315 to half, !dbg !83
  %1380 = fptrunc float %1316 to half, !dbg !83
  %1381 = fptrunc float %1317 to half, !dbg !83
  %1382 = fptrunc float %1318 to half, !dbg !83
  %1383 = fptrunc float %1319 to half, !dbg !83
  %1384 = fptrunc float %1320 to half, !dbg !83
  %1385 = fptrunc float %1321 to half, !dbg !83
  %1386 = fptrunc float %1322 to half, !dbg !83
  %1387 = fptrunc float %1323 to half, !dbg !83
  %1388 = fptrunc float %1324 to half, !dbg !83
  %1389 = fptrunc float %1325 to half, !dbg !83
  %1390 = fptrunc float %1326 to half, !dbg !83
  %1391 = fptrunc float %1327 to half, !dbg !83
  %1392 = fptrunc float %1328 to half, !dbg !83
  %1393 = fptrunc float %1329 to half, !dbg !83
  %1394 = fptrunc float %1330 to half, !dbg !83
  %1395 = fptrunc float %1331 to half, !dbg !83
  %1396 = fptrunc float %1332 to half, !dbg !83
  %1397 = fptrunc float %1333 to half, !dbg !83
  %1398 = fptrunc float %1334 to half, !dbg !83
  %1399 = fptrunc float %1335 to half, !dbg !83
  %1400 = fptrunc float %1336 to half, !dbg !83
  %1401 = fptrunc float %1337 to half, !dbg !83
  %1402 = fptrunc float %1338 to half, !dbg !83
  %1403 = fptrunc float %1339 to half, !dbg !83
  %1404 = fptrunc float %1340 to half, !dbg !83
  %1405 = fptrunc float %1341 to half, !dbg !83
  %1406 = fptrunc float %1342 to half, !dbg !83
  %1407 = fptrunc float %1343 to half, !dbg !83
  %1408 = fptrunc float %1344 to half, !dbg !83
  %1409 = fptrunc float %1345 to half, !dbg !83
  %1410 = fptrunc float %1346 to half, !dbg !83
  %1411 = fptrunc float %1347 to half, !dbg !83
  %1412 = fptrunc float %1348 to half, !dbg !83
  %1413 = fptrunc float %1349 to half, !dbg !83
  %1414 = fptrunc float %1350 to half, !dbg !83
  %1415 = fptrunc float %1351 to half, !dbg !83
  %1416 = fptrunc float %1352 to half, !dbg !83
  %1417 = fptrunc float %1353 to half, !dbg !83
  %1418 = fptrunc float %1354 to half, !dbg !83
  %1419 = fptrunc float %1355 to half, !dbg !83
  %1420 = fptrunc float %1356 to half, !dbg !83
  %1421 = and i32 %34, 3, !dbg !84
  %1422 = shl i32 %1421, 13, !dbg !84
  %1423 = and i32 %34, 227, !dbg !84
  %1424 = shl i32 %1423, 5, !dbg !84
  %1425 = and i32 %34, 24, !dbg !84
  %1426 = shl i32 %1425, 4, !dbg !84
  %1427 = and i32 %34, 4, !dbg !84
  %1428 = icmp eq i32 %1427, 0, !dbg !84
  %1429 = select i1 %1428, i32 0, i32 16, !dbg !84
  %1430 = or disjoint i32 %1422, %1429, !dbg !84
  %1431 = xor i32 %1424, %1426, !dbg !84
  %1432 = or disjoint i32 %1430, %1431, !dbg !84
  %1433 = xor i32 0, %1432, !dbg !84
  %1434 = xor i32 %1433, 0, !dbg !84
  %1435 = xor i32 %1434, 0, !dbg !84
  %1436 = add i32 %1435, 0, !dbg !84
  %1437 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1436, !dbg !84
  %1438 = insertelement <8 x half> undef, half %1357, i32 0, !dbg !84
  %1439 = insertelement <8 x half> %1438, half %1358, i32 1, !dbg !84
  %1440 = insertelement <8 x half> %1439, half %1361, i32 2, !dbg !84
  %1441 = insertelement <8 x half> %1440, half %1362, i32 3, !dbg !84
  %1442 = insertelement <8 x half> %1441, half %1365, i32 4, !dbg !84
  %1443 = insertelement <8 x half> %1442, half %1366, i32 5, !dbg !84
  %1444 = insertelement <8 x half> %1443, half %1369, i32 6, !dbg !84
  %1445 = insertelement <8 x half> %1444, half %1370, i32 7, !dbg !84
  %1446 = extractelement <8 x half> %1445, i32 0, !dbg !84
  %1447 = extractelement <8 x half> %1445, i32 1, !dbg !84
  %1448 = extractelement <8 x half> %1445, i32 2, !dbg !84
  %1449 = extractelement <8 x half> %1445, i32 3, !dbg !84
  %1450 = extractelement <8 x half> %1445, i32 4, !dbg !84
  %1451 = extractelement <8 x half> %1445, i32 5, !dbg !84
  %1452 = extractelement <8 x half> %1445, i32 6, !dbg !84
  %1453 = extractelement <8 x half> %1445, i32 7, !dbg !84
  %1454 = bitcast half %1446 to i16, !dbg !84
  %1455 = bitcast half %1447 to i16, !dbg !84
  %1456 = bitcast half %1448 to i16, !dbg !84
  %1457 = bitcast half %1449 to i16, !dbg !84
  %1458 = bitcast half %1450 to i16, !dbg !84
  %1459 = bitcast half %1451 to i16, !dbg !84
  %1460 = bitcast half %1452 to i16, !dbg !84
  %1461 = bitcast half %1453 to i16, !dbg !84
  %1462 = insertelement <8 x i16> undef, i16 %1454, i32 0, !dbg !84
  %1463 = insertelement <8 x i16> %1462, i16 %1455, i32 1, !dbg !84
  %1464 = insertelement <8 x i16> %1463, i16 %1456, i32 2, !dbg !84
  %1465 = insertelement <8 x i16> %1464, i16 %1457, i32 3, !dbg !84
  %1466 = insertelement <8 x i16> %1465, i16 %1458, i32 4, !dbg !84
  %1467 = insertelement <8 x i16> %1466, i16 %1459, i32 5, !dbg !84
  %1468 = insertelement <8 x i16> %1467, i16 %1460, i32 6, !dbg !84
  %1469 = insertelement <8 x i16> %1468, i16 %1461, i32 7, !dbg !84
  %1470 = extractelement <8 x i16> %1469, i32 0, !dbg !84
  %1471 = extractelement <8 x i16> %1469, i32 1, !dbg !84
  %1472 = extractelement <8 x i16> %1469, i32 2, !dbg !84
  %1473 = extractelement <8 x i16> %1469, i32 3, !dbg !84
  %1474 = extractelement <8 x i16> %1469, i32 4, !dbg !84
  %1475 = extractelement <8 x i16> %1469, i32 5, !dbg !84
  %1476 = extractelement <8 x i16> %1469, i32 6, !dbg !84
  %1477 = extractelement <8 x i16> %1469, i32 7, !dbg !84
  %1478 = insertelement <2 x i16> undef, i16 %1470, i32 0, !dbg !84
  %1479 = insertelement <2 x i16> %1478, i16 %1471, i32 1, !dbg !84
  %1480 = bitcast <2 x i16> %1479 to i32, !dbg !84
  %1481 = insertelement <2 x i16> undef, i16 %1472, i32 0, !dbg !84
  %1482 = insertelement <2 x i16> %1481, i16 %1473, i32 1, !dbg !84
  %1483 = bitcast <2 x i16> %1482 to i32, !dbg !84
  %1484 = insertelement <2 x i16> undef, i16 %1474, i32 0, !dbg !84
  %1485 = insertelement <2 x i16> %1484, i16 %1475, i32 1, !dbg !84
  %1486 = bitcast <2 x i16> %1485 to i32, !dbg !84
  %1487 = insertelement <2 x i16> undef, i16 %1476, i32 0, !dbg !84
  %1488 = insertelement <2 x i16> %1487, i16 %1477, i32 1, !dbg !84
  %1489 = bitcast <2 x i16> %1488 to i32, !dbg !84
  %1490 = insertelement <4 x i32> undef, i32 %1480, i32 0, !dbg !84
  %1491 = insertelement <4 x i32> %1490, i32 %1483, i32 1, !dbg !84
  %1492 = insertelement <4 x i32> %1491, i32 %1486, i32 2, !dbg !84
  %1493 = insertelement <4 x i32> %1492, i32 %1489, i32 3, !dbg !84
  store <4 x i32> %1493, ptr addrspace(3) %1437, align 16, !dbg !84
  %1494 = add i32 %1435, 512, !dbg !84
  %1495 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1494, !dbg !84
  %1496 = insertelement <8 x half> undef, half %1359, i32 0, !dbg !84
  %1497 = insertelement <8 x half> %1496, half %1360, i32 1, !dbg !84
  %1498 = insertelement <8 x half> %1497, half %1363, i32 2, !dbg !84
  %1499 = insertelement <8 x half> %1498, half %1364, i32 3, !dbg !84
  %1500 = insertelement <8 x half> %1499, half %1367, i32 4, !dbg !84
  %1501 = insertelement <8 x half> %1500, half %1368, i32 5, !dbg !84
  %1502 = insertelement <8 x half> %1501, half %1371, i32 6, !dbg !84
  %1503 = insertelement <8 x half> %1502, half %1372, i32 7, !dbg !84
  %1504 = extractelement <8 x half> %1503, i32 0, !dbg !84
  %1505 = extractelement <8 x half> %1503, i32 1, !dbg !84
  %1506 = extractelement <8 x half> %1503, i32 2, !dbg !84
  %1507 = extractelement <8 x half> %1503, i32 3, !dbg !84
  %1508 = extractelement <8 x half> %1503, i32 4, !dbg !84
  %1509 = extractelement <8 x half> %1503, i32 5, !dbg !84
  %1510 = extractelement <8 x half> %1503, i32 6, !dbg !84
  %1511 = extractelement <8 x half> %1503, i32 7, !dbg !84
  %1512 = bitcast half %1504 to i16, !dbg !84
  %1513 = bitcast half %1505 to i16, !dbg !84
  %1514 = bitcast half %1506 to i16, !dbg !84
  %1515 = bitcast half %1507 to i16, !dbg !84
  %1516 = bitcast half %1508 to i16, !dbg !84
  %1517 = bitcast half %1509 to i16, !dbg !84
  %1518 = bitcast half %1510 to i16, !dbg !84
  %1519 = bitcast half %1511 to i16, !dbg !84
  %1520 = insertelement <8 x i16> undef, i16 %1512, i32 0, !dbg !84
  %1521 = insertelement <8 x i16> %1520, i16 %1513, i32 1, !dbg !84
  %1522 = insertelement <8 x i16> %1521, i16 %1514, i32 2, !dbg !84
  %1523 = insertelement <8 x i16> %1522, i16 %1515, i32 3, !dbg !84
  %1524 = insertelement <8 x i16> %1523, i16 %1516, i32 4, !dbg !84
  %1525 = insertelement <8 x i16> %1524, i16 %1517, i32 5, !dbg !84
  %1526 = insertelement <8 x i16> %1525, i16 %1518, i32 6, !dbg !84
  %1527 = insertelement <8 x i16> %1526, i16 %1519, i32 7, !dbg !84
  %1528 = extractelement <8 x i16> %1527, i32 0, !dbg !84
  %1529 = extractelement <8 x i16> %1527, i32 1, !dbg !84
  %1530 = extractelement <8 x i16> %1527, i32 2, !dbg !84
  %1531 = extractelement <8 x i16> %1527, i32 3, !dbg !84
  %1532 = extractelement <8 x i16> %1527, i32 4, !dbg !84
  %1533 = extractelement <8 x i16> %1527, i32 5, !dbg !84
  %1534 = extractelement <8 x i16> %1527, i32 6, !dbg !84
  %1535 = extractelement <8 x i16> %1527, i32 7, !dbg !84
  %1536 = insertelement <2 x i16> undef, i16 %1528, i32 0, !dbg !84
  %1537 = insertelement <2 x i16> %1536, i16 %1529, i32 1, !dbg !84
  %1538 = bitcast <2 x i16> %1537 to i32, !dbg !84
  %1539 = insertelement <2 x i16> undef, i16 %1530, i32 0, !dbg !84
  %1540 = insertelement <2 x i16> %1539, i16 %1531, i32 1, !dbg !84
  %1541 = bitcast <2 x i16> %1540 to i32, !dbg !84
  %1542 = insertelement <2 x i16> undef, i16 %1532, i32 0, !dbg !84
  %1543 = insertelement <2 x i16> %1542, i16 %1533, i32 1, !dbg !84
  %1544 = bitcast <2 x i16> %1543 to i32, !dbg !84
  %1545 = insertelement <2 x i16> undef, i16 %1534, i32 0, !dbg !84
  %1546 = insertelement <2 x i16> %1545, i16 %1535, i32 1, !dbg !84
  %1547 = bitcast <2 x i16> %1546 to i32, !dbg !84
  %1548 = insertelement <4 x i32> undef, i32 %1538, i32 0, !dbg !84
  %1549 = insertelement <4 x i32> %1548, i32 %1541, i32 1, !dbg !84
  %1550 = insertelement <4 x i32> %1549, i32 %1544, i32 2, !dbg !84
  %1551 = insertelement <4 x i32> %1550, i32 %1547, i32 3, !dbg !84
  store <4 x i32> %1551, ptr addrspace(3) %1495, align 16, !dbg !84
  %1552 = xor i32 %1434, 32, !dbg !84
  %1553 = add i32 %1552, 0, !dbg !84
  %1554 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1553, !dbg !84
  %1555 = insertelement <8 x half> undef, half %1373, i32 0, !dbg !84
  %1556 = insertelement <8 x half> %1555, half %1374, i32 1, !dbg !84
  %1557 = insertelement <8 x half> %1556, half %1377, i32 2, !dbg !84
  %1558 = insertelement <8 x half> %1557, half %1378, i32 3, !dbg !84
  %1559 = insertelement <8 x half> %1558, half %1381, i32 4, !dbg !84
  %1560 = insertelement <8 x half> %1559, half %1382, i32 5, !dbg !84
  %1561 = insertelement <8 x half> %1560, half %1385, i32 6, !dbg !84
  %1562 = insertelement <8 x half> %1561, half %1386, i32 7, !dbg !84
  %1563 = extractelement <8 x half> %1562, i32 0, !dbg !84
  %1564 = extractelement <8 x half> %1562, i32 1, !dbg !84
  %1565 = extractelement <8 x half> %1562, i32 2, !dbg !84
  %1566 = extractelement <8 x half> %1562, i32 3, !dbg !84
  %1567 = extractelement <8 x half> %1562, i32 4, !dbg !84
  %1568 = extractelement <8 x half> %1562, i32 5, !dbg !84
  %1569 = extractelement <8 x half> %1562, i32 6, !dbg !84
  %1570 = extractelement <8 x half> %1562, i32 7, !dbg !84
  %1571 = bitcast half %1563 to i16, !dbg !84
  %1572 = bitcast half %1564 to i16, !dbg !84
  %1573 = bitcast half %1565 to i16, !dbg !84
  %1574 = bitcast half %1566 to i16, !dbg !84
  %1575 = bitcast half %1567 to i16, !dbg !84
  %1576 = bitcast half %1568 to i16, !dbg !84
  %1577 = bitcast half %1569 to i16, !dbg !84
  %1578 = bitcast half %1570 to i16, !dbg !84
  %1579 = insertelement <8 x i16> undef, i16 %1571, i32 0, !dbg !84
  %1580 = insertelement <8 x i16> %1579, i16 %1572, i32 1, !dbg !84
  %1581 = insertelement <8 x i16> %1580, i16 %1573, i32 2, !dbg !84
  %1582 = insertelement <8 x i16> %1581, i16 %1574, i32 3, !dbg !84
  %1583 = insertelement <8 x i16> %1582, i16 %1575, i32 4, !dbg !84
  %1584 = insertelement <8 x i16> %1583, i16 %1576, i32 5, !dbg !84
  %1585 = insertelement <8 x i16> %1584, i16 %1577, i32 6, !dbg !84
  %1586 = insertelement <8 x i16> %1585, i16 %1578, i32 7, !dbg !84
  %1587 = extractelement <8 x i16> %1586, i32 0, !dbg !84
  %1588 = extractelement <8 x i16> %1586, i32 1, !dbg !84
  %1589 = extractelement <8 x i16> %1586, i32 2, !dbg !84
  %1590 = extractelement <8 x i16> %1586, i32 3, !dbg !84
  %1591 = extractelement <8 x i16> %1586, i32 4, !dbg !84
  %1592 = extractelement <8 x i16> %1586, i32 5, !dbg !84
  %1593 = extractelement <8 x i16> %1586, i32 6, !dbg !84
  %1594 = extractelement <8 x i16> %1586, i32 7, !dbg !84
  %1595 = insertelement <2 x i16> undef, i16 %1587, i32 0, !dbg !84
  %1596 = insertelement <2 x i16> %1595, i16 %1588, i32 1, !dbg !84
  %1597 = bitcast <2 x i16> %1596 to i32, !dbg !84
  %1598 = insertelement <2 x i16> undef, i16 %1589, i32 0, !dbg !84
  %1599 = insertelement <2 x i16> %1598, i16 %1590, i32 1, !dbg !84
  %1600 = bitcast <2 x i16> %1599 to i32, !dbg !84
  %1601 = insertelement <2 x i16> undef, i16 %1591, i32 0, !dbg !84
  %1602 = insertelement <2 x i16> %1601, i16 %1592, i32 1, !dbg !84
  %1603 = bitcast <2 x i16> %1602 to i32, !dbg !84
  %1604 = insertelement <2 x i16> undef, i16 %1593, i32 0, !dbg !84
  %1605 = insertelement <2 x i16> %1604, i16 %1594, i32 1, !dbg !84
  %1606 = bitcast <2 x i16> %1605 to i32, !dbg !84
  %1607 = insertelement <4 x i32> undef, i32 %1597, i32 0, !dbg !84
  %1608 = insertelement <4 x i32> %1607, i32 %1600, i32 1, !dbg !84
  %1609 = insertelement <4 x i32> %1608, i32 %1603, i32 2, !dbg !84
  %1610 = insertelement <4 x i32> %1609, i32 %1606, i32 3, !dbg !84
  store <4 x i32> %1610, ptr addrspace(3) %1554, align 16, !dbg !84
  %1611 = add i32 %1552, 512, !dbg !84
  %1612 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1611, !dbg !84
  %1613 = insertelement <8 x half> undef, half %1375, i32 0, !dbg !84
  %1614 = insertelement <8 x half> %1613, half %1376, i32 1, !dbg !84
  %1615 = insertelement <8 x half> %1614, half %1379, i32 2, !dbg !84
  %1616 = insertelement <8 x half> %1615, half %1380, i32 3, !dbg !84
  %1617 = insertelement <8 x half> %1616, half %1383, i32 4, !dbg !84
  %1618 = insertelement <8 x half> %1617, half %1384, i32 5, !dbg !84
  %1619 = insertelement <8 x half> %1618, half %1387, i32 6, !dbg !84
  %1620 = insertelement <8 x half> %1619, half %1388, i32 7, !dbg !84
  %1621 = extractelement <8 x half> %1620, i32 0, !dbg !84
  %1622 = extractelement <8 x half> %1620, i32 1, !dbg !84
  %1623 = extractelement <8 x half> %1620, i32 2, !dbg !84
  %1624 = extractelement <8 x half> %1620, i32 3, !dbg !84
  %1625 = extractelement <8 x half> %1620, i32 4, !dbg !84
  %1626 = extractelement <8 x half> %1620, i32 5, !dbg !84
  %1627 = extractelement <8 x half> %1620, i32 6, !dbg !84
  %1628 = extractelement <8 x half> %1620, i32 7, !dbg !84
  %1629 = bitcast half %1621 to i16, !dbg !84
  %1630 = bitcast half %1622 to i16, !dbg !84
  %1631 = bitcast half %1623 to i16, !dbg !84
  %1632 = bitcast half %1624 to i16, !dbg !84
  %1633 = bitcast half %1625 to i16, !dbg !84
  %1634 = bitcast half %1626 to i16, !dbg !84
  %1635 = bitcast half %1627 to i16, !dbg !84
  %1636 = bitcast half %1628 to i16, !dbg !84
  %1637 = insertelement <8 x i16> undef, i16 %1629, i32 0, !dbg !84
  %1638 = insertelement <8 x i16> %1637, i16 %1630, i32 1, !dbg !84
  %1639 = insertelement <8 x i16> %1638, i16 %1631, i32 2, !dbg !84
  %1640 = insertelement <8 x i16> %1639, i16 %1632, i32 3, !dbg !84
  %1641 = insertelement <8 x i16> %1640, i16 %1633, i32 4, !dbg !84
  %1642 = insertelement <8 x i16> %1641, i16 %1634, i32 5, !dbg !84
  %1643 = insertelement <8 x i16> %1642, i16 %1635, i32 6, !dbg !84
  %1644 = insertelement <8 x i16> %1643, i16 %1636, i32 7, !dbg !84
  %1645 = extractelement <8 x i16> %1644, i32 0, !dbg !84
  %1646 = extractelement <8 x i16> %1644, i32 1, !dbg !84
  %1647 = extractelement <8 x i16> %1644, i32 2, !dbg !84
  %1648 = extractelement <8 x i16> %1644, i32 3, !dbg !84
  %1649 = extractelement <8 x i16> %1644, i32 4, !dbg !84
  %1650 = extractelement <8 x i16> %1644, i32 5, !dbg !84
  %1651 = extractelement <8 x i16> %1644, i32 6, !dbg !84
  %1652 = extractelement <8 x i16> %1644, i32 7, !dbg !84
  %1653 = insertelement <2 x i16> undef, i16 %1645, i32 0, !dbg !84
  %1654 = insertelement <2 x i16> %1653, i16 %1646, i32 1, !dbg !84
  %1655 = bitcast <2 x i16> %1654 to i32, !dbg !84
  %1656 = insertelement <2 x i16> undef, i16 %1647, i32 0, !dbg !84
  %1657 = insertelement <2 x i16> %1656, i16 %1648, i32 1, !dbg !84
  %1658 = bitcast <2 x i16> %1657 to i32, !dbg !84
  %1659 = insertelement <2 x i16> undef, i16 %1649, i32 0, !dbg !84
  %1660 = insertelement <2 x i16> %1659, i16 %1650, i32 1, !dbg !84
  %1661 = bitcast <2 x i16> %1660 to i32, !dbg !84
  %1662 = insertelement <2 x i16> undef, i16 %1651, i32 0, !dbg !84
  %1663 = insertelement <2 x i16> %1662, i16 %1652, i32 1, !dbg !84
  %1664 = bitcast <2 x i16> %1663 to i32, !dbg !84
  %1665 = insertelement <4 x i32> undef, i32 %1655, i32 0, !dbg !84
  %1666 = insertelement <4 x i32> %1665, i32 %1658, i32 1, !dbg !84
  %1667 = insertelement <4 x i32> %1666, i32 %1661, i32 2, !dbg !84
  %1668 = insertelement <4 x i32> %1667, i32 %1664, i32 3, !dbg !84
  store <4 x i32> %1668, ptr addrspace(3) %1612, align 16, !dbg !84
  %1669 = xor i32 %1434, 64, !dbg !84
  %1670 = add i32 %1669, 0, !dbg !84
  %1671 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1670, !dbg !84
  %1672 = insertelement <8 x half> undef, half %1389, i32 0, !dbg !84
  %1673 = insertelement <8 x half> %1672, half %1390, i32 1, !dbg !84
  %1674 = insertelement <8 x half> %1673, half %1393, i32 2, !dbg !84
  %1675 = insertelement <8 x half> %1674, half %1394, i32 3, !dbg !84
  %1676 = insertelement <8 x half> %1675, half %1397, i32 4, !dbg !84
  %1677 = insertelement <8 x half> %1676, half %1398, i32 5, !dbg !84
  %1678 = insertelement <8 x half> %1677, half %1401, i32 6, !dbg !84
  %1679 = insertelement <8 x half> %1678, half %1402, i32 7, !dbg !84
  %1680 = extractelement <8 x half> %1679, i32 0, !dbg !84
  %1681 = extractelement <8 x half> %1679, i32 1, !dbg !84
  %1682 = extractelement <8 x half> %1679, i32 2, !dbg !84
  %1683 = extractelement <8 x half> %1679, i32 3, !dbg !84
  %1684 = extractelement <8 x half> %1679, i32 4, !dbg !84
  %1685 = extractelement <8 x half> %1679, i32 5, !dbg !84
  %1686 = extractelement <8 x half> %1679, i32 6, !dbg !84
  %1687 = extractelement <8 x half> %1679, i32 7, !dbg !84
  %1688 = bitcast half %1680 to i16, !dbg !84
  %1689 = bitcast half %1681 to i16, !dbg !84
  %1690 = bitcast half %1682 to i16, !dbg !84
  %1691 = bitcast half %1683 to i16, !dbg !84
  %1692 = bitcast half %1684 to i16, !dbg !84
  %1693 = bitcast half %1685 to i16, !dbg !84
  %1694 = bitcast half %1686 to i16, !dbg !84
  %1695 = bitcast half %1687 to i16, !dbg !84
  %1696 = insertelement <8 x i16> undef, i16 %1688, i32 0, !dbg !84
  %1697 = insertelement <8 x i16> %1696, i16 %1689, i32 1, !dbg !84
  %1698 = insertelement <8 x i16> %1697, i16 %1690, i32 2, !dbg !84
  %1699 = insertelement <8 x i16> %1698, i16 %1691, i32 3, !dbg !84
  %1700 = insertelement <8 x i16> %1699, i16 %1692, i32 4, !dbg !84
  %1701 = insertelement <8 x i16> %1700, i16 %1693, i32 5, !dbg !84
  %1702 = insertelement <8 x i16> %1701, i16 %1694, i32 6, !dbg !84
  %1703 = insertelement <8 x i16> %1702, i16 %1695, i32 7, !dbg !84
  %1704 = extractelement <8 x i16> %1703, i32 0, !dbg !84
  %1705 = extractelement <8 x i16> %1703, i32 1, !dbg !84
  %1706 = extractelement <8 x i16> %1703, i32 2, !dbg !84
  %1707 = extractelement <8 x i16> %1703, i32 3, !dbg !84
  %1708 = extractelement <8 x i16> %1703, i32 4, !dbg !84
  %1709 = extractelement <8 x i16> %1703, i32 5, !dbg !84
  %1710 = extractelement <8 x i16> %1703, i32 6, !dbg !84
  %1711 = extractelement <8 x i16> %1703, i32 7, !dbg !84
  %1712 = insertelement <2 x i16> undef, i16 %1704, i32 0, !dbg !84
  %1713 = insertelement <2 x i16> %1712, i16 %1705, i32 1, !dbg !84
  %1714 = bitcast <2 x i16> %1713 to i32, !dbg !84
  %1715 = insertelement <2 x i16> undef, i16 %1706, i32 0, !dbg !84
  %1716 = insertelement <2 x i16> %1715, i16 %1707, i32 1, !dbg !84
  %1717 = bitcast <2 x i16> %1716 to i32, !dbg !84
  %1718 = insertelement <2 x i16> undef, i16 %1708, i32 0, !dbg !84
  %1719 = insertelement <2 x i16> %1718, i16 %1709, i32 1, !dbg !84
  %1720 = bitcast <2 x i16> %1719 to i32, !dbg !84
  %1721 = insertelement <2 x i16> undef, i16 %1710, i32 0, !dbg !84
  %1722 = insertelement <2 x i16> %1721, i16 %1711, i32 1, !dbg !84
  %1723 = bitcast <2 x i16> %1722 to i32, !dbg !84
  %1724 = insertelement <4 x i32> undef, i32 %1714, i32 0, !dbg !84
  %1725 = insertelement <4 x i32> %1724, i32 %1717, i32 1, !dbg !84
  %1726 = insertelement <4 x i32> %1725, i32 %1720, i32 2, !dbg !84
  %1727 = insertelement <4 x i32> %1726, i32 %1723, i32 3, !dbg !84
  store <4 x i32> %1727, ptr addrspace(3) %1671, align 16, !dbg !84
  %1728 = add i32 %1669, 512, !dbg !84
  %1729 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1728, !dbg !84
  %1730 = insertelement <8 x half> undef, half %1391, i32 0, !dbg !84
  %1731 = insertelement <8 x half> %1730, half %1392, i32 1, !dbg !84
  %1732 = insertelement <8 x half> %1731, half %1395, i32 2, !dbg !84
  %1733 = insertelement <8 x half> %1732, half %1396, i32 3, !dbg !84
  %1734 = insertelement <8 x half> %1733, half %1399, i32 4, !dbg !84
  %1735 = insertelement <8 x half> %1734, half %1400, i32 5, !dbg !84
  %1736 = insertelement <8 x half> %1735, half %1403, i32 6, !dbg !84
  %1737 = insertelement <8 x half> %1736, half %1404, i32 7, !dbg !84
  %1738 = extractelement <8 x half> %1737, i32 0, !dbg !84
  %1739 = extractelement <8 x half> %1737, i32 1, !dbg !84
  %1740 = extractelement <8 x half> %1737, i32 2, !dbg !84
  %1741 = extractelement <8 x half> %1737, i32 3, !dbg !84
  %1742 = extractelement <8 x half> %1737, i32 4, !dbg !84
  %1743 = extractelement <8 x half> %1737, i32 5, !dbg !84
  %1744 = extractelement <8 x half> %1737, i32 6, !dbg !84
  %1745 = extractelement <8 x half> %1737, i32 7, !dbg !84
  %1746 = bitcast half %1738 to i16, !dbg !84
  %1747 = bitcast half %1739 to i16, !dbg !84
  %1748 = bitcast half %1740 to i16, !dbg !84
  %1749 = bitcast half %1741 to i16, !dbg !84
  %1750 = bitcast half %1742 to i16, !dbg !84
  %1751 = bitcast half %1743 to i16, !dbg !84
  %1752 = bitcast half %1744 to i16, !dbg !84
  %1753 = bitcast half %1745 to i16, !dbg !84
  %1754 = insertelement <8 x i16> undef, i16 %1746, i32 0, !dbg !84
  %1755 = insertelement <8 x i16> %1754, i16 %1747, i32 1, !dbg !84
  %1756 = insertelement <8 x i16> %1755, i16 %1748, i32 2, !dbg !84
  %1757 = insertelement <8 x i16> %1756, i16 %1749, i32 3, !dbg !84
  %1758 = insertelement <8 x i16> %1757, i16 %1750, i32 4, !dbg !84
  %1759 = insertelement <8 x i16> %1758, i16 %1751, i32 5, !dbg !84
  %1760 = insertelement <8 x i16> %1759, i16 %1752, i32 6, !dbg !84
  %1761 = insertelement <8 x i16> %1760, i16 %1753, i32 7, !dbg !84
  %1762 = extractelement <8 x i16> %1761, i32 0, !dbg !84
  %1763 = extractelement <8 x i16> %1761, i32 1, !dbg !84
  %1764 = extractelement <8 x i16> %1761, i32 2, !dbg !84
  %1765 = extractelement <8 x i16> %1761, i32 3, !dbg !84
  %1766 = extractelement <8 x i16> %1761, i32 4, !dbg !84
  %1767 = extractelement <8 x i16> %1761, i32 5, !dbg !84
  %1768 = extractelement <8 x i16> %1761, i32 6, !dbg !84
  %1769 = extractelement <8 x i16> %1761, i32 7, !dbg !84
  %1770 = insertelement <2 x i16> undef, i16 %1762, i32 0, !dbg !84
  %1771 = insertelement <2 x i16> %1770, i16 %1763, i32 1, !dbg !84
  %1772 = bitcast <2 x i16> %1771 to i32, !dbg !84
  %1773 = insertelement <2 x i16> undef, i16 %1764, i32 0, !dbg !84
  %1774 = insertelement <2 x i16> %1773, i16 %1765, i32 1, !dbg !84
  %1775 = bitcast <2 x i16> %1774 to i32, !dbg !84
  %1776 = insertelement <2 x i16> undef, i16 %1766, i32 0, !dbg !84
  %1777 = insertelement <2 x i16> %1776, i16 %1767, i32 1, !dbg !84
  %1778 = bitcast <2 x i16> %1777 to i32, !dbg !84
  %1779 = insertelement <2 x i16> undef, i16 %1768, i32 0, !dbg !84
  %1780 = insertelement <2 x i16> %1779, i16 %1769, i32 1, !dbg !84
  %1781 = bitcast <2 x i16> %1780 to i32, !dbg !84
  %1782 = insertelement <4 x i32> undef, i32 %1772, i32 0, !dbg !84
  %1783 = insertelement <4 x i32> %1782, i32 %1775, i32 1, !dbg !84
  %1784 = insertelement <4 x i32> %1783, i32 %1778, i32 2, !dbg !84
  %1785 = insertelement <4 x i32> %1784, i32 %1781, i32 3, !dbg !84
  store <4 x i32> %1785, ptr addrspace(3) %1729, align 16, !dbg !84
  %1786 = xor i32 %1434, 96, !dbg !84
  %1787 = add i32 %1786, 0, !dbg !84
  %1788 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1787, !dbg !84
  %1789 = insertelement <8 x half> undef, half %1405, i32 0, !dbg !84
  %1790 = insertelement <8 x half> %1789, half %1406, i32 1, !dbg !84
  %1791 = insertelement <8 x half> %1790, half %1409, i32 2, !dbg !84
  %1792 = insertelement <8 x half> %1791, half %1410, i32 3, !dbg !84
  %1793 = insertelement <8 x half> %1792, half %1413, i32 4, !dbg !84
  %1794 = insertelement <8 x half> %1793, half %1414, i32 5, !dbg !84
  %1795 = insertelement <8 x half> %1794, half %1417, i32 6, !dbg !84
  %1796 = insertelement <8 x half> %1795, half %1418, i32 7, !dbg !84
  %1797 = extractelement <8 x half> %1796, i32 0, !dbg !84
  %1798 = extractelement <8 x half> %1796, i32 1, !dbg !84
  %1799 = extractelement <8 x half> %1796, i32 2, !dbg !84
  %1800 = extractelement <8 x half> %1796, i32 3, !dbg !84
  %1801 = extractelement <8 x half> %1796, i32 4, !dbg !84
  %1802 = extractelement <8 x half> %1796, i32 5, !dbg !84
  %1803 = extractelement <8 x half> %1796, i32 6, !dbg !84
  %1804 = extractelement <8 x half> %1796, i32 7, !dbg !84
  %1805 = bitcast half %1797 to i16, !dbg !84
  %1806 = bitcast half %1798 to i16, !dbg !84
  %1807 = bitcast half %1799 to i16, !dbg !84
  %1808 = bitcast half %1800 to i16, !dbg !84
  %1809 = bitcast half %1801 to i16, !dbg !84
  %1810 = bitcast half %1802 to i16, !dbg !84
  %1811 = bitcast half %1803 to i16, !dbg !84
  %1812 = bitcast half %1804 to i16, !dbg !84
  %1813 = insertelement <8 x i16> undef, i16 %1805, i32 0, !dbg !84
  %1814 = insertelement <8 x i16> %1813, i16 %1806, i32 1, !dbg !84
  %1815 = insertelement <8 x i16> %1814, i16 %1807, i32 2, !dbg !84
  %1816 = insertelement <8 x i16> %1815, i16 %1808, i32 3, !dbg !84
  %1817 = insertelement <8 x i16> %1816, i16 %1809, i32 4, !dbg !84
  %1818 = insertelement <8 x i16> %1817, i16 %1810, i32 5, !dbg !84
  %1819 = insertelement <8 x i16> %1818, i16 %1811, i32 6, !dbg !84
  %1820 = insertelement <8 x i16> %1819, i16 %1812, i32 7, !dbg !84
  %1821 = extractelement <8 x i16> %1820, i32 0, !dbg !84
  %1822 = extractelement <8 x i16> %1820, i32 1, !dbg !84
  %1823 = extractelement <8 x i16> %1820, i32 2, !dbg !84
  %1824 = extractelement <8 x i16> %1820, i32 3, !dbg !84
  %1825 = extractelement <8 x i16> %1820, i32 4, !dbg !84
  %1826 = extractelement <8 x i16> %1820, i32 5, !dbg !84
  %1827 = extractelement <8 x i16> %1820, i32 6, !dbg !84
  %1828 = extractelement <8 x i16> %1820, i32 7, !dbg !84
  %1829 = insertelement <2 x i16> undef, i16 %1821, i32 0, !dbg !84
  %1830 = insertelement <2 x i16> %1829, i16 %1822, i32 1, !dbg !84
  %1831 = bitcast <2 x i16> %1830 to i32, !dbg !84
  %1832 = insertelement <2 x i16> undef, i16 %1823, i32 0, !dbg !84
  %1833 = insertelement <2 x i16> %1832, i16 %1824, i32 1, !dbg !84
  %1834 = bitcast <2 x i16> %1833 to i32, !dbg !84
  %1835 = insertelement <2 x i16> undef, i16 %1825, i32 0, !dbg !84
  %1836 = insertelement <2 x i16> %1835, i16 %1826, i32 1, !dbg !84
  %1837 = bitcast <2 x i16> %1836 to i32, !dbg !84
  %1838 = insertelement <2 x i16> undef, i16 %1827, i32 0, !dbg !84
  %1839 = insertelement <2 x i16> %1838, i16 %1828, i32 1, !dbg !84
  %1840 = bitcast <2 x i16> %1839 to i32, !dbg !84
  %1841 = insertelement <4 x i32> undef, i32 %1831, i32 0, !dbg !84
  %1842 = insertelement <4 x i32> %1841, i32 %1834, i32 1, !dbg !84
  %1843 = insertelement <4 x i32> %1842, i32 %1837, i32 2, !dbg !84
  %1844 = insertelement <4 x i32> %1843, i32 %1840, i32 3, !dbg !84
  store <4 x i32> %1844, ptr addrspace(3) %1788, align 16, !dbg !84
  %1845 = add i32 %1786, 512, !dbg !84
  %1846 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1845, !dbg !84
  %1847 = insertelement <8 x half> undef, half %1407, i32 0, !dbg !84
  %1848 = insertelement <8 x half> %1847, half %1408, i32 1, !dbg !84
  %1849 = insertelement <8 x half> %1848, half %1411, i32 2, !dbg !84
  %1850 = insertelement <8 x half> %1849, half %1412, i32 3, !dbg !84
  %1851 = insertelement <8 x half> %1850, half %1415, i32 4, !dbg !84
  %1852 = insertelement <8 x half> %1851, half %1416, i32 5, !dbg !84
  %1853 = insertelement <8 x half> %1852, half %1419, i32 6, !dbg !84
  %1854 = insertelement <8 x half> %1853, half %1420, i32 7, !dbg !84
  %1855 = extractelement <8 x half> %1854, i32 0, !dbg !84
  %1856 = extractelement <8 x half> %1854, i32 1, !dbg !84
  %1857 = extractelement <8 x half> %1854, i32 2, !dbg !84
  %1858 = extractelement <8 x half> %1854, i32 3, !dbg !84
  %1859 = extractelement <8 x half> %1854, i32 4, !dbg !84
  %1860 = extractelement <8 x half> %1854, i32 5, !dbg !84
  %1861 = extractelement <8 x half> %1854, i32 6, !dbg !84
  %1862 = extractelement <8 x half> %1854, i32 7, !dbg !84
  %1863 = bitcast half %1855 to i16, !dbg !84
  %1864 = bitcast half %1856 to i16, !dbg !84
  %1865 = bitcast half %1857 to i16, !dbg !84
  %1866 = bitcast half %1858 to i16, !dbg !84
  %1867 = bitcast half %1859 to i16, !dbg !84
  %1868 = bitcast half %1860 to i16, !dbg !84
  %1869 = bitcast half %1861 to i16, !dbg !84
  %1870 = bitcast half %1862 to i16, !dbg !84
  %1871 = insertelement <8 x i16> undef, i16 %1863, i32 0, !dbg !84
  %1872 = insertelement <8 x i16> %1871, i16 %1864, i32 1, !dbg !84
  %1873 = insertelement <8 x i16> %1872, i16 %1865, i32 2, !dbg !84
  %1874 = insertelement <8 x i16> %1873, i16 %1866, i32 3, !dbg !84
  %1875 = insertelement <8 x i16> %1874, i16 %1867, i32 4, !dbg !84
  %1876 = insertelement <8 x i16> %1875, i16 %1868, i32 5, !dbg !84
  %1877 = insertelement <8 x i16> %1876, i16 %1869, i32 6, !dbg !84
  %1878 = insertelement <8 x i16> %1877, i16 %1870, i32 7, !dbg !84
  %1879 = extractelement <8 x i16> %1878, i32 0, !dbg !84
  %1880 = extractelement <8 x i16> %1878, i32 1, !dbg !84
  %1881 = extractelement <8 x i16> %1878, i32 2, !dbg !84
  %1882 = extractelement <8 x i16> %1878, i32 3, !dbg !84
  %1883 = extractelement <8 x i16> %1878, i32 4, !dbg !84
  %1884 = extractelement <8 x i16> %1878, i32 5, !dbg !84
  %1885 = extractelement <8 x i16> %1878, i32 6, !dbg !84
  %1886 = extractelement <8 x i16> %1878, i32 7, !dbg !84
  %1887 = insertelement <2 x i16> undef, i16 %1879, i32 0, !dbg !84
  %1888 = insertelement <2 x i16> %1887, i16 %1880, i32 1, !dbg !84
  %1889 = bitcast <2 x i16> %1888 to i32, !dbg !84
  %1890 = insertelement <2 x i16> undef, i16 %1881, i32 0, !dbg !84
  %1891 = insertelement <2 x i16> %1890, i16 %1882, i32 1, !dbg !84
  %1892 = bitcast <2 x i16> %1891 to i32, !dbg !84
  %1893 = insertelement <2 x i16> undef, i16 %1883, i32 0, !dbg !84
  %1894 = insertelement <2 x i16> %1893, i16 %1884, i32 1, !dbg !84
  %1895 = bitcast <2 x i16> %1894 to i32, !dbg !84
  %1896 = insertelement <2 x i16> undef, i16 %1885, i32 0, !dbg !84
  %1897 = insertelement <2 x i16> %1896, i16 %1886, i32 1, !dbg !84
  %1898 = bitcast <2 x i16> %1897 to i32, !dbg !84
  %1899 = insertelement <4 x i32> undef, i32 %1889, i32 0, !dbg !84
  %1900 = insertelement <4 x i32> %1899, i32 %1892, i32 1, !dbg !84
  %1901 = insertelement <4 x i32> %1900, i32 %1895, i32 2, !dbg !84
  %1902 = insertelement <4 x i32> %1901, i32 %1898, i32 3, !dbg !84
  store <4 x i32> %1902, ptr addrspace(3) %1846, align 16, !dbg !84
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !84
  %1903 = shl i32 %1425, 10, !dbg !84
  %1904 = shl i32 %1421, 5, !dbg !84
  %1905 = and i32 %34, 252, !dbg !84
  %1906 = shl i32 %1905, 2, !dbg !84
  %1907 = xor i32 %1903, %1904, !dbg !84
  %1908 = xor i32 %1907, %1906, !dbg !84
  %1909 = or disjoint i32 0, %1908, !dbg !84
  %1910 = xor i32 0, %1909, !dbg !84
  %1911 = xor i32 %1910, 0, !dbg !84
  %1912 = xor i32 %1911, 0, !dbg !84
  %1913 = add i32 %1912, 0, !dbg !84
  %1914 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1913, !dbg !84
  %1915 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1914), !dbg !84
  %1916 = extractvalue { i32, i32, i32, i32 } %1915, 0, !dbg !84
  %1917 = bitcast i32 %1916 to <2 x half>, !dbg !84
  %1918 = extractelement <2 x half> %1917, i32 0, !dbg !84
  %1919 = extractelement <2 x half> %1917, i32 1, !dbg !84
  %1920 = extractvalue { i32, i32, i32, i32 } %1915, 1, !dbg !84
  %1921 = bitcast i32 %1920 to <2 x half>, !dbg !84
  %1922 = extractelement <2 x half> %1921, i32 0, !dbg !84
  %1923 = extractelement <2 x half> %1921, i32 1, !dbg !84
  %1924 = extractvalue { i32, i32, i32, i32 } %1915, 2, !dbg !84
  %1925 = bitcast i32 %1924 to <2 x half>, !dbg !84
  %1926 = extractelement <2 x half> %1925, i32 0, !dbg !84
  %1927 = extractelement <2 x half> %1925, i32 1, !dbg !84
  %1928 = extractvalue { i32, i32, i32, i32 } %1915, 3, !dbg !84
  %1929 = bitcast i32 %1928 to <2 x half>, !dbg !84
  %1930 = extractelement <2 x half> %1929, i32 0, !dbg !84
  %1931 = extractelement <2 x half> %1929, i32 1, !dbg !84
  %1932 = add i32 %1912, 1024, !dbg !84
  %1933 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1932, !dbg !84
  %1934 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1933), !dbg !84
  %1935 = extractvalue { i32, i32, i32, i32 } %1934, 0, !dbg !84
  %1936 = bitcast i32 %1935 to <2 x half>, !dbg !84
  %1937 = extractelement <2 x half> %1936, i32 0, !dbg !84
  %1938 = extractelement <2 x half> %1936, i32 1, !dbg !84
  %1939 = extractvalue { i32, i32, i32, i32 } %1934, 1, !dbg !84
  %1940 = bitcast i32 %1939 to <2 x half>, !dbg !84
  %1941 = extractelement <2 x half> %1940, i32 0, !dbg !84
  %1942 = extractelement <2 x half> %1940, i32 1, !dbg !84
  %1943 = extractvalue { i32, i32, i32, i32 } %1934, 2, !dbg !84
  %1944 = bitcast i32 %1943 to <2 x half>, !dbg !84
  %1945 = extractelement <2 x half> %1944, i32 0, !dbg !84
  %1946 = extractelement <2 x half> %1944, i32 1, !dbg !84
  %1947 = extractvalue { i32, i32, i32, i32 } %1934, 3, !dbg !84
  %1948 = bitcast i32 %1947 to <2 x half>, !dbg !84
  %1949 = extractelement <2 x half> %1948, i32 0, !dbg !84
  %1950 = extractelement <2 x half> %1948, i32 1, !dbg !84
  %1951 = add i32 %1912, 2048, !dbg !84
  %1952 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1951, !dbg !84
  %1953 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1952), !dbg !84
  %1954 = extractvalue { i32, i32, i32, i32 } %1953, 0, !dbg !84
  %1955 = bitcast i32 %1954 to <2 x half>, !dbg !84
  %1956 = extractelement <2 x half> %1955, i32 0, !dbg !84
  %1957 = extractelement <2 x half> %1955, i32 1, !dbg !84
  %1958 = extractvalue { i32, i32, i32, i32 } %1953, 1, !dbg !84
  %1959 = bitcast i32 %1958 to <2 x half>, !dbg !84
  %1960 = extractelement <2 x half> %1959, i32 0, !dbg !84
  %1961 = extractelement <2 x half> %1959, i32 1, !dbg !84
  %1962 = extractvalue { i32, i32, i32, i32 } %1953, 2, !dbg !84
  %1963 = bitcast i32 %1962 to <2 x half>, !dbg !84
  %1964 = extractelement <2 x half> %1963, i32 0, !dbg !84
  %1965 = extractelement <2 x half> %1963, i32 1, !dbg !84
  %1966 = extractvalue { i32, i32, i32, i32 } %1953, 3, !dbg !84
  %1967 = bitcast i32 %1966 to <2 x half>, !dbg !84
  %1968 = extractelement <2 x half> %1967, i32 0, !dbg !84
  %1969 = extractelement <2 x half> %1967, i32 1, !dbg !84
  %1970 = add i32 %1912, 3072, !dbg !84
  %1971 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1970, !dbg !84
  %1972 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1971), !dbg !84
  %1973 = extractvalue { i32, i32, i32, i32 } %1972, 0, !dbg !84
  %1974 = bitcast i32 %1973 to <2 x half>, !dbg !84
  %1975 = extractelement <2 x half> %1974, i32 0, !dbg !84
  %1976 = extractelement <2 x half> %1974, i32 1, !dbg !84
  %1977 = extractvalue { i32, i32, i32, i32 } %1972, 1, !dbg !84
  %1978 = bitcast i32 %1977 to <2 x half>, !dbg !84
  %1979 = extractelement <2 x half> %1978, i32 0, !dbg !84
  %1980 = extractelement <2 x half> %1978, i32 1, !dbg !84
  %1981 = extractvalue { i32, i32, i32, i32 } %1972, 2, !dbg !84
  %1982 = bitcast i32 %1981 to <2 x half>, !dbg !84
  %1983 = extractelement <2 x half> %1982, i32 0, !dbg !84
  %1984 = extractelement <2 x half> %1982, i32 1, !dbg !84
  %1985 = extractvalue { i32, i32, i32, i32 } %1972, 3, !dbg !84
  %1986 = bitcast i32 %1985 to <2 x half>, !dbg !84
  %1987 = extractelement <2 x half> %1986, i32 0, !dbg !84
  %1988 = extractelement <2 x half> %1986, i32 1, !dbg !84
  %1989 = add i32 %1912, 4096, !dbg !84
  %1990 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %1989, !dbg !84
  %1991 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1990), !dbg !84
  %1992 = extractvalue { i32, i32, i32, i32 } %1991, 0, !dbg !84
  %1993 = bitcast i32 %1992 to <2 x half>, !dbg !84
  %1994 = extractelement <2 x half> %1993, i32 0, !dbg !84
  %1995 = extractelement <2 x half> %1993, i32 1, !dbg !84
  %1996 = extractvalue { i32, i32, i32, i32 } %1991, 1, !dbg !84
  %1997 = bitcast i32 %1996 to <2 x half>, !dbg !84
  %1998 = extractelement <2 x half> %1997, i32 0, !dbg !84
  %1999 = extractelement <2 x half> %1997, i32 1, !dbg !84
  %2000 = extractvalue { i32, i32, i32, i32 } %1991, 2, !dbg !84
  %2001 = bitcast i32 %2000 to <2 x half>, !dbg !84
  %2002 = extractelement <2 x half> %2001, i32 0, !dbg !84
  %2003 = extractelement <2 x half> %2001, i32 1, !dbg !84
  %2004 = extractvalue { i32, i32, i32, i32 } %1991, 3, !dbg !84
  %2005 = bitcast i32 %2004 to <2 x half>, !dbg !84
  %2006 = extractelement <2 x half> %2005, i32 0, !dbg !84
  %2007 = extractelement <2 x half> %2005, i32 1, !dbg !84
  %2008 = add i32 %1912, 5120, !dbg !84
  %2009 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %2008, !dbg !84
  %2010 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2009), !dbg !84
  %2011 = extractvalue { i32, i32, i32, i32 } %2010, 0, !dbg !84
  %2012 = bitcast i32 %2011 to <2 x half>, !dbg !84
  %2013 = extractelement <2 x half> %2012, i32 0, !dbg !84
  %2014 = extractelement <2 x half> %2012, i32 1, !dbg !84
  %2015 = extractvalue { i32, i32, i32, i32 } %2010, 1, !dbg !84
  %2016 = bitcast i32 %2015 to <2 x half>, !dbg !84
  %2017 = extractelement <2 x half> %2016, i32 0, !dbg !84
  %2018 = extractelement <2 x half> %2016, i32 1, !dbg !84
  %2019 = extractvalue { i32, i32, i32, i32 } %2010, 2, !dbg !84
  %2020 = bitcast i32 %2019 to <2 x half>, !dbg !84
  %2021 = extractelement <2 x half> %2020, i32 0, !dbg !84
  %2022 = extractelement <2 x half> %2020, i32 1, !dbg !84
  %2023 = extractvalue { i32, i32, i32, i32 } %2010, 3, !dbg !84
  %2024 = bitcast i32 %2023 to <2 x half>, !dbg !84
  %2025 = extractelement <2 x half> %2024, i32 0, !dbg !84
  %2026 = extractelement <2 x half> %2024, i32 1, !dbg !84
  %2027 = add i32 %1912, 6144, !dbg !84
  %2028 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %2027, !dbg !84
  %2029 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2028), !dbg !84
  %2030 = extractvalue { i32, i32, i32, i32 } %2029, 0, !dbg !84
  %2031 = bitcast i32 %2030 to <2 x half>, !dbg !84
  %2032 = extractelement <2 x half> %2031, i32 0, !dbg !84
  %2033 = extractelement <2 x half> %2031, i32 1, !dbg !84
  %2034 = extractvalue { i32, i32, i32, i32 } %2029, 1, !dbg !84
  %2035 = bitcast i32 %2034 to <2 x half>, !dbg !84
  %2036 = extractelement <2 x half> %2035, i32 0, !dbg !84
  %2037 = extractelement <2 x half> %2035, i32 1, !dbg !84
  %2038 = extractvalue { i32, i32, i32, i32 } %2029, 2, !dbg !84
  %2039 = bitcast i32 %2038 to <2 x half>, !dbg !84
  %2040 = extractelement <2 x half> %2039, i32 0, !dbg !84
  %2041 = extractelement <2 x half> %2039, i32 1, !dbg !84
  %2042 = extractvalue { i32, i32, i32, i32 } %2029, 3, !dbg !84
  %2043 = bitcast i32 %2042 to <2 x half>, !dbg !84
  %2044 = extractelement <2 x half> %2043, i32 0, !dbg !84
  %2045 = extractelement <2 x half> %2043, i32 1, !dbg !84
  %2046 = add i32 %1912, 7168, !dbg !84
  %2047 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %2046, !dbg !84
  %2048 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2047), !dbg !84
  %2049 = extractvalue { i32, i32, i32, i32 } %2048, 0, !dbg !84
  %2050 = bitcast i32 %2049 to <2 x half>, !dbg !84
  %2051 = extractelement <2 x half> %2050, i32 0, !dbg !84
  %2052 = extractelement <2 x half> %2050, i32 1, !dbg !84
  %2053 = extractvalue { i32, i32, i32, i32 } %2048, 1, !dbg !84
  %2054 = bitcast i32 %2053 to <2 x half>, !dbg !84
  %2055 = extractelement <2 x half> %2054, i32 0, !dbg !84
  %2056 = extractelement <2 x half> %2054, i32 1, !dbg !84
  %2057 = extractvalue { i32, i32, i32, i32 } %2048, 2, !dbg !84
  %2058 = bitcast i32 %2057 to <2 x half>, !dbg !84
  %2059 = extractelement <2 x half> %2058, i32 0, !dbg !84
  %2060 = extractelement <2 x half> %2058, i32 1, !dbg !84
  %2061 = extractvalue { i32, i32, i32, i32 } %2048, 3, !dbg !84
  %2062 = bitcast i32 %2061 to <2 x half>, !dbg !84
  %2063 = extractelement <2 x half> %2062, i32 0, !dbg !84
  %2064 = extractelement <2 x half> %2062, i32 1, !dbg !84
  %2065 = insertelement <2 x half> undef, half %1918, i32 0, !dbg !84
  %2066 = insertelement <2 x half> %2065, half %1919, i32 1, !dbg !84
  %2067 = bitcast <2 x half> %2066 to i32, !dbg !84
  %2068 = insertelement <2 x half> undef, half %1922, i32 0, !dbg !84
  %2069 = insertelement <2 x half> %2068, half %1923, i32 1, !dbg !84
  %2070 = bitcast <2 x half> %2069 to i32, !dbg !84
  %2071 = insertelement <2 x half> undef, half %1926, i32 0, !dbg !84
  %2072 = insertelement <2 x half> %2071, half %1927, i32 1, !dbg !84
  %2073 = bitcast <2 x half> %2072 to i32, !dbg !84
  %2074 = insertelement <2 x half> undef, half %1930, i32 0, !dbg !84
  %2075 = insertelement <2 x half> %2074, half %1931, i32 1, !dbg !84
  %2076 = bitcast <2 x half> %2075 to i32, !dbg !84
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %2067, i32 %2070, i32 %2073, i32 %2076, ptr addrspace(1) %1269, i1 %1285), !dbg !84
  %2077 = insertelement <2 x half> undef, half %1937, i32 0, !dbg !84
  %2078 = insertelement <2 x half> %2077, half %1938, i32 1, !dbg !84
  %2079 = bitcast <2 x half> %2078 to i32, !dbg !84
  %2080 = insertelement <2 x half> undef, half %1941, i32 0, !dbg !84
  %2081 = insertelement <2 x half> %2080, half %1942, i32 1, !dbg !84
  %2082 = bitcast <2 x half> %2081 to i32, !dbg !84
  %2083 = insertelement <2 x half> undef, half %1945, i32 0, !dbg !84
  %2084 = insertelement <2 x half> %2083, half %1946, i32 1, !dbg !84
  %2085 = bitcast <2 x half> %2084 to i32, !dbg !84
  %2086 = insertelement <2 x half> undef, half %1949, i32 0, !dbg !84
  %2087 = insertelement <2 x half> %2086, half %1950, i32 1, !dbg !84
  %2088 = bitcast <2 x half> %2087 to i32, !dbg !84
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %2079, i32 %2082, i32 %2085, i32 %2088, ptr addrspace(1) %1270, i1 %1286), !dbg !84
  %2089 = insertelement <2 x half> undef, half %1956, i32 0, !dbg !84
  %2090 = insertelement <2 x half> %2089, half %1957, i32 1, !dbg !84
  %2091 = bitcast <2 x half> %2090 to i32, !dbg !84
  %2092 = insertelement <2 x half> undef, half %1960, i32 0, !dbg !84
  %2093 = insertelement <2 x half> %2092, half %1961, i32 1, !dbg !84
  %2094 = bitcast <2 x half> %2093 to i32, !dbg !84
  %2095 = insertelement <2 x half> undef, half %1964, i32 0, !dbg !84
  %2096 = insertelement <2 x half> %2095, half %1965, i32 1, !dbg !84
  %2097 = bitcast <2 x half> %2096 to i32, !dbg !84
  %2098 = insertelement <2 x half> undef, half %1968, i32 0, !dbg !84
  %2099 = insertelement <2 x half> %2098, half %1969, i32 1, !dbg !84
  %2100 = bitcast <2 x half> %2099 to i32, !dbg !84
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %2091, i32 %2094, i32 %2097, i32 %2100, ptr addrspace(1) %1271, i1 %1287), !dbg !84
  %2101 = insertelement <2 x half> undef, half %1975, i32 0, !dbg !84
  %2102 = insertelement <2 x half> %2101, half %1976, i32 1, !dbg !84
  %2103 = bitcast <2 x half> %2102 to i32, !dbg !84
  %2104 = insertelement <2 x half> undef, half %1979, i32 0, !dbg !84
  %2105 = insertelement <2 x half> %2104, half %1980, i32 1, !dbg !84
  %2106 = bitcast <2 x half> %2105 to i32, !dbg !84
  %2107 = insertelement <2 x half> undef, half %1983, i32 0, !dbg !84
  %2108 = insertelement <2 x half> %2107, half %1984, i32 1, !dbg !84
  %2109 = bitcast <2 x half> %2108 to i32, !dbg !84
  %2110 = insertelement <2 x half> undef, half %1987, i32 0, !dbg !84
  %2111 = insertelement <2 x half> %2110, half %1988, i32 1, !dbg !84
  %2112 = bitcast <2 x half> %2111 to i32, !dbg !84
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %2103, i32 %2106, i32 %2109, i32 %2112, ptr addrspace(1) %1272, i1 %1288), !dbg !84
  %2113 = insertelement <2 x half> undef, half %1994, i32 0, !dbg !84
  %2114 = insertelement <2 x half> %2113, half %1995, i32 1, !dbg !84
  %2115 = bitcast <2 x half> %2114 to i32, !dbg !84
  %2116 = insertelement <2 x half> undef, half %1998, i32 0, !dbg !84
  %2117 = insertelement <2 x half> %2116, half %1999, i32 1, !dbg !84
  %2118 = bitcast <2 x half> %2117 to i32, !dbg !84
  %2119 = insertelement <2 x half> undef, half %2002, i32 0, !dbg !84
  %2120 = insertelement <2 x half> %2119, half %2003, i32 1, !dbg !84
  %2121 = bitcast <2 x half> %2120 to i32, !dbg !84
  %2122 = insertelement <2 x half> undef, half %2006, i32 0, !dbg !84
  %2123 = insertelement <2 x half> %2122, half %2007, i32 1, !dbg !84
  %2124 = bitcast <2 x half> %2123 to i32, !dbg !84
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %2115, i32 %2118, i32 %2121, i32 %2124, ptr addrspace(1) %1273, i1 %1289), !dbg !84
  %2125 = insertelement <2 x half> undef, half %2013, i32 0, !dbg !84
  %2126 = insertelement <2 x half> %2125, half %2014, i32 1, !dbg !84
  %2127 = bitcast <2 x half> %2126 to i32, !dbg !84
  %2128 = insertelement <2 x half> undef, half %2017, i32 0, !dbg !84
  %2129 = insertelement <2 x half> %2128, half %2018, i32 1, !dbg !84
  %2130 = bitcast <2 x half> %2129 to i32, !dbg !84
  %2131 = insertelement <2 x half> undef, half %2021, i32 0, !dbg !84
  %2132 = insertelement <2 x half> %2131, half %2022, i32 1, !dbg !84
  %2133 = bitcast <2 x half> %2132 to i32, !dbg !84
  %2134 = insertelement <2 x half> undef, half %2025, i32 0, !dbg !84
  %2135 = insertelement <2 x half> %2134, half %2026, i32 1, !dbg !84
  %2136 = bitcast <2 x half> %2135 to i32, !dbg !84
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %2127, i32 %2130, i32 %2133, i32 %2136, ptr addrspace(1) %1274, i1 %1290), !dbg !84
  %2137 = insertelement <2 x half> undef, half %2032, i32 0, !dbg !84
  %2138 = insertelement <2 x half> %2137, half %2033, i32 1, !dbg !84
  %2139 = bitcast <2 x half> %2138 to i32, !dbg !84
  %2140 = insertelement <2 x half> undef, half %2036, i32 0, !dbg !84
  %2141 = insertelement <2 x half> %2140, half %2037, i32 1, !dbg !84
  %2142 = bitcast <2 x half> %2141 to i32, !dbg !84
  %2143 = insertelement <2 x half> undef, half %2040, i32 0, !dbg !84
  %2144 = insertelement <2 x half> %2143, half %2041, i32 1, !dbg !84
  %2145 = bitcast <2 x half> %2144 to i32, !dbg !84
  %2146 = insertelement <2 x half> undef, half %2044, i32 0, !dbg !84
  %2147 = insertelement <2 x half> %2146, half %2045, i32 1, !dbg !84
  %2148 = bitcast <2 x half> %2147 to i32, !dbg !84
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %2139, i32 %2142, i32 %2145, i32 %2148, ptr addrspace(1) %1275, i1 %1291), !dbg !84
  %2149 = insertelement <2 x half> undef, half %2051, i32 0, !dbg !84
  %2150 = insertelement <2 x half> %2149, half %2052, i32 1, !dbg !84
  %2151 = bitcast <2 x half> %2150 to i32, !dbg !84
  %2152 = insertelement <2 x half> undef, half %2055, i32 0, !dbg !84
  %2153 = insertelement <2 x half> %2152, half %2056, i32 1, !dbg !84
  %2154 = bitcast <2 x half> %2153 to i32, !dbg !84
  %2155 = insertelement <2 x half> undef, half %2059, i32 0, !dbg !84
  %2156 = insertelement <2 x half> %2155, half %2060, i32 1, !dbg !84
  %2157 = bitcast <2 x half> %2156 to i32, !dbg !84
  %2158 = insertelement <2 x half> undef, half %2063, i32 0, !dbg !84
  %2159 = insertelement <2 x half> %2158, half %2064, i32 1, !dbg !84
  %2160 = bitcast <2 x half> %2159 to i32, !dbg !84
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %2151, i32 %2154, i32 %2157, i32 %2160, ptr addrspace(1) %1276, i1 %1292), !dbg !84
  ret void, !dbg !85
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #6

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #6

attributes #0 = { "nvvm.reqntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: read) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.py", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "matmul_f16", linkageName: "matmul_f16", scope: !1, file: !1, line: 32, type: !4, scopeLine: 32, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DISubroutineType(cc: DW_CC_normal, types: !5)
!5 = !{}
!6 = !DILocalVariable(name: "rm", scope: !3, file: !7, type: !8)
!7 = !DIFile(filename: "<unknown>", directory: "<unknown>")
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 36, column: 35, scope: !3)
!10 = !DILocation(line: 22, column: 24, scope: !11, inlinedAt: !12)
!11 = distinct !DILexicalBlockFile(scope: !3, file: !1, discriminator: 0)
!12 = !DILocation(line: 35, column: 39, scope: !11)
!13 = !DILocation(line: 43, column: 17, scope: !14, inlinedAt: !16)
!14 = distinct !DILexicalBlockFile(scope: !3, file: !15, discriminator: 0)
!15 = !DIFile(filename: "standard.py", directory: "triton/language")
!16 = !DILocation(line: 23, column: 25, scope: !11, inlinedAt: !12)
!17 = !DILocation(line: 43, column: 30, scope: !14, inlinedAt: !16)
!18 = !DILocation(line: 43, column: 17, scope: !14, inlinedAt: !19)
!19 = !DILocation(line: 24, column: 25, scope: !11, inlinedAt: !12)
!20 = !DILocation(line: 43, column: 30, scope: !14, inlinedAt: !19)
!21 = !DILocation(line: 25, column: 23, scope: !11, inlinedAt: !12)
!22 = !DILocation(line: 26, column: 22, scope: !11, inlinedAt: !12)
!23 = !DILocation(line: 26, column: 34, scope: !11, inlinedAt: !12)
!24 = !DILocation(line: 27, column: 25, scope: !11, inlinedAt: !12)
!25 = !DILocation(line: 27, column: 34, scope: !11, inlinedAt: !12)
!26 = !DILocation(line: 28, column: 28, scope: !11, inlinedAt: !12)
!27 = !DILocation(line: 28, column: 40, scope: !11, inlinedAt: !12)
!28 = !DILocation(line: 28, column: 21, scope: !11, inlinedAt: !12)
!29 = !DILocation(line: 28, column: 66, scope: !11, inlinedAt: !12)
!30 = !DILocation(line: 36, column: 17, scope: !3)
!31 = !DILocation(line: 36, column: 22, scope: !3)
!32 = !DILocation(line: 37, column: 17, scope: !3)
!33 = !DILocalVariable(name: "rn", scope: !3, file: !7, type: !8)
!34 = !DILocation(line: 37, column: 22, scope: !3)
!35 = !DILocation(line: 39, column: 31, scope: !3)
!36 = !DILocalVariable(name: "a_ptrs", scope: !3, file: !7, type: !8)
!37 = !DILocation(line: 39, column: 17, scope: !3)
!38 = !DILocalVariable(name: "a_ptrs", scope: !3, file: !7, type: !39)
!39 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!40 = !DILocation(line: 39, column: 46, scope: !3)
!41 = !DILocation(line: 39, column: 43, scope: !3)
!42 = !DILocation(line: 40, column: 31, scope: !3)
!43 = !DILocalVariable(name: "b_ptrs", scope: !3, file: !7, type: !8)
!44 = !DILocation(line: 40, column: 17, scope: !3)
!45 = !DILocalVariable(name: "b_ptrs", scope: !3, file: !7, type: !39)
!46 = !DILocation(line: 40, column: 43, scope: !3)
!47 = !DILocation(line: 43, column: 48, scope: !3)
!48 = !DILocalVariable(name: "a", scope: !3, file: !7, type: !49)
!49 = !DIBasicType(name: "bool", size: 1, encoding: DW_ATE_boolean)
!50 = !DILocation(line: 44, column: 72, scope: !3)
!51 = !DILocalVariable(name: "b", scope: !3, file: !7, type: !49)
!52 = !DILocation(line: 47, column: 23, scope: !3)
!53 = !DILocalVariable(name: "b", scope: !3, file: !7, type: !39)
!54 = !DILocation(line: 44, column: 20, scope: !3)
!55 = !DILocation(line: 42, column: 25, scope: !3)
!56 = !DILocalVariable(name: "acc", scope: !3, file: !7, type: !49)
!57 = !DILocation(line: 43, column: 68, scope: !3)
!58 = !DILocation(line: 43, column: 54, scope: !3)
!59 = !DILocalVariable(name: "a", scope: !3, file: !7, type: !8)
!60 = !DILocation(line: 43, column: 20, scope: !3)
!61 = !DILocalVariable(name: "a", scope: !3, file: !7, type: !39)
!62 = !DILocation(line: 44, column: 48, scope: !3)
!63 = !DILocation(line: 44, column: 58, scope: !3)
!64 = !DILocalVariable(name: "b", scope: !3, file: !7, type: !8)
!65 = !DILocation(line: 46, column: 18, scope: !3)
!66 = !DILocation(line: 47, column: 18, scope: !3)
!67 = !DILocation(line: 43, column: 72, scope: !3)
!68 = !DILocation(line: 41, column: 19, scope: !3)
!69 = !DILocalVariable(name: "acc", scope: !3, file: !7, type: !8)
!70 = !DILocation(line: 45, column: 27, scope: !3)
!71 = !DILocalVariable(name: "acc", scope: !3, file: !7, type: !72)
!72 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!73 = !DILocalVariable(name: "acc", scope: !3, file: !7, type: !74)
!74 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!75 = !DILocalVariable(name: "acc", scope: !3, file: !7, type: !39)
!76 = !DILocation(line: 48, column: 31, scope: !3)
!77 = !DILocalVariable(name: "c_ptrs", scope: !3, file: !7, type: !8)
!78 = !DILocation(line: 48, column: 17, scope: !3)
!79 = !DILocalVariable(name: "c_ptrs", scope: !3, file: !7, type: !39)
!80 = !DILocation(line: 48, column: 43, scope: !3)
!81 = !DILocation(line: 49, column: 61, scope: !3)
!82 = !DILocation(line: 49, column: 67, scope: !3)
!83 = !DILocation(line: 49, column: 28, scope: !3)
!84 = !DILocation(line: 49, column: 21, scope: !3)
!85 = !DILocation(line: 49, column: 4, scope: !3)
