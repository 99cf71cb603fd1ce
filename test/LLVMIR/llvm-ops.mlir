// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// Every llvm op the TritonGPU-to-LLVM lowering produces prints back as Triton 3.6's MLIR
// prints it (the CHECK lines are the reference printer's output).

// Integer and float arithmetic with their flags, compares, select, freeze.
// CHECK-LABEL: llvm.func @arithmetic(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<2xf16>) {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = llvm.sub %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.mul %arg0, %arg1 : i32
// CHECK-NEXT: %3 = llvm.shl %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %4 = llvm.udiv exact %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.lshr exact %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT: %11 = llvm.or disjoint %arg0, %arg1 : i32
// CHECK-NEXT: %12 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT: %13 = llvm.fadd %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %14 = llvm.fsub %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %15 = llvm.fmul %arg4, %arg4 : vector<2xf16>
// CHECK-NEXT: %16 = llvm.fdiv %arg2, %arg3 : f32
// CHECK-NEXT: %17 = llvm.frem %arg2, %arg3 : f32
// CHECK-NEXT: %18 = llvm.fneg %arg2 : f32
// CHECK-NEXT: %19 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %20 = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT: %21 = llvm.fcmp "oeq" %arg2, %arg3 : f32
// CHECK-NEXT: %22 = llvm.fcmp "_true" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nsz>} : f32
// CHECK-NEXT: %23 = llvm.fcmp "une" %arg4, %arg4 : vector<2xf16>
// CHECK-NEXT: %24 = llvm.select %19, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %25 = llvm.select %23, %arg4, %arg4 : vector<2xi1>, vector<2xf16>
// CHECK-NEXT: %26 = llvm.freeze %arg0 : i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @arithmetic(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<2xf16>) {
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.sub %a, %b overflow<nsw> : i32
  %2 = llvm.mul %a, %b : i32
  %3 = llvm.shl %a, %b overflow<nuw> : i32
  %4 = llvm.udiv exact %a, %b : i32
  %5 = llvm.sdiv %a, %b : i32
  %6 = llvm.lshr exact %a, %b : i32
  %7 = llvm.ashr %a, %b : i32
  %8 = llvm.urem %a, %b : i32
  %9 = llvm.srem %a, %b : i32
  %10 = llvm.and %a, %b : i32
  %11 = llvm.or disjoint %a, %b : i32
  %12 = llvm.xor %a, %b : i32
  %13 = llvm.fadd %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %14 = llvm.fsub %f, %g {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %15 = llvm.fmul %v, %v : vector<2xf16>
  %16 = llvm.fdiv %f, %g : f32
  %17 = llvm.frem %f, %g : f32
  %18 = llvm.fneg %f : f32
  %19 = llvm.icmp "slt" %a, %b : i32
  %20 = llvm.icmp "uge" %a, %b : i32
  %21 = llvm.fcmp "oeq" %f, %g : f32
  %22 = llvm.fcmp "_true" %f, %g {fastmathFlags = #llvm.fastmath<nsz>} : f32
  %23 = llvm.fcmp "une" %v, %v : vector<2xf16>
  %24 = llvm.select %19, %a, %b : i1, i32
  %25 = llvm.select %23, %v, %v : vector<2xi1>, vector<2xf16>
  %26 = llvm.freeze %a : i32
  llvm.return
}

// -----

// Casts.
// CHECK-LABEL: llvm.func @casts(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f16, %arg4: !llvm.ptr<1>) {
// CHECK-NEXT: %0 = llvm.trunc %arg1 overflow<nuw> : i64 to i32
// CHECK-NEXT: %1 = llvm.zext nneg %arg0 : i32 to i64
// CHECK-NEXT: %2 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %3 = llvm.fptrunc %arg2 : f32 to f16
// CHECK-NEXT: %4 = llvm.fpext %arg3 : f16 to f32
// CHECK-NEXT: %5 = llvm.fptoui %arg2 : f32 to i32
// CHECK-NEXT: %6 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %7 = llvm.uitofp nneg %arg0 : i32 to f32
// CHECK-NEXT: %8 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %9 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %10 = llvm.bitcast %arg0 : i32 to vector<2xf16>
// CHECK-NEXT: %11 = llvm.addrspacecast %arg4 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: %12 = llvm.ptrtoint %arg4 : !llvm.ptr<1> to i64
// CHECK-NEXT: %13 = llvm.inttoptr %arg1 : i64 to !llvm.ptr<3>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @casts(%a: i32, %l: i64, %f: f32, %h: f16, %p: !llvm.ptr<1>) {
  %0 = llvm.trunc %l overflow<nuw> : i64 to i32
  %1 = llvm.zext nneg %a : i32 to i64
  %2 = llvm.sext %a : i32 to i64
  %3 = llvm.fptrunc %f : f32 to f16
  %4 = llvm.fpext %h : f16 to f32
  %5 = llvm.fptoui %f : f32 to i32
  %6 = llvm.fptosi %f : f32 to i32
  %7 = llvm.uitofp nneg %a : i32 to f32
  %8 = llvm.sitofp %a : i32 to f32
  %9 = llvm.bitcast %f : f32 to i32
  %10 = llvm.bitcast %a : i32 to vector<2xf16>
  %11 = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr
  %12 = llvm.ptrtoint %p : !llvm.ptr<1> to i64
  %13 = llvm.inttoptr %l : i64 to !llvm.ptr<3>
  llvm.return
}

// -----

// Constants and special values.
// CHECK-LABEL: llvm.func @values() {
// CHECK-NEXT: %0 = llvm.mlir.constant(1024 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %4 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %5 = llvm.mlir.constant(0xFF800000 : f32) : f32
// CHECK-NEXT: %6 = llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK-NEXT: %7 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
// CHECK-NEXT: %8 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT: %10 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %11 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %12 = llvm.mlir.zero : !llvm.ptr<1>
// CHECK-NEXT: %13 = llvm.mlir.constant(1.000000e+00 : f32) : i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @values() {
  %0 = llvm.mlir.constant(1024 : i32) : i32
  %1 = llvm.mlir.constant(-1 : i64) : i64
  %2 = llvm.mlir.constant(true) : i1
  %3 = llvm.mlir.constant(0 : index) : i32
  %4 = llvm.mlir.constant(1.5 : f32) : f32
  %5 = llvm.mlir.constant(0xFF800000 : f32) : f32
  %6 = llvm.mlir.constant(1.0 : f16) : f16
  %7 = llvm.mlir.constant(1.0 : bf16) : bf16
  %8 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %9 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %10 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %11 = llvm.mlir.poison : vector<4xi32>
  %12 = llvm.mlir.zero : !llvm.ptr<1>
  %13 = llvm.mlir.constant(1.0 : f32) : i32
  llvm.return
}

// -----

// Memory.
// CHECK-LABEL: llvm.func @memory(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<3>, %arg2: i32, %arg3: vector<4xi32>) {
// CHECK-NEXT: %0 = llvm.load %arg0 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xi32>
// CHECK-NEXT: %1 = llvm.load volatile %arg1 atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK-NEXT: %2 = llvm.load %arg0 {nontemporal} : !llvm.ptr<1> -> i32
// CHECK-NEXT: llvm.store %arg3, %arg1 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NEXT: llvm.store %arg2, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr<1>
// CHECK-NEXT: llvm.store volatile %arg2, %arg0 : i32, !llvm.ptr<1>
// CHECK-NEXT: %3 = llvm.getelementptr %arg0[%arg2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %4 = llvm.getelementptr inbounds %arg1[%arg2] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %5 = llvm.getelementptr inbounds|nuw %arg0[1, %arg2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<4 x f32>
// CHECK-NEXT: %6 = llvm.getelementptr nusw %arg0[%arg2, 1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i32, f32)>
// CHECK-NEXT: %7 = llvm.getelementptr %arg1[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(i32, i32, f64)> : (i32) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.alloca %arg2 x i64 {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @memory(%p: !llvm.ptr<1>, %s: !llvm.ptr<3>, %i: i32, %v: vector<4xi32>) {
  %0 = llvm.load %p {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xi32>
  %1 = llvm.load volatile %s atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %2 = llvm.load %p {nontemporal} : !llvm.ptr<1> -> i32
  llvm.store %v, %s {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
  llvm.store %i, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.store volatile %i, %p : i32, !llvm.ptr<1>
  %3 = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %4 = llvm.getelementptr inbounds %s[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  %5 = llvm.getelementptr inbounds|nuw %p[1, %i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<4 x f32>
  %6 = llvm.getelementptr nusw %p[%i, 1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i32, f32)>
  %7 = llvm.getelementptr %s[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %8 = llvm.alloca %c1 x !llvm.struct<(i32, i32, f64)> : (i32) -> !llvm.ptr
  %9 = llvm.alloca %i x i64 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  llvm.return
}

// -----

// Aggregates and vectors.
// CHECK-LABEL: llvm.func @aggregates(%arg0: !llvm.struct<(i32, array<2 x f32>)>, %arg1: vector<4xf32>, %arg2: f32, %arg3: i32) {
// CHECK-NEXT: %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %1 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %arg0[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %3 = llvm.extractelement %arg1[%arg3 : i32] : vector<4xf32>
// CHECK-NEXT: %4 = llvm.insertelement %arg2, %arg1[%arg3 : i32] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.shufflevector %arg1, %arg1 [0, 5, -1] : vector<4xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %v: vector<4xf32>, %f: f32, %i: i32) {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.extractvalue %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.insertvalue %f, %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %4 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %5 = llvm.shufflevector %v, %v [0, 5, -1] : vector<4xf32>
  llvm.return
}

// -----

// Atomics.
// CHECK-LABEL: llvm.func @atomics(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: f32) {
// CHECK-NEXT: %0 = llvm.atomicrmw add %arg0, %arg1 syncscope("agent") acq_rel {alignment = 4 : i64} : !llvm.ptr<1>, i32
// CHECK-NEXT: %1 = llvm.atomicrmw fadd %arg0, %arg2 monotonic : !llvm.ptr<1>, f32
// CHECK-NEXT: %2 = llvm.atomicrmw volatile _and %arg0, %arg1 seq_cst : !llvm.ptr<1>, i32
// CHECK-NEXT: %3 = llvm.atomicrmw umax %arg0, %arg1 acquire : !llvm.ptr<1>, i32
// CHECK-NEXT: %4 = llvm.atomicrmw xchg %arg0, %arg1 release : !llvm.ptr<1>, i32
// CHECK-NEXT: %5 = llvm.cmpxchg %arg0, %arg1, %arg1 syncscope("agent") acq_rel monotonic : !llvm.ptr<1>, i32
// CHECK-NEXT: %6 = llvm.cmpxchg weak volatile %arg0, %arg1, %arg1 acquire monotonic {alignment = 4 : i64} : !llvm.ptr<1>, i32
// CHECK-NEXT: llvm.fence syncscope("agent") acq_rel
// CHECK-NEXT: llvm.fence release
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @atomics(%p: !llvm.ptr<1>, %a: i32, %f: f32) {
  %0 = llvm.atomicrmw add %p, %a syncscope("agent") acq_rel {alignment = 4 : i64} : !llvm.ptr<1>, i32
  %1 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr<1>, f32
  %2 = llvm.atomicrmw volatile _and %p, %a seq_cst : !llvm.ptr<1>, i32
  %3 = llvm.atomicrmw umax %p, %a acquire : !llvm.ptr<1>, i32
  %4 = llvm.atomicrmw xchg %p, %a release : !llvm.ptr<1>, i32
  %5 = llvm.cmpxchg %p, %a, %a syncscope("agent") acq_rel monotonic : !llvm.ptr<1>, i32
  %6 = llvm.cmpxchg weak volatile %p, %a, %a acquire monotonic {alignment = 4 : i64} : !llvm.ptr<1>, i32
  llvm.fence syncscope("agent") acq_rel
  llvm.fence release
  llvm.return
}

// -----

// Intrinsics: fast-math flags print in the attribute dictionary; intrinsics with an
// immediate argument have no custom syntax.
// CHECK-LABEL: llvm.func @intrinsics(%arg0: i32, %arg1: f32, %arg2: vector<2xf16>) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg1) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.fma(%arg1, %arg1, %arg1) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.maxnum(%arg1, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.minimum(%arg2, %arg2) : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
// CHECK-NEXT: %4 = llvm.intr.smax(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %5 = llvm.intr.umin(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %6 = llvm.intr.fshl(%arg0, %arg0, %arg0) : (i32, i32, i32) -> i32
// CHECK-NEXT: %7 = llvm.intr.ctpop(%arg0) : (i32) -> i32
// CHECK-NEXT: %8 = llvm.intr.bitreverse(%arg0) : (i32) -> i32
// CHECK-NEXT: %9 = llvm.intr.exp2(%arg1) : (f32) -> f32
// CHECK-NEXT: %10 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %11 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = true}> : (i32) -> i32
// CHECK-NEXT: %12 = llvm.call_intrinsic "llvm.nvvm.div.full"(%arg1, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %13 = llvm.call_intrinsic "llvm.nvvm.fmin.f"(%arg1, %arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @intrinsics(%a: i32, %f: f32, %v: vector<2xf16>) {
  %0 = llvm.intr.fabs(%f) : (f32) -> f32
  %1 = llvm.intr.fma(%f, %f, %f) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %2 = llvm.intr.maxnum(%f, %f) : (f32, f32) -> f32
  %3 = llvm.intr.minimum(%v, %v) : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
  %4 = llvm.intr.smax(%a, %a) : (i32, i32) -> i32
  %5 = llvm.intr.umin(%a, %a) : (i32, i32) -> i32
  %6 = llvm.intr.fshl(%a, %a, %a) : (i32, i32, i32) -> i32
  %7 = llvm.intr.ctpop(%a) : (i32) -> i32
  %8 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %9 = llvm.intr.exp2(%f) : (f32) -> f32
  %10 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %11 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  %12 = llvm.call_intrinsic "llvm.nvvm.div.full"(%f, %f) : (f32, f32) -> f32
  %13 = llvm.call_intrinsic "llvm.nvvm.fmin.f"(%f, %f) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
  llvm.return
}

// -----

// Calls and inline assembly (Triton's PTX builder form: asm_dialect = att, operand_attrs = [],
// a void result as a result of type !llvm.void).
// CHECK: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-LABEL: llvm.func @calls(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr, %arg2: i32, %arg3: i1) {
// CHECK-NEXT: %0 = llvm.call @vprintf(%arg1, %arg1) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT: %1 = llvm.call @printf(%arg1, %arg2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %2 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %arg0, %arg3 : (!llvm.ptr<1>, i1) -> i32
// CHECK-NEXT: %3 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 st.global.b32 [ $0 + 0 ], { $2 };", "l,b,r" %arg0, %arg3, %arg2 : (!llvm.ptr<1>, i1, i32) -> !llvm.void
// CHECK-NEXT: %4 = llvm.inline_asm "mov.b32 $0, $1;", "=r,r" %arg2 : (i32) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.inline_asm has_side_effects "bar.sync 0;", ""  : () -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @calls(%p: !llvm.ptr<1>, %q: !llvm.ptr, %a: i32, %m: i1) {
  %0 = llvm.call @vprintf(%q, %q) : (!llvm.ptr, !llvm.ptr) -> i32
  %1 = llvm.call @printf(%q, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %2 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %p, %m : (!llvm.ptr<1>, i1) -> i32
  %3 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 st.global.b32 [ $0 + 0 ], { $2 };", "l,b,r" %p, %m, %a : (!llvm.ptr<1>, i1, i32) -> !llvm.void
  %4 = llvm.inline_asm "mov.b32 $0, $1;", "=r,r" %a : (i32) -> !llvm.struct<(i32, i32)>
  llvm.inline_asm has_side_effects "bar.sync 0;", "" : () -> ()
  llvm.return
}

// -----

// Control flow.
// CHECK-LABEL: llvm.func @control_flow(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.cond_br %arg1 weights([1, 99]), ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.switch %1 : i32, ^bb2 [
// CHECK-NEXT: 1: ^bb3(%1 : i32),
// CHECK-NEXT: -7: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: llvm.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }
llvm.func @control_flow(%a: i32, %c: i1) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %c weights([1, 99]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.switch %x : i32, ^bb2 [
    1: ^bb3(%x : i32),
    -7: ^bb2
  ]
^bb2:
  llvm.br ^bb3(%zero : i32)
^bb3(%y: i32):
  llvm.return %y : i32
}

// -----

// CHECK-LABEL: llvm.func @unreachable() {
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
llvm.func @unreachable() {
  llvm.unreachable
}

// -----

// Functions and globals: Triton's kernel signature and attributes, shared memory, a
// printf format string.
// CHECK: llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-NEXT: llvm.mlir.global internal constant @printfFormat_0("pid %d\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global private @table(dense<[1, 2]> : tensor<2xi32>) {addr_space = 1 : i32} : !llvm.array<2 x i32>
// CHECK-NEXT: llvm.mlir.global internal @initialized() {addr_space = 1 : i32} : !llvm.struct<(i32, f32)> {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(i32, f32)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @__nv_sqrtf(f32) -> f32
// CHECK-NEXT: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
// CHECK-LABEL: llvm.func internal @helper(%arg0: i32 {llvm.noundef}) -> i32 attributes {noinline = true} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @kernel(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %arg1: i32, %arg2: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>} {
// CHECK-NEXT: %0 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %1 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.mlir.global internal constant @printfFormat_0("pid %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global private @table(dense<[1, 2]> : tensor<2xi32>) {addr_space = 1 : i32} : !llvm.array<2 x i32>
llvm.mlir.global internal @initialized() {addr_space = 1 : i32} : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
  llvm.return %0 : !llvm.struct<(i32, f32)>
}
llvm.func @__nv_sqrtf(f32) -> f32
llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
llvm.func internal @helper(%arg0: i32 {llvm.noundef}) -> i32 attributes {noinline = true} {
  llvm.return %arg0 : i32
}
llvm.func @kernel(%x: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %n: i32, %scratch: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>} {
  %0 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  %1 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
  llvm.return
}
