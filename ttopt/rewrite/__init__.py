"""MLIR's rewrite layer (mlir/lib/Transforms/Utils, mlir/lib/IR/PatternMatch.cpp): the greedy
pattern-rewrite driver with folding and region simplification (`greedy`)."""
