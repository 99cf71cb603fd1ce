// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s
// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s --check-prefix=SM90
// Elementwise ops (ElementwiseOpToLLVM.cpp, common and NVIDIA): one LLVM op (or libdevice
// call) per register, deduplicated along AxisInfo's constancy. Checked against Triton 3.6.

// Each register of each operand is extracted, the op applied, the results packed.
// CHECK-LABEL: llvm.func internal @arith
// CHECK:      %[[A0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[A1:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[B0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[B1:.*]] = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[S0:.*]] = llvm.fsub %[[A0]], %[[B0]] : f32
// CHECK-NEXT: %[[S1:.*]] = llvm.fsub %[[A1]], %[[B1]] : f32
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[P:.*]] = llvm.insertvalue %[[S0]], %[[U]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.insertvalue %[[S1]], %[[P]][1] : !llvm.struct<(f32, f32)>
// f32 division is the full-range intrinsic, remainders llvm.frem / llvm.srem.
// CHECK:      llvm.call_intrinsic "llvm.nvvm.div.full"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK:      llvm.frem %{{.*}}, %{{.*}} : f32
// CHECK:      llvm.srem %{{.*}}, %{{.*}} : i32
// CHECK:      llvm.lshr %{{.*}}, %{{.*}} : i32
// CHECK:      llvm.ashr %{{.*}}, %{{.*}} : i32
// CHECK:      llvm.intr.smin(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK:      llvm.intr.umax(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK:      llvm.intr.maxnum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// arith.maximumf propagates NaN: llvm.intr.maximum from sm_80.
// CHECK:      llvm.intr.maximum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK:      llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK:      llvm.fcmp "olt" %{{.*}}, %{{.*}} : f32
// CHECK:      llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, f32
// CHECK:      llvm.icmp "uge" %{{.*}}, %{{.*}} : i32
// CHECK:      llvm.intr.fabs(%{{.*}}) : (f32) -> f32
// CHECK:      "llvm.intr.abs"(%{{.*}}) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK:      llvm.sext %{{.*}} : i32 to i64
// CHECK:      llvm.trunc %{{.*}} : i32 to i16
// CHECK:      llvm.zext %{{.*}} : i32 to i64
// CHECK:      llvm.sitofp %{{.*}} : i32 to f32
// CHECK:      llvm.uitofp %{{.*}} : i32 to f32
// CHECK:      llvm.fptosi %{{.*}} : f32 to i32
// CHECK:      llvm.fptoui %{{.*}} : f32 to i32
// CHECK:      llvm.fpext %{{.*}} : f16 to f32
// CHECK:      llvm.fptrunc %{{.*}} : f32 to bf16
// CHECK:      llvm.bitcast %{{.*}} : f32 to i32
// bf16 arithmetic stays in bf16.
// CHECK:      llvm.fadd %{{.*}}, %{{.*}} : bf16
// CHECK:      llvm.fmul %{{.*}}, %{{.*}} : f16
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @arith(%a: tensor<256xf32, #blocked>, %b: tensor<256xf32, #blocked>, %i: tensor<256xi32, #blocked>, %j: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>, %bf: tensor<256xbf16, #blocked>) {
    %0 = arith.subf %a, %b : tensor<256xf32, #blocked>
    %1 = arith.divf %a, %b : tensor<256xf32, #blocked>
    %2 = arith.remf %a, %b : tensor<256xf32, #blocked>
    %3 = arith.remsi %i, %j : tensor<256xi32, #blocked>
    %4 = arith.shrui %i, %j : tensor<256xi32, #blocked>
    %5 = arith.shrsi %i, %j : tensor<256xi32, #blocked>
    %6 = arith.minsi %i, %j : tensor<256xi32, #blocked>
    %7 = arith.maxui %i, %j : tensor<256xi32, #blocked>
    %8 = arith.maxnumf %a, %b : tensor<256xf32, #blocked>
    %9 = arith.maximumf %a, %b : tensor<256xf32, #blocked>
    %10 = math.fma %a, %b, %a : tensor<256xf32, #blocked>
    %11 = arith.cmpf olt, %a, %b : tensor<256xf32, #blocked>
    %12 = arith.select %11, %a, %b : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    %13 = arith.cmpi uge, %i, %j : tensor<256xi32, #blocked>
    %14 = math.absf %a : tensor<256xf32, #blocked>
    %15 = math.absi %i : tensor<256xi32, #blocked>
    %16 = arith.extsi %i : tensor<256xi32, #blocked> to tensor<256xi64, #blocked>
    %17 = arith.trunci %i : tensor<256xi32, #blocked> to tensor<256xi16, #blocked>
    %18 = arith.extui %i : tensor<256xi32, #blocked> to tensor<256xi64, #blocked>
    %19 = arith.sitofp %i : tensor<256xi32, #blocked> to tensor<256xf32, #blocked>
    %20 = arith.uitofp %i : tensor<256xi32, #blocked> to tensor<256xf32, #blocked>
    %21 = arith.fptosi %a : tensor<256xf32, #blocked> to tensor<256xi32, #blocked>
    %22 = arith.fptoui %a : tensor<256xf32, #blocked> to tensor<256xi32, #blocked>
    %23 = arith.extf %h : tensor<256xf16, #blocked> to tensor<256xf32, #blocked>
    %24 = arith.truncf %a : tensor<256xf32, #blocked> to tensor<256xbf16, #blocked>
    %25 = tt.bitcast %a : tensor<256xf32, #blocked> -> tensor<256xi32, #blocked>
    %26 = arith.addf %bf, %bf : tensor<256xbf16, #blocked>
    %27 = arith.mulf %h, %h : tensor<256xf16, #blocked>
    tt.return
  }
}

// -----

// Math functions call libdevice (declared once, before the function, in first-use
// order); f16 goes through the f32 function; f32 exp is ex2.approx of x * log2(e);
// tt.mulhiui is __nv_umulhi with Triton's libname/libpath attributes; extern_elementwise
// declares its symbol with its library.
// CHECK:      llvm.func @__nv_exp2f(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_cosf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_umulhi(i32, i32) -> i32 attributes {libname = "", libpath = ""}
// CHECK-NEXT: llvm.func @__nv_powf(f32, f32) -> f32 attributes {libname = "libdevice", libpath = "/lib/libdevice.10.bc"}
// CHECK-LABEL: llvm.func internal @math
// CHECK:      llvm.call @__nv_exp2f(%{{.*}}) : (f32) -> f32
// CHECK:      %[[E:.*]] = llvm.fpext %{{.*}} : f16 to f32
// CHECK-NEXT: %[[C:.*]] = llvm.call @__nv_cosf(%[[E]]) : (f32) -> f32
// CHECK-NEXT: llvm.fptrunc %[[C]] : f32 to f16
// CHECK:      %[[LOG2E:.*]] = llvm.mlir.constant(1.44269502 : f32) : f32
// CHECK-NEXT: %[[M:.*]] = llvm.fmul %{{.*}}, %[[LOG2E]] : f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f"(%[[M]]) : (f32) -> f32
// CHECK:      llvm.call @__nv_umulhi(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK:      llvm.call @__nv_powf(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK:      llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%{{.*}}) : (f32) -> f32
// CHECK:      llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @math(%a: tensor<128xf32, #blocked>, %h: tensor<128xf16, #blocked>, %i: tensor<128xi32, #blocked>) {
    %0 = math.exp2 %a : tensor<128xf32, #blocked>
    %1 = math.cos %h : tensor<128xf16, #blocked>
    %2 = math.exp %a : tensor<128xf32, #blocked>
    %3 = tt.mulhiui %i, %i : tensor<128xi32, #blocked>
    %4 = tt.extern_elementwise %a, %a {libname = "libdevice", libpath = "/lib/libdevice.10.bc", pure = true, symbol = "__nv_powf"} : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    %5 = tt.precise_sqrt %a : tensor<128xf32, #blocked>
    %6 = tt.precise_divf %a, %a : tensor<128xf32, #blocked>
    %7 = math.exp %4 : tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

// AxisInfo proves the comparison constant over 4 consecutive elements (a multiple of
// 16 against a splat of a multiple of 16): registers 1-3 reuse register 0's result.
// CHECK-LABEL: llvm.func @dedup
// CHECK:      %[[C0:.*]] = llvm.icmp "slt" %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: llvm.icmp "slt"
// CHECK-NEXT: llvm.icmp "slt"
// CHECK-NEXT: llvm.icmp "slt"
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i1, i1, i1, i1)>
// CHECK-NEXT: %[[P0:.*]] = llvm.insertvalue %[[C0]], %[[U]][0]
// CHECK-NEXT: %[[P1:.*]] = llvm.insertvalue %[[C0]], %[[P0]][1]
// CHECK-NEXT: %[[P2:.*]] = llvm.insertvalue %[[C0]], %[[P1]][2]
// CHECK-NEXT: llvm.insertvalue %[[C0]], %[[P2]][3]
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dedup(%n: i32 {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<512xi32, #blocked>
    tt.return
  }
}

// -----

// Scalars take the same patterns; scalar constants become llvm.mlir.constant (index
// constants keep their attribute type on i32); index_cast to the same width is free.
// arith.ceildivsi is expanded (MLIR's ExpandOps) before lowering.
// CHECK-LABEL: llvm.func internal @scalars
// CHECK:      llvm.mlir.constant(3 : index) : i32
// CHECK:      llvm.mlir.constant(2.500000e+00 : f32) : f32
// CHECK:      llvm.fneg %arg1 : f32
// CHECK-NOT:  arith.index_cast
// CHECK:      llvm.sext %arg0 : i32 to i64
// CHECK:      llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK:      %[[Q:.*]] = llvm.sdiv %arg0, %arg2 : i32
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[Q]], %arg2 : i32
// CHECK-NEXT: %[[NE:.*]] = llvm.icmp "ne" %arg0, %[[M]] : i32
// CHECK:      llvm.select %{{.*}}, %{{.*}}, %[[Q]] : i1, i32
// CHECK-NOT:  arith.
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @scalars(%i: i32, %f: f32, %j: i32) {
    %0 = arith.constant 3 : index
    %1 = arith.constant 2.5 : f32
    %2 = arith.negf %f : f32
    %3 = arith.index_cast %i : i32 to index
    %4 = arith.index_cast %3 : index to i64
    %5 = ub.poison : tensor<256xf32, #blocked>
    %6 = arith.ceildivsi %i, %j : i32
    tt.return
  }
}

// -----

// tt.clampf: max then min (NaN-propagating llvm.intr.maximum/minimum for
// propagateNan = all); on sm_90 clamp(x, -m, m) is one fmin.xorsign.abs.
// CHECK-LABEL: llvm.func internal @clamp
// CHECK:      %[[MX:.*]] = llvm.intr.maxnum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK-NEXT: llvm.intr.minnum(%[[MX]], %{{.*}}) : (f32, f32) -> f32
// CHECK:      %[[MXN:.*]] = llvm.intr.maximum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK-NEXT: llvm.intr.minimum(%[[MXN]], %{{.*}}) : (f32, f32) -> f32
// SM90-LABEL: llvm.func internal @clamp
// SM90:       llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// SM90:       llvm.call_intrinsic "llvm.nvvm.fmin.nan.xorsign.abs.f"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @clamp(%x: tensor<128xf32, #blocked>) {
    %lo = arith.constant dense<-6.0> : tensor<128xf32, #blocked>
    %hi = arith.constant dense<6.0> : tensor<128xf32, #blocked>
    %0 = tt.clampf %x, %lo, %hi, propagateNan = none : tensor<128xf32, #blocked>
    %1 = tt.clampf %x, %lo, %hi, propagateNan = all : tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

// elementwise_inline_asm: the asm once per packed group; f16 operands packed in pairs
// into vector<2xf16>; side effects unless pure.
// CHECK-LABEL: llvm.func internal @inline_asm
// CHECK:      llvm.inline_asm asm_dialect = att "mov.b32 $0, $2; mov.b32 $1, $3;", "=r,=r,r,r" %{{.*}}, %{{.*}} : (f32, f32) -> !llvm.struct<(f32, f32)>
// CHECK:      llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<2xf16>
// CHECK-NEXT: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[V:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<2xf16>
// CHECK-NEXT: %[[R:.*]] = llvm.inline_asm has_side_effects asm_dialect = att "cvt $0, $1;", "=r,r" %[[V]] : (vector<2xf16>) -> vector<2xf16>
// CHECK:      llvm.extractelement %[[R]][%{{.*}} : i32] : vector<2xf16>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @inline_asm(%a: tensor<256xf32, #blocked>, %h: tensor<256xf16, #blocked>) {
    %0:2 = tt.elementwise_inline_asm "mov.b32 $0, $2; mov.b32 $1, $3;" {constraints = "=r,=r,r,r", packed_element = 1 : i32, pure = true} %a, %a : tensor<256xf32, #blocked>, tensor<256xf32, #blocked> -> tensor<256xf32, #blocked>, tensor<256xf32, #blocked>
    %1 = tt.elementwise_inline_asm "cvt $0, $1;" {constraints = "=r,r", packed_element = 2 : i32, pure = false} %h : tensor<256xf16, #blocked> -> tensor<256xf16, #blocked>
    tt.return
  }
}
