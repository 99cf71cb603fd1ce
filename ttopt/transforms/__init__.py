"""Transformation passes, one module per pass. Importing this package registers them all."""

from ttopt.transforms import (
    canonicalize,
    combine,
    cse,
    inline,
    licm,
    loop_unroll,
    reorder_broadcast,
    rewrite_tensor_descriptor_to_pointer,
    rewrite_tensor_pointer,
    symbol_dce,
    test_print_alignment,
)

ALL_PASS_MODULES = (
    canonicalize,
    cse,
    test_print_alignment,
    inline,
    rewrite_tensor_pointer,
    rewrite_tensor_descriptor_to_pointer,
    combine,
    reorder_broadcast,
    symbol_dce,
    loop_unroll,
    licm,
)
