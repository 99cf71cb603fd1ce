"""What llvm/Support gives the C++ compiler and every layer of ttopt shares: integer helpers
(math_extras). Imports nothing of ttopt."""
