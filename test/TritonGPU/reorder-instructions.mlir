// RUN: ttopt %s -split-input-file -tritongpu-reorder-instructions | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
// A conversion sinks past the deallocs before its first use, not past the ones after it.
// CHECK-LABEL: tt.func @sink_past_deallocs
// CHECK-NEXT:    ttg.local_dealloc %arg1
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    ttg.local_dealloc %arg2
// CHECK-NEXT:    %[[CVT:.*]] = ttg.convert_layout %arg0
// CHECK-NEXT:    arith.addf %[[CVT]], %[[CVT]]
// CHECK-NEXT:    ttg.local_dealloc %arg2
  tt.func @sink_past_deallocs(%a: tensor<32x32xf16, #blocked>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %buf2: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) -> tensor<32x32xf16, #blocked1> {
    %c = ttg.convert_layout %a : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    ttg.local_dealloc %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %z = arith.constant 1 : i32
    ttg.local_dealloc %buf2 : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %x = arith.addf %c, %c : tensor<32x32xf16, #blocked1>
    ttg.local_dealloc %buf2 : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return %x : tensor<32x32xf16, #blocked1>
  }

// Without a use the conversion sinks past every dealloc of its block.
// CHECK-LABEL: tt.func @unused
// CHECK-NEXT:    ttg.local_dealloc %arg1
// CHECK-NEXT:    ttg.local_dealloc %arg1
// CHECK-NEXT:    ttg.convert_layout %arg0
// CHECK-NEXT:    tt.return
  tt.func @unused(%a: tensor<32x32xf16, #blocked>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>) {
    %c = ttg.convert_layout %a : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    ttg.local_dealloc %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }

// A use nested in an scf.if counts at the if: the conversion stays before it.
// CHECK-LABEL: tt.func @use_in_region
// CHECK-NEXT:    ttg.local_dealloc %arg1
// CHECK-NEXT:    ttg.convert_layout %arg0
// CHECK-NEXT:    scf.if
// CHECK:         ttg.local_dealloc %arg1
  tt.func @use_in_region(%a: tensor<32x32xf16, #blocked>, %buf: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %cond: i1) {
    %c = ttg.convert_layout %a : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    ttg.local_dealloc %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    scf.if %cond {
      %x = arith.addf %c, %c : tensor<32x32xf16, #blocked1>
    }
    ttg.local_dealloc %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
// Loads from shared memory and conversions to dot operands with one use in a loop move
// to that use (also into an scf.if); a load with two uses, and a conversion to a
// blocked layout, stay where they are.
// CHECK-LABEL: tt.func @sink_into_loop
// CHECK:         %[[A:.*]] = ttg.local_load %arg0
// CHECK-NEXT:    %[[BL:.*]] = ttg.convert_layout %arg3 : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[B:.*]] = ttg.local_load %arg1
// CHECK-NEXT:      %[[D:.*]] = tt.dot %[[A]], %[[B]]
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        %[[C:.*]] = ttg.convert_layout %arg3 : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT:        tt.dot %[[A]], %[[C]], %[[D]]
// CHECK:           arith.addf %[[BL]], %[[BL]]
  tt.func @sink_into_loop(%ma: !ttg.memdesc<32x32xf16, #shared, #smem>, %mb: !ttg.memdesc<32x32xf16, #shared, #smem>, %n: i32, %bt: tensor<32x32xf16, #blocked>) -> tensor<32x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc = arith.constant dense<0.0> : tensor<32x32xf32, #mma>
    %true = arith.constant true
    %b = ttg.local_load %mb : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %a = ttg.local_load %ma : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %c = ttg.convert_layout %bt : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %bl = ttg.convert_layout %bt : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %acc) -> (tensor<32x32xf32, #mma>) : i32 {
      %d = tt.dot %a, %b, %x : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
      %e = scf.if %true -> tensor<32x32xf32, #mma> {
        %d2 = tt.dot %a, %c, %d : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
        scf.yield %d2 : tensor<32x32xf32, #mma>
      } else {
        scf.yield %d : tensor<32x32xf32, #mma>
      }
      %u = arith.addf %bl, %bl : tensor<32x32xf16, #blocked1>
      scf.yield %e : tensor<32x32xf32, #mma>
    }
    tt.return %r : tensor<32x32xf32, #mma>
  }

// Op and user in the same loop: nothing moves.
// CHECK-LABEL: tt.func @same_loop
// CHECK:         scf.for
// CHECK-NEXT:      ttg.local_load
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      tt.dot
  tt.func @same_loop(%ma: !ttg.memdesc<32x32xf16, #shared, #smem>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %n: i32) -> tensor<32x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc = arith.constant dense<0.0> : tensor<32x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %acc) -> (tensor<32x32xf32, #mma>) : i32 {
      %a = ttg.local_load %ma : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %j = arith.addi %i, %c1 : i32
      %d = tt.dot %a, %b, %x : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
      scf.yield %d : tensor<32x32xf32, #mma>
    }
    tt.return %r : tensor<32x32xf32, #mma>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
// An alloc moves right after the op defining its source, out of a loop if need be, but
// not after a splat or a constant.
// CHECK-LABEL: tt.func @alloc_after_source
// CHECK-NEXT:    %[[L:.*]] = tt.load %arg0
// CHECK-NEXT:    ttg.local_alloc %[[L]]
// CHECK-NEXT:    %[[S:.*]] = tt.splat %arg1
// CHECK-NEXT:    %[[K:.*]] = arith.constant dense<1.000000e+00>
// CHECK-NEXT:    arith.addf %arg1, %arg1
// CHECK-NEXT:    ttg.local_alloc %[[S]]
// CHECK-NEXT:    ttg.local_alloc %[[K]]
// CHECK-NEXT:    %[[L2:.*]] = tt.load %arg0
// CHECK-NEXT:    ttg.local_alloc %[[L2]]
// CHECK-NEXT:    arith.constant 0
// CHECK-NEXT:    arith.constant 1
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:    }
  tt.func @alloc_after_source(%p: tensor<32x32x!tt.ptr<f16>, #blocked>, %v: f16, %n: i32) -> (!ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>) {
    %l = tt.load %p : tensor<32x32x!tt.ptr<f16>, #blocked>
    %s = tt.splat %v : f16 -> tensor<32x32xf16, #blocked>
    %k = arith.constant dense<1.0> : tensor<32x32xf16, #blocked>
    %y = arith.addf %v, %v : f16
    %a0 = ttg.local_alloc %l : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %a1 = ttg.local_alloc %s : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %a2 = ttg.local_alloc %k : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %l2 = tt.load %p : tensor<32x32x!tt.ptr<f16>, #blocked>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %j = arith.addi %i, %c1 : i32
      %a3 = ttg.local_alloc %l2 : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    }
    tt.return %a0, %a1, %a2 : !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>, !ttg.memdesc<32x32xf16, #shared, #smem>
  }

// Transpositions of tensors and of buffers move right after their source's definition.
// CHECK-LABEL: tt.func @transpositions
// CHECK-NEXT:    %[[L:.*]] = tt.load %arg0
// CHECK-NEXT:    tt.trans %[[L]]
// CHECK-NEXT:    %[[M:.*]] = ttg.local_alloc %[[L]]
// CHECK-NEXT:    ttg.memdesc_trans %[[M]]
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    arith.addi
  tt.func @transpositions(%p: tensor<32x32x!tt.ptr<f16>, #blocked>) -> (tensor<32x32xf16, #blocked1>, !ttg.memdesc<32x32xf16, #shared1, #smem>) {
    %l = tt.load %p : tensor<32x32x!tt.ptr<f16>, #blocked>
    %one = arith.constant 1 : i32
    %m = ttg.local_alloc %l : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %y = arith.addi %one, %one : i32
    %t = tt.trans %l {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    %mt = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<32x32xf16, #shared, #smem> -> !ttg.memdesc<32x32xf16, #shared1, #smem>
    tt.return %t, %mt : tensor<32x32xf16, #blocked1>, !ttg.memdesc<32x32xf16, #shared1, #smem>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
// The B operand's load moves after the A operand's, unless a store lies between them.
// CHECK-LABEL: tt.func @b_after_a
// CHECK-NEXT:    %[[X:.*]] = arith.addf %arg2, %arg2
// CHECK-NEXT:    %[[A:.*]] = ttg.local_load %arg0
// CHECK-NEXT:    %[[B:.*]] = ttg.local_load %arg1
// CHECK-NEXT:    tt.dot %[[A]], %[[B]], %[[X]]
// CHECK-NEXT:    %[[B2:.*]] = ttg.local_load %arg1
// CHECK-NEXT:    ttg.local_store %arg3, %arg0
// CHECK-NEXT:    %[[A2:.*]] = ttg.local_load %arg0
// CHECK-NEXT:    tt.dot %[[A2]], %[[B2]], %[[X]]
  tt.func @b_after_a(%ma: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %mb: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, %acc: tensor<32x32xf32, #mma>, %v: tensor<32x32xf16, #blocked>) -> (tensor<32x32xf32, #mma>, tensor<32x32xf32, #mma>) {
    %b = ttg.local_load %mb : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %x = arith.addf %acc, %acc : tensor<32x32xf32, #mma>
    %a = ttg.local_load %ma : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %b, %x : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
    %b2 = ttg.local_load %mb : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    ttg.local_store %v, %ma : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %a2 = ttg.local_load %ma : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d2 = tt.dot %a2, %b2, %x : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
    tt.return %d, %d2 : tensor<32x32xf32, #mma>, tensor<32x32xf32, #mma>
  }
}
