// RUN: ttopt %s -split-input-file -triton-nvidia-optimize-descriptor-encoding | FileCheck %s

// Every tensor descriptor's block gets the shared layout its TMA messages use: the nvmma
// layout a loaded value is copied into, else the default nvmma layout of the shape its uses
// move. Outputs checked against Triton 3.6 (OptimizeDescriptorEncoding.cpp).

// A kernel's descriptor argument takes the layout of the buffer its load fills (128-byte
// swizzle); the function type follows. A stored-only descriptor gets the default layout of
// its 64x32xf16 block: 64-byte rows, a 64-byte swizzle.
// CHECK-DAG: #[[NVMMA128:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[NVMMA64:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @kernel_arguments
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<64x32xf16, #[[NVMMA128]]>>, %arg1: !tt.tensordesc<tensor<64x32xf16, #[[NVMMA64]]>>, %arg2: i32)
// CHECK: tt.descriptor_load %arg0[%arg2, %arg2] : !tt.tensordesc<tensor<64x32xf16, #[[NVMMA128]]>>
// CHECK: tt.descriptor_store %arg1[%arg2, %arg2], %0 : !tt.tensordesc<tensor<64x32xf16, #[[NVMMA64]]>>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma128 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel_arguments(%in: !tt.tensordesc<tensor<64x32xf16>>, %out: !tt.tensordesc<tensor<64x32xf16>>, %i: i32) {
    %a = tt.descriptor_load %in[%i, %i] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16, #blocked>
    %s = ttg.local_alloc %a : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #nvmma128, #smem>
    tt.descriptor_store %out[%i, %i], %a : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16, #blocked>
    tt.return
  }
}

// -----

// The default layout wins where a wish cannot hold: the arguments of a device function, a
// descriptor passed to a call, two loads wishing different layouts. A transposed nvmma
// buffer is no wish at all (TMA cannot write it).
// CHECK-DAG: #[[DEFAULT:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func private @device_function
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<64x32xf16, #[[DEFAULT]]>>
// CHECK-LABEL: tt.func public @transposed_buffer
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<64x32xf16, #[[DEFAULT]]>>
// CHECK-LABEL: tt.func public @conflicting_buffers
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<64x32xf16, #[[DEFAULT]]>>
// CHECK-LABEL: tt.func public @passed_to_a_call
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<64x32xf16, #[[DEFAULT]]>>
// CHECK: tt.call @device_function(%arg0, %arg1) : (!tt.tensordesc<tensor<64x32xf16, #[[DEFAULT]]>>, i32)
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma128 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmma32 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#transposed = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @device_function(%desc: !tt.tensordesc<tensor<64x32xf16>>, %i: i32) -> tensor<64x32xf16, #blocked> {
    %a = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16, #blocked>
    %s = ttg.local_alloc %a : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #nvmma128, #smem>
    tt.return %a : tensor<64x32xf16, #blocked>
  }
  tt.func public @transposed_buffer(%desc: !tt.tensordesc<tensor<64x32xf16>>, %i: i32) {
    %a = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16, #blocked>
    %s = ttg.local_alloc %a : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #transposed, #smem>
    tt.return
  }
  tt.func public @conflicting_buffers(%desc: !tt.tensordesc<tensor<64x32xf16>>, %i: i32) {
    %a = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16, #blocked>
    %s = ttg.local_alloc %a : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #nvmma128, #smem>
    %b = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16, #blocked>
    %t = ttg.local_alloc %b : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #nvmma32, #smem>
    tt.return
  }
  tt.func public @passed_to_a_call(%desc: !tt.tensordesc<tensor<64x32xf16>>, %i: i32) {
    %a = tt.call @device_function(%desc, %i) : (!tt.tensordesc<tensor<64x32xf16>>, i32) -> tensor<64x32xf16, #blocked>
    tt.return
  }
}

// -----

// What is known flows through scf.for, scf.if and scf.while: the gather (16 rows) and the
// one-row load and reduction of the same descriptor settle on the smaller shape, one row,
// too few rows to swizzle.
// CHECK-DAG: #[[ROW:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 32}>
// CHECK-LABEL: tt.func public @control_flow
// CHECK: tt.make_tensor_descriptor {{.*}} : <f32>, <tensor<1x64xf32, #[[ROW]]>>
// CHECK: tt.make_tensor_descriptor {{.*}} : <f32>, <tensor<1x64xf32, #[[ROW]]>>
// CHECK: scf.for {{.*}} iter_args(%[[IT:.*]] = %0) -> (!tt.tensordesc<tensor<1x64xf32, #[[ROW]]>>)
// CHECK: tt.descriptor_gather %[[IT]]
// CHECK: scf.if {{.*}} -> (!tt.tensordesc<tensor<1x64xf32, #[[ROW]]>>)
// CHECK: scf.while {{.*}} : (!tt.tensordesc<tensor<1x64xf32, #[[ROW]]>>) -> !tt.tensordesc<tensor<1x64xf32, #[[ROW]]>>
// CHECK: ^bb0(%{{.*}}: !tt.tensordesc<tensor<1x64xf32, #[[ROW]]>>):
// CHECK: tt.descriptor_reduce add
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @control_flow(%p: !tt.ptr<f32>, %m: i32, %n: i32, %s: i64, %idx: tensor<16xi32, #blocked1>, %c: i1) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c1_i64 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %p, [%m, %n], [%s, %c1_i64] : <f32>, <tensor<1x64xf32>>
    %e = tt.make_tensor_descriptor %p, [%m, %n], [%s, %c1_i64] : <f32>, <tensor<1x64xf32>>
    %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%it = %d) -> (!tt.tensordesc<tensor<1x64xf32>>) : i32 {
      %g = tt.descriptor_gather %it[%idx, %k] : (!tt.tensordesc<tensor<1x64xf32>>, tensor<16xi32, #blocked1>, i32) -> tensor<16x64xf32, #blocked>
      scf.yield %it : !tt.tensordesc<tensor<1x64xf32>>
    }
    %sel = scf.if %c -> (!tt.tensordesc<tensor<1x64xf32>>) {
      scf.yield %r : !tt.tensordesc<tensor<1x64xf32>>
    } else {
      scf.yield %e : !tt.tensordesc<tensor<1x64xf32>>
    }
    %w = scf.while (%arg = %sel) : (!tt.tensordesc<tensor<1x64xf32>>) -> !tt.tensordesc<tensor<1x64xf32>> {
      scf.condition(%c) %arg : !tt.tensordesc<tensor<1x64xf32>>
    } do {
    ^bb0(%arg: !tt.tensordesc<tensor<1x64xf32>>):
      %v = tt.descriptor_load %arg[%c0, %c0] : !tt.tensordesc<tensor<1x64xf32>> -> tensor<1x64xf32, #blocked>
      tt.descriptor_reduce add, %arg[%c0, %c0], %v : !tt.tensordesc<tensor<1x64xf32>>, tensor<1x64xf32, #blocked>
      scf.yield %arg : !tt.tensordesc<tensor<1x64xf32>>
    }
    tt.return
  }
}

// -----

// A gather alone moves 16 rows of 64 floats: 256-byte rows, a 128-byte swizzle, although the
// block has one row.
// CHECK-DAG: #[[GATHER:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-LABEL: tt.func public @gather_rows
// CHECK-SAME: !tt.tensordesc<tensor<1x64xf32, #[[GATHER]]>>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather_rows(%desc: !tt.tensordesc<tensor<1x64xf32>>, %idx: tensor<16xi32, #blocked1>, %i: i32) -> tensor<16x64xf32, #blocked> {
    %g = tt.descriptor_gather %desc[%idx, %i] : (!tt.tensordesc<tensor<1x64xf32>>, tensor<16xi32, #blocked1>, i32) -> tensor<16x64xf32, #blocked>
    tt.return %g : tensor<16x64xf32, #blocked>
  }
}

// -----

// Ranks: a rank-reducing load of a 3-d block gets a rank-3 layout, a 1-d block an
// unswizzled one (its order [0] counts as transposed), and a descriptor read from memory or
// returned keeps the default layout.
// CHECK-DAG: #[[RANK3:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 8, rank = 3}>
// CHECK-DAG: #[[RANK1:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16, rank = 1}>
// CHECK-DAG: #[[BF16:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @ranks
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<1x128x32xi8, #[[RANK3]]>>, %arg1: !tt.tensordesc<tensor<256xf16, #[[RANK1]]>>, %arg2: !tt.ptr<i8>, %arg3: i32) -> !tt.tensordesc<tensor<32x32xbf16, #[[BF16]]>>
// CHECK: ttng.reinterpret_tensor_descriptor %arg2 : !tt.ptr<i8> to !tt.tensordesc<tensor<32x32xbf16, #[[BF16]]>>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ranks(%a: !tt.tensordesc<tensor<1x128x32xi8>>, %b: !tt.tensordesc<tensor<256xf16>>, %raw: !tt.ptr<i8>, %i: i32) -> !tt.tensordesc<tensor<32x32xbf16>> {
    %x = tt.descriptor_load %a[%i, %i, %i] : !tt.tensordesc<tensor<1x128x32xi8>> -> tensor<128x32xi8, #blocked>
    %y = tt.descriptor_load %b[%i] : !tt.tensordesc<tensor<256xf16>> -> tensor<256xf16, #blocked1>
    %z = ttng.reinterpret_tensor_descriptor %raw : !tt.ptr<i8> to !tt.tensordesc<tensor<32x32xbf16>>
    tt.return %z : !tt.tensordesc<tensor<32x32xbf16>>
  }
}

// -----

// Two CTAs: the layout carries the CTA split of the values moved (extended to the block's
// rank); uses split differently fall back to one CTA's layout.
// CHECK-DAG: #[[SPLIT3:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 8, CGALayout = {{\[\[}}0, 1, 0]]}>
// CHECK-DAG: #[[CLASH:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[SPLIT2:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = {{\[\[}}0, 1]]}>
// CHECK-LABEL: tt.func public @two_ctas
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<1x128x32xi8, #[[SPLIT3]]>>, %arg1: !tt.tensordesc<tensor<64x64xf16, #[[CLASH]]>>
// CHECK-LABEL: tt.func public @split_columns
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<64x64xf16, #[[SPLIT2]]>>
#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#columns = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_ctas(%a: !tt.tensordesc<tensor<1x128x32xi8>>, %c: !tt.tensordesc<tensor<64x64xf16>>, %i: i32) {
    %x = tt.descriptor_load %a[%i, %i, %i] : !tt.tensordesc<tensor<1x128x32xi8>> -> tensor<128x32xi8, #rows>
    %z = tt.descriptor_load %c[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #rows>
    %w = tt.descriptor_load %c[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #columns>
    tt.return
  }
  tt.func public @split_columns(%c: !tt.tensordesc<tensor<64x64xf16>>, %i: i32) {
    %z = tt.descriptor_load %c[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #columns>
    tt.return
  }
}
