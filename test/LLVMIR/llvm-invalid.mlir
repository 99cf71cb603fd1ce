// RUN: ttopt %s -split-input-file -verify-diagnostics

llvm.func @add_float(%a: f32, %b: f32) -> f32 {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %b : f32
  llvm.return %0 : f32
}

// -----

llvm.func @fadd_int(%a: i32, %b: i32) -> i32 {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %b : i32
  llvm.return %0 : i32
}

// -----

llvm.func @zext_narrowing(%a: i32) -> i16 {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  llvm.return %0 : i16
}

// -----

llvm.func @icmp_float(%a: f32) -> i1 {
  // expected-error @+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "slt" %a, %a : f32
  llvm.return %0 : i1
}

// -----

llvm.func @select_condition(%a: i32) -> i32 {
  // expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %a, %a, %a : i32, i32
  llvm.return %0 : i32
}

// -----

llvm.func @intrinsic_types(%a: i32) -> f32 {
  // expected-error @+1 {{'llvm.intr.smax' op requires the same type for all operands and results}}
  %0 = llvm.intr.smax(%a, %a) : (i32, i32) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @int_constant_float_type() -> f32 {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return %0 : f32
}

// -----

// The parser reports a bad position at the token after the container type.
llvm.func @extract_out_of_bounds(%a: !llvm.struct<(i32, f32)>) -> i32 {
  %0 = llvm.extractvalue %a[2] : !llvm.struct<(i32, f32)>
  // expected-error @+1 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  llvm.return %0 : i32
}

// -----

llvm.func @gep_dynamic_struct_index(%p: !llvm.ptr, %i: i32) -> !llvm.ptr {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @atomic_load_without_alignment(%p: !llvm.ptr<1>) -> i32 {
  // expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr<1> -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @atomic_load_release(%p: !llvm.ptr<1>) -> i32 {
  // expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @atomic_store_acquire(%p: !llvm.ptr<1>, %v: i32) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @atomic_fadd_on_int(%p: !llvm.ptr<1>, %v: i32) -> i32 {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr<1>, i32
  llvm.return %0 : i32
}

// -----

llvm.func @atomic_add_on_float(%p: !llvm.ptr<1>, %v: f32) -> f32 {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr<1>, f32
  llvm.return %0 : f32
}

// -----

llvm.func @atomic_unordered(%p: !llvm.ptr<1>, %v: i32) -> i32 {
  // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr<1>, i32
  llvm.return %0 : i32
}

// -----

llvm.func @cmpxchg_failure_release(%p: !llvm.ptr<1>, %v: i32) -> !llvm.struct<(i32, i1)> {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr<1>, i32
  llvm.return %0 : !llvm.struct<(i32, i1)>
}

// -----

llvm.func @fence_monotonic() {
  // expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @return_value_from_void(%a: i32) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @return_wrong_type(%a: i32) -> f32 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}

// -----

llvm.func @branch_operands(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.br ^bb1(%a : i32)
^bb1:
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_declaration(i32)

// -----

llvm.func @addressof_missing() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @smem() {addr_space = 3 : i32} : !llvm.array<0 x i8>
llvm.func @addressof_wrong_space() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @smem : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @call_undefined(%a: i32) -> i32 {
  // expected-error @+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  %0 = llvm.call @nope(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_wrong_operand(%a: f32) -> i32 {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'f32' != 'i32'}}
  %0 = llvm.call @callee(%a) : (f32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @gep_index_beyond_i32(%p: !llvm.ptr) {
  // expected-error @+1 {{integer value too large}}
  %0 = llvm.getelementptr %p[0, 8589934592] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8)>
  llvm.return
}

// -----

// The verifiers' quick acceptance of the common case (one operand type, of the kind the op
// takes) leaves every failing case to the checks that report it, in their order.

llvm.func @add_mixed(%a: i32, %b: i64) -> i32 {
  // expected-error @+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @icmp_i32_result(%a: i32) -> i32 {
  // expected-error @+1 {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 2 : i64}> : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @icmp_mixed(%a: i32, %b: i64) -> i1 {
  // expected-error @+1 {{'llvm.icmp' op requires all operands to have the same type}}
  %0 = "llvm.icmp"(%a, %b) <{predicate = 2 : i64}> : (i32, i64) -> i1
  llvm.return %0 : i1
}

// -----

llvm.func @extractelement_wrong_result(%v: vector<4xf32>, %i: i32) -> f16 {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f16
  llvm.return %0 : f16
}

// -----

llvm.func @extractelement_float_position(%v: vector<4xf32>, %i: f32) -> f32 {
  // expected-error @+1 {{'llvm.extractelement' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, f32) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @insertelement_wrong_value(%v: vector<4xf32>, %x: f16, %i: i32) -> vector<4xf32> {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, f16, i32) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}

// -----

llvm.func @insertelement_wrong_result(%v: vector<4xf32>, %x: f32, %i: i32) -> vector<2xf32> {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that all of {res, vector} have same type}}
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, f32, i32) -> vector<2xf32>
  llvm.return %0 : vector<2xf32>
}

// -----

llvm.func @gep_float_index(%p: !llvm.ptr, %i: f32) -> !llvm.ptr {
  // expected-error @+1 {{'llvm.getelementptr' op operand #1 must be variadic of signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, f32) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
