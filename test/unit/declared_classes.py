"""Script text that test_op_definition and test_attr_definition run in a fresh interpreter
(each after its own set-up) before summarising the classes ttopt's dialects declare: every
module of `ttopt.dialects` imported, `subclasses(cls)` (all of them, transitively) and
`text(value)` (a repr without object addresses, equal across processes)."""

IMPORT_EVERY_DIALECT = """
import importlib, pkgutil, re
import ttopt.dialects
for module in pkgutil.walk_packages(ttopt.dialects.__path__, "ttopt.dialects."):
    importlib.import_module(module.name)

def subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)

def text(value):
    return re.sub(r" at 0x[0-9a-f]+", "", repr(value))
"""
