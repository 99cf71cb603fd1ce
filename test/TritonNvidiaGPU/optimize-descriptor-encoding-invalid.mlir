// RUN: ttopt %s -split-input-file -triton-nvidia-optimize-descriptor-encoding -verify-diagnostics -o /dev/null

// The CTA layout of a use comes from the layout of the tensor it moves: upstream aborts
// (getCTALayout's assertion, or its report_fatal_error) on a tensor without one, as in TTIR.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ttir_load(%desc: !tt.tensordesc<tensor<64x32xf16>>, %i: i32) -> tensor<64x32xf16> {
    // expected-error @+1 {{Unimplemented usage of getCTALayout}}
    %a = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
    tt.return %a : tensor<64x32xf16>
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ttir_store(%desc: !tt.tensordesc<tensor<64x32xf16>>, %v: tensor<64x32xf16>, %i: i32) {
    // expected-error @+1 {{Unimplemented usage of getCTALayout}}
    tt.descriptor_store %desc[%i, %i], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
    tt.return
  }
}
