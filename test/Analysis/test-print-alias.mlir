// RUN: ttopt %s -test-print-alias -verify-diagnostics -o /dev/null
// The shared-memory alias analysis of Triton 3.6 (lib/Analysis/Alias.cpp), reported as
// remarks `%value -> %allocs` (upstream test/lib/Analysis/TestAlias.cpp): names as the module
// prints them, the allocations sorted as strings, values that alias nothing not reported.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1d = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {

// Views alias their source; a tensor loaded from shared memory aliases nothing.
tt.func @views(%i: i32) {
  // expected-remark @below {{%0 -> %0}}
  %buf = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{%1 -> %0}}
  %slot = ttg.memdesc_index %buf[%i] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{%2 -> %0}}
  %part = ttg.memdesc_subslice %slot[0, 16] : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable, 32x32>
  %t = ttg.local_load %part : !ttg.memdesc<32x16xf16, #shared, #smem, mutable, 32x32> -> tensor<32x16xf16>
  tt.return
}

// Ten allocations, so that `%10` sorts before `%9`; a loop's iter_args report their inits'
// allocations at the loop, its results everything they may carry.
tt.func @loop(%n: i32, %c: i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{%0 -> %0}}
  %a0 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%1 -> %1}}
  %a1 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%2 -> %2}}
  %a2 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%3 -> %3}}
  %a3 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%4 -> %4}}
  %a4 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%5 -> %5}}
  %a5 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%6 -> %6}}
  %a6 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%7 -> %7}}
  %a7 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%8 -> %8}}
  %a8 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%9 -> %9}}
  %a9 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%10 -> %10}}
  %a10 = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%arg3 -> %9}}
  // expected-remark @below {{%arg4 -> %10}}
  // expected-remark @below {{%11#0 -> %0,%10,%9}}
  // expected-remark @below {{%11#1 -> %0,%10}}
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a9, %y = %a10, %k = %c0) -> (!ttg.memdesc<16xf32, #shared1d, #smem, mutable>, !ttg.memdesc<16xf32, #shared1d, #smem, mutable>, i32) : i32 {
    // expected-remark @below {{%12 -> %0,%10}}
    %s = scf.if %c -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable> {
      scf.yield %y : !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
    } else {
      scf.yield %a0 : !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
    }
    scf.yield %y, %s, %k : !ttg.memdesc<16xf32, #shared1d, #smem, mutable>, !ttg.memdesc<16xf32, #shared1d, #smem, mutable>, i32
  }
  tt.return
}

// Unstructured control flow: a branch reports the arguments of its own block.
tt.func @branches(%c: i1) {
  // expected-remark @below {{%0 -> %0}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  // expected-remark @below {{%1 -> %1}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<16xf32, #shared1d, #smem, mutable>
  cf.cond_br %c, ^bb1(%a : !ttg.memdesc<16xf32, #shared1d, #smem, mutable>), ^bb1(%b : !ttg.memdesc<16xf32, #shared1d, #smem, mutable>)
^bb1(%m: !ttg.memdesc<16xf32, #shared1d, #smem, mutable>):
  // expected-remark @below {{%2 -> %0,%1}}
  cf.br ^bb2
^bb2:
  tt.return
}

}
