// --mlir-print-ir-tree-dir: one file per dump, numbered in pipeline order, in MLIR's tree
// (a directory per op from the root, `<op_name>_<symbol or no-symbol-name>`), each dump made
// after a pass with the unified diff that pass made next to it.

// Alone, the tree dir dumps after every pass.
// RUN: rm -rf %t && ttopt %s -canonicalize -cse --mlir-print-ir-tree-dir=%t -o /dev/null
// RUN: ls %t | FileCheck %s --check-prefix=ROOT
// RUN: ls %t/builtin_module_no-symbol-name | FileCheck %s --check-prefix=AFTER
// RUN: FileCheck %s --check-prefix=CANON < %t/builtin_module_no-symbol-name/0_canonicalize.mlir
// RUN: FileCheck %s --check-prefix=CANON-DIFF < %t/builtin_module_no-symbol-name/0_canonicalize.diff
// RUN: FileCheck %s --check-prefix=CSE-DIFF < %t/builtin_module_no-symbol-name/1_cse.diff

// ROOT:      {{^}}builtin_module_no-symbol-name{{$}}
// ROOT-NOT:  {{.}}

// AFTER:      {{^}}0_canonicalize.diff
// AFTER-NEXT: {{^}}0_canonicalize.mlir
// AFTER-NEXT: {{^}}1_cse.diff
// AFTER-NEXT: {{^}}1_cse.mlir
// AFTER-NOT:  {{.}}

// CANON:      {{^}}// -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CANON-NEXT: {{^}}module {
// CANON:      %[[SUM:.*]] = arith.addi %arg0, %arg0 : i32
// CANON:      {{^}}}
// CANON-EMPTY:
// CANON-EMPTY:
// CANON-NOT:  {{.}}

// canonicalize folds the constant add; the two adds of %a stay for cse.
// CANON-DIFF:      --- before/0_canonicalize.mlir
// CANON-DIFF-NEXT: +++ after/0_canonicalize.mlir
// CANON-DIFF:      -    %c1_i32 = arith.constant 1 : i32
// CANON-DIFF:      -    %{{.*}} = arith.addi %c1_i32, %c2_i32 : i32
// CANON-DIFF:      +    %c3_i32 = arith.constant 3 : i32

// CSE-DIFF:      --- before/1_cse.mlir
// CSE-DIFF-NEXT: +++ after/1_cse.mlir
// CSE-DIFF:      -    %1 = arith.addi %arg0, %arg0 : i32
// CSE-DIFF:      -    %2 = arith.muli %0, %1 : i32
// CSE-DIFF:      +    %1 = arith.muli %0, %0 : i32

// Before and after every pass: one counter for the module, so dumps interleave.
// RUN: rm -rf %t && ttopt %s -canonicalize -cse --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-tree-dir=%t -o /dev/null
// RUN: ls %t/builtin_module_no-symbol-name | FileCheck %s --check-prefix=BOTH
// RUN: FileCheck %s --check-prefix=BEFORE < %t/builtin_module_no-symbol-name/0_canonicalize.mlir
// BOTH:      {{^}}0_canonicalize.mlir
// BOTH-NEXT: {{^}}1_canonicalize.diff
// BOTH-NEXT: {{^}}1_canonicalize.mlir
// BOTH-NEXT: {{^}}2_cse.mlir
// BOTH-NEXT: {{^}}3_cse.diff
// BOTH-NEXT: {{^}}3_cse.mlir
// BOTH-NOT:  {{.}}
// BEFORE: {{^}}// -----// IR Dump Before Canonicalizer (canonicalize) //----- //

// After change only: a pass that changes nothing writes no file (the second cse).
// RUN: rm -rf %t && ttopt %s -canonicalize -cse -cse --mlir-print-ir-after-change --mlir-print-ir-tree-dir=%t -o /dev/null
// RUN: ls %t/builtin_module_no-symbol-name | FileCheck %s --check-prefix=CHANGE
// CHANGE:      {{^}}0_canonicalize.diff
// CHANGE-NEXT: {{^}}0_canonicalize.mlir
// CHANGE-NEXT: {{^}}1_cse.diff
// CHANGE-NEXT: {{^}}1_cse.mlir
// CHANGE-NOT:  {{.}}

// A filter by pass name: only cse is dumped, so its dump is the module's first.
// RUN: rm -rf %t && ttopt %s -canonicalize -cse --mlir-print-ir-after=cse --mlir-print-ir-tree-dir=%t -o /dev/null
// RUN: ls %t/builtin_module_no-symbol-name | FileCheck %s --check-prefix=FILTER
// FILTER:      {{^}}0_cse.diff
// FILTER-NEXT: {{^}}0_cse.mlir
// FILTER-NOT:  {{.}}

module {
  tt.func @twice(%a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %k = arith.addi %c1, %c2 : i32
    %x = arith.addi %a, %a : i32
    %y = arith.addi %a, %a : i32
    %p = arith.muli %x, %y : i32
    %r = arith.muli %p, %k : i32
    tt.return %r : i32
  }
}
