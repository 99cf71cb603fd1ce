// RUN: ttopt-translate --mlir-to-llvmir %s -split-input-file | FileCheck %s

// The LLVM IR MLIR's translation (Triton's `llvm.to_module`) makes of the LLVM dialect,
// as LLVM prints it; intrinsic declarations carry no attribute groups (LLVM gives them
// theirs when it parses the text).

// Arithmetic keeps its flags in LLVM's order (nuw before nsw; fast-math flags after the
// opcode); predicates lose MLIR's underscore.
// CHECK-LABEL: define i32 @arithmetic(i32 %0, i32 %1, float %2, float %3, i1 %4) {
// CHECK-NEXT: %6 = add nuw nsw i32 %0, %1
// CHECK-NEXT: %7 = shl nsw i32 %6, %1
// CHECK-NEXT: %8 = udiv exact i32 %7, %1
// CHECK-NEXT: %9 = or disjoint i32 %8, %0
// CHECK-NEXT: %10 = fadd fast float %2, %3
// CHECK-NEXT: %11 = fmul nnan contract float %10, %3
// CHECK-NEXT: %12 = fneg float %11
// CHECK-NEXT: %13 = fcmp ninf olt float %12, %2
// CHECK-NEXT: %14 = fcmp false float %12, %2
// CHECK-NEXT: %15 = icmp sge i32 %9, %0
// CHECK-NEXT: %16 = select i1 %15, i32 %9, i32 %0
// CHECK-NEXT: %17 = zext nneg i32 %16 to i64
// CHECK-NEXT: %18 = trunc nuw i64 %17 to i32
// CHECK-NEXT: %19 = uitofp nneg i32 %18 to float
// CHECK-NEXT: %20 = fptosi float %19 to i32
// CHECK-NEXT: %21 = freeze i32 %20
// CHECK-NEXT: ret i32 %21
// CHECK-NEXT: }
llvm.func @arithmetic(%a: i32, %b: i32, %f: f32, %g: f32, %c: i1) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.shl %0, %b overflow<nsw> : i32
  %2 = llvm.udiv exact %1, %b : i32
  %3 = llvm.or disjoint %2, %a : i32
  %4 = llvm.fadd %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %5 = llvm.fmul %4, %g {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
  %6 = llvm.fneg %5 : f32
  %7 = llvm.fcmp "olt" %6, %f {fastmathFlags = #llvm.fastmath<ninf>} : f32
  %8 = llvm.fcmp "_false" %6, %f : f32
  %9 = llvm.icmp "sge" %3, %a : i32
  %10 = llvm.select %9, %3, %a : i1, i32
  %11 = llvm.zext nneg %10 : i32 to i64
  %12 = llvm.trunc %11 overflow<nuw> : i64 to i32
  %13 = llvm.uitofp nneg %12 : i32 to f32
  %14 = llvm.fptosi %13 : f32 to i32
  %15 = llvm.freeze %14 : i32
  llvm.return %15 : i32
}

// -----

// Operations on constants fold as LLVM's IRBuilder folds them: no instruction is left for
// them, their results are constants.
// CHECK: @global_smem = external addrspace(3) global [0 x i8], align 16
// CHECK-LABEL: define float @constant_folding(i32 %0, ptr addrspace(1) %1) {
// CHECK-NEXT: %3 = add i32 3, %0
// CHECK-NEXT: %4 = add i32 1069547520, %3
// CHECK-NEXT: %5 = insertvalue { ptr addrspace(1), ptr addrspace(1) } undef, ptr addrspace(1) %1, 0
// CHECK-NEXT: %6 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 49152), i32 %0
// CHECK-NEXT: %7 = add i32 %4, ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @global_smem, i64 16) to i32)
// CHECK-NEXT: %8 = load half, ptr addrspace(3) %6, align 2
// CHECK-NEXT: %9 = insertelement <2 x half> <half 0xH3C00, half undef>, half %8, i32 1
// CHECK-NEXT: %10 = extractelement <4 x i32> splat (i32 3), i32 %0
// CHECK-NEXT: %11 = add i32 %7, %10
// CHECK-NEXT: %12 = select i1 true, i32 %11, i32 1
// CHECK-NEXT: %13 = sitofp i32 %12 to float
// CHECK-NEXT: %14 = fadd float 0xFFF0000000000000, %13
// CHECK-NEXT: ret float %14
// CHECK-NEXT: }
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.func @constant_folding(%x: i32, %p: !llvm.ptr<1>) -> f32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %sum = llvm.add %c1, %c2 : i32
  %a = llvm.add %sum, %x : i32
  %half = llvm.mlir.constant(1.5 : f32) : f32
  %bits = llvm.bitcast %half : f32 to i32
  %b = llvm.add %bits, %a : i32
  %undef = llvm.mlir.undef : !llvm.struct<(f32, f32)>
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %s0 = llvm.insertvalue %zero, %undef[0] : !llvm.struct<(f32, f32)>
  %s1 = llvm.insertvalue %zero, %s0[1] : !llvm.struct<(f32, f32)>
  %ptrs = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>)>
  %q = llvm.insertvalue %p, %ptrs[0] : !llvm.struct<(ptr<1>, ptr<1>)>
  %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  %c8192 = llvm.mlir.constant(8192 : i32) : i32
  %g0 = llvm.getelementptr %smem[%c8192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  %g1 = llvm.getelementptr %g0[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  %g2 = llvm.getelementptr %g1[%x] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  %g3 = llvm.getelementptr inbounds %smem[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  %i3 = llvm.ptrtoint %g3 : !llvm.ptr<3> to i32
  %c = llvm.add %b, %i3 : i32
  %v = llvm.load %g2 : !llvm.ptr<3> -> f16
  %vu = llvm.mlir.undef : vector<2xf16>
  %one = llvm.mlir.constant(1.0 : f16) : f16
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %v0 = llvm.insertelement %one, %vu[%c0 : i32] : vector<2xf16>
  %v1 = llvm.insertelement %v, %v0[%c1 : i32] : vector<2xf16>
  %splat = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
  %e = llvm.extractelement %splat[%x : i32] : vector<4xi32>
  %d = llvm.add %c, %e : i32
  %lt = llvm.icmp "slt" %c1, %c2 : i32
  %sel = llvm.select %lt, %d, %c1 : i1, i32
  %inf = llvm.mlir.constant(0xFF800000 : f32) : f32
  %tenth = llvm.mlir.constant(0.1 : f32) : f32
  %r0 = llvm.extractvalue %s1[1] : !llvm.struct<(f32, f32)>
  %r1 = llvm.fadd %r0, %inf : f32
  %r2 = llvm.fadd %r1, %tenth : f32
  %f = llvm.sitofp %sel : i32 to f32
  %r3 = llvm.fadd %r2, %f : f32
  llvm.return %r3 : f32
}

// -----

// Loads, stores and atomics without an alignment get the default data layout's ABI
// alignment (i64: 4); allocas the preferred one.
// CHECK-LABEL: define i64 @memory(ptr addrspace(1) %0, i64 %1, i32 %2, float %3) {
// CHECK-NEXT: %5 = alloca i64, align 8
// CHECK-NEXT: %6 = alloca { i32, i32, double }, align 8
// CHECK-NEXT: %7 = getelementptr { i32, i32, double }, ptr %6, i32 0, i32 2
// CHECK-NEXT: store i64 %1, ptr %5, align 4
// CHECK-NEXT: %8 = load i64, ptr %5, align 4
// CHECK-NEXT: %9 = load atomic volatile i32, ptr addrspace(1) %0 syncscope("agent") acquire, align 4
// CHECK-NEXT: store atomic i32 %2, ptr addrspace(1) %0 release, align 4
// CHECK-NEXT: %10 = load i32, ptr addrspace(1) %0, align 4, !nontemporal !1
// CHECK-NEXT: %11 = atomicrmw add ptr addrspace(1) %0, i32 %2 syncscope("agent") acq_rel, align 4
// CHECK-NEXT: %12 = atomicrmw fadd ptr addrspace(1) %0, float %3 monotonic, align 4
// CHECK-NEXT: %13 = atomicrmw volatile and ptr addrspace(1) %0, i32 %2 seq_cst, align 4
// CHECK-NEXT: %14 = cmpxchg weak ptr addrspace(1) %0, i32 %2, i32 %11 syncscope("agent") acq_rel monotonic, align 4
// CHECK-NEXT: fence syncscope("agent") acq_rel
// CHECK-NEXT: ret i64 %8
// CHECK-NEXT: }
// CHECK: !1 = !{i32 1}
llvm.func @memory(%p: !llvm.ptr<1>, %l: i64, %a: i32, %f: f32) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %args = llvm.alloca %one x !llvm.struct<(i32, i32, f64)> : (i32) -> !llvm.ptr
  %field = llvm.getelementptr %args[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, f64)>
  llvm.store %l, %slot : i64, !llvm.ptr
  %x = llvm.load %slot : !llvm.ptr -> i64
  %v = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  llvm.store %a, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr<1>
  %nt = llvm.load %p {nontemporal} : !llvm.ptr<1> -> i32
  %r0 = llvm.atomicrmw add %p, %a syncscope("agent") acq_rel : !llvm.ptr<1>, i32
  %r1 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr<1>, f32
  %r2 = llvm.atomicrmw volatile _and %p, %a seq_cst : !llvm.ptr<1>, i32
  %r3 = llvm.cmpxchg weak %p, %a, %r0 syncscope("agent") acq_rel monotonic : !llvm.ptr<1>, i32
  llvm.fence syncscope("agent") acq_rel
  llvm.return %x : i64
}

// -----

// Blocks keep their order; block arguments become PHIs whose incoming entries follow
// MLIR's predecessor order, and `preds` lists the branches in reverse creation order.
// CHECK-LABEL: define i32 @control_flow(i32 %0, i1 %1) {
// CHECK-NEXT: br label %3
// CHECK: 3:                                                ; preds = %9, %6, %2
// CHECK-NEXT: %4 = phi i32 [ %10, %9 ], [ %7, %6 ], [ 0, %2 ]
// CHECK-NEXT: %5 = icmp sge i32 %4, %0
// CHECK-NEXT: br i1 %5, label %8, label %6, !prof !1
// CHECK: 6:                                                ; preds = %3
// CHECK-NEXT: %7 = add i32 %4, 1
// CHECK-NEXT: switch i32 %7, label %3 [
// CHECK-NEXT: i32 7, label %8
// CHECK-NEXT: i32 -1, label %9
// CHECK-NEXT: ]
// CHECK: 8:                                                ; preds = %6, %3
// CHECK-NEXT: ret i32 %4
// CHECK: 9:                                                ; preds = %6
// CHECK-NEXT: %10 = phi i32 [ 0, %6 ]
// CHECK-NEXT: br label %3
// CHECK-NEXT: }
// CHECK: !1 = !{!"branch_weights", i32 1, i32 99}
llvm.func @control_flow(%n: i32, %c: i1) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %done = llvm.icmp "sge" %i, %n : i32
  llvm.cond_br %done weights([1, 99]), ^exit, ^body
^body:
  %next = llvm.add %i, %one : i32
  llvm.switch %next : i32, ^loop(%next : i32) [
    7: ^exit,
    -1: ^loop(%zero : i32)
  ]
^exit:
  llvm.return %i : i32
}

// -----

// Calls, intrinsics (named by their overloaded types), inline assembly.
// CHECK: declare i32 @vprintf(ptr, ptr)
// CHECK: declare i32 @printf(ptr, ...)
// CHECK-LABEL: define i32 @calls(ptr addrspace(1) %0, ptr %1, i32 %2, float %3, <2 x half> %4, i1 %5) {
// CHECK-NEXT: %7 = call i32 @vprintf(ptr %1, ptr %1)
// CHECK-NEXT: %8 = call i32 (ptr, ...) @printf(ptr %1, i32 %2, float %3)
// CHECK-NEXT: %9 = call fast float @llvm.fma.f32(float %3, float %3, float %3)
// CHECK-NEXT: %10 = call <2 x half> @llvm.minimum.v2f16(<2 x half> %4, <2 x half> %4)
// CHECK-NEXT: %11 = call i32 @llvm.smax.i32(i32 %2, i32 %2)
// CHECK-NEXT: %12 = call i32 @llvm.ctlz.i32(i32 %2, i1 false)
// CHECK-NEXT: %13 = call float @llvm.nvvm.div.full(float %3, float %3)
// CHECK-NEXT: %14 = call float @llvm.maxnum.f32(float %3, float %3)
// CHECK-NEXT: %15 = call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %0, i1 %5)
// CHECK-NEXT: call void asm sideeffect "@$1 st.global.b32 [ $0 + 0 ], { $2 };", "l,b,r"(ptr addrspace(1) %0, i1 %5, i32 %15)
// CHECK-NEXT: %16 = call i32 asm alignstack "add.s32 $0, $1, \22x\22;", "=r,r"(i32 %2)
// CHECK-NEXT: ret i32 %16
// CHECK-NEXT: }
// CHECK: declare float @llvm.fma.f32(float, float, float)
// CHECK: declare <2 x half> @llvm.minimum.v2f16(<2 x half>, <2 x half>)
// CHECK: declare i32 @llvm.smax.i32(i32, i32)
// CHECK: declare i32 @llvm.ctlz.i32(i32, i1)
// CHECK: declare float @llvm.nvvm.div.full(float, float)
// CHECK: declare float @llvm.maxnum.f32(float, float)
llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @calls(%p: !llvm.ptr<1>, %q: !llvm.ptr, %a: i32, %f: f32, %h: vector<2xf16>, %m: i1) -> i32 {
  %0 = llvm.call @vprintf(%q, %q) : (!llvm.ptr, !llvm.ptr) -> i32
  %1 = llvm.call @printf(%q, %a, %f) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f32) -> i32
  %2 = llvm.intr.fma(%f, %f, %f) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
  %3 = llvm.intr.minimum(%h, %h) : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
  %4 = llvm.intr.smax(%a, %a) : (i32, i32) -> i32
  %5 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %6 = llvm.call_intrinsic "llvm.nvvm.div.full"(%f, %f) : (f32, f32) -> f32
  %7 = llvm.call_intrinsic "llvm.maxnum"(%f, %f) : (f32, f32) -> f32
  %8 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %p, %m : (!llvm.ptr<1>, i1) -> i32
  %9 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 st.global.b32 [ $0 + 0 ], { $2 };", "l,b,r" %p, %m, %8 : (!llvm.ptr<1>, i1, i32) -> !llvm.void
  %10 = llvm.inline_asm is_align_stack "add.s32 $0, $1, \22x\22;", "=r,r" %a : (i32) -> i32
  llvm.return %10 : i32
}

// -----

// Globals and functions: a kernel is `ptx_kernel` with its launch bounds as string
// attributes; passthrough attributes become LLVM attributes.
// CHECK: @global_smem = external addrspace(3) global [0 x i8], align 16
// CHECK: @printfFormat_0 = internal constant [8 x i8] c"pid %d\0A\00"
// CHECK: @table = private addrspace(1) global [2 x i32] [i32 1, i32 2], align 8
// CHECK: @initialized = internal addrspace(1) global { i32, float } zeroinitializer
// CHECK: ; Function Attrs: noreturn
// CHECK: declare void @__assertfail(ptr, ptr, i32, ptr, i64) #0
// CHECK-LABEL: define internal i32 @helper(i32 noundef %0) {
// CHECK-NEXT: ret i32 %0
// CHECK-NEXT: }
// CHECK-LABEL: define ptx_kernel void @kernel(ptr addrspace(1) noalias align 16 %0, i32 %1) #1 {
// CHECK-NEXT: %3 = call i32 @helper(i32 %1)
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK: attributes #0 = { noreturn }
// CHECK: attributes #1 = { "nvvm.maxntid"="128,1,1" "nvvm.reqntid"="128" }
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.mlir.global internal constant @printfFormat_0("pid %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global private @table(dense<[1, 2]> : tensor<2xi32>) {addr_space = 1 : i32, alignment = 8 : i64} : !llvm.array<2 x i32>
llvm.mlir.global internal @initialized() {addr_space = 1 : i32} : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
  llvm.return %0 : !llvm.struct<(i32, f32)>
}
llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
llvm.func internal @helper(%arg0: i32 {llvm.noundef}) -> i32 attributes {noinline = true} {
  llvm.return %arg0 : i32
}
llvm.func @kernel(%x: !llvm.ptr<1> {llvm.noalias, llvm.align = 16 : i64, tt.divisibility = 16 : i32}, %n: i32) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 128>} {
  %0 = llvm.call @helper(%n) : (i32) -> i32
  llvm.return
}
