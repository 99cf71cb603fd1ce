// RUN: ttopt %s -split-input-file -verify-diagnostics

llvm.func @shfl_valid_flag(%m: i32, %v: i32) -> i32 {
  // expected-error @+1 {{expected return type to be a two-element struct with i1 as the second element}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : i32 -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @ballot_i1(%m: i32, %p: i1) -> i1 {
  // expected-error @+1 {{'nvvm.vote.sync' op vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %m, %p -> i1
  llvm.return %0 : i1
}

// -----

llvm.func @fence_proxy_space() {
  // expected-error @+1 {{'nvvm.fence.proxy' op async_shared fence requires space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  llvm.return
}

// -----

llvm.func @fence_proxy_generic() {
  // expected-error @+1 {{'nvvm.fence.proxy' op generic proxy not a supported proxy kind}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<generic>}
  llvm.return
}

// -----

llvm.func @barrier_threads_without_id(%n: i32) {
  // expected-error @+1 {{'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %n
  llvm.return
}

// -----

llvm.func @setmaxregister_multiple() {
  // expected-error @+1 {{'nvvm.setmaxregister' op new register size must be multiple of 8}}
  nvvm.setmaxregister increase 250
  llvm.return
}

// -----

llvm.func @setmaxregister_range() {
  // expected-error @+1 {{'nvvm.setmaxregister' op new register size must be in between 24 to 256}}
  nvvm.setmaxregister increase 16
  llvm.return
}

// -----

// expected-error @+1 {{'nvvm.kernel' attribute attached to unexpected op}}
llvm.mlir.global external @kernel_global() {addr_space = 0 : i32, nvvm.kernel} : i32

// -----

// expected-error @+1 {{'"nvvm.reqntid"' attribute must be integer array with maximum 3 index}}
llvm.func @too_many_dims() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 1, 2, 3, 4>} {
  llvm.return
}
