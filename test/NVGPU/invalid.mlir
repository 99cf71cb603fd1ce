// RUN: ttopt %s -split-input-file -verify-diagnostics
// What the nvg ops' ODS constraints reject, with Triton 3.6's messages.

llvm.func @bad_layout(%d: i64, %acc: !llvm.struct<(f32, f32)>, %use_c: i1) {
  // expected-error @+1 {{custom op 'nvg.wgmma' 'nvg.wgmma' op attribute 'layoutA' failed to satisfy constraint: wgmma layout, either 'row' or 'col'}}
  %0 = nvg.wgmma %d, %d, %use_c, %acc {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 2 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @bad_element_type(%d: i64, %acc: !llvm.struct<(f32, f32)>, %use_c: i1) {
  // expected-error @+1 {{custom op 'nvg.wgmma' 'nvg.wgmma' op attribute 'eltTypeB' failed to satisfy constraint: wgmma operand type, either 's8', 's32', 'e4m3', 'e5m2', 'f16', 'bf16', 'tf32', or 'f32'}}
  %0 = nvg.wgmma %d, %d, %use_c, %acc {eltTypeA = 4 : i32, eltTypeB = 8 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @i64_shape(%d: i64, %acc: !llvm.struct<(f32, f32)>, %use_c: i1) {
  // expected-error @+1 {{custom op 'nvg.wgmma' 'nvg.wgmma' op attribute 'k' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = nvg.wgmma %d, %d, %use_c, %acc {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i64, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @missing_k(%d: i64, %acc: !llvm.struct<(f32, f32)>, %use_c: i1) {
  // expected-error @+1 {{'nvg.wgmma' op requires attribute 'k'}}
  %0 = nvg.wgmma %d, %d, %use_c, %acc {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @i32_descriptor(%d: i32, %acc: !llvm.struct<(f32, f32)>, %use_c: i1) {
  // expected-error @+1 {{'nvg.wgmma' op operand #0 must be wgmma operand A/B type, but got 'i32'}}
  %0 = nvg.wgmma %d, %d, %use_c, %acc {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i32, i32, i1, !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @scalar_accumulator(%d: i64, %use_c: i1) {
  // expected-error @+1 {{'nvg.wgmma' op operand #3 must be LLVM structure type, but got 'i64'}}
  %0 = nvg.wgmma %d, %d, %use_c, %d {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, i64) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @i32_use_c(%d: i64, %acc: !llvm.struct<(f32, f32)>, %use_c: i32) {
  // expected-error @+1 {{'nvg.wgmma' op operand #2 must be 1-bit signless integer, but got 'i32'}}
  %0 = nvg.wgmma %d, %d, %use_c, %acc {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i32, !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @scalar_result(%d: i64, %use_c: i1) {
  // expected-error @+1 {{'nvg.wgmma' op result #0 must be LLVM structure type, but got 'i64'}}
  %0 = nvg.wgmma %d, %d, %use_c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> i64
  llvm.return
}

// -----

llvm.func @wait_changes_type(%acc: !llvm.struct<(f32, f32)>) {
  // expected-error @+1 {{'nvg.wgmma_wait_group' op failed to verify that all of {input, output} have same type}}
  %0 = "nvg.wgmma_wait_group"(%acc) {pendings = 0 : i32} : (!llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, i32)>
  llvm.return
}

// -----

llvm.func @wait_on_scalar(%v: i32) {
  // expected-error @+1 {{'nvg.wgmma_wait_group' op operand #0 must be LLVM structure type, but got 'i32'}}
  %0 = nvg.wgmma_wait_group %v {pendings = 0 : i32} : i32
  llvm.return
}

// -----

llvm.func @wait_without_pendings(%acc: !llvm.struct<(f32, f32)>) {
  // expected-error @+1 {{'nvg.wgmma_wait_group' op requires attribute 'pendings'}}
  %0 = nvg.wgmma_wait_group %acc : !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @i64_warp_id() {
  // expected-error @+1 {{'nvg.warp_id' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "nvg.warp_id"() : () -> i64
  llvm.return
}
