// RUN: ttopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: not ttopt %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: %0 = "mydialect.op"(%arg0) {attr = 1 : i32} : (i32) -> i32
// ERR: unregistered.mlir:[[# @LINE + 2]]:8: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
tt.func @f(%a: i32) -> i32 {
  %0 = "mydialect.op"(%a) {attr = 1 : i32} : (i32) -> i32
  tt.return %0 : i32
}
