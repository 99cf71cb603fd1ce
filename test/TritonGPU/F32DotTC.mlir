// RUN: ttopt %s -split-input-file '-tritongpu-F32DotTC=emu-tf32=true' | FileCheck %s
// RUN: ttopt %s -split-input-file -tritongpu-F32DotTC | FileCheck %s --check-prefix=NOEMU
// RUN: ttopt %s -split-input-file '-tritongpu-F32DotTC=emu-tf32=true' --mlir-print-debuginfo --mlir-use-nameloc-as-prefix=false | FileCheck %s --check-prefix=LOC
// The expected outputs were checked against Triton 3.6 (triton-opt) on the same inputs.

// tf32x3: a = aBig + aSmall with aBig rounded to tf32 by inline asm; three tf32 dots
// from a zero accumulator, the small products' NaNs zeroed before the big product,
// then the original accumulator added. The zero constant is hoisted to the top.
// CHECK-LABEL: tt.func public @tf32x3
// CHECK-NEXT:  %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
// CHECK-NEXT:  %[[ABIG:.*]] = tt.elementwise_inline_asm "cvt.rna.tf32.f32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %arg0
// CHECK-NEXT:  %[[ASMALL:.*]] = arith.subf %arg0, %[[ABIG]]
// CHECK-NEXT:  %[[BBIG:.*]] = tt.elementwise_inline_asm "cvt.rna.tf32.f32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %arg1
// CHECK-NEXT:  %[[BSMALL:.*]] = arith.subf %arg1, %[[BBIG]]
// CHECK-NEXT:  %[[D1:.*]] = tt.dot %[[ASMALL]], %[[BBIG]], %[[ZERO]], inputPrecision = tf32 {maxNumImpreciseAcc = 8 : i32}
// CHECK-NEXT:  %[[D2:.*]] = tt.dot %[[ABIG]], %[[BSMALL]], %[[D1]], inputPrecision = tf32 {maxNumImpreciseAcc = 8 : i32}
// CHECK-NEXT:  %[[NAN:.*]] = arith.cmpf uno, %[[D2]], %[[D2]]
// CHECK-NEXT:  %[[SMALL:.*]] = arith.select %[[NAN]], %[[ZERO]], %[[D2]]
// CHECK-NEXT:  %[[D3:.*]] = tt.dot %[[ABIG]], %[[BBIG]], %[[SMALL]], inputPrecision = tf32 {maxNumImpreciseAcc = 8 : i32}
// CHECK-NEXT:  %[[SUM:.*]] = arith.addf %[[D3]], %arg2
// CHECK-NEXT:  tt.return %[[SUM]]
// Without emu-tf32 a tf32x3 dot is left alone.
// NOEMU-LABEL: tt.func public @tf32x3
// NOEMU-NEXT:  tt.dot %arg0, %arg1, %arg2, inputPrecision = tf32x3 {maxNumImpreciseAcc = 8 : i32}
// NOEMU-NEXT:  tt.return
// The new ops are at the dot's location.
// LOC-LABEL: tt.func public @tf32x3
// LOC:       tt.elementwise_inline_asm {{.*}} loc(#[[DOTLOC:loc[0-9]+]])
// LOC:       tt.dot {{.*}} loc(#[[DOTLOC]])
// LOC:       arith.addf {{.*}} loc(#[[DOTLOC]])
// LOC:       #[[DOTLOC]] = loc("{{.*}}F32DotTC.mlir":[[# @LINE + 7]]:10)

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tf32x3(%a: tensor<64x32xf32, #dA>, %b: tensor<32x64xf32, #dB>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c, inputPrecision = tf32x3 {maxNumImpreciseAcc = 8 : i32} : tensor<64x32xf32, #dA> * tensor<32x64xf32, #dB> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// bf16x3: each operand split in hi = bf16(x) and mid = bf16(x - hi); ieee dots
// mid*hi and hi*mid, NaNs zeroed, then hi*hi, then the accumulator added. Done with or
// without emu-tf32.
// CHECK-LABEL: tt.func public @bf16x3
// CHECK-NEXT:  %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
// CHECK-NEXT:  %[[AHI:.*]] = arith.truncf %arg0 : {{.*}} to tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
// CHECK-NEXT:  %[[AHI32:.*]] = arith.extf %[[AHI]] : {{.*}} to tensor<64x32xf32,
// CHECK-NEXT:  %[[AREST:.*]] = arith.subf %arg0, %[[AHI32]]
// CHECK-NEXT:  %[[AMID:.*]] = arith.truncf %[[AREST]]
// CHECK-NEXT:  %[[BHI:.*]] = arith.truncf %arg1
// CHECK-NEXT:  %[[BHI32:.*]] = arith.extf %[[BHI]]
// CHECK-NEXT:  %[[BREST:.*]] = arith.subf %arg1, %[[BHI32]]
// CHECK-NEXT:  %[[BMID:.*]] = arith.truncf %[[BREST]]
// CHECK-NEXT:  %[[D1:.*]] = tt.dot %[[AMID]], %[[BHI]], %[[ZERO]] : tensor<64x32xbf16,
// CHECK-NEXT:  %[[D2:.*]] = tt.dot %[[AHI]], %[[BMID]], %[[D1]] :
// CHECK-NEXT:  %[[NAN:.*]] = arith.cmpf uno, %[[D2]], %[[D2]]
// CHECK-NEXT:  %[[SEL:.*]] = arith.select %[[NAN]], %[[ZERO]], %[[D2]]
// CHECK-NEXT:  %[[D3:.*]] = tt.dot %[[AHI]], %[[BHI]], %[[SEL]] :
// CHECK-NEXT:  %[[SUM:.*]] = arith.addf %[[D3]], %arg2
// CHECK-NEXT:  tt.return %[[SUM]]
// NOEMU-LABEL: tt.func public @bf16x3
// NOEMU:       arith.truncf
// NOEMU-NOT:   bf16x3
// The splits and their dots are at the location of the operand they split (here the
// block arguments), the final add at the dot's.
// LOC:       #[[A:loc[0-9]+]] = loc("{{.*}}F32DotTC.mlir":[[# @LINE + 14]]:26)
// LOC-NEXT:  #[[B:loc[0-9]+]] = loc("{{.*}}F32DotTC.mlir":[[# @LINE + 13]]:54)
// LOC-LABEL: tt.func public @bf16x3
// LOC:       arith.truncf %arg0 {{.*}} loc(#[[A]])
// LOC:       arith.truncf %arg1 {{.*}} loc(#[[B]])
// LOC:       tt.dot {{.*}} loc(#[[A]])
// LOC:       arith.cmpf {{.*}} loc(#[[A]])
// LOC:       arith.addf {{.*}} loc(#[[DOT:loc[0-9]+]])
// LOC:       #[[DOT]] = loc("{{.*}}F32DotTC.mlir":[[# @LINE + 7]]:10)

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bf16x3(%a: tensor<64x32xf32, #dA>, %b: tensor<32x64xf32, #dB>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c, inputPrecision = bf16x3 : tensor<64x32xf32, #dA> * tensor<32x64xf32, #dB> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// bf16x6: three parts (hi, mid, lo) each; dots mid*mid, lo*hi, hi*lo, mid*hi, hi*mid,
// NaNs zeroed, hi*hi.
// CHECK-LABEL: tt.func public @bf16x6
// CHECK-NEXT:  %[[ZERO:.*]] = arith.constant dense<0.000000e+00>
// CHECK-NEXT:  %[[AHI:.*]] = arith.truncf %arg0
// CHECK-NEXT:  arith.extf %[[AHI]]
// CHECK-NEXT:  %[[AR1:.*]] = arith.subf %arg0
// CHECK-NEXT:  %[[AMID:.*]] = arith.truncf %[[AR1]]
// CHECK-NEXT:  arith.extf %[[AMID]]
// CHECK-NEXT:  %[[AR2:.*]] = arith.subf %[[AR1]]
// CHECK-NEXT:  %[[ALO:.*]] = arith.truncf %[[AR2]]
// CHECK-NEXT:  %[[BHI:.*]] = arith.truncf %arg1
// CHECK-NEXT:  arith.extf %[[BHI]]
// CHECK-NEXT:  %[[BR1:.*]] = arith.subf %arg1
// CHECK-NEXT:  %[[BMID:.*]] = arith.truncf %[[BR1]]
// CHECK-NEXT:  arith.extf %[[BMID]]
// CHECK-NEXT:  %[[BR2:.*]] = arith.subf %[[BR1]]
// CHECK-NEXT:  %[[BLO:.*]] = arith.truncf %[[BR2]]
// CHECK-NEXT:  %[[D1:.*]] = tt.dot %[[AMID]], %[[BMID]], %[[ZERO]]
// CHECK-NEXT:  %[[D2:.*]] = tt.dot %[[ALO]], %[[BHI]], %[[D1]]
// CHECK-NEXT:  %[[D3:.*]] = tt.dot %[[AHI]], %[[BLO]], %[[D2]]
// CHECK-NEXT:  %[[D4:.*]] = tt.dot %[[AMID]], %[[BHI]], %[[D3]]
// CHECK-NEXT:  %[[D5:.*]] = tt.dot %[[AHI]], %[[BMID]], %[[D4]]
// CHECK-NEXT:  %[[NAN:.*]] = arith.cmpf uno, %[[D5]], %[[D5]]
// CHECK-NEXT:  %[[SEL:.*]] = arith.select %[[NAN]], %[[ZERO]], %[[D5]]
// CHECK-NEXT:  %[[D6:.*]] = tt.dot %[[AHI]], %[[BHI]], %[[SEL]]
// CHECK-NEXT:  %[[SUM:.*]] = arith.addf %[[D6]], %arg2
// CHECK-NEXT:  tt.return %[[SUM]]

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bf16x6(%a: tensor<64x32xf32, #dA>, %b: tensor<32x64xf32, #dB>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c, inputPrecision = bf16x6 : tensor<64x32xf32, #dA> * tensor<32x64xf32, #dB> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// Left alone: tf32 and ieee dots, and a tf32x3 dot whose operands are not f32.
// CHECK-LABEL: tt.func public @kept
// CHECK-NEXT:  tt.dot %arg0, %arg1, %arg2, inputPrecision = tf32 :
// CHECK-NEXT:  tt.dot %arg0, %arg1, %arg2 :
// CHECK-NEXT:  tt.dot %arg3, %arg4, %arg2, inputPrecision = tf32x3 :
// CHECK-NEXT:  tt.return

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kept(%a: tensor<64x32xf32, #dA>, %b: tensor<32x64xf32, #dB>, %c: tensor<64x64xf32, #blocked>, %h: tensor<64x32xf16, #dA>, %g: tensor<32x64xf16, #dB>) -> (tensor<64x64xf32, #blocked>, tensor<64x64xf32, #blocked>, tensor<64x64xf32, #blocked>) {
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x32xf32, #dA> * tensor<32x64xf32, #dB> -> tensor<64x64xf32, #blocked>
    %e = tt.dot %a, %b, %c : tensor<64x32xf32, #dA> * tensor<32x64xf32, #dB> -> tensor<64x64xf32, #blocked>
    %f = tt.dot %h, %g, %c, inputPrecision = tf32x3 : tensor<64x32xf16, #dA> * tensor<32x64xf16, #dB> -> tensor<64x64xf32, #blocked>
    tt.return %d, %e, %f : tensor<64x64xf32, #blocked>, tensor<64x64xf32, #blocked>, tensor<64x64xf32, #blocked>
  }
}

// -----

// In a loop: the zero accumulator is shared with the existing zero constant (hoisted
// out of the loop by the greedy driver's constant folding), and a bf16x3 dot fed by the
// emulated tf32x3 one is decomposed too.
// CHECK-LABEL: tt.func public @in_loop
// CHECK:       %[[ZERO:.*]] = arith.constant dense<0.000000e+00>
// CHECK-NEXT:  scf.for
// CHECK-NOT:     arith.constant
// CHECK:         tt.dot {{.*}}, %[[ZERO]], inputPrecision = tf32
// CHECK:         %[[T:.*]] = arith.addf %{{.*}}, %arg4
// CHECK:         arith.truncf %arg0
// CHECK:         tt.dot {{.*}}, %[[ZERO]] :
// CHECK:         %[[U:.*]] = arith.addf %{{.*}}, %[[T]]
// CHECK-NEXT:    scf.yield %[[U]]

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @in_loop(%a: tensor<64x32xf32, #dA>, %b: tensor<32x64xf32, #dB>, %n: i32) -> tensor<64x64xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #blocked>) : i32 {
      %d = tt.dot %a, %b, %acc, inputPrecision = tf32x3 : tensor<64x32xf32, #dA> * tensor<32x64xf32, #dB> -> tensor<64x64xf32, #blocked>
      %e = tt.dot %a, %b, %d, inputPrecision = bf16x3 : tensor<64x32xf32, #dA> * tensor<32x64xf32, #dB> -> tensor<64x64xf32, #blocked>
      scf.yield %e : tensor<64x64xf32, #blocked>
    }
    tt.return %r : tensor<64x64xf32, #blocked>
  }
}

// -----

// Upstream applies the patterns with a default GreedyRewriteConfig, whose region
// simplification is aggressive: the two empty branches merge, and the argument their
// one successor gets (the same value from both) is dropped, whether or not a pattern
// applies.
// CHECK-LABEL: tt.func public @merge_identical_blocks
// CHECK-NEXT:  %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:  cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  %[[ABIG:.*]] = tt.elementwise_inline_asm "cvt.rna.tf32.f32 $0, $1;" {{.*}} %arg1
// CHECK:       %[[SUM:.*]] = arith.addf %{{.*}}, %arg3 : tensor<64x64xf32, #blocked>
// CHECK-NEXT:  tt.return %[[SUM]]
// NOEMU-LABEL: tt.func public @merge_identical_blocks
// NOEMU-NEXT:  cf.cond_br %arg0, ^bb1, ^bb1
// NOEMU-NEXT:  ^bb1:
// NOEMU-NEXT:  cf.br ^bb2
// NOEMU-NEXT:  ^bb2:
// NOEMU-NEXT:  %[[D:.*]] = tt.dot %arg1, %arg2, %arg3, inputPrecision = tf32x3
// NOEMU-NEXT:  tt.return %[[D]]

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#dB = #ttg.dot_op<{opIdx = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @merge_identical_blocks(%f: i1, %a: tensor<64x32xf32, #dA>, %b: tensor<32x64xf32, #dB>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    cf.cond_br %f, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%c : tensor<64x64xf32, #blocked>)
  ^bb2:
    cf.br ^bb3(%c : tensor<64x64xf32, #blocked>)
  ^bb3(%acc: tensor<64x64xf32, #blocked>):
    %d = tt.dot %a, %b, %acc, inputPrecision = tf32x3 : tensor<64x32xf32, #dA> * tensor<32x64xf32, #dB> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}
