// RUN: ttopt %s -split-input-file -tritongpu-global-scratch-memory-allocation -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// ttg.global_scratch_alloc (MemoryOpToLLVM.cpp, getGlobalScratchPtr): the allocation pass
// gives each op a byte offset in its function's scratch frame; the op becomes a pointer at
// that offset. In a kernel the frame is the program's slice of the scratch argument (the
// second to last), at (linear program id) * ttg.global_scratch_memory_size; a device
// function uses the pointer its caller passed. Offsets and sizes are Triton 3.6's.

// The kernel's frame: 100 bytes at 0, 256 bytes aligned to 128 at 128, and the 80 bytes
// of @helper's frame at 384 (aligned to its 16), 512 bytes in all (a multiple of 128).
// CHECK-LABEL: llvm.func @kernel
// CHECK-SAME:  (%[[OUT:.*]]: !llvm.ptr<1>, %[[SCRATCH:.*]]: !llvm.ptr<1>, %[[PROFILE:.*]]: !llvm.ptr<1>)
// CHECK-SAME:  ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 512 : i32
// CHECK:       %[[OFF0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %[[X:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT:  %[[Y:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT:  %[[Z:.*]] = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK-NEXT:  %[[NX:.*]] = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK-NEXT:  %[[NY:.*]] = nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK-NEXT:  %[[ZNY:.*]] = llvm.mul %[[Z]], %[[NY]] : i32
// CHECK-NEXT:  %[[YZ:.*]] = llvm.add %[[Y]], %[[ZNY]] : i32
// CHECK-NEXT:  %[[YZNX:.*]] = llvm.mul %[[YZ]], %[[NX]] : i32
// CHECK-NEXT:  %[[PID:.*]] = llvm.add %[[X]], %[[YZNX]] : i32
// CHECK-NEXT:  %[[SIZE:.*]] = llvm.mlir.constant(512 : i32) : i32
// CHECK-NEXT:  %[[BASE:.*]] = llvm.mul %[[PID]], %[[SIZE]] : i32
// CHECK-NEXT:  %[[AT0:.*]] = llvm.add %[[BASE]], %[[OFF0]] : i32
// CHECK-NEXT:  %[[A:.*]] = llvm.getelementptr %[[SCRATCH]][%[[AT0]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK-NEXT:  %[[OFF128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK:       %[[AT128:.*]] = llvm.add %{{.*}}, %[[OFF128]] : i32
// CHECK-NEXT:  %[[B:.*]] = llvm.getelementptr %[[SCRATCH]][%[[AT128]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK:       %[[OFF384:.*]] = llvm.mlir.constant(384 : i32) : i32
// CHECK:       %[[AT384:.*]] = llvm.add %{{.*}}, %[[OFF384]] : i32
// CHECK-NEXT:  %[[HS:.*]] = llvm.getelementptr %[[SCRATCH]][%[[AT384]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK-NEXT:  %[[C:.*]] = llvm.call @helper(%{{.*}}, %[[HS]], %[[PROFILE]]) {ttg.global_scratch_memory_offset = 384 : i32}
// CHECK-NEXT:  llvm.ptrtoint %[[A]] : !llvm.ptr<1> to i64
// CHECK-NEXT:  llvm.ptrtoint %[[B]] : !llvm.ptr<1> to i64

// In a device function the offsets apply to the scratch pointer argument directly.
// CHECK-LABEL: llvm.func internal @helper
// CHECK-SAME:  (%{{.*}}: !llvm.ptr<3>, %[[FRAME:.*]]: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>) -> i64
// CHECK-SAME:  ttg.global_scratch_memory_alignment = 16 : i32, ttg.global_scratch_memory_size = 80 : i32
// CHECK-NEXT:  %[[H0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %[[P0:.*]] = llvm.getelementptr %[[FRAME]][%[[H0]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK-NEXT:  %[[H64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT:  %[[P64:.*]] = llvm.getelementptr %[[FRAME]][%[[H64]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK-NEXT:  llvm.ptrtoint %[[P0]] : !llvm.ptr<1> to i64
// CHECK-NEXT:  llvm.ptrtoint %[[P64]] : !llvm.ptr<1> to i64
// CHECK-NOT:   ttg.global_scratch_alloc
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel(%out: !tt.ptr<i64>) {
    %a = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
    %b = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32} : !tt.ptr<f32>
    %c = tt.call @helper() : () -> i64
    %ia = tt.ptr_to_int %a : !tt.ptr<i8> -> i64
    %ib = tt.ptr_to_int %b : !tt.ptr<f32> -> i64
    %s = arith.addi %ia, %ib : i64
    %t = arith.addi %s, %c : i64
    tt.store %out, %t : !tt.ptr<i64>
    tt.return
  }
  tt.func private @helper() -> i64 attributes {noinline = true} {
    %a = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 64 : i32} : !tt.ptr<i32>
    %b = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 4 : i32} : !tt.ptr<i32>
    %ia = tt.ptr_to_int %a : !tt.ptr<i32> -> i64
    %ib = tt.ptr_to_int %b : !tt.ptr<i32> -> i64
    %s = arith.addi %ia, %ib : i64
    tt.return %s : i64
  }
}

// -----

// With a cluster of 2 CTAs a program is a cluster: its slice starts at
// ((linear cluster id) * 2 + the CTA's rank in the cluster) * size.
// CHECK-LABEL: llvm.func @cluster_kernel
// CHECK-SAME:  (%[[OUT:.*]]: !llvm.ptr<1>, %[[SCRATCH:.*]]: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>)
// CHECK:       %[[OFF:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %[[X:.*]] = nvvm.read.ptx.sreg.clusterid.x : i32
// CHECK-NEXT:  nvvm.read.ptx.sreg.clusterid.y : i32
// CHECK-NEXT:  nvvm.read.ptx.sreg.clusterid.z : i32
// CHECK-NEXT:  nvvm.read.ptx.sreg.nclusterid.x : i32
// CHECK-NEXT:  nvvm.read.ptx.sreg.nclusterid.y : i32
// CHECK:       %[[PID:.*]] = llvm.add %[[X]], %{{.*}} : i32
// CHECK-NEXT:  %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:  %[[PAIR:.*]] = llvm.mul %[[PID]], %[[TWO]] : i32
// CHECK-NEXT:  %[[RANK:.*]] = nvg.cluster_id
// CHECK-NEXT:  %[[CTA:.*]] = llvm.add %[[PAIR]], %[[RANK]] : i32
// CHECK-NEXT:  %[[SIZE:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT:  %[[BASE:.*]] = llvm.mul %[[CTA]], %[[SIZE]] : i32
// CHECK-NEXT:  %[[AT:.*]] = llvm.add %[[BASE]], %[[OFF]] : i32
// CHECK-NEXT:  llvm.getelementptr %[[SCRATCH]][%[[AT]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cluster_kernel(%out: !tt.ptr<i64>) {
    %a = ttg.global_scratch_alloc {alignment = 64 : i32, nbytes = 64 : i32} : !tt.ptr<i8>
    %ia = tt.ptr_to_int %a : !tt.ptr<i8> -> i64
    tt.store %out, %ia : !tt.ptr<i64>
    tt.return
  }
}
