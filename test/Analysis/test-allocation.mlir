// RUN: ttopt %s -split-input-file -test-print-allocation -verify-diagnostics=only-expected -o /dev/null
// RUN: ttopt %s -split-input-file -test-print-allocation -verify-diagnostics -o /dev/null
// RUN: ttopt %s -split-input-file "-test-print-allocation=get-scratch-size-function=ValidConstant" 2>&1 -o /dev/null | FileCheck %s --check-prefix=CONST

// The shared-memory allocation of Triton 3.6 (lib/Analysis/Allocation.cpp), reported as remarks:
// the function's name, `scratch offset = O, size = S` for an op's temporary buffer,
// `virtual offset = O, size = S` for a call's callee frame, `offset = O, size = S` for a
// local_alloc result, and the function's total `size = N`.  Every offset here equals the
// `allocation.offset` Triton 3.6's allocate-shared-memory writes on the same input.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {

// expected-remark @below {{empty}}
// expected-remark @below {{size = 0}}
tt.func @empty() {
  tt.return
}

// A convert_layout between warps goes through a swizzled tile of the whole tensor:
// 32x32 f16 = 2048 bytes.  Back the other way it reuses the same memory.
// expected-remark @below {{convert_layout}}
// expected-remark @below {{size = 2048}}
tt.func @convert_layout(%t: tensor<32x32xf16, #blocked>) {
  // expected-remark @below {{scratch offset = 0, size = 2048}}
  %0 = ttg.convert_layout %t : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
  // expected-remark @below {{scratch offset = 0, size = 2048}}
  %1 = ttg.convert_layout %0 : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #blocked>
  tt.return
}

// Pointers are 64 bits, booleans 8.
// expected-remark @below {{convert_pointers_and_booleans}}
// expected-remark @below {{size = 8192}}
tt.func @convert_pointers_and_booleans(%p: tensor<32x32x!tt.ptr<f32>, #blocked>, %b: tensor<32x32xi1, #blocked>) {
  // expected-remark @below {{scratch offset = 0, size = 8192}}
  %0 = ttg.convert_layout %p : tensor<32x32x!tt.ptr<f32>, #blocked> -> tensor<32x32x!tt.ptr<f32>, #blocked1>
  // expected-remark @below {{scratch offset = 0, size = 1024}}
  %1 = ttg.convert_layout %b : tensor<32x32xi1, #blocked> -> tensor<32x32xi1, #blocked1>
  tt.return
}
}

// -----

// Conversions that stay within each thread or warp need no scratch.  Between these two
// layouts the 4 warps keep their rows, but a 16-bit element moves between lanes with
// several register/lane swaps: that goes through shared memory, a tile of 16x32 f16.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>
#regs = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{within_warps}}
// expected-remark @below {{size = 1024}}
tt.func @within_warps(%t: tensor<16x32xf16, #blocked>) {
  // expected-remark @below {{scratch offset = 0, size = 1024}}
  %0 = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #rows>
  %1 = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #regs>
  tt.return
}
}

// -----

// A reduction across warps keeps one partial result per warp along the axis and per
// element of the other dims, each as wide as all operands together (f32 + i32 + f16 = 10
// bytes).  Along an axis that one warp covers, shuffles suffice.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{reduce}}
// expected-remark @below {{size = 1280}}
tt.func @reduce(%x: tensor<32x32xf32, #blocked>, %y: tensor<32x32xi32, #blocked>, %z: tensor<32x32xf16, #blocked>) {
  // 4 warps x 32 columns x 4 bytes.
  // expected-remark @below {{scratch offset = 0, size = 512}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
  // 4 x 32 x 10 bytes.
  // expected-remark @below {{scratch offset = 0, size = 1280}}
  %1:3 = "tt.reduce"(%x, %y, %z) <{axis = 0 : i32}> ({
  ^bb0(%a0: f32, %a1: i32, %a2: f16, %b0: f32, %b1: i32, %b2: f16):
    tt.reduce.return %a0, %a1, %a2 : f32, i32, f16
  }) : (tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>, tensor<32x32xf16, #blocked>) -> (tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xf16, #ttg.slice<{dim = 0, parent = #blocked}>>)
  %2 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %m = arith.maxnumf %a, %b : f32
    tt.reduce.return %m : f32
  }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  tt.return
}
}

// -----

// A scan across warps keeps a partial result per warp and non-scanned element; one warp
// along the axis needs none.  Histograms count in max(bins, threads per warp) counters.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#oned = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{scan_and_histogram}}
// expected-remark @below {{size = 512}}
tt.func @scan_and_histogram(%x: tensor<32x32xi32, #blocked>, %v: tensor<512xi32, #oned>) {
  // expected-remark @below {{scratch offset = 0, size = 512}}
  %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tt.scan.return %s : i32
  }) : (tensor<32x32xi32, #blocked>) -> tensor<32x32xi32, #blocked>
  %1 = "tt.scan"(%x) <{axis = 1 : i32, reverse = true}> ({
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tt.scan.return %s : i32
  }) : (tensor<32x32xi32, #blocked>) -> tensor<32x32xi32, #blocked>
  // expected-remark @below {{scratch offset = 0, size = 128}}
  %2 = tt.histogram %v : tensor<512xi32, #oned> -> tensor<16xi32, #oned>
  // expected-remark @below {{scratch offset = 0, size = 256}}
  %3 = tt.histogram %v : tensor<512xi32, #oned> -> tensor<64xi32, #oned>
  tt.return
}
}

// -----

// All threads must see an atomic's result: a used scalar result goes through one element
// (at least a byte), a tensor result whose layout broadcasts through the whole tensor.
#broadcast = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{atomics}}
// expected-remark @below {{size = 64}}
tt.func @atomics(%p: !tt.ptr<f32>, %q: !tt.ptr<i8>, %v: f32, %w: i8, %ps: tensor<16x!tt.ptr<f32>, #broadcast>, %vs: tensor<16xf32, #broadcast>) -> (f32, i8, tensor<16xf32, #broadcast>) {
  // expected-remark @below {{scratch offset = 0, size = 4}}
  %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<f32>, f32) -> f32
  %1 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<f32>, f32) -> f32
  // expected-remark @below {{scratch offset = 0, size = 1}}
  %2 = tt.atomic_cas acq_rel, gpu, %q, %w, %w : (!tt.ptr<i8>, i8, i8) -> i8
  // expected-remark @below {{scratch offset = 0, size = 64}}
  %3 = tt.atomic_rmw fadd, relaxed, gpu, %ps, %vs : (tensor<16x!tt.ptr<f32>, #broadcast>, tensor<16xf32, #broadcast>) -> tensor<16xf32, #broadcast>
  tt.return %0, %2, %3 : f32, i8, tensor<16xf32, #broadcast>
}
}

// -----

// A gather whose columns leave the warp writes the whole source.
#src = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#idx = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{gather}}
// expected-remark @below {{size = 4096}}
tt.func @gather(%src: tensor<32x32xf32, #src>, %idx: tensor<16x32xi32, #idx>) {
  // expected-remark @below {{scratch offset = 0, size = 4096}}
  %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<32x32xf32, #src>, tensor<16x32xi32, #idx>) -> tensor<16x32xf32, #idx>
  tt.return
}
}

// -----

// Buffers live at the same time get separate memory; a buffer whose last use is past
// is reused.  The largest buffers are placed first (%b at 0, then %a above it).
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{lifetimes}}
// expected-remark @below {{size = 12288}}
tt.func @lifetimes(%t: tensor<32x32xf16, #blocked>) {
  // expected-remark @below {{offset = 8192, size = 2048}}
  %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 0, size = 8192}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // expected-remark @below {{scratch offset = 10240, size = 2048}}
  %c = ttg.convert_layout %t : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
  %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  ttg.local_dealloc %b : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // %a and %b are dead: this one takes the lowest offset again.
  // expected-remark @below {{offset = 0, size = 8192}}
  %d = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  ttg.local_dealloc %d : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  tt.return
}

// An immutable buffer, an explicit alignment and an i1 buffer (1 bit per element).
// expected-remark @below {{sizes_and_alignment}}
// expected-remark @below {{size = 2312}}
tt.func @sizes_and_alignment(%t: tensor<32x32xf16, #blocked>) {
  // expected-remark @below {{offset = 0, size = 2048}}
  %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
  // expected-remark @below {{offset = 2048, size = 8}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<8x8xi1, #shared, #smem, mutable>
  // expected-remark @below {{offset = 2304, size = 8}}
  %c = ttg.local_alloc {alignment = 256 : i32} : () -> !ttg.memdesc<2x2xf16, #shared, #smem, mutable>
  %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #blocked>
  ttg.local_dealloc %b : !ttg.memdesc<8x8xi1, #shared, #smem, mutable>
  ttg.local_dealloc %c : !ttg.memdesc<2x2xf16, #shared, #smem, mutable>
  tt.return
}
}

// -----

// Views (memdesc_index, memdesc_subslice) and loop-carried descriptors alias their
// buffer: it stays live while they are.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{views_and_loops}}
// expected-remark @below {{size = 10240}}
tt.func @views_and_loops(%t: tensor<32x32xf16, #blocked>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{offset = 0, size = 4096}}
  %multi = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
  %view = ttg.memdesc_index %multi[%c0] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 4096, size = 2048}}
  %init = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 6144, size = 2048}}
  %other = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> (!ttg.memdesc<32x32xf16, #shared, #smem, mutable>) : i32 {
    // Live while the loop runs: not on top of %init or %other.
    // expected-remark @below {{scratch offset = 8192, size = 2048}}
    %c = ttg.convert_layout %t : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    %x = ttg.local_load %cur : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    scf.yield %other : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  }
  %0 = ttg.local_load %view : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  %1 = ttg.local_load %last : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}

// A descriptor chosen by scf.if aliases both buffers.
// expected-remark @below {{select_buffer}}
// expected-remark @below {{size = 6144}}
tt.func @select_buffer(%t: tensor<32x32xf16, #blocked>, %cond: i1) {
  // expected-remark @below {{offset = 0, size = 2048}}
  %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 2048, size = 2048}}
  %b = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  %sel = scf.if %cond -> (!ttg.memdesc<32x32xf16, #shared, #smem, mutable>) {
    scf.yield %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  } else {
    scf.yield %b : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  }
  // expected-remark @below {{scratch offset = 4096, size = 2048}}
  %c = ttg.convert_layout %t : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
  %0 = ttg.local_load %sel : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  tt.return
}
}

// -----

// A call reserves its callee's whole shared memory (a virtual buffer), 128-byte
// aligned, for the duration of the call.  Callees are allocated first.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{callee}}
// expected-remark @below {{size = 2048}}
tt.func private @callee(%t: tensor<32x32xf16, #blocked>) {
  // expected-remark @below {{scratch offset = 0, size = 2048}}
  %0 = ttg.convert_layout %t : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
  tt.return
}

// expected-remark @below {{caller}}
// expected-remark @below {{size = 4096}}
tt.func @caller(%t: tensor<32x32xf16, #blocked>) {
  // expected-remark @below {{offset = 0, size = 2048}}
  %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{virtual offset = 2048, size = 2048}}
  tt.call @callee(%t) : (tensor<32x32xf16, #blocked>) -> ()
  %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
  // expected-remark @below {{virtual offset = 0, size = 2048}}
  tt.call @callee(%t) : (tensor<32x32xf16, #blocked>) -> ()
  tt.return
}
}

// -----

// Graph colouring: first fit puts %small right above %b, where %c's slot was carved
// out (upstream calculateStarts), while %c is still live; the interference graph then
// gives %small a second colour and bumps it past %c.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{coloring}}
// expected-remark @below {{size = 8448}}
tt.func @coloring() {
  // expected-remark @below {{offset = 0, size = 4096}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 4096, size = 4096}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
  ttg.local_dealloc %a : !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 8192, size = 256}}
  %small = ttg.local_alloc : () -> !ttg.memdesc<4x32xf16, #shared, #smem, mutable>
  ttg.local_dealloc %b : !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 0, size = 4096}}
  %c = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
  ttg.local_dealloc %small : !ttg.memdesc<4x32xf16, #shared, #smem, mutable>
  ttg.local_dealloc %c : !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
  tt.return
}
}

// -----

// Warp specialization: the explicit captures are packed (i32 4 + pointer 8 + memdesc
// 8 + 4 per dim), and the function keeps a byte per worker warp for its whole duration.
// Buffers of different partitions may run at the same time and never overlap.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{warp_specialize}}
// expected-remark @below {{scratch offset = 3072, size = 6}}
// expected-remark @below {{size = 3078}}
tt.func @warp_specialize(%t: tensor<32x32xf16, #blocked>, %x: i32, %p: !tt.ptr<f32>) {
  // expected-remark @below {{offset = 0, size = 2048}}
  %a = ttg.local_alloc %t : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  // Only live at the warp_specialize itself: it may share memory with the partitions' buffers.
  // expected-remark @below {{scratch offset = 2048, size = 28}}
  ttg.warp_specialize(%x, %p, %a)
  default {
    ttg.warp_yield
  }
  partition0(%arg0: i32, %arg1: !tt.ptr<f32>, %arg2: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) num_warps(4) {
    // expected-remark @below {{offset = 2048, size = 512}}
    %b = ttg.local_alloc : () -> !ttg.memdesc<8x32xf16, #shared, #smem, mutable>
    ttg.warp_return
  }
  partition1(%arg0: i32, %arg1: !tt.ptr<f32>, %arg2: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) num_warps(2) {
    // expected-remark @below {{offset = 2560, size = 512}}
    %c = ttg.local_alloc : () -> !ttg.memdesc<8x32xf16, #shared, #smem, mutable>
    ttg.warp_return
  } : (i32, !tt.ptr<f32>, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) -> ()
  tt.return
}
}

// -----

// With get-scratch-size-function=ValidConstant every op asks for 128 bytes of scratch
// (upstream's test hook for the scratch-size callback).
// CONST: remark: constant_scratch
// CONST: remark: scratch offset = 0, size = 128
// CONST: remark: scratch offset = 0, size = 128
// CONST: remark: scratch offset = 0, size = 128
// CONST-NOT: scratch
// CONST: remark: size = 128
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{constant_scratch}}
// expected-remark @below {{size = 0}}
tt.func @constant_scratch(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  tt.return %0 : i32
}
}
