// --mlir-timing prints MLIR's DefaultTimingManager report (the figures are not checked):
// tree display (the default) in execution order, list display merged by name and sorted by
// time with the root timer first, both ending with Rest and Total.

// RUN: ttopt %s -canonicalize -cse -canonicalize --mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TREE --strict-whitespace --match-full-lines
// TREE:===-------------------------------------------------------------------------===
// TREE-NEXT:                         ... Execution time report ...
// TREE-NEXT:===-------------------------------------------------------------------------===
// TREE-NEXT:  Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// TREE-NEXT:  ----Wall Time----  ----Name----
// TREE-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// TREE-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Canonicalizer
// TREE-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  CSE
// TREE-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Canonicalizer
// TREE-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Output
// TREE-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Rest
// TREE-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total
// TREE-NOT:  {{.}}

// RUN: ttopt %s -canonicalize -cse -canonicalize --mlir-timing --mlir-timing-display=list 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST --strict-whitespace --match-full-lines
// LIST:===-------------------------------------------------------------------------===
// LIST:  ----Wall Time----  ----Name----
// LIST-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  root
// LIST-DAG:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// LIST-DAG:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Canonicalizer
// LIST-DAG:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  CSE
// LIST-DAG:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Output
// LIST:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Rest
// LIST-NEXT:  {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total
// LIST-NOT:  {{.}}

// A display MLIR does not have is a one-line error.
// RUN: not ttopt %s --mlir-timing --mlir-timing-display=flat 2>&1 | FileCheck %s --check-prefix=BAD --match-full-lines
// BAD: ttopt: for the --mlir-timing-display option: Cannot find option named 'flat'!
// BAD-NOT: {{.}}

tt.func @f() {
  tt.return
}
