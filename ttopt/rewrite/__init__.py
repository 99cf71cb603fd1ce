"""MLIR's rewrite layer (mlir/lib/Transforms/Utils with DialectConversion, mlir/lib/IR/PatternMatch.cpp):

    rewriter.py            RewriterBase and its Listener: every change the greedy driver makes
    folding.py             FoldUtils: constants, op folders, trait folding, constant uniquing
    side_effects.py        isOpTriviallyDead / wouldOpBeTriviallyDead (SideEffectInterfaces.cpp)
    region_simplify.py     RegionUtils: unreachable blocks, region DCE, block merging, redundant
                           block arguments
    greedy.py              GreedyPatternRewriteDriver: the driver and its config (canonicalize and
                           every pass's applyPatternsGreedily)
    dialect_conversion.py  DialectConversion: partial conversion with type converters, legality,
                           conversion patterns and materializations (convert-triton-to-tritongpu,
                           convert-triton-gpu-to-llvm)
"""
