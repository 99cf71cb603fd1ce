// RUN: ttopt %s -split-input-file -test-print-allocation -verify-diagnostics -o /dev/null
// RUN: ttopt %s -split-input-file -test-print-membar -verify-diagnostics -o /dev/null

// Recursion: a function's frame would have to contain itself.  (Triton 3.6 aborts with
// "Cycle detected in call graph".)
module {
  // expected-error @below {{Cycle detected in call graph}}
  tt.func @kernel() {
    tt.call @kernel() : () -> ()
    tt.return
  }
}

// -----

// A cycle nobody outside calls into.
module {
  // expected-error @below {{Cycle detected in call graph}}
  tt.func private @a() {
    tt.call @b() : () -> ()
    tt.return
  }
  tt.func private @b() {
    tt.call @a() : () -> ()
    tt.return
  }
}

// -----

// A reduce's scratch buffer is sized from its layout; TTIR has none.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_without_layout(%x: tensor<16x32xf32>) -> tensor<16xf32> {
    // expected-error @+1 {{'tt.reduce' op cannot size its scratch buffer: the tensor has no layout encoding}}
    %0 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<16x32xf32>) -> tensor<16xf32>
    tt.return %0 : tensor<16xf32>
  }
}

// -----

// warp_specialize captures go through shared memory, which has no size for a tensor
// (upstream stops with this message as a fatal error).
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tensor_capture(%r: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{shared memory size for scalar type is unspecified: tensor<128xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>}}
    ttg.warp_specialize(%r)
    default {
      ttg.warp_yield
    }
    partition0(%x: tensor<128xi32, #blocked>) num_warps(4) {
      ttg.warp_return
    } : (tensor<128xi32, #blocked>) -> ()
    tt.return
  }
}

// -----

// A rank-1 reduce passes the verifier whatever its axis (as upstream's does); sizing its
// scratch buffer needs the axis to exist.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_axis_out_of_range(%x: tensor<128xf32, #blocked>) -> f32 {
    // expected-error @+1 {{'tt.reduce' op axis 5 is out of range for an operand of rank 1}}
    %0 = "tt.reduce"(%x) <{axis = 5 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<128xf32, #blocked>) -> f32
    tt.return %0 : f32
  }
}
