// RUN: ttopt %s -split-input-file -tritongpu-remove-layout-conversions -verify-diagnostics

// Deciding whether a load is worth keeping where it is needs the number of warps
// (upstream reports this, then aborts).
module {
  tt.func @no_warps(%p: tensor<256x!tt.ptr<f32>>) {
    // expected-error @+1 {{'tt.load' op is not contained within a context that specifies the number of warps}}
    %0 = tt.load %p : tensor<256x!tt.ptr<f32>>
    tt.return
  }
}

// -----

// A reduce over a tensor without a layout (TTIR): the result layout would be a slice
// of nothing (upstream crashes).
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_without_layout(%x: tensor<16x32xf32>) -> tensor<16xf32> {
    // expected-error @+1 {{'tt.reduce' op operand has no distributed layout to slice: none}}
    %0 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<16x32xf32>) -> tensor<16xf32>
    tt.return %0 : tensor<16xf32>
  }
}
