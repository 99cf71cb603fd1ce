// RUN: ttopt %s -split-input-file -tritongpu-global-scratch-memory-allocation | FileCheck %s

// A kernel without scratch memory: size 0 and alignment 1, on the kernel and the module.
// CHECK:      module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func public @no_scratch(%arg0: !tt.ptr<f32>) attributes {noinline = false, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32} {
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_scratch(%arg0: !tt.ptr<f32>) attributes {noinline = false} {
    tt.return
  }
}

// -----

// Allocations and calls are laid out in program order (nested regions included), each at
// the running offset rounded up to its alignment; zero-byte ones get no offset. A callee
// is laid out first: @helper needs 12 bytes at 0, 32 at 16 (alignment 16), 48 in all. The
// kernel: 5 bytes at 0, @helper at 16 (to 64), @empty (0 bytes) nothing, 100 bytes at 128
// (to 228), @helper again at 240 (to 288), 3 bytes at 288 (alignment 2): 291 bytes,
// rounded up to the largest alignment (128): 384. The module takes the kernel's numbers.
// CHECK:      module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func private @helper(%arg0: i32) attributes {ttg.global_scratch_memory_alignment = 16 : i32, ttg.global_scratch_memory_size = 48 : i32} {
// CHECK-NEXT:     %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 12 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<i8>
// CHECK-NEXT:     %1 = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 32 : i32, ttg.global_scratch_memory_offset = 16 : i32} : !tt.ptr<i8>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func private @empty() attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32} {
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func public @kernel(%arg0: i32, %arg1: i1) attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32} {
// CHECK-NEXT:     %0 = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 5 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<i8>
// CHECK-NEXT:     tt.call @helper(%arg0) {ttg.global_scratch_memory_offset = 16 : i32} : (i32) -> ()
// CHECK-NEXT:     tt.call @empty() : () -> ()
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       %3 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 100 : i32, ttg.global_scratch_memory_offset = 128 : i32} : !tt.ptr<i8>
// CHECK-NEXT:       tt.call @helper(%arg0) {ttg.global_scratch_memory_offset = 240 : i32} : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = ttg.global_scratch_alloc {alignment = 1 : i32, nbytes = 0 : i32} : !tt.ptr<i8>
// CHECK-NEXT:     %2 = ttg.global_scratch_alloc {alignment = 2 : i32, nbytes = 3 : i32, ttg.global_scratch_memory_offset = 288 : i32} : !tt.ptr<i8>
// CHECK-NEXT:     tt.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @helper(%n: i32) {
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 12 : i32} : !tt.ptr<i8>
    %1 = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 32 : i32} : !tt.ptr<i8>
    tt.return
  }
  tt.func private @empty() {
    tt.return
  }
  tt.func public @kernel(%n: i32, %c: i1) {
    %0 = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 5 : i32} : !tt.ptr<i8>
    tt.call @helper(%n) : (i32) -> ()
    tt.call @empty() : () -> ()
    scf.if %c {
      %2 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
      tt.call @helper(%n) : (i32) -> ()
    }
    %3 = ttg.global_scratch_alloc {alignment = 1 : i32, nbytes = 0 : i32} : !tt.ptr<i8>
    %4 = ttg.global_scratch_alloc {alignment = 2 : i32, nbytes = 3 : i32} : !tt.ptr<i8>
    tt.return
  }
}

// -----

// Callees are laid out before their callers whatever their order in the module, through
// chains of calls; a declaration needs no scratch.
// CHECK:      module attributes {ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 192 : i32} {
// CHECK-NEXT:   tt.func public @kernel() attributes {ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 192 : i32} {
// CHECK-NEXT:     %0 = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 4 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<i8>
// CHECK-NEXT:     tt.call @outer() {ttg.global_scratch_memory_offset = 64 : i32} : () -> ()
// CHECK-NEXT:     tt.call @declared() : () -> ()
// CHECK:        tt.func private @outer() attributes {ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 128 : i32} {
// CHECK-NEXT:     tt.call @inner() {ttg.global_scratch_memory_offset = 0 : i32} : () -> ()
// CHECK-NEXT:     tt.call @inner() {ttg.global_scratch_memory_offset = 64 : i32} : () -> ()
// CHECK:        tt.func private @inner() attributes {ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 64 : i32} {
// CHECK-NEXT:     %0 = ttg.global_scratch_alloc {alignment = 64 : i32, nbytes = 40 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<i8>
// CHECK:        tt.func private @declared() attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32}
module {
  tt.func public @kernel() {
    %0 = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 4 : i32} : !tt.ptr<i8>
    tt.call @outer() : () -> ()
    tt.call @declared() : () -> ()
    tt.return
  }
  tt.func private @outer() {
    tt.call @inner() : () -> ()
    tt.call @inner() : () -> ()
    tt.return
  }
  tt.func private @inner() {
    %0 = ttg.global_scratch_alloc {alignment = 64 : i32, nbytes = 40 : i32} : !tt.ptr<i8>
    tt.return
  }
  tt.func private @declared()
}
