// RUN: ttopt %s -canonicalize=max-iterations=1 | FileCheck %s
// RUN: ttopt %s --canonicalize=max-iterations=1 --cse | FileCheck %s
// RUN: ttopt %s 'canonicalize{max-iterations=1 top-down=true}' | FileCheck %s
// RUN: ttopt %s --pass-pipeline='builtin.module(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse)' | FileCheck %s
// RUN: not ttopt %s -canonicalize=max-iterations=many 2>&1 | FileCheck %s --check-prefix=BADVALUE
// RUN: not ttopt %s -canonicalize=no-such-option=1 2>&1 | FileCheck %s --check-prefix=BADOPTION
// RUN: not ttopt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=BADPASS

// CHECK-LABEL: tt.func @f
// CHECK-NOT:   arith.muli
// CHECK:       tt.return
// BADVALUE: ttopt: invalid value 'many' for option 'max-iterations' of pass 'canonicalize'
// BADOPTION: ttopt: no such option 'no-such-option' for pass 'canonicalize'
// BADPASS: ttopt: 'no-such-pass' does not refer to a registered pass or pass pipeline
tt.func @f(%a: i32) {
  %0 = arith.muli %a, %a : i32
  tt.return
}
