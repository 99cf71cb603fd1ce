// RUN: python %S/Inputs/axis_info_queries.py %s --debug-only=axis-info 2>&1 | FileCheck %s
// RUN: python %S/Inputs/axis_info_queries.py %s 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: ttopt %s -test-print-alignment --debug-only=axis-info -o /dev/null 2>&1 | FileCheck %s --check-prefix=SOLVER

// The `axis-info` debug trace of Triton 3.6 comes from the queries passes make
// (ModuleAxisInfoAnalysis::getAlignment, getContiguity, getMaskAlignment), each
// followed by the AxisInfo it read. The helper asks them in the order the NVIDIA
// load/store lowering does; the expected trace is what Triton 3.6's
// convert-triton-gpu-to-llvm prints for this input with LLVM debug output on.

// A masked f32 load: 512 contiguous elements 16-byte aligned give 4 elements; a thread
// holds 4 contiguous ones; the mask is constant over runs of 16 (n is a multiple of 16).
// CHECK:      [axis-info]: getAlignment order[0] 0 maxContig = 512 elemNumBits = 32 maxMultiple = 4 alignment 4
// CHECK-NEXT: [axis-info]: -- contiguity = [512], divisibility = [16], constancy = [1], constant_value = <none>
// CHECK-NEXT: [axis-info]: getContiguity uniqueContigPerThread = 4
// CHECK-NEXT: [axis-info]: getMaskAlignment maskOrder[0] 0 alignment 16
// CHECK-NEXT: [axis-info]: -- contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>
// CHECK-NEXT: tt.load: contiguity 4, mask alignment 16
// The unmasked store through the same pointers.
// CHECK-NEXT: [axis-info]: getAlignment order[0] 0 maxContig = 512 elemNumBits = 32 maxMultiple = 4 alignment 4
// CHECK-NEXT: [axis-info]: -- contiguity = [512], divisibility = [16], constancy = [1], constant_value = <none>
// CHECK-NEXT: [axis-info]: getContiguity uniqueContigPerThread = 4
// CHECK-NEXT: tt.store: contiguity 4
// A 2-D f16 load along order[0] = 1: 16 bytes hold 8 elements, as many as a thread holds;
// the mask (column < 32) is constant over 32 columns.
// CHECK-NEXT: [axis-info]: getAlignment order[0] 1 maxContig = 64 elemNumBits = 16 maxMultiple = 8 alignment 8
// CHECK-NEXT: [axis-info]: -- contiguity = [1, 64], divisibility = [2, 16], constancy = [1, 1], constant_value = <none>
// CHECK-NEXT: [axis-info]: getContiguity uniqueContigPerThread = 8
// CHECK-NEXT: [axis-info]: getMaskAlignment maskOrder[0] 1 alignment 32
// CHECK-NEXT: [axis-info]: -- contiguity = [1, 1], divisibility = [1, 1], constancy = [16, 32], constant_value = <none>
// CHECK-NEXT: tt.load: contiguity 8, mask alignment 32
// CHECK-NOT:  [axis-info]

// Without the flag, only the answers.
// QUIET-NOT:  [axis-info]
// QUIET:      tt.load: contiguity 4, mask alignment 16
// QUIET-NEXT: tt.store: contiguity 4
// QUIET-NEXT: tt.load: contiguity 8, mask alignment 32
// QUIET-NOT:  [axis-info]

// The analysis itself traces nothing under this tag, as upstream's solver does not:
// test-print-alignment prints its remarks only.
// SOLVER-NOT: [axis-info]
// SOLVER:     remark: {{.*}} => contiguity = [512], divisibility = [1073741824], constancy = [1], constant_value = <none>
// SOLVER-NOT: [axis-info]

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2d = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @queries(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %y: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}, %stride: i32 {tt.divisibility = 16 : i32}) {
    %range = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %bound = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    %mask = arith.cmpi slt, %range, %bound : tensor<512xi32, #blocked>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %xptrs = tt.addptr %xs, %range : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %v = tt.load %xptrs, %mask : tensor<512x!tt.ptr<f32>, #blocked>
    tt.store %xptrs, %v : tensor<512x!tt.ptr<f32>, #blocked>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2d}>>
    %cols2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2d}>> -> tensor<1x64xi32, #blocked2d>
    %tile = tt.broadcast %cols2 : tensor<1x64xi32, #blocked2d> -> tensor<16x64xi32, #blocked2d>
    %rows = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2d}>>
    %rows2 = tt.expand_dims %rows {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2d}>> -> tensor<16x1xi32, #blocked2d>
    %strides = tt.splat %stride : i32 -> tensor<16x1xi32, #blocked2d>
    %rowoff = arith.muli %rows2, %strides : tensor<16x1xi32, #blocked2d>
    %rowtile = tt.broadcast %rowoff : tensor<16x1xi32, #blocked2d> -> tensor<16x64xi32, #blocked2d>
    %off = arith.addi %rowtile, %tile : tensor<16x64xi32, #blocked2d>
    %ys = tt.splat %y : !tt.ptr<f16> -> tensor<16x64x!tt.ptr<f16>, #blocked2d>
    %yptrs = tt.addptr %ys, %off : tensor<16x64x!tt.ptr<f16>, #blocked2d>, tensor<16x64xi32, #blocked2d>
    %c32 = arith.constant dense<32> : tensor<16x64xi32, #blocked2d>
    %ymask = arith.cmpi slt, %tile, %c32 : tensor<16x64xi32, #blocked2d>
    %w = tt.load %yptrs, %ymask : tensor<16x64x!tt.ptr<f16>, #blocked2d>
    tt.return
  }
}
