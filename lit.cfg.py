"""lit configuration: every .mlir file under test/ is a FileCheck test run through `ttopt`."""

import os
import shutil
import sys

import lit.formats

config.name = "ttopt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
# The suite is rooted at the repository (where this file is), so `lit test` and
# `lit test/Driver` both work; tests live under test/.
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root
config.excludes = ["unit", "gpu", "Inputs", "examples", "bench", "ttopt", ".venv", ".venv-ci", "build"]

# The tools come from the active environment (the project installed with its test extra).
config.environment["PATH"] = os.environ.get("PATH", "")
for variable in ("PYTHONPATH", "HOME"):
    if variable in os.environ:
        config.environment[variable] = os.environ[variable]

if shutil.which("filecheck") is None:
    raise RuntimeError("filecheck is not on PATH: install the project with its test extra")
# The filecheck package's matcher, started without the module that imports importlib.metadata
# for --version (test/filecheck_runner.py): ~20 ms less for each of the suite's FileCheck runs.
# Python runs it without `site` (-S), which only finds the package (~5 ms of the ~45 ms of each
# of ~300 runs, spent on .pth files such as the editable install's finder); the runner puts
# the package's directory on sys.path itself.
import filecheck  # noqa: E402

filecheck_runner = os.path.join(os.path.dirname(__file__), "test", "filecheck_runner.py")
config.environment["TTOPT_FILECHECK_PATH"] = os.path.dirname(os.path.dirname(filecheck.__file__))
config.substitutions.append(("FileCheck", f"\"{sys.executable}\" -S \"{filecheck_runner}\""))
config.substitutions.append(("%corpus", os.path.join(os.path.dirname(__file__), "test", "Inputs", "corpus")))
