; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @softmax(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) %5, ptr addrspace(1) %6) #0 {
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
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
  %26 = icmp slt i32 %24, %4
  %27 = icmp slt i32 %25, %4
  %28 = mul i32 %8, %2
  %29 = getelementptr float, ptr addrspace(1) %1, i32 %28
  %30 = getelementptr float, ptr addrspace(1) %29, i32 %24
  %31 = getelementptr float, ptr addrspace(1) %29, i32 %25
  %32 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 -8388608, i32 -8388608, i32 -8388608, i32 -8388608, ptr addrspace(1) %30, i1 %26)
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
  %45 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 -8388608, i32 -8388608, i32 -8388608, i32 -8388608, ptr addrspace(1) %31, i1 %27)
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
  %58 = call float @llvm.maxnum.f32(float %41, float %42)
  %59 = call float @llvm.maxnum.f32(float %58, float %43)
  %60 = call float @llvm.maxnum.f32(float %59, float %44)
  %61 = call float @llvm.maxnum.f32(float %60, float %54)
  %62 = call float @llvm.maxnum.f32(float %61, float %55)
  %63 = call float @llvm.maxnum.f32(float %62, float %56)
  %64 = call float @llvm.maxnum.f32(float %63, float %57)
  %65 = bitcast float %64 to i32
  %66 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 16, i32 31)
  %67 = bitcast i32 %66 to float
  %68 = call float @llvm.maxnum.f32(float %64, float %67)
  %69 = bitcast float %68 to i32
  %70 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 8, i32 31)
  %71 = bitcast i32 %70 to float
  %72 = call float @llvm.maxnum.f32(float %68, float %71)
  %73 = bitcast float %72 to i32
  %74 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 4, i32 31)
  %75 = bitcast i32 %74 to float
  %76 = call float @llvm.maxnum.f32(float %72, float %75)
  %77 = bitcast float %76 to i32
  %78 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 2, i32 31)
  %79 = bitcast i32 %78 to float
  %80 = call float @llvm.maxnum.f32(float %76, float %79)
  %81 = bitcast float %80 to i32
  %82 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 1, i32 31)
  %83 = bitcast i32 %82 to float
  %84 = call float @llvm.maxnum.f32(float %80, float %83)
  %85 = urem i32 %11, 32
  %86 = urem i32 %12, 4
  %87 = icmp eq i32 %85, 0
  %88 = and i1 true, %87
  %89 = getelementptr float, ptr addrspace(3) @global_smem, i32 %86
  %90 = insertelement <1 x float> undef, float %84, i32 0
  %91 = extractelement <1 x float> %90, i32 0
  %92 = bitcast float %91 to i32
  %93 = insertelement <1 x i32> undef, i32 %92, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %89, <1 x i32> %93, i1 %88)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %94 = icmp slt i32 %10, 4
  %95 = getelementptr float, ptr addrspace(3) @global_smem, i32 %10
  %96 = call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %95, i1 %94)
  %97 = insertelement <1 x i32> undef, i32 %96, i32 0
  %98 = extractelement <1 x i32> %97, i32 0
  %99 = bitcast i32 %98 to float
  %100 = insertelement <1 x float> undef, float %99, i32 0
  %101 = extractelement <1 x float> %100, i32 0
  %102 = bitcast float %101 to i32
  %103 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 2, i32 31)
  %104 = bitcast i32 %103 to float
  %105 = call float @llvm.maxnum.f32(float %101, float %104)
  %106 = bitcast float %105 to i32
  %107 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 1, i32 31)
  %108 = bitcast i32 %107 to float
  %109 = call float @llvm.maxnum.f32(float %105, float %108)
  %110 = urem i32 %11, 4
  %111 = icmp eq i32 %110, 0
  %112 = and i1 %94, %111
  %113 = insertelement <1 x float> undef, float %109, i32 0
  %114 = extractelement <1 x float> %113, i32 0
  %115 = bitcast float %114 to i32
  %116 = insertelement <1 x i32> undef, i32 %115, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %95, <1 x i32> %116, i1 %112)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %117 = load float, ptr addrspace(3) @global_smem, align 4
  %118 = fsub float %41, %117
  %119 = fsub float %42, %117
  %120 = fsub float %43, %117
  %121 = fsub float %44, %117
  %122 = fsub float %54, %117
  %123 = fsub float %55, %117
  %124 = fsub float %56, %117
  %125 = fsub float %57, %117
  %126 = fmul float %118, 0x3FF7154760000000
  %127 = call float @llvm.nvvm.ex2.approx.f(float %126)
  %128 = fmul float %119, 0x3FF7154760000000
  %129 = call float @llvm.nvvm.ex2.approx.f(float %128)
  %130 = fmul float %120, 0x3FF7154760000000
  %131 = call float @llvm.nvvm.ex2.approx.f(float %130)
  %132 = fmul float %121, 0x3FF7154760000000
  %133 = call float @llvm.nvvm.ex2.approx.f(float %132)
  %134 = fmul float %122, 0x3FF7154760000000
  %135 = call float @llvm.nvvm.ex2.approx.f(float %134)
  %136 = fmul float %123, 0x3FF7154760000000
  %137 = call float @llvm.nvvm.ex2.approx.f(float %136)
  %138 = fmul float %124, 0x3FF7154760000000
  %139 = call float @llvm.nvvm.ex2.approx.f(float %138)
  %140 = fmul float %125, 0x3FF7154760000000
  %141 = call float @llvm.nvvm.ex2.approx.f(float %140)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %142 = fadd float %127, %129
  %143 = fadd float %142, %131
  %144 = fadd float %143, %133
  %145 = fadd float %144, %135
  %146 = fadd float %145, %137
  %147 = fadd float %146, %139
  %148 = fadd float %147, %141
  %149 = bitcast float %148 to i32
  %150 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %149, i32 16, i32 31)
  %151 = bitcast i32 %150 to float
  %152 = fadd float %148, %151
  %153 = bitcast float %152 to i32
  %154 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 8, i32 31)
  %155 = bitcast i32 %154 to float
  %156 = fadd float %152, %155
  %157 = bitcast float %156 to i32
  %158 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 4, i32 31)
  %159 = bitcast i32 %158 to float
  %160 = fadd float %156, %159
  %161 = bitcast float %160 to i32
  %162 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %161, i32 2, i32 31)
  %163 = bitcast i32 %162 to float
  %164 = fadd float %160, %163
  %165 = bitcast float %164 to i32
  %166 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %165, i32 1, i32 31)
  %167 = bitcast i32 %166 to float
  %168 = fadd float %164, %167
  %169 = insertelement <1 x float> undef, float %168, i32 0
  %170 = extractelement <1 x float> %169, i32 0
  %171 = bitcast float %170 to i32
  %172 = insertelement <1 x i32> undef, i32 %171, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %89, <1 x i32> %172, i1 %88)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %173 = call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %95, i1 %94)
  %174 = insertelement <1 x i32> undef, i32 %173, i32 0
  %175 = extractelement <1 x i32> %174, i32 0
  %176 = bitcast i32 %175 to float
  %177 = insertelement <1 x float> undef, float %176, i32 0
  %178 = extractelement <1 x float> %177, i32 0
  %179 = bitcast float %178 to i32
  %180 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %179, i32 2, i32 31)
  %181 = bitcast i32 %180 to float
  %182 = fadd float %178, %181
  %183 = bitcast float %182 to i32
  %184 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %183, i32 1, i32 31)
  %185 = bitcast i32 %184 to float
  %186 = fadd float %182, %185
  %187 = insertelement <1 x float> undef, float %186, i32 0
  %188 = extractelement <1 x float> %187, i32 0
  %189 = bitcast float %188 to i32
  %190 = insertelement <1 x i32> undef, i32 %189, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %95, <1 x i32> %190, i1 %112)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %191 = load float, ptr addrspace(3) @global_smem, align 4
  %192 = mul i32 %8, %3
  %193 = getelementptr float, ptr addrspace(1) %0, i32 %192
  %194 = getelementptr float, ptr addrspace(1) %193, i32 %24
  %195 = getelementptr float, ptr addrspace(1) %193, i32 %25
  %196 = call float @llvm.nvvm.div.full(float %127, float %191)
  %197 = call float @llvm.nvvm.div.full(float %129, float %191)
  %198 = call float @llvm.nvvm.div.full(float %131, float %191)
  %199 = call float @llvm.nvvm.div.full(float %133, float %191)
  %200 = call float @llvm.nvvm.div.full(float %135, float %191)
  %201 = call float @llvm.nvvm.div.full(float %137, float %191)
  %202 = call float @llvm.nvvm.div.full(float %139, float %191)
  %203 = call float @llvm.nvvm.div.full(float %141, float %191)
  %204 = insertelement <1 x float> undef, float %196, i32 0
  %205 = bitcast <1 x float> %204 to i32
  %206 = insertelement <1 x float> undef, float %197, i32 0
  %207 = bitcast <1 x float> %206 to i32
  %208 = insertelement <1 x float> undef, float %198, i32 0
  %209 = bitcast <1 x float> %208 to i32
  %210 = insertelement <1 x float> undef, float %199, i32 0
  %211 = bitcast <1 x float> %210 to i32
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %205, i32 %207, i32 %209, i32 %211, ptr addrspace(1) %194, i1 %26)
  %212 = insertelement <1 x float> undef, float %200, i32 0
  %213 = bitcast <1 x float> %212 to i32
  %214 = insertelement <1 x float> undef, float %201, i32 0
  %215 = bitcast <1 x float> %214 to i32
  %216 = insertelement <1 x float> undef, float %202, i32 0
  %217 = bitcast <1 x float> %216 to i32
  %218 = insertelement <1 x float> undef, float %203, i32 0
  %219 = bitcast <1 x float> %218 to i32
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %213, i32 %215, i32 %217, i32 %219, ptr addrspace(1) %195, i1 %27)
  ret void
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

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
