// RUN: ttopt %s -split-input-file | FileCheck %s
// RUN: ttopt %s -split-input-file | ttopt -split-input-file | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:   tt.func @f() {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : tensor<16xf32>
// CHECK-NEXT:     %2 = ub.poison : !tt.ptr<f32>
// CHECK-NEXT:     %3 = ub.poison : tensor<16x!tt.ptr<f16>>
// CHECK-NEXT:     %4 = ub.poison : f16
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  tt.func @f() {
    %0 = ub.poison : i32
    %1 = ub.poison : tensor<16xf32>
    %2 = ub.poison : !tt.ptr<f32>
    %3 = ub.poison : tensor<16x!tt.ptr<f16>>
    %4 = ub.poison : f16
    tt.return
  }
}
