// RUN: ttopt %s -split-input-file -verify-diagnostics
// An unterminated string ends at its line's end, with MLIR's lexer error, in time linear in
// its length (xDSL's own pattern backtracks exponentially: these lines would hang it).

// expected-error @+1 {{expected '"' in string literal}}
tt.func @f() attributes {note = "a note that runs on and on, past the brace, with no closing quote} {
  tt.return
}

// -----

tt.func @g() {
  // expected-error @+1 {{expected '"' in string literal}}
  tt.return loc("a location name that runs on and on, past the parenthesis, with no closing quote)
}

// -----

// expected-error @+1 {{expected '"' in string literal}}
tt.func @"a symbol name that runs on and on, past the parenthesis, with no closing quote() {
  tt.return
}
