#!/bin/sh
# Regenerate the inputs and expected outputs of the LLVM IR translation and PTX tests from
# the reference oracle (real Triton 3.6.0; ORACLE_DIR holds its ref_opt.py):
#   <sm>/<kernel>.mlir  the LLVM dialect after Triton's make_llir MLIR passes (the module
#                       convert-nvvm-to-llvm leaves), printed without locations;
#   <sm>/<kernel>.ll    what Triton's `llvm.to_module` (MLIR's translateModuleToLLVMIR)
#                       makes of it, before any LLVM optimization.
# Usage: regenerate.sh STAGES_DIR ORACLE_PYTHON
# (STAGES_DIR: the oracle's per-pass dumps, <sm>/<kernel>/llir/20-before-enable-line-info.mlir).
set -e
: "${ORACLE_DIR:?set ORACLE_DIR to the directory of the oracle ref_opt.py}"
stages=$1; python=$2
here=$(dirname "$0")
for sm in sm80 sm90; do
  for kernel in vecadd softmax layernorm row_sum device_print; do
    "$python" "$ORACLE_DIR/ref_opt.py" "$stages/$sm/$kernel/llir/20-before-enable-line-info.mlir" \
      --pass-pipeline='builtin.module()' -o "$here/$sm/$kernel.mlir"
    "$python" - "$here/$sm/$kernel.mlir" > "$here/$sm/$kernel.ll" <<'PY'
import sys
from triton._C.libtriton import ir, llvm, nvidia
context = ir.context(); ir.load_dialects(context); nvidia.load_dialects(context)
module = ir.parse_mlir_module(sys.argv[1], context); module.context = context
llvm.init_targets()
print(str(llvm.to_module(module, llvm.context())), end="")
PY
  done
done
