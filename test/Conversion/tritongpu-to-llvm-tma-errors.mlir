// RUN: ttopt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' -verify-diagnostics -o /dev/null
// What the TMA lowerings reject (LoadStoreOpToLLVM.cpp, FuncOpToLLVM.cpp, Triton 3.6): TMA
// loads take no cache or eviction hints; a gather needs groups of 4 consecutive x offsets
// per warp; TMA copies need an nvmma_shared buffer (upstream asserts); a descriptor passed
// by value exists only for kernels.

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#sw128 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cached_load(%desc: !tt.tensordesc<tensor<64x64xf16, #sw128>>, %y: i32, %go: i1) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #sw128, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // expected-error @+1 {{cache modifiers not supported yet}}
    ttng.async_tma_copy_global_to_local %desc[%y, %y] %buf, %bar, %go cacheModifier = cg : !tt.tensordesc<tensor<64x64xf16, #sw128>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #sw128, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#sw128 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @evict_first_load(%desc: !tt.tensordesc<tensor<64x64xf16, #sw128>>, %y: i32, %go: i1) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #sw128, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // expected-error @+1 {{eviction policy not supported yet}}
    ttng.async_tma_copy_global_to_local %desc[%y, %y] %buf, %bar, %go evictionPolicy = evict_first : !tt.tensordesc<tensor<64x64xf16, #sw128>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #sw128, #smem, mutable>
    tt.return
  }
}

// -----

#plain = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @swizzled_store(%desc: !tt.tensordesc<tensor<64x64xf32, #plain>>, %y: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #plain, #smem, mutable>
    // expected-error @+1 {{TMA copies need a shared buffer with an #ttg.nvmma_shared encoding}}
    ttng.async_tma_copy_local_to_global %desc[%y, %y] %buf : !tt.tensordesc<tensor<64x64xf32, #plain>>, !ttg.memdesc<64x64xf32, #plain, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#pairs = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#sw128 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_rows_per_warp(%desc: !tt.tensordesc<tensor<1x64xf16, #sw128>>, %xs: tensor<8xi32, #ttg.slice<{dim = 0, parent = #pairs}>>, %y: i32, %go: i1) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<8x64xf16, #sw128, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // expected-error @+1 {{must have at least 4 x offsets per warp}}
    ttng.async_tma_gather %desc[%xs, %y] %buf, %bar, %go : !tt.tensordesc<tensor<1x64xf16, #sw128>>, tensor<8xi32, #ttg.slice<{dim = 0, parent = #pairs}>>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<8x64xf16, #sw128, #smem, mutable>, i1
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{tt.nv_tma_desc is not supported for device functions}}
  tt.func private @device_by_value(%desc: !tt.ptr<i8> {tt.nv_tma_desc = 1 : i32}) {
    tt.return
  }
  tt.func public @kernel(%desc: !tt.ptr<i8>) {
    tt.call @device_by_value(%desc) : (!tt.ptr<i8>) -> ()
    tt.return
  }
}
