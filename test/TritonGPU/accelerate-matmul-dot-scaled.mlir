// RUN: ttopt %s -split-input-file -tritongpu-accelerate-matmul | FileCheck %s

// tt.dot_scaled on sm80/sm90 (DecomposeScaledBlocked): operands upcast to bf16 (f16 when a
// side is fp16), each scale shifted into a bf16 exponent, broadcast 32x along K and
// multiplied in, NaN where the scale byte is 0xFF (unless fastMath), then a tt.dot that
// BlockedToMMA accelerates. Checked against Triton 3.6 (byte-equal output).

// Both operands e4m3 with scales on sm80: B's scale is transposed to K-major first.
#bl = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bs = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: #[[SLICE3D:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 2, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
  // CHECK-DAG: #[[MMA:.*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
  // CHECK-LABEL: tt.func @fp8_both_scales
  // CHECK-DAG: %[[NAN:.*]] = arith.constant dense<0x7FC0> : tensor<64x64xbf16, #[[BL:[a-z0-9]+]]>
  // CHECK-DAG: %[[FF:.*]] = arith.constant dense<-1> : tensor<64x2xi8
  // CHECK-DAG: %[[SEVEN:.*]] = arith.constant dense<7> : tensor<64x2xi16
  // CHECK: %[[A:.*]] = tt.fp_to_fp %arg0 : tensor<64x64xf8E4M3FN, #[[BL]]> -> tensor<64x64xbf16, #[[BL]]>
  // CHECK: %[[EXT:.*]] = arith.extui %arg1 : tensor<64x2xi8, #{{.*}}> to tensor<64x2xi16
  // CHECK: %[[SHL:.*]] = arith.shli %[[EXT]], %[[SEVEN]]
  // CHECK: %[[S16:.*]] = tt.bitcast %[[SHL]] : tensor<64x2xi16, #{{.*}}> -> tensor<64x2xbf16
  // CHECK: %[[SL:.*]] = ttg.convert_layout %[[S16]] : {{.*}} -> tensor<64x2xbf16, #ttg.slice<{dim = 2, parent = #[[SLICE3D]]}>>
  // CHECK: %[[EXP:.*]] = tt.expand_dims %[[SL]] {axis = 2 : i32} {{.*}} -> tensor<64x2x1xbf16, #[[SLICE3D]]>
  // CHECK: %[[BC:.*]] = tt.broadcast %[[EXP]] : {{.*}} -> tensor<64x2x32xbf16, #[[SLICE3D]]>
  // CHECK: %[[RS:.*]] = tt.reshape %[[BC]] : tensor<64x2x32xbf16, #[[SLICE3D]]> -> tensor<64x64xbf16, #linear>
  // CHECK: %[[SCALE:.*]] = ttg.convert_layout %[[RS]] : tensor<64x64xbf16, #linear> -> tensor<64x64xbf16, #[[BL]]>
  // CHECK: %[[MUL:.*]] = arith.mulf %[[A]], %[[SCALE]] : tensor<64x64xbf16, #[[BL]]>
  // CHECK: %[[ISNAN:.*]] = arith.cmpi eq, %arg1, %[[FF]]
  // CHECK: tt.reshape {{.*}} : tensor<64x2x32xi1, #[[SLICE3D]]> -> tensor<64x64xi1, #linear>
  // CHECK: %[[COND:.*]] = ttg.convert_layout {{.*}} -> tensor<64x64xi1, #[[BL]]>
  // CHECK: %[[SEL:.*]] = arith.select %[[COND]], %[[NAN]], %[[MUL]]
  // CHECK: %[[ADOT:.*]] = ttg.convert_layout %[[SEL]] : {{.*}} -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[BL]]}>>
  // CHECK: tt.fp_to_fp %arg2 : tensor<64x64xf8E4M3FN, #[[BL]]> -> tensor<64x64xbf16, #[[BL]]>
  // CHECK: %[[BSCALE:.*]] = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<64x2xi8, #{{.*}}> -> tensor<2x64xi8
  // CHECK: arith.extui %[[BSCALE]]
  // CHECK: tt.trans {{.*}} {order = array<i32: 0, 2, 1>} : tensor<2x64x32xbf16, {{.*}}> -> tensor<2x32x64xbf16
  // CHECK: tt.reshape {{.*}} -> tensor<64x64xbf16, #linear1>
  // CHECK: arith.cmpi eq, %[[BSCALE]]
  // CHECK: %[[BDOT:.*]] = ttg.convert_layout {{.*}} -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #[[BL]]}>>
  // CHECK: ttg.convert_layout %[[ADOT]] : {{.*}} -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 2}>>
  // CHECK: ttg.convert_layout %[[BDOT]] : {{.*}} -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #[[MMA]], kWidth = 2}>>
  // CHECK: %[[DOT:.*]] = tt.dot {{.*}} -> tensor<64x64xf32, #[[MMA]]>
  // CHECK: %[[BACK:.*]] = ttg.convert_layout %[[DOT]] : tensor<64x64xf32, #[[MMA]]> -> tensor<64x64xf32, #[[BL]]>
  // CHECK: %[[SAME:.*]] = ttg.convert_layout %[[BACK]] : tensor<64x64xf32, #[[BL]]> -> tensor<64x64xf32, #[[BL]]>
  // CHECK: tt.return %[[SAME]]
  // CHECK-NOT: tt.dot_scaled
  tt.func @fp8_both_scales(%x: tensor<64x64xf8E4M3FN, #bl>, %xs: tensor<64x2xi8, #bs>, %y: tensor<64x64xf8E4M3FN, #bl>, %ys: tensor<64x2xi8, #bs>, %acc: tensor<64x64xf32, #bl>) -> tensor<64x64xf32, #bl> {
    %r = tt.dot_scaled %x scale %xs, %y scale %ys, %acc lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<64x64xf8E4M3FN, #bl>, tensor<64x2xi8, #bs> * tensor<64x64xf8E4M3FN, #bl>, tensor<64x2xi8, #bs> -> tensor<64x64xf32, #bl>
    tt.return %r : tensor<64x64xf32, #bl>
  }
}

// -----

// fp16 on one side makes f16 the compute type: the scale goes through an f32 exponent
// (shift by 23) and is truncated; fastMath drops the NaN select.
#bl = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bs = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [0, 1]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @e5m2_times_fp16
  // CHECK: %[[SHIFT:.*]] = arith.constant dense<23> : tensor<64x2xi32
  // CHECK: %[[A:.*]] = tt.fp_to_fp %arg0 : tensor<64x64xf8E5M2, {{.*}}> -> tensor<64x64xf16
  // CHECK: %[[EXT:.*]] = arith.extui %arg1 : {{.*}} to tensor<64x2xi32
  // CHECK: %[[SHL:.*]] = arith.shli %[[EXT]], %[[SHIFT]]
  // CHECK: %[[F32:.*]] = tt.bitcast %[[SHL]] : {{.*}} -> tensor<64x2xf32
  // CHECK: arith.truncf %[[F32]] : tensor<64x2xf32, {{.*}}> to tensor<64x2xf16
  // CHECK: %[[MUL:.*]] = arith.mulf %[[A]], {{.*}} : tensor<64x64xf16
  // CHECK-NOT: arith.select
  // CHECK: ttg.convert_layout %[[MUL]] : {{.*}} -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #{{.*}}}>>
  // CHECK-NOT: tt.fp_to_fp %arg2
  // CHECK: ttg.convert_layout %arg2 : {{.*}} -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1,
  // CHECK: tt.dot {{.*}} kWidth = 2
  tt.func @e5m2_times_fp16(%x: tensor<64x64xf8E5M2, #bl>, %xs: tensor<64x2xi8, #bs>, %y: tensor<64x64xf16, #bt>) -> tensor<64x64xf32, #bl> {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #bl>
    %r = tt.dot_scaled %x scale %xs, %y, %zero lhs = e5m2 rhs = fp16 {fastMath = true} : tensor<64x64xf8E5M2, #bl>, tensor<64x2xi8, #bs> * tensor<64x64xf16, #bt> -> tensor<64x64xf32, #bl>
    tt.return %r : tensor<64x64xf32, #bl>
  }
}

// -----

// A scale on B only: transposeDots turns A x B into (B^T x A^T)^T first, so the scaled
// e2m1 operand is A (unpacked along its K, dim 1) and the result is transposed back.
#bl = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bs = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [0, 1]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @bf16_times_scaled_fp4
  // CHECK: %[[XT:.*]] = tt.trans %arg0 {order = array<i32: 1, 0>}
  // CHECK: %[[YT:.*]] = tt.trans %arg1 {order = array<i32: 1, 0>} : tensor<32x64xi8, {{.*}}> -> tensor<64x32xi8
  // CHECK: %[[UP:.*]] = ttg.fp4_to_fp %[[YT]] {axis = 1 : i32} : tensor<64x32xi8, {{.*}}> -> tensor<64x64xbf16
  // CHECK: arith.cmpi eq, %arg2
  // CHECK: ttg.convert_layout %[[XT]] : {{.*}} -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 1,
  // CHECK: %[[DOT:.*]] = tt.dot {{.*}} kWidth = 8
  // CHECK: %[[BACK:.*]] = ttg.convert_layout %[[DOT]]
  // CHECK: %[[SAME:.*]] = ttg.convert_layout %[[BACK]]
  // CHECK: %[[RES:.*]] = tt.trans %[[SAME]] {order = array<i32: 1, 0>}
  // CHECK: tt.return %[[RES]]
  tt.func @bf16_times_scaled_fp4(%x: tensor<64x64xbf16, #bl>, %y: tensor<32x64xi8, #bt>, %ys: tensor<64x2xi8, #bs>) -> tensor<64x64xf32, #bl> {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #bl>
    %r = tt.dot_scaled %x, %y scale %ys, %zero lhs = bf16 rhs = e2m1 {fastMath = false} : tensor<64x64xbf16, #bl> * tensor<32x64xi8, #bt>, tensor<64x2xi8, #bs> -> tensor<64x64xf32, #bl>
    tt.return %r : tensor<64x64xf32, #bl>
  }
}

// -----

// e2m1 on both sides: A unpacks along dim 1, B along dim 0 (each one's K); a blocked layout
// whose order has K fastest doubles sizePerThread along K.
#bl = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bs = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [0, 1]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: #[[AUP:.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
  // CHECK-DAG: #[[BUP:.*]] = #ttg.blocked<{sizePerThread = [4, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [0, 1]}>
  // CHECK-LABEL: tt.func @fp4_both_scales
  // CHECK: ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<64x32xi8, {{.*}}> -> tensor<64x64xbf16, #[[AUP]]>
  // CHECK: ttg.fp4_to_fp %arg2 {axis = 0 : i32} : tensor<32x64xi8, {{.*}}> -> tensor<64x64xbf16, #[[BUP]]>
  // CHECK: tt.dot {{.*}} kWidth = 8
  tt.func @fp4_both_scales(%x: tensor<64x32xi8, #bl>, %xs: tensor<64x2xi8, #bs>, %y: tensor<32x64xi8, #bt>, %ys: tensor<64x2xi8, #bs>, %acc: tensor<64x64xf32, #bl>) -> tensor<64x64xf32, #bl> {
    %r = tt.dot_scaled %x scale %xs, %y scale %ys, %acc lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<64x32xi8, #bl>, tensor<64x2xi8, #bs> * tensor<32x64xi8, #bt>, tensor<64x2xi8, #bs> -> tensor<64x64xf32, #bl>
    tt.return %r : tensor<64x64xf32, #bl>
  }
}

// -----

// sm90: the decomposed dot becomes a wgmma; B (an upcast e4m3) goes to shared memory.
// A's fp4 layout has K slowest in registers, so the unpacked layout is a linear one.
#bl = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0]}>
#bs = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#bk = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
module attributes {"ttg.target" = "cuda:90", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: #[[MMA3:.*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
  // CHECK-DAG: #[[SH:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
  // CHECK-LABEL: tt.func @fp4_times_e4m3
  // CHECK: ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<128x64xi8, {{.*}}> -> tensor<128x128xbf16, #linear>
  // CHECK: %[[B:.*]] = tt.fp_to_fp %arg2 : tensor<128x128xf8E4M3FN, {{.*}}> -> tensor<128x128xbf16
  // CHECK: %[[BSEL:.*]] = arith.select {{.*}} : tensor<128x128xi1, {{.*}}>, tensor<128x128xbf16
  // CHECK: ttg.local_alloc %[[BSEL]] : {{.*}} -> !ttg.memdesc<128x128xbf16, #[[SH]], #smem>
  // CHECK: ttng.warp_group_dot {{.*}} -> tensor<128x128xf32, #[[MMA3]]>
  tt.func @fp4_times_e4m3(%x: tensor<128x64xi8, #bl>, %xs: tensor<128x4xi8, #bs>, %y: tensor<128x128xf8E4M3FN, #bk>, %ys: tensor<128x4xi8, #bs>, %acc: tensor<128x128xf32, #bl>) -> tensor<128x128xf32, #bl> {
    %r = tt.dot_scaled %x scale %xs, %y scale %ys, %acc lhs = e2m1 rhs = e4m3 {fastMath = false} : tensor<128x64xi8, #bl>, tensor<128x4xi8, #bs> * tensor<128x128xf8E4M3FN, #bk>, tensor<128x4xi8, #bs> -> tensor<128x128xf32, #bl>
    tt.return %r : tensor<128x128xf32, #bl>
  }
}

// -----

// fp16 x scaled e2m1 on sm90, in a loop: transposed first, f16 compute type, fastMath.
#bl = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#bs = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#bk = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
module attributes {"ttg.target" = "cuda:90", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @fp16_times_scaled_fp4_in_loop
  // CHECK: scf.for
  // CHECK: %[[YT:.*]] = tt.trans %arg1 {order = array<i32: 1, 0>} : tensor<64x128xi8, {{.*}}> -> tensor<128x64xi8
  // CHECK: ttg.fp4_to_fp %[[YT]] {axis = 1 : i32} : tensor<128x64xi8, {{.*}}> -> tensor<128x128xf16
  // CHECK: arith.truncf
  // CHECK-NOT: arith.select
  // CHECK: ttng.warp_group_dot
  // CHECK: tt.trans {{.*}} {order = array<i32: 1, 0>} : tensor<128x128xf32
  // CHECK: scf.yield
  tt.func @fp16_times_scaled_fp4_in_loop(%x: tensor<128x128xf16, #bl>, %y: tensor<64x128xi8, #bk>, %ys: tensor<128x4xi8, #bs>, %n: i32) -> tensor<128x128xf32, #bl> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #bl>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #bl>) : i32 {
      %d = tt.dot_scaled %x, %y scale %ys, %acc lhs = fp16 rhs = e2m1 {fastMath = true} : tensor<128x128xf16, #bl> * tensor<64x128xi8, #bk>, tensor<128x4xi8, #bs> -> tensor<128x128xf32, #bl>
      scf.yield %d : tensor<128x128xf32, #bl>
    }
    tt.return %r : tensor<128x128xf32, #bl>
  }
}

// -----

// An e2m1 operand packed along M/N (lhs_k_pack = false) is left alone, as upstream does.
#bl = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bs = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @mn_packed
  // CHECK: tt.dot_scaled %arg0 scale %arg1, %arg2, %arg3 lhs = e2m1 rhs = bf16 {fastMath = false, lhs_k_pack = false}
  tt.func @mn_packed(%x: tensor<32x64xi8, #bl>, %xs: tensor<64x2xi8, #bs>, %y: tensor<64x64xbf16, #bl>, %acc: tensor<64x64xf32, #bl>) -> tensor<64x64xf32, #bl> {
    %r = tt.dot_scaled %x scale %xs, %y, %acc lhs = e2m1 rhs = bf16 {fastMath = false, lhs_k_pack = false} : tensor<32x64xi8, #bl>, tensor<64x2xi8, #bs> * tensor<64x64xbf16, #bl> -> tensor<64x64xf32, #bl>
    tt.return %r : tensor<64x64xf32, #bl>
  }
}
