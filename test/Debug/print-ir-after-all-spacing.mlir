// --mlir-print-ir-after-all on stderr spaces the dumps as MLIR's IRPrinterInstrumentation
// does: the header, the module, then two empty lines before the next header.

// RUN: ttopt %s -canonicalize -cse --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --match-full-lines

// CHECK:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func @pass_through(%arg0: i32) -> i32 {
// CHECK-NEXT:     tt.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func @pass_through(%arg0: i32) -> i32 {
// CHECK-NEXT:     tt.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:  {{.}}

module {
  tt.func @pass_through(%x: i32) -> i32 {
    tt.return %x : i32
  }
}
