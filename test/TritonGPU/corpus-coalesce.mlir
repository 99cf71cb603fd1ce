// The corpus kernels through tritongpu-coalesce. Each input is Triton 3.6's IR right before
// the pass (stage dump of the real compiler, with locations); the output must be what
// Triton 3.6 had right after it, byte for byte, with locations (the .after-coalesce files
// are those dumps) and without (the .after-coalesce.plain files are triton-opt's output).
// The FileCheck lines below spell out, for four kernels on both targets, the layouts
// coalesce chose and the conversions around every memory access.

// RUN: ttopt %corpus/stages/sm80/vecadd.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm80.vecadd && diff %t.sm80.vecadd %corpus/stages/sm80/vecadd.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm80/softmax.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm80.softmax && diff %t.sm80.softmax %corpus/stages/sm80/softmax.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm80/layernorm.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm80.layernorm && diff %t.sm80.layernorm %corpus/stages/sm80/layernorm.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm80/matmul.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm80.matmul && diff %t.sm80.matmul %corpus/stages/sm80/matmul.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm80/row_sum.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm80.row_sum && diff %t.sm80.row_sum %corpus/stages/sm80/row_sum.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm80/device_print.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm80.device_print && diff %t.sm80.device_print %corpus/stages/sm80/device_print.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm90/vecadd.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm90.vecadd && diff %t.sm90.vecadd %corpus/stages/sm90/vecadd.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm90/softmax.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm90.softmax && diff %t.sm90.softmax %corpus/stages/sm90/softmax.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm90/layernorm.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm90.layernorm && diff %t.sm90.layernorm %corpus/stages/sm90/layernorm.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm90/matmul.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm90.matmul && diff %t.sm90.matmul %corpus/stages/sm90/matmul.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm90/row_sum.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm90.row_sum && diff %t.sm90.row_sum %corpus/stages/sm90/row_sum.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm90/device_print.before-coalesce.mlir -tritongpu-coalesce --mlir-print-debuginfo -o %t.sm90.device_print && diff %t.sm90.device_print %corpus/stages/sm90/device_print.after-coalesce.mlir
// RUN: ttopt %corpus/stages/sm80/vecadd.before-coalesce.mlir -tritongpu-coalesce | tee %t.sm80.vecadd.plain | FileCheck %s --check-prefix=VECADD80 && diff %t.sm80.vecadd.plain %corpus/stages/sm80/vecadd.after-coalesce.plain.mlir
// RUN: ttopt %corpus/stages/sm90/vecadd.before-coalesce.mlir -tritongpu-coalesce | tee %t.sm90.vecadd.plain | FileCheck %s --check-prefix=VECADD90 && diff %t.sm90.vecadd.plain %corpus/stages/sm90/vecadd.after-coalesce.plain.mlir
// RUN: ttopt %corpus/stages/sm80/softmax.before-coalesce.mlir -tritongpu-coalesce | tee %t.sm80.softmax.plain | FileCheck %s --check-prefix=SOFTMAX80 && diff %t.sm80.softmax.plain %corpus/stages/sm80/softmax.after-coalesce.plain.mlir
// RUN: ttopt %corpus/stages/sm90/softmax.before-coalesce.mlir -tritongpu-coalesce | tee %t.sm90.softmax.plain | FileCheck %s --check-prefix=SOFTMAX90 && diff %t.sm90.softmax.plain %corpus/stages/sm90/softmax.after-coalesce.plain.mlir
// RUN: ttopt %corpus/stages/sm80/layernorm.before-coalesce.mlir -tritongpu-coalesce | tee %t.sm80.layernorm.plain | FileCheck %s --check-prefix=LAYERNORM80 && diff %t.sm80.layernorm.plain %corpus/stages/sm80/layernorm.after-coalesce.plain.mlir
// RUN: ttopt %corpus/stages/sm90/layernorm.before-coalesce.mlir -tritongpu-coalesce | tee %t.sm90.layernorm.plain | FileCheck %s --check-prefix=LAYERNORM90 && diff %t.sm90.layernorm.plain %corpus/stages/sm90/layernorm.after-coalesce.plain.mlir
// RUN: ttopt %corpus/stages/sm80/matmul.before-coalesce.mlir -tritongpu-coalesce | tee %t.sm80.matmul.plain | FileCheck %s --check-prefix=MATMUL80 && diff %t.sm80.matmul.plain %corpus/stages/sm80/matmul.after-coalesce.plain.mlir
// RUN: ttopt %corpus/stages/sm90/matmul.before-coalesce.mlir -tritongpu-coalesce | tee %t.sm90.matmul.plain | FileCheck %s --check-prefix=MATMUL90 && diff %t.sm90.matmul.plain %corpus/stages/sm90/matmul.after-coalesce.plain.mlir

// VECADD80-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// VECADD80-LABEL: tt.func public @vecadd
// VECADD80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// VECADD80: %{{.*}} = tt.load %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// VECADD80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// VECADD80: %{{.*}} = tt.load %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// VECADD80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// VECADD80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// VECADD80: tt.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>

// VECADD90-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// VECADD90-LABEL: tt.func public @vecadd
// VECADD90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// VECADD90: %{{.*}} = tt.load %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// VECADD90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// VECADD90: %{{.*}} = tt.load %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// VECADD90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// VECADD90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// VECADD90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// VECADD90: tt.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>

// SOFTMAX80-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// SOFTMAX80-LABEL: tt.func public @softmax
// SOFTMAX80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// SOFTMAX80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// SOFTMAX80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// SOFTMAX80: %{{.*}} = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>
// SOFTMAX80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// SOFTMAX80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// SOFTMAX80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// SOFTMAX80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// SOFTMAX80: tt.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>

// SOFTMAX90-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// SOFTMAX90-LABEL: tt.func public @softmax
// SOFTMAX90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// SOFTMAX90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// SOFTMAX90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// SOFTMAX90: %{{.*}} = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>
// SOFTMAX90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// SOFTMAX90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// SOFTMAX90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// SOFTMAX90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// SOFTMAX90: tt.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f32>, #blocked1>

// LAYERNORM80-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// LAYERNORM80-LABEL: tt.func public @layernorm
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked> -> tensor<1024xf16, #blocked1>
// LAYERNORM80: %{{.*}} = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// LAYERNORM80: %{{.*}} = tt.load %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// LAYERNORM80: %{{.*}} = tt.load %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked> -> tensor<1024xf16, #blocked1>
// LAYERNORM80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// LAYERNORM80: tt.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked1>

// LAYERNORM90-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// LAYERNORM90-LABEL: tt.func public @layernorm
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked> -> tensor<1024xf16, #blocked1>
// LAYERNORM90: %{{.*}} = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// LAYERNORM90: %{{.*}} = tt.load %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// LAYERNORM90: %{{.*}} = tt.load %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xf16, #blocked> -> tensor<1024xf16, #blocked1>
// LAYERNORM90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1024xi1, #blocked> -> tensor<1024xi1, #blocked1>
// LAYERNORM90: tt.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<1024x!tt.ptr<f16>, #blocked1>

// MATMUL80-DAG: #blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// MATMUL80-DAG: #blocked7 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// MATMUL80-LABEL: tt.func public @matmul
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x1xi32, #blocked3> -> tensor<128x1xi32, #blocked4>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked1>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64x!tt.ptr<f16>, #blocked4> -> tensor<128x64x!tt.ptr<f16>, #blocked1>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1x128xi32, #blocked5> -> tensor<1x128xi32, #blocked>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128x!tt.ptr<f16>, #blocked4> -> tensor<64x128x!tt.ptr<f16>, #blocked>
// MATMUL80: %{{.*}} = ttg.convert_layout %arg10 : tensor<128x64x!tt.ptr<f16>, #blocked1> -> tensor<128x64x!tt.ptr<f16>, #blocked6>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64xi1, #blocked1> -> tensor<128x64xi1, #blocked6>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #blocked6>
// MATMUL80: %{{.*}} = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x64x!tt.ptr<f16>, #blocked6>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64xf16, #blocked6> -> tensor<128x64xf16, #blocked1>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xi1, #blocked4> -> tensor<64x128xi1, #blocked>
// MATMUL80: %{{.*}} = ttg.convert_layout %arg11 : tensor<64x128x!tt.ptr<f16>, #blocked> -> tensor<64x128x!tt.ptr<f16>, #blocked7>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xi1, #blocked> -> tensor<64x128xi1, #blocked7>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #blocked7>
// MATMUL80: %{{.*}} = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x128x!tt.ptr<f16>, #blocked7>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xf16, #blocked7> -> tensor<64x128xf16, #blocked>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
// MATMUL80: %{{.*}} = ttg.convert_layout %arg12 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #blocked8>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128xf32, #blocked8> -> tensor<128x128xf32, #blocked>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x1xi32, #blocked3> -> tensor<128x1xi32, #blocked4>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1x128xi32, #blocked5> -> tensor<1x128xi32, #blocked>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128x!tt.ptr<f16>, #blocked4> -> tensor<128x128x!tt.ptr<f16>, #blocked>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128xi1, #blocked4> -> tensor<128x128xi1, #blocked>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128x!tt.ptr<f16>, #blocked> -> tensor<128x128x!tt.ptr<f16>, #blocked7>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128xf16, #blocked> -> tensor<128x128xf16, #blocked7>
// MATMUL80: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128xi1, #blocked> -> tensor<128x128xi1, #blocked7>
// MATMUL80: tt.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x128x!tt.ptr<f16>, #blocked7>

// MATMUL90-DAG: #blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// MATMUL90-DAG: #blocked7 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// MATMUL90-LABEL: tt.func public @matmul
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x1xi32, #blocked3> -> tensor<128x1xi32, #blocked4>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked1>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64x!tt.ptr<f16>, #blocked4> -> tensor<128x64x!tt.ptr<f16>, #blocked1>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1x128xi32, #blocked5> -> tensor<1x128xi32, #blocked>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128x!tt.ptr<f16>, #blocked4> -> tensor<64x128x!tt.ptr<f16>, #blocked>
// MATMUL90: %{{.*}} = ttg.convert_layout %arg10 : tensor<128x64x!tt.ptr<f16>, #blocked1> -> tensor<128x64x!tt.ptr<f16>, #blocked6>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64xi1, #blocked1> -> tensor<128x64xi1, #blocked6>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #blocked6>
// MATMUL90: %{{.*}} = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x64x!tt.ptr<f16>, #blocked6>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64xf16, #blocked6> -> tensor<128x64xf16, #blocked1>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xi1, #blocked4> -> tensor<64x128xi1, #blocked>
// MATMUL90: %{{.*}} = ttg.convert_layout %arg11 : tensor<64x128x!tt.ptr<f16>, #blocked> -> tensor<64x128x!tt.ptr<f16>, #blocked7>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xi1, #blocked> -> tensor<64x128xi1, #blocked7>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #blocked7>
// MATMUL90: %{{.*}} = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x128x!tt.ptr<f16>, #blocked7>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xf16, #blocked7> -> tensor<64x128xf16, #blocked>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
// MATMUL90: %{{.*}} = ttg.convert_layout %arg12 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #blocked8>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128xf32, #blocked8> -> tensor<128x128xf32, #blocked>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x1xi32, #blocked3> -> tensor<128x1xi32, #blocked4>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128xi32, #blocked2> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<1x128xi32, #blocked5> -> tensor<1x128xi32, #blocked>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128x!tt.ptr<f16>, #blocked4> -> tensor<128x128x!tt.ptr<f16>, #blocked>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128xi1, #blocked4> -> tensor<128x128xi1, #blocked>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128x!tt.ptr<f16>, #blocked> -> tensor<128x128x!tt.ptr<f16>, #blocked7>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128xf16, #blocked> -> tensor<128x128xf16, #blocked7>
// MATMUL90: %{{.*}} = ttg.convert_layout %{{.*}} : tensor<128x128xi1, #blocked> -> tensor<128x128xi1, #blocked7>
// MATMUL90: tt.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x128x!tt.ptr<f16>, #blocked7>

