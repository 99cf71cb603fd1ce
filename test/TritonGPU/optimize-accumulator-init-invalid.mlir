// RUN: ttopt %s -split-input-file --allow-unregistered-dialect -tritongpu-optimize-accumulator-init -verify-diagnostics -o /dev/null
// Inputs on which Triton 3.6's pass fails an assertion, and Blackwell's tensor-memory MMAs,
// which ttopt does not define.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @zeroed_before_loop(%a: !ttg.memdesc<64x32xf16, #sa, #smem>, %b: !ttg.memdesc<32x32xf16, #sb, #smem>, %n: i32, %p: i1, %y: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %init = arith.select %p, %zero, %y : tensor<64x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%sum = %zero) -> (tensor<64x32xf32, #mma>) : i32 {
      // expected-error @+1 {{'ttng.warp_group_dot' op accumulator is zeroed outside the dot's block (upstream asserts)}}
      %d = ttng.warp_group_dot %a, %b, %init : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
      %s = arith.addf %sum, %d : tensor<64x32xf32, #mma>
      scf.yield %s : tensor<64x32xf32, #mma>
    }
    tt.return %r : tensor<64x32xf32, #mma>
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @function_argument(%a: !ttg.memdesc<64x32xf16, #sa, #smem>, %b: !ttg.memdesc<32x32xf16, #sb, #smem>, %n: i32, %y: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%sum = %zero) -> (tensor<64x32xf32, #mma>) : i32 {
      // expected-error @+1 {{'ttng.warp_group_dot' op accumulator is an argument of a block other than its loop's body (upstream asserts)}}
      %d = ttng.warp_group_dot %a, %b, %y : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
      %s = arith.addf %sum, %d : tensor<64x32xf32, #mma>
      scf.yield %s : tensor<64x32xf32, #mma>
    }
    tt.return %r : tensor<64x32xf32, #mma>
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @tcgen5(%a: i64, %b: i64, %d: i64, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    scf.for %i = %c0 to %n step %c1 : i32 {
      // expected-error @+1 {{'ttng.tc_gen5_mma' op uses tensor memory (Blackwell, sm100), whose ops ttopt does not define: it compiles for sm80 and sm90 only}}
      "ttng.tc_gen5_mma"(%a, %b, %d, %true, %true) : (i64, i64, i64, i1, i1) -> ()
    }
    tt.return
  }
}
