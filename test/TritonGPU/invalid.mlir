// RUN: ttopt %s -split-input-file -verify-diagnostics

// ttg.convert_layout
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
// expected-error @+1 {{'ttg.convert_layout' op requires the same shape for all operands and results}}
    %0 = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x32xf32, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
// expected-error @+1 {{'ttg.convert_layout' op requires the same element type for all operands and results}}
    %0 = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf16, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
// expected-error @+1 {{Layout has 2 warps per CTA, but the context requires 4 warps per CTA.}}
    %0 = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32) {
// expected-error @+1 {{'ttg.convert_layout' op operand #0 must be ranked tensor of floating-point or integer or ptr values, but got 'i32'}}
    %0 = "ttg.convert_layout"(%arg0) : (i32) -> i32
    tt.return
  }
}

// -----

// Async copies, groups and waits.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.async_wait' op requires attribute 'num'}}
    %0 = ttg.async_wait
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.async_wait' op attribute 'num' failed to satisfy constraint: 32-bit signless integer attribute}}
    %0 = "ttg.async_wait"() <{num = 0 : i64}> : () -> !ttg.async.token
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32) {
// expected-error @+1 {{'ttg.async_wait' op operand #0 must be variadic of async token type, but got 'i32'}}
    %0 = "ttg.async_wait"(%arg0) {num = 0 : i32} : (i32) -> !ttg.async.token
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.async_commit_group' op result #0 must be async token type, but got 'i32'}}
    %0 = "ttg.async_commit_group"() : () -> i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32) { // expected-note {{prior use here}}
// expected-error @+1 {{use of value '%arg0' expects different type than prior uses: '!ttg.async.token' vs 'i32'}}
    %0 = ttg.async_commit_group tokens %arg0
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem>) {
// expected-error @+1 {{'ttg.async_copy_global_to_local' op Cannot store into immutable memory}}
    %0 = ttg.async_copy_global_to_local %arg0, %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg2: tensor<64x32xi1, #blocked>) { // expected-note {{prior use here}}
// expected-error @+1 {{use of value '%arg2' expects different type than prior uses: 'tensor<64x64xi1, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>' vs 'tensor<64x32xi1, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = ttg.async_copy_global_to_local %arg0, %arg1 mask %arg2 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{custom op 'ttg.async_copy_global_to_local' expected string or keyword containing one of the following enum values for attribute 'cache' [none, ca, cg, wb, cs, wt, cv]}}
    %0 = ttg.async_copy_global_to_local %arg0, %arg1 cacheModifier = foo : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg2: i32) {
// expected-error @+1 {{'ttg.async_copy_global_to_local' op failed to verify that infer other type from src type}}
    %0 = "ttg.async_copy_global_to_local"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<64x64x!tt.ptr<f16>, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, i32) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg2: i32) {
// expected-error @+1 {{'ttg.async_copy_global_to_local' op operand #2 must be tensor of 1-bit signless integer values, but got 'i32'}}
    %0 = "ttg.async_copy_global_to_local"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<64x64x!tt.ptr<f16>, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, i32) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf16, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttg.async_copy_global_to_local' op operand #0 must be ranked tensor of ptr values, but got 'tensor<64x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = "ttg.async_copy_global_to_local"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<64x64xf16, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttg.async_copy_global_to_local' op attribute 'contiguity' failed to satisfy constraint: 32-bit signless integer attribute}}
    %0 = "ttg.async_copy_global_to_local"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, contiguity = 2 : i64}> : (tensor<64x64x!tt.ptr<f16>, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) -> !ttg.async.token
    tt.return
  }
}

// -----

// Shared-memory buffers.
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.local_alloc' op uninitialized alloc must have a mutable memdesc type}}
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.local_alloc' op result shape and its alloc shape must match}}
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 2x64x64>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>) {
// expected-error @+1 {{'ttg.local_alloc' op source element type 'tensor<64x64xf32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>' must match destination element type 'f16'}}
    %0 = ttg.local_alloc %arg0 : (tensor<64x64xf32, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf16, #blocked>) {
// expected-error @+1 {{'ttg.local_alloc' op source shape [64, 64] must match [destination shape 2, 64, 64]}}
    %0 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<2x64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf16, #blocked>) {
// expected-error @+1 {{'ttg.local_alloc' op source has rank 2 but memdesc encoding has rank 1}}
    %0 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
    %0 = ttg.local_alloc : () -> (!ttg.memdesc<64x64xf16, #shared, #smem, mutable>, i32)
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.local_alloc' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute}}
    %0 = "ttg.local_alloc"() {alignment = 16 : i64} : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32) {
// expected-error @+1 {{'ttg.local_alloc' op operand #0 must be ranked tensor of floating-point or integer or ptr values, but got 'i32'}}
    %0 = "ttg.local_alloc"(%arg0) : (i32) -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.local_alloc' op result #0 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'i32'}}
    %0 = "ttg.local_alloc"() : () -> i32
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttg.local_load' op source element type '!ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable>' must match destination element type 'f32'}}
    %0 = ttg.local_load %arg0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttg.local_load' op source shape [64, 64] must match [destination shape 64, 32]}}
    %0 = ttg.local_load %arg0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
#blocked3d = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttg.local_load' op result has rank 3 but memdesc encoding has rank 2}}
    %0 = ttg.local_load %arg0 : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> tensor<2x64x64xf16, #blocked3d>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %arg1: i32) {
// expected-error @+1 {{'ttg.local_load' op operand #1 must be async token type, but got 'i32'}}
    %0 = "ttg.local_load"(%arg0, %arg1) : (!ttg.memdesc<64x64xf16, #shared, #smem, mutable>, i32) -> tensor<64x64xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf16, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem>) {
// expected-error @+1 {{'ttg.local_store' op Cannot store into immutable memory}}
    ttg.local_store %arg0, %arg1 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf32, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttg.local_store' op source element type 'tensor<64x64xf32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>' must match destination element type 'f16'}}
    ttg.local_store %arg0, %arg1 : tensor<64x64xf32, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf16, #blocked>, %arg1: !ttg.memdesc<64x32xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttg.local_store' op source shape [64, 64] must match [destination shape 64, 32]}}
    ttg.local_store %arg0, %arg1 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32) {
// expected-error @+1 {{'ttg.local_dealloc' op operand #0 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'i32'}}
    "ttg.local_dealloc"(%arg0) : (i32) -> ()
    tt.return
  }
}

// -----

// Views: memdesc_index, memdesc_subslice, memdesc_trans, memdesc_reshape, memdesc_reinterpret.
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, %arg1: i32) {
// expected-error @+1 {{result rank must be input rank - 1}}
    %0 = ttg.memdesc_index %arg0[%arg1] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, %arg1: i32) {
// expected-error @+1 {{result element type must match desc element type}}
    %0 = ttg.memdesc_index %arg0[%arg1] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, %arg1: i32) {
// expected-error @+1 {{result shape must equal to srcShape[1:]}}
    %0 = ttg.memdesc_index %arg0[%arg1] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable, 4x3x64x64>, %arg1: i32) {
// expected-error @+1 {{We don't allow taking memdesc_index of a memdesc_index}}
    %0 = ttg.memdesc_index %arg0[%arg1] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable, 4x3x64x64> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable, 3x64x128>, %arg1: i32) {
// expected-error @+1 {{We don't support memdesc_index of a subview}}
    %0 = ttg.memdesc_index %arg0[%arg1] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable, 3x64x128> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, %arg1: i32) {
// expected-error @+1 {{alloc shape must match shape for both result and src}}
    %0 = ttg.memdesc_index %arg0[%arg1] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 128x64>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, %arg1: i64) { // expected-note {{prior use here}}
// expected-error @+1 {{use of value '%arg1' expects different type than prior uses: 'i32' vs 'i64'}}
    %0 = ttg.memdesc_index %arg0[%arg1] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{offsets must have the same rank as input}}
    %0 = ttg.memdesc_subslice %arg0[0, 0, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{A non zero offset found in a dimension that is not being split}}
    %0 = ttg.memdesc_subslice %arg0[8, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{The split offset may not touch the tile}}
    %0 = ttg.memdesc_subslice %arg0[0, 16] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{result element type must match desc element type}}
    %0 = ttg.memdesc_subslice %arg0[0, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf32, #shared, #smem, mutable, 64x64>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{result rank must equal to input rank}}
    %0 = ttg.memdesc_subslice %arg0[0, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<8x16xf32, #shared1, #smem>) {
// expected-error @+1 {{We don't support splitting along the swizzling pattern}}
    %0 = ttg.memdesc_subslice %arg0[0, 0] : !ttg.memdesc<8x16xf32, #shared1, #smem> -> !ttg.memdesc<8x4xf32, #shared1, #smem, 8x16>
    tt.return
  }
}

// -----

#shared = #ttg.padded_shared<[4:+4] {shape = [32, 32], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x32x32xf32, #shared, #smem>) {
// expected-error @+1 {{SubSlice of low rank PaddedSharedEncoding from higher rank tensors is not supported yet}}
    %0 = ttg.memdesc_subslice %arg0[0, 16, 0] : !ttg.memdesc<2x32x32xf32, #shared, #smem> -> !ttg.memdesc<2x16x32xf32, #shared, #smem, 2x32x32>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttg.memdesc_trans' op requires attribute 'order'}}
    %0 = ttg.memdesc_trans %arg0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{order must have the same size as the rank of the operand and result}}
    %0 = ttg.memdesc_trans %arg0 {order = array<i32: 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<64x32xf16, #shared, #smem, mutable>) {
// expected-error @+2 {{'ttg.memdesc_trans' op inferred type(s) '!ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>, #ttg.shared_memory, mutable>' are incompatible with return type(s) of operation '!ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #ttg.shared_memory, mutable>'}}
// expected-error @+1 {{'ttg.memdesc_trans' op failed to infer returned types}}
    %0 = ttg.memdesc_trans %arg0 {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared3d = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>
#slin = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [1, 8], [2, 16], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]]}, alignment = 16>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x64x32xf16, #shared3d, #smem, mutable>) {
// expected-error @+1 {{number of src and dst elements of reshape must be the same}}
    %0 = ttg.memdesc_reshape %arg0 : !ttg.memdesc<2x64x32xf16, #shared3d, #smem, mutable> -> !ttg.memdesc<64x32xf16, #slin, #smem, mutable>
    tt.return
  }
}

// -----

#shared3d = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>
#slin = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [1, 8], [2, 16], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]]}, alignment = 16>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x64x32xf16, #shared3d, #smem, mutable>) {
// expected-error @+1 {{'ttg.memdesc_reshape' op requires the same element type for all operands and results}}
    %0 = ttg.memdesc_reshape %arg0 : !ttg.memdesc<2x64x32xf16, #shared3d, #smem, mutable> -> !ttg.memdesc<128x32xf32, #slin, #smem, mutable>
    tt.return
  }
}

// -----

#shared3d = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>
#slin = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [1, 8], [2, 16], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]]}, alignment = 16>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x64x32xf16, #shared3d, #smem, mutable, 2x64x64>) {
// expected-error @+1 {{NYI: memdesc_reshape of memdesc_subslice}}
    %0 = ttg.memdesc_reshape %arg0 : !ttg.memdesc<2x64x32xf16, #shared3d, #smem, mutable, 2x64x64> -> !ttg.memdesc<128x32xf16, #slin, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64xf16, #blocked>) {
// expected-error @+1 {{'ttg.memdesc_reinterpret' op operand #0 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'tensor<64x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = ttg.memdesc_reinterpret %arg0 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Pipelining helpers.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32, %arg1: i64, %arg2: i32) {
// expected-error @+1 {{'ttg.predicate_stage' op failed to verify that all of {iv, ub, step} have same type}}
    %0 = "ttg.predicate_stage"(%arg0, %arg1, %arg2) {maxStage = 2 : i32, stage = 0 : i32} : (i32, i64, i32) -> i1
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32, %arg1: i32, %arg2: i32) {
// expected-error @+1 {{'ttg.predicate_stage' op result #0 must be 1-bit signless integer, but got 'i32'}}
    %0 = ttg.predicate_stage %arg0, %arg1, %arg2 maxStage 2 stage 0 : i32 -> i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: f32) {
// expected-error @+1 {{'ttg.predicate_stage' op operand #0 must be signless integer or index, but got 'f32'}}
    %0 = "ttg.predicate_stage"(%arg0, %arg0, %arg0) {maxStage = 2 : i32, stage = 0 : i32} : (f32, f32, f32) -> i1
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i1) {
// expected-error @+1 {{'ttg.mask' op expects region #0 to have 0 or 1 blocks}}
    "ttg.mask"(%arg0) ({
      "ttg.mask.return"() : () -> ()
    ^bb1:
      "ttg.mask.return"() : () -> ()
    }) : (i1) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i1) {
// expected-error @+1 {{custom op 'ttg.mask' has no custom assembly form}}
    ttg.mask %arg0 {
      ttg.mask.return
    }
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32) {
// expected-error @+1 {{'ttg.mask.return' op expects parent op 'ttg.mask'}}
    "ttg.mask.return"(%arg0) : (i32) -> ()
    tt.return
  }
}

// -----

// fp4_to_fp.
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #blocked>) {
// expected-error @+1 {{only bf16 or f16 is supported for now, got 'f32'}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xf32, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #blocked>) {
// expected-error @+1 {{axis 1 dimension must be 2x source dimension (src=32, dst=32)}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x32xbf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #blocked>) {
// expected-error @+1 {{dimension 0 mismatch (src=64, dst=32, axis=1)}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<32x64xbf16, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #blocked>) {
// expected-error @+1 {{axis 2 out of range for rank 2}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 2 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xbf16, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #blocked>) {
// expected-error @+1 {{source rank 2 != result rank 3}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 0 : i32} : tensor<64x32xi8, #blocked> -> tensor<128x32x2xbf16, #blocked3>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi16, #blocked>) {
// expected-error @+1 {{'ttg.fp4_to_fp' op operand #0 must be ranked tensor of 8-bit signless integer values, but got 'tensor<64x32xi16, #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi16, #blocked> -> tensor<64x64xbf16, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #blocked>) {
// expected-error @+1 {{source and result must both have an encoding, or neither}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xbf16>
    tt.return
  }
}

// -----

#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #blocked1>) {
// expected-error @+1 {{failed to infer encoding}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked1> -> tensor<64x64xbf16, #blocked1>
    tt.return
  }
}

// -----

// Along a non-contiguous dim the source layout is inferred through linear layouts.
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #b>) {
// expected-error @+1 {{Src and Dst encodings are not compatible:}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 0 : i32} : tensor<64x32xi8, #b> -> tensor<128x32xbf16, #b1>
    tt.return
  }
}

// -----

#b = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #b>) {
// expected-error @+1 {{failed to infer encoding}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 0 : i32} : tensor<64x32xi8, #b> -> tensor<128x32xbf16, #b1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x32xi8, #blocked>) {
// expected-error @+1 {{Src and Dst encodings are not compatible:}}
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xbf16, #blocked>
    tt.return
  }
}

// -----

// Global scratch memory.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.global_scratch_alloc' op requires attribute 'alignment'}}
    %0 = ttg.global_scratch_alloc {nbytes = 1024 : i32} : !tt.ptr<i8>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.global_scratch_alloc' op result #0 must be ptr, but got 'i64'}}
    %0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 1024 : i32} : i64
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.global_scratch_alloc' op attribute 'nbytes' failed to satisfy constraint: 32-bit signless integer attribute}}
    %0 = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 4 : i64} : !tt.ptr<i8>
    tt.return
  }
}

// -----

// Warp specialization.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.warp_specialize' op partition #0 number of warps (3) must be a power of 2}}
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(3) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.warp_specialize' op partition region #0 has 1 arguments but expected 0}}
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0(%arg0: i32) num_warps(4) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32) {
// expected-error @+1 {{'ttg.warp_specialize' op partition region #0 argument #0 has type 'i64' but corresponding capture has type 'i32'}}
    ttg.warp_specialize(%arg0)
    default {
      ttg.warp_yield
    }
    partition0(%arg1: i64) num_warps(4) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    ttg.warp_specialize()
    default {
// expected-error @+1 {{'ttg.warp_yield' op has 0 operands but parent op expected 1}}
      ttg.warp_yield
    } : () -> i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i64) {
    ttg.warp_specialize()
    default {
// expected-error @+1 {{'ttg.warp_yield' op operand #0 has type 'i64' but parent op expected 'i32'}}
      ttg.warp_yield %arg0 : i64
    } : () -> i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.warp_specialize' op expected to find only a `ttg.warp_specialize.partitions` op inside its second region}}
    "ttg.warp_specialize"() ({
      "ttg.warp_yield"() : () -> ()
    }, {
      "ttg.warp_yield"() : () -> ()
    }) {partitionNumWarps = array<i32>} : () -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.warp_specialize' op has 0 partitions but `partitionNumWarps` has 1 elements}}
    "ttg.warp_specialize"() ({
      "ttg.warp_yield"() : () -> ()
    }, {
      "ttg.warp_specialize.partitions"() : () -> ()
    }) {partitionNumWarps = array<i32: 1>} : () -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.warp_specialize' op has 2 warp group start IDs but expected 1}}
    ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4, 5>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(2) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    ttg.warp_specialize()
    default {
// expected-error @+1 {{'ttg.warp_specialize' op cannot be nested inside another `ttg.warp_specialize` op}}
      ttg.warp_specialize()
      default {
        ttg.warp_yield
      } : () -> ()
      ttg.warp_yield
    } : () -> ()
    tt.return
  }
}

// -----

// Partitions are isolated from above.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32) {
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
// expected-error @+1 {{'arith.addi' op using value defined outside the region}}
      %0 = arith.addi %arg0, %arg0 : i32
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{warp-specialized kernels requires num_warps to be a multiple of 4}}
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(1) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// Partitions are numbered from 0; a missing token is reported after the previous one.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    ttg.warp_specialize()
    default {
      ttg.warp_yield
// expected-error @+1 {{expected ':'}}
    }
    partition1() num_warps(1) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.warp_return' op expects parent op 'ttg.warp_specialize.partitions'}}
    "ttg.warp_return"() : () -> ()
    tt.return
  }
}

// -----

// Where the `ttg.*` module attributes may appear.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{'tt.func' op has unexpected attribute "ttg.target" which is expected only on `module` ops}}
  tt.func @f() attributes {ttg.target = "cuda:90"} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{'tt.func' op has unexpected attribute "ttg.num-ctas" which is expected only on `module` ops}}
  tt.func @f() attributes {"ttg.num-ctas" = 1 : i32} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{'tt.func' op has unexpected attribute "ttg.threads-per-warp" which is expected only on `module` ops}}
  tt.func @f() attributes {"ttg.threads-per-warp" = 32 : i32} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttg.local_barrier' op has unexpected attribute "ttg.num-warps" which is expected only on `module` or `tt.func` ops}}
    ttg.local_barrier {"ttg.num-warps" = 4 : i32}
    tt.return
  }
}

// -----

// Partition attributes.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'arith.addi' op has duplicated partition ids in attribute "ttg.partition.outputs"}}
    %0 = arith.addi %a, %a {ttg.partition.outputs = [array<i32: 0, 0>]} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'arith.addi' op has no partition ids in attribute "ttg.partition.outputs"}}
    %0 = arith.addi %a, %a {ttg.partition.outputs = [array<i32>]} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'arith.addi' op partition ids not in sorted order in attribute "ttg.partition.outputs"}}
    %0 = arith.addi %a, %a {ttg.partition.outputs = [array<i32: 1, 0>]} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'arith.addi' op has unexpected attribute "ttg.partition.outputs"}}
    %0 = arith.addi %a, %a {ttg.partition = array<i32: 0>, ttg.partition.outputs = [array<i32: 0>]} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'arith.addi' op partition ids not in sorted order in attribute "ttg.partition"}}
    %0 = arith.addi %a, %a {ttg.partition = array<i32: 1, 0>} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'arith.addi' op has no partition ids in attribute "ttg.partition"}}
    %0 = arith.addi %a, %a {ttg.partition = array<i32>} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'arith.addi' op has duplicated partition ids in attribute "ttg.partition"}}
    %0 = arith.addi %a, %a {ttg.partition = array<i32: 0, 0>} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'scf.if' op does not have expected number of output partition sets in attr "ttg.partition.outputs"; should match number of results}}
    %0 = scf.if %c -> (i32) {
      %1 = arith.addi %a, %a {ttg.partition = array<i32: 0>} : i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    } {ttg.partition = array<i32: 0>, ttg.partition.outputs = [array<i32: 0>, array<i32: 1>]}
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'scf.if' op does not have expected attribute ttg.partition which is expected for ops with attr ttg.partition.outputs}}
    %0 = scf.if %c -> (i32) {
      %1 = arith.addi %a, %a {ttg.partition = array<i32: 0>} : i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    } {ttg.partition.outputs = [array<i32: 0>]}
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'scf.if' op partition ids in attr ttg.partition must be the union of all partition ids in "ttg.partition.outputs"}}
    %0 = scf.if %c -> (i32) {
      %1 = arith.addi %a, %a {ttg.partition = array<i32: 0>} : i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    } {ttg.partition = array<i32: 0>, ttg.partition.outputs = [array<i32: 1>]}
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+1 {{'scf.if' op partition ids in attr "ttg.partition" does not contain partition ids of all child ops}}
    %0 = scf.if %c -> (i32) {
      %1 = arith.addi %a, %a {ttg.partition = array<i32: 1>} : i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    } {ttg.partition = array<i32: 0>, ttg.partition.outputs = [array<i32: 0>]}
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32, %c: i1) {
// expected-error @+2 {{'arith.addi' op does not have expected attribute ttg.partition which is expected for ops whose parent has partitions}}
    %0 = scf.if %c -> (i32) {
      %1 = arith.addi %a, %a : i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    } {ttg.partition = array<i32: 0>, ttg.partition.outputs = [array<i32: 0>]}
    tt.return
  }
}

// -----

// From async_copy_global_to_local-invalid-5.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @src_not_ptr(%arg0: tensor<64x64xf16, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
// expected-error @+1 {{custom op 'ttg.async_copy_global_to_local' 'src' must be ranked tensor of ptr values, but got 'tensor<64x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = ttg.async_copy_global_to_local %arg0, %arg1 : tensor<64x64xf16, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// From async_wait-invalid-2.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @num_i64() {
// expected-error @+1 {{custom op 'ttg.async_wait' 'ttg.async_wait' op attribute 'num' failed to satisfy constraint: 32-bit signless integer attribute}}
    %0 = ttg.async_wait {num = 0 : i64}
    tt.return
  }
}

// -----

// From convert_layout-invalid-4.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @convert_layout_scalar(%arg0: f32) {
// expected-error @+1 {{custom op 'ttg.convert_layout' invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
    %0 = ttg.convert_layout %arg0 : f32 -> f32
    tt.return
  }
}

// -----

// From local_alloc-invalid-7.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @bad_alignment_type() {
// expected-error @+1 {{custom op 'ttg.local_alloc' 'ttg.local_alloc' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute}}
    %0 = ttg.local_alloc {alignment = 16 : i64} : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// ttg.async_copy_global_to_local: `other` is a TT_Type.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %t: !ttg.async.token) {
// expected-error @+1 {{'ttg.async_copy_global_to_local' op operand #2 must be floating-point or ranked tensor of floating-point values or integer or ranked tensor of integer values or ptr or ranked tensor of ptr values or ptr, but got '!ttg.async.token'}}
    %0 = "ttg.async_copy_global_to_local"(%arg0, %arg1, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<64x64x!tt.ptr<f16>, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.async.token) -> !ttg.async.token
    tt.return
  }
}

// -----

// `qualified(type($src))` parses any type; the operand constraint rejects it afterwards.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @local_load_of_tensor(%arg0: tensor<128xf32, #blocked>) {
// expected-error @+1 {{'ttg.local_load' op operand #0 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = ttg.local_load %arg0 : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

// An order that is no permutation (would index past the rank when inferring the layout).
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @memdesc_trans_not_a_permutation(%arg0: !ttg.memdesc<64x32xf16, #shared, #smem>) {
    // expected-error @+1 {{order must be a permutation of [0, ..., rank - 1]}}
    %0 = ttg.memdesc_trans %arg0 {order = array<i32: 64, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared1, #smem>
    tt.return
  }
}

// -----

// A warp count past 32 bits is a parse error, not an array that cannot hold it.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warp_count_too_large() {
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    // expected-error @+1 {{custom op 'ttg.warp_specialize' integer value too large}}
    partition0() num_warps(4294967296) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @subslice_offset_too_large(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    // expected-error @+1 {{custom op 'ttg.memdesc_subslice' integer value too large}}
    %0 = ttg.memdesc_subslice %arg0 [0, 4294967296] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<32x32xf16, #shared, #smem, 64x64>
    tt.return
  }
}
