// RUN: ttopt %s -allocate-shared-memory --debug-only=allocation-shared-memory -o /dev/null 2>&1 | FileCheck %s

// The debug trace of upstream's AllocationAnalysis (DEBUG_TYPE allocation-shared-memory):
// the buffers, the first-fit placement, the interference graph and colours, the bumped
// placement, and the total against the most bytes live at once.

// CHECK: -- buffer 0; value: %0 = ttg.local_alloc
// CHECK: -- buffer 2; value: %2 = ttg.local_alloc
// CHECK: [allocation-shared-memory]: Dump bufferRange: id size offset ---------
// CHECK-NEXT: -- 0 4096 0 interval 0 3
// CHECK-NEXT: -- 1 4096 4096 interval 1 5
// CHECK-NEXT: -- 2 256 4096 interval 3 7
// CHECK-NEXT: -- 3 4096 0 interval 5 8
// CHECK: [allocation-shared-memory]: Dump interference graph:
// CHECK: -- from 1 to 2;
// CHECK-NEXT: -- from 2 to 1;
// CHECK-NEXT: -- color 0 0
// CHECK-NEXT: -- color 1 0
// CHECK-NEXT: -- color 3 0
// CHECK-NEXT: -- color 2 1
// CHECK-NEXT: [allocation-shared-memory]: Dump bufferRange: id size offset ---------
// CHECK-NEXT: -- 0 4096 0 interval 0 3
// CHECK-NEXT: -- 1 4096 4096 interval 1 5
// CHECK-NEXT: -- 2 256 8192 interval 3 7
// CHECK-NEXT: -- 3 4096 0 interval 5 8
// CHECK: [allocation-shared-memory]: Dump interference graph:
// CHECK-NOT: -- from
// CHECK: [allocation-shared-memory]: Dump shared memory allocation size -----------
// CHECK-NEXT: Allocated: 8448, analyzed: 8192

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @coloring() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %a : !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %small = ttg.local_alloc : () -> !ttg.memdesc<4x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %b : !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %c = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %small : !ttg.memdesc<4x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %c : !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    tt.return
  }
}
