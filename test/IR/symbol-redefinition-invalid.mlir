// RUN: ttopt %s -split-input-file -verify-diagnostics
// Symbol names are unique within a symbol table (the module): the second definition is
// reported at its own location, whatever kinds of symbols the two are.

module {
  tt.func @f() {
    tt.return
  }
  // expected-error @+1 {{redefinition of symbol named 'f'}}
  tt.func @f() {
    tt.return
  }
}

// -----

module {
  tt.func @kernel() {
    tt.return
  }
  // expected-error @+1 {{redefinition of symbol named 'kernel'}}
  builtin.module @kernel {
  }
}

// -----

// One name in two symbol tables (the outer module and a nested one) is no redefinition.
module {
  tt.func @g() {
    tt.return
  }
  builtin.module @inner {
    tt.func @g() {
      tt.return
    }
  }
}
