"""FileCheck for the lit suite: the `filecheck` package's matcher, started without its
`filecheck.main` module, which imports importlib.metadata (a third of the ~110 ms each of the
suite's ~400 FileCheck runs takes) only to answer `--version`. Same options, same matcher,
same exit codes; `--help` and `--version` go to filecheck.main. lit.cfg.py substitutes it for
`FileCheck`."""

import importlib
import io
import sys

from filecheck.matcher import Matcher
from filecheck.options import parse_argv_options


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
