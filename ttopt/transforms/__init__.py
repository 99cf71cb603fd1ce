"""Transformation passes, one module per pass. Importing this package registers them all."""

from ttopt.transforms import canonicalize, cse, test_print_alignment

ALL_PASS_MODULES = (canonicalize, cse, test_print_alignment)
