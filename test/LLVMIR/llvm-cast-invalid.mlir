// RUN: ttopt %s -split-input-file -verify-diagnostics

// The cast ops' verifiers (BitcastOp::verify, verifyExtOp) and ODS type constraints, with
// the messages of the MLIR that Triton 3.6 bundles.

llvm.func @bitcast_ptr_to_int(%p: !llvm.ptr) -> i64 {
  // expected-error @+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  llvm.return %0 : i64
}

// -----

llvm.func @bitcast_int_to_ptr(%a: i64) -> !llvm.ptr {
  // expected-error @+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %a : i64 to !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @bitcast_address_space(%p: !llvm.ptr<1>) -> !llvm.ptr<3> {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr<1> to !llvm.ptr<3>
  llvm.return %0 : !llvm.ptr<3>
}

// -----

llvm.func @bitcast_pointer_vector_address_space(%p: vector<2x!llvm.ptr<1>>) -> vector<2x!llvm.ptr> {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : vector<2x!llvm.ptr<1>> to vector<2x!llvm.ptr>
  llvm.return %0 : vector<2x!llvm.ptr>
}

// -----

llvm.func @bitcast_aggregate(%s: !llvm.struct<(i32)>) -> i32 {
  // expected-error @+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.bitcast %s : !llvm.struct<(i32)> to i32
  llvm.return %0 : i32
}

// -----

llvm.func @sext_narrowing(%a: i32) -> i16 {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %a : i32 to i16
  llvm.return %0 : i16
}

// -----

llvm.func @addrspacecast_int(%a: i64) -> !llvm.ptr<3> {
  // expected-error @+1 {{'llvm.addrspacecast' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = llvm.addrspacecast %a : i64 to !llvm.ptr<3>
  llvm.return %0 : !llvm.ptr<3>
}
