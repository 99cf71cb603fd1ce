// RUN: ttopt %s -split-input-file | FileCheck %s

// Round trip of every tt op in custom (and, for region ops, generic) form: each CHECK block is
// what Triton 3.6 prints for the function below it. Generic inputs (`"tt.x"(...)`) check that
// properties given in either dictionary print in the op's custom form.

// Program ids and ranges.

// CHECK-LABEL: tt.func @program_ids() -> (i32, i32) {
// CHECK-NEXT: %0 = tt.get_program_id x : i32
// CHECK-NEXT: %1 = tt.get_program_id y : i32
// CHECK-NEXT: %2 = tt.get_program_id z : i32
// CHECK-NEXT: %3 = tt.get_num_programs x : i32
// CHECK-NEXT: %4 = tt.get_num_programs y {tt.note = "n"} : i32
// CHECK-NEXT: %5 = tt.get_num_programs z : i32
// CHECK-NEXT: %6 = tt.get_program_id y : i32
// CHECK-NEXT: tt.return %0, %5 : i32, i32
// CHECK-NEXT: }
tt.func @program_ids() -> (i32, i32) {
  %0 = tt.get_program_id x : i32
  %1 = tt.get_program_id y : i32
  %2 = tt.get_program_id z : i32
  %3 = tt.get_num_programs x : i32
  %4 = tt.get_num_programs y {tt.note = "n"} : i32
  %5 = tt.get_num_programs "z" : i32
  %6 = "tt.get_program_id"() <{axis = 1 : i32}> : () -> i32
  tt.return %0, %5 : i32, i32
}

// CHECK-LABEL: tt.func @make_range() {
// CHECK-NEXT: %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
// CHECK-NEXT: %1 = tt.make_range {end = -4 : i32, start = -8 : i32} : tensor<4xi32>
// CHECK-NEXT: %2 = tt.make_range {end = 33 : i32, start = 1 : i32} : tensor<32xi32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @make_range() {
  %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %1 = tt.make_range {start = -8 : i32, end = -4 : i32} : tensor<4xi32>
  %2 = "tt.make_range"() <{end = 33 : i32, start = 1 : i32}> : () -> tensor<32xi32>
  tt.return
}

// -----

// Shapes.


// CHECK-LABEL: tt.func @splat_unsplat(%arg0: f32, %arg1: !tt.ptr<f16>, %arg2: tensor<1xf32>, %arg3: tensor<1x!tt.ptr<i32>>) {
// CHECK-NEXT: %0 = tt.splat %arg0 : f32 -> tensor<128xf32>
// CHECK-NEXT: %1 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<16x16x!tt.ptr<f16>>
// CHECK-NEXT: %2 = tt.splat %arg2 : tensor<1xf32> -> tensor<16xf32>
// CHECK-NEXT: %3 = tt.unsplat %arg2 : tensor<1xf32>
// CHECK-NEXT: %4 = tt.unsplat %arg3 : tensor<1x!tt.ptr<i32>>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @splat_unsplat(%x: f32, %p: !tt.ptr<f16>, %t: tensor<1xf32>, %tp: tensor<1x!tt.ptr<i32>>) {
  %0 = tt.splat %x : f32 -> tensor<128xf32>
  %1 = tt.splat %p : !tt.ptr<f16> -> tensor<16x16x!tt.ptr<f16>>
  %2 = tt.splat %t : tensor<1xf32> -> tensor<16xf32>
  %3 = tt.unsplat %t : tensor<1xf32>
  %4 = tt.unsplat %tp : tensor<1x!tt.ptr<i32>>
  tt.return
}

// CHECK-LABEL: tt.func @broadcast_expand(%arg0: tensor<128xi32>, %arg1: tensor<1x32xf32>) {
// CHECK-NEXT: %0 = tt.expand_dims %arg0 {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
// CHECK-NEXT: %1 = tt.expand_dims %arg0 {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
// CHECK-NEXT: %2 = tt.broadcast %1 : tensor<128x1xi32> -> tensor<128x64xi32>
// CHECK-NEXT: %3 = tt.broadcast %arg1 : tensor<1x32xf32> -> tensor<8x32xf32>
// CHECK-NEXT: %4 = tt.broadcast %arg1 : tensor<1x32xf32> -> tensor<1x32xf32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @broadcast_expand(%a: tensor<128xi32>, %b: tensor<1x32xf32>) {
  %0 = tt.expand_dims %a {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
  %1 = tt.expand_dims %a {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  %2 = tt.broadcast %1 : tensor<128x1xi32> -> tensor<128x64xi32>
  %3 = tt.broadcast %b : tensor<1x32xf32> -> tensor<8x32xf32>
  %4 = tt.broadcast %b : tensor<1x32xf32> -> tensor<1x32xf32>
  tt.return
}

// CHECK-LABEL: tt.func @reshape(%arg0: tensor<4x8xf32>) {
// CHECK-NEXT: %0 = tt.reshape %arg0 : tensor<4x8xf32> -> tensor<32xf32>
// CHECK-NEXT: %1 = tt.reshape %arg0 allow_reorder : tensor<4x8xf32> -> tensor<2x16xf32>
// CHECK-NEXT: %2 = tt.reshape %arg0 efficient_layout : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %3 = tt.reshape %arg0 allow_reorder efficient_layout : tensor<4x8xf32> -> tensor<2x16xf32>
// CHECK-NEXT: %4 = tt.reshape %arg0 allow_reorder efficient_layout : tensor<4x8xf32> -> tensor<32xf32>
// CHECK-NEXT: %5 = tt.reshape %arg0 allow_reorder : tensor<4x8xf32> -> tensor<32xf32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @reshape(%a: tensor<4x8xf32>) {
  %0 = tt.reshape %a : tensor<4x8xf32> -> tensor<32xf32>
  %1 = tt.reshape %a allow_reorder : tensor<4x8xf32> -> tensor<2x16xf32>
  %2 = tt.reshape %a efficient_layout : tensor<4x8xf32> -> tensor<8x4xf32>
  %3 = tt.reshape %a allow_reorder efficient_layout : tensor<4x8xf32> -> tensor<2x16xf32>
  %4 = tt.reshape %a {allow_reorder, efficient_layout} : tensor<4x8xf32> -> tensor<32xf32>
  %5 = "tt.reshape"(%a) <{allow_reorder}> : (tensor<4x8xf32>) -> tensor<32xf32>
  tt.return
}

// CHECK-LABEL: tt.func @trans(%arg0: tensor<16x32xf16>, %arg1: tensor<2x4x8xi8>) {
// CHECK-NEXT: %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<16x32xf16> -> tensor<32x16xf16>
// CHECK-NEXT: %1 = tt.trans %arg1 {order = array<i32: 2, 0, 1>} : tensor<2x4x8xi8> -> tensor<8x2x4xi8>
// CHECK-NEXT: %2 = tt.trans %arg0 {order = array<i32: 0, 1>} : tensor<16x32xf16> -> tensor<16x32xf16>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @trans(%a: tensor<16x32xf16>, %b: tensor<2x4x8xi8>) {
  %0 = tt.trans %a {order = array<i32: 1, 0>} : tensor<16x32xf16> -> tensor<32x16xf16>
  %1 = tt.trans %b {order = array<i32: 2, 0, 1>} : tensor<2x4x8xi8> -> tensor<8x2x4xi8>
  %2 = tt.trans %a {order = array<i32: 0, 1>} : tensor<16x32xf16> -> tensor<16x32xf16>
  tt.return
}

// CHECK-LABEL: tt.func @cat_join_split(%arg0: tensor<32xf32>, %arg1: tensor<4x8x2xi32>) {
// CHECK-NEXT: %0 = tt.cat %arg0, %arg0 : tensor<32xf32> -> tensor<64xf32>
// CHECK-NEXT: %1 = tt.join %arg0, %arg0 : tensor<32xf32> -> tensor<32x2xf32>
// CHECK-NEXT: %outLHS, %outRHS = tt.split %1 : tensor<32x2xf32> -> tensor<32xf32>
// CHECK-NEXT: %outLHS_0, %outRHS_1 = tt.split %arg1 : tensor<4x8x2xi32> -> tensor<4x8xi32>
// CHECK-NEXT: %2 = arith.addf %outLHS, %outRHS : tensor<32xf32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @cat_join_split(%a: tensor<32xf32>, %b: tensor<4x8x2xi32>) {
  %0 = tt.cat %a, %a : tensor<32xf32> -> tensor<64xf32>
  %1 = tt.join %a, %a : tensor<32xf32> -> tensor<32x2xf32>
  %2:2 = tt.split %1 : tensor<32x2xf32> -> tensor<32xf32>
  %3:2 = tt.split %b : tensor<4x8x2xi32> -> tensor<4x8xi32>
  %4 = arith.addf %2#0, %2#1 : tensor<32xf32>
  tt.return
}

// -----

// Casts and elementwise ops.


// CHECK-LABEL: tt.func @casts(%arg0: i64, %arg1: tensor<16xi64>, %arg2: !tt.ptr<f32>, %arg3: tensor<16x!tt.ptr<f32>>, %arg4: f32, %arg5: tensor<16xf32>) {
// CHECK-NEXT: %0 = tt.int_to_ptr %arg0 : i64 -> !tt.ptr<f32>
// CHECK-NEXT: %1 = tt.int_to_ptr %arg1 : tensor<16xi64> -> tensor<16x!tt.ptr<i8>>
// CHECK-NEXT: %2 = tt.ptr_to_int %arg2 : !tt.ptr<f32> -> i64
// CHECK-NEXT: %3 = tt.ptr_to_int %arg3 : tensor<16x!tt.ptr<f32>> -> tensor<16xi64>
// CHECK-NEXT: %4 = tt.bitcast %arg4 : f32 -> i32
// CHECK-NEXT: %5 = tt.bitcast %arg5 : tensor<16xf32> -> tensor<16xi32>
// CHECK-NEXT: %6 = tt.bitcast %arg2 : !tt.ptr<f32> -> !tt.ptr<i8>
// CHECK-NEXT: %7 = tt.bitcast %arg3 : tensor<16x!tt.ptr<f32>> -> tensor<16x!tt.ptr<i64>>
// CHECK-NEXT: %8 = tt.bitcast %arg4 : f32 -> f32
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @casts(%i: i64, %ti: tensor<16xi64>, %p: !tt.ptr<f32>, %tp: tensor<16x!tt.ptr<f32>>, %f: f32, %tf: tensor<16xf32>) {
  %0 = tt.int_to_ptr %i : i64 -> !tt.ptr<f32>
  %1 = tt.int_to_ptr %ti : tensor<16xi64> -> tensor<16x!tt.ptr<i8>>
  %2 = tt.ptr_to_int %p : !tt.ptr<f32> -> i64
  %3 = tt.ptr_to_int %tp : tensor<16x!tt.ptr<f32>> -> tensor<16xi64>
  %4 = tt.bitcast %f : f32 -> i32
  %5 = tt.bitcast %tf : tensor<16xf32> -> tensor<16xi32>
  %6 = tt.bitcast %p : !tt.ptr<f32> -> !tt.ptr<i8>
  %7 = tt.bitcast %tp : tensor<16x!tt.ptr<f32>> -> tensor<16x!tt.ptr<i64>>
  %8 = tt.bitcast %f : f32 -> f32
  tt.return
}

// CHECK-LABEL: tt.func @fp_to_fp(%arg0: tensor<16xf8E4M3FN>, %arg1: tensor<16xbf16>, %arg2: f32, %arg3: tensor<16xf8E5M2>) {
// CHECK-NEXT: %0 = tt.fp_to_fp %arg0 : tensor<16xf8E4M3FN> -> tensor<16xf32>
// CHECK-NEXT: %1 = tt.fp_to_fp %arg1, rounding = rtne : tensor<16xbf16> -> tensor<16xf8E5M2>
// CHECK-NEXT: %2 = tt.fp_to_fp %arg2, rounding = rtz : f32 -> f16
// CHECK-NEXT: %3 = tt.fp_to_fp %arg1 {tt.note}, rounding = rtz : tensor<16xbf16> -> tensor<16xf8E4M3FN>
// CHECK-NEXT: %4 = tt.fp_to_fp %arg3 : tensor<16xf8E5M2> -> tensor<16xf8E4M3FNUZ>
// CHECK-NEXT: %5 = tt.fp_to_fp %arg2, rounding = rtne : f32 -> f16
// CHECK-NEXT: %6 = tt.fp_to_fp %arg0 : tensor<16xf8E4M3FN> -> tensor<16xf64>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @fp_to_fp(%a: tensor<16xf8E4M3FN>, %b: tensor<16xbf16>, %c: f32, %d: tensor<16xf8E5M2>) {
  %0 = tt.fp_to_fp %a : tensor<16xf8E4M3FN> -> tensor<16xf32>
  %1 = tt.fp_to_fp %b, rounding = rtne : tensor<16xbf16> -> tensor<16xf8E5M2>
  %2 = tt.fp_to_fp %c, rounding = rtz : f32 -> f16
  %3 = tt.fp_to_fp %b {tt.note} , rounding = "rtz" : tensor<16xbf16> -> tensor<16xf8E4M3FN>
  %4 = tt.fp_to_fp %d : tensor<16xf8E5M2> -> tensor<16xf8E4M3FNUZ>
  %5 = tt.fp_to_fp %c {rounding = 1 : i32} : f32 -> f16
  %6 = "tt.fp_to_fp"(%a) : (tensor<16xf8E4M3FN>) -> tensor<16xf64>
  tt.return
}

// CHECK-LABEL: tt.func @float_math(%arg0: tensor<16xf32>, %arg1: f16, %arg2: tensor<16xi32>, %arg3: i64) {
// CHECK-NEXT: %0 = tt.clampf %arg0, %arg0, %arg0, propagateNan = none : tensor<16xf32>
// CHECK-NEXT: %1 = tt.clampf %arg1, %arg1, %arg1, propagateNan = all {tt.note} : f16
// CHECK-NEXT: %2 = tt.precise_sqrt %arg0 : tensor<16xf32>
// CHECK-NEXT: %3 = tt.precise_divf %arg0, %arg0 : tensor<16xf32>
// CHECK-NEXT: %4 = tt.precise_sqrt %arg1 : f16
// CHECK-NEXT: %5 = tt.mulhiui %arg2, %arg2 : tensor<16xi32>
// CHECK-NEXT: %6 = tt.mulhiui %arg3, %arg3 : i64
// CHECK-NEXT: %7 = tt.clampf %arg1, %arg1, %arg1, propagateNan = all : f16
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @float_math(%x: tensor<16xf32>, %s: f16, %i: tensor<16xi32>, %j: i64) {
  %0 = tt.clampf %x, %x, %x, propagateNan = none : tensor<16xf32>
  %1 = tt.clampf %s, %s, %s, propagateNan = all {tt.note} : f16
  %2 = tt.precise_sqrt %x : tensor<16xf32>
  %3 = tt.precise_divf %x, %x : tensor<16xf32>
  %4 = tt.precise_sqrt %s : f16
  %5 = tt.mulhiui %i, %i : tensor<16xi32>
  %6 = tt.mulhiui %j, %j : i64
  %7 = "tt.clampf"(%s, %s, %s) <{propagateNan = 65535 : i32}> : (f16, f16, f16) -> f16
  tt.return
}

// CHECK-LABEL: tt.func @extern_and_asm(%arg0: tensor<16xf32>, %arg1: tensor<16xi32>, %arg2: f32) {
// CHECK-NEXT: %0 = tt.extern_elementwise %arg0 {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: %1 = tt.extern_elementwise %arg0, %arg1 {libname = "libdevice", libpath = "/lib/libdevice.10.bc", pure = false, symbol = "__nv_ldexpf"} : (tensor<16xf32>, tensor<16xi32>) -> tensor<16xf32>
// CHECK-NEXT: %2 = tt.extern_elementwise %arg2 {libname = "m", libpath = "p", pure = true, symbol = "sinf"} : (f32) -> f32
// CHECK-NEXT: %3 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %arg0 : tensor<16xf32> -> tensor<16xf32>
// CHECK-NEXT: %4:2 = tt.elementwise_inline_asm "cvt.rn.f16x2.f32 $0, $2, $3;\0A\09mov $1, 0;" {constraints = "=r,=r,r,r", packed_element = 2 : i32, pure = false} %arg0, %arg1 : tensor<16xf32>, tensor<16xi32> -> tensor<16xi8>, tensor<16xf32>
// CHECK-NEXT: %5 = tt.elementwise_inline_asm "mov.u32 $0, %clock;" {constraints = "=r", packed_element = 1 : i32, pure = false} -> i32
// CHECK-NEXT: %6 = tt.elementwise_inline_asm "quote \22 and \\ backslash" {constraints = "=r,r", packed_element = 4 : i32, pure = true} %arg1 : tensor<16xi32> -> tensor<16xi32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @extern_and_asm(%a: tensor<16xf32>, %b: tensor<16xi32>, %s: f32) {
  %0 = tt.extern_elementwise %a {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<16xf32>) -> tensor<16xf32>
  %1 = tt.extern_elementwise %a, %b {symbol = "__nv_ldexpf", pure = false, libpath = "/lib/libdevice.10.bc", libname = "libdevice"} : (tensor<16xf32>, tensor<16xi32>) -> tensor<16xf32>
  %2 = tt.extern_elementwise %s {libname = "m", libpath = "p", pure = true, symbol = "sinf"} : (f32) -> f32
  %3 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %a : tensor<16xf32> -> tensor<16xf32>
  %4:2 = tt.elementwise_inline_asm "cvt.rn.f16x2.f32 $0, $2, $3;\0A\09mov $1, 0;" {constraints = "=r,=r,r,r", packed_element = 2 : i32, pure = false} %a, %b : tensor<16xf32>, tensor<16xi32> -> tensor<16xi8>, tensor<16xf32>
  %5 = tt.elementwise_inline_asm "mov.u32 $0, %clock;" {constraints = "=r", packed_element = 1 : i32, pure = false} -> i32
  %6 = tt.elementwise_inline_asm "quote \22 and \\ backslash" {constraints = "=r,r", packed_element = 4 : i32, pure = true} %b : tensor<16xi32> -> tensor<16xi32>
  tt.return
}

// -----

// Pointers, block pointers, loads, stores and atomics.

// CHECK-LABEL: tt.func @pointers(%arg0: !tt.ptr<f16>, %arg1: tensor<128x!tt.ptr<f16>>, %arg2: i32, %arg3: tensor<128xi32>, %arg4: !tt.ptr<i8, 3>, %arg5: i64) {
// CHECK-NEXT: %0 = tt.addptr %arg0, %arg2 : !tt.ptr<f16>, i32
// CHECK-NEXT: %1 = tt.addptr %arg1, %arg3 : tensor<128x!tt.ptr<f16>>, tensor<128xi32>
// CHECK-NEXT: %2 = tt.addptr %arg4, %arg5 : !tt.ptr<i8, 3>, i64
// CHECK-NEXT: %3 = tt.addptr %arg0, %arg2 : !tt.ptr<f16>, i32
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @pointers(%p: !tt.ptr<f16>, %tp: tensor<128x!tt.ptr<f16>>, %o: i32, %to: tensor<128xi32>, %sp: !tt.ptr<i8, 3>, %o64: i64) {
  %0 = tt.addptr %p, %o : !tt.ptr<f16>, i32
  %1 = tt.addptr %tp, %to : tensor<128x!tt.ptr<f16>>, tensor<128xi32>
  %2 = tt.addptr %sp, %o64 : !tt.ptr<i8, 3>, i64
  %3 = "tt.addptr"(%p, %o) : (!tt.ptr<f16>, i32) -> !tt.ptr<f16>
  tt.return
}

// CHECK-LABEL: tt.func @block_pointers(%arg0: !tt.ptr<f16>, %arg1: i64, %arg2: i64, %arg3: i32, %arg4: i32, %arg5: !tt.ptr<f32, 3>) {
// CHECK-NEXT: %0 = tt.make_tensor_ptr %arg0, [%arg1, %arg2], [%arg2, %arg1], [%arg3, %arg4] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
// CHECK-NEXT: %1 = tt.advance %0, [%arg4, %arg3] : <tensor<64x32xf16>>
// CHECK-NEXT: %2 = tt.make_tensor_ptr %arg5, [%arg1], [%arg2], [%arg3] {order = array<i32: 0>} : <tensor<128xf32>, 3>
// CHECK-NEXT: %3 = tt.advance %2, [%arg3] : <tensor<128xf32>, 3>
// CHECK-NEXT: %4 = tt.load %0 {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<64x32xf16>>
// CHECK-NEXT: %5 = tt.load %1 cacheModifier = cg {boundaryCheck = array<i32: 1>, padding = 2 : i32} : !tt.ptr<tensor<64x32xf16>>
// CHECK-NEXT: tt.store %0, %4 {boundaryCheck = array<i32: 0, 1>} : !tt.ptr<tensor<64x32xf16>>
// CHECK-NEXT: %6 = tt.load %2 : !tt.ptr<tensor<128xf32>, 3>
// CHECK-NEXT: tt.store %2, %6 evictionPolicy = evict_last : !tt.ptr<tensor<128xf32>, 3>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @block_pointers(%base: !tt.ptr<f16>, %s0: i64, %s1: i64, %o0: i32, %o1: i32, %b3: !tt.ptr<f32, 3>) {
  %0 = tt.make_tensor_ptr %base, [%s0, %s1], [%s1, %s0], [%o0, %o1] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
  %1 = tt.advance %0, [%o1, %o0] : <tensor<64x32xf16>>
  %2 = tt.make_tensor_ptr %b3, [%s0], [%s1], [%o0] {order = array<i32: 0>} : !tt.ptr<tensor<128xf32>, 3>
  %3 = tt.advance %2, [%o0] : !tt.ptr<tensor<128xf32>, 3>
  %4 = tt.load %0 {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<64x32xf16>>
  %5 = tt.load %1 cacheModifier = cg {boundaryCheck = array<i32: 1>, padding = 2 : i32} : !tt.ptr<tensor<64x32xf16>>
  tt.store %0, %4 {boundaryCheck = array<i32: 0, 1>} : !tt.ptr<tensor<64x32xf16>>
  %6 = tt.load %2 : !tt.ptr<tensor<128xf32>, 3>
  tt.store %2, %6 evictionPolicy = evict_last : !tt.ptr<tensor<128xf32>, 3>
  tt.return
}

// CHECK-LABEL: tt.func @loads(%arg0: !tt.ptr<f32>, %arg1: tensor<128x!tt.ptr<f16>>, %arg2: tensor<128xi1>, %arg3: tensor<128xf16>, %arg4: i1, %arg5: f32) {
// CHECK-NEXT: %0 = tt.load %arg1 : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %1 = tt.load %arg1, %arg2 : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %2 = tt.load %arg1, %arg2, %arg3 : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %3 = tt.load %arg0, %arg4, %arg5 : !tt.ptr<f32>
// CHECK-NEXT: %4 = tt.load %arg1 : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %5 = tt.load %arg1 cacheModifier = ca : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %6 = tt.load %arg1 cacheModifier = cg : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %7 = tt.load %arg1 cacheModifier = wb : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %8 = tt.load %arg1 cacheModifier = cs evictionPolicy = evict_first : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %9 = tt.load %arg1, %arg2 cacheModifier = wt evictionPolicy = evict_last : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %10 = tt.load %arg1, %arg2, %arg3 cacheModifier = cv {isVolatile = true} : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %11 = tt.load %arg1 {tt.note} : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %12 = tt.load %arg1 cacheModifier = ca evictionPolicy = evict_last : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: %13 = tt.load %arg1, %arg2 evictionPolicy = evict_first : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @loads(%p: !tt.ptr<f32>, %tp: tensor<128x!tt.ptr<f16>>, %m: tensor<128xi1>, %o: tensor<128xf16>, %sm: i1, %so: f32) {
  %0 = tt.load %tp : tensor<128x!tt.ptr<f16>>
  %1 = tt.load %tp, %m : tensor<128x!tt.ptr<f16>>
  %2 = tt.load %tp, %m, %o : tensor<128x!tt.ptr<f16>>
  %3 = tt.load %p, %sm, %so : !tt.ptr<f32>
  %4 = tt.load %tp cacheModifier = none : tensor<128x!tt.ptr<f16>>
  %5 = tt.load %tp cacheModifier = ca : tensor<128x!tt.ptr<f16>>
  %6 = tt.load %tp cacheModifier = cg evictionPolicy = evict_normal : tensor<128x!tt.ptr<f16>>
  %7 = tt.load %tp cacheModifier = wb : tensor<128x!tt.ptr<f16>>
  %8 = tt.load %tp evictionPolicy = evict_first cacheModifier = cs : tensor<128x!tt.ptr<f16>>
  %9 = tt.load %tp, %m cacheModifier = wt evictionPolicy = evict_last : tensor<128x!tt.ptr<f16>>
  %10 = tt.load %tp, %m, %o cacheModifier = cv {isVolatile = true} : tensor<128x!tt.ptr<f16>>
  %11 = tt.load %tp {isVolatile = false, boundaryCheck = array<i32>, tt.note} : tensor<128x!tt.ptr<f16>>
  %12 = tt.load %tp {cache = 2 : i32, evict = 3 : i32} : tensor<128x!tt.ptr<f16>>
  %13 = "tt.load"(%tp, %m) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 2 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<128x!tt.ptr<f16>>, tensor<128xi1>) -> tensor<128xf16>
  tt.return
}

// CHECK-LABEL: tt.func @stores(%arg0: !tt.ptr<f32>, %arg1: tensor<128x!tt.ptr<f16>>, %arg2: tensor<128xi1>, %arg3: tensor<128xf16>, %arg4: i1, %arg5: f32) {
// CHECK-NEXT: tt.store %arg1, %arg3 : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: tt.store %arg1, %arg3, %arg2 : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: tt.store %arg0, %arg5, %arg4 : !tt.ptr<f32>
// CHECK-NEXT: tt.store %arg1, %arg3, %arg2 cacheModifier = cs evictionPolicy = evict_first : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: tt.store %arg1, %arg3 cacheModifier = wt evictionPolicy = evict_last : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: tt.store %arg1, %arg3 {tt.note} : tensor<128x!tt.ptr<f16>>
// CHECK-NEXT: tt.store %arg0, %arg5 cacheModifier = cv : !tt.ptr<f32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @stores(%p: !tt.ptr<f32>, %tp: tensor<128x!tt.ptr<f16>>, %m: tensor<128xi1>, %v: tensor<128xf16>, %sm: i1, %sv: f32) {
  tt.store %tp, %v : tensor<128x!tt.ptr<f16>>
  tt.store %tp, %v, %m : tensor<128x!tt.ptr<f16>>
  tt.store %p, %sv, %sm : !tt.ptr<f32>
  tt.store %tp, %v, %m cacheModifier = cs evictionPolicy = evict_first : tensor<128x!tt.ptr<f16>>
  tt.store %tp, %v evictionPolicy = evict_last cacheModifier = wt : tensor<128x!tt.ptr<f16>>
  tt.store %tp, %v {tt.note} : tensor<128x!tt.ptr<f16>>
  "tt.store"(%p, %sv) <{boundaryCheck = array<i32>, cache = 7 : i32, evict = 1 : i32}> : (!tt.ptr<f32>, f32) -> ()
  tt.return
}

// CHECK-LABEL: tt.func @atomics(%arg0: !tt.ptr<i32>, %arg1: tensor<128x!tt.ptr<i32>>, %arg2: tensor<128xi32>, %arg3: tensor<128xi1>, %arg4: i32, %arg5: tensor<128x!tt.ptr<f32>>, %arg6: tensor<128xf32>) {
// CHECK-NEXT: %0 = tt.atomic_rmw and, relaxed, gpu, %arg1, %arg2 : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>) -> tensor<128xi32>
// CHECK-NEXT: %1 = tt.atomic_rmw or, acquire, cta, %arg1, %arg2, %arg3 : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>, tensor<128xi1>) -> tensor<128xi32>
// CHECK-NEXT: %2 = tt.atomic_rmw xor, release, sys, %arg0, %arg4 : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: %3 = tt.atomic_rmw add, acq_rel, gpu, %arg1, %arg2 : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>) -> tensor<128xi32>
// CHECK-NEXT: %4 = tt.atomic_rmw fadd, acq_rel, gpu, %arg5, %arg6 : (tensor<128x!tt.ptr<f32>>, tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT: %5 = tt.atomic_rmw max, acq_rel, gpu, %arg0, %arg4 : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: %6 = tt.atomic_rmw min, acq_rel, gpu, %arg0, %arg4 : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: %7 = tt.atomic_rmw umax, acq_rel, gpu, %arg0, %arg4 : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: %8 = tt.atomic_rmw umin, acq_rel, gpu, %arg0, %arg4 {tt.note} : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: %9 = tt.atomic_rmw exch, relaxed, sys, %arg0, %arg4 : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: %10 = tt.atomic_cas acq_rel, gpu, %arg0, %arg4, %arg4 : (!tt.ptr<i32>, i32, i32) -> i32
// CHECK-NEXT: %11 = tt.atomic_cas relaxed, cta, %arg1, %arg2, %arg2 : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>, tensor<128xi32>) -> tensor<128xi32>
// CHECK-NEXT: %12 = tt.atomic_rmw exch, acquire, sys, %arg0, %arg4 : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @atomics(%p: !tt.ptr<i32>, %tp: tensor<128x!tt.ptr<i32>>, %v: tensor<128xi32>, %m: tensor<128xi1>, %s: i32, %fp: tensor<128x!tt.ptr<f32>>, %fv: tensor<128xf32>) {
  %0 = tt.atomic_rmw and, relaxed, gpu, %tp, %v : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>) -> tensor<128xi32>
  %1 = tt.atomic_rmw or, acquire, cta, %tp, %v, %m : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>, tensor<128xi1>) -> tensor<128xi32>
  %2 = tt.atomic_rmw xor, release, sys, %p, %s : (!tt.ptr<i32>, i32) -> i32
  %3 = tt.atomic_rmw add, acq_rel, gpu, %tp, %v : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>) -> tensor<128xi32>
  %4 = tt.atomic_rmw fadd, acq_rel, gpu, %fp, %fv : (tensor<128x!tt.ptr<f32>>, tensor<128xf32>) -> tensor<128xf32>
  %5 = tt.atomic_rmw max, acq_rel, gpu, %p, %s : (!tt.ptr<i32>, i32) -> i32
  %6 = tt.atomic_rmw min, acq_rel, gpu, %p, %s : (!tt.ptr<i32>, i32) -> i32
  %7 = tt.atomic_rmw umax, acq_rel, gpu, %p, %s : (!tt.ptr<i32>, i32) -> i32
  %8 = tt.atomic_rmw umin, acq_rel, gpu, %p, %s {tt.note} : (!tt.ptr<i32>, i32) -> i32
  %9 = tt.atomic_rmw exch, "relaxed", "sys", %p, %s : (!tt.ptr<i32>, i32) -> i32
  %10 = tt.atomic_cas acq_rel, gpu, %p, %s, %s : (!tt.ptr<i32>, i32, i32) -> i32
  %11 = tt.atomic_cas relaxed, cta, %tp, %v, %v : (tensor<128x!tt.ptr<i32>>, tensor<128xi32>, tensor<128xi32>) -> tensor<128xi32>
  %12 = "tt.atomic_rmw"(%p, %s) <{atomic_rmw_op = 10 : i32, scope = 3 : i32, sem = 2 : i32}> : (!tt.ptr<i32>, i32) -> i32
  tt.return
}

// -----

// Tensor descriptors and dots.

// CHECK-LABEL: tt.func @descriptors(%arg0: !tt.ptr<f16>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: i32, %arg6: i32, %arg7: tensor<64x32xf16>, %arg8: !tt.ptr<i32>, %arg9: tensor<32xi32>, %arg10: tensor<32x64xi32>) {
// CHECK-NEXT: %0 = tt.make_tensor_descriptor %arg0, [%arg1, %arg2], [%arg3, %arg4] : <f16>, <tensor<64x32xf16>>
// CHECK-NEXT: %1 = tt.make_tensor_descriptor %arg0, [%arg1, %arg2], [%arg3, %arg4] {padding = 2 : i32} : <f16>, <tensor<64x32xf16>>
// CHECK-NEXT: %2 = tt.make_tensor_descriptor %arg0, [%arg1, %arg2], [%arg3, %arg4] : <f16>, <tensor<64x32xf16>>
// CHECK-NEXT: %3 = tt.descriptor_load %0[%arg5, %arg6] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
// CHECK-NEXT: %4 = tt.descriptor_load %0[%arg5, %arg6] cacheModifier = ca evictionPolicy = evict_last : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
// CHECK-NEXT: %5 = tt.descriptor_load %0[%arg5, %arg6] evictionPolicy = evict_first {tt.note} : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_store %0[%arg5, %arg6], %arg7 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_reduce add, %0[%arg5, %arg6], %arg7 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_reduce min, %0[%arg5, %arg6], %arg7 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_reduce max, %0[%arg5, %arg6], %arg7 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_reduce inc, %0[%arg5, %arg6], %arg7 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_reduce dec, %0[%arg5, %arg6], %arg7 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_reduce and, %0[%arg5, %arg6], %arg7 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_reduce or, %0[%arg5, %arg6], %arg7 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_reduce xor, %0[%arg5, %arg6], %arg7 {tt.note} : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: %6 = tt.make_tensor_descriptor %arg8, [%arg1, %arg2], [%arg3, %arg4] : <i32>, <tensor<1x64xi32>>
// CHECK-NEXT: %7 = tt.descriptor_gather %6[%arg9, %arg6] : (!tt.tensordesc<tensor<1x64xi32>>, tensor<32xi32>, i32) -> tensor<32x64xi32>
// CHECK-NEXT: tt.descriptor_scatter %6[%arg9, %arg6], %arg10 : !tt.tensordesc<tensor<1x64xi32>>, tensor<32xi32>, i32, tensor<32x64xi32>
// CHECK-NEXT: %8 = tt.descriptor_load %6[%arg5, %arg6] : !tt.tensordesc<tensor<1x64xi32>> -> tensor<64xi32>
// CHECK-NEXT: %9 = tt.descriptor_load %0[%arg5, %arg6] cacheModifier = cg : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
// CHECK-NEXT: tt.descriptor_store %0[%arg5, %arg6], %arg7 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @descriptors(%base: !tt.ptr<f16>, %d0: i32, %d1: i32, %s0: i64, %s1: i64, %i0: i32, %i1: i32, %v: tensor<64x32xf16>, %ib: !tt.ptr<i32>, %xo: tensor<32xi32>, %rows: tensor<32x64xi32>) {
  %0 = tt.make_tensor_descriptor %base, [%d0, %d1], [%s0, %s1] : <f16>, <tensor<64x32xf16>>
  %1 = tt.make_tensor_descriptor %base, [%d0, %d1], [%s0, %s1] {padding = 2 : i32} : <f16>, <tensor<64x32xf16>>
  %2 = tt.make_tensor_descriptor %base, [%d0, %d1], [%s0, %s1] {padding = 1 : i32} : !tt.ptr<f16>, !tt.tensordesc<tensor<64x32xf16>>
  %3 = tt.descriptor_load %0[%i0, %i1] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
  %4 = tt.descriptor_load %0[%i0, %i1] cacheModifier = ca evictionPolicy = evict_last : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
  %5 = tt.descriptor_load %0[%i0, %i1] evictionPolicy = evict_first {tt.note} : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
  tt.descriptor_store %0[%i0, %i1], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_reduce add, %0[%i0, %i1], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_reduce min, %0[%i0, %i1], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_reduce max, %0[%i0, %i1], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_reduce inc, %0[%i0, %i1], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_reduce dec, %0[%i0, %i1], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_reduce and, %0[%i0, %i1], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_reduce or, %0[%i0, %i1], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_reduce xor, %0[%i0, %i1], %v {tt.note} : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  %6 = tt.make_tensor_descriptor %ib, [%d0, %d1], [%s0, %s1] : <i32>, <tensor<1x64xi32>>
  %7 = tt.descriptor_gather %6[%xo, %i1] : (!tt.tensordesc<tensor<1x64xi32>>, tensor<32xi32>, i32) -> tensor<32x64xi32>
  tt.descriptor_scatter %6[%xo, %i1], %rows : !tt.tensordesc<tensor<1x64xi32>>, tensor<32xi32>, i32, tensor<32x64xi32>
  %8 = tt.descriptor_load %6[%i0, %i1] : !tt.tensordesc<tensor<1x64xi32>> -> tensor<64xi32>
  %9 = "tt.descriptor_load"(%0, %i0, %i1) <{cache = 3 : i32, evict = 1 : i32}> : (!tt.tensordesc<tensor<64x32xf16>>, i32, i32) -> tensor<64x32xf16>
  "tt.descriptor_store"(%0, %v, %i0, %i1) : (!tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>, i32, i32) -> ()
  tt.return
}

// CHECK-LABEL: tt.func @dots(%arg0: tensor<128x64xf16>, %arg1: tensor<64x128xf16>, %arg2: tensor<128x128xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x32xi8>, %arg6: tensor<32x16xi8>, %arg7: tensor<16x16xi32>, %arg8: tensor<2x16x16xf16>, %arg9: tensor<2x16x16xf32>) {
// CHECK-NEXT: %0 = tt.dot %arg0, %arg1, %arg2 : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
// CHECK-NEXT: %1 = tt.dot %arg0, %arg1, %arg2, inputPrecision = tf32 : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
// CHECK-NEXT: %2 = tt.dot %arg3, %arg3, %arg4, inputPrecision = tf32x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NEXT: %3 = tt.dot %arg3, %arg3, %arg4 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NEXT: %4 = tt.dot %arg3, %arg3, %arg4, inputPrecision = bf16x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NEXT: %5 = tt.dot %arg3, %arg3, %arg4, inputPrecision = bf16x6 {maxNumImpreciseAcc = 32 : i32} : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NEXT: %6 = tt.dot %arg5, %arg6, %arg7 : tensor<16x32xi8> * tensor<32x16xi8> -> tensor<16x16xi32>
// CHECK-NEXT: %7 = tt.dot %arg8, %arg8, %arg9 : tensor<2x16x16xf16> * tensor<2x16x16xf16> -> tensor<2x16x16xf32>
// CHECK-NEXT: %8 = tt.dot %arg3, %arg3, %arg4, inputPrecision = tf32 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @dots(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>, %fa: tensor<16x16xf32>, %fc: tensor<16x16xf32>, %ia: tensor<16x32xi8>, %ib: tensor<32x16xi8>, %ic: tensor<16x16xi32>, %ba: tensor<2x16x16xf16>, %bc: tensor<2x16x16xf32>) {
  %0 = tt.dot %a, %b, %c : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
  %1 = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
  %2 = tt.dot %fa, %fa, %fc, inputPrecision = tf32x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %3 = tt.dot %fa, %fa, %fc, inputPrecision = ieee : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %4 = tt.dot %fa, %fa, %fc, inputPrecision = bf16x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %5 = tt.dot %fa, %fa, %fc, inputPrecision = bf16x6 {maxNumImpreciseAcc = 32 : i32} : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %6 = tt.dot %ia, %ib, %ic : tensor<16x32xi8> * tensor<32x16xi8> -> tensor<16x16xi32>
  %7 = tt.dot %ba, %ba, %bc {maxNumImpreciseAcc = 0 : i32} : tensor<2x16x16xf16> * tensor<2x16x16xf16> -> tensor<2x16x16xf32>
  %8 = tt.dot %fa, %fa, %fc {inputPrecision = 0 : i32} : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return
}

// CHECK-LABEL: tt.func @dot_scaled(%arg0: tensor<128x64xf8E4M3FN>, %arg1: tensor<64x128xf8E4M3FN>, %arg2: tensor<128x2xi8>, %arg3: tensor<128x2xi8>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x64xf8E5M2>, %arg6: tensor<128x32xi8>, %arg7: tensor<64x128xbf16>, %arg8: tensor<64x128xf16>) {
// CHECK-NEXT: %0 = tt.dot_scaled %arg0 scale %arg2, %arg1 scale %arg3, %arg4 lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xf8E4M3FN>, tensor<128x2xi8> -> tensor<128x128xf32>
// CHECK-NEXT: %1 = tt.dot_scaled %arg0, %arg1, %arg4 lhs = e4m3 rhs = e4m3 {fastMath = true} : tensor<128x64xf8E4M3FN> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
// CHECK-NEXT: %2 = tt.dot_scaled %arg5 scale %arg2, %arg7, %arg4 lhs = e5m2 rhs = bf16 {fastMath = false} : tensor<128x64xf8E5M2>, tensor<128x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
// CHECK-NEXT: %3 = tt.dot_scaled %arg6 scale %arg2, %arg8, %arg4 lhs = e2m1 rhs = fp16 {fastMath = false} : tensor<128x32xi8>, tensor<128x2xi8> * tensor<64x128xf16> -> tensor<128x128xf32>
// CHECK-NEXT: %4 = tt.dot_scaled %arg0, %arg1 scale %arg3, %arg4 lhs = e2m3 rhs = e3m2 {fastMath = false, rhs_k_pack = false} : tensor<128x64xf8E4M3FN> * tensor<64x128xf8E4M3FN>, tensor<128x2xi8> -> tensor<128x128xf32>
// CHECK-NEXT: %5 = tt.dot_scaled %arg0, %arg1, %arg4 lhs = e4m3 rhs = e5m2 {fastMath = false} : tensor<128x64xf8E4M3FN> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @dot_scaled(%a8: tensor<128x64xf8E4M3FN>, %b8: tensor<64x128xf8E4M3FN>, %as: tensor<128x2xi8>, %bs: tensor<128x2xi8>, %c: tensor<128x128xf32>, %a5: tensor<128x64xf8E5M2>, %a4: tensor<128x32xi8>, %bh: tensor<64x128xbf16>, %bf: tensor<64x128xf16>) {
  %0 = tt.dot_scaled %a8 scale %as, %b8 scale %bs, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xf8E4M3FN>, tensor<128x2xi8> -> tensor<128x128xf32>
  %1 = tt.dot_scaled %a8, %b8, %c lhs = e4m3 rhs = e4m3 {fastMath = true} : tensor<128x64xf8E4M3FN> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
  %2 = tt.dot_scaled %a5 scale %as, %bh, %c lhs = e5m2 rhs = bf16 {fastMath = false} : tensor<128x64xf8E5M2>, tensor<128x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
  %3 = tt.dot_scaled %a4 scale %as, %bf, %c lhs = e2m1 rhs = fp16 {fastMath = false, lhs_k_pack = true, rhs_k_pack = true} : tensor<128x32xi8>, tensor<128x2xi8> * tensor<64x128xf16> -> tensor<128x128xf32>
  %4 = tt.dot_scaled %a8, %b8 scale %bs, %c lhs = e2m3 rhs = e3m2 {fastMath = false, rhs_k_pack = false} : tensor<128x64xf8E4M3FN> * tensor<64x128xf8E4M3FN>, tensor<128x2xi8> -> tensor<128x128xf32>
  %5 = "tt.dot_scaled"(%a8, %b8, %c) <{a_elem_type = 0 : i32, b_elem_type = 1 : i32, fastMath = false, lhs_k_pack = true, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, rhs_k_pack = true}> : (tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>) -> tensor<128x128xf32>
  tt.return
}

// -----

// Region ops (generic form), histogram, gather, print and assert.

// CHECK-LABEL: tt.func @reduce(%arg0: tensor<128xf32>, %arg1: tensor<16x32xi32>, %arg2: tensor<16x32xf32>) -> f32 {
// CHECK-NEXT: %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %4 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: tt.reduce.return %4 : f32
// CHECK-NEXT: }) : (tensor<128xf32>) -> f32
// CHECK-NEXT: %1 = "tt.reduce"(%arg1) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %4 = arith.maxsi %arg3, %arg4 : i32
// CHECK-NEXT: tt.reduce.return %4 : i32
// CHECK-NEXT: }) : (tensor<16x32xi32>) -> tensor<16xi32>
// CHECK-NEXT: %2:2 = "tt.reduce"(%arg2, %arg1) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: i32, %arg5: f32, %arg6: i32):
// CHECK-NEXT: %4 = arith.cmpf ogt, %arg3, %arg5 : f32
// CHECK-NEXT: %5 = arith.select %4, %arg3, %arg5 : f32
// CHECK-NEXT: %6 = arith.select %4, %arg4, %arg6 : i32
// CHECK-NEXT: tt.reduce.return %5, %6 : f32, i32
// CHECK-NEXT: }) : (tensor<16x32xf32>, tensor<16x32xi32>) -> (tensor<32xf32>, tensor<32xi32>)
// CHECK-NEXT: %3 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: tt.reduce.return %arg3 {tt.note} : f32
// CHECK-NEXT: }) {tt.other} : (tensor<128xf32>) -> f32
// CHECK-NEXT: tt.return %0 : f32
// CHECK-NEXT: }
tt.func @reduce(%a: tensor<128xf32>, %b: tensor<16x32xi32>, %c: tensor<16x32xf32>) -> f32 {
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    %r = arith.addf %x, %y : f32
    tt.reduce.return %r : f32
  }) : (tensor<128xf32>) -> f32
  %1 = "tt.reduce"(%b) ({
  ^bb0(%x: i32, %y: i32):
    %r = arith.maxsi %x, %y : i32
    tt.reduce.return %r : i32
  }) {axis = 1 : i32} : (tensor<16x32xi32>) -> tensor<16xi32>
  %2:2 = "tt.reduce"(%c, %b) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %xi: i32, %y: f32, %yi: i32):
    %gt = arith.cmpf ogt, %x, %y : f32
    %v = arith.select %gt, %x, %y : f32
    %i = arith.select %gt, %xi, %yi : i32
    tt.reduce.return %v, %i : f32, i32
  }) : (tensor<16x32xf32>, tensor<16x32xi32>) -> (tensor<32xf32>, tensor<32xi32>)
  %3 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    "tt.reduce.return"(%x) {tt.note} : (f32) -> ()
  }) {tt.other} : (tensor<128xf32>) -> f32
  tt.return %0 : f32
}

// CHECK-LABEL: tt.func @scan(%arg0: tensor<128xf32>, %arg1: tensor<16x32xi32>) {
// CHECK-NEXT: %0 = "tt.scan"(%arg0) <{axis = 0 : i32, reverse = false}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT: %2 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT: tt.scan.return %2 : f32
// CHECK-NEXT: }) : (tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT: %1:2 = "tt.scan"(%arg1, %arg1) <{axis = 1 : i32, reverse = true}> ({
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32):
// CHECK-NEXT: %2 = arith.addi %arg2, %arg4 : i32
// CHECK-NEXT: tt.scan.return %2, %arg3 : i32, i32
// CHECK-NEXT: }) : (tensor<16x32xi32>, tensor<16x32xi32>) -> (tensor<16x32xi32>, tensor<16x32xi32>)
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @scan(%a: tensor<128xf32>, %b: tensor<16x32xi32>) {
  %0 = "tt.scan"(%a) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%x: f32, %y: f32):
    %r = arith.addf %x, %y : f32
    tt.scan.return %r : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  %1:2 = "tt.scan"(%b, %b) <{axis = 1 : i32, reverse = true}> ({
  ^bb0(%x: i32, %xi: i32, %y: i32, %yi: i32):
    %r = arith.addi %x, %y : i32
    tt.scan.return %r, %xi : i32, i32
  }) : (tensor<16x32xi32>, tensor<16x32xi32>) -> (tensor<16x32xi32>, tensor<16x32xi32>)
  tt.return
}

// CHECK-LABEL: tt.func @map_elementwise(%arg0: tensor<128xf32>, %arg1: tensor<128xi32>) {
// CHECK-NEXT: %0 = "tt.map_elementwise"(%arg0) <{pack = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT: %3 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: tt.map_elementwise.return %3 : f32
// CHECK-NEXT: }) : (tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT: %1:2 = "tt.map_elementwise"(%arg0, %arg1) <{pack = 2 : i32}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32, %arg4: i32, %arg5: i32):
// CHECK-NEXT: tt.map_elementwise.return %arg2, %arg3, %arg4, %arg5 : f32, f32, i32, i32
// CHECK-NEXT: }) : (tensor<128xf32>, tensor<128xi32>) -> (tensor<128xf32>, tensor<128xi32>)
// CHECK-NEXT: %2 = "tt.map_elementwise"(%arg0) <{pack = 4 : i32}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32, %arg4: f32, %arg5: f32):
// CHECK-NEXT: tt.map_elementwise.return {tt.note} %arg5, %arg4, %arg3, %arg2 : f32, f32, f32, f32
// CHECK-NEXT: }) : (tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @map_elementwise(%a: tensor<128xf32>, %b: tensor<128xi32>) {
  %0 = "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
  ^bb0(%x: f32):
    %r = arith.addf %x, %x : f32
    tt.map_elementwise.return %r : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  %1:2 = "tt.map_elementwise"(%a, %b) <{pack = 2 : i32}> ({
  ^bb0(%x0: f32, %x1: f32, %y0: i32, %y1: i32):
    tt.map_elementwise.return %x0, %x1, %y0, %y1 : f32, f32, i32, i32
  }) : (tensor<128xf32>, tensor<128xi32>) -> (tensor<128xf32>, tensor<128xi32>)
  %2 = "tt.map_elementwise"(%a) <{pack = 4 : i32}> ({
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32):
    tt.map_elementwise.return {tt.note} %x3, %x2, %x1, %x0 : f32, f32, f32, f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// CHECK-LABEL: tt.func @misc(%arg0: tensor<128xi32>, %arg1: tensor<128xi1>, %arg2: tensor<128x16xf32>, %arg3: tensor<64x16xi32>, %arg4: tensor<128xf32>, %arg5: i32, %arg6: i1, %arg7: tensor<128xi1>) {
// CHECK-NEXT: %0 = tt.histogram %arg0 : tensor<128xi32> -> tensor<16xi32>
// CHECK-NEXT: %1 = tt.histogram %arg0, %arg1 : tensor<128xi32> -> tensor<32xi64>
// CHECK-NEXT: %2 = tt.gather %arg2[%arg3] {axis = 0 : i32} : (tensor<128x16xf32>, tensor<64x16xi32>) -> tensor<64x16xf32>
// CHECK-NEXT: %3 = tt.gather %arg2[%arg3] {axis = 0 : i32, efficient_layout} : (tensor<128x16xf32>, tensor<64x16xi32>) -> tensor<64x16xf32>
// CHECK-NEXT: tt.print "pid" {hex = false, isSigned = array<i32>}
// CHECK-NEXT: tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %arg4 : tensor<128xf32>
// CHECK-NEXT: tt.print " two: " {hex = true, isSigned = array<i32: 1, 0>} : %arg5, %arg0 : i32, tensor<128xi32>
// CHECK-NEXT: tt.print "quote\22nl\0A" {hex = false, isSigned = array<i32: 1>, tt.note} : %arg5 : i32
// CHECK-NEXT: tt.assert %arg6, "" : i1
// CHECK-NEXT: tt.assert %arg7, "Assertion `x > 0` failed" : tensor<128xi1>
// CHECK-NEXT: tt.assert %arg7, "msg" {tt.note} : tensor<128xi1>
// CHECK-NEXT: tt.print "g" {hex = false, isSigned = array<i32: 1>} : %arg5 : i32
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func @misc(%a: tensor<128xi32>, %m: tensor<128xi1>, %src: tensor<128x16xf32>, %idx: tensor<64x16xi32>, %x: tensor<128xf32>, %s: i32, %c: i1, %tc: tensor<128xi1>) {
  %0 = tt.histogram %a : tensor<128xi32> -> tensor<16xi32>
  %1 = tt.histogram %a, %m : tensor<128xi32> -> tensor<32xi64>
  %2 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<128x16xf32>, tensor<64x16xi32>) -> tensor<64x16xf32>
  %3 = tt.gather %src[%idx] {axis = 0 : i32, efficient_layout} : (tensor<128x16xf32>, tensor<64x16xi32>) -> tensor<64x16xf32>
  tt.print "pid" {hex = false, isSigned = array<i32>}
  tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %x : tensor<128xf32>
  tt.print " two: " {hex = true, isSigned = array<i32: 1, 0>} : %s, %a : i32, tensor<128xi32>
  tt.print "quote\22nl\0A" {hex = false, isSigned = array<i32: 1>, tt.note} : %s : i32
  tt.assert %c, "" : i1
  tt.assert %tc, "Assertion `x > 0` failed" : tensor<128xi1>
  tt.assert %tc, "msg" {tt.note} : tensor<128xi1>
  "tt.print"(%s) <{hex = false, isSigned = array<i32: 1>, prefix = "g"}> : (i32) -> ()
  tt.return
}

// -----

// Functions, returns and calls.

// CHECK-LABEL: tt.func private @decl(i32, !tt.ptr<f16>) -> f32
tt.func private @decl(i32, !tt.ptr<f16>) -> f32

// CHECK-LABEL: tt.func private @decl_named_args(i32 {tt.divisibility = 16 : i32}, f32) -> (f32 {tt.foo = 1 : i32})
tt.func private @decl_named_args(%a: i32 {tt.divisibility = 16 : i32}, %b: f32) -> (f32 {tt.foo = 1 : i32})

// CHECK-LABEL: tt.func @no_vis(%arg0: i32) -> i32 {
// CHECK-NEXT: tt.return %arg0 : i32
// CHECK-NEXT: }
tt.func @no_vis(%x: i32) -> i32 {
  tt.return %x : i32
}

// CHECK-LABEL: tt.func public @kern(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: i32 {tt.divisibility = 16 : i32}, %arg2: f32) attributes {noinline = false} {
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func public @kern(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %n: i32 {tt.divisibility = 16 : i32}, %f: f32) attributes {noinline = false} {
  tt.return
}

// CHECK-LABEL: tt.func private @two(%arg0: i64, %arg1: f16) -> (i64, f16) attributes {noinline = true} {
// CHECK-NEXT: tt.return %arg0, %arg1 : i64, f16
// CHECK-NEXT: }
tt.func private @two(%x: i64, %y: f16) -> (i64, f16) attributes {noinline = true} {
  tt.return %x, %y : i64, f16
}

// CHECK-LABEL: tt.func nested @single_paren_result(%arg0: i32) -> i32 {
// CHECK-NEXT: tt.return %arg0 : i32
// CHECK-NEXT: }
tt.func nested @single_paren_result(%x: i32) -> (i32) {
  tt.return %x : i32
}

// CHECK-LABEL: tt.func @attrs(%arg0: i1) -> i32 attributes {a, noinline = false, tt.foo = "bar"} {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%c0_i32 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: tt.return %c0_i32 : i32
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT: tt.return {tt.note} %0 : i32
// CHECK-NEXT: }
tt.func @attrs(%c: i1) -> i32 attributes {tt.foo = "bar", noinline = false, a = unit} {
  %c0 = arith.constant 0 : i32
  cf.cond_br %c, ^bb1, ^bb2(%c0 : i32)
^bb1:
  tt.return %c0 : i32
^bb2(%v: i32):
  tt.return {tt.note} %v : i32
}

// CHECK-LABEL: tt.func public @caller(%arg0: i64, %arg1: f16, %arg2: i32, %arg3: !tt.ptr<f32>, %arg4: f32) {
// CHECK-NEXT: %0:2 = tt.call @two(%arg0, %arg1) : (i64, f16) -> (i64, f16)
// CHECK-NEXT: %1 = tt.call @no_vis(%arg2) : (i32) -> i32
// CHECK-NEXT: tt.call @kern(%arg3, %arg2, %arg4) {tt.note = 1 : i32} : (!tt.ptr<f32>, i32, f32) -> ()
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
tt.func public @caller(%a: i64, %b: f16, %c: i32, %p: !tt.ptr<f32>, %f: f32) {
  %0:2 = tt.call @two(%a, %b) : (i64, f16) -> (i64, f16)
  %1 = tt.call @no_vis(%c) : (i32) -> i32
  tt.call @kern(%p, %c, %f) {tt.note = 1 : i32} : (!tt.ptr<f32>, i32, f32) -> ()
  tt.return
}

// -----

// ODS parses an Optional operand with parseOptionalOperand even after its group's comma: a
// load may write the comma and leave the mask (and `other`) out; it prints without them.
// CHECK-LABEL: tt.func @load_comma_without_mask
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<8x!tt.ptr<i8>>
// CHECK-NEXT: %1 = tt.load %arg0, %arg1 : tensor<8x!tt.ptr<i8>>
tt.func @load_comma_without_mask(%p: tensor<8x!tt.ptr<i8>>, %m: tensor<8xi1>) {
  %0 = tt.load %p, : tensor<8x!tt.ptr<i8>>
  %1 = tt.load %p, %m, : tensor<8x!tt.ptr<i8>>
  tt.return
}
