// RUN: ttopt %s -split-input-file -verify-diagnostics

// Fences and clusters.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttng.fence_async_shared' op requires attribute 'bCluster'}}
    ttng.fence_async_shared
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttng.cluster_arrive' op requires attribute 'relaxed'}}
    ttng.cluster_arrive
    tt.return
  }
}

// -----

// wgmma.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %c: tensor<64x64xf32, #mma2>) {
// expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result layout must be Hopper NVMMA}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma2>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bl = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %c: tensor<64x64xf32, #bl>) {
// expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result layout must be Hopper NVMMA}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #bl>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #sw, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %c: tensor<64x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op WGMMA A operand must have NVMMA shared or dot layout}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #sw, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #sw, #smem>, %c: tensor<64x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op WGMMA B operand must have NVMMA shared layout}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #sw, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<32x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %c: tensor<32x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result M dimension must be divisible by 64}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<32x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<32x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#nvmma1 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x4xf16, #nvmma1, #smem>, %c: tensor<64x4xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result N dimension must be divisible by 8}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x4xf16, #nvmma1, #smem> -> tensor<64x4xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#nvmma8 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf8E4M3FN, #nvmma8, #smem>, %b: !ttg.memdesc<64x64xf8E4M3FN, #nvmma8, #smem>, %c: tensor<64x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op Cannot use F32 as the accumulator element type when the max_num_imprecise_acc is less than 32}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf8E4M3FN, #nvmma8, #smem> * !ttg.memdesc<64x64xf8E4M3FN, #nvmma8, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %c: tensor<64x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op in-register LHS operand must have a kWidth of 2 but got 4}}
    %0 = ttng.warp_group_dot %a, %b, %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<32x64xf16, #nvmma, #smem>, %c: tensor<64x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<32x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %c: tensor<128x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second }}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<128x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %c: tensor<64x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op WGMMA requires num_warps to be divisible by 4}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %c: tensor<64x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot' op failed to verify that result's type matches accumulator's type}}
    %0 = "ttng.warp_group_dot"(%a, %b, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!ttg.memdesc<64x64xf16, #nvmma, #smem>, !ttg.memdesc<64x64xf16, #nvmma, #smem>, tensor<64x64xf32, #mma>) -> tensor<64x64xf16, #mma>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttng.warp_group_dot_wait' op expected to be waiting on at least one dependency}}
    "ttng.warp_group_dot_wait"() {pendings = 0 : i32} : () -> ()
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%c: tensor<64x64xf32, #mma>) {
// expected-error @+1 {{'ttng.warp_group_dot_wait' op failed to verify that all of {inputs, outputs} have same type}}
    %0 = "ttng.warp_group_dot_wait"(%c) {pendings = 0 : i32} : (tensor<64x64xf32, #mma>) -> tensor<64x64xf16, #mma>
    tt.return
  }
}

// -----

// mbarriers must be one i64 each.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<1xi32, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttng.init_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
    ttng.init_barrier %arg0, 1 : !ttg.memdesc<1xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttng.init_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
    ttng.init_barrier %arg0, 1 : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared2d = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<2x1xi64, #shared2d, #smem, mutable>) {
// expected-error @+1 {{'ttng.inval_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
    ttng.inval_barrier %arg0 : !ttg.memdesc<2x1xi64, #shared2d, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<1xi32, #shared, #smem, mutable>, %p: i1) {
// expected-error @+1 {{'ttng.barrier_expect' op barrier allocation must be a descriptor of 1xi64 type}}
    ttng.barrier_expect %arg0, 16, %p : !ttg.memdesc<1xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<1xi32, #shared, #smem, mutable>, %p: i32) {
// expected-error @+1 {{'ttng.wait_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
    ttng.wait_barrier %arg0, %p : !ttg.memdesc<1xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %p: i64) { // expected-note {{prior use here}}
// expected-error @+1 {{use of value '%p' expects different type than prior uses: 'i32' vs 'i64'}}
    ttng.wait_barrier %arg0, %p : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttng.arrive_barrier' op count must be greater than or equal to 1}}
    ttng.arrive_barrier %arg0, 0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<1xi32, #shared, #smem, mutable>) {
// expected-error @+1 {{'ttng.arrive_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
    ttng.arrive_barrier %arg0, 1 : !ttg.memdesc<1xi32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// TMA.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %c: i32, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %buf: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %p: i1) {
// expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op Cannot store into immutable memory}}
    ttng.async_tma_copy_global_to_local %d[%c, %c] %buf, %bar, %p : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #nvmma, #smem>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %c: i32, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %buf: !ttg.memdesc<64x64xf16, #sw, #smem, mutable>, %p: i1) {
// expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op TMA result must have NVMMA shared layout}}
    ttng.async_tma_copy_global_to_local %d[%c, %c] %buf, %bar, %p : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #sw, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %c: i32, %bar: !ttg.memdesc<1xi32, #shared, #smem, mutable>, %buf: !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>, %p: i1) {
// expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op barrier allocation must be a descriptor of 1xi64 type}}
    ttng.async_tma_copy_global_to_local %d[%c, %c] %buf, %bar, %p : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<1xi32, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %c: i64, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %buf: !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>, %p: i1) { // expected-note {{prior use here}}
// expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i32' vs 'i64'}}
    ttng.async_tma_copy_global_to_local %d[%c, %c] %buf, %bar, %p : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<1xi64, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %c: i32, %buf: !ttg.memdesc<64x64xf16, #nvmma, #smem>) {
// expected-error @+1 {{custom op 'ttng.async_tma_reduce' expected string or keyword containing one of the following enum values for attribute 'kind' [add, min, max, inc, dec, and, or, xor]}}
    ttng.async_tma_reduce foo, %d[%c, %c] %buf : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<64x64xf16, #nvmma, #smem>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<1x64xf16, #nvmma>>, %x: tensor<32xi32, #blocked>, %y: i32, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %buf: !ttg.memdesc<16x64xf16, #nvmma, #smem, mutable>, %p: i1) {
// expected-error @+1 {{'ttng.async_tma_gather' op result tensor must have as many rows as indices (32), but got '!ttg.memdesc<16x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>'}}
    ttng.async_tma_gather %d[%x, %y] %buf, %bar, %p : !tt.tensordesc<tensor<1x64xf16, #nvmma>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<16x64xf16, #nvmma, #smem, mutable>, i1
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<1x64xf16, #nvmma>>, %x: tensor<32xi32, #blocked>, %y: i32, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %buf: !ttg.memdesc<32x64xf16, #nvmma, #smem>, %p: i1) {
// expected-error @+1 {{'ttng.async_tma_gather' op cannot store into immutable memory}}
    ttng.async_tma_gather %d[%x, %y] %buf, %bar, %p : !tt.tensordesc<tensor<1x64xf16, #nvmma>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #nvmma, #smem>, i1
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
// expected-error @+1 {{'ttng.async_tma_store_wait' op requires attribute 'pendings'}}
    ttng.async_tma_store_wait
    tt.return
  }
}

// -----

// Tensor descriptors.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i64) {
// expected-error @+1 {{'ttng.reinterpret_tensor_descriptor' op operand #0 must be ptr, but got 'i64'}}
    %0 = ttng.reinterpret_tensor_descriptor %arg0 : i64 to !tt.tensordesc<tensor<64x64xf16>>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a0: !tt.ptr<i8>, %a1: !tt.ptr<f16>, %i: i32, %l: i64) {
// expected-error @+1 {{Rank mismatch for global dim. Got 1 but expected 2}}
    ttng.tensormap_create %a0, %a1, [%i, %i], [%i], [%l], [%i, %i] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a0: !tt.ptr<i8>, %a1: !tt.ptr<f16>, %i: i32, %l: i64) {
// expected-error @+1 {{Rank mismatch for global stride. Got 2 but expected 1}}
    ttng.tensormap_create %a0, %a1, [%i, %i], [%i, %i], [%l, %l], [%i, %i] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a0: !tt.ptr<i8>, %a1: !tt.ptr<f16>, %i: i32, %l: i64) {
// expected-error @+1 {{Rank mismatch for global stride. Got 0 but expected 18446744073709551615}}
    ttng.tensormap_create %a0, %a1, [], [], [], [] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a0: !tt.ptr<i8>, %a1: !tt.ptr<f16>, %i: i32, %l: i64) {
// expected-error @+1 {{Rank mismatch for element stride. Got 1 but expected 2}}
    ttng.tensormap_create %a0, %a1, [%i, %i], [%i, %i], [%l], [%i] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a0: !tt.ptr<i8>, %a1: !tt.ptr<f16>, %i: i32, %l: i64) {
// expected-error @+1 {{'ttng.tensormap_create' op requires attribute 'swizzle_mode'}}
    ttng.tensormap_create %a0, %a1, [%i, %i], [%i, %i], [%l], [%i, %i] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

// From tensormap_create-invalid-1.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tmc(%a0: !tt.ptr<i8>, %a1: !tt.ptr<f16>, %i: i32, %l: i64) {
// expected-error @+1 {{custom op 'ttng.tensormap_create' 'ttng.tensormap_create' op attribute 'elem_type' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative whose maximum value is 15}}
    ttng.tensormap_create %a0, %a1, [%i, %i], [%i, %i], [%l], [%i, %i] {elem_type = 16 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

// From warp_group_dot-invalid-8.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgd(%a: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %c: tensor<64x64xf32, #mma>) {
// expected-error @+1 {{custom op 'ttng.warp_group_dot' 'ttng.warp_group_dot' op attribute 'inputPrecision' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1, 2, 3, 4}}
    %0 = ttng.warp_group_dot %a, %b, %c {inputPrecision = 7 : i32} : !ttg.memdesc<64x64xf16, #nvmma, #smem> * !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// ttng.reinterpret_tensor_descriptor: the result is a tensor descriptor.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<i8>) {
// expected-error @+1 {{'ttng.reinterpret_tensor_descriptor' op result #0 must be Tensor descriptor type (`::mlir::triton::TensorDescType`) in Triton IR type system, but got 'i32'}}
    %0 = "ttng.reinterpret_tensor_descriptor"(%p) : (!tt.ptr<i8>) -> i32
    tt.return
  }
}

// -----

// An arrival count past 32 bits does not fit the i32 property.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
// expected-error @+1 {{integer constant out of range for attribute}}
    ttng.init_barrier %arg0, 4294967296 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}
