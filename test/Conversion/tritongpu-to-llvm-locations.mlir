// RUN: ttopt %s -allocate-shared-memory-nv='compute-capability=80 ptx-version=87' -convert-triton-gpu-to-llvm='compute-capability=80 ptx-version=87' --mlir-print-debuginfo | FileCheck %s
// Locations the lowering gives to what it builds outside the op being converted; the
// expected output was checked against Triton 3.6 on this input.
// - A libdevice declaration made by MLIR's math lowering (math.sqrt -> __nv_sqrtf) gets
//   the first file:line:col inside the op's location: the name "root" is dropped.
// - A declaration for tt.extern_elementwise keeps the op's whole location (a call site).
// - The kernel's `@global_smem` address is taken at the function's location, not at the
//   location of the shared-memory op that needs it.

// CHECK-DAG: #[[FUNC:loc[0-9]*]] = loc("kernel.py":3:0)
// CHECK:     llvm.func @__nv_sqrtf(f32) -> f32 loc(#[[SQRT:loc[0-9]*]])
// CHECK:     llvm.func @__nv_expf(f32) -> f32 attributes {libname = "", libpath = ""} loc(#[[EXP:loc[0-9]*]])
// CHECK:     llvm.func @locations(
// CHECK:       llvm.mlir.addressof @global_smem : !llvm.ptr<3> loc(#[[FUNC]])
// CHECK-NOT:   llvm.mlir.addressof
// CHECK-DAG: #[[SQRT]] = loc("kernel.py":5:11)
// CHECK-DAG: #[[EXP]] = loc(callsite(#[[HELPER:loc[0-9]*]] at #[[SQRT]]))
// CHECK-DAG: #[[HELPER]] = loc("helpers.py":20:8)

#loc = loc("kernel.py":3:0)
#loc1 = loc("kernel.py":4:0)
#loc2 = loc("kernel.py":9:4)
#loc3 = loc("kernel.py":5:11)
#loc4 = loc("helpers.py":20:8)
#loc5 = loc("root"(#loc3))
#loc6 = loc(callsite(#loc4 at #loc3))
#loc7 = loc("buf"(#loc2))
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @locations(%x: f32 loc("x"(#loc1)), %t: tensor<128xf32, #blocked> loc("t"(#loc1))) {
    %root = math.sqrt %x : f32 loc(#loc5)
    %e = tt.extern_elementwise %x {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (f32) -> f32 loc(#loc6)
    %buf = ttg.local_alloc %t : (tensor<128xf32, #blocked>) -> !ttg.memdesc<128xf32, #shared, #smem> loc(#loc7)
    %back = ttg.local_load %buf : !ttg.memdesc<128xf32, #shared, #smem> -> tensor<128xf32, #blocked> loc(#loc7)
    %s = arith.addf %root, %e : f32 loc(#loc2)
    tt.return loc(#loc2)
  } loc(#loc)
} loc(#loc)
