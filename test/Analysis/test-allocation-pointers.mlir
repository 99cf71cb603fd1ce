// RUN: ttopt %s -test-print-allocation -verify-diagnostics -o /dev/null
// A shared buffer of pointers takes 64 bits an element (getIntOrFloatOrPtrBitWidth). The
// offsets equal the `allocation.offset` Triton 3.6's allocate-shared-memory-nv writes on the
// same input.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {

// expected-remark @below {{pointers}}
// expected-remark @below {{size = 5120}}
tt.func @pointers() {
  // expected-remark @below {{offset = 0, size = 4096}}
  %ptrs = ttg.local_alloc : () -> !ttg.memdesc<32x16x!tt.ptr<f16>, #shared, #smem, mutable>
  // expected-remark @below {{offset = 4096, size = 1024}}
  %halves = ttg.local_alloc : () -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
  ttg.local_dealloc %halves : !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
  ttg.local_dealloc %ptrs : !ttg.memdesc<32x16x!tt.ptr<f16>, #shared, #smem, mutable>
  tt.return
}

}
