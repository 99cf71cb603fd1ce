// RUN: ttopt %s -split-input-file '-convert-triton-to-tritongpu=target=cuda:80' --mlir-print-debuginfo | FileCheck %s

// Where the convert_layouts go and which locations they carry. With locations printed,
// values are named after their name locations, so a name shows a location.
// Outputs checked against Triton 3.6 on the same input.

// A convert_layout that makes a replacement meet the layout its users expect goes right
// after the replacement's definition and carries the location of the first op that
// needed it - in conversion order, which visits blocks depth-first along successors (the
// taken branch's block first here, though it comes later in the text); the later users
// share it. The one expand_dims builds for its source is located at the expand_dims.
// Ops in unreachable blocks are not converted.
// CHECK-LABEL: tt.func public @where_converts_go
// CHECK:      %expand = ttg.convert_layout %{{.*}} -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #{{.*}}}>> loc([[EXPAND:#loc[0-9]+]])
// CHECK-NEXT: %expand_0 = tt.expand_dims %expand {axis = 0 : i32} {{.*}} loc([[EXPAND]])
// CHECK-NEXT: %broadcast = ttg.convert_layout %expand_0
// CHECK:      %reduce = "tt.reduce"
// CHECK:      %first_in_text_order_of_visit = ttg.convert_layout %reduce
// CHECK-NOT:  ttg.convert_layout
// CHECK:      ^bb1:
// CHECK-NEXT:   %second_in_text = math.log %first_in_text_order_of_visit
// CHECK:      ^bb2:
// CHECK-NEXT:   %first_in_text_order_of_visit_2 = math.exp %first_in_text_order_of_visit
// CHECK-NEXT:   %later_user = math.sin %first_in_text_order_of_visit
// CHECK:      ^bb3:
// CHECK-NEXT:   %never_converted = tt.splat %arg1 : i1 -> tensor<16xi1> loc
// CHECK:      [[EXPAND]] = loc("expand")

tt.func public @where_converts_go(%p: !tt.ptr<f32>, %c: i1) {
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %row = tt.expand_dims %r {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32> loc("expand")
  %rows = tt.broadcast %row : tensor<1x16xi32> -> tensor<16x16xi32> loc("broadcast")
  %f = arith.sitofp %rows : tensor<16x16xi32> to tensor<16x16xf32> loc("sitofp")
  %s = "tt.reduce"(%f) <{axis = 1 : i32}> ({
  ^bb0(%u: f32, %v: f32):
    %w = arith.addf %u, %v : f32
    tt.reduce.return %w : f32
  }) : (tensor<16x16xf32>) -> tensor<16xf32> loc("reduce")
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  cf.cond_br %c, ^taken, ^not_taken
^not_taken:
  %l = math.log %s : tensor<16xf32> loc("second_in_text")
  tt.store %pp, %l : tensor<16x!tt.ptr<f32>>
  tt.return
^taken:
  %x = math.exp %s : tensor<16xf32> loc("first_in_text_order_of_visit")
  %y = math.sin %s : tensor<16xf32> loc("later_user")
  tt.store %pp, %y : tensor<16x!tt.ptr<f32>>
  tt.return
^unreachable:
  %z = tt.splat %c : i1 -> tensor<16xi1> loc("never_converted")
  tt.return
}

// -----

// The convert_layouts the dot pattern builds are located at the values they convert:
// the a and b constants, and the accumulator - a loop-carried block argument, with its
// own location (its position in the source). The result's conversion back to the
// default layout, needed by the yield, is located at the yield.
// CHECK-LABEL: tt.func public @dot_locations
// CHECK:      iter_args(%[[ACC:.*]] = %zero)
// CHECK-NEXT:   %a_value_0 = ttg.convert_layout %a_value : {{.*}} -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #{{.*}}}>>
// CHECK-NEXT:   %b_value_1 = ttg.convert_layout %b_value : {{.*}} -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #{{.*}}}>>
// CHECK-NEXT:   %{{[0-9]+}} = ttg.convert_layout %[[ACC]] : {{.*}} loc([[ACC_LOC:#loc[0-9]+]])
// CHECK-NEXT:   %dot = tt.dot %a_value_0, %b_value_1
// CHECK-NEXT:   %yield = ttg.convert_layout %dot
// CHECK-NEXT:   scf.yield %yield
// CHECK:      [[ACC_LOC]] = loc("{{.*}}triton-to-tritongpu-locations.mlir":[[# @LINE + 7]]:52)
tt.func public @dot_locations(%p: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.constant dense<1.000000e+00> : tensor<32x32xf16> loc("a_value")
  %b = arith.constant dense<2.000000e+00> : tensor<32x32xf16> loc("b_value")
  %zero = arith.constant dense<0.000000e+00> : tensor<32x32xf32> loc("zero")
  %res = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<32x32xf32>) : i32 {
    %d = tt.dot %a, %b, %acc : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32> loc("dot")
    scf.yield %d : tensor<32x32xf32> loc("yield")
  } loc("loop")
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>>
  tt.store %ps, %res : tensor<32x32x!tt.ptr<f32>>
  tt.return
}
