"""What llvm/Support (and Triton's Tools) give the C++ compiler and every layer of ttopt shares:
integer helpers (math_extras), memoizing by identity (identity_memo), boolean environment
flags (environment), isinstance answered per class (class_tests), the garbage collector around
imports made on demand (collector). Imports nothing of ttopt."""
