// RUN: ttopt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' -verify-diagnostics -o /dev/null
// What the tt.reduce / tt.scan lowerings reject. Triton 3.6 reports the scan layout and
// then the failed legalization; it asserts on a reduction across CTAs and on a missing
// scratch offset, which ttopt reports as errors instead.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scan_of_mma_accumulator(%acc: tensor<32x32xf32, #mma>) {
    // expected-error @+2 {{TODO: unsupported scan layout}}
    // expected-error @+1 {{failed to legalize operation 'tt.scan' that was explicitly marked illegal}}
    %s = "tt.scan"(%acc) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.scan.return %c : f32
    }) : (tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

#split = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_across_ctas(%x: tensor<32x64xf32, #split>) {
    // expected-error @+1 {{reductions across the CTAs of a cluster are not supported}}
    %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<32x64xf32, #split>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #split}>>
    tt.return
  }
}

// -----

#warps = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_without_scratch(%x: tensor<128xi32, #warps>, %out: !tt.ptr<i32>) {
    // expected-error @+1 {{tt.reduce across warps needs its shared-memory scratch: run allocate-shared-memory-nv first}}
    %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.maxsi %a, %b : i32
      tt.reduce.return %c : i32
    }) : (tensor<128xi32, #warps>) -> i32
    tt.store %out, %r : !tt.ptr<i32>
    tt.return
  }
}

// -----

#warps = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scan_without_scratch(%x: tensor<128xi32, #warps>) {
    // expected-error @+1 {{tt.scan across warps needs its shared-memory scratch: run allocate-shared-memory-nv first}}
    %r = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<128xi32, #warps>) -> tensor<128xi32, #warps>
    tt.return
  }
}
