// RUN: ttopt %s -split-input-file -symbol-dce | FileCheck %s
// RUN: ttopt %s -split-input-file -symbol-dce --debug-only=symbol-dce 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// Private symbols nothing live refers to are erased, declarations included; public
// symbols are live, and so is what they reference, transitively.
// DEBUG:      [symbol-dce]: computeLiveness: builtin.module
// DEBUG:      [symbol-dce]: processing: tt.func
// DEBUG-NEXT: [symbol-dce]: 	non-symbol table: tt.func
// DEBUG-NEXT: [symbol-dce]: uses of tt.func
// DEBUG-NEXT: [symbol-dce]: processing: tt.func
// DEBUG-NEXT: [symbol-dce]: 	non-symbol table: tt.func
// DEBUG-NEXT: [symbol-dce]: uses of tt.func
// DEBUG-NEXT: [symbol-dce]: 	use: tt.call
// DEBUG-NEXT: [symbol-dce]: 		resolved symbols: @live_callee
// CHECK-LABEL: module
// CHECK-NOT:   @dead
// CHECK:       tt.func private @live_callee()
// CHECK-NEXT:    tt.call @live_decl() : () -> ()
// CHECK:       tt.func private @live_decl()
// CHECK-NOT:   @dead
// CHECK:       tt.func public @entry()
// CHECK-NEXT:    tt.call @live_callee() : () -> ()
// CHECK:       tt.func @implicitly_public()
// CHECK-NOT:   @dead
tt.func private @dead_caller() {
  tt.call @dead_callee() : () -> ()
  tt.return
}
tt.func private @dead_callee() {
  tt.return
}
tt.func private @live_callee() {
  tt.call @live_decl() : () -> ()
  tt.return
}
tt.func private @live_decl()
tt.func private @dead_decl()
tt.func public @entry() {
  tt.call @live_callee() : () -> ()
  tt.return
}
tt.func @implicitly_public() {
  tt.return
}
tt.func private @dead_recursive() {
  tt.call @dead_recursive() : () -> ()
  tt.return
}

// -----

// `nested` visibility is not public: an unreferenced nested symbol is erased.
// CHECK-LABEL: module
// CHECK-NOT:   @dead_nested
// CHECK:       tt.func nested @live_nested()
// CHECK:       tt.func @user()
tt.func nested @dead_nested() {
  tt.return
}
tt.func nested @live_nested() {
  tt.return
}
tt.func @user() {
  tt.call @live_nested() : () -> ()
  tt.return
}

// -----

// A nested module is a symbol table of its own: a public module is live, and its
// private symbols are kept only when referenced.
// CHECK-LABEL: module @inner
// CHECK-NOT:   @dead_inner
// CHECK:       tt.func private @live_inner()
// CHECK:       tt.func @inner_user()
// CHECK-NEXT:    tt.call @live_inner() : () -> ()
module {
  module @inner {
    tt.func private @dead_inner() {
      tt.return
    }
    tt.func private @live_inner() {
      tt.return
    }
    tt.func @inner_user() {
      tt.call @live_inner() : () -> ()
      tt.return
    }
  }
}
