"""Transformation passes, one module per pass. Importing this package registers them all."""

ALL_PASS_MODULES: tuple = ()
