// RUN: ttopt %s -split-input-file -test-print-allocation -verify-diagnostics -o /dev/null
// RUN: ttopt %s -split-input-file -test-print-membar -verify-diagnostics -o /dev/null

// Recursion: a function's frame would have to contain itself.  (Triton 3.6 aborts with
// "Cycle detected in call graph".)
module {
  // expected-error @below {{Cycle detected in call graph}}
  tt.func @kernel() {
    tt.call @kernel() : () -> ()
    tt.return
  }
}

// -----

// A cycle nobody outside calls into.
module {
  // expected-error @below {{Cycle detected in call graph}}
  tt.func private @a() {
    tt.call @b() : () -> ()
    tt.return
  }
  tt.func private @b() {
    tt.call @a() : () -> ()
    tt.return
  }
}
