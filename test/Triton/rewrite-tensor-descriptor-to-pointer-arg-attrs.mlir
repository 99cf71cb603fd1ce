// RUN: ttopt %s -split-input-file -triton-rewrite-tensor-descriptor-to-pointer | FileCheck %s
// Argument attributes follow their arguments when host-side descriptors expand into
// (base, sizes, strides, padding flag): a descriptor's attributes go to its base pointer and
// every later argument keeps its own (convertFuncOpAttrs). Checked against Triton 3.6.

// A kernel signature as the front end writes it for cuda:80: the descriptor, then its i32
// sizes and i64 strides, then the aligned scalar.
// CHECK-LABEL: tt.func public @host_desc(
// CHECK-SAME: %arg0: !tt.ptr<f16>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i1,
// CHECK-SAME: %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64,
// CHECK-SAME: %arg10: i32 {tt.divisibility = 16 : i32}) {
tt.func public @host_desc(%d: !tt.tensordesc<tensor<32x16xf16>>, %m: i32, %n: i32, %sm: i64, %sn: i64,
                          %len: i32 {tt.divisibility = 16 : i32}) {
  tt.return
}

// -----

// The descriptor's own attributes land on its base; a 1-d descriptor expands into four
// values; the scalar between the two descriptors moves with them.
// CHECK-LABEL: tt.func public @two_descs(
// CHECK-SAME: %arg0: i32 {tt.divisibility = 8 : i32},
// CHECK-SAME: %arg1: !tt.ptr<f32> {tt.foo = 1 : i32}, %arg2: i64, %arg3: i64, %arg4: i1,
// CHECK-SAME: %arg5: i64 {tt.divisibility = 16 : i32},
// CHECK-SAME: %arg6: !tt.ptr<i8>, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i1,
// CHECK-SAME: %arg12: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
tt.func public @two_descs(%a: i32 {tt.divisibility = 8 : i32}, %d: !tt.tensordesc<tensor<64xf32>> {tt.foo = 1 : i32},
                          %s: i64 {tt.divisibility = 16 : i32}, %e: !tt.tensordesc<tensor<4x8xi8>>,
                          %p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
  tt.return
}

// -----

// Only a result is a descriptor: the arguments' attributes stay as they were.
// CHECK-LABEL: tt.func private @make(
// CHECK-SAME: %arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 16 : i32})
// CHECK-SAME: -> (!tt.ptr<f32>, i64, i64, i1)
tt.func private @make(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) -> !tt.tensordesc<tensor<64xf32>> {
  %c1 = arith.constant 1 : i64
  %d = tt.make_tensor_descriptor %p, [%n], [%c1] : !tt.ptr<f32>, !tt.tensordesc<tensor<64xf32>>
  tt.return %d : !tt.tensordesc<tensor<64xf32>>
}
