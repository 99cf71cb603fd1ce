"""Script text that the tests of the start-up patches run in a fresh interpreter (each after
its own set-up) before summarising the classes ttopt's dialects declare: every module of
`ttopt.dialects` imported, `subclasses(cls)` (all of them, transitively) and `text(value)` (a
repr without object addresses, equal across processes); and `summary_of`, which runs a script
with a patch turned off or left on."""

import json
import os
import subprocess
import sys

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


def summary_of(script: str, variable: str, eager: bool, *arguments: str, cwd=None) -> dict:
    """The JSON `script` prints in a fresh interpreter, with the environment variable that
    turns a start-up patch off set (`eager`) or not."""
    environment = {**os.environ, variable: "1" if eager else "0"}
    result = subprocess.run(
        [sys.executable, "-c", script, *arguments], capture_output=True, text=True, check=True, env=environment,
        cwd=cwd,
    )  # fmt: skip
    return json.loads(result.stdout)
