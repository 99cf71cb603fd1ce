// RUN: ttopt %s -split-input-file -allocate-shared-memory | FileCheck %s --check-prefixes=CHECK,GEN
// RUN: ttopt %s -split-input-file "-allocate-shared-memory-nv=compute-capability=80 ptx-version=80" | FileCheck %s --check-prefixes=CHECK,NV80
// RUN: ttopt %s -split-input-file "-allocate-shared-memory-nv=compute-capability=90 ptx-version=83" | FileCheck %s --check-prefixes=CHECK,NV90

// The allocation is recorded as `allocation.offset` on every op owning a buffer and
// `ttg.shared` (the bytes the kernels need) on the module, as Triton 3.6 writes them.
// The passes differ only in a convert_layout's tile: the generic one is sized for
// ld/st.shared; NVIDIA's for 128-bit vectors and, from sm_75 (ldmatrix) and sm_90
// (stmatrix), matrix instructions, whose tiles can be reused for more registers.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// CHECK-LABEL: module attributes
// CHECK-SAME: ttg.shared = 8192 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @kernel
  tt.func @kernel(%t: tensor<32x32xf16, #blocked>, %x: tensor<32x32xf32, #blocked2>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // The larger buffer first.
    // CHECK: ttg.local_alloc %{{.*}} {allocation.offset = 4096 : i32}
    %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    // CHECK: ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<2x32x32xf16
    %b = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
    // Views get no attribute: they own no buffer.
    // CHECK: ttg.memdesc_index %{{[0-9]+}}[%{{.*}}] :
    %v = ttg.memdesc_index %b[%c1] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    // CHECK: scf.for
    scf.for %i = %c0 to %n step %c1 : i32 {
      // Both buffers are live in the loop.
      // CHECK: ttg.convert_layout %{{.*}} {allocation.offset = 6144 : i32}
      %c = ttg.convert_layout %t : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
      // CHECK: ttg.local_load %{{[0-9]+}} :
      %l = ttg.local_load %v : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    }
    // %b is dead after the loop: the reduction's 4 warps x 32 rows x 4 bytes reuse it.
    // CHECK: }) {allocation.offset = 0 : i32} : (tensor<32x32xf32,
    %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x32xf32, #blocked2>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %l0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    // CHECK: tt.call @helper(%{{.*}}) {allocation.offset = 0 : i32}
    tt.call @helper(%t) : (tensor<32x32xf16, #blocked>) -> ()
    // CHECK-NOT: allocation.offset
    // CHECK: tt.return
    tt.return
  }
  // Each function is allocated on its own; its callers reserve its 4096 bytes.
  // CHECK-LABEL: tt.func private @helper
  tt.func private @helper(%t: tensor<32x32xf16, #blocked>) {
    // CHECK: ttg.local_alloc %{{.*}} {allocation.offset = 0 : i32}
    %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    // CHECK: ttg.convert_layout %{{.*}} {allocation.offset = 2048 : i32}
    %c = ttg.convert_layout %t : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    %l = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #blocked>
    tt.return
  }
}

// -----

// A 64x16 f32 tensor moving between warps.  Both sides hold 4 consecutive elements, so
// NVIDIA's tile uses 128-bit accesses and is reused for the other registers.
#src = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#dst = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: module attributes
// GEN-SAME: ttg.shared = 4096 : i32
// NV80-SAME: ttg.shared = 1024 : i32
// NV90-SAME: ttg.shared = 1024 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @vectorized(%t: tensor<64x16xf32, #src>) -> tensor<64x16xf32, #dst> {
    // CHECK: ttg.convert_layout %{{.*}} {allocation.offset = 0 : i32}
    %0 = ttg.convert_layout %t : tensor<64x16xf32, #src> -> tensor<64x16xf32, #dst>
    tt.return %0 : tensor<64x16xf32, #dst>
  }
}

// -----

// An mma accumulator of f16 to a blocked layout: sm_90 writes it with stmatrix, whose
// tile covers a quarter of the tensor.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 8]}>
#blocked = #ttg.blocked<{sizePerThread = [8, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]}>
// CHECK-LABEL: module attributes
// GEN-SAME: ttg.shared = 4096 : i32
// NV80-SAME: ttg.shared = 4096 : i32
// NV90-SAME: ttg.shared = 1024 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @stmatrix(%t: tensor<64x128xf16, #mma>) -> tensor<64x128xf16, #blocked> {
    %0 = ttg.convert_layout %t : tensor<64x128xf16, #mma> -> tensor<64x128xf16, #blocked>
    tt.return %0 : tensor<64x128xf16, #blocked>
  }
}

// -----

// No shared memory at all: the module still gets `ttg.shared = 0`.  A conversion that
// only reorders registers, a scalar atomic whose result is unused and a reduction
// within warps own no buffer.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK-LABEL: module attributes
// CHECK-SAME: ttg.shared = 0 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-NOT: allocation.offset
  tt.func @none(%t: tensor<128x4xf32, #blocked>, %p: !tt.ptr<f32>, %v: f32) {
    %0 = ttg.convert_layout %t : tensor<128x4xf32, #blocked> -> tensor<128x4xf32, #blocked1>
    %1 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<f32>, f32) -> f32
    %2 = "tt.reduce"(%t) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<128x4xf32, #blocked>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }
}
