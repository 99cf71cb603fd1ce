"""Passes on the LLVM dialect before its translation to LLVM IR (upstream lib/Target/LLVMIR)."""
