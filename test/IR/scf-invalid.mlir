// RUN: ttopt %s -split-input-file -verify-diagnostics

module {
  tt.func @f(%lb: i32, %ub: i64, %st: i32) { // expected-note {{prior use here}}
    // expected-error @+1 {{use of value '%ub' expects different type than prior uses: 'i32' vs 'i64'}}
    scf.for %i = %lb to %ub step %st : i32 {
    }
    tt.return
  }
}

// -----

module {
  tt.func @f(%lb: i32, %x: f32) {
    // expected-error @+1 {{'scf.for' op region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
    %r = scf.for %i = %lb to %lb step %lb iter_args(%acc = %x) -> (f32) : i32 {
      scf.yield
    }
    tt.return
  }
}

// -----

module {
  tt.func @f(%c: i1, %x: f32) {
    // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
    %r = scf.if %c -> (f32) {
      scf.yield %x : f32
    }
    tt.return
  }
}

// -----

module {
  tt.func @f(%lb: i32, %x: f32) {
    // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
    %r = scf.for %i = %lb to %lb step %lb iter_args(%acc = %x) -> (f32) : i32 {
      %c = arith.constant 1 : i32
      scf.yield %c : i32
    }
    tt.return
  }
}

// -----

// Regions with no block: ODS's region-size constraints.
module {
  tt.func @f(%x: i32) {
    // expected-error @+1 {{'scf.while' op region #1 ('after') failed to verify constraint: region with 1 blocks}}
    %0 = "scf.while"(%x) ({
    ^bb0(%a: i32):
      %t = arith.constant true
      scf.condition(%t) %a : i32
    }, {
    }) : (i32) -> i32
    tt.return
  }
}

// -----

module {
  tt.func @f() {
    // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
    %0 = "scf.execute_region"() ({
    }) : () -> i32
    tt.return
  }
}
