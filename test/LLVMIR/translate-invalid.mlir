// RUN: ttopt-translate --mlir-to-llvmir %s -split-input-file -verify-diagnostics

// An NVVM op with PTX semantics has no LLVM IR translation: convert-nvvm-to-llvm lowers it
// to inline assembly first.
llvm.func @fence() {
  // expected-error @+1 {{'nvvm.fence.mbarrier.init' has PTX semantics: run convert-nvvm-to-llvm before translating to LLVM IR}}
  nvvm.fence.mbarrier.init
  llvm.return
}

// -----

llvm.func @wait(%bar: !llvm.ptr<3>, %phase: i32) {
  // expected-error @+1 {{'nvvm.mbarrier.try_wait.parity.shared' has PTX semantics}}
  nvvm.mbarrier.try_wait.parity.shared %bar, %phase, %phase : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----

// Only llvm and nvvm ops translate.
llvm.func @other_dialect(%a: i32) -> i32 {
  // expected-error @+1 {{cannot translate 'arith.addi' to LLVM IR}}
  %0 = arith.addi %a, %a : i32
  llvm.return %0 : i32
}

// -----

// A module may only hold globals and functions.
// expected-error @+1 {{cannot translate 'tt.func' to LLVM IR}}
tt.func @triton_function() {
  tt.return
}
