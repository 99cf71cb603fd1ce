// ttopt-compile --explore: one HTML page with the stages side by side, each line carrying the
// source line of its `loc(...)` (data-loc, the same key in every stage), the TTGIR lines their
// tensors' layouts (data-types), and a timeline row for every pass of the pipeline.

// RUN: ttopt-compile %s --stop-after ttgir --num-warps 1 -o %t --explore %t.html
// RUN: FileCheck %s < %t.html
// RUN: FileCheck %s --check-prefix=NOURL < %t.html

// CHECK: <span class="note">source: double.py is not on disk</span>
// CHECK: <section class="stage" id="stage-ttir" data-stage="ttir">
// CHECK: <div class="line" data-loc="double.py:5"><span class="n">{{[0-9]+}}</span> {{.*}} = arith.addf {{.*}} : tensor&lt;128xf32&gt; loc(#loc4)</div>
// CHECK: <div class="line" data-loc="double.py:6"><span class="n">{{[0-9]+}}</span>    tt.store
// CHECK: <section class="stage" id="stage-ttgir" data-stage="ttgir">
// CHECK: <div class="line" data-loc="double.py:5" data-types="{{[0-9]+}}"><span class="n">{{[0-9]+}}</span> {{.*}} = arith.addf {{.*}} : tensor&lt;128xf32, #blocked&gt;
// CHECK: <tr class="pass unchanged" data-pass="0"><td class="num">0</td><td>make_ttir</td><td>inline</td>
// CHECK: <td>make_ttgir</td><td>convert-triton-to-tritongpu</td>
// CHECK: <script type="application/json" id="layouts-data">[{"type": "tensor<128xi32, #blocked>", "text": "tensor<128xi32, #ttg.blocked<{
// CHECK-SAME: 128 elements over 1 warp, 32 lanes, 4 registers (cell: warp:lane:register

// Nothing on the page is fetched: no URL anywhere.
// NOURL-NOT: {{https?://}}
// NOURL: </html>

#loc = loc("double.py":2:0)
module {
  tt.func public @double(%p: !tt.ptr<f32> loc("p"(#loc))) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32> loc(#loc1)
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>> loc(#loc2)
    %a = tt.addptr %s, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32> loc(#loc2)
    %x = tt.load %a : tensor<128x!tt.ptr<f32>> loc(#loc3)
    %y = arith.addf %x, %x : tensor<128xf32> loc(#loc4)
    tt.store %a, %y : tensor<128x!tt.ptr<f32>> loc(#loc5)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("double.py":3:30)
#loc2 = loc("double.py":4:20)
#loc3 = loc("double.py":4:12)
#loc4 = loc("double.py":5:10)
#loc5 = loc("double.py":6:4)
