// RUN: ttopt %s -split-input-file -tritongpu-coalesce-async-copy | FileCheck %s

// i8 rows of 16 per thread into a vec-8 swizzled buffer: source, mask and other are
// converted to 8 per thread; the copy's contiguity falls back to 1.

#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @clip_i8_with_mask_and_other(%p: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %n: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %b = tt.broadcast %e : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %ptrs = tt.addptr %s, %b : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<64x64xi32, #blocked>
    %m = arith.cmpi slt, %b, %ns : tensor<64x64xi32, #blocked>
    %o = arith.constant dense<0> : tensor<64x64xi8, #blocked>
    %t = ttg.async_copy_global_to_local %ptrs, %buf mask %m other %o {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    %t2 = ttg.async_copy_global_to_local %ptrs, %buf : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    tt.return
  }
}

// CHECK-DAG: #[[SRC:.*]] = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[CLIP:.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @clip_i8_with_mask_and_other
// CHECK: %[[OTHER:.*]] = arith.constant dense<0> : tensor<64x64xi8, #[[SRC]]>
// CHECK: %[[PTRS:.*]] = tt.addptr
// CHECK: %[[MASK:.*]] = arith.cmpi
// CHECK-NEXT: %[[P1:.*]] = ttg.convert_layout %[[PTRS]] : tensor<64x64x!tt.ptr<i8>, #[[SRC]]> -> tensor<64x64x!tt.ptr<i8>, #[[CLIP]]>
// CHECK-NEXT: %[[M1:.*]] = ttg.convert_layout %[[MASK]] : tensor<64x64xi1, #[[SRC]]> -> tensor<64x64xi1, #[[CLIP]]>
// CHECK-NEXT: %[[O1:.*]] = ttg.convert_layout %[[OTHER]] : tensor<64x64xi8, #[[SRC]]> -> tensor<64x64xi8, #[[CLIP]]>
// CHECK-NEXT: ttg.async_copy_global_to_local %[[P1]], %{{.*}} mask %[[M1]] other %[[O1]] : tensor<64x64x!tt.ptr<i8>, #[[CLIP]]> ->
// CHECK-NOT: contiguity
// CHECK-NEXT: %[[P2:.*]] = ttg.convert_layout %[[PTRS]] : tensor<64x64x!tt.ptr<i8>, #[[SRC]]> -> tensor<64x64x!tt.ptr<i8>, #[[CLIP]]>
// CHECK-NEXT: ttg.async_copy_global_to_local %[[P2]], %{{.*}} : tensor<64x64x!tt.ptr<i8>, #[[CLIP]]> ->

// -----

// A narrower swizzle (vec 4) clips f16 rows of 8 to 4 per thread, with 8 warps.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @clip_f16_in_loop(%ptrs: tensor<128x64x!tt.ptr<f16>, #blocked>, %m: tensor<128x64xi1, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %o = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %view = ttg.memdesc_index %buf[%i] : !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
      %t = ttg.async_copy_global_to_local %ptrs, %view mask %m other %o {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
      %g = ttg.async_commit_group tokens %t
    }
    tt.return
  }
}

// CHECK-DAG: #[[SRC:.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
// CHECK-DAG: #[[CLIP:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @clip_f16_in_loop
// CHECK: scf.for
// CHECK-NEXT: %[[VIEW:.*]] = ttg.memdesc_index
// CHECK-NEXT: %[[P:.*]] = ttg.convert_layout %arg0 : tensor<128x64x!tt.ptr<f16>, #[[SRC]]> -> tensor<128x64x!tt.ptr<f16>, #[[CLIP]]>
// CHECK-NEXT: %[[M:.*]] = ttg.convert_layout %arg1 : tensor<128x64xi1, #[[SRC]]> -> tensor<128x64xi1, #[[CLIP]]>
// CHECK-NEXT: %[[O:.*]] = ttg.convert_layout %cst : tensor<128x64xf16, #[[SRC]]> -> tensor<128x64xf16, #[[CLIP]]>
// CHECK-NEXT: ttg.async_copy_global_to_local %[[P]], %[[VIEW]] mask %[[M]] other %[[O]] : tensor<128x64x!tt.ptr<f16>, #[[CLIP]]> -> <128x64xf16, #shared, #smem, mutable>{{$}}

// -----

// A buffer whose fastest dim is the source's slowest keeps only one element
// contiguous: the copy drops to one element per thread.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @clip_transposed_buffer(%ptrs: tensor<32x16x!tt.ptr<f32>, #blocked>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x16xf32, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptrs, %buf : tensor<32x16x!tt.ptr<f32>, #blocked> -> <32x16xf32, #shared, #smem, mutable>
    tt.return
  }
}

// CHECK-DAG: #[[CLIP:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @clip_transposed_buffer
// CHECK: %[[P:.*]] = ttg.convert_layout %arg0 : {{.*}} -> tensor<32x16x!tt.ptr<f32>, #[[CLIP]]>
// CHECK-NEXT: ttg.async_copy_global_to_local %[[P]], %{{.*}} : tensor<32x16x!tt.ptr<f32>, #[[CLIP]]>

// -----

// Left alone: the vector already fits the swizzle, an NVMMA buffer, a non-blocked source.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[0, 16], [0, 32], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @untouched(%p16: tensor<128x64x!tt.ptr<f16>, #blocked>, %p8: tensor<32x64x!tt.ptr<i8>, #blocked1>, %pl: tensor<32x64x!tt.ptr<i8>, #linear>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x64xi8, #nvmma, #smem, mutable>
    %c = ttg.local_alloc : () -> !ttg.memdesc<32x64xi8, #shared, #smem, mutable>
    %t0 = ttg.async_copy_global_to_local %p16, %a {contiguity = 8 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    %t1 = ttg.async_copy_global_to_local %p8, %b {contiguity = 16 : i32} : tensor<32x64x!tt.ptr<i8>, #blocked1> -> <32x64xi8, #nvmma, #smem, mutable>
    %t2 = ttg.async_copy_global_to_local %pl, %c {contiguity = 16 : i32} : tensor<32x64x!tt.ptr<i8>, #linear> -> <32x64xi8, #shared, #smem, mutable>
    tt.return
  }
}

// CHECK-LABEL: tt.func @untouched
// CHECK-NOT: ttg.convert_layout
// CHECK: ttg.async_copy_global_to_local %arg0, %{{.*}} {contiguity = 8 : i32}
// CHECK-NEXT: ttg.async_copy_global_to_local %arg1, %{{.*}} {contiguity = 16 : i32}
// CHECK-NEXT: ttg.async_copy_global_to_local %arg2, %{{.*}} {contiguity = 16 : i32}
