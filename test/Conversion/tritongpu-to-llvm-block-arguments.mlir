// RUN: ttopt %s -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' | FileCheck %s
// Block arguments of a non-entry block keep their tensor types while the TritonGPU
// patterns run (upstream converts only the entry block with the function): the ops using
// them read them through casts to the LLVM struct at the start of the block. The block's
// signature is converted when the first branch to it is lowered, which puts casts from
// the new arguments back to tensors in front; the branches then pass the new arguments.
// The expected output was checked against Triton 3.6's convert-triton-gpu-to-llvm.

// CHECK-LABEL: llvm.func @loop
// CHECK:       ^bb1(%[[I:.*]]: i32, %[[ACC:.*]]: !llvm.struct<(i32, i32)>, %[[STEP:.*]]: !llvm.struct<(i32, i32)>):
// CHECK-NEXT:    %[[STEP_T:.*]] = builtin.unrealized_conversion_cast %[[STEP]] : !llvm.struct<(i32, i32)> to tensor<256xi32, #blocked>
// CHECK-NEXT:    %[[ACC_T:.*]] = builtin.unrealized_conversion_cast %[[ACC]] : !llvm.struct<(i32, i32)> to tensor<256xi32, #blocked>
// CHECK-NEXT:    %[[STEP_S:.*]] = builtin.unrealized_conversion_cast %[[STEP_T]] : tensor<256xi32, #blocked> to !llvm.struct<(i32, i32)>
// CHECK-NEXT:    %[[ACC_S:.*]] = builtin.unrealized_conversion_cast %[[ACC_T]] : tensor<256xi32, #blocked> to !llvm.struct<(i32, i32)>
// CHECK-NEXT:    llvm.icmp "slt" %[[I]]
// CHECK-NEXT:    llvm.cond_br
// CHECK:       ^bb2:
// CHECK-NEXT:    llvm.extractvalue %[[ACC_S]][0]
// CHECK-NEXT:    llvm.extractvalue %[[ACC_S]][1]
// CHECK-NEXT:    llvm.extractvalue %[[STEP_S]][0]
// CHECK:         llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT:    llvm.insertvalue
// CHECK-NEXT:    %[[NEXT:.*]] = llvm.insertvalue
// CHECK-NEXT:    builtin.unrealized_conversion_cast %[[NEXT]] : !llvm.struct<(i32, i32)> to tensor<256xi32, #blocked>
// CHECK:         llvm.br ^bb1(%{{.*}}, %[[NEXT]], %[[STEP]] : i32, !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>)
// CHECK:       ^bb3:
// CHECK:         llvm.extractvalue %[[ACC_S]][0]

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop(%p: tensor<256x!tt.ptr<i32>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0> : tensor<256xi32, #blocked>
    %one = arith.constant dense<1> : tensor<256xi32, #blocked>
    cf.br ^header(%c0, %zero, %one : i32, tensor<256xi32, #blocked>, tensor<256xi32, #blocked>)
  ^header(%i: i32, %acc: tensor<256xi32, #blocked>, %step: tensor<256xi32, #blocked>):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^body, ^exit
  ^body:
    %next = arith.addi %acc, %step : tensor<256xi32, #blocked>
    %i1 = arith.addi %i, %c1 : i32
    cf.br ^header(%i1, %next, %step : i32, tensor<256xi32, #blocked>, tensor<256xi32, #blocked>)
  ^exit:
    tt.store %p, %acc : tensor<256x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
