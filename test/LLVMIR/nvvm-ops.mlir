// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// The nvvm ops Triton's NVIDIA lowering emits print back as Triton 3.6's MLIR prints them
// (the CHECK lines are the reference printer's output).

// Special registers, with and without a known range.
// CHECK-LABEL: llvm.func @special_registers() {
// CHECK-NEXT: %0 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %1 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 4> : i32
// CHECK-NEXT: %2 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT: %3 = nvvm.read.ptx.sreg.nctaid.z : i32
// CHECK-NEXT: %4 = nvvm.read.ptx.sreg.laneid : i32
// CHECK-NEXT: %5 = nvvm.read.ptx.sreg.warpid : i32
// CHECK-NEXT: %6 = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK-NEXT: %7 = nvvm.read.ptx.sreg.clusterid.y : i32
// CHECK-NEXT: %8 = nvvm.read.ptx.sreg.clock64 : i64
// CHECK-NEXT: %9 = nvvm.read.ptx.sreg.globaltimer : i64
// CHECK-NEXT: %10 = nvvm.read.ptx.sreg.lanemask.lt : i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @special_registers() {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  %1 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 4> : i32
  %2 = nvvm.read.ptx.sreg.ctaid.x : i32
  %3 = nvvm.read.ptx.sreg.nctaid.z : i32
  %4 = nvvm.read.ptx.sreg.laneid : i32
  %5 = nvvm.read.ptx.sreg.warpid : i32
  %6 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %7 = nvvm.read.ptx.sreg.clusterid.y : i32
  %8 = nvvm.read.ptx.sreg.clock64 : i64
  %9 = nvvm.read.ptx.sreg.globaltimer : i64
  %10 = nvvm.read.ptx.sreg.lanemask.lt : i32
  llvm.return
}

// -----

// Barriers, shuffles, votes and reductions across a warp.
// CHECK-LABEL: llvm.func @warp_ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i1, %arg4: i32) {
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.barrier
// CHECK-NEXT: nvvm.barrier id = %arg4
// CHECK-NEXT: nvvm.barrier id = %arg4 number_of_threads = %arg1
// CHECK-NEXT: nvvm.bar.warp.sync %arg0 : i32
// CHECK-NEXT: %0 = nvvm.shfl.sync  bfly %arg0, %arg1, %arg4, %arg1 : i32 -> i32
// CHECK-NEXT: %1 = nvvm.shfl.sync  idx %arg0, %arg2, %arg4, %arg1 : f32 -> f32
// CHECK-NEXT: %2 = nvvm.shfl.sync  up %arg0, %arg1, %arg4, %arg1 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %3 = nvvm.vote.sync  ballot %arg0, %arg3 -> i32
// CHECK-NEXT: %4 = nvvm.vote.sync  any %arg0, %arg3 -> i1
// CHECK-NEXT: %5 = nvvm.redux.sync  umax %arg1, %arg0 : i32 -> i32
// CHECK-NEXT: %6 = nvvm.elect.sync -> i1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @warp_ops(%mask: i32, %v: i32, %f: f32, %p: i1, %id: i32) {
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %id
  nvvm.barrier id = %id number_of_threads = %v
  nvvm.bar.warp.sync %mask : i32
  %0 = nvvm.shfl.sync bfly %mask, %v, %id, %v : i32 -> i32
  %1 = nvvm.shfl.sync idx %mask, %f, %id, %v : f32 -> f32
  %2 = nvvm.shfl.sync up %mask, %v, %id, %v {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %3 = nvvm.vote.sync ballot %mask, %p -> i32
  %4 = nvvm.vote.sync any %mask, %p -> i1
  %5 = nvvm.redux.sync umax %v, %mask : i32 -> i32
  %6 = nvvm.elect.sync -> i1
  llvm.return
}

// -----

// Fences, asynchronous copies, matrix loads and stores.
// CHECK-LABEL: llvm.func @memory_ops(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>, %arg2: i32) {
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK-NEXT: nvvm.fence.sc.cluster
// CHECK-NEXT: nvvm.cp.async.shared.global %arg0, %arg1, 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: nvvm.cp.async.shared.global %arg0, %arg1, 4, cache =  ca, %arg2 : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 2
// CHECK-NEXT: %0 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %1 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
// CHECK-NEXT: nvvm.stmatrix %arg0, %arg2, %arg2 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @memory_ops(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32) {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.mbarrier.init
  nvvm.fence.sc.cluster
  nvvm.cp.async.shared.global %s, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %s, %g, 4, cache = ca, %a : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 2
  %0 = nvvm.ldmatrix %s {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %1 = nvvm.ldmatrix %s {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
  nvvm.stmatrix %s, %a, %a {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----

// Hopper synchronisation: wgmma groups, clusters, mbarriers, register reallocation.
// CHECK-LABEL: llvm.func @hopper_ops(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr, %arg2: i32, %arg3: i1) {
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK-NEXT: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.arrive.relaxed
// CHECK-NEXT: nvvm.cluster.wait
// CHECK-NEXT: nvvm.mbarrier.init.shared %arg0, %arg2 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.init.shared %arg0, %arg2, predicate = %arg3 : !llvm.ptr<3>, i32, i1
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx.shared %arg0, %arg2 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %arg1, %arg2, predicate = %arg3 : !llvm.ptr, i32, i1
// CHECK-NEXT: nvvm.mbarrier.try_wait.parity.shared %arg0, %arg2, %arg2 : !llvm.ptr<3>, i32, i32
// CHECK-NEXT: nvvm.setmaxregister  increase 240
// CHECK-NEXT: nvvm.setmaxregister  decrease 40
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @hopper_ops(%bar: !llvm.ptr<3>, %g: !llvm.ptr, %a: i32, %p: i1) {
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 1
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  nvvm.mbarrier.init.shared %bar, %a : !llvm.ptr<3>, i32
  nvvm.mbarrier.init.shared %bar, %a, predicate = %p : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx.shared %bar, %a : !llvm.ptr<3>, i32
  nvvm.mbarrier.arrive.expect_tx %g, %a, predicate = %p : !llvm.ptr, i32, i1
  nvvm.mbarrier.try_wait.parity.shared %bar, %a, %a : !llvm.ptr<3>, i32, i32
  nvvm.setmaxregister increase 240
  nvvm.setmaxregister decrease 40
  llvm.return
}
