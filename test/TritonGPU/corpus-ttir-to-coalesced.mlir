// The corpus kernels from Triton 3.6's TTIR (make_ttir's output) through make_ttgir's first
// two passes, convert-triton-to-tritongpu (4 warps, as the stage dumps were taken) and
// tritongpu-coalesce, all run by ttopt: the result must be Triton 3.6's IR after coalesce,
// byte for byte (triton-opt's printing, without locations).

// RUN: ttopt %corpus/sm80/vecadd.ttir '-convert-triton-to-tritongpu=target=cuda:80 num-warps=4' -tritongpu-coalesce -o %t.sm80.vecadd && diff %t.sm80.vecadd %corpus/stages/sm80/vecadd.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm80/softmax.ttir '-convert-triton-to-tritongpu=target=cuda:80 num-warps=4' -tritongpu-coalesce -o %t.sm80.softmax && diff %t.sm80.softmax %corpus/stages/sm80/softmax.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm80/layernorm.ttir '-convert-triton-to-tritongpu=target=cuda:80 num-warps=4' -tritongpu-coalesce -o %t.sm80.layernorm && diff %t.sm80.layernorm %corpus/stages/sm80/layernorm.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm80/matmul.ttir '-convert-triton-to-tritongpu=target=cuda:80 num-warps=4' -tritongpu-coalesce -o %t.sm80.matmul && diff %t.sm80.matmul %corpus/stages/sm80/matmul.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm80/row_sum.ttir '-convert-triton-to-tritongpu=target=cuda:80 num-warps=4' -tritongpu-coalesce -o %t.sm80.row_sum && diff %t.sm80.row_sum %corpus/stages/sm80/row_sum.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm80/device_print.ttir '-convert-triton-to-tritongpu=target=cuda:80 num-warps=4' -tritongpu-coalesce -o %t.sm80.device_print && diff %t.sm80.device_print %corpus/stages/sm80/device_print.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm90/vecadd.ttir '-convert-triton-to-tritongpu=target=cuda:90 num-warps=4' -tritongpu-coalesce -o %t.sm90.vecadd && diff %t.sm90.vecadd %corpus/stages/sm90/vecadd.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm90/softmax.ttir '-convert-triton-to-tritongpu=target=cuda:90 num-warps=4' -tritongpu-coalesce -o %t.sm90.softmax && diff %t.sm90.softmax %corpus/stages/sm90/softmax.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm90/layernorm.ttir '-convert-triton-to-tritongpu=target=cuda:90 num-warps=4' -tritongpu-coalesce -o %t.sm90.layernorm && diff %t.sm90.layernorm %corpus/stages/sm90/layernorm.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm90/matmul.ttir '-convert-triton-to-tritongpu=target=cuda:90 num-warps=4' -tritongpu-coalesce -o %t.sm90.matmul && diff %t.sm90.matmul %corpus/stages/sm90/matmul.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm90/row_sum.ttir '-convert-triton-to-tritongpu=target=cuda:90 num-warps=4' -tritongpu-coalesce -o %t.sm90.row_sum && diff %t.sm90.row_sum %corpus/stages/sm90/row_sum.after-coalesce.plain.mlir
// RUN: ttopt %corpus/sm90/device_print.ttir '-convert-triton-to-tritongpu=target=cuda:90 num-warps=4' -tritongpu-coalesce -o %t.sm90.device_print && diff %t.sm90.device_print %corpus/stages/sm90/device_print.after-coalesce.plain.mlir
