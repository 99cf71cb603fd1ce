// RUN: ttopt %s -split-input-file -allow-unregistered-dialect -convert-nv-gpu-to-llvm -verify-diagnostics -o /dev/null
// What convert-nv-gpu-to-llvm rejects, with a diagnostic at the op: nvg ops ttopt's dialect
// does not define (Triton 3.6's wgmma ops and friends, which no ttopt lowering creates),
// and loads whose result type has no LLVM equivalent (Triton 3.6 builds an invalid
// `llvm.bitcast` for an fp8 result and fails its verifier).

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @wgmma_wait(%acc: !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)> {
    // expected-error @+1 {{'nvg.wgmma_wait_group' op cannot be lowered by ttopt's convert-nv-gpu-to-llvm (unsupported nvg op)}}
    %r = "nvg.wgmma_wait_group"(%acc) {pendings = 0 : i32} : (!llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)>
    llvm.return %r : !llvm.struct<(f32, f32)>
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @fp8_load(%p: !llvm.ptr<1>) -> i8 {
    // expected-error @+1 {{'nvg.ld_acquire' op result type 'f8E4M3FN' is not an LLVM type: it cannot be bitcast from the loaded word}}
    %v = nvg.ld_acquire acquire, gpu, %p : (!llvm.ptr<1>) -> f8E4M3FN
    %w = builtin.unrealized_conversion_cast %v : f8E4M3FN to i8
    llvm.return %w : i8
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @nibble_load(%p: !llvm.ptr<1>) -> i4 {
    // expected-error @+1 {{'nvg.ld_acquire' op result #0 must be floating-point or integer, but got 'i4'}}
    %v = nvg.ld_acquire acquire, gpu, %p : (!llvm.ptr<1>) -> i4
    llvm.return %v : i4
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @pointer_load(%p: !llvm.ptr<1>) -> !llvm.ptr<1> {
    // expected-error @+1 {{'nvg.ld_acquire' op result #0 must be floating-point or integer, but got '!llvm.ptr<1>'}}
    %v = nvg.ld_acquire acquire, gpu, %p : (!llvm.ptr<1>) -> !llvm.ptr<1>
    llvm.return %v : !llvm.ptr<1>
  }
}
