#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#loc = loc("kernels.py":174:0)
#loc6 = loc("x_ptr"(#loc))
module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.shared = 512 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 1 : i32, "ttng.two-ctas" = false} {
  tt.func public @device_print(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc("x_ptr"(#loc))) attributes {noinline = false, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32} {
    %offs = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked> loc(#loc7)
    %x = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked> loc(#loc8)
    %x_0 = tt.addptr %x, %offs : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked> loc(#loc8)
    %x_1 = tt.load %x_0 : tensor<128x!tt.ptr<f32>, #blocked> loc(#loc9)
    %x_2 = ttg.convert_layout %x_1 {allocation.offset = 0 : i32} : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1> loc(#loc9)
    tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %x_2 : tensor<128xf32, #blocked1> loc(#loc4)
    tt.return loc(#loc5)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("kernels.py":175:24)
#loc2 = loc("kernels.py":176:24)
#loc3 = loc("kernels.py":176:16)
#loc4 = loc("kernels.py":177:27)
#loc5 = loc("kernels.py":177:4)
#loc7 = loc("offs"(#loc1))
#loc8 = loc("x"(#loc2))
#loc9 = loc("x"(#loc3))
