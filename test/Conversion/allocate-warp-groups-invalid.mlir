// RUN: ttopt %s -split-input-file -tritongpu-allocate-warp-groups -verify-diagnostics -o /dev/null

// The warp groups are counted from the module's ttg.num-warps: without it, nothing is.
// expected-error @+1 {{'builtin.module' op is not contained within a context that specifies the number of warps}}
module attributes {"ttg.threads-per-warp" = 32 : i32} {
  tt.func @kernel() {
    tt.return
  }
}
