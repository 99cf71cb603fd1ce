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
