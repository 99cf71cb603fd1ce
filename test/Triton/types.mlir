// RUN: ttopt %s | FileCheck %s

// The tt types as Triton 3.6 prints them (each CHECK block is the oracle's output).

// !tt.ptr: address space 1 (global) is elided; others, negative ones included, are kept.

// CHECK-LABEL: tt.func private @pointers(!tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32, 0>, !tt.ptr<f32, 3>, !tt.ptr<i8, 5>, !tt.ptr<f32, -1>, !tt.ptr<f32>, !tt.ptr<f32>)
tt.func private @pointers(!tt.ptr<f32>, !tt.ptr<f32, 1>, !tt.ptr<f32, 0>, !tt.ptr<f32, 3>, !tt.ptr<i8, 5>, !tt.ptr<f32, -1>, !tt.ptr< f32 , 1 >, !tt.ptr<f32,1>)

// CHECK-LABEL: tt.func private @pointees(!tt.ptr<!tt.ptr<f32>>, !tt.ptr<i1>, !tt.ptr<f8E4M3FN>, !tt.ptr<f8E5M2>, !tt.ptr<f8E4M3FNUZ>, !tt.ptr<f8E5M2FNUZ>, !tt.ptr<f8E4M3B11FNUZ>, !tt.ptr<bf16>, !tt.ptr<f64>, !tt.ptr<i64>)
tt.func private @pointees(!tt.ptr<!tt.ptr<f32>>, !tt.ptr<i1>, !tt.ptr<f8E4M3FN>, !tt.ptr<f8E5M2>, !tt.ptr<f8E4M3FNUZ>, !tt.ptr<f8E5M2FNUZ>, !tt.ptr<f8E4M3B11FNUZ>, !tt.ptr<bf16>, !tt.ptr<f64>, !tt.ptr<i64>)

// CHECK-LABEL: tt.func private @tensors_of_pointers(tensor<128x!tt.ptr<f16>>, tensor<2x2x!tt.ptr<i64, 3>>, tensor<1x2x3x4x!tt.ptr<f32>>)
tt.func private @tensors_of_pointers(tensor<128x!tt.ptr<f16>>, tensor<2x2x!tt.ptr<i64, 3>>, tensor<1x2x3x4x!tt.ptr<f32>>)

// Block pointers point to tensors.
// CHECK-LABEL: tt.func private @block_pointers(!tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16xbf16>, 3>) -> !tt.ptr<tensor<1024x1024xf32>>
tt.func private @block_pointers(!tt.ptr<tensor<16x16xf16>>, !tt.ptr<tensor<16x16xf16>, 1>, !tt.ptr<tensor<16xbf16>, 3>) -> !tt.ptr<tensor<1024x1024xf32>>

// !tt.tensordesc takes a ranked tensor type; signed and dynamic block types parse.
// CHECK-LABEL: tt.func private @descriptors(!tt.tensordesc<tensor<64x32xf16>>, !tt.tensordesc<tensor<1x64xui8>>, !tt.tensordesc<tensor<?x32xf16>>)
tt.func private @descriptors(!tt.tensordesc<tensor<64x32xf16>>, !tt.tensordesc<tensor<1x64xui8>>, !tt.tensordesc<tensor<?x32xf16>>)

// In op formats whose constraint is the type itself, the dialect prefix is stripped.
// CHECK-LABEL: tt.func @stripped(%arg0: !tt.ptr<f16, 3>, %arg1: i32, %arg2: i64, %arg3: i32) {
// CHECK-NEXT: %0 = tt.make_tensor_ptr %arg0, [%arg2], [%arg2], [%arg3] {order = array<i32: 0>} : <tensor<128xf16>, 3>
// CHECK-NEXT: %1 = tt.advance %0, [%arg3] : <tensor<128xf16>, 3>
// CHECK-NEXT: %2 = tt.make_tensor_descriptor %arg0, [%arg1], [%arg2] : <f16, 3>, <tensor<128xf16>>
// CHECK-NEXT: %3 = tt.load %1 : !tt.ptr<tensor<128xf16>, 3>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @stripped(%base: !tt.ptr<f16, 3>, %n: i32, %s: i64, %o: i32) {
  %0 = tt.make_tensor_ptr %base, [%s], [%s], [%o] {order = array<i32: 0>} : <tensor<128xf16>, 3>
  %1 = tt.advance %0, [%o] : <tensor<128xf16>, 3>
  %2 = tt.make_tensor_descriptor %base, [%n], [%s] : <f16, 3>, <tensor<128xf16>>
  %3 = tt.load %1 : !tt.ptr<tensor<128xf16>, 3>
  tt.return
}
