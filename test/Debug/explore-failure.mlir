// ttopt-compile --explore when the compile fails: the diagnostic is printed as without
// --explore (exit 1, no -o files), and the page is written anyway, with the diagnostic on
// top naming the failing stage and pass, the stages reached, the passes that ran (the failing
// one last) and the IR the failing pass was given. A location whose file is not on disk says
// "source not available" when clicked.

// RUN: rm -rf %t && mkdir %t
// RUN: not ttopt-compile %s --target cuda:90 -o %t/out --explore %t/page.html 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not test -e %t/out
// RUN: FileCheck %s < %t/page.html

// ERR: ttopt-compile: error: make_ttgir: this kernel needs pass 'nvgpu-warp-specialization'
// ERR-NOT: Traceback

// CHECK: <span class="note">source: spec.py is not on disk</span>
// CHECK: <div id="failure"><h2><span>The compile failed: make_ttgir, pass nvgpu-warp-specialization</span></h2><pre>ttopt-compile: error: make_ttgir: this kernel needs pass &#x27;nvgpu-warp-specialization&#x27;
// CHECK: <section class="stage" id="stage-ttir" data-stage="ttir">
// CHECK-NOT: id="stage-ttgir"
// CHECK: <section class="stage" id="stage-failed" data-stage="failed"><h2><span>Input of nvgpu-warp-specialization (the IR it failed on)</span>
// CHECK: tensor&lt;128xf32, #blocked&gt;
// CHECK: <td>make_ttgir</td><td>nvgpu-warp-specialization (failed: the compile stopped here)</td>
// CHECK-NOT: <tr class="pass
// CHECK: source not available

#loc = loc("spec.py":2:0)
module {
  tt.func public @spec(%p: !tt.ptr<f32> loc("p"(#loc)), %n: i32 loc("n"(#loc))) {
    %c0 = arith.constant 0 : i32 loc(#loc1)
    %c1 = arith.constant 1 : i32 loc(#loc1)
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32> loc(#loc1)
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>> loc(#loc2)
    %a = tt.addptr %s, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32> loc(#loc2)
    scf.for %i = %c0 to %n step %c1 : i32 {
      %x = tt.load %a : tensor<128x!tt.ptr<f32>> loc(#loc3)
      %y = arith.addf %x, %x : tensor<128xf32> loc(#loc4)
      tt.store %a, %y : tensor<128x!tt.ptr<f32>> loc(#loc4)
    } {tt.warp_specialize} loc(#loc3)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("spec.py":3:30)
#loc2 = loc("spec.py":4:20)
#loc3 = loc("spec.py":5:12)
#loc4 = loc("spec.py":6:8)
