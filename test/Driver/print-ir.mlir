// RUN: ttopt %s -canonicalize -cse --mlir-print-ir-before-all 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE
// RUN: ttopt %s -canonicalize -cse --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER
// RUN: ttopt %s -canonicalize -cse --mlir-print-ir-after-change 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// RUN: ttopt %s -canonicalize -cse --mlir-print-ir-after=cse --mlir-print-ir-module-scope 2>&1 >/dev/null | FileCheck %s --check-prefix=SCOPE

// BEFORE:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE-NEXT: module {
// BEFORE:        arith.muli
// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NOT:    arith.muli

// AFTER:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NOT:    arith.muli
// AFTER:      // -----// IR Dump After CSE (cse) //----- //

// The dead multiply makes canonicalize change the IR; cse then finds nothing to do.
// CHANGE:     IR Dump After Canonicalizer (canonicalize)
// CHANGE-NOT: IR Dump After CSE

// SCOPE-NOT: Canonicalizer
// SCOPE:     // -----// IR Dump After CSE (cse) ('builtin.module' operation) //----- //
tt.func @f(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.addi %a, %a : i32
  tt.return %1 : i32
}
