// RUN: ttopt %s -split-input-file -allocate-shared-memory -test-print-membar | FileCheck %s

// Barriers (`ttg.local_barrier`) between conflicting shared-memory accesses, as Triton 3.6's
// membar analysis inserts them (lib/Analysis/Membar.cpp): before a read of bytes written
// (RAW), a write of bytes read (WAR) or written (WAW) since the last barrier.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {

// CHECK-LABEL: tt.func @raw_war_rar
tt.func @raw_war_rar(%t: tensor<32x32xf16, #blocked>) {
  // CHECK: ttg.local_alloc
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: tt.return
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  %1 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  tt.return
}

// An initialised local_alloc writes its buffer; buffers that do not overlap need nothing.
// CHECK-LABEL: tt.func @alloc_writes
tt.func @alloc_writes(%t: tensor<32x32xf16, #blocked>) {
  // CHECK: ttg.local_alloc
  // CHECK-NEXT: ttg.local_alloc
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: tt.return
  %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %b = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  %1 = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}

// A convert_layout writes and reads its scratch: it needs a barrier before it when a
// pending access overlaps its scratch, and synchronizes internally.  Two conversions in
// a row share scratch: WAR.
// CHECK-LABEL: tt.func @scratch
tt.func @scratch(%t: tensor<32x32xf16, #blocked>) {
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.convert_layout
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.convert_layout
  // CHECK-NEXT: tt.return
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %0 = ttg.convert_layout %t : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
  %1 = ttg.convert_layout %0 : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #blocked>
  tt.return
}

// A barrier already there clears what is pending.
// CHECK-LABEL: tt.func @existing_barrier
tt.func @existing_barrier(%t: tensor<32x32xf16, #blocked>) {
  // CHECK: ttg.local_store
  // CHECK-NEXT: gpu.barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NOT: ttg.local_barrier
  // CHECK: tt.return
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  gpu.barrier
  %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  ttg.local_barrier
  ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %1 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}

// The data of asynchronous copies is visible to all threads only after a barrier that
// follows their wait: one is added unless present.
// CHECK-LABEL: tt.func @async_copies
tt.func @async_copies(%p: tensor<32x32x!tt.ptr<f16>, #blocked>) {
  // CHECK: ttg.async_copy_global_to_local
  // CHECK-NEXT: ttg.async_commit_group
  // CHECK-NEXT: ttg.async_wait
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.async_copy_global_to_local
  // CHECK-NEXT: ttg.async_commit_group
  // CHECK-NEXT: ttg.async_wait
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: tt.return
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %0 = ttg.async_copy_global_to_local %p, %a : tensor<32x32x!tt.ptr<f16>, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %1 = ttg.async_commit_group tokens %0
  %2 = ttg.async_wait %1 {num = 0 : i32}
  %3 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  %4 = ttg.async_copy_global_to_local %p, %a : tensor<32x32x!tt.ptr<f16>, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %5 = ttg.async_commit_group tokens %4
  %6 = ttg.async_wait %5 {num = 0 : i32}
  ttg.local_barrier
  %7 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}

// Views of one buffer conflict with each other.
// CHECK-LABEL: tt.func @views
tt.func @views(%t: tensor<32x32xf16, #blocked>) {
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.memdesc_subslice
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %c0 = arith.constant 0 : i32
  %a = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
  %v0 = ttg.memdesc_index %a[%c0] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  ttg.local_store %t, %v0 : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %s = ttg.memdesc_subslice %v0[16, 0] : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 32x32>
  %0 = ttg.local_load %s : !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 32x32> -> tensor<16x32xf16, #blocked>
  tt.return
}
}

// -----

// A convert_layout that stays within warps only synchronizes its warp: what was pending
// before it stays pending.  One that crosses warps synchronizes the whole CTA.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>
#cols = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @warp_sync
tt.func @warp_sync(%t: tensor<16x32xf16, #blocked>) {
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.convert_layout
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<16x32xf16, #blocked> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
  %c = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #rows>
  %0 = ttg.local_load %a : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> tensor<16x32xf16, #blocked>
  tt.return
}
// CHECK-LABEL: tt.func @cta_sync
tt.func @cta_sync(%t: tensor<16x32xf16, #blocked>) {
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.convert_layout
  // CHECK-NEXT: ttg.local_load
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<16x32xf16, #blocked> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
  %c = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #cols>
  %0 = ttg.local_load %a : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> tensor<16x32xf16, #blocked>
  tt.return
}
}

// -----

// Structured control flow: what a loop body leaves pending reaches its next iteration
// (the back edge) and the code after the loop; both branches of an if reach the code
// after it.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @loop_back_edge
tt.func @loop_back_edge(%t: tensor<32x32xf16, #blocked>, %n: i32) {
  // The read at the top of the body conflicts with the write at its end on the next
  // iteration, and the write with the read of the same iteration.
  // CHECK: scf.for
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: }
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  scf.for %i = %c0 to %n step %c1 : i32 {
    %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  }
  %1 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}

// CHECK-LABEL: tt.func @loop_read_only
tt.func @loop_read_only(%t: tensor<32x32xf16, #blocked>, %n: i32) {
  // Only the write before the loop conflicts; reads never need a barrier among themselves.
  // CHECK: ttg.local_alloc
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: }
  // CHECK-NEXT: tt.return
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  scf.for %i = %c0 to %n step %c1 : i32 {
    %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  }
  tt.return
}

// CHECK-LABEL: tt.func @if_branches
tt.func @if_branches(%t: tensor<32x32xf16, #blocked>, %cond: i1) {
  // CHECK: scf.if
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: } else {
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: }
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  scf.if %cond {
    ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  } else {
    %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  }
  %1 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}

// CHECK-LABEL: tt.func @while_loop
tt.func @while_loop(%t: tensor<32x32xf16, #blocked>, %x: i32) {
  // The condition region's read reaches the body (WAR), and the body's write the
  // condition region through the back edge (RAW).
  // CHECK: scf.while
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK: } do {
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %r = scf.while (%arg = %x) : (i32) -> i32 {
    %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    %c = arith.cmpi sgt, %arg, %x : i32
    scf.condition(%c) %arg : i32
  } do {
  ^bb0(%arg: i32):
    ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    scf.yield %arg : i32
  }
  tt.return
}
}

// -----

// Unstructured control flow (after convert-scf-to-cf): the same analysis over blocks.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @cf_loop
tt.func @cf_loop(%t: tensor<32x32xf16, #blocked>, %n: i32) {
  // CHECK: ^bb1(
  // CHECK: ^bb2:
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  // CHECK: ^bb3:
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %next = arith.addi %i, %c1 : i32
  cf.br ^bb1(%next : i32)
^bb3:
  %1 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}

// CHECK-LABEL: tt.func @cf_diamond
tt.func @cf_diamond(%t: tensor<32x32xf16, #blocked>, %cond: i1) {
  // Only the path through ^bb1 writes; the join point still needs the barrier.
  // CHECK: ^bb1:
  // CHECK-NEXT: ttg.local_store
  // CHECK: ^bb2:
  // CHECK-NEXT: cf.br ^bb3
  // CHECK: ^bb3:
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}
}

// -----

// Calls: a callee is analysed first; the accesses it may leave pending at its return
// count at each call, at the byte offsets of the callee's own allocation (Triton 3.6
// does not shift them by the call's frame offset; here both are 0).
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func private @writer
tt.func private @writer(%t: tensor<32x32xf16, #blocked>) {
  // CHECK-NOT: ttg.local_barrier
  // CHECK: tt.return
  %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  tt.return
}
// CHECK-LABEL: tt.func @caller
tt.func @caller(%t: tensor<32x32xf16, #blocked>) {
  // The first call's pending write conflicts with the second call and with the
  // conversion's scratch, both at offset 0.
  // CHECK: tt.call @writer
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: tt.call @writer
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.convert_layout
  tt.call @writer(%t) : (tensor<32x32xf16, #blocked>) -> ()
  tt.call @writer(%t) : (tensor<32x32xf16, #blocked>) -> ()
  %0 = ttg.convert_layout %t : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
  tt.return
}
// CHECK-LABEL: tt.func @unshifted
tt.func @unshifted(%t: tensor<32x32xf16, #blocked>) {
  // The callee's frame is at 2048, clear of %a at 0, but its write counts at [0, 2048):
  // barriers around the call (WAR before, RAW after).
  // CHECK: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: tt.call @writer(%{{.*}}) {allocation.offset = 2048 : i32}
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.call @writer(%t) : (tensor<32x32xf16, #blocked>) -> ()
  %1 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}
}

// -----

// An mbarrier arrive may release other threads: every shared-memory access before it
// must be complete.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @arrive
tt.func @arrive(%t: tensor<32x32xf16, #blocked>) {
  // CHECK: ttng.init_barrier
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttng.arrive_barrier
  %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared1, #smem, mutable>
  ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared1, #smem, mutable>
  ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
  tt.return
}
}

// -----

// Warp specialization: the default region continues the function's flow; each partition
// is analysed on its own, from an empty state.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @warp_specialize
tt.func @warp_specialize(%t: tensor<32x32xf16, #blocked>) {
  // CHECK: ttg.warp_specialize
  // CHECK-NEXT: default {
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: ttg.warp_yield
  // CHECK: partition0
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.warp_return
  // CHECK: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: tt.return
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  ttg.warp_specialize(%a)
  default {
    %v = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    ttg.local_store %t, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.warp_yield
  }
  partition0(%arg2: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) num_warps(4) {
    %b = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    %z = arith.constant dense<0.0> : tensor<16x32xf16, #blocked>
    ttg.local_store %z, %b : tensor<16x32xf16, #blocked> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    %v = ttg.local_load %b : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> tensor<16x32xf16, #blocked>
    ttg.warp_return
  } : (!ttg.memdesc<32x32xf16, #shared, #smem, mutable>) -> ()
  %w = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}
}
