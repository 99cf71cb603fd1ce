// RUN: ttopt %s -split-input-file -tritongpu-global-scratch-memory-allocation -verify-diagnostics -o /dev/null
// Where Triton 3.6 stops on an assertion, ttopt reports an error.

// The module's scratch memory is the kernel's: there must be exactly one kernel.
module {
  tt.func public @first() {
    tt.return
  }
  // expected-error @+1 {{'tt.func' op is a second kernel (public function) beside @first: the module's global scratch memory is sized for exactly one}}
  tt.func public @second() {
    tt.return
  }
}

// -----

// expected-error @+1 {{'builtin.module' op has no kernel (public tt.func) to size global scratch memory for}}
module {
  tt.func private @helper() {
    %0 = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 8 : i32} : !tt.ptr<i8>
    tt.return
  }
}

// -----

// A callee is laid out before its caller, which recursion makes impossible.
module {
  tt.func private @ping() {
    // expected-error @+1 {{'tt.call' op call cycle detected: global scratch memory cannot be laid out for recursive calls}}
    tt.call @pong() : () -> ()
    tt.return
  }
  tt.func private @pong() {
    tt.call @ping() : () -> ()
    tt.return
  }
  tt.func public @kernel() {
    tt.call @ping() : () -> ()
    tt.return
  }
}
