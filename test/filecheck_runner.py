"""FileCheck for the lit suite: the `filecheck` package's matcher, started without its
`filecheck.main` module, which imports importlib.metadata (a third of the ~110 ms each of the
suite's ~400 FileCheck runs takes) only to answer `--version`. Same options, same matcher,
same exit codes; `--help` and `--version` go to filecheck.main. lit.cfg.py substitutes it for
`FileCheck`."""

import importlib
import io
import os
import sys

# lit starts this without `site` (python -S); the filecheck package's directory comes from it.
if "TTOPT_FILECHECK_PATH" in os.environ:
    sys.path.append(os.environ["TTOPT_FILECHECK_PATH"])

from filecheck.matcher import Matcher  # noqa: E402
from filecheck.options import parse_argv_options  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) < 2 or any(flag in argv for flag in ("--help", "--version", "-version")):
        importlib.import_module("filecheck.main").main(argv)  # the package's own answers
        return 0
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(encoding="utf-8")
    return Matcher.from_opts(parse_argv_options(argv)).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
