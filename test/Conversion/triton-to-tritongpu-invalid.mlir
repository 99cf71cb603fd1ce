// RUN: ttopt %s -split-input-file '-convert-triton-to-tritongpu=target=cuda:80' -verify-diagnostics

// Each error is the one Triton 3.6 reports on the same input.

// Ops the pass has no pattern for are illegal on tensors, and the conversion fails
// (arith.negf and math.tanh are not in upstream's lists).
tt.func public @no_pattern(%p: !tt.ptr<f32>) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %f = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
  // expected-error @+1 {{failed to legalize operation 'arith.negf' that was explicitly marked illegal}}
  %n = arith.negf %f : tensor<128xf32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  tt.store %pp, %n : tensor<128x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func public @no_pattern_math(%x: f32) {
  %s = tt.splat %x : f32 -> tensor<64xf32>
  // expected-error @+1 {{failed to legalize operation 'math.tanh' that was explicitly marked illegal}}
  %t = math.tanh %s : tensor<64xf32>
  tt.return
}

// -----

// scf.execute_region is illegal, tensors or not.
tt.func public @execute_region(%x: i32) {
  // expected-error @+1 {{failed to legalize operation 'scf.execute_region' that was explicitly marked illegal}}
  %y = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  tt.return
}

// -----

// A function with tensors in its signature loses its arguments (upstream converts its
// entry block with a signature conversion that maps none of them): one still in use
// cannot be materialized.
// expected-error @+1 {{failed to legalize unresolved materialization from () to ('tensor<128xf32>') that remained live after conversion}}
tt.func private @tensor_argument(%x: tensor<128xf32>) -> f32 {
  // expected-note @+1 {{see existing live user here}}
  %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tt.reduce.return %c : f32
  }) : (tensor<128xf32>) -> f32
  tt.return %r : f32
}

// -----

// An op that stays as it is (TritonGPU ops are legal) but uses a converted tensor needs
// that tensor back in its old type: without enable-source-remat there is no way to build it.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @unconverted_user() {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-error @+1 {{failed to legalize unresolved materialization from ('tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>') to ('tensor<128xf32>') that remained live after conversion}}
  %f = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
  // expected-note @+1 {{see existing live user here}}
  %a = ttg.local_alloc %f : (tensor<128xf32>) -> !ttg.memdesc<128xf32, #shared, #smem>
  tt.return
}

// -----

// Every argument is dropped, scalars too.
// expected-error @+1 {{failed to legalize unresolved materialization from () to ('f32') that remained live after conversion}}
tt.func private @scalar_argument_too(%x: tensor<128xf32>, %s: f32) -> f32 {
  // expected-note @+1 {{see existing live user here: tt.return}}
  tt.return %s : f32
}

// -----

// Unused, they leave a body that no longer matches the signature, which upstream keeps
// (the function type is not converted either).
// expected-error @+1 {{'tt.func' op entry block must have 1 arguments to match function signature}}
tt.func private @unused_argument(%x: tensor<128xf32>) {
  tt.return
}

// -----

tt.func private @tensor_result() -> tensor<128xf32> {
  %c = arith.constant dense<1.000000e+00> : tensor<128xf32>
  // expected-error @+1 {{type of return operand 0 ('tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>') doesn't match function result type ('tensor<128xf32>') in function @tensor_result}}
  tt.return %c : tensor<128xf32>
}
