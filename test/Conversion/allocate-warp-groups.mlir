// RUN: ttopt %s -split-input-file -tritongpu-allocate-warp-groups | FileCheck %s

// Without warp specialization the kernel's warps are all there is.
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @plain(%arg0: !tt.ptr<f32>) {
    tt.return
  }
}

// -----

// The widest op has 1 + 2 + 4 = 7 partition warps: two warp groups (8 warps) are added to
// the kernel's 4. Each op is padded to 8 partition warps with empty partitions, largest
// power of two first (1 here; 4 then 2 for the second op), whose arguments are the
// captures. Partitions start after the kernel's warps, widest first, ties in order:
// sizes [1, 2, 4, 1] start at [10, 8, 4, 11].
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 12 : i32}
// CHECK:      ttg.warp_specialize(%arg0, %arg1) attributes {warpGroupStartIds = array<i32: 10, 8, 4, 11>}
// CHECK:      partition0(%arg2: i32, %arg3: !tt.ptr<i32>) num_warps(1) {
// CHECK:      partition1(%arg2: i32, %arg3: !tt.ptr<i32>) num_warps(2) {
// CHECK:      partition2(%arg2: i32, %arg3: !tt.ptr<i32>) num_warps(4) {
// CHECK-NEXT:   tt.store %arg3, %arg2 : !tt.ptr<i32>
// CHECK-NEXT:   ttg.warp_return
// CHECK-NEXT: }
// CHECK-NEXT: partition3(%arg2: i32, %arg3: !tt.ptr<i32>) num_warps(1) {
// CHECK-NEXT:   ttg.warp_return
// CHECK-NEXT: } : (i32, !tt.ptr<i32>) -> ()
// CHECK-NEXT: ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 8, 4, 10>}
// CHECK-NEXT: default {
// CHECK-NEXT:   ttg.warp_yield
// CHECK-NEXT: }
// CHECK-NEXT: partition0() num_warps(2) {
// CHECK-NEXT:   ttg.warp_return
// CHECK-NEXT: }
// CHECK-NEXT: partition1() num_warps(4) {
// CHECK-NEXT:   ttg.warp_return
// CHECK-NEXT: }
// CHECK-NEXT: partition2() num_warps(2) {
// CHECK-NEXT:   ttg.warp_return
// CHECK-NEXT: } : () -> ()
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @padding_and_start_ids(%arg0: i32, %p: !tt.ptr<i32>) {
    ttg.warp_specialize(%arg0, %p)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32, %b: !tt.ptr<i32>) num_warps(1) {
      ttg.warp_return
    }
    partition1(%c: i32, %d: !tt.ptr<i32>) num_warps(2) {
      ttg.warp_return
    }
    partition2(%e: i32, %f: !tt.ptr<i32>) num_warps(4) {
      tt.store %f, %e : !tt.ptr<i32>
      ttg.warp_return
    } : (i32, !tt.ptr<i32>) -> ()
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(2) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// Requested registers: the register limit is 64K / (12 warps * 32 threads) = 170, rounded
// down to 168. Partitions [2, 4, 2] warps start at [8, 4, 10]: the 4-warp one is a group
// (48 registers), the two others share one (max(24, 40) = 40). The budget is
// 168*4*32 + (168-48)*4*32 + (168-40)*4*32 = 53248 registers, 416 per default thread.
// CHECK: module attributes {ttg.maxnreg = 168 : i32, {{.*}}"ttg.total-num-warps" = 12 : i32}
// CHECK: ttg.warp_specialize(%arg0) attributes {actualRegisters = array<i32: 416, 40, 48, 40>, requestedRegisters = array<i32: 24, 48, 40>, warpGroupStartIds = array<i32: 8, 4, 10>}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @registers(%arg0: i32) {
    ttg.warp_specialize(%arg0) attributes {requestedRegisters = array<i32: 24, 48, 40>}
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(2) {
      ttg.warp_return
    }
    partition1(%c: i32) num_warps(4) {
      ttg.warp_return
    }
    partition2(%e: i32) num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

// A register limit the module sets is the one used (and kept): 128*4*32 + (128-48)*4*32
// + (128-40)*4*32 = 37888 registers, 296 per default thread.
// CHECK: module attributes {ttg.maxnreg = 128 : i32, {{.*}}"ttg.total-num-warps" = 12 : i32}
// CHECK: actualRegisters = array<i32: 296, 40, 48, 40>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.maxnreg = 128 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @given_limit(%arg0: i32) {
    ttg.warp_specialize(%arg0) attributes {requestedRegisters = array<i32: 24, 48, 40>}
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(2) {
      ttg.warp_return
    }
    partition1(%c: i32) num_warps(4) {
      ttg.warp_return
    }
    partition2(%e: i32) num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

// Padding partitions request 16 registers. Requests are rounded up to a multiple of 8
// (30 -> 32); the three partitions (start ids 4, 6, 7) form one group at 40 registers.
// With a limit of 32 the default warps get 32*4*32 + (32-40)*4*32 = 3072 registers:
// exactly 24 per thread, still enough.
// CHECK: module attributes {ttg.maxnreg = 32 : i32, {{.*}}"ttg.total-num-warps" = 8 : i32}
// CHECK: ttg.warp_specialize(%arg0) attributes {actualRegisters = array<i32: 24, 40, 40, 40>, requestedRegisters = array<i32: 40, 30, 16>, warpGroupStartIds = array<i32: 4, 6, 7>}
// CHECK: partition2(%arg1: i32) num_warps(1) {
// CHECK-NEXT: ttg.warp_return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.maxnreg = 32 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @just_enough(%arg0: i32) {
    ttg.warp_specialize(%arg0) attributes {requestedRegisters = array<i32: 40, 30>}
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(2) {
      ttg.warp_return
    }
    partition1(%b: i32) num_warps(1) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

// 32*4*32 + (32-48)*4*32 = 2048 registers leave 16 per default thread, fewer than 24: the
// registers stay as they are (no actualRegisters); the start ids are still assigned.
// CHECK: ttg.warp_specialize(%arg0) attributes {requestedRegisters = array<i32: 48>, warpGroupStartIds = array<i32: 4>}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.maxnreg = 32 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @too_few(%arg0: i32) {
    ttg.warp_specialize(%arg0) attributes {requestedRegisters = array<i32: 48>}
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(4) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}
