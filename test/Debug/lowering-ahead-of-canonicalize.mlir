// ttopt-compile runs convert-triton-gpu-to-llvm ahead of the canonicalize that follows it
// (ConvertTritonGPUToLLVM.ahead_of_canonicalize: no extractvalues of the structs it packs, no
// unused insertvalue chains) only where nothing shows the IR between the two passes. With
// --print-ir-after-all, the dump after the lowering is the plain pass's, packs and unpacks
// included, as Triton dumps it; and either way make_llir's result is the same.

// RUN: ttopt-compile %corpus/sm80/vecadd.ttir --target cuda:80 --stop-after llir -o %t.fused
// RUN: ttopt-compile %corpus/sm80/vecadd.ttir --target cuda:80 --stop-after llir --print-ir-after-all -o %t.dumped 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: diff %t.fused/vecadd.llir %t.dumped/vecadd.llir

// CHECK-LABEL: IR Dump After convert-triton-gpu-to-llvm
// CHECK:       llvm.mlir.undef : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
// CHECK-NEXT:  llvm.insertvalue %{{.*}}[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
// CHECK:       llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
// CHECK-LABEL: IR Dump After canonicalize
// CHECK-NOT:   llvm.insertvalue
// CHECK-LABEL: IR Dump After cse
