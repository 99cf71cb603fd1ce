// RUN: ttopt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: ttopt --help | FileCheck %s --check-prefix=HELP
// RUN: ttopt --version | FileCheck %s --check-prefix=VERSION

// DIALECTS: Available Dialects: arith, builtin, cf, gpu, llvm, math, nvg, nvvm, scf, tt, ttg, ttng, ub

// HELP: USAGE: ttopt [options] <input file>
// HELP: --split-input-file
// HELP: --verify-diagnostics
// HELP: PASSES:
// HELP: --canonicalize {{ *}}Canonicalize operations
// HELP-NEXT: --max-iterations=<int>
// HELP: --cse {{ *}}Eliminate common sub-expressions

// VERSION: ttopt {{[0-9]+\.[0-9]+\.[0-9]+}} (Triton 3.6.0 semantics, xDSL 0.74.0)
