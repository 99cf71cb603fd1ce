; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@global_smem = external addrspace(3) global [0 x i8], align 16

declare float @__nv_sqrtf(float)

define ptx_kernel void @layernorm(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr addrspace(1) %7, ptr addrspace(1) %8) #0 {
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 255
  %13 = urem i32 %12, 32
  %14 = udiv i32 %12, 32
  %15 = shl i32 %13, 0
  %16 = or i32 0, %15
  %17 = shl i32 %14, 5
  %18 = or i32 %16, %17
  %19 = or i32 %18, 0
  %20 = and i32 %19, 255
  %21 = shl i32 %20, 2
  %22 = or disjoint i32 %21, 0
  %23 = xor i32 0, %22
  %24 = xor i32 %23, 0
  %25 = add i32 %24, 0
  %26 = icmp slt i32 %25, %5
  %27 = mul i32 %10, %4
  %28 = getelementptr half, ptr addrspace(1) %0, i32 %27
  %29 = getelementptr half, ptr addrspace(1) %28, i32 %25
  %30 = call { i32, i32 } asm sideeffect "mov.u32 $0, $2;\0A\09mov.u32 $1, $3;\0A\09@$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %29, i1 %26)
  %31 = extractvalue { i32, i32 } %30, 0
  %32 = bitcast i32 %31 to <2 x half>
  %33 = extractvalue { i32, i32 } %30, 1
  %34 = bitcast i32 %33 to <2 x half>
  %35 = extractelement <2 x half> %32, i32 0
  %36 = extractelement <2 x half> %32, i32 1
  %37 = extractelement <2 x half> %34, i32 0
  %38 = extractelement <2 x half> %34, i32 1
  %39 = fpext half %35 to float
  %40 = fpext half %36 to float
  %41 = fpext half %37 to float
  %42 = fpext half %38 to float
  %43 = fadd float %39, %40
  %44 = fadd float %43, %41
  %45 = fadd float %44, %42
  %46 = bitcast float %45 to i32
  %47 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 16, i32 31)
  %48 = bitcast i32 %47 to float
  %49 = fadd float %45, %48
  %50 = bitcast float %49 to i32
  %51 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 8, i32 31)
  %52 = bitcast i32 %51 to float
  %53 = fadd float %49, %52
  %54 = bitcast float %53 to i32
  %55 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 4, i32 31)
  %56 = bitcast i32 %55 to float
  %57 = fadd float %53, %56
  %58 = bitcast float %57 to i32
  %59 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 2, i32 31)
  %60 = bitcast i32 %59 to float
  %61 = fadd float %57, %60
  %62 = bitcast float %61 to i32
  %63 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 1, i32 31)
  %64 = bitcast i32 %63 to float
  %65 = fadd float %61, %64
  %66 = urem i32 %13, 32
  %67 = urem i32 %14, 8
  %68 = icmp eq i32 %66, 0
  %69 = and i1 true, %68
  %70 = getelementptr float, ptr addrspace(3) @global_smem, i32 %67
  %71 = insertelement <1 x float> undef, float %65, i32 0
  %72 = extractelement <1 x float> %71, i32 0
  %73 = bitcast float %72 to i32
  %74 = insertelement <1 x i32> undef, i32 %73, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %70, <1 x i32> %74, i1 %69)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = icmp slt i32 %12, 8
  %76 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12
  %77 = call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %76, i1 %75)
  %78 = insertelement <1 x i32> undef, i32 %77, i32 0
  %79 = extractelement <1 x i32> %78, i32 0
  %80 = bitcast i32 %79 to float
  %81 = insertelement <1 x float> undef, float %80, i32 0
  %82 = extractelement <1 x float> %81, i32 0
  %83 = bitcast float %82 to i32
  %84 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 4, i32 31)
  %85 = bitcast i32 %84 to float
  %86 = fadd float %82, %85
  %87 = bitcast float %86 to i32
  %88 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 2, i32 31)
  %89 = bitcast i32 %88 to float
  %90 = fadd float %86, %89
  %91 = bitcast float %90 to i32
  %92 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 1, i32 31)
  %93 = bitcast i32 %92 to float
  %94 = fadd float %90, %93
  %95 = urem i32 %13, 8
  %96 = icmp eq i32 %95, 0
  %97 = and i1 %75, %96
  %98 = insertelement <1 x float> undef, float %94, i32 0
  %99 = extractelement <1 x float> %98, i32 0
  %100 = bitcast float %99 to i32
  %101 = insertelement <1 x i32> undef, i32 %100, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %76, <1 x i32> %101, i1 %97)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = load float, ptr addrspace(3) @global_smem, align 4
  %103 = sitofp i32 %5 to float
  %104 = call float @llvm.nvvm.div.full(float %102, float %103)
  %105 = fsub float %39, %104
  %106 = fsub float %40, %104
  %107 = fsub float %41, %104
  %108 = fsub float %42, %104
  %109 = select i1 %26, float %105, float 0.000000e+00
  %110 = select i1 %26, float %106, float 0.000000e+00
  %111 = select i1 %26, float %107, float 0.000000e+00
  %112 = select i1 %26, float %108, float 0.000000e+00
  %113 = fmul float %109, %109
  %114 = fmul float %110, %110
  %115 = fmul float %111, %111
  %116 = fmul float %112, %112
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %117 = fadd float %113, %114
  %118 = fadd float %117, %115
  %119 = fadd float %118, %116
  %120 = bitcast float %119 to i32
  %121 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 16, i32 31)
  %122 = bitcast i32 %121 to float
  %123 = fadd float %119, %122
  %124 = bitcast float %123 to i32
  %125 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %124, i32 8, i32 31)
  %126 = bitcast i32 %125 to float
  %127 = fadd float %123, %126
  %128 = bitcast float %127 to i32
  %129 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 4, i32 31)
  %130 = bitcast i32 %129 to float
  %131 = fadd float %127, %130
  %132 = bitcast float %131 to i32
  %133 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %132, i32 2, i32 31)
  %134 = bitcast i32 %133 to float
  %135 = fadd float %131, %134
  %136 = bitcast float %135 to i32
  %137 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 1, i32 31)
  %138 = bitcast i32 %137 to float
  %139 = fadd float %135, %138
  %140 = insertelement <1 x float> undef, float %139, i32 0
  %141 = extractelement <1 x float> %140, i32 0
  %142 = bitcast float %141 to i32
  %143 = insertelement <1 x i32> undef, i32 %142, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %70, <1 x i32> %143, i1 %69)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %144 = call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %76, i1 %75)
  %145 = insertelement <1 x i32> undef, i32 %144, i32 0
  %146 = extractelement <1 x i32> %145, i32 0
  %147 = bitcast i32 %146 to float
  %148 = insertelement <1 x float> undef, float %147, i32 0
  %149 = extractelement <1 x float> %148, i32 0
  %150 = bitcast float %149 to i32
  %151 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 4, i32 31)
  %152 = bitcast i32 %151 to float
  %153 = fadd float %149, %152
  %154 = bitcast float %153 to i32
  %155 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 2, i32 31)
  %156 = bitcast i32 %155 to float
  %157 = fadd float %153, %156
  %158 = bitcast float %157 to i32
  %159 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %158, i32 1, i32 31)
  %160 = bitcast i32 %159 to float
  %161 = fadd float %157, %160
  %162 = insertelement <1 x float> undef, float %161, i32 0
  %163 = extractelement <1 x float> %162, i32 0
  %164 = bitcast float %163 to i32
  %165 = insertelement <1 x i32> undef, i32 %164, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %76, <1 x i32> %165, i1 %97)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %166 = load float, ptr addrspace(3) @global_smem, align 4
  %167 = call float @llvm.nvvm.div.full(float %166, float %103)
  %168 = fadd float %167, %6
  %169 = call float @__nv_sqrtf(float %168)
  %170 = call float @llvm.nvvm.div.full(float 1.000000e+00, float %169)
  %171 = getelementptr half, ptr addrspace(1) %2, i32 %25
  %172 = call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09@$3 ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l,b"(ptr addrspace(1) %171, i1 %26)
  %173 = extractvalue { i32, i32 } %172, 0
  %174 = bitcast i32 %173 to <2 x half>
  %175 = extractvalue { i32, i32 } %172, 1
  %176 = bitcast i32 %175 to <2 x half>
  %177 = extractelement <2 x half> %174, i32 0
  %178 = extractelement <2 x half> %174, i32 1
  %179 = extractelement <2 x half> %176, i32 0
  %180 = extractelement <2 x half> %176, i32 1
  %181 = getelementptr half, ptr addrspace(1) %3, i32 %25
  %182 = call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09@$3 ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l,b"(ptr addrspace(1) %181, i1 %26)
  %183 = extractvalue { i32, i32 } %182, 0
  %184 = bitcast i32 %183 to <2 x half>
  %185 = extractvalue { i32, i32 } %182, 1
  %186 = bitcast i32 %185 to <2 x half>
  %187 = extractelement <2 x half> %184, i32 0
  %188 = extractelement <2 x half> %184, i32 1
  %189 = extractelement <2 x half> %186, i32 0
  %190 = extractelement <2 x half> %186, i32 1
  %191 = getelementptr half, ptr addrspace(1) %1, i32 %27
  %192 = getelementptr half, ptr addrspace(1) %191, i32 %25
  %193 = fmul float %109, %170
  %194 = fmul float %110, %170
  %195 = fmul float %111, %170
  %196 = fmul float %112, %170
  %197 = fpext half %177 to float
  %198 = fpext half %178 to float
  %199 = fpext half %179 to float
  %200 = fpext half %180 to float
  %201 = fmul float %193, %197
  %202 = fmul float %194, %198
  %203 = fmul float %195, %199
  %204 = fmul float %196, %200
  %205 = fpext half %187 to float
  %206 = fpext half %188 to float
  %207 = fpext half %189 to float
  %208 = fpext half %190 to float
  %209 = fadd float %201, %205
  %210 = fadd float %202, %206
  %211 = fadd float %203, %207
  %212 = fadd float %204, %208
  %213 = fptrunc float %209 to half
  %214 = fptrunc float %210 to half
  %215 = fptrunc float %211 to half
  %216 = fptrunc float %212 to half
  %217 = insertelement <2 x half> undef, half %213, i32 0
  %218 = insertelement <2 x half> %217, half %214, i32 1
  %219 = bitcast <2 x half> %218 to i32
  %220 = insertelement <2 x half> undef, half %215, i32 0
  %221 = insertelement <2 x half> %220, half %216, i32 1
  %222 = bitcast <2 x half> %221 to i32
  call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %219, i32 %222, ptr addrspace(1) %192, i1 %26)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

attributes #0 = { "nvvm.reqntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
