"""The dialects ttopt parses, verifies and prints: one module (or package) per dialect.

Importing this package imports no dialect; `ttopt.registry.DIALECTS` names them all.
"""
