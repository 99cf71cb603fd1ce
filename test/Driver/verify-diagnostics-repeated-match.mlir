// RUN: ttopt %s -verify-diagnostics -o /dev/null
// One expectation covers every diagnostic of its line that it matches, as MLIR's
// SourceMgrDiagnosticVerifierHandler does: a tt.trans whose declared result type differs from
// the inferred one gets two errors ("inferred type(s) ... are incompatible ..." and "failed to
// infer returned types"), and the single `expected-error {{infer}}` accepts both.

#in = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#out = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @trans_with_a_wrong_layout(%x: tensor<32x64xf32, #in>) {
    // expected-error @+1 {{infer}}
    %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x64xf32, #in> -> tensor<64x32xf32, #out>
    tt.return
  }
}
