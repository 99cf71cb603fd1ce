// RUN: ttopt %s -tritongpu-optimize-accumulator-init | FileCheck %s
// Inputs of ttopt's own; the expected outputs were checked against Triton 3.6 (triton-opt)
// on the same inputs.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
#sa8 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#sb8 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
// A loop-carried zero init (here -0.0) and a constant-true flag: the flag becomes an
// iter_arg starting at false, yielded true; the loop keeps its attributes.
// CHECK-LABEL: tt.func @carried_zero_flag_true
// CHECK-DAG:   %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:   %[[ZERO:.+]] = arith.constant dense<-0.000000e+00>
// CHECK-DAG:   %[[FALSE:.+]] = arith.constant false
// CHECK:       scf.for {{.*}} iter_args(%[[ACC:.+]] = %[[ZERO]], %[[USE:.+]] = %[[FALSE]]) -> (tensor<64x32xf32, #mma>, i1)
// CHECK-NEXT:    %[[D:.+]] = ttng.warp_group_dot %arg0, %arg1, %[[ACC]], %[[USE]] :
// CHECK-NEXT:    scf.yield %[[D]], %[[TRUE]] : tensor<64x32xf32, #mma>, i1
// CHECK-NEXT:  } {tt.num_stages = 2 : i32}
  tt.func @carried_zero_flag_true(%a: !ttg.memdesc<64x32xf16, #sa, #smem>, %b: !ttg.memdesc<32x32xf16, #sb, #smem>, %n: i32) -> tensor<64x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %t = arith.constant true
    %z = arith.constant dense<-0.000000e+00> : tensor<64x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<64x32xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %t : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
      scf.yield %d : tensor<64x32xf32, #mma>
    } {tt.num_stages = 2 : i32}
    tt.return %r : tensor<64x32xf32, #mma>
  }
// A flag that is not a constant: the dot is left alone.
// CHECK-LABEL: tt.func @flag_dynamic
// CHECK:       scf.for {{.*}} iter_args(%[[ACC:.+]] = %cst) -> (tensor<64x32xf32, #mma>)
// CHECK-NEXT:    ttng.warp_group_dot %arg0, %arg1, %[[ACC]], %arg3 :
  tt.func @flag_dynamic(%a: !ttg.memdesc<64x32xf16, #sa, #smem>, %b: !ttg.memdesc<32x32xf16, #sb, #smem>, %n: i32, %f: i1) -> tensor<64x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<64x32xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %f : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
      scf.yield %d : tensor<64x32xf32, #mma>
    }
    tt.return %r : tensor<64x32xf32, #mma>
  }
// A constant-false flag (the dot does not accumulate): left alone.
// CHECK-LABEL: tt.func @flag_false
// CHECK:       scf.for {{.*}} iter_args(%[[ACC:.+]] = %cst) -> (tensor<64x32xf32, #mma>)
// CHECK-NEXT:    ttng.warp_group_dot %arg0, %arg1, %[[ACC]], %false :
  tt.func @flag_false(%a: !ttg.memdesc<64x32xf16, #sa, #smem>, %b: !ttg.memdesc<32x32xf16, #sb, #smem>, %n: i32) -> tensor<64x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %f = arith.constant false
    %z = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<64x32xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %f : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
      scf.yield %d : tensor<64x32xf32, #mma>
    }
    tt.return %r : tensor<64x32xf32, #mma>
  }
// An fp8 dot into f32 needing a partial accumulator has no flag to use.
// CHECK-LABEL: tt.func @fp8_partial
// CHECK:       scf.for {{.*}} iter_args(%[[ACC:.+]] = %cst) -> (tensor<64x32xf32, #mma>)
// CHECK-NEXT:    ttng.warp_group_dot %arg0, %arg1, %[[ACC]] {maxNumImpreciseAcc = 32 : i32}
  tt.func @fp8_partial(%a: !ttg.memdesc<64x32xf8E4M3FN, #sa8, #smem>, %b: !ttg.memdesc<32x32xf8E4M3FN, #sb8, #smem>, %n: i32) -> tensor<64x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<64x32xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<64x32xf8E4M3FN, #sa8, #smem> * !ttg.memdesc<32x32xf8E4M3FN, #sb8, #smem> -> tensor<64x32xf32, #mma>
      scf.yield %d : tensor<64x32xf32, #mma>
    }
    tt.return %r : tensor<64x32xf32, #mma>
  }
// With maxNumImpreciseAcc above K it has.
// CHECK-LABEL: tt.func @fp8_full
// CHECK:       scf.for {{.*}} iter_args(%[[ACC:.+]] = %cst, %[[USE:.+]] = %false) -> (tensor<64x32xf32, #mma>, i1)
// CHECK-NEXT:    ttng.warp_group_dot %arg0, %arg1, %[[ACC]], %[[USE]] {maxNumImpreciseAcc = 64 : i32}
  tt.func @fp8_full(%a: !ttg.memdesc<64x32xf8E4M3FN, #sa8, #smem>, %b: !ttg.memdesc<32x32xf8E4M3FN, #sb8, #smem>, %n: i32) -> tensor<64x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<64x32xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 64 : i32} : !ttg.memdesc<64x32xf8E4M3FN, #sa8, #smem> * !ttg.memdesc<32x32xf8E4M3FN, #sb8, #smem> -> tensor<64x32xf32, #mma>
      scf.yield %d : tensor<64x32xf32, #mma>
    }
    tt.return %r : tensor<64x32xf32, #mma>
  }
// Outer dot: the select zeroing after it becomes the yielded flag (select(c, true, false)
// folds to c). Inner dot: the if zeroing before it (in its else branch) now yields the
// accumulator, and the dot takes select(c, flag, false); the inner loop yields true.
// CHECK-LABEL: tt.func @two_dots
// CHECK-DAG:   %[[ZERO:.+]] = arith.constant dense<0.000000e+00>
// CHECK-DAG:   %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:   %[[FALSE:.+]] = arith.constant false
// CHECK:       scf.for {{.*}} iter_args(%[[ACC:.+]] = %[[ZERO]], %[[ACC2:.+]] = %[[ZERO]], %[[USE:.+]] = %[[FALSE]])
// CHECK-NEXT:    %[[D:.+]] = ttng.warp_group_dot %arg0, %arg1, %[[ACC]], %[[USE]] :
// CHECK-NEXT:    %[[IN:.+]]:2 = scf.for {{.*}} iter_args(%[[X:.+]] = %[[ACC2]], %[[USE2:.+]] = %[[TRUE]])
// CHECK-NEXT:      %[[C:.+]] = arith.cmpi eq
// CHECK-NEXT:      %[[FLAG:.+]] = arith.select %[[C]], %[[USE2]], %[[FALSE]] : i1
// CHECK-NEXT:      %[[S:.+]] = scf.if %[[C]]
// CHECK-NEXT:        scf.yield %[[X]]
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[X]]
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[E:.+]] = ttng.warp_group_dot %arg0, %arg1, %[[S]], %[[FLAG]] :
// CHECK-NEXT:      scf.yield %[[E]], %[[TRUE]] :
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[C2:.+]] = arith.cmpi sgt
// CHECK-NEXT:    scf.yield %[[D]], %[[IN]]#0, %[[C2]] :
// CHECK-NOT:   arith.select
  tt.func @two_dots(%a: !ttg.memdesc<64x32xf16, #sa, #smem>, %b: !ttg.memdesc<32x32xf16, #sb, #smem>, %n: i32, %m: i32) -> (tensor<64x32xf32, #mma>, tensor<64x32xf32, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z, %acc2 = %z) -> (tensor<64x32xf32, #mma>, tensor<64x32xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
      %inner = scf.for %j = %c0 to %m step %c1 iter_args(%x = %acc2) -> (tensor<64x32xf32, #mma>) : i32 {
        %c = arith.cmpi eq, %j, %m : i32
        %s = scf.if %c -> tensor<64x32xf32, #mma> {
          scf.yield %x : tensor<64x32xf32, #mma>
        } else {
          scf.yield %z : tensor<64x32xf32, #mma>
        }
        %e = ttng.warp_group_dot %a, %b, %s : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
        scf.yield %e : tensor<64x32xf32, #mma>
      }
      %c2 = arith.cmpi sgt, %i, %m : i32
      %sel = arith.select %c2, %d, %z : tensor<64x32xf32, #mma>
      scf.yield %sel, %inner : tensor<64x32xf32, #mma>, tensor<64x32xf32, #mma>
    }
    tt.return %r#0, %r#1 : tensor<64x32xf32, #mma>, tensor<64x32xf32, #mma>
  }
// A nonzero init: nothing to do, and the constants the pass made are erased.
// CHECK-LABEL: tt.func @not_zero
// CHECK-NOT:   arith.constant true
// CHECK-NOT:   arith.constant false
// CHECK:       scf.for {{.*}} iter_args(%[[ACC:.+]] = %arg3) -> (tensor<64x32xf32, #mma>)
// CHECK-NEXT:    ttng.warp_group_dot %arg0, %arg1, %[[ACC]] :
  tt.func @not_zero(%a: !ttg.memdesc<64x32xf16, #sa, #smem>, %b: !ttg.memdesc<32x32xf16, #sb, #smem>, %n: i32, %init: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<64x32xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
      scf.yield %d : tensor<64x32xf32, #mma>
    }
    tt.return %r : tensor<64x32xf32, #mma>
  }
// A dot outside a loop is not rewritten, even on a zero accumulator.
// CHECK-LABEL: tt.func @not_in_loop
// CHECK-NEXT:  %[[ZERO:.+]] = arith.constant dense<0.000000e+00>
// CHECK-NEXT:  ttng.warp_group_dot %arg0, %arg1, %[[ZERO]] :
  tt.func @not_in_loop(%a: !ttg.memdesc<64x32xf16, #sa, #smem>, %b: !ttg.memdesc<32x32xf16, #sb, #smem>) -> tensor<64x32xf32, #mma> {
    %z = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %z : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
    tt.return %d : tensor<64x32xf32, #mma>
  }
// A constant zero accumulator: the flag becomes false, whatever it was.
// CHECK-LABEL: tt.func @zero_with_flag
// CHECK:       %[[FALSE:.+]] = arith.constant false
// CHECK:       scf.for {{.*}} iter_args(%{{.+}} = %cst) -> (tensor<64x32xf32, #mma>)
// CHECK-NEXT:    ttng.warp_group_dot %arg0, %arg1, %cst, %[[FALSE]] :
  tt.func @zero_with_flag(%a: !ttg.memdesc<64x32xf16, #sa, #smem>, %b: !ttg.memdesc<32x32xf16, #sb, #smem>, %n: i32, %f: i1) -> tensor<64x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<64x32xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %z, %f : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x32xf16, #sb, #smem> -> tensor<64x32xf32, #mma>
      %s = arith.addf %d, %acc : tensor<64x32xf32, #mma>
      scf.yield %s : tensor<64x32xf32, #mma>
    }
    tt.return %r : tensor<64x32xf32, #mma>
  }
}
