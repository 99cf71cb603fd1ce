// RUN: ttopt-translate --mlir-to-llvmir %s -split-input-file | FileCheck %s

// NVVM ops that have an intrinsic become calls to it (the ones with PTX semantics must go
// through convert-nvvm-to-llvm first); elect.sync also extracts the predicate.
// CHECK-LABEL: define void @nvvm_ops(ptr addrspace(3) %0, ptr addrspace(1) %1, i32 %2, float %3, i1 %4) {
// CHECK-NEXT: %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK-NEXT: %7 = call range(i32 0, 4) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// CHECK-NEXT: %8 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// CHECK-NEXT: %9 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// CHECK-NEXT: %10 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
// CHECK-NEXT: %11 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
// CHECK-NEXT: %12 = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
// CHECK-NEXT: %13 = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
// CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 %2)
// CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %2, i32 %2)
// CHECK-NEXT: call void @llvm.nvvm.bar.warp.sync(i32 %2)
// CHECK-NEXT: %14 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %2, i32 %2, i32 %2, i32 %2)
// CHECK-NEXT: %15 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 %2, float %3, i32 %2, i32 %2)
// CHECK-NEXT: %16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 %2, i32 %2, i32 %2, i32 %2)
// CHECK-NEXT: %17 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %2, i1 %4)
// CHECK-NEXT: %18 = call i1 @llvm.nvvm.vote.all.sync(i32 %2, i1 %4)
// CHECK-NEXT: %19 = call i32 @llvm.nvvm.redux.sync.umax(i32 %2, i32 %2)
// CHECK-NEXT: %20 = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
// CHECK-NEXT: %21 = extractvalue { i32, i1 } %20, 1
// CHECK-NEXT: %22 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %0)
// CHECK-NEXT: %23 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %0)
// CHECK-NEXT: call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %0, i32 %2, i32 %2, i32 %2, i32 %2)
// CHECK-NEXT: call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %0, ptr addrspace(1) %1)
// CHECK-NEXT: call void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) %0, ptr addrspace(1) %1, i32 %2)
// CHECK-NEXT: call void @llvm.nvvm.cp.async.commit.group()
// CHECK-NEXT: call void @llvm.nvvm.cp.async.wait.group(i32 3)
// CHECK-NEXT: call void @llvm.nvvm.wgmma.fence.sync.aligned()
// CHECK-NEXT: call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
// CHECK-NEXT: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
// CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.arrive()
// CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
// CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.wait()
// CHECK-NEXT: call void @llvm.nvvm.fence.sc.cluster()
// CHECK-NEXT: call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240)
// CHECK-NEXT: call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
// CHECK-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %0, i32 %2)
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
// CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
// CHECK: declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
// CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
// CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.warpid()
// CHECK: declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
// CHECK: declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
// CHECK: declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
// CHECK: declare void @llvm.nvvm.bar.warp.sync(i32)
// CHECK: declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
// CHECK: declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)
// CHECK: declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
// CHECK: declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
// CHECK: declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
// CHECK: declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
// CHECK: declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
// CHECK: declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3))
// CHECK: declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3))
// CHECK: declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3), i32, i32, i32, i32)
// CHECK: declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
// CHECK: declare void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3), ptr addrspace(1), i32)
// CHECK: declare void @llvm.nvvm.cp.async.commit.group()
// CHECK: declare void @llvm.nvvm.cp.async.wait.group(i32)
// CHECK: declare void @llvm.nvvm.wgmma.fence.sync.aligned()
// CHECK: declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
// CHECK: declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
// CHECK: declare void @llvm.nvvm.barrier.cluster.arrive()
// CHECK: declare void @llvm.nvvm.barrier.cluster.arrive.aligned()
// CHECK: declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
// CHECK: declare void @llvm.nvvm.barrier.cluster.wait()
// CHECK: declare void @llvm.nvvm.fence.sc.cluster()
// CHECK: declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
// CHECK: declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32)
// CHECK: declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
llvm.func @nvvm_ops(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32, %f: f32, %pred: i1) {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  %1 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 4> : i32
  %2 = nvvm.read.ptx.sreg.laneid : i32
  %3 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %4 = nvvm.read.ptx.sreg.clock64 : i64
  %5 = nvvm.read.ptx.sreg.nctaid.z : i32
  %6 = nvvm.read.ptx.sreg.warpid : i32
  %7 = nvvm.read.ptx.sreg.globaltimer : i64
  nvvm.barrier0
  nvvm.barrier id = %a
  nvvm.barrier id = %a number_of_threads = %a
  nvvm.bar.warp.sync %a : i32
  %8 = nvvm.shfl.sync bfly %a, %a, %a, %a : i32 -> i32
  %9 = nvvm.shfl.sync idx %a, %f, %a, %a : f32 -> f32
  %10 = nvvm.shfl.sync up %a, %a, %a, %a {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %11 = nvvm.vote.sync ballot %a, %pred -> i32
  %12 = nvvm.vote.sync all %a, %pred -> i1
  %13 = nvvm.redux.sync umax %a, %a : i32 -> i32
  %14 = nvvm.elect.sync -> i1
  %15 = nvvm.ldmatrix %p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %16 = nvvm.ldmatrix %p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
  nvvm.stmatrix %p, %a, %a, %a, %a {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
  nvvm.cp.async.shared.global %p, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %p, %g, 4, cache = ca, %a : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 3
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 1
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  nvvm.fence.sc.cluster
  nvvm.setmaxregister increase 240
  nvvm.setmaxregister decrease 40
  nvvm.mbarrier.init.shared %p, %a : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// Triton's corpus kernels use these together: a warp reduction through shuffles and a
// CTA barrier around shared memory.
// CHECK: @global_smem = external addrspace(3) global [0 x i8], align 16
// CHECK-LABEL: define ptx_kernel float @reduce(float %0) #0 {
// CHECK-NEXT: %2 = bitcast float %0 to i32
// CHECK-NEXT: %3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2, i32 16, i32 31)
// CHECK-NEXT: %4 = bitcast i32 %3 to float
// CHECK-NEXT: %5 = call float @llvm.maxnum.f32(float %0, float %4)
// CHECK-NEXT: %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK-NEXT: %7 = getelementptr inbounds float, ptr addrspace(3) @global_smem, i32 %6
// CHECK-NEXT: store float %5, ptr addrspace(3) %7, align 4
// CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NEXT: %8 = load float, ptr addrspace(3) %7, align 4
// CHECK-NEXT: ret float %8
// CHECK-NEXT: }
// CHECK: declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
// CHECK: declare float @llvm.maxnum.f32(float, float)
// CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
// CHECK: attributes #0 = { "nvvm.reqntid"="64" }
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.func @reduce(%x: f32) -> f32 attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 64>} {
  %mask = llvm.mlir.constant(-1 : i32) : i32
  %clamp = llvm.mlir.constant(31 : i32) : i32
  %off = llvm.mlir.constant(16 : i32) : i32
  %bits = llvm.bitcast %x : f32 to i32
  %other = nvvm.shfl.sync bfly %mask, %bits, %off, %clamp : i32 -> i32
  %y = llvm.bitcast %other : i32 to f32
  %m = llvm.intr.maxnum(%x, %y) : (f32, f32) -> f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  %slot = llvm.getelementptr inbounds %smem[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  llvm.store %m, %slot {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %r = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  llvm.return %r : f32
}
