// RUN: ttopt %s -split-input-file -allow-unregistered-dialect -convert-nv-gpu-to-llvm -verify-diagnostics -o /dev/null
// What convert-nv-gpu-to-llvm rejects, with a diagnostic at the op: nvg ops ttopt's dialect
// does not define (Blackwell's tensor_memory_base, which no ttopt lowering creates), loads
// whose result type has no LLVM equivalent (Triton 3.6 builds an invalid `llvm.bitcast` for
// an fp8 result and fails its verifier), and the wgmma shapes, types and wait registers
// Triton 3.6 asserts on.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @tensor_memory() -> !llvm.ptr<6> {
    // expected-error @+1 {{'nvg.tensor_memory_base' op cannot be lowered by ttopt's convert-nv-gpu-to-llvm (unsupported nvg op)}}
    %r = "nvg.tensor_memory_base"() : () -> !llvm.ptr<6>
    llvm.return %r : !llvm.ptr<6>
  }
}

// -----

// fp8 wgmma cannot transpose B (layoutB row).
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @transposed_fp8(%a: i64, %b: i64, %use_c: i1) -> !llvm.struct<(f32, f32, f32, f32)> {
    // expected-error @+1 {{'nvg.wgmma' op WGMMA type or shape is not supported}}
    %r = nvg.wgmma %a, %b, %use_c {eltTypeA = 2 : i32, eltTypeB = 2 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
  }
}

// -----

// f16 wgmma is k16.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @f16_k32(%a: i64, %b: i64, %use_c: i1) -> !llvm.struct<(f32, f32, f32, f32)> {
    // expected-error @+1 {{'nvg.wgmma' op WGMMA type or shape is not supported}}
    %r = nvg.wgmma %a, %b, %use_c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
  }
}

// -----

// The wait's registers are 16, 32 or 64 bits wide.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @byte_register(%acc: !llvm.struct<(f32, i8)>) -> !llvm.struct<(f32, i8)> {
    // expected-error @+1 {{'nvg.wgmma_wait_group' op Unexpected bitwidth in WGMMAWaitGroupOp: 8}}
    %r = nvg.wgmma_wait_group %acc {pendings = 0 : i32} : !llvm.struct<(f32, i8)>
    llvm.return %r : !llvm.struct<(f32, i8)>
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
