; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @row_sum(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) %4, ptr addrspace(1) %5) #0 {
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, 16
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 127
  %11 = urem i32 %10, 32
  %12 = udiv i32 %10, 32
  %13 = shl i32 %11, 0
  %14 = or i32 0, %13
  %15 = shl i32 %12, 5
  %16 = or i32 %14, %15
  %17 = or i32 %16, 0
  %18 = and i32 %17, 64
  %19 = icmp eq i32 %18, 0
  %20 = select i1 %19, i32 0, i32 1
  %21 = or disjoint i32 %20, 0
  %22 = xor i32 0, %21
  %23 = xor i32 %22, 0
  %24 = xor i32 %22, 2
  %25 = xor i32 %22, 4
  %26 = xor i32 %22, 6
  %27 = xor i32 %22, 8
  %28 = xor i32 %22, 10
  %29 = xor i32 %22, 12
  %30 = xor i32 %22, 14
  %31 = add i32 %23, 0
  %32 = add i32 %24, 0
  %33 = add i32 %25, 0
  %34 = add i32 %26, 0
  %35 = add i32 %27, 0
  %36 = add i32 %28, 0
  %37 = add i32 %29, 0
  %38 = add i32 %30, 0
  %39 = and i32 %17, 15
  %40 = lshr i32 %39, 0
  %41 = or disjoint i32 %40, 0
  %42 = xor i32 0, %41
  %43 = xor i32 %42, 0
  %44 = add i32 %43, 0
  %45 = add i32 %8, %31
  %46 = add i32 %8, %32
  %47 = add i32 %8, %33
  %48 = add i32 %8, %34
  %49 = add i32 %8, %35
  %50 = add i32 %8, %36
  %51 = add i32 %8, %37
  %52 = add i32 %8, %38
  %53 = add i32 %8, %44
  %54 = and i32 %17, 63
  %55 = shl i32 %54, 2
  %56 = or disjoint i32 %55, 0
  %57 = xor i32 0, %56
  %58 = xor i32 %57, 0
  %59 = xor i32 %57, 1
  %60 = xor i32 %57, 2
  %61 = xor i32 %57, 3
  %62 = add i32 %58, 0
  %63 = add i32 %59, 0
  %64 = add i32 %60, 0
  %65 = add i32 %61, 0
  %66 = mul i32 %45, %2
  %67 = mul i32 %46, %2
  %68 = mul i32 %47, %2
  %69 = mul i32 %48, %2
  %70 = mul i32 %49, %2
  %71 = mul i32 %50, %2
  %72 = mul i32 %51, %2
  %73 = mul i32 %52, %2
  %74 = getelementptr float, ptr addrspace(1) %0, i32 %66
  %75 = getelementptr float, ptr addrspace(1) %0, i32 %67
  %76 = getelementptr float, ptr addrspace(1) %0, i32 %68
  %77 = getelementptr float, ptr addrspace(1) %0, i32 %69
  %78 = getelementptr float, ptr addrspace(1) %0, i32 %70
  %79 = getelementptr float, ptr addrspace(1) %0, i32 %71
  %80 = getelementptr float, ptr addrspace(1) %0, i32 %72
  %81 = getelementptr float, ptr addrspace(1) %0, i32 %73
  br label %82

82:                                               ; preds = %86, %6
  %83 = phi i32 [ %271, %86 ], [ 0, %6 ]
  %84 = phi { float, float, float, float, float, float, float, float } [ %270, %86 ], [ zeroinitializer, %6 ]
  %85 = icmp slt i32 %83, %3
  br i1 %85, label %86, label %272

86:                                               ; preds = %82
  %87 = add i32 %83, %62
  %88 = add i32 %83, %63
  %89 = add i32 %83, %64
  %90 = add i32 %83, %65
  %91 = icmp slt i32 %87, %3
  %92 = icmp slt i32 %88, %3
  %93 = icmp slt i32 %89, %3
  %94 = icmp slt i32 %90, %3
  %95 = getelementptr float, ptr addrspace(1) %74, i32 %87
  %96 = getelementptr float, ptr addrspace(1) %74, i32 %88
  %97 = getelementptr float, ptr addrspace(1) %74, i32 %89
  %98 = getelementptr float, ptr addrspace(1) %74, i32 %90
  %99 = getelementptr float, ptr addrspace(1) %75, i32 %87
  %100 = getelementptr float, ptr addrspace(1) %75, i32 %88
  %101 = getelementptr float, ptr addrspace(1) %75, i32 %89
  %102 = getelementptr float, ptr addrspace(1) %75, i32 %90
  %103 = getelementptr float, ptr addrspace(1) %76, i32 %87
  %104 = getelementptr float, ptr addrspace(1) %76, i32 %88
  %105 = getelementptr float, ptr addrspace(1) %76, i32 %89
  %106 = getelementptr float, ptr addrspace(1) %76, i32 %90
  %107 = getelementptr float, ptr addrspace(1) %77, i32 %87
  %108 = getelementptr float, ptr addrspace(1) %77, i32 %88
  %109 = getelementptr float, ptr addrspace(1) %77, i32 %89
  %110 = getelementptr float, ptr addrspace(1) %77, i32 %90
  %111 = getelementptr float, ptr addrspace(1) %78, i32 %87
  %112 = getelementptr float, ptr addrspace(1) %78, i32 %88
  %113 = getelementptr float, ptr addrspace(1) %78, i32 %89
  %114 = getelementptr float, ptr addrspace(1) %78, i32 %90
  %115 = getelementptr float, ptr addrspace(1) %79, i32 %87
  %116 = getelementptr float, ptr addrspace(1) %79, i32 %88
  %117 = getelementptr float, ptr addrspace(1) %79, i32 %89
  %118 = getelementptr float, ptr addrspace(1) %79, i32 %90
  %119 = getelementptr float, ptr addrspace(1) %80, i32 %87
  %120 = getelementptr float, ptr addrspace(1) %80, i32 %88
  %121 = getelementptr float, ptr addrspace(1) %80, i32 %89
  %122 = getelementptr float, ptr addrspace(1) %80, i32 %90
  %123 = getelementptr float, ptr addrspace(1) %81, i32 %87
  %124 = getelementptr float, ptr addrspace(1) %81, i32 %88
  %125 = getelementptr float, ptr addrspace(1) %81, i32 %89
  %126 = getelementptr float, ptr addrspace(1) %81, i32 %90
  %127 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %95, i1 %91)
  %128 = bitcast i32 %127 to <1 x float>
  %129 = extractelement <1 x float> %128, i32 0
  %130 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %96, i1 %92)
  %131 = bitcast i32 %130 to <1 x float>
  %132 = extractelement <1 x float> %131, i32 0
  %133 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %97, i1 %93)
  %134 = bitcast i32 %133 to <1 x float>
  %135 = extractelement <1 x float> %134, i32 0
  %136 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %98, i1 %94)
  %137 = bitcast i32 %136 to <1 x float>
  %138 = extractelement <1 x float> %137, i32 0
  %139 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %99, i1 %91)
  %140 = bitcast i32 %139 to <1 x float>
  %141 = extractelement <1 x float> %140, i32 0
  %142 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %100, i1 %92)
  %143 = bitcast i32 %142 to <1 x float>
  %144 = extractelement <1 x float> %143, i32 0
  %145 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %101, i1 %93)
  %146 = bitcast i32 %145 to <1 x float>
  %147 = extractelement <1 x float> %146, i32 0
  %148 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %102, i1 %94)
  %149 = bitcast i32 %148 to <1 x float>
  %150 = extractelement <1 x float> %149, i32 0
  %151 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %103, i1 %91)
  %152 = bitcast i32 %151 to <1 x float>
  %153 = extractelement <1 x float> %152, i32 0
  %154 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %104, i1 %92)
  %155 = bitcast i32 %154 to <1 x float>
  %156 = extractelement <1 x float> %155, i32 0
  %157 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %105, i1 %93)
  %158 = bitcast i32 %157 to <1 x float>
  %159 = extractelement <1 x float> %158, i32 0
  %160 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %106, i1 %94)
  %161 = bitcast i32 %160 to <1 x float>
  %162 = extractelement <1 x float> %161, i32 0
  %163 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %107, i1 %91)
  %164 = bitcast i32 %163 to <1 x float>
  %165 = extractelement <1 x float> %164, i32 0
  %166 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %108, i1 %92)
  %167 = bitcast i32 %166 to <1 x float>
  %168 = extractelement <1 x float> %167, i32 0
  %169 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %109, i1 %93)
  %170 = bitcast i32 %169 to <1 x float>
  %171 = extractelement <1 x float> %170, i32 0
  %172 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %110, i1 %94)
  %173 = bitcast i32 %172 to <1 x float>
  %174 = extractelement <1 x float> %173, i32 0
  %175 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %111, i1 %91)
  %176 = bitcast i32 %175 to <1 x float>
  %177 = extractelement <1 x float> %176, i32 0
  %178 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %112, i1 %92)
  %179 = bitcast i32 %178 to <1 x float>
  %180 = extractelement <1 x float> %179, i32 0
  %181 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %113, i1 %93)
  %182 = bitcast i32 %181 to <1 x float>
  %183 = extractelement <1 x float> %182, i32 0
  %184 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %114, i1 %94)
  %185 = bitcast i32 %184 to <1 x float>
  %186 = extractelement <1 x float> %185, i32 0
  %187 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %115, i1 %91)
  %188 = bitcast i32 %187 to <1 x float>
  %189 = extractelement <1 x float> %188, i32 0
  %190 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %116, i1 %92)
  %191 = bitcast i32 %190 to <1 x float>
  %192 = extractelement <1 x float> %191, i32 0
  %193 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %117, i1 %93)
  %194 = bitcast i32 %193 to <1 x float>
  %195 = extractelement <1 x float> %194, i32 0
  %196 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %118, i1 %94)
  %197 = bitcast i32 %196 to <1 x float>
  %198 = extractelement <1 x float> %197, i32 0
  %199 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %119, i1 %91)
  %200 = bitcast i32 %199 to <1 x float>
  %201 = extractelement <1 x float> %200, i32 0
  %202 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %120, i1 %92)
  %203 = bitcast i32 %202 to <1 x float>
  %204 = extractelement <1 x float> %203, i32 0
  %205 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %121, i1 %93)
  %206 = bitcast i32 %205 to <1 x float>
  %207 = extractelement <1 x float> %206, i32 0
  %208 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %122, i1 %94)
  %209 = bitcast i32 %208 to <1 x float>
  %210 = extractelement <1 x float> %209, i32 0
  %211 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %123, i1 %91)
  %212 = bitcast i32 %211 to <1 x float>
  %213 = extractelement <1 x float> %212, i32 0
  %214 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %124, i1 %92)
  %215 = bitcast i32 %214 to <1 x float>
  %216 = extractelement <1 x float> %215, i32 0
  %217 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %125, i1 %93)
  %218 = bitcast i32 %217 to <1 x float>
  %219 = extractelement <1 x float> %218, i32 0
  %220 = call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %126, i1 %94)
  %221 = bitcast i32 %220 to <1 x float>
  %222 = extractelement <1 x float> %221, i32 0
  %223 = fadd float %129, %132
  %224 = fadd float %223, %135
  %225 = fadd float %224, %138
  %226 = fadd float %141, %144
  %227 = fadd float %226, %147
  %228 = fadd float %227, %150
  %229 = fadd float %153, %156
  %230 = fadd float %229, %159
  %231 = fadd float %230, %162
  %232 = fadd float %165, %168
  %233 = fadd float %232, %171
  %234 = fadd float %233, %174
  %235 = fadd float %177, %180
  %236 = fadd float %235, %183
  %237 = fadd float %236, %186
  %238 = fadd float %189, %192
  %239 = fadd float %238, %195
  %240 = fadd float %239, %198
  %241 = fadd float %201, %204
  %242 = fadd float %241, %207
  %243 = fadd float %242, %210
  %244 = fadd float %213, %216
  %245 = fadd float %244, %219
  %246 = fadd float %245, %222
  %247 = extractvalue { float, float, float, float, float, float, float, float } %84, 0
  %248 = extractvalue { float, float, float, float, float, float, float, float } %84, 1
  %249 = extractvalue { float, float, float, float, float, float, float, float } %84, 2
  %250 = extractvalue { float, float, float, float, float, float, float, float } %84, 3
  %251 = extractvalue { float, float, float, float, float, float, float, float } %84, 4
  %252 = extractvalue { float, float, float, float, float, float, float, float } %84, 5
  %253 = extractvalue { float, float, float, float, float, float, float, float } %84, 6
  %254 = extractvalue { float, float, float, float, float, float, float, float } %84, 7
  %255 = fadd float %247, %225
  %256 = fadd float %248, %228
  %257 = fadd float %249, %231
  %258 = fadd float %250, %234
  %259 = fadd float %251, %237
  %260 = fadd float %252, %240
  %261 = fadd float %253, %243
  %262 = fadd float %254, %246
  %263 = insertvalue { float, float, float, float, float, float, float, float } undef, float %255, 0
  %264 = insertvalue { float, float, float, float, float, float, float, float } %263, float %256, 1
  %265 = insertvalue { float, float, float, float, float, float, float, float } %264, float %257, 2
  %266 = insertvalue { float, float, float, float, float, float, float, float } %265, float %258, 3
  %267 = insertvalue { float, float, float, float, float, float, float, float } %266, float %259, 4
  %268 = insertvalue { float, float, float, float, float, float, float, float } %267, float %260, 5
  %269 = insertvalue { float, float, float, float, float, float, float, float } %268, float %261, 6
  %270 = insertvalue { float, float, float, float, float, float, float, float } %269, float %262, 7
  %271 = add i32 %83, 256
  br label %82

272:                                              ; preds = %82
  %273 = extractvalue { float, float, float, float, float, float, float, float } %84, 0
  %274 = extractvalue { float, float, float, float, float, float, float, float } %84, 1
  %275 = extractvalue { float, float, float, float, float, float, float, float } %84, 2
  %276 = extractvalue { float, float, float, float, float, float, float, float } %84, 3
  %277 = extractvalue { float, float, float, float, float, float, float, float } %84, 4
  %278 = extractvalue { float, float, float, float, float, float, float, float } %84, 5
  %279 = extractvalue { float, float, float, float, float, float, float, float } %84, 6
  %280 = extractvalue { float, float, float, float, float, float, float, float } %84, 7
  %281 = bitcast float %273 to i32
  %282 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %281, i32 16, i32 31)
  %283 = bitcast i32 %282 to float
  %284 = fadd float %273, %283
  %285 = bitcast float %284 to i32
  %286 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %285, i32 8, i32 31)
  %287 = bitcast i32 %286 to float
  %288 = fadd float %284, %287
  %289 = bitcast float %288 to i32
  %290 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %289, i32 4, i32 31)
  %291 = bitcast i32 %290 to float
  %292 = fadd float %288, %291
  %293 = bitcast float %292 to i32
  %294 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %293, i32 2, i32 31)
  %295 = bitcast i32 %294 to float
  %296 = fadd float %292, %295
  %297 = bitcast float %296 to i32
  %298 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %297, i32 1, i32 31)
  %299 = bitcast i32 %298 to float
  %300 = fadd float %296, %299
  %301 = bitcast float %274 to i32
  %302 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %301, i32 16, i32 31)
  %303 = bitcast i32 %302 to float
  %304 = fadd float %274, %303
  %305 = bitcast float %304 to i32
  %306 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %305, i32 8, i32 31)
  %307 = bitcast i32 %306 to float
  %308 = fadd float %304, %307
  %309 = bitcast float %308 to i32
  %310 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %309, i32 4, i32 31)
  %311 = bitcast i32 %310 to float
  %312 = fadd float %308, %311
  %313 = bitcast float %312 to i32
  %314 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %313, i32 2, i32 31)
  %315 = bitcast i32 %314 to float
  %316 = fadd float %312, %315
  %317 = bitcast float %316 to i32
  %318 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %317, i32 1, i32 31)
  %319 = bitcast i32 %318 to float
  %320 = fadd float %316, %319
  %321 = bitcast float %275 to i32
  %322 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %321, i32 16, i32 31)
  %323 = bitcast i32 %322 to float
  %324 = fadd float %275, %323
  %325 = bitcast float %324 to i32
  %326 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %325, i32 8, i32 31)
  %327 = bitcast i32 %326 to float
  %328 = fadd float %324, %327
  %329 = bitcast float %328 to i32
  %330 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %329, i32 4, i32 31)
  %331 = bitcast i32 %330 to float
  %332 = fadd float %328, %331
  %333 = bitcast float %332 to i32
  %334 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %333, i32 2, i32 31)
  %335 = bitcast i32 %334 to float
  %336 = fadd float %332, %335
  %337 = bitcast float %336 to i32
  %338 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %337, i32 1, i32 31)
  %339 = bitcast i32 %338 to float
  %340 = fadd float %336, %339
  %341 = bitcast float %276 to i32
  %342 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %341, i32 16, i32 31)
  %343 = bitcast i32 %342 to float
  %344 = fadd float %276, %343
  %345 = bitcast float %344 to i32
  %346 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %345, i32 8, i32 31)
  %347 = bitcast i32 %346 to float
  %348 = fadd float %344, %347
  %349 = bitcast float %348 to i32
  %350 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %349, i32 4, i32 31)
  %351 = bitcast i32 %350 to float
  %352 = fadd float %348, %351
  %353 = bitcast float %352 to i32
  %354 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %353, i32 2, i32 31)
  %355 = bitcast i32 %354 to float
  %356 = fadd float %352, %355
  %357 = bitcast float %356 to i32
  %358 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %357, i32 1, i32 31)
  %359 = bitcast i32 %358 to float
  %360 = fadd float %356, %359
  %361 = bitcast float %277 to i32
  %362 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %361, i32 16, i32 31)
  %363 = bitcast i32 %362 to float
  %364 = fadd float %277, %363
  %365 = bitcast float %364 to i32
  %366 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %365, i32 8, i32 31)
  %367 = bitcast i32 %366 to float
  %368 = fadd float %364, %367
  %369 = bitcast float %368 to i32
  %370 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %369, i32 4, i32 31)
  %371 = bitcast i32 %370 to float
  %372 = fadd float %368, %371
  %373 = bitcast float %372 to i32
  %374 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %373, i32 2, i32 31)
  %375 = bitcast i32 %374 to float
  %376 = fadd float %372, %375
  %377 = bitcast float %376 to i32
  %378 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %377, i32 1, i32 31)
  %379 = bitcast i32 %378 to float
  %380 = fadd float %376, %379
  %381 = bitcast float %278 to i32
  %382 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %381, i32 16, i32 31)
  %383 = bitcast i32 %382 to float
  %384 = fadd float %278, %383
  %385 = bitcast float %384 to i32
  %386 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %385, i32 8, i32 31)
  %387 = bitcast i32 %386 to float
  %388 = fadd float %384, %387
  %389 = bitcast float %388 to i32
  %390 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %389, i32 4, i32 31)
  %391 = bitcast i32 %390 to float
  %392 = fadd float %388, %391
  %393 = bitcast float %392 to i32
  %394 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %393, i32 2, i32 31)
  %395 = bitcast i32 %394 to float
  %396 = fadd float %392, %395
  %397 = bitcast float %396 to i32
  %398 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %397, i32 1, i32 31)
  %399 = bitcast i32 %398 to float
  %400 = fadd float %396, %399
  %401 = bitcast float %279 to i32
  %402 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %401, i32 16, i32 31)
  %403 = bitcast i32 %402 to float
  %404 = fadd float %279, %403
  %405 = bitcast float %404 to i32
  %406 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %405, i32 8, i32 31)
  %407 = bitcast i32 %406 to float
  %408 = fadd float %404, %407
  %409 = bitcast float %408 to i32
  %410 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %409, i32 4, i32 31)
  %411 = bitcast i32 %410 to float
  %412 = fadd float %408, %411
  %413 = bitcast float %412 to i32
  %414 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %413, i32 2, i32 31)
  %415 = bitcast i32 %414 to float
  %416 = fadd float %412, %415
  %417 = bitcast float %416 to i32
  %418 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %417, i32 1, i32 31)
  %419 = bitcast i32 %418 to float
  %420 = fadd float %416, %419
  %421 = bitcast float %280 to i32
  %422 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %421, i32 16, i32 31)
  %423 = bitcast i32 %422 to float
  %424 = fadd float %280, %423
  %425 = bitcast float %424 to i32
  %426 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %425, i32 8, i32 31)
  %427 = bitcast i32 %426 to float
  %428 = fadd float %424, %427
  %429 = bitcast float %428 to i32
  %430 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %429, i32 4, i32 31)
  %431 = bitcast i32 %430 to float
  %432 = fadd float %428, %431
  %433 = bitcast float %432 to i32
  %434 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %433, i32 2, i32 31)
  %435 = bitcast i32 %434 to float
  %436 = fadd float %432, %435
  %437 = bitcast float %436 to i32
  %438 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %437, i32 1, i32 31)
  %439 = bitcast i32 %438 to float
  %440 = fadd float %436, %439
  %441 = urem i32 %11, 32
  %442 = urem i32 %12, 2
  %443 = icmp eq i32 %441, 0
  %444 = and i1 true, %443
  %445 = mul i32 %23, 2
  %446 = add i32 %445, %442
  %447 = getelementptr float, ptr addrspace(3) @global_smem, i32 %446
  %448 = insertelement <1 x float> undef, float %300, i32 0
  %449 = extractelement <1 x float> %448, i32 0
  %450 = bitcast float %449 to i32
  %451 = insertelement <1 x i32> undef, i32 %450, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %447, <1 x i32> %451, i1 %444)
  %452 = mul i32 %24, 2
  %453 = add i32 %452, %442
  %454 = getelementptr float, ptr addrspace(3) @global_smem, i32 %453
  %455 = insertelement <1 x float> undef, float %320, i32 0
  %456 = extractelement <1 x float> %455, i32 0
  %457 = bitcast float %456 to i32
  %458 = insertelement <1 x i32> undef, i32 %457, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %454, <1 x i32> %458, i1 %444)
  %459 = mul i32 %25, 2
  %460 = add i32 %459, %442
  %461 = getelementptr float, ptr addrspace(3) @global_smem, i32 %460
  %462 = insertelement <1 x float> undef, float %340, i32 0
  %463 = extractelement <1 x float> %462, i32 0
  %464 = bitcast float %463 to i32
  %465 = insertelement <1 x i32> undef, i32 %464, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %461, <1 x i32> %465, i1 %444)
  %466 = mul i32 %26, 2
  %467 = add i32 %466, %442
  %468 = getelementptr float, ptr addrspace(3) @global_smem, i32 %467
  %469 = insertelement <1 x float> undef, float %360, i32 0
  %470 = extractelement <1 x float> %469, i32 0
  %471 = bitcast float %470 to i32
  %472 = insertelement <1 x i32> undef, i32 %471, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %468, <1 x i32> %472, i1 %444)
  %473 = mul i32 %27, 2
  %474 = add i32 %473, %442
  %475 = getelementptr float, ptr addrspace(3) @global_smem, i32 %474
  %476 = insertelement <1 x float> undef, float %380, i32 0
  %477 = extractelement <1 x float> %476, i32 0
  %478 = bitcast float %477 to i32
  %479 = insertelement <1 x i32> undef, i32 %478, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %475, <1 x i32> %479, i1 %444)
  %480 = mul i32 %28, 2
  %481 = add i32 %480, %442
  %482 = getelementptr float, ptr addrspace(3) @global_smem, i32 %481
  %483 = insertelement <1 x float> undef, float %400, i32 0
  %484 = extractelement <1 x float> %483, i32 0
  %485 = bitcast float %484 to i32
  %486 = insertelement <1 x i32> undef, i32 %485, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %482, <1 x i32> %486, i1 %444)
  %487 = mul i32 %29, 2
  %488 = add i32 %487, %442
  %489 = getelementptr float, ptr addrspace(3) @global_smem, i32 %488
  %490 = insertelement <1 x float> undef, float %420, i32 0
  %491 = extractelement <1 x float> %490, i32 0
  %492 = bitcast float %491 to i32
  %493 = insertelement <1 x i32> undef, i32 %492, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %489, <1 x i32> %493, i1 %444)
  %494 = mul i32 %30, 2
  %495 = add i32 %494, %442
  %496 = getelementptr float, ptr addrspace(3) @global_smem, i32 %495
  %497 = insertelement <1 x float> undef, float %440, i32 0
  %498 = extractelement <1 x float> %497, i32 0
  %499 = bitcast float %498 to i32
  %500 = insertelement <1 x i32> undef, i32 %499, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %496, <1 x i32> %500, i1 %444)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %501 = icmp slt i32 %10, 32
  %502 = getelementptr float, ptr addrspace(3) @global_smem, i32 %10
  %503 = call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %502, i1 %501)
  %504 = insertelement <1 x i32> undef, i32 %503, i32 0
  %505 = extractelement <1 x i32> %504, i32 0
  %506 = bitcast i32 %505 to float
  %507 = insertelement <1 x float> undef, float %506, i32 0
  %508 = extractelement <1 x float> %507, i32 0
  %509 = bitcast float %508 to i32
  %510 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %509, i32 1, i32 31)
  %511 = bitcast i32 %510 to float
  %512 = fadd float %508, %511
  %513 = urem i32 %11, 2
  %514 = icmp eq i32 %513, 0
  %515 = and i1 %501, %514
  %516 = insertelement <1 x float> undef, float %512, i32 0
  %517 = extractelement <1 x float> %516, i32 0
  %518 = bitcast float %517 to i32
  %519 = insertelement <1 x i32> undef, i32 %518, i32 0
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %502, <1 x i32> %519, i1 %515)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %520 = add i32 %445, 0
  %521 = getelementptr float, ptr addrspace(3) @global_smem, i32 %520
  %522 = load float, ptr addrspace(3) %521, align 4
  %523 = add i32 %452, 0
  %524 = getelementptr float, ptr addrspace(3) @global_smem, i32 %523
  %525 = load float, ptr addrspace(3) %524, align 4
  %526 = add i32 %459, 0
  %527 = getelementptr float, ptr addrspace(3) @global_smem, i32 %526
  %528 = load float, ptr addrspace(3) %527, align 4
  %529 = add i32 %466, 0
  %530 = getelementptr float, ptr addrspace(3) @global_smem, i32 %529
  %531 = load float, ptr addrspace(3) %530, align 4
  %532 = add i32 %473, 0
  %533 = getelementptr float, ptr addrspace(3) @global_smem, i32 %532
  %534 = load float, ptr addrspace(3) %533, align 4
  %535 = add i32 %480, 0
  %536 = getelementptr float, ptr addrspace(3) @global_smem, i32 %535
  %537 = load float, ptr addrspace(3) %536, align 4
  %538 = add i32 %487, 0
  %539 = getelementptr float, ptr addrspace(3) @global_smem, i32 %538
  %540 = load float, ptr addrspace(3) %539, align 4
  %541 = add i32 %494, 0
  %542 = getelementptr float, ptr addrspace(3) @global_smem, i32 %541
  %543 = load float, ptr addrspace(3) %542, align 4
  %544 = fadd float %522, 0.000000e+00
  %545 = fadd float %525, 0.000000e+00
  %546 = fadd float %528, 0.000000e+00
  %547 = fadd float %531, 0.000000e+00
  %548 = fadd float %534, 0.000000e+00
  %549 = fadd float %537, 0.000000e+00
  %550 = fadd float %540, 0.000000e+00
  %551 = fadd float %543, 0.000000e+00
  %552 = getelementptr float, ptr addrspace(1) %1, i32 %53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %553 = and i32 %16, 64
  %554 = icmp eq i32 %553, 0
  %555 = select i1 %554, i32 0, i32 32
  %556 = or disjoint i32 %555, 0
  %557 = xor i32 0, %556
  %558 = xor i32 %557, 0
  %559 = xor i32 %558, 0
  %560 = add i32 %559, 0
  %561 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %560
  %562 = insertelement <4 x float> undef, float %544, i32 0
  %563 = insertelement <4 x float> %562, float %545, i32 1
  %564 = insertelement <4 x float> %563, float %546, i32 2
  %565 = insertelement <4 x float> %564, float %547, i32 3
  %566 = extractelement <4 x float> %565, i32 0
  %567 = extractelement <4 x float> %565, i32 1
  %568 = extractelement <4 x float> %565, i32 2
  %569 = extractelement <4 x float> %565, i32 3
  %570 = bitcast float %566 to i32
  %571 = bitcast float %567 to i32
  %572 = bitcast float %568 to i32
  %573 = bitcast float %569 to i32
  %574 = insertelement <4 x i32> undef, i32 %570, i32 0
  %575 = insertelement <4 x i32> %574, i32 %571, i32 1
  %576 = insertelement <4 x i32> %575, i32 %572, i32 2
  %577 = insertelement <4 x i32> %576, i32 %573, i32 3
  store <4 x i32> %577, ptr addrspace(3) %561, align 16
  %578 = add i32 %559, 16
  %579 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %578
  %580 = insertelement <4 x float> undef, float %548, i32 0
  %581 = insertelement <4 x float> %580, float %549, i32 1
  %582 = insertelement <4 x float> %581, float %550, i32 2
  %583 = insertelement <4 x float> %582, float %551, i32 3
  %584 = extractelement <4 x float> %583, i32 0
  %585 = extractelement <4 x float> %583, i32 1
  %586 = extractelement <4 x float> %583, i32 2
  %587 = extractelement <4 x float> %583, i32 3
  %588 = bitcast float %584 to i32
  %589 = bitcast float %585 to i32
  %590 = bitcast float %586 to i32
  %591 = bitcast float %587 to i32
  %592 = insertelement <4 x i32> undef, i32 %588, i32 0
  %593 = insertelement <4 x i32> %592, i32 %589, i32 1
  %594 = insertelement <4 x i32> %593, i32 %590, i32 2
  %595 = insertelement <4 x i32> %594, i32 %591, i32 3
  store <4 x i32> %595, ptr addrspace(3) %579, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %596 = and i32 %16, 14
  %597 = shl i32 %596, 1
  %598 = and i32 %16, 1
  %599 = icmp eq i32 %598, 0
  %600 = select i1 %599, i32 0, i32 32
  %601 = or disjoint i32 %600, %597
  %602 = xor i32 0, %601
  %603 = xor i32 %602, 0
  %604 = xor i32 %603, 0
  %605 = add i32 %604, 0
  %606 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %605
  %607 = load i32, ptr addrspace(3) %606, align 4
  %608 = insertelement <1 x i32> undef, i32 %607, i32 0
  %609 = extractelement <1 x i32> %608, i32 0
  %610 = bitcast i32 %609 to float
  %611 = insertelement <1 x float> undef, float %610, i32 0
  %612 = extractelement <1 x float> %611, i32 0
  %613 = and i32 %11, 16
  %614 = icmp eq i32 %613, 0
  %615 = and i32 %12, 3
  %616 = icmp eq i32 %615, 0
  %617 = and i1 %614, %616
  %618 = insertelement <1 x float> undef, float %612, i32 0
  %619 = bitcast <1 x float> %618 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %619, ptr addrspace(1) %552, i1 %617)
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

attributes #0 = { "nvvm.reqntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
