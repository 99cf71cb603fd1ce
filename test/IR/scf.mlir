// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: tensor<16xf32>, %arg5: i64) {
// CHECK-NEXT:     scf.for %arg6 = %arg0 to %arg1 step %arg2  : i32 {
// CHECK-NEXT:       %4 = arith.addi %arg6, %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32)  : i32 {
// CHECK-NEXT:       %4 = arith.addf %arg7, %arg3 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %arg4) -> (f32, tensor<16xf32>)  : i32 {
// CHECK-NEXT:       scf.yield %arg7, %arg8 : f32, tensor<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg6 = %c0 to %c10 step %c1 {
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.for %arg6 = %c0 to %c10 step %c1 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT:       scf.yield %arg7 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32)  : i32 {
// CHECK-NEXT:       scf.yield %arg7 : f32
// CHECK-NEXT:     } {tt.disallow_acc_multi_buffer, tt.flatten, tt.loop_unroll_factor = 2 : i32, tt.num_stages = 3 : i32, tt.warp_specialize}
// CHECK-NEXT:     scf.for %arg6 = %arg5 to %arg5 step %arg5  : i64 {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for unsigned %arg6 = %arg0 to %arg1 step %arg2  : i32 {
// CHECK-NEXT:     }
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%lb: i32, %ub: i32, %st: i32, %x: f32, %t: tensor<16xf32>, %i64: i64) {
    scf.for %i = %lb to %ub step %st : i32 {
      %a = arith.addi %i, %lb : i32
    }
    %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) : i32 {
      %a = arith.addf %acc, %x : f32
      scf.yield %a : f32
    }
    %r2:2 = scf.for %i = %lb to %ub step %st iter_args(%acc = %x, %tacc = %t) -> (f32, tensor<16xf32>)  : i32 {
      scf.yield %acc, %tacc : f32, tensor<16xf32>
    }
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    scf.for %j = %c0 to %c10 step %c1 {
      scf.yield
    }
    %r3 = scf.for %j = %c0 to %c10 step %c1 iter_args(%acc = %x) -> (f32) {
      scf.yield %acc : f32
    }
    %r4 = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) : i32 {
      scf.yield %acc : f32
    } {tt.num_stages = 3 : i32, tt.loop_unroll_factor = 2 : i32, tt.disallow_acc_multi_buffer, tt.flatten, tt.warp_specialize}
    scf.for %k = %i64 to %i64 step %i64 : i64 {
    }
    scf.for unsigned %i = %lb to %ub step %st : i32 {
    }
    tt.return
  }
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: tensor<16xf32>) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %3 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %3 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.subf %arg1, %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       scf.yield %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.if %arg0 -> (f32, tensor<16xf32>) {
// CHECK-NEXT:       scf.yield %arg1, %arg3 : f32, tensor<16xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2, %arg3 : f32, tensor<16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       scf.yield %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : f32
// CHECK-NEXT:     } {some.attr}
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%c: i1, %x: f32, %y: f32, %t: tensor<16xf32>) {
    scf.if %c {
      %a = arith.addf %x, %y : f32
    }
    scf.if %c {
      %a = arith.addf %x, %y : f32
    } else {
      %b = arith.subf %x, %y : f32
    }
    %r = scf.if %c -> (f32) {
      scf.yield %x : f32
    } else {
      scf.yield %y : f32
    }
    %r2:2 = scf.if %c -> (f32, tensor<16xf32>) {
      scf.yield %x, %t : f32, tensor<16xf32>
    } else {
      scf.yield %y, %t : f32, tensor<16xf32>
    }
    scf.if %c {
      scf.yield
    } else {
    }
    %r3 = scf.if %c -> f32 {
      scf.yield %x : f32
    } else {
      scf.yield %y : f32
    } {some.attr}
    tt.return
  }
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f(%arg0: i32, %arg1: i32, %arg2: f32) {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %3 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT:       scf.condition(%3) %arg3 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %3 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.while (%arg3 = %arg0, %arg4 = %arg2) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT:       %3 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT:       scf.condition(%3) %arg3, %arg4 : i32, f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: f32):
// CHECK-NEXT:       scf.yield %arg3, %arg4 : i32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       scf.condition(%true)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.while (%arg3 = %arg0) : (i32) -> f32 {
// CHECK-NEXT:       %3 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT:       scf.condition(%3) %arg2 : f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: f32):
// CHECK-NEXT:       scf.yield %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f(%init: i32, %n: i32, %x: f32) {
    %r = scf.while (%arg = %init) : (i32) -> i32 {
      %cond = arith.cmpi slt, %arg, %n : i32
      scf.condition(%cond) %arg : i32
    } do {
    ^bb0(%a: i32):
      %next = arith.addi %a, %n : i32
      scf.yield %next : i32
    }
    %r2:2 = scf.while (%a = %init, %b = %x) : (i32, f32) -> (i32, f32) {
      %cond = arith.cmpi slt, %a, %n : i32
      scf.condition(%cond) %a, %b : i32, f32
    } do {
    ^bb0(%a2: i32, %b2: f32):
      scf.yield %a2, %b2 : i32, f32
    }
    scf.while : () -> () {
      %true = arith.constant true
      scf.condition(%true)
    } do {
      scf.yield
    }
    %r3 = scf.while (%a = %init) : (i32) -> f32 {
      %cond = arith.cmpi slt, %a, %n : i32
      scf.condition(%cond) %x : f32
    } do {
    ^bb0(%v: f32):
      scf.yield %init : i32
    }
    tt.return
  }
}
